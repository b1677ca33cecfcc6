/**
 * `agent-fix run --pr N`: the run works on pull request N's head, a fork's too, fetched from origin's
 * `refs/pull/N/head` (GitHub publishes it for every PR). The project rules were read from the commit the user was on
 * (the base) before this, and the test command, when none is given, is detected on that commit's files: the PR's head
 * never supplies them. The proven change is left in the work tree on the PR's head (`git diff` is the patch), so the
 * clone stays detached there; the run's last lines say so and how to go back (`leftOnPullHead`).
 */
import { ConfigError } from '../errors.js';
import { GitManager } from '../git/manager.js';

/** Where the user was before `--pr` moved the clone: the commit, and the branch unless HEAD was detached. */
export interface PullStart {
  pr: number;
  sha: string;
  head: string;
  branch?: string;
}

export async function checkoutPullHead(dir: string, pr: number, say: (line: string) => void): Promise<PullStart> {
  const git = new GitManager(dir);
  const head = await git.headSha();
  const branch = await git.currentBranch();
  if (await git.isDirty({ untracked: false }))
    throw new ConfigError(`--pr ${pr}: the work tree has uncommitted changes; commit or stash them first`);
  const ref = `refs/agent-fix/pull/${pr}/head`;
  try {
    await git.fetch([`+refs/pull/${pr}/head:${ref}`]);
  } catch (error) {
    throw new ConfigError(
      `--pr ${pr}: could not fetch refs/pull/${pr}/head from origin (${(error as Error).message.split('\n')[0]}); origin must be the repository the pull request was opened against`,
    );
  }
  const sha = await git.revParse(ref);
  if (!sha) throw new ConfigError(`--pr ${pr}: origin has no refs/pull/${pr}/head`);
  await git.checkoutDetached(sha);
  say(`working on the head of pull request #${pr} (${sha.slice(0, 7)}, from origin's refs/pull/${pr}/head)`);
  return { pr, sha, head, branch };
}

/** The run's last words on where the clone is: detached at the PR's head, and the command that goes back. */
export function leftOnPullHead(start: PullStart): string {
  const back = start.branch ?? start.head.slice(0, 7);
  return (
    `The clone is left detached at the head of pull request #${start.pr} (${start.sha.slice(0, 7)}), with the change ` +
    `in the work tree; \`git stash\` or \`git diff > pr-${start.pr}.patch\` keeps it, then \`git checkout ${back}\` goes back to where you were.`
  );
}
