/**
 * An OpenAI-compatible chat-completions client (OpenAI, Azure, GitHub Models, DeepSeek, OpenRouter, Ollama, vLLM).
 * It owns the retry policy: 429, 5xx and connection errors are retried with backoff, honouring retry-after; 400, 401
 * and insufficient_quota never are, since repeating them only burns time.
 */
import OpenAI from 'openai';
import type { ChatMessage, Model, ModelReply, QueryOptions, ToolCall, ToolSpec } from './types.js';
import { ModelError } from './types.js';
import { readUsage } from './usage.js';

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
  log?: (line: string) => void;
}

const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Number(ms);
  const s = headers?.get('retry-after');
  if (!s) return undefined;
  if (Number.isFinite(Number(s))) return Number(s) * 1000;
  const date = Date.parse(s);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export class OpenAIModel implements Model {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly isOpenAI: boolean;

  constructor(private readonly options: OpenAIModelOptions) {
    this.name = options.model;
    const baseURL = options.baseUrl ?? 'https://api.openai.com/v1';
    this.isOpenAI = /^https:\/\/api\.openai\.com\//.test(baseURL);
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL, timeout: options.timeoutMs ?? 180_000, maxRetries: 0 });
  }

  async query(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions = {}): Promise<ModelReply> {
    const maxRetries = this.options.maxRetries ?? 5;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(messages, tools, options);
      } catch (err) {
        const { retry, error, waitMs } = this.classify(err);
        if (!retry || attempt >= maxRetries) throw error;
        const backoff = Math.min(30_000, (this.options.retryBaseMs ?? 1000) * 2 ** attempt);
        const wait = Math.min(120_000, waitMs ?? backoff);
        this.options.log?.(`model: ${error.message}; retry ${attempt + 1}/${maxRetries} in ${(wait / 1000).toFixed(1)} s`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private async once(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions): Promise<ModelReply> {
    const body: Record<string, unknown> = { model: this.options.model, messages };
    if (tools.length) {
      body.tools = tools;
      body.tool_choice = options.toolChoice ?? 'auto';
    }
    if (this.isOpenAI && this.options.promptCacheKey) body.prompt_cache_key = this.options.promptCacheKey;
    const response = await this.client.chat.completions.create(
      body as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming,
      { signal: options.signal },
    );
    const choice = response.choices?.[0];
    if (!choice?.message) throw new ModelError('the endpoint answered without a message (no choices)', 'other');
    const calls = (choice.message.tool_calls ?? []).filter((c) => c.type === 'function') as OpenAI.ChatCompletionMessageFunctionToolCall[];
    const toolCalls: ToolCall[] = calls.map((c, i) => ({
      id: c.id || `call_${Date.now().toString(36)}_${i}`,
      type: 'function',
      function: { name: c.function?.name ?? '', arguments: c.function?.arguments ?? '' },
    }));
    return {
      message: { role: 'assistant', content: choice.message.content ?? null, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
      usage: readUsage(response.usage),
      finishReason: choice.finish_reason ?? undefined,
    };
  }

  private classify(err: unknown): { retry: boolean; error: ModelError; waitMs?: number } {
    const where = this.options.baseUrl ?? 'https://api.openai.com/v1';
    if (err instanceof ModelError) return { retry: false, error: err };
    if (err instanceof OpenAI.APIConnectionError) {
      return { retry: true, error: new ModelError(`cannot reach the model endpoint ${where} (${err.message}); check --base-url / OPENAI_BASE_URL and the network`, 'unreachable') };
    }
    if (err instanceof OpenAI.APIError) {
      const status = err.status ?? 0;
      const code = (err.code ?? (err.error as { code?: string } | undefined)?.code ?? '') as string;
      const detail = err.message.slice(0, 400);
      if (status === 401 || status === 403) {
        return { retry: false, error: new ModelError(`the model endpoint refused the key (${status}): ${detail}. Check OPENAI_API_KEY / api-key (for GitHub Models: permissions: models: read)`, 'auth', status) };
      }
      if (status === 429 && /insufficient_quota/.test(`${code} ${detail}`)) {
        return { retry: false, error: new ModelError(`the account has no quota left (429 insufficient_quota): ${detail}. Add credit or use another key/model`, 'quota', status) };
      }
      if (RETRYABLE.has(status)) {
        return { retry: true, error: new ModelError(`model endpoint error ${status}: ${detail}`, 'unreachable', status), waitMs: retryAfterMs(err.headers) };
      }
      return { retry: false, error: new ModelError(`the model endpoint rejected the request (${status}): ${detail}`, status === 404 ? 'bad-request' : 'bad-request', status) };
    }
    return { retry: false, error: new ModelError(`model call failed: ${(err as Error)?.message ?? String(err)}`, 'other') };
  }
}
