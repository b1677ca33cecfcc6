/**
 * Pass-to-pass: every test the baseline ran is accounted for in the final run. A baseline test that fails now is
 * broken; one that is simply gone (deselected by configuration, its file no longer collected) vanished, and counts as
 * broken too, unless the change deletes it (then the integrity guard names the deletion). By test id where both runs
 * name their tests; where the baseline's runner named no passing test, by count, and the result says so.
 */
import type { FailToPass } from './evidence.js';
import { sameTestId } from './runners/index.js';
import type { TestRun } from './types.js';

/** A test the change deletes, as the integrity guard found it: its file and its bare name. */
export interface DeletedTest {
  path: string;
  bare: string;
}

const listed = (list: string[] | undefined, id: string) => !!list?.some((known) => sameTestId(known, id));

/** A run that failed with nothing parsed (crash, timeout, unknown runner) failed every test it was asked to run. */
export const blindFail = (run: TestRun): boolean => !run.passed && run.failingIds.length === 0;

/**
 * Did a red run that names no failing test fail this one? Yes, unless the runner named it passing: the red then came
 * from outside the tests (tap's 100% coverage threshold on a run of one file, nyc's check-coverage), and what the run
 * showed of this test is a pass. On the candidate (`candidate`) a run that timed out still failed it: the hang is
 * the candidate's, and a pass claims only what a run finished.
 */
export const blindFailOf = (run: TestRun, id: string, candidate: boolean): boolean =>
  blindFail(run) && (!listed(run.passingIds, id) || (candidate && run.timedOut));

/** Tests a run counted (not errors: a module that did not import is an error and no test). */
const ran = (run: TestRun): number => (run.counts ? run.counts.passed + run.counts.failed + run.counts.skipped : 0);

/** Does the change delete the test this id names? Its bare name is a part of the id, in the deleted file if it says. */
function deletedBy(id: string, deleted: DeletedTest[]): boolean {
  const parts = id
    .replace(/\[[^\]]*\]$/, '')
    .split(/::| > |\/|\./)
    .map((p) => p.trim());
  const namesFile = /^[^\s>:]+\.\w+(::| > )/.test(id);
  return deleted.some((d) => parts.includes(d.bare) && (!namesFile || id.startsWith(d.path)));
}

/** A failure that names a whole file (did not load) or a go package (did not build): no test of its own. */
const wholeUnit = (id: string, runner: string) =>
  /\.(py|[cm]?[jt]sx?)$/.test(id) || (/\bgo\b/.test(runner) && !/^(Test|Example|Fuzz|Benchmark)\w*(\/|$)/.test(id));

/** Did the output keep every result line? A cut in the middle drops per-binary and per-package lines of cargo and go. */
const whole = (run: TestRun) => !/cut in the middle/.test(run.note ?? '');

/**
 * The baseline's tests in the final run: `checked` the baseline's passing tests (or packages, `unit`), `broken` the
 * ones that fail now and the ones that vanished (also listed in `vanished`). `level: 'counts'` when the baseline named
 * no passing test, so vanished passing tests are found by count only.
 */
export function passToPass(
  baseline: TestRun | null,
  final: TestRun,
  isNewTest: (id: string) => boolean,
  deleted: DeletedTest[] = [],
): FailToPass['pass_to_pass'] {
  if (!baseline) return { checked: 0, broken: [] };
  const brokenNow = baseline.passingIds
    ? baseline.passingIds.filter((id) => listed(final.failingIds, id) || blindFail(final))
    : // Without a list of passing tests, a final failure that was not a baseline failure (and is not a new test) broke.
      final.failingIds.filter((id) => !listed(baseline.failingIds, id) && !isNewTest(id));
  const vanished = vanishedIds(baseline, final, deleted);
  const countLevel = !baseline.passingIds || !final.passingIds;
  const missing = countLevel ? vanishedCount(baseline, final, deleted, vanished.length) : [];
  const broken = [
    ...(blindFail(final) && baseline.passed && !baseline.passingIds
      ? ['(the final run failed without naming tests)']
      : brokenNow),
    ...vanished,
    ...missing,
  ].map((id) => id.trim());
  return {
    ...(baseline.unit === 'packages' && !baseline.passingIds ? { unit: 'packages' as const } : {}),
    checked: baseline.passingIds ? baseline.passingIds.length : (baseline.counts?.passed ?? 0),
    broken: [...new Set(broken)],
    ...(vanished.length || missing.length ? { vanished: [...vanished, ...missing] } : {}),
    ...(countLevel && baseline.runner !== 'unknown' ? { level: 'counts' as const } : {}),
  };
}

/**
 * Baseline tests (passing where it named them, and failing) the final run does not name at all, when the final run
 * named every test it ran. A test that failed in the final run without a name (blind) is not "vanished".
 */
function vanishedIds(baseline: TestRun, final: TestRun, deleted: DeletedTest[]): string[] {
  if (!final.passingIds || blindFail(final) || baseline.runner !== final.runner) return [];
  const known = [...final.passingIds, ...final.failingIds, ...(final.skippedIds ?? [])];
  // A baseline failure that names a whole file or package (did not load, did not build) is no test of its own.
  const tests = [
    ...(baseline.passingIds ?? []),
    ...baseline.failingIds.filter((id) => !wholeUnit(id, baseline.runner)),
  ];
  return [...new Set(tests.map((id) => id.trim()))].filter((id) => !listed(known, id) && !deletedBy(id, deleted));
}

/**
 * Vanished tests the ids cannot show, by count: the final run counted fewer tests than the baseline, beyond the
 * deletions and the vanished ids already named; or pytest deselected more of them.
 */
function vanishedCount(baseline: TestRun, final: TestRun, deleted: DeletedTest[], named: number): string[] {
  if (
    baseline.runner !== final.runner ||
    !baseline.counts ||
    !final.counts ||
    (baseline.unit ?? 'tests') !== (final.unit ?? 'tests') ||
    !whole(baseline) ||
    !whole(final)
  )
    return [];
  const unit = baseline.unit === 'packages' ? 'package' : 'test';
  const fewer = ran(baseline) - ran(final) - deleted.length - named;
  const deselected = (final.deselected ?? 0) - (baseline.deselected ?? 0);
  const n = Math.max(fewer, deselected);
  if (n <= 0) return [];
  const why = deselected > 0 ? ` (${final.runner} deselected ${deselected} more)` : '';
  return [
    `${n} ${unit}${n === 1 ? '' : 's'} that ran in the baseline did not run in the final run${why}: ${ran(baseline)} ran before, ${ran(final)} after`,
  ];
}
