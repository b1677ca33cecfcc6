/**
 * The bridge that carries a `limited` network policy into the sandbox, which keeps its own network namespace (no
 * route out, no DNS). On the host, a private folder holds one unix socket per allowed port, relayed to that port on
 * the host's loopback, and one for the allowlist proxy (proxy.ts). The folder is bound into the sandbox, where the
 * forwarder (forwarder.ts) listens on the same ports on the sandbox's own 127.0.0.1 and relays to the sockets. Nothing
 * else leaves the namespace, so a client that ignores the proxy variables simply finds no network.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NetworkPolicy } from './network-policy.js';
import { startAllowlistProxy, type AllowlistProxy, type RefusedHost } from './proxy.js';

/** Port of the proxy on the sandbox's own loopback (unusual, so that a project's test servers keep theirs). */
export const INSIDE_PROXY_PORT = 39_127;
/** Never forwarded for a bare `localhost`: an open Docker API is root on the host. Listed explicitly, they pass. */
const NEVER_IMPLIED = new Set([2375, 2376]);

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
  return [...ports].filter((p) => !NEVER_IMPLIED.has(p)).sort((a, b) => a - b);
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
  /** Started as root, commands run as this user: the folder and its sockets become theirs. */
  owner?: { uid: number; gid: number };
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** Starts the host side of a `limited` policy. */
export async function startNetworkBridge(
  policy: Extract<NetworkPolicy, { kind: 'limited' }>,
  opts: BridgeOptions = {},
): Promise<NetworkBridge> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-net-'));
  const servers: net.Server[] = [];
  let proxy: AllowlistProxy | undefined;
  const close = async () => {
    await Promise.all([...servers.map((s) => new Promise<void>((done) => s.close(() => done()))), proxy?.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ports = policy.localhost === 'listening' ? listeningPorts() : (policy.localhost ?? []);
    const pairs: string[] = [];
    for (const port of ports) {
      servers.push(await startPortRelay(path.join(dir, `tcp-${port}`), port));
      pairs.push(`${port}:tcp-${port}`);
    }
    const env: Record<string, string> = {};
    if (policy.domains.length > 0) {
      proxy = await startAllowlistProxy(path.join(dir, 'proxy'), policy.domains, opts.log, opts.env);
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
    if (opts.owner) {
      for (const entry of ['.', ...fs.readdirSync(dir)])
        fs.chownSync(path.join(dir, entry), opts.owner.uid, opts.owner.gid);
    }
    const parts = [
      policy.localhost !== undefined
        ? `host ports ${ports.length ? ports.join(', ') : '(none listening)'}${policy.localhost === 'listening' ? ' (listening at start)' : ''}`
        : '',
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
