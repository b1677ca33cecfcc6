/** git for the workspace (snapshots, diffs, file lists): the one hardened runner of src/git/, under its old names. */
import { GitError, runGit, type GitRunOptions } from '../git/runner.js';

export { GitError };
export type GitOptions = GitRunOptions;

/** Run git in `cwd`; returns stdout. Throws GitError on failure. */
export function git(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  return runGit(cwd, args, options);
}

export async function isGitRepo(cwd: string): Promise<boolean> {
  try {
    return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}
