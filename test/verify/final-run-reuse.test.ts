// The model's unfiltered test run is made as the final run is, on a clean tree of its edits (issue 19: "reuse what
// one run already told you"). When the model edits nothing after it and it passed, it is the final run; otherwise the
// final run runs. Whole runs of the pipeline on the calculator example; each run of the suite is counted in a file
// outside the repository (no sandbox here, so the test command can write there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorPipeline } from '../helpers/pipeline.js';
import { assistant, toolCall } from '../helpers/fake-openai.js';

const OLD = 'return Math.round(income * 0.2 * 100) / 100;';
const FIXED =
  'if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;';
const patch = (id: string, old_str: string, new_str: string) =>
  assistant(null, toolCall(id, 'patch_file', { path: 'src/calculator.js', old_str, new_str }));
const runTests = (id: string) => assistant(null, toolCall(id, 'run_tests', {}));
const finish = (id: string) => assistant(null, toolCall(id, 'finish', { summary: 'tax() applies its rate.' }));

/** A test command that notes each run of the suite in a file of its own, and that file. */
function countedCommand(): { testCommand: string; runs: () => number } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-runs-')), 'runs');
  return {
    testCommand: `echo run >> ${file} && node --test`,
    runs: () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0),
  };
}

const progress: string[] = [];
const run = calculatorPipeline({}, { onProgress: (line) => progress.push(line) });

describe('the final run and the model’s last full run', () => {
  it('a passing full run on a clean tree of the candidate is the final run: no third run of that tree as the final run', async () => {
    progress.length = 0;
    const counted = countedCommand();
    const { result } = await run([patch('a', OLD, FIXED), runTests('b'), finish('c')], {
      testCommand: counted.testCommand,
    });
    expect(result.status).toBe('resolved');
    expect(result.evidence.final?.passed).toBe(true);
    // The baseline and the model's run, which is the final run; then the red → green tests twice more (repeat.ts),
    // with the full command: node --test's ids name no file to narrow them to.
    expect(counted.runs()).toBe(4);
    expect(result.evidence.fail_to_pass?.repeats).toMatchObject({ runs: 3, flaky: [] });
    expect(progress.join('\n')).toMatch(
      /the clean tree the model's last full run passed on; that run is the final run/,
    );
  });

  it('an edit after the model’s last full run: the final run runs again, on the new candidate', async () => {
    progress.length = 0;
    const counted = countedCommand();
    // The fix passes; then the model breaks it again and runs out of turns before any other run.
    const broken = 'return Math.round(income * rate * 100) / 10;';
    const { result } = await run([patch('a', OLD, FIXED), runTests('b'), patch('c', FIXED, broken)], {
      testCommand: counted.testCommand,
      maxTurns: 3,
    });
    expect(counted.runs()).toBe(3);
    expect(result.evidence.final?.passed).toBe(false);
    expect(result.status).toBe('unresolved');
    expect(progress.join('\n')).not.toMatch(/that run is the final run/);
  });

  it('the model’s full run sees its edits only, as the proof does, not a file a command left', async () => {
    // The "fix" imports a module: written by a command, the work tree has it but the proof never does; written with
    // create_file, it is an edit. The same script otherwise, so the fix itself is right.
    const script = (makeModule: ReturnType<typeof assistant>) => [
      makeModule,
      patch('b', OLD, FIXED.replace('income * rate', 'income * rate * r')),
      patch('c', '// A small calculator', 'import { rate as r } from "./rate.js";\n// A small calculator'),
      runTests('d'),
      finish('e'),
    ];
    const module = 'export const rate = 1;\n';
    const byCommand = await run(
      script(assistant(null, toolCall('a', 'run_bash', { command: `printf '${module}' > src/rate.js` }))),
      { maxTurns: 5 },
    );
    const answers = byCommand.requests[4]!.messages.filter((m) => m.role === 'tool');
    expect(String(answers.at(-1)!.content)).toMatch(/^FAILED/);
    expect(byCommand.result.status).toBe('unresolved');

    const byEdit = await run(
      script(assistant(null, toolCall('a', 'create_file', { path: 'src/rate.js', content: module }))),
      { maxTurns: 5 },
    );
    expect(byEdit.result.status).toBe('resolved');
  });
});
