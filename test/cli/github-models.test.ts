// The CLI bundle (`node dist/cli.js`) against a local endpoint that answers exactly as GitHub Models does at its
// documented limits (413 tokens_limit_reached, the daily 429 with retry-after 24367). The fake stands for GitHub Models
// as the models host of a GitHub Enterprise Server under `.localhost` (test/helpers/github-models.ts): no variable of
// agent-fix's own makes an endpoint GitHub Models.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readThenUselessEdit, solvingWithRates } from '../e2e/harness.js';
import { runArgs, runCli } from '../bundle/bundle.js';
import { type ScriptStep } from '../helpers/fake-openai.js';
import { cliScope, lastJson } from '../helpers/cli-run.js';
import { copyExample } from '../helpers/repo.js';
import { addBigFile } from '../helpers/big-file.js';
import { LOCAL_SERVER_URL, asLocalModels } from '../helpers/github-models.js';
import { countTokens, countToolTokens, loadTokenizer } from '../../src/context/tokens.js';

const GITHUB_TOKEN = 'ghp_cliGitHubTokenSecret0123456789abcdef';

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(process.execPath, args, {
    env,
    cwd: process.cwd(),
    unset: ['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_SERVER_URL', 'AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL'],
  });

const solving = solvingWithRates;

const scope = cliScope();

describe('agent-fix run on GitHub Models (GITHUB_TOKEN, no OPENAI_API_KEY)', () => {
  it('resolves under the 8000-token limit with no flags, at most one refusal, max_tokens 4000', async () => {
    const server = await scope.model(solving(), { githubModels: { maxInputTokens: 8000 } });
    const repo = copyExample('calculator');
    addBigFile(repo);
    const r = await cli(runArgs(repo, {}, '--json', '--base-url', asLocalModels(server.url)), {
      GITHUB_TOKEN,
      GITHUB_SERVER_URL: LOCAL_SERVER_URL,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(lastJson(r.stdout).status).toBe('resolved');
    expect(server.tooLarge).toBeLessThanOrEqual(1);
    expect(server.rejected).toEqual([]);
    expect(server.requests.every((q) => q.model === 'openai/gpt-4.1' && q.max_tokens === 4000)).toBe(true);
    expect(server.authorizations.every((a) => a === `Bearer ${GITHUB_TOKEN}`)).toBe(true);
    expect(r.stderr).toContain('context budget: 8000 tokens a request');
    expect(`${r.stdout}${r.stderr}`).not.toContain(GITHUB_TOKEN);
  });

  it('sends nothing over an explicit --context-tokens, counted in o200k with the tool definitions', async () => {
    const server = await scope.model(solving());
    const repo = copyExample('calculator');
    addBigFile(repo);
    const r = await cli(
      runArgs(repo, {}, '--json', '--base-url', server.url, '--context-tokens', '9000', '--model', 'gpt-4.1'),
      { OPENAI_API_KEY: 'sk-cli-0123456789abcdefghijklmnop' },
    );
    expect(r.code, r.stderr).toBe(0);
    await loadTokenizer('gpt-4.1');
    const sizes = server.requests.map(
      (q) => countTokens(q.messages as never, 'gpt-4.1') + countToolTokens(q.tools as never, 'gpt-4.1'),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(9000);
    expect(server.requests).toHaveLength(5);
  });

  it('the daily quota ends the run within seconds: exit 1, unresolved, the reset time named, the edit left in the tree', async () => {
    const script: ScriptStep[] = readThenUselessEdit();
    const server = await scope.model(script, { githubModels: { maxInputTokens: 8000, requestsPerDay: 2 } });
    const repo = copyExample('calculator');
    const r = await cli(runArgs(repo, {}, '--json', '--base-url', asLocalModels(server.url)), {
      GITHUB_TOKEN,
      GITHUB_SERVER_URL: LOCAL_SERVER_URL,
    });
    expect(r.code, r.stderr).toBe(1);
    const out = lastJson(r.stdout);
    expect(out).toMatchObject({
      status: 'unresolved',
      budget_exhausted: 'rate-limit',
      changed_files: ['src/calculator.js'],
    });
    expect(out.reason).toContain("GitHub Models' daily limit for openai/gpt-4.1 is spent; it resets in 6 h 46 min");
    expect(server.requests).toHaveLength(3);
    // The spent quota is never retried (a connection the loaded machine dropped before it reached the server may be).
    expect(r.stderr).not.toMatch(/(429|limit)[^\n]*; retry \d\/\d/);
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('return b + a;');
  });

  it('GITHUB_TOKEN never goes to a host that is not GitHub Models: exit 2 naming OPENAI_API_KEY, no request made', async () => {
    const server = await scope.model(solving());
    const repo = copyExample('calculator');
    // The old tests-only switch names this very endpoint, and the server is local: neither makes a loopback address
    // GitHub Models (only `models.<server>` does).
    const r = await cli(runArgs(repo, {}, '--json', '--base-url', server.url), {
      GITHUB_TOKEN,
      GITHUB_SERVER_URL: LOCAL_SERVER_URL,
      AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL: server.url,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /OPENAI_API_KEY is not set and --base-url \/ OPENAI_BASE_URL points at http:\/\/127\.0\.0\.1:\d+\/v1, which is not GitHub Models/,
    );
    expect(r.stderr).toContain('api-key');
    expect(server.requests).toHaveLength(0);
    expect(`${r.stdout}${r.stderr}`).not.toContain(GITHUB_TOKEN);
  });
});
