/**
 * Token counting for budgets and reports. OpenAI-family models get their real tokenizer (gpt-tokenizer); other models
 * get a calibrated character estimate, because their vocabularies are not public in JS and the budget only needs a
 * safe upper bound. Counts are cached per message object, so a turn only pays for the messages that are new.
 *
 * The real tokenizers are byte-level BPE: every token stands for at least one byte, so a text's UTF-8 length bounds
 * its token count from above. Loading a table costs about 0.9 s of CPU (measured per run of the CLI bundle), and a
 * short run never comes near a limit: the context manager counts bytes (`'bytes'`) until a request could reach one,
 * and only then loads the tokenizer (ContextManager.ready).
 */
import type { ChatMessage, ToolSpec } from '../model/types.js';

interface Tokenizer {
  countTokens(text: string, options?: { disallowedSpecial?: Set<string> }): number;
}
// Loaded on demand: parsing a BPE table takes 0.5–2 s, which the Action's start and `--help` must not pay.
let o200k: Tokenizer | undefined;
let cl100k: Tokenizer | undefined;

/** Loads the tokenizer a model needs. Until it is loaded, counts for that model use the estimate. */
export async function loadTokenizer(model: string | undefined): Promise<void> {
  const encoding = encodingFor(model);
  // Each table is a chunk of its own (dist/…/<id>.index.js), read only when this runs: parsing the 1–2 MB of a table
  // costs every start that reads it (0.5 s of CPU measured for both inside the engine chunk), and most starts (help,
  // refusals, skipped events, runs that end before the model) never count a token.
  if (encoding === 'o200k_base' && !o200k) o200k = await import('gpt-tokenizer/encoding/o200k_base');
  if (encoding === 'cl100k_base' && !cl100k) cl100k = await import('gpt-tokenizer/encoding/cl100k_base');
}

/** The encoding counts actually use now: the model's own when its tokenizer is loaded, else the estimate. */
export function activeEncoding(model: string | undefined): Encoding {
  const encoding = encodingFor(model);
  if (encoding === 'o200k_base') return o200k ? encoding : 'estimate';
  if (encoding === 'cl100k_base') return cl100k ? encoding : 'estimate';
  return encoding;
}

export type Encoding = 'o200k_base' | 'cl100k_base' | 'estimate' | 'bytes';

/** The tokenizer a model would count with, when it is not loaded yet (undefined: loaded, or none exists). */
export function pendingTokenizer(model: string | undefined): Encoding | undefined {
  const encoding = encodingFor(model);
  return encoding !== 'estimate' && activeEncoding(model) === 'estimate' ? encoding : undefined;
}

/**
 * Characters per token for models without a public JS tokenizer. Measured with gpt-tokenizer on this repo's
 * dependencies (openai, zod, yaml, picomatch sources): ~4.1 chars/token on code and markdown, 3.8 on JSON, 3.4 on
 * numbered `read_file` output, for both o200k_base and cl100k_base. We use 3.3 so the estimate over-counts for
 * tiktoken-like vocabularies (DeepSeek, Llama 3, Mistral Tekken) and still leaves room for Claude's tokenizer, which
 * spends noticeably more tokens on code. Over-counting only compacts a little early; under-counting gets a 400.
 */
export const ESTIMATE_CHARS_PER_TOKEN = 3.3;

/** Chat framing per message (role, separators), as in OpenAI's cookbook; the reply is primed with 3 more. */
const PER_MESSAGE = 3;
const PER_REQUEST = 3;
/** A tool call's id, type and wrapping; not documented by OpenAI, measured loosely against reported usage. */
const PER_TOOL_CALL = 8;
/** The tool_call_id a tool message carries. */
const PER_TOOL_MESSAGE = 10;

// Special-token text inside a file or log (e.g. "<|endoftext|>") is plain text to us, never an error.
const ENCODE_OPTIONS = { disallowedSpecial: new Set<string>() };

/** Which tokenizer a model name uses. Provider prefixes ("openai/gpt-4.1") and date suffixes are ignored. */
export function encodingFor(model: string | undefined): Exclude<Encoding, 'bytes'> {
  if (!model) return 'o200k_base';
  const id = model.toLowerCase().split('/').pop() ?? '';
  if (/^(gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|chatgpt-4o|o[1-9](-|$)|codex)/.test(id)) return 'o200k_base';
  if (/^(gpt-4|gpt-3\.5)/.test(id)) return 'cl100k_base';
  return 'estimate';
}

/** Tokens in one string. */
export function countText(text: string, encoding: Encoding): number {
  if (text.length === 0) return 0;
  switch (encoding) {
    case 'o200k_base':
      if (o200k) return o200k.countTokens(text, ENCODE_OPTIONS);
      break;
    case 'cl100k_base':
      if (cl100k) return cl100k.countTokens(text, ENCODE_OPTIONS);
      break;
    case 'bytes':
      return Buffer.byteLength(text, 'utf8');
  }
  return Math.ceil(text.length / ESTIMATE_CHARS_PER_TOKEN);
}

interface Cached {
  encoding: Encoding;
  /** Guards against a message object changed in place after it was counted. */
  shape: number;
  tokens: number;
}
const cache = new WeakMap<ChatMessage, Cached[]>();

function shapeOf(m: ChatMessage): number {
  let n = (m.content ?? '').length;
  if (m.role === 'assistant' && m.tool_calls) {
    for (const c of m.tool_calls) n += 31 * (c.function.arguments.length + c.function.name.length + c.id.length + 1);
  }
  return n;
}

function countMessageUncached(m: ChatMessage, encoding: Encoding): number {
  let n = PER_MESSAGE + countText(m.content ?? '', encoding);
  if (m.role === 'assistant' && m.tool_calls) {
    for (const c of m.tool_calls) {
      // Counted as the JSON string an endpoint receives (quotes escaped) with the call's id: endpoints that count the
      // request body (GitHub Models' "Max size: 8000 tokens") see those tokens too, and the budget is a promise.
      n +=
        PER_TOOL_CALL +
        countText(c.function.name, encoding) +
        countText(JSON.stringify(c.function.arguments), encoding) +
        countText(c.id, encoding);
    }
  }
  if (m.role === 'tool') n += PER_TOOL_MESSAGE + countText(m.tool_call_id, encoding);
  return n;
}

/** Tokens one message adds to a request. Cached per message object and encoding. */
export function countMessage(m: ChatMessage, model?: string): number {
  return countMessageWith(m, activeEncoding(model));
}

export function countMessageWith(m: ChatMessage, encoding: Encoding): number {
  const shape = shapeOf(m);
  const entries = cache.get(m);
  const hit = entries?.find((e) => e.encoding === encoding);
  if (hit && hit.shape === shape) return hit.tokens;
  const tokens = countMessageUncached(m, encoding);
  if (hit) {
    hit.shape = shape;
    hit.tokens = tokens;
  } else if (entries) entries.push({ encoding, shape, tokens });
  else cache.set(m, [{ encoding, shape, tokens }]);
  return tokens;
}

/** Prompt tokens of a request's messages (not its tool schemas: see countToolTokens). */
export function countTokens(messages: readonly ChatMessage[], model?: string): number {
  const encoding = activeEncoding(model);
  let n = PER_REQUEST;
  for (const m of messages) n += countMessageWith(m, encoding);
  return n;
}

const toolCache = new WeakMap<readonly ToolSpec[], Map<Encoding, number>>();

/**
 * Tokens the tool schemas add to every request. Providers render them more compactly than JSON, so counting the JSON
 * is a slight over-estimate, which is the safe side for a budget.
 */
export function countToolTokens(
  tools: readonly ToolSpec[],
  model?: string,
  encoding: Encoding = activeEncoding(model),
): number {
  if (tools.length === 0) return 0;
  let byEncoding = toolCache.get(tools);
  const hit = byEncoding?.get(encoding);
  if (hit !== undefined) return hit;
  const n = countText(JSON.stringify(tools), encoding);
  if (!byEncoding) toolCache.set(tools, (byEncoding = new Map()));
  byEncoding.set(encoding, n);
  return n;
}
