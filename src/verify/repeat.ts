/**
 * The fail-to-pass tests run again on the candidate: a test that goes red → green must pass every time, not once. A
 * test that passes 1 run in 3 is a candidate re-run until it passed; it is "not proven: flaky", whatever the final run
 * said. The repeats run only those tests (narrowed by id or file where the runner takes one), listed, on the clean
 * tree of the candidate, so they cost the tests' own time and the runner's start, not a suite run each.
 */
import path from 'node:path';
import { git } from '../workspace/git.js';
import { LITERAL } from '../workspace/candidate.js';
import type { FailToPass, FailToPassRow } from './evidence.js';
import { blindFail, blindFailOf } from './pass-to-pass.js';
import { sameTestId } from './runners/index.js';
import { lastStep } from './runners/profile.js';
import { nodeNamePattern, nodeTest, nodeTestWords } from './runners/node-test.js';
import type { TestRun } from './types.js';

/**
 * Runs after the first that saw the tests pass: 3 in all. A test failing a share p of runs passes all three with
 * (1-p)³: a 2-in-3 flake slips through 1 time in 27, a 1-in-2 one 1 in 8; each more run adds one narrowed run's cost.
 * Measured (bench/proof.bench.ts (b), 2 cores): with node --test and go repeats running the whole suite, 3.3× one green
 * suite run (load 6-12), 2.4× without the repeats; with them narrowed (node --test by the files that name the tests,
 * go by `-run`), see repeatFailToPass.
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
 * has a space), a JS id's file, go test names, node --test ids by `nodeFiles` (the files that name them, see
 * nodeTestFiles) and their names; any other id (a unittest module path the command may not take, a mocha suite path)
 * means the full command.
 */
export function repeatFilter(ids: string[], runner: string, nodeFiles?: string[]): string | undefined {
  if (runner === 'node-test' && nodeFiles?.length) return [...nodeFiles, nodeNamePattern(ids)].join(' ');
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

/** More ids than this and the repeats run the full command rather than search the files for each. */
const MAX_SEARCHED_IDS = 20;

/**
 * The test files a node --test repeat of `ids` runs, or undefined (the full command). node --test names no file in
 * its ids, so the files come from the candidate commit's own text (git objects, never the tree a run wrote to): every
 * file the command collects whose text has the test's name quoted. The runner's report decides nothing here but
 * uniqueness: only when the final run named every test it passed, each of these ids once, is a narrowed run's test the
 * one the final run saw (a same-named test in a file that names it dynamically would otherwise stand in for it). A
 * file missed (a computed name) leaves its test unnamed in the narrowed run, which then runs the full command.
 */
export async function nodeTestFiles(
  root: string,
  commit: string,
  command: string,
  ids: string[],
  final: TestRun,
): Promise<string[] | undefined> {
  const seen = [...final.failingIds, ...(final.passingIds ?? [])];
  const once = (id: string) => seen.filter((known) => sameTestId(known, id)).length === 1;
  if (!final.passingIds || ids.length > MAX_SEARCHED_IDS || !ids.every(once)) return undefined;
  const scope = commandPaths(command);
  if (!scope) return undefined;
  const files = new Set<string>();
  for (const id of ids) {
    const leaf = id.split(' > ').pop()!;
    const quoted = [`'${leaf}'`, `"${leaf}"`, `\`${leaf}\``].flatMap((q) => ['-e', q]);
    const out = await git(root, ['grep', '-I', '-l', '-z', '-F', ...quoted, commit, '--', ...scope], {
      env: LITERAL,
      okCodes: [1],
    });
    const found = out
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.slice(commit.length + 1))
      .filter((f) => nodeTest.collects(f));
    if (!found.length) return undefined;
    found.forEach((f) => files.add(f));
  }
  return [...files].sort();
}

/**
 * The paths `node --test` is given in the command, as pathspecs: `.` for none. Null when a word is a glob or the command is not node --test itself: the narrowed files could then hold a
 * test the full command never runs.
 */
function commandPaths(command: string): string[] | null {
  // Only `node --test` itself: a package script's arguments follow its own paths, where node would not read a switch.
  const paths = nodeTestWords(lastStep(command))?.paths;
  if (!paths || paths.some((p) => /[*?{}[\]'"$`\\]/.test(p) || path.posix.isAbsolute(p) || p.split('/').includes('..')))
    return null;
  return paths.length ? paths.map((p) => path.posix.normalize(p)) : ['.'];
}

/** The rows to confirm: red on the old code, and passing (or not yet seen) on the candidate. */
const redToGreen = (t: FailToPassRow) => t.before !== 'pass' && (t.after === 'pass' || t.after === 'unknown');

/** The ids the repeats run: the red → green rows'. */
export const repeatIds = (ftp: FailToPass): string[] => ftp.tests.filter(redToGreen).map((t) => t.id);

/**
 * Runs the red → green tests PROOF_REPEATS more times on the candidate and returns the table with what they showed:
 * a test that failed in any run is `flaky` (counted in `repeats.flaky`), one not yet seen passing that passed in every
 * repeat is `pass`. `parallel` (runs that cannot meet: bwrap, no network; for go, whose build takes every file of a
 * package, `run` must give each concurrent call a tree of its own, as the pipeline's verify.ts does) starts the
 * narrowed repeats together; otherwise they go one by one and stop at the first failure, one being enough to refuse the proof. A narrowed run that does not name
 * every one of the tests (the command took the filter some other way, a file was missed) is made again with the full
 * command. `nodeFiles`: a node --test project's files naming the tests (nodeTestFiles).
 */
export async function repeatFailToPass(
  ftp: FailToPass,
  runner: string,
  run: RunOnCandidate,
  parallel = false,
  nodeFiles?: string[],
  more: RepeatOptions = {},
): Promise<FailToPass> {
  const ids = repeatIds(ftp);
  if (!ids.length) return ftp;
  const results = await repeatRuns(ids, repeatFilter(ids, runner, nodeFiles), run, parallel, more);
  if (!results.length) return ftp;
  return withRepeats(ftp, ids, results);
}

/**
 * The repeats of `ids` themselves (see repeatFailToPass), narrowed by `filter` (repeatFilter's; undefined: the full
 * command): the runs made, in order.
 */
export async function repeatRuns(
  ids: string[],
  filter: string | undefined,
  run: RunOnCandidate,
  parallel = false,
  more: RepeatOptions = {},
): Promise<TestRun[]> {
  const times = more.times ?? PROOF_REPEATS;
  const named = (r: TestRun) => ids.every((id) => listed(r.passingIds, id) || listed(r.failingIds, id));
  const needsFull = (result: TestRun) => Boolean(filter) && !named(result) && !blindFail(result);
  const once = async () => {
    const result = await run(filter);
    return needsFull(result) ? run() : result;
  };
  const results: TestRun[] = [];
  const failedAny = (batch: TestRun[]) => batch.some((r) => ids.some((id) => failedIn(r, id)));
  const outOfTime = () => more.deadline !== undefined && Date.now() >= more.deadline;
  // Only narrowed runs go together: a whole-suite run would collect the other's canary file in a shared tree (go's
  // narrowed runs too, which build every file of a package: `parallel` promises them trees of their own). A narrowed
  // run that needs the full command makes it alone. Batches of `concurrency` at most: a deflake's M runs would
  // otherwise start dozens of sandboxes at once.
  if (parallel && filter) {
    const width = Math.max(1, more.concurrency ?? times);
    while (results.length < times && !outOfTime()) {
      const batch = Math.min(width, times - results.length);
      const made = await Promise.all(Array.from({ length: batch }, () => run(filter)));
      for (const result of made) results.push(needsFull(result) ? await run() : result);
      if (failedAny(made)) break;
    }
  } else {
    while (results.length < times && !outOfTime()) {
      results.push(await once());
      if (failedAny([results.at(-1)!])) break;
    }
  }
  return results;
}

/**
 * Repeats made before the table was known (issue 52: beside the model's unfiltered run, on clean trees of the same
 * candidate tree, which the caller checks): `ids` the tests they were made for, `filter` the narrowing they ran with,
 * `runs` what they showed.
 */
export interface EarlyRepeats {
  ids: string[];
  filter: string;
  runner: string;
  runs: TestRun[];
}

/**
 * The table with early repeats as its repeats, or undefined when they cannot stand for the repeats: a red → green row
 * not among the tests they ran for, another runner, or not the narrowing repeatFilter gives their tests now
 * (`nodeFiles` as found now, for their ids). Then they are repeats of every red → green test, narrowed to those tests
 * (and at most the other tests they ran for), on the same tree, as many times: what repeatFailToPass would show.
 */
export function withEarlyRepeats(
  ftp: FailToPass,
  runner: string,
  early: EarlyRepeats,
  nodeFiles?: string[],
): FailToPass | undefined {
  const ids = repeatIds(ftp);
  if (!ids.length) return ftp;
  const sameRuns =
    early.runner === runner &&
    early.runs.length > 0 &&
    repeatFilter(early.ids, runner, nodeFiles) === early.filter &&
    ids.every((id) => listed(early.ids, id));
  return sameRuns ? withRepeats(ftp, ids, early.runs) : undefined;
}

/** How many repeats, and how: a deflake asks for M - 1 of them, a few at a time, within its time budget. */
export interface RepeatOptions {
  /** Repeats after the first run (default PROOF_REPEATS). */
  times?: number;
  /** With `parallel`: runs at once at most (default: all of them). */
  concurrency?: number;
  /** No repeat starts after this time (ms since the epoch): the repeats made are the table's. */
  deadline?: number;
}

/** A repeat failed this test: named it failing, or failed naming no failing test and not this one passing. */
const failedIn = (r: TestRun, id: string) => listed(r.failingIds, id) || blindFailOf(r, id, true);

/**
 * The table with the repeats' verdict: flaky rows, unknown rows every repeat saw passing, and the counts. A repeat that
 * named the tests it passed but not this one (neither passing nor failing, even with the full command) did not run it:
 * the row is `unknown`, which blocks the proof, rather than a pass that run never showed.
 */
function withRepeats(ftp: FailToPass, ids: string[], results: TestRun[]): FailToPass {
  const of = results.length + 1;
  const failed = new Map(ids.map((id) => [id, results.filter((r) => failedIn(r, id)).length]));
  const seenEvery = (id: string) => results.every((r) => listed(r.passingIds, id));
  const skipped = (id: string) =>
    results.some((r) => r.passingIds && !listed(r.passingIds, id) && !listed(r.failingIds, id));
  const tests = ftp.tests.map((t): FailToPassRow => {
    if (!redToGreen(t)) return t;
    if (failed.get(t.id)) return { ...t, after: 'flaky' };
    if (skipped(t.id)) return { ...t, after: 'unknown' };
    return t.after === 'unknown' && seenEvery(t.id) ? { ...t, after: 'pass' } : t;
  });
  const flaky = [...failed].filter(([, n]) => n > 0).map(([id, n]) => ({ id, failed: n, runs: of }));
  const note = redPassNote(results, ids);
  return { ...ftp, tests, repeats: { runs: of, command: results.at(-1)!.command, flaky, ...(note ? { note } : {}) } };
}

/**
 * Said, never silent: repeats that exited red naming no failing test and these tests passing (tap's coverage
 * threshold on a run of one file), whose passes were counted, with the exit code and the runner's own words.
 */
function redPassNote(results: TestRun[], ids: string[]): string | undefined {
  const red = results.filter((r) => blindFail(r) && !r.timedOut && ids.some((id) => listed(r.passingIds, id)));
  if (!red.length) return undefined;
  const codes = [...new Set(red.map((r) => String(r.exitCode)))].join(', ');
  const why = red.flatMap((r) => r.errorLines ?? []).find((l) => l.trim()) ?? 'no reason given';
  return (
    `${red.length} of ${results.length} repeats exited ${codes} with no test failing (${why.trim().slice(0, 200)}); ` +
    'the tests they named passing count as passed in them'
  );
}
