// Through the shipped CLI bundle with real bwrap (DESIGN guarantee 13, issue 55): whichever way a run ends (the
// endpoint dying mid-run, SIGINT once or twice, SIGTERM, resolved), the user's work tree is the start plus the edit
// tools' changes, and nothing a command wrote. A scripted model's `run_bash` plants `conftest.py`, `test_zz_model.py`
// and `tools/Makefile` (new files the tree would hold, which the layer moves to the host for the tools to see) and an
// empty folder; then the path ends the run. The user's own pytest on the host must then run nothing of the model's.
// Each failed before the fix (the layer's files stayed on the host); `WorkLayer.restoreHost` is the one exit now.
// After a SIGKILL (as root and as the runner user) the next run takes back the killed run's files before its
// baseline; a run still alive beside it is left alone (each failed with the repair, or the liveness check, taken out).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST, runArgs } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type ChatRequest, type FakeOpenAI } from '../helpers/fake-openai.js';
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

/**
 * The tree holds the start plus `edited` (porcelain lines), and the user's pytest collects nothing of the model's.
 * `git`: options before git's command (`-c safe.directory=*` for a tree another user owns).
 */
function expectStartPlusEdits(repo: string, porcelain: string, git: string[] = []) {
  expect(sh(repo, 'git', [...git, 'status', '--porcelain', '--untracked-files=all', '--ignored'])).toBe(porcelain);
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

/** A user the CLI runs as instead of root (the runner's user), with its own HOME. */
interface RunnerUser {
  uid: number;
  gid: number;
  home: string;
}

/** `node dist/cli.js …args`, as `user` when given (setpriv: the process is the CLI, its pid the one spawned). */
function cliArgv(args: string[], user?: RunnerUser): string[] {
  const cli = [process.execPath, path.join(DIST, 'cli.js'), ...args];
  if (!user) return cli;
  return ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups', ...cli];
}

/** A run of the CLI in its own process group, started: its pid, its stderr so far, and its end. */
interface Started {
  pid: number;
  stderr: () => string;
  closed: Promise<number | null>;
}

/** Starts the CLI (`script` its model's, as `user` when given) in its own process group, killed after the test. */
async function startRun(
  repo: string,
  tmp: string,
  script: Parameters<typeof startFakeOpenAI>[0],
  user?: RunnerUser,
  extra: string[] = [],
): Promise<Started> {
  const model = await startFakeOpenAI(script);
  cleanups.push(() => void model.close());
  const args = runArgs(repo, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' }, ...extra);
  const { OPENAI_API_KEY: _k, OPENAI_BASE_URL: _u, AGENT_MODEL: _m, ...env } = process.env;
  const [bin, ...rest] = cliArgv(args, user);
  const home = user ? { HOME: user.home, USER: RUNNER_USER, LOGNAME: RUNNER_USER } : {};
  const child = spawn(bin!, rest, {
    env: { ...env, ...home, OPENAI_API_KEY: CLI_KEY, OPENAI_BASE_URL: model.url, TMPDIR: tmp },
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
  return { pid: child.pid!, stderr: () => stderr, closed };
}

/** Waits until the run's slow command sleeps. */
async function untilSleeping(run: Started): Promise<void> {
  for (const end = Date.now() + 120_000; !sleepers().length;) {
    if (Date.now() > end) throw new Error(`the command never started: ${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The CLI in its own process group; `count` signals to the group once the command after the planting sleeps. */
async function cancelDuringCommand(
  repo: string,
  signal: NodeJS.Signals,
  count: number,
  tmp = tempFolder(),
  o: { user?: RunnerUser; script?: Parameters<typeof startFakeOpenAI>[0] } = {},
) {
  const run = await startRun(repo, tmp, o.script ?? [PATCH, PLANT, bash('s', `sleep ${SLEEP}`)], o.user);
  if (count === 0) return { code: await run.closed, stderr: run.stderr() };
  await untilSleeping(run);
  // Who the CLI runs as, read while its command sleeps (the real uid of /proc/PID/status).
  const uid = Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${run.pid}/status`, 'utf8'))?.[1]);
  for (let i = 0; i < count; i++) process.kill(-run.pid, signal);
  return { code: await run.closed, stderr: run.stderr(), uid };
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

/**
 * The runner's user: GitHub's hosted runners run the job as a user without root (`runner`), so the exits must hold
 * there too, where bwrap runs unprivileged in a user namespace and the layer mounts with `userxattr`. When the suite
 * runs as root (.ci/run does), a fixed system user is made once (`useradd --system`, kept and reused: idempotent) and
 * the CLI runs as it through setpriv. Undefined, with the reason, where this machine cannot.
 */
const RUNNER_USER = 'agentfix-runner';
function runnerUser(): { uid: number; gid: number } | string {
  if (process.getuid?.() !== 0) return 'the suite runs as a non-root user already: the tests above are this case';
  const id = () => spawnSync('id', ['-u', RUNNER_USER], { encoding: 'utf8' });
  if (id().status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', RUNNER_USER], {
      encoding: 'utf8',
    });
    // Another test file may have made it meanwhile (exit 9: the name is taken).
    if (made.status !== 0 && id().status !== 0) return `useradd ${RUNNER_USER} failed: ${made.stderr.trim()}`;
  }
  const uid = Number(id().stdout.trim());
  const gid = Number(spawnSync('id', ['-g', RUNNER_USER], { encoding: 'utf8' }).stdout.trim());
  const userns = spawnSync('setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--init-groups', 'unshare', '-U', 'true']);
  if (userns.status !== 0)
    return `${RUNNER_USER} cannot make a user namespace (unshare -U), which bwrap needs unprivileged`;
  return { uid, gid };
}

/** The project, its folder, the runs' TMPDIR and a HOME, all the runner user's. */
function ownedByRunner(ctx: { skip(note?: string): never }): { repo: string; tmp: string; user: RunnerUser } {
  skipWithoutBwrap(ctx);
  const found = runnerUser();
  if (typeof found === 'string') {
    console.warn(`skipped: ${found}`);
    ctx.skip(found);
  }
  const repo = project();
  const tmp = tempFolder();
  const home = path.join(tmp, 'home');
  fs.mkdirSync(home);
  for (const dir of [path.dirname(repo), tmp]) sh(dir, 'chown', ['-R', `${found.uid}:${found.gid}`, dir]);
  return { repo, tmp, user: { ...found, home } };
}

const AS_OWNER = ['-c', 'safe.directory=*'];

describe('agent-fix run --sandbox bwrap as the runner user (non-root): the exits leave nothing a command wrote', () => {
  it('after an edit, the endpoint goes away: exit 3, the edit kept, the planted files and folders are not', async (ctx) => {
    const { repo, tmp, user } = ownedByRunner(ctx);
    const r = await cancelDuringCommand(repo, 'SIGTERM', 0, tmp, { user, script: [PATCH, PLANT, WENT_AWAY] });
    expect(r.code, r.stderr).toBe(3);
    expectStartPlusEdits(repo, ' M calc.py\n', AS_OWNER);
    // The kept edit is the user's own file still, as the user's next commit needs it.
    expect(fs.statSync(path.join(repo, 'calc.py')).uid).toBe(user.uid);
  });

  it('SIGTERM during the command after the planting: exit 130, the edit kept, nothing planted', async (ctx) => {
    const { repo, tmp, user } = ownedByRunner(ctx);
    const r = await cancelDuringCommand(repo, 'SIGTERM', 1, tmp, { user });
    expect(r.code, r.stderr).toBe(130);
    expect(r.uid).toBe(user.uid);
    expect(r.stderr).toContain('cancelled (SIGTERM)');
    expectStartPlusEdits(repo, ' M calc.py\n', AS_OWNER);
    expect(sleepers()).toEqual([]);
  });
});

/**
 * A run killed outright (SIGKILL to agent-fix's process group, as the OOM killer or `kill -9` does) while its command
 * after the planting sleeps: no exit ran, so the planted files are on the host, where the user's pytest would run them.
 */
async function killedMidCommand(repo: string, tmp: string, user?: RunnerUser): Promise<void> {
  const run = await startRun(repo, tmp, [PLANT, bash('s', `sleep ${SLEEP}`)], user);
  await untilSleeping(run);
  process.kill(-run.pid, 'SIGKILL');
  expect(await run.closed).toBe(null);
  expect(fs.existsSync(path.join(repo, 'conftest.py'))).toBe(true);
  const collected = spawnSync('python3', ['-B', '-m', 'pytest', '--collect-only', '-q', '-p', 'no:cacheprovider'], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(collected.stdout).toContain('test_zz_model.py::test_model');
}

/** The next run said its repair first: before it looked at the tree, and before its baseline ran. */
function expectRepairedFirst(stderr: string): void {
  const repaired = stderr.indexOf('was killed before its clean-up');
  expect(repaired, stderr).toBeGreaterThan(-1);
  expect(stderr).toMatch(/file\(s\) and folder\(s\) its commands had made, removed \(.*conftest\.py/);
  const baseline = stderr.indexOf('baseline: running the tests');
  expect(baseline, stderr).toBeGreaterThan(repaired);
  // The baseline ran on the user's tests alone: the planted conftest.py was gone before it.
  expect(stderr.slice(baseline)).not.toMatch(/MODEL|test_zz_model/);
}

describe('agent-fix run --sandbox bwrap after a SIGKILL with nothing kept: the next run repairs before its baseline', () => {
  it('as root: the planted files go first, the new run fixes the bug; the tree is the start plus its edit', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const tmp = tempFolder();
    await killedMidCommand(repo, tmp);
    const again = await startRun(repo, tmp, [PATCH]);
    expect(await again.closed, again.stderr()).toBe(0);
    expectRepairedFirst(again.stderr());
    expectStartPlusEdits(repo, ' M calc.py\n');
    expect(sleepers()).toEqual([]);
    // Nothing of either run is left in the temporary folder.
    expect(fs.readdirSync(tmp).filter((n) => n.startsWith('tmp.'))).toEqual([]);
  });

  it('as the runner user (non-root): the same', async (ctx) => {
    const { repo, tmp, user } = ownedByRunner(ctx);
    await killedMidCommand(repo, tmp, user);
    const again = await startRun(repo, tmp, [PATCH], user);
    expect(await again.closed, again.stderr()).toBe(0);
    expectRepairedFirst(again.stderr());
    expectStartPlusEdits(repo, ' M calc.py\n', AS_OWNER);
    expect(fs.statSync(path.join(repo, 'calc.py')).uid).toBe(user.uid);
    expect(sleepers()).toEqual([]);
  });

  it('a live run is left alone: a run started beside it repairs nothing of it; the live one then ends as usual', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const other = project();
    const tmp = tempFolder();
    const live = await startRun(repo, tmp, [PATCH, PLANT, bash('s', `sleep ${SLEEP}`)]);
    await untilSleeping(live);
    const folders = fs.readdirSync(tmp).filter((n) => n.startsWith('tmp.'));
    expect(folders).toHaveLength(1);
    const beside = await startRun(other, tmp, [PATCH]);
    expect(await beside.closed, beside.stderr()).toBe(0);
    expect(beside.stderr()).not.toContain('was killed before its clean-up');
    // The live run's folder (its layer, its record) and what its layer moved to the host are as they were.
    expect(fs.readdirSync(tmp).filter((n) => n.startsWith('tmp.'))).toEqual(folders);
    expect(fs.existsSync(path.join(tmp, folders[0]!, 'run.json'))).toBe(true);
    expect(fs.existsSync(path.join(repo, 'conftest.py'))).toBe(true);
    expect(sleepers()).toHaveLength(1);
    expectStartPlusEdits(other, ' M calc.py\n');
    process.kill(-live.pid, 'SIGTERM');
    expect(await live.closed, live.stderr()).toBe(130);
    expectStartPlusEdits(repo, ' M calc.py\n');
    expect(sleepers()).toEqual([]);
  });
});

describe('agent-fix run --sandbox bwrap as the runner user (non-root): the bound on what commands write in their layer', () => {
  it('a command writing 40 MB of git-ignored output with --max-ignored-mb 10 is stopped, the layer emptied, the edit kept', async (ctx) => {
    const { repo, tmp, user } = ownedByRunner(ctx);
    fs.appendFileSync(path.join(repo, '.gitignore'), 'build/\n');
    sh(repo, 'git', [...AS_OWNER, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'ignore build']);
    sh(repo, 'chown', ['-R', `${user.uid}:${user.gid}`, repo]);
    const seen: string[] = [];
    const lastResult = (request: ChatRequest) =>
      seen.push(String(request.messages.filter((m) => m.role === 'tool').at(-1)?.content ?? ''));
    const write = bash('w', `mkdir -p build && head -c 40M /dev/zero > build/big && sleep ${SLEEP}`);
    const steps = [
      write,
      (request: ChatRequest) => (lastResult(request), bash('l', 'ls build 2>&1')),
      (request: ChatRequest) => (lastResult(request), PATCH),
    ];
    const run = await startRun(repo, tmp, steps, user, ['--max-ignored-mb', '10']);
    expect(await run.closed, run.stderr()).toBe(0);
    expect(seen[0]).toContain("stopped by agent-fix: the run's commands wrote more than 10 MB in the sandbox's layer");
    expect(seen[0]).toContain('All of it was thrown away');
    expect(seen[1]).toContain("'build': No such file");
    expect(run.stderr()).toContain('Raise max-ignored-mb');
    expectStartPlusEdits(repo, ' M calc.py\n', AS_OWNER);
    expect(sleepers()).toEqual([]);
  });
});
