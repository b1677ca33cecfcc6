import { describe, expect, test } from 'vitest';
import { phaseSettings } from '../../src/config/phase-settings.js';
import { RunConfigSchema, type RunConfig } from '../../src/config/schema.js';

/** Settings RunConfig holds that no engine phase reads (the bench sets its own run_bash timeout). */
const NOT_READ_BY_THE_ENGINE = ['commandTimeoutSec'];

describe('phaseSettings', () => {
  const config: RunConfig = RunConfigSchema.parse({
    repo: '/work/repo',
    task: 'fix the bug',
    testCommand: 'npm test',
    setupCommand: 'npm ci',
    apiKey: 'sk-test',
    baseUrl: 'https://example.com/v1',
    maxCostUsd: 2,
    modelPrice: { input: 1, cached_input: 0.5, output: 2 },
    contextTokens: 9_000,
    trajectoryPath: '/tmp/t.jsonl',
    dryRun: true,
    requireTestProof: true,
    network: { kind: 'all' },
    deflake: 'tests/test_x.py::test_y',
  });

  test('hands every setting the engine reads to a phase, with its value', () => {
    const handed = new Map<string, unknown>();
    const { sandbox, trajectoryPath, ...slices } = phaseSettings(config);
    handed.set('sandbox', sandbox.mode).set('network', sandbox.network).set('trajectoryPath', trajectoryPath);
    handed.set('setupNetwork', sandbox.setup?.network).set('forkHead', sandbox.setup?.fork);
    for (const slice of Object.values(slices)) for (const [key, value] of Object.entries(slice)) handed.set(key, value);
    // A deflake's three settings go as one request (verify/deflake.ts), present only on a deflake run.
    const request = slices.tests.deflake;
    handed.delete('deflake');
    handed.set('deflake', request?.test).set('deflakeRunsBefore', request?.runsBefore);
    handed.set('deflakeBudgetMinutes', request?.budgetMinutes);
    const read = Object.keys(config).filter((key) => !NOT_READ_BY_THE_ENGINE.includes(key));
    expect([...handed.keys()].sort()).toEqual(read.sort());
    for (const key of read) expect(handed.get(key), key).toEqual(config[key as keyof RunConfig]);
  });

  test('no phase receives the whole config', () => {
    const keys = Object.keys(config).length;
    for (const [phase, slice] of Object.entries(phaseSettings(config))) {
      if (slice && typeof slice === 'object') expect(Object.keys(slice).length, phase).toBeLessThan(keys / 2);
    }
  });
});
