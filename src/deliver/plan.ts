/**
 * Delivery of a plan run (`approval: plan`): the plan becomes the progress comment on the issue (with the hidden
 * marker an approval reads it back from), the job summary shows it, and nothing else happens: no branch, no push, no
 * PR. The step's `status` is `skipped`, the contract's word for "nothing was delivered", with a log line saying why.
 */
import type { RunResult } from '../report/run-result.js';
import { renderErrorComment, usageLine, type ReportFacts } from '../report/pr-body.js';
import { renderNoPlanComment, renderPlanComment, renderPlanSummary } from '../report/plan-comment.js';
import { renderJobSummary, type SummaryExtras } from '../report/summary.js';
import { redact } from '../security/redact.js';
import type { DeliveryOutcome } from './delivery.js';
import type { ProgressComment } from './comments.js';

export interface PlanDelivery extends DeliveryOutcome {
  /** One log line for the step. */
  log: string;
}

export async function deliverPlan(o: {
  result: RunResult;
  facts: ReportFacts;
  triggerPhrase: string;
  progress: ProgressComment;
  writes: boolean;
  rules: SummaryExtras['rules'];
  summary(markdown: string): Promise<void>;
}): Promise<PlanDelivery> {
  const { result, facts: f, progress } = o;
  const usage = usageLine(f);
  const where = progress.issueNumber !== undefined ? `#${progress.issueNumber}` : undefined;
  const phrase = o.triggerPhrase;

  if (result.status === 'planned' && result.plan) {
    const body = renderPlanComment({
      plan: result.plan,
      sha: result.baseCommit,
      request: f.request,
      taskKey: f.taskKey,
      triggerPhrase: phrase,
      testCommand: f.tests.command,
      baseline: f.tests.baseline,
      usage,
      runUrl: f.runUrl,
    });
    const posted = o.writes ? await progress.finish(body) : false;
    const log = posted
      ? `agent-fix: a plan is waiting for approval on ${where}: a maintainer replies "${phrase} approve" to carry it out; no branch, no push, no pull request`
      : `agent-fix: a plan is waiting for approval in the job summary${o.writes ? (where ? ` (it could not be posted on ${where})` : ' (a workflow_dispatch has no conversation to post it in)') : ' (dry-run: not posted)'}; no branch, no push, no pull request`;
    await o.summary(
      renderJobSummary(undefined, {
        outcome: 'skipped',
        message: log.replace(/^agent-fix: /, ''),
        rules: o.rules,
        warnings: progress.warnings,
        dryRun: !o.writes,
      }) + `\n${renderPlanSummary(result.plan)}`,
    );
    return { status: 'skipped', log, warnings: [...progress.warnings] };
  }

  if (result.status === 'error') {
    const message = `agent-fix stopped with an error while planning: ${result.reason ?? 'unknown error'}`;
    if (o.writes) await progress.finish(renderErrorComment(message, { runUrl: f.runUrl, taskKey: f.taskKey }));
    await o.summary(
      renderJobSummary(undefined, { outcome: 'error', message, rules: o.rules, warnings: progress.warnings }),
    );
    return { status: 'error', log: message, warnings: [...progress.warnings], failure: redact(message) };
  }

  const reason = result.reason ?? 'no plan was submitted';
  if (o.writes)
    await progress.finish(
      renderNoPlanComment({
        reason,
        note: result.summary,
        triggerPhrase: phrase,
        usage,
        runUrl: f.runUrl,
        taskKey: f.taskKey,
      }),
    );
  const log = `agent-fix: no plan (${reason}); nothing was changed`;
  await o.summary(
    renderJobSummary(undefined, {
      outcome: 'unresolved',
      message: log.replace(/^agent-fix: /, ''),
      rules: o.rules,
      warnings: progress.warnings,
    }),
  );
  return { status: 'unresolved', log, warnings: [...progress.warnings] };
}
