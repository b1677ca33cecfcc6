// What GitHub Models' 8,000-token default costs on the oracle suite: every task's reference solution played through
// the real engine at context-tokens 8,000 and at 100,000. Prints resolved runs, turns, prompt tokens billed and the
// largest request (agent-fix's o200k count of messages plus tool definitions) at each budget. The oracle does not
// re-read what was masked, so its turns are a floor; bench/context shows the long-trajectory side.
import os from 'node:os';
import { test } from 'vitest';
import { runBench } from '../src/bench/harness.js';
import { oracleModel } from '../src/bench/oracle.js';
import { loadSuite } from '../src/bench/suite.js';
import { loadTokenizer } from '../src/context/tokens.js';
import type { Model } from '../src/model/types.js';

const CONCURRENCY = Math.min(2, os.availableParallelism());

test('oracle suite at the GitHub Models default', async () => {
  await loadTokenizer('gpt-4.1');
  const tasks = loadSuite();
  const rows: string[] = [];
  for (const contextTokens of [8_000, 100_000]) {
    let largest = 0;
    const report = await runBench({
      models: ['oracle'],
      concurrency: CONCURRENCY,
      engine: { contextTokens },
      modelFactory: (_name, task) => {
        const inner = oracleModel(task);
        const watched: Model = {
          name: inner.name,
          async query(messages, tools, options) {
            const reply = await inner.query(messages, tools, options);
            largest = Math.max(largest, reply.usage.prompt_tokens);
            return reply;
          },
        };
        return watched;
      },
    });
    const runs = report.runs;
    const turns = runs.reduce((n, r) => n + r.turns, 0);
    const prompt = runs.reduce((n, r) => n + r.usage.prompt_tokens, 0);
    rows.push(
      `  context-tokens ${contextTokens.toLocaleString('en').padStart(7)}: resolved ${runs.filter((r) => r.resolved).length}/${runs.length}  ` +
        `turns ${turns}  prompt tokens ${prompt.toLocaleString('en')}  largest request ${largest.toLocaleString('en')}`,
      ...runs.filter((r) => !r.resolved).map((r) => `    not resolved: ${r.task}: ${r.reason}`),
    );
  }
  console.log(
    `\nbench/github-models: oracle suite, ${tasks.length} tasks, concurrency ${CONCURRENCY}\n${rows.join('\n')}`,
  );
});
