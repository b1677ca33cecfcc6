// The payload types: one narrowing by event name, and the fields GitHub sends as null (or leaves out) that the
// community schemas call required. The @ts-expect-error lines are checked by `tsc` (npm run typecheck covers test/):
// if the types stop forcing a check, they stop compiling.
import { describe, expect, test } from 'vitest';
import { webhookEvent, type WebhookEvent, type WorkflowRunPayload } from '../../src/github/webhooks.js';
import { issueLabeled, workflowRunCompleted } from '../e2e/payloads.js';
import { TEST_REPO } from '../helpers/context.js';

const { owner, repo } = TEST_REPO;

describe('webhookEvent', () => {
  test('a trigger event keeps its name, and its payload narrows by action', () => {
    const e = webhookEvent(
      'issues',
      issueLabeled({ owner, repo, number: 3, title: 't', body: 'b', label: 'agent-fix' }),
    );
    expect(e.name).toBe('issues');
    if (e.name !== 'issues' || e.payload.action !== 'labeled') throw new Error(`not narrowed: ${e.name}`);
    expect(e.payload.label?.name).toBe('agent-fix');
    expect(e.payload.issue.number).toBe(3);
  });

  test('any other event name is "other" and still says which event it was', () => {
    const e = webhookEvent('star', { action: 'created' });
    expect(e).toEqual({ name: 'other', eventName: 'star', payload: { action: 'created' } });
    expect(webhookEvent('', {}).name).toBe('other');
  });

  test("GitHub's workflow_run examples: the fields the types widen really are absent or nullable", () => {
    const old = workflowRunCompleted({
      owner,
      repo,
      runId: 1,
      conclusion: 'failure',
      headBranch: 'main',
      headSha: 'a'.repeat(40),
      withoutActors: true,
    });
    const e = webhookEvent('workflow_run', old);
    if (e.name !== 'workflow_run') throw new Error('not narrowed');
    expect(e.payload.workflow_run.actor).toBeUndefined();
    expect(e.payload.workflow_run.triggering_actor).toBeUndefined();
  });
});

// Never called: compiled only, so that the types keep forcing the checks the triggers make.
export function typesForceChecks(run: WorkflowRunPayload['workflow_run'], event: WebhookEvent): void {
  // @ts-expect-error head_repository is null when the fork was deleted
  void run.head_repository.full_name;
  // @ts-expect-error head_branch is null on a detached head
  void run.head_branch.startsWith('agent-fix/');
  // @ts-expect-error older payloads carry no actor
  void run.actor.login;
  // @ts-expect-error nor triggering_actor
  void run.triggering_actor.login;
  void run.head_repository?.full_name;
  // @ts-expect-error a payload is not a pull_request event until its name says so
  void event.payload.pull_request;
  if (event.name === 'pull_request') {
    // @ts-expect-error a pull request's head repository is null when the fork was deleted
    void event.payload.pull_request.head.repo.full_name;
  }
}
