// The process runner's own cost: CPU of the parent per process started through `runProcess` (execa, with the
// runner's groups, caps and pipe grace) beside a bare `child_process.spawn` of the same program, side by side in one
// run. A run starts about 60 processes (most of them git), so the difference per process times 60 is what a user
// pays per run.
import { spawn } from 'node:child_process';
import { test } from 'vitest';
import { runProcess } from '../src/process/exec.js';

const N = 200;
const ENV = { PATH: process.env.PATH ?? '' };

function bare(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['--version'], { env: ENV, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', () => undefined);
    child.once('error', reject);
    child.once('close', () => resolve());
  });
}

async function cpuOf(fn: () => Promise<unknown>): Promise<{ cpuMs: number; wallMs: number }> {
  for (let i = 0; i < 10; i++) await fn(); // warm-up: module load, JIT
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const c = process.cpuUsage(c0);
  return { cpuMs: (c.user + c.system) / 1000 / N, wallMs: (performance.now() - t0) / N };
}

test('process runner: parent CPU per process, execa runner vs bare spawn', async () => {
  const viaRunner = () => runProcess(['git', '--version'], { cwd: process.cwd(), env: ENV, timeoutMs: 10_000 });
  // Interleaved twice so a busy moment of the machine does not fall on one side only.
  const a1 = await cpuOf(bare);
  const b1 = await cpuOf(viaRunner);
  const a2 = await cpuOf(bare);
  const b2 = await cpuOf(viaRunner);
  const bareCpu = (a1.cpuMs + a2.cpuMs) / 2;
  const runnerCpu = (b1.cpuMs + b2.cpuMs) / 2;
  const bareWall = (a1.wallMs + a2.wallMs) / 2;
  const runnerWall = (b1.wallMs + b2.wallMs) / 2;
  console.log(
    [
      `bare spawn:        ${bareCpu.toFixed(2)} ms CPU, ${bareWall.toFixed(2)} ms wall a process`,
      `runProcess(execa): ${runnerCpu.toFixed(2)} ms CPU, ${runnerWall.toFixed(2)} ms wall a process`,
      `ratio (CPU): ${(runnerCpu / bareCpu).toFixed(2)}×; for a run's ~60 processes: +${((runnerCpu - bareCpu) * 60).toFixed(0)} ms of CPU`,
      '(the pipe grace of 250 ms applies only when a child holds a pipe; git --version does not)',
    ].join('\n'),
  );
});
