/**
 * Reading the unified diffs of SWE-bench instances (`patch`, `test_patch`, as `git diff` writes them): which files a
 * patch touches, and each file's hunks, so the oracle can replay the gold patch through the engine's own tools.
 */

export interface Hunk {
  /** 1-based first line of the hunk in the old file (0 for a hunk that adds to an empty file). */
  oldStart: number;
  /** The hunk's old lines (context and removed), each with its line ending. */
  oldLines: string[];
  /** The hunk's new lines (context and added), each with its line ending. */
  newLines: string[];
}

export interface FilePatch {
  /** Path before the change; null for a new file. */
  oldPath: string | null;
  /** Path after the change; null for a deleted file. */
  newPath: string | null;
  binary: boolean;
  hunks: Hunk[];
}

export class DiffError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiffError';
  }
}

/** `a/src/x.py` → `src/x.py`; `/dev/null` → null; git's quoted form ("a/sp ace\t.py") unquoted. */
function diffPath(raw: string): string | null {
  let p = raw.replace(/\t.*$/, '').trim();
  if (p === '/dev/null') return null;
  if (p.startsWith('"') && p.endsWith('"')) p = JSON.parse(p) as string;
  return p.replace(/^[ab]\//, '');
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Split keeping each line's "\n" (the last line may have none). */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Parse one hunk starting at `lines[i]` (its header); returns the hunk and the index after it. */
function parseHunk(all: string[], i: number, file: string): { hunk: Hunk; next: number } {
  const m = HUNK_HEADER.exec(all[i]!)!;
  let oldLeft = m[2] === undefined ? 1 : Number(m[2]);
  let newLeft = m[4] === undefined ? 1 : Number(m[4]);
  const hunk: Hunk = { oldStart: Number(m[1]), oldLines: [], newLines: [] };
  let j = i + 1;
  let last: 'old' | 'new' | 'both' | null = null;
  while (j < all.length && (oldLeft > 0 || newLeft > 0 || all[j]!.startsWith('\\'))) {
    const line = all[j]!;
    const body = line.slice(1);
    if (line.startsWith('\\')) {
      // "\ No newline at end of file": the line before it has no line ending.
      const strip = (arr: string[]) => arr.length && (arr[arr.length - 1] = arr[arr.length - 1]!.replace(/\r?\n$/, ''));
      if (last === 'old' || last === 'both') strip(hunk.oldLines);
      if (last === 'new' || last === 'both') strip(hunk.newLines);
    } else if (line.startsWith(' ') || line === '\n') {
      hunk.oldLines.push(line === '\n' ? '\n' : body);
      hunk.newLines.push(line === '\n' ? '\n' : body);
      oldLeft--;
      newLeft--;
      last = 'both';
    } else if (line.startsWith('-')) {
      hunk.oldLines.push(body);
      oldLeft--;
      last = 'old';
    } else if (line.startsWith('+')) {
      hunk.newLines.push(body);
      newLeft--;
      last = 'new';
    } else {
      break;
    }
    j++;
  }
  if (oldLeft > 0 || newLeft > 0) throw new DiffError(`${file}: a hunk ends early (line ${i + 1} of the diff)`);
  return { hunk, next: j };
}

/** Every file a unified diff changes, in order. Throws DiffError for a diff it cannot read. */
export function parseDiff(text: string): FilePatch[] {
  const all = lines(text);
  const files: FilePatch[] = [];
  let cur: FilePatch | null = null;
  for (let i = 0; i < all.length;) {
    const line = all[i]!.replace(/\n$/, '');
    if (line.startsWith('diff --git ')) {
      const m = /^diff --git (\S+|"[^"]+") (\S+|"[^"]+")$/.exec(line);
      cur = {
        oldPath: m ? diffPath(m[1]!) : null,
        newPath: m ? diffPath(m[2]!) : null,
        binary: false,
        hunks: [],
      };
      files.push(cur);
      i++;
    } else if (cur && line.startsWith('new file mode')) {
      cur.oldPath = null;
      i++;
    } else if (cur && line.startsWith('deleted file mode')) {
      cur.newPath = null;
      i++;
    } else if (line.startsWith('--- ') && all[i + 1]?.startsWith('+++ ')) {
      if (!cur) {
        cur = { oldPath: null, newPath: null, binary: false, hunks: [] };
        files.push(cur);
      }
      cur.oldPath = diffPath(line.slice(4));
      cur.newPath = diffPath(all[i + 1]!.replace(/\n$/, '').slice(4));
      i += 2;
    } else if (cur && (line.startsWith('Binary files ') || line === 'GIT binary patch')) {
      cur.binary = true;
      i++;
    } else if (cur && HUNK_HEADER.test(line)) {
      const { hunk, next } = parseHunk(all, i, cur.newPath ?? cur.oldPath ?? '?');
      cur.hunks.push(hunk);
      i = next;
    } else {
      i++;
    }
  }
  return files;
}

/** The paths a diff touches (both sides of a rename), without duplicates. */
export function touchedPaths(text: string): string[] {
  const out = new Set<string>();
  for (const f of parseDiff(text)) {
    if (f.oldPath) out.add(f.oldPath);
    if (f.newPath) out.add(f.newPath);
  }
  return [...out];
}
