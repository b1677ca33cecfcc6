/**
 * jest. Ids are `file > describe > test`: the file comes from the `PASS`/`FAIL` header above each file's results.
 * Without --verbose, jest names each test only when a single file ran; with several files it names only failures.
 * A listing run adds `--verbose`, and `--json` is read exactly.
 */
import {
  type RunnerParser,
  addCounts,
  jestStyleJson,
  lastMatch as lastOf,
  relativePath,
  zeroCounts,
  parsedReport,
  JS_MARKERS,
} from './common.js';
import {
  type ReportForm,
  type RunnerProfile,
  baseName,
  packageJsonTestConfig,
  reportPath,
  runsProgram,
} from './profile.js';
import { withReportArgs } from './js-report.js';
const JEST_TESTS = /^Tests:\s+(.+?),?\s*(\d+) total\s*$/m;
const JEST_SUITES = /^Test Suites:\s+(.+?),?\s*(\d+) total\s*$/m;

const parser: RunnerParser = {
  name: 'jest',
  parse(text, cwd) {
    const json = jestStyleJson(text, 'jest', cwd);
    if (json) return json;
    const tests = lastOf(text, JEST_TESTS);
    const suites = lastOf(text, JEST_SUITES);
    if (!tests && !suites) return null;
    const counts = zeroCounts();
    if (tests) addCounts(counts, tests[1]!, /,\s*/);
    const failing: string[] = [];
    const passing: string[] = [];
    const suiteErrors = new Set<string>();
    let file = '';
    let inDetails = false;
    const path: string[] = [];
    for (const line of text.split('\n')) {
      const header = /^(FAIL|PASS) (\S+)/.exec(line);
      if (header) {
        file = header[2]!;
        path.length = 0;
        inDetails = false;
        continue;
      }
      const bullet = /^ {2}● (.+?)\s*$/.exec(line);
      if (bullet) {
        inDetails = true;
        if (bullet[1] === 'Test suite failed to run') {
          suiteErrors.add(file);
          failing.push(file);
        } else if (!/^Console$/.test(bullet[1]!))
          failing.push([file, ...bullet[1]!.split(' › ')].filter(Boolean).join(' > '));
        continue;
      }
      // --verbose tree: "  describe" lines nest by two spaces; "✓ name (3 ms)" are passing tests.
      if (inDetails) continue;
      const tick = /^(\s+)[✓√] (.+?)(?: \(\d+ ms\))?$/.exec(line);
      if (tick && file) {
        const depth = tick[1]!.length / 2 - 1;
        passing.push([file, ...path.slice(0, depth), tick[2]!].join(' > '));
        continue;
      }
      const group = /^(\s+)([^\s✓√✕○✎●].*)$/.exec(line);
      if (
        group &&
        file &&
        group[1]!.length % 2 === 0 &&
        group[1]!.length <= 2 * (path.length + 1) &&
        !/^\s+at /.test(line)
      ) {
        const depth = group[1]!.length / 2 - 1;
        path.length = depth;
        path.push(group[2]!.trim());
      }
    }
    counts.errors += suiteErrors.size;
    return parsedReport('jest', tests || suites ? counts : null, failing, passing);
  },
  blocks(text) {
    const lines = text.split('\n');
    const out: string[] = [];
    let current: string[] | null = null;
    let file = '';
    const flush = () => {
      if (current) out.push(current.join('\n').trimEnd());
      current = null;
    };
    for (const line of lines) {
      const header = /^(FAIL|PASS) (\S+)/.exec(line);
      if (header) {
        flush();
        file = header[2]!;
        continue;
      }
      if (/^ {2}● /.test(line)) {
        flush();
        current = [`${file}`, line];
        continue;
      }
      if (/^(Test Suites:|Summary of all failing tests)/.test(line)) {
        flush();
        continue;
      }
      current?.push(line);
    }
    flush();
    return out;
  },
  summary(text) {
    return text.split('\n').filter((l) => /^(Test Suites|Tests|Snapshots):\s/.test(l));
  },
};

const JEST = /jest/;

/** Every run: `--json` into the run's report folder; jest's console reporter stays as it is. */
const jestArgs = (dir: string) => () => `--json --outputFile=${reportPath(dir, 'jest.json')}`;

const report: ReportForm = {
  command(command, dir, scripts) {
    const told = withReportArgs(command, JEST, jestArgs(dir), scripts);
    return 'command' in told ? told.command : null;
  },
  refusal(command, scripts) {
    const told = withReportArgs(command, JEST, jestArgs(''), scripts);
    return 'refused' in told ? told.refused : undefined;
  },
  parse(files, cwd) {
    const file = files.find((f) => f.name === 'jest.json');
    return file ? jestStyleJson(file.text, 'jest', cwd) : null;
  },
};

const CONFIG = /^jest\.(config|setup)\.[cm]?[jt]s(on)?$|^(setupTests|jest\.setup\w*|test-setup)\.[cm]?[jt]s$/;

export const jest: RunnerProfile = {
  name: 'jest',
  lang: 'js',
  runsIn: (command) => runsProgram(command, JEST),
  parser,
  report,
  idsNameFile: true,
  // With several files, jest names passing tests only with --verbose (its tree under each file's header).
  listing: { args: ['--verbose'] },
  testFile: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(__tests__|tests?)\/.*\.[cm]?[jt]sx?$/.test(p),
  // The default testMatch: **/__tests__/**/*.[jt]s?(x) and **/?(*.)+(spec|test).[jt]s?(x).
  collects: (p) =>
    (/(^|\/)__tests__\/.*\.[cm]?[jt]sx?$/.test(p) || /(^|[./])(spec|test)\.[cm]?[jt]sx?$/.test(baseName(p))) &&
    !/(^|\/)node_modules\//.test(p),
  config(p, text) {
    if (CONFIG.test(baseName(p))) return text;
    if (baseName(p) === 'package.json') return packageJsonTestConfig(text, 'jest');
    return null;
  },
  ...JS_MARKERS,
  ciFailure: [/^\s*FAIL\s+(\S+\.(?:[cm]?[jt]sx?))$/, /^\s*[✕✗]\s+(.+?)(?:\s+\(\d+\s*ms\))?$/, /^ {2}● (.+ › .+)$/],
  list: {
    command: () => 'npx jest --listTests',
    // Files only: jest lists test files, not tests.
    parse: (output, cwd) =>
      output
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^\/.+\.[cm]?[jt]sx?$/.test(l))
        .map((l) => relativePath(l, cwd)),
  },
};
