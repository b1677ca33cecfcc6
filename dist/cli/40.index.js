export const id = 40;
export const ids = [40];
export const modules = {

/***/ 8040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FLAKY_HELP: () => (/* binding */ FLAKY_HELP),
  flakyCommand: () => (/* binding */ flakyCommand),
  repoFromRemote: () => (/* binding */ repoFromRemote)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 3 modules
var dist_src = __webpack_require__(1267);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/commands/errors.ts
var commands_errors = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/github/helper.ts
var helper = __webpack_require__(3327);
// EXTERNAL MODULE: ./src/security/redact.ts
var security_redact = __webpack_require__(7733);
;// CONCATENATED MODULE: ./src/github/tracked-issue.ts
/**
 * An issue whose body is a tracker's state (the flaky-test issue, deliver/flaky-tracker.ts): found by its label, read,
 * created and rewritten in place through GitHub's REST API, with the helper's client. Outbound text passes through
 * `redact`, as in helper.ts.
 */


function toTrackedIssue(i) {
    return {
        number: i.number,
        title: i.title ?? '',
        body: i.body ?? '',
        state: i.state,
        url: i.html_url,
        author: i.user?.login ?? 'ghost',
    };
}
const repo = (gh) => ({ owner: gh.repoRef.owner, repo: gh.repoRef.repo });
/** Issues (not PRs) carrying `label`, any state, oldest first (the first page of 100 is enough for a tracker). */
async function tracked_issue_issuesWithLabel(gh, label) {
    const { data } = await gh.octokit.rest.issues.listForRepo({
        ...repo(gh),
        labels: label,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100,
    });
    return data.filter((i) => !i.pull_request).map(toTrackedIssue);
}
async function tracked_issue_getTrackedIssue(gh, issueNumber) {
    const { data } = await gh.octokit.rest.issues.get({ ...repo(gh), issue_number: issueNumber });
    return toTrackedIssue(data);
}
async function tracked_issue_createTrackedIssue(gh, i) {
    const { data } = await gh.octokit.rest.issues.create({
        ...repo(gh),
        title: redact(i.title),
        body: redact(i.body),
        labels: i.labels,
    });
    return toTrackedIssue(data);
}
/** The issue's body (and its state: a closed tracker is reopened; a duplicate closed as one). */
async function tracked_issue_updateTrackedIssue(gh, issueNumber, u) {
    await gh.octokit.rest.issues.update({
        ...repo(gh),
        issue_number: issueNumber,
        ...(u.body !== undefined ? { body: redact(u.body) } : {}),
        ...(u.state ? { state: u.state } : {}),
        ...(u.stateReason ? { state_reason: u.stateReason } : {}),
    });
}
/** Makes the label when it is missing; one that exists (422 already_exists) is left as it is. */
async function tracked_issue_ensureLabel(gh, name, color, description) {
    try {
        await gh.octokit.rest.issues.createLabel({ ...repo(gh), name, color, description });
    }
    catch (error) {
        if (httpStatus(error) === 422)
            return;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/verify/excerpt.ts
var excerpt = __webpack_require__(7876);
// EXTERNAL MODULE: ./src/report/pr-body.ts + 3 modules
var pr_body = __webpack_require__(8328);
;// CONCATENATED MODULE: ./src/report/flaky-issue.ts
/**
 * The flaky-test tracking issue's body (one issue per repository, labeled `agent-fix-flaky`), as pure data: the
 * ledger (JSON in an HTML comment, the source of truth), the table rendered from it, and the merge of one flaky
 * verdict into it. A person may edit the table, or write above and below it: the table is re-rendered from the JSON
 * on every write, and text outside the managed region is kept. Only when the JSON is gone or broken is the table read
 * back (best effort) so the counts survive. Every text here came from test output or a branch: escaped for Markdown.
 */


const flaky_issue_FLAKY_LABEL = 'agent-fix-flaky';
const flaky_issue_FLAKY_ISSUE_TITLE = 'Flaky tests seen by agent-fix';
const START = '<!-- agent-fix-flaky:start -->';
const END = '<!-- agent-fix-flaky:end -->';
const DATA = /<!-- agent-fix-flaky:data (.*?) -->/s;
/** Runs kept per test (links in the table): the count keeps counting past them. */
const RUNS_KEPT = 10;
/** Tests kept in the ledger, the most recently seen first, so the body stays under GitHub's limit. */
const TESTS_KEPT = 150;
const flaky_issue_emptyLedger = () => ({ version: 1, tests: [] });
/** The ledger's id for a failure that named no test: its job. */
const wholeJobId = (job) => `(job: ${job})`;
/** What the body holds: the ledger, and how it was read (`table`: the JSON was gone, the table was read back). */
function flaky_issue_parseFlakyIssue(text) {
    // Only agent-fix's own region is read: a comment written above it by hand must not stand in for the data.
    const s = text.indexOf(START);
    const e = text.indexOf(END, s);
    const body = s >= 0 && e > s ? text.slice(s, e) : text;
    const m = DATA.exec(body);
    if (m) {
        try {
            const parsed = JSON.parse(m[1]);
            if (parsed && parsed.version === 1 && Array.isArray(parsed.tests)) {
                return { ledger: { version: 1, tests: parsed.tests.filter(validTest).map(cleanTest) }, from: 'data' };
            }
        }
        catch {
            // Broken by an edit: fall through to the table.
        }
    }
    const fromTable = tableRows(body);
    return fromTable.length
        ? { ledger: { version: 1, tests: fromTable }, from: 'table' }
        : { ledger: flaky_issue_emptyLedger(), from: 'none' };
}
function validTest(t) {
    const x = t;
    return typeof x === 'object' && x !== null && typeof x.id === 'string' && Number.isInteger(x.seen) && x.seen > 0;
}
function cleanTest(t) {
    const str = (v) => (typeof v === 'string' ? v : '');
    return {
        id: t.id,
        seen: t.seen,
        firstSeen: str(t.firstSeen),
        lastSeen: str(t.lastSeen),
        runs: (Array.isArray(t.runs) ? t.runs : [])
            .filter((r) => r && typeof r.key === 'string')
            .map((r) => ({ key: r.key, url: str(r.url), sha: str(r.sha), at: str(r.at) }))
            .slice(-RUNS_KEPT),
        failureLine: str(t.failureLine),
        job: str(t.job),
        workflow: str(t.workflow),
        ...(validQuarantine(t.quarantine) ? { quarantine: cleanQuarantine(t.quarantine) } : {}),
    };
}
function validQuarantine(q) {
    const x = q;
    return typeof x === 'object' && x !== null && Number.isInteger(x.number) && x.number > 0;
}
const cleanQuarantine = (q) => ({
    number: q.number,
    url: typeof q.url === 'string' && /^https?:\/\//.test(q.url) ? q.url : '',
    branch: typeof q.branch === 'string' ? q.branch : '',
});
/** The ledger with `test`'s quarantine PR recorded (a test not in it is left out: there is no row to link from). */
function flaky_issue_recordQuarantine(ledger, test, q) {
    return { ...ledger, tests: ledger.tests.map((t) => (t.id === test ? { ...t, quarantine: q } : t)) };
}
/** The table read back when the JSON is gone: test (in a code span) and times seen; the rest is lost. */
function tableRows(body) {
    const out = [];
    for (const line of body.split('\n')) {
        const cells = line
            .trim()
            .replace(/^\|/, '')
            .replace(/\|$/, '')
            .split(/(?<!\\)\|/);
        if (cells.length < 3)
            continue;
        const id = /^\s*(`+) ?(.+?) ?\1\s*$/.exec(cells[0])?.[2];
        const seen = Number(cells[1].trim());
        if (!id || !Number.isInteger(seen) || seen < 1)
            continue;
        const lastSeen = cells[2].trim();
        out.push({
            id: id.replace(/\\\|/g, '|'),
            seen,
            firstSeen: lastSeen,
            lastSeen,
            runs: [],
            failureLine: '',
            job: '',
            workflow: '',
        });
    }
    return out;
}
/**
 * The ledger with `s` counted: each of its tests seen once more, unless this run was already counted for it (a record
 * re-applied after a concurrent write is not counted twice). Returns the tests of `s` with their counts.
 */
function flaky_issue_recordSighting(ledger, s) {
    const tests = ledger.tests.map((t) => ({ ...t, runs: [...t.runs] }));
    const ids = s.tests.length ? [...new Set(s.tests)] : [wholeJobId(s.job)];
    const seen = [];
    for (const id of ids) {
        let t = tests.find((x) => x.id === id);
        if (!t) {
            t = { id, seen: 0, firstSeen: s.at, lastSeen: s.at, runs: [], failureLine: '', job: '', workflow: '' };
            tests.push(t);
        }
        if (!t.runs.some((r) => r.key === s.runKey)) {
            t.seen += 1;
            t.runs = [...t.runs, { key: s.runKey, url: s.runUrl, sha: s.sha, at: s.at }].slice(-RUNS_KEPT);
            if (s.at >= t.lastSeen) {
                t.lastSeen = s.at;
                t.failureLine = s.failureLine || t.failureLine;
                t.job = s.job;
                t.workflow = s.workflow;
            }
        }
        seen.push({ id, seen: t.seen });
    }
    tests.sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : a.id.localeCompare(b.id)));
    return { ledger: { version: 1, tests: tests.slice(0, TESTS_KEPT) }, seen };
}
/** Whether the ledger has counted run `runKey` for every test of `s` (the check after a write). */
function flaky_issue_hasSighting(ledger, s) {
    const ids = s.tests.length ? s.tests : [wholeJobId(s.job)];
    return ids.every((id) => ledger.tests.find((t) => t.id === id)?.runs.some((r) => r.key === s.runKey));
}
/**
 * The tests seen at least `threshold` times, the most seen first: what a deflake run would take on. None when the
 * threshold is 0 (`flaky-threshold: never`).
 */
function flaky_issue_testsOverThreshold(ledger, threshold) {
    if (threshold <= 0)
        return [];
    return ledger.tests.filter((t) => t.seen >= threshold).sort((a, b) => b.seen - a.seen);
}
/** A table cell: one line, pipes escaped, no HTML, bounded. */
function cell(text, max = 200) {
    const one = text.replace(/\s+/g, ' ').trim();
    const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
    return cut.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * A code span that no backtick in `text` can close. `<` and `>` become look-alikes (entities show literally in code):
 * the managed region holds no `<!--` but agent-fix's own markers, so test output cannot forge the data comment.
 */
function code(text) {
    const one = cell(text, 300).replace(/&lt;/g, '‹').replace(/&gt;/g, '›');
    const ticks = '`'.repeat(Math.max(1, ...[...one.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    return ticks.length > 1 ? `${ticks} ${one} ${ticks}` : `\`${one}\``;
}
const day = (iso) => iso.slice(0, 10) || '?';
/** The JSON for inside an HTML comment: `<` and `>` escaped, so no value can close the comment. */
function dataComment(ledger) {
    const json = JSON.stringify(ledger).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    return `<!-- agent-fix-flaky:data ${json} -->`;
}
/** The managed region: intro, table, data. */
function region(ledger, threshold) {
    const rows = ledger.tests.map((t) => {
        const runs = t.runs
            .slice(-5)
            .map((r) => `[${cell(r.sha.slice(0, 7) || r.key)}](${r.url.replace(/[()\s]/g, encodeURIComponent)})`)
            .join(' ');
        const q = t.quarantine;
        const quarantine = q
            ? q.url
                ? `[#${q.number}](${q.url.replace(/[()\s]/g, encodeURIComponent)})`
                : `#${q.number}`
            : '';
        return `| ${code(t.id)} | ${t.seen} | ${day(t.lastSeen)} | ${runs} | ${t.failureLine ? code(t.failureLine) : ''} | ${quarantine} |`;
    });
    const due = threshold > 0
        ? `a test seen ${threshold} times or more (\`flaky-threshold\`) is due to be deflaked. `
        : 'no test is ever due to be deflaked (`flaky-threshold: never`): the table only records. ';
    return [
        START,
        `Tests that failed in CI and then passed when agent-fix re-ran them on the same commit (\`flaky-retries\`). ` +
            `agent-fix updates this issue after each flaky verdict; ${due}` +
            'A test in quarantine (`flaky: quarantine`) links the pull request that skips it. ' +
            'The table is rewritten from the data comment below it on each update: edit around the table, not in it.',
        '',
        '| test | times seen | last seen | runs | failure line | quarantine |',
        '|---|---|---|---|---|---|',
        ...rows,
        '',
        dataComment(ledger),
        END,
    ].join('\n');
}
/**
 * The body with the ledger written in: the managed region replaced in place (text a person wrote outside it kept), or
 * appended when there is none. The oldest tests are dropped if the body would pass GitHub's limit.
 */
function flaky_issue_renderFlakyIssue(previous, ledger, threshold) {
    const s = previous.indexOf(START);
    const e = previous.indexOf(END);
    const [before, after] = s >= 0 && e > s ? [previous.slice(0, s), previous.slice(e + END.length)] : [previous ? `${previous}\n\n` : '', ''];
    const outside = before.length + after.length;
    let kept = ledger;
    let body = `${before}${region(kept, threshold)}${after}`;
    while (body.length > BODY_LIMIT && kept.tests.length > 1) {
        kept = { ...kept, tests: kept.tests.slice(0, Math.max(1, Math.floor(kept.tests.length * 0.8))) };
        body = `${before}${region(kept, threshold)}${after}`;
    }
    if (body.length > BODY_LIMIT && outside > 0)
        return flaky_issue_renderFlakyIssue('', kept, threshold);
    return body;
}
/** The first line of a failing run that says why (an assertion, an error), bounded: the table's failure line. */
function firstFailureLine(run, fallback = '') {
    if (!run || run.passed)
        return fallback;
    const excerpt = failureExcerpt(run.output, run, 3000);
    const lines = excerpt
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const why = lines.find((l) => /^E\s+\S/.test(l)) ??
        lines.find((l) => /\b(Error|assert(ion)?|expected|panic:|FAIL(ED)?)\b/i.test(l) && !/^_{3,}|^={3,}/.test(l)) ??
        run.errorLines?.[0] ??
        fallback;
    return why.length > 300 ? `${why.slice(0, 299)}…` : why;
}

;// CONCATENATED MODULE: ./src/deliver/flaky-tracker.ts
/**
 * The flaky-test tracking issue on GitHub: one issue per repository, labeled `agent-fix-flaky`, found by its label and
 * updated in place after every flaky verdict (report/flaky-issue.ts holds its body as data). Never a new issue per
 * failure.
 *
 * Two runs may record at once, and the REST API has no conditional write for an issue body (no If-Match on PATCH), so
 * a lost update cannot be made impossible, only caught: each write re-reads the body right before it (the window is
 * one round trip), and after a pause (`settleMs`, longer than any other writer's read-to-write gap) reads it again;
 * when this run's record is gone (a concurrent writer wrote over it) it is applied again, up to `ATTEMPTS` times. A
 * record names its run, so applying it twice counts it once. Two runs that both find no issue both create one: each
 * then lists the label again and keeps the oldest open tracker, closing its own as a duplicate when it is not that one.
 */



const ATTEMPTS = 3;
const MARKER = '<!-- agent-fix-flaky:start -->';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The tracker among the label's issues: the oldest open one carrying agent-fix's region, else the oldest one. */
function chooseTracker(issues) {
    const ours = issues.filter((i) => i.body.includes(MARKER));
    const pool = ours.length ? ours : issues;
    return pool.find((i) => i.state === 'open') ?? pool[0];
}
/** The tracking issue and its ledger, or undefined when there is none yet (the CLI's `agent-fix flaky`). */
async function readFlakyTracker(gh) {
    const issue = chooseTracker(await tracked_issue_issuesWithLabel(gh, flaky_issue_FLAKY_LABEL));
    if (!issue)
        return undefined;
    return { issue, ...flaky_issue_parseFlakyIssue(issue.body) };
}
/** Finds or makes the tracking issue; a duplicate made by a concurrent run is settled here. */
async function trackerIssue(gh, threshold, notes) {
    const found = chooseTracker(await issuesWithLabel(gh, FLAKY_LABEL));
    if (found)
        return { issue: found, created: false };
    await ensureLabel(gh, FLAKY_LABEL, 'fbca04', 'Flaky tests tracked by agent-fix');
    const made = await createTrackedIssue(gh, {
        title: FLAKY_ISSUE_TITLE,
        body: renderFlakyIssue('', emptyLedger(), threshold),
        labels: [FLAKY_LABEL],
    });
    const winner = chooseTracker(await issuesWithLabel(gh, FLAKY_LABEL)) ?? made;
    if (winner.number === made.number)
        return { issue: made, created: true };
    await updateTrackedIssue(gh, made.number, {
        body: `Duplicate of #${winner.number}: another agent-fix run made the tracking issue at the same time.`,
        state: 'closed',
        stateReason: 'duplicate',
    });
    notes.push(`flaky tracker: closed #${made.number}, made at the same time as #${winner.number} by another run`);
    return { issue: winner, created: false };
}
/** Records one flaky verdict in the tracking issue (see the top of this file for what a concurrent run does). */
async function recordFlaky(gh, sighting, o) {
    const notes = [];
    const { issue, created } = await trackerIssue(gh, o.threshold, notes);
    let last;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const fresh = await getTrackedIssue(gh, issue.number);
        const read = parseFlakyIssue(fresh.body);
        if (read.from === 'table' && attempt === 1)
            notes.push(`flaky tracker: #${issue.number} had no readable data comment; its table was read back`);
        const { ledger } = recordSighting(read.ledger, sighting);
        const reopen = fresh.state === 'closed';
        await updateTrackedIssue(gh, issue.number, {
            body: renderFlakyIssue(fresh.body, ledger, o.threshold),
            ...(reopen ? { state: 'open', stateReason: 'reopened' } : {}),
        });
        if (reopen)
            notes.push(`flaky tracker: reopened #${issue.number}, since a test flaked again`);
        await pause(o.settleMs ?? 1500);
        last = parseFlakyIssue((await getTrackedIssue(gh, issue.number)).body).ledger;
        if (hasSighting(last, sighting))
            break;
        if (attempt < ATTEMPTS)
            notes.push(`flaky tracker: a concurrent update wrote over this run's record; writing it again`);
        else
            notes.push(`flaky tracker: could not confirm this run's record in #${issue.number} after ${ATTEMPTS} writes`);
    }
    return recorded({ number: issue.number, url: issue.url, created }, last ?? emptyLedger(), sighting, o, notes);
}
function recorded(issue, ledger, sighting, o, notes) {
    const { seen: tests } = recordSighting(ledger, sighting);
    const seen = Math.max(0, ...tests.map((t) => t.seen));
    const deflake = deflakeRequest(ledger, sighting, o.threshold, issue);
    return { issue, tests, seen, threshold: o.threshold, ...(deflake ? { deflake } : {}), notes };
}
/**
 * The hook for the deflake run: of this verdict's tests, the most-seen one that has reached `threshold`, with what
 * its task needs. Pure; a trigger or the pipeline calls it with a ledger read through `readFlakyTracker`.
 */
function deflakeRequest(ledger, sighting, threshold, trackingIssue) {
    const mine = new Set(sighting.tests);
    const due = testsOverThreshold(ledger, threshold).find((t) => mine.has(t.id));
    if (!due)
        return undefined;
    const run = due.runs.at(-1);
    return {
        test: due.id,
        seen: due.seen,
        threshold,
        trackingIssue,
        failureLine: due.failureLine,
        sha: run?.sha ?? sighting.sha ?? '',
        runUrl: run?.url ?? sighting.runUrl ?? '',
    };
}
/**
 * Links `test`'s row in the tracking issue to its quarantine PR: the same read, write and check as a sighting's (a
 * concurrent writer that wrote over the link has it written again). Returns whether the link was confirmed.
 */
async function recordQuarantineLink(gh, issueNumber, test, q, o) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const fresh = await getTrackedIssue(gh, issueNumber);
        const { ledger } = parseFlakyIssue(fresh.body);
        await updateTrackedIssue(gh, issueNumber, {
            body: renderFlakyIssue(fresh.body, recordQuarantine(ledger, test, q), o.threshold),
        });
        await pause(o.settleMs ?? 1500);
        const after = parseFlakyIssue((await getTrackedIssue(gh, issueNumber)).body).ledger;
        if (after.tests.find((t) => t.id === test)?.quarantine?.number === q.number)
            return true;
    }
    return false;
}
/** A failed recording, as one warning that says what to grant. */
function flakyTrackerFailure(error) {
    const code = httpStatus(error);
    const fix = code === 403 || code === 404
        ? 'give the job `permissions: issues: write` (the tracking issue and its label are written with the workflow token)'
        : 'the next flaky verdict will try again';
    return `could not record the flaky test in the \`${FLAKY_LABEL}\` tracking issue (${describeApiError(error)}); ${fix}`;
}

// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
;// CONCATENATED MODULE: ./src/commands/flaky.ts
/**
 * `agent-fix flaky [--repo OWNER/NAME] [--json]`: the flaky tests the Action has recorded in the repository's
 * `agent-fix-flaky` tracking issue, read through GitHub's API (GITHUB_TOKEN or GH_TOKEN; GITHUB_API_URL) and printed
 * as a table. The repository is `--repo`, else the current clone's `origin`. Exit codes: 0 printed, 1 no tracking
 * issue yet, 2 usage or access, 3 GitHub unreachable.
 */









const FLAKY_HELP = `Usage: agent-fix flaky [--repo OWNER/NAME] [--json]

Prints the flaky tests recorded in the repository's ${flaky_issue_FLAKY_LABEL} tracking issue (the Action records each CI failure
that passed on a re-run there). --repo defaults to the current clone's origin remote. Needs GITHUB_TOKEN (or
GH_TOKEN) with read access to the repository's issues; GITHUB_API_URL for GitHub Enterprise.
--json prints one object instead of the table: {repo, issue: {number, url, state} | null, tests: [{id, seen,
firstSeen, lastSeen, runs: [{key, url, sha, at}], failureLine, job, workflow}]}; an error is {status: "error",
exit_code, error: {message, fix}}, as for agent-fix run --json.
Exit codes: 0 printed, 1 no tracking issue yet, 2 usage or access error, 3 GitHub unreachable.
`;
const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
/** `owner/name` from an origin URL: https://host/o/n(.git), git@host:o/n(.git), ssh://git@host/o/n. */
function repoFromRemote(url) {
    const m = /^(?:[a-z+]+:\/\/(?:[^@/]+@)?[^/]+\/|[^@\s]+@[^:]+:)([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
    return m ? { owner: m[1], repo: m[2] } : undefined;
}
async function whichRepo(flag) {
    if (flag) {
        const m = REPO.exec(flag.trim());
        if (!m)
            throw new errors/* ConfigError */.x(`--repo must be OWNER/NAME (e.g. acme/calc), got "${flag}"`);
        return { owner: m[1], repo: m[2].replace(/\.git$/, '') };
    }
    let origin = '';
    try {
        origin = (await (0,git/* git */.$Y)(process.cwd(), ['remote', 'get-url', 'origin'])).trim();
    }
    catch {
        // Not a clone, or no origin: said below.
    }
    const ref = origin ? repoFromRemote(origin) : undefined;
    if (!ref)
        throw new errors/* ConfigError */.x(origin
            ? `could not tell the repository from the origin remote "${origin}": pass --repo OWNER/NAME`
            : 'this folder is not a clone with an origin remote, so the repository is unknown: pass --repo OWNER/NAME');
    return ref;
}
function table(tests) {
    const rows = tests.map((t) => [
        t.id,
        String(t.seen),
        t.lastSeen.slice(0, 10),
        t.runs.at(-1)?.url ?? '',
        t.failureLine,
    ]);
    const head = ['test', 'seen', 'last seen', 'last run', 'failure line'];
    const width = head.map((h, i) => Math.min(80, Math.max(h.length, ...rows.map((r) => r[i].length))));
    const line = (r) => r
        .map((c, i) => (c.length > width[i] ? `${c.slice(0, width[i] - 1)}…` : c.padEnd(width[i])))
        .join('  ')
        .trimEnd();
    return [line(head), ...rows.map(line)].join('\n');
}
async function flakyCommand(argv) {
    // Known before the flags parse: a script that asked for JSON gets the contract's error line on every exit.
    const json = argv.includes('--json');
    try {
        return await printTracker(argv);
    }
    catch (err) {
        if (!json)
            throw err;
        const { code, message } = (0,commands_errors/* exitCodeForError */.Lo)(err);
        process.stderr.write(`agent-fix: ${message}\n`);
        process.stdout.write(`${JSON.stringify((0,security_redact/* redactDeep */.KL)((0,commands_errors/* errorJson */.dF)(code, message)))}\n`);
        return code;
    }
}
async function printTracker(argv) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({
            args: argv,
            options: { repo: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
            strict: true,
        }));
    }
    catch (error) {
        throw new errors/* ConfigError */.x(`${error.message.replace(/\. To specify .*$/s, '')}; see agent-fix flaky --help`);
    }
    if (values.help) {
        process.stdout.write(FLAKY_HELP);
        return 0;
    }
    const token = (process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '').trim();
    if (!token)
        throw new errors/* ConfigError */.x("agent-fix flaky reads the tracking issue through GitHub's API and needs a token: set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository's issues");
    (0,security_redact/* registerSecret */.cl)(token);
    const apiUrl = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    if (!URL.canParse(apiUrl))
        throw new errors/* ConfigError */.x(`GITHUB_API_URL must be a URL such as https://api.github.com, got "${apiUrl}"`);
    const ref = await whichRepo(values.repo);
    const full = `${ref.owner}/${ref.repo}`;
    const say = (line) => process.stderr.write(`${line}\n`);
    const CliOctokit = dist_src/* Octokit */.E.plugin(...helper/* octokitPlugins */.o2);
    const log = { debug: () => { }, info: () => { }, warn: (m) => say(`GitHub API: ${m}`), error: () => { } };
    const octokit = new CliOctokit({
        auth: token,
        baseUrl: apiUrl,
        userAgent: 'agent-fix-cli',
        log,
        ...(0,helper/* octokitOptions */.k9)(say, 1),
    });
    const gh = new helper/* GitHubHelper */.SH(token, ref, { octokit, log: say });
    let tracker;
    try {
        tracker = await readFlakyTracker(gh);
    }
    catch (error) {
        const code = (0,helper/* httpStatus */.nG)(error);
        const said = (0,helper/* describeApiError */.gg)(error);
        if (code === 401)
            throw new errors/* ConfigError */.x(`GitHub refused the token (${said}) at ${apiUrl}: set GITHUB_TOKEN to a valid token`);
        if (code === 403 || code === 404 || code === 410)
            throw new errors/* ConfigError */.x(`could not read the issues of ${full} (${said}): check --repo, and give the token read access to its issues (fine-grained token: "Issues: read")`);
        throw new errors/* RuntimeFailure */.$(`could not reach GitHub at ${apiUrl} (${said}): check GITHUB_API_URL and the network`);
    }
    if (!tracker) {
        const message = `no flaky test recorded yet: ${full} has no issue labeled ${flaky_issue_FLAKY_LABEL}. The Action makes it at the first CI failure that passes on a re-run (flaky-retries)`;
        if (values.json)
            process.stdout.write(`${JSON.stringify({ repo: full, issue: null, tests: [] })}\n`);
        say(`agent-fix: ${message}`);
        return 1;
    }
    const { issue, ledger, from } = tracker;
    if (from === 'table')
        say(`note: #${issue.number} has no readable data comment; its table was read back (counts only)`);
    if (values.json) {
        process.stdout.write(`${JSON.stringify({ repo: full, issue: { number: issue.number, url: issue.url, state: issue.state }, tests: ledger.tests })}\n`);
        return 0;
    }
    process.stdout.write(`Flaky tests of ${full}, from #${issue.number} (${issue.url})${issue.state === 'closed' ? ', closed' : ''}:\n\n` +
        (ledger.tests.length ? `${table(ledger.tests)}\n` : '(none recorded yet)\n'));
    return 0;
}


/***/ }),

/***/ 3327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SH: () => (/* binding */ GitHubHelper),
/* harmony export */   cI: () => (/* binding */ PullRequestCreationRefused),
/* harmony export */   gg: () => (/* binding */ describeApiError),
/* harmony export */   k9: () => (/* binding */ octokitOptions),
/* harmony export */   nG: () => (/* binding */ httpStatus),
/* harmony export */   o2: () => (/* binding */ octokitPlugins)
/* harmony export */ });
/* unused harmony export toReviewComment */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(722);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7733);
/**
 * Every GitHub REST call the Action makes, in one class, so the rest of the code speaks in repository terms and the
 * tests can point the whole Action at a local fake server through GITHUB_API_URL (`@actions/github` uses undici's
 * fetch, which HTTP mocking libraries cannot see). Outbound text passes through `redact` here, the last exit.
 */




/** GitHub answered "GitHub Actions is not permitted to create or approve pull requests". */
class PullRequestCreationRefused extends Error {
    apiMessage;
    constructor(apiMessage) {
        super(apiMessage);
        this.apiMessage = apiMessage;
        this.name = 'PullRequestCreationRefused';
    }
}
function status(error) {
    return typeof error === 'object' && error !== null && 'status' in error
        ? Number(error.status)
        : undefined;
}
function apiMessage(error) {
    const e = error;
    const data = e?.response?.data;
    const parts = [data?.message ?? e?.message ?? String(error), ...(data?.errors ?? []).map((x) => x.message ?? '')];
    return parts.filter(Boolean).join('; ');
}
/** Retry and rate-limit handling, shared by the Action's client and the CLI's. */
function octokitOptions(log, retries = 3) {
    return {
        retry: { retries },
        throttle: {
            onRateLimit: (retryAfter, opts, _o, retryCount) => {
                log(`GitHub rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, opts, _o, retryCount) => {
                log(`GitHub secondary rate limit hit on ${opts.method} ${opts.url}; retrying in ${retryAfter}s`);
                return retryCount < 1;
            },
        },
    };
}
const octokitPlugins = [_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A];
class GitHubHelper {
    repoRef;
    octokit;
    constructor(token, repoRef, options = {}) {
        this.repoRef = repoRef;
        const log = options.log ?? (() => { });
        this.octokit =
            options.octokit ??
                (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
                    baseUrl: options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
                    ...octokitOptions(log, options.retries),
                }, ...octokitPlugins);
    }
    get r() {
        return { owner: this.repoRef.owner, repo: this.repoRef.repo };
    }
    async defaultBranch() {
        const { data } = await this.octokit.rest.repos.get(this.r);
        return data.default_branch;
    }
    /** The default branch, and whether the token may push (undefined when GitHub does not say, as for app tokens). */
    async repoAccess() {
        const { data } = await this.octokit.rest.repos.get(this.r);
        return { defaultBranch: data.default_branch, canPush: data.permissions?.push };
    }
    async getIssue(issueNumber) {
        const { data } = await this.octokit.rest.issues.get({ ...this.r, issue_number: issueNumber });
        return {
            number: data.number,
            title: data.title ?? '',
            body: data.body ?? '',
            state: data.state,
            url: data.html_url,
            isPull: Boolean(data.pull_request),
        };
    }
    self;
    /**
     * The account this token acts as: the author of every comment and PR the Action posts (`github-actions[bot]` for
     * GITHUB_TOKEN, `<app-slug>[bot]` for an App token, the owner of a PAT). GraphQL `viewer` answers for every kind of
     * token; GET /user refuses installation tokens (403 "Resource not accessible by integration") and GET /app wants
     * the App's JWT, so GET /user is only the fallback. Throws when neither answers: the callers trust hidden markers
     * only from this account, and guessing would either trust strangers or forget the bot's own work.
     */
    selfLogin() {
        this.self ??= (async () => {
            let viaGraphql;
            try {
                const data = await this.octokit.graphql('query { viewer { login } }');
                if (data.viewer?.login)
                    return data.viewer.login;
                viaGraphql = 'no login in the answer';
            }
            catch (error) {
                viaGraphql = describeApiError(error).replace(/\s+/g, ' ');
            }
            try {
                const { data } = await this.octokit.rest.users.getAuthenticated();
                if (data.login)
                    return data.login;
                throw new Error('no login in the answer');
            }
            catch (error) {
                // eslint-disable-next-line preserve-caught-error -- the message already carries both failures, said for a person
                throw new Error(`could not tell which account github-token acts as (GraphQL viewer: ${viaGraphql}; GET /user: ${describeApiError(error).replace(/\s+/g, ' ')}). ` +
                    'agent-fix believes its hidden markers (plans, review rounds, attempted commits) only in comments written by that ' +
                    'account, so it stops rather than guess. Check that github-token is a valid token for this repository.');
            }
        })();
        return this.self;
    }
    /** The user's permission on the repository; `none` when they are not a collaborator (404). */
    async permission(username) {
        try {
            const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.r, username });
            // `role_name` distinguishes maintain/triage; `permission` folds them into write/read.
            const role = data.role_name;
            if (role && ['admin', 'maintain', 'write', 'triage', 'read'].includes(role))
                return role;
            return data.permission ?? 'none';
        }
        catch (error) {
            if (status(error) === 404)
                return 'none';
            throw error;
        }
    }
    async issueComments(issueNumber, max = 100) {
        const { data } = await this.octokit.rest.issues.listComments({
            ...this.r,
            issue_number: issueNumber,
            per_page: max,
        });
        return data.map((c) => ({
            id: c.id,
            body: c.body ?? '',
            user: c.user?.login ?? 'ghost',
            userType: c.user?.type ?? 'User',
            url: c.html_url,
        }));
    }
    /** Every comment on an issue, oldest first (pages of 100, at most `maxPages`): for readers of the newest one. */
    async allIssueComments(issueNumber, maxPages = 30) {
        const out = [];
        let pages = 0;
        for await (const { data } of this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
            ...this.r,
            issue_number: issueNumber,
            per_page: 100,
        })) {
            out.push(...data.map((c) => ({
                id: c.id,
                body: c.body ?? '',
                user: c.user?.login ?? 'ghost',
                userType: c.user?.type ?? 'User',
                url: c.html_url,
            })));
            if (++pages >= maxPages)
                break;
        }
        return out;
    }
    async getPull(pullNumber) {
        const { data } = await this.octokit.rest.pulls.get({ ...this.r, pull_number: pullNumber });
        return {
            number: data.number,
            title: data.title ?? '',
            body: data.body ?? '',
            state: data.state,
            headRef: data.head.ref,
            headSha: data.head.sha,
            headRepo: data.head.repo?.full_name ?? null,
            baseRef: data.base.ref,
            url: data.html_url,
            author: data.user?.login ?? '',
            maintainerCanModify: data.maintainer_can_modify === true,
        };
    }
    /** The open PRs into this repository from branch `branch` of the fork `headRepo` (`owner/name`). */
    async forkPulls(headRepo, branch) {
        const head = `${headRepo.split('/')[0]}:${branch}`;
        const { data } = await this.octokit.rest.pulls.list({ ...this.r, head, state: 'open', per_page: 100 });
        return data.filter((p) => p.head.ref === branch && p.head.repo?.full_name === headRepo).map((p) => p.number);
    }
    /** The PR's changed files with their patches (what review comments may point at). */
    async pullFiles(pullNumber) {
        const files = await this.octokit.paginate(this.octokit.rest.pulls.listFiles, {
            ...this.r,
            pull_number: pullNumber,
            per_page: 100,
        });
        return files.map((f) => ({ path: f.filename, patch: f.patch }));
    }
    /** A review with line comments (suggested changes) on `commitId`, the PR head they were made for. */
    async createReview(pullNumber, review) {
        const { data } = await this.octokit.rest.pulls.createReview({
            ...this.r,
            pull_number: pullNumber,
            commit_id: review.commitId,
            event: 'COMMENT',
            body: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(review.body),
            comments: review.comments.map((c) => ({ ...c, body: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(c.body) })),
        });
        return { id: data.id, url: data.html_url };
    }
    /** The inline comments of one review. */
    async reviewComments(pullNumber, reviewId, max = 100) {
        const { data } = await this.octokit.rest.pulls.listCommentsForReview({
            ...this.r,
            pull_number: pullNumber,
            review_id: reviewId,
            per_page: max,
        });
        return data.map((c) => toReviewComment(c));
    }
    /** Every inline comment on the PR, oldest first. */
    async pullReviewComments(pullNumber, max = 100) {
        const { data } = await this.octokit.rest.pulls.listReviewComments({
            ...this.r,
            pull_number: pullNumber,
            per_page: max,
        });
        return data.map((c) => toReviewComment(c));
    }
    async failedJobs(runId) {
        const { data } = await this.octokit.rest.actions.listJobsForWorkflowRun({
            ...this.r,
            run_id: runId,
            filter: 'latest',
            per_page: 100,
        });
        return data.jobs
            .filter((j) => j.conclusion === 'failure' || j.conclusion === 'timed_out')
            .map((j) => ({
            id: j.id,
            name: j.name,
            conclusion: j.conclusion,
            failedSteps: (j.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => s.name),
            url: j.html_url ?? '',
        }));
    }
    /**
     * Jobs of a run (its latest attempt) that are still running, with the steps that failed so far: the same-job
     * trigger's proof that a step before it really failed. `runnerName` narrows them to this job's runner.
     */
    async runningJobs(runId, runnerName) {
        const { data } = await this.octokit.rest.actions.listJobsForWorkflowRun({
            ...this.r,
            run_id: runId,
            filter: 'latest',
            per_page: 100,
        });
        return data.jobs
            .filter((j) => j.status === 'in_progress' && (!runnerName || j.runner_name === runnerName))
            .map((j) => ({
            id: j.id,
            name: j.name,
            conclusion: j.conclusion,
            failedSteps: (j.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => s.name),
            url: j.html_url ?? '',
            runnerName: j.runner_name ?? null,
        }));
    }
    /** The plain-text log of one job (the API redirects to a short-lived URL; fetch follows it). */
    async jobLog(jobId) {
        const { data } = await this.octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...this.r, job_id: jobId });
        if (typeof data === 'string')
            return data;
        if (data instanceof ArrayBuffer)
            return Buffer.from(data).toString('utf8');
        return String(data ?? '');
    }
    /** Pull requests whose head is `branch` in this repository. */
    async pullsForBranch(branch, state) {
        const { data } = await this.octokit.rest.pulls.list({
            ...this.r,
            head: `${this.r.owner}:${branch}`,
            state,
            per_page: 100,
        });
        return data
            .filter((p) => p.head.ref === branch)
            .map((p) => ({
            number: p.number,
            url: p.html_url,
            headRef: p.head.ref,
            baseRef: p.base.ref,
            state: p.state,
            body: p.body ?? '',
        }));
    }
    /**
     * The open pull requests whose head is a branch of this repository (not a fork's), newest first, in pages of 100
     * (at most `maxPages`): for a look-up by a branch pattern, where `head=` takes one exact name.
     */
    async openPulls(maxPages = 10) {
        const out = [];
        const full = `${this.r.owner}/${this.r.repo}`.toLowerCase();
        let pages = 0;
        for await (const { data } of this.octokit.paginate.iterator(this.octokit.rest.pulls.list, {
            ...this.r,
            state: 'open',
            per_page: 100,
        })) {
            for (const p of data)
                if ((p.head.repo?.full_name ?? '').toLowerCase() === full)
                    out.push({
                        number: p.number,
                        url: p.html_url,
                        headRef: p.head.ref,
                        baseRef: p.base.ref,
                        state: p.state,
                        body: p.body ?? '',
                    });
            if (++pages >= maxPages)
                break;
        }
        return out;
    }
    async createPull(p) {
        try {
            const { data } = await this.octokit.rest.pulls.create({
                ...this.r,
                head: p.head,
                base: p.base,
                title: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(p.title),
                body: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(p.body),
                draft: p.draft,
                maintainer_can_modify: true,
            });
            return { number: data.number, url: data.html_url };
        }
        catch (error) {
            const message = apiMessage(error);
            if (/not permitted to create or approve pull requests/i.test(message))
                throw new PullRequestCreationRefused(message);
            throw error;
        }
    }
    async updatePull(pullNumber, p) {
        await this.octokit.rest.pulls.update({
            ...this.r,
            pull_number: pullNumber,
            title: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(p.title),
            body: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(p.body),
        });
    }
    /** Closes a pull request unmerged. */
    async closePull(pullNumber) {
        await this.octokit.rest.pulls.update({ ...this.r, pull_number: pullNumber, state: 'closed' });
    }
    async addLabels(issueNumber, labels) {
        if (labels.length === 0)
            return;
        await this.octokit.rest.issues.addLabels({ ...this.r, issue_number: issueNumber, labels });
    }
    async requestReviewers(pullNumber, reviewers) {
        if (reviewers.length === 0)
            return;
        await this.octokit.rest.pulls.requestReviewers({ ...this.r, pull_number: pullNumber, reviewers });
    }
    async createComment(issueNumber, body) {
        const { data } = await this.octokit.rest.issues.createComment({
            ...this.r,
            issue_number: issueNumber,
            body: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(body),
        });
        return { id: data.id, url: data.html_url };
    }
    async updateComment(commentId, body) {
        await this.octokit.rest.issues.updateComment({ ...this.r, comment_id: commentId, body: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(body) });
    }
    async reactToIssue(issueNumber, content) {
        await this.octokit.rest.reactions.createForIssue({ ...this.r, issue_number: issueNumber, content });
    }
    async reactToComment(commentId, content) {
        await this.octokit.rest.reactions.createForIssueComment({ ...this.r, comment_id: commentId, content });
    }
    // The git data API (deliver/signed-commit.ts): commits GitHub makes itself, and signs.
    /** Stores one file's bytes; returns the blob id (git's own id for those bytes). */
    async createBlob(base64) {
        const { data } = await this.octokit.rest.git.createBlob({ ...this.r, content: base64, encoding: 'base64' });
        return data.sha;
    }
    /** A tree: `baseTree` with `entries` written over it (`sha: null` deletes). Returns the tree id. */
    async createTree(baseTree, entries) {
        const { data } = await this.octokit.rest.git.createTree({
            ...this.r,
            base_tree: baseTree,
            // The API's own mode union; deliver/signed-commit.ts sends only the modes it checked.
            tree: entries.map((e) => ({ ...e, mode: e.mode })),
        });
        return data.sha;
    }
    /** A commit with no author or committer given, so GitHub makes it as the token's identity and signs it. */
    async createCommit(c) {
        const { data } = await this.octokit.rest.git.createCommit({
            ...this.r,
            message: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(c.message),
            tree: c.tree,
            parents: c.parents,
        });
        return { sha: data.sha, tree: data.tree.sha };
    }
    /** The sha `refs/heads/<branch>` points at, or undefined when the branch does not exist. */
    async branchSha(branch) {
        try {
            const { data } = await this.octokit.rest.git.getRef({ ...this.r, ref: `heads/${branch}` });
            return data.object.sha;
        }
        catch (error) {
            if (status(error) === 404)
                return undefined;
            throw error;
        }
    }
    async createBranchRef(branch, sha) {
        await this.octokit.rest.git.createRef({ ...this.r, ref: `refs/heads/${branch}`, sha });
    }
    async updateBranchRef(branch, sha, force) {
        await this.octokit.rest.git.updateRef({ ...this.r, ref: `heads/${branch}`, sha, force });
    }
}
/** Same shape from the REST list endpoints and from a `pull_request_review_comment` payload. */
function toReviewComment(c) {
    return {
        id: c.id,
        reviewId: c.pull_request_review_id ?? null,
        path: c.path ?? '',
        line: c.line ?? c.original_line ?? null,
        diffHunk: c.diff_hunk ?? '',
        body: c.body ?? '',
        user: c.user?.login ?? 'ghost',
        userType: c.user?.type ?? 'User',
        url: c.html_url ?? '',
    };
}
/** The HTTP status of a failed API call, when there was an answer. */
function httpStatus(error) {
    return status(error);
}
/** One readable line for a failed API call: status and GitHub's own message. */
function describeApiError(error) {
    const code = status(error);
    return (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(`${code ? `HTTP ${code}: ` : ''}${apiMessage(error)}`);
}


/***/ })

};
