/**
 * The network policy through the real bwrap sandbox and the real process runner: a TCP service on the host's loopback
 * (as `services:` publish theirs on a runner) is reached under `localhost` and not under `none`; a domain allowlist
 * lets a local HTTP server stand for the allowed host (a name under `localhost`, which resolves to 127.0.0.1 and is let
 * through only because `localhost` is in the policy) and refuses, logs and reports any other host. Where bwrap cannot start these tests skip, except in CI, where they fail.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Sandbox } from '../../src/workspace/sandbox/index.js';
import { sandboxOrSkip } from '../helpers/context.js';
import { cachePathsToCover, hostCaches, mirror, seedSetupCaches } from '../../src/workspace/setup-caches.js';
import { parseNetworkPolicy } from '../../src/workspace/network-policy.js';
import { parseSetupNetwork, REGISTRY_HOSTS, setupPolicy } from '../../src/workspace/setup-network.js';
import { startAllowlistProxy } from '../../src/workspace/proxy.js';
import { impliedPorts, localModelPort, startNetworkBridge } from '../../src/workspace/network.js';
import { heldCount } from '../../src/process/cleanup.js';
import type { NetworkPolicy } from '../../src/workspace/network-policy.js';

type LimitedPolicy = Extract<NetworkPolicy, { kind: 'limited' }>;
import { ConfigError } from '../../src/errors.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { makeRepo } from '../helpers/repo.js';
import { loopbackServers } from '../helpers/loopback.js';

let ws: string;
const loopback = loopbackServers();
const sandboxes: Sandbox[] = [];
const logs: string[] = [];

beforeAll(() => {
  ws = makeRepo({ 'README.md': 'hello\n' }, 'agent-fix-network-');
});

afterAll(() => {
  for (const sb of sandboxes) sb.dispose();
  fs.rmSync(ws, { recursive: true, force: true });
});

/** A bwrap sandbox with this network policy; the test is skipped where bwrap cannot start. */
async function sandboxFor(network: string, ctx: { skip(): never }): Promise<Sandbox> {
  const sb = await sandboxOrSkip({
    mode: 'bwrap',
    root: ws,
    network: parseNetworkPolicy(network)!,
    log: (l) => logs.push(l),
  });
  if (!sb) return ctx.skip();
  sandboxes.push(sb);
  return sb;
}

const run = (sb: Sandbox, command: string) =>
  runCommand(command, { cwd: ws, env: childEnv(), timeoutMs: 30_000, wrap: sb.wrap, maxOutputChars: 8000 });

/** `rm -rf /tmp/*`, sparing only the entry that holds the work tree (this test's repository lives under /tmp). */
const RM_TMP_BUT_WORKSPACE =
  'for f in /tmp/* /tmp/.[!.]*; do case "$PWD/" in "$f"/*) ;; *) rm -rf "$f" 2>/dev/null ;; esac; done';

/** bash's own /dev/tcp: a plain TCP client, as a database driver would open. */
const tcp = (port: number) => `timeout 5 bash -c 'exec 3<>/dev/tcp/127.0.0.1/${port} && cat <&3' 2>&1; echo "exit=$?"`;

describe('network: localhost', () => {
  test('a service on the host loopback is reached at its port under localhost:PORT, and no other port is', async (ctx) => {
    const sb = await sandboxFor(`localhost:${loopback.servicePort}`, ctx);
    expect(sb.note).toContain(`network limited to host ports ${loopback.servicePort}`);
    const reached = await run(sb, tcp(loopback.servicePort));
    expect(reached.output).toContain('HELLO-FROM-THE-SERVICE');
    expect(reached.output).toContain('exit=0');
    const closed = await run(sb, tcp(loopback.otherPort));
    expect(closed.output).not.toContain('HELLO-FROM-ANOTHER-PORT');
    expect(closed.output).not.toContain('exit=0');
  });

  test('the same service is out of reach under none', async (ctx) => {
    const sb = await sandboxFor('none', ctx);
    const r = await run(sb, tcp(loopback.servicePort));
    expect(r.output).not.toContain('HELLO-FROM-THE-SERVICE');
    expect(r.output).not.toContain('exit=0');
  });

  test("a bare localhost forwards the ports listening on the host when the run starts, and the tests' own servers still work", async (ctx) => {
    const sb = await sandboxFor('localhost', ctx);
    expect(sb.note).toContain('(listening at start)');
    const r = await run(sb, `${tcp(loopback.servicePort)}; ${tcp(loopback.otherPort)}`);
    expect(r.output).toContain('HELLO-FROM-THE-SERVICE');
    expect(r.output).toContain('HELLO-FROM-ANOTHER-PORT');
    // A test suite's own server on the sandbox's loopback, at a port the host does not use.
    const own = await run(
      sb,
      `node -e "const s=require('net').createServer(c=>c.end('OWN-SERVER\\n')).listen(0,'127.0.0.1',()=>{const p=s.address().port;require('net').connect(p,'127.0.0.1').on('data',d=>{process.stdout.write(d);s.close()})})"`,
    );
    expect(own.output).toContain('OWN-SERVER');
  });

  test('the relay folder cannot be cut from inside: rm -rf /tmp/* leaves the sockets, and the next command still reaches the service', async (ctx) => {
    const sb = await sandboxFor(`localhost:${loopback.servicePort}`, ctx);
    const cut = await run(
      sb,
      // The relay folder is in the host's temporary folder (TMPDIR, the test run's own), bound at the same path, and
      // named as any temporary folder (`tmp.*`: the sandbox's mounts show it).
      `${RM_TMP_BUT_WORKSPACE}; for d in ${os.tmpdir()}/tmp.*; do touch "$d/planted" 2>&1; chmod 777 "$d" 2>&1; test -S "$d/tcp-${loopback.servicePort}" && echo SOCKET-KEPT; done`,
    );
    expect(cut.output, cut.output).toContain('SOCKET-KEPT');
    expect(cut.output).toContain('Read-only file system');
    const reached = await run(sb, tcp(loopback.servicePort));
    expect(reached.output).toContain('HELLO-FROM-THE-SERVICE');
  });

  test('the exit code and output of the command are its own with the forwarder in front', async (ctx) => {
    const sb = await sandboxFor(`localhost:${loopback.servicePort}`, ctx);
    const r = await run(sb, 'echo out; echo err >&2; exit 7');
    expect(r.exitCode).toBe(7);
    expect(r.output).toContain('out');
    expect(r.output).toContain('err');
    expect(r.output).not.toContain('agent-fix:');
  });
});

describe('network: a domain allowlist', () => {
  test('an allowed host is reached through the proxy (plain HTTP; a CONNECT tunnel of plain HTTP is refused); others get 403, are logged and reported', async (ctx) => {
    // localhost in the policy lets the allowed name reach a loopback address; NO_PROXY names localhost, hence --noproxy ''.
    const sb = await sandboxFor(`localhost:${loopback.servicePort},*.localhost:${loopback.webPort}`, ctx);
    const url = `http://registry.localhost:${loopback.webPort}/pkg`;
    const r = await run(
      sb,
      [
        `curl -sS --max-time 10 --noproxy '' ${url}`,
        `curl -sS --max-time 10 --noproxy '' --proxytunnel ${url}/tunnel`,
        `curl -sS --max-time 10 -o /dev/null -w 'refused=%{http_code}\\n' http://refused.test:${loopback.webPort}/x`,
        `curl -sS --max-time 10 http://refused.test:${loopback.webPort}/x; echo`,
        // A client that ignores the proxy finds no network at all.
        `curl -sS --max-time 5 --noproxy '*' http://127.0.0.1:${loopback.webPort}/direct; echo "direct=$?"`,
      ].join('; '),
    );
    expect(r.output.match(/ALLOWED-HOST-ANSWERED/g)).toHaveLength(1);
    expect(loopback.webRequests).toContain(`GET registry.localhost:${loopback.webPort}/pkg`);
    expect(loopback.webRequests).not.toContain(`GET registry.localhost:${loopback.webPort}/pkg/tunnel`);
    expect(r.output).toContain('refused=403');
    expect(r.output).toContain(
      `agent-fix: the network policy refused refused.test:${loopback.webPort} (not in the allowed domains). To allow it, add refused.test to the \`network\` input (CLI: --network).`,
    );
    expect(r.output).not.toContain('direct=0');
    expect(loopback.webRequests.some((w) => w.includes('/direct'))).toBe(false);
    expect(sb.refusedHosts()).toEqual([
      expect.objectContaining({ host: 'registry.localhost', port: loopback.webPort, count: 1 }),
      { host: 'refused.test', port: loopback.webPort, count: 2, reason: 'not in the allowed domains' },
    ]);
    expect(logs).toContain(`network: refused refused.test:${loopback.webPort} (not in the allowed domains)`);
  });
});

describe("the setup command's network (setup-network)", () => {
  /** A sandbox whose agent commands have no network and whose setup has `setup`; registry names resolve publicly. */
  async function setupSandbox(network: string, fork: boolean): Promise<Sandbox | undefined> {
    const sb = await sandboxOrSkip({
      mode: 'bwrap',
      root: ws,
      network: parseNetworkPolicy('none')!,
      setup: { network, fork },
      // The proxy checks the (public) address it resolved, then the test's own server answers for it.
      setupProxy: {
        lookup: async () => '93.184.216.34',
        redirect: () => ({ address: '127.0.0.1', port: loopback.webPort }),
      },
      log: (l) => logs.push(l),
    });
    if (sb) sandboxes.push(sb);
    return sb;
  }
  const inSetup = (sb: Sandbox, command: string) =>
    runCommand(command, { cwd: ws, env: childEnv(), timeoutMs: 60_000, wrap: sb.setupWrap, maxOutputChars: 8000 });
  /** What setup must never reach: the host's loopback (the model endpoint, a service), directly or by the proxy. */
  const forbidden = () =>
    [
      tcp(loopback.servicePort),
      `curl -sS --max-time 5 --noproxy '*' http://127.0.0.1:${loopback.webPort}/direct; echo "direct=$?"`,
      `curl -sS --max-time 5 --noproxy '' -o /dev/null -w 'loopback-by-proxy=%{http_code}\\n' http://127.0.0.1:${loopback.webPort}/by-proxy`,
      `curl -sS --max-time 5 http://outside.example/x; echo`,
    ].join('; ');

  test('registries (the default): a registry host goes through the proxy; the host loopback and other hosts are out of reach', async (ctx) => {
    const sb = await setupSandbox('registries', false);
    if (!sb) return ctx.skip();
    const r = await inSetup(sb, `curl -sS --max-time 10 http://registry.npmjs.org/left-pad; ${forbidden()}`);
    expect(r.output).toContain('ALLOWED-HOST-ANSWERED');
    expect(loopback.webRequests).toContain('GET registry.npmjs.org/left-pad');
    expect(r.output).not.toContain('HELLO-FROM-THE-SERVICE');
    expect(r.output).not.toContain('direct=0');
    expect(loopback.webRequests.some((w) => w.includes('/direct') || w.includes('/by-proxy') || w.includes('/x'))).toBe(
      false,
    );
    expect(r.output).toContain('loopback-by-proxy=403');
    expect(r.output).toContain(
      'agent-fix: the network policy refused outside.example:80 (not in the allowed domains). To allow it, add outside.example to the `setup-network` input (CLI: --setup-network).',
    );
    expect(logs).toContain('setup network: refused outside.example:80 (not in the allowed domains)');
    // The agent's commands never reach setup's proxy.
    const cmd = await run(sb, `curl -sS --max-time 5 http://registry.npmjs.org/cmd; echo "cmd=$?"`);
    expect(cmd.output).not.toContain('ALLOWED-HOST-ANSWERED');
  });

  test("all on a fork's PR is read as registries: the fork's setup scripts never get the runner's network", async (ctx) => {
    const sb = await setupSandbox('all', true);
    if (!sb) return ctx.skip();
    expect(logs.some((l) => l.includes("setup-network: all is not honoured on a fork's PR"))).toBe(true);
    const r = await inSetup(sb, forbidden());
    expect(r.output).not.toContain('HELLO-FROM-THE-SERVICE');
    expect(r.output).not.toContain('direct=0');
    expect(r.output).toContain('loopback-by-proxy=403');
  });

  test("all outside a fork: the runner's network, as before", async (ctx) => {
    const sb = await setupSandbox('all', false);
    if (!sb) return ctx.skip();
    const r = await inSetup(
      sb,
      `curl -sS --max-time 5 http://127.0.0.1:${loopback.webPort}/setup; echo "proxy=$HTTPS_PROXY"`,
    );
    expect(r.output).toContain('ALLOWED-HOST-ANSWERED');
    expect(r.output).toContain('proxy=\n');
  });

  test("the setting: registries, extra hosts, none and all; the runner's own ports are refused", () => {
    expect(parseSetupNetwork('')).toBeUndefined();
    expect(parseSetupNetwork('registries')).toEqual({ kind: 'hosts', registries: true, extra: [] });
    expect(parseSetupNetwork('registries, npm.example.com')).toEqual({
      kind: 'hosts',
      registries: true,
      extra: ['npm.example.com'],
    });
    expect(parseSetupNetwork('npm.example.com')).toEqual({
      kind: 'hosts',
      registries: false,
      extra: ['npm.example.com'],
    });
    expect(parseSetupNetwork('ALL')).toEqual({ kind: 'all' });
    expect(() => parseSetupNetwork('registries,localhost:5432')).toThrow(/never reaches the runner's own services/);
    expect(() => parseSetupNetwork('registries,all')).toThrow(/stand alone/);
    const extra = setupPolicy({ kind: 'hosts', registries: true, extra: ['npm.example.com'] }, true).policy;
    expect(extra).toMatchObject({ kind: 'limited' });
    expect(extra.kind === 'limited' && extra.domains).toEqual([...REGISTRY_HOSTS, 'npm.example.com']);
    expect(setupPolicy({ kind: 'all' }, false).policy).toEqual({ kind: 'all' });
    expect(setupPolicy({ kind: 'all' }, true).policy).toEqual({ kind: 'limited', domains: [...REGISTRY_HOSTS] });
  });
});

describe('caches for setup', () => {
  /** Outside os.tmpdir(): the sandbox's private /tmp would hide anything there, proving nothing. */
  const OUTSIDE_TMP = fs.existsSync('/var/tmp') ? '/var/tmp' : os.homedir();
  let hostCache: string;
  const saved = process.env.npm_config_cache;
  beforeAll(() => {
    hostCache = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-job-npm-cache-'));
    fs.chmodSync(hostCache, 0o755);
    for (const dir of ['_cacache', '_npx/1a2b/node_modules/tool'])
      fs.mkdirSync(path.join(hostCache, dir), { recursive: true });
    // Read-only to others: as root the mirror hard-links it. Writable by others: a symlink to the read-only view instead.
    fs.writeFileSync(path.join(hostCache, '_cacache/cached-tarball'), 'FROM-THE-JOB-CACHE\n');
    fs.chmodSync(path.join(hostCache, '_cacache/cached-tarball'), 0o644);
    fs.writeFileSync(path.join(hostCache, '_cacache/shared-entry'), 'SHARED-ENTRY\n');
    fs.chmodSync(path.join(hostCache, '_cacache/shared-entry'), 0o666);
    fs.writeFileSync(path.join(hostCache, '_npx/1a2b/node_modules/tool/index.js'), '// npx installed this\n');
    // A setuid file is never hard-linked: the link would sit in a folder of the commands' user.
    fs.writeFileSync(path.join(hostCache, '_cacache/setuid-entry'), '#!/bin/sh\n');
    fs.chmodSync(path.join(hostCache, '_cacache/setuid-entry'), 0o4755);
    process.env.npm_config_cache = hostCache;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.npm_config_cache;
    else process.env.npm_config_cache = saved;
    fs.rmSync(hostCache, { recursive: true, force: true });
  });

  test("setup reads the job's npm downloads through a read-only mirror; the agent's commands neither read nor write them", async (ctx) => {
    const sb = await sandboxFor('none', ctx);
    const opts = { cwd: ws, env: childEnv(), timeoutMs: 30_000 };
    const setup = await runCommand(
      [
        'c=$(npm config get cache)',
        'cat "$c/_cacache/cached-tarball" "$c/_cacache/shared-entry"',
        // Through the mirror's links, the job's files are read-only; a new entry lands in the mirror.
        'echo poisoned > "$c/_cacache/cached-tarball" || echo WRITE-REFUSED',
        'echo poisoned > "$c/_cacache/shared-entry" || echo SHARED-WRITE-REFUSED',
        'echo fresh > "$c/_cacache/new-entry" && cat "$c/_cacache/new-entry"',
        // npx's installed packages are not mirrored: npx installs again from the downloads.
        'ls "$c/_npx" || echo NO-NPX',
      ].join('; '),
      { ...opts, wrap: sb.setupWrap },
    );
    expect(setup.output).toContain('FROM-THE-JOB-CACHE');
    expect(setup.output).toContain('SHARED-ENTRY');
    expect(setup.output).toContain('WRITE-REFUSED');
    expect(setup.output).toContain('SHARED-WRITE-REFUSED');
    expect(setup.output).toContain('fresh');
    expect(setup.output).toContain('NO-NPX');
    expect(fs.readFileSync(path.join(hostCache, '_cacache/cached-tarball'), 'utf8')).toBe('FROM-THE-JOB-CACHE\n');
    expect(fs.readFileSync(path.join(hostCache, '_cacache/shared-entry'), 'utf8')).toBe('SHARED-ENTRY\n');
    expect(fs.readdirSync(path.join(hostCache, '_cacache')).sort()).toEqual([
      'cached-tarball',
      'setuid-entry',
      'shared-entry',
    ]);
    const agent = await runCommand(
      `npm config get cache; ls -A ${hostCache} | sed 's/^/listed:/'; cat ${hostCache}/_cacache/cached-tarball; echo x > ${hostCache}/planted`,
      { ...opts, wrap: sb.wrap },
    );
    // The private home's npm cache, shown at the host's HOME (docs/sandbox.md).
    expect(agent.output.split('\n')[0]).toBe(`${os.homedir()}/.npm`);
    expect(agent.output).not.toContain('FROM-THE-JOB-CACHE');
    expect(agent.output).not.toContain('listed:');
    expect(fs.existsSync(path.join(hostCache, 'planted'))).toBe(false);
  });

  test("the mirror: a hard link where the commands' user can neither own nor write the file, else a symlink to the view; only the folders are theirs", () => {
    const dest = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-mirror-'));
    try {
      // As root the commands run as another user (the sandbox drops to it); otherwise there is none to give folders to.
      const root = process.getuid?.() === 0;
      const owner = root ? { uid: 65534, gid: 65534 } : undefined;
      const src = path.join(hostCache, '_cacache');
      expect(mirror(src, path.join(dest, 'm'), '/view', owner)).toBe(true);
      const linked = fs.lstatSync(path.join(dest, 'm/cached-tarball'));
      const host = fs.statSync(path.join(src, 'cached-tarball'));
      if (root && host.dev === fs.statSync(dest).dev) {
        expect(linked.isSymbolicLink()).toBe(false);
        expect(linked.ino).toBe(host.ino);
        expect(fs.statSync(path.join(dest, 'm')).uid).toBe(owner!.uid);
      } else expect(linked.isSymbolicLink()).toBe(true);
      expect(fs.readlinkSync(path.join(dest, 'm/shared-entry'))).toBe('/view/shared-entry');
      expect(fs.readlinkSync(path.join(dest, 'm/setuid-entry'))).toBe('/view/setuid-entry');
      // Without another user to run as, every file is a symlink: the owner could write through a hard link.
      expect(mirror(src, path.join(dest, 'n'), '/view')).toBe(true);
      expect(fs.readlinkSync(path.join(dest, 'n/cached-tarball'))).toBe('/view/cached-tarball');
    } finally {
      fs.rmSync(dest, { recursive: true, force: true });
    }
  });

  test("Go: the job's module downloads are setup's read-only module proxy, and the whole module cache is covered for the agent", () => {
    const gopath = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-gopath-'));
    try {
      fs.mkdirSync(path.join(gopath, 'pkg/mod/cache/download'), { recursive: true });
      const caches = hostCaches({ GOPATH: gopath }, '/nonexistent-home');
      expect(caches.mirrored).toEqual([]);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-setup-caches-test-'));
      const seeded = seedSetupCaches(caches, dir, { GOPROXY: 'https://goproxy.example' });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(seeded.env).toEqual({
        GOPROXY: `file://${fs.realpathSync(gopath)}/pkg/mod/cache/download,https://goproxy.example`,
      });
      expect(cachePathsToCover(caches)).toEqual([fs.realpathSync(path.join(gopath, 'pkg/mod'))]);
    } finally {
      fs.rmSync(gopath, { recursive: true, force: true });
    }
  });
});

describe("a bare localhost's ports (impliedPorts)", () => {
  const procNet = (ports: number[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-procnet-'));
    const rows = ports.map(
      (p, i) => `   ${i}: 0100007F:${p.toString(16).toUpperCase().padStart(4, '0')} 00000000:0000 0A 00000000:00000000`,
    );
    fs.writeFileSync(path.join(dir, 'tcp'), ['  sl  local_address rem_address   st', ...rows, ''].join('\n'));
    return dir;
  };

  test("the Action: the job's services' ports, never the model endpoint's, the proxy's or Docker's", async () => {
    const r = await impliedPorts({ services: [5432, 6379, 2375, 11434], modelUrl: 'http://127.0.0.1:11434/v1' });
    expect(r.ports).toEqual([5432, 6379]);
    expect(r.leftOut).toEqual(["11434, the model endpoint's (http://127.0.0.1:11434/v1)", '2375, a Docker API']);
  });

  test('the CLI: the listening ports; when the model endpoint is among them, exit 2 naming localhost:PORTS', async () => {
    const dir = procNet([5432, 8080, 2376]);
    try {
      const remote = { procNet: dir, modelUrl: 'https://api.openai.com/v1', lookup: async () => ['104.18.6.192'] };
      expect((await impliedPorts(remote)).ports).toEqual([5432, 8080]);
      const refuse = () => impliedPorts({ procNet: dir, modelUrl: 'http://localhost:8080/v1' });
      await expect(refuse()).rejects.toThrow(ConfigError);
      await expect(refuse()).rejects.toThrow(
        "--network localhost would forward every port listening on this machine's loopback, and 8080 (the model endpoint's (http://localhost:8080/v1)) is agent-fix's own. Name the ports the tests need instead: --network localhost:5432",
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the model endpoint's port (localModelPort)", () => {
  test('is found however the URL spells this machine: a name resolving here, 0.0.0.0, a mapped, short or dotted loopback', async () => {
    // `vm` stands for a name /etc/hosts points at this machine; the resolver is the only thing injected.
    const lookup = async (host: string) => (host === 'vm' ? ['127.0.0.1'] : host === 'far.example' ? ['8.8.8.8'] : []);
    for (const url of [
      'http://vm:11434/v1',
      'http://0.0.0.0:11434/v1',
      'http://[::ffff:127.0.0.1]:11434/v1',
      'http://127.1:11434/v1',
      'http://localhost.:11434/v1',
      'http://[::1]:11434/v1',
      'http://0x7f000001:11434/v1',
    ])
      expect(await localModelPort(url, lookup), url).toBe(11434);
    expect(await localModelPort('http://far.example:11434/v1', lookup)).toBeUndefined();
    expect(await localModelPort('http://nowhere.invalid:11434/v1', lookup)).toBeUndefined();
  });
});

describe('the allowlist proxy itself', () => {
  test("an allowed name that resolves to loopback is refused: a DNS answer cannot open the host's own services", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-proxy-test-'));
    const socketPath = path.join(dir, 'proxy');
    // `localhost` resolves to a loopback address through /etc/hosts; the proxy's own resolver, nothing injected.
    const proxy = await startAllowlistProxy(socketPath, [`localhost:${loopback.webPort}`]);
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const req = http.request({ socketPath, method: 'CONNECT', path: `localhost:${loopback.webPort}` });
        req.on('connect', (res, socket, head) => {
          let body = head.toString();
          socket.on('data', (c) => (body += c));
          socket.on('end', () => resolve(`${res.statusCode} ${body}`));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer).toMatch(
        /^403 agent-fix: the network policy refused localhost:\d+ \(it resolves to (127\.0\.0\.1|::1), a loopback address\)/,
      );
      expect(proxy.refused()).toMatchObject([{ host: 'localhost', port: loopback.webPort, count: 1 }]);
    } finally {
      await proxy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the bridge’s folder', () => {
  test('is held until the bridge closes, so a run cancelled before that still removes it at exit', async () => {
    const before = heldCount('folder');
    const bridge = await startNetworkBridge(parseNetworkPolicy('example.org') as LimitedPolicy);
    expect(fs.existsSync(bridge.dir)).toBe(true);
    expect(heldCount('folder')).toBe(before + 1);
    await bridge.close();
    expect(fs.existsSync(bridge.dir)).toBe(false);
    expect(heldCount('folder')).toBe(before);
  });
});
