// The verification guarantees at the level of a whole run: a pseudo-fix that edits the failing assertion does not
// resolve, a failure that passes on a re-run is flaky and nothing is attempted, and flag mode reports what it saw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';
import { copyExample, makeRepo } from '../helpers/repo.js';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

const cheat = toolCall('p1', 'patch_file', {
  path: 'test/calculator.test.js',
  old_str: 'assert.equal(tax(1000, 0.3), 300);',
  new_str: 'assert.equal(tax(1000, 0.3), 200);',
});

function config(repo: string, url: string, testEdits: 'deny' | 'flag') {
  return RunConfigSchema.parse({
    repo,
    task: 'CI failed: fix it',
    testCommand: 'node --test',
    baseUrl: url,
    apiKey: 'sk-proof-000000000000000000000',
    sandbox: 'none',
    maxTurns: 4,
    testEdits,
  });
}

describe('proof of a fix', () => {
  it('a pseudo-fix that edits the failing assertion is refused in CI-failure mode and ends unresolved', async () => {
    server = await startFakeOpenAI([
      assistant(null, cheat),
      assistant(null, toolCall('t1', 'run_tests', {})),
      assistant(null, toolCall('f1', 'finish', { summary: 'fixed' })),
    ]);
    const repo = copyExample('calculator');
    const before = fs.readFileSync(path.join(repo, 'test/calculator.test.js'), 'utf8');
    const result = await runPipeline(config(repo, server.url, 'deny'), { ciFailure: true });
    const answers = server.requests[1]!.messages.filter((m) => m.role === 'tool');
    expect(answers[0]!.content).toMatch(/edit refused.*test-edits: deny/s);
    expect(fs.readFileSync(path.join(repo, 'test/calculator.test.js'), 'utf8')).toBe(before);
    expect(result.status).toBe('unresolved');
    expect(result.reason).toMatch(/no change was made|final test run failed/);
    expect(result.evidence.final?.passed).toBe(false);
  });

  it('flag mode lets the edit through but reports it, and the real bug still fails the final run', async () => {
    server = await startFakeOpenAI([assistant(null, cheat)], { whenExhausted: assistant('done') });
    const result = await runPipeline(config(copyExample('calculator'), server.url, 'flag'));
    expect(result.evidence.integrity.findings.map((f) => f.kind)).toContain('changed-assertion');
    expect(result.status).toBe('unresolved');
  });

  it('a CI failure that passes on a re-run is flaky: no model call, no change', async () => {
    server = await startFakeOpenAI([]);
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-')), 'ran-once');
    const repo = makeRepo({
      'package.json': '{"type":"module"}\n',
      'test/flaky.test.js': `import { test } from 'node:test';\nimport fs from 'node:fs';\ntest('fails only on its first run', () => {\n  if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, 'x'); throw new Error('first run'); }\n});\n`,
    });
    const result = await runPipeline(config(repo, server.url, 'deny'), { ciFailure: true });
    expect(result.flaky).toBe(true);
    expect(result.status).toBe('unresolved');
    expect(result.reason).toMatch(/flaky/);
    expect(server.requests).toHaveLength(0);
    expect(result.changedFiles).toEqual([]);
  });
});
