/**
 * `sign-commits: true`: the proven commit is re-made through GitHub's git data API, so GitHub signs it (the
 * "Verified" badge; branches that require signed commits accept it). The local commit is the one the tests proved;
 * what GitHub builds must be that same tree, object id for object id, or nothing is pushed:
 *
 *   1. each changed file's blob, read from git's objects (never through the work tree), sent base64 (binary-safe);
 *   2. a tree on the parent's tree (`base_tree`) with those entries: mode 100644, 100755 (executable) or 120000
 *      (symlink: the blob is its target, as git stores it); a deleted file is an entry with `sha: null`;
 *   3. the tree id GitHub answers must equal the local commit's tree id, else the delivery is refused;
 *   4. a commit of that tree on the parent, with no author or committer (GitHub's own identity signs it);
 *   5. the branch ref created, or moved over an earlier bot attempt the branch rules allowed replacing.
 *
 * Limits, refused with what to do: a submodule change (mode 160000: the commit it points to would have to exist on
 * GitHub, and the agent never makes one); a file over MAX_BLOB_BYTES (GitHub documents 100 MB for blobs, but refuses
 * creations from about 40 MiB on, so that is what is enforced); a commit with more or fewer than one parent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BranchRuleError } from './branch.js';
import type { GitManager } from '../git/manager.js';
import { runGit } from '../git/runner.js';
import type { GitHubHelper, TreeEntry } from '../github/helper.js';
import { removeTree } from '../security/remove-tree.js';

/** The largest file the signed path sends (decoded bytes); a larger one is refused before anything is created. */
export const MAX_BLOB_BYTES = 40 * 1024 * 1024;

const SUBMODULE = '160000';
const DELIVERABLE_MODES = new Set(['100644', '100755', '120000']);
const NO_SIGN = 'set `sign-commits: false` to push the commit with git instead (it is then not signed by GitHub)';

/** Signed delivery refused: what GitHub cannot carry or did not build as proven. Nothing was pushed. */
export class SignedCommitRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignedCommitRefused';
  }
}

interface Change {
  path: string;
  mode: string;
  oldMode: string;
  sha: string;
  deleted: boolean;
}

/**
 * Re-makes `o.commit` (one parent, present on GitHub) on GitHub and points `o.branch` at it. Returns GitHub's commit
 * sha. `expectedRemoteSha`: null when the branch must not exist yet, else the sha the branch may be moved from.
 */
export async function pushSignedCommit(
  gh: GitHubHelper,
  git: GitManager,
  o: { commit: string; message: string; branch: string; expectedRemoteSha: string | null },
): Promise<string> {
  const read = (args: string[]) => runGit(git.cwd, args).then((out) => out.trim());
  const parents = (await read(['rev-list', '--parents', '-n', '1', o.commit])).split(' ').slice(1);
  if (parents.length !== 1)
    throw new SignedCommitRefused(`the commit to sign has ${parents.length} parents, not one; ${NO_SIGN}`);
  const parent = parents[0]!;
  const [tree, baseTree] = await Promise.all([
    read(['rev-parse', `${o.commit}^{tree}`]),
    read(['rev-parse', `${parent}^{tree}`]),
  ]);
  const changes = await changedEntries(git, parent, o.commit);
  await refuseLimits(git, changes);

  const entries: TreeEntry[] = [];
  for (const c of changes) {
    if (c.deleted) entries.push({ path: c.path, mode: c.oldMode, type: 'blob', sha: null });
    else
      entries.push({
        path: c.path,
        mode: c.mode,
        type: 'blob',
        sha: await gh.createBlob(await blobBase64(git, c.sha)),
      });
  }
  const built = await gh.createTree(baseTree, entries);
  if (built !== tree) {
    throw new SignedCommitRefused(
      `GitHub built tree ${built.slice(0, 12)} for the change, not the proven tree ${tree.slice(0, 12)}, so the signed commit ` +
        `would not hold what the tests proved; nothing was pushed. ${NO_SIGN}`,
    );
  }
  const made = await gh.createCommit({ message: o.message, tree, parents: [parent] });
  if (made.tree !== tree)
    throw new SignedCommitRefused(
      `GitHub's commit ${made.sha.slice(0, 12)} holds another tree; nothing was pushed. ${NO_SIGN}`,
    );
  await moveBranch(gh, o.branch, made.sha, o.expectedRemoteSha);
  return made.sha;
}

/**
 * The entries that differ between the parent's tree and the commit's, with their modes and object ids (a rename is a
 * delete and an add). Both trees are listed whole: `diff-tree` runs with submodules ignored (src/git/runner.ts), and a
 * submodule change must be seen here to be refused.
 */
async function changedEntries(git: GitManager, parent: string, commit: string): Promise<Change[]> {
  const [before, after] = await Promise.all([listTree(git, parent), listTree(git, commit)]);
  const changes: Change[] = [];
  for (const [file, now] of after) {
    const was = before.get(file);
    if (!was || was.mode !== now.mode || was.sha !== now.sha)
      changes.push({ path: file, mode: now.mode, oldMode: was?.mode ?? '000000', sha: now.sha, deleted: false });
  }
  for (const [file, was] of before)
    if (!after.has(file)) changes.push({ path: file, mode: '000000', oldMode: was.mode, sha: was.sha, deleted: true });
  return changes;
}

async function listTree(git: GitManager, commit: string): Promise<Map<string, { mode: string; sha: string }>> {
  const out = await runGit(git.cwd, ['ls-tree', '-r', '-z', '--full-tree', commit]);
  const entries = new Map<string, { mode: string; sha: string }>();
  for (const line of out.split('\0').filter(Boolean)) {
    const tab = line.indexOf('\t');
    const [mode, , sha] = line.slice(0, tab).split(' ');
    entries.set(line.slice(tab + 1), { mode: mode!, sha: sha! });
  }
  return entries;
}

async function refuseLimits(git: GitManager, changes: Change[]): Promise<void> {
  for (const c of changes) {
    if (c.mode === SUBMODULE || c.oldMode === SUBMODULE)
      throw new SignedCommitRefused(
        `${c.path} is a submodule; submodule changes are not committed through the API. ${NO_SIGN}`,
      );
    if (c.deleted) continue;
    if (!DELIVERABLE_MODES.has(c.mode))
      throw new SignedCommitRefused(
        `${c.path} has git mode ${c.mode}, which the API commit does not carry. ${NO_SIGN}`,
      );
    const size = Number(await runGit(git.cwd, ['cat-file', '-s', c.sha]));
    if (size > MAX_BLOB_BYTES) {
      throw new SignedCommitRefused(
        `${c.path} is ${(size / 1024 / 1024).toFixed(1)} MiB; GitHub's API takes files up to ${MAX_BLOB_BYTES / 1024 / 1024} MiB. ${NO_SIGN}`,
      );
    }
  }
}

/**
 * A blob's bytes, base64. git's own text output would mangle binary content, so `git unpack-file` writes the blob
 * into a fresh private folder of ours, read back with O_NOFOLLOW and removed.
 */
async function blobBase64(git: GitManager, sha: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-blob-'));
  try {
    const gitDir = (await runGit(git.cwd, ['rev-parse', '--absolute-git-dir'])).trim();
    const name = (await runGit(dir, ['unpack-file', sha], { env: { GIT_DIR: gitDir, GIT_WORK_TREE: dir } })).trim();
    const fd = fs.openSync(path.join(dir, path.basename(name)), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    try {
      if (!fs.fstatSync(fd).isFile()) throw new Error(`git unpack-file left no regular file for blob ${sha}`);
      return fs.readFileSync(fd).toString('base64');
    } finally {
      fs.closeSync(fd);
    }
  } finally {
    removeTree(dir);
  }
}

/**
 * Points the branch at the new commit. A new branch must not exist; a replaced one must still be where the branch rules
 * saw it (the REST API has no compare-and-swap, so it is read again right before the forced move).
 */
async function moveBranch(gh: GitHubHelper, branch: string, sha: string, expected: string | null): Promise<void> {
  if (expected === null) return gh.createBranchRef(branch, sha);
  const now = await gh.branchSha(branch);
  if (now !== expected) {
    throw new BranchRuleError(
      `branch ${branch} moved while agent-fix worked (now ${now?.slice(0, 7) ?? 'deleted'}, expected ${expected.slice(0, 7)}); nothing was pushed, run again`,
    );
  }
  await gh.updateBranchRef(branch, sha, true);
}
