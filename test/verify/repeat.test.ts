// The repeats of the red → green tests (verify/repeat.ts) on a real node --test project in a temporary git repository:
// node --test names no file in its ids, so the repeats find the files from the candidate commit's text and run only
// those, by name, with the canaries; where the files cannot speak for the test, the full command runs.
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../../src/workspace/git.js';
import { openProofTree } from '../../src/verify/proof-tree.js';
import { disposedAfterEach } from '../helpers/proof-trees.js';
import { nodeTestFiles, repeatFailToPass, repeatIds } from '../../src/verify/repeat.js';
import { runWithCanaries } from '../../src/verify/canary.js';
import { runTestCommand } from '../../src/verify/run.js';
import type { FailToPass } from '../../src/verify/evidence.js';
import type { TestRun } from '../../src/verify/types.js';

const COMMAND = 'node --test';
const { dirs, trees } = disposedAfterEach();

const HEAD = "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\n";

/**
 * A committed node --test project (`files` over a default of two test files) and a clean proof tree of it, with the
 * listed final run there; `run` is a proof run as the pipeline makes it (canaries, listing) and records its command.
 */
async function project(files: Record<string, string> = {}) {
  const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-repeat-')));
  dirs.push(repo);
  const all = {
    'package.json': JSON.stringify({ type: 'module' }),
    'test/a.test.js': `${HEAD}test('returns two', () => assert.equal(1 + 1, 2));\ntest('other', () => {});\n`,
    'test/b.test.js': `${HEAD}test('elsewhere', () => {});\n`,
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    fs.writeFileSync(path.join(repo, rel), text);
  }
  await git(repo, ['init', '-q']);
  await git(repo, ['add', '-A']);
  await git(repo, ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'init']);
  const commit = (await git(repo, ['rev-parse', 'HEAD'])).trim();
  const tree = await openProofTree(repo, commit, []);
  trees.push(tree);
  const listed = (filter?: string) =>
    runTestCommand(COMMAND, { cwd: tree.dir, filter, listTests: true, timeoutMs: 120_000 });
  const final = await listed();
  const commands: string[] = [];
  const run = async (filter?: string): Promise<TestRun> => {
    const r = await runWithCanaries({ cwd: tree.dir, command: COMMAND, filter, anchor: final, run: listed });
    commands.push(r.command);
    return r;
  };
  return { repo, commit, final, run, commands };
}

/** A table whose one red → green row is `id`. */
const table = (id: string): FailToPass => ({
  tests: [{ id, before: 'fail', after: 'pass' }],
  pass_to_pass: { checked: 0, broken: [] },
});

describe('node --test repeats', () => {
  test('run only the file whose text names the test, by its name, with the canaries, in parallel', async () => {
    const p = await project();
    const files = await nodeTestFiles(p.repo, p.commit, COMMAND, ['returns two'], p.final);
    expect(files).toEqual(['test/a.test.js']);
    const out = await repeatFailToPass(table('returns two'), 'node-test', p.run, true, files);
    expect(p.commands).toHaveLength(2);
    for (const command of p.commands) {
      expect(command).toMatch(
        /--test-name-pattern=\(returns\\x20two\)' test\/[a-z]+-[a-z0-9]{7,9}\.test\.mjs test\/a\.test\.js$/,
      );
      expect(command).not.toContain('b.test.js');
    }
    expect(out.repeats).toMatchObject({ runs: 3, flaky: [] });
    expect(out.tests[0]!.after).toBe('pass');
  });

  test('a test named by a computed string: no file names it, and the repeats run the full command', async () => {
    const p = await project({ 'test/c.test.js': `${HEAD}test(['comp', 'uted'].join(''), () => {});\n` });
    expect(await nodeTestFiles(p.repo, p.commit, COMMAND, ['computed'], p.final)).toBeUndefined();
    const out = await repeatFailToPass(table('computed'), 'node-test', p.run, true, undefined);
    expect(p.commands).toEqual([COMMAND, COMMAND]);
    expect(out.repeats).toMatchObject({ runs: 3, flaky: [] });
  });

  test('a test whose name another test of the suite shares is not narrowed to a file', async () => {
    // The same id twice: a file-narrowed run could show the other one passing in this one's place.
    const p = await project({ 'test/b.test.js': `${HEAD}test('returns two', () => {});\n` });
    expect(await nodeTestFiles(p.repo, p.commit, COMMAND, ['returns two'], p.final)).toBeUndefined();
  });

  test('a narrowed run that does not name the test is made again with the full command', async () => {
    const p = await project();
    // Files that do not hold the test: the narrowed run names it neither passing nor failing.
    const out = await repeatFailToPass(table('returns two'), 'node-test', p.run, false, ['test/b.test.js']);
    expect(p.commands).toHaveLength(4);
    expect(p.commands[0]).toMatch(/test\/b\.test\.js$/);
    expect(p.commands[1]).toBe(COMMAND);
    expect(out.repeats).toMatchObject({ runs: 3, flaky: [] });
    expect(out.tests[0]!.after).toBe('pass');
  });

  test('a red → green test that fails in a narrowed repeat is flaky', async () => {
    // Passes the first time it runs in a tree (the final run), fails after: a marker file left in the tree.
    const p = await project({
      'test/a.test.js':
        `${HEAD}import fs from 'node:fs';\n` +
        "test('returns two', () => { const seen = fs.existsSync('ran'); fs.writeFileSync('ran', ''); assert.ok(!seen); });\n",
    });
    const files = await nodeTestFiles(p.repo, p.commit, COMMAND, ['returns two'], p.final);
    expect(files).toEqual(['test/a.test.js']);
    const out = await repeatFailToPass(table('returns two'), 'node-test', p.run, false, files);
    expect(p.commands).toHaveLength(1); // one failure is enough to refuse the proof
    expect(p.commands[0]).toMatch(/test\/a\.test\.js$/);
    expect(out.tests[0]!.after).toBe('flaky');
    expect(out.repeats?.flaky).toEqual([{ id: 'returns two', failed: 1, runs: 2 }]);
  });

  test('a red → green test that a repeat skips is unknown, not a pass: that run did not show it passing', async () => {
    // Runs the first time in a tree (the final run), skips itself after: the repeats name their passes, not this one.
    const p = await project({
      'test/a.test.js':
        `${HEAD}import fs from 'node:fs';\nconst seen = fs.existsSync('ran');\nfs.writeFileSync('ran', '');\n` +
        "test('returns two', { skip: seen }, () => {});\ntest('other', () => {});\n",
    });
    const files = await nodeTestFiles(p.repo, p.commit, COMMAND, ['returns two'], p.final);
    const out = await repeatFailToPass(table('returns two'), 'node-test', p.run, false, files);
    // Each narrowed run left it out, so each was made again with the full command, which left it out too.
    expect(p.commands.filter((c) => c === COMMAND)).toHaveLength(2);
    expect(out.tests[0]!.after).toBe('unknown');
  });

  test('the ids to repeat are the red → green rows only', () => {
    const ftp: FailToPass = {
      tests: [
        { id: 'a', before: 'fail', after: 'pass' },
        { id: 'b', before: 'pass', after: 'pass' },
        { id: 'c', before: 'missing', after: 'unknown' },
      ],
      pass_to_pass: { checked: 0, broken: [] },
    };
    expect(repeatIds(ftp)).toEqual(['a', 'c']);
  });
});

// node-tap 18+ (here 21, as tap 16 does) checks 100% coverage by default: a repeat narrowed to one test file covers
// less of the source and exits 1 with every test passing (recorded: test/fixtures/runners/node-tap/one-file-coverage.txt).
describe('node-tap repeats narrowed to a file that covers part of the source', () => {
  const TAP_BIN = path.resolve(import.meta.dirname, '../../node_modules');
  async function tapProject() {
    const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-repeat-tap-')));
    dirs.push(repo);
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'calc', private: true }),
      'calc.js': 'exports.add = (a, b) => a + b;\nexports.tax = (n) => n * 0.2;\n',
      'test/add.test.js':
        "const t = require('tap');\nconst { add } = require('../calc.js');\nt.test('adds', async (t) => t.equal(add(1, 2), 3));\n",
      'test/tax.test.js':
        "const t = require('tap');\nconst { tax } = require('../calc.js');\nt.test('taxes', async (t) => t.equal(tax(100), 20));\n",
    };
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
      fs.writeFileSync(path.join(repo, rel), text);
    }
    fs.symlinkSync(TAP_BIN, path.join(repo, 'node_modules'));
    const commands: string[] = [];
    const run = async (filter?: string): Promise<TestRun> => {
      const r = await runTestCommand('npx tap -t0', { cwd: repo, filter, listTests: true, timeoutMs: 120_000 });
      commands.push(r.command);
      return r;
    };
    return { run, commands };
  }

  test('a repeat red only for coverage, naming the test passing and none failing, counts it passed, and says so', async () => {
    const p = await tapProject();
    const out = await repeatFailToPass(table('test/tax.test.js > taxes'), 'node-tap', p.run, true);
    // The repeats ran the one file and tap exited 1 (coverage), every test passing.
    expect(p.commands).toHaveLength(2);
    for (const c of p.commands) expect(c).toMatch(/test\/tax\.test\.js$/);
    expect(out.repeats?.flaky).toEqual([]);
    expect(out.tests[0]!.after).toBe('pass');
    expect(out.repeats?.note).toMatch(/^2 of 2 repeats exited 1 with no test failing \(.+\); the tests they named/);
  }, 120_000);

  test('the same red repeat does not pass a test it did not name passing: the row stays unproven', async () => {
    const p = await tapProject();
    // `test/tax.test.js > other` is no test of that file: the narrowed red runs name only `taxes`, the full ones pass.
    const ftp: FailToPass = {
      tests: [{ id: 'test/tax.test.js > other', before: 'fail', after: 'unknown' }],
      pass_to_pass: { checked: 0, broken: [] },
    };
    const out = await repeatFailToPass(ftp, 'node-tap', p.run, false);
    expect(out.tests[0]!.after).toBe('flaky');
  }, 180_000);
});
