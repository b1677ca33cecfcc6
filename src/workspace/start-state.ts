/**
 * Where a run starts, in the user's own checkout: the repository that holds the folder (a subfolder scopes the run to
 * itself), and what to do with uncommitted changes there. Those are the user's work, never the agent's: refused, or
 * kept apart as the run's base so the reported diff is only the agent's and they stay in the work tree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { rememberPrefix } from './candidate.js';
import { git } from './git.js';
import { hold } from '../process/cleanup.js';
import { runGitSync } from '../git/runner.js';
import { removeTree } from '../security/remove-tree.js';

export type DirtyTreePolicy = 'any' | 'refuse' | 'keep-apart';

/** Prefix of every folder agent-fix makes inside the workspace (proof worktrees: verify/proof-tree.ts). */
export const OWN_PREFIX = '.agent-fix-';

export interface StartState {
  /** The repository's top-level folder (the folder itself unless it is a subfolder). */
  top: string;
  /** The folder relative to `top`, with a trailing slash; '' at the top. Git reports paths relative to the folder. */
  prefix: string;
  /** The commit the run starts from: HEAD, or with kept-apart changes a commit of them on top of HEAD. */
  base: string;
  /** The uncommitted paths kept apart (with `keep-apart`), folder-relative. */
  keptApart: string[];
  /** Proof worktrees an earlier run left behind (it was killed), removed before the tree was looked at. */
  leftovers: string[];
}

/**
 * Removes the proof worktrees a killed run left in the repository (`.agent-fix-*` folders, registered with git or
 * not): they are agent-fix's own, never the user's work, and would otherwise read as a dirty tree. Returns their
 * paths relative to the repository's top.
 */
export async function removeLeftovers(top: string, folder = top): Promise<string[]> {
  // A repository whose own .git folder has no worktrees folder has no linked worktree: no git start for the list.
  const gitDir = path.join(top, '.git');
  const none =
    fs.lstatSync(gitDir, { throwIfNoEntry: false })?.isDirectory() && !fs.existsSync(path.join(gitDir, 'worktrees'));
  const listed = (none ? '' : await git(top, ['worktree', 'list', '--porcelain']))
    .split('\n')
    .filter((l) => l.startsWith('worktree '))
    .map((l) => l.slice('worktree '.length))
    .filter((p) => path.basename(p).startsWith(OWN_PREFIX) && p.startsWith(`${top}${path.sep}`));
  const unlisted = [...new Set([top, folder])].flatMap((dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith(`${OWN_PREFIX}proof-`))
      .map((e) => path.join(dir, e.name)),
  );
  const stale = [...new Set([...listed, ...unlisted])];
  for (const dir of stale) forgetWorktree(top, dir);
  return stale.map((p) => path.relative(top, p));
}

/**
 * Removes agent-fix's own worktree at `dir` (a `.agent-fix-*` folder it made) and git's record of it, locked or not,
 * and nothing else: `git worktree prune` would also drop the user's own worktrees whose folders are only out of reach
 * now (an unmounted disk, a moved folder). Synchronous: it also runs in the process's 'exit'.
 */
export function forgetWorktree(repo: string, dir: string): void {
  removeTree(dir);
  // With the folder gone, `remove` forgets the record by its path; twice forced, a locked one ("initializing") too.
  if (runGitSync(repo, ['worktree', 'remove', '--force', '--force', dir], 10_000) !== undefined) return;
  // Where git would not (an older git, a record that names the folder otherwise): the record whose gitdir is `dir`.
  const common = runGitSync(repo, ['rev-parse', '--path-format=absolute', '--git-common-dir'], 10_000)?.trim();
  if (!common) return;
  const records = path.join(common, 'worktrees');
  for (const name of fs.existsSync(records) ? fs.readdirSync(records) : []) {
    const gitdir = fs.readFileSync(path.join(records, name, 'gitdir'), { encoding: 'utf8', flag: 'r' }).trim();
    if (path.dirname(gitdir) === dir) removeTree(path.join(records, name));
  }
}

/** `git status` without its opportunistic index refresh: a look at the tree must not change the user's index. */
const READ_ONLY = { GIT_OPTIONAL_LOCKS: '0' };

/** Uncommitted changes in `folder` (tracked and untracked, not ignored): porcelain lines, folder-relative. */
export async function uncommittedChanges(folder: string): Promise<string[]> {
  const out = await git(folder, ['status', '--porcelain=v1', '--untracked-files=all', '--no-renames', '--', '.'], {
    env: READ_ONLY,
  });
  return out.split('\n').filter(Boolean);
}

export async function startState(folder: string, policy: DirtyTreePolicy): Promise<StartState> {
  // One git start for all three: the top, the folder's place in it ('' at the top) and HEAD, a line each.
  const [top = '', prefix = '', head = ''] = (
    await git(folder, ['rev-parse', '--show-toplevel', '--show-prefix', 'HEAD'])
  )
    .split('\n')
    .map((line) => line.trim());
  rememberPrefix(folder, prefix);
  const leftovers = await removeLeftovers(top, fs.realpathSync(folder));
  if (policy === 'any') return { top, prefix, base: head, keptApart: [], leftovers };
  const dirty = await uncommittedChanges(folder);
  if (dirty.length === 0) return { top, prefix, base: head, keptApart: [], leftovers };
  const where = prefix ? `${folder} (a folder of the repository ${top})` : folder;
  if (policy === 'refuse') {
    const shown = dirty.slice(0, 10).join('\n');
    throw new ConfigError(
      `${where} has uncommitted changes:\n${shown}${dirty.length > 10 ? `\n… and ${dirty.length - 10} more` : ''}\n` +
        "agent-fix would mix them into the agent's change. Commit or stash them (git stash -u), or pass --allow-dirty " +
        "to keep them apart: the run starts from them, reports only the agent's diff, and leaves them in place",
    );
  }
  return {
    top,
    prefix,
    base: await commitOfWorkTree(folder, head),
    keptApart: dirty.map((l) => l.slice(3)),
    leftovers,
  };
}

/**
 * A commit of the folder's work tree as it is now (untracked files included, ignored ones not) on top of HEAD, written
 * through a private index: HEAD, the user's index and the work tree stay as they are. Nothing refers to the commit, so
 * git's garbage collection takes it in time.
 */
async function commitOfWorkTree(folder: string, head: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-start-'));
  const release = hold('folder', () => removeTree(dir));
  // The git runner sets agent-fix's own identity, so a user with none configured can still run this.
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    await git(folder, ['read-tree', head], { env });
    await git(folder, ['add', '-A', '--', '.'], { env });
    const tree = (await git(folder, ['write-tree'], { env })).trim();
    return (
      await git(folder, ['commit-tree', tree, '-p', head, '-m', 'agent-fix: uncommitted changes, kept apart'], { env })
    ).trim();
  } finally {
    removeTree(dir);
    release();
  }
}
