/**
 * The network policy for the commands the agent runs (`network` input, `--network` flag): pure values and their
 * parser. `none` keeps only the sandbox's own loopback; `all` shares the host's network; `limited` reaches host
 * loopback ports (`localhost`) and/or named domains through an allowlist proxy, and nothing else (network.ts).
 */

/**
 * Where `localhost` forwards: `services` (bare `localhost`) is the job's `services:` ports in the Action and the host
 * ports listening at start in the CLI, never agent-fix's own (network.ts `impliedPorts`); or the ports listed.
 */
export type LocalhostPorts = 'services' | number[];

export type NetworkPolicy =
  | { kind: 'none' }
  | { kind: 'all' }
  | {
      kind: 'limited';
      /** Host loopback ports the sandbox reaches at the same port on its own 127.0.0.1; absent: none. */
      localhost?: LocalhostPorts;
      /**
       * Host names (exact, or `*.example.org` for its subdomains) the proxy lets through, at ports 443 and 80, or at
       * the one port a `name:port` item names; empty: no proxy.
       */
      domains: string[];
    };

export const NETWORK_NONE: NetworkPolicy = { kind: 'none' };
export const NETWORK_ALL: NetworkPolicy = { kind: 'all' };

export const NETWORK_FORMS =
  'none, localhost, localhost:PORT[,PORT…], all, or comma-separated domains such as registry.npmjs.org,*.pythonhosted.org (name:PORT for a port other than 443 and 80)';

const DOMAIN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const PORT = /^\d{1,5}$/;

export class NetworkPolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkPolicyError';
  }
}

/** A domain item, `name` or `name:port`, in its canonical form (no trailing dot); undefined when it is none. */
function domainItem(item: string): string | undefined {
  const m = /^(.+?)(?::(\d{1,5}))?$/.exec(item);
  const name = m?.[1]?.replace(/\.$/, '');
  if (!name || !DOMAIN.test(name) || !name.includes('.')) return undefined;
  const p = m![2];
  if (p === undefined) return name;
  const n = Number(p);
  return n >= 1 && n <= 65535 ? `${name}:${n}` : undefined;
}

/** A domain pattern split into its host pattern and its port (undefined: 443 and 80). */
function splitPattern(pattern: string): { host: string; port?: number } {
  const m = /^(.*):(\d+)$/.exec(pattern);
  return m ? { host: m[1]!, port: Number(m[2]) } : { host: pattern };
}

/** The ports a domain item without a port reaches. */
export const WEB_PORTS: readonly number[] = [443, 80];

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
    else if (domainItem(item)) domains.add(domainItem(item)!);
    else throw new NetworkPolicyError(`"${item}" is neither localhost, a port nor a domain name (in "${text}")`);
  }
  const policy: NetworkPolicy = { kind: 'limited', domains: [...domains].sort() };
  if (ports.size > 0) policy.localhost = [...ports].sort((a, b) => a - b);
  else if (localhost) policy.localhost = 'services';
  return policy;
}

/** The policy as the setting would spell it (round-trips through parseNetworkPolicy). */
export function networkText(policy: NetworkPolicy): string {
  if (policy.kind !== 'limited') return policy.kind;
  const parts: string[] = [];
  if (policy.localhost === 'services') parts.push('localhost');
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

/** True when `host` (a name) is one of the host patterns: exact, or a subdomain of a `*.` pattern. Ports aside. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return patterns
    .map((p) => splitPattern(p).host)
    .some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p));
}

/** True when `host:port` is allowed: a pattern covers the host, at 443 or 80, or at the port the pattern names. */
export function destinationAllowed(host: string, port: number, patterns: readonly string[]): boolean {
  return patterns.some((p) => {
    const { host: h, port: named } = splitPattern(p);
    return hostAllowed(host, [h]) && (named === undefined ? WEB_PORTS.includes(port) : named === port);
  });
}

/**
 * True when `inner` allows nothing that `outer` does not: the rules file may narrow the workflow's policy, never
 * widen it. An explicit port list is within a bare `localhost`; a domain is within a pattern covering it.
 */
export function policyWithin(inner: NetworkPolicy, outer: NetworkPolicy): boolean {
  if (inner.kind === 'none' || outer.kind === 'all') return true;
  if (outer.kind === 'none' || inner.kind === 'all') return false;
  const ports = (() => {
    if (!inner.localhost) return true;
    if (!outer.localhost) return false;
    if (outer.localhost === 'services') return true;
    if (inner.localhost === 'services') return false;
    return inner.localhost.every((p) => (outer.localhost as number[]).includes(p));
  })();
  const domains = inner.domains.every((item) => {
    const { host: d, port: p } = splitPattern(item);
    const outers = outer.domains.filter((o) => splitPattern(o).port === p).map((o) => splitPattern(o).host);
    return d.startsWith('*.')
      ? outers.includes(d) ||
          hostAllowed(
            d.slice(2),
            outers.filter((o) => o.startsWith('*.')),
          )
      : hostAllowed(d, outers);
  });
  return ports && domains;
}
