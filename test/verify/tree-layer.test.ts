// A proof tree under bwrap is a layer over the workspace (src/verify/tree-layer.ts): the runs in it see the candidate
// commit and nothing else of the work tree, through the real sandbox, and never write the workspace.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../../src/workspace/sandbox/index.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { dependencyDirs, openProofTree, proofTreesRemoved } from '../../src/verify/proof-tree.js';
import { holdStill, treeNames, treeSource } from '../../src/verify/tree-layer.js';
import { sandboxOrSkip } from '../helpers/context.js';
import { makeRepo, sh } from '../helpers/repo.js';

let repo: string;
let candidate: string;
let sb: Sandbox | undefined;
let deps: string[];

beforeAll(async () => {
  repo = makeRepo({
    'README.md': 'base\n',
    'run.sh': '#!/bin/sh\necho RUN\n',
    'gone.txt': 'old\n',
    'src/keep.py': 'x = 1\n',
    '.gitignore': 'node_modules/\n*.pyc\n',
  });
  // The candidate: a changed file, an executable bit, a symlink, a deleted file and a new test.
  fs.writeFileSync(path.join(repo, 'README.md'), 'candidate\n');
  fs.chmodSync(path.join(repo, 'run.sh'), 0o755);
  fs.symlinkSync('README.md', path.join(repo, 'link'));
  fs.mkdirSync(path.join(repo, 'tests'));
  fs.writeFileSync(path.join(repo, 'tests/test_new.py'), 'def test_new(): pass\n');
  sh(repo, 'git', ['rm', '-q', 'gone.txt']);
  sh(repo, 'git', ['add', '-A']);
  sh(repo, 'git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'candidate']);
  candidate = sh(repo, 'git', ['rev-parse', 'HEAD']).trim();
  // The work tree now differs from it everywhere a proof must not look.
  fs.writeFileSync(path.join(repo, 'README.md'), 'dirty\n');
  fs.writeFileSync(path.join(repo, 'gone.txt'), 'old\n');
  fs.writeFileSync(path.join(repo, 'conftest.py'), 'raise SystemExit("planted")\n');
  fs.mkdirSync(path.join(repo, 'src/__pycache__'));
  fs.writeFileSync(path.join(repo, 'src/__pycache__/keep.cpython-312.pyc'), 'planted');
  fs.writeFileSync(path.join(repo, 'tests/test_extra.py'), 'def test_extra(): pass\n');
  fs.rmSync(path.join(repo, 'link'));
  fs.chmodSync(path.join(repo, 'run.sh'), 0o644);
  fs.mkdirSync(path.join(repo, 'node_modules/dep'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'node_modules/dep/index.js'), 'DEP\n');
  sb = await sandboxOrSkip({ mode: 'bwrap', root: repo, network: false });
  deps = await dependencyDirs(repo);
  await sb?.protect(deps.map((d) => path.join(repo, d)));
  sb?.freeze();
});

afterAll(async () => {
  await proofTreesRemoved();
  sb?.dispose();
  fs.rmSync(repo, { recursive: true, force: true });
});

const runIn = (dir: string, command: string) =>
  runCommand(command, { cwd: dir, env: childEnv(), timeoutMs: 30_000, wrap: sb!.wrapIn(dir) });

describe('a proof tree under bwrap is a layer over the workspace', () => {
  test('shows the commit: its files, modes and links, no untracked or ignored file, the dependency folders', async (ctx) => {
    if (!sb) return ctx.skip();
    expect(deps).toEqual(['node_modules']);
    const tree = await openProofTree(repo, candidate, deps, 'proof', true);
    try {
      expect(tree.dir.startsWith(`${repo}/`)).toBe(false);
      const r = await runIn(
        tree.dir,
        'pwd -P; cat README.md; readlink link; test -x run.sh && echo EXEC; ls -A; ls -A src tests; ' +
          'cat node_modules/dep/index.js; git log -1 --format=%s',
      );
      expect(r.exitCode, r.output).toBe(0);
      const lines = r.output.trim().split('\n');
      expect(lines.slice(0, 4)).toEqual([repo, 'candidate', 'README.md', 'EXEC']);
      expect(r.output).not.toMatch(/conftest|gone\.txt|__pycache__|test_extra|dirty/);
      expect(r.output).toContain('keep.py');
      expect(r.output).toContain('test_new.py');
      expect(r.output).toMatch(/^DEP$/m);
      expect(r.output).toMatch(/^candidate$/m);
      // The host reads the tree as the run sees it (canaries, report folders).
      expect(treeSource(tree.dir, 'conftest.py')).toBeNull();
      expect(treeNames(tree.dir, 'tests').sort()).toEqual(['test_new.py']);
      expect(treeNames(tree.dir, 'src')).toEqual(['keep.py']);
    } finally {
      await tree.dispose();
    }
  });

  test("keeps a run's writes for the tree's next run, never in the workspace, and runs its commands one at a time", async (ctx) => {
    if (!sb) return ctx.skip();
    const tree = await openProofTree(repo, candidate, deps, 'proof', true);
    const top = path.dirname(tree.dir);
    try {
      const wrote = await runIn(tree.dir, 'echo out > written.txt && rm README.md && echo x > src/keep.py && echo OK');
      expect(wrote.output.trim()).toBe('OK');
      const both = await Promise.all(
        ['a', 'b'].map((n) =>
          runIn(tree.dir, `test -e busy && echo OVERLAP; touch busy; sleep 0.3; rm busy; echo ${n}`),
        ),
      );
      expect(both.map((r) => r.output.trim())).toEqual(['a', 'b']);
      const again = await runIn(tree.dir, 'cat written.txt; test -e README.md || echo NO-README');
      expect(again.output.trim().split('\n')).toEqual(['out', 'NO-README']);
      expect(fs.readFileSync(path.join(repo, 'README.md'), 'utf8')).toBe('dirty\n');
      expect(fs.readFileSync(path.join(repo, 'src/keep.py'), 'utf8')).toBe('x = 1\n');
      expect(fs.existsSync(path.join(repo, 'written.txt'))).toBe(false);
    } finally {
      await tree.dispose();
    }
    await proofTreesRemoved();
    expect(fs.existsSync(top)).toBe(false);
    expect(fs.readdirSync(repo).filter((f) => f.startsWith('.agent-fix-'))).toEqual([]);
  });

  test('while the workspace is held still its state is read once for every tree; after, each tree reads it again', async (ctx) => {
    if (!sb) return ctx.skip();
    const letGo = holdStill(repo);
    const opened = [await openProofTree(repo, candidate, deps, 'proof', true)];
    try {
      // A file written against the promise: the layers show the workspace beneath them, so it shows in the trees opened
      // while held (the second did not look again, or it would hide it); the one opened after looked, and hides it.
      fs.writeFileSync(path.join(repo, 'late.txt'), 'late\n');
      opened.push(await openProofTree(repo, candidate, deps, 'proof', true));
      letGo();
      opened.push(await openProofTree(repo, candidate, deps, 'proof', true));
      expect(opened.map((tree) => treeSource(tree.dir, 'late.txt') !== null)).toEqual([true, true, false]);
    } finally {
      letGo();
      fs.rmSync(path.join(repo, 'late.txt'), { force: true });
      for (const tree of opened) await tree.dispose();
    }
  });

  test('a link a run leaves in the tree is no way out for agent-fix reading the tree (the canaries)', async (ctx) => {
    if (!sb) return ctx.skip();
    const tree = await openProofTree(repo, candidate, deps, 'proof', true);
    try {
      const r = await runIn(tree.dir, 'ln -s /etc out && ln -s /etc tests/out');
      expect(r.exitCode, r.output).toBe(0);
      expect(fs.readdirSync('/etc')).toContain('passwd');
      for (const folder of ['out', 'tests/out']) {
        expect(treeNames(tree.dir, folder)).toEqual([]);
        expect(treeSource(tree.dir, `${folder}/passwd`)).toBeNull();
      }
      expect(treeNames(tree.dir, 'tests')).toEqual(expect.arrayContaining(['out', 'test_new.py']));
    } finally {
      await tree.dispose();
    }
  });

  test("a folder the index lost keeps only the commit's files; a folder where the commit has a file shows the file", async (ctx) => {
    if (!sb) return ctx.skip();
    sh(repo, 'git', ['rm', '-q', '-r', '--cached', 'src', 'README.md']);
    fs.writeFileSync(path.join(repo, 'src/planted.py'), 'planted\n');
    fs.rmSync(path.join(repo, 'README.md'));
    fs.mkdirSync(path.join(repo, 'README.md'));
    fs.writeFileSync(path.join(repo, 'README.md/inner'), 'planted\n');
    const tree = await openProofTree(repo, candidate, deps, 'proof', true);
    try {
      const r = await runIn(tree.dir, 'ls -A src; cat README.md');
      expect(r.output.trim().split('\n')).toEqual(['keep.py', 'candidate']);
    } finally {
      await tree.dispose();
    }
  });
});
