/**
 * node-tap's profile against real output of tap 21 (test/fixtures/runner-projects/node-tap, recorded by
 * scripts/record-runner-fixtures.mjs node-tap): counts in tests, never files, groups or assertions; ids `file > subtest
 * path`; the runner found from the command and the project, not only from the output's shape.
 */
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseTestOutput } from '../../src/verify/parse.js';
import { profileForProject } from '../../src/verify/runners/index.js';
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
