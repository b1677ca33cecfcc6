import { describe, expect, test } from 'vitest';
import { budgetBelow, endpointProfile, formatWait, isGitHubModelsUrl } from '../../src/model/endpoint.js';
import { ActionInputError, parseActionInputs } from '../../src/config/action-inputs.js';
import { modelEndpoint } from '../../src/config/cli-args.js';
import { contextBudget } from '../../src/pipeline/index.js';

describe('where the GitHub token may go', () => {
  test("GitHub Models' own hosts only, over https", () => {
    expect(isGitHubModelsUrl('https://models.github.ai/inference', {})).toBe(true);
    expect(isGitHubModelsUrl('https://models.github.ai/orgs/acme/inference', {})).toBe(true);
    expect(isGitHubModelsUrl('https://models.acme.ghe.com/inference', {})).toBe(true);
    expect(
      isGitHubModelsUrl('https://models.ghes.example.com/inference', { GITHUB_SERVER_URL: 'https://ghes.example.com' }),
    ).toBe(true);
    expect(isGitHubModelsUrl('http://models.github.ai/inference', {})).toBe(false);
    expect(isGitHubModelsUrl('https://models.github.ai.evil.example/inference', {})).toBe(false);
    expect(isGitHubModelsUrl('https://api.openai.com/v1', {})).toBe(false);
    expect(isGitHubModelsUrl('https://models.github.com/x', { GITHUB_SERVER_URL: 'https://github.com' })).toBe(false);
  });

  test('plain http only to the models host of a GitHub Enterprise Server under .localhost (this machine)', () => {
    const local = { GITHUB_SERVER_URL: 'http://ghes.localhost' };
    expect(isGitHubModelsUrl('http://models.ghes.localhost:4000/v1', local)).toBe(true);
    expect(isGitHubModelsUrl('https://models.ghes.localhost/inference', local)).toBe(true);
    expect(isGitHubModelsUrl('http://ghes.localhost:4000/v1', local)).toBe(false);
    expect(isGitHubModelsUrl('http://127.0.0.1:4000/v1', local)).toBe(false);
    expect(isGitHubModelsUrl('http://models.ghes.localhost.evil.example/v1', local)).toBe(false);
    expect(isGitHubModelsUrl('http://models.other.localhost:4000/v1', local)).toBe(false);
    const remote = { GITHUB_SERVER_URL: 'https://ghes.example.com' };
    expect(isGitHubModelsUrl('http://models.ghes.example.com/inference', remote)).toBe(false);
    expect(isGitHubModelsUrl('http://models.ghes.localhost:4000/v1', {})).toBe(false);
  });

  test('the old test switch is inert: no variable makes a loopback origin GitHub Models', () => {
    const env = { AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL: 'http://127.0.0.1:4000/v1' };
    expect(isGitHubModelsUrl('http://127.0.0.1:4000/v1', env)).toBe(false);
    expect(isGitHubModelsUrl('http://127.0.0.1:4001/v1', env)).toBe(false);
    const remote = { AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL: 'https://llm.example.com/v1' };
    expect(isGitHubModelsUrl('https://llm.example.com/v1', remote)).toBe(false);
  });

  test('the Action refuses an empty api-key with another base-url, naming api-key', () => {
    const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    expect(() =>
      parseActionInputs(read({ 'github-token': 'ghs_x', 'base-url': 'https://llm.example.com/v1' })),
    ).toThrow(ActionInputError);
    expect(() =>
      parseActionInputs(read({ 'github-token': 'ghs_x', 'base-url': 'https://llm.example.com/v1' })),
    ).toThrow(/input `api-key` is empty/);
    expect(
      parseActionInputs(read({ 'github-token': 'ghs_x', 'base-url': 'https://models.github.ai/inference' }))
        .apiKeySource,
    ).toBe('github-token');
    expect(
      parseActionInputs(read({ 'github-token': 'ghs_x', 'api-key': 'k', 'base-url': 'https://llm.example.com/v1' }))
        .apiKeySource,
    ).toBe('api-key');
  });

  test('the CLI uses GITHUB_TOKEN for GitHub Models only, and OPENAI_API_KEY wins', () => {
    expect(modelEndpoint(undefined, undefined, { GITHUB_TOKEN: 'ghp_x' })).toEqual({
      model: 'openai/gpt-4.1',
      baseUrl: 'https://models.github.ai/inference',
      apiKey: 'ghp_x',
      apiKeySource: 'github-token',
    });
    expect(() => modelEndpoint(undefined, 'https://llm.example.com/v1', { GITHUB_TOKEN: 'ghp_x' })).toThrow(
      /OPENAI_API_KEY is not set/,
    );
    expect(modelEndpoint('m', 'https://llm.example.com/v1', { GITHUB_TOKEN: 'ghp_x', OPENAI_API_KEY: 'sk' })).toEqual({
      model: 'm',
      baseUrl: 'https://llm.example.com/v1',
      apiKey: 'sk',
      apiKeySource: 'api-key',
    });
    expect(modelEndpoint('replay:x.jsonl', undefined, { GITHUB_TOKEN: 'ghp_x' }).apiKey).toBeUndefined();
  });
});

describe('budgets from the endpoint', () => {
  test('unset budgets follow GitHub Models; an explicit one wins; elsewhere 100000', () => {
    expect(endpointProfile('https://models.github.ai/inference', {})).toMatchObject({
      contextTokens: 8000,
      maxOutputTokens: 4000,
      requestsPerMinute: 10,
      concurrency: 2,
      requestsPerDay: 50,
    });
    expect(
      contextBudget({
        baseUrl: 'https://models.github.ai/inference',
        model: 'openai/gpt-4.1',
        contextTokens: undefined,
      }),
    ).toBe(8000);
    expect(
      contextBudget({ baseUrl: 'https://models.github.ai/inference', model: 'openai/gpt-4.1', contextTokens: 16000 }),
    ).toBe(16000);
    expect(contextBudget({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4.1', contextTokens: undefined })).toBe(
      100000,
    );
  });

  test('a refusal lowers the budget a tenth below the limit; waits read as a person would say them', () => {
    expect(budgetBelow(8000, 100000)).toBe(7200);
    expect(budgetBelow(8000, 7000)).toBe(6300);
    expect(formatWait(24_367_000)).toBe('6 h 46 min');
    expect(formatWait(400_000)).toBe('6 min 40 s');
    expect(formatWait(45_000)).toBe('45 s');
  });
});
