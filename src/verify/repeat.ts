/**
 * The fail-to-pass tests run again on the candidate: a test that goes red → green must pass every time, not once. A
 * test that passes 1 run in 3 is a candidate re-run until it passed; it is "not proven: flaky", whatever the final run
 * said. The repeats run only those tests (narrowed by id or file where the runner takes one), listed, on the clean
 * tree of the candidate, so they cost the tests' own time and the runner's start, not a suite run each.
 */
import type { FailToPass, FailToPassRow } from './evidence.js';
import { blindFail } from './pass-to-pass.js';
import { sameTestId } from './runners/index.js';
import type { TestRun } from './types.js';

/**
 * Runs after the first that saw the tests pass: 3 in all. A test failing a share p of runs passes all three with
 * (1-p)³: a 2-in-3 flake slips through 1 time in 27, a 1-in-2 one 1 in 8; each more run adds one narrowed run's cost.
 * Measured (bench/proof.bench.ts (b), 2 cores, load 6-12): median proof cost 3.3× one green suite run, against 2.4× without
 * the repeats; node --test ids name no file, so their repeats run the full command (a follow-up: narrow them by the
 * file whose text names the test).
 */
export const PROOF_REPEATS = 2;

/** Runs the test command on the candidate's clean tree, narrowed by `filter` when given, naming every test. */
export type RunOnCandidate = (filter?: string) => Promise<TestRun>;

export type Repeats = NonNullable<FailToPass['repeats']>;

const listed = (list: string[] | undefined, id: string) => !!list?.some((known) => sameTestId(known, id));

/** A JS test file's path at the head of an id (`test/a.test.js > suite > name`). */
const JS_FILE = /^([^\s>]+\.[cm]?[jt]sx?) > /;
const GO_NAME = /^(Test|Example|Fuzz)\w*(\/\S*)?$/;

/**
 * The filter that runs just these tests, or undefined for the full command: pytest node ids (their file when the id
 * has a space), a JS id's file, go test names; any other id (a unittest module path the command may not take, a
 * mocha suite path) means the full command.
 */
export function repeatFilter(ids: string[], runner: string): string | undefined {
  const words = ids.map((id) => {
    if (/^[^\s:]+\.py::/.test(id)) return /\s/.test(id) ? id.split('::')[0]! : id;
    const js = JS_FILE.exec(id);
    if (js) return js[1]!;
    if (/\bgo\b/.test(runner) && GO_NAME.test(id)) return id.split('/')[0]!;
    return undefined;
  });
  if (!words.length || words.some((w) => w === undefined)) return undefined;
  return [...new Set(words as string[])].join(' ');
}

/** The rows to confirm: red on the old code, and passing (or not yet seen) on the candidate. */
const redToGreen = (t: FailToPassRow) => t.before !== 'pass' && (t.after === 'pass' || t.after === 'unknown');

/**
 * Runs the red → green tests PROOF_REPEATS more times on the candidate and returns the table with what they showed:
 * a test that failed in any run is `flaky` (counted in `repeats.flaky`), one not yet seen passing that passed in every
 * repeat is `pass`. `parallel` (runs that cannot meet: bwrap, no network) starts the repeats together; otherwise they
 * go one by one and stop at the first failure, one being enough to refuse the proof. A narrowed run that names none of
 * the tests (the command took the filter some other way) is made again with the full command.
 */
export async function repeatFailToPass(
  ftp: FailToPass,
  runner: string,
  run: RunOnCandidate,
  parallel = false,
): Promise<FailToPass> {
  const rows = ftp.tests.filter(redToGreen);
  if (!rows.length) return ftp;
  const ids = rows.map((t) => t.id);
  const filter = repeatFilter(ids, runner);
  const named = (r: TestRun) => ids.some((id) => listed(r.passingIds, id) || listed(r.failingIds, id));
  const needsFull = (result: TestRun) => Boolean(filter) && !named(result) && !blindFail(result);
  const once = async () => {
    const result = await run(filter);
    return needsFull(result) ? run() : result;
  };
  const results: TestRun[] = [];
  // Only runs narrowed to files go together: each run's canary file sits in the shared tree, and a whole-suite run
  // would collect the other's (a must-fail test not its own); go builds every file of a package, the other run's
  // canary too, which that run removes when it ends. A narrowed run that needs the full command makes it alone.
  if (parallel && filter && runner !== 'go') {
    for (const result of await Promise.all(Array.from({ length: PROOF_REPEATS }, () => run(filter))))
      results.push(needsFull(result) ? await run() : result);
  } else {
    for (let i = 0; i < PROOF_REPEATS; i++) {
      results.push(await once());
      if (ids.some((id) => failedIn(results.at(-1)!, id))) break;
    }
  }
  return withRepeats(ftp, ids, results);
}

const failedIn = (r: TestRun, id: string) => listed(r.failingIds, id) || blindFail(r);

/** The table with the repeats' verdict: flaky rows, unknown rows every repeat saw passing, and the counts. */
function withRepeats(ftp: FailToPass, ids: string[], results: TestRun[]): FailToPass {
  const of = results.length + 1;
  const failed = new Map(ids.map((id) => [id, results.filter((r) => failedIn(r, id)).length]));
  const seenEvery = (id: string) => results.every((r) => listed(r.passingIds, id));
  const tests = ftp.tests.map((t): FailToPassRow => {
    if (!redToGreen(t)) return t;
    if (failed.get(t.id)) return { ...t, after: 'flaky' };
    return t.after === 'unknown' && seenEvery(t.id) ? { ...t, after: 'pass' } : t;
  });
  const flaky = [...failed].filter(([, n]) => n > 0).map(([id, n]) => ({ id, failed: n, runs: of }));
  return { ...ftp, tests, repeats: { runs: of, command: results.at(-1)!.command, flaky } };
}
