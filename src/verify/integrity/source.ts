/**
 * Reading test code with patterns: which paths are tests, a file's language, its test cases (qualified and bare
 * names, bodies), its assertions and skip markers as the runner profiles define them. Shared by every finding kind.
 */
import path from 'node:path';
import { PROFILES, profileNamed, profilesFor, type Lang, type RunnerProfile } from '../runners/index.js';

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

export const normalize = (p: string): string => p.replace(/\\/g, '/').replace(/^\.\//, '');

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

// ---------- languages ----------

export function langOf(p: string): Lang | null {
  const ext = path.posix.extname(p).toLowerCase();
  if (ext === '.py') return 'py';
  if (['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'].includes(ext)) return 'js';
  if (ext === '.go') return 'go';
  if (ext === '.rs') return 'rs';
  if (['.java', '.kt', '.scala', '.cs'].includes(ext)) return 'jvm';
  if (ext === '.rb') return 'rb';
  if (ext === '.php') return 'php';
  if (['.cc', '.cpp', '.cxx', '.c++'].includes(ext)) return 'cpp';
  return null;
}

/** Commented-out code is deleted code: drop whole-line comments and block comments that open a line. */
export function stripComments(text: string, lang: Lang): string {
  if (lang === 'py' || lang === 'rb')
    return text
      .split('\n')
      .map((l) => (/^\s*#/.test(l) ? '' : l))
      .join('\n');
  return text
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, (m) => m.replace(/[^\n]/g, ''))
    .split('\n')
    .map((l) => (/^\s*\/\//.test(l) || (lang === 'php' && /^\s*#(?!\[)/.test(l)) ? '' : l))
    .join('\n');
}

/** The profiles to read a file with: the configured runner's when known and of this language, else all of it. */
export function profilesOf(lang: Lang, runner?: string): RunnerProfile[] {
  const named = runner ? runner.split('+').map(profileNamed) : [];
  const mine = named.filter((r): r is RunnerProfile => !!r && r.lang === lang);
  return mine.length ? mine : profilesFor(lang);
}

/** Skip markers of a language: every profile's, once per label. */
export function skipMarkers(lang: Lang): [string, RegExp][] {
  const seen = new Map<string, RegExp>();
  for (const r of profilesFor(lang)) for (const [label, re] of r.skips) if (!seen.has(label)) seen.set(label, re);
  return [...seen];
}

/** One pattern for all the assertion forms of a language's runners (pytest's `assert` and unittest's `self.assert…`). */
export function assertionPattern(lang: Lang): RegExp {
  const sources = [...new Set(profilesFor(lang).map((r) => r.assertions.source))];
  return new RegExp(sources.map((src) => `(?:${src})`).join('|'), 'g');
}

// ---------- scanning code ----------

/** Index just past the bracket that closes the one at `open`, skipping strings and comments; -1 if unclosed. */
export function matchBracket(text: string, open: number, lang: Lang): number {
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

export interface TestCase {
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

/** The lines from `start` to the one that closes it by indentation (Ruby's `end`), as one body. */
function indentedBody(lines: string[], start: number): string {
  const indent = lines[start]!.length - lines[start]!.trimStart().length;
  let j = start + 1;
  while (j < lines.length && (!lines[j]!.trim() || lines[j]!.length - lines[j]!.trimStart().length > indent)) j++;
  return lines.slice(start, Math.min(j + 1, lines.length)).join('\n');
}

const RB_GROUP = /^\s*(?:RSpec\.)?(?:x|f)?(?:describe|context|feature)\s*\(?\s*(?:(['"])(.*?)\1|([\w:]+))/;
const RB_EXAMPLE = /^\s*(?:x|f)?(?:it|specify|example|scenario)\s*\(?\s*(['"])(.*?)\1/;

/**
 * RSpec examples (`describe X > it 'y'`, named as RSpec's full description: the groups and the example joined by
 * spaces) and minitest tests (`Class#test_x`), their bodies by indentation.
 */
function rubyCases(text: string): TestCase[] {
  const lines = text.split('\n');
  const out: TestCase[] = [];
  const groups: { indent: number; name: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    while (groups.length && groups[groups.length - 1]!.indent >= indent) groups.pop();
    const group = RB_GROUP.exec(line) ?? /^\s*class\s+([\w:]+)/.exec(line);
    if (group) {
      groups.push({ indent, name: group[2] ?? group[3] ?? group[1]! });
      continue;
    }
    const example = RB_EXAMPLE.exec(line);
    const def = /^\s*def\s+(test_\w+[?!]?)/.exec(line);
    if (!example && !def) continue;
    const bare = example ? example[2]! : def![1]!;
    const name = example
      ? [...groups.map((g) => g.name), bare].join(' ')
      : `${groups.length ? groups[groups.length - 1]!.name : ''}#${bare}`;
    out.push({ name, bare, body: indentedBody(lines, i) });
  }
  return out;
}

export function testCases(text: string, lang: Lang): TestCase[] {
  if (lang === 'py') return pythonCases(text);
  if (lang === 'rb') return rubyCases(text);
  if (lang === 'php') {
    const starts = [...text.matchAll(/(?:(?:@test\b|#\[Test\])[\s\S]{0,300}?)?\bfunction\s+(\w+)\s*\(/g)]
      .filter((m) => /^test/.test(m[1]!) || /@test\b|#\[Test\]/.test(m[0]))
      .map((m) => ({ index: m.index!, name: m[1]! }));
    return braceCases(text, lang, starts);
  }
  if (lang === 'cpp') {
    const starts = [
      ...text.matchAll(/^\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)/gm),
    ].map((m) => ({ index: m.index!, name: `${m[1]}.${m[2]}` }));
    return braceCases(text, lang, starts);
  }
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

// ---------- small helpers ----------

function multiset(items: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

/** Items of `a` that `b` lacks, counting repeats. */
export function minus(a: string[], b: string[]): string[] {
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

/** Up to `n` items, quoted, and how many more. */
export const list = (items: string[], n = 5): string =>
  items
    .slice(0, n)
    .map((i) => `\`${short(i, 80)}\``)
    .join(', ') + (items.length > n ? ` and ${items.length - n} more` : '');
