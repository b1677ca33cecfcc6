/** What a test run tells us, whatever the runner. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
}

export interface TestReport {
  /** Which parser read the output: 'pytest', 'vitest', 'jest', 'mocha', 'node-test', 'tap', 'go', 'cargo', 'junit', or 'unknown'. */
  runner: string;
  /** Null when no summary could be read (unknown runner: judge by the exit code alone). */
  counts: TestCounts | null;
  /** Ids of failing tests, as the runner names them (e.g. `tests/test_calc.py::test_tax`). */
  failingIds: string[];
  /**
   * Ids of passing tests, only when the output lists them (pytest -rA/-v, go -v, cargo, node --test, jest --verbose,
   * mocha, TAP, JUnit). Absent when the runner prints only failures: absence is not evidence of anything.
   */
  passingIds?: string[];
  /**
   * Passing tests whose id an earlier passing test of the same run already has (two tests of one file and suite with
   * one name: `forEach` rows, RuleTester cases). A report file lists each test, so `passingIds` still names every
   * passing test though it is shorter than the count; text output gets no such allowance.
   */
  repeatedPassing?: number;
  /**
   * Ids of skipped tests, when the output names them (cargo's `ignored`): skips are then compared per test, only for
   * tests that ran on both sides.
   */
  skippedIds?: string[];
  /**
   * Tests the runner collected and left out of the run by its configuration (pytest's `N deselected`): tests that
   * did not run.
   */
  deselected?: number;
  /** A caveat about the counts, e.g. go test without -v lists no passing tests. */
  note?: string;
  /**
   * What the counts count. Absent: tests. `packages`: go test without -v prints one `ok` line per package and no
   * passing tests, so its counts are packages, and a green run never reads "0 passed, 0 failed".
   */
  unit?: 'tests' | 'packages';
  /** Where a test id lives when the id does not say it: a go test's package import path (from `go test -v`). */
  scopes?: Record<string, string>;
}

/** What the canary tests showed about one proof run's report (canary.ts). */
export interface ReportCheck {
  /**
   * `checked`: both canaries were reported as planted; `failed`: they were not, so the report is not trusted;
   * `unchecked`: no canary could be placed where this command runs it (an unknown runner, a command naming its files).
   */
  status: 'checked' | 'failed' | 'unchecked';
  /** The runner the canaries were written for. */
  runner?: string;
  /** Why the check failed, or why there was none. */
  reason?: string;
  /** The command's own exit code (the must-fail canary makes it the runner's "tests failed" code). */
  exit_code?: number | null;
}

export interface TestRun extends TestReport {
  command: string;
  exitCode: number | null;
  timedOut: boolean;
  /** True only when the command exited 0. */
  passed: boolean;
  /** Bounded output (head and tail). */
  output: string;
  durationMs: number;
  /** The filter, if this was a targeted run. */
  filter?: string;
  /**
   * A failed run that named no failing test: why, in the runner's own words (its "Internal error", an `ENOENT`, a
   * crash), as the reports show it. Absent when the run passed, timed out or named its failures.
   */
  errorLines?: string[];
  /** Runs in a proof tree: whether the runner's report was checked against agent-fix's canary tests (canary.ts). */
  reportCheck?: ReportCheck;
}
