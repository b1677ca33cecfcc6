import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseTestOutput, filterCommand } from '../../src/verify/parse.js';
import { HeadTailBuffer } from '../../src/process/exec.js';

const dir = path.join(import.meta.dirname, '../fixtures/runners');
const fixture = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
const parse = (name: string) => parseTestOutput(fixture(name));

/** What the runner would leave after our runner's head+tail cut at `limit` characters. */
function cut(text: string, limit: number): string {
  const b = new HeadTailBuffer(limit);
  b.push(Buffer.from(text));
  return b.text().text;
}

/** A test for each of `files`, recorded forms of one run's output: each reads as `expected`. */
function eachReads(files: string[], title: string, expected: Partial<ReturnType<typeof parse>>): void {
  test.each(files)(`%s: ${title}`, (name) => {
    expect(parse(name)).toMatchObject(expected);
  });
}

/** How vitest and jest read a failing run of the scratch projects' one calculator suite. */
const JS_FAILING = [
  'src/calc.test.js > calc > computes tax',
  'src/calc.test.js > calc > negatives > adds negatives',
  'src/calc.test.js > top level throws',
];
const JS_FAILED_RUN = { counts: { passed: 3, failed: 3, skipped: 2, errors: 0 }, failingIds: JS_FAILING };

describe('pytest', () => {
  const failing = [
    'tests/test_calc.py::test_tax',
    'tests/test_calc.py::TestGroup::test_negative',
    'tests/test_calc.py::TestGroup::test_param[2-2-5]',
    'tests/test_calc.py::test_uses_broken',
  ];
  eachReads(
    ['pytest-fail.txt', 'pytest-q-fail.txt', 'pytest-color-fail.txt'],
    'counts xfail as skipped, xpass as passed, and names failures and errors',
    { runner: 'pytest', counts: { passed: 5, failed: 3, skipped: 2, errors: 1 }, failingIds: failing },
  );
  test('-rA lists passing tests too', () => {
    const r = parse('pytest-rA-fail.txt');
    expect([...r.failingIds].sort()).toEqual([...failing].sort());
    expect(r.passingIds).toContain('tests/test_ok.py::test_ok');
    expect(r.passingIds).toContain('tests/test_calc.py::TestGroup::test_param[1-1-2]');
    expect(r.passingIds).not.toContain('tests/test_calc.py::test_tax');
  });
  test('a passing run', () => {
    expect(parse('pytest-pass.txt')).toMatchObject({
      runner: 'pytest',
      counts: { passed: 2, failed: 0, skipped: 0, errors: 0 },
      failingIds: [],
    });
    expect(parse('pytest-q-pass.txt').counts).toEqual({ passed: 2, failed: 0, skipped: 0, errors: 0 });
  });
  test('a collection error is an error naming the module', () => {
    expect(parse('pytest-collection-error.txt')).toMatchObject({
      counts: { passed: 0, failed: 0, errors: 1 },
      failingIds: ['tests/test_broken.py'],
    });
  });
  test('no tests selected still reads as pytest', () => {
    expect(parse('pytest-no-tests.txt')).toMatchObject({ runner: 'pytest', counts: { passed: 0, failed: 0 } });
  });
  test('JUnit XML from --junitxml wins over the text', () => {
    const r = parseTestOutput(fixture('pytest-q-fail.txt'), fixture('pytest-junit.xml'));
    expect(r.runner).toBe('junit');
    expect(r.counts).toEqual({ passed: 5, failed: 3, skipped: 2, errors: 1 });
    expect(r.failingIds).toContain('tests.test_calc.TestGroup > test_param[2-2-5]');
  });
});

describe('vitest', () => {
  eachReads(['vitest-fail.txt', 'vitest-color-fail.txt'], 'counts (todo as skipped) and file > suite > test ids', {
    runner: 'vitest',
    ...JS_FAILED_RUN,
  });
  test('a file that fails to load is an error', () => {
    const r = parse('vitest-suite-error.txt');
    expect(r.counts).toEqual({ passed: 3, failed: 3, skipped: 2, errors: 1 });
    expect(r.failingIds).toEqual(['src/broken.test.js', ...JS_FAILING]);
  });
  test('a passing run', () => {
    expect(parse('vitest-pass.txt')).toMatchObject({
      runner: 'vitest',
      counts: { passed: 2, failed: 0 },
      failingIds: [],
    });
  });
  test('its JUnit reporter output, given as the output itself', () => {
    expect(parse('vitest-junit.xml')).toMatchObject({ runner: 'junit', ...JS_FAILED_RUN });
  });
});

describe('jest', () => {
  eachReads(['jest-fail.txt', 'jest-verbose-fail.txt'], 'counts and file > suite > test ids', {
    runner: 'jest',
    ...JS_FAILED_RUN,
  });
  test('--verbose lists passing tests with their describe path', () => {
    expect(parse('jest-verbose-fail.txt').passingIds).toEqual([
      'src/calc.test.js > calc > adds',
      'src/ok.test.js > ok',
      'src/ok.test.js > ok2',
    ]);
  });
  test('a suite that fails to run is an error naming the file', () => {
    const r = parse('jest-suite-error.txt');
    expect(r.counts?.errors).toBe(1);
    expect(r.failingIds).toContain('src/broken.test.js');
  });
  test("under npm test, with npm's own lines around it", () => {
    expect(parse('jest-npm-test-fail.txt')).toMatchObject({ runner: 'jest', counts: { passed: 5, failed: 3 } });
  });
  test('a passing run', () => {
    expect(parse('jest-pass.txt')).toMatchObject({ runner: 'jest', counts: { passed: 2, failed: 0 }, failingIds: [] });
  });
});

describe('mocha', () => {
  test('spec reporter: multi-line failure titles become suite > test ids', () => {
    const r = parse('mocha-fail.txt');
    expect(r).toMatchObject({ runner: 'mocha', counts: { passed: 3, failed: 3, skipped: 2, errors: 0 } });
    expect(r.failingIds).toEqual(['top level throws', 'calc > computes tax', 'calc > negatives > adds negatives']);
    expect(r.passingIds).toEqual(['ok', 'ok2', 'calc > adds']);
  });
  test('a passing run', () => {
    expect(parse('mocha-pass.txt')).toMatchObject({ counts: { passed: 2, failed: 0 }, failingIds: [] });
  });
  test('tap reporter is read as generic TAP', () => {
    const r = parse('mocha-tap-fail.txt');
    expect(r).toMatchObject({ runner: 'tap', counts: { passed: 3, failed: 3, skipped: 2 } });
    expect(r.failingIds).toEqual(['top level throws', 'calc computes tax', 'calc negatives adds negatives']);
  });
});

describe('node --test', () => {
  const failing = ['calc > computes tax', 'calc > negatives > adds negatives', 'top level throws'];
  test.each(['node-test-spec-fail.txt', 'node-test-tap-fail.txt'])(
    '%s: leaf failures only, suites are not tests',
    (name) => {
      const r = parse(name);
      expect(r.runner).toBe('node-test');
      expect(r.counts).toEqual({ passed: 3, failed: 3, skipped: 2, errors: 0 });
      expect(r.failingIds).toEqual(failing);
      expect(r.passingIds).toEqual(['calc > adds', 'ok', 'ok2']);
    },
  );
  test.each(['node-test-spec-pass.txt', 'node-test-tap-pass.txt'])('%s', (name) => {
    expect(parse(name)).toMatchObject({ runner: 'node-test', counts: { passed: 2, failed: 0 }, failingIds: [] });
  });
  test('its junit reporter', () => {
    expect(parse('node-test-junit.xml')).toMatchObject({
      runner: 'junit',
      counts: { passed: 3, failed: 3, skipped: 2 },
    });
  });
});

describe('vitest --reporter=verbose', () => {
  test('names every passing test as file > suite > test; the default reporter names none', () => {
    const r = parse('vitest-verbose-fail.txt');
    expect(r).toMatchObject({
      runner: 'vitest',
      counts: { passed: 3, failed: 1, skipped: 1 },
      failingIds: ['src/calc.test.js > tax > uses the rate'],
    });
    expect(r.passingIds).toEqual(['src/calc.test.js > adds', 'src/ok.test.js > ok', 'src/ok.test.js > suite > inner']);
    expect(parse('vitest-pass.txt').passingIds).toBeUndefined();
  });
});

describe('go test', () => {
  test('-v: subtests named as -run takes them, the failing parent left out', () => {
    const r = parse('go-v-fail.txt');
    expect(r).toMatchObject({ runner: 'go', counts: { passed: 3, failed: 2, skipped: 1, errors: 0 } });
    expect(r.failingIds).toEqual(['TestTax', 'TestTable/neg']);
    expect(r.passingIds).toEqual(['TestAdd', 'TestTable/pos', 'TestDouble']);
  });
  test('plain output lists only failures: the counts are packages, and say so', () => {
    const r = parse('go-fail.txt');
    expect(r.failingIds).toEqual(['TestTax', 'TestTable/neg']);
    expect(r.unit).toBe('packages');
    expect(r.counts).toEqual({ passed: 1, failed: 1, skipped: 0, errors: 0 });
    expect(r.note).toMatch(/without -v/);
    expect(r.scopes).toEqual({
      TestTax: 'example.com/calc/calc',
      TestTable: 'example.com/calc/calc',
      'TestTable/neg': 'example.com/calc/calc',
    });
  });
  test('a green run without -v counts its ok packages, never "0 passed, 0 failed"', () => {
    const r = parse('go-pass.txt');
    expect(r).toMatchObject({ runner: 'go', unit: 'packages', counts: { passed: 1, failed: 0 }, failingIds: [] });
  });
  test('-v: each test is scoped to the package whose ok/FAIL line follows it', () => {
    const r = parse('go-v-fail.txt');
    expect(r.unit).toBeUndefined();
    expect(r.scopes?.TestTax).toBe('example.com/calc/calc');
    expect(r.scopes?.TestDouble).toBe('example.com/calc/util');
  });
  test('a build failure is an error naming the package', () => {
    expect(parse('go-build-fail.txt')).toMatchObject({
      unit: 'packages',
      counts: { passed: 1, failed: 0, errors: 1 },
      failingIds: ['example.com/calc/calc'],
    });
  });
  test('a panic fails the test that panicked', () => {
    expect(parse('go-panic.txt').failingIds).toEqual(['TestPanics']);
  });
  test('passing runs', () => {
    expect(parse('go-v-pass.txt')).toMatchObject({ counts: { passed: 1, failed: 0 }, failingIds: [] });
    expect(parse('go-pass.txt')).toMatchObject({ runner: 'go', failingIds: [] });
  });
});

describe('pytest ids with object addresses', () => {
  const run = (a: string, b: string) =>
    [
      '============================= test session starts ==============================',
      `tests/test_t.py::test_repr[<calc.Thing object at ${a}>] PASSED [ 50%]`,
      `tests/test_t.py::test_repr[<calc.Thing object at ${b}>] FAILED [100%]`,
      '=========================== short test summary info ============================',
      `FAILED tests/test_t.py::test_repr[<calc.Thing object at ${b}>] - assert False`,
      '========================= 1 failed, 1 passed in 0.01s ==========================',
    ].join('\n');
  test('read alike from run to run: the address is dropped, and alike ids are numbered in run order', () => {
    const first = parseTestOutput(run('0x7f3a1c2b3d40', '0x7f3a1c2b3e80'));
    const second = parseTestOutput(run('0x7fc908ba3e50', '0x7fc908ba3f10'));
    expect(first.passingIds).toEqual(['tests/test_t.py::test_repr[<calc.Thing object>]']);
    expect(first.failingIds).toEqual(['tests/test_t.py::test_repr[<calc.Thing object>] (#2)']);
    expect(second.passingIds).toEqual(first.passingIds);
    expect(second.failingIds).toEqual(first.failingIds);
  });
});

describe('cargo test', () => {
  test('sums the test result lines of every crate target', () => {
    const r = parse('cargo-fail-no-fail-fast.txt');
    expect(r).toMatchObject({ runner: 'cargo', counts: { passed: 3, failed: 2, skipped: 1, errors: 0 } });
    expect(r.failingIds).toEqual(['tests::computes_tax', 'negatives']);
    expect(r.passingIds).toContain('src/lib.rs - add');
  });
  test('doc-tests keep their names when an edit above them moves their lines (autocfg)', () => {
    const recorded = fixture('cargo-doctests/fixed.txt');
    const shifted = recorded.replace(/\(line (\d+)\)/g, (_, n: string) => `(line ${Number(n) + 10})`);
    expect(shifted).not.toBe(recorded);
    const before = parseTestOutput(recorded);
    const after = parseTestOutput(shifted);
    expect(before.passingIds).toContain('src/lib.rs - tax');
    expect(after.passingIds).toEqual(before.passingIds);
    expect(after.skippedIds).toEqual(before.skippedIds);
  });
  test('two doc-tests of one item are told apart by their order, not their lines', () => {
    const out = [
      'running 2 tests',
      'test src/lib.rs - AutoCfg::probe_raw (line 335) ... ok',
      'test src/lib.rs - AutoCfg::probe_raw (line 325) ... FAILED',
      'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s',
    ].join('\n');
    const r = parseTestOutput(out);
    expect(r.failingIds).toEqual(['src/lib.rs - AutoCfg::probe_raw']);
    expect(r.passingIds).toEqual(['src/lib.rs - AutoCfg::probe_raw (#2)']);
  });
  test('stops at the first failing target without --no-fail-fast', () => {
    expect(parse('cargo-fail.txt')).toMatchObject({
      counts: { passed: 1, failed: 1, skipped: 1 },
      failingIds: ['tests::computes_tax'],
    });
  });
  test('a compile error is one error per crate', () => {
    expect(parse('cargo-build-fail.txt')).toMatchObject({ counts: { passed: 0, failed: 0, errors: 1 } });
  });
  test('a passing run', () => {
    expect(parse('cargo-pass.txt')).toMatchObject({ counts: { passed: 5, failed: 0, skipped: 1 }, failingIds: [] });
  });
});

describe('any runner', () => {
  test('unknown output: runner unknown, counts null', () => {
    expect(parseTestOutput('Building...\nSomething went wrong\nmake: *** [all] Error 2\n')).toEqual({
      runner: 'unknown',
      counts: null,
      failingIds: [],
    });
  });
  test('generic TAP (one result line per test, no test headers)', () => {
    const r = parseTestOutput(
      'TAP version 13\nok 1 adds\nnot ok 2 subtracts\n  ---\n  operator: equal\n  ...\nok 3 skipped # SKIP later\n\n1..3\n',
    );
    expect(r).toMatchObject({
      runner: 'tap',
      counts: { passed: 1, failed: 1, skipped: 1, errors: 0 },
      failingIds: ['subtracts'],
    });
  });
  test('two runners in one command are summed', () => {
    const r = parseTestOutput(fixture('go-v-fail.txt') + fixture('pytest-q-fail.txt'));
    expect(r.runner).toBe('pytest+go');
    expect(r.counts).toEqual({ passed: 8, failed: 5, skipped: 3, errors: 1 });
  });
  test.each([
    ['pytest-rA-fail.txt', 'pytest', { passed: 5, failed: 3, skipped: 2, errors: 1 }],
    ['vitest-fail.txt', 'vitest', { passed: 3, failed: 3, skipped: 2, errors: 0 }],
    ['jest-verbose-fail.txt', 'jest', { passed: 3, failed: 3, skipped: 2, errors: 0 }],
    ['node-test-tap-fail.txt', 'node-test', { passed: 3, failed: 3, skipped: 2, errors: 0 }],
  ])('%s keeps its summary after a head/tail cut', (name, runner, counts) => {
    const text = fixture(name);
    const kept = cut(text, Math.floor(text.length / 3));
    expect(kept).toContain('bytes cut');
    const r = parseTestOutput(kept);
    expect(r.runner).toBe(runner);
    expect(r.counts).toEqual(counts);
  });
});

test('cargo prints no grand total: after a cut its counts carry a note', () => {
  const text = fixture('cargo-fail-no-fail-fast.txt');
  const r = parseTestOutput(cut(text, Math.floor(text.length / 3)));
  expect(r.runner).toBe('cargo');
  expect(r.note).toMatch(/cut/);
  expect(parse('cargo-fail-no-fail-fast.txt').note).toBeUndefined();
});

describe('filterCommand', () => {
  test.each([
    ['npm test', 'test/calc.test.js', 'npm test -- test/calc.test.js'],
    ['npm run test', 'calc', 'npm run test -- calc'],
    ['npm test -- --runInBand', 'calc', 'npm test -- --runInBand calc'],
    // pnpm 9 reads what follows `pnpm test` as its own options, pnpm 10 passes `--` on: `run test` takes both.
    ['pnpm test', 'src/a.test.ts', 'pnpm run test src/a.test.ts'],
    ['pnpm run test', 'src/a.test.ts', 'pnpm run test src/a.test.ts'],
    ['yarn test', 'a', 'yarn test a'],
    [
      'python3 -m pytest',
      'tests/test_calc.py::TestGroup::test_param[2-2-5]',
      "python3 -m pytest 'tests/test_calc.py::TestGroup::test_param[2-2-5]'",
    ],
    ['python3 -m pytest -q', '-k "tax and not slow"', 'python3 -m pytest -q -k "tax and not slow"'],
    ['go test ./...', 'TestTax', "go test ./... -run '^TestTax$'"],
    ['go test ./...', 'TestTax TestAdd', "go test ./... -run '^(TestTax|TestAdd)$'"],
    ['go test ./...', 'TestTable/neg', "go test ./... -run '^TestTable$/neg'"],
    ['go test ./...', './calc/...', 'go test ./calc/...'],
    ['cargo test', 'tests::computes_tax', 'cargo test -- tests::computes_tax'],
    ['mvn -q test', 'CalcTest', "mvn -q test -Dsurefire.failIfNoSpecifiedTests=false -Dtest='CalcTest'"],
    ['make test', 'anything', 'make test'],
    ['npx vitest run', 'src/calc.test.js', 'npx vitest run src/calc.test.js'],
    ['cd app && npm test', 'x', 'cd app && npm test -- x'],
    // node --test: the filter's files replace the command's folder, its switches go before every path.
    ['node --test test/', 'test/a.test.js', 'node --test test/a.test.js'],
    ['node --test', 'test/a.test.js --test-name-pattern=(x)', "node --test '--test-name-pattern=(x)' test/a.test.js"],
    [
      'node --test-reporter spec --test --test-concurrency 2 test/ more/',
      'test/a.test.js',
      'node --test-reporter spec --test --test-concurrency 2 test/a.test.js',
    ],
    ['node --test test/', '--test-name-pattern=(x)', "node --test '--test-name-pattern=(x)' test/"],
  ])('%s with %s', (command, filter, expected) => {
    expect(filterCommand(command, filter)).toBe(expected);
  });
  test('an empty filter leaves the command alone', () => {
    expect(filterCommand('npm test', '  ')).toBe('npm test');
  });
});
