/**
 * How far the proof goes. `test`: the baseline's output was read per test, so the final run's must be too (never a
 * silent downgrade to its exit code), and the fail-to-pass table shows some test red on the old code and seen green
 * with the change in every run, none red, unknown or flaky after, no pass-to-pass test broken (`provesFix`).
 * `suite`: the baseline's output could not be read per test, so only the command's exit code speaks; said plainly, and
 * a project can require test level.
 */
import { provesFix, type Evidence } from './evidence.js';
import type { TestRun } from './types.js';
import type { IntegrityKind } from './integrity.js';
import { deflakeShortfall } from './deflake.js';

export type ProofLevel = 'test' | 'suite';

/** The runner's output names tests: a parser read it, it counted something, and what it counts are tests. */
export function readPerTest(run: TestRun | null): boolean {
  return Boolean(run && run.runner !== 'unknown' && run.counts && run.unit !== 'packages');
}

/**
 * The level is the baseline's: a runner read per test on the untouched code must be read per test at the end too. A
 * final run that cannot be read so is no suite-level proof but no proof (`unreadReport`), never a silent downgrade.
 */
export function proofLevel(evidence: Evidence): ProofLevel {
  return readPerTest(evidence.baseline) ? 'test' : 'suite';
}

/** Tests a run counted (not errors: a module that did not import is an error and no test). */
const ran = (run: TestRun): number => (run.counts ? run.counts.passed + run.counts.failed + run.counts.skipped : 0);

/**
 * Why the final run's report cannot stand for a per-test baseline, or undefined when it can: it names no test (the
 * process ended before any ran, its output was muted or is no runner's), it counts another unit, or another runner
 * read it. Fewer tests than the baseline, beyond what the change deletes, are pass-to-pass's (vanished, broken).
 */
export function unreadReport(baseline: TestRun | null, final: TestRun | null): string | undefined {
  if (!baseline || !final || !readPerTest(baseline)) return undefined;
  const before = `the baseline's ${baseline.runner} report named ${ran(baseline)} test${ran(baseline) === 1 ? '' : 's'}`;
  if (final.runner === 'unknown' || !final.counts)
    return `its output holds no test runner's report, and it exited ${final.exitCode}, while ${before}`;
  if (final.unit === 'packages') return `it counts packages, not tests, while ${before}`;
  const runners = new Set(final.runner.split('+'));
  const gone = baseline.runner.split('+').filter((r) => !runners.has(r));
  if (gone.length)
    return `no ${gone.join(' or ')} report in its output (it was read as ${final.runner}), while ${before}`;
  if (ran(final) === 0) return `it names no test, while ${before}`;
  return undefined;
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

const UNREAD = "the final run's report could not be read";

/**
 * What blocks the proof where the project denies test edits (under `flag` each is named on the PR, and the run may
 * resolve): code that reaches into the runner, the assertion library, the process or the sandbox's identity
 * (`runner-tamper`, `runner-hook`), a data file the tests read rewritten, and tests the change makes skip (a pattern's
 * skip marker or the runner's own count: a pass → skip keeps a count-level pass-to-pass whole, so it is judged here).
 * The edit tools refuse such edits under `deny` already; this holds for what reached the candidate another way.
 */
const DENIED: Partial<Record<IntegrityKind, string>> = {
  'runner-tamper': 'the change reaches into the test runner or the process',
  'runner-hook': 'the change adds code that can rewrite test outcomes',
  'test-data-rewrite': 'the change rewrites data the tests read',
  'added-skip': 'the change makes tests skip',
};

/** A deflake whose change hides the flake (a retry, a skip, a timeout only, an assertion removed), in every mode. */
function deflakeHidden(evidence: Evidence): string | undefined {
  if (!evidence.deflake) return undefined;
  const hidden = evidence.integrity.findings.filter((f) => f.kind.startsWith('deflake-'));
  if (!hidden.length) return undefined;
  return `the deflake hides the flake instead of fixing it (${[...new Set(hidden.map((f) => f.kind))].join(', ')}): ${hidden
    .slice(0, 3)
    .map((f) => f.detail)
    .join(
      '; ',
    )}. Make the test deterministic: find what varies between runs (order, randomness, time, shared state) and fix it`;
}

function tamperShortfall(evidence: Evidence): string | undefined {
  if (evidence.integrity.mode !== 'deny') return undefined;
  const denied = evidence.integrity.findings.filter((f) => DENIED[f.kind]);
  if (!denied.length) return undefined;
  const what = [...new Set(denied.map((f) => DENIED[f.kind]!))].join('; ');
  const skipsOnly = denied.every((f) => f.kind === 'added-skip');
  return `${what} (test-edits: deny): ${denied
    .slice(0, 5)
    .map((f) => f.detail)
    .join('; ')}. ${
    skipsOnly
      ? 'A skipped test proves nothing; fix the code so the test runs and passes'
      : 'The test process runs the code under test, so such code can pass a run without the tests passing; fix the code without it'
  }`;
}

/**
 * Why no proof run's report can be trusted, or undefined: a report that did not show agent-fix's canaries as planted
 * proves nothing, at either level, whether the run looked green or red (canary.ts); nor does one that carried none
 * where the untouched tree had a place for them.
 */
export function reportShortfall(evidence: Evidence): string | undefined {
  const check = evidence.report_check;
  if (check?.status === 'failed') return `${REPORT_UNCHECKED} (${check.reason})`;
  // Unchecked never proves where a check was possible: the untouched tree had a place for canaries, so a candidate
  // that leaves none (a Go module renamed, the tests' folder gone) made its own report uncheckable.
  if (check?.status === 'unchecked' && check.possible)
    return `${REPORT_UNCHECKED} (${check.reason}; the untouched code's tree had a place for canary tests, so the change left its own report unchecked. Keep the project's layout and module path, or make the change in a separate pull request)`;
  return undefined;
}

/**
 * Why a run whose final test run passed may not be resolved on this proof, or undefined when it may.
 * `requireTest`: the project's rules file asks for `proof: test`.
 */
export function proofShortfall(evidence: Evidence, requireTest: boolean): string | undefined {
  const unchecked = reportShortfall(evidence);
  if (unchecked) return unchecked;
  const tamper = tamperShortfall(evidence);
  if (tamper) return tamper;
  const hidden = deflakeHidden(evidence);
  if (hidden) return hidden;
  // A deflake's own runs decide before the proof level may let a green run through: a failure in a run of the
  // candidate, or runs cut short by the budget, leave it unproven at either level (its table says so).
  const deflaked = evidence.deflake && deflakeShortfall(evidence.deflake);
  if (deflaked) return deflaked;
  if (proofLevel(evidence) === 'suite') {
    return requireTest
      ? `the project requires a test-level proof (proof: test in .github/agent-fix.yml), and the test output could not be read per test. ${MAKE_READABLE}, or drop \`proof: test\``
      : undefined;
  }
  const unread = unreadReport(evidence.baseline, evidence.final);
  if (unread) return `${UNREAD} (${unread})`;
  const ftp = table(evidence);
  const flaky = ftp?.repeats?.flaky ?? [];
  if (flaky.length)
    return `flaky: ${flaky
      .slice(0, 5)
      .map((f) => `${f.id} failed ${f.failed} of ${f.runs} runs of the candidate`)
      .join(', ')}. A fix must pass every run; make the code deterministic`;
  const unknown = ftp?.tests.filter((t) => t.after === 'unknown') ?? [];
  if (unknown.length)
    return `${UNREAD} (no run of the candidate named ${unknown
      .slice(0, 5)
      .map((t) => t.id)
      .join(', ')} passing, so the table cannot say it passes)`;
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
