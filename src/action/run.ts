/**
 * The Action's flow from event to outputs: trigger → checkout → engine → delivery → report. `main.ts` stays a thin
 * shell around this; everything here takes its inputs as arguments (inputs, event context, an output sink), so the
 * e2e tests drive the real bundle and the unit tests can drive this directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ActionInputs } from '../config/action-inputs.js';
import { RunConfigSchema, formatZodError } from '../config/schema.js';
import {
  RULES_FILE,
  applyProjectRules,
  readProjectRules,
  rulesTaskSection,
  type ProjectRules,
  type RuleInEffect,
} from '../config/project-rules.js';
import type { RunEvent, RunResult } from '../pipeline.js';
import { contractStatus } from '../run-status.js';
import { redact, registerSecret } from '../security/redact.js';
import type { EventContext } from '../trigger/context.js';
import { resolveTrigger } from '../trigger/events.js';
import type { TriggerTask } from '../trigger/task.js';
import { resolvePlanStep } from '../trigger/plan-approval.js';
import { prepareCheckout } from '../workspace/checkout.js';
import {
  PR_PERMISSION_SETTING,
  renderErrorComment,
  renderPushFailedComment,
  renderPrBody,
  refusedHostsLine,
  renderPrComment,
  renderRefusedComment,
  renderUnresolvedComment,
  testsSummary,
  type ReportFacts,
} from '../report/pr-body.js';
import { renderJobSummary, type SummaryExtras } from '../report/summary.js';
import { renderCancelledComment, renderProgressComment, type ProgressState } from '../report/progress-comment.js';
import { workTreeDiff } from '../workspace/diff.js';
import { chooseBranch, commitAndPush, commitMessage } from '../deliver/branch.js';
import { ProgressComment } from '../deliver/comments.js';
import { GitHubHelper, PullRequestCreationRefused, describeApiError } from '../github/helper.js';
import { upsertPullRequest } from '../deliver/pull-request.js';
import { deliverReviewRound, reviewProofBase } from '../deliver/review-round.js';
import { deliverPlan } from './plan.js';
import type { ActionOutcome, ActionStatus } from './outcome.js';
import type { Mode, ModeName } from '../modes/mode.js';
import { uploadTrajectory, type ArtifactEnv, type TrajectoryUpload } from '../deliver/artifact.js';

export interface ActionIO {
  info(line: string): void;
  warning(line: string): void;
  error(line: string): void;
  /** An annotation that stays visible on the run page (core.notice); falls back to info. */
  notice?(line: string): void;
  /** Appends Markdown to the job summary. */
  summary(markdown: string): Promise<void>;
  /** The runner's artifact service variables (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, …); absent: no upload. */
  artifactEnv?: ArtifactEnv;
  /** Least gap between two step edits of the progress comment (deliver/comments.ts); default 10 s. */
  progressIntervalMs?: number;
  /**
   * The runner cancelled the job (SIGINT / SIGTERM) and the progress comment says so: end the process now, failed.
   * Default: exit code 1.
   */
  cancelled?(message: string): void;
}

/** The report's facts about a run; also used by `agent-fix run --issue --open-pr` (no workflow run, no trajectory). */
export function facts(
  result: RunResult,
  task: TriggerTask,
  inputs: Pick<ActionInputs, 'model'>,
  ctx: Pick<EventContext, 'runUrl'>,
  trajectory?: string,
  upload?: TrajectoryUpload,
): ReportFacts {
  const ev = result.evidence;
  return {
    status: contractStatus(result.status),
    reason: result.reason,
    request: task.request,
    summary: result.summary,
    changedFiles: result.changedFiles,
    diff: result.diff,
    tests: { command: ev.command, baseline: ev.baseline, final: ev.final },
    integrityFindings: (ev.integrity?.findings ?? []).map((f: { detail?: string; path?: string }) =>
      [f.path, f.detail].filter(Boolean).join(': '),
    ),
    integrityMode: ev.final ? ev.integrity?.mode : undefined,
    failToPass: ev.fail_to_pass?.tests,
    proofLevel: ev.proof_level,
    instructionFiles: result.instructionFiles,
    ...(ev.whole_change ? { wholeChange: ev.whole_change } : {}),
    turns: result.turns,
    usage: result.usage,
    costUsd: result.costUsd,
    durationMs: result.durationMs,
    model: inputs.model,
    runUrl: ctx.runUrl,
    trajectory: upload?.url ? upload.name : trajectory ? `${path.basename(trajectory)} on the runner` : undefined,
    trajectoryUrl: upload?.url,
    fixesIssue: task.fixesIssue,
    taskKey: task.branchKey,
    attemptSha: task.attemptSha,
    reviewRound: task.review?.round,
    warnings: result.warnings,
    ...(result.candidate ? { provenTree: result.candidate.tree } : {}),
    sandbox: {
      mode: result.sandbox,
      note: result.sandboxNote,
      changes: result.sandboxChanges,
      ignoredFiles: result.ignoredFilesNote,
      network: result.network,
      refused: result.networkRefused,
    },
  };
}

/** The job summary's view of the rules in effect. */
function rulesSummary(rules: ProjectRules, inEffect: RuleInEffect[]): SummaryExtras['rules'] {
  return {
    branch: rules.branch,
    sha: rules.sha,
    file: rules.file ? RULES_FILE : undefined,
    settings: inEffect,
    instructions: Boolean(rules.file?.instructions),
    agentsMd: rules.agentsMd !== undefined,
  };
}

function outcomeFrom(result: RunResult, status: ActionStatus, extra: Partial<ActionOutcome> = {}): ActionOutcome {
  return {
    status,
    turns: result.turns,
    promptTokens: result.usage.prompt_tokens,
    completionTokens: result.usage.completion_tokens,
    costUsd: result.costUsd,
    testsSummary: testsSummary({
      command: result.evidence.command,
      baseline: result.evidence.baseline,
      final: result.evidence.final,
    }),
    sandbox: result.sandbox,
    ...extra,
  };
}

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

export async function runAction(inputs: ActionInputs, ctx: EventContext, io: ActionIO): Promise<ActionOutcome> {
  const trajectory = new TrajectoryFile(
    path.join(ctx.tempDir, `agent-fix-trajectory-${ctx.runId || 'local'}.jsonl`),
    ctx,
    io,
    inputs.trajectoryRetentionDays,
  );
  const outcome = await runFlow(inputs, ctx, io, trajectory);
  if (!fs.existsSync(trajectory.path)) return outcome;
  const upload = await trajectory.uploaded();
  return { ...outcome, trajectoryPath: trajectory.path, ...(upload.url ? { trajectoryArtifactUrl: upload.url } : {}) };
}

/**
 * The steps, in order: (1) the trigger decides, or the event is skipped (`reportSkip`); (2) the progress comment;
 * (3) checkout and project rules (`applyRules`); (4) the engine's configuration and the mode (`engineConfig`, the plan
 * step, `src/modes/`); (5) the engine, cancellable by the runner's signals; (6) the mode's delivery (`DELIVERIES`).
 */
async function runFlow(
  inputs: ActionInputs,
  ctx: EventContext,
  io: ActionIO,
  trajectoryFile: TrajectoryFile,
): Promise<ActionOutcome> {
  registerSecret(inputs.githubToken);
  registerSecret(inputs.apiKey);
  const info = (line: string) => io.info(redact(line));
  const gh = new GitHubHelper(
    inputs.githubToken,
    { owner: ctx.owner, repo: ctx.repo },
    { baseUrl: ctx.apiUrl, log: info },
  );

  const decision = await resolveTrigger(ctx, inputs, gh);
  if (decision.kind === 'skip') return reportSkip(decision, inputs, gh, io);
  const task = decision.task;
  info(`agent-fix: ${task.request.description}`);
  for (const note of task.notes ?? []) io.warning(redact(note));

  const writes = !inputs.dryRun;
  const progress = new ProgressComment(gh, writes ? task.issueNumber : undefined, io.progressIntervalMs);
  const steps: ProgressState = { runUrl: ctx.runUrl, taskKey: task.branchKey, description: task.request.description };
  if (writes) {
    await progress.react(task.reactTo);
    await progress.start(redact(renderProgressComment(steps)));
  }
  const onEvent = (e: RunEvent) => {
    if (e.kind === 'final') return; // the result follows at once
    if (e.kind === 'baseline') steps.baseline = { passed: e.passed, detail: e.detail };
    if (e.kind === 'edit') steps.edits = { count: e.edits, files: e.files };
    if (e.kind === 'verification') steps.verification = { command: e.command };
    // The baseline always posts: it is the first sign the run is real. Later steps wait for the throttle.
    progress.step(redact(renderProgressComment(steps)), e.kind === 'baseline');
  };
  const warn = (w: string) => io.warning(redact(w));
  const markerFacts = { runUrl: ctx.runUrl, taskKey: task.branchKey, attemptSha: task.attemptSha };

  let rules: SummaryExtras['rules'];
  const fail = async (message: string, result?: RunResult): Promise<ActionOutcome> => {
    const text = redact(message);
    await progress.finish(renderErrorComment(text, markerFacts));
    await io.summary(
      renderJobSummary(undefined, { outcome: 'error', message: text, warnings: progress.warnings, rules }),
    );
    return result ? outcomeFrom(result, 'error', { failure: text }) : { status: 'error', failure: text };
  };

  let result: RunResult;
  let base: string;
  let checkout: Awaited<ReturnType<typeof prepareCheckout>>;
  let mode: Mode;
  const trajectory = trajectoryFile.path;
  try {
    base = task.baseBranch ?? (await gh.defaultBranch());
    checkout = await prepareCheckout({
      workspace: ctx.workspace,
      tempDir: ctx.tempDir,
      serverUrl: ctx.serverUrl,
      owner: ctx.owner,
      repo: ctx.repo,
      token: inputs.githubToken,
      sha: task.checkoutSha,
      branch: base,
      log: info,
    });
    // Project rules come from the base branch, never from the checkout (which may be a PR head), and are validated
    // here, before the engine and its first model call.
    const applied = await applyRules(checkout.git, task.rulesBranch ?? base, inputs, info, warn);
    inputs = applied.inputs;
    rules = applied.rules;
    const section = applied.section;
    // approval may come from the rules file, so the plan step is decided here, after the rules, not in the trigger.
    let taskText = task.text;
    let planning = false;
    if (inputs.approval === 'plan' && task.plannable) {
      const step = await resolvePlanStep(task, gh);
      planning = step.mode === 'plan';
      taskText = step.text;
      info(step.log);
    }
    const parsed = RunConfigSchema.safeParse({
      ...engineConfig(inputs, task, checkout.dir, section ? `${taskText}\n\n${section}` : taskText, trajectory),
      requireTestProof: applied.projectRules.file?.proof === 'test',
    });
    if (!parsed.success) return await fail(`invalid configuration:\n${formatZodError(parsed.error)}`);
    // Loaded only when there is work: the engine (model client, tokenizer, parsers) is most of the bundle, and a
    // skipped event or a permission check should not pay for compiling it (bench/startup.bench.ts).
    const { runPipeline } = await import('../pipeline.js');
    const { fixMode, planMode, reviewMode } = await import('../modes/mode.js');
    mode = planning
      ? planMode
      : task.review
        ? reviewMode(
            await reviewProofBase(
              checkout.git,
              checkout.dir,
              { base: task.review.baseRef, head: task.review.branch },
              info,
            ),
          )
        : fixMode;
    const work = checkout;
    let cancelling = false;
    const onSignal = (signal: NodeJS.Signals) => {
      // The runner sends SIGINT, then SIGTERM a few seconds later: the first one writes the last word.
      if (cancelling) return;
      cancelling = true;
      void cancel(signal, work.dir, work.sha);
    };
    const cancel = async (signal: string, dir: string, base: string) => {
      const message = `agent-fix was cancelled (${signal} from the runner); the partial change is in the progress comment`;
      io.error(message);
      const files = steps.edits?.files ?? [];
      const diff = files.length
        ? await workTreeDiff(dir, files, base).catch(
            (e: unknown) => `(the diff could not be read: ${(e as Error).message})`,
          )
        : '';
      // The runner sends SIGKILL a few seconds after the signal: a slow edit in flight must not hold the last word.
      await progress.finish(
        redact(renderCancelledComment({ runUrl: ctx.runUrl, taskKey: task.branchKey, signal, files, diff })),
        2_000,
      );
      if (io.cancelled) io.cancelled(message);
      else process.exit(1);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      result = await runPipeline(parsed.data, {
        onProgress: info,
        onWarning: warn,
        ciFailure: task.ciFailure,
        mode,
        onEvent,
        rules: applied.projectRules,
      });
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  } catch (error) {
    return fail(`${(error as Error).message}`);
  }

  for (const change of result.sandboxChanges ?? [])
    (io.notice ?? io.info)(redact(`agent-fix changed this runner to set up its sandbox: ${change}`));
  const refused = refusedHostsLine(result.networkRefused);
  if (refused) io.warning(redact(refused));
  const f = facts(result, task, inputs, ctx, trajectory, await trajectoryFile.uploaded());
  const summaryBase: SummaryExtras = {
    outcome: result.status === 'resolved' ? 'resolved' : result.status === 'error' ? 'error' : 'unresolved',
    rules,
  };
  info(`agent-fix: ${result.status}${result.reason ? ` (${result.reason})` : ''}; ${testsSummary(f.tests)}`);

  const delivery: Delivery = {
    inputs,
    ctx,
    io,
    gh,
    task,
    checkout,
    base,
    result,
    facts: f,
    summaryBase,
    rules,
    progress,
    writes,
    info,
    warn,
    fail,
  };
  return DELIVERIES[mode.name](delivery);
}

/** Step 1, a skipped event: the reason in the log and the job summary, and the trigger's notice if it has one. */
async function reportSkip(
  decision: Extract<Awaited<ReturnType<typeof resolveTrigger>>, { kind: 'skip' }>,
  inputs: ActionInputs,
  gh: GitHubHelper,
  io: ActionIO,
): Promise<ActionOutcome> {
  io.info(redact(`agent-fix: ${decision.reason}; skipped`));
  if (decision.notice && !inputs.dryRun) {
    await gh.createComment(decision.notice.issueNumber, decision.notice.body).catch((error: unknown) => {
      io.warning(redact(`could not comment on #${decision.notice!.issueNumber}: ${describeApiError(error)}`));
    });
  }
  await io.summary(renderJobSummary(undefined, { outcome: 'skipped', message: decision.reason }));
  return { status: 'skipped' };
}

/** Step 3, project rules: read from `branch`, applied under the inputs, logged; their task section for the engine. */
async function applyRules(
  git: Awaited<ReturnType<typeof prepareCheckout>>['git'],
  branch: string,
  inputs: ActionInputs,
  info: (line: string) => void,
  warn: (line: string) => void,
): Promise<{
  inputs: ActionInputs;
  rules: SummaryExtras['rules'];
  section: string | undefined;
  projectRules: ProjectRules;
}> {
  const projectRules = await readProjectRules(git, branch);
  const applied = applyProjectRules(inputs, projectRules);
  const rules = rulesSummary(projectRules, applied.inEffect);
  for (const refused of applied.inEffect.filter((r) => r.source === 'refused')) warn(`project rules: ${refused.note}`);
  if (projectRules.file || projectRules.agentsMd) {
    info(
      `project rules from ${projectRules.branch}: ${[projectRules.file ? RULES_FILE : '', projectRules.agentsMd !== undefined ? 'AGENTS.md' : ''].filter(Boolean).join(', ')}` +
        (applied.inEffect.length
          ? ` (${applied.inEffect.map((r) => `${r.key}${r.source === 'input' ? ' overridden by the input' : ''}`).join(', ')})`
          : ''),
    );
  }
  return { inputs: applied.inputs, rules, section: rulesTaskSection(projectRules), projectRules };
}

/** Step 4, the engine's configuration from the inputs (after the rules), the task and the checkout. */
function engineConfig(inputs: ActionInputs, task: TriggerTask, dir: string, taskText: string, trajectoryPath: string) {
  return {
    repo: dir,
    task: taskText,
    testCommand: inputs.testCommand,
    setupCommand: inputs.setupCommand,
    model: inputs.model,
    baseUrl: inputs.baseUrl,
    apiKey: inputs.usesGitHubModels ? inputs.githubToken : inputs.apiKey,
    apiKeySource: inputs.usesGitHubModels ? 'github-token' : 'api-key',
    maxTurns: inputs.maxTurns,
    contextTokens: inputs.contextTokens,
    maxCostUsd: inputs.maxCostUsd,
    timeoutMinutes: inputs.timeoutMinutes,
    trajectoryPath,
    dryRun: inputs.dryRun,
    sandbox: inputs.sandbox,
    network: inputs.network,
    flakyRetries: inputs.flakyRetries,
    maxChangedFiles: inputs.maxChangedFiles,
    maxDiffLines: inputs.maxDiffLines,
    toolProtocol: inputs.toolProtocol,
    // A file setting wins over the trigger's default (deny for CI failures, flag otherwise), an input over both.
    testEdits: inputs.testEdits ?? task.testEdits,
    protectedPaths: [...new Set([...inputs.protectedPaths, RULES_FILE])],
  };
}

/** What a mode's delivery step works with: the run's result and facts, and the Action's channels. */
interface Delivery {
  inputs: ActionInputs;
  ctx: EventContext;
  io: ActionIO;
  gh: GitHubHelper;
  task: TriggerTask;
  checkout: Awaited<ReturnType<typeof prepareCheckout>>;
  /** The base branch. */
  base: string;
  result: RunResult;
  facts: ReportFacts;
  summaryBase: SummaryExtras;
  rules: SummaryExtras['rules'];
  progress: ProgressComment;
  writes: boolean;
  info(line: string): void;
  warn(line: string): void;
  fail(message: string, result?: RunResult): Promise<ActionOutcome>;
}

/** Each mode's delivery hook (src/modes/README.md): the Action's last step for that mode. */
const DELIVERIES: Record<ModeName, (d: Delivery) => Promise<ActionOutcome>> = {
  plan: deliverPlanStep,
  review: deliverReviewStep,
  fix: deliverFixStep,
};

/** Plan: the plan comment and the job summary; nothing is pushed. */
async function deliverPlanStep(d: Delivery): Promise<ActionOutcome> {
  const { result, facts: f, inputs, progress, writes, rules, io, info, warn } = d;
  const planned = await deliverPlan({
    result,
    facts: f,
    triggerPhrase: inputs.triggerPhrase,
    progress,
    writes,
    rules,
    summary: (md) => io.summary(md),
  });
  for (const w of planned.warnings) warn(w);
  info(planned.log);
  return outcomeFrom(result, planned.status, planned.failure ? { failure: planned.failure } : {});
}

/** Review round: this round's commit pushed to the bot's PR branch, a reply on the review. */
async function deliverReviewStep(d: Delivery): Promise<ActionOutcome> {
  const { result, facts: f, inputs, progress, writes, io, info, warn, gh, checkout, summaryBase } = d;
  const task = d.task as TriggerTask & { review: NonNullable<TriggerTask['review']> };
  const round = await deliverReviewRound({
    gh,
    git: checkout.git,
    result,
    facts: f,
    review: task.review,
    prefix: inputs.branchPrefix,
    title: task.title,
    progress,
    writes,
    log: info,
  });
  for (const w of round.warnings) warn(w);
  const outcome = round.status === 'resolved' ? 'resolved' : round.status === 'error' ? 'error' : 'unresolved';
  await io.summary(
    renderJobSummary(f, {
      ...summaryBase,
      outcome,
      dryRun: !writes,
      branch: task.review.branch,
      warnings: round.warnings,
      pr: round.commit ? { number: task.review.pr, url: task.review.prUrl, created: false } : undefined,
      message:
        round.failure ??
        (round.commit
          ? `${task.review.kind === 'ci' ? 'CI' : 'review'} round ${task.review.round} of ${task.review.maxRounds}: pushed ${round.commit.slice(0, 7)}`
          : undefined),
    }),
  );
  const failure =
    round.failure ??
    (result.status === 'error' ? `agent-fix stopped with an error: ${result.reason ?? 'unknown error'}` : undefined);
  return outcomeFrom(result, outcome, {
    prNumber: task.review.pr,
    prUrl: task.review.prUrl,
    branch: round.commit ? task.review.branch : undefined,
    ...(failure ? { failure: redact(failure) } : {}),
  });
}

/** Fix: a resolved change (or, with on-unresolved: draft-pr, the attempt) becomes a branch and a pull request. */
async function deliverFixStep(d: Delivery): Promise<ActionOutcome> {
  const {
    result,
    facts: f,
    inputs,
    progress,
    writes,
    io,
    info,
    warn,
    gh,
    checkout,
    summaryBase,
    task,
    base,
    ctx,
    fail,
  } = d;
  if (result.status === 'error') {
    // The model failed mid-run; whatever was done is reported like an unresolved attempt, and the step fails.
    await progress.finish(renderUnresolvedComment(f));
    const message = `agent-fix stopped with an error: ${result.reason ?? 'unknown error'}`;
    await io.summary(renderJobSummary(f, { ...summaryBase, message, warnings: progress.warnings }));
    return outcomeFrom(result, 'error', { failure: redact(message) });
  }

  // A change delivery refused is never pushed, draft or not: the comment carries its diff instead.
  const openPr =
    result.status === 'resolved' ||
    (inputs.onUnresolved === 'draft-pr' && result.changedFiles.length > 0 && !result.deliveryRefused);
  const prBody = renderPrBody(f);
  if (!openPr || !writes) {
    if (!writes) {
      info('dry-run: no branch, no push, no pull request; the diff and the PR body are in the job summary');
      await io.summary(renderJobSummary(f, { ...summaryBase, dryRun: true, prBody: openPr ? prBody : undefined }));
      return outcomeFrom(result, summaryBase.outcome);
    }
    await progress.finish(renderUnresolvedComment(f));
    for (const w of progress.warnings) warn(w);
    await io.summary(renderJobSummary(f, { ...summaryBase, warnings: progress.warnings }));
    const failure = inputs.failOnUnresolved
      ? `agent-fix could not resolve the task: ${result.reason ?? 'the tests still fail'} (fail-on-unresolved is set)`
      : undefined;
    return outcomeFrom(result, 'unresolved', failure ? { failure: redact(failure) } : {});
  }

  // Delivery: one commit on a bot branch, pushed with the token as a header, then the PR upsert.
  let branch: string;
  try {
    const plan = await chooseBranch(checkout.git, {
      prefix: inputs.branchPrefix,
      key: task.branchKey,
      base,
      startSha: checkout.sha,
    });
    branch = plan.branch;
    const subject = result.status === 'resolved' ? task.title : `WIP (unresolved): ${task.title}`;
    const message = commitMessage({ subject, body: result.summary, fixes: task.fixesIssue, coAuthor: task.requester });
    await commitAndPush(checkout.git, plan, {
      base,
      prefix: inputs.branchPrefix,
      candidate: result.candidate,
      message,
      push: true,
    });
    info(`pushed ${branch}${plan.replacesEarlierAttempt ? ' (replacing an earlier agent-fix attempt)' : ''}`);
  } catch (error) {
    // The work tree is on a runner that is about to vanish: the comment and the summary carry the diff.
    const message = redact(
      `could not push the fix: ${(error as Error).message}\nThe token needs \`permissions: contents: write\`; branch protection on "${inputs.branchPrefix}*" branches or a pre-receive hook also blocks the push.`,
    );
    await progress.finish(renderPushFailedComment(f, message));
    await io.summary(renderJobSummary(f, { ...summaryBase, outcome: 'error', message, warnings: progress.warnings }));
    return outcomeFrom(result, 'error', { failure: message });
  }

  const compareUrl = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}?expand=1`;
  try {
    const pr = await upsertPullRequest(gh, {
      branch,
      base,
      title: result.status === 'resolved' ? task.title : `[unresolved] ${task.title}`,
      body: prBody,
      draft: inputs.draft || result.status !== 'resolved',
      labels: inputs.labels,
      reviewers: task.requester ? [task.requester.login] : [],
    });
    for (const w of [...pr.warnings, ...progress.warnings]) warn(w);
    info(`${pr.created ? 'opened' : 'updated'} pull request #${pr.number}: ${pr.url}`);
    await progress.finish(result.status === 'resolved' ? renderPrComment(f, pr) : renderUnresolvedComment(f, pr));
    await io.summary(
      renderJobSummary(f, { ...summaryBase, pr, branch, warnings: [...pr.warnings, ...progress.warnings] }),
    );
    const failure =
      result.status !== 'resolved' && inputs.failOnUnresolved
        ? `agent-fix could not resolve the task (draft PR ${pr.url}); fail-on-unresolved is set`
        : undefined;
    return outcomeFrom(result, summaryBase.outcome, {
      prNumber: pr.number,
      prUrl: pr.url,
      branch,
      ...(failure ? { failure } : {}),
    });
  } catch (error) {
    if (error instanceof PullRequestCreationRefused) {
      const message =
        `GitHub refused to create the pull request: "${error.apiMessage}". The fix is pushed to branch ${branch}; open the PR from ${compareUrl} . ` +
        `To let agent-fix open PRs, enable ${PR_PERMISSION_SETTING}, or pass a GitHub App token or PAT as github-token.`;
      await progress.finish(renderRefusedComment(f, { name: branch, compareUrl }));
      await io.summary(
        renderJobSummary(f, {
          ...summaryBase,
          outcome: 'error',
          message,
          branch,
          compareUrl,
          warnings: progress.warnings,
        }),
      );
      return outcomeFrom(result, 'error', { branch, failure: redact(message) });
    }
    return fail(
      `the fix is pushed to branch ${branch}, but the pull request could not be created or updated: ${describeApiError(error)}. Open it from ${compareUrl}`,
      result,
    );
  }
}
