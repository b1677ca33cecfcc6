/**
 * The one evidence object a run produces: what was run, what it showed before and after, whether the tests were
 * weakened, and (when tests changed) the fail-to-pass table. The CLI's --json, the trajectory, the PR body and the
 * job summary all render this object; nothing else is proof.
 */
import type { ReportCheck, TestRun } from './types.js';
import type { IntegrityFinding } from './integrity.js';

export interface FailToPassRow {
  /** The test id as the runner names it. */
  id: string;
  /**
   * On the original code with the new/changed tests: 'missing' when the run there listed its tests and not this one
   * (a new test that did not exist or was not collected there; as red as a failure, and said apart).
   */
  before: 'fail' | 'pass' | 'missing';
  /**
   * On the final tree: 'pass' only when a run of that tree named it passing; 'missing' when that run listed its tests
   * and not this one (not run: a removed, renamed or skipped test); 'unknown' when no run of the tree said (a report
   * that names no passing test). An unknown row proves nothing and blocks the proof. 'flaky': it passed in one run
   * of the candidate and failed in another (repeat.ts).
   */
  after: 'pass' | 'fail' | 'missing' | 'unknown' | 'flaky';
  /** Why `before` is a failure when the test itself did not run: its file did not load, its package did not build. */
  why?: string;
  /** Where the id lives when it does not say: a go test's package. */
  scope?: string;
}

export interface FailToPass {
  tests: FailToPassRow[];
  /**
   * Tests that passed in the baseline and still pass in the final run. `unit: 'packages'`: the baseline named no
   * passing test (go test without -v), so `checked` counts its passing packages.
   */
  pass_to_pass: {
    checked: number;
    /** Baseline tests that fail now, and those that vanished (also in `vanished`). */
    broken: string[];
    unit?: 'tests' | 'packages';
    /**
     * Tests that ran in the baseline (passing or failing) and not in the final run, and that the change does not
     * delete: by id, or, at count level, one line saying how many.
     */
    vanished?: string[];
    /** `counts`: the baseline named no passing test, so vanished passing tests were found by count, not by id. */
    level?: 'ids' | 'counts';
  };
  /**
   * The red → green tests run again on the candidate (verify/repeat.ts): `runs` in all, counting the first that saw
   * them pass; `flaky` the tests that failed in some of them, and in how many; `note` why a red repeat that named
   * them passing (and no test failing) did not fail them: its exit code and the runner's words.
   */
  repeats?: {
    runs: number;
    command: string;
    flaky: Array<{ id: string; failed: number; runs: number }>;
    note?: string;
  };
  /** The run on the original code, when one was made: the changed test files only (`filtered`), or the full command. */
  before_run?: {
    command: string;
    passed: boolean;
    exitCode: number | null;
    counts: { passed: number; failed: number; skipped: number; errors: number } | null;
    unit?: 'tests' | 'packages';
    filtered: boolean;
  };
}

/** A pull request's whole change against its base, after a review round added to it. */
export interface WholeChange {
  /** The base commit (the merge base of the PR's base branch and its head). */
  base: string;
  /** The base branch's name, for the report. */
  baseBranch: string;
  changed_files: Array<{ path: string; added: number; removed: number }>;
  fail_to_pass: FailToPass | null;
  /** Why there is no table, when there is none. */
  note?: string;
}

export interface Evidence {
  /** The proof command. */
  command: string;
  /** The untouched checkout. Null when no baseline ran. */
  baseline: TestRun | null;
  /** The independent final run of the full command. Null when the run stopped before it. */
  final: TestRun | null;
  integrity: { mode: 'allow' | 'flag' | 'deny'; findings: IntegrityFinding[] };
  fail_to_pass: FailToPass | null;
  /** Review rounds: the whole pull request against its base, besides this round against the PR head. */
  whole_change?: WholeChange;
  /**
   * A deflake run (verify/deflake.ts): the flaky test's runs on the untouched code and on the candidate, and the
   * failure line the change removed.
   */
  deflake?: DeflakeEvidence;
  /**
   * `test`: the output was read per test, and a resolved run's fail-to-pass table proves the change; `suite`: only the
   * command's exit code speaks (verify/proof-level.ts). Unset when there was no final run.
   */
  proof_level?: 'test' | 'suite';
  /**
   * Whether the proof runs' reports were checked against agent-fix's canary tests (canary.ts): `failed` names the
   * first run whose report did not show them as planted; `unchecked`, why a run had none. Unset when no proof run ran.
   */
  report_check?: ReportChecks;
}

/** The canary checks of a proof's runs (the final run, the fail-to-pass runs), as one verdict. */
export interface ReportChecks {
  status: ReportCheck['status'];
  runner?: string;
  /** Which run and why, when not every run was checked. */
  reason?: string;
  /** How many proof runs carried canaries. */
  runs: number;
  /**
   * The untouched code's tree had a place for canaries (its runner has them, its command reaches them, a folder of
   * its tests exists): an `unchecked` proof run is then the candidate's doing, and proves nothing.
   */
  possible?: boolean;
}

/** One verdict from each run's check: a failed check wins, then a run without one; `label` names the run. */
export function reportChecks(
  checks: Array<{ label: string; check: ReportCheck | undefined }>,
): ReportChecks | undefined {
  const known = checks.filter((c): c is { label: string; check: ReportCheck } => c.check !== undefined);
  if (!known.length) return undefined;
  const worst =
    known.find((c) => c.check.status === 'failed') ?? known.find((c) => c.check.status === 'unchecked') ?? known[0]!;
  const { status, runner, reason } = worst.check;
  return {
    status,
    ...(runner ? { runner } : {}),
    ...(reason ? { reason: `${worst.label}: ${reason}` } : {}),
    runs: known.filter((c) => c.check.status === 'checked').length,
  };
}

/** True when the table proves the change: some test fails on the old code and every listed test passes now. */
export function provesFix(ftp: FailToPass | null): boolean {
  if (!ftp) return false;
  // A removed test (after: missing) neither proves nor breaks the fix; the integrity guard reports the removal.
  return (
    ftp.tests.some((t) => t.before !== 'pass' && t.after === 'pass') &&
    ftp.tests.every((t) => t.after === 'pass' || t.after === 'missing') &&
    ftp.pass_to_pass.broken.length === 0
  );
}

/** A deflake run's two sides (verify/deflake.ts): the table the PR body, the summary and `--json` print. */
export interface DeflakeEvidence {
  test: string;
  /** Runs of the untouched code made, and how many named the test failing (in a checked report). */
  runs_before: number;
  failures_before: number;
  /** K as asked, and why the runs before stopped: the first failure, K runs, or the time budget. */
  runs_before_limit: number;
  stopped_before: 'failed' | 'runs' | 'budget';
  /** M: runs of the candidate asked for; the runs made and how many failed the test. */
  runs_after_planned: number;
  runs_after: number;
  failures_after: number;
  /** Set when the runs after stopped before M: a failure (then no more are needed), or the time budget. */
  stopped_after?: 'failed' | 'budget';
  /** The first line of the failure seen on the untouched code: the line the fix removes. */
  failure_line: string;
  /**
   * The test's quarantine mark the base tree held (a merged quarantine PR): lifted before the runs of the untouched
   * code, so they and the candidate's runs ran the test; the change removes it (`how` as the quarantine PR said it).
   */
  lifted_mark?: { file: string; how: string };
}
