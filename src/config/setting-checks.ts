/**
 * The checks the settings table's rows name (settings.ts): each input's raw-string parser (`parse`: what the Action
 * input and the CLI flag give) and the value types `.github/agent-fix.yml` may give a setting (`rules`). A new kind of
 * value gets its check here; a new setting only picks one in its row.
 */
import { z } from 'zod';
import { NETWORK_FORMS, NetworkPolicyError, networkText, parseNetworkPolicy } from '../workspace/network-policy.js';
import { parseSetupNetwork, SETUP_NETWORK_FORMS, setupNetworkText } from '../workspace/setup-network.js';

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

// Raw-string parsers: '' (an unset input) parses to undefined; the row's default fills it in (settings.ts `inputParser`).
export const bool = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  ctx.addIssue({ code: 'custom', message: `must be true or false (got "${v}")` });
  return z.NEVER;
});

export const int = (min: number, max?: number) =>
  z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return undefined;
    if (!/^\d+$/.test(v) || Number(v) < min || (max !== undefined && Number(v) > max)) {
      const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
      ctx.addIssue({ code: 'custom', message: `must be a whole number ${range} (got "${v}")` });
      return z.NEVER;
    }
    return Number(v);
  });

// GitHub keeps artifacts 1 to 90 days (400 on private repositories of some plans; the service caps it there).
export const retentionDays = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 400) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number of days from 1 to 400 (got "${v}"); leave it empty for the repository's artifact retention`,
    });
    return z.NEVER;
  }
  return Number(v);
});

export const positiveNumber = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: `must be a positive number (got "${v}")` });
    return z.NEVER;
  }
  return n;
});

// USD per 1M tokens, `IN/CACHED/OUT` or `IN/OUT` (cached prompt tokens then cost the input price: a budget errs high).
const PRICE_FORM = 'IN/CACHED/OUT or IN/OUT in US dollars per 1M tokens, e.g. 0.15/0.075/0.60';
export const PriceSchema = z.object({
  input: z.number().nonnegative().finite(),
  cached_input: z.number().nonnegative().finite(),
  output: z.number().nonnegative().finite(),
});
export const modelPrice = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  const parts = v.split('/').map((p) => p.trim());
  const numbers = parts.map((p) => (/^\d+(?:\.\d+)?$|^\.\d+$/.test(p) ? Number(p) : NaN));
  if ((parts.length !== 2 && parts.length !== 3) || numbers.some((n) => !Number.isFinite(n))) {
    ctx.addIssue({ code: 'custom', message: `must be ${PRICE_FORM} (got "${v}")` });
    return z.NEVER;
  }
  const [input, cached, output] = parts.length === 3 ? numbers : [numbers[0], numbers[0], numbers[1]];
  return { input: input!, cached_input: cached!, output: output! };
});

export const optionalText = z.string().transform((s) => (s.trim() === '' ? undefined : s.trim()));

export const list = z.string().transform((s) => {
  const items = s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
});

/**
 * `flaky-threshold`: 1 to 1000 sightings before a deflake run, or `never` (or 0): record without ever starting one.
 * Both read as a number; 0 is never.
 */
export const flakyThreshold = z.string().transform((s, ctx) => {
  const v = s.trim().toLowerCase();
  if (v === '') return undefined;
  if (v === 'never') return 0;
  if (!/^\d+$/.test(v) || Number(v) > 1000) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number from 1 to 1000 (sightings before a deflake run), or never (or 0) to record flaky tests without ever starting a deflake run (got "${s.trim()}")`,
    });
    return z.NEVER;
  }
  return Number(v);
});

export const choice = <T extends string>(values: readonly T[]) =>
  z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return undefined;
    if (!(values as readonly string[]).includes(v)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')} (got "${v}")` });
      return z.NEVER;
    }
    return v as T;
  });

export const url = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  try {
    new URL(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: `must be a URL such as https://api.openai.com/v1 (got "${v}")` });
    return z.NEVER;
  }
  return v.replace(/\/+$/, '');
});

// The canonical text of the policy (`none`, `localhost:5432`, `registry.npmjs.org`…); the engine parses it again.
export const network = z.string().transform((s, ctx) => {
  try {
    const policy = parseNetworkPolicy(s);
    return policy && networkText(policy);
  } catch (err) {
    if (!(err instanceof NetworkPolicyError)) throw err;
    ctx.addIssue({ code: 'custom', message: `must be ${NETWORK_FORMS}: ${err.message}` });
    return z.NEVER;
  }
});

/** The raw `setup-network` text, read once (the engine's check and the parser say the same thing when it is wrong). */
function checkSetupNetwork(raw: string, ctx: z.RefinementCtx): string | undefined {
  try {
    const value = parseSetupNetwork(raw);
    return value && setupNetworkText(value);
  } catch (err) {
    if (!(err instanceof NetworkPolicyError)) throw err;
    ctx.addIssue({ code: 'custom', message: `must be ${SETUP_NETWORK_FORMS}: ${err.message}` });
    return z.NEVER;
  }
}
// The canonical text (`registries`, `registries,npm.example.com`, `all`…); the engine parses it again.
export const setupNetwork = z.string().transform(checkSetupNetwork);
export const setupNetworkValue = z.string().superRefine((v, ctx) => void checkSetupNetwork(v, ctx));

// `${{ toJSON(job.services) }}`: `{"postgres":{"id":…,"ports":{"5432":"49153"}}}` or `null`; the host ports it publishes.
export const jobServices = z.string().transform((s, ctx) => {
  const v = s.trim();
  // Off a runner no one expands action.yml's default: `@github/local-action` passes `${{ toJSON(job.services) }}`
  // as written. No job, no services.
  if (v === '' || v === 'null' || /^\$\{\{.*\}\}$/s.test(v)) return [] as number[];
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be the JSON the runner gives for job.services; leave it unset' });
    return z.NEVER;
  }
  const ports = new Set<number>();
  for (const service of Object.values((parsed ?? {}) as Record<string, { ports?: Record<string, unknown> }>))
    for (const hostPort of Object.values(service?.ports ?? {})) {
      const n = Number(/(\d+)$/.exec(String(hostPort))?.[1]);
      if (n >= 1 && n <= 65535) ports.add(n);
    }
  return [...ports].sort((a, b) => a - b);
});

export const githubToken = z
  .string()
  .transform((s) => s.trim())
  .pipe(
    z.string().min(1, 'is empty: pass `github-token: ${{ github.token }}` (the default) or a PAT / GitHub App token'),
  );

export const allowedBots = z.string().transform((s, ctx) => {
  const logins = s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = logins.filter((l) => !/^[A-Za-z0-9][A-Za-z0-9-]*\[bot\]$/.test(l));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must list bot logins such as dependabot[bot], comma or newline separated (got ${bad.map((b) => `"${b}"`).join(', ')})`,
    });
    return z.NEVER;
  }
  return logins;
});

export const branchPrefix = z.string().transform((s, ctx) => {
  const v = s.trim() || 'agent-fix/';
  if (!/^[A-Za-z0-9._/-]+$/.test(v) || v.includes('..') || v.startsWith('/')) {
    ctx.addIssue({ code: 'custom', message: `must be a plain branch prefix such as agent-fix/ (got "${v}")` });
    return z.NEVER;
  }
  return v;
});

// Rules-file value types: YAML gives numbers and booleans typed, so the file is checked before it is turned back into
// the raw strings the input parser reads (project-rules.ts).
export const text = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty');
export const globs = z.union(
  [text, z.array(text, { error: 'must be a list of globs' }).min(1, 'must list at least one glob')],
  { error: 'must be a glob or a list of globs' },
);
export const wholeNumber = (min: number, max?: number) => {
  const n = z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`);
  return max === undefined ? n : n.max(max, `must be at most ${max}`);
};
export const positive = z.number({ error: 'must be a number' }).positive('must be greater than 0');
export const flag = z.boolean({ error: 'must be true or false (unquoted)' });
export const networkValue = z
  .union([z.boolean(), text, z.array(text).min(1)], {
    error: `must be ${NETWORK_FORMS} (a string, a list, or true/false)`,
  })
  .superRefine((v, ctx) => {
    try {
      parseNetworkPolicy(Array.isArray(v) ? v.join(',') : String(v));
    } catch (err) {
      if (!(err instanceof NetworkPolicyError)) throw err;
      ctx.addIssue({ code: 'custom', message: `must be ${NETWORK_FORMS}: ${err.message}` });
    }
  });
/** `flaky-threshold` in the rules file: a number 0 to 1000, or `never` (0). */
export const flakyThresholdValue = z
  .union([z.number().int().min(0).max(1000), z.literal('never')], {
    error: 'must be a whole number from 1 to 1000, or never (or 0)',
  })
  .transform((v) => (v === 'never' ? 0 : v));

export const oneOf = <T extends string>(values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: `must be one of ${values.join(', ')}` });
