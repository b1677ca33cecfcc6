import { describe, expect, test } from 'vitest';
import { checkIntegrity, checkEditIntegrity, isTestPath, type IntegrityFinding } from '../../src/verify/integrity.js';

const kinds = (findings: IntegrityFinding[]) => findings.map((f) => f.kind);
const one = (path: string, before: string | null, after: string | null) => checkEditIntegrity(path, before, after);

const PY = `import pytest
from calc import add, tax

def test_add():
    assert add(2, 3) == 5
    assert add(0, 0) == 0

def test_tax():
    assert tax(100, 0.2) == 21.0

class TestGroup:
    def test_negative(self):
        self.assertEqual(add(-1, -1), -2)
`;

const JS = `import { describe, it, expect } from 'vitest';
import { add, tax } from '../src/calc.js';

describe('calc', () => {
  it('adds', () => {
    expect(add(2, 3)).toBe(5);
    expect(add(0, 0)).toBe(0);
  });
  it('computes tax', () => {
    expect(tax(100, 0.2))
      .toBe(21);
  });
});
`;

const GO = `package calc

import "testing"

func TestAdd(t *testing.T) {
	if got := Add(2, 3); got != 5 {
		t.Fatalf("Add = %d", got)
	}
}

func TestTax(t *testing.T) {
	if got := Tax(100, 20); got != 21 {
		t.Errorf("Tax = %d, want 21", got)
	}
}
`;

const RS = `pub fn tax(a: i64, p: i64) -> i64 { a * p / 100 }

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn computes_tax() {
        assert_eq!(tax(100, 20), 21);
    }
    #[test]
    fn zero() { assert_eq!(tax(0, 20), 0); }
}
`;

describe('isTestPath', () => {
  test.each([
    'tests/test_calc.py',
    'test_calc.py',
    'pkg/calc_test.py',
    'conftest.py',
    'calc/calc_test.go',
    'src/a.test.ts',
    'src/a.spec.jsx',
    'test/calculator.test.js',
    '__tests__/x.js',
    'spec/models/user_spec.rb',
    'src/test/java/CalcTest.java',
    'tests/integration.rs',
    'src/__snapshots__/a.test.ts.snap',
    'pkg/testdata/out.golden',
  ])('%s is a test path', (p) => expect(isTestPath(p)).toBe(true));
  test.each([
    'src/calc.py',
    'src/testing.ts',
    'lib/contest.py',
    'calc.go',
    'src/lib.rs',
    'latest/x.js',
    'package.json',
  ])('%s is not', (p) => expect(isTestPath(p)).toBe(false));
});

describe('legitimate test changes are not flagged', () => {
  test('a new test file', () => {
    expect(one('tests/test_new.py', null, 'def test_new():\n    assert 1 + 1 == 2\n')).toEqual([]);
  });
  test('a new test case and a new assertion in a python file', () => {
    const after =
      PY.replace('    assert add(0, 0) == 0\n', '    assert add(0, 0) == 0\n    assert add(1, -1) == 0\n') +
      '\ndef test_rounding():\n    assert tax(10, 0.155) == 1.55\n';
    expect(one('tests/test_calc.py', PY, after)).toEqual([]);
  });
  test('a new js test inside an existing describe', () => {
    const after = JS.replace(
      '});\n',
      "  it('rounds', () => { expect(tax(10, 0.155)).toBe(1.55); });\n});\n".replace(/^/, ''),
    ).replace('  });\n});\n', "  });\n  it('rounds', () => { expect(tax(10, 0.155)).toBe(1.55); });\n});\n");
    expect(one('test/calc.test.js', JS, after)).toEqual([]);
  });
  test('a new go subtest and a new rust test', () => {
    expect(
      one(
        'calc/calc_test.go',
        GO,
        GO + '\nfunc TestZero(t *testing.T) {\n\tif Tax(0, 1) != 0 {\n\t\tt.Fatal("zero")\n\t}\n}\n',
      ),
    ).toEqual([]);
    expect(
      one(
        'src/lib.rs',
        RS,
        RS.replace('    fn zero()', '    fn one() { assert_eq!(tax(100, 1), 1); }\n    #[test]\n    fn zero()'),
      ),
    ).toEqual([]);
  });
  test('a fix to source code only', () => {
    expect(
      checkIntegrity([
        {
          path: 'calc.py',
          before: 'def tax(a, r):\n    return a * r\n',
          after: 'def tax(a, r):\n    return round(a * r, 2)\n',
        },
      ]),
    ).toEqual([]);
  });
  test('a test moved to another file', () => {
    const findings = checkIntegrity([
      { path: 'tests/test_calc.py', before: PY, after: PY.replace(/def test_tax\(\):\n.*\n\n/, '') },
      {
        path: 'tests/test_tax.py',
        before: null,
        after: 'from calc import tax\n\ndef test_tax():\n    assert tax(100, 0.2) == 21.0\n',
      },
    ]);
    expect(findings).toEqual([]);
  });
  test('a brand-new snapshot', () => {
    expect(one('src/__snapshots__/a.test.ts.snap', null, 'exports[`a 1`] = `"x"`;\n')).toEqual([]);
  });
});

describe('weakened tests are flagged', () => {
  test('a deleted test file', () => {
    const f = checkIntegrity([{ path: 'tests/test_calc.py', before: PY, after: null }]);
    expect(kinds(f)).toEqual(['deleted-test-file']);
    expect(f[0]!.detail).toMatch(/test_tax/);
  });
  test('a deleted test case (python, js, go, rust)', () => {
    expect(kinds(one('tests/test_calc.py', PY, PY.replace(/def test_tax\(\):\n.*\n\n/, '')))).toEqual([
      'deleted-test-case',
    ]);
    expect(kinds(one('test/calc.test.js', JS, JS.replace(/ {2}it\('computes tax'[\s\S]*?\n {2}\}\);\n/, '')))).toEqual([
      'deleted-test-case',
    ]);
    expect(kinds(one('calc/calc_test.go', GO, GO.slice(0, GO.indexOf('func TestTax'))))).toEqual(['deleted-test-case']);
    expect(kinds(one('src/lib.rs', RS, RS.replace(/ {4}#\[test\]\n {4}fn zero.*\n/, '')))).toEqual([
      'deleted-test-case',
    ]);
  });
  test('a test commented out is a deleted test', () => {
    const after = JS.replace(/ {2}it\('computes tax'[\s\S]*?\n {2}\}\);\n/, (m) =>
      m
        .split('\n')
        .map((l) => (l ? `// ${l}` : l))
        .join('\n'),
    );
    expect(kinds(one('test/calc.test.js', JS, after))).toContain('deleted-test-case');
  });
  test.each([
    ['it.skip', JS.replace("it('computes tax'", "it.skip('computes tax'")],
    ['.only', JS.replace("it('adds'", "it.only('adds'")],
    ['it.todo', JS.replace("it('adds'", "it.todo('later');\n  it('adds'")],
    ['xit', JS.replace("it('computes tax'", "xit('computes tax'")],
    ['describe.skip', JS.replace("describe('calc'", "describe.skip('calc'")],
  ])('js %s', (_label, after) => {
    expect(kinds(one('test/calc.test.js', JS, after))).toContain('added-skip');
  });
  test.each([
    ['@pytest.mark.skip', PY.replace('def test_tax', '@pytest.mark.skip(reason="later")\ndef test_tax')],
    ['@pytest.mark.xfail', PY.replace('def test_tax', '@pytest.mark.xfail\ndef test_tax')],
    [
      'pytest.skip()',
      PY.replace('    assert tax(100, 0.2) == 21.0', '    pytest.skip("flaky")\n    assert tax(100, 0.2) == 21.0'),
    ],
    ['module pytestmark', 'pytestmark = pytest.mark.skip\n' + PY],
    ['@unittest.skip', PY.replace('    def test_negative', '    @unittest.skip("x")\n    def test_negative')],
  ])('python %s', (_label, after) => {
    expect(kinds(one('tests/test_calc.py', PY, after))).toContain('added-skip');
  });
  test('go t.Skip and rust #[ignore]', () => {
    expect(
      kinds(
        one(
          'calc/calc_test.go',
          GO,
          GO.replace('func TestTax(t *testing.T) {\n', 'func TestTax(t *testing.T) {\n\tt.Skip("later")\n'),
        ),
      ),
    ).toContain('added-skip');
    expect(
      kinds(
        one(
          'src/lib.rs',
          RS,
          RS.replace('    #[test]\n    fn computes_tax', '    #[test]\n    #[ignore]\n    fn computes_tax'),
        ),
      ),
    ).toContain('added-skip');
  });
  test('fewer assertions in a test', () => {
    const f = one('tests/test_calc.py', PY, PY.replace('    assert add(0, 0) == 0\n', ''));
    expect(kinds(f)).toEqual(['fewer-assertions']);
    expect(f[0]!.detail).toMatch(/test_add.*2 → 1/);
    expect(kinds(one('test/calc.test.js', JS, JS.replace('    expect(add(0, 0)).toBe(0);\n', '')))).toEqual([
      'fewer-assertions',
    ]);
  });
  test('the failing assertion edited to match the bug (the pseudo-fix)', () => {
    const py = one('tests/test_calc.py', PY, PY.replace('== 21.0', '== 20.0'));
    expect(kinds(py)).toEqual(['changed-assertion']);
    expect(py[0]!.detail).toMatch(/test_tax/);
    expect(kinds(one('test/calc.test.js', JS, JS.replace('.toBe(21)', '.toBe(20)')))).toEqual(['changed-assertion']);
    expect(kinds(one('test/calc.test.js', JS, JS.replace('.toBe(21)', '.toBeGreaterThan(0)')))).toEqual([
      'changed-assertion',
    ]);
    expect(kinds(one('calc/calc_test.go', GO, GO.replace('got != 21', 'got != 20')))).toEqual(['changed-assertion']);
    expect(kinds(one('src/lib.rs', RS, RS.replace('tax(100, 20), 21', 'tax(100, 20), 20')))).toEqual([
      'changed-assertion',
    ]);
  });
  test.each([
    ['pytest.ini', '[pytest]\naddopts = -q\n', '[pytest]\naddopts = -q --deselect tests/test_calc.py::test_tax\n'],
    [
      'pyproject.toml',
      '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      '[tool.pytest.ini_options]\ntestpaths = ["tests"]\naddopts = "-k \'not tax\'"\n',
    ],
    ['setup.cfg', '[tool:pytest]\n', '[tool:pytest]\naddopts = --ignore=tests/test_calc.py\n'],
    ['jest.config.js', 'module.exports = {};\n', "module.exports = { testPathIgnorePatterns: ['calc'] };\n"],
    [
      'vitest.config.ts',
      'export default { test: {} };\n',
      "export default { test: { exclude: ['test/calc.test.js'] } };\n",
    ],
    ['conftest.py', '', 'collect_ignore = ["tests/test_calc.py"]\n'],
  ])('%s that deselects tests', (file, before, after) => {
    expect(kinds(one(file, before, after))).toContain('deselect-config');
  });
  test('package.json: a changed test script', () => {
    const before = JSON.stringify({ scripts: { test: 'node --test' } }, null, 2);
    const after = JSON.stringify({ scripts: { test: 'node --test test/ok.test.js' } }, null, 2);
    const f = one('package.json', before, after);
    expect(kinds(f)).toEqual(['deselect-config']);
    expect(f[0]!.detail).toMatch(/scripts\.test/);
    expect(one('package.json', before, JSON.stringify({ scripts: { test: 'node --test', lint: 'eslint .' } }))).toEqual(
      [],
    );
  });
  test('rewritten or deleted snapshots', () => {
    expect(
      kinds(one('src/__snapshots__/a.test.ts.snap', 'exports[`a 1`] = `"x"`;\n', 'exports[`a 1`] = `"y"`;\n')),
    ).toEqual(['snapshot-rewrite']);
    expect(kinds(one('tests/__snapshots__/test_a.ambr', 'old', null))).toEqual(['snapshot-rewrite']);
  });
  test('a deleted rust source file with inline tests', () => {
    expect(kinds(checkIntegrity([{ path: 'src/lib.rs', before: RS, after: null }]))).toEqual(['deleted-test-case']);
  });
});
