/**
 * Deflaking one test, with a statistical proof (issue 57). A flaky test passes the one baseline run most of the time,
 * so the ordinary proof ("red before, green after") cannot see it. Here "red before" is the test failing at least
 * once in up to K hermetic runs of the untouched code, narrowed to that test (stopping at the first failure), and
 * "green after" is the candidate passing every one of M runs of the same kind, M = max(3 × the runs it took to see
 * the failure, DEFLAKE_MIN_RUNS_AFTER). Both sides run as proof runs do: a clean tree, canaries, the runner's report.
 * The runs themselves are verify/repeat.ts's; this file holds the counts, the failure line and the verdict.
 */
import { sameTestId } from './runners/index.js';
import { failureExcerpt } from './excerpt.js';
import { blindFailOf } from './pass-to-pass.js';
import type { TestRun } from './types.js';
import type { DeflakeEvidence } from './evidence.js';

export type { DeflakeEvidence };

/** The deflake request: the test and how hard to look for its failure on the untouched code. */
export interface DeflakeRequest {
  /** The test id as the runner names it (`tests/test_x.py::test_y`, `test/a.test.js > suite > name`, `TestX`). */
  test: string;
  /** K: runs of the untouched code at most (stopping at the first failure). */
  runsBefore: number;
  /** A time budget for the runs on each side, in minutes. */
  budgetMinutes: number;
}

/** The runs before (pipeline/deflake.ts): what they showed, and the run that failed (shown to the agent) when one did. */
export interface Reproduced {
  request: DeflakeRequest;
  runs: number;
  /** Runs that named the test at all (passing or failing): none means the id names no test the command runs. */
  seen: number;
  /** Runs whose checked report named the test failing. */
  failures: number;
  failed?: TestRun;
  stopped: DeflakeEvidence['stopped_before'];
  failure_line: string;
  /** The test's quarantine mark, lifted before these runs (pipeline/lift.ts). */
  lifted?: NonNullable<DeflakeEvidence['lifted_mark']>;
}

/**
 * The floor of M: with a flake seen on the first run (a test failing half the time), 3 × 1 runs would let a
 * candidate that still fails half the time through 1 time in 8; 10 runs make that 1 in 1024.
 */
export const DEFLAKE_MIN_RUNS_AFTER = 10;

/**
 * M, the runs of the candidate that must all pass: 3 × n, where n is the runs it took to see the test fail on the
 * untouched code (1/n estimates its failure rate p), and at least DEFLAKE_MIN_RUNS_AFTER. A candidate still failing
 * at the rate p passes 3/p runs with (1 - p)^(3/p) ≈ e⁻³ ≈ 5%, whatever p is. n, not K: K is only the most we were
 * willing to look, and a flake seen at once needs no 3 × K runs to show it is gone.
 */
export function deflakeRunsAfter(runsToFailure: number): number {
  return Math.max(3 * runsToFailure, DEFLAKE_MIN_RUNS_AFTER);
}

const named = (list: string[] | undefined, id: string) => !!list?.some((known) => sameTestId(known, id));

/** The run failed this test: named it failing, or failed naming no failing test and not this one passing. */
export function failedTest(r: TestRun, id: string): boolean {
  return named(r.failingIds, id) || blindFailOf(r, id, true);
}

/** The run saw the test: named it passing or failing. A run that did neither says nothing about it. */
export function sawTest(r: TestRun, id: string): boolean {
  return named(r.passingIds, id) || named(r.failingIds, id);
}

/**
 * Runs `once` (a hermetic run of the untouched code narrowed to the test) until the test fails, K runs were made or
 * the budget is spent. Only a run whose report was not refused by its canaries counts: a forged red proves no flake.
 * `parallel` runs that many at once (bwrap, no network: the runs cannot meet), stopping after the batch that failed.
 */
export async function reproduceFlake(
  request: DeflakeRequest,
  once: () => Promise<TestRun>,
  parallel = 1,
  now: () => number = Date.now,
): Promise<{ runs: TestRun[]; failed?: TestRun; stopped: DeflakeEvidence['stopped_before'] }> {
  const deadline = now() + request.budgetMinutes * 60_000;
  const runs: TestRun[] = [];
  while (runs.length < request.runsBefore) {
    if (now() >= deadline) return { runs, stopped: 'budget' };
    const batch = Math.max(1, Math.min(parallel, request.runsBefore - runs.length));
    const made = await Promise.all(Array.from({ length: batch }, once));
    runs.push(...made);
    const failed = made.find((r) => r.reportCheck?.status !== 'failed' && failedTest(r, request.test));
    if (failed) return { runs, failed, stopped: 'failed' };
  }
  return { runs, stopped: 'runs' };
}

/** The first line of the failure worth showing: the assertion or error, not the runner's banner. */
export function failureLine(run: TestRun, id: string): string {
  const excerpt = failureExcerpt(run.output, run, 4_000);
  const lines = excerpt.split('\n').map((l) => l.trim());
  const leaf = id.split(/::| > /).pop() ?? id;
  const start = Math.max(
    0,
    lines.findIndex((l) => l.includes(leaf)),
  );
  const pick =
    lines
      .slice(start)
      .find((l) => /^(E\s|AssertionError|Error|assert|expected|Expected|FAIL|✗|×|panic|--- FAIL)/.test(l)) ??
    lines.slice(start).find((l) => l && !/^[=_-]{3,}/.test(l)) ??
    '';
  return pick.replace(/^E\s+/, '').slice(0, 200);
}

/** The task the agent gets: make the test deterministic, with the failure seen on the untouched code. */
export function deflakeTask(test: string, failure?: string): string {
  return (
    `Make the test \`${test}\` deterministic. It fails intermittently` +
    (failure ? ` with: ${failure}` : '') +
    '. Find the source of the nondeterminism (ordering of sets or dicts, randomness, time, concurrency, shared state) ' +
    'and fix it in the code, or in the test where the test itself is wrong. A retry, a skip, a longer timeout alone ' +
    'or a removed assertion is not a fix and is refused. The proof runs the test many times before and after.'
  );
}

/** Why a deflake candidate is not proven by its runs, or undefined when they prove it. */
export function deflakeShortfall(d: DeflakeEvidence): string | undefined {
  if (d.failures_after > 0)
    return `flaky: ${d.test} still failed ${d.failures_after} of ${d.runs_after} runs of the candidate (before the change: ${d.failures_before} of ${d.runs_before}). Make the test deterministic`;
  if (d.runs_after < d.runs_after_planned)
    return `only ${d.runs_after} of the ${d.runs_after_planned} runs of the candidate that prove a deflake fit in the time budget; raise deflake-budget-minutes (--deflake-budget-minutes)`;
  return undefined;
}

/** The unresolved reason when the flake never showed on the untouched code. */
export function notReproducedReason(request: DeflakeRequest, runs: number, stopped: string): string {
  return stopped === 'budget'
    ? `could not reproduce the flake in ${runs} runs: ${request.test} passed every one, and the time budget (${request.budgetMinutes} min) ran out before ${request.runsBefore}; raise deflake-budget-minutes (--deflake-budget-minutes) or deflake-runs-before (--deflake-runs-before)`
    : `could not reproduce the flake in ${runs} runs: ${request.test} passed every one; raise deflake-runs-before (--deflake-runs-before)`;
}

/**
 * What makes any run a deflake run: spread it into the run's configuration (`RunConfigSchema`'s input), e.g. when a
 * tracked flake reaches its threshold: `runPipeline(RunConfigSchema.parse({ ...config, ...deflakeRun(id) }))`.
 * `failure`: the failure line seen in CI, for the task; the runs before find their own.
 */
export function deflakeRun(test: string, failure?: string): { deflake: string; task: string } {
  return { deflake: test, task: deflakeTask(test, failure) };
}
