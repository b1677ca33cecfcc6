import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { diffSequences, unifiedDiff } from '../../src/tools/diff.js';

/** Applies a diff with real `git apply` in a temp repo and returns the result: the diff must be a valid patch. */
function gitApply(before: string, diff: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-'));
  try {
    execFileSync('git', ['init', '-q'], { cwd: dir });
    fs.writeFileSync(path.join(dir, 'f.txt'), before);
    fs.writeFileSync(path.join(dir, 'p.diff'), diff);
    execFileSync('git', ['apply', '--whitespace=nowarn', 'p.diff'], { cwd: dir, stdio: 'pipe' });
    return fs.readFileSync(path.join(dir, 'f.txt'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A small deterministic generator so the random cases are the same every run. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

describe('unifiedDiff', () => {
  test('equal texts give an empty diff', () => {
    expect(unifiedDiff('f.txt', 'a\nb\n', 'a\nb\n')).toBe('');
  });

  test('one changed line gives one hunk with three lines of context', () => {
    const before = 'l1\nl2\nl3\nl4\nl5\nl6\nl7\n';
    const after = before.replace('l4', 'L4');
    expect(unifiedDiff('f.txt', before, after)).toBe(
      '--- a/f.txt\n+++ b/f.txt\n@@ -1,7 +1,7 @@\n l1\n l2\n l3\n-l4\n+L4\n l5\n l6\n l7\n',
    );
  });

  test('distant changes give separate hunks; near ones merge', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
    const after = [...lines];
    after[2] = 'changed 3';
    after[25] = 'changed 26';
    const d = unifiedDiff('f.txt', `${lines.join('\n')}\n`, `${after.join('\n')}\n`);
    expect(d.match(/^@@/gm)).toHaveLength(2);
    after[8] = 'changed 9'; // 6 equal lines between 3 and 9: within 2×context, one hunk
    const d2 = unifiedDiff('f.txt', `${lines.join('\n')}\n`, `${after.join('\n')}\n`);
    expect(d2.match(/^@@/gm)).toHaveLength(2);
    expect(d2).toContain('@@ -1,12 +1,12 @@');
  });

  test('marks a missing final newline', () => {
    const d = unifiedDiff('f.txt', 'a\nb\n', 'a\nb');
    expect(d).toContain('-b\n+b\n\\ No newline at end of file');
  });

  test('insertions into and deletions from empty files', () => {
    expect(gitApply('', unifiedDiff('f.txt', '', 'x\ny\n'))).toBe('x\ny\n');
    expect(unifiedDiff('f.txt', 'x\n', '')).toContain('@@ -1 +0,0 @@');
  });

  test('random edits: git apply of our diff rebuilds the after text', () => {
    const rand = rng(42);
    for (let round = 0; round < 25; round++) {
      const before = Array.from({ length: 5 + Math.floor(rand() * 40) }, () => `v${Math.floor(rand() * 8)}`);
      const after = [...before];
      const edits = 1 + Math.floor(rand() * 6);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(rand() * (after.length + 1));
        const kind = rand();
        if (kind < 0.33) after.splice(at, 1);
        else if (kind < 0.66) after.splice(at, 0, `new${e}`);
        else after[Math.min(at, after.length - 1)] = `chg${e}`;
      }
      const a = `${before.join('\n')}\n`;
      const b = `${after.join('\n')}\n`;
      const d = unifiedDiff('f.txt', a, b);
      if (a === b) expect(d).toBe('');
      else expect(gitApply(a, d)).toBe(b);
    }
  });

  test('huge inputs fall back to a coarse but valid diff', () => {
    const rand = rng(7);
    const a = Array.from({ length: 20_000 }, () => `x${Math.floor(rand() * 1e6)}`);
    const b = Array.from({ length: 20_000 }, () => `y${Math.floor(rand() * 1e6)}`);
    const ops = diffSequences(a, b, 1_000_000);
    expect(ops.filter((o) => o.op === 'del')).toHaveLength(20_000);
    expect(ops.filter((o) => o.op === 'ins')).toHaveLength(20_000);
    const d = unifiedDiff('f.txt', `${a.join('\n')}\n`, `${b.join('\n')}\n`);
    expect(gitApply(`${a.join('\n')}\n`, d)).toBe(`${b.join('\n')}\n`);
  });

  test('diffSequences finds a minimal script', () => {
    const ops = diffSequences([...'ABCABBA'], [...'CBABAC']);
    expect(ops.filter((o) => o.op !== 'eq')).toHaveLength(5); // the classic Myers example: D = 5
  });
});
