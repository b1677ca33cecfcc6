import { describe, expect, test, vi } from 'vitest';
import { ContextBudgetError, ContextManager, promptCacheKey, splitUnits } from '../../src/context/manager.js';
import { countTokens, countToolTokens } from '../../src/context/tokens.js';
import { validateRequest } from '../../src/context/validate.js';
import type { ChatMessage, ToolMessage } from '../../src/model/types.js';
import { headMessages, scriptedSession, TASK, TOOLS } from './trajectory.js';
import { loadTokenizer } from '../../src/context/tokens.js';

// The tokenizers load on demand in the product; these counts need the real ones.
await loadTokenizer('gpt-4.1');
await loadTokenizer('gpt-4');

const MODEL = 'gpt-4.1';

/** Replays the scripted session through one manager; returns every request and the manager. */
function run(turns: number, options: { contextTokens: number; workingSetTokens?: number }) {
  const manager = new ContextManager({ model: MODEL, tools: TOOLS, ...options });
  const history = headMessages();
  const requests: ChatMessage[][] = [];
  let note: string | undefined;
  for (const turn of scriptedSession(turns)) {
    requests.push(manager.prepare(history, note));
    history.push(turn.assistant, ...turn.results);
    note = turn.note;
  }
  requests.push(manager.prepare(history, note));
  return { manager, history, requests };
}

const callIds = (unit: ChatMessage[]) =>
  unit[0]?.role === 'assistant' ? (unit[0].tool_calls ?? []).map((c) => c.id) : [];

describe('ContextManager', () => {
  test('units are never split: each tool call is sent with all its answers or not at all', () => {
    const { history, requests, manager } = run(80, { contextTokens: 16_000 });
    expect(manager.stats.droppedUnits).toBeGreaterThan(0);
    const units = splitUnits(history.slice(2)).filter((u) => callIds(u).length > 0);
    for (const request of requests) {
      expect(validateRequest(request, { task: TASK })).toEqual([]);
      const answered = new Set(request.filter((m): m is ToolMessage => m.role === 'tool').map((m) => m.tool_call_id));
      for (const unit of units) {
        const ids = callIds(unit);
        const sent = ids.filter((id) => answered.has(id));
        expect(sent.length === 0 || sent.length === ids.length).toBe(true);
      }
    }
  });

  test('every request stays within contextTokens, tool schemas included', () => {
    for (const contextTokens of [12_000, 24_000, 100_000]) {
      const { requests, manager } = run(60, { contextTokens });
      for (const r of requests)
        expect(countTokens(r, MODEL) + countToolTokens(TOOLS, MODEL)).toBeLessThanOrEqual(contextTokens);
      expect(manager.stats.promptTokens).toBeLessThanOrEqual(contextTokens);
    }
  });

  test('masking comes in batches, and between batches each request extends the previous one byte for byte', () => {
    const { requests, manager } = run(100, { contextTokens: 100_000 });
    const { maskEvents, compactions } = manager.stats;
    expect(maskEvents).toBeGreaterThanOrEqual(2);
    const withoutNote = (r: ChatMessage[]) =>
      r[r.length - 1]!.content?.startsWith('[agent-fix state note') ? r.slice(0, -1) : r;
    let breaks = 0;
    for (let i = 1; i < requests.length; i++) {
      const before = withoutNote(requests[i - 1]!).map((m) => JSON.stringify(m));
      const after = requests[i]!.map((m) => JSON.stringify(m));
      if (before.some((m, k) => after[k] !== m)) breaks++;
    }
    // A batch changes the prefix once; every other turn only appends.
    expect(breaks).toBe(maskEvents + compactions);
    expect(breaks).toBeLessThan(requests.length / 10);
  });

  test('the system prompt and task are sent unchanged in every request', () => {
    const { history, requests } = run(60, { contextTokens: 12_000 });
    for (const r of requests) {
      expect(r[0]).toBe(history[0]);
      expect(r[1]).toBe(history[1]);
    }
  });

  test('the state note is sent last, and only once older outputs are masked', () => {
    const { requests } = run(40, { contextTokens: 100_000, workingSetTokens: 20_000 });
    const isNote = (m: ChatMessage | undefined) => m?.role === 'user' && m.content.includes('Fails now:');
    expect(isNote(requests[2]!.at(-1))).toBe(false);
    const masked = requests.findIndex((r) => r.some((m) => m.role === 'tool' && m.content.startsWith('[masked]')));
    expect(masked).toBeGreaterThan(0);
    for (const r of requests.slice(masked)) {
      expect(isNote(r.at(-1))).toBe(true);
      expect(r.slice(0, -1).some(isNote)).toBe(false);
    }
  });

  test('a masked output becomes one line saying what it was and how to see it again', () => {
    const { requests } = run(40, { contextTokens: 100_000, workingSetTokens: 20_000 });
    const stubs = requests.at(-1)!.filter((m) => m.role === 'tool' && m.content.startsWith('[masked]'));
    const read = stubs.find((m) => m.content!.includes('read_file'))!.content!;
    expect(read).not.toContain('\n');
    expect(read).toMatch(
      /^\[masked\] read_file path=src\/\S+ offset=\d+ limit=300 → \d+ lines: ".*lines \d+-\d+ of \d+"; repeat the call/,
    );
  });

  test('dropped units leave a digest of their calls after the task', () => {
    const { requests, manager } = run(60, { contextTokens: 12_000 });
    expect(manager.stats.droppedUnits).toBeGreaterThan(0);
    const digests = requests
      .map((r) => r[2])
      .filter((m): m is ChatMessage => !!m && !!m.content?.startsWith('[agent-fix context digest]'));
    expect(digests.length).toBeGreaterThan(0);
    expect(digests[0]!.role).toBe('user');
    expect(digests[0]!.content).toMatch(
      /^\[agent-fix context digest\] The first \d+ turns after the task were removed/,
    );
    expect(digests[0]!.content).toMatch(/\n- turn 1: read_file path=src\/\S+ offset=\d+ limit=300 → src\//);
    // The digest is capped: once it would outgrow its share, the oldest lines go first.
    expect(digests.at(-1)!.content).toMatch(/\n- \(\d+ earlier lines left out\)\n/);
  });

  test('an output too large for the budget is masked instead of breaking the budget', () => {
    const history: ChatMessage[] = [
      ...headMessages(),
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'run_bash', arguments: '{"command":"cat big.log"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'log line with some words in it\n'.repeat(8_000) },
    ];
    const manager = new ContextManager({ contextTokens: 10_000, model: MODEL });
    const request = manager.prepare(history, 'Tried: cat big.log');
    expect(validateRequest(request, { task: TASK })).toEqual([]);
    expect(countTokens(request, MODEL)).toBeLessThanOrEqual(10_000);
    expect(request[3]!.content).toMatch(/^\[masked\] run_bash command="cat big.log" → 8001 lines/);
  });

  test('a task over the budget is a clear error, not a bad request', () => {
    const manager = new ContextManager({ contextTokens: 8_000, model: MODEL });
    const history: ChatMessage[] = [
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'word '.repeat(20_000) },
    ];
    expect(() => manager.prepare(history)).toThrow(ContextBudgetError);
    expect(() => manager.prepare(history)).toThrow(/raise --context-tokens/);
  });

  test('prepare leaves the history untouched', () => {
    const { history } = run(50, { contextTokens: 12_000 });
    const copy = JSON.stringify(history);
    new ContextManager({ contextTokens: 12_000, model: MODEL }).prepare(history, 'note');
    expect(JSON.stringify(history)).toBe(copy);
    expect(history.filter((m) => m.role === 'tool' && m.content.startsWith('[masked]'))).toHaveLength(0);
  });

  test('promptCacheKey is stable per run and safe to send', () => {
    expect(promptCacheKey('run 42/a')).toBe(promptCacheKey('run 42/a'));
    expect(promptCacheKey('run 42/a')).not.toBe(promptCacheKey('run 43/a'));
    expect(promptCacheKey('x'.repeat(200))).toHaveLength(64);
    expect(promptCacheKey('run 42/a')).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});

describe('counting in UTF-8 bytes until a request could near a limit', () => {
  /** A fresh copy of src/context, whose tokenizers are not loaded yet (this worker loaded them above). */
  async function fresh(): Promise<typeof import('../../src/context/manager.js')> {
    vi.resetModules();
    return import('../../src/context/manager.js');
  }

  test('the table loads only when the bytes could pass the first limit, and every request is the exact one', async () => {
    const lazy = await fresh();
    const loads: string[] = [];
    const options = { model: MODEL, tools: TOOLS, contextTokens: 50_000 };
    const bytes = new lazy.ContextManager({ ...options, onTokenizer: (e, why) => loads.push(`${e}: ${why}`) });
    const exact = new ContextManager(options);
    expect(bytes.counting).toBe('bytes');
    expect(exact.counting).toBe('o200k_base');

    const history = headMessages();
    let note: string | undefined;
    let loadedAt = -1;
    const turns = scriptedSession(60);
    for (const [i, turn] of [...turns, undefined].entries()) {
      await bytes.ready(history);
      if (loadedAt < 0 && bytes.counting !== 'bytes') loadedAt = i;
      const sent = bytes.prepare(history, note);
      // The same messages, masked and dropped at the same turns, as counts made exactly from the first request.
      expect(sent, `request ${i}`).toEqual(exact.prepare(history, note));
      if (bytes.counting === 'bytes') {
        // Nothing acted yet, and the bound is at least the exact count.
        expect(exact.stats).toMatchObject({ maskedUnits: 0, droppedUnits: 0 });
        expect(bytes.stats.promptTokens).toBeGreaterThanOrEqual(exact.stats.promptTokens);
      } else expect(bytes.stats).toEqual(exact.stats);
      if (!turn) break;
      history.push(turn.assistant, ...turn.results);
      note = turn.note;
    }
    // It switched once, before the first mask, with the reason on record; the policy did act later in the session.
    expect(loadedAt).toBeGreaterThan(0);
    expect(loads).toEqual([
      expect.stringMatching(/^o200k_base: the request's \d+ bytes could pass 20000 tokens, where the context policy/),
    ]);
    expect(exact.stats.maskEvents + exact.stats.compactions).toBeGreaterThan(0);
  });

  test('a model without a public tokenizer keeps its estimate; a refused request loads the table at once', async () => {
    const lazy = await fresh();
    expect(new lazy.ContextManager({ model: 'acme-coder-7b', contextTokens: 8000 }).counting).toBe('estimate');
    const manager = new lazy.ContextManager({ model: 'gpt-4', contextTokens: 100_000, tools: TOOLS });
    expect(manager.counting).toBe('bytes');
    await manager.ready(headMessages());
    expect(manager.counting).toBe('bytes'); // the head alone is far from 40,000 bytes
    await manager.ready(headMessages(), true);
    expect(manager.counting).toBe('cl100k_base');
  });
});
