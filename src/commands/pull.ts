/**
 * `agent-fix run --pr N`: the run works on pull request N's head, a fork's too, fetched from origin's
 * `refs/pull/N/head` (GitHub publishes it for every PR). The project rules were read from the commit the user was on
 * (the base) before this, so the PR's head never supplies them; the proven change is left in the work tree, and
 * `git diff` is the patch.
 */
import { ConfigError } from '../errors.js';
import { GitManager } from '../git/manager.js';
import { git } from '../workspace/git.js';

/** Where HEAD is: its branch, or the commit it is detached at. */
export interface HeadPlace {
  branch?: string;
  sha: string;
}

export async function headPlace(dir: string): Promise<HeadPlace> {
  const branch = (await git(dir, ['symbolic-ref', '--quiet', '--short', 'HEAD'], { okCodes: [1] })).trim();
  const sha = (await git(dir, ['rev-parse', 'HEAD'])).trim();
  return branch ? { branch, sha } : { sha };
}

/**
 * After a `--pr` run: where the clone's HEAD is left when it is not where the run started, and the way back (the
 * change in the work tree goes along with a checkout, or is set aside first).
 */
export async function headMovedNote(dir: string, before: HeadPlace, pr: number): Promise<string | undefined> {
  const now = await headPlace(dir);
  if (now.sha === before.sha && now.branch === before.branch) return undefined;
  const at = now.branch ? `on branch ${now.branch}` : `detached at ${now.sha.slice(0, 7)} (pull request #${pr}'s head)`;
  const back = before.branch ?? before.sha.slice(0, 7);
  return (
    `HEAD: the clone is left ${at}, not where the run started (${before.branch ? `branch ${back}` : back}); ` +
    `git stash, then git checkout ${back}, goes back (git stash pop brings the change along)`
  );
}

export async function checkoutPullHead(dir: string, pr: number, say: (line: string) => void): Promise<string> {
  const git = new GitManager(dir);
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
  return sha;
}
