/**
 * The Action's flow from event to outputs, in named steps: decide (the trigger, or a skip), prepare (checkout,
 * project rules, the engine's configuration and the mode), run (the engine, cancellable by the runner's signals) and
 * deliver (a flaky verdict recorded in the tracking issue, then the mode's delivery, src/action/deliveries.ts); a
 * recording that makes a test due goes on to that test's deflake run (`runAction`). `main.ts` stays a thin shell around this; everything here
 * takes its inputs as arguments (inputs, event context, an output sink), so the e2e tests drive the real bundle and
 * the unit tests can drive this directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inputSlices, type ActionInputs, type DeliveryPolicy, type RunSettings } from '../config/action-inputs.js';
import { RunConfigSchema, formatZodError, type RunConfig } from '../config/schema.js';
import { budgetWithoutPrice } from '../model/cost.js';
import type { ProjectRules } from '../config/project-rules.js';
import type { RunEvent, RunResult } from '../pipeline/index.js';
import { redact, registerSecret } from '../security/redact.js';
import type { EventContext } from '../trigger/context.js';
import { resolveTrigger } from '../trigger/events.js';
import type { TriggerDecision, TriggerTask } from '../trigger/task.js';
import { resolvePlanStep } from '../trigger/plan-approval.js';
import { discardTemporaryClone, prepareCheckout, type Checkout } from '../workspace/checkout.js';
import { restoreWorkspace } from '../workspace/workspace-state.js';
import { hold } from '../process/cleanup.js';
import { refusedHostsLine, renderErrorComment, testsSummary } from '../report/pr-body.js';
import { reportFacts } from '../report/facts.js';
import { joinRunSummaries, renderJobSummary, type SummaryExtras } from '../report/summary.js';
import { renderCancelledComment, renderProgressComment, type ProgressState } from '../report/progress-comment.js';
import { workTreeDiff } from '../workspace/diff.js';
import { ProgressComment } from '../deliver/comments.js';
import { GitHubHelper, describeApiError } from '../github/helper.js';
import { reviewProofBase } from '../deliver/review-round.js';
import type { ActionIO, ActionOutcome } from './outcome.js';
import type { Mode } from '../modes/mode.js';
import { uploadTrajectory, type TrajectoryUpload } from '../deliver/artifact.js';
import { DELIVERIES, outcomeFrom } from './deliveries.js';
import {
  closeSupersededQuarantine,
  openDeflakePr,
  quarantineStep,
  recordFlakyStep,
  type QuarantineStepResult,
} from './flaky-step.js';
import type { FlakyRecorded } from '../deliver/flaky-tracker.js';
import { flakyDeflakeDecision } from '../trigger/flaky-deflake.js';
import { applyRules } from './rules-step.js';

/** The trajectory's file and its upload, done once: before the reports when the engine ran, else at the end. */
class TrajectoryFile {
  private upload: TrajectoryUpload | undefined;
  constructor(
    readonly path: string,
    private readonly ctx: EventContext,
    private readonly io: ActionIO,
    private readonly retentionDays: number | undefined,
  ) {}

  async uploaded(): Promise<TrajectoryUpload> {
    if (!this.upload) {
      this.upload = await uploadTrajectory({
        file: this.path,
        retentionDays: this.retentionDays,
        serverUrl: this.ctx.serverUrl,
        owner: this.ctx.owner,
        repo: this.ctx.repo,
        runId: this.ctx.runId,
        env: this.io.artifactEnv ?? {},
      });
      this.io.info(redact(this.upload.note));
    }
    return this.upload;
  }
}

/**
 * The inputs are split at the top into the slice each stage reads (config/action-inputs.ts `inputSlices`): the
 * trigger policy and the run's own settings here; the engine's and the delivery's once the project rules, which may
 * set them, are applied (`prepare`).
 */
export async function runAction(inputs: ActionInputs, ctx: EventContext, io: ActionIO): Promise<ActionOutcome> {
  registerSecret(inputs.githubToken);
  registerSecret(inputs.apiKey);
  const { trigger, run } = inputSlices(inputs);
  // The CI failure's summary waits: when its verdict starts a deflake run, the two runs make one summary.
  const held: string[] = [];
  const holding: ActionIO = { ...io, summary: async (markdown) => void held.push(markdown) };
  const flush = async () => {
    for (const markdown of held.splice(0)) await io.summary(markdown);
  };
  let outcome: ActionOutcome;
  try {
    outcome = await runTraced(run, ctx, holding, '', (s) => resolveTrigger(ctx, trigger, s.gh), inputs);
  } catch (error) {
    // A run that threw still leaves what it wrote.
    await flush().catch(() => undefined);
    throw error;
  }
  if (!outcome.deflake || outcome.deflake.openPr) {
    await flush();
    return outcome;
  }
  // The recording made a test due (issue 57): the same run goes on to its deflake, as a `/agent-fix deflake TEST`
  // comment on the tracking issue would (trigger/flaky-deflake.ts). Its outcome is the step's; the flaky facts stay.
  const due = outcome.deflake;
  let ciSummary = held.splice(0).join('\n');
  const joined: ActionIO = {
    ...io,
    summary: async (markdown) => {
      const text = ciSummary ? joinRunSummaries(ciSummary, markdown) : markdown;
      ciSummary = '';
      await io.summary(text);
    },
  };
  io.info(
    redact(
      `agent-fix: ${due.test} has been seen flaky ${due.seen} times (flaky-threshold ${due.threshold}); starting its deflake run`,
    ),
  );
  let deflaked: ActionOutcome;
  try {
    deflaked = await runTraced(
      run,
      ctx,
      joined,
      '-deflake',
      async () => flakyDeflakeDecision(due, trigger, `${ctx.owner}/${ctx.repo}`),
      inputs,
    );
  } finally {
    // The deflake run wrote no summary (it threw): the verdict's stands on its own.
    if (ciSummary) await io.summary(ciSummary).catch(() => undefined);
  }
  // A refused test id starts nothing (said in the log): the step reports the verdict, not a skip.
  if (deflaked.status === 'skipped') return outcome;
  const failure = deflaked.failure ?? outcome.failure;
  return { ...deflaked, flaky: outcome.flaky, deflake: due, ...(failure ? { failure } : {}) };
}

/** One run of the flow under its own trajectory file (`suffix` tells a deflake run's from the CI failure's). */
async function runTraced(
  run: RunSettings,
  ctx: EventContext,
  io: ActionIO,
  suffix: string,
  decide: (s: Session) => Promise<TriggerDecision>,
  inputs: ActionInputs,
): Promise<ActionOutcome> {
  const trajectory = new TrajectoryFile(
    path.join(ctx.tempDir, `agent-fix-trajectory-${ctx.runId || 'local'}${suffix}.jsonl`),
    ctx,
    io,
    run.trajectoryRetentionDays,
  );
  const s = openSession(run, ctx, io, trajectory);
  // Only a trajectory this run wrote: off a runner (no GITHUB_RUN_ID) an earlier run's file has the same name.
  const before = fs.statSync(trajectory.path, { throwIfNoEntry: false });
  const outcome = await runFlow(s, await decide(s), inputs);
  const written = fs.statSync(trajectory.path, { throwIfNoEntry: false });
  const untouched =
    before &&
    written &&
    before.ino === written.ino &&
    before.size === written.size &&
    before.mtimeMs === written.mtimeMs;
  if (!written || untouched) return outcome;
  const upload = await trajectory.uploaded();
  return { ...outcome, trajectoryPath: trajectory.path, ...(upload.url ? { trajectoryArtifactUrl: upload.url } : {}) };
}

/**
 * The steps, in order: (1) decide: the trigger's decision runs or skips (`reportSkip`); (2) the progress comment; (3)
 * prepare: checkout, project rules (applied to `inputs`, then narrowed), the engine's configuration and the mode; (4)
 * run the engine, cancellable; (5) deliver.
 */
async function runFlow(s: Session, decision: TriggerDecision, inputs: ActionInputs): Promise<ActionOutcome> {
  if (decision.kind === 'skip') return reportSkip(decision, s);
  const task = decision.task;
  s.info(`agent-fix: ${task.request.description}`);
  for (const note of task.notes ?? []) s.warn(note);
  const report = await RunReport.start(s, task);
  let prepared: Prepared;
  let result: RunResult;
  try {
    const ready = await prepare(s, task, report, inputs);
    if ('failure' in ready) return await report.fail(ready.failure);
    prepared = ready;
    result = await runCancellable(s, task, prepared, report);
  } catch (error) {
    return report.fail(`${(error as Error).message}`);
  }
  try {
    return await deliver(s, task, prepared, result, report);
  } finally {
    prepared.putBack();
  }
}

/** What every step shares: the event, the IO, the API client, and log lines that are always redacted. */
interface Session {
  /** The workflow token: the API client's, and the clone's. */
  token: string;
  ctx: EventContext;
  io: ActionIO;
  gh: GitHubHelper;
  trajectory: TrajectoryFile;
  /** No branch, no push, no comment (`dry-run`). */
  writes: boolean;
  info(line: string): void;
  warn(line: string): void;
}

function openSession(run: RunSettings, ctx: EventContext, io: ActionIO, trajectory: TrajectoryFile): Session {
  const info = (line: string) => io.info(redact(line));
  const token = run.githubToken;
  const gh = new GitHubHelper(token, { owner: ctx.owner, repo: ctx.repo }, { baseUrl: ctx.apiUrl, log: info });
  return { token, ctx, io, gh, trajectory, writes: !run.dryRun, info, warn: (w) => io.warning(redact(w)) };
}

/** The progress comment and the failure report: the run's voice on the issue and in the job summary. */
class RunReport {
  /** The rules in effect, once prepared (the job summary shows them, also on failure). */
  rules: SummaryExtras['rules'];
  readonly steps: ProgressState;

  private constructor(
    readonly progress: ProgressComment,
    private readonly io: ActionIO,
    private readonly markerFacts: { runUrl: string; taskKey: string; attemptSha?: string },
  ) {
    this.steps = { runUrl: markerFacts.runUrl, taskKey: markerFacts.taskKey, description: '' };
  }

  static async start(s: Session, task: TriggerTask): Promise<RunReport> {
    const progress = new ProgressComment(s.gh, s.writes ? task.issueNumber : undefined, s.io.progressIntervalMs);
    const report = new RunReport(progress, s.io, {
      runUrl: s.ctx.runUrl,
      taskKey: task.branchKey,
      attemptSha: task.attemptSha,
    });
    report.steps.description = task.request.description;
    if (s.writes) {
      await progress.react(task.reactTo);
      await progress.start(redact(renderProgressComment(report.steps)));
    }
    return report;
  }

  /** The engine's events as comment edits: the baseline always posts (the first sign the run is real), later steps wait for the throttle. */
  readonly onEvent = (e: RunEvent): void => {
    if (e.kind === 'final') return; // the result follows at once
    if (e.kind === 'baseline') this.steps.baseline = { passed: e.passed, detail: e.detail };
    if (e.kind === 'edit') this.steps.edits = { count: e.edits, files: e.files };
    if (e.kind === 'verification') this.steps.verification = { command: e.command };
    this.progress.step(redact(renderProgressComment(this.steps)), e.kind === 'baseline');
  };

  async fail(message: string, result?: RunResult): Promise<ActionOutcome> {
    const text = redact(inActionWords(message));
    await this.progress.finish(renderErrorComment(text, this.markerFacts));
    await this.io.summary(
      renderJobSummary(undefined, {
        outcome: 'error',
        message: text,
        warnings: this.progress.warnings,
        rules: this.rules,
      }),
    );
    return result ? outcomeFrom(result, 'error', { failure: text }) : { status: 'error', failure: text };
  }
}

/**
 * The model's errors name the CLI's flags and variables (`--base-url / OPENAI_BASE_URL`); on a runner what the user
 * sets is the step's inputs, so the failure names those.
 */
export function inActionWords(message: string): string {
  return message.replace(
    /--base-url \/ OPENAI_BASE_URL(?: \(the Action's base-url input\))?/g,
    "the step's base-url input (and api-key, the key for that endpoint)",
  );
}

/** What the engine runs with: the checkout, the config and the mode; the delivery's policy after the project rules. */
interface Prepared {
  base: string;
  checkout: Checkout;
  delivery: DeliveryPolicy;
  config: RunConfig;
  mode: Mode;
  /** The project rules and instruction files from the base branch: the engine reads nested AGENTS.md from them. */
  rules: ProjectRules;
  /** The workspace back as the job left it, and agent-fix's own clone removed: once, after the delivery. */
  putBack: () => void;
}

/**
 * Step 3: the checkout, then `configure`. A run that fails here, before the engine, leaves no clone of its own in
 * RUNNER_TEMP (a local runner's is not wiped after the job).
 */
async function prepare(
  s: Session,
  task: TriggerTask,
  report: RunReport,
  inputs: ActionInputs,
): Promise<Prepared | { failure: string }> {
  const base = task.baseBranch ?? (await s.gh.defaultBranch());
  const checkout = await prepareCheckout({
    workspace: s.ctx.workspace,
    tempDir: s.ctx.tempDir,
    serverUrl: s.ctx.serverUrl,
    owner: s.ctx.owner,
    repo: s.ctx.repo,
    token: s.token,
    sha: task.checkoutSha,
    branch: base,
    pullRef: task.fork ? `refs/pull/${task.fork.pr}/head` : undefined,
    log: s.info,
  });
  const putBack = putBackLater(checkout, s);
  try {
    const ready = await configure(s, task, report, inputs, base, checkout);
    if ('failure' in ready) putBack();
    return 'failure' in ready ? ready : { ...ready, putBack };
  } catch (error) {
    putBack();
    throw error;
  }
}

/**
 * Guarantee 13: the job's later steps run in the workspace with its secrets, so it goes back to the commit, branch and
 * clean state the job's checkout left (`restoreWorkspace`), and a clone agent-fix made (a fork's PR, always) is
 * removed. Done once: when the run ends, or in the process's 'exit' after a cancellation, after the commands' process
 * groups are ended and the proof trees removed (process/cleanup.ts). Said in the log either way.
 */
function putBackLater(checkout: Checkout, s: Pick<Session, 'info' | 'warn'>): () => void {
  const putBack = () => {
    release();
    if (checkout.workspaceState) {
      const { ok, line } = restoreWorkspace(checkout.workspaceState);
      (ok ? s.info : s.warn)(line);
    }
    if (checkout.temporary) {
      discardTemporaryClone(checkout);
      s.info(`agent-fix: removed its own clone ${checkout.dir}; the workspace never held the checked-out code`);
    }
  };
  const release = hold('workspace', putBack);
  return putBack;
}

/** Step 3, after the checkout: the project rules, the plan step, the engine's config and the mode. */
async function configure(
  s: Session,
  task: TriggerTask,
  report: RunReport,
  inputs: ActionInputs,
  base: string,
  checkout: Checkout,
): Promise<Omit<Prepared, 'putBack'> | { failure: string }> {
  // Project rules come from the base branch, never from the checkout (which may be a PR head), and are validated
  // here, before the engine and its first model call.
  const applied = await applyRules(checkout, task.rulesBranch ?? base, inputs, s);
  report.rules = applied.rules;
  const { engine, delivery, run } = inputSlices(applied.inputs);
  // approval may come from the rules file, so the plan step is decided here, after the rules, not in the trigger.
  const plan = run.approval === 'plan' && task.plannable ? await resolvePlanStep(task, s.gh) : undefined;
  if (plan) s.info(plan.log);
  const taskText = plan?.text ?? task.text;
  // The engine's slice carries its RunConfig keys; the task, the checkout and the trajectory are the run's.
  const parsed = RunConfigSchema.safeParse({
    ...engine,
    repo: checkout.dir,
    task: applied.section ? `${taskText}\n\n${applied.section}` : taskText,
    trajectoryPath: s.trajectory.path,
    // A file setting wins over the trigger's default (deny for CI failures, flag otherwise), an input over both.
    testEdits: engine.testEdits ?? task.testEdits,
    requireTestProof: applied.projectRules.file?.proof === 'test',
    // The fork's scripts run in setup: its network stays the allowlist whatever setup-network says.
    forkHead: Boolean(task.fork),
    // A deflake request (trigger/task.ts deflakeRequest): the proof runs the test many times (verify/deflake.ts).
    ...(task.deflake ? { deflake: task.deflake } : {}),
  });
  if (!parsed.success) return { failure: `invalid configuration:\n${formatZodError(parsed.error)}` };
  if (budgetWithoutPrice(parsed.data)) {
    const { maxCostUsd, model } = parsed.data;
    return {
      failure:
        `max-cost-usd ${maxCostUsd} cannot be enforced: agent-fix has no price for the model "${model}", so the run's ` +
        'cost is unknown. Give its price with the `model-price` input (US dollars per 1M tokens as IN/CACHED/OUT, e.g. ' +
        '`model-price: 0.15/0.075/0.60`), use a model listed in src/model/pricing.json, or drop max-cost-usd ' +
        '(max-turns and timeout-minutes bound the run too).',
    };
  }
  const mode = await chooseMode(plan?.mode === 'plan', task, checkout, s.info);
  return { base, checkout, delivery, config: parsed.data, mode, rules: applied.projectRules };
}

/** The mode, chosen once: a plan step, a review round (proven against the PR's merge base too), or a fix. */
async function chooseMode(planning: boolean, task: TriggerTask, checkout: Checkout, info: (line: string) => void) {
  // Loaded only when there is work: the engine (model client, tokenizer, parsers) is most of the bundle, and a
  // skipped event or a permission check should not pay for compiling it (bench/startup.bench.ts).
  const { fixMode, forkMode, planMode, reviewMode } = await import('../modes/mode.js');
  if (planning) return planMode;
  if (task.fork) return forkMode;
  if (!task.review) return fixMode;
  const branches = { base: task.review.baseRef, head: task.review.branch };
  return reviewMode(await reviewProofBase(checkout.git, checkout.dir, branches, info));
}

/** Step 4: the engine. The runner's SIGINT/SIGTERM end it with the partial change in the progress comment. */
async function runCancellable(s: Session, task: TriggerTask, p: Prepared, report: RunReport): Promise<RunResult> {
  const { runPipeline } = await import('../pipeline/index.js');
  let cancelling = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // The runner sends SIGINT, then SIGTERM a few seconds later: the first one writes the last word.
    if (cancelling) return;
    cancelling = true;
    void cancel(s, task, p.checkout, report, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runPipeline(p.config, {
      onProgress: s.info,
      onWarning: s.warn,
      ciFailure: task.ciFailure,
      mode: p.mode,
      onEvent: report.onEvent,
      rules: p.rules,
      // Guarantee 11: the fork's files never choose what runs; the base branch's do, read from git objects.
      testCommandFrom: task.fork ? p.rules.sha : undefined,
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function cancel(s: Session, task: TriggerTask, work: Checkout, report: RunReport, signal: string): Promise<void> {
  const message = `agent-fix was cancelled (${signal} from the runner); the partial change is in the progress comment`;
  s.io.error(message);
  const files = report.steps.edits?.files ?? [];
  const diff = files.length
    ? await workTreeDiff(work.dir, files, work.sha).catch(
        (e: unknown) => `(the diff could not be read: ${(e as Error).message})`,
      )
    : '';
  // The runner sends SIGKILL a few seconds after the signal: a slow edit in flight must not hold the last word.
  await report.progress.finish(
    redact(renderCancelledComment({ runUrl: s.ctx.runUrl, taskKey: task.branchKey, signal, files, diff })),
    2_000,
  );
  if (s.io.cancelled) s.io.cancelled(message);
  else process.exit(1);
}

/** Step 5: the report's facts, then the mode's delivery (src/action/deliveries.ts). */
async function deliver(
  s: Session,
  task: TriggerTask,
  p: Prepared,
  result: RunResult,
  report: RunReport,
): Promise<ActionOutcome> {
  for (const change of result.sandboxChanges ?? [])
    (s.io.notice ?? s.io.info)(redact(`agent-fix changed this runner to set up its sandbox: ${change}`));
  const refused = refusedHostsLine(result.networkRefused);
  if (refused) s.io.warning(redact(refused));
  const upload = await s.trajectory.uploaded();
  const facts = reportFacts(
    result,
    task,
    { model: p.config.model, runUrl: s.ctx.runUrl },
    { file: s.trajectory.path, upload },
  );
  const outcome = result.status === 'resolved' ? 'resolved' : result.status === 'error' ? 'error' : 'unresolved';
  s.info(`agent-fix: ${result.status}${result.reason ? ` (${result.reason})` : ''}; ${testsSummary(facts.tests)}`);
  const flaky = await flakyStep(s, task, p, result, facts.tests.command);
  const delivered = await DELIVERIES[p.mode.name]({
    ...s,
    policy: p.delivery,
    task,
    checkout: p.checkout,
    base: p.base,
    result,
    facts,
    summaryBase: {
      outcome,
      rules: report.rules,
      ...(flaky
        ? {
            flaky: {
              issue: flaky.issue,
              tests: flaky.tests,
              threshold: flaky.threshold,
              ...(flaky.deflake
                ? {
                    due: {
                      test: flaky.deflake.test,
                      seen: flaky.deflake.seen,
                      ...(flaky.deflake.openPr ? { openPr: flaky.deflake.openPr } : {}),
                    },
                  }
                : {}),
              ...(flaky.quarantine ? { quarantine: flaky.quarantine } : {}),
            },
          }
        : {}),
    },
    progress: report.progress,
    fail: (message, r) => report.fail(message, r),
  });
  // A proven deflake PR of a test whose quarantine PR is still open replaces that PR: it is closed, with a comment.
  const lifts = task.request.lifts;
  if (lifts && task.deflake && s.writes && delivered.status === 'resolved' && delivered.prNumber && delivered.prUrl)
    await closeSupersededQuarantine(s, task.deflake, lifts, { number: delivered.prNumber, url: delivered.prUrl });
  if (!flaky) return delivered;
  // runAction goes on to the deflake run with `deflake`: the test, its count, the tracking issue.
  return {
    ...delivered,
    flaky: { seen: flaky.seen, issueUrl: flaky.issue.url },
    ...(flaky.deflake ? { deflake: flaky.deflake } : {}),
  };
}

/**
 * Step 5, a flaky verdict (`flaky`: track, quarantine, off): recorded in the tracking issue; a test it makes due gets
 * its quarantine PR (`flaky: quarantine`), and its open deflake PR looked up, so the deflake run is not started twice.
 */
async function flakyStep(
  s: Session,
  task: TriggerTask,
  p: Prepared,
  result: RunResult,
  command: string,
): Promise<(FlakyRecorded & { quarantine?: QuarantineStepResult }) | undefined> {
  if (p.delivery.flaky === 'off') {
    if (result.flaky && task.ciRun && !task.fork)
      s.info('flaky: off: the flaky verdict is not recorded in the agent-fix-flaky tracking issue');
    return undefined;
  }
  const flaky = await recordFlakyStep(s, task, result, p.delivery.flakyThreshold);
  if (!flaky?.deflake) return flaky;
  const due = flaky.deflake;
  // Its deflake PR first: while one is open, no deflake run starts, and no quarantine PR opens either (the proven fix
  // replaces it: a quarantine PR still open when that PR opened was closed, closeSupersededQuarantine).
  const openPr = await openDeflakePr(s, p.delivery.branchPrefix, due.test);
  if (openPr) {
    due.openPr = openPr;
    s.info(
      `agent-fix: ${due.test} is due to be deflaked, but its deflake pull request #${openPr.number} (${openPr.url}) is already open; the deflake run is not started again`,
    );
    if (p.delivery.flaky === 'quarantine')
      s.info(
        `flaky: quarantine: ${due.test} gets no quarantine pull request while its deflake pull request #${openPr.number} is open`,
      );
    return flaky;
  }
  const quarantine =
    p.delivery.flaky === 'quarantine'
      ? await quarantineStep(
          { ...s, notice: (line) => (s.io.notice ?? s.io.info)(redact(line)) },
          {
            git: p.checkout.git,
            base: p.base,
            baseSha: p.rules.sha ?? p.checkout.sha,
            prefix: p.delivery.branchPrefix,
            command,
            labels: p.delivery.labels,
            signCommits: p.delivery.signCommits,
          },
          due,
        )
      : undefined;
  if (quarantine && 'pr' in quarantine)
    due.quarantine = { ...quarantine.pr, branch: quarantine.branch, lift: quarantine.lift };
  return { ...flaky, ...(quarantine ? { quarantine } : {}) };
}

/** Step 1, a skipped event: the reason in the log and the job summary, and the trigger's notice if it has one. */
async function reportSkip(decision: Extract<TriggerDecision, { kind: 'skip' }>, s: Session): Promise<ActionOutcome> {
  const { io, gh } = s;
  io.info(redact(`agent-fix: ${decision.reason}; skipped`));
  if (decision.notice && s.writes) {
    await gh.createComment(decision.notice.issueNumber, decision.notice.body).catch((error: unknown) => {
      io.warning(redact(`could not comment on #${decision.notice!.issueNumber}: ${describeApiError(error)}`));
    });
  }
  await io.summary(renderJobSummary(undefined, { outcome: 'skipped', message: decision.reason }));
  return { status: 'skipped' };
}
