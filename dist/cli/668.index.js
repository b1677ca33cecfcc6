export const id = 668;
export const ids = [668];
export const modules = {

/***/ 7668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RUN_OPTIONS: () => (/* binding */ RUN_OPTIONS),
/* harmony export */   closest: () => (/* binding */ closest),
/* harmony export */   modelEndpoint: () => (/* binding */ modelEndpoint),
/* harmony export */   optionError: () => (/* binding */ optionError),
/* harmony export */   parseIssueRef: () => (/* binding */ parseIssueRef),
/* harmony export */   parseRunArgs: () => (/* binding */ parseRunArgs),
/* harmony export */   runSlices: () => (/* binding */ runSlices),
/* harmony export */   serverUrlFor: () => (/* binding */ serverUrlFor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3222);
/* harmony import */ var _model_endpoint_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2024);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2619);
/* harmony import */ var _verify_deflake_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2905);
/** `agent-fix run` flags and environment → RunConfig. Flags win over the environment; every problem exits 2. */








/** Flags of `agent-fix run` that are not Action inputs (the local folder, the issue, output form). */
const CLI_ONLY_OPTIONS = {
    repo: { type: 'string' },
    'task-file': { type: 'string' },
    trajectory: { type: 'string' },
    json: { type: 'boolean' },
    issue: { type: 'string' },
    'open-pr': { type: 'boolean' },
    'allow-dirty': { type: 'boolean' },
    pr: { type: 'string' },
    deflake: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
/** Every `agent-fix run` flag: the settings table's flags (settings.ts) plus the CLI's own. */
const RUN_OPTIONS = {
    ...CLI_ONLY_OPTIONS,
    ...Object.fromEntries(_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .CLI_SETTINGS */ .vW.map((s) => [
        s.flag.slice(2),
        { type: s.kind === 'boolean' ? 'boolean' : 'string' },
    ])),
};
/**
 * Config keys → the flag a user would change, for RunConfigSchema's errors (RunConfig keys are the input names in
 * camelCase); the setting flags' values were already checked by their parsers (`settingFlags`).
 */
const FLAG_NAMES = {
    repo: '--repo',
    ...Object.fromEntries(_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .CLI_SETTINGS */ .vW.map((s) => [(0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .camelName */ .yp)(s.name), s.flag])),
    baseUrl: '--base-url (or OPENAI_BASE_URL)',
};
/** Settings whose flags the loop in parseRunArgs reads; the task and the endpoint have their own rules there. */
const PLAIN_CLI_SETTINGS = _settings_js__WEBPACK_IMPORTED_MODULE_6__/* .CLI_SETTINGS */ .vW.filter((s) => !['task', 'model', 'base-url'].includes(s.name));
/** The parsed flags split into the slice each step reads. */
function runSlices(flags) {
    return {
        engine: flags.config,
        explicit: flags.explicit,
        ...(flags.issue ? { issue: flags.issue } : {}),
        ...(flags.pr ? { pr: flags.pr } : {}),
        output: { json: flags.json },
    };
}
const ISSUE_FORMS = 'OWNER/REPO#N or https://github.com/OWNER/REPO/issues/N';
/** `acme/calc#7` or an issue URL (github.com or a GitHub Enterprise host). */
function parseIssueRef(value) {
    const text = value.trim();
    const m = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})#(\d+)$/.exec(text) ??
        /^https?:\/\/[^/\s]+\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})\/issues\/(\d+)\/?(?:[?#]\S*)?$/.exec(text);
    const number = m ? Number(m[3]) : 0;
    if (!m || !Number.isSafeInteger(number) || number < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`--issue must be ${ISSUE_FORMS}, got "${value}"`);
    }
    return { owner: m[1], repo: m[2], number };
}
/** https://api.github.com → https://github.com; https://HOST/api/v3 (GitHub Enterprise Server) → https://HOST. */
function serverUrlFor(apiUrl) {
    const url = new URL(apiUrl);
    if (url.hostname === 'api.github.com')
        return 'https://github.com';
    if (url.hostname.startsWith('api.') && url.hostname.endsWith('.ghe.com'))
        return `${url.protocol}//${url.hostname.slice(4)}`;
    return `${url.origin}${url.pathname.replace(/\/api\/v3\/?$/, '').replace(/\/+$/, '')}`;
}
function issueFlags(value, openPr, env) {
    const ref = parseIssueRef(value);
    const token = env.GITHUB_TOKEN?.trim();
    if (!token) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`--issue reads ${ref.owner}/${ref.repo}#${ref.number} through GitHub's API and needs a token: set GITHUB_TOKEN ` +
            `(a token that can read the repository's issues${openPr ? '; --open-pr also needs push access and pull-request write' : ''})`);
    }
    const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    if (!URL.canParse(apiUrl))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`GITHUB_API_URL must be a URL such as https://api.github.com, got "${apiUrl}"`);
    const serverUrl = (env.GITHUB_SERVER_URL || serverUrlFor(apiUrl)).replace(/\/+$/, '');
    return { ...ref, openPr, token, apiUrl, serverUrl };
}
/** A flag given with a value that is not blank (or a switch): as the Action's explicit inputs, it beats the rules file. */
const given = (value) => value !== undefined && String(value).trim() !== '';
/**
 * The setting flags' values, each read by its Action input's parser (settings.ts `inputParser`: the row's `parse`,
 * then its default), so `--max-turns 0` and `max-turns: 0` are refused by one rule in the same words; the message
 * names the flag. A switch reads as `true`; a blank value as the input left empty. Every problem is listed.
 */
function settingFlags(values) {
    const settings = {};
    const problems = [];
    for (const { name, flag } of PLAIN_CLI_SETTINGS) {
        const value = values[flag.slice(2)];
        if (value === undefined)
            continue;
        const parsed = (0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .inputParser */ .IN)(name).safeParse(String(value));
        if (parsed.success)
            settings[(0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .camelName */ .yp)(name)] = parsed.data;
        else
            problems.push(...parsed.error.issues.map((issue) => `${flag}: ${issue.message}`));
    }
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(problems.join('\n'));
    return settings;
}
/**
 * Which endpoint and key the CLI uses. With OPENAI_API_KEY: that key, at the given base URL or OpenAI. Without it but
 * with GITHUB_TOKEN: GitHub Models (the zero-secret default, as in the Action), under the token rule
 * (model/endpoint.ts): another base URL without OPENAI_API_KEY is an error here, before any request.
 */
function modelEndpoint(model, baseUrl, env) {
    const offline = model !== undefined && (model.startsWith('replay:') || model === 'oracle');
    const key = (0,_model_endpoint_js__WEBPACK_IMPORTED_MODULE_4__/* .chooseModelKey */ .sV)({ apiKey: env.OPENAI_API_KEY || undefined, githubToken: offline ? undefined : env.GITHUB_TOKEN, baseUrl, model }, env);
    if ('refusedUrl' in key) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`OPENAI_API_KEY is not set and --base-url / OPENAI_BASE_URL points at ${key.refusedUrl}, which is not GitHub Models; agent-fix ` +
            'sends GITHUB_TOKEN to GitHub Models only. Set OPENAI_API_KEY (the api-key) for that endpoint, or drop the base URL to use GitHub Models');
    }
    return key;
}
/**
 * The edit distance between two words (insertions, deletions, substitutions, and two neighbours swapped: `--taks` is
 * one typing slip from `--task`, not two).
 */
function distance(a, b) {
    let before = [];
    let row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) {
            next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                next[j] = Math.min(next[j], before[j - 2] + 1);
        }
        before = row;
        row = next;
    }
    return row[b.length];
}
/**
 * parseArgs' error for an unknown option, with the option most likely meant and where the help is: "Unknown option
 * '--taks'. Did you mean --task? See agent-fix run --help". Other parse errors keep their own words.
 */
function optionError(err, known, help, special) {
    const message = err.message;
    const unknown = /^Unknown option '--?([^']+)'/.exec(message)?.[1];
    if (unknown === undefined)
        return `${message.replace(/\.$/, '')}. See ${help}`;
    const near = closest(unknown, known);
    const hint = special?.(unknown) ?? (near ? `Did you mean --${near}? ` : '');
    return `Unknown option '${unknown.length === 1 ? '-' : '--'}${unknown}'. ${hint}See ${help}`;
}
/** The known word a mistyped one most likely meant (a few edits away, or one that starts the same), if any. */
function closest(word, known) {
    const ranked = known
        .map((k) => ({ k, d: distance(word.toLowerCase(), k) }))
        .filter(({ k, d }) => d <= Math.max(1, Math.floor(k.length / 3)) || (word.length >= 3 && k.startsWith(word)))
        .sort((x, y) => x.d - y.d);
    return ranked[0]?.k;
}
/**
 * Asked for more detail: what exists instead. Progress already goes to stderr (turn, tool, result, tokens), and the
 * trajectory has every message; a second level of stderr output would only repeat the trajectory.
 */
const VERBOSE_HINT = 'there is no --verbose: progress is always on stderr (each turn, tool, result and tokens so far); ' +
    '--trajectory FILE records every message and tool result in full; agent-fix -v prints the version';
/** `--deflake TEST`: the test, trimmed; an empty one, or one beside `--issue` (which brings its own task), refused. */
function deflakeArg(given, issue) {
    const deflake = given?.trim();
    if (given !== undefined && !deflake)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('--deflake: give the test to make deterministic, as the runner names it (e.g. tests/test_x.py::test_y)');
    if (deflake && issue)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('give either --deflake or --issue: --deflake makes its own task');
    return deflake;
}
/** A bare `--network` (last, or before another flag) means `--network all`, as the boolean flag did. */
function bareNetworkIsAll(argv) {
    return argv.map((arg, i) => arg === '--network' && (i === argv.length - 1 || argv[i + 1].startsWith('--')) ? '--network=all' : arg);
}
function parseRunArgs(argv, env = process.env, cwd = process.cwd()) {
    let values;
    try {
        const args = bareNetworkIsAll(argv);
        ({ values } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({ args, options: RUN_OPTIONS, strict: true, allowPositionals: false }));
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(optionError(err, Object.keys(RUN_OPTIONS), 'agent-fix run --help', (name) => name === 'v' || name === 'verbose' ? `${VERBOSE_HINT}. ` : undefined));
    }
    const str = (k) => values[k];
    if (values.help)
        return { config: undefined, explicit: new Set(), json: false, help: true };
    if (str('task') !== undefined && str('task-file') !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('give either --task or --task-file, not both');
    if (values['open-pr'] && str('issue') === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('--open-pr opens the PR for a GitHub issue: give --issue OWNER/REPO#N too');
    if (str('issue') !== undefined && (str('task') !== undefined || str('task-file') !== undefined)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('give either --issue or --task/--task-file: with --issue the task is the issue');
    }
    const issue = str('issue') !== undefined ? issueFlags(str('issue'), Boolean(values['open-pr']), env) : undefined;
    let task = str('task');
    if (str('task-file') !== undefined) {
        try {
            task = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, str('task-file')), 'utf8');
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`cannot read --task-file ${str('task-file')}; give an existing file`);
        }
    }
    // With --issue the task is read from GitHub later (it needs the network); this stands in until then.
    if (issue)
        task = `GitHub issue ${issue.owner}/${issue.repo}#${issue.number}`;
    const pr = str('pr') !== undefined ? Number(str('pr')) : undefined;
    if (pr !== undefined && !(Number.isSafeInteger(pr) && pr >= 1))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`--pr: must be a pull request number, a whole number of at least 1 (got "${str('pr')}")`);
    if (pr && issue)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('give either --pr or --issue: --pr works on a PR head, --issue on an issue');
    const deflake = deflakeArg(str('deflake'), Boolean(issue));
    if (deflake)
        task ??= (0,_verify_deflake_js__WEBPACK_IMPORTED_MODULE_7__/* .deflakeTask */ .g2)(deflake);
    task ??= pr
        ? `Make the test command pass on the head of pull request #${pr} by fixing the code under test; do not weaken, skip or delete tests.`
        : undefined;
    if (task === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('no task: give --task TEXT, --task-file FILE or --issue OWNER/REPO#N');
    const repo = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, str('repo') ?? '.');
    if (node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(repo, { throwIfNoEntry: false })?.isDirectory() === false) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`--repo ${str('repo') ?? '.'} is a file, not a folder; give --repo the folder of the repository (or a folder in it)`);
    }
    const raw = {
        repo,
        task,
        ...modelEndpoint(str('model') ?? (env.AGENT_MODEL || undefined), str('base-url') ?? (env.OPENAI_BASE_URL || undefined), env),
        trajectoryPath: str('trajectory') ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, str('trajectory')) : undefined,
        // The CLI runs in the user's own checkout: their uncommitted work is never mixed into the agent's.
        dirtyTree: values['allow-dirty'] ? 'keep-apart' : 'refuse',
        deflake,
        ...settingFlags(values),
    };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .RunConfigSchema */ .Zp.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x((0,_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .formatZodError */ .lH)(parsed.error, FLAG_NAMES));
    const explicit = new Set(_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .CLI_SETTINGS */ .vW.filter((s) => given(values[s.flag.slice(2)])).map((s) => s.name));
    if (!str('model') && env.AGENT_MODEL)
        explicit.add('model');
    return {
        config: parsed.data,
        explicit,
        json: Boolean(values.json),
        help: false,
        ...(issue ? { issue } : {}),
        ...(pr ? { pr } : {}),
    };
}


/***/ }),

/***/ 2905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pu: () => (/* binding */ failureLine),
/* harmony export */   Rn: () => (/* binding */ notReproducedReason),
/* harmony export */   Wx: () => (/* binding */ deflakeShortfall),
/* harmony export */   g2: () => (/* binding */ deflakeTask),
/* harmony export */   h: () => (/* binding */ deflakeRunsAfter),
/* harmony export */   o: () => (/* binding */ sawTest),
/* harmony export */   sf: () => (/* binding */ failedTest),
/* harmony export */   xG: () => (/* binding */ reproduceFlake)
/* harmony export */ });
/* unused harmony exports DEFLAKE_MIN_RUNS_AFTER, deflakeRun */
/* harmony import */ var _runners_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6550);
/* harmony import */ var _excerpt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7876);
/* harmony import */ var _pass_to_pass_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5444);
/**
 * Deflaking one test, with a statistical proof (issue 57). A flaky test passes the one baseline run most of the time,
 * so the ordinary proof ("red before, green after") cannot see it. Here "red before" is the test failing at least
 * once in up to K hermetic runs of the untouched code, narrowed to that test (stopping at the first failure), and
 * "green after" is the candidate passing every one of M runs of the same kind, M = max(3 × the runs it took to see
 * the failure, DEFLAKE_MIN_RUNS_AFTER). Both sides run as proof runs do: a clean tree, canaries, the runner's report.
 * The runs themselves are verify/repeat.ts's; this file holds the counts, the failure line and the verdict.
 */



/**
 * The floor of M: with a flake seen on the first run (a test failing half the time), 3 × 1 runs would let a
 * candidate that still fails half the time through 1 time in 8; 10 runs make that 1 in 1024.
 */
const DEFLAKE_MIN_RUNS_AFTER = 10;
/**
 * M, the runs of the candidate that must all pass: 3 × n, where n is the runs it took to see the test fail on the
 * untouched code (1/n estimates its failure rate p), and at least DEFLAKE_MIN_RUNS_AFTER. A candidate still failing
 * at the rate p passes 3/p runs with (1 - p)^(3/p) ≈ e⁻³ ≈ 5%, whatever p is. n, not K: K is only the most we were
 * willing to look, and a flake seen at once needs no 3 × K runs to show it is gone.
 */
function deflakeRunsAfter(runsToFailure) {
    return Math.max(3 * runsToFailure, DEFLAKE_MIN_RUNS_AFTER);
}
const named = (list, id) => !!list?.some((known) => (0,_runners_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sameTestId */ .m$)(known, id));
/** The run failed this test: named it failing, or failed naming no failing test and not this one passing. */
function failedTest(r, id) {
    return named(r.failingIds, id) || (0,_pass_to_pass_js__WEBPACK_IMPORTED_MODULE_2__/* .blindFailOf */ .H$)(r, id, true);
}
/** The run saw the test: named it passing or failing. A run that did neither says nothing about it. */
function sawTest(r, id) {
    return named(r.passingIds, id) || named(r.failingIds, id);
}
/**
 * Runs `once` (a hermetic run of the untouched code narrowed to the test) until the test fails, K runs were made or
 * the budget is spent. Only a run whose report was not refused by its canaries counts: a forged red proves no flake.
 * `parallel` runs that many at once (bwrap, no network: the runs cannot meet), stopping after the batch that failed.
 */
async function reproduceFlake(request, once, parallel = 1, now = Date.now) {
    const deadline = now() + request.budgetMinutes * 60_000;
    const runs = [];
    while (runs.length < request.runsBefore) {
        if (now() >= deadline)
            return { runs, stopped: 'budget' };
        const batch = Math.max(1, Math.min(parallel, request.runsBefore - runs.length));
        const made = await Promise.all(Array.from({ length: batch }, once));
        runs.push(...made);
        const failed = made.find((r) => r.reportCheck?.status !== 'failed' && failedTest(r, request.test));
        if (failed)
            return { runs, failed, stopped: 'failed' };
    }
    return { runs, stopped: 'runs' };
}
/** The first line of the failure worth showing: the assertion or error, not the runner's banner. */
function failureLine(run, id) {
    const excerpt = (0,_excerpt_js__WEBPACK_IMPORTED_MODULE_1__/* .failureExcerpt */ .a)(run.output, run, 4_000);
    const lines = excerpt.split('\n').map((l) => l.trim());
    const leaf = id.split(/::| > /).pop() ?? id;
    const start = Math.max(0, lines.findIndex((l) => l.includes(leaf)));
    const pick = lines
        .slice(start)
        .find((l) => /^(E\s|AssertionError|Error|assert|expected|Expected|FAIL|✗|×|panic|--- FAIL)/.test(l)) ??
        lines.slice(start).find((l) => l && !/^[=_-]{3,}/.test(l)) ??
        '';
    return pick.replace(/^E\s+/, '').slice(0, 200);
}
/** The task the agent gets: make the test deterministic, with the failure seen on the untouched code. */
function deflakeTask(test, failure) {
    return (`Make the test \`${test}\` deterministic. It fails intermittently` +
        (failure ? ` with: ${failure}` : '') +
        '. Find the source of the nondeterminism (ordering of sets or dicts, randomness, time, concurrency, shared state) ' +
        'and fix it in the code, or in the test where the test itself is wrong. A retry, a skip, a longer timeout alone ' +
        'or a removed assertion is not a fix and is refused. The proof runs the test many times before and after.');
}
/** Why a deflake candidate is not proven by its runs, or undefined when they prove it. */
function deflakeShortfall(d) {
    if (d.failures_after > 0)
        return `flaky: ${d.test} still failed ${d.failures_after} of ${d.runs_after} runs of the candidate (before the change: ${d.failures_before} of ${d.runs_before}). Make the test deterministic`;
    if (d.runs_after < d.runs_after_planned)
        return `only ${d.runs_after} of the ${d.runs_after_planned} runs of the candidate that prove a deflake fit in the time budget; raise deflake-budget-minutes (--deflake-budget-minutes)`;
    return undefined;
}
/** The unresolved reason when the flake never showed on the untouched code. */
function notReproducedReason(request, runs, stopped) {
    return stopped === 'budget'
        ? `could not reproduce the flake in ${runs} runs: ${request.test} passed every one, and the time budget (${request.budgetMinutes} min) ran out before ${request.runsBefore}; raise deflake-budget-minutes (--deflake-budget-minutes) or deflake-runs-before (--deflake-runs-before)`
        : `could not reproduce the flake in ${runs} runs: ${request.test} passed every one; raise deflake-runs-before (--deflake-runs-before)`;
}
/**
 * What makes any run a deflake run: spread it into the run's configuration (`RunConfigSchema`'s input), e.g. when a
 * tracked flake reaches its threshold: `runPipeline(RunConfigSchema.parse({ ...config, ...deflakeRun(id) }))`.
 * `failure`: the failure line seen in CI, for the task; the runs before find their own.
 */
function deflakeRun(test, failure) {
    return { deflake: test, task: deflakeTask(test, failure) };
}


/***/ }),

/***/ 5444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ blindFailOf),
/* harmony export */   Mb: () => (/* binding */ passToPass),
/* harmony export */   qu: () => (/* binding */ blindFail)
/* harmony export */ });
/* harmony import */ var _runners_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6550);

const listed = (list, id) => !!list?.some((known) => (0,_runners_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sameTestId */ .m$)(known, id));
/** A run that failed with nothing parsed (crash, timeout, unknown runner) failed every test it was asked to run. */
const blindFail = (run) => !run.passed && run.failingIds.length === 0;
/**
 * Did a red run that names no failing test fail this one? Yes, unless the runner named it passing: the red then came
 * from outside the tests (tap's 100% coverage threshold on a run of one file, nyc's check-coverage), and what the run
 * showed of this test is a pass. On the candidate (`candidate`) a run that timed out still failed it: the hang is
 * the candidate's, and a pass claims only what a run finished.
 */
const blindFailOf = (run, id, candidate) => blindFail(run) && (!listed(run.passingIds, id) || (candidate && run.timedOut));
/** Tests a run counted (not errors: a module that did not import is an error and no test). */
const ran = (run) => (run.counts ? run.counts.passed + run.counts.failed + run.counts.skipped : 0);
/** Does the change delete the test this id names? Its bare name is a part of the id, in the deleted file if it says. */
function deletedBy(id, deleted) {
    const parts = id
        .replace(/\[[^\]]*\]$/, '')
        .split(/::| > |\/|\./)
        .map((p) => p.trim());
    const namesFile = /^[^\s>:]+\.\w+(::| > )/.test(id);
    return deleted.some((d) => parts.includes(d.bare) && (!namesFile || id.startsWith(d.path)));
}
/** A failure that names a whole file (did not load) or a go package (did not build): no test of its own. */
const wholeUnit = (id, runner) => /\.(py|[cm]?[jt]sx?)$/.test(id) || (/\bgo\b/.test(runner) && !/^(Test|Example|Fuzz|Benchmark)\w*(\/|$)/.test(id));
/** Did the output keep every result line? A cut in the middle drops per-binary and per-package lines of cargo and go. */
const whole = (run) => !/cut in the middle/.test(run.note ?? '');
/**
 * The baseline's tests in the final run: `checked` the baseline's passing tests (or packages, `unit`), `broken` the
 * ones that fail now and the ones that vanished (also listed in `vanished`). `level: 'counts'` when the baseline named
 * no passing test, so vanished passing tests are found by count only.
 */
function passToPass(baseline, final, isNewTest, deleted = []) {
    if (!baseline)
        return { checked: 0, broken: [] };
    const brokenNow = baseline.passingIds
        ? baseline.passingIds.filter((id) => listed(final.failingIds, id) || blindFail(final))
        : // Without a list of passing tests, a final failure that was not a baseline failure (and is not a new test) broke.
            final.failingIds.filter((id) => !listed(baseline.failingIds, id) && !isNewTest(id));
    const vanished = vanishedIds(baseline, final, deleted);
    const countLevel = !baseline.passingIds || !final.passingIds;
    const missing = countLevel ? vanishedCount(baseline, final, deleted, vanished.length) : [];
    const broken = [
        ...(blindFail(final) && baseline.passed && !baseline.passingIds
            ? ['(the final run failed without naming tests)']
            : brokenNow),
        ...vanished,
        ...missing,
    ].map((id) => id.trim());
    return {
        ...(baseline.unit === 'packages' && !baseline.passingIds ? { unit: 'packages' } : {}),
        checked: baseline.passingIds ? baseline.passingIds.length : (baseline.counts?.passed ?? 0),
        broken: [...new Set(broken)],
        ...(vanished.length || missing.length ? { vanished: [...vanished, ...missing] } : {}),
        ...(countLevel && baseline.runner !== 'unknown' ? { level: 'counts' } : {}),
    };
}
/**
 * Baseline tests (passing where it named them, and failing) the final run does not name at all, when the final run
 * named every test it ran. A test that failed in the final run without a name (blind) is not "vanished".
 */
function vanishedIds(baseline, final, deleted) {
    if (!final.passingIds || blindFail(final) || baseline.runner !== final.runner)
        return [];
    const known = [...final.passingIds, ...final.failingIds, ...(final.skippedIds ?? [])];
    // A baseline failure that names a whole file or package (did not load, did not build) is no test of its own.
    const tests = [
        ...(baseline.passingIds ?? []),
        ...baseline.failingIds.filter((id) => !wholeUnit(id, baseline.runner)),
    ];
    return [...new Set(tests.map((id) => id.trim()))].filter((id) => !listed(known, id) && !deletedBy(id, deleted));
}
/**
 * Vanished tests the ids cannot show, by count: the final run counted fewer tests than the baseline, beyond the
 * deletions and the vanished ids already named; or pytest deselected more of them.
 */
function vanishedCount(baseline, final, deleted, named) {
    if (baseline.runner !== final.runner ||
        !baseline.counts ||
        !final.counts ||
        (baseline.unit ?? 'tests') !== (final.unit ?? 'tests') ||
        !whole(baseline) ||
        !whole(final))
        return [];
    const unit = baseline.unit === 'packages' ? 'package' : 'test';
    const fewer = ran(baseline) - ran(final) - deleted.length - named;
    const deselected = (final.deselected ?? 0) - (baseline.deselected ?? 0);
    const n = Math.max(fewer, deselected);
    if (n <= 0)
        return [];
    const why = deselected > 0 ? ` (${final.runner} deselected ${deselected} more)` : '';
    return [
        `${n} ${unit}${n === 1 ? '' : 's'} that ran in the baseline did not run in the final run${why}: ${ran(baseline)} ran before, ${ran(final)} after`,
    ];
}


/***/ })

};
