/**
 * After a flaky verdict on a CI failure of this repository: the verdict recorded in the `agent-fix-flaky` tracking
 * issue (deliver/flaky-tracker.ts), for the job summary and the outputs (`flaky-seen`, `flaky-issue-url`,
 * `deflake-test`). A recording that fails is a warning, never a failed step: the verdict itself stands.
 */
import {
  flakyTrackerFailure,
  readFlakyTracker,
  recordFlaky,
  recordQuarantineLink,
  type DeflakeRequest,
  type FlakyRecorded,
} from '../deliver/flaky-tracker.js';
import { openQuarantinePr, type QuarantineOutcome, type QuarantineSpec } from '../deliver/quarantine.js';
import { describeApiError, type GitHubHelper } from '../github/helper.js';
import { branchName } from '../github/protocol.js';
import { deflakeBranchKey } from '../trigger/flaky-deflake.js';
import { isAttemptBranch } from '../deliver/branch.js';
import { firstFailureLine, type FlakySighting } from '../report/flaky-issue.js';
import { inlineCode } from '../report/model-text.js';
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

/** What the summary and the deflake run know of the quarantine step: the PR, or why there is none. */
export type QuarantineStepResult =
  { pr: { number: number; url: string }; branch: string; existing: boolean; lift: string } | { refused: string };

/**
 * `flaky: quarantine`, a test due: its quarantine PR (deliver/quarantine.ts), one per test, and its row in the
 * tracking issue linked to it. Never silent: an opened PR is a notice, an open one kept is said, a mark that could not
 * be placed or a PR that could not be opened is a warning with what to do.
 */
export async function quarantineStep(
  s: { gh: GitHubHelper; info(line: string): void; warn(line: string): void; notice(line: string): void },
  spec: Omit<QuarantineSpec, 'gh' | 'test' | 'seen' | 'threshold' | 'trackingIssue'>,
  due: DeflakeRequest,
): Promise<QuarantineStepResult> {
  let out: QuarantineOutcome;
  try {
    out = await openQuarantinePr({
      ...spec,
      gh: s.gh,
      test: due.test,
      seen: due.seen,
      threshold: due.threshold,
      trackingIssue: due.trackingIssue,
    });
  } catch (error) {
    out = { kind: 'not-opened', reason: describeApiError(error), branch: '' };
  }
  if (out.kind === 'not-opened') {
    const refused = `flaky: quarantine: ${due.test} was not quarantined: ${out.reason}`;
    s.warn(refused);
    return { refused };
  }
  if (out.existing)
    s.info(
      `flaky: quarantine: ${due.test} is already in quarantine in pull request #${out.pr.number} (${out.pr.url}); no second one`,
    );
  else
    s.notice(
      `flaky: quarantine: opened pull request #${out.pr.number} (${out.pr.url}), which skips the flaky test ${due.test} (${out.mark?.how.replace(/`/g, '') ?? ''}); it is a quarantine, not a fix`,
    );
  const known = await readQuarantine(s.gh, due);
  const lift = out.mark?.lift ?? `revert the one commit of branch \`${out.branch}\``;
  if (known?.number !== out.pr.number) {
    const linked = await recordQuarantineLink(
      s.gh,
      due.trackingIssue.number,
      due.test,
      { number: out.pr.number, url: out.pr.url, branch: out.branch },
      { threshold: due.threshold },
    ).catch((error: unknown) => {
      s.warn(flakyTrackerFailure(error));
      return true;
    });
    if (!linked)
      s.warn(
        `flaky: quarantine: could not confirm the link to #${out.pr.number} in the tracking issue #${due.trackingIssue.number}`,
      );
  }
  return { pr: out.pr, branch: out.branch, existing: out.existing, lift };
}

/** The quarantine the tracking issue records for the test (its row's link), if any. */
async function readQuarantine(gh: GitHubHelper, due: DeflakeRequest) {
  const tracker = await readFlakyTracker(gh).catch(() => undefined);
  const q = tracker?.ledger.tests.find((t) => t.id === due.test)?.quarantine;
  return q;
}

/**
 * The test's deflake PR, when one is open: on its branch `<prefix>deflake-<test>`, or on a suffixed one (`…-2` to
 * `…-20`, what chooseBranch takes when the first name holds a person's commits). The deflake run is not started
 * again. A failed look-up is said, and the run starts as it would.
 */
export async function openDeflakePr(
  s: { gh: GitHubHelper; warn(line: string): void },
  prefix: string,
  test: string,
): Promise<{ number: number; url: string; branch: string } | undefined> {
  const branch = branchName(prefix, deflakeBranchKey(test));
  try {
    const open = (await s.gh.openPulls()).find((p) => isAttemptBranch(p.headRef, branch));
    return open ? { number: open.number, url: open.url, branch: open.headRef } : undefined;
  } catch (error) {
    s.warn(
      `could not look up an open deflake pull request on ${branch} (${describeApiError(error)}); starting the deflake run`,
    );
    return undefined;
  }
}

/**
 * A deflake PR opened for a test whose quarantine PR is open and unmerged (`flaky: quarantine`, the mark not in the
 * base): the quarantine PR is closed unmerged with a comment naming the proven fix, so it cannot be merged after the
 * fix and skip a fixed test. (A merged quarantine is lifted in the deflake PR's own change: pipeline/lift.ts.) Only a
 * resolved, ready PR supersedes it; a failure is a warning, never the step's.
 */
export async function closeSupersededQuarantine(
  s: { gh: GitHubHelper; info(line: string): void; warn(line: string): void },
  test: string,
  quarantine: { number: number; url: string; lift: string },
  deflake: { number: number; url: string },
): Promise<void> {
  try {
    const pr = await s.gh.getPull(quarantine.number);
    if (pr.state !== 'open') return;
    await s.gh.createComment(
      quarantine.number,
      [
        `🧊 agent-fix opened #${deflake.number}, a proven fix of the flaky test ${inlineCode(test)}: its runs before and after the change are in its body. This quarantine is closed unmerged, as its body said: the fix replaces it.`,
        '',
        `To skip the test until #${deflake.number} is merged anyway, reopen and merge this pull request; then lift it when #${deflake.number} is merged: ${quarantine.lift}.`,
      ].join('\n'),
    );
    await s.gh.closePull(quarantine.number);
    s.info(
      `flaky: quarantine: closed the quarantine pull request #${quarantine.number} of ${test} unmerged: the deflake pull request #${deflake.number} (${deflake.url}) replaces it`,
    );
  } catch (error) {
    s.warn(
      `flaky: quarantine: could not close the quarantine pull request #${quarantine.number} (${describeApiError(error)}); close it unmerged when #${deflake.number} is merged`,
    );
  }
}
