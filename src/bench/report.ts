/**
 * The bench report: per-run records in, per-task rows and per-model totals out, as markdown or JSON. Pure over data,
 * so every figure in a table traces back to a run record, never to a constant.
 */
import type { Usage } from '../model/types.js';
import type { HiddenVerdict } from './validate.js';
import type { ListsVerdict } from './instance-judge.js';

/** A SWE-bench instance's verdict: its own lists, read from one run of its test command after the agent. */
export interface InstanceLists extends ListsVerdict {
  command: string;
  exitCode: number | null;
  timedOut: boolean;
  /** Which parser read the output (src/verify). */
  runner: string;
  /** Files of the instance's test_patch the run changed; restored before the judging run. */
  testFilesChanged: string[];
  /** The tail of the judging run's output. */
  output: string;
}

export interface BenchRun {
  task: string;
  model: string;
  /** 1-based repetition number. */
  run: number;
  /** The verdict: the engine said resolved, the hidden suites passed, no protected path changed. */
  resolved: boolean;
  /** The engine's own status; `crashed` when the engine threw instead of returning. */
  engineStatus: 'resolved' | 'unresolved' | 'error' | 'crashed';
  /** Why the run is not resolved. */
  reason?: string;
  /** Null when the engine crashed before there was anything to judge, and for SWE-bench instances (see `lists`). */
  hidden: HiddenVerdict | null;
  /** SWE-bench instances (--instances): the verdict by the instance's FAIL_TO_PASS and PASS_TO_PASS. */
  lists?: InstanceLists;
  protectedChanged: string[];
  turns: number;
  usage: Usage;
  /** Null when the model's price is unknown. */
  costUsd: number | null;
  wallMs: number;
  toolErrors: number;
  changedFiles: string[];
}

export interface ModelTotals {
  model: string;
  runs: number;
  resolved: number;
  /** resolved / runs, 0..1. */
  resolveRate: number;
  medianTurns: number;
  promptTokens: number;
  completionTokens: number;
  cachedTokens: number;
  /** Sum over runs with a known cost; null when none is known. */
  costUsd: number | null;
  /** costUsd / resolved; null with no resolved run or no known cost. */
  costPerResolved: number | null;
  medianWallMs: number;
  toolErrors: number;
  /** Runs where the engine returned `error` or crashed. */
  errors: number;
}

export interface BenchReport {
  /** `tasks`: the bundled suite (or --tasks-dir); `instances`: a SWE-bench instance file. Absent: tasks. */
  kind?: 'tasks' | 'instances';
  startedAt: string;
  durationMs: number;
  runsPerTask: number;
  concurrency: number;
  tasks: string[];
  models: string[];
  runs: BenchRun[];
  totals: ModelTotals[];
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function knownCost(runs: BenchRun[]): number | null {
  const known = runs.map((r) => r.costUsd).filter((c): c is number => c !== null);
  return known.length ? sum(known) : null;
}

export function totalsFor(model: string, runs: BenchRun[]): ModelTotals {
  const mine = runs.filter((r) => r.model === model);
  const resolved = mine.filter((r) => r.resolved).length;
  const costUsd = knownCost(mine);
  return {
    model,
    runs: mine.length,
    resolved,
    resolveRate: mine.length ? resolved / mine.length : 0,
    medianTurns: median(mine.map((r) => r.turns)),
    promptTokens: sum(mine.map((r) => r.usage.prompt_tokens)),
    completionTokens: sum(mine.map((r) => r.usage.completion_tokens)),
    cachedTokens: sum(mine.map((r) => r.usage.cached_tokens)),
    costUsd,
    costPerResolved: costUsd !== null && resolved > 0 ? costUsd / resolved : null,
    medianWallMs: median(mine.map((r) => r.wallMs)),
    toolErrors: sum(mine.map((r) => r.toolErrors)),
    errors: mine.filter((r) => r.engineStatus === 'error' || r.engineStatus === 'crashed').length,
  };
}

export function buildReport(input: Omit<BenchReport, 'totals'>): BenchReport {
  return { ...input, totals: input.models.map((m) => totalsFor(m, input.runs)) };
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const usd = (n: number | null) =>
  n === null ? 'n/a' : n === 0 ? '$0' : n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** Why a SWE-bench instance run is not resolved, from its lists (the engine's own status is reported apart). */
export function listsReason(lists: InstanceLists): string {
  const parts: string[] = [];
  for (const [name, r] of [
    ['FAIL_TO_PASS', lists.failToPass],
    ['PASS_TO_PASS', lists.passToPass],
  ] as const) {
    if (r.notPassed.length === 0) continue;
    const shown = r.notPassed
      .slice(0, 3)
      .map((n) => `${n.id} (${n.status === 'fail' ? 'failed' : 'not run'})`)
      .join(', ');
    parts.push(
      `${name} ${r.passed}/${r.total}: ${shown}${r.notPassed.length > 3 ? `, +${r.notPassed.length - 3} more` : ''}`,
    );
  }
  if (lists.note) parts.push(lists.note);
  return parts.join('; ');
}

/** One row per instance, model and run: the instance's lists, then the engine's figures. */
function instanceRows(report: BenchReport): string[] {
  const out = [
    row([
      'instance',
      'model',
      'run',
      'resolved',
      'FAIL_TO_PASS',
      'PASS_TO_PASS',
      'engine',
      'turns',
      'prompt tok',
      'completion tok',
      'cost',
      'time',
      'why not resolved',
    ]),
    row(Array(13).fill('---')),
  ];
  for (const r of report.runs) {
    const why = r.resolved ? '' : (r.reason ?? 'unresolved');
    out.push(
      row([
        cell(r.task),
        cell(r.model),
        String(r.run),
        r.resolved ? 'yes' : 'no',
        r.lists ? `${r.lists.failToPass.passed}/${r.lists.failToPass.total}` : 'n/a',
        r.lists ? `${r.lists.passToPass.passed}/${r.lists.passToPass.total}` : 'n/a',
        r.engineStatus,
        String(r.turns),
        int(r.usage.prompt_tokens),
        int(r.usage.completion_tokens),
        usd(r.costUsd),
        secs(r.wallMs),
        cell(why.length > 160 ? `${why.slice(0, 157)}…` : why),
      ]),
    );
  }
  return out;
}

/** One row per task and model (runs aggregated). */
function taskRows(report: BenchReport): string[] {
  const out: string[] = [];
  const many = report.runsPerTask > 1;
  out.push(
    row([
      'task',
      'model',
      'resolved',
      'turns',
      'prompt tok',
      'completion tok',
      'cached tok',
      'cost',
      'time',
      'tool errors',
      'why not resolved',
    ]),
  );
  out.push(row(Array(11).fill('---')));
  for (const task of report.tasks) {
    for (const model of report.models) {
      const runs = report.runs.filter((r) => r.task === task && r.model === model);
      if (runs.length === 0) continue;
      const resolved = runs.filter((r) => r.resolved).length;
      const mean = (f: (r: BenchRun) => number) => sum(runs.map(f)) / runs.length;
      const cost = knownCost(runs);
      const why = [...new Set(runs.filter((r) => !r.resolved).map((r) => r.reason ?? 'unresolved'))].join('; ');
      out.push(
        row([
          task,
          model,
          many ? `${resolved}/${runs.length}` : resolved ? 'yes' : 'no',
          String(median(runs.map((r) => r.turns))),
          int(mean((r) => r.usage.prompt_tokens)),
          int(mean((r) => r.usage.completion_tokens)),
          int(mean((r) => r.usage.cached_tokens)),
          usd(cost === null ? null : cost / runs.length),
          secs(median(runs.map((r) => r.wallMs))),
          String(sum(runs.map((r) => r.toolErrors))),
          cell(why.length > 120 ? `${why.slice(0, 117)}…` : why),
        ]),
      );
    }
  }
  if (many) out.push('', `Per row: median turns and time, mean tokens and cost per run.`);
  return out;
}

/** The markdown report: per task and model (runs aggregated), then the totals per model. */
export function renderMarkdown(report: BenchReport): string {
  const out: string[] = [];
  const instances = report.kind === 'instances';
  out.push(
    `## agent-fix bench: ${report.tasks.length} ${instances ? 'SWE-bench instances' : 'tasks'} × ${report.models.length} model(s) × ${report.runsPerTask} run(s)`,
  );
  out.push('');
  if (instances) out.push(...instanceRows(report));
  else out.push(...taskRows(report));
  out.push('');
  out.push('### Totals per model');
  out.push('');
  out.push(
    row([
      'model',
      'resolved',
      'resolve rate',
      'median turns',
      'prompt tok',
      'completion tok',
      'cached tok',
      'cost',
      'cost / resolved',
      'median time',
      'tool errors',
      'engine errors',
    ]),
  );
  out.push(row(Array(12).fill('---')));
  for (const t of report.totals) {
    out.push(
      row([
        t.model,
        `${t.resolved}/${t.runs}`,
        pct(t.resolveRate),
        String(t.medianTurns),
        int(t.promptTokens),
        int(t.completionTokens),
        int(t.cachedTokens),
        usd(t.costUsd),
        usd(t.costPerResolved),
        secs(t.medianWallMs),
        String(t.toolErrors),
        String(t.errors),
      ]),
    );
  }
  out.push('');
  out.push(
    `Wall time of the whole bench: ${secs(report.durationMs)} (concurrency ${report.concurrency}). ` +
      (instances
        ? "Resolved means, as in SWE-bench, that every test in the instance's FAIL_TO_PASS and PASS_TO_PASS passed in a run of its test command after the agent (the test_patch files restored first); tests in neither list are ignored, and the engine's own status is shown apart."
        : "Resolved means the engine's own final test run passed AND the hidden fail-to-pass and pass-to-pass tests passed, with no protected file changed."),
  );
  return `${out.join('\n')}\n`;
}

/** The report as one JSON value (the `--json` output). */
export function toJson(report: BenchReport): string {
  return JSON.stringify(report);
}
