/**
 * `runBench`: every (task, model, run) goes through the real engine on a fresh git copy of the task, then is judged
 * by the task's hidden tests. The engine is the same `runPipeline` the CLI runs; only the Model may be swapped in
 * (the oracle, or a test's fake), so the bench measures the agent users get.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractStatus, runPipeline, type RunResult } from '../pipeline/index.js';
import { RunConfigSchema, type RunConfigInput } from '../config/schema.js';
import { zeroUsage, type Model } from '../model/types.js';
import { loadSuite, type BenchTask } from './suite.js';
import { oracleModel, oracleVariant } from './oracle.js';
import { judge, prepareRepo, protectedChanges, protectedGlobs, runHidden, type HiddenVerdict } from './validate.js';
import { buildReport, type BenchReport, type BenchRun } from './report.js';
import { removeTree } from '../security/remove-tree.js';

/** Engine settings a bench may set for every run (the task decides the rest: test command, protected paths). */
export type BenchEngineOptions = Pick<
  RunConfigInput,
  | 'baseUrl'
  | 'apiKey'
  | 'apiKeySource'
  | 'maxTurns'
  | 'contextTokens'
  | 'maxCostUsd'
  | 'timeoutMinutes'
  | 'sandbox'
  | 'testTimeoutSec'
  | 'commandTimeoutSec'
  | 'toolProtocol'
>;

export interface BenchProgress {
  /** Runs finished so far, this one included. */
  done: number;
  total: number;
  run: BenchRun;
}

export interface BenchOptions {
  /** Model names; `oracle` (and `oracle:wrong|protected|early`) play the reference solution. */
  models: string[];
  /** Globs over task ids, comma-separated; default every task. */
  tasks?: string;
  /** Default: bench/tasks of this checkout. */
  tasksDir?: string;
  /** Repetitions of each (task, model); default 1. */
  runs?: number;
  /** Runs at once; default min(4, CPUs). */
  concurrency?: number;
  /** A Model for (name, task), or undefined to let the engine build it from the name. Wins over the oracle. */
  modelFactory?: (name: string, task: BenchTask) => Model | undefined;
  onProgress?: (event: BenchProgress) => void;
  /** Engine progress lines of every run, prefixed with task and model (verbose logs). */
  onEngineLine?: (line: string) => void;
  engine?: BenchEngineOptions;
  /** Write each run's trajectory here as `<task>.<model>.<run>.jsonl`. */
  trajectoryDir?: string;
  /** Keep the work folders (for debugging); their paths are in the engine lines. Default: removed. */
  keepRepos?: boolean;
}

const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

async function runOne(
  task: BenchTask,
  model: string,
  run: number,
  tmpRoot: string,
  opts: BenchOptions,
): Promise<BenchRun> {
  const started = Date.now();
  const repo = await prepareRepo(task, tmpRoot);
  const tag = `${task.id} · ${model}${(opts.runs ?? 1) > 1 ? ` #${run}` : ''}`;
  try {
    const variant = oracleVariant(model);
    const injected = opts.modelFactory?.(model, task) ?? (variant ? oracleModel(task, variant) : undefined);
    const config = RunConfigSchema.parse({
      ...opts.engine,
      repo,
      task: task.issue,
      testCommand: task.testCommand,
      model,
      protectedPaths: protectedGlobs(task),
      testEdits: task.testEdits ?? 'flag',
      ...(opts.trajectoryDir
        ? { trajectoryPath: path.join(opts.trajectoryDir, `${safeName(task.id)}.${safeName(model)}.${run}.jsonl`) }
        : {}),
    });
    let result: RunResult | undefined;
    let crash: string | undefined;
    try {
      result = await runPipeline(config, {
        ...(injected ? { model: injected } : {}),
        onProgress: opts.onEngineLine ? (line) => opts.onEngineLine!(`[${tag}] ${line}`) : undefined,
      });
    } catch (err) {
      crash = (err as Error).message;
      opts.onEngineLine?.(`[${tag}] engine failed: ${crash}`);
    }
    // Judged even when the engine gave up: the hidden suites always run, and their numbers show how close it came.
    const changed = await protectedChanges(task, repo);
    let hidden: HiddenVerdict | null = null;
    try {
      hidden = await runHidden(task, repo);
    } catch (err) {
      crash ??= `hidden tests could not run: ${(err as Error).message}`;
    }
    const engineStatus = result ? contractStatus(result.status) : 'crashed';
    const verdict = judge({ engineStatus, engineReason: result?.reason ?? crash, hidden, protectedChanged: changed });
    return {
      task: task.id,
      model,
      run,
      resolved: verdict.resolved,
      engineStatus,
      ...(verdict.reason ? { reason: verdict.reason } : {}),
      hidden,
      protectedChanged: changed,
      turns: result?.turns ?? 0,
      usage: result?.usage ?? zeroUsage(),
      costUsd: result?.costUsd ?? null,
      wallMs: result?.durationMs ?? Date.now() - started,
      toolErrors: result?.toolErrors ?? 0,
      changedFiles: result?.changedFiles.map((f) => f.path) ?? [],
    };
  } finally {
    if (!opts.keepRepos) removeTree(repo);
  }
}

/** A run that could not even start (e.g. the task could not be copied or committed): unresolved, with the reason. */
export function crashedRun(task: string, model: string, run: number, err: unknown): BenchRun {
  return {
    task,
    model,
    run,
    resolved: false,
    engineStatus: 'crashed',
    reason: `could not run: ${(err as Error).message}`,
    hidden: null,
    protectedChanged: [],
    turns: 0,
    usage: zeroUsage(),
    costUsd: null,
    wallMs: 0,
    toolErrors: 0,
    changedFiles: [],
  };
}

/** `jobs` through `work`, `concurrency` at a time, results in the jobs' order; `onProgress` after each. */
export async function runPool<J>(
  jobs: J[],
  concurrency: number,
  onProgress: BenchOptions['onProgress'],
  work: (job: J) => Promise<BenchRun>,
): Promise<BenchRun[]> {
  const results: BenchRun[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await work(jobs[i]!);
      done += 1;
      onProgress?.({ done, total: jobs.length, run: results[i]! });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return results;
}

/** Run the suite and return the report; throws ConfigError for bad options or a broken task before any run starts. */
export async function runBench(opts: BenchOptions): Promise<BenchReport> {
  const started = Date.now();
  const runs = opts.runs ?? 1;
  const concurrency = Math.max(1, opts.concurrency ?? Math.min(4, os.availableParallelism()));
  if (opts.models.length === 0) throw new Error('runBench: give at least one model');
  const tasks = loadSuite({ dir: opts.tasksDir, filter: opts.tasks });
  if (opts.trajectoryDir) fs.mkdirSync(opts.trajectoryDir, { recursive: true });

  const jobs: { task: BenchTask; model: string; run: number }[] = [];
  for (const task of tasks)
    for (const model of opts.models) for (let run = 1; run <= runs; run++) jobs.push({ task, model, run });

  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-bench-'));
  let results: BenchRun[];
  try {
    results = await runPool(jobs, concurrency, opts.onProgress, ({ task, model, run }) =>
      runOne(task, model, run, tmpRoot, opts).catch((err: unknown) => crashedRun(task.id, model, run, err)),
    );
  } finally {
    if (!opts.keepRepos) removeTree(tmpRoot);
  }
  return buildReport({
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    runsPerTask: runs,
    concurrency,
    tasks: tasks.map((t) => t.id),
    models: [...opts.models],
    runs: results,
  });
}
