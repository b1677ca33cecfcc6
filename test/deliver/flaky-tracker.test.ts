// The flaky-test tracking issue on GitHub (deliver/flaky-tracker.ts), through the real GitHubHelper against the fake
// GitHub REST server: two runs that record at once (neither finding a tracker) end with one open tracker holding both
// records, the duplicate closed as one; a closed tracker is reopened when a test flakes again.
import { afterEach, describe, expect, test } from 'vitest';
import { recordFlaky, readFlakyTracker } from '../../src/deliver/flaky-tracker.js';
import { GitHubHelper } from '../../src/github/helper.js';
import { parseFlakyIssue, type FlakySighting } from '../../src/report/flaky-issue.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../e2e/fake-github.js';

const TEST = 'test/cache.test.js > the cache is warm';
const sighting = (run: number): FlakySighting => ({
  tests: [TEST],
  job: 'test',
  workflow: 'CI',
  sha: String(run % 10).repeat(40),
  runKey: `${run}/1`,
  runUrl: `https://github.example/acme/calc/actions/runs/${run}`,
  failureLine: 'AssertionError: the cache was cold',
  at: new Date().toISOString(),
});

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

async function helper(o: Partial<FakeGitHubOptions> = {}) {
  gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', ...o });
  return new GitHubHelper('ghs_testtoken1234567890', { owner: 'acme', repo: 'calc' }, { baseUrl: gh.url, retries: 0 });
}

describe('the flaky tracking issue', () => {
  test('two runs recording at once, with no tracker yet: one open tracker counts both, the other issue closed as a duplicate', async () => {
    const h = await helper();
    const [a, b] = await Promise.all([
      recordFlaky(h, sighting(8001), { threshold: 2, settleMs: 200 }),
      recordFlaky(h, sighting(8002), { threshold: 2, settleMs: 200 }),
    ]);
    const open = gh!.issues.filter((i) => i.state === 'open' && i.labels.includes('agent-fix-flaky'));
    expect(open).toHaveLength(1);
    const tracker = open[0]!;
    expect(a.issue.number).toBe(tracker.number);
    expect(b.issue.number).toBe(tracker.number);
    const { ledger } = parseFlakyIssue(tracker.body);
    expect(ledger.tests).toHaveLength(1);
    expect(ledger.tests[0]!.seen).toBe(2);
    expect(ledger.tests[0]!.runs.map((r) => r.key).sort()).toEqual(['8001/1', '8002/1']);
    // Each issue created was either the tracker or closed as its duplicate, saying which is the tracker.
    for (const other of gh!.issues.filter((i) => i.number !== tracker.number)) {
      expect(other.state).toBe('closed');
      expect(other.state_reason).toBe('duplicate');
      expect(other.body).toBe(
        `Duplicate of #${tracker.number}: another agent-fix run made the tracking issue at the same time.`,
      );
    }
    // The label was made once; the other run's attempt met 422 already_exists and went on.
    expect(gh!.labels.map((l) => [l.name, l.color])).toEqual([['agent-fix-flaky', 'fbca04']]);
    // The run whose record came second reached the threshold.
    expect([a.seen, b.seen].sort()).toEqual([1, 2]);
    expect([a, b].find((x) => x.seen === 2)!.deflake).toMatchObject({ test: TEST, seen: 2, threshold: 2 });
    expect((await readFlakyTracker(h))!.issue.number).toBe(tracker.number);
  });

  test('a closed tracker is reopened when a test flakes again, its count going on', async () => {
    const h = await helper();
    await recordFlaky(h, sighting(8101), { threshold: 3, settleMs: 0 });
    const tracker = gh!.issues[0]!;
    tracker.state = 'closed';
    tracker.state_reason = 'completed';
    const again = await recordFlaky(h, sighting(8102), { threshold: 3, settleMs: 0 });
    expect(again.issue).toMatchObject({ number: tracker.number, created: false });
    expect(again.seen).toBe(2);
    expect(again.notes).toContain(`flaky tracker: reopened #${tracker.number}, since a test flaked again`);
    expect(tracker.state).toBe('open');
    expect(tracker.state_reason).toBe('reopened');
    expect(gh!.issues).toHaveLength(1);
  });

  test('the same run recorded twice (agent-fix re-run on one failed CI run) counts once', async () => {
    const h = await helper();
    await recordFlaky(h, sighting(8201), { threshold: 3, settleMs: 0 });
    const twice = await recordFlaky(h, sighting(8201), { threshold: 3, settleMs: 0 });
    expect(twice.seen).toBe(1);
    expect(parseFlakyIssue(gh!.issues[0]!.body).ledger.tests[0]!.runs).toHaveLength(1);
  });
});
