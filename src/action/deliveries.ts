/**
 * The Action's last step for each mode: the delivery (src/deliver/) runs, and its outcome becomes the progress
 * comment's last word, the job summary and the step's outputs. One row per mode in `DELIVERIES`.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryPolicy } from '../config/action-inputs.js';
import type { RunResult } from '../report/run-result.js';
import { redact } from '../security/redact.js';
import type { EventContext } from '../trigger/context.js';
import type { TriggerTask } from '../trigger/task.js';
import type { Checkout } from '../workspace/checkout.js';
import {
  PR_PERMISSION_SETTING,
  renderPrBody,
  renderPrComment,
  renderPushFailedComment,
  renderRefusedComment,
  renderUnresolvedComment,
  testsSummary,
  type ReportFacts,
} from '../report/pr-body.js';
import { renderJobSummary, type SummaryExtras } from '../report/summary.js';
import type { ProgressComment } from '../deliver/comments.js';
import { deliverFix, type FixDelivery } from '../deliver/fix.js';
import { deliverToFork } from '../deliver/fork.js';
import { deliverPlan } from '../deliver/plan.js';
import { deliverReviewRound } from '../deliver/review-round.js';
import type { GitHubHelper } from '../github/helper.js';
import type { ModeName } from '../modes/mode.js';
import type { ActionIO, ActionOutcome, ActionStatus } from './outcome.js';

/** What a mode's delivery step works with: the run's result and facts, and the Action's channels. */
export interface ActionDelivery {
  /** The delivery's slice of the inputs, after the project rules. */
  policy: DeliveryPolicy;
  ctx: EventContext;
  io: ActionIO;
  gh: GitHubHelper;
  task: TriggerTask;
  checkout: Checkout;
  /** The base branch. */
  base: string;
  result: RunResult;
  facts: ReportFacts;
  summaryBase: SummaryExtras;
  progress: ProgressComment;
  writes: boolean;
  info(line: string): void;
  warn(line: string): void;
  fail(message: string, result?: RunResult): Promise<ActionOutcome>;
}

/** Each mode's delivery hook (src/modes/README.md): the Action's last step for that mode. */
export const DELIVERIES: Record<ModeName, (d: ActionDelivery) => Promise<ActionOutcome>> = {
  plan: deliverPlanStep,
  review: deliverReviewStep,
  fix: deliverFixStep,
  fork: deliverForkStep,
};

export function outcomeFrom(
  result: RunResult,
  status: ActionStatus,
  extra: Partial<ActionOutcome> = {},
): ActionOutcome {
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
    finalMessage: finalMessageOutput(result.finalMessage),
    ...extra,
  };
}

/** Bound on the `final-message` output: a hand-off note, not a transcript (a step output may hold 1 MiB). */
export const FINAL_MESSAGE_MAX = 20_000;

/** The agent's note as a step output: secrets redacted, cut at FINAL_MESSAGE_MAX characters with a marker. */
function finalMessageOutput(text: string | undefined): string {
  const note = redact(text ?? '');
  return note.length > FINAL_MESSAGE_MAX
    ? `${note.slice(0, FINAL_MESSAGE_MAX)}\n… (cut at ${FINAL_MESSAGE_MAX} characters)`
    : note;
}

/** Plan: the plan comment and the job summary; nothing is pushed. */
async function deliverPlanStep(d: ActionDelivery): Promise<ActionOutcome> {
  const { result, facts: f, policy, progress, writes, io, info, warn } = d;
  const planned = await deliverPlan({
    result,
    facts: f,
    triggerPhrase: policy.triggerPhrase,
    progress,
    writes,
    rules: d.summaryBase.rules,
    summary: (md) => io.summary(md),
  });
  for (const w of planned.warnings) warn(w);
  info(planned.log);
  return outcomeFrom(result, planned.status, planned.failure ? { failure: planned.failure } : {});
}

/** Review round: this round's commit pushed to the bot's PR branch, a reply on the review. */
async function deliverReviewStep(d: ActionDelivery): Promise<ActionOutcome> {
  const { result, facts: f, policy, progress, writes, io, info, warn, gh, checkout, summaryBase } = d;
  const task = d.task as TriggerTask & { review: NonNullable<TriggerTask['review']> };
  const round = await deliverReviewRound({
    gh,
    git: checkout.git,
    result,
    facts: f,
    review: task.review,
    prefix: policy.branchPrefix,
    title: task.title,
    progress,
    writes,
    log: info,
  });
  for (const w of round.warnings) warn(w);
  const pushed = round.commit
    ? `${task.review.kind === 'ci' ? 'CI' : 'review'} round ${task.review.round} of ${task.review.maxRounds}: pushed ${round.commit.slice(0, 7)}`
    : undefined;
  await io.summary(
    renderJobSummary(f, {
      ...summaryBase,
      outcome: round.status,
      dryRun: !writes,
      branch: task.review.branch,
      warnings: round.warnings,
      pr: round.commit ? { number: task.review.pr, url: task.review.prUrl, created: false } : undefined,
      message: round.failure ?? pushed,
    }),
  );
  const failure =
    round.failure ??
    (result.status === 'error' ? `agent-fix stopped with an error: ${result.reason ?? 'unknown error'}` : undefined);
  return outcomeFrom(result, round.status, {
    prNumber: task.review.pr,
    prUrl: task.review.prUrl,
    branch: round.commit ? task.review.branch : undefined,
    ...(failure ? { failure: redact(failure) } : {}),
  });
}

/**
 * A fork's PR: never a branch or a PR in this repository (deliver/fork.ts). Resolved: suggestions, a push to the
 * fork where allowed, and the proven patch in the comment; otherwise the unresolved comment, as for a fix.
 */
async function deliverForkStep(d: ActionDelivery): Promise<ActionOutcome> {
  const { result, facts: f, policy, progress, writes, io, summaryBase } = d;
  const fork = d.task.fork!;
  const onPr = { prNumber: fork.pr, prUrl: fork.prUrl };
  const candidate = result.candidate;
  if (result.status !== 'resolved' || !writes) {
    // Unresolved, an error, or dry-run: reported exactly as for a fix, which pushes nothing in these cases (no
    // draft PR: on-unresolved is read as `comment` for a fork).
    const outcome = await deliverFixStep({ ...d, policy: { ...policy, onUnresolved: 'comment' } });
    return { ...outcome, ...onPr };
  }
  if (!candidate) return d.fail('the run changed nothing, so there is nothing to give back to the fork', result);
  const delivered = await deliverToFork({
    gh: d.gh,
    git: d.checkout.git,
    serverUrl: d.ctx.serverUrl,
    fork,
    result: { ...result, candidate },
    facts: f,
    pushToForks: policy.pushToForks,
    progress,
    log: d.info,
  });
  for (const w of delivered.warnings) d.warn(w);
  const message =
    delivered.failure ??
    (delivered.pushed
      ? `pushed ${delivered.pushed.slice(0, 7)} to ${fork.headRepo}:${fork.headRef}`
      : `fork PR #${fork.pr}: ${delivered.review ? `${delivered.review.count} suggested change(s) and ` : ''}the proven patch in a comment`);
  await io.summary(
    renderJobSummary(f, {
      ...summaryBase,
      outcome: delivered.status,
      message,
      warnings: delivered.warnings,
      pr: { number: fork.pr, url: fork.prUrl, created: false },
    }),
  );
  return outcomeFrom(result, delivered.status, {
    ...onPr,
    ...(delivered.failure ? { failure: redact(delivered.failure) } : {}),
  });
}

/** Fix: a resolved change (or, with on-unresolved: draft-pr, the attempt) becomes a branch and a pull request. */
async function deliverFixStep(d: ActionDelivery): Promise<ActionOutcome> {
  const { result, facts: f, policy, progress, writes, io, warn, summaryBase } = d;
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
    (policy.onUnresolved === 'draft-pr' && result.changedFiles.length > 0 && !result.deliveryRefused);
  if (!writes) {
    if (io.noJobSummary) {
      d.info(
        'dry-run: no branch, no push, no pull request; GITHUB_STEP_SUMMARY is not set, so the diff and the PR body follow here',
      );
      logVerbatim(d.info, 'diff', f.diff || '(no change)');
      if (openPr) logVerbatim(d.info, 'PR body that would be posted', renderPrBody(f));
    } else d.info('dry-run: no branch, no push, no pull request; the diff and the PR body are in the job summary');
    await io.summary(
      renderJobSummary(f, { ...summaryBase, dryRun: true, prBody: openPr ? renderPrBody(f) : undefined }),
    );
    return outcomeFrom(result, summaryBase.outcome);
  }
  if (!openPr) {
    await progress.finish(renderUnresolvedComment(f));
    for (const w of progress.warnings) warn(w);
    await io.summary(renderJobSummary(f, { ...summaryBase, warnings: progress.warnings }));
    const failure = policy.failOnUnresolved
      ? `agent-fix could not resolve the task: ${result.reason ?? 'the tests still fail'} (fail-on-unresolved is set)`
      : undefined;
    return outcomeFrom(result, 'unresolved', failure ? { failure: redact(failure) } : {});
  }
  const delivered = await deliverFix(fixSpec(d), { info: d.info, warn });
  return reportFix(d, delivered);
}

/** The Action's fix delivery: its branch prefix and PR settings, the requester as co-author and reviewer. */
function fixSpec(d: ActionDelivery): Parameters<typeof deliverFix>[0] {
  const { policy, task, result } = d;
  const resolved = result.status === 'resolved';
  return {
    git: d.checkout.git,
    gh: d.gh,
    serverUrl: d.ctx.serverUrl,
    base: d.base,
    startSha: d.checkout.sha,
    prefix: policy.branchPrefix,
    key: task.branchKey,
    title: task.title,
    resolved,
    summary: result.summary,
    fixesIssue: task.fixesIssue,
    coAuthor: task.requester,
    candidate: result.candidate,
    pr: {
      body: renderPrBody(d.facts),
      draft: policy.draft || !resolved,
      labels: policy.labels,
      reviewers: task.requester ? [task.requester.login] : [],
    },
    signCommits: policy.signCommits,
  };
}

/** Each way the fix delivery ends, as the progress comment, the job summary and the outputs say it. */
async function reportFix(d: ActionDelivery, delivered: FixDelivery): Promise<ActionOutcome> {
  const { result, facts: f, policy, progress, io, warn, summaryBase } = d;
  const summary = (extra: Partial<SummaryExtras>) => io.summary(renderJobSummary(f, { ...summaryBase, ...extra }));
  switch (delivered.kind) {
    case 'not-pushed': {
      // The work tree is on a runner that is about to vanish: the comment and the summary carry the diff.
      const message = redact(
        `could not push the fix: ${delivered.message}\n` +
          (policy.signCommits
            ? 'With sign-commits the token needs `permissions: contents: write` to create commits and refs through the API.'
            : `The token needs \`permissions: contents: write\`; branch protection on "${policy.branchPrefix}*" branches or a pre-receive hook also blocks the push.`),
      );
      await progress.finish(renderPushFailedComment(f, message));
      await summary({ outcome: 'error', message, warnings: progress.warnings });
      return outcomeFrom(result, 'error', { failure: message });
    }
    case 'opened': {
      const { pr, branch } = delivered;
      for (const w of [...pr.warnings, ...progress.warnings]) warn(w);
      await progress.finish(result.status === 'resolved' ? renderPrComment(f, pr) : renderUnresolvedComment(f, pr));
      await summary({ pr, branch, warnings: [...pr.warnings, ...progress.warnings] });
      const failure =
        result.status !== 'resolved' && policy.failOnUnresolved
          ? `agent-fix could not resolve the task (draft PR ${pr.url}); fail-on-unresolved is set`
          : undefined;
      return outcomeFrom(result, summaryBase.outcome, {
        prNumber: pr.number,
        prUrl: pr.url,
        branch,
        ...(failure ? { failure } : {}),
      });
    }
    case 'pr-refused': {
      const { branch, compareUrl } = delivered;
      const message =
        `GitHub refused to create the pull request: "${delivered.apiMessage}". The fix is pushed to branch ${branch}; open the PR from ${compareUrl} . ` +
        `To let agent-fix open PRs, enable ${PR_PERMISSION_SETTING}, or pass a GitHub App token or PAT as github-token.`;
      await progress.finish(renderRefusedComment(f, { name: branch, compareUrl }));
      await summary({ outcome: 'error', message, branch, compareUrl, warnings: progress.warnings });
      return outcomeFrom(result, 'error', { branch, failure: redact(message) });
    }
    case 'pr-failed':
      return d.fail(
        `the fix is pushed to branch ${delivered.branch}, but the pull request could not be created or updated: ${delivered.reason}. Open it from ${delivered.compareUrl}`,
        result,
      );
  }
}

/**
 * Multi-line text for the log, with workflow commands off around it: it quotes the model and the repository, and a
 * line of theirs must not be read as `::set-output` or `::add-mask`.
 */
function logVerbatim(info: (line: string) => void, title: string, text: string): void {
  const token = randomUUID();
  info(`----- ${title} -----`);
  info(`::stop-commands::${token}`);
  info(text);
  info(`::${token}::`);
  info(`----- end of ${title} -----`);
}
