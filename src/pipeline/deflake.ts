/**
 * A deflake run's two extra proof steps (verify/deflake.ts holds the counts and the verdict): before the agent, the
 * test runs up to K times on a clean tree of the untouched code, narrowed to it, until it fails; after the agent, the
 * candidate's red → green rows (the flaky test among them) are repeated M - 1 more times on its clean tree, through
 * verify/repeat.ts as every proof's repeats are. Every run is a proof run: its own tree (a pool, one per run going at
 * once), a fresh layer over setup's state, canaries, the runner's report.
 */
import { overlayCommit } from '../workspace/candidate.js';
import type { ProofTree } from '../verify/proof-tree.js';
import { holdStill } from '../verify/tree-layer.js';
import { nodeTestFiles, repeatFilter } from '../verify/repeat.js';
import {
  deflakeRunsAfter,
  failureLine,
  failedTest,
  reproduceFlake,
  sawTest,
  type DeflakeEvidence,
  type DeflakeRequest,
  type Reproduced,
} from '../verify/deflake.js';
import type { FailToPass } from '../verify/evidence.js';
import type { TestRun } from '../verify/types.js';
import type { Run } from './types.js';

/** Runs going at once, at most, where they may go together: each is a sandbox and a runner's start. */
export const DEFLAKE_CONCURRENCY = 4;

/** Isolated runs (bwrap, no network) cannot meet, so several go at once; otherwise one after another. */
export const deflakeParallel = (run: Run): number =>
  run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' ? DEFLAKE_CONCURRENCY : 1;

/**
 * Proof trees of one commit handed out one per run going at once, reused between runs (a layered tree runs one
 * command at a time), all disposed at the end.
 */
export function treePool(run: Run, commit: string, first?: string) {
  const free: string[] = first ? [first] : [];
  const opened: ProofTree[] = [];
  return {
    async with<T>(use: (dir: string) => Promise<T>): Promise<T> {
      let dir = free.pop();
      if (!dir) {
        const tree = await run.openTree(commit);
        opened.push(tree);
        dir = tree.dir;
      }
      try {
        return await use(dir);
      } finally {
        free.push(dir);
      }
    },
    async dispose(): Promise<void> {
      await Promise.all(opened.map((t) => t.dispose().catch(() => undefined)));
    },
  };
}

/**
 * "Red before": the test up to K times on clean trees of the untouched code, narrowed to it, stopping at the first
 * failure a checked report names (verify/deflake.ts reproduceFlake). The baseline is not one of them: it ran in the
 * workspace, without canaries; these run as the candidate's runs will.
 */
export async function reproducePhase(run: Run, request: DeflakeRequest, baseline: TestRun): Promise<Reproduced> {
  const { say, trajectory } = run;
  const id = request.test;
  const commit = await overlayCommit(run.ws.root, run.startTree, [], 'agent-fix: original code');
  const nodeFiles =
    baseline.runner === 'node-test'
      ? await nodeTestFiles(run.ws.root, commit, run.testCommand, [id], baseline).catch(() => undefined)
      : undefined;
  const filter = repeatFilter([id], baseline.runner, nodeFiles);
  say(
    `deflake: running ${filter ? `\`${filter}\`` : 'the full test command'} on the untouched code up to ${request.runsBefore} times, until ${id} fails (budget ${request.budgetMinutes} min)`,
  );
  const pool = treePool(run, commit);
  const letGo = holdStill(run.ws.root);
  try {
    const once = () =>
      pool.with(async (dir) => {
        const r = await run.runTestsIn(dir, filter, { listTests: true });
        trajectory.write('tests', { phase: 'deflake-before', run: r });
        return r;
      });
    const result = await reproduceFlake(request, once, deflakeParallel(run));
    const seen = result.runs.filter((r) => sawTest(r, id)).length;
    const failures = result.runs.filter((r) => r.reportCheck?.status !== 'failed' && failedTest(r, id)).length;
    const line = result.failed ? failureLine(result.failed, id) : '';
    say(
      result.failed
        ? `deflake: ${id} failed ${failures} of ${result.runs.length} runs of the untouched code: ${line}`
        : `deflake: ${id} passed all ${result.runs.length} runs of the untouched code (${result.stopped === 'budget' ? 'the time budget ran out' : `${request.runsBefore} asked`})`,
    );
    return {
      request,
      runs: result.runs.length,
      seen,
      failures,
      ...(result.failed ? { failed: result.failed } : {}),
      stopped: result.stopped,
      failure_line: line,
      ...(run.lifted ? { lifted: { file: run.lifted.file, how: run.lifted.how } } : {}),
    };
  } finally {
    letGo();
    await pool.dispose();
  }
}

/**
 * The table a deflake proves with: the flaky test is a row red before (it failed in a run of the untouched code) and
 * as the final run saw it after, beside whatever rows the fail-to-pass check made; when the check made none (no test
 * file changed, a green baseline), the pass-to-pass part is the final run's against the baseline.
 */
export function deflakeTable(
  table: FailToPass | null,
  test: string,
  final: TestRun,
  passToPass: FailToPass['pass_to_pass'],
): FailToPass {
  const after = final.failingIds.includes(test) ? 'fail' : final.passingIds?.includes(test) ? 'pass' : 'unknown';
  const rows = table?.tests ?? [];
  const has = rows.some((t) => t.id === test);
  const tests = has
    ? rows.map((t) => (t.id === test ? { ...t, before: 'fail' as const } : t))
    : [...rows, { id: test, before: 'fail' as const, after: after as 'fail' | 'pass' | 'unknown' }];
  return { ...(table ?? { pass_to_pass: passToPass }), tests };
}

/**
 * The deflake table's numbers from the runs before and the repeats after (none when the final run failed: then that
 * run is the one run after, and it says whether the test failed in it).
 */
export function deflakeEvidence(
  before: Reproduced,
  planned: number,
  table: FailToPass | null,
  final: TestRun,
  deadlineHit: boolean,
): DeflakeEvidence {
  const id = before.request.test;
  const flaky = table?.repeats?.flaky.find((f) => f.id === id);
  const runsAfter = table?.repeats?.runs ?? 1;
  const row = table?.tests.find((t) => t.id === id);
  const failuresAfter = flaky?.failed ?? (row ? (row.after === 'fail' ? 1 : 0) : failedTest(final, id) ? 1 : 0);
  const stopped = failuresAfter > 0 ? 'failed' : runsAfter < planned && deadlineHit ? 'budget' : undefined;
  return {
    test: id,
    runs_before: before.runs,
    failures_before: before.failures,
    runs_before_limit: before.request.runsBefore,
    stopped_before: before.stopped,
    runs_after_planned: planned,
    runs_after: runsAfter,
    failures_after: failuresAfter,
    ...(stopped ? { stopped_after: stopped } : {}),
    failure_line: before.failure_line,
    ...(before.lifted ? { lifted_mark: before.lifted } : {}),
  };
}

export { deflakeRunsAfter, type Reproduced };
