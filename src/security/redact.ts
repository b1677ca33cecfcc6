/**
 * One redactor for every outbound text: model context, trajectory, logs, PR and comment bodies, the job summary.
 * It removes the secret values it was told about and anything shaped like a common token.
 */

/** Random-looking: a digit and a letter. Identifiers in normal code (`sk-learn-…`, `token processingPipeline`) are not. */
const looksRandom = (s: string) => /\d/.test(s) && /[A-Za-z]/.test(s);

interface Shape {
  re: RegExp;
  /** The replacement for one match; default `***`. Returning the match keeps it. */
  replace?: (match: string, ...groups: string[]) => string;
}

const TOKEN_SHAPES: Shape[] = [
  { re: /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g }, // GitHub classic, OAuth, user-to-server, server-to-server, refresh tokens
  { re: /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g }, // fine-grained personal access tokens
  // OpenAI / Anthropic style keys
  { re: /\bsk-(?:proj-|ant-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, replace: (m) => (looksRandom(m.slice(3)) ? '***' : m) },
  { re: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}\b/g }, // AWS access key ids
  {
    re: /\b(aws_secret_access_key|aws_session_token)(["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40,}/gi,
    replace: (_m, name, sep) => `${name}${sep}***`,
  },
  { re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g },
  // Authorization header values (git shows `AUTHORIZATION: basic …` from http.extraheader)
  {
    re: /\b(authorization\s*:\s*(?:bearer|token|basic)\s+)[A-Za-z0-9+/=_.~-]{8,}/gi,
    replace: (_m, head) => `${head}***`,
  },
  {
    re: /\b(bearer\s+)([A-Za-z0-9+/=_.~-]{20,})/gi,
    replace: (m, head, value) => (looksRandom(value) ? `${head}***` : m),
  },
  // credentials in URLs: https://user:secret@host
  { re: /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)([^\s/@]{6,})@/gi, replace: (_m, head) => `${head}***@` },
];

const secrets = new Set<string>();

/**
 * The base64 text that any encoding of `value` contains, at each of the three alignments it can start at (a header
 * like `basic base64(user:token)` puts the token at an arbitrary offset). The partial groups at the ends are dropped.
 */
function base64Cores(value: string): string[] {
  const out: string[] = [];
  const bytes = Buffer.from(value);
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const start = offset === 0 ? 0 : 4;
    const whole = Math.floor((offset + bytes.length) / 3) * 4;
    const core = encoded.slice(start, whole);
    if (core.length >= 8) out.push(core);
  }
  return out;
}

/** Registers a secret value (≥ 6 characters) so that every later `redact` call removes it, in plain and base64. */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 6) return;
  secrets.add(value);
  // git and HTTP clients show credentials base64-encoded in headers.
  secrets.add(Buffer.from(value).toString('base64'));
  secrets.add(Buffer.from(`x-access-token:${value}`).toString('base64'));
  for (const core of base64Cores(value)) secrets.add(core);
  // URL-encoded, as in a clone URL.
  secrets.add(encodeURIComponent(value));
}

/** For tests: forget registered secrets. */
export function clearSecrets(): void {
  secrets.clear();
}

export function redact(text: string): string {
  let out = text;
  // Longest first, so that a secret containing another is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (out.includes(secret)) out = out.split(secret).join('***');
  }
  for (const shape of TOKEN_SHAPES) {
    out = out.replace(shape.re, (match: string, ...groups: unknown[]) =>
      shape.replace ? shape.replace(match, ...(groups.filter((g) => typeof g === 'string') as string[])) : '***');
  }
  return out;
}

/** Redacts every string inside a JSON-like value. */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v);
    return out as T;
  }
  return value;
}
