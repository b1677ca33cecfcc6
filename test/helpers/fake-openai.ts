/**
 * A real HTTP server on 127.0.0.1 that speaks OpenAI chat completions from a script. It checks every request the way
 * the real API does and answers 400 to an invalid history, so tests see what a provider would do.
 */
import http from 'node:http';
import { closeServer, listenLocal } from './http.js';
import { countTokens as o200kCount } from 'gpt-tokenizer/encoding/o200k_base';

export interface ScriptedError {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ScriptStep =
  | { role: 'assistant'; content: string | null; tool_calls?: unknown[] }
  | ScriptedError
  /** Never answer: the request waits, as on a model that is still thinking, until the server closes. */
  | { hold: true }
  | ((request: ChatRequest, index: number) => ScriptStep);

export interface ChatRequest {
  model: string;
  messages: Array<Record<string, any>>;
  tools?: unknown[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

export interface FakeOpenAI {
  url: string;
  requests: ChatRequest[];
  /** Requests answered 400 because the history was invalid. */
  rejected: Array<{ request: ChatRequest; error: string }>;
  /** The Authorization header of every request, in order. */
  authorizations: string[];
  /** Input tokens of every request as the GitHub Models emulation counts them (o200k), in order. */
  inputTokens: number[];
  /** Requests refused with 413 tokens_limit_reached. */
  tooLarge: number;
  close(): Promise<void>;
}

export interface FakeOptions {
  /** Answer 400 to any request that carries `tools` (an endpoint without native tool calling). */
  rejectTools?: boolean;
  /** Usage reported per response. */
  usage?: { prompt_tokens?: number; completion_tokens?: number; cached_tokens?: number };
  /** Reply when the script has run out. Default: a plain "done" message. */
  whenExhausted?: ScriptStep;
  /**
   * Answer as GitHub Models does at its documented limits, with its exact error bodies and headers: a request over
   * `maxInputTokens` gets 413 tokens_limit_reached; the request after `requestsPerDay` accepted ones gets the daily 429.
   */
  githubModels?: { maxInputTokens?: number; requestsPerDay?: number; modelName?: string };
  /** `GET /models` (agent-fix's start-up check): the list, or this error. Default: 404, as an endpoint without it. */
  models?: 'list' | ScriptedError;
}

/**
 * Tokens of a request the way an endpoint might count them: o200k over each message's content and tool calls (as
 * JSON), plus the tool definitions as JSON. Deliberately not agent-fix's own counter, so the two can disagree a little.
 */
export function endpointTokenCount(request: ChatRequest): number {
  let n = 3;
  for (const m of request.messages) {
    n += 4 + o200kCount(String(m.content ?? ''), { disallowedSpecial: new Set() });
    if (m.tool_calls) n += o200kCount(JSON.stringify(m.tool_calls), { disallowedSpecial: new Set() });
  }
  if (request.tools) n += o200kCount(JSON.stringify(request.tools), { disallowedSpecial: new Set() });
  return n;
}

/** GitHub Models' daily-quota answer, verbatim. */
export function dailyLimitResponse(perDay = 50, waitSeconds = 24367): ScriptedError {
  const message = `Rate limit of ${perDay} per 86400s exceeded for UserByModelByDay. Please wait ${waitSeconds} seconds before retrying.`;
  return {
    status: 429,
    headers: { 'retry-after': String(waitSeconds), 'x-ratelimit-type': 'UserByModelByDay' },
    body: { error: { code: 'RateLimitReached', message, details: message } },
  };
}

/** GitHub Models' answer to a request over its per-request token limit, verbatim. */
export function tooLargeResponse(max = 8000, modelName = 'gpt-4.1'): ScriptedError {
  const message = `Request body too large for ${modelName} model. Max size: ${max} tokens.`;
  return { status: 413, body: { error: { code: 'tokens_limit_reached', message, details: message } } };
}

/** The protocol rules providers enforce; returns the error text, or undefined when valid. */
export function protocolError(messages: Array<Record<string, any>>): string | undefined {
  if (!Array.isArray(messages) || messages.length === 0) return "'messages' must be a non-empty array";
  let pending: Set<string> | undefined;
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]!;
    if (m.role === 'tool') {
      if (!pending || !pending.has(m.tool_call_id)) {
        return `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. (messages[${i}])`;
      }
      pending.delete(m.tool_call_id);
      continue;
    }
    if (pending && pending.size > 0) {
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending].join(', ')}`;
    }
    pending = undefined;
    if (m.role === 'assistant') {
      if ((m.content === null || m.content === undefined) && !m.tool_calls?.length) {
        return `Invalid value for messages[${i}]: an assistant message needs content or tool_calls`;
      }
      if (m.tool_calls?.length) pending = new Set(m.tool_calls.map((c: any) => c.id));
    } else if (!['system', 'user', 'developer'].includes(m.role)) {
      return `Invalid value for messages[${i}].role: '${m.role}'`;
    }
  }
  if (pending && pending.size > 0) {
    return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending].join(', ')}`;
  }
  return undefined;
}

export async function startFakeOpenAI(script: ScriptStep[], options: FakeOptions = {}): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = [];
  const rejected: FakeOpenAI['rejected'] = [];
  const authorizations: string[] = [];
  const inputTokens: number[] = [];
  let tooLarge = 0;
  let accepted = 0;
  let next = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url?.endsWith('/models') && options.models) {
        authorizations.push(String(req.headers.authorization ?? ''));
        const m = options.models;
        if (m === 'list') return send(200, { object: 'list', data: [{ id: 'gpt-4.1', object: 'model' }] });
        return send(m.status, m.body ?? { error: { message: `scripted ${m.status}` } }, m.headers);
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
        return send(404, { error: { message: 'not found' } });
      let request: ChatRequest;
      try {
        request = JSON.parse(raw);
      } catch {
        return send(400, { error: { message: 'invalid JSON body', type: 'invalid_request_error' } });
      }
      requests.push(request);
      authorizations.push(String(req.headers.authorization ?? ''));
      const gm = options.githubModels;
      if (gm) {
        const tokens = endpointTokenCount(request);
        inputTokens.push(tokens);
        if (gm.requestsPerDay !== undefined && accepted >= gm.requestsPerDay) {
          const daily = dailyLimitResponse(gm.requestsPerDay);
          return send(daily.status, daily.body, daily.headers);
        }
        if (gm.maxInputTokens !== undefined && tokens > gm.maxInputTokens) {
          tooLarge += 1;
          return send(413, tooLargeResponse(gm.maxInputTokens, gm.modelName).body);
        }
        accepted += 1;
      }
      if (options.rejectTools && request.tools) {
        return send(400, {
          error: { message: 'tools is not supported for this model', type: 'invalid_request_error', param: 'tools' },
        });
      }
      const invalid = protocolError(request.messages);
      if (invalid) {
        rejected.push({ request, error: invalid });
        return send(400, { error: { message: invalid, type: 'invalid_request_error', param: 'messages', code: null } });
      }
      let step: ScriptStep = script[next++] ?? options.whenExhausted ?? { role: 'assistant', content: 'done' };
      while (typeof step === 'function') step = step(request, requests.length - 1);
      if ('hold' in step) return;
      if ('status' in step)
        return send(step.status, step.body ?? { error: { message: `scripted ${step.status}` } }, step.headers);
      const u = options.usage ?? {};
      send(200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: request.model,
        choices: [
          {
            index: 0,
            message: { refusal: null, ...step },
            finish_reason: step.tool_calls?.length ? 'tool_calls' : 'stop',
          },
        ],
        usage: {
          prompt_tokens: u.prompt_tokens ?? 100,
          completion_tokens: u.completion_tokens ?? 10,
          total_tokens: (u.prompt_tokens ?? 100) + (u.completion_tokens ?? 10),
          prompt_tokens_details: { cached_tokens: u.cached_tokens ?? 0 },
        },
      });
    });
  });
  const url = await listenLocal(server);
  return {
    url: `${url}/v1`,
    requests,
    rejected,
    authorizations,
    inputTokens,
    get tooLarge() {
      return tooLarge;
    },
    close: () => closeServer(server),
  };
}

/** A tool call in the shape the API returns. */
export function toolCall(id: string, name: string, args: Record<string, unknown> | string) {
  return {
    id,
    type: 'function',
    function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
  };
}

export const assistant = (content: string | null, ...calls: ReturnType<typeof toolCall>[]) => ({
  role: 'assistant' as const,
  content,
  ...(calls.length ? { tool_calls: calls } : {}),
});

/**
 * The three turns of a model that edits once: patch_file with `edit`, run_tests, finish with `summary`; `ids` names
 * the three calls, one letter each.
 */
export const patchTestFinish = (
  edit: { path: string; old_str: string; new_str: string },
  summary: string,
  ids = 'abc',
) => [
  assistant(null, toolCall(ids[0]!, 'patch_file', edit)),
  assistant(null, toolCall(ids[1]!, 'run_tests', {})),
  assistant(null, toolCall(ids[2]!, 'finish', { summary })),
];
