/**
 * Markdown for the pull-request body and the progress comment. Pure functions over the run's facts. Bodies carry a
 * hidden marker (idempotency: which task, which commit was attempted) and stay under GitHub's 65,536-character limit
 * by cutting the longest blocks (test output, diff) first. Text that came from users or the model goes through
 * `modelText`: no HTML, images, links, live mentions or closing keywords, so only our own `Fixes #n` closes an issue.
 */

import type { ReportChecks } from '../verify/evidence.js';
import type { DeflakeEvidence } from '../verify/deflake.js';
import { markers, taskMarker } from '../github/protocol.js';
import { isTestPath } from '../verify/integrity.js';
import { inlineCode, modelText } from './model-text.js';
import { passToPassLines, type PassToPassFacts } from './pass-to-pass.js';
import { proofIsolationSentence, refusedHostsLine, sandboxLine, type SandboxFacts } from './sandbox-lines.js';
import { codeBlock, details, escapeText, tail } from './markdown.js';

export { codeBlock, details, escapeText };

export { proofIsolationSentence, refusedHostsLine, sandboxLine, type SandboxFacts };

export const BODY_LIMIT = 65_536;
/** Headroom under the limit for the redactor's replacements and GitHub's own counting. */
const TARGET = 60_000;

export interface TestRunFacts {
  passed: boolean;
  exitCode: number | null;
  timedOut?: boolean;
  counts: { passed: number; failed: number; skipped: number; errors?: number } | null;
  failingIds: string[];
  output: string;
  /** What the counts count (go test without -v: packages). */
  unit?: 'tests' | 'packages';
  /** A failed run that named no failing test: the runner's own error lines. */
  errorLines?: string[];
}

/** One row of the fail-to-pass table (verify/evidence.ts FailToPassRow). */
export interface FailToPassFact {
  id: string;
  before: string;
  after: string;
  why?: string;
  scope?: string;
}

export interface ReportFacts {
  status: 'resolved' | 'unresolved' | 'error';
  reason?: string;
  request: { description: string; url?: string; lifts?: { number: number; url: string; branch: string; lift: string } };
  summary?: string;
  changedFiles: { path: string; added: number; removed: number }[];
  diff: string;
  tests: { command: string; baseline: TestRunFacts | null; final: TestRunFacts | null };
  integrityFindings: string[];
  /** The test-edits mode the integrity guard ran with; `allow` means it did not run. Unset: no integrity line. */
  integrityMode?: 'allow' | 'flag' | 'deny';
  /** Tests that fail on the old code and pass now (when tests changed), from the engine's fail-to-pass check. */
  failToPass?: FailToPassFact[];
  /** A deflake run: the flaky test's runs before and after the change (evidence.deflake). */
  deflake?: DeflakeEvidence;
  /** `suite`: the output could not be read per test, and the reports say so (evidence.proof_level). */
  proofLevel?: 'test' | 'suite';
  /** Whether the proof runs' reports were checked with canary tests (evidence.report_check). */
  reportCheck?: ReportChecks;
  /** The baseline's tests in the final run (verify/evidence.ts FailToPass.pass_to_pass). */
  passToPass?: PassToPassFacts;
  /** The instruction files that applied (AGENTS.md, CLAUDE.md, …), repository-relative, as read from the base. */
  instructionFiles?: string[];
  turns: number;
  usage: { prompt_tokens: number; completion_tokens: number; cached_tokens: number };
  costUsd: number | null;
  durationMs: number;
  model: string;
  /** Link to the workflow run; empty for a CLI run. */
  runUrl: string;
  /** Where the trajectory is (an artifact name or path); shown with the run link. */
  trajectory?: string;
  /** The trajectory's artifact on the workflow run, when it was uploaded (deliver/artifact.ts). */
  trajectoryUrl?: string;
  fixesIssue?: number;
  /** Branch key (`issue-12`) for the task marker. */
  taskKey: string;
  /** Head sha this attempt was for (CI failures), recorded in the attempt marker. */
  attemptSha?: string;
  /** Review round on the bot's own PR (1, 2, …), recorded in a marker that counts rounds. */
  reviewRound?: number;
  /**
   * A CI round (the PR's own CI failed on its head, trigger/ci-round.ts) rather than a review round: its marker counts
   * CI rounds and keeps the fingerprint of the failure it worked on.
   */
  ciRound?: { failure: string; runUrl?: string };
  /** Review rounds: the whole pull request against its base (evidence.whole_change). */
  wholeChange?: WholeChangeFacts;
  /** Review rounds: who asked, and what the PR body said before this round (kept, not replaced). */
  roundContext?: { reviewer: string; feedbackUrl?: string; headSha: string; prior: PriorBody };
  /** Safety checks that could not run in this run (e.g. the syntax guard was off). */
  warnings?: string[];
  /** The git tree id the final run proved on a clean checkout; the pushed commit holds exactly this tree. */
  provenTree?: string;
  /** The isolation the commands ran in, and what agent-fix changed on the machine to set it up. */
  sandbox?: SandboxFacts;
}

export interface WholeChangeFacts {
  base: string;
  baseBranch: string;
  changed_files: { path: string; added: number; removed: number }[];
  fail_to_pass: {
    tests: FailToPassFact[];
    before_run?: {
      command: string;
      passed: boolean;
      exitCode: number | null;
      counts: TestRunFacts['counts'];
      unit?: 'tests' | 'packages';
      filtered: boolean;
    };
  } | null;
  note?: string;
}

/** What a PR body agent-fix wrote says: the original request, its summary, the review rounds so far (Markdown as written). */
export interface PriorBody {
  asked?: string;
  summary?: string;
  rounds?: string;
}

const PRIOR_MAX = 6_000;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}\n\n[… ${text.length - max} characters cut]` : text;

/** Reads the sections of an earlier agent-fix PR body back, so a review round keeps them instead of replacing them. */
export function parsePriorBody(body: string): PriorBody {
  const text = body.replace(/\r\n/g, '\n');
  const section = (title: string) => {
    const at = text.indexOf(`\n### ${title}\n`);
    if (at < 0) return undefined;
    const rest = text.slice(at + title.length + 6);
    const end = rest.search(/\n### |\n<!-- agent-fix:/);
    const got = (end < 0 ? rest : rest.slice(0, end)).trim();
    return got ? clip(got, PRIOR_MAX) : undefined;
  };
  const asked = /^\*\*Asked:\*\* (.+)$/m.exec(text)?.[1]?.trim();
  return {
    asked: asked ? clip(asked, 2_000) : undefined,
    summary: section('Summary'),
    rounds: section('Review rounds'),
  };
}

/** "review round 2" or "CI round 1". */
export function roundName(f: Pick<ReportFacts, 'reviewRound' | 'ciRound'>): string {
  return `${f.ciRound ? 'CI' : 'review'} round ${f.reviewRound}`;
}

export function describeRun(run: TestRunFacts | null): string {
  if (!run) return 'not run';
  const state = run.timedOut ? 'timed out' : run.passed ? 'passed' : 'failed';
  const c = run.counts;
  const packages = run.unit === 'packages';
  const passed = packages ? `${c?.passed} package${c?.passed === 1 ? '' : 's'} passed` : `${c?.passed} passed`;
  const counts = c
    ? ` — ${passed}, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}${c.errors && packages ? `, ${c.errors} did not build` : ''}`
    : '';
  const why = run.errorLines?.length
    ? `; the runner said: ${run.errorLines.map((l) => `\`${l.replace(/`/g, "'")}\``).join(' ')}`
    : '';
  return `${state} (exit ${run.exitCode ?? 'signal'})${counts}${why}`;
}

/** One line for the `tests-summary` output: `before: failed (exit 1) — 2 passed, 1 failed; after: passed …`. */
export function testsSummary(tests: ReportFacts['tests']): string {
  return `before: ${describeRun(tests.baseline)}; after: ${describeRun(tests.final)}`;
}

function fileTable(files: ReportFacts['changedFiles']): string {
  if (files.length === 0) return '_No files changed._';
  const rows = files.map(
    (f) => `| \`${f.path.replace(/`/g, "'").replace(/\|/g, '\\|')}\` | +${f.added} | −${f.removed} |`,
  );
  return ['| file | added | removed |', '|---|---:|---:|', ...rows].join('\n');
}

export function usageLine(f: ReportFacts): string {
  const cost = f.costUsd === null ? 'cost unknown' : `$${f.costUsd.toFixed(4)}`;
  const secs = Math.round(f.durationMs / 1000);
  return (
    `${f.turns} turns · ${f.usage.prompt_tokens.toLocaleString('en-US')} prompt + ${f.usage.completion_tokens.toLocaleString('en-US')} completion tokens` +
    `${f.usage.cached_tokens ? ` (${f.usage.cached_tokens.toLocaleString('en-US')} cached)` : ''} · ${cost} · ${Math.floor(secs / 60)}m ${secs % 60}s · model \`${f.model.replace(/`/g, '')}\``
  );
}

/**
 * A deflake PR of a test in quarantine: it lifts the quarantine, and how (our own text; the branch, the file and the
 * test names in it are in code spans). When the base held the mark (the quarantine PR was merged), this change removes
 * it (evidence.deflake.lifted_mark); when the quarantine PR is still open, agent-fix closes it as this PR opens
 * (action/flaky-step.ts closeSupersededQuarantine).
 */
function liftsLine(f: ReportFacts): string {
  const q = f.request.lifts;
  const mark = f.deflake?.lifted_mark;
  if (mark) {
    const pr = q ? `, put there by [#${q.number}](${q.url})` : '';
    return (
      `🧊 **This lifts the quarantine** of the test: this change removes its mark (${mark.how}${pr}). ` +
      'The mark was lifted before the proof, so the runs before and after the change below ran the test.'
    );
  }
  if (!q) return '';
  return (
    `🧊 **This lifts the quarantine** of the test, [#${q.number}](${q.url}) (branch ${inlineCode(q.branch)}): ` +
    `agent-fix closes #${q.number} unmerged as this proven fix opens (reopen it to skip the test until this is merged); if #${q.number} was merged meanwhile, undo it here or after: ${q.lift}.`
  );
}

function requestLine(f: ReportFacts): string {
  // Issue titles and CI test names are untrusted like model text: no closing keyword or mention may come alive here.
  const what = modelText(f.request.description);
  return f.request.url ? `[${what.replace(/[[\]]/g, '\\$&')}](${f.request.url})` : what;
}

// Reasons and scopes carry names the model chose (test files, packages): model text, so no name closes an issue or pings.
const cellText = (s: string) => modelText(s.replace(/\n/g, ' ')).replace(/\|/g, '\\|');
const BEFORE_CELL: Record<string, string> = { fail: '❌ fails', pass: '✅ passes', missing: '➖ absent (new test)' };
// "passes" only for a test a run of the candidate named passing (verify/fail-to-pass.ts afterCell).
const AFTER_CELL: Record<string, string> = {
  fail: '❌ fails',
  pass: '✅ passes',
  missing: '➖ not run (absent: removed, deselected or skipped)',
  unknown: '❔ unknown (no run of the change named it)',
  flaky: '⚠️ flaky (failed in a re-run)',
};

/** The fail-to-pass table: one row per test id, what it did on the old code and with the change. */
export function failToPassTable(rows: FailToPassFact[], max = 30): string[] {
  const red = rows.filter((t) => t.before !== 'pass' && t.after === 'pass').length;
  const absent = rows.some((t) => t.before === 'missing')
    ? ' "Absent": the test did not exist on the old code, or was not collected there.'
    : '';
  const head = red
    ? `Fail-to-pass: ${red} test${red === 1 ? '' : 's'} red on the old code, green with the change.${absent}`
    : 'Fail-to-pass: no test fails on the old code and passes with the change, so the tests do not prove this change.';
  const out = [head, '', '| test | old code | with the change |', '|---|---|---|'];
  for (const t of rows.slice(0, max)) {
    const id = `\`${t.id.replace(/[`|]/g, "'")}\`${t.scope ? ` (${cellText(t.scope)})` : ''}`;
    const before = `${BEFORE_CELL[t.before] ?? cellText(t.before)}${t.why ? `: ${cellText(t.why)}` : ''}`;
    out.push(`| ${id} | ${before} | ${AFTER_CELL[t.after] ?? cellText(t.after)} |`);
  }
  if (rows.length > max) out.push('', `…and ${rows.length - max} more tests.`);
  return out;
}

/** Always one line when the guard's mode is known, so a clean result is visible and not just an absence. */
export function integrityLines(
  f: Pick<ReportFacts, 'integrityFindings' | 'integrityMode' | 'changedFiles'>,
  label = 'Test integrity',
): string[] {
  if (f.integrityFindings.length) {
    return [`⚠️ ${label} notes:`, ...f.integrityFindings.map((x) => `- ${modelText(x)}`)];
  }
  if (!f.integrityMode) return [];
  if (f.integrityMode === 'allow') return [`${label}: not checked (\`test-edits: allow\`).`];
  const n = f.changedFiles.filter((c) => isTestPath(c.path)).length;
  return n
    ? [`${label}: no test removed, skipped or weakened (${n} test file${n === 1 ? '' : 's'} changed).`]
    : [`${label}: no test file changed.`];
}

/**
 * The proof level, said when it is only the suite's exit code (a test-level proof shows in the table), and the
 * runner's report when canary tests did not check it.
 */
export function proofLevelLines(f: Pick<ReportFacts, 'proofLevel' | 'reportCheck'>): string[] {
  const check = f.reportCheck;
  return [
    ...(f.proofLevel === 'suite'
      ? [
          "⚠️ Suite-level proof only: the test output could not be read per test, so only the test command's exit code proves this change.",
        ]
      : []),
    ...(check?.status === 'failed' ? [`❌ The test runner's report could not be checked: ${check.reason}.`] : []),
    ...(check?.status === 'unchecked'
      ? [`⚠️ The test runner's report was not checked with canary tests: ${check.reason}.`]
      : []),
  ];
}

/** Which instruction files the agent was given, so a reviewer knows what steered it. */
export function instructionFilesLine(f: Pick<ReportFacts, 'instructionFiles'>): string {
  const files = f.instructionFiles ?? [];
  return files.length
    ? `Instruction files followed: ${files.map((p) => `\`${p.replace(/`/g, "'")}\``).join(', ')}`
    : '';
}

/**
 * A deflake's table: the runs of the untouched code and of the candidate, narrowed to the flaky test, how many failed
 * it, and the failure line seen before (the one the change removes).
 */
export function deflakeLines(d: DeflakeEvidence): string[] {
  const before = `${d.failures_before} of ${d.runs_before}${d.stopped_before === 'failed' ? ' (stopped at the first failure)' : d.stopped_before === 'budget' ? ' (the time budget ran out)' : ''}`;
  const after = d.runs_after_planned
    ? `${d.failures_after} of ${d.runs_after}${d.runs_after < d.runs_after_planned ? ` (${d.runs_after_planned} asked)` : ''}`
    : 'not run';
  const lines = [
    `Deflake of ${inlineCode(d.test)}: M = ${d.runs_after_planned || '–'} runs after (3 × the ${d.runs_before} run(s) it took to see the failure, at least 10)`,
    '',
    '| | runs | failures |',
    '|---|---|---|',
    `| before the change (untouched code) | ${d.runs_before} | ${before} |`,
    `| after the change (candidate) | ${d.runs_after} | ${after} |`,
  ];
  if (d.failure_line) lines.push('', `Failure removed: ${inlineCode(d.failure_line)}`);
  return lines;
}

export function evidenceSection(f: ReportFacts, outputChars: number): string {
  const lines = [
    `Command: \`${f.tests.command.replace(/`/g, "'")}\``,
    '',
    `- Before the change: ${describeRun(f.tests.baseline)}`,
    `- After the change: **${describeRun(f.tests.final)}**`,
  ];
  if (f.deflake) lines.push('', ...deflakeLines(f.deflake));
  if (f.failToPass?.length) lines.push('', ...failToPassTable(f.failToPass));
  const p2p = passToPassLines(f.passToPass);
  if (p2p.length && (f.passToPass?.broken.length || f.passToPass?.level === 'counts')) lines.push('', ...p2p);
  const proof = proofLevelLines(f);
  if (proof.length) lines.push('', ...proof);
  const integrity = integrityLines(f);
  if (integrity.length) lines.push('', ...integrity);
  if (f.tests.final && outputChars > 0) {
    lines.push('', details('Final test output (tail)', codeBlock(tail(f.tests.final.output, outputChars), 'text')));
  }
  return lines.join('\n');
}

/** Renders with shrinking budgets until the text fits under TARGET. */
export function fit(render: (outputChars: number, diffChars: number, maxFiles: number) => string): string {
  const attempts: [number, number, number][] = [
    [6_000, 30_000, 300],
    [3_000, 15_000, 200],
    [1_500, 5_000, 100],
    [500, 0, 50],
    [0, 0, 20],
  ];
  for (const [o, d, n] of attempts) {
    const text = render(o, d, n);
    if (text.length <= TARGET) return text;
  }
  const text = render(0, 0, 10);
  return text.length <= TARGET ? text : `${text.slice(0, TARGET - 200)}\n\n[… cut to fit GitHub's limit]\n`;
}

function limitFiles(files: ReportFacts['changedFiles'], max: number): string {
  const shown = fileTable(files.slice(0, max));
  return files.length > max ? `${shown}\n\n…and ${files.length - max} more files.` : shown;
}

function describeBeforeRun(r: NonNullable<NonNullable<WholeChangeFacts['fail_to_pass']>['before_run']>): string {
  const what = r.filtered ? 'the changed test files' : 'the full test command';
  return `${what}: ${describeRun({ passed: r.passed, exitCode: r.exitCode, counts: r.counts, unit: r.unit, failingIds: [], output: '' })}`;
}

/** A review round's proof: the whole PR against its base first, then what this round did against the PR head. */
function roundEvidence(f: ReportFacts, outputChars: number): string {
  const w = f.wholeChange;
  const ctx = f.roundContext!;
  const lines: string[] = [`Command: \`${f.tests.command.replace(/`/g, "'")}\``, ''];
  if (w) {
    const base = `\`${w.baseBranch.replace(/`/g, "'")}\` (${w.base.slice(0, 7)})`;
    lines.push(`**The whole pull request against ${base}:**`, '');
    const before = w.fail_to_pass?.before_run;
    lines.push(
      `- On ${base}: ${before ? describeBeforeRun(before) : w.note ? `not run (${modelText(w.note)})` : 'not run'}`,
    );
    lines.push(`- With the pull request: **${describeRun(f.tests.final)}**`);
    if (w.fail_to_pass?.tests.length) lines.push('', ...failToPassTable(w.fail_to_pass.tests));
    else if (w.fail_to_pass)
      lines.push('', 'Fail-to-pass: no test fails on the base and passes with the pull request.');
  } else {
    lines.push(
      '_The whole pull request was not re-proved against its base: this checkout holds no merge base of the base ' +
        "branch and the PR head (use actions/checkout with `fetch-depth: 0`). The round's own proof follows._",
    );
  }
  lines.push(
    '',
    `**This round** (${roundName(f)}, against the PR head ${ctx.headSha.slice(0, 7)} before it):`,
    '',
    `- Before the round: ${describeRun(f.tests.baseline)}`,
    `- After the round: **${describeRun(f.tests.final)}**`,
  );
  if (f.failToPass?.length) lines.push('', ...failToPassTable(f.failToPass));
  const integrity = integrityLines(f, "Test integrity of this round's edits");
  if (integrity.length) lines.push('', ...integrity);
  if (f.tests.final && outputChars > 0) {
    lines.push('', details('Final test output (tail)', codeBlock(tail(f.tests.final.output, outputChars), 'text')));
  }
  return lines.join('\n');
}

function roundLine(f: ReportFacts): string {
  const ctx = f.roundContext!;
  const who = `@\u200b${ctx.reviewer.replace(/[^A-Za-z0-9-]/g, '')}`;
  const asked = f.ciRound
    ? `[CI failed on ${ctx.headSha.slice(0, 7)}](${f.ciRound.runUrl ?? f.runUrl})`
    : ctx.feedbackUrl
      ? `[asked by ${who}](${ctx.feedbackUrl})`
      : `asked by ${who}`;
  const files = f.changedFiles.map((c) => `\`${c.path.replace(/`/g, "'")}\` (+${c.added} −${c.removed})`).join(', ');
  const summary = f.summary ? modelText(f.summary.trim().replace(/\n+/g, ' ')) : 'no summary';
  const label = f.ciRound ? `CI round ${f.reviewRound}` : `Round ${f.reviewRound}`;
  return `- **${label}** (${asked}): ${clip(summary, 1_500)}${files ? ` Files: ${files}.` : ''}`;
}

/** The PR body after a review round: the original request and summary kept, the rounds listed, the whole PR proved. */
function renderRoundBody(f: ReportFacts): string {
  const prior = f.roundContext!.prior;
  const rounds = [prior.rounds, roundLine(f)].filter(Boolean).join('\n');
  const files = f.wholeChange?.changed_files.length ? f.wholeChange.changed_files : f.changedFiles;
  return fit(
    (outputChars, _diffChars, maxFiles) =>
      [
        `🤖 **agent-fix** made this change, updated it in ${roundName(f)}, and proved the whole pull request with the test command below. Please review it like any contribution.`,
        `**Asked:** ${prior.asked ?? requestLine(f)}`,
        f.fixesIssue ? `Fixes #${f.fixesIssue}` : '',
        '### Summary',
        // The prior sections are our own earlier output (already made safe then), or a maintainer's edit of it.
        prior.summary ?? (f.summary ? modelText(f.summary.trim()) : '_The agent gave no summary._'),
        '### Review rounds',
        rounds,
        f.wholeChange?.changed_files.length
          ? `### Changed files (the whole pull request against \`${f.wholeChange.baseBranch.replace(/`/g, "'")}\`)`
          : '### Changed files',
        limitFiles(files, maxFiles),
        '### Test evidence',
        roundEvidence(f, outputChars),
        provenTreeLine(f),
        '### Run',
        usageLine(f),
        ...(f.warnings ?? []).map((w) => `⚠️ ${escapeText(w)}`),
        sandboxLine(f),
        `[Workflow run](${f.runUrl})${f.trajectory ? ` · trajectory: ${escapeText(f.trajectory)}` : ''}`,
        markers(f),
      ]
        .filter((x) => x !== '')
        .join('\n\n') + '\n',
  );
}

export function renderPrBody(f: ReportFacts): string {
  if (f.roundContext && f.reviewRound) return renderRoundBody(f);
  return fit((outputChars, diffChars, maxFiles) => {
    const parts = [
      f.status === 'resolved'
        ? '🤖 **agent-fix** made this change and proved it with the test command below. Please review it like any contribution.'
        : `🚧 **Draft — not resolved.** agent-fix could not make the tests pass${f.reason ? `: ${modelText(f.reason)}` : ''}. The partial change is here for a human to continue.`,
      `**Asked:** ${requestLine(f)}`,
      liftsLine(f),
      f.fixesIssue ? `Fixes #${f.fixesIssue}` : '',
      '### Summary',
      f.summary ? modelText(f.summary.trim()) : '_The agent gave no summary._',
      '### Changed files',
      limitFiles(f.changedFiles, maxFiles),
      '### Test evidence',
      evidenceSection(f, outputChars),
      provenTreeLine(f),
      f.status !== 'resolved' && diffChars > 0 && f.diff
        ? details('Diff', codeBlock(tail(f.diff, diffChars), 'diff'))
        : '',
      '### Run',
      usageLine(f),
      instructionFilesLine(f),
      ...(f.warnings ?? []).map((w) => `⚠️ ${escapeText(w)}`),
      sandboxLine(f),
      `${f.runUrl ? `[Workflow run](${f.runUrl})` : 'Run with the agent-fix CLI'}${trajectoryLink(f)}`,
      markers(f),
    ];
    return parts.filter((x) => x !== '').join('\n\n') + '\n';
  });
}

/** The proven tree's id: a reviewer compares it with `git rev-parse HEAD^{tree}` of the pushed commit. */
function provenTreeLine(f: ReportFacts): string {
  if (!f.provenTree || !/^[0-9a-f]{40,64}$/.test(f.provenTree)) return '';
  return `Proven tree: \`${f.provenTree}\` (the tests ran on a clean checkout of this tree; \`git rev-parse HEAD^{tree}\` of this branch's commit shows the same id).`;
}

function trajectoryLink(f: ReportFacts): string {
  if (f.trajectoryUrl)
    return ` · [trajectory](${f.trajectoryUrl}) (artifact${f.trajectory ? ` ${escapeText(f.trajectory)}` : ''})`;
  return f.trajectory ? ` · trajectory: ${escapeText(f.trajectory)}` : '';
}

export function renderStartComment(f: { runUrl: string; taskKey: string; description: string }): string {
  return `👀 **agent-fix** is working on this: ${modelText(f.description)}.\n\nFollow along in the [workflow run](${f.runUrl}). This comment will be updated with the result.\n\n${taskMarker(f.taskKey)}\n`;
}

export function renderPrComment(f: ReportFacts, pr: { number: number; url: string; created: boolean }): string {
  return (
    [
      `✅ **agent-fix** ${pr.created ? 'opened' : 'updated'} pull request #${pr.number}: ${pr.url}`,
      `Tests: ${describeRun(f.tests.final)} (\`${f.tests.command.replace(/`/g, "'")}\`).`,
      `${usageLine(f)} · [workflow run](${f.runUrl})`,
      markers(f),
    ].join('\n\n') + '\n'
  );
}

/** No PR: what was tried, what still fails, and the partial diff, collapsed. */
export function renderUnresolvedComment(f: ReportFacts, draftPr?: { url: string }): string {
  return fit((outputChars, diffChars, maxFiles) => {
    const failing = f.tests.final?.failingIds.length
      ? `Still failing: ${f.tests.final.failingIds
          .slice(0, 20)
          .map((x) => `\`${x.replace(/`/g, "'")}\``)
          .join(', ')}`
      : '';
    const parts = [
      `❌ **agent-fix could not resolve this**${f.reason ? `: ${modelText(f.reason)}` : '.'}`,
      draftPr
        ? `The test command does not pass with the change. A **draft** pull request holds it for a human to continue: ${draftPr.url}`
        : 'No pull request was opened, because the test command does not pass with the change.',
      f.summary ? `**What was tried:**\n\n${modelText(f.summary.trim())}` : '',
      '### Test evidence',
      evidenceSection(f, outputChars),
      failing,
      f.changedFiles.length ? `### Partial change\n\n${limitFiles(f.changedFiles, maxFiles)}` : '_No change was made._',
      f.diff && diffChars > 0 ? details('Partial diff', codeBlock(tail(f.diff, diffChars), 'diff')) : '',
      `${usageLine(f)} · [workflow run](${f.runUrl})`,
      ...(f.warnings ?? []).map((w) => `⚠️ ${escapeText(w)}`),
      markers(f),
    ];
    return parts.filter((x) => x !== '').join('\n\n') + '\n';
  });
}

export const PR_PERMISSION_SETTING =
  'Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests"';

/** GitHub refused to let the token open a PR; the branch is pushed, so give the branch and a compare link. */
export function renderRefusedComment(f: ReportFacts, branch: { name: string; compareUrl: string }): string {
  return (
    [
      `⚠️ **agent-fix pushed a fix, but GitHub refused to open the pull request**: "GitHub Actions is not permitted to create or approve pull requests".`,
      `The fix passed the tests (${describeRun(f.tests.final)}) and is on branch ${inlineCode(branch.name)}. Open the PR yourself: ${branch.compareUrl}`,
      `To let agent-fix open PRs, enable ${PR_PERMISSION_SETTING} (an organization may have to allow it first), or pass a GitHub App token or PAT as \`github-token\`.`,
      `${usageLine(f)} · [workflow run](${f.runUrl})`,
      markers(f),
    ].join('\n\n') + '\n'
  );
}

/** The push failed: the error, and the change itself, so nothing is lost although no branch holds it. */
export function renderPushFailedComment(f: ReportFacts, message: string): string {
  return fit(
    (_outputChars, diffChars, maxFiles) =>
      [
        `💥 **agent-fix could not push its change**: ${modelText(message.split('\n')[0] ?? message)}`,
        message.includes('\n') ? details('Details', codeBlock(tail(message, 4_000), 'text')) : '',
        `The change ${f.status === 'resolved' ? 'passed the tests' : 'did not pass the tests'} (${describeRun(f.tests.final)}); it is here so nothing is lost. Apply it with \`git apply\`.`,
        f.changedFiles.length ? limitFiles(f.changedFiles, maxFiles) : '',
        f.diff && diffChars > 0 ? details('Diff', codeBlock(tail(f.diff, diffChars), 'diff')) : '',
        `${usageLine(f)} · [workflow run](${f.runUrl})`,
        markers(f),
      ]
        .filter(Boolean)
        .join('\n\n') + '\n',
  );
}

export function renderErrorComment(
  message: string,
  f: { runUrl: string; taskKey: string; attemptSha?: string },
): string {
  return (
    [
      `💥 **agent-fix stopped with an error**: ${modelText(message.split('\n')[0] ?? message)}`,
      message.includes('\n') ? details('Details', codeBlock(tail(message, 8_000), 'text')) : '',
      `See the [workflow run](${f.runUrl}) for the log.`,
      markers(f),
    ]
      .filter(Boolean)
      .join('\n\n') + '\n'
  );
}
