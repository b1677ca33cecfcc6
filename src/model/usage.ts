/**
 * Reads a provider's `usage` object into our Usage. Providers disagree on the shape (OpenAI's *_details fields,
 * DeepSeek's cache hit/miss counts, Anthropic-style input/cache_read counts behind some proxies), and some omit fields
 * or send odd values, so every field is read defensively: anything missing or not a non-negative number counts as 0.
 */
import type { Usage } from './types.js';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function num(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

const field = (o: unknown, key: string): unknown => (isObj(o) ? o[key] : undefined);

/**
 * `raw` is either the usage object or a whole completion response carrying `usage`. Reasoning tokens are part of
 * completion_tokens (OpenAI bills them as output), so they are reported, not added.
 */
export function readUsage(raw: unknown): Usage {
  const u = isObj(raw) && isObj(raw.usage) ? raw.usage : raw;
  if (!isObj(u)) return { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, reasoning_tokens: 0 };

  // DeepSeek: prompt_tokens = prompt_cache_hit_tokens + prompt_cache_miss_tokens.
  const hit = num(u.prompt_cache_hit_tokens);
  const miss = num(u.prompt_cache_miss_tokens);
  // Anthropic-shaped usage (some OpenAI-compatible proxies pass it through): input_tokens excludes cache reads/writes.
  const cacheRead = num(u.cache_read_input_tokens);
  const cacheWrite = num(u.cache_creation_input_tokens);
  const anthropicShaped = 'cache_read_input_tokens' in u || 'cache_creation_input_tokens' in u;

  let prompt = num(u.prompt_tokens);
  if (prompt === 0 && u.input_tokens !== undefined) {
    prompt = num(u.input_tokens) + (anthropicShaped ? cacheRead + cacheWrite : 0); // Responses API or Anthropic
  }
  if (prompt === 0) prompt = hit + miss;

  const cached = Math.max(
    num(field(u.prompt_tokens_details, 'cached_tokens')),
    num(field(u.input_tokens_details, 'cached_tokens')),
    hit,
    cacheRead,
  );
  const completion = num(u.completion_tokens) || num(u.output_tokens);
  const reasoning = Math.max(
    num(field(u.completion_tokens_details, 'reasoning_tokens')),
    num(field(u.output_tokens_details, 'reasoning_tokens')),
  );

  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    // A provider can't serve more from cache than it was sent; clamp rather than report a negative uncached share.
    cached_tokens: Math.min(cached, prompt),
    reasoning_tokens: Math.min(reasoning, completion || reasoning),
  };
}
