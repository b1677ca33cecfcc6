/**
 * The fix delivery, one sequence for the Action and for `agent-fix run --issue --open-pr`: choose the bot branch →
 * the commit message → commit and push (or, with `sign-commits`, the same proven tree committed through the GitHub
 * API) → the compare link → the PR upsert → GitHub's refusal to open a PR. What the caller shows for each way it ends
 * (comments and job summary in the Action, lines and exit codes in the CLI) stays with the caller.
 */
import { chooseBranch, commitAndPush, commitMessage, type ProvenCandidate } from './branch.js';
import { upsertPullRequest, type PullRequestResult } from './pull-request.js';
import { pushSignedCommit } from './signed-commit.js';
import type { DeliveryIO } from './delivery.js';
import type { GitManager } from '../git/manager.js';
import { PullRequestCreationRefused, describeApiError, type GitHubHelper } from '../github/helper.js';
import type { Requester } from '../trigger/task.js';

export interface FixSpec {
  git: GitManager;
  gh: GitHubHelper;
  /** e.g. https://github.com: the compare link is `${serverUrl}/${owner}/${repo}/compare/…`. */
  serverUrl: string;
  /** The branch the PR targets, and the commit the work started from (on it). */
  base: string;
  startSha: string;
  prefix: string;
  /** Branch key (`issue-12`): the branch is `<prefix><key>`, or a suffixed one when people pushed to it. */
  key: string;
  /** The PR title for a resolved run; an unresolved attempt (draft-pr) is marked in the title and the subject. */
  title: string;
  resolved: boolean;
  /** The agent's summary: the commit body. */
  summary?: string;
  fixesIssue?: number;
  coAuthor?: Requester;
  /** The proven candidate (RunResult.candidate): its tree ships byte for byte, whatever the work tree holds now. */
  candidate: ProvenCandidate | undefined;
  pr: { body: string; draft: boolean; labels: string[]; reviewers: string[] };
  /** Commit through the GitHub API (signed by GitHub) instead of `git push`. */
  signCommits: boolean;
}

/** How the fix delivery ended; the caller reports each way. */
export type FixDelivery =
  | { kind: 'opened'; branch: string; commit: string; pr: PullRequestResult; signed: boolean }
  /** Nothing reached the remote (or GitHub refused the signed commit): the change is only in the work tree. */
  | { kind: 'not-pushed'; branch?: string; message: string }
  /** The branch is pushed; GitHub refused to create the PR (Actions may not create PRs in this repository). */
  | { kind: 'pr-refused'; branch: string; commit: string; compareUrl: string; apiMessage: string }
  /** The branch is pushed; the PR call failed otherwise. */
  | { kind: 'pr-failed'; branch: string; commit: string; compareUrl: string; reason: string };

export async function deliverFix(spec: FixSpec, io: DeliveryIO): Promise<FixDelivery> {
  let pushed: { branch: string; commit: string; replaces: boolean };
  try {
    pushed = await pushFix(spec);
  } catch (error) {
    return { kind: 'not-pushed', message: (error as Error).message };
  }
  const { branch, commit } = pushed;
  const how = spec.signCommits ? ' through the GitHub API (signed by GitHub)' : '';
  io.info(`pushed ${branch}${how}${pushed.replaces ? ' (replacing an earlier agent-fix attempt)' : ''}`);
  const compareUrl = compareLink(spec, branch);
  try {
    const pr = await upsertPullRequest(spec.gh, {
      branch,
      base: spec.base,
      title: spec.resolved ? spec.title : `[unresolved] ${spec.title}`,
      ...spec.pr,
    });
    io.info(`${pr.created ? 'opened' : 'updated'} pull request #${pr.number}: ${pr.url}`);
    return { kind: 'opened', branch, commit, pr, signed: spec.signCommits };
  } catch (error) {
    if (error instanceof PullRequestCreationRefused)
      return { kind: 'pr-refused', branch, commit, compareUrl, apiMessage: error.apiMessage };
    return { kind: 'pr-failed', branch, commit, compareUrl, reason: describeApiError(error) };
  }
}

/** One commit on a bot branch at the start commit, pushed with the token as a header or made by the GitHub API. */
async function pushFix(spec: FixSpec): Promise<{ branch: string; commit: string; replaces: boolean }> {
  const { git, base, prefix } = spec;
  const plan = await chooseBranch(git, { prefix, key: spec.key, base, startSha: spec.startSha });
  const message = commitMessage({
    subject: spec.resolved ? spec.title : `WIP (unresolved): ${spec.title}`,
    body: spec.summary,
    fixes: spec.fixesIssue,
    coAuthor: spec.coAuthor,
  });
  const local = await commitAndPush(git, plan, {
    base,
    prefix,
    candidate: spec.candidate,
    message,
    push: !spec.signCommits,
  });
  const commit = spec.signCommits
    ? await pushSignedCommit(spec.gh, git, {
        commit: local,
        message,
        branch: plan.branch,
        expectedRemoteSha: plan.expectedRemoteSha,
      })
    : local;
  return { branch: plan.branch, commit, replaces: plan.replacesEarlierAttempt };
}

function compareLink(spec: FixSpec, branch: string): string {
  const { owner, repo } = spec.gh.repoRef;
  return `${spec.serverUrl}/${owner}/${repo}/compare/${encodeURIComponent(spec.base)}...${encodeURIComponent(branch)}?expand=1`;
}
