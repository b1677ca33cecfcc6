/**
 * The job summary (the Markdown page on the workflow run). The summary renders HTML, so every piece of text that came
 * from users, the model or test output is HTML-escaped; long blocks go in <pre> with escaping rather than in fences.
 * With dry-run, this page is the only delivery: it carries the diff and the PR body that would have been posted.
 */
import {
  describeRun,
  escapeText,
  instructionFilesLine,
  integrityLines,
  proofLevelLines,
  refusedHostsLine,
  sandboxLine,
  type ReportFacts,
} from './pr-body.js';

const LIMIT = 60_000;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function pre(text: string, max: number): string {
  const cut = text.length > max ? `[… ${text.length - max} characters cut]\n${text.slice(text.length - max)}` : text;
  return `<pre>${escapeHtml(cut)}</pre>`;
}

export interface SummaryExtras {
  outcome: 'resolved' | 'unresolved' | 'skipped' | 'error';
  /** Why it was skipped, or the error. */
  message?: string;
  pr?: { number: number; url: string; created: boolean };
  branch?: string;
  compareUrl?: string;
  dryRun?: boolean;
  /** The PR body that was (or, with dry-run, would have been) posted. */
  prBody?: string;
  warnings?: string[];
  /** A flaky verdict recorded in the tracking issue (deliver/flaky-tracker.ts). */
  flaky?: {
    issue: { number: number; url: string };
    tests: { id: string; seen: number }[];
    threshold: number;
    /** The test that reached the threshold with this verdict; `openPr`: its deflake PR, already open. */
    due?: { test: string; seen: number; openPr?: { number: number; url: string } };
    /** `flaky: quarantine`: the due test's quarantine PR, or why there is none. */
    quarantine?: { pr: { number: number; url: string }; existing: boolean } | { refused: string };
  };
  /** The project rules in effect (config/project-rules.ts), shown so a maintainer sees what the run obeyed. */
  rules?: {
    branch: string;
    sha?: string;
    /** The rules file's path when there is one. */
    file?: string;
    settings: { key: string; value: string; source: 'file' | 'input' | 'refused'; note?: string }[];
    instructions: boolean;
    agentsMd: boolean;
  };
}

function rulesSection(r: NonNullable<SummaryExtras['rules']>): string {
  const where = `<code>${escapeHtml(r.branch)}</code>${r.sha ? ` at ${escapeHtml(r.sha.slice(0, 7))}` : ''}`;
  if (!r.file && !r.agentsMd)
    return `<p><b>Project rules:</b> none on ${where} (no AGENTS.md, no .github/agent-fix.yml).</p>`;
  const found = [
    r.agentsMd ? '<code>AGENTS.md</code> (in the task)' : '',
    r.file ? `<code>${escapeHtml(r.file)}</code>` : '',
    r.instructions ? 'its <code>instructions</code> (in the task)' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const from = (s: NonNullable<SummaryExtras['rules']>['settings'][number]) =>
    s.source === 'refused'
      ? `<b>refused</b>: ${escapeHtml(s.note ?? 'the rules file may only tighten this setting')}`
      : `${s.source === 'file' ? 'rules file' : 'workflow input (overrides the file)'}${s.note ? ` (${escapeHtml(s.note)})` : ''}`;
  const rows = r.settings.map(
    (s) =>
      `<tr><td><code>${escapeHtml(s.key)}</code></td><td><code>${escapeHtml(s.value)}</code></td><td>${from(s)}</td></tr>`,
  );
  return (
    `<p><b>Project rules</b> from ${where}: ${found}.</p>` +
    (rows.length ? `<table><tr><th>setting</th><th>value in effect</th><th>from</th></tr>${rows.join('')}</table>` : '')
  );
}

function flakySection(k: NonNullable<SummaryExtras['flaky']>): string {
  const issue = `<a href="${escapeHtml(k.issue.url)}">#${k.issue.number}</a>`;
  const rows = k.tests
    .slice(0, 20)
    .map((t) => `<li><code>${escapeHtml(t.id)}</code>: seen flaky ${t.seen} time${t.seen === 1 ? '' : 's'}</li>`);
  const link = (pr: { number: number; url: string }) => `<a href="${escapeHtml(pr.url)}">#${pr.number}</a>`;
  const open = k.due?.openPr
    ? ` Its deflake pull request ${link(k.due.openPr)} is already open: the deflake run was not started again.`
    : '';
  const due = k.due
    ? `<p>⚠️ <code>${escapeHtml(k.due.test)}</code> has reached the flaky threshold (seen ${k.due.seen} times, flaky-threshold ${k.threshold}): it is due to be deflaked.${open}</p>`
    : k.threshold > 0
      ? `<p>The flaky threshold is ${k.threshold} (flaky-threshold).</p>`
      : '<p>flaky-threshold is never: flaky tests are recorded, and no deflake run is started.</p>';
  const q = k.quarantine;
  const quarantine = !q
    ? ''
    : 'refused' in q
      ? `<p>⚠️ <b>Not quarantined:</b> ${escapeHtml(q.refused)}</p>`
      : `<p>🧊 <b>Quarantine:</b> pull request ${link(q.pr)} skips the test (${q.existing ? 'already open; no second one' : 'opened'}); it is a quarantine, not a fix.</p>`;
  return `<p><b>Flaky tests:</b> recorded in the tracking issue ${issue}.</p><ul>${rows.join('')}</ul>${due}${quarantine}`;
}

/**
 * One summary for the two runs of one step (issue 57): a CI failure whose flaky verdict started a deflake run. The
 * deflake run's heading leads (its outcome is the step's); the CI failure's verdict follows it, then the deflake run.
 */
export function joinRunSummaries(ciFailure: string, deflake: string): string {
  const split = (text: string) => {
    const m = /^## [^\n]*\n/.exec(text);
    return m ? { heading: m[0].trimEnd(), body: text.slice(m[0].length).trim() } : { heading: '', body: text.trim() };
  };
  const ci = split(ciFailure);
  const run = split(deflake);
  const ciOutcome = ci.heading.replace(/^## \S+ agent-fix: /, '');
  const text = [
    run.heading || '## agent-fix',
    `<h3>The CI failure${ciOutcome ? ` (${escapeHtml(ciOutcome)})` : ''}: a flaky verdict that made a test due, so this step went on to its deflake run</h3>`,
    ci.body,
    '<h3>The deflake run</h3>',
    run.body,
  ].join('\n\n');
  return `${text}\n`.length <= LIMIT ? `${text}\n` : `${text.slice(0, LIMIT)}\n\n[… cut]\n`;
}

const ICON = { resolved: '✅', unresolved: '❌', skipped: '⏭️', error: '💥' } as const;

export function renderJobSummary(f: ReportFacts | undefined, x: SummaryExtras): string {
  const out: string[] = [`## ${ICON[x.outcome]} agent-fix: ${x.outcome}${x.dryRun ? ' (dry run)' : ''}`];
  if (x.message) out.push(`<p>${escapeHtml(x.message)}</p>`);
  if (x.flaky) out.push(flakySection(x.flaky));
  if (f) {
    out.push(
      `<p><b>Asked:</b> ${f.request.url ? `<a href="${escapeHtml(f.request.url)}">${escapeHtml(f.request.description)}</a>` : escapeHtml(f.request.description)}</p>`,
    );
    if (x.pr)
      out.push(
        `<p><b>Pull request:</b> <a href="${escapeHtml(x.pr.url)}">#${x.pr.number}</a> (${x.pr.created ? 'opened' : 'updated'})</p>`,
      );
    if (x.branch)
      out.push(
        `<p><b>Branch:</b> <code>${escapeHtml(x.branch)}</code>${x.compareUrl ? ` · <a href="${escapeHtml(x.compareUrl)}">compare</a>` : ''}</p>`,
      );
    out.push(
      '<table><tr><th>tests</th><th>result</th></tr>' +
        `<tr><td>command</td><td><code>${escapeHtml(f.tests.command)}</code></td></tr>` +
        `<tr><td>before</td><td>${escapeHtml(describeRun(f.tests.baseline))}</td></tr>` +
        `<tr><td>after</td><td>${escapeHtml(describeRun(f.tests.final))}</td></tr></table>`,
    );
    if (f.deflake) {
      const d = f.deflake;
      out.push(
        `<p><b>Deflake</b> of <code>${escapeHtml(d.test)}</code></p>` +
          '<table><tr><th></th><th>runs</th><th>failures</th></tr>' +
          `<tr><td>before the change</td><td>${d.runs_before}</td><td>${d.failures_before} of ${d.runs_before}</td></tr>` +
          `<tr><td>after the change</td><td>${d.runs_after}</td><td>${d.runs_after_planned ? `${d.failures_after} of ${d.runs_after}` : 'not run'}</td></tr></table>` +
          (d.failure_line ? `<p>Failure removed: <code>${escapeHtml(d.failure_line)}</code></p>` : ''),
      );
    }
    if (f.failToPass?.length) {
      const cell: Record<string, string> = {
        fail: '❌ fails',
        pass: '✅ passes',
        missing: '➖ absent',
        unknown: '❔ unknown',
        flaky: '⚠️ flaky',
      };
      out.push(
        '<table><tr><th>test</th><th>old code</th><th>with the change</th></tr>' +
          f.failToPass
            .slice(0, 50)
            .map(
              (t) =>
                `<tr><td><code>${escapeHtml(t.id)}</code>${t.scope ? ` (${escapeHtml(t.scope)})` : ''}</td>` +
                `<td>${cell[t.before] ?? escapeHtml(t.before)}${t.why ? `: ${escapeHtml(t.why)}` : ''}</td><td>${cell[t.after] ?? escapeHtml(t.after)}</td></tr>`,
            )
            .join('') +
          '</table>',
      );
    }
    for (const line of proofLevelLines(f)) out.push(`<p>${escapeHtml(line)}</p>`);
    if (f.instructionFiles?.length) out.push(`<p>${escapeHtml(instructionFilesLine(f).replace(/`/g, ''))}</p>`);
    const integrity = integrityLines(f);
    if (integrity.length)
      out.push(`<p>${integrity.map((l) => escapeHtml(l.replace(/^- /, '• ').replace(/`/g, ''))).join('<br>')}</p>`);
    const cost = f.costUsd === null ? 'unknown' : `$${f.costUsd.toFixed(4)}`;
    out.push(
      `<p>${f.turns} turns · ${f.usage.prompt_tokens} prompt + ${f.usage.completion_tokens} completion tokens · cost ${cost} · ${Math.round(f.durationMs / 1000)}s · model <code>${escapeHtml(f.model)}</code></p>`,
    );
    if (f.sandbox) out.push(`<p>${escapeHtml(sandboxLine(f))}</p>`);
    const refused = refusedHostsLine(f.sandbox?.refused);
    if (refused) out.push(`<p>⚠️ ${escapeHtml(refused)}</p>`);
    if (f.trajectoryUrl)
      out.push(
        `<p><b>Trajectory:</b> <a href="${escapeHtml(f.trajectoryUrl)}">${escapeHtml(f.trajectory ?? 'artifact')}</a> (workflow-run artifact, every model call and tool result)</p>`,
      );
    else if (f.trajectory) out.push(`<p><b>Trajectory:</b> <code>${escapeHtml(f.trajectory)}</code></p>`);
    if (f.reason && x.outcome !== 'resolved') out.push(`<p><b>Why not resolved:</b> ${escapeHtml(f.reason)}</p>`);
    if (f.summary) out.push(`<p><b>Agent summary:</b></p>${pre(f.summary, 4_000)}`);
    if (f.changedFiles.length) {
      out.push(
        '<table><tr><th>file</th><th>+</th><th>−</th></tr>' +
          f.changedFiles
            .slice(0, 100)
            .map((c) => `<tr><td><code>${escapeHtml(c.path)}</code></td><td>${c.added}</td><td>${c.removed}</td></tr>`)
            .join('') +
          '</table>',
      );
    }
    if (f.diff && (x.dryRun || x.outcome !== 'resolved'))
      out.push(`<details><summary>Diff</summary>${pre(f.diff, 20_000)}</details>`);
    if (f.tests.final)
      out.push(`<details><summary>Final test output (tail)</summary>${pre(f.tests.final.output, 5_000)}</details>`);
  }
  if (x.rules) out.push(rulesSection(x.rules));
  if (x.dryRun && x.prBody)
    out.push(`<details><summary>PR body that would be posted</summary>${pre(x.prBody, 15_000)}</details>`);
  const warnings = [...(f?.warnings ?? []), ...(x.warnings ?? [])];
  if (warnings.length)
    out.push(`<p><b>Warnings:</b></p><ul>${warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>`);
  const text = out.join('\n\n') + '\n';
  return text.length <= LIMIT ? text : `${text.slice(0, LIMIT)}\n\n[… cut]\n`;
}

export { escapeText };
