/**
 * Reading test results, whatever the runner: the counts and failing ids that the gate, the model and the evidence
 * need. Each runner's parser is in its profile (`runners/`); this file picks the ones whose output appears, and
 * knows how to hand a model-given filter to the configured command.
 */
import type { TestReport } from './types.js';
import { cleanOutput, type RunnerParser, uniq } from './runners/common.js';
import { tap } from './runners/tap.js';
import { parseJUnit } from './runners/junit.js';
import { PROFILES, profileForCommand } from './runners/index.js';
import { lastStep, shellWord } from './runners/profile.js';
import { scriptCall, withScriptArgs } from './runners/script-call.js';

export { cleanOutput } from './runners/common.js';

/** Runners with a distinctive summary. Generic TAP is the fallback: node's TAP and pytest plugins produce TAP too. */
const PARSERS: RunnerParser[] = PROFILES.map((p) => p.parser);

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
export function parseTestOutput(output: string, junitXml?: string, cwd?: string, runner?: string): TestReport {
  // The runner the command and the project name is read by its own parser first: output shapes can look alike.
  const own =
    runner && !junitXml ? PROFILES.find((p) => p.name === runner)?.parser.parse(cleanOutput(output), cwd) : null;
  return trimIds(own ? completeOnly(own) : readReport(output, junitXml, cwd));
}

/** A report read from the runner's own report file: its ids in the same shape as every parsed output's. */
export function settledReport(report: TestReport): TestReport {
  return trimIds(completeOnly(report));
}

/**
 * Ids are compared after trimming whitespace, everywhere (fail-to-pass, pass-to-pass, the bench judge): ava prints
 * `✖ camelCase ` with a trailing space.
 */
function trimIds(report: TestReport): TestReport {
  const trim = (ids: string[]) => uniq(ids.map((id) => id.trim()).filter(Boolean));
  return {
    ...report,
    failingIds: trim(report.failingIds),
    ...(report.passingIds ? { passingIds: trim(report.passingIds) } : {}),
    ...(report.skippedIds ? { skippedIds: trim(report.skippedIds) } : {}),
  };
}

function readReport(output: string, junitXml?: string, cwd?: string): TestReport {
  if (junitXml) {
    const fromXml = parseJUnit(junitXml);
    if (fromXml) return fromXml;
  }
  const text = cleanOutput(output);
  if (/^\s*(<\?xml[^>]*>\s*)?<testsuites?\b/.test(text)) {
    const fromXml = parseJUnit(text);
    if (fromXml) return fromXml;
  }
  const reports = PARSERS.map((p) => p.parse(text, cwd)).filter((r): r is TestReport => !!r);
  if (!reports.length) {
    const fromTap = tap.parse(text);
    return fromTap ? completeOnly(fromTap) : { runner: 'unknown', counts: null, failingIds: [] };
  }
  const report = completeOnly(reports.length === 1 ? reports[0]! : combine(reports));
  // cargo and go print no grand total: their counts are sums of per-crate/per-package lines a cut may have dropped.
  if (/\[… \d+ bytes cut …\]/.test(text) && /\b(cargo|go)\b/.test(report.runner)) {
    const note = 'the output was cut in the middle; counts cover only the result lines that were kept';
    report.note = report.note ? `${report.note}; ${note}` : note;
  }
  return report;
}

/**
 * Passing ids are evidence only when they are all of them: pass-to-pass counts a listed test that is missing later
 * as broken, and takes the list's length as what it checked. An output that names fewer passing tests than it
 * counts (vitest's default reporter names a failing file's tests without their file or suites, jest names them only
 * for a single file, a head/tail cut drops lines) keeps its counts and loses the list.
 */
/**
 * How many passing tests the run's ids name: one each, and the same-named ones a report file listed under an id
 * already named (`repeatedPassing`).
 */
export function passingNamed(report: TestReport): number {
  return (report.passingIds?.length ?? 0) + (report.repeatedPassing ?? 0);
}

function completeOnly(report: TestReport): TestReport {
  const passed = report.counts?.passed;
  if (!report.passingIds || passed === undefined || report.unit === 'packages' || passingNamed(report) >= passed)
    return report;
  const note = `the output names ${report.passingIds.length} of ${passed} passing tests; passing ids are not used`;
  const { passingIds: _partial, ...rest } = report;
  return { ...rest, note: report.note ? `${report.note}; ${note}` : note };
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
export const shellQuote = shellWord;

/** The filter's words, each quoted; a filter that already quotes itself is the model's own shell text. */
export function filterWords(filter: string): string[] {
  if (/['"]/.test(filter)) return [filter.trim()];
  return filter.trim().split(/\s+/).filter(Boolean).map(shellQuote);
}

/**
 * The configured command narrowed by a model-given filter (test files, ids or names):
 * - `npm test` / `npm run test` → `npm test -- <filter>`; `yarn test` → `yarn test <filter>`;
 *   `pnpm test` → `pnpm run test <filter>` (script-call.ts `withScriptArgs`; also `pnpm --filter a test`,
 *   `pnpm -C dir test`, `yarn workspace a test`, `yarn --cwd dir test`);
 * - a runner whose profile has its own argument form (`go test` → `-run '^(TestA|TestB)$'` or package paths,
 *   `cargo test` → `cargo test -- <filter>`);
 * - `mvn … test` → `-Dtest=<classes>`, phpunit `--filter`, ctest `-R`, rake `TEST=` (their profiles); `make test` cannot take a filter: unchanged (the full suite runs);
 * - `node --test`: the filter's files in place of the command's paths, its switches before them (its profile);
 * - anything else (pytest, vitest, jest, mocha, scripts): the filter is appended.
 */
export function filterCommand(command: string, filter: string): string {
  const words = filterWords(filter);
  if (!words.length) return command;
  const cmd = command.trim();
  const last = lastStep(cmd);
  const joined = words.join(' ');

  // A package script gets the filter as its manager passes arguments on (script-call.ts); bun after `--`.
  const call = scriptCall(last);
  if (call && call.manager !== 'bun') return `${cmd.slice(0, cmd.length - last.length)}${withScriptArgs(last, joined)}`;
  if (/^bun (run )?test\b/.test(last)) {
    return / -- /.test(` ${last} `) || last.endsWith(' --') ? `${cmd} ${joined}` : `${cmd} -- ${joined}`;
  }
  const narrowed = profileForCommand(last)?.narrow?.(cmd, last, filter, words);
  if (narrowed) return narrowed;
  if (/^(g?make)\b/.test(last)) return cmd;
  return `${cmd} ${joined}`;
}
