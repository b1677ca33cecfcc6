/**
 * What kind of address a name resolved to, for the allowlist proxy (proxy.ts): an allowed name must not open the
 * host's own services, the machine's private network or a cloud's metadata service because a DNS answer points there.
 * Pure: strings in, a class out.
 */
import net from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'unspecified'
  | 'multicast or reserved'
  | 'cloud metadata';

/** Cloud metadata and host agents: AWS/GCP/Azure IMDS, AWS's IPv6 IMDS, Azure's WireServer, Alibaba's. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '168.63.129.16', '100.100.100.200']);

function v4Class(a: number[]): AddressClass {
  const [x, y] = a as [number, number];
  if (METADATA.has(a.join('.'))) return 'cloud metadata';
  if (x === 0) return 'unspecified';
  if (x === 127) return 'loopback';
  if (x === 10 || (x === 172 && y >= 16 && y < 32) || (x === 192 && y === 168) || (x === 100 && y >= 64 && y < 128))
    return 'private';
  if (x === 169 && y === 254) return 'link-local';
  if (x >= 224) return 'multicast or reserved';
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (`::`, embedded dotted quads and zone ids handled). */
function v6Groups(address: string): number[] {
  let a = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (quad) {
    const [b0, b1, b2, b3] = quad.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, quad.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

function v6Class(address: string): AddressClass {
  const g = v6Groups(address);
  const text = g.map((x) => x.toString(16)).join(':');
  if (text === 'fd00:ec2:0:0:0:0:0:254') return 'cloud metadata';
  const embedded = [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff];
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address inside.
  if ((zeros(5) && g[5] === 0xffff) || (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)))
    return v4Class(embedded);
  if (zeros(7) && g[7] === 1) return 'loopback';
  if (zeros(8)) return 'unspecified';
  if (zeros(6)) return 'multicast or reserved'; // IPv4-compatible, deprecated
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast or reserved';
  return 'public';
}

/** The class of an IP address as dns.lookup gives it; anything that is not an IP address is 'multicast or reserved'. */
export function addressClass(address: string): AddressClass {
  if (net.isIPv4(address)) return v4Class(address.split('.').map(Number));
  if (net.isIPv6(address)) return v6Class(address);
  return 'multicast or reserved';
}
