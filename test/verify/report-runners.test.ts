/**
 * The runners read from their own report files (JUnit XML, RSpec's JSON) and minitest's verbose lines, against
 * outputs and reports recorded from real runs of the sample projects (test/fixtures/runner-projects/<runner>,
 * recorded by scripts/record-runner-fixtures.mjs), and against real runs of the real tools through runTestCommand:
 * the report is written into the run's own folder and read from there, and a report the tree held before is not.
 */
import { afterAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseTestOutput, filterCommand } from '../../src/verify/parse.js';
import { profileNamed } from '../../src/verify/runners/index.js';
import { runTestCommand } from '../../src/verify/run.js';
import { checkIntegrity } from '../../src/verify/integrity.js';
import { detectTestCommand } from '../../src/verify/detect.js';

const recorded = path.join(import.meta.dirname, '../fixtures/runners');
const projects = path.join(import.meta.dirname, '../fixtures/runner-projects');
const read = (runner: string, file: string) => fs.readFileSync(path.join(recorded, runner, file), 'utf8');
const fromReport = (runner: string, name: string, file: string) =>
  profileNamed(runner)!.report!.parse([{ name, text: read(runner, file) }]);

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('reports recorded from the real tools', () => {
  test('the JUnit console launcher report names class and method, nested classes and skips', () => {
    const r = fromReport('jvm', 'TEST-junit-jupiter.xml', 'junit.xml')!;
    expect(r.runner).toBe('jvm');
    expect(r.counts).toEqual({ passed: 3, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['calc.CalcTest > taxes']);
    expect(r.passingIds!.sort()).toEqual([
      'calc.CalcTest > adds',
      'calc.CalcTest$Negatives > addsNegatives',
      'calc.OkTest > ok',
    ]);
    expect(r.skippedIds).toEqual(['calc.CalcTest > later']);
  });

  test('the phpunit report names Class::method and each data set', () => {
    const r = fromReport('phpunit', 'phpunit.xml', 'junit.xml')!;
    expect(r.counts).toEqual({ passed: 4, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['CalcTest::testTaxes']);
    expect(r.passingIds).toContain('CalcTest::testAddsNegatives with data set "ones"');
    expect(r.passingIds).toContain('OkTest::testOk');
  });

  test('the ctest report names GoogleTest cases as Suite.Case', () => {
    const r = fromReport('ctest', 'ctest.xml', 'junit.xml')!;
    expect(r.counts).toEqual({ passed: 4, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['Calc.Taxes']);
    expect(r.passingIds).toEqual([
      'Calc.Adds',
      'Ok.Ok',
      'Small/Negatives.AddsNegatives/1',
      'Small/Negatives.AddsNegatives/2',
    ]);
  });

  test("RSpec's JSON names the file and the full description, not the positional [1:2] id", () => {
    const r = fromReport('rspec', 'rspec.json', 'json.json')!;
    expect(r.counts).toEqual({ passed: 3, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['spec/calc_spec.rb > Calc taxes 20%']);
    expect(r.passingIds).toContain('spec/calc_spec.rb > Calc negatives adds negatives');
    expect(r.passingIds).toContain('spec/ok_spec.rb > ok ok');
  });

  test('a report folder with no file of the runner is no report', () => {
    expect(profileNamed('rspec')!.report!.parse([{ name: 'other.json', text: '{}' }])).toBeNull();
    expect(profileNamed('phpunit')!.report!.parse([{ name: 'phpunit.xml', text: 'not xml' }])).toBeNull();
  });
});

describe('text outputs recorded from the real tools', () => {
  test.each([
    ['jvm', 'default.txt', { passed: 3, failed: 1, skipped: 1, errors: 0 }, []],
    ['phpunit', 'default.txt', { passed: 4, failed: 1, skipped: 1, errors: 0 }, ['CalcTest::testTaxes']],
    ['ctest', 'default.txt', { passed: 4, failed: 1, skipped: 1, errors: 0 }, ['Calc.Taxes']],
    ['ctest', 'gtest.txt', { passed: 4, failed: 1, skipped: 1, errors: 0 }, ['Calc.Taxes']],
    ['rspec', 'default.txt', { passed: 3, failed: 1, skipped: 1, errors: 0 }, ['spec/calc_spec.rb > Calc taxes 20%']],
    ['minitest', 'default.txt', { passed: 2, failed: 1, skipped: 1, errors: 0 }, ['CalcTest#test_taxes']],
    ['minitest', 'v.txt', { passed: 2, failed: 1, skipped: 1, errors: 0 }, ['CalcTest#test_taxes']],
  ])('%s %s: counts and failing ids', (runner, file, counts, failing) => {
    const r = parseTestOutput(read(runner, file), undefined, undefined, runner);
    expect(r.runner).toBe(runner);
    expect(r.counts).toEqual(counts);
    expect(r.failingIds).toEqual(failing);
  });

  test("minitest's verbose lines name every passing test; ctest's lines do too", () => {
    expect(parseTestOutput(read('minitest', 'v.txt')).passingIds!.sort()).toEqual([
      'CalcTest#test_adds',
      'OkTest#test_ok',
    ]);
    expect(parseTestOutput(read('ctest', 'default.txt')).passingIds).toHaveLength(4);
  });
});

describe('commands and projects', () => {
  test('each report form tells the runner to write into the run folder, after the program, before a pipe', () => {
    // The folder's literal path, quoted: no variable of agent-fix's in the run's environment (issue 54).
    const told = (runner: string, cmd: string, dir = '/r/tmp.a1') => profileNamed(runner)!.report!.command(cmd, dir);
    expect(told('jvm', 'mvn -q test')).toBe("mvn -Dsurefire.reportsDirectory='/r/tmp.a1' -q test");
    expect(told('phpunit', 'vendor/bin/phpunit | tee log')).toBe(
      "vendor/bin/phpunit --log-junit '/r/tmp.a1/phpunit.xml' | tee log",
    );
    expect(told('ctest', 'cd build && ctest')).toBe("cd build && ctest --output-junit '/r/tmp.a1/ctest.xml'");
    expect(told('rspec', 'bundle exec rspec spec/a_spec.rb')).toBe(
      "bundle exec rspec --format progress --format json --out '/r/tmp.a1/rspec.json' spec/a_spec.rb",
    );
    expect(told('rspec', 'rspec -f d')).toBe("rspec --format json --out '/r/tmp.a1/rspec.json' -f d");
    // A folder whose path a shell would split or expand stays one word.
    expect(told('phpunit', 'phpunit', "/r/it's $HOME")).toBe(`phpunit --log-junit '/r/it'\\''s $HOME/phpunit.xml'`);
  });

  test('filters narrow each runner the way it selects tests', () => {
    expect(filterCommand('mvn -q test', 'src/test/java/calc/CalcTest.java')).toBe(
      "mvn -q test -Dsurefire.failIfNoSpecifiedTests=false -Dtest='calc.CalcTest'",
    );
    expect(filterCommand('vendor/bin/phpunit', 'tests/CalcTest.php tests/OkTest.php')).toBe(
      "vendor/bin/phpunit --filter 'CalcTest|OkTest'",
    );
    expect(filterCommand('ctest --test-dir build', 'Calc.Taxes')).toBe("ctest --test-dir build -R '^(Calc\\.Taxes)$'");
    expect(filterCommand('rake test', 'test/calc_test.rb')).toBe('rake test TEST=test/calc_test.rb');
  });

  test.each([
    ['phpunit', 'phpunit'],
    ['ctest', 'cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure'],
    ['rspec', 'rspec'],
    ['minitest', 'rake test'],
    ['jvm', 'mvn -q test'],
  ])('the %s sample project is detected as %s', async (runner, command) => {
    expect((await detectTestCommand(path.join(projects, runner)))?.command).toBe(command);
  });
});

describe('the integrity guard reads each language', () => {
  const sample = (runner: string, rel: string) => fs.readFileSync(path.join(projects, runner, rel), 'utf8');
  test.each([
    ['jvm', 'src/test/java/calc/CalcTest.java', /void taxes\(\) \{[\s\S]*?\n {4}\}\n\n/, 'taxes', '@Disabled'],
    [
      'phpunit',
      'tests/CalcTest.php',
      /public function testTaxes\(\): void\n {4}\{[\s\S]*?\n {4}\}\n\n/,
      'testTaxes',
      'markTestSkipped',
    ],
    ['ctest', 'test/calc_test.cc', /TEST\(Calc, Taxes\) \{[^\n]*\}\n\n/, 'Calc.Taxes', 'GTEST_SKIP()'],
    ['rspec', 'spec/calc_spec.rb', / {2}it 'taxes 20%' do\n[\s\S]*?\n {2}end\n\n/, 'taxes 20%', 'xit'],
    ['minitest', 'test/calc_test.rb', / {2}def test_taxes\n[\s\S]*?\n {2}end\n\n/, 'test_taxes', 'skip'],
  ])('%s: a deleted test is a finding', (_runner, rel, block, name) => {
    const before = sample(_runner, rel);
    const after = before.replace(block, '');
    expect(after).not.toBe(before);
    const findings = checkIntegrity([{ path: rel, before, after }]);
    expect(findings.map((f) => f.kind)).toContain('deleted-test-case');
    expect(findings.map((f) => f.detail).join('\n')).toContain(name);
  });

  test.each([
    [
      'jvm',
      'src/test/java/calc/CalcTest.java',
      '    @Test\n    void taxes()',
      '    @Test\n    @Disabled\n    void taxes()',
    ],
    ['phpunit', 'tests/CalcTest.php', 'assertSame(20, Calc::tax(100));', "markTestSkipped('x');"],
    ['ctest', 'test/calc_test.cc', 'TEST(Calc, Taxes) {', 'TEST(Calc, DISABLED_Taxes) {'],
    ['rspec', 'spec/calc_spec.rb', "  it 'taxes 20%' do", "  xit 'taxes 20%' do"],
    ['minitest', 'test/calc_test.rb', '  def test_taxes\n', "  def test_taxes\n    skip 'later'\n"],
  ])('%s: an added skip is a finding', (runner, rel, from, to) => {
    const before = sample(runner, rel);
    const after = before.replace(from, to);
    expect(after).not.toBe(before);
    expect(checkIntegrity([{ path: rel, before, after }]).map((f) => f.kind)).toContain('added-skip');
  });
});

describe('real runs write their report into a fresh folder of their own', () => {
  const copy = (runner: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `report-${runner}-`));
    scratch.push(dir);
    fs.cpSync(path.join(projects, runner), dir, { recursive: true });
    return dir;
  };
  test.each([
    ['phpunit', 'phpunit', 'CalcTest::testTaxes', 4],
    ['rspec', 'rspec', 'spec/calc_spec.rb > Calc taxes 20%', 3],
    ['minitest', 'rake test', 'CalcTest#test_taxes', 2],
    [
      'jvm',
      './build.sh && java -jar /usr/share/java/junit-platform-console-standalone.jar -cp build/classes:build/test-classes --scan-classpath --disable-banner',
      'calc.CalcTest > taxes',
      3,
    ],
    [
      'ctest',
      'cmake -S . -B build >/dev/null && cmake --build build >/dev/null && ctest --test-dir build',
      'Calc.Taxes',
      4,
    ],
  ])(
    '%s: the tool itself names each test, and its folder is gone after the run',
    async (runner, command, failing, passed) => {
      const dir = copy(runner);
      const run = await runTestCommand(command, { cwd: dir, timeoutMs: 240_000 });
      expect(run.runner).toBe(runner);
      expect(run.failingIds).toEqual([failing]);
      expect(run.passingIds).toHaveLength(passed);
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('.agent-fix-'))).toEqual([]);
    },
    300_000,
  );

  test('a report the tree held before the run, or a link planted in its place, is not read', async () => {
    const dir = copy('phpunit');
    // A forged all-green report where an earlier run could have left one: only this run's fresh folder is read.
    const green =
      '<testsuites><testsuite name="x"><testcase name="testTaxes" classname="CalcTest"/></testsuite></testsuites>';
    fs.writeFileSync(path.join(dir, 'phpunit.xml.report'), green);
    fs.mkdirSync(path.join(dir, '.agent-fix-report-000000000000'));
    fs.writeFileSync(path.join(dir, '.agent-fix-report-000000000000/phpunit.xml'), green);
    // The tests replace the run's report with a link to the forged one while they run.
    fs.writeFileSync(
      path.join(dir, 'tests/SwapTest.php'),
      `<?php\nuse PHPUnit\\Framework\\TestCase;\nfinal class SwapTest extends TestCase {\n  public function testSwap(): void {\n` +
        // The report's path from phpunit's own argv (`--log-junit <folder>/phpunit.xml`).
        `    register_shutdown_function(function () { $a = $_SERVER['argv']; $r = $a[array_search('--log-junit', $a) + 1]; @unlink($r); symlink('${dir}/phpunit.xml.report', $r); });\n` +
        `    $this->assertTrue(true);\n  }\n}\n`,
    );
    const run = await runTestCommand('phpunit', { cwd: dir, timeoutMs: 120_000 });
    // The link is not followed: no report, so the text is read, and it names the real failure.
    expect(run.failingIds).toEqual(['CalcTest::testTaxes']);
    expect(run.counts).toMatchObject({ failed: 1 });
    // Read from the text (which names no passing test), not from the report the link pointed at or the real one.
    expect(run.passingIds).toBeUndefined();
  }, 150_000);
});
