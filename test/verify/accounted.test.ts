/**
 * Every test the baseline ran is accounted for (issue 29): pass-to-pass compares test ids (and counts where the
 * baseline named no passing test), a vanished test is broken unless the change deletes it, ids compare trimmed, the
 * runner's own report of its configuration file decides what is configuration, pytest.toml/.pytest.toml are config,
 * cargo's proof runs every binary and compares skips per id, go's proof is test-level, and a red run that names no
 * failing test says why. Recorded outputs: test/fixtures/runners/ (scripts/record-runner-fixtures.mjs).
 */
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseTestOutput } from '../../src/verify/parse.js';
import { passToPass } from '../../src/verify/pass-to-pass.js';
import { failToPassTable } from '../../src/verify/fail-to-pass.js';
import { provesFix } from '../../src/verify/evidence.js';
import {
  checkIntegrity,
  reportedConfigFindings,
  reportedSkipFindings,
  deletedTests,
} from '../../src/verify/integrity.js';
import { proofForm, listingEnv } from '../../src/verify/runners/index.js';
import { breakdownLines } from '../../src/verify/excerpt.js';
import { judgeLists } from '../../src/bench/instance-judge.js';
import type { TestRun } from '../../src/verify/types.js';

const fixtures = path.join(import.meta.dirname, '../fixtures/runners');
const recorded = (runner: string, variant: string): string => {
  const index = JSON.parse(fs.readFileSync(path.join(fixtures, runner, 'index.json'), 'utf8')) as {
    variants: Record<string, { file: string }>;
  };
  return fs.readFileSync(path.join(fixtures, runner, index.variants[variant]!.file), 'utf8');
};

const asRun = (output: string, exitCode: number, command = 'python3 -m pytest'): TestRun => ({
  ...parseTestOutput(output),
  command,
  exitCode,
  timedOut: false,
  passed: exitCode === 0,
  output,
  durationMs: 1,
});

const PYTEST_RED = [
  '============================= test session starts ==============================',
  'rootdir: /w',
  'collected 2 items',
  '',
  'test_calc.py F.                                                          [100%]',
  '=========================== short test summary info ============================',
  'FAILED test_calc.py::test_add - assert 6 == 5',
  '========================= 1 failed, 1 passed in 0.02s ==========================',
].join('\n');

/** The final run of the attack: test_mul deselected by a new .pytest.toml, the listing names the one pass. */
const PYTEST_DESELECTED = [
  '============================= test session starts ==============================',
  'rootdir: /w',
  'configfile: .pytest.toml',
  'collected 2 items / 1 deselected / 1 selected',
  '',
  'test_calc.py .                                                           [100%]',
  '=========================== short test summary info ============================',
  'PASSED test_calc.py::test_add',
  '======================= 1 passed, 1 deselected in 0.01s ========================',
].join('\n');

describe('pass-to-pass accounts for every test the baseline ran', () => {
  test('a test deselected in the final run is broken, by count when the baseline named no passing test', () => {
    const baseline = asRun(PYTEST_RED, 1);
    const final = asRun(PYTEST_DESELECTED, 0);
    expect(final.deselected).toBe(1);
    const p2p = passToPass(baseline, final, () => false);
    expect(p2p.level).toBe('counts');
    expect(p2p.vanished).toHaveLength(1);
    expect(p2p.broken[0]).toMatch(
      /1 test that ran in the baseline did not run in the final run \(pytest deselected 1 more\)/,
    );
    const table = failToPassTable({ before: baseline, final, baseline, testPaths: [] });
    expect(provesFix(table)).toBe(false);
  });

  test('by id where both runs name their tests: the vanished test is named', () => {
    const baseline = { ...asRun(PYTEST_RED, 1), passingIds: ['test_calc.py::test_mul'] };
    const final = asRun(PYTEST_DESELECTED, 0);
    const p2p = passToPass(baseline, final, () => false);
    expect(p2p.level).toBeUndefined();
    expect(p2p.vanished).toEqual(['test_calc.py::test_mul']);
    expect(p2p.broken).toEqual(['test_calc.py::test_mul']);
  });

  test('a baseline failure that vanished is "absent" after, never a pass', () => {
    const baseline = asRun(PYTEST_RED, 1);
    const final = asRun(PYTEST_DESELECTED.replace(/test_add/g, 'test_mul'), 0);
    const table = failToPassTable({ before: baseline, final, baseline, testPaths: [] });
    expect(table.tests).toEqual([{ id: 'test_calc.py::test_add', before: 'fail', after: 'missing' }]);
    expect(table.pass_to_pass.broken).toContain('test_calc.py::test_add');
    expect(provesFix(table)).toBe(false);
  });

  test("a test the change deletes is the integrity guard's finding, not a vanished one", () => {
    const baseline = { ...asRun(PYTEST_RED, 1), passingIds: ['test_calc.py::test_mul'] };
    const final = asRun(PYTEST_DESELECTED.replace('configfile: .pytest.toml\n', ''), 0);
    const deleted = deletedTests([
      {
        path: 'test_calc.py',
        before: 'def test_add():\n    assert 1\n\ndef test_mul():\n    assert 1\n',
        after: 'def test_add():\n    assert 1\n',
      },
    ]);
    expect(deleted).toEqual([{ path: 'test_calc.py', bare: 'test_mul' }]);
    expect(passToPass(baseline, final, () => false, deleted)).toEqual({ checked: 1, broken: [] });
  });

  test('an ordinary fix with every test still there: nothing vanished, by id and by count', () => {
    const baseline = asRun(PYTEST_RED, 1);
    const final = asRun(
      PYTEST_RED.replace('F.', '..')
        .replace(/FAILED.*\n/, 'PASSED test_calc.py::test_add\nPASSED test_calc.py::test_mul\n')
        .replace('1 failed, 1 passed', '2 passed'),
      0,
    );
    const p2p = passToPass(baseline, final, () => false);
    expect(p2p.broken).toEqual([]);
    expect(p2p.vanished).toBeUndefined();
  });
});

describe('pytest.toml and .pytest.toml are pytest configuration (pytest 9)', () => {
  test.each(['pytest.toml', '.pytest.toml'])('%s: a --deselect in addopts is a deselect-config finding', (file) => {
    const findings = checkIntegrity([
      { path: file, before: null, after: '[pytest]\naddopts = ["--deselect", "test_calc.py::test_mul"]\n' },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        path: file,
        kind: 'deselect-config',
        detail: expect.stringContaining('test_calc.py::test_mul'),
      }),
    ]);
  });

  test.each(['pytest.toml', '.pytest.toml'])('%s: any other change is a runner-config finding', (file) => {
    const findings = checkIntegrity([{ path: file, before: '[pytest]\n', after: '[pytest]\nxfail_strict = false\n' }]);
    expect(findings.map((f) => f.kind)).toEqual(['runner-config']);
  });

  test('the file pytest says it read is its configuration, whatever its name', () => {
    const final = { runner: 'pytest', output: 'rootdir: /w\nconfigfile: ci/strange.cfg\n1 passed in 0.01s' };
    const baseline = { runner: 'pytest', output: 'rootdir: /w\nconfigfile: ci/strange.cfg\n2 passed in 0.01s' };
    const changes = [{ path: 'ci/strange.cfg', before: '[pytest]\n', after: '[pytest]\nk = not mul\n' }];
    expect(checkIntegrity(changes)).toEqual([]);
    const found = reportedConfigFindings(baseline, final, changes, checkIntegrity(changes));
    expect(found).toEqual([expect.objectContaining({ path: 'ci/strange.cfg', kind: 'runner-config' })]);
    expect(found[0]!.detail).toContain('k = not mul');
  });

  test('a configuration file pytest reads only in the final run is a finding; the same file is none', () => {
    const baseline = { runner: 'pytest', output: 'rootdir: /w\nconfigfile: pyproject.toml\n' };
    const final = { runner: 'pytest', output: 'rootdir: /w\nconfigfile: ../outside.ini\n' };
    expect(reportedConfigFindings(baseline, final, [], [])).toEqual([
      expect.objectContaining({ kind: 'runner-config', detail: expect.stringContaining('../outside.ini') }),
    ]);
    expect(reportedConfigFindings(baseline, baseline, [], [])).toEqual([]);
  });
});

describe('cargo: every binary and the doc-tests run on both trees', () => {
  test('proof runs add --no-fail-fast where the command runs cargo test', () => {
    expect(proofForm('cargo test', {}).command).toBe('cargo test --no-fail-fast');
    expect(proofForm('cd crate && cargo +nightly test -- --nocapture', {}).command).toBe(
      'cd crate && cargo +nightly test --no-fail-fast -- --nocapture',
    );
    expect(proofForm('cargo test --no-fail-fast', {}).command).toBe('cargo test --no-fail-fast');
    expect(proofForm('npm test', {}).command).toBe('npm test');
  });

  test('the recorded doc-tests: stopped early, the baseline never reached them; with --no-fail-fast it did', () => {
    const early = parseTestOutput(recorded('cargo-doctests', 'default'));
    const all = parseTestOutput(recorded('cargo-doctests', 'no-fail-fast'));
    expect(early.passingIds).not.toContain('src/lib.rs - add');
    expect(all.passingIds).toContain('src/lib.rs - add');
    expect(all.failingIds).toEqual(['tests::taxes', 'src/lib.rs - tax']);
    expect(all.skippedIds).toEqual(['tests::later', 'src/lib.rs - half']);
    expect(all.counts).toEqual({ passed: 3, failed: 2, skipped: 2, errors: 0 });
  });

  test('skips compare per id, only for tests that ran on both sides: a fix that skips nothing has no finding', () => {
    const early = parseTestOutput(recorded('cargo-doctests', 'default'));
    const fixed = parseTestOutput(recorded('cargo-doctests', 'fixed'));
    expect(fixed.counts!.skipped).toBeGreaterThan(early.counts!.skipped);
    expect(reportedSkipFindings(early, fixed)).toEqual([]);
    const all = parseTestOutput(recorded('cargo-doctests', 'no-fail-fast'));
    expect(reportedSkipFindings(all, fixed)).toEqual([]);
  });

  test('a test that ran in the baseline and is ignored now is named', () => {
    const all = parseTestOutput(recorded('cargo-doctests', 'no-fail-fast'));
    const fixed = parseTestOutput(
      recorded('cargo-doctests', 'fixed').replace('test tests::adds ... ok', 'test tests::adds ... ignored'),
    );
    expect(reportedSkipFindings(all, fixed)).toEqual([
      expect.objectContaining({ kind: 'added-skip', detail: expect.stringContaining('tests::adds') }),
    ]);
  });
});

describe('go: the proof reads tests, not packages', () => {
  test("every run sets GOFLAGS=-v (after the caller's own flags, once)", () => {
    expect(proofForm('go test ./...', {}).env.GOFLAGS).toBe('-v');
    expect(proofForm('go test ./...', { GOFLAGS: '-count=1' }).env.GOFLAGS).toBe('-count=1 -v');
    expect(listingEnv({ GOFLAGS: '-v' }).GOFLAGS).toBe('-v');
  });
});

describe('ids are compared after trimming whitespace', () => {
  test('the parsers hand out trimmed ids', () => {
    const report = parseTestOutput('TAP version 13\nnot ok 1 - camelCase   \nok 2 - kebab \n1..2\n');
    expect(report.failingIds).toEqual(['camelCase']);
    expect(report.passingIds).toEqual(['kebab']);
  });

  test("the bench judge: ava's `✖ camelCase ` with a trailing space is the listed `camelCase`", () => {
    const verdict = judgeLists(
      {
        runner: 'ava',
        counts: { passed: 1, failed: 0, skipped: 0, errors: 0 },
        failingIds: [],
        passingIds: ['camelCase '],
      },
      [' camelCase'],
      [],
    );
    expect(verdict.failToPass.notPassed).toEqual([]);
    expect(verdict.resolved).toBe(true);
  });
});

describe('a red run with no failing test says why', () => {
  test("the runner's own error lines", () => {
    const output = [
      '  ✔ one',
      '  ✔ two',
      '  ✘ Internal error',
      "  Error: ENOENT: no such file or directory, mkdir '/w/node_modules/.cache/ava'",
      '  7 tests passed',
    ].join('\n');
    expect(breakdownLines(output)).toEqual([
      '✘ Internal error',
      "Error: ENOENT: no such file or directory, mkdir '/w/node_modules/.cache/ava'",
    ]);
    expect(breakdownLines('1 passed\n')).toEqual([]);
  });
});

describe('counts read right', () => {
  test('one package passed is "1 package passed"; several are packages', async () => {
    const { describeRun } = await import('../../src/report/pr-body.js');
    const run = (passed: number) => ({
      passed: true,
      exitCode: 0,
      counts: { passed, failed: 0, skipped: 0 },
      failingIds: [],
      output: '',
      unit: 'packages' as const,
    });
    expect(describeRun(run(1))).toBe('passed (exit 0) — 1 package passed, 0 failed');
    expect(describeRun(run(3))).toBe('passed (exit 0) — 3 packages passed, 0 failed');
  });

  test('the PR body says why a red run with no failing test failed', async () => {
    const { describeRun } = await import('../../src/report/pr-body.js');
    const line = describeRun({
      passed: false,
      exitCode: 1,
      counts: { passed: 7, failed: 0, skipped: 0 },
      failingIds: [],
      output: '',
      errorLines: ["Error: ENOENT: no such file or directory, mkdir 'node_modules/.cache/ava'"],
    });
    expect(line).toBe(
      "failed (exit 1) — 7 passed, 0 failed; the runner said: `Error: ENOENT: no such file or directory, mkdir 'node_modules/.cache/ava'`",
    );
  });
});
