import { afterEach, describe, expect, it } from 'vitest';
import { OpenAIModel } from '../../src/model/openai-client.js';
import { ContextLimitError, ModelError, RateLimitStop } from '../../src/model/types.js';
import { parseResetMs, RequestPacer } from '../../src/model/pacer.js';
import {
  assistant,
  dailyLimitResponse,
  startFakeOpenAI,
  tooLargeResponse,
  type FakeOpenAI,
} from '../helpers/fake-openai.js';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

const model = (url: string, maxRetries = 4) =>
  new OpenAIModel({ model: 'gpt-4.1', apiKey: 'sk-x', baseUrl: url, retryBaseMs: 5, maxRetries });
const ask = (m: OpenAIModel) =>
  m.query(
    [
      { role: 'system', content: 's' },
      { role: 'user', content: 'u' },
    ],
    [],
  );

describe('model client retries', () => {
  it('retries 429, 500 and 503, then answers', async () => {
    server = await startFakeOpenAI(
      [{ status: 429, headers: { 'retry-after-ms': '10' } }, { status: 500 }, { status: 503 }, assistant('ok')],
      { usage: { prompt_tokens: 50, completion_tokens: 5, cached_tokens: 20 } },
    );
    const reply = await ask(model(server.url));
    expect(reply.message.content).toBe('ok');
    expect(server.requests.length).toBe(4);
    expect(reply.usage).toMatchObject({ prompt_tokens: 50, completion_tokens: 5, cached_tokens: 20 });
  });

  it('never retries 400, 401 or insufficient_quota', async () => {
    for (const [step, kind] of [
      [{ status: 400, body: { error: { message: 'bad request' } } }, 'bad-request'],
      [{ status: 401, body: { error: { message: 'invalid key' } } }, 'auth'],
      [
        {
          status: 429,
          body: {
            error: {
              message: 'You exceeded your current quota',
              code: 'insufficient_quota',
              type: 'insufficient_quota',
            },
          },
        },
        'rate-limit',
      ],
    ] as const) {
      server = await startFakeOpenAI([step, assistant('should not be reached')]);
      const err = await ask(model(server.url)).catch((e) => e);
      expect(err).toBeInstanceOf(ModelError);
      expect((err as ModelError).kind).toBe(kind);
      expect(server.requests.length).toBe(1);
      await server.close();
      server = undefined;
    }
  });

  it('gives up after the retries with an error naming the endpoint', async () => {
    const err = await ask(model('http://127.0.0.1:9/v1', 1)).catch((e) => e);
    expect(err).toBeInstanceOf(ModelError);
    expect((err as ModelError).kind).toBe('unreachable');
    expect((err as Error).message).toMatch(/cannot reach the model endpoint http:\/\/127\.0\.0\.1:9\/v1/);
  });
});

describe('model client: GitHub Models limits', () => {
  const gm = (url: string, extra: Partial<ConstructorParameters<typeof OpenAIModel>[0]> = {}) =>
    new OpenAIModel({
      model: 'openai/gpt-4.1',
      apiKey: 'ghs_x',
      baseUrl: url,
      retryBaseMs: 5,
      label: 'GitHub Models',
      ...extra,
    });

  it('the daily 429 stops at once with the limit and when it resets, without waiting or retrying', async () => {
    server = await startFakeOpenAI([dailyLimitResponse(), assistant('never reached')]);
    const err = await ask(gm(server.url)).catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitStop);
    expect((err as Error).message).toContain(
      "GitHub Models' daily limit for openai/gpt-4.1 is spent; it resets in 6 h 46 min",
    );
    expect(server.requests).toHaveLength(1);
  });

  it('a per-minute 429 within the cap is waited out as told; one past the cap stops', async () => {
    server = await startFakeOpenAI([{ status: 429, headers: { 'retry-after': '0' } }, assistant('ok')]);
    expect((await ask(gm(server.url))).message.content).toBe('ok');
    await server.close();
    server = await startFakeOpenAI([{ status: 429, headers: { 'retry-after': '400' } }, assistant('never reached')]);
    const err = await ask(gm(server.url)).catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitStop);
    expect((err as Error).message).toMatch(/asks to wait 6 min 40 s, longer than agent-fix waits \(5 min/);
    expect(server.requests).toHaveLength(1);
    await server.close();
    // The time budget left is the cap when it is shorter than 5 minutes.
    server = await startFakeOpenAI([{ status: 429, headers: { 'retry-after': '30' } }, assistant('never reached')]);
    const late = await gm(server.url)
      .query([{ role: 'user', content: 'u' }], [], { deadline: Date.now() + 10_000 })
      .catch((e) => e);
    expect(late).toBeInstanceOf(RateLimitStop);
  });

  it('a 413 tokens_limit_reached and a context_length_exceeded name the limit for the loop to learn', async () => {
    server = await startFakeOpenAI([tooLargeResponse(8000)]);
    const err = await ask(gm(server.url)).catch((e) => e);
    expect(err).toBeInstanceOf(ContextLimitError);
    expect((err as ContextLimitError).limit).toBe(8000);
    await server.close();
    server = await startFakeOpenAI([
      {
        status: 400,
        body: {
          error: {
            message:
              "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
            type: 'invalid_request_error',
            code: 'context_length_exceeded',
          },
        },
      },
    ]);
    const openai = await ask(model(server.url)).catch((e) => e);
    expect((openai as ContextLimitError).limit).toBe(128000);
  });

  it('sends max_tokens when the endpoint has an output limit', async () => {
    server = await startFakeOpenAI([assistant('ok')]);
    await ask(gm(server.url, { maxOutputTokens: 4000 }));
    expect(server.requests[0]!.max_tokens).toBe(4000);
  });

  it('x-ratelimit-reset values parse in both spellings; the pacer keeps 10 a minute and slows when few are left', () => {
    expect(parseResetMs('6m0s')).toBe(360_000);
    expect(parseResetMs('1.5s')).toBe(1500);
    expect(parseResetMs('20ms')).toBe(20);
    expect(parseResetMs('12')).toBe(12_000);
    expect(parseResetMs('soon')).toBeUndefined();
    let now = 0;
    const pacer = new RequestPacer(10, () => now);
    const waits = Array.from({ length: 11 }, () => pacer.reserve());
    expect(waits.slice(0, 10).every((w) => w === 0)).toBe(true);
    expect(waits[10]).toBe(60_000);
    now = 200_000;
    pacer.observe(new Headers({ 'x-ratelimit-remaining-requests': '1', 'x-ratelimit-reset-requests': '20s' }));
    expect(pacer.reserve()).toBe(10_000);
  });
});
