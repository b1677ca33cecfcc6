/**
 * tape: TAP whose `ok`/`not ok` lines are assertions ("should be strictly equal"), each test opened by a `# name`
 * comment, a skipped one by `# SKIP name`. The TAP totals count assertions; here the counts are tests (a test fails
 * when one of its assertions does) and ids are test names. tape prints no file: a run of one file attributes its tests.
 */
import type { TestReport } from '../types.js';
import { type RunnerParser, indentOf, uniq, zeroCounts, JS_MARKERS } from './common.js';
import { type RunnerProfile, baseName, packageJsonTestConfig, runsProgram } from './profile.js';

const SUMMARY = /^# (tests|pass|fail|skip|todo)\s+\d+\s*$/;

interface TapeTest {
  name: string;
  ok: boolean;
  skipped: boolean;
  start: number;
  end: number;
}

function tapeTests(text: string): TapeTest[] | null {
  const lines = text.split('\n');
  // A test header directly followed by an assertion is what sets tape apart from other TAP producers.
  const headerThenAssert = lines.some(
    (l, i) => /^# \S/.test(l) && !SUMMARY.test(l) && /^(not )?ok \d+ /.test(lines[i + 1] ?? ''),
  );
  if (!/^TAP version 13\s*$/m.test(text) || !headerThenAssert || /^\s*# Subtest:/m.test(text)) return null;
  const tests: TapeTest[] = [];
  let current: TapeTest | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^1\.\.\d+\s*$/.test(line) || SUMMARY.test(line)) break;
    const skip = /^# SKIP (.+?)\s*$/.exec(line);
    const head = /^# (.+?)\s*$/.exec(line);
    if (skip || (head && indentOf(line) === 0)) {
      if (current) current.end = i;
      current = { name: (skip ?? head)![1]!, ok: true, skipped: !!skip, start: i, end: lines.length };
      tests.push(current);
      continue;
    }
    if (current && /^not ok \d+/.test(line) && !/# (SKIP|TODO)\b/.test(line)) current.ok = false;
  }
  if (current && current.end === lines.length)
    current.end = lines.findIndex((l, j) => j > current!.start && /^1\.\./.test(l));
  return tests;
}

const parser: RunnerParser = {
  name: 'tape',
  parse(text): TestReport | null {
    const tests = tapeTests(text);
    if (!tests) return null;
    const counts = zeroCounts();
    for (const t of tests) {
      if (t.skipped) counts.skipped++;
      else if (t.ok) counts.passed++;
      else counts.failed++;
    }
    return {
      runner: 'tape',
      counts,
      failingIds: uniq(tests.filter((t) => !t.ok && !t.skipped).map((t) => t.name)),
      passingIds: uniq(tests.filter((t) => t.ok && !t.skipped).map((t) => t.name)),
    };
  },
  blocks(text) {
    const lines = text.split('\n');
    return (tapeTests(text) ?? [])
      .filter((t) => !t.ok && !t.skipped)
      .map((t) =>
        lines
          .slice(t.start, t.end < 0 ? lines.length : t.end)
          .join('\n')
          .trimEnd(),
      );
  },
  summary(text) {
    return text.split('\n').filter((l) => /^# (tests|pass|fail|skip|todo)\b|^1\.\.\d+/.test(l));
  },
};

export const tape: RunnerProfile = {
  name: 'tape',
  lang: 'js',
  runsIn: (command) => runsProgram(command, /tape/),
  parser,
  idsNameFile: false,
  // The convention: a root test.js, or test/*.js, named on the command line.
  testFile: (p) => /(^|\/)test\.[cm]?[jt]s$/.test(p) || /(^|\/)tests?\/.*\.[cm]?[jt]s$/.test(p),
  collects: (p) => /\.[cm]?[jt]s$/.test(p),
  config: (p, text) => (baseName(p) === 'package.json' ? packageJsonTestConfig(text, 'tape') : null),
  ...JS_MARKERS,
  ciFailure: [],
};
