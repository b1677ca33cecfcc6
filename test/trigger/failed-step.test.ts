// The same-job trigger (agent-fix after `if: failure()` in a push or pull_request workflow): it reads the failing
// step's output from `failure-log`, acts only when a step really failed, and attempts each head commit once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseActionInputs } from '../../src/config/action-inputs.js';
import { GitHubHelper } from '../../src/github/helper.js';
import { attemptMarker } from '../../src/github/protocol.js';
import type { EventContext } from '../../src/trigger/context.js';
import { readFailureLog, resolveTrigger } from '../../src/trigger/events.js';
import { startFakeGitHub, type FakeGitHub } from '../e2e/fake-github.js';
import { TEST_REPO } from '../helpers/context.js';

const { owner, repo } = TEST_REPO;
const SHA = 'c0ffee0000000000000000000000000000000001';
const DONE = 'd0d0d00000000000000000000000000000000002';
const PR_SHA = 'beef000000000000000000000000000000000003';
const STRANGER_SHA = 'feed000000000000000000000000000000000004';
const LOG = [
  '> calc@1.0.0 test',
  '> vitest run',
  ' FAIL  test/calculator.test.js > tax > applies the rate',
  'AssertionError: expected 20 to be 10',
  ' ❯ test/calculator.test.js:12:30',
  ' Test Files  1 failed (1)',
].join('\n');

/** The task text with every fenced block removed. */
function outsideFences(text: string): string {
  return text.replace(/UNTRUSTED DATA \([^)]*\) \[([0-9a-f]+)\][\s\S]*?END OF UNTRUSTED DATA \[\1\]/g, '');
}

let gh: FakeGitHub;
let helper: GitHubHelper;
let workspace: string;
const inputs = (extra: Record<string, string> = {}) =>
  parseActionInputs((n) => (n === 'github-token' ? 'ghs_testtoken1234567890' : (extra[n] ?? '')));

function push(sha = SHA, runId = '77', extra: Partial<EventContext> = {}): EventContext {
  return {
    eventName: 'push',
    payload: { ref: 'refs/heads/main', after: sha, sender: { login: 'someone', type: 'User' } },
    owner,
    repo,
    sha,
    refName: 'main',
    headRef: '',
    runId,
    serverUrl: 'https://github.example',
    apiUrl: gh.url,
    workspace,
    tempDir: os.tmpdir(),
    actor: 'someone',
    runUrl: `https://github.example/acme/calc/actions/runs/${runId}`,
    runnerName: 'GitHub Actions 7',
    ...extra,
  };
}

/** The same job in a pull_request workflow: PR `number` from branch `ref`, its head commit `sha`. */
function pullRequest(number: number, ref: string, sha: string): EventContext {
  return {
    ...push(sha),
    eventName: 'pull_request',
    payload: {
      pull_request: { number, head: { ref, sha, repo: { full_name: `${owner}/${repo}` } }, base: { ref: 'main' } },
      sender: { login: 'someone', type: 'User' },
    },
  };
}

beforeAll(async () => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-ws-'));
  fs.writeFileSync(path.join(workspace, 'test-output.txt'), LOG);
  fs.writeFileSync(path.join(workspace, 'green.txt'), '> vitest run\n Test Files  1 passed (1)\n');
  const running = (runner: string, failed: boolean) => ({
    id: runner.length,
    name: `test (${runner})`,
    conclusion: null,
    status: 'in_progress' as const,
    runner_name: runner,
    log: '',
    steps: [
      { name: 'Checkout', conclusion: 'success' },
      { name: 'npm test', conclusion: failed ? 'failure' : 'success' },
    ],
  });
  gh = await startFakeGitHub({
    owner,
    repo,
    // The same-job trigger checks the event's sender too (write or above).
    permissions: { someone: 'write' },
    pulls: [
      {
        number: 30,
        title: 'earlier attempt',
        head: { ref: `agent-fix/run-${DONE.slice(0, 7)}`, sha: DONE, repo: { full_name: `${owner}/${repo}` } },
        state: 'closed',
      },
      {
        number: 31,
        head: { ref: 'feature/y', sha: PR_SHA, repo: { full_name: `${owner}/${repo}` } },
        base: { ref: 'main' },
      },
    ],
    comments: [
      {
        issue: 31,
        body: `❌ agent-fix could not resolve this\n${attemptMarker(PR_SHA)}`,
        user: 'github-actions[bot]',
        type: 'Bot',
      },
      // Anyone can paste a marker: on #32 only a stranger did.
      { issue: 32, body: `stop the bot\n${attemptMarker(STRANGER_SHA)}`, user: 'someone-else' },
    ],
    jobs: {
      77: [running('GitHub Actions 7', true), running('GitHub Actions 8', false)],
      78: [running('GitHub Actions 7', false), running('GitHub Actions 8', true)],
    },
  });
  helper = new GitHubHelper('ghs_testtoken1234567890', { owner, repo }, { baseUrl: gh.url, retries: 0 });
});
afterAll(async () => gh.close());

describe('failure-log', () => {
  test('a file in the workspace: its failing tests and first error go into the task, fenced', async () => {
    const d = await resolveTrigger(push(), inputs({ 'failure-log': 'test-output.txt' }), helper);
    expect(d.kind).toBe('run');
    if (d.kind !== 'run') return;
    expect(d.task.text).toContain('Failing tests: test/calculator.test.js > tax > applies the rate');
    expect(d.task.text).toContain('First error: ');
    expect(d.task.text).toContain('AssertionError: expected 20 to be 10');
    expect(d.task.text).toContain('UNTRUSTED DATA');
    // Every fact the log gave is printed by code under test: none of it outside the fence.
    const outside = outsideFences(d.task.text);
    for (const fact of ['Failing tests', 'First error', 'Locations', 'AssertionError', 'calculator.test.js'])
      expect(outside, fact).not.toContain(fact);
    expect(d.task.request.description).toContain('failing: test/calculator.test.js > tax > applies the rate');
    expect(d.task.attemptSha).toBe(SHA);
  });

  test('the text itself works too', async () => {
    const d = await resolveTrigger(push(), inputs({ 'failure-log': LOG }), helper);
    expect(d.kind === 'run' && d.task.text).toContain('AssertionError: expected 20 to be 10');
  });

  test('a log that shows no failure is not a reason to run', async () => {
    const d = await resolveTrigger(push(), inputs({ 'failure-log': 'green.txt' }), helper);
    expect(d).toEqual({
      kind: 'skip',
      reason: expect.stringContaining('shows no failure (no failing test, no error line)'),
    });
  });

  test('a path to a file that is not there says which file', async () => {
    const d = await resolveTrigger(push(), inputs({ 'failure-log': 'out/missing.log' }), helper);
    expect(d.kind === 'skip' && d.reason).toContain(
      `failure-log names the file ${path.join(workspace, 'out/missing.log')}, which does not exist`,
    );
  });

  test('readFailureLog keeps the end of a long file', () => {
    const big = path.join(workspace, 'big.log');
    fs.writeFileSync(big, `${'x'.repeat(6_000_000)}\nTHE END`);
    const read = readFailureLog(big, workspace);
    expect(read.text.length).toBe(5_000_000);
    expect(read.text.endsWith('THE END')).toBe(true);
  });
});

describe('a step really failed (jobs API, without failure-log)', () => {
  test("this job's failed step confirms the trigger and is named in the task", async () => {
    const d = await resolveTrigger(push(), inputs(), helper);
    const text = d.kind === 'run' ? d.task.text : '';
    // The step's name is data (it may interpolate a branch name or a PR title): inside the fence.
    expect(text).toMatch(/UNTRUSTED DATA \(name of the failed step of this job\)[^\n]*\n`{3,}text\nnpm test\n`{3,}/);
    expect(d.kind === 'run' && d.task.notes).toEqual([]);
  });

  test("another job's failure does not count: this job has no failed step, nothing runs", async () => {
    const d = await resolveTrigger(push(SHA, '78'), inputs(), helper);
    expect(d.kind === 'skip' && d.reason).toContain('no step of this job has failed (jobs API, run 78)');
  });

  test('when the job cannot be found, the run goes on with a warning that the baseline must reproduce the failure', async () => {
    const d = await resolveTrigger(push(SHA, '79'), inputs(), helper);
    expect(d.kind).toBe('run');
    expect(d.kind === 'run' && d.task.notes?.[0]).toContain('the baseline test run must reproduce the failure');
  });
});

describe('attempt once per head commit', () => {
  test('a push whose commit already has an agent-fix PR is skipped before any jobs API call', async () => {
    const before = gh.requests.length;
    const d = await resolveTrigger(push(DONE), inputs(), helper);
    expect(d).toEqual({ kind: 'skip', reason: `commit ${DONE.slice(0, 7)} was already attempted (PR #30)` });
    expect(gh.requests.slice(before).some((r) => r.path.includes('/actions/'))).toBe(false);
  });

  test('a pull_request whose head commit carries the attempt marker in a comment is skipped', async () => {
    const d = await resolveTrigger(pullRequest(31, 'feature/y', PR_SHA), inputs(), helper);
    expect(d).toEqual({
      kind: 'skip',
      reason: `commit ${PR_SHA.slice(0, 7)} was already attempted (see the comment on #31)`,
    });
  });

  test('an attempt marker that a stranger pasted on the PR is ignored: the commit is attempted', async () => {
    const d = await resolveTrigger(pullRequest(32, 'feature/z', STRANGER_SHA), inputs(), helper);
    expect(d.kind).toBe('run');
  });
});
