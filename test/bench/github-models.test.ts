// `agent-fix bench` on GitHub Models (GITHUB_TOKEN, no OPENAI_API_KEY): it plans within the endpoint's limits and a
// spent daily quota ends each run at once instead of hanging the bench.
import { afterEach, describe, expect, test } from 'vitest';
import { benchCommand } from '../../src/bench/command.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { LOCAL_SERVER_URL, asLocalModels } from '../helpers/github-models.js';

let fake: FakeOpenAI | undefined;
const serverUrl = process.env.GITHUB_SERVER_URL;
afterEach(async () => {
  await fake?.close();
  if (serverUrl === undefined) delete process.env.GITHUB_SERVER_URL;
  else process.env.GITHUB_SERVER_URL = serverUrl;
});

describe('agent-fix bench on GitHub Models', () => {
  test('concurrency defaults to 2, a plan past 50 requests a day is warned about, and the daily 429 stops every run at once', async () => {
    fake = await startFakeOpenAI([], { githubModels: { maxInputTokens: 8000, requestsPerDay: 0 } });
    // The engine's own check (model/factory.ts) reads the process environment, as it does in the CLI. The fake stands
    // for GitHub Models as the models host of a GitHub Enterprise Server under `.localhost` (test/helpers/github-models.ts).
    process.env.GITHUB_SERVER_URL = LOCAL_SERVER_URL;
    const out = { stdout: '', stderr: '' };
    const io = {
      stdout: { write: (s: string) => ((out.stdout += s), true) },
      stderr: { write: (s: string) => ((out.stderr += s), true) },
      env: { GITHUB_TOKEN: 'ghp_benchToken0123456789abcdef', GITHUB_SERVER_URL: LOCAL_SERVER_URL } as NodeJS.ProcessEnv,
    };
    const code = await benchCommand(
      [
        '--tasks',
        'js-range-off-by-one',
        '--runs',
        '2',
        '--base-url',
        asLocalModels(fake.url),
        '--sandbox',
        'none',
        '--json',
      ],
      io,
    );
    expect(code).toBe(1);
    expect(out.stderr).toContain(
      'warning: this bench may make up to 60 requests (1 tasks × 2 run(s) × 30 max turns), more than GitHub Models allows in a day (50',
    );
    const report = JSON.parse(out.stdout.trim().split('\n').at(-1)!);
    expect(report.concurrency).toBe(2);
    expect(report.runs.map((r: { model: string }) => r.model)).toEqual(['openai/gpt-4.1', 'openai/gpt-4.1']);
    for (const r of report.runs) expect(r.reason).toMatch(/daily limit for openai\/gpt-4\.1 is spent/);
    expect(fake.requests).toHaveLength(2);
  }, 120_000);
});
