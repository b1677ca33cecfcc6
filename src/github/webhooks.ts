/**
 * The webhook payloads the triggers read, typed from `@octokit/webhooks-types`, and the one place a payload is narrowed
 * by its event name. The community schemas call some fields non-null that GitHub does send as null; those are widened
 * here, so the compiler makes every reader check them. The runner writes the JSON GitHub sent and nothing validates it
 * against these types: the triggers still test each field they rely on before trusting it.
 */
import type {
  IssueCommentEvent,
  IssuesEvent,
  PullRequestEvent,
  PullRequestReviewCommentEvent,
  PullRequestReviewEvent,
  PushEvent,
  RepositoryLite,
  User,
  WorkflowDispatchEvent,
  WorkflowRunEvent,
} from '@octokit/webhooks-types';

export type {
  IssueCommentCreatedEvent,
  IssueCommentEvent,
  IssuesEvent,
  IssuesLabeledEvent,
  PullRequestEvent,
  PullRequestReviewCommentCreatedEvent,
  PullRequestReviewCommentEvent,
  PullRequestReviewEvent,
  PullRequestReviewSubmittedEvent,
  PushEvent,
  User,
  WorkflowDispatchEvent,
} from '@octokit/webhooks-types';

/** A payload as read from GITHUB_EVENT_PATH, before its event name says what it is. */
export type WebhookPayload = Record<string, unknown>;

/**
 * A workflow run as GitHub sends it, where the schema is stricter than the wire: `head_repository` is null when the
 * fork the run came from was deleted, `head_branch` is null for a run on a detached head, and older payloads (one of
 * the webhook examples) carry neither `actor` nor `triggering_actor`.
 */
type RunAsSent<R> = Omit<R, 'head_repository' | 'head_branch' | 'actor' | 'triggering_actor'> & {
  head_repository: RepositoryLite | null;
  head_branch: string | null;
  actor?: User | null;
  triggering_actor?: User | null;
};

type WithRunAsSent<E> = E extends { workflow_run: infer R }
  ? Omit<E, 'workflow_run'> & { workflow_run: RunAsSent<R> }
  : never;

export type WorkflowRunPayload = WithRunAsSent<WorkflowRunEvent>;

/** The events a trigger acts on, each with its payload type; `other` for every other event name. */
export type WebhookEvent =
  | { name: 'issues'; payload: IssuesEvent }
  | { name: 'issue_comment'; payload: IssueCommentEvent }
  | { name: 'pull_request_review'; payload: PullRequestReviewEvent }
  | { name: 'pull_request_review_comment'; payload: PullRequestReviewCommentEvent }
  | { name: 'workflow_run'; payload: WorkflowRunPayload }
  | { name: 'push'; payload: PushEvent }
  | { name: 'pull_request'; payload: PullRequestEvent }
  | { name: 'workflow_dispatch'; payload: WorkflowDispatchEvent }
  | { name: 'other'; eventName: string; payload: WebhookPayload };

const TYPED = new Set<string>([
  'issues',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment',
  'workflow_run',
  'push',
  'pull_request',
  'workflow_dispatch',
]);

/** The payload as the type its event name (GITHUB_EVENT_NAME) promises. */
export function webhookEvent(eventName: string, payload: WebhookPayload): WebhookEvent {
  if (TYPED.has(eventName)) return { name: eventName, payload } as WebhookEvent;
  return { name: 'other', eventName, payload };
}
