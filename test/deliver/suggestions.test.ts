import { describe, expect, test } from 'vitest';
import { parseHunks, rightRanges, suggestionsFor } from '../../src/deliver/suggestions.js';

const CHANGE = [
  'diff --git a/src/calc.js b/src/calc.js',
  'index 1111111..2222222 100644',
  '--- a/src/calc.js',
  '+++ b/src/calc.js',
  '@@ -3,2 +3,2 @@ export function tax(income, rate = 0.2) {',
  '-  return 1;',
  '-  return 2;',
  '+  return income * rate;',
  '+  // done',
  '@@ -10,0 +11,1 @@ x',
  '+  added();',
  '@@ -40 +41 @@',
  '-  far away',
  '+  still far away',
  'diff --git a/new.js b/new.js',
  'new file mode 100644',
  'index 0000000..3333333',
  '--- /dev/null',
  '+++ b/new.js',
  '@@ -0,0 +1 @@',
  '+x',
  '',
].join('\n');

// The PR's own diff: one hunk covering head lines 1-12 of src/calc.js.
const PR_FILES = [{ path: 'src/calc.js', patch: '@@ -1,10 +1,12 @@\n a\n+b\n+c\n d' }];

describe('suggested changes for a fork PR', () => {
  test('zero-context hunks are read with their head-side lines; new files count as whole', () => {
    const { hunks, wholeFiles } = parseHunks(CHANGE);
    expect(hunks.map((h) => [h.path, h.oldStart, h.oldCount, h.added])).toEqual([
      ['src/calc.js', 3, 2, ['  return income * rate;', '  // done']],
      ['src/calc.js', 10, 0, ['  added();']],
      ['src/calc.js', 40, 1, ['  still far away']],
    ]);
    expect(wholeFiles).toEqual(['new.js']);
    expect(rightRanges('@@ -1,3 +1,4 @@ x\n@@ -20 +21,0 @@\n@@ -30,2 +31 @@')).toEqual([
      [1, 4],
      [31, 31],
    ]);
  });

  test('hunks inside the PR diff become RIGHT-side suggestions (multi-line with start_line); others stay for the patch', () => {
    const { hunks } = parseHunks(CHANGE);
    const { comments, outside } = suggestionsFor(hunks, PR_FILES, (_p, n) => (n === 10 ? '  ten();' : undefined));
    expect(comments).toEqual([
      {
        path: 'src/calc.js',
        body: '```suggestion\n  return income * rate;\n  // done\n```',
        line: 4,
        side: 'RIGHT',
        start_line: 3,
        start_side: 'RIGHT',
      },
      { path: 'src/calc.js', body: '```suggestion\n  ten();\n  added();\n```', line: 10, side: 'RIGHT' },
    ]);
    expect(outside.map((h) => h.oldStart)).toEqual([40]);
  });

  test('a suggestion fence is longer than any backtick run in its lines; a missing final newline is not suggested', () => {
    const patch = '--- a/r.md\n+++ b/r.md\n@@ -2 +2 @@\n-a\n+```js\n\\ No newline at end of file\n';
    const { hunks } = parseHunks(`diff --git a/r.md b/r.md\n${patch}`);
    expect(suggestionsFor(hunks, [{ path: 'r.md', patch: '@@ -1,3 +1,3 @@' }], () => 'x').outside).toHaveLength(1);
    const fenced = parseHunks('diff --git a/r.md b/r.md\n@@ -2 +2 @@\n-a\n+```js\n');
    const { comments } = suggestionsFor(fenced.hunks, [{ path: 'r.md', patch: '@@ -1,3 +1,3 @@' }], () => 'x');
    expect(comments[0]!.body).toBe('````suggestion\n```js\n````');
  });
});
