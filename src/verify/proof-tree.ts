/**
 * Proof trees: clean trees of a commit, made by us from git objects, where the final run and the fail-to-pass
 * runs happen. With bwrap a tree is a layer over the workspace holding only what differs (tree-layer.ts): it costs
 * what the change costs. The rest of this note is about the checkout, made without bwrap or where a layer cannot be. Nothing the agent's commands left in the work tree (untracked files, ignored files, bytecode, a test
 * file swapped for a symlink) is there. Dependency folders the setup installed come from the workspace; the sandbox
 * keeps them read-only after setup (Sandbox.protect), so the agent phase cannot have changed them.
 * The trees live in hidden folders inside the workspace: the one place the sandbox lets a command write. With bwrap a
 * command sees its tree at the workspace's own path (Sandbox.wrapIn), so the suite's paths are the same as in every
 * other run and nothing of the work tree around it is in reach (a gitignored `go.work`, a stray `conftest.py` above
 * the tree): the tree keeps empty folders where the sandbox binds the workspace's `.git` and dependency folders.
 * Without bwrap the tree is a linked worktree with the dependency folders symlinked in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { git } from '../workspace/git.js';
import { showPrefix } from '../workspace/candidate.js';
import { hold } from '../process/cleanup.js';
import { OWN_PREFIX, forgetWorktree } from '../workspace/start-state.js';
import { treeLayout } from '../workspace/sandbox/index.js';
import { forgetTreeLayer, makeTreeLayer } from './tree-layer.js';
import { removeTree } from '../security/remove-tree.js';
import { userObjectsFor } from '../git/object-store.js';

/** Dependency folders: made by setup, not by git; linked into proof trees. */
export const DEPENDENCY_DIRS = new Set(['node_modules', '.venv', 'venv', 'vendor', '.pnp.cjs', '.pnp.loader.mjs']);

export { OWN_PREFIX };

export interface ProofTree {
  dir: string;
  dispose(): Promise<void>;
}

/** Ignored dependency folders in `root` now (after setup), workspace-relative. */
export async function dependencyDirs(root: string): Promise<string[]> {
  let listed: string;
  try {
    listed = await git(root, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'], {
      timeoutMs: 60_000,
    });
  } catch {
    return [];
  }
  return listed
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.replace(/\/$/, ''))
    .filter((rel) => DEPENDENCY_DIRS.has(path.basename(rel)) && !rel.split('/').some((p) => p.startsWith(OWN_PREFIX)));
}

/** Is every folder on the way to `rel` (inside `tree`) a real folder? A committed symlink must not be written through. */
function realFolders(tree: string, rel: string): boolean {
  let at = tree;
  for (const part of path
    .dirname(rel)
    .split('/')
    .filter((p) => p !== '.')) {
    at = path.join(at, part);
    try {
      if (!fs.lstatSync(at).isDirectory()) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The tree of `commit` with `deps` from `root`. `shownAtRoot` (bwrap): a layer over `root` (tree-layer.ts) where
 * overlayfs can take the paths. Otherwise checks `commit` out into a new hidden folder of `root` (`git worktree add
 * --detach`). `shownAtRoot` (bwrap, see Sandbox.wrapIn): the tree is seen at `root`'s path, so `deps` and a `.git` at
 * the top become empty folders for the sandbox to bind the workspace's own over; git inside then sees the candidate
 * as changes to the work tree's HEAD, as in the agent's own runs. Otherwise `deps` are symlinked in and the tree keeps
 * its own HEAD (the user's HEAD with the commit's files as changes, when only the run's private store holds the
 * commit: see headOutside). `dispose` removes it.
 */
export async function openProofTree(
  root: string,
  commit: string,
  deps: string[],
  kind = 'proof',
  shownAtRoot = false,
): Promise<ProofTree> {
  if (shownAtRoot) {
    const layered = await openLayeredTree(root, commit, deps);
    if (layered) return layered;
  }
  const top = path.join(root, `${OWN_PREFIX}${kind}-${crypto.randomBytes(6).toString('hex')}`);
  // A cancelled run removes the tree and git's record of it at exit; `dispose` does it with git's own command.
  // A `worktree add` cut short leaves its record locked ("initializing"): forgetWorktree removes it all the same.
  const release = hold('folder', () => forgetWorktree(root, top));
  // A commit only the run's private store holds (the candidate, an --allow-dirty start) cannot be the tree's HEAD: the
  // suite's own git there (`git status`, `git diff HEAD`, a version read from `git describe`) is not pointed at the
  // store and would die on "bad object HEAD". The tree then has the user's HEAD, and the commit's files as changes
  // to it, as the agent's own runs see the work tree (and as a layer shows it, with bwrap).
  const head = await headOutside(root, commit);
  // Parallel checkout (one worker per core): a 30,000-file tree is checked out in about half the time.
  await git(root, ['-c', 'checkout.workers=0', 'worktree', 'add', '--detach', '--quiet', top, head ?? commit], {
    timeoutMs: 10 * 60_000,
  });
  if (head) await checkOutOver(top, head, commit);
  // `root` may be a subfolder of the repository (a CLI run there): the tests run in the same folder of the tree.
  const prefix = await showPrefix(root);
  const dir = path.join(top, prefix);
  // No command has run in the tree yet: these paths are ours.
  if (shownAtRoot && prefix === '') {
    fs.rmSync(path.join(top, '.git'));
    fs.mkdirSync(path.join(top, '.git'));
  }
  for (const rel of deps) {
    const target = path.join(dir, rel);
    if (!realFolders(dir, rel) || fs.existsSync(target) || isLink(target)) continue;
    // Yarn's `.pnp.cjs` is a file: its mount point is an empty file.
    if (!shownAtRoot) fs.symlinkSync(path.join(root, rel), target);
    else if (fs.lstatSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile()) fs.writeFileSync(target, '');
    else fs.mkdirSync(target);
  }
  return {
    dir,
    dispose: async () => {
      // The files go in the background; only this tree's record goes, never `git worktree prune`, which drops the
      // user's own worktrees on a disk that is not mounted now.
      moveToTrash(top);
      forgetWorktree(root, top);
      release();
    },
  };
}

/**
 * The user's HEAD when `commit` is only in the run's private object store (git/object-store.ts) and HEAD is not;
 * undefined when the user's own objects hold `commit` (or no store is open, or HEAD is unborn).
 */
async function headOutside(root: string, commit: string): Promise<string | undefined> {
  const objects = userObjectsFor(root);
  if (!objects) return undefined;
  // The user's objects alone (and their own alternates), as a command's git reads them.
  const env = { GIT_OBJECT_DIRECTORY: objects, GIT_ALTERNATE_OBJECT_DIRECTORIES: '' };
  const has = async (rev: string) =>
    (await git(root, ['rev-parse', '--verify', '-q', `${rev}^{commit}`], { env, okCodes: [1, 128] })).trim();
  if (await has(commit)) return undefined;
  return (await has('HEAD')) || undefined;
}

/**
 * Makes the files of the worktree `top` (checked out at `head`) those of `commit`, leaving its HEAD and index at
 * `head`: git's own two-tree update (`read-tree -m -u`) through a copy of the fresh index, so only the files that
 * differ are written or removed, with git's checks against a link on the way.
 */
async function checkOutOver(top: string, head: string, commit: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-over-'));
  const release = hold('folder', () => removeTree(dir));
  try {
    const index = (await git(top, ['rev-parse', '--path-format=absolute', '--git-path', 'index'])).trim();
    const own = path.join(dir, 'index');
    fs.copyFileSync(index, own);
    await git(top, ['read-tree', '-m', '-u', head, commit], { env: { GIT_INDEX_FILE: own }, timeoutMs: 10 * 60_000 });
  } finally {
    removeTree(dir);
    release();
  }
}

/**
 * The tree as a layer over the workspace (tree-layer.ts), for bwrap: the sandbox mounts it at the workspace's path.
 * Undefined where overlayfs cannot take the paths. `dispose` removes the layer (what differs, and what the runs wrote)
 * in the background.
 */
async function openLayeredTree(root: string, commit: string, deps: string[]): Promise<ProofTree | undefined> {
  const made = await makeTreeLayer(root, commit, deps);
  if (!made) return undefined;
  const { top, dir } = made;
  const release = hold('folder', () => removeTree(top));
  return {
    dir,
    dispose: async () => {
      forgetTreeLayer(dir);
      openWorkFolders(top);
      removeInBackground(top, release);
    },
  };
}

/** overlayfs leaves a mode-000 `work` folder in the mounts' work folder, which an unprivileged remove cannot enter. */
function openWorkFolders(top: string): void {
  const inner = path.join(treeLayout(top).work, 'work');
  if (fs.lstatSync(inner, { throwIfNoEntry: false })?.isDirectory()) fs.chmodSync(inner, 0o700);
}

/** Removals of disposed trees still under way (proofTreesRemoved waits for them). */
const removing = new Set<Promise<void>>();

/**
 * Takes the tree out of the workspace at once (a rename into a fresh temporary folder, held until removed) and
 * removes its files in the background: a 100,000-file tree takes seconds to delete. `rename` does not follow a link
 * at `top`, as `rmSync` did not. Where the temporary folder is on another file system the tree is removed here.
 */
function moveToTrash(top: string): void {
  const trash = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-trash-'));
  const release = hold('folder', () => removeTree(trash));
  try {
    fs.renameSync(top, path.join(trash, 'tree'));
  } catch {
    removeTree(top);
  }
  removeInBackground(trash, release);
}

/** Removes the folder `top` off the main thread; `release` drops the hold that removes it at exit. */
function removeInBackground(top: string, release: () => void): void {
  const remove = () => removeTree(top);
  const done: Promise<void> = fs.promises
    .rm(top, { recursive: true, force: true, maxRetries: 3 })
    .catch(remove)
    .catch(() => undefined)
    .finally(() => {
      release();
      removing.delete(done);
    });
  removing.add(done);
}

/** Waits until the files of every disposed proof tree are gone (the end of a run). */
export async function proofTreesRemoved(): Promise<void> {
  while (removing.size) await Promise.all([...removing]);
}

function isLink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Environment for runs in a proof tree: Python writes no bytecode there. A proof tree is checked out fresh from git
 * objects, so no `__pycache__` the agent's commands planted is in it, and a candidate cannot commit one (`*.pyc` is
 * always protected); Python keeps reading the interpreter's and the read-only dependencies' own bytecode, so a proof
 * run starts as fast as the project's own.
 */
export function proofEnv(): Record<string, string> {
  return { PYTHONDONTWRITEBYTECODE: '1' };
}
