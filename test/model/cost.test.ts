import { describe, expect, test } from 'vitest';
import { costOf, priceOf } from '../../src/model/cost.js';
import { readUsage } from '../../src/model/usage.js';

describe('costOf', () => {
  test('bills cached prompt tokens at the cached price, the rest at input, completion at output', () => {
    // gpt-4.1: $2 input, $0.50 cached, $8 output per 1M.
    const usage = { prompt_tokens: 100_000, cached_tokens: 80_000, completion_tokens: 2_000, reasoning_tokens: 0 };
    expect(costOf('gpt-4.1', usage)).toBeCloseTo((20_000 * 2 + 80_000 * 0.5 + 2_000 * 8) / 1e6, 10);
    const uncached = { ...usage, cached_tokens: 0 };
    expect(costOf('gpt-4.1', uncached)!).toBeGreaterThan(costOf('gpt-4.1', usage)!);
  });

  test('an unknown model has no cost (null), not zero', () => {
    const usage = { prompt_tokens: 1000, cached_tokens: 0, completion_tokens: 10, reasoning_tokens: 0 };
    expect(costOf('my-local-model', usage)).toBeNull();
    expect(priceOf('')).toBeNull();
  });

  test('matches provider prefixes, snapshot dates, aliases and variants', () => {
    const gpt41 = priceOf('gpt-4.1');
    expect(gpt41).toEqual({ input: 2, cached_input: 0.5, output: 8 });
    expect(priceOf('openai/gpt-4.1')).toEqual(gpt41);
    expect(priceOf('gpt-4.1-2025-04-14')).toEqual(gpt41);
    expect(priceOf('GPT-4.1')).toEqual(gpt41);
    expect(priceOf('gpt-4.1-mini-2025-04-14')).toEqual({ input: 0.4, cached_input: 0.1, output: 1.6 });
    expect(priceOf('gpt-4o-mini-search-preview')).toEqual(priceOf('gpt-4o-mini'));
    expect(priceOf('claude-sonnet-4-5-20250929')).toEqual(priceOf('anthropic/claude-sonnet-4.5'));
    expect(priceOf('anthropic/claude-3.5-sonnet:beta')).toEqual(priceOf('claude-3-5-sonnet-20241022'));
    expect(priceOf('deepseek/DeepSeek-V3-0324')).toEqual(priceOf('deepseek-chat'));
    expect(priceOf('meta/Llama-3.3-70B-Instruct')).toEqual(priceOf('llama-3.3-70b-instruct'));
    expect(priceOf('mistral-large-latest')).toEqual(priceOf('mistral-large'));
    expect(priceOf('meta-llama/llama-3.3-70b-instruct:free')).toEqual({ input: 0, cached_input: 0, output: 0 });
  });

  test('DeepSeek usage read from its own fields prices the cache hits at the hit price', () => {
    const usage = readUsage({
      prompt_tokens: 10_000,
      completion_tokens: 500,
      prompt_cache_hit_tokens: 9_000,
      prompt_cache_miss_tokens: 1_000,
    });
    expect(costOf('deepseek-chat', usage)).toBeCloseTo((1_000 * 0.28 + 9_000 * 0.028 + 500 * 0.42) / 1e6, 12);
  });
});

describe('readUsage', () => {
  test('reads OpenAI details fields', () => {
    const raw = {
      prompt_tokens: 12_000,
      completion_tokens: 900,
      total_tokens: 12_900,
      prompt_tokens_details: { cached_tokens: 10_240, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 640 },
    };
    expect(readUsage(raw)).toEqual({
      prompt_tokens: 12_000,
      completion_tokens: 900,
      cached_tokens: 10_240,
      reasoning_tokens: 640,
    });
    expect(readUsage({ id: 'chatcmpl-1', usage: raw })).toEqual(readUsage(raw));
  });

  test('reads DeepSeek cache hit and miss fields, even without prompt_tokens', () => {
    expect(readUsage({ completion_tokens: 50, prompt_cache_hit_tokens: 3_000, prompt_cache_miss_tokens: 200 })).toEqual(
      {
        prompt_tokens: 3_200,
        completion_tokens: 50,
        cached_tokens: 3_000,
        reasoning_tokens: 0,
      },
    );
  });

  test('missing or odd fields count as zero', () => {
    const zero = { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, reasoning_tokens: 0 };
    expect(readUsage(undefined)).toEqual(zero);
    expect(readUsage(null)).toEqual(zero);
    expect(readUsage('12')).toEqual(zero);
    expect(
      readUsage({
        prompt_tokens: -5,
        completion_tokens: 'many',
        prompt_tokens_details: null,
        completion_tokens_details: [],
      }),
    ).toEqual(zero);
    expect(
      readUsage({ prompt_tokens: '100', completion_tokens: Number.NaN, prompt_tokens_details: { cached_tokens: 500 } }),
    ).toEqual({
      prompt_tokens: 100,
      completion_tokens: 0,
      cached_tokens: 100,
      reasoning_tokens: 0,
    });
  });

  test('reads Anthropic-shaped usage passed through a proxy', () => {
    expect(
      readUsage({
        input_tokens: 100,
        cache_read_input_tokens: 4_000,
        cache_creation_input_tokens: 900,
        output_tokens: 70,
      }),
    ).toEqual({
      prompt_tokens: 5_000,
      completion_tokens: 70,
      cached_tokens: 4_000,
      reasoning_tokens: 0,
    });
  });
});
