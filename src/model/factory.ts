/** Chooses the Model for a run: a replay recording, or an OpenAI-compatible endpoint. */
import type { Model } from './types.js';
import { OpenAIModel } from './openai-client.js';
import { ReplayModel } from './replay.js';
import { ToolProtocolModel } from './json-protocol.js';
import { ConfigError } from '../config/errors.js';
import type { RunConfig } from '../config/schema.js';

export function createModel(config: RunConfig, log?: (line: string) => void, promptCacheKey?: string): Model {
  if (config.model.startsWith('replay:')) return new ReplayModel(config.model.slice('replay:'.length));
  if (config.model === 'oracle') {
    throw new ConfigError('the oracle model exists only in `agent-fix bench` (it needs a task with a reference solution)');
  }
  if (!config.apiKey) {
    throw new ConfigError(
      'no API key for the model endpoint: set OPENAI_API_KEY (or the Action input api-key), ' +
        'or replay a recorded session with --model replay:FILE',
    );
  }
  const endpoint = new OpenAIModel({ model: config.model, apiKey: config.apiKey, baseUrl: config.baseUrl, log, promptCacheKey });
  return new ToolProtocolModel(endpoint, config.toolProtocol, log);
}
