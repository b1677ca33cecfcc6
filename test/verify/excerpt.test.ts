import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseTestOutput } from '../../src/verify/parse.js';
import { failureExcerpt } from '../../src/verify/excerpt.js';

const dir = path.join(import.meta.dirname, '../fixtures/runners');
const fixtures = fs.readdirSync(dir).filter((f) => f.endsWith('.txt'));
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
const excerpt = (name: string, max?: number) => {
  const out = read(name);
  return failureExcerpt(out, parseTestOutput(out), max);
};

describe('failureExcerpt', () => {
  test.each(fixtures.flatMap((f) => [100, 700, 4000].map((n) => [f, n] as const)))(
    '%s within %i characters',
    (name, max) => {
      expect(excerpt(name, max).length).toBeLessThanOrEqual(max);
    },
  );

  test.each([
    ['pytest-fail.txt', ['E       assert 20.0 == 21.0', 'tests/test_calc.py:8: AssertionError', '3 failed, 4 passed']],
    [
      'vitest-color-fail.txt',
      ['FAIL  src/calc.test.js > calc > computes tax', 'expected 20 to be 21', 'Tests  3 failed | 3 passed'],
    ],
    ['jest-fail.txt', ['● calc › computes tax', 'Received: 20', 'Tests:       3 failed']],
    ['mocha-fail.txt', ['computes tax:', '20 !== 21', '3 failing']],
    ['node-test-spec-fail.txt', ['✖ computes tax', '20 !== 21', 'ℹ fail 3']],
    ['node-test-tap-fail.txt', ['not ok 2 - computes tax', '20 !== 21', '# fail 3']],
    ['go-fail.txt', ['--- FAIL: TestTax', 'Tax(100,20) = 20, want 21', 'FAIL\texample.com/calc/calc']],
    ['go-build-fail.txt', ['cannot use "x"', '[build failed]']],
    ['cargo-fail.txt', ['---- tests::computes_tax stdout ----', 'left: 20', 'test result: FAILED']],
    ['cargo-build-fail.txt', ['error[E0308]: mismatched types', 'could not compile']],
  ])("%s: the failing tests' own lines and the summary", (name, wanted) => {
    const text = excerpt(name, 4000);
    for (const w of wanted) expect(text).toContain(w);
  });

  test('failure blocks come before the summary', () => {
    const text = excerpt('pytest-fail.txt');
    expect(text.indexOf('assert 20.0 == 21.0')).toBeLessThan(text.indexOf('short test summary info'));
  });

  test('no colour codes and no runtime stack frames', () => {
    const color = excerpt('vitest-color-fail.txt');
    expect(color).not.toMatch(/\x1b\[/);
    const node = excerpt('node-test-spec-fail.txt');
    expect(node).not.toContain('node:internal');
    expect(node).toContain('calc.test.js:7:37');
    expect(excerpt('cargo-fail.txt')).not.toContain('/rustc/');
  });

  test('a small budget keeps the first failure and says how many more there are', () => {
    const text = excerpt('pytest-fail.txt', 1200);
    expect(text).toMatch(/more failure block/);
    expect(text).toContain('3 failed, 4 passed');
  });

  test('a failure hidden deep in a long log still reaches the model', () => {
    const noise = Array.from({ length: 3000 }, (_, i) => `tests/test_many.py::test_${i} PASSED`).join('\n');
    const out = `${noise}\n${read('pytest-fail.txt')}`;
    const text = failureExcerpt(out, parseTestOutput(out), 3000);
    expect(text).toContain('E       assert 20.0 == 21.0');
    expect(text).not.toContain('test_many');
  });

  test('unknown output: windows around error lines, then its end', () => {
    const out = `${'compiling…\n'.repeat(200)}src/main.c:3:1: error: expected ';' before '}' token\n${'linking…\n'.repeat(50)}make: *** [all] Error 1\n`;
    const text = failureExcerpt(out, parseTestOutput(out), 1000);
    expect(text).toContain("error: expected ';'");
    expect(text).toContain('make: *** [all] Error 1');
    expect(text.length).toBeLessThanOrEqual(1000);
  });
});
