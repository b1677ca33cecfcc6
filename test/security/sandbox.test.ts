/**
 * The bwrap sandbox, driven through the real process runner. Where bwrap cannot start these tests skip, except in CI
 * (process.env.CI), where they fail and say why: a silently skipped sandbox suite would prove nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { prepareSandbox, SandboxError, secretPaths, type Sandbox } from '../../src/workspace/sandbox.js';
import { runCommand, type ExecResult } from '../../src/tools/exec.js';
import { childEnv } from '../../src/security/env.js';
import { makeRepo, sh } from '../helpers/repo.js';

// Planted before any sandbox is prepared, as a runner would have them.
const SECRETS = {
  GITHUB_TOKEN: 'fake-gh-token-7c1d2e9a0b',
  OPENAI_API_KEY: 'fake-openai-key-41f0aa93',
  'INPUT_API-KEY': 'fake-input-key-5e5e1c2d',
  ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token-0a9b8c',
  DEPLOY_PASSWORD: 'fake-deploy-password-66d1',
};
Object.assign(process.env, SECRETS);
const SECRET_VALUES = Object.values(SECRETS);

/** Outside os.tmpdir() on purpose: the sandbox's private /tmp would hide anything there, proving nothing. */
const OUTSIDE_TMP = fs.existsSync('/var/tmp') ? '/var/tmp' : os.homedir();

let ws: string;
let fakeHome: string;
let runnerTemp: string;
let sandbox: Sandbox | undefined;
let networked: Sandbox | undefined;
let unavailable = '';
let server: http.Server;
let port = 0;

beforeAll(async () => {
  ws = makeRepo({ 'README.md': 'hello\n' }, 'agent-fix-sandbox-');
  // actions/checkout's default: the token in .git/config.
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${SECRETS.GITHUB_TOKEN}`).toString('base64')}`;
  sh(ws, 'git', ['config', 'http.https://github.com/.extraheader', header]);

  fakeHome = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-home-'));
  fs.mkdirSync(path.join(fakeHome, '.ssh'));
  fs.writeFileSync(path.join(fakeHome, '.ssh', 'id_ed25519'), 'PRIVATE-KEY-MATERIAL-3f2a\n');
  fs.writeFileSync(path.join(fakeHome, '.git-credentials'), 'https://x:CRED-IN-HOME-9d8e@github.com\n');
  runnerTemp = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-runner-temp-'));
  fs.mkdirSync(path.join(runnerTemp, '_runner_file_commands'));
  fs.writeFileSync(path.join(runnerTemp, '_runner_file_commands', 'set_env_1'), '');
  process.env.RUNNER_TEMP = runnerTemp;
  process.env.GITHUB_ENV = path.join(runnerTemp, '_runner_file_commands', 'set_env_1');

  server = http.createServer((_req, res) => res.end('REACHED-THE-HOST-SERVER'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  const home = process.env.HOME;
  process.env.HOME = fakeHome;
  try {
    sandbox = await prepareSandbox({ mode: 'bwrap', root: ws, network: false, pidsLimit: 64 });
    networked = await prepareSandbox({ mode: 'bwrap', root: ws, network: true, pidsLimit: 64 });
  } catch (err) {
    unavailable = (err as Error).message;
  } finally {
    process.env.HOME = home;
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const dir of [ws, fakeHome, runnerTemp]) fs.rmSync(dir, { recursive: true, force: true });
});

/** A test that needs a working bwrap: fails in CI when there is none, skips elsewhere. */
function sandboxed(name: string, fn: (sb: Sandbox) => Promise<void>) {
  test(name, async (ctx) => {
    if (!sandbox) {
      if (process.env.CI) throw new Error(`the bwrap sandbox cannot start on this CI machine, so it is untested: ${unavailable}`);
      ctx.skip();
      return;
    }
    await fn(sandbox);
  });
}

const run = (sb: Sandbox, command: string, timeoutMs = 20_000, env = childEnv()): Promise<ExecResult> =>
  runCommand(command, { cwd: ws, env, timeoutMs, wrap: sb.wrap });

/** PIDs on the host whose command line contains `marker`. */
function hostProcessesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/** Processes die asynchronously after a SIGKILL; wait for them (bounded), then report who is left. */
async function survivors(marker: string): Promise<number[]> {
  for (let i = 0; i < 100; i++) {
    if (hostProcessesWith(marker).length === 0) return [];
    await new Promise((r) => setTimeout(r, 100));
  }
  return hostProcessesWith(marker);
}

describe('sandbox (bwrap)', () => {
  sandboxed('the preflight passed and the note says bwrap is in force', async (sb) => {
    expect(sb.mode).toBe('bwrap');
    expect(sb.note).toMatch(/^sandbox: bwrap \(/);
    expect(sb.note).toContain('no network');
    expect(networked!.note).toContain('network on');
  });

  sandboxed('the root file system is read-only', async (sb) => {
    const probe = `agent-fix-probe-${process.pid}`;
    const targets = ['/etc', '/usr', '/var', os.homedir()].map((d) => path.join(d, probe));
    const r = await run(sb, targets.map((t) => `touch '${t}' 2>&1 || echo "refused ${t}"`).join('\n'));
    for (const t of targets) {
      expect(r.output).toContain(`refused ${t}`);
      expect(fs.existsSync(t)).toBe(false);
    }
    expect(r.output).toContain('Read-only file system');
  });

  sandboxed('the workspace is writable and the writes are visible outside', async (sb) => {
    const r = await run(sb, 'echo written-inside > new-file.txt && mkdir -p sub/dir && echo ok > sub/dir/x && echo done');
    expect(r.exitCode).toBe(0);
    expect(fs.readFileSync(path.join(ws, 'new-file.txt'), 'utf8')).toBe('written-inside\n');
    expect(fs.readFileSync(path.join(ws, 'sub/dir/x'), 'utf8')).toBe('ok\n');
  });

  sandboxed('a command runs in the folder it was given, and fails loudly where that folder is not in the sandbox', async (sb) => {
    fs.mkdirSync(path.join(ws, 'deep/er'), { recursive: true });
    const inSub = await runCommand('pwd', { cwd: path.join(ws, 'deep/er'), env: childEnv(), timeoutMs: 20_000, wrap: sb.wrap });
    expect(inSub.output.trim()).toBe(path.join(ws, 'deep/er'));
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-elsewhere-'));
    try {
      const r = await runCommand('pwd; echo ran', { cwd: elsewhere, env: childEnv(), timeoutMs: 20_000, wrap: sb.wrap });
      expect(r.exitCode).not.toBe(0);
      expect(r.output).not.toContain('ran');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  sandboxed('/tmp is private in both directions', async (sb) => {
    const hostFile = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-host-'));
    fs.writeFileSync(path.join(hostFile, 'secret.txt'), 'HOST-TMP-CONTENT');
    try {
      const r = await run(sb, `cat '${hostFile}/secret.txt'; ls -A /tmp | sed 's/^/LS: /'; echo inner > /tmp/inner-${process.pid} && echo wrote`);
      expect(r.output).not.toContain('HOST-TMP-CONTENT');
      expect(r.output).toContain('wrote');
      expect(r.output).not.toContain(`LS: ${path.basename(hostFile)}`);
      expect(fs.existsSync(`/tmp/inner-${process.pid}`)).toBe(false);
    } finally {
      fs.rmSync(hostFile, { recursive: true, force: true });
    }
  });

  sandboxed('no secret is in the environment or in the environ of any visible process', async (sb) => {
    const r = await run(sb, 'env; for f in /proc/[0-9]*/environ; do echo "== $f"; tr "\\0" "\\n" < "$f"; done; ls /proc | grep -c "^[0-9]"');
    expect(r.exitCode).toBe(0);
    expect(r.output).toContain('== /proc/1/environ');
    for (const value of SECRET_VALUES) expect(r.output).not.toContain(value);
    for (const name of ['GITHUB_TOKEN=', 'OPENAI_API_KEY=', 'INPUT_', 'ACTIONS_RUNTIME_TOKEN=']) expect(r.output).not.toContain(name);
    // A new PID namespace: only the sandbox's own handful of processes, none of the host's.
    const count = Number(r.output.trim().split('\n').at(-1));
    expect(count).toBeLessThan(10);
  });

  sandboxed('a caller that passes our whole environment still leaks no secret, not even through /proc/1/environ', async (sb) => {
    const careless = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const r = await run(sb, 'env; cat /proc/1/environ /proc/self/environ | tr "\\0" "\\n"', 20_000, careless);
    expect(r.exitCode).toBe(0);
    for (const value of SECRET_VALUES) expect(r.output).not.toContain(value);
  });

  sandboxed('the child environment has no INPUT_*, GITHUB_TOKEN or OPENAI_API_KEY', async (sb) => {
    const r = await run(sb, 'env | cut -d= -f1');
    const names = r.output.trim().split('\n');
    expect(names).toContain('PATH');
    expect(names.filter((n) => /^INPUT_|^GITHUB_TOKEN$|^OPENAI_API_KEY$|^ACTIONS_/.test(n))).toEqual([]);
  });

  sandboxed('~/.ssh, ~/.git-credentials and the runner file-command folder are out of reach', async (sb) => {
    const r = await run(sb, [
      `cat '${fakeHome}/.ssh/id_ed25519'`,
      `ls -A '${fakeHome}/.ssh' | sed 's/^/LS: /'`,
      `cat '${fakeHome}/.git-credentials'`,
      `ls -A '${runnerTemp}/_runner_file_commands' | sed 's/^/LS: /'`,
      `echo 'NODE_OPTIONS=--require=/evil.js' >> '${runnerTemp}/_runner_file_commands/set_env_1'`,
      'echo end',
    ].join('; '));
    expect(r.output).toContain('end');
    expect(r.output).not.toContain('PRIVATE-KEY-MATERIAL');
    expect(r.output).not.toContain('CRED-IN-HOME');
    expect(r.output).not.toContain('LS: ');
    // Whatever the command managed to write went to a throwaway tmpfs, not to the step's GITHUB_ENV file.
    expect(fs.readFileSync(path.join(runnerTemp, '_runner_file_commands', 'set_env_1'), 'utf8')).toBe('');
  });

  sandboxed('.git is readable for git but read-only, and its config shows no credential', async (sb) => {
    const encoded = Buffer.from(`x-access-token:${SECRETS.GITHUB_TOKEN}`).toString('base64');
    const r = await run(sb, [
      'git status --short >/dev/null && echo git-status-ok',
      'git log --oneline | wc -l',
      'cat .git/config',
      'echo "[core]\n\thooksPath = /tmp/hooks" >> .git/config || echo config-refused',
      'echo "#!/bin/sh" > .git/hooks/pre-commit || echo hook-refused',
    ].join('; '));
    expect(r.output).toContain('git-status-ok');
    expect(r.output).toContain('config-refused');
    expect(r.output).toContain('hook-refused');
    expect(r.output).toContain('[core]');
    expect(r.output).not.toContain(SECRETS.GITHUB_TOKEN);
    expect(r.output).not.toContain(encoded);
    expect(r.output).not.toMatch(/extraheader/i);
    expect(fs.existsSync(path.join(ws, '.git/hooks/pre-commit'))).toBe(false);
    // The real config outside is untouched (delivery owns it).
    expect(fs.readFileSync(path.join(ws, '.git/config'), 'utf8')).toContain('extraheader');
  });

  sandboxed('a local HTTP server is unreachable with the network off and reachable with it on', async (sb) => {
    const fetchCmd = `exec 3<>/dev/tcp/127.0.0.1/${port} && printf 'GET / HTTP/1.0\\r\\n\\r\\n' >&3 && cat <&3`;
    const off = await run(sb, fetchCmd);
    expect(off.exitCode).not.toBe(0);
    expect(off.output).not.toContain('REACHED-THE-HOST-SERVER');
    const on = await run(networked!, fetchCmd);
    expect(on.output).toContain('REACHED-THE-HOST-SERVER');
  });

  sandboxed('a command sleeping past its timeout is killed, with the children that left its process group', async (sb) => {
    const marker = `agent-fix-sleeper-${process.pid}-${Date.now()}`;
    const r = await run(sb, `setsid sh -c 'sleep 300 # ${marker}' & nohup sh -c 'sleep 300 # ${marker}' >/dev/null & sleep 300 # ${marker}`, 1500);
    expect(r.timedOut).toBe(true);
    expect(await survivors(marker)).toEqual([]);
  });

  sandboxed('a fork bomb hits the pids limit, the call returns, and no process survives', async (sb) => {
    const marker = `agent-fix-bomb-${process.pid}-${Date.now()}`;
    const limited = /pids|ulimit/.test(sb.note);
    if (process.getuid?.() === 0 && fs.existsSync('/sys/fs/cgroup/pids/cgroup.procs')) expect(limited).toBe(true);
    // Without a pids limit (root with no cgroup), a real bomb would take the machine down: bound it instead.
    const bomb = limited
      ? `bomb() { bomb | bomb & }; bomb; sleep 300 # ${marker}`
      : `bomb() { [ "$1" -lt 8 ] && { bomb $(($1+1)) & bomb $(($1+1)) & }; sleep 300; }; bomb 0 # ${marker}`;
    const r = await run(sb, bomb, 6000);
    expect(r.timedOut).toBe(true);
    if (limited) expect(r.output).toMatch(/fork|Resource temporarily unavailable/);
    expect(await survivors(marker)).toEqual([]);
  });

  sandboxed('root inside the sandbox has no capabilities, so it cannot remount / or uncover hidden paths', async (sb) => {
    const r = await run(sb, `grep CapEff /proc/self/status; mount -o remount,rw / 2>&1 || echo remount-refused; umount '${fakeHome}/.ssh' 2>&1 || echo umount-refused`);
    expect(r.output).toContain('CapEff:\t0000000000000000');
    expect(r.output).toContain('remount-refused');
    expect(r.output).toContain('umount-refused');
  });
});

describe('sandbox modes and fallback', () => {
  async function withPath<T>(dir: string, fn: () => Promise<T>): Promise<T> {
    const saved = process.env.PATH;
    process.env.PATH = `${dir}:/usr/bin:/bin`.split(':').filter((d) => d === dir || !fs.existsSync(path.join(d, 'bwrap'))).join(':');
    try {
      return await fn();
    } finally {
      process.env.PATH = saved;
    }
  }

  test('auto falls back to environment isolation with a warning when bwrap is missing; bwrap mode fails closed', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-nobwrap-'));
    try {
      const lines: string[] = [];
      const auto = await withPath(empty, () => prepareSandbox({ mode: 'auto', root: ws, network: false, log: (l) => lines.push(l) }));
      expect(auto.mode).toBe('none');
      expect(auto.note).toMatch(/^sandbox: none/);
      expect(lines.join('\n')).toMatch(/warning: .*bwrap is not installed.*Install bubblewrap/);
      const closed = withPath(empty, () => prepareSandbox({ mode: 'bwrap', root: ws, network: false }));
      await expect(closed).rejects.toThrow(SandboxError);
      await expect(closed).rejects.toThrow(/Install bubblewrap/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  test('a bwrap that cannot start fails the preflight: auto warns with its message, bwrap mode throws it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-badbwrap-'));
    fs.writeFileSync(path.join(dir, 'bwrap'), '#!/bin/sh\necho "bwrap: setting up uid map: Permission denied" >&2\nexit 1\n', { mode: 0o755 });
    try {
      const lines: string[] = [];
      const auto = await withPath(dir, () => prepareSandbox({ mode: 'auto', root: ws, network: false, log: (l) => lines.push(l) }));
      expect(auto.mode).toBe('none');
      expect(lines.join('\n')).toContain('setting up uid map: Permission denied');
      await expect(withPath(dir, () => prepareSandbox({ mode: 'bwrap', root: ws, network: false }))).rejects.toThrow(/preflight failed: .*uid map/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('mode none says so, and still runs commands', async () => {
    const none = await prepareSandbox({ mode: 'none', root: ws, network: false });
    expect(none.mode).toBe('none');
    expect(none.note).toContain('allowlisted environment only');
    const r = await runCommand('echo plain', { cwd: ws, env: childEnv(), timeoutMs: 10_000, wrap: none.wrap });
    expect(r.output.trim()).toBe('plain');
  });

  test('secretPaths lists the credential files that exist, and the runner file-command folders', () => {
    const paths = secretPaths({ RUNNER_TEMP: runnerTemp, GITHUB_ENV: path.join(runnerTemp, '_runner_file_commands', 'set_env_1') }, fakeHome);
    expect(paths).toContain(fs.realpathSync(path.join(fakeHome, '.ssh')));
    expect(paths).toContain(fs.realpathSync(path.join(fakeHome, '.git-credentials')));
    expect(paths).toContain(fs.realpathSync(runnerTemp));
    expect(paths).toContain(fs.realpathSync(path.join(runnerTemp, '_runner_file_commands')));
    expect(paths).not.toContain(path.join(fakeHome, '.aws'));
  });
});
