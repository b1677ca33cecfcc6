/** The setup command, inside prepare: it installs the dependencies, its edits to tracked files are undone. */
import path from 'node:path';
import type { PhaseSettings } from '../config/phase-settings.js';
import { ConfigError } from '../errors.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Snapshotter } from '../workspace/snapshot.js';
import { git } from '../workspace/git.js';
import { dependencyDirs } from '../verify/proof-tree.js';
import { profileForCommand } from '../verify/runners/index.js';
import type { Sandbox } from '../workspace/sandbox/index.js';
import { runCommand } from '../process/exec.js';
import { childEnv } from '../security/env.js';
import type { Trajectory } from '../report/trajectory.js';

/**
 * The setup command (if any), its edits to tracked files undone, then the start tree. Dependencies come from setup:
 * read-only for every later command, and given to every proof tree.
 */
export async function setupPhase(
  setup: PhaseSettings['setup'],
  ws: Workspace,
  sandbox: Sandbox,
  snapshots: Snapshotter,
  trajectory: Trajectory,
  say: (line: string) => void,
  warn: (line: string) => void,
  tests: { testCommand: string; timeoutMs: number },
): Promise<{ startTree: string; deps: string[] }> {
  if (setup.setupCommand) {
    const before = await snapshots.take();
    await runSetup(setup.setupCommand, ws, sandbox, trajectory, say);
    await undoSetupEdits(ws.root, snapshots, before, warn);
  }
  await warmBuildCache(tests.testCommand, ws.root, sandbox, trajectory, say, tests.timeoutMs);
  // The run's start, after setup: the note on what the snapshots leave out counts from here.
  const startTree = await snapshots.take({ countIgnored: true });
  const deps = await dependencyDirs(ws.root);
  await sandbox.protect(deps.map((d) => path.join(ws.root, d)));
  if (deps.length) trajectory.write('note', { dependency_folders: deps });
  return { startTree, deps };
}

async function runSetup(
  command: string,
  ws: Workspace,
  sandbox: Sandbox,
  trajectory: Trajectory,
  say: (line: string) => void,
): Promise<void> {
  say(`setup: ${command}`);
  // Setup installs dependencies: the same sandbox and private home as every later command, with the network on.
  // It is untrusted like them: on a review round it runs the bot's own branch, whose scripts the model wrote.
  const setup = await runCommand(command, {
    cwd: ws.root,
    env: childEnv(),
    wrap: sandbox.setupWrap,
    timeoutMs: 20 * 60_000,
    maxOutputChars: 20_000,
  });
  trajectory.write('setup', { command, exit_code: setup.exitCode, output: setup.output });
  if (setup.exitCode !== 0) {
    throw new ConfigError(
      `the setup command \`${command}\` failed (${setup.timedOut ? 'timed out' : `exit ${setup.exitCode}`}):\n${setup.output.slice(-2000)}\nFix setup-command (--setup-command) or the project's dependencies`,
    );
  }
}

/**
 * The toolchain's build cache filled once in the home that becomes the pristine layer (verify/README.md, "The
 * pristine build cache"): every proof run starts from that home under a fresh layer, and would otherwise compile the
 * standard library and the dependencies again, each time. Before the freeze, so it is part of what setup left; the
 * command compiles and runs none of the project's code (`RunnerProfile.warm`). Without layers the commands share one
 * cache that warms by itself. A failure (the start code may not compile: that can be the bug) only costs the time.
 */
async function warmBuildCache(
  testCommand: string,
  root: string,
  sandbox: Sandbox,
  trajectory: Trajectory,
  say: (line: string) => void,
  timeoutMs: number,
): Promise<void> {
  const warm = sandbox.isolation === 'layers' ? profileForCommand(testCommand)?.warm?.(testCommand) : null;
  if (!warm) return;
  const started = Date.now();
  const env = Object.entries(warm.env).map(([k, v]) => `${k}=${v}`);
  const result = await runCommand(warm.command, {
    cwd: root,
    env: childEnv(),
    wrap: (argv) => sandbox.wrap(['env', ...env, ...argv]),
    timeoutMs,
    maxOutputChars: 4_000,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = result.exitCode ? `, exit ${result.exitCode}: what did not build, each proof run builds itself` : '';
  say(`setup: build cache warmed for the proof runs (\`${warm.command}\`, ${seconds} s${failed})`);
  trajectory.write('setup', {
    warm: warm.command,
    exit_code: result.exitCode,
    duration_ms: Date.now() - started,
    ...(result.exitCode ? { output: result.output } : {}),
  });
}

/**
 * Changes the setup command made to tracked files are undone: they would otherwise reach the proof unseen (and, on
 * a review round, the setup runs the bot branch's own scripts). New files it made (builds, caches) stay, as setup
 * state; they are never part of the candidate unless the agent edits them.
 */
async function undoSetupEdits(
  root: string,
  snapshots: Snapshotter,
  before: string,
  warn: (line: string) => void,
): Promise<void> {
  const tracked = new Set((await git(root, ['ls-files', '-z'])).split('\0').filter(Boolean));
  const edits = (await snapshots.changes(before, await snapshots.take())).filter(
    (c) => c.status !== 'A' && tracked.has(c.path),
  );
  if (!edits.length) return;
  await snapshots.restore(before, edits);
  const names = edits.slice(0, 10).map((c) => c.path);
  warn(
    `the setup command changed ${edits.length} tracked file(s) (${names.join(', ')}${edits.length > 10 ? ', …' : ''}); ` +
      'they were put back before the baseline, so neither the proof nor the pull request holds those changes. ' +
      'Commit them, or make setup-command (--setup-command) leave tracked files alone',
  );
}
