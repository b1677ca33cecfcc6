/**
 * `agent-fix run --issue OWNER/REPO#N [--open-pr]`: a GitHub issue is the task, built by the Action's own task builder
 * (sanitized, fenced, maintainers' comments only). With `--open-pr`, a resolved run is delivered as the Action delivers
 * it: a bot commit on `agent-fix/issue-N` pushed to origin, then the PR upsert with the same body and proof.
 * Everything that can be checked before the first model call is checked here first, and fails with exit code 2.
 */
import { Octokit } from '@octokit/rest';
import type { IssueFlags } from '../config/cli-args.js';
import { ConfigError, RuntimeFailure } from '../errors.js';
import type { RunConfig } from '../config/schema.js';
import { deliverFix } from '../deliver/fix.js';
import { GitManager } from '../git/manager.js';
import {
  GitHubHelper,
  describeApiError,
  httpStatus,
  octokitOptions,
  octokitPlugins,
  type IssueRef,
} from '../github/helper.js';
import type { RunResult } from '../pipeline/index.js';
import { renderPrBody } from '../report/pr-body.js';
import { reportFacts } from '../report/facts.js';
import { redact, registerSecret } from '../security/redact.js';
import { issueTask, writersOnly, type CommentFilter } from '../trigger/events.js';
import type { TriggerTask } from '../trigger/task.js';
import { git } from '../workspace/git.js';

/** The Action's defaults for `branch-prefix` and `labels`, so a CLI PR and an Action PR for one issue are the same PR. */
const BRANCH_PREFIX = 'agent-fix/';
const LABELS = ['agent-fix'];
/** What an SSH origin needs from the user's environment (git runs with an allowlisted one). */
const GIT_PASS_ENV = ['SSH_AUTH_SOCK', 'SSH_AGENT_PID', 'GIT_SSH', 'GIT_SSH_COMMAND', 'XDG_CONFIG_HOME', 'DISPLAY'];

export interface IssueRun {
  /** The issue as the engine's task (sanitized, fenced, maintainers' comments only). */
  task: string;
  /** After the engine: deliver (or say what would have been delivered). Prints to stderr; never throws. */
  deliver(result: RunResult): Promise<{ exitCode?: number; json: Record<string, unknown> }>;
}

type Say = (line: string) => void;

function cliOctokit(ref: IssueFlags, say: Say) {
  const CliOctokit = Octokit.plugin(...octokitPlugins);
  // Failed requests are reported by the callers, which know what to fix; Octokit's own request log would only add noise.
  const log = { debug: () => {}, info: () => {}, warn: (m: string) => say(`GitHub API: ${m}`), error: () => {} };
  return new CliOctokit({
    auth: ref.token,
    baseUrl: ref.apiUrl,
    userAgent: 'agent-fix-cli',
    log,
    ...octokitOptions(say),
  });
}

/** The issue, or an error that says what to fix (exit 2), or a runtime failure when GitHub cannot be reached (exit 3). */
async function readIssue(gh: GitHubHelper, ref: IssueFlags): Promise<IssueRef> {
  const name = `${ref.owner}/${ref.repo}#${ref.number}`;
  let issue: IssueRef;
  try {
    issue = await gh.getIssue(ref.number);
  } catch (error) {
    const code = httpStatus(error);
    const said = describeApiError(error);
    if (code === 401)
      throw new ConfigError(
        `GitHub refused GITHUB_TOKEN (${said}) at ${ref.apiUrl}: set GITHUB_TOKEN to a valid token`,
      );
    if (code === 404) {
      throw new ConfigError(
        `issue ${name} was not found (${said}) at ${ref.apiUrl}: check --issue. GitHub also answers 404 when ` +
          `GITHUB_TOKEN cannot see a private repository, so check that the token can read ${ref.owner}/${ref.repo}`,
      );
    }
    if (code === 403 || code === 410) {
      throw new ConfigError(
        `issue ${name} is not accessible (${said}): give GITHUB_TOKEN read access to the issues of ${ref.owner}/${ref.repo} ` +
          '(fine-grained token: "Issues: read"), or check that the repository has issues enabled',
      );
    }
    throw new RuntimeFailure(
      `could not read issue ${name} from ${ref.apiUrl}: ${said}. Check GITHUB_API_URL and the network`,
    );
  }
  if (issue.isPull)
    throw new ConfigError(`${name} is a pull request, not an issue: give the number of an issue to --issue`);
  return issue;
}

interface DeliveryPlan {
  git: GitManager;
  base: string;
  headBranch?: string;
}

/** --open-pr: push access, an `origin` remote and a clean tree, all before the first model call. */
async function prepareDelivery(
  gh: GitHubHelper,
  ref: IssueFlags,
  repo: string,
  say: Say,
): Promise<DeliveryPlan | undefined> {
  const full = `${ref.owner}/${ref.repo}`;
  let access: Awaited<ReturnType<GitHubHelper['repoAccess']>>;
  try {
    access = await gh.repoAccess();
  } catch (error) {
    throw new ConfigError(
      `--open-pr: could not read repository ${full} (${describeApiError(error)}): check --issue and GITHUB_TOKEN's access`,
    );
  }
  if (access.canPush === false) {
    throw new ConfigError(
      `--open-pr: GITHUB_TOKEN has no write access to ${full}, so it cannot push a branch or open a pull request. ` +
        'Use a token with push access (fine-grained: "Contents: write" and "Pull requests: write"), or drop --open-pr',
    );
  }
  if (access.canPush === undefined)
    say(`--open-pr: GitHub did not say whether GITHUB_TOKEN may push to ${full}; the push will tell`);

  const env = Object.fromEntries(GIT_PASS_ENV.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]));
  const manager = new GitManager(repo, { serverUrl: ref.serverUrl, token: ref.token }, env);
  // Not a git repository: the engine says so, with how to fix it.
  if (!(await manager.isRepo())) return undefined;
  const origin = await manager.remoteUrl('origin');
  if (!origin) {
    throw new ConfigError(
      `--open-pr pushes to the remote "origin", and ${repo} has none: add it (git remote add origin ${ref.serverUrl}/${full}.git) or drop --open-pr`,
    );
  }
  if (!origin.replace(/\.git$/, '').endsWith(full)) {
    say(`--open-pr: origin is ${redact(origin)}, which does not look like ${full}; the PR is opened on ${full}`);
  }
  if (await manager.isDirty({ untracked: true })) {
    const status = await git(repo, ['status', '--porcelain', '--untracked-files=all']);
    const lines = status.trimEnd().split('\n');
    throw new ConfigError(
      `--open-pr needs a clean work tree: the PR must hold exactly the change the tests proved, and these files ` +
        `would not be in it:\n${lines.slice(0, 10).join('\n')}${lines.length > 10 ? `\n… and ${lines.length - 10} more` : ''}\n` +
        'Commit or stash them (git stash -u) first, or drop --open-pr',
    );
  }
  // The PR targets the branch the clone is on when origin has it (the work starts from there), else the default.
  const current = (await git(repo, ['symbolic-ref', '--short', '-q', 'HEAD'], { okCodes: [1] })).trim();
  let base = access.defaultBranch;
  let baseSha: string | undefined;
  try {
    const currentSha =
      current && !current.startsWith(BRANCH_PREFIX) ? await manager.remoteBranchSha(current) : undefined;
    if (currentSha) [base, baseSha] = [current, currentSha];
    else baseSha = await manager.remoteBranchSha(base);
  } catch (error) {
    throw new ConfigError(
      `--open-pr: cannot reach origin (${redact(origin)}): ${(error as Error).message}\n` +
        `For an https origin on ${ref.serverUrl} GITHUB_TOKEN is used; otherwise your SSH keys or agent must work (git's credential helpers stay off)`,
    );
  }
  const head = await manager.headSha();
  if (baseSha !== head && !(baseSha && (await manager.isAncestor(head, baseSha)))) {
    say(
      `--open-pr: this clone's HEAD has commits that origin's ${base} lacks; the pull request against ${base} would carry them too. ` +
        `Push them first, or start from origin/${base}`,
    );
  }
  return { git: manager, base, headBranch: current || undefined };
}

/** What the issue step reads of the engine's settings: the checkout, the test-edits default, and for the delivery the dry run and the model the PR names. */
type IssueSettings = Pick<RunConfig, 'repo' | 'testEdits' | 'dryRun' | 'model'>;

/** Reads the issue, checks what --open-pr needs, and returns the issue as the engine's task, and its delivery. */
export async function prepareIssueRun(ref: IssueFlags, settings: IssueSettings, say: Say): Promise<IssueRun> {
  registerSecret(ref.token);
  const gh = new GitHubHelper(
    ref.token,
    { owner: ref.owner, repo: ref.repo },
    { octokit: cliOctokit(ref, say), log: say },
  );
  const name = `${ref.owner}/${ref.repo}#${ref.number}`;
  const issue = await readIssue(gh, ref);
  if (issue.state === 'closed')
    say(`note: issue ${name} is closed (the Action would skip it); working on it because you asked`);
  const plan = ref.openPr ? await prepareDelivery(gh, ref, settings.repo, say) : undefined;

  // Only maintainers' comments reach the model. A permission that cannot be checked leaves the comment out, loudly.
  const writers = writersOnly(gh);
  let left = 0;
  let unknown = 0;
  const include: CommentFilter = async (c) => {
    const keep = await writers(c).catch((error: unknown) => {
      if (unknown++ === 0)
        say(
          `could not check @${c.user}'s permission (${describeApiError(error)}); comments that cannot be checked are left out`,
        );
      return false;
    });
    if (!keep) left++;
    return keep;
  };
  const task = await issueTask(
    gh,
    { number: issue.number, title: issue.title, body: issue.body, html_url: issue.url },
    `${ref.owner}/${ref.repo}`,
    { testEdits: settings.testEdits, include },
  );
  say(
    `task: issue ${name}: ${issue.title.slice(0, 100)}${left ? ` (${left} comment(s) by people without write access left out)` : ''}`,
  );

  return {
    task: task.text,
    deliver: (result) => deliver(result, { gh, ref, task, plan, settings, say }),
  };
}

async function deliver(
  result: RunResult,
  o: {
    gh: GitHubHelper;
    ref: IssueFlags;
    task: TriggerTask;
    plan: DeliveryPlan | undefined;
    settings: Pick<IssueSettings, 'dryRun' | 'model'>;
    say: Say;
  },
): Promise<{ exitCode?: number; json: Record<string, unknown> }> {
  const { gh, ref, task, plan, settings, say } = o;
  if (!ref.openPr || !plan) return { json: {} };
  const branch = `${BRANCH_PREFIX}${task.branchKey}`;
  const wouldDo = `push ${branch} to origin and open a pull request against ${plan.base} titled "${task.title}"`;
  if (result.status !== 'resolved') {
    say(
      `--open-pr: nothing pushed and no pull request opened, because the run is not resolved. With passing tests agent-fix would ${wouldDo}.`,
    );
    return { json: { pull_request: null } };
  }
  if (settings.dryRun) {
    say(`--open-pr with --dry-run: nothing pushed; agent-fix would ${wouldDo}.`);
    return { json: { pull_request: null } };
  }

  const delivered = await deliverFix(
    {
      git: plan.git,
      gh,
      serverUrl: ref.serverUrl,
      base: plan.base,
      startSha: result.baseCommit,
      prefix: BRANCH_PREFIX,
      key: task.branchKey,
      title: task.title,
      resolved: true,
      summary: result.summary,
      fixesIssue: task.fixesIssue,
      candidate: result.candidate,
      pr: {
        body: renderPrBody(reportFacts(result, task, { model: settings.model, runUrl: '' })),
        draft: false,
        labels: LABELS,
        reviewers: [],
      },
      signCommits: false,
    },
    { info: say, warn: (w) => say(`warning: ${w}`) },
  );
  switch (delivered.kind) {
    case 'not-pushed':
      say(
        `agent-fix: could not push the fix: ${redact(delivered.message)}\n` +
          `For an https origin on ${ref.serverUrl} GITHUB_TOKEN needs push access; otherwise your SSH keys or agent must be able to push. ` +
          'The change is still in the work tree (git diff shows it).',
      );
      return { exitCode: 3, json: { pull_request: null } };
    case 'opened': {
      const { pr, branch } = delivered;
      say(`this clone is now on ${branch}${plan.headBranch ? ` (git switch ${plan.headBranch} to go back)` : ''}`);
      for (const w of pr.warnings) say(`warning: ${w}`);
      return { json: { pull_request: { number: pr.number, url: pr.url, branch, created: pr.created } } };
    }
    case 'pr-refused':
    case 'pr-failed': {
      const why = delivered.kind === 'pr-refused' ? `GitHub refused: "${delivered.apiMessage}"` : delivered.reason;
      say(
        `agent-fix: the fix is pushed to ${delivered.branch}, but the pull request could not be created or updated (${why}). Open it from ${delivered.compareUrl}`,
      );
      return { exitCode: 3, json: { pull_request: null, branch: delivered.branch } };
    }
  }
}
