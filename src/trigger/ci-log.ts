/**
 * Turns a failed CI job's raw log into what a model needs: the first error, the failing test ids, file:line
 * locations and a short excerpt. Raw logs are megabytes of timestamps, group markers and colour codes; sending them
 * whole wastes the context budget and buries the one line that matters. Pure: no I/O.
 */
import { PROFILES } from '../verify/runners/index.js';

export interface DistilledLog {
  /** First line that looks like a real error (not the runner's "Process completed with exit code" line). */
  firstError: string | undefined;
  /** Test ids as the runner prints them, deduplicated, in order of appearance. */
  failingTests: string[];
  /** `path:line` pairs found in the log, deduplicated. */
  locations: string[];
  /** A bounded excerpt around the first error and the end of the failing step. */
  excerpt: string;
}

const TIMESTAMP = /^\uFEFF?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/;
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
const RUNNER_NOISE = /^##\[(?:group|endgroup|debug|command|section)\]|^::(?:group|endgroup|debug)::/;
const EXIT_LINE = /Process completed with exit code \d+/;

/**
 * Each runner profile's failing-test patterns (src/verify/runners/): pytest's short summary, vitest/jest `FAIL` lines
 * and failure marks, node's `✖` and TAP `not ok`, go's `--- FAIL:`, cargo's `test x ... FAILED`, ava's `✘ [fail]:`,
 * unittest's `FAIL: name (module.Class)`, and mocha's numbered list (only after its "N failing" header).
 */
const FAILING_TEST_PATTERNS = PROFILES.flatMap((p) => p.ciFailure.map((re) => ({ re, after: p.ciFailureAfter })));

const LOCATION =
  /(?:^|[\s("'`[])((?:\.{0,2}\/)?[\w@.+-]+(?:\/[\w@.+-]+)*\.(?:py|[cm]?[jt]sx?|go|rs|java|kt|rb|php|cs|c|cc|cpp|h|hpp|swift|scala|ex|exs)):(\d+)/g;

const ERROR_LINE =
  /\b(?:error|Error|ERROR|FAIL(?:ED|URE)?|Traceback|panic:|AssertionError|Exception|assert(?:ion)? failed)\b|^E\s{2,}\S/;

/** Removes timestamps, ANSI colours and runner markup; keeps the text lines. */
export function cleanLog(raw: string): string[] {
  const out: string[] = [];
  for (const rawLine of raw.split(/\r?\n/)) {
    let line = rawLine.replace(TIMESTAMP, '').replace(ANSI, '').replace(/\r/g, '');
    if (RUNNER_NOISE.test(line)) continue;
    line = line.replace(/^##\[error\]/, 'error: ').replace(/^::error(?: [^:]*)?::/, 'error: ');
    line = line.replace(/^##\[warning\]/, 'warning: ');
    out.push(line.trimEnd());
  }
  return out;
}

/** Distils one job log. `maxExcerptChars` bounds the excerpt (default 4,000). */
export function distillLog(raw: string, maxExcerptChars = 4_000): DistilledLog {
  const lines = cleanLog(raw);
  let firstErrorIndex = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (EXIT_LINE.test(line) || /^warning: /.test(line)) continue;
    if (ERROR_LINE.test(line) && !/\b0 (?:errors?|failed)\b/.test(line)) {
      firstErrorIndex = i;
      break;
    }
  }

  const failingTests: string[] = [];
  // The headers seen so far that open a runner's failure list.
  const opened = new Set<RegExp>();
  for (const line of lines) {
    if (failingTests.length >= 50) break;
    for (const { after } of FAILING_TEST_PATTERNS) if (after?.test(line)) opened.add(after);
    for (const { re: pattern, after } of FAILING_TEST_PATTERNS) {
      if (after && !opened.has(after)) continue;
      const m = pattern.exec(line);
      if (m?.[1]) {
        const id = m[1].trim();
        if (id && !failingTests.includes(id) && id.length < 300) failingTests.push(id);
        break;
      }
    }
  }

  const locations: string[] = [];
  scan: for (const line of lines) {
    if (!line.includes(':')) continue;
    for (const m of line.matchAll(LOCATION)) {
      const loc = `${m[1]}:${m[2]}`;
      if (/node_modules\/|site-packages\/|^\/usr\/|internal\//.test(loc)) continue;
      if (!locations.includes(loc)) locations.push(loc);
      if (locations.length >= 20) break scan;
    }
  }

  return {
    firstError: firstErrorIndex >= 0 ? lines[firstErrorIndex]!.trim().slice(0, 500) : undefined,
    failingTests: failingTests.slice(0, 50),
    locations,
    excerpt: excerptAround(lines, firstErrorIndex, maxExcerptChars),
  };
}

/** Lines around the first error plus the tail before the runner's exit line, within `max` characters. */
function excerptAround(lines: string[], errorIndex: number, max: number): string {
  const nonEmpty = (from: number, to: number) => lines.slice(Math.max(0, from), Math.max(0, to));
  const half = Math.floor(max / 2);
  const head = errorIndex >= 0 ? clip(nonEmpty(errorIndex - 5, errorIndex + 40).join('\n'), half, 'end') : '';
  let end = lines.length;
  while (
    end > 0 &&
    (lines[end - 1]!.trim() === '' ||
      /Post job cleanup|Cleaning up orphan|^error: Process completed/.test(lines[end - 1]!))
  )
    end -= 1;
  const tailStart = Math.max(errorIndex >= 0 ? errorIndex + 40 : 0, end - 60);
  const tail = tailStart < end ? clip(nonEmpty(tailStart, end).join('\n'), max - head.length, 'start') : '';
  if (!head) return tail;
  if (!tail) return head;
  return `${head}\n[…]\n${tail}`;
}

function clip(text: string, max: number, keep: 'start' | 'end'): string {
  if (text.length <= max) return text;
  return keep === 'end' ? `${text.slice(0, max)}\n[… cut]` : `[cut …]\n${text.slice(text.length - max)}`;
}
