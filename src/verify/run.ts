/** One test run: the command (filtered if asked) through the process runner, read by the parsers into a TestRun. */
import { runCommand } from '../tools/exec.js';
import { childEnv } from '../security/env.js';
import { filterCommand, parseTestOutput } from './parse.js';
import type { TestRun } from './types.js';

/** Enough output for the runner's summary and a failure excerpt; the head and tail are kept. */
const TEST_OUTPUT_CHARS = 60_000;

export interface TestRunOptions {
  cwd: string;
  timeoutMs: number;
  /** The sandbox, as for every command the model drives. */
  wrap?: (argv: string[]) => string[];
  /** Passed to the runner to select tests (see filterCommand). */
  filter?: string;
}

export async function runTestCommand(testCommand: string, options: TestRunOptions): Promise<TestRun> {
  const command = options.filter ? filterCommand(testCommand, options.filter) : testCommand;
  const result = await runCommand(command, {
    cwd: options.cwd, env: childEnv(), wrap: options.wrap, timeoutMs: options.timeoutMs, maxOutputChars: TEST_OUTPUT_CHARS,
  });
  return {
    ...parseTestOutput(result.output),
    command,
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    passed: result.exitCode === 0 && !result.timedOut,
    output: result.output,
    durationMs: result.durationMs,
    ...(options.filter ? { filter: options.filter } : {}),
  };
}
