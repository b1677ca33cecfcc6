/**
 * ava (7.x; 3.x and 4.x, which projects still pin). The default reporter prints `✔ file › title`, `✘ [fail]: file ›
 * title message`, `- [skip] file › title` (ava 3/4: `✖ file › title message`, `- file › title`; the file part only
 * when several files ran: the file's path without extension and `test-` prefix), then after a `─` rule each failure's
 * title alone on its line, then "1 test failed", "2 tests passed", "1 test skipped"; `--tap` prints TAP with the same
 * titles. Ids are the titles with ` › ` as ` > `. The file part is ava's title for the file, not its path: ids are not
 * taken to name a file.
 */
import type { TestReport } from '../types.js';
import { type RunnerParser, cleanOutput, uniq, zeroCounts, parsedReport, JS_MARKERS } from './common.js';
import { type RunnerProfile, baseName, packageJsonTestConfig, runsProgram } from './profile.js';

/** A slow test's duration after its title, as pretty-ms writes it: `(987ms)`, `(1.2s)`, `(1m 2.3s)`, `(1h 2m 3s)`. */
const DURATION = String.raw`(?: \((?:\d+(?:\.\d+)?(?:ms|[smhd]) ?)+\))?`;
const LINE = new RegExp(
  String.raw`^ {2}(✔|✘|✖|-|◌) (?:\[(fail|skip|todo|expected fail)\]: ?|\[(skip|todo)\] )?(.+?)${DURATION}\s*$`,
);
const TOTAL =
  /^ {2}(\d+) (tests?|known failures?|tests? todo|uncaught exceptions?|unhandled rejections?) ?(passed|failed|skipped|todo)?\s*$/gm;
const id = (title: string): string => title.replace(/ › /g, ' > ').replace(/ Error thrown in test$/, '');

/**
 * A failed test's line carries the assertion's message after its title (`✘ [fail]: taxes 20% twenty percent`, ava 4
 * `✖ taxes 20% ` when there is none): the title is the longest of the failures' title lines (printed alone after the
 * first `─` rule) that the line starts with. Without one (the failures' part cut from the kept output), the line as
 * it is, which names no other test.
 */
function failedTitle(rest: string, titles: Set<string>): string {
  let best: string | undefined;
  for (const t of titles) if ((rest === t || rest.startsWith(`${t} `)) && t.length > (best?.length ?? 0)) best = t;
  return best ?? rest;
}

/** ava's TAP; `oneFile`: a run of one file, whose titles carry no file part (known to be ava's from the command). */
function fromTap(text: string, oneFile = false): TestReport | null {
  if (!/^TAP version 13\s*$/m.test(text)) return null;
  if (!(oneFile ? /^# tests \d+\s*$/m.test(text) : /^(not )?ok \d+ - .+ › /m.test(text))) return null;
  const counts = zeroCounts();
  const failing: string[] = [];
  const passing: string[] = [];
  for (const m of text.matchAll(/^(ok|not ok) \d+ - (.+?)(?: # (SKIP|TODO)\b.*)?\s*$/gm)) {
    if (m[3]) counts.skipped++;
    else if (m[1] === 'ok') {
      counts.passed++;
      passing.push(id(m[2]!));
    } else {
      counts.failed++;
      failing.push(id(m[2]!));
    }
  }
  return { runner: 'ava', counts, failingIds: uniq(failing), passingIds: uniq(passing) };
}

const parser: RunnerParser = {
  name: 'ava',
  parse(text) {
    const tap = fromTap(text);
    if (tap) return tap;
    const totals = [...text.matchAll(TOTAL)];
    if (!totals.length || !/^ {2}─\s*$/m.test(text)) return null;
    const counts = zeroCounts();
    const failing: string[] = [];
    const passing: string[] = [];
    const lines = text.split('\n');
    const rule = lines.findIndex((l) => /^ {2}─\s*$/.test(l));
    const titles = new Set(
      lines
        .slice(rule + 1)
        .filter((l) => /^ {2}\S/.test(l))
        .map((l) => l.slice(2).trimEnd()),
    );
    for (const line of lines) {
      const m = LINE.exec(line);
      if (!m) continue;
      const kind = m[2] ?? m[3];
      if (m[1] === '✔' && !kind) passing.push(id(m[4]!));
      else if ((m[1] === '✘' || m[1] === '✖') && (kind === 'fail' || !kind))
        failing.push(id(failedTitle(m[4]!, titles)));
      else if (kind === 'skip' || kind === 'todo') counts.skipped++;
    }
    // ava prints "N tests passed" only when none failed; the ✔ lines are the passing tests either way.
    counts.passed = passing.length;
    counts.failed = failing.length;
    for (const t of totals) {
      if (/uncaught|unhandled/.test(t[2]!)) counts.errors += Number(t[1]);
      else if (t[3] === 'passed') counts.passed = Math.max(counts.passed, Number(t[1]));
      else if (t[3] === 'failed') counts.failed = Math.max(counts.failed, Number(t[1]));
      else if (t[3] === 'skipped' || /todo/.test(t[2]!)) counts.skipped = Math.max(counts.skipped, Number(t[1]));
    }
    return parsedReport('ava', counts, failing, passing);
  },
  blocks(text) {
    // After the first "─" rule: one block per failing test, each ended by the next "─".
    const parts = text.split(/^ {2}─\s*$/m).slice(1, -1);
    return parts.map((p) => p.trim()).filter(Boolean);
  },
  summary(text) {
    return [...text.matchAll(TOTAL)].map((m) => m[0].trim());
  },
};

/**
 * ava's title for a test file run among others in its folder (`test/tax.test.js` → `tax`): the base name without
 * `.test.`/`.spec.`, `test-` and the extension, as ava's prefix-title.js makes it below the files' common folder.
 */
export function avaFileTitle(file: string): string {
  return file
    .slice(file.lastIndexOf('/') + 1)
    .replace(/\.spec\./, '.')
    .replace(/\.test\./, '.')
    .replace(/test-/, '')
    .replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * A run of one test file prints its titles without the file part the whole suite's run gives them: the file's title
 * is put back (`taxes 20%` → `tax > taxes 20%`), so the narrowed listing runs and the final run name one test alike.
 * Only for a file ava collects, and only where the titles carry no file part (ava prints none for one file). Files
 * below the suite's common folder in subfolders get a longer prefix in the whole run (`a > tax > …`): those ids stay
 * apart and the row is `unknown`, never another test's pass.
 */
function narrowed(output: string, files: string[], report: TestReport): TestReport | null {
  const file = files.length === 1 ? files[0]! : undefined;
  if (!file || !AVA_FILE.test(file) || /(^|\/)(node_modules|fixtures|helpers)\//.test(file)) return null;
  const text = cleanOutput(output);
  const read = report.runner === 'ava' ? report : fromTap(text, true);
  // A result line with a file part: several files ran after all (the command's own files beside the filter).
  if (!read || /^(?:(?:not )?ok \d+ - | {2}(?:✔|✘|-|◌) ).* › /m.test(text)) return null;
  const title = avaFileTitle(file);
  const prefix = (ids?: string[]) => ids?.map((i) => `${title} > ${i}`);
  return {
    ...read,
    failingIds: prefix(read.failingIds)!,
    ...(read.passingIds ? { passingIds: prefix(read.passingIds) } : {}),
    ...(read.skippedIds ? { skippedIds: prefix(read.skippedIds) } : {}),
  };
}

/** ava's default files: test.js, src/test.js, source/test.js, test-*.js, *.spec.js, *.test.js, test/, tests/, __tests__/. */
const AVA_FILE =
  /(^|\/)(test|src\/test|source\/test)\.[cm]?js$|(^|\/)test-[^/]*\.[cm]?js$|\.(spec|test)\.[cm]?js$|(^|\/)(test|tests|__tests__)\/.*\.[cm]?js$/;

export const ava: RunnerProfile = {
  name: 'ava',
  lang: 'js',
  runsIn: (command) => runsProgram(command, /ava/),
  parser,
  idsNameFile: false,
  listing: { args: ['--tap'] },
  narrowed,
  testFile: (p) => AVA_FILE.test(p),
  collects: (p) => AVA_FILE.test(p) && !/(^|\/)(node_modules|fixtures|helpers)\//.test(p) && !/(^|\/)_/.test(p),
  config(p, text) {
    if (/^ava\.config\.[cm]?js$/.test(baseName(p))) return text;
    if (baseName(p) === 'package.json') return packageJsonTestConfig(text, 'ava');
    return null;
  },
  ...JS_MARKERS,
  ciFailure: [new RegExp(String.raw`^ {2}✘ \[fail\]: (.+?)${DURATION}$`)],
};
