/** What the CLI prints at the end: a human summary, or the one-line JSON object of the contract. */
import type { RunResult } from './run-result.js';
import { SUITE_LEVEL_NOTE } from '../verify/proof-level.js';
import { contractStatus } from '../run-status.js';
import { redact } from '../security/redact.js';
import {
  deflakeLines,
  failToPassTable,
  instructionFilesLine,
  integrityLines,
  proofIsolationSentence,
  proofLevelLines,
  refusedHostsLine,
} from './pr-body.js';

/** Rows of the fail-to-pass table a terminal shows; the rest are counted (--json has them all). */
const CLI_TABLE_ROWS = 15;

/** Failing tests a terminal names; the rest are counted (--json's evidence.final.failing has them all). */
const CLI_FAILING_NAMED = 10;

function failingLine(ids: string[]): string {
  const more = ids.length - CLI_FAILING_NAMED;
  const named = ids.slice(0, CLI_FAILING_NAMED).join(', ');
  return `failing after the change: ${named}${more > 0 ? ` and ${more} more (--json lists them all)` : ''}`;
}

export function jsonSummary(result: RunResult): Record<string, unknown> {
  const final = result.evidence.final;
  return {
    status: contractStatus(result.status),
    turns: result.turns,
    tests: {
      command: result.evidence.command,
      exit_code: final?.exitCode ?? null,
      passed: final?.counts?.passed ?? null,
      failed: final?.counts?.failed ?? null,
      // What the counts count: go test without -v counts packages, so `passed: 1` is one package, not one test.
      unit: final?.counts ? (final.unit ?? 'tests') : null,
    },
    changed_files: result.changedFiles.map((f) => f.path),
    usage: {
      prompt_tokens: result.usage.prompt_tokens,
      completion_tokens: result.usage.completion_tokens,
      cached_tokens: result.usage.cached_tokens,
    },
    cost_usd: result.costUsd,
    reason: result.reason ?? null,
    budget_exhausted: result.budgetExhausted ?? null,
    stopped: result.stopped ?? null,
    warnings: result.warnings ?? [],
    network_refused: result.networkRefused ?? [],
    // DESIGN guarantee 10: `layers` (each proof run on the pristine setup state, with a fresh layer), `none` without bwrap.
    proof_isolation: result.proofIsolation ?? (result.sandbox === 'none' ? 'none' : null),
    summary: result.summary ?? null,
    evidence: {
      command: result.evidence.command,
      baseline: brief(result.evidence.baseline),
      final: brief(final),
      integrity: result.evidence.integrity,
      fail_to_pass: result.evidence.fail_to_pass,
      deflake: result.evidence.deflake ?? null,
      proof_level: result.evidence.proof_level ?? null,
      ...(result.evidence.proof_level === 'suite' ? { proof_note: SUITE_LEVEL_NOTE } : {}),
      report_check: result.evidence.report_check ?? null,
    },
    instruction_files: result.instructionFiles ?? [],
  };
}

function brief(run: RunResult['evidence']['final']) {
  if (!run) return null;
  return {
    exit_code: run.exitCode,
    passed: run.passed,
    counts: run.counts,
    unit: run.counts ? (run.unit ?? 'tests') : null,
    failing: run.failingIds,
    runner: run.runner,
    ...(run.errorLines?.length ? { errors: run.errorLines } : {}),
  };
}

export function humanSummary(result: RunResult): string {
  const lines: string[] = [];
  const final = result.evidence.final;
  const baseline = result.evidence.baseline;
  const counts = (run: typeof final) =>
    run?.counts
      ? `${run.counts.passed}${run.unit === 'packages' ? ` package${run.counts.passed === 1 ? '' : 's'}` : ''} passed, ${run.counts.failed} failed`
      : `exit ${run?.exitCode}`;
  lines.push(`agent-fix: ${result.status.toUpperCase()}${result.reason ? ` (${result.reason})` : ''}`);
  lines.push(
    `tests: \`${result.evidence.command}\`  before: ${baseline ? counts(baseline) : 'not run'}  after: ${final ? counts(final) : 'not run'}`,
  );
  // A red final run names its failing tests (a terminal's worth; --json has them all), or says why in the runner's
  // own words when it names none.
  if (final && !final.passed && final.failingIds.length) lines.push(failingLine(final.failingIds));
  if (final?.errorLines?.length) lines.push(`why the final run failed: ${final.errorLines.join(' | ')}`);
  const f2p = result.evidence.fail_to_pass;
  if (f2p) {
    const fixed = f2p.tests.filter((t) => t.before !== 'pass' && t.after === 'pass').length;
    const p2p = f2p.pass_to_pass;
    const unit = p2p.unit === 'packages' ? 'packages' : 'tests';
    const kept = p2p.checked
      ? `${Math.max(0, p2p.checked - p2p.broken.length)} of ${p2p.checked} ${unit} that passed before still pass`
      : `no ${unit} passed before to check`;
    const vanished = p2p.vanished ?? [];
    const failing = p2p.broken.filter((b) => !vanished.includes(b));
    lines.push(
      `proof: ${fixed} test(s) failed before the change and pass with it; ${kept}${failing.length ? ` (broken: ${failing.join(', ')})` : ''}`,
    );
    if (vanished.length)
      lines.push(`vanished (ran before the change, not after; counted as broken): ${vanished.join('; ')}`);
    if (p2p.level === 'counts') lines.push('pass-to-pass checked by count: the baseline run named no passing test');
  }
  // The same table, proof level and integrity verdict as the PR body (report/pr-body.ts), capped for a terminal.
  if (result.evidence.deflake) lines.push('', ...deflakeLines(result.evidence.deflake), '');
  if (f2p?.tests.length) lines.push('', ...failToPassTable(f2p.tests, CLI_TABLE_ROWS), '');
  lines.push(
    ...proofLevelLines({ proofLevel: result.evidence.proof_level, reportCheck: result.evidence.report_check }),
  );
  if (result.proofIsolation === 'none' && final) lines.push(`⚠${proofIsolationSentence('none')}`);
  if (final) {
    lines.push(
      ...integrityLines({
        integrityFindings: result.evidence.integrity.findings.map((f) => `${f.path}: ${f.detail}`),
        integrityMode: result.evidence.integrity.mode,
        changedFiles: result.changedFiles,
      }),
    );
  }
  const instructions = instructionFilesLine(result);
  if (instructions) lines.push(instructions);
  for (const w of result.warnings ?? []) lines.push(`⚠ ${w}`);
  const refused = refusedHostsLine(result.networkRefused);
  if (refused) lines.push(`⚠ ${refused}`);
  if (result.changedFiles.length) {
    lines.push(`changed: ${result.changedFiles.map((f) => `${f.path} (+${f.added} −${f.removed})`).join(', ')}`);
  }
  const spent = result.usage.prompt_tokens + result.usage.completion_tokens > 0;
  const cost = !spent
    ? 'no model tokens spent'
    : result.costUsd === null
      ? 'cost unknown (no price for this model in src/model/pricing.json; --price gives one)'
      : `$${result.costUsd.toFixed(4)}`;
  lines.push(
    `turns: ${result.turns}; tokens: ${result.usage.prompt_tokens} prompt (${result.usage.cached_tokens} cached), ${result.usage.completion_tokens} completion; ${cost}; ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  if (result.summary) lines.push('', result.summary.trim());
  if (result.diff) lines.push('', result.diff.trimEnd());
  return redact(lines.join('\n'));
}
