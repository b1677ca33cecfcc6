/**
 * Reading test results, whatever the runner: the counts and failing ids that the gate, the model and the evidence
 * need. Each runner's parser lives in `parsers/`; this file picks the ones whose summary appears in the output, and
 * knows how to hand a model-given filter to the configured command.
 */
import type { TestReport } from './types.js';
import { cleanOutput, type RunnerParser, uniq } from './parsers/common.js';
import { pytest } from './parsers/pytest.js';
import { vitest, jest, mocha } from './parsers/js.js';
import { nodeTest } from './parsers/node-test.js';
import { tap } from './parsers/tap.js';
import { go } from './parsers/go.js';
import { cargo } from './parsers/cargo.js';
import { parseJUnit } from './parsers/junit.js';

export { cleanOutput } from './parsers/common.js';

/** Runners with a distinctive summary. Generic TAP is the fallback: node's TAP and pytest plugins produce TAP too. */
const PARSERS: RunnerParser[] = [pytest, vitest, jest, mocha, nodeTest, go, cargo];

export function parserFor(runner: string): RunnerParser[] {
  const all = [...PARSERS, tap];
  return runner
    .split('+')
    .map((name) => all.find((p) => p.name === name))
    .filter((p): p is RunnerParser => !!p);
}

/**
 * Counts and failing ids from a run's output (stdout and stderr interleaved), robust to colour codes and to the
 * head/tail cut of long outputs (every runner prints its summary at the end). With `junitXml`, the XML wins: it is
 * exact. A command that runs several runners (`make test` with go and pytest) gets their reports summed, runner
 * `go+pytest`. Unknown output: runner 'unknown', counts null; judge by the exit code.
 */
export function parseTestOutput(output: string, junitXml?: string): TestReport {
  if (junitXml) {
    const fromXml = parseJUnit(junitXml);
    if (fromXml) return fromXml;
  }
  const text = cleanOutput(output);
  if (/^\s*(<\?xml[^>]*>\s*)?<testsuites?\b/.test(text)) {
    const fromXml = parseJUnit(text);
    if (fromXml) return fromXml;
  }
  const reports = PARSERS.map((p) => p.parse(text)).filter((r): r is TestReport => !!r);
  if (!reports.length) {
    const fromTap = tap.parse(text);
    return fromTap ?? { runner: 'unknown', counts: null, failingIds: [] };
  }
  const report = reports.length === 1 ? reports[0]! : combine(reports);
  // cargo and go print no grand total: their counts are sums of per-crate/per-package lines a cut may have dropped.
  if (/\[… \d+ bytes cut …\]/.test(text) && /\b(cargo|go)\b/.test(report.runner)) {
    const note = 'the output was cut in the middle; counts cover only the result lines that were kept';
    report.note = report.note ? `${report.note}; ${note}` : note;
  }
  return report;
}

function combine(reports: TestReport[]): TestReport {
  const withCounts = reports.filter((r) => r.counts);
  const passing = reports.flatMap((r) => r.passingIds ?? []);
  const notes = reports.map((r) => r.note).filter(Boolean);
  const units = new Set(reports.filter((r) => r.counts).map((r) => r.unit ?? 'tests'));
  if (units.size > 1)
    notes.push(
      `the counts add tests and packages (${reports.map((r) => `${r.runner}: ${r.unit ?? 'tests'}`).join(', ')})`,
    );
  const scopes = Object.assign({}, ...reports.map((r) => r.scopes ?? {})) as Record<string, string>;
  return {
    ...(units.size === 1 && units.has('packages') ? { unit: 'packages' as const } : {}),
    ...(Object.keys(scopes).length ? { scopes } : {}),
    runner: reports.map((r) => r.runner).join('+'),
    counts: withCounts.length
      ? withCounts.reduce(
          (sum, r) => ({
            passed: sum.passed + r.counts!.passed,
            failed: sum.failed + r.counts!.failed,
            skipped: sum.skipped + r.counts!.skipped,
            errors: sum.errors + r.counts!.errors,
          }),
          { passed: 0, failed: 0, skipped: 0, errors: 0 },
        )
      : null,
    failingIds: uniq(reports.flatMap((r) => r.failingIds)),
    ...(passing.length ? { passingIds: uniq(passing) } : {}),
    ...(notes.length ? { note: notes.join('; ') } : {}),
  };
}

/** Quote a word for bash unless it is plainly safe. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The filter's words, each quoted; a filter that already quotes itself is the model's own shell text. */
function filterWords(filter: string): string[] {
  if (/['"]/.test(filter)) return [filter.trim()];
  return filter.trim().split(/\s+/).filter(Boolean).map(shellQuote);
}

const GO_NAME = /^(Test|Benchmark|Fuzz|Example)\w*(\/\S*)?$/;

/**
 * The configured command narrowed by a model-given filter (test files, ids or names):
 * - `npm test` / `npm run test` → `npm test -- <filter>`; `pnpm test` / `yarn test` → `pnpm test <filter>`;
 * - `go test ./...` → `go test ./... -run '^(TestA|TestB)$'` for test names, or the package paths instead of `./...`;
 * - `cargo test` → `cargo test -- <filter>`; `mvn … test` → `-Dtest=<filter>`;
 * - `make test` cannot take a filter: unchanged (the full suite runs);
 * - anything else (pytest, vitest, jest, mocha, node --test, scripts): the filter is appended.
 */
export function filterCommand(command: string, filter: string): string {
  const words = filterWords(filter);
  if (!words.length) return command;
  const cmd = command.trim();
  const last = cmd
    .split(/&&|\|\||;/)
    .pop()!
    .trim();
  const joined = words.join(' ');

  if (/^(npm|bun) (run )?test\b/.test(last) || /^npm run \S+/.test(last)) {
    return / -- /.test(` ${last} `) || last.endsWith(' --') ? `${cmd} ${joined}` : `${cmd} -- ${joined}`;
  }
  if (/^(pnpm|yarn)( run)? test\b/.test(last)) return `${cmd} ${joined}`;
  if (/^go test\b/.test(last)) {
    const raw = filter.trim().split(/\s+/);
    if (raw.every((w) => GO_NAME.test(w))) {
      const names = raw.map((w) => w.split('/')[0]!);
      const sub = raw.length === 1 && raw[0]!.includes('/') ? raw[0]!.slice(raw[0]!.indexOf('/')) : '';
      const pattern = names.length === 1 ? `^${names[0]}$${sub}` : `^(${uniq(names).join('|')})$`;
      return `${cmd} -run ${shellQuote(pattern)}`;
    }
    if (raw.every((w) => w.startsWith('./') || w.startsWith('../') || w.includes('/...'))) {
      return / \.\/\.\.\.(?=\s|$)/.test(cmd) ? cmd.replace(/ \.\/\.\.\.(?=\s|$)/, ` ${joined}`) : `${cmd} ${joined}`;
    }
    return `${cmd} -run ${shellQuote(filter.trim().split(/\s+/).join('|'))}`;
  }
  if (/^cargo test\b/.test(last)) return / -- /.test(` ${last} `) ? `${cmd} ${joined}` : `${cmd} -- ${joined}`;
  if (/^(mvn|\.\/mvnw)\b/.test(last)) return `${cmd} -Dtest=${shellQuote(filter.trim().split(/\s+/).join(','))}`;
  if (/^(g?make)\b/.test(last)) return cmd;
  return `${cmd} ${joined}`;
}
