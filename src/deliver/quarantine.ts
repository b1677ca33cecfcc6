/**
 * The quarantine PR (`flaky: quarantine`, issue 57): when a test reaches `flaky-threshold`, a pull request of its own,
 * on its own branch (`<prefix>quarantine-<test>`), that stops CI from running that one test in its runner's own way
 * (deliver/quarantine-mark.ts). Its body says plainly that it is a quarantine, not a fix, names the test and links
 * the tracking issue; the tracking issue's row links the PR. One open quarantine PR per test: an open one is kept,
 * never a second.
 *
 * The commit is made from git objects only (the base branch's tip, a private index file, commit-tree): the work tree
 * and the checkout's index are never touched, so the engine's proof and the workspace put-back are unaffected.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseBranch, isAttemptBranch } from './branch.js';
import { upsertPullRequest } from './pull-request.js';
import { pushSignedCommit } from './signed-commit.js';
import { quarantineMark, quarantineRunner, type QuarantineMark } from './quarantine-mark.js';
import type { GitManager } from '../git/manager.js';
import { runGit, runGitSync } from '../git/runner.js';
import { PullRequestCreationRefused, describeApiError, type GitHubHelper } from '../github/helper.js';
import { branchName } from '../github/protocol.js';
import { inlineCode } from '../report/model-text.js';
import { removeTree } from '../security/remove-tree.js';
import { quarantineBranchKey } from '../trigger/flaky-deflake.js';

export interface QuarantineSpec {
  gh: GitHubHelper;
  git: GitManager;
  /** The branch the PR targets, and its tip (the commit the mark goes on). */
  base: string;
  baseSha: string;
  prefix: string;
  test: string;
  /** The test command: the runner whose mark applies. */
  command: string;
  seen: number;
  threshold: number;
  trackingIssue: { number: number; url: string };
  labels: string[];
  signCommits: boolean;
}

export type QuarantineOutcome =
  /** `existing`: the PR was already open for this test (nothing pushed). */
  | { kind: 'opened'; pr: { number: number; url: string }; branch: string; existing: boolean; mark?: QuarantineMark }
  /** No mark could be placed, or the push or the PR failed: nothing is quarantined; `reason` says what to do. */
  | { kind: 'not-opened'; reason: string; branch: string };

/** The branch a test's quarantine PR uses. */
export const quarantineBranch = (prefix: string, test: string) => branchName(prefix, quarantineBranchKey(test));

export async function openQuarantinePr(spec: QuarantineSpec): Promise<QuarantineOutcome> {
  const branch = quarantineBranch(spec.prefix, spec.test);
  const tree = await baseTree(spec.git, spec.baseSha);
  const runner = quarantineRunner(spec.command, spec.test, tree.read('package.json'));
  const mark = quarantineMark(runner, spec.test, tree, spec.trackingIssue.number);
  // Its PR may be on a suffixed branch (`…-2`: chooseBranch, when the first name holds a person's commits).
  const open = (await spec.gh.openPulls()).find((p) => isAttemptBranch(p.headRef, branch));
  if (open)
    return {
      kind: 'opened',
      pr: { number: open.number, url: open.url },
      branch: open.headRef,
      existing: true,
      ...('refused' in mark ? {} : { mark }),
    };
  if ('refused' in mark) return { kind: 'not-opened', reason: mark.refused, branch };
  let pushed: string;
  try {
    pushed = await pushMark(spec, mark);
  } catch (error) {
    return {
      kind: 'not-opened',
      reason: `the quarantine branch could not be pushed: ${(error as Error).message}`,
      branch,
    };
  }
  try {
    const pr = await upsertPullRequest(spec.gh, {
      branch: pushed,
      base: spec.base,
      title: `Quarantine flaky test ${spec.test}`.slice(0, 200),
      body: quarantineBody(spec, mark, pushed),
      draft: false,
      labels: spec.labels,
      reviewers: [],
    });
    return { kind: 'opened', pr: { number: pr.number, url: pr.url }, branch: pushed, existing: !pr.created, mark };
  } catch (error) {
    const why =
      error instanceof PullRequestCreationRefused
        ? `GitHub refused to open the PR (${error.apiMessage}); allow GitHub Actions to create pull requests in the repository's settings, or open one from the pushed branch`
        : `the PR could not be opened (${describeApiError(error)}); open one from the pushed branch`;
    return { kind: 'not-opened', reason: `branch ${pushed} is pushed, but ${why}`, branch: pushed };
  }
}

/** The base commit's files, read from git objects. */
async function baseTree(git: GitManager, sha: string) {
  const files = (await runGit(git.cwd, ['ls-tree', '-r', '-z', '--name-only', sha])).split('\0').filter(Boolean);
  const cache = new Map<string, string | undefined>();
  // Large trees: the reader is asked only for the few candidate files (config files, test files naming the test).
  const read = (file: string): string | undefined => {
    if (!cache.has(file)) cache.set(file, readSync(git.cwd, sha, file, files));
    return cache.get(file);
  };
  const containing = (text: string): string[] =>
    (runGitSync(git.cwd, ['grep', '-l', '-z', '-F', '-e', text, sha, '--']) ?? '')
      .split('\0')
      .filter(Boolean)
      .map((hit) => hit.slice(sha.length + 1));
  return { files, read, containing };
}

function readSync(cwd: string, sha: string, file: string, files: string[]): string | undefined {
  if (!files.includes(file)) return undefined;
  return runGitSync(cwd, ['cat-file', 'blob', `${sha}:${file}`]);
}

/** One commit on the base tip that changes only the mark's file, pushed to the quarantine branch. Returns the branch. */
async function pushMark(spec: QuarantineSpec, mark: QuarantineMark): Promise<string> {
  const { git, baseSha } = spec;
  const cwd = git.cwd;
  const blob = (await runGit(cwd, ['hash-object', '-w', '--stdin'], { input: mark.content })).trim();
  const listed = (await runGit(cwd, ['ls-tree', baseSha, '--', mark.file])).trim();
  const mode = /^(\d{6}) blob /.exec(listed)?.[1] ?? '100644';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-quarantine-'));
  let tree: string;
  try {
    const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
    await runGit(cwd, ['read-tree', baseSha], { env });
    await runGit(cwd, ['update-index', '--add', '--cacheinfo', `${mode},${blob},${mark.file}`], { env });
    tree = (await runGit(cwd, ['write-tree'], { env })).trim();
  } finally {
    removeTree(dir);
  }
  const message =
    `Quarantine flaky test ${spec.test}\n\n` +
    `It failed in CI ${spec.seen} times and passed when agent-fix re-ran it (tracked in #${spec.trackingIssue.number}).\n` +
    `This skips it (${mark.file}); it is not a fix. To lift it: ${mark.lift.replace(/`/g, '')}.\n`;
  const commit = await git.commitTree(tree, baseSha, message);
  const plan = await chooseBranch(git, {
    prefix: spec.prefix,
    key: quarantineBranchKey(spec.test),
    base: spec.base,
    startSha: baseSha,
  });
  if (spec.signCommits)
    await pushSignedCommit(spec.gh, git, {
      commit,
      message,
      branch: plan.branch,
      expectedRemoteSha: plan.expectedRemoteSha,
    });
  else await git.push(plan.branch, { expectedRemoteSha: plan.expectedRemoteSha }, commit);
  return plan.branch;
}

/** The PR body: a quarantine, said plainly; the test, the tracking issue, the change and how to lift it. */
export function quarantineBody(
  spec: Pick<QuarantineSpec, 'test' | 'seen' | 'threshold' | 'trackingIssue'>,
  mark: QuarantineMark,
  branch: string,
): string {
  const test = inlineCode(spec.test);
  const issue = `[#${spec.trackingIssue.number}](${spec.trackingIssue.url})`;
  return [
    `🧊 **Quarantine, not a fix.** This pull request stops CI from running the flaky test ${test}; the test itself is unchanged and still flaky.`,
    '',
    `**Why:** ${test} failed in CI ${spec.seen} times, and each time it passed when agent-fix ran the tests again on the same commit (\`flaky-threshold\` ${spec.threshold}, \`flaky: quarantine\`). It is tracked in ${issue}, whose row for it links this pull request.`,
    '',
    `**The change:** ${mark.how}.`,
    '',
    `**Lifting it:** agent-fix goes on to a deflake run of this test (a comment \`/agent-fix deflake TEST\` on ${issue} asks for another); when it opens a proven fix, agent-fix closes this pull request unmerged. If this one is merged first, the next deflake run lifts the mark in its own change before its proof; by hand: ${mark.lift}. Branch \`${branch}\` holds only this change.`,
  ].join('\n');
}
