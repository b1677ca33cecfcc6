import { afterEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { parseAction, toPlainMessages } from '../../src/model/json-protocol.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { copyExample } from '../helpers/repo.js';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

const OLD = 'return Math.round(income * 0.2 * 100) / 100;';
const NEW = 'if (income < 0) throw new RangeError("negative");\n  return Math.round(income * rate * 100) / 100;';
const say = (content: string) => ({ role: 'assistant' as const, content });

describe('JSON tool protocol', () => {
  it('switches to JSON actions when the endpoint rejects tools, corrects a malformed reply, and resolves', async () => {
    server = await startFakeOpenAI(
      [
        say('Let me look.\n{"tool": "read_file", "arguments": {"path": "src/calculator.js"}}'),
        say('I will patch it now, trust me.'),
        say(
          '```json\n' +
            JSON.stringify({
              tool: 'patch_file',
              arguments: { path: 'src/calculator.js', old_str: OLD, new_str: NEW },
            }) +
            '\n```',
        ),
        say('{"tool": "run_tests", "arguments": {}}'),
        say('{"tool": "finish", "arguments": {"summary": "tax uses rate"}}'),
      ],
      { rejectTools: true },
    );
    const config = RunConfigSchema.parse({
      repo: copyExample('calculator'),
      task: 'Fix tax()',
      testCommand: 'node --test',
      baseUrl: server.url,
      apiKey: 'sk-json-0000000000000000000000',
      sandbox: 'none',
    });
    const result = await runPipeline(config);
    expect(result.status).toBe('resolved');
    // First request carried tools and was refused; every later one is plain and holds no tool messages.
    expect(server.requests[0]!.tools).toBeDefined();
    const later = server.requests.slice(1);
    expect(later.every((r) => r.tools === undefined && r.messages.every((m) => m.role !== 'tool'))).toBe(true);
    expect(later[0]!.messages[0]!.content).toContain('"tool": "<name>"');
    const correction = later[2]!.messages.at(-1)!;
    expect(correction).toMatchObject({ role: 'user' });
    expect(correction.content).toMatch(/no valid action/);
  });

  it('parses the last valid action and keeps the thought', () => {
    const parsed = parseAction('Thinking {not json}\n{"tool": "search", "arguments": {"pattern": "a{2}"}}');
    expect(parsed).toMatchObject({
      ok: true,
      tool: 'search',
      args: { pattern: 'a{2}' },
      thought: 'Thinking {not json}',
    });
    expect(parseAction('no action here').ok).toBe(false);
  });

  it('turns tool results into alternating user messages', () => {
    const plain = toPlainMessages(
      [
        { role: 'system', content: 's' },
        { role: 'user', content: 't' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'a', type: 'function', function: { name: 'x', arguments: '{}' } },
            { id: 'b', type: 'function', function: { name: 'y', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'a', content: 'ra' },
        { role: 'tool', tool_call_id: 'b', content: 'rb' },
      ],
      [],
    );
    expect(plain.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(plain[3]!.content).toContain('ra');
    expect(plain[3]!.content).toContain('rb');
  });
});
