/**
 * The candidate commit and the checks on it (issue 19), with real git: literal pathspecs, no rename detection,
 * protected paths in any letter case, symlinks recorded (never followed), and a fail-to-pass "before" tree made from
 * git objects rather than copied from the work tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { makeRepo, sh } from '../helpers/repo.js';
import { workTreeStats } from '../../src/workspace/diff.js';
import { blobText, buildCandidate, treeChanges } from '../../src/workspace/candidate.js';
import { deliveryRefusal } from '../../src/pipeline/index.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { DEFAULTS } from '../../src/config/schema.js';
import { proveFailToPass } from '../../src/verify/fail-to-pass.js';
import type { TestRun } from '../../src/verify/types.js';

const stat = (p: string) => ({ path: p, added: 1, removed: 0 });

describe('the candidate and its diff', () => {
  test('a rename into .github/actions/ shows both paths, so the protected one is seen', async () => {
    const repo = makeRepo({ 'tools/setup.yml': 'runs:\n  using: composite\n  steps: []\n' });
    fs.mkdirSync(path.join(repo, '.github/actions/setup'), { recursive: true });
    fs.renameSync(path.join(repo, 'tools/setup.yml'), path.join(repo, '.github/actions/setup/action.yml'));
    const stats = await workTreeStats(repo, ['tools/setup.yml', '.github/actions/setup/action.yml']);
    expect(stats.map((s) => s.path).sort()).toEqual(['.github/actions/setup/action.yml', 'tools/setup.yml']);
  });

  test('a file named `:(glob)**` is a name, not "everything"', async () => {
    const repo = makeRepo({ 'a.js': 'a\n' });
    fs.writeFileSync(path.join(repo, ':(glob)**'), 'x\n');
    fs.mkdirSync(path.join(repo, '.github/actions/x'), { recursive: true });
    fs.writeFileSync(path.join(repo, '.github/actions/x/action.yml'), 'curl | sh\n');
    fs.writeFileSync(path.join(repo, 'a.js'), 'changed\n');
    expect((await workTreeStats(repo, [':(glob)**'])).map((s) => s.path)).toEqual([':(glob)**']);
    const candidate = await buildCandidate(repo, 'HEAD', [':(glob)**']);
    expect((await treeChanges(repo, 'HEAD', candidate.commit)).map((c) => c.path)).toEqual([':(glob)**']);
  });

  test('candidates made from one base each hold their own paths only (the base index is read once, then copied)', async () => {
    const repo = makeRepo({ 'a.js': 'a\n', 'b.js': 'b\n' });
    fs.writeFileSync(path.join(repo, 'a.js'), 'a2\n');
    fs.writeFileSync(path.join(repo, 'b.js'), 'b2\n');
    const first = await buildCandidate(repo, 'HEAD', ['a.js']);
    const second = await buildCandidate(repo, first.base, ['b.js']);
    const third = await buildCandidate(repo, 'HEAD', ['a.js']);
    expect((await treeChanges(repo, 'HEAD', first.commit)).map((c) => c.path)).toEqual(['a.js']);
    expect((await treeChanges(repo, 'HEAD', second.commit)).map((c) => c.path)).toEqual(['b.js']);
    expect(third.tree).toBe(first.tree);
  });

  test('a symlink is recorded as a symlink and never read through', async () => {
    const repo = makeRepo({ 'test/a.test.js': 'ok\n' });
    const secret = path.join(path.dirname(repo), `${path.basename(repo)}-secret`);
    fs.writeFileSync(secret, 'TOKEN\n');
    fs.rmSync(path.join(repo, 'test/a.test.js'));
    fs.symlinkSync(secret, path.join(repo, 'test/a.test.js'));
    const candidate = await buildCandidate(repo, 'HEAD', ['test/a.test.js']);
    const [change] = await treeChanges(repo, 'HEAD', candidate.commit);
    expect(change).toMatchObject({ status: 'T', path: 'test/a.test.js', mode: '120000' });
    expect(await blobText(repo, candidate.commit, 'test/a.test.js')).toBeNull();
  });

  test('protected paths are refused in any letter case', () => {
    const ws = new Workspace(makeRepo({ 'a.txt': 'x\n' }), [...DEFAULTS.protectedPaths]);
    for (const p of ['.GitHub/Actions/x/action.yml', '.GITHUB/workflows/ci.yml', '.Git/config'])
      expect(deliveryRefusal(ws, [stat(p)], 100), p).toMatch(/protected/);
    expect(deliveryRefusal(ws, [stat('src/github/actions.ts')], 100)).toBeUndefined();
  });

  test('Python bytecode is never a candidate path, even with no protected paths configured', () => {
    const ws = new Workspace(makeRepo({ 'calc.py': 'x = 1\n' }), []);
    for (const p of ['__pycache__/calc.cpython-311.pyc', 'pkg/__pycache__/mod.cpython-312.PYC', 'calc.pyc'])
      expect(deliveryRefusal(ws, [stat(p)], 100), p).toMatch(/protected/);
    expect(() => ws.resolveForWrite('__pycache__/calc.cpython-311.pyc')).toThrow(/protected/);
    expect(deliveryRefusal(ws, [stat('calc.py')], 100)).toBeUndefined();
  });
});

describe('fail-to-pass reads the candidate, not the work tree', () => {
  test('a test file swapped for a symlink after the candidate was made is not what the "before" run sees', async () => {
    const repo = makeRepo({
      'package.json': '{"type":"module"}\n',
      'src/f.js': 'export const f = () => 1;\n',
      'test/f.test.js': "import { test } from 'node:test';\ntest('old', () => {});\n",
    });
    fs.writeFileSync(path.join(repo, 'src/f.js'), 'export const f = () => 2;\n');
    fs.writeFileSync(
      path.join(repo, 'test/f.test.js'),
      "import { test } from 'node:test';\nimport assert from 'node:assert';\nimport { f } from '../src/f.js';\ntest('two', () => assert.equal(f(), 2));\n",
    );
    const candidate = await buildCandidate(repo, 'HEAD', ['src/f.js', 'test/f.test.js']);
    const base = sh(repo, 'git', ['rev-parse', 'HEAD']).trim();
    // What a later test run does in the work tree: the test file becomes a link to a secret.
    const secret = path.join(path.dirname(repo), `${path.basename(repo)}-config`);
    fs.writeFileSync(secret, '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n');
    fs.rmSync(path.join(repo, 'test/f.test.js'));
    fs.symlinkSync(secret, path.join(repo, 'test/f.test.js'));
    const seen: { cwd: string; text: string }[] = [];
    const runTests = async (cwd: string): Promise<TestRun> => {
      seen.push({ cwd, text: fs.readFileSync(path.join(cwd, 'test/f.test.js'), 'utf8') });
      const passed = cwd === repo;
      return {
        runner: 'node',
        command: 'node --test',
        exitCode: passed ? 0 : 1,
        timedOut: false,
        passed,
        output: '',
        durationMs: 1,
        counts: null,
        failingIds: passed ? [] : ['two'],
      } as unknown as TestRun;
    };
    const final = await runTests(repo);
    seen.length = 0;
    await proveFailToPass({
      root: repo,
      baseRef: base,
      changedPaths: ['src/f.js', 'test/f.test.js'],
      finalRun: final,
      baseline: null,
      runTests,
      candidate: candidate.commit,
    });
    // The run on the original code happens in a tree of its own, never in the work tree.
    const before = seen.find((s) => s.cwd !== repo)!.text;
    expect(before).toContain("test('two'");
    expect(before).not.toContain('extraheader');
  });
});
