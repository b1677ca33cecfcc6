/**
 * GitHub event → Task, or a reason to do nothing. `resolveTrigger` narrows the payload by event name once and hands
 * each family its typed payload: issues (issue.ts), comments (comment.ts), reviews (review.ts), failed runs
 * (workflow-run.ts), failed steps of this job (failed-step.ts), and the events that run the `task` input
 * (dispatch.ts). Who may trigger and the loop guards live in those handlers, before any model call: a comment from
 * someone without write access, a failure on the bot's own branch, a fork, or a commit that was already attempted all
 * end as `skipped` with a log line, never as a run.
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import type { GitHubHelper } from '../github/helper.js';
import { webhookEvent } from '../github/webhooks.js';
import { fromComment } from './comment.js';
import { fromDispatch, fromOtherEvent } from './dispatch.js';
import { fromFailedStep } from './failed-step.js';
import { fromIssueLabel } from './issue.js';
import { fromReview, fromReviewComment } from './review.js';
import { fromWorkflowRun } from './workflow-run.js';
import type { TriggerDecision } from './task.js';
import type { EventContext } from './context.js';

export { issueTask, writersOnly, type CommentFilter } from './issue.js';
export { readFailureLog } from './failed-step.js';

export async function resolveTrigger(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const event = webhookEvent(ctx.eventName, ctx.payload);
  switch (event.name) {
    case 'issues':
      return fromIssueLabel(ctx, event.payload, policy, gh);
    case 'issue_comment':
      return fromComment(ctx, event.payload, policy, gh);
    case 'pull_request_review':
      return fromReview(ctx, event.payload, policy, gh);
    case 'pull_request_review_comment':
      return fromReviewComment(ctx, event.payload, policy, gh);
    case 'workflow_run':
      return fromWorkflowRun(ctx, event.payload, policy, gh);
    case 'push':
    case 'pull_request':
      return fromFailedStep(ctx, event, policy, gh);
    case 'workflow_dispatch':
      return fromDispatch(ctx, event.payload, policy, 'workflow_dispatch', gh);
    case 'other':
      return fromOtherEvent(ctx, event.eventName, event.payload, policy, gh);
  }
}
