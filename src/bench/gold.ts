/**
 * The gold patch of a SWE-bench instance as tool calls: each hunk becomes a `patch_file` whose `old_str` is the hunk's
 * old text, widened line by line until it occurs once in the file (the engine's patch_file wants a unique anchor);
 * a new file is a `create_file`, a deleted one an `rm` through `run_bash`. So `--model oracle` plays the reference
 * fix through the same tools a model uses, and a 100% oracle run proves the instances are judged right.
 */
import { DiffError, parseDiff, type Hunk } from './diff.js';
import { shellQuote } from '../verify/parse.js';

export interface ToolStep {
  name: string;
  args: Record<string, unknown>;
}

const splitLines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
const occurrences = (text: string, part: string): number => (part ? text.split(part).length - 1 : Infinity);

/** Where the hunk's old lines sit in `cur`: at the expected line if they match there, else the nearest match. */
function locate(cur: string[], hunk: Hunk, expected: number, file: string): number {
  const n = hunk.oldLines.length;
  const matchesAt = (p: number) => hunk.oldLines.every((l, k) => cur[p + k] === l);
  if (n === 0) return Math.min(Math.max(expected, 0), cur.length);
  let best = -1;
  for (let p = 0; p + n <= cur.length; p++) {
    if (matchesAt(p) && (best < 0 || Math.abs(p - expected) < Math.abs(best - expected))) best = p;
  }
  if (best < 0) throw new DiffError(`${file}: the gold patch does not apply (hunk at line ${hunk.oldStart})`);
  return best;
}

/** One hunk on the file's current lines: the patch_file step and the file's lines afterwards. */
function hunkStep(cur: string[], hunk: Hunk, expected: number, file: string): { step: ToolStep; after: string[] } {
  const at = locate(cur, hunk, expected, file);
  const end = at + hunk.oldLines.length;
  const text = cur.join('');
  let lo = at;
  let hi = end;
  while (occurrences(text, cur.slice(lo, hi).join('')) !== 1) {
    if (lo === 0 && hi === cur.length)
      throw new DiffError(`${file}: no unique anchor for the hunk at ${hunk.oldStart}`);
    lo = Math.max(0, lo - 1);
    hi = Math.min(cur.length, hi + 1);
  }
  const before = cur.slice(lo, at).join('');
  const afterCtx = cur.slice(end, hi).join('');
  const step: ToolStep = {
    name: 'patch_file',
    args: {
      path: file,
      old_str: cur.slice(lo, hi).join(''),
      new_str: before + hunk.newLines.join('') + afterCtx,
    },
  };
  return { step, after: [...cur.slice(0, at), ...hunk.newLines, ...cur.slice(end)] };
}

/**
 * The tool calls that turn the files `read(path)` returns (null: no such file) into the patched ones. Throws
 * DiffError for what the tools cannot express (binary files) or a patch that does not apply.
 */
export function goldSteps(patch: string, read: (path: string) => string | null): ToolStep[] {
  const steps: ToolStep[] = [];
  for (const f of parseDiff(patch)) {
    const label = f.newPath ?? f.oldPath ?? '?';
    if (f.binary) throw new DiffError(`${label}: a binary change cannot be replayed through the edit tools`);
    if (!f.oldPath) {
      steps.push({ name: 'create_file', args: { path: label, content: f.hunks.flatMap((h) => h.newLines).join('') } });
      continue;
    }
    if (!f.newPath) {
      steps.push({ name: 'run_bash', args: { command: `rm -f -- ${shellQuote(f.oldPath)}` } });
      continue;
    }
    const original = read(f.oldPath);
    if (original === null) throw new DiffError(`${f.oldPath}: the gold patch changes a file that does not exist`);
    let cur = splitLines(original);
    const edits: ToolStep[] = [];
    let shift = 0;
    for (const hunk of f.hunks) {
      // A hunk that only adds (git diff -U0) counts its start as the line after which it inserts.
      const expected = hunk.oldStart - 1 + shift + (hunk.oldLines.length === 0 ? 1 : 0);
      const { step, after } = hunkStep(cur, hunk, expected, f.newPath);
      edits.push(step);
      shift += hunk.newLines.length - hunk.oldLines.length;
      cur = after;
    }
    if (f.oldPath === f.newPath) steps.push(...edits);
    else {
      // A rename: the new file whole, then the old one removed.
      steps.push({ name: 'create_file', args: { path: f.newPath, content: cur.join('') } });
      steps.push({ name: 'run_bash', args: { command: `rm -f -- ${shellQuote(f.oldPath)}` } });
    }
  }
  return steps;
}
