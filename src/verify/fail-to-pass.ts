/**
 * Proof that a change fixes something: when the diff adds or changes tests, run those tests against the ORIGINAL
 * code (new tests, old code) and show that they fail there and pass with the fix; and show that tests which passed
 * before still pass. Also the baseline policy for CI failures (reproduce, or report flaky).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { git } from '../workspace/git.js';
import { isTestPath } from './integrity.js';
import type { FailToPass, FailToPassRow } from './evidence.js';
import type { TestRun } from './types.js';

export type RunTests = (cwd: string, filter?: string) => Promise<TestRun>;

export interface ProveOptions {
  /** The work tree holding the final code. */
  root: string;
  /** A commit or tree of the untouched code (a Snapshotter tree works: it is wrapped in a commit). */
  baseRef: string;
  /** Workspace-relative paths the change touched. */
  changedPaths: string[];
  /** The independent final run of the full command on the final tree. */
  finalRun: TestRun;
  baseline: TestRun | null;
  /** Runs the full test command in `cwd` (the same runner, sandbox and limits as the final run). */
  runTests: RunTests;
  /**
   * Where the temporary tree goes. Default: a hidden folder inside `root`, so a sandbox that makes only the
   * workspace writable (and /tmp private) still sees it, and dependency folders resolve upwards as in the original.
   */
  tmpParent?: string;
}

/** Dependency folders a checkout does not contain but its tests need; linked from the original tree. */
const DEPENDENCY_DIRS = new Set(['node_modules', '.venv', 'venv', '.pnp.cjs', '.pnp.loader.mjs']);

async function asCommit(root: string, ref: string): Promise<string> {
  const type = (await git(root, ['cat-file', '-t', ref])).trim();
  if (type === 'commit') return (await git(root, ['rev-parse', `${ref}^{commit}`])).trim();
  if (type !== 'tree') throw new Error(`fail-to-pass: ${ref} is a ${type}, not a commit or tree`);
  // A dangling commit: no ref points at it, so git's garbage collection takes it later.
  return (await git(root, ['commit-tree', ref, '-m', 'agent-fix: original code for the fail-to-pass check'])).trim();
}

async function linkDependencies(root: string, tree: string): Promise<void> {
  let listed = '';
  try {
    listed = await git(root, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'], { timeoutMs: 30_000 });
  } catch {
    return;
  }
  for (const entry of listed.split('\0').filter(Boolean)) {
    const rel = entry.replace(/\/$/, '');
    if (!DEPENDENCY_DIRS.has(path.basename(rel)) || rel.split('/').some((part) => part.startsWith('.agent-fix-'))) continue;
    const target = path.join(tree, rel);
    if (fs.existsSync(target) || !fs.existsSync(path.dirname(target))) continue;
    fs.symlinkSync(path.join(root, rel), target);
  }
}

/**
 * The per-test table. When no test file changed, the red baseline is the run on the original code (no extra run);
 * null when no test file changed and the baseline was green or missing: there is nothing to prove. Throws on git failures (the caller reports the check as
 * skipped); the temporary tree is removed in every case.
 */
export async function proveFailToPass(opts: ProveOptions): Promise<FailToPass | null> {
  const testPaths = opts.changedPaths.filter(isTestPath);
  if (!testPaths.length) {
    // Tests untouched: the baseline already ran them on the original code. A red baseline is the "before".
    if (opts.baseline && !opts.baseline.passed) {
      return failToPassTable({ before: opts.baseline, final: opts.finalRun, baseline: opts.baseline, testPaths });
    }
    return null;
  }
  const root = fs.realpathSync(opts.root);
  const commit = await asCommit(root, opts.baseRef);
  const parent = opts.tmpParent ?? root;
  const tree = path.join(parent, `.agent-fix-f2p-${crypto.randomBytes(4).toString('hex')}`);
  await git(root, ['worktree', 'add', '--detach', '--quiet', tree, commit]);
  try {
    // The final tree's tests (added, changed and deleted alike) over the original code.
    for (const rel of testPaths) {
      const from = path.join(root, rel);
      const to = path.join(tree, rel);
      if (fs.existsSync(from)) {
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(from, to);
      } else fs.rmSync(to, { force: true });
    }
    await linkDependencies(root, tree);
    const before = await opts.runTests(tree);
    return failToPassTable({ before, final: opts.finalRun, baseline: opts.baseline, testPaths });
  } finally {
    await git(root, ['worktree', 'remove', '--force', tree]).catch(() => undefined);
    fs.rmSync(tree, { recursive: true, force: true });
    await git(root, ['worktree', 'prune']).catch(() => undefined);
  }
}

/**
 * The table from three runs (pure). Rows: every test that failed on the original code with the new tests, every
 * baseline failure, every final failure, and (when the runner lists passing tests) every test of a changed test file
 * (ids that start with its path: pytest, vitest, jest). `before` is 'missing' only when the run on the original
 * code listed its tests and this one was not among them.
 */
export function failToPassTable(runs: { before: TestRun; final: TestRun; baseline: TestRun | null; testPaths: string[] }): FailToPass {
  const { before, final, baseline, testPaths } = runs;
  const inChangedFile = (id: string) => testPaths.some((p) => id === p || id.startsWith(`${p}::`) || id.startsWith(`${p} > `));
  const ids: string[] = [];
  const add = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  before.failingIds.forEach(add);
  baseline?.failingIds.forEach(add);
  final.failingIds.forEach(add);
  (final.passingIds ?? []).filter(inChangedFile).forEach(add);
  (before.passingIds ?? []).filter(inChangedFile).forEach(add);

  // A run that failed with nothing parsed (crash, timeout, unknown runner) failed every test it was asked to run.
  const blindFail = (run: TestRun) => !run.passed && run.failingIds.length === 0;
  const beforeOf = (id: string): FailToPassRow['before'] => {
    if (before.failingIds.includes(id) || blindFail(before)) return 'fail';
    // A test file that failed to import on the old code is reported as the file: its tests fail there too.
    if (before.failingIds.some((f) => testPaths.includes(f) && inFile(id, f))) return 'fail';
    if (before.passingIds) return before.passingIds.includes(id) ? 'pass' : 'missing';
    return 'pass';
  };
  const afterOf = (id: string): FailToPassRow['after'] =>
    final.failingIds.includes(id) || blindFail(final) ? 'fail' : 'pass';
  const tests = ids.map((id) => ({ id, before: beforeOf(id), after: afterOf(id) }));

  let pass_to_pass: FailToPass['pass_to_pass'];
  if (!baseline) pass_to_pass = { checked: 0, broken: [] };
  else if (baseline.passingIds) {
    pass_to_pass = {
      checked: baseline.passingIds.length,
      broken: baseline.passingIds.filter((id) => final.failingIds.includes(id) || blindFail(final)),
    };
  } else {
    // Without a list of passing tests, a final failure that was not a baseline failure (and is not a new test) broke.
    const broken = final.failingIds.filter((id) => !baseline.failingIds.includes(id) && !inChangedFile(id));
    pass_to_pass = {
      checked: baseline.counts?.passed ?? 0,
      broken: blindFail(final) && baseline.passed ? ['(the final run failed without naming tests)'] : broken,
    };
  }
  return { tests, pass_to_pass };
}

const inFile = (id: string, file: string) => id.startsWith(`${file}::`) || id.startsWith(`${file} > `);

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
    return { run: first, flaky: false, runs, reason: `the CI failure reproduces (${runs.length} of ${runs.length} runs failed)` };
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
