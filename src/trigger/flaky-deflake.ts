/**
 * The deflake run a flaky verdict starts (issue 57): when the CI failure's recording makes a test due (seen
 * `flaky-threshold` times in the `agent-fix-flaky` tracking issue), the same Action run goes on to the task a
 * `/agent-fix deflake TEST` comment on that issue would ask for: the test to make deterministic, the deflake's
 * statistical proof, a PR when it is proven. Its progress comment goes on the tracking issue (the link from there to
 * the PR); the PR body's request line names the issue and the count. The test id and the failure line come from CI,
 * so the id passes the comment path's check (`deflakeRequest`) and the failure line is fenced, never instructions.
 */
import { createHash } from 'node:crypto';
import type { TriggerPolicy } from '../config/action-inputs.js';
import { clip, fenceUntrusted } from '../security/sanitize.js';
import { deflakeTask } from '../verify/deflake.js';
import { UNTRUSTED_NOTE, deflakeRequest, skip, type TriggerDecision } from './task.js';

/** What the flaky tracker says of a due test (deliver/flaky-tracker.ts `DeflakeRequest`; deliver sits above trigger). */
export interface DueFlakyTest {
  test: string;
  seen: number;
  threshold: number;
  trackingIssue: { number: number; url: string };
  failureLine: string;
  runUrl: string;
  /** Its quarantine PR, when `flaky: quarantine` opened one: the deflake PR says it lifts it, and how. */
  quarantine?: { number: number; url: string; branch: string; lift: string };
}

/** A branch key from the test id (which holds `/`, `::`, brackets): readable, and unique by its hash. */
export function deflakeBranchKey(test: string): string {
  const slug = test
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-40)
    .replace(/^-+/, '');
  const hash = createHash('sha256').update(test).digest('hex').slice(0, 8);
  return `deflake-${slug ? `${slug}-` : ''}${hash}`;
}

/** The quarantine PR's branch key (`flaky: quarantine`): the deflake key's slug and hash, its own branch. */
export const quarantineBranchKey = (test: string): string => deflakeBranchKey(test).replace(/^deflake-/, 'quarantine-');

/** The deflake run of a test that reached the threshold, or a skip that says why its id cannot be run. */
export function flakyDeflakeDecision(
  due: DueFlakyTest,
  policy: Pick<TriggerPolicy, 'testEdits'>,
  repo: string,
): TriggerDecision {
  const asked = deflakeRequest(`deflake ${due.test}`);
  if (!asked?.test)
    return skip(
      `the flaky test is due to be deflaked, but ${asked?.refused ?? 'its id is empty'}; comment \`/agent-fix deflake TEST\` on #${due.trackingIssue.number} with the id as the runner names it`,
    );
  const test = asked.test;
  const tracked = `#${due.trackingIssue.number}`;
  const description = `Flaky test \`${test}\`: seen ${due.seen} times in CI (flaky-threshold ${due.threshold}), tracked in ${tracked}`;
  return {
    kind: 'run',
    task: {
      text: [
        `Work on the flaky test \`${test}\` of ${repo}: CI failed on it ${due.seen} times, and each time it passed when agent-fix ran the tests again on the same commit (tracked in issue ${tracked}).`,
        due.failureLine ? UNTRUSTED_NOTE : '',
        due.failureLine ? fenceUntrusted('the last failure line CI printed', clip(due.failureLine, 2_000)) : '',
        deflakeTask(test),
      ]
        .filter(Boolean)
        .join('\n\n'),
      title: `Deflake ${test}`,
      request: {
        description,
        url: due.trackingIssue.url,
        ...(due.quarantine
          ? {
              lifts: {
                number: due.quarantine.number,
                url: due.quarantine.url,
                branch: due.quarantine.branch,
                lift: due.quarantine.lift,
              },
            }
          : {}),
      },
      // The tracking issue gets the progress comment, and through it the PR's link; it lists other tests, so the PR
      // does not close it.
      issueNumber: due.trackingIssue.number,
      branchKey: deflakeBranchKey(test),
      testEdits: policy.testEdits ?? 'flag',
      ciFailure: false,
      deflake: test,
      ...(due.runUrl ? { ciRunUrl: due.runUrl } : {}),
    },
  };
}
