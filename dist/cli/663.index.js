export const id = 663;
export const ids = [663,331];
export const modules = {

/***/ 18663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demoCommand: () => (/* binding */ demoCommand),
/* harmony export */   examplesDir: () => (/* binding */ examplesDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90131);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37827);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27929);
/* harmony import */ var _report_cli_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64485);
/* harmony import */ var _workspace_git_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3133);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(94331);
/**
 * `agent-fix demo`: the bundled calculator example, end to end, from a recorded session. No key, no network:
 * it shows the tests failing, the agent's patch, the tests passing and the diff, and says plainly it is a replay.
 */










/** The examples folder, from the source tree (src/commands) or the bundle (dist/). */
function examplesDir() {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 4; i++) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'examples');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(candidate, 'calculator')))
            return candidate;
        dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(dir);
    }
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('the bundled examples folder is missing; reinstall agent-fix (it ships examples/ beside dist/)');
}
async function demoCommand(_argv) {
    const examples = examplesDir();
    const repo = node_fs__WEBPACK_IMPORTED_MODULE_0___default().mkdtempSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'agent-fix-demo-'));
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().cpSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(examples, 'calculator'), repo, { recursive: true });
    await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(repo, ['init', '-q']);
    await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(repo, ['add', '-A']);
    await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(repo, ['commit', '-qm', 'calculator with a bug']);
    const out = (line = '') => process.stdout.write(`${line}\n`);
    out('agent-fix demo — a REPLAY of a recorded session: no model is called and no key is needed.');
    out(`Example repository copied to ${repo}`);
    out('');
    const task = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(examples, 'calculator', 'TASK.md'), 'utf8');
    out(`Task:\n${task
        .trim()
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n')}`);
    out('');
    const config = _config_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunConfigSchema */ .Zp.parse({
        repo,
        task,
        testCommand: 'npm test --silent',
        model: `replay:${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(examples, 'recordings', 'calculator.json')}`,
        sandbox: 'none',
    });
    const result = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_6__.runPipeline)(config, { onProgress: (line) => out(`  ${line}`) });
    out('');
    out((0,_report_cli_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .humanSummary */ .U)(result));
    out('');
    out('That was a replay. To run live on your own repository:');
    out('  export OPENAI_API_KEY=...        # or OPENAI_BASE_URL for any OpenAI-compatible endpoint');
    out(`  agent-fix run --repo ${repo} --task-file ${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, 'TASK.md')}   # after: git -C ${repo} checkout .`);
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_9__.exitCodeFor)(result);
}


/***/ }),

/***/ 94331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   exitCodeFor: () => (/* binding */ exitCodeFor),
/* harmony export */   runCommandLine: () => (/* binding */ runCommandLine)
/* harmony export */ });
/* harmony import */ var _config_cli_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27668);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27929);
/* harmony import */ var _report_cli_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64485);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64875);
/** `agent-fix run`: the engine on a local repository; stops after verification and prints what Delivery would do. */




const EXIT = { resolved: 0, unresolved: 1, usage: 2, runtime: 3 };
function exitCodeFor(result) {
    const status = (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_1__/* .contractStatus */ .fh)(result.status);
    return status === 'resolved' ? EXIT.resolved : status === 'unresolved' ? EXIT.unresolved : EXIT.runtime;
}
async function runCommandLine(argv) {
    const flags = (0,_config_cli_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRunArgs */ .ug)(argv);
    if (flags.help) {
        process.stdout.write(_help_js__WEBPACK_IMPORTED_MODULE_3__/* .HELP */ ._);
        return 0;
    }
    const say = (line) => process.stderr.write(`${line}\n`);
    // --issue: the task comes from GitHub, and --open-pr delivers after the run.
    const issue = flags.issue
        ? await (await Promise.all(/* import() */[__webpack_require__.e(164), __webpack_require__.e(711)]).then(__webpack_require__.bind(__webpack_require__, 64711))).prepareIssueRun({ ...flags, issue: flags.issue }, say)
        : undefined;
    const result = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_1__.runPipeline)(issue?.config ?? flags.config, {
        onProgress: say,
        onWarning: (line) => process.stderr.write(`warning: ${line}\n`),
    });
    if (!flags.json)
        process.stdout.write(`${(0,_report_cli_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .humanSummary */ .U)(result)}\n`);
    if (result.status !== 'resolved' && result.changedFiles.length && !flags.config.dryRun) {
        process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
    }
    const delivered = issue ? await issue.deliver(result) : undefined;
    if (flags.json)
        process.stdout.write(`${JSON.stringify({ ...(0,_report_cli_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonSummary */ .f)(result), ...delivered?.json })}\n`);
    return delivered?.exitCode ?? exitCodeFor(result);
}


/***/ }),

/***/ 64485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ humanSummary),
/* harmony export */   f: () => (/* binding */ jsonSummary)
/* harmony export */ });
/* harmony import */ var _run_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92533);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77733);


function jsonSummary(result) {
    const final = result.evidence.final;
    return {
        status: (0,_run_status_js__WEBPACK_IMPORTED_MODULE_1__/* .contractStatus */ .f)(result.status),
        turns: result.turns,
        tests: {
            command: result.evidence.command,
            exit_code: final?.exitCode ?? null,
            passed: final?.counts?.passed ?? null,
            failed: final?.counts?.failed ?? null,
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
        warnings: result.warnings ?? [],
        summary: result.summary ?? null,
        evidence: {
            command: result.evidence.command,
            baseline: brief(result.evidence.baseline),
            final: brief(final),
            integrity: result.evidence.integrity,
            fail_to_pass: result.evidence.fail_to_pass,
        },
    };
}
function brief(run) {
    if (!run)
        return null;
    return {
        exit_code: run.exitCode,
        passed: run.passed,
        counts: run.counts,
        failing: run.failingIds,
        runner: run.runner,
    };
}
function humanSummary(result) {
    const lines = [];
    const final = result.evidence.final;
    const baseline = result.evidence.baseline;
    const counts = (run) => run?.counts
        ? `${run.counts.passed}${run.unit === 'packages' ? ' packages' : ''} passed, ${run.counts.failed} failed`
        : `exit ${run?.exitCode}`;
    lines.push(`agent-fix: ${result.status.toUpperCase()}${result.reason ? ` (${result.reason})` : ''}`);
    lines.push(`tests: \`${result.evidence.command}\`  before: ${baseline ? counts(baseline) : 'not run'}  after: ${final ? counts(final) : 'not run'}`);
    const f2p = result.evidence.fail_to_pass;
    if (f2p) {
        const fixed = f2p.tests.filter((t) => t.before !== 'pass' && t.after === 'pass').length;
        lines.push(`proof: ${fixed} test(s) failed before the change and pass with it; ${f2p.pass_to_pass.checked - f2p.pass_to_pass.broken.length} of ${f2p.pass_to_pass.checked} that passed before still pass${f2p.pass_to_pass.broken.length ? ` (broken: ${f2p.pass_to_pass.broken.join(', ')})` : ''}`);
    }
    for (const f of result.evidence.integrity.findings)
        lines.push(`⚠ test integrity: ${f.path}: ${f.detail}`);
    for (const w of result.warnings ?? [])
        lines.push(`⚠ ${w}`);
    if (result.changedFiles.length) {
        lines.push(`changed: ${result.changedFiles.map((f) => `${f.path} (+${f.added} −${f.removed})`).join(', ')}`);
    }
    const spent = result.usage.prompt_tokens + result.usage.completion_tokens > 0;
    const cost = !spent
        ? 'no model tokens spent'
        : result.costUsd === null
            ? 'cost unknown (no price for this model in src/model/pricing.json)'
            : `$${result.costUsd.toFixed(4)}`;
    lines.push(`turns: ${result.turns}; tokens: ${result.usage.prompt_tokens} prompt (${result.usage.cached_tokens} cached), ${result.usage.completion_tokens} completion; ${cost}; ${(result.durationMs / 1000).toFixed(1)} s`);
    if (result.summary)
        lines.push('', result.summary.trim());
    if (result.diff)
        lines.push('', result.diff.trimEnd());
    return (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n'));
}


/***/ })

};
