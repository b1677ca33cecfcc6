/**
 * `agent-fix bench`: flags → runBench → a markdown table (or one JSON object with --json) on stdout, a progress bar on
 * stderr. Exit 0 when every run resolved, 1 when any did not, 2 for a usage or configuration problem.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { modelEndpoint, optionError } from '../config/cli-args.js';
import { endpointProfile, type EndpointProfile } from '../model/endpoint.js';
import { ConfigError } from '../errors.js';
import { DEFAULTS, SandboxMode } from '../config/schema.js';
import { SETTINGS } from '../config/settings.js';
import { runBench, type BenchProgress } from './harness.js';
import { DEFAULT_GIT_URL_TEMPLATE, runInstanceBench } from './instance-harness.js';
import { loadInstances, type BenchInstance } from './instances.js';
import { oracleVariant } from './oracle.js';
import { ProgressBar } from './progress.js';
import { renderMarkdown, toJson } from './report.js';
import { loadSuite } from './suite.js';

export const BENCH_HELP = `agent-fix bench: run the agent on a suite of small tasks and compare models by resolve rate, turns, tokens, cost and time.

Usage:
  agent-fix bench [--model M ...] [--tasks GLOB | --instances FILE.jsonl] [--runs K] [--concurrency N] [--json]

Options:
  --model M            model to bench; repeat (or comma-separate) to compare several (default: $AGENT_MODEL, else ${DEFAULTS.model}).
                       "oracle" plays each task's reference solution through the real tools (no key, no network)
  --tasks GLOB         task ids to run, comma-separated globs such as "py-*,js-range-*" (default: all)
  --instances FILE     run SWE-bench instances instead: JSONL in SWE-bench's format (instance_id, repo, base_commit,
                       patch, test_patch, FAIL_TO_PASS, PASS_TO_PASS; optional problem_statement, setup_command,
                       test_command), judged by each instance's own FAIL_TO_PASS and PASS_TO_PASS lists.
                       "oracle" applies the gold patch; "oracle:early" changes nothing
  --git-url-template T where --instances repositories are cloned from; {repo} is owner/name
                       (default https://github.com/{repo}.git; mirrors: 'file:///mirrors/{repo}.git')
  --test-command CMD   with --instances: the test command of instances without test_command (before the built-in
                       table of SWE-bench Multilingual's JS/TS/Go repositories); {test_files} and {test_packages}
                       are the test_patch's test files and Go packages
  --setup-command CMD  with --instances: the same for setup_command (dependencies; runs with the network on)
  --runs K             runs of each task per model (default 1)
  --concurrency N      runs at once (default: min(4, CPUs); on GitHub Models at most 2, its limit)
  --json               print the whole report as one JSON object instead of the table
  --max-turns N        model turns per run (default ${SETTINGS['max-turns'].default})
  --max-cost USD       stop a run when it has cost this much
  --base-url URL       OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else OpenAI; GitHub Models with
                       $GITHUB_TOKEN when OPENAI_API_KEY is unset)
  --sandbox MODE       auto | bwrap | none (default auto)
  --tool-protocol MODE auto | native | json, as for agent-fix run (json: for endpoints without tool calling)
  --tasks-dir DIR      a task suite other than the bundled bench/tasks
  --trajectory-dir DIR write every run's trajectory there as JSONL
  --list               list the tasks (or the instances with their commands) and exit
  --verbose            print the engine's progress lines on stderr

A task run counts as resolved only when the engine's own final test run passed AND the task's hidden tests (which the
agent never sees) pass AND no protected file changed. An instance run counts as resolved, as in SWE-bench, when every
FAIL_TO_PASS and PASS_TO_PASS test passes after the agent (tests in neither list are ignored).
`;

const OPTIONS = {
  model: { type: 'string', multiple: true },
  tasks: { type: 'string' },
  instances: { type: 'string' },
  'git-url-template': { type: 'string' },
  'test-command': { type: 'string' },
  'setup-command': { type: 'string' },
  runs: { type: 'string' },
  concurrency: { type: 'string' },
  json: { type: 'boolean' },
  'max-turns': { type: 'string' },
  'max-cost': { type: 'string' },
  'base-url': { type: 'string' },
  sandbox: { type: 'string' },
  'tool-protocol': { type: 'string' },
  'tasks-dir': { type: 'string' },
  'trajectory-dir': { type: 'string' },
  list: { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function positive(flag: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new ConfigError(`${flag} must be a positive ${integer ? 'whole ' : ''}number, got "${value}"`);
  }
  return n;
}

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>['values'];

/** The bundled (or --tasks-dir) suite, or the SWE-bench instances of --instances, checked before anything runs. */
function benchSource(values: Values): { instances?: BenchInstance[]; gitUrlTemplate?: string } {
  const instanceFlags = ['git-url-template', 'test-command', 'setup-command'] as const;
  if (!values.instances) {
    const stray = instanceFlags.find((f) => values[f] !== undefined);
    if (stray) throw new ConfigError(`--${stray} applies to --instances only; give --instances FILE.jsonl`);
    return {};
  }
  if (values.tasks !== undefined || values['tasks-dir'] !== undefined) {
    throw new ConfigError(
      '--instances runs the SWE-bench instances of its file; --tasks and --tasks-dir select bundled tasks: give one or the other (select instances by filtering the JSONL, e.g. with jq)',
    );
  }
  const template = values['git-url-template'] ?? DEFAULT_GIT_URL_TEMPLATE;
  if (!/\{(repo|name)\}/.test(template)) {
    throw new ConfigError(`--git-url-template must contain {repo} (owner/name), got "${template}"`);
  }
  const instances = loadInstances(values.instances, {
    ...(values['test-command'] ? { testCommand: values['test-command'] } : {}),
    ...(values['setup-command'] ? { setupCommand: values['setup-command'] } : {}),
  });
  return { instances, gitUrlTemplate: template };
}

/** Instances know two oracles (the gold patch, and no change); a model needs the issue text. */
function checkInstanceModels(models: string[], instances: BenchInstance[]): void {
  for (const m of models) {
    const variant = oracleVariant(m);
    if (variant && variant !== 'solve' && variant !== 'early') {
      throw new ConfigError(
        `--model ${m} needs a bench task's scripted edits; with --instances use oracle (the gold patch) or oracle:early (no change)`,
      );
    }
  }
  if (models.every((m) => oracleVariant(m))) return;
  const bare = instances.find((i) => !i.problem_statement?.trim());
  if (bare) {
    throw new ConfigError(
      `${bare.source}: problem_statement is missing, and the model needs the issue text; add it to the line (SWE-bench's datasets carry it) or use --model oracle`,
    );
  }
}

export interface BenchIO {
  stdout: { write(text: string): boolean };
  stderr: { write(text: string): boolean; isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
}

function parseBenchArgs(argv: string[]): Values {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new ConfigError(optionError(err, Object.keys(OPTIONS), 'agent-fix bench --help'));
  }
}

/** --list: the instances with their commands, or the suite's tasks with their tags. */
function listBench(source: ReturnType<typeof benchSource>, values: Values, io: BenchIO): void {
  if (source.instances) {
    for (const i of source.instances) io.stdout.write(`${i.instance_id}\t${i.repo}\t${i.testCommand}\n`);
  } else {
    for (const t of loadSuite({ dir: values['tasks-dir'], filter: values.tasks }))
      io.stdout.write(`${t.id}\t${t.tags.join(',')}\n`);
  }
}

/**
 * The models to bench (--model, repeatable or comma-separated; else $AGENT_MODEL; else the endpoint's default), the
 * endpoint they run on, and those of them that need an API key (all but the oracles and replays).
 */
function benchModels(values: Values, env: NodeJS.ProcessEnv) {
  const given = (values.model ?? (env.AGENT_MODEL ? [env.AGENT_MODEL] : []))
    .flatMap((m) => m.split(','))
    .map((m) => m.trim())
    .filter(Boolean);
  if (values.model && given.length === 0)
    throw new ConfigError('--model is empty; name a model such as gpt-4.1, or oracle');
  const offline = given.length > 0 && given.every((m) => oracleVariant(m) || m.startsWith('replay:'));
  // Same rule as agent-fix run: OPENAI_API_KEY, else GitHub Models with GITHUB_TOKEN (and the token nowhere else).
  const endpoint = offline
    ? {
        model: undefined,
        baseUrl: values['base-url'] ?? (env.OPENAI_BASE_URL || undefined),
        apiKey: env.OPENAI_API_KEY || undefined,
      }
    : modelEndpoint(undefined, values['base-url'] ?? (env.OPENAI_BASE_URL || undefined), env);
  const models = given.length ? given : [endpoint.model ?? DEFAULTS.model];
  const needsKey = models.filter((m) => !oracleVariant(m) && !m.startsWith('replay:'));
  if (needsKey.length && !endpoint.apiKey) {
    throw new ConfigError(
      `no API key for ${needsKey.join(', ')}: set OPENAI_API_KEY (and OPENAI_BASE_URL for another endpoint), or GITHUB_TOKEN for GitHub Models, or use --model oracle`,
    );
  }
  return { models, needsKey, endpoint };
}

/** --sandbox and --tool-protocol name modes that exist. */
function checkModes(values: Values): void {
  if (values.sandbox !== undefined && !SandboxMode.safeParse(values.sandbox).success) {
    throw new ConfigError(`--sandbox must be auto, bwrap or none, got "${values.sandbox}"`);
  }
  const toolProtocol = values['tool-protocol'];
  if (toolProtocol !== undefined && !['auto', 'native', 'json'].includes(toolProtocol)) {
    throw new ConfigError(`--tool-protocol must be auto, native or json, got "${toolProtocol}"`);
  }
}

/** Runs at once: --concurrency, else no more than the endpoint allows (more only turn into 429s). */
function runsAtOnce(concurrency: number | undefined, profile: EndpointProfile | undefined): number | undefined {
  return (
    concurrency ??
    (profile?.concurrency !== undefined
      ? Math.min(profile.concurrency, Math.min(4, os.availableParallelism()))
      : undefined)
  );
}

/** Warns on stderr when the bench may make more requests than the endpoint allows in a day. */
function warnDailyLimit(
  profile: EndpointProfile | undefined,
  plan: { taskCount: number; runs: number; maxTurns: number | undefined; keyedModels: number },
  io: BenchIO,
): void {
  if (profile?.requestsPerDay === undefined) return;
  const { taskCount, runs, maxTurns, keyedModels } = plan;
  const planned = taskCount * keyedModels * runs * (maxTurns ?? SETTINGS['max-turns'].default);
  if (planned <= profile.requestsPerDay) return;
  io.stderr.write(
    `warning: this bench may make up to ${planned} requests (${taskCount} tasks × ${runs} run(s) × ${maxTurns ?? SETTINGS['max-turns'].default} max turns` +
      `${keyedModels > 1 ? ` × ${keyedModels} models` : ''}), more than ${profile.label} allows in a day (${profile.requestsPerDay} for ` +
      `openai/gpt-4.1 on Free and Pro; 100 on Business, 150 on Enterprise). Runs after the daily limit stop unresolved. ` +
      'Plan fewer with --tasks, --runs or --max-turns.\n',
  );
}

/** The engine settings every run shares: only those given. */
function engineOptions(
  endpoint: ReturnType<typeof benchModels>['endpoint'],
  values: Values,
  limits: { maxTurns: number | undefined; maxCostUsd: number | undefined },
) {
  const { apiKey, baseUrl } = endpoint;
  const { maxTurns, maxCostUsd } = limits;
  const toolProtocol = values['tool-protocol'];
  return {
    ...(apiKey ? { apiKey } : {}),
    ...('apiKeySource' in endpoint && endpoint.apiKeySource ? { apiKeySource: endpoint.apiKeySource } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(maxTurns ? { maxTurns } : {}),
    ...(maxCostUsd ? { maxCostUsd } : {}),
    ...(values.sandbox ? { sandbox: values.sandbox as 'auto' | 'bwrap' | 'none' } : {}),
    ...(toolProtocol ? { toolProtocol: toolProtocol as 'auto' | 'native' | 'json' } : {}),
  };
}

export async function benchCommand(
  argv: string[],
  io: BenchIO = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
  const values = parseBenchArgs(argv);
  if (values.help) {
    io.stdout.write(BENCH_HELP);
    return 0;
  }
  const source = benchSource(values);
  if (values.list) {
    listBench(source, values, io);
    return 0;
  }
  const { models, needsKey, endpoint } = benchModels(values, io.env);
  checkModes(values);
  const runs = positive('--runs', values.runs, true) ?? 1;
  const concurrency = positive('--concurrency', values.concurrency, true);
  const maxTurns = positive('--max-turns', values['max-turns'], true);
  const maxCostUsd = positive('--max-cost', values['max-cost'], false);

  if (source.instances) checkInstanceModels(models, source.instances);
  // Loading first makes a bad --tasks fail before the bar is drawn.
  const taskCount = source.instances?.length ?? loadSuite({ dir: values['tasks-dir'], filter: values.tasks }).length;
  const profile = needsKey.length ? endpointProfile(endpoint.baseUrl, io.env) : undefined;
  warnDailyLimit(profile, { taskCount, runs, maxTurns, keyedModels: needsKey.length }, io);
  const bar = new ProgressBar(taskCount * models.length * runs, io.stderr);
  const common = {
    models,
    runs,
    concurrency: runsAtOnce(concurrency, profile),
    trajectoryDir: values['trajectory-dir'],
    engine: engineOptions(endpoint, values, { maxTurns, maxCostUsd }),
    onProgress: ({ run }: BenchProgress) =>
      bar.tick(`${run.task} · ${run.model} · ${run.resolved ? 'resolved' : 'unresolved'}`),
    ...(values.verbose ? { onEngineLine: (line: string) => io.stderr.write(`${line}\n`) } : {}),
  };
  const report = source.instances
    ? await runInstanceBench({ ...common, instances: source.instances, gitUrlTemplate: source.gitUrlTemplate })
    : await runBench({ ...common, tasks: values.tasks, tasksDir: values['tasks-dir'] });
  io.stdout.write(values.json ? `${toJson(report)}\n` : renderMarkdown(report));
  return report.runs.every((r) => r.resolved) ? 0 : 1;
}
