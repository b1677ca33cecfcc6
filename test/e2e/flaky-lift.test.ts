// A deflake run of a test in quarantine (issue 57), through the bundle against the fake GitHub:
// - the quarantine mark is in the base tree (the quarantine PR was merged): the deflake run lifts it before its proof,
//   so the runs of the untouched code and of the candidate run the test (a skipped test proves nothing), and the
//   proven diff, the one the PR ships, removes the mark beside the fix;
// - the open-PR look-up that stops a second deflake run finds a deflake PR on a suffixed branch (`…-2`), and no other
//   test's branch.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { bwrapAvailable } from '../helpers/cli-run.js';
import { branchName } from '../../src/github/protocol.js';
import { deflakeBranchKey } from '../../src/trigger/flaky-deflake.js';
import type { FakeJob } from './fake-github.js';
import { ISSUE, failedRun, makeOrigin, useFakeServers, type Origin } from './harness.js';
import { commentCreated } from './payloads.js';

const { servers, run } = useFakeServers({
  github: { permissions: { maintainer: 'admin', pusher: 'write' } },
});

const show = (origin: Origin, ref: string, file: string) =>
  execFileSync('git', ['--git-dir', origin.bare, 'show', `${ref}:${file}`], { encoding: 'utf8' });

describe.skipIf(!bwrapAvailable)('a deflake run of a quarantined test lifts the mark before its proof', () => {
  const TEST = 'tests/test_tags.py::test_dedupe';
  test('the merged --deselect mark is lifted: the flake is reproduced, and the PR removes the mark beside the fix', async () => {
    const { gh } = await servers([
      assistant(
        null,
        toolCall('a', 'patch_file', { path: 'tags.py', old_str: 'list(set(tags))', new_str: 'sorted(set(tags))' }),
      ),
      assistant(null, toolCall('b', 'run_tests', {})),
      assistant(null, toolCall('c', 'finish', { summary: 'dedupe() returns the tags sorted.' })),
    ]);
    const origin = makeOrigin(
      makeRepo({
        'tags.py': 'def dedupe(tags):\n    """The tags, each once."""\n    return list(set(tags))\n',
        'tests/__init__.py': '',
        'tests/test_tags.py':
          'from tags import dedupe\n\n\ndef test_dedupe():\n' +
          "    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n\n\n" +
          "def test_single():\n    assert dedupe(['x']) == ['x']\n",
        // The quarantine PR's mark, merged: pytest deselects the flaky test.
        'pytest.ini': `[pytest]\naddopts = --deselect ${TEST}\npythonpath = .\n`,
      }),
    );
    const r = await run({
      event: 'issue_comment',
      payload: commentCreated({ ...ISSUE, body: `/agent-fix deflake ${TEST}`, commenter: 'maintainer' }),
      origin,
      inputs: { 'test-command': 'python3 -m pytest -q -p no:cacheprovider', sandbox: 'bwrap' },
    });
    const log = r.stdout + r.stderr;
    expect(r.code, log).toBe(0);
    expect(log).toContain(
      `deflake: ${TEST} is in quarantine in the base tree (\`--deselect ${TEST}\` in the \`addopts\` of \`pytest.ini\`); the mark is lifted before the proof, and the proven change removes it`,
    );
    expect(r.outputs.status, log).toBe('resolved');
    expect(gh.pulls, log).toHaveLength(1);
    const pr = gh.pulls[0]!;
    // The runs of the untouched code ran the test: it failed at least once there, 0 times after.
    const before = /\| before the change \(untouched code\) \| (\d+) \| (\d+) of \1/.exec(pr.body);
    expect(before, pr.body).not.toBeNull();
    expect(Number(before![2]), pr.body).toBeGreaterThanOrEqual(1);
    expect(pr.body).toMatch(/\| after the change \(candidate\) \| (\d+) \| 0 of \1 \|/);
    // The PR ships the fix and the lift: pytest.ini as it was before the quarantine.
    expect(show(origin, pr.head.ref, 'pytest.ini')).toBe('[pytest]\npythonpath = .\n');
    expect(show(origin, pr.head.ref, 'tags.py')).toContain('sorted(set(tags))');
    expect(pr.body).toContain(
      `🧊 **This lifts the quarantine** of the test: this change removes its mark (\`--deselect ${TEST}\` in the \`addopts\` of \`pytest.ini\`)`,
    );
    // The lift is agent-fix's own: no integrity finding names the runner's configuration.
    expect(pr.body).not.toMatch(/integrity[^\n]*pytest\.ini/i);
  }, 600_000);
});

describe('the open deflake PR look-up', () => {
  const FLAKY = 'the price cache is warm';
  /** A test that fails on every other run (a marker file another run left behind): red in CI, green on a re-run. */
  function flakyOrigin(): Origin {
    const marker = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-flaky-state-'))), 'warm');
    return makeOrigin(
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

  test('a deflake PR on a suffixed branch (…-2) is found: no second deflake run; a branch of another test is not', async () => {
    const branch = branchName('agent-fix/', deflakeBranchKey(FLAKY));
    const { gh, model } = await servers([], {
      jobs: { 9101: [failedJob(9101)] },
      pulls: [
        // Another test's deflake branch whose name starts with this one's slug (its hash differs): not this test's.
        {
          number: 40,
          head: {
            ref: branchName('agent-fix/', deflakeBranchKey(`${FLAKY} again`)),
            sha: '0'.repeat(40),
            repo: { full_name: 'acme/calc' },
          },
        },
        { number: 41, head: { ref: `${branch}-x`, sha: '0'.repeat(40), repo: { full_name: 'acme/calc' } } },
        // This test's deflake PR, on the branch chooseBranch takes when the first name holds a person's commits.
        { number: 42, head: { ref: `${branch}-2`, sha: '0'.repeat(40), repo: { full_name: 'acme/calc' } } },
      ],
    });
    const origin = flakyOrigin();
    const r = await run({
      event: 'workflow_run',
      payload: failedRun(9101, 'main', origin.mainSha),
      origin,
      inputs: { 'flaky-threshold': '1' },
    });
    const log = r.stdout + r.stderr;
    expect(r.code, log).toBe(0);
    expect(r.stdout).toContain(
      `agent-fix: ${FLAKY} is due to be deflaked, but its deflake pull request #42 (https://github.example/acme/calc/pull/42) is already open; the deflake run is not started again`,
    );
    expect(r.stdout).not.toContain('starting its deflake run');
    expect(model.requests).toHaveLength(0);
    expect(gh.pulls).toHaveLength(3);
  }, 300_000);
});
