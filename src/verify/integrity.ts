/**
 * The test-integrity guard: an agent can turn a run green by weakening the tests instead of fixing the code. This
 * finds the usual ways in a change: deleted test files or cases (a test moved to a path its runner does not collect
 * is deleted), added skip/only/todo/xfail markers, fewer or edited assertions, configuration that deselects tests or
 * changes how they are judged, hooks that rewrite results (a conftest `pytest_runtest_makereport`, a setup file that
 * replaces `expect`), rewritten snapshots. What is a test, a runner's configuration, a skip or an assertion comes from
 * the runner profiles (src/verify/runners/). Pure: file texts in, findings out. New tests and new assertions are
 * never findings.
 *
 * It reads source text with patterns, not parsers: it is a tripwire for the common moves, not a proof of intent.
 * Known blind spots: expected values kept outside the test body (Go table rows, constants), `test.each` tables.
 * What patterns cannot see, the runner's own reports can: `reportedSkipFindings` compares the skip counts of the
 * baseline and the final run, and collection.ts asks the runner which tests it collects before and after.
 */
import path from 'node:path';
import type { TestReport } from './types.js';
import { PROFILES, profileNamed, profilesFor, type Lang, type RunnerProfile } from './runners/index.js';

export type IntegrityKind =
  | 'deleted-test-file'
  | 'deleted-test-case'
  | 'added-skip'
  | 'fewer-assertions'
  /** An existing assertion's text changed (e.g. the expected value edited to match the bug). */
  | 'changed-assertion'
  | 'deselect-config'
  /** The runner's configuration for the tests changed (pytest ini sections, jest/vitest config, .mocharc, …). */
  | 'runner-config'
  /** Code that can rewrite a test's outcome: a pytest reporting hook, a replaced `expect`, a patched assert. */
  | 'runner-hook'
  | 'snapshot-rewrite';

export interface IntegrityFinding {
  path: string;
  kind: IntegrityKind;
  detail: string;
}

export interface FileChange {
  path: string;
  /** Null: the file did not exist before. */
  before: string | null;
  /** Null: the file was deleted. */
  after: string | null;
}

// ---------- which paths are tests ----------

const TEST_DIR = /(^|\/)(tests?|__tests__|spec|specs|testdata|test_data|__mocks__|__snapshots__)\//;
const TEST_FILE = [
  /^test_.*\.py$/,
  /_test\.py$/,
  /^conftest\.py$/,
  /_test\.go$/,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /_(spec|test)\.rb$/,
  /(Test|Tests|IT)\.(java|kt|scala|cs|swift)$/,
  /_tests?\.(rs|exs|dart|cc|cpp|c)$/,
  /\.snap$/,
  /\.ambr$/,
];

const normalize = (p: string): string => p.replace(/\\/g, '/').replace(/^\.\//, '');

/**
 * True for files that are tests or test data: they define what "passing" means. Every runner profile's layouts
 * (a root `test.js` for ava and tape, `__tests__/`, `*_test.go`, `tests/`, `test_*.py`, …) and the other languages'
 * usual names.
 */
export function isTestPath(p: string): boolean {
  const norm = normalize(p);
  const base = path.posix.basename(norm);
  return TEST_DIR.test(norm) || TEST_FILE.some((re) => re.test(base)) || PROFILES.some((r) => r.testFile(norm));
}

const isSnapshotPath = (p: string): boolean => /(^|\/)__snapshots__\//.test(p) || /\.(snap|ambr|golden)$/.test(p);

// ---------- languages ----------

function langOf(p: string): Lang | null {
  const ext = path.posix.extname(p).toLowerCase();
  if (ext === '.py') return 'py';
  if (['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'].includes(ext)) return 'js';
  if (ext === '.go') return 'go';
  if (ext === '.rs') return 'rs';
  if (['.java', '.kt', '.scala', '.cs'].includes(ext)) return 'jvm';
  return null;
}

/** Commented-out code is deleted code: drop whole-line comments and block comments that open a line. */
function stripComments(text: string, lang: Lang): string {
  if (lang === 'py')
    return text
      .split('\n')
      .map((l) => (/^\s*#/.test(l) ? '' : l))
      .join('\n');
  return text
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, (m) => m.replace(/[^\n]/g, ''))
    .split('\n')
    .map((l) => (/^\s*\/\//.test(l) ? '' : l))
    .join('\n');
}

/** JVM and .NET tests have no runner profile yet: their markers stay here. */
const JVM_SKIPS: [string, RegExp][] = [['@Disabled/@Ignore', /@(Disabled|Ignore)\b|\[Ignore\b|Skip\s*=/g]];
const JVM_ASSERTIONS = /\b(assert\w*|verify|Assert\.\w+|Assertions\.\w+)\s*\(/g;

/** The profiles to read a file with: the configured runner's when known and of this language, else all of it. */
function profilesOf(lang: Lang, runner?: string): RunnerProfile[] {
  const named = runner ? runner.split('+').map(profileNamed) : [];
  const mine = named.filter((r): r is RunnerProfile => !!r && r.lang === lang);
  return mine.length ? mine : profilesFor(lang);
}

/** Skip markers of a language: every profile's, once per label. */
function skipMarkers(lang: Lang): [string, RegExp][] {
  if (lang === 'jvm') return JVM_SKIPS;
  const seen = new Map<string, RegExp>();
  for (const r of profilesFor(lang)) for (const [label, re] of r.skips) if (!seen.has(label)) seen.set(label, re);
  return [...seen];
}

/** One pattern for all the assertion forms of a language's runners (pytest's `assert` and unittest's `self.assert…`). */
function assertionPattern(lang: Lang): RegExp {
  if (lang === 'jvm') return JVM_ASSERTIONS;
  const sources = [...new Set(profilesFor(lang).map((r) => r.assertions.source))];
  return new RegExp(sources.map((src) => `(?:${src})`).join('|'), 'g');
}

// ---------- scanning code ----------

/** Index just past the bracket that closes the one at `open`, skipping strings and comments; -1 if unclosed. */
function matchBracket(text: string, open: number, lang: Lang): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '/' && text[i + 1] === '/' && lang !== 'py') {
      i = text.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (ch === '#' && lang === 'py') {
      i = text.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*' && lang !== 'py') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) return -1;
      i++;
      continue;
    }
    if (ch === '"' || ch === '`' || (ch === "'" && (lang !== 'rs' || /^'(\\.|[^\\'\n])'/.test(text.slice(i, i + 4))))) {
      let j = i + 1;
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\\') j++;
        else if (text[j] === '\n' && ch !== '`' && lang !== 'py') break;
        j++;
      }
      i = j;
      continue;
    }
    if (pairs[ch]) stack.push(pairs[ch]!);
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (stack.pop() !== ch) return -1;
      if (!stack.length) return i + 1;
    }
  }
  return -1;
}

interface TestCase {
  /** Qualified: `Class.test_x`, `describe > it`, `TestX`. */
  name: string;
  /** The bare name, to recognise a test moved to another file. */
  bare: string;
  body: string;
}

function pythonCases(text: string): TestCase[] {
  const lines = text.split('\n');
  const out: TestCase[] = [];
  const classes: { indent: number; name: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    while (classes.length && classes[classes.length - 1]!.indent >= indent) classes.pop();
    const cls = /^\s*class\s+(\w+)/.exec(line);
    if (cls) {
      classes.push({ indent, name: cls[1]! });
      continue;
    }
    const def = /^\s*(?:async\s+)?def\s+(test\w*)\s*\(/.exec(line);
    if (!def) continue;
    let j = i + 1;
    while (j < lines.length && (!lines[j]!.trim() || lines[j]!.length - lines[j]!.trimStart().length > indent)) j++;
    const bare = def[1]!;
    out.push({ name: [...classes.map((c) => c.name), bare].join('.'), bare, body: lines.slice(i, j).join('\n') });
  }
  return out;
}

const JS_CALL =
  /(?<![\w$.])(describe|suite|context|x?it|x?test|specify|fit|fdescribe|xdescribe)((?:\.\w+)*)\s*\(\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g;

function jsCases(text: string): TestCase[] {
  const groups: { from: number; to: number; name: string }[] = [];
  const tests: { from: number; to: number; name: string }[] = [];
  for (const m of text.matchAll(JS_CALL)) {
    const open = text.indexOf('(', m.index! + m[1]!.length + m[2]!.length);
    const end = matchBracket(text, open, 'js');
    const span = { from: m.index!, to: end < 0 ? text.length : end, name: m[4]! };
    if (/describe|suite|context/.test(m[1]!)) groups.push(span);
    else tests.push(span);
  }
  return tests.map((t) => {
    const path = groups.filter((g) => g.from < t.from && g.to >= t.to).map((g) => g.name);
    return { name: [...path, t.name].join(' > '), bare: t.name, body: text.slice(t.from, t.to) };
  });
}

function braceCases(text: string, lang: Lang, starts: { index: number; name: string }[]): TestCase[] {
  return starts.map(({ index, name }) => {
    const open = text.indexOf('{', index);
    const end = open < 0 ? -1 : matchBracket(text, open, lang);
    return { name, bare: name, body: text.slice(index, end < 0 ? text.length : end) };
  });
}

function testCases(text: string, lang: Lang): TestCase[] {
  if (lang === 'py') return pythonCases(text);
  if (lang === 'js') return jsCases(text);
  if (lang === 'go') {
    const starts = [...text.matchAll(/^func\s+((?:Test|Benchmark|Fuzz|Example)\w*)\s*\(/gm)].map((m) => ({
      index: m.index!,
      name: m[1]!,
    }));
    return braceCases(text, lang, starts);
  }
  if (lang === 'rs') {
    const starts = [
      ...text.matchAll(/#\[(?:[\w:]+::)?test\b[^\]]*\](?:\s*#\[[^\]]*\])*\s*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)/g),
    ].map((m) => ({ index: m.index!, name: m[1]! }));
    return braceCases(text, lang, starts);
  }
  const starts = [
    ...text.matchAll(
      /(?:@(?:Test|ParameterizedTest|RepeatedTest)\b|\[(?:Fact|Theory|Test|TestMethod|TestCase)\b[^\]]*\])[\s\S]{0,300}?\b(?:void|fun|Task|def)\s+(\w+)\s*\(/g,
    ),
  ].map((m) => ({ index: m.index!, name: m[1]! }));
  return braceCases(text, lang, starts);
}

/** Each assertion as one statement, whitespace folded: `expect(x)\n  .toBe(21)` is one. */
function assertionsOf(body: string, lang: Lang): string[] {
  const out: string[] = [];
  const re = assertionPattern(lang);
  let lastEnd = -1;
  for (const m of body.matchAll(re)) {
    if (m.index! < lastEnd) continue;
    let end = m.index!;
    // Run to the end of the statement: a newline (or `;`) outside brackets, not followed by a `.chain`.
    let depth = 0;
    // In Go's `if got := f(); got != want {`, the `;` is part of the condition.
    const semicolonEnds = !m[0].startsWith('if');
    for (; end < body.length; end++) {
      const ch = body[end]!;
      if ('([{'.includes(ch)) depth++;
      else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
      else if (depth === 0 && ((ch === ';' && semicolonEnds) || ch === '\n')) {
        if (ch === '\n' && /^\s*\./.test(body.slice(end + 1, end + 200))) continue;
        break;
      }
    }
    lastEnd = end;
    out.push(body.slice(m.index!, end).replace(/\s+/g, ' ').trim());
  }
  return out;
}

function countMarkers(text: string, lang: Lang): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [label, re] of skipMarkers(lang)) counts.set(label, [...text.matchAll(new RegExp(re.source, 'g'))].length);
  return counts;
}

function multiset(items: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

/** Items of `a` that `b` lacks, counting repeats. */
function minus(a: string[], b: string[]): string[] {
  const left = multiset(b);
  const out: string[] = [];
  for (const i of a) {
    const n = left.get(i) ?? 0;
    if (n > 0) left.set(i, n - 1);
    else out.push(i);
  }
  return out;
}

const short = (s: string, n = 120): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const list = (items: string[], n = 5): string =>
  items
    .slice(0, n)
    .map((i) => `\`${short(i, 80)}\``)
    .join(', ') + (items.length > n ? ` and ${items.length - n} more` : '');

// ---------- configuration that deselects tests ----------

const PYTEST_CONFIG = /^(pytest\.ini|tox\.ini|setup\.cfg|pyproject\.toml|conftest\.py)$/;
const PYTEST_SELECTING =
  /\b(addopts|testpaths|norecursedirs|python_files|python_classes|python_functions|collect_ignore(_glob)?|pytest_collection_modifyitems|pytest_ignore_collect)\b|--deselect\b|--ignore(-glob)?\b|(^|[\s'"])-(k|m)\b|-p\s*no:/;
const JS_CONFIG =
  /^(jest|vitest|vite|karma|ava|playwright)\.(config|workspace)\.[cm]?[jt]s(on)?$|^\.mocharc(\.[cm]?js|\.json|\.ya?ml)?$/;
const JS_SELECTING =
  /\b(testPathIgnorePatterns|modulePathIgnorePatterns|testMatch|testRegex|roots|testNamePattern|exclude|include|passWithNoTests|allowOnly|grep|fgrep|invert|ignore|spec|retry|retries|bail|projects)\b/;

function addedLines(before: string | null, after: string): string[] {
  const old = new Set((before ?? '').split('\n').map((l) => l.trim()));
  return after
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !old.has(l));
}

function makeTestRecipe(text: string): string | null {
  const m = /^test\s*:[^\n]*\n((?:\t[^\n]*\n?)*)/m.exec(text);
  return m ? m[0] : null;
}

function deselectFindings(change: FileChange): IntegrityFinding[] {
  const { before, after } = change;
  if (after === null) return [];
  const base = path.posix.basename(change.path);
  const found = (detail: string): IntegrityFinding[] => [{ path: change.path, kind: 'deselect-config', detail }];
  if (PYTEST_CONFIG.test(base)) {
    const added = addedLines(before, after).filter((l) => PYTEST_SELECTING.test(l));
    if (added.length) return found(`${change.path}: test selection changed: ${list(added, 3)}`);
  }
  if (JS_CONFIG.test(base)) {
    const added = addedLines(before, after).filter((l) => JS_SELECTING.test(l));
    if (added.length) return found(`${change.path}: test selection changed: ${list(added, 3)}`);
  }
  if (base === 'package.json' && before !== null) {
    let a: Record<string, unknown>;
    let b: Record<string, unknown>;
    try {
      a = JSON.parse(before) as Record<string, unknown>;
      b = JSON.parse(after) as Record<string, unknown>;
    } catch {
      return [];
    }
    const out: string[] = [];
    const sa = (a.scripts ?? {}) as Record<string, unknown>;
    const sb = (b.scripts ?? {}) as Record<string, unknown>;
    for (const key of ['test', 'pretest', 'posttest']) {
      if (JSON.stringify(sa[key]) !== JSON.stringify(sb[key]))
        out.push(`scripts.${key}: ${JSON.stringify(sa[key] ?? null)} → ${JSON.stringify(sb[key] ?? null)}`);
    }
    for (const key of ['jest', 'mocha', 'ava', 'vitest']) {
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out.push(`the "${key}" configuration changed`);
    }
    if (out.length) return found(`package.json: ${out.join('; ')}`);
  }
  if (base === 'Cargo.toml') {
    const added = addedLines(before, after).filter((l) =>
      /^(test|harness|doctest)\s*=\s*false\b|^\[\[test\]\]/.test(l),
    );
    if (added.length) return found(`Cargo.toml: test targets changed: ${list(added, 3)}`);
  }
  if (
    /^(GNUmakefile|Makefile|makefile)$/.test(base) &&
    before !== null &&
    makeTestRecipe(before) !== makeTestRecipe(after)
  ) {
    return found(`${change.path}: the \`test\` target's recipe changed`);
  }
  return [];
}

// ---------- the guard ----------

interface FileAnalysis {
  findings: IntegrityFinding[];
  /** Test cases gone from this file (qualified and bare names). */
  deleted: TestCase[];
  /** Bare names of test cases new in this file. */
  added: string[];
  /** The whole test file is gone. */
  deletedFile: boolean;
}

/** Findings that do not read test cases: deselected tests, the runner's config (unless deselecting says it), hooks. */
function configFindings(change: FileChange): IntegrityFinding[] {
  const deselect = deselectFindings(change);
  return [...deselect, ...(deselect.length ? [] : runnerConfigFindings(change)), ...hookFindings(change)];
}

/** Test cases gone from a file, and the bare names of those new in it. */
function caseChanges(casesBefore: TestCase[], casesAfter: TestCase[]): Pick<FileAnalysis, 'deleted' | 'added'> {
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

/** The skip markers of the language's runners that the file gained, as one finding. */
function skipFindings(p: string, beforeCode: string, afterCode: string, lang: Lang): IntegrityFinding[] {
  const markersBefore = countMarkers(beforeCode, lang);
  const gained = [...countMarkers(afterCode, lang)]
    .filter(([label, n]) => n > (markersBefore.get(label) ?? 0))
    .map(([label, n]) => `${label} (${markersBefore.get(label) ?? 0} → ${n})`);
  return gained.length ? [{ path: p, kind: 'added-skip', detail: `${p}: added ${gained.join(', ')}` }] : [];
}

/** Test cases kept under the same name that lost an assertion or changed an existing one. */
function assertionFindings(p: string, casesBefore: TestCase[], casesAfter: TestCase[], lang: Lang): IntegrityFinding[] {
  const findings: IntegrityFinding[] = [];
  const byName = new Map(casesAfter.map((c) => [c.name, c]));
  for (const old of casesBefore) {
    const now = byName.get(old.name);
    if (!now) continue;
    const was = assertionsOf(old.body, lang);
    const is = assertionsOf(now.body, lang);
    if (is.length < was.length) {
      findings.push({
        path: p,
        kind: 'fewer-assertions',
        detail: `${p}: ${old.name} has fewer assertions (${was.length} → ${is.length}); removed: ${list(minus(was, is), 3)}`,
      });
      continue;
    }
    const changed = minus(was, is);
    if (changed.length) {
      findings.push({
        path: p,
        kind: 'changed-assertion',
        detail: `${p}: ${old.name} changed an existing assertion: ${list(changed, 2)} → ${list(minus(is, was), 2)}`,
      });
    }
  }
  return findings;
}

function analyze(change: FileChange): FileAnalysis {
  const result: FileAnalysis = { findings: [], deleted: [], added: [], deletedFile: false };
  const { path: p, before, after } = change;
  if (before === after) return result;
  result.findings.push(...configFindings(change));

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
  return { findings, deleted, added, deletedFile: false };
}

/**
 * Findings for a whole change set. A test that moved (deleted in one file, added in another) is not a finding.
 */
export function checkIntegrity(changes: FileChange[], options: IntegrityOptions = {}): IntegrityFinding[] {
  const analyses = changes.map((c) => ({ change: c, a: analyze(c) }));
  // A test moved elsewhere is kept only where its runner still collects it (not under Go's testdata/, not in a
  // python module named outside test_*.py): a move anywhere else takes it out of the run.
  const collectedAt = (p: string): boolean => {
    const lang = langOf(p);
    if (!lang || lang === 'jvm') return true;
    return profilesOf(lang, options.runner).some((r) => r.collects(normalize(p)));
  };
  const addedElsewhere = new Set(analyses.filter(({ change }) => collectedAt(change.path)).flatMap(({ a }) => a.added));
  const uncollected = new Map(
    analyses
      .filter(({ change }) => !collectedAt(change.path))
      .flatMap(({ change, a }) => a.added.map((name) => [name, change.path] as const)),
  );
  const movedTo = (gone: TestCase[]): string => {
    const where = [...new Set(gone.map((c) => uncollected.get(c.bare)).filter(Boolean))];
    return where.length ? ` (moved to ${list(where as string[], 2)}, which the runner does not collect)` : '';
  };
  const findings: IntegrityFinding[] = [];
  for (const { change, a } of analyses) {
    const gone = a.deleted.filter((c) => !addedElsewhere.has(c.bare));
    if (a.deletedFile) {
      if (a.deleted.length === 0 || gone.length > 0) {
        findings.push({
          path: change.path,
          kind: 'deleted-test-file',
          detail: `test file ${change.path} deleted${
            gone.length
              ? ` (${gone.length} test(s): ${list(
                  gone.map((c) => c.name),
                  3,
                )})${movedTo(gone)}`
              : ''
          }`,
        });
      }
    } else if (gone.length) {
      findings.push({
        path: change.path,
        kind: 'deleted-test-case',
        detail: `${change.path}: test(s) deleted: ${list(gone.map((c) => c.name))}${movedTo(gone)}`,
      });
    }
    findings.push(...a.findings);
  }
  return findings;
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

/**
 * Skips counted by the runner itself, before and after: a skip no pattern sees (`getattr(pytest.mark, "sk" + "ip")`,
 * a skip decided in a fixture or a helper) still shows as a higher skipped count in the final run than in the
 * baseline. Only when both runs were read by the same runner in the same unit and the final run ran at least as
 * many tests (a new test added as skipped is still a skip).
 */
export function reportedSkipFindings(baseline: TestReport | null, final: TestReport): IntegrityFinding[] {
  const b = baseline?.counts;
  const f = final.counts;
  if (
    !baseline ||
    !b ||
    !f ||
    baseline.runner !== final.runner ||
    (baseline.unit ?? 'tests') !== (final.unit ?? 'tests')
  )
    return [];
  if (f.skipped <= b.skipped) return [];
  const unit = final.unit === 'packages' ? 'packages' : 'tests';
  return [
    {
      path: '(test run)',
      kind: 'added-skip',
      detail: `${final.runner} skipped ${f.skipped} ${unit} in the final run, ${b.skipped} in the baseline: the change makes the runner skip ${f.skipped - b.skipped} more`,
    },
  ];
}

// ---------- runner configuration and hooks ----------

export interface IntegrityOptions {
  /** The report's runner name (`pytest`, `go`, `pytest+go`): its profile decides what it collects. */
  runner?: string;
}

const changedLines = (a: string, b: string): string[] => {
  const before = new Set(a.split('\n').map((l) => l.trim()));
  const after = new Set(b.split('\n').map((l) => l.trim()));
  return [
    ...[...after].filter((l) => l && !before.has(l)).map((l) => `+ ${l}`),
    ...[...before].filter((l) => l && !after.has(l)).map((l) => `- ${l}`),
  ];
};

/** The runner's own configuration (a pyproject's [tool.pytest…], a jest config, a .mocharc): any change to it. */
function runnerConfigFindings(change: FileChange): IntegrityFinding[] {
  const { path: p, before, after } = change;
  const norm = normalize(p);
  for (const r of PROFILES) {
    const was = before === null ? null : r.config(norm, before);
    const is = after === null ? null : r.config(norm, after);
    if (was === is || (was === null && is === null)) continue;
    const lines = changedLines(was ?? '', is ?? '');
    if (!lines.length) continue;
    return [
      {
        path: p,
        kind: 'runner-config',
        detail: `${p}: ${r.name}'s configuration ${was === null ? 'added' : is === null ? 'removed' : 'changed'}: ${list(lines, 3)}`,
      },
    ];
  }
  return [];
}

/** Hook code a change adds (counted, so moving an existing hook is not a finding). */
function hookFindings(change: FileChange): IntegrityFinding[] {
  const { path: p, before, after } = change;
  if (after === null) return [];
  const norm = normalize(p);
  const lang = langOf(norm);
  const code = (text: string | null) => (text === null ? '' : lang ? stripComments(text, lang) : text);
  const was = code(before);
  const is = code(after);
  const seen = new Set<string>();
  const gained: string[] = [];
  for (const r of PROFILES) {
    if (!r.hookFile(norm)) continue;
    for (const [label, re] of r.hooks) {
      if (seen.has(label)) continue;
      seen.add(label);
      const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
      const n = (text: string) => [...text.matchAll(g)].length;
      if (n(is) > n(was)) gained.push(label);
    }
  }
  return gained.length ? [{ path: p, kind: 'runner-hook', detail: `${p}: adds ${gained.join('; ')}` }] : [];
}
