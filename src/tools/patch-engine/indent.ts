/**
 * Indentation: an anchor matches at the indentation tier only if its relative structure is the file's (same nesting,
 * shifted or re-expressed in tabs/spaces), so Python blocks never change meaning.
 */
import { isBlank, leadingWs, type Doc } from './doc.js';

export interface IndentMap {
  /** Maps a new_str line's leading whitespace to the file's; undefined when it cannot be expressed. */
  map(prefix: string): string | undefined;
  /** The file's first-line prefix, used when the anchor's first line was copied from mid-line. */
  firstLinePrefix?: string;
  /** How the anchor's indentation was read against the file's, for the report. */
  note?: string;
}

export const identityIndent = (): IndentMap => ({ map: (p) => p });

const pureSpaces = (p: string) => /^ *$/.test(p);
const pureTabs = (p: string) => /^\t*$/.test(p);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The file's own space indentation step: the commonest increase between consecutive space-indented lines. */
export function fileIndentUnit(doc: Doc): number {
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
export function indentModel(
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
