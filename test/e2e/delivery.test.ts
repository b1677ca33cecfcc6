// Delivery promises through the bundle: a refused push still leaves the change in the comment and the job summary;
// `on-unresolved: draft-pr` opens a draft PR with the partial change; the same-job trigger reads `failure-log`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { sh } from '../helpers/repo.js';
import {
  OWNER,
  REPO,
  branchSha,
  checkoutWorkspace,
  fixing,
  keepTesting,
  makeOrigin,
  neverGreen,
  useFakeServers,
} from './harness.js';

const {
  servers,
  run: runWorkflow,
  runOnLabel,
} = useFakeServers({
  github: { permissions: { maintainer: 'admin' } },
  model: { whenExhausted: keepTesting },
});

describe('delivery', () => {
  test('the remote refuses the push: the step fails, the comment and the summary carry the diff of the passing change', async () => {
    const { gh } = await servers(fixing());
    const origin = makeOrigin();
    // A real remote refusal: the origin's pre-receive hook rejects every push, as branch protection would.
    const hook = path.join(origin.bare, 'hooks', 'pre-receive');
    fs.writeFileSync(hook, '#!/bin/sh\necho "refusing: protected by policy" >&2\nexit 1\n', { mode: 0o755 });
    const run = await runOnLabel(origin);
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('::error::could not push the fix');
    expect(branchSha(origin, 'agent-fix/issue-7')).toBeUndefined();
    expect(gh.pulls).toHaveLength(0);
    const body = gh.comments.find((c) => c.issue === 7)!.body;
    expect(body).toContain('agent-fix could not push its change');
    expect(body).toContain('refusing: protected by policy');
    expect(body).toContain('+  if (income < 0) throw new RangeError("negative income");');
    expect(run.summary).toContain('if (income &lt; 0) throw new RangeError(&quot;negative income&quot;);');
  });

  test('on-unresolved: draft-pr: a draft PR marked unresolved with the partial diff; the comment links it; the step passes', async () => {
    const { gh } = await servers(neverGreen());
    const origin = makeOrigin();
    const run = await runOnLabel(origin, {
      inputs: { 'max-turns': '4', 'on-unresolved': 'draft-pr' },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('unresolved');
    expect(gh.pulls).toHaveLength(1);
    const pr = gh.pulls[0]!;
    expect(pr.draft).toBe(true);
    expect(pr.title).toBe('[unresolved] Fix #7: tax() ignores the rate');
    expect(pr.body).toContain('Draft — not resolved');
    expect(pr.body).toContain('b + a');
    expect(run.outputs['pr-url']).toBe(pr.html_url);
    expect(sh(origin.bare, 'git', ['log', '-1', '--format=%s', 'agent-fix/issue-7'])).toContain('WIP (unresolved)');
    const comment = gh.comments.find((c) => c.issue === 7)!.body;
    expect(comment).toContain('could not resolve this');
    expect(comment).toContain(`A **draft** pull request holds it for a human to continue: ${pr.html_url}`);
    expect(comment).not.toContain('No pull request was opened');
  });

  test('same-job trigger: a push job reads failure-log from the workspace, names the failing test in the PR, and is attempted once', async () => {
    const { model, gh } = await servers(fixing());
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    const log = path.join(path.dirname(workspace), `${path.basename(workspace)}-test-output.txt`);
    // What `node --test 2>&1 | tee "$RUNNER_TEMP/test-output.txt"` left behind in the failing step.
    fs.writeFileSync(log, sh(workspace, 'sh', ['-c', 'node --test 2>&1 || true']));
    const payload = {
      ref: 'refs/heads/main',
      after: origin.mainSha,
      repository: { full_name: `${OWNER}/${REPO}`, default_branch: 'main' },
      sender: { login: 'maintainer', type: 'User' },
    };
    const first = await runWorkflow({
      event: 'push',
      payload,
      origin,
      workspace,
      inputs: { 'failure-log': log },
    });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.status).toBe('resolved');
    const task = model.requests[0]!.messages.map((m) => String(m.content)).join('\n');
    expect(task).toContain('output of the failing step');
    expect(task).toMatch(/Failing tests: .*tax/);
    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]!.head.ref).toBe(`agent-fix/run-${origin.mainSha.slice(0, 7)}`);
    const calls = model.requests.length;
    const again = await runWorkflow({
      event: 'push',
      payload,
      origin,
      inputs: { 'failure-log': log },
    });
    expect(again.outputs.status).toBe('skipped');
    expect(again.stdout).toContain(
      `commit ${origin.mainSha.slice(0, 7)} was already attempted (PR #${gh.pulls[0]!.number})`,
    );
    expect(model.requests.length).toBe(calls);
  });
});
