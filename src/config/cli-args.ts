/** `agent-fix run` flags and environment → RunConfig. Flags win over the environment; every problem exits 2. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RunConfigSchema, formatZodError, type RunConfig } from './schema.js';
import { chooseModelKey } from '../model/endpoint.js';
import { ConfigError } from '../errors.js';
import { CLI_SETTINGS, camelName, inputParser } from './settings.js';
import { deflakeTask } from '../verify/deflake.js';

/** Flags of `agent-fix run` that are not Action inputs (the local folder, the issue, output form). */
const CLI_ONLY_OPTIONS = {
  repo: { type: 'string' },
  'task-file': { type: 'string' },
  trajectory: { type: 'string' },
  json: { type: 'boolean' },
  issue: { type: 'string' },
  'open-pr': { type: 'boolean' },
  'allow-dirty': { type: 'boolean' },
  pr: { type: 'string' },
  deflake: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Every `agent-fix run` flag: the settings table's flags (settings.ts) plus the CLI's own. */
export const RUN_OPTIONS: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
  ...CLI_ONLY_OPTIONS,
  ...Object.fromEntries(
    CLI_SETTINGS.map((s) => [
      s.flag.slice(2),
      { type: s.kind === 'boolean' ? ('boolean' as const) : ('string' as const) },
    ]),
  ),
};

/**
 * Config keys → the flag a user would change, for RunConfigSchema's errors (RunConfig keys are the input names in
 * camelCase); the setting flags' values were already checked by their parsers (`settingFlags`).
 */
const FLAG_NAMES: Record<string, string> = {
  repo: '--repo',
  ...Object.fromEntries(CLI_SETTINGS.map((s) => [camelName(s.name), s.flag])),
  baseUrl: '--base-url (or OPENAI_BASE_URL)',
};

/** Settings whose flags the loop in parseRunArgs reads; the task and the endpoint have their own rules there. */
const PLAIN_CLI_SETTINGS = CLI_SETTINGS.filter((s) => !['task', 'model', 'base-url'].includes(s.name));

/** `--issue`: the GitHub issue that is the task, and how to reach GitHub (`config.task` is filled in from it). */
export interface IssueFlags {
  owner: string;
  repo: string;
  number: number;
  /** Push `agent-fix/issue-N` to origin and open the PR when the run is resolved. */
  openPr: boolean;
  /** GITHUB_TOKEN: REST calls and, for origins on `serverUrl`, the push (its use as a model key is modelEndpoint's rule). */
  token: string;
  /** GITHUB_API_URL, default https://api.github.com. */
  apiUrl: string;
  /** GITHUB_SERVER_URL, else derived from the API URL: git sends the token only to URLs under it. */
  serverUrl: string;
}

export interface RunFlags {
  config: RunConfig;
  /** Settings (input names) given as flags: a rules file fills only the others, as the Action's inputs win. */
  explicit: Set<string>;
  json: boolean;
  help: boolean;
  issue?: IssueFlags;
  /** `--pr N`: work on PR N's head, fetched from origin's `refs/pull/N/head` (a fork's PR too). */
  pr?: number;
}

/**
 * What each step of `agent-fix run` reads, split once at the top as the Action splits its inputs
 * (config/action-inputs.ts `inputSlices`): the engine's settings with the names the flags set (a rules file fills only
 * the others), the issue that is the task (the CLI's trigger; with `--open-pr` also where the fix goes), and how the
 * result is printed.
 */
export interface RunSlices {
  engine: RunConfig;
  explicit: ReadonlySet<string>;
  issue?: IssueFlags;
  /** `--pr N`: the PR whose head the run works on. */
  pr?: number;
  output: { json: boolean };
}

/** The parsed flags split into the slice each step reads. */
export function runSlices(flags: RunFlags): RunSlices {
  return {
    engine: flags.config,
    explicit: flags.explicit,
    ...(flags.issue ? { issue: flags.issue } : {}),
    ...(flags.pr ? { pr: flags.pr } : {}),
    output: { json: flags.json },
  };
}

const ISSUE_FORMS = 'OWNER/REPO#N or https://github.com/OWNER/REPO/issues/N';

/** `acme/calc#7` or an issue URL (github.com or a GitHub Enterprise host). */
export function parseIssueRef(value: string): { owner: string; repo: string; number: number } {
  const text = value.trim();
  const m =
    /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})#(\d+)$/.exec(text) ??
    /^https?:\/\/[^/\s]+\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})\/issues\/(\d+)\/?(?:[?#]\S*)?$/.exec(
      text,
    );
  const number = m ? Number(m[3]) : 0;
  if (!m || !Number.isSafeInteger(number) || number < 1) {
    throw new ConfigError(`--issue must be ${ISSUE_FORMS}, got "${value}"`);
  }
  return { owner: m[1]!, repo: m[2]!, number };
}

/** https://api.github.com → https://github.com; https://HOST/api/v3 (GitHub Enterprise Server) → https://HOST. */
export function serverUrlFor(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (url.hostname === 'api.github.com') return 'https://github.com';
  if (url.hostname.startsWith('api.') && url.hostname.endsWith('.ghe.com'))
    return `${url.protocol}//${url.hostname.slice(4)}`;
  return `${url.origin}${url.pathname.replace(/\/api\/v3\/?$/, '').replace(/\/+$/, '')}`;
}

function issueFlags(value: string, openPr: boolean, env: NodeJS.ProcessEnv): IssueFlags {
  const ref = parseIssueRef(value);
  const token = env.GITHUB_TOKEN?.trim();
  if (!token) {
    throw new ConfigError(
      `--issue reads ${ref.owner}/${ref.repo}#${ref.number} through GitHub's API and needs a token: set GITHUB_TOKEN ` +
        `(a token that can read the repository's issues${openPr ? '; --open-pr also needs push access and pull-request write' : ''})`,
    );
  }
  const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  if (!URL.canParse(apiUrl))
    throw new ConfigError(`GITHUB_API_URL must be a URL such as https://api.github.com, got "${apiUrl}"`);
  const serverUrl = (env.GITHUB_SERVER_URL || serverUrlFor(apiUrl)).replace(/\/+$/, '');
  return { ...ref, openPr, token, apiUrl, serverUrl };
}

/** A flag given with a value that is not blank (or a switch): as the Action's explicit inputs, it beats the rules file. */
const given = (value: string | boolean | undefined) => value !== undefined && String(value).trim() !== '';

/**
 * The setting flags' values, each read by its Action input's parser (settings.ts `inputParser`: the row's `parse`,
 * then its default), so `--max-turns 0` and `max-turns: 0` are refused by one rule in the same words; the message
 * names the flag. A switch reads as `true`; a blank value as the input left empty. Every problem is listed.
 */
function settingFlags(values: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const { name, flag } of PLAIN_CLI_SETTINGS) {
    const value = values[flag.slice(2)];
    if (value === undefined) continue;
    const parsed = inputParser(name).safeParse(String(value));
    if (parsed.success) settings[camelName(name)] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => `${flag}: ${issue.message}`));
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return settings;
}

/**
 * Which endpoint and key the CLI uses. With OPENAI_API_KEY: that key, at the given base URL or OpenAI. Without it but
 * with GITHUB_TOKEN: GitHub Models (the zero-secret default, as in the Action), under the token rule
 * (model/endpoint.ts): another base URL without OPENAI_API_KEY is an error here, before any request.
 */
export function modelEndpoint(model: string | undefined, baseUrl: string | undefined, env: NodeJS.ProcessEnv) {
  const offline = model !== undefined && (model.startsWith('replay:') || model === 'oracle');
  const key = chooseModelKey(
    { apiKey: env.OPENAI_API_KEY || undefined, githubToken: offline ? undefined : env.GITHUB_TOKEN, baseUrl, model },
    env,
  );
  if ('refusedUrl' in key) {
    throw new ConfigError(
      `OPENAI_API_KEY is not set and --base-url / OPENAI_BASE_URL points at ${key.refusedUrl}, which is not GitHub Models; agent-fix ` +
        'sends GITHUB_TOKEN to GitHub Models only. Set OPENAI_API_KEY (the api-key) for that endpoint, or drop the base URL to use GitHub Models',
    );
  }
  return key;
}

/**
 * The edit distance between two words (insertions, deletions, substitutions, and two neighbours swapped: `--taks` is
 * one typing slip from `--task`, not two).
 */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        next[j] = Math.min(next[j]!, before[j - 2]! + 1);
    }
    before = row;
    row = next;
  }
  return row[b.length]!;
}

/**
 * parseArgs' error for an unknown option, with the option most likely meant and where the help is: "Unknown option
 * '--taks'. Did you mean --task? See agent-fix run --help". Other parse errors keep their own words.
 */
export function optionError(
  err: unknown,
  known: readonly string[],
  help: string,
  special?: (name: string) => string | undefined,
): string {
  const message = (err as Error).message;
  const unknown = /^Unknown option '--?([^']+)'/.exec(message)?.[1];
  if (unknown === undefined) return `${message.replace(/\.$/, '')}. See ${help}`;
  const near = closest(unknown, known);
  const hint = special?.(unknown) ?? (near ? `Did you mean --${near}? ` : '');
  return `Unknown option '${unknown.length === 1 ? '-' : '--'}${unknown}'. ${hint}See ${help}`;
}

/** The known word a mistyped one most likely meant (a few edits away, or one that starts the same), if any. */
export function closest(word: string, known: readonly string[]): string | undefined {
  const ranked = known
    .map((k) => ({ k, d: distance(word.toLowerCase(), k) }))
    .filter(({ k, d }) => d <= Math.max(1, Math.floor(k.length / 3)) || (word.length >= 3 && k.startsWith(word)))
    .sort((x, y) => x.d - y.d);
  return ranked[0]?.k;
}

/**
 * Asked for more detail: what exists instead. Progress already goes to stderr (turn, tool, result, tokens), and the
 * trajectory has every message; a second level of stderr output would only repeat the trajectory.
 */
const VERBOSE_HINT =
  'there is no --verbose: progress is always on stderr (each turn, tool, result and tokens so far); ' +
  '--trajectory FILE records every message and tool result in full; agent-fix -v prints the version';

/** `--deflake TEST`: the test, trimmed; an empty one, or one beside `--issue` (which brings its own task), refused. */
function deflakeArg(given: string | undefined, issue: boolean): string | undefined {
  const deflake = given?.trim();
  if (given !== undefined && !deflake)
    throw new ConfigError(
      '--deflake: give the test to make deterministic, as the runner names it (e.g. tests/test_x.py::test_y)',
    );
  if (deflake && issue) throw new ConfigError('give either --deflake or --issue: --deflake makes its own task');
  return deflake;
}

/** A bare `--network` (last, or before another flag) means `--network all`, as the boolean flag did. */
function bareNetworkIsAll(argv: string[]): string[] {
  return argv.map((arg, i) =>
    arg === '--network' && (i === argv.length - 1 || argv[i + 1]!.startsWith('--')) ? '--network=all' : arg,
  );
}

export function parseRunArgs(argv: string[], env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): RunFlags {
  let values: Record<string, string | boolean | undefined>;
  try {
    const args = bareNetworkIsAll(argv);
    ({ values } = parseArgs({ args, options: RUN_OPTIONS, strict: true, allowPositionals: false }) as {
      values: Record<string, string | boolean | undefined>;
    });
  } catch (err) {
    throw new ConfigError(
      optionError(err, Object.keys(RUN_OPTIONS), 'agent-fix run --help', (name) =>
        name === 'v' || name === 'verbose' ? `${VERBOSE_HINT}. ` : undefined,
      ),
    );
  }
  const str = (k: string) => values[k] as string | undefined;
  if (values.help) return { config: undefined as unknown as RunConfig, explicit: new Set(), json: false, help: true };

  if (str('task') !== undefined && str('task-file') !== undefined)
    throw new ConfigError('give either --task or --task-file, not both');
  if (values['open-pr'] && str('issue') === undefined)
    throw new ConfigError('--open-pr opens the PR for a GitHub issue: give --issue OWNER/REPO#N too');
  if (str('issue') !== undefined && (str('task') !== undefined || str('task-file') !== undefined)) {
    throw new ConfigError('give either --issue or --task/--task-file: with --issue the task is the issue');
  }
  const issue = str('issue') !== undefined ? issueFlags(str('issue')!, Boolean(values['open-pr']), env) : undefined;
  let task = str('task');
  if (str('task-file') !== undefined) {
    try {
      task = fs.readFileSync(path.resolve(cwd, str('task-file')!), 'utf8');
    } catch {
      throw new ConfigError(`cannot read --task-file ${str('task-file')}; give an existing file`);
    }
  }
  // With --issue the task is read from GitHub later (it needs the network); this stands in until then.
  if (issue) task = `GitHub issue ${issue.owner}/${issue.repo}#${issue.number}`;
  const pr = str('pr') !== undefined ? Number(str('pr')) : undefined;
  if (pr !== undefined && !(Number.isSafeInteger(pr) && pr >= 1))
    throw new ConfigError(`--pr: must be a pull request number, a whole number of at least 1 (got "${str('pr')}")`);
  if (pr && issue) throw new ConfigError('give either --pr or --issue: --pr works on a PR head, --issue on an issue');
  const deflake = deflakeArg(str('deflake'), Boolean(issue));
  if (deflake) task ??= deflakeTask(deflake);
  task ??= pr
    ? `Make the test command pass on the head of pull request #${pr} by fixing the code under test; do not weaken, skip or delete tests.`
    : undefined;
  if (task === undefined) throw new ConfigError('no task: give --task TEXT, --task-file FILE or --issue OWNER/REPO#N');

  const repo = path.resolve(cwd, str('repo') ?? '.');
  if (fs.statSync(repo, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw new ConfigError(
      `--repo ${str('repo') ?? '.'} is a file, not a folder; give --repo the folder of the repository (or a folder in it)`,
    );
  }
  const raw = {
    repo,
    task,
    ...modelEndpoint(
      str('model') ?? (env.AGENT_MODEL || undefined),
      str('base-url') ?? (env.OPENAI_BASE_URL || undefined),
      env,
    ),
    trajectoryPath: str('trajectory') ? path.resolve(cwd, str('trajectory')!) : undefined,
    // The CLI runs in the user's own checkout: their uncommitted work is never mixed into the agent's.
    dirtyTree: values['allow-dirty'] ? 'keep-apart' : 'refuse',
    deflake,
    ...settingFlags(values),
  };
  const parsed = RunConfigSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
  if (!parsed.success) throw new ConfigError(formatZodError(parsed.error, FLAG_NAMES));
  const explicit = new Set(CLI_SETTINGS.filter((s) => given(values[s.flag.slice(2)])).map((s) => s.name as string));
  if (!str('model') && env.AGENT_MODEL) explicit.add('model');
  return {
    config: parsed.data,
    explicit,
    json: Boolean(values.json),
    help: false,
    ...(issue ? { issue } : {}),
    ...(pr ? { pr } : {}),
  };
}
