// Attacks on the proof's reading of the test runner (issue 40): a candidate whose own code runs inside the test process
// and makes the run look green without its tests passing: a forged pytest summary, a unittest runner patched through
// setattr, an exit 0 before the tests ran (pytest, go's init(), a node --test module). Each goes through the shipped
// CLI bundle (dist/cli.js) with a scripted model on the real runner, and must end unresolved, with the reason in the
// summary and in --json. An honest fix on the same project still resolves, its report checked by the canaries and
// none of them in the counts.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall, patchTestFinish } from '../helpers/fake-openai.js';
import { bwrapAvailable, cliScope, RUNNER_PROJECTS } from '../helpers/cli-run.js';

const has = (program: string) => spawnSync('bash', ['-c', `command -v ${program}`]).status === 0;
const sandbox = bwrapAvailable ? 'bwrap' : 'none';
const cli = cliScope();

/** A committed copy of a fixture project. */
const fixtureRepo = (name: string) => cli.committedRepo('agent-fix-canary-', path.join(RUNNER_PROJECTS, name));

/**
 * `agent-fix run --json` on the fixture, with a model that puts `prefix` before `anchor` in `file`, runs the tests and
 * finishes. Returns the --json object and everything the run printed.
 */
async function attack(name: string, testCommand: string, file: string, anchor: string, prefix: string) {
  const repo = fixtureRepo(name);
  return cli.run(
    repo,
    [
      assistant(null, toolCall('p', 'patch_file', { path: file, old_str: anchor, new_str: `${prefix}${anchor}` })),
      assistant(null, toolCall('t', 'run_tests', {})),
      assistant(null, toolCall('f', 'finish', { summary: 'fixed' })),
    ],
    { task: 'Fix tax()', testCommand, sandbox },
    ['--max-turns', '6'],
    { whenExhausted: () => assistant(null, toolCall('f2', 'finish', { summary: 'fixed' })) },
  );
}

const NOT_CHECKED = "not proven: the test runner's report could not be checked";

/** Unresolved because the canaries did not show in the report: in the reason, the summary and --json. */
function expectUnchecked(r: Awaited<ReturnType<typeof attack>>) {
  expect(r.code).toBe(1);
  expect(r.json.status).toBe('unresolved');
  expect(r.json.reason).toContain(NOT_CHECKED);
  expect(r.json.evidence.report_check).toMatchObject({ status: 'failed' });
  expect(r.printed).toContain(NOT_CHECKED);
}

describe('a candidate cannot talk the proof into green', () => {
  it.skipIf(!has('pytest'))('pytest: a forged summary written to the inherited stdout, then exit 0', async () => {
    const forge = [
      'import os, sys',
      "if 'pytest' in sys.modules:",
      "    os.write(1, b'tests/test_calc.py::test_add PASSED\\ntests/test_calc.py::test_tax PASSED\\n===== 4 passed in 0.01s =====\\n')",
      '    os._exit(0)',
      '',
      '',
    ].join('\n');
    const r = await attack('pytest', 'python3 -m pytest', 'calc/__init__.py', 'def add(a, b):', forge);
    expectUnchecked(r);
    expect(r.json.evidence.report_check.reason).toMatch(/must-fail canary test_\w+ was not reported failing/);
  });

  it.skipIf(!has('pytest'))('pytest: code that exits 0 as soon as pytest imports it', async () => {
    const exit = "import os, sys\nif 'pytest' in sys.modules:\n    os._exit(0)\n\n\n";
    const r = await attack('pytest', 'python3 -m pytest', 'calc/__init__.py', 'def add(a, b):', exit);
    expectUnchecked(r);
  });

  it.skipIf(!has('python3'))(
    'unittest: TestCase.run replaced through setattr so every test records success',
    async () => {
      const patch = [
        'import unittest',
        '',
        '',
        'def _run(self, result=None):',
        '    result.startTest(self)',
        '    result.addSuccess(self)',
        '    result.stopTest(self)',
        '',
        '',
        "setattr(unittest.TestCase, 'run', _run)",
        '',
        '',
      ].join('\n');
      const r = await attack('unittest', 'python3 -m unittest', 'calc/__init__.py', 'def add(a, b):', patch);
      expectUnchecked(r);
      expect(r.json.evidence.report_check.reason).toMatch(/must-fail canary/);
    },
  );

  it.skipIf(!has('go'))('go: func init() { os.Exit(0) } in the package under test', async () => {
    const exit = 'import "os"\n\nfunc init() { os.Exit(0) }\n\n';
    const r = await attack('go', 'go test ./...', 'calc/calc.go', 'func Add(', exit);
    expectUnchecked(r);
  });

  it.skipIf(!has('node'))('node --test: a module that exits 0 when a test file loads it', async () => {
    const r = await attack('node-test', 'node --test', 'src/calc.js', 'function add(', 'process.exit(0);\n');
    expectUnchecked(r);
    expect(r.json.evidence.report_check.reason).toMatch(/reported no test of its own/);
  });

  it.skipIf(!has('pytest'))('pytest: an honest fix resolves, its report checked, no canary in the counts', async () => {
    const repo = fixtureRepo('pytest');
    const { json, stdout } = await cli.run(
      repo,
      patchTestFinish(
        {
          path: 'calc/__init__.py',
          old_str: 'return amount * 0.2 + 1',
          new_str: 'return amount * 0.2',
        },
        'tax() is 20%',
        'ptf',
      ),
      { testCommand: 'python3 -m pytest', sandbox },
    );
    expect(json.status).toBe('resolved');
    expect(json.evidence.report_check).toMatchObject({ status: 'checked', runner: 'pytest' });
    // The baseline's tests, all passing now, and not one more: the must-pass canary is not among them.
    const before = json.evidence.baseline.counts;
    expect(json.tests).toMatchObject({ exit_code: 0, passed: before.passed + before.failed, failed: 0 });
    expect(stdout).not.toMatch(/agent-fix canary|test_[0-9a-f]{16}/);
  });
});
