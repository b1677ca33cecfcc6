import { describe, expect, test } from 'vitest';
import { distillLog } from '../../src/trigger/ci-log.js';

const ts = (lines: string[]) =>
  lines.map((l, i) => `2024-05-01T10:00:${String(i).padStart(2, '0')}.1234567Z ${l}`).join('\n');

describe('CI log distillation', () => {
  test('a pytest log gives the failing ids, the first error and file:line, without timestamps or colours', () => {
    const log = ts([
      '##[group]Run pytest -q',
      'pytest -q',
      '##[endgroup]',
      '\u001b[31mF\u001b[0m..',
      '=================================== FAILURES ===================================',
      '___________________________________ test_tax ___________________________________',
      '    def test_tax():',
      '>       assert tax(100, 0.1) == 10',
      'E       AssertionError: assert 20.0 == 10',
      'tests/test_calc.py:12: AssertionError',
      '=========================== short test summary info ============================',
      'FAILED tests/test_calc.py::test_tax - AssertionError: assert 20.0 == 10',
      '1 failed, 2 passed in 0.03s',
      '##[error]Process completed with exit code 1.',
    ]);
    const d = distillLog(log);
    expect(d.failingTests).toEqual(['tests/test_calc.py::test_tax']);
    expect(d.firstError).toBe('E       AssertionError: assert 20.0 == 10'.trim());
    expect(d.locations).toContain('tests/test_calc.py:12');
    expect(d.excerpt).not.toMatch(/2024-05-01T/);
    expect(d.excerpt).not.toContain('\u001b[');
    expect(d.excerpt).not.toContain('##[group]');
  });

  test('go, cargo and node --test failures are named', () => {
    const d = distillLog(
      ts([
        '--- FAIL: TestTax (0.00s)',
        '    calc_test.go:9: got 20 want 10',
        'test calc::tests::tax ... FAILED',
        'not ok 3 - tax applies the rate',
      ]),
    );
    expect(d.failingTests).toEqual(['TestTax', 'calc::tests::tax', 'tax applies the rate']);
    expect(d.locations).toContain('calc_test.go:9');
  });

  test("node --test's spec reporter (Node 23+) names each failing test once, without durations or the header", () => {
    // Output of `node --test` on Node 24.22 in examples/calculator.
    const d = distillLog(
      ts([
        '✔ add (0.751084ms)',
        '✖ tax uses the given rate (0.795991ms)',
        '✖ tax refuses negative income (0.285574ms)',
        'ℹ tests 6',
        'ℹ fail 2',
        '',
        '✖ failing tests:',
        '',
        'test at test/calculator.test.js:21:1',
        '✖ tax uses the given rate (0.795991ms)',
        '  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
      ]),
    );
    expect(d.failingTests).toEqual(['tax uses the given rate', 'tax refuses negative income']);
    expect(d.locations).toContain('test/calculator.test.js:21');
  });

  test('a huge log gives a bounded excerpt that keeps the first error', () => {
    const noise = Array.from({ length: 20_000 }, (_, i) => `line ${i} building module ${i}`);
    const d = distillLog(
      ts([...noise.slice(0, 10_000), 'Error: Cannot find module ./missing', ...noise.slice(10_000)]),
      4_000,
    );
    expect(d.excerpt.length).toBeLessThan(4_200);
    expect(d.excerpt).toContain('Error: Cannot find module ./missing');
  });
});

test('a 200,000-line log with a location on every line is distilled with bounded lists', () => {
  const lines = Array.from(
    { length: 200_000 },
    (_, i) => `2024-05-01T10:00:00.1234567Z not ok ${i} - case ${i} at src/foo/bar.ts:${i}`,
  );
  const d = distillLog(lines.join('\n'));
  expect(d.locations).toHaveLength(20);
  expect(d.failingTests).toHaveLength(50);
});
