import { describe, expect, test } from 'vitest';
import { ActionInputError, parseActionInputs } from '../../src/config/action-inputs.js';

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('Action inputs', () => {
  test('an empty api-key means GitHub Models with the workflow token and its default model', () => {
    const i = parseActionInputs(reader({ 'github-token': 'ghs_x' }));
    expect(i).toMatchObject({
      apiKey: 'ghs_x',
      apiKeySource: 'github-token',
      baseUrl: 'https://models.github.ai/inference',
      model: 'openai/gpt-4.1',
      triggerLabel: 'agent-fix',
      triggerPhrase: '/agent-fix',
      maxTurns: 30,
      contextTokens: undefined,
      timeoutMinutes: 30,
      branchPrefix: 'agent-fix/',
      draft: false,
      labels: ['agent-fix'],
      protectedPaths: [],
      allowedBots: [],
      testEdits: undefined,
      sandbox: 'auto',
      onUnresolved: 'comment',
      dryRun: false,
      failOnUnresolved: false,
      maxCostUsd: undefined,
    });
  });

  test("job-services left as action.yml's unexpanded default (local-action) means no services, not an error", () => {
    const services = (value: string) => parseActionInputs(reader({ 'github-token': 't', 'job-services': value }));
    expect(services('${{ toJSON(job.services) }}').jobServices).toEqual([]);
    expect(services('null').jobServices).toEqual([]);
    expect(services('{"db":{"ports":{"5432":"49153"}}}').jobServices).toEqual([49153]);
    expect(() => services('{not json')).toThrow(/job-services/);
  });

  test('allowed-bots takes bot logins, comma or newline separated, and names anything that is not one', () => {
    expect(
      parseActionInputs(reader({ 'github-token': 't', 'allowed-bots': 'dependabot[bot], renovate[bot]\nmy-app[bot]' }))
        .allowedBots,
    ).toEqual(['dependabot[bot]', 'renovate[bot]', 'my-app[bot]']);
    expect(() => parseActionInputs(reader({ 'github-token': 't', 'allowed-bots': 'dependabot, octocat' }))).toThrow(
      'input `allowed-bots` must list bot logins such as dependabot[bot], comma or newline separated (got "dependabot", "octocat")',
    );
  });

  test('an api-key switches to OpenAI defaults unless base-url and model are given', () => {
    expect(parseActionInputs(reader({ 'github-token': 't', 'api-key': 'sk-1' }))).toMatchObject({
      apiKey: 'sk-1',
      apiKeySource: 'api-key',
      baseUrl: undefined,
      model: 'gpt-4.1',
    });
    expect(
      parseActionInputs(
        reader({ 'github-token': 't', 'api-key': 'k', 'base-url': 'http://127.0.0.1:9/v1/', model: 'm' }),
      ),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
  });

  test('lists, booleans and choices parse; a prefix without a slash gets one', () => {
    const i = parseActionInputs(
      reader({
        'github-token': 't',
        labels: 'bot, fix\nauto',
        draft: 'True',
        'branch-prefix': 'bot',
        'test-edits': 'deny',
        'on-unresolved': 'draft-pr',
        'max-cost-usd': '0.5',
      }),
    );
    expect(i).toMatchObject({
      labels: ['bot', 'fix', 'auto'],
      draft: true,
      branchPrefix: 'bot/',
      testEdits: 'deny',
      onUnresolved: 'draft-pr',
      maxCostUsd: 0.5,
    });
  });

  test('every bad input is named in one error', () => {
    let error: unknown;
    try {
      parseActionInputs(
        reader({ 'github-token': 't', 'max-turns': 'ten', draft: 'yes', sandbox: 'docker', 'base-url': 'not a url' }),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ActionInputError);
    const message = (error as Error).message;
    expect(message).toContain('input `max-turns` must be a whole number of at least 1 (got "ten")');
    expect(message).toContain('input `draft` must be true or false (got "yes")');
    expect(message).toContain('input `sandbox` must be one of auto, bwrap, none (got "docker")');
    expect(message).toContain('input `base-url` must be a URL');
  });

  test('an empty github-token is refused with what to pass', () => {
    expect(() => parseActionInputs(reader({}))).toThrow(/input `github-token` is empty/);
  });
});
