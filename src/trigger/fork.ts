/**
 * Pull requests from forks (`fork-prs`). The fork's code is hostile and runs only inside the sandbox; what this file
 * decides is who may make it run: with `comment`, a `/agent-fix` comment by a person with write access; with `auto`,
 * also the fork PR's own failed CI run. Bots never start a run on a fork's PR, whatever `allowed-bots` says: a bot
 * account can be driven by anyone who can open a PR. Every refusal names `fork-prs` and the value that would allow it.
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import { isBot, type Actor } from '../github/actor.js';
import type { GitHubHelper } from '../github/helper.js';
import type { ForkPull } from './task.js';

type Pull = Awaited<ReturnType<GitHubHelper['getPull']>>;

/** The PR as the fork run needs it; `headRepo` is known (not a deleted fork). */
export function forkPull(pull: Pull & { headRepo: string }): ForkPull {
  return {
    pr: pull.number,
    prUrl: pull.url,
    headRepo: pull.headRepo,
    headRef: pull.headRef,
    headSha: pull.headSha,
    baseRef: pull.baseRef,
    maintainerCanModify: pull.maintainerCanModify,
  };
}

/** Why a `/agent-fix` comment by `user` on the fork's PR `pull` starts nothing; undefined when it may. */
export function refuseForkComment(policy: TriggerPolicy, pull: Pull, user: Actor): string | undefined {
  const from = `pull request #${pull.number} comes from a fork (${pull.headRepo ?? 'a deleted repository'})`;
  if (policy.forkPrs === 'off')
    return `${from} and fork-prs is "off"; set \`fork-prs: comment\` (or \`auto\`) to let a maintainer's "${policy.triggerPhrase}" comment start a run on it`;
  if (!pull.headRepo)
    return `${from}: its head repository was deleted, so there is no branch to fix; no fork-prs value runs on it`;
  if (pull.state !== 'open') return `${from} and is ${pull.state}; agent-fix works only on open fork PRs`;
  if (isBot(user))
    return `${from} and @${user.login ?? 'unknown'} is a bot; bots never start a run on a fork's PR, whatever \`allowed-bots\` says (fork-prs: "${policy.forkPrs}")`;
  return undefined;
}

/**
 * A failed workflow run of a fork: `pull_requests` is empty for forks, so its PR is found by the fork and branch,
 * and it must still be at the run's commit. The fork's PR, or why nothing runs.
 */
export async function forkRunPull(
  policy: TriggerPolicy,
  gh: GitHubHelper,
  run: { id: number; headRepo: string; headBranch: string; headSha: string; actors: (Actor | null | undefined)[] },
): Promise<ForkPull | string> {
  const from = `the failed run ${run.id} is for a fork (${run.headRepo})`;
  if (policy.forkPrs !== 'auto')
    return `${from} and fork-prs is "${policy.forkPrs}"; set \`fork-prs: auto\` to let a fork PR's failed CI run start a run${policy.forkPrs === 'comment' ? `, or comment "${policy.triggerPhrase}" on the PR` : ''}`;
  const bot = run.actors.find((a) => a && isBot(a));
  if (bot) return `${from} started by the bot @${bot.login}; bots never start a run on a fork's PR (fork-prs: "auto")`;
  if (!run.headBranch || !run.headSha) return `${from} and names no head branch or commit`;
  const numbers = await gh.forkPulls(run.headRepo, run.headBranch);
  if (numbers.length === 0)
    return `${from}, but no open pull request comes from ${run.headRepo}:${run.headBranch}; agent-fix works only on open fork PRs (fork-prs: "auto")`;
  const pull = await gh.getPull(numbers[0]!);
  if (pull.headSha !== run.headSha || pull.headRepo !== run.headRepo)
    return `${from} at ${run.headSha.slice(0, 7)}, but the head of pull request #${pull.number} is now ${pull.headSha.slice(0, 7)}; agent-fix works only on the PR's current head`;
  return forkPull({ ...pull, headRepo: run.headRepo });
}
