/**
 * Writing back: the new text spliced from the raw file (untouched stretches byte for byte, each replacement in its
 * region's line endings, the BOM kept), the changed lines in the new file, and the report the model reads.
 */
import { countBelow, lineOf, rawOffset, type Doc } from './doc.js';
import { TIERS, type AppliedEdit, type IndexedMatch, type Tier } from './types.js';

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

const REPORT_MAX = 4000;

/** A replaced region in the new (LF-normalized) text, with the edit it came from. */
export type NewRegion = { tier: Tier; start: number; end: number; index: number; note?: string };

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

/**
 * The new text, LF-normalized and raw: untouched stretches are copied from the raw file, replacements get the
 * region's endings. Matches are sorted and do not overlap.
 */
export function splice(
  doc: Doc,
  matches: IndexedMatch[],
): { newText: string; content: string; newRegions: NewRegion[] } {
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
export function appliedLines(newText: string, newLines: string[], newRegions: NewRegion[]): AppliedEdit[] {
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

export function buildReport(
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
