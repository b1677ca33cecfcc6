/**
 * The bwrap sandbox, driven through the real process runner. Where bwrap cannot start these tests skip, except in CI
 * (process.env.CI), where they fail and say why: a silently skipped sandbox suite would prove nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import {
  homeEnv,
  hostFacts,
  prepareSandbox,
  SandboxError,
  secretPaths,
  type Sandbox,
} from '../../src/workspace/sandbox/index.js';
import { runCommand, runProcess, type ExecResult } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { makeRepo, sh } from '../helpers/repo.js';
import { dependencyDirs, openProofTree } from '../../src/verify/proof-tree.js';

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
  // The host's own caches, as a developer machine or a runner after setup-go/setup-node has them.
  for (const dir of ['.cache/go-build', '.npm']) fs.mkdirSync(path.join(fakeHome, dir), { recursive: true });
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
      if (process.env.CI)
        throw new Error(`the bwrap sandbox cannot start on this CI machine, so it is untested: ${unavailable}`);
      ctx.skip();
      return;
    }
    await fn(sandbox);
  });
}

/** `fn` with a sandbox of its own over `repo` (no network); the sandbox is disposed and `repo` removed after it. */
async function inOwnSandbox(repo: string, fn: (sb: Sandbox) => Promise<void>): Promise<void> {
  const sb = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
  try {
    await fn(sb);
  } finally {
    sb.dispose();
    fs.rmSync(repo, { recursive: true, force: true });
  }
}

const run = (sb: Sandbox, command: string, timeoutMs = 20_000, env = childEnv()): Promise<ExecResult> =>
  runCommand(command, { cwd: ws, env, timeoutMs, wrap: sb.wrap });

/** A command in another folder, through a given wrapper (the agent's, or setup's). */
const runIn = (cwd: string, wrap: Sandbox['wrap'], command: string): Promise<ExecResult> =>
  runCommand(command, { cwd, env: childEnv(), timeoutMs: 20_000, wrap });

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
  sandboxed("the git config copy without the checkout's credentials goes at dispose, not only at exit", async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    sh(repo, 'git', ['config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic eDp4LXRva2Vu']);
    // Named as any temporary folder (`tmp.*`: the sandbox's mounts show it): the one holding the copy.
    const copies = () =>
      fs
        .readdirSync(os.tmpdir())
        .filter((e) => e.startsWith('tmp.') && fs.existsSync(path.join(os.tmpdir(), e, 'config')));
    const before = copies();
    const sb = await prepareSandbox({ mode: 'bwrap', root: repo, network: { kind: 'none' } });
    expect(copies()).toHaveLength(before.length + 1);
    sb.dispose();
    expect(copies()).toEqual(before);
  });

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
    const r = await run(
      sb,
      'echo written-inside > new-file.txt && mkdir -p sub/dir && echo ok > sub/dir/x && echo done',
    );
    expect(r.exitCode).toBe(0);
    expect(fs.readFileSync(path.join(ws, 'new-file.txt'), 'utf8')).toBe('written-inside\n');
    expect(fs.readFileSync(path.join(ws, 'sub/dir/x'), 'utf8')).toBe('ok\n');
  });

  sandboxed(
    'a command runs in the folder it was given, and fails loudly where that folder is not in the sandbox',
    async (sb) => {
      fs.mkdirSync(path.join(ws, 'deep/er'), { recursive: true });
      const inSub = await runCommand('pwd', {
        cwd: path.join(ws, 'deep/er'),
        env: childEnv(),
        timeoutMs: 20_000,
        wrap: sb.wrap,
      });
      expect(inSub.output.trim()).toBe(path.join(ws, 'deep/er'));
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-elsewhere-'));
      try {
        const r = await runIn(elsewhere, sb.wrap, 'pwd; echo ran');
        expect(r.exitCode).not.toBe(0);
        expect(r.output).not.toContain('ran');
      } finally {
        fs.rmSync(elsewhere, { recursive: true, force: true });
      }
    },
  );

  sandboxed('/tmp is private in both directions', async (sb) => {
    const hostFile = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-host-'));
    fs.writeFileSync(path.join(hostFile, 'secret.txt'), 'HOST-TMP-CONTENT');
    try {
      const r = await run(
        sb,
        `cat '${hostFile}/secret.txt'; ls -A /tmp | sed 's/^/LS: /'; echo inner > /tmp/inner-${process.pid} && echo wrote`,
      );
      expect(r.output).not.toContain('HOST-TMP-CONTENT');
      expect(r.output).toContain('wrote');
      expect(r.output).not.toContain(`LS: ${path.basename(hostFile)}`);
      expect(fs.existsSync(`/tmp/inner-${process.pid}`)).toBe(false);
    } finally {
      fs.rmSync(hostFile, { recursive: true, force: true });
    }
  });

  sandboxed('no secret is in the environment or in the environ of any visible process', async (sb) => {
    const r = await run(
      sb,
      'env; for f in /proc/[0-9]*/environ; do echo "== $f"; tr "\\0" "\\n" < "$f"; done; ls /proc | grep -c "^[0-9]"',
    );
    expect(r.exitCode).toBe(0);
    expect(r.output).toContain('== /proc/1/environ');
    for (const value of SECRET_VALUES) expect(r.output).not.toContain(value);
    for (const name of ['GITHUB_TOKEN=', 'OPENAI_API_KEY=', 'INPUT_', 'ACTIONS_RUNTIME_TOKEN='])
      expect(r.output).not.toContain(name);
    // A new PID namespace: only the sandbox's own handful of processes, none of the host's.
    const count = Number(r.output.trim().split('\n').at(-1));
    expect(count).toBeLessThan(10);
  });

  sandboxed(
    'a caller that passes our whole environment still leaks no secret, not even through /proc/1/environ',
    async (sb) => {
      const careless = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >;
      const r = await run(sb, 'env; cat /proc/1/environ /proc/self/environ | tr "\\0" "\\n"', 20_000, careless);
      expect(r.exitCode).toBe(0);
      for (const value of SECRET_VALUES) expect(r.output).not.toContain(value);
    },
  );

  sandboxed('the child environment has no INPUT_*, GITHUB_TOKEN or OPENAI_API_KEY', async (sb) => {
    const r = await run(sb, 'env | cut -d= -f1');
    const names = r.output.trim().split('\n');
    expect(names).toContain('PATH');
    expect(names.filter((n) => /^INPUT_|^GITHUB_TOKEN$|^OPENAI_API_KEY$|^ACTIONS_/.test(n))).toEqual([]);
  });

  sandboxed('~/.ssh, ~/.git-credentials and the runner file-command folder are out of reach', async (sb) => {
    const r = await run(
      sb,
      [
        `cat '${fakeHome}/.ssh/id_ed25519'`,
        `ls -A '${fakeHome}/.ssh' | sed 's/^/LS: /'`,
        `cat '${fakeHome}/.git-credentials'`,
        `ls -A '${runnerTemp}/_runner_file_commands' | sed 's/^/LS: /'`,
        `echo 'NODE_OPTIONS=--require=/evil.js' >> '${runnerTemp}/_runner_file_commands/set_env_1'`,
        'echo end',
      ].join('; '),
    );
    expect(r.output).toContain('end');
    expect(r.output).not.toContain('PRIVATE-KEY-MATERIAL');
    expect(r.output).not.toContain('CRED-IN-HOME');
    expect(r.output).not.toContain('LS: ');
    // Whatever the command managed to write went to a throwaway tmpfs, not to the step's GITHUB_ENV file.
    expect(fs.readFileSync(path.join(runnerTemp, '_runner_file_commands', 'set_env_1'), 'utf8')).toBe('');
  });

  sandboxed('.git is readable for git but read-only, and its config shows no credential', async (sb) => {
    const encoded = Buffer.from(`x-access-token:${SECRETS.GITHUB_TOKEN}`).toString('base64');
    const r = await run(
      sb,
      [
        'git status --short >/dev/null && echo git-status-ok',
        'git log --oneline | wc -l',
        'cat .git/config',
        'echo "[core]\n\thooksPath = /tmp/hooks" >> .git/config || echo config-refused',
        'echo "#!/bin/sh" > .git/hooks/pre-commit || echo hook-refused',
      ].join('; '),
    );
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

  sandboxed(
    'a command sleeping past its timeout is killed, with the children that left its process group',
    async (sb) => {
      const marker = `agent-fix-sleeper-${process.pid}-${Date.now()}`;
      const r = await run(
        sb,
        `setsid sh -c 'sleep 300 # ${marker}' & nohup sh -c 'sleep 300 # ${marker}' >/dev/null & sleep 300 # ${marker}`,
        1500,
      );
      expect(r.timedOut).toBe(true);
      expect(await survivors(marker)).toEqual([]);
    },
  );

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

  sandboxed(
    'root inside the sandbox has no capabilities, so it cannot remount / or uncover hidden paths',
    async (sb) => {
      const r = await run(
        sb,
        `grep CapEff /proc/self/status; mount -o remount,rw / 2>&1 || echo remount-refused; umount '${fakeHome}/.ssh' 2>&1 || echo umount-refused`,
      );
      expect(r.output).toContain('CapEff:\t0000000000000000');
      expect(r.output).toContain('remount-refused');
      expect(r.output).toContain('umount-refused');
    },
  );
});

describe("the idmap's perl, as root", () => {
  sandboxed(
    "a version manager's perl shim first on PATH is not run: the program after it mounts the workspace",
    async () => {
      if (process.getuid?.() !== 0) return;
      const repo = makeRepo({ 'closed.txt': 'owner only\n' }, 'agent-fix-shim-');
      fs.chmodSync(path.join(repo, 'closed.txt'), 0o600);
      const shims = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-shims-'));
      const ran = path.join(shims, 'ran');
      const shim = `#!/bin/sh\necho "$@" >> ${ran}\nexec /usr/bin/env -i perl "$@"\n`;
      fs.writeFileSync(path.join(shims, 'perl'), shim, { mode: 0o755 });
      const savedPath = process.env.PATH;
      process.env.PATH = `${shims}:${savedPath}`;
      try {
        await inOwnSandbox(repo, async (sb) => {
          expect(sb.note).toContain('idmapped');
          const setup = await runCommand('cat closed.txt', {
            cwd: repo,
            env: childEnv(),
            timeoutMs: 20_000,
            wrap: sb.setupWrap,
          });
          expect(setup.output).toContain('owner only');
        });
        expect(fs.existsSync(ran) ? fs.readFileSync(ran, 'utf8') : '').toBe('');
      } finally {
        process.env.PATH = savedPath;
        fs.rmSync(shims, { recursive: true, force: true });
      }
    },
  );
});

describe('dependency folders, when root drops to nobody', () => {
  const mode = (p: string) => {
    const st = fs.statSync(p);
    return { gid: st.gid, mode: st.mode & 0o7777 };
  };

  sandboxed(
    'they are not re-moded for the agent phase (which writes its own layer), a file others cannot read is opened, and setup may write them',
    async () => {
      const repo = makeRepo({ 'README.md': 'x\n', '.gitignore': 'node_modules/\n' }, 'agent-fix-deps-grant-');
      const pkg = path.join(repo, 'node_modules', 'dep');
      fs.mkdirSync(pkg, { recursive: true });
      fs.writeFileSync(path.join(pkg, 'index.js'), 'OPEN-TO-ALL\n', { mode: 0o644 });
      fs.writeFileSync(path.join(pkg, 'closed.js'), 'OWNER-ONLY\n', { mode: 0o600 });
      fs.chmodSync(path.join(pkg, 'closed.js'), 0o600);
      const files = ['node_modules', 'node_modules/dep', 'node_modules/dep/index.js', 'node_modules/dep/closed.js'];
      const before = files.map((f) => mode(path.join(repo, f)));
      const root = process.getuid?.() === 0;
      try {
        const agent = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
        try {
          // Not entered at prepare: a large node_modules costs nothing here.
          expect(files.map((f) => mode(path.join(repo, f)))).toEqual(before);
          await agent.protect([path.join(repo, 'node_modules')]);
          agent.freeze();
          const r = await runIn(
            repo,
            agent.wrap,
            'cat node_modules/dep/index.js node_modules/dep/closed.js; echo x > node_modules/dep/new.js || echo WRITE-REFUSED',
          );
          expect(r.output).toContain('OPEN-TO-ALL');
          expect(r.output).toContain('OWNER-ONLY');
          // Refused as nobody (the folder is root's), or written to the agent's own layer: never to the host's folder.
          expect(fs.existsSync(path.join(pkg, 'new.js'))).toBe(false);
          // Only the file nobody could not read was opened to its group; the rest kept their group and mode. Where the
          // workspace is shown to nobody as its own (an idmapped mount), nothing is changed at all.
          if (root) {
            const after = files.map((f) => mode(path.join(repo, f)));
            expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
            if (agent.note.includes('idmapped')) expect(after[3]).toEqual(before[3]);
            else expect(after[3]!.mode & 0o040).toBe(0o040);
          }
        } finally {
          agent.dispose();
        }
        expect(files.map((f) => mode(path.join(repo, f)))).toEqual(before);

        const setup = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
        try {
          const r = await runIn(repo, setup.setupWrap, 'echo made > node_modules/dep/new.js && echo SETUP-WROTE');
          expect(r.output).toContain('SETUP-WROTE');
        } finally {
          setup.dispose();
        }
        expect(files.map((f) => mode(path.join(repo, f)))).toEqual(before);
      } finally {
        fs.rmSync(repo, { recursive: true, force: true });
      }
    },
  );
});

describe("what setup put in the home, and the proof runs' caches (issue 19)", () => {
  sandboxed(
    "Go's modules and Python's user site as setup left them reach every proof run; proof runs see neither a planted cache entry nor the work tree around them",
    async () => {
      const repo = makeRepo({ 'README.md': 'x\n' }, 'agent-fix-home-deps-');
      await inOwnSandbox(repo, async (sb) => {
        const installed = await runIn(
          repo,
          sb.setupWrap,
          'mkdir -p "$GOMODCACHE/example.com/dep@v1.0.0" "$HOME/.local/lib/python3/site-packages" && ' +
            'echo "func Two() int { return 2 }" > "$GOMODCACHE/example.com/dep@v1.0.0/dep.go" && ' +
            'echo "def two(): return 2" > "$HOME/.local/lib/python3/site-packages/dep.py" && echo INSTALLED',
        );
        expect(installed.output).toContain('INSTALLED');
        await sb.protect([]);
        // The baseline builds into Go's cache; then the proof's caches are sealed, before the agent's commands.
        const built = await runIn(repo, sb.wrap, 'mkdir -p "$GOCACHE" && echo BUILT > "$GOCACHE/from-baseline-d"');
        expect(built.exitCode, built.output).toBe(0);
        sb.freeze();

        const agent = await runIn(
          repo,
          sb.wrap,
          'echo "func Two() int { return 3 }" > "$GOMODCACHE/example.com/dep@v1.0.0/dep.go" || echo MODULE-READ-ONLY; ' +
            'echo "def two(): return 3" > "$HOME/.local/lib/python3/site-packages/dep.py" || echo USER-SITE-READ-ONLY; ' +
            'echo PASS > "$GOCACHE/planted-d" && echo PLANTED; echo stray > stray.txt',
        );
        expect(agent.output).toContain('PLANTED');

        const tree = path.join(repo, '.agent-fix-proof-test');
        fs.mkdirSync(tree);
        fs.writeFileSync(path.join(tree, 'README.md'), 'the candidate\n');
        fs.mkdirSync(path.join(tree, '.git'));
        sb.grant(tree);
        const proof = await runIn(
          tree,
          sb.wrapIn(tree),
          'pwd -P; cat README.md; test -e stray.txt && echo STRAY-SEEN; git rev-parse --is-inside-work-tree >/dev/null && echo GIT-OK; ' +
            'cat "$GOMODCACHE/example.com/dep@v1.0.0/dep.go" "$HOME/.local/lib/python3/site-packages/dep.py"; cat "$GOCACHE/from-baseline-d"; ' +
            'test -e "$GOCACHE/planted-d" && echo PLANTED-SEEN; echo NEW > "$GOCACHE/own-d" && echo WROTE-OWN',
        );
        expect(proof.output).toContain(`${repo}\n`);
        expect(proof.output).toContain('the candidate');
        expect(proof.output).not.toContain('STRAY-SEEN');
        expect(proof.output).toContain('GIT-OK');
        expect(proof.output).toContain('func Two() int { return 2 }');
        expect(proof.output).toContain('def two(): return 2');
        expect(proof.output).not.toContain('return 3');
        expect(proof.output).toContain('BUILT');
        expect(proof.output).not.toContain('PLANTED-SEEN');
        expect(proof.output).toContain('WROTE-OWN');
        // A second proof run starts from the sealed cache again, not from what the first one wrote.
        const again = await runIn(tree, sb.wrapIn(tree), 'test -e "$GOCACHE/own-d" && echo OWN-SEEN; echo DONE');
        expect(again.output).toContain('DONE');
        expect(again.output).not.toContain('OWN-SEEN');
      });
    },
  );
});

describe('a proof tree shown at the workspace path (issue 19)', () => {
  sandboxed(
    "gets the setup's dependency folders under a fresh layer, Yarn's .pnp.cjs read-only, the workspace's .git, and leaves no worktree behind",
    async () => {
      const repo = makeRepo(
        { 'README.md': 'base\n', '.gitignore': 'node_modules/\n.pnp.cjs\n' },
        'agent-fix-proof-view-',
      );
      fs.writeFileSync(path.join(repo, '.pnp.cjs'), 'PNP\n');
      await inOwnSandbox(repo, async (sb) => {
        // Installed by setup, as the sandbox's user: a proof run may write what setup wrote, in its own layer.
        const setup = await runIn(
          repo,
          sb.setupWrap,
          'mkdir -p node_modules/dep && echo DEP > node_modules/dep/index.js',
        );
        expect(setup.exitCode, setup.output).toBe(0);
        const deps = await dependencyDirs(repo);
        expect(deps.sort()).toEqual(['.pnp.cjs', 'node_modules']);
        await sb.protect(deps.map((d) => path.join(repo, d)));
        sb.freeze();
        const agent = await runIn(repo, sb.wrap, 'echo changed > .pnp.cjs || echo PNP-READ-ONLY');
        expect(agent.output).toContain('PNP-READ-ONLY');
        fs.writeFileSync(path.join(repo, 'README.md'), 'candidate\n');
        sh(repo, 'git', ['commit', '-qam', 'candidate']);
        const tree = await openProofTree(repo, 'HEAD', deps, 'proof', true);
        try {
          sb.grant(tree.dir);
          const r = await runIn(
            tree.dir,
            sb.wrapIn(tree.dir),
            'pwd -P; cat README.md .pnp.cjs node_modules/dep/index.js; git log -1 --format=%s; ' +
              'echo x > node_modules/dep/index.js && echo DEP-WRITTEN; echo x > .pnp.cjs || echo PNP-READ-ONLY',
          );
          expect(r.output).toContain(`${repo}\ncandidate\nPNP\nDEP\ncandidate\n`);
          expect(r.output).toContain('DEP-WRITTEN');
          expect(r.output).toContain('PNP-READ-ONLY');
          // The proof run wrote its own layer, thrown away: the folder and the next proof run are as setup left them.
          expect(fs.readFileSync(path.join(repo, 'node_modules', 'dep', 'index.js'), 'utf8')).toBe('DEP\n');
          const again = await runIn(tree.dir, sb.wrapIn(tree.dir), 'cat node_modules/dep/index.js');
          expect(again.output.trim()).toBe('DEP');
        } finally {
          await tree.dispose();
        }
        expect(fs.readdirSync(repo).filter((f) => f.startsWith('.agent-fix-'))).toEqual([]);
        expect(sh(repo, 'git', ['worktree', 'list']).trim().split('\n')).toHaveLength(1);
      });
    },
  );
});

describe('sandbox hardening (red-team findings, issue 14)', () => {
  sandboxed(
    '/proc/sys and the sysrq trigger are read-only: kernel.core_pattern cannot be set from inside',
    async (sb) => {
      // Writing back the value already there: harmless on the host if the sandbox ever let it through.
      const r = await run(
        sb,
        [
          'v=$(cat /proc/sys/vm/swappiness); echo "$v" > /proc/sys/vm/swappiness && echo SWAPPINESS-WRITTEN',
          'p=$(cat /proc/sys/kernel/core_pattern); printf "%s\\n" "$p" > /proc/sys/kernel/core_pattern && echo CORE-PATTERN-WRITTEN',
          '[ -e /proc/sysrq-trigger ] && { echo > /proc/sysrq-trigger && echo SYSRQ-WRITTEN; }',
          'echo end',
        ].join('; '),
      );
      expect(r.output).toContain('end');
      expect(r.output).not.toMatch(/SWAPPINESS-WRITTEN|CORE-PATTERN-WRITTEN|SYSRQ-WRITTEN/);
    },
  );

  sandboxed('started as root, commands run as an unprivileged user and the workspace stays writable', async (sb) => {
    const r = await run(
      sb,
      'id -u; echo made > by-nobody.txt && mkdir -p made/dir && echo ok > made/dir/f && echo WROTE; echo x >> README.md && echo APPENDED',
    );
    expect(r.output).toContain('WROTE');
    expect(r.output).toContain('APPENDED');
    const uid = Number(r.output.trim().split('\n')[0]);
    if (process.getuid?.() === 0) expect(uid).toBe(65534);
    else expect(uid).toBe(process.getuid?.());
    expect(fs.readFileSync(path.join(ws, 'made/dir/f'), 'utf8')).toBe('ok\n');
    sh(ws, 'git', ['checkout', '--', 'README.md']);
  });

  sandboxed(
    'as root, a workspace inside a folder only root may enter (like /root/work) stays reachable and writable',
    async (_sb) => {
      if (process.getuid?.() !== 0) return;
      const closed = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-closed-'));
      fs.chmodSync(closed, 0o700);
      fs.writeFileSync(path.join(closed, 'sibling-secret.txt'), 'SIBLING-OF-THE-WORKSPACE\n', { mode: 0o644 });
      const inner = path.join(closed, 'repo');
      fs.mkdirSync(inner);
      fs.writeFileSync(path.join(inner, 'a.txt'), 'a\n');
      for (const args of [
        ['init', '-q'],
        ['add', '-A'],
        ['commit', '-qm', 'init'],
      ])
        sh(inner, 'git', args);
      const home = process.env.HOME;
      process.env.HOME = fakeHome;
      try {
        const sb = await prepareSandbox({ mode: 'bwrap', root: inner, network: false, pidsLimit: 64 });
        const r = await runCommand(
          `id -u; echo written > b.txt && cat b.txt; cat '${closed}/sibling-secret.txt'; echo end`,
          { cwd: inner, env: childEnv(), timeoutMs: 20_000, wrap: sb.wrap },
        );
        expect(r.output).toMatch(/^65534\nwritten\n/);
        expect(r.output).not.toContain('SIBLING-OF-THE-WORKSPACE');
        expect(r.output).toContain('end');
        sb.dispose();
        // Given back: the workspace has its group and modes again.
        expect(fs.statSync(inner).gid).toBe(0);
        expect(fs.statSync(path.join(inner, 'a.txt')).mode & 0o777).toBe(0o644);
      } finally {
        process.env.HOME = home;
        fs.rmSync(closed, { recursive: true, force: true });
      }
    },
  );

  sandboxed('root-owned secrets outside the workspace (/etc/shadow, a 0600 file) are unreadable', async (sb) => {
    const secret = path.join(fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-rootonly-')), 'secret');
    fs.chmodSync(path.dirname(secret), 0o755);
    fs.writeFileSync(secret, 'ROOT-ONLY-SECRET-51c2\n', { mode: 0o600 });
    try {
      const r = await run(
        sb,
        `cat '${secret}'; head -c 64 /etc/shadow 2>&1 | grep -q '^root:' && echo SHADOW-READ; echo end`,
      );
      expect(r.output).toContain('end');
      expect(r.output).not.toContain('ROOT-ONLY-SECRET');
      expect(r.output).not.toContain('SHADOW-READ');
    } finally {
      fs.rmSync(path.dirname(secret), { recursive: true, force: true });
    }
  });

  sandboxed('host unix sockets (under /run) are out of reach with the network off', async (sb) => {
    let dir = OUTSIDE_TMP;
    try {
      fs.accessSync('/run', fs.constants.W_OK);
      dir = '/run';
    } catch {
      // not root: a socket elsewhere still must not answer
    }
    const sock = path.join(dir, `agent-fix-test-${process.pid}.sock`);
    const server = net.createServer((c) => c.end('HOST-SOCKET-REACHED'));
    await new Promise<void>((resolve) => server.listen(sock, resolve));
    fs.chmodSync(sock, 0o777);
    try {
      const py = `import socket; s = socket.socket(socket.AF_UNIX); s.connect('${sock}'); print(s.recv(100).decode())`;
      const r = await run(sb, `[ -S '${sock}' ] && echo SOCKET-VISIBLE; python3 -c "${py}"; echo end`);
      expect(r.output).toContain('end');
      expect(r.output).not.toContain('HOST-SOCKET-REACHED');
      if (dir === '/run') expect(r.output).not.toContain('SOCKET-VISIBLE');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(sock, { force: true });
    }
  });

  sandboxed('a descriptor our parent handed down does not reach the command', async (sb) => {
    const dir = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-fd-'));
    const secret = path.join(dir, 'inherited');
    fs.writeFileSync(secret, 'INHERITED-FD-CONTENT-8a8a\n');
    try {
      // The runner or a parent shell left fd 7 open (no close-on-exec), as agent-fix's own process would inherit it.
      const inner = sb.wrap(['bash', '-c', 'exec 2>&1\ncat <&7; ls /proc/self/fd | sed "s/^/FD: /"; echo end']);
      const r = await runProcess(['bash', '-c', 'exec 7<"$0"; exec "$@"', secret, ...inner], {
        cwd: ws,
        env: childEnv(),
        timeoutMs: 20_000,
      });
      expect(r.output).toContain('end');
      expect(r.output).not.toContain('INHERITED-FD-CONTENT');
      const fds = r.output
        .split('\n')
        .filter((l) => l.startsWith('FD: '))
        .map((l) => Number(l.slice(4)));
      // 0-2 and the directory ls itself is reading.
      expect(fds.filter((n) => n > 3)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  sandboxed(
    "the host's ~/.cache and ~/.npm are not shared: caches go to a private home kept for the run",
    async (sb) => {
      const r = await run(
        sb,
        [
          `echo poison > '${fakeHome}/.cache/go-build/poison' && echo HOST-CACHE-WRITTEN`,
          `echo poison > '${fakeHome}/.npm/poison' && echo HOST-NPM-WRITTEN`,
          'echo kept > "$XDG_CACHE_HOME/kept" && echo "HOME=$HOME GOCACHE=$GOCACHE npm=$npm_config_cache"',
        ].join('; '),
      );
      expect(r.output).not.toMatch(/HOST-(CACHE|NPM)-WRITTEN/);
      expect(fs.existsSync(path.join(fakeHome, '.cache/go-build/poison'))).toBe(false);
      expect(fs.existsSync(path.join(fakeHome, '.npm/poison'))).toBe(false);
      // At the host's HOME (as in CI), with the private home's content: the host's own ~/.cache is not written.
      expect(r.output).toContain(`HOME=${fakeHome} GOCACHE=${fakeHome}/.cache/go-build npm=${fakeHome}/.npm`);
      expect(fs.existsSync(path.join(fakeHome, '.cache/kept'))).toBe(false);
      expect(fs.existsSync(path.join(sb.home, '.cache/kept'))).toBe(true);
      // The next command (and the setup command) see what an earlier one cached.
      const again = await runCommand('cat "$XDG_CACHE_HOME/kept"', {
        cwd: ws,
        env: childEnv(),
        timeoutMs: 20_000,
        wrap: sb.setupWrap,
      });
      expect(again.output.trim()).toBe('kept');
    },
  );

  sandboxed(
    "the setup sandbox reaches no service on the host's loopback and cannot read the secrets of the process that holds them",
    async () => {
      const held = 'HELD-BY-THE-PARENT-f00d';
      const fetchCmd = `exec 3<>/dev/tcp/127.0.0.1/${port} && printf 'GET / HTTP/1.0\\r\\n\\r\\n' >&3 && cat <&3`;
      const setup = [
        'bash',
        '-c',
        `exec 2>&1\n${fetchCmd}; echo; cat /proc/$PPID/environ; for f in /proc/[0-9]*/environ; do tr "\\0" "\\n" < "$f"; done; echo end`,
      ];
      // As in the Action: the secret sits in the initial environment of the process that starts setup (INPUT_API-KEY
      // for node), which hands its children an allowlisted environment only.
      const parent = [
        'env',
        `INPUT_HELD_SECRET=${held}`,
        'bash',
        '-c',
        'env -u INPUT_HELD_SECRET "$@"; exit $?',
        'agent-fix',
        ...sandbox!.setupWrap(setup),
      ];
      const r = await runProcess(parent, { cwd: ws, env: childEnv(), timeoutMs: 20_000 });
      // Setup's network is the registry allowlist (setup-network.ts): never the host's own services.
      expect(r.output).not.toContain('REACHED-THE-HOST-SERVER');
      expect(r.output).toContain('end');
      expect(r.output).not.toContain(held);
      for (const value of SECRET_VALUES) expect(r.output).not.toContain(value);
    },
  );
});

describe('sandbox modes: auto sets bwrap up on GitHub-hosted runners, or fails closed', () => {
  /**
   * A machine without bwrap: a PATH of links to every real program except bwrap, plus `stubs` (name → script).
   * The stubs stand in for the runner's sudo, apt-get and sysctl; the programs are real processes.
   */
  function machine(stubs: Record<string, string>): { bin: string; dir: string; restore: () => void } {
    const dir = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-machine-'));
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    for (const src of ['/usr/local/bin', '/usr/bin', '/bin', '/usr/sbin', '/sbin']) {
      let entries: string[];
      try {
        entries = fs.readdirSync(src);
      } catch {
        continue;
      }
      for (const e of entries) {
        // lstat, not existsSync: a dangling link a folder holds is linked once, and existsSync would not see it.
        if (e === 'bwrap' || e in stubs || fs.lstatSync(path.join(bin, e), { throwIfNoEntry: false })) continue;
        fs.symlinkSync(path.join(src, e), path.join(bin, e));
      }
    }
    for (const [name, body] of Object.entries(stubs))
      fs.writeFileSync(path.join(bin, name), body.replaceAll('@DIR@', dir), { mode: 0o755 });
    const saved = process.env.PATH;
    process.env.PATH = bin;
    return {
      bin,
      dir,
      restore: () => {
        process.env.PATH = saved;
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  /** The ubuntu-24.04 runner: user `runner` (not root) with passwordless sudo, AppArmor restricting user namespaces. */
  const runnerHost = (dir: string) => ({
    ...hostFacts(),
    uid: 1001,
    githubHosted: true,
    usernsSysctlFile: path.join(dir, 'userns'),
  });
  const SUDO =
    '#!/bin/sh\n[ "$1" = -n ] || { echo "sudo: a terminal is required" >&2; exit 1; }\nshift\necho "$*" >> @DIR@/sudo.log\nexec "$@"\n';
  // bwrap as the restricted kernel answers it, until the sysctl is lifted; then the real one.
  const FAKE_BWRAP =
    '#!/bin/sh\nif [ "$(cat @DIR@/userns)" = 1 ]; then echo "bwrap: setting up uid map: Permission denied" >&2; exit 1; fi\nexec /usr/bin/bwrap "$@"\n';
  const APT_GET = `#!/bin/sh\ncase "$*" in *install*bubblewrap*) cat > @DIR@/bin/bwrap <<'EOF'\n${FAKE_BWRAP}EOF\nchmod +x @DIR@/bin/bwrap; echo "Setting up bubblewrap";;\n*update*) ;;\n*) exit 100;;\nesac\n`;
  const SYSCTL =
    '#!/bin/sh\n[ "$1" = -w ] && [ "$2" = kernel.apparmor_restrict_unprivileged_userns=0 ] || exit 1\necho 0 > @DIR@/userns\necho "kernel.apparmor_restrict_unprivileged_userns = 0"\n';

  test('on a GitHub-hosted runner, auto installs bwrap with sudo apt-get, lifts the AppArmor sysctl with sudo, and says so', async (ctx) => {
    if (!fs.existsSync('/usr/bin/bwrap') || !sandbox) return ctx.skip();
    const m = machine({ sudo: SUDO, 'apt-get': APT_GET, sysctl: SYSCTL });
    try {
      fs.writeFileSync(path.join(m.dir, 'userns'), '1\n');
      const lines: string[] = [];
      const sb = await prepareSandbox({
        mode: 'auto',
        root: ws,
        network: false,
        log: (l) => lines.push(l),
        host: runnerHost(m.dir),
      });
      expect(sb.mode).toBe('bwrap');
      const sudoLog = fs.readFileSync(path.join(m.dir, 'sudo.log'), 'utf8');
      expect(sudoLog).toContain('apt-get install -y -q --no-install-recommends bubblewrap');
      expect(sudoLog).toContain('sysctl -w kernel.apparmor_restrict_unprivileged_userns=0');
      expect(sb.changes).toEqual([
        'installed bubblewrap (`sudo apt-get install bubblewrap`)',
        'set `kernel.apparmor_restrict_unprivileged_userns=0` (sudo sysctl) so that bwrap can create its user namespace',
      ]);
      expect(lines.join('\n')).toContain('sandbox: changed this machine: installed bubblewrap');
      const r = await runCommand('echo inside', { cwd: ws, env: childEnv(), timeoutMs: 20_000, wrap: sb.wrap });
      expect(r.output.trim()).toBe('inside');
      sb.dispose();
    } finally {
      m.restore();
    }
  });

  test('where sudo needs a password, auto fails closed and names sandbox: none as the opt-out', async () => {
    const m = machine({
      sudo: '#!/bin/sh\necho "sudo: a password is required" >&2\nexit 1\n',
      'apt-get': APT_GET,
      sysctl: SYSCTL,
    });
    try {
      fs.writeFileSync(path.join(m.dir, 'userns'), '1\n');
      const closed = prepareSandbox({ mode: 'auto', root: ws, network: false, host: runnerHost(m.dir) });
      await expect(closed).rejects.toThrow(SandboxError);
      await expect(closed).rejects.toThrow(
        /bwrap is not installed.*installing it with sudo apt-get failed.*sudo sysctl -w kernel\.apparmor_restrict_unprivileged_userns=0.*`sandbox: none` \(CLI: `--sandbox none`\)/s,
      );
      expect(fs.existsSync(path.join(m.dir, 'bin', 'bwrap'))).toBe(false);
    } finally {
      m.restore();
    }
  });

  test("with bwrap installed but the user namespace blocked and no sudo, auto and bwrap both fail closed with bwrap's own message", async () => {
    const m = machine({ bwrap: FAKE_BWRAP });
    try {
      fs.writeFileSync(path.join(m.dir, 'userns'), '1\n');
      for (const mode of ['auto', 'bwrap'] as const) {
        const closed = prepareSandbox({ mode, root: ws, network: false, host: runnerHost(m.dir) });
        await expect(closed).rejects.toThrow(
          new RegExp(`sandbox: ${mode}: .*preflight failed: .*uid map: Permission denied.*\`sandbox: none\``, 's'),
        );
      }
    } finally {
      m.restore();
    }
  });

  test('off GitHub-hosted runners, auto touches nothing: no sudo, no install; it fails closed', async () => {
    const m = machine({ sudo: SUDO, 'apt-get': APT_GET, sysctl: SYSCTL });
    try {
      const host = { ...runnerHost(m.dir), githubHosted: false };
      await expect(prepareSandbox({ mode: 'auto', root: ws, network: false, host })).rejects.toThrow(
        /bwrap is not installed \(not found on PATH\)\. .*`sandbox: none`/s,
      );
      expect(fs.existsSync(path.join(m.dir, 'sudo.log'))).toBe(false);
    } finally {
      m.restore();
    }
  });

  test('on macOS and Windows, auto fails closed and says that none is the explicit choice there', async () => {
    for (const platform of ['darwin', 'win32'] as const) {
      await expect(
        prepareSandbox({ mode: 'auto', root: ws, network: false, host: { ...hostFacts(), platform } }),
      ).rejects.toThrow(/bubblewrap exists only on Linux\. On macOS and Windows runners set `sandbox: none`/);
    }
  });

  test('mode none says so, runs commands, and still keeps caches in a private home', async () => {
    const none = await prepareSandbox({ mode: 'none', root: ws, network: false });
    expect(none.mode).toBe('none');
    expect(none.note).toContain("the file system, network and this process's /proc are not isolated");
    const r = await runCommand('echo plain; echo "$HOME|$GOCACHE|$PIP_CACHE_DIR"', {
      cwd: ws,
      env: childEnv(),
      timeoutMs: 10_000,
      wrap: none.wrap,
    });
    expect(r.output.trim().split('\n')).toEqual([
      'plain',
      `${none.home}|${none.home}/.cache/go-build|${none.home}/.cache/pip`,
    ]);
    expect(none.home).not.toBe(os.homedir());
    none.dispose();
    expect(fs.existsSync(none.home)).toBe(false);
  });

  test("the private home's variables: every cache inside it; rustup read-only; the job's Go modules only for setup", () => {
    const host = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-hosthome-'));
    try {
      const plain = homeEnv('/h', {}, host);
      expect(plain).toEqual({
        HOME: '/h',
        XDG_CACHE_HOME: '/h/.cache',
        GOCACHE: '/h/.cache/go-build',
        GOPATH: '/h/go',
        GOMODCACHE: '/h/go/pkg/mod',
        npm_config_cache: '/h/.npm',
        PIP_CACHE_DIR: '/h/.cache/pip',
        CARGO_HOME: '/h/.cargo',
        GRADLE_USER_HOME: '/h/.gradle',
        YARN_CACHE_FOLDER: '/h/.cache/yarn',
      });
      fs.mkdirSync(path.join(host, 'go/pkg/mod/cache/download'), { recursive: true });
      fs.mkdirSync(path.join(host, '.rustup'));
      const seeded = homeEnv('/h', { GOPROXY: 'https://goproxy.example' }, host);
      // The job's module cache reaches the setup command alone (setup-caches.ts), never the agent's commands.
      expect(seeded.GOPROXY).toBeUndefined();
      expect(seeded.RUSTUP_HOME).toBe(path.join(host, '.rustup'));
      expect(seeded.GOMODCACHE).toBe('/h/go/pkg/mod');
    } finally {
      fs.rmSync(host, { recursive: true, force: true });
    }
  });

  test('secretPaths lists the credential files that exist, and the runner file-command folders', () => {
    const paths = secretPaths(
      { RUNNER_TEMP: runnerTemp, GITHUB_ENV: path.join(runnerTemp, '_runner_file_commands', 'set_env_1') },
      fakeHome,
    );
    expect(paths).toContain(fs.realpathSync(path.join(fakeHome, '.ssh')));
    expect(paths).toContain(fs.realpathSync(path.join(fakeHome, '.git-credentials')));
    expect(paths).toContain(fs.realpathSync(runnerTemp));
    expect(paths).toContain(fs.realpathSync(path.join(runnerTemp, '_runner_file_commands')));
    expect(paths).not.toContain(path.join(fakeHome, '.aws'));
  });

  test("secretPaths covers the user's git config: ~/.gitconfig, ~/.config/git and $XDG_CONFIG_HOME/git", () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-gitconfig-home-'));
    try {
      fs.writeFileSync(path.join(home, '.gitconfig'), '[user]\n\tname = x\n');
      fs.mkdirSync(path.join(home, '.config/git'), { recursive: true });
      fs.mkdirSync(path.join(home, 'xdg/git'), { recursive: true });
      const paths = secretPaths({ XDG_CONFIG_HOME: path.join(home, 'xdg') }, home);
      for (const p of ['.gitconfig', '.config/git', 'xdg/git'])
        expect(paths).toContain(fs.realpathSync(path.join(home, p)));
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
