export const id = 876;
export const ids = [876];
export const modules = {

/***/ 7876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ failureExcerpt),
/* harmony export */   d: () => (/* binding */ breakdownLines)
/* harmony export */ });
/* harmony import */ var _runners_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3792);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9987);


// Stack frames nobody fixes: the runtime's, the test runner's, the standard library's.
const NOISE = [
    /^\s+(at )?.*\((node:[\w/]+:\d+:\d+|[^)]*node_modules\/[^)]*)\)( \{)?\s*$/,
    /^\s+(at )?(async )?(Promise\.all|new Promise|new SafePromise|Array\.map|process\.processImmediate)\b/,
    /^\s+(at )?node:[\w/]+:\d+:\d+\s*$/,
    /^\s+duration_ms: /,
    /^\s+\d+: (__rustc|core::|std::|test::|<)/,
    /^\s+at \/rustc\//,
    /^\s*\/usr\/(local\/)?lib\/go[^/]*\/src\//,
    /^(testing|runtime)\.[\w.]+(\([^)]*\))?$/,
    /^created by testing\./,
    /^note: Some details are omitted/,
];
const stripNoise = (block) => block
    .split('\n')
    .filter((line) => !NOISE.some((re) => re.test(line)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
/** Keep a block's head and tail within `limit` characters, cutting whole lines in the middle. */
function shrink(block, limit) {
    if (block.length <= limit)
        return block;
    const marker = '    [… cut …]';
    const lines = block.split('\n');
    const head = [];
    const tail = [];
    let used = marker.length + 1;
    let i = 0;
    let j = lines.length - 1;
    // Alternate: the header names the test, the end usually holds the assertion (pytest) or its location.
    while (i <= j) {
        const take = head.length <= tail.length ? lines[i] : lines[j];
        if (used + take.length + 1 > limit)
            break;
        used += take.length + 1;
        if (head.length <= tail.length) {
            head.push(take);
            i++;
        }
        else {
            tail.unshift(take);
            j--;
        }
    }
    if (!head.length)
        return block.slice(0, Math.max(0, limit - 1)) + '…';
    return [...head, marker, ...tail].join('\n').slice(0, limit);
}
/** For output no parser knows: windows around lines that look like errors. */
function genericBlocks(text) {
    const lines = text.split('\n');
    const hits = [];
    lines.forEach((line, i) => {
        if (/\b(error|fail(ed|ure)?|exception|assert(ion)?|panic(ked)?|traceback|expected)\b/i.test(line))
            hits.push(i);
    });
    const blocks = [];
    let end = -1;
    for (const i of hits) {
        if (i <= end)
            continue;
        const from = Math.max(i - 3, end + 1);
        end = Math.min(lines.length - 1, i + 6);
        blocks.push(lines.slice(from, end + 1).join('\n'));
    }
    return blocks;
}
function lastLines(text, n) {
    return text
        .split('\n')
        .filter((l) => l.trim())
        .slice(-n);
}
/**
 * A failure-focused excerpt of `output`, never longer than `maxChars`: each failing test's block (noise frames
 * dropped, long blocks cut in the middle), as many as fit, then the runner's summary lines.
 */
function failureExcerpt(output, report, maxChars = 4000) {
    if (maxChars <= 0)
        return '';
    const text = (0,_runners_common_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanOutput */ .DS)(output);
    const parsers = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parserFor */ .D9)(report.runner);
    let blocks = parsers
        .flatMap((p) => p.blocks(text))
        .map(stripNoise)
        .map((b) => b.trim())
        .filter(Boolean);
    let summary = (0,_runners_common_js__WEBPACK_IMPORTED_MODULE_0__/* .uniq */ .sb)(parsers.flatMap((p) => p.summary(text)));
    if (!blocks.length)
        blocks = genericBlocks(text);
    if (!summary.length)
        summary = lastLines(text, blocks.length ? 5 : 20);
    let summaryText = summary.join('\n');
    summaryText = shrink(summaryText, Math.min(summaryText.length, Math.floor(maxChars / 3)));
    const budget = maxChars - summaryText.length - 2;
    const parts = [];
    if (budget > 0 && blocks.length) {
        const perBlock = Math.max(400, Math.floor(budget / Math.min(blocks.length, 4)));
        let used = 0;
        let shown = 0;
        for (const block of blocks) {
            const room = budget - used - (shown ? 2 : 0) - 60; // keep room for the "more failures" line
            if (room < 200)
                break;
            const piece = shrink(block, Math.min(perBlock, room));
            parts.push(piece);
            used += piece.length + (shown ? 2 : 0);
            shown++;
        }
        if (shown < blocks.length)
            parts.push(`[… ${blocks.length - shown} more failure block(s) not shown]`);
    }
    const body = parts.join('\n\n');
    const out = body ? `${body}\n\n${summaryText}` : summaryText;
    return out.length <= maxChars ? out : out.slice(0, maxChars);
}
/** Lines in which a runner or the runtime says why a run broke down (not a test's own assertion). */
const BREAKDOWN = /\b(Internal error|INTERNALERROR|ENOENT|EACCES|EPERM|EROFS|ENOSPC|EADDRINUSE|Cannot find module|ERR_[A-Z_]+|SyntaxError|ModuleNotFoundError|ImportError|command not found|No such file or directory|Permission denied|Read-only file system|Segmentation fault|core dumped|Killed|out of memory|panic:|fatal error:|Traceback \(most recent call last\)|Unhandled (rejection|error)|Uncaught|could not compile|error(\[E\d+\])?: )/;
/**
 * Why a run failed when it names no failing test: the runner's own error lines ("Internal error", "ENOENT … mkdir",
 * a crash), the last `max` distinct ones, each cut to 200 characters. Empty when there are none to show.
 */
function breakdownLines(output, max = 3) {
    const lines = (0,_runners_common_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanOutput */ .DS)(output)
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && BREAKDOWN.test(l))
        .map((l) => (l.length > 200 ? `${l.slice(0, 199)}…` : l));
    return (0,_runners_common_js__WEBPACK_IMPORTED_MODULE_0__/* .uniq */ .sb)(lines.reverse()).slice(0, max).reverse();
}


/***/ }),

/***/ 9987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ filterCommand),
  kf: () => (/* binding */ filterWords),
  vN: () => (/* binding */ parseTestOutput),
  D9: () => (/* binding */ parserFor),
  B2: () => (/* binding */ passingNamed),
  Qz: () => (/* binding */ settledReport),
  ZL: () => (/* binding */ shellQuote)
});

// UNUSED EXPORTS: cleanOutput

// EXTERNAL MODULE: ./src/verify/runners/common.ts
var common = __webpack_require__(3792);
;// CONCATENATED MODULE: ./src/verify/runners/tap.ts
/** Generic TAP (mocha's tap reporter, tape, prove): `ok N - name` / `not ok N - name`, `# SKIP` / `# TODO`. */

const RESULT = /^(ok|not ok)\b(?: \d+)?(?: -)? ?(.*?)(?: # (SKIP|TODO)\b.*)?\s*$/;
function topLevel(text) {
    const lines = text.split('\n');
    const out = [];
    lines.forEach((line, index) => {
        if ((0,common/* indentOf */._j)(line) !== 0)
            return;
        const m = RESULT.exec(line);
        if (m)
            out.push({ ok: m[1] === 'ok', name: m[2], directive: m[3], index });
    });
    return out;
}
const tap = {
    name: 'tap',
    parse(text) {
        const results = topLevel(text);
        const hasPlan = /^(?:TAP version \d+|1\.\.\d+)\s*$/m.test(text);
        if (!hasPlan || !results.length)
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        for (const r of results) {
            if (r.directive === 'SKIP' || (r.directive === 'TODO' && !r.ok))
                counts.skipped++;
            else if (r.directive === 'TODO')
                counts.skipped++;
            else if (r.ok)
                counts.passed++;
            else
                counts.failed++;
        }
        // A head/tail cut can drop result lines; the producer's own totals (`# pass 3`) win when present.
        const pass = /^# pass\s+(\d+)\s*$/m.exec(text);
        const fail = /^# fail\s+(\d+)\s*$/m.exec(text);
        if (pass)
            counts.passed = Number(pass[1]);
        if (fail)
            counts.failed = Number(fail[1]);
        if (/^Bail out!/m.test(text))
            counts.errors++;
        return {
            runner: 'tap',
            counts,
            failingIds: (0,common/* uniq */.sb)(results.filter((r) => !r.ok && !r.directive).map((r) => r.name)),
            passingIds: (0,common/* uniq */.sb)(results.filter((r) => r.ok && !r.directive).map((r) => r.name)),
        };
    },
    blocks(text) {
        const lines = text.split('\n');
        const results = topLevel(text);
        return results
            .filter((r) => !r.ok && !r.directive)
            .map((r) => {
            let j = r.index + 1;
            while (j < lines.length && (lines[j].trim() === '' || (0,common/* indentOf */._j)(lines[j]) > 0))
                j++;
            return lines.slice(r.index, j).join('\n').trimEnd();
        });
    },
    summary(text) {
        return text.split('\n').filter((l) => /^(# (tests|pass|fail|skip|todo)\b|1\.\.\d+)/.test(l));
    },
};

// EXTERNAL MODULE: ./src/verify/runners/junit.ts
var junit = __webpack_require__(8553);
// EXTERNAL MODULE: ./src/verify/runners/index.ts + 16 modules
var runners = __webpack_require__(6550);
// EXTERNAL MODULE: ./src/verify/runners/profile.ts
var profile = __webpack_require__(9628);
// EXTERNAL MODULE: ./src/verify/runners/script-call.ts
var script_call = __webpack_require__(5607);
;// CONCATENATED MODULE: ./src/verify/parse.ts







/** Runners with a distinctive summary. Generic TAP is the fallback: node's TAP and pytest plugins produce TAP too. */
const PARSERS = runners/* PROFILES */.jI.map((p) => p.parser);
function parserFor(runner) {
    const all = [...PARSERS, tap];
    return runner
        .split('+')
        .map((name) => all.find((p) => p.name === name))
        .filter((p) => !!p);
}
/**
 * Counts and failing ids from a run's output (stdout and stderr interleaved), robust to colour codes and to the
 * head/tail cut of long outputs (every runner prints its summary at the end). With `junitXml`, the XML wins: it is
 * exact. A command that runs several runners (`make test` with go and pytest) gets their reports summed, runner
 * `go+pytest`. Unknown output: runner 'unknown', counts null; judge by the exit code.
 */
function parseTestOutput(output, junitXml, cwd, runner) {
    // The runner the command and the project name is read by its own parser first: output shapes can look alike.
    const own = runner && !junitXml ? runners/* PROFILES */.jI.find((p) => p.name === runner)?.parser.parse((0,common/* cleanOutput */.DS)(output), cwd) : null;
    return trimIds(own ? completeOnly(own) : readReport(output, junitXml, cwd));
}
/** A report read from the runner's own report file: its ids in the same shape as every parsed output's. */
function settledReport(report) {
    return trimIds(completeOnly(report));
}
/**
 * Ids are compared after trimming whitespace, everywhere (fail-to-pass, pass-to-pass, the bench judge): ava prints
 * `✖ camelCase ` with a trailing space.
 */
function trimIds(report) {
    const trim = (ids) => (0,common/* uniq */.sb)(ids.map((id) => id.trim()).filter(Boolean));
    return {
        ...report,
        failingIds: trim(report.failingIds),
        ...(report.passingIds ? { passingIds: trim(report.passingIds) } : {}),
        ...(report.skippedIds ? { skippedIds: trim(report.skippedIds) } : {}),
    };
}
function readReport(output, junitXml, cwd) {
    if (junitXml) {
        const fromXml = (0,junit/* parseJUnit */.iM)(junitXml);
        if (fromXml)
            return fromXml;
    }
    const text = (0,common/* cleanOutput */.DS)(output);
    if (/^\s*(<\?xml[^>]*>\s*)?<testsuites?\b/.test(text)) {
        const fromXml = (0,junit/* parseJUnit */.iM)(text);
        if (fromXml)
            return fromXml;
    }
    const reports = PARSERS.map((p) => p.parse(text, cwd)).filter((r) => !!r);
    if (!reports.length) {
        const fromTap = tap.parse(text);
        return fromTap ? completeOnly(fromTap) : { runner: 'unknown', counts: null, failingIds: [] };
    }
    const report = completeOnly(reports.length === 1 ? reports[0] : combine(reports));
    // cargo and go print no grand total: their counts are sums of per-crate/per-package lines a cut may have dropped.
    if (/\[… \d+ bytes cut …\]/.test(text) && /\b(cargo|go)\b/.test(report.runner)) {
        const note = 'the output was cut in the middle; counts cover only the result lines that were kept';
        report.note = report.note ? `${report.note}; ${note}` : note;
    }
    return report;
}
/**
 * Passing ids are evidence only when they are all of them: pass-to-pass counts a listed test that is missing later
 * as broken, and takes the list's length as what it checked. An output that names fewer passing tests than it
 * counts (vitest's default reporter names a failing file's tests without their file or suites, jest names them only
 * for a single file, a head/tail cut drops lines) keeps its counts and loses the list.
 */
/**
 * How many passing tests the run's ids name: one each, and the same-named ones a report file listed under an id
 * already named (`repeatedPassing`).
 */
function passingNamed(report) {
    return (report.passingIds?.length ?? 0) + (report.repeatedPassing ?? 0);
}
function completeOnly(report) {
    const passed = report.counts?.passed;
    if (!report.passingIds || passed === undefined || report.unit === 'packages' || passingNamed(report) >= passed)
        return report;
    const note = `the output names ${report.passingIds.length} of ${passed} passing tests; passing ids are not used`;
    const { passingIds: _partial, ...rest } = report;
    return { ...rest, note: report.note ? `${report.note}; ${note}` : note };
}
function combine(reports) {
    const withCounts = reports.filter((r) => r.counts);
    const passing = reports.flatMap((r) => r.passingIds ?? []);
    const notes = reports.map((r) => r.note).filter(Boolean);
    const units = new Set(reports.filter((r) => r.counts).map((r) => r.unit ?? 'tests'));
    if (units.size > 1)
        notes.push(`the counts add tests and packages (${reports.map((r) => `${r.runner}: ${r.unit ?? 'tests'}`).join(', ')})`);
    const scopes = Object.assign({}, ...reports.map((r) => r.scopes ?? {}));
    return {
        ...(units.size === 1 && units.has('packages') ? { unit: 'packages' } : {}),
        ...(Object.keys(scopes).length ? { scopes } : {}),
        runner: reports.map((r) => r.runner).join('+'),
        counts: withCounts.length
            ? withCounts.reduce((sum, r) => ({
                passed: sum.passed + r.counts.passed,
                failed: sum.failed + r.counts.failed,
                skipped: sum.skipped + r.counts.skipped,
                errors: sum.errors + r.counts.errors,
            }), { passed: 0, failed: 0, skipped: 0, errors: 0 })
            : null,
        failingIds: (0,common/* uniq */.sb)(reports.flatMap((r) => r.failingIds)),
        ...(passing.length ? { passingIds: (0,common/* uniq */.sb)(passing) } : {}),
        ...(notes.length ? { note: notes.join('; ') } : {}),
    };
}
/** Quote a word for bash unless it is plainly safe. */
const shellQuote = profile/* shellWord */.r7;
/** The filter's words, each quoted; a filter that already quotes itself is the model's own shell text. */
function filterWords(filter) {
    if (/['"]/.test(filter))
        return [filter.trim()];
    return filter.trim().split(/\s+/).filter(Boolean).map(shellQuote);
}
/**
 * The configured command narrowed by a model-given filter (test files, ids or names):
 * - `npm test` / `npm run test` → `npm test -- <filter>`; `yarn test` → `yarn test <filter>`;
 *   `pnpm test` → `pnpm run test <filter>` (script-call.ts `withScriptArgs`; also `pnpm --filter a test`,
 *   `pnpm -C dir test`, `yarn workspace a test`, `yarn --cwd dir test`);
 * - a runner whose profile has its own argument form (`go test` → `-run '^(TestA|TestB)$'` or package paths,
 *   `cargo test` → `cargo test -- <filter>`);
 * - `mvn … test` → `-Dtest=<classes>`, phpunit `--filter`, ctest `-R`, rake `TEST=` (their profiles); `make test` cannot take a filter: unchanged (the full suite runs);
 * - `node --test`: the filter's files in place of the command's paths, its switches before them (its profile);
 * - anything else (pytest, vitest, jest, mocha, scripts): the filter is appended.
 */
function filterCommand(command, filter) {
    const words = filterWords(filter);
    if (!words.length)
        return command;
    const cmd = command.trim();
    const last = (0,profile/* lastStep */.tX)(cmd);
    const joined = words.join(' ');
    // A package script gets the filter as its manager passes arguments on (script-call.ts); bun after `--`.
    const call = (0,script_call/* scriptCall */.A)(last);
    if (call && call.manager !== 'bun')
        return `${cmd.slice(0, cmd.length - last.length)}${(0,script_call/* withScriptArgs */.Z)(last, joined)}`;
    if (/^bun (run )?test\b/.test(last)) {
        return / -- /.test(` ${last} `) || last.endsWith(' --') ? `${cmd} ${joined}` : `${cmd} -- ${joined}`;
    }
    const narrowed = (0,runners/* profileForCommand */.E8)(last)?.narrow?.(cmd, last, filter, words);
    if (narrowed)
        return narrowed;
    if (/^(g?make)\b/.test(last))
        return cmd;
    return `${cmd} ${joined}`;
}


/***/ }),

/***/ 3792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ cleanOutput),
/* harmony export */   Jj: () => (/* binding */ leavesOnly),
/* harmony export */   M4: () => (/* binding */ reportPassing),
/* harmony export */   Nd: () => (/* binding */ zeroCounts),
/* harmony export */   Q8: () => (/* binding */ jsonDocument),
/* harmony export */   SV: () => (/* binding */ parsedReport),
/* harmony export */   _j: () => (/* binding */ indentOf),
/* harmony export */   _t: () => (/* binding */ jestStyleJson),
/* harmony export */   aD: () => (/* binding */ JS_MARKERS),
/* harmony export */   c5: () => (/* binding */ addCounts),
/* harmony export */   c_: () => (/* binding */ lastMatch),
/* harmony export */   iZ: () => (/* binding */ relativePath),
/* harmony export */   sb: () => (/* binding */ uniq)
/* harmony export */ });
/* unused harmony exports JS_SKIPS, JS_ASSERTIONS, JS_HOOKS, isJsPath, jsConfigFile */
// CSI (colours, cursor moves) and OSC (titles, hyperlinks) sequences.
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;
/** Output as a person reads it: no colour codes, no carriage-return redraws, `\n` line ends. */
function cleanOutput(text) {
    return (text
        .replace(ANSI, '')
        .replace(/\r\n/g, '\n')
        .split('\n')
        // A lone \r redraws the line: what stays on screen is the text after the last one.
        .map((line) => (line.includes('\r') ? (line.split('\r').filter(Boolean).pop() ?? '') : line))
        .join('\n'));
}
const zeroCounts = () => ({ passed: 0, failed: 0, skipped: 0, errors: 0 });
/** Unique, in first-seen order. */
function uniq(items) {
    return [...new Set(items)];
}
/**
 * A parser's report from the ids it collected: each once, in first-seen order. The passing ids only when the output
 * named some: a runner that prints only failures is no evidence about the rest.
 */
function parsedReport(runner, counts, failing, passing) {
    return { runner, counts, failingIds: uniq(failing), ...(passing.length ? { passingIds: uniq(passing) } : {}) };
}
/** Drops ids that are a prefix-parent of another failing id (a Go parent test fails because its subtest did). */
function leavesOnly(ids, sep) {
    return ids.filter((id) => !ids.some((other) => other !== id && other.startsWith(id + sep)));
}
function lastMatch(text, re) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
    let found = null;
    for (let m = g.exec(text); m; m = g.exec(text)) {
        found = m;
        if (m[0] === '')
            g.lastIndex++;
    }
    return found;
}
const indentOf = (line) => line.length - line.trimStart().length;
// ---------- pieces several runners of one language share ----------
/** Skip markers any JS runner understands (describe/it/test families, `{ skip: true }`, `t.skip()`). */
const JS_SKIPS = [
    ['.only', /(?<![\w$])(describe|it|test|suite|context|specify)\.only\b/g],
    ['.skip', /(?<![\w$])(describe|it|test|suite|context|specify)\.skip(If)?\b/g],
    ['.todo', /(?<![\w$])(describe|it|test|suite)\.todo\b/g],
    ['.failing', /(?<![\w$])(it|test)\.failing\b/g],
    ['xit/xtest/xdescribe', /(?<![\w$.])x(it|test|describe|context|specify)\s*\(/g],
    ['fit/fdescribe', /(?<![\w$.])f(it|describe)\s*\(/g],
    ['{ skip/todo/only: … } option', /\b(skip|todo|only)\s*:\s*(true|['"`])/g],
    ['t.skip()/t.todo()', /\bt\.(skip|todo)\s*\(/g],
    ['this.skip()', /\bthis\.skip\s*\(/g],
];
/** expect/assert calls, `t.is(…)`-style assertions (ava, tape, node's t.assert), `.should`. */
const JS_ASSERTIONS = /(?<![\w$.])(expect|assert)(\.\w+)?\s*\(|\bt\.(is|not|deepEqual|notDeepEqual|true|false|truthy|falsy|assert|equal|equals|strictEqual|notEqual|notStrictEqual|deepLooseEqual|throws|rejects|notThrows|snapshot|ok|notOk|same|match|regex|like|fail)\s*\(|\.should\b/g;
/**
 * A setup or helper file that replaces the assertion library or the test functions turns every failure green:
 * assigning `expect`, `assert`, `test`, `it` on the global object, or defining them there.
 */
const JS_HOOKS = [
    [
        'replaces a global test function',
        /\b(global|globalThis|window|self)\s*(\.\s*|\[\s*['"`])(expect|assert|test|it|describe|fail)\b['"`]?\s*\]?\s*=(?!=)/,
    ],
    [
        'defines a global test function',
        /\bObject\.(defineProperty|assign)\s*\(\s*(global|globalThis|window)\b[^)]*\b(expect|assert|test|it)\b/,
    ],
    [
        'overrides a built-in matcher',
        /\bexpect\.extend\s*\(\s*\{[^}]*\b(toBe|toEqual|toStrictEqual|toThrow|toMatch\w*)\s*[:(]/,
    ],
    ['patches the assertion module', /\b(assert|expect|chai)\s*\.\s*(strictEqual|equal|deepEqual|ok|fail)\s*=(?!=)/],
];
/** Any JS or TS source file (setup files can live anywhere). */
const isJsPath = (p) => /\.[cm]?[jt]sx?$/.test(p);
/** The integrity guard's markers every JS runner's profile shares: result-rewriting hooks (in any JS file), skips, assertions. */
const JS_MARKERS = { hooks: JS_HOOKS, hookFile: isJsPath, skips: JS_SKIPS, assertions: JS_ASSERTIONS };
/** Config files of the JS runners whose whole text is test configuration. */
function jsConfigFile(p, names) {
    const base = p.slice(p.lastIndexOf('/') + 1);
    return names.test(base);
}
/** Adds "3 failed | 4 passed | 1 skipped"-style parts to the counts. */
function addCounts(counts, list, sep) {
    for (const part of list.split(sep)) {
        const m = /^\s*(\d+) (\w+)/.exec(part);
        if (!m)
            continue;
        const n = Number(m[1]);
        const kind = m[2];
        if (kind === 'failed')
            counts.failed += n;
        else if (kind === 'passed')
            counts.passed += n;
        else if (kind === 'skipped' || kind === 'todo' || kind === 'pending')
            counts.skipped += n;
    }
}
const asObject = (json) => {
    try {
        const doc = JSON.parse(json);
        return doc && typeof doc === 'object' && !Array.isArray(doc) ? doc : null;
    }
    catch {
        return null;
    }
};
/**
 * A reporter's JSON document in an output: the whole output (perhaps after npm's `>` banner), or one line of it
 * (jest writes its JSON to stdout as one line while its human report goes to stderr, interleaved here).
 */
function jsonDocument(text) {
    const start = text.indexOf('{');
    if (start < 0)
        return null;
    if (!/\S/.test(text.slice(0, start).replace(/^>.*$/gm, ''))) {
        const whole = asObject(text.slice(start, text.lastIndexOf('}') + 1));
        if (whole)
            return whole;
    }
    for (const line of text.split('\n')) {
        if (line.startsWith('{"') && line.trimEnd().endsWith('}')) {
            const doc = asObject(line);
            if (doc)
                return doc;
        }
    }
    return null;
}
/** Relative to `cwd` when the path is under it. */
function relativePath(file, cwd) {
    if (!cwd)
        return file;
    const root = cwd.endsWith('/') ? cwd : `${cwd}/`;
    return file.startsWith(root) ? file.slice(root.length) : file;
}
/**
 * The JSON of `jest --json` and `vitest --reporter=json` (vitest writes jest's format): ids `file > suite > test`,
 * the file relative to `cwd`. A file that failed to run with no test of its own is named by its path, an error.
 */
function jestStyleJson(text, runner, cwd) {
    const doc = jsonDocument(text);
    if (!doc || typeof doc.numTotalTests !== 'number' || !Array.isArray(doc.testResults))
        return null;
    // jest's has numRuntimeErrorTestSuites, vitest's does not.
    if ('numRuntimeErrorTestSuites' in doc !== (runner === 'jest'))
        return null;
    const counts = zeroCounts();
    const failing = [];
    const passing = [];
    for (const file of doc.testResults) {
        const rel = relativePath(file.name ?? '', cwd);
        const results = file.assertionResults ?? [];
        for (const a of results) {
            const titles = a.ancestorTitles ?? [];
            // vitest 1.x puts the file's own unnamed suite first (`['', 'calc']`); 2+ and jest do not: the same test is
            // `file > calc > adds` in every version and in the verbose reporter's text.
            const suites = runner === 'vitest' && titles[0] === '' ? titles.slice(1) : titles;
            const id = [rel, ...suites, a.title ?? ''].join(' > ');
            if (a.status === 'passed') {
                counts.passed++;
                passing.push(id);
            }
            else if (a.status === 'failed') {
                counts.failed++;
                failing.push(id);
            }
            else
                counts.skipped++;
        }
        if (file.status === 'failed' && !results.some((a) => a.status === 'failed')) {
            counts.errors++;
            failing.push(rel);
        }
    }
    return { runner, counts, failingIds: uniq(failing), ...reportPassing(passing) };
}
/**
 * A report file's passing ids, each once, and how many passing tests shared an id already named (`repeatedPassing`):
 * the file lists every test, so the list is complete though shorter than the count.
 */
function reportPassing(passing) {
    const ids = uniq(passing);
    return { passingIds: ids, ...(ids.length < passing.length ? { repeatedPassing: passing.length - ids.length } : {}) };
}


/***/ }),

/***/ 6550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jI: () => (/* binding */ PROFILES),
  qv: () => (/* binding */ listingArgs),
  Kl: () => (/* binding */ listingEnv),
  E8: () => (/* binding */ profileForCommand),
  Wh: () => (/* binding */ profileForProject),
  JD: () => (/* binding */ profileNamed),
  Iw: () => (/* binding */ profilesFor),
  L_: () => (/* binding */ proofForm),
  m$: () => (/* binding */ sameTestId)
});

// EXTERNAL MODULE: ./src/verify/runners/profile.ts
var profile = __webpack_require__(9628);
// EXTERNAL MODULE: ./src/verify/runners/script-call.ts
var script_call = __webpack_require__(5607);
// EXTERNAL MODULE: ./src/verify/runners/common.ts
var common = __webpack_require__(3792);
;// CONCATENATED MODULE: ./src/verify/runners/pytest.ts
/**
 * pytest. Output: the `=== N failed, M passed in 1.2s ===` line, `FAILED id - msg` short-summary lines, `-v`/`-rA`
 * lines. Ids are node ids (`tests/test_calc.py::TestGroup::test_x`), which name the file.
 */


// "3 failed, 4 passed, 1 skipped, 1 xfailed, 1 xpassed, 1 error in 0.91s" with or without the === frame (-q).
const FINAL = /^(?:=+ )?((?:\d+ (?:failed|passed|skipped|deselected|xfailed|xpassed|errors?|warnings?|rerun|subtests? (?:passed|failed|skipped)|\w+)(?:, )?)+|no tests ran) in [\d.]+s(?: \([^)]*\))?(?: =+)?$/gm;
const SHORT = /^(FAILED|ERROR) (.+?)(?: - .*)?$/;
const VERBOSE = /^(\S+::\S.*?) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)(?: .*)?$/;
const RA_PASS = /^(PASSED|XPASS) (\S+::\S.*?)(?: - .*)?$/;
const ADDRESS = / at 0x[0-9a-f]{4,}>/g;
/**
 * Ids with an object's address in them (`test_x[<calc.Thing object at 0x7f3a…>]`, from `ids=repr`) change on every
 * run, so the baseline's tests would vanish from the final run: the address is dropped, and ids that then read alike
 * are numbered in the order the run names them (`test_x[<calc.Thing object>] (#2)`), which is collection order.
 */
function withoutAddresses(ids) {
    const out = new Map();
    const taken = new Map();
    for (const id of ids) {
        if (out.has(id) || !id.includes(' at 0x'))
            continue;
        const bare = id.replace(ADDRESS, '>');
        const n = (taken.get(bare) ?? 0) + 1;
        taken.set(bare, n);
        out.set(id, n === 1 ? bare : `${bare} (#${n})`);
    }
    return out;
}
function finalLine(text) {
    let found = null;
    FINAL.lastIndex = 0;
    for (let m = FINAL.exec(text); m; m = FINAL.exec(text))
        found = m;
    return found;
}
const parser = {
    name: 'pytest',
    parse(text) {
        const final = finalLine(text);
        const hasSession = /^=+ test session starts =+$/m.test(text);
        if (!final && !hasSession)
            return null;
        const counts = final ? (0,common/* zeroCounts */.Nd)() : null;
        let deselected = 0;
        if (final && counts) {
            for (const part of final[1].split(', ')) {
                const m = /^(\d+) (.+)$/.exec(part);
                if (!m)
                    continue;
                const n = Number(m[1]);
                const kind = m[2];
                if (kind === 'failed')
                    counts.failed += n;
                else if (kind === 'passed' || kind === 'xpassed')
                    counts.passed += n;
                else if (kind === 'skipped' || kind === 'xfailed')
                    counts.skipped += n;
                else if (kind === 'error' || kind === 'errors')
                    counts.errors += n;
                else if (kind === 'deselected')
                    deselected += n;
            }
        }
        const failing = [];
        const passing = [];
        for (const line of text.split('\n')) {
            let m = SHORT.exec(line);
            if (m) {
                failing.push(m[2].trim());
                continue;
            }
            if ((m = RA_PASS.exec(line))) {
                passing.push(m[2]);
                continue;
            }
            if ((m = VERBOSE.exec(line))) {
                if (m[2] === 'FAILED' || m[2] === 'ERROR')
                    failing.push(m[1]);
                else if (m[2] === 'PASSED' || m[2] === 'XPASS')
                    passing.push(m[1]);
            }
        }
        // Without a short summary (-rN, old pytest), the FAILURES section headers still name the tests.
        if (!failing.length) {
            for (const m of text.matchAll(/^_{3,} (?:ERROR at \w+ of |ERROR collecting )?(.+?) _{3,}$/gm))
                failing.push(m[1]);
        }
        const seen = [];
        for (const line of text.split('\n')) {
            const id = VERBOSE.exec(line)?.[1] ?? SHORT.exec(line)?.[2] ?? RA_PASS.exec(line)?.[2];
            if (id)
                seen.push(id.trim());
        }
        const stable = withoutAddresses(seen);
        const named = (ids) => ids.map((id) => stable.get(id.trim()) ?? id);
        const report = (0,common/* parsedReport */.SV)('pytest', counts, named(failing), named(passing));
        return deselected ? { ...report, deselected } : report;
    },
    blocks(text) {
        const lines = text.split('\n');
        const out = [];
        let inSection = false;
        let current = null;
        const flush = () => {
            if (current && current.some((l) => l.trim()))
                out.push(current.join('\n').trimEnd());
            current = null;
        };
        for (const line of lines) {
            if (/^=+ (FAILURES|ERRORS) =+$/.test(line)) {
                flush();
                inSection = true;
                continue;
            }
            if (/^=+ .* =+$/.test(line) || /^!{3,}/.test(line)) {
                flush();
                inSection = false;
                continue;
            }
            if (!inSection)
                continue;
            if (/^_{3,} .+ _{3,}$/.test(line)) {
                flush();
                current = [line];
                continue;
            }
            current?.push(line);
        }
        flush();
        return out;
    },
    summary(text) {
        const lines = text.split('\n');
        const start = lines.findIndex((l) => /^=+ short test summary info =+$/.test(l));
        const picked = start >= 0 ? lines.slice(start).filter((l) => !/^(PASSED|SKIPPED|XFAIL|XPASS) /.test(l)) : [];
        const final = finalLine(text);
        if (final && !picked.includes(final[0]))
            picked.push(final[0]);
        return picked.filter((l) => l.trim());
    },
};
/** test_*.py or *_test.py within two levels of a folder. */
function hasPythonTests(repo, dir, depth = 2) {
    for (const e of repo.list(dir)) {
        if (!e.endsWith('/') && /^(test_.*|.*_test)\.py$/.test(e))
            return true;
        if (e.endsWith('/') &&
            depth > 0 &&
            !e.startsWith('.') &&
            hasPythonTests(repo, `${dir}/${e.slice(0, -1)}`, depth - 1))
            return true;
    }
    return false;
}
const PYTEST_FILE = /^(test_.*|.*_test)\.py$/;
const pytest = {
    name: 'pytest',
    lang: 'py',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, /pytest|py\.test/) || /\bpython[\d.]*\s+-m\s+pytest\b/.test(command),
    detect(repo) {
        const command = 'python3 -m pytest';
        const pyproject = repo.read('pyproject.toml');
        if (pyproject && /^\[tool\.pytest(\.ini_options)?\]/m.test(pyproject))
            return { command, reason: 'pyproject.toml has [tool.pytest.ini_options]' };
        for (const file of ['pytest.toml', '.pytest.toml', 'pytest.ini', '.pytest.ini'])
            if (repo.exists(file))
                return { command, reason: `${file} exists` };
        const setupCfg = repo.read('setup.cfg');
        if (setupCfg && /^\[tool:pytest\]/m.test(setupCfg))
            return { command, reason: 'setup.cfg has [tool:pytest]' };
        const tox = repo.read('tox.ini');
        if (tox && /^\[pytest\]/m.test(tox))
            return { command, reason: 'tox.ini has [pytest]' };
        if (repo.exists('conftest.py'))
            return { command, reason: 'conftest.py exists' };
        for (const dir of ['tests', 'test']) {
            if (hasPythonTests(repo, dir))
                return { command, reason: `${dir}/ holds test_*.py files` };
        }
        return null;
    },
    parser,
    idsNameFile: true,
    // Environment options come before the command line's, so a user's own -r in the command still wins.
    listing: { env: { PYTEST_ADDOPTS: '-rfEsxXp' } },
    testFile: (p) => PYTEST_FILE.test((0,profile/* baseName */.Fl)(p)) || (0,profile/* baseName */.Fl)(p) === 'conftest.py' || /(^|\/)tests?\/.*\.py$/.test(p),
    // Default python_files; a custom python_files is a config change, which the guard reports on its own.
    collects: (p) => PYTEST_FILE.test((0,profile/* baseName */.Fl)(p)) && !p.split('/').some((d) => /^(\..+|node_modules|venv|build|dist)$/.test(d)),
    config(p, text) {
        const base = (0,profile/* baseName */.Fl)(p);
        // pytest 9 reads pytest.toml and .pytest.toml (a `[pytest]` table) before the ini files.
        if (/^\.?pytest\.(ini|toml)$/.test(base))
            return text;
        if (base === 'pyproject.toml')
            return (0,profile/* iniSection */.wv)(text, /^\[tool\.pytest(\.ini_options)?\]$/);
        if (base === 'setup.cfg')
            return (0,profile/* iniSection */.wv)(text, /^\[tool:pytest\]$/);
        if (base === 'tox.ini')
            return (0,profile/* iniSection */.wv)(text, /^\[pytest\]$/);
        return null;
    },
    hooks: [
        // Hooks that see or rewrite a test's report: a conftest can turn every failure into a pass with them.
        [
            'a pytest hook that sees or rewrites test results',
            /\bdef\s+pytest_(runtest_makereport|runtest_logreport|report_teststatus|runtest_call|runtest_protocol|pyfunc_call|runtest_setup|runtest_teardown|terminal_summary|sessionfinish|assertrepr_compare|exception_interact)\s*\(/,
        ],
        ['a report outcome rewritten', /\.(outcome|longrepr|wasxfail)\s*=(?!=)|\bforce_(result|exception)\s*\(/],
        ['pytest internals patched', /\b(monkeypatch|setattr)\b.*\b(_pytest|pytest)\.(outcomes|runner|reports|python)\b/],
    ],
    hookFile: (p) => (0,profile/* baseName */.Fl)(p) === 'conftest.py' || /(^|\/)(pytest_\w+|\w+_plugin)\.py$/.test(p),
    skips: [
        ['@pytest.mark.skip', /\bpytest\.mark\.skip\b/g],
        ['@pytest.mark.skipif', /\bpytest\.mark\.skipif\b/g],
        ['@pytest.mark.xfail', /\bpytest\.mark\.xfail\b/g],
        ['pytest.skip()', /\bpytest\.skip\s*\(/g],
        ['pytest.xfail()', /\bpytest\.xfail\s*\(/g],
        ['pytest.importorskip()', /\bpytest\.importorskip\s*\(/g],
        // A marker looked up by name (`getattr(pytest.mark, "sk" + "ip")`) hides from the patterns above.
        ['getattr(pytest.mark, …)', /\bgetattr\s*\(\s*pytest\.mark\b/g],
    ],
    assertions: /\bassert\b|\bpytest\.(raises|warns|fail|approx)\b|\.assert_\w+\s*\(/g,
    ciFailure: [/^(?:FAILED|ERROR)\s+(\S+::\S+)/],
    list: {
        command(testCommand) {
            const last = (0,profile/* lastStep */.tX)(testCommand);
            if (!/^(python[\d.]*\s+-m\s+pytest|pytest|py\.test)\b/.test(last))
                return 'python3 -m pytest --collect-only -q';
            return `${testCommand} --collect-only ${verbosityFlag(testCommand, -1)}`.trim();
        },
        parse: (output) => output
            .split('\n')
            .filter((l) => /^\S+\.py::\S/.test(l))
            .map((l) => l.trim()),
    },
};
/**
 * The flag that brings the command's verbosity to `want`: pytest adds `-v`s and subtracts `-q`s, and only verbosity -1
 * lists node ids under --collect-only (-2 prints per-file counts), so a command that already says `-q` gets none.
 */
function verbosityFlag(command, want) {
    let have = 0;
    for (const word of command.split(/\s+/)) {
        if (/^-[qv]+$/.test(word))
            have += [...word.slice(1)].reduce((n, c) => n + (c === 'v' ? 1 : -1), 0);
        else if (word === '--quiet')
            have -= 1;
        else if (word === '--verbose')
            have += 1;
    }
    const delta = want - have;
    return delta === 0 ? '' : `-${(delta < 0 ? 'q' : 'v').repeat(Math.abs(delta))}`;
}

;// CONCATENATED MODULE: ./src/verify/runners/unittest.ts
/**
 * Python's unittest (`python -m unittest [-v]`). With -v, one line per test: `test_add (tests.test_calc.TestCalc.test_add)
 * ... ok`; without, dots, then `FAIL: test_tax (tests.test_calc.TestCalc.test_tax)` blocks. The end: `Ran 4 tests in
 * 0.001s` and `OK (skipped=1)` or `FAILED (failures=1, errors=1, skipped=1)`. Ids are the dotted name in the
 * parentheses (`tests.test_calc.TestCalc.test_tax`), which `python -m unittest` takes back as a filter; its module
 * path names the file. What a test writes to stderr (a DeprecationWarning) comes between its ` ... ` and its outcome,
 * which unittest then prints alone on a line (`test_copy (m.T.test_copy) ... ` / the warning / `ok`).
 */


const RAN = /^Ran (\d+) tests? in [\d.]+s\s*$/m;
const VERDICT = /^(OK|FAILED)(?: \(([^)]*)\))?\s*$/m;
// Python 3.11+: "test_add (tests.test_calc.TestCalc.test_add) ... ok"; before: "test_add (tests.test_calc.TestCalc) ... ok".
const LINE = /^(\w+) \(([\w.]+)\)(?: \S.*?)? \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$/;
const BLOCK = /^(FAIL|ERROR): (\w+) \(([\w.]+)\)/;
// A test with a docstring: its name alone, then the docstring's first line with the outcome
// ("test_rate (tests.test_calc.T.test_rate)" / "Tax is ten percent. ... ok"), in every Python version.
const NAME_ONLY = /^(\w+) \(([\w.]+)\)\s*$/;
const DOC_OUTCOME = /^\S.*? \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$/;
// A test's start whose outcome did not follow on its line (something the test wrote came first), and the outcome
// alone on a later line, as Python 3.11's `_write_status` prints it after such output.
const STARTED = /^(\w+) \(([\w.]+)\)(?: \S.*?)? \.\.\. (?!(?:ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$)/;
const DOC_STARTED = /^\S.*? \.\.\. (?!(?:ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$)/;
const OUTCOME_ALONE = /^(ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$/;
/** The full dotted id whatever the Python version printed. */
const idOf = (method, where) => (where.endsWith(`.${method}`) ? where : `${where}.${method}`);
const unittest_parser = {
    name: 'unittest',
    parse(text) {
        const ran = (0,common/* lastMatch */.c_)(text, RAN);
        if (!ran)
            return null;
        const verdict = (0,common/* lastMatch */.c_)(text, VERDICT);
        const counts = (0,common/* zeroCounts */.Nd)();
        const total = Number(ran[1]);
        for (const part of (verdict?.[2] ?? '').split(/,\s*/)) {
            const m = /^(\w+)=(\d+)$/.exec(part.trim());
            if (!m)
                continue;
            const n = Number(m[2]);
            if (m[1] === 'failures' || m[1] === 'unexpected_successes')
                counts.failed += n;
            else if (m[1] === 'errors')
                counts.errors += n;
            else if (m[1] === 'skipped' || m[1] === 'expected_failures')
                counts.skipped += n;
        }
        counts.passed = Math.max(0, total - counts.failed - counts.errors - counts.skipped);
        const failing = [];
        const passing = [];
        const outcome = (id, status) => {
            if (status === 'ok' || status === 'expected failure')
                passing.push(id);
            else if (status === 'FAIL' || status === 'ERROR' || status === 'unexpected success')
                failing.push(id);
        };
        const lines = text.split('\n');
        // The test whose outcome is still to come on a line of its own; the next test's start ends the wait.
        let pending;
        for (let i = 0; i < lines.length; i++) {
            const line = lines[i];
            const m = LINE.exec(line);
            if (m) {
                outcome(idOf(m[1], m[2]), m[3]);
                pending = undefined;
                continue;
            }
            const started = STARTED.exec(line);
            if (started) {
                pending = idOf(started[1], started[2]);
                continue;
            }
            const named = NAME_ONLY.exec(line);
            const next = i + 1 < lines.length ? lines[i + 1] : '';
            const doc = named ? DOC_OUTCOME.exec(next) : null;
            if (named && doc && !LINE.test(next)) {
                outcome(idOf(named[1], named[2]), doc[1]);
                pending = undefined;
                i++;
                continue;
            }
            if (named && DOC_STARTED.test(next) && !STARTED.test(next)) {
                pending = idOf(named[1], named[2]);
                i++;
                continue;
            }
            if (named)
                pending = undefined;
            const alone = pending ? OUTCOME_ALONE.exec(line) : null;
            if (alone) {
                outcome(pending, alone[1]);
                pending = undefined;
                continue;
            }
            const b = BLOCK.exec(line);
            if (b) {
                failing.push(idOf(b[2], b[3]));
                pending = undefined;
            }
        }
        // unittest prints a FAIL/ERROR block for every failure: a test it names there passed in no line of its own.
        const failed = new Set(failing);
        return (0,common/* parsedReport */.SV)('unittest', counts, failing, passing.filter((p) => !failed.has(p)));
    },
    blocks(text) {
        const lines = text.split('\n');
        const out = [];
        for (let i = 0; i < lines.length; i++) {
            if (!BLOCK.test(lines[i]))
                continue;
            let j = i + 1;
            while (j < lines.length && !/^(={20,}|-{20,})$/.test(lines[j]))
                j++;
            // The dashes right after the header belong to the block; the block ends at the next rule after the traceback.
            if (/^-{20,}$/.test(lines[j] ?? '') && j === i + 1) {
                j++;
                while (j < lines.length && !/^(={20,}|-{20,})$/.test(lines[j]))
                    j++;
            }
            out.push(lines.slice(i, j).join('\n').trimEnd());
            i = j - 1;
        }
        return out;
    },
    summary(text) {
        return text.split('\n').filter((l) => RAN.test(l) || /^(OK|FAILED)( \(|\s*$)/.test(l));
    },
};
const unittest = {
    name: 'unittest',
    lang: 'py',
    runsIn: (command) => /\bpython[\d.]*\s+-m\s+unittest\b/.test(command),
    parser: unittest_parser,
    idsNameFile: true,
    // -v names every test; the runner has no environment switch for it, so the argument is added.
    listing: { args: ['-v'] },
    // unittest takes dotted names or test file paths (`tests/test_a.py`), appended as they are.
    narrow: (cmd, _last, _filter, words) => `${cmd} ${words.join(' ')}`,
    testFile: (p) => /^(test_.*|tests?)\.py$/.test((0,profile/* baseName */.Fl)(p)) || /(^|\/)tests?\/.*\.py$/.test(p),
    // discover's default pattern is test*.py, in packages (folders with __init__.py) from the start folder.
    collects: (p) => /^test.*\.py$/.test((0,profile/* baseName */.Fl)(p)),
    config: () => null,
    hooks: [
        ['a TestResult that rewrites outcomes', /\bdef\s+(addFailure|addError|addSubTest|wasSuccessful)\s*\(/],
        ['unittest internals patched', /\bunittest\.(TestCase|TestResult|TextTestResult)\.\w+\s*=(?!=)/],
    ],
    hookFile: (p) => /\.py$/.test(p),
    skips: [
        ['@unittest.skip', /\bunittest\.skip(If|Unless)?\b/g],
        ['@expectedFailure', /\bexpectedFailure\b/g],
        ['skipTest()', /\.skipTest\s*\(/g],
        ['raise SkipTest', /\braise\s+(unittest\.)?SkipTest\b/g],
    ],
    assertions: /\bself\.(assert\w*|fail\w*)\s*\(/g,
    ciFailure: [/^(?:FAIL|ERROR): (\w+ \([\w.]+\))/],
};

;// CONCATENATED MODULE: ./src/verify/runners/go.ts


const RESULT_LINE = /^\s*--- (PASS|FAIL|SKIP): (\S+) \([\d.]+s\)/;
const PKG_OK = /^ok\s+(\S+)\s+(?:[\d.]+s|\(cached\))/;
const PKG_FAIL = /^FAIL\s+(\S+)\s+(?:[\d.]+s|\[(build failed|setup failed)\])/;
const go_parser = {
    name: 'go',
    parse(text) {
        const json = parseJsonEvents(text);
        if (json)
            return json;
        const lines = text.split('\n');
        if (!lines.some((l) => RESULT_LINE.test(l) || PKG_OK.test(l) || PKG_FAIL.test(l)))
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        const failing = [];
        const passing = [];
        let pendingFails = [];
        // Tests seen since the last package line: go prints a package's results before its ok/FAIL line.
        let pendingNames = [];
        const scopes = {};
        let pkgOk = 0;
        let pkgFail = 0;
        let sawPass = false;
        let sawResult = false;
        // -v prints "=== RUN" for every test, passing or not: a -v run whose tests all failed is still per test.
        const verbose = lines.some((l) => /^=== RUN\s/.test(l));
        const settle = (pkg) => {
            for (const name of pendingNames)
                scopes[name] = pkg;
            pendingNames = [];
        };
        for (const line of lines) {
            const r = RESULT_LINE.exec(line);
            if (r) {
                sawResult = true;
                pendingNames.push(r[2]);
                if (r[1] === 'FAIL')
                    pendingFails.push(r[2]);
                else if (r[1] === 'PASS') {
                    passing.push(r[2]);
                    sawPass = true;
                }
                else
                    counts.skipped++;
                continue;
            }
            const ok = PKG_OK.exec(line);
            if (ok) {
                pkgOk++;
                settle(ok[1]);
                pendingFails = [];
                continue;
            }
            const f = PKG_FAIL.exec(line);
            if (f) {
                pkgFail++;
                settle(f[1]);
                const leaves = (0,common/* leavesOnly */.Jj)((0,common/* uniq */.sb)(pendingFails), '/');
                if (leaves.length)
                    failing.push(...leaves);
                else {
                    // The package failed with no failing test to name: build failure, TestMain, a panic outside a test.
                    failing.push(f[1]);
                    counts.errors++;
                }
                pendingFails = [];
            }
        }
        // Output cut before the package line: the failing tests still count.
        failing.push(...(0,common/* leavesOnly */.Jj)((0,common/* uniq */.sb)(pendingFails), '/'));
        const failingIds = (0,common/* uniq */.sb)(failing);
        const passLeaves = (0,common/* leavesOnly */.Jj)((0,common/* uniq */.sb)(passing), '/');
        counts.failed = failingIds.length - counts.errors;
        counts.passed = passLeaves.length;
        const withScopes = Object.keys(scopes).length ? { scopes } : {};
        if (!sawPass && !verbose && pkgOk + pkgFail > 0) {
            // Without -v a passing package prints one ok line and no tests: the only honest unit is the package.
            return {
                runner: 'go',
                // A package that failed without a failing test (build failure) is an error, as in the per-test counts.
                counts: { passed: pkgOk, failed: pkgFail - counts.errors, skipped: 0, errors: counts.errors },
                unit: 'packages',
                failingIds,
                ...withScopes,
                note: `go test without -v lists only failing tests: counts are packages (${pkgOk} passed, ${pkgFail} failed or did not build)` +
                    (sawResult ? `; failing tests: ${counts.failed}` : ''),
            };
        }
        return {
            runner: 'go',
            counts,
            failingIds,
            ...(passLeaves.length ? { passingIds: passLeaves } : {}),
            ...withScopes,
            ...(!sawPass && !verbose && failingIds.length > 0 ? { note: 'go test without -v lists only failing tests' } : {}),
        };
    },
    blocks(text) {
        const lines = text.split('\n');
        const out = [];
        for (let i = 0; i < lines.length; i++) {
            const line = lines[i];
            if (/^# \S+/.test(line)) {
                // Compiler errors for a package: "# pkg [pkg.test]" then file:line: messages.
                let j = i + 1;
                while (j < lines.length && !/^(FAIL|ok|\?)\s/.test(lines[j]) && !/^# /.test(lines[j]))
                    j++;
                out.push(lines.slice(i, j).join('\n').trimEnd());
                i = j - 1;
                continue;
            }
            const r = RESULT_LINE.exec(line);
            if (r && r[1] === 'FAIL') {
                // -v prints the test's log lines before its "--- FAIL" (after "=== RUN"); plain prints them after.
                let start = i;
                let k = i;
                while (k > 0 && /^\s{4,}\S/.test(lines[k - 1]) && !RESULT_LINE.test(lines[k - 1]))
                    k--;
                if (k < i && /^=== (RUN|CONT|PAUSE|NAME)\s/.test(lines[k - 1] ?? ''))
                    start = k;
                let j = i + 1;
                while (j < lines.length && (0,common/* indentOf */._j)(lines[j]) > (0,common/* indentOf */._j)(line) && !RESULT_LINE.test(lines[j]))
                    j++;
                if (/^panic: /.test(lines[j] ?? '')) {
                    while (j < lines.length && !/^(FAIL|ok)\s/.test(lines[j]))
                        j++;
                }
                const block = lines.slice(start, j).join('\n').trimEnd();
                // A parent whose only content is its failing subtests adds nothing.
                if (start < i || j > i + 1 || /^panic: /.test(lines[i + 1] ?? ''))
                    out.push(block);
            }
        }
        return out;
    },
    summary(text) {
        return text.split('\n').filter((l) => PKG_OK.test(l) || PKG_FAIL.test(l) || /^(FAIL|PASS)\s*$/.test(l));
    },
};
/**
 * `go test -json`: one event per line; every test's pass/fail/skip is named with its package, so the counts are
 * tests whether or not -v was given. Build errors arrive as plain lines between the events.
 */
function parseJsonEvents(text) {
    const events = [];
    const plain = [];
    for (const line of text.split('\n')) {
        if (!line.startsWith('{')) {
            plain.push(line);
            continue;
        }
        try {
            const e = JSON.parse(line);
            if (typeof e.Action === 'string')
                events.push(e);
        }
        catch {
            plain.push(line);
        }
    }
    if (!events.some((e) => e.Action === 'pass' || e.Action === 'fail'))
        return null;
    const counts = (0,common/* zeroCounts */.Nd)();
    const scopes = {};
    const failing = [];
    const passing = [];
    const failedPackages = new Set();
    const failedTestIn = new Set();
    for (const e of events) {
        if (e.Test && e.Package)
            scopes[e.Test] = e.Package;
        if (e.Action === 'fail' && !e.Test && e.Package)
            failedPackages.add(e.Package);
        if (!e.Test)
            continue;
        if (e.Action === 'pass')
            passing.push(e.Test);
        else if (e.Action === 'fail') {
            failing.push(e.Test);
            if (e.Package)
                failedTestIn.add(e.Package);
        }
        else if (e.Action === 'skip')
            counts.skipped++;
    }
    // A build failure: go 1.19 prints "FAIL pkg [build failed]" as a plain line, later versions as an event.
    for (const m of plain.join('\n').matchAll(/^FAIL\s+(\S+)\s+\[(build|setup) failed\]/gm))
        failedPackages.add(m[1]);
    const failingIds = (0,common/* leavesOnly */.Jj)((0,common/* uniq */.sb)(failing), '/');
    const passingIds = (0,common/* leavesOnly */.Jj)((0,common/* uniq */.sb)(passing), '/');
    const broken = [...failedPackages].filter((p) => !failedTestIn.has(p));
    counts.failed = failingIds.length;
    counts.passed = passingIds.length;
    counts.errors = broken.length;
    return {
        runner: 'go',
        counts,
        failingIds: [...failingIds, ...broken],
        ...(passingIds.length ? { passingIds } : {}),
        ...(Object.keys(scopes).length ? { scopes } : {}),
    };
}
/** `_test.go` files; go never builds folders named testdata or starting with `.` or `_`. */
const collected = (p) => /_test\.go$/.test(p) &&
    !p
        .split('/')
        .slice(0, -1)
        .some((d) => d === 'testdata' || /^[._]/.test(d));
const GO_NAME = /^(Test|Benchmark|Fuzz|Example)\w*(\/\S*)?$/;
/** `go test` flags that take a value as the next word when written without `=`. */
const VALUE_FLAGS = new Set(('run skip bench benchtime count cpu timeout parallel p tags covermode coverpkg coverprofile cpuprofile memprofile ' +
    'blockprofile mutexprofile mutexprofilefraction blockprofilerate memprofilerate outputdir trace exec toolexec ' +
    'gcflags ldflags asmflags gccgoflags mod modfile o pkgdir installsuffix buildmode compiler overlay pgo shuffle vet ' +
    'fuzz fuzztime fuzzminimizetime list C').split(' '));
/** `go test` flags without a value that change nothing the build cache holds. */
const PLAIN_FLAGS = new Set('v short json failfast benchmem a n x work linkshared fullpath'.split(' '));
/**
 * Flags kept for the build: they change what is compiled or vetted (and so the cache's keys), and run nothing of the
 * project.
 */
const BUILD_FLAGS = new Set('race msan asan cover covermode coverpkg tags trimpath mod buildvcs vet'.split(' '));
/**
 * `go test -count=1 -exec /bin/true` with the command's packages and build flags: go compiles, links and vets every
 * test binary as the command would, and runs /bin/true in place of each, so none of the project's code runs; no test
 * result is cached (`-count=1`, and no test log without the binary). Only for a command that is one plain `go test`:
 * a flag that runs a program of the project (`-exec`, `-toolexec`, `-ldflags`' `-extld`), changes directory (`-C`) or
 * is unknown (its value cannot be told from a package) is no form to foretell, and gets no warm-up.
 */
function goWarmCommand(testCommand) {
    const words = testCommand.trim().split(/\s+/);
    if (words[0] !== 'go' || words[1] !== 'test' || /[;&|<>`$()\\'"]/.test(testCommand))
        return null;
    const kept = [];
    const pkgs = [];
    for (let i = 2; i < words.length; i++) {
        const word = words[i];
        if (word === '-args' || word === '--')
            break;
        if (!word.startsWith('-')) {
            if (!/^[\w./@~+-]+$/.test(word))
                return null;
            pkgs.push(word);
            continue;
        }
        const [flag, value] = word.replace(/^--?/, '').split(/=(.*)/s);
        if (PLAIN_FLAGS.has(flag) || (BUILD_FLAGS.has(flag) && !VALUE_FLAGS.has(flag))) {
            if (BUILD_FLAGS.has(flag))
                kept.push(word);
            continue;
        }
        if (!VALUE_FLAGS.has(flag) || ['exec', 'toolexec', 'ldflags', 'gcflags', 'asmflags', 'C'].includes(flag))
            return null;
        const given = value ?? words[++i];
        if (given === undefined)
            return null;
        if (BUILD_FLAGS.has(flag))
            kept.push(`-${flag}=${given}`);
        // A cover profile is written by a test binary; its build is the -cover one.
        else if (flag === 'coverprofile')
            kept.push('-cover');
    }
    return {
        command: ['go test -count=1 -exec /bin/true', ...kept.map(profile/* shellWord */.r7), ...(pkgs.length ? pkgs : ['.'])].join(' '),
        // No download and no other toolchain: the cache gets only what this toolchain builds from what setup left.
        env: { GOPROXY: 'off', GOTOOLCHAIN: 'local' },
    };
}
const go = {
    name: 'go',
    lang: 'go',
    runsIn: (command) => /(^|[\s/;&|])go\s+test\b/.test(command),
    detect: (repo) => (repo.exists('go.mod') ? { command: 'go test ./...', reason: 'go.mod exists' } : null),
    parser: go_parser,
    idsNameFile: false,
    // -v names every test with its package (the ok/FAIL line after it); GOFLAGS reaches `go test` inside any script.
    listing: { env: { GOFLAGS: '-v' } },
    // Every run names its tests, so `go test ./...` as detected is read test by test (counts in tests, not packages).
    proof: { env: { GOFLAGS: '-v' } },
    narrow(cmd, _last, filter, words) {
        const raw = filter.trim().split(/\s+/);
        if (raw.every((w) => GO_NAME.test(w))) {
            const names = raw.map((w) => w.split('/')[0]);
            const sub = raw.length === 1 && raw[0].includes('/') ? raw[0].slice(raw[0].indexOf('/')) : '';
            const pattern = names.length === 1 ? `^${names[0]}$${sub}` : `^(${(0,common/* uniq */.sb)(names).join('|')})$`;
            return `${cmd} -run ${(0,profile/* shellWord */.r7)(pattern)}`;
        }
        if (raw.every((w) => w.startsWith('./') || w.startsWith('../') || w.includes('/...'))) {
            const joined = words.join(' ');
            return / \.\/\.\.\.(?=\s|$)/.test(cmd) ? cmd.replace(/ \.\/\.\.\.(?=\s|$)/, ` ${joined}`) : `${cmd} ${joined}`;
        }
        return `${cmd} -run ${(0,profile/* shellWord */.r7)(raw.join('|'))}`;
    },
    testFile: (p) => /_test\.go$/.test(p) || /(^|\/)testdata\//.test(p),
    collects: collected,
    config: () => null,
    hooks: [['a TestMain that exits 0 whatever the tests did', /\bos\.Exit\s*\(\s*0\s*\)/]],
    hookFile: (p) => /_test\.go$/.test(p),
    skips: [['t.Skip', /\b\w+\.Skip(f|Now)?\s*\(/g]],
    // Go checks are `if got != want { t.Errorf(…) }`: the condition holds the expectation, so the if is the assertion.
    assertions: /\bif\s[^{\n]*\{|\b\w+\.(Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(|\b(assert|require)\.\w+\s*\(/g,
    ciFailure: [/^\s*--- FAIL:\s+(\S+)/],
    warm: goWarmCommand,
    list: {
        command(testCommand) {
            const last = (0,profile/* lastStep */.tX)(testCommand);
            const pkgs = /^go test\b/.test(last)
                ? last.split(/\s+/).filter((w) => /^\.{1,2}\//.test(w) || w.includes('/...'))
                : [];
            return `go test -list . ${pkgs.length ? pkgs.join(' ') : './...'}`;
        },
        // Names, then "ok <pkg>": each name is scoped by the package line after it, as `pkg TestName`.
        parse(output) {
            const out = [];
            let pending = [];
            for (const line of output.split('\n')) {
                if (/^(Test|Benchmark|Fuzz|Example)\w*$/.test(line.trim()))
                    pending.push(line.trim());
                const ok = /^ok\s+(\S+)/.exec(line);
                if (ok) {
                    out.push(...pending.map((n) => `${ok[1]} ${n}`));
                    pending = [];
                }
            }
            return out.concat(pending);
        },
    },
};

;// CONCATENATED MODULE: ./src/verify/runners/cargo.ts
/**
 * cargo test: one `test result:` line per test binary (lib, each integration test, doc-tests), summed. Ids are test
 * paths inside their crate (`tests::taxes`); an integration test's binary is named in the `Running tests/x.rs` line.
 */


const RESULT = /^test result: (ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored; (\d+) measured; (\d+) filtered out/;
const cargo_LINE = /^test (.+?) \.\.\. (ok|FAILED|ignored)(?:, .*)?$/;
const COMPILE_FAIL = /^error: could not compile `([^`]+)`/;
const DOC_TEST = /^(.+? - .+?) \(line (\d+)\)$/;
/**
 * Doc-tests by file and item, not by line: `src/lib.rs - AutoCfg::probe_raw (line 325)` is
 * `src/lib.rs - AutoCfg::probe_raw`, and an edit above it that moves it to line 335 leaves the name as it was. An
 * item with several examples numbers the later ones in line order: `src/lib.rs - add (#2)`.
 */
function docTestNames(ids) {
    const byItem = new Map();
    for (const id of (0,common/* uniq */.sb)(ids)) {
        const m = DOC_TEST.exec(id);
        if (!m)
            continue;
        byItem.set(m[1], [...(byItem.get(m[1]) ?? []), { id, line: Number(m[2]) }]);
    }
    const out = new Map();
    for (const [item, tests] of byItem)
        tests.sort((a, b) => a.line - b.line).forEach((t, i) => out.set(t.id, i === 0 ? item : `${item} (#${i + 1})`));
    return out;
}
const cargo_parser = {
    name: 'cargo',
    parse(text) {
        const lines = text.split('\n');
        const results = lines.map((l) => RESULT.exec(l)).filter((m) => !!m);
        // "could not compile `calc` (lib)" and "(lib test)" are one broken crate.
        const compile = (0,common/* uniq */.sb)(lines.map((l) => COMPILE_FAIL.exec(l)?.[1]).filter((c) => !!c));
        if (!results.length && !compile.length && !lines.some((l) => /^running \d+ tests?$/.test(l)))
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        for (const m of results) {
            counts.passed += Number(m[2]);
            counts.failed += Number(m[3]);
            counts.skipped += Number(m[4]);
        }
        const failing = [];
        const passing = [];
        const ignored = [];
        for (const l of lines) {
            const m = cargo_LINE.exec(l);
            if (!m)
                continue;
            if (m[2] === 'FAILED')
                failing.push(m[1]);
            else if (m[2] === 'ok')
                passing.push(m[1]);
            else
                ignored.push(m[1]);
        }
        // The "failures:" name list survives when the per-test lines were cut.
        if (!failing.length) {
            for (let i = 0; i < lines.length; i++) {
                if (lines[i] !== 'failures:' || /^---- /.test(lines[i + 2] ?? ''))
                    continue;
                for (let j = i + 1; j < lines.length && /^ {4}\S/.test(lines[j]); j++)
                    failing.push(lines[j].trim());
            }
        }
        counts.errors += compile.length;
        const stable = docTestNames([...failing, ...passing, ...ignored]);
        const named = (ids) => ids.map((id) => stable.get(id) ?? id);
        const report = (0,common/* parsedReport */.SV)('cargo', counts, named(failing), named(passing));
        return ignored.length || passing.length ? { ...report, skippedIds: (0,common/* uniq */.sb)(named(ignored)) } : report;
    },
    blocks(text) {
        const lines = text.split('\n');
        const out = [];
        for (let i = 0; i < lines.length; i++) {
            const line = lines[i];
            if (/^---- .+ stdout ----$/.test(line)) {
                let j = i + 1;
                while (j < lines.length && !/^---- .+ ----$/.test(lines[j]) && lines[j] !== 'failures:')
                    j++;
                out.push(lines.slice(i, j).join('\n').trimEnd());
                i = j - 1;
            }
            else if (/^error(\[E\d+\])?: /.test(line) &&
                !/^error: (test failed|could not compile|\d+ targets? failed)/.test(line)) {
                let j = i + 1;
                while (j < lines.length && lines[j].trim() !== '')
                    j++;
                out.push(lines.slice(i, j).join('\n').trimEnd());
                i = j - 1;
            }
        }
        return out;
    },
    summary(text) {
        return text
            .split('\n')
            .filter((l) => RESULT.test(l) || COMPILE_FAIL.test(l) || /^error: \d+ targets? failed/.test(l));
    },
};
const cargo = {
    name: 'cargo',
    lang: 'rs',
    runsIn: (command) => /(^|[\s/;&|])cargo\s+(\+\S+\s+)?test\b/.test(command),
    detect: (repo) => (repo.exists('Cargo.toml') ? { command: 'cargo test', reason: 'Cargo.toml exists' } : null),
    parser: cargo_parser,
    idsNameFile: false,
    // On a red tree cargo stops after the first failing test binary, and the doc-tests never run: the proof runs all.
    proof: {
        command: (command) => /--no-fail-fast\b/.test(command)
            ? command
            : command.replace(/(^|[\s/;&|])(cargo\s+(?:\+\S+\s+)?test)(?=\s|$)/, '$1$2 --no-fail-fast'),
    },
    narrow: (cmd, last, _filter, words) => / -- /.test(` ${last} `) ? `${cmd} ${words.join(' ')}` : `${cmd} -- ${words.join(' ')}`,
    // Unit tests live inside the source files (#[cfg(test)]); the guard reads those too.
    testFile: (p) => /(^|\/)tests\/.*\.rs$/.test(p) || /_tests?\.rs$/.test((0,profile/* baseName */.Fl)(p)),
    collects: (p) => /\.rs$/.test(p) && !/(^|\/)(target|examples|benches)\//.test(p),
    config(p, text) {
        if ((0,profile/* baseName */.Fl)(p) !== 'Cargo.toml')
            return null;
        const lines = text
            .split('\n')
            .filter((l) => /^\s*(test|harness|doctest)\s*=|^\[\[test\]\]|^\[(lib|profile\.test)\]/.test(l));
        return lines.length ? lines.join('\n') : null;
    },
    hooks: [],
    hookFile: () => false,
    skips: [
        ['#[ignore]', /#\[ignore\b/g],
        ['#[should_panic]', /#\[should_panic\b/g],
    ],
    assertions: /\b(assert|assert_eq|assert_ne|debug_assert|debug_assert_eq|debug_assert_ne|assert_matches)!\s*[([]/g,
    ciFailure: [/^test\s+(\S+)\s+\.\.\.\s+FAILED$/],
    list: {
        command: (testCommand) => (/ -- /.test(` ${testCommand} `) ? null : `${testCommand} -- --list`),
        parse: (output) => output
            .split('\n')
            .map((l) => /^(\S+): test$/.exec(l)?.[1])
            .filter((id) => !!id),
    },
};

// EXTERNAL MODULE: ./src/verify/runners/junit.ts
var junit = __webpack_require__(8553);
;// CONCATENATED MODULE: ./src/verify/runners/js-report.ts
/**
 * How a JS runner's every run is told to write a JSON report into the run's own report folder (`ReportForm`), as
 * projects run it: the runner's step of the command itself (`npx vitest run`, `jest --ci | tee log`), or a package
 * script whose last step runs the runner (`npm test` with `vitest run`, `npm run build && mocha`), where the
 * arguments go as the manager passes them on to the script's end (npm after `--`, pnpm's `test` as `run test`, yarn
 * as they are: script-call.ts `withScriptArgs`). Where the
 * arguments could reach another program (the runner is not the script's last step, a pipe or another script follows,
 * bun, a script that calls a script) nothing is added and `refusal` says why: the run is read from its text.
 */


/** The command's steps and the operators between them, so one step can be changed in place. */
function steps(command) {
    const out = [];
    const re = /&&|\|\||;|\|/g;
    let at = 0;
    for (let m = re.exec(command); m; m = re.exec(command)) {
        out.push({ step: command.slice(at, m.index), sep: m[0] });
        at = m.index + m[0].length;
    }
    out.push({ step: command.slice(at), sep: '' });
    return out;
}
const join = (parts) => parts.map((p) => p.step + p.sep).join('');
/**
 * `command` with `args` (already shell text) added to the one step that runs `program`, or to the package-script step
 * whose script's last step runs it. `scripts`: the package.json scripts of the command's folder.
 */
function withReportArgs(command, program, args, scripts) {
    const parts = steps(command);
    const direct = parts.filter((p) => (0,profile/* runsProgram */.jv)(p.step, program));
    if (direct.length > 1)
        return { refused: 'the command runs the test runner in more than one step' };
    if (direct.length === 1) {
        const p = direct[0];
        const trimmed = p.step.trimEnd();
        p.step = `${trimmed} ${args(trimmed)}${p.step.slice(trimmed.length)}`;
        return { command: join(parts) };
    }
    // A package manager running a script: `npm test`, `npm run test:unit -w a`, `pnpm --filter a test`, `yarn
    // workspace a test` (`scripts` are then the workspace's).
    const calls = parts.filter((p) => (0,script_call/* scriptCall */.A)(p.step));
    if (calls.length !== 1)
        return { refused: 'the command runs the test runner through no package script agent-fix can read' };
    const call = calls[0];
    const { manager, script: name } = (0,script_call/* scriptCall */.A)(call.step);
    if (manager === 'bun')
        return { refused: 'bun passes no report arguments to a script agent-fix can rely on' };
    if (call.sep === '|')
        return { refused: `the output of \`${manager} ${name}\` is piped into another program` };
    const script = scripts?.[name];
    if (typeof script !== 'string')
        return { refused: `package.json has no script \`${name}\`` };
    const inner = steps(script);
    const last = inner[inner.length - 1].step;
    if (!(0,profile/* runsProgram */.jv)(last, program))
        return { refused: `the last step of the script \`${name}\` (\`${last.trim()}\`) is not the test runner itself` };
    if (inner.slice(0, -1).some((p) => p.sep === '|' || (0,profile/* runsProgram */.jv)(p.step, program)))
        return { refused: `the script \`${name}\` runs the test runner in more than one step` };
    if (/[<>&`]|\$\(/.test(last.replace(/&&/g, '')))
        return { refused: `the last step of the script \`${name}\` redirects or backgrounds the test runner` };
    call.step = (0,script_call/* withScriptArgs */.Z)(call.step, args(`${last} ${call.step.trim()}`));
    return { command: join(parts) };
}
/**
 * mocha takes one reporter: this one, written by agent-fix into the run's report folder, keeps mocha's own spec
 * reporter on the console and writes its JSON (file, title path, state of every test and hook failure) where its
 * `output` reporter option says (`--reporter-options output=…`), or beside itself without one. It reads no variable
 * and names nothing of agent-fix (the code under test can see it in mocha's `require.cache`). mocha's built-in
 * reporters are found in what mocha itself loaded (`require.cache`), whatever its version.
 */
const MOCHA_REPORTER = `'use strict';
const fs = require('fs');
const path = require('path');
const key = Object.keys(require.cache).find((k) => /[\\\\/]mocha[\\\\/]lib[\\\\/]reporters[\\\\/]index\\.c?js$/.test(k));
const builtin = key ? require(key) : {};
function titlePath(t) {
  // Runnable#titlePath (mocha 6+, also on --parallel's deserialized runnables), else the parents' titles.
  if (typeof t.titlePath === 'function') return t.titlePath().map(String);
  const out = [];
  for (let s = t; s; s = s.parent) if (s.title && !s.root) out.unshift(s.title);
  return out;
}
function SpecJsonReporter(runner, options) {
  if (builtin.Spec) new builtin.Spec(runner, options);
  const tests = [];
  const add = (state) => (t, err) =>
    tests.push({ file: t.file || (t.parent && t.parent.file) || '', titlePath: titlePath(t), state, hook: t.type === 'hook', error: err ? String(err.message || err).slice(0, 2000) : undefined });
  runner.on('pass', add('passed'));
  runner.on('fail', add('failed'));
  runner.on('pending', add('pending'));
  const given = (options && (options.reporterOptions || options.reporterOption)) || {};
  const output = typeof given.output === 'string' && given.output ? given.output : path.join(__dirname, 'mocha.json');
  runner.once('end', () => {
    fs.writeFileSync(output, JSON.stringify({ specJson: 1, tests }));
  });
}
module.exports = SpecJsonReporter;
`;

;// CONCATENATED MODULE: ./src/verify/runners/vitest.ts




const VITEST_TESTS = /^\s*Tests\s{2,}(.+?)\s+\((\d+)\)\s*$/m;
const VITEST_FILES = /^\s*Test Files\s{2,}(.+?)\s+\((\d+)\)\s*$/m;
const VITEST_SEPARATOR = /^⎯{3,}/;
const vitest_parser = {
    name: 'vitest',
    parse(text, cwd) {
        const machine = (0,common/* jestStyleJson */._t)(text, 'vitest', cwd) ?? vitestTap(text) ?? githubActions(text);
        if (machine)
            return machine;
        if (/<testsuites name="vitest tests"/.test(text)) {
            const xml = (0,junit/* parseJUnit */.iM)(text);
            if (xml)
                return { ...xml, runner: 'vitest' };
        }
        const tests = (0,common/* lastMatch */.c_)(text, VITEST_TESTS);
        const files = (0,common/* lastMatch */.c_)(text, VITEST_FILES);
        const failHeaders = [...text.matchAll(/^ FAIL {1,2}(.+?)\s*$/gm)].map((m) => m[1]);
        if (!tests && !files && !/⎯ Failed (Tests|Suites) \d+ ⎯/.test(text))
            return null;
        const counts = tests || files ? (0,common/* zeroCounts */.Nd)() : null;
        if (counts && tests)
            (0,common/* addCounts */.c5)(counts, tests[1], /\s*\|\s*/);
        const suiteErrors = /⎯ Failed Suites (\d+) ⎯/.exec(text);
        const unhandled = /^\s*Errors\s{2,}(\d+) errors?/m.exec(text);
        if (counts)
            counts.errors += Number(suiteErrors?.[1] ?? 0) + Number(unhandled?.[1] ?? 0);
        const failing = failHeaders.map((h) => h.replace(/ \[ .+ \]$/, '').replace(/\s+>\s+/g, ' > '));
        // --reporter=verbose: " ✓ src/a.test.js > suite > name 2ms", one line per test (the default reporter prints
        // only files, "✓ src/a.test.js (2 tests) 9ms", which have no " > ", and a failing file's tests without it).
        const verbose = [...text.matchAll(/^ {1,3}([✓√×↓]) (\S+ > .+?)(?: \d+(?:\.\d+)?m?s)?\s*$/gm)];
        const passing = verbose.filter((m) => m[1] === '✓' || m[1] === '√').map((m) => m[2]);
        failing.push(...verbose.filter((m) => m[1] === '×').map((m) => m[2]));
        if (!verbose.length) {
            const tree = treeIds(text);
            passing.push(...tree.passing);
            failing.push(...tree.failing);
        }
        return (0,common/* parsedReport */.SV)('vitest', counts, failing, passing);
    },
    blocks(text) {
        const lines = text.split('\n');
        const out = [];
        let current = null;
        for (const line of lines) {
            if (/^ FAIL {1,2}\S/.test(line)) {
                if (current)
                    out.push(current.join('\n').trimEnd());
                current = [line];
            }
            else if (current && (VITEST_SEPARATOR.test(line) || /^\s*Test Files\s{2,}/.test(line))) {
                out.push(current.join('\n').trimEnd());
                current = null;
            }
            else
                current?.push(line);
        }
        if (current)
            out.push(current.join('\n').trimEnd());
        return out;
    },
    summary(text) {
        return text
            .split('\n')
            .filter((l) => /^\s*(Test Files|Tests|Errors)\s{2,}\S/.test(l) || /⎯ Failed (Tests|Suites) \d+ ⎯/.test(l));
    },
};
/**
 * The tree reporter: a file line, then suites ("❯ calc (4)") and tests ("✓ adds 2ms") two spaces deeper per level.
 * The default reporter prints the same shape for a failing file but leaves the suites out: a test whose parent
 * level is missing is not named (its id would lack its suites).
 */
function treeIds(text) {
    const out = { passing: [], failing: [] };
    const stack = [];
    for (const line of text.split('\n')) {
        const m = /^( +)([✓√×↓❯]) (.+?)\s*$/.exec(line);
        if (!m || line.startsWith(' FAIL '))
            continue;
        const level = (m[1].length - 1) / 2;
        if (!Number.isInteger(level))
            continue;
        if (level === 0) {
            const file = /^(\S+) \(\d+ tests?\b/.exec(m[3]);
            stack.length = 0;
            if (file)
                stack.push(file[1]);
            continue;
        }
        if (stack.length < level)
            continue;
        stack.length = level;
        const suite = /^(.+?) \(\d+\)$/.exec(m[3]);
        if (suite) {
            stack.push(suite[1]);
            continue;
        }
        const name = m[3].replace(/ \d+(?:\.\d+)?m?s$/, '');
        const id = [...stack, name].join(' > ');
        if (m[2] === '✓' || m[2] === '√')
            out.passing.push(id);
        else if (m[2] === '×')
            out.failing.push(id);
    }
    return out;
}
/**
 * vitest's tap (nested `{ … }` blocks per file and suite) and tap-flat (`ok 1 - file > suite > test # time=…`).
 * Both carry `# time=`, as node-tap's does; node-tap's (tap 16 writes TAP version 13 too) opens each test with
 * `# Subtest:`, which vitest's never prints: that output is node-tap's alone.
 */
function vitestTap(text) {
    if (!/^TAP version 13\s*$/m.test(text) || !/^\s*(not )?ok \d+ - .+ # time=/m.test(text))
        return null;
    if (/^\s*# Subtest: \S/m.test(text))
        return null;
    const counts = (0,common/* zeroCounts */.Nd)();
    const failing = [];
    const passing = [];
    const stack = [];
    for (const line of text.split('\n')) {
        const m = /^(\s*)(ok|not ok) \d+ - (.+?)(?: # (SKIP|TODO|time=\S+))?( \{)?\s*$/.exec(line);
        if (!m)
            continue;
        const depth = (0,common/* indentOf */._j)(line) / 4;
        stack.length = depth;
        if (m[5]) {
            stack.push(m[3]);
            continue;
        }
        const id = [...stack, m[3]].join(' > ');
        if (m[4] === 'SKIP' || m[4] === 'TODO')
            counts.skipped++;
        else if (m[2] === 'ok') {
            counts.passed++;
            passing.push(id);
        }
        else {
            counts.failed++;
            failing.push(id);
        }
    }
    return { runner: 'vitest', counts, failingIds: (0,common/* uniq */.sb)(failing), passingIds: (0,common/* uniq */.sb)(passing) };
}
/** github-actions: only `::error file=…,title=<id>,…::message` annotations for failures; no counts. */
function githubActions(text) {
    const ids = [...text.matchAll(/^::error file=[^,]*,title=([^,]+?),line=/gm)].map((m) => decodeURIComponent(m[1]));
    if (!ids.length || /^\s*Tests\s{2,}/m.test(text))
        return null;
    return { runner: 'vitest', counts: null, failingIds: (0,common/* uniq */.sb)(ids) };
}
const VITEST = /vitest/;
/**
 * Every run: the user's console reporter (`default` when the command names none: a `--reporter` on the command line
 * replaces the configured ones) and the json reporter into the run's report folder, which names every test with its
 * file, relative to the command's folder, whatever the console shows.
 */
const vitestArgs = (dir) => (step) => `${/\s--reporter[=\s]/.test(` ${step}`) ? '' : '--reporter=default '}--reporter=json --outputFile.json=${(0,profile/* reportPath */.eG)(dir, 'vitest.json')}`;
const report = {
    command(command, dir, scripts) {
        const told = withReportArgs(command, VITEST, vitestArgs(dir), scripts);
        return 'command' in told ? told.command : null;
    },
    refusal(command, scripts) {
        const told = withReportArgs(command, VITEST, vitestArgs(''), scripts);
        return 'refused' in told ? told.refused : undefined;
    },
    parse(files, cwd) {
        const file = files.find((f) => f.name === 'vitest.json');
        return file ? (0,common/* jestStyleJson */._t)(file.text, 'vitest', cwd) : null;
    },
};
const CONFIG = /^(vitest|vite)\.(config|workspace)\.[cm]?[jt]s$|^vitest\.(setup|workspace)\.[cm]?[jt]s$/;
const vitest = {
    name: 'vitest',
    lang: 'js',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, VITEST),
    parser: vitest_parser,
    report,
    idsNameFile: false,
    // The verbose reporter names every test with its file and suites; added only when the command runs vitest itself.
    listing: { args: ['--reporter=verbose'] },
    testFile: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(__tests__|tests?)\/.*\.[cm]?[jt]sx?$/.test(p),
    // The default include: **/*.{test,spec}.?(c|m)[jt]s?(x), outside node_modules.
    collects: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) && !/(^|\/)node_modules\//.test(p),
    config(p, text) {
        if (CONFIG.test((0,profile/* baseName */.Fl)(p)))
            return text;
        if ((0,profile/* baseName */.Fl)(p) === 'package.json')
            return (0,profile/* packageJsonTestConfig */.V$)(text, 'vitest');
        return null;
    },
    ...common/* JS_MARKERS */.aD,
    ciFailure: [/^\s*FAIL\s+(\S+\.(?:[cm]?[jt]sx?)\s*(?:>\s*[^\n]+)?)$/, /^\s*[×]\s+(.+?)(?:\s+\d+(?:\.\d+)?\s*m?s)?$/],
    list: {
        command: () => 'npx vitest list',
        parse: (output) => output
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => /^\S+\.[cm]?[jt]sx? > /.test(l)),
    },
};

;// CONCATENATED MODULE: ./src/verify/runners/jest.ts
/**
 * jest. Ids are `file > describe > test`: the file comes from the `PASS`/`FAIL` header above each file's results.
 * Without --verbose, jest names each test only when a single file ran; with several files it names only failures.
 * A listing run adds `--verbose`, and `--json` is read exactly.
 */



const JEST_TESTS = /^Tests:\s+(.+?),?\s*(\d+) total\s*$/m;
const JEST_SUITES = /^Test Suites:\s+(.+?),?\s*(\d+) total\s*$/m;
const jest_parser = {
    name: 'jest',
    parse(text, cwd) {
        const json = (0,common/* jestStyleJson */._t)(text, 'jest', cwd);
        if (json)
            return json;
        const tests = (0,common/* lastMatch */.c_)(text, JEST_TESTS);
        const suites = (0,common/* lastMatch */.c_)(text, JEST_SUITES);
        if (!tests && !suites)
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        if (tests)
            (0,common/* addCounts */.c5)(counts, tests[1], /,\s*/);
        const failing = [];
        const passing = [];
        const suiteErrors = new Set();
        let file = '';
        let inDetails = false;
        const path = [];
        for (const line of text.split('\n')) {
            const header = /^(FAIL|PASS) (\S+)/.exec(line);
            if (header) {
                file = header[2];
                path.length = 0;
                inDetails = false;
                continue;
            }
            const bullet = /^ {2}● (.+?)\s*$/.exec(line);
            if (bullet) {
                inDetails = true;
                if (bullet[1] === 'Test suite failed to run') {
                    suiteErrors.add(file);
                    failing.push(file);
                }
                else if (!/^Console$/.test(bullet[1]))
                    failing.push([file, ...bullet[1].split(' › ')].filter(Boolean).join(' > '));
                continue;
            }
            // --verbose tree: "  describe" lines nest by two spaces; "✓ name (3 ms)" are passing tests.
            if (inDetails)
                continue;
            const tick = /^(\s+)[✓√] (.+?)(?: \(\d+ ms\))?$/.exec(line);
            if (tick && file) {
                const depth = tick[1].length / 2 - 1;
                passing.push([file, ...path.slice(0, depth), tick[2]].join(' > '));
                continue;
            }
            const group = /^(\s+)([^\s✓√✕○✎●].*)$/.exec(line);
            if (group &&
                file &&
                group[1].length % 2 === 0 &&
                group[1].length <= 2 * (path.length + 1) &&
                !/^\s+at /.test(line)) {
                const depth = group[1].length / 2 - 1;
                path.length = depth;
                path.push(group[2].trim());
            }
        }
        counts.errors += suiteErrors.size;
        return (0,common/* parsedReport */.SV)('jest', tests || suites ? counts : null, failing, passing);
    },
    blocks(text) {
        const lines = text.split('\n');
        const out = [];
        let current = null;
        let file = '';
        const flush = () => {
            if (current)
                out.push(current.join('\n').trimEnd());
            current = null;
        };
        for (const line of lines) {
            const header = /^(FAIL|PASS) (\S+)/.exec(line);
            if (header) {
                flush();
                file = header[2];
                continue;
            }
            if (/^ {2}● /.test(line)) {
                flush();
                current = [`${file}`, line];
                continue;
            }
            if (/^(Test Suites:|Summary of all failing tests)/.test(line)) {
                flush();
                continue;
            }
            current?.push(line);
        }
        flush();
        return out;
    },
    summary(text) {
        return text.split('\n').filter((l) => /^(Test Suites|Tests|Snapshots):\s/.test(l));
    },
};
const JEST = /jest/;
/** Every run: `--json` into the run's report folder; jest's console reporter stays as it is. */
const jestArgs = (dir) => () => `--json --outputFile=${(0,profile/* reportPath */.eG)(dir, 'jest.json')}`;
const jest_report = {
    command(command, dir, scripts) {
        const told = withReportArgs(command, JEST, jestArgs(dir), scripts);
        return 'command' in told ? told.command : null;
    },
    refusal(command, scripts) {
        const told = withReportArgs(command, JEST, jestArgs(''), scripts);
        return 'refused' in told ? told.refused : undefined;
    },
    parse(files, cwd) {
        const file = files.find((f) => f.name === 'jest.json');
        return file ? (0,common/* jestStyleJson */._t)(file.text, 'jest', cwd) : null;
    },
};
const jest_CONFIG = /^jest\.(config|setup)\.[cm]?[jt]s(on)?$|^(setupTests|jest\.setup\w*|test-setup)\.[cm]?[jt]s$/;
const jest = {
    name: 'jest',
    lang: 'js',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, JEST),
    parser: jest_parser,
    report: jest_report,
    idsNameFile: true,
    // With several files, jest names passing tests only with --verbose (its tree under each file's header).
    listing: { args: ['--verbose'] },
    testFile: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(__tests__|tests?)\/.*\.[cm]?[jt]sx?$/.test(p),
    // The default testMatch: **/__tests__/**/*.[jt]s?(x) and **/?(*.)+(spec|test).[jt]s?(x).
    collects: (p) => (/(^|\/)__tests__\/.*\.[cm]?[jt]sx?$/.test(p) || /(^|[./])(spec|test)\.[cm]?[jt]sx?$/.test((0,profile/* baseName */.Fl)(p))) &&
        !/(^|\/)node_modules\//.test(p),
    config(p, text) {
        if (jest_CONFIG.test((0,profile/* baseName */.Fl)(p)))
            return text;
        if ((0,profile/* baseName */.Fl)(p) === 'package.json')
            return (0,profile/* packageJsonTestConfig */.V$)(text, 'jest');
        return null;
    },
    ...common/* JS_MARKERS */.aD,
    ciFailure: [/^\s*FAIL\s+(\S+\.(?:[cm]?[jt]sx?))$/, /^\s*[✕✗]\s+(.+?)(?:\s+\(\d+\s*ms\))?$/, /^ {2}● (.+ › .+)$/],
    list: {
        command: () => 'npx jest --listTests',
        // Files only: jest lists test files, not tests.
        parse: (output, cwd) => output
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => /^\/.+\.[cm]?[jt]sx?$/.test(l))
            .map((l) => (0,common/* relativePath */.iZ)(l, cwd)),
    },
};

;// CONCATENATED MODULE: ./src/verify/runners/mocha.ts



const MOCHA_PASSING = /^\s*(\d+) passing \([^)]*\)\s*$/m;
const mocha_parser = {
    name: 'mocha',
    parse(text, cwd) {
        const json = mochaJson(text, cwd);
        if (json)
            return json;
        const passing = (0,common/* lastMatch */.c_)(text, MOCHA_PASSING);
        const failingLine = (0,common/* lastMatch */.c_)(text, /^\s*(\d+) failing\s*$/m);
        if (!passing && !failingLine)
            return null;
        const pending = (0,common/* lastMatch */.c_)(text, /^\s*(\d+) pending\s*$/m);
        const counts = (0,common/* zeroCounts */.Nd)();
        counts.passed = Number(passing?.[1] ?? 0);
        counts.failed = Number(failingLine?.[1] ?? 0);
        counts.skipped = Number(pending?.[1] ?? 0);
        const ids = mochaFailures(text).map((f) => f.id);
        const passingIds = mochaPassing(text);
        return (0,common/* parsedReport */.SV)('mocha', counts, ids, passingIds);
    },
    blocks(text) {
        return mochaFailures(text).map((f) => f.block);
    },
    summary(text) {
        return text
            .split('\n')
            .filter((l) => /^\s*\d+ (passing \(|pending$|failing$)/.test(l))
            .map((l) => l.trim());
    },
};
/** The numbered failure list after "N failing": "  2) calc\n       computes tax:\n\n     AssertionError…". */
function mochaFailures(text) {
    const lines = text.split('\n');
    const start = lines.findIndex((l) => /^\s*\d+ failing\s*$/.test(l));
    if (start < 0)
        return [];
    const out = [];
    let i = start + 1;
    while (i < lines.length) {
        const head = /^ {2}(\d+)\) (.*)$/.exec(lines[i]);
        if (!head) {
            i++;
            continue;
        }
        const parts = [head[2]];
        let j = i + 1;
        while (!parts[parts.length - 1].endsWith(':') && j < lines.length && lines[j].trim() && (0,common/* indentOf */._j)(lines[j]) > 2) {
            parts.push(lines[j].trim());
            j++;
        }
        const id = parts.map((p) => p.replace(/:$/, '')).join(' > ');
        let k = j;
        while (k < lines.length && !/^ {2}\d+\) /.test(lines[k]))
            k++;
        out.push({ id, block: lines.slice(i, k).join('\n').trimEnd() });
        i = k;
    }
    return out;
}
/** The spec reporter's tree: "✔ name" under indented describe titles. */
function mochaPassing(text) {
    const lines = text.split('\n');
    const out = [];
    const path = [];
    for (const line of lines) {
        if (/^\s*\d+ passing \(/.test(line))
            break;
        if (!line.trim())
            continue;
        const depth = Math.max(0, (0,common/* indentOf */._j)(line) / 2 - 1);
        const tick = /^\s+[✔✓] (.+?)(?: \(\d+ms\))?$/.exec(line);
        if (tick) {
            out.push([...path.slice(0, depth), tick[1]].join(' > '));
            continue;
        }
        if (/^\s+(\d+\)|-) /.test(line))
            continue;
        if (/^\s+\S/.test(line) && Number.isInteger(depth)) {
            path.length = depth;
            path.push(line.trim());
        }
    }
    return out;
}
function mochaJsonTests(text) {
    const doc = (0,common/* jsonDocument */.Q8)(text);
    if (!doc || !doc.stats || !Array.isArray(doc.tests))
        return null;
    return { stats: doc.stats, doc: doc };
}
const mochaId = (t, cwd) => [(0,common/* relativePath */.iZ)(t.file ?? '', cwd), t.fullTitle ?? t.title ?? ''].filter(Boolean).join(' > ');
/** `--reporter json`: stats, and tests/passes/failures/pending with their files. */
function mochaJson(text, cwd) {
    const parsed = mochaJsonTests(text);
    if (!parsed)
        return null;
    const { stats, doc } = parsed;
    const failures = doc.failures ?? [];
    return {
        runner: 'mocha',
        counts: {
            passed: Number(stats.passes ?? 0),
            failed: Number(stats.failures ?? 0),
            skipped: Number(stats.pending ?? 0),
            errors: 0,
        },
        failingIds: (0,common/* uniq */.sb)(failures.map((t) => mochaId(t, cwd))),
        passingIds: (0,common/* uniq */.sb)((doc.passes ?? []).map((t) => mochaId(t, cwd))),
    };
}
const MOCHA = /mocha/;
/** The reporter's file in the run's folder: a name that says nothing of agent-fix (the runner's argv shows it). */
const REPORTER_FILE = 'reporter.cjs';
const REPORT_FILE = 'mocha.json';
/**
 * Every run: the reporter agent-fix ships (`js-report.ts`: mocha's spec on the console, `mocha.json` into the folder),
 * told where to write by a reporter option (`output`, as mocha's xunit reporter takes it). mocha splits an option's
 * text at `,` and `=`: for a folder whose path has one, the option is left out and the reporter writes beside itself.
 */
const mochaArgs = (dir) => () => `--reporter ${(0,profile/* reportPath */.eG)(dir, REPORTER_FILE)}` +
    (/[,=]/.test(dir) ? '' : ` --reporter-options ${(0,profile/* reportPath */.eG)(`output=${dir}`, REPORT_FILE)}`);
/**
 * The `mocha.json` of the reporter agent-fix ships: ids `file > suite > test` (the file relative to `cwd`), as
 * vitest's and jest's; a failed hook is an error named by its own title path (`file > suite > "before each" hook for
 * "x"`).
 */
function mochaReportFile(text, cwd) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (doc?.specJson !== 1 || !Array.isArray(doc.tests))
        return null;
    const counts = (0,common/* zeroCounts */.Nd)();
    const failing = [];
    const passing = [];
    for (const t of doc.tests) {
        const titles = Array.isArray(t.titlePath) ? t.titlePath.map(String) : [];
        const file = typeof t.file === 'string' ? (0,common/* relativePath */.iZ)(t.file, cwd) : '';
        const id = [file, ...titles].filter(Boolean).join(' > ');
        if (!id)
            continue;
        if (t.state === 'passed' && !t.hook) {
            counts.passed++;
            passing.push(id);
        }
        else if (t.state === 'failed') {
            if (t.hook)
                counts.errors++;
            else
                counts.failed++;
            failing.push(id);
        }
        else if (t.state === 'pending')
            counts.skipped++;
    }
    return { runner: 'mocha', counts, failingIds: (0,common/* uniq */.sb)(failing), ...(0,common/* reportPassing */.M4)(passing) };
}
const mocha_report = {
    command(command, dir, scripts) {
        const told = withReportArgs(command, MOCHA, mochaArgs(dir), scripts);
        return 'command' in told ? told.command : null;
    },
    refusal(command, scripts) {
        const told = withReportArgs(command, MOCHA, mochaArgs(''), scripts);
        return 'refused' in told ? told.refused : undefined;
    },
    files: { [REPORTER_FILE]: MOCHA_REPORTER },
    parse(files, cwd) {
        const file = files.find((f) => f.name === REPORT_FILE);
        return file ? mochaReportFile(file.text, cwd) : null;
    },
};
const mocha_CONFIG = /^\.mocharc(\.[cm]?js|\.json|\.jsonc|\.ya?ml)?$/;
const mocha = {
    name: 'mocha',
    lang: 'js',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, MOCHA),
    parser: mocha_parser,
    report: mocha_report,
    idsNameFile: false,
    listing: { args: ['--reporter', 'json'] },
    testFile: (p) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(tests?|spec)\/.*\.[cm]?[jt]sx?$/.test(p),
    // The default spec: ./test/*.{js,cjs,mjs}; a .mocharc `spec` elsewhere is a config change the guard reports.
    collects: (p) => /^(test|spec)\/[^/]+\.[cm]?js$/.test(p) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(p),
    config(p, text) {
        if (mocha_CONFIG.test((0,profile/* baseName */.Fl)(p)))
            return text;
        if ((0,profile/* baseName */.Fl)(p) === 'package.json')
            return (0,profile/* packageJsonTestConfig */.V$)(text, 'mocha');
        return null;
    },
    ...common/* JS_MARKERS */.aD,
    // The numbered failure list after "N failing" (ci-log reads it only below that header).
    ciFailure: [/^\s*\d+\)\s+(.+)$/],
    ciFailureAfter: /^\s*\d+ failing\b/,
    list: {
        command: () => 'npx mocha --dry-run --reporter json',
        parse(output, cwd) {
            const parsed = mochaJsonTests(output);
            return parsed ? (0,common/* uniq */.sb)((parsed.doc.tests ?? []).map((t) => mochaId(t, cwd))) : [];
        },
    },
};

// EXTERNAL MODULE: ./src/verify/runners/node-test.ts
var node_test = __webpack_require__(9598);
;// CONCATENATED MODULE: ./src/verify/runners/ava.ts


/** A slow test's duration after its title, as pretty-ms writes it: `(987ms)`, `(1.2s)`, `(1m 2.3s)`, `(1h 2m 3s)`. */
const DURATION = String.raw `(?: \((?:\d+(?:\.\d+)?(?:ms|[smhd]) ?)+\))?`;
const ava_LINE = new RegExp(String.raw `^ {2}(✔|✘|✖|-|◌) (?:\[(fail|skip|todo|expected fail)\]: ?|\[(skip|todo)\] )?(.+?)${DURATION}\s*$`);
const TOTAL = /^ {2}(\d+) (tests?|known failures?|tests? todo|uncaught exceptions?|unhandled rejections?) ?(passed|failed|skipped|todo)?\s*$/gm;
const id = (title) => title.replace(/ › /g, ' > ').replace(/ Error thrown in test$/, '');
/**
 * A failed test's line carries the assertion's message after its title (`✘ [fail]: taxes 20% twenty percent`, ava 4
 * `✖ taxes 20% ` when there is none): the title is the longest of the failures' title lines (printed alone after the
 * first `─` rule) that the line starts with. Without one (the failures' part cut from the kept output), the line as
 * it is, which names no other test.
 */
function failedTitle(rest, titles) {
    let best;
    for (const t of titles)
        if ((rest === t || rest.startsWith(`${t} `)) && t.length > (best?.length ?? 0))
            best = t;
    return best ?? rest;
}
/** ava's TAP; `oneFile`: a run of one file, whose titles carry no file part (known to be ava's from the command). */
function fromTap(text, oneFile = false) {
    if (!/^TAP version 13\s*$/m.test(text))
        return null;
    if (!(oneFile ? /^# tests \d+\s*$/m.test(text) : /^(not )?ok \d+ - .+ › /m.test(text)))
        return null;
    const counts = (0,common/* zeroCounts */.Nd)();
    const failing = [];
    const passing = [];
    for (const m of text.matchAll(/^(ok|not ok) \d+ - (.+?)(?: # (SKIP|TODO)\b.*)?\s*$/gm)) {
        if (m[3])
            counts.skipped++;
        else if (m[1] === 'ok') {
            counts.passed++;
            passing.push(id(m[2]));
        }
        else {
            counts.failed++;
            failing.push(id(m[2]));
        }
    }
    return { runner: 'ava', counts, failingIds: (0,common/* uniq */.sb)(failing), passingIds: (0,common/* uniq */.sb)(passing) };
}
const ava_parser = {
    name: 'ava',
    parse(text) {
        const tap = fromTap(text);
        if (tap)
            return tap;
        const totals = [...text.matchAll(TOTAL)];
        if (!totals.length || !/^ {2}─\s*$/m.test(text))
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        const failing = [];
        const passing = [];
        const lines = text.split('\n');
        const rule = lines.findIndex((l) => /^ {2}─\s*$/.test(l));
        const titles = new Set(lines
            .slice(rule + 1)
            .filter((l) => /^ {2}\S/.test(l))
            .map((l) => l.slice(2).trimEnd()));
        for (const line of lines) {
            const m = ava_LINE.exec(line);
            if (!m)
                continue;
            const kind = m[2] ?? m[3];
            if (m[1] === '✔' && !kind)
                passing.push(id(m[4]));
            else if ((m[1] === '✘' || m[1] === '✖') && (kind === 'fail' || !kind))
                failing.push(id(failedTitle(m[4], titles)));
            else if (kind === 'skip' || kind === 'todo')
                counts.skipped++;
        }
        // ava prints "N tests passed" only when none failed; the ✔ lines are the passing tests either way.
        counts.passed = passing.length;
        counts.failed = failing.length;
        for (const t of totals) {
            if (/uncaught|unhandled/.test(t[2]))
                counts.errors += Number(t[1]);
            else if (t[3] === 'passed')
                counts.passed = Math.max(counts.passed, Number(t[1]));
            else if (t[3] === 'failed')
                counts.failed = Math.max(counts.failed, Number(t[1]));
            else if (t[3] === 'skipped' || /todo/.test(t[2]))
                counts.skipped = Math.max(counts.skipped, Number(t[1]));
        }
        return (0,common/* parsedReport */.SV)('ava', counts, failing, passing);
    },
    blocks(text) {
        // After the first "─" rule: one block per failing test, each ended by the next "─".
        const parts = text.split(/^ {2}─\s*$/m).slice(1, -1);
        return parts.map((p) => p.trim()).filter(Boolean);
    },
    summary(text) {
        return [...text.matchAll(TOTAL)].map((m) => m[0].trim());
    },
};
/**
 * ava's title for a test file run among others in its folder (`test/tax.test.js` → `tax`): the base name without
 * `.test.`/`.spec.`, `test-` and the extension, as ava's prefix-title.js makes it below the files' common folder.
 */
function avaFileTitle(file) {
    return file
        .slice(file.lastIndexOf('/') + 1)
        .replace(/\.spec\./, '.')
        .replace(/\.test\./, '.')
        .replace(/test-/, '')
        .replace(/\.[cm]?[jt]sx?$/, '');
}
/**
 * A run of one test file prints its titles without the file part the whole suite's run gives them: the file's title
 * is put back (`taxes 20%` → `tax > taxes 20%`), so the narrowed listing runs and the final run name one test alike.
 * Only for a file ava collects, and only where the titles carry no file part (ava prints none for one file). Files
 * below the suite's common folder in subfolders get a longer prefix in the whole run (`a > tax > …`): those ids stay
 * apart and the row is `unknown`, never another test's pass.
 */
function narrowed(output, files, report) {
    const file = files.length === 1 ? files[0] : undefined;
    if (!file || !AVA_FILE.test(file) || /(^|\/)(node_modules|fixtures|helpers)\//.test(file))
        return null;
    const text = (0,common/* cleanOutput */.DS)(output);
    const read = report.runner === 'ava' ? report : fromTap(text, true);
    // A result line with a file part: several files ran after all (the command's own files beside the filter).
    if (!read || /^(?:(?:not )?ok \d+ - | {2}(?:✔|✘|-|◌) ).* › /m.test(text))
        return null;
    const title = avaFileTitle(file);
    const prefix = (ids) => ids?.map((i) => `${title} > ${i}`);
    return {
        ...read,
        failingIds: prefix(read.failingIds),
        ...(read.passingIds ? { passingIds: prefix(read.passingIds) } : {}),
        ...(read.skippedIds ? { skippedIds: prefix(read.skippedIds) } : {}),
    };
}
/** ava's default files: test.js, src/test.js, source/test.js, test-*.js, *.spec.js, *.test.js, test/, tests/, __tests__/. */
const AVA_FILE = /(^|\/)(test|src\/test|source\/test)\.[cm]?js$|(^|\/)test-[^/]*\.[cm]?js$|\.(spec|test)\.[cm]?js$|(^|\/)(test|tests|__tests__)\/.*\.[cm]?js$/;
const ava = {
    name: 'ava',
    lang: 'js',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, /ava/),
    parser: ava_parser,
    idsNameFile: false,
    listing: { args: ['--tap'] },
    narrowed,
    testFile: (p) => AVA_FILE.test(p),
    collects: (p) => AVA_FILE.test(p) && !/(^|\/)(node_modules|fixtures|helpers)\//.test(p) && !/(^|\/)_/.test(p),
    config(p, text) {
        if (/^ava\.config\.[cm]?js$/.test((0,profile/* baseName */.Fl)(p)))
            return text;
        if ((0,profile/* baseName */.Fl)(p) === 'package.json')
            return (0,profile/* packageJsonTestConfig */.V$)(text, 'ava');
        return null;
    },
    ...common/* JS_MARKERS */.aD,
    ciFailure: [new RegExp(String.raw `^ {2}✘ \[fail\]: (.+?)${DURATION}$`)],
};

;// CONCATENATED MODULE: ./src/verify/runners/tape.ts


const SUMMARY = /^# (tests|pass|fail|skip|todo)\s+\d+\s*$/;
function tapeTests(text) {
    const lines = text.split('\n');
    // A test header directly followed by an assertion is what sets tape apart from other TAP producers.
    const headerThenAssert = lines.some((l, i) => /^# \S/.test(l) && !SUMMARY.test(l) && /^(not )?ok \d+ /.test(lines[i + 1] ?? ''));
    if (!/^TAP version 13\s*$/m.test(text) || !headerThenAssert || /^\s*# Subtest:/m.test(text))
        return null;
    const tests = [];
    let current = null;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (/^1\.\.\d+\s*$/.test(line) || SUMMARY.test(line))
            break;
        const skip = /^# SKIP (.+?)\s*$/.exec(line);
        const head = /^# (.+?)\s*$/.exec(line);
        if (skip || (head && (0,common/* indentOf */._j)(line) === 0)) {
            if (current)
                current.end = i;
            current = { name: (skip ?? head)[1], ok: true, skipped: !!skip, start: i, end: lines.length };
            tests.push(current);
            continue;
        }
        if (current && /^not ok \d+/.test(line) && !/# (SKIP|TODO)\b/.test(line))
            current.ok = false;
    }
    if (current && current.end === lines.length)
        current.end = lines.findIndex((l, j) => j > current.start && /^1\.\./.test(l));
    return tests;
}
const tape_parser = {
    name: 'tape',
    parse(text) {
        const tests = tapeTests(text);
        if (!tests)
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        for (const t of tests) {
            if (t.skipped)
                counts.skipped++;
            else if (t.ok)
                counts.passed++;
            else
                counts.failed++;
        }
        return {
            runner: 'tape',
            counts,
            failingIds: (0,common/* uniq */.sb)(tests.filter((t) => !t.ok && !t.skipped).map((t) => t.name)),
            passingIds: (0,common/* uniq */.sb)(tests.filter((t) => t.ok && !t.skipped).map((t) => t.name)),
        };
    },
    blocks(text) {
        const lines = text.split('\n');
        return (tapeTests(text) ?? [])
            .filter((t) => !t.ok && !t.skipped)
            .map((t) => lines
            .slice(t.start, t.end < 0 ? lines.length : t.end)
            .join('\n')
            .trimEnd());
    },
    summary(text) {
        return text.split('\n').filter((l) => /^# (tests|pass|fail|skip|todo)\b|^1\.\.\d+/.test(l));
    },
};
const tape = {
    name: 'tape',
    lang: 'js',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, /tape/),
    parser: tape_parser,
    idsNameFile: false,
    // The convention: a root test.js, or test/*.js, named on the command line.
    testFile: (p) => /(^|\/)test\.[cm]?[jt]s$/.test(p) || /(^|\/)tests?\/.*\.[cm]?[jt]s$/.test(p),
    collects: (p) => /\.[cm]?[jt]s$/.test(p),
    config: (p, text) => ((0,profile/* baseName */.Fl)(p) === 'package.json' ? (0,profile/* packageJsonTestConfig */.V$)(text, 'tape') : null),
    ...common/* JS_MARKERS */.aD,
    ciFailure: [],
};

;// CONCATENATED MODULE: ./src/verify/runners/node-tap.ts


const SUBTEST = /^# Subtest: (.+?)\s*$/;
const node_tap_RESULT = /^(ok|not ok) \d+(?: - (.*?))?(?: # (SKIP|TODO)\b[^#]*)?(?: # time=[\d.]+m?s)?\s*$/i;
const FILE = /\.[cm]?[jt]sx?$/;
/**
 * The output is node-tap's: TAP 13/14 with nested `# Subtest:` blocks and tap's own marks, a `# time=` on its result
 * lines or its `# { total: … }` line (node --test's TAP has neither, and ends with `# suites N`). Run through `tap`,
 * the top-level subtests are the files; a file run by node itself prints its own TAP, whose ids then name no file.
 */
function isNodeTap(text) {
    return (/^TAP version 1[34]\s*$/m.test(text) &&
        /^\s*# Subtest: \S/m.test(text) &&
        (/^# \{ ?total: ?\d+/m.test(text) || /^\s*(not )?ok \d+ - .* # time=[\d.]+m?s\s*$/m.test(text)) &&
        !/^# suites \d+\s*$/m.test(text));
}
function leaves(text) {
    const lines = text.split('\n');
    const stack = [];
    const tests = [];
    let errors = 0;
    const path = (name) => [...stack.map((b) => b.name), name].join(' > ');
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const indent = (0,common/* indentOf */._j)(line);
        const body = line.trim();
        const sub = SUBTEST.exec(body);
        if (sub) {
            while (stack.length && stack[stack.length - 1].indent >= indent + 4)
                stack.pop();
            if (stack.length)
                stack[stack.length - 1].parent = true;
            stack.push({ name: sub[1], indent: indent + 4, parent: false, failedBelow: false, start: i });
            continue;
        }
        const m = node_tap_RESULT.exec(body);
        if (!m)
            continue;
        const ok = m[1].toLowerCase() === 'ok';
        const name = (m[2] ?? '').trim();
        const directive = m[3]?.toUpperCase();
        const top = stack[stack.length - 1];
        if (top && top.indent === indent + 4) {
            // The result line that closes a subtest block.
            stack.pop();
            if (!top.parent) {
                const status = directive ? 'skip' : ok ? 'pass' : 'fail';
                tests.push({ id: path(top.name), status, start: top.start, end: i + 1 });
                if (status === 'fail')
                    for (const b of stack)
                        b.failedBelow = true;
            }
            else if (!ok && !directive && !top.failedBelow) {
                // A group (or file) that failed with every test under it passing: a wrong plan, a throw or an assertion
                // outside its subtests, an error after them. Its failure is named by the group's id, never lost.
                tests.push({ id: path(top.name), status: 'fail', start: top.start, end: i + 1 });
                for (const b of stack)
                    b.failedBelow = true;
            }
            continue;
        }
        const enclosing = [...stack].reverse().find((b) => b.indent === indent);
        if (directive) {
            // A skipped or todo subtest prints no block: a test of its own.
            if (enclosing)
                enclosing.parent = true;
            tests.push({ id: path(name), status: 'skip', start: i, end: i + 1 });
        }
        else if (!enclosing && !ok && indent === 0) {
            // tap's own failure outside any file (`not ok 2 - timeout!`).
            errors++;
        }
    }
    return { tests: numbered(tests), errors };
}
/**
 * Tests of one group that print the same name (a loop's `t.test(spec)` over inputs alike once trimmed, as
 * npm-package-arg's are) are numbered in run order, the second `name (#2)`, as pytest's and cargo's alike ids are: tap
 * runs a file's subtests in order. Unnumbered, the ids would be fewer than the tests counted, and a run's list of
 * passing ids, which must name every pass, would be dropped.
 */
function numbered(tests) {
    const seen = new Map();
    return tests.map((t) => {
        const n = (seen.get(t.id) ?? 0) + 1;
        seen.set(t.id, n);
        return n === 1 ? t : { ...t, id: `${t.id} (#${n})` };
    });
}
/**
 * tap 18+'s own reporters (base, terse): ` FAIL  test/x.test.js …` per file, `✖ group > test > assertion` per failed
 * assertion, and totals of assertions and suites, never of tests. The failing tests are named (the assertion's last
 * segment dropped); the counts are not tests, so there are none.
 */
function baseReport(text) {
    if (!/^Asserts:\s+\d+ pass\b/m.test(text) || !/^ (FAIL|PASS) {2}\S/m.test(text))
        return null;
    const failing = [];
    let file = '';
    for (const line of text.split('\n')) {
        const head = /^ (FAIL|PASS) {2}(\S+)/.exec(line);
        if (head)
            file = head[2];
        const fail = /^✖ (.+?)\s*$/.exec(line);
        if (fail && file) {
            const parts = fail[1].split(' > ');
            failing.push([file, ...(parts.length > 1 ? parts.slice(0, -1) : parts)].join(' > '));
        }
    }
    return {
        runner: 'node-tap',
        counts: null,
        failingIds: (0,common/* uniq */.sb)(failing),
        note: "tap's own reporter counts assertions, not tests: run it with --reporter=tap for a per-test proof",
    };
}
/** A step that runs tap itself (`tap`, `npx tap`, `node_modules/.bin/tap`), before its own arguments. */
const TAP_STEP = /^((?:npx(?: --?[\w-]+)* )?(?:\S*\/)?tap)(?=\s|$)/;
/**
 * Every run in TAP: tap picks its reporter by colour, and a project's `"tap": { "color": 1 }` (which beats the
 * environment's `TAP_COLORS=0`) makes tap 16 print its live `base` reporter even into a pipe, which names no passing
 * test. `--reporter=tap` on the command line beats the configuration. A step that names its reporter keeps it; a
 * package script (`npm test`) is the project's and is left as written.
 */
function inTap(command) {
    return command
        .split(/(&&|\|\||;|\|)/)
        .map((part) => {
        const lead = /^\s*/.exec(part)[0];
        const step = part.slice(lead.length);
        if (!TAP_STEP.test(step) || /(^|\s)(-R|--reporter)(=|\s|$)/.test(step))
            return part;
        return lead + step.replace(TAP_STEP, '$1 --reporter=tap');
    })
        .join('');
}
const node_tap_parser = {
    name: 'node-tap',
    parse(text) {
        if (!isNodeTap(text))
            return baseReport(text);
        const { tests, errors } = leaves(text);
        const counts = (0,common/* zeroCounts */.Nd)();
        for (const t of tests) {
            if (t.status === 'pass')
                counts.passed++;
            else if (t.status === 'fail')
                counts.failed++;
            else
                counts.skipped++;
        }
        counts.errors += errors;
        const ids = (status) => (0,common/* uniq */.sb)(tests.filter((t) => t.status === status).map((t) => t.id));
        return {
            runner: 'node-tap',
            counts,
            failingIds: ids('fail'),
            passingIds: ids('pass'),
            skippedIds: ids('skip'),
        };
    },
    blocks(text) {
        if (!isNodeTap(text))
            return [];
        const lines = text.split('\n');
        return leaves(text)
            .tests.filter((t) => t.status === 'fail')
            .map((t) => lines
            .slice(t.start, t.end)
            .map((l) => l.trimEnd())
            .join('\n'));
    },
    summary(text) {
        return text.split('\n').filter((l) => /^# \{ ?total:|^# (No coverage|time=)/.test(l));
    },
};
const nodeTap = {
    name: 'node-tap',
    lang: 'js',
    packages: ['tap', '@tapjs/core'],
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, /tap/),
    parser: node_tap_parser,
    idsNameFile: true,
    listing: { args: ['--reporter=tap'] },
    proof: { command: inTap },
    testFile: (p) => /(^|\/)(test|tests|__tests__)\/.*\.[cm]?[jt]sx?$/.test(p) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(p),
    collects: (p) => FILE.test(p) && !/(^|\/)(node_modules|fixtures?)\//.test(p),
    config: (p, text) => {
        if ((0,profile/* baseName */.Fl)(p) === '.taprc')
            return text;
        return (0,profile/* baseName */.Fl)(p) === 'package.json' ? (0,profile/* packageJsonTestConfig */.V$)(text, 'tap') : null;
    },
    ...common/* JS_MARKERS */.aD,
    // In a CI log (tap writes TAP there) a test's closing line carries `# time=`; an assertion's does not.
    ciFailure: [/^\s*not ok \d+ - (.+?) # time=[\d.]+m?s\s*$/],
};

;// CONCATENATED MODULE: ./src/verify/runners/jvm.ts
/**
 * The JVM's test runners through their JUnit XML reports: Maven Surefire (`mvn test`, `./mvnw test`; JUnit 4 and 5,
 * TestNG) and the JUnit console launcher (`java -jar junit-platform-console-standalone.jar`). Every run is told to
 * write its reports into the run's own report folder (`-Dsurefire.reportsDirectory=`, `--reports-dir`), and the
 * `TEST-*.xml` files there are read: ids are `classname > method` (`calc.CalcTest > taxes`, a nested class
 * `calc.CalcTest$Negatives > addsNegatives`; the launcher's `taxes()` loses its empty parentheses, as Surefire writes
 * it). Gradle writes its reports where its build script says (`build/test-results/`): it is recognised but read only
 * by its summary. The text forms give counts: Maven's `Tests run: 5, Failures: 1, Errors: 0, Skipped: 1` and the
 * launcher's `[ 3 tests successful ]` table.
 */



const MAVEN = /mvn|mvnw/;
const GRADLE = /gradle|gradlew/;
const LAUNCHER = /junit-platform-console(?:-standalone)?(?:-[\d.]+)?\.jar/;
const MAVEN_TOTAL = /^(?:\[\w+\]\s+)?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/m;
const LAUNCHER_LINE = /^\[\s*(\d+) tests (successful|failed|skipped|aborted)\s*\]$/gm;
const jvm_parser = {
    name: 'jvm',
    parse(text) {
        const maven = (0,common/* lastMatch */.c_)(text, MAVEN_TOTAL);
        if (maven) {
            const [run, failed, errors, skipped] = maven.slice(1, 5).map(Number);
            const counts = { passed: Math.max(0, run - failed - errors - skipped), failed, errors, skipped };
            return (0,common/* parsedReport */.SV)('jvm', counts, [], []);
        }
        const lines = [...text.matchAll(LAUNCHER_LINE)];
        if (!lines.length)
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        for (const [, n, kind] of lines) {
            if (kind === 'successful')
                counts.passed = Number(n);
            else if (kind === 'failed')
                counts.failed = Number(n);
            else if (kind === 'aborted')
                counts.errors = Number(n);
            else
                counts.skipped = Number(n);
        }
        return (0,common/* parsedReport */.SV)('jvm', counts, [], []);
    },
    blocks: (text) => {
        const m = /^Failures \(\d+\):\n[\s\S]*?(?=\n\n|\nTest run finished)/m.exec(text);
        return m ? [m[0]] : [];
    },
    summary: (text) => text.split('\n').filter((l) => MAVEN_TOTAL.test(l) || /^\[\s*\d+ tests \w+\s*\]$/.test(l)),
};
/** `src/test/java/calc/CalcTest.java` → `calc.CalcTest`, the class Surefire's `-Dtest=` and the launcher select. */
const classOfFile = (p) => {
    const m = /(?:^|\/)src\/\w+\/(?:java|kotlin|scala)\/(.+)\.(?:java|kt|scala)$/.exec(p);
    return m ? m[1].replace(/\//g, '.') : /\.(java|kt)$/.test(p) ? (0,profile/* baseName */.Fl)(p).replace(/\.\w+$/, '') : null;
};
/** An id `calc.CalcTest > taxes` as a selector: `calc.CalcTest#taxes`; a file as its class. */
const selector = (word) => {
    const w = word.replace(/^'|'$/g, '');
    const m = / > /.exec(w);
    return m ? `${w.slice(0, m.index)}#${w.slice(m.index + 3)}` : (classOfFile(w) ?? w);
};
const jvm = {
    name: 'jvm',
    lang: 'jvm',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, MAVEN) || (0,profile/* runsProgram */.jv)(command, GRADLE) || LAUNCHER.test(command),
    parser: jvm_parser,
    idsNameFile: false,
    report: {
        command: (command, dir) => (0,profile/* withArgsAfter */.sM)(command, MAVEN, `-Dsurefire.reportsDirectory=${(0,profile/* reportPath */.eG)(dir)}`) ??
            (0,profile/* withArgsAfter */.sM)(command, LAUNCHER, `--reports-dir ${(0,profile/* reportPath */.eG)(dir)}`),
        parse: (files) => (0,junit/* junitFilesReport */.MH)('jvm', files, (c) => {
            const name = c.name.replace(/\(\)$/, '');
            return c.classname && c.classname !== c.name ? `${c.classname} > ${name}` : name;
        }),
    },
    narrow(cmd, last, filter) {
        const picked = filter
            .trim()
            .split(/\s+(?=\S)/)
            .map(selector);
        // In a multi-module build most modules have none of the chosen tests: that is no failure.
        if ((0,profile/* runsProgram */.jv)(last, MAVEN))
            return `${cmd} -Dsurefire.failIfNoSpecifiedTests=false -Dtest='${picked.join(',').replace(/'/g, '')}'`;
        if (!LAUNCHER.test(last))
            return null;
        const select = picked.map((s) => (s.includes('#') ? `--select-method '${s}'` : `--select-class '${s}'`)).join(' ');
        return cmd.replace(/\s--scan-class-?path\b(\s+\S*:\S*)?/, '') + ` ${select}`;
    },
    testFile: (p) => /(^|\/)src\/test\//.test(p) || /(Test|Tests|IT|TestCase)\.(java|kt|scala)$/.test(p),
    // Surefire's default includes: Test*, *Test, *Tests, *TestCase classes.
    collects: (p) => !/\.(java|kt|scala)$/.test(p) || /^(Test\w*|\w*(Test|Tests|TestCase))\.(java|kt|scala)$/.test((0,profile/* baseName */.Fl)(p)),
    // The test plugins' sections of a pom (includes, excludes, skip, testFailureIgnore) and Gradle's test blocks.
    config(p, text) {
        if ((0,profile/* baseName */.Fl)(p) === 'pom.xml') {
            const plugins = text.match(/<plugin>(?:(?!<\/plugin>)[\s\S])*?maven-(surefire|failsafe)-plugin[\s\S]*?<\/plugin>/g);
            const skip = text.match(/<(maven\.test\.\w+|skipTests|testFailureIgnore)>[^<]*</g);
            return plugins || skip ? [...(plugins ?? []), ...(skip ?? [])].join('\n') : null;
        }
        if (/^build\.gradle(\.kts)?$/.test((0,profile/* baseName */.Fl)(p))) {
            const blocks = text.match(/^\s*(test|tasks\.(named|withType)\s*[(<][^\n]*Test\b[^\n]*)\s*\{[\s\S]*?^\}/gm);
            return blocks ? blocks.join('\n') : null;
        }
        return null;
    },
    hooks: [
        [
            'a JUnit extension that swallows test failures',
            /\bTestExecutionExceptionHandler\b|\bhandleTestExecutionException\s*\(/,
        ],
        ['a JUnit 4 rule that rewrites outcomes', /\bimplements\s+TestRule\b|\bextends\s+TestWatcher\b/],
    ],
    hookFile: (p) => /\.(java|kt|scala)$/.test(p),
    skips: [
        ['@Disabled/@Ignore', /@(Disabled|Ignore)\b|\[Ignore\b|Skip\s*=/g],
        ['@DisabledIf…/@EnabledIf…', /@(Disabled|Enabled)(If|On|For)\w*/g],
        ['assumeTrue()/assumeFalse()', /\bassum(e|ing)\w*\s*\(/g],
    ],
    assertions: /\b(assert\w*|verify|Assert\.\w+|Assertions\.\w+)\s*\(/g,
    // Surefire's summary: `[ERROR]   CalcTest.taxes:17 expected: <20> but was: <21>`.
    ciFailure: [/^\[ERROR\]\s+([\w.$]+\.\w+)(?::\d+)?\s/],
    ciFailureAfter: /^\[ERROR\] (Failures|Errors):\s*$/,
};

;// CONCATENATED MODULE: ./src/verify/runners/phpunit.ts
/**
 * PHPUnit. Every run is told to write JUnit XML into the run's own report folder (`--log-junit`), and that is read:
 * ids are PHPUnit's own names, `CalcTest::testTaxes` (with a namespace `Tests\Unit\CalcTest::testTaxes`, a data set
 * `CalcTest::testAdds with data set "ones"`), as its failure list and `--filter` write them. Without the report the
 * text gives the counts (`Tests: 6, Assertions: 5, Failures: 1, Skipped: 1.`, `OK (6 tests, 5 assertions)`) and the
 * numbered failures.
 */



const PHPUNIT = /phpunit/;
const OK = /^OK \((\d+) tests?, \d+ assertions?\)/m;
const TOTALS = /^(?:FAILURES!|ERRORS!|OK, but [^\n]*|WARNINGS!)?\s*\n?Tests: (\d+), Assertions: \d+((?:, \w[\w ]*: \d+)*)\.?\s*$/m;
const NUMBERED = /^\d+\) ([\w\\]+::\w+.*?)\s*$/;
const phpunit_parser = {
    name: 'phpunit',
    parse(text) {
        if (!/PHPUnit \d/.test(text))
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        const ok = (0,common/* lastMatch */.c_)(text, OK);
        const totals = (0,common/* lastMatch */.c_)(text, TOTALS);
        if (!ok && !totals)
            return null;
        const total = Number((ok ?? totals)[1]);
        for (const part of (totals?.[2] ?? '').split(',')) {
            const m = /^\s*(\w[\w ]*): (\d+)$/.exec(part);
            if (!m)
                continue;
            const n = Number(m[2]);
            if (m[1] === 'Failures')
                counts.failed += n;
            else if (m[1] === 'Errors')
                counts.errors += n;
            else if (m[1] === 'Skipped' || m[1] === 'Incomplete')
                counts.skipped += n;
        }
        counts.passed = Math.max(0, total - counts.failed - counts.errors - counts.skipped);
        const failing = [];
        let inFailures = false;
        for (const line of text.split('\n')) {
            if (/^There (was|were) \d+ (failure|error)s?:$/.test(line))
                inFailures = true;
            else if (/^There (was|were) \d+ \w+/.test(line))
                inFailures = false;
            const m = inFailures ? NUMBERED.exec(line) : null;
            if (m)
                failing.push(m[1]);
        }
        return (0,common/* parsedReport */.SV)('phpunit', counts, failing, []);
    },
    blocks(text) {
        return [
            ...text.matchAll(/^\d+\) [\w\\]+::\w+[^\n]*\n[\s\S]*?(?=\n\d+\) |\n(?:FAILURES|ERRORS)!|\nThere (?:was|were) )/gm),
        ].map((m) => m[0].trimEnd());
    },
    summary: (text) => text.split('\n').filter((l) => /^(Tests: \d+, Assertions|OK \(\d+ tests?)/.test(l)),
};
/** A test file or an id as a `--filter` pattern part (a regular expression PHPUnit matches against `Class::method`). */
const filterPart = (word) => {
    const w = word.replace(/^'|'$/g, '');
    return /\.php$/.test(w) ? (0,profile/* baseName */.Fl)(w).replace(/\.php$/, '') : w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
};
const phpunit = {
    name: 'phpunit',
    lang: 'php',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, PHPUNIT),
    detect(repo) {
        const xml = ['phpunit.xml', 'phpunit.xml.dist', 'phpunit.dist.xml'].find((f) => repo.exists(f));
        const composer = repo.read('composer.json');
        const required = !!composer && /"phpunit\/phpunit"/.test(composer);
        if (!xml && !required)
            return null;
        const why = xml ? `${xml} exists` : 'composer.json requires phpunit/phpunit';
        return required
            ? { command: 'vendor/bin/phpunit', reason: `${why}; composer installs it in vendor/bin` }
            : { command: 'phpunit', reason: why };
    },
    parser: phpunit_parser,
    idsNameFile: false,
    report: {
        command: (command, dir) => (0,profile/* withArgsAfter */.sM)(command, PHPUNIT, `--log-junit ${(0,profile/* reportPath */.eG)(dir, 'phpunit.xml')}`),
        parse: (files) => (0,junit/* junitFilesReport */.MH)('phpunit', files, (c) => (c.classname ? `${c.classname}::${c.name}` : c.name)),
    },
    narrow: (cmd, _last, filter) => `${cmd} --filter '${filter
        .trim()
        .split(/\s+(?=\S)/)
        .map(filterPart)
        .join('|')
        .replace(/'/g, '')}'`,
    testFile: (p) => /Test\.php$/.test(p) || /(^|\/)tests?\/.*\.php$/.test(p),
    // The default suffix; phpunit.xml's <directory suffix=…> can widen it, and a change there is a config finding.
    collects: (p) => !/\.php$/.test(p) || /Test\.php$/.test(p),
    config: (p, text) => (/^phpunit(\.dist)?\.xml(\.dist)?$/.test((0,profile/* baseName */.Fl)(p)) ? text : null),
    hooks: [
        [
            'a PHPUnit hook or listener that sees outcomes',
            /\bimplements\s+[\w\\,\s]*\b(TestListener|After(Test|Risky|Skipped|Incomplete)\w*Hook|AfterTestFailureHook|AfterTestErrorHook)\b/,
        ],
        ['a test that overrides how it runs', /\bfunction\s+(runTest|runBare|onNotSuccessfulTest)\s*\(/],
    ],
    hookFile: (p) => /\.php$/.test(p),
    skips: [
        ['markTestSkipped()/markTestIncomplete()', /\bmarkTest(Skipped|Incomplete)\s*\(/g],
        ['@requires/#[Requires…]', /@requires\b|#\[Requires\w*/g],
        ['@group/#[Group] (excludable)', /@group\b|#\[Group\b/g],
    ],
    assertions: /(\$this->|self::|static::|\bAssert::)(assert\w+|expectException\w*|fail)\s*\(/g,
    ciFailure: [NUMBERED],
    ciFailureAfter: /^There (was|were) \d+ (failure|error)s?:$/,
};

;// CONCATENATED MODULE: ./src/verify/runners/ctest.ts
/**
 * CTest (CMake's test driver), with GoogleTest the usual runner under it. Every `ctest` run is told to write JUnit XML
 * into the run's own report folder (`--output-junit`, CMake 3.21+), and that is read: ids are CTest's test names,
 * which `gtest_discover_tests` makes GoogleTest's own `Suite.Case` (`Calc.Taxes`, `Small/Negatives.AddsNegatives/1`).
 * CTest's text names every test too (`2/6 Test #2: Calc.Taxes ....***Failed`), and a GoogleTest binary run directly
 * prints `[  FAILED  ] Calc.Taxes (0 ms)` lines: both are read when there is no report.
 */



const CTEST = /ctest/;
const CTEST_LINE = /^\s*\d+\/\d+ Test\s+#\d+: (\S+) \.*\s*(?:\*\*\*)?(Passed|Failed|Skipped|Not Run|Exception|Timeout|\w+)\b/;
const CTEST_TOTAL = /^\d+% tests passed, (\d+) tests? failed out of (\d+)/m;
const GTEST_LINE = /^\[\s+(OK|FAILED|SKIPPED)\s+\] (\S+) \(\d+ ms\)$/;
const GTEST_TOTAL = /^\[==========\] \d+ tests? from \d+ test (?:suites?|cases?) ran\./m;
function ctestText(text) {
    const total = (0,common/* lastMatch */.c_)(text, CTEST_TOTAL);
    if (!total)
        return null;
    const counts = (0,common/* zeroCounts */.Nd)();
    const failing = [];
    const passing = [];
    for (const line of text.split('\n')) {
        const m = CTEST_LINE.exec(line);
        if (!m)
            continue;
        if (m[2] === 'Passed')
            passing.push(m[1]);
        else if (m[2] === 'Skipped' || m[2] === 'Not Run')
            counts.skipped++;
        else
            failing.push(m[1]);
    }
    counts.failed = Number(total[1]);
    counts.passed = Math.max(0, Number(total[2]) - counts.failed - counts.skipped);
    return (0,common/* parsedReport */.SV)('ctest', counts, failing, passing);
}
function gtestText(text) {
    if (!GTEST_TOTAL.test(text))
        return null;
    const passing = [];
    const failing = [];
    const skipped = [];
    for (const line of text.split('\n')) {
        const m = GTEST_LINE.exec(line);
        if (m)
            (m[1] === 'OK' ? passing : m[1] === 'FAILED' ? failing : skipped).push(m[2]);
    }
    const counts = {
        passed: (0,common/* uniq */.sb)(passing).length,
        failed: (0,common/* uniq */.sb)(failing).length,
        skipped: (0,common/* uniq */.sb)(skipped).length,
        errors: 0,
    };
    return (0,common/* parsedReport */.SV)('ctest', counts, failing, passing);
}
const ctest_parser = {
    name: 'ctest',
    parse: (text) => ctestText(text) ?? gtestText(text),
    blocks(text) {
        return [...text.matchAll(/^\[ RUN\s+\] (\S+)\n([\s\S]*?)^\[\s+FAILED\s+\] \1 \(\d+ ms\)$/gm)].map((m) => m[0].trimEnd());
    },
    summary: (text) => text.split('\n').filter((l) => CTEST_TOTAL.test(l) || /^\[\s+(PASSED|FAILED)\s+\] \d+ tests?/.test(l)),
};
const CPP = /\.(cc|cpp|cxx|c\+\+|h|hh|hpp)$/;
const ctest = {
    name: 'ctest',
    lang: 'cpp',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, CTEST),
    detect(repo) {
        const cmake = repo.read('CMakeLists.txt');
        if (!cmake || !/\b(enable_testing|gtest_discover_tests|gtest_add_tests|add_test)\s*\(/.test(cmake))
            return null;
        return {
            command: 'cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure',
            reason: 'CMakeLists.txt enables CTest',
        };
    },
    parser: ctest_parser,
    idsNameFile: false,
    report: {
        command: (command, dir) => (0,profile/* withArgsAfter */.sM)(command, CTEST, `--output-junit ${(0,profile/* reportPath */.eG)(dir, 'ctest.xml')}`),
        parse: (files) => (0,junit/* junitFilesReport */.MH)('ctest', files, (c) => c.name),
    },
    // Test names as an anchored regular expression; a file cannot be mapped to CTest's names: the full suite runs.
    narrow(cmd, _last, filter) {
        const words = filter
            .trim()
            .split(/\s+(?=\S)/)
            .map((w) => w.replace(/^'|'$/g, ''));
        if (words.some((w) => CPP.test(w) || (w.includes('/') && !/\.\w+\//.test(w))))
            return cmd;
        const alt = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
        return `${cmd} -R '^(${alt.replace(/'/g, '')})$'`;
    },
    testFile: (p) => CPP.test(p) && (/(^|\/)tests?\//.test(p) || /(_test|_unittest|Test)\.(cc|cpp|cxx)$/.test(p)),
    // Which files a test binary builds from is the CMake files' business, and a change there is a config finding.
    collects: () => true,
    config(p, text) {
        if ((0,profile/* baseName */.Fl)(p) !== 'CMakeLists.txt' && !/\.cmake$/.test(p))
            return null;
        const lines = text
            .split('\n')
            .filter((l) => /\b(add_test|gtest_discover_tests|gtest_add_tests|set_tests_properties|enable_testing)\b/.test(l));
        return lines.length ? lines.join('\n') : null;
    },
    hooks: [
        [
            'a GoogleTest listener that sees results',
            /\b(TestEventListener|EmptyTestEventListener|OnTestPartResult|OnTestEnd)\b/,
        ],
    ],
    hookFile: (p) => CPP.test(p),
    skips: [
        ['GTEST_SKIP()', /\bGTEST_SKIP\s*\(/g],
        ['DISABLED_ prefix', /\bDISABLED_\w+/g],
    ],
    assertions: /\b(EXPECT|ASSERT)_\w+\s*\(|\bFAIL\s*\(\s*\)|\bREQUIRE\w*\s*\(|\bCHECK\w*\s*\(/g,
    ciFailure: [
        /^\[\s+FAILED\s+\] (\S+) \(\d+ ms\)$/,
        /^\s*\d+ - (\S+) \((?:Failed|SEGFAULT|Timeout|Exception|Subprocess aborted)\)$/,
    ],
};

;// CONCATENATED MODULE: ./src/verify/runners/rspec.ts
/**
 * RSpec. Every run gets a JSON formatter beside the user's (`--format json --out` into the run's own report folder;
 * `--format progress` first when the command names no formatter, since one on the command line replaces `.rspec`'s),
 * and that is read: ids are the file and RSpec's full description, `spec/calc_spec.rb > Calc taxes 20%` (its own
 * `[1:2]` ids are positions, which an edit shifts). Without the report the text gives the counts (`5 examples,
 * 1 failure, 1 pending`) and the failures it lists to re-run (`rspec ./spec/calc_spec.rb:8 # Calc taxes 20%`).
 */


const RSPEC = /rspec/;
const rspec_TOTAL = /^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?(?:, (\d+) errors? occurred outside of examples)?/m;
const RERUN = /^rspec \.\/(\S+?):\d+(?:\[[\d:]+\])? # (.+?)\s*$/;
const rspec_parser = {
    name: 'rspec',
    parse(text) {
        const total = (0,common/* lastMatch */.c_)(text, rspec_TOTAL);
        if (!total)
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        counts.failed = Number(total[2]);
        counts.skipped = Number(total[3] ?? 0);
        counts.errors = Number(total[4] ?? 0);
        counts.passed = Math.max(0, Number(total[1]) - counts.failed - counts.skipped);
        const failing = text
            .split('\n')
            .map((l) => RERUN.exec(l))
            .filter((m) => !!m)
            .map((m) => `${m[1]} > ${m[2]}`);
        return (0,common/* parsedReport */.SV)('rspec', counts, failing, []);
    },
    blocks: (text) => [...text.matchAll(/^\s+\d+\) [^\n]+\n[\s\S]*?(?=\n\s+\d+\) |\nFinished in )/gm)].map((m) => m[0].trimEnd()),
    summary: (text) => text.split('\n').filter((l) => rspec_TOTAL.test(l)),
};
function readJson(files) {
    const file = files.find((f) => f.name === 'rspec.json');
    if (!file)
        return null;
    let doc;
    try {
        doc = JSON.parse(file.text);
    }
    catch {
        return null;
    }
    if (!Array.isArray(doc.examples))
        return null;
    const counts = (0,common/* zeroCounts */.Nd)();
    const failing = [];
    const passing = [];
    const skipped = [];
    for (const e of doc.examples) {
        const id = `${(e.file_path ?? '').replace(/^\.\//, '')} > ${e.full_description ?? ''}`;
        const [list, key] = e.status === 'passed'
            ? [passing, 'passed']
            : e.status === 'failed'
                ? [failing, 'failed']
                : [skipped, 'skipped'];
        list.push(id);
        counts[key]++;
    }
    counts.errors = doc.summary?.errors_outside_of_examples_count ?? 0;
    return { ...(0,common/* parsedReport */.SV)('rspec', counts, failing, passing), passingIds: passing, skippedIds: skipped };
}
/** Ruby's skip markers, shared with minitest (`skip` is both's). */
const RUBY_SKIPS = [
    ['skip/pending', /(?<![\w.:@])(skip|pending)\b(?![?!:])/g],
    ['xit/xdescribe/xcontext', /(?<![\w.])x(it|specify|example|describe|context|feature|scenario)\b/g],
    ['fit/fdescribe/focus', /(?<![\w.])f(it|describe|context)\b|\bfocus:\s*true|:focus\b/g],
    ['skip:/pending: metadata', /\b(skip|pending):\s*(true|['"])/g],
];
const rspec = {
    name: 'rspec',
    lang: 'rb',
    runsIn: (command) => (0,profile/* runsProgram */.jv)(command, RSPEC),
    detect(repo) {
        const gemfile = repo.read('Gemfile');
        const uses = repo.exists('.rspec') || (!!gemfile && /['"]rspec(-rails)?['"]/.test(gemfile) && repo.exists('spec'));
        if (!uses)
            return null;
        return gemfile && repo.exists('Gemfile.lock')
            ? { command: 'bundle exec rspec', reason: 'the Gemfile has rspec and Gemfile.lock exists' }
            : { command: 'rspec', reason: repo.exists('.rspec') ? '.rspec exists' : 'the Gemfile has rspec' };
    },
    parser: rspec_parser,
    idsNameFile: true,
    report: {
        command(command, dir) {
            const progress = /\s(-f|--format)[\s=]/.test(` ${command}`) ? '' : '--format progress ';
            return (0,profile/* withArgsAfter */.sM)(command, RSPEC, `${progress}--format json --out ${(0,profile/* reportPath */.eG)(dir, 'rspec.json')}`);
        },
        parse: readJson,
    },
    // Files are appended; an id (`spec/a_spec.rb > Calc taxes`) becomes its file and an exact description.
    narrow(cmd, _last, filter, words) {
        if (!filter.includes(' > '))
            return `${cmd} ${words.join(' ')}`;
        const ids = filter
            .split(/\n|(?<=\S)\s{2,}/)
            .map((s) => s.trim())
            .filter(Boolean);
        const parts = ids.map((id) => {
            const [file, desc] = id.split(' > ');
            return `${file} -e '${(desc ?? '').replace(/'/g, `'\\''`)}'`;
        });
        return `${cmd} ${parts.join(' ')}`;
    },
    testFile: (p) => /_spec\.rb$/.test(p) || /(^|\/)spec\/.*\.rb$/.test(p),
    collects: (p) => !/\.rb$/.test(p) || /_spec\.rb$/.test((0,profile/* baseName */.Fl)(p)),
    config: (p, text) => ((0,profile/* baseName */.Fl)(p) === '.rspec' || (0,profile/* baseName */.Fl)(p) === '.rspec-local' ? text : null),
    hooks: [
        [
            'an RSpec hook that rescues or rewrites outcomes',
            /\bexample\.(display_exception|execution_result)\b|\brescue\s+RSpec::Expectations::ExpectationNotMetError\b/,
        ],
        ['RSpec internals patched', /\bRSpec::(Core|Expectations)::\w+\.(prepend|class_eval|send)\b/],
    ],
    hookFile: (p) => /\.rb$/.test(p),
    skips: RUBY_SKIPS,
    assertions: /\bexpect\s*[({]|\bis_expected\b|\.should(_not)?\b/g,
    ciFailure: [/^rspec \.\/\S+ # (.+?)\s*$/],
};

;// CONCATENATED MODULE: ./src/verify/runners/minitest.ts
/**
 * Minitest (`rake test`, `rails test`, `ruby -Itest test/calc_test.rb`). Verbose, it names every test with its
 * outcome (`CalcTest#test_taxes = 0.00 s = F`); every run gets `TESTOPTS=-v`, which Rake's test task hands to it. Ids
 * are `Class#test_name`. Without `-v` the failures are still named (`Failure:` then `CalcTest#test_taxes [file:10]:`),
 * and each process's summary (`4 runs, 3 assertions, 1 failures, 0 errors, 1 skips`) adds to the counts.
 */



const minitest_VERBOSE = /^([\w:]+#\S+) = [\d.]+ s = ([.FES])\s*$/;
const minitest_TOTAL = /^(\d+) (?:runs|tests), \d+ assertions, (\d+) failures, (\d+) errors, (\d+) skips/gm;
const NAMED = /^([\w:]+#\S+) \[[^\]]*\]:\s*$/;
const minitest_parser = {
    name: 'minitest',
    parse(text) {
        const totals = [...text.matchAll(minitest_TOTAL)];
        if (!totals.length)
            return null;
        const counts = (0,common/* zeroCounts */.Nd)();
        for (const [, runs, failures, errors, skips] of totals) {
            counts.failed += Number(failures);
            counts.errors += Number(errors);
            counts.skipped += Number(skips);
            counts.passed += Number(runs) - Number(failures) - Number(errors) - Number(skips);
        }
        const failing = [];
        const passing = [];
        const lines = text.split('\n');
        lines.forEach((line, i) => {
            const v = minitest_VERBOSE.exec(line);
            if (v) {
                if (v[2] === '.')
                    passing.push(v[1]);
                else if (v[2] === 'F' || v[2] === 'E')
                    failing.push(v[1]);
                return;
            }
            const named = /^\s*(?:\d+\) )?(Failure|Error):\s*$/.test(lines[i - 1] ?? '') ? NAMED.exec(line) : null;
            if (named)
                failing.push(named[1]);
        });
        return (0,common/* parsedReport */.SV)('minitest', counts, failing, passing);
    },
    blocks: (text) => [...text.matchAll(/^\s+\d+\) (?:Failure|Error):\n[\s\S]*?(?=\n\s+\d+\) |\n\d+ (?:runs|tests), )/gm)].map((m) => m[0].trimEnd()),
    summary: (text) => text.split('\n').filter((l) => new RegExp(minitest_TOTAL.source).test(l)),
};
const minitest = {
    name: 'minitest',
    lang: 'rb',
    runsIn: (command) => /\b(rake|rails)\s+test\b/.test(command) || ((0,profile/* runsProgram */.jv)(command, /ruby/) && /(_test|test_\w+)\.rb\b/.test(command)),
    detect(repo) {
        const rakefile = repo.read('Rakefile');
        if (!rakefile || !/\bRake::TestTask\b|\brails\/test_unit|\bminitest\b/.test(rakefile))
            return null;
        return repo.exists('Gemfile.lock')
            ? { command: 'bundle exec rake test', reason: 'the Rakefile has a test task and Gemfile.lock exists' }
            : { command: 'rake test', reason: 'the Rakefile has a test task' };
    },
    parser: minitest_parser,
    idsNameFile: false,
    listing: { env: { TESTOPTS: '-v' } },
    proof: { env: { TESTOPTS: '-v' } },
    // Rake takes files as TEST=…; other forms get them appended.
    narrow(cmd, last, _filter, words) {
        const files = words.filter((w) => /\.rb'?$/.test(w));
        if (/\brake\s+test\b/.test(last) && files.length)
            return `${cmd} TEST=${files.length === 1 ? files[0] : `'{${files.map((f) => f.replace(/'/g, '')).join(',')}}'`}`;
        return null;
    },
    testFile: (p) => /(_test|^test_\w*)\.rb$/.test((0,profile/* baseName */.Fl)(p)) || /(^|\/)test\/.*\.rb$/.test(p),
    // Rake's default pattern (test/test*.rb) and Rails' (test/**/*_test.rb).
    collects: (p) => !/\.rb$/.test(p) || /(^|\/)test\/(.*\/)?(test_\w*|\w*_test)\.rb$/.test(p),
    config(p, text) {
        if ((0,profile/* baseName */.Fl)(p) !== 'Rakefile')
            return null;
        const task = text.match(/Rake::TestTask\.new[\s\S]*?^end\b/m);
        return task ? task[0] : null;
    },
    hooks: [
        [
            'a Minitest reporter or plugin that sees results',
            /\bMinitest::(AbstractReporter|StatisticsReporter|SummaryReporter|Reporters?)\b|\bdef\s+self\.plugin_\w+_init\b/,
        ],
        ['a test that rewrites its result', /\bdef\s+(passed\?|failures|capture_exceptions|run)\b/],
    ],
    hookFile: (p) => /\.rb$/.test(p),
    skips: RUBY_SKIPS,
    assertions: /\b(assert\w*|refute\w*|must_\w+|wont_\w+|flunk)\b/g,
    ciFailure: [NAMED],
    ciFailureAfter: /^\s*\d+\) (Failure|Error):\s*$/,
};

;// CONCATENATED MODULE: ./src/verify/runners/index.ts
/**
 * The registry of runner profiles. Adding a runner: write its profile file beside this one and add it to PROFILES
 * (README.md, "How to add a runner"). Order matters where outputs could look alike: the parsers are tried in this
 * order, and each returns null on output that is not its own.
 */


















const PROFILES = [
    pytest,
    unittest,
    // Before vitest and node --test, whose parsers would read tap's nested subtests as tests of their own.
    nodeTap,
    vitest,
    jest,
    mocha,
    node_test/* nodeTest */.Jg,
    ava,
    tape,
    go,
    cargo,
    // The other ecosystems read their own report files (see ReportForm); their text summaries are distinctive.
    jvm,
    phpunit,
    ctest,
    rspec,
    minitest,
];
function profileNamed(name) {
    return PROFILES.find((p) => p.name === name);
}
/**
 * The profile of the runner a command runs: its own text first, then (for `npm test`, `yarn test`, …) the
 * package.json test script when `packageJson` is given. Undefined when none is recognised.
 */
function profileForCommand(command, packageJson) {
    const direct = PROFILES.find((p) => p.runsIn(command));
    if (direct)
        return direct;
    if (!packageJson || !/\b(npm|pnpm|yarn|bun)\b/.test(command))
        return undefined;
    try {
        const scripts = (JSON.parse(packageJson).scripts ?? {});
        const test = typeof scripts.test === 'string' ? scripts.test : '';
        return PROFILES.find((p) => p.runsIn(test));
    }
    catch {
        return undefined;
    }
}
const byPackage = (pkg) => PROFILES.find((p) => p.name === pkg || p.packages?.includes(pkg));
/**
 * The runner a command runs, from the command and the project, not from the output's shape: the command's own text
 * or the package.json test script; the package a bare name resolves to (`npx tap`, a script `tap`); else, for a
 * package manager's `test`, the one runner among the devDependencies.
 */
function profileForProject(command, project) {
    const last = (0,profile/* lastStep */.tX)(command);
    let script = last;
    // `npm test`, `pnpm --filter a test`, `yarn workspace a run test`: `packageJson` is the folder's it runs in.
    const call = (0,script_call/* scriptCall */.A)(last);
    if (call && project.packageJson) {
        try {
            const pkg = JSON.parse(project.packageJson);
            const text = pkg.scripts?.[call.script];
            script = typeof text === 'string' ? text : '';
            const bin = /^(?:npx\s+|\.\/node_modules\/\.bin\/)?([\w@/.-]+)/.exec((0,profile/* lastStep */.tX)(script))?.[1];
            const resolved = bin ? project.binPackage(bin.split('/').pop()) : null;
            const found = (resolved && byPackage(resolved)) || PROFILES.find((p) => p.runsIn(script));
            if (found)
                return found;
            const dev = Object.keys({ ...(pkg.devDependencies ?? {}), ...(pkg.dependencies ?? {}) })
                .map(byPackage)
                .filter((p) => !!p);
            return new Set(dev).size === 1 ? dev[0] : undefined;
        }
        catch {
            return undefined;
        }
    }
    const bin = /^(?:npx\s+(?:--yes\s+|-y\s+)?|\.\/node_modules\/\.bin\/)([\w@/.-]+)/.exec(script)?.[1];
    const resolved = bin ? project.binPackage(bin.split('/').pop()) : null;
    return (resolved && byPackage(resolved)) || PROFILES.find((p) => p.runsIn(command));
}
/** Profiles whose tests are written in `lang`. */
const profilesFor = (lang) => PROFILES.filter((p) => p.lang === lang);
/** Each profile's variables of one kind, after the caller's own value of the same variable; a word only once. */
function mergedEnv(base, pick) {
    const out = {};
    for (const p of PROFILES) {
        for (const [key, value] of Object.entries(pick(p) ?? {})) {
            const words = [base[key], out[key], value].filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
            out[key] = [...new Set(words)].join(' ');
        }
    }
    return out;
}
/**
 * Environment that makes runners name every test without changing which tests run, for every runner at once (a
 * `make test` may run several): each profile's `listing.env`, after the caller's own value of the same variable.
 */
function listingEnv(base) {
    return mergedEnv(base, (p) => p.listing?.env);
}
/**
 * The environment and command of every test run (the baseline, the model's runs, the final run, fail-to-pass):
 * each profile's `proof` (go `GOFLAGS=-v`, cargo `--no-fail-fast`), so both trees are read test by test.
 */
function proofForm(command, base) {
    const rewritten = PROFILES.reduce((cmd, p) => p.proof?.command?.(cmd) ?? cmd, command);
    return { command: rewritten, env: mergedEnv(base, (p) => p.proof?.env) };
}
/**
 * Reporter arguments for a listing run, when the command runs the runner itself: through a package script the
 * words could reach another tool, and a command of several steps could hand them to the wrong one.
 */
function listingArgs(command) {
    if (/&&|\|\||;|\|/.test(command))
        return [];
    const direct = PROFILES.find((p) => p.runsIn(command));
    return direct?.listing?.args ?? [];
}
/** A JS test file's path at the head of an id (`test/a.test.js > suite > name`). */
const FILE_HEAD = /^[^\s>]+\.[cm]?[jt]sx? > /;
/**
 * Whether two ids name the same test when one form names the file and the other does not: mocha's json
 * (`test/a.spec.js > calc taxes 20%`, suites joined by spaces as in its fullTitle) and its spec reporter
 * (`calc > taxes 20%`). Ids that both name a file compare as they are.
 */
function sameTestId(a, b) {
    a = a.trim();
    b = b.trim();
    if (a === b)
        return true;
    if (FILE_HEAD.test(a) && FILE_HEAD.test(b))
        return false;
    const bare = (id) => id.replace(FILE_HEAD, '').split(' > ').join(' ');
    return bare(a) === bare(b);
}


/***/ }),

/***/ 8553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MH: () => (/* binding */ junitFilesReport),
/* harmony export */   iM: () => (/* binding */ parseJUnit)
/* harmony export */ });
/* unused harmony exports decodeXml, junitCases */
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3792);

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXml(s) {
    return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e) => {
        if (e[0] === '#')
            return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
        return ENTITIES[e] ?? whole;
    });
}
function attr(tag, name) {
    const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
    return m ? decodeXml(m[2] ?? m[3] ?? '') : undefined;
}
function junitCases(xml) {
    const out = [];
    const re = /<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g;
    for (const m of xml.matchAll(re)) {
        const tag = m[1];
        const inner = m[3] ?? '';
        const name = attr(tag, 'name') ?? '';
        const classname = attr(tag, 'classname') ?? '';
        const id = classname && classname !== name ? `${classname} > ${name}` : name;
        const fail = /<(failure|error)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/.exec(inner);
        const skipped = /<skipped\b/.test(inner);
        const status = fail ? (fail[1] === 'error' ? 'error' : 'failed') : skipped ? 'skipped' : 'passed';
        out.push({
            id,
            name,
            classname,
            file: attr(tag, 'file') ?? '',
            status,
            message: fail ? (attr(fail[2], 'message') ?? '') : '',
            body: fail ? decodeXml((fail[3] ?? '').replace(/^<!\[CDATA\[|\]\]>$/g, '')) : '',
        });
    }
    return out;
}
function parseJUnit(xml) {
    if (!/<testsuites?\b/.test(xml) && !/<testcase\b/.test(xml))
        return null;
    const cases = junitCases(xml);
    if (!cases.length && !/<testsuites?\b/.test(xml))
        return null;
    return junitReport('junit', cases);
}
/**
 * A runner's report from the JUnit XML files it wrote (a report folder: Surefire's `TEST-*.xml`, one file per
 * class), its cases named by `idOf`; null when no file is JUnit XML.
 */
function junitFilesReport(runner, files, idOf) {
    const xml = files.filter((f) => /\.xml$/i.test(f.name) && /<testsuites?\b/.test(f.text));
    if (!xml.length)
        return null;
    return junitReport(runner, xml.flatMap((f) => junitCases(f.text)).map((c) => ({ ...c, id: idOf(c) })));
}
function junitReport(runner, cases) {
    const counts = (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .zeroCounts */ .Nd)();
    for (const c of cases) {
        if (c.status === 'passed')
            counts.passed++;
        else if (c.status === 'failed')
            counts.failed++;
        else if (c.status === 'error')
            counts.errors++;
        else
            counts.skipped++;
    }
    const skipped = cases.filter((c) => c.status === 'skipped').map((c) => c.id);
    return {
        runner,
        counts,
        failingIds: (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .uniq */ .sb)(cases.filter((c) => c.status === 'failed' || c.status === 'error').map((c) => c.id)),
        passingIds: (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .uniq */ .sb)(cases.filter((c) => c.status === 'passed').map((c) => c.id)),
        ...(runner !== 'junit' ? { skippedIds: (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .uniq */ .sb)(skipped) } : {}),
    };
}


/***/ }),

/***/ 9598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jg: () => (/* binding */ nodeTest),
/* harmony export */   cg: () => (/* binding */ nodeTestWords),
/* harmony export */   uO: () => (/* binding */ nodeNamePattern)
/* harmony export */ });
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3792);
/* harmony import */ var _profile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9628);
/**
 * `node --test`: the spec reporter (Node's default on a terminal, and everywhere from Node 23) and its TAP reporter
 * (Node 20's default when stdout is not a terminal). Both end with `tests/pass/fail/cancelled/skipped/todo` counts.
 * Ids are the suite path: `calc > negatives > adds negatives`. No reporter of Node 20 names a passing test's file
 * (TAP gives a failure's `location:` only): a run of one test file is how its tests are attributed to it.
 */


const SPEC_COUNT = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)\s*$/gm;
const TAP_COUNT = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)\s*$/gm;
function readCounts(text, re) {
    const found = new Map();
    for (const m of text.matchAll(re))
        found.set(m[1], Number(m[2]));
    // `cancelled` is what tells node's summary apart from other TAP producers (mocha, tape).
    return found.has('cancelled') && found.has('pass') ? found : null;
}
const parser = {
    name: 'node-test',
    parse(text) {
        const spec = readCounts(text, SPEC_COUNT);
        const tap = spec ? null : readCounts(text, TAP_COUNT);
        const found = spec ?? tap;
        if (!found)
            return null;
        const counts = (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .zeroCounts */ .Nd)();
        counts.passed = found.get('pass') ?? 0;
        counts.failed = found.get('fail') ?? 0;
        counts.skipped = (found.get('skipped') ?? 0) + (found.get('todo') ?? 0);
        counts.errors = found.get('cancelled') ?? 0;
        const tree = spec ? specTree(text) : tapTree(text);
        return (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedReport */ .SV)('node-test', counts, tree.failing, tree.passing);
    },
    blocks(text) {
        if (readCounts(text, SPEC_COUNT))
            return specTree(text).blocks;
        return tapTree(text).blocks;
    },
    summary(text) {
        return text.split('\n').filter((l) => /^(ℹ|#) (tests|pass|fail|cancelled|skipped|todo) \d+/.test(l));
    },
};
/** Spec: "▶ suite" opens a level (two spaces each); "✖ name (1ms)" closes it again when it names the suite. */
function specTree(text) {
    const lines = text.split('\n');
    const tree = { failing: [], passing: [], blocks: [] };
    const stack = [];
    const failingSection = lines.findIndex((l) => /^✖ failing tests:\s*$/.test(l));
    const end = failingSection >= 0 ? failingSection : lines.length;
    for (let i = 0; i < end; i++) {
        const line = lines[i];
        const depth = Math.floor((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(line) / 2);
        const suite = /^\s*▶ (.+?)\s*$/.exec(line);
        if (suite) {
            stack.length = depth;
            stack.push(suite[1]);
            continue;
        }
        const result = /^\s*([✔✖﹣]) (.+?) \([\d.]+m?s\)(?: # (SKIP|TODO).*)?\s*$/.exec(line);
        if (!result)
            continue;
        const name = result[2];
        if (stack[depth] === name && !isLeafBlock(lines, i)) {
            stack.length = depth;
            continue;
        }
        const id = [...stack.slice(0, depth), name].join(' > ');
        if (result[1] === '✖') {
            tree.failing.push(id);
            let j = i + 1;
            while (j < end && (lines[j].trim() === '' || (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(lines[j]) > (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(line)))
                j++;
            tree.blocks.push(lines.slice(i, j).join('\n').trimEnd());
        }
        else if (result[1] === '✔' && !result[3])
            tree.passing.push(id);
    }
    // Only the "failing tests:" list survived the head/tail cut: names without their suites.
    if (!tree.failing.length && failingSection >= 0) {
        for (let i = failingSection + 1; i < lines.length; i++) {
            const m = /^✖ (.+?) \([\d.]+m?s\)\s*$/.exec(lines[i]);
            if (m)
                tree.failing.push(m[1]);
        }
    }
    if (failingSection >= 0) {
        // The closing list repeats each failure with its location: the best blocks when present.
        const blocks = [];
        let current = null;
        for (let i = failingSection + 1; i < lines.length; i++) {
            const line = lines[i];
            if (/^test at /.test(line)) {
                if (current)
                    blocks.push(current.join('\n').trimEnd());
                current = [line];
            }
            else if (/^[✔ℹ]/.test(line)) {
                if (current)
                    blocks.push(current.join('\n').trimEnd());
                current = null;
            }
            else
                current?.push(line);
        }
        if (current)
            blocks.push(current.join('\n').trimEnd());
        if (blocks.length)
            tree.blocks = blocks;
    }
    return tree;
}
/** A "✖ name" line followed by a deeper-indented error is a test, even when a suite of the same name is open. */
function isLeafBlock(lines, i) {
    const next = lines[i + 1];
    return next !== undefined && next.trim() !== '' && (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(next) > (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(lines[i]) && !/^\s*[▶✔✖﹣]/.test(next);
}
/** TAP from node: "# Subtest: name" lines nest by four spaces; suites carry `type: 'suite'` in their YAML block. */
function tapTree(text) {
    const lines = text.split('\n');
    const tree = { failing: [], passing: [], blocks: [] };
    const stack = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const depth = Math.floor((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(line) / 4);
        const sub = /^\s*# Subtest: (.+?)\s*$/.exec(line);
        if (sub) {
            stack.length = depth;
            stack.push(sub[1]);
            continue;
        }
        const result = /^\s*(ok|not ok) \d+ - (.+?)(?: # (SKIP|TODO)\b.*)?\s*$/.exec(line);
        if (!result)
            continue;
        let j = i + 1;
        if (lines[j]?.trim() === '---') {
            while (j < lines.length && lines[j].trim() !== '...')
                j++;
            j++;
        }
        const yaml = lines.slice(i + 1, j).join('\n');
        if (/^\s*type: 'suite'/m.test(yaml))
            continue;
        const id = [...stack.slice(0, depth), result[2]].join(' > ');
        if (result[1] === 'not ok') {
            tree.failing.push(id);
            tree.blocks.push(lines.slice(i, j).join('\n').trimEnd());
        }
        else if (!result[3])
            tree.passing.push(id);
    }
    return tree;
}
/**
 * A `--test-name-pattern` that runs the tests named (their ids' last part: Node 20 matches a test's own name, later
 * versions its name after its suites'), unanchored so both match; every character but letters, digits and `_` is
 * escaped, so the word holds no space, quote or regular-expression sign. Tests whose names merely contain one of these
 * run too, which costs only their time.
 */
function nodeNamePattern(ids) {
    // By UTF-16 unit: the pattern is read without the `u` flag, where `\uD83D\uDE00` matches one astral character.
    const escape = (name) => name
        .split('')
        .map((ch) => {
        const c = ch.charCodeAt(0);
        if (/\w/.test(ch))
            return ch;
        return c < 256 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
    })
        .join('');
    const leaves = [...new Set(ids.map((id) => id.split(' > ').pop()))];
    return `--test-name-pattern=(${leaves.map(escape).join('|')})`;
}
/** `node` flags whose value is the next word (`--test-reporter spec`), not a test file. */
const VALUE_FLAGS = new Set([
    '--test-reporter',
    '--test-reporter-destination',
    '--test-name-pattern',
    '--test-skip-pattern',
    '--test-concurrency',
    '--test-timeout',
    '--test-shard',
    '--import',
    '--require',
    '-r',
    '--loader',
    '--experimental-loader',
    '--conditions',
    '-C',
]);
/**
 * `node --test dir/` narrowed: the filter's files take the place of the command's own paths (appended, a folder would
 * still run every file in it), and its switches (`--test-name-pattern=…`) go before every path, where node reads them
 * (after a path they are the tests' arguments, and node looks for a file of that name). Null (append) when the last
 * step is not `node … --test …` itself.
 */
function narrowNodeTest(cmd, last, words) {
    const own = nodeTestWords(last);
    if (!own || !cmd.endsWith(last))
        return null;
    const files = words.filter((w) => !isFlag(w));
    const step = [own.head, ...own.flags, ...words.filter(isFlag), ...(files.length ? files : own.paths)].join(' ');
    return `${cmd.slice(0, cmd.length - last.length)}${step}`;
}
const isFlag = (w) => /^'?-/.test(w);
/**
 * A `node … --test …` step's words: `head` up to `--test`, the switches after it (with their values), and the paths
 * (files, folders or globs) it runs; null when the step is not node's test runner itself.
 */
function nodeTestWords(step) {
    const m = /^node\s+(?:\S+\s+)*?--test(?=\s|$)/.exec(step);
    if (!m)
        return null;
    const rest = step.slice(m[0].length).trim().split(/\s+/).filter(Boolean);
    const flag = rest.map((w, i) => isFlag(w) || VALUE_FLAGS.has(rest[i - 1] ?? ''));
    return { head: m[0], flags: rest.filter((_, i) => flag[i]), paths: rest.filter((_, i) => !flag[i]) };
}
/** Node 20's default patterns when `node --test` is given no files. */
const NODE_DEFAULT = /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/;
const nodeTest = {
    name: 'node-test',
    lang: 'js',
    runsIn: (command) => /(^|[\s/;&|])node\s+(--\S+\s+)*--test\b/.test(command),
    parser,
    idsNameFile: false,
    narrow: (cmd, last, _filter, words) => narrowNodeTest(cmd, last, words),
    testFile: (p) => NODE_DEFAULT.test(p) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(p),
    collects: (p) => NODE_DEFAULT.test(p) && !/(^|\/)node_modules\//.test(p),
    config: (p, text) => ((0,_profile_js__WEBPACK_IMPORTED_MODULE_1__/* .baseName */ .Fl)(p) === 'package.json' ? (0,_profile_js__WEBPACK_IMPORTED_MODULE_1__/* .packageJsonTestConfig */ .V$)(text, 'node-test') : null),
    ..._common_js__WEBPACK_IMPORTED_MODULE_0__/* .JS_MARKERS */ .aD,
    // The spec reporter (Node 23's default): `✖ name (0.79ms)`, then a `✖ failing tests:` header; TAP: `not ok 3 - name`.
    ciFailure: [
        /^\s*✖\s+(?!failing tests:$)(.+?)(?:\s+\(\d+(?:\.\d+)?m?s\))?$/,
        /^\s*not ok\s+\d+\s+-?\s*(.+?)(?:\s+#.*)?$/,
    ],
};


/***/ }),

/***/ 9628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   V$: () => (/* binding */ packageJsonTestConfig),
/* harmony export */   eG: () => (/* binding */ reportPath),
/* harmony export */   jv: () => (/* binding */ runsProgram),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   sM: () => (/* binding */ withArgsAfter),
/* harmony export */   tX: () => (/* binding */ lastStep),
/* harmony export */   wv: () => (/* binding */ iniSection)
/* harmony export */ });
/* unused harmony export relativeTo */
/**
 * A file of a run's report folder (or the folder itself), as shell text: the literal path, single-quoted. The command
 * carries the path itself, not a variable of agent-fix's that the code under test could read (issue 54).
 */
function reportPath(dir, file) {
    const p = file ? `${dir.replace(/\/+$/, '')}/${file}` : dir;
    return `'${p.replace(/'/g, `'\\''`)}'`;
}
/**
 * The command with `args` inserted right after the program in every step that runs it (`vendor/bin/phpunit`,
 * `bundle exec rspec`, `java -jar …/junit-platform-console-standalone.jar`); null when no step does. Inserted after
 * the program, not appended, so a pipe (`rspec | tee log`) or the user's own file arguments stay as they were.
 */
function withArgsAfter(command, program, args) {
    const re = new RegExp(`(^|[\\s/])(${program.source})(?=\\s|$)`, 'g');
    let changed = false;
    const out = command.replace(re, (whole) => {
        changed = true;
        return `${whole} ${args}`;
    });
    return changed ? out : null;
}
/** The last step of a shell command (`cd x && npm test` → `npm test`). */
function lastStep(command) {
    return command
        .trim()
        .split(/&&|\|\||;/)
        .pop()
        .trim();
}
/** `x` as a whole word of a command (`npx vitest run`, `./node_modules/.bin/jest`). */
function runsProgram(command, program) {
    return command
        .split(/&&|\|\||;|\|/)
        .some((step) => new RegExp(`(^|[\\s/])(${program.source})(\\s|$)`).test(step.trim()));
}
/** Quote a word for bash unless it is plainly safe. */
function shellWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** Base name of a `/`-separated path. */
const baseName = (p) => p.slice(p.lastIndexOf('/') + 1);
/** Relative to `cwd` when the path is under it (listings print absolute paths). */
function relativeTo(file, cwd) {
    const root = cwd.endsWith('/') ? cwd : `${cwd}/`;
    return file.startsWith(root) ? file.slice(root.length) : file;
}
/** `[section]` of an ini/toml text, header included, up to the next header; null when absent. */
function iniSection(text, header) {
    const lines = text.split('\n');
    const start = lines.findIndex((l) => header.test(l.trim()));
    if (start < 0)
        return null;
    let end = start + 1;
    while (end < lines.length && !/^\s*\[[^\]]+\]\s*$/.test(lines[end]))
        end++;
    // A sub-table of the same tool ([tool.pytest.ini_options.x]) belongs to it too.
    return lines.slice(start, end).join('\n').trim();
}
/** The runner's key and the test scripts of a package.json text; null when it does not parse. */
function packageJsonTestConfig(text, key) {
    try {
        const pkg = JSON.parse(text);
        const scripts = (pkg.scripts ?? {});
        const test = ['pretest', 'test', 'posttest'].map((k) => scripts[k]);
        if (pkg[key] === undefined && test.every((t) => t === undefined))
            return null;
        return JSON.stringify({ [key]: pkg[key] ?? null, scripts: test });
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 5607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ scriptCall),
/* harmony export */   Z: () => (/* binding */ withScriptArgs)
/* harmony export */ });
/**
 * A package manager's step that runs one package script (`npm test`, `npm run test:unit -w a`, `pnpm --filter a test`,
 * `pnpm -C packages/a test`, `yarn workspace a test`, `yarn --cwd packages/a test`): which manager, which script, and
 * the one workspace it runs in when it names one. Read from the command's text only; run.ts finds the folder.
 */
/** The manager's own options before the script that name where it runs; any other option there: no call. */
const PNPM_BEFORE = /^(?:(--filter|-F)|(-C|--dir))(?:=(.*))?$/;
const YARN_BEFORE = /^(--cwd)(?:=(.*))?$/;
/** npm takes its `--workspace`/`-w`/`--prefix` before the script too (`npm -w a test`). */
const NPM_BEFORE = /^(--workspace|-w|--prefix)(?:=(.*))?$/;
const BEFORE = { npm: NPM_BEFORE, pnpm: PNPM_BEFORE, yarn: YARN_BEFORE, bun: null };
const unquote = (w) => w.replace(/^(['"])(.*)\1$/, '$2');
/**
 * The script call `step` is (one step of a command, trimmed), or null: the manager, then the options that say where
 * (npm's `-w`/`--workspace`/`--prefix`, pnpm's `--filter`/`-F`/`-C`/`--dir`, yarn's `workspace <name>`/`--cwd`), then `test`/`t`/`tst` or `run`/`run-script` and a name; what follows is passed to the script
 * (npm's `--workspace`/`-w`/`--prefix` after the script are npm's own, before `--`).
 */
function scriptCall(step) {
    const trimmed = step.trim();
    const starts = [...trimmed.matchAll(/\S+/g)];
    const words = starts.map((w) => w[0]);
    const manager = words[0];
    if (!['npm', 'pnpm', 'yarn', 'bun'].includes(manager))
        return null;
    const named = [];
    let i = 1;
    // yarn 1 and berry: `yarn workspace <name> <script> …`.
    if (manager === 'yarn' && words[1] === 'workspace') {
        if (!words[2])
            return null;
        named.push({ name: unquote(words[2]), manager });
        i = 3;
    }
    for (; i < words.length; i++) {
        const w = words[i];
        const m = BEFORE[manager]?.exec(w);
        if (!m)
            break;
        const value = unquote(m[m.length - 1] ?? words[++i] ?? '');
        if (!value)
            return null;
        // pnpm's `--filter`: a package name, `./folder` or `{folder}`; a pattern (`a...`, `@s/*`, `[ref]`, `!a`) is several.
        const selector = manager === 'pnpm' && (m[1] === '--filter' || m[1] === '-F');
        if (manager === 'npm' && m[1] !== '--prefix')
            named.push({ name: value, manager });
        else if (!selector)
            named.push({ path: value });
        else if (/^\.{1,2}\//.test(value))
            named.push({ path: value });
        else if (/^\{[^{}]+\}$/.test(value))
            named.push({ path: value.slice(1, -1) });
        else if (/[*?![\]{}^]|\.\.\./.test(value))
            named.push('several');
        else
            named.push({ name: value, manager });
    }
    const word = words[i];
    let script;
    const at = starts[i]?.index ?? 0;
    const run = word === 'run' || word === 'run-script';
    if (word === 'test' || word === 't' || word === 'tst')
        script = 'test';
    else if (run && words[i + 1])
        script = words[++i];
    else
        return null;
    const base = { manager, script, at, run };
    if (manager === 'npm') {
        const after = npmTargets(words.slice(i + 1));
        if (after === null)
            return { ...base, target: 'several' };
        named.push(...after);
    }
    if (!named.length)
        return base;
    return { ...base, target: named.length === 1 ? named[0] : 'several' };
}
/** npm's `--workspace=P`, `--workspace P`, `-w P`, `--prefix P` after the script, up to `--`; null for all of them. */
function npmTargets(words) {
    const out = [];
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (w === '--')
            break;
        const eq = /^(--workspace|-w|--prefix)=(.+)$/.exec(w);
        const flag = eq ? eq[1] : w === '--workspace' || w === '-w' || w === '--prefix' ? w : null;
        const value = eq ? eq[2] : flag ? (words[++i] ?? '') : null;
        if (flag && value !== null) {
            const v = unquote(value);
            // `-w name` is a folder or a workspace's package name: run.ts tries the folder first.
            out.push(flag === '--prefix' ? { path: v } : { name: v, manager: 'npm' });
        }
        else if (/^--(workspaces|include-workspace-root)\b/.test(w))
            return null;
    }
    return out;
}
/**
 * `step` (a script call, see scriptCall) with `args` (shell text) passed on to its script, as each manager takes
 * them: npm after `--` (added unless the step has one); yarn as they are (yarn 1 warns at `--` and drops it); pnpm's
 * `run` as they are (it passes a `--` on to the script as a word). pnpm's `test` reads what follows as its own
 * options in pnpm 9 ("Unknown option: 'outputFile'") and passes a `--` on in pnpm 10, so with no `--` of the
 * step's own it is given as `run test`, the same script, which both pass on as they are.
 */
function withScriptArgs(step, args) {
    const lead = step.length - step.trimStart().length;
    const trimmed = step.trim();
    const call = scriptCall(trimmed);
    const tail = step.slice(lead + trimmed.length);
    const head = step.slice(0, lead);
    const hasDashes = /\s--(\s|$)/.test(`${trimmed} `);
    if (!call || call.manager === 'yarn' || hasDashes || (call.manager === 'pnpm' && call.run))
        return `${head}${trimmed} ${args}${tail}`;
    if (call.manager === 'pnpm') {
        const word = /^\S+/.exec(trimmed.slice(call.at))[0];
        const asRun = `${trimmed.slice(0, call.at)}run test${trimmed.slice(call.at + word.length)}`;
        return `${head}${asRun} ${args}${tail}`;
    }
    return `${head}${trimmed} -- ${args}${tail}`;
}


/***/ })

};
