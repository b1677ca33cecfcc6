/** Small helpers more than one phase uses: putting the work tree back, and a test run in one line. */
import type { Snapshotter } from '../workspace/snapshot.js';
import type { TestRun } from '../verify/types.js';

/** Undo every change since `tree`: a dry run leaves the work tree as it found it. */
export async function restoreAll(snapshots: Snapshotter, tree: string): Promise<void> {
  const now = await snapshots.take();
  await snapshots.restore(tree, await snapshots.changes(tree, now));
}

/** Undo every change since `tree` except to the paths the edit tools changed. */
export async function restoreNonEdits(snapshots: Snapshotter, tree: string, edited: Set<string>): Promise<void> {
  const now = await snapshots.take();
  const stray = (await snapshots.changes(tree, now)).filter((c) => !edited.has(c.path));
  if (stray.length) await snapshots.restore(tree, stray);
}

export function describe(run: TestRun): string {
  const counts = run.counts ? ` (passed ${run.counts.passed}, failed ${run.counts.failed})` : '';
  return `${run.timedOut ? 'timed out' : run.passed ? 'passed' : 'failed'}, exit ${run.exitCode}${counts}`;
}
