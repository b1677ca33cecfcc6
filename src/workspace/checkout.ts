/**
 * Gets the repository onto the runner at the commit the task needs. A job that ran actions/checkout already has it
 * in GITHUB_WORKSPACE (we only move to the needed commit); a job without one gets a fresh clone. Either way the
 * token travels as an HTTP header per command, never in a URL or in .git/config.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GitManager, type GitAuth } from '../git/manager.js';
import { scrubGitConfigs } from '../git/credentials.js';
import { recordWorkspace, restoreWorkspace, type WorkspaceState } from './workspace-state.js';
import { removeTree } from '../security/remove-tree.js';

export interface CheckoutOptions {
  /** GITHUB_WORKSPACE, if any. */
  workspace: string | undefined;
  /** Where a fresh clone goes when the workspace is unusable (RUNNER_TEMP). */
  tempDir: string;
  serverUrl: string;
  owner: string;
  repo: string;
  token: string;
  /** Commit to work on; undefined: the tip of `branch`. */
  sha?: string;
  /** Branch whose tip to use when `sha` is not given. */
  branch: string;
  /**
   * A fork's PR: its head as this repository serves it (`refs/pull/N/head`), fetched and required to be `sha`. The
   * fork itself is never a remote, and its tree is never checked out into the workspace: it goes into a private clone
   * in `tempDir`, so the job's later steps (which hold its secrets) never run the fork's files.
   */
  pullRef?: string;
  log?: (line: string) => void;
}

export interface Checkout {
  dir: string;
  git: GitManager;
  /** True when we cloned; false when the job's own checkout was used. */
  cloned: boolean;
  /** The commit now checked out. */
  sha: string;
  /** True when the clone is a folder agent-fix made in RUNNER_TEMP (not the workspace): `discardTemporaryClone`. */
  temporary?: boolean;
  /** The job's workspace as it was before agent-fix moved it (its own checkout was used): `restoreWorkspace`. */
  workspaceState?: WorkspaceState;
  /**
   * The tip of `branch` as this checkout fetched it from origin (into `refs/remotes/origin/<branch>`), when it did: a
   * later reader of that branch (the project rules) reads it there instead of fetching it again.
   */
  fetchedTip?: FetchedTip;
}

/** A branch's tip, fetched from origin during this run. */
export interface FetchedTip {
  branch: string;
  sha: string;
}

/** `https://github.com/o/r.git`, `git@github.com:o/r` → `github.com/o/r` (case-folded) for comparison. */
export function normalizeRepoUrl(url: string): string {
  let u = url
    .trim()
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  u = u
    .replace(/^[a-z+]+:\/\//i, '')
    .replace(/^[^@/]+@/, '')
    .replace(/^([^/:]+):(?!\d)/, '$1/');
  return u.toLowerCase();
}

export function repoCloneUrl(serverUrl: string, owner: string, repo: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${owner}/${repo}`;
}

export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

export async function prepareCheckout(o: CheckoutOptions): Promise<Checkout> {
  const log = o.log ?? (() => {});
  const auth: GitAuth = { serverUrl: o.serverUrl, token: o.token };
  const url = repoCloneUrl(o.serverUrl, o.owner, o.repo);

  if (o.workspace && !o.pullRef && fs.existsSync(o.workspace)) {
    const existing = new GitManager(o.workspace, auth);
    if (await existing.isRepo()) {
      const top = await existing.topLevel();
      const remote = await existing.remoteUrl();
      if (
        remote &&
        normalizeRepoUrl(remote) === normalizeRepoUrl(url) &&
        fs.realpathSync(top) === fs.realpathSync(o.workspace)
      ) {
        const git = new GitManager(top, auth);
        const workspaceState = recordWorkspace(top);
        if (!workspaceState)
          throw new CheckoutError(
            `git cannot read the state of the checkout in ${top}, so agent-fix could not put it back after the run; check the checkout step`,
          );
        try {
          const { sha, fetchedTip } = await moveTo(git, o, log);
          scrub(top, log);
          log(`using the existing checkout in ${top} at ${sha.slice(0, 7)}`);
          return { dir: top, git, cloned: false, sha, fetchedTip, workspaceState };
        } catch (error) {
          log(restoreWorkspace(workspaceState).line);
          throw error;
        }
      }
      log(
        `GITHUB_WORKSPACE (${o.workspace}) is a checkout of ${remote ?? 'an unknown remote'}, not ${o.owner}/${o.repo}; cloning instead`,
      );
    }
  }

  const { dir: target, temporary } = pickCloneDir(o);
  log(
    o.pullRef
      ? `a fork's PR is never checked out into the workspace: cloning ${url} into ${target}, removed after the run`
      : `no checkout of ${o.owner}/${o.repo} found; cloning ${url} into ${target}`,
  );
  try {
    let git: GitManager;
    try {
      git = await GitManager.clone(url, target, auth);
    } catch (error) {
      throw new CheckoutError(
        `could not clone ${url}: ${(error as Error).message}\nCheck that github-token can read the repository (permissions: contents: read), or add an actions/checkout step before agent-fix.`,
      );
    }
    const { sha, fetchedTip } = await moveTo(git, o, log);
    scrub(target, log);
    return { dir: target, git, cloned: true, sha, temporary, fetchedTip };
  } catch (error) {
    if (temporary) removeClone(target);
    throw error;
  }
}

/**
 * Removes a clone agent-fix made in RUNNER_TEMP (`temporary`), for a run that ends before the engine: a failed run
 * leaves no folder behind there (a local runner's RUNNER_TEMP is not wiped after the job). A checkout in the
 * workspace is the job's and stays.
 */
export function discardTemporaryClone(checkout: Checkout): void {
  if (checkout.temporary) removeClone(checkout.dir);
}

function removeClone(dir: string): void {
  removeTree(dir);
}

/**
 * Submodules' and nested repositories' configs lose their credentials on disk (actions/checkout writes the token into
 * each submodule's config); the top-level one stays for the job's later steps and is hidden by the sandbox. Every
 * value found is registered with the redactor.
 */
function scrub(dir: string, log: (line: string) => void): void {
  let result: ReturnType<typeof scrubGitConfigs>;
  try {
    result = scrubGitConfigs(dir);
  } catch (error) {
    // Fail closed: commands would read a token left in a submodule's config.
    throw new CheckoutError(
      `could not remove credentials from the git configs in ${dir}: ${(error as Error).message}\nMake the checkout writable by the runner's user, or check out with persist-credentials: false (actions/checkout).`,
    );
  }
  const { scrubbed, topLevelHasCredentials } = result;
  if (scrubbed.length)
    log(
      `removed credentials from ${scrubbed.length} nested git config(s): ${scrubbed.slice(0, 5).join(', ')}${scrubbed.length > 5 ? ', …' : ''}`,
    );
  if (topLevelHasCredentials)
    log('.git/config holds credentials (persist-credentials); commands see a copy without them when the sandbox is on');
}

/**
 * The clone's folder: an empty or missing workspace, else a new folder in RUNNER_TEMP (`temporary`); a fork's PR
 * always the latter.
 */
function pickCloneDir(o: CheckoutOptions): { dir: string; temporary: boolean } {
  if (!o.pullRef && o.workspace && (!fs.existsSync(o.workspace) || fs.readdirSync(o.workspace).length === 0))
    return { dir: o.workspace, temporary: false };
  fs.mkdirSync(o.tempDir, { recursive: true });
  return { dir: fs.mkdtempSync(path.join(o.tempDir, `agent-fix-${o.repo}-`)), temporary: true };
}

/** Fetches a fork PR's head from this repository and checks it is still the commit the event named. */
async function fetchPullHead(git: GitManager, o: CheckoutOptions, log: (line: string) => void): Promise<string> {
  const local = `refs/agent-fix/${o.pullRef!.replace(/^refs\//, '')}`;
  log(`fetching ${o.pullRef} (the fork's head) from ${o.owner}/${o.repo}`);
  try {
    await git.fetch([`+${o.pullRef}:${local}`]);
  } catch (error) {
    throw new CheckoutError(
      `could not fetch ${o.pullRef} from ${o.owner}/${o.repo}: ${(error as Error).message}\nCheck that github-token can read the repository (permissions: contents: read).`,
    );
  }
  const fetched = await git.revParse(local);
  if (!fetched || (o.sha && fetched !== o.sha))
    throw new CheckoutError(
      `${o.pullRef} is at ${fetched?.slice(0, 7) ?? 'nothing'}, not ${o.sha?.slice(0, 7)}, the commit the event named: the PR moved since; ask again on its new head`,
    );
  return fetched;
}

/**
 * Moves the checkout to `sha` (or the tip of `branch`), fetching it when it is not present (shallow checkouts). The
 * tip of `branch` is returned as fetched when it was.
 */
async function moveTo(
  git: GitManager,
  o: CheckoutOptions,
  log: (line: string) => void,
): Promise<{ sha: string; fetchedTip?: FetchedTip }> {
  const head = await git.revParse('HEAD');
  if (o.sha && head === o.sha) return { sha: head };
  let fetchedTip: FetchedTip | undefined;
  let target = o.sha;
  if (o.pullRef) {
    target = await fetchPullHead(git, o, log);
  } else if (target) {
    if (!(await git.revParse(target))) {
      log(`fetching ${target.slice(0, 7)}`);
      await git.fetch([target]).catch(() => git.fetch([`+refs/heads/${o.branch}:refs/remotes/origin/${o.branch}`]));
    }
    if (!(await git.revParse(target)))
      throw new CheckoutError(`commit ${target} is not in ${o.owner}/${o.repo} (it may have been force-pushed away)`);
  } else {
    await git.fetch([`+refs/heads/${o.branch}:refs/remotes/origin/${o.branch}`]);
    target = await git.revParse(`refs/remotes/origin/${o.branch}`);
    if (!target) throw new CheckoutError(`branch ${o.branch} was not found in ${o.owner}/${o.repo}`);
    fetchedTip = { branch: o.branch, sha: target };
    if (head === target) return { sha: head, fetchedTip };
  }
  if (await git.isDirty()) {
    throw new CheckoutError(
      `the checkout in ${git.cwd} has uncommitted changes and is at ${head?.slice(0, 7)}, not ${target.slice(0, 7)}; run agent-fix before steps that modify files, or without a checkout step`,
    );
  }
  await git.checkoutDetached(target);
  return { sha: target, fetchedTip };
}
