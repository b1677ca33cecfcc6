/**
 * How far the proof goes. `test`: the runner's output was read per test, and the fail-to-pass table shows some test red
 * on the old code and green with the change, none red after, no pass-to-pass test broken (`provesFix`). `suite`: the
 * output could not be read per test, so only the command's exit code speaks. When the runner is read per test, a
 * resolved run needs the test-level proof; a suite-level one is said plainly, and a project can require test level.
 */
import { provesFix, type Evidence } from './evidence.js';
import type { TestRun } from './types.js';

export type ProofLevel = 'test' | 'suite';

/** The runner's output names tests: a parser read it, it counted something, and what it counts are tests. */
export function readPerTest(run: TestRun | null): boolean {
  return Boolean(run && run.runner !== 'unknown' && run.counts && run.unit !== 'packages');
}

export function proofLevel(evidence: Evidence): ProofLevel {
  return readPerTest(evidence.final) && readPerTest(evidence.baseline) ? 'test' : 'suite';
}

/** The table that proves this change: a review round's whole pull request when there is one, else the run's own. */
const table = (evidence: Evidence) => evidence.whole_change?.fail_to_pass ?? evidence.fail_to_pass;

/** The not-proven reason when a proof run's canary check failed (canary.ts). */
export const REPORT_UNCHECKED = "the test runner's report could not be checked";

/** Said beside a proof whose runs carried no canaries (a runner or command agent-fix has none for). */
export const NOT_CANARY_CHECKED_NOTE =
  "the test runner's report was not checked with canary tests (agent-fix has none for this runner or command), so it is taken as the runner printed it";

export const SUITE_LEVEL_NOTE =
  "suite-level proof only: the test output could not be read per test, so only the test command's exit code proves the change";

/** How to get a test-level proof, for the message that refuses a suite-level one. */
const MAKE_READABLE =
  'Make the output readable per test: run the tests with a runner and reporter agent-fix reads (pytest, unittest, ' +
  'go test -v or -json, vitest, jest, mocha, node --test, TAP, cargo test, JUnit XML), e.g. through --test-command ' +
  '(Action input test-command)';

/**
 * Why no proof run's report can be trusted, or undefined: a report that did not show agent-fix's canaries as planted
 * proves nothing, at either level, whether the run looked green or red (canary.ts).
 */
export function reportShortfall(evidence: Evidence): string | undefined {
  const check = evidence.report_check;
  return check?.status === 'failed' ? `${REPORT_UNCHECKED} (${check.reason})` : undefined;
}

/**
 * Why a run whose final test run passed may not be resolved on this proof, or undefined when it may.
 * `requireTest`: the project's rules file asks for `proof: test`.
 */
export function proofShortfall(evidence: Evidence, requireTest: boolean): string | undefined {
  const unchecked = reportShortfall(evidence);
  if (unchecked) return unchecked;
  if (proofLevel(evidence) === 'suite') {
    return requireTest
      ? `the project requires a test-level proof (proof: test in .github/agent-fix.yml), and the test output could not be read per test. ${MAKE_READABLE}, or drop \`proof: test\``
      : undefined;
  }
  const ftp = table(evidence);
  if (provesFix(ftp)) return undefined;
  if (!ftp) {
    return evidence.baseline?.passed
      ? 'no test proves the change: the tests passed before it too. Add or change a test that fails without the fix'
      : 'no test-level proof: the fail-to-pass check could not name a test that fails without the change and passes with it';
  }
  if (ftp.pass_to_pass.broken.length)
    return `the change breaks tests that passed before: ${ftp.pass_to_pass.broken.slice(0, 5).join(', ')}`;
  if (ftp.tests.some((t) => t.after === 'fail'))
    return `tests still fail with the change: ${ftp.tests
      .filter((t) => t.after === 'fail')
      .slice(0, 5)
      .map((t) => t.id)
      .join(', ')}`;
  return 'no test fails on the old code and passes with the change, so the tests do not prove it. Add or change a test that fails without the fix';
}
