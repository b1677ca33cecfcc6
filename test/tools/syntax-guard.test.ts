import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { checkSyntax, grammarPath, languageFor, GRAMMAR_SOURCES } from '../../src/tools/syntax-guard.js';
import { aliasMissingImports } from '../../src/tools/wasm-imports.js';

interface Case {
  file: string;
  base: string;
  good: [string, string];
  bad: [string, string];
  /** A broken line placed at the start of the file, away from the edits. */
  brokenHead: string;
}

const CASES: Record<string, Case> = {
  python: {
    file: 'm.py',
    base: 'def add(a, b):\n    return a + b\n\n\nclass C:\n    def m(self):\n        return 1\n',
    good: ['return a + b', 'return (a + b) * 2'],
    bad: ['return a + b', 'return (a + b'],
    brokenHead: 'def broken(:\n    pass\n\n',
  },
  javascript: {
    file: 'm.js',
    base: 'export function add(a, b) {\n  return a + b;\n}\n\nconst x = [1, 2, 3].map((n) => n * 2);\n',
    good: ['return a + b;', 'return (a + b) * 2;'],
    bad: ['return a + b;', 'return (a + b;'],
    brokenHead: 'const = ;\n\n',
  },
  typescript: {
    file: 'm.ts',
    base: 'interface P { x: number }\nexport function f(p: P): number {\n  return p.x + 1;\n}\n',
    good: ['return p.x + 1;', 'return (p.x satisfies number) + 1;'],
    bad: ['return p.x + 1;', 'return p.x + ;'],
    brokenHead: 'let : number = ;\n\n',
  },
  tsx: {
    file: 'm.tsx',
    base: 'export const A = (p: { n: number }) => <div className="a">{p.n}</div>;\n',
    good: ['{p.n}', '{p.n + 1}'],
    bad: ['{p.n}', '{p.n'],
    brokenHead: 'let = ;\n\n',
  },
  json: {
    file: 'm.json',
    base: '{\n  "a": 1,\n  "b": [1, 2]\n}\n',
    good: ['"a": 1', '"a": 2'],
    bad: ['"a": 1,', '"a": 1,,'],
    brokenHead: '',
  },
  yaml: {
    file: 'm.yaml',
    base: 'a: 1\nlist:\n  - x\n  - y\nmap:\n  k: v\n',
    good: ['k: v', 'k: w'],
    bad: ['k: v', 'k: [v'],
    brokenHead: 'x: "unterminated\n',
  },
  go: {
    file: 'm.go',
    base: 'package main\n\nfunc add(a, b int) int {\n\treturn a + b\n}\n',
    good: ['return a + b', 'return (a + b) * 2'],
    bad: ['return a + b', 'return (a + b'],
    brokenHead: '',
  },
  rust: {
    file: 'm.rs',
    base: 'fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n',
    good: ['a + b', '(a + b) * 2'],
    bad: ['a + b', 'a + (b'],
    brokenHead: 'fn broken( {}\n\n',
  },
  java: {
    file: 'A.java',
    base: 'class A {\n  int add(int a, int b) {\n    return a + b;\n  }\n}\n',
    good: ['return a + b;', 'return (a + b) * 2;'],
    bad: ['return a + b;', 'return (a + b;'],
    brokenHead: 'class B { int = ; }\n\n',
  },
  c: {
    file: 'm.c',
    base: 'int add(int a, int b) {\n  return a + b;\n}\n',
    good: ['return a + b;', 'return (a + b) * 2;'],
    bad: ['return a + b;', 'return (a + b;'],
    brokenHead: 'int broken( {}\n\n',
  },
  cpp: {
    file: 'm.cpp',
    base: '#include <vector>\nint add(int a, int b) {\n  std::vector<int> v{a, b};\n  return v[0] + v[1];\n}\n',
    good: ['return v[0] + v[1];', 'return v.at(0) + v.at(1);'],
    bad: ['return v[0] + v[1];', 'return v[0 + v[1];'],
    brokenHead: 'int broken( {}\n\n',
  },
  ruby: {
    file: 'm.rb',
    base: 'def add(a, b)\n  a + b\nend\n\nputs add(1, 2)\n',
    good: ['a + b', '(a + b) * 2'],
    bad: ['a + b', '(a + b'],
    brokenHead: 'x = [1, 2\n\n',
  },
  bash: {
    file: 'm.sh',
    base: '#!/bin/bash\nadd() {\n  echo $(( $1 + $2 ))\n}\nadd 1 2\n',
    good: ['echo $(( $1 + $2 ))', 'echo "$(( $1 + $2 ))"'],
    bad: ['echo $(( $1 + $2 ))', 'echo $(( $1 + $2 )'],
    brokenHead: '',
  },
};

const replaceOnce = (text: string, [from, to]: [string, string]) => {
  expect(text.split(from).length - 1).toBe(1);
  return text.replace(from, to);
};

describe('syntax guard, per language', () => {
  for (const [lang, c] of Object.entries(CASES)) {
    test(`${lang}: the base file parses clean and a good edit is accepted`, async () => {
      expect(languageFor(c.file)).toBe(lang);
      expect(await checkSyntax(c.file, null, c.base)).toEqual({ ok: true, language: lang });
      expect(await checkSyntax(c.file, c.base, replaceOnce(c.base, c.good))).toEqual({ ok: true, language: lang });
    });

    test(`${lang}: a breaking edit is rejected with its location`, async () => {
      const after = replaceOnce(c.base, c.bad);
      const r = await checkSyntax(c.file, c.base, after);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.language).toBe(lang);
      const badLine = after.split('\n').findIndex((l) => l.includes(c.bad[1].split('\n')[0])) + 1;
      expect(r.message).toMatch(/line \d+, column \d+/);
      // The reported context shows the line the edit broke.
      expect(r.message).toContain(`${badLine}| `);
    });

    test(`${lang}: an already-broken file is judged on new errors only`, async () => {
      const brokenBase =
        lang === 'json' || lang === 'go' || lang === 'bash' ? brokenTail(lang, c.base) : c.brokenHead + c.base;
      const before = await checkSyntax(c.file, null, brokenBase);
      expect(before.ok).toBe(false); // the fixture really is broken
      expect(await checkSyntax(c.file, brokenBase, replaceOnce(brokenBase, c.good))).toMatchObject({ ok: true });
      const r = await checkSyntax(c.file, brokenBase, replaceOnce(brokenBase, c.bad));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toContain('already had');
    });
  }
});

/** Broken stretches for languages where a broken head would swallow the whole file. */
function brokenTail(lang: string, base: string): string {
  if (lang === 'json') return `${base}]\n`;
  if (lang === 'go') return `${base}\nfunc broken( {\n}\n`;
  return `${base}\nif [ x ]; then echo\n`; // bash: missing fi
}

describe('syntax guard, general behaviour', () => {
  test('unknown extensions pass without parsing', async () => {
    expect(await checkSyntax('notes.txt', 'a', 'b {{{')).toEqual({ ok: true });
    expect(await checkSyntax('Makefile', 'a', 'b {{{')).toEqual({ ok: true });
  });

  test('extensionless scripts are recognised by their shebang', () => {
    expect(languageFor('bin/run', '#!/usr/bin/env bash\necho hi\n')).toBe('bash');
    expect(languageFor('bin/tool', '#!/usr/bin/env python3\nprint(1)\n')).toBe('python');
    expect(languageFor('bin/plain', 'hello\n')).toBeUndefined();
  });

  test('a new file (no before text) is rejected on any parse error', async () => {
    const r = await checkSyntax('new.py', null, 'def f(:\n  pass\n');
    expect(r.ok).toBe(false);
  });

  test('CRLF and BOM files parse like their LF twins', async () => {
    const text = '\uFEFFdef f():\r\n    return 1\r\n';
    expect(await checkSyntax('w.py', null, text)).toEqual({ ok: true, language: 'python' });
    expect((await checkSyntax('w.py', text, text.replace('return 1', 'return (1'))).ok).toBe(false);
  });

  test('modern syntax the old grammars rejected is accepted', async () => {
    const ts = 'class C { accessor y = 1 }\nfunction f<const T>(x: T) { using r = g(); return x; }\n';
    expect(await checkSyntax('m.ts', null, ts)).toMatchObject({ ok: true });
    const rs = 'fn f() { let Some(x) = y else { return }; let s = async || 1; }\n';
    expect(await checkSyntax('m.rs', null, rs)).toMatchObject({ ok: true });
    const py = 'type X = int\nmatch x:\n    case 1:\n        pass\ndef f[T](a: T) -> T: return a\n';
    expect(await checkSyntax('m.py', null, py)).toMatchObject({ ok: true });
  });

  test('JSON with comments (tsconfig style) is not refused for its comments', async () => {
    const before = '{\n  // compiler options\n  "a": 1\n}\n';
    expect(await checkSyntax('tsconfig.json', before, before.replace('"a": 1', '"a": 2'))).toMatchObject({ ok: true });
  });
});

describe('grammar files', () => {
  test('every grammar and the runtime are found from source (node_modules)', () => {
    for (const lang of ['runtime', ...Object.keys(GRAMMAR_SOURCES)]) {
      const p = grammarPath(lang);
      expect(p, lang).toBeDefined();
      expect(fs.existsSync(p!)).toBe(true);
    }
  });

  test('copy-grammars fills a flat folder that AGENT_FIX_GRAMMARS_DIR points the guard at', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'grammars-'));
    try {
      execFileSync(process.execPath, ['scripts/copy-grammars.mjs', out], { stdio: 'pipe' });
      const files = fs.readdirSync(out).sort();
      expect(files).toContain('tree-sitter.wasm');
      for (const src of Object.values(GRAMMAR_SOURCES)) expect(files).toContain(path.basename(src.file));
      const saved = process.env.AGENT_FIX_GRAMMARS_DIR;
      process.env.AGENT_FIX_GRAMMARS_DIR = out;
      try {
        expect(grammarPath('python')).toBe(path.join(out, 'tree-sitter-python.wasm'));
        expect(grammarPath('runtime')).toBe(path.join(out, 'tree-sitter.wasm'));
      } finally {
        if (saved === undefined) delete process.env.AGENT_FIX_GRAMMARS_DIR;
        else process.env.AGENT_FIX_GRAMMARS_DIR = saved;
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('grammars link against the runtime', () => {
  const CASE = '#!/bin/bash\ncase "$1" in\n  a) echo one ;;\n  *) echo other ;;\nesac\n';

  test('bash: an edit inside case … esac is judged (the scanner calls isalpha), good accepted and bad refused', async () => {
    expect(await checkSyntax('run.sh', null, CASE)).toEqual({ ok: true, language: 'bash' });
    expect(await checkSyntax('run.sh', CASE, CASE.replace('echo one', 'echo uno'))).toEqual({
      ok: true,
      language: 'bash',
    });
    const r = await checkSyntax('run.sh', CASE, CASE.replace('esac\n', ''));
    expect(r).toMatchObject({ ok: false, language: 'bash' });
    if (!r.ok) expect(r.message).toContain('missing `esac`');
  });

  test('every function a grammar imports is exported by the runtime, once aliased (only abort paths may stay unlinked)', () => {
    const runtime = new WebAssembly.Module(fs.readFileSync(grammarPath('runtime')!));
    const exported = new Set(WebAssembly.Module.exports(runtime).map((e) => e.name));
    // Called only when the grammar's own assertion fails; the guard then reports the edit's check as failed.
    const abortOnly = new Set(['__assert_fail', 'abort']);
    for (const lang of Object.keys(GRAMMAR_SOURCES)) {
      const grammar = new WebAssembly.Module(aliasMissingImports(fs.readFileSync(grammarPath(lang)!)));
      const missing = WebAssembly.Module.imports(grammar)
        .filter((i) => i.kind === 'function' && !exported.has(i.name) && !abortOnly.has(i.name))
        .map((i) => i.name);
      expect(missing, lang).toEqual([]);
    }
  });

  test('aliasing leaves a grammar that needs none byte for byte the same', () => {
    const bytes = fs.readFileSync(grammarPath('python')!);
    expect(aliasMissingImports(bytes)).toBe(bytes);
  });
});
