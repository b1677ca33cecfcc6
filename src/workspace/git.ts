/** git for the workspace (snapshots, diffs, file lists): the one hardened runner of src/git/. */
import { runGit, runGitSteps, type GitRunOptions, type GitStep } from '../git/runner.js';

/** Run git in `cwd`; returns stdout. Throws GitError (src/git/runner.ts) on failure. */
export function git(cwd: string, args: string[], options: GitRunOptions = {}): Promise<string> {
  return runGit(cwd, args, options);
}

/** Several git commands in `cwd` started by one shell (src/git/runner.ts); returns what they printed, in order. */
export function gitSteps(cwd: string, steps: GitStep[], options: GitRunOptions = {}): Promise<string> {
  return runGitSteps(cwd, steps, options);
}

export async function isGitRepo(cwd: string): Promise<boolean> {
  try {
    return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}
