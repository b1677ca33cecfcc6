/**
 * What the proof refuses (issue 54): under `test-edits: deny` a change that makes tests skip, reaches into the runner
 * or rewrites the tests' data is not proven, at any level; an unchecked report is no proof where the untouched tree
 * had a place for canaries; and the canaries' folder comes from the base's Go module, not the candidate's. The Go
 * placement runs real `go test` on a copy of test/fixtures/runner-projects/go.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { goModule, placeCanaries, runWithCanaries } from '../../src/verify/canary.js';
import { reportedSkipFindings } from '../../src/verify/integrity.js';
import { runTestCommand } from '../../src/verify/run.js';
import type { Evidence } from '../../src/verify/evidence.js';
import type { IntegrityFinding } from '../../src/verify/integrity.js';
import { proofShortfall } from '../../src/verify/proof-level.js';
import type { TestRun } from '../../src/verify/types.js';

const hasGo = spawnSync('bash', ['-c', 'command -v go']).status === 0;
const opened: string[] = [];
afterEach(() => {
  for (const dir of opened.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const run = (o: Partial<TestRun>): TestRun =>
  ({
    runner: 'pytest',
    passed: true,
    exitCode: 0,
    output: '',
    failingIds: [],
    counts: { passed: 2, failed: 0, skipped: 0, errors: 0 },
    ...o,
  }) as TestRun;

/** A test-level evidence whose table proves the fix, with these findings and canary checks. */
function evidence(
  mode: 'flag' | 'deny',
  findings: IntegrityFinding[],
  reportCheck?: Evidence['report_check'],
): Evidence {
  const baseline = run({
    passed: false,
    exitCode: 1,
    failingIds: ['test_calc.py::test_add'],
    counts: { passed: 2, failed: 1, skipped: 0, errors: 0 },
  });
  return {
    command: 'python3 -m pytest -q',
    baseline,
    final: run({ counts: { passed: 2, failed: 0, skipped: 1, errors: 0 } }),
    integrity: { mode, findings },
    fail_to_pass: {
      tests: [{ id: 'test_calc.py::test_add', before: 'fail', after: 'pass' }],
      pass_to_pass: { checked: 2, broken: [], level: 'counts' },
    },
    ...(reportCheck ? { report_check: reportCheck } : {}),
  };
}

describe('skips count under deny', () => {
  it('one fail → pass plus one pass → skip keeps the count; the runner-reported skip blocks under deny only', () => {
    const baseline = run({ passed: false, counts: { passed: 2, failed: 1, skipped: 0, errors: 0 } });
    const final = run({ counts: { passed: 2, failed: 0, skipped: 1, errors: 0 } });
    const skips = reportedSkipFindings(baseline, final);
    expect(skips).toEqual([expect.objectContaining({ kind: 'added-skip', path: '(test run)' })]);
    expect(proofShortfall(evidence('deny', skips), false)).toMatch(
      /^the change makes tests skip \(test-edits: deny\): pytest skipped 1 tests in the final run, 0 in the baseline.*A skipped test proves nothing/,
    );
    expect(proofShortfall(evidence('flag', skips), false)).toBeUndefined();
  });

  it('a data file rewritten and a runner hook block under deny, each named', () => {
    const data: IntegrityFinding = {
      path: 'expected.json',
      kind: 'test-data-rewrite',
      detail: 'expected.json: rewritten',
    };
    const hook: IntegrityFinding = {
      path: 'calc.js',
      kind: 'runner-hook',
      detail: 'calc.js: adds patches the assertion module',
    };
    expect(proofShortfall(evidence('deny', [data, hook]), false)).toMatch(
      /^the change rewrites data the tests read; the change adds code that can rewrite test outcomes \(test-edits: deny\): expected\.json: rewritten; calc\.js: adds/,
    );
    // A deleted test is the edit tools' business under deny, and the proof's table says what ran.
    const deleted: IntegrityFinding = { path: 't.py', kind: 'deleted-test-case', detail: 't.py: test_x deleted' };
    expect(proofShortfall(evidence('deny', [deleted]), false)).toBeUndefined();
  });
});

describe('an unchecked report where a check was possible', () => {
  it('is not proven when the untouched tree had a place for canaries; without one it stands', () => {
    const unchecked = {
      status: 'unchecked' as const,
      runner: 'go',
      reason: 'the final run: no folder of the tests the baseline ran is in this tree',
      runs: 0,
    };
    expect(proofShortfall(evidence('flag', [], { ...unchecked, possible: true }), false)).toMatch(
      /^the test runner's report could not be checked \(the final run: no folder of the tests the baseline ran is in this tree; the untouched code's tree had a place for canary tests/,
    );
    expect(proofShortfall(evidence('flag', [], unchecked), false)).toBeUndefined();
  });

  it.skipIf(!hasGo)(
    "go: the canaries' folder comes from the base's module path, not the candidate's go.mod",
    async () => {
      const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-canary-')));
      opened.push(dir);
      fs.cpSync(path.resolve(import.meta.dirname, '../fixtures/runner-projects/go'), dir, { recursive: true });
      const command = 'go test -v ./...';
      const testRun = (f?: string) =>
        runTestCommand(command, { cwd: dir, filter: f, listTests: true, timeoutMs: 120_000 });
      const baseline = await testRun();
      const base = { goModule: goModule(dir)! };
      expect(base.goModule).toBe('example.com/sample');
      // The candidate renames its module: by its own go.mod no baseline package is in the tree.
      fs.writeFileSync(path.join(dir, 'go.mod'), 'module example.com/renamed\n\ngo 1.19\n');
      expect(placeCanaries(command, undefined, baseline, dir)).toMatchObject({ status: 'unchecked' });
      expect(placeCanaries(command, undefined, baseline, dir, base)).toMatchObject({
        file: expect.stringMatching(/_test\.go$/),
      });
      const checked = await runWithCanaries({ cwd: dir, command, anchor: baseline, base, run: testRun });
      expect(checked.reportCheck).toMatchObject({ status: 'checked', runner: 'go' });
    },
    180_000,
  );
});
