/**
 * The allowlist proxy driven directly (its test API: an injected resolver points allowed names at this test's own
 * loopback servers), with real sockets: a plain request's Host must be its URL's authority, a name reaches 443/80
 * only unless the policy names its port, a tunnel's TLS server name must be the host asked for, and the address a
 * name resolves to is checked before anything connects. Refused destinations are never connected to; only
 * 127.0.0.1 ever is.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { startAllowlistProxy, type AllowlistProxy, type ProxyOptions } from '../../src/workspace/proxy.js';
import { addressClass } from '../../src/workspace/addresses.js';
import { readTunnelStart } from '../../src/workspace/tls-client-hello.js';

let web: http.Server;
let raw: net.Server;
let webPort = 0;
let rawPort = 0;
const webHits: string[] = [];
const rawBytes: Buffer[] = [];
let dir: string;
const proxies: AllowlistProxy[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-proxy-test-'));
  web = http.createServer((req, res) => {
    webHits.push(`${req.headers.host} ${req.url}`);
    res.end('UPSTREAM-ANSWERED\n');
  });
  // Stands for a TLS server: records what arrives through a tunnel (a ClientHello is enough to tell).
  raw = net.createServer((c) => {
    c.on('data', (d) => rawBytes.push(d));
    c.on('error', () => {});
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
  webPort = (web.address() as AddressInfo).port;
  rawPort = (raw.address() as AddressInfo).port;
});

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((p) => p.close()));
  webHits.length = 0;
  rawBytes.length = 0;
});

afterAll(() => {
  web.close();
  raw.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
/** A proxy whose resolver answers from `table` (a name not in it does not resolve). */
async function proxyFor(domains: string[], table: Record<string, string>, opts: ProxyOptions = {}) {
  const socketPath = path.join(dir, `proxy-${n++}`);
  const lines: string[] = [];
  const proxy = await startAllowlistProxy(socketPath, domains, {
    log: (l) => lines.push(l),
    lookup: async (host) => {
      const a = table[host];
      if (!a) throw new Error(`no test address for ${host}`);
      return a;
    },
    ...opts,
  });
  proxies.push(proxy);
  return { socketPath, proxy, lines };
}

/** A plain proxied request with the given Host header(s); the answer's status and body. */
function plain(socketPath: string, url: string, hostHeaders: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(socketPath, () => {
      s.write(`GET ${url} HTTP/1.1\r\n${hostHeaders.map((h) => `Host: ${h}\r\n`).join('')}Connection: close\r\n\r\n`);
    });
    let out = '';
    s.on('data', (d) => (out += d));
    s.on('end', () => resolve(out));
    s.on('error', reject);
  });
}

/** CONNECT to `authority`: the status line, and the socket when it was opened. */
function connect(socketPath: string, authority: string): Promise<{ status: number; body: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket, head) => {
      if (res.statusCode === 200) return resolve({ status: 200, body: '', socket });
      let body = head.toString();
      socket.on('data', (c) => (body += c));
      socket.on('end', () => resolve({ status: res.statusCode ?? 0, body, socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts a TLS handshake through an open tunnel; resolves when the tunnel closes or the far end got bytes. */
function helloThrough(socket: net.Socket, servername: string): Promise<'closed' | 'delivered'> {
  return new Promise((resolve) => {
    const t = tls.connect({ socket, servername, rejectUnauthorized: false });
    t.on('error', () => {});
    socket.on('close', () => resolve('closed'));
    const poll = setInterval(() => {
      if (rawBytes.length) {
        clearInterval(poll);
        t.destroy();
        resolve('delivered');
      }
    }, 20);
    socket.on('close', () => clearInterval(poll));
  });
}

describe('a plain request', () => {
  test("goes upstream when its Host is the URL's authority, with that Host", async () => {
    const { socketPath } = await proxyFor(
      [`registry.allowed.test:${webPort}`],
      { 'registry.allowed.test': '127.0.0.1' },
      { privateAddresses: true },
    );
    const out = await plain(socketPath, `http://registry.allowed.test:${webPort}/pkg`, [
      `registry.allowed.test:${webPort}`,
    ]);
    expect(out).toContain('UPSTREAM-ANSWERED');
    expect(webHits).toEqual([`registry.allowed.test:${webPort} /pkg`]);
  });

  test('is refused and recorded when its Host names another host (domain fronting), or names it twice', async () => {
    const { socketPath, proxy, lines } = await proxyFor(
      [`registry.allowed.test:${webPort}`],
      { 'registry.allowed.test': '127.0.0.1' },
      { privateAddresses: true },
    );
    const out = await plain(socketPath, `http://registry.allowed.test:${webPort}/pkg`, ['fronted.example']);
    expect(out).toMatch(/^HTTP\/1\.1 403/);
    expect(out).toContain(
      `agent-fix: the network policy refused registry.allowed.test:${webPort} (the request's Host header names fronted.example, not registry.allowed.test:${webPort}).`,
    );
    const twice = await plain(socketPath, `http://registry.allowed.test:${webPort}/pkg`, [
      `registry.allowed.test:${webPort}`,
      'fronted.example',
    ]);
    expect(twice).toMatch(/^HTTP\/1\.1 403/);
    expect(webHits).toEqual([]);
    expect(proxy.refused()).toMatchObject([{ host: 'registry.allowed.test', port: webPort, count: 2 }]);
    expect(lines[0]).toContain('network: refused registry.allowed.test');
  });
});

describe('ports', () => {
  test('a name reaches 443 and 80 only; another port must be named as name:port', async () => {
    const { socketPath, proxy } = await proxyFor(
      ['registry.allowed.test'],
      { 'registry.allowed.test': '127.0.0.1' },
      { privateAddresses: true },
    );
    const r = await connect(socketPath, 'registry.allowed.test:6379');
    expect(r.status).toBe(403);
    expect(r.body).toContain(
      'agent-fix: the network policy refused registry.allowed.test:6379 (port 6379 is not listed; a name reaches 443 and 80 only). To allow it, add registry.allowed.test:6379 to the `network` input (CLI: --network).',
    );
    expect(proxy.refused()).toMatchObject([{ host: 'registry.allowed.test', port: 6379, count: 1 }]);
    const named = await proxyFor(
      [`registry.allowed.test:${rawPort}`],
      { 'registry.allowed.test': '127.0.0.1' },
      { privateAddresses: true },
    );
    const ok = await connect(named.socketPath, `registry.allowed.test:${rawPort}`);
    expect(ok.status).toBe(200);
    ok.socket.destroy();
    expect((await connect(named.socketPath, 'registry.allowed.test:443')).status).toBe(403);
  });
});

describe('a CONNECT tunnel', () => {
  const open = async () => {
    const p = await proxyFor(
      [`*.allowed.test:${rawPort}`],
      { 'registry.allowed.test': '127.0.0.1' },
      { privateAddresses: true },
    );
    return { ...p, tunnel: await connect(p.socketPath, `registry.allowed.test:${rawPort}`) };
  };

  test('passes a ClientHello that names the host asked for', async () => {
    const { tunnel, proxy } = await open();
    expect(await helloThrough(tunnel.socket, 'registry.allowed.test')).toBe('delivered');
    expect(readTunnelStart(Buffer.concat(rawBytes))).toEqual({ kind: 'tls', serverName: 'registry.allowed.test' });
    expect(proxy.refused()).toEqual([]);
  });

  test('closes on a ClientHello that names another server (SNI), and records why; nothing reaches upstream', async () => {
    const { tunnel, proxy } = await open();
    expect(await helloThrough(tunnel.socket, 'fronted.example')).toBe('closed');
    expect(rawBytes).toEqual([]);
    expect(proxy.refused()).toEqual([
      {
        host: 'registry.allowed.test',
        port: rawPort,
        count: 1,
        reason: 'the TLS server name (SNI) is fronted.example, not registry.allowed.test',
      },
    ]);
  });

  test('closes on a ClientHello with no server name at all', async () => {
    const { tunnel, proxy } = await open();
    expect(await helloThrough(tunnel.socket, '')).toBe('closed');
    expect(proxy.refused()[0]?.reason).toContain('names no server (SNI)');
  });

  test("closes on a plain HTTP request through the tunnel whose Host is another host's", async () => {
    const { tunnel, proxy } = await open();
    tunnel.socket.write('GET / HTTP/1.1\r\nHost: fronted.example\r\n\r\n');
    await new Promise((r) => tunnel.socket.on('close', r));
    expect(rawBytes).toEqual([]);
    expect(proxy.refused()[0]?.reason).toContain('plain HTTP through a CONNECT tunnel');
  });

  test('closes on plain HTTP even when its first request names the host: the second one on the connection could name any other', async () => {
    for (const lead of ['', '\r\n\r\n']) {
      const { tunnel, proxy } = await open();
      const first = `GET /a HTTP/1.1\r\nHost: registry.allowed.test:${rawPort}\r\n\r\n`;
      // Written in pieces, as a client may send them: the proxy waits for the request line before it decides.
      tunnel.socket.write(`${lead}GE`);
      tunnel.socket.write(first.slice(2) + 'GET /b HTTP/1.1\r\nHost: fronted.example\r\n\r\n');
      await new Promise((r) => tunnel.socket.on('close', r));
      expect(rawBytes).toEqual([]);
      expect(proxy.refused()).toEqual([
        {
          host: 'registry.allowed.test',
          port: rawPort,
          count: 1,
          reason:
            'plain HTTP through a CONNECT tunnel, where only the first request could be checked; send http:// requests to the proxy as they are',
        },
      ]);
    }
  });

  test('passes a protocol that is neither TLS nor HTTP (a database handshake) untouched', async () => {
    const { tunnel, proxy } = await open();
    tunnel.socket.write(Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]));
    await new Promise<void>((r) => {
      const poll = setInterval(() => rawBytes.length && (clearInterval(poll), r()), 20);
    });
    expect(Buffer.concat(rawBytes)).toEqual(Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]));
    expect(proxy.refused()).toEqual([]);
    tunnel.socket.destroy();
  });
});

describe('the address a name resolves to', () => {
  const table = {
    'loop.allowed.test': '127.0.0.1',
    'lan.allowed.test': '10.1.2.3',
    'ula.allowed.test': 'fd12:3456::1',
    'imds.allowed.test': '169.254.169.254',
    'imds6.allowed.test': 'fd00:ec2::254',
    'wire.allowed.test': '168.63.129.16',
    'mapped.allowed.test': '::ffff:127.0.0.1',
  };

  test('loopback, private, unique-local and metadata addresses are refused without localhost in the policy', async () => {
    const { socketPath, proxy } = await proxyFor(['*.allowed.test'], table);
    const answers: Record<string, string> = {};
    for (const host of Object.keys(table)) answers[host] = (await connect(socketPath, `${host}:443`)).body;
    expect(answers['loop.allowed.test']).toContain('(it resolves to 127.0.0.1, a loopback address)');
    expect(answers['lan.allowed.test']).toContain('(it resolves to 10.1.2.3, a private address)');
    expect(answers['ula.allowed.test']).toContain('(it resolves to fd12:3456::1, a unique-local address)');
    expect(answers['imds.allowed.test']).toContain('(it resolves to 169.254.169.254, a cloud metadata address)');
    expect(answers['imds6.allowed.test']).toContain('a cloud metadata address');
    expect(answers['wire.allowed.test']).toContain('a cloud metadata address');
    expect(answers['mapped.allowed.test']).toContain('a loopback address');
    expect(proxy.refused()).toHaveLength(Object.keys(table).length);
  });

  test('with localhost in the policy a loopback answer is reached; a metadata address never is', async () => {
    const { socketPath, proxy } = await proxyFor([`*.allowed.test:${rawPort}`], table, { privateAddresses: true });
    const ok = await connect(socketPath, `loop.allowed.test:${rawPort}`);
    expect(ok.status).toBe(200);
    ok.socket.destroy();
    const imds = await connect(socketPath, `imds.allowed.test:${rawPort}`);
    expect(imds.status).toBe(403);
    expect(proxy.refused()).toMatchObject([{ host: 'imds.allowed.test' }]);
  });

  test('by default names under localhost resolve to 127.0.0.1 (RFC 6761) and stay refused without localhost', async () => {
    const socketPath = path.join(dir, `proxy-${n++}`);
    const proxy = await startAllowlistProxy(socketPath, ['registry.localhost']);
    proxies.push(proxy);
    const r = await connect(socketPath, 'registry.localhost:443');
    expect(r.body).toContain('(it resolves to 127.0.0.1, a loopback address)');
  });

  test('addressClass reads every spelling', () => {
    expect(addressClass('127.0.0.1')).toBe('loopback');
    expect(addressClass('::1')).toBe('loopback');
    expect(addressClass('::ffff:7f00:1')).toBe('loopback');
    expect(addressClass('64:ff9b::a00:1')).toBe('private');
    expect(addressClass('172.20.0.1')).toBe('private');
    expect(addressClass('192.168.1.1')).toBe('private');
    expect(addressClass('100.64.0.1')).toBe('private');
    expect(addressClass('169.254.1.1')).toBe('link-local');
    expect(addressClass('fe80::1%eth0')).toBe('link-local');
    expect(addressClass('fd00:ec2:0::254')).toBe('cloud metadata');
    expect(addressClass('100.100.100.200')).toBe('cloud metadata');
    expect(addressClass('0.0.0.0')).toBe('unspecified');
    expect(addressClass('::')).toBe('unspecified');
    expect(addressClass('8.8.8.8')).toBe('public');
    expect(addressClass('2001:db8::1')).toBe('public');
    expect(addressClass('172.32.0.1')).toBe('public');
  });
});
