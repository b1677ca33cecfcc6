/**
 * Who may start a run, and whose hidden markers are believed. One answer for every trigger: a person needs write
 * access (admin, maintain or write, read from the collaborator-permission API, never from the payload's
 * `author_association`), and a bot counts only when the workflow lists it in `allowed-bots`. Markers (plans, review
 * rounds, attempted commits) count only in comments written by the token's own account: anyone can type them.
 */
import type { GitHubHelper } from './helper.js';

export interface Actor {
  login?: string;
  type?: string;
  id?: number;
}

const WRITE_LEVELS: ReadonlySet<string> = new Set(['admin', 'maintain', 'write']);

/** Whether a person with this repository permission may start a run (and whose comments reach the model). */
export function mayTrigger(permission: string): boolean {
  return WRITE_LEVELS.has(permission);
}

/** A missing user counts as a bot: nobody to hold to account. */
export function isBot(user: Actor | null | undefined): boolean {
  return !user || user.type === 'Bot' || (user.login ?? '').endsWith('[bot]');
}

/** GitHub logins are case-insensitive. */
export function sameLogin(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/**
 * Undefined when `user` may start a run; otherwise the reason to skip, naming who and what to change. `what` says how
 * they tried, e.g. `trigger agent-fix with "/agent-fix"` or `start agent-fix by adding the "agent-fix" label`.
 */
export async function refuseActor(
  gh: GitHubHelper,
  inputs: { allowedBots: readonly string[] },
  repo: string,
  user: Actor | null | undefined,
  what: string,
): Promise<string | undefined> {
  const login = user?.login;
  if (!user || !login)
    return `the event names no user, so nobody can be checked for write access; agent-fix does not ${what} for an unknown user`;
  if (isBot(user)) {
    if (inputs.allowedBots.some((b) => sameLogin(b, login))) return undefined;
    return `@${login} is a bot; bots cannot ${what} unless the workflow lists them in \`allowed-bots\``;
  }
  const permission = await gh.permission(login);
  if (mayTrigger(permission)) return undefined;
  return `@${login} has ${permission} access to ${repo}; only people with write access can ${what}`;
}
