/**
 * What agent-fix knows about the endpoint before the first request: whether it is GitHub Models (which decides where
 * the workflow token may go) and the documented limits that unset budgets follow there. Also what the run learns from
 * the endpoint on the way (a context limit it announced), shared by every run of one process (the bench).
 *
 * GitHub Models' limits for openai/gpt-4.1 on the Free, Pro and Business tiers:
 * https://docs.github.com/en/github-models/use-github-models/prototyping-with-ai-models#rate-limits
 */

/** Free, Pro and Business ("Copilot Business"): the tier a workflow token gets unless the org is on Enterprise. */
export const GITHUB_MODELS_LIMITS = {
  contextTokens: 8_000,
  maxOutputTokens: 4_000,
  requestsPerMinute: 10,
  concurrency: 2,
  /** 50 on Free and Pro, 100 on Business: the lower number is the one a plan must fit. */
  requestsPerDay: 50,
} as const;

/** Enterprise: documented for the README; set `context-tokens: 16000` to use it. */
export const GITHUB_MODELS_ENTERPRISE_LIMITS = {
  contextTokens: 16_000,
  maxOutputTokens: 8_000,
  requestsPerDay: 150,
} as const;

/**
 * RFC 6761: a name under `.localhost` is this machine. The model client connects such names to 127.0.0.1 itself
 * (model/loopback.ts), never through a resolver, so no hosts entry or DNS answer can send them elsewhere.
 */
export function isLocalhostName(host: string): boolean {
  return host.toLowerCase().endsWith('.localhost');
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * True when `baseUrl` is GitHub Models' own inference host: models.github.ai, a GHE.com tenant's
 * `models.<tenant>.ghe.com`, or `models.<host>` of the GitHub Enterprise Server the runner belongs to
 * (`GITHUB_SERVER_URL`, set by the runner; a GITHUB_ENV line cannot change it). Only over https, with one exception:
 * a server under `.localhost` (RFC 6761: this machine), whose models host is reached over http too. Such a name is
 * connected to 127.0.0.1 by the model client itself, so the token does not leave the machine that way.
 */
export function isGitHubModelsUrl(baseUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!baseUrl) return false;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const server = hostOf(env.GITHUB_SERVER_URL);
  const enterprise = Boolean(server && server !== 'github.com' && host === `models.${server}`);
  if (url.protocol === 'http:') return enterprise && isLocalhostName(host);
  if (url.protocol !== 'https:') return false;
  return host === 'models.github.ai' || /^models\.[a-z0-9-]+\.ghe\.com$/.test(host) || enterprise;
}

/** GitHub Models' inference endpoint, and the model a run uses there unless it names one. */
export const GITHUB_MODELS_ENDPOINT = {
  baseUrl: 'https://models.github.ai/inference',
  model: 'openai/gpt-4.1',
} as const;

/** The key a run sends to the model, where it goes, and where it came from. */
export interface ModelKey {
  apiKey: string | undefined;
  /** `github-token`: the key is a GitHub token, which may go to GitHub Models' own host only. */
  apiKeySource: 'api-key' | 'github-token';
  baseUrl: string | undefined;
  model: string | undefined;
}

/**
 * The token rule, written here only: a key that is a GitHub token (the workflow's `github-token`, the CLI's
 * GITHUB_TOKEN) may go to GitHub Models' own host and nowhere else. `chooseModelKey` applies it before the run, the
 * model factory again before the first request.
 */
export function keyMayGoTo(
  key: { apiKeySource: ModelKey['apiKeySource']; baseUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return key.apiKeySource !== 'github-token' || isGitHubModelsUrl(key.baseUrl, env);
}

/**
 * Which key the model gets: the model key when one was given; else the GitHub token, at GitHub Models (the base URL
 * and the model default to it). A base URL the token may not go to is refused (`refusedUrl`): the caller reports it
 * in its user's terms (the Action's input names, the CLI's variables).
 */
export function chooseModelKey(
  given: { apiKey?: string; githubToken?: string; baseUrl?: string; model?: string },
  env: NodeJS.ProcessEnv = process.env,
): ModelKey | { refusedUrl: string } {
  if (given.apiKey || !given.githubToken)
    return { apiKey: given.apiKey, apiKeySource: 'api-key', baseUrl: given.baseUrl, model: given.model };
  const key: ModelKey = {
    apiKey: given.githubToken,
    apiKeySource: 'github-token',
    baseUrl: given.baseUrl ?? GITHUB_MODELS_ENDPOINT.baseUrl,
    model: given.model ?? GITHUB_MODELS_ENDPOINT.model,
  };
  return keyMayGoTo(key, env) ? key : { refusedUrl: key.baseUrl! };
}

export interface EndpointProfile {
  /** How messages name the endpoint: "GitHub Models" or its host. */
  label: string;
  githubModels: boolean;
  /** Documented limits; undefined where the endpoint documents none we follow. */
  contextTokens?: number;
  maxOutputTokens?: number;
  requestsPerMinute?: number;
  concurrency?: number;
  requestsPerDay?: number;
}

export function endpointProfile(baseUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): EndpointProfile {
  if (isGitHubModelsUrl(baseUrl, env)) return { label: 'GitHub Models', githubModels: true, ...GITHUB_MODELS_LIMITS };
  return { label: hostOf(baseUrl) ?? 'api.openai.com', githubModels: false };
}

// ---- what the endpoint told us ----

const learned = new Map<string, number>();
const key = (baseUrl: string | undefined, model: string) => `${baseUrl ?? 'https://api.openai.com/v1'}|${model}`;

/** The context budget learned from an earlier refusal of this endpoint and model in this process, if any. */
export function learnedContextBudget(baseUrl: string | undefined, model: string): number | undefined {
  return learned.get(key(baseUrl, model));
}

export function rememberContextBudget(baseUrl: string | undefined, model: string, budget: number): void {
  const k = key(baseUrl, model);
  learned.set(k, Math.min(budget, learned.get(k) ?? Infinity));
}

/**
 * The budget to use after the endpoint refused a request as over `limit` tokens. Our count and the endpoint's differ
 * (framing, tool rendering), so stay a tenth below the smaller of its limit and what we thought we sent.
 */
export function budgetBelow(limit: number, current: number): number {
  return Math.floor(Math.min(limit, current) * 0.9);
}

/** "6 h 46 min", "3 min 20 s", "45 s". */
export function formatWait(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min${s % 60 ? ` ${s % 60} s` : ''}`;
  return `${s} s`;
}
