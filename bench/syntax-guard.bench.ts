/**
 * bench/syntax-guard: what the syntax guard costs per edit, per language: the first edit (runtime + grammar load +
 * parse) and a warm edit (parse of the new text only, or both texts when the new one has errors).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import { checkSyntax } from '../src/tools/syntax-guard.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A real file where the machine has one; else a small valid unit repeated to a realistic size. */
const SAMPLES: Record<string, { file: string; text: () => string }> = {
  typescript: { file: 'a.ts', text: () => fs.readFileSync(path.join(ROOT, 'src/tools/patch-engine.ts'), 'utf8') },
  javascript: {
    file: 'a.js',
    text: () => fs.readFileSync(path.join(ROOT, 'node_modules/picomatch/lib/parse.js'), 'utf8'),
  },
  python: { file: 'a.py', text: () => fs.readFileSync('/usr/lib/python3.11/argparse.py', 'utf8') },
  json: { file: 'a.json', text: () => fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8') },
  yaml: {
    file: 'a.yaml',
    text: () =>
      'jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n'.repeat(
        60,
      ),
  },
  go: {
    file: 'a.go',
    text: () =>
      `package main\n${'func f%(a, b int) int {\n\tif a > b {\n\t\treturn a - b\n\t}\n\treturn b - a\n}\n'.repeat(120).replace(/%/g, () => String(Math.random()).slice(2, 8))}`,
  },
  rust: {
    file: 'a.rs',
    text: () => 'fn f(a: i32, b: i32) -> i32 {\n    if a > b { a - b } else { b - a }\n}\n'.repeat(150),
  },
  java: {
    file: 'A.java',
    text: () => `class A {\n${'  int f(int a, int b) {\n    return a > b ? a - b : b - a;\n  }\n'.repeat(150)}}\n`,
  },
  c: { file: 'a.c', text: () => 'int f(int a, int b) {\n  return a > b ? a - b : b - a;\n}\n'.repeat(150) },
  cpp: {
    file: 'a.cpp',
    text: () => '#include <vector>\nint f(std::vector<int> v) {\n  return v.at(0);\n}\n'.repeat(150),
  },
  ruby: { file: 'a.rb', text: () => 'def f(a, b)\n  a > b ? a - b : b - a\nend\n'.repeat(150) },
  bash: { file: 'a.sh', text: () => 'f() {\n  echo "$1" | tr a-z A-Z\n}\n'.repeat(150) },
  tsx: {
    file: 'a.tsx',
    text: () => 'export const A = (p: { n: number }) => <div className="a">{p.n}</div>;\n'.repeat(150),
  },
};

test('syntax-guard', async () => {
  console.log('language      size    first edit (load+parse)   warm edit   warm, edit with an error (2 parses)');
  for (const [lang, s] of Object.entries(SAMPLES)) {
    const before = s.text();
    // A harmless edit: an extra blank line in the middle; a harmful one: unclosed brackets on top (never in a string).
    const mid = before.indexOf('\n', Math.floor(before.length / 2)) + 1;
    const good = `${before.slice(0, mid)}\n${before.slice(mid)}`;
    const bad = `(((\n${before}`;
    let t = performance.now();
    const first = await checkSyntax(s.file, before, good);
    const firstMs = performance.now() - t;
    const runs = 20; // the wasm tiers up over the first runs; this is the average of the next ones
    for (let i = 0; i < 10; i++) await checkSyntax(s.file, before, good);
    t = performance.now();
    for (let i = 0; i < runs; i++) await checkSyntax(s.file, before, good);
    const warm = (performance.now() - t) / runs;
    t = performance.now();
    let refused = 0;
    for (let i = 0; i < runs; i++) if (!(await checkSyntax(s.file, before, bad)).ok) refused++;
    const warmBad = (performance.now() - t) / runs;
    console.log(
      `${lang.padEnd(12)} ${`${(before.length / 1024).toFixed(0)} KB`.padStart(6)}  ${`${firstMs.toFixed(0)} ms`.padStart(14)}` +
        `${`${warm.toFixed(1)} ms`.padStart(22)}${`${warmBad.toFixed(1)} ms`.padStart(12)}` +
        `  ${first.ok ? '' : '(good edit refused!)'}${refused === runs ? '' : ` (bad edit accepted ${runs - refused}/${runs})`}`,
    );
  }
});
