// The agent loop's own overhead per turn, without model or command time: an instant in-process model whose every
// call is `finish` (refused by the gate, no I/O), so each turn is context.prepare + registry + gate + history. Then a
// stuck model side by side with and without the stop (`Stuck`): the turns and tokens a run that keeps calling finish
// on failing tests spends before it ends.
import { test } from 'vitest';
import { runAgent } from '../src/agent/loop.js';
import { ToolRegistry } from '../src/tools/registry.js';
import { ContextManager } from '../src/context/manager.js';
import { Trajectory } from '../src/report/trajectory.js';
import type { ChatMessage, Model, ModelReply } from '../src/model/types.js';
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
    // This measures the loop itself: the model refuses to stop on purpose.
    { stopWhenStuck: false },
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

/** A model that keeps calling finish (refused: the tests never ran green); prompt tokens ≈ the request's chars / 4. */
function stuckModel(): Model {
  let i = 0;
  return {
    name: 'stuck',
    async query(messages: ChatMessage[], _tools, options): Promise<ModelReply> {
      i += 1;
      const prompt = Math.ceil(JSON.stringify(messages).length / 4);
      const wrapUp = options?.toolChoice === 'none';
      return {
        message: wrapUp
          ? { role: 'assistant', content: 'Could not get the tests green; the change is kept for a human.' }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: `c${i}`,
                  type: 'function',
                  function: { name: 'finish', arguments: '{"summary":"Fixed the bug in tax()."}' },
                },
              ],
            },
        usage: { prompt_tokens: prompt, completion_tokens: 40, cached_tokens: 0, reasoning_tokens: 0 },
      };
    },
  };
}

test('a stuck loop: turns and tokens with and without the stop', async () => {
  const maxTurns = 30; // the default max-turns
  const spent = async (stopWhenStuck: boolean) => {
    const r = await runAgent(
      'Fix the bug described here. '.repeat(20),
      {
        model: stuckModel(),
        tools: new ToolRegistry(),
        ctx: toolContext(makeRepo({ 'a.txt': 'x\n' })),
        context: new ContextManager({ contextTokens: 100_000 }),
        trajectory: new Trajectory(undefined),
        costOf: () => 0,
      },
      { maxTurns },
      { stopWhenStuck },
    );
    return { exit: r.exit, turns: r.turns, tokens: r.usage.prompt_tokens + r.usage.completion_tokens };
  };
  const without = await spent(false);
  const withStop = await spent(true);
  console.log(
    `stuck model (finish refused every turn), max-turns ${maxTurns}: without the stop ${without.turns} turns, ` +
      `${without.tokens} tokens (${without.exit}); with it ${withStop.turns} turns, ${withStop.tokens} tokens ` +
      `(${withStop.exit}): ${(100 * (1 - withStop.tokens / without.tokens)).toFixed(1)}% of the tokens saved`,
  );
});
