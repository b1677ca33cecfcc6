/**
 * Delivery for a review round on the bot's own PR: one new commit on top of the branch's head (human commits kept),
 * pushed WITHOUT force, so a branch that moved meanwhile refuses the push instead of losing work. Then the PR body's
 * evidence is refreshed (with the round marker that counts rounds) and a reply comment says what changed.
 */
import type { RunResult } from '../report/run-result.js';
import { contractStatus } from '../run-status.js';
import { parsePriorBody, renderPrBody, type ReportFacts } from '../report/pr-body.js';
import { renderReviewReply } from '../report/review-reply.js';
import type { ReviewRound } from '../trigger/task.js';
import { assertPushable, BranchRuleError, commitMessage, shipCommit, type ProvenCandidate } from './branch.js';
import type { ProgressComment } from './comments.js';
import type { DeliveryOutcome } from './delivery.js';
import type { GitManager } from '../git/manager.js';
import { describeApiError, type GitHubHelper } from '../github/helper.js';
import { git as runGit } from '../workspace/git.js';

/**
 * The commit a review round proves the whole PR against: the merge base of the PR's base branch (as fetched for the
 * project rules, `refs/remotes/origin/<base>`) and the checked-out head. A shallow checkout may not reach it: the
 * base branch is fetched deeper once. Undefined (with a log line saying why) when it still cannot be found; the
 * round's own proof stands alone then.
 */
export async function reviewProofBase(
  git: GitManager,
  dir: string,
  branches: { base: string; head: string },
  log: (line: string) => void,
): Promise<{ sha: string; branch: string } | undefined> {
  const baseBranch = branches.base;
  const ref = `refs/remotes/origin/${baseBranch}`;
  const mergeBase = () => runGit(dir, ['merge-base', ref, 'HEAD']).then((out) => out.trim());
  try {
    return { sha: await mergeBase(), branch: baseBranch };
  } catch {
    // Shallow clones (actions/checkout's default depth 1) hold no common ancestor yet.
  }
  try {
    if ((await runGit(dir, ['rev-parse', '--is-shallow-repository'])).trim() === 'true') {
      await git.fetch(
        [`+refs/heads/${baseBranch}:${ref}`, `+refs/heads/${branches.head}:refs/remotes/origin/${branches.head}`],
        { depth: 500 },
      );
      return { sha: await mergeBase(), branch: baseBranch };
    }
  } catch {
    // Reported below.
  }
  log(
    `whole-PR proof skipped: no merge base of ${baseBranch} and the PR head in this checkout (use actions/checkout with fetch-depth: 0)`,
  );
  return undefined;
}

/** Commits the proven candidate's tree on `review.branch` at the checked-out head and pushes it as a fast-forward. */
export async function commitRound(
  git: GitManager,
  review: Pick<ReviewRound, 'branch' | 'baseRef' | 'headSha'>,
  options: { prefix: string; candidate: ProvenCandidate | undefined; message: string },
): Promise<string> {
  assertPushable(review.branch, review.baseRef, options.prefix);
  const head = await git.headSha();
  if (head !== review.headSha)
    throw new BranchRuleError(`the checkout is at ${head.slice(0, 7)}, not the PR head ${review.headSha.slice(0, 7)}`);
  if (!options.candidate) throw new BranchRuleError('there are no changes to commit');
  const sha = await shipCommit(git, options.candidate, options.message);
  if ((await git.revParse(`${sha}^`)) !== head)
    throw new BranchRuleError(`the candidate is not on the PR head ${head.slice(0, 7)}`);
  await git.pointBranchAt(review.branch, sha);
  await git.push(review.branch, undefined, sha);
  return sha;
}

export interface RoundDelivery extends DeliveryOutcome {
  status: 'resolved' | 'unresolved' | 'error';
}

export async function deliverReviewRound(o: {
  gh: GitHubHelper;
  git: GitManager;
  result: RunResult;
  facts: ReportFacts;
  review: ReviewRound;
  prefix: string;
  title: string;
  progress: ProgressComment;
  writes: boolean;
  log: (line: string) => void;
}): Promise<RoundDelivery> {
  const { review, result } = o;
  const reply = { round: review.round, maxRounds: review.maxRounds, reviewer: review.reviewer, branch: review.branch };
  const fixes = /(?:^|\n)Fixes #(\d+)/.exec(review.prBody)?.[1];
  const ci = review.kind === 'ci';
  // A CI round that changed nothing made no progress: reported (and stopped) like one that stayed red.
  const noChange = ci && result.status === 'resolved' && result.changedFiles.length === 0;
  const facts: ReportFacts = {
    ...o.facts,
    ...(noChange ? { status: 'unresolved' as const, reason: 'the round changed nothing' } : {}),
    ...(ci ? { ciRound: { failure: review.failure ?? '', runUrl: review.feedbackUrl } } : {}),
    reviewRound: review.round,
    fixesIssue: fixes ? Number(fixes) : o.facts.fixesIssue,
    // The PR body keeps what it said (the original request and summary, earlier rounds) and adds this round.
    roundContext: {
      reviewer: review.reviewer,
      feedbackUrl: review.feedbackUrl,
      headSha: review.headSha,
      prior: parsePriorBody(review.prBody),
    },
  };
  if (result.status !== 'resolved' || noChange || !o.writes) {
    if (o.writes) await o.progress.finish(renderReviewReply(facts, reply));
    return { status: noChange ? 'unresolved' : contractStatus(result.status), warnings: [...o.progress.warnings] };
  }
  let commit: string;
  try {
    const message = commitMessage({
      subject: ci
        ? `Fix CI on #${review.pr} (CI round ${review.round})`
        : `Address review round ${review.round} on #${review.pr}`,
      body: result.summary,
      coAuthor: ci ? undefined : { login: review.reviewer },
    });
    commit = await commitRound(o.git, review, {
      prefix: o.prefix,
      candidate: result.candidate,
      message,
    });
    o.log(
      `pushed ${commit.slice(0, 7)} to ${review.branch} (${ci ? 'CI' : 'review'} round ${review.round}; fast-forward, no force)`,
    );
  } catch (error) {
    const failure =
      `could not push review round ${review.round} to ${review.branch}: ${(error as Error).message}\n` +
      'If someone pushed to the branch while agent-fix worked, request changes again to start a new round on top of their commits.';
    await o.progress.finish(renderReviewReply(facts, reply) + `\n⚠️ ${failure.split('\n')[0]}\n`);
    return { status: 'error', warnings: [...o.progress.warnings], failure };
  }
  const warnings: string[] = [];
  try {
    await o.gh.updatePull(review.pr, { title: o.title, body: renderPrBody(facts) });
  } catch (error) {
    warnings.push(`could not refresh the body of PR #${review.pr}: ${describeApiError(error)}`);
  }
  await o.progress.finish(renderReviewReply(facts, { ...reply, commit }));
  return { status: 'resolved', commit, warnings: [...warnings, ...o.progress.warnings] };
}
