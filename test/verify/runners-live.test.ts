/**
 * The runner profiles against live runs of the sample projects, for the runners installed where the tests run:
 * pytest, unittest, go, node's test runner, and vitest through the root project's node_modules. The recorded
 * fixtures (runners.test.ts) pin each reporter's exact output; these show that the runners installed today still
 * read the same. Also the checks that need a process: the runner's own listing (collection.ts) and its own skip count.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseTestOutput } from '../../src/verify/parse.js';
import { checkCollection, type RunList } from '../../src/verify/collection.js';
import { checkIntegrity, reportedSkipFindings } from '../../src/verify/integrity.js';
import { PYTEST_PASSING_HOOK } from '../helpers/fixtures.js';

const repoRoot = path.join(import.meta.dirname, '../..');
const projects = path.join(repoRoot, 'test/fixtures/runner-projects');
const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A fresh copy of a sample project. vitest's goes inside the repository, so it resolves the root's node_modules. */
function copy(runner: string): string {
  const parent = runner === 'vitest' ? repoRoot : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(parent, `.runner-live-${runner}-`));
  made.push(dir);
  fs.cpSync(path.join(projects, runner), dir, { recursive: true });
  // Without a config of its own, vitest would take the repository's (found by walking up).
  if (runner === 'vitest') fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
  return fs.realpathSync(dir);
}

function sh(command: string, cwd: string): { output: string; exitCode: number | null } {
  const r = spawnSync('bash', ['-c', `${command} 2>&1`], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', GOFLAGS: '-count=1', CI: '1' },
  });
  return { output: r.stdout, exitCode: r.status };
}
const runList: RunList = async (cwd, command) => sh(command, cwd);

const has = (program: string) => spawnSync('bash', ['-c', `command -v ${program}`]).status === 0;
const pytestThere = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;

describe('live runs read as the recorded ones', () => {
  test.runIf(pytestThere).each([
    ['python3 -m pytest -p no:cacheprovider -v', true],
    ['python3 -m pytest -p no:cacheprovider -q', false],
  ])('pytest: %s', (command, listsPassing) => {
    const dir = copy('pytest');
    const run = sh(command, dir);
    const r = parseTestOutput(run.output, undefined, dir);
    expect(run.exitCode).toBe(1);
    expect(r).toMatchObject({ runner: 'pytest', counts: { passed: 4, failed: 1, skipped: 1, errors: 0 } });
    expect(r.failingIds).toEqual(['tests/test_calc.py::test_tax']);
    expect(!!r.passingIds).toBe(listsPassing);
  });

  test('unittest -v', () => {
    const dir = copy('unittest');
    const r = parseTestOutput(sh('python3 -m unittest -v', dir).output);
    expect(r).toMatchObject({ runner: 'unittest', counts: { passed: 2, failed: 1, skipped: 1, errors: 0 } });
    expect(r.failingIds).toEqual(['tests.test_calc.TestCalc.test_tax']);
  });

  test.runIf(has('go')).each([
    ['go test ./...', 'packages'],
    ['go test -v ./...', 'tests'],
    ['go test -json ./...', 'tests'],
  ])('go: %s counts %s', (command, unit) => {
    const dir = copy('go');
    const r = parseTestOutput(sh(command, dir).output);
    expect(r.unit ?? 'tests').toBe(unit);
    expect(r.failingIds).toEqual(['TestTax']);
    expect(r.counts).toEqual(
      unit === 'packages'
        ? { passed: 1, failed: 1, skipped: 0, errors: 0 }
        : { passed: 5, failed: 1, skipped: 1, errors: 0 },
    );
  });

  test.each(['spec', 'tap'])('node --test, %s reporter', (reporter) => {
    const dir = copy('node-test');
    const r = parseTestOutput(sh(`node --test --test-reporter=${reporter}`, dir).output);
    expect(r).toMatchObject({ runner: 'node-test', counts: { passed: 3, failed: 1, skipped: 1, errors: 0 } });
    expect(r.failingIds).toEqual(['calc > taxes 20%']);
  });

  test.each(['default', 'verbose', 'json', 'tap-flat'])('vitest --reporter=%s', (reporter) => {
    const dir = copy('vitest');
    const run = sh(`${path.join(repoRoot, 'node_modules/.bin/vitest')} run --reporter=${reporter}`, dir);
    const r = parseTestOutput(run.output, undefined, dir);
    expect(r).toMatchObject({ runner: 'vitest', counts: { passed: 4, failed: 1, skipped: 1, errors: 0 } });
    expect(r.failingIds).toEqual(['test/calc.test.js > calc > taxes 20%']);
    // The default reporter does not name every passing test with its file: no passing ids rather than wrong ones.
    if (reporter === 'default') expect(r.passingIds).toBeUndefined();
    else expect(r.passingIds).toContain('test/calc.test.js > calc > negatives > adds negatives');
  });
});

describe('a moved test is kept only if the runner still collects it (asked of the runner)', () => {
  test.runIf(pytestThere)('pytest: test_tax moved to tests/calc_checks.py is no longer collected', async () => {
    const base = copy('pytest');
    const candidate = copy('pytest');
    const text = fs.readFileSync(path.join(candidate, 'tests/test_calc.py'), 'utf8');
    const tax = '\n\ndef test_tax():\n    assert tax(100) == 20\n';
    fs.writeFileSync(path.join(candidate, 'tests/test_calc.py'), text.replace(tax, '\n'));
    fs.writeFileSync(path.join(candidate, 'tests/calc_checks.py'), `from calc import tax${tax}`);
    const result = await checkCollection({
      testCommand: 'python3 -m pytest',
      baseDir: base,
      candidateDir: candidate,
      runList,
    });
    expect(result.counts).toEqual({ base: 6, candidate: 5 });
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.detail).toMatch(/`tests\/test_calc.py::test_tax`/);
    // Moved to a module pytest collects: kept.
    fs.renameSync(path.join(candidate, 'tests/calc_checks.py'), path.join(candidate, 'tests/test_tax.py'));
    const moved = await checkCollection({
      testCommand: 'python3 -m pytest',
      baseDir: base,
      candidateDir: candidate,
      runList,
    });
    expect(moved).toEqual({ findings: [], counts: { base: 6, candidate: 6 } });
  });

  test.runIf(has('go'))('go: TestTax moved under calc/testdata/ is no longer collected', async () => {
    const base = copy('go');
    const candidate = copy('go');
    const file = path.join(candidate, 'calc/calc_test.go');
    const text = fs.readFileSync(file, 'utf8');
    const start = text.indexOf('func TestTax');
    const end = text.indexOf('func TestLater');
    fs.writeFileSync(file, text.slice(0, start) + text.slice(end));
    fs.mkdirSync(path.join(candidate, 'calc/testdata'));
    fs.writeFileSync(
      path.join(candidate, 'calc/testdata/tax_test.go'),
      `package calc\n\nimport "testing"\n\n${text.slice(start, end)}`,
    );
    const result = await checkCollection({
      testCommand: 'go test ./...',
      baseDir: base,
      candidateDir: candidate,
      runList,
    });
    expect(result.findings.map((f) => f.detail)).toEqual([
      expect.stringMatching(/`example.com\/sample\/calc TestTax`/),
    ]);
    // The candidate is green: only the listing tells that TestTax no longer runs.
    expect(sh('go test ./...', candidate).exitCode).toBe(0);
  });

  test('a runner without a listing skips the check and says why', async () => {
    const r = await checkCollection({
      testCommand: 'node --test',
      baseDir: '/nonexistent',
      candidateDir: '/nonexistent',
      runList,
    });
    expect(r).toEqual({ findings: [], skipped: "no way to list node-test's tests" });
  });
});

describe("the runner's own report catches what patterns cannot", () => {
  test.runIf(pytestThere)('a skip by getattr(pytest.mark, "sk" + "ip"): one more skipped in the final run', () => {
    const dir = copy('pytest');
    const baseline = parseTestOutput(sh('python3 -m pytest -p no:cacheprovider -q', dir).output);
    const file = path.join(dir, 'tests/test_calc.py');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('def test_tax():', '@getattr(pytest.mark, "sk" + "ip")\ndef test_tax():'),
    );
    const final = parseTestOutput(sh('python3 -m pytest -p no:cacheprovider -q', dir).output);
    expect(final.counts).toMatchObject({ failed: 0, skipped: 2 });
    expect(reportedSkipFindings(baseline, final)).toEqual([
      expect.objectContaining({
        kind: 'added-skip',
        detail: expect.stringMatching(/skipped 2 tests in the final run, 1 in the baseline/),
      }),
    ]);
    expect(reportedSkipFindings(baseline, baseline)).toEqual([]);
  });

  test.runIf(pytestThere)(
    'a conftest hook that marks failures passed really turns the run green, and is a finding',
    () => {
      const dir = copy('pytest');
      const hook = PYTEST_PASSING_HOOK;
      fs.writeFileSync(path.join(dir, 'tests/conftest.py'), hook);
      const run = sh('python3 -m pytest -p no:cacheprovider -q', dir);
      expect(run.exitCode).toBe(0);
      expect(parseTestOutput(run.output).counts).toMatchObject({ passed: 5, failed: 0 });
      expect(checkIntegrity([{ path: 'tests/conftest.py', before: null, after: hook }]).map((f) => f.kind)).toEqual([
        'runner-hook',
      ]);
    },
  );
});
