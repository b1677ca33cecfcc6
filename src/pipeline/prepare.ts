/** Phase 1, prepare: the workspace checks, the test command, the model, the trajectory, the sandbox, then setup. */
import fs from 'node:fs';
import crypto from 'node:crypto';
import type { PhaseSettings } from '../config/phase-settings.js';
import { ConfigError } from '../errors.js';
import { createModel } from '../model/factory.js';
import { Workspace } from '../workspace/workspace.js';
import { Snapshotter } from '../workspace/snapshot.js';
import { isGitRepo, git } from '../workspace/git.js';
import { startState, type StartState } from '../workspace/start-state.js';
import { FolderInstructions } from '../config/instruction-files.js';
import { registerGitConfigCredentials } from '../git/credentials.js';
import { GitError } from '../git/runner.js';
import { openProofTree, proofEnv } from '../verify/proof-tree.js';
import { prepareSandbox, type Sandbox } from '../workspace/sandbox/index.js';
import { guardOffWarning, syntaxGuardProblem } from '../tools/syntax-guard.js';
import { registerSecret } from '../security/redact.js';
import { detectTestCommand } from '../verify/detect.js';
import { runTestCommand } from '../verify/run.js';
import { runWithCanaries } from '../verify/canary.js';
import { Trajectory } from '../report/trajectory.js';
import { fixMode } from '../modes/mode.js';
import type { Run, RunHooks } from './types.js';
import { setupPhase } from './setup.js';
import { ignoredEntries, removeNewIgnored, restoreAll } from './shared.js';
import { repairKilledRuns } from './leftovers.js';
import { liftQuarantine, markedInBase } from './lift.js';

/** Phase 1: workspace checks, test command, model, trajectory, sandbox, syntax guard, setup command, start tree. */
export async function prepare(settings: PhaseSettings, hooks: RunHooks): Promise<Run> {
  const started = Date.now();
  const say = (line: string) => hooks.onProgress?.(line);
  registerSecret(settings.model.apiKey);
  for (const line of repairKilledRuns()) say(`workspace: ${line}`);
  const { ws, base, start } = await openRunWorkspace(settings.workspace, say);
  const { testCommand, testCommandReason } = await chooseTestCommand(settings.tests.testCommand, ws.root, say, {
    commit: hooks.testCommandFrom,
    prefix: start.prefix,
  });

  const model = hooks.model ?? createModel(settings.model, say, `agent-fix-${crypto.randomUUID()}`);
  const trajectory = new Trajectory(settings.trajectoryPath);
  const task = settings.work.task;
  trajectory.write('start', { model: model.name, repo: ws.root, base, task, test_command: testCommand });

  const sandbox = await sandboxAndModelCheck(settings, ws.root, model, say, hooks.sandboxNoneWhy);
  const { warnings, warn } = warningList(trajectory, hooks, say);
  const mode = hooks.mode ?? fixMode;
  await checkSyntaxGuard(mode, warn);

  const sandboxFacts: Run['sandboxFacts'] = {
    sandbox: sandbox.mode,
    proofIsolation: sandbox.isolation,
    sandboxNote: sandbox.note,
    sandboxChanges: sandbox.changes,
  };
  const snapshots = new Snapshotter(ws.root);
  const proofAnchor: Run['proofAnchor'] = {};
  // The setup command is untrusted like every other: the git repositories there are now are the user's.
  snapshots.sweepGit();
  const initial: { tree?: string; ignored?: Set<string> } = {};
  try {
    const lifted = await liftQuarantined(settings, ws, base, testCommand, { snapshots, trajectory, say, initial });
    const { startTree, deps } = await setupPhase(settings.setup, ws, sandbox, snapshots, trajectory, say, warn, {
      testCommand,
      timeoutMs: settings.verify.testTimeoutSec * 1000,
    });
    noteIgnoredFiles(snapshots, say, trajectory, sandboxFacts);
    return {
      tests: settings.tests,
      work: settings.work,
      verify: settings.verify,
      conclude: settings.conclude,
      hooks,
      started,
      say,
      warn,
      ws,
      base,
      testCommand,
      testCommandReason,
      model,
      trajectory,
      sandbox,
      snapshots,
      startTree,
      initialTree: initial.tree ?? startTree,
      ...(initial.ignored ? { initialIgnored: initial.ignored } : {}),
      ...(lifted ? { lifted } : {}),
      warnings,
      sandboxFacts,
      mode,
      folderInstructions: new FolderInstructions(hooks.rules?.nested ?? [], start.prefix),
      proofAnchor,
      runTestsIn: testRunner(settings.verify, ws.root, testCommand, sandbox, proofAnchor),
      openTree: (commit) => openProofTree(ws.root, commit, deps, 'proof', sandbox.mode === 'bwrap'),
    };
  } catch (err) {
    if (initial.tree) await restoreAll(snapshots, initial.tree).catch(() => undefined);
    if (initial.ignored) await removeNewIgnored(ws.root, initial.ignored).catch(() => undefined);
    snapshots.dispose();
    sandbox.dispose();
    throw err;
  }
}

interface LiftContext {
  snapshots: Snapshotter;
  trajectory: Trajectory;
  say: (line: string) => void;
  /** Set for a dry run: the tree and the ignored entries to go back to. */
  initial: { tree?: string; ignored?: Set<string> };
}

/** Says (and records) which ignored files the snapshots leave out, if any. */
function noteIgnoredFiles(snapshots: Snapshotter, say: Run['say'], trajectory: Trajectory, facts: Run['sandboxFacts']) {
  if (!snapshots.ignoredNote) return;
  say(`note: ${snapshots.ignoredNote}`);
  trajectory.write('note', { snapshots: snapshots.ignoredNote });
  facts.ignoredFilesNote = snapshots.ignoredNote;
}

/**
 * A deflake of a quarantined test runs it unmarked from the baseline on (pipeline/lift.ts); a dry run first notes the
 * tree to go back to (before the lift, and before a setup command's writes) and, with setup, the ignored entries, in
 * `initial`.
 */
async function liftQuarantined(
  settings: PhaseSettings,
  ws: Run['ws'],
  base: string,
  testCommand: string,
  { snapshots, trajectory, say, initial }: LiftContext,
) {
  const deflake = settings.tests.deflake;
  const marked = deflake && (await markedInBase(ws.root, base, deflake.test));
  if (settings.setup.dryRun && (settings.setup.setupCommand || marked)) {
    // The ignored entries too: a node_modules or a cache setup makes is no part of the snapshots (shared.ts).
    const ignored = settings.setup.setupCommand ? await ignoredEntries(ws.root) : undefined;
    Object.assign(initial, { tree: await snapshots.take(), ignored });
  }
  const lifted = marked ? await liftQuarantine(ws, base, testCommand, deflake.test) : undefined;
  if (lifted) {
    say(
      `deflake: ${deflake!.test} is in quarantine in the base tree (${lifted.how}); the mark is lifted before the proof, and the proven change removes it`,
    );
    trajectory.write('note', { quarantine_lifted: { file: lifted.file, how: lifted.how } });
  }
  return lifted;
}

/**
 * The sandbox, then the endpoint: a wrong key or an unreachable endpoint is said before setup and the baseline (one
 * request, no tokens); after the sandbox, so a setting to fix (exit 2) is named before a runtime failure (exit 3).
 */
async function sandboxAndModelCheck(
  settings: PhaseSettings,
  root: string,
  model: Run['model'],
  say: (line: string) => void,
  noneWhy?: string,
): Promise<Sandbox> {
  const sandbox: Sandbox = await prepareSandbox({ ...settings.sandbox, root, log: say, noneWhy });
  say(sandbox.note);
  try {
    await model.check?.();
  } catch (err) {
    sandbox.dispose();
    throw err;
  }
  return sandbox;
}

/** The syntax guard checks edits: a mode whose tools cannot edit does not need it. */
async function checkSyntaxGuard(mode: Run['mode'], warn: (line: string) => void): Promise<void> {
  if (!mode.verification.finalRun) return;
  const guardProblem = await syntaxGuardProblem();
  if (guardProblem) warn(guardOffWarning(`the tree-sitter runtime could not load (${guardProblem})`));
}

/** Checks that need no process: they fail fast with exit code 2 and a message that says what to fix. */
async function openWorkspace(
  settings: PhaseSettings['workspace'],
): Promise<{ ws: Workspace; base: string; start: StartState }> {
  if (!fs.existsSync(settings.repo) || !fs.statSync(settings.repo).isDirectory()) {
    throw new ConfigError(
      `the repository folder ${settings.repo} does not exist; give --repo DIR with an existing folder`,
    );
  }
  // A subfolder of a repository is the workspace: the tools, commands and git paths are all relative to it. The
  // start's own reading (top, prefix, HEAD) is the check; only when git refuses is it asked why, for the message.
  const start = await startState(settings.repo, settings.dirtyTree).catch(async (err: unknown) => {
    if (!(err instanceof GitError)) throw err;
    if (!(await isGitRepo(settings.repo))) {
      throw new ConfigError(
        `${settings.repo} is not a git repository; agent-fix tracks its change with git. Run \`git init && git add -A && git commit -m init\` there first`,
      );
    }
    const head = await git(settings.repo, ['rev-parse', 'HEAD']).catch(() => undefined);
    if (head === undefined) {
      throw new ConfigError(
        `${settings.repo} has no commit yet; commit the current state first (git add -A && git commit -m init)`,
      );
    }
    throw err;
  });
  return { ws: new Workspace(settings.repo, settings.protectedPaths), base: start.base, start };
}

/** Opens the workspace and says where the run starts; the workspace's git credentials are registered as secrets. */
async function openRunWorkspace(
  settings: PhaseSettings['workspace'],
  say: (line: string) => void,
): Promise<Awaited<ReturnType<typeof openWorkspace>>> {
  const opened = await openWorkspace(settings);
  const { ws, start } = opened;
  if (start.prefix) say(`workspace: ${ws.root}, the folder ${start.prefix} of the repository ${start.top}`);
  if (start.leftovers.length)
    say(`workspace: removed what an earlier run left behind: ${start.leftovers.join(', ')} (a proof worktree)`);
  if (start.keptApart.length)
    say(
      `--allow-dirty: ${start.keptApart.length} uncommitted path(s) kept apart; the run starts from them and the diff is only the agent's`,
    );
  // Tokens in the workspace's git configs (persist-credentials, submodules, nested repositories) never go out.
  registerGitConfigCredentials(ws.root);
  return opened;
}

/**
 * The test command given, or the one detected in the workspace, or in the commit `from.commit` when it is set (a
 * fork's PR: its base); none is a configuration error.
 */
async function chooseTestCommand(
  given: string | undefined,
  root: string,
  say: (line: string) => void,
  from: { commit?: string; prefix: string },
): Promise<{ testCommand: string; testCommandReason: string }> {
  const { commit, prefix } = from;
  const detected = given ? null : await detectTestCommand(root, commit ? { commit, prefix } : undefined);
  const testCommand = given ?? detected?.command;
  if (!testCommand) {
    throw new ConfigError(
      'no test command: none was given and none could be detected (package.json test script, pytest, go.mod, Cargo.toml, pom.xml, Makefile test target). Give --test-command CMD (Action input test-command)',
    );
  }
  const testCommandReason = given
    ? 'given'
    : `${detected!.reason}${commit ? `; read from the base ${commit.slice(0, 7)}, not the pull request's files` : ''}`;
  say(`test command: ${testCommand} (${testCommandReason})`);
  return { testCommand, testCommandReason };
}

/**
 * The run's warnings and the function that adds one. A safety check that cannot run must say so, once, everywhere
 * the run is reported; never a silent pass.
 */
function warningList(
  trajectory: Trajectory,
  hooks: RunHooks,
  say: (line: string) => void,
): { warnings: string[]; warn: (line: string) => void } {
  const warnings: string[] = [];
  const warn = (line: string) => {
    if (warnings.includes(line)) return;
    warnings.push(line);
    trajectory.write('note', { kind: 'warning', text: line });
    (hooks.onWarning ?? say)(line);
  };
  return { warnings, warn };
}

/**
 * Runs the test command in the sandbox, in the workspace or in a proof tree (`cwd`). A run in a proof tree carries
 * canary tests placed after the baseline's tests (`anchor`), and its report comes back checked (verify/canary.ts).
 * `fresh` (the baseline): in the workspace, over a layer thrown away when it ends (`Sandbox.wrapFresh`).
 */
function testRunner(
  settings: Run['verify'],
  root: string,
  testCommand: string,
  sandbox: Sandbox,
  anchor: Run['proofAnchor'],
): Run['runTestsIn'] {
  return (cwd, filter, { timeoutSec, fresh, ...options } = {}) => {
    const proof = cwd !== root;
    const env = Object.entries(proofEnv()).map(([k, v]) => `${k}=${v}`);
    const run = (given?: string) =>
      runTestCommand(testCommand, {
        cwd,
        filter: given,
        ...options,
        wrap: proof
          ? (argv, extra) => sandbox.wrapIn(cwd)(['env', ...env, ...argv], extra)
          : fresh
            ? sandbox.wrapFresh
            : sandbox.wrap,
        timeoutMs: (timeoutSec ?? settings.testTimeoutSec) * 1000,
      });
    if (!proof) return run(filter);
    // Proof trees are made by us after the sandbox was prepared: as root, open them to the commands' user too.
    sandbox.grant(cwd);
    return runWithCanaries({
      cwd,
      command: testCommand,
      filter,
      anchor: anchor.baseline,
      ...(anchor.base ? { base: anchor.base } : {}),
      run,
    });
  };
}
