import { describe, expect, it } from 'vitest';
import { humanSummary } from '../../src/report/cli-summary.js';
import type { RunResult } from '../../src/report/run-result.js';
import type { TestRun } from '../../src/verify/types.js';

function failing(ids: string[]): TestRun {
  return {
    passed: false,
    exitCode: 1,
    runner: 'node-test',
    counts: { passed: 3, failed: ids.length, skipped: 0, errors: 0 },
    failingIds: ids,
    output: '',
  } as TestRun;
}

function unresolved(final: TestRun): RunResult {
  return {
    status: 'unresolved',
    reason: 'the final test run failed',
    turns: 4,
    usage: { prompt_tokens: 1000, completion_tokens: 50, cached_tokens: 0, reasoning_tokens: 0 },
    costUsd: 0.01,
    evidence: {
      command: 'npm test',
      baseline: failing(['t::tax']),
      final,
      integrity: { mode: 'flag', findings: [] },
      fail_to_pass: null,
    },
    changedFiles: [{ path: 'src/calc.js', added: 1, removed: 1 }],
    diff: '',
    durationMs: 1000,
    toolErrors: 0,
    baseCommit: 'abc',
    sandbox: 'none',
  };
}

describe('the CLI summary of an unresolved run', () => {
  it('names the tests that still fail', () => {
    const text = humanSummary(unresolved(failing(['t::tax', 't::round'])));
    expect(text).toContain('failing after the change: t::tax, t::round');
  });

  it('names ten failing tests at most and counts the rest, pointing at --json', () => {
    const ids = Array.from({ length: 25 }, (_, i) => `t::case${i}`);
    const text = humanSummary(unresolved(failing(ids)));
    expect(text).toContain(
      `failing after the change: ${ids.slice(0, 10).join(', ')} and 15 more (--json lists them all)`,
    );
    expect(text).not.toContain('t::case10');
  });
});
