import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTokens as o200kCount } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as cl100kCount } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, test } from 'vitest';
import { countMessage, countText, countTokens, encodingFor } from '../../src/context/tokens.js';
import type { ChatMessage } from '../../src/model/types.js';
import { loadTokenizer } from '../../src/context/tokens.js';

// The tokenizers load on demand in the product; these counts need the real ones.
await loadTokenizer('gpt-4.1');
await loadTokenizer('gpt-4');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('token counting', () => {
  test('picks the tokenizer from the model name, whatever the provider prefix or snapshot date', () => {
    for (const m of [
      'gpt-4.1',
      'openai/gpt-4.1',
      'gpt-4.1-2025-04-14',
      'gpt-4o-mini',
      'gpt-5',
      'o3-mini',
      'o1',
      'o4-mini',
    ]) {
      expect(encodingFor(m), m).toBe('o200k_base');
    }
    for (const m of ['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo-0125']) expect(encodingFor(m), m).toBe('cl100k_base');
    for (const m of ['deepseek-chat', 'anthropic/claude-sonnet-4.5', 'meta/Llama-3.3-70B-Instruct', 'omni-x']) {
      expect(encodingFor(m), m).toBe('estimate');
    }
  });

  test('counts OpenAI-family text with the real tokenizer, special-token text included', () => {
    const text = 'const x = await fetch(url); // <|endoftext|> in a file is just text';
    expect(countText(text, 'o200k_base')).toBe(o200kCount(text, { disallowedSpecial: new Set() }));
    expect(countText(text, 'cl100k_base')).toBe(cl100kCount(text, { disallowedSpecial: new Set() }));
  });

  test('the estimate for other models over-counts real code relative to the OpenAI tokenizers', () => {
    const code = fs.readFileSync(path.join(ROOT, 'node_modules/openai/src/client.ts'), 'utf8');
    const estimate = countText(code, 'estimate');
    expect(estimate).toBeGreaterThan(o200kCount(code));
    expect(estimate).toBeGreaterThan(cl100kCount(code));
    expect(estimate).toBeLessThan(1.5 * cl100kCount(code)); // calibrated, not wildly pessimistic
  });

  test('counts tool calls and tool messages, and recounts a message changed in place', () => {
    const call: ChatMessage = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{"path":"src/a.ts"}' } }],
    };
    const bare: ChatMessage = { role: 'assistant', content: '' };
    expect(countMessage(call, 'gpt-4.1')).toBeGreaterThan(countMessage(bare, 'gpt-4.1') + 5);
    const tool = { role: 'tool', tool_call_id: 'c1', content: 'short' } as ChatMessage & { content: string };
    const before = countMessage(tool, 'gpt-4.1');
    tool.content = 'a much longer result than before, with many more words in it';
    expect(countMessage(tool, 'gpt-4.1')).toBeGreaterThan(before);
    expect(countTokens([call, tool], 'gpt-4.1')).toBe(
      3 + countMessage(call, 'gpt-4.1') + countMessage(tool, 'gpt-4.1'),
    );
  });
});
