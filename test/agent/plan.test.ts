// Plan runs (approval: plan): the gate's explicit option, the read-only tool set, and runPipeline in mode 'plan'.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Gate } from '../../src/agent/gate.js';
import { PLAN_MODE_ADDENDUM, SYSTEM_PROMPT } from '../../src/agent/prompts.js';
import { exitCodeFor } from '../../src/commands/run.js';
import { planMode } from '../../src/modes/mode.js';
import { jsonSummary } from '../../src/report/cli-summary.js';
import { contractStatus } from '../../src/run-status.js';
import { PLAN_TOOLS, ToolRegistry } from '../../src/tools/registry.js';
import { toolContext } from '../helpers/context.js';
import { assistant, toolCall, patchTestFinish } from '../helpers/fake-openai.js';
import { calculatorPipeline } from '../helpers/pipeline.js';
import { copyExample, sh } from '../helpers/repo.js';
import type { TestRun } from '../../src/verify/types.js';

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const NEW = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * rate * 100) / 100;\n}';
const PLAN =
  '1. tax() ignores `rate`: src/calculator.js multiplies by 0.2.\n2. Use `rate`.\n3. Proven by test/calculator.test.js "tax applies the rate".';

const red: TestRun = {
  command: 'node --test',
  exitCode: 1,
  timedOut: false,
  passed: false,
  output: 'not ok 1',
  durationMs: 5,
  counts: { passed: 0, failed: 1, skipped: 0 },
  failingIds: ['tax'],
  passingIds: [],
  runner: 'node',
} as unknown as TestRun;

describe('the gate option requireGreenTests', () => {
  it('by default refuses finish until a full run passes; with requireGreenTests: false it is open without any run', () => {
    const fix = new Gate();
    expect(fix.open).toBe(false);
    fix.tests(red);
    expect(fix.open).toBe(false);
    const plan = new Gate({ requireGreenTests: false });
    expect(plan.requireGreenTests).toBe(false);
    expect(plan.open).toBe(true);
    plan.tests(red);
    expect(plan.open).toBe(true);
    expect(plan.state()).toContain('finish allowed');
  });
});

describe('the read-only tool set', () => {
  it('offers list_files, search, read_file, run_tests and finish, and nothing that writes', () => {
    const names = new ToolRegistry(PLAN_TOOLS).specs.map((s) => s.function.name);
    expect(names.sort()).toEqual(['finish', 'list_files', 'read_file', 'run_tests', 'search']);
  });

  it('answers patch_file, create_file and run_bash as unknown tools, and the file is unchanged', async () => {
    const repo = copyExample('calculator');
    const before = fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8');
    const tools = new ToolRegistry(PLAN_TOOLS);
    const ctx = toolContext(repo, { testCommand: 'node --test' });
    const calls = [
      ['patch_file', { path: 'src/calculator.js', old_str: OLD, new_str: NEW }],
      ['create_file', { path: 'new.js', content: 'x' }],
      ['run_bash', { command: 'echo hacked > src/calculator.js' }],
      ['view_diff', {}],
    ] as const;
    for (const [name, args] of calls) {
      const out = await tools.execute(
        { id: name, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ctx,
      );
      expect(out.isError).toBe(true);
      expect(out.text).toContain(`Unknown tool "${name}"`);
      expect(out.edited).toBeFalsy();
    }
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(repo, 'new.js'))).toBe(false);
  });
});

const plan = calculatorPipeline({ maxTurns: 6 }, { mode: planMode });

describe("runPipeline in mode 'plan'", () => {
  it('plans without editing: only read-only tools reach the model, patch_file is unknown, finish is accepted without green tests, no final run', async () => {
    const { result, repo, requests } = await plan([
      assistant(null, toolCall('r', 'read_file', { path: 'src/calculator.js' })),
      ...patchTestFinish({ path: 'src/calculator.js', old_str: OLD, new_str: NEW }, PLAN, 'ptf'),
    ]);
    expect(result.status).toBe('planned');
    expect(result.plan).toBe(PLAN);
    expect(result.changedFiles).toEqual([]);
    expect(result.diff).toBe('');
    expect(result.evidence.final).toBeNull();
    expect(result.evidence.fail_to_pass).toBeNull();
    expect(result.evidence.baseline?.passed).toBe(false);
    expect(sh(repo, 'git', ['status', '--porcelain'])).toBe('');

    const first = requests[0]!;
    expect((first.tools as { function: { name: string } }[]).map((t) => t.function.name).sort()).toEqual([
      'finish',
      'list_files',
      'read_file',
      'run_tests',
      'search',
    ]);
    expect(first.messages[0]).toMatchObject({ role: 'system', content: SYSTEM_PROMPT });
    expect(String(first.messages[1]!.content)).toContain(PLAN_MODE_ADDENDUM);
    const answers = requests.at(-1)!.messages.filter((m) => m.role === 'tool');
    expect(String(answers.find((m) => m.tool_call_id === 'p')!.content)).toContain('Unknown tool "patch_file"');
    // The failing tests did not stop finish: the plan run has nothing to prove.
    expect(String(answers.find((m) => m.tool_call_id === 't')!.content)).toMatch(/^FAILED/);
  });

  it('undoes what the test command writes, so a plan run leaves the tree as it found it', async () => {
    const { result, repo } = await plan([assistant(null, toolCall('t', 'run_tests', {})), assistant(PLAN)], {
      testCommand: 'node --test; echo stray > stray.txt; echo changed >> src/calculator.js',
    });
    expect(result.status).toBe('planned');
    expect(result.plan).toBe(PLAN);
    expect(sh(repo, 'git', ['status', '--porcelain'])).toBe('');
  });

  it('ends unresolved, not planned, when the budget runs out before a plan', async () => {
    const { result } = await plan(
      [
        assistant(null, toolCall('s1', 'search', { pattern: 'tax' })),
        assistant(null, toolCall('s2', 'search', { pattern: 'rate' })),
      ],
      { maxTurns: 2 },
    );
    expect(result.status).toBe('unresolved');
    expect(result.plan).toBeUndefined();
    expect(result.reason).toMatch(/no plan was submitted: max turns \(2\) reached/);
  });

  it("keeps the CLI contract: 'planned' is unresolved in JSON and exit code 1", () => {
    expect(contractStatus('planned')).toBe('unresolved');
    const planned = {
      status: 'planned',
      plan: PLAN,
      turns: 1,
      usage: { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0 },
      costUsd: 0,
      evidence: {
        command: 'node --test',
        baseline: null,
        final: null,
        integrity: { mode: 'flag', findings: [] },
        fail_to_pass: null,
      },
      changedFiles: [],
      diff: '',
      durationMs: 1,
      toolErrors: 0,
      baseCommit: 'abc',
      sandbox: 'none',
    } as const;
    expect(jsonSummary(planned as never).status).toBe('unresolved');
    expect(exitCodeFor(planned as never)).toBe(1);
  });
});
