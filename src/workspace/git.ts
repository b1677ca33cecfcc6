/** git for the workspace (snapshots, diffs, file lists): the one hardened runner of src/git/. */
import { runGit, type GitRunOptions } from '../git/runner.js';

/** Run git in `cwd`; returns stdout. Throws GitError (src/git/runner.ts) on failure. */
export function git(cwd: string, args: string[], options: GitRunOptions = {}): Promise<string> {
  return runGit(cwd, args, options);
}

export async function isGitRepo(cwd: string): Promise<boolean> {
  try {
    return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}
