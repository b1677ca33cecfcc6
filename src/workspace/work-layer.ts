/**
 * The agent's layer over the workspace, settled after each command (DESIGN guarantees 2 and 13). With bwrap the
 * agent's commands write an overlayfs upper (sandbox/layers.ts), never the host's work tree. After each command the
 * upper is walked, and the host's git (its index and ignore rules, which no command wrote) says what each path is:
 * - what git ignores stays in the layer for the run (builds, caches, bytecode, a deleted `.env`): later commands see
 *   it, the host never does, however many ignored files there are;
 * - a change to a path the tree holds (tracked, or untracked and not ignored), or its deletion, is undone: the upper's
 *   entry goes and the host's file shows through again (existing files change through patch_file only);
 * - a new file the tree would hold moves to the host, through no-follow opens, so the engine's tools (read_file,
 *   list_files, search) see it as they did when commands wrote the tree; as then, it leaves at the run's end unless an
 *   edit tool took it up (it is never part of the candidate by itself).
 * Git data (`.git` entries at any depth) and new `.gitignore`, `.gitattributes`, `.lfsconfig` and `.gitmodules` files
 * are removed: a repository a host git could enter, files that would change what the host tree holds or which
 * filters the host's git runs on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { git } from './git.js';
import { hasGitComponent } from './workspace.js';
import { UnsafePathError, openBeneath, readBeneath, readBeneathOrNull } from '../security/no-follow.js';
import { Helper } from '../process/helper.js';
import { hostOwner } from './sandbox/idmap.js';
import { childEnv } from '../security/env.js';
import { removeTree } from '../security/remove-tree.js';
import { hold } from '../process/cleanup.js';
import { noteMoved, type MovedFile } from '../process/run-folder.js';
import type { CommandWatch } from '../process/exec.js';
import type { IgnoredBound } from './ignored-bound.js';

/** What settling a command's layer did. Paths are workspace-relative. */
export interface Settled {
  /** Changes to paths the tree holds, undone: `M` changed (or replaced), `D` deleted. */
  undone: Array<{ path: string; status: 'M' | 'D' }>;
  /** New files moved to the work tree. */
  moved: string[];
  /** Git data, `.gitignore` files and special files a command made in the tree's part, removed. */
  removed: string[];
  /**
   * New files not moved, and gone from the layer: past the run's bound on what commands put in the work tree
   * (`WriteBound`), or one file larger than `MOVE_MAX_BYTES`.
   */
  overBound: string[];
}

/**
 * What the run's commands may put in the work tree, in all (settings `max-written-files`, `max-written-mb`): the new
 * files the layer moves to the host, counted once each, with their bytes. What git ignores stays in the layer and is
 * not counted. Past it, a command's further new files are not moved and leave the layer.
 */
export interface WriteBound {
  files: number;
  bytes: number;
}

/** The defaults of `WriteBound`: 20,000 files, 1 GiB. */
export const WRITE_BOUND_DEFAULT: WriteBound = { files: 20_000, bytes: 1024 * 1024 * 1024 };

const MB = 1024 * 1024;

/** One new file larger than this is never moved to the host (it is read whole into memory to be copied). */
export const MOVE_MAX_BYTES = 64 * 1024 * 1024;

/** One entry of the upper, with what the host tree has at its path. */
interface Entry {
  rel: string;
  st: fs.Stats;
  lower: fs.Stats | undefined;
}

const { O_WRONLY, O_CREAT, O_EXCL, O_RDONLY, O_DIRECTORY, O_NOFOLLOW } = fs.constants;

/**
 * New files that would steer the host's git on the work tree: which files it holds, the filters and drivers it runs
 * (`filter=lfs` with a `.lfsconfig` URL), the repositories it enters. They stay out of the host tree.
 */
const GIT_STEERING = new Set(['.gitignore', '.gitattributes', '.lfsconfig', '.gitmodules']);

/** overlayfs marks a deletion with a character device 0/0 in the upper. */
const isWhiteout = (st: fs.Stats) => st.isCharacterDevice() && st.rdev === 0;

const lstat = (p: string) => fs.lstatSync(p, { throwIfNoEntry: false });

export class WorkLayer {
  constructor(
    /** The workspace (a real path): the layer's lower. */
    readonly root: string,
    /** The upper folder on the host. */
    readonly upper: string,
    /** The xattr overlayfs marks an opaque folder with (a folder removed and made again). */
    readonly opaqueXattr: string,
    /** The paths the edit tools changed (read at the exit: the set fills as the run goes). */
    private readonly kept: ReadonlySet<string> = new Set(),
    readonly bound: WriteBound = WRITE_BOUND_DEFAULT,
    /** The bound on what commands write in the layers themselves (`max-ignored-mb`), when one is set. */
    readonly ignored?: IgnoredBound,
  ) {
    this.tracked = new TrackedPaths(root);
    this.release = hold('tree', () => this.restoreHost());
  }

  private readonly release: () => void;

  /**
   * Files and links moved to the host (workspace-relative), to be removed at the exit unless kept; each as it was
   * right after the move, noted in the run's folder for a run after a SIGKILL (`removeLeftMoves`).
   */
  private readonly placed = new Map<string, MovedFile>();

  /** Folders the moves made on the host, to be removed at the exit when they hold nothing. */
  private readonly madeFolders = new Set<string>();

  /** What the moves have put in the work tree so far this run, against `bound`: files and bytes. */
  readonly written = { files: 0, bytes: 0 };

  /**
   * The run's end for the host tree (see the file's comment): removes what the moves put there and no edit tool took
   * up, then the folders they made that are left empty, deepest first; kept moved files get 0644/0755. Runs once.
   */
  restoreHost(): HostRestored {
    const restored: HostRestored = { removed: [], folders: [], kept: [] };
    for (const rel of this.placed.keys()) {
      if (this.kept.has(rel)) {
        if (plainMode(this.root, rel)) restored.kept.push(rel);
      } else if (removeBeneath(this.root, rel, 'entry')) restored.removed.push(rel);
    }
    this.placed.clear();
    const deepestFirst = [...this.madeFolders].sort((a, b) => b.split('/').length - a.split('/').length);
    for (const rel of deepestFirst) if (removeBeneath(this.root, rel, 'folder')) restored.folders.push(rel);
    this.madeFolders.clear();
    noteMoved(this.root, [], []);
    return restored;
  }

  /** `restoreHost`, and the exit's hold let go: the pipeline's `finally` ends every run this way. */
  close(): HostRestored {
    try {
      return this.restoreHost();
    } finally {
      this.release();
    }
  }

  /**
   * For a running command: stops it once the agent's layers are past `max-ignored-mb` (the check after it, in
   * run-bash.ts, then throws what they hold away and says so).
   */
  watch(): CommandWatch | undefined {
    const bound = this.ignored;
    if (!bound) return undefined;
    return {
      everyMs: 500,
      stop: () =>
        bound.over()
          ? `stopped by agent-fix: the run's commands wrote more than ${Math.round(bound.limit / MB)} MB in the sandbox's layer (max-ignored-mb)`
          : undefined,
    };
  }

  /** The host index's paths, listed once (started here, while the model thinks) and again only if the index changes. */
  private readonly tracked: TrackedPaths;

  /**
   * Folders of the upper known not to be opaque, by inode and change time as the last settle left them: a folder a
   * command removed and made again, or wrote in, is asked about again; the others are not (a python3 start at each
   * command would cost more than the rest of a settle).
   */
  private plainFolders = new Set<string>();

  /** Settles what the last command left in the layer; see the file's comment. */
  async settle(): Promise<Settled> {
    const settled: Settled = { undone: [], moved: [], removed: [], overBound: [] };
    // A command that wrote nothing (most of them: `cat`, `grep`, a test run whose output git ignores and which was
    // settled before) costs one readdir, whatever the size of the tree.
    if (!fs.existsSync(this.upper) || !fs.readdirSync(this.upper).length) return settled;
    const { actions, existingDirs } = await this.treeEntries();
    const fresh = existingDirs.filter((d) => !this.plainFolders.has(this.identity(d)));
    const opaque = await opaqueFolders(this.upper, fresh, this.opaqueXattr);
    const under = (rel: string) => opaque.some((d) => rel === d || rel.startsWith(`${d}/`));
    for (const dir of opaque) {
      // The command removed a folder of the tree and made it again: the host's folder shows through once more.
      removeTree(path.join(this.upper, dir));
      settled.undone.push({ path: dir, status: 'D' });
    }
    for (const entry of actions) if (!under(entry.rel)) this.act(entry, settled);
    this.plainFolders = new Set(existingDirs.filter((d) => !under(d)).map((d) => this.identity(d)));
    return settled;
  }

  private identity(rel: string): string {
    const st = fs.lstatSync(path.join(this.upper, rel), { bigint: true, throwIfNoEntry: false });
    return st ? `${st.ino}:${st.ctimeNs}:${rel}` : '';
  }

  /**
   * The upper's entries in the tree's part, level by level: ignored folders are not entered (a build folder of 50,000
   * files costs one answer from git). Folders the host has too are returned apart: they may be opaque.
   */
  private async treeEntries(): Promise<{ actions: Entry[]; existingDirs: string[] }> {
    const tracked = await this.tracked.paths();
    const actions: Entry[] = [];
    const existingDirs: string[] = [];
    for (let level = ['']; level.length;) {
      const entries = level.flatMap((dir) => this.read(dir));
      const ask = entries.filter((e) => !tracked.has(e.rel) && !hasGitComponent(e.rel));
      const ignored = await ignoredAmong(this.root, ask);
      level = [];
      for (const e of entries) {
        if (ignored.has(e.rel)) continue;
        const folder = e.st.isDirectory() && !hasGitComponent(e.rel);
        if (!folder || (e.lower && !e.lower.isDirectory())) actions.push(e);
        else {
          if (e.lower) existingDirs.push(e.rel);
          level.push(e.rel);
        }
      }
    }
    return { actions, existingDirs };
  }

  private read(dir: string): Entry[] {
    // By name: which files a command's writes past the bound leave out does not depend on the file system's order.
    return fs
      .readdirSync(path.join(this.upper, dir))
      .sort()
      .map((name) => {
        const rel = dir ? `${dir}/${name}` : name;
        return { rel, st: fs.lstatSync(path.join(this.upper, rel)), lower: lstat(path.join(this.root, rel)) };
      });
  }

  /** Undoes a change to a path the tree holds, or moves a new file to the host, or removes what may not stay. */
  private act(e: Entry, settled: Settled): void {
    const at = path.join(this.upper, e.rel);
    const drop = () => removeTree(at);
    if (hasGitComponent(e.rel) || (!e.lower && (isSpecial(e.st) || GIT_STEERING.has(path.posix.basename(e.rel))))) {
      drop();
      if (!isWhiteout(e.st)) settled.removed.push(e.rel);
      return;
    }
    if (e.lower) {
      if (isWhiteout(e.st)) settled.undone.push({ path: e.rel, status: 'D' });
      else if (this.differs(e)) settled.undone.push({ path: e.rel, status: 'M' });
      drop();
      return;
    }
    const size = e.st.isFile() ? e.st.size : 0;
    const over =
      size > MOVE_MAX_BYTES ||
      this.written.files + 1 > this.bound.files ||
      this.written.bytes + size > this.bound.bytes;
    const moved = over ? 'over' : this.moveToHost(e);
    if (moved === 'moved') settled.moved.push(e.rel);
    else if (moved === 'over') settled.overBound.push(e.rel);
    else settled.removed.push(e.rel);
    drop();
  }

  /** Did the command change the file (content, kind or the executable bit), or only copy it up (touch, chmod 644)? */
  private differs(e: Entry): boolean {
    const lower = e.lower!;
    if (e.st.isSymbolicLink() && lower.isSymbolicLink())
      return fs.readlinkSync(path.join(this.upper, e.rel)) !== fs.readlinkSync(path.join(this.root, e.rel));
    if (!e.st.isFile() || !lower.isFile()) return true;
    if (e.st.size !== lower.size || (e.st.mode & 0o111) !== (lower.mode & 0o111)) return true;
    const mine = readBeneathOrNull(this.upper, e.rel);
    const host = readBeneathOrNull(this.root, e.rel);
    return !mine || !host || !mine.equals(host);
  }

  /** Notes a moved entry as it is now, here and in the run's folder. */
  private place(rel: string, st: fs.Stats): void {
    this.placed.set(rel, { rel, dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs });
    noteMoved(this.root, [...this.placed.values()], [...this.madeFolders]);
  }

  /** Notes the folders on `rel`'s way that the host lacks: the move makes them. */
  private recordMadeFolders(rel: string): void {
    const parts = rel.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (this.madeFolders.has(dir)) continue;
      const st = lstat(path.join(this.root, dir));
      if (!st) this.madeFolders.add(dir);
      else if (!st.isDirectory()) return;
    }
  }

  /**
   * Writes a new file or symlink of the upper at its path in the host tree, never through a link, and counts it in
   * `written`; `refused` when it cannot, `over` when the file grew past the bound since its stat.
   */
  private moveToHost(e: Entry): 'moved' | 'refused' | 'over' {
    // Recorded before the write: a folder made for a move that then fails must go too.
    this.recordMadeFolders(e.rel);
    try {
      if (e.st.isSymbolicLink()) {
        const target = fs.readlinkSync(path.join(this.upper, e.rel));
        withParent(this.root, e.rel, (dir, name) => {
          fs.symlinkSync(target, `${dir}/${name}`);
          this.place(e.rel, fs.lstatSync(`${dir}/${name}`));
        });
        this.written.files++;
        return 'moved';
      }
      let data: Buffer | null;
      try {
        data = readBeneath(this.upper, e.rel, MOVE_MAX_BYTES);
      } catch (err) {
        if (err instanceof UnsafePathError && err.code === 'too-large') return 'over';
        if (err instanceof UnsafePathError) return 'refused';
        throw err;
      }
      if (this.written.bytes + data.length > this.bound.bytes) return 'over';
      const fd = openBeneath(this.root, e.rel, O_WRONLY | O_CREAT | O_EXCL, { mode: 0o600, makeParents: true });
      this.place(e.rel, fs.fstatSync(fd));
      try {
        // The command's own owner and mode: a later command may go on writing its file, as in its own tree.
        // Where the workspace is idmapped (sandbox/idmap.ts), the sandbox user's files are the workspace owner's.
        if (process.getuid?.() === 0) {
          const owner = hostOwner(this.root, e.st);
          fs.fchownSync(fd, owner.uid, owner.gid);
        }
        fs.fchmodSync(fd, e.st.mode & 0o777);
        for (let off = 0; off < data.length;) off += fs.writeSync(fd, data, off);
        // As written: a later change (an edit tool's) tells the run after a SIGKILL to keep it.
        this.place(e.rel, fs.fstatSync(fd));
      } finally {
        fs.closeSync(fd);
      }
      this.written.files++;
      this.written.bytes += data.length;
      return 'moved';
    } catch (err) {
      if (err instanceof UnsafePathError || (err as NodeJS.ErrnoException).code === 'EEXIST') return 'refused';
      throw err;
    }
  }
}

/** What the exit did to the host tree (workspace-relative paths). */
export interface HostRestored {
  /** Files and links a command made that no edit tool took up: removed. */
  removed: string[];
  /** Folders a command made that held nothing kept: removed. */
  folders: string[];
  /** Files a command made that an edit tool took up: kept, with plain modes. */
  kept: string[];
}

/**
 * After a run was killed (SIGKILL, OOM: no exit ran), what its layer had moved to the host tree: each file or link
 * still as the move left it (same inode, size and mtime) is removed, one an edit tool changed since is kept; then the
 * folders the moves made, where they hold nothing. The run's folder, where `noteMoved` kept this, is the runner's own.
 */
export function removeLeftMoves(root: string, files: MovedFile[], folders: string[]): HostRestored {
  const restored: HostRestored = { removed: [], folders: [], kept: [] };
  for (const f of files) {
    const same = (st: fs.Stats) =>
      st.dev === f.dev && st.ino === f.ino && st.size === f.size && st.mtimeMs === f.mtimeMs && !st.isDirectory();
    try {
      const gone = atParent(root, f.rel, (dir, name) => {
        const st = lstat(`${dir}/${name}`);
        if (!st) return false;
        if (!same(st)) {
          if (plainMode(root, f.rel)) restored.kept.push(f.rel);
          return false;
        }
        fs.unlinkSync(`${dir}/${name}`);
        return true;
      });
      if (gone) restored.removed.push(f.rel);
    } catch (err) {
      if (
        !(err instanceof UnsafePathError) &&
        !['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')
      )
        throw err;
    }
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const rel of deepestFirst) if (removeBeneath(root, rel, 'folder')) restored.folders.push(rel);
  return restored;
}

/**
 * Removes the file or link (`entry`) or the empty folder (`folder`) at `rel` beneath `root`, never through a link;
 * false when there is nothing such there (gone already, another kind, or a folder that holds something).
 */
function removeBeneath(root: string, rel: string, kind: 'entry' | 'folder'): boolean {
  try {
    return atParent(root, rel, (dir, name) => {
      const at = `${dir}/${name}`;
      const st = lstat(at);
      if (!st) return false;
      if (kind === 'folder') {
        if (!st.isDirectory()) return false;
        fs.rmdirSync(at);
        return true;
      }
      if (st.isDirectory()) return false;
      fs.unlinkSync(at);
      return true;
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (err instanceof UnsafePathError || ['ENOENT', 'ENOTDIR', 'ENOTEMPTY', 'EEXIST'].includes(code ?? ''))
      return false;
    throw err;
  }
}

/** Gives a kept regular file 0644, or 0755 when its owner may run it; true when it is one. Never through a link. */
function plainMode(root: string, rel: string): boolean {
  let fd: number;
  try {
    fd = openBeneath(root, rel, O_RDONLY);
  } catch {
    return false;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return false;
    const mode = st.mode & 0o100 ? 0o755 : 0o644;
    if ((st.mode & 0o7777) !== mode) fs.fchmodSync(fd, mode);
    return true;
  } finally {
    fs.closeSync(fd);
  }
}

/** Runs `act(dirPath, name)` with `rel`'s folder opened beneath `root` without following links (never made). */
function atParent<T>(root: string, rel: string, act: (dir: string, name: string) => T): T {
  const parent = path.posix.dirname(rel);
  const fd =
    parent === '.'
      ? fs.openSync(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
      : openBeneath(root, parent, O_RDONLY | O_DIRECTORY);
  try {
    return act(`/proc/self/fd/${fd}`, path.posix.basename(rel));
  } finally {
    fs.closeSync(fd);
  }
}

/** FIFOs, sockets and devices (a whiteout of nothing the host has too): never moved to the host. */
const isSpecial = (st: fs.Stats) => !st.isFile() && !st.isSymbolicLink() && !st.isDirectory();

/** Runs `make(dirPath, name)` with `rel`'s folder opened beneath `root` without following links (made if missing). */
function withParent(root: string, rel: string, make: (dir: string, name: string) => void): void {
  const parent = path.posix.dirname(rel);
  const fd =
    parent === '.'
      ? fs.openSync(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
      : openBeneath(root, parent, O_RDONLY | O_DIRECTORY, { makeParents: true });
  try {
    make(`/proc/self/fd/${fd}`, path.posix.basename(rel));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The tracked files of the workspace and every folder on their way (workspace-relative). No command writes the host's
 * index (`.git` is read-only in the sandbox) and agent-fix's own git work uses private indexes, so the list is made
 * once (0.3 s at 100,000 files) and made again only when the index file is another (git replaces it on every write,
 * a `git status` refreshing it included): its device, inode, size and change time are the key.
 */
class TrackedPaths {
  private made?: { key: string; paths: Promise<Set<string>> };
  private indexFile?: Promise<string | undefined>;

  constructor(private readonly root: string) {
    // Warm from the start; a failure here is thrown again by the settle that needs the list.
    void this.paths().catch(() => undefined);
  }

  async paths(): Promise<Set<string>> {
    this.indexFile ??= git(this.root, ['rev-parse', '--path-format=absolute', '--git-path', 'index']).then(
      (out) => out.trim(),
      () => undefined,
    );
    const file = await this.indexFile;
    const st = file ? fs.statSync(file, { bigint: true, throwIfNoEntry: false }) : undefined;
    // Without a key (no index file yet, or none found) the list is made each time, as it always was.
    const key = st ? `${st.dev}:${st.ino}:${st.size}:${st.ctimeNs}:${st.mtimeNs}` : '';
    if (key && this.made?.key === key) return this.made.paths;
    const paths = listTracked(this.root);
    this.made = { key, paths };
    paths.catch(() => {
      if (this.made?.paths === paths) this.made = undefined;
    });
    return paths;
  }
}

async function listTracked(root: string): Promise<Set<string>> {
  const files = (await git(root, ['ls-files', '-z'])).split('\0').filter(Boolean);
  const all = new Set<string>();
  for (const f of files) {
    all.add(f);
    for (let d = path.posix.dirname(f); d !== '.' && !all.has(d); d = path.posix.dirname(d)) all.add(d);
  }
  return all;
}

/** Which of `entries` the host's ignore rules ignore (a folder asked with its slash, so `build/` rules match). */
async function ignoredAmong(root: string, entries: Entry[]): Promise<Set<string>> {
  if (!entries.length) return new Set();
  // `./` first: check-ignore reads pathspec magic (a file named `:(top)x`) and refuses literal pathspecs.
  const asked = entries.map((e) => `./${e.rel}${e.st.isDirectory() || e.lower?.isDirectory() ? '/' : ''}`);
  // --no-index: none of them is tracked (the caller asks only about the others), and git would read the whole index
  // (a tenth of a second at 100,000 files) to learn it.
  const out = await git(root, ['check-ignore', '--no-index', '-z', '--stdin'], {
    input: `${asked.join('\0')}\0`,
    okCodes: [1],
  });
  return new Set(
    out
      .split('\0')
      .filter(Boolean)
      .map((p) => p.slice(2).replace(/\/$/, '')),
  );
}

/**
 * Reads overlayfs's opaque mark on folders. Node has no xattr call, so python3 reads them: one process kept for the
 * run (a start per command would cost more than the rest of a settle). A question is the xattr's name and the folders'
 * absolute paths, each ended by a NUL, then an empty one; the answer is the marked folders, the same way.
 */
const XATTR_SCRIPT =
  'import os,sys\n' +
  'rest=b""\n' +
  'asked=[]\n' +
  'while True:\n' +
  ' got=os.read(0,65536)\n' +
  ' if not got: break\n' +
  ' *words,rest=(rest+got).split(b"\\0")\n' +
  ' for w in words:\n' +
  '  if w: asked.append(w); continue\n' +
  '  out=[]\n' +
  '  for p in asked[1:]:\n' +
  '   try: v=os.getxattr(p,asked[0].decode(),follow_symlinks=False)\n' +
  '   except OSError: continue\n' +
  '   if v[:1]==b"y": out.append(p+b"\\0")\n' +
  '  sys.stdout.buffer.write(b"".join(out)+b"\\0"); sys.stdout.buffer.flush(); asked=[]\n';

let xattrReader: Helper | undefined;

/**
 * Which of `dirs` (upper-relative) overlayfs marked opaque. Where python3 cannot answer, such a folder is not told apart
 * (the host is safe either way: only later commands' view differs).
 */
async function opaqueFolders(upper: string, dirs: string[], xattr: string): Promise<string[]> {
  if (!dirs.length) return [];
  xattrReader ??= new Helper(['python3', '-I', '-S', '-c', XATTR_SCRIPT], {
    cwd: '/',
    env: childEnv(),
    timeoutMs: 60_000,
  });
  const question = [xattr, ...dirs.map((d) => path.join(upper, d)), ''].join('\0');
  // Paths are never empty: the answer ends where a NUL follows a NUL, or is one NUL alone.
  const whole = (b: Buffer) => b.length > 0 && b[b.length - 1] === 0 && (b.length === 1 || b[b.length - 2] === 0);
  const answer = await xattrReader.ask(Buffer.from(`${question}\0`), whole).catch(() => undefined);
  if (!answer) return [];
  const marked = new Set(answer.toString().split('\0'));
  return dirs.filter((d) => marked.has(path.join(upper, d)));
}
