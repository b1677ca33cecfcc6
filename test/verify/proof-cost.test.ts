// What the proof reuses instead of running again: the final run's listing as the "after", and the run on the original
// code begun beside the final run. Real git repositories and real `node --test` runs.
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../../src/workspace/git.js';
import { buildCandidate } from '../../src/workspace/candidate.js';
import { openProofTree } from '../../src/verify/proof-tree.js';
import { disposedAfterEach } from '../helpers/proof-trees.js';
import { listingFits, startFailToPass } from '../../src/verify/fail-to-pass.js';
import { runTestCommand } from '../../src/verify/run.js';
import type { TestRun } from '../../src/verify/types.js';

const COMMAND = 'node --test';
const { dirs, trees } = disposedAfterEach();

const TEST_HEAD =
  "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { f } from '../src/f.js';\n";

/** A repository whose f() returns 1, its test, and a candidate where f() returns 2 with two new tests for it. */
async function fixture() {
  const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-proof-cost-')));
  dirs.push(repo);
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    fs.writeFileSync(path.join(repo, rel), text);
  };
  write('package.json', JSON.stringify({ type: 'module' }));
  write('src/f.js', 'export const f = () => 1;\n');
  write('test/f.test.js', `${TEST_HEAD}test('one', () => assert.equal(f(), 1));\n`);
  await git(repo, ['init', '-q']);
  await git(repo, ['add', '-A']);
  await git(repo, ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'init']);
  const base = (await git(repo, ['rev-parse', 'HEAD'])).trim();
  write('src/f.js', 'export const f = () => 2;\n');
  write(
    'test/f.test.js',
    `${TEST_HEAD}test('two', () => assert.equal(f(), 2));\ntest('positive', () => assert.ok(f() > 1));\n`,
  );
  const changedPaths = ['src/f.js', 'test/f.test.js'];
  const candidate = await buildCandidate(repo, base, changedPaths);
  const finalTree = await openProofTree(repo, candidate.commit, []);
  trees.push(finalTree);
  const calls: { cwd: string; filter?: string }[] = [];
  const runTests = (cwd: string, filter?: string, options: { listTests?: boolean } = {}): Promise<TestRun> => {
    calls.push({ cwd, filter });
    return runTestCommand(COMMAND, { cwd, filter, ...options, timeoutMs: 120_000 });
  };
  const options = {
    root: repo,
    baseRef: base,
    changedPaths,
    baseline: null,
    runTests,
    candidate: candidate.commit,
    finalTree: finalTree.dir,
    command: COMMAND,
  };
  return { repo, finalTree, calls, options };
}

describe('the fail-to-pass proof begun beside the final run', () => {
  test('the run on the original code starts before the final run is known; cancel removes its tree', async () => {
    const { repo, finalTree, calls, options } = await fixture();
    const begun = await startFailToPass(options);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.cwd).not.toBe(finalTree.dir);
    expect(calls[0]!.cwd.startsWith(repo)).toBe(true);
    expect(calls[0]!.filter).toContain('test/f.test.js');
    await begun.cancel();
    await begun.cancel(); // a second end is harmless (the caller's clean-up after finish or cancel)
    expect(fs.existsSync(calls[0]!.cwd)).toBe(false);
    const listed = await git(repo, ['worktree', 'list', '--porcelain']);
    expect(listed.match(/^worktree /gm)).toHaveLength(2); // the repository and the final tree, nothing else
  });

  test('a final run that named every test it passed is the "after": the changed files do not run again', async () => {
    const { finalTree, calls, options } = await fixture();
    const begun = await startFailToPass(options);
    const final = await runTestCommand(COMMAND, { cwd: finalTree.dir, listTests: true, timeoutMs: 120_000 });
    expect(final.passed).toBe(true);
    expect(final.passingIds?.length).toBe(final.counts?.passed);
    const ftp = await begun.finish(final);
    expect(calls).toHaveLength(1); // the run on the original code only
    expect(ftp!.tests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'two', before: 'fail', after: 'pass' }),
        expect.objectContaining({ id: 'positive', before: 'fail', after: 'pass' }),
      ]),
    );
  });

  test('a listing cut short (fewer ids than passes) is not the "after": the changed files run again, listed', async () => {
    const { finalTree, calls, options } = await fixture();
    const begun = await startFailToPass(options);
    const final = await runTestCommand(COMMAND, { cwd: finalTree.dir, listTests: true, timeoutMs: 120_000 });
    const cut: TestRun = { ...final, passingIds: final.passingIds!.filter((id) => id !== 'positive') };
    const ftp = await begun.finish(cut);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.cwd).toBe(finalTree.dir);
    expect(ftp!.tests).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'positive', before: 'fail', after: 'pass' })]),
    );
  });
});

describe('listingFits: which final runs name their passing tests', () => {
  const baseline = (total: number | null) =>
    ({ counts: total === null ? null : { passed: total, failed: 0, skipped: 0, errors: 0 } }) as TestRun;
  test('a small suite does, a large one does not (its listing could push failures out of the kept output)', () => {
    expect(listingFits(baseline(12))).toBe(true);
    expect(listingFits(baseline(300))).toBe(true);
    expect(listingFits(baseline(5000))).toBe(false);
  });
  test('go test without -v does not: its counts are packages, and the final run must count the same unit', () => {
    expect(listingFits({ ...baseline(3), unit: 'packages' } as TestRun)).toBe(false);
    expect(listingFits({ ...baseline(3), unit: 'tests' } as TestRun)).toBe(true);
  });
  test('a suite whose size is unknown does not', () => {
    expect(listingFits(baseline(null))).toBe(false);
    expect(listingFits(null)).toBe(false);
  });
});
