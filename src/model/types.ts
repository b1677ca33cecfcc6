/** Chat-completions message shapes: the subset agent-fix sends and receives. */
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface SystemMessage {
  role: 'system';
  content: string;
}
export interface UserMessage {
  role: 'user';
  content: string;
}
export interface AssistantMessage {
  role: 'assistant';
  content: string | null;
  tool_calls?: ToolCall[];
}
export interface ToolMessage {
  role: 'tool';
  tool_call_id: string;
  content: string;
}
export type ChatMessage = SystemMessage | UserMessage | AssistantMessage | ToolMessage;

/** JSON schema of one function tool, as sent in `tools`. */
export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens: number;
  reasoning_tokens: number;
}

export const zeroUsage = (): Usage => ({
  prompt_tokens: 0,
  completion_tokens: 0,
  cached_tokens: 0,
  reasoning_tokens: 0,
});

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    cached_tokens: a.cached_tokens + b.cached_tokens,
    reasoning_tokens: a.reasoning_tokens + b.reasoning_tokens,
  };
}

export interface ModelReply {
  message: AssistantMessage;
  usage: Usage;
  finishReason?: string;
}

export interface QueryOptions {
  /** `none` asks for a plain answer (the wrap-up turn). */
  toolChoice?: 'auto' | 'none';
  signal?: AbortSignal;
  /** Epoch ms when the run's time budget ends: no rate-limit wait may run past it. */
  deadline?: number;
}

/** The Model contract: one request in, one assistant message out. */
export interface Model {
  readonly name: string;
  query(messages: ChatMessage[], tools: ToolSpec[], options?: QueryOptions): Promise<ModelReply>;
  /**
   * One cheap request before the run spends anything (no tokens): rejects with a ModelError saying whether the
   * endpoint could not be reached or refused the key. A model with no endpoint (a replay) has none.
   */
  check?(): Promise<void>;
}

/** Raised when the endpoint cannot be used: bad key, unreachable after retries, quota. Exit code 3 (or 2 for config). */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'unreachable' | 'quota' | 'bad-request' | 'context-limit' | 'rate-limit' | 'other',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/**
 * The endpoint refused a request as too large and named its limit (GitHub Models' 413 tokens_limit_reached, OpenAI's
 * context_length_exceeded). The loop lowers the context budget below `limit` and retries the same turn, once.
 */
export class ContextLimitError extends ModelError {
  constructor(
    message: string,
    readonly limit: number,
    status?: number,
  ) {
    super(message, 'context-limit', status);
    this.name = 'ContextLimitError';
  }
}

/**
 * A rate limit or quota that waiting cannot fix within the run (a daily limit, a wait past the cap, no quota left).
 * The run stops unresolved at once and keeps its work; `message` names the limit and when it resets.
 */
export class RateLimitStop extends ModelError {
  constructor(
    message: string,
    readonly resetsInMs?: number,
    status?: number,
  ) {
    super(message, 'rate-limit', status);
    this.name = 'RateLimitStop';
  }
}
