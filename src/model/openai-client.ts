/**
 * An OpenAI-compatible chat-completions client (OpenAI, Azure, GitHub Models, DeepSeek, OpenRouter, Ollama, vLLM).
 * It owns the retry policy: 5xx and connection errors are retried with backoff; a 429 waits as long as the endpoint
 * says (retry-after, retry-after-ms, x-ratelimit-reset-*) unless that is longer than the cap, a daily limit or
 * insufficient_quota, which stop the run at once (RateLimitStop) instead of hanging it. 400 and 401 are never
 * retried; a request refused as too large with a named limit becomes a ContextLimitError the loop learns from.
 */
import OpenAI from 'openai';
import type { ChatMessage, Model, ModelReply, QueryOptions, ToolCall, ToolSpec } from './types.js';
import { ContextLimitError, ModelError, RateLimitStop } from './types.js';
import { readUsage } from './usage.js';
import { formatWait, isLocalhostName } from './endpoint.js';
import { loopbackFetch } from './loopback.js';
import { pacerFor, parseResetMs, type RequestPacer } from './pacer.js';

export interface OpenAIModelOptions {
  model: string;
  apiKey: string;
  /** Default: https://api.openai.com/v1 */
  baseUrl?: string;
  /** Per-request timeout. Default 180 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 5. */
  maxRetries?: number;
  /** First backoff delay; doubles each retry, capped at 30 s. Default 1000 ms. */
  retryBaseMs?: number;
  /** Sent as `prompt_cache_key` (OpenAI only) so every request of a run lands on the same cache. */
  promptCacheKey?: string;
  /** Sent as `max_tokens` (GitHub Models: its per-request output limit). Unset: the endpoint's default. */
  maxOutputTokens?: number;
  /** Requests are paced to stay under this many a minute, across every run of the process on this endpoint. */
  requestsPerMinute?: number;
  /** How messages name the endpoint ("GitHub Models", or its host). */
  label?: string;
  /** The longest rate-limit wait the client sits through (default 5 min; less when the run's time budget ends sooner). */
  maxWaitMs?: number;
  log?: (line: string) => void;
}

const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);
export const MAX_RATE_LIMIT_WAIT_MS = 5 * 60_000;

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Number(ms);
  const s = headers?.get('retry-after');
  if (s) {
    if (Number.isFinite(Number(s))) return Number(s) * 1000;
    const date = Date.parse(s);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  // OpenAI sends no retry-after on some 429s, only when each window resets; wait for the one that ran out.
  const waits: number[] = [];
  for (const kind of ['requests', 'tokens']) {
    const reset = parseResetMs(headers?.get(`x-ratelimit-reset-${kind}`));
    if (reset === undefined) continue;
    const left = Number(headers?.get(`x-ratelimit-remaining-${kind}`) ?? NaN);
    if (left === 0) return reset;
    waits.push(reset);
  }
  return waits.length ? Math.min(...waits) : undefined;
}

/** The start-up check's one request: an endpoint that cannot list its models in this long is checked no further. */
const CHECK_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a failed call ends: retried (after `waitMs` when the endpoint says), or the error that stops the run. */
type Classified = { retry: boolean; error: ModelError; waitMs?: number };

export class OpenAIModel implements Model {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly isOpenAI: boolean;
  private readonly pacer: RequestPacer;
  private readonly label: string;

  constructor(private readonly options: OpenAIModelOptions) {
    this.name = options.model;
    const baseURL = options.baseUrl ?? 'https://api.openai.com/v1';
    this.isOpenAI = /^https:\/\/api\.openai\.com\//.test(baseURL);
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL,
      timeout: options.timeoutMs ?? 180_000,
      maxRetries: 0,
      // A `.localhost` host is this machine: connected to 127.0.0.1 without a resolver (model/loopback.ts).
      ...(isLocalhostName(new URL(baseURL).hostname) ? { fetch: loopbackFetch() } : {}),
    });
    this.pacer = pacerFor(baseURL, options.requestsPerMinute);
    this.label = options.label ?? new URL(baseURL).host;
  }

  async query(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions = {}): Promise<ModelReply> {
    const maxRetries = this.options.maxRetries ?? 5;
    for (let attempt = 0; ; attempt++) {
      const pace = this.pacer.reserve();
      if (pace > 0) {
        this.options.log?.(
          `model: pacing requests to ${this.label}'s rate limit; next in ${(pace / 1000).toFixed(1)} s`,
        );
        await sleep(pace);
      }
      try {
        return await this.once(messages, tools, options);
      } catch (err) {
        const { retry, error, waitMs } = this.classify(err);
        if (!retry || attempt >= maxRetries) throw error;
        const cap = Math.min(
          this.options.maxWaitMs ?? MAX_RATE_LIMIT_WAIT_MS,
          options.deadline !== undefined ? options.deadline - Date.now() : Infinity,
        );
        if (waitMs !== undefined && waitMs > cap) {
          throw new RateLimitStop(
            `${possessive(this.label)} rate limit for ${this.name} asks to wait ${formatWait(waitMs)}, longer than agent-fix waits ` +
              `(${formatWait(Math.max(0, cap))}: the lesser of 5 min and the time budget left) (${error.message}). The work so far is kept; ` +
              'run again later, or use another endpoint or model (api-key / base-url / model)',
            waitMs,
            error.status,
          );
        }
        const backoff = Math.min(30_000, (this.options.retryBaseMs ?? 1000) * 2 ** attempt);
        const wait = Math.max(0, Math.min(cap, waitMs ?? backoff));
        this.options.log?.(
          `model: ${error.message}; retry ${attempt + 1}/${maxRetries} in ${(wait / 1000).toFixed(1)} s`,
        );
        await sleep(wait);
      }
    }
  }

  /**
   * `GET /models` with the key: no tokens spent. Not reachable (after one retry) or a refused key stops the run
   * before the baseline; any other answer (an endpoint without the list) leaves the verdict to the first request.
   */
  async check(): Promise<void> {
    const where = this.options.baseUrl ?? 'https://api.openai.com/v1';
    for (let attempt = 0; ; attempt++) {
      try {
        await this.client.get('/models', { timeout: CHECK_TIMEOUT_MS });
        return;
      } catch (err) {
        if (err instanceof OpenAI.APIConnectionError) {
          if (attempt < 1) {
            await sleep(this.options.retryBaseMs ?? 1000);
            continue;
          }
          throw new ModelError(
            `the model endpoint ${where} cannot be reached (${err.message}), so the key could not be checked. Check --base-url / OPENAI_BASE_URL (the Action's base-url input) and the network`,
            'unreachable',
          );
        }
        if (err instanceof OpenAI.APIError && (err.status === 401 || err.status === 403)) {
          const detail = err.message.slice(0, 400).replace(/[.\s]+$/, '');
          throw this.refusal(err.status, '', `${detail} (the endpoint is reachable; the key is what failed)`, where)!;
        }
        return;
      }
    }
  }

  private async once(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions): Promise<ModelReply> {
    const body: Record<string, unknown> = { model: this.options.model, messages };
    if (tools.length) {
      body.tools = tools;
      body.tool_choice = options.toolChoice ?? 'auto';
    }
    if (this.options.maxOutputTokens) body.max_tokens = this.options.maxOutputTokens;
    if (this.isOpenAI && this.options.promptCacheKey) body.prompt_cache_key = this.options.promptCacheKey;
    const { data: response, response: raw } = await this.client.chat.completions
      .create(body as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming, { signal: options.signal })
      .withResponse();
    this.pacer.observe(raw.headers);
    const choice = response.choices?.[0];
    if (!choice?.message) throw new ModelError('the endpoint answered without a message (no choices)', 'other');
    const calls = (choice.message.tool_calls ?? []).filter(
      (c) => c.type === 'function',
    ) as OpenAI.ChatCompletionMessageFunctionToolCall[];
    const toolCalls: ToolCall[] = calls.map((c, i) => ({
      id: c.id || `call_${Date.now().toString(36)}_${i}`,
      type: 'function',
      function: { name: c.function?.name ?? '', arguments: c.function?.arguments ?? '' },
    }));
    return {
      message: {
        role: 'assistant',
        content: choice.message.content ?? null,
        ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
      },
      usage: readUsage(response.usage),
      finishReason: choice.finish_reason ?? undefined,
    };
  }

  private classify(err: unknown): Classified {
    const where = this.options.baseUrl ?? 'https://api.openai.com/v1';
    if (err instanceof ModelError) return { retry: false, error: err };
    if (err instanceof OpenAI.APIConnectionError) {
      return {
        retry: true,
        error: new ModelError(
          `cannot reach the model endpoint ${where} (${err.message}); check --base-url / OPENAI_BASE_URL and the network`,
          'unreachable',
        ),
      };
    }
    if (err instanceof OpenAI.APIError) return this.classifyStatus(err, where);
    return {
      retry: false,
      error: new ModelError(`model call failed: ${(err as Error)?.message ?? String(err)}`, 'other'),
    };
  }

  /**
   * An HTTP error from the endpoint: a refusal no retry changes, a spent daily limit (both stop), a transient status
   * (retried, after the wait the endpoint asks for), or a rejected request.
   */
  private classifyStatus(err: InstanceType<typeof OpenAI.APIError>, where: string): Classified {
    const status = err.status ?? 0;
    const code = (err.code ?? (err.error as { code?: string } | undefined)?.code ?? '') as string;
    // Without its closing period: the messages below end the sentence themselves ("(401): bad key. Check …").
    const detail = err.message.slice(0, 400).replace(/[.\s]+$/, '');
    const refused = this.refusal(status, code, detail, where);
    if (refused) return { retry: false, error: refused };
    const waitMs = retryAfterMs(err.headers);
    if (status === 429 && isDaily(err.headers, detail)) {
      const resets = waitMs !== undefined ? `; it resets in ${formatWait(waitMs)}` : '';
      return {
        retry: false,
        error: new RateLimitStop(
          `${possessive(this.label)} daily limit for ${this.name} is spent${resets} (${detail}). The work so far is kept. ` +
            'Run again after the reset, or set api-key (with base-url) to use another endpoint',
          waitMs,
          status,
        ),
      };
    }
    if (RETRYABLE.has(status)) {
      return {
        retry: true,
        error: new ModelError(`model endpoint error ${status}: ${detail}`, 'unreachable', status),
        waitMs,
      };
    }
    return {
      retry: false,
      error: new ModelError(`the model endpoint rejected the request (${status}): ${detail}`, 'bad-request', status),
    };
  }

  /** The refusals no retry changes: the key, a request too large for the model, an account without quota. */
  private refusal(status: number, code: string, detail: string, where: string): ModelError | undefined {
    if (status === 401 || status === 403) {
      return new ModelError(
        `the model endpoint ${where} refused the key (${status}): ${detail}. Check the key: OPENAI_API_KEY (CLI) or the api-key input (Action); on GitHub Models it is GITHUB_TOKEN / github-token, which needs \`permissions: models: read\``,
        'auth',
        status,
      );
    }
    const limit = contextLimitOf(status, code, detail);
    if (limit !== undefined) {
      return new ContextLimitError(
        `${this.label} refused the request as too large (${status} ${code || 'context limit'}): ${detail}`,
        limit,
        status,
      );
    }
    if (status === 413 || code === 'tokens_limit_reached' || code === 'context_length_exceeded') {
      return new ModelError(
        `${this.label} refused the request as too large (${status}): ${detail}. Lower context-tokens (--context-tokens)`,
        'bad-request',
        status,
      );
    }
    if (status === 429 && /insufficient_quota/.test(`${code} ${detail}`)) {
      return new RateLimitStop(
        `the account behind the key has no quota left at ${this.label} (429 insufficient_quota): ${detail}. The work so far is kept; add credit, or use another key or model (api-key / OPENAI_API_KEY)`,
        undefined,
        status,
      );
    }
    return undefined;
  }
}

/** GitHub Models: 413 tokens_limit_reached "Max size: 8000 tokens". OpenAI: context_length_exceeded "maximum context length is 128000 tokens". */
function contextLimitOf(status: number, code: string, detail: string): number | undefined {
  const match =
    (status === 413 || code === 'tokens_limit_reached' ? /max(?:imum)? size:?\s*(\d+)\s*tokens/i.exec(detail) : null) ??
    (status === 400 || code === 'context_length_exceeded'
      ? /maximum context length is (\d+) tokens/i.exec(detail)
      : null);
  const n = match ? Number(match[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** GitHub Models names its window in x-ratelimit-type (UserByModelByDay) and its message ("50 per 86400s"). */
function isDaily(headers: Headers | undefined, detail: string): boolean {
  return /ByDay/i.test(headers?.get('x-ratelimit-type') ?? '') || /per 86400s/.test(detail);
}

const possessive = (label: string) => (label.endsWith('s') ? `${label}'` : `${label}'s`);
