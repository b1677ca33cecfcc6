/**
 * `agent-fix demo`: the bundled calculator example, end to end, from a recorded session. No key, no network:
 * it shows the tests failing, the agent's patch, the tests passing and the diff, and says plainly it is a replay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RunConfigSchema } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import { runPipeline } from '../pipeline.js';
import { humanSummary } from '../report/cli-summary.js';
import { git } from '../workspace/git.js';
import { exitCodeFor } from './run.js';

/** The examples folder, from the source tree (src/commands) or the bundle (dist/). */
export function examplesDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'examples');
    if (fs.existsSync(path.join(candidate, 'calculator'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new ConfigError(
    'the bundled examples folder is missing; reinstall agent-fix (it ships examples/ beside dist/)',
  );
}

export async function demoCommand(_argv: string[]): Promise<number> {
  const examples = examplesDir();
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-demo-'));
  fs.cpSync(path.join(examples, 'calculator'), repo, { recursive: true });
  await git(repo, ['init', '-q']);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '-qm', 'calculator with a bug']);
  const out = (line = '') => process.stdout.write(`${line}\n`);

  out('agent-fix demo — a REPLAY of a recorded session: no model is called and no key is needed.');
  out(`Example repository copied to ${repo}`);
  out('');
  const task = fs.readFileSync(path.join(examples, 'calculator', 'TASK.md'), 'utf8');
  out(
    `Task:\n${task
      .trim()
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n')}`,
  );
  out('');
  const config = RunConfigSchema.parse({
    repo,
    task,
    testCommand: 'npm test --silent',
    model: `replay:${path.join(examples, 'recordings', 'calculator.json')}`,
    sandbox: 'none',
  });
  const result = await runPipeline(config, { onProgress: (line) => out(`  ${line}`) });
  out('');
  out(humanSummary(result));
  out('');
  out('That was a replay. To run live on your own repository:');
  out('  export OPENAI_API_KEY=...        # or OPENAI_BASE_URL for any OpenAI-compatible endpoint');
  out(`  agent-fix run --repo ${repo} --task-file ${path.join(repo, 'TASK.md')}   # after: git -C ${repo} checkout .`);
  return exitCodeFor(result);
}
