/**
 * What the model reads when an edit finds no single place: for a missing anchor, the nearest regions by line range,
 * each with a short diff; for an ambiguous one, where it matched.
 */
import { unifiedDiff } from '../diff.js';
import { foldUnicode, normEol, trimWs, type Doc } from './doc.js';
import type { Edit, FindResult, Tier } from './types.js';

const AMBIGUOUS_HOW: Record<Tier, string> = {
  exact: 'exactly',
  'line-endings': 'once line endings are normalized',
  'trailing-whitespace': 'when trailing whitespace is ignored',
  indentation: 'when indentation is ignored',
  'unicode-punctuation': 'once whitespace and Unicode punctuation are normalized',
};

const MAX_LISTED = 8;

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

export function notFoundMessage(doc: Doc, edit: Edit, label: string): string {
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

export function ambiguousMessage(found: Extract<FindResult, { kind: 'ambiguous' }>, label: string): string {
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
