/** A ToolContext over a real repository, with no sandbox: the same wiring the pipeline uses. */
import { Workspace } from '../../src/workspace/workspace.js';
import { Snapshotter } from '../../src/workspace/snapshot.js';
import { runCommand } from '../../src/tools/exec.js';
import { childEnv } from '../../src/security/env.js';
import { parseTestOutput } from '../../src/verify/parse.js';
import type { ToolContext } from '../../src/tools/types.js';
import type { TestRun } from '../../src/verify/types.js';

export function toolContext(root: string, options: { testCommand?: string; protectedPaths?: string[] } = {}): ToolContext {
  const ws = new Workspace(root, options.protectedPaths ?? ['.github/workflows/**']);
  const run = async (filter?: string): Promise<TestRun> => {
    const command = filter ? `${options.testCommand} ${filter}` : options.testCommand!;
    const r = await runCommand(command, { cwd: ws.root, env: childEnv(), timeoutMs: 60_000, maxOutputChars: 60_000 });
    return { ...parseTestOutput(r.output), command, exitCode: r.exitCode, timedOut: r.timedOut, passed: r.exitCode === 0, output: r.output, durationMs: r.durationMs, ...(filter ? { filter } : {}) };
  };
  return {
    ws,
    shell: (command, timeoutSec) => runCommand(command, { cwd: ws.root, env: childEnv(), timeoutMs: timeoutSec * 1000 }),
    tests: { command: options.testCommand, run },
    snapshots: new Snapshotter(ws.root),
    edited: new Set(),
  };
}
