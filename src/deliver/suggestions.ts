/**
 * Which hunks of a proven change can go back to a fork's PR as suggested changes: a review line comment may only
 * point at lines of the PR's own diff, on the head's side (RIGHT), and a multi-line one must stay inside one hunk.
 * Pure: the change's zero-context patch and the PR's file patches in, the review's line comments and the hunks left
 * for the patch comment out.
 */
import type { ReviewLineComment } from '../github/helper.js';

/** One hunk of a zero-context diff: `oldCount` lines from `oldStart` of the PR head become `added`. */
export interface Hunk {
  path: string;
  oldStart: number;
  oldCount: number;
  added: string[];
  /** A line ending, a missing final newline or a quoted path that a suggestion cannot carry faithfully. */
  unsuggestible?: boolean;
}

/** The hunks of `git diff -U0` output; files a suggestion cannot make (new, deleted, binary, mode) count as whole. */
export function parseHunks(patch: string): { hunks: Hunk[]; wholeFiles: string[] } {
  const hunks: Hunk[] = [];
  const wholeFiles: string[] = [];
  let path = '';
  let whole = false;
  let hunk: Hunk | undefined;
  for (const line of patch.split('\n')) {
    const file = /^diff --git a\/(.*) b\/(.*)$/.exec(line);
    if (file || line.startsWith('diff --git ')) {
      path = file?.[2] ?? line;
      whole = !file;
      hunk = undefined;
      if (whole) wholeFiles.push(path);
      continue;
    }
    if (!hunk && /^(new file|deleted file|old mode|new mode|Binary files|GIT binary patch)/.test(line)) {
      if (!whole) wholeFiles.push(path);
      whole = true;
      continue;
    }
    const head = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line);
    if (head && !whole) {
      hunk = { path, oldStart: Number(head[1]), oldCount: head[2] === undefined ? 1 : Number(head[2]), added: [] };
      hunks.push(hunk);
      continue;
    }
    if (!hunk) continue;
    if (line.startsWith('+')) hunk.added.push(line.slice(1));
    if (line.startsWith('\\') || line.includes('\r')) hunk.unsuggestible = true;
  }
  return { hunks, wholeFiles };
}

/** The head-side line ranges of each hunk of a PR file's patch (what a review comment may span). */
export function rightRanges(filePatch: string | undefined): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of (filePatch ?? '').matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) ranges.push([start, start + count - 1]);
  }
  return ranges;
}

/** A ```suggestion block whose fence is longer than any backtick run in the lines. */
function suggestionBody(lines: string[]): string {
  const longest = Math.max(2, ...lines.flatMap((l) => [...l.matchAll(/`+/g)].map((m) => m[0].length)));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}suggestion`, ...lines, fence].join('\n');
}

/**
 * The line comments for the hunks inside the PR's diff, and the hunks outside it. A pure insertion becomes a
 * suggestion on the line before it (that line, then the new ones); `lineAt(path, n)` reads the PR head's line n.
 */
export function suggestionsFor(
  hunks: Hunk[],
  prFiles: { path: string; patch?: string }[],
  lineAt: (path: string, line: number) => string | undefined,
): { comments: ReviewLineComment[]; outside: Hunk[] } {
  const comments: ReviewLineComment[] = [];
  const outside: Hunk[] = [];
  for (const h of hunks) {
    const insertion = h.oldCount === 0;
    const start = h.oldStart;
    const end = insertion ? h.oldStart : h.oldStart + h.oldCount - 1;
    const before = insertion ? lineAt(h.path, h.oldStart) : undefined;
    const ranges = rightRanges(prFiles.find((f) => f.path === h.path)?.patch);
    const inside = start >= 1 && ranges.some(([a, b]) => a <= start && end <= b);
    if (h.unsuggestible || !inside || (insertion && before === undefined)) {
      outside.push(h);
      continue;
    }
    const lines = insertion ? [before!, ...h.added] : h.added;
    comments.push({
      path: h.path,
      body: suggestionBody(lines),
      line: end,
      side: 'RIGHT',
      ...(start < end ? { start_line: start, start_side: 'RIGHT' as const } : {}),
    });
  }
  return { comments, outside };
}
