/**
 * First version of the context policy: keep the system prompt and task, drop the oldest whole units (an assistant
 * message and all its tool results) until the estimate fits the budget.
 */
import type { ChatMessage } from '../model/types.js';

export interface ContextOptions {
  /** Prompt budget in tokens. */
  contextTokens: number;
  /** Model name, to choose a tokenizer. */
  model?: string;
}

const estimate = (m: ChatMessage) =>
  Math.ceil(((m.content ?? '').length + JSON.stringify((m as { tool_calls?: unknown }).tool_calls ?? '').length) / 3.5) + 4;

export class ContextManager {
  constructor(private readonly options: ContextOptions) {}

  /** The messages to send for this request. `history` is the full, append-only record (first two: system, task). */
  prepare(history: ChatMessage[]): ChatMessage[] {
    const head = history.slice(0, 2);
    const units: ChatMessage[][] = [];
    for (const m of history.slice(2)) {
      if (m.role === 'tool' && units.length > 0) units[units.length - 1]!.push(m);
      else units.push([m]);
    }
    let total = [...head, ...units.flat()].reduce((n, m) => n + estimate(m), 0);
    while (units.length > 1 && total > this.options.contextTokens) {
      total -= units.shift()!.reduce((n, m) => n + estimate(m), 0);
    }
    return [...head, ...units.flat()];
  }
}
