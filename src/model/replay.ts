/**
 * The replay model: answers with the assistant messages recorded in a file, in order, with no network. A file is a
 * trajectory (JSONL with `{"type":"model","message":…}` lines, as --trajectory writes) or a JSON array of messages.
 */
import fs from 'node:fs';
import type { AssistantMessage, Model, ModelReply } from './types.js';
import { ModelError, zeroUsage } from './types.js';
import { readUsage } from './usage.js';

interface Recorded {
  message: AssistantMessage;
  usage?: unknown;
}

export function loadRecording(file: string): Recorded[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ModelError(
      `cannot read the replay file ${file}; give --model replay:FILE with an existing recording`,
      'other',
    );
  }
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return (JSON.parse(trimmed) as AssistantMessage[]).map((message) => ({ message }));
  const recorded: Recorded[] = [];
  for (const line of trimmed.split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { type?: string; message?: AssistantMessage; usage?: unknown };
    if (entry.type === 'model' && entry.message) recorded.push({ message: entry.message, usage: entry.usage });
  }
  if (recorded.length === 0) throw new ModelError(`the replay file ${file} holds no model messages`, 'other');
  return recorded;
}

/** Trajectories store our own Usage shape; raw provider usage is read defensively. */
function recordedUsage(raw: unknown) {
  const u = raw as Record<string, unknown>;
  if (typeof u.cached_tokens === 'number') return { ...zeroUsage(), ...(u as object) } as ReturnType<typeof zeroUsage>;
  return readUsage(raw);
}

export class ReplayModel implements Model {
  readonly name: string;
  private next = 0;
  private readonly recorded: Recorded[];

  constructor(readonly file: string) {
    this.name = `replay:${file}`;
    this.recorded = loadRecording(file);
  }

  async query(): Promise<ModelReply> {
    const entry = this.recorded[this.next++];
    if (!entry)
      throw new ModelError(
        `the replay ${this.file} ran out of recorded messages after ${this.recorded.length}`,
        'other',
      );
    return { message: structuredClone(entry.message), usage: entry.usage ? recordedUsage(entry.usage) : zeroUsage() };
  }
}
