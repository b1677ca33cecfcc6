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

/**
 * The ignore rule that makes the untracked path `rel` (workspace-relative) ignored, as `source:line: pattern`, or
 * undefined when git does not ignore it (tracked files never are).
 */
export async function ignoreRule(root: string, rel: string): Promise<string | undefined> {
  // `./` first: check-ignore reads pathspec magic (a file named `:(top)x`) and refuses literal pathspecs.
  const out = await git(root, ['check-ignore', '-v', '-z', '--stdin'], { input: `./${rel}\0`, okCodes: [1] });
  const [source, line, pattern] = out.split('\0');
  return pattern ? `${source}:${line}: ${pattern}` : undefined;
}
