/**
 * The network policy for the commands the agent runs (`network` input, `--network` flag): pure values and their
 * parser. `none` keeps only the sandbox's own loopback; `all` shares the host's network; `limited` reaches host
 * loopback ports (`localhost`) and/or named domains through an allowlist proxy, and nothing else (network.ts).
 */

/** Where `localhost` forwards: the ports listening on the host when the run starts, or the ports listed. */
export type LocalhostPorts = 'listening' | number[];

export type NetworkPolicy =
  | { kind: 'none' }
  | { kind: 'all' }
  | {
      kind: 'limited';
      /** Host loopback ports the sandbox reaches at the same port on its own 127.0.0.1; absent: none. */
      localhost?: LocalhostPorts;
      /** Host names (exact, or `*.example.org` for its subdomains) the proxy lets through; empty: no proxy. */
      domains: string[];
    };

export const NETWORK_NONE: NetworkPolicy = { kind: 'none' };
export const NETWORK_ALL: NetworkPolicy = { kind: 'all' };

export const NETWORK_FORMS =
  'none, localhost, localhost:PORT[,PORT…], all, or comma-separated domains such as registry.npmjs.org,*.pythonhosted.org';

const DOMAIN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const PORT = /^\d{1,5}$/;

export class NetworkPolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkPolicyError';
  }
}

function port(text: string, whole: string): number {
  const n = Number(text);
  if (!PORT.test(text) || n < 1 || n > 65535)
    throw new NetworkPolicyError(`"${text}" is not a port from 1 to 65535 (in "${whole}")`);
  return n;
}

/**
 * Parses the raw setting. `''` is undefined (the default applies); `true`/`false` are `all`/`none` (the old boolean
 * input). Items are comma- or newline-separated: `localhost`, `localhost:5432`, a bare port (`6379`, also localhost),
 * or a domain. Any port listed narrows `localhost` to the listed ports.
 */
export function parseNetworkPolicy(raw: string): NetworkPolicy | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  if (lower === 'none' || lower === 'false') return NETWORK_NONE;
  if (lower === 'all' || lower === 'true') return NETWORK_ALL;
  const items = lower
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  let localhost = false;
  const ports = new Set<number>();
  const domains = new Set<string>();
  for (const item of items) {
    if (item === 'none' || item === 'all' || item === 'true' || item === 'false')
      throw new NetworkPolicyError(`"${item}" stands alone; it cannot be combined with other items (in "${text}")`);
    if (item === 'localhost') localhost = true;
    else if (item.startsWith('localhost:')) {
      localhost = true;
      ports.add(port(item.slice('localhost:'.length), text));
    } else if (PORT.test(item)) ports.add(port(item, text));
    else if (DOMAIN.test(item) && item.includes('.')) domains.add(item.replace(/\.$/, ''));
    else throw new NetworkPolicyError(`"${item}" is neither localhost, a port nor a domain name (in "${text}")`);
  }
  const policy: NetworkPolicy = { kind: 'limited', domains: [...domains].sort() };
  if (ports.size > 0) policy.localhost = [...ports].sort((a, b) => a - b);
  else if (localhost) policy.localhost = 'listening';
  return policy;
}

/** The policy as the setting would spell it (round-trips through parseNetworkPolicy). */
export function networkText(policy: NetworkPolicy): string {
  if (policy.kind !== 'limited') return policy.kind;
  const parts: string[] = [];
  if (policy.localhost === 'listening') parts.push('localhost');
  else if (policy.localhost) parts.push(...policy.localhost.map((p) => `localhost:${p}`));
  parts.push(...policy.domains);
  return parts.join(',');
}

/** The old boolean (`true`/`false`) or a policy; the sandbox takes either. */
export function toNetworkPolicy(value: boolean | NetworkPolicy): NetworkPolicy {
  if (value === true) return NETWORK_ALL;
  if (value === false) return NETWORK_NONE;
  return value;
}

/** True when `host` (a name, lower case) is one of the patterns: exact, or a subdomain of a `*.` pattern. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p));
}

/**
 * True when `inner` allows nothing that `outer` does not: the rules file may narrow the workflow's policy, never
 * widen it. An explicit port list is within `localhost` (listening ports); a domain is within a pattern covering it.
 */
export function policyWithin(inner: NetworkPolicy, outer: NetworkPolicy): boolean {
  if (inner.kind === 'none' || outer.kind === 'all') return true;
  if (outer.kind === 'none' || inner.kind === 'all') return false;
  const ports = (() => {
    if (!inner.localhost) return true;
    if (!outer.localhost) return false;
    if (outer.localhost === 'listening') return true;
    if (inner.localhost === 'listening') return false;
    return inner.localhost.every((p) => (outer.localhost as number[]).includes(p));
  })();
  const domains = inner.domains.every((d) =>
    d.startsWith('*.')
      ? outer.domains.includes(d) ||
        hostAllowed(
          d.slice(2),
          outer.domains.filter((o) => o.startsWith('*.')),
        )
      : hostAllowed(d, outer.domains),
  );
  return ports && domains;
}
