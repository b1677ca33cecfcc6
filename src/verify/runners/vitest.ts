/**
 * vitest, every built-in reporter of 4.1.12: default, verbose, tree, dot, minimal/agent, tap, tap-flat, json, junit,
 * github-actions. Ids are `file > suite > test`. The default reporter lists a failing file's tests without their
 * file and suites (`✓ adds` under `❯ test/calc.test.js`): those lines are never taken for ids, and a listing run uses
 * `--reporter=verbose`, which names every test in full.
 */
import type { TestReport } from '../types.js';
import {
  type RunnerParser,
  addCounts,
  indentOf,
  jestStyleJson,
  lastMatch as lastOf,
  uniq,
  zeroCounts,
  parsedReport,
  JS_MARKERS,
} from './common.js';
import { parseJUnit } from './junit.js';
import {
  type ReportForm,
  type RunnerProfile,
  baseName,
  packageJsonTestConfig,
  reportPath,
  runsProgram,
} from './profile.js';
import { withReportArgs } from './js-report.js';
const VITEST_TESTS = /^\s*Tests\s{2,}(.+?)\s+\((\d+)\)\s*$/m;
const VITEST_FILES = /^\s*Test Files\s{2,}(.+?)\s+\((\d+)\)\s*$/m;
const VITEST_SEPARATOR = /^⎯{3,}/;

const parser: RunnerParser = {
  name: 'vitest',
  parse(text, cwd) {
    const machine = jestStyleJson(text, 'vitest', cwd) ?? vitestTap(text) ?? githubActions(text);
    if (machine) return machine;
    if (/<testsuites name="vitest tests"/.test(text)) {
      const xml = parseJUnit(text);
      if (xml) return { ...xml, runner: 'vitest' };
    }
    const tests = lastOf(text, VITEST_TESTS);
    const files = lastOf(text, VITEST_FILES);
    const failHeaders = [...text.matchAll(/^ FAIL {1,2}(.+?)\s*$/gm)].map((m) => m[1]!);
    if (!tests && !files && !/⎯ Failed (Tests|Suites) \d+ ⎯/.test(text)) return null;
    const counts = tests || files ? zeroCounts() : null;
    if (counts && tests) addCounts(counts, tests[1]!, /\s*\|\s*/);
    const suiteErrors = /⎯ Failed Suites (\d+) ⎯/.exec(text);
    const unhandled = /^\s*Errors\s{2,}(\d+) errors?/m.exec(text);
    if (counts) counts.errors += Number(suiteErrors?.[1] ?? 0) + Number(unhandled?.[1] ?? 0);
    const failing = failHeaders.map((h) => h.replace(/ \[ .+ \]$/, '').replace(/\s+>\s+/g, ' > '));
    // --reporter=verbose: " ✓ src/a.test.js > suite > name 2ms", one line per test (the default reporter prints
    // only files, "✓ src/a.test.js (2 tests) 9ms", which have no " > ", and a failing file's tests without it).
    const verbose = [...text.matchAll(/^ {1,3}([✓√×↓]) (\S+ > .+?)(?: \d+(?:\.\d+)?m?s)?\s*$/gm)];
    const passing = verbose.filter((m) => m[1] === '✓' || m[1] === '√').map((m) => m[2]!);
    failing.push(...verbose.filter((m) => m[1] === '×').map((m) => m[2]!));
    if (!verbose.length) {
      const tree = treeIds(text);
      passing.push(...tree.passing);
      failing.push(...tree.failing);
    }
    return parsedReport('vitest', counts, failing, passing);
  },
  blocks(text) {
    const lines = text.split('\n');
    const out: string[] = [];
    let current: string[] | null = null;
    for (const line of lines) {
      if (/^ FAIL {1,2}\S/.test(line)) {
        if (current) out.push(current.join('\n').trimEnd());
        current = [line];
      } else if (current && (VITEST_SEPARATOR.test(line) || /^\s*Test Files\s{2,}/.test(line))) {
        out.push(current.join('\n').trimEnd());
        current = null;
      } else current?.push(line);
    }
    if (current) out.push(current.join('\n').trimEnd());
    return out;
  },
  summary(text) {
    return text
      .split('\n')
      .filter((l) => /^\s*(Test Files|Tests|Errors)\s{2,}\S/.test(l) || /⎯ Failed (Tests|Suites) \d+ ⎯/.test(l));
  },
};

/**
 * The tree reporter: a file line, then suites ("❯ calc (4)") and tests ("✓ adds 2ms") two spaces deeper per level.
 * The default reporter prints the same shape for a failing file but leaves the suites out: a test whose parent
 * level is missing is not named (its id would lack its suites).
 */
function treeIds(text: string): { passing: string[]; failing: string[] } {
  const out = { passing: [] as string[], failing: [] as string[] };
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^( +)([✓√×↓❯]) (.+?)\s*$/.exec(line);
    if (!m || line.startsWith(' FAIL ')) continue;
    const level = (m[1]!.length - 1) / 2;
    if (!Number.isInteger(level)) continue;
    if (level === 0) {
      const file = /^(\S+) \(\d+ tests?\b/.exec(m[3]!);
      stack.length = 0;
      if (file) stack.push(file[1]!);
      continue;
    }
    if (stack.length < level) continue;
    stack.length = level;
    const suite = /^(.+?) \(\d+\)$/.exec(m[3]!);
    if (suite) {
      stack.push(suite[1]!);
      continue;
    }
    const name = m[3]!.replace(/ \d+(?:\.\d+)?m?s$/, '');
    const id = [...stack, name].join(' > ');
    if (m[2] === '✓' || m[2] === '√') out.passing.push(id);
    else if (m[2] === '×') out.failing.push(id);
  }
  return out;
}

/**
 * vitest's tap (nested `{ … }` blocks per file and suite) and tap-flat (`ok 1 - file > suite > test # time=…`).
 * Both carry `# time=`, as node-tap's does; node-tap's (tap 16 writes TAP version 13 too) opens each test with
 * `# Subtest:`, which vitest's never prints: that output is node-tap's alone.
 */
function vitestTap(text: string): TestReport | null {
  if (!/^TAP version 13\s*$/m.test(text) || !/^\s*(not )?ok \d+ - .+ # time=/m.test(text)) return null;
  if (/^\s*# Subtest: \S/m.test(text)) return null;
  const counts = zeroCounts();
  const failing: string[] = [];
  const passing: string[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\s*)(ok|not ok) \d+ - (.+?)(?: # (SKIP|TODO|time=\S+))?( \{)?\s*$/.exec(line);
    if (!m) continue;
    const depth = indentOf(line) / 4;
    stack.length = depth;
    if (m[5]) {
      stack.push(m[3]!);
      continue;
    }
    const id = [...stack, m[3]!].join(' > ');
    if (m[4] === 'SKIP' || m[4] === 'TODO') counts.skipped++;
    else if (m[2] === 'ok') {
      counts.passed++;
      passing.push(id);
    } else {
      counts.failed++;
      failing.push(id);
    }
  }
  return { runner: 'vitest', counts, failingIds: uniq(failing), passingIds: uniq(passing) };
}

/** github-actions: only `::error file=…,title=<id>,…::message` annotations for failures; no counts. */
function githubActions(text: string): TestReport | null {
  const ids = [...text.matchAll(/^::error file=[^,]*,title=([^,]+?),line=/gm)].map((m) => decodeURIComponent(m[1]!));
  if (!ids.length || /^\s*Tests\s{2,}/m.test(text)) return null;
  return { runner: 'vitest', counts: null, failingIds: uniq(ids) };
}

const VITEST = /vitest/;

/**
 * Every run: the user's console reporter (`default` when the command names none: a `--reporter` on the command line
 * replaces the configured ones) and the json reporter into the run's report folder, which names every test with its
 * file, relative to the command's folder, whatever the console shows.
 */
const vitestArgs = (dir: string) => (step: string) =>
  `${/\s--reporter[=\s]/.test(` ${step}`) ? '' : '--reporter=default '}--reporter=json --outputFile.json=${reportPath(dir, 'vitest.json')}`;

const report: ReportForm = {
  command(command, dir, scripts) {
    const told = withReportArgs(command, VITEST, vitestArgs(dir), scripts);
    return 'command' in told ? told.command : null;
  },
  refusal(command, scripts) {
    const told = withReportArgs(command, VITEST, vitestArgs(''), scripts);
    return 'refused' in told ? told.refused : undefined;
  },
  parse(files, cwd) {
    const file = files.find((f) => f.name === 'vitest.json');
    return file ? jestStyleJson(file.text, 'vitest', cwd) : null;
  },
};

const CONFIG = /^(vitest|vite)\.(config|workspace)\.[cm]?[jt]s$|^vitest\.(setup|workspace)\.[cm]?[jt]s$/;

export const vitest: RunnerProfile = {
  name: 'vitest',
  lang: 'js',
  runsIn: (command) => runsProgram(command, VITEST),
  parser,
  report,
  idsNameFile: false,
  // The verbose reporter names every test with its file and suites; added only when the command runs vitest itself.
  listing: { args: ['--reporter=verbose'] },
  testFile: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(__tests__|tests?)\/.*\.[cm]?[jt]sx?$/.test(p),
  // The default include: **/*.{test,spec}.?(c|m)[jt]s?(x), outside node_modules.
  collects: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) && !/(^|\/)node_modules\//.test(p),
  config(p, text) {
    if (CONFIG.test(baseName(p))) return text;
    if (baseName(p) === 'package.json') return packageJsonTestConfig(text, 'vitest');
    return null;
  },
  ...JS_MARKERS,
  ciFailure: [/^\s*FAIL\s+(\S+\.(?:[cm]?[jt]sx?)\s*(?:>\s*[^\n]+)?)$/, /^\s*[×]\s+(.+?)(?:\s+\d+(?:\.\d+)?\s*m?s)?$/],
  list: {
    command: () => 'npx vitest list',
    parse: (output) =>
      output
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^\S+\.[cm]?[jt]sx? > /.test(l)),
  },
};
