/** The whole pipeline on a fresh copy of the calculator example, against a scripted fake model. */
import { afterEach } from 'vitest';
import { runPipeline, type RunHooks } from '../../src/pipeline/index.js';
import { calculatorConfig } from './context.js';
import { startFakeOpenAI, type FakeOpenAI, type ScriptStep } from './fake-openai.js';
import { copyExample } from './repo.js';

/**
 * A runner of the pipeline (with `hooks`) on a fresh copy of the calculator example, its model a fake server that
 * plays `script` and is closed after each test; `defaults`, then each call's `overrides`, are fields of the config.
 */
export function calculatorPipeline(defaults: Record<string, unknown>, hooks: RunHooks = {}) {
  let server: FakeOpenAI | undefined;
  afterEach(async () => server?.close());
  return async (script: ScriptStep[], overrides: Record<string, unknown> = {}) => {
    server = await startFakeOpenAI(script);
    const repo = copyExample('calculator');
    const result = await runPipeline(calculatorConfig(repo, server.url, { ...defaults, ...overrides }), hooks);
    return { result, repo, requests: server.requests, rejected: server.rejected };
  };
}
