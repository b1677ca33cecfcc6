/**
 * A real HTTP server on 127.0.0.1 that speaks OpenAI chat completions from a script. It checks every request the way
 * the real API does and answers 400 to an invalid history, so tests see what a provider would do.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedError {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ScriptStep =
  | { role: 'assistant'; content: string | null; tool_calls?: unknown[] }
  | ScriptedError
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
  close(): Promise<void>;
}

export interface FakeOptions {
  /** Answer 400 to any request that carries `tools` (an endpoint without native tool calling). */
  rejectTools?: boolean;
  /** Usage reported per response. */
  usage?: { prompt_tokens?: number; completion_tokens?: number; cached_tokens?: number };
  /** Reply when the script has run out. Default: a plain "done" message. */
  whenExhausted?: ScriptStep;
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
      if ((m.content === null || m.content === undefined) && !(m.tool_calls?.length)) {
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
  let next = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return send(404, { error: { message: 'not found' } });
      let request: ChatRequest;
      try {
        request = JSON.parse(raw);
      } catch {
        return send(400, { error: { message: 'invalid JSON body', type: 'invalid_request_error' } });
      }
      requests.push(request);
      if (options.rejectTools && request.tools) {
        return send(400, { error: { message: "tools is not supported for this model", type: 'invalid_request_error', param: 'tools' } });
      }
      const invalid = protocolError(request.messages);
      if (invalid) {
        rejected.push({ request, error: invalid });
        return send(400, { error: { message: invalid, type: 'invalid_request_error', param: 'messages', code: null } });
      }
      let step: ScriptStep = script[next++] ?? options.whenExhausted ?? { role: 'assistant', content: 'done' };
      while (typeof step === 'function') step = step(request, requests.length - 1);
      if ('status' in step) return send(step.status, step.body ?? { error: { message: `scripted ${step.status}` } }, step.headers);
      const u = options.usage ?? {};
      send(200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: request.model,
        choices: [{ index: 0, message: { refusal: null, ...step }, finish_reason: step.tool_calls?.length ? 'tool_calls' : 'stop' }],
        usage: {
          prompt_tokens: u.prompt_tokens ?? 100,
          completion_tokens: u.completion_tokens ?? 10,
          total_tokens: (u.prompt_tokens ?? 100) + (u.completion_tokens ?? 10),
          prompt_tokens_details: { cached_tokens: u.cached_tokens ?? 0 },
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    rejected,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A tool call in the shape the API returns. */
export function toolCall(id: string, name: string, args: Record<string, unknown> | string) {
  return { id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } };
}

export const assistant = (content: string | null, ...calls: ReturnType<typeof toolCall>[]) =>
  ({ role: 'assistant' as const, content, ...(calls.length ? { tool_calls: calls } : {}) });
