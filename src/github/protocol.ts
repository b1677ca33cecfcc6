/**
 * The bot's conventions on GitHub, shared by the stages that write them (deliver/, report/) and the ones that read
 * them back (trigger/): hidden markers in comments and PR bodies, bot branch names, what the 👀 reaction goes on.
 * They live one layer below all of those, so no stage has to import another for them.
 */

/** `agent-fix/issue-12`, `agent-fix/run-1a2b3c4`: the key is made safe for a ref name. */
export function branchName(prefix: string, key: string): string {
  const safeKey =
    key
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'task';
  return `${prefix}${safeKey}`;
}

/** What the 👀 reaction is put on: the issue (a label) or the comment that triggered. */
export type ReactionTarget = { kind: 'issue'; number: number } | { kind: 'comment'; id: number };

/** Hidden marker recording that commit `sha` was attempted; loop guard for workflow_run. */
export function attemptMarker(sha: string): string {
  return `<!-- agent-fix:attempt ${sha} -->`;
}

export function taskMarker(key: string): string {
  return `<!-- agent-fix:task ${key} -->`;
}

/** Hidden marker counting review rounds on a bot PR (trigger/review.ts reads the highest one). */
export function reviewRoundMarker(round: number): string {
  return `<!-- agent-fix:review-round ${round} -->`;
}

/** Hidden marker counting CI rounds on a bot PR, with the fingerprint of the failure the round worked on. */
export function ciRoundMarker(round: number, failure: string): string {
  return `<!-- agent-fix:ci-round ${round} failure ${failure} -->`;
}

/** Hidden marker: CI rounds on this PR stopped because a round made no progress. */
export const CI_STOP_MARKER = '<!-- agent-fix:ci-stop -->';

/** Every marker a run's comment or PR body carries; a CI round's marker carries the failure it worked on. */
export function markers(f: {
  taskKey: string;
  attemptSha?: string;
  reviewRound?: number;
  ciRound?: { failure: string };
}): string {
  const round = !f.reviewRound
    ? ''
    : f.ciRound
      ? ciRoundMarker(f.reviewRound, f.ciRound.failure)
      : reviewRoundMarker(f.reviewRound);
  return [taskMarker(f.taskKey), f.attemptSha ? attemptMarker(f.attemptSha) : '', round].filter(Boolean).join('\n');
}
