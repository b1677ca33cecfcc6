/**
 * The snapshots around every command, on a real repository: git-ignored files are covered, except inside dependency
 * and cache folders, at the first look and at every later one (which stops at ignored folders instead of walking them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { Snapshotter } from '../../src/workspace/snapshot.js';
import { gitSteps, makeRepo } from '../helpers/repo.js';

let repo: string | undefined;
afterEach(() => {
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
  repo = undefined;
});

function repoWithIgnored(): string {
  repo = makeRepo({ 'README.md': 'hi\n', '.gitignore': 'build/\nnode_modules/\n*.log\n' }, 'agent-fix-snapshot-');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo!, rel)), { recursive: true });
    fs.writeFileSync(path.join(repo!, rel), text);
  };
  write('build/gate.txt', 'fail\n');
  write('build/deep/out.js', 'old\n');
  write('node_modules/dep/index.js', 'dep\n');
  write('src/debug.log', 'log\n');
  return repo;
}

describe('Snapshotter: git-ignored files', () => {
  test('the note names the folders that held the files left out, and calls a cache a cache', async () => {
    repo = makeRepo({ 'README.md': 'hi\n', '.gitignore': '.pytest_cache/\n__pycache__/\n' }, 'agent-fix-snapshot-');
    fs.mkdirSync(path.join(repo, '.pytest_cache', 'v'), { recursive: true });
    fs.writeFileSync(path.join(repo, '.pytest_cache', 'v', 'lastfailed'), '{}\n');
    fs.mkdirSync(path.join(repo, '__pycache__'));
    fs.writeFileSync(path.join(repo, '__pycache__', 'calc.pyc'), 'x');
    const snapshots = new Snapshotter(repo);
    try {
      await snapshots.take();
      expect(snapshots.ignoredNote).toBe(
        '2 git-ignored files inside __pycache__, .pytest_cache (cache folders) are not snapshotted: changes commands make there are not undone',
      );
      expect(snapshots.ignoredNote).not.toMatch(/dependency|node_modules/);
    } finally {
      snapshots.dispose();
    }
  });

  test('a command changing files in an ignored build folder is seen at every later look, and undone; dependency folders are not', async () => {
    const dir = repoWithIgnored();
    const snapshots = new Snapshotter(dir);
    try {
      const first = await snapshots.take();
      expect(snapshots.ignoredNote).toMatch(/^1 git-ignored files inside node_modules/);
      const second = await snapshots.take();
      expect(second).toBe(first);

      // What a command does between two looks.
      fs.writeFileSync(path.join(dir, 'build/gate.txt'), 'pass\n');
      fs.writeFileSync(path.join(dir, 'build/deep/new.js'), 'planted\n');
      fs.rmSync(path.join(dir, 'src/debug.log'));
      fs.writeFileSync(path.join(dir, 'node_modules/dep/index.js'), 'changed\n');
      const third = await snapshots.take();
      const changes = await snapshots.changes(second, third);
      expect(changes.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
        { status: 'A', path: 'build/deep/new.js' },
        { status: 'M', path: 'build/gate.txt' },
        { status: 'D', path: 'src/debug.log' },
      ]);
      // The note still counts what the first look left out.
      expect(snapshots.ignoredNote).toMatch(/^1 git-ignored files inside node_modules/);

      await snapshots.restore(second, changes);
      expect(fs.readFileSync(path.join(dir, 'build/gate.txt'), 'utf8')).toBe('fail\n');
      expect(fs.readFileSync(path.join(dir, 'src/debug.log'), 'utf8')).toBe('log\n');
      expect(fs.existsSync(path.join(dir, 'build/deep/new.js'))).toBe(false);
      expect(fs.readFileSync(path.join(dir, 'node_modules/dep/index.js'), 'utf8')).toBe('changed\n');

      // The start of a run, after its setup installed more: a look that asks counts again.
      fs.writeFileSync(path.join(dir, 'node_modules/dep/two.js'), 'two\n');
      await snapshots.take();
      expect(snapshots.ignoredNote).toMatch(/^1 git-ignored files inside node_modules/);
      await snapshots.take({ countIgnored: true });
      expect(snapshots.ignoredNote).toMatch(/^2 git-ignored files inside node_modules/);
    } finally {
      snapshots.dispose();
    }
  });
});

describe('Snapshotter: the first snapshot starts from the checkout index', () => {
  /** The tree a fresh private index (no stat data) makes of the work tree: what every snapshot must equal. */
  async function hashedTree(dir: string): Promise<string> {
    fs.renameSync(path.join(dir, '.git', 'index'), path.join(dir, '.git', 'index.away'));
    const snapshots = new Snapshotter(dir);
    try {
      return await snapshots.take();
    } finally {
      snapshots.dispose();
      fs.renameSync(path.join(dir, '.git', 'index.away'), path.join(dir, '.git', 'index'));
    }
  }

  test('changes made after the checkout index was written are in the first snapshot, staged or not', async () => {
    repo = makeRepo({ 'a.txt': 'one\n', 'b.txt': 'two\n', 'c.txt': 'three\n' }, 'agent-fix-snapshot-');
    gitSteps(repo, [['status', '--porcelain']]);
    // Same size, and the old mtime back: only the ctime (which no command can set) tells.
    const stat = fs.statSync(path.join(repo, 'a.txt'));
    fs.writeFileSync(path.join(repo, 'a.txt'), 'ONE\n');
    fs.utimesSync(path.join(repo, 'a.txt'), stat.atime, stat.mtime);
    fs.writeFileSync(path.join(repo, 'b.txt'), 'staged\n');
    gitSteps(repo, [['add', 'b.txt']]);
    fs.writeFileSync(path.join(repo, 'b.txt'), 'then changed\n');
    fs.rmSync(path.join(repo, 'c.txt'));
    fs.writeFileSync(path.join(repo, 'd.txt'), 'new\n');
    const snapshots = new Snapshotter(repo);
    try {
      const tree = await snapshots.take();
      expect(tree).toBe(await hashedTree(repo));
      expect(gitSteps(repo, [['show', `${tree}:a.txt`]])).toBe('ONE\n');
    } finally {
      snapshots.dispose();
    }
  });

  test('an index that is a link is not read: the snapshot hashes the tree instead', async () => {
    repo = makeRepo({ 'a.txt': 'one\n' }, 'agent-fix-snapshot-');
    const elsewhere = makeRepo({ 'a.txt': 'other\n', 'z.txt': 'planted\n' }, 'agent-fix-snapshot-');
    try {
      fs.rmSync(path.join(repo, '.git', 'index'));
      fs.symlinkSync(path.join(elsewhere, '.git', 'index'), path.join(repo, '.git', 'index'));
      const snapshots = new Snapshotter(repo);
      try {
        const tree = await snapshots.take();
        expect(gitSteps(repo, [['ls-tree', '--name-only', tree]])).toBe('a.txt\n');
        expect(gitSteps(repo, [['show', `${tree}:a.txt`]])).toBe('one\n');
      } finally {
        snapshots.dispose();
      }
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
