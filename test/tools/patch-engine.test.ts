import { describe, expect, test } from 'vitest';
import { applyEdits, type PatchResult } from '../../src/tools/patch-engine.js';

function ok(r: PatchResult) {
  if (!r.ok) throw new Error(`expected success, got ${r.kind}: ${r.message}`);
  return r;
}
function fail(r: PatchResult) {
  if (r.ok) throw new Error(`expected failure, got:\n${r.content}`);
  return r;
}
const one = (text: string, old_str: string, new_str: string) => applyEdits(text, [{ old_str, new_str }], { path: 'f' });

describe('exact tier', () => {
  test('replaces a unique exact anchor and reports the region with line numbers and a diff', () => {
    const r = ok(one('a\nb\nc\n', 'b\n', 'B1\nB2\n'));
    expect(r.content).toBe('a\nB1\nB2\nc\n');
    expect(r.applied).toEqual([{ tier: 'exact', startLine: 2, endLine: 3 }]);
    expect(r.report).toContain('exact match');
    expect(r.report).toContain('2| B1');
    expect(r.report).toContain('3| B2');
    expect(r.diff).toContain('-b\n+B1\n+B2');
    expect(r.report).toContain('-b');
  });

  test('a mid-line anchor works like str_replace', () => {
    expect(ok(one('x = foo(1) + 2\n', 'foo(1)', 'bar(1)')).content).toBe('x = bar(1) + 2\n');
  });

  test('an anchor found twice is refused with both line numbers', () => {
    const r = fail(one('x\nfoo()\ny\nfoo()\n', 'foo()', 'bar()'));
    expect(r.kind).toBe('ambiguous');
    expect(r.message).toContain('2 places');
    expect(r.message).toContain('line 2');
    expect(r.message).toContain('line 4');
  });

  test('an exact unique match wins even where a fuzzy tier would be ambiguous', () => {
    // "  foo()" also matches line 4 once indentation is ignored, but the exact match is unique.
    const r = ok(one('x\n  foo()\ny\n    foo()\n', '  foo()\ny', '  bar()\ny'));
    expect(r.content).toBe('x\n  bar()\ny\n    foo()\n');
    expect(r.applied[0].tier).toBe('exact');
  });

  test('empty anchors and no-op edits are refused', () => {
    expect(fail(one('a\n', '', 'b')).kind).toBe('empty-anchor');
    expect(fail(one('a\n', 'a', 'a')).kind).toBe('no-op');
  });
});

describe('line endings and BOM', () => {
  test('patch_file keeps CRLF endings when the anchor uses LF', () => {
    const r = ok(one('one\r\ntwo\r\nthree\r\n', 'two\nthree\n', 'TWO\nextra\nthree\n'));
    expect(r.content).toBe('one\r\nTWO\r\nextra\r\nthree\r\n');
    expect(r.applied[0].tier).toBe('line-endings');
  });

  test('a CRLF anchor is exact in a CRLF file and new lines get CRLF too', () => {
    const r = ok(one('one\r\ntwo\r\n', 'one\r\n', 'uno\nuno2\n'));
    expect(r.content).toBe('uno\r\nuno2\r\ntwo\r\n');
    expect(r.applied[0].tier).toBe('exact');
  });

  test('a BOM survives, and an anchor carrying a BOM still matches', () => {
    const text = '\uFEFFname = 1\nother = 2\n';
    expect(ok(one(text, 'name = 1', 'name = 3')).content).toBe('\uFEFFname = 3\nother = 2\n');
    expect(ok(one(text, '\uFEFFname = 1\n', 'name = 4\n')).content).toBe('\uFEFFname = 4\nother = 2\n');
  });

  test('mixed endings: each untouched line keeps its own ending', () => {
    const r = ok(one('a\r\nb\nc\r\nd\n', 'b\nc\n', 'B\nC\n'));
    expect(r.content.startsWith('a\r\n')).toBe(true);
    expect(r.content.endsWith('d\n')).toBe(true);
    expect(r.content.replace(/\r/g, '')).toBe('a\nB\nC\nd\n');
  });

  test('a file without a final newline keeps it that way', () => {
    expect(ok(one('a\nlast', 'last', 'LAST')).content).toBe('a\nLAST');
  });
});

describe('trailing whitespace tier', () => {
  test('trailing spaces in the anchor are ignored and not written into the file', () => {
    const file = 'def f():\n    x = 1\n    return x\n';
    const r = ok(one(file, '    x = 1  \n    return x \n', '    x = 2  \n    return x \n'));
    expect(r.content).toBe('def f():\n    x = 2\n    return x\n');
    expect(r.applied[0].tier).toBe('trailing-whitespace');
  });

  test('trailing spaces the file has on untouched lines are kept', () => {
    const file = 'a = 1   \nb = 2\n';
    const r = ok(one(file, 'a = 1\nb = 2\n', 'a = 1\nb = 3\n'));
    expect(r.content).toBe('a = 1   \nb = 3\n');
  });
});

describe('indentation tier', () => {
  test('tabs in the file, spaces in the anchor: new_str is re-indented with tabs', () => {
    const file = 'func f() {\n\tif x {\n\t\treturn 1\n\t}\n}\n';
    const r = ok(
      one(file, '    if x {\n        return 1\n    }\n', '    if x {\n        log()\n        return 2\n    }\n'),
    );
    expect(r.content).toBe('func f() {\n\tif x {\n\t\tlog()\n\t\treturn 2\n\t}\n}\n');
    expect(r.applied[0].tier).toBe('indentation');
    expect(r.report).toContain('re-indented');
  });

  test('spaces in the file, tabs in the anchor', () => {
    const file = 'class A:\n    def m(self):\n        return 1\n';
    const r = ok(
      one(file, '\tdef m(self):\n\t\treturn 1\n', '\tdef m(self):\n\t\tif self:\n\t\t\treturn 0\n\t\treturn 1\n'),
    );
    expect(r.content).toBe('class A:\n    def m(self):\n        if self:\n            return 0\n        return 1\n');
  });

  test('a block shifted by a constant (indentation drift) is re-indented to the file', () => {
    const file = 'class A:\n    def m(self):\n        a = 1\n        return a\n';
    const r = ok(one(file, 'def m(self):\n    a = 1\n    return a\n', 'def m(self):\n    a = 2\n    return a\n'));
    expect(r.content).toBe('class A:\n    def m(self):\n        a = 2\n        return a\n');
  });

  test('a different nesting is not the same code: no match', () => {
    // In the anchor `c()` sits outside the if; in the file it is inside.
    const file = 'if a:\n    b()\n    c()\n';
    const r = fail(one(file, 'if a:\n  b()\nc()\n', 'if a:\n  b()\nd()\n'));
    expect(r.kind).toBe('not-found');
  });

  test('an anchor that becomes ambiguous once indentation is ignored is refused', () => {
    const file = 'def a():\n    x = 1\n    return x\n\ndef b():\n        x = 1\n        return x\n';
    const r = fail(one(file, '  x = 1\n  return x\n', '  x = 2\n  return x\n'));
    expect(r.kind).toBe('ambiguous');
    expect(r.message).toContain('indentation');
    expect(r.message).toContain('lines 2-3');
    expect(r.message).toContain('lines 6-7');
  });

  test('an anchor ambiguous once trailing whitespace is ignored is refused', () => {
    const r = fail(one('x = 1  \ny\nx = 1 \n', 'x = 1   \n', 'x = 2\n'));
    expect(r.kind).toBe('ambiguous');
  });
});

describe('indentation tier: uniformly scaled or shifted anchors', () => {
  const py =
    'class Calc:\n    def divide(self, a, b):\n        if b == 0:\n            return None\n        return a / b\n\n    def other(self):\n        pass\n';

  test('a 2-space anchor matches a 4-space file and new_str is re-indented to 4-space steps', () => {
    const r = ok(
      one(
        py,
        '  def divide(self, a, b):\n    if b == 0:\n      return None\n    return a / b\n',
        '  def divide(self, a, b):\n    if b == 0:\n      raise ZeroDivisionError("b is zero")\n    return a / b\n',
      ),
    );
    expect(r.content).toBe(py.replace('            return None', '            raise ZeroDivisionError("b is zero")'));
    expect(r.applied[0].tier).toBe('indentation');
    expect(r.report).toContain('tier 4/5 indentation');
    expect(r.report).toContain('old_str used 2-space steps where the file uses 4');
  });

  test("new nesting written in the anchor's 2-space step lands on the file's 4-space step", () => {
    const r = ok(
      one(
        py,
        'def divide(self, a, b):\n  if b == 0:\n    return None\n',
        'def divide(self, a, b):\n  if b == 0:\n    if a == 0:\n      return 0\n    return None\n',
      ),
    );
    expect(r.content).toContain(
      '        if b == 0:\n            if a == 0:\n                return 0\n            return None\n',
    );
    expect(r.report).toContain('2-space steps where the file uses 4');
  });

  test('a 4-space anchor matches a 2-space file', () => {
    const js = 'function f(x) {\n  if (x) {\n    return 1;\n  }\n  return 0;\n}\n';
    const r = ok(
      one(
        js,
        '    if (x) {\n        return 1;\n    }\n',
        '    if (x) {\n        if (x > 9) {\n            return 9;\n        }\n        return 1;\n    }\n',
      ),
    );
    expect(r.content).toBe(
      'function f(x) {\n  if (x) {\n    if (x > 9) {\n      return 9;\n    }\n    return 1;\n  }\n  return 0;\n}\n',
    );
  });

  test('a block shifted by 3 columns is shifted back, and the report says by how much', () => {
    const r = ok(one(py, '       if b == 0:\n           return None\n', '       if b == 0:\n           return 0\n'));
    expect(r.content).toBe(py.replace('return None', 'return 0'));
    expect(r.report).toMatch(/shifted 1 column left/);
  });

  test('tabs where the file has spaces: the report names both', () => {
    const r = ok(one(py, '\tdef divide(self, a, b):\n\t\tif b == 0:\n', '\tdef divide(self, a, b):\n\t\tif not b:\n'));
    expect(r.content).toContain('        if not b:\n');
    expect(r.report).toContain('old_str used tabs where the file uses 4-space steps');
  });

  test("a one-level anchor whose new lines show a 2-space step gets the file's 4-space step", () => {
    const file = 'def f(x):\n    y = x\n    return y\n';
    // Six spaces where the file has four: not a literal substring, so the indentation tier reads it.
    const r = ok(one(file, '      y = x\n', '      if x:\n        y = x\n        if y:\n          y = 1\n'));
    expect(r.report).toContain("new_str's 2-space steps became the file's 4");
    expect(r.content).toBe('def f(x):\n    if x:\n        y = x\n        if y:\n            y = 1\n    return y\n');
  });

  test('a scaled anchor that fits two places is refused as ambiguous', () => {
    const file = 'def a():\n    if x:\n        return 1\n\ndef b():\n    if x:\n        return 1\n';
    const r = fail(one(file, 'if x:\n  return 1\n', 'if x:\n  return 2\n'));
    expect(r.kind).toBe('ambiguous');
    expect(r.message).toContain('lines 2-3');
    expect(r.message).toContain('lines 6-7');
  });

  test('a scale that does not hold for every line (different nesting) is not applied, and the answer says why', () => {
    // 0/2/4 in the anchor against 0/4/4 in the file: no single ratio, so the nesting is not the file's.
    const file = 'if a:\n    b()\n    c()\n';
    const r = fail(one(file, 'if a:\n  b()\n    c()\n', 'if a:\n  b()\n    d()\n'));
    expect(r.kind).toBe('not-found');
    expect(r.message).toContain('same text apart from whitespace');
    expect(r.message).not.toContain('100% similar');
  });

  test('a scaled anchor in a CRLF file with a BOM keeps both', () => {
    const file = `\uFEFF${py.replace(/\n/g, '\r\n')}`;
    const r = ok(one(file, '  def other(self):\n    pass\n', '  def other(self):\n    if self:\n      pass\n'));
    expect(r.content).toBe(
      `\uFEFF${py.replace('    def other(self):\n        pass\n', '    def other(self):\n        if self:\n            pass\n').replace(/\n/g, '\r\n')}`,
    );
  });
});

describe('unicode punctuation tier', () => {
  test('straightened quotes in the anchor match smart quotes; untouched smart quotes stay', () => {
    const file = 'msg = “Hello” – world\nother = ‘x’\n';
    const r = ok(one(file, 'msg = "Hello" - world\n', 'msg = "Hello, you" - world!\n'));
    expect(r.content).toBe('msg = “Hello, you” – world!\nother = ‘x’\n');
    expect(r.applied[0].tier).toBe('unicode-punctuation');
  });

  test('non-breaking spaces fold to spaces', () => {
    const file = 'price =\u00A0100\n';
    expect(ok(one(file, 'price = 100', 'price = 200')).content).toBe('price =\u00A0200\n');
  });

  test('an anchor ambiguous after quote folding is refused', () => {
    // Both lines fold to say("hi"); the single-quoted one does not.
    const r = fail(one("say(“hi”)\nsay('hi')\nsay(„hi“)\n", 'say("hi")\n', 'say("bye")\n'));
    expect(r.kind).toBe('ambiguous');
    expect(r.message).toContain('line 1');
    expect(r.message).toContain('line 3');
  });
});

describe('multi-edit', () => {
  const file = 'a = 1\nb = 2\nc = 3\nd = 4\n';
  /** `applyEdits` on `file` with these [old_str, new_str] pairs, in this order. */
  const edits = (...pairs: [string, string][]) =>
    applyEdits(
      file,
      pairs.map(([old_str, new_str]) => ({ old_str, new_str })),
    );

  test('all edits apply together, each reported with its lines', () => {
    const r = ok(edits(['d = 4', 'd = 40'], ['a = 1\n', 'a = 10\na2 = 11\n']));
    expect(r.content).toBe('a = 10\na2 = 11\nb = 2\nc = 3\nd = 40\n');
    expect(r.applied).toEqual([
      { tier: 'exact', startLine: 1, endLine: 2 },
      { tier: 'exact', startLine: 5, endLine: 5 },
    ]);
    expect(r.report).toContain('edit 1');
    expect(r.report).toContain('edit 2');
  });

  test('one bad anchor: nothing is applied and the bad one is named', () => {
    const r = fail(edits(['a = 1', 'a = 10'], ['zzz = 9', 'y']));
    expect(r.kind).toBe('not-found');
    expect(r.message).toContain('None of the 2 edits was applied');
    expect(r.message).toContain('edit 2');
  });

  test('anchors are judged against the original file, not after earlier edits', () => {
    // Edit 1 creates a second "b = 2"; edit 2's anchor is still unique in the original.
    const r = ok(edits(['a = 1', 'b = 2'], ['b = 2', 'b = 20']));
    expect(r.content).toBe('b = 2\nb = 20\nc = 3\nd = 4\n');
  });

  test('overlapping edits are refused', () => {
    const r = fail(edits(['a = 1\nb = 2', 'x'], ['b = 2\nc = 3', 'y']));
    expect(r.kind).toBe('overlap');
  });
});

describe('diagnostics when the anchor is missing', () => {
  test('names the closest region by line range with a diff against old_str', () => {
    const file = [
      'import os',
      '',
      'def load(path):',
      '    with open(path) as fh:',
      '        return fh.read()',
      '',
      'def other():',
      '    pass',
      '',
    ].join('\n');
    const r = fail(one(file, 'def load(path):\n    with open(path, "rb") as fh:\n        return fh.read()\n', 'x'));
    expect(r.kind).toBe('not-found');
    expect(r.message).toContain('lines 3-5');
    expect(r.message).toContain('-    with open(path, "rb") as fh:');
    expect(r.message).toContain('+    with open(path) as fh:');
  });

  test('says so when nothing resembles the anchor', () => {
    const r = fail(one('alpha\nbeta\n', 'completely different text here', 'x'));
    expect(r.message).toMatch(/Nothing in the file resembles it/);
  });
});

describe('bounds', () => {
  test('the report stays bounded for a huge replacement', () => {
    const big = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n');
    const r = ok(one('start\nend\n', 'start\n', `${big}\n`));
    expect(r.report.length).toBeLessThan(4500);
    expect(r.applied[0]).toEqual({ tier: 'exact', startLine: 1, endLine: 3000 });
  });
});
