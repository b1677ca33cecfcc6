/** Chooses the Model for a run: a replay recording, or an OpenAI-compatible endpoint. */
import type { Model } from './types.js';
import { OpenAIModel } from './openai-client.js';
import { ReplayModel } from './replay.js';
import { ToolProtocolModel } from './json-protocol.js';
import { ConfigError } from '../errors.js';
import { endpointProfile, keyMayGoTo } from './endpoint.js';

/**
 * What choosing a model needs, in the model's own terms (the run's config satisfies it): model/ sits below config/
 * and never imports it.
 */
export interface ModelSettings {
  model: string;
  apiKey?: string;
  baseUrl?: string;
  /** Where the key came from: `github-token` keys may only go to GitHub Models. */
  apiKeySource: 'api-key' | 'github-token';
  toolProtocol: 'auto' | 'native' | 'json';
}

/** The token rule (model/endpoint.ts `keyMayGoTo`), checked again before any request, whatever the inputs said. */
function assertTokenDestination(config: Pick<ModelSettings, 'apiKeySource' | 'baseUrl'>): void {
  if (keyMayGoTo(config)) return;
  const host = (() => {
    try {
      return new URL(config.baseUrl ?? '').host;
    } catch {
      return String(config.baseUrl);
    }
  })();
  throw new ConfigError(
    `api-key is empty, so the model would be called with the GitHub token, but base-url points at ${host}, which is not ` +
      'GitHub Models; agent-fix sends the GitHub token to GitHub only. Set api-key (CLI: OPENAI_API_KEY) to the key for ' +
      `${host}, or remove base-url to use GitHub Models`,
  );
}

export function createModel(config: ModelSettings, log?: (line: string) => void, promptCacheKey?: string): Model {
  if (config.model.startsWith('replay:')) return new ReplayModel(config.model.slice('replay:'.length));
  if (config.model === 'oracle') {
    throw new ConfigError(
      'the oracle model exists only in `agent-fix bench` (it needs a task with a reference solution)',
    );
  }
  if (!config.apiKey) {
    throw new ConfigError(
      'no API key for the model endpoint: set OPENAI_API_KEY (or the Action input api-key; with OPENAI_BASE_URL, the ' +
        'key for that endpoint), or GITHUB_TOKEN alone to use GitHub Models (a token with models: read, no base URL), ' +
        'or replay a recorded session with --model replay:FILE',
    );
  }
  assertTokenDestination(config);
  const profile = endpointProfile(config.baseUrl);
  const endpoint = new OpenAIModel({
    model: config.model,
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    log,
    promptCacheKey,
    label: profile.label,
    maxOutputTokens: profile.maxOutputTokens,
    requestsPerMinute: profile.requestsPerMinute,
  });
  return new ToolProtocolModel(endpoint, config.toolProtocol, log);
}
