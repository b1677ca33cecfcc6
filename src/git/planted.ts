/**
 * Git repositories that commands plant in the work tree. A command in the sandbox can write anywhere in the
 * workspace, so it can make `some/dir/.git` with a `core.fsmonitor` or a filter driver in its config: the next git
 * that enters that folder (ours, or a later step of the job) would run the program outside the sandbox. The guard
 * remembers the `.git` entries that exist when the run starts and, after every command, removes the ones that are
 * new and puts back the ones that changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readRegularOrNull } from '../security/no-follow.js';
import { removeTree } from '../security/remove-tree.js';

/** What a `.git` entry is, enough to tell whether a command replaced or rewrote it. */
export interface GitEntryState {
  kind: 'dir' | 'file' | 'link' | 'other';
  /** A gitlink file's text, a link's target, a repository folder's `config` (absent: null). */
  content: string | null;
}

export interface SweepResult {
  /** Workspace-relative `.git` entries removed: new since `remember`, or replaced by another kind. */
  removed: string[];
  /** Workspace-relative files put back as they were: gitlink files and repository configs a command rewrote. */
  restored: string[];
}

/** `.git` in any case, as case-insensitive file systems open it. */
const isGitName = (name: string) => name.toLowerCase() === '.git';

/** Gitlink files and configs are small; a command's huge file or FIFO named `config` must not stall the sweep. */
const MAX_GIT_FILE_BYTES = 1024 * 1024;

/** A regular file's text, never through a link (a planted `config` may point at a host file), else null. */
function readOrNull(file: string): string | null {
  return readRegularOrNull(file, MAX_GIT_FILE_BYTES)?.toString('utf8') ?? null;
}

function stateOf(abs: string): GitEntryState {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(abs);
  } catch {
    return { kind: 'other', content: null };
  }
  if (st.isSymbolicLink()) {
    let target: string | null = null;
    try {
      target = fs.readlinkSync(abs);
    } catch {
      // vanished
    }
    return { kind: 'link', content: target };
  }
  if (st.isDirectory()) return { kind: 'dir', content: readOrNull(path.join(abs, 'config')) };
  if (st.isFile()) return { kind: 'file', content: readOrNull(abs) };
  return { kind: 'other', content: null };
}

/** What one folder held at the last walk: its sub-folders and its `.git` entries. */
interface FolderListing {
  ino: bigint;
  ctimeNs: bigint;
  subdirs: string[];
  gitNames: string[];
}

/**
 * A folder whose change time is this much older than the walk is trusted to list the same entries as last time: a
 * folder's ctime moves whenever an entry in it is added, removed or renamed, and no one can set it back. Younger
 * folders are read again, since the clock that stamps ctime is coarse (the "racy git" problem).
 */
const SETTLED_NS = 2_000_000_000n;

/**
 * Every `.git` entry under `root`, including root's own, keyed by its workspace-relative path. Symlinks are not
 * followed (a link leads out of the workspace, where commands cannot write), and nothing inside a `.git` is walked.
 * With `listings` from an earlier walk, settled folders whose ctime has not moved are not read again: one lstat per
 * folder instead of a readdir (a node_modules of 100,000 files costs milliseconds, not a third of a second).
 */
export function findGitEntries(root: string, listings?: Map<string, FolderListing>): Map<string, GitEntryState> {
  const found = new Map<string, GitEntryState>();
  const settledBefore = BigInt(Date.now()) * 1_000_000n - SETTLED_NS;
  const walk = (rel: string) => {
    const abs = rel ? path.join(root, rel) : root;
    let st: fs.BigIntStats;
    try {
      st = fs.lstatSync(abs, { bigint: true });
    } catch {
      listings?.delete(rel);
      return;
    }
    if (!st.isDirectory()) return;
    let listing = listings?.get(rel);
    if (!listing || listing.ino !== st.ino || listing.ctimeNs !== st.ctimeNs || st.ctimeNs >= settledBefore) {
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(abs, { withFileTypes: true });
      } catch {
        listings?.delete(rel);
        return;
      }
      listing = {
        ino: st.ino,
        ctimeNs: st.ctimeNs,
        subdirs: entries.filter((e) => !isGitName(e.name) && e.isDirectory()).map((e) => e.name),
        gitNames: entries.filter((e) => isGitName(e.name)).map((e) => e.name),
      };
      listings?.set(rel, listing);
    }
    for (const name of listing.gitNames) {
      const childRel = rel ? `${rel}/${name}` : name;
      found.set(childRel, stateOf(path.join(root, childRel)));
    }
    for (const name of listing.subdirs) walk(rel ? `${rel}/${name}` : name);
  };
  walk('');
  return found;
}

/** The folders holding a nested repository or submodule (not root's own `.git`), for excluding them from git. */
export function nestedRepositoryDirs(entries: Map<string, GitEntryState>): string[] {
  return [...entries.keys()].filter((rel) => rel.includes('/')).map((rel) => rel.slice(0, rel.lastIndexOf('/')));
}

export class GitEntryGuard {
  private known: Map<string, GitEntryState> | undefined;
  private readonly listings = new Map<string, FolderListing>();

  constructor(readonly root: string) {}

  get remembered(): boolean {
    return this.known !== undefined;
  }

  /** Records the `.git` entries there are now: these are the user's (checkout, submodules, setup-command's). */
  remember(): void {
    this.known = findGitEntries(this.root, this.listings);
  }

  /** The nested repositories known to be the user's. */
  nestedDirs(): string[] {
    return nestedRepositoryDirs(this.known ?? new Map());
  }

  /** Does a gitlink file at `rel` point into root's own `.git/modules/` (after realpath)? */
  private isSubmoduleLink(rel: string, content: string | null): boolean {
    const target = /^gitdir:\s*(.+?)\s*$/m.exec(content ?? '')?.[1];
    if (!target) return false;
    try {
      const modules = fs.realpathSync(path.join(this.root, '.git', 'modules'));
      const real = fs.realpathSync(path.resolve(path.dirname(path.join(this.root, rel)), target));
      return real.startsWith(`${modules}${path.sep}`);
    } catch {
      return false;
    }
  }

  /** Removes `.git` entries that appeared since `remember`, puts back the ones that changed. */
  sweep(): SweepResult {
    if (!this.known) throw new Error('GitEntryGuard.sweep before remember');
    const result: SweepResult = { removed: [], restored: [] };
    for (const [rel, now] of findGitEntries(this.root, this.listings)) {
      const before = this.known.get(rel);
      const abs = path.join(this.root, rel);
      if (before && before.kind === now.kind && before.content === now.content) continue;
      if (before && before.kind === now.kind && now.kind === 'dir') {
        // The user's repository, with a rewritten config: the config goes back (or goes, if it had none).
        const config = path.join(abs, 'config');
        removeTree(config);
        // 'wx': create, never write through whatever a link might name.
        if (before.content !== null) fs.writeFileSync(config, before.content, { flag: 'wx' });
        result.restored.push(`${rel}/config`);
        continue;
      }
      if (!before && now.kind === 'file' && this.isSubmoduleLink(rel, now.content)) {
        // A submodule checkout (git submodule update in the setup command): its config is in our own .git.
        this.known.set(rel, now);
        continue;
      }
      // New, or a different kind of thing, or a rewritten gitlink file or link: it goes (folders with all inside).
      removeTree(abs);
      if (!before) {
        result.removed.push(rel);
      } else if (before.kind === 'file' && before.content !== null) {
        fs.writeFileSync(abs, before.content, { flag: 'wx' });
        result.restored.push(rel);
      } else if (before.kind === 'link' && before.content !== null) {
        fs.symlinkSync(before.content, abs);
        result.restored.push(rel);
      } else {
        result.removed.push(rel);
      }
    }
    return result;
  }
}
