/**
 * Pull-request upsert: one open PR per bot branch. A second run for the same issue updates that PR's title and body
 * instead of opening a duplicate. Labels and the review request are best effort: a missing label permission must not
 * lose a PR that was already opened.
 */
import { isBot } from '../github/actor.js';
import { describeApiError, type GitHubHelper } from '../github/helper.js';

export interface PullRequestSpec {
  branch: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  labels: string[];
  reviewers: string[];
}

export interface PullRequestResult {
  number: number;
  url: string;
  created: boolean;
  warnings: string[];
}

/** Creates or updates the PR for `spec.branch`. Throws PullRequestCreationRefused when GitHub refuses creation. */
export async function upsertPullRequest(gh: GitHubHelper, spec: PullRequestSpec): Promise<PullRequestResult> {
  const warnings: string[] = [];
  const open = (await gh.pullsForBranch(spec.branch, 'open'))[0];
  let number: number;
  let url: string;
  let created = false;
  if (open) {
    await gh.updatePull(open.number, { title: spec.title, body: spec.body });
    ({ number, url } = open);
  } else {
    ({ number, url } = await gh.createPull({
      head: spec.branch,
      base: spec.base,
      title: spec.title,
      body: spec.body,
      draft: spec.draft,
    }));
    created = true;
  }
  try {
    await gh.addLabels(number, spec.labels);
  } catch (error) {
    warnings.push(`could not add labels ${spec.labels.join(', ')} to PR #${number}: ${describeApiError(error)}`);
  }
  const reviewers = spec.reviewers.filter((r) => r && !isBot({ login: r }));
  if (created && reviewers.length > 0) {
    try {
      await gh.requestReviewers(number, reviewers);
    } catch (error) {
      warnings.push(
        `could not request review from ${reviewers.join(', ')} on PR #${number}: ${describeApiError(error)}`,
      );
    }
  }
  return { number, url, created, warnings };
}
