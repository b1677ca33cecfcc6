/**
 * Repeats begun before the fail-to-pass table is known (issue 52), so they go beside another run instead of after
 * it: beside the model's unfiltered run (candidate.ts), or beside the fail-to-pass run on the original code (verify.ts).
 * They are the verify phase's repeats only when repeat.ts `withEarlyRepeats` finds them the runs it would make.
 */
import { nodeTestFiles, repeatFilter, repeatRuns, type EarlyRepeats, type RunOnCandidate } from '../verify/repeat.js';
import type { TestRun } from '../verify/types.js';
import type { Run } from './types.js';

/** May repeats go side by side with another run? Isolated runs (bwrap, no network) cannot meet; not a deflake's. */
export const earlyRepeatsPossible = (run: Run): boolean =>
  run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' && !run.flake;

/**
 * The repeats of `ids` (narrowed, side by side, `run` giving each its own clean tree of the candidate), or undefined
 * when no narrowing takes them (the repeats then run the full command, one at a time, in the verify phase). `named`:
 * the run whose ids decide node --test's files (nodeTestFiles); `commit` the candidate, whose files are searched.
 * A failure is no repeats: the verify phase makes its own.
 */
export async function earlyRepeats(
  run: Run,
  ids: string[],
  named: TestRun,
  commit: string,
  once: RunOnCandidate,
): Promise<EarlyRepeats | undefined> {
  try {
    const runner = named.runner;
    const nodeFiles =
      runner === 'node-test'
        ? await nodeTestFiles(run.ws.root, commit, run.testCommand, ids, named).catch(() => undefined)
        : undefined;
    const filter = repeatFilter(ids, runner, nodeFiles);
    if (!filter) return undefined;
    return { ids, filter, runner, runs: await repeatRuns(ids, filter, once, true) };
  } catch {
    return undefined;
  }
}
