// Flaky tests tracked across CI runs (issue 57), through the bundle: each workflow_run failure whose test passes when
// agent-fix re-runs it (the `flaky-retries` verdict) is counted in one `agent-fix-flaky` tracking issue on the fake
// GitHub, updated in place; at `flaky-threshold` sightings the run names the test to deflake and starts its deflake run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { parseFlakyIssue } from '../../src/report/flaky-issue.js';
import type { FakeJob } from './fake-github.js';
import { failedRun, makeOrigin, pushCommit, useFakeServers, type Origin } from './harness.js';
import { example, retarget } from './payloads.js';

const { servers, run } = useFakeServers({ github: { permissions: { pusher: 'write' } } });

const FLAKY = 'the price cache is warm';

/**
 * A project whose one flaky test depends on what an earlier run left behind (a marker file outside the checkout): it
 * fails when the file is missing and makes it, passes when it is there and removes it. So it fails on every other
 * run, as a test that leans on another run's leftovers does: red in CI, green on agent-fix's re-run.
 */
function flakyOrigin(): { origin: Origin; marker: string } {
  const marker = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-flaky-state-'))), 'warm');
  const origin = makeOrigin(
    makeRepo({
      'package.json': JSON.stringify({ name: 'prices', type: 'module', private: true }),
      'src/prices.js': 'export const price = (n) => n * 2;\n',
      'test/prices.test.js': [
        "import assert from 'node:assert/strict';",
        "import fs from 'node:fs';",
        "import { test } from 'node:test';",
        "import { price } from '../src/prices.js';",
        '',
        "test('price doubles', () => assert.equal(price(2), 4));",
        '',
        `test(${JSON.stringify(FLAKY)}, () => {`,
        `  const marker = ${JSON.stringify(marker)};`,
        '  const warm = fs.existsSync(marker);',
        '  if (warm) fs.rmSync(marker);',
        "  else fs.writeFileSync(marker, '');",
        "  assert.ok(warm, 'the price cache was cold');",
        '});',
        '',
      ].join('\n'),
    }),
  );
  return { origin, marker };
}

/** The failed job of CI run `runId`, whose log names the flaky test as node --test prints it. */
const failedJob = (runId: number): FakeJob => ({
  id: runId * 10,
  name: 'test',
  conclusion: 'failure',
  steps: [{ name: 'Run tests', conclusion: 'failure' }],
  log: [
    '2026-12-01T10:00:00.0000000Z ##[group]Run node --test',
    '2026-12-01T10:00:01.0000000Z ok 1 - price doubles',
    `2026-12-01T10:00:01.1000000Z not ok 2 - ${FLAKY}`,
    "2026-12-01T10:00:01.2000000Z   error: 'the price cache was cold'",
    '2026-12-01T10:00:02.0000000Z ##[error]Process completed with exit code 1.',
  ].join('\n'),
});

/**
 * The tracking issue as an earlier version of agent-fix left it after two sightings (runs 6001 and 6002), then edited
 * in GitHub's web editor: a maintainer's line above the table and a comment below it, the count in the table changed
 * by hand, and the whole body saved with CRLF line endings as the browser sends them.
 */
const EDITED_TRACKER = [
  'Maintainers: the price cache test is also discussed in #12; please keep this issue open.',
  '',
  '<!-- agent-fix-flaky:start -->',
  'Tests that failed in CI and then passed when agent-fix re-ran them on the same commit (`flaky-retries`). ' +
    'agent-fix updates this issue after each flaky verdict; a test seen 3 times or more (`flaky-threshold`) is due ' +
    'to be deflaked. The table is rewritten from the data comment below it on each update: edit around the table, not in it.',
  '',
  '| test | times seen | last seen | runs | failure line |',
  '|---|---|---|---|---|',
  `| \`${FLAKY}\` | 20 | 2026-12-02 | [1111111](https://github.example/acme/calc/actions/runs/6001) [2222222](https://github.example/acme/calc/actions/runs/6002) | \`error: 'the price cache was cold'\` |`,
  '',
  '<!-- agent-fix-flaky:data ' +
    JSON.stringify({
      version: 1,
      tests: [
        {
          id: FLAKY,
          seen: 2,
          firstSeen: '2026-12-01T10:00:00.000Z',
          lastSeen: '2026-12-02T10:00:00.000Z',
          runs: [
            {
              key: '6001/1',
              url: 'https://github.example/acme/calc/actions/runs/6001',
              sha: '1'.repeat(40),
              at: '2026-12-01T10:00:00.000Z',
            },
            {
              key: '6002/1',
              url: 'https://github.example/acme/calc/actions/runs/6002',
              sha: '2'.repeat(40),
              at: '2026-12-02T10:00:00.000Z',
            },
          ],
          failureLine: "error: 'the price cache was cold'",
          job: 'test',
          workflow: 'CI',
        },
      ],
    }) +
    ' -->',
  '<!-- agent-fix-flaky:end -->',
  '',
  '<!-- @maintainer: checked on 2026-12-02, still flaky on the Linux runners -->',
].join('\r\n');

const RUNS = [7001, 7002, 7003];
const jobs = Object.fromEntries(RUNS.map((id) => [id, [failedJob(id)]]));

describe('flaky tests tracked across CI runs', () => {
  test('three CI failures of one flaky test → one agent-fix-flaky issue, the test seen 3 times; the third names it to deflake and starts its deflake run', async () => {
    const { gh, model } = await servers([], { jobs });
    const { origin } = flakyOrigin();
    const shas = [origin.mainSha];
    const results = [];
    for (const [i, runId] of RUNS.entries()) {
      if (i > 0)
        shas.push(
          pushCommit(origin, { branch: 'main', message: `change ${i}`, files: { 'NOTES.md': `change ${i}\n` } }),
        );
      const r = await run({ event: 'workflow_run', payload: failedRun(runId, 'main', shas[i]!), origin });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      results.push(r);
      // Flaky: no change, no PR, and the model never asked (until the third verdict's deflake run, below).
      if (i < 2) expect(model.requests).toHaveLength(0);
    }
    expect(results.slice(0, 2).map((r) => r.outputs.status)).toEqual(['unresolved', 'unresolved']);
    // The third verdict makes the test due: the same run goes on to its deflake run (test/e2e/flaky-deflake.test.ts
    // follows one to its PR); this model has no script, so that run ends without a change and without a PR.
    expect(results[2]!.stdout).toContain(
      `agent-fix: ${FLAKY} has been seen flaky 3 times (flaky-threshold 3); starting its deflake run`,
    );
    expect(JSON.stringify(model.requests[0]?.messages)).toContain(`Make the test \`${FLAKY}\` deterministic`);
    expect(gh.pulls).toHaveLength(0);
    expect(results[2]!.outputs.status, results[2]!.stdout).toBe('unresolved');

    const tracked = gh.issues.filter((i) => i.labels.includes('agent-fix-flaky'));
    expect(tracked).toHaveLength(1);
    const issue = tracked[0]!;
    expect(issue.state).toBe('open');
    expect(issue.user).toBe('github-actions[bot]');
    expect(gh.labels.map((l) => l.name)).toEqual(['agent-fix-flaky']);
    expect(gh.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/issues'))).toHaveLength(1);

    const url = `https://github.example/acme/calc/issues/${issue.number}`;
    expect(results.map((r) => r.outputs['flaky-issue-url'])).toEqual([url, url, url]);
    expect(results.map((r) => r.outputs['flaky-seen'])).toEqual(['1', '2', '3']);
    const [first, second, third] = results;
    expect(first!.outputs['deflake-test']).toBe('');
    expect(second!.outputs['deflake-test']).toBe('');
    const { ledger, from } = parseFlakyIssue(issue.body);
    expect(from).toBe('data');
    expect(ledger.tests).toHaveLength(1);
    const t = ledger.tests[0]!;
    expect(third!.outputs['deflake-test']).toBe(t.id);
    expect(t.id).toContain(FLAKY);
    expect(t.seen).toBe(3);
    expect(t.runs.map((r) => r.key)).toEqual(['7001/1', '7002/1', '7003/1']);
    expect(t.runs.map((r) => r.sha)).toEqual(shas);
    expect(t.runs[2]!.url).toBe('https://github.example/acme/calc/actions/runs/7003');
    expect(t.failureLine).toContain('the price cache was cold');
    // The table a person reads, rendered from the data: the test, seen 3 times, the three commits linked.
    const row = issue.body.split('\n').find((l) => l.startsWith('| `') && l.includes(FLAKY))!;
    expect(row.split(/(?<!\\)\|/)[2]!.trim()).toBe('3');
    for (const sha of shas) expect(row).toContain(`[${sha.slice(0, 7)}]`);
    // Updated in place: one body per write, the last one what the issue holds.
    expect(issue.bodies.at(-1)).toBe(issue.body);
    expect(third!.summary).toContain(`#${issue.number}`);
    expect(third!.summary).toMatch(/has reached the flaky threshold \(seen 3 times, flaky-threshold 3\)/);
    // One summary for the step, not one per run: the deflake run's heading, the verdict and the deflake run under it.
    expect(third!.summary.match(/^## /gm), third!.summary).toEqual(['## ']);
    expect(third!.summary).toMatch(
      /^## ❌ agent-fix: unresolved\n\n<h3>The CI failure \(unresolved\): a flaky verdict/,
    );
    expect(third!.summary.indexOf('<h3>The deflake run</h3>')).toBeGreaterThan(
      third!.summary.indexOf(`#${issue.number}`),
    );
    expect(third!.stdout).toMatch(/::warning::flaky test .* has been seen 3 times \(flaky-threshold 3\)/);
  }, 180_000);

  test('an issue body a person edited (a line above, a comment below, a hand-changed count, CRLF) still parses: the count goes on from the data', async () => {
    const { gh } = await servers([], {
      jobs,
      labels: [{ name: 'agent-fix-flaky', color: 'fbca04' }],
      issues: [
        // Someone labeled their own question too: the tracker is the issue that holds agent-fix's region.
        {
          number: 30,
          title: 'Is the cache test flaky?',
          body: 'It failed twice this week.',
          labels: ['agent-fix-flaky'],
        },
        {
          number: 31,
          title: 'Flaky tests seen by agent-fix',
          body: EDITED_TRACKER,
          labels: ['agent-fix-flaky'],
          user: 'github-actions[bot]',
        },
      ],
    });
    const { origin } = flakyOrigin();
    const r = await run({ event: 'workflow_run', payload: failedRun(7003, 'main', origin.mainSha), origin });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['flaky-issue-url']).toBe('https://github.example/acme/calc/issues/31');
    expect(r.outputs['flaky-seen']).toBe('3');
    expect(r.outputs['deflake-test']).toBe(FLAKY);
    // No new issue, the question left as it was.
    expect(gh.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/issues'))).toHaveLength(0);
    expect(gh.issues.find((i) => i.number === 30)!.bodies).toEqual([]);
    const tracker = gh.issues.find((i) => i.number === 31)!;
    const { ledger, from } = parseFlakyIssue(tracker.body);
    expect(from).toBe('data');
    expect(ledger.tests[0]!.seen).toBe(3);
    expect(ledger.tests[0]!.runs.map((x) => x.key)).toEqual(['6001/1', '6002/1', '7003/1']);
    // What the people wrote around the table is kept as they wrote it; the table is rewritten from the data.
    expect(
      tracker.body.startsWith(EDITED_TRACKER.slice(0, EDITED_TRACKER.indexOf('<!-- agent-fix-flaky:start -->'))),
    ).toBe(true);
    expect(
      tracker.body.endsWith('\r\n\r\n<!-- @maintainer: checked on 2026-12-02, still flaky on the Linux runners -->'),
    ).toBe(true);
    const row = tracker.body.split(/\r?\n/).find((l) => l.startsWith('| `') && l.includes(FLAKY))!;
    expect(row.split(/(?<!\\)\|/)[2]!.trim()).toBe('3');
  });

  test('a token without issues: write: the step warns what to grant, passes, and the flaky verdict stands', async () => {
    const { gh } = await servers([], { jobs, issuesReadOnly: true });
    const { origin } = flakyOrigin();
    const r = await run({ event: 'workflow_run', payload: failedRun(7001, 'main', origin.mainSha), origin });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.status).toBe('unresolved');
    expect(r.stdout).toMatch(
      /::warning::could not record the flaky test in the `agent-fix-flaky` tracking issue \(HTTP 403: Resource not accessible by integration\); give the job `permissions: issues: write`/,
    );
    expect(r.outputs['flaky-seen']).toBe('');
    expect(r.outputs['flaky-issue-url']).toBe('');
    expect(r.outputs['deflake-test']).toBe('');
    expect(gh.issues).toHaveLength(0);
  });

  test('the same-job trigger records its flaky failure too, under this run and attempt', async () => {
    const { gh } = await servers([], { permissions: { maintainer: 'write' } });
    const { origin } = flakyOrigin();
    const payload = retarget(example('push', undefined), 'acme', 'calc');
    payload.ref = 'refs/heads/main';
    payload.after = origin.mainSha;
    payload.sender = { ...payload.sender, login: 'maintainer', type: 'User' };
    // The CI step's output, handed over as the failure-log input (same-job-ci.yml).
    const log = failedJob(1).log.replace(/^\S+ /gm, '');
    const r = await run({ event: 'push', payload, origin, inputs: { 'failure-log': log } });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['flaky-seen']).toBe('1');
    const tracker = gh.issues.find((i) => i.labels.includes('agent-fix-flaky'))!;
    expect(r.outputs['flaky-issue-url']).toBe(`https://github.example/acme/calc/issues/${tracker.number}`);
    const t = parseFlakyIssue(tracker.body).ledger.tests[0]!;
    expect(t.id).toBe(FLAKY);
    // GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT of the job itself (the harness's runner: run 4242, attempt 1).
    expect(t.runs).toEqual([expect.objectContaining({ key: '4242/1', sha: origin.mainSha })]);
    expect(t.runs[0]!.url).toMatch(/\/acme\/calc\/actions\/runs\/4242$/);
  });
});
