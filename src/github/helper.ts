/**
 * Every GitHub REST call the Action makes, in one class, so the rest of the code speaks in repository terms and the
 * tests can point the whole Action at a local fake server through GITHUB_API_URL (`@actions/github` uses undici's
 * fetch, which HTTP mocking libraries cannot see). Outbound text passes through `redact` here, the last exit.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { redact } from '../security/redact.js';
import type { IssueComment, PullRef, RepoRef, ReviewComment, ReviewLineComment, WorkflowJob } from './api-types.js';

type Octokit = ReturnType<typeof getOctokit>;

export type { IssueComment, PullRef, RepoRef, ReviewComment, ReviewLineComment, WorkflowJob } from './api-types.js';

/** GitHub answered "GitHub Actions is not permitted to create or approve pull requests". */
export class PullRequestCreationRefused extends Error {
  constructor(readonly apiMessage: string) {
    super(apiMessage);
    this.name = 'PullRequestCreationRefused';
  }
}

/** One entry of a tree the git data API builds: a file (blob) by id, or `sha: null` to delete the path. */
export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob';
  sha: string | null;
}

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;
}

function apiMessage(error: unknown): string {
  const e = error as { message?: string; response?: { data?: { message?: string; errors?: { message?: string }[] } } };
  const data = e?.response?.data;
  const parts = [data?.message ?? e?.message ?? String(error), ...(data?.errors ?? []).map((x) => x.message ?? '')];
  return parts.filter(Boolean).join('; ');
}

export interface GitHubHelperOptions {
  /** REST base URL; default GITHUB_API_URL, then https://api.github.com. */
  baseUrl?: string;
  /** Log line sink for rate-limit notices. */
  log?: (line: string) => void;
  /** Retries on 5xx / network errors; default 3. */
  retries?: number;
  /**
   * A client built elsewhere (the CLI builds one from `@octokit/rest` with `octokitPlugins`), used instead of the
   * Action's `getOctokit`.
   */
  octokit?: Octokit;
}

/** The issue a CLI run works on (`agent-fix run --issue`). */
export interface IssueRef {
  number: number;
  title: string;
  body: string;
  state: string;
  url: string;
  isPull: boolean;
}

/** Retry and rate-limit handling, shared by the Action's client and the CLI's. */
export function octokitOptions(log: (line: string) => void, retries = 3) {
  return {
    retry: { retries },
    throttle: {
      onRateLimit: (retryAfter: number, opts: { method: string; url: string }, _o: unknown, retryCount: number) => {
        log(`GitHub rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
        return retryCount < 2;
      },
      onSecondaryRateLimit: (
        retryAfter: number,
        opts: { method: string; url: string },
        _o: unknown,
        retryCount: number,
      ) => {
        log(`GitHub secondary rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
        return retryCount < 1;
      },
    },
  };
}

export const octokitPlugins = [retry, throttling] as const;

export class GitHubHelper {
  readonly octokit: Octokit;

  constructor(
    token: string,
    readonly repoRef: RepoRef,
    options: GitHubHelperOptions = {},
  ) {
    const log = options.log ?? (() => {});
    this.octokit =
      options.octokit ??
      getOctokit(
        token,
        {
          baseUrl: options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
          ...octokitOptions(log, options.retries),
        },
        ...octokitPlugins,
      );
  }

  private get r() {
    return { owner: this.repoRef.owner, repo: this.repoRef.repo };
  }

  async defaultBranch(): Promise<string> {
    const { data } = await this.octokit.rest.repos.get(this.r);
    return data.default_branch;
  }

  /** The default branch, and whether the token may push (undefined when GitHub does not say, as for app tokens). */
  async repoAccess(): Promise<{ defaultBranch: string; canPush: boolean | undefined }> {
    const { data } = await this.octokit.rest.repos.get(this.r);
    return { defaultBranch: data.default_branch, canPush: data.permissions?.push };
  }

  async getIssue(issueNumber: number): Promise<IssueRef> {
    const { data } = await this.octokit.rest.issues.get({ ...this.r, issue_number: issueNumber });
    return {
      number: data.number,
      title: data.title ?? '',
      body: data.body ?? '',
      state: data.state,
      url: data.html_url,
      isPull: Boolean(data.pull_request),
    };
  }

  private self: Promise<string> | undefined;

  /**
   * The account this token acts as: the author of every comment and PR the Action posts (`github-actions[bot]` for
   * GITHUB_TOKEN, `<app-slug>[bot]` for an App token, the owner of a PAT). GraphQL `viewer` answers for every kind of
   * token; GET /user refuses installation tokens (403 "Resource not accessible by integration") and GET /app wants
   * the App's JWT, so GET /user is only the fallback. Throws when neither answers: the callers trust hidden markers
   * only from this account, and guessing would either trust strangers or forget the bot's own work.
   */
  selfLogin(): Promise<string> {
    this.self ??= (async () => {
      let viaGraphql: string;
      try {
        const data = await this.octokit.graphql<{ viewer?: { login?: string } }>('query { viewer { login } }');
        if (data.viewer?.login) return data.viewer.login;
        viaGraphql = 'no login in the answer';
      } catch (error) {
        viaGraphql = describeApiError(error).replace(/\s+/g, ' ');
      }
      try {
        const { data } = await this.octokit.rest.users.getAuthenticated();
        if (data.login) return data.login;
        throw new Error('no login in the answer');
      } catch (error) {
        // eslint-disable-next-line preserve-caught-error -- the message already carries both failures, said for a person
        throw new Error(
          `could not tell which account github-token acts as (GraphQL viewer: ${viaGraphql}; GET /user: ${describeApiError(error).replace(/\s+/g, ' ')}). ` +
            'agent-fix believes its hidden markers (plans, review rounds, attempted commits) only in comments written by that ' +
            'account, so it stops rather than guess. Check that github-token is a valid token for this repository.',
        );
      }
    })();
    return this.self;
  }

  /** The user's permission on the repository; `none` when they are not a collaborator (404). */
  async permission(username: string): Promise<Permission> {
    try {
      const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.r, username });
      // `role_name` distinguishes maintain/triage; `permission` folds them into write/read.
      const role = (data as { role_name?: string }).role_name;
      if (role && ['admin', 'maintain', 'write', 'triage', 'read'].includes(role)) return role as Permission;
      return (data.permission as Permission) ?? 'none';
    } catch (error) {
      if (status(error) === 404) return 'none';
      throw error;
    }
  }

  async issueComments(issueNumber: number, max = 100): Promise<IssueComment[]> {
    const { data } = await this.octokit.rest.issues.listComments({
      ...this.r,
      issue_number: issueNumber,
      per_page: max,
    });
    return data.map((c) => ({
      id: c.id,
      body: c.body ?? '',
      user: c.user?.login ?? 'ghost',
      userType: c.user?.type ?? 'User',
      url: c.html_url,
    }));
  }

  /** Every comment on an issue, oldest first (pages of 100, at most `maxPages`): for readers of the newest one. */
  async allIssueComments(issueNumber: number, maxPages = 30): Promise<IssueComment[]> {
    const out: IssueComment[] = [];
    let pages = 0;
    for await (const { data } of this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
      ...this.r,
      issue_number: issueNumber,
      per_page: 100,
    })) {
      out.push(
        ...data.map((c) => ({
          id: c.id,
          body: c.body ?? '',
          user: c.user?.login ?? 'ghost',
          userType: c.user?.type ?? 'User',
          url: c.html_url,
        })),
      );
      if (++pages >= maxPages) break;
    }
    return out;
  }

  async getPull(pullNumber: number): Promise<{
    number: number;
    title: string;
    body: string;
    state: string;
    headRef: string;
    headSha: string;
    headRepo: string | null;
    baseRef: string;
    url: string;
    /** Who opened it (CI rounds run only on PRs the token's own account opened). */
    author: string;
    /** The fork's owner let maintainers push to the PR's branch. */
    maintainerCanModify: boolean;
  }> {
    const { data } = await this.octokit.rest.pulls.get({ ...this.r, pull_number: pullNumber });
    return {
      number: data.number,
      title: data.title ?? '',
      body: data.body ?? '',
      state: data.state,
      headRef: data.head.ref,
      headSha: data.head.sha,
      headRepo: data.head.repo?.full_name ?? null,
      baseRef: data.base.ref,
      url: data.html_url,
      author: data.user?.login ?? '',
      maintainerCanModify: data.maintainer_can_modify === true,
    };
  }

  /** The open PRs into this repository from branch `branch` of the fork `headRepo` (`owner/name`). */
  async forkPulls(headRepo: string, branch: string): Promise<number[]> {
    const head = `${headRepo.split('/')[0]}:${branch}`;
    const { data } = await this.octokit.rest.pulls.list({ ...this.r, head, state: 'open', per_page: 100 });
    return data.filter((p) => p.head.ref === branch && p.head.repo?.full_name === headRepo).map((p) => p.number);
  }

  /** The PR's changed files with their patches (what review comments may point at). */
  async pullFiles(pullNumber: number): Promise<{ path: string; patch?: string }[]> {
    const files = await this.octokit.paginate(this.octokit.rest.pulls.listFiles, {
      ...this.r,
      pull_number: pullNumber,
      per_page: 100,
    });
    return files.map((f) => ({ path: f.filename, patch: f.patch }));
  }

  /** A review with line comments (suggested changes) on `commitId`, the PR head they were made for. */
  async createReview(
    pullNumber: number,
    review: { commitId: string; body: string; comments: ReviewLineComment[] },
  ): Promise<{ id: number; url: string }> {
    const { data } = await this.octokit.rest.pulls.createReview({
      ...this.r,
      pull_number: pullNumber,
      commit_id: review.commitId,
      event: 'COMMENT',
      body: redact(review.body),
      comments: review.comments.map((c) => ({ ...c, body: redact(c.body) })),
    });
    return { id: data.id, url: data.html_url };
  }

  /** The inline comments of one review. */
  async reviewComments(pullNumber: number, reviewId: number, max = 100): Promise<ReviewComment[]> {
    const { data } = await this.octokit.rest.pulls.listCommentsForReview({
      ...this.r,
      pull_number: pullNumber,
      review_id: reviewId,
      per_page: max,
    });
    return data.map((c) => toReviewComment(c as RawReviewComment));
  }

  /** Every inline comment on the PR, oldest first. */
  async pullReviewComments(pullNumber: number, max = 100): Promise<ReviewComment[]> {
    const { data } = await this.octokit.rest.pulls.listReviewComments({
      ...this.r,
      pull_number: pullNumber,
      per_page: max,
    });
    return data.map((c) => toReviewComment(c as RawReviewComment));
  }

  async failedJobs(runId: number): Promise<WorkflowJob[]> {
    const { data } = await this.octokit.rest.actions.listJobsForWorkflowRun({
      ...this.r,
      run_id: runId,
      filter: 'latest',
      per_page: 100,
    });
    return data.jobs
      .filter((j) => j.conclusion === 'failure' || j.conclusion === 'timed_out')
      .map((j) => ({
        id: j.id,
        name: j.name,
        conclusion: j.conclusion,
        failedSteps: (j.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => s.name),
        url: j.html_url ?? '',
      }));
  }

  /**
   * Jobs of a run (its latest attempt) that are still running, with the steps that failed so far: the same-job
   * trigger's proof that a step before it really failed. `runnerName` narrows them to this job's runner.
   */
  async runningJobs(runId: number, runnerName?: string): Promise<(WorkflowJob & { runnerName: string | null })[]> {
    const { data } = await this.octokit.rest.actions.listJobsForWorkflowRun({
      ...this.r,
      run_id: runId,
      filter: 'latest',
      per_page: 100,
    });
    return data.jobs
      .filter((j) => j.status === 'in_progress' && (!runnerName || j.runner_name === runnerName))
      .map((j) => ({
        id: j.id,
        name: j.name,
        conclusion: j.conclusion,
        failedSteps: (j.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => s.name),
        url: j.html_url ?? '',
        runnerName: j.runner_name ?? null,
      }));
  }

  /** The plain-text log of one job (the API redirects to a short-lived URL; fetch follows it). */
  async jobLog(jobId: number): Promise<string> {
    const { data } = await this.octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...this.r, job_id: jobId });
    if (typeof data === 'string') return data;
    if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
    return String(data ?? '');
  }

  /** Pull requests whose head is `branch` in this repository. */
  async pullsForBranch(branch: string, state: 'open' | 'all'): Promise<PullRef[]> {
    const { data } = await this.octokit.rest.pulls.list({
      ...this.r,
      head: `${this.r.owner}:${branch}`,
      state,
      per_page: 100,
    });
    return data
      .filter((p) => p.head.ref === branch)
      .map((p) => ({
        number: p.number,
        url: p.html_url,
        headRef: p.head.ref,
        baseRef: p.base.ref,
        state: p.state,
        body: p.body ?? '',
      }));
  }

  /**
   * The open pull requests whose head is a branch of this repository (not a fork's), newest first, in pages of 100
   * (at most `maxPages`): for a look-up by a branch pattern, where `head=` takes one exact name.
   */
  async openPulls(maxPages = 10): Promise<PullRef[]> {
    const out: PullRef[] = [];
    const full = `${this.r.owner}/${this.r.repo}`.toLowerCase();
    let pages = 0;
    for await (const { data } of this.octokit.paginate.iterator(this.octokit.rest.pulls.list, {
      ...this.r,
      state: 'open',
      per_page: 100,
    })) {
      for (const p of data)
        if ((p.head.repo?.full_name ?? '').toLowerCase() === full)
          out.push({
            number: p.number,
            url: p.html_url,
            headRef: p.head.ref,
            baseRef: p.base.ref,
            state: p.state,
            body: p.body ?? '',
          });
      if (++pages >= maxPages) break;
    }
    return out;
  }

  async createPull(p: {
    head: string;
    base: string;
    title: string;
    body: string;
    draft: boolean;
  }): Promise<{ number: number; url: string }> {
    try {
      const { data } = await this.octokit.rest.pulls.create({
        ...this.r,
        head: p.head,
        base: p.base,
        title: redact(p.title),
        body: redact(p.body),
        draft: p.draft,
        maintainer_can_modify: true,
      });
      return { number: data.number, url: data.html_url };
    } catch (error) {
      const message = apiMessage(error);
      if (/not permitted to create or approve pull requests/i.test(message))
        throw new PullRequestCreationRefused(message);
      throw error;
    }
  }

  async updatePull(pullNumber: number, p: { title: string; body: string }): Promise<void> {
    await this.octokit.rest.pulls.update({
      ...this.r,
      pull_number: pullNumber,
      title: redact(p.title),
      body: redact(p.body),
    });
  }

  /** Closes a pull request unmerged. */
  async closePull(pullNumber: number): Promise<void> {
    await this.octokit.rest.pulls.update({ ...this.r, pull_number: pullNumber, state: 'closed' });
  }

  async addLabels(issueNumber: number, labels: string[]): Promise<void> {
    if (labels.length === 0) return;
    await this.octokit.rest.issues.addLabels({ ...this.r, issue_number: issueNumber, labels });
  }

  async requestReviewers(pullNumber: number, reviewers: string[]): Promise<void> {
    if (reviewers.length === 0) return;
    await this.octokit.rest.pulls.requestReviewers({ ...this.r, pull_number: pullNumber, reviewers });
  }

  async createComment(issueNumber: number, body: string): Promise<{ id: number; url: string }> {
    const { data } = await this.octokit.rest.issues.createComment({
      ...this.r,
      issue_number: issueNumber,
      body: redact(body),
    });
    return { id: data.id, url: data.html_url };
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    await this.octokit.rest.issues.updateComment({ ...this.r, comment_id: commentId, body: redact(body) });
  }

  async reactToIssue(issueNumber: number, content: 'eyes' | 'rocket' | 'confused'): Promise<void> {
    await this.octokit.rest.reactions.createForIssue({ ...this.r, issue_number: issueNumber, content });
  }

  async reactToComment(commentId: number, content: 'eyes' | 'rocket' | 'confused'): Promise<void> {
    await this.octokit.rest.reactions.createForIssueComment({ ...this.r, comment_id: commentId, content });
  }

  // The git data API (deliver/signed-commit.ts): commits GitHub makes itself, and signs.

  /** Stores one file's bytes; returns the blob id (git's own id for those bytes). */
  async createBlob(base64: string): Promise<string> {
    const { data } = await this.octokit.rest.git.createBlob({ ...this.r, content: base64, encoding: 'base64' });
    return data.sha;
  }

  /** A tree: `baseTree` with `entries` written over it (`sha: null` deletes). Returns the tree id. */
  async createTree(baseTree: string, entries: TreeEntry[]): Promise<string> {
    const { data } = await this.octokit.rest.git.createTree({
      ...this.r,
      base_tree: baseTree,
      // The API's own mode union; deliver/signed-commit.ts sends only the modes it checked.
      tree: entries.map((e) => ({ ...e, mode: e.mode as '100644' | '100755' | '120000' })),
    });
    return data.sha;
  }

  /** A commit with no author or committer given, so GitHub makes it as the token's identity and signs it. */
  async createCommit(c: { message: string; tree: string; parents: string[] }): Promise<{ sha: string; tree: string }> {
    const { data } = await this.octokit.rest.git.createCommit({
      ...this.r,
      message: redact(c.message),
      tree: c.tree,
      parents: c.parents,
    });
    return { sha: data.sha, tree: data.tree.sha };
  }

  /** The sha `refs/heads/<branch>` points at, or undefined when the branch does not exist. */
  async branchSha(branch: string): Promise<string | undefined> {
    try {
      const { data } = await this.octokit.rest.git.getRef({ ...this.r, ref: `heads/${branch}` });
      return data.object.sha;
    } catch (error) {
      if (status(error) === 404) return undefined;
      throw error;
    }
  }

  async createBranchRef(branch: string, sha: string): Promise<void> {
    await this.octokit.rest.git.createRef({ ...this.r, ref: `refs/heads/${branch}`, sha });
  }

  async updateBranchRef(branch: string, sha: string, force: boolean): Promise<void> {
    await this.octokit.rest.git.updateRef({ ...this.r, ref: `heads/${branch}`, sha, force });
  }
}

export interface RawReviewComment {
  id: number;
  pull_request_review_id?: number | null;
  path?: string;
  line?: number | null;
  original_line?: number | null;
  diff_hunk?: string;
  body?: string;
  user?: { login?: string; type?: string } | null;
  html_url?: string;
}

/** Same shape from the REST list endpoints and from a `pull_request_review_comment` payload. */
export function toReviewComment(c: RawReviewComment): ReviewComment {
  return {
    id: c.id,
    reviewId: c.pull_request_review_id ?? null,
    path: c.path ?? '',
    line: c.line ?? c.original_line ?? null,
    diffHunk: c.diff_hunk ?? '',
    body: c.body ?? '',
    user: c.user?.login ?? 'ghost',
    userType: c.user?.type ?? 'User',
    url: c.html_url ?? '',
  };
}

/** The HTTP status of a failed API call, when there was an answer. */
export function httpStatus(error: unknown): number | undefined {
  return status(error);
}

/** One readable line for a failed API call: status and GitHub's own message. */
export function describeApiError(error: unknown): string {
  const code = status(error);
  return redact(`${code ? `HTTP ${code}: ` : ''}${apiMessage(error)}`);
}
