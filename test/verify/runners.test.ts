/**
 * The runner profiles against outputs recorded from real runs of our sample projects
 * (test/fixtures/runner-projects/<runner>, recorded by scripts/record-runner-fixtures.mjs into
 * test/fixtures/runners/<runner>/). Each project has a passing test, a failing one (tax), a skipped one, a nested
 * suite where the runner has suites, and a second file whose tests pass.
 */
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseTestOutput, filterCommand } from '../../src/verify/parse.js';
import { PROFILES, profileForCommand, profileNamed } from '../../src/verify/runners/index.js';
import { distillLog } from '../../src/trigger/ci-log.js';
import { failToPassTable } from '../../src/verify/fail-to-pass.js';
import type { TestRun } from '../../src/verify/types.js';

const root = path.join(import.meta.dirname, '../fixtures/runners');

interface Recorded {
  runner: string;
  version: string;
  cwd: string;
  variants: Record<string, { command: string; exit: number; file: string }>;
}
const recorded = (runner: string): Recorded =>
  JSON.parse(fs.readFileSync(path.join(root, runner, 'index.json'), 'utf8')) as Recorded;
const output = (runner: string, variant: string): string =>
  fs.readFileSync(path.join(root, runner, recorded(runner).variants[variant]!.file), 'utf8');
const parse = (runner: string, variant: string) =>
  parseTestOutput(output(runner, variant), undefined, recorded(runner).cwd);

/** What each recorded failing run says: counts, the failing ids, and the passing ids when the form lists them all. */
const FAILING: Record<string, { counts: [number, number, number]; failing: string[]; passing: string[] }> = {
  pytest: {
    counts: [4, 1, 1],
    failing: ['tests/test_calc.py::test_tax'],
    passing: [
      'tests/test_calc.py::test_add',
      'tests/test_calc.py::TestGroup::test_negative',
      'tests/test_ok.py::test_ok',
      'tests/test_ok.py::test_ok_too',
    ],
  },
  unittest: {
    counts: [2, 1, 1],
    failing: ['tests.test_calc.TestCalc.test_tax'],
    passing: ['tests.test_calc.TestCalc.test_add', 'tests.test_ok.TestOk.test_ok'],
  },
  go: {
    counts: [5, 1, 1],
    failing: ['TestTax'],
    passing: ['TestAdd', 'TestTable/pos', 'TestTable/neg', 'TestAddZero', 'TestDouble'],
  },
  vitest: {
    counts: [4, 1, 1],
    failing: ['test/calc.test.js > calc > taxes 20%'],
    passing: [
      'test/calc.test.js > calc > adds',
      'test/calc.test.js > calc > negatives > adds negatives',
      'test/ok.test.js > ok',
      'test/ok.test.js > ok too',
    ],
  },
  jest: {
    counts: [4, 1, 1],
    failing: ['__tests__/calc.test.js > calc > taxes 20%'],
    passing: [
      '__tests__/calc.test.js > calc > adds',
      '__tests__/calc.test.js > calc > negatives > adds negatives',
      '__tests__/ok.test.js > ok',
      '__tests__/ok.test.js > ok too',
    ],
  },
  mocha: {
    counts: [3, 1, 1],
    failing: ['calc > taxes 20%'],
    passing: ['calc > adds', 'calc > negatives > adds negatives', 'ok > ok'],
  },
  'node-test': {
    counts: [3, 1, 1],
    failing: ['calc > taxes 20%'],
    passing: ['calc > adds', 'calc > negatives > adds negatives', 'ok'],
  },
  ava: { counts: [2, 1, 1], failing: ['test > taxes 20%'], passing: ['ok > ok', 'test > adds'] },
  tape: { counts: [2, 1, 1], failing: ['taxes 20%'], passing: ['adds', 'ok'] },
  cargo: { counts: [2, 1, 1], failing: ['tests::taxes'], passing: ['tests::adds', 'ok'] },
};

/** Variants whose output names every passing test (the others name failures only, or tests without their file). */
const LISTS_PASSING: Record<string, string[]> = {
  pytest: ['v', 'rA'],
  unittest: ['v'],
  go: ['v', 'json'],
  vitest: ['verbose', 'tree', 'tap', 'tap-flat', 'json', 'junit'],
  jest: ['verbose', 'json'],
  mocha: ['spec'],
  'node-test': ['spec', 'tap'],
  ava: ['default', 'verbose', 'tap'],
  tape: ['default'],
  cargo: ['no-fail-fast'],
};

/** Variants that are not a full failing run (listings, passing runs, a run that stopped early). */
const skipVariant = (runner: string, v: string) =>
  /^(list|list-json|pass|one-file|tap-one-file)$/.test(v) ||
  (runner === 'cargo' && v === 'default') ||
  (runner === 'node-test' && v === 'junit') ||
  (runner === 'mocha' && v === 'tap') ||
  (runner === 'go' && v === 'plain');

describe('every recorded failing run reads the same, whatever the reporter', () => {
  for (const [runner, want] of Object.entries(FAILING)) {
    const variants = Object.keys(recorded(runner).variants).filter((v) => !skipVariant(runner, v));
    test.each(variants)(`${runner} %s`, (variant) => {
      const r = parse(runner, variant);
      const [passed, failed, skipped] = want.counts;
      if (variant === 'github-actions') {
        // Annotations only: the failures, no counts.
        expect(r).toMatchObject({ runner: 'vitest', counts: null, failingIds: want.failing });
        return;
      }
      expect(r.runner).toBe(variant === 'junit' ? 'junit' : runner);
      expect(r.counts).toEqual({ passed, failed, skipped, errors: 0 });
      expect(r.unit ?? 'tests').toBe('tests');
      if (runner === 'mocha' && variant === 'json') {
        // json names the file: `file > fullTitle`.
        expect(r.failingIds).toEqual(['test/calc.spec.js > calc taxes 20%']);
        return;
      }
      expect(r.failingIds).toEqual(want.failing);
      if (LISTS_PASSING[runner]!.includes(variant))
        expect([...(r.passingIds ?? [])].sort()).toEqual([...want.passing].sort());
      else expect(r.passingIds).toBeUndefined();
    });
  }
});

test('the recorded versions are the ones the README table names', () => {
  const versions = Object.fromEntries(PROFILES.map((p) => [p.name, recorded(p.name).version]));
  expect(versions).toMatchObject({
    pytest: 'pytest 9.0.3',
    go: expect.stringMatching(/^go version go1\.19/),
    vitest: expect.stringMatching(/^vitest\/4\.1\.12 /),
    jest: '30.5.2',
    mocha: '12.0.3',
    ava: '7.0.0',
    tape: '5.10.2',
    'node-tap': '21.8.0',
    'node-test': expect.stringMatching(/^v20\./),
  });
});

describe('ids without their file are never guessed', () => {
  test("vitest's default reporter: a failing file's tests, printed without file or suites, are no passing ids", () => {
    const r = parse('vitest', 'default');
    expect(r.passingIds).toBeUndefined();
    expect(r.failingIds).toEqual(['test/calc.test.js > calc > taxes 20%']);
    // The line "✓ adds" under "❯ test/calc.test.js" is the test `calc > adds`, not a test named "adds".
    expect(output('vitest', 'default')).toMatch(/^ {5}✓ adds/m);
  });
  test('jest with several files names passing tests only with --verbose (the listing form)', () => {
    expect(parse('jest', 'default').passingIds).toBeUndefined();
    expect(profileNamed('jest')!.listing?.args).toEqual(['--verbose']);
    expect(parse('jest', 'verbose').passingIds).toContain('__tests__/ok.test.js > ok too');
  });
  test("mocha's spec has no file; its listing asks for json, whose ids name it", () => {
    const mocha = profileNamed('mocha')!;
    expect(mocha.idsNameFile).toBe(false);
    expect(mocha.listing?.args).toEqual(['--reporter', 'json']);
    expect(parse('mocha', 'json').passingIds).toEqual([
      'test/calc.spec.js > calc adds',
      'test/calc.spec.js > calc negatives adds negatives',
      'test/ok.spec.js > ok ok',
    ]);
  });
  test('each profile says whether its ids name the file', () => {
    expect(PROFILES.filter((p) => !p.idsNameFile).map((p) => p.name)).toEqual(
      expect.arrayContaining(['vitest', 'mocha', 'node-test', 'ava', 'tape', 'go', 'cargo']),
    );
  });
  test('a partial list of passing ids is dropped, with a note', () => {
    const full = output('vitest', 'verbose');
    const r = parseTestOutput(full.replace(/^ ✓ test\/ok\.test\.js > ok too.*\n/m, ''));
    expect(r.passingIds).toBeUndefined();
    expect(r.note).toMatch(/names 3 of 4 passing tests/);
  });
});

describe('counts keep their unit', () => {
  test('go test without -v, one package with a failing test: packages, never "0 passed, 1 failed" tests', () => {
    // The real case: 331 tests passed and one failed in the only package; plain output names only the failure.
    const onePackage = output('go', 'plain').replace(/^ok\s+example\.com\/sample\/util.*\n/m, '');
    const r = parseTestOutput(onePackage);
    expect(r.unit).toBe('packages');
    expect(r.counts).toEqual({ passed: 0, failed: 1, skipped: 0, errors: 0 });
    expect(r.failingIds).toEqual(['TestTax']);
    expect(r.note).toMatch(/counts are packages/);
  });
  test('go test -json counts tests, with or without -v', () => {
    const r = parse('go', 'json');
    expect(r.unit).toBeUndefined();
    expect(r.scopes?.TestDouble).toBe('example.com/sample/util');
  });
  test('tape counts tests, not assertions', () => {
    // Its own totals say "# tests 4" for four assertions in three tests, one of them skipped.
    expect(output('tape', 'default')).toMatch(/^# tests 4$/m);
    expect(parse('tape', 'default').counts).toEqual({ passed: 2, failed: 1, skipped: 1, errors: 0 });
  });
});

describe('listing collected tests', () => {
  const listed = (runner: string, variant = 'list') =>
    profileNamed(runner)!.list!.parse(output(runner, variant), recorded(runner).cwd);
  test.each([
    ['pytest', ['tests/test_calc.py::test_add', 'tests/test_calc.py::test_tax', 'tests/test_calc.py::test_later']],
    ['go', ['example.com/sample/calc TestAdd', 'example.com/sample/util TestDouble']],
    ['vitest', ['test/calc.test.js > calc > negatives > adds negatives', 'test/ok.test.js > ok too']],
    ['jest', ['__tests__/calc.test.js', '__tests__/ok.test.js']],
    ['mocha', ['test/calc.spec.js > calc taxes 20%', 'test/ok.spec.js > ok ok']],
    ['cargo', ['tests::adds', 'tests::later', 'ok']],
  ])('%s', (runner, some) => {
    expect(listed(runner)).toEqual(expect.arrayContaining(some));
  });
  test('the list command follows the configured command', () => {
    expect(profileNamed('pytest')!.list!.command('python3 -m pytest -x tests')).toBe(
      'python3 -m pytest -x tests --collect-only -q',
    );
    expect(profileNamed('go')!.list!.command('go test ./pkg/...')).toBe('go test -list . ./pkg/...');
    expect(profileNamed('cargo')!.list!.command('cargo test --offline')).toBe('cargo test --offline -- --list');
  });
});

describe("go's build cache warm-up builds what the command builds and runs none of it", () => {
  const warm = (command: string) => profileNamed('go')!.warm!(command)?.command ?? null;
  test.each([
    ['go test ./...', 'go test -count=1 -exec /bin/true ./...'],
    ['go test', 'go test -count=1 -exec /bin/true .'],
    // Build flags change the cache's keys and are kept; run, listing and timing flags change nothing it holds.
    [
      'go test -v -race -run TestX -count 3 -tags integration ./pkg/... ./cmd',
      'go test -count=1 -exec /bin/true -race -tags=integration ./pkg/... ./cmd',
    ],
    ['go test -coverprofile=c.out -mod=vendor ./...', 'go test -count=1 -exec /bin/true -cover -mod=vendor ./...'],
    ['go test -vet=off ./...', 'go test -count=1 -exec /bin/true -vet=off ./...'],
  ])('%s', (command, expected) => {
    expect(warm(command)).toBe(expected);
  });
  test.each([
    ['a step before it (its folder is not known)', 'cd sub && go test ./...'],
    ['a program of the project run by go', 'go test -toolexec ./wrap ./...'],
    ['a test binary run by a program', 'go test -exec ./wrap.sh ./...'],
    ['linker flags (-extld runs a program)', 'go test -ldflags=-extld=./cc ./...'],
    ['another folder', 'go test -C sub ./...'],
    ['a flag it does not know (its value could be a package)', 'go test -newflag x ./...'],
    ['a shell expansion', 'go test $(go list ./...)'],
    ['no go test at all', 'make test'],
  ])('no warm-up for %s', (_why, command) => {
    expect(warm(command)).toBeNull();
  });
});

describe('which runner a command runs', () => {
  test.each([
    ['python3 -m pytest -q', 'pytest'],
    ['pytest tests/', 'pytest'],
    ['python -m unittest -v', 'unittest'],
    ['go test ./...', 'go'],
    ['npx vitest run', 'vitest'],
    ['jest --ci', 'jest'],
    ['./node_modules/.bin/mocha', 'mocha'],
    ['node --test', 'node-test'],
    ['ava', 'ava'],
    ['tape test.js test/*.js', 'tape'],
    ['cargo test', 'cargo'],
    ['mvn -q test', 'jvm'],
    ['./mvnw test', 'jvm'],
    ['java -jar /usr/share/java/junit-platform-console-standalone.jar --scan-classpath', 'jvm'],
    ['vendor/bin/phpunit', 'phpunit'],
    ['cmake --build build && ctest --test-dir build', 'ctest'],
    ['bundle exec rspec', 'rspec'],
    ['bundle exec rake test', 'minitest'],
    ['ruby -Itest test/calc_test.rb', 'minitest'],
  ])('%s → %s', (command, name) => {
    expect(profileForCommand(command)?.name).toBe(name);
  });
  test('npm test: the package.json test script says', () => {
    expect(profileForCommand('npm test', JSON.stringify({ scripts: { test: 'ava' } }))?.name).toBe('ava');
    expect(profileForCommand('npm test', null)).toBeUndefined();
  });
  test("the argument form comes from the runner's profile", () => {
    expect(filterCommand('go test ./...', 'TestTax')).toBe("go test ./... -run '^TestTax$'");
    expect(filterCommand('python -m unittest', 'tests.test_calc')).toBe('python -m unittest tests.test_calc');
  });
});

describe('CI-log failure patterns come from the profiles', () => {
  test('every profile with output of its own has one', () => {
    for (const p of PROFILES) if (p.name !== 'tape') expect(p.ciFailure.length, p.name).toBeGreaterThan(0);
  });
  test.each([
    ['pytest', 'default', 'tests/test_calc.py::test_tax'],
    ['unittest', 'v', 'test_tax (tests.test_calc.TestCalc.test_tax)'],
    ['go', 'plain', 'TestTax'],
    ['vitest', 'default', 'test/calc.test.js > calc > taxes 20%'],
    ['jest', 'default', '__tests__/calc.test.js'],
    ['mocha', 'spec', 'calc'],
    ['node-test', 'spec', 'taxes 20%'],
    ['ava', 'default', 'test › taxes 20%'],
    ['cargo', 'default', 'tests::taxes'],
  ])('a %s log (%s) names its failing test', (runner, variant, id) => {
    const log = output(runner, variant)
      .split('\n')
      .map((l) => `2026-12-01T09:00:00.0000000Z ${l}`)
      .join('\n');
    expect(distillLog(log).failingTests).toContain(id);
  });
});

describe('fail-to-pass reads one test in two forms as one row', () => {
  const run = (r: ReturnType<typeof parse>, passed: boolean): TestRun => ({
    ...r,
    command: 'npx mocha',
    exitCode: passed ? 0 : 1,
    timedOut: false,
    passed,
    output: '',
    durationMs: 1,
  });
  test("mocha: the baseline's spec id and the listing run's json id", () => {
    const baseline = run(parse('mocha', 'spec'), false);
    const before = run(parse('mocha', 'json'), false);
    const passing = parse('mocha', 'list');
    const after = run({ ...passing, failingIds: [] }, true);
    const table = failToPassTable({
      before,
      after,
      final: run(
        { ...parse('mocha', 'spec'), failingIds: [], counts: { passed: 4, failed: 0, skipped: 1, errors: 0 } },
        true,
      ),
      baseline,
      testPaths: ['test/calc.spec.js'],
    });
    const tax = table.tests.filter((t) => /taxes 20%/.test(t.id));
    expect(tax).toEqual([{ id: 'test/calc.spec.js > calc taxes 20%', before: 'fail', after: 'pass' }]);
  });
});

describe('ava run on one file: its titles get the file part the whole suite run gives them', () => {
  const ava = profileNamed('ava')!;
  const whole = parse('ava', 'default');
  test.each(['one-file', 'tap-one-file'])('%s names its tests as the whole run does', (variant) => {
    const text = output('ava', variant);
    const r = ava.narrowed!(text, ['test.js'], parseTestOutput(text, undefined, recorded('ava').cwd, 'ava'))!;
    expect(r.runner).toBe('ava');
    expect(r.failingIds).toEqual(['test > taxes 20%']);
    expect(r.passingIds).toEqual(['test > adds']);
    expect(whole.failingIds).toEqual(r.failingIds);
    expect(whole.passingIds).toEqual(expect.arrayContaining(r.passingIds!));
  });
  test('a run of several files keeps its own titles', () => {
    const text = output('ava', 'default');
    expect(ava.narrowed!(text, ['test.js'], parse('ava', 'default'))).toBeNull();
    expect(ava.narrowed!(text, ['test.js', 'test-ok.js'], parse('ava', 'default'))).toBeNull();
  });
});

describe('unittest -v: a test with a docstring prints the outcome on the next line', () => {
  // Recorded from a package `tests` with three tests, two with docstrings, one failing (fixtures README).
  test.each(['docstrings-py310.txt', 'docstrings-py311.txt'])(
    '%s names every test, old and new spellings alike',
    (file) => {
      const r = parseTestOutput(fs.readFileSync(path.join(root, 'unittest', file), 'utf8'));
      expect(r.runner).toBe('unittest');
      expect(r.counts).toEqual({ passed: 2, failed: 1, skipped: 0, errors: 0 });
      expect(r.failingIds).toEqual(['tests.test_doc.T.test_rate']);
      expect(r.passingIds).toEqual(['tests.test_doc.T.test_half', 'tests.test_doc.T.test_plain']);
    },
  );
});

describe('unittest -v: what a test writes to stderr comes before its outcome', () => {
  // Recorded from runner-projects/unittest-warnings (a mixin's tests under two classes, DeprecationWarnings printed
  // between a test's name and its outcome), failing and fixed (fixtures README).
  test('a warning between the name and the outcome still names the test, in either class', () => {
    const r = parseTestOutput(fs.readFileSync(path.join(root, 'unittest', 'warnings-pass-py311.txt'), 'utf8'));
    expect(r.runner).toBe('unittest');
    expect(r.counts).toEqual({ passed: 6, failed: 0, skipped: 0, errors: 0 });
    expect([...r.passingIds!].sort()).toEqual(
      ['ChildTests', 'PlainTests'].flatMap((c) => ['half', 'rate', 'zero'].map((t) => `test_calc.${c}.test_${t}`)),
    );
  });
  test('the failing run: a warned test that failed is failing, never passing', () => {
    const r = parseTestOutput(fs.readFileSync(path.join(root, 'unittest', 'warnings-py311.txt'), 'utf8'));
    expect(r.counts).toEqual({ passed: 2, failed: 4, skipped: 0, errors: 0 });
    expect([...r.failingIds].sort()).toEqual([
      'test_calc.ChildTests.test_half',
      'test_calc.ChildTests.test_rate',
      'test_calc.PlainTests.test_half',
      'test_calc.PlainTests.test_rate',
    ]);
    expect([...r.passingIds!].sort()).toEqual(['test_calc.ChildTests.test_zero', 'test_calc.PlainTests.test_zero']);
  });
  test('an "ok" a test printed before it failed does not make it pass', () => {
    const text =
      'test_rate (test_calc.T.test_rate) ... \nok\nFAIL\n\n' +
      '======================================================================\nFAIL: test_rate (test_calc.T.test_rate)\n' +
      '----------------------------------------------------------------------\nAssertionError: 20.0 != 10\n\n' +
      '----------------------------------------------------------------------\nRan 1 test in 0.001s\n\nFAILED (failures=1)\n';
    const r = parseTestOutput(text);
    expect(r.failingIds).toEqual(['test_calc.T.test_rate']);
    expect(r.passingIds ?? []).toEqual([]);
  });
});

describe('ava 3, 4 and 7: a failed test is named by its title, whatever message its line carries', () => {
  // Recorded by hand (fixtures README): runner-projects/ava-messages (one file: no file part) with ava 7.0.0, 4.3.3
  // and 3.15.0; runner-projects/ava (two files) with ava 4.3.3 and 3.15.0. ava 3/4 mark a failure `✖ title message`.
  const read = (file: string) => parseTestOutput(fs.readFileSync(path.join(root, 'ava', file), 'utf8'));
  test.each(['messages.txt', 'v4-messages.txt', 'v3-messages.txt'])('%s', (file) => {
    const r = read(file);
    expect(r.runner).toBe('ava');
    expect(r.counts).toEqual({ passed: 1, failed: 3, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['taxes 20%', 'taxes 20% of 50', 'throws']);
    expect(r.passingIds).toEqual(['adds']);
  });
  test.each(['v4-default.txt', 'v3-default.txt'])('%s (two files: the file part)', (file) => {
    const r = read(file);
    expect(r.runner).toBe('ava');
    expect(r.counts).toEqual({ passed: 2, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['test > taxes 20%']);
    expect([...r.passingIds!].sort()).toEqual(['ok > ok', 'test > adds']);
  });
});

describe('ava: a slow test is named by its title, whatever duration pretty-ms wrote after it', () => {
  // ava's default reporter adds the duration of a test slower than its threshold: `(987ms)`, and past a second
  // `(1.2s)`, `(1m 2.3s)` (pretty-ms). Seen on sindresorhus/slugify 1aaea23 (ava 3.15.0) in the sandbox: the fixed
  // test read as `main (1.2s)`, so the fail-to-pass row was `main fail→missing` and the honest fix "broke" `main`.
  const out = [
    '',
    '  ✔ main (1.2s)',
    '  ✔ custom separator (987ms)',
    '  ✔ slow one (1m 2.3s)',
    '  ✔ fast',
    '  ─',
    '',
    '  4 tests passed',
    '',
  ].join('\n');
  test('ava 3/4 default reporter', () => {
    const r = parseTestOutput(out);
    expect(r.runner).toBe('ava');
    expect(r.counts).toEqual({ passed: 4, failed: 0, skipped: 0, errors: 0 });
    expect([...r.passingIds!].sort()).toEqual(['custom separator', 'fast', 'main', 'slow one']);
  });
});
