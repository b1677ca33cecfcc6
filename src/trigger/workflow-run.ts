/**
 * A failed `workflow_run` on a branch of this repository → a run on its head commit; on the bot's own branch, a CI
 * round on its PR (trigger/ci-round.ts).
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import type { GitHubHelper } from '../github/helper.js';
import { modelPlainText } from '../report/model-text.js';
import { fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { isBot, refuseActor, sameLogin } from '../github/actor.js';
import type { User, WorkflowRunPayload } from '../github/webhooks.js';
import { alreadyAttempted } from './attempts.js';
import { workflowRunFailure } from './ci-failure.js';
import { ciRoundTask } from './ci-round.js';
import { forkRunPull } from './fork.js';
import { UNTRUSTED_NOTE, skip, type TriggerDecision, type TriggerTask } from './task.js';
import type { EventContext } from './context.js';

type WorkflowRun = NonNullable<WorkflowRunPayload['workflow_run']>;

export async function fromWorkflowRun(
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
  if (!headRepo) {
    return skip(
      `the failed run is for a repository GitHub no longer names (head_repository is null: a deleted fork); agent-fix runs only on branches of ${ctx.owner}/${ctx.repo} and open fork PRs, whatever fork-prs says`,
    );
  }
  if (headRepo !== `${ctx.owner}/${ctx.repo}`) {
    const actors = [run.actor, run.triggering_actor];
    const fork = await forkRunPull(policy, gh, { id: run.id, headRepo, headBranch, headSha, actors });
    if (typeof fork === 'string') return skip(fork);
    const attempted = await alreadyAttempted(gh, { prefix: policy.branchPrefix, sha: headSha, issueNumber: fork.pr });
    if (attempted) return skip(attempted);
    const head = { headBranch, headSha, prNumber: fork.pr, baseBranch: fork.baseRef, repo: headRepo };
    return { kind: 'run', task: { ...(await workflowRunTask(ctx, policy, gh, run, head)), fork } };
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
  head: { headBranch: string; headSha: string; prNumber: number | undefined; baseBranch?: string; repo?: string },
): Promise<TriggerTask> {
  const { headBranch, headSha } = head;
  const sha7 = headSha.slice(0, 7);
  const { sections, tests: allTests, jobs, firstError } = await workflowRunFailure(gh, run.id);
  // `run-name` may interpolate untrusted text (a PR title), so the workflow's name is data too.
  const workflow = sanitizeUntrusted(String(run.name ?? 'CI'));
  sections.unshift(fenceUntrusted('name of the failed workflow run', workflow));
  // Whoever pushes a branch names it (a fork's contributor too): a name is data, never part of the instructions.
  sections.unshift(fenceUntrusted('name of the failing branch', headBranch));
  return {
    text: [
      `A CI workflow failed on a branch (its name is the first fenced block below) at commit ${sha7} of ${head.repo ?? `${ctx.owner}/${ctx.repo}`}.`,
      'Make the failing tests pass by fixing the code under test; do not weaken, skip or delete tests.',
      UNTRUSTED_NOTE,
      ...sections,
    ].join('\n\n'),
    title: `Fix CI failure on ${modelPlainText(headBranch)} (${sha7})`,
    request: {
      description: `Failed run of "${workflow}" on ${headBranch} at ${sha7}${allTests.length ? ` (failing: ${allTests.slice(0, 5).join(', ')})` : ''}`,
      url: run.html_url,
    },
    issueNumber: head.prNumber,
    checkoutSha: headSha,
    // A fork's branch is not in this repository: its PR's base is the branch of record.
    baseBranch: head.baseBranch ?? headBranch,
    // The failing branch may be a PR head: rules come from the PR's base, else the default branch.
    rulesBranch: head.baseBranch ?? run.pull_requests?.[0]?.base?.ref ?? (await gh.defaultBranch()),
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
    // A fork's test ids are the fork's to choose: only this repository's own failures are tracked.
    ...(head.repo
      ? {}
      : {
          ciRun: {
            workflow,
            jobs: jobs ?? [],
            key: `${run.id}/${run.run_attempt ?? 1}`,
            url: run.html_url,
            sha: headSha,
            branch: headBranch,
            tests: allTests,
            ...(firstError ? { firstError } : {}),
          },
        }),
  };
}
