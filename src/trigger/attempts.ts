/**
 * The loop guard every trigger shares: one attempt per head commit. A commit counts as attempted when a bot branch
 * for it exists (`run-<sha7>`, any state), or when a hidden attempt marker for it is in text the token's own account
 * wrote: its comments on the issue or PR, or the body of a PR it opened. Anyone can type a marker, so a marker from
 * anyone else is ignored (a stranger must not be able to stop the bot by pasting one).
 */
import { attemptMarker, branchName } from '../github/protocol.js';
import { sameLogin } from '../github/actor.js';
import type { GitHubHelper } from '../github/helper.js';

/** Bodies of the comments on `issueNumber` written by the token's own account, oldest first. */
export async function ownComments(gh: GitHubHelper, issueNumber: number): Promise<string[]> {
  const [comments, self] = await Promise.all([gh.issueComments(issueNumber), gh.selfLogin()]);
  return comments.filter((c) => sameLogin(c.user, self)).map((c) => c.body);
}

/**
 * Undefined when commit `sha` was not attempted yet; otherwise the reason to skip. `issueNumber`: the issue or PR
 * whose comments may hold the marker. `ownTexts`: text already known to be the token's own (read once by the caller).
 */
export async function alreadyAttempted(
  gh: GitHubHelper,
  o: { prefix: string; sha: string; issueNumber?: number; ownTexts?: string[] },
): Promise<string | undefined> {
  const sha7 = o.sha.slice(0, 7);
  const earlier = await gh.pullsForBranch(branchName(o.prefix, `run-${sha7}`), 'all');
  if (earlier.length > 0) return `commit ${sha7} was already attempted (PR #${earlier[0]!.number})`;
  if (o.issueNumber === undefined) return undefined;
  const texts = o.ownTexts ?? (await ownComments(gh, o.issueNumber));
  const marker = attemptMarker(o.sha);
  if (texts.some((t) => t.includes(marker)))
    return `commit ${sha7} was already attempted (see the comment on #${o.issueNumber})`;
  return undefined;
}
