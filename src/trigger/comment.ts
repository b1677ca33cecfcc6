/**
 * A `/agent-fix …` comment on an issue or a pull request: a run on the issue, a round on the bot's own PR
 * (trigger/review.ts), or work on someone's PR head. On a fork's PR it is also the review round: the run on the PR's
 * current head carries the commenter's review comments, and is given back as any fork run is (deliver/fork.ts).
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import type { GitHubHelper, ReviewComment } from '../github/helper.js';
import { modelPlainText } from '../report/model-text.js';
import { clip, fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { refuseActor, sameLogin } from '../github/actor.js';
import type { IssueCommentEvent } from '../github/webhooks.js';
import { MAX_COMMENT_CHARS, issueThread } from './issue.js';
import { forkPull, refuseForkComment } from './fork.js';
import { formatInlineComment, fromBotPullComment } from './review.js';
import {
  UNTRUSTED_NOTE,
  deflakeRequest,
  matchTriggerPhrase,
  skip,
  type TriggerDecision,
  type TriggerTask,
} from './task.js';
import { deflakeTask } from '../verify/deflake.js';
import type { EventContext } from './context.js';

/** The commenter's review comments a fork PR's run carries, newest last (as many as a review round's). */
const MAX_INLINE = 30;

export async function fromComment(
  ctx: EventContext,
  p: IssueCommentEvent,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  if (p.action !== 'created') return skip(`nothing to do for event issue_comment (action ${p.action})`);
  const { comment, issue } = p;
  const extra = matchTriggerPhrase(String(comment?.body ?? ''), policy.triggerPhrase);
  if (extra === undefined) return skip(`the comment does not start with "${policy.triggerPhrase}"`);
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    comment?.user,
    `trigger agent-fix with "${policy.triggerPhrase}"`,
  );
  if (refused) return skip(refused);
  const badDeflake = deflakeRequest(extra)?.refused;
  if (badDeflake) return skip(badDeflake);
  if (!issue.pull_request) return { kind: 'run', task: await commentTask(ctx, policy, gh, p, extra) };
  const pull = await gh.getPull(issue.number);
  if (pull.headRepo !== `${ctx.owner}/${ctx.repo}`) {
    // A fork's PR: work on its head inside the sandbox; the rules come from its base, the fix goes back without a
    // branch here (trigger/fork.ts, deliver/fork.ts).
    const refusedFork = refuseForkComment(policy, pull, comment.user);
    if (refusedFork || !pull.headRepo) return skip(refusedFork ?? 'the fork was deleted');
    const fork = forkPull({ ...pull, headRepo: pull.headRepo });
    // Its review round: the commenter's own review comments go with the request, as on the bot's PR (review.ts).
    const inline = (await gh.pullReviewComments(issue.number))
      .filter((c) => sameLogin(c.user, comment.user.login))
      .slice(-MAX_INLINE);
    const onFork = { baseBranch: pull.baseRef, checkoutSha: pull.headSha, rulesBranch: pull.baseRef, inline };
    return { kind: 'run', task: { ...(await commentTask(ctx, policy, gh, p, extra, onFork)), fork } };
  }
  if (pull.headRef.startsWith(policy.branchPrefix)) {
    // The bot's own PR: another round on its branch, not a new PR on top of it.
    return fromBotPullComment(ctx, policy, gh, {
      pr: issue.number,
      user: comment.user,
      extra,
      id: comment.id,
      url: comment.html_url,
    });
  }
  const onPull = { baseBranch: pull.headRef, checkoutSha: pull.headSha, rulesBranch: pull.baseRef };
  return { kind: 'run', task: await commentTask(ctx, policy, gh, p, extra, onPull) };
}

/**
 * The task a trigger comment asks for: on an issue, or on someone's PR (`onPull`: the work goes on its head branch,
 * the rules come from its base).
 */
async function commentTask(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
  p: IssueCommentEvent,
  extra: string,
  onPull?: { baseBranch: string; checkoutSha: string; rulesBranch: string; inline?: ReviewComment[] },
): Promise<TriggerTask> {
  const { comment, issue } = p;
  const login = String(comment.user.login);
  // `/agent-fix deflake TEST`: make that test deterministic, with the deflake's statistical proof (verify/deflake.ts).
  const deflake = deflakeRequest(extra)?.test;
  const thread = await issueThread(gh, issue, comment.id);
  const title = sanitizeUntrusted(String(issue.title ?? ''))
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  const asked = extra
    ? [
        `@${login} (write access) asked:`,
        fenceUntrusted(`request by @${login}`, sanitizeUntrusted(clip(extra, MAX_COMMENT_CHARS))),
      ]
    : [];
  const what = onPull
    ? `pull request #${issue.number} of ${ctx.owner}/${ctx.repo} (its branch is named in the first fenced block below)`
    : `issue #${issue.number} of ${ctx.owner}/${ctx.repo}`;
  return {
    text: [
      `Work on ${what}.`,
      UNTRUSTED_NOTE,
      // A branch name is whatever its pusher typed: data, like the thread.
      onPull ? fenceUntrusted(`branch of pull request #${issue.number}`, onPull.baseBranch) : '',
      ...asked,
      ...thread,
      onPull?.inline?.length
        ? `@${login} also left ${onPull.inline.length} review comment${onPull.inline.length === 1 ? '' : 's'} on the pull request's lines:`
        : '',
      ...(onPull?.inline ?? []).map(formatInlineComment),
      deflake
        ? deflakeTask(deflake)
        : 'Make the change, add or update tests that show it, and keep the test command passing.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    title: onPull
      ? `agent-fix for #${issue.number}: ${modelPlainText(title)}`
      : `Fix #${issue.number}: ${modelPlainText(title)}`,
    request: {
      description: `${onPull ? 'PR' : 'Issue'} #${issue.number}: ${title} (asked by @${login})`,
      url: comment.html_url,
    },
    issueNumber: issue.number,
    fixesIssue: onPull ? undefined : issue.number,
    checkoutSha: onPull?.checkoutSha,
    baseBranch: onPull?.baseBranch,
    rulesBranch: onPull?.rulesBranch,
    branchKey: `issue-${issue.number}`,
    requester: { login, id: comment.user.id },
    reactTo: { kind: 'comment', id: comment.id },
    testEdits: policy.testEdits ?? 'flag',
    ciFailure: false,
    ...(deflake ? { deflake } : {}),
    plannable: { reply: { login, text: extra } },
  };
}
