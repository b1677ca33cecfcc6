/**
 * vitest, jest and mocha. Ids are `file > suite > test` for vitest and jest (the file is what a filter selects), and
 * `suite > test` for mocha, whose failure list names no file.
 */
import { type RunnerParser, uniq, zeroCounts, indentOf, lastMatch as lastOf } from './common.js';
import type { TestCounts } from '../types.js';

function addCounts(counts: TestCounts, list: string, sep: RegExp): void {
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

// ---------- vitest ----------
const VITEST_TESTS = /^\s*Tests\s{2,}(.+?)\s+\((\d+)\)\s*$/m;
const VITEST_FILES = /^\s*Test Files\s{2,}(.+?)\s+\((\d+)\)\s*$/m;
const VITEST_SEPARATOR = /^⎯{3,}/;

export const vitest: RunnerParser = {
  name: 'vitest',
  parse(text) {
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
    // only files, "✓ src/a.test.js (2 tests) 9ms", which have no " > ").
    const passing = [...text.matchAll(/^ {1,3}[✓√] (\S+ > .+?)(?: \d+(?:\.\d+)?m?s)?\s*$/gm)].map((m) => m[1]!);
    return {
      runner: 'vitest',
      counts,
      failingIds: uniq(failing),
      ...(passing.length ? { passingIds: uniq(passing) } : {}),
    };
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

// ---------- jest ----------
const JEST_TESTS = /^Tests:\s+(.+?),?\s*(\d+) total\s*$/m;
const JEST_SUITES = /^Test Suites:\s+(.+?),?\s*(\d+) total\s*$/m;

export const jest: RunnerParser = {
  name: 'jest',
  parse(text) {
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
    return {
      runner: 'jest',
      counts: tests || suites ? counts : null,
      failingIds: uniq(failing),
      ...(passing.length ? { passingIds: uniq(passing) } : {}),
    };
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

// ---------- mocha ----------
const MOCHA_PASSING = /^\s*(\d+) passing \([^)]*\)\s*$/m;

export const mocha: RunnerParser = {
  name: 'mocha',
  parse(text) {
    const passing = lastOf(text, MOCHA_PASSING);
    const failingLine = lastOf(text, /^\s*(\d+) failing\s*$/m);
    if (!passing && !failingLine) return null;
    const pending = lastOf(text, /^\s*(\d+) pending\s*$/m);
    const counts = zeroCounts();
    counts.passed = Number(passing?.[1] ?? 0);
    counts.failed = Number(failingLine?.[1] ?? 0);
    counts.skipped = Number(pending?.[1] ?? 0);
    const ids = mochaFailures(text).map((f) => f.id);
    const passingIds = mochaPassing(text);
    return {
      runner: 'mocha',
      counts,
      failingIds: uniq(ids),
      ...(passingIds.length ? { passingIds: uniq(passingIds) } : {}),
    };
  },
  blocks(text) {
    return mochaFailures(text).map((f) => f.block);
  },
  summary(text) {
    return text
      .split('\n')
      .filter((l) => /^\s*\d+ (passing \(|pending$|failing$)/.test(l))
      .map((l) => l.trim());
  },
};

/** The numbered failure list after "N failing": "  2) calc\n       computes tax:\n\n     AssertionError…". */
function mochaFailures(text: string): { id: string; block: string }[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\s*\d+ failing\s*$/.test(l));
  if (start < 0) return [];
  const out: { id: string; block: string }[] = [];
  let i = start + 1;
  while (i < lines.length) {
    const head = /^ {2}(\d+)\) (.*)$/.exec(lines[i]!);
    if (!head) {
      i++;
      continue;
    }
    const parts = [head[2]!];
    let j = i + 1;
    while (!parts[parts.length - 1]!.endsWith(':') && j < lines.length && lines[j]!.trim() && indentOf(lines[j]!) > 2) {
      parts.push(lines[j]!.trim());
      j++;
    }
    const id = parts.map((p) => p.replace(/:$/, '')).join(' > ');
    let k = j;
    while (k < lines.length && !/^ {2}\d+\) /.test(lines[k]!)) k++;
    out.push({ id, block: lines.slice(i, k).join('\n').trimEnd() });
    i = k;
  }
  return out;
}

/** The spec reporter's tree: "✔ name" under indented describe titles. */
function mochaPassing(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  const path: string[] = [];
  for (const line of lines) {
    if (/^\s*\d+ passing \(/.test(line)) break;
    if (!line.trim()) continue;
    const depth = Math.max(0, indentOf(line) / 2 - 1);
    const tick = /^\s+[✔✓] (.+?)(?: \(\d+ms\))?$/.exec(line);
    if (tick) {
      out.push([...path.slice(0, depth), tick[1]!].join(' > '));
      continue;
    }
    if (/^\s+(\d+\)|-) /.test(line)) continue;
    if (/^\s+\S/.test(line) && Number.isInteger(depth)) {
      path.length = depth;
      path.push(line.trim());
    }
  }
  return out;
}
