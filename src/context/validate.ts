/**
 * Protocol check run before every request. Providers answer 400 to a tool message that answers no call, or to a call
 * left unanswered (the classic failure of sliding-window pruning with parallel tool calls), so we catch both here,
 * where the message says which index broke, instead of in an HTTP error from the endpoint.
 */
import type { ChatMessage } from '../model/types.js';

export interface ValidateOptions {
  /** When given, the task message (index 1) must contain this text. */
  task?: string;
}

/** Problems with a chat-completions request, one readable line each; empty means valid. */
export function validateRequest(messages: readonly ChatMessage[], options: ValidateOptions = {}): string[] {
  const problems: string[] = [];
  if (messages.length === 0) return ['the request has no messages: it needs the system prompt and the task'];

  if (messages[0]!.role !== 'system')
    problems.push(`message 0 is "${messages[0]!.role}": the system prompt must come first`);
  const task = messages[1];
  if (!task || task.role !== 'user' || !(task.content ?? '').trim()) {
    problems.push('message 1 is not the task: the second message must be the user task, and it must not be empty');
  } else if (options.task !== undefined && !task.content.includes(options.task)) {
    problems.push('message 1 does not contain the task text: the task must be in every request, unchanged');
  }

  // Calls of the most recent assistant message, and which of them have been answered.
  let open: { index: number; ids: Map<string, string>; answered: Set<string> } | null = null;
  const closeOpen = (at: string) => {
    if (!open) return;
    for (const [id, name] of open.ids) {
      if (!open.answered.has(id))
        problems.push(`tool call ${id} (${name}) of message ${open.index} is not answered ${at}`);
    }
    open = null;
  };

  messages.forEach((m, i) => {
    switch (m.role) {
      case 'tool': {
        if (!open) {
          problems.push(`message ${i} (tool, ${m.tool_call_id}) does not follow an assistant message with tool_calls`);
        } else if (!open.ids.has(m.tool_call_id)) {
          problems.push(`message ${i} (tool) answers ${m.tool_call_id}, which message ${open.index} did not call`);
        } else if (open.answered.has(m.tool_call_id)) {
          problems.push(`message ${i} (tool) answers ${m.tool_call_id} a second time`);
        } else open.answered.add(m.tool_call_id);
        if (typeof m.content !== 'string') problems.push(`message ${i} (tool) has no text content`);
        return;
      }
      case 'assistant': {
        closeOpen(`before message ${i}`);
        const calls = m.tool_calls;
        if (calls !== undefined && calls.length === 0) {
          problems.push(`message ${i} (assistant) has an empty tool_calls list: omit the field instead`);
        }
        if (!calls?.length && !(m.content ?? '').length) {
          problems.push(`message ${i} (assistant) is empty: no content and no tool_calls`);
        }
        if (calls?.length) {
          open = { index: i, ids: new Map(), answered: new Set() };
          for (const c of calls) {
            if (open.ids.has(c.id)) problems.push(`message ${i} (assistant) uses tool call id ${c.id} twice`);
            open.ids.set(c.id, c.function?.name ?? '?');
          }
        }
        return;
      }
      case 'system':
      case 'user':
        closeOpen(`before message ${i}`);
        return;
      default:
        closeOpen(`before message ${i}`);
        problems.push(`message ${i} has an unknown role "${(m as { role: unknown }).role}"`);
    }
  });
  closeOpen('by the end of the request');
  return problems;
}
