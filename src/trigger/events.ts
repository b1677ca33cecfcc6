/**
 * GitHub event → Task, or a reason to do nothing. Who may trigger and the loop guards live here, before any model
 * call: a comment from someone without write access, a failure on the bot's own branch, a fork, or a commit that was
 * already attempted all end as `skipped` with a log line, never as a run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TriggerPolicy } from '../config/action-inputs.js';
import type { GitHubHelper, IssueComment } from '../github/helper.js';
import { modelPlainText } from '../report/model-text.js';
import { clip, fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { isBot, mayTrigger, refuseActor, sameLogin } from '../github/actor.js';
import {
  webhookEvent,
  type IssueCommentEvent,
  type IssuesEvent,
  type User,
  type WebhookEvent,
  type WebhookPayload,
  type WorkflowRunPayload,
} from '../github/webhooks.js';
import { alreadyAttempted } from './attempts.js';
import { distillLog } from './ci-log.js';
import { factLines, fingerprint, workflowRunFailure, type CiFailure } from './ci-failure.js';
import { ciRoundTask } from './ci-round.js';
import { fromBotPullComment, fromReview, fromReviewComment } from './review.js';
import { UNTRUSTED_NOTE, matchTriggerPhrase, type TriggerDecision, type TriggerTask } from './task.js';
import type { EventContext } from './context.js';

const MAX_COMMENTS = 20;
const MAX_COMMENT_CHARS = 4_000;
const MAX_BODY_CHARS = 20_000;

const skip = (reason: string): TriggerDecision => ({ kind: 'skip', reason });

/** Which comments of the thread the model sees; the Action's triggers see every comment from a person. */
export type CommentFilter = (comment: IssueComment) => Promise<boolean>;

async function issueThread(
  gh: GitHubHelper,
  issue: { number: number; title: string; body?: string | null },
  skipCommentId?: number,
  include?: CommentFilter,
): Promise<string[]> {
  const parts = [
    fenceUntrusted(
      `issue #${issue.number}`,
      sanitizeUntrusted(`${issue.title}\n\n${clip(issue.body ?? '', MAX_BODY_CHARS)}`),
    ),
  ];
  let comments = (await gh.issueComments(issue.number)).filter(
    (c) => c.id !== skipCommentId && !isBot({ login: c.user, type: c.userType }) && !c.body.includes('<!-- agent-fix'),
  );
  if (include) {
    const keep = await Promise.all(comments.map(include));
    comments = comments.filter((_c, i) => keep[i]);
  }
  for (const c of comments.slice(-MAX_COMMENTS)) {
    parts.push(fenceUntrusted(`comment by @${c.user}`, sanitizeUntrusted(clip(c.body, MAX_COMMENT_CHARS))));
  }
  return parts;
}

/** Keeps comments by people with write access or above; one permission lookup per author. */
export function writersOnly(gh: GitHubHelper): CommentFilter {
  const seen = new Map<string, Promise<boolean>>();
  return (c) => {
    if (!seen.has(c.user)) seen.set(c.user, gh.permission(c.user).then(mayTrigger));
    return seen.get(c.user)!;
  };
}

/**
 * Events that run the `task` input, like workflow_dispatch, once their sender passes the same write check as every
 * other trigger: anyone can open a pull request (pull_request_target) or write in a discussion, and a workflow that
 * passes `task:` on such an event must not hand them a run with a write token.
 */
const TASK_EVENTS_WITH_SENDER: ReadonlySet<string> = new Set([
  'pull_request_target',
  'discussion',
  'discussion_comment',
  'repository_dispatch',
  'release',
  'check_run',
  'check_suite',
  'merge_group',
]);

const HANDLED_EVENTS =
  'issues, issue_comment, pull_request_review, pull_request_review_comment, workflow_run, push, pull_request and ' +
  `workflow_dispatch; with a \`task\` input also schedule and ${[...TASK_EVENTS_WITH_SENDER].join(', ')}`;

export async function resolveTrigger(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const event = webhookEvent(ctx.eventName, ctx.payload);
  switch (event.name) {
    case 'issues':
      return fromIssueLabel(ctx, event.payload, policy, gh);
    case 'issue_comment':
      return fromComment(ctx, event.payload, policy, gh);
    case 'pull_request_review':
      return fromReview(ctx, event.payload, policy, gh);
    case 'pull_request_review_comment':
      return fromReviewComment(ctx, event.payload, policy, gh);
    case 'workflow_run':
      return fromWorkflowRun(ctx, event.payload, policy, gh);
    case 'push':
    case 'pull_request':
      return fromFailedStep(ctx, event, policy, gh);
    case 'workflow_dispatch':
      return fromDispatch(ctx, event.payload, policy, 'workflow_dispatch');
    case 'other':
      return fromOtherEvent(ctx, event.eventName, event.payload, policy, gh);
  }
}

/**
 * An event no trigger above handles. schedule (no sender: only writers change workflows) and the events in
 * TASK_EVENTS_WITH_SENDER (after the sender's write check) run the `task` input; any other event is refused, because
 * agent-fix cannot tell who started it.
 */
async function fromOtherEvent(
  ctx: EventContext,
  eventName: string,
  payload: WebhookPayload,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const p = payload as { sender?: User | null; inputs?: Record<string, unknown> | null };
  if (eventName === 'schedule') return fromDispatch(ctx, { inputs: null }, policy, eventName);
  if (!TASK_EVENTS_WITH_SENDER.has(eventName)) {
    return skip(
      `agent-fix does not act on the event "${eventName || '(none)'}": it cannot tell who started it, so it refuses ` +
        `rather than run with a write token. It acts on ${HANDLED_EVENTS}`,
    );
  }
  if (!policy.task) {
    return skip(
      `nothing to do for event ${eventName}: agent-fix runs on it only with a \`task\` input, like workflow_dispatch`,
    );
  }
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    p.sender,
    `start agent-fix from a ${eventName} event`,
  );
  if (refused) return skip(refused);
  return fromDispatch(ctx, { sender: p.sender ?? undefined, inputs: null }, policy, eventName);
}

function fromDispatch(
  ctx: EventContext,
  p: { sender?: User | null; inputs?: Record<string, unknown> | null },
  policy: TriggerPolicy,
  eventName: string,
): TriggerDecision {
  const text = policy.task ?? (typeof p.inputs?.task === 'string' ? p.inputs.task.trim() : '');
  if (!text)
    return skip(
      `${eventName} without a task: set the \`task\` input of the agent-fix step (e.g. \`task: \${{ policy.task }}\`)`,
    );
  // GitHub lets only writers dispatch; a bot that can dispatch still counts only when listed.
  const sender = p.sender;
  if (sender && isBot(sender) && !policy.allowedBots.some((b) => sameLogin(b, sender.login))) {
    return skip(
      `@${sender.login} is a bot; bots cannot start agent-fix with a ${eventName} unless the workflow lists them in \`allowed-bots\``,
    );
  }
  const title = sanitizeUntrusted(text.split('\n')[0]!).slice(0, 100);
  return {
    kind: 'run',
    task: {
      text: `${sanitizeUntrusted(text)}\n\nMake the change, and keep the test command passing.`,
      title: `agent-fix: ${modelPlainText(title)}`,
      request: { description: `${eventName} task: ${title}`, url: ctx.runUrl },
      checkoutSha: ctx.sha || undefined,
      baseBranch: ctx.refName || undefined,
      branchKey: `task-${ctx.runId || Date.now()}`,
      requester: sender && !isBot(sender) ? { login: sender.login, id: sender.id } : undefined,
      testEdits: policy.testEdits ?? 'flag',
      ciFailure: false,
      plannable: {},
    },
  };
}

async function fromIssueLabel(
  ctx: EventContext,
  p: IssuesEvent,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  if (p.action !== 'labeled')
    return skip(
      `nothing to do for event issues (action ${p.action}); agent-fix acts when the "${policy.triggerLabel}" label is added`,
    );
  if (p.label?.name !== policy.triggerLabel)
    return skip(`label "${p.label?.name}" is not the trigger label "${policy.triggerLabel}"`);
  const issue = p.issue;
  if (!issue?.number) return skip('the issues event has no issue in its payload');
  if (issue.state === 'closed') return skip(`issue #${issue.number} is closed`);
  // Triage access is enough to label an issue; starting a run with a write token needs write access.
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    p.sender,
    `start agent-fix by adding the "${policy.triggerLabel}" label`,
  );
  if (refused) return skip(refused);
  const task = await issueTask(gh, issue, `${ctx.owner}/${ctx.repo}`, { testEdits: policy.testEdits ?? 'flag' });
  return {
    kind: 'run',
    task: {
      ...task,
      requester: !isBot(p.sender) ? { login: p.sender.login, id: p.sender.id } : undefined,
      reactTo: { kind: 'issue', number: issue.number },
      plannable: {},
    },
  };
}

/**
 * The task for resolving one issue: its title, body and comments, sanitized and fenced. The label trigger and
 * `agent-fix run --issue` (which keeps only maintainers' comments, through `include`) both build it here.
 */
export async function issueTask(
  gh: GitHubHelper,
  issue: { number: number; title?: string | null; body?: string | null; html_url?: string },
  repoName: string,
  options: { testEdits: TriggerTask['testEdits']; include?: CommentFilter },
): Promise<TriggerTask> {
  const thread = await issueThread(
    gh,
    { number: issue.number, title: String(issue.title ?? ''), body: issue.body },
    undefined,
    options.include,
  );
  const title = sanitizeUntrusted(String(issue.title ?? ''))
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  return {
    text: [
      `Resolve GitHub issue #${issue.number} of ${repoName}.`,
      UNTRUSTED_NOTE,
      ...thread,
      'Change the code so the issue is resolved, add or update tests that show it, and keep the test command passing.',
    ].join('\n\n'),
    // The title is the commit subject too: a "fixes #3" typed into the issue title must not close #3 on merge.
    title: `Fix #${issue.number}: ${modelPlainText(title)}`,
    request: { description: `Issue #${issue.number}: ${title}`, url: issue.html_url },
    issueNumber: issue.number,
    fixesIssue: issue.number,
    branchKey: `issue-${issue.number}`,
    testEdits: options.testEdits,
    ciFailure: false,
  };
}

async function fromComment(
  ctx: EventContext,
  p: IssueCommentEvent,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  if (p.action !== 'created') return skip(`nothing to do for event issue_comment (action ${p.action})`);
  const { comment, issue } = p;
  const extra = matchTriggerPhrase(String(comment?.body ?? ''), policy.triggerPhrase);
  if (extra === undefined) return skip(`the comment does not start with "${policy.triggerPhrase}"`);
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    comment?.user,
    `trigger agent-fix with "${policy.triggerPhrase}"`,
  );
  if (refused) return skip(refused);
  if (!issue.pull_request) return { kind: 'run', task: await commentTask(ctx, policy, gh, p, extra) };
  const pull = await gh.getPull(issue.number);
  if (pull.headRepo !== `${ctx.owner}/${ctx.repo}`) {
    return skip(
      `pull request #${issue.number} comes from a fork (${pull.headRepo ?? 'deleted repository'}); agent-fix cannot push to forks`,
    );
  }
  if (pull.headRef.startsWith(policy.branchPrefix)) {
    // The bot's own PR: another round on its branch, not a new PR on top of it.
    return fromBotPullComment(ctx, policy, gh, {
      pr: issue.number,
      user: comment.user,
      extra,
      id: comment.id,
      url: comment.html_url,
    });
  }
  const onPull = { baseBranch: pull.headRef, checkoutSha: pull.headSha, rulesBranch: pull.baseRef };
  return { kind: 'run', task: await commentTask(ctx, policy, gh, p, extra, onPull) };
}

/**
 * The task a trigger comment asks for: on an issue, or on someone's PR (`onPull`: the work goes on its head branch,
 * the rules come from its base).
 */
async function commentTask(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
  p: IssueCommentEvent,
  extra: string,
  onPull?: { baseBranch: string; checkoutSha: string; rulesBranch: string },
): Promise<TriggerTask> {
  const { comment, issue } = p;
  const login = String(comment.user.login);
  const thread = await issueThread(gh, issue, comment.id);
  const title = sanitizeUntrusted(String(issue.title ?? ''))
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  const asked = extra
    ? [
        `@${login} (write access) asked:`,
        fenceUntrusted(`request by @${login}`, sanitizeUntrusted(clip(extra, MAX_COMMENT_CHARS))),
      ]
    : [];
  const what = onPull ? `pull request #${issue.number} (branch ${onPull.baseBranch})` : `issue #${issue.number}`;
  return {
    text: [
      `Work on ${what} of ${ctx.owner}/${ctx.repo}.`,
      UNTRUSTED_NOTE,
      ...asked,
      ...thread,
      'Make the change, add or update tests that show it, and keep the test command passing.',
    ].join('\n\n'),
    title: onPull
      ? `agent-fix for #${issue.number}: ${modelPlainText(title)}`
      : `Fix #${issue.number}: ${modelPlainText(title)}`,
    request: {
      description: `${onPull ? 'PR' : 'Issue'} #${issue.number}: ${title} (asked by @${login})`,
      url: comment.html_url,
    },
    issueNumber: issue.number,
    fixesIssue: onPull ? undefined : issue.number,
    checkoutSha: onPull?.checkoutSha,
    baseBranch: onPull?.baseBranch,
    rulesBranch: onPull?.rulesBranch,
    branchKey: `issue-${issue.number}`,
    requester: { login, id: comment.user.id },
    reactTo: { kind: 'comment', id: comment.id },
    testEdits: policy.testEdits ?? 'flag',
    ciFailure: false,
    plannable: { reply: { login, text: extra } },
  };
}

type WorkflowRun = NonNullable<WorkflowRunPayload['workflow_run']>;

async function fromWorkflowRun(
  ctx: EventContext,
  p: WorkflowRunPayload,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  const run = p.workflow_run;
  if (p.action !== 'completed' || !run) return skip(`nothing to do for event workflow_run (action ${p.action})`);
  if (run.conclusion !== 'failure') return skip(`workflow run ${run.id} concluded "${run.conclusion}", not "failure"`);
  const headBranch = String(run.head_branch ?? '');
  const headSha = String(run.head_sha ?? '');
  // A deleted fork leaves `head_repository: null`: unknown is refused like a fork, never waved through.
  const headRepo = run.head_repository?.full_name;
  if (headRepo !== `${ctx.owner}/${ctx.repo}`) {
    return skip(
      `the failed run is for ${headRepo ? `a fork (${headRepo})` : 'a repository GitHub no longer names (head_repository is null: a deleted fork)'}; agent-fix runs only on branches of ${ctx.owner}/${ctx.repo}`,
    );
  }
  if (!headBranch || !headSha) return skip(`workflow run ${run.id} has no head branch (detached or deleted)`);
  // The bot's own branch: never a new PR on top of it, but a CI round on its open PR (trigger/ci-round.ts).
  if (headBranch.startsWith(policy.branchPrefix)) {
    return ciRoundTask(ctx, policy, gh, {
      branch: headBranch,
      sha: headSha,
      actor: run.actor,
      triggeringActor: run.triggering_actor,
      workflow: String(run.name ?? 'CI'),
      runUrl: run.html_url,
      failure: () => workflowRunFailure(gh, run.id),
    });
  }
  const refused = await refuseRunActors(ctx, policy, gh, run);
  if (refused) return skip(refused);
  const prNumber: number | undefined = run.pull_requests?.[0]?.number;
  const attempted = await alreadyAttempted(gh, { prefix: policy.branchPrefix, sha: headSha, issueNumber: prNumber });
  if (attempted) return skip(attempted);
  return { kind: 'run', task: await workflowRunTask(ctx, policy, gh, run, { headBranch, headSha, prNumber }) };
}

/**
 * Who started the run and who re-ran it: both must be allowed, or a re-run by a reader would launder a writer's
 * push. The first refusal, or undefined.
 */
async function refuseRunActors(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
  run: WorkflowRun,
): Promise<string | undefined> {
  const actors: (User | undefined)[] = [run.actor, run.triggering_actor].filter(
    (a, i, all): a is User => !!a && all.findIndex((b) => sameLogin(b?.login, a.login)) === i,
  );
  if (actors.length === 0) actors.push(undefined);
  for (const actor of actors) {
    const refused = await refuseActor(
      gh,
      policy,
      `${ctx.owner}/${ctx.repo}`,
      actor,
      'start agent-fix from a failed CI run',
    );
    if (refused) return refused;
  }
  return undefined;
}

/** The task for a failed workflow run on a branch of this repository: its failing jobs' logs, fenced. */
async function workflowRunTask(
  ctx: EventContext,
  policy: TriggerPolicy,
  gh: GitHubHelper,
  run: WorkflowRun,
  head: { headBranch: string; headSha: string; prNumber: number | undefined },
): Promise<TriggerTask> {
  const { headBranch, headSha } = head;
  const sha7 = headSha.slice(0, 7);
  const { sections, tests: allTests } = await workflowRunFailure(gh, run.id);
  // `run-name` may interpolate untrusted text (a PR title), so the workflow's name is data too.
  const workflow = sanitizeUntrusted(String(run.name ?? 'CI'));
  sections.unshift(fenceUntrusted('name of the failed workflow run', workflow));
  return {
    text: [
      `A CI workflow failed on branch ${headBranch} at commit ${sha7} of ${ctx.owner}/${ctx.repo}.`,
      'Make the failing tests pass by fixing the code under test; do not weaken, skip or delete tests.',
      UNTRUSTED_NOTE,
      ...sections,
    ].join('\n\n'),
    title: `Fix CI failure on ${headBranch} (${sha7})`,
    request: {
      description: `Failed run of "${workflow}" on ${headBranch} at ${sha7}${allTests.length ? ` (failing: ${allTests.slice(0, 5).join(', ')})` : ''}`,
      url: run.html_url,
    },
    issueNumber: head.prNumber,
    checkoutSha: headSha,
    baseBranch: headBranch,
    // The failing branch may be a PR head: rules come from the PR's base, else the default branch.
    rulesBranch: run.pull_requests?.[0]?.base?.ref ?? (await gh.defaultBranch()),
    branchKey: `run-${sha7}`,
    requester:
      run.triggering_actor && !isBot(run.triggering_actor)
        ? { login: run.triggering_actor.login, id: run.triggering_actor.id }
        : run.actor && !isBot(run.actor)
          ? { login: run.actor.login, id: run.actor.id }
          : undefined,
    attemptSha: headSha,
    testEdits: policy.testEdits ?? 'deny',
    ciFailure: true,
    ciRunUrl: run.html_url,
  };
}

type FailedStepEvent = Extract<WebhookEvent, { name: 'push' | 'pull_request' }>;

/** Where a failed step of this job ran: the branch and commit, and for a PR its number and the branch of its rules. */
interface FailedStepHead {
  base: string;
  sha: string;
  issueNumber?: number;
  rulesBranch?: string;
}

async function fromFailedStep(
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
      return skip(`pull request #${pr.number} comes from a fork; agent-fix cannot push to forks`);
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
      `A step of this CI job failed on branch ${base} at commit ${sha7} of ${ctx.owner}/${ctx.repo}. ` +
        'Make the test command pass by fixing the code under test; do not weaken, skip or delete tests.',
      ...(failed.sections.length ? [UNTRUSTED_NOTE, ...failed.sections] : []),
    ].join('\n\n'),
    title: `Fix CI failure on ${base} (${sha7})`,
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

/**
 * The same-job trigger runs after `if: failure()`, which is also true when an earlier step was cancelled or a setup
 * step broke: agent-fix acts only when a step really failed. Evidence, in order: the `failure-log` input (it must show
 * a failing test or an error line), else the jobs API for this run (a step of this job with conclusion `failure`).
 * If the API cannot be read (the token lacks `actions: read`), the run goes on with a warning, and the baseline test
 * run must still reproduce the failure before any model call.
 */
async function confirmFailedStep(ctx: EventContext, policy: TriggerPolicy, gh: GitHubHelper): Promise<FailedStep> {
  if (policy.failureLog) {
    const log = readFailureLog(policy.failureLog, ctx.workspace);
    const d = distillLog(log.text);
    if (!d.firstError && d.failingTests.length === 0) {
      return skip(
        log.missingFile
          ? `failure-log names the file ${log.missingFile}, which does not exist; write the failing step's output there (e.g. \`npm test 2>&1 | tee ${policy.failureLog}\` with \`shell: bash\`) or pass the text`
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
      fingerprint: fingerprint([
        ...d.failingTests.map((t) => `test ${t}`),
        d.firstError ? `error ${d.firstError}` : '',
      ]),
      notes: [],
    };
  }
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
    fingerprint: fingerprint(steps.map((s) => `step ${s}`)),
    notes: [],
  };
}
