/**
 * The pure edit engine behind patch_file. Exact unique matching is the safety rule; within it, tiers of normalization
 * (line endings, trailing whitespace, indentation, Unicode punctuation) apply more of a model's intended edits at the
 * first try. A match must be unique at the tier that finds it, and an ambiguous fuzzy match is never applied.
 * The file's own BOM, line endings, indentation style and untouched characters are kept.
 */
import { unifiedDiff } from './diff.js';
import { isBlank, leadingWs, lineOf, lineRange, makeDoc, normEol, type Doc } from './patch-engine/doc.js';
import { findEdit } from './patch-engine/match.js';
import { ambiguousMessage, notFoundMessage } from './patch-engine/messages.js';
import { appliedLines, buildReport, splice } from './patch-engine/write.js';
import type { Edit, IndexedMatch, Match, PatchFailureKind, PatchResult } from './patch-engine/types.js';

export {
  TIERS,
  type AppliedEdit,
  type Edit,
  type PatchFailureKind,
  type PatchResult,
  type Tier,
} from './patch-engine/types.js';

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

type Failure = { kind: PatchFailureKind; message: string };

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
