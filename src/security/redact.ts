/**
 * One redactor for every outbound text: model context, trajectory, logs, PR and comment bodies, the job summary.
 * It removes the secret values it was told about and anything shaped like a common token.
 */

const TOKEN_SHAPES: RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g, // GitHub classic and app tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g,
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b/g, // OpenAI / Anthropic style keys
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, // AWS access key ids
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  /\b(Bearer|token|basic)\s+[A-Za-z0-9+/=_.-]{20,}/gi, // authorization header values
];

const secrets = new Set<string>();

/** Registers a secret value (≥ 6 characters) so that every later `redact` call removes it. */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 6) return;
  secrets.add(value);
  // git and HTTP clients show credentials base64-encoded in headers.
  secrets.add(Buffer.from(value).toString('base64'));
  secrets.add(Buffer.from(`x-access-token:${value}`).toString('base64'));
}

/** For tests: forget registered secrets. */
export function clearSecrets(): void {
  secrets.clear();
}

export function redact(text: string): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join('***');
  for (const shape of TOKEN_SHAPES) out = out.replace(shape, (match, scheme?: string) =>
    typeof scheme === 'string' && /^(bearer|token|basic)$/i.test(scheme) ? `${scheme} ***` : '***');
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
