/**
 * The pure edit engine behind patch_file. Exact unique matching is the safety rule; within it, tiers of normalization
 * (line endings, trailing whitespace, indentation, Unicode punctuation) apply more of a model's intended edits at the
 * first try. A match must be unique at the tier that finds it, and an ambiguous fuzzy match is never applied.
 * The file's own BOM, line endings, indentation style and untouched characters are kept.
 */
import { diffSequences, unifiedDiff } from './diff.js';

export type Tier = 'exact' | 'line-endings' | 'trailing-whitespace' | 'indentation' | 'unicode-punctuation';
export interface Edit {
  old_str: string;
  new_str: string;
}
export interface AppliedEdit {
  tier: Tier;
  /** 1-based lines of the changed region in the NEW file (a pure deletion reports the line where it happened). */
  startLine: number;
  endLine: number;
}
export type PatchFailureKind = 'not-found' | 'ambiguous' | 'no-op' | 'empty-anchor' | 'overlap';
export type PatchResult =
  | { ok: true; content: string; applied: AppliedEdit[]; diff: string; report: string }
  | { ok: false; kind: PatchFailureKind; message: string };

export const TIERS: readonly Tier[] = [
  'exact',
  'line-endings',
  'trailing-whitespace',
  'indentation',
  'unicode-punctuation',
];

const TIER_NOTE: Record<Tier, string> = {
  exact: 'exact match',
  'line-endings': "matched after normalizing line endings/BOM; the file's own line endings were kept",
  'trailing-whitespace': 'matched ignoring trailing whitespace',
  indentation: "matched ignoring indentation; new_str was re-indented to the file's own indentation",
  'unicode-punctuation':
    "matched after normalizing Unicode punctuation (quotes, dashes, non-breaking spaces); unchanged characters kept the file's own",
};

/** The tier's place in the order tried, so the model can see how far from its anchor the file was. */
const tierLabel = (t: Tier) => `tier ${TIERS.indexOf(t) + 1}/${TIERS.length} ${t}`;

const AMBIGUOUS_HOW: Record<Tier, string> = {
  exact: 'exactly',
  'line-endings': 'once line endings are normalized',
  'trailing-whitespace': 'when trailing whitespace is ignored',
  indentation: 'when indentation is ignored',
  'unicode-punctuation': 'once whitespace and Unicode punctuation are normalized',
};

const REPORT_MAX = 4000;
const MAX_LISTED = 8;

// ---------------------------------------------------------------------------------------------------------------
// Document model: raw text (BOM removed) and its LF-normalized twin, with the map between their offsets.

interface Doc {
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

function makeDoc(original: string): Doc {
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
function countBelow(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const rawOffset = (doc: Doc, n: number) => n + countBelow(doc.crlfAt, n);

/** 0-based line of an N-offset. */
function lineOf(doc: Doc, n: number): number {
  let lo = 0;
  let hi = doc.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.lineStarts[mid] <= n) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// ---------------------------------------------------------------------------------------------------------------
// Normalizations.

const normEol = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s).replace(/\r\n/g, '\n');

/** One-to-one character folds, so offsets survive and the file's own characters can be put back. */
const UNICODE_FOLD: Record<string, string> = {};
for (const c of '\u2018\u2019\u201A\u201B\u2032') UNICODE_FOLD[c] = "'";
for (const c of '\u201C\u201D\u201E\u201F\u2033') UNICODE_FOLD[c] = '"';
for (const c of '\u2010\u2011\u2012\u2013\u2014\u2015\u2212') UNICODE_FOLD[c] = '-';
for (const c of '\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000')
  UNICODE_FOLD[c] = ' ';
const UNICODE_RE = new RegExp(`[${Object.keys(UNICODE_FOLD).join('')}]`, 'g');
const foldUnicode = (s: string) => s.replace(UNICODE_RE, (c) => UNICODE_FOLD[c]);

const leadingWs = (s: string) => /^[ \t]*/.exec(s)![0];
const rtrim = (s: string) => s.replace(/[ \t\r\f\v]+$/, '');
const trimWs = (s: string) => rtrim(s.slice(leadingWs(s).length));
const isBlank = (s: string) => trimWs(s) === '';

// ---------------------------------------------------------------------------------------------------------------
// Matching.

interface Match {
  tier: Tier;
  /** A warning for the model about how the match was read. */
  note?: string;
  /** N-offsets of the replaced region. */
  start: number;
  end: number;
  /** LF-normalized replacement text. */
  replacement: string;
}

type FindResult =
  | { kind: 'found'; match: Match }
  | { kind: 'ambiguous'; tier: Tier; regions: Array<[number, number]> }
  | { kind: 'not-found' };

function allIndexes(hay: string, needle: string, cap = 50): number[] {
  const out: number[] = [];
  for (let i = hay.indexOf(needle); i >= 0 && out.length < cap; i = hay.indexOf(needle, i + 1)) out.push(i);
  return out;
}

function lineRange(doc: Doc, start: number, end: number): [number, number] {
  const a = lineOf(doc, start);
  const b = lineOf(doc, Math.max(start, end - 1));
  return [a + 1, b + 1];
}

function findEdit(doc: Doc, edit: Edit): FindResult {
  const newN = normEol(edit.new_str);

  // Tier 1: the raw text, byte for byte (BOM aside).
  const exact = allIndexes(doc.raw, edit.old_str);
  const splitsCrlf = (r: number) => r > 0 && r < doc.raw.length && doc.raw[r - 1] === '\r' && doc.raw[r] === '\n';
  if (exact.length > 1) {
    return {
      kind: 'ambiguous',
      tier: 'exact',
      regions: exact.map((r) => toLines(doc, r, r + edit.old_str.length, true)),
    };
  }
  if (exact.length === 1 && !splitsCrlf(exact[0]) && !splitsCrlf(exact[0] + edit.old_str.length)) {
    const r = exact[0];
    const start = r - countBelow(rawCrPositions(doc), r);
    const end = r + edit.old_str.length - countBelow(rawCrPositions(doc), r + edit.old_str.length);
    return { kind: 'found', match: { tier: 'exact', start, end, replacement: newN } };
  }

  // Tier 2: LF-normalized text and anchor.
  const oldN = normEol(edit.old_str);
  if (oldN !== '') {
    const hits = allIndexes(doc.text, oldN);
    if (hits.length > 1)
      return { kind: 'ambiguous', tier: 'line-endings', regions: hits.map((h) => lineRange(doc, h, h + oldN.length)) };
    if (hits.length === 1)
      return {
        kind: 'found',
        match: { tier: 'line-endings', start: hits[0], end: hits[0] + oldN.length, replacement: newN },
      };
  }

  // Line tiers need at least one line with content: blank anchors would match everywhere.
  const oldHasNl = oldN.endsWith('\n');
  const oldLines = (oldHasNl ? oldN.slice(0, -1) : oldN).split('\n');
  if (oldLines.every(isBlank)) return { kind: 'not-found' };

  for (const tier of ['trailing-whitespace', 'indentation', 'unicode-punctuation'] as const) {
    if (tier === 'unicode-punctuation') {
      // Partial-line anchors: a folded substring match, whitespace kept as is.
      const foldedText = foldUnicode(doc.text);
      const foldedOld = foldUnicode(oldN);
      if (foldedOld !== oldN || foldedText !== doc.text) {
        const hits = allIndexes(foldedText, foldedOld);
        if (hits.length > 1)
          return { kind: 'ambiguous', tier, regions: hits.map((h) => lineRange(doc, h, h + oldN.length)) };
        if (hits.length === 1) {
          const loose = looselyAmbiguous(doc, oldLines, oldHasNl, newN);
          if (loose) return loose;
          const h = hits[0];
          const replacement = mergeChars(oldN, doc.text.slice(h, h + oldN.length), newN);
          return { kind: 'found', match: { tier, start: h, end: h + oldN.length, replacement } };
        }
      }
    }
    const found = matchLines(doc, oldLines, oldHasNl, newN, tier);
    if (found.length === 1 && tier !== 'unicode-punctuation') {
      const loose = looselyAmbiguous(doc, oldLines, oldHasNl, newN);
      if (loose) return loose;
    }
    if (found.length > 1) {
      return {
        kind: 'ambiguous',
        tier,
        regions: found.map((m) => lineRange(doc, m.start, Math.max(m.start + 1, m.end))),
      };
    }
    if (found.length === 1) return { kind: 'found', match: found[0] };
  }
  return { kind: 'not-found' };
}

/**
 * A fuzzy match is taken only if no other place looks like the anchor under the loosest normalization too: a noisy
 * anchor can describe another place exactly (same text, other indentation) while the intended place differs by noise.
 */
function looselyAmbiguous(doc: Doc, oldLines: string[], oldHasNl: boolean, newN: string): FindResult | undefined {
  const loose = matchLines(doc, oldLines, oldHasNl, newN, 'unicode-punctuation');
  if (loose.length <= 1) return undefined;
  return {
    kind: 'ambiguous',
    tier: 'unicode-punctuation',
    regions: loose.map((m) => lineRange(doc, m.start, Math.max(m.start + 1, m.end))),
  };
}

let crCache: { doc: Doc; at: number[] } | undefined;
/** Raw positions of the "\r" of each "\r\n". */
function rawCrPositions(doc: Doc): number[] {
  if (crCache?.doc === doc) return crCache.at;
  const at = doc.crlfAt.map((n, i) => n + i);
  crCache = { doc, at };
  return at;
}

function toLines(doc: Doc, rawStart: number, rawEnd: number, isRaw: boolean): [number, number] {
  if (!isRaw) return lineRange(doc, rawStart, rawEnd);
  const cr = rawCrPositions(doc);
  return lineRange(doc, rawStart - countBelow(cr, rawStart), rawEnd - countBelow(cr, rawEnd));
}

const lineKey: Record<'trailing-whitespace' | 'indentation' | 'unicode-punctuation', (s: string) => string> = {
  'trailing-whitespace': rtrim,
  indentation: trimWs,
  'unicode-punctuation': (s) => trimWs(foldUnicode(s)),
};

function matchLines(
  doc: Doc,
  oldLines: string[],
  oldHasNl: boolean,
  newN: string,
  tier: keyof typeof lineKey,
): Match[] {
  const key = lineKey[tier];
  const k = oldLines.length;
  const oKeys = oldLines.map(key);
  const j0 = oKeys.findIndex((s) => s !== '');
  const out: Match[] = [];
  const lines = doc.lines;
  // A final empty "line" after the last newline is not a line of the file.
  const nLines = doc.text.endsWith('\n') ? lines.length - 1 : lines.length;
  for (let i = 0; i + k <= nLines; i++) {
    if (key(lines[i + j0]) !== oKeys[j0]) continue;
    let ok = true;
    for (let j = 0; j < k && ok; j++) ok = key(lines[i + j]) === oKeys[j];
    if (!ok) continue;
    const fileLines = lines.slice(i, i + k);
    const indent =
      tier === 'trailing-whitespace'
        ? identityIndent()
        : indentModel(oldLines, fileLines, newN, () => fileIndentUnit(doc));
    if (!indent) continue;
    const start = doc.lineStarts[i];
    let end = doc.lineStarts[i + k - 1] + lines[i + k - 1].length;
    let replacementNl = true;
    if (oldHasNl) {
      if (end < doc.text.length) end += 1;
      else replacementNl = false; // the file's last line has no newline to replace
    }
    let replacement = transplant(oldLines, fileLines, newN, indent, tier);
    if (!replacementNl && replacement.endsWith('\n')) replacement = replacement.slice(0, -1);
    out.push({ tier, start, end, replacement, note: indent.note });
    if (out.length >= 50) break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Indentation: an anchor matches at the indentation tier only if its relative structure is the file's
// (same nesting, shifted or re-expressed in tabs/spaces), so Python blocks never change meaning.

interface IndentMap {
  /** Maps a new_str line's leading whitespace to the file's; undefined when it cannot be expressed. */
  map(prefix: string): string | undefined;
  /** The file's first-line prefix, used when the anchor's first line was copied from mid-line. */
  firstLinePrefix?: string;
  /** How the anchor's indentation was read against the file's, for the report. */
  note?: string;
}

const identityIndent = (): IndentMap => ({ map: (p) => p });

const pureSpaces = (p: string) => /^ *$/.test(p);
const pureTabs = (p: string) => /^\t*$/.test(p);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The file's own space indentation step: the commonest increase between consecutive space-indented lines. */
function fileIndentUnit(doc: Doc): number {
  if (doc.indentUnit !== undefined) return doc.indentUnit;
  const votes = new Map<number, number>();
  let prev = -1;
  for (const line of doc.lines) {
    if (isBlank(line)) continue;
    const p = leadingWs(line);
    if (!pureSpaces(p)) {
      prev = -1;
      continue;
    }
    const d = p.length - prev;
    if (prev >= 0 && d >= 2 && d <= 8) votes.set(d, (votes.get(d) ?? 0) + 1);
    prev = p.length;
  }
  let best = 4;
  let bestVotes = 0;
  for (const [d, v] of votes) if (v > bestVotes) [best, bestVotes] = [d, v];
  doc.indentUnit = best;
  return best;
}

function spaceUnit(widths: number[]): number {
  let g = 0;
  for (const w of widths) if (w > 0) g = gcd(w, g);
  if (g === 0) return 4;
  if (g > 4 && g % 4 === 0) return 4;
  if (g > 4 && g % 2 === 0) return 2;
  return g;
}

type IndentStyle = 'none' | 'tab' | 'space' | 'mixed';

/** What an anchor's indentation is read from: its non-blank lines' prefixes against the file's, and new_str's. */
interface IndentFacts {
  /** [old_str prefix, file prefix] per non-blank anchor line (the mid-line first line left out). */
  pairs: Array<[string, string]>;
  firstLinePrefix?: string;
  oldAll: string[];
  fileAll: string[];
  newPrefixes: string[];
  /** old_str's and new_str's style together (the model's), and the file's. */
  oStyle: IndentStyle;
  fStyle: IndentStyle;
}

function indentStyle(all: string[]): IndentStyle {
  const ps = all.filter((p) => p !== '');
  return ps.length === 0 ? 'none' : ps.every(pureTabs) ? 'tab' : ps.every(pureSpaces) ? 'space' : 'mixed';
}

function indentFacts(oldLines: string[], fileLines: string[], newN: string): IndentFacts {
  const pairs: Array<[string, string]> = [];
  let firstLinePrefix: string | undefined;
  for (const [j, o] of oldLines.entries()) {
    if (isBlank(o)) continue;
    const op = leadingWs(o);
    const fp = leadingWs(fileLines[j]);
    // An anchor whose first line starts at its first non-blank character was likely copied from mid-line.
    if (j === 0 && op === '' && fp !== '' && oldLines.length > 1) {
      firstLinePrefix = fp;
      continue;
    }
    pairs.push([op, fp]);
  }
  // Only the first line has content: it is the one indentation fact there is.
  if (pairs.length === 0) pairs.push(['', firstLinePrefix ?? '']);

  const oldAll = pairs.map(([op]) => op);
  const fileAll = pairs.map(([, fp]) => fp);
  const newPrefixes = newN
    .split('\n')
    .filter((l) => !isBlank(l))
    .map(leadingWs);
  return {
    pairs,
    firstLinePrefix,
    oldAll,
    fileAll,
    newPrefixes,
    oStyle: indentStyle([...oldAll, ...newPrefixes]),
    fStyle: indentStyle(fileAll),
  };
}

/**
 * How new_str's indentation maps onto the file's, when the anchor's relative structure is the file's; undefined when
 * it is not (the anchor does not match at this tier). Three models, tried in order.
 */
function indentModel(
  oldLines: string[],
  fileLines: string[],
  newN: string,
  fileUnit: () => number,
): IndentMap | undefined {
  const facts = indentFacts(oldLines, fileLines, newN);
  const { pairs, oStyle, fStyle } = facts;
  // Model B: tabs on one side, spaces on the other, same nesting (levels shifted by a constant).
  const pure = (st: IndentStyle) => st === 'tab' || st === 'space';
  if (pure(oStyle) && pure(fStyle) && oStyle !== fStyle) return tabsForSpacesModel(facts, fileUnit);

  // Model A: a constant prefix swap (O0 + rest ↔ F0 + rest).
  let [O0, F0] = pairs[0];
  for (const [op, fp] of pairs) if (op.length < O0.length) [O0, F0] = [op, fp];
  if (pairs.every(([op, fp]) => op.startsWith(O0) && fp.startsWith(F0) && op.slice(O0.length) === fp.slice(F0.length)))
    return rescaledStepsModel(facts, O0, F0, fileUnit) ?? prefixSwapModel(facts, O0, F0, fileUnit);

  // Model C: spaces on both sides, the anchor's steps a uniform scale of the file's.
  return scaledSpacesModel(facts);
}

/** Model B: tabs where the file has spaces (or the reverse), each line's level shifted by one constant. */
function tabsForSpacesModel(facts: IndentFacts, fileUnit: () => number): IndentMap | undefined {
  const { pairs, oldAll, fileAll, newPrefixes, oStyle, fStyle, firstLinePrefix } = facts;
  const oUnit = oStyle === 'space' ? spaceUnit([...oldAll, ...newPrefixes].map((p) => p.length)) : 1;
  const fUnit = fStyle === 'space' ? fileUnit() : 1;
  const level = (p: string, unit: number) => (p.length % unit === 0 ? p.length / unit : NaN);
  const shift = level(fileAll[0], fUnit) - level(oldAll[0], oUnit);
  if (!Number.isInteger(shift)) return undefined;
  if (!pairs.every(([op, fp]) => level(fp, fUnit) - level(op, oUnit) === shift)) return undefined;
  const fileChar = fStyle === 'tab' ? '\t' : ' ';
  const name = (st: string, unit: number) => (st === 'tab' ? 'tabs' : `${unit}-space steps`);
  return {
    firstLinePrefix,
    note: `indentation: old_str used ${name(oStyle, oUnit)} where the file uses ${name(fStyle, fUnit)}; new_str was converted the same way.`,
    map(p) {
      if (p !== '' && (oStyle === 'tab' ? !pureTabs(p) : !pureSpaces(p))) return undefined;
      const l = level(p, oUnit) + shift;
      return Number.isInteger(l) && l >= 0 ? fileChar.repeat(l * fUnit) : undefined;
    },
  };
}

/**
 * Model A with a rescale: a one-level anchor says nothing about the model's step; the new lines do. When the anchor's
 * indentation was off anyway (shifted by O0 → F0), the model's own step is not the file's either: scale the new lines'
 * steps to the file's. Undefined when there is no such evidence.
 */
function rescaledStepsModel(facts: IndentFacts, O0: string, F0: string, fileUnit: () => number): IndentMap | undefined {
  const { pairs, newPrefixes, fStyle, firstLinePrefix } = facts;
  const cols = F0.length - O0.length;
  const flat = pairs.every(([op]) => op.length === O0.length);
  const rels = newPrefixes.map((p) => p.length - O0.length);
  const mStep = spaceUnit(rels.map(Math.abs));
  const fStep = fStyle === 'none' || fStyle === 'space' ? fileUnit() : 0;
  // Evidence of a step needs two depths, the shallower being the step itself ({2, 4}: 2; a lone 4 could be two 2s).
  const depths = [...new Set(rels.filter((r) => r > 0))].sort((a, b) => a - b);
  const rescale =
    flat &&
    cols !== 0 &&
    fStep > 0 &&
    mStep >= 2 &&
    mStep !== fStep &&
    depths.length >= 2 &&
    depths[0] === mStep &&
    newPrefixes.every(pureSpaces) &&
    pureSpaces(O0 + F0) &&
    rels.every((r) => Number.isInteger((r * fStep) / mStep) && F0.length + (r * fStep) / mStep >= 0);
  if (!rescale) return undefined;
  return {
    firstLinePrefix,
    note: `indentation: old_str was shifted ${Math.abs(cols)} columns ${cols > 0 ? 'left' : 'right'} of the file's, and new_str's ${mStep}-space steps became the file's ${fStep}.`,
    map: (p) => (pureSpaces(p) ? ' '.repeat(F0.length + ((p.length - O0.length) * fStep) / mStep) : undefined),
  };
}

/** Model A: every anchor line is O0 + rest in old_str and F0 + rest in the file; new_str swaps O0 for F0 the same way. */
function prefixSwapModel(facts: IndentFacts, O0: string, F0: string, fileUnit: () => number): IndentMap {
  const { fStyle, firstLinePrefix } = facts;
  const cols = F0.length - O0.length;
  return {
    firstLinePrefix,
    note:
      pureSpaces(O0 + F0) && cols !== 0
        ? `indentation: old_str was shifted ${Math.abs(cols)} column${Math.abs(cols) === 1 ? '' : 's'} ${cols > 0 ? 'left' : 'right'} of the file's; new_str was shifted back the same way.`
        : undefined,
    map(p) {
      if (p.startsWith(O0)) {
        const rest = p.slice(O0.length);
        // Tabs the model added under a space-indented file become the file's own step.
        return fStyle === 'space' && rest.includes('\t') ? F0 + rest.replace(/\t/g, ' '.repeat(fileUnit())) : F0 + rest;
      }
      // new_str dedents past the anchor's base: shift by the same width when both use one character.
      const ch = F0[0] ?? O0[0] ?? ' ';
      if (!(pureSpaces(O0 + p + F0) || pureTabs(O0 + p + F0))) return undefined;
      const w = p.length - O0.length + F0.length;
      return w >= 0 ? ch.repeat(w) : undefined;
    },
  };
}

/**
 * Model C: spaces on both sides, the anchor's steps a uniform scale of the file's (2 where the file uses 4, or a
 * block both shifted and scaled). Relative widths must keep one ratio, so nesting and its order are the file's.
 */
function scaledSpacesModel(facts: IndentFacts): IndentMap | undefined {
  const { pairs, newPrefixes, oStyle, fStyle, firstLinePrefix } = facts;
  if (oStyle !== 'space' || fStyle !== 'space' || !pairs.every(([op, fp]) => pureSpaces(op) && pureSpaces(fp)))
    return undefined;
  let [minO, minF] = [pairs[0][0].length, pairs[0][1].length];
  for (const [op, fp] of pairs) if (op.length < minO) [minO, minF] = [op.length, fp.length];
  const rel = pairs.map(([op, fp]) => [op.length - minO, fp.length - minF] as const);
  const witness = rel.find(([ro]) => ro > 0);
  if (!witness) return undefined;
  const g = gcd(witness[1], witness[0]);
  const [num, den] = [witness[1] / g, witness[0] / g];
  if (num <= 0 || num === den) return undefined;
  if (!rel.every(([ro, rf]) => rf * den === ro * num)) return undefined;
  const scaled = (w: number) => {
    const x = minF + ((w - minO) * num) / den;
    return Number.isInteger(x) && x >= 0 ? x : undefined;
  };
  // Every line of new_str must land on a whole column: a half step means the anchor's scale was misread.
  if (newPrefixes.some((p) => !pureSpaces(p) || scaled(p.length) === undefined)) return undefined;
  const oStep = spaceUnit(rel.map(([ro]) => ro));
  const fStep = (oStep * num) / den;
  return {
    firstLinePrefix,
    note:
      `indentation: old_str used ${oStep}-space steps where the file uses ${Number.isInteger(fStep) ? fStep : `${num}/${den}×${oStep}`}; ` +
      'new_str was re-indented the same way.',
    map(p) {
      if (!pureSpaces(p)) return undefined;
      const w = scaled(p.length);
      return w === undefined ? undefined : ' '.repeat(w);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Transplant: apply the model's change (old → new) onto the file's actual lines, so lines the model did not change
// stay byte-identical and changed lines keep the file's own characters wherever the model kept them.

function transplant(
  oldLines: string[],
  fileLines: string[],
  newN: string,
  indent: IndentMap,
  tier: keyof typeof lineKey,
): string {
  const key = lineKey[tier];
  const newHasNl = newN.endsWith('\n');
  const newLines = newN === '' ? [] : (newHasNl ? newN.slice(0, -1) : newN).split('\n');
  // A line is "kept" only if its content and its own indentation are unchanged: re-indenting is a change.
  const k = (s: string) => (isBlank(s) ? '' : `${leadingWs(s)}\u0001${key(s)}`);
  const ops = diffSequences(oldLines.map(k), newLines.map(k));
  const trailingNoise = oldLines.some((o, j) => rtrim(o) !== o && !fileLines[j].endsWith(o.slice(rtrim(o).length)));
  const out: string[] = [];
  let i = 0;
  while (i < ops.length) {
    const op = ops[i];
    if (op.op === 'eq') {
      out.push(fileLines[op.a]);
      i++;
      continue;
    }
    const dels: number[] = [];
    const inss: number[] = [];
    while (i < ops.length && ops[i].op !== 'eq') {
      if (ops[i].op === 'del') dels.push(ops[i].a);
      else inss.push(ops[i].b);
      i++;
    }
    inss.forEach((b, n) => {
      const line = newLines[b];
      if (isBlank(line)) {
        out.push('');
        return;
      }
      const partner = n < dels.length ? dels[n] : undefined;
      let prefix: string | undefined;
      const p = leadingWs(line);
      if (b === 0 && p === '' && indent.firstLinePrefix !== undefined) prefix = indent.firstLinePrefix;
      else prefix = indent.map(p);
      if (prefix === undefined) prefix = p;
      let body = line.slice(p.length);
      if (trailingNoise) body = rtrim(body);
      if (partner !== undefined && tier === 'unicode-punctuation') {
        const oc = trimWs(oldLines[partner]);
        const fc = trimWs(fileLines[partner]);
        const nc = rtrim(body);
        if (oc.length === fc.length && foldUnicode(oc) === foldUnicode(fc))
          body = mergeChars(oc, fc, nc) + body.slice(nc.length);
      }
      out.push(prefix + body);
    });
  }
  return out.join('\n') + (newHasNl && newLines.length > 0 ? '\n' : '');
}

/**
 * Applies the character change old → neu to `file`, where file equals old up to one-to-one folds: characters the
 * model kept come from the file (its smart quotes stay), characters the model typed come from the model.
 */
function mergeChars(old: string, file: string, neu: string): string {
  if (old === file) return neu;
  if (old.length > 4000 || neu.length > 4000) return neu;
  const ops = diffSequences([...old], [...neu]);
  // Spread of old/new by code unit would split surrogate pairs; the folds only touch BMP characters, so map by index.
  const oChars = [...old];
  const fChars: string[] = [];
  let pos = 0;
  for (const c of oChars) {
    fChars.push(file.slice(pos, pos + c.length));
    pos += c.length;
  }
  const nChars = [...neu];
  return ops.map((o) => (o.op === 'eq' ? fChars[o.a] : o.op === 'ins' ? nChars[o.b] : '')).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Diagnostics for a missing anchor: the nearest regions by line range, each with a short diff.

function bigrams(s: string): Map<string, number> {
  const m = new Map<string, number>();
  for (let i = 0; i + 1 < s.length; i++) {
    const g = s.slice(i, i + 2);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

function dice(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const A = bigrams(a.slice(0, 300));
  const B = bigrams(b.slice(0, 300));
  let both = 0;
  let total = 0;
  for (const [g, c] of A) {
    both += Math.min(c, B.get(g) ?? 0);
    total += c;
  }
  for (const c of B.values()) total += c;
  return (2 * both) / total;
}

const squash = (s: string) => trimWs(foldUnicode(s)).replace(/\s+/g, ' ');

function nearestRegions(doc: Doc, oldN: string, max = 3): Array<{ start: number; end: number; score: number }> {
  const oldLines = (oldN.endsWith('\n') ? oldN.slice(0, -1) : oldN).split('\n');
  const k = oldLines.length;
  const nLines = doc.text.endsWith('\n') ? doc.lines.length - 1 : doc.lines.length;
  if (nLines === 0) return [];
  const fKeys = doc.lines.slice(0, nLines).map(squash);
  const oKeys = oldLines.map(squash);
  // Votes: every exactly-equal (squashed) line proposes a window start.
  const byKey = new Map<string, number[]>();
  fKeys.forEach((key, i) => {
    if (key.length < 3) return;
    const list = byKey.get(key) ?? [];
    if (list.length < 40) list.push(i);
    byKey.set(key, list);
  });
  const votes = new Map<number, number>();
  oKeys.forEach((key, j) => {
    for (const i of byKey.get(key) ?? []) votes.set(i - j, (votes.get(i - j) ?? 0) + 1);
  });
  let starts = [...votes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([s]) => s);
  // Fuzzy seeds from the most distinctive anchor lines, bounded work.
  const distinct = oKeys
    .map((key, j) => ({ key, j }))
    .filter((x) => x.key.length >= 3)
    .sort((a, b) => b.key.length - a.key.length)
    .slice(0, 3);
  if (nLines <= 20_000) {
    for (const { key, j } of distinct) {
      const scored: Array<[number, number]> = [];
      for (let i = 0; i < nLines; i++) {
        const f = fKeys[i];
        if (Math.abs(f.length - key.length) > Math.max(key.length, 20)) continue;
        scored.push([i, dice(key, f)]);
      }
      scored.sort((a, b) => b[1] - a[1]);
      for (const [i] of scored.slice(0, 4)) starts.push(i - j);
    }
  }
  starts = [...new Set(starts.map((s) => Math.max(0, Math.min(s, nLines - 1))))];
  const ranked = starts
    .map((s) => {
      const e = Math.min(nLines, s + k);
      let sum = 0;
      for (let j = 0; j < e - s; j++) sum += dice(oKeys[j], fKeys[s + j]);
      return { start: s, end: e - 1, score: sum / k };
    })
    .filter((r) => r.score > 0.25)
    .sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  for (const r of ranked) {
    if (picked.some((p) => r.start <= p.end && p.start <= r.end)) continue;
    picked.push(r);
    if (picked.length >= max) break;
  }
  return picked;
}

function notFoundMessage(doc: Doc, edit: Edit, label: string): string {
  const oldN = normEol(edit.old_str);
  const head =
    `${label}old_str was not found (tried exact, then ignoring line endings, trailing whitespace, indentation and ` +
    'Unicode punctuation).';
  const regions = nearestRegions(doc, oldN);
  if (regions.length === 0)
    return `${head} Nothing in the file resembles it; read the file again and copy the anchor from it.`;
  const parts = [`${head} Closest regions (\`-\` is your old_str, \`+\` is the file):`];
  let budget = 2600;
  for (const r of regions) {
    const fileText = doc.lines.slice(r.start, r.end + 1).join('\n');
    const oldText = oldN.endsWith('\n') ? oldN.slice(0, -1) : oldN;
    let d = unifiedDiff('old_str', `${oldText}\n`, `${fileText}\n`, 1).split('\n').slice(2).join('\n').trimEnd();
    d = d.replace(/^@@ -\d+(,\d+)? \+\d+(,\d+)? @@/gm, '@@');
    if (d.length > 900) d = `${d.slice(0, 900)}\n[… cut]`;
    // Same words, refused anyway: say why, or "100% similar" reads like a bug in the matcher.
    const why =
      r.score === 1
        ? "same text apart from whitespace, but its indentation does not map onto the file's nesting by one shift or scale; " +
          "copy these lines with the file's own indentation"
        : `${Math.round(r.score * 100)}% similar`;
    const block = `lines ${r.start + 1}-${r.end + 1} (${why}):\n${d || '(identical after normalization)'}`;
    if (block.length > budget) break;
    budget -= block.length;
    parts.push(block);
  }
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Applying.

/**
 * A literal anchor that starts after a line's indentation, replaced by several lines indented less than that line:
 * the model may have meant its lines relative to the anchor. We apply literally (str_replace semantics) and say so.
 */
function indentationNote(doc: Doc, m: Match, edit: Edit): string | undefined {
  if (m.tier !== 'exact' && m.tier !== 'line-endings') return undefined;
  const lineStart = doc.lineStarts[lineOf(doc, m.start)];
  const w = doc.text.slice(lineStart, m.start);
  if (!w || !/^[ \t]+$/.test(w) || normEol(edit.old_str).replace(/\n$/, '').includes('\n')) return undefined;
  const later = m.replacement
    .replace(/\n$/, '')
    .split('\n')
    .slice(1)
    .filter((l) => !isBlank(l));
  if (later.length === 0 || !later.every((l) => !leadingWs(l).startsWith(w))) return undefined;
  return (
    "note: old_str starts after the line's indentation, and the following lines of new_str are indented less than " +
    'that line; they were written as given. If they belong at the same level, patch again with whole lines.'
  );
}

function regionEol(doc: Doc, start: number, end: number): string {
  // The line endings the replaced region used; else the ending of its line; else the file's majority.
  const a = lineOf(doc, start);
  const b = lineOf(doc, Math.max(start, end - 1));
  let crlf = 0;
  let lf = 0;
  for (let l = a; l <= b && l < doc.lines.length - 1; l++) {
    const nlAt = doc.lineStarts[l] + doc.lines[l].length;
    if (doc.crlfAt.length && doc.crlfAt[countBelow(doc.crlfAt, nlAt)] === nlAt) crlf++;
    else lf++;
  }
  if (crlf !== lf) return crlf > lf ? '\r\n' : '\n';
  const totalNl = doc.lines.length - 1;
  return doc.crlfAt.length * 2 > totalNl ? '\r\n' : '\n';
}

function numbered(lines: string[], firstLine: number, from: number, to: number): string {
  const width = String(to).length;
  const out: string[] = [];
  for (let l = from; l <= to; l++) out.push(`${String(l).padStart(width + 2)}| ${lines[l - firstLine]}`);
  return out.join('\n');
}

type Failure = { kind: PatchFailureKind; message: string };
type IndexedMatch = Match & { index: number };
/** A replaced region in the new (LF-normalized) text, with the edit it came from. */
type NewRegion = { tier: Tier; start: number; end: number; index: number; note?: string };

function ambiguousMessage(found: Extract<FindResult, { kind: 'ambiguous' }>, label: string): string {
  const where = found.regions
    .slice(0, MAX_LISTED)
    .map(([a, b]) => (a === b ? `line ${a}` : `lines ${a}-${b}`))
    .join(', ');
  const more = found.regions.length > MAX_LISTED ? `, and ${found.regions.length - MAX_LISTED} more` : '';
  const how = AMBIGUOUS_HOW[found.tier];
  return (
    `${label}old_str matches ${found.regions.length}${found.regions.length >= 50 ? '+' : ''} places ${how}: ${where}${more}. ` +
    'Nothing was changed. Include more surrounding lines in old_str so it matches one place only.'
  );
}

/** Where one edit applies, why it cannot, or nothing (an identical pair among several edits is skipped). */
function locateEdit(doc: Doc, edit: Edit, label: string, many: boolean): Match | Failure | undefined {
  if (edit.old_str === '') {
    return {
      kind: 'empty-anchor',
      message: `${label}old_str is empty. Give the exact text to replace (to make a new file, use create_file).`,
    };
  }
  if (edit.old_str === edit.new_str) {
    return many ? undefined : { kind: 'no-op', message: 'old_str and new_str are identical; nothing would change.' };
  }
  const found = findEdit(doc, edit);
  if (found.kind === 'found') return found.match;
  if (found.kind === 'ambiguous') return { kind: 'ambiguous', message: ambiguousMessage(found, label) };
  return { kind: 'not-found', message: notFoundMessage(doc, edit, label) };
}

/** The first two matches that overlap, as the failure that refuses every edit; matches are sorted by start. */
function overlapFailure(doc: Doc, matches: IndexedMatch[], count: number): PatchResult | undefined {
  for (let m = 1; m < matches.length; m++) {
    if (matches[m].start < matches[m - 1].end) {
      const [a, b] = [matches[m - 1], matches[m]];
      const [la] = lineRange(doc, a.start, a.end);
      const [lb] = lineRange(doc, b.start, b.end);
      return {
        ok: false,
        kind: 'overlap',
        message:
          `None of the ${count} edits was applied: edit ${a.index + 1} (line ${la}) and edit ${b.index + 1} (line ${lb}) ` +
          'overlap. Merge them into one edit.',
      };
    }
  }
  return undefined;
}

/**
 * The new text, LF-normalized and raw: untouched stretches are copied from the raw file, replacements get the
 * region's endings. Matches are sorted and do not overlap.
 */
function splice(doc: Doc, matches: IndexedMatch[]): { newText: string; content: string; newRegions: NewRegion[] } {
  const rawParts: string[] = [];
  const nParts: string[] = [];
  const newRegions: NewRegion[] = [];
  let nPos = 0;
  let nLen = 0;
  for (const m of matches) {
    const keep = doc.text.slice(nPos, m.start);
    nParts.push(keep);
    rawParts.push(doc.raw.slice(rawOffset(doc, nPos), rawOffset(doc, m.start)));
    nLen += keep.length;
    const eol = regionEol(doc, m.start, m.end);
    nParts.push(m.replacement);
    rawParts.push(eol === '\n' ? m.replacement : m.replacement.replace(/\n/g, eol));
    newRegions.push({ tier: m.tier, start: nLen, end: nLen + m.replacement.length, index: m.index, note: m.note });
    nLen += m.replacement.length;
    nPos = m.end;
  }
  nParts.push(doc.text.slice(nPos));
  rawParts.push(doc.raw.slice(rawOffset(doc, nPos)));
  return { newText: nParts.join(''), content: (doc.bom ? '\uFEFF' : '') + rawParts.join(''), newRegions };
}

/** Each replaced region's 1-based lines in the new text. */
function appliedLines(newText: string, newLines: string[], newRegions: NewRegion[]): AppliedEdit[] {
  const starts: number[] = [];
  let off = 0;
  for (const l of newLines) {
    starts.push(off);
    off += l.length + 1;
  }
  const lineAt = (n: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= n) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const lastLine = newText.endsWith('\n') ? newLines.length - 1 : newLines.length;
  return newRegions.map((r) => {
    const s = Math.min(lineAt(r.start), Math.max(1, lastLine));
    const e = r.end > r.start ? Math.max(s, lineAt(r.end - 1)) : s;
    return { tier: r.tier, startLine: s, endLine: e };
  });
}

/** Applies every edit or none: each must match one place, none may overlap, and together they must change the file. */
export function applyEdits(original: string, edits: Edit[], opts: { path?: string } = {}): PatchResult {
  const doc = makeDoc(original);
  const path = opts.path ?? 'file';
  const many = edits.length > 1;
  const failures: Failure[] = [];
  const matches: IndexedMatch[] = [];
  for (const [i, edit] of edits.entries()) {
    const located = locateEdit(doc, edit, many ? `edit ${i + 1}: ` : '', many);
    if (located && 'message' in located) failures.push(located);
    else if (located) matches.push({ ...located, index: i });
  }
  if (failures.length > 0) {
    const prefix = many ? `None of the ${edits.length} edits was applied (all apply or none).\n` : '';
    return { ok: false, kind: failures[0].kind, message: prefix + failures.map((f) => f.message).join('\n\n') };
  }

  for (const m of matches) m.note ??= indentationNote(doc, m, edits[m.index]);
  matches.sort((a, b) => a.start - b.start || a.end - b.end);
  const overlap = overlapFailure(doc, matches, edits.length);
  if (overlap) return overlap;

  const { newText, content, newRegions } = splice(doc, matches);
  if (newText === doc.text) {
    return {
      ok: false,
      kind: 'no-op',
      message: 'The edit would not change the file (new_str equals what is there already).',
    };
  }
  const newLines = newText.split('\n');
  const applied = appliedLines(newText, newLines, newRegions);
  const diff = unifiedDiff(path, doc.text, newText);
  const report = buildReport(
    applied,
    newLines,
    newRegions.map((r) => r.index),
    diff,
    many,
    newRegions.map((r) => r.note),
  );
  return { ok: true, content, applied, diff, report };
}

function buildReport(
  applied: AppliedEdit[],
  newLines: string[],
  indexes: number[],
  diff: string,
  many: boolean,
  notes: Array<string | undefined>,
): string {
  const parts: string[] = [];
  applied.forEach((a, n) => {
    const who = many ? `edit ${indexes[n] + 1}` : 'edited';
    const range = a.startLine === a.endLine ? `line ${a.startLine}` : `lines ${a.startLine}-${a.endLine}`;
    parts.push(
      `${who} ${range} (${a.tier === 'exact' ? TIER_NOTE.exact : `${tierLabel(a.tier)}: ${TIER_NOTE[a.tier]}`}):`,
    );
    if (notes[n]) parts.push(notes[n]!);
    const from = a.startLine;
    const to = a.endLine;
    if (to - from + 1 <= 24) parts.push(numbered(newLines, 1, from, to));
    else
      parts.push(
        `${numbered(newLines, 1, from, from + 15)}\n  [… ${to - from - 19} lines]\n${numbered(newLines, 1, to - 3, to)}`,
      );
  });
  let head = parts.join('\n');
  if (head.length > REPORT_MAX / 2) head = `${head.slice(0, REPORT_MAX / 2)}\n[… cut]`;
  const room = REPORT_MAX - head.length - 20;
  const d = diff.length <= room ? diff.trimEnd() : `${diff.slice(0, Math.max(0, room))}\n[… diff cut; use view_diff]`;
  return `${head}\ndiff:\n${d}`;
}
