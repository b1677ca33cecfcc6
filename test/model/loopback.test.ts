// A `.localhost` base URL is this machine (RFC 6761): the model client connects it to 127.0.0.1 without a resolver
// (this system's resolver does not know these names), and the request still names the host it was sent to.
import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { loopbackFetch } from '../../src/model/loopback.js';
import { OpenAIModel } from '../../src/model/openai-client.js';
import { closeServer, listenLocal } from '../helpers/http.js';
import { assistant, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';

let server: http.Server | undefined;
let fake: FakeOpenAI | undefined;
afterEach(async () => {
  if (server) await closeServer(server);
  await fake?.close();
  server = undefined;
  fake = undefined;
});

describe('.localhost names are pinned to loopback', () => {
  test('a request to NAME.localhost:PORT reaches the 127.0.0.1 server on PORT, with Host naming NAME.localhost', async () => {
    const hosts: string[] = [];
    server = http.createServer((req, res) => {
      hosts.push(req.headers.host ?? '');
      res.end('here');
    });
    const port = new URL(await listenLocal(server)).port;
    const response = await loopbackFetch()(`http://models.ghes.localhost:${port}/x`);
    expect(await response.text()).toBe('here');
    expect(hosts).toEqual([`models.ghes.localhost:${port}`]);
  });

  test('the model client uses the pin for a .localhost base URL', async () => {
    // Without the pin this name would go to the resolver (glibc here does not know it; another may say anything).
    fake = await startFakeOpenAI([assistant('done')]);
    const url = new URL(fake.url);
    url.hostname = 'models.pinned.localhost';
    const model = new OpenAIModel({ model: 'm', apiKey: 'k', baseUrl: url.toString(), maxRetries: 0 });
    const reply = await model.query([{ role: 'user', content: 'hi' }], []);
    expect(reply.message.content).toBe('done');
    expect(fake.requests).toHaveLength(1);
  });
});
