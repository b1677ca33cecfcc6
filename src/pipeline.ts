/**
 * The engine's flow, shared by the CLI and the Action: workspace → setup → baseline → agent loop → verification.
 * It leaves the change uncommitted in the work tree, and returns everything Delivery and the reports need.
 * Work is never thrown away: whatever the outcome, the agent's edits stay in the tree and in `diff`.
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import { DEFAULTS, type RunConfig } from './config/schema.js';
import { ConfigError } from './errors.js';
import type { Model } from './model/types.js';
import { ModelError, zeroUsage } from './model/types.js';
import { createModel } from './model/factory.js';
import { costOf } from './model/cost.js';
import { ContextBudgetError, ContextManager } from './context/manager.js';
import { activeEncoding, loadTokenizer } from './context/tokens.js';
import { endpointProfile, learnedContextBudget, rememberContextBudget } from './model/endpoint.js';
import { Workspace } from './workspace/workspace.js';
import { Snapshotter } from './workspace/snapshot.js';
import { git, isGitRepo } from './workspace/git.js';
import { registerGitConfigCredentials } from './git/credentials.js';
import { workTreeDiff, workTreeStats, type FileStat } from './workspace/diff.js';
import { prepareSandbox, type Sandbox } from './workspace/sandbox.js';
import { readBeneathOrNull } from './security/no-follow.js';
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
import { checkEditIntegrity, checkIntegrity } from './verify/integrity.js';
import { proveAgainstBase, proveFailToPass, runBaseline } from './verify/fail-to-pass.js';
import type { Evidence } from './verify/evidence.js';
import type { TestRun } from './verify/types.js';
import { runAgent } from './agent/loop.js';
import { Trajectory } from './report/trajectory.js';
import type { RunResult } from './report/run-result.js';
import type { RunStatus } from './run-status.js';
import { agentOptions, fixMode, planMode, reviewMode, taskWithAddendum, type Mode } from './modes/mode.js';

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
  /**
   * The run's mode (src/modes/): its tools, prompt addendum, gate rule and verification. Default: `fixMode`. The names
   * `fix` and `plan` stand for `fixMode` and `planMode`.
   */
  mode?: Mode | 'fix' | 'plan';
  /** With a mode named `fix` or none: a review round against this base, `reviewMode(proofBase)`. */
  proofBase?: { sha: string; branch: string };
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
async function openWorkspace(config: RunConfig): Promise<{ ws: Workspace; base: string }> {
  if (!fs.existsSync(config.repo) || !fs.statSync(config.repo).isDirectory()) {
    throw new ConfigError(
      `the repository folder ${config.repo} does not exist; give --repo DIR with an existing folder`,
    );
  }
  if (!(await isGitRepo(config.repo))) {
    throw new ConfigError(
      `${config.repo} is not a git repository; agent-fix tracks its change with git. Run \`git init && git add -A && git commit -m init\` there first`,
    );
  }
  let base: string;
  try {
    base = (await git(config.repo, ['rev-parse', 'HEAD'])).trim();
  } catch {
    throw new ConfigError(
      `${config.repo} has no commit yet; commit the current state first (git add -A && git commit -m init)`,
    );
  }
  return { ws: new Workspace(config.repo, config.protectedPaths), base };
}

/**
 * One engine run in five named phases: prepare (workspace, test command, model, sandbox, setup), baseline (the tests on
 * the untouched code), work (the agent loop), verify (the final run and the proofs) and conclude (the one result).
 */
export async function runPipeline(config: RunConfig, hooks: RunHooks = {}): Promise<RunResult> {
  const run = await prepare(config, hooks);
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
    const verified = await verifyPhase(run, baseline.run, work.edited);
    return await concludeFix(run, work, verified);
  } finally {
    run.snapshots.dispose();
    run.sandbox.dispose();
  }
}

/** What every phase reads: the run's settings, its workspace and the services prepared for it. */
interface Run {
  config: RunConfig;
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
  warnings: string[];
  sandboxFacts: Pick<RunResult, 'sandbox' | 'sandboxNote' | 'sandboxChanges' | 'ignoredFilesNote'>;
  mode: Mode;
  runTestsIn(cwd: string, filter?: string, options?: { listTests?: boolean; timeoutSec?: number }): Promise<TestRun>;
}

type AgentRun = Awaited<ReturnType<typeof runAgent>>;

interface WorkDone {
  agent?: AgentRun;
  /** The model failed mid-run: the work is kept and verified anyway, and the run reports this error. */
  failure?: string;
  edited: Set<string>;
}

interface Verified {
  final: TestRun;
  evidence: Evidence;
  changedFiles: FileStat[];
  diff: string;
}

/** Phase 1: workspace checks, test command, model, trajectory, sandbox, syntax guard, setup command, start tree. */
async function prepare(config: RunConfig, hooks: RunHooks): Promise<Run> {
  const started = Date.now();
  const say = (line: string) => hooks.onProgress?.(line);
  registerSecret(config.apiKey);
  const { ws, base } = await openWorkspace(config);
  // Tokens in the workspace's git configs (persist-credentials, submodules, nested repositories) never go out.
  registerGitConfigCredentials(ws.root);

  const detected = config.testCommand ? null : await detectTestCommand(ws.root);
  const testCommand = config.testCommand ?? detected?.command;
  if (!testCommand) {
    throw new ConfigError(
      'no test command: none was given and none could be detected (package.json test script, pytest, go.mod, Cargo.toml, pom.xml, Makefile test target). Give --test-command CMD (Action input test-command)',
    );
  }
  const testCommandReason = config.testCommand ? 'given' : detected!.reason;
  say(`test command: ${testCommand} (${testCommandReason})`);

  const model = hooks.model ?? createModel(config, say, `agent-fix-${crypto.randomUUID()}`);
  const trajectory = new Trajectory(config.trajectoryPath);
  trajectory.write('start', { model: model.name, repo: ws.root, base, task: config.task, test_command: testCommand });

  const sandbox: Sandbox = await prepareSandbox({
    mode: config.sandbox,
    root: ws.root,
    network: config.network,
    log: say,
  });
  say(sandbox.note);

  // A safety check that cannot run must say so, once, everywhere the run is reported; never a silent pass.
  const warnings: string[] = [];
  const warn = (line: string) => {
    if (warnings.includes(line)) return;
    warnings.push(line);
    trajectory.write('note', { kind: 'warning', text: line });
    (hooks.onWarning ?? say)(line);
  };
  const mode = resolveMode(hooks);
  // The syntax guard checks edits: a mode whose tools cannot edit does not need it.
  if (mode.verification.finalRun) {
    const guardProblem = await syntaxGuardProblem();
    if (guardProblem) warn(guardOffWarning(`the tree-sitter runtime could not load (${guardProblem})`));
  }

  const sandboxFacts: Run['sandboxFacts'] = {
    sandbox: sandbox.mode,
    sandboxNote: sandbox.note,
    sandboxChanges: sandbox.changes,
  };
  const snapshots = new Snapshotter(ws.root);
  // The setup command is untrusted like every other: the git repositories there are now are the user's.
  snapshots.sweepGit();
  try {
    if (config.setupCommand) await runSetup(config, ws, sandbox, trajectory, say);
    const startTree = await snapshots.take();
    if (snapshots.ignoredNote) {
      say(`note: ${snapshots.ignoredNote}`);
      trajectory.write('note', { snapshots: snapshots.ignoredNote });
      sandboxFacts.ignoredFilesNote = snapshots.ignoredNote;
    }
    const runTestsIn = (
      cwd: string,
      filter?: string,
      { timeoutSec, ...options }: { listTests?: boolean; timeoutSec?: number } = {},
    ): Promise<TestRun> => {
      // The fail-to-pass tree is made by us after the sandbox was prepared: as root, open it to the commands' user too.
      if (cwd !== ws.root) sandbox.grant(cwd);
      return runTestCommand(testCommand, {
        cwd,
        filter,
        ...options,
        wrap: sandbox.wrap,
        timeoutMs: (timeoutSec ?? config.testTimeoutSec) * 1000,
      });
    };
    return {
      config,
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
      warnings,
      sandboxFacts,
      mode,
      runTestsIn,
    };
  } catch (err) {
    snapshots.dispose();
    sandbox.dispose();
    throw err;
  }
}

async function runSetup(
  config: RunConfig,
  ws: Workspace,
  sandbox: Sandbox,
  trajectory: Trajectory,
  say: (line: string) => void,
): Promise<void> {
  const command = config.setupCommand!;
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
    { flakyRetries: run.config.flakyRetries, ciFailure: Boolean(hooks.ciFailure) },
  );
  const baseline = result.run;
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

/** Phase 3: the agent loop with this run's tools, context and budgets. A model failure ends it but keeps the work. */
async function workPhase(run: Run, baseline: TestRun): Promise<WorkDone> {
  const { config, ws, sandbox, model, say, mode } = run;
  // The paths the edit tools changed; each successful edit is also reported as an `edit` event (onEdit below).
  const edited = new Set<string>();
  let edits = 0;
  const onEdit = (path: string) => run.hooks.onEvent?.({ kind: 'edit', path, edits: ++edits, files: [...edited] });
  const deadline = run.started + config.timeoutMinutes * 60_000;
  const ctx: ToolContext = {
    ws,
    shell: (command, timeoutSec) =>
      runCommand(command, { cwd: ws.root, env: childEnv(), wrap: sandbox.wrap, timeoutMs: timeoutSec * 1000 }),
    tests: {
      command: run.testCommand,
      timeoutSec: config.testTimeoutSec,
      run: (filter, timeoutSec) => run.runTestsIn(ws.root, filter, { timeoutSec }),
    },
    deadline,
    snapshots: run.snapshots,
    edited,
    warn: run.warn,
    guardEdit: (rel, before, after) => {
      if (!edited.has(rel) && edited.size >= config.maxChangedFiles) {
        return `This run may change at most ${config.maxChangedFiles} files (max-changed-files), and ${edited.size} are changed already. Keep the change small.`;
      }
      if (config.testEdits !== 'deny') return undefined;
      const findings = checkEditIntegrity(rel, before, after);
      return findings.length
        ? `Changing tests this way is not allowed here (test-edits: deny): ${findings.map((f) => f.detail).join('; ')}. Fix the code under test instead.`
        : undefined;
    },
  };

  await loadTokenizer(model.name);
  say(`token counts: ${activeEncoding(model.name)} for ${model.name}`);
  const tools = new ToolRegistry(mode.tools);
  const contextTokens = contextBudget(config, model.name);
  if (contextTokens !== config.contextTokens)
    say(
      `context budget: ${contextTokens} tokens a request (${config.contextTokens === undefined ? "the endpoint's limit" : 'lowered to what the endpoint accepted earlier'}; context-tokens sets it)`,
    );
  const context = new ContextManager({ contextTokens, model: model.name, tools: tools.specs });
  try {
    const task = taskMessage(config.task, run.testCommand, baseline);
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
        onContextLimit: (_limit, budget) => rememberContextBudget(config.baseUrl, model.name, budget),
        onEdit,
      },
      {
        maxTurns: config.maxTurns,
        maxCostUsd: config.maxCostUsd,
        deadline,
      },
      agentOptions(mode),
    );
    return { agent, edited };
  } catch (err) {
    if (!(err instanceof ModelError) && !(err instanceof ContextBudgetError)) throw err;
    say(`model error: ${err.message}`);
    return { failure: err.message, edited };
  }
}

/**
 * Phase 4: the proof. Command side effects are undone, the full test command runs on the final tree, then the
 * integrity check, fail-to-pass and (review rounds) the whole pull request's proof against its base.
 */
async function verifyPhase(run: Run, baseline: TestRun, edited: Set<string>): Promise<Verified> {
  const { config, hooks, ws, base, snapshots, startTree, trajectory, say, testCommand } = run;
  // Only what the edit tools changed is the agent's work; command side effects are undone before the proof.
  await restoreNonEdits(snapshots, startTree, edited);
  say('verification: running the full test command on the final tree');
  hooks.onEvent?.({ kind: 'verification', command: testCommand });
  const final = await run.runTestsIn(ws.root);
  await restoreNonEdits(snapshots, startTree, edited);
  trajectory.write('tests', { phase: 'final', run: final });
  say(`final: ${describe(final)}`);
  hooks.onEvent?.({ kind: 'final', passed: final.passed, detail: describe(final) });

  const paths = [...edited].sort();
  const changedFiles = await workTreeStats(ws.root, paths, base);
  const diff = await workTreeDiff(ws.root, paths, base);
  const changes = await Promise.all(
    changedFiles.map(async (f) => ({
      path: f.path,
      before: await git(ws.root, ['show', `${base}:${f.path}`]).catch(() => null),
      // The tree is hostile after the final run: never through a link a command left (a test file → .git/config).
      after: readBeneathOrNull(ws.root, f.path)?.toString('utf8') ?? null,
    })),
  );
  const findings = config.testEdits === 'allow' ? [] : checkIntegrity(changes);
  const failToPass =
    final.passed && changedFiles.length
      ? await proveFailToPass({
          root: ws.root,
          baseRef: startTree,
          changedPaths: paths,
          finalRun: final,
          baseline,
          runTests: run.runTestsIn,
        }).catch((err) => {
          say(`fail-to-pass check skipped: ${(err as Error).message}`);
          return null;
        })
      : null;
  const againstBase = run.mode.verification.againstBase;
  const wholeChange =
    againstBase && final.passed && changedFiles.length
      ? await proveWholeChange(run, againstBase, paths, final)
      : undefined;
  // The checks ran the changed tests on the final tree too: undo what they left behind, as after the final run.
  if (failToPass || wholeChange) await restoreNonEdits(snapshots, startTree, edited);
  // Those runs are commands too: git repositories it planted go before delivery runs git.
  snapshots.sweepGit();
  const evidence: Evidence = {
    command: testCommand,
    baseline,
    final,
    integrity: { mode: config.testEdits, findings },
    fail_to_pass: failToPass,
    ...(wholeChange ? { whole_change: wholeChange } : {}),
  };
  return { final, evidence, changedFiles, diff };
}

/** A review round's proof of the whole pull request against its base, besides this round's against the PR head. */
async function proveWholeChange(
  run: Run,
  proofBase: { sha: string; branch: string },
  paths: string[],
  final: TestRun,
): Promise<NonNullable<Evidence['whole_change']>> {
  const { sha, branch } = proofBase;
  run.say(`proof: the whole pull request against ${branch} (${sha.slice(0, 7)})`);
  return proveAgainstBase({
    root: run.ws.root,
    base: sha,
    changedPaths: paths,
    finalRun: final,
    runTests: run.runTestsIn,
  })
    .then(async ({ changedPaths, failToPass: ftp }) => ({
      base: sha,
      baseBranch: branch,
      changed_files: await workTreeStats(run.ws.root, changedPaths, sha),
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
    integrity: { mode: run.config.testEdits, findings: [] },
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
  const { final, changedFiles, evidence } = verified;
  // Delivery commits exactly these paths: check them once more, whatever the tools allowed on the way.
  const refusal = deliveryRefusal(run.ws, changedFiles, run.config.maxDiffLines);
  if (refusal) run.say(`delivery refused: ${refusal}`);
  const status: RunStatus = failure
    ? 'error'
    : refusal
      ? 'unresolved'
      : final.passed && changedFiles.length > 0
        ? 'resolved'
        : 'unresolved';
  const reason =
    failure ??
    (refusal ? `delivery refused: ${refusal}` : undefined) ??
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
  if (run.config.dryRun) {
    // Dry run: the diff is the whole output; the work tree goes back to how it was.
    const now = await run.snapshots.take();
    await run.snapshots.restore(run.startTree, await run.snapshots.changes(run.startTree, now));
  }
  return conclude(run, {
    status,
    reason: unresolvedWhy,
    agent,
    evidence,
    changedFiles,
    diff: verified.diff,
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
    durationMs: Date.now() - run.started,
    budgetExhausted: agent?.budget,
    toolErrors: agent?.toolErrors ?? 0,
    baseCommit: run.base,
    ...run.sandboxFacts,
    testCommandReason: run.testCommandReason,
    warnings: run.warnings,
  };
}

/** The mode object for these hooks: a given one as it is; the names of the older form mapped to theirs. */
function resolveMode(hooks: RunHooks): Mode {
  if (typeof hooks.mode === 'object') return hooks.mode;
  if (hooks.mode === 'plan') return planMode;
  return hooks.proofBase ? reviewMode(hooks.proofBase) : fixMode;
}

/** Why the final change must not be delivered: a path outside the workspace or protected, or a runaway diff. */
export function deliveryRefusal(ws: Workspace, files: FileStat[], maxDiffLines: number): string | undefined {
  for (const f of files) {
    try {
      ws.resolveForWrite(f.path);
    } catch (err) {
      return `${f.path}: ${(err as Error).message}`;
    }
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
