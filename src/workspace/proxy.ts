/**
 * The allowlist proxy for a `network` of domains: an HTTP proxy on a unix socket in the bridge folder (network.ts),
 * reached from the sandbox through the forwarder. `CONNECT host:port` opens a tunnel (https, and anything else a
 * client tunnels); a plain request carries an absolute URI. Only listed hosts pass; every other one gets a 403 and is
 * recorded, so the job summary can tell the maintainer which names to add. The proxy resolves names itself (there is
 * no DNS inside the sandbox), and an allowed name that resolves to loopback or link-local (cloud metadata) is
 * refused too: a hostile DNS answer must not open the host's own services.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import { hostAllowed } from './network-policy.js';

/** One refused destination, counted. */
export interface RefusedHost {
  host: string;
  port: number;
  /** How many requests to it were refused. */
  count: number;
  /** Why: not in the allowlist, or it resolved to a forbidden address. */
  reason: string;
}

/**
 * Tests only: comma-separated host names the proxy resolves to 127.0.0.1 (and lets reach loopback), so a local server
 * can stand for an allowed host. It only ever points names at this machine, never elsewhere.
 */
export const PROXY_LOOPBACK_HOSTS_ENV = 'AGENT_FIX_PROXY_LOOPBACK_HOSTS';

export const REFUSAL_HEADER = 'x-agent-fix-refused';

/** The message a refused client sees (body of the 403), quoted in the README's troubleshooting. */
export function refusalText(host: string, port: number, reason: string): string {
  return (
    `agent-fix: the network policy refused ${host}:${port} (${reason}). ` +
    `To allow it, add ${host} to the \`network\` input (CLI: --network).\n`
  );
}

export interface AllowlistProxy {
  refused(): RefusedHost[];
  close(): Promise<void>;
}

const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade'];

function forbiddenAddress(address: string): boolean {
  if (net.isIPv4(address)) return /^(127\.|169\.254\.|0\.)/.test(address);
  const a = address.toLowerCase();
  return a === '::1' || a === '::' || a.startsWith('fe80:') || /^::ffff:(127\.|169\.254\.|0\.)/.test(a);
}

function splitHostPort(authority: string, defaultPort: number): { host: string; port: number } | undefined {
  const m = /^\[?([^\]]+?)\]?(?::(\d{1,5}))?$/.exec(authority.trim());
  if (!m) return undefined;
  const port = m[2] ? Number(m[2]) : defaultPort;
  if (port < 1 || port > 65535) return undefined;
  return { host: m[1]!.toLowerCase().replace(/\.$/, ''), port };
}

/** The address to connect to for an allowed destination, or the text a refused client sees. */
type Target = { address: string } | { refusal: string };
type Resolve = (host: string, port: number) => Promise<Target>;

/** Host names the tests point at this machine (PROXY_LOOPBACK_HOSTS_ENV). */
function loopbackHostNames(env: NodeJS.ProcessEnv): Set<string> {
  return new Set(
    (env[PROXY_LOOPBACK_HOSTS_ENV] ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Records a refusal (logged the first time a destination is refused, counted after) and returns its text. */
function recordRefusal(
  refused: Map<string, RefusedHost>,
  log: (line: string) => void,
  host: string,
  port: number,
  reason: string,
): string {
  const key = `${host}:${port}`;
  const seen = refused.get(key);
  if (seen) seen.count++;
  else {
    refused.set(key, { host, port, count: 1, reason });
    log(`network: refused ${key} (${reason})`);
  }
  return refusalText(host, port, reason);
}

/** Decides a destination: refused unless the host is listed, then resolved here, and refused if that is loopback or link-local. */
function destinationResolver(
  domains: readonly string[],
  loopbackNames: Set<string>,
  refuse: (host: string, port: number, reason: string) => string,
): Resolve {
  return async (host, port) => {
    if (!hostAllowed(host, domains)) return { refusal: refuse(host, port, 'not in the allowed domains') };
    if (loopbackNames.has(host)) return { address: '127.0.0.1' };
    let address: string;
    try {
      address = (await dns.lookup(host)).address;
    } catch (err) {
      return { refusal: `agent-fix: the proxy could not resolve ${host}: ${(err as Error).message}\n` };
    }
    if (forbiddenAddress(address))
      return { refusal: refuse(host, port, `it resolves to ${address}, a loopback or link-local address`) };
    return { address };
  };
}

/** A plain request (absolute http:// URI): forwarded to an allowed host without the hop-by-hop headers. */
async function forwardRequest(req: http.IncomingMessage, res: http.ServerResponse, resolve: Resolve): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '');
    if (url.protocol !== 'http:') throw new Error('not http');
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('agent-fix proxy: expected an absolute http:// URL\n');
    return;
  }
  const port = url.port ? Number(url.port) : 80;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const target = await resolve(host, port);
  if ('refusal' in target) {
    res.writeHead(403, { 'content-type': 'text/plain', [REFUSAL_HEADER]: '1' }).end(target.refusal);
    return;
  }
  const headers = { ...req.headers };
  for (const h of HOP_HEADERS) delete headers[h];
  const upstream = http.request(
    { host: target.address, port, method: req.method, path: `${url.pathname}${url.search}`, headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`agent-fix proxy: ${host}:${port}: ${err.message}\n`);
  });
  req.pipe(upstream);
}

/** `CONNECT host:port`: a tunnel to an allowed host, the bytes the client sent early (`head`) first. */
async function openTunnel(
  req: http.IncomingMessage,
  client: net.Socket,
  head: Buffer,
  resolve: Resolve,
): Promise<void> {
  const dest = splitHostPort(req.url ?? '', 443);
  if (!dest) {
    client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    return;
  }
  const target = await resolve(dest.host, dest.port);
  if ('refusal' in target) {
    const body = target.refusal;
    client.end(
      `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n${REFUSAL_HEADER}: 1\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    return;
  }
  const upstream = net.connect(dest.port, target.address, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', (err) => {
    if (client.writable) client.end(`HTTP/1.1 502 Bad Gateway\r\n\r\nagent-fix proxy: ${err.message}\n`);
    client.destroy();
  });
  client.on('close', () => upstream.destroy());
}

/** Starts the proxy on `socketPath`. `domains` are the policy's patterns; `log` hears each refusal once. */
export async function startAllowlistProxy(
  socketPath: string,
  domains: readonly string[],
  log: (line: string) => void = () => {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<AllowlistProxy> {
  const refused = new Map<string, RefusedHost>();
  const resolve = destinationResolver(domains, loopbackHostNames(env), (host, port, reason) =>
    recordRefusal(refused, log, host, port, reason),
  );
  const server = http.createServer((req, res) => void forwardRequest(req, res, resolve));
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    void openTunnel(req, client, head, resolve);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolveListen());
  });
  return {
    refused: () => [...refused.values()].map((r) => ({ ...r })),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
