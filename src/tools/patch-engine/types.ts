/** The engine's words: the tiers in the order tried, an edit, a match, and what applying gives back. */
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

export interface Match {
  tier: Tier;
  /** A warning for the model about how the match was read. */
  note?: string;
  /** N-offsets of the replaced region. */
  start: number;
  end: number;
  /** LF-normalized replacement text. */
  replacement: string;
}

export type FindResult =
  | { kind: 'found'; match: Match }
  | { kind: 'ambiguous'; tier: Tier; regions: Array<[number, number]> }
  | { kind: 'not-found' };
export type IndexedMatch = Match & { index: number };
