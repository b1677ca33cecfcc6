/**
 * `deleted-test-file` and `deleted-test-case`: tests gone from the change set. A test deleted in one file and added in
 * another moved, and is kept, only where its runner collects the new path.
 */
import { profilesOf, langOf, list, minus, normalize, type TestCase } from './source.js';
import type { FileChange, IntegrityFinding, IntegrityOptions } from './types.js';

/** Test cases gone from a file, and the bare names of those new in it. */
export function caseChanges(casesBefore: TestCase[], casesAfter: TestCase[]): { deleted: TestCase[]; added: string[] } {
  const afterNames = casesAfter.map((c) => c.name);
  const goneNames = new Set(
    minus(
      casesBefore.map((c) => c.name),
      afterNames,
    ),
  );
  return {
    deleted: casesBefore.filter((c) => goneNames.has(c.name)),
    added: minus(
      afterNames,
      casesBefore.map((c) => c.name),
    ).map((n) => casesAfter.find((c) => c.name === n)!.bare),
  };
}

/** What one file lost and gained. */
export interface CaseAnalysis {
  change: FileChange;
  /** Test cases gone from this file (qualified and bare names). */
  deleted: TestCase[];
  /** Bare names of test cases new in this file. */
  added: string[];
  /** The whole test file is gone. */
  deletedFile: boolean;
}

/** Bare names of tests added where the runner collects them: a test deleted elsewhere under that name moved. */
const keptNames = (analyses: CaseAnalysis[], collectedAt: (p: string) => boolean): Set<string> =>
  new Set(analyses.filter(({ change }) => collectedAt(change.path)).flatMap((a) => a.added));

const collectedBy =
  (options: IntegrityOptions) =>
  (p: string): boolean => {
    const lang = langOf(p);
    if (!lang) return true;
    return profilesOf(lang, options.runner).some((r) => r.collects(normalize(p)));
  };

/** The tests a change set deletes (not moved to a path the runner collects): file and bare name. */
export function goneTests(analyses: CaseAnalysis[], options: IntegrityOptions): { path: string; bare: string }[] {
  const kept = keptNames(analyses, collectedBy(options));
  return analyses.flatMap((a) =>
    a.deleted.filter((c) => !kept.has(c.bare)).map((c) => ({ path: a.change.path, bare: c.bare })),
  );
}

/** The deletions of one file of a change set (`analyses`), moves to a collected path set apart. */
export function deletionFinder(
  analyses: CaseAnalysis[],
  options: IntegrityOptions,
): (a: CaseAnalysis) => IntegrityFinding[] {
  // A test moved elsewhere is kept only where its runner still collects it (not under Go's testdata/, not in a
  // python module named outside test_*.py): a move anywhere else takes it out of the run.
  const collectedAt = collectedBy(options);
  const addedElsewhere = keptNames(analyses, collectedAt);
  const uncollected = new Map(
    analyses
      .filter(({ change }) => !collectedAt(change.path))
      .flatMap(({ change, added }) => added.map((name) => [name, change.path] as const)),
  );
  const movedTo = (gone: TestCase[]): string => {
    const where = [...new Set(gone.map((c) => uncollected.get(c.bare)).filter(Boolean))];
    return where.length ? ` (moved to ${list(where as string[], 2)}, which the runner does not collect)` : '';
  };
  return (a) => {
    const { change } = a;
    const gone = a.deleted.filter((c) => !addedElsewhere.has(c.bare));
    if (a.deletedFile) {
      if (a.deleted.length === 0 || gone.length > 0) {
        const tests = gone.length
          ? ` (${gone.length} test(s): ${list(
              gone.map((c) => c.name),
              3,
            )})${movedTo(gone)}`
          : '';
        return [{ path: change.path, kind: 'deleted-test-file', detail: `test file ${change.path} deleted${tests}` }];
      }
      return [];
    }
    if (!gone.length) return [];
    const detail = `${change.path}: test(s) deleted: ${list(gone.map((c) => c.name))}${movedTo(gone)}`;
    return [{ path: change.path, kind: 'deleted-test-case', detail }];
  };
}
