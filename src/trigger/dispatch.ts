/**
 * Events that carry no work of their own and run the `task` input: workflow_dispatch, schedule, and the events of
 * `TASK_EVENTS_WITH_SENDER` after their sender's write check. Any other event is refused.
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import { modelPlainText } from '../report/model-text.js';
import { sanitizeUntrusted } from '../security/sanitize.js';
import type { GitHubHelper, IssueRef } from '../github/helper.js';
import { isBot, refuseActor, sameLogin } from '../github/actor.js';
import type { User, WebhookPayload } from '../github/webhooks.js';
import { deflakeRequest, skip, type TriggerDecision, type TriggerTask } from './task.js';
import { deflakeTask } from '../verify/deflake.js';
import { issueTask } from './issue.js';
import type { EventContext } from './context.js';

/**
 * Events that run the `task` input, like workflow_dispatch, once their sender passes the same write check as every
 * other trigger: anyone can open a pull request (pull_request_target) or write in a discussion, and a workflow that
 * passes `task:` on such an event must not hand them a run with a write token.
 */
const TASK_EVENTS_WITH_SENDER: ReadonlySet<string> = new Set([
  'pull_request_target',
  'discussion',
  'discussion_comment',
  'repository_dispatch',
  'release',
  'check_run',
  'check_suite',
  'merge_group',
]);

const HANDLED_EVENTS =
  'issues, issue_comment, pull_request_review, pull_request_review_comment, workflow_run, push, pull_request and ' +
  `workflow_dispatch; with a \`task\` input also schedule and ${[...TASK_EVENTS_WITH_SENDER].join(', ')}`;

/**
 * An event no trigger above handles. schedule (no sender: only writers change workflows) and the events in
 * TASK_EVENTS_WITH_SENDER (after the sender's write check) run the `task` input; any other event is refused, because
 * agent-fix cannot tell who started it.
 */
export async function fromOtherEvent(
  ctx: EventContext,
  eventName: string,
  payload: WebhookPayload,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const p = payload as { sender?: User | null; inputs?: Record<string, unknown> | null };
  if (eventName === 'schedule') return fromDispatch(ctx, { inputs: null }, policy, eventName, gh);
  if (!TASK_EVENTS_WITH_SENDER.has(eventName)) {
    return skip(
      `agent-fix does not act on the event "${eventName || '(none)'}": it cannot tell who started it, so it refuses ` +
        `rather than run with a write token. It acts on ${HANDLED_EVENTS}`,
    );
  }
  if (!policy.task && !policy.issueNumber) {
    return skip(
      `nothing to do for event ${eventName}: agent-fix runs on it only with a \`task\` or \`issue-number\` input, ` +
        'like workflow_dispatch',
    );
  }
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    p.sender,
    `start agent-fix from a ${eventName} event`,
  );
  if (refused) return skip(refused);
  return fromDispatch(ctx, { sender: p.sender ?? undefined, inputs: null }, policy, eventName, gh);
}

/**
 * A run on the `task` input, or on the issue `issue-number` names. With an issue, the task is the issue's (its title,
 * body and comments fenced, as the label trigger builds it; `task` adds the workflow's instructions) and so are the
 * branch and the PR (`agent-fix/issue-<n>`, `Fixes #n`): the jobs of one sweep share a run id, never an issue.
 */
export async function fromDispatch(
  ctx: EventContext,
  p: { sender?: User | null; inputs?: Record<string, unknown> | null },
  policy: TriggerPolicy,
  eventName: string,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const text = policy.task ?? (typeof p.inputs?.task === 'string' ? p.inputs.task.trim() : '');
  if (!text && !policy.issueNumber)
    return skip(
      `${eventName} without a task: give the agent-fix step its \`task\` input; for a dispatch, declare a \`task\` ` +
        'input under `on: workflow_dispatch: inputs:` and pass it on with `task: ${{ inputs.task }}`; for a schedule, ' +
        'write the task in the step; or set `issue-number` to fix an issue',
    );
  // GitHub lets only writers dispatch; a bot that can dispatch still counts only when listed.
  const sender = p.sender;
  if (sender && isBot(sender) && !policy.allowedBots.some((b) => sameLogin(b, sender.login))) {
    return skip(
      `@${sender.login} is a bot; bots cannot start agent-fix with a ${eventName} unless the workflow lists them in \`allowed-bots\``,
    );
  }
  const common = {
    checkoutSha: ctx.sha || undefined,
    baseBranch: ctx.refName || undefined,
    requester: sender && !isBot(sender) ? { login: sender.login, id: sender.id } : undefined,
    plannable: {},
  };
  if (policy.issueNumber) return issueDispatch(ctx, policy.issueNumber, text, policy, eventName, gh, common);
  const title = sanitizeUntrusted(text.split('\n')[0]!).slice(0, 100);
  // A task `deflake TEST`: make that test deterministic, with the deflake's statistical proof (verify/deflake.ts).
  const deflake = deflakeRequest(text);
  if (deflake?.refused) return skip(deflake.refused);
  return {
    kind: 'run',
    task: {
      text: deflake?.test
        ? deflakeTask(deflake.test)
        : `${sanitizeUntrusted(text)}\n\nMake the change, and keep the test command passing.`,
      ...(deflake?.test ? { deflake: deflake.test } : {}),
      title: `agent-fix: ${modelPlainText(title)}`,
      request: { description: `${eventName} task: ${title}`, url: ctx.runUrl },
      branchKey: `task-${ctx.runId || Date.now()}`,
      testEdits: policy.testEdits ?? 'flag',
      ciFailure: false,
      ...common,
    },
  };
}

/** The issue's task, fetched through the API (the sandbox has neither network nor token to look it up). */
async function issueDispatch(
  ctx: EventContext,
  number: number,
  text: string,
  policy: TriggerPolicy,
  eventName: string,
  gh: GitHubHelper,
  common: Pick<TriggerTask, 'checkoutSha' | 'baseBranch' | 'requester' | 'plannable'>,
): Promise<TriggerDecision> {
  const repoName = `${ctx.owner}/${ctx.repo}`;
  let issue: IssueRef;
  try {
    issue = await gh.getIssue(number);
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status === 404 || status === 410)
      return skip(`issue-number ${number}: ${repoName} has no issue #${number}; check the \`issue-number\` input`);
    throw e;
  }
  if (issue.isPull)
    return skip(`issue-number ${number}: #${number} is a pull request, not an issue; comment /agent-fix on it instead`);
  if (issue.state === 'closed') return skip(`issue #${number} is closed`);
  const task = await issueTask(gh, { ...issue, html_url: issue.url }, repoName, {
    testEdits: policy.testEdits ?? 'flag',
  });
  const extra = text
    ? [`The ${eventName} workflow adds these instructions:`, sanitizeUntrusted(text)].join('\n\n')
    : undefined;
  return {
    kind: 'run',
    task: {
      ...task,
      ...(extra ? { text: `${task.text}\n\n${extra}` } : {}),
      request: { ...task.request, description: `${eventName}: ${task.request.description}` },
      ...common,
    },
  };
}
