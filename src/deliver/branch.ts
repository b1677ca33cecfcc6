/**
 * Branch rules for delivery: which branch the fix goes on, and when it may be overwritten. Two promises live here:
 * the bot never pushes to the base branch, and it never forces over commits that are not its own (a human who pushed
 * to the bot branch keeps their work; the bot moves to a suffixed branch instead).
 */
import { modelPlainText } from '../report/model-text.js';
import { BOT_IDENTITY, type GitManager, type Identity } from '../git/manager.js';
import { isBot } from '../github/actor.js';
import { branchName } from '../github/protocol.js';

export interface BranchPlan {
  branch: string;
  /** Remote sha the push may replace (null: the branch must not exist yet). */
  expectedRemoteSha: string | null;
  /** True when an existing bot branch is being replaced (an earlier attempt). */
  replacesEarlierAttempt: boolean;
}

export class BranchRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BranchRuleError';
  }
}

/** Throws unless `branch` is a bot branch distinct from `base`. */
export function assertPushable(branch: string, base: string, prefix: string): void {
  if (branch === base) throw new BranchRuleError(`refusing to push to the base branch "${base}"`);
  if (!branch.startsWith(prefix)) {
    throw new BranchRuleError(
      `refusing to push to "${branch}": agent-fix only pushes branches starting with "${prefix}"`,
    );
  }
}

/**
 * Picks the branch for this attempt: `<prefix><key>` when it is free or holds only bot commits on top of `startSha`,
 * else `<prefix><key>-2`, `-3`, …
 */
export async function chooseBranch(
  git: GitManager,
  options: { prefix: string; key: string; base: string; startSha: string; bot?: Identity },
): Promise<BranchPlan> {
  const botEmail = (options.bot ?? BOT_IDENTITY).email;
  const first = branchName(options.prefix, options.key);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const branch = attempt === 1 ? first : `${first}-${attempt}`;
    assertPushable(branch, options.base, options.prefix);
    const remoteSha = await git.remoteBranchSha(branch);
    if (!remoteSha) return { branch, expectedRemoteSha: null, replacesEarlierAttempt: false };
    await git.fetch([`+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
    const authors = await git.authorsBetween(options.startSha, remoteSha);
    if (authors.every((email) => email === botEmail)) {
      return { branch, expectedRemoteSha: remoteSha, replacesEarlierAttempt: true };
    }
  }
  throw new BranchRuleError(
    `every branch from "${first}" to "${first}-20" holds commits by people; delete stale ones and retry`,
  );
}

/**
 * `ref` is `branch` or one of its suffixed attempts (`branch-2` … `branch-20`, chooseBranch). A flaky test's key ends
 * in 8 hex digits of its id's hash (trigger/flaky-deflake.ts), so another test's branch is never `branch-N`.
 */
export function isAttemptBranch(ref: string, branch: string): boolean {
  if (ref === branch) return true;
  if (!ref.startsWith(`${branch}-`)) return false;
  const n = ref.slice(branch.length + 1);
  return /^[1-9]\d?$/.test(n) && Number(n) >= 2 && Number(n) <= 20;
}

/** One commit: a summary line, the agent's summary (closing keywords and mentions neutralized), `Fixes #n`, and the requester as co-author. */
export function commitMessage(parts: {
  subject: string;
  body?: string;
  fixes?: number;
  coAuthor?: { login: string; id?: number };
}): string {
  const subject = parts.subject.replace(/\s+/g, ' ').trim();
  const lines = [subject.length > 72 ? `${subject.slice(0, 71)}…` : subject];
  // The body is the model's summary: a closing keyword in it would close that issue once the commit reaches the
  // default branch. Only the `Fixes #n` trailer below is ours.
  const body = parts.body ? modelPlainText(parts.body.trim()) : undefined;
  if (body) lines.push('', body.length > 4_000 ? `${body.slice(0, 4_000)}…` : body);
  const trailers: string[] = [];
  if (parts.fixes) trailers.push(`Fixes #${parts.fixes}`);
  if (parts.coAuthor && !isBot({ login: parts.coAuthor.login })) {
    const email = parts.coAuthor.id
      ? `${parts.coAuthor.id}+${parts.coAuthor.login}@users.noreply.github.com`
      : `${parts.coAuthor.login}@users.noreply.github.com`;
    trailers.push(`Co-authored-by: ${parts.coAuthor.login} <${email}>`);
  }
  if (trailers.length) lines.push('', ...trailers);
  return `${lines.join('\n')}\n`;
}

/** The proven candidate (RunResult.candidate): delivery ships its tree on its parent, byte for byte. */
export interface ProvenCandidate {
  commit: string;
  tree: string;
}

/**
 * The commit delivery pushes: the candidate's exact tree on the candidate's parent, with the final message. The work
 * tree is not read (test runs after the proof cannot change what ships); the tree id is checked once more.
 */
export async function shipCommit(git: GitManager, candidate: ProvenCandidate, message: string): Promise<string> {
  if ((await git.treeOf(candidate.commit)) !== candidate.tree)
    throw new BranchRuleError(`the candidate ${candidate.commit.slice(0, 7)} does not hold the proven tree`);
  const parent = await git.revParse(`${candidate.commit}^`);
  if (!parent) throw new BranchRuleError(`the candidate ${candidate.commit.slice(0, 7)} has no parent`);
  if ((await git.treeOf(parent)) === candidate.tree) throw new BranchRuleError('there are no changes to commit');
  const sha = await git.commitTree(candidate.tree, parent, message);
  if ((await git.treeOf(sha)) !== candidate.tree) throw new BranchRuleError('the commit does not hold the proven tree');
  return sha;
}

/** Commits the proven candidate's tree to `plan.branch` and pushes that commit. Returns its sha. */
export async function commitAndPush(
  git: GitManager,
  plan: BranchPlan,
  options: { base: string; prefix: string; candidate: ProvenCandidate | undefined; message: string; push: boolean },
): Promise<string> {
  assertPushable(plan.branch, options.base, options.prefix);
  if (!options.candidate) throw new BranchRuleError('there are no changes to commit');
  const sha = await shipCommit(git, options.candidate, options.message);
  await git.pointBranchAt(plan.branch, sha);
  if (options.push) await git.push(plan.branch, { expectedRemoteSha: plan.expectedRemoteSha }, sha);
  return sha;
}
