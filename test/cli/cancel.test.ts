// Ctrl-C through the bundle (`node dist/cli.js`), as a terminal sends it: SIGINT to the CLI's whole process group,
// while the model's full test run is under way in a proof worktree, in the bwrap sandbox (as root: commands run as
// nobody, and the workspace is opened to nobody's group for the run). The run exits 130 and says what is kept; the
// agent's edit stays as an uncommitted diff; no worktree, private folder, owner or mode of agent-fix's is left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST, runArgs, runCli } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, type ScriptStep } from '../helpers/fake-openai.js';
import { patchTestFinish } from '../helpers/fake-openai.js';
import { makeRepo, sh } from '../helpers/repo.js';

const KEY = 'sk-cancel-test-key-0123456789abcdefghij';
/** The slow test's sleep, unique enough to find its process in /proc. */
const SLEEP = '3117';

let server: FakeOpenAI | undefined;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const c of cleanups.splice(0)) c();
});

/** A suite that fails fast on the bug and, once fixed, is slow: the model's own run is where Ctrl-C lands. */
function slowWhenFixed(): string {
  const repo = makeRepo({
    'status.txt': 'broken\n',
    'check.sh': `grep -q fixed status.txt || exit 1\nsleep ${SLEEP}\n`,
    'docs/notes.md': 'notes\n',
  });
  // The folders and files as a user's checkout has them: 0755 folders, 0644 files, root's.
  fs.chmodSync(repo, 0o755);
  return repo;
}

/** Owner, group and mode of every entry of the work tree (not .git): what the sandbox's grants change. */
function owners(repo: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (dir === repo && e.name === '.git') continue;
      const abs = path.join(dir, e.name);
      const st = fs.lstatSync(abs);
      out[path.relative(repo, abs)] = `${st.uid}:${st.gid} ${(st.mode & 0o7777).toString(8)}`;
      if (e.isDirectory()) walk(abs);
    }
  };
  const top = fs.lstatSync(repo);
  out['.'] = `${top.uid}:${top.gid} ${(top.mode & 0o7777).toString(8)}`;
  walk(repo);
  return out;
}

/** Processes whose command line is the slow test's sleep. */
function sleepers(): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() === `sleep ${SLEEP}`;
    } catch {
      return false;
    }
  });
}

async function until(what: string, ok: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The CLI in its own process group (as a shell starts a job), with its own TMPDIR; `signals` SIGINTs go to the whole
 * group once the slow test runs.
 */
async function cancelDuringTests(repo: string, signals: number, ...more: string[]) {
  return cancelWhen(
    repo,
    signals,
    'the slow test to start',
    () => sleepers().length > 0,
    more,
    patchTestFinish({ path: 'status.txt', old_str: 'broken', new_str: 'fixed' }, 'fixed'),
  );
}

/** As `cancelDuringTests`, the SIGINTs sent once `ready` holds, with the model answering `script`. */
async function cancelWhen(
  repo: string,
  signals: number,
  what: string,
  ready: () => boolean,
  more: string[],
  script: ScriptStep[],
  signal: NodeJS.Signals = 'SIGINT',
) {
  server = await startFakeOpenAI(script);
  const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-cancel-tmp-')));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const args = runArgs(repo, { task: 'status.txt says broken', testCommand: 'sh check.sh', sandbox: 'bwrap' }, ...more);
  const { OPENAI_API_KEY: _k, OPENAI_BASE_URL: _u, AGENT_MODEL: _m, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(DIST, 'cli.js'), ...args], {
    env: { ...env, OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url, TMPDIR: tmp },
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
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  await until(what, ready);
  for (let i = 0; i < signals; i++) process.kill(-child.pid!, signal);
  const code = await closed;
  return { code, stdout, stderr, tmp };
}

/** What every cancelled run must leave: the contract's checks. */
function expectCleanCancel(
  repo: string,
  before: Record<string, string>,
  r: { code: number | null; stderr: string; tmp: string },
) {
  expect(r.code, r.stderr).toBe(130);
  expect(r.stderr).toMatch(
    /agent-fix: cancelled \(SIGINT\): the agent's edits \(status\.txt\) are kept in the work tree/,
  );
  // Only the main tree: the proof worktree and git's record of it are gone.
  expect(sh(repo, 'git', ['worktree', 'list']).trim().split('\n')).toHaveLength(1);
  expect(fs.readdirSync(repo).filter((e) => e.startsWith('.agent-fix-'))).toEqual([]);
  // Only the agent's edit, uncommitted.
  expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all'])).toBe(' M status.txt\n');
  expect(fs.readFileSync(path.join(repo, 'status.txt'), 'utf8')).toBe('fixed\n');
  expect(sh(repo, 'git', ['log', '--oneline']).trim().split('\n')).toHaveLength(1);
  // Owners and modes as they were.
  expect(owners(repo)).toEqual(before);
  // Nothing of agent-fix's in its TMPDIR, and the slow test's processes are ended.
  expect(fs.readdirSync(r.tmp)).toEqual([]);
  expect(sleepers()).toEqual([]);
}

describe('Ctrl-C during the model’s test run', () => {
  it('exits 130, keeps the edit as a diff, and leaves no worktree, folder, owner or mode of its own', async () => {
    const repo = slowWhenFixed();
    const before = owners(repo);
    const r = await cancelDuringTests(repo, 1, '--json');
    expectCleanCancel(repo, before, r);
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ status: 'error', exit_code: 130, changed_files: ['status.txt'] });
    expect(last.error.message).toMatch(/^cancelled \(SIGINT\)/);
    // The kept edit makes the tree dirty: the same command alone would be refused, so the fix names the ways on.
    expect(last.error.fix).toMatch(/add --allow-dirty to start from them, or set them aside with git stash/);
  });

  it('a second Ctrl-C ends at once, and still no worktree is left', async () => {
    const repo = slowWhenFixed();
    const before = owners(repo);
    const r = await cancelDuringTests(repo, 2);
    expectCleanCancel(repo, before, r);
  });
});

describe('Ctrl-C while the model is thinking', () => {
  it('exits 130, keeps the edit made before as a diff, and leaves no worktree, folder, owner or mode', async () => {
    const repo = slowWhenFixed();
    const before = owners(repo);
    // One edit, then a request the endpoint never answers: Ctrl-C lands while the CLI waits for the model.
    const r = await cancelWhen(
      repo,
      1,
      'the second model request',
      () => (server?.requests.length ?? 0) >= 2,
      [],
      [
        assistant(null, toolCall('a', 'patch_file', { path: 'status.txt', old_str: 'broken', new_str: 'fixed' })),
        { hold: true },
      ],
    );
    expectCleanCancel(repo, before, r);
    expect(server!.requests).toHaveLength(2);
  });
});

/** A run after a killed one: a registered proof worktree in a hidden folder of the repository, as SIGKILL leaves it. */
async function runAfterKilled(prepare: (repo: string) => void = () => {}) {
  const repo = makeRepo({ 'status.txt': 'broken\n', 'check.sh': 'grep -q fixed status.txt\n' });
  sh(repo, 'git', ['worktree', 'add', '--detach', '--quiet', path.join(repo, '.agent-fix-proof-0123456789ab'), 'HEAD']);
  prepare(repo);
  server = await startFakeOpenAI(patchTestFinish({ path: 'status.txt', old_str: 'broken', new_str: 'fixed' }, 'fixed'));
  const r = await runCli(process.execPath, runArgs(repo, { task: 'fix status', testCommand: 'sh check.sh' }), {
    env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
  });
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).toMatch(/removed what an earlier run left behind: \.agent-fix-proof-0123456789ab/);
  expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all'])).toBe(' M status.txt\n');
  return repo;
}

describe('leftovers of a killed run', () => {
  it('after a SIGKILL mid-run, the next run ends its commands, gives back owners and modes, removes its folders, and says so', async () => {
    const repo = slowWhenFixed();
    const before = owners(repo);
    // SIGKILL to the CLI's process group: agent-fix dies at once; its commands, in groups of their own, live on.
    const killed = await cancelWhen(
      repo,
      1,
      'the slow test to start',
      () => sleepers().length > 0,
      [],
      [
        assistant(null, toolCall('a', 'patch_file', { path: 'status.txt', old_str: 'broken', new_str: 'fixed' })),
        assistant(null, toolCall('b', 'run_tests', {})),
      ],
      'SIGKILL',
    );
    expect(killed.code).toBeNull();
    expect(sleepers().length).toBeGreaterThan(0);
    // The killed run's folder (named as any temporary folder, `tmp.*`) is left for the next run to repair.
    expect(fs.readdirSync(killed.tmp).filter((e) => e.startsWith('tmp.'))).not.toEqual([]);
    // The user takes the edit back (in place: a new file would take the widened folder's group) and runs again, in the
    // same TMPDIR.
    fs.writeFileSync(path.join(repo, 'status.txt'), 'broken\n');
    await server!.close();
    server = await startFakeOpenAI([assistant(null, toolCall('c', 'finish', { summary: 'nothing to do' }))]);
    const r = await runCli(
      process.execPath,
      runArgs(repo, { task: 'status.txt says broken', testCommand: 'sh check.sh', sandbox: 'bwrap' }),
      { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url, TMPDIR: killed.tmp } },
    );
    expect(r.stderr).toMatch(
      /an earlier run \(pid \d+\) was killed before its clean-up; repaired: its temporary folder/,
    );
    // Under bwrap the proof tree is a layer in the run's temporary folder (repaired above), not a folder of the work
    // tree: nothing of it is left in either.
    expect(fs.readdirSync(repo).filter((e) => e.startsWith('.agent-fix-'))).toEqual([]);
    expect(sleepers()).toEqual([]);
    expect(owners(repo)).toEqual(before);
    expect(fs.readdirSync(killed.tmp)).toEqual([]);
    expect(sh(repo, 'git', ['worktree', 'list']).trim().split('\n')).toHaveLength(1);
  });

  it('a stale proof worktree is removed and said, instead of refusing the tree as dirty', async () => {
    const repo = await runAfterKilled();
    expect(sh(repo, 'git', ['worktree', 'list']).trim().split('\n')).toHaveLength(1);
  });

  it("the user's own worktree on a folder out of reach (an unmounted disk) survives the run", async () => {
    const away = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-user-wt-')));
    cleanups.push(() => fs.rmSync(away, { recursive: true, force: true }));
    const theirs = path.join(away, 'feature');
    const repo = await runAfterKilled((dir) => {
      sh(dir, 'git', ['worktree', 'add', '--quiet', '-b', 'feature', theirs, 'HEAD']);
      fs.rmSync(theirs, { recursive: true, force: true });
    });
    const listed = sh(repo, 'git', ['worktree', 'list', '--porcelain']);
    expect(listed).toContain(`worktree ${theirs}\n`);
    expect(listed).not.toContain('.agent-fix-proof-');
  });
});
