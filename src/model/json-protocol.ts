/**
 * A tool protocol for endpoints without native tool calling (many local models, some gateways): the tools are
 * described in the system prompt, the model answers with one JSON action per reply, and this wrapper turns that into
 * an ordinary tool call, so the loop never knows the difference. `auto` starts native and switches for the rest of
 * the run the first time the endpoint rejects `tools`.
 */
import { z } from 'zod';
import type { AssistantMessage, ChatMessage, Model, ModelReply, QueryOptions, ToolSpec, Usage } from './types.js';
import { ModelError, addUsage, zeroUsage } from './types.js';

export type ToolProtocol = 'auto' | 'native' | 'json';

/** How many malformed replies in a row are corrected before the turn gives up with a plain message. */
const MAX_CORRECTIONS = 2;

const Action = z.object({
  tool: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

export function jsonProtocolInstructions(tools: ToolSpec[]): string {
  const lines = tools.map(
    (t) =>
      `- ${t.function.name}: ${t.function.description}\n  arguments (JSON schema): ${JSON.stringify(t.function.parameters)}`,
  );
  return `\n\n# Tools\nThis endpoint has no native tool calling. Call exactly one tool per reply by answering with one JSON object and nothing else:\n{"tool": "<name>", "arguments": {...}}\nYou may put a short thought before it on its own lines. Tool results come back in the next user message.\nAvailable tools:\n${lines.join('\n')}`;
}

/** Native history → plain history: tool calls become JSON text, tool results become user messages. */
export function toPlainMessages(messages: ChatMessage[], tools: ToolSpec[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const m of messages) {
    if (m.role === 'system') out.push({ role: 'system', content: m.content + jsonProtocolInstructions(tools) });
    else if (m.role === 'assistant' && m.tool_calls?.length) {
      const actions = m.tool_calls.map(
        (c) => `{"tool": ${JSON.stringify(c.function.name)}, "arguments": ${c.function.arguments || '{}'}}`,
      );
      out.push({ role: 'assistant', content: [m.content, ...actions].filter(Boolean).join('\n') });
    } else if (m.role === 'tool') {
      const prev = out[out.length - 1];
      const text = `Tool result (${m.tool_call_id}):\n${m.content}`;
      // Parallel results join one user message, so roles keep alternating.
      if (prev?.role === 'user' && prev.content.startsWith('Tool result (')) prev.content += `\n\n${text}`;
      else out.push({ role: 'user', content: text });
    } else out.push({ ...m });
  }
  return out;
}

/** The last balanced JSON object in `text` that parses as an action, or an error for the model. */
export function parseAction(
  text: string,
): { ok: true; tool: string; args: Record<string, unknown>; thought: string } | { ok: false; error: string } {
  const fenced = [...text.matchAll(/```(?:json)?\s*\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const candidates = [...fenced, ...balancedObjects(text)].reverse();
  for (const candidate of candidates) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    const parsed = Action.safeParse(value);
    if (parsed.success) {
      const thought = text
        .slice(0, Math.max(0, text.indexOf(candidate)))
        .replace(/```(?:json)?\s*$/, '')
        .trim();
      return { ok: true, tool: parsed.data.tool, args: parsed.data.arguments, thought };
    }
  }
  return {
    ok: false,
    error:
      'Your reply has no valid action. Answer with exactly one JSON object: {"tool": "<name>", "arguments": {...}}.',
  };
}

function balancedObjects(text: string): string[] {
  const found: string[] = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        found.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return found;
}

const looksLikeToolsRejected = (err: unknown) =>
  err instanceof ModelError && err.kind === 'bad-request' && /tool|function/i.test(err.message);

export class ToolProtocolModel implements Model {
  readonly name: string;
  private calls = 0;

  constructor(
    private readonly inner: Model,
    private mode: ToolProtocol,
    private readonly log?: (line: string) => void,
  ) {
    this.name = inner.name;
  }

  check(): Promise<void> {
    return this.inner.check?.() ?? Promise.resolve();
  }

  get protocol(): ToolProtocol {
    return this.mode;
  }

  async query(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions = {}): Promise<ModelReply> {
    if (this.mode !== 'json') {
      try {
        return await this.inner.query(messages, tools, options);
      } catch (err) {
        if (this.mode !== 'auto' || !looksLikeToolsRejected(err)) throw err;
        this.log?.(
          `model: the endpoint rejected native tool calls (${(err as Error).message.slice(0, 120)}); switching to the JSON tool protocol for this run`,
        );
        this.mode = 'json';
      }
    }
    return this.queryJson(messages, tools, options);
  }

  private async queryJson(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions): Promise<ModelReply> {
    const plain = toPlainMessages(messages, tools);
    let usage: Usage = zeroUsage();
    for (let attempt = 0; ; attempt++) {
      const reply = await this.inner.query(plain, [], options);
      usage = addUsage(usage, reply.usage);
      const text = reply.message.content ?? '';
      if (options.toolChoice === 'none') return { ...reply, usage };
      const action = parseAction(text);
      if (action.ok) {
        const message: AssistantMessage = {
          role: 'assistant',
          content: action.thought || null,
          tool_calls: [
            {
              id: `json_${++this.calls}`,
              type: 'function',
              function: { name: action.tool, arguments: JSON.stringify(action.args) },
            },
          ],
        };
        return { message, usage, finishReason: reply.finishReason };
      }
      // A plain answer is a claim of completion for the loop to judge, once corrections are used up.
      if (attempt >= MAX_CORRECTIONS)
        return { message: { role: 'assistant', content: text || '(empty reply)' }, usage };
      plain.push({ role: 'assistant', content: text || '(empty reply)' }, { role: 'user', content: action.error });
    }
  }
}
