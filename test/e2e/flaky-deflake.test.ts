// The deflake run a flaky verdict starts (issue 57), through the bundle against the fake GitHub, with real bwrap and
// real pytest on a test that flakes on the set order of two strings (a random hash seed each process): three CI
// failures of it (workflow_run) are three flaky verdicts in the `agent-fix-flaky` tracking issue; the third makes it
// due (`flaky-threshold` 3), and the same Action run goes on to its deflake run, as `/agent-fix deflake TEST` on the
// tracking issue would: the scripted model sorts, the statistical proof shows failures before and 0 of M after, and
// the PR says which tracking issue and how many times the test was seen; the tracking issue links the PR.
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { bwrapAvailable } from '../helpers/cli-run.js';
import { parseFlakyIssue } from '../../src/report/flaky-issue.js';
import type { FakeJob } from './fake-github.js';
import { failedRun, makeOrigin, pushCommit, useFakeServers } from './harness.js';

const { servers, run } = useFakeServers({ github: { permissions: { pusher: 'write' } } });

const TEST = 'tests/test_tags.py::test_dedupe';

const flakyOrigin = () =>
  makeOrigin(
    makeRepo({
      'tags.py': 'def dedupe(tags):\n    """The tags, each once."""\n    return list(set(tags))\n',
      'tests/__init__.py': '',
      'tests/test_tags.py':
        'from tags import dedupe\n\n\ndef test_dedupe():\n' +
        "    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n\n\n" +
        "def test_single():\n    assert dedupe(['x']) == ['x']\n",
      'pytest.ini': '[pytest]\npythonpath = .\n',
    }),
  );

/** The failed job of CI run `runId`, whose log names the flaky test as pytest prints it. */
const failedJob = (runId: number): FakeJob => ({
  id: runId * 10,
  name: 'test',
  conclusion: 'failure',
  steps: [{ name: 'Run tests', conclusion: 'failure' }],
  log: [
    '2026-12-01T10:00:00.0000000Z ##[group]Run python3 -m pytest -q',
    "2026-12-01T10:00:01.0000000Z E       AssertionError: assert ['beta', 'alpha'] == ['alpha', 'beta']",
    `2026-12-01T10:00:01.1000000Z FAILED ${TEST} - AssertionError: assert ['beta', 'alpha'] == ['alpha', 'beta']`,
    '2026-12-01T10:00:01.2000000Z 1 failed, 1 passed in 0.02s',
    '2026-12-01T10:00:02.0000000Z ##[error]Process completed with exit code 1.',
  ].join('\n'),
});

const RUNS = [8001, 8002, 8003];
const jobs = Object.fromEntries(RUNS.map((id) => [id, [failedJob(id)]]));

// flaky-retries 10: the verdict is "reproduces" only when all 11 runs of the untouched code fail (about 0.4^11), so
// each CI failure is a flaky verdict, never a fix of the CI failure.
const inputs = {
  'test-command': 'python3 -m pytest -q -p no:cacheprovider',
  sandbox: 'bwrap',
  'flaky-retries': '10',
};

describe.skipIf(!bwrapAvailable)('a flaky test that reaches flaky-threshold is deflaked in the same run', () => {
  test('the third CI failure of a set-order flake starts a deflake run: a PR with failures before and 0 of M after, naming the tracking issue and the count', async () => {
    const { gh, model } = await servers(
      [
        assistant(
          null,
          toolCall('a', 'patch_file', { path: 'tags.py', old_str: 'list(set(tags))', new_str: 'sorted(set(tags))' }),
        ),
        assistant(null, toolCall('b', 'run_tests', {})),
        assistant(null, toolCall('c', 'finish', { summary: 'dedupe() returns the tags sorted.' })),
      ],
      { jobs },
    );
    const origin = flakyOrigin();
    const shas = [origin.mainSha];
    const results = [];
    for (const [i, runId] of RUNS.entries()) {
      if (i > 0)
        shas.push(
          pushCommit(origin, { branch: 'main', message: `change ${i}`, files: { 'NOTES.md': `change ${i}\n` } }),
        );
      const r = await run({ event: 'workflow_run', payload: failedRun(runId, 'main', shas[i]!), origin, inputs });
      const log = r.stdout + r.stderr;
      expect(r.code, log).toBe(0);
      results.push(r);
      // The first two verdicts are recorded, and nothing more starts: no model call, no PR.
      if (i < 2) {
        expect(r.outputs.status, log).toBe('unresolved');
        expect(r.outputs['deflake-test'], log).toBe('');
        expect(model.requests, log).toHaveLength(0);
        expect(gh.pulls, log).toHaveLength(0);
      }
    }
    const third = results[2]!;
    const log = third.stdout + third.stderr;
    const tracker = gh.issues.find((i) => i.labels.includes('agent-fix-flaky'))!;
    expect(tracker, log).toBeDefined();
    const t = parseFlakyIssue(tracker.body).ledger.tests.find((x) => x.id === TEST);
    expect(t?.seen, tracker.body).toBe(3);
    expect(results.map((r) => r.outputs['flaky-seen'])).toEqual(['1', '2', '3']);
    expect(third.outputs['deflake-test'], log).toBe(TEST);
    expect(log).toContain(
      `agent-fix: ${TEST} has been seen flaky 3 times (flaky-threshold 3); starting its deflake run`,
    );

    // The deflake run: the model asked to make that test deterministic, the proof, a PR.
    expect(JSON.stringify(model.requests[0]?.messages), log).toContain(`Make the test \`${TEST}\` deterministic`);
    expect(third.outputs.status, log).toBe('resolved');
    expect(gh.pulls, log).toHaveLength(1);
    const pr = gh.pulls[0]!;
    expect(third.outputs['pr-url'], log).toBe(pr.html_url);
    expect(pr.draft).toBe(false);
    const body = pr.body;
    expect(body).toContain(`Deflake of \`${TEST}\``);
    const before = /\| before the change \(untouched code\) \| (\d+) \| (\d+) of \1/.exec(body);
    const after = /\| after the change \(candidate\) \| (\d+) \| 0 of \1 \|/.exec(body);
    expect(before, body).not.toBeNull();
    expect(Number(before![2]), body).toBeGreaterThanOrEqual(1);
    expect(after, body).not.toBeNull();
    expect(Number(after![1]), body).toBe(Math.max(3 * Number(before![1]), 10));
    // Which tracking issue, and how many times the test was seen; the PR does not close the tracker.
    expect(body).toContain('seen 3 times in CI (flaky-threshold 3)');
    expect(body).toContain(`tracked in #${tracker.number}`);
    expect(body).toContain(`https://github.example/acme/calc/issues/${tracker.number}`);
    expect(body).not.toMatch(new RegExp(`(Fixes|Closes) #${tracker.number}\\b`));
    expect(tracker.state).toBe('open');
    // The fix is on the PR's branch: the set sorted.
    expect(
      execFileSync('git', ['--git-dir', origin.bare, 'show', `${pr.head.ref}:tags.py`], { encoding: 'utf8' }),
    ).toContain('sorted(set(tags))');

    // The tracking issue links the PR: the deflake run's progress comment ends on it.
    const onTracker = gh.comments.filter((c) => c.issue === tracker.number);
    expect(onTracker, log).toHaveLength(1);
    expect(onTracker[0]!.body).toContain(`pull request #${pr.number}`);
    expect(onTracker[0]!.body).toContain(pr.html_url);
  }, 600_000);

  test('flaky: quarantine: the third failure opens the quarantine PR (pytest --deselect) and the deflake PR that lifts it; the fourth starts no second deflake run while that PR is open', async () => {
    const { gh, model } = await servers(
      [
        assistant(
          null,
          toolCall('a', 'patch_file', { path: 'tags.py', old_str: 'list(set(tags))', new_str: 'sorted(set(tags))' }),
        ),
        assistant(null, toolCall('b', 'run_tests', {})),
        assistant(null, toolCall('c', 'finish', { summary: 'dedupe() returns the tags sorted.' })),
      ],
      { jobs: { ...jobs, 8004: [failedJob(8004)] } },
    );
    const origin = flakyOrigin();
    const results = [];
    const asked: number[] = [];
    for (const [i, runId] of [...RUNS, 8004].entries()) {
      const sha =
        i === 0
          ? origin.mainSha
          : pushCommit(origin, { branch: 'main', message: `change ${i}`, files: { 'NOTES.md': `change ${i}\n` } });
      const r = await run({
        event: 'workflow_run',
        payload: failedRun(runId, 'main', sha),
        origin,
        inputs: { ...inputs, flaky: 'quarantine' },
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      results.push(r);
      asked.push(model.requests.length);
    }
    const third = results[2]!;
    const log = third.stdout + third.stderr;
    const tracker = gh.issues.find((i) => i.labels.includes('agent-fix-flaky'))!;
    const quarantine = gh.pulls.find((p) => p.head.ref.startsWith('agent-fix/quarantine-'))!;
    const deflake = gh.pulls.find((p) => p.head.ref.startsWith('agent-fix/deflake-'))!;
    expect(quarantine, log).toBeDefined();
    expect(deflake, log).toBeDefined();
    expect(gh.pulls).toHaveLength(2);

    // The quarantine: pytest's own --deselect, in the addopts of the project's pytest.ini, nothing else changed.
    const ini = execFileSync('git', ['--git-dir', origin.bare, 'show', `${quarantine.head.ref}:pytest.ini`], {
      encoding: 'utf8',
    });
    expect(ini).toBe(`[pytest]\naddopts = --deselect ${TEST}\npythonpath = .\n`);
    expect(quarantine.body).toContain('**Quarantine, not a fix.**');
    expect(quarantine.body).toContain(`\`${TEST}\``);
    expect(quarantine.body).toContain(
      `[#${tracker.number}](https://github.example/acme/calc/issues/${tracker.number})`,
    );
    const row = tracker.body.split('\n').find((l) => l.startsWith('| `') && l.includes(TEST))!;
    expect(row).toContain(`[#${quarantine.number}](${quarantine.html_url})`);

    // The deflake PR says it lifts that quarantine, and how.
    expect(deflake.body).toContain(
      `🧊 **This lifts the quarantine** of the test, [#${quarantine.number}](${quarantine.html_url}) (branch \`${quarantine.head.ref}\`)`,
    );
    expect(deflake.body).toContain(`agent-fix closes #${quarantine.number} unmerged as this proven fix opens`);
    // The open quarantine PR is closed unmerged, with a comment naming the proven fix that replaces it.
    expect(quarantine.state, log).toBe('closed');
    const closing = gh.comments.filter((c) => c.issue === quarantine.number);
    expect(closing, log).toHaveLength(1);
    expect(closing[0]!.body).toContain(
      `agent-fix opened #${deflake.number}, a proven fix of the flaky test \`${TEST}\``,
    );
    expect(closing[0]!.body).toContain(`remove \`--deselect ${TEST}\` from \`addopts\` in \`pytest.ini\``);
    expect(log).toContain(
      `flaky: quarantine: closed the quarantine pull request #${quarantine.number} of ${TEST} unmerged: the deflake pull request #${deflake.number} (${deflake.html_url}) replaces it`,
    );
    expect(deflake.body).toContain(`remove \`--deselect ${TEST}\` from \`addopts\` in \`pytest.ini\``);
    expect(third.outputs.status, log).toBe('resolved');

    // The fourth failure: the test is due again, but its deflake PR is open: no second deflake run, said in the log
    // and the summary; no second quarantine PR.
    const fourth = results[3]!;
    expect(fourth.stdout).toContain(
      `agent-fix: ${TEST} is due to be deflaked, but its deflake pull request #${deflake.number} (${deflake.html_url}) is already open; the deflake run is not started again`,
    );
    expect(fourth.stdout).not.toContain('starting its deflake run');
    // The quarantine PR it replaced was closed: no new one opens while the deflake PR is open.
    expect(fourth.stdout).toContain(
      `flaky: quarantine: ${TEST} gets no quarantine pull request while its deflake pull request #${deflake.number} is open`,
    );
    expect(fourth.summary).toContain(
      `Its deflake pull request <a href="${deflake.html_url}">#${deflake.number}</a> is already open`,
    );
    expect(fourth.outputs.status).toBe('unresolved');
    expect(asked[3]).toBe(asked[2]);
    expect(gh.pulls).toHaveLength(2);
  }, 900_000);
});
