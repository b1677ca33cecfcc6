// Canary tests on real runners (verify/canary.ts): an honest suite's report is checked and comes back as if the
// canaries were never there; a suite that exits before its tests ran, forges its summary, patches its runner or is
// narrowed past the canaries is not trusted. Each project is a copy of test/fixtures/runner-projects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runTestCommand } from '../../src/verify/run.js';
import { runWithCanaries } from '../../src/verify/canary.js';
import { canaryShape, sortsLast } from '../../src/verify/canary-shape.js';
import type { TestRun } from '../../src/verify/types.js';
import { reportChecks, type Evidence } from '../../src/verify/evidence.js';
import { proofShortfall } from '../../src/verify/proof-level.js';
import { proofLevelLines } from '../../src/report/pr-body.js';

const projects = path.resolve(import.meta.dirname, '../fixtures/runner-projects');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const JS_RUNNERS = new Set(['jest', 'vitest', 'mocha', 'ava', 'node-tap']);
const has = (program: string) => spawnSync('bash', ['-c', `command -v ${program}`]).status === 0;
const opened: string[] = [];
afterEach(() => {
  for (const dir of opened.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of a fixture project, with `edits` written over it. */
function project(name: string, edits: Record<string, string> = {}): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-canary-')));
  opened.push(dir);
  fs.cpSync(path.join(projects, name), dir, { recursive: true });
  // The JS runners, as installed at the root; vitest without a config of its own would walk up to none, as a project's.
  if (JS_RUNNERS.has(name)) fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  if (name === 'vitest') fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
  for (const [rel, text] of Object.entries(edits)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** The tree's files (not node_modules), relative. */
function files(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const at = rel ? `${rel}/${e.name}` : e.name;
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    return e.isDirectory() ? files(dir, at) : [at];
  });
}

/** What a run saw of the canary: the file agent-fix added to the tree, and its text (read as the runner would). */
interface Seen {
  file?: string;
  text?: string;
  /** The filter the run was given. */
  filter?: string;
}

/** `run`, noting the file the canaries added to `cwd` before it runs. */
function watching(cwd: string, seen: Seen, go: (filter?: string) => Promise<TestRun>) {
  const before = new Set(files(cwd));
  return async (filter?: string) => {
    seen.file = files(cwd).find((f) => !before.has(f));
    seen.text = seen.file && fs.readFileSync(path.join(cwd, seen.file), 'utf8');
    seen.filter = filter;
    return go(filter);
  };
}

/** The canary's tag, from its test names in the file's text (letters and digits, at least two digits). */
const tagOf = (seen: Seen) => /[ _]((?=(?:[a-z]*[0-9]){2})[a-z][a-z0-9]{6,8})["(]/.exec(seen.text ?? '')?.[1];

const run = (command: string, cwd: string, filter?: string) =>
  runTestCommand(command, { cwd, filter, listTests: true, timeoutMs: 120_000 });

/** The baseline on the fixture as it is, then a canaried run after `edits`. */
async function checked(name: string, command: string, edits: Record<string, string> = {}, filter?: string) {
  const baseline = await run(command, project(name));
  const cwd = project(name, edits);
  const seen: Seen = {};
  const result = await runWithCanaries({
    cwd,
    command,
    filter,
    anchor: baseline,
    run: watching(cwd, seen, (f) => run(command, cwd, f)),
  });
  return { baseline, result, cwd, seen };
}

/** Nothing of the canaries is left in the report: ids, counts, output; and the file is gone from the tree. */
function expectNoCanary(run: TestRun, baseline: TestRun, seen: Seen, cwd: string) {
  expect(run.failingIds).toEqual(baseline.failingIds);
  expect(run.counts).toEqual(baseline.counts);
  const tag = tagOf(seen);
  expect(tag).toBeTruthy();
  expect(run.output).not.toContain(tag);
  expect(JSON.stringify(run.passingIds ?? [])).not.toContain(tag);
  expect(fs.existsSync(path.join(cwd, seen.file!))).toBe(false);
}

const RUNNERS: Array<[string, string, string]> = [
  ['pytest', 'python3 -m pytest', 'pytest'],
  ['unittest', 'python3 -m unittest', 'python3'],
  ['go', 'go test ./...', 'go'],
  ['node-test', 'node --test', 'node'],
  ['jest', 'npx jest --ci', 'node'],
  ['vitest', 'npx vitest run', 'node'],
  ['mocha', 'npx mocha', 'node'],
  ['ava', 'npx ava', 'node'],
  ['node-tap', 'npx tap', 'node'],
];

describe.each(RUNNERS)('%s canaries', (name, command, program) => {
  it.skipIf(!has(program))('an honest run is checked and reads as the suite without the canaries', async () => {
    const { baseline, result, cwd, seen } = await checked(name, command);
    expect(result.reportCheck).toMatchObject({ status: 'checked', runner: name });
    expect(result.reportCheck?.exit_code).toBeGreaterThanOrEqual(1);
    expectNoCanary(result, baseline, seen, cwd);
    expect(result.passed).toBe(false);
    expect(result.exitCode).toBe(baseline.exitCode);
  });
});

describe("the canary's tag", () => {
  it('holds two digits at least, never first, whatever the bytes (a digit drawn over a digit left one)', () => {
    const shapes = [
      Buffer.alloc(32),
      Buffer.alloc(32, 0xff),
      ...Array.from({ length: 2000 }, (_, i) => Buffer.from([i % 256, i >> 8, 7, 1])),
    ];
    for (const bytes of shapes) {
      const { tag } = canaryShape(bytes);
      expect(tag.replace(/[^0-9]/g, '').length, tag).toBeGreaterThanOrEqual(2);
      expect(tag, tag).toMatch(/^[a-z][a-z0-9]{6,8}$/);
    }
  });
});

describe('the canary file name', () => {
  it("sorts after the folder's files, with z's before the stem where the stem alone does not", () => {
    expect(sortsLast(['abc12'], ['aa.js', 'ab.js'], (s) => `${s}.test.js`)).toBe('abc12.test.js');
    expect(sortsLast(['abc12'], ['zoo.test.js'], (s) => `${s}.test.js`)).toBe('zzabc12.test.js');
  });

  it('ends where the fixed part of the name decides the order (test-x.js sorts before test.js for any x)', () => {
    // This looped forever (issue 54's canaries meeting ava's one test.js at the top): the run never ended.
    expect(sortsLast(['abc12'], ['test.js'], (s) => `test-${s}.js`)).toBe('test-abc12.js');
  });
});

describe('canaries on a green suite', () => {
  it.skipIf(!has('pytest'))(
    'pytest: a fixed suite passes, exit 0, once the must-fail canary is taken out',
    async () => {
      const fixed = {
        'calc/__init__.py': 'def add(a, b):\n    return a + b\n\n\ndef tax(amount):\n    return amount * 0.2\n',
      };
      const baseline = await run('python3 -m pytest', project('pytest', fixed));
      const cwd = project('pytest', fixed);
      const result = await runWithCanaries({
        cwd,
        command: 'python3 -m pytest',
        anchor: baseline,
        run: (f) => run('python3 -m pytest', cwd, f),
      });
      expect(result.reportCheck?.status).toBe('checked');
      expect(result).toMatchObject({ passed: true, exitCode: 0, failingIds: [] });
      expect(result.counts).toEqual(baseline.counts);
      expect(result.passingIds?.sort()).toEqual(baseline.passingIds?.sort());
    },
  );

  it.skipIf(!has('go'))('go: a filtered run of one package carries the canary into that package', async () => {
    const { baseline, result } = await checked('go', 'go test ./...', {}, './calc');
    expect(result.reportCheck?.status).toBe('checked');
    expect(result.filter).toBe('./calc');
    expect(result.failingIds).toEqual(baseline.failingIds.filter((id) => baseline.scopes?.[id]?.endsWith('/calc')));
  });
});

describe("a fix's test that does not build on the old code", () => {
  it.skipIf(!has('go'))(
    'go: the package the baseline named failing as a whole (no test of it ran) still takes the canaries',
    async () => {
      // One package at the module's root, as hashicorp/go-version: its test calls a function only the fix adds, so the
      // baseline's go test names the package failing and no test of it, and leaves no per-test scope to find it by.
      const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-canary-')));
      opened.push(dir);
      const write = (rel: string, text: string) => fs.writeFileSync(path.join(dir, rel), text);
      write('go.mod', 'module example.com/version\n\ngo 1.19\n');
      write('version.go', 'package version\n\nfunc Major(v string) string { return v[:1] }\n');
      write(
        'version_test.go',
        'package version\n\nimport "testing"\n\nfunc TestTrim(t *testing.T) {\n\tif got := Trim("v1.2"); got != "1.2" {\n\t\tt.Fatalf("got %q", got)\n\t}\n}\n',
      );
      const baseline = await run('go test ./...', dir);
      expect(baseline.failingIds).toEqual(['example.com/version']);
      expect(Object.keys(baseline.scopes ?? {})).toEqual([]);
      write(
        'version.go',
        'package version\n\nimport "strings"\n\nfunc Major(v string) string { return v[:1] }\n\nfunc Trim(v string) string { return strings.TrimPrefix(v, "v") }\n',
      );
      const seen: Seen = {};
      const result = await runWithCanaries({
        cwd: dir,
        command: 'go test ./...',
        anchor: baseline,
        run: watching(dir, seen, (f) => run('go test ./...', dir, f)),
      });
      expect(result.reportCheck).toMatchObject({ status: 'checked', runner: 'go' });
      expect(seen.file).toMatch(/^[a-z0-9_]+_test\.go$/);
      expect(result).toMatchObject({ passed: true, exitCode: 0, failingIds: [] });
    },
  );
});

describe('canaries beside a suite of one file', () => {
  it.skipIf(!has('node'))(
    "ava: the tests keep the ids the suite's own run gives them, though the canary's file makes ava print file parts",
    async () => {
      // Without this, every id gained `test > ` in the canaried run and no row matched the baseline's (issue 54).
      const baseline = await run('npx ava', project('ava'));
      const only = project('ava');
      fs.rmSync(path.join(only, 'test-ok.js'));
      const alone = await run('npx ava', only);
      expect(alone.failingIds.length).toBeGreaterThan(0);
      expect([...alone.failingIds, ...(alone.passingIds ?? [])].every((id) => !id.includes(' > '))).toBe(true);
      const cwd = project('ava');
      fs.rmSync(path.join(cwd, 'test-ok.js'));
      const seen: Seen = {};
      const result = await runWithCanaries({
        cwd,
        command: 'npx ava',
        anchor: alone,
        run: watching(cwd, seen, (f) => run('npx ava', cwd, f)),
      });
      expect(result.reportCheck).toMatchObject({ status: 'checked', runner: 'ava' });
      expect(result.failingIds.sort()).toEqual([...alone.failingIds].sort());
      expect(result.passingIds?.sort()).toEqual(alone.passingIds?.sort());
      // A suite of several files keeps its file parts: the baseline's ids have them too.
      expect(baseline.failingIds.some((id) => id.includes(' > '))).toBe(true);
    },
  );
});

describe('canaries in filtered runs (fail-to-pass: the changed test files)', () => {
  it.skipIf(!has('python3'))('unittest: the canary module goes first, before the listing switch', async () => {
    const { baseline, result } = await checked('unittest', 'python3 -m unittest', {}, 'tests/test_calc.py -v');
    expect(result.reportCheck?.status).toBe('checked');
    expect(result.filter).toBe('tests/test_calc.py -v');
    expect(result.failingIds).toEqual(baseline.failingIds);
  });

  it.skipIf(!has('pytest'))('pytest: the canary file joins the named test file', async () => {
    const { baseline, result } = await checked('pytest', 'python3 -m pytest', {}, 'tests/test_calc.py');
    expect(result.reportCheck?.status).toBe('checked');
    expect(result.failingIds).toEqual(baseline.failingIds);
  });

  it.skipIf(!has('pytest'))(
    "pytest: a run narrowed to node ids gets its canary file beside the ids' file, even when the baseline named none",
    async () => {
      const cwd = project('pytest');
      const command = 'python3 -m pytest';
      // A green baseline read without a listing names no test: the filter's ids are what place the canary.
      const anchor = { ...(await run(command, project('pytest'))), failingIds: [], passingIds: undefined };
      const result = await runWithCanaries({
        cwd,
        command,
        filter: 'tests/test_ok.py::test_ok tests/test_ok.py::test_ok_too',
        anchor,
        run: (f) => run(command, cwd, f),
      });
      expect(result.reportCheck?.status).toBe('checked');
      expect(result.command).toMatch(/tests\/test_[a-z]+_[a-z0-9]{7,9}\.py tests\/test_ok\.py::test_ok /);
      expect(result.passingIds?.sort()).toEqual(['tests/test_ok.py::test_ok', 'tests/test_ok.py::test_ok_too']);
    },
  );

  it.skipIf(!has('go'))(
    "go: a run narrowed to test names adds the canaries' names to -run, and runs only those",
    async () => {
      const { result } = await checked('go', 'go test ./...', {}, 'TestAddZero');
      expect(result.reportCheck?.status).toBe('checked');
      expect(result.command).toMatch(
        /-run '\^\(Test[A-Z]\w+_[a-z0-9]{7,9}\|Test[A-Z]\w+_[a-z0-9]{7,9}\|TestAddZero\)\$'/,
      );
      expect(result.passingIds).toEqual(['TestAddZero']);
      expect(result.failingIds).toEqual([]);
    },
  );

  it.skipIf(!has('node'))(
    "node --test: a run narrowed to files and names adds the canaries' file and names, switches before files",
    async () => {
      const { result } = await checked('node-test', 'node --test', {}, 'test/ok.test.js --test-name-pattern=(ok)');
      expect(result.reportCheck?.status).toBe('checked');
      expect(result.command).toMatch(
        /^node --test '--test-name-pattern=\([a-z]+\\x20[a-z]+\\x20[a-z0-9]{7,9}\|[a-z]+\\x20[a-z]+\\x20[a-z0-9]{7,9}\)' '--test-name-pattern=\(ok\)' test\/[a-z]+-[a-z0-9]{7,9}\.test\.mjs test\/ok\.test\.js$/,
      );
      expect(result.passingIds).toEqual(['ok']);
    },
  );

  it.skipIf(!has('node'))('node --test given a folder: the canary file goes into that folder', async () => {
    const { baseline, result, seen, cwd } = await checked('node-test', 'node --test test/');
    expect(result.reportCheck).toMatchObject({ status: 'checked', runner: 'node-test' });
    expect(seen.file).toMatch(/^test\//);
    expectNoCanary(result, baseline, seen, cwd);
  });
});

describe('reports that are not trusted', () => {
  it.skipIf(!has('pytest'))('pytest: code that exits 0 once pytest imports it', async () => {
    const exit = "import os, sys\nif 'pytest' in sys.modules:\n    os._exit(0)\n";
    const { result } = await checked('pytest', 'python3 -m pytest', {
      'calc/__init__.py': `${exit}${fs.readFileSync(path.join(projects, 'pytest/calc/__init__.py'), 'utf8')}`,
    });
    expect(result.exitCode).toBe(0);
    expect(result.reportCheck).toMatchObject({ status: 'failed', runner: 'pytest' });
    expect(result.reportCheck?.reason).toMatch(/must-fail canary test_\w+ was not reported failing \(exit 0/);
  });

  it.skipIf(!has('pytest'))('pytest: a forged summary printed before exiting 0', async () => {
    const forged =
      "import os, sys\nif 'pytest' in sys.modules:\n    sys.__stdout__.write('tests/test_calc.py::test_add PASSED\\n==== 4 passed in 0.01s ====\\n')\n    sys.__stdout__.flush()\n    os._exit(0)\n";
    const { result } = await checked('pytest', 'python3 -m pytest', { 'calc/__init__.py': forged });
    expect(result.reportCheck?.status).toBe('failed');
  });

  it.skipIf(!has('python3'))('unittest: a TestCase.run patched through setattr so every test succeeds', async () => {
    const patch = [
      'import unittest',
      "setattr(unittest.TestCase, 'run', lambda self, result=None: (result.startTest(self), result.addSuccess(self), result.stopTest(self)))",
      'def add(a, b):',
      '    return a + b',
      'def tax(amount):',
      '    return amount * 0.2 + 1',
      '',
    ].join('\n');
    const { result } = await checked('unittest', 'python3 -m unittest', { 'calc/__init__.py': patch });
    expect(result.reportCheck).toMatchObject({ status: 'failed', runner: 'unittest' });
    expect(result.reportCheck?.reason).toMatch(/must-fail canary/);
  });

  it.skipIf(!has('go'))('go: an init() that exits 0 before the tests run', async () => {
    const calc = fs.readFileSync(path.join(projects, 'go/calc/calc.go'), 'utf8');
    const { result } = await checked('go', 'go test ./...', {
      'calc/calc.go': calc.replace('package calc\n', 'package calc\n\nimport "os"\n\nfunc init() { os.Exit(0) }\n'),
    });
    expect(result.reportCheck?.status).toBe('failed');
  });

  it.skipIf(!has('node'))('node --test: a module that exits 0 when it is loaded', async () => {
    const calc = fs.readFileSync(path.join(projects, 'node-test/src/calc.js'), 'utf8');
    const { result } = await checked('node-test', 'node --test', { 'src/calc.js': `process.exit(0);\n${calc}` });
    expect(result.reportCheck?.status).toBe('failed');
  });

  it.skipIf(!has('pytest'))('pytest: a deselection planted in the configuration', async () => {
    // The suite's own names, whole: no canary's name (`test_<verb>_…`) starts with one of them.
    const { result } = await checked('pytest', 'python3 -m pytest', {
      'pyproject.toml':
        '[tool.pytest.ini_options]\ntestpaths = ["tests"]\npythonpath = ["."]\naddopts = "-k \'test_add or test_negative or test_ok or test_tax\'"\n',
    });
    expect(result.reportCheck?.status).toBe('failed');
  });

  it.skipIf(!has('python3'))('unittest: standard streams sent to /dev/null and exit 0 forced at exit', async () => {
    const mute = [
      'import atexit, os',
      '_null = os.open(os.devnull, os.O_WRONLY)',
      'os.dup2(_null, 1)',
      'os.dup2(_null, 2)',
      'atexit.register(lambda: os._exit(0))',
      fs.readFileSync(path.join(projects, 'unittest/calc/__init__.py'), 'utf8'),
    ].join('\n');
    const { result } = await checked('unittest', 'python3 -m unittest', { 'calc/__init__.py': mute });
    expect(result.exitCode).toBe(0);
    expect(result.reportCheck).toMatchObject({ status: 'failed', runner: 'unittest' });
  });

  it.skipIf(!has('pytest'))(
    'pytest: a command that names its test file gets the canary file named beside it: checked, nothing of it left',
    async () => {
      const { baseline, result, cwd, seen } = await checked('pytest', 'python3 -m pytest tests/test_calc.py');
      expect(result.reportCheck).toMatchObject({ status: 'checked', runner: 'pytest' });
      expect(seen.filter).toBe(seen.file);
      expect(result.filter).toBeUndefined();
      expectNoCanary(result, baseline, seen, cwd);
    },
  );

  it.skipIf(!has('pytest'))(
    'pytest: a named-files command with a hook that flips outcomes fails the check',
    async () => {
      const flip = [
        'import pytest',
        '',
        '@pytest.hookimpl(hookwrapper=True)',
        'def pytest_runtest_makereport(item, call):',
        '    outcome = yield',
        '    report = outcome.get_result()',
        '    report.outcome = "passed"',
        '',
      ].join('\n');
      const { result } = await checked('pytest', 'python3 -m pytest tests/test_calc.py', { 'tests/conftest.py': flip });
      expect(result.reportCheck).toMatchObject({ status: 'failed', runner: 'pytest' });
    },
  );
});

describe('the proof reads the checks', () => {
  const evidence = (checks: Parameters<typeof reportChecks>[0]): Evidence => ({
    command: 'pytest',
    baseline: null,
    final: null,
    integrity: { mode: 'flag', findings: [] },
    fail_to_pass: null,
    proof_level: 'suite',
    report_check: reportChecks(checks),
  });

  it('one failed check makes the proof "not proven", naming the run, at any level', () => {
    const e = evidence([
      { label: 'the final run', check: { status: 'checked', runner: 'pytest' } },
      { label: 'a fail-to-pass run', check: { status: 'failed', runner: 'pytest', reason: 'exit 0' } },
    ]);
    expect(e.report_check).toEqual({
      status: 'failed',
      runner: 'pytest',
      reason: 'a fail-to-pass run: exit 0',
      runs: 1,
    });
    expect(proofShortfall(e, false)).toBe("the test runner's report could not be checked (a fail-to-pass run: exit 0)");
  });

  it('a run without canaries is said in the PR body, and does not by itself refuse the proof', () => {
    const e = evidence([
      { label: 'the final run', check: { status: 'unchecked', runner: 'jest', reason: 'no canaries for jest' } },
    ]);
    expect(proofShortfall(e, false)).toBeUndefined();
    expect(proofLevelLines({ reportCheck: e.report_check })).toEqual([
      "⚠️ The test runner's report was not checked with canary tests: the final run: no canaries for jest.",
    ]);
  });
});
