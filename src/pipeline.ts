/**
 * The engine's flow, shared by the CLI and the Action: workspace → setup → baseline → agent loop → verification.
 * When the agent's work ends, its edits become the candidate commit (src/workspace/candidate.ts); the final run and
 * the fail-to-pass runs happen on a clean checkout of that commit, and Delivery pushes that commit's tree. The work
 * tree is never read back after the candidate is made. Work is never thrown away: the agent's edits also stay in the
 * tree (uncommitted), and in `diff`.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import picomatch from 'picomatch';
import { DEFAULTS, type RunConfig } from './config/schema.js';
import { phaseSettings, type PhaseSettings } from './config/phase-settings.js';
import { ConfigError } from './errors.js';
import type { Model } from './model/types.js';
import { ModelError, zeroUsage } from './model/types.js';
import { createModel } from './model/factory.js';
import { costOf } from './model/cost.js';
import { ContextBudgetError, ContextManager } from './context/manager.js';
import { activeEncoding, loadTokenizer } from './context/tokens.js';
import { endpointProfile, learnedContextBudget, rememberContextBudget } from './model/endpoint.js';
import { ALWAYS_PROTECTED, hasGitComponent, Workspace } from './workspace/workspace.js';
import { Snapshotter } from './workspace/snapshot.js';
import { git, isGitRepo } from './workspace/git.js';
import { startState, type StartState } from './workspace/start-state.js';
import { appliedInstructionFiles, folderInstructionsNote, type ProjectRules } from './config/project-rules.js';
import { FolderInstructions } from './config/instruction-files.js';
import { registerGitConfigCredentials } from './git/credentials.js';
import { commitDiff, commitStats, type FileStat } from './workspace/diff.js';
import {
  blobText,
  buildCandidate,
  overlayCommit,
  treeChanges,
  type Candidate,
  type TreeChange,
} from './workspace/candidate.js';
import { dependencyDirs, openProofTree, proofEnv, type ProofTree } from './verify/proof-tree.js';
import { prepareSandbox, type Sandbox } from './workspace/sandbox/index.js';
import { runCommand } from './process/exec.js';
import { ToolRegistry } from './tools/registry.js';
import type { ToolContext } from './tools/types.js';
import { guardOffWarning, syntaxGuardProblem } from './tools/syntax-guard.js';
import { childEnv } from './security/env.js';
import { registerSecret } from './security/redact.js';
import { fenceUntrusted, sanitizeUntrusted } from './security/sanitize.js';
import { detectTestCommand } from './verify/detect.js';
import { runTestCommand } from './verify/run.js';
import { failureExcerpt } from './verify/excerpt.js';
import {
  checkEditIntegrity,
  checkIntegrity,
  isTestPath,
  reportedSkipFindings,
  type IntegrityFinding,
} from './verify/integrity.js';
import { checkCollection } from './verify/collection.js';
import {
  listingFits,
  proveAgainstBase,
  runBaseline,
  startFailToPass,
  type FailToPassRun,
} from './verify/fail-to-pass.js';
import type { Evidence, FailToPass } from './verify/evidence.js';
import { proofLevel, proofShortfall } from './verify/proof-level.js';
import type { TestRun } from './verify/types.js';
import { runAgent } from './agent/loop.js';
import { Trajectory } from './report/trajectory.js';
import type { RunResult } from './report/run-result.js';
import type { RunStatus } from './run-status.js';
import { agentOptions, fixMode, taskWithAddendum, type Mode } from './modes/mode.js';
import { networkText } from './workspace/network-policy.js';

export { contractStatus, type RunStatus } from './run-status.js';

export type { RunResult } from './report/run-result.js';

export interface RunHooks {
  onProgress?(line: string): void;
  /** A safety check could not run (CLI: a stderr line; Action: core.warning). Default: onProgress. */
  onWarning?(line: string): void;
  /** Use this model instead of the one the config names (bench oracle, tests). */
  model?: Model;
  /** CI-failure mode: the baseline must reproduce the failure. */
  ciFailure?: boolean;
  /** The run's mode (src/modes/): its tools, prompt addendum, gate rule and verification. Default: `fixMode`. */
  mode?: Mode;
  /**
   * The project rules the caller read (config/project-rules.ts): the nested AGENTS.md files are shown to the agent as
   * it reaches their folders, and the result lists every instruction file that applied. The task section is the
   * caller's (it is part of `config.task`).
   */
  rules?: ProjectRules;
  /** Milestones for a progress display (the Action's progress comment): called synchronously, must not throw. */
  onEvent?(event: RunEvent): void;
}

export type RunEvent =
  | { kind: 'baseline'; passed: boolean; detail: string }
  /** A successful patch_file or create_file; `files`: every path changed so far. */
  | { kind: 'edit'; path: string; edits: number; files: string[] }
  | { kind: 'verification'; command: string }
  | { kind: 'final'; passed: boolean; detail: string };

/** Checks that need no process: they fail fast with exit code 2 and a message that says what to fix. */
async function openWorkspace(
  settings: PhaseSettings['workspace'],
): Promise<{ ws: Workspace; base: string; start: StartState }> {
  if (!fs.existsSync(settings.repo) || !fs.statSync(settings.repo).isDirectory()) {
    throw new ConfigError(
      `the repository folder ${settings.repo} does not exist; give --repo DIR with an existing folder`,
    );
  }
  if (!(await isGitRepo(settings.repo))) {
    throw new ConfigError(
      `${settings.repo} is not a git repository; agent-fix tracks its change with git. Run \`git init && git add -A && git commit -m init\` there first`,
    );
  }
  try {
    await git(settings.repo, ['rev-parse', 'HEAD']);
  } catch {
    throw new ConfigError(
      `${settings.repo} has no commit yet; commit the current state first (git add -A && git commit -m init)`,
    );
  }
  // A subfolder of a repository is the workspace: the tools, commands and git paths are all relative to it.
  const start = await startState(settings.repo, settings.dirtyTree);
  return { ws: new Workspace(settings.repo, settings.protectedPaths), base: start.base, start };
}

/**
 * One engine run in five named phases: prepare (workspace, test command, model, sandbox, setup), baseline (the tests on
 * the untouched code), work (the agent loop), verify (the final run and the proofs) and conclude (the one result).
 */
export async function runPipeline(config: RunConfig, hooks: RunHooks = {}): Promise<RunResult> {
  // Narrowed once, here: each phase reads its own slice, none the whole config.
  const settings = phaseSettings(config);
  const run = await prepare(settings, hooks);
  try {
    const baseline = await runBaselinePhase(run);
    if (baseline.flaky) {
      // A failure that does not reproduce is not ours to "fix": no model call, no change, no PR.
      return conclude(run, {
        status: 'unresolved',
        reason: baseline.reason,
        flaky: true,
        evidence: unverified(run, baseline.run),
        outcome: { status: 'unresolved', flaky: true, reason: baseline.reason },
      });
    }
    const work = await workPhase(run, baseline.run);
    if (!run.mode.verification.finalRun) return await concludePlan(run, baseline.run, work);
    const verified = await verifyPhase(run, baseline.run, work);
    return await concludeFix(run, work, verified);
  } finally {
    // Dry run: the diff is the whole output; the work tree goes back to how it was before setup, whatever happened.
    if (settings.setup.dryRun) await restoreAll(run.snapshots, run.initialTree);
    run.snapshots.dispose();
    run.sandbox.dispose();
  }
}

/** Undo every change since `tree`: a dry run leaves the work tree as it found it. */
async function restoreAll(snapshots: Snapshotter, tree: string): Promise<void> {
  const now = await snapshots.take();
  await snapshots.restore(tree, await snapshots.changes(tree, now));
}

/** What every phase reads: its slice of the run's settings, the workspace and the services prepared for it. */
interface Run {
  /** The baseline's: the flaky retries. */
  tests: PhaseSettings['tests'];
  /** The agent loop's. */
  work: PhaseSettings['work'];
  /** The proof's: test-edits, the network, the tests' timeout. */
  verify: PhaseSettings['verify'];
  /** The conclusion's. */
  conclude: PhaseSettings['conclude'];
  hooks: RunHooks;
  started: number;
  say: (line: string) => void;
  warn: (line: string) => void;
  ws: Workspace;
  base: string;
  testCommand: string;
  testCommandReason: string;
  model: Model;
  trajectory: Trajectory;
  sandbox: Sandbox;
  snapshots: Snapshotter;
  /** The tree after setup: everything since that is not an edit is undone. */
  startTree: string;
  /** The tree before setup (a dry run goes back to it); `startTree` when there is no setup or no dry run. */
  initialTree: string;
  warnings: string[];
  sandboxFacts: Pick<RunResult, 'sandbox' | 'sandboxNote' | 'sandboxChanges' | 'ignoredFilesNote' | 'proofIsolation'>;
  mode: Mode;
  /** Nested AGENTS.md files, each shown once with the first tool result in its folder. */
  folderInstructions: FolderInstructions;
  runTestsIn(cwd: string, filter?: string, options?: { listTests?: boolean; timeoutSec?: number }): Promise<TestRun>;
  /** A clean checkout of `commit` with the setup's dependency folders linked in (src/verify/proof-tree.ts). */
  openTree(commit: string): Promise<ProofTree>;
}

type AgentRun = Awaited<ReturnType<typeof runAgent>>;

interface WorkDone {
  agent?: AgentRun;
  /** The model failed mid-run: the work is kept and verified anyway, and the run reports this error. */
  failure?: string;
  edited: Set<string>;
  /** The model's last unfiltered test run, made on a clean tree of its edits as they were then (runOnCandidate). */
  lastFullRun?: CandidateRun;
}

/** A run of the full test command on a clean tree of the candidate whose tree is `tree` (none: in the work tree). */
interface CandidateRun {
  tree?: string;
  run: TestRun;
}

interface Verified {
  final: TestRun;
  evidence: Evidence;
  changedFiles: FileStat[];
  diff: string;
  candidate: Candidate;
  /** The candidate's tree diff against the base (no renames): what delivery checks. */
  changes: TreeChange[];
}

/** Opens the workspace and says where the run starts; the workspace's git credentials are registered as secrets. */
async function openRunWorkspace(
  settings: PhaseSettings['workspace'],
  say: (line: string) => void,
): Promise<Awaited<ReturnType<typeof openWorkspace>>> {
  const opened = await openWorkspace(settings);
  const { ws, start } = opened;
  if (start.prefix) say(`workspace: ${ws.root}, the folder ${start.prefix} of the repository ${start.top}`);
  if (start.keptApart.length)
    say(
      `--allow-dirty: ${start.keptApart.length} uncommitted path(s) kept apart; the run starts from them and the diff is only the agent's`,
    );
  // Tokens in the workspace's git configs (persist-credentials, submodules, nested repositories) never go out.
  registerGitConfigCredentials(ws.root);
  return opened;
}

/** The test command given, or the one detected in the workspace; none is a configuration error. */
async function chooseTestCommand(
  given: string | undefined,
  root: string,
  say: (line: string) => void,
): Promise<{ testCommand: string; testCommandReason: string }> {
  const detected = given ? null : await detectTestCommand(root);
  const testCommand = given ?? detected?.command;
  if (!testCommand) {
    throw new ConfigError(
      'no test command: none was given and none could be detected (package.json test script, pytest, go.mod, Cargo.toml, pom.xml, Makefile test target). Give --test-command CMD (Action input test-command)',
    );
  }
  const testCommandReason = given ? 'given' : detected!.reason;
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

/** Runs the test command in the sandbox, in the workspace or in a proof tree (`cwd`). */
function testRunner(settings: Run['verify'], root: string, testCommand: string, sandbox: Sandbox): Run['runTestsIn'] {
  return (cwd, filter, { timeoutSec, ...options } = {}) => {
    const proof = cwd !== root;
    // Proof trees are made by us after the sandbox was prepared: as root, open them to the commands' user too.
    if (proof) sandbox.grant(cwd);
    const env = Object.entries(proofEnv()).map(([k, v]) => `${k}=${v}`);
    return runTestCommand(testCommand, {
      cwd,
      filter,
      ...options,
      wrap: proof ? (argv) => sandbox.wrapIn(cwd)(['env', ...env, ...argv]) : sandbox.wrap,
      timeoutMs: (timeoutSec ?? settings.testTimeoutSec) * 1000,
    });
  };
}

/** Phase 1: workspace checks, test command, model, trajectory, sandbox, syntax guard, setup command, start tree. */
async function prepare(settings: PhaseSettings, hooks: RunHooks): Promise<Run> {
  const started = Date.now();
  const say = (line: string) => hooks.onProgress?.(line);
  registerSecret(settings.model.apiKey);
  const { ws, base, start } = await openRunWorkspace(settings.workspace, say);
  const { testCommand, testCommandReason } = await chooseTestCommand(settings.tests.testCommand, ws.root, say);

  const model = hooks.model ?? createModel(settings.model, say, `agent-fix-${crypto.randomUUID()}`);
  const trajectory = new Trajectory(settings.trajectoryPath);
  const task = settings.work.task;
  trajectory.write('start', { model: model.name, repo: ws.root, base, task, test_command: testCommand });

  const sandbox: Sandbox = await prepareSandbox({ ...settings.sandbox, root: ws.root, log: say });
  say(sandbox.note);

  const { warnings, warn } = warningList(trajectory, hooks, say);
  const mode = hooks.mode ?? fixMode;
  // The syntax guard checks edits: a mode whose tools cannot edit does not need it.
  if (mode.verification.finalRun) {
    const guardProblem = await syntaxGuardProblem();
    if (guardProblem) warn(guardOffWarning(`the tree-sitter runtime could not load (${guardProblem})`));
  }

  const sandboxFacts: Run['sandboxFacts'] = {
    sandbox: sandbox.mode,
    proofIsolation: sandbox.isolation,
    sandboxNote: sandbox.note,
    sandboxChanges: sandbox.changes,
  };
  const snapshots = new Snapshotter(ws.root);
  // The setup command is untrusted like every other: the git repositories there are now are the user's.
  snapshots.sweepGit();
  let initialTree: string | undefined;
  try {
    if (settings.setup.dryRun && settings.setup.setupCommand) initialTree = await snapshots.take();
    const { startTree, deps } = await setupPhase(settings.setup, ws, sandbox, snapshots, trajectory, say, warn);
    if (snapshots.ignoredNote) {
      say(`note: ${snapshots.ignoredNote}`);
      trajectory.write('note', { snapshots: snapshots.ignoredNote });
      sandboxFacts.ignoredFilesNote = snapshots.ignoredNote;
    }
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
      initialTree: initialTree ?? startTree,
      warnings,
      sandboxFacts,
      mode,
      folderInstructions: new FolderInstructions(hooks.rules?.nested ?? [], start.prefix),
      runTestsIn: testRunner(settings.verify, ws.root, testCommand, sandbox),
      openTree: (commit) => openProofTree(ws.root, commit, deps, 'proof', sandbox.mode === 'bwrap'),
    };
  } catch (err) {
    if (initialTree) await restoreAll(snapshots, initialTree).catch(() => undefined);
    snapshots.dispose();
    sandbox.dispose();
    throw err;
  }
}

/**
 * The setup command (if any), its edits to tracked files undone, then the start tree. Dependencies come from setup:
 * read-only for every later command, and given to every proof tree.
 */
async function setupPhase(
  setup: PhaseSettings['setup'],
  ws: Workspace,
  sandbox: Sandbox,
  snapshots: Snapshotter,
  trajectory: Trajectory,
  say: (line: string) => void,
  warn: (line: string) => void,
): Promise<{ startTree: string; deps: string[] }> {
  if (setup.setupCommand) {
    const before = await snapshots.take();
    await runSetup(setup.setupCommand, ws, sandbox, trajectory, say);
    await undoSetupEdits(ws.root, snapshots, before, warn);
  }
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

/** Phase 2: the tests on the untouched code (retried for CI failures, to tell a real failure from a flaky one). */
async function runBaselinePhase(run: Run): Promise<Awaited<ReturnType<typeof runBaseline>>> {
  const { say, trajectory, hooks } = run;
  say('baseline: running the tests on the untouched code');
  const result = await runBaseline(
    async () => {
      const tests = await run.runTestsIn(run.ws.root);
      await restoreNonEdits(run.snapshots, run.startTree, new Set());
      return tests;
    },
    { flakyRetries: run.tests.flakyRetries, ciFailure: Boolean(hooks.ciFailure) },
  );
  const baseline = result.run;
  // Only setup and the baseline have run: what they made is the proof's pristine state from now on (Sandbox.freeze).
  run.sandbox.freeze();
  const notStarted = testCommandNotStarted(run.testCommand, baseline);
  if (notStarted) {
    trajectory.write('tests', { phase: 'baseline', run: baseline, not_started: true });
    throw new ConfigError(notStarted);
  }
  trajectory.write('tests', {
    phase: 'baseline',
    run: baseline,
    runs: result.runs.length,
    flaky: result.flaky,
    reason: result.reason,
  });
  say(`baseline: ${describe(baseline)}; ${result.reason}`);
  hooks.onEvent?.({ kind: 'baseline', passed: baseline.passed, detail: describe(baseline) });
  return result;
}

/**
 * Why the test command never ran a test: the shell's 127 (not found) or 126 (not executable) with no test counted.
 * A red baseline would send the model to "fix" a missing program, turn after turn; this stops before the first call.
 */
export function testCommandNotStarted(command: string, baseline: TestRun): string | undefined {
  if (baseline.timedOut || (baseline.exitCode !== 126 && baseline.exitCode !== 127)) return undefined;
  if (baseline.counts && baseline.counts.passed + baseline.counts.failed > 0) return undefined;
  const what = baseline.exitCode === 127 ? 'command not found' : 'permission denied: not executable';
  const tail = baseline.output.trim().split('\n').slice(-5).join('\n');
  return (
    `the test command \`${command}\` could not start (exit ${baseline.exitCode}, ${what}) before any test ran:\n${tail}\n` +
    'Give the right command with --test-command (Action input test-command), or install what it needs with ' +
    '--setup-command (Action input setup-command)'
  );
}

/** Phase 3: the agent loop with this run's tools, context and budgets. A model failure ends it but keeps the work. */
async function workPhase(run: Run, baseline: TestRun): Promise<WorkDone> {
  const { work, ws, sandbox, model, say, mode } = run;
  // The paths the edit tools changed; each successful edit is also reported as an `edit` event (onEdit below).
  const edited = new Set<string>();
  let lastFullRun: CandidateRun | undefined;
  let edits = 0;
  const onEdit = (path: string) => run.hooks.onEvent?.({ kind: 'edit', path, edits: ++edits, files: [...edited] });
  const deadline = run.started + work.timeoutMinutes * 60_000;
  const ctx: ToolContext = {
    ws,
    shell: (command, timeoutSec) =>
      runCommand(command, { cwd: ws.root, env: childEnv(), wrap: sandbox.wrap, timeoutMs: timeoutSec * 1000 }),
    tests: {
      command: run.testCommand,
      timeoutSec: work.testTimeoutSec,
      // A filtered run is a quick look in the work tree. An unfiltered one runs as the proof does, on a clean tree of
      // the edits: the model sees what the proof will see, and the final run reuses it when nothing changed since.
      run: async (filter, timeoutSec) => {
        if (filter || !mode.verification.finalRun) return run.runTestsIn(ws.root, filter, { timeoutSec });
        lastFullRun = await runOnCandidate(run, baseline, edited, timeoutSec);
        return lastFullRun.run;
      },
    },
    deadline,
    snapshots: run.snapshots,
    edited,
    warn: run.warn,
    instructionsFor: (rel) =>
      folderInstructionsNote(run.folderInstructions.take(rel), run.hooks.rules?.branch ?? 'the base branch'),
    guardEdit: editGuard(work, edited),
  };

  await loadTokenizer(model.name);
  say(`token counts: ${activeEncoding(model.name)} for ${model.name}`);
  const tools = new ToolRegistry(mode.tools);
  const contextTokens = contextBudget(work, model.name);
  if (contextTokens !== work.contextTokens)
    say(
      `context budget: ${contextTokens} tokens a request (${work.contextTokens === undefined ? "the endpoint's limit" : 'lowered to what the endpoint accepted earlier'}; context-tokens sets it)`,
    );
  const context = new ContextManager({ contextTokens, model: model.name, tools: tools.specs });
  try {
    const task = taskMessage(work.task, run.testCommand, baseline);
    const agent = await runAgent(
      taskWithAddendum(mode, task),
      {
        model,
        tools,
        ctx,
        context,
        trajectory: run.trajectory,
        progress: say,
        costOf: (usage) => costOf(model.name, usage),
        onContextLimit: (_limit, budget) => rememberContextBudget(work.baseUrl, model.name, budget),
        onEdit,
      },
      {
        maxTurns: work.maxTurns,
        maxCostUsd: work.maxCostUsd,
        deadline,
      },
      agentOptions(mode),
    );
    return { agent, edited, lastFullRun };
  } catch (err) {
    if (!(err instanceof ModelError) && !(err instanceof ContextBudgetError)) throw err;
    // A refused key before any edit is a configuration error (exit 2, naming the key), not a run that went wrong.
    if (err instanceof ModelError && err.kind === 'auth' && edited.size === 0) throw err;
    say(`model error: ${err.message}`);
    return { failure: err.message, edited, lastFullRun };
  }
}

/** Refuses an edit past max-changed-files, and (test-edits: deny) one that weakens a test. */
function editGuard(work: Run['work'], edited: Set<string>): ToolContext['guardEdit'] {
  return (rel, before, after) => {
    if (!edited.has(rel) && edited.size >= work.maxChangedFiles) {
      return `This run may change at most ${work.maxChangedFiles} files (max-changed-files), and ${edited.size} are changed already. Keep the change small.`;
    }
    if (work.testEdits !== 'deny') return undefined;
    const findings = checkEditIntegrity(rel, before, after);
    return findings.length
      ? `Changing tests this way is not allowed here (test-edits: deny): ${findings.map((f) => f.detail).join('; ')}. Fix the code under test instead.`
      : undefined;
  };
}

/**
 * Phase 4: the proof. The agent's edits become the candidate commit; the full test command runs on a clean checkout
 * of it (or the model's last full run stands for that run: made the same way, on the same tree), then the integrity
 * check (git objects of the base and the candidate), fail-to-pass and (review rounds) the whole pull request's proof
 * against its base, each on clean trees. The work tree is not read again.
 */
async function verifyPhase(run: Run, baseline: TestRun, work: WorkDone): Promise<Verified> {
  const { verify, hooks, trajectory, say, testCommand } = run;
  const made = await candidateOf(run, work.edited);
  const { candidate, changedFiles, paths } = made;
  // The clean tree of the candidate is checked out when a step first needs it: the final run (unless the model's
  // last full run stands for it), the changed tests' "after", the collection check, a review round's whole proof.
  let opened: Promise<ProofTree> | undefined;
  const proofDir = async () => (await (opened ??= run.openTree(made.proofCommit))).dir;
  const ftp = failToPassStep(run, baseline, paths, candidate.commit, proofDir);
  // The changed files' text before and after, for the integrity check: read from git objects while the final run goes.
  const texts = verify.testEdits === 'allow' ? undefined : changedTexts(run, made);
  texts?.catch(() => undefined); // awaited below; a failure then is the step's
  try {
    // The model's last unfiltered run passed on a clean tree of this same candidate: it is the final run (it ran as
    // this one would: command, listing, environment, and a fresh layer over the home and dependency folders as setup
    // left them, so nothing the agent's commands wrote reached it: Sandbox.wrapIn).
    const last = work.lastFullRun;
    const reused = last?.tree === candidate.tree && last.run.passed ? last.run : undefined;
    const fresh =
      run.sandbox.isolation === 'layers'
        ? "it ran in a fresh proof layer over setup's state, as the final run would"
        : 'without the sandbox no run is isolated from what the commands wrote (proof_isolation: none)';
    say(
      reused
        ? `verification: the candidate (${candidate.tree.slice(0, 12)}) is the clean tree the model's last full run passed on; that run is the final run (${fresh})`
        : `verification: running the full test command on a clean tree of the candidate (${candidate.tree.slice(0, 12)})`,
    );
    hooks.onEvent?.({ kind: 'verification', command: testCommand });
    // Isolated runs (bwrap, no network) need not wait for each other: the new tests' run on the original code starts
    // beside the final run. Otherwise it follows a green final run, as a suite sharing a database or port needs.
    if (changedFiles.length && parallelProof(run, paths)) await ftp.begin();
    // A small suite's final run names every test it passed: the fail-to-pass table reads its "after" from this run
    // instead of running the changed test files again.
    const final = reused ?? (await run.runTestsIn(await proofDir(), undefined, { listTests: listingFits(baseline) }));
    trajectory.write('tests', {
      phase: 'final',
      run: final,
      tree: candidate.tree,
      ...(reused ? { reused: true } : {}),
    });
    say(`final: ${describe(final)}`);
    hooks.onEvent?.({ kind: 'final', passed: final.passed, detail: describe(final) });

    const findings = texts ? await integrityFindings(run, baseline, final, made, proofDir, await texts) : [];
    const proven = final.passed && changedFiles.length > 0;
    const failToPass = proven ? await ftp.finish(final) : null;
    const againstBase = run.mode.verification.againstBase;
    const wholeChange =
      againstBase && proven
        ? await proveWholeChange(run, againstBase, paths, final, candidate.commit, await proofDir())
        : undefined;
    const evidence: Evidence = {
      command: testCommand,
      baseline,
      final,
      integrity: { mode: verify.testEdits, findings },
      fail_to_pass: failToPass,
      ...(wholeChange ? { whole_change: wholeChange } : {}),
    };
    return { final, evidence, changedFiles, diff: made.diff, candidate, changes: made.changes };
  } finally {
    await ftp.cancel();
    await opened?.then(
      (tree) => tree.dispose(),
      () => undefined,
    );
    // The proof runs were commands too: git repositories they planted go before delivery runs git.
    run.snapshots.sweepGit();
  }
}

/** The candidate commit and every fact about it, from git objects; `proofCommit` adds the files setup left. */
async function candidateOf(run: Run, edited: Set<string>) {
  const { ws, base, snapshots, startTree, trajectory } = run;
  // Command side effects on other paths are undone (and planted git data swept) before git reads the edited paths.
  await restoreNonEdits(snapshots, startTree, edited);
  const made = await candidateCommits(run, edited);
  // Reads of git objects only, so they go side by side.
  const [changedFiles, diff] = await Promise.all([
    commitStats(ws.root, base, made.candidate.commit),
    commitDiff(ws.root, base, made.candidate.commit),
  ]);
  trajectory.write('note', { candidate: made.candidate.commit, tree: made.candidate.tree });
  return { ...made, changedFiles, diff };
}

/** The candidate commit from the edited paths as git finds them now, and the commit of its proof tree. */
async function candidateCommits(run: Run, edited: Set<string>) {
  const { ws, base, startTree } = run;
  const paths = [...edited].sort();
  const candidate = await buildCandidate(ws.root, base, paths);
  const [changes, setupState] = await Promise.all([
    treeChanges(ws.root, base, candidate.commit),
    treeChanges(ws.root, base, startTree),
  ]);
  // The proof tree: the candidate's tree, plus the files setup left that git does not track (builds, configs).
  const setupFiles = setupState.filter(
    (c) => c.status === 'A' && !changes.some((e) => e.path === c.path || c.path.startsWith(`${e.path}/`)),
  );
  const proofCommit = setupFiles.length
    ? await overlayCommit(ws.root, candidate.commit, setupFiles, 'agent-fix: candidate with the setup state')
    : candidate.commit;
  return { paths, candidate, changes, proofCommit };
}

/**
 * The model's unfiltered test run, made as the final run is: the same command, listing and environment, on a clean
 * tree of its edits as they are now (the paths the edit tools changed; not what commands left). The model sees what
 * the proof will see. When it edits nothing after, the candidate has this tree, and this run is the final run
 * (verifyPhase). If git cannot build the candidate (a path behind a symlinked folder) it runs in the work tree.
 */
async function runOnCandidate(
  run: Run,
  baseline: TestRun,
  edited: Set<string>,
  timeoutSec?: number,
): Promise<CandidateRun> {
  let made: Awaited<ReturnType<typeof candidateCommits>>;
  try {
    made = await candidateCommits(run, edited);
  } catch (err) {
    run.say(`run_tests: no clean tree of the edits (${(err as Error).message}); the run is in the work tree`);
    return { run: await run.runTestsIn(run.ws.root, undefined, { timeoutSec }) };
  }
  const tree = await run.openTree(made.proofCommit);
  try {
    const tests = await run.runTestsIn(tree.dir, undefined, { timeoutSec, listTests: listingFits(baseline) });
    return { tree: made.candidate.tree, run: tests };
  } finally {
    await tree.dispose();
  }
}

type ChangedText = { path: string; before: string | null; after: string | null };

/** Each changed file's text in the base and in the candidate (git objects; null where it is no regular file). */
function changedTexts(run: Run, made: Awaited<ReturnType<typeof candidateOf>>): Promise<ChangedText[]> {
  const { ws, base } = run;
  return Promise.all(
    made.changedFiles.map(async (f) => {
      const [before, after] = await Promise.all([
        blobText(ws.root, base, f.path),
        blobText(ws.root, made.candidate.commit, f.path),
      ]);
      return { path: f.path, before, after };
    }),
  );
}

/**
 * The integrity findings: the pattern checks on the changed files' text (git objects of the base and the candidate),
 * the runner's own skip counts before and after (they catch skips no pattern sees), and its listing where a test
 * file went away (moved tests count as kept only where the runner still collects them).
 */
async function integrityFindings(
  run: Run,
  baseline: TestRun,
  final: TestRun,
  made: Awaited<ReturnType<typeof candidateOf>>,
  proofDir: () => Promise<string>,
  texts: ChangedText[],
): Promise<IntegrityFinding[]> {
  return [
    ...checkIntegrity(texts, { runner: final.runner }),
    ...reportedSkipFindings(baseline, final),
    ...(await collectionFindings(run, made.changes, proofDir, final.runner)),
  ];
}

/**
 * The fail-to-pass step: `begin` starts its run on the original code (early, beside the final run, or on demand),
 * `finish` gives the table, `cancel` ends it; a git failure skips the check with a line in the log, never the run.
 */
function failToPassStep(
  run: Run,
  baseline: TestRun,
  paths: string[],
  candidate: string,
  finalTree: () => Promise<string>,
) {
  const skipped = (err: unknown) => {
    run.say(`fail-to-pass check skipped: ${(err as Error).message}`);
    return null;
  };
  let begun: Promise<FailToPassRun | null> | undefined;
  const begin = () =>
    (begun ??= startFailToPass({
      root: run.ws.root,
      baseRef: run.startTree,
      changedPaths: paths,
      baseline,
      runTests: run.runTestsIn,
      candidate,
      finalTree,
      openTree: run.openTree,
      command: run.testCommand,
    }).catch(skipped));
  return {
    begin: async (): Promise<void> => void (await begin()),
    finish: async (final: TestRun): Promise<FailToPass | null> => {
      const started = await begin();
      return started ? started.finish(final).catch(skipped) : null;
    },
    cancel: async (): Promise<void> => {
      await (await begun)?.cancel().catch(() => undefined);
    },
  };
}

/**
 * May the fail-to-pass run on the original code go beside the final run? Only when a test file changed (else there
 * is no such run) and the two cannot meet: bwrap gives each its own /tmp and, with the network off, its own loopback;
 * the trees are separate checkouts and the dependencies read-only.
 */
function parallelProof(run: Run, paths: string[]): boolean {
  return run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' && paths.some(isTestPath);
}

/**
 * A test the candidate deletes or moves (a deletion, or a test file emptied beside a new file) counts as kept only if
 * the runner still collects it: the runner's own listing on the original code and on the candidate says so. Runs only
 * when a test file went away or lost tests beside a new file, so an ordinary fix pays nothing for it.
 */
async function collectionFindings(
  run: Run,
  changes: TreeChange[],
  candidateDir: () => Promise<string>,
  runner: string,
): Promise<IntegrityFinding[]> {
  const testGone = changes.some((c) => c.status === 'D' && isTestPath(c.path));
  const movedOut = changes.some((c) => c.status === 'M' && isTestPath(c.path)) && changes.some((c) => c.status === 'A');
  if (!testGone && !movedOut) return [];
  const { ws, sandbox, verify } = run;
  const original = await run.openTree(await overlayCommit(ws.root, run.startTree, [], 'agent-fix: original code'));
  try {
    const result = await checkCollection({
      testCommand: run.testCommand,
      runner,
      packageJson: await blobText(ws.root, run.base, 'package.json'),
      baseDir: original.dir,
      candidateDir: await candidateDir(),
      runList: async (cwd, command) => {
        sandbox.grant(cwd);
        const listed = await runCommand(command, {
          cwd,
          env: childEnv(),
          wrap: sandbox.wrapIn(cwd),
          timeoutMs: verify.testTimeoutSec * 1000,
        });
        return { output: listed.output, exitCode: listed.exitCode };
      },
    });
    if (result.skipped) run.say(`collection check skipped: ${result.skipped}`);
    return result.findings;
  } finally {
    await original.dispose();
  }
}

/** A review round's proof of the whole pull request against its base, besides this round's against the PR head. */
async function proveWholeChange(
  run: Run,
  proofBase: { sha: string; branch: string },
  paths: string[],
  final: TestRun,
  candidate: string,
  finalTree: string,
): Promise<NonNullable<Evidence['whole_change']>> {
  const { sha, branch } = proofBase;
  run.say(`proof: the whole pull request against ${branch} (${sha.slice(0, 7)})`);
  return proveAgainstBase({
    root: run.ws.root,
    base: sha,
    changedPaths: paths,
    finalRun: final,
    runTests: run.runTestsIn,
    candidate,
    finalTree,
    openTree: run.openTree,
  })
    .then(async ({ failToPass: ftp }) => ({
      base: sha,
      baseBranch: branch,
      changed_files: await commitStats(run.ws.root, sha, candidate),
      fail_to_pass: ftp,
    }))
    .catch((err) => {
      run.say(`whole-PR proof skipped: ${(err as Error).message}`);
      return {
        base: sha,
        baseBranch: branch,
        changed_files: [],
        fail_to_pass: null,
        note: `the check could not run: ${(err as Error).message.split('\n')[0]}`,
      };
    });
}

/** Evidence for a run that has no final run: the baseline alone. */
function unverified(run: Run, baseline: TestRun): Evidence {
  return {
    command: run.testCommand,
    baseline,
    final: null,
    integrity: { mode: run.conclude.testEdits, findings: [] },
    fail_to_pass: null,
  };
}

/** A plan run's conclusion: the work tree is left untouched, and the plan is the result. */
async function concludePlan(run: Run, baseline: TestRun, work: WorkDone): Promise<RunResult> {
  const { agent, failure } = work;
  // No edit tool was offered, so nothing is the agent's work: undo whatever the test runs left behind.
  await restoreNonEdits(run.snapshots, run.startTree, new Set());
  const plan = agent?.exit === 'submitted' ? agent.summary.trim() : '';
  const status: RunStatus = failure ? 'error' : plan ? 'planned' : 'unresolved';
  const reason = failure ?? (plan ? undefined : `no plan was submitted${agent?.reason ? `: ${agent.reason}` : ''}`);
  return conclude(run, {
    status,
    reason,
    plan,
    agent,
    evidence: unverified(run, baseline),
    outcome: {
      status,
      reason,
      turns: agent?.turns ?? 0,
      usage: agent?.usage,
      cost_usd: agent?.costUsd ?? null,
      plan,
    },
  });
}

/** A fix run's conclusion: resolved only when the final run passed on a change that may be delivered. */
async function concludeFix(run: Run, work: WorkDone, verified: Verified): Promise<RunResult> {
  const { agent, failure } = work;
  const { final, changedFiles, evidence, candidate, changes } = verified;
  // Delivery pushes exactly this commit: its tree diff is checked, whatever the tools allowed on the way.
  const refusal = await candidateRefusal(run, changes, changedFiles);
  if (refusal) run.say(`delivery refused: ${refusal}`);
  // A passing suite is not yet proof of this change when its output names tests: the table must show it.
  evidence.proof_level = proofLevel(evidence);
  const shortfall =
    final.passed && changedFiles.length > 0 && !failure && !refusal
      ? proofShortfall(evidence, run.conclude.requireTestProof)
      : undefined;
  if (shortfall) run.say(`not proven: ${shortfall}`);
  const status: RunStatus = failure
    ? 'error'
    : refusal || shortfall
      ? 'unresolved'
      : final.passed && changedFiles.length > 0
        ? 'resolved'
        : 'unresolved';
  const reason =
    failure ??
    (refusal ? `delivery refused: ${refusal}` : undefined) ??
    (shortfall ? `not proven: ${shortfall}` : undefined) ??
    (changedFiles.length === 0
      ? final.passed
        ? 'no change was made (the tests pass on the untouched code)'
        : `no change was made and the tests still fail: ${describe(final)}`
      : !final.passed
        ? `the final test run failed: ${describe(final)}`
        : undefined);
  // A spent rate limit is the headline: it says why the run stopped and when it can go on.
  const why = agent?.budget === 'rate-limit' ? [agent.reason, reason] : [reason, agent?.reason];
  const unresolvedWhy = status === 'resolved' ? undefined : why.filter(Boolean).join('; ');
  return conclude(run, {
    status,
    reason: unresolvedWhy,
    agent,
    evidence,
    changedFiles,
    diff: verified.diff,
    ...(refusal ? { deliveryRefused: refusal } : {}),
    ...(changedFiles.length ? { candidate: { commit: candidate.commit, tree: candidate.tree } } : {}),
    outcome: {
      status,
      reason: unresolvedWhy,
      turns: agent?.turns ?? 0,
      usage: agent?.usage ?? zeroUsage(),
      cost_usd: agent?.costUsd ?? null,
      changed_files: changedFiles,
      budget: agent?.budget,
      evidence,
    },
  });
}

interface Conclusion {
  status: RunStatus;
  reason?: string;
  flaky?: boolean;
  plan?: string;
  agent?: AgentRun;
  evidence: Evidence;
  changedFiles?: FileStat[];
  diff?: string;
  deliveryRefused?: string;
  candidate?: RunResult['candidate'];
  /** The trajectory's outcome record. */
  outcome: Record<string, unknown>;
}

/** Phase 5: the one place a RunResult is built, after the trajectory records the outcome. */
function conclude(run: Run, c: Conclusion): RunResult {
  const { agent } = c;
  run.trajectory.write('outcome', c.outcome);
  return {
    status: c.status,
    reason: c.reason,
    ...(c.flaky ? { flaky: true } : {}),
    ...(c.plan ? { plan: c.plan } : {}),
    turns: agent?.turns ?? 0,
    usage: agent?.usage ?? zeroUsage(),
    costUsd: agent ? agent.costUsd : c.flaky ? 0 : null,
    summary: agent?.summary,
    evidence: c.evidence,
    changedFiles: c.changedFiles ?? [],
    diff: c.diff ?? '',
    ...(c.deliveryRefused ? { deliveryRefused: c.deliveryRefused } : {}),
    ...(c.candidate ? { candidate: c.candidate } : {}),
    durationMs: Date.now() - run.started,
    budgetExhausted: agent?.budget,
    toolErrors: agent?.toolErrors ?? 0,
    baseCommit: run.base,
    ...run.sandboxFacts,
    ...networkFacts(run),
    testCommandReason: run.testCommandReason,
    instructionFiles: appliedInstructionFiles(run.hooks.rules, run.folderInstructions.applied),
    warnings: run.warnings,
  };
}

/** The network policy in force and what its proxy refused (read before the sandbox is disposed). */
function networkFacts(run: Run): Pick<RunResult, 'network' | 'networkRefused'> {
  const refused = run.sandbox.refusedHosts();
  if (refused.length) run.trajectory.write('note', { network_refused: refused });
  return { network: networkText(run.conclude.network), ...(refused.length ? { networkRefused: refused } : {}) };
}

/** Why the candidate must not be delivered: a path it changes, or a symlink it adds, is refused; or a runaway diff. */
async function candidateRefusal(run: Run, changes: TreeChange[], files: FileStat[]): Promise<string | undefined> {
  for (const c of changes) {
    const why = pathRefusal(run.ws, c.path);
    if (why) return why;
    if (c.status !== 'D' && c.mode === '120000') {
      const target = await git(run.ws.root, ['cat-file', 'blob', c.sha]);
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(c.path), target));
      const escapes = path.posix.isAbsolute(target) || to === '..' || to.startsWith('../');
      const bad = escapes ? 'outside the workspace' : pathRefusal(run.ws, to);
      if (bad) return `${c.path}: a symlink to ${target} (${bad})`;
    }
  }
  return deliveryRefusal(run.ws, files, run.conclude.maxDiffLines);
}

/**
 * Why a path must not be delivered, from its name alone (the work tree is not consulted): outside, git data, or
 * protected in any letter case (case-insensitive checkouts open `.GitHub/Workflows` as `.github/workflows`).
 */
function pathRefusal(ws: Workspace, rel: string): string | undefined {
  if (rel.includes('\0') || path.posix.isAbsolute(rel) || rel.split(/[\\/]/).includes('..'))
    return `${rel}: ${rel} is outside the workspace`;
  const globs = [...ALWAYS_PROTECTED, ...ws.protectedGlobs];
  if (hasGitComponent(rel) || globs.some((g) => picomatch(g, { dot: true, nocase: true })(rel)))
    return `${rel}: ${rel} is protected (matches ${globs.join(', ')}, in any letter case); agent-fix may not change it`;
  return undefined;
}

/** Why the final change must not be delivered: a path outside the workspace or protected, or a runaway diff. */
export function deliveryRefusal(ws: Workspace, files: FileStat[], maxDiffLines: number): string | undefined {
  for (const f of files) {
    const why = pathRefusal(ws, f.path);
    if (why) return why;
  }
  const lines = files.reduce((n, f) => n + f.added + f.removed, 0);
  if (lines > maxDiffLines)
    return `the diff has ${lines} changed lines, more than max-diff-lines (${maxDiffLines}); raise it if a change this large is intended`;
  return undefined;
}

/**
 * The prompt budget for this run: an explicit context-tokens, else the endpoint's documented limit (GitHub Models
 * 8000), else 100000; never above what the endpoint already refused in this process (the bench learns it once).
 */
export function contextBudget(
  config: Pick<RunConfig, 'contextTokens' | 'baseUrl' | 'model'>,
  modelName = config.model,
): number {
  const chosen = config.contextTokens ?? endpointProfile(config.baseUrl).contextTokens ?? DEFAULTS.contextTokens;
  return Math.min(chosen, learnedContextBudget(config.baseUrl, modelName) ?? Infinity);
}

/** Undo every change since `tree` except to the paths the edit tools changed. */
async function restoreNonEdits(snapshots: Snapshotter, tree: string, edited: Set<string>): Promise<void> {
  const now = await snapshots.take();
  const stray = (await snapshots.changes(tree, now)).filter((c) => !edited.has(c.path));
  if (stray.length) await snapshots.restore(tree, stray);
}

function describe(run: TestRun): string {
  const counts = run.counts ? ` (passed ${run.counts.passed}, failed ${run.counts.failed})` : '';
  return `${run.timedOut ? 'timed out' : run.passed ? 'passed' : 'failed'}, exit ${run.exitCode}${counts}`;
}

/** The task as the model sees it: the request, then how it will be proven, then where the tests stand now. */
export function taskMessage(task: string, testCommand: string, baseline: TestRun): string {
  const state = baseline.passed
    ? 'Before any edit, the tests PASS. If the task asks for new behaviour, add tests for it.'
    : `Before any edit, the tests FAIL${baseline.failingIds.length ? ` (failing: ${baseline.failingIds.slice(0, 20).join(', ')})` : ''}.\n` +
      fenceUntrusted('test output', sanitizeUntrusted(failureExcerpt(baseline.output, baseline, 3_000)));
  return `# Task\n\n${task}\n\n# Proof\n\nThe test command is \`${testCommand}\`; the run is resolved only if it passes after your last edit.\n${state}`;
}
