/**
 * The candidate: the one commit a run proves and ships. It is built once, when the agent's work ends, from the base
 * commit plus the paths the edit tools changed, through a private index. From then on every fact about the change
 * (diff, line counts, integrity, protected paths, the proof tree, the pushed commit) is read from git objects; the
 * work tree, which commands have had their hands on, is never read back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from './git.js';
import { hold } from '../process/cleanup.js';
import { removeTree } from '../security/remove-tree.js';

/** Pathspecs are names: a file called `:(glob)**` is that file, not "everything". */
export const LITERAL = { GIT_LITERAL_PATHSPECS: '1' } as const;

export interface Candidate {
  /** The commit (parent: `base`) whose tree was proven. Delivery re-messages it, never re-trees it. */
  commit: string;
  tree: string;
  base: string;
}

/** One path the candidate changes, as git's raw tree diff says it (no rename detection: two records instead). */
export interface TreeChange {
  status: 'A' | 'M' | 'D' | 'T';
  /** Relative to the workspace folder. */
  path: string;
  /** Relative to the repository's top. */
  top: string;
  /** The new entry's mode and object; for D, the old one's. */
  mode: string;
  sha: string;
}

const prefixes = new Map<string, Promise<string>>();

/**
 * The folder `root` stands for inside its repository (`git rev-parse --show-prefix`: '' at the top, `pkg/` below),
 * asked once per folder: a folder's place in its repository does not change during a run.
 */
export function showPrefix(root: string): Promise<string> {
  let prefix = prefixes.get(root);
  if (!prefix) {
    prefix = git(root, ['rev-parse', '--show-prefix']).then((out) => out.trim());
    prefix.catch(() => prefixes.delete(root));
    prefixes.set(root, prefix);
  }
  return prefix;
}

/** Records a folder's prefix learned elsewhere (the run's start state asks git once for it, with HEAD and the top). */
export function rememberPrefix(root: string, prefix: string): void {
  prefixes.set(fs.realpathSync(root), Promise.resolve(prefix));
}

/**
 * Runs `work` with a private index holding `tree`; the index is removed afterwards. The index of an object id is
 * read once and copied after (a 100,000-file tree takes 0.1 s to read, its 8 MB index a few ms to copy): the
 * candidate, the proof tree's commit and the diffs start from the same base again and again.
 */
export async function withIndex<T>(
  root: string,
  tree: string,
  work: (env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-index-'));
  const release = hold('folder', () => removeTree(dir));
  const env = { GIT_INDEX_FILE: path.join(dir, 'index'), ...LITERAL };
  try {
    const seed = OBJECT_ID.test(tree) ? await baseIndex(root, tree).catch(() => undefined) : undefined;
    if (!(seed && copied(seed, env.GIT_INDEX_FILE))) await git(root, ['read-tree', tree], { env });
    return await work(env);
  } finally {
    removeTree(dir);
    release();
  }
}

/** Copies `from` to `to`: false when `from` is gone (removed from the cache meanwhile). */
function copied(from: string, to: string): boolean {
  try {
    fs.copyFileSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Indexes read from an object id, by folder and id: a few, the oldest removed first. */
const baseIndexes = new Map<string, { file: Promise<string>; remove: () => void }>();
const BASE_INDEXES = 4;

/**
 * Reads the index of `commit` (a full object id) now, for the candidates built from it later: a run starts it
 * while the baseline's tests go. Nothing is said on failure: the candidate then reads it itself.
 */
export function warmIndex(root: string, commit: string): void {
  if (OBJECT_ID.test(commit)) baseIndex(root, commit).catch(() => undefined);
}

/** The index file of `tree` (a full object id, so it never changes) read once in `root`'s repository. */
function baseIndex(root: string, tree: string): Promise<string> {
  const key = `${root}\0${tree}`;
  const known = baseIndexes.get(key);
  if (known) return known.file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-index-'));
  const release = hold('folder', () => removeTree(dir));
  const remove = () => {
    baseIndexes.delete(key);
    removeTree(dir);
    release();
  };
  const index = path.join(dir, 'index');
  const file = git(root, ['read-tree', tree], { env: { GIT_INDEX_FILE: index } }).then(() => index);
  file.catch(remove);
  baseIndexes.set(key, { file, remove });
  for (const [k, v] of baseIndexes) if (baseIndexes.size > BASE_INDEXES && k !== key) v.remove();
  return file;
}

/**
 * Builds the candidate commit: `base`'s tree with `paths` taken as git finds them now (a symlink is recorded as a
 * symlink, never followed; a missing path is a deletion). `git add` refuses a path behind a symlinked folder.
 */
export async function buildCandidate(
  root: string,
  base: string,
  paths: string[],
  /** The run's last candidate: when base and tree come out the same, that commit is the candidate again. */
  previous?: Candidate,
): Promise<Candidate> {
  // A full object id is used as it is (commit-tree -p refuses one that is not a commit); a name is resolved.
  const baseCommit = OBJECT_ID.test(base)
    ? base
    : (await git(root, ['rev-parse', '--verify', `${base}^{commit}`])).trim();
  const tree = await withIndex(root, baseCommit, async (env) => {
    for (let i = 0; i < paths.length; i += 500) {
      await git(root, ['add', '-A', '--', ...paths.slice(i, i + 500)], { env });
    }
    return (await git(root, ['write-tree'], { env })).trim();
  });
  // The tree the model's last full test run was made on: the proof is about that very commit.
  if (previous && previous.base === baseCommit && previous.tree === tree) return previous;
  const commit = (
    await git(root, ['commit-tree', tree, '-p', baseCommit, '-m', 'agent-fix: candidate (proven tree)'])
  ).trim();
  return { commit, tree, base: baseCommit };
}

/**
 * Every path that differs between two trees or commits, from `git diff-tree --raw` (no renames, no copies). `path` is
 * relative to `root`, which may be a subfolder of the repository (a CLI run there); `top` is relative to the
 * repository's top, as the index and `overlayCommit` need it. A change outside the folder has `path` `../…`.
 */
export async function treeChanges(root: string, from: string, to: string): Promise<TreeChange[]> {
  const prefix = await showPrefix(root);
  // Between two object ids the answer never changes (objects are named by their content): asked once a run.
  const key = OBJECT_ID.test(from) && OBJECT_ID.test(to) ? `${prefix}\0${from}\0${to}` : undefined;
  const known = key ? diffs.get(key) : undefined;
  if (known) return known.map((c) => ({ ...c }));
  const changes = await readTreeChanges(root, prefix, from, to);
  if (key) {
    if (diffs.size >= 256) diffs.clear();
    diffs.set(
      key,
      changes.map((c) => ({ ...c })),
    );
  }
  return changes;
}

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const diffs = new Map<string, TreeChange[]>();

async function readTreeChanges(root: string, prefix: string, from: string, to: string): Promise<TreeChange[]> {
  const out = await git(root, ['diff-tree', '-r', '-z', '--raw', '--no-renames', '--no-abbrev', from, to]);
  const parts = out.split('\0');
  const changes: TreeChange[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([AMDT])/.exec(parts[i]!);
    if (!m) continue;
    const status = m[5] as TreeChange['status'];
    const gone = status === 'D';
    const top = parts[i + 1]!;
    const rel = top.startsWith(prefix) ? top.slice(prefix.length) : path.posix.relative(prefix, top);
    changes.push({ status, path: rel, top, mode: gone ? m[1]! : m[2]!, sha: gone ? m[3]! : m[4]! });
  }
  return changes;
}

/**
 * A commit whose tree is `tree` with `changes` applied (their new entries, or removals), made through a private
 * index from objects only. The proof tree (the setup's state plus the candidate's change) and the fail-to-pass tree
 * (the original code plus the candidate's tests) are made this way.
 */
export async function overlayCommit(root: string, tree: string, changes: TreeChange[], message: string) {
  // Nothing to lay over: the same tree, committed under this message (no index needed).
  if (!changes.length) return (await git(root, ['commit-tree', `${tree}^{tree}`, '-m', message])).trim();
  const written = await withIndex(root, tree, async (env) => {
    const info = changes
      .map((c) => (c.status === 'D' ? `0 ${'0'.repeat(40)}\t${c.top}` : `${c.mode} ${c.sha}\t${c.top}`))
      .join('\0');
    if (info) await git(root, ['update-index', '-z', '--index-info'], { env, input: `${info}\0` });
    return (await git(root, ['write-tree'], { env })).trim();
  });
  return (await git(root, ['commit-tree', written, '-m', message])).trim();
}

/** The text of `rel` in `commit`, or null when it is not a regular file there (absent, symlink, gitlink). */
export async function blobText(root: string, commit: string, rel: string): Promise<string | null> {
  // ls-tree, not `cat-file commit:path`: the entry's mode tells a symlink (never read as text) from a file.
  const entry = await git(root, ['ls-tree', '-z', commit, '--', rel], { env: LITERAL });
  const m = /^(\d{6}) blob ([0-9a-f]+)\t/.exec(entry);
  if (!m || m[1] === '120000') return null;
  return git(root, ['cat-file', 'blob', m[2]!]);
}
