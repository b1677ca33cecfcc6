/**
 * One redactor for every outbound text: model context, trajectory, logs, PR and comment bodies, the job summary,
 * commit messages. It removes the secret values it was told about, in every form they travel in (base64, URL-encoded,
 * hex, reversed), also when split by whitespace or invisible characters or changed in case, and anything shaped like
 * a common token.
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
  {
    re: /\bsk-(?:proj-|ant-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g,
    replace: (m) => (looksRandom(m.slice(3)) ? '***' : m),
  },
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

/** Every form of every registered value. */
const secrets = new Set<string>();
/** The values registered (a value may also be a form of another one, and still needs its own forms). */
const registered = new Set<string>();

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

/** Registers a secret value (≥ 6 characters) so that every later `redact` call removes it, in every form it travels in. */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 6 || registered.has(value)) return;
  registered.add(value);
  const basic = Buffer.from(`x-access-token:${value}`).toString('base64');
  const forms = [
    value,
    // git and HTTP clients show credentials base64-encoded in headers (actions/checkout: x-access-token:TOKEN).
    Buffer.from(value).toString('base64'),
    basic,
    ...base64Cores(value),
    // URL-encoded, as in a clone URL.
    encodeURIComponent(value),
    // What a command makes of a value to get it past a redactor: hex (xxd -p, od), reversed (rev).
    Buffer.from(value).toString('hex'),
    [...value].reverse().join(''),
    [...basic].reverse().join(''),
  ];
  for (const form of forms) secrets.add(form);
  compiled = undefined;
}

/** For tests: forget registered secrets. */
export function clearSecrets(): void {
  secrets.clear();
  registered.clear();
  compiled = undefined;
}

/**
 * Characters a value can be split with and still read the same: whitespace (fold, base64 -w, sed 's/./& /g') and
 * invisible characters (zero-width spaces and joiners, soft hyphen, word joiner, BOM).
 */
const SEPARATORS = new Uint8Array(0x10000);
for (const c of [9, 10, 11, 12, 13, 32, 0xa0, 0xad, 0x180e, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff])
  SEPARATORS[c] = 1;
for (let c = 0x2000; c <= 0x200f; c++) SEPARATORS[c] = 1;
for (let c = 0x2028; c <= 0x202f; c++) SEPARATORS[c] = 1;

const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/;
const INVISIBLE_IN_WORD = /(?<=[A-Za-z0-9_+/=-])[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]+(?=[A-Za-z0-9_+/=-])/g;

/** Forms this short are matched exactly only: spread over separators and case they would match ordinary text. */
const LOOSE_MIN_LENGTH = 8;
const foldCase = (c: number) => (c >= 65 && c <= 90 ? c | 32 : c);

/**
 * A trie over the registered forms (ASCII, case-folded) that a single pass over the text walks while skipping
 * separators: it finds `g h s _ 1 2 …`, `GHS_12…` and `g\u200bhs_12…` as well as the plain form, in time linear in
 * the text. One regular expression with a separator class between every character was ~30 times slower.
 */
interface LooseMatcher {
  next: Int32Array;
  /** The node each UTF-16 code unit leads to from the root (case folded), -1 for none: one lookup per character. */
  first: Int32Array;
  /** Non-zero at a node where a form ends. */
  ends: Uint8Array;
}
interface Compiled {
  loose: LooseMatcher | undefined;
  /** Forms the trie cannot hold (short or not ASCII), longest first: matched exactly. */
  exact: string[];
}
let compiled: Compiled | undefined;

const isLoose = (form: string) => form.length >= LOOSE_MIN_LENGTH && /^[\x00-\x7f]+$/.test(form);

function compile(): Compiled {
  return {
    loose: buildLoose([...secrets].filter(isLoose).map((f) => f.toLowerCase())),
    exact: [...secrets].filter((f) => !isLoose(f)).sort((a, b) => b.length - a.length),
  };
}

function buildLoose(forms: string[]): LooseMatcher | undefined {
  if (forms.length === 0) return undefined;
  const size = forms.reduce((n, f) => n + f.length, 1);
  const next = new Int32Array(size * 128).fill(-1);
  const ends = new Uint8Array(size);
  let nodes = 1;
  for (const form of forms) {
    let node = 0;
    for (let k = 0; k < form.length; k++) {
      const slot = node * 128 + form.charCodeAt(k);
      if (next[slot]! < 0) next[slot] = nodes++;
      node = next[slot]!;
    }
    ends[node] = 1;
  }
  const first = new Int32Array(0x10000).fill(-1);
  for (let c = 0; c < 128; c++) {
    first[c] = next[foldCase(c)]!;
  }
  return { next, first, ends };
}

/** [start, end) ranges of `text` that read as a registered form once separators are dropped and case is folded. */
function looseMatches(text: string, m: LooseMatcher): Array<[number, number]> {
  const { next, first, ends } = m;
  const hits: Array<[number, number]> = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    let node = first[text.charCodeAt(i)]!;
    if (node < 0) continue;
    let end = ends[node] ? i + 1 : -1;
    for (let j = i + 1; j < n; j++) {
      const raw = text.charCodeAt(j);
      if (SEPARATORS[raw]) continue;
      const c = foldCase(raw);
      if (c > 127) break;
      const child = next[node * 128 + c]!;
      if (child < 0) break;
      node = child;
      if (ends[node]) end = j + 1;
    }
    if (end > 0) {
      hits.push([i, end]);
      i = end - 1;
    }
  }
  return hits;
}

export function redact(text: string): string {
  let out = text;
  if (secrets.size) {
    compiled ??= compile();
    // The trie takes the longest form at each place, so a secret containing another is removed whole.
    const hits = compiled.loose ? looseMatches(out, compiled.loose) : [];
    if (hits.length) {
      let rebuilt = '';
      let from = 0;
      for (const [start, end] of hits) {
        rebuilt += `${out.slice(from, start)}***`;
        from = end;
      }
      out = rebuilt + out.slice(from);
    }
    for (const secret of compiled.exact) {
      if (out.includes(secret)) out = out.split(secret).join('***');
    }
  }
  // An invisible character inside a token would hide it from the shapes below. Only those between two ASCII word
  // characters go: emoji sequences (ZWJ) and scripts that need ZWNJ are not ASCII, and the visible text is the same.
  if (INVISIBLE.test(out)) out = out.replace(INVISIBLE_IN_WORD, '');
  for (const shape of TOKEN_SHAPES) {
    out = out.replace(shape.re, (match: string, ...groups: unknown[]) =>
      shape.replace ? shape.replace(match, ...(groups.filter((g) => typeof g === 'string') as string[])) : '***',
    );
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
