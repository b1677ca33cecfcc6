/**
 * The setup command's network (`setup-network` input, `--setup-network` flag): pure values and their parser. Setup
 * installs dependencies, so it reaches the package registries through the allowlist proxy (network.ts, proxy.ts);
 * it runs the project's own scripts (npm's install scripts, a setup.py, a build.rs), which on a fork's PR or a review
 * round are the contributor's or the model's, so it never gets the host's loopback services, the model endpoint or a
 * cloud metadata address. `all` (the host's network, as setup had before) is the workflow's explicit choice, and is
 * not honoured on a fork's PR: there the allowlist holds, with the workflow's extra hosts.
 */
import {
  NETWORK_ALL,
  NETWORK_NONE,
  NetworkPolicyError,
  parseNetworkPolicy,
  type NetworkPolicy,
} from './network-policy.js';

/** The hosts `registries` stands for: the public registries of the ecosystems agent-fix detects, and their files. */
export const REGISTRY_HOSTS: readonly string[] = [
  // npm (yarn and pnpm use the same registry; yarn classic's alias)
  'registry.npmjs.org',
  'registry.yarnpkg.com',
  // PyPI
  'pypi.org',
  'files.pythonhosted.org',
  // Go modules and their checksum database
  'proxy.golang.org',
  'sum.golang.org',
  // crates.io
  'crates.io',
  'static.crates.io',
  'index.crates.io',
  // RubyGems
  'rubygems.org',
  'index.rubygems.org',
  // Maven Central (Gradle's plugin portal too)
  'repo.maven.apache.org',
  'repo1.maven.org',
  'plugins.gradle.org',
  // NuGet
  'api.nuget.org',
  // Packagist (Composer), which serves its metadata from repo.packagist.org
  'repo.packagist.org',
  // GitHub's own package registry (npm.pkg.github.com, maven.pkg.github.com…)
  '*.pkg.github.com',
];

/** The setting's value: the host's network, none, or the allowlist (the registries and/or the listed hosts). */
export type SetupNetwork = { kind: 'all' } | { kind: 'none' } | { kind: 'hosts'; registries: boolean; extra: string[] };

export const SETUP_NETWORK_DEFAULT = 'registries';
export const SETUP_NETWORK_FORMS =
  "registries (the default: npm, PyPI, the Go proxy, crates.io, RubyGems, Maven Central, NuGet, Packagist, GitHub Packages), registries plus hosts (registries,npm.example.com), hosts alone, none, or all (the runner's network; not on a fork's PR)";

/** Parses the raw setting; '' is undefined (the default applies). Throws NetworkPolicyError. */
export function parseSetupNetwork(raw: string): SetupNetwork | undefined {
  const text = raw.trim().toLowerCase();
  if (text === '') return undefined;
  if (text === 'all') return { kind: 'all' };
  if (text === 'none') return { kind: 'none' };
  const items = text.split(/[\s,]+/).filter(Boolean);
  const registries = items.includes('registries');
  const rest = items.filter((i) => i !== 'registries');
  if (rest.some((i) => i === 'all' || i === 'none'))
    throw new NetworkPolicyError(
      `"all" and "none" stand alone; they cannot be combined with other items (in "${raw}")`,
    );
  if (rest.length === 0) return { kind: 'hosts', registries, extra: [] };
  const policy = parseNetworkPolicy(rest.join(','));
  if (policy?.kind !== 'limited' || policy.localhost !== undefined)
    throw new NetworkPolicyError(
      `setup never reaches the runner's own services (localhost, a port): list host names only (in "${raw}")`,
    );
  return { kind: 'hosts', registries, extra: policy.domains };
}

/** The setting as it is spelled (round-trips through parseSetupNetwork). */
export function setupNetworkText(value: SetupNetwork): string {
  if (value.kind !== 'hosts') return value.kind;
  return [...(value.registries ? ['registries'] : []), ...value.extra].join(',') || 'none';
}

/**
 * The network setup runs with. On a fork's PR `all` is read as `registries` (the fork's scripts never get the
 * runner's network), and `why` says so for the log; the workflow's extra hosts stay, as the workflow chose them.
 */
export function setupPolicy(value: SetupNetwork, fork: boolean): { policy: NetworkPolicy; why?: string } {
  if (value.kind === 'all') {
    if (!fork) return { policy: NETWORK_ALL };
    return {
      policy: { kind: 'limited', domains: [...REGISTRY_HOSTS] },
      why: "setup-network: all is not honoured on a fork's PR (setup runs the fork's scripts): setup reaches the package registries only",
    };
  }
  if (value.kind === 'none') return { policy: NETWORK_NONE };
  const domains = [...new Set([...(value.registries ? REGISTRY_HOSTS : []), ...value.extra])];
  return { policy: domains.length ? { kind: 'limited', domains } : NETWORK_NONE };
}
