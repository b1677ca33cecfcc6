import { describe, expect, test } from 'vitest';
import { loadSuite } from '../../src/bench/suite.js';
import { oracleModel, oracleVariant } from '../../src/bench/oracle.js';
import type { ChatMessage, ToolSpec } from '../../src/model/types.js';

const tools: ToolSpec[] = ['read_file', 'patch_file', 'create_file', 'run_tests', 'finish'].map((name) => ({
  type: 'function',
  function: { name, description: name, parameters: { type: 'object' } },
}));
const history: ChatMessage[] = [
  { role: 'system', content: 'You fix bugs.' },
  { role: 'user', content: 'Fix it.' },
];
const [feature] = loadSuite({ filter: 'py-divide-feature' });
const [guarded] = loadSuite({ filter: 'py-protected-tax' });

async function calls(model: ReturnType<typeof oracleModel>, turns: number) {
  const out: { id: string; name: string; args: Record<string, unknown> }[] = [];
  for (let i = 0; i < turns; i++) {
    const { message } = await model.query(history, tools);
    expect(message.tool_calls).toHaveLength(1);
    const c = message.tool_calls![0]!;
    out.push({ id: c.id, name: c.function.name, args: JSON.parse(c.function.arguments) });
  }
  return out;
}

describe('oracle model', () => {
  test('emits the solution one call per turn, then run_tests, then finish, with ids call_1…', async () => {
    const got = await calls(oracleModel(feature!), feature!.solution.length + 2);
    expect(got.map((c) => c.name)).toEqual([...feature!.solution.map((s) => s.tool), 'run_tests', 'finish']);
    expect(got.map((c) => c.id)).toEqual(got.map((_, i) => `call_${i + 1}`));
    expect(got[0]!.args).toEqual(feature!.solution[0]!.args);
  });

  test('reports token usage measured on the request it got', async () => {
    const model = oracleModel(feature!);
    const small = await model.query(history, tools);
    const big = await model.query([...history, { role: 'user', content: 'word '.repeat(500) }], tools);
    expect(small.usage.prompt_tokens).toBeGreaterThan(0);
    expect(big.usage.prompt_tokens).toBeGreaterThan(small.usage.prompt_tokens + 400);
    expect(small.usage.completion_tokens).toBeGreaterThan(0);
  });

  test('answers a no-tools wrap-up turn with text', async () => {
    const { message } = await oracleModel(feature!).query(history, tools, { toolChoice: 'none' });
    expect(message.tool_calls).toBeUndefined();
    expect(message.content).toMatch(/Hand-off/);
  });

  test('refuses to call a tool the engine does not offer', async () => {
    await expect(
      oracleModel(feature!).query(
        history,
        tools.filter((t) => t.function.name !== 'patch_file'),
      ),
    ).rejects.toThrow(/no patch_file tool/);
  });

  test("wrong edits the solution's file without the fix, protected edits the protected test, early claims at once", async () => {
    const wrong = await calls(oracleModel(feature!, 'wrong'), 4);
    expect(wrong.map((c) => c.name)).toEqual(['patch_file', 'run_tests', 'finish', 'finish']);
    const first = feature!.solution[0]!.args as { path: string; old_str: string; new_str: string };
    expect(wrong[0]!.args.path).toBe(first.path);
    expect(wrong[0]!.args.new_str).not.toBe(first.new_str);
    expect(String(wrong[0]!.args.new_str)).toContain(first.old_str);

    const cheat = await calls(oracleModel(guarded!, 'protected'), 3);
    expect(cheat[0]!.args.path).toBe(guarded!.cheat!.path);
    expect(() => oracleModel(feature!, 'protected')).toThrow(/cheat/);

    const early = await calls(oracleModel(feature!, 'early'), 3);
    expect(early.map((c) => c.name)).toEqual(['finish', 'finish', 'finish']);
  });

  test('model names map to variants', () => {
    expect(oracleVariant('oracle')).toBe('solve');
    expect(oracleVariant('oracle:early')).toBe('early');
    expect(oracleVariant('oracle:nope')).toBeUndefined();
    expect(oracleVariant('gpt-4.1')).toBeUndefined();
  });
});
