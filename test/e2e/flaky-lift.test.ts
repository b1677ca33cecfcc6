// A deflake run of a test in quarantine (issue 57), through the bundle against the fake GitHub:
// - the quarantine mark is in the base tree (the quarantine PR was merged): the deflake run lifts it before its proof,
//   so the runs of the untouched code and of the candidate run the test (a skipped test proves nothing), and the
//   proven diff, the one the PR ships, removes the mark beside the fix: pytest's `--deselect`, go's `t.Skip` line,
//   node:test's `test.skip(`, each run by the real tool on a test that really flakes;
// - the open-PR look-up that stops a second deflake run finds a deflake PR on a suffixed branch (`…-2`), and no other
//   test's branch.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type ScriptStep } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { bwrapAvailable } from '../helpers/cli-run.js';
import { branchName } from '../../src/github/protocol.js';
import { quarantineMark } from '../../src/deliver/quarantine-mark.js';
import { deflakeBranchKey } from '../../src/trigger/flaky-deflake.js';
import type { FakeJob } from './fake-github.js';
import { ISSUE, failedRun, makeOrigin, useFakeServers, type Origin } from './harness.js';
import { commentCreated } from './payloads.js';

const { servers, run } = useFakeServers({
  github: { permissions: { maintainer: 'admin', pusher: 'write' } },
});

const show = (origin: Origin, ref: string, file: string) =>
  execFileSync('git', ['--git-dir', origin.bare, 'show', `${ref}:${file}`], { encoding: 'utf8' });

const goAvailable = spawnSync('go', ['version']).status === 0;

/** The patch of the fix, the agent's test run, its finish. */
const fixing = (file: string, old_str: string, new_str: string): ScriptStep[] => [
  assistant(null, toolCall('a', 'patch_file', { path: file, old_str, new_str })),
  assistant(null, toolCall('b', 'run_tests', {})),
  assistant(null, toolCall('c', 'finish', { summary: 'The result no longer depends on an order nobody fixed.' })),
];

/** The files with `test`'s quarantine mark placed as the quarantine PR places it (merged into the base). */
function quarantined(runner: string, test: string, files: Record<string, string>): Record<string, string> {
  const mark = quarantineMark(
    runner,
    test,
    {
      files: Object.keys(files),
      read: (f) => files[f],
      containing: (t) => Object.keys(files).filter((f) => files[f]!.includes(t)),
    },
    7,
  );
  if ('refused' in mark) throw new Error(mark.refused);
  return { ...files, [mark.file]: mark.content };
}

/** A `/agent-fix deflake TEST` comment's run on the quarantined tree: resolved, one PR, its failures before and 0 after. */
async function deflakeLifts(o: {
  test: string;
  files: Record<string, string>;
  runner: string;
  command: string;
  script: ScriptStep[];
  how: string;
}) {
  const { gh } = await servers(o.script);
  const origin = makeOrigin(makeRepo(quarantined(o.runner, o.test, o.files)));
  const r = await run({
    event: 'issue_comment',
    payload: commentCreated({ ...ISSUE, body: `/agent-fix deflake ${o.test}`, commenter: 'maintainer' }),
    origin,
    inputs: { 'test-command': o.command, sandbox: 'bwrap' },
  });
  const log = r.stdout + r.stderr;
  expect(r.code, log).toBe(0);
  expect(log).toContain(
    `deflake: ${o.test} is in quarantine in the base tree (${o.how}); the mark is lifted before the proof, and the proven change removes it`,
  );
  expect(r.outputs.status, log).toBe('resolved');
  expect(gh.pulls, log).toHaveLength(1);
  const pr = gh.pulls[0]!;
  const before = /\| before the change \(untouched code\) \| (\d+) \| (\d+) of \1/.exec(pr.body);
  expect(before, pr.body).not.toBeNull();
  expect(Number(before![2]), pr.body).toBeGreaterThanOrEqual(1);
  expect(pr.body).toMatch(/\| after the change \(candidate\) \| (\d+) \| 0 of \1 \|/);
  expect(pr.body).toContain(`🧊 **This lifts the quarantine** of the test: this change removes its mark (${o.how})`);
  // The lift is agent-fix's own: no skip counted against the change.
  expect(pr.body).toMatch(/Test integrity: no test (removed, skipped or weakened|file changed)/);
  return { origin, pr };
}

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

  test("a pytest.ini without a [pytest] section: the section the mark added is lifted, the PR's pytest.ini is the one before the quarantine", async () => {
    const ini = '# coverage only\n[coverage:run]\nbranch = 1\n';
    const { origin, pr } = await deflakeLifts({
      test: TEST,
      files: {
        'tags.py': 'def dedupe(tags):\n    """The tags, each once."""\n    return list(set(tags))\n',
        'tests/__init__.py': '',
        'tests/test_tags.py':
          "from tags import dedupe\n\n\ndef test_dedupe():\n    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n",
        'pytest.ini': ini,
      },
      runner: 'pytest',
      command: 'python3 -m pytest -q -p no:cacheprovider',
      how: `\`--deselect ${TEST}\` in the \`addopts\` of \`pytest.ini\``,
      script: fixing('tags.py', 'list(set(tags))', 'sorted(set(tags))'),
    });
    expect(show(origin, 'main', 'pytest.ini')).toContain('[pytest]\n# agent-fix: this [pytest] section');
    expect(show(origin, pr.head.ref, 'pytest.ini')).toBe(ini);
  }, 600_000);

  /** Fails most runs: the keys of a map in go's (random) iteration order. */
  const GO = {
    'go.mod': 'module example.com/tags\n\ngo 1.19\n',
    'tags.go': [
      'package tags',
      '',
      '// Dedupe returns the tags, each once, in the order they first appear.',
      'func Dedupe(tags []string) []string {',
      '\tseen := map[string]bool{}',
      '\tfor _, t := range tags {',
      '\t\tseen[t] = true',
      '\t}',
      '\tout := []string{}',
      '\tfor t := range seen {',
      '\t\tout = append(out, t)',
      '\t}',
      '\treturn out',
      '}',
      '',
    ].join('\n'),
    'tags_test.go': [
      'package tags',
      '',
      'import (',
      '\t"reflect"',
      '\t"testing"',
      ')',
      '',
      'func TestDedupe(t *testing.T) {',
      '\tgot := Dedupe([]string{"e", "a", "d", "b", "a", "c"})',
      '\tif want := []string{"e", "a", "d", "b", "c"}; !reflect.DeepEqual(got, want) {',
      '\t\tt.Fatalf("Dedupe = %v, want %v", got, want)',
      '\t}',
      '}',
      '',
      'func TestSingle(t *testing.T) {',
      '\tif got := Dedupe([]string{"x"}); len(got) != 1 {',
      '\t\tt.Fatalf("Dedupe = %v", got)',
      '\t}',
      '}',
      '',
    ].join('\n'),
  };

  test.skipIf(!goAvailable)(
    "go: the merged t.Skip line is lifted: the map-order flake is reproduced, and the PR's test file is the one before the quarantine",
    async () => {
      const { origin, pr } = await deflakeLifts({
        test: 'TestDedupe',
        files: GO,
        runner: 'go',
        command: 'go test -v ./...',
        how: '`t.Skip(…)` as the first statement of `TestDedupe` in `tags_test.go`',
        script: fixing(
          'tags.go',
          '\tfor t := range seen {\n\t\tout = append(out, t)\n\t}\n',
          '\tfor _, t := range tags {\n\t\tif seen[t] {\n\t\t\tout = append(out, t)\n\t\t\tdelete(seen, t)\n\t\t}\n\t}\n',
        ),
      });
      expect(show(origin, pr.head.ref, 'tags_test.go')).toBe(GO['tags_test.go']);
      expect(show(origin, pr.head.ref, 'tags.go')).toContain('delete(seen, t)');
    },
    600_000,
  );

  /** Fails most runs: four lookups that finish in timer order, pushed as each one ends. */
  const NODE = {
    'package.json': JSON.stringify({ name: 'tags', type: 'module', private: true }),
    'src/labels.js': [
      'const lookup = (name) => new Promise((resolve) => setTimeout(() => resolve(name.toUpperCase()), Math.random() * 8));',
      '',
      "/** The tags' labels, in the tags' order. */",
      'export async function labels(tags) {',
      '  const out = [];',
      '  await Promise.all(tags.map(async (t) => out.push(await lookup(t))));',
      '  return out;',
      '}',
      '',
    ].join('\n'),
    'test/labels.test.js': [
      "import assert from 'node:assert/strict';",
      "import { test } from 'node:test';",
      "import { labels } from '../src/labels.js';",
      '',
      "test('labels follow the order of the tags', async () => {",
      "  assert.deepEqual(await labels(['a', 'b', 'c', 'd']), ['A', 'B', 'C', 'D']);",
      '});',
      '',
      "test('no tags, no labels', async () => assert.deepEqual(await labels([]), []));",
      '',
    ].join('\n'),
  };

  test("node:test: the merged test.skip( is lifted: the timer-order flake is reproduced, and the PR's test file is the one before the quarantine", async () => {
    const { origin, pr } = await deflakeLifts({
      test: 'labels follow the order of the tags',
      files: NODE,
      runner: 'js',
      command: 'node --test',
      how: '`test.skip(…)` on that test in `test/labels.test.js`',
      script: fixing(
        'src/labels.js',
        '  const out = [];\n  await Promise.all(tags.map(async (t) => out.push(await lookup(t))));\n  return out;\n',
        '  return Promise.all(tags.map(lookup));\n',
      ),
    });
    expect(show(origin, pr.head.ref, 'test/labels.test.js')).toBe(NODE['test/labels.test.js']);
    expect(show(origin, pr.head.ref, 'src/labels.js')).toContain('Promise.all(tags.map(lookup))');
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
