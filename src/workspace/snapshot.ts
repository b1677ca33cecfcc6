/**
 * Snapshots of the work tree as git tree objects, written through a private index so the user's index and HEAD are
 * never touched. They enforce patch-only edits: a shell command's changes to existing files are undone, and at the
 * end only what the edit tools changed is kept.
 * Files git ignores count too (a planted `.env`, a changed generated file the tests read), except inside dependency
 * and cache folders (node_modules, .venv, target, …), which are too big to hash at every command; past a cap on
 * their number none are covered, and `ignoredNote` says so for the log and the report.
 *
 * Every snapshot after the first one starts by sweeping `.git` entries (src/git/planted.ts): a repository a command
 * planted is removed before git runs here, so no git of ours ever reads its config. Nested repositories that were
 * there from the start (submodules, the setup command's checkouts) are left out of the snapshots: `git add` would
 * otherwise start a git inside them, under their own (writable) config.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git, gitSteps } from './git.js';
import { GitEntryGuard, type SweepResult } from '../git/planted.js';
import { LITERAL } from './candidate.js';
import { hold } from '../process/cleanup.js';
import { removeTree } from '../security/remove-tree.js';

export interface TreeChange {
  status: 'A' | 'M' | 'D';
  path: string;
}

/** Dependency and cache folders: not snapshotted (SECURITY.md says what that leaves open). */
export const UNSNAPSHOTTED_DIRS = [
  'node_modules',
  '.venv',
  'venv',
  '.tox',
  '.nox',
  '__pycache__',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  'target',
  '.gradle',
  '.next',
  '.nuxt',
  '.cache',
  '.turbo',
  '.parcel-cache',
];
/** Lists the untracked files git ignores (NUL-separated). */
const IGNORED_LISTING = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard'];

/** Ignored files beyond this many are not snapshotted at all. */
export const MAX_IGNORED_FILES = 5000;

/**
 * Which of those folders held the files left out, by name, and what they are: `.pytest_cache` is a cache, not a
 * dependency folder.
 */
function skippedNote(count: number, ignored: string[]): string {
  const found = UNSNAPSHOTTED_DIRS.filter((dir) => ignored.some((p) => p.split('/').includes(dir)));
  const named = found.length > 3 ? `${found.slice(0, 3).join(', ')} and ${found.length - 3} more` : found.join(', ');
  const kinds = new Set(found.map((d) => FOLDER_KIND[d] ?? 'build'));
  const kind = kinds.size === 1 ? [...kinds][0] : 'dependency, cache or build';
  return `${count} git-ignored files inside ${named} (${kind} ${found.length === 1 ? 'folder' : 'folders'}) are not snapshotted: changes commands make there are not undone`;
}

/** What each of UNSNAPSHOTTED_DIRS holds; the others hold build output. */
const FOLDER_KIND: Record<string, 'dependency' | 'cache'> = {
  node_modules: 'dependency',
  '.venv': 'dependency',
  venv: 'dependency',
  '.tox': 'dependency',
  '.nox': 'dependency',
  __pycache__: 'cache',
  '.pytest_cache': 'cache',
  '.mypy_cache': 'cache',
  '.ruff_cache': 'cache',
  '.cache': 'cache',
  '.turbo': 'cache',
  '.parcel-cache': 'cache',
  '.gradle': 'cache',
};

/**
 * Copies the checkout's own index to `indexFile`, for its stat data: without it the first snapshot hashes every file
 * (2 s at 100,000 files). Called before any command ran, so the paths are the user's; still, the `.git` folder must
 * be a real folder and the index is read through a no-follow open of a regular file. A linked worktree (`.git` a
 * file) or any surprise: no seed, and the first snapshot hashes the tree as before.
 */
function seedIndex(root: string, indexFile: string): boolean {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const dotGit = fs.lstatSync(path.join(dir, '.git'), { throwIfNoEntry: false });
    if (dotGit) return dotGit.isDirectory() && copyNoFollow(path.join(dir, '.git', 'index'), indexFile);
    if (path.dirname(dir) === dir) return false;
  }
}

function copyNoFollow(from: string, to: string): boolean {
  let fd: number | undefined;
  try {
    fd = fs.openSync(from, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return false;
    fs.writeFileSync(to, fs.readFileSync(fd), { flag: 'wx', mode: 0o600 });
    // Git rehashes the entries changed in the same tick as the index was written ("racy git"), judged by the index
    // file's own mtime: the copy keeps the original's (a millisecond earlier, as utimes rounds: more entries
    // rehashed, never fewer), or such a change would pass for clean.
    const mtime = (stat.mtimeMs - 1) / 1000;
    fs.utimesSync(to, mtime, mtime);
    return true;
  } catch {
    fs.rmSync(to, { force: true });
    return false;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export class Snapshotter {
  private readonly indexFile: string;
  private readonly gitEntries: GitEntryGuard;
  /** Forgets the private index's folder once dispose removed it (else it is removed at exit). */
  private readonly release: () => void;
  /** What the last sweep removed or put back. */
  lastSweep: SweepResult = { removed: [], restored: [] };
  /** Why some ignored files are not covered by snapshots; read it after the first take(). */
  ignoredNote?: string;
  /** Has a take() listed the ignored files once (and counted those it leaves out)? */
  private listedOnce = false;

  constructor(readonly root: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-index-'));
    this.indexFile = path.join(dir, 'index');
    this.release = hold('folder', () => removeTree(dir));
    this.gitEntries = new GitEntryGuard(root);
    this.seeded = seedIndex(root, this.indexFile);
  }

  /** Does the private index start as a copy of the checkout's own (see seedIndex)? */
  private seeded: boolean;

  private env() {
    return { GIT_INDEX_FILE: this.indexFile };
  }

  /**
   * Removes planted `.git` entries (the first call records the ones there are instead), then returns a tree object
   * of every non-ignored file as it is now.
   */
  async take(options: { countIgnored?: boolean } = {}): Promise<string> {
    if (this.gitEntries.remembered) this.lastSweep = this.gitEntries.sweep();
    else this.gitEntries.remember();
    // Start from HEAD's tree: in a subfolder run `add` sees only the folder, and the trees must still be the whole
    // repository (the fail-to-pass tree is checked out from one).
    // A seeded index keeps its stat data where its entry matches HEAD (`-m`, a single-tree merge), so the first
    // `add` hashes only the files changed since the checkout's index was written, not the whole tree.
    if (this.seeded) {
      this.seeded = false;
      if (!(await this.seedIsHead()))
        await git(this.root, ['read-tree', '-m', 'HEAD'], { env: this.env() }).catch(() =>
          fs.rmSync(this.indexFile, { force: true }),
        );
    }
    if (!fs.existsSync(this.indexFile))
      await git(this.root, ['read-tree', 'HEAD'], { env: this.env() }).catch(() => undefined);
    const nestedDirs = this.gitEntries.nestedDirs();
    const nested = nestedDirs.map((dir) => `:(exclude,literal)${dir}`);
    const every = options.countIgnored || !this.listedOnce;
    this.listedOnce = true;
    // One shell for the common case: stage every non-ignored file in the private index, write its tree, and list the
    // ignored files (against the repository's own index, as the listing always was). The tree id is the first line.
    const out = await gitSteps(this.root, [
      { args: ['add', '-A', '--', '.', ...nested], env: this.env() },
      { args: ['write-tree'], env: this.env() },
      { args: [...IGNORED_LISTING, ...(every ? [] : ['--directory'])] },
    ]);
    const cut = out.indexOf('\n');
    const tree = out.slice(0, cut).trim();
    // An ignored nested repository is listed as its folder; adding it would make a gitlink, and git would enter it.
    const ignored = (await this.ignoredFiles(out.slice(cut + 1), every)).filter(
      (p) => !p.endsWith('/') && !nestedDirs.some((d) => p.startsWith(`${d}/`)),
    );
    if (!ignored.length) return tree;
    for (let i = 0; i < ignored.length; i += 500) {
      await git(this.root, ['add', '-f', '--', ...ignored.slice(i, i + 500)], { env: { ...this.env(), ...LITERAL } });
    }
    return (await git(this.root, ['write-tree'], { env: this.env() })).trim();
  }

  /** Ignored files outside dependency and cache folders; none when there are more than the cap. */
  private async ignoredFiles(listed: string, first: boolean): Promise<string[]> {
    const all = await this.listIgnored(listed, first);
    const files = all.filter((p) => !p.split('/').some((seg) => UNSNAPSHOTTED_DIRS.includes(seg)));
    if (files.length > MAX_IGNORED_FILES) {
      this.ignoredNote = `${files.length} git-ignored files (more than ${MAX_IGNORED_FILES}) are not snapshotted: changes commands make to ignored files are not undone`;
      return [];
    }
    // The note counts the files left out at the first look, or one that asks (the start of the run, after setup);
    // other looks do not walk those folders to count them.
    if (!first) return files;
    const skipped = all.length - files.length;
    this.ignoredNote = skipped ? skippedNote(skipped, all) : undefined;
    return files;
  }

  /**
   * The ignored files from `listed` (IGNORED_LISTING's output): with `every` it lists them all; otherwise git stopped
   * at ignored folders, and only those that are not dependency or cache folders are listed file by file (a
   * 20,000-file node_modules is not walked at every command).
   */
  private async listIgnored(listed: string, every: boolean): Promise<string[]> {
    const split = (out: string) => out.split('\0').filter(Boolean);
    if (every) return split(listed);
    const entries = split(listed);
    const files = entries.filter((p) => !p.endsWith('/'));
    const folders = entries.filter(
      (p) => p.endsWith('/') && !p.split('/').some((seg) => UNSNAPSHOTTED_DIRS.includes(seg)),
    );
    for (let i = 0; i < folders.length; i += 500) {
      const inside = await git(this.root, [...IGNORED_LISTING, '--', ...folders.slice(i, i + 500)], { env: LITERAL });
      files.push(...split(inside));
    }
    // A folder holding only ignored files is named beside its files: each file once.
    return [...new Set(files)];
  }

  async changes(from: string, to: string): Promise<TreeChange[]> {
    if (from === to) return [];
    // --relative: folder-relative paths, as the tools and `restore` use them (a subfolder run; a no-op at the top).
    const out = await git(this.root, [
      'diff-tree',
      '-r',
      '--no-renames',
      '--relative',
      '--name-status',
      '-z',
      from,
      to,
    ]);
    const parts = out.split('\0').filter(Boolean);
    const changes: TreeChange[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const status = parts[i]![0] as string;
      changes.push({ status: status === 'A' ? 'A' : status === 'D' ? 'D' : 'M', path: parts[i + 1]! });
    }
    return changes;
  }

  /**
   * Does the seeded index hold HEAD's tree already (a clean checkout)? Its cached trees answer in milliseconds where
   * `read-tree -m HEAD` rewrites every entry (0.13 s at 100,000 files). Unmerged entries make write-tree fail: no.
   */
  private async seedIsHead(): Promise<boolean> {
    const [seed, head] = await Promise.all([
      git(this.root, ['write-tree'], { env: this.env() }).catch(() => ''),
      git(this.root, ['rev-parse', 'HEAD^{tree}']).catch(() => undefined),
    ]);
    return seed.trim() !== '' && seed.trim() === head?.trim();
  }

  /** Put `paths` back as they were in `tree`: restore the ones it had, delete the ones it did not. */
  async restore(tree: string, changes: TreeChange[]): Promise<void> {
    const back = changes.filter((c) => c.status !== 'A').map((c) => c.path);
    // recursive: an added path can be a folder (a gitlink entry for a repository a command made).
    for (const c of changes.filter((c) => c.status === 'A')) removeTree(path.join(this.root, c.path));
    for (let i = 0; i < back.length; i += 500) {
      const batch = back.slice(i, i + 500);
      // Literal: a path named `:(glob)**` is that file, not every file of the tree.
      await git(this.root, ['restore', `--source=${tree}`, '--worktree', '--', ...batch], {
        env: { ...this.env(), ...LITERAL },
      });
    }
  }

  /** Sweeps planted `.git` entries now (after a command that no snapshot follows, e.g. the fail-to-pass run). */
  sweepGit(): SweepResult {
    if (!this.gitEntries.remembered) {
      this.gitEntries.remember();
      return { removed: [], restored: [] };
    }
    this.lastSweep = this.gitEntries.sweep();
    return this.lastSweep;
  }

  dispose(): void {
    removeTree(path.dirname(this.indexFile));
    this.release();
  }
}
