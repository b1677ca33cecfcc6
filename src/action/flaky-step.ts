/**
 * After a flaky verdict on a CI failure of this repository: the verdict recorded in the `agent-fix-flaky` tracking
 * issue (deliver/flaky-tracker.ts), for the job summary and the outputs (`flaky-seen`, `flaky-issue-url`,
 * `deflake-test`). A recording that fails is a warning, never a failed step: the verdict itself stands.
 */
import { flakyTrackerFailure, recordFlaky, type FlakyRecorded } from '../deliver/flaky-tracker.js';
import type { GitHubHelper } from '../github/helper.js';
import { firstFailureLine, type FlakySighting } from '../report/flaky-issue.js';
import type { RunResult } from '../report/run-result.js';
import type { TriggerTask } from '../trigger/task.js';

/** The verdict as the tracker records it: the first failing run's table, else the CI log's failing tests. */
export function flakySighting(ciRun: NonNullable<TriggerTask['ciRun']>, result: RunResult, at: Date): FlakySighting {
  const baseline = result.evidence.baseline;
  const red = baseline && !baseline.passed ? baseline : undefined;
  return {
    tests: red?.failingIds.length ? red.failingIds : ciRun.tests,
    job: ciRun.jobs.join(', ') || 'CI',
    workflow: ciRun.workflow,
    sha: ciRun.sha,
    runKey: ciRun.key,
    runUrl: ciRun.url,
    failureLine: firstFailureLine(red, ciRun.firstError ?? ''),
    at: at.toISOString(),
  };
}

/** Records the verdict when there is one to record; undefined otherwise (not flaky, a fork, a dry run, a failure). */
export async function recordFlakyStep(
  s: { gh: GitHubHelper; writes: boolean; info(line: string): void; warn(line: string): void },
  task: TriggerTask,
  result: RunResult,
  threshold: number,
): Promise<FlakyRecorded | undefined> {
  if (!result.flaky || !task.ciRun || task.fork) return undefined;
  const sighting = flakySighting(task.ciRun, result, new Date());
  if (!s.writes) {
    s.info(
      `dry-run: the flaky test(s) ${sighting.tests.join(', ') || sighting.job} would be recorded in the agent-fix-flaky tracking issue`,
    );
    return undefined;
  }
  try {
    const recorded = await recordFlaky(s.gh, sighting, { threshold });
    for (const note of recorded.notes) s.info(note);
    s.info(
      `flaky tracker: ${recorded.tests.map((t) => `${t.id} seen ${t.seen} time(s)`).join(', ')} in #${recorded.issue.number}` +
        (recorded.issue.created ? ' (tracking issue created)' : ''),
    );
    if (recorded.deflake)
      s.warn(
        `flaky test ${recorded.deflake.test} has been seen ${recorded.deflake.seen} times (flaky-threshold ${threshold}): it is due to be deflaked`,
      );
    return recorded;
  } catch (error) {
    s.warn(flakyTrackerFailure(error));
    return undefined;
  }
}
