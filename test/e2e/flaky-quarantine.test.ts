// The `flaky` and `flaky-threshold` settings (issue 57), through the bundle against the fake GitHub: `flaky:
// quarantine` opens a PR of its own at flaky-threshold that skips the node:test test (`test.skip`), says it is a
// quarantine, links the tracking issue, and is linked from the tracking issue's row; a later sighting opens no second
// one. `flaky-threshold: never` records without starting a deflake run; a bad value is refused with what to write;
// `flaky: off` records nothing. The two runs of one step (a verdict, then its deflake run) write one job summary.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { parseFlakyIssue } from '../../src/report/flaky-issue.js';
import type { FakeJob } from './fake-github.js';
import { failedRun, makeOrigin, pushCommit, useFakeServers, type Origin } from './harness.js';

const { servers, run } = useFakeServers({ github: { permissions: { pusher: 'write' } } });

const FLAKY = 'the price cache is warm';
const TEST_FILE = 'test/prices.test.js';

/** A test that fails on every other run (a marker file another run left behind): red in CI, green on a re-run. */
function flakyOrigin(): Origin {
  const marker = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-flaky-state-'))), 'warm');
  return makeOrigin(
    makeRepo({
      'package.json': JSON.stringify({ name: 'prices', type: 'module', private: true }),
      'src/prices.js': 'export const price = (n) => n * 2;\n',
      [TEST_FILE]: [
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
}

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

const jobsFor = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, [failedJob(id)]]));

const show = (origin: Origin, ref: string, file: string) =>
  execFileSync('git', ['--git-dir', origin.bare, 'show', `${ref}:${file}`], { encoding: 'utf8' });

describe('flaky: quarantine, flaky-threshold: never, flaky: off', () => {
  test('flaky: quarantine: the third sighting opens a quarantine PR (test.skip on its own branch) linked both ways, one summary for the step, and no second PR at the fourth', async () => {
    const RUNS = [9001, 9002, 9003, 9004];
    const { gh } = await servers([], { jobs: jobsFor(RUNS) });
    const origin = flakyOrigin();
    const results = [];
    for (const [i, runId] of RUNS.entries()) {
      const sha =
        i === 0
          ? origin.mainSha
          : pushCommit(origin, { branch: 'main', message: `change ${i}`, files: { 'NOTES.md': `change ${i}\n` } });
      const r = await run({
        event: 'workflow_run',
        payload: failedRun(runId, 'main', sha),
        origin,
        inputs: { flaky: 'quarantine' },
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      results.push(r);
      if (i < 2) expect(gh.pulls, r.stdout).toHaveLength(0);
    }
    const third = results[2]!;
    const log = third.stdout + third.stderr;
    const tracker = gh.issues.find((i) => i.labels.includes('agent-fix-flaky'))!;
    expect(tracker, log).toBeDefined();

    // One PR: the quarantine, on a branch of its own, against main.
    expect(gh.pulls, log).toHaveLength(1);
    const pr = gh.pulls[0]!;
    expect(pr.head.ref).toMatch(/^agent-fix\/quarantine-the-price-cache-is-warm-[0-9a-f]{8}$/);
    expect(pr.base.ref).toBe('main');
    expect(pr.title).toBe(`Quarantine flaky test ${FLAKY}`);
    expect(pr.body).toContain('**Quarantine, not a fix.**');
    expect(pr.body).toContain(`\`${FLAKY}\``);
    expect(pr.body).toContain(`[#${tracker.number}](https://github.example/acme/calc/issues/${tracker.number})`);
    expect(pr.body).toContain(`\`test.skip(…)\` on that test in \`${TEST_FILE}\``);
    expect(log).toContain(`opened pull request #${pr.number}`);

    // The branch skips that test in node:test's own way, and changes nothing else.
    const skipped = show(origin, pr.head.ref, TEST_FILE);
    expect(skipped).toContain(`test.skip(${JSON.stringify(FLAKY)}, () => {`);
    expect(skipped).toContain("test('price doubles'");
    const main = show(origin, 'main', TEST_FILE);
    expect(skipped.replace('test.skip(', 'test(')).toBe(main);
    const changed = execFileSync(
      'git',
      ['--git-dir', origin.bare, 'diff', '--name-only', `${pr.head.ref}^`, pr.head.ref],
      {
        encoding: 'utf8',
      },
    );
    expect(changed.trim()).toBe(TEST_FILE);

    // The tracking issue's row links the quarantine PR.
    const t = parseFlakyIssue(tracker.body).ledger.tests.find((x) => x.id === FLAKY)!;
    expect(t.quarantine).toEqual({ number: pr.number, url: pr.html_url, branch: pr.head.ref });
    const row = tracker.body.split('\n').find((l) => l.startsWith('| `') && l.includes(FLAKY))!;
    expect(row).toContain(`[#${pr.number}](${pr.html_url})`);

    // One job summary for the verdict and the deflake run it started: one heading, the quarantine named in it.
    expect(third.summary.match(/^## /gm), third.summary).toHaveLength(1);
    expect(third.summary).toContain('The CI failure');
    expect(third.summary).toContain('The deflake run');
    expect(third.summary).toContain(`🧊 <b>Quarantine:</b> pull request <a href="${pr.html_url}">#${pr.number}</a>`);

    // The fourth sighting: the test is still due, its quarantine PR is open: no second one, and the log says so.
    const fourth = results[3]!;
    expect(gh.pulls, fourth.stdout).toHaveLength(1);
    expect(fourth.stdout).toContain(`is already in quarantine in pull request #${pr.number}`);
    expect(fourth.summary).toContain('already open; no second one');
  }, 600_000);

  test('flaky-threshold: never records each sighting and never starts a deflake run', async () => {
    const RUNS = [9101, 9102, 9103];
    const { gh, model } = await servers([], { jobs: jobsFor(RUNS) });
    const origin = flakyOrigin();
    const results = [];
    for (const [i, runId] of RUNS.entries()) {
      const sha =
        i === 0
          ? origin.mainSha
          : pushCommit(origin, { branch: 'main', message: `change ${i}`, files: { 'NOTES.md': `change ${i}\n` } });
      const r = await run({
        event: 'workflow_run',
        payload: failedRun(runId, 'main', sha),
        origin,
        inputs: { 'flaky-threshold': 'never' },
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      results.push(r);
    }
    expect(results.map((r) => r.outputs['flaky-seen'])).toEqual(['1', '2', '3']);
    expect(results.map((r) => r.outputs['deflake-test'])).toEqual(['', '', '']);
    expect(model.requests).toHaveLength(0);
    expect(gh.pulls).toHaveLength(0);
    for (const r of results) expect(r.stdout).not.toContain('starting its deflake run');
    const tracker = gh.issues.find((i) => i.labels.includes('agent-fix-flaky'))!;
    expect(parseFlakyIssue(tracker.body).ledger.tests[0]!.seen).toBe(3);
    expect(tracker.body).toContain('no test is ever due to be deflaked (`flaky-threshold: never`)');
    expect(results[2]!.summary).toContain('flaky-threshold is never');
  }, 600_000);

  test('a flaky-threshold that is neither a number nor never is refused, naming the input and what to write', async () => {
    const { gh } = await servers([], { jobs: jobsFor([9201]) });
    const origin = flakyOrigin();
    const r = await run({
      event: 'workflow_run',
      payload: failedRun(9201, 'main', origin.mainSha),
      origin,
      inputs: { 'flaky-threshold': 'sometimes' },
    });
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(
      /flaky-threshold.*must be a whole number from 1 to 1000 \(sightings before a deflake run\), or never \(or 0\) to record flaky tests without ever starting a deflake run \(got "sometimes"\)/,
    );
    expect(gh.issues).toHaveLength(0);
  });

  test('flaky: off records nothing, says so, and starts no deflake run', async () => {
    const { gh, model } = await servers([], { jobs: jobsFor([9301]) });
    const origin = flakyOrigin();
    const r = await run({
      event: 'workflow_run',
      payload: failedRun(9301, 'main', origin.mainSha),
      origin,
      inputs: { flaky: 'off', 'flaky-threshold': '1' },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.status).toBe('unresolved');
    expect(r.stdout).toContain('flaky: off: the flaky verdict is not recorded');
    expect(r.outputs['flaky-seen']).toBe('');
    expect(gh.issues).toHaveLength(0);
    expect(model.requests).toHaveLength(0);
  });
});
