/**
 * `agent-fix bench`: flags → runBench → a markdown table (or one JSON object with --json) on stdout, a progress bar on
 * stderr. Exit 0 when every run resolved, 1 when any did not, 2 for a usage or configuration problem.
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/errors.js';
import { DEFAULTS, SandboxMode } from '../config/schema.js';
import { runBench } from './harness.js';
import { oracleVariant } from './oracle.js';
import { ProgressBar } from './progress.js';
import { renderMarkdown, toJson } from './report.js';
import { loadSuite } from './suite.js';

export const BENCH_HELP = `agent-fix bench: run the agent on a suite of small tasks and compare models by resolve rate, turns, tokens, cost and time.

Usage:
  agent-fix bench [--model M ...] [--tasks GLOB] [--runs K] [--concurrency N] [--json]

Options:
  --model M            model to bench; repeat (or comma-separate) to compare several (default: $AGENT_MODEL, else ${DEFAULTS.model}).
                       "oracle" plays each task's reference solution through the real tools (no key, no network)
  --tasks GLOB         task ids to run, comma-separated globs such as "py-*,js-range-*" (default: all)
  --runs K             runs of each task per model (default 1)
  --concurrency N      runs at once (default: min(4, CPUs))
  --json               print the whole report as one JSON object instead of the table
  --max-turns N        model turns per run (default ${DEFAULTS.maxTurns})
  --max-cost USD       stop a run when it has cost this much
  --base-url URL       OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else OpenAI)
  --sandbox MODE       auto | bwrap | none (default auto)
  --tool-protocol MODE auto | native | json, as for agent-fix run (json: for endpoints without tool calling)
  --tasks-dir DIR      a task suite other than the bundled bench/tasks
  --trajectory-dir DIR write every run's trajectory there as JSONL
  --list               list the tasks and exit
  --verbose            print the engine's progress lines on stderr

A run counts as resolved only when the engine's own final test run passed AND the task's hidden tests (which the
agent never sees) pass AND no protected file changed.
`;

const OPTIONS = {
  model: { type: 'string', multiple: true },
  tasks: { type: 'string' },
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

export interface BenchIO {
  stdout: { write(text: string): boolean };
  stderr: { write(text: string): boolean; isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
}

export async function benchCommand(
  argv: string[],
  io: BenchIO = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new ConfigError(`${(err as Error).message}. See agent-fix bench --help`);
  }
  if (values.help) {
    io.stdout.write(BENCH_HELP);
    return 0;
  }
  if (values.list) {
    for (const t of loadSuite({ dir: values['tasks-dir'], filter: values.tasks })) io.stdout.write(`${t.id}\t${t.tags.join(',')}\n`);
    return 0;
  }
  const models = (values.model ?? [io.env.AGENT_MODEL || DEFAULTS.model]).flatMap((m) => m.split(',')).map((m) => m.trim()).filter(Boolean);
  if (models.length === 0) throw new ConfigError('--model is empty; name a model such as gpt-4.1, or oracle');
  const apiKey = io.env.OPENAI_API_KEY || undefined;
  const needsKey = models.filter((m) => !oracleVariant(m) && !m.startsWith('replay:'));
  if (needsKey.length && !apiKey) {
    throw new ConfigError(`no API key for ${needsKey.join(', ')}: set OPENAI_API_KEY (and OPENAI_BASE_URL for another endpoint), or use --model oracle`);
  }
  if (values.sandbox !== undefined && !SandboxMode.safeParse(values.sandbox).success) {
    throw new ConfigError(`--sandbox must be auto, bwrap or none, got "${values.sandbox}"`);
  }
  const toolProtocol = values['tool-protocol'];
  if (toolProtocol !== undefined && !['auto', 'native', 'json'].includes(toolProtocol)) {
    throw new ConfigError(`--tool-protocol must be auto, native or json, got "${toolProtocol}"`);
  }
  const runs = positive('--runs', values.runs, true) ?? 1;
  const concurrency = positive('--concurrency', values.concurrency, true);
  const maxTurns = positive('--max-turns', values['max-turns'], true);
  const maxCostUsd = positive('--max-cost', values['max-cost'], false);
  const baseUrl = values['base-url'] ?? (io.env.OPENAI_BASE_URL || undefined);

  // Loading first makes a bad --tasks fail before the bar is drawn.
  const total = loadSuite({ dir: values['tasks-dir'], filter: values.tasks }).length * models.length * runs;
  const bar = new ProgressBar(total, io.stderr);
  const report = await runBench({
    models,
    tasks: values.tasks,
    tasksDir: values['tasks-dir'],
    runs,
    concurrency,
    trajectoryDir: values['trajectory-dir'],
    engine: {
      ...(apiKey ? { apiKey } : {}),
      ...(baseUrl ? { baseUrl } : {}),
      ...(maxTurns ? { maxTurns } : {}),
      ...(maxCostUsd ? { maxCostUsd } : {}),
      ...(values.sandbox ? { sandbox: values.sandbox as 'auto' | 'bwrap' | 'none' } : {}),
      ...(toolProtocol ? { toolProtocol: toolProtocol as 'auto' | 'native' | 'json' } : {}),
    },
    onProgress: ({ run }) => bar.tick(`${run.task} · ${run.model} · ${run.resolved ? 'resolved' : 'unresolved'}`),
    ...(values.verbose ? { onEngineLine: (line: string) => io.stderr.write(`${line}\n`) } : {}),
  });
  io.stdout.write(values.json ? `${toJson(report)}\n` : renderMarkdown(report));
  return report.runs.every((r) => r.resolved) ? 0 : 1;
}
