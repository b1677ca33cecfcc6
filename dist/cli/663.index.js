export const id = 663;
export const ids = [663,331];
export const modules = {

/***/ 8663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demoCommand: () => (/* binding */ demoCommand),
/* harmony export */   examplesDir: () => (/* binding */ examplesDir),
/* harmony export */   invocation: () => (/* binding */ invocation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3222);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(576);
/* harmony import */ var _report_cli_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4485);
/* harmony import */ var _workspace_git_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3133);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4331);
/* harmony import */ var _security_remove_tree_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4141);
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('the bundled examples folder is missing; reinstall agent-fix (it ships examples/ beside dist/)');
}
/**
 * How this process was started, as a command the user can type: `agent-fix` when it ran through the installed bin,
 * else `node <the script it ran>` (a clone's dist/cli.js, npx's cache), so a hint never names a command not installed.
 */
function invocation(argv = process.argv, cwd = process.cwd()) {
    const script = argv[1] ?? '';
    // npx's cache and a project's node_modules/.bin are not on PATH: npx finds both.
    if (script.includes(`${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}_npx${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) || script.includes(`${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}node_modules${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`))
        return 'npx agent-fix';
    if (node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(script) === 'agent-fix')
        return 'agent-fix';
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, script);
    const shown = rel && !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel) ? rel : script;
    return `node ${/\s/.test(shown) ? JSON.stringify(shown) : shown}`;
}
/** `--dir DIR`: where the example is kept for a live run; without it, a temporary folder removed at the end. */
function demoFolder(argv) {
    const at = argv.indexOf('--dir');
    const given = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length);
    const unknown = argv.filter((a, i) => !(a === '--dir' || a.startsWith('--dir=') || (at >= 0 && i === at + 1)));
    if (unknown.length || (at >= 0 && !given))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`agent-fix demo takes only --dir DIR (a new folder to keep the example in); got ${argv.join(' ')}`);
    if (given === undefined)
        return { repo: node_fs__WEBPACK_IMPORTED_MODULE_0___default().mkdtempSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'agent-fix-demo-')), kept: false };
    const repo = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(given);
    if (node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(repo) && node_fs__WEBPACK_IMPORTED_MODULE_0___default().readdirSync(repo).length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`--dir ${given} is not empty; give a new or empty folder for the example`);
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().mkdirSync(repo, { recursive: true });
    return { repo, kept: true };
}
const DEMO_HELP = `agent-fix demo: the calculator example, end to end, from a recorded session (no key, no network).

Usage:
  agent-fix demo [--dir DIR]

  --dir DIR   keep the example in DIR (a new or empty folder) for a live run afterwards; without it, the example
              runs in a temporary folder that is removed at the end
`;
async function demoCommand(argv) {
    if (argv.includes('--help') || argv.includes('-h')) {
        process.stdout.write(DEMO_HELP);
        return 0;
    }
    const examples = examplesDir();
    const { repo, kept } = demoFolder(argv);
    try {
        return await demo(examples, repo, kept);
    }
    finally {
        if (!kept)
            (0,_security_remove_tree_js__WEBPACK_IMPORTED_MODULE_10__/* .removeTree */ .d)(repo);
    }
}
async function demo(examples, repo, kept) {
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().cpSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(examples, 'calculator'), repo, { recursive: true });
    await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(repo, ['init', '-q']);
    await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(repo, ['add', '-A']);
    await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(repo, ['commit', '-qm', 'calculator with a bug']);
    const out = (line = '') => process.stdout.write(`${line}\n`);
    out('agent-fix demo — a REPLAY of a recorded session: no model is called and no key is needed.');
    out(`Example repository copied to ${repo}${kept ? '' : ' (a temporary folder, removed at the end)'}`);
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
    const result = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_6__/* .runPipeline */ .aI)(config, {
        onProgress: (line) => out(`  ${line}`),
        // The user asked for nothing: say who chose no sandbox, and that a real run has one.
        sandboxNoneWhy: 'the demo replays a recorded session without one; agent-fix run uses bubblewrap',
    });
    out('');
    out((0,_report_cli_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .humanSummary */ .U)(result));
    out('');
    const self = invocation();
    const key = [
        '  export OPENAI_API_KEY=...        # any OpenAI-compatible endpoint: add OPENAI_BASE_URL=https://... (it needs the key too)',
        '  # or, with no key: export GITHUB_TOKEN=...  (GitHub Models; a token with the models:read permission)',
    ];
    if (kept) {
        out('That was a replay. To run it live, first put the bug back (the fix is left in the work tree), then:');
        out(`  git -C ${repo} reset --hard -q && git -C ${repo} clean -fdq`);
        for (const line of key)
            out(line);
        out(`  ${self} run --repo ${repo} --task-file ${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, 'TASK.md')}`);
    }
    else {
        out('That was a replay. To run it live, keep the example in a folder of yours, then run the agent on it:');
        out(`  ${self} demo --dir agent-fix-demo`);
        out('  git -C agent-fix-demo reset --hard -q && git -C agent-fix-demo clean -fdq   # puts the bug back');
        for (const line of key)
            out(line);
        out(`  ${self} run --repo agent-fix-demo --task-file agent-fix-demo/TASK.md`);
    }
    out(`On your own repository: ${self} run --task "what to fix" (in its folder; "${self} run --help" lists every flag).`);
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_9__.exitCodeFor)(result);
}


/***/ }),

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
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(576);
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
    const issueRun = issue ? await (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(997), __webpack_require__.e(841)]).then(__webpack_require__.bind(__webpack_require__, 6841))).prepareIssueRun(issue, config, say) : undefined;
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

/***/ 4485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ humanSummary),
/* harmony export */   f: () => (/* binding */ jsonSummary)
/* harmony export */ });
/* harmony import */ var _verify_proof_level_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4836);
/* harmony import */ var _run_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2533);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7733);
/* harmony import */ var _pr_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8328);




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
            deflake: result.evidence.deflake ?? null,
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
    if (result.evidence.deflake)
        lines.push('', ...(0,_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .deflakeLines */ .MO)(result.evidence.deflake), '');
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


/***/ })

};
