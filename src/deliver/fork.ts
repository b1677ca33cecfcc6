/**
 * Delivery for a fork's pull request (guarantee 11: fork code never leaves the sandbox). The workflow's token cannot
 * push to a fork, and a branch of this repository holding the fork's commits would run this repository's workflows
 * with its secrets (a "pwn request"), so nothing is pushed here and no PR is opened. The proven change goes back as:
 * a push to the fork's own branch (`push-to-forks`, where the PR allows edits from maintainers and the token can),
 * else suggested changes on the PR for the hunks inside its diff, and always one comment with the whole proven patch
 * and its proof.
 */
import type { ReportFacts } from '../report/pr-body.js';
import { renderForkComment } from '../report/fork-comment.js';
import type { RunResult } from '../report/run-result.js';
import type { ForkPull } from '../trigger/task.js';
import type { GitManager } from '../git/manager.js';
import { describeApiError, type GitHubHelper } from '../github/helper.js';
import { BranchRuleError, commitMessage, shipCommit, type ProvenCandidate } from './branch.js';
import type { ProgressComment } from './comments.js';
import { parseHunks, suggestionsFor } from './suggestions.js';

export interface ForkDelivery {
  status: 'resolved' | 'error';
  /** The commit pushed to the fork's branch. */
  pushed?: string;
  review?: { url: string; count: number };
  /** The whole proven patch (for the job summary). */
  patch: string;
  warnings: string[];
  failure?: string;
}

export async function deliverToFork(o: {
  gh: GitHubHelper;
  git: GitManager;
  serverUrl: string;
  fork: ForkPull;
  result: RunResult & { candidate: ProvenCandidate };
  facts: ReportFacts;
  pushToForks: boolean;
  progress: ProgressComment;
  log: (line: string) => void;
}): Promise<ForkDelivery> {
  const { fork, git } = o;
  const candidate = o.result.candidate;
  const notes: string[] = [];
  let patch: string;
  try {
    if ((await git.treeOf(candidate.commit)) !== candidate.tree)
      throw new BranchRuleError(`the candidate ${candidate.commit.slice(0, 7)} does not hold the proven tree`);
    if ((await git.revParse(`${candidate.commit}^`)) !== fork.headSha)
      throw new BranchRuleError(`the candidate is not on the PR head ${fork.headSha.slice(0, 7)}`);
    patch = await git.patch(fork.headSha, candidate.commit);
  } catch (error) {
    const failure = `could not read the proven change: ${(error as Error).message}`;
    return { status: 'error', patch: '', warnings: [...o.progress.warnings], failure };
  }
  const pushed = o.pushToForks ? await pushToFork(o, candidate, notes) : undefined;
  const suggested = pushed ? undefined : await suggest(o, notes);
  const body = renderForkComment(o.facts, {
    pr: fork.pr,
    repo: fork.headRepo,
    branch: fork.headRef,
    headSha: fork.headSha,
    patch,
    pushed,
    review: suggested?.review,
    outside: suggested?.outside ?? 0,
    notes,
  });
  const posted = await o.progress.finish(body);
  const warnings = [...notes, ...o.progress.warnings];
  if (!posted && !pushed && !suggested?.review)
    return { status: 'error', patch, warnings, failure: `could not post the fix on pull request #${fork.pr}` };
  return { status: 'resolved', pushed, review: suggested?.review, patch, warnings };
}

/** push-to-forks: the proven commit on the fork's branch, fast-forward only; undefined (with a note) when not. */
async function pushToFork(
  o: Parameters<typeof deliverToFork>[0],
  candidate: ProvenCandidate,
  notes: string[],
): Promise<string | undefined> {
  const { fork } = o;
  if (!o.fork.maintainerCanModify) {
    notes.push(
      `push-to-forks is set, but pull request #${fork.pr} does not allow edits from maintainers ("Allow edits by maintainers" is off), so nothing was pushed to ${fork.headRepo}`,
    );
    return undefined;
  }
  try {
    const message = commitMessage({ subject: `Fix the failing tests of #${fork.pr}`, body: o.result.summary });
    const sha = await shipCommit(o.git, candidate, message);
    const url = `${o.serverUrl.replace(/\/+$/, '')}/${fork.headRepo}`;
    await o.git.pushToRepository(url, sha, fork.headRef);
    o.log(`pushed ${sha.slice(0, 7)} to ${fork.headRepo}:${fork.headRef} (fast-forward, no force)`);
    return sha;
  } catch (error) {
    notes.push(
      `could not push to ${fork.headRepo}:${fork.headRef}: ${(error as Error).message.split('\n')[0]}. GITHUB_TOKEN cannot push to forks: pass a GitHub App token or PAT as github-token; suggestions and the patch are given instead`,
    );
    return undefined;
  }
}

/** The review with suggested changes for the hunks inside the PR's diff; how many hunks only the patch carries. */
async function suggest(
  o: Parameters<typeof deliverToFork>[0],
  notes: string[],
): Promise<{ review?: { url: string; count: number }; outside: number }> {
  const { fork, git } = o;
  const zero = await git.patch(fork.headSha, o.result.candidate.commit, 0);
  const { hunks, wholeFiles } = parseHunks(zero);
  let prFiles: { path: string; patch?: string }[] = [];
  try {
    prFiles = await o.gh.pullFiles(fork.pr);
  } catch (error) {
    notes.push(`could not list the files of pull request #${fork.pr}: ${describeApiError(error)}; no suggestions`);
  }
  const heads = new Map<string, string[] | undefined>();
  for (const path of new Set(hunks.map((h) => h.path)))
    heads.set(path, (await git.showFile(fork.headSha, path))?.split('\n'));
  const { comments, outside } = suggestionsFor(hunks, prFiles, (path, n) => heads.get(path)?.[n - 1]);
  const left = outside.length + wholeFiles.length;
  if (comments.length === 0) return { outside: left };
  try {
    const review = await o.gh.createReview(fork.pr, {
      commitId: fork.headSha,
      body: `🤖 **agent-fix**: ${comments.length} suggested change${comments.length === 1 ? '' : 's'}, proven with the test command (the evidence is in the comment below).`,
      comments,
    });
    o.log(`review with ${comments.length} suggested change(s) on #${fork.pr}: ${review.url}`);
    return { review: { url: review.url, count: comments.length }, outside: left };
  } catch (error) {
    notes.push(
      `could not post the suggested changes on #${fork.pr}: ${describeApiError(error)}; the patch below carries them`,
    );
    return { outside: left + comments.length };
  }
}
