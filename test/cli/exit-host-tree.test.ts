// Through the shipped CLI bundle with real bwrap (DESIGN guarantee 13, issue 55): whichever way a run ends (the
// endpoint dying mid-run, SIGINT once or twice, SIGTERM, resolved), the user's work tree is the start plus the edit
// tools' changes, and nothing a command wrote. A scripted model's `run_bash` plants `conftest.py`, `test_zz_model.py`
// and `tools/Makefile` (new files the tree would hold, which the layer moves to the host for the tools to see) and an
// empty folder; then the path ends the run. The user's own pytest on the host must then run nothing of the model's.
// Each failed before the fix (the layer's files stayed on the host); `WorkLayer.restoreHost` is the one exit now.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST, runArgs } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';
import { CLI_KEY, cliScope, skipWithoutBwrap } from '../helpers/cli-run.js';
import { sh } from '../helpers/repo.js';

const TESTS = 'python3 -B -m pytest -q -p no:cacheprovider';
const cli = cliScope();

/** A Python project with a bug in add(), committed, in a folder nobody can enter. */
function project(): string {
  return cli.committedRepo('agent-fix-exit-', {
    '.gitignore': '__pycache__/\n',
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  });
}

const bash = (id: string, command: string) => assistant(null, toolCall(id, 'run_bash', { command }));

/** What a hostile command plants: files the user's next pytest (or make) would run as the user, and a folder. */
const PLANT = bash(
  'plant',
  "printf 'print(\"MODEL-CONFTEST\")\\n' > conftest.py && printf 'def test_model():\\n    print(\"MODEL-TEST\")\\n' > test_zz_model.py && mkdir -p tools empty/deeper && printf 'all:\\n\\techo MODEL\\n' > tools/Makefile",
);
const PATCH = assistant(null, toolCall('p', 'patch_file', { path: 'calc.py', old_str: 'a - b', new_str: 'a + b' }));
const WENT_AWAY = { status: 400, body: { error: { message: 'the endpoint went away' } } };

/** The tree holds the start plus `edited` (porcelain lines), and the user's pytest collects nothing of the model's. */
function expectStartPlusEdits(repo: string, porcelain: string) {
  expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all', '--ignored'])).toBe(porcelain);
  for (const made of ['conftest.py', 'test_zz_model.py', 'tools', 'empty'])
    expect(fs.existsSync(path.join(repo, made)), made).toBe(false);
  const collected = spawnSync('python3', ['-B', '-m', 'pytest', '--collect-only', '-q', '-p', 'no:cacheprovider'], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(collected.stdout).toContain('test_calc.py::test_add');
  expect(collected.stdout).not.toMatch(/MODEL|test_zz_model/);
}

describe('agent-fix run --sandbox bwrap: an error leaves nothing a command wrote', () => {
  it('the endpoint goes away after a command planted files: exit 3, the tree is as it started', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const r = await cli.run(repo, [PLANT, WENT_AWAY], { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' });
    expect(r.code, r.stderr).toBe(3);
    expect(r.json.status).toBe('error');
    expectStartPlusEdits(repo, '');
  });

  it('the endpoint answers 500 until agent-fix gives up: exit 3, the tree is as it started', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const r = await cli.run(repo, [PLANT], { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' }, [], {
      whenExhausted: { status: 500, headers: { 'retry-after-ms': '5' } },
    });
    expect(r.code, r.stderr).toBe(3);
    expectStartPlusEdits(repo, '');
  });

  it('after an edit, the endpoint goes away: exit 3, the edit is kept, the planted files and folders are not', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const r = await cli.run(repo, [PATCH, PLANT, WENT_AWAY], {
      task: 'Fix add()',
      testCommand: TESTS,
      sandbox: 'bwrap',
    });
    expect(r.code, r.stderr).toBe(3);
    expectStartPlusEdits(repo, ' M calc.py\n');
  });
});

/** The slow command's sleep, unique enough to find its process in /proc. */
const SLEEP = '3119';
const sleepers = () =>
  fs.readdirSync('/proc').filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() === `sleep ${SLEEP}`;
    } catch {
      return false;
    }
  });

let server: FakeOpenAI | undefined;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const c of cleanups.splice(0)) c();
});

/** The runs' temporary folder (TMPDIR), removed after the test. */
function tempFolder(): string {
  const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-exit-tmp-')));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  return tmp;
}

/** The CLI in its own process group; `count` signals to the group once the command after the planting sleeps. */
async function cancelDuringCommand(repo: string, signal: NodeJS.Signals, count: number, tmp = tempFolder()) {
  server = await startFakeOpenAI([PATCH, PLANT, bash('s', `sleep ${SLEEP}`)]);
  const args = runArgs(repo, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' });
  const { OPENAI_API_KEY: _k, OPENAI_BASE_URL: _u, AGENT_MODEL: _m, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(DIST, 'cli.js'), ...args], {
    env: { ...env, OPENAI_API_KEY: CLI_KEY, OPENAI_BASE_URL: server.url, TMPDIR: tmp },
    cwd: os.tmpdir(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  for (const end = Date.now() + 120_000; !sleepers().length;) {
    if (Date.now() > end) throw new Error(`the command never started: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  for (let i = 0; i < count; i++) process.kill(-child.pid!, signal);
  return { code: await closed, stderr };
}

describe('agent-fix run --sandbox bwrap: a cancel leaves nothing a command wrote', () => {
  for (const [signal, count] of [
    ['SIGINT', 1],
    ['SIGINT', 2],
    ['SIGTERM', 1],
  ] as const) {
    it(`${signal} ×${count} during the command after the planting: exit 130, the edit kept, nothing planted`, async (ctx) => {
      skipWithoutBwrap(ctx);
      const repo = project();
      const r = await cancelDuringCommand(repo, signal, count);
      expect(r.code, r.stderr).toBe(130);
      expect(r.stderr).toContain(`cancelled (${signal})`);
      expectStartPlusEdits(repo, ' M calc.py\n');
      expect(sleepers()).toEqual([]);
    });
  }
});

describe('agent-fix run --sandbox bwrap after a SIGKILL: the next run takes back what the killed one left', () => {
  it('killed during the command after the planting, then run again: the planted files go before anything else, the edit stays', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const tmp = tempFolder();
    const killed = await cancelDuringCommand(repo, 'SIGKILL', 1, tmp);
    expect(killed.code).toBe(null);
    // No exit ran: what the layer had moved is on the host, as the user's next pytest would run it.
    expect(fs.existsSync(path.join(repo, 'conftest.py'))).toBe(true);
    await server?.close();
    server = await startFakeOpenAI([]);
    const args = runArgs(repo, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' });
    const { OPENAI_API_KEY: _k, OPENAI_BASE_URL: _u, AGENT_MODEL: _m, ...env } = process.env;
    const again = spawnSync(process.execPath, [path.join(DIST, 'cli.js'), ...args], {
      env: { ...env, OPENAI_API_KEY: CLI_KEY, OPENAI_BASE_URL: server.url, TMPDIR: tmp },
      cwd: os.tmpdir(),
      encoding: 'utf8',
      timeout: 240_000,
    });
    // The kept edit makes the tree dirty, so the new run stops there (exit 2): after the repair, before anything else.
    expect(again.status, again.stderr).toBe(2);
    expect(again.stderr).toContain('has uncommitted changes');
    const repaired = again.stderr.indexOf('was killed before its clean-up');
    expect(repaired, again.stderr).toBeGreaterThan(-1);
    expect(again.stderr).toMatch(/file\(s\) and folder\(s\) its commands had made, removed \(.*conftest\.py/);
    expect(again.stderr.indexOf('has uncommitted changes')).toBeGreaterThan(repaired);
    expectStartPlusEdits(repo, ' M calc.py\n');
    expect(sleepers()).toEqual([]);
  });
});
