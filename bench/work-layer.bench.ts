// What the work tree's layer (src/workspace/work-layer.ts) costs each agent command, against the snapshots it
// replaces there: on a tree of 1,000 tracked files and 4,000 ignored ones (under the snapshots' 5,000 cap, so they
// still hashed them), a command that writes a build output and touches a tracked file. Without the layer a command
// costs a snapshot before and after (and the undo); with it, the overlay mount in front of bwrap and one settle.
import { test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { runCommand } from '../src/process/exec.js';
import { childEnv } from '../src/security/env.js';
import { prepareSandbox } from '../src/workspace/sandbox/index.js';
import { Snapshotter } from '../src/workspace/snapshot.js';
import { WorkLayer } from '../src/workspace/work-layer.js';
import { makeRepo } from '../test/helpers/repo.js';

const RUNS = 7;
const COMMAND = 'mkdir -p build && echo out > build/new.o && touch src/f1.js && cat src/f2.js > /dev/null';

const median = (t: number[]) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    t.push(performance.now() - started);
  }
  return median(t);
}

test('per-command cost: the layer against the snapshots', async () => {
  const files: Record<string, string> = { '.gitignore': 'build/\n' };
  for (let i = 0; i < 1000; i++) files[`src/f${i}.js`] = `export const v${i} = ${i};\n`;
  const root = makeRepo(files, 'agent-fix-bench-layer-');
  for (let d = 0; d < 40; d++) {
    fs.mkdirSync(path.join(root, 'build', `d${d}`), { recursive: true });
    for (let f = 0; f < 100; f++) fs.writeFileSync(path.join(root, 'build', `d${d}`, `o${f}.o`), 'x'.repeat(200));
  }
  const sb = await prepareSandbox({ mode: 'bwrap', root, network: false });
  const run = () => runCommand(COMMAND, { cwd: root, env: childEnv(), timeoutMs: 60_000, wrap: sb.wrap });
  try {
    // Today: the command on the work tree, a snapshot before and after, its change to src/f1.js undone.
    const snapshots = new Snapshotter(root);
    await snapshots.take({ countIgnored: true });
    const today = await timed(async () => {
      const before = await snapshots.take();
      await run();
      const after = await snapshots.take();
      await snapshots.restore(before, await snapshots.changes(before, after));
      fs.rmSync(path.join(root, 'build', 'new.o'), { force: true });
    });
    const bareToday = await timed(run);
    snapshots.dispose();
    fs.rmSync(path.join(root, 'build', 'new.o'), { force: true });
    // With the layer: the command writes the layer, which is settled.
    sb.freeze();
    const made = sb.commandLayer()!;
    const layer = new WorkLayer(root, made.upper, made.opaqueXattr);
    const layered = await timed(async () => {
      await run();
      await layer.settle();
    });
    const bareLayered = await timed(run);
    const settle = await timed(() => layer.settle());
    console.log(
      `per command, medians of ${RUNS}: today ${today.toFixed(0)} ms (the bwrap command alone ${bareToday.toFixed(0)} ms, ` +
        `two snapshots and the undo ${(today - bareToday).toFixed(0)} ms); with the layer ${layered.toFixed(0)} ms ` +
        `(the command with the workspace's overlay ${bareLayered.toFixed(0)} ms, a settle after it ${(layered - bareLayered).toFixed(0)} ms, ` +
        `a settle with nothing new ${settle.toFixed(0)} ms)`,
    );
  } finally {
    sb.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  }
}, 600_000);
