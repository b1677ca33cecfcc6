/**
 * Grants: as root, commands run as nobody, so the workspace is opened to nobody's group for the run and given back at
 * its end, on descriptors of the very inodes changed (`src/security/no-follow.ts` has the host's file access).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runProcess } from '../../process/exec.js';
import { childEnv } from '../../security/env.js';

/** A change grant() made, with the identity of the file it made it on. */
export interface Grant {
  path: string;
  dev: number;
  ino: number;
  uid: number;
  gid: number;
  mode: number;
}

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/**
 * A descriptor on the folder or regular file at `p`, never through a link at its end (O_NOFOLLOW) and never waiting
 * on a FIFO (O_NONBLOCK); undefined for anything else. Modes change on descriptors only: a path a command swapped for
 * a link between our look and our chmod would hand root's chmod to a host file.
 */
function openOwnEntry(p: string): { fd: number; st: fs.Stats } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(p, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return undefined;
  }
  const st = fs.fstatSync(fd);
  if (st.isDirectory() || st.isFile()) return { fd, st };
  fs.closeSync(fd);
  return undefined;
}

/**
 * Dependency folders by name: after setup they are read-only for every command (`protect`), so nobody needs to write
 * them unless setup runs. Their grant waits until then (see `DeferredGrants`): a 20,000-file node_modules is not
 * re-moded, and given back, at every run.
 */
const DEFERRED_FOLDERS = new Set(['node_modules', '.venv', 'venv']);

/** Opens one folder or regular file to nobody's group (setgid folders, group-writable), on its descriptor. */
function grantOn(fd: number, st: fs.Stats, p: string, gid: number, grants: Grant[]): void {
  const dir = st.isDirectory();
  const mode = st.mode & 0o7777;
  const want = mode | 0o060 | (dir || mode & 0o100 ? 0o010 : 0) | (dir ? 0o2000 : 0);
  if (st.gid === gid && want === mode) return;
  grants.push({ path: p, dev: st.dev, ino: st.ino, uid: st.uid, gid: st.gid, mode });
  if (st.gid !== gid) fs.fchownSync(fd, st.uid, gid);
  fs.fchmodSync(fd, want);
}

/** grantOn for the entry at `p`, when it is still the one `seen` (same device and inode). */
function grantEntry(p: string, seen: fs.Stats, gid: number, grants: Grant[]): void {
  const entry = openOwnEntry(p);
  if (!entry) return;
  try {
    if (entry.st.dev === seen.dev && entry.st.ino === seen.ino) grantOn(entry.fd, entry.st, p, gid, grants);
  } finally {
    fs.closeSync(entry.fd);
  }
}

/**
 * Root drops to nobody, so nobody must be able to write the workspace: its group becomes nobody's (setgid folders,
 * group-writable), .git excepted. Ownership stays, so git run by root on the host still trusts the folder. With
 * `deferred`, dependency folders below the top are not entered: their paths are added to it instead.
 * One pass, on descriptors: each folder is listed through its own descriptor and each entry opened inside it
 * (`/proc/self/fd/N/name`, as openat would), never through a link: an open, a stat, the change and a close an entry,
 * still linear in the tree (issue 45: an idmapped mount giving nobody the files' owner would need no walk).
 */
export function grantWorkspace(root: string, gid: number, deferred?: string[]): Grant[] {
  const grants: Grant[] = [];
  const top = openOwnEntry(root);
  if (!top) return grants;
  const visit = (fd: number, st: fs.Stats, p: string, isTop: boolean) => {
    try {
      grantOn(fd, st, p, gid, grants);
      if (!st.isDirectory()) return;
      const at = `/proc/self/fd/${fd}`;
      for (const e of fs.readdirSync(at, { withFileTypes: true })) {
        const name = e.name;
        // Links stay as they are; devices, FIFOs and sockets are never opened.
        if ((isTop && name === '.git') || !(e.isDirectory() || e.isFile())) continue;
        const child = openOwnEntry(`${at}/${name}`);
        if (!child) continue;
        const childPath = path.join(p, name);
        if (deferred && child.st.isDirectory() && DEFERRED_FOLDERS.has(name)) {
          fs.closeSync(child.fd);
          deferred.push(childPath);
          continue;
        }
        visit(child.fd, child.st, childPath, false);
      }
    } finally {
      fs.closeSync(fd);
    }
  };
  visit(top.fd, top.st, root, true);
  return grants;
}

/** The cache folders tools keep inside node_modules (ava, babel-loader, eslint-loader, terser: `.cache`; vite's `.vite`). */
const TOOL_CACHES = ['.cache', '.vite'];

/**
 * A node_modules root installed (read-only for nobody after `protect`) still has its tools' cache folders writable
 * by nobody's group, as they are for the user who installed it: `mkdir node_modules/.cache/ava` must not fail with
 * EACCES in the baseline. `.cache` is made when missing; a link in its place is left alone. Given back at dispose.
 */
export function grantToolCaches(dir: string, gid: number): Grant[] {
  if (path.basename(dir) !== 'node_modules' || !fs.lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return TOOL_CACHES.flatMap((name) => {
    const cache = path.join(dir, name);
    if (name === '.cache' && !fs.lstatSync(cache, { throwIfNoEntry: false })) fs.mkdirSync(cache);
    return fs.lstatSync(cache, { throwIfNoEntry: false })?.isDirectory() ? grantWorkspace(cache, gid) : [];
  });
}

/**
 * A read-only folder nobody must still read, as outside the sandbox: only the entries others cannot read (a file
 * without o+r, a folder without o+rx) are opened to nobody's group. `find` (which never follows a link) names them,
 * many times faster than an lstat per entry from here; where it cannot run, the whole folder gets the full grant.
 */
async function grantReading(root: string, gid: number): Promise<Grant[]> {
  const closed = await unreadableEntries(root);
  if (!closed) return grantWorkspace(root, gid);
  const grants: Grant[] = [];
  for (const p of closed) {
    const seen = fs.lstatSync(p, { throwIfNoEntry: false });
    if (seen && (seen.isDirectory() || seen.isFile())) grantEntry(p, seen, gid, grants);
  }
  return grants;
}

/** The files and folders under `root` that others cannot read, parents first; undefined where `find` failed. */
async function unreadableEntries(root: string): Promise<string[] | undefined> {
  // A file others cannot read, or a folder they cannot list and enter; the groups are find's own words.
  const closed = '( ( -type f ! -perm -o=r ) -o ( -type d ! -perm -o=rx ) )'.split(' ');
  const found = await runProcess(['find', root, ...closed, '-print0'], {
    cwd: root,
    env: childEnv(),
    timeoutMs: 120_000,
    maxOutputChars: 64 * 1024 * 1024,
    separateStderr: true,
  }).catch(() => undefined);
  if (!found || found.exitCode !== 0 || found.cutBytes > 0) return undefined;
  return found.output.split('\0').filter(Boolean);
}

/**
 * The dependency folders whose grant waits. It is settled once, by the first of: setup's first command (which may
 * write them: a full grant), `protect` (read-only from then on: only what nobody could not read), or any other
 * command (a full grant, as if nothing were deferred).
 */
export class DeferredGrants {
  constructor(
    private readonly grants: Grant[],
    private readonly gid: number | undefined,
    private readonly folders: string[],
  ) {}

  /** Every waiting folder gets the full grant (setup's first command, or a command before `protect`). */
  settle(): void {
    if (this.gid === undefined) return;
    for (const dir of this.folders.splice(0)) this.grants.push(...grantWorkspace(dir, this.gid));
  }

  /** The waiting folders inside `readOnly` get only what reading needs; the others the full grant. */
  async settleReadOnly(readOnly: string[]): Promise<void> {
    if (this.gid === undefined) return;
    for (const dir of this.folders.splice(0)) {
      const kept = readOnly.some((r) => dir === r || dir.startsWith(`${r}${path.sep}`));
      this.grants.push(...(kept ? await grantReading(dir, this.gid) : grantWorkspace(dir, this.gid)));
    }
  }
}

/**
 * Gives back the group and mode grant() changed, on a descriptor and only to the very file it changed (same device,
 * inode and owner): a path that a command replaced, by a link or anything else, is left alone.
 */
export function revoke(grants: Grant[]): void {
  for (const g of [...grants].reverse()) {
    const entry = openOwnEntry(g.path);
    if (!entry) continue;
    const { fd, st } = entry;
    try {
      if (st.dev !== g.dev || st.ino !== g.ino || st.uid !== g.uid) continue;
      fs.fchownSync(fd, st.uid, g.gid);
      fs.fchmodSync(fd, g.mode);
    } catch {
      // removed meanwhile
    } finally {
      fs.closeSync(fd);
    }
  }
  grants.length = 0;
}
