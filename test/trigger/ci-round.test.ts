// CI rounds, decided: which failed runs on a bot branch start a round on the bot's own PR, and which are refused.
// Each case gets its own fake GitHub (PRs, comments and jobs as GitHub would answer them).
import { afterEach, describe, expect, test } from 'vitest';
import { eventContext, TEST_REPO } from '../helpers/context.js';
import { parseActionInputs } from '../../src/config/action-inputs.js';
import { GitHubHelper } from '../../src/github/helper.js';
import { attemptMarker, ciRoundMarker, CI_STOP_MARKER } from '../../src/github/protocol.js';
import { ciRoundsDone } from '../../src/trigger/ci-round.js';
import { workflowRunFailure } from '../../src/trigger/ci-failure.js';
import { resolveTrigger } from '../../src/trigger/events.js';
import type { TriggerDecision } from '../../src/trigger/task.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../e2e/fake-github.js';
import { workflowRunCompleted } from '../e2e/payloads.js';

const { owner, repo } = TEST_REPO;
const SELF = 'agent-fix-app[bot]';
const BRANCH = 'agent-fix/issue-7';
const HEAD = 'abcdef1234567890abcdef1234567890abcdef12';
const LOG = 'not ok 1 - multiply keeps integers\n  error: "expected 6 to be 6.0"\n# fail 1\n';
const inputs = (extra: Record<string, string> = {}) =>
  parseActionInputs((n) => (n === 'github-token' ? 'ghs_testtoken1234567890' : (extra[n] ?? '')));

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

async function decide(
  o: {
    options?: Partial<FakeGitHubOptions>;
    actor?: string;
    rerunBy?: string;
    sha?: string;
    extra?: Record<string, string>;
  } = {},
): Promise<TriggerDecision> {
  gh = await startFakeGitHub({
    owner,
    repo,
    selfLogin: SELF,
    permissions: { maintainer: 'admin', reader: 'read' },
    pulls: [
      {
        number: 200,
        title: 'Fix #7: tax()',
        body: 'Fixes #7\n<!-- agent-fix:task issue-7 -->',
        head: { ref: BRANCH, sha: HEAD, repo: { full_name: `${owner}/${repo}` } },
      },
    ],
    jobs: { 77: [{ id: 5, name: 'test (node 18)', conclusion: 'failure', log: LOG }] },
    ...o.options,
  });
  const p = workflowRunCompleted({
    owner,
    repo,
    runId: 77,
    conclusion: 'failure',
    headBranch: BRANCH,
    headSha: o.sha ?? HEAD,
  });
  const user = (login: string) => ({ login, id: 1, type: login.endsWith('[bot]') ? 'Bot' : 'User' });
  p.workflow_run.actor = user(o.actor ?? SELF);
  p.workflow_run.triggering_actor = user(o.rerunBy ?? o.actor ?? SELF);
  const ctx = eventContext(gh.url, 'workflow_run', p, {
    sha: HEAD,
    runId: '1',
    actor: 'x',
    runUrl: 'https://github.example/acme/calc/actions/runs/1',
  });
  const helper = new GitHubHelper('ghs_testtoken1234567890', { owner, repo }, { baseUrl: gh.url, retries: 0 });
  return resolveTrigger(ctx, inputs(o.extra), helper);
}

const reason = (d: TriggerDecision) => (d.kind === 'skip' ? d.reason : `ran: ${d.task.request.description}`);

describe('a CI round starts', () => {
  test("on the head of the bot's own open PR, from CI its own push started: a review-mode task on the PR branch", async () => {
    const d = await decide();
    expect(d.kind).toBe('run');
    if (d.kind !== 'run') return;
    expect(d.task.review).toMatchObject({ kind: 'ci', pr: 200, branch: BRANCH, headSha: HEAD, round: 1, maxRounds: 2 });
    expect(d.task.attemptSha).toBe(HEAD);
    expect(d.task.branchKey).toBe('issue-7');
    expect(d.task.ciFailure).toBe(false);
    expect(d.task.text).toContain('multiply keeps integers');
    expect(d.task.text).toContain('Fixes #7');
  });

  test('a re-run by someone with write access still counts', async () => {
    expect((await decide({ rerunBy: 'maintainer' })).kind).toBe('run');
  });

  test('CI round markers a stranger pasted are not counted, nor their attempt or stop markers', async () => {
    const forged = `${ciRoundMarker(2, 'abc')}\n${attemptMarker(HEAD)}\n${CI_STOP_MARKER}`;
    const d = await decide({ options: { comments: [{ issue: 200, body: forged, user: 'mallory' }] } });
    expect(reason(d)).toMatch(/^ran: CI round 1 on PR #200/);
  });
});

describe('a CI round is refused', () => {
  test.each([
    [{ actor: 'maintainer' }, /was started by @maintainer, not by agent-fix's own account \(@agent-fix-app\[bot\]\)/],
    [{ rerunBy: 'reader' }, /@reader has read access .*start a CI round by re-running CI/],
    [{ sha: 'f'.repeat(40) }, /the failed run is for fffffff, but the head of pull request #200 is now abcdef1/],
    [{ extra: { 'ci-rounds': '0' } }, /CI rounds are off \(ci-rounds: 0\)/],
  ] as const)('%o', async (o, why) => {
    expect(reason(await decide(o))).toMatch(why);
  });

  test('on a PR someone else opened from a bot-prefixed branch', async () => {
    const d = await decide({
      options: {
        pulls: [{ number: 201, user: 'mallory', head: { ref: BRANCH, sha: HEAD, repo: { full_name: 'acme/calc' } } }],
      },
    });
    expect(reason(d)).toContain("pull request #201 was opened by @mallory, not by agent-fix's own account");
  });

  test('with no open PR from the branch', async () => {
    const d = await decide({
      options: {
        pulls: [{ number: 200, state: 'closed', head: { ref: BRANCH, sha: HEAD, repo: { full_name: 'acme/calc' } } }],
      },
    });
    expect(reason(d)).toContain(`no open pull request comes from ${BRANCH}`);
  });

  test('twice on the same head: our own attempt marker', async () => {
    const d = await decide({
      options: { comments: [{ issue: 200, body: attemptMarker(HEAD), user: SELF, type: 'Bot' }] },
    });
    expect(reason(d)).toContain('commit abcdef1 was already attempted');
  });

  test('past the cap, with a notice posted once', async () => {
    const round2 = { issue: 200, body: ciRoundMarker(2, 'aaaaaaaaaaaa'), user: SELF, type: 'Bot' };
    const d = await decide({ options: { comments: [round2] } });
    expect(reason(d)).toContain('reached ci-rounds (2 of 2)');
    expect(d.kind === 'skip' && d.notice?.body).toContain('`ci-rounds: 2`');
    const again = await decide({
      options: { comments: [round2, { issue: 200, body: '<!-- agent-fix:ci-limit -->', user: SELF, type: 'Bot' }] },
    });
    expect(again.kind === 'skip' && again.notice).toBeUndefined();
  });

  test('after a round that stopped, and when the failure is the same one the last round worked on', async () => {
    const stopped = await decide({
      options: { comments: [{ issue: 200, body: CI_STOP_MARKER, user: SELF, type: 'Bot' }] },
    });
    expect(reason(stopped)).toContain('stopped after a round that made no progress');
    // The fingerprint of this very failure, as round 1 would have recorded it.
    gh = await startFakeGitHub({
      owner,
      repo,
      jobs: { 77: [{ id: 5, name: 'test (node 18)', conclusion: 'failure', log: LOG }] },
    });
    const helper = new GitHubHelper('ghs_t', { owner, repo }, { baseUrl: gh.url, retries: 0 });
    const same = (await workflowRunFailure(helper, 77)).fingerprint;
    await gh.close();
    const d = await decide({
      options: { comments: [{ issue: 200, body: ciRoundMarker(1, same), user: SELF, type: 'Bot' }] },
    });
    expect(reason(d)).toContain('CI round 1 on pull request #200 made no progress: the same failure on abcdef1');
    expect(d.kind === 'skip' && d.notice?.body).toContain('<!-- agent-fix:ci-stop -->');
  });
});

test('ciRoundsDone reads the highest round and the failure it worked on', () => {
  expect(ciRoundsDone(['none'])).toEqual({ done: 0, lastFailure: undefined });
  expect(ciRoundsDone([ciRoundMarker(1, 'aaa111'), `x ${ciRoundMarker(2, 'bbb222')}`])).toEqual({
    done: 2,
    lastFailure: 'bbb222',
  });
});
