// The sweep (examples/workflows/sweep.yml) through the bundle: the matrix jobs of one run share GITHUB_RUN_ID, so the
// branch and the PR must come from the issue each job is given (`issue-number`), and the agent must see that issue's
// text, fetched through the API and fenced, since the sandbox can neither reach GitHub nor hold a token.
import { describe, expect, test } from 'vitest';
import type { FakeOpenAI } from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';
import { OWNER, REPO, branchSha, fixing, keepTesting, makeOrigin, outsideFences, useFakeServers } from './harness.js';
import { workflowDispatch } from './payloads.js';

const { servers, run: runWorkflow } = useFakeServers({
  github: {
    permissions: { maintainer: 'admin' },
    issues: [
      { number: 7, title: 'tax() ignores the rate', body: 'SEVEN-BODY: tax(100, 0.1) returns 20 instead of 10.' },
      { number: 8, title: 'tax() takes negative income', body: 'EIGHT-BODY: tax(-5) should throw a RangeError.' },
      { number: 9, title: 'already done', body: 'closed', state: 'closed' },
      { number: 12, title: 'a pull request', body: 'pr', pull_request: true },
    ],
  },
  model: { whenExhausted: keepTesting },
});

/** The first request of each run: its messages joined, from request index `from` on. */
const taskFrom = (model: FakeOpenAI, from: number) =>
  model.requests[from]!.messages.map((m) => String(m.content ?? '')).join('\n');

describe('sweep: one run, one job per issue', () => {
  test('two jobs of one run (same run id) open two PRs on their own issue branches, each task holding its issue, fenced', async () => {
    const { model, gh } = await servers([...fixing('tax() applies its rate.'), ...fixing('tax() refuses negatives.')]);
    const origin = makeOrigin();
    const payload = workflowDispatch({ owner: OWNER, repo: REPO });
    const env = { GITHUB_RUN_ID: '777001' };

    const job = (issue: string) =>
      runWorkflow({ event: 'workflow_dispatch', payload, origin, env, inputs: { 'issue-number': issue } });
    const first = await job('7');
    const second = model.requests.length;
    const next = await job('8');

    expect(first.outputs.status, first.stdout).toBe('resolved');
    expect(next.outputs.status, next.stdout).toBe('resolved');
    expect([first.outputs.branch, next.outputs.branch]).toEqual(['agent-fix/issue-7', 'agent-fix/issue-8']);
    expect(branchSha(origin, 'agent-fix/issue-7')).toBeDefined();
    expect(branchSha(origin, 'agent-fix/issue-8')).toBeDefined();
    expect(branchSha(origin, 'agent-fix/task-777001')).toBeUndefined();
    expect(gh.pulls.map((p) => p.head.ref)).toEqual(['agent-fix/issue-7', 'agent-fix/issue-8']);
    expect(gh.pulls[0]!.body).toContain('Fixes #7');
    expect(gh.pulls[1]!.body).toContain('Fixes #8');
    expect(sh(origin.bare, 'git', ['log', '-1', '--format=%B', 'agent-fix/issue-8'])).toContain('Fixes #8');

    const seven = taskFrom(model, 0);
    const eight = taskFrom(model, second);
    expect(seven).toContain('SEVEN-BODY');
    expect(seven).not.toContain('EIGHT-BODY');
    expect(eight).toContain('EIGHT-BODY');
    expect(eight).toContain('tax() takes negative income');
    // The issue's words are inside an untrusted-data fence, as the label trigger puts them.
    expect(outsideFences(eight)).not.toContain('EIGHT-BODY');
  });

  test('a closed issue, a pull request or a missing issue starts nothing, and says which input to check', async () => {
    const { model } = await servers(fixing());
    const origin = makeOrigin();
    const payload = workflowDispatch({ owner: OWNER, repo: REPO });
    const said: string[] = [];
    for (const n of ['9', '12', '404']) {
      const run = await runWorkflow({ event: 'workflow_dispatch', payload, origin, inputs: { 'issue-number': n } });
      expect(run.outputs.status, run.stdout).toBe('skipped');
      said.push(run.stdout);
    }
    expect(said[0]).toContain('issue #9 is closed');
    expect(said[1]).toContain('#12 is a pull request, not an issue');
    expect(said[2]).toContain('acme/calc has no issue #404; check the `issue-number` input');
    expect(model.requests).toHaveLength(0);
  });

  test('a scheduled job with issue-number runs that issue too (no task input needed)', async () => {
    const { model, gh } = await servers(fixing());
    const origin = makeOrigin();
    const payload = { repository: workflowDispatch({ owner: OWNER, repo: REPO }).repository, schedule: '0 3 * * 1' };
    const run = await runWorkflow({ event: 'schedule', payload, origin, inputs: { 'issue-number': '7' } });
    expect(run.outputs.status, run.stdout).toBe('resolved');
    expect(gh.pulls.map((p) => p.head.ref)).toEqual(['agent-fix/issue-7']);
    expect(taskFrom(model, 0)).toContain('SEVEN-BODY');
  });
});
