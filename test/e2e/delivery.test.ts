// Delivery promises through the bundle: a refused push still leaves the change in the comment and the job summary;
// `on-unresolved: draft-pr` opens a draft PR with the partial change; the same-job trigger reads `failure-log`.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, type ScriptStep } from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { OWNER, REPO, checkoutWorkspace, makeOrigin, runAction, type Origin } from './harness.js';
import { issueLabeled } from './payloads.js';

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const NEW =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';
const fixing = (): ScriptStep[] => [
  assistant(null, toolCall('b', 'patch_file', { path: 'src/calculator.js', old_str: OLD, new_str: NEW })),
  assistant(null, toolCall('c', 'run_tests', {})),
  assistant(null, toolCall('d', 'finish', { summary: 'tax() applies its rate.' })),
];
let n = 0;
const neverGreen = (): ScriptStep[] => [
  assistant(
    null,
    toolCall('p', 'patch_file', { path: 'src/calculator.js', old_str: 'return a + b;', new_str: 'return b + a;' }),
  ),
  assistant(null, toolCall('q', 'finish', { summary: 'Tried reordering add().' })),
];
const keepTesting: ScriptStep = () => assistant(null, toolCall(`t${n++}`, 'run_tests', {}));
const ISSUE = {
  owner: OWNER,
  repo: REPO,
  number: 7,
  title: 'tax() ignores the rate',
  body: 'tax(100, 0.1) returns 20.',
  label: 'agent-fix',
};

let model: FakeOpenAI | undefined;
let gh: FakeGitHub | undefined;
afterEach(async () => {
  await model?.close();
  await gh?.close();
  model = gh = undefined;
});

async function servers(script: ScriptStep[], jobs: Parameters<typeof startFakeGitHub>[0]['jobs'] = undefined) {
  model = await startFakeOpenAI(script, {
    whenExhausted: keepTesting,
    usage: { prompt_tokens: 1000, completion_tokens: 50 },
  });
  gh = await startFakeGitHub({ owner: OWNER, repo: REPO, permissions: { maintainer: 'admin' }, jobs });
  return { model, gh };
}

function branchExists(origin: Origin, branch: string): boolean {
  try {
    sh(origin.bare, 'git', ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
    return true;
  } catch {
    return false;
  }
}

describe('delivery', () => {
  test('the remote refuses the push: the step fails, the comment and the summary carry the diff of the passing change', async () => {
    const { model, gh } = await servers(fixing());
    const origin = makeOrigin();
    // A real remote refusal: the origin's pre-receive hook rejects every push, as branch protection would.
    const hook = path.join(origin.bare, 'hooks', 'pre-receive');
    fs.writeFileSync(hook, '#!/bin/sh\necho "refusing: protected by policy" >&2\nexit 1\n', { mode: 0o755 });
    const run = await runAction({
      event: 'issues',
      payload: issueLabeled(ISSUE),
      apiUrl: gh.url,
      origin,
      workspace: checkoutWorkspace(origin),
      inputs: { 'base-url': model.url, model: 'gpt-4.1' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('::error::could not push the fix');
    expect(branchExists(origin, 'agent-fix/issue-7')).toBe(false);
    expect(gh.pulls).toHaveLength(0);
    const body = gh.comments.find((c) => c.issue === 7)!.body;
    expect(body).toContain('agent-fix could not push its change');
    expect(body).toContain('refusing: protected by policy');
    expect(body).toContain('+  if (income < 0) throw new RangeError("negative income");');
    expect(run.summary).toContain('if (income &lt; 0) throw new RangeError(&quot;negative income&quot;);');
  });

  test('on-unresolved: draft-pr: a draft PR marked unresolved with the partial diff; the comment links it; the step passes', async () => {
    const { model, gh } = await servers(neverGreen());
    const origin = makeOrigin();
    const run = await runAction({
      event: 'issues',
      payload: issueLabeled(ISSUE),
      apiUrl: gh.url,
      origin,
      workspace: checkoutWorkspace(origin),
      inputs: { 'base-url': model.url, model: 'gpt-4.1', 'max-turns': '4', 'on-unresolved': 'draft-pr' },
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
    const first = await runAction({
      event: 'push',
      payload,
      apiUrl: gh.url,
      origin,
      workspace,
      inputs: { 'base-url': model.url, model: 'gpt-4.1', 'failure-log': log },
    });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.status).toBe('resolved');
    const task = model.requests[0]!.messages.map((m) => String(m.content)).join('\n');
    expect(task).toContain('output of the failing step');
    expect(task).toMatch(/Failing tests: .*tax/);
    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]!.head.ref).toBe(`agent-fix/run-${origin.mainSha.slice(0, 7)}`);
    const calls = model.requests.length;
    const again = await runAction({
      event: 'push',
      payload,
      apiUrl: gh.url,
      origin,
      workspace: checkoutWorkspace(origin),
      inputs: { 'base-url': model.url, model: 'gpt-4.1', 'failure-log': log },
    });
    expect(again.outputs.status).toBe('skipped');
    expect(again.stdout).toContain(
      `commit ${origin.mainSha.slice(0, 7)} was already attempted (PR #${gh.pulls[0]!.number})`,
    );
    expect(model.requests.length).toBe(calls);
  });
});
