/**
 * CI in the loop: a failed CI run on the head of one of agent-fix's own open PRs starts one more round on that PR,
 * pushed to the same branch as a review round is (trigger/review.ts, deliver/review-round.ts). Only a run that
 * agent-fix's own push started counts: its account is trusted for this without `allowed-bots`, and every other gate
 * stays (branch prefix, the PR opened by that account, the same repository, the failed commit still the PR's head).
 * The rounds are capped by `ci-rounds`, run at most once per head commit (the attempt marker), and stop when a round
 * made no progress (the same failure again, or a round that could not get the tests green), saying so on the PR.
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import { refuseActor, sameLogin, type Actor } from '../github/actor.js';
import type { GitHubHelper } from '../github/helper.js';
import { CI_STOP_MARKER } from '../github/protocol.js';
import { clip, fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { alreadyAttempted, ownComments } from './attempts.js';
import type { CiFailure } from './ci-failure.js';
import type { EventContext } from './context.js';
import { taskKeyFromBody } from './review.js';
import { UNTRUSTED_NOTE, skip, type TriggerDecision } from './task.js';

const MAX_PR_BODY_CHARS = 6_000;
export const CI_LIMIT_MARKER = '<!-- agent-fix:ci-limit -->';

/** CI rounds recorded in `texts` (markers written by report/pr-body.ts `ciRoundMarker`) (the token's own comments and PR body): the highest round and its failure. */
export function ciRoundsDone(texts: string[]): { done: number; lastFailure?: string } {
  let done = 0;
  let lastFailure: string | undefined;
  for (const t of texts)
    for (const m of t.matchAll(/<!-- agent-fix:ci-round (\d+) failure ([0-9a-f]+) -->/g)) {
      if (Number(m[1]) >= done) {
        done = Number(m[1]);
        lastFailure = m[2];
      }
    }
  return { done, lastFailure };
}

/** A failed CI run (or failed job) on a bot branch, as the triggers see it. */
export interface BotBranchFailure {
  branch: string;
  sha: string;
  /** Whose push started the CI (workflow_run `actor`, the same-job event's `sender`). */
  actor: Actor | null | undefined;
  /** Who re-ran it, when someone did (workflow_run `triggering_actor`). */
  triggeringActor?: Actor | null;
  /** The workflow's name (data: `run-name` may interpolate a PR title). */
  workflow: string;
  runUrl: string;
  /** Reads the failing jobs' logs; called only once every gate has passed. A string: no failure, the reason to skip. */
  failure(): Promise<CiFailure | string>;
}

/** Who started the failed CI: agent-fix's own push, and, for a re-run, someone who may start agent-fix. */
async function refuseCiActors(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
  f: BotBranchFailure,
  self: string,
): Promise<string | undefined> {
  if (!sameLogin(f.actor?.login, self)) {
    return (
      `the failed run on the bot branch ${f.branch} was started by ${f.actor?.login ? `@${f.actor.login}` : 'an unknown user'}, ` +
      `not by agent-fix's own account (@${self}); a CI round starts only from CI that agent-fix's own push started`
    );
  }
  const again = f.triggeringActor;
  if (again?.login && !sameLogin(again.login, self))
    return refuseActor(gh, policy, `${ctx.owner}/${ctx.repo}`, again, 'start a CI round by re-running CI');
  return undefined;
}

/** A CI round on the bot's open PR from `f.branch`, or the reason to skip. */
export async function ciRoundTask(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
  f: BotBranchFailure,
): Promise<TriggerDecision> {
  const sha7 = f.sha.slice(0, 7);
  if (policy.ciRounds === 0)
    return skip(`the failure is on the bot branch ${f.branch}; CI rounds are off (ci-rounds: 0)`);
  const self = await gh.selfLogin();
  const refused = await refuseCiActors(ctx, policy, gh, f, self);
  if (refused) return skip(refused);
  const open = await gh.pullsForBranch(f.branch, 'open');
  if (open.length === 0)
    return skip(`no open pull request comes from ${f.branch}; CI rounds run only on agent-fix's open PRs`);
  const pull = await gh.getPull(open[0]!.number);
  const pr = pull.number;
  if (!sameLogin(pull.author, self))
    return skip(`pull request #${pr} was opened by @${pull.author}, not by agent-fix's own account (@${self})`);
  if (pull.headRepo !== `${ctx.owner}/${ctx.repo}`)
    return skip(
      `pull request #${pr} comes from a fork, not from agent-fix's own branch: no CI round; a fork PR's failed run starts a fresh run on its current head with \`fork-prs: auto\` (now "${policy.forkPrs}"), given back as suggestions and a patch`,
    );
  if (pull.headSha !== f.sha) {
    return skip(
      `the failed run is for ${sha7}, but the head of pull request #${pr} is now ${pull.headSha.slice(0, 7)}; a CI round works only on the PR's current head`,
    );
  }
  // The PR body is the token's own text (its author was checked above); comments count only from the same account.
  const own = [pull.body, ...(await ownComments(gh, pr))];
  const attempted = await alreadyAttempted(gh, {
    prefix: policy.branchPrefix,
    sha: f.sha,
    issueNumber: pr,
    ownTexts: own,
  });
  if (attempted) return skip(attempted);
  if (own.some((t) => t.includes(CI_STOP_MARKER)))
    return skip(`CI rounds on pull request #${pr} stopped after a round that made no progress (said on the PR)`);
  const { done, lastFailure } = ciRoundsDone(own);
  if (done >= policy.ciRounds) {
    const said = own.some((t) => t.includes(CI_LIMIT_MARKER));
    const body =
      `🛑 **agent-fix** has already made ${done} CI round${done === 1 ? '' : 's'} on this pull request, the limit ` +
      `(\`ci-rounds: ${policy.ciRounds}\`), and CI still fails on ${sha7}. It will not push more commits for CI here. ` +
      `Please finish the change by hand, or raise \`ci-rounds\` in the workflow.\n\n${CI_LIMIT_MARKER}\n`;
    return skip(
      `pull request #${pr} reached ci-rounds (${done} of ${policy.ciRounds})`,
      said ? undefined : { issueNumber: pr, body },
    );
  }
  const failure = await f.failure();
  if (typeof failure === 'string') return skip(failure);
  if (lastFailure && failure.fingerprint === lastFailure) {
    const body =
      `🛑 **agent-fix** stops CI rounds on this pull request: after CI round ${done}, CI fails on ${sha7} the same way ` +
      `as before it (the same jobs, steps and failing tests), so another round would not make progress. Please take ` +
      `it from here.\n\n${CI_STOP_MARKER}\n`;
    return skip(`CI round ${done} on pull request #${pr} made no progress: the same failure on ${sha7}`, {
      issueNumber: pr,
      body,
    });
  }
  return { kind: 'run', task: ciTask(ctx, policy, f, pull, { round: done + 1, failure, self }) };
}

function ciTask(
  ctx: EventContext,
  policy: TriggerPolicy,
  f: BotBranchFailure,
  pull: Awaited<ReturnType<GitHubHelper['getPull']>>,
  r: { round: number; failure: CiFailure; self: string },
) {
  const sha7 = f.sha.slice(0, 7);
  const workflow = sanitizeUntrusted(f.workflow);
  const text = [
    `Continue your own pull request #${pull.number} of ${ctx.owner}/${ctx.repo} (branch ${pull.headRef}): its CI failed ` +
      `on commit ${sha7}, the head your last push made. This is CI round ${r.round} of at most ${policy.ciRounds}.`,
    'The work tree holds the branch as it is now. Build on it; do not start over, and keep the change the pull request ' +
      'already makes unless the failure shows it is wrong.',
    UNTRUSTED_NOTE,
    fenceUntrusted(
      `description of pull request #${pull.number}: the original request and its proof so far`,
      sanitizeUntrusted(clip(`${pull.title}\n\n${pull.body}`, MAX_PR_BODY_CHARS)),
    ),
    fenceUntrusted('name of the failed workflow run', workflow),
    ...r.failure.sections,
    'Make the failing CI jobs pass by fixing the code; do not weaken, skip or delete tests or checks, and keep the test ' +
      'command passing. In your finish summary, say what failed in CI and what you changed.',
  ].join('\n\n');
  const tests = r.failure.tests.length ? ` (failing: ${r.failure.tests.slice(0, 5).join(', ')})` : '';
  return {
    text,
    title: sanitizeUntrusted(pull.title).replace(/\s+/g, ' ').slice(0, 100),
    request: { description: `CI round ${r.round} on PR #${pull.number}: CI failed at ${sha7}${tests}`, url: f.runUrl },
    issueNumber: pull.number,
    checkoutSha: pull.headSha,
    baseBranch: pull.headRef,
    rulesBranch: pull.baseRef,
    branchKey: taskKeyFromBody(pull.body) ?? pull.headRef.slice(policy.branchPrefix.length),
    attemptSha: f.sha,
    // The failing job may be lint or another platform: the test command may well pass before the round.
    ciFailure: false,
    testEdits: policy.testEdits ?? 'deny',
    ciRunUrl: f.runUrl,
    review: {
      kind: 'ci' as const,
      pr: pull.number,
      prUrl: pull.url,
      branch: pull.headRef,
      baseRef: pull.baseRef,
      headSha: pull.headSha,
      round: r.round,
      maxRounds: policy.ciRounds,
      prBody: pull.body,
      reviewer: r.self,
      feedbackUrl: f.runUrl,
      failure: r.failure.fingerprint,
    },
  };
}
