export const id = 85;
export const ids = [85];
export const modules = {

/***/ 85:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BENCH_HELP: () => (/* binding */ BENCH_HELP),
  benchCommand: () => (/* binding */ benchCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/cli-args.ts
var cli_args = __webpack_require__(7668);
// EXTERNAL MODULE: ./src/model/endpoint.ts
var model_endpoint = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(3222);
// EXTERNAL MODULE: ./src/config/settings.ts + 1 modules
var settings = __webpack_require__(2619);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/pipeline/index.ts + 74 modules
var pipeline = __webpack_require__(576);
// EXTERNAL MODULE: ./src/model/types.ts
var types = __webpack_require__(440);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
;// CONCATENATED MODULE: ./src/bench/suite.ts
/**
 * The bench task suite on disk (bench/tasks/<id>/): one loader that checks every task's files, so a broken task fails
 * with a message naming its file instead of surfacing as a mysterious unresolved run.
 */







const EditArgs = schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1), old_str: schemas/* string */.YjP().min(1), new_str: schemas/* string */.YjP() });
const CreateArgs = schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1), content: schemas/* string */.YjP() });
const SolutionStep = schemas/* discriminatedUnion */.gMt('tool', [
    schemas/* object */.Ikc({ tool: schemas/* literal */.euz('patch_file'), args: EditArgs }),
    schemas/* object */.Ikc({ tool: schemas/* literal */.euz('create_file'), args: CreateArgs }),
]);
const HiddenSpec = schemas/* object */.Ikc({
    /** Where hidden/ is copied, relative to the repository root. */
    dest: schemas/* string */.YjP().min(1),
    /** Must fail on the untouched repository and pass once it is fixed. */
    fail_to_pass: schemas/* string */.YjP().min(1),
    /** Must pass before and after: the fix must not break what worked. */
    pass_to_pass: schemas/* string */.YjP().min(1),
});
const TaskJson = schemas/* object */.Ikc({
    test_command: schemas/* string */.YjP().min(1),
    protected_paths: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    test_edits: schema/* TestEditsMode */.rb.optional(),
    tags: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    hidden: HiddenSpec,
    /** An edit to a protected test that would make the visible tests pass without a fix (negative oracle). */
    cheat: EditArgs.optional(),
});
/**
 * bench/tasks of this checkout or install. Walks up from this module, so it works from src/bench (tests, tsx) and
 * from the bundled dist/cli.js alike.
 */
function defaultTasksDir() {
    let dir = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (;;) {
        const candidate = external_node_path_default().join(dir, 'bench', 'tasks');
        if (external_node_fs_default().existsSync(candidate) && external_node_fs_default().statSync(candidate).isDirectory())
            return candidate;
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir) {
            throw new errors/* ConfigError */.x('the bench task suite (bench/tasks) was not found next to agent-fix; give --tasks-dir DIR');
        }
        dir = parent;
    }
}
function readJson(file) {
    try {
        return JSON.parse(external_node_fs_default().readFileSync(file, 'utf8'));
    }
    catch (err) {
        throw new errors/* ConfigError */.x(`bench task file ${file} is not readable JSON: ${err.message}`);
    }
}
function parseOrExplain(schema, value, file) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new errors/* ConfigError */.x(`bench task file ${file} is invalid: ${problems}`);
}
/** Load one task folder; throws ConfigError naming the file that is wrong. */
function loadTask(dir) {
    const id = external_node_path_default().basename(dir);
    for (const part of ['repo', 'hidden', 'task.md', 'task.json', 'solution.json']) {
        if (!external_node_fs_default().existsSync(external_node_path_default().join(dir, part)))
            throw new errors/* ConfigError */.x(`bench task ${id} has no ${part} (in ${dir})`);
    }
    const cfg = parseOrExplain(TaskJson, readJson(external_node_path_default().join(dir, 'task.json')), external_node_path_default().join(dir, 'task.json'));
    const solution = parseOrExplain(schemas/* array */.YOg(SolutionStep).min(1), readJson(external_node_path_default().join(dir, 'solution.json')), external_node_path_default().join(dir, 'solution.json'));
    return {
        id,
        dir,
        repoDir: external_node_path_default().join(dir, 'repo'),
        hiddenDir: external_node_path_default().join(dir, 'hidden'),
        issue: external_node_fs_default().readFileSync(external_node_path_default().join(dir, 'task.md'), 'utf8'),
        testCommand: cfg.test_command,
        protectedPaths: cfg.protected_paths ?? [],
        ...(cfg.test_edits ? { testEdits: cfg.test_edits } : {}),
        tags: cfg.tags,
        hidden: cfg.hidden,
        solution,
        ...(cfg.cheat ? { cheat: cfg.cheat } : {}),
    };
}
/**
 * The tasks whose id matches `filter`: globs over task ids, comma-separated (`py-*,js-range-*`); default all.
 * Sorted by id so runs and reports are in a stable order.
 */
function loadSuite(options = {}) {
    const root = options.dir ?? defaultTasksDir();
    if (!external_node_fs_default().existsSync(root))
        throw new errors/* ConfigError */.x(`the bench task folder ${root} does not exist; give --tasks-dir DIR`);
    const ids = external_node_fs_default().readdirSync(root, { withFileTypes: true })
        .filter((e) => e.isDirectory() && external_node_fs_default().existsSync(external_node_path_default().join(root, e.name, 'task.json')))
        .map((e) => e.name)
        .sort();
    const globs = (options.filter ?? '*')
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean);
    const match = picomatch_default()(globs.length ? globs : ['*']);
    const chosen = ids.filter((id) => match(id));
    if (chosen.length === 0) {
        throw new errors/* ConfigError */.x(`--tasks "${options.filter}" matches no task; the tasks are: ${ids.join(', ') || '(none)'}`);
    }
    return chosen.map((id) => loadTask(external_node_path_default().join(root, id)));
}

// EXTERNAL MODULE: ./src/context/tokens.ts
var tokens = __webpack_require__(2977);
;// CONCATENATED MODULE: ./src/bench/oracle.ts

const ORACLE_VARIANTS = ['solve', 'wrong', 'protected', 'early'];
/** `oracle` → solve, `oracle:wrong` → wrong, …; undefined when the name is not an oracle. */
function oracleVariant(modelName) {
    if (modelName === 'oracle')
        return 'solve';
    const m = /^oracle:(\w+)$/.exec(modelName);
    return m && ORACLE_VARIANTS.includes(m[1]) ? m[1] : undefined;
}
const toStep = (s) => ({ name: s.tool, args: { ...s.args } });
/** A comment line after the first patched anchor: the file changes, the bug stays. */
function wrongEdit(task) {
    const first = task.solution.find((s) => s.tool === 'patch_file');
    if (!first || first.tool !== 'patch_file') {
        return { name: 'create_file', args: { path: 'NOTES.md', content: 'Looked into it; nothing to change.\n' } };
    }
    const { path, old_str } = first.args;
    const note = 'agent-fix bench: deliberately wrong edit';
    const comment = path.endsWith('.py') ? `# ${note}` : `// ${note}`;
    // At a line end the comment goes on its own line (column 0 is fine in Python, JS and Go); mid-line, at the end.
    const new_str = old_str.endsWith('\n') ? `${old_str}${comment}\n` : `${old_str} /* ${note} */`;
    return { name: 'patch_file', args: { path, old_str, new_str } };
}
function script(task, variant) {
    const claim = (summary) => ({ name: 'finish', args: { summary } });
    switch (variant) {
        case 'solve':
            return [
                ...task.solution.map(toStep),
                { name: 'run_tests', args: {} },
                claim(`Applied the reference solution of ${task.id}.`),
            ];
        case 'wrong':
            return [wrongEdit(task), { name: 'run_tests', args: {} }, claim('Fixed it.')];
        case 'protected': {
            if (!task.cheat)
                throw new Error(`oracle:protected needs a task with a "cheat" edit in task.json; ${task.id} has none`);
            return [
                { name: 'patch_file', args: { ...task.cheat } },
                { name: 'run_tests', args: {} },
                claim('The tests pass now.'),
            ];
        }
        case 'early':
            return [claim('Done, this should fix it.')];
    }
}
class OracleModel {
    name;
    steps;
    calls = 0;
    constructor(name, steps) {
        if (steps.length === 0)
            throw new Error(`${name}: a scripted model needs at least one step`);
        this.name = name;
        this.steps = steps;
    }
    async query(messages, tools, options = {}) {
        let message;
        if (options.toolChoice === 'none') {
            message = {
                role: 'assistant',
                content: `Hand-off (${this.name}): the scripted steps are done; nothing else to try.`,
            };
        }
        else {
            // After the script, every turn repeats the last claim: a model that keeps saying "done" must not pass.
            const step = this.steps[Math.min(this.calls, this.steps.length - 1)];
            if (!tools.some((t) => t.function.name === step.name)) {
                throw new Error(`oracle: the engine offers no ${step.name} tool (offered: ${tools.map((t) => t.function.name).join(', ')})`);
            }
            this.calls += 1;
            message = {
                role: 'assistant',
                content: null,
                tool_calls: [
                    {
                        id: `call_${this.calls}`,
                        type: 'function',
                        function: { name: step.name, arguments: JSON.stringify(step.args) },
                    },
                ],
            };
        }
        // Measured on the request actually sent and the reply given, so the report's token columns are real counts.
        const completion = (0,tokens/* countText */.lT)(message.content ?? JSON.stringify(message.tool_calls), 'o200k_base');
        return {
            message,
            usage: {
                prompt_tokens: (0,tokens/* countTokens */.ih)(messages) + (0,tokens/* countToolTokens */.Qf)(tools),
                completion_tokens: completion,
                cached_tokens: 0,
                reasoning_tokens: 0,
            },
            finishReason: message.tool_calls ? 'tool_calls' : 'stop',
        };
    }
}
/** A fresh oracle for one run of `task` (it keeps its place in the script, so never share one between runs). */
function oracleModel(task, variant = 'solve') {
    return new OracleModel(variant === 'solve' ? 'oracle' : `oracle:${variant}`, script(task, variant));
}
/** A Model that makes these tool calls, one per turn, then repeats the last (the SWE-bench instances' oracle). */
function scriptedModel(name, steps) {
    return new OracleModel(name, steps);
}

// EXTERNAL MODULE: ./src/process/exec.ts
var exec = __webpack_require__(9072);
// EXTERNAL MODULE: ./src/security/env.ts
var env = __webpack_require__(3497);
// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
// EXTERNAL MODULE: ./src/verify/parse.ts + 1 modules
var parse = __webpack_require__(9987);
;// CONCATENATED MODULE: ./src/bench/apply.ts
/**
 * A strict applier for reference solutions, independent of the engine's patch_file: it lets the suite check prove
 * every task judges (fail before, pass after) without running an agent, and it insists on exact unique anchors, so
 * a reference solution never leans on the engine's fuzzy matching tiers.
 */


class ApplyError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ApplyError';
    }
}
/**
 * One step on one file's text. `before` is null when the file does not exist. Anchors are written with "\n"; a CRLF
 * file is matched and written with "\r\n", as patch_file keeps a file's own line endings.
 */
function applyStep(before, step) {
    if (step.tool === 'create_file') {
        if (before !== null)
            throw new ApplyError(`create_file ${step.args.path}: the file exists`);
        return step.args.content;
    }
    const { path: file, old_str, new_str } = step.args;
    if (before === null)
        throw new ApplyError(`patch_file ${file}: no such file`);
    const crlf = before.includes('\r\n');
    const eol = (s) => (crlf ? s.replace(/\r?\n/g, '\r\n') : s);
    const oldText = eol(old_str);
    const count = before.split(oldText).length - 1;
    if (count !== 1) {
        throw new ApplyError(`patch_file ${file}: old_str found ${count} times, it must be exactly once: ${JSON.stringify(old_str.slice(0, 80))}`);
    }
    return before.replace(oldText, () => eol(new_str));
}
/** Apply every step to the files under `root` (the sanity check's copy of a task repo). */
function apply_applySolution(root, steps) {
    for (const step of steps) {
        const file = path.join(root, step.args.path);
        const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
        const after = applyStep(before, step);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, after);
    }
}

// EXTERNAL MODULE: ./src/security/remove-tree.ts
var remove_tree = __webpack_require__(4141);
;// CONCATENATED MODULE: ./src/bench/validate.ts
/**
 * The judge's side of the bench: a fresh git repository per run, and the verdict from tests the agent never saw.
 * The engine's own "resolved" is a claim checked against the visible tests; the hidden fail-to-pass and
 * pass-to-pass suites, run here after the engine is done, decide whether the task was really solved.
 */











const HIDDEN_TIMEOUT_MS = 180_000;
const OUTPUT_KEPT = 4_000;
/** Every glob the engine is told to protect for this task (the default ones included). */
const protectedGlobs = (task) => [
    ...new Set([...schema/* DEFAULTS */.zY.protectedPaths, ...task.protectedPaths]),
];
/** Copy the task's repo into a new temp folder and commit it, so the engine sees a clean git repository. */
async function prepareRepo(task, parent = external_node_os_default().tmpdir()) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(parent, `agent-fix-bench-${task.id}-`));
    external_node_fs_default().cpSync(task.repoDir, dir, { recursive: true });
    await (0,git/* git */.$Y)(dir, ['init', '-q']);
    await (0,git/* git */.$Y)(dir, ['add', '-A']);
    await (0,git/* git */.$Y)(dir, ['commit', '-q', '--no-gpg-sign', '-m', `bench task ${task.id}`]);
    return dir;
}
/** `readable`: also require a readable runner summary with a passing test (hidden suites; see below). */
async function check(command, cwd, readable = true) {
    // A TMPDIR of its own beside the repository: while an engine run is open TMPDIR is its run folder, which the bench's
    // concurrent runs share and the last to end removes, maybe while this command builds there (go test's work folder).
    const tmp = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_path_default().dirname(cwd), 'agent-fix-hidden-tmp-'));
    const r = await (0,exec/* runCommand */.d1)(command, {
        cwd,
        env: { ...(0,env/* childEnv */.g)(), TMPDIR: tmp },
        timeoutMs: HIDDEN_TIMEOUT_MS,
        maxOutputChars: 20_000,
    }).finally(() => (0,remove_tree/* removeTree */.d)(tmp));
    const { counts } = (0,parse/* parseTestOutput */.vN)(r.output);
    // Exit 0 alone is not enough: a changed test config (say, pytest addopts = --co) can make a suite run nothing.
    // Hidden suites use runners whose output we read, so unreadable output counts as not passed.
    const ranClean = !readable || (counts !== null && counts.passed > 0 && counts.failed === 0 && counts.errors === 0);
    const passed = r.exitCode === 0 && !r.timedOut && ranClean;
    return {
        command,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        passed,
        counts,
        durationMs: r.durationMs,
        output: r.output.slice(-OUTPUT_KEPT),
    };
}
/** Copy hidden/ into the repository at `hidden.dest` and run both hidden suites. Leaves the hidden files in place. */
async function runHidden(task, repo) {
    const dest = external_node_path_default().resolve(repo, task.hidden.dest);
    external_node_fs_default().mkdirSync(dest, { recursive: true });
    external_node_fs_default().cpSync(task.hiddenDir, dest, { recursive: true });
    // One at a time: both may share a build cache or write the same bytecode files.
    const failToPass = await check(task.hidden.fail_to_pass, repo);
    const passToPass = await check(task.hidden.pass_to_pass, repo);
    return { failToPass, passToPass, passed: failToPass.passed && passToPass.passed };
}
/** Changed or new files (per git, ignored ones left out) that the task protects. Run before the hidden files go in. */
async function protectedChanges(task, repo) {
    const out = await (0,git/* git */.$Y)(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=all']);
    const entries = out.split('\0');
    const paths = [];
    for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        if (!entry)
            continue;
        paths.push(entry.slice(3));
        if (entry[0] === 'R' || entry[0] === 'C')
            paths.push(entries[++i] ?? ''); // the rename's source follows
    }
    const match = picomatch_default()(protectedGlobs(task), { dot: true });
    return paths.filter((p) => match(p));
}
/**
 * Proves a task can judge without any agent: on a fresh copy the hidden fail-to-pass suite fails and pass-to-pass
 * passes; after the reference solution (applied by the strict applier) both pass, and so does the visible command.
 */
async function checkTask(task, parent = os.tmpdir()) {
    const before = fs.mkdtempSync(path.join(parent, `agent-fix-sanity-${task.id}-`));
    const after = fs.mkdtempSync(path.join(parent, `agent-fix-sanity-${task.id}-`));
    try {
        fs.cpSync(task.repoDir, before, { recursive: true });
        fs.cpSync(task.repoDir, after, { recursive: true });
        applySolution(after, task.solution);
        // The visible command is judged as the engine judges it: by its exit code.
        const visibleAfter = await check(task.testCommand, after, false);
        const [b, a] = await Promise.all([runHidden(task, before), runHidden(task, after)]);
        const problems = [];
        if (b.failToPass.passed)
            problems.push('fail-to-pass already passes before the fix');
        if (!b.passToPass.passed)
            problems.push('pass-to-pass fails before the fix');
        if (!a.failToPass.passed)
            problems.push('fail-to-pass fails after the reference solution');
        if (!a.passToPass.passed)
            problems.push('pass-to-pass fails after the reference solution');
        if (!visibleAfter.passed)
            problems.push('the visible test command fails after the reference solution');
        return { task: task.id, before: b, after: a, visibleAfter, ok: problems.length === 0, problems };
    }
    finally {
        removeTree(before);
        removeTree(after);
    }
}
/**
 * The verdict of one run. All three must hold: the engine's own final run passed (its `resolved`), the hidden suites
 * pass, and no protected path changed. The first failing condition is the reason.
 */
function judge(input) {
    if (input.protectedChanged.length)
        return { resolved: false, reason: `protected files changed: ${input.protectedChanged.join(', ')}` };
    if (input.engineStatus !== 'resolved') {
        return {
            resolved: false,
            reason: `engine: ${input.engineStatus}${input.engineReason ? ` (${input.engineReason})` : ''}`,
        };
    }
    if (!input.hidden)
        return { resolved: false, reason: 'hidden tests not run' };
    if (!input.hidden.failToPass.passed)
        return { resolved: false, reason: 'hidden fail-to-pass tests fail' };
    if (!input.hidden.passToPass.passed)
        return { resolved: false, reason: 'hidden pass-to-pass tests fail (a regression)' };
    return { resolved: true };
}

;// CONCATENATED MODULE: ./src/bench/report.ts
function median(values) {
    if (values.length === 0)
        return 0;
    const s = [...values].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
const sum = (values) => values.reduce((a, b) => a + b, 0);
function knownCost(runs) {
    const known = runs.map((r) => r.costUsd).filter((c) => c !== null);
    return known.length ? sum(known) : null;
}
function totalsFor(model, runs) {
    const mine = runs.filter((r) => r.model === model);
    const resolved = mine.filter((r) => r.resolved).length;
    const costUsd = knownCost(mine);
    return {
        model,
        runs: mine.length,
        resolved,
        resolveRate: mine.length ? resolved / mine.length : 0,
        medianTurns: median(mine.map((r) => r.turns)),
        promptTokens: sum(mine.map((r) => r.usage.prompt_tokens)),
        completionTokens: sum(mine.map((r) => r.usage.completion_tokens)),
        cachedTokens: sum(mine.map((r) => r.usage.cached_tokens)),
        costUsd,
        costPerResolved: costUsd !== null && resolved > 0 ? costUsd / resolved : null,
        medianWallMs: median(mine.map((r) => r.wallMs)),
        toolErrors: sum(mine.map((r) => r.toolErrors)),
        errors: mine.filter((r) => r.engineStatus === 'error' || r.engineStatus === 'crashed').length,
    };
}
function buildReport(input) {
    return { ...input, totals: input.models.map((m) => totalsFor(m, input.runs)) };
}
const report_int = (n) => Math.round(n).toLocaleString('en-US');
const usd = (n) => n === null ? 'n/a' : n === 0 ? '$0' : n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pct = (x) => `${Math.round(x * 1000) / 10}%`;
const cell = (s) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells) => `| ${cells.join(' | ')} |`;
/** Why a SWE-bench instance run is not resolved, from its lists (the engine's own status is reported apart). */
function listsReason(lists) {
    const parts = [];
    for (const [name, r] of [
        ['FAIL_TO_PASS', lists.failToPass],
        ['PASS_TO_PASS', lists.passToPass],
    ]) {
        if (r.notPassed.length === 0)
            continue;
        const shown = r.notPassed
            .slice(0, 3)
            .map((n) => `${n.id} (${n.status === 'fail' ? 'failed' : 'not run'})`)
            .join(', ');
        parts.push(`${name} ${r.passed}/${r.total}: ${shown}${r.notPassed.length > 3 ? `, +${r.notPassed.length - 3} more` : ''}`);
    }
    if (lists.note)
        parts.push(lists.note);
    return parts.join('; ');
}
/** One row per instance, model and run: the instance's lists, then the engine's figures. */
function instanceRows(report) {
    const out = [
        row([
            'instance',
            'model',
            'run',
            'resolved',
            'FAIL_TO_PASS',
            'PASS_TO_PASS',
            'engine',
            'turns',
            'prompt tok',
            'completion tok',
            'cost',
            'time',
            'why not resolved',
        ]),
        row(Array(13).fill('---')),
    ];
    for (const r of report.runs) {
        const why = r.resolved ? '' : (r.reason ?? 'unresolved');
        out.push(row([
            cell(r.task),
            cell(r.model),
            String(r.run),
            r.resolved ? 'yes' : 'no',
            r.lists ? `${r.lists.failToPass.passed}/${r.lists.failToPass.total}` : 'n/a',
            r.lists ? `${r.lists.passToPass.passed}/${r.lists.passToPass.total}` : 'n/a',
            r.engineStatus,
            String(r.turns),
            report_int(r.usage.prompt_tokens),
            report_int(r.usage.completion_tokens),
            usd(r.costUsd),
            secs(r.wallMs),
            cell(why.length > 160 ? `${why.slice(0, 157)}…` : why),
        ]));
    }
    return out;
}
/** One row per task and model (runs aggregated). */
function taskRows(report) {
    const out = [];
    const many = report.runsPerTask > 1;
    out.push(row([
        'task',
        'model',
        'resolved',
        'turns',
        'prompt tok',
        'completion tok',
        'cached tok',
        'cost',
        'time',
        'tool errors',
        'why not resolved',
    ]));
    out.push(row(Array(11).fill('---')));
    for (const task of report.tasks) {
        for (const model of report.models) {
            const runs = report.runs.filter((r) => r.task === task && r.model === model);
            if (runs.length === 0)
                continue;
            const resolved = runs.filter((r) => r.resolved).length;
            const mean = (f) => sum(runs.map(f)) / runs.length;
            const cost = knownCost(runs);
            const why = [...new Set(runs.filter((r) => !r.resolved).map((r) => r.reason ?? 'unresolved'))].join('; ');
            out.push(row([
                task,
                model,
                many ? `${resolved}/${runs.length}` : resolved ? 'yes' : 'no',
                String(median(runs.map((r) => r.turns))),
                report_int(mean((r) => r.usage.prompt_tokens)),
                report_int(mean((r) => r.usage.completion_tokens)),
                report_int(mean((r) => r.usage.cached_tokens)),
                usd(cost === null ? null : cost / runs.length),
                secs(median(runs.map((r) => r.wallMs))),
                String(sum(runs.map((r) => r.toolErrors))),
                cell(why.length > 120 ? `${why.slice(0, 117)}…` : why),
            ]));
        }
    }
    if (many)
        out.push('', `Per row: median turns and time, mean tokens and cost per run.`);
    return out;
}
/** The markdown report: per task and model (runs aggregated), then the totals per model. */
function renderMarkdown(report) {
    const out = [];
    const instances = report.kind === 'instances';
    out.push(`## agent-fix bench: ${report.tasks.length} ${instances ? 'SWE-bench instances' : 'tasks'} × ${report.models.length} model(s) × ${report.runsPerTask} run(s)`);
    out.push('');
    if (instances)
        out.push(...instanceRows(report));
    else
        out.push(...taskRows(report));
    out.push('');
    out.push('### Totals per model');
    out.push('');
    out.push(row([
        'model',
        'resolved',
        'resolve rate',
        'median turns',
        'prompt tok',
        'completion tok',
        'cached tok',
        'cost',
        'cost / resolved',
        'median time',
        'tool errors',
        'engine errors',
    ]));
    out.push(row(Array(12).fill('---')));
    for (const t of report.totals) {
        out.push(row([
            t.model,
            `${t.resolved}/${t.runs}`,
            pct(t.resolveRate),
            String(t.medianTurns),
            report_int(t.promptTokens),
            report_int(t.completionTokens),
            report_int(t.cachedTokens),
            usd(t.costUsd),
            usd(t.costPerResolved),
            secs(t.medianWallMs),
            String(t.toolErrors),
            String(t.errors),
        ]));
    }
    out.push('');
    out.push(`Wall time of the whole bench: ${secs(report.durationMs)} (concurrency ${report.concurrency}). ` +
        (instances
            ? "Resolved means, as in SWE-bench, that every test in the instance's FAIL_TO_PASS and PASS_TO_PASS passed in a run of its test command after the agent (the test_patch files restored first); tests in neither list are ignored, and the engine's own status is shown apart."
            : "Resolved means the engine's own final test run passed AND the hidden fail-to-pass and pass-to-pass tests passed, with no protected file changed."));
    return `${out.join('\n')}\n`;
}
/** The report as one JSON value (the `--json` output). */
function toJson(report) {
    return JSON.stringify(report);
}

;// CONCATENATED MODULE: ./src/bench/harness.ts
/**
 * `runBench`: every (task, model, run) goes through the real engine on a fresh git copy of the task, then is judged
 * by the task's hidden tests. The engine is the same `runPipeline` the CLI runs; only the Model may be swapped in
 * (the oracle, or a test's fake), so the bench measures the agent users get.
 */











const safeName = (s) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
async function runOne(task, model, run, tmpRoot, opts) {
    const started = Date.now();
    const repo = await prepareRepo(task, tmpRoot);
    const tag = `${task.id} · ${model}${(opts.runs ?? 1) > 1 ? ` #${run}` : ''}`;
    try {
        const variant = oracleVariant(model);
        const injected = opts.modelFactory?.(model, task) ?? (variant ? oracleModel(task, variant) : undefined);
        const config = schema/* RunConfigSchema */.Zp.parse({
            ...opts.engine,
            repo,
            task: task.issue,
            testCommand: task.testCommand,
            model,
            protectedPaths: protectedGlobs(task),
            testEdits: task.testEdits ?? 'flag',
            ...(opts.trajectoryDir
                ? { trajectoryPath: external_node_path_default().join(opts.trajectoryDir, `${safeName(task.id)}.${safeName(model)}.${run}.jsonl`) }
                : {}),
        });
        let result;
        let crash;
        try {
            result = await (0,pipeline/* runPipeline */.aI)(config, {
                ...(injected ? { model: injected } : {}),
                onProgress: opts.onEngineLine ? (line) => opts.onEngineLine(`[${tag}] ${line}`) : undefined,
            });
        }
        catch (err) {
            crash = err.message;
            opts.onEngineLine?.(`[${tag}] engine failed: ${crash}`);
        }
        // Judged even when the engine gave up: the hidden suites always run, and their numbers show how close it came.
        const changed = await protectedChanges(task, repo);
        let hidden = null;
        try {
            hidden = await runHidden(task, repo);
        }
        catch (err) {
            crash ??= `hidden tests could not run: ${err.message}`;
        }
        const engineStatus = result ? (0,pipeline/* contractStatus */.fh)(result.status) : 'crashed';
        const verdict = judge({ engineStatus, engineReason: result?.reason ?? crash, hidden, protectedChanged: changed });
        return {
            task: task.id,
            model,
            run,
            resolved: verdict.resolved,
            engineStatus,
            ...(verdict.reason ? { reason: verdict.reason } : {}),
            hidden,
            protectedChanged: changed,
            turns: result?.turns ?? 0,
            usage: result?.usage ?? (0,types/* zeroUsage */.My)(),
            costUsd: result?.costUsd ?? null,
            wallMs: result?.durationMs ?? Date.now() - started,
            toolErrors: result?.toolErrors ?? 0,
            changedFiles: result?.changedFiles.map((f) => f.path) ?? [],
        };
    }
    finally {
        if (!opts.keepRepos)
            (0,remove_tree/* removeTree */.d)(repo);
    }
}
/** A run that could not even start (e.g. the task could not be copied or committed): unresolved, with the reason. */
function crashedRun(task, model, run, err) {
    return {
        task,
        model,
        run,
        resolved: false,
        engineStatus: 'crashed',
        reason: `could not run: ${err.message}`,
        hidden: null,
        protectedChanged: [],
        turns: 0,
        usage: (0,types/* zeroUsage */.My)(),
        costUsd: null,
        wallMs: 0,
        toolErrors: 0,
        changedFiles: [],
    };
}
/** `jobs` through `work`, `concurrency` at a time, results in the jobs' order; `onProgress` after each. */
async function runPool(jobs, concurrency, onProgress, work) {
    const results = new Array(jobs.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
        while (next < jobs.length) {
            const i = next++;
            results[i] = await work(jobs[i]);
            done += 1;
            onProgress?.({ done, total: jobs.length, run: results[i] });
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
    return results;
}
/** Run the suite and return the report; throws ConfigError for bad options or a broken task before any run starts. */
async function runBench(opts) {
    const started = Date.now();
    const runs = opts.runs ?? 1;
    const concurrency = Math.max(1, opts.concurrency ?? Math.min(4, external_node_os_default().availableParallelism()));
    if (opts.models.length === 0)
        throw new Error('runBench: give at least one model');
    const tasks = loadSuite({ dir: opts.tasksDir, filter: opts.tasks });
    if (opts.trajectoryDir)
        external_node_fs_default().mkdirSync(opts.trajectoryDir, { recursive: true });
    const jobs = [];
    for (const task of tasks)
        for (const model of opts.models)
            for (let run = 1; run <= runs; run++)
                jobs.push({ task, model, run });
    const tmpRoot = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-bench-'));
    let results;
    try {
        results = await runPool(jobs, concurrency, opts.onProgress, ({ task, model, run }) => runOne(task, model, run, tmpRoot, opts).catch((err) => crashedRun(task.id, model, run, err)));
    }
    finally {
        if (!opts.keepRepos)
            (0,remove_tree/* removeTree */.d)(tmpRoot);
    }
    return buildReport({
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        runsPerTask: runs,
        concurrency,
        tasks: tasks.map((t) => t.id),
        models: [...opts.models],
        runs: results,
    });
}

// EXTERNAL MODULE: ./src/process/run-folder.ts
var run_folder = __webpack_require__(2013);
// EXTERNAL MODULE: ./src/verify/run.ts + 1 modules
var verify_run = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/workspace/sandbox/index.ts + 20 modules
var workspace_sandbox = __webpack_require__(8666);
;// CONCATENATED MODULE: ./src/bench/diff.ts
/**
 * Reading the unified diffs of SWE-bench instances (`patch`, `test_patch`, as `git diff` writes them): which files a
 * patch touches, and each file's hunks, so the oracle can replay the gold patch through the engine's own tools.
 */
class DiffError extends Error {
    constructor(message) {
        super(message);
        this.name = 'DiffError';
    }
}
/** `a/src/x.py` → `src/x.py`; `/dev/null` → null; git's quoted form ("a/sp ace\t.py") unquoted. */
function diffPath(raw) {
    let p = raw.replace(/\t.*$/, '').trim();
    if (p === '/dev/null')
        return null;
    if (p.startsWith('"') && p.endsWith('"'))
        p = JSON.parse(p);
    return p.replace(/^[ab]\//, '');
}
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/** Split keeping each line's "\n" (the last line may have none). */
function lines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/** Parse one hunk starting at `lines[i]` (its header); returns the hunk and the index after it. */
function parseHunk(all, i, file) {
    const m = HUNK_HEADER.exec(all[i]);
    let oldLeft = m[2] === undefined ? 1 : Number(m[2]);
    let newLeft = m[4] === undefined ? 1 : Number(m[4]);
    const hunk = { oldStart: Number(m[1]), oldLines: [], newLines: [] };
    let j = i + 1;
    let last = null;
    while (j < all.length && (oldLeft > 0 || newLeft > 0 || all[j].startsWith('\\'))) {
        const line = all[j];
        const body = line.slice(1);
        if (line.startsWith('\\')) {
            // "\ No newline at end of file": the line before it has no line ending.
            const strip = (arr) => arr.length && (arr[arr.length - 1] = arr[arr.length - 1].replace(/\r?\n$/, ''));
            if (last === 'old' || last === 'both')
                strip(hunk.oldLines);
            if (last === 'new' || last === 'both')
                strip(hunk.newLines);
        }
        else if (line.startsWith(' ') || line === '\n') {
            hunk.oldLines.push(line === '\n' ? '\n' : body);
            hunk.newLines.push(line === '\n' ? '\n' : body);
            oldLeft--;
            newLeft--;
            last = 'both';
        }
        else if (line.startsWith('-')) {
            hunk.oldLines.push(body);
            oldLeft--;
            last = 'old';
        }
        else if (line.startsWith('+')) {
            hunk.newLines.push(body);
            newLeft--;
            last = 'new';
        }
        else {
            break;
        }
        j++;
    }
    if (oldLeft > 0 || newLeft > 0)
        throw new DiffError(`${file}: a hunk ends early (line ${i + 1} of the diff)`);
    return { hunk, next: j };
}
/** Every file a unified diff changes, in order. Throws DiffError for a diff it cannot read. */
function parseDiff(text) {
    const all = lines(text);
    const files = [];
    let cur = null;
    for (let i = 0; i < all.length;) {
        const line = all[i].replace(/\n$/, '');
        if (line.startsWith('diff --git ')) {
            const m = /^diff --git (\S+|"[^"]+") (\S+|"[^"]+")$/.exec(line);
            cur = {
                oldPath: m ? diffPath(m[1]) : null,
                newPath: m ? diffPath(m[2]) : null,
                binary: false,
                hunks: [],
            };
            files.push(cur);
            i++;
        }
        else if (cur && line.startsWith('new file mode')) {
            cur.oldPath = null;
            i++;
        }
        else if (cur && line.startsWith('deleted file mode')) {
            cur.newPath = null;
            i++;
        }
        else if (line.startsWith('--- ') && all[i + 1]?.startsWith('+++ ')) {
            if (!cur) {
                cur = { oldPath: null, newPath: null, binary: false, hunks: [] };
                files.push(cur);
            }
            cur.oldPath = diffPath(line.slice(4));
            cur.newPath = diffPath(all[i + 1].replace(/\n$/, '').slice(4));
            i += 2;
        }
        else if (cur && (line.startsWith('Binary files ') || line === 'GIT binary patch')) {
            cur.binary = true;
            i++;
        }
        else if (cur && HUNK_HEADER.test(line)) {
            const { hunk, next } = parseHunk(all, i, cur.newPath ?? cur.oldPath ?? '?');
            cur.hunks.push(hunk);
            i = next;
        }
        else {
            i++;
        }
    }
    return files;
}
/** The paths a diff touches (both sides of a rename), without duplicates. */
function touchedPaths(text) {
    const out = new Set();
    for (const f of parseDiff(text)) {
        if (f.oldPath)
            out.add(f.oldPath);
        if (f.newPath)
            out.add(f.newPath);
    }
    return [...out];
}

;// CONCATENATED MODULE: ./src/bench/gold.ts
/**
 * The gold patch of a SWE-bench instance as tool calls: each hunk becomes a `patch_file` whose `old_str` is the hunk's
 * old text, widened line by line until it occurs once in the file (the engine's patch_file wants a unique anchor);
 * a new file is a `create_file`, a deleted one an `rm` through `run_bash`. So `--model oracle` plays the reference
 * fix through the same tools a model uses, and a 100% oracle run proves the instances are judged right.
 */


const splitLines = (text) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
const occurrences = (text, part) => (part ? text.split(part).length - 1 : Infinity);
/** Where the hunk's old lines sit in `cur`: at the expected line if they match there, else the nearest match. */
function locate(cur, hunk, expected, file) {
    const n = hunk.oldLines.length;
    const matchesAt = (p) => hunk.oldLines.every((l, k) => cur[p + k] === l);
    if (n === 0)
        return Math.min(Math.max(expected, 0), cur.length);
    let best = -1;
    for (let p = 0; p + n <= cur.length; p++) {
        if (matchesAt(p) && (best < 0 || Math.abs(p - expected) < Math.abs(best - expected)))
            best = p;
    }
    if (best < 0)
        throw new DiffError(`${file}: the gold patch does not apply (hunk at line ${hunk.oldStart})`);
    return best;
}
/** One hunk on the file's current lines: the patch_file step and the file's lines afterwards. */
function hunkStep(cur, hunk, expected, file) {
    const at = locate(cur, hunk, expected, file);
    const end = at + hunk.oldLines.length;
    const text = cur.join('');
    let lo = at;
    let hi = end;
    while (occurrences(text, cur.slice(lo, hi).join('')) !== 1) {
        if (lo === 0 && hi === cur.length)
            throw new DiffError(`${file}: no unique anchor for the hunk at ${hunk.oldStart}`);
        lo = Math.max(0, lo - 1);
        hi = Math.min(cur.length, hi + 1);
    }
    const before = cur.slice(lo, at).join('');
    const afterCtx = cur.slice(end, hi).join('');
    const step = {
        name: 'patch_file',
        args: {
            path: file,
            old_str: cur.slice(lo, hi).join(''),
            new_str: before + hunk.newLines.join('') + afterCtx,
        },
    };
    return { step, after: [...cur.slice(0, at), ...hunk.newLines, ...cur.slice(end)] };
}
/**
 * The tool calls that turn the files `read(path)` returns (null: no such file) into the patched ones. Throws
 * DiffError for what the tools cannot express (binary files) or a patch that does not apply.
 */
function goldSteps(patch, read) {
    const steps = [];
    for (const f of parseDiff(patch)) {
        const label = f.newPath ?? f.oldPath ?? '?';
        if (f.binary)
            throw new DiffError(`${label}: a binary change cannot be replayed through the edit tools`);
        if (!f.oldPath) {
            steps.push({ name: 'create_file', args: { path: label, content: f.hunks.flatMap((h) => h.newLines).join('') } });
            continue;
        }
        if (!f.newPath) {
            steps.push({ name: 'run_bash', args: { command: `rm -f -- ${(0,parse/* shellQuote */.ZL)(f.oldPath)}` } });
            continue;
        }
        const original = read(f.oldPath);
        if (original === null)
            throw new DiffError(`${f.oldPath}: the gold patch changes a file that does not exist`);
        let cur = splitLines(original);
        const edits = [];
        let shift = 0;
        for (const hunk of f.hunks) {
            // A hunk that only adds (git diff -U0) counts its start as the line after which it inserts.
            const expected = hunk.oldStart - 1 + shift + (hunk.oldLines.length === 0 ? 1 : 0);
            const { step, after } = hunkStep(cur, hunk, expected, f.newPath);
            edits.push(step);
            shift += hunk.newLines.length - hunk.oldLines.length;
            cur = after;
        }
        if (f.oldPath === f.newPath)
            steps.push(...edits);
        else {
            // A rename: the new file whole, then the old one removed.
            steps.push({ name: 'create_file', args: { path: f.newPath, content: cur.join('') } });
            steps.push({ name: 'run_bash', args: { command: `rm -f -- ${(0,parse/* shellQuote */.ZL)(f.oldPath)}` } });
        }
    }
    return steps;
}

;// CONCATENATED MODULE: ./src/bench/instance-judge.ts
function aliases(id) {
    const out = [id];
    const parts = id.split(/\s+>\s+/).map((p) => p.trim());
    for (let k = 0; k < parts.length; k++) {
        const tail = parts.slice(k);
        if (k > 0)
            out.push(tail.join(' > '));
        if (tail.length > 1)
            out.push(tail.join(' '));
    }
    return out;
}
/** The status of one listed id among the runner's statuses, by the rules above; and which runner ids it used. */
function lookup(id, statuses, byAlias) {
    if (statuses.has(id))
        return [id];
    const viaAlias = byAlias.get(id);
    if (viaAlias?.length)
        return viaAlias;
    if (/^(Test|Example|Benchmark|Fuzz)\w*$/.test(id))
        return [...statuses.keys()].filter((r) => r.startsWith(`${id}/`));
    return [];
}
function judgeList(ids, statuses, byAlias, used) {
    const notPassed = [];
    for (const id of ids) {
        const found = lookup(id, statuses, byAlias);
        found.forEach((r) => used.add(r));
        if (found.length === 0)
            notPassed.push({ id, status: 'missing' });
        else if (found.some((r) => statuses.get(r) === 'fail'))
            notPassed.push({ id, status: 'fail' });
    }
    return { total: ids.length, passed: ids.length - notPassed.length, notPassed };
}
/** The verdict of one test run against an instance's lists. */
function judgeLists(report, failToPass, passToPass) {
    const statuses = new Map();
    // Ids compare after trimming: ava prints `✖ camelCase ` with a trailing space, an instance lists `camelCase`.
    for (const id of report.passingIds ?? [])
        statuses.set(id.trim(), 'pass');
    // A test both listed as passing and failing (a retry, a duplicate title) counts as failing.
    for (const id of report.failingIds)
        statuses.set(id.trim(), 'fail');
    const byAlias = new Map();
    for (const id of statuses.keys()) {
        for (const a of aliases(id).slice(1))
            byAlias.set(a, [...(byAlias.get(a) ?? []), id]);
    }
    const used = new Set();
    const trimmed = (ids) => ids.map((id) => id.trim());
    const f2p = judgeList(trimmed(failToPass), statuses, byAlias, used);
    const p2p = judgeList(trimmed(passToPass), statuses, byAlias, used);
    const note = report.passingIds === undefined
        ? `the ${report.runner} output names no passing test, so no listed test can be seen passing: ` +
            'give a test command whose reporter names every test (pytest -rA, go test -v, jest --verbose, vitest --reporter=verbose, mocha -R tap)'
        : undefined;
    return {
        failToPass: f2p,
        passToPass: p2p,
        resolved: f2p.passed === f2p.total && p2p.passed === p2p.total,
        ignored: [...statuses.keys()].filter((id) => !used.has(id)).length,
        ...(note ? { note } : {}),
    };
}

;// CONCATENATED MODULE: ./src/bench/instance-repos.ts
const GO = { setup: 'go mod download', test: 'go test -v {test_packages}' };
const REPO_COMMANDS = {
    // Go
    'caddyserver/caddy': GO,
    'gin-gonic/gin': GO,
    'gohugoio/hugo': GO,
    'hashicorp/terraform': GO,
    'prometheus/prometheus': GO,
    // JavaScript / TypeScript
    'axios/axios': { setup: 'npm install', test: 'npx mocha -R tap {test_files}' },
    'babel/babel': { setup: 'make bootstrap && make build', test: 'yarn jest {test_files} --verbose' },
    'facebook/docusaurus': { setup: 'yarn install', test: 'yarn test {test_files} --verbose' },
    'immutable-js/immutable-js': { setup: 'npm install && npm run build', test: 'npx jest {test_files} --verbose' },
    'mrdoob/three.js': { setup: 'npm install --ignore-scripts', test: 'npx qunit {test_files}' },
    'vuejs/core': { setup: 'pnpm install', test: 'pnpm run test {test_files} --no-watch --reporter=verbose' },
};

;// CONCATENATED MODULE: ./src/bench/instances.ts
/**
 * SWE-bench instance files (`--instances FILE.jsonl`): one instance per line, in the datasets' own format. Checked
 * with zod line by line, so a bad line fails before any clone with its line number and field; the setup and test
 * commands are resolved here too (the line's own, else the flags, else the per-repo table).
 */







/** FAIL_TO_PASS / PASS_TO_PASS: an array, or (as the Hugging Face datasets store them) a JSON-encoded array. */
const TestList = schemas/* preprocess */.vkY((value) => {
    if (typeof value !== 'string')
        return value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}, schemas/* array */.YOg(schemas/* string */.YjP().min(1), { message: 'must be a list of test ids (an array, or a JSON string of one)' }));
/** A string field; a missing one says so (zod's own words are "expected string, received undefined"). */
const instances_text = () => schemas/* string */.YjP({ error: (issue) => (issue.input === undefined ? 'missing' : 'must be a string') });
const InstanceSchema = schemas/* object */.Ikc({
    instance_id: instances_text().min(1),
    /** owner/name on GitHub (the clone URL comes from --git-url-template). */
    repo: instances_text().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, such as axios/axios'),
    base_commit: instances_text().regex(/^[0-9a-f]{7,40}$/i, 'must be a commit id (hex)'),
    /** The gold patch: the reference fix, played by --model oracle. */
    patch: instances_text(),
    /** The instance's tests, applied before the agent starts. */
    test_patch: instances_text().min(1),
    FAIL_TO_PASS: TestList,
    PASS_TO_PASS: TestList,
    /** The issue text the agent gets. */
    problem_statement: schemas/* string */.YjP().optional(),
    setup_command: schemas/* string */.YjP().min(1).optional(),
    test_command: schemas/* string */.YjP().min(1).optional(),
});
const CODE = /\.(py|[cm]?[jt]sx?|mts|cts|go)$/;
const TEST_NAME = /(^|\/)(tests?|__tests__|spec|specs)\/|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|\.(test|spec|tests)\.[cm]?[jt]sx?$/;
const NOT_RUNNABLE = /(^|\/)(conftest|__init__)\.py$|(^|\/)(__fixtures__|fixtures|testdata|__snapshots__)\//;
/** The test patch's files a runner can be handed: code files on a test path, not fixtures or conftest. */
function runnableTestFiles(files) {
    return files.filter((f) => CODE.test(f) && TEST_NAME.test(f) && !NOT_RUNNABLE.test(f));
}
/** `{test_files}` and `{test_packages}` filled in from the test patch's files. */
function expandCommand(template, testFiles) {
    const runnable = runnableTestFiles(testFiles);
    const packages = [
        ...new Set(runnable
            .filter((f) => f.endsWith('_test.go'))
            .map((f) => (external_node_path_default().posix.dirname(f) === '.' ? '.' : `./${external_node_path_default().posix.dirname(f)}`))),
    ];
    return template
        .replace(/\{test_files\}/g, runnable.map(parse/* shellQuote */.ZL).join(' '))
        .replace(/\{test_packages\}/g, packages.map(parse/* shellQuote */.ZL).join(' '));
}
function problems(error) {
    return error.issues.map((i) => `${i.path.join('.') || '(line)'}: ${i.message}`).join('; ');
}
/** Check one parsed line and resolve its commands; throws ConfigError naming the line and field. */
function toBenchInstance(value, source, defaults = {}) {
    const parsed = InstanceSchema.safeParse(value);
    if (!parsed.success)
        throw new errors/* ConfigError */.x(`${source}: ${problems(parsed.error)}`);
    const inst = parsed.data;
    let testFiles;
    try {
        testFiles = touchedPaths(inst.test_patch);
    }
    catch (err) {
        throw new errors/* ConfigError */.x(`${source}: test_patch is not a readable diff: ${err.message}`);
    }
    if (testFiles.length === 0)
        throw new errors/* ConfigError */.x(`${source}: test_patch changes no file (is it a unified diff?)`);
    if (inst.FAIL_TO_PASS.length === 0)
        throw new errors/* ConfigError */.x(`${source}: FAIL_TO_PASS is empty; nothing would judge it`);
    const table = REPO_COMMANDS[inst.repo];
    const template = inst.test_command ?? defaults.testCommand ?? table?.test;
    if (!template) {
        throw new errors/* ConfigError */.x(`${source}: no test command for ${inst.repo}: add "test_command" to the line, or pass --test-command CMD ` +
            '(it may use {test_files} and {test_packages})');
    }
    const setup = inst.setup_command ?? defaults.setupCommand ?? table?.setup;
    return {
        ...inst,
        source,
        testCommand: expandCommand(template, testFiles),
        ...(setup ? { setupCommand: expandCommand(setup, testFiles) } : {}),
        testFiles,
    };
}
/**
 * Every instance of a JSONL file (blank lines skipped). Throws ConfigError for an unreadable file, a line that is not
 * JSON, a missing or malformed field (line and field named), or a repeated instance_id.
 */
function loadInstances(file, defaults = {}) {
    let text;
    try {
        text = external_node_fs_default().readFileSync(file, 'utf8');
    }
    catch (err) {
        throw new errors/* ConfigError */.x(`--instances ${file} could not be read: ${err.message}`);
    }
    const out = [];
    const seen = new Set();
    text.split('\n').forEach((line, i) => {
        if (!line.trim())
            return;
        const source = `${external_node_path_default().basename(file)}:${i + 1}`;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch (err) {
            throw new errors/* ConfigError */.x(`${source}: not a JSON object (${err.message}); --instances takes JSONL, one instance per line`);
        }
        const inst = toBenchInstance(value, source, defaults);
        if (seen.has(inst.instance_id))
            throw new errors/* ConfigError */.x(`${source}: instance_id ${inst.instance_id} appears twice`);
        seen.add(inst.instance_id);
        out.push(inst);
    });
    if (out.length === 0)
        throw new errors/* ConfigError */.x(`--instances ${file} holds no instance (one JSON object per line)`);
    return out;
}
/** The clone URL of `repo` from a template with `{repo}` (owner/name), `{owner}` and `{name}`. */
function cloneUrl(template, repo) {
    const [owner, name] = repo.split('/');
    return template
        .replace(/\{repo\}/g, repo)
        .replace(/\{owner\}/g, owner)
        .replace(/\{name\}/g, name);
}

;// CONCATENATED MODULE: ./src/bench/instance-harness.ts
/**
 * `runInstanceBench`: SWE-bench instances through the real engine. Per run: a clone of the instance's repository at
 * its base commit, with its test_patch committed on top (the agent sees the tests, and may not edit them); the engine
 * (`runPipeline`, as `agent-fix run` runs it) with the instance's setup and test commands; then the judging run of the
 * test command, read by src/verify and compared with the instance's FAIL_TO_PASS and PASS_TO_PASS lists.
 */





















const DEFAULT_GIT_URL_TEMPLATE = 'https://github.com/{repo}.git';
/** Cloning a large repository (terraform, hugo) takes minutes. */
const CLONE_TIMEOUT_MS = 30 * 60_000;
const instance_harness_OUTPUT_KEPT = 4_000;
/** As the engine's setup. */
const SETUP_TIMEOUT_MS = 20 * 60_000;
const instance_harness_safeName = (s) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
/**
 * One bare clone per repository, shared by every run of its instances (each run clones it locally, which is fast);
 * a base commit that no branch or tag reaches is fetched by id. Calls for one repository run one after another.
 */
class RepoCache {
    root;
    template;
    locks = new Map();
    constructor(root, template) {
        this.root = root;
        this.template = template;
    }
    serial(repo, fn) {
        const result = (this.locks.get(repo) ?? Promise.resolve()).then(fn, fn);
        this.locks.set(repo, result.catch(() => undefined));
        return result;
    }
    /** The bare clone's path, with `commit` in it. */
    get(repo, commit) {
        return this.serial(repo, async () => {
            const dir = external_node_path_default().join(this.root, `${instance_harness_safeName(repo)}.git`);
            const url = cloneUrl(this.template, repo);
            if (!external_node_fs_default().existsSync(dir)) {
                try {
                    await (0,git/* git */.$Y)(this.root, ['clone', '-q', '--bare', url, dir], { timeoutMs: CLONE_TIMEOUT_MS });
                }
                catch (err) {
                    (0,remove_tree/* removeTree */.d)(dir);
                    throw new Error(`could not clone ${url}: ${err.message}. Check --git-url-template (e.g. 'file:///mirrors/{repo}.git')`, { cause: err });
                }
            }
            if (!(await hasCommit(dir, commit))) {
                await (0,git/* git */.$Y)(dir, ['fetch', '-q', url, commit], { timeoutMs: CLONE_TIMEOUT_MS }).catch((err) => {
                    throw new Error(`base_commit ${commit} is not in ${url}: ${err.message}`, { cause: err });
                });
            }
            return dir;
        });
    }
}
async function hasCommit(dir, commit) {
    try {
        await (0,git/* git */.$Y)(dir, ['cat-file', '-e', `${commit}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/** A work tree at the base commit with the test patch committed; returns the tree's path and that commit. */
async function prepareInstance(inst, cache, parent) {
    const mirror = await cache.get(inst.repo, inst.base_commit);
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(parent, `${instance_harness_safeName(inst.instance_id)}-`));
    await (0,git/* git */.$Y)(parent, ['clone', '-q', '--no-checkout', mirror, dir], { timeoutMs: CLONE_TIMEOUT_MS });
    await (0,git/* git */.$Y)(dir, ['checkout', '-q', '--detach', inst.base_commit], { timeoutMs: CLONE_TIMEOUT_MS });
    await (0,git/* git */.$Y)(dir, ['remote', 'remove', 'origin']);
    try {
        await (0,git/* git */.$Y)(dir, ['apply', '--whitespace=nowarn', '-'], { input: inst.test_patch });
    }
    catch (err) {
        throw new Error(`${inst.source}: test_patch does not apply to ${inst.base_commit}: ${err.message}`, {
            cause: err,
        });
    }
    await (0,git/* git */.$Y)(dir, ['add', '-A']);
    await (0,git/* git */.$Y)(dir, ['commit', '-q', '--no-verify', '-m', `${inst.instance_id}: the instance's tests (test_patch)`]);
    return { dir, head: (await (0,git/* git */.$Y)(dir, ['rev-parse', 'HEAD'])).trim() };
}
/** The oracle's tool calls: the gold patch against the files at `head`, read from git objects. */
async function oracleFor(model, inst, dir, head) {
    const variant = oracleVariant(model);
    if (variant === 'early')
        return scriptedModel(model, [{ name: 'finish', args: { summary: 'Done.' } }]);
    if (variant !== 'solve')
        return undefined;
    const files = new Map();
    for (const f of parseDiff(inst.patch)) {
        if (!f.oldPath || files.has(f.oldPath))
            continue;
        files.set(f.oldPath, await (0,git/* git */.$Y)(dir, ['cat-file', 'blob', `${head}:${f.oldPath}`]).catch(() => null));
    }
    const steps = goldSteps(inst.patch, (p) => files.get(p) ?? null);
    return scriptedModel(model, [
        ...steps,
        { name: 'run_tests', args: {} },
        { name: 'finish', args: { summary: `Applied the gold patch of ${inst.instance_id}.` } },
    ]);
}
/**
 * The test_patch files as the instance wrote them, whatever the run did to them (SWE-bench, too, resets the test
 * files before it judges): listed when they differ, then checked out of `head` (or removed, where the patch deletes).
 */
async function restoreTestFiles(inst, dir, head) {
    const tracked = (await (0,git/* git */.$Y)(dir, ['diff', '--name-only', '-z', head, '--', ...inst.testFiles])).split('\0');
    const untracked = (await (0,git/* git */.$Y)(dir, ['ls-files', '--others', '-z', '--', ...inst.testFiles])).split('\0');
    const changed = [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
    if (changed.length === 0)
        return [];
    const inHead = (await (0,git/* git */.$Y)(dir, ['ls-tree', '-r', '--name-only', '-z', head, '--', ...changed]))
        .split('\0')
        .filter(Boolean);
    if (inHead.length)
        await (0,git/* git */.$Y)(dir, ['checkout', head, '--', ...inHead]);
    const gone = changed.filter((f) => !inHead.includes(f));
    if (gone.length)
        await (0,git/* git */.$Y)(dir, ['rm', '-q', '-f', '--ignore-unmatch', '--cached', '--', ...gone]);
    if (gone.length)
        await (0,git/* git */.$Y)(dir, ['clean', '-q', '-f', '--', ...gone]);
    return changed;
}
/**
 * The judging run: the instance's test command, every test named (PYTEST_ADDOPTS -rA…, GOFLAGS -v). It runs in a
 * sandbox of the engine's mode, as the engine's own test runs do, with the network on and the setup command run again
 * first: the caches the engine's setup filled (Go modules, pip's user site) lived in that run's private home, and
 * SWE-bench, too, judges in an environment with the dependencies installed.
 */
async function judgeInstance(inst, dir, head, config) {
    const testFilesChanged = await restoreTestFiles(inst, dir, head);
    // Its sandbox's home lives in the run folder, which engine runs beside it (--concurrency) share: held until it ends.
    const closeRunFolder = (0,run_folder/* openRunFolder */.iN)();
    try {
        return await judgeInSandbox(inst, dir, config, testFilesChanged);
    }
    finally {
        closeRunFolder();
    }
}
async function judgeInSandbox(inst, dir, config, testFilesChanged) {
    // The judge's own run of a benchmark instance: its setup keeps the runner's network, as the commands do.
    const sandbox = await (0,workspace_sandbox/* prepareSandbox */.D_)({
        mode: config.sandbox,
        root: dir,
        network: true,
        setup: { network: 'all', fork: false },
    });
    try {
        if (inst.setupCommand) {
            const setup = await (0,exec/* runCommand */.d1)(inst.setupCommand, {
                cwd: dir,
                env: (0,env/* childEnv */.g)(),
                wrap: sandbox.setupWrap,
                timeoutMs: SETUP_TIMEOUT_MS,
                maxOutputChars: 20_000,
            });
            if (setup.exitCode !== 0) {
                throw new Error(`the setup command \`${inst.setupCommand}\` failed before the judging run (exit ${setup.exitCode}): ${setup.output.slice(-1000)}`);
            }
        }
        const run = await (0,verify_run/* runTestCommand */.z)(inst.testCommand, {
            cwd: dir,
            timeoutMs: config.testTimeoutSec * 1000,
            listTests: true,
            wrap: sandbox.wrap,
        });
        return {
            ...judgeLists(run, inst.FAIL_TO_PASS, inst.PASS_TO_PASS),
            command: run.command,
            exitCode: run.exitCode,
            timedOut: run.timedOut,
            runner: run.runner,
            testFilesChanged,
            output: run.output.slice(-instance_harness_OUTPUT_KEPT),
        };
    }
    finally {
        sandbox.dispose();
    }
}
async function instance_harness_runOne(inst, model, run, ctx) {
    const { opts } = ctx;
    const started = Date.now();
    const { dir, head } = await prepareInstance(inst, ctx.cache, ctx.tmpRoot);
    const tag = `${inst.instance_id} · ${model}${(opts.runs ?? 1) > 1 ? ` #${run}` : ''}`;
    try {
        const injected = opts.modelFactory?.(model, inst) ?? (await oracleFor(model, inst, dir, head));
        const config = schema/* RunConfigSchema */.Zp.parse({
            ...opts.engine,
            repo: dir,
            task: inst.problem_statement?.trim() || `Make the failing tests of ${inst.instance_id} pass.`,
            testCommand: inst.testCommand,
            ...(inst.setupCommand ? { setupCommand: inst.setupCommand } : {}),
            model,
            protectedPaths: inst.testFiles,
            ...(opts.trajectoryDir
                ? {
                    trajectoryPath: external_node_path_default().join(opts.trajectoryDir, `${instance_harness_safeName(inst.instance_id)}.${instance_harness_safeName(model)}.${run}.jsonl`),
                }
                : {}),
        });
        let result;
        let crash;
        try {
            result = await (0,pipeline/* runPipeline */.aI)(config, {
                ...(injected ? { model: injected } : {}),
                onProgress: opts.onEngineLine ? (line) => opts.onEngineLine(`[${tag}] ${line}`) : undefined,
            });
        }
        catch (err) {
            crash = err.message;
            opts.onEngineLine?.(`[${tag}] engine failed: ${crash}`);
        }
        // Judged whatever the engine said: SWE-bench judges by the lists alone, and the numbers show how close it came.
        let lists;
        let judgeFailure;
        try {
            lists = await judgeInstance(inst, dir, head, config);
        }
        catch (err) {
            judgeFailure = `the judging run could not run: ${err.message}`;
        }
        const engineStatus = result ? (0,pipeline/* contractStatus */.fh)(result.status) : 'crashed';
        const resolved = lists?.resolved ?? false;
        const reason = resolved
            ? undefined
            : [lists ? listsReason(lists) : judgeFailure, crash ? `engine failed: ${crash}` : ''].filter(Boolean).join('; ');
        return {
            task: inst.instance_id,
            model,
            run,
            resolved,
            engineStatus,
            ...(reason ? { reason } : {}),
            hidden: null,
            ...(lists ? { lists } : {}),
            protectedChanged: lists?.testFilesChanged ?? [],
            turns: result?.turns ?? 0,
            usage: result?.usage ?? (0,types/* zeroUsage */.My)(),
            costUsd: result?.costUsd ?? null,
            wallMs: result?.durationMs ?? Date.now() - started,
            toolErrors: result?.toolErrors ?? 0,
            changedFiles: result?.changedFiles.map((f) => f.path) ?? [],
        };
    }
    finally {
        if (!opts.keepRepos)
            (0,remove_tree/* removeTree */.d)(dir);
    }
}
/** Run every (instance, model, run) and return the report; crashes become unresolved runs with the reason. */
async function runInstanceBench(opts) {
    const started = Date.now();
    const runs = opts.runs ?? 1;
    const concurrency = Math.max(1, opts.concurrency ?? Math.min(4, external_node_os_default().availableParallelism()));
    if (opts.models.length === 0)
        throw new Error('runInstanceBench: give at least one model');
    if (opts.instances.length === 0)
        throw new errors/* ConfigError */.x('no SWE-bench instance to run');
    if (opts.trajectoryDir)
        external_node_fs_default().mkdirSync(opts.trajectoryDir, { recursive: true });
    const jobs = opts.instances.flatMap((inst) => opts.models.flatMap((model) => Array.from({ length: runs }, (_, i) => ({ inst, model, run: i + 1 }))));
    const tmpRoot = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-swebench-'));
    const cache = new RepoCache(external_node_fs_default().mkdtempSync(external_node_path_default().join(tmpRoot, 'mirrors-')), opts.gitUrlTemplate ?? DEFAULT_GIT_URL_TEMPLATE);
    let results;
    try {
        results = await runPool(jobs, concurrency, opts.onProgress, ({ inst, model, run }) => instance_harness_runOne(inst, model, run, { cache, tmpRoot, opts }).catch((err) => crashedRun(inst.instance_id, model, run, err)));
    }
    finally {
        if (!opts.keepRepos)
            (0,remove_tree/* removeTree */.d)(tmpRoot);
    }
    return buildReport({
        kind: 'instances',
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        runsPerTask: runs,
        concurrency,
        tasks: opts.instances.map((i) => i.instance_id),
        models: [...opts.models],
        runs: results,
    });
}

;// CONCATENATED MODULE: ./src/bench/progress.ts
class ProgressBar {
    total;
    stream;
    width;
    done = 0;
    started = Date.now();
    constructor(total, stream = process.stderr, width = 24) {
        this.total = total;
        this.stream = stream;
        this.width = width;
    }
    /** Count one finished run and show it. */
    tick(label) {
        this.done += 1;
        const filled = this.total ? Math.round((this.done / this.total) * this.width) : this.width;
        const bar = `[${'#'.repeat(filled)}${'-'.repeat(this.width - filled)}] ${this.done}/${this.total}`;
        const elapsed = `${Math.round((Date.now() - this.started) / 1000)}s`;
        const line = `${bar} ${elapsed} ${label}`;
        if (this.stream.isTTY) {
            const max = (this.stream.columns ?? 100) - 1;
            this.stream.write(`\r\x1b[K${line.length > max ? line.slice(0, max) : line}`);
            if (this.done === this.total)
                this.stream.write('\n');
        }
        else {
            this.stream.write(`${line}\n`);
        }
    }
}

;// CONCATENATED MODULE: ./src/bench/command.ts
/**
 * `agent-fix bench`: flags → runBench → a markdown table (or one JSON object with --json) on stdout, a progress bar on
 * stderr. Exit 0 when every run resolved, 1 when any did not, 2 for a usage or configuration problem.
 */














const BENCH_HELP = `agent-fix bench: run the agent on a suite of small tasks and compare models by resolve rate, turns, tokens, cost and time.

Usage:
  agent-fix bench [--model M ...] [--tasks GLOB | --instances FILE.jsonl] [--runs K] [--concurrency N] [--json]

Options:
  --model M            model to bench; repeat (or comma-separate) to compare several (default: $AGENT_MODEL, else ${schema/* DEFAULTS */.zY.model}).
                       "oracle" plays each task's reference solution through the real tools (no key, no network)
  --tasks GLOB         task ids to run, comma-separated globs such as "py-*,js-range-*" (default: all)
  --instances FILE     run SWE-bench instances instead: JSONL in SWE-bench's format (instance_id, repo, base_commit,
                       patch, test_patch, FAIL_TO_PASS, PASS_TO_PASS; optional problem_statement, setup_command,
                       test_command), judged by each instance's own FAIL_TO_PASS and PASS_TO_PASS lists.
                       "oracle" applies the gold patch; "oracle:early" changes nothing
  --git-url-template T where --instances repositories are cloned from; {repo} is owner/name
                       (default https://github.com/{repo}.git; mirrors: 'file:///mirrors/{repo}.git')
  --test-command CMD   with --instances: the test command of instances without test_command (before the built-in
                       table of SWE-bench Multilingual's JS/TS/Go repositories); {test_files} and {test_packages}
                       are the test_patch's test files and Go packages
  --setup-command CMD  with --instances: the same for setup_command (dependencies; runs with the network on)
  --runs K             runs of each task per model (default 1)
  --concurrency N      runs at once (default: min(4, CPUs); on GitHub Models at most 2, its limit)
  --json               print the whole report as one JSON object instead of the table
  --max-turns N        model turns per run (default ${settings/* SETTINGS */.yy['max-turns'].default})
  --max-cost USD       stop a run when it has cost this much
  --base-url URL       OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else OpenAI; GitHub Models with
                       $GITHUB_TOKEN when OPENAI_API_KEY is unset)
  --sandbox MODE       auto | bwrap | none (default auto)
  --tool-protocol MODE auto | native | json, as for agent-fix run (json: for endpoints without tool calling)
  --tasks-dir DIR      a task suite other than the bundled bench/tasks
  --trajectory-dir DIR write every run's trajectory there as JSONL
  --list               list the tasks (or the instances with their commands) and exit
  --verbose            print the engine's progress lines on stderr

A task run counts as resolved only when the engine's own final test run passed AND the task's hidden tests (which the
agent never sees) pass AND no protected file changed. An instance run counts as resolved, as in SWE-bench, when every
FAIL_TO_PASS and PASS_TO_PASS test passes after the agent (tests in neither list are ignored).
`;
const OPTIONS = {
    model: { type: 'string', multiple: true },
    tasks: { type: 'string' },
    instances: { type: 'string' },
    'git-url-template': { type: 'string' },
    'test-command': { type: 'string' },
    'setup-command': { type: 'string' },
    runs: { type: 'string' },
    concurrency: { type: 'string' },
    json: { type: 'boolean' },
    'max-turns': { type: 'string' },
    'max-cost': { type: 'string' },
    'base-url': { type: 'string' },
    sandbox: { type: 'string' },
    'tool-protocol': { type: 'string' },
    'tasks-dir': { type: 'string' },
    'trajectory-dir': { type: 'string' },
    list: { type: 'boolean' },
    verbose: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
function positive(flag, value, integer) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
        throw new errors/* ConfigError */.x(`${flag} must be a positive ${integer ? 'whole ' : ''}number, got "${value}"`);
    }
    return n;
}
/** The bundled (or --tasks-dir) suite, or the SWE-bench instances of --instances, checked before anything runs. */
function benchSource(values) {
    const instanceFlags = ['git-url-template', 'test-command', 'setup-command'];
    if (!values.instances) {
        const stray = instanceFlags.find((f) => values[f] !== undefined);
        if (stray)
            throw new errors/* ConfigError */.x(`--${stray} applies to --instances only; give --instances FILE.jsonl`);
        return {};
    }
    if (values.tasks !== undefined || values['tasks-dir'] !== undefined) {
        throw new errors/* ConfigError */.x('--instances runs the SWE-bench instances of its file; --tasks and --tasks-dir select bundled tasks: give one or the other (select instances by filtering the JSONL, e.g. with jq)');
    }
    const template = values['git-url-template'] ?? DEFAULT_GIT_URL_TEMPLATE;
    if (!/\{(repo|name)\}/.test(template)) {
        throw new errors/* ConfigError */.x(`--git-url-template must contain {repo} (owner/name), got "${template}"`);
    }
    const instances = loadInstances(values.instances, {
        ...(values['test-command'] ? { testCommand: values['test-command'] } : {}),
        ...(values['setup-command'] ? { setupCommand: values['setup-command'] } : {}),
    });
    return { instances, gitUrlTemplate: template };
}
/** Instances know two oracles (the gold patch, and no change); a model needs the issue text. */
function checkInstanceModels(models, instances) {
    for (const m of models) {
        const variant = oracleVariant(m);
        if (variant && variant !== 'solve' && variant !== 'early') {
            throw new errors/* ConfigError */.x(`--model ${m} needs a bench task's scripted edits; with --instances use oracle (the gold patch) or oracle:early (no change)`);
        }
    }
    if (models.every((m) => oracleVariant(m)))
        return;
    const bare = instances.find((i) => !i.problem_statement?.trim());
    if (bare) {
        throw new errors/* ConfigError */.x(`${bare.source}: problem_statement is missing, and the model needs the issue text; add it to the line (SWE-bench's datasets carry it) or use --model oracle`);
    }
}
function parseBenchArgs(argv) {
    try {
        return (0,external_node_util_.parseArgs)({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
    }
    catch (err) {
        throw new errors/* ConfigError */.x((0,cli_args.optionError)(err, Object.keys(OPTIONS), 'agent-fix bench --help'));
    }
}
/** --list: the instances with their commands, or the suite's tasks with their tags. */
function listBench(source, values, io) {
    if (source.instances) {
        for (const i of source.instances)
            io.stdout.write(`${i.instance_id}\t${i.repo}\t${i.testCommand}\n`);
    }
    else {
        for (const t of loadSuite({ dir: values['tasks-dir'], filter: values.tasks }))
            io.stdout.write(`${t.id}\t${t.tags.join(',')}\n`);
    }
}
/**
 * The models to bench (--model, repeatable or comma-separated; else $AGENT_MODEL; else the endpoint's default), the
 * endpoint they run on, and those of them that need an API key (all but the oracles and replays).
 */
function benchModels(values, env) {
    const given = (values.model ?? (env.AGENT_MODEL ? [env.AGENT_MODEL] : []))
        .flatMap((m) => m.split(','))
        .map((m) => m.trim())
        .filter(Boolean);
    if (values.model && given.length === 0)
        throw new errors/* ConfigError */.x('--model is empty; name a model such as gpt-4.1, or oracle');
    const offline = given.length > 0 && given.every((m) => oracleVariant(m) || m.startsWith('replay:'));
    // Same rule as agent-fix run: OPENAI_API_KEY, else GitHub Models with GITHUB_TOKEN (and the token nowhere else).
    const endpoint = offline
        ? {
            model: undefined,
            baseUrl: values['base-url'] ?? (env.OPENAI_BASE_URL || undefined),
            apiKey: env.OPENAI_API_KEY || undefined,
        }
        : (0,cli_args.modelEndpoint)(undefined, values['base-url'] ?? (env.OPENAI_BASE_URL || undefined), env);
    const models = given.length ? given : [endpoint.model ?? schema/* DEFAULTS */.zY.model];
    const needsKey = models.filter((m) => !oracleVariant(m) && !m.startsWith('replay:'));
    if (needsKey.length && !endpoint.apiKey) {
        throw new errors/* ConfigError */.x(`no API key for ${needsKey.join(', ')}: set OPENAI_API_KEY (and OPENAI_BASE_URL for another endpoint), or GITHUB_TOKEN for GitHub Models, or use --model oracle`);
    }
    return { models, needsKey, endpoint };
}
/** --sandbox and --tool-protocol name modes that exist. */
function checkModes(values) {
    if (values.sandbox !== undefined && !schema/* SandboxMode */.vq.safeParse(values.sandbox).success) {
        throw new errors/* ConfigError */.x(`--sandbox must be auto, bwrap or none, got "${values.sandbox}"`);
    }
    const toolProtocol = values['tool-protocol'];
    if (toolProtocol !== undefined && !['auto', 'native', 'json'].includes(toolProtocol)) {
        throw new errors/* ConfigError */.x(`--tool-protocol must be auto, native or json, got "${toolProtocol}"`);
    }
}
/** Runs at once: --concurrency, else no more than the endpoint allows (more only turn into 429s). */
function runsAtOnce(concurrency, profile) {
    return (concurrency ??
        (profile?.concurrency !== undefined
            ? Math.min(profile.concurrency, Math.min(4, external_node_os_default().availableParallelism()))
            : undefined));
}
/** Warns on stderr when the bench may make more requests than the endpoint allows in a day. */
function warnDailyLimit(profile, plan, io) {
    if (profile?.requestsPerDay === undefined)
        return;
    const { taskCount, runs, maxTurns, keyedModels } = plan;
    const planned = taskCount * keyedModels * runs * (maxTurns ?? settings/* SETTINGS */.yy['max-turns'].default);
    if (planned <= profile.requestsPerDay)
        return;
    io.stderr.write(`warning: this bench may make up to ${planned} requests (${taskCount} tasks × ${runs} run(s) × ${maxTurns ?? settings/* SETTINGS */.yy['max-turns'].default} max turns` +
        `${keyedModels > 1 ? ` × ${keyedModels} models` : ''}), more than ${profile.label} allows in a day (${profile.requestsPerDay} for ` +
        `openai/gpt-4.1 on Free and Pro; 100 on Business, 150 on Enterprise). Runs after the daily limit stop unresolved. ` +
        'Plan fewer with --tasks, --runs or --max-turns.\n');
}
/** The engine settings every run shares: only those given. */
function engineOptions(endpoint, values, limits) {
    const { apiKey, baseUrl } = endpoint;
    const { maxTurns, maxCostUsd } = limits;
    const toolProtocol = values['tool-protocol'];
    return {
        ...(apiKey ? { apiKey } : {}),
        ...('apiKeySource' in endpoint && endpoint.apiKeySource ? { apiKeySource: endpoint.apiKeySource } : {}),
        ...(baseUrl ? { baseUrl } : {}),
        ...(maxTurns ? { maxTurns } : {}),
        ...(maxCostUsd ? { maxCostUsd } : {}),
        ...(values.sandbox ? { sandbox: values.sandbox } : {}),
        ...(toolProtocol ? { toolProtocol: toolProtocol } : {}),
    };
}
async function benchCommand(argv, io = { stdout: process.stdout, stderr: process.stderr, env: process.env }) {
    const values = parseBenchArgs(argv);
    if (values.help) {
        io.stdout.write(BENCH_HELP);
        return 0;
    }
    const source = benchSource(values);
    if (values.list) {
        listBench(source, values, io);
        return 0;
    }
    const { models, needsKey, endpoint } = benchModels(values, io.env);
    checkModes(values);
    const runs = positive('--runs', values.runs, true) ?? 1;
    const concurrency = positive('--concurrency', values.concurrency, true);
    const maxTurns = positive('--max-turns', values['max-turns'], true);
    const maxCostUsd = positive('--max-cost', values['max-cost'], false);
    if (source.instances)
        checkInstanceModels(models, source.instances);
    // Loading first makes a bad --tasks fail before the bar is drawn.
    const taskCount = source.instances?.length ?? loadSuite({ dir: values['tasks-dir'], filter: values.tasks }).length;
    const profile = needsKey.length ? (0,model_endpoint/* endpointProfile */.li)(endpoint.baseUrl, io.env) : undefined;
    warnDailyLimit(profile, { taskCount, runs, maxTurns, keyedModels: needsKey.length }, io);
    const bar = new ProgressBar(taskCount * models.length * runs, io.stderr);
    const common = {
        models,
        runs,
        concurrency: runsAtOnce(concurrency, profile),
        trajectoryDir: values['trajectory-dir'],
        engine: engineOptions(endpoint, values, { maxTurns, maxCostUsd }),
        onProgress: ({ run }) => bar.tick(`${run.task} · ${run.model} · ${run.resolved ? 'resolved' : 'unresolved'}`),
        ...(values.verbose ? { onEngineLine: (line) => io.stderr.write(`${line}\n`) } : {}),
    };
    const report = source.instances
        ? await runInstanceBench({ ...common, instances: source.instances, gitUrlTemplate: source.gitUrlTemplate })
        : await runBench({ ...common, tasks: values.tasks, tasksDir: values['tasks-dir'] });
    io.stdout.write(values.json ? `${toJson(report)}\n` : renderMarkdown(report));
    return report.runs.every((r) => r.resolved) ? 0 : 1;
}


/***/ })

};
