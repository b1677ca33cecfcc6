/**
 * The file as the engine reads it: raw text (BOM removed) and its LF-normalized twin, with the map between their
 * offsets; and the normalizations the tiers compare by (line endings and BOM, whitespace, Unicode punctuation).
 */
export interface Doc {
  bom: boolean;
  raw: string;
  /** LF-normalized text: every "\r\n" became "\n" (a lone "\r" stays text). */
  text: string;
  /** N-offsets of the "\n" characters that were "\r\n" in raw, ascending. */
  crlfAt: number[];
  lines: string[];
  lineStarts: number[];
  /** Cached by fileIndentUnit. */
  indentUnit?: number;
}

export function makeDoc(original: string): Doc {
  const bom = original.charCodeAt(0) === 0xfeff;
  const raw = bom ? original.slice(1) : original;
  const crlfAt: number[] = [];
  let text = raw;
  if (raw.includes('\r\n')) {
    const parts: string[] = [];
    let last = 0;
    let removed = 0;
    for (let r = raw.indexOf('\r\n'); r >= 0; r = raw.indexOf('\r\n', r + 2)) {
      parts.push(raw.slice(last, r));
      crlfAt.push(r - removed);
      removed++;
      last = r + 1;
    }
    parts.push(raw.slice(last));
    text = parts.join('');
  }
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  let off = 0;
  for (const l of lines) {
    lineStarts.push(off);
    off += l.length + 1;
  }
  return { bom, raw, text, crlfAt, lines, lineStarts };
}

/** Count of entries in a sorted array strictly below x. */
export function countBelow(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const rawOffset = (doc: Doc, n: number) => n + countBelow(doc.crlfAt, n);

/** 0-based line of an N-offset. */
export function lineOf(doc: Doc, n: number): number {
  let lo = 0;
  let hi = doc.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.lineStarts[mid] <= n) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function lineRange(doc: Doc, start: number, end: number): [number, number] {
  const a = lineOf(doc, start);
  const b = lineOf(doc, Math.max(start, end - 1));
  return [a + 1, b + 1];
}

let crCache: { doc: Doc; at: number[] } | undefined;
/** Raw positions of the "\r" of each "\r\n". */
export function rawCrPositions(doc: Doc): number[] {
  if (crCache?.doc === doc) return crCache.at;
  const at = doc.crlfAt.map((n, i) => n + i);
  crCache = { doc, at };
  return at;
}

export function toLines(doc: Doc, rawStart: number, rawEnd: number, isRaw: boolean): [number, number] {
  if (!isRaw) return lineRange(doc, rawStart, rawEnd);
  const cr = rawCrPositions(doc);
  return lineRange(doc, rawStart - countBelow(cr, rawStart), rawEnd - countBelow(cr, rawEnd));
}

export const normEol = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s).replace(/\r\n/g, '\n');

/** One-to-one character folds, so offsets survive and the file's own characters can be put back. */
const UNICODE_FOLD: Record<string, string> = {};
for (const c of '\u2018\u2019\u201A\u201B\u2032') UNICODE_FOLD[c] = "'";
for (const c of '\u201C\u201D\u201E\u201F\u2033') UNICODE_FOLD[c] = '"';
for (const c of '\u2010\u2011\u2012\u2013\u2014\u2015\u2212') UNICODE_FOLD[c] = '-';
for (const c of '\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000')
  UNICODE_FOLD[c] = ' ';
const UNICODE_RE = new RegExp(`[${Object.keys(UNICODE_FOLD).join('')}]`, 'g');
export const foldUnicode = (s: string) => s.replace(UNICODE_RE, (c) => UNICODE_FOLD[c]);

export const leadingWs = (s: string) => /^[ \t]*/.exec(s)![0];
export const rtrim = (s: string) => s.replace(/[ \t\r\f\v]+$/, '');
export const trimWs = (s: string) => rtrim(s.slice(leadingWs(s).length));
export const isBlank = (s: string) => trimWs(s) === '';

/** What each line tier compares a line by. */
export const lineKey: Record<'trailing-whitespace' | 'indentation' | 'unicode-punctuation', (s: string) => string> = {
  'trailing-whitespace': rtrim,
  indentation: trimWs,
  'unicode-punctuation': (s) => trimWs(foldUnicode(s)),
};
