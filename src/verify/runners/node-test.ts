/**
 * `node --test`: the spec reporter (Node's default on a terminal, and everywhere from Node 23) and its TAP reporter
 * (Node 20's default when stdout is not a terminal). Both end with `tests/pass/fail/cancelled/skipped/todo` counts.
 * Ids are the suite path: `calc > negatives > adds negatives`. No reporter of Node 20 names a passing test's file
 * (TAP gives a failure's `location:` only): a run of one test file is how its tests are attributed to it.
 */
import { type RunnerParser, zeroCounts, indentOf, parsedReport, JS_MARKERS } from './common.js';
import { type RunnerProfile, baseName, packageJsonTestConfig } from './profile.js';

const SPEC_COUNT = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)\s*$/gm;
const TAP_COUNT = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)\s*$/gm;

function readCounts(text: string, re: RegExp): Map<string, number> | null {
  const found = new Map<string, number>();
  for (const m of text.matchAll(re)) found.set(m[1]!, Number(m[2]));
  // `cancelled` is what tells node's summary apart from other TAP producers (mocha, tape).
  return found.has('cancelled') && found.has('pass') ? found : null;
}

const parser: RunnerParser = {
  name: 'node-test',
  parse(text) {
    const spec = readCounts(text, SPEC_COUNT);
    const tap = spec ? null : readCounts(text, TAP_COUNT);
    const found = spec ?? tap;
    if (!found) return null;
    const counts = zeroCounts();
    counts.passed = found.get('pass') ?? 0;
    counts.failed = found.get('fail') ?? 0;
    counts.skipped = (found.get('skipped') ?? 0) + (found.get('todo') ?? 0);
    counts.errors = found.get('cancelled') ?? 0;
    const tree = spec ? specTree(text) : tapTree(text);
    return parsedReport('node-test', counts, tree.failing, tree.passing);
  },
  blocks(text) {
    if (readCounts(text, SPEC_COUNT)) return specTree(text).blocks;
    return tapTree(text).blocks;
  },
  summary(text) {
    return text.split('\n').filter((l) => /^(ℹ|#) (tests|pass|fail|cancelled|skipped|todo) \d+/.test(l));
  },
};

interface Tree {
  failing: string[];
  passing: string[];
  blocks: string[];
}

/** Spec: "▶ suite" opens a level (two spaces each); "✖ name (1ms)" closes it again when it names the suite. */
function specTree(text: string): Tree {
  const lines = text.split('\n');
  const tree: Tree = { failing: [], passing: [], blocks: [] };
  const stack: string[] = [];
  const failingSection = lines.findIndex((l) => /^✖ failing tests:\s*$/.test(l));
  const end = failingSection >= 0 ? failingSection : lines.length;
  for (let i = 0; i < end; i++) {
    const line = lines[i]!;
    const depth = Math.floor(indentOf(line) / 2);
    const suite = /^\s*▶ (.+?)\s*$/.exec(line);
    if (suite) {
      stack.length = depth;
      stack.push(suite[1]!);
      continue;
    }
    const result = /^\s*([✔✖﹣]) (.+?) \([\d.]+m?s\)(?: # (SKIP|TODO).*)?\s*$/.exec(line);
    if (!result) continue;
    const name = result[2]!;
    if (stack[depth] === name && !isLeafBlock(lines, i)) {
      stack.length = depth;
      continue;
    }
    const id = [...stack.slice(0, depth), name].join(' > ');
    if (result[1] === '✖') {
      tree.failing.push(id);
      let j = i + 1;
      while (j < end && (lines[j]!.trim() === '' || indentOf(lines[j]!) > indentOf(line))) j++;
      tree.blocks.push(lines.slice(i, j).join('\n').trimEnd());
    } else if (result[1] === '✔' && !result[3]) tree.passing.push(id);
  }
  // Only the "failing tests:" list survived the head/tail cut: names without their suites.
  if (!tree.failing.length && failingSection >= 0) {
    for (let i = failingSection + 1; i < lines.length; i++) {
      const m = /^✖ (.+?) \([\d.]+m?s\)\s*$/.exec(lines[i]!);
      if (m) tree.failing.push(m[1]!);
    }
  }
  if (failingSection >= 0) {
    // The closing list repeats each failure with its location: the best blocks when present.
    const blocks: string[] = [];
    let current: string[] | null = null;
    for (let i = failingSection + 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (/^test at /.test(line)) {
        if (current) blocks.push(current.join('\n').trimEnd());
        current = [line];
      } else if (/^[✔ℹ]/.test(line)) {
        if (current) blocks.push(current.join('\n').trimEnd());
        current = null;
      } else current?.push(line);
    }
    if (current) blocks.push(current.join('\n').trimEnd());
    if (blocks.length) tree.blocks = blocks;
  }
  return tree;
}

/** A "✖ name" line followed by a deeper-indented error is a test, even when a suite of the same name is open. */
function isLeafBlock(lines: string[], i: number): boolean {
  const next = lines[i + 1];
  return next !== undefined && next.trim() !== '' && indentOf(next) > indentOf(lines[i]!) && !/^\s*[▶✔✖﹣]/.test(next);
}

/** TAP from node: "# Subtest: name" lines nest by four spaces; suites carry `type: 'suite'` in their YAML block. */
function tapTree(text: string): Tree {
  const lines = text.split('\n');
  const tree: Tree = { failing: [], passing: [], blocks: [] };
  const stack: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const depth = Math.floor(indentOf(line) / 4);
    const sub = /^\s*# Subtest: (.+?)\s*$/.exec(line);
    if (sub) {
      stack.length = depth;
      stack.push(sub[1]!);
      continue;
    }
    const result = /^\s*(ok|not ok) \d+ - (.+?)(?: # (SKIP|TODO)\b.*)?\s*$/.exec(line);
    if (!result) continue;
    let j = i + 1;
    if (lines[j]?.trim() === '---') {
      while (j < lines.length && lines[j]!.trim() !== '...') j++;
      j++;
    }
    const yaml = lines.slice(i + 1, j).join('\n');
    if (/^\s*type: 'suite'/m.test(yaml)) continue;
    const id = [...stack.slice(0, depth), result[2]!].join(' > ');
    if (result[1] === 'not ok') {
      tree.failing.push(id);
      tree.blocks.push(lines.slice(i, j).join('\n').trimEnd());
    } else if (!result[3]) tree.passing.push(id);
  }
  return tree;
}

/**
 * A `--test-name-pattern` that runs the tests named (their ids' last part: Node 20 matches a test's own name, later
 * versions its name after its suites'), unanchored so both match; every character but letters, digits and `_` is
 * escaped, so the word holds no space, quote or regular-expression sign. Tests whose names merely contain one of these
 * run too, which costs only their time.
 */
export function nodeNamePattern(ids: string[]): string {
  // By UTF-16 unit: the pattern is read without the `u` flag, where `\uD83D\uDE00` matches one astral character.
  const escape = (name: string) =>
    name
      .split('')
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (/\w/.test(ch)) return ch;
        return c < 256 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
      })
      .join('');
  const leaves = [...new Set(ids.map((id) => id.split(' > ').pop()!))];
  return `--test-name-pattern=(${leaves.map(escape).join('|')})`;
}

/** `node` flags whose value is the next word (`--test-reporter spec`), not a test file. */
const VALUE_FLAGS = new Set([
  '--test-reporter',
  '--test-reporter-destination',
  '--test-name-pattern',
  '--test-skip-pattern',
  '--test-concurrency',
  '--test-timeout',
  '--test-shard',
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
]);

/**
 * `node --test dir/` narrowed: the filter's files take the place of the command's own paths (appended, a folder would
 * still run every file in it), and its switches (`--test-name-pattern=…`) go before every path, where node reads them
 * (after a path they are the tests' arguments, and node looks for a file of that name). Null (append) when the last
 * step is not `node … --test …` itself.
 */
function narrowNodeTest(cmd: string, last: string, words: string[]): string | null {
  const own = nodeTestWords(last);
  if (!own || !cmd.endsWith(last)) return null;
  const files = words.filter((w) => !isFlag(w));
  const step = [own.head, ...own.flags, ...words.filter(isFlag), ...(files.length ? files : own.paths)].join(' ');
  return `${cmd.slice(0, cmd.length - last.length)}${step}`;
}

const isFlag = (w: string) => /^'?-/.test(w);

/**
 * A `node … --test …` step's words: `head` up to `--test`, the switches after it (with their values), and the paths
 * (files, folders or globs) it runs; null when the step is not node's test runner itself.
 */
export function nodeTestWords(step: string): { head: string; flags: string[]; paths: string[] } | null {
  const m = /^node\s+(?:\S+\s+)*?--test(?=\s|$)/.exec(step);
  if (!m) return null;
  const rest = step.slice(m[0].length).trim().split(/\s+/).filter(Boolean);
  const flag = rest.map((w, i) => isFlag(w) || VALUE_FLAGS.has(rest[i - 1] ?? ''));
  return { head: m[0], flags: rest.filter((_, i) => flag[i]), paths: rest.filter((_, i) => !flag[i]) };
}

/** Node 20's default patterns when `node --test` is given no files. */
const NODE_DEFAULT = /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/;

export const nodeTest: RunnerProfile = {
  name: 'node-test',
  lang: 'js',
  runsIn: (command) => /(^|[\s/;&|])node\s+(--\S+\s+)*--test\b/.test(command),
  parser,
  idsNameFile: false,
  narrow: (cmd, last, _filter, words) => narrowNodeTest(cmd, last, words),
  testFile: (p) => NODE_DEFAULT.test(p) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(p),
  collects: (p) => NODE_DEFAULT.test(p) && !/(^|\/)node_modules\//.test(p),
  config: (p, text) => (baseName(p) === 'package.json' ? packageJsonTestConfig(text, 'node-test') : null),
  ...JS_MARKERS,
  // The spec reporter (Node 23's default): `✖ name (0.79ms)`, then a `✖ failing tests:` header; TAP: `not ok 3 - name`.
  ciFailure: [
    /^\s*✖\s+(?!failing tests:$)(.+?)(?:\s+\(\d+(?:\.\d+)?m?s\))?$/,
    /^\s*not ok\s+\d+\s+-?\s*(.+?)(?:\s+#.*)?$/,
  ],
};
