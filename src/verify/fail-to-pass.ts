/**
 * Proof that a change fixes something: when the diff adds or changes tests, run those tests against the ORIGINAL
 * code (new tests, old code) and show that they fail there and pass with the fix; and show that tests which passed
 * before still pass. Also the baseline policy for CI failures (reproduce, or report flaky).
 */
import fs from 'node:fs';
import path from 'node:path';
import { blobText, buildCandidate, overlayCommit, treeChanges } from '../workspace/candidate.js';
import { deletedTests, isTestPath } from './integrity.js';
import { listingArgs, sameTestId } from './runners/index.js';
import { passingNamed } from './parse.js';
import { openProofTree, type ProofTree } from './proof-tree.js';
import type { FailToPass, FailToPassRow } from './evidence.js';
import type { TestRun } from './types.js';
import { blindFailOf, passToPass, type DeletedTest } from './pass-to-pass.js';

/** Runs the test command in `cwd`; `filter` narrows it (filterCommand), `listTests` asks the runner to name passes. */
export type RunTests = (cwd: string, filter?: string, options?: { listTests?: boolean }) => Promise<TestRun>;

export interface ProveOptions {
  /** The repository: git objects are read here. Without `candidate`, also the work tree holding the final code. */
  root: string;
  /** A commit or tree of the untouched code (a Snapshotter tree works). */
  baseRef: string;
  /** Workspace-relative paths the change touched. */
  changedPaths: string[];
  /** The independent final run of the full command on the final tree. */
  finalRun: TestRun;
  baseline: TestRun | null;
  /** Runs the full test command in `cwd` (the same runner, sandbox and limits as the final run). */
  runTests: RunTests;
  /**
   * Run the full command on the original code even when no test file changed (the whole change of a pull request
   * after a review round: its "before" is the base, not a baseline run of this round).
   */
  fullRunOnBase?: boolean;
  /**
   * The candidate commit: the final tests are read from it (git objects, never the work tree). Default: a commit of
   * `changedPaths` as they are in `root` now, on HEAD.
   */
  candidate?: string;
  /**
   * A clean checkout of the candidate, where the "after" runs happen, or a function that makes it when first needed.
   * Default: `root`.
   */
  finalTree?: string | (() => Promise<string>);
  /** Checks a commit out into a clean tree for the "before" runs. Default: a proof tree inside `root`, no links. */
  openTree?: (commit: string) => Promise<ProofTree>;
}

const runFacts = (run: TestRun, filtered: boolean): NonNullable<FailToPass['before_run']> => ({
  command: run.command,
  passed: run.passed,
  exitCode: run.exitCode,
  counts: run.counts,
  ...(run.unit ? { unit: run.unit } : {}),
  filtered,
});

/**
 * The most tests a whole-suite run names (the baseline's count) for its listing to fit in the kept output: the
 * final run of such a suite lists its passing tests, so the fail-to-pass table needs no second run of the changed
 * test files. A larger suite's listing could push the failures out of the kept head and tail.
 */
const LISTED_SUITE_MAX = 300;

/**
 * Should the final run name every test it passes? Only when the baseline counted a suite small enough, in tests: a
 * listing would turn `go test`'s package counts into test counts, and the before and after must count the same unit.
 */
export function listingFits(baseline: TestRun | null): boolean {
  const c = baseline?.counts;
  if (!c || baseline?.unit === 'packages') return false;
  return c.passed + c.failed + c.skipped + c.errors <= LISTED_SUITE_MAX;
}

/**
 * Did a green run name every test it passed? Its ids cover the count its summary gave (a listing cut in the middle
 * of the kept output names fewer): only then can it stand for the "after" of the changed tests.
 */
function namesEveryPass(run: TestRun): boolean {
  const ids = passingNamed(run);
  if (!run.passed || !run.passingIds?.length) return false;
  return !run.counts || run.unit === 'packages' || ids >= run.counts.passed;
}

/** Changed test files a runner can be pointed at (not conftest.py, helpers or fixtures). */
function runnableTestFiles(testPaths: string[]): string[] {
  const runnable = (p: string) =>
    /(^|\/)test_[^/]*\.py$|_test\.py$/.test(p) ||
    /_test\.go$/.test(p) ||
    (/\.[cm]?[jt]sx?$/.test(p) && (/\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(__tests__|tests?)\//.test(p)));
  return testPaths.filter((p) => runnable(p) && !/(^|\/)(conftest\.py|__init__\.py)$/.test(p));
}

/**
 * The filter for the listing runs: test files as they are, go test files as their package directories, and the
 * runner profile's reporter arguments that name every test with its file (vitest `--reporter=verbose`, jest
 * `--verbose`, mocha `--reporter json`), added when the command runs the runner itself (not through a package
 * script, where they could reach another tool).
 */
function listingFilter(files: string[], command: string): string {
  const words = files.map((f) => (f.endsWith('_test.go') ? `./${path.posix.dirname(f)}` : f));
  words.push(...listingArgs(command));
  return [...new Set(words)].join(' ');
}

/**
 * The per-test table. When no test file changed, the red baseline is the run on the original code (no extra run);
 * null when no test file changed and the baseline was green or missing: there is nothing to prove.
 * When test files changed, the changed runnable test files run twice with the runner asked to name every test
 * (listTests): on the original code with the candidate's tests (before), and on the candidate's clean tree (after);
 * the table lists their tests by id. Without runnable test files (only a conftest or helper changed), the full
 * command runs on the original code instead. Every file comes from git objects: the "before" tree is a commit of
 * the original code with the candidate's test entries, checked out fresh. Throws on git failures (the caller reports
 * the check as skipped); the temporary tree is removed in every case.
 */
export async function proveFailToPass(opts: ProveOptions): Promise<FailToPass | null> {
  const { finalRun, ...rest } = opts;
  return (await startFailToPass({ ...rest, command: finalRun.command })).finish(finalRun);
}

/** The fail-to-pass proof, begun: its run on the original code may already be under way. */
export interface FailToPassRun {
  /** The table, once the final run is known (a green one: the caller asks only then). */
  finish(finalRun: TestRun): Promise<FailToPass | null>;
  /**
   * Before the run on the original code ends: the table's rows that can still turn out red → green (those the final
   * run names passing or does not name), when the final run is the "after" (it named every pass on the candidate's
   * tree); else undefined. Every red → green row of the table is among them unless that run names a failure no other
   * run named. The repeats may begin with them (pipeline/early-repeats.ts).
   */
  greenRows(finalRun: TestRun): string[] | undefined;
  /** Ends it without a table (the final run failed), or after `finish`: waits for its run, removes its tree. */
  cancel(): Promise<void>;
}

/**
 * Begins the proof before the final run is known: the "before" tree (the original code with the candidate's tests)
 * is checked out and its run started, so the caller may run the final suite at the same time. `command` is the
 * final run's command (the unfiltered test command). `finish` or `cancel` must follow; each removes the tree.
 */
export async function startFailToPass(
  opts: Omit<ProveOptions, 'finalRun'> & { command: string },
): Promise<FailToPassRun> {
  const testPaths = opts.changedPaths.filter(isTestPath);
  if (!testPaths.length && !opts.fullRunOnBase) {
    // Tests untouched: the baseline already ran them on the original code. A red baseline is the "before".
    const baseline = opts.baseline;
    return {
      finish: async (finalRun) =>
        baseline && !baseline.passed
          ? failToPassTable({ before: baseline, final: finalRun, baseline, testPaths })
          : null,
      greenRows: () => undefined,
      cancel: async () => undefined,
    };
  }
  const root = fs.realpathSync(opts.root);
  const candidate = opts.candidate ?? (await buildCandidate(root, 'HEAD', opts.changedPaths)).commit;
  const finalTree = async () => (typeof opts.finalTree === 'function' ? opts.finalTree() : (opts.finalTree ?? root));
  const openTree = opts.openTree ?? ((commit: string) => openProofTree(root, commit, [], 'f2p'));
  const { sources, changes, deleted, files } = await candidateTests(root, opts.baseRef, candidate, testPaths);
  const filter = files.length ? listingFilter(files, opts.command) : undefined;
  const testChanges = changes.filter((c) => testPaths.includes(c.path));
  const before = await overlayCommit(root, opts.baseRef, testChanges, 'agent-fix: original code, candidate tests');
  const tree = await openTree(before);
  const started = filter ? opts.runTests(tree.dir, filter, { listTests: true }) : opts.runTests(tree.dir);
  started.catch(() => undefined); // awaited by finish or cancel; never an unhandled rejection meanwhile
  const known = { baseline: opts.baseline, testPaths, sources, deleted };
  const table = async (finalRun: TestRun): Promise<FailToPass> => {
    // The final run already named every test it passed on this very tree (a clean checkout of the candidate): it is
    // the "after", and the suite does not run again. Otherwise the changed files run once more, listed.
    const named = opts.finalTree !== undefined && namesEveryPass(finalRun);
    let after = filter
      ? named
        ? finalRun
        : await opts.runTests(await finalTree(), filter, { listTests: true })
      : undefined;
    // The narrowed command fails where the full one passed (a script that takes no file arguments, tests that need
    // each other): it cannot speak for the change, and the full command on the original code is the "before".
    if (after && !after.passed && finalRun.passed) after = undefined;
    if (!after) {
      // A listed run of the changed files cannot speak for the change: the full command runs on the original code.
      const listed = await started;
      const run = filter ? await opts.runTests(tree.dir) : listed;
      return {
        ...failToPassTable({ before: run, final: finalRun, baseline: opts.baseline, testPaths, sources, deleted }),
        before_run: runFacts(run, false),
      };
    }
    const run = await started;
    return {
      ...failToPassTable({ before: run, after, final: finalRun, baseline: opts.baseline, testPaths, sources, deleted }),
      before_run: runFacts(run, true),
    };
  };
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    await started.catch(() => undefined);
    await tree.dispose();
  };
  return {
    greenRows: (finalRun) => {
      if (!filter || opts.finalTree === undefined || !namesEveryPass(finalRun)) return undefined;
      // The final run stands for the run on the original code: rows and "after" cells as table() makes them.
      const rows = failToPassTable({ before: finalRun, after: finalRun, final: finalRun, ...known }).tests;
      return rows.filter((t) => t.after === 'pass' || t.after === 'unknown').map((t) => t.id);
    },
    finish: async (finalRun) => {
      try {
        return await table(finalRun);
      } finally {
        await dispose();
      }
    },
    cancel: dispose,
  };
}

/**
 * The candidate's tests (added, changed and deleted alike) as git objects: the runnable files' text, the tree's
 * changes, and the tests the change deletes (gone from the final run by design: the integrity guard names them, not
 * pass-to-pass).
 */
async function candidateTests(root: string, baseRef: string, candidate: string, testPaths: string[]) {
  const [sources, changes] = await Promise.all([
    testSources(root, candidate, testPaths),
    treeChanges(root, baseRef, candidate),
  ]);
  const deleted = deletedTests(
    await Promise.all(
      testPaths.map(async (f) => ({ path: f, before: await blobText(root, baseRef, f), after: sources[f] ?? null })),
    ),
  );
  const files = runnableTestFiles(testPaths).filter((f) => f in sources);
  for (const f of Object.keys(sources)) if (!files.includes(f)) delete sources[f];
  return { sources, changes, deleted, files };
}

/** The changed test files' text in the candidate (git objects), by path; a deleted file has none. */
async function testSources(root: string, candidate: string, testPaths: string[]): Promise<Record<string, string>> {
  const texts = await Promise.all(testPaths.map((f) => blobText(root, candidate, f)));
  const sources: Record<string, string> = {};
  testPaths.forEach((f, i) => {
    if (texts[i] !== null) sources[f] = texts[i]!;
  });
  return sources;
}

/**
 * The table from the runs (pure). Rows: the tests of the changed test files that the listing runs named (`before` on
 * the original code, `after` on the final tree), every failure on the original code, every baseline failure and every
 * final failure. A file or package that failed as a whole on the original code (a pytest module that did not import,
 * a go package that did not build, a node test file that did not load) is a row only when none of its tests is:
 * its tests carry the failure, with the reason.
 * `before` is 'missing' only when the run on the original code listed its tests and this one was not among them
 * (a new test); `after` likewise for the run on the final tree (a removed test).
 * `sources`: the changed test files' text (final tree), to tell which tests they hold when ids don't name a file
 * (go test names, node --test and mocha suite paths).
 */
export function failToPassTable(runs: TableRuns): FailToPass {
  const { before, final, baseline } = runs;
  const after = runs.after ?? final;
  const read = idReader(runs, after);
  const ids = rowIds(runs, after, read);
  const hasTestRows = (f: string) =>
    ids.some((id) => id !== f && (read.fileOf(id) === read.wholeFile(f) || read.scopeOf(id) === f));
  const tests = ids
    .filter((id) => !((read.fileFailures.includes(id) || read.packageFailures.has(id)) && hasTestRows(id)))
    .map((id) => {
      const scope = read.scopeOf(id);
      return {
        id,
        ...beforeCell(id, before, read),
        after: afterCell(id, runs, after, read),
        ...(scope ? { scope } : {}),
      };
    });
  const isNewTest = (id: string) => read.fileOf(id) !== undefined;
  return { tests, pass_to_pass: passToPass(baseline, final, isNewTest, runs.deleted) };
}

/** The runs failToPassTable reads, and what tells which tests the changed test files hold. */
interface TableRuns {
  before: TestRun;
  final: TestRun;
  baseline: TestRun | null;
  testPaths: string[];
  after?: TestRun;
  sources?: Record<string, string>;
  /** Tests the change deletes (the integrity guard names them): gone from the final run, and not broken. */
  deleted?: DeletedTest[];
}

/** How the table reads a test id: its changed test file, its scope, and what failed as a whole on the original code. */
interface IdReader {
  /** The changed test file that holds the test, if any. */
  fileOf(id: string): string | undefined;
  scopeOf(id: string): string | undefined;
  /** The changed test file a failure names as a whole (a file that did not load), if any. */
  wholeFile(f: string): string | undefined;
  /** Failures of a whole file on the original code. */
  fileFailures: string[];
  /** Packages that failed on the original code without a failing test (a go build failure). */
  packageFailures: Set<string>;
}

function idReader(runs: TableRuns, after: TestRun): IdReader {
  const { before, final, testPaths, sources = {} } = runs;
  const wholeFile = (f: string) => testPaths.find((p) => f === p || f.endsWith(`/${p}`));
  return {
    fileOf: (id) => testFileOf(id, testPaths, sources),
    scopeOf: (id) => after.scopes?.[id] ?? final.scopes?.[id] ?? before.scopes?.[id],
    wholeFile,
    fileFailures: before.failingIds.filter((f) => wholeFile(f) !== undefined),
    // go names a package that failed without a failing test (build failure) by its import path.
    packageFailures: new Set(
      /\bgo\b/.test(before.runner)
        ? before.failingIds.filter((f) => !/^(Test|Example|Fuzz|Benchmark)\w*(\/|$)/.test(f) && !wholeFile(f))
        : [],
    ),
  };
}

/** The changed test file that holds a test: named by its id, else found in the files' text (go, node, mocha names). */
function testFileOf(id: string, testPaths: string[], sources: Record<string, string>): string | undefined {
  const byPath = testPaths.find((p) => id === p || id.startsWith(`${p}::`) || id.startsWith(`${p} > `));
  if (byPath) return byPath;
  for (const [file, text] of Object.entries(sources)) {
    if (file.endsWith('.go')) {
      const top = id.split('/')[0]!;
      if (/^(Test|Example|Fuzz)\w*$/.test(top) && new RegExp(`^func ${top}\\(`, 'm').test(text)) return file;
    } else if (!file.endsWith('.py')) {
      const leaf = id.split(' > ').pop()!;
      if (leaf && [`'${leaf}'`, `"${leaf}"`, `\`${leaf}\``].some((q) => text.includes(q))) return file;
    }
  }
  return undefined;
}

const listed = (list: string[] | undefined, id: string) => !!list?.some((known) => sameTestId(known, id));

/** The rows' ids: every failure on the original code, at baseline and at the end, and every test of the changed files. */
function rowIds(runs: TableRuns, after: TestRun, read: IdReader): string[] {
  const { fileOf } = read;
  const { before, final, baseline } = runs;
  const ids: string[] = [];
  const add = (id: string) => {
    const same = ids.findIndex((known) => sameTestId(known, id));
    // One test in two forms (mocha's spec names no file, its json does): one row, by the id that names the file.
    if (same < 0) ids.push(id);
    else if (id.length > ids[same]!.length) ids[same] = id;
  };
  before.failingIds.forEach(add);
  baseline?.failingIds.forEach(add);
  final.failingIds.forEach(add);
  for (const run of new Set([after, before])) {
    [...(run.failingIds ?? []), ...(run.passingIds ?? [])].filter((id) => fileOf(id) !== undefined).forEach(add);
  }
  // A go package that did not build on the original code with its own tests ran none of them there: each test of it
  // the candidate's runs name is a row (red before, with why), though no test file changed (the failing test came
  // first, as a user commits it). A package that broke only with the candidate's new test files keeps its old tests
  // out: they passed at baseline.
  const atBaseline = new Set((baseline ?? before).failingIds);
  for (const id of packageTests(read, [after, final])) if (atBaseline.has(read.scopeOf(id) ?? '')) add(id);
  return ids;
}

/** The tests the runs named passing or failing in a package that failed as a whole on the original code. */
function packageTests(read: IdReader, runs: TestRun[], only?: string): string[] {
  const ids = new Set<string>();
  for (const run of runs)
    for (const id of [...(run.failingIds ?? []), ...(run.passingIds ?? [])]) {
      const scope = run.scopes?.[id];
      if (scope && (only ? scope === only : read.packageFailures.has(scope))) ids.add(id);
    }
  return [...ids];
}

/** A test on the original code: failed (itself, or its file or package as a whole, with why), passed, or missing. */
function beforeCell(id: string, before: TestRun, read: IdReader): Pick<FailToPassRow, 'before' | 'why'> {
  // A red run that named this test passing (and none failing) failed for something else: this one passed there.
  if (listed(before.failingIds, id) || blindFailOf(before, id, false)) return { before: 'fail' };
  const file = read.fileOf(id);
  const broken = file !== undefined ? read.fileFailures.find((f) => read.wholeFile(f) === file) : undefined;
  if (broken !== undefined) return { before: 'fail', why: `${read.wholeFile(broken)} did not load on the old code` };
  const scope = read.scopeOf(id);
  if (scope && read.packageFailures.has(scope))
    return { before: 'fail', why: `package ${scope} did not build on the old code` };
  if (before.passingIds) return { before: listed(before.passingIds, id) ? 'pass' : 'missing' };
  return { before: 'pass' };
}

/**
 * A test on the final tree: failed; passed only when a run on that tree named it passing; missing when a run that
 * named every test it ran did not name it (not run: removed, deselected, skipped); else unknown. A run that names no
 * passing test (a report that could not be read, a runner that lists only failures) is no evidence of a pass.
 */
function afterCell(id: string, runs: TableRuns, after: TestRun, read: IdReader): FailToPassRow['after'] {
  const { final } = runs;
  const failed = (run: TestRun) => listed(run.failingIds, id) || blindFailOf(run, id, true);
  if (failed(final) || failed(after)) return 'fail';
  if (listed(after.passingIds, id) || listed(final.passingIds, id)) return 'pass';
  // A package that did not build before: passed when the final run named its tests, each passing (no failing id of
  // it, the package's own included, was seen above).
  if (read.packageFailures.has(id) && packageTests(read, [final], id).length) {
    const failing = final.failingIds.some((f) => read.scopeOf(f) === id);
    if (!failing && final.passed) return 'pass';
  }
  // The listing run of the changed test files named its tests, and not this one of theirs.
  if (runs.after && after.passingIds && read.fileOf(id) !== undefined) return 'missing';
  // The final run named every test it ran, and not this one: it vanished (deselected, no longer collected, skipped).
  if (namesEveryPass(final)) return 'missing';
  return 'unknown';
}

/**
 * The whole change of a pull request against its base (a review round's delivery: the PR body shows the PR's own
 * red → green, not only the round's). Paths: what differs between `base` and the work tree, plus the round's own
 * new files. The original code is `base`; with no test file changed, the full command runs there.
 */
export async function proveAgainstBase(
  opts: Omit<ProveOptions, 'baseRef' | 'baseline' | 'fullRunOnBase'> & { base: string },
): Promise<{ changedPaths: string[]; failToPass: FailToPass | null }> {
  const root = fs.realpathSync(opts.root);
  const candidate = opts.candidate ?? (await buildCandidate(root, 'HEAD', opts.changedPaths)).commit;
  const tracked = (await treeChanges(root, opts.base, candidate)).map((c) => c.path);
  const changedPaths = [...new Set([...tracked, ...opts.changedPaths])]
    .filter((p) => !p.split('/').some((part) => part.startsWith('.agent-fix-')))
    .sort();
  if (!changedPaths.length) return { changedPaths, failToPass: null };
  const failToPass = await proveFailToPass({
    ...opts,
    candidate,
    baseRef: opts.base,
    changedPaths,
    baseline: null,
    fullRunOnBase: true,
  });
  return { changedPaths, failToPass };
}

export interface BaselineResult {
  /** The run the agent starts from: the first red run when the failure reproduced, else the last run. */
  run: TestRun;
  /** The failure is not stable: it did not reproduce, or the same code both passed and failed. No fix is attempted. */
  flaky: boolean;
  /** Every run made, in order. */
  runs: TestRun[];
  /** One line for the log and the report. */
  reason: string;
}

const red = (run: TestRun) => !run.passed;

/**
 * The baseline: the tests on the untouched code.
 * - Issues (`ciFailure: false`): one run; red or green are both normal starting points.
 * - CI failures: the failure must reproduce here, and reproduce reliably. Up to `1 + flakyRetries` runs, stopping
 *   as soon as the outcome is settled:
 *   - every run red → reproduced, not flaky: the agent works from the first run;
 *   - red, then a green re-run → flaky ("fails only on its first run"): no change, no PR;
 *   - green every time → flaky: CI failed but the code passes here (a failure that passes on re-run);
 *   - green, then a red re-run → flaky: the same code both passed and failed.
 *   With `flakyRetries: 0`, one run decides: red reproduces, green is reported flaky.
 *   A timed-out run counts as red.
 */
export async function runBaseline(
  runTests: () => Promise<TestRun>,
  opts: { flakyRetries: number; ciFailure: boolean },
): Promise<BaselineResult> {
  const first = await runTests();
  const runs = [first];
  if (!opts.ciFailure) {
    return { run: first, flaky: false, runs, reason: `baseline ${red(first) ? 'red' : 'green'}` };
  }
  for (let i = 0; i < Math.max(0, opts.flakyRetries); i++) {
    const again = await runTests();
    runs.push(again);
    if (red(again) !== red(first)) break;
  }
  const reds = runs.filter(red);
  if (reds.length === runs.length) {
    return {
      run: first,
      flaky: false,
      runs,
      reason: `the CI failure reproduces (${runs.length} of ${runs.length} runs failed)`,
    };
  }
  if (reds.length === 0) {
    return {
      run: runs[runs.length - 1]!,
      flaky: true,
      runs,
      reason: `the CI failure does not reproduce: the tests passed in ${runs.length} of ${runs.length} runs here; treating it as flaky`,
    };
  }
  return {
    run: reds[0]!,
    flaky: true,
    runs,
    reason: `flaky: on the same code the tests failed in ${reds.length} and passed in ${runs.length - reds.length} of ${runs.length} runs`,
  };
}
