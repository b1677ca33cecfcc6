export const id = 130;
export const ids = [130];
export const modules = {

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EXIT: () => (/* binding */ EXIT),
  exitCodeFor: () => (/* binding */ exitCodeFor),
  runCommandLine: () => (/* binding */ runCommandLine)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(24);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(975);
// EXTERNAL MODULE: ./src/config/schema.ts
var schema = __webpack_require__(131);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(827);
;// CONCATENATED MODULE: ./src/config/cli-args.ts
/** `agent-fix run` flags and environment → RunConfig. Flags win over the environment; every problem exits 2. */





const RUN_OPTIONS = {
    repo: { type: 'string' },
    task: { type: 'string' },
    'task-file': { type: 'string' },
    'test-command': { type: 'string' },
    'setup-command': { type: 'string' },
    model: { type: 'string' },
    'base-url': { type: 'string' },
    'max-turns': { type: 'string' },
    'context-tokens': { type: 'string' },
    'max-cost': { type: 'string' },
    trajectory: { type: 'string' },
    json: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    sandbox: { type: 'string' },
    network: { type: 'boolean' },
    'test-edits': { type: 'string' },
    'protected-paths': { type: 'string' },
    'tool-protocol': { type: 'string' },
    'max-changed-files': { type: 'string' },
    'max-diff-lines': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
/** Config keys → the flag a user would change. */
const FLAG_NAMES = {
    repo: '--repo', task: '--task', testCommand: '--test-command', setupCommand: '--setup-command', model: '--model',
    baseUrl: '--base-url (or OPENAI_BASE_URL)', maxTurns: '--max-turns', contextTokens: '--context-tokens',
    maxCostUsd: '--max-cost', sandbox: '--sandbox', testEdits: '--test-edits', protectedPaths: '--protected-paths', toolProtocol: '--tool-protocol', maxChangedFiles: '--max-changed-files', maxDiffLines: '--max-diff-lines',
};
function number(flag, value) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n))
        throw new errors/* ConfigError */.x(`${flag} must be a number, got "${value}"`);
    return n;
}
/** Comma- or newline-separated globs. */
const splitList = (value) => value === undefined ? undefined : value.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
function parseRunArgs(argv, env = process.env, cwd = process.cwd()) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({ args: argv, options: RUN_OPTIONS, strict: true, allowPositionals: false }));
    }
    catch (err) {
        throw new errors/* ConfigError */.x(`${err.message}. See agent-fix --help`);
    }
    const str = (k) => values[k];
    if (values.help)
        return { config: undefined, json: false, help: true };
    if (str('task') !== undefined && str('task-file') !== undefined)
        throw new errors/* ConfigError */.x('give either --task or --task-file, not both');
    let task = str('task');
    if (str('task-file') !== undefined) {
        try {
            task = external_node_fs_default().readFileSync(external_node_path_default().resolve(cwd, str('task-file')), 'utf8');
        }
        catch {
            throw new errors/* ConfigError */.x(`cannot read --task-file ${str('task-file')}; give an existing file`);
        }
    }
    if (task === undefined)
        throw new errors/* ConfigError */.x('no task: give --task TEXT or --task-file FILE');
    const raw = {
        repo: external_node_path_default().resolve(cwd, str('repo') ?? '.'),
        task,
        testCommand: str('test-command'),
        setupCommand: str('setup-command'),
        model: str('model') ?? (env.AGENT_MODEL || undefined),
        baseUrl: str('base-url') ?? (env.OPENAI_BASE_URL || undefined),
        apiKey: env.OPENAI_API_KEY || undefined,
        maxTurns: number('--max-turns', str('max-turns')),
        contextTokens: number('--context-tokens', str('context-tokens')),
        maxCostUsd: number('--max-cost', str('max-cost')),
        trajectoryPath: str('trajectory') ? external_node_path_default().resolve(cwd, str('trajectory')) : undefined,
        dryRun: Boolean(values['dry-run']),
        sandbox: str('sandbox'),
        network: Boolean(values.network),
        testEdits: str('test-edits'),
        protectedPaths: splitList(str('protected-paths')),
        toolProtocol: str('tool-protocol'),
        maxChangedFiles: number('--max-changed-files', str('max-changed-files')),
        maxDiffLines: number('--max-diff-lines', str('max-diff-lines')),
    };
    const parsed = schema/* RunConfigSchema */.Zp.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
    if (!parsed.success)
        throw new errors/* ConfigError */.x((0,schema/* formatZodError */.lH)(parsed.error, FLAG_NAMES));
    return { config: parsed.data, json: Boolean(values.json), help: false };
}

// EXTERNAL MODULE: ./src/pipeline.ts + 37 modules
var pipeline = __webpack_require__(60);
// EXTERNAL MODULE: ./src/report/cli-summary.ts
var cli_summary = __webpack_require__(485);
// EXTERNAL MODULE: ./src/commands/help.ts
var help = __webpack_require__(875);
;// CONCATENATED MODULE: ./src/commands/run.ts
/** `agent-fix run`: the engine on a local repository; stops after verification and prints what Delivery would do. */




const EXIT = { resolved: 0, unresolved: 1, usage: 2, runtime: 3 };
function exitCodeFor(result) {
    const status = (0,pipeline/* contractStatus */.fh)(result.status);
    return status === 'resolved' ? EXIT.resolved : status === 'unresolved' ? EXIT.unresolved : EXIT.runtime;
}
async function runCommandLine(argv) {
    const flags = parseRunArgs(argv);
    if (flags.help) {
        process.stdout.write(help/* HELP */._);
        return 0;
    }
    const result = await (0,pipeline/* runPipeline */.aI)(flags.config, { onProgress: (line) => process.stderr.write(`${line}\n`) });
    if (!flags.json)
        process.stdout.write(`${(0,cli_summary/* humanSummary */.U)(result)}\n`);
    if (result.status !== 'resolved' && result.changedFiles.length && !flags.config.dryRun) {
        process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
    }
    if (flags.json)
        process.stdout.write(`${JSON.stringify((0,cli_summary/* jsonSummary */.f)(result))}\n`);
    return exitCodeFor(result);
}


/***/ }),

/***/ 485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ humanSummary),
/* harmony export */   f: () => (/* binding */ jsonSummary)
/* harmony export */ });
/* harmony import */ var _run_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(533);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(733);


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
    return { exit_code: run.exitCode, passed: run.passed, counts: run.counts, failing: run.failingIds, runner: run.runner };
}
function humanSummary(result) {
    const lines = [];
    const final = result.evidence.final;
    const baseline = result.evidence.baseline;
    const counts = (run) => (run?.counts ? `${run.counts.passed} passed, ${run.counts.failed} failed` : `exit ${run?.exitCode}`);
    lines.push(`agent-fix: ${result.status.toUpperCase()}${result.reason ? ` (${result.reason})` : ''}`);
    lines.push(`tests: \`${result.evidence.command}\`  before: ${baseline ? counts(baseline) : 'not run'}  after: ${final ? counts(final) : 'not run'}`);
    const f2p = result.evidence.fail_to_pass;
    if (f2p) {
        const fixed = f2p.tests.filter((t) => t.before !== 'pass' && t.after === 'pass').length;
        lines.push(`proof: ${fixed} test(s) failed before the change and pass with it; ${f2p.pass_to_pass.checked - f2p.pass_to_pass.broken.length} of ${f2p.pass_to_pass.checked} that passed before still pass${f2p.pass_to_pass.broken.length ? ` (broken: ${f2p.pass_to_pass.broken.join(', ')})` : ''}`);
    }
    for (const f of result.evidence.integrity.findings)
        lines.push(`⚠ test integrity: ${f.path}: ${f.detail}`);
    if (result.changedFiles.length) {
        lines.push(`changed: ${result.changedFiles.map((f) => `${f.path} (+${f.added} −${f.removed})`).join(', ')}`);
    }
    const spent = result.usage.prompt_tokens + result.usage.completion_tokens > 0;
    const cost = !spent ? 'no model tokens spent' : result.costUsd === null ? 'cost unknown (no price for this model in src/model/pricing.json)' : `$${result.costUsd.toFixed(4)}`;
    lines.push(`turns: ${result.turns}; tokens: ${result.usage.prompt_tokens} prompt (${result.usage.cached_tokens} cached), ${result.usage.completion_tokens} completion; ${cost}; ${(result.durationMs / 1000).toFixed(1)} s`);
    if (result.summary)
        lines.push('', result.summary.trim());
    if (result.diff)
        lines.push('', result.diff.trimEnd());
    return (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n'));
}


/***/ })

};
