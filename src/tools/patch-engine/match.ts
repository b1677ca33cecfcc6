/**
 * Finding an edit's one place, tier by tier: the raw text exactly (tier 1), then with line endings and BOM normalized
 * (tier 2), then line by line ignoring trailing whitespace, indentation, and Unicode punctuation (tiers 3-5). A match
 * must be unique at the tier that finds it, and a fuzzy one also under the loosest tier.
 */
import {
  countBelow,
  foldUnicode,
  isBlank,
  lineKey,
  lineRange,
  normEol,
  rawCrPositions,
  toLines,
  type Doc,
} from './doc.js';
import { fileIndentUnit, identityIndent, indentModel } from './indent.js';
import { mergeChars, transplant } from './transplant.js';
import type { Edit, FindResult, Match } from './types.js';

function allIndexes(hay: string, needle: string, cap = 50): number[] {
  const out: number[] = [];
  for (let i = hay.indexOf(needle); i >= 0 && out.length < cap; i = hay.indexOf(needle, i + 1)) out.push(i);
  return out;
}

export function findEdit(doc: Doc, edit: Edit): FindResult {
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
