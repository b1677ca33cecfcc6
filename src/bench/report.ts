/**
 * The bench report: per-run records in, per-task rows and per-model totals out, as markdown or JSON. Pure over data,
 * so every figure in a table traces back to a run record, never to a constant.
 */
import type { Usage } from '../model/types.js';
import type { HiddenVerdict } from './validate.js';

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
  /** Null when the engine crashed before there was anything to judge. */
  hidden: HiddenVerdict | null;
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

/** The markdown report: per task and model (runs aggregated), then the totals per model. */
export function renderMarkdown(report: BenchReport): string {
  const out: string[] = [];
  const many = report.runsPerTask > 1;
  out.push(
    `## agent-fix bench: ${report.tasks.length} tasks × ${report.models.length} model(s) × ${report.runsPerTask} run(s)`,
  );
  out.push('');
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
    `Wall time of the whole bench: ${secs(report.durationMs)} (concurrency ${report.concurrency}). Resolved means the engine's own final test run passed AND the hidden fail-to-pass and pass-to-pass tests passed, with no protected file changed.`,
  );
  return `${out.join('\n')}\n`;
}

/** The report as one JSON value (the `--json` output). */
export function toJson(report: BenchReport): string {
  return JSON.stringify(report);
}
