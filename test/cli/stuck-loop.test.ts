// A run going round in circles stops early, through the shipped CLI bundle with a scripted model: finish refused
// again and again with no edit between, or one tool call made again and again with no edit between, ends the run
// unresolved within a few turns, with the model's hand-off note, the work kept in the tree, and `stopped: "stuck"`
// in --json. An edit between starts the count again, so a model that keeps working is never cut short.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall, type ChatRequest, type ScriptStep } from '../helpers/fake-openai.js';
import { cliScope } from '../helpers/cli-run.js';
import { copyExample } from '../helpers/repo.js';

const cli = cliScope();

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const FIXED =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';
/** An edit that leaves the tests red. */
const retitle = (id: string) =>
  toolCall(id, 'patch_file', {
    path: 'src/calculator.js',
    old_str: '// A small calculator',
    new_str: '// A tiny calculator',
  });
const HAND_OFF =
  'Renamed the header comment only; tax() still ignores rate. Next: use rate and reject negative income.';

/** After the script: `call` for every turn, and the hand-off note for the wrap-up request (no tools allowed). */
const forever =
  (call: (n: number) => ReturnType<typeof toolCall>): ScriptStep =>
  (request: ChatRequest, index: number) =>
    request.tool_choice === 'none' ? assistant(HAND_OFF) : assistant(null, call(index));

describe('a stuck loop', () => {
  it('ends within 5 turns, unresolved, with its work kept, when finish is refused 3 times with no edit between', async () => {
    const repo = copyExample('calculator');
    const r = await cli.run(
      repo,
      [assistant(null, retitle('p1')), assistant(null, toolCall('t1', 'run_tests', {}))],
      {},
      [],
      { whenExhausted: forever((n) => toolCall(`f${n}`, 'finish', { summary: 'fixed tax' })) },
    );
    expect(r.code, r.printed).toBe(1);
    expect(r.json).toMatchObject({ status: 'unresolved', stopped: 'stuck', budget_exhausted: null });
    expect(r.json.turns).toBeLessThanOrEqual(5);
    expect(r.json.reason).toMatch(/^stuck: finish was refused 3 times in a row with no edit between/);
    expect(r.json.summary).toBe(HAND_OFF);
    expect(r.json.changed_files).toEqual(['src/calculator.js']);
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('// A tiny calculator');
    expect(r.printed).toMatch(/stopping: stuck: finish was refused 3 times/);
  });

  it('ends when the same tool call with the same arguments is made 3 times with no edit between', async () => {
    const repo = copyExample('calculator');
    const r = await cli.run(repo, [assistant(null, retitle('p1'))], {}, [], {
      // The same arguments in another key order and spacing are the same call.
      whenExhausted: forever((n) =>
        toolCall(
          `r${n}`,
          'read_file',
          n % 2 ? '{"path": "src/calculator.js", "offset": 1}' : '{"offset":1,"path":"src/calculator.js"}',
        ),
      ),
    });
    expect(r.code, r.printed).toBe(1);
    expect(r.json).toMatchObject({ status: 'unresolved', stopped: 'stuck' });
    expect(r.json.turns).toBe(4);
    expect(r.json.reason).toMatch(/^stuck: the same read_file call \(src\/calculator\.js\) was made 3 times/);
    expect(r.json.changed_files).toEqual(['src/calculator.js']);
  });

  it('counts again from zero after an edit, so a model that keeps working still resolves', async () => {
    const repo = copyExample('calculator');
    const finish = (id: string) => assistant(null, toolCall(id, 'finish', { summary: 'fixed tax' }));
    const script = [
      finish('f1'),
      finish('f2'),
      assistant(null, retitle('p1')),
      finish('f3'),
      finish('f4'),
      assistant(null, toolCall('p2', 'patch_file', { path: 'src/calculator.js', old_str: OLD, new_str: FIXED })),
      assistant(null, toolCall('t1', 'run_tests', {})),
      finish('f5'),
    ];
    const r = await cli.run(repo, script, {});
    expect(r.code, r.printed).toBe(0);
    expect(r.json).toMatchObject({ status: 'resolved', stopped: null, turns: 8 });
  });
});
