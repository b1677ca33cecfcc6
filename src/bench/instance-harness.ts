/**
 * `runInstanceBench`: SWE-bench instances through the real engine. Per run: a clone of the instance's repository at
 * its base commit, with its test_patch committed on top (the agent sees the tests, and may not edit them); the engine
 * (`runPipeline`, as `agent-fix run` runs it) with the instance's setup and test commands; then the judging run of the
 * test command, read by src/verify and compared with the instance's FAIL_TO_PASS and PASS_TO_PASS lists.
 */
import { openRunFolder } from '../process/run-folder.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractStatus, runPipeline, type RunResult } from '../pipeline/index.js';
import { RunConfigSchema } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import { zeroUsage, type Model } from '../model/types.js';
import { runTestCommand } from '../verify/run.js';
import { git } from '../workspace/git.js';
import { prepareSandbox } from '../workspace/sandbox/index.js';
import { runCommand } from '../process/exec.js';
import { childEnv } from '../security/env.js';
import { parseDiff } from './diff.js';
import { goldSteps } from './gold.js';
import { judgeLists } from './instance-judge.js';
import { cloneUrl, type BenchInstance } from './instances.js';
import { oracleVariant, scriptedModel } from './oracle.js';
import { buildReport, listsReason, type BenchReport, type BenchRun, type InstanceLists } from './report.js';
import { crashedRun, runPool, type BenchOptions } from './harness.js';
import { removeTree } from '../security/remove-tree.js';

export const DEFAULT_GIT_URL_TEMPLATE = 'https://github.com/{repo}.git';
/** Cloning a large repository (terraform, hugo) takes minutes. */
const CLONE_TIMEOUT_MS = 30 * 60_000;
const OUTPUT_KEPT = 4_000;
/** As the engine's setup. */
const SETUP_TIMEOUT_MS = 20 * 60_000;

export interface InstanceBenchOptions extends Pick<
  BenchOptions,
  'models' | 'runs' | 'concurrency' | 'onProgress' | 'onEngineLine' | 'engine' | 'trajectoryDir' | 'keepRepos'
> {
  instances: BenchInstance[];
  /** `{repo}` (owner/name), `{owner}`, `{name}`; default https://github.com/{repo}.git. */
  gitUrlTemplate?: string;
  /** A Model for (name, instance), or undefined for the oracle or the engine's own. Wins over the oracle. */
  modelFactory?: (name: string, instance: BenchInstance) => Model | undefined;
}

const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * One bare clone per repository, shared by every run of its instances (each run clones it locally, which is fast);
 * a base commit that no branch or tag reaches is fetched by id. Calls for one repository run one after another.
 */
class RepoCache {
  private readonly locks = new Map<string, Promise<unknown>>();
  constructor(
    private readonly root: string,
    private readonly template: string,
  ) {}

  private serial<T>(repo: string, fn: () => Promise<T>): Promise<T> {
    const result = (this.locks.get(repo) ?? Promise.resolve()).then(fn, fn);
    this.locks.set(
      repo,
      result.catch(() => undefined),
    );
    return result;
  }

  /** The bare clone's path, with `commit` in it. */
  get(repo: string, commit: string): Promise<string> {
    return this.serial(repo, async () => {
      const dir = path.join(this.root, `${safeName(repo)}.git`);
      const url = cloneUrl(this.template, repo);
      if (!fs.existsSync(dir)) {
        try {
          await git(this.root, ['clone', '-q', '--bare', url, dir], { timeoutMs: CLONE_TIMEOUT_MS });
        } catch (err) {
          removeTree(dir);
          throw new Error(
            `could not clone ${url}: ${(err as Error).message}. Check --git-url-template (e.g. 'file:///mirrors/{repo}.git')`,
            { cause: err },
          );
        }
      }
      if (!(await hasCommit(dir, commit))) {
        await git(dir, ['fetch', '-q', url, commit], { timeoutMs: CLONE_TIMEOUT_MS }).catch((err: Error) => {
          throw new Error(`base_commit ${commit} is not in ${url}: ${err.message}`, { cause: err });
        });
      }
      return dir;
    });
  }
}

async function hasCommit(dir: string, commit: string): Promise<boolean> {
  try {
    await git(dir, ['cat-file', '-e', `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** A work tree at the base commit with the test patch committed; returns the tree's path and that commit. */
async function prepareInstance(
  inst: BenchInstance,
  cache: RepoCache,
  parent: string,
): Promise<{ dir: string; head: string }> {
  const mirror = await cache.get(inst.repo, inst.base_commit);
  const dir = fs.mkdtempSync(path.join(parent, `${safeName(inst.instance_id)}-`));
  await git(parent, ['clone', '-q', '--no-checkout', mirror, dir], { timeoutMs: CLONE_TIMEOUT_MS });
  await git(dir, ['checkout', '-q', '--detach', inst.base_commit], { timeoutMs: CLONE_TIMEOUT_MS });
  await git(dir, ['remote', 'remove', 'origin']);
  try {
    await git(dir, ['apply', '--whitespace=nowarn', '-'], { input: inst.test_patch });
  } catch (err) {
    throw new Error(`${inst.source}: test_patch does not apply to ${inst.base_commit}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '--no-verify', '-m', `${inst.instance_id}: the instance's tests (test_patch)`]);
  return { dir, head: (await git(dir, ['rev-parse', 'HEAD'])).trim() };
}

/** The oracle's tool calls: the gold patch against the files at `head`, read from git objects. */
async function oracleFor(model: string, inst: BenchInstance, dir: string, head: string): Promise<Model | undefined> {
  const variant = oracleVariant(model);
  if (variant === 'early') return scriptedModel(model, [{ name: 'finish', args: { summary: 'Done.' } }]);
  if (variant !== 'solve') return undefined;
  const files = new Map<string, string | null>();
  for (const f of parseDiff(inst.patch)) {
    if (!f.oldPath || files.has(f.oldPath)) continue;
    files.set(f.oldPath, await git(dir, ['cat-file', 'blob', `${head}:${f.oldPath}`]).catch(() => null));
  }
  const steps = goldSteps(inst.patch, (p) => files.get(p) ?? null);
  return scriptedModel(model, [
    ...steps,
    { name: 'run_tests', args: {} },
    { name: 'finish', args: { summary: `Applied the gold patch of ${inst.instance_id}.` } },
  ]);
}

/**
 * The test_patch files as the instance wrote them, whatever the run did to them (SWE-bench, too, resets the test
 * files before it judges): listed when they differ, then checked out of `head` (or removed, where the patch deletes).
 */
export async function restoreTestFiles(
  inst: Pick<BenchInstance, 'testFiles'>,
  dir: string,
  head: string,
): Promise<string[]> {
  const tracked = (await git(dir, ['diff', '--name-only', '-z', head, '--', ...inst.testFiles])).split('\0');
  const untracked = (await git(dir, ['ls-files', '--others', '-z', '--', ...inst.testFiles])).split('\0');
  const changed = [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
  if (changed.length === 0) return [];
  const inHead = (await git(dir, ['ls-tree', '-r', '--name-only', '-z', head, '--', ...changed]))
    .split('\0')
    .filter(Boolean);
  if (inHead.length) await git(dir, ['checkout', head, '--', ...inHead]);
  const gone = changed.filter((f) => !inHead.includes(f));
  if (gone.length) await git(dir, ['rm', '-q', '-f', '--ignore-unmatch', '--cached', '--', ...gone]);
  if (gone.length) await git(dir, ['clean', '-q', '-f', '--', ...gone]);
  return changed;
}

/**
 * The judging run: the instance's test command, every test named (PYTEST_ADDOPTS -rA…, GOFLAGS -v). It runs in a
 * sandbox of the engine's mode, as the engine's own test runs do, with the network on and the setup command run again
 * first: the caches the engine's setup filled (Go modules, pip's user site) lived in that run's private home, and
 * SWE-bench, too, judges in an environment with the dependencies installed.
 */
async function judgeInstance(
  inst: BenchInstance,
  dir: string,
  head: string,
  config: { sandbox: 'auto' | 'bwrap' | 'none'; testTimeoutSec: number },
): Promise<InstanceLists> {
  const testFilesChanged = await restoreTestFiles(inst, dir, head);
  // Its sandbox's home lives in the run folder, which engine runs beside it (--concurrency) share: held until it ends.
  const closeRunFolder = openRunFolder();
  try {
    return await judgeInSandbox(inst, dir, config, testFilesChanged);
  } finally {
    closeRunFolder();
  }
}

async function judgeInSandbox(
  inst: BenchInstance,
  dir: string,
  config: { sandbox: 'auto' | 'bwrap' | 'none'; testTimeoutSec: number },
  testFilesChanged: InstanceLists['testFilesChanged'],
): Promise<InstanceLists> {
  // The judge's own run of a benchmark instance: its setup keeps the runner's network, as the commands do.
  const sandbox = await prepareSandbox({
    mode: config.sandbox,
    root: dir,
    network: true,
    setup: { network: 'all', fork: false },
  });
  try {
    if (inst.setupCommand) {
      const setup = await runCommand(inst.setupCommand, {
        cwd: dir,
        env: childEnv(),
        wrap: sandbox.setupWrap,
        timeoutMs: SETUP_TIMEOUT_MS,
        maxOutputChars: 20_000,
      });
      if (setup.exitCode !== 0) {
        throw new Error(
          `the setup command \`${inst.setupCommand}\` failed before the judging run (exit ${setup.exitCode}): ${setup.output.slice(-1000)}`,
        );
      }
    }
    const run = await runTestCommand(inst.testCommand, {
      cwd: dir,
      timeoutMs: config.testTimeoutSec * 1000,
      listTests: true,
      wrap: sandbox.wrap,
    });
    return {
      ...judgeLists(run, inst.FAIL_TO_PASS, inst.PASS_TO_PASS),
      command: run.command,
      exitCode: run.exitCode,
      timedOut: run.timedOut,
      runner: run.runner,
      testFilesChanged,
      output: run.output.slice(-OUTPUT_KEPT),
    };
  } finally {
    sandbox.dispose();
  }
}

async function runOne(
  inst: BenchInstance,
  model: string,
  run: number,
  ctx: { cache: RepoCache; tmpRoot: string; opts: InstanceBenchOptions },
): Promise<BenchRun> {
  const { opts } = ctx;
  const started = Date.now();
  const { dir, head } = await prepareInstance(inst, ctx.cache, ctx.tmpRoot);
  const tag = `${inst.instance_id} · ${model}${(opts.runs ?? 1) > 1 ? ` #${run}` : ''}`;
  try {
    const injected = opts.modelFactory?.(model, inst) ?? (await oracleFor(model, inst, dir, head));
    const config = RunConfigSchema.parse({
      ...opts.engine,
      repo: dir,
      task: inst.problem_statement?.trim() || `Make the failing tests of ${inst.instance_id} pass.`,
      testCommand: inst.testCommand,
      ...(inst.setupCommand ? { setupCommand: inst.setupCommand } : {}),
      model,
      protectedPaths: inst.testFiles,
      ...(opts.trajectoryDir
        ? {
            trajectoryPath: path.join(
              opts.trajectoryDir,
              `${safeName(inst.instance_id)}.${safeName(model)}.${run}.jsonl`,
            ),
          }
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
    // Judged whatever the engine said: SWE-bench judges by the lists alone, and the numbers show how close it came.
    let lists: InstanceLists | undefined;
    let judgeFailure: string | undefined;
    try {
      lists = await judgeInstance(inst, dir, head, config);
    } catch (err) {
      judgeFailure = `the judging run could not run: ${(err as Error).message}`;
    }
    const engineStatus = result ? contractStatus(result.status) : 'crashed';
    const resolved = lists?.resolved ?? false;
    const reason = resolved
      ? undefined
      : [lists ? listsReason(lists) : judgeFailure, crash ? `engine failed: ${crash}` : ''].filter(Boolean).join('; ');
    return {
      task: inst.instance_id,
      model,
      run,
      resolved,
      engineStatus,
      ...(reason ? { reason } : {}),
      hidden: null,
      ...(lists ? { lists } : {}),
      protectedChanged: lists?.testFilesChanged ?? [],
      turns: result?.turns ?? 0,
      usage: result?.usage ?? zeroUsage(),
      costUsd: result?.costUsd ?? null,
      wallMs: result?.durationMs ?? Date.now() - started,
      toolErrors: result?.toolErrors ?? 0,
      changedFiles: result?.changedFiles.map((f) => f.path) ?? [],
    };
  } finally {
    if (!opts.keepRepos) removeTree(dir);
  }
}

/** Run every (instance, model, run) and return the report; crashes become unresolved runs with the reason. */
export async function runInstanceBench(opts: InstanceBenchOptions): Promise<BenchReport> {
  const started = Date.now();
  const runs = opts.runs ?? 1;
  const concurrency = Math.max(1, opts.concurrency ?? Math.min(4, os.availableParallelism()));
  if (opts.models.length === 0) throw new Error('runInstanceBench: give at least one model');
  if (opts.instances.length === 0) throw new ConfigError('no SWE-bench instance to run');
  if (opts.trajectoryDir) fs.mkdirSync(opts.trajectoryDir, { recursive: true });
  const jobs = opts.instances.flatMap((inst) =>
    opts.models.flatMap((model) => Array.from({ length: runs }, (_, i) => ({ inst, model, run: i + 1 }))),
  );
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-swebench-'));
  const cache = new RepoCache(
    fs.mkdtempSync(path.join(tmpRoot, 'mirrors-')),
    opts.gitUrlTemplate ?? DEFAULT_GIT_URL_TEMPLATE,
  );
  let results: BenchRun[];
  try {
    results = await runPool(jobs, concurrency, opts.onProgress, ({ inst, model, run }) =>
      runOne(inst, model, run, { cache, tmpRoot, opts }).catch((err: unknown) =>
        crashedRun(inst.instance_id, model, run, err),
      ),
    );
  } finally {
    if (!opts.keepRepos) removeTree(tmpRoot);
  }
  return buildReport({
    kind: 'instances',
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    runsPerTask: runs,
    concurrency,
    tasks: opts.instances.map((i) => i.instance_id),
    models: [...opts.models],
    runs: results,
  });
}
