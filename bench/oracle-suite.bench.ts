// How long the whole task suite takes with the oracle through the real engine, beside the bare check of the same
// tasks (reference solution applied directly, hidden tests run, no engine): the ratio is the engine's own cost
// (baseline, run_tests, final run, fail-to-pass proof, sandbox). The load average is printed because these are
// process-bound numbers: on a busy machine they say more about the machine than about agent-fix.
import os from 'node:os';
import { test } from 'vitest';
import { runBench } from '../src/bench/harness.js';
import { checkTask } from '../src/bench/validate.js';
import { loadSuite } from '../src/bench/suite.js';
import { median } from '../src/bench/report.js';

const CONCURRENCY = Math.min(4, os.availableParallelism());

test('oracle-suite', async () => {
  const tasks = loadSuite();
  const load = os.loadavg()[0]!.toFixed(1);

  let t = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tasks.length) await checkTask(tasks[next++]!);
    }),
  );
  const bareMs = Date.now() - t;

  t = Date.now();
  const report = await runBench({ models: ['oracle'], concurrency: CONCURRENCY });
  const engineMs = Date.now() - t;

  const byLang = (prefix: string) => median(report.runs.filter((r) => r.task.startsWith(prefix)).map((r) => r.wallMs));
  console.log(
    `oracle suite: ${tasks.length} tasks, ${report.totals[0]!.resolved} resolved, concurrency ${CONCURRENCY}, ${os.availableParallelism()} CPUs, load ${load}`,
  );
  console.log(
    `  through the engine: ${(engineMs / 1000).toFixed(1)} s; bare check (apply + hidden tests): ${(bareMs / 1000).toFixed(1)} s; ratio ${(engineMs / bareMs).toFixed(2)}`,
  );
  console.log(
    `  median run (engine): python ${(byLang('py-') / 1000).toFixed(1)} s, javascript ${(byLang('js-') / 1000).toFixed(1)} s, go ${(byLang('go-') / 1000).toFixed(1)} s`,
  );
});
