export const id = 328;
export const ids = [328];
export const modules = {

/***/ 4539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S8: () => (/* binding */ markers),
/* harmony export */   at: () => (/* binding */ branchName)
/* harmony export */ });
/* unused harmony exports attemptMarker, taskMarker, reviewRoundMarker, ciRoundMarker, CI_STOP_MARKER */
/**
 * The bot's conventions on GitHub, shared by the stages that write them (deliver/, report/) and the ones that read
 * them back (trigger/): hidden markers in comments and PR bodies, bot branch names, what the 👀 reaction goes on.
 * They live one layer below all of those, so no stage has to import another for them.
 */
/** `agent-fix/issue-12`, `agent-fix/run-1a2b3c4`: the key is made safe for a ref name. */
function branchName(prefix, key) {
    const safeKey = key
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, 80) || 'task';
    return `${prefix}${safeKey}`;
}
/** Hidden marker recording that commit `sha` was attempted; loop guard for workflow_run. */
function attemptMarker(sha) {
    return `<!-- agent-fix:attempt ${sha} -->`;
}
function taskMarker(key) {
    return `<!-- agent-fix:task ${key} -->`;
}
/** Hidden marker counting review rounds on a bot PR (trigger/review.ts reads the highest one). */
function reviewRoundMarker(round) {
    return `<!-- agent-fix:review-round ${round} -->`;
}
/** Hidden marker counting CI rounds on a bot PR, with the fingerprint of the failure the round worked on. */
function ciRoundMarker(round, failure) {
    return `<!-- agent-fix:ci-round ${round} failure ${failure} -->`;
}
/** Hidden marker: CI rounds on this PR stopped because a round made no progress. */
const CI_STOP_MARKER = '<!-- agent-fix:ci-stop -->';
/** Every marker a run's comment or PR body carries; a CI round's marker carries the failure it worked on. */
function markers(f) {
    const round = !f.reviewRound
        ? ''
        : f.ciRound
            ? ciRoundMarker(f.reviewRound, f.ciRound.failure)
            : reviewRoundMarker(f.reviewRound);
    return [taskMarker(f.taskKey), f.attemptSha ? attemptMarker(f.attemptSha) : '', round].filter(Boolean).join('\n');
}


/***/ }),

/***/ 8328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MO: () => (/* binding */ deflakeLines),
  RJ: () => (/* binding */ failToPassTable),
  wn: () => (/* binding */ instructionFilesLine),
  jQ: () => (/* binding */ integrityLines),
  YE: () => (/* reexport */ proofIsolationSentence),
  MB: () => (/* binding */ proofLevelLines),
  IX: () => (/* reexport */ refusedHostsLine),
  BN: () => (/* binding */ renderPrBody)
});

// UNUSED EXPORTS: BODY_LIMIT, PR_PERMISSION_SETTING, codeBlock, describeRun, details, escapeText, evidenceSection, fit, parsePriorBody, renderErrorComment, renderPrComment, renderPushFailedComment, renderRefusedComment, renderStartComment, renderUnresolvedComment, roundName, sandboxLine, testsSummary, usageLine

// EXTERNAL MODULE: ./src/github/protocol.ts
var protocol = __webpack_require__(4539);
// EXTERNAL MODULE: ./src/verify/integrity.ts + 8 modules
var integrity = __webpack_require__(9129);
// EXTERNAL MODULE: ./src/report/model-text.ts
var model_text = __webpack_require__(4375);
;// CONCATENATED MODULE: ./src/report/pass-to-pass.ts
/** The pass-to-pass lines of the PR body and the job summary: the baseline's tests kept, broken and vanished. */

/** Pass-to-pass as one line: the baseline's tests kept, broken and vanished, and whether it was checked by count. */
function passToPassLines(p) {
    if (!p)
        return [];
    const unit = p.unit === 'packages' ? 'packages' : 'tests';
    const kept = p.checked
        ? `${p.checked - Math.min(p.checked, p.broken.length - (p.vanished?.length ?? 0))} of ${p.checked} ${unit} that passed before still pass`
        : `no ${unit} passed before to check`;
    const out = [`Pass-to-pass: ${kept}.`];
    const failing = p.broken.filter((b) => !p.vanished?.includes(b));
    if (failing.length)
        out.push(`- ❌ broken: ${failing
            .slice(0, 10)
            .map((b) => `\`${b.replace(/`/g, "'")}\``)
            .join(', ')}`);
    if (p.vanished?.length)
        out.push(`- ❌ ran before the change and not after it (vanished, counted as broken): ${p.vanished
            .slice(0, 10)
            .map((b) => (0,model_text/* modelText */.ZW)(b))
            .join('; ')}`);
    if (p.level === 'counts')
        out.push('- Checked by count: the baseline run named no passing test, so a vanished passing test shows as a number, not by name.');
    return out;
}

;// CONCATENATED MODULE: ./src/report/sandbox-lines.ts
/** One line on the sandbox in force: `none` is said plainly, never left for the reader to infer. */
function sandboxLine(f) {
    if (!f.sandbox)
        return '';
    const what = f.sandbox.mode === 'none'
        ? 'none: commands ran without file-system or network isolation (explicit opt-out)'
        : `${f.sandbox.mode}: commands ran isolated (read-only root, ${f.sandbox.network && f.sandbox.network !== 'none' ? `network: ${f.sandbox.network}` : 'no network'}, secrets out of reach)`;
    const changed = f.sandbox.changes?.length ? `; to set it up agent-fix ${f.sandbox.changes.join(' and ')}` : '';
    const ignored = f.sandbox.ignoredFiles ? ` Snapshots: ${f.sandbox.ignoredFiles}.` : '';
    return `Sandbox: ${what}${changed}.${ignored}${proofIsolationSentence(f.sandbox.proofIsolation)}`;
}
/** The proof's isolation in one sentence (the CLI's --json says it as `proof_isolation`). */
function proofIsolationSentence(isolation) {
    if (isolation === 'layers')
        return " Proof isolation: layers: every proof run saw the home and the dependency folders as setup left them, under a fresh layer thrown away afterwards; nothing the agent's commands wrote there reached it.";
    if (isolation === 'none')
        return " Proof isolation: none: without the sandbox the proof runs share the home, the caches and the dependency folders the agent's commands wrote, so the proof is only as sound as what those commands left there.";
    return '';
}
/**
 * What the allowlist proxy refused, so a maintainer can widen `network` if the tests needed it; empty when nothing was.
 * Shared by the job summary and the CLI.
 */
function refusedHostsLine(refused) {
    if (!refused?.length)
        return '';
    const hosts = refused.map((r) => `${r.host}:${r.port} (${r.count}×${r.reason === 'not in the allowed domains' ? '' : `, ${r.reason}`})`);
    return (`Network: the proxy refused ${refused.length} host${refused.length === 1 ? '' : 's'}: ${hosts.join(', ')}. ` +
        'If the tests need them, add them to the `network` input (CLI: --network).');
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
// Markdown pieces every report renders with: escaped text, fenced code, folded sections, a tail of long output.
/** Escapes text for Markdown/HTML contexts: no tags, no entity tricks, no mentions that ping people. */
function markdown_escapeText(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/@(?=[A-Za-z0-9])/g, '@\u200b');
}
/** A fenced code block whose fence is longer than any backtick run inside `text`. */
function markdown_codeBlock(text, lang = '') {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${lang}\n${text.replace(/\n+$/, '')}\n${fence}`;
}
/** A folded section: its summary line, and what opens under it. */
function markdown_details(summary, inner) {
    return `<details><summary>${summary}</summary>\n\n${inner}\n\n</details>`;
}
/** The last `max` characters of `text`, saying how many were cut before them. */
function markdown_tail(text, max) {
    if (text.length <= max)
        return text;
    return `[… ${text.length - max} characters cut]\n${text.slice(text.length - max)}`;
}

;// CONCATENATED MODULE: ./src/report/pr-body.ts
/**
 * Markdown for the pull-request body and the progress comment. Pure functions over the run's facts. Bodies carry a
 * hidden marker (idempotency: which task, which commit was attempted) and stay under GitHub's 65,536-character limit
 * by cutting the longest blocks (test output, diff) first. Text that came from users or the model goes through
 * `modelText`: no HTML, images, links, live mentions or closing keywords, so only our own `Fixes #n` closes an issue.
 */








const BODY_LIMIT = 65_536;
/** Headroom under the limit for the redactor's replacements and GitHub's own counting. */
const TARGET = 60_000;
const PRIOR_MAX = 6_000;
const clip = (text, max) => text.length > max ? `${text.slice(0, max)}\n\n[… ${text.length - max} characters cut]` : text;
/** Reads the sections of an earlier agent-fix PR body back, so a review round keeps them instead of replacing them. */
function parsePriorBody(body) {
    const text = body.replace(/\r\n/g, '\n');
    const section = (title) => {
        const at = text.indexOf(`\n### ${title}\n`);
        if (at < 0)
            return undefined;
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
function roundName(f) {
    return `${f.ciRound ? 'CI' : 'review'} round ${f.reviewRound}`;
}
function describeRun(run) {
    if (!run)
        return 'not run';
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
function testsSummary(tests) {
    return `before: ${describeRun(tests.baseline)}; after: ${describeRun(tests.final)}`;
}
function fileTable(files) {
    if (files.length === 0)
        return '_No files changed._';
    const rows = files.map((f) => `| \`${f.path.replace(/`/g, "'").replace(/\|/g, '\\|')}\` | +${f.added} | −${f.removed} |`);
    return ['| file | added | removed |', '|---|---:|---:|', ...rows].join('\n');
}
function usageLine(f) {
    const cost = f.costUsd === null ? 'cost unknown' : `$${f.costUsd.toFixed(4)}`;
    const secs = Math.round(f.durationMs / 1000);
    return (`${f.turns} turns · ${f.usage.prompt_tokens.toLocaleString('en-US')} prompt + ${f.usage.completion_tokens.toLocaleString('en-US')} completion tokens` +
        `${f.usage.cached_tokens ? ` (${f.usage.cached_tokens.toLocaleString('en-US')} cached)` : ''} · ${cost} · ${Math.floor(secs / 60)}m ${secs % 60}s · model \`${f.model.replace(/`/g, '')}\``);
}
/**
 * A deflake PR of a test in quarantine: it lifts the quarantine, and how (our own text; the branch, the file and the
 * test names in it are in code spans). When the base held the mark (the quarantine PR was merged), this change removes
 * it (evidence.deflake.lifted_mark); when the quarantine PR is still open, agent-fix closes it as this PR opens
 * (action/flaky-step.ts closeSupersededQuarantine).
 */
function liftsLine(f) {
    const q = f.request.lifts;
    const mark = f.deflake?.lifted_mark;
    if (mark) {
        const pr = q ? `, put there by [#${q.number}](${q.url})` : '';
        return (`🧊 **This lifts the quarantine** of the test: this change removes its mark (${mark.how}${pr}). ` +
            'The mark was lifted before the proof, so the runs before and after the change below ran the test.');
    }
    if (!q)
        return '';
    return (`🧊 **This lifts the quarantine** of the test, [#${q.number}](${q.url}) (branch ${(0,model_text/* inlineCode */.ti)(q.branch)}): ` +
        `agent-fix closes #${q.number} unmerged as this proven fix opens (reopen it to skip the test until this is merged); if #${q.number} was merged meanwhile, undo it here or after: ${q.lift}.`);
}
function requestLine(f) {
    // Issue titles and CI test names are untrusted like model text: no closing keyword or mention may come alive here.
    const what = (0,model_text/* modelText */.ZW)(f.request.description);
    return f.request.url ? `[${what.replace(/[[\]]/g, '\\$&')}](${f.request.url})` : what;
}
// Reasons and scopes carry names the model chose (test files, packages): model text, so no name closes an issue or pings.
const cellText = (s) => (0,model_text/* modelText */.ZW)(s.replace(/\n/g, ' ')).replace(/\|/g, '\\|');
const BEFORE_CELL = { fail: '❌ fails', pass: '✅ passes', missing: '➖ absent (new test)' };
// "passes" only for a test a run of the candidate named passing (verify/fail-to-pass.ts afterCell).
const AFTER_CELL = {
    fail: '❌ fails',
    pass: '✅ passes',
    missing: '➖ not run (absent: removed, deselected or skipped)',
    unknown: '❔ unknown (no run of the change named it)',
    flaky: '⚠️ flaky (failed in a re-run)',
};
/** The fail-to-pass table: one row per test id, what it did on the old code and with the change. */
function failToPassTable(rows, max = 30) {
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
    if (rows.length > max)
        out.push('', `…and ${rows.length - max} more tests.`);
    return out;
}
/** Always one line when the guard's mode is known, so a clean result is visible and not just an absence. */
function integrityLines(f, label = 'Test integrity') {
    if (f.integrityFindings.length) {
        return [`⚠️ ${label} notes:`, ...f.integrityFindings.map((x) => `- ${(0,model_text/* modelText */.ZW)(x)}`)];
    }
    if (!f.integrityMode)
        return [];
    if (f.integrityMode === 'allow')
        return [`${label}: not checked (\`test-edits: allow\`).`];
    const n = f.changedFiles.filter((c) => (0,integrity/* isTestPath */.MQ)(c.path)).length;
    return n
        ? [`${label}: no test removed, skipped or weakened (${n} test file${n === 1 ? '' : 's'} changed).`]
        : [`${label}: no test file changed.`];
}
/**
 * The proof level, said when it is only the suite's exit code (a test-level proof shows in the table), and the
 * runner's report when canary tests did not check it.
 */
function proofLevelLines(f) {
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
function instructionFilesLine(f) {
    const files = f.instructionFiles ?? [];
    return files.length
        ? `Instruction files followed: ${files.map((p) => `\`${p.replace(/`/g, "'")}\``).join(', ')}`
        : '';
}
/**
 * A deflake's table: the runs of the untouched code and of the candidate, narrowed to the flaky test, how many failed
 * it, and the failure line seen before (the one the change removes).
 */
function deflakeLines(d) {
    const before = `${d.failures_before} of ${d.runs_before}${d.stopped_before === 'failed' ? ' (stopped at the first failure)' : d.stopped_before === 'budget' ? ' (the time budget ran out)' : ''}`;
    const after = d.runs_after_planned
        ? `${d.failures_after} of ${d.runs_after}${d.runs_after < d.runs_after_planned ? ` (${d.runs_after_planned} asked)` : ''}`
        : 'not run';
    const lines = [
        `Deflake of ${(0,model_text/* inlineCode */.ti)(d.test)}: M = ${d.runs_after_planned || '–'} runs after (3 × the ${d.runs_before} run(s) it took to see the failure, at least 10)`,
        '',
        '| | runs | failures |',
        '|---|---|---|',
        `| before the change (untouched code) | ${d.runs_before} | ${before} |`,
        `| after the change (candidate) | ${d.runs_after} | ${after} |`,
    ];
    if (d.failure_line)
        lines.push('', `Failure removed: ${(0,model_text/* inlineCode */.ti)(d.failure_line)}`);
    return lines;
}
function evidenceSection(f, outputChars) {
    const lines = [
        `Command: \`${f.tests.command.replace(/`/g, "'")}\``,
        '',
        `- Before the change: ${describeRun(f.tests.baseline)}`,
        `- After the change: **${describeRun(f.tests.final)}**`,
    ];
    if (f.deflake)
        lines.push('', ...deflakeLines(f.deflake));
    if (f.failToPass?.length)
        lines.push('', ...failToPassTable(f.failToPass));
    const p2p = passToPassLines(f.passToPass);
    if (p2p.length && (f.passToPass?.broken.length || f.passToPass?.level === 'counts'))
        lines.push('', ...p2p);
    const proof = proofLevelLines(f);
    if (proof.length)
        lines.push('', ...proof);
    const integrity = integrityLines(f);
    if (integrity.length)
        lines.push('', ...integrity);
    if (f.tests.final && outputChars > 0) {
        lines.push('', markdown_details('Final test output (tail)', markdown_codeBlock(markdown_tail(f.tests.final.output, outputChars), 'text')));
    }
    return lines.join('\n');
}
/** Renders with shrinking budgets until the text fits under TARGET. */
function fit(render) {
    const attempts = [
        [6_000, 30_000, 300],
        [3_000, 15_000, 200],
        [1_500, 5_000, 100],
        [500, 0, 50],
        [0, 0, 20],
    ];
    for (const [o, d, n] of attempts) {
        const text = render(o, d, n);
        if (text.length <= TARGET)
            return text;
    }
    const text = render(0, 0, 10);
    return text.length <= TARGET ? text : `${text.slice(0, TARGET - 200)}\n\n[… cut to fit GitHub's limit]\n`;
}
function limitFiles(files, max) {
    const shown = fileTable(files.slice(0, max));
    return files.length > max ? `${shown}\n\n…and ${files.length - max} more files.` : shown;
}
function describeBeforeRun(r) {
    const what = r.filtered ? 'the changed test files' : 'the full test command';
    return `${what}: ${describeRun({ passed: r.passed, exitCode: r.exitCode, counts: r.counts, unit: r.unit, failingIds: [], output: '' })}`;
}
/** A review round's proof: the whole PR against its base first, then what this round did against the PR head. */
function roundEvidence(f, outputChars) {
    const w = f.wholeChange;
    const ctx = f.roundContext;
    const lines = [`Command: \`${f.tests.command.replace(/`/g, "'")}\``, ''];
    if (w) {
        const base = `\`${w.baseBranch.replace(/`/g, "'")}\` (${w.base.slice(0, 7)})`;
        lines.push(`**The whole pull request against ${base}:**`, '');
        const before = w.fail_to_pass?.before_run;
        lines.push(`- On ${base}: ${before ? describeBeforeRun(before) : w.note ? `not run (${(0,model_text/* modelText */.ZW)(w.note)})` : 'not run'}`);
        lines.push(`- With the pull request: **${describeRun(f.tests.final)}**`);
        if (w.fail_to_pass?.tests.length)
            lines.push('', ...failToPassTable(w.fail_to_pass.tests));
        else if (w.fail_to_pass)
            lines.push('', 'Fail-to-pass: no test fails on the base and passes with the pull request.');
    }
    else {
        lines.push('_The whole pull request was not re-proved against its base: this checkout holds no merge base of the base ' +
            "branch and the PR head (use actions/checkout with `fetch-depth: 0`). The round's own proof follows._");
    }
    lines.push('', `**This round** (${roundName(f)}, against the PR head ${ctx.headSha.slice(0, 7)} before it):`, '', `- Before the round: ${describeRun(f.tests.baseline)}`, `- After the round: **${describeRun(f.tests.final)}**`);
    if (f.failToPass?.length)
        lines.push('', ...failToPassTable(f.failToPass));
    const integrity = integrityLines(f, "Test integrity of this round's edits");
    if (integrity.length)
        lines.push('', ...integrity);
    if (f.tests.final && outputChars > 0) {
        lines.push('', markdown_details('Final test output (tail)', markdown_codeBlock(markdown_tail(f.tests.final.output, outputChars), 'text')));
    }
    return lines.join('\n');
}
function roundLine(f) {
    const ctx = f.roundContext;
    const who = `@\u200b${ctx.reviewer.replace(/[^A-Za-z0-9-]/g, '')}`;
    const asked = f.ciRound
        ? `[CI failed on ${ctx.headSha.slice(0, 7)}](${f.ciRound.runUrl ?? f.runUrl})`
        : ctx.feedbackUrl
            ? `[asked by ${who}](${ctx.feedbackUrl})`
            : `asked by ${who}`;
    const files = f.changedFiles.map((c) => `\`${c.path.replace(/`/g, "'")}\` (+${c.added} −${c.removed})`).join(', ');
    const summary = f.summary ? (0,model_text/* modelText */.ZW)(f.summary.trim().replace(/\n+/g, ' ')) : 'no summary';
    const label = f.ciRound ? `CI round ${f.reviewRound}` : `Round ${f.reviewRound}`;
    return `- **${label}** (${asked}): ${clip(summary, 1_500)}${files ? ` Files: ${files}.` : ''}`;
}
/** The PR body after a review round: the original request and summary kept, the rounds listed, the whole PR proved. */
function renderRoundBody(f) {
    const prior = f.roundContext.prior;
    const rounds = [prior.rounds, roundLine(f)].filter(Boolean).join('\n');
    const files = f.wholeChange?.changed_files.length ? f.wholeChange.changed_files : f.changedFiles;
    return fit((outputChars, _diffChars, maxFiles) => [
        `🤖 **agent-fix** made this change, updated it in ${roundName(f)}, and proved the whole pull request with the test command below. Please review it like any contribution.`,
        `**Asked:** ${prior.asked ?? requestLine(f)}`,
        f.fixesIssue ? `Fixes #${f.fixesIssue}` : '',
        '### Summary',
        // The prior sections are our own earlier output (already made safe then), or a maintainer's edit of it.
        prior.summary ?? (f.summary ? (0,model_text/* modelText */.ZW)(f.summary.trim()) : '_The agent gave no summary._'),
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
        ...(f.warnings ?? []).map((w) => `⚠️ ${markdown_escapeText(w)}`),
        sandboxLine(f),
        `[Workflow run](${f.runUrl})${f.trajectory ? ` · trajectory: ${markdown_escapeText(f.trajectory)}` : ''}`,
        (0,protocol/* markers */.S8)(f),
    ]
        .filter((x) => x !== '')
        .join('\n\n') + '\n');
}
function renderPrBody(f) {
    if (f.roundContext && f.reviewRound)
        return renderRoundBody(f);
    return fit((outputChars, diffChars, maxFiles) => {
        const parts = [
            f.status === 'resolved'
                ? '🤖 **agent-fix** made this change and proved it with the test command below. Please review it like any contribution.'
                : `🚧 **Draft — not resolved.** agent-fix could not make the tests pass${f.reason ? `: ${(0,model_text/* modelText */.ZW)(f.reason)}` : ''}. The partial change is here for a human to continue.`,
            `**Asked:** ${requestLine(f)}`,
            liftsLine(f),
            f.fixesIssue ? `Fixes #${f.fixesIssue}` : '',
            '### Summary',
            f.summary ? (0,model_text/* modelText */.ZW)(f.summary.trim()) : '_The agent gave no summary._',
            '### Changed files',
            limitFiles(f.changedFiles, maxFiles),
            '### Test evidence',
            evidenceSection(f, outputChars),
            provenTreeLine(f),
            f.status !== 'resolved' && diffChars > 0 && f.diff
                ? markdown_details('Diff', markdown_codeBlock(markdown_tail(f.diff, diffChars), 'diff'))
                : '',
            '### Run',
            usageLine(f),
            instructionFilesLine(f),
            ...(f.warnings ?? []).map((w) => `⚠️ ${markdown_escapeText(w)}`),
            sandboxLine(f),
            `${f.runUrl ? `[Workflow run](${f.runUrl})` : 'Run with the agent-fix CLI'}${trajectoryLink(f)}`,
            (0,protocol/* markers */.S8)(f),
        ];
        return parts.filter((x) => x !== '').join('\n\n') + '\n';
    });
}
/** The proven tree's id: a reviewer compares it with `git rev-parse HEAD^{tree}` of the pushed commit. */
function provenTreeLine(f) {
    if (!f.provenTree || !/^[0-9a-f]{40,64}$/.test(f.provenTree))
        return '';
    return `Proven tree: \`${f.provenTree}\` (the tests ran on a clean checkout of this tree; \`git rev-parse HEAD^{tree}\` of this branch's commit shows the same id).`;
}
function trajectoryLink(f) {
    if (f.trajectoryUrl)
        return ` · [trajectory](${f.trajectoryUrl}) (artifact${f.trajectory ? ` ${markdown_escapeText(f.trajectory)}` : ''})`;
    return f.trajectory ? ` · trajectory: ${markdown_escapeText(f.trajectory)}` : '';
}
function renderStartComment(f) {
    return `👀 **agent-fix** is working on this: ${modelText(f.description)}.\n\nFollow along in the [workflow run](${f.runUrl}). This comment will be updated with the result.\n\n${taskMarker(f.taskKey)}\n`;
}
function renderPrComment(f, pr) {
    return ([
        `✅ **agent-fix** ${pr.created ? 'opened' : 'updated'} pull request #${pr.number}: ${pr.url}`,
        `Tests: ${describeRun(f.tests.final)} (\`${f.tests.command.replace(/`/g, "'")}\`).`,
        `${usageLine(f)} · [workflow run](${f.runUrl})`,
        markers(f),
    ].join('\n\n') + '\n');
}
/** No PR: what was tried, what still fails, and the partial diff, collapsed. */
function renderUnresolvedComment(f, draftPr) {
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
const PR_PERMISSION_SETTING = 'Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests"';
/** GitHub refused to let the token open a PR; the branch is pushed, so give the branch and a compare link. */
function renderRefusedComment(f, branch) {
    return ([
        `⚠️ **agent-fix pushed a fix, but GitHub refused to open the pull request**: "GitHub Actions is not permitted to create or approve pull requests".`,
        `The fix passed the tests (${describeRun(f.tests.final)}) and is on branch ${inlineCode(branch.name)}. Open the PR yourself: ${branch.compareUrl}`,
        `To let agent-fix open PRs, enable ${PR_PERMISSION_SETTING} (an organization may have to allow it first), or pass a GitHub App token or PAT as \`github-token\`.`,
        `${usageLine(f)} · [workflow run](${f.runUrl})`,
        markers(f),
    ].join('\n\n') + '\n');
}
/** The push failed: the error, and the change itself, so nothing is lost although no branch holds it. */
function renderPushFailedComment(f, message) {
    return fit((_outputChars, diffChars, maxFiles) => [
        `💥 **agent-fix could not push its change**: ${modelText(message.split('\n')[0] ?? message)}`,
        message.includes('\n') ? details('Details', codeBlock(tail(message, 4_000), 'text')) : '',
        `The change ${f.status === 'resolved' ? 'passed the tests' : 'did not pass the tests'} (${describeRun(f.tests.final)}); it is here so nothing is lost. Apply it with \`git apply\`.`,
        f.changedFiles.length ? limitFiles(f.changedFiles, maxFiles) : '',
        f.diff && diffChars > 0 ? details('Diff', codeBlock(tail(f.diff, diffChars), 'diff')) : '',
        `${usageLine(f)} · [workflow run](${f.runUrl})`,
        markers(f),
    ]
        .filter(Boolean)
        .join('\n\n') + '\n');
}
function renderErrorComment(message, f) {
    return ([
        `💥 **agent-fix stopped with an error**: ${modelText(message.split('\n')[0] ?? message)}`,
        message.includes('\n') ? details('Details', codeBlock(tail(message, 8_000), 'text')) : '',
        `See the [workflow run](${f.runUrl}) for the log.`,
        markers(f),
    ]
        .filter(Boolean)
        .join('\n\n') + '\n');
}


/***/ })

};
