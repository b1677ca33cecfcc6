/**
 * The run's surroundings, read once from the runner's environment into a plain object (not the global
 * `@actions/github` context), so triggers can be tested with any payload and nothing reads process.env later.
 */
import fs from 'node:fs';
import type { WebhookPayload } from '../github/webhooks.js';

export interface EventContext {
  eventName: string;
  /** The event's JSON as GitHub sent it; `webhookEvent` (src/github/webhooks.ts) gives it its type by event name. */
  payload: WebhookPayload;
  owner: string;
  repo: string;
  /** GITHUB_SHA: the commit the workflow run was started for. */
  sha: string;
  /** GITHUB_REF_NAME: the branch or tag of the run. */
  refName: string;
  /** GITHUB_HEAD_REF: the PR's head branch on pull_request events. */
  headRef: string;
  runId: string;
  /** GITHUB_RUN_ATTEMPT: a re-run of the same run is another attempt. */
  runAttempt?: string;
  serverUrl: string;
  apiUrl: string;
  /** GITHUB_WORKSPACE, when set. */
  workspace: string | undefined;
  /** RUNNER_TEMP or the OS temp folder. */
  tempDir: string;
  actor: string;
  /** Link to this workflow run. */
  runUrl: string;
  /** RUNNER_NAME: tells this job apart from the run's other jobs in the jobs API. */
  runnerName?: string;
}

export class EventContextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventContextError';
  }
}

export function readEventContext(env: NodeJS.ProcessEnv = process.env): EventContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) {
    throw new EventContextError(
      'GITHUB_REPOSITORY is not set (expected "owner/repo"); agent-fix must run inside a GitHub Actions job',
    );
  }
  let payload: WebhookPayload = {};
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    try {
      payload = JSON.parse(fs.readFileSync(eventPath, 'utf8')) as WebhookPayload;
    } catch (error) {
      throw new EventContextError(
        `could not read the event payload at GITHUB_EVENT_PATH=${eventPath}: ${(error as Error).message}`,
      );
    }
  }
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const runId = env.GITHUB_RUN_ID ?? '';
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    refName: env.GITHUB_REF_NAME ?? (env.GITHUB_REF ?? '').replace(/^refs\/(heads|tags)\//, ''),
    headRef: env.GITHUB_HEAD_REF ?? '',
    runId,
    runAttempt: env.GITHUB_RUN_ATTEMPT || undefined,
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    workspace: env.GITHUB_WORKSPACE || undefined,
    tempDir: env.RUNNER_TEMP || (env.TMPDIR ?? '/tmp'),
    actor: env.GITHUB_ACTOR ?? '',
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    runnerName: env.RUNNER_NAME || undefined,
  };
}
