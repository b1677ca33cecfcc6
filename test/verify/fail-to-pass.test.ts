import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { git } from '../../src/workspace/git.js';
import { parseTestOutput } from '../../src/verify/parse.js';
import { filterCommand } from '../../src/verify/parse.js';
import { proveFailToPass, runBaseline } from '../../src/verify/fail-to-pass.js';
import { provesFix } from '../../src/verify/evidence.js';
import type { TestRun } from '../../src/verify/types.js';
import { listingEnv } from '../../src/verify/run.js';

const CALCULATOR = path.join(import.meta.dirname, '../../examples/calculator');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function runnerFor(command: string, extraEnv: Record<string, string> = {}) {
  return async (cwd: string, filter?: string, options: { listTests?: boolean } = {}): Promise<TestRun> => {
    const cmd = filter ? filterCommand(command, filter) : command;
    const base = childEnv(process.env, extraEnv);
    const env = options.listTests ? { ...base, ...listingEnv(base) } : base;
    const result = await runCommand(cmd, { cwd, env, timeoutMs: 120_000, maxOutputChars: 60_000 });
    return {
      ...parseTestOutput(result.output),
      command: cmd,
      exitCode: result.exitCode,
      timedOut: result.timedOut,
      passed: result.exitCode === 0 && !result.timedOut,
      output: result.output,
      durationMs: result.durationMs,
    };
  };
}

async function repoFrom(files: Record<string, string> | string): Promise<string> {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-f2p-test-')));
  dirs.push(dir);
  if (typeof files === 'string') fs.cpSync(files, dir, { recursive: true });
  else {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
  }
  await git(dir, ['init', '-q']);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', 'init']);
  return dir;
}

const FIXED_TAX = `export function tax(income, rate = 0.2) {
  if (income < 0) throw new RangeError('negative income');
  return Math.round(income * rate * 100) / 100;
}
`;

function fixCalculator(dir: string): void {
  const file = path.join(dir, 'src/calculator.js');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.slice(0, text.indexOf('export function tax')) + FIXED_TAX);
}

/**
 * The check as the agent meets it: the tests on `dir` as committed (the baseline), then `change`, the tests again (the
 * final run), and the proof for `changedPaths` against HEAD before the change.
 */
async function proveChange(
  dir: string,
  runTests: ReturnType<typeof runnerFor>,
  changedPaths: string[],
  change: () => void,
  finalTree?: () => string,
) {
  const baseRef = (await git(dir, ['rev-parse', 'HEAD'])).trim();
  const baseline = await runTests(dir);
  change();
  const final = await runTests(dir);
  const ftp = await proveFailToPass({
    root: dir,
    baseRef,
    changedPaths,
    finalRun: final,
    baseline,
    runTests,
    ...(finalTree ? { finalTree: finalTree() } : {}),
  });
  return { baseline, final, ftp };
}

async function worktrees(dir: string): Promise<number> {
  return (await git(dir, ['worktree', 'list', '--porcelain'])).split('\n').filter((l) => l.startsWith('worktree '))
    .length;
}

describe('fail-to-pass on the calculator example (node --test)', () => {
  const runTests = runnerFor('node --test');

  test('tests untouched: the red baseline is the "before", no extra run', async () => {
    const dir = await repoFrom(CALCULATOR);
    const base = (await git(dir, ['rev-parse', 'HEAD'])).trim();
    const baseline = await runTests(dir);
    expect(baseline.passed).toBe(false);
    fixCalculator(dir);
    const final = await runTests(dir);
    expect(final.passed).toBe(true);
    let extraRuns = 0;
    const ftp = await proveFailToPass({
      root: dir,
      baseRef: base,
      changedPaths: ['src/calculator.js'],
      finalRun: final,
      baseline,
      runTests: async (cwd, filter) => {
        extraRuns++;
        return runTests(cwd, filter);
      },
    });
    expect(extraRuns).toBe(0);
    expect(ftp!.tests).toEqual([
      { id: 'tax uses the given rate', before: 'fail', after: 'pass' },
      { id: 'tax refuses negative income', before: 'fail', after: 'pass' },
    ]);
    expect(ftp!.pass_to_pass).toEqual({ checked: 4, broken: [] });
    expect(provesFix(ftp)).toBe(true);
  });

  test('a new test runs against the original code in a temporary worktree, removed afterwards', async () => {
    const dir = await repoFrom(CALCULATOR);
    fixCalculator(dir);
    await git(dir, ['commit', '-qam', 'fix the old bugs']);
    const { baseline, final, ftp } = await proveChange(
      dir,
      runTests,
      ['src/calculator.js', 'test/rounding.test.js'],
      () => {
        // The issue: tax() should round half-cents up. A fix and a new test for it.
        fs.writeFileSync(
          path.join(dir, 'src/calculator.js'),
          fs
            .readFileSync(path.join(dir, 'src/calculator.js'), 'utf8')
            .replace(
              'return Math.round(income * rate * 100) / 100;',
              'return Math.round(Number((income * rate * 100).toFixed(6))) / 100;',
            ),
        );
        fs.writeFileSync(
          path.join(dir, 'test/rounding.test.js'),
          `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tax } from '../src/calculator.js';

test('tax rounds half cents up', () => {
  assert.equal(tax(1.005, 1), 1.01);
});
`,
        );
      },
    );
    expect(baseline.passed).toBe(true);
    expect(final.passed).toBe(true);
    expect(ftp!.tests).toEqual([{ id: 'tax rounds half cents up', before: 'fail', after: 'pass' }]);
    expect(ftp!.pass_to_pass).toEqual({ checked: 6, broken: [] });
    expect(provesFix(ftp)).toBe(true);
    expect(await worktrees(dir)).toBe(1);
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('.agent-fix-'))).toEqual([]);
    // The final tree is untouched by the check.
    expect(fs.readFileSync(path.join(dir, 'src/calculator.js'), 'utf8')).toContain('toFixed(6)');
  });

  test('a new test that also passes on the original code proves nothing', async () => {
    const dir = await repoFrom(CALCULATOR);
    fixCalculator(dir);
    await git(dir, ['commit', '-qam', 'fixed']);
    // A tree, as the snapshotter records the untouched code.
    const tree = (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim();
    const baseline = await runTests(dir);
    fs.writeFileSync(
      path.join(dir, 'test/more.test.js'),
      `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add } from '../src/calculator.js';
test('adds zero', () => { assert.equal(add(0, 0), 0); });
`,
    );
    const final = await runTests(dir);
    const ftp = await proveFailToPass({
      root: dir,
      baseRef: tree,
      changedPaths: ['test/more.test.js'],
      finalRun: final,
      baseline,
      runTests,
    });
    expect(ftp!.tests).toEqual([{ id: 'adds zero', before: 'pass', after: 'pass' }]);
    expect(provesFix(ftp)).toBe(false);
    expect(await worktrees(dir)).toBe(1);
  });

  test('no test changed and a green baseline: nothing to prove', async () => {
    const dir = await repoFrom(CALCULATOR);
    fixCalculator(dir);
    const run = await runTests(dir);
    const ftp = await proveFailToPass({
      root: dir,
      baseRef: 'HEAD',
      changedPaths: ['README.md'],
      finalRun: run,
      baseline: run,
      runTests,
    });
    expect(ftp).toBeNull();
  });
});

describe('fail-to-pass with pytest', () => {
  test('a new test module that cannot import on the old code fails there as a whole', async () => {
    const dir = await repoFrom({
      'calc.py': 'def add(a, b):\n    return a + b\n',
      'tests/test_add.py': 'from calc import add\n\ndef test_add():\n    assert add(1, 2) == 3\n',
      'pytest.ini': '[pytest]\npythonpath = .\naddopts = -p no:cacheprovider -rA\n',
    });
    // Third-party plugins installed on the machine only slow the runs down.
    const runTests = runnerFor('python3 -m pytest', {
      PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1',
      PYTHONDONTWRITEBYTECODE: '1',
    });
    const { baseline, final, ftp } = await proveChange(dir, runTests, ['calc.py', 'tests/test_tax.py'], () => {
      fs.appendFileSync(path.join(dir, 'calc.py'), '\ndef tax(amount, rate):\n    return round(amount * rate, 2)\n');
      fs.writeFileSync(
        path.join(dir, 'tests/test_tax.py'),
        'from calc import tax\n\ndef test_tax():\n    assert tax(100, 0.2) == 20\n\ndef test_tax_zero():\n    assert tax(0, 0.2) == 0\n',
      );
    });
    expect(baseline.passed).toBe(true);
    expect(final.passed).toBe(true);
    // The module's tests carry its import failure; the module itself is no row of its own.
    const why = 'tests/test_tax.py did not load on the old code';
    expect(ftp!.tests).toEqual([
      { id: 'tests/test_tax.py::test_tax', before: 'fail', after: 'pass', why },
      { id: 'tests/test_tax.py::test_tax_zero', before: 'fail', after: 'pass', why },
    ]);
    expect(ftp!.pass_to_pass).toEqual({ checked: 1, broken: [] });
    expect(await worktrees(dir)).toBe(1);
  });
});

describe('fail-to-pass names the new tests, whatever the runner prints by default', () => {
  // Third-party plugins installed on the machine only slow the runs down.
  const pyEnv = { PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1', PYTHONDONTWRITEBYTECODE: '1' };

  test('pytest without -v or -rA: the table lists test_divide and test_divide_by_zero, not the module', async () => {
    const dir = await repoFrom({
      'calculator.py': 'def add(a, b):\n    return a + b\n',
      'tests/__init__.py': '',
      'tests/test_add.py': 'from calculator import add\n\ndef test_add():\n    assert add(1, 2) == 3\n',
      'pytest.ini': '[pytest]\npythonpath = .\naddopts = -p no:cacheprovider\n',
    });
    const runTests = runnerFor('python3 -m pytest', pyEnv);
    const { final, ftp } = await proveChange(dir, runTests, ['calculator.py', 'tests/test_calculator.py'], () => {
      fs.appendFileSync(
        path.join(dir, 'calculator.py'),
        '\ndef divide(a, b):\n    if b == 0:\n        raise ZeroDivisionError("b is zero")\n    return a / b\n',
      );
      fs.writeFileSync(
        path.join(dir, 'tests/test_calculator.py'),
        'import pytest\nfrom calculator import divide\n\ndef test_divide():\n    assert divide(6, 3) == 2\n\n' +
          'def test_divide_by_zero():\n    with pytest.raises(ZeroDivisionError):\n        divide(1, 0)\n',
      );
    });
    // The user's command lists no passing test: the final run alone could not name the new tests.
    expect(final.passed).toBe(true);
    expect(final.passingIds).toBeUndefined();
    const why = 'tests/test_calculator.py did not load on the old code';
    expect(ftp!.tests).toEqual([
      { id: 'tests/test_calculator.py::test_divide', before: 'fail', after: 'pass', why },
      { id: 'tests/test_calculator.py::test_divide_by_zero', before: 'fail', after: 'pass', why },
    ]);
    expect(provesFix(ftp)).toBe(true);
  });

  test('pytest: a new test in an existing module fails by its assertion on the old code; its neighbours stay green', async () => {
    const dir = await repoFrom({
      'calculator.py': 'def tax(amount):\n    return amount * 0.2\n',
      'tests/test_tax.py': 'from calculator import tax\n\ndef test_tax():\n    assert tax(100) == 20\n',
      'pytest.ini': '[pytest]\npythonpath = .\naddopts = -p no:cacheprovider\n',
    });
    const runTests = runnerFor('python3 -m pytest -q', pyEnv);
    const { ftp } = await proveChange(dir, runTests, ['calculator.py', 'tests/test_tax.py'], () => {
      fs.writeFileSync(path.join(dir, 'calculator.py'), 'def tax(amount):\n    return round(amount * 0.2, 2)\n');
      fs.appendFileSync(path.join(dir, 'tests/test_tax.py'), '\ndef test_tax_rounds():\n    assert tax(0.1) == 0.02\n');
    });
    expect(ftp!.tests).toEqual([
      { id: 'tests/test_tax.py::test_tax_rounds', before: 'fail', after: 'pass' },
      { id: 'tests/test_tax.py::test_tax', before: 'pass', after: 'pass' },
    ]);
    expect(provesFix(ftp)).toBe(true);
  });

  test('node --test: a new test file that cannot load on the old code names its tests, with the reason', async () => {
    const dir = await repoFrom({
      'package.json': '{"type":"module"}\n',
      'calc.js': 'export const add = (a, b) => a + b;\n',
      'test/add.test.js':
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { add } from '../calc.js';\ntest('adds', () => assert.equal(add(1, 2), 3));\n",
    });
    const runTests = runnerFor('node --test');
    const { ftp } = await proveChange(dir, runTests, ['calc.js', 'test/divide.test.js'], () => {
      fs.appendFileSync(
        path.join(dir, 'calc.js'),
        "export const divide = (a, b) => { if (b === 0) throw new RangeError('zero'); return a / b; };\n",
      );
      fs.writeFileSync(
        path.join(dir, 'test/divide.test.js'),
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { divide } from '../calc.js';\n" +
          "test('divides', () => { assert.equal(divide(6, 3), 2); });\ntest('refuses zero', () => { assert.throws(() => divide(1, 0)); });\n",
      );
    });
    const why = 'test/divide.test.js did not load on the old code';
    expect(ftp!.tests).toEqual([
      { id: 'divides', before: 'fail', after: 'pass', why },
      { id: 'refuses zero', before: 'fail', after: 'pass', why },
    ]);
    expect(provesFix(ftp)).toBe(true);
  });

  test("vitest run directly: the new tests by file > name, though vitest's default reporter names no passing test", async () => {
    const dir = await repoFrom({
      'package.json': '{"type":"module"}\n',
      '.gitignore': 'node_modules\n',
      'src/calc.js': 'export const add = (a, b) => a + b;\n',
      'src/add.test.js':
        "import { test, expect } from 'vitest';\nimport { add } from './calc.js';\ntest('adds', () => expect(add(1, 2)).toBe(3));\n",
    });
    // This repository's vitest, linked as a dependency folder (and linked into the temporary tree by the check).
    fs.symlinkSync(path.resolve(import.meta.dirname, '../../node_modules'), path.join(dir, 'node_modules'));
    const runTests = runnerFor('npx vitest run', { NO_COLOR: '1' });
    // The final tree apart from the workspace, as the pipeline's clean checkout is: vitest's file filter is a
    // substring, and in the workspace it would also reach the copy of the test in the tree of the original code.
    const finalTree = () => {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-f2p-final-'));
      dirs.push(copy);
      fs.cpSync(dir, copy, { recursive: true, filter: (src) => !src.endsWith('/.git') });
      return copy;
    };
    const changed = ['src/calc.js', 'src/divide.test.js'];
    const { baseline, final, ftp } = await proveChange(
      dir,
      runTests,
      changed,
      () => {
        fs.appendFileSync(path.join(dir, 'src/calc.js'), 'export const divide = (a, b) => a / b;\n');
        fs.writeFileSync(
          path.join(dir, 'src/divide.test.js'),
          "import { describe, test, expect } from 'vitest';\nimport * as calc from './calc.js';\n" +
            "describe('divide', () => {\n  test('six by three', () => expect(calc.divide(6, 3)).toBe(2));\n});\n",
        );
      },
      finalTree,
    );
    expect(baseline.passed).toBe(true);
    expect(final.passed).toBe(true);
    expect(final.passingIds).toBeUndefined();
    expect(ftp!.tests).toEqual([{ id: 'src/divide.test.js > divide > six by three', before: 'fail', after: 'pass' }]);
    expect(provesFix(ftp)).toBe(true);
  });

  test('a command that refuses a file argument: the full command is the "before", never a false red after', async () => {
    const dir = await repoFrom({
      'package.json': '{"type":"module"}\n',
      'calc.js': 'export const add = (a, b) => a + b;\n',
      'test/add.test.js':
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { add } from '../calc.js';\ntest('adds', () => assert.equal(add(1, 2), 3));\n",
      'run-tests.sh': '[ $# -eq 0 ] || { echo "run-tests.sh takes no arguments"; exit 2; }\nexec node --test\n',
    });
    const runTests = runnerFor('bash run-tests.sh');
    const { final, ftp } = await proveChange(dir, runTests, ['calc.js', 'test/double.test.js'], () => {
      fs.writeFileSync(
        path.join(dir, 'calc.js'),
        'export const add = (a, b) => a + b;\nexport const double = (a) => 2 * a;\n',
      );
      fs.writeFileSync(
        path.join(dir, 'test/double.test.js'),
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport * as calc from '../calc.js';\ntest('doubles', () => assert.equal(calc.double(2), 4));\n",
      );
    });
    expect(final.passed).toBe(true);
    expect(ftp!.tests).toEqual([{ id: 'doubles', before: 'fail', after: 'pass' }]);
    expect(ftp!.before_run).toMatchObject({ filtered: false, passed: false });
  });

  test('go test ./... without -v: TestDivide with its package, red because the package did not build', async () => {
    const dir = await repoFrom({
      'go.mod': 'module example.com/calc\n\ngo 1.19\n',
      'calc/calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
      'calc/calc_test.go':
        'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal("add")\n\t}\n}\n',
      'util/util.go': 'package util\n\nfunc Double(a int) int { return 2 * a }\n',
      'util/util_test.go':
        'package util\n\nimport "testing"\n\nfunc TestDouble(t *testing.T) {\n\tif Double(2) != 4 {\n\t\tt.Fatal("double")\n\t}\n}\n',
    });
    const gocache = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-gocache-'));
    dirs.push(gocache);
    const runTests = runnerFor('go test ./...', { GOCACHE: gocache, GOFLAGS: '-count=1', HOME: gocache });
    const { baseline, final, ftp } = await proveChange(dir, runTests, ['calc/calc.go', 'calc/divide_test.go'], () => {
      fs.appendFileSync(path.join(dir, 'calc/calc.go'), '\nfunc Divide(a, b int) int { return a / b }\n');
      fs.writeFileSync(
        path.join(dir, 'calc/divide_test.go'),
        'package calc\n\nimport "testing"\n\nfunc TestDivide(t *testing.T) {\n\tif Divide(6, 3) != 2 {\n\t\tt.Fatal("divide")\n\t}\n}\n',
      );
    });
    expect(baseline).toMatchObject({ passed: true, unit: 'packages', counts: { passed: 2, failed: 0 } });
    expect(final).toMatchObject({ passed: true, unit: 'packages', counts: { passed: 2, failed: 0 } });
    expect(ftp!.tests).toEqual([
      {
        id: 'TestDivide',
        before: 'fail',
        after: 'pass',
        scope: 'example.com/calc/calc',
        why: 'package example.com/calc/calc did not build on the old code',
      },
    ]);
    expect(provesFix(ftp)).toBe(true);
  });
});

describe('a go test committed before its fix, failing to build', () => {
  test("go test -v ./...: the fix changes only the source; the package's tests are red → green rows", async () => {
    // As hashicorp/go-version b4ab5fc with its tests first: calc_test.go calls Divide, which only the fix adds.
    const dir = await repoFrom({
      'go.mod': 'module example.com/calc\n\ngo 1.19\n',
      'calc/calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
      'calc/calc_test.go':
        'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal("add")\n\t}\n}\n\nfunc TestDivide(t *testing.T) {\n\tif Divide(6, 3) != 2 {\n\t\tt.Fatal("divide")\n\t}\n}\n',
    });
    const gocache = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-gocache-'));
    dirs.push(gocache);
    const runTests = runnerFor('go test ./...', { GOCACHE: gocache, GOFLAGS: '-count=1 -v', HOME: gocache });
    const { baseline, final, ftp } = await proveChange(dir, runTests, ['calc/calc.go'], () => {
      fs.appendFileSync(path.join(dir, 'calc/calc.go'), '\nfunc Divide(a, b int) int { return a / b }\n');
    });
    expect(baseline.failingIds).toEqual(['example.com/calc/calc']);
    expect(final).toMatchObject({ passed: true, passingIds: ['TestAdd', 'TestDivide'] });
    const why = 'package example.com/calc/calc did not build on the old code';
    expect(ftp!.tests).toEqual([
      { id: 'TestAdd', before: 'fail', after: 'pass', scope: 'example.com/calc/calc', why },
      { id: 'TestDivide', before: 'fail', after: 'pass', scope: 'example.com/calc/calc', why },
    ]);
    expect(provesFix(ftp)).toBe(true);
  });
});

describe('runBaseline', () => {
  // A suite whose outcome is scripted per run by a counter file: "FFP" fails twice, then passes.
  async function scripted(pattern: string) {
    const dir = await repoFrom({
      'run.sh': `n=$(cat .count 2>/dev/null || echo 0); echo $((n+1)) > .count\ncase "$(echo '${pattern}' | cut -c$((n+1)))" in F) echo "not ok 1 - flaky"; echo "1..1"; exit 1;; *) echo "ok 1 - flaky"; echo "1..1"; exit 0;; esac\n`,
    });
    const run = runnerFor('bash run.sh');
    return () => run(dir);
  }

  test('a test that fails only on its first run is flaky', async () => {
    const r = await runBaseline(await scripted('FPPP'), { flakyRetries: 2, ciFailure: true });
    expect(r.flaky).toBe(true);
    expect(r.runs.map((x) => x.passed)).toEqual([false, true]);
    expect(r.run.passed).toBe(false);
    expect(r.reason).toMatch(/flaky/);
  });
  test('a failure on every run reproduces and is not flaky', async () => {
    const r = await runBaseline(await scripted('FFFF'), { flakyRetries: 2, ciFailure: true });
    expect(r).toMatchObject({ flaky: false });
    expect(r.runs).toHaveLength(3);
    expect(r.run.failingIds).toEqual(['flaky']);
  });
  test('a CI failure that never reproduces here is flaky', async () => {
    const r = await runBaseline(await scripted('PPPP'), { flakyRetries: 1, ciFailure: true });
    expect(r.flaky).toBe(true);
    expect(r.runs).toHaveLength(2);
    expect(r.reason).toMatch(/does not reproduce/);
  });
  test('green first, red on re-run: flaky, and the red run is kept', async () => {
    const r = await runBaseline(await scripted('PFPP'), { flakyRetries: 3, ciFailure: true });
    expect(r.flaky).toBe(true);
    expect(r.runs.map((x) => x.passed)).toEqual([true, false]);
    expect(r.run.passed).toBe(false);
  });
  test('for an issue, one run whatever its colour', async () => {
    const r = await runBaseline(await scripted('FPPP'), { flakyRetries: 3, ciFailure: false });
    expect(r).toMatchObject({ flaky: false });
    expect(r.runs).toHaveLength(1);
  });
});
