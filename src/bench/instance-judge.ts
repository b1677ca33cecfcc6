/**
 * Judging an instance as SWE-bench does: by its own FAIL_TO_PASS and PASS_TO_PASS lists. Every listed test must be
 * seen passing in the test run; a test the run did not name counts as not passed; tests in neither list are ignored.
 * Pure over the parsed test report, so the matching rule is tested on its own.
 *
 * Matching a listed id to the ids the runner printed (ours, from src/verify), first rule that finds any:
 * 1. the same id (pytest node ids `tests/test_x.py::TestC::test_a[p]`; go `TestName/sub`; TAP names);
 * 2. a JS id `file > suite > test` also answers to each shorter tail, `suite > test` and `test`, and to those joined by
 *    spaces (`suite test`, mocha's full title): SWE-bench's jest parser keeps the bare title, its vitest parser the
 *    `file > … > test` path, jest --json the `suite > test` path, mocha -R tap the space-joined title;
 * 3. a go test answers for its parent: `TestX` is the set of `TestX/…` subtests the runner named (go -v prints the
 *    parent too, our parser keeps leaves).
 * When a listed id matches several runner ids (a title shared by two suites), all must pass. Ids compare after
 * trimming whitespace, on both sides.
 */
import type { TestReport } from '../verify/types.js';

export type ListedStatus = 'pass' | 'fail' | 'missing';

export interface ListResult {
  total: number;
  passed: number;
  /** Listed ids that did not pass, with why: failed, or not named by the run at all. */
  notPassed: { id: string; status: Exclude<ListedStatus, 'pass'> }[];
}

export interface ListsVerdict {
  failToPass: ListResult;
  passToPass: ListResult;
  /** Every FAIL_TO_PASS and PASS_TO_PASS test passed. */
  resolved: boolean;
  /** Tests the run named that are in neither list (not judged). */
  ignored: number;
  /** Why the lists could not be read in full, e.g. the runner lists no passing tests. */
  note?: string;
}

function aliases(id: string): string[] {
  const out = [id];
  const parts = id.split(/\s+>\s+/).map((p) => p.trim());
  for (let k = 0; k < parts.length; k++) {
    const tail = parts.slice(k);
    if (k > 0) out.push(tail.join(' > '));
    if (tail.length > 1) out.push(tail.join(' '));
  }
  return out;
}

/** The status of one listed id among the runner's statuses, by the rules above; and which runner ids it used. */
function lookup(id: string, statuses: Map<string, 'pass' | 'fail'>, byAlias: Map<string, string[]>): string[] {
  if (statuses.has(id)) return [id];
  const viaAlias = byAlias.get(id);
  if (viaAlias?.length) return viaAlias;
  if (/^(Test|Example|Benchmark|Fuzz)\w*$/.test(id)) return [...statuses.keys()].filter((r) => r.startsWith(`${id}/`));
  return [];
}

function judgeList(
  ids: string[],
  statuses: Map<string, 'pass' | 'fail'>,
  byAlias: Map<string, string[]>,
  used: Set<string>,
): ListResult {
  const notPassed: ListResult['notPassed'] = [];
  for (const id of ids) {
    const found = lookup(id, statuses, byAlias);
    found.forEach((r) => used.add(r));
    if (found.length === 0) notPassed.push({ id, status: 'missing' });
    else if (found.some((r) => statuses.get(r) === 'fail')) notPassed.push({ id, status: 'fail' });
  }
  return { total: ids.length, passed: ids.length - notPassed.length, notPassed };
}

/** The verdict of one test run against an instance's lists. */
export function judgeLists(report: TestReport, failToPass: string[], passToPass: string[]): ListsVerdict {
  const statuses = new Map<string, 'pass' | 'fail'>();
  // Ids compare after trimming: ava prints `✖ camelCase ` with a trailing space, an instance lists `camelCase`.
  for (const id of report.passingIds ?? []) statuses.set(id.trim(), 'pass');
  // A test both listed as passing and failing (a retry, a duplicate title) counts as failing.
  for (const id of report.failingIds) statuses.set(id.trim(), 'fail');
  const byAlias = new Map<string, string[]>();
  for (const id of statuses.keys()) {
    for (const a of aliases(id).slice(1)) byAlias.set(a, [...(byAlias.get(a) ?? []), id]);
  }
  const used = new Set<string>();
  const trimmed = (ids: string[]) => ids.map((id) => id.trim());
  const f2p = judgeList(trimmed(failToPass), statuses, byAlias, used);
  const p2p = judgeList(trimmed(passToPass), statuses, byAlias, used);
  const note =
    report.passingIds === undefined
      ? `the ${report.runner} output names no passing test, so no listed test can be seen passing: ` +
        'give a test command whose reporter names every test (pytest -rA, go test -v, jest --verbose, vitest --reporter=verbose, mocha -R tap)'
      : undefined;
  return {
    failToPass: f2p,
    passToPass: p2p,
    resolved: f2p.passed === f2p.total && p2p.passed === p2p.total,
    ignored: [...statuses.keys()].filter((id) => !used.has(id)).length,
    ...(note ? { note } : {}),
  };
}
