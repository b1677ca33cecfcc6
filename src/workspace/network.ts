/**
 * The bridge that carries a `limited` network policy into the sandbox, which keeps its own network namespace (no
 * route out, no DNS). On the host, a private folder holds one unix socket per allowed port, relayed to that port on
 * the host's loopback, and one for the allowlist proxy (proxy.ts). The folder is bound read-only into the sandbox,
 * where the forwarder (forwarder.ts) listens on the same ports on the sandbox's own 127.0.0.1 and relays to the
 * sockets. Nothing else leaves the namespace, so a client that ignores the proxy variables simply finds no network.
 * The folder and its sockets belong to agent-fix's user: the commands may connect (group or owner access), never
 * remove or replace a socket, so every command and every proof run has the relays as they were set up.
 */
import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { hold } from '../process/cleanup.js';
import { neutralTempDir } from '../process/temp-name.js';
import { addressClass } from './addresses.js';
import type { NetworkPolicy } from './network-policy.js';
import { startAllowlistProxy, type AllowlistProxy, type ProxyOptions, type RefusedHost } from './proxy.js';
import { removeTree } from '../security/remove-tree.js';

/** Port of the proxy on the sandbox's own loopback (unusual, so that a project's test servers keep theirs). */
export const INSIDE_PROXY_PORT = 39_127;
/** Never forwarded for a bare `localhost`: an open Docker API is root on the host. Listed explicitly, they pass. */
const DOCKER_PORTS = [2375, 2376];

export interface NetworkBridge {
  /** The host folder with the sockets; bound into the sandbox at the same path. */
  dir: string;
  /** The forwarder's argument: `PORT:SOCKET` pairs. */
  spec: string;
  /** Host loopback ports reachable inside. */
  ports: number[];
  /** Proxy variables for the commands (empty without domains). */
  env: Record<string, string>;
  /** One line for the sandbox note. */
  describe: string;
  refused(): RefusedHost[];
  close(): Promise<void>;
}

function hexPort(hex: string): number {
  return parseInt(hex, 16);
}

/** Loopback or wildcard local addresses, as /proc/net/tcp{,6} spell them (little-endian hex words). */
function loopbackOrAny(addr: string): boolean {
  if (addr.length === 8) return addr === '00000000' || addr.endsWith('7F');
  const a = addr.toUpperCase();
  return (
    a === '00000000000000000000000000000000' ||
    a === '00000000000000000000000001000000' ||
    (a.startsWith('0000000000000000FFFF0000') && a.endsWith('7F'))
  );
}

/**
 * TCP ports listening on the host's loopback or on every address (where `services:` containers publish their ports),
 * read from /proc/net/tcp and tcp6 of agent-fix's own network namespace.
 */
export function listeningPorts(procNet = '/proc/net'): number[] {
  const ports = new Set<number>();
  for (const file of ['tcp', 'tcp6']) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(procNet, file), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 4 || cols[3] !== '0A') continue;
      const [addr, port] = cols[1]!.split(':');
      if (addr && port && loopbackOrAny(addr)) ports.add(hexPort(port));
    }
  }
  return [...ports].sort((a, b) => a - b);
}

/** Where a bare `localhost` looks for its ports, and which ports are agent-fix's own. */
export interface ImpliedPortsSource {
  /** The Action: the host ports the job's `services:` containers publish. Absent: the CLI (ports listening now). */
  services?: number[];
  /** The model endpoint's URL: its port is agent-fix's own when its host resolves to an address of this machine. */
  modelUrl?: string;
  /** Resolves the endpoint's host name to all its addresses (tests); default: the system resolver. */
  lookup?: (host: string) => Promise<string[]>;
  /** Where the listening ports are read (tests). */
  procNet?: string;
}

/** Every address a name resolves to (the system resolver, /etc/hosts included); none when it does not resolve. */
async function resolveAll(host: string): Promise<string[]> {
  try {
    return (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/** Loopback, the unspecified address (a connection to 0.0.0.0 reaches this machine), or one of its interfaces'. */
function thisMachine(address: string): boolean {
  const kind = addressClass(address);
  if (kind === 'loopback' || kind === 'unspecified') return true;
  const mine = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
  return mine.some((a) => a === address || (net.isIPv6(address) && address.toLowerCase() === `::ffff:${a}`));
}

/**
 * The model endpoint's port when the endpoint is on this machine, however its URL names the host: the name is
 * resolved and its addresses compared (`vm` in /etc/hosts, `0.0.0.0`, `[::ffff:127.0.0.1]`, `127.1`, `localhost.`),
 * never its spelling. A forwarded port reaches whatever listens on it on any local address.
 */
export async function localModelPort(
  modelUrl: string | undefined,
  lookup: (host: string) => Promise<string[]> = resolveAll,
): Promise<number | undefined> {
  if (!modelUrl) return undefined;
  let url: URL;
  try {
    url = new URL(modelUrl);
  } catch {
    return undefined;
  }
  // The URL parser already spells an IP address one way (`127.1` is 127.0.0.1); a name is resolved.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (net.isIP(host) ? thisMachine(host) : (await lookup(host)).some(thisMachine));
  if (!local) return undefined;
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/**
 * The ports a bare `localhost` forwards. The Action: the job's `services:` ports. The CLI: the ports listening on this
 * machine's loopback now, refused (exit 2) when agent-fix's own are among them, with the `localhost:PORTS` that
 * leaves them out. Never the model endpoint's port, the proxy's inside port or Docker's API (2375, 2376).
 */
export async function impliedPorts(source: ImpliedPortsSource): Promise<{ ports: number[]; leftOut: string[] }> {
  const model = await localModelPort(source.modelUrl, source.lookup);
  const own = new Map<number, string>([[INSIDE_PROXY_PORT, "the network proxy's inside port"]]);
  if (model !== undefined) own.set(model, `the model endpoint's (${source.modelUrl})`);
  const found = source.services ?? listeningPorts(source.procNet);
  const ports = found.filter((p) => !own.has(p) && !DOCKER_PORTS.includes(p));
  const mine = found.filter((p) => own.has(p));
  if (source.services === undefined && mine.length > 0) {
    const which = mine.map((p) => `${p} (${own.get(p)})`).join(', ');
    const fix = ports.length
      ? `--network localhost:${ports.join(',')}`
      : '--network localhost:PORT with the ports the tests need';
    throw new ConfigError(
      `--network localhost would forward every port listening on this machine's loopback, and ${which} ${mine.length > 1 ? 'are' : 'is'} agent-fix's own. Name the ports the tests need instead: ${fix}`,
    );
  }
  const leftOut = [
    ...mine.map((p) => `${p}, ${own.get(p)}`),
    ...found.filter((p) => DOCKER_PORTS.includes(p)).map((p) => `${p}, a Docker API`),
  ];
  return { ports, leftOut };
}

/** Relays connections on `socketPath` to `port` on the host's loopback (IPv4, then IPv6). */
async function startPortRelay(socketPath: string, port: number): Promise<net.Server> {
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    let upstream: net.Socket | undefined;
    const connect = (host: string, fallback?: string) => {
      let connected = false;
      const socket = net.connect({ port, host, allowHalfOpen: true });
      upstream = socket;
      socket.once('connect', () => {
        connected = true;
        client.pipe(socket);
        socket.pipe(client);
      });
      socket.on('error', () => {
        if (!connected && fallback) connect(fallback);
        else client.destroy();
      });
      socket.on('close', () => {
        if (connected) client.destroy();
      });
    };
    client.on('error', () => client.destroy());
    client.on('close', () => upstream?.destroy());
    connect('127.0.0.1', '::1');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return server;
}

export interface BridgeOptions {
  /** Started as root, commands run as this user: its group may enter the folder and connect, nothing more. */
  owner?: { uid: number; gid: number };
  log?: (line: string) => void;
  /** Where a bare `localhost` finds its ports (impliedPorts). */
  implied?: ImpliedPortsSource;
  /** The proxy's resolver (tests point names at their own servers); default: proxy.ts's. */
  lookup?: (host: string) => Promise<string>;
  /** Tests only: where the proxy really connects to a checked destination (proxy.ts `redirect`). */
  redirect?: ProxyOptions['redirect'];
  /** The setting a refusal names (`setup-network` for setup's bridge); default `network`. */
  setting?: ProxyOptions['setting'];
}

/**
 * The folder stays agent-fix's user's. Run as root with the commands dropped to another user, its group gets in and
 * connects (a unix socket needs write permission on the socket, none on the folder); run as one user, the read-only
 * bind keeps the commands from changing it.
 */
function lockBridgeFolder(dir: string, owner: BridgeOptions['owner']): void {
  const entries = fs.readdirSync(dir).map((e) => path.join(dir, e));
  if (owner) {
    for (const p of [dir, ...entries]) fs.chownSync(p, process.getuid?.() ?? 0, owner.gid);
    fs.chmodSync(dir, 0o710);
    for (const p of entries) fs.chmodSync(p, 0o660);
  } else fs.chmodSync(dir, 0o700);
}

/** Starts the host side of a `limited` policy. */
export async function startNetworkBridge(
  policy: Extract<NetworkPolicy, { kind: 'limited' }>,
  opts: BridgeOptions = {},
): Promise<NetworkBridge> {
  const dir = neutralTempDir();
  // Removed at close, or at exit when the run is cancelled first (process/cleanup.ts).
  const release = hold('folder', () => removeTree(dir));
  const servers: net.Server[] = [];
  let proxy: AllowlistProxy | undefined;
  const close = async () => {
    await Promise.all([...servers.map((s) => new Promise<void>((done) => s.close(() => done()))), proxy?.close()]);
    removeTree(dir);
    release();
  };
  try {
    const listed = policy.localhost === 'services' ? undefined : policy.localhost;
    const implied = policy.localhost === 'services' ? await impliedPorts(opts.implied ?? {}) : undefined;
    const ports: number[] = implied?.ports ?? listed ?? [];
    if (ports.includes(INSIDE_PROXY_PORT) && policy.domains.length > 0)
      throw new ConfigError(
        `network: port ${INSIDE_PROXY_PORT} is where the sandbox reaches the domain proxy; it cannot also be a forwarded host port. Leave it out of localhost:PORTS`,
      );
    const pairs: string[] = [];
    for (const port of ports) {
      servers.push(await startPortRelay(path.join(dir, `tcp-${port}`), port));
      pairs.push(`${port}:tcp-${port}`);
    }
    const env: Record<string, string> = {};
    if (policy.domains.length > 0) {
      proxy = await startAllowlistProxy(path.join(dir, 'proxy'), policy.domains, {
        ...(opts.log ? { log: opts.log } : {}),
        ...(opts.lookup ? { lookup: opts.lookup } : {}),
        ...(opts.redirect ? { redirect: opts.redirect } : {}),
        ...(opts.setting ? { setting: opts.setting } : {}),
        privateAddresses: policy.localhost !== undefined,
      });
      pairs.push(`${INSIDE_PROXY_PORT}:proxy`);
      const url = `http://127.0.0.1:${INSIDE_PROXY_PORT}`;
      const noProxy = 'localhost,127.0.0.1,::1';
      Object.assign(env, {
        HTTP_PROXY: url,
        HTTPS_PROXY: url,
        http_proxy: url,
        https_proxy: url,
        NO_PROXY: noProxy,
        no_proxy: noProxy,
        // Node's own fetch follows the variables only when asked (Node 22.21+/24).
        NODE_USE_ENV_PROXY: '1',
      });
    }
    lockBridgeFolder(dir, opts.owner);
    const from = !implied ? '' : opts.implied?.services ? " (the job's services: ports)" : ' (listening at start)';
    const none = !implied
      ? '(none)'
      : opts.implied?.services
        ? '(none: the job has no services: ports)'
        : '(none listening)';
    const leftOut = implied?.leftOut.length ? `; left out: ${implied.leftOut.join('; ')}` : '';
    const parts = [
      policy.localhost !== undefined ? `host ports ${ports.length ? ports.join(', ') : none}${from}${leftOut}` : '',
      policy.domains.length ? `domains ${policy.domains.join(', ')} through a proxy` : '',
    ].filter(Boolean);
    return {
      dir,
      spec: pairs.join(','),
      ports,
      env,
      describe: `network limited to ${parts.join(' and ')}`,
      refused: () => proxy?.refused() ?? [],
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
