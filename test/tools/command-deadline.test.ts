/**
 * A command's time limit is the smaller of its own and the run's time left (timeout-minutes): one run_bash call or
 * test run cannot outlast the run (issue 19: one call could last 1,800 s whatever time was left).
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ToolRegistry } from '../../src/tools/registry.js';
import { commandBudget, type ToolContext } from '../../src/tools/types.js';
import { toolContext } from '../helpers/context.js';
import { makeRepo } from '../helpers/repo.js';

let repo: string;
beforeEach(() => {
  repo = makeRepo({ 'a.txt': 'a\n' });
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

const tools = new ToolRegistry();
const call = (ctx: ToolContext, name: string, args: Record<string, unknown>) =>
  tools.execute({ id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } }, ctx);

describe('command time limits', () => {
  test('the budget is the smaller of the own limit and the time left, and none once time is up', () => {
    expect(commandBudget({}, 60)).toEqual({ seconds: 60, byDeadline: false });
    expect(commandBudget({ deadline: 1_000_000 + 300_000 }, 1800, 1_000_000)).toEqual({
      seconds: 300,
      byDeadline: true,
    });
    expect(commandBudget({ deadline: 1_000_000 + 300_000 }, 60, 1_000_000)).toEqual({
      seconds: 60,
      byDeadline: false,
    });
    expect(commandBudget({ deadline: 1_000_000 + 500 }, 60, 1_000_000)).toBeUndefined();
  });

  test('run_bash asking for 1800 s is stopped at the run deadline', async () => {
    const ctx = { ...toolContext(repo), deadline: Date.now() + 3_000 };
    const out = await call(ctx, 'run_bash', { command: 'sleep 20; echo finished', timeout: 1800 });
    expect(out.text).toMatch(/timed out after [0-3] s \(the run's time left/);
    expect(out.text).not.toMatch(/^finished$/m);
  });

  test('run_bash does not start once the run is out of time', async () => {
    const ctx = { ...toolContext(repo), deadline: Date.now() - 1 };
    const out = await call(ctx, 'run_bash', { command: 'touch started.txt' });
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/time is up/);
    expect(fs.existsSync(path.join(repo, 'started.txt'))).toBe(false);
  });

  test('run_tests is stopped at the run deadline, not at the test timeout', async () => {
    const ctx = { ...toolContext(repo, { testCommand: 'sleep 20; echo finished' }), deadline: Date.now() + 3_000 };
    const out = await call(ctx, 'run_tests', {});
    expect(out.text).toMatch(/TIMED OUT/);
    expect(out.text).toMatch(/the run's time left/);
    expect(out.text).not.toMatch(/^finished$/m);
  });
});
