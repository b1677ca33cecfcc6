import { afterEach, describe, expect, it } from 'vitest';
import { OpenAIModel } from '../../src/model/openai-client.js';
import { ModelError } from '../../src/model/types.js';
import { assistant, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

const model = (url: string, maxRetries = 4) => new OpenAIModel({ model: 'gpt-4.1', apiKey: 'sk-x', baseUrl: url, retryBaseMs: 5, maxRetries });
const ask = (m: OpenAIModel) => m.query([{ role: 'system', content: 's' }, { role: 'user', content: 'u' }], []);

describe('model client retries', () => {
  it('retries 429, 500 and 503, then answers', async () => {
    server = await startFakeOpenAI([{ status: 429, headers: { 'retry-after-ms': '10' } }, { status: 500 }, { status: 503 }, assistant('ok')], { usage: { prompt_tokens: 50, completion_tokens: 5, cached_tokens: 20 } });
    const reply = await ask(model(server.url));
    expect(reply.message.content).toBe('ok');
    expect(server.requests.length).toBe(4);
    expect(reply.usage).toMatchObject({ prompt_tokens: 50, completion_tokens: 5, cached_tokens: 20 });
  });

  it('never retries 400, 401 or insufficient_quota', async () => {
    for (const [step, kind] of [
      [{ status: 400, body: { error: { message: 'bad request' } } }, 'bad-request'],
      [{ status: 401, body: { error: { message: 'invalid key' } } }, 'auth'],
      [{ status: 429, body: { error: { message: 'You exceeded your current quota', code: 'insufficient_quota', type: 'insufficient_quota' } } }, 'quota'],
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
