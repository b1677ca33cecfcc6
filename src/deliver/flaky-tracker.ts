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
import { httpStatus, describeApiError, type GitHubHelper } from '../github/helper.js';
import {
  createTrackedIssue,
  ensureLabel,
  getTrackedIssue,
  issuesWithLabel,
  updateTrackedIssue,
  type TrackedIssue,
} from '../github/tracked-issue.js';
import {
  FLAKY_ISSUE_TITLE,
  FLAKY_LABEL,
  emptyLedger,
  hasSighting,
  parseFlakyIssue,
  recordQuarantine,
  recordSighting,
  renderFlakyIssue,
  testsOverThreshold,
  type FlakyLedger,
  type FlakySighting,
  type QuarantineRecord,
} from '../report/flaky-issue.js';

const ATTEMPTS = 3;
const MARKER = '<!-- agent-fix-flaky:start -->';

/**
 * What a deflake run needs (issue 57, part 2): the test, how often it flaked, where it is tracked, and the last
 * failure seen. `deflakeRequest` makes it; the Action's outcome carries it (`deflake`).
 */
export interface DeflakeRequest {
  test: string;
  seen: number;
  threshold: number;
  trackingIssue: { number: number; url: string };
  failureLine: string;
  /** The commit and run of the last sighting. */
  sha: string;
  runUrl: string;
  /** Its quarantine PR (`flaky: quarantine`), open or just opened: the deflake PR says it lifts it. */
  quarantine?: QuarantineLink;
  /** Its deflake PR, already open: the deflake run is not started again. */
  openPr?: { number: number; url: string; branch: string };
}

/** A quarantine PR as the deflake PR names it: where it is, and what lifting it removes. */
export interface QuarantineLink extends QuarantineRecord {
  lift: string;
}

export interface FlakyRecorded {
  issue: { number: number; url: string; created: boolean };
  /** This verdict's tests and their counts after it. */
  tests: { id: string; seen: number }[];
  /** The highest of those counts (the `flaky-seen` output). */
  seen: number;
  threshold: number;
  /** The most-seen test of this verdict, when it has reached the threshold. */
  deflake?: DeflakeRequest;
  /** Said in the log: a tracker reopened, a duplicate closed, a record that could not be confirmed. */
  notes: string[];
}

export interface FlakyTrackerOptions {
  threshold: number;
  /** The pause before the check that this run's record survived; default 1500 ms. */
  settleMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tracker among the label's issues: the oldest open one carrying agent-fix's region, else the oldest one. */
function chooseTracker(issues: TrackedIssue[]): TrackedIssue | undefined {
  const ours = issues.filter((i) => i.body.includes(MARKER));
  const pool = ours.length ? ours : issues;
  return pool.find((i) => i.state === 'open') ?? pool[0];
}

/** The tracking issue and its ledger, or undefined when there is none yet (the CLI's `agent-fix flaky`). */
export async function readFlakyTracker(
  gh: GitHubHelper,
): Promise<{ issue: TrackedIssue; ledger: FlakyLedger; from: 'data' | 'table' | 'none' } | undefined> {
  const issue = chooseTracker(await issuesWithLabel(gh, FLAKY_LABEL));
  if (!issue) return undefined;
  return { issue, ...parseFlakyIssue(issue.body) };
}

/** Finds or makes the tracking issue; a duplicate made by a concurrent run is settled here. */
async function trackerIssue(gh: GitHubHelper, threshold: number, notes: string[]) {
  const found = chooseTracker(await issuesWithLabel(gh, FLAKY_LABEL));
  if (found) return { issue: found, created: false };
  await ensureLabel(gh, FLAKY_LABEL, 'fbca04', 'Flaky tests tracked by agent-fix');
  const made = await createTrackedIssue(gh, {
    title: FLAKY_ISSUE_TITLE,
    body: renderFlakyIssue('', emptyLedger(), threshold),
    labels: [FLAKY_LABEL],
  });
  const winner = chooseTracker(await issuesWithLabel(gh, FLAKY_LABEL)) ?? made;
  if (winner.number === made.number) return { issue: made, created: true };
  await updateTrackedIssue(gh, made.number, {
    body: `Duplicate of #${winner.number}: another agent-fix run made the tracking issue at the same time.`,
    state: 'closed',
    stateReason: 'duplicate',
  });
  notes.push(`flaky tracker: closed #${made.number}, made at the same time as #${winner.number} by another run`);
  return { issue: winner, created: false };
}

/** Records one flaky verdict in the tracking issue (see the top of this file for what a concurrent run does). */
export async function recordFlaky(
  gh: GitHubHelper,
  sighting: FlakySighting,
  o: FlakyTrackerOptions,
): Promise<FlakyRecorded> {
  const notes: string[] = [];
  const { issue, created } = await trackerIssue(gh, o.threshold, notes);
  let last: FlakyLedger | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const fresh = await getTrackedIssue(gh, issue.number);
    const read = parseFlakyIssue(fresh.body);
    if (read.from === 'table' && attempt === 1)
      notes.push(`flaky tracker: #${issue.number} had no readable data comment; its table was read back`);
    const { ledger } = recordSighting(read.ledger, sighting);
    const reopen = fresh.state === 'closed';
    await updateTrackedIssue(gh, issue.number, {
      body: renderFlakyIssue(fresh.body, ledger, o.threshold),
      ...(reopen ? { state: 'open' as const, stateReason: 'reopened' as const } : {}),
    });
    if (reopen) notes.push(`flaky tracker: reopened #${issue.number}, since a test flaked again`);
    await pause(o.settleMs ?? 1500);
    last = parseFlakyIssue((await getTrackedIssue(gh, issue.number)).body).ledger;
    if (hasSighting(last, sighting)) break;
    if (attempt < ATTEMPTS)
      notes.push(`flaky tracker: a concurrent update wrote over this run's record; writing it again`);
    else notes.push(`flaky tracker: could not confirm this run's record in #${issue.number} after ${ATTEMPTS} writes`);
  }
  return recorded({ number: issue.number, url: issue.url, created }, last ?? emptyLedger(), sighting, o, notes);
}

function recorded(
  issue: FlakyRecorded['issue'],
  ledger: FlakyLedger,
  sighting: FlakySighting,
  o: FlakyTrackerOptions,
  notes: string[],
): FlakyRecorded {
  const { seen: tests } = recordSighting(ledger, sighting);
  const seen = Math.max(0, ...tests.map((t) => t.seen));
  const deflake = deflakeRequest(ledger, sighting, o.threshold, issue);
  return { issue, tests, seen, threshold: o.threshold, ...(deflake ? { deflake } : {}), notes };
}

/**
 * The hook for the deflake run: of this verdict's tests, the most-seen one that has reached `threshold`, with what
 * its task needs. Pure; a trigger or the pipeline calls it with a ledger read through `readFlakyTracker`.
 */
export function deflakeRequest(
  ledger: FlakyLedger,
  sighting: Pick<FlakySighting, 'tests' | 'job'> & Partial<FlakySighting>,
  threshold: number,
  trackingIssue: { number: number; url: string },
): DeflakeRequest | undefined {
  const mine = new Set(sighting.tests);
  const due = testsOverThreshold(ledger, threshold).find((t) => mine.has(t.id));
  if (!due) return undefined;
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
export async function recordQuarantineLink(
  gh: GitHubHelper,
  issueNumber: number,
  test: string,
  q: QuarantineRecord,
  o: FlakyTrackerOptions,
): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const fresh = await getTrackedIssue(gh, issueNumber);
    const { ledger } = parseFlakyIssue(fresh.body);
    await updateTrackedIssue(gh, issueNumber, {
      body: renderFlakyIssue(fresh.body, recordQuarantine(ledger, test, q), o.threshold),
    });
    await pause(o.settleMs ?? 1500);
    const after = parseFlakyIssue((await getTrackedIssue(gh, issueNumber)).body).ledger;
    if (after.tests.find((t) => t.id === test)?.quarantine?.number === q.number) return true;
  }
  return false;
}

/** A failed recording, as one warning that says what to grant. */
export function flakyTrackerFailure(error: unknown): string {
  const code = httpStatus(error);
  const fix =
    code === 403 || code === 404
      ? 'give the job `permissions: issues: write` (the tracking issue and its label are written with the workflow token)'
      : 'the next flaky verdict will try again';
  return `could not record the flaky test in the \`${FLAKY_LABEL}\` tracking issue (${describeApiError(error)}); ${fix}`;
}
