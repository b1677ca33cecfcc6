/**
 * CTest (CMake's test driver), with GoogleTest the usual runner under it. Every `ctest` run is told to write JUnit XML
 * into the run's own report folder (`--output-junit`, CMake 3.21+), and that is read: ids are CTest's test names,
 * which `gtest_discover_tests` makes GoogleTest's own `Suite.Case` (`Calc.Taxes`, `Small/Negatives.AddsNegatives/1`).
 * CTest's text names every test too (`2/6 Test #2: Calc.Taxes ....***Failed`), and a GoogleTest binary run directly
 * prints `[  FAILED  ] Calc.Taxes (0 ms)` lines: both are read when there is no report.
 */
import { type RunnerParser, lastMatch, parsedReport, uniq, zeroCounts } from './common.js';
import { junitFilesReport } from './junit.js';
import { type RunnerProfile, baseName, reportPath, runsProgram, withArgsAfter } from './profile.js';

const CTEST = /ctest/;
const CTEST_LINE =
  /^\s*\d+\/\d+ Test\s+#\d+: (\S+) \.*\s*(?:\*\*\*)?(Passed|Failed|Skipped|Not Run|Exception|Timeout|\w+)\b/;
const CTEST_TOTAL = /^\d+% tests passed, (\d+) tests? failed out of (\d+)/m;
const GTEST_LINE = /^\[\s+(OK|FAILED|SKIPPED)\s+\] (\S+) \(\d+ ms\)$/;
const GTEST_TOTAL = /^\[==========\] \d+ tests? from \d+ test (?:suites?|cases?) ran\./m;

function ctestText(text: string) {
  const total = lastMatch(text, CTEST_TOTAL);
  if (!total) return null;
  const counts = zeroCounts();
  const failing: string[] = [];
  const passing: string[] = [];
  for (const line of text.split('\n')) {
    const m = CTEST_LINE.exec(line);
    if (!m) continue;
    if (m[2] === 'Passed') passing.push(m[1]!);
    else if (m[2] === 'Skipped' || m[2] === 'Not Run') counts.skipped++;
    else failing.push(m[1]!);
  }
  counts.failed = Number(total[1]);
  counts.passed = Math.max(0, Number(total[2]) - counts.failed - counts.skipped);
  return parsedReport('ctest', counts, failing, passing);
}

function gtestText(text: string) {
  if (!GTEST_TOTAL.test(text)) return null;
  const passing: string[] = [];
  const failing: string[] = [];
  const skipped: string[] = [];
  for (const line of text.split('\n')) {
    const m = GTEST_LINE.exec(line);
    if (m) (m[1] === 'OK' ? passing : m[1] === 'FAILED' ? failing : skipped).push(m[2]!);
  }
  const counts = {
    passed: uniq(passing).length,
    failed: uniq(failing).length,
    skipped: uniq(skipped).length,
    errors: 0,
  };
  return parsedReport('ctest', counts, failing, passing);
}

const parser: RunnerParser = {
  name: 'ctest',
  parse: (text) => ctestText(text) ?? gtestText(text),
  blocks(text) {
    return [...text.matchAll(/^\[ RUN\s+\] (\S+)\n([\s\S]*?)^\[\s+FAILED\s+\] \1 \(\d+ ms\)$/gm)].map((m) =>
      m[0].trimEnd(),
    );
  },
  summary: (text) =>
    text.split('\n').filter((l) => CTEST_TOTAL.test(l) || /^\[\s+(PASSED|FAILED)\s+\] \d+ tests?/.test(l)),
};

const CPP = /\.(cc|cpp|cxx|c\+\+|h|hh|hpp)$/;

export const ctest: RunnerProfile = {
  name: 'ctest',
  lang: 'cpp',
  runsIn: (command) => runsProgram(command, CTEST),
  detect(repo) {
    const cmake = repo.read('CMakeLists.txt');
    if (!cmake || !/\b(enable_testing|gtest_discover_tests|gtest_add_tests|add_test)\s*\(/.test(cmake)) return null;
    return {
      command: 'cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure',
      reason: 'CMakeLists.txt enables CTest',
    };
  },
  parser,
  idsNameFile: false,
  report: {
    command: (command, dir) => withArgsAfter(command, CTEST, `--output-junit ${reportPath(dir, 'ctest.xml')}`),
    parse: (files) => junitFilesReport('ctest', files, (c) => c.name),
  },
  // Test names as an anchored regular expression; a file cannot be mapped to CTest's names: the full suite runs.
  narrow(cmd, _last, filter) {
    const words = filter
      .trim()
      .split(/\s+(?=\S)/)
      .map((w) => w.replace(/^'|'$/g, ''));
    if (words.some((w) => CPP.test(w) || (w.includes('/') && !/\.\w+\//.test(w)))) return cmd;
    const alt = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    return `${cmd} -R '^(${alt.replace(/'/g, '')})$'`;
  },
  testFile: (p) => CPP.test(p) && (/(^|\/)tests?\//.test(p) || /(_test|_unittest|Test)\.(cc|cpp|cxx)$/.test(p)),
  // Which files a test binary builds from is the CMake files' business, and a change there is a config finding.
  collects: () => true,
  config(p, text) {
    if (baseName(p) !== 'CMakeLists.txt' && !/\.cmake$/.test(p)) return null;
    const lines = text
      .split('\n')
      .filter((l) => /\b(add_test|gtest_discover_tests|gtest_add_tests|set_tests_properties|enable_testing)\b/.test(l));
    return lines.length ? lines.join('\n') : null;
  },
  hooks: [
    [
      'a GoogleTest listener that sees results',
      /\b(TestEventListener|EmptyTestEventListener|OnTestPartResult|OnTestEnd)\b/,
    ],
  ],
  hookFile: (p) => CPP.test(p),
  skips: [
    ['GTEST_SKIP()', /\bGTEST_SKIP\s*\(/g],
    ['DISABLED_ prefix', /\bDISABLED_\w+/g],
  ],
  assertions: /\b(EXPECT|ASSERT)_\w+\s*\(|\bFAIL\s*\(\s*\)|\bREQUIRE\w*\s*\(|\bCHECK\w*\s*\(/g,
  ciFailure: [
    /^\[\s+FAILED\s+\] (\S+) \(\d+ ms\)$/,
    /^\s*\d+ - (\S+) \((?:Failed|SEGFAULT|Timeout|Exception|Subprocess aborted)\)$/,
  ],
};
