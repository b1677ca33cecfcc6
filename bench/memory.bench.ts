// Peak memory of the agent process while run_bash reads 50 MB of output: the head-and-tail buffer keeps it flat.
import { test } from 'vitest';
import { runCommand } from '../src/process/exec.js';
import { childEnv } from '../src/security/env.js';

test('memory while reading 50 MB of output', async () => {
  const mb = (n: number) => (n / 1024).toFixed(1);
  // Warm up the runner so its own code and buffers count in the idle figure.
  await runCommand('echo warm', { cwd: process.cwd(), env: childEnv(), timeoutMs: 10_000 });
  global.gc?.();
  const idleRss = process.memoryUsage().rss / 1024;
  const maxBefore = process.resourceUsage().maxRSS;
  let peak = idleRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss / 1024)), 5);
  const result = await runCommand('head -c 52428800 /dev/urandom | base64 -w 200', {
    cwd: process.cwd(),
    env: childEnv(),
    timeoutMs: 120_000,
  });
  clearInterval(sampler);
  const maxAfter = process.resourceUsage().maxRSS;
  console.log(`run_bash read ${(result.totalBytes / 1e6).toFixed(1)} MB, kept ${result.output.length} chars`);
  console.log(
    `idle RSS ${mb(idleRss)} MB; sampled peak ${mb(peak)} MB (+${mb(peak - idleRss)} MB above idle); maxRSS ${mb(maxBefore)} → ${mb(maxAfter)} MB (goal: < 100 MB above idle)`,
  );
});
