/**
 * A proof tree as a layer (bwrap): the candidate's tree is the host workspace seen through an overlay whose upper
 * holds only what differs, so a tree costs what the change costs, not what the repository weighs. The upper gets the
 * files where the work tree differs from the commit (`git diff-index`, from the index's stat data: an over-report
 * costs a write, never a wrong file), written from git objects with their modes and links; a whiteout for each file
 * the commit lacks and for every untracked or ignored entry (`git ls-files --others`, no exclude patterns), except the
 * dependency folders setup made and `.git`. The sandbox mounts it over the workspace for each command in the tree
 * (workspace/sandbox/layers.ts `treeLayout`), in a private mount namespace; the host workspace is never written.
 * Folders and files written here take the owner and mode of what they replace or of the folder above, as overlayfs
 * shows the upper's: the sandbox's user can write where it could in the workspace, and nothing is granted per file.
 * Callers write and read files in the tree (canaries, report folders): `treeSource` and `treeNames` read it as the
 * overlay shows it, `treeFolder` makes a folder in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { git } from '../workspace/git.js';
import { layerable, shownOwner, treeLayout } from '../workspace/sandbox/index.js';
import { runProcess } from '../process/exec.js';
import { neutralTempDir } from '../process/temp-name.js';
import { childEnv } from '../security/env.js';
import { statBeneath } from '../security/no-follow.js';
import { removeTree } from '../security/remove-tree.js';

/** The trees open now: the upper (`ProofTree.dir`) → the workspace under it. Gone at dispose. */
const lowers = new Map<string, string>();

const isWhiteout = (st: fs.Stats) => st.isCharacterDevice() && st.rdev === 0;
const lstat = (p: string) => fs.lstatSync(p, { throwIfNoEntry: false });
const uid = process.getuid?.() ?? -1;

/** A file of the commit to write: its mode and blob. */
interface Blob {
  mode: string;
  sha: string;
  rel: string;
}

const STAT = {
  GIT_CONFIG_COUNT: '2',
  GIT_CONFIG_KEY_0: 'core.checkStat',
  GIT_CONFIG_VALUE_0: 'minimal',
  GIT_CONFIG_KEY_1: 'core.trustctime',
  GIT_CONFIG_VALUE_1: 'false',
};

/**
 * Workspaces held still (see holdStill): what a tree reads of the workspace, read once while nothing writes it. The
 * untracked listing, the git folder and the index's attributes files are the same for every commit; the work tree
 * against a commit, for each commit.
 */
const still = new Map<string, { holds: number; reads: Map<string, Promise<string>> }>();

/**
 * Says that nothing writes the workspace `root` on the host until the returned function is called (the proof's
 * phase, after the candidate is made: every command then runs in a tree). The trees opened meanwhile read the
 * workspace's state once (at 100,000 files: 0.2 s a tree), not once each.
 */
export function holdStill(root: string): () => void {
  const held = still.get(root) ?? { holds: 0, reads: new Map() };
  held.holds++;
  still.set(root, held);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--held.holds === 0) still.delete(root);
  };
}

/** `read()` once per `key` while `root` is held still; every time otherwise. A failure is not kept. */
function readOnce(root: string, key: string, read: () => Promise<string>): Promise<string> {
  const held = still.get(root);
  if (!held) return read();
  const known = held.reads.get(key);
  if (known) return known;
  const reading = read();
  reading.catch(() => held.reads.delete(key));
  held.reads.set(key, reading);
  return reading;
}

/** The work tree against `commit` (workspace-relative): what to write from the commit and what to hide. */
async function changes(root: string, commit: string): Promise<{ write: Blob[]; hide: string[] }> {
  const [raw, others] = await Promise.all([
    // Ownership and ctime left out of the stat check: as root the sandbox's grant re-owns every file (a new ctime and
    // group), which would report the whole tree. Content changes still show in the mtime or size (and git compares
    // the content of an entry as new as the index itself).
    readOnce(root, `diff ${commit}`, () =>
      git(root, ['diff-index', '-z', '--no-renames', '--relative', commit], { env: STAT, timeoutMs: 10 * 60_000 }),
    ),
    readOnce(root, 'others', () =>
      git(root, ['ls-files', '-z', '--others', '--directory'], { timeoutMs: 10 * 60_000 }),
    ),
  ]);
  const write: Blob[] = [];
  const hide: string[] = [];
  const fields = raw.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [srcMode, , srcSha] = fields[i]!.slice(1).split(' ');
    const rel = fields[i + 1]!;
    // A submodule stays as the workspace has it: a checkout would leave an empty folder, and no file of ours is in it.
    if (srcMode === '160000') continue;
    if (srcMode === '000000') hide.push(rel);
    else write.push({ rel, mode: srcMode!, sha: srcSha! });
  }
  for (const entry of others.split('\0')) if (entry) hide.push(entry.replace(/\/$/, ''));
  return { write, hide };
}

/** Writes `write` into `upper` from git objects (a private index of just them: modes, links, the attributes' eol). */
async function writeFromObjects(
  root: string,
  top: string,
  upper: string,
  { write, hide }: { write: Blob[]; hide: string[] },
): Promise<void> {
  if (!write.length) return;
  const gitDir = (await readOnce(root, 'git dir', () => git(root, ['rev-parse', '--absolute-git-dir']))).trim();
  // The attributes files, so that eol and filter attributes apply as in a checkout (the workspace's own where the
  // commit has the same: a differing one is among the writes, one the commit lacks among the hidden).
  const attrs = await readOnce(root, 'attributes', () =>
    git(root, ['ls-files', '-z', '-s', '--', ':(glob)**/.gitattributes']),
  );
  const written = new Set([...write.map((c) => c.rel), ...hide]);
  const lines = write.map((c) => `${c.mode} ${c.sha}\t${c.rel}`);
  for (const entry of attrs.split('\0').filter(Boolean)) {
    const [meta, rel] = entry.split('\t') as [string, string];
    const [mode, sha] = meta.split(' ');
    if (!written.has(rel)) lines.push(`${mode} ${sha}\t${rel}`);
  }
  const on = ['--git-dir', gitDir, '--work-tree', upper];
  const env = { GIT_INDEX_FILE: path.join(top, 'index') };
  await git(upper, [...on, 'update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
  await git(upper, [...on, 'checkout-index', '-a', '-f'], { env, timeoutMs: 10 * 60_000 });
  fs.rmSync(env.GIT_INDEX_FILE, { force: true });
}

/**
 * Hides `rel`: a whiteout where the upper has nothing; below a folder the upper has (one a write made), each entry of
 * the workspace's folder that is not kept. `keep`: `.git` and the dependency folders.
 */
function hideIn(upper: string, lower: string, rel: string, keep: Set<string>, whiteouts: Set<string>): void {
  if (keep.has(rel)) return;
  const at = path.join(upper, rel);
  const st = lstat(at);
  if (st) {
    if (st.isDirectory() && lstat(path.join(lower, rel))?.isDirectory())
      for (const name of fs.readdirSync(path.join(lower, rel))) hideIn(upper, lower, `${rel}/${name}`, keep, whiteouts);
    return;
  }
  // Below a file of the upper, nothing of the workspace shows.
  for (let d = path.dirname(rel); d !== '.'; d = path.dirname(d)) {
    const above = lstat(path.join(upper, d));
    if (above && !above.isDirectory()) return;
  }
  fs.mkdirSync(path.dirname(at), { recursive: true });
  whiteouts.add(at);
}

/** Makes the whiteouts (0/0 character devices: no CAP_MKNOD needed since Linux 5.8), in batches. */
async function makeWhiteouts(paths: string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += 500) {
    const batch = paths.slice(i, i + 500);
    const made = await runProcess(['sh', '-c', 'for p; do mknod -m 000 "$p" c 0 0 || exit 1; done', 'sh', ...batch], {
      cwd: '/',
      env: childEnv(),
      timeoutMs: 120_000,
    });
    if (made.exitCode !== 0) throw new Error(`the proof tree's whiteouts could not be made: ${made.output.trim()}`);
  }
}

/**
 * Gives every entry of the upper the owner and mode it replaces in the workspace, or its folder's (a new one); a
 * file keeps the commit's permission bits, group-writable where its folder is. As another user than root, the owner
 * stays ours (the sandbox maps it back).
 */
function mirrorOwners(upper: string, lower: string, rel = '', parent?: fs.Stats): void {
  const at = path.join(upper, rel);
  const st = fs.lstatSync(at);
  if (isWhiteout(st)) return;
  const old = lstat(path.join(lower, rel));
  const same = old && (old.mode & fs.constants.S_IFMT) === (st.mode & fs.constants.S_IFMT) ? old : undefined;
  const ref = same ?? parent ?? fs.statSync(lower);
  if (uid === 0) {
    const owner = shownOwner(lower, ref);
    fs.lchownSync(at, owner.uid, owner.gid);
  }
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    fs.chmodSync(at, ref.mode & 0o7777);
    const self = fs.lstatSync(at);
    for (const name of fs.readdirSync(at)) mirrorOwners(upper, lower, rel ? `${rel}/${name}` : name, self);
    return;
  }
  const perm = st.mode & 0o755;
  const dirMode = (parent ?? fs.statSync(lower)).mode;
  fs.chmodSync(at, perm | (dirMode & 0o020 ? (perm & 0o700) >> 3 : 0));
}

/**
 * The layer of `commit` over the workspace `root` in a new folder outside it, or undefined where overlayfs cannot
 * take the paths (then the caller checks the commit out). `keep`: the dependency folders (workspace-relative).
 */
export async function makeTreeLayer(
  root: string,
  commit: string,
  keep: string[],
): Promise<{ top: string; dir: string } | undefined> {
  const top = fs.realpathSync(neutralTempDir());
  const { upper, work, lock } = treeLayout(top);
  const within = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
  if (!layerable(top) || !layerable(root) || within(top, root) || within(root, top)) {
    removeTree(top);
    return undefined;
  }
  try {
    fs.chmodSync(top, 0o700);
    fs.mkdirSync(upper);
    fs.mkdirSync(work);
    fs.writeFileSync(lock, '');
    const { write, hide } = await changes(root, commit);
    await writeFromObjects(root, top, upper, { write, hide });
    const whiteouts = new Set<string>();
    const kept = new Set(['.git', ...keep]);
    for (const rel of hide) hideIn(upper, root, rel, kept, whiteouts);
    mirrorOwners(upper, root);
    await makeWhiteouts([...whiteouts]);
  } catch (err) {
    removeTree(top);
    throw err;
  }
  lowers.set(upper, root);
  return { top, dir: upper };
}

/** The tree at `dir` is closed: its files are no longer read through the workspace. */
export function forgetTreeLayer(dir: string): void {
  lowers.delete(dir);
}

/**
 * Where `rel` of the tree at `dir` is on the host: in the tree's own folder, or (a layer) the workspace under it;
 * null where the layer hides it. Read it there without following links (src/security/no-follow.ts).
 */
export function treeSource(dir: string, rel: string): { base: string; rel: string } | null {
  const lower = lowers.get(dir);
  if (!lower) return { base: dir, rel };
  let at = dir;
  const parts = rel.split('/').filter((p) => p && p !== '.');
  for (const [i, part] of parts.entries()) {
    at = path.join(at, part);
    const st = lstat(at);
    if (!st) return { base: lower, rel };
    if (isWhiteout(st)) return null;
    // A run's own commands write this folder: a link or file on the way to `rel` leads out of the tree.
    if (!st.isDirectory()) return i === parts.length - 1 ? { base: dir, rel } : null;
  }
  return { base: dir, rel };
}

/** The names in the tree's folder `rel`, as the tree shows them. */
export function treeNames(dir: string, rel: string): string[] {
  // Only a real folder beneath `base`, never one reached through a link a run left on the way.
  const list = (base: string) => {
    const top = rel === '' || path.posix.normalize(rel) === '.';
    if (!top && !statBeneath(base, rel)?.isDirectory()) return [];
    try {
      return fs.readdirSync(path.join(base, rel));
    } catch {
      return [];
    }
  };
  const lower = lowers.get(dir);
  const at = treeSource(dir, rel);
  if (!at) return [];
  if (!lower || at.base === lower) return list(at.base);
  const own = list(dir);
  const hidden = new Set(own.filter((n) => isWhiteout(fs.lstatSync(path.join(dir, rel, n)))));
  return [...new Set([...own, ...list(lower)])].filter((n) => !hidden.has(n));
}

/**
 * Makes the folder `rel` in the tree's own folder where a layer lacks it, with the workspace's owner and mode, so that
 * a file of ours can be made there. False where the tree has no such folder.
 */
export function treeFolder(dir: string, rel: string): boolean {
  const lower = lowers.get(dir);
  if (!lower) return true;
  let done = '';
  for (const part of rel.split('/').filter((p) => p && p !== '.')) {
    done = done ? `${done}/${part}` : part;
    const st = lstat(path.join(dir, done));
    if (st) {
      if (!st.isDirectory()) return false;
      continue;
    }
    const old = lstat(path.join(lower, done));
    if (!old?.isDirectory()) return false;
    fs.mkdirSync(path.join(dir, done));
    if (uid === 0) {
      const owner = shownOwner(lower, old);
      fs.lchownSync(path.join(dir, done), owner.uid, owner.gid);
    }
    fs.chmodSync(path.join(dir, done), old.mode & 0o7777);
  }
  return true;
}
