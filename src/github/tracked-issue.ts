/**
 * An issue whose body is a tracker's state (the flaky-test issue, deliver/flaky-tracker.ts): found by its label, read,
 * created and rewritten in place through GitHub's REST API, with the helper's client. Outbound text passes through
 * `redact`, as in helper.ts.
 */
import { redact } from '../security/redact.js';
import { httpStatus, type GitHubHelper } from './helper.js';

/** An issue as a tracker reads it (its body is the tracker's state). */
export interface TrackedIssue {
  number: number;
  title: string;
  body: string;
  state: string;
  url: string;
  author: string;
}

function toTrackedIssue(i: {
  number: number;
  title?: string | null;
  body?: string | null;
  state: string;
  html_url: string;
  user?: { login?: string } | null;
}): TrackedIssue {
  return {
    number: i.number,
    title: i.title ?? '',
    body: i.body ?? '',
    state: i.state,
    url: i.html_url,
    author: i.user?.login ?? 'ghost',
  };
}

const repo = (gh: GitHubHelper) => ({ owner: gh.repoRef.owner, repo: gh.repoRef.repo });

/** Issues (not PRs) carrying `label`, any state, oldest first (the first page of 100 is enough for a tracker). */
export async function issuesWithLabel(gh: GitHubHelper, label: string): Promise<TrackedIssue[]> {
  const { data } = await gh.octokit.rest.issues.listForRepo({
    ...repo(gh),
    labels: label,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100,
  });
  return data.filter((i) => !i.pull_request).map(toTrackedIssue);
}

export async function getTrackedIssue(gh: GitHubHelper, issueNumber: number): Promise<TrackedIssue> {
  const { data } = await gh.octokit.rest.issues.get({ ...repo(gh), issue_number: issueNumber });
  return toTrackedIssue(data);
}

export async function createTrackedIssue(
  gh: GitHubHelper,
  i: { title: string; body: string; labels: string[] },
): Promise<TrackedIssue> {
  const { data } = await gh.octokit.rest.issues.create({
    ...repo(gh),
    title: redact(i.title),
    body: redact(i.body),
    labels: i.labels,
  });
  return toTrackedIssue(data);
}

/** The issue's body (and its state: a closed tracker is reopened; a duplicate closed as one). */
export async function updateTrackedIssue(
  gh: GitHubHelper,
  issueNumber: number,
  u: { body?: string; state?: 'open' | 'closed'; stateReason?: 'duplicate' | 'reopened' },
): Promise<void> {
  await gh.octokit.rest.issues.update({
    ...repo(gh),
    issue_number: issueNumber,
    ...(u.body !== undefined ? { body: redact(u.body) } : {}),
    ...(u.state ? { state: u.state } : {}),
    ...(u.stateReason ? { state_reason: u.stateReason } : {}),
  });
}

/** Makes the label when it is missing; one that exists (422 already_exists) is left as it is. */
export async function ensureLabel(gh: GitHubHelper, name: string, color: string, description: string): Promise<void> {
  try {
    await gh.octokit.rest.issues.createLabel({ ...repo(gh), name, color, description });
  } catch (error) {
    if (httpStatus(error) === 422) return;
    throw error;
  }
}
