/**
 * The test-integrity guard: an agent can turn a run green by weakening the tests instead of fixing the code. This
 * finds the usual ways in a change, one file per finding kind in `integrity/`: deleted test files or cases (a test
 * moved to a path its runner does not collect is deleted; `cases.ts`), added skip/only/todo/xfail markers
 * (`skips.ts`), fewer or edited assertions (`assertions.ts`), configuration that deselects tests or changes how they
 * are judged (`config.ts`), hooks that rewrite results (`hooks.ts`), code outside the tests that reaches into the runner
 * or the process (`tampering.ts`), rewritten snapshots (here). What is a test, a
 * runner's configuration, a skip or an assertion comes from the runner profiles (src/verify/runners/). Pure: file
 * texts in, findings out. New tests and new assertions are never findings.
 *
 * It reads source text with patterns, not parsers: it is a tripwire for the common moves, not a proof of intent.
 * Known blind spots: expected values kept outside the test body (Go table rows, constants), `test.each` tables.
 * What patterns cannot see, the runner's own reports can: `reportedSkipFindings` compares the skips of the baseline
 * and the final run, `reportedConfigFindings` the configuration file the runner says it read, and collection.ts asks
 * the runner which tests it collects before and after.
 */
import { assertionFindings } from './integrity/assertions.js';
import { caseChanges, deletionFinder, goneTests, type CaseAnalysis } from './integrity/cases.js';
import { configFindings } from './integrity/config.js';
import { hookFindings } from './integrity/hooks.js';
import { skipFindings } from './integrity/skips.js';
import { tamperFindings } from './integrity/tampering.js';
import { isTestPath, langOf, stripComments, testCases } from './integrity/source.js';
import type { FileChange, IntegrityFinding, IntegrityOptions } from './integrity/types.js';

export type { FileChange, IntegrityFinding, IntegrityKind, IntegrityOptions } from './integrity/types.js';
export { isTestPath, langOf } from './integrity/source.js';
export { reportedSkipFindings } from './integrity/skips.js';
export { deflakeFindings } from './integrity/deflake.js';
export { reportedConfigFindings, reportedConfigFile } from './integrity/config.js';

const isSnapshotPath = (p: string): boolean => /(^|\/)__snapshots__\//.test(p) || /\.(snap|ambr|golden)$/.test(p);

interface FileAnalysis extends CaseAnalysis {
  findings: IntegrityFinding[];
}

/**
 * A data file the tests read, rewritten or deleted: the expected values moved out of the test body (`expected.json`
 * that a test loads by name, a CSV under `tests/`) are the test too. A new data file is no rewrite.
 */
function dataFinding(change: FileChange, options: IntegrityOptions): IntegrityFinding[] {
  const { path: p, before, after } = change;
  if (before === null || langOf(p) !== null || isSnapshotPath(p)) return [];
  const named = options.testReads?.includes(p);
  if (!named && !isTestPath(p)) return [];
  const why = named ? 'a data file the tests read by name' : 'test data';
  return [
    {
      path: p,
      kind: 'test-data-rewrite',
      detail: `${p}: ${why} ${after === null ? 'deleted' : 'rewritten'}: what the tests expect changed, not the code`,
    },
  ];
}

function analyze(change: FileChange, options: IntegrityOptions = {}): FileAnalysis {
  const result: FileAnalysis = { change, findings: [], deleted: [], added: [], deletedFile: false };
  const { path: p, before, after } = change;
  if (before === after) return result;
  // Configuration that deselects tests or is the runner's own, and hooks that rewrite outcomes; elsewhere, code outside
  // the tests that reaches into the runner or the process (a setup file's reach is its hook finding already).
  const runnerCode = [...configFindings(change), ...hookFindings(change)];
  result.findings.push(
    ...runnerCode,
    ...(runnerCode.length ? [] : [...tamperFindings(change), ...dataFinding(change, options)]),
  );

  if (isSnapshotPath(p)) {
    if (before !== null) {
      result.findings.push({
        path: p,
        kind: 'snapshot-rewrite',
        detail: after === null ? `snapshot file ${p} deleted` : `snapshot file ${p} rewritten`,
      });
    }
    return result;
  }

  const lang = langOf(p);
  const testFile = isTestPath(p);
  const beforeCode = lang && before !== null ? stripComments(before, lang) : '';
  const afterCode = lang && after !== null ? stripComments(after, lang) : '';
  // Rust keeps unit tests inside the source files.
  const inlineTests = lang === 'rs' && /#\[(cfg\()?test\b/.test(beforeCode + afterCode);
  if (!testFile && !inlineTests) return result;

  if (after === null) {
    result.deletedFile = testFile;
    if (lang) result.deleted = testCases(beforeCode, lang);
    return result;
  }
  if (!lang) return result;

  const casesBefore = before === null ? [] : testCases(beforeCode, lang);
  const casesAfter = testCases(afterCode, lang);
  const { deleted, added } = caseChanges(casesBefore, casesAfter);
  const findings = [
    ...result.findings,
    ...skipFindings(p, beforeCode, afterCode, lang),
    ...assertionFindings(p, casesBefore, casesAfter, lang),
  ];
  return { change, findings, deleted, added, deletedFile: false };
}

/**
 * Findings for a whole change set. A test that moved (deleted in one file, added in another) is not a finding.
 */
export function checkIntegrity(changes: FileChange[], options: IntegrityOptions = {}): IntegrityFinding[] {
  const analyses = changes.map((c) => analyze(c, options));
  const deletions = deletionFinder(analyses, options);
  return analyses.flatMap((a) => [...deletions(a), ...a.findings]);
}

/** The same check for one edit, before it is written (the edit tools' `deny` mode). */
export function checkEditIntegrity(
  path: string,
  before: string | null,
  after: string | null,
  options: IntegrityOptions = {},
): IntegrityFinding[] {
  return checkIntegrity([{ path, before, after }], options);
}

/** The tests a change set deletes (a test moved to a path its runner collects is kept): file and bare name. */
export function deletedTests(changes: FileChange[], options: IntegrityOptions = {}): { path: string; bare: string }[] {
  return goneTests(
    changes.map((c) => analyze(c, options)),
    options,
  );
}
