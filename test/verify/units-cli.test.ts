// Counts keep their unit, through the CLI bundle (`node dist/cli.js`; run `npm run build` first): a go project whose
// only package has passing tests and one failing, run with `go test ./...` (no -v), fixed by a scripted model. Every
// run agent-fix makes adds GOFLAGS=-v itself (issue 29), so the counts are tests, in the summary and --json alike.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../bundle/bundle.js';
import { startFakeOpenAI, type FakeOpenAI, patchTestFinish } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';

const sample = path.resolve(import.meta.dirname, '../fixtures/runner-projects/go');
const hasGo = spawnSync('bash', ['-c', 'command -v go']).status === 0;

const cli = (args: string[], env: Record<string, string>) =>
  runCli(process.execPath, args, { env, cwd: process.cwd() });

/** The sample's calc package alone: four passing tests, TestTax failing, one skipped. */
function goRepo(): string {
  const read = (rel: string) => fs.readFileSync(path.join(sample, rel), 'utf8');
  return makeRepo({
    'go.mod': read('go.mod'),
    'calc/calc.go': read('calc/calc.go'),
    'calc/calc_test.go': read('calc/calc_test.go'),
    'calc/more_test.go': read('calc/more_test.go'),
  });
}

const BUG = 'func Tax(amount int) int { return amount*20/100 + 1 }';
const FIX = 'func Tax(amount int) int { return amount * 20 / 100 }';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

describe.runIf(hasGo)('go test without -v: the proof makes it test-level, the same everywhere', () => {
  const script = () => patchTestFinish({ path: 'calc/calc.go', old_str: BUG, new_str: FIX }, 'Tax takes 20%');
  const args = (repo: string, url: string, json: boolean) => [
    'run',
    '--repo',
    repo,
    '--task',
    'Fix Tax',
    '--test-command',
    'go test ./...',
    '--base-url',
    url,
    '--sandbox',
    'none',
    ...(json ? ['--json'] : []),
  ];
  const env = { OPENAI_API_KEY: 'sk-units-test-0123456789abcdef', AGENT_MODEL: 'gpt-4.1' };

  it('--json carries the unit of the counts', async () => {
    server = await startFakeOpenAI(script());
    const r = await cli(args(goRepo(), server.url, true), env);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(out.tests).toEqual({ command: 'go test ./...', exit_code: 0, passed: 5, failed: 0, unit: 'tests' });
    expect(out.evidence.baseline).toMatchObject({
      counts: { passed: 4, failed: 1 },
      unit: 'tests',
      failing: ['TestTax'],
    });
    expect(out.evidence.fail_to_pass.pass_to_pass).toEqual({ checked: 4, broken: [] });
    expect(out.evidence.proof_level).toBe('test');
  });

  it('the human summary says tests, as --json does, and never "0 of 0 that passed before still pass"', async () => {
    server = await startFakeOpenAI(script());
    const r = await cli(args(goRepo(), server.url, false), env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/before: 4 passed, 1 failed {2}after: 5 passed, 0 failed/);
    expect(r.stdout).not.toMatch(/0 of 0/);
    expect(r.stdout).toMatch(/4 of 4 tests that passed before still pass/);
    expect(r.stdout).not.toMatch(/suite-level/i);
  });
});
