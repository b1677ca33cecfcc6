/**
 * The context policy: which messages go into each request. Its two jobs pull against each other: keep the prompt
 * small (cost, budget) and keep the prompt's prefix unchanged from request to request (providers bill a cached prefix
 * at a fraction of the price). So the history stays append-only, old tool outputs are masked in batches rather than
 * one per turn, and whole old units are dropped only near the budget. See README.md for the policy in full.
 *
 * A unit is a non-tool message plus the tool messages that answer it (an assistant message and all its results).
 * Units are masked or dropped whole, so no request ever holds an orphan tool message or an unanswered call.
 */
import type { AssistantMessage, ChatMessage, ToolCall, ToolMessage, ToolSpec, UserMessage } from '../model/types.js';
import {
  activeEncoding,
  countMessageWith,
  countText,
  countToolTokens,
  loadTokenizer,
  pendingTokenizer,
  type Encoding,
} from './tokens.js';

export interface ContextOptions {
  /** Prompt budget in tokens, tool schemas included. */
  contextTokens: number;
  /** Model name, to choose a tokenizer. */
  model?: string;
  /** Tool outputs kept whole, newest first (default 40,000; at most 40% of contextTokens). */
  workingSetTokens?: number;
  /**
   * When whole tool outputs pass the working set, mask the oldest until they fill (1 - this) of it (default 0.75).
   * Larger batches mean rarer cache breaks and a smaller average prompt; bench/context measures the trade.
   */
  maskBatchFraction?: number;
  /** The newest units are never masked by the working-set rule (default 2). */
  keepRecentUnits?: number;
  /** Drop whole old units when the prompt passes this share of contextTokens (default 0.9)... */
  compactAt?: number;
  /** ...down to this share (default 0.6), so drops, which break the cache, stay rare. */
  compactTo?: number;
  /** Tool schemas sent with every request; their tokens count against contextTokens. */
  tools?: readonly ToolSpec[];
  /** Cap on the running state note (default 800 tokens). */
  noteMaxTokens?: number;
  /** Cap on the digest of dropped units (default 1,500 tokens). */
  digestMaxTokens?: number;
  /** Tool results smaller than this stay whole even in masked units: a stub would save nothing (default 100). */
  maskMinTokens?: number;
  /** Told when ready() loaded the model's tokenizer, and why then. */
  onTokenizer?: (encoding: Encoding, why: string) => void;
}

export interface ContextStats {
  /** Units in the history (after system and task). */
  units: number;
  /** Units whose tool outputs are masked (dropped units included). */
  maskedUnits: number;
  /** Units left out of the request, replaced by the digest. */
  droppedUnits: number;
  /** Times a batch of units was masked; each one changes the prompt prefix once. */
  maskEvents: number;
  /** Times whole units were dropped (the normal path) or forced out to fit the budget. */
  compactions: number;
  /** Tokens of the last prepared request, tool schemas included. */
  promptTokens: number;
}

/** Even the smallest valid request does not fit: no policy can help, the user must change a setting. */
export class ContextBudgetError extends Error {
  constructor(
    readonly needed: number,
    readonly budget: number,
    readonly part: 'fixed' | 'turn' = 'turn',
    endpointLimit?: number,
  ) {
    super(
      part === 'fixed'
        ? `the system prompt, tool definitions and task alone need ${needed} tokens, more than the context budget of ` +
            `${budget} (context-tokens${endpointLimit ? `, lowered because the endpoint accepts at most ${endpointLimit} tokens a request` : ''}): ` +
            'shorten the task, or use a model or endpoint with a larger limit and raise --context-tokens (context-tokens)'
        : `the system prompt, task, tool schemas and newest turn need ${needed} tokens even with every older turn ` +
            `removed, more than the context budget of ${budget}: ` +
            'raise --context-tokens (context-tokens) or shorten the task',
    );
    this.name = 'ContextBudgetError';
  }
}

/**
 * A stable `prompt_cache_key` for one run. Requests of one run share a key so the provider routes them to the same
 * cache; separate runs (bench concurrency, matrix jobs) then don't evict each other's prefixes.
 */
export function promptCacheKey(runId: string): string {
  return `agent-fix-${runId.replace(/[^A-Za-z0-9_.-]/g, '-')}`.slice(0, 64);
}

interface Unit {
  messages: ChatMessage[];
  masked?: ChatMessage[];
}

/** Splits the messages after system and task into units. A tool message with no unit to join starts its own. */
export function splitUnits(messages: readonly ChatMessage[]): ChatMessage[][] {
  const units: ChatMessage[][] = [];
  for (const m of messages) {
    if (m.role === 'tool' && units.length > 0) units[units.length - 1]!.push(m);
    else units.push([m]);
  }
  return units;
}

/** Tool-call arguments longer than this (a patch's old and new text, a new file) are shortened in masked units. */
const ELIDE_ARGS_OVER = 300;

const NOTE_HEADER =
  '[agent-fix state note: older tool outputs were masked or removed to save context; this is where the work stands]';

export class ContextManager {
  private readonly o: Required<Omit<ContextOptions, 'model' | 'tools' | 'onTokenizer'>> &
    Pick<ContextOptions, 'model' | 'tools' | 'onTokenizer'>;
  /** 'bytes' until ready() loads the model's tokenizer; then, or from the start, the encoding counts use. */
  private encoding: Encoding;

  // Built incrementally: history is append-only, so a turn only splits and counts its new messages.
  private head: ChatMessage[] = [];
  private units: Unit[] = [];
  private consumed = 0;
  private lastSeen: ChatMessage | undefined;

  // Monotonic policy state: units before `masked` are masked, before `dropped` are left out.
  private masked = 0;
  private dropped = 0;
  private digest: { dropped: number; message: UserMessage } | null = null;
  private counters = { maskEvents: 0, compactions: 0, promptTokens: 0 };

  private readonly maskedTool = new WeakMap<ToolMessage, ToolMessage>();
  /** Tool outputs masked because they alone did not fit the budget. */
  private readonly oversized = new WeakSet<ToolMessage>();
  private readonly elided = new WeakMap<AssistantMessage, AssistantMessage>();

  constructor(options: ContextOptions) {
    this.o = {
      workingSetTokens: 40_000,
      maskBatchFraction: 0.75,
      keepRecentUnits: 2,
      compactAt: 0.9,
      compactTo: 0.6,
      noteMaxTokens: 800,
      digestMaxTokens: 1_500,
      maskMinTokens: 100,
      ...options,
    };
    this.encoding = pendingTokenizer(options.model) ? 'bytes' : activeEncoding(options.model);
  }

  /** How the counts are made now: the model's tokenizer, the estimate, or UTF-8 bytes until ready() needs more. */
  get counting(): Encoding {
    return this.encoding;
  }

  /**
   * Call before prepare(). A model with a real tokenizer starts out counted in UTF-8 bytes, an upper bound of any
   * byte-level BPE count: while that bound of the whole request stays under the first limit a rule acts on (the
   * working set, compaction, the budget), no rule can act, whatever the exact count. Once it passes, the tokenizer is
   * loaded and every count from then on is exact, so each decision is the one exact counts make. A short run never
   * pays for the table (about 0.9 s of CPU). `force`: load it now (the endpoint refused a request as too large).
   */
  async ready(history: ChatMessage[], force = false): Promise<void> {
    if (this.encoding !== 'bytes') return;
    let bound = 0;
    if (!force) {
      if (history.length >= 2) this.sync(history);
      bound = this.measure('');
      if (bound <= this.firstLimit()) return;
    }
    await loadTokenizer(this.o.model);
    this.encoding = activeEncoding(this.o.model);
    this.o.onTokenizer?.(
      this.encoding,
      force
        ? 'the endpoint refused a request as too large'
        : `the request's ${bound} bytes could pass ${this.firstLimit()} tokens, where the context policy starts to act`,
    );
  }

  /** The smallest count at which a rule of prepare() acts: the working set, compaction, or the budget itself. */
  private firstLimit(): number {
    const budget = this.o.contextTokens;
    return Math.min(this.o.workingSetTokens, Math.floor(budget * 0.4), Math.floor(budget * this.o.compactAt));
  }

  /** The prompt budget in force: the configured one, or lower once the endpoint named a smaller limit. */
  get budget(): number {
    return this.o.contextTokens;
  }

  /** What every request carries whatever the policy does: system prompt, task and tool schemas. */
  fixedTokens(history: ChatMessage[]): number {
    if (history.length >= 2) this.sync(history);
    return this.measureHead();
  }

  /**
   * The endpoint refused a request as over `endpointLimit` tokens: from now on requests stay under `budget`. Throws
   * ContextBudgetError naming both numbers when the fixed part alone cannot fit.
   */
  lowerBudget(budget: number, history: ChatMessage[], endpointLimit?: number): void {
    this.o.contextTokens = Math.min(this.o.contextTokens, budget);
    this.endpointLimit = endpointLimit;
    const fixed = this.fixedTokens(history);
    if (fixed > this.o.contextTokens) throw new ContextBudgetError(fixed, this.o.contextTokens, 'fixed', endpointLimit);
  }

  private endpointLimit: number | undefined;

  get stats(): ContextStats {
    return { units: this.units.length, maskedUnits: this.masked, droppedUnits: this.dropped, ...this.counters };
  }

  /**
   * The messages to send for this request. `history` is the full, append-only record (first two: system, task);
   * it is never modified. `note` is the loop's running state (what was tried, what fails now, the files changed);
   * it is sent only once older units are masked or dropped, as the LAST message (merged into a trailing user message
   * if there is one), because it changes every turn and anywhere earlier it would break the cached prefix.
   */
  prepare(history: ChatMessage[], note?: string): ChatMessage[] {
    if (history.length < 2) return [...history];
    this.sync(history);
    const n = this.units.length;
    const budget = this.o.contextTokens;
    const keep = Math.min(this.o.keepRecentUnits, n);
    const fixed = this.measureHead();
    if (fixed > budget) throw new ContextBudgetError(fixed, budget, 'fixed', this.endpointLimit);

    // 1. Working set: mask old tool outputs in one batch once the whole ones outgrow it.
    const workingSet = Math.min(this.o.workingSetTokens, Math.floor(budget * 0.4));
    let whole = 0;
    for (let i = this.masked; i < n; i++) whole += this.toolTokens(this.units[i]!);
    if (whole > workingSet) {
      const target = workingSet * (1 - this.o.maskBatchFraction);
      const before = this.masked;
      while (this.masked < n - keep && whole > target) whole -= this.toolTokens(this.units[this.masked++]!);
      if (this.masked > before) this.counters.maskEvents++;
    }

    // 2. Near the budget: drop whole old units, far enough that this happens rarely.
    const noteText = note?.trim() ? this.capNote(note.trim()) : '';
    let total = this.measure(noteText);
    if (total > budget * this.o.compactAt) {
      const target = budget * this.o.compactTo - (this.dropped > 0 ? 0 : this.o.digestMaxTokens);
      const before = this.dropped;
      while (this.dropped < n - keep && total > target) total -= this.unitTokens(this.dropped++);
      if (this.dropped > before) this.counters.compactions++;
      this.masked = Math.max(this.masked, this.dropped);
      total = this.measure(noteText);
    }

    // 3. Last resort, when even that is over budget (a huge recent output): mask, then drop, all but the newest
    //    unit, then mask the newest unit too. The stubs tell the model how to get a smaller view.
    const steps: (() => void)[] = [
      () => (this.masked = Math.max(this.masked, n - 1)),
      () => (this.dropped = Math.max(this.dropped, n - 1)),
      () => {
        // This output does not fit even alone: its stub must say so, or the model repeats the same call forever.
        const newest = this.units[n - 1]!;
        for (const m of newest.messages) if (m.role === 'tool') this.oversized.add(m);
        newest.masked = undefined;
        this.masked = n;
      },
    ];
    for (const step of steps) {
      if (total <= budget) break;
      const before = [this.masked, this.dropped].join();
      step();
      if ([this.masked, this.dropped].join() !== before) this.counters.compactions++;
      total = this.measure(noteText);
    }
    let sentNote = noteText;
    if (total > budget && noteText) total = this.measure((sentNote = '')); // the note is a help, the budget a rule
    if (total > budget) throw new ContextBudgetError(total, budget);

    this.counters.promptTokens = total;
    return this.assemble(sentNote);
  }

  // ---- building blocks ----

  private sync(history: ChatMessage[]): void {
    const appendOnly =
      this.head[0] === history[0] &&
      this.head[1] === history[1] &&
      this.consumed <= history.length &&
      (this.consumed === 0 || history[this.consumed - 1] === this.lastSeen);
    if (!appendOnly) {
      // A different or rewritten history (a new run, a replayed session): start over.
      this.head = history.slice(0, 2);
      this.units = [];
      this.consumed = 2;
      this.masked = 0;
      this.dropped = 0;
      this.digest = null;
    }
    for (const m of history.slice(this.consumed)) {
      const last = this.units[this.units.length - 1];
      if (m.role === 'tool' && last) {
        last.messages.push(m);
        last.masked = undefined;
      } else this.units.push({ messages: [m] });
    }
    this.consumed = history.length;
    this.lastSeen = history[history.length - 1];
  }

  private count(m: ChatMessage): number {
    return countMessageWith(m, this.encoding);
  }

  private toolTokens(u: Unit): number {
    let n = 0;
    for (const m of u.messages) if (m.role === 'tool') n += this.count(m);
    return n;
  }

  private form(i: number): ChatMessage[] {
    const u = this.units[i]!;
    if (i >= this.masked) return u.messages;
    return (u.masked ??= this.maskUnit(u.messages));
  }

  private unitTokens(i: number): number {
    let n = 0;
    for (const m of this.form(i)) n += this.count(m);
    return n;
  }

  private measureHead(): number {
    let n = 3 + (this.o.tools ? countToolTokens(this.o.tools, this.o.model, this.encoding) : 0);
    for (const m of this.head) n += this.count(m);
    return n;
  }

  private measure(noteText: string): number {
    let n = this.measureHead();
    if (this.dropped > 0) n += this.count(this.digestMessage());
    for (let i = this.dropped; i < this.units.length; i++) n += this.unitTokens(i);
    if (noteText && this.masked > 0) n += 4 + countText(noteText, this.encoding);
    return n;
  }

  private assemble(noteText: string): ChatMessage[] {
    const out: ChatMessage[] = [...this.head];
    if (this.dropped > 0) out.push(this.digestMessage());
    for (let i = this.dropped; i < this.units.length; i++) out.push(...this.form(i));
    if (noteText && this.masked > 0) {
      const last = out[out.length - 1]!;
      // Two user messages in a row trip strict chat templates (some local models): merge into a copy instead.
      if (last.role === 'user' && out.length > 2)
        out[out.length - 1] = { role: 'user', content: `${last.content}\n\n${noteText}` };
      else out.push({ role: 'user', content: noteText });
    }
    return out;
  }

  private capNote(note: string): string {
    const text = `${NOTE_HEADER}\n${note}`;
    if (countText(text, this.encoding) <= this.o.noteMaxTokens) return text;
    // Characters per token is at least ~3 for any tokenizer we count with; trim until it fits.
    let chars = this.o.noteMaxTokens * 3;
    let cut = text.slice(0, chars);
    while (countText(cut, this.encoding) > this.o.noteMaxTokens - 5 && chars > 0)
      cut = text.slice(0, (chars = Math.floor(chars * 0.9)));
    return `${cut}… [note cut]`;
  }

  // ---- masking ----

  private maskUnit(messages: ChatMessage[]): ChatMessage[] {
    const first = messages[0]!;
    const calls = first.role === 'assistant' ? (first.tool_calls ?? []) : [];
    return messages.map((m) => {
      if (m.role === 'assistant') return this.elideArguments(m);
      if (m.role !== 'tool') return m;
      if (this.count(m) < this.o.maskMinTokens) return m;
      let stub = this.maskedTool.get(m);
      if (!stub) {
        stub = {
          role: 'tool',
          tool_call_id: m.tool_call_id,
          content: stubFor(
            m,
            calls.find((c) => c.id === m.tool_call_id),
            this.oversized.has(m) ? this.o.contextTokens : undefined,
          ),
        };
        this.maskedTool.set(m, stub);
      }
      return stub;
    });
  }

  /** Long string arguments (a created file's content, a patch's old and new text) shrink too; the JSON stays valid. */
  private elideArguments(m: AssistantMessage): AssistantMessage {
    if (!m.tool_calls?.some((c) => c.function.arguments.length > ELIDE_ARGS_OVER)) return m;
    let out = this.elided.get(m);
    if (!out) {
      const tool_calls = m.tool_calls.map((c): ToolCall => {
        if (c.function.arguments.length <= ELIDE_ARGS_OVER) return c;
        const args = parseArgs(c.function.arguments);
        if (!args) return c;
        for (const [k, v] of Object.entries(args)) {
          if (typeof v === 'string' && v.length > 120) args[k] = `${v.slice(0, 60)}… [${v.length} chars elided]`;
        }
        return { ...c, function: { name: c.function.name, arguments: JSON.stringify(args) } };
      });
      out = { ...m, tool_calls };
      this.elided.set(m, out);
    }
    return out;
  }

  // ---- the digest that replaces dropped units ----

  private digestMessage(): UserMessage {
    if (this.digest?.dropped === this.dropped) return this.digest.message;
    const lines: string[] = [];
    for (let i = 0; i < this.dropped; i++) {
      const [first, ...rest] = this.units[i]!.messages;
      if (!first) continue;
      if (first.role === 'assistant') {
        const said = oneLine(first.content ?? '', 120);
        if (said) lines.push(`- turn ${i + 1}: said "${said}"`);
        for (const c of first.tool_calls ?? []) {
          const result = rest.find((m): m is ToolMessage => m.role === 'tool' && m.tool_call_id === c.id);
          lines.push(`- turn ${i + 1}: ${describeCall(c)}${result ? ` → ${oneLine(result.content, 100)}` : ''}`);
        }
      } else if (first.role === 'user') lines.push(`- turn ${i + 1}: user said "${oneLine(first.content, 120)}"`);
    }
    const intro = `[agent-fix context digest] The first ${this.dropped} turns after the task were removed to stay within the context budget. What they did, oldest first:`;
    const outro = 'Repeat any of these calls if you need its output again.';
    // Keep the newest lines: they are closest to where the work stands.
    let kept = lines;
    const fits = (ls: string[]) => countText([intro, ...ls, outro].join('\n'), this.encoding) <= this.o.digestMaxTokens;
    while (kept.length > 0 && !fits(kept)) kept = kept.slice(Math.max(1, Math.floor(kept.length / 8)));
    if (kept.length < lines.length) kept = [`- (${lines.length - kept.length} earlier lines left out)`, ...kept];
    const message: UserMessage = { role: 'user', content: [intro, ...kept, outro].join('\n') };
    this.digest = { dropped: this.dropped, message };
    return message;
  }
}

// ---- stubs: what an output was and how to see it again, on one line ----

// Stubs stay short: a masked unit is paid for in every later request.
const HOW_TO_SEE_AGAIN: Record<string, (args: Record<string, unknown>) => string> = {
  patch_file: (a) => `read_file path=${str(a.path)} shows the file now`,
  create_file: (a) => `read_file path=${str(a.path)} shows the file now`,
  run_tests: () => 'run_tests again shows the current state',
  view_diff: () => 'view_diff again shows the current diff',
};

/** `tooLargeFor`: the output alone did not fit this budget, so repeating the call would not help. */
function stubFor(m: ToolMessage, call: ToolCall | undefined, tooLargeFor?: number): string {
  const name = call?.function.name ?? 'tool';
  const args = (call && parseArgs(call.function.arguments)) ?? {};
  const lines = m.content.split('\n').length;
  const how =
    tooLargeFor !== undefined
      ? `the output was too large for the context budget (${tooLargeFor} tokens a request), so repeating this call will not show it; ` +
        (name === 'read_file'
          ? 'read fewer lines at once (offset and limit, e.g. limit=80) or search for what you need'
          : 'narrow it (a filter, search, or a command with less output)')
      : (HOW_TO_SEE_AGAIN[name]?.(args) ?? 'repeat the call to see it again');
  return `[masked] ${call ? describeCall(call) : name} → ${lines} lines: "${oneLine(m.content, 80)}"; ${how}.`;
}

const BULKY_ARGS = new Set(['content', 'old_str', 'new_str']);

function describeCall(c: ToolCall): string {
  const args = parseArgs(c.function.arguments);
  if (!args) return `${c.function.name} ${oneLine(c.function.arguments, 100)}`;
  const parts = Object.entries(args).map(([k, v]) => {
    if (typeof v === 'string' && BULKY_ARGS.has(k)) return `${k}=<${v.length} chars>`;
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    const short = oneLine(text ?? '', 100);
    return `${k}=${/[\s"]/.test(short) || short === '' ? JSON.stringify(short) : short}`;
  });
  return [c.function.name, ...parts].join(' ');
}

function parseArgs(json: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(json);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function oneLine(text: string, max: number): string {
  const line =
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
