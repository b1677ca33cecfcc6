// Fail fast, through the bundle: the key and the endpoint are checked with one request (GET /models, no tokens)
// before setup and the baseline, and the message says which failed; a model that fails before any edit gets no final
// run (the tree is the baseline's).
import { describe, expect, it } from 'vitest';
import { runArgs, runCli } from '../bundle/bundle.js';
import { cliScope, lastJson } from '../helpers/cli-run.js';
import { copyExample } from '../helpers/repo.js';

const KEY = 'sk-fail-fast-test-key-0123456789abcdefghij';
const node = process.execPath;

const scope = cliScope();

describe('the start-up check', () => {
  it('a refused key: exit 2 before the setup command and the baseline, saying the key (not the endpoint) failed', async () => {
    const server = await scope.model([], {
      models: { status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}.` } } },
    });
    const args = runArgs(copyExample('calculator'), {}, '--json', '--setup-command', 'echo SETUP-RAN');
    const r = await runCli(node, args, { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/refused the key \(401\).*the endpoint is reachable; the key is what failed/);
    expect(r.stderr).toContain('OPENAI_API_KEY');
    expect(r.stderr).not.toMatch(/\.\./);
    expect(r.stderr).not.toContain('baseline:');
    expect(r.stderr).not.toContain('SETUP-RAN');
    expect(server.requests).toHaveLength(0);
    expect(r.stdout + r.stderr).not.toContain(KEY.slice(3, 30));
    expect(lastJson(r.stdout)).toMatchObject({ status: 'error', exit_code: 2 });
  });

  it('an endpoint that cannot be reached: exit 3 before the baseline, saying the endpoint failed', async () => {
    // Port 9 (discard) has no listener here: the connection is refused.
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    });
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toMatch(
      /the model endpoint http:\/\/127\.0\.0\.1:9\/v1 cannot be reached .*so the key could not be checked/,
    );
    expect(r.stderr).toContain('OPENAI_BASE_URL');
    expect(r.stderr).not.toContain('baseline:');
    const last = lastJson(r.stdout);
    expect(last).toMatchObject({ status: 'error', exit_code: 3 });
    expect(last.error.fix).toMatch(/--base-url|OPENAI_BASE_URL/);
  });

  it('a key the list accepts goes on to the baseline', async () => {
    const server = await scope.model([], { models: 'list', whenExhausted: { role: 'assistant', content: 'no idea' } });
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--max-turns', '1'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('baseline:');
    expect(server.authorizations[0]).toBe(`Bearer ${KEY}`);
  });
});

describe('a model that fails before any edit', () => {
  it('gets no final run: the tree is the baseline’s', async () => {
    const server = await scope.model([
      { status: 400, body: { error: { message: 'The model `nope` does not exist' } } },
    ]);
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toContain('baseline:');
    expect(r.stderr).not.toContain('verification:');
    const last = lastJson(r.stdout);
    // The first turn's request failed: one turn started, none answered (turns counts the turns started).
    expect(last).toMatchObject({ status: 'error', exit_code: 3, turns: 1, changed_files: [] });
    expect(last.error.message).toMatch(/does not exist/);
  });
});
