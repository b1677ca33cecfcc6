/**
 * node-tap's profile against real output of tap 21 (test/fixtures/runner-projects/node-tap, recorded by
 * scripts/record-runner-fixtures.mjs node-tap): counts in tests, never files, groups or assertions; ids `file > subtest
 * path`; the runner found from the command and the project, not only from the output's shape.
 */
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseTestOutput } from '../../src/verify/parse.js';
import { profileForProject, proofForm } from '../../src/verify/runners/index.js';
import { failToPassTable } from '../../src/verify/fail-to-pass.js';
import type { TestRun } from '../../src/verify/types.js';
import { distillLog } from '../../src/trigger/ci-log.js';

const dir = path.join(import.meta.dirname, '../fixtures/runners/node-tap');
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
  version: string;
  variants: Record<string, { file: string; exit: number }>;
};
const output = (variant: string) => fs.readFileSync(path.join(dir, index.variants[variant]!.file), 'utf8');

describe('node-tap (recorded from tap ' + index.version + ')', () => {
  test('TAP: the leaf subtests are the tests, named by file and subtest path', () => {
    const r = parseTestOutput(output('tap'));
    expect(r.runner).toBe('node-tap');
    expect(r.counts).toEqual({ passed: 2, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['test/calc.test.js > calc > taxes 20%']);
    expect(r.passingIds).toEqual(['test/calc.test.js > calc > adds', 'test/ok.test.js > ok']);
    expect(r.skippedIds).toEqual(['test/calc.test.js > calc > later']);
  });

  test('a run of one file names its tests with the file', () => {
    const r = parseTestOutput(output('pass'));
    expect(r.runner).toBe('node-tap');
    expect(r.failingIds).toEqual([]);
    expect(r.passingIds).toEqual(['test/ok.test.js > ok']);
    expect(r.counts).toEqual({ passed: 1, failed: 0, skipped: 0, errors: 0 });
  });

  test("tap's own terse reporter: the failing test named without its assertion, no test counts", () => {
    const r = parseTestOutput(output('terse'));
    expect(r.runner).toBe('node-tap');
    expect(r.failingIds).toEqual(['test/calc.test.js > calc > taxes 20%']);
    expect(r.counts).toBeNull();
    expect(r.note).toMatch(/--reporter=tap/);
  });

  test('one file run by node itself: its raw TAP, tests named by subtest path', () => {
    const r = parseTestOutput(output('file-tap'));
    expect(r.runner).toBe('node-tap');
    expect(r.counts).toEqual({ passed: 1, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['calc > taxes 20%']);
  });

  test("tap's default reporter in CI is TAP, read the same", () => {
    const r = parseTestOutput(output('default'));
    expect(r.counts).toEqual({ passed: 2, failed: 1, skipped: 1, errors: 0 });
    expect(r.failingIds).toEqual(['test/calc.test.js > calc > taxes 20%']);
  });

  test('the runner comes from the command and the project, not only the output', () => {
    const none = { packageJson: null, binPackage: () => null };
    expect(profileForProject('npx tap', none)?.name).toBe('node-tap');
    const dev = JSON.stringify({ scripts: { test: 'run-tests' }, devDependencies: { tap: '^21.0.0' } });
    expect(profileForProject('npm test', { packageJson: dev, binPackage: () => null })?.name).toBe('node-tap');
    // A script whose bin resolves into the tap package (what npx would run).
    const viaBin = JSON.stringify({ scripts: { test: 'tt' } });
    expect(
      profileForProject('npm test', { packageJson: viaBin, binPackage: (n) => (n === 'tt' ? '@tapjs/core' : null) })
        ?.name,
    ).toBe('node-tap');
    // Two runners among the devDependencies: no guess.
    const two = JSON.stringify({ scripts: { test: 'x' }, devDependencies: { tap: '1', mocha: '1' } });
    expect(profileForProject('npm test', { packageJson: two, binPackage: () => null })).toBeUndefined();
  });

  test('a CI log names the failing test by its closing line (`# time=`)', () => {
    const log = output('tap')
      .split('\n')
      .map((l) => `2026-12-01T09:00:00.0000000Z ${l}`)
      .join('\n');
    const failing = distillLog(log).failingTests;
    expect(failing).toContain('taxes 20%');
  });

  test('a parser hint from the project reads the output with that runner first', () => {
    const r = parseTestOutput(output('tap'), undefined, undefined, 'node-tap');
    expect(r.runner).toBe('node-tap');
  });
});

// Recorded by hand with tap 16.3.10 (npm's projects: ini, proc-log, npm-package-arg, hosted-git-info) on the sample
// project (test/fixtures/runner-projects/node-tap), see test/fixtures/runners/README.md.
const tap16 = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const asRun = (text: string, exitCode: number): TestRun => ({
  ...parseTestOutput(text),
  command: 'npx tap --reporter=tap test/ok.test.js',
  exitCode,
  timedOut: false,
  passed: exitCode === 0,
  output: text,
  durationMs: 1,
});

describe('node-tap 16', () => {
  test('a run of one file below the 100% coverage default: exit 1, its test named passing, none failing', () => {
    const r = parseTestOutput(tap16('tap16-one-file-coverage.txt'));
    expect(r.runner).toBe('node-tap');
    expect(r.passingIds).toEqual(['test/ok.test.js > ok']);
    expect(r.failingIds).toEqual([]);
    expect(r.counts).toEqual({ passed: 1, failed: 0, skipped: 0, errors: 0 });
  });

  test('tests of one group printed alike are numbered in run order, so the run still names every pass', () => {
    const r = parseTestOutput(tap16('tap16-alike.txt'), undefined, undefined, 'node-tap');
    expect(r.counts).toEqual({ passed: 2, failed: 0, skipped: 0, errors: 0 });
    expect(r.passingIds).toEqual(['test/alike.test.js > alike > adds', 'test/alike.test.js > alike > adds (#2)']);
    expect(r.note).toBeUndefined();
  });

  test('on the original code, a narrowed run red only for coverage does not make the test it passed red', () => {
    // Before: the test's own file, exit 1 for coverage, the test named passing. It must not be a false red → green.
    const before = asRun(tap16('tap16-one-file-coverage.txt'), 1);
    const final = asRun(output('pass'), 0);
    const table = failToPassTable({ before, final, baseline: null, testPaths: ['test/ok.test.js'] });
    expect(table.tests).toEqual([{ id: 'test/ok.test.js > ok', before: 'pass', after: 'pass' }]);
  });

  test('a red run that names no test passing still failed every test it was asked to run', () => {
    const crashed = { ...asRun('', 1), runner: 'unknown', counts: null, failingIds: [] };
    const final = asRun(output('pass'), 0);
    const table = failToPassTable({ before: crashed, final, baseline: null, testPaths: ['test/ok.test.js'] });
    expect(table.tests).toEqual([{ id: 'test/ok.test.js > ok', before: 'fail', after: 'pass' }]);
  });

  test('`"tap": { "color": 1 }` makes tap 16 print its live reporter into a pipe: no test named, so every run asks for TAP', () => {
    const base = parseTestOutput(tap16('tap16-color-base.txt'));
    expect(base.passingIds).toBeUndefined();
    expect(base.counts).toBeNull();
    // The same project with --reporter=tap, which beats the configuration: read per test.
    const tap = parseTestOutput(tap16('tap16-color-tap.txt'));
    expect(tap.runner).toBe('node-tap');
    expect(tap.counts).toEqual({ passed: 2, failed: 1, skipped: 1, errors: 0 });
    expect(tap.failingIds).toEqual(['test/calc.test.js > calc > taxes 20%']);
    expect(proofForm('npx tap', {}).command).toBe('npx tap --reporter=tap');
    expect(proofForm('cd pkg && node_modules/.bin/tap --100 test/', {}).command).toBe(
      'cd pkg && node_modules/.bin/tap --reporter=tap --100 test/',
    );
    // A reporter the command names, a package script (the project's own), another program: as written.
    for (const kept of ['npx tap -R spec', 'npx tap --reporter=classic', 'npm test', 'npm run tap', 'tape test.js'])
      expect(proofForm(kept, {}).command).toBe(kept);
  });
});

// Recorded by hand with tap 21.8.0: `tap --reporter=tap --disable-coverage test/group.test.js test/file.test.js`, the
// group file with a wrong plan, a throw after a passing subtest, a passing group and a failing test; the other file
// failing after its one test passed (see test/fixtures/runners/README.md).
describe('node-tap: a group or file that fails with no failing test under it', () => {
  const text = fs.readFileSync(path.join(dir, 'group-fail.txt'), 'utf8');
  test("is a failing id of its own (the group's), its passing tests still passing", () => {
    const r = parseTestOutput(text);
    expect(r.runner).toBe('node-tap');
    expect([...r.failingIds].sort()).toEqual([
      'test/file.test.js',
      'test/group.test.js > leaf > e',
      'test/group.test.js > plan',
      'test/group.test.js > throws',
    ]);
    // A group with a failing test under it is not named again: the test is.
    expect(r.failingIds).not.toContain('test/group.test.js > leaf');
    expect(r.failingIds).not.toContain('test/group.test.js');
    expect([...(r.passingIds ?? [])].sort()).toEqual([
      'test/file.test.js > f',
      'test/group.test.js > fine > d',
      'test/group.test.js > plan > a',
      'test/group.test.js > throws > c',
    ]);
    expect(r.counts).toMatchObject({ passed: 4, failed: 4 });
  });
});
