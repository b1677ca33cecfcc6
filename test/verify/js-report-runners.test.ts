/**
 * vitest, jest and mocha write a JSON report into the run's own folder on every run (`runners/js-report.ts`): the
 * command forms (the runner's own step, or a package script whose last step runs it), the report files' parsers
 * against reports recorded from the real tools, and real runs of the real tools through runTestCommand, directly and
 * through `npm test`, whose ids are the same `file > suite > test`.
 */
import { afterAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { profileNamed } from '../../src/verify/runners/index.js';
import { MOCHA_REPORTER, withReportArgs } from '../../src/verify/runners/js-report.js';
import { spawnSync } from 'node:child_process';
import { mochaReportFile } from '../../src/verify/runners/mocha.js';
import { runTestCommand } from '../../src/verify/run.js';

const recorded = path.join(import.meta.dirname, '../fixtures/runners');
const projects = path.join(import.meta.dirname, '../fixtures/runner-projects');
const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
const read = (runner: string, file: string) => fs.readFileSync(path.join(recorded, runner, file), 'utf8');

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const told = (runner: string, command: string, scripts?: Record<string, string>) =>
  profileNamed(runner)!.report!.command(command, '/r/tmp.a1', scripts);
const refusal = (runner: string, command: string, scripts?: Record<string, string>) =>
  profileNamed(runner)!.report!.refusal!(command, scripts);

describe('each run is told to write its JSON report into the run folder', () => {
  // The folder's literal path, quoted: no variable of agent-fix's in the run's environment (issue 54).
  const MOCHA = "--reporter '/r/tmp.a1/reporter.cjs' --reporter-options 'output=/r/tmp.a1/mocha.json'";
  const VITEST = "--reporter=json --outputFile.json='/r/tmp.a1/vitest.json'";
  test("the runner's own step gets the arguments at its end, before a pipe or the next step", () => {
    expect(told('vitest', 'npx vitest run')).toBe(`npx vitest run --reporter=default ${VITEST}`);
    expect(told('vitest', 'npx vitest run --reporter=verbose test/a.test.js')).toBe(
      `npx vitest run --reporter=verbose test/a.test.js ${VITEST}`,
    );
    expect(told('jest', 'npx jest --ci | tee log')).toBe(
      "npx jest --ci --json --outputFile='/r/tmp.a1/jest.json' | tee log",
    );
    // mocha splits an option's text at `,` and `=`: such a folder gets no option, the reporter writes beside itself.
    expect(profileNamed('mocha')!.report!.command('mocha', '/r/a,b')).toBe("mocha --reporter '/r/a,b/reporter.cjs'");
    expect(told('mocha', 'npm run build && mocha && echo ok')).toBe(`npm run build && mocha ${MOCHA} && echo ok`);
  });

  test('a package script whose last step runs the runner gets them after `--` (npm), as they are (yarn, pnpm run) or through `pnpm run test`', () => {
    const scripts = { test: 'vitest run', 'test:unit': 'npm run build && vitest run --reporter=dot' };
    expect(told('vitest', 'npm test', scripts)).toBe(`npm test -- --reporter=default ${VITEST}`);
    expect(told('vitest', 'npm run test', scripts)).toBe(`npm run test -- --reporter=default ${VITEST}`);
    expect(told('vitest', 'npm test -- test/a.test.js', scripts)).toBe(
      `npm test -- test/a.test.js --reporter=default ${VITEST}`,
    );
    // The script names its own reporter: it stays, json is added beside it.
    expect(told('vitest', 'npm run test:unit', scripts)).toBe(`npm run test:unit -- ${VITEST}`);
    expect(told('vitest', 'yarn test', scripts)).toBe(`yarn test --reporter=default ${VITEST}`);
    // pnpm 9 reads what follows `pnpm test` as its own options (`--reporter` is pnpm's), pnpm 10 passes a `--` on.
    expect(told('vitest', 'pnpm test', scripts)).toBe(`pnpm run test --reporter=default ${VITEST}`);
    expect(told('vitest', 'pnpm run test', scripts)).toBe(`pnpm run test --reporter=default ${VITEST}`);
    expect(told('mocha', 'npm test', { test: 'npm run build && mocha' })).toBe(`npm test -- ${MOCHA}`);
  });

  test('where the arguments could reach another program nothing is added, and the reason is given', () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['npm test', { test: 'vitest run && eslint .' }, /last step .* is not the test runner/],
      ['npm test', { test: 'npm run test:unit' }, /is not the test runner itself/],
      ['npm test', { test: 'jest | tee log' }, /is not the test runner itself/],
      ['npm test', {}, /no script `test`/],
      ['bun run test', { test: 'jest' }, /bun/],
      ['npm test | tee log', { test: 'jest' }, /piped/],
    ];
    for (const [command, scripts, why] of cases) {
      expect(told('jest', command, scripts), command).toBeNull();
      expect(refusal('jest', command, scripts), command).toMatch(why);
    }
    expect(withReportArgs('jest a && jest b', /jest/, () => '--json')).toEqual({
      refused: 'the command runs the test runner in more than one step',
    });
  });
});

describe('report files recorded from the real tools', () => {
  test("vitest's json report names every test with its file, relative to the run's folder", () => {
    const r = profileNamed('vitest')!.report!.parse(
      [{ name: 'vitest.json', text: read('vitest', 'json.json') }],
      '/tmp/agent-fix-runner-projects/vitest',
    )!;
    expect(r.runner).toBe('vitest');
    expect(r.failingIds).toContain('test/calc.test.js > calc > taxes 20%');
    expect(r.passingIds).toContain('test/calc.test.js > calc > negatives > adds negatives');
    expect(r.passingIds).toHaveLength(r.counts!.passed);
  });

  test("jest's json report names every test with its file", () => {
    const r = profileNamed('jest')!.report!.parse(
      [{ name: 'jest.json', text: read('jest', 'json.json') }],
      '/tmp/agent-fix-runner-projects/jest',
    )!;
    expect(r.runner).toBe('jest');
    expect(r.failingIds).toContain('__tests__/calc.test.js > calc > taxes 20%');
    expect(r.passingIds).toHaveLength(r.counts!.passed);
  });

  test("vitest 1.x's leading unnamed suite is no part of the id (scule's vitest 1.6 report)", () => {
    // The shape vitest 1.6.1's json reporter writes: the file's own suite, named '', heads every ancestorTitles.
    const doc = {
      numTotalTests: 2,
      testResults: [
        {
          name: '/w/test/scule.test.ts',
          status: 'passed',
          assertionResults: [
            { ancestorTitles: ['', 'splitByCase'], title: "foo => [ 'foo' ]", status: 'passed' },
            { ancestorTitles: [''], title: 'top', status: 'passed' },
          ],
        },
      ],
    };
    const r = profileNamed('vitest')!.report!.parse([{ name: 'vitest.json', text: JSON.stringify(doc) }], '/w')!;
    expect(r.passingIds).toEqual(["test/scule.test.ts > splitByCase > foo => [ 'foo' ]", 'test/scule.test.ts > top']);
  });

  test('the mocha reporter agent-fix ships names file, nested suites and test; a file of another shape is no report', () => {
    const r = mochaReportFile(read('mocha', 'spec-json-report.json'), '/tmp/agent-fix-runner-projects/mocha')!;
    expect(r.counts).toEqual({ passed: 3, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['test/calc.spec.js > calc > taxes 20%']);
    expect(r.passingIds).toEqual([
      'test/calc.spec.js > calc > adds',
      'test/calc.spec.js > calc > negatives > adds negatives',
      'test/ok.spec.js > ok > ok',
    ]);
    expect(mochaReportFile(read('mocha', 'json.json'))).toBeNull();
    expect(profileNamed('mocha')!.report!.parse([{ name: 'other.json', text: '{}' }])).toBeNull();
  });
});

describe('real runs write their JSON report into a fresh folder of their own', () => {
  const copy = (runner: string, scripts?: Record<string, string>) => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `report-${runner}-`)));
    scratch.push(dir);
    fs.cpSync(path.join(projects, runner), dir, { recursive: true });
    fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'));
    if (scripts) {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, scripts }));
    }
    return dir;
  };
  test.each([
    ['vitest', 'npx vitest run', undefined, 'test/calc.test.js > calc > taxes 20%'],
    ['vitest', 'npm test', { test: 'vitest run' }, 'test/calc.test.js > calc > taxes 20%'],
    ['jest', 'npm test', { test: 'jest --ci' }, '__tests__/calc.test.js > calc > taxes 20%'],
    ['mocha', 'npx mocha', undefined, 'test/calc.spec.js > calc > taxes 20%'],
    ['mocha', 'npm test', { test: 'mocha' }, 'test/calc.spec.js > calc > taxes 20%'],
  ])('%s through `%s`: every test named with its file, the console kept', async (runner, command, scripts, failing) => {
    const dir = copy(runner, scripts);
    const run = await runTestCommand(command, { cwd: dir, timeoutMs: 120_000 });
    expect(run.runner, run.output).toBe(runner);
    expect(run.failingIds).toEqual([failing]);
    expect(run.passingIds!.length, run.output).toBe(run.counts!.passed);
    expect(run.passingIds!.every((id) => /^[\w/.-]+\.[cm]?[jt]s > /.test(id))).toBe(true);
    // The console still carries the runner's own human report for the model.
    expect(run.output).toMatch(/taxes 20%/);
    expect(run.output).not.toMatch(/^\{"/m);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.agent-fix-report-'))).toEqual([]);
  });

  test.each([
    ['its `output` option says', 'r-', (d: string) => ['--reporter-options', `output=${d}/out.json`], 'out.json'],
    ['beside itself without one (a folder mocha cannot pass in an option)', 'a,b=', () => [], 'mocha.json'],
  ])('the mocha reporter writes where %s', (_how, prefix, option, written) => {
    const dir = copy('mocha');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    scratch.push(folder);
    fs.writeFileSync(path.join(folder, 'reporter.cjs'), MOCHA_REPORTER);
    const args = ['mocha', '--reporter', path.join(folder, 'reporter.cjs'), ...option(folder)];
    const r = spawnSync('npx', args, { cwd: dir, encoding: 'utf8' });
    expect(r.stdout).toMatch(/taxes 20%/);
    expect(fs.readdirSync(folder).sort()).toEqual([written, 'reporter.cjs'].sort());
    const report = mochaReportFile(fs.readFileSync(path.join(folder, written), 'utf8'), dir)!;
    expect(report.failingIds).toEqual(['test/calc.spec.js > calc > taxes 20%']);
  });

  test('a script that pipes the runner on is read from its text, and the run says why', async () => {
    const dir = copy('jest', { test: 'jest --ci 2>&1 | cat' });
    const run = await runTestCommand('npm test', { cwd: dir, timeoutMs: 120_000 });
    expect(run.note).toMatch(/no jest report file was asked for: the last step of the script `test`/);
  });
});
