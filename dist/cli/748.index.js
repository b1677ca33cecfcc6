export const id = 748;
export const ids = [748];
export const modules = {

/***/ 53748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BENCH_HELP: () => (/* binding */ BENCH_HELP),
  benchCommand: () => (/* binding */ benchCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/config/cli-args.ts
var cli_args = __webpack_require__(27668);
// EXTERNAL MODULE: ./src/model/endpoint.ts
var model_endpoint = __webpack_require__(42024);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/config/schema.ts
var schema = __webpack_require__(90131);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/pipeline.ts + 17 modules
var pipeline = __webpack_require__(27929);
// EXTERNAL MODULE: ./src/model/types.ts
var types = __webpack_require__(40440);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
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
var tokens = __webpack_require__(82977);
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
    constructor(task, variant) {
        this.name = variant === 'solve' ? 'oracle' : `oracle:${variant}`;
        this.steps = script(task, variant);
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
    return new OracleModel(task, variant);
}

// EXTERNAL MODULE: ./src/process/exec.ts + 138 modules
var exec = __webpack_require__(56203);
// EXTERNAL MODULE: ./src/security/env.ts
var env = __webpack_require__(13497);
// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
// EXTERNAL MODULE: ./src/verify/parse.ts + 7 modules
var parse = __webpack_require__(93250);
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
    const r = await (0,exec/* runCommand */.d1)(command, { cwd, env: (0,env/* childEnv */.g)(), timeoutMs: HIDDEN_TIMEOUT_MS, maxOutputChars: 20_000 });
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
        fs.rmSync(before, { recursive: true, force: true });
        fs.rmSync(after, { recursive: true, force: true });
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
/** The markdown report: per task and model (runs aggregated), then the totals per model. */
function renderMarkdown(report) {
    const out = [];
    const many = report.runsPerTask > 1;
    out.push(`## agent-fix bench: ${report.tasks.length} tasks × ${report.models.length} model(s) × ${report.runsPerTask} run(s)`);
    out.push('');
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
    out.push(`Wall time of the whole bench: ${secs(report.durationMs)} (concurrency ${report.concurrency}). Resolved means the engine's own final test run passed AND the hidden fail-to-pass and pass-to-pass tests passed, with no protected file changed.`);
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
            result = await (0,pipeline.runPipeline)(config, {
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
            external_node_fs_default().rmSync(repo, { recursive: true, force: true });
    }
}
/** A run that could not even start (e.g. the task could not be copied or committed): unresolved, with the reason. */
function crashedRun(task, model, run, err) {
    return {
        task: task.id,
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
    const results = new Array(jobs.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
        while (next < jobs.length) {
            const i = next++;
            const { task, model, run } = jobs[i];
            results[i] = await runOne(task, model, run, tmpRoot, opts).catch((err) => crashedRun(task, model, run, err));
            done += 1;
            opts.onProgress?.({ done, total: jobs.length, run: results[i] });
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
    }
    finally {
        if (!opts.keepRepos)
            external_node_fs_default().rmSync(tmpRoot, { recursive: true, force: true });
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
  agent-fix bench [--model M ...] [--tasks GLOB] [--runs K] [--concurrency N] [--json]

Options:
  --model M            model to bench; repeat (or comma-separate) to compare several (default: $AGENT_MODEL, else ${schema/* DEFAULTS */.zY.model}).
                       "oracle" plays each task's reference solution through the real tools (no key, no network)
  --tasks GLOB         task ids to run, comma-separated globs such as "py-*,js-range-*" (default: all)
  --runs K             runs of each task per model (default 1)
  --concurrency N      runs at once (default: min(4, CPUs); on GitHub Models at most 2, its limit)
  --json               print the whole report as one JSON object instead of the table
  --max-turns N        model turns per run (default ${schema/* DEFAULTS */.zY.maxTurns})
  --max-cost USD       stop a run when it has cost this much
  --base-url URL       OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else OpenAI; GitHub Models with
                       $GITHUB_TOKEN when OPENAI_API_KEY is unset)
  --sandbox MODE       auto | bwrap | none (default auto)
  --tool-protocol MODE auto | native | json, as for agent-fix run (json: for endpoints without tool calling)
  --tasks-dir DIR      a task suite other than the bundled bench/tasks
  --trajectory-dir DIR write every run's trajectory there as JSONL
  --list               list the tasks and exit
  --verbose            print the engine's progress lines on stderr

A run counts as resolved only when the engine's own final test run passed AND the task's hidden tests (which the
agent never sees) pass AND no protected file changed.
`;
const OPTIONS = {
    model: { type: 'string', multiple: true },
    tasks: { type: 'string' },
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
async function benchCommand(argv, io = { stdout: process.stdout, stderr: process.stderr, env: process.env }) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
    }
    catch (err) {
        throw new errors/* ConfigError */.x(`${err.message}. See agent-fix bench --help`);
    }
    if (values.help) {
        io.stdout.write(BENCH_HELP);
        return 0;
    }
    if (values.list) {
        for (const t of loadSuite({ dir: values['tasks-dir'], filter: values.tasks }))
            io.stdout.write(`${t.id}\t${t.tags.join(',')}\n`);
        return 0;
    }
    const given = (values.model ?? (io.env.AGENT_MODEL ? [io.env.AGENT_MODEL] : []))
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
            baseUrl: values['base-url'] ?? (io.env.OPENAI_BASE_URL || undefined),
            apiKey: io.env.OPENAI_API_KEY || undefined,
        }
        : (0,cli_args/* modelEndpoint */.XI)(undefined, values['base-url'] ?? (io.env.OPENAI_BASE_URL || undefined), io.env);
    const models = given.length ? given : [endpoint.model ?? schema/* DEFAULTS */.zY.model];
    const apiKey = endpoint.apiKey;
    const needsKey = models.filter((m) => !oracleVariant(m) && !m.startsWith('replay:'));
    if (needsKey.length && !apiKey) {
        throw new errors/* ConfigError */.x(`no API key for ${needsKey.join(', ')}: set OPENAI_API_KEY (and OPENAI_BASE_URL for another endpoint), or GITHUB_TOKEN for GitHub Models, or use --model oracle`);
    }
    if (values.sandbox !== undefined && !schema/* SandboxMode */.vq.safeParse(values.sandbox).success) {
        throw new errors/* ConfigError */.x(`--sandbox must be auto, bwrap or none, got "${values.sandbox}"`);
    }
    const toolProtocol = values['tool-protocol'];
    if (toolProtocol !== undefined && !['auto', 'native', 'json'].includes(toolProtocol)) {
        throw new errors/* ConfigError */.x(`--tool-protocol must be auto, native or json, got "${toolProtocol}"`);
    }
    const runs = positive('--runs', values.runs, true) ?? 1;
    const concurrency = positive('--concurrency', values.concurrency, true);
    const maxTurns = positive('--max-turns', values['max-turns'], true);
    const maxCostUsd = positive('--max-cost', values['max-cost'], false);
    const baseUrl = endpoint.baseUrl;
    // Loading first makes a bad --tasks fail before the bar is drawn.
    const taskCount = loadSuite({ dir: values['tasks-dir'], filter: values.tasks }).length;
    const total = taskCount * models.length * runs;
    const profile = needsKey.length ? (0,model_endpoint/* endpointProfile */.li)(baseUrl, io.env) : undefined;
    // More runs at once than the endpoint allows only turn into 429s.
    const endpointConcurrency = concurrency ??
        (profile?.concurrency !== undefined
            ? Math.min(profile.concurrency, Math.min(4, external_node_os_default().availableParallelism()))
            : undefined);
    if (profile?.requestsPerDay !== undefined) {
        const planned = taskCount * needsKey.length * runs * (maxTurns ?? schema/* DEFAULTS */.zY.maxTurns);
        if (planned > profile.requestsPerDay) {
            io.stderr.write(`warning: this bench may make up to ${planned} requests (${taskCount} tasks × ${runs} run(s) × ${maxTurns ?? schema/* DEFAULTS */.zY.maxTurns} max turns` +
                `${needsKey.length > 1 ? ` × ${needsKey.length} models` : ''}), more than ${profile.label} allows in a day (${profile.requestsPerDay} for ` +
                `openai/gpt-4.1 on Free and Pro; 100 on Business, 150 on Enterprise). Runs after the daily limit stop unresolved. ` +
                'Plan fewer with --tasks, --runs or --max-turns.\n');
        }
    }
    const bar = new ProgressBar(total, io.stderr);
    const report = await runBench({
        models,
        tasks: values.tasks,
        tasksDir: values['tasks-dir'],
        runs,
        concurrency: endpointConcurrency,
        trajectoryDir: values['trajectory-dir'],
        engine: {
            ...(apiKey ? { apiKey } : {}),
            ...('apiKeySource' in endpoint && endpoint.apiKeySource ? { apiKeySource: endpoint.apiKeySource } : {}),
            ...(baseUrl ? { baseUrl } : {}),
            ...(maxTurns ? { maxTurns } : {}),
            ...(maxCostUsd ? { maxCostUsd } : {}),
            ...(values.sandbox ? { sandbox: values.sandbox } : {}),
            ...(toolProtocol ? { toolProtocol: toolProtocol } : {}),
        },
        onProgress: ({ run }) => bar.tick(`${run.task} · ${run.model} · ${run.resolved ? 'resolved' : 'unresolved'}`),
        ...(values.verbose ? { onEngineLine: (line) => io.stderr.write(`${line}\n`) } : {}),
    });
    io.stdout.write(values.json ? `${toJson(report)}\n` : renderMarkdown(report));
    return report.runs.every((r) => r.resolved) ? 0 : 1;
}


/***/ })

};
