/** Shared pieces of the runner parsers: cleaning terminal output and the parser shape. */
import type { TestCounts, TestReport } from '../types.js';

/** A parser for one runner's text output. Pure: text in, data out. */
export interface RunnerParser {
  name: string;
  /** Null when the text carries no sign of this runner. */
  parse(text: string, cwd?: string): TestReport | null;
  /** The failing tests' blocks (assertion, traceback), in output order, for the excerpt. */
  blocks(text: string): string[];
  /** The lines that make up the runner's own summary. */
  summary(text: string): string[];
}

// CSI (colours, cursor moves) and OSC (titles, hyperlinks) sequences.
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

/** Output as a person reads it: no colour codes, no carriage-return redraws, `\n` line ends. */
export function cleanOutput(text: string): string {
  return (
    text
      .replace(ANSI, '')
      .replace(/\r\n/g, '\n')
      .split('\n')
      // A lone \r redraws the line: what stays on screen is the text after the last one.
      .map((line) => (line.includes('\r') ? (line.split('\r').filter(Boolean).pop() ?? '') : line))
      .join('\n')
  );
}

export const zeroCounts = (): TestCounts => ({ passed: 0, failed: 0, skipped: 0, errors: 0 });

/** Unique, in first-seen order. */
export function uniq(items: Iterable<string>): string[] {
  return [...new Set(items)];
}

/**
 * A parser's report from the ids it collected: each once, in first-seen order. The passing ids only when the output
 * named some: a runner that prints only failures is no evidence about the rest.
 */
export function parsedReport(
  runner: string,
  counts: TestCounts | null,
  failing: Iterable<string>,
  passing: string[],
): TestReport {
  return { runner, counts, failingIds: uniq(failing), ...(passing.length ? { passingIds: uniq(passing) } : {}) };
}

/** Drops ids that are a prefix-parent of another failing id (a Go parent test fails because its subtest did). */
export function leavesOnly(ids: string[], sep: string): string[] {
  return ids.filter((id) => !ids.some((other) => other !== id && other.startsWith(id + sep)));
}

export function lastMatch(text: string, re: RegExp): RegExpExecArray | null {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  let found: RegExpExecArray | null = null;
  for (let m = g.exec(text); m; m = g.exec(text)) {
    found = m;
    if (m[0] === '') g.lastIndex++;
  }
  return found;
}

export const indentOf = (line: string): number => line.length - line.trimStart().length;

// ---------- pieces several runners of one language share ----------

/** Skip markers any JS runner understands (describe/it/test families, `{ skip: true }`, `t.skip()`). */
export const JS_SKIPS: [string, RegExp][] = [
  ['.only', /(?<![\w$])(describe|it|test|suite|context|specify)\.only\b/g],
  ['.skip', /(?<![\w$])(describe|it|test|suite|context|specify)\.skip(If)?\b/g],
  ['.todo', /(?<![\w$])(describe|it|test|suite)\.todo\b/g],
  ['.failing', /(?<![\w$])(it|test)\.failing\b/g],
  ['xit/xtest/xdescribe', /(?<![\w$.])x(it|test|describe|context|specify)\s*\(/g],
  ['fit/fdescribe', /(?<![\w$.])f(it|describe)\s*\(/g],
  ['{ skip/todo/only: … } option', /\b(skip|todo|only)\s*:\s*(true|['"`])/g],
  ['t.skip()/t.todo()', /\bt\.(skip|todo)\s*\(/g],
  ['this.skip()', /\bthis\.skip\s*\(/g],
];

/** expect/assert calls, `t.is(…)`-style assertions (ava, tape, node's t.assert), `.should`. */
export const JS_ASSERTIONS =
  /(?<![\w$.])(expect|assert)(\.\w+)?\s*\(|\bt\.(is|not|deepEqual|notDeepEqual|true|false|truthy|falsy|assert|equal|equals|strictEqual|notEqual|notStrictEqual|deepLooseEqual|throws|rejects|notThrows|snapshot|ok|notOk|same|match|regex|like|fail)\s*\(|\.should\b/g;

/**
 * A setup or helper file that replaces the assertion library or the test functions turns every failure green:
 * assigning `expect`, `assert`, `test`, `it` on the global object, or defining them there.
 */
export const JS_HOOKS: [string, RegExp][] = [
  [
    'replaces a global test function',
    /\b(global|globalThis|window|self)\s*(\.\s*|\[\s*['"`])(expect|assert|test|it|describe|fail)\b['"`]?\s*\]?\s*=(?!=)/,
  ],
  [
    'defines a global test function',
    /\bObject\.(defineProperty|assign)\s*\(\s*(global|globalThis|window)\b[^)]*\b(expect|assert|test|it)\b/,
  ],
  [
    'overrides a built-in matcher',
    /\bexpect\.extend\s*\(\s*\{[^}]*\b(toBe|toEqual|toStrictEqual|toThrow|toMatch\w*)\s*[:(]/,
  ],
  ['patches the assertion module', /\b(assert|expect|chai)\s*\.\s*(strictEqual|equal|deepEqual|ok|fail)\s*=(?!=)/],
];

/** Any JS or TS source file (setup files can live anywhere). */
export const isJsPath = (p: string): boolean => /\.[cm]?[jt]sx?$/.test(p);

/** The integrity guard's markers every JS runner's profile shares: result-rewriting hooks (in any JS file), skips, assertions. */
export const JS_MARKERS: {
  hooks: [string, RegExp][];
  hookFile: (p: string) => boolean;
  skips: [string, RegExp][];
  assertions: RegExp;
} = { hooks: JS_HOOKS, hookFile: isJsPath, skips: JS_SKIPS, assertions: JS_ASSERTIONS };

/** Config files of the JS runners whose whole text is test configuration. */
export function jsConfigFile(p: string, names: RegExp): boolean {
  const base = p.slice(p.lastIndexOf('/') + 1);
  return names.test(base);
}

/** Adds "3 failed | 4 passed | 1 skipped"-style parts to the counts. */
export function addCounts(counts: TestCounts, list: string, sep: RegExp): void {
  for (const part of list.split(sep)) {
    const m = /^\s*(\d+) (\w+)/.exec(part);
    if (!m) continue;
    const n = Number(m[1]);
    const kind = m[2]!;
    if (kind === 'failed') counts.failed += n;
    else if (kind === 'passed') counts.passed += n;
    else if (kind === 'skipped' || kind === 'todo' || kind === 'pending') counts.skipped += n;
  }
}

const asObject = (json: string): Record<string, unknown> | null => {
  try {
    const doc = JSON.parse(json) as unknown;
    return doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * A reporter's JSON document in an output: the whole output (perhaps after npm's `>` banner), or one line of it
 * (jest writes its JSON to stdout as one line while its human report goes to stderr, interleaved here).
 */
export function jsonDocument(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  if (!/\S/.test(text.slice(0, start).replace(/^>.*$/gm, ''))) {
    const whole = asObject(text.slice(start, text.lastIndexOf('}') + 1));
    if (whole) return whole;
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('{"') && line.trimEnd().endsWith('}')) {
      const doc = asObject(line);
      if (doc) return doc;
    }
  }
  return null;
}

/** Relative to `cwd` when the path is under it. */
export function relativePath(file: string, cwd?: string): string {
  if (!cwd) return file;
  const root = cwd.endsWith('/') ? cwd : `${cwd}/`;
  return file.startsWith(root) ? file.slice(root.length) : file;
}

interface JestStyleAssertion {
  ancestorTitles?: string[];
  title?: string;
  status?: string;
}

/**
 * The JSON of `jest --json` and `vitest --reporter=json` (vitest writes jest's format): ids `file > suite > test`,
 * the file relative to `cwd`. A file that failed to run with no test of its own is named by its path, an error.
 */
export function jestStyleJson(text: string, runner: 'jest' | 'vitest', cwd?: string): TestReport | null {
  const doc = jsonDocument(text);
  if (!doc || typeof doc.numTotalTests !== 'number' || !Array.isArray(doc.testResults)) return null;
  // jest's has numRuntimeErrorTestSuites, vitest's does not.
  if ('numRuntimeErrorTestSuites' in doc !== (runner === 'jest')) return null;
  const counts = zeroCounts();
  const failing: string[] = [];
  const passing: string[] = [];
  for (const file of doc.testResults as { name?: string; status?: string; assertionResults?: JestStyleAssertion[] }[]) {
    const rel = relativePath(file.name ?? '', cwd);
    const results = file.assertionResults ?? [];
    for (const a of results) {
      const titles = a.ancestorTitles ?? [];
      // vitest 1.x puts the file's own unnamed suite first (`['', 'calc']`); 2+ and jest do not: the same test is
      // `file > calc > adds` in every version and in the verbose reporter's text.
      const suites = runner === 'vitest' && titles[0] === '' ? titles.slice(1) : titles;
      const id = [rel, ...suites, a.title ?? ''].join(' > ');
      if (a.status === 'passed') {
        counts.passed++;
        passing.push(id);
      } else if (a.status === 'failed') {
        counts.failed++;
        failing.push(id);
      } else counts.skipped++;
    }
    if (file.status === 'failed' && !results.some((a) => a.status === 'failed')) {
      counts.errors++;
      failing.push(rel);
    }
  }
  return { runner, counts, failingIds: uniq(failing), ...reportPassing(passing) };
}

/**
 * A report file's passing ids, each once, and how many passing tests shared an id already named (`repeatedPassing`):
 * the file lists every test, so the list is complete though shorter than the count.
 */
export function reportPassing(passing: string[]): Pick<TestReport, 'passingIds' | 'repeatedPassing'> {
  const ids = uniq(passing);
  return { passingIds: ids, ...(ids.length < passing.length ? { repeatedPassing: passing.length - ids.length } : {}) };
}
