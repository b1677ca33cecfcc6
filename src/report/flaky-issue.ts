/**
 * The flaky-test tracking issue's body (one issue per repository, labeled `agent-fix-flaky`), as pure data: the
 * ledger (JSON in an HTML comment, the source of truth), the table rendered from it, and the merge of one flaky
 * verdict into it. A person may edit the table, or write above and below it: the table is re-rendered from the JSON
 * on every write, and text outside the managed region is kept. Only when the JSON is gone or broken is the table read
 * back (best effort) so the counts survive. Every text here came from test output or a branch: escaped for Markdown.
 */
import { failureExcerpt } from '../verify/excerpt.js';
import type { TestRun } from '../verify/types.js';
import { BODY_LIMIT } from './pr-body.js';

export const FLAKY_LABEL = 'agent-fix-flaky';
export const FLAKY_ISSUE_TITLE = 'Flaky tests seen by agent-fix';
const START = '<!-- agent-fix-flaky:start -->';
const END = '<!-- agent-fix-flaky:end -->';
const DATA = /<!-- agent-fix-flaky:data (.*?) -->/s;
/** Runs kept per test (links in the table): the count keeps counting past them. */
const RUNS_KEPT = 10;
/** Tests kept in the ledger, the most recently seen first, so the body stays under GitHub's limit. */
const TESTS_KEPT = 150;

/** One CI run in which a test flaked. */
export interface FlakyRun {
  /** `runId/attempt` or `runId`: a run counted once, however often its record is re-applied. */
  key: string;
  url: string;
  sha: string;
  at: string;
}

export interface FlakyTest {
  id: string;
  seen: number;
  firstSeen: string;
  lastSeen: string;
  /** The most recent runs, newest last. */
  runs: FlakyRun[];
  failureLine: string;
  job: string;
  workflow: string;
  /** The quarantine PR opened for it (`flaky: quarantine`), linked from its row. */
  quarantine?: QuarantineRecord;
}

/** A quarantine PR: the PR that skips a flaky test in its runner's own way, on a branch of its own. */
export interface QuarantineRecord {
  number: number;
  url: string;
  branch: string;
}

export interface FlakyLedger {
  version: 1;
  tests: FlakyTest[];
}

/** One flaky verdict, as a CI failure's run saw it. */
export interface FlakySighting {
  /** The failing tests; empty: the run named none (a whole job is recorded under its name). */
  tests: string[];
  job: string;
  workflow: string;
  sha: string;
  runKey: string;
  runUrl: string;
  failureLine: string;
  at: string;
}

export const emptyLedger = (): FlakyLedger => ({ version: 1, tests: [] });

/** The ledger's id for a failure that named no test: its job. */
export const wholeJobId = (job: string) => `(job: ${job})`;

/** What the body holds: the ledger, and how it was read (`table`: the JSON was gone, the table was read back). */
export function parseFlakyIssue(text: string): { ledger: FlakyLedger; from: 'data' | 'table' | 'none' } {
  // Only agent-fix's own region is read: a comment written above it by hand must not stand in for the data.
  const s = text.indexOf(START);
  const e = text.indexOf(END, s);
  const body = s >= 0 && e > s ? text.slice(s, e) : text;
  const m = DATA.exec(body);
  if (m) {
    try {
      const parsed = JSON.parse(m[1]!) as Partial<FlakyLedger>;
      if (parsed && parsed.version === 1 && Array.isArray(parsed.tests)) {
        return { ledger: { version: 1, tests: parsed.tests.filter(validTest).map(cleanTest) }, from: 'data' };
      }
    } catch {
      // Broken by an edit: fall through to the table.
    }
  }
  const fromTable = tableRows(body);
  return fromTable.length
    ? { ledger: { version: 1, tests: fromTable }, from: 'table' }
    : { ledger: emptyLedger(), from: 'none' };
}

function validTest(t: unknown): t is FlakyTest {
  const x = t as FlakyTest;
  return typeof x === 'object' && x !== null && typeof x.id === 'string' && Number.isInteger(x.seen) && x.seen > 0;
}

function cleanTest(t: FlakyTest): FlakyTest {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: t.id,
    seen: t.seen,
    firstSeen: str(t.firstSeen),
    lastSeen: str(t.lastSeen),
    runs: (Array.isArray(t.runs) ? t.runs : [])
      .filter((r) => r && typeof r.key === 'string')
      .map((r) => ({ key: r.key, url: str(r.url), sha: str(r.sha), at: str(r.at) }))
      .slice(-RUNS_KEPT),
    failureLine: str(t.failureLine),
    job: str(t.job),
    workflow: str(t.workflow),
    ...(validQuarantine(t.quarantine) ? { quarantine: cleanQuarantine(t.quarantine) } : {}),
  };
}

function validQuarantine(q: unknown): q is QuarantineRecord {
  const x = q as QuarantineRecord;
  return typeof x === 'object' && x !== null && Number.isInteger(x.number) && x.number > 0;
}

const cleanQuarantine = (q: QuarantineRecord): QuarantineRecord => ({
  number: q.number,
  url: typeof q.url === 'string' && /^https?:\/\//.test(q.url) ? q.url : '',
  branch: typeof q.branch === 'string' ? q.branch : '',
});

/** The ledger with `test`'s quarantine PR recorded (a test not in it is left out: there is no row to link from). */
export function recordQuarantine(ledger: FlakyLedger, test: string, q: QuarantineRecord): FlakyLedger {
  return { ...ledger, tests: ledger.tests.map((t) => (t.id === test ? { ...t, quarantine: q } : t)) };
}

/** The table read back when the JSON is gone: test (in a code span) and times seen; the rest is lost. */
function tableRows(body: string): FlakyTest[] {
  const out: FlakyTest[] = [];
  for (const line of body.split('\n')) {
    const cells = line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split(/(?<!\\)\|/);
    if (cells.length < 3) continue;
    const id = /^\s*(`+) ?(.+?) ?\1\s*$/.exec(cells[0]!)?.[2];
    const seen = Number(cells[1]!.trim());
    if (!id || !Number.isInteger(seen) || seen < 1) continue;
    const lastSeen = cells[2]!.trim();
    out.push({
      id: id.replace(/\\\|/g, '|'),
      seen,
      firstSeen: lastSeen,
      lastSeen,
      runs: [],
      failureLine: '',
      job: '',
      workflow: '',
    });
  }
  return out;
}

/**
 * The ledger with `s` counted: each of its tests seen once more, unless this run was already counted for it (a record
 * re-applied after a concurrent write is not counted twice). Returns the tests of `s` with their counts.
 */
export function recordSighting(
  ledger: FlakyLedger,
  s: FlakySighting,
): { ledger: FlakyLedger; seen: { id: string; seen: number }[] } {
  const tests = ledger.tests.map((t) => ({ ...t, runs: [...t.runs] }));
  const ids = s.tests.length ? [...new Set(s.tests)] : [wholeJobId(s.job)];
  const seen: { id: string; seen: number }[] = [];
  for (const id of ids) {
    let t = tests.find((x) => x.id === id);
    if (!t) {
      t = { id, seen: 0, firstSeen: s.at, lastSeen: s.at, runs: [], failureLine: '', job: '', workflow: '' };
      tests.push(t);
    }
    if (!t.runs.some((r) => r.key === s.runKey)) {
      t.seen += 1;
      t.runs = [...t.runs, { key: s.runKey, url: s.runUrl, sha: s.sha, at: s.at }].slice(-RUNS_KEPT);
      if (s.at >= t.lastSeen) {
        t.lastSeen = s.at;
        t.failureLine = s.failureLine || t.failureLine;
        t.job = s.job;
        t.workflow = s.workflow;
      }
    }
    seen.push({ id, seen: t.seen });
  }
  tests.sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : a.id.localeCompare(b.id)));
  return { ledger: { version: 1, tests: tests.slice(0, TESTS_KEPT) }, seen };
}

/** Whether the ledger has counted run `runKey` for every test of `s` (the check after a write). */
export function hasSighting(ledger: FlakyLedger, s: FlakySighting): boolean {
  const ids = s.tests.length ? s.tests : [wholeJobId(s.job)];
  return ids.every((id) => ledger.tests.find((t) => t.id === id)?.runs.some((r) => r.key === s.runKey));
}

/**
 * The tests seen at least `threshold` times, the most seen first: what a deflake run would take on. None when the
 * threshold is 0 (`flaky-threshold: never`).
 */
export function testsOverThreshold(ledger: FlakyLedger, threshold: number): FlakyTest[] {
  if (threshold <= 0) return [];
  return ledger.tests.filter((t) => t.seen >= threshold).sort((a, b) => b.seen - a.seen);
}

/** A table cell: one line, pipes escaped, no HTML, bounded. */
function cell(text: string, max = 200): string {
  const one = text.replace(/\s+/g, ' ').trim();
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return cut.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A code span that no backtick in `text` can close. `<` and `>` become look-alikes (entities show literally in code):
 * the managed region holds no `<!--` but agent-fix's own markers, so test output cannot forge the data comment.
 */
function code(text: string): string {
  const one = cell(text, 300).replace(/&lt;/g, '‹').replace(/&gt;/g, '›');
  const ticks = '`'.repeat(Math.max(1, ...[...one.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return ticks.length > 1 ? `${ticks} ${one} ${ticks}` : `\`${one}\``;
}

const day = (iso: string) => iso.slice(0, 10) || '?';

/** The JSON for inside an HTML comment: `<` and `>` escaped, so no value can close the comment. */
function dataComment(ledger: FlakyLedger): string {
  const json = JSON.stringify(ledger).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<!-- agent-fix-flaky:data ${json} -->`;
}

/** The managed region: intro, table, data. */
function region(ledger: FlakyLedger, threshold: number): string {
  const rows = ledger.tests.map((t) => {
    const runs = t.runs
      .slice(-5)
      .map((r) => `[${cell(r.sha.slice(0, 7) || r.key)}](${r.url.replace(/[()\s]/g, encodeURIComponent)})`)
      .join(' ');
    const q = t.quarantine;
    const quarantine = q
      ? q.url
        ? `[#${q.number}](${q.url.replace(/[()\s]/g, encodeURIComponent)})`
        : `#${q.number}`
      : '';
    return `| ${code(t.id)} | ${t.seen} | ${day(t.lastSeen)} | ${runs} | ${t.failureLine ? code(t.failureLine) : ''} | ${quarantine} |`;
  });
  const due =
    threshold > 0
      ? `a test seen ${threshold} times or more (\`flaky-threshold\`) is due to be deflaked. `
      : 'no test is ever due to be deflaked (`flaky-threshold: never`): the table only records. ';
  return [
    START,
    `Tests that failed in CI and then passed when agent-fix re-ran them on the same commit (\`flaky-retries\`). ` +
      `agent-fix updates this issue after each flaky verdict; ${due}` +
      'A test in quarantine (`flaky: quarantine`) links the pull request that skips it. ' +
      'The table is rewritten from the data comment below it on each update: edit around the table, not in it.',
    '',
    '| test | times seen | last seen | runs | failure line | quarantine |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    dataComment(ledger),
    END,
  ].join('\n');
}

/**
 * The body with the ledger written in: the managed region replaced in place (text a person wrote outside it kept), or
 * appended when there is none. The oldest tests are dropped if the body would pass GitHub's limit.
 */
export function renderFlakyIssue(previous: string, ledger: FlakyLedger, threshold: number): string {
  const s = previous.indexOf(START);
  const e = previous.indexOf(END);
  const [before, after] =
    s >= 0 && e > s ? [previous.slice(0, s), previous.slice(e + END.length)] : [previous ? `${previous}\n\n` : '', ''];
  const outside = before.length + after.length;
  let kept = ledger;
  let body = `${before}${region(kept, threshold)}${after}`;
  while (body.length > BODY_LIMIT && kept.tests.length > 1) {
    kept = { ...kept, tests: kept.tests.slice(0, Math.max(1, Math.floor(kept.tests.length * 0.8))) };
    body = `${before}${region(kept, threshold)}${after}`;
  }
  if (body.length > BODY_LIMIT && outside > 0) return renderFlakyIssue('', kept, threshold);
  return body;
}

/** The first line of a failing run that says why (an assertion, an error), bounded: the table's failure line. */
export function firstFailureLine(run: TestRun | null | undefined, fallback = ''): string {
  if (!run || run.passed) return fallback;
  const excerpt = failureExcerpt(run.output, run, 3000);
  const lines = excerpt
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const why =
    lines.find((l) => /^E\s+\S/.test(l)) ??
    lines.find((l) => /\b(Error|assert(ion)?|expected|panic:|FAIL(ED)?)\b/i.test(l) && !/^_{3,}|^={3,}/.test(l)) ??
    run.errorLines?.[0] ??
    fallback;
  return why.length > 300 ? `${why.slice(0, 299)}…` : why;
}
