// What the planted-repository sweep (src/git/planted.ts) adds to each command: one walk of the work tree, measured on
// a tree with 100,000 ignored files (a node_modules) next to the time of the snapshot git takes anyway.
import { test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { GitEntryGuard, findGitEntries } from '../src/git/planted.js';
import { Snapshotter } from '../src/workspace/snapshot.js';
import { makeRepo } from '../test/helpers/repo.js';

test('sweep time on a work tree with 100,000 ignored files', async () => {
  const root = makeRepo({ '.gitignore': 'node_modules/\n', 'src/a.js': 'a\n' }, 'agent-fix-bench-guard-');
  for (let p = 0; p < 500; p++) {
    for (let d = 0; d < 10; d++) {
      const dir = path.join(root, 'node_modules', `pkg${p}`, `lib${d}`);
      fs.mkdirSync(dir, { recursive: true });
      for (let f = 0; f < 20; f++) fs.writeFileSync(path.join(dir, `f${f}.js`), '');
    }
  }
  const times = (fn: () => void) => {
    const t: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      fn();
      t.push(performance.now() - started);
    }
    return t.sort((a, b) => a - b)[2]!;
  };
  const walk = times(() => findGitEntries(root));
  const guard = new GitEntryGuard(root);
  guard.remember();
  // Folders younger than the settle time are read again; let the fresh tree settle as a real one has.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  guard.sweep();
  const sweep = times(() => guard.sweep());
  const snapshots = new Snapshotter(root);
  await snapshots.take();
  const takes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await snapshots.take();
    takes.push(performance.now() - started);
  }
  snapshots.dispose();
  console.log(
    `full walk: ${walk.toFixed(0)} ms; sweep after the first (settled folders not re-read): ${sweep.toFixed(0)} ms (medians of 5); a whole snapshot (sweep + git add + write-tree): ${takes.sort((a, b) => a - b)[2]!.toFixed(0)} ms`,
  );
  fs.rmSync(root, { recursive: true, force: true });
});
