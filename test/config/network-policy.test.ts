// The `network` setting: one parser for the Action input, the CLI flag and the rules file.
import { describe, expect, test } from 'vitest';
import { parseActionInputs } from '../../src/config/action-inputs.js';
import { parseRunArgs } from '../../src/config/cli-args.js';
import { ConfigError } from '../../src/errors.js';
import {
  destinationAllowed,
  hostAllowed,
  networkText,
  parseNetworkPolicy,
  policyWithin,
  type NetworkPolicy,
} from '../../src/workspace/network-policy.js';

const parse = (s: string) => parseNetworkPolicy(s)!;

describe('parseNetworkPolicy', () => {
  test('none, all and the old booleans', () => {
    expect(parseNetworkPolicy('')).toBeUndefined();
    expect(parse('none')).toEqual({ kind: 'none' });
    expect(parse('false')).toEqual({ kind: 'none' });
    expect(parse('All')).toEqual({ kind: 'all' });
    expect(parse('true')).toEqual({ kind: 'all' });
  });

  test("localhost: the services' ports (decided at start, network.ts), or the ports named (localhost:5432,6379)", () => {
    expect(parse('localhost')).toEqual({ kind: 'limited', localhost: 'services', domains: [] });
    expect(parse('localhost:5432,6379')).toEqual({ kind: 'limited', localhost: [5432, 6379], domains: [] });
    expect(parse('localhost:6379, localhost:5432')).toEqual({ kind: 'limited', localhost: [5432, 6379], domains: [] });
  });

  test('domains, wildcards and a mix with ports; the text round-trips', () => {
    const p = parse('registry.npmjs.org, *.PythonHosted.org\nlocalhost:5432');
    expect(p).toEqual({ kind: 'limited', localhost: [5432], domains: ['*.pythonhosted.org', 'registry.npmjs.org'] });
    expect(networkText(p)).toBe('localhost:5432,*.pythonhosted.org,registry.npmjs.org');
    expect(parse(networkText(p))).toEqual(p);
  });

  test('a domain may name one port (name:PORT); the text round-trips', () => {
    const p = parse('registry.example.org:8443, *.example.org, registry.example.org.');
    expect(p).toEqual({
      kind: 'limited',
      domains: ['*.example.org', 'registry.example.org', 'registry.example.org:8443'],
    });
    expect(parse(networkText(p))).toEqual(p);
    expect(() => parse('registry.example.org:70000')).toThrow('is neither localhost');
  });

  test('what is neither is refused with the item named', () => {
    expect(() => parse('yes')).toThrow('"yes" is neither localhost, a port nor a domain name');
    expect(() => parse('localhost:99999')).toThrow('"99999" is not a port from 1 to 65535');
    expect(() => parse('all,registry.npmjs.org')).toThrow('"all" stands alone');
    expect(() => parse('https://registry.npmjs.org')).toThrow('is neither localhost');
  });
});

describe('hostAllowed, destinationAllowed and policyWithin', () => {
  test('a name reaches 443 and 80; another port only where the pattern names it', () => {
    expect(destinationAllowed('registry.npmjs.org', 443, ['registry.npmjs.org'])).toBe(true);
    expect(destinationAllowed('registry.npmjs.org', 80, ['registry.npmjs.org'])).toBe(true);
    expect(destinationAllowed('registry.npmjs.org', 6379, ['registry.npmjs.org'])).toBe(false);
    expect(destinationAllowed('a.example.org', 8443, ['*.example.org:8443'])).toBe(true);
    expect(destinationAllowed('a.example.org', 443, ['*.example.org:8443'])).toBe(false);
    expect(destinationAllowed('a.example.org', 443, ['*.example.org:8443', 'a.example.org'])).toBe(true);
  });

  test('a *. pattern covers subdomains, not the apex; exact names only themselves', () => {
    expect(hostAllowed('registry.npmjs.org', ['*.npmjs.org'])).toBe(true);
    expect(hostAllowed('a.b.npmjs.org', ['*.npmjs.org'])).toBe(true);
    expect(hostAllowed('npmjs.org', ['*.npmjs.org'])).toBe(false);
    expect(hostAllowed('evilnpmjs.org', ['*.npmjs.org'])).toBe(false);
    expect(hostAllowed('registry.npmjs.org.', ['registry.npmjs.org'])).toBe(true);
    expect(hostAllowed('registry.npmjs.org.evil.com', ['registry.npmjs.org'])).toBe(false);
  });

  test('narrower policies are within wider ones, never the reverse; unrelated ones neither way', () => {
    const within = (a: string, b: string) => policyWithin(parse(a), parse(b));
    const narrowerWider = [
      ['none', 'localhost'],
      ['localhost:5432', 'localhost'],
      ['a.example.org', '*.example.org'],
      ['*.a.example.org', '*.example.org'],
      ['registry.npmjs.org', 'all'],
      ['a.example.org:8443', '*.example.org:8443'],
    ];
    for (const [narrow, wide] of narrowerWider) {
      expect(within(narrow, wide), `${narrow} within ${wide}`).toBe(true);
      expect(within(wide, narrow), `${wide} within ${narrow}`).toBe(false);
    }
    for (const [a, b] of [
      ['localhost', 'registry.npmjs.org'],
      ['a.example.org:8443', '*.example.org'],
      ['a.example.org', 'a.example.org:8443'],
    ]) {
      expect(within(a, b), `${a} within ${b}`).toBe(false);
      expect(within(b, a), `${b} within ${a}`).toBe(false);
    }
  });
});

describe('the input and the flag', () => {
  const input = (network: string) =>
    parseActionInputs((name) => (name === 'github-token' ? 'ghs_x' : name === 'network' ? network : '')).network;

  test('the Action input: default none, true/false kept working, the canonical text otherwise', () => {
    expect(input('')).toBe('none');
    expect(input('true')).toBe('all');
    expect(input('false')).toBe('none');
    expect(input('localhost:5432, localhost:6379')).toBe('localhost:5432,localhost:6379');
    expect(() => input('yes please')).toThrow(/network.*"yes" is neither localhost/s);
  });

  const cli = (...args: string[]): NetworkPolicy =>
    parseRunArgs(['--task', 'fix it', '--model', 'replay:x.json', ...args], {}, '/tmp').config.network;

  test('--network takes a policy; a bare --network means all; none by default', () => {
    expect(cli()).toEqual({ kind: 'none' });
    expect(cli('--network')).toEqual({ kind: 'all' });
    expect(cli('--network', '--dry-run')).toEqual({ kind: 'all' });
    expect(cli('--network', 'localhost:5432')).toEqual({ kind: 'limited', localhost: [5432], domains: [] });
    expect(cli('--network=registry.npmjs.org')).toEqual({
      kind: 'limited',
      domains: ['registry.npmjs.org'],
    });
    expect(() => cli('--network', 'yes')).toThrow(ConfigError);
    expect(() => cli('--network', 'yes')).toThrow(/--network: must be none, localhost/);
  });
});
