/**
 * node-tap (tap 16, and 18+ with @tapjs): TAP 14 whose subtests nest by indentation, each test file a top-level
 * `# Subtest: test/x.test.js`, each `t.test` a nested one, and `ok`/`not ok` lines inside a test its assertions.
 * Counts are tests: the subtests with no subtest of their own (a skipped or todo subtest has no body and still is
 * one), never the files, the groups or the assertions. Ids are `file > subtest path` (`test/calc.test.js > calc >
 * taxes 20%`; alike ones of a group numbered in run order, `name (#2)`). A file that failed with no test of its own
 * (did not load, timed out) is a failing id of its own, and so is a group or file that failed with no failing test
 * under it (a wrong plan, a throw outside its subtests): `file > group`.
 */
import type { TestReport } from '../types.js';
import { type RunnerParser, indentOf, uniq, zeroCounts, JS_MARKERS } from './common.js';
import { type RunnerProfile, baseName, packageJsonTestConfig, runsProgram } from './profile.js';

const SUBTEST = /^# Subtest: (.+?)\s*$/;
const RESULT = /^(ok|not ok) \d+(?: - (.*?))?(?: # (SKIP|TODO)\b[^#]*)?(?: # time=[\d.]+m?s)?\s*$/i;
const FILE = /\.[cm]?[jt]sx?$/;

interface Block {
  name: string;
  indent: number;
  /** Holds subtests (a group or a file), so it is no test itself. */
  parent: boolean;
  /** A failing test (or failing group) was named beneath it. */
  failedBelow: boolean;
  start: number;
}

interface Leaf {
  id: string;
  status: 'pass' | 'fail' | 'skip';
  start: number;
  end: number;
}

/**
 * The output is node-tap's: TAP 13/14 with nested `# Subtest:` blocks and tap's own marks, a `# time=` on its result
 * lines or its `# { total: … }` line (node --test's TAP has neither, and ends with `# suites N`). Run through `tap`,
 * the top-level subtests are the files; a file run by node itself prints its own TAP, whose ids then name no file.
 */
function isNodeTap(text: string): boolean {
  return (
    /^TAP version 1[34]\s*$/m.test(text) &&
    /^\s*# Subtest: \S/m.test(text) &&
    (/^# \{ ?total: ?\d+/m.test(text) || /^\s*(not )?ok \d+ - .* # time=[\d.]+m?s\s*$/m.test(text)) &&
    !/^# suites \d+\s*$/m.test(text)
  );
}

function leaves(text: string): { tests: Leaf[]; errors: number } {
  const lines = text.split('\n');
  const stack: Block[] = [];
  const tests: Leaf[] = [];
  let errors = 0;
  const path = (name: string) => [...stack.map((b) => b.name), name].join(' > ');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const indent = indentOf(line);
    const body = line.trim();
    const sub = SUBTEST.exec(body);
    if (sub) {
      while (stack.length && stack[stack.length - 1]!.indent >= indent + 4) stack.pop();
      if (stack.length) stack[stack.length - 1]!.parent = true;
      stack.push({ name: sub[1]!, indent: indent + 4, parent: false, failedBelow: false, start: i });
      continue;
    }
    const m = RESULT.exec(body);
    if (!m) continue;
    const ok = m[1]!.toLowerCase() === 'ok';
    const name = (m[2] ?? '').trim();
    const directive = m[3]?.toUpperCase();
    const top = stack[stack.length - 1];
    if (top && top.indent === indent + 4) {
      // The result line that closes a subtest block.
      stack.pop();
      if (!top.parent) {
        const status = directive ? 'skip' : ok ? 'pass' : 'fail';
        tests.push({ id: path(top.name), status, start: top.start, end: i + 1 });
        if (status === 'fail') for (const b of stack) b.failedBelow = true;
      } else if (!ok && !directive && !top.failedBelow) {
        // A group (or file) that failed with every test under it passing: a wrong plan, a throw or an assertion
        // outside its subtests, an error after them. Its failure is named by the group's id, never lost.
        tests.push({ id: path(top.name), status: 'fail', start: top.start, end: i + 1 });
        for (const b of stack) b.failedBelow = true;
      }
      continue;
    }
    const enclosing = [...stack].reverse().find((b) => b.indent === indent);
    if (directive) {
      // A skipped or todo subtest prints no block: a test of its own.
      if (enclosing) enclosing.parent = true;
      tests.push({ id: path(name), status: 'skip', start: i, end: i + 1 });
    } else if (!enclosing && !ok && indent === 0) {
      // tap's own failure outside any file (`not ok 2 - timeout!`).
      errors++;
    }
  }
  return { tests: numbered(tests), errors };
}

/**
 * Tests of one group that print the same name (a loop's `t.test(spec)` over inputs alike once trimmed, as
 * npm-package-arg's are) are numbered in run order, the second `name (#2)`, as pytest's and cargo's alike ids are: tap
 * runs a file's subtests in order. Unnumbered, the ids would be fewer than the tests counted, and a run's list of
 * passing ids, which must name every pass, would be dropped.
 */
function numbered(tests: Leaf[]): Leaf[] {
  const seen = new Map<string, number>();
  return tests.map((t) => {
    const n = (seen.get(t.id) ?? 0) + 1;
    seen.set(t.id, n);
    return n === 1 ? t : { ...t, id: `${t.id} (#${n})` };
  });
}

/**
 * tap 18+'s own reporters (base, terse): ` FAIL  test/x.test.js …` per file, `✖ group > test > assertion` per failed
 * assertion, and totals of assertions and suites, never of tests. The failing tests are named (the assertion's last
 * segment dropped); the counts are not tests, so there are none.
 */
function baseReport(text: string): TestReport | null {
  if (!/^Asserts:\s+\d+ pass\b/m.test(text) || !/^ (FAIL|PASS) {2}\S/m.test(text)) return null;
  const failing: string[] = [];
  let file = '';
  for (const line of text.split('\n')) {
    const head = /^ (FAIL|PASS) {2}(\S+)/.exec(line);
    if (head) file = head[2]!;
    const fail = /^✖ (.+?)\s*$/.exec(line);
    if (fail && file) {
      const parts = fail[1]!.split(' > ');
      failing.push([file, ...(parts.length > 1 ? parts.slice(0, -1) : parts)].join(' > '));
    }
  }
  return {
    runner: 'node-tap',
    counts: null,
    failingIds: uniq(failing),
    note: "tap's own reporter counts assertions, not tests: run it with --reporter=tap for a per-test proof",
  };
}

/** A step that runs tap itself (`tap`, `npx tap`, `node_modules/.bin/tap`), before its own arguments. */
const TAP_STEP = /^((?:npx(?: --?[\w-]+)* )?(?:\S*\/)?tap)(?=\s|$)/;

/**
 * Every run in TAP: tap picks its reporter by colour, and a project's `"tap": { "color": 1 }` (which beats the
 * environment's `TAP_COLORS=0`) makes tap 16 print its live `base` reporter even into a pipe, which names no passing
 * test. `--reporter=tap` on the command line beats the configuration. A step that names its reporter keeps it; a
 * package script (`npm test`) is the project's and is left as written.
 */
function inTap(command: string): string {
  return command
    .split(/(&&|\|\||;|\|)/)
    .map((part) => {
      const lead = /^\s*/.exec(part)![0];
      const step = part.slice(lead.length);
      if (!TAP_STEP.test(step) || /(^|\s)(-R|--reporter)(=|\s|$)/.test(step)) return part;
      return lead + step.replace(TAP_STEP, '$1 --reporter=tap');
    })
    .join('');
}

const parser: RunnerParser = {
  name: 'node-tap',
  parse(text): TestReport | null {
    if (!isNodeTap(text)) return baseReport(text);
    const { tests, errors } = leaves(text);
    const counts = zeroCounts();
    for (const t of tests) {
      if (t.status === 'pass') counts.passed++;
      else if (t.status === 'fail') counts.failed++;
      else counts.skipped++;
    }
    counts.errors += errors;
    const ids = (status: Leaf['status']) => uniq(tests.filter((t) => t.status === status).map((t) => t.id));
    return {
      runner: 'node-tap',
      counts,
      failingIds: ids('fail'),
      passingIds: ids('pass'),
      skippedIds: ids('skip'),
    };
  },
  blocks(text) {
    if (!isNodeTap(text)) return [];
    const lines = text.split('\n');
    return leaves(text)
      .tests.filter((t) => t.status === 'fail')
      .map((t) =>
        lines
          .slice(t.start, t.end)
          .map((l) => l.trimEnd())
          .join('\n'),
      );
  },
  summary(text) {
    return text.split('\n').filter((l) => /^# \{ ?total:|^# (No coverage|time=)/.test(l));
  },
};

export const nodeTap: RunnerProfile = {
  name: 'node-tap',
  lang: 'js',
  packages: ['tap', '@tapjs/core'],
  runsIn: (command) => runsProgram(command, /tap/),
  parser,
  idsNameFile: true,
  listing: { args: ['--reporter=tap'] },
  proof: { command: inTap },
  testFile: (p) => /(^|\/)(test|tests|__tests__)\/.*\.[cm]?[jt]sx?$/.test(p) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(p),
  collects: (p) => FILE.test(p) && !/(^|\/)(node_modules|fixtures?)\//.test(p),
  config: (p, text) => {
    if (baseName(p) === '.taprc') return text;
    return baseName(p) === 'package.json' ? packageJsonTestConfig(text, 'tap') : null;
  },
  ...JS_MARKERS,
  // In a CI log (tap writes TAP there) a test's closing line carries `# time=`; an assertion's does not.
  ciFailure: [/^\s*not ok \d+ - (.+?) # time=[\d.]+m?s\s*$/],
};
