// The flaky-test tracking issue's body as data: the JSON ledger is the source of truth, the table is rendered from
// it, a person's edits to the table or around it never break the next update.
import { describe, expect, test } from 'vitest';
import {
  emptyLedger,
  firstFailureLine,
  hasSighting,
  parseFlakyIssue,
  recordSighting,
  renderFlakyIssue,
  testsOverThreshold,
  wholeJobId,
  type FlakySighting,
} from '../../src/report/flaky-issue.js';
import { BODY_LIMIT } from '../../src/report/pr-body.js';
import { parseTestOutput } from '../../src/verify/parse.js';

const TEST = 'tests/test_cache.py::test_eviction';
const sighting = (n: number, o: Partial<FlakySighting> = {}): FlakySighting => ({
  tests: [TEST],
  job: 'test',
  workflow: 'CI',
  sha: `${n}`.repeat(40).slice(0, 40),
  runKey: `${5000 + n}/1`,
  runUrl: `https://github.example/acme/calc/actions/runs/${5000 + n}`,
  failureLine: 'E   assert 2 == 3',
  at: `2026-12-0${n}T10:00:00.000Z`,
  ...o,
});

/** Three sightings written one after the other, each into the body the last write left. */
function threeRuns(): string {
  let body = '';
  for (const n of [1, 2, 3]) {
    const { ledger } = recordSighting(parseFlakyIssue(body).ledger, sighting(n));
    body = renderFlakyIssue(body, ledger, 3);
  }
  return body;
}

describe('the flaky ledger', () => {
  test('three runs of one flaky test: one row, seen 3 times, the last run linked, over the threshold', () => {
    const body = threeRuns();
    const { ledger, from } = parseFlakyIssue(body);
    expect(from).toBe('data');
    expect(ledger.tests).toHaveLength(1);
    expect(ledger.tests[0]).toMatchObject({ id: TEST, seen: 3, lastSeen: '2026-12-03T10:00:00.000Z', job: 'test' });
    expect(body).toMatch(
      /\| `tests\/test_cache.py::test_eviction` \| 3 \| 2026-12-03 \| .*\[3333333\]\(https:\/\/github.example\/acme\/calc\/actions\/runs\/5003\)/,
    );
    expect(testsOverThreshold(ledger, 3).map((t) => t.id)).toEqual([TEST]);
    expect(testsOverThreshold(ledger, 4)).toEqual([]);
  });

  test('a run re-applied (after a concurrent write) is counted once', () => {
    const once = recordSighting(emptyLedger(), sighting(1));
    const twice = recordSighting(once.ledger, sighting(1));
    expect(twice.seen).toEqual([{ id: TEST, seen: 1 }]);
    expect(hasSighting(twice.ledger, sighting(1))).toBe(true);
    expect(hasSighting(twice.ledger, sighting(2))).toBe(false);
  });

  test('a human-edited table does not change the counts: the JSON is read, the table rewritten', () => {
    const body = threeRuns();
    const edited = body
      .replace('| 3 |', '| 300 |')
      .replace('| test | times seen |', '| Test (edited by a maintainer) | seen |')
      .replace(/^\| `tests/m, '| ~~`tests');
    const next = recordSighting(parseFlakyIssue(edited).ledger, sighting(4));
    expect(next.seen).toEqual([{ id: TEST, seen: 4 }]);
    const rewritten = renderFlakyIssue(edited, next.ledger, 3);
    expect(rewritten).toContain('| `tests/test_cache.py::test_eviction` | 4 |');
    expect(rewritten).not.toContain('300');
  });

  test('text a person writes above and below the table is kept', () => {
    const body = `Owner: @qa-team. Please triage weekly.\n\n${threeRuns()}\n\nNotes: the cache test is known.`;
    const next = renderFlakyIssue(body, recordSighting(parseFlakyIssue(body).ledger, sighting(4)).ledger, 3);
    expect(next.startsWith('Owner: @qa-team. Please triage weekly.\n\n')).toBe(true);
    expect(next.endsWith('\n\nNotes: the cache test is known.')).toBe(true);
    expect(next.match(/agent-fix-flaky:start/g)).toHaveLength(1);
  });

  test('with the JSON deleted by an edit, the table is read back and the counts go on', () => {
    const body = threeRuns().replace(/<!-- agent-fix-flaky:data .*? -->/s, '');
    const { ledger, from } = parseFlakyIssue(body);
    expect(from).toBe('table');
    expect(ledger.tests.map((t) => [t.id, t.seen])).toEqual([[TEST, 3]]);
    expect(recordSighting(ledger, sighting(4)).seen).toEqual([{ id: TEST, seen: 4 }]);
  });

  test('broken JSON falls back to the table rather than starting over', () => {
    const body = threeRuns().replace('"version":1', '"version":1,,');
    expect(parseFlakyIssue(body)).toMatchObject({ from: 'table', ledger: { tests: [{ id: TEST, seen: 3 }] } });
  });

  test('test output cannot close the data comment, break the table or inject HTML', () => {
    const hostile = 'tests/t.py::test_x[a|b-->`<img src=x>]';
    const s = sighting(1, { tests: [hostile], failureLine: 'E  --> </details><script>alert(1)</script> | ``' });
    const body = renderFlakyIssue('', recordSighting(emptyLedger(), s).ledger, 3);
    expect(body.match(/-->/g)).toHaveLength(3); // start, data, end markers only
    expect(body).not.toMatch(/<img|<script|<\/details>/);
    const row = body.split('\n').find((l) => l.includes('test_x'))!;
    expect(row.split(/(?<!\\)\|/)).toHaveLength(8); // six cells (the quarantine column)
    expect(parseFlakyIssue(body).ledger.tests[0]!.id).toBe(hostile);
  });

  test('a failure that names no test is recorded under its job', () => {
    const { seen } = recordSighting(emptyLedger(), sighting(1, { tests: [], job: 'unit (ubuntu)' }));
    expect(seen).toEqual([{ id: wholeJobId('unit (ubuntu)'), seen: 1 }]);
  });

  test('the body stays under GitHub limit with many long test ids', () => {
    let ledger = emptyLedger();
    for (let i = 0; i < 400; i++)
      ledger = recordSighting(
        ledger,
        sighting(1, { tests: [`tests/test_${i}_${'x'.repeat(250)}.py::t`], runKey: `${i}` }),
      ).ledger;
    const body = renderFlakyIssue('', ledger, 3);
    expect(body.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(parseFlakyIssue(body).from).toBe('data');
  });

  test("the failure line is the assertion of the failing run's report", () => {
    const output = [
      '============================= test session starts ==============================',
      'collected 2 items',
      '',
      'tests/test_cache.py F.                                                   [100%]',
      '',
      '=================================== FAILURES ===================================',
      '________________________________ test_eviction _________________________________',
      '',
      '    def test_eviction():',
      '>       assert evicted() == 3',
      'E       assert 2 == 3',
      '',
      'tests/test_cache.py:5: AssertionError',
      '=========================== short test summary info ============================',
      'FAILED tests/test_cache.py::test_eviction - assert 2 == 3',
      '========================= 1 failed, 1 passed in 0.02s ==========================',
    ].join('\n');
    const report = parseTestOutput(output);
    const run = { ...report, command: 'pytest', exitCode: 1, timedOut: false, passed: false, output, durationMs: 1 };
    expect(firstFailureLine(run)).toBe('E       assert 2 == 3');
  });
});
