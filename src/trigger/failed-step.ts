/**
 * The same-job trigger: a push or pull_request job whose test step failed, with agent-fix as its last step after
 * `if: failure()`. It acts only when a step really failed (`failure-log`, else the jobs API).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TriggerPolicy } from '../config/action-inputs.js';
import type { GitHubHelper } from '../github/helper.js';
import { modelPlainText } from '../report/model-text.js';
import { fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { isBot, refuseActor } from '../github/actor.js';
import type { WebhookEvent } from '../github/webhooks.js';
import { alreadyAttempted } from './attempts.js';
import { distillLog } from './ci-log.js';
import { factLines, fingerprint, type CiFailure } from './ci-failure.js';
import { ciRoundTask } from './ci-round.js';
import { UNTRUSTED_NOTE, skip, type TriggerDecision, type TriggerTask } from './task.js';
import type { EventContext } from './context.js';

export type FailedStepEvent = Extract<WebhookEvent, { name: 'push' | 'pull_request' }>;

/** Where a failed step of this job ran: the branch and commit, and for a PR its number and the branch of its rules. */
interface FailedStepHead {
  base: string;
  sha: string;
  issueNumber?: number;
  rulesBranch?: string;
}

export async function fromFailedStep(
  ctx: EventContext,
  event: FailedStepEvent,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const p = event.payload;
  const head = failedStepHead(ctx, event);
  if ('kind' in head) return head;
  const { base, sha, issueNumber } = head;
  if (base.startsWith(policy.branchPrefix)) {
    // The bot's own branch: a CI round on its open PR when agent-fix's own push started this job.
    return ciRoundTask(ctx, policy, gh, {
      branch: base,
      sha,
      actor: p.sender,
      workflow: `${ctx.eventName} job`,
      runUrl: ctx.runUrl,
      failure: async () => {
        const failed = await confirmFailedStep(ctx, policy, gh);
        return failed.kind === 'skip' ? failed.reason : failed;
      },
    });
  }
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    p.sender,
    `start agent-fix from a failed ${ctx.eventName} job`,
  );
  if (refused) return skip(refused);
  // The same loop guard as workflow_run: one attempt per head commit (a re-run of the job must not pay twice).
  const attempted = await alreadyAttempted(gh, { prefix: policy.branchPrefix, sha, issueNumber });
  if (attempted) return skip(attempted);
  const failed = await confirmFailedStep(ctx, policy, gh);
  if (failed.kind === 'skip') return failed;
  return { kind: 'run', task: failedStepTask(ctx, policy, p.sender, head, failed) };
}

/** The branch and commit of a push or a same-repository PR, or why there is nothing to do. */
function failedStepHead(ctx: EventContext, event: FailedStepEvent): FailedStepHead | TriggerDecision {
  let head: FailedStepHead;
  if (event.name === 'pull_request') {
    const pr = event.payload.pull_request;
    if (!pr) return skip('the pull_request event has no pull request in its payload');
    if (pr.head?.repo?.full_name !== `${ctx.owner}/${ctx.repo}`)
      return skip(
        `pull request #${pr.number} comes from a fork; a pull_request job of a fork has a read-only token, so agent-fix does not act in it: run agent-fix from a workflow_run workflow with \`fork-prs: auto\`, or comment "/agent-fix" on the PR (fork-prs: "comment")`,
      );
    head = {
      base: pr.head.ref,
      sha: pr.head.sha,
      issueNumber: pr.number,
      rulesBranch: pr.base?.ref ?? (String(event.payload.repository?.default_branch ?? '') || undefined),
    };
  } else {
    const p = event.payload;
    if (String(p.ref ?? '').startsWith('refs/tags/')) return skip(`nothing to do for a tag push (${p.ref})`);
    head = { base: ctx.refName || String(p.ref ?? '').replace(/^refs\/heads\//, ''), sha: String(p.after ?? ctx.sha) };
  }
  if (!head.base) return skip(`nothing to do for event ${ctx.eventName}: no branch`);
  return head;
}

/** The task for a failed step of this job: its confirmed failure, fenced. */
function failedStepTask(
  ctx: EventContext,
  policy: TriggerPolicy,
  sender: FailedStepEvent['payload']['sender'],
  head: FailedStepHead,
  failed: Extract<FailedStep, { kind: 'run' }>,
): TriggerTask {
  const { base, sha } = head;
  const sha7 = sha.slice(0, 7);
  return {
    text: [
      `A step of this CI job failed on a branch (its name is the first fenced block below) at commit ${sha7} of ` +
        `${ctx.owner}/${ctx.repo}. Make the test command pass by fixing the code under test; do not weaken, skip or ` +
        'delete tests.',
      UNTRUSTED_NOTE,
      fenceUntrusted('name of the failing branch', base),
      ...failed.sections,
    ].join('\n\n'),
    title: `Fix CI failure on ${modelPlainText(base)} (${sha7})`,
    request: {
      description: `Failing CI job on ${base} at ${sha7}${failed.tests.length ? ` (failing: ${failed.tests.slice(0, 5).join(', ')})` : ''}`,
      url: ctx.runUrl,
    },
    notes: failed.notes,
    issueNumber: head.issueNumber,
    checkoutSha: sha || undefined,
    baseBranch: base,
    rulesBranch: head.rulesBranch,
    branchKey: `run-${sha7}`,
    requester: !isBot(sender) ? { login: sender.login, id: sender.id } : undefined,
    attemptSha: sha,
    testEdits: policy.testEdits ?? 'deny',
    ciFailure: true,
    ciRunUrl: ctx.runUrl,
    ciRun: {
      workflow: `${ctx.eventName} job`,
      jobs: failed.jobs ?? [],
      key: `${ctx.runId || 'local'}/${ctx.runAttempt || 1}`,
      url: ctx.runUrl,
      sha,
      branch: base,
      tests: failed.tests,
      ...(failed.firstError ? { firstError: failed.firstError } : {}),
    },
  };
}

const MAX_FAILURE_LOG_BYTES = 5_000_000;

/** The `failure-log` input: a file (absolute, or relative to GITHUB_WORKSPACE) or the text itself. */
export function readFailureLog(
  value: string,
  workspace: string | undefined,
): { text: string; file?: string; missingFile?: string } {
  if (!value.includes('\n')) {
    const file = path.resolve(workspace ?? process.cwd(), value);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      const size = fs.statSync(file).size;
      const fd = fs.openSync(file, 'r');
      try {
        // The end of a long log holds the failures and the summary.
        const length = Math.min(size, MAX_FAILURE_LOG_BYTES);
        const buffer = Buffer.alloc(length);
        fs.readSync(fd, buffer, 0, length, size - length);
        return { text: buffer.toString('utf8'), file };
      } finally {
        fs.closeSync(fd);
      }
    }
    if (/^[^\s]+$/.test(value) && /[/\\]|\.\w{1,5}$/.test(value)) return { text: value, missingFile: file };
  }
  return { text: value };
}

type FailedStep = ({ kind: 'run'; notes: string[] } & CiFailure) | { kind: 'skip'; reason: string };

/** The `failure-log` input as the evidence: a failing test or an error line in it, else a skip that says why. */
function failureLogStep(failureLog: string, ctx: EventContext): FailedStep {
  const log = readFailureLog(failureLog, ctx.workspace);
  const d = distillLog(log.text);
  if (!d.firstError && d.failingTests.length === 0) {
    return skip(
      log.missingFile
        ? `failure-log names the file ${log.missingFile}, which does not exist; write the failing step's output there (e.g. \`npm test 2>&1 | tee ${failureLog}\` with \`shell: bash\`) or pass the text`
        : `failure-log${log.file ? ` (${log.file})` : ''} shows no failure (no failing test, no error line); agent-fix runs after a failing step`,
    ) as FailedStep;
  }
  // Every fact here is printed by code under test: all of it goes inside the fence.
  return {
    kind: 'run',
    sections: [
      fenceUntrusted(
        'facts and output of the failing step',
        sanitizeUntrusted([...factLines(d), '', 'Log excerpt:', d.excerpt].join('\n')),
      ),
    ],
    tests: d.failingTests,
    ...(d.firstError ? { firstError: d.firstError } : {}),
    fingerprint: fingerprint([...d.failingTests.map((t) => `test ${t}`), d.firstError ? `error ${d.firstError}` : '']),
    notes: [],
  };
}

/**
 * The same-job trigger runs after `if: failure()`, which is also true when an earlier step was cancelled or a setup
 * step broke: agent-fix acts only when a step really failed. Evidence, in order: the `failure-log` input (it must show
 * a failing test or an error line), else the jobs API for this run (a step of this job with conclusion `failure`).
 * If the API cannot be read (the token lacks `actions: read`), the run goes on with a warning, and the baseline test
 * run must still reproduce the failure before any model call.
 */
async function confirmFailedStep(ctx: EventContext, policy: TriggerPolicy, gh: GitHubHelper): Promise<FailedStep> {
  if (policy.failureLog) return failureLogStep(policy.failureLog, ctx);
  const runId = Number(ctx.runId);
  if (!runId)
    return {
      kind: 'run',
      sections: [],
      tests: [],
      fingerprint: fingerprint([]),
      notes: [
        'could not confirm a failed step: GITHUB_RUN_ID is not set; the baseline test run must reproduce the failure',
      ],
    };
  let jobs: Awaited<ReturnType<GitHubHelper['runningJobs']>>;
  try {
    jobs = await gh.runningJobs(runId, ctx.runnerName);
  } catch (error) {
    return {
      kind: 'run',
      sections: [],
      tests: [],
      fingerprint: fingerprint([]),
      notes: [
        `could not confirm a failed step through the jobs API (${(error as Error).message}); give the job \`permissions: actions: read\` or pass \`failure-log\`. Going on: the baseline test run must reproduce the failure`,
      ],
    };
  }
  if (jobs.length === 0) {
    return {
      kind: 'run',
      sections: [],
      tests: [],
      fingerprint: fingerprint([]),
      notes: [
        `could not find this job among the running jobs of run ${runId}${ctx.runnerName ? ` (runner ${ctx.runnerName})` : ''}; the baseline test run must reproduce the failure`,
      ],
    };
  }
  const steps = jobs.flatMap((j) => j.failedSteps);
  if (steps.length === 0) {
    return skip(
      `no step of this job has failed (jobs API, run ${runId}); agent-fix runs after a failing step: put it last with \`if: failure()\``,
    ) as FailedStep;
  }
  return {
    kind: 'run',
    // A step's name may interpolate a PR title or branch name: data, like the rest.
    sections: [fenceUntrusted('name of the failed step of this job', sanitizeUntrusted(steps.join('\n')))],
    tests: [],
    jobs: jobs.map((j) => j.name),
    fingerprint: fingerprint(steps.map((s) => `step ${s}`)),
    notes: [],
  };
}
