/**
 * Attacks on the proof's reading of the runner's report (issue 40, DESIGN guarantee 12), through the built CLI
 * (dist/cli.js) with a scripted model and real pytest: the candidate's own code runs inside the test process, so it
 * can end that process before any test ran, or pass by luck. Each attack ends "not proven" (or unresolved) with the
 * reason in the summary and in `--json`; the honest fix still resolves. No sandbox here: the flaky candidate counts
 * its runs in a file outside the repository, which only an unsandboxed test process can keep across runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type ScriptStep } from '../helpers/fake-openai.js';
import { cliScope } from '../helpers/cli-run.js';
import { makeRepo } from '../helpers/repo.js';
import { runArgs, runCli } from '../bundle/bundle.js';

const CALC = 'def add(a, b):\n    return a - b\n';
const TESTS =
  'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\ndef test_other():\n    assert True\n';
const patchCalc = (id: string, body: string) =>
  assistant(null, toolCall(id, 'patch_file', { path: 'calc.py', old_str: CALC, new_str: body }));
const runTests = (id: string) => assistant(null, toolCall(id, 'run_tests', {}));
const finish = (id: string) => assistant(null, toolCall(id, 'finish', { summary: 'add() adds.' }));

/** A candidate whose add() is right only on some calls: it counts its calls in `counter`, outside the repository. */
const counted = (counter: string, rightWhen: string) =>
  `import os\n\n\ndef add(a, b):\n    n = int(open(${JSON.stringify(counter)}).read()) if os.path.exists(${JSON.stringify(counter)}) else 0\n` +
  `    open(${JSON.stringify(counter)}, 'w').write(str(n + 1))\n    return a + b if ${rightWhen} else a - b\n`;

const cli = cliScope();

/** The CLI on the pytest project with this script: its output and its --json object (`summary`: without --json). */
async function attack(script: ScriptStep[], ...more: string[]) {
  const json = !more.includes('summary');
  more = more.filter((m) => m !== 'summary');
  const model = await cli.model(script, { whenExhausted: finish('done') });
  const repo = cli.track(makeRepo({ 'calc.py': CALC, 'test_calc.py': TESTS }));
  const args = runArgs(repo, { task: 'add() subtracts', testCommand: 'python3 -m pytest -q -p no:cacheprovider' });
  const r = await runCli(
    process.execPath,
    [...args, '--base-url', model.url, '--max-turns', '8', ...(json ? ['--json'] : []), ...more],
    {
      env: { OPENAI_API_KEY: 'sk-test' },
    },
  );
  const last = json ? JSON.parse(r.stdout.trim().split('\n').at(-1)!) : undefined;
  return { ...r, json: last, summary: r.stdout, requests: model.requests };
}

const scratch = () => {
  const dir = cli.track(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-counter-'))));
  return path.join(dir, 'count');
};

describe('the proof reads the report it was given (dist/cli.js, pytest)', () => {
  test('honest fix: resolved, the red → green test passes in every repeat', async () => {
    const r = await attack([patchCalc('a', 'def add(a, b):\n    return a + b\n'), runTests('b'), finish('c')]);
    expect(r.json.status, r.stderr).toBe('resolved');
    expect(r.json.evidence.fail_to_pass.tests).toEqual([
      { id: 'test_calc.py::test_add', before: 'fail', after: 'pass' },
    ]);
    expect(r.json.evidence.fail_to_pass.repeats).toMatchObject({ runs: 3, flaky: [] });
  }, 180_000);

  test('exit 0 at import when pytest is loaded: not proven, the final report could not be read, table says unknown', async () => {
    const early = "import os, sys\nif 'pytest' in sys.modules: os._exit(0)\n\n\n" + CALC;
    const r = await attack([patchCalc('a', early), runTests('b'), finish('c')]);
    expect(r.json.status).toBe('unresolved');
    // Either check refuses it: the canaries (pytest has them) speak first, the unread per-test report would next.
    expect(r.json.reason).toMatch(
      /not proven: (the final run's report could not be read \(its output holds no test runner's report|the test runner's report could not be checked \(the final run: the must-fail canary)/,
    );
    // The table never says "passes" for a test no run named.
    expect(r.json.evidence.fail_to_pass.tests).toEqual([
      { id: 'test_calc.py::test_add', before: 'fail', after: 'unknown' },
    ]);
    // The line itself is an integrity finding, with its file and line (flagged: test-edits is flag by default).
    expect(r.json.evidence.integrity.findings).toContainEqual(
      expect.objectContaining({ kind: 'runner-tamper', path: 'calc.py', line: 2 }),
    );
    // The same in the human summary: the reason, the table's cell, the finding.
    const human = await attack([patchCalc('a', early), runTests('b'), finish('c')], 'summary');
    expect(human.summary).toMatch(
      /UNRESOLVED \(not proven: the (final run's report could not be read|test runner's report could not be checked)/,
    );
    expect(human.summary).toMatch(/test_calc\.py::test_add` \| ❌ fails \| ❔ unknown/);
    expect(human.summary).toMatch(/calc\.py:2: exits the process at import/);
  }, 180_000);

  test('under test-edits deny the tampering edit is refused, and nothing is proven', async () => {
    const patched =
      "import sys, unittest\nsetattr(unittest.TestCase, 'run', lambda self, result=None: None)\n\n\n" + CALC;
    const r = await attack([patchCalc('a', patched), runTests('b'), finish('c')], '--test-edits', 'deny');
    expect(r.json.status).toBe('unresolved');
    expect(r.json.changed_files ?? []).toEqual([]);
    // The model is told why, with the file and line.
    const answer = r.requests[1]!.messages.filter((m) => m.role === 'tool').at(-1)!;
    expect(String(answer.content)).toMatch(
      /reaching into the test runner or the process, is not allowed here \(test-edits: deny\): calc\.py:2: patches the test framework/,
    );
  }, 180_000);

  test('FAILED, FAILED, PASSED on one tree: the passing run is not the final run; the fresh one fails', async () => {
    const counter = scratch();
    const flaky = counted(counter, 'n % 3 == 2');
    const r = await attack([patchCalc('a', flaky), runTests('b'), runTests('c'), runTests('d'), finish('e')]);
    expect(r.stderr).toMatch(/an earlier one on the same tree failed; the final run runs afresh/);
    expect(r.json.status).toBe('unresolved');
    expect(r.json.reason).toMatch(/the final test run failed/);
    // Three model runs and the fresh final run.
    expect(Number(fs.readFileSync(counter, 'utf8'))).toBe(4);
  }, 180_000);

  test('a candidate that passed its one run fails a repeat: not proven, flaky, with the test and the count', async () => {
    const counter = scratch();
    const r = await attack([patchCalc('a', counted(counter, 'n % 3 == 0')), runTests('b'), finish('c')]);
    expect(r.json.status).toBe('unresolved');
    expect(r.json.reason).toMatch(/not proven: flaky: test_calc\.py::test_add failed 1 of 2 runs of the candidate/);
    expect(r.json.evidence.fail_to_pass.repeats).toMatchObject({
      runs: 2,
      flaky: [{ id: 'test_calc.py::test_add', failed: 1, runs: 2 }],
    });
    expect(r.stderr).toMatch(
      /repeats: the fail-to-pass tests ran 2 times on the candidate; failed: test_calc\.py::test_add \(1 of 2\)/,
    );
  }, 180_000);
});
