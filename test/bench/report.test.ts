import { describe, expect, test } from 'vitest';
import { buildReport, median, renderMarkdown, toJson, type BenchRun } from '../../src/bench/report.js';
import { judge, type HiddenCheck, type HiddenVerdict } from '../../src/bench/validate.js';
import { ProgressBar } from '../../src/bench/progress.js';

const check = (passed: boolean): HiddenCheck => ({
  command: 'x',
  exitCode: passed ? 0 : 1,
  timedOut: false,
  passed,
  counts: null,
  durationMs: 5,
  output: '',
});
const verdict = (f2p: boolean, p2p = true): HiddenVerdict => ({
  failToPass: check(f2p),
  passToPass: check(p2p),
  passed: f2p && p2p,
});

function run(over: Partial<BenchRun>): BenchRun {
  return {
    task: 't1',
    model: 'm',
    run: 1,
    resolved: true,
    engineStatus: 'resolved',
    hidden: verdict(true),
    protectedChanged: [],
    turns: 4,
    usage: { prompt_tokens: 1000, completion_tokens: 100, cached_tokens: 500, reasoning_tokens: 0 },
    costUsd: 0.02,
    wallMs: 3000,
    toolErrors: 0,
    changedFiles: ['a.py'],
    ...over,
  };
}

describe('bench verdict', () => {
  test('needs the engine resolved, both hidden suites passing and no protected change', () => {
    expect(judge({ engineStatus: 'resolved', hidden: verdict(true), protectedChanged: [] })).toEqual({
      resolved: true,
    });
    expect(judge({ engineStatus: 'resolved', hidden: verdict(false), protectedChanged: [] }).reason).toMatch(
      /fail-to-pass/,
    );
    expect(judge({ engineStatus: 'resolved', hidden: verdict(true, false), protectedChanged: [] }).reason).toMatch(
      /pass-to-pass/,
    );
    expect(
      judge({ engineStatus: 'unresolved', engineReason: 'max turns', hidden: verdict(true), protectedChanged: [] })
        .reason,
    ).toMatch(/engine: unresolved \(max turns\)/);
    expect(judge({ engineStatus: 'resolved', hidden: verdict(true), protectedChanged: ['tests/t.py'] }).reason).toMatch(
      /protected.*tests\/t\.py/,
    );
    expect(judge({ engineStatus: 'resolved', hidden: null, protectedChanged: [] }).resolved).toBe(false);
  });
});

describe('bench report', () => {
  test('median of even and odd lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  test('totals: resolve rate, median turns, token sums, cost per resolved task', () => {
    const runs = [
      run({ task: 't1', turns: 3, costUsd: 0.01 }),
      run({
        task: 't2',
        turns: 5,
        costUsd: 0.03,
        resolved: false,
        engineStatus: 'unresolved',
        reason: 'engine: unresolved',
      }),
      run({ task: 't3', turns: 9, costUsd: 0.02, toolErrors: 2 }),
      run({ task: 't1', model: 'other', costUsd: null }),
    ];
    const report = buildReport({
      startedAt: 'now',
      durationMs: 9000,
      runsPerTask: 1,
      concurrency: 2,
      tasks: ['t1', 't2', 't3'],
      models: ['m', 'other'],
      runs,
    });
    const m = report.totals.find((t) => t.model === 'm')!;
    expect(m.resolved).toBe(2);
    expect(m.resolveRate).toBeCloseTo(2 / 3);
    expect(m.medianTurns).toBe(5);
    expect(m.promptTokens).toBe(3000);
    expect(m.cachedTokens).toBe(1500);
    expect(m.costUsd).toBeCloseTo(0.06);
    expect(m.costPerResolved).toBeCloseTo(0.03);
    expect(m.toolErrors).toBe(2);
    const other = report.totals.find((t) => t.model === 'other')!;
    expect(other.costUsd).toBeNull();
    expect(other.costPerResolved).toBeNull();

    const md = renderMarkdown(report);
    expect(md).toMatch(
      /\| t2 \| m \| no \| 5 \| 1,000 \| 100 \| 500 \| \$0\.03 \| 3\.0 s \| 0 \| engine: unresolved \|/,
    );
    expect(md).toMatch(/\| m \| 2\/3 \| 66\.7% \| 5 \| 3,000 \| 300 \| 1,500 \| \$0\.06 \| \$0\.03 \|/);
    expect(md).toMatch(/\| other \| 1\/1 \| 100% \| 4 \| .* \| n\/a \| n\/a \|/);
    expect(JSON.parse(toJson(report)).totals).toHaveLength(2);
  });

  test('several runs per task show k/K resolved', () => {
    const runs = [run({ run: 1 }), run({ run: 2, resolved: false, reason: 'hidden fail-to-pass tests fail' })];
    const md = renderMarkdown(
      buildReport({
        startedAt: 'now',
        durationMs: 1,
        runsPerTask: 2,
        concurrency: 1,
        tasks: ['t1'],
        models: ['m'],
        runs,
      }),
    );
    expect(md).toContain('| t1 | m | 1/2 |');
    expect(md).toContain('hidden fail-to-pass tests fail');
  });
});

describe('progress bar', () => {
  test('prints one line per finished run when stderr is not a terminal', () => {
    const lines: string[] = [];
    const bar = new ProgressBar(2, { write: (s) => (lines.push(s), true) }, 10);
    bar.tick('a');
    bar.tick('b');
    expect(lines[0]).toMatch(/^\[#####-----\] 1\/2 \d+s a\n$/);
    expect(lines[1]).toMatch(/^\[##########\] 2\/2 \d+s b\n$/);
  });

  test('redraws in place on a terminal and ends with a newline', () => {
    let out = '';
    const bar = new ProgressBar(1, { write: (s) => ((out += s), true), isTTY: true, columns: 80 }, 4);
    bar.tick('done');
    expect(out).toMatch(/^\r\x1b\[K\[####\] 1\/1 \d+s done\n$/);
  });
});
