/**
 * The allowlist proxy for a `network` of domains: an HTTP proxy on a unix socket in the bridge folder (network.ts),
 * reached from the sandbox through the forwarder. `CONNECT host:port` opens a tunnel (https, and anything else a
 * client tunnels); a plain request carries an absolute URI. The proxy speaks for the client, not the other way round:
 * - only listed names pass, at 443 and 80 unless the policy names `name:port`;
 * - a plain request's `Host` must be the URL's authority (no domain fronting on a shared edge), and the request goes
 *   upstream with that authority as its `Host`;
 * - a tunnel's first bytes are read: a TLS ClientHello must name the host asked for (SNI, tls-client-hello.ts); plain
 *   HTTP through a tunnel is refused (a second request on the connection could name any host), as plain requests
 *   reach the proxy as they are and each is checked;
 * - the proxy resolves names itself (there is no DNS inside the sandbox) and checks the address it will connect to:
 *   loopback, private, link-local and unique-local addresses are refused unless `localhost` is in the policy, cloud
 *   metadata addresses always (addresses.ts). Names under `localhost` resolve to 127.0.0.1 (RFC 6761), never DNS.
 * Every refusal gets a 403 where the protocol still allows one, is recorded, and is listed in the job summary.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import { addressClass } from './addresses.js';
import { destinationAllowed, hostAllowed } from './network-policy.js';
import { readTunnelStart, TUNNEL_PEEK_LIMIT } from './tls-client-hello.js';

/** One refused destination, counted. */
export interface RefusedHost {
  host: string;
  port: number;
  /** How many requests to it were refused. */
  count: number;
  /** Why: not in the allowlist, an unlisted port, a forbidden address, a Host or TLS name that is not the host. */
  reason: string;
}

export const REFUSAL_HEADER = 'x-agent-fix-refused';

/** The setting that widens the policy, named in a refusal: `network` for the agent's commands, `setup-network` for setup. */
export interface PolicySetting {
  input: string;
  flag: string;
}
const NETWORK_SETTING: PolicySetting = { input: 'network', flag: '--network' };

/** What a refused client is told to do, after the reason. */
const NOT_LISTED = (host: string, s: PolicySetting = NETWORK_SETTING) =>
  `To allow it, add ${host} to the \`${s.input}\` input (CLI: ${s.flag}).`;

/** The message a refused client sees (body of the 403), quoted in the README's troubleshooting. */
export function refusalText(host: string, port: number, reason: string, fix = NOT_LISTED(host)): string {
  return `agent-fix: the network policy refused ${host}:${port} (${reason}). ${fix}\n`;
}

export interface AllowlistProxy {
  refused(): RefusedHost[];
  close(): Promise<void>;
}

export interface ProxyOptions {
  /** Hears each refused destination once. */
  log?: (line: string) => void;
  /**
   * `localhost` is in the policy: an allowed name may resolve to a loopback, private, link-local or unique-local
   * address. Cloud metadata addresses stay refused.
   */
  privateAddresses?: boolean;
  /** Resolves a name to the one address the proxy connects to. Default: RFC 6761 for `localhost` names, else DNS. */
  lookup?: (host: string) => Promise<string>;
  /**
   * Tests only (no variable sets it): where an allowed, checked destination is really connected to, so that a test
   * reaches its own server on 127.0.0.1 for a registry's name without loosening the address check.
   */
  redirect?: (address: string, port: number) => { address: string; port: number };
  /** The setting a refusal tells the user to widen; default `network`. */
  setting?: PolicySetting;
}

const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade'];

async function defaultLookup(host: string): Promise<string> {
  if (host === 'localhost' || host.endsWith('.localhost')) return '127.0.0.1';
  return (await dns.lookup(host)).address;
}

function splitHostPort(authority: string, defaultPort: number): { host: string; port: number } | undefined {
  const m = /^\[?([^\]]+?)\]?(?::(\d{1,5}))?$/.exec(authority.trim());
  if (!m) return undefined;
  const port = m[2] ? Number(m[2]) : defaultPort;
  if (port < 1 || port > 65535) return undefined;
  return { host: m[1]!.toLowerCase().replace(/\.$/, ''), port };
}

/** True when a `Host` value names `host:port` (the port may be left out when it is the scheme's default). */
function sameAuthority(value: string, host: string, port: number, defaultPort: number): boolean {
  const named = splitHostPort(value, defaultPort);
  return named !== undefined && named.host === host && named.port === port;
}

/** The address and port to connect to for an allowed destination, or the text a refused client sees. */
type Target = { address: string; port: number } | { refusal: string };

/** Records a refusal (logged the first time a destination is refused, counted after) and returns its text. */
type Refuse = (host: string, port: number, reason: string, fix?: string) => string;

function refusals(log: (line: string) => void): { refuse: Refuse; list: () => RefusedHost[] } {
  const refused = new Map<string, RefusedHost>();
  const refuse: Refuse = (host, port, reason, fix) => {
    const key = `${host}:${port}`;
    const seen = refused.get(key);
    if (seen) seen.count++;
    else {
      refused.set(key, { host, port, count: 1, reason });
      log(`network: refused ${key} (${reason})`);
    }
    return refusalText(host, port, reason, fix);
  };
  return { refuse, list: () => [...refused.values()].map((r) => ({ ...r })) };
}

/**
 * Decides a destination: the name and port must be listed; then the name is resolved here, and the address that will
 * be connected to is checked (no second lookup, so a changing DNS answer cannot slip past).
 */
function destinationResolver(domains: readonly string[], opts: ProxyOptions, refuse: Refuse) {
  const lookup = opts.lookup ?? defaultLookup;
  return async (host: string, port: number): Promise<Target> => {
    if (!hostAllowed(host, domains))
      return { refusal: refuse(host, port, 'not in the allowed domains', NOT_LISTED(host, opts.setting)) };
    if (!destinationAllowed(host, port, domains))
      return {
        refusal: refuse(
          host,
          port,
          `port ${port} is not listed; a name reaches 443 and 80 only`,
          NOT_LISTED(`${host}:${port}`, opts.setting),
        ),
      };
    let address: string;
    try {
      address = await lookup(host);
    } catch (err) {
      return { refusal: `agent-fix: the proxy could not resolve ${host}: ${(err as Error).message}\n` };
    }
    const kind = addressClass(address);
    if (kind === 'cloud metadata')
      return {
        refusal: refuse(
          host,
          port,
          `it resolves to ${address}, a cloud metadata address`,
          'Tests never reach a metadata service.',
        ),
      };
    if (kind !== 'public' && !opts.privateAddresses)
      return {
        refusal: refuse(
          host,
          port,
          `it resolves to ${address}, a ${kind} address`,
          'Only a policy with `localhost` in it lets an allowed name reach such an address.',
        ),
      };
    return opts.redirect?.(address, port) ?? { address, port };
  };
}
type Resolve = ReturnType<typeof destinationResolver>;

/** A plain request (absolute http:// URI): forwarded to an allowed host without the hop-by-hop headers. */
async function forwardRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  resolve: Resolve,
  refuse: Refuse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '');
    if (url.protocol !== 'http:') throw new Error('not http');
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('agent-fix proxy: expected an absolute http:// URL\n');
    return;
  }
  const forbid = (text: string) =>
    res.writeHead(403, { 'content-type': 'text/plain', [REFUSAL_HEADER]: '1' }).end(text);
  const port = url.port ? Number(url.port) : 80;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  // Every Host line counts: the parser keeps only the first, an upstream server might read another.
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === 'host');
  const hostValues = req.rawHeaders.filter((_, i) => i % 2 === 1 && req.rawHeaders[i - 1]!.toLowerCase() === 'host');
  const fronted = hostValues.find((v) => !sameAuthority(v, host, port, 80));
  if (fronted !== undefined || hosts.length > 1) {
    const named = fronted ?? hostValues.join(', ');
    forbid(
      refuse(
        host,
        port,
        `the request's Host header names ${named}, not ${url.host}`,
        'A request goes to the host its URL names.',
      ),
    );
    return;
  }
  const target = await resolve(host, port);
  if ('refusal' in target) {
    forbid(target.refusal);
    return;
  }
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: url.host };
  for (const h of HOP_HEADERS) delete headers[h];
  const upstream = http.request(
    { host: target.address, port: target.port, method: req.method, path: `${url.pathname}${url.search}`, headers },
    (up) => {
      const back = { ...up.headers };
      for (const h of HOP_HEADERS) delete back[h];
      res.writeHead(up.statusCode ?? 502, back);
      up.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`agent-fix proxy: ${host}:${port}: ${err.message}\n`);
  });
  req.pipe(upstream);
}

/** An HTTP token (a method), as RFC 9110 spells it. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}";
const REQUEST_LINE = new RegExp(`^${TOKEN} \\S+ HTTP/`);
/** What may still grow into a request line: a method, then a target, then `HTTP/`. */
const REQUEST_LINE_START = new RegExp(`^(${TOKEN}( \\S*( H?T?T?P?)?)?)?$`);

/**
 * Whether a tunnel's first bytes are a plain HTTP request ('incomplete' while they could still become one). Empty
 * lines before it count for nothing: servers skip them (RFC 9112, 2.2), so they cannot hide a request.
 */
function plainHttpStart(buf: Buffer): boolean | 'incomplete' {
  const text = buf.toString('latin1', 0, TUNNEL_PEEK_LIMIT).replace(/^[\r\n]+/, '');
  if (REQUEST_LINE.test(text)) return true;
  return REQUEST_LINE_START.test(text.slice(0, 8200)) && buf.length < TUNNEL_PEEK_LIMIT ? 'incomplete' : false;
}

/**
 * Why a tunnel's first bytes may not pass (undefined: they may), or 'incomplete' while more are needed. TLS must name
 * the host asked for. Plain HTTP is refused outright: only a tunnel's first request could be read, and the next one on
 * the same connection could name any host behind a shared edge; a plain request to the proxy is checked one by one.
 */
function tunnelMismatch(buf: Buffer, host: string): string | undefined | 'incomplete' {
  const start = readTunnelStart(buf);
  if (start.kind === 'incomplete') return 'incomplete';
  if (start.kind === 'unreadable') return start.why;
  if (start.kind === 'tls') {
    if (net.isIP(host)) return undefined;
    if (start.serverName === undefined)
      return 'the TLS ClientHello names no server (SNI), so it cannot be held to the host';
    return start.serverName === host ? undefined : `the TLS server name (SNI) is ${start.serverName}, not ${host}`;
  }
  const plain = plainHttpStart(buf);
  if (plain === 'incomplete') return 'incomplete';
  return plain
    ? 'plain HTTP through a CONNECT tunnel, where only the first request could be checked; send http:// requests to the proxy as they are'
    : undefined;
}

/**
 * `CONNECT host:port`: a tunnel to an allowed host. The server's bytes flow at once (a protocol whose server speaks
 * first still works); the client's first flight is read before it is passed on, and refused when it names another
 * host. A refusal after the 200 can only close the tunnel; it is recorded like the others.
 */
async function openTunnel(
  req: http.IncomingMessage,
  client: net.Socket,
  head: Buffer,
  resolve: Resolve,
  refuse: Refuse,
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
  const upstream = net.connect(target.port, target.address, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.pipe(client);
    let first = head;
    /** Decides once the first flight is readable (or the client ended); false while more bytes are needed. */
    const decide = (ended: boolean) => {
      const why = first.length || !ended ? tunnelMismatch(first, dest.host) : undefined;
      if (why === 'incomplete' && !ended && first.length < TUNNEL_PEEK_LIMIT) return false;
      client.off('data', onData);
      client.off('end', onEnd);
      if (why !== undefined) {
        const reason = why === 'incomplete' ? "the tunnel's first bytes stop before they can be read" : why;
        refuse(dest.host, dest.port, reason, 'A tunnel carries only the host it asked for.');
        client.destroy();
        upstream.destroy();
      } else {
        if (first.length) upstream.write(first);
        if (ended) upstream.end();
        else client.pipe(upstream);
      }
      return true;
    };
    const onData = (chunk: Buffer) => {
      first = Buffer.concat([first, chunk]);
      decide(false);
    };
    const onEnd = () => decide(true);
    if (!decide(false)) {
      client.on('data', onData);
      client.on('end', onEnd);
    }
  });
  upstream.on('error', (err) => {
    if (client.writable) client.end(`HTTP/1.1 502 Bad Gateway\r\n\r\nagent-fix proxy: ${err.message}\n`);
    client.destroy();
  });
  client.on('close', () => upstream.destroy());
}

/** Starts the proxy on `socketPath`. `domains` are the policy's patterns (`name`, `*.name`, either with `:port`). */
export async function startAllowlistProxy(
  socketPath: string,
  domains: readonly string[],
  opts: ProxyOptions = {},
): Promise<AllowlistProxy> {
  const { refuse, list } = refusals(opts.log ?? (() => {}));
  const resolve = destinationResolver(domains, opts, refuse);
  const server = http.createServer((req, res) => void forwardRequest(req, res, resolve, refuse));
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    void openTunnel(req, client, head, resolve, refuse);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolveListen());
  });
  return {
    refused: list,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
