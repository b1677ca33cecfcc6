// The agent loop's own overhead per turn, without model or command time: an instant in-process model whose every
// call is `finish` (refused by the gate, no I/O), so each turn is context.prepare + registry + gate + history.
import { test } from 'vitest';
import { runAgent } from '../src/agent/loop.js';
import { ToolRegistry } from '../src/tools/registry.js';
import { ContextManager } from '../src/context/manager.js';
import { Trajectory } from '../src/report/trajectory.js';
import type { Model, ModelReply } from '../src/model/types.js';
import { toolContext } from '../test/helpers/context.js';
import { makeRepo } from '../test/helpers/repo.js';

test('loop overhead per turn', async () => {
  const turns = 400;
  const stamps: number[] = [];
  let i = 0;
  const model: Model = {
    name: 'instant',
    async query(): Promise<ModelReply> {
      stamps.push(performance.now());
      i += 1;
      return {
        message: {
          role: 'assistant',
          content: `turn ${i}: trying to finish`,
          tool_calls: [
            { id: `c${i}`, type: 'function', function: { name: 'finish', arguments: '{"summary":"done"}' } },
          ],
        },
        usage: { prompt_tokens: 1000, completion_tokens: 20, cached_tokens: 0, reasoning_tokens: 0 },
      };
    },
  };
  const ctx = toolContext(makeRepo({ 'a.txt': 'x\n' }));
  await runAgent(
    'Fix the bug described here. '.repeat(20),
    {
      model,
      tools: new ToolRegistry(),
      ctx,
      context: new ContextManager({ contextTokens: 100_000 }),
      trajectory: new Trajectory(undefined),
      costOf: () => 0,
    },
    { maxTurns: turns },
  );
  const deltas = stamps
    .slice(1)
    .map((t, k) => t - stamps[k]!)
    .sort((a, b) => a - b);
  const median = deltas[Math.floor(deltas.length / 2)]!;
  const p95 = deltas[Math.floor(deltas.length * 0.95)]!;
  console.log(
    `loop overhead per turn over ${turns} turns: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (goal: median < 5 ms; ratio to goal ${(median / 5).toFixed(3)})`,
  );
});
