/**
 * mocha. The spec reporter names tests as `describe > it`, with no file. `--reporter json` names each test's file:
 * its ids are `file > fullTitle` (mocha's fullTitle: the suites and the title joined by spaces, what `--grep`
 * matches), so a listing run asks for json rather than guess a file from a test's name.
 */
import type { TestReport } from '../types.js';
import {
  type RunnerParser,
  indentOf,
  jsonDocument,
  lastMatch as lastOf,
  relativePath,
  uniq,
  zeroCounts,
  parsedReport,
  reportPassing,
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
import { MOCHA_REPORTER, withReportArgs } from './js-report.js';
const MOCHA_PASSING = /^\s*(\d+) passing \([^)]*\)\s*$/m;

const parser: RunnerParser = {
  name: 'mocha',
  parse(text, cwd) {
    const json = mochaJson(text, cwd);
    if (json) return json;
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
    return parsedReport('mocha', counts, ids, passingIds);
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

interface MochaTest {
  title?: string;
  fullTitle?: string;
  file?: string;
  err?: Record<string, unknown>;
}

function mochaJsonTests(text: string): { stats: Record<string, number>; doc: Record<string, MochaTest[]> } | null {
  const doc = jsonDocument(text);
  if (!doc || !doc.stats || !Array.isArray(doc.tests)) return null;
  return { stats: doc.stats as Record<string, number>, doc: doc as unknown as Record<string, MochaTest[]> };
}

const mochaId = (t: MochaTest, cwd?: string): string =>
  [relativePath(t.file ?? '', cwd), t.fullTitle ?? t.title ?? ''].filter(Boolean).join(' > ');

/** `--reporter json`: stats, and tests/passes/failures/pending with their files. */
function mochaJson(text: string, cwd?: string): TestReport | null {
  const parsed = mochaJsonTests(text);
  if (!parsed) return null;
  const { stats, doc } = parsed;
  const failures = doc.failures ?? [];
  return {
    runner: 'mocha',
    counts: {
      passed: Number(stats.passes ?? 0),
      failed: Number(stats.failures ?? 0),
      skipped: Number(stats.pending ?? 0),
      errors: 0,
    },
    failingIds: uniq(failures.map((t) => mochaId(t, cwd))),
    passingIds: uniq((doc.passes ?? []).map((t) => mochaId(t, cwd))),
  };
}

const MOCHA = /mocha/;
/** The reporter's file in the run's folder: a name that says nothing of agent-fix (the runner's argv shows it). */
const REPORTER_FILE = 'reporter.cjs';
const REPORT_FILE = 'mocha.json';

/**
 * Every run: the reporter agent-fix ships (`js-report.ts`: mocha's spec on the console, `mocha.json` into the folder),
 * told where to write by a reporter option (`output`, as mocha's xunit reporter takes it). mocha splits an option's
 * text at `,` and `=`: for a folder whose path has one, the option is left out and the reporter writes beside itself.
 */
const mochaArgs = (dir: string) => () =>
  `--reporter ${reportPath(dir, REPORTER_FILE)}` +
  (/[,=]/.test(dir) ? '' : ` --reporter-options ${reportPath(`output=${dir}`, REPORT_FILE)}`);

interface ReportedTest {
  file?: unknown;
  titlePath?: unknown;
  state?: unknown;
  hook?: unknown;
}

/**
 * The `mocha.json` of the reporter agent-fix ships: ids `file > suite > test` (the file relative to `cwd`), as
 * vitest's and jest's; a failed hook is an error named by its own title path (`file > suite > "before each" hook for
 * "x"`).
 */
export function mochaReportFile(text: string, cwd?: string): TestReport | null {
  let doc: { specJson?: unknown; tests?: unknown };
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch {
    return null;
  }
  if (doc?.specJson !== 1 || !Array.isArray(doc.tests)) return null;
  const counts = zeroCounts();
  const failing: string[] = [];
  const passing: string[] = [];
  for (const t of doc.tests as ReportedTest[]) {
    const titles = Array.isArray(t.titlePath) ? t.titlePath.map(String) : [];
    const file = typeof t.file === 'string' ? relativePath(t.file, cwd) : '';
    const id = [file, ...titles].filter(Boolean).join(' > ');
    if (!id) continue;
    if (t.state === 'passed' && !t.hook) {
      counts.passed++;
      passing.push(id);
    } else if (t.state === 'failed') {
      if (t.hook) counts.errors++;
      else counts.failed++;
      failing.push(id);
    } else if (t.state === 'pending') counts.skipped++;
  }
  return { runner: 'mocha', counts, failingIds: uniq(failing), ...reportPassing(passing) };
}

const report: ReportForm = {
  command(command, dir, scripts) {
    const told = withReportArgs(command, MOCHA, mochaArgs(dir), scripts);
    return 'command' in told ? told.command : null;
  },
  refusal(command, scripts) {
    const told = withReportArgs(command, MOCHA, mochaArgs(''), scripts);
    return 'refused' in told ? told.refused : undefined;
  },
  files: { [REPORTER_FILE]: MOCHA_REPORTER },
  parse(files, cwd) {
    const file = files.find((f) => f.name === REPORT_FILE);
    return file ? mochaReportFile(file.text, cwd) : null;
  },
};

const CONFIG = /^\.mocharc(\.[cm]?js|\.json|\.jsonc|\.ya?ml)?$/;

export const mocha: RunnerProfile = {
  name: 'mocha',
  lang: 'js',
  runsIn: (command) => runsProgram(command, MOCHA),
  parser,
  report,
  idsNameFile: false,
  listing: { args: ['--reporter', 'json'] },
  testFile: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(tests?|spec)\/.*\.[cm]?[jt]sx?$/.test(p),
  // The default spec: ./test/*.{js,cjs,mjs}; a .mocharc `spec` elsewhere is a config change the guard reports.
  collects: (p) => /^(test|spec)\/[^/]+\.[cm]?js$/.test(p) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(p),
  config(p, text) {
    if (CONFIG.test(baseName(p))) return text;
    if (baseName(p) === 'package.json') return packageJsonTestConfig(text, 'mocha');
    return null;
  },
  ...JS_MARKERS,
  // The numbered failure list after "N failing" (ci-log reads it only below that header).
  ciFailure: [/^\s*\d+\)\s+(.+)$/],
  ciFailureAfter: /^\s*\d+ failing\b/,
  list: {
    command: () => 'npx mocha --dry-run --reporter json',
    parse(output, cwd) {
      const parsed = mochaJsonTests(output);
      return parsed ? uniq((parsed.doc.tests ?? []).map((t) => mochaId(t, cwd))) : [];
    },
  },
};
