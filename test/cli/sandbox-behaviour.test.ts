// Through the shipped CLI bundle (`node dist/cli.js run --sandbox bwrap`): our sample suite of what real suites rely
// on (a missing program is ENOENT, PATH folders can be entered, the work tree's real path, /tmp, a localhost server)
// passes in the baseline and the final run inside the sandbox, as it does outside, with the work tree nested under
// an open /tmp folder (issue 21). The scripted model runs the tests once and finishes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { readTrajectory, runArgs, runCli } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';

const SUITE = path.resolve(import.meta.dirname, '../fixtures/sandbox-projects/node-suite');
const KEY = 'sk-cli-test-key-0123456789abcdefghij';
const bwrapOk = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;

const cli = (args: string[], env: Record<string, string>) =>
  runCli(process.execPath, args, { env, cwd: process.cwd() });

let server: FakeOpenAI | undefined;
let open: string | undefined;
afterEach(async () => {
  await server?.close();
  if (open) fs.rmSync(open, { recursive: true, force: true });
});

describe.skipIf(!bwrapOk)('agent-fix run --sandbox bwrap on our behaviour suite', () => {
  it('the baseline and the final run pass inside the sandbox, test for test as outside', async () => {
    open = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-open-'));
    fs.chmodSync(open, 0o755);
    const repo = path.join(open, 'b', 'repo');
    fs.mkdirSync(repo, { recursive: true });
    fs.chmodSync(path.dirname(repo), 0o755);
    fs.cpSync(SUITE, repo, { recursive: true });
    const py = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
    fs.writeFileSync(
      path.join(repo, '.expected.json'),
      JSON.stringify({ root: fs.realpathSync(repo), python3: py.status === 0 ? py.stdout.trim() : null }),
    );
    const git = (...a: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...a], { cwd: repo, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'sample');
    const outside = spawnSync('sh', ['-c', 'node --test --test-reporter=tap'], { cwd: repo, encoding: 'utf8' });
    expect(outside.status, outside.stdout).toBe(0);

    server = await startFakeOpenAI([
      assistant(null, toolCall('a', 'run_tests', {})),
      assistant(null, toolCall('b', 'finish', { summary: 'The suite passes; nothing to change.' })),
    ]);
    const trajectory = path.join(open, 'run.jsonl');
    const r = await cli(
      runArgs(
        repo,
        { task: 'Check the suite', testCommand: 'node --test --test-reporter=tap', sandbox: 'bwrap' },
        '--base-url',
        server.url,
        '--json',
        '--trajectory',
        trajectory,
      ),
      { OPENAI_API_KEY: KEY, AGENT_MODEL: 'gpt-4.1' },
    );
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    const runs = readTrajectory(trajectory).filter((e) => e.phase === 'baseline' || e.phase === 'final') as Array<{
      type?: string;
      kind?: string;
      phase?: string;
      run?: { exitCode: number | null; output: string };
    }>;
    const baseline = runs.find((e) => e.phase === 'baseline');
    expect(baseline?.run?.exitCode, `${baseline?.run?.output}\n${r.stderr}`).toBe(0);
    expect(last.tests, r.stderr).toMatchObject({ exit_code: 0, failed: 0 });
    expect(r.stderr).toMatch(/sandbox: bwrap/);
  });
});
