/**
 * Our own line diff (Myers), so edit answers, view_diff and reports can show unified diffs without a dependency.
 * The search is bounded: past a work budget it falls back to one coarse hunk instead of stalling on huge inputs.
 */

export type DiffOp = { op: 'eq' | 'del' | 'ins'; a: number; b: number };

/** Upper bound on Myers work ((n+m)·d steps); beyond it the changed middle becomes one delete + insert block. */
const WORK_BUDGET = 20_000_000;

/**
 * Shortest edit script between two sequences. `a`/`b` index the element in each side (the index of the other side is
 * the position where it would be). Falls back to "delete all, insert all" for the middle when the budget runs out.
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[], budget = WORK_BUDGET): DiffOp[] {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const ops: DiffOp[] = [];
  for (let i = 0; i < pre; i++) ops.push({ op: 'eq', a: i, b: i });
  const mid = myers(a, b, pre, a.length - suf, pre, b.length - suf, budget);
  ops.push(...mid);
  for (let k = suf; k > 0; k--) ops.push({ op: 'eq', a: a.length - k, b: b.length - k });
  return ops;
}

function myers<T>(
  a: readonly T[],
  b: readonly T[],
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  budget: number,
): DiffOp[] {
  const n = a1 - a0;
  const m = b1 - b0;
  const coarse = (): DiffOp[] => {
    const out: DiffOp[] = [];
    for (let i = 0; i < n; i++) out.push({ op: 'del', a: a0 + i, b: b0 });
    for (let j = 0; j < m; j++) out.push({ op: 'ins', a: a1, b: b0 + j });
    return out;
  };
  if (n === 0 || m === 0) return coarse();
  const max = n + m;
  const maxD = Math.min(max, Math.max(1, Math.floor(budget / Math.max(1, max))));
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= maxD; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])) x = v[offset + k + 1];
      else x = v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  if (found < 0) return coarse();
  // Walk the trace backwards; each saved row holds V before round d, for k in [-d-1, d+1].
  const rev: DiffOp[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const row = trace[d];
    const at = (k: number) => row[k + d + 1];
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      rev.push({ op: 'eq', a: a0 + x, b: b0 + y });
    }
    if (x === prevX) {
      y--;
      rev.push({ op: 'ins', a: a0 + x, b: b0 + y });
    } else {
      x--;
      rev.push({ op: 'del', a: a0 + x, b: b0 + y });
    }
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    rev.push({ op: 'eq', a: a0 + x, b: b0 + y });
  }
  return rev.reverse();
}

/** Splits text into lines without their terminators; a final newline does not make an extra empty line. */
export function splitLines(text: string): { lines: string[]; finalNewline: boolean } {
  if (text === '') return { lines: [], finalNewline: false };
  const lines = text.split('\n');
  const finalNewline = lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  return { lines, finalNewline };
}

const NO_NEWLINE = '\\ No newline at end of file';

/**
 * A unified diff of two texts (`--- a/path`, `+++ b/path`, `@@` hunks). Empty string when they are equal.
 * Lines compare with their `\r` (a line-ending change is a change); it is hidden in the display.
 */
export function unifiedDiff(path: string, before: string, after: string, context = 3): string {
  if (before === after) return '';
  const A = splitLines(before);
  const B = splitLines(after);
  // The last line's missing newline is part of its identity, as in `diff -u`.
  const aKeys = A.lines.map((l, i) => (i === A.lines.length - 1 && !A.finalNewline ? `${l}\u0000` : l));
  const bKeys = B.lines.map((l, i) => (i === B.lines.length - 1 && !B.finalNewline ? `${l}\u0000` : l));
  const ops = diffSequences(aKeys, bKeys);
  const out: string[] = [`--- a/${path}`, `+++ b/${path}`];
  const show = (l: string) => (l.endsWith('\r') ? l.slice(0, -1) : l);
  let i = 0;
  while (i < ops.length) {
    if (ops[i].op === 'eq') {
      i++;
      continue;
    }
    // Grow a hunk: include changes whose gap of equal lines is at most 2*context.
    const start = i;
    let end = i;
    for (;;) {
      let j = end + 1;
      while (j < ops.length && ops[j].op !== 'eq') j++;
      end = j - 1;
      let k = j;
      while (k < ops.length && ops[k].op === 'eq') k++;
      if (k < ops.length && k - j <= 2 * context) end = k;
      else break;
    }
    const from = Math.max(0, start - context);
    let ctxAfter = 0;
    let to = end;
    while (to + 1 < ops.length && ops[to + 1].op === 'eq' && ctxAfter < context) {
      to++;
      ctxAfter++;
    }
    const first = ops[from];
    const aStart = first.a;
    const bStart = first.b;
    let aCount = 0;
    let bCount = 0;
    const body: string[] = [];
    for (let k = from; k <= to; k++) {
      const o = ops[k];
      if (o.op === 'eq') {
        aCount++;
        bCount++;
        body.push(` ${show(A.lines[o.a])}`);
        if (o.a === A.lines.length - 1 && !A.finalNewline) body.push(NO_NEWLINE);
      } else if (o.op === 'del') {
        aCount++;
        body.push(`-${show(A.lines[o.a])}`);
        if (o.a === A.lines.length - 1 && !A.finalNewline) body.push(NO_NEWLINE);
      } else {
        bCount++;
        body.push(`+${show(B.lines[o.b])}`);
        if (o.b === B.lines.length - 1 && !B.finalNewline) body.push(NO_NEWLINE);
      }
    }
    const range = (s: number, c: number) => (c === 1 ? `${s + 1}` : `${c === 0 ? s : s + 1},${c}`);
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@`, ...body);
    i = to + 1;
    void start;
  }
  return `${out.join('\n')}\n`;
}
