// Repeats begun before the proof's table is known (issue 52): beside the model's unfiltered run, and beside the
// fail-to-pass run on the original code. Whole runs of the pipeline with real bwrap on the calculator example; the
// trajectory says which repeats ran and when, the evidence what they showed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorPipeline } from '../helpers/pipeline.js';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { bwrapAvailable } from '../helpers/cli-run.js';

const OLD = 'return Math.round(income * 0.2 * 100) / 100;';
const FIXED =
  'if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;';
const patch = (id: string, old_str: string, new_str: string) =>
  assistant(null, toolCall(id, 'patch_file', { path: 'src/calculator.js', old_str, new_str }));
const runTests = (id: string) => assistant(null, toolCall(id, 'run_tests', {}));
const finish = (id: string) => assistant(null, toolCall(id, 'finish', { summary: 'tax() applies its rate.' }));

const progress: string[] = [];
const run = calculatorPipeline({ sandbox: 'bwrap' }, { onProgress: (line) => progress.push(line) });

type Line = { type: string; phase?: string; early?: boolean; time: string; run?: { command: string; passed: boolean } };
const trajectoryFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-early-')), 'run.jsonl');
const linesOf = (file: string): Line[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
const repeatsOf = (lines: Line[]) => lines.filter((l) => l.type === 'tests' && l.phase === 'repeat');

describe.skipIf(!bwrapAvailable)('repeats begun early, side by side with another run', () => {
  it("the red → green tests' repeats run beside the model's full run, and are the proof's when that run is the final run", async () => {
    progress.length = 0;
    const trajectory = trajectoryFile();
    const { result } = await run([patch('a', OLD, FIXED), runTests('b'), finish('c')], {
      trajectoryPath: trajectory,
    });
    expect(result.status).toBe('resolved');
    expect(result.evidence.fail_to_pass?.repeats).toMatchObject({ runs: 3, flaky: [] });
    const lines = linesOf(trajectory);
    const repeats = repeatsOf(lines);
    expect(repeats).toHaveLength(2);
    expect(repeats.every((l) => l.early && l.run?.passed)).toBe(true);
    // Narrowed to the file that names the red tests, with their names, as the verify phase narrows them.
    expect(repeats[0]!.run!.command).toMatch(/--test-name-pattern=.*tax.*test\/calculator\.test\.js/);
    // Their canary checks are the proof's too.
    expect(result.evidence.report_check).toMatchObject({ status: 'checked' });
    expect(progress.join('\n')).toMatch(/ran 3 times on the candidate \(beside the model's run, on clean trees/);
  });

  it("an edit after the model's full run: the repeats made beside it are not the proof's, which makes its own", async () => {
    progress.length = 0;
    const trajectory = trajectoryFile();
    const comment = `${FIXED}\n  // rate: the caller's`;
    const { result } = await run([patch('a', OLD, FIXED), runTests('b'), patch('c', FIXED, comment), finish('d')], {
      trajectoryPath: trajectory,
    });
    expect(result.status).toBe('resolved');
    expect(result.evidence.fail_to_pass?.repeats).toMatchObject({ runs: 3, flaky: [] });
    const repeats = repeatsOf(linesOf(trajectory));
    expect(repeats).toHaveLength(2);
    expect(repeats.some((l) => l.early)).toBe(false);
    expect(progress.join('\n')).not.toMatch(/beside the model's run/);
  });

  it('a new test file: the repeats run beside its run on the original code, for every row that can be red → green', async () => {
    progress.length = 0;
    const trajectory = trajectoryFile();
    const newTest = assistant(
      null,
      toolCall('a', 'create_file', {
        path: 'test/negative.test.js',
        content:
          "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { tax } from '../src/calculator.js';\n\n" +
          "test('tax refuses a negative income of its own', () => {\n  assert.throws(() => tax(-5), RangeError);\n});\n",
      }),
    );
    const { result } = await run([newTest, patch('b', OLD, FIXED), runTests('c'), finish('d')], {
      trajectoryPath: trajectory,
    });
    expect(result.status).toBe('resolved');
    const rows = result.evidence.fail_to_pass?.tests ?? [];
    expect(rows.find((t) => t.id.includes('of its own'))).toMatchObject({ before: 'fail', after: 'pass' });
    expect(result.evidence.fail_to_pass?.repeats).toMatchObject({ runs: 3, flaky: [] });
    const repeats = repeatsOf(linesOf(trajectory));
    expect(repeats).toHaveLength(2);
    expect(repeats.every((l) => l.early && l.run?.passed)).toBe(true);
    expect(progress.join('\n')).toMatch(/beside the run on the original code, on clean trees/);
  });
});
