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


/***/ })

};
