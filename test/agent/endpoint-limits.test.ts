// The engine against an endpoint that answers exactly as GitHub Models does at its documented limits: a 413 over the
// per-request token limit and the daily-quota 429. What it learns, what it keeps, and that it never hangs. The fake
// stands for GitHub Models as the models host of a GitHub Enterprise Server under `.localhost` (test/helpers/github-models.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readThenUselessEdit, solvingWithRates } from '../e2e/harness.js';
import { runPipeline } from '../../src/pipeline/index.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeOptions, type ScriptStep } from '../helpers/fake-openai.js';
import { copyExample } from '../helpers/repo.js';
import { addBigFile } from '../helpers/big-file.js';
import { LOCAL_SERVER_URL, asLocalModels } from '../helpers/github-models.js';

const solving = solvingWithRates;

let server: FakeOpenAI | undefined;
const serverUrl = process.env.GITHUB_SERVER_URL;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (serverUrl === undefined) delete process.env.GITHUB_SERVER_URL;
  else process.env.GITHUB_SERVER_URL = serverUrl;
});

async function run(script: ScriptStep[], fake: FakeOptions, overrides: Record<string, unknown> = {}) {
  server = await startFakeOpenAI(script, fake);
  // The engine's own check (model/factory.ts) reads the process environment, as it does in the Action.
  process.env.GITHUB_SERVER_URL = LOCAL_SERVER_URL;
  const repo = copyExample('calculator');
  addBigFile(repo);
  const trajectory = path.join(repo, '..', `traj-${Date.now()}.jsonl`);
  const config = RunConfigSchema.parse({
    repo,
    task: 'Fix tax().',
    testCommand: 'node --test',
    model: 'openai/gpt-4.1',
    baseUrl: asLocalModels(server.url),
    apiKey: 'ghs_test_token_0000000000000000',
    apiKeySource: 'github-token',
    sandbox: 'none',
    maxTurns: 12,
    trajectoryPath: trajectory,
    ...overrides,
  });
  const lines: string[] = [];
  const result = await runPipeline(config, { onProgress: (l) => lines.push(l) });
  return { result, repo, server, lines, trajectory };
}

describe('GitHub Models limits', () => {
  it('with no budget set, no request goes over 8000 tokens and the run resolves', async () => {
    const { result, server } = await run(solving(), { githubModels: { maxInputTokens: 8000 } });
    expect(result.status, result.reason).toBe('resolved');
    expect(server.tooLarge).toBeLessThanOrEqual(1);
    expect(server.rejected).toEqual([]);
    expect(server.requests.every((r) => r.max_tokens === 4000)).toBe(true);
    // The read that cannot fit is masked with advice that works, not "repeat the call" (which would loop).
    const stub = server.requests[1]!.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'r1')!
      .content as string;
    expect(stub).toMatch(
      /^\[masked\] read_file path=src\/rates\.js .*too large for the context budget \(8000 tokens a request\).*read fewer lines at once/,
    );
  });

  it('an explicit budget above the limit: one 413, the budget drops below it, the same turn is retried and nothing is lost', async () => {
    const { result, server, lines, trajectory } = await run(
      solving(),
      { githubModels: { maxInputTokens: 8000 } },
      { contextTokens: 100_000 },
    );
    expect(result.status, result.reason).toBe('resolved');
    expect(server.tooLarge).toBe(1);
    expect(server.rejected).toEqual([]);
    const refused = server.inputTokens.findIndex((n) => n > 8000);
    // The retry carries the same turn: the same assistant messages, in the same order, with every call answered.
    const callIds = (r: FakeOpenAI['requests'][number]) =>
      r.messages.flatMap((m) => (m.tool_calls ?? []).map((c: { id: string }) => c.id));
    expect(callIds(server.requests[refused + 1]!)).toEqual(callIds(server.requests[refused]!));
    expect(lines.join('\n')).toMatch(/context budget lowered to 7200 tokens/);
    expect(fs.readFileSync(trajectory, 'utf8')).toContain('budget lowered to 7200');
    expect(result.turns).toBe(5);
  });

  it('when the fixed part cannot fit under the learned limit, the run ends naming both numbers and context-tokens', async () => {
    const { result, server } = await run(
      solving(),
      { githubModels: { maxInputTokens: 8000 } },
      { contextTokens: 100_000, task: `Fix tax(). ${'Background detail. '.repeat(2500)}` },
    );
    expect(result.status).toBe('error');
    expect(result.reason).toMatch(
      /system prompt, tool definitions and task alone need \d+ tokens, more than the context budget of 7200 \(context-tokens, lowered because the endpoint accepts at most 8000 tokens a request\)/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('the daily quota ends the run at once, unresolved, with the work kept and the reset time named', async () => {
    // One edit that does not fix the bug, then the quota runs out.
    const script = readThenUselessEdit();
    const { result, server, repo } = await run(script, { githubModels: { maxInputTokens: 8000, requestsPerDay: 2 } });
    expect(result.status).toBe('unresolved');
    expect(result.budgetExhausted).toBe('rate-limit');
    expect(result.reason).toMatch(/^GitHub Models' daily limit for openai\/gpt-4\.1 is spent; it resets in 6 h 46 min/);
    expect(server.requests).toHaveLength(3);
    expect(result.changedFiles.map((f) => f.path)).toEqual(['src/calculator.js']);
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('return b + a;');
  });
});
