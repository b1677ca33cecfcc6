/** A ToolContext over a real repository, with no sandbox: the same wiring the pipeline uses. */
import { Workspace } from '../../src/workspace/workspace.js';
import { Snapshotter } from '../../src/workspace/snapshot.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { runTestCommand } from '../../src/verify/run.js';
import type { ToolContext } from '../../src/tools/types.js';
import type { TestRun } from '../../src/verify/types.js';

export function toolContext(
  root: string,
  options: { testCommand?: string; protectedPaths?: string[] } = {},
): ToolContext {
  const ws = new Workspace(root, options.protectedPaths ?? ['.github/workflows/**']);
  const run = (filter?: string, timeoutSec = 60): Promise<TestRun> =>
    runTestCommand(options.testCommand!, { cwd: ws.root, filter, timeoutMs: timeoutSec * 1000 });
  return {
    ws,
    shell: (command, timeoutSec) =>
      runCommand(command, { cwd: ws.root, env: childEnv(), timeoutMs: timeoutSec * 1000 }),
    tests: { command: options.testCommand, timeoutSec: 60, run },
    snapshots: new Snapshotter(ws.root),
    edited: new Set(),
  };
}
