/**
 * bench/edits: does tiered matching apply more of the intended edits at the first try than exact-only matching, and
 * does it ever apply an edit wrongly? The corpus is real: hunks from this repository's git history, the bench tasks'
 * reference patches, and edits made on real source files on this machine (node_modules JS/TS, the Python stdlib),
 * each replayed clean and with the noise models really produce.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import { applyEdits } from '../src/tools/patch-engine.js';
import { diffSequences } from '../src/tools/diff.js';
import { git } from '../src/workspace/git.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Case {
  source: 'history' | 'tasks' | 'synthetic';
  where: string;
  file: string;
  old_str: string;
  new_str: string;
  intended: string;
}

function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

const count = (hay: string, needle: string) => {
  let n = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) n++;
  return n;
};

function lineOffsets(text: string): number[] {
  const offs = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') offs.push(i + 1);
  return offs;
}

/** Turns a block of replaced lines into a unique old_str/new_str pair, adding context lines as a model would. */
function caseFromBlock(
  text: string,
  a0: number,
  a1: number,
  inserted: string[],
  src: Case['source'],
  where: string,
): Case | undefined {
  const lines = text.split('\n');
  const offs = lineOffsets(text);
  const nLines = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const off = (l: number) => (l >= offs.length ? text.length : offs[l]);
  for (let ctx = a1 > a0 ? 0 : 1; ctx <= 5; ctx++) {
    const s = Math.max(0, a0 - ctx);
    const e = Math.min(nLines, a1 + ctx);
    if (e - s > 60 || e === s) continue;
    const old_str = text.slice(off(s), off(e));
    if (!old_str.trim() || count(text, old_str) !== 1) continue;
    const before = lines.slice(s, a0);
    const after = lines.slice(a1, e);
    const body = [...before, ...inserted, ...after];
    const endsNl = old_str.endsWith('\n');
    const new_str = body.length ? body.join('\n') + (endsNl ? '\n' : '') : '';
    if (new_str === old_str) return undefined;
    const intended = text.slice(0, off(s)) + new_str + text.slice(off(e));
    return { source: src, where, file: text, old_str, new_str, intended };
  }
  return undefined;
}

async function historyCases(repo: string, max: number): Promise<Case[]> {
  const out: Case[] = [];
  let commits: string[];
  try {
    commits = (await git(repo, ['log', '--no-merges', '--format=%H'])).split('\n').filter(Boolean);
  } catch {
    return out;
  }
  for (const c of commits) {
    let changed: string;
    try {
      changed = await git(repo, ['diff-tree', '--no-commit-id', '-r', '--name-status', `${c}^`, c]);
    } catch {
      continue; // root commit
    }
    for (const row of changed.split('\n')) {
      const [status, file] = row.split('\t');
      if (status !== 'M' || !file || /\.(json|lock|wasm|png)$/.test(file) || file.startsWith('dist/')) continue;
      const before = await git(repo, ['show', `${c}^:${file}`]);
      const after = await git(repo, ['show', `${c}:${file}`]);
      if (before.length > 300_000 || before.includes('\u0000')) continue;
      const A = before.split('\n');
      const B = after.split('\n');
      const ops = diffSequences(A, B);
      for (let i = 0; i < ops.length;) {
        if (ops[i].op === 'eq') {
          i++;
          continue;
        }
        const a0 = ops[i].op === 'del' ? ops[i].a : ops[i].a;
        const ins: string[] = [];
        let a1 = a0;
        while (i < ops.length && ops[i].op !== 'eq') {
          if (ops[i].op === 'del') a1 = ops[i].a + 1;
          else ins.push(B[ops[i].b]);
          i++;
        }
        const k = caseFromBlock(before, a0, a1, ins, 'history', `${c.slice(0, 7)}:${file}`);
        if (k) out.push(k);
        if (out.length >= max) return out;
      }
    }
  }
  return out;
}

function taskCases(): Case[] {
  const out: Case[] = [];
  const dir = path.join(ROOT, 'bench/tasks');
  if (!fs.existsSync(dir)) return out;
  for (const task of fs.readdirSync(dir).sort()) {
    const sol = path.join(dir, task, 'solution.json');
    if (!fs.existsSync(sol)) continue;
    const current = new Map<string, string>();
    for (const call of JSON.parse(fs.readFileSync(sol, 'utf8')) as Array<{
      tool: string;
      args: Record<string, unknown>;
    }>) {
      if (call.tool !== 'patch_file') continue;
      const p = String(call.args.path);
      const abs = path.join(dir, task, 'repo', p);
      if (!current.has(p)) {
        if (!fs.existsSync(abs)) continue;
        current.set(p, fs.readFileSync(abs, 'utf8'));
      }
      const edits = (call.args.edits as Array<{ old_str: string; new_str: string }>) ?? [
        { old_str: String(call.args.old_str), new_str: String(call.args.new_str ?? '') },
      ];
      for (const e of edits) {
        const text = current.get(p)!;
        if (count(text, e.old_str) !== 1) continue;
        const intended = text.replace(e.old_str, () => e.new_str);
        out.push({
          source: 'tasks',
          where: `${task}:${p}`,
          file: text,
          old_str: e.old_str,
          new_str: e.new_str,
          intended,
        });
        current.set(p, intended);
      }
    }
  }
  return out;
}

function listFiles(dir: string, exts: RegExp, maxSize: number, out: string[] = [], depth = 0): string[] {
  if (depth > 8 || !fs.existsSync(dir)) return out;
  for (const ent of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, ent.name);
    if (ent.isDirectory()) listFiles(p, exts, maxSize, out, depth + 1);
    else if (ent.isFile() && exts.test(ent.name) && !ent.name.includes('.min.')) {
      const size = fs.statSync(p).size;
      if (size > 1500 && size < maxSize) out.push(p);
    }
  }
  return out;
}

const SMART = /[\u2018\u2019\u201C\u201D\u2013\u2014\u00A0]/;

/** Realistic single edits on real functions: change a token, insert a line, delete a line, re-indent a line. */
function syntheticCases(files: string[], perFile: number, seed: number, wantSmart: boolean): Case[] {
  const rand = rng(seed);
  const out: Case[] = [];
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    if (text.includes('\r') || text.includes('\u0000')) continue;
    const lines = text.split('\n');
    const nLines = text.endsWith('\n') ? lines.length - 1 : lines.length;
    const py = f.endsWith('.py');
    let made = 0;
    for (let attempt = 0; attempt < perFile * 6 && made < perFile; attempt++) {
      let start = Math.floor(rand() * nLines);
      if (wantSmart) {
        const smartLines = lines.map((l, i) => (SMART.test(l) ? i : -1)).filter((i) => i >= 0);
        if (smartLines.length === 0) break;
        start = Math.max(0, smartLines[Math.floor(rand() * smartLines.length)] - Math.floor(rand() * 3));
      }
      const len = 2 + Math.floor(rand() * 7);
      const end = Math.min(nLines, start + len);
      if (end - start < 2 || lines.slice(start, end).every((l) => !l.trim())) continue;
      const target = start + Math.floor(rand() * (end - start));
      const tl = lines[target];
      if (!tl.trim()) continue;
      const indent = /^[ \t]*/.exec(tl)![0];
      const kind = rand();
      let a0 = target;
      let a1 = target + 1;
      let ins: string[];
      if (kind < 0.45) {
        const m = /[A-Za-z_][A-Za-z0-9_]{2,}/.exec(tl.slice(indent.length));
        if (!m) continue;
        const at = indent.length + m.index + m[0].length;
        ins = [`${tl.slice(0, at)}Next${tl.slice(at)}`];
      } else if (kind < 0.7) {
        ins = [tl, `${indent}${py ? '#' : '//'} checked: ${Math.floor(rand() * 1000)}`];
      } else if (kind < 0.85) {
        ins = [];
      } else {
        ins = [`${indent.includes('\t') ? '\t' : '  '}${tl}`];
      }
      // Context around the changed line, as a model would copy it from read_file.
      const before = lines.slice(start, a0);
      const after = lines.slice(a1, end);
      a0 = start;
      a1 = end;
      const k = caseFromBlock(text, a0, a1, [...before, ...ins, ...after], 'synthetic', path.relative(ROOT, f));
      if (!k) continue;
      if (wantSmart && !SMART.test(k.old_str)) continue;
      out.push(k);
      made++;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Noise models: what a model's anchor looks like when it is not a byte-exact copy.

type Noise = (c: Case, rand: () => number) => Case | undefined;

const mapLines = (s: string, fn: (l: string, i: number) => string) => s.split('\n').map(fn).join('\n');
const toCrlf = (s: string) => s.replace(/\r?\n/g, '\r\n');
const fold = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00A0/g, ' ');

function commonIndent(s: string): string {
  let common: string | undefined;
  for (const l of s.split('\n')) {
    if (!l.trim()) continue;
    const ind = /^[ \t]*/.exec(l)![0];
    if (common === undefined) common = ind;
    else {
      let i = 0;
      while (i < common.length && i < ind.length && common[i] === ind[i]) i++;
      common = common.slice(0, i);
    }
  }
  return common ?? '';
}

const NOISES: Record<string, Noise> = {
  clean: (c) => c,
  'trailing-spaces': (c, rand) => {
    const pad = (l: string) => (l && rand() < 0.5 ? `${l}${rand() < 0.5 ? ' ' : '  '}` : l);
    const old_str = mapLines(c.old_str, pad);
    return old_str === c.old_str ? undefined : { ...c, old_str, new_str: mapLines(c.new_str, pad) };
  },
  'indent-drift': (c) => {
    const ci = commonIndent(c.old_str);
    const strip = (l: string) => (l.startsWith(ci) ? l.slice(ci.length) : l.trimStart());
    if (ci) return { ...c, old_str: mapLines(c.old_str, strip), new_str: mapLines(c.new_str, strip) };
    const add = (l: string) => (l.trim() ? `  ${l}` : l);
    return { ...c, old_str: mapLines(c.old_str, add), new_str: mapLines(c.new_str, add) };
  },
  'tabs-vs-spaces': (c) => {
    const hasTabs = /^\t/m.test(c.old_str);
    const hasSpaces = /^ {2,}\S/m.test(c.old_str);
    if (!hasTabs && !hasSpaces) return undefined;
    // A model re-expresses the file's own step: tabs become 4 spaces, each step of spaces becomes a tab.
    let unit = 0;
    const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
    for (const m of c.old_str.matchAll(/^( +)\S/gm)) unit = g(m[1].length, unit);
    if (!hasTabs && unit < 2) return undefined;
    const conv = hasTabs
      ? (l: string) => l.replace(/^\t+/, (t) => '    '.repeat(t.length))
      : (l: string) => l.replace(/^ +/, (sp) => (sp.length % unit === 0 ? '\t'.repeat(sp.length / unit) : sp));
    const old_str = mapLines(c.old_str, conv);
    return old_str === c.old_str ? undefined : { ...c, old_str, new_str: mapLines(c.new_str, conv) };
  },
  'indent-rescale': (c) => {
    // A model writes the block in its habitual step: 2 spaces where the file uses 4, or 4 where it uses 2.
    if (/^\t/m.test(c.old_str) || /^\t/m.test(c.new_str)) return undefined;
    let unit = 0;
    const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
    for (const m of `${c.old_str}\n${c.new_str}`.matchAll(/^( +)\S/gm)) unit = g(m[1].length, unit);
    if (unit !== 2 && unit !== 4) return undefined;
    const to = unit === 4 ? 2 : 4;
    const conv = (l: string) => l.replace(/^ +(?=\S)/, (sp) => ' '.repeat((sp.length / unit) * to));
    const old_str = mapLines(c.old_str, conv);
    return old_str === c.old_str ? undefined : { ...c, old_str, new_str: mapLines(c.new_str, conv) };
  },
  'lf-anchor-in-crlf-file': (c) => ({ ...c, file: toCrlf(c.file), intended: toCrlf(c.intended) }),
  'straightened-quotes': (c) => {
    const old_str = fold(c.old_str);
    return old_str === c.old_str ? undefined : { ...c, old_str, new_str: fold(c.new_str) };
  },
  'crlf+trailing+drift': (c, rand) => {
    const a = NOISES['trailing-spaces'](c, rand) ?? c;
    const b = NOISES['indent-drift'](a, rand) ?? a;
    return NOISES['lf-anchor-in-crlf-file'](b, rand);
  },
};

/** Tiers that replace the anchor literally (str_replace semantics), so a noised anchor that still matches is taken as written. */
const LITERAL = new Set(['exact', 'line-endings']);

function exactOnly(c: Case): string | undefined {
  if (count(c.file, c.old_str) !== 1) return undefined;
  const at = c.file.indexOf(c.old_str);
  return c.file.slice(0, at) + c.new_str + c.file.slice(at + c.old_str.length);
}

test('edits', async () => {
  const history = await historyCases(ROOT, 400);
  const tasks = taskCases();
  const jsFiles = listFiles(path.join(ROOT, 'node_modules'), /\.(js|mjs|cjs|ts)$/, 80_000);
  const pyFiles = listFiles('/usr/lib/python3.11', /\.py$/, 120_000).filter((f) => !f.includes('/test'));
  const pick = (list: string[], n: number) =>
    list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  const smartFiles = jsFiles.filter((f) => SMART.test(fs.readFileSync(f, 'utf8'))).slice(0, 400);
  const synthetic = [
    ...syntheticCases(pick(jsFiles, 120), 2, 1, false),
    ...syntheticCases(pick(pyFiles, 60), 3, 2, false),
    ...syntheticCases(pick(smartFiles, 60), 2, 3, true),
  ];
  const corpus = [...history, ...tasks, ...synthetic];
  console.log(
    `corpus: ${corpus.length} edits (history ${history.length}, bench tasks ${tasks.length}, synthetic on real files ${synthetic.length}: ` +
      `${pick(jsFiles, 120).length} JS/TS + ${pick(pyFiles, 60).length} Python + ${pick(smartFiles, 60).length} with smart punctuation)`,
  );

  const rows: string[] = [];
  const wrongs: string[] = [];
  const tot = {
    n: 0,
    exactOk: 0,
    exactWrong: 0,
    tierOk: 0,
    tierWrong: 0,
    exactTierWrong: 0,
    ambiguous: 0,
    notFound: 0,
  };
  const byTier: Record<string, number> = {};
  const t0 = performance.now();
  for (const [name, noise] of Object.entries(NOISES)) {
    const rand = rng(99);
    const s = {
      n: 0,
      exactOk: 0,
      exactWrong: 0,
      tierOk: 0,
      tierWrong: 0,
      exactTierWrong: 0,
      ambiguous: 0,
      notFound: 0,
    };
    for (const base of corpus) {
      const c = noise(base, rand);
      if (!c) continue;
      s.n++;
      const ex = exactOnly(c);
      if (ex !== undefined) {
        if (ex === c.intended) s.exactOk++;
        else s.exactWrong++;
      }
      const r = applyEdits(c.file, [{ old_str: c.old_str, new_str: c.new_str }]);
      if (r.ok) {
        byTier[r.applied[0].tier] = (byTier[r.applied[0].tier] ?? 0) + 1;
        if (r.content === c.intended) s.tierOk++;
        else {
          s.tierWrong++;
          if (LITERAL.has(r.applied[0].tier)) s.exactTierWrong++;
          if (wrongs.length < 12 && !LITERAL.has(r.applied[0].tier))
            wrongs.push(`[${name}] ${c.where} (${r.applied[0].tier})\n${firstDifference(c.intended, r.content)}`);
        }
      } else if (r.kind === 'ambiguous') s.ambiguous++;
      else s.notFound++;
    }
    for (const k of Object.keys(tot) as Array<keyof typeof tot>) tot[k] += s[k];
    rows.push(row(name, s));
  }
  const ms = performance.now() - t0;
  console.log(`\nnoise model              cases  exact-only ok  wrong | tiered ok  wrong  ambiguous  not-found`);
  for (const r of rows) console.log(r);
  console.log(row('ALL', tot));
  console.log(`\napplied by tier: ${JSON.stringify(byTier)}`);
  console.log(`engine time: ${(ms / tot.n).toFixed(2)} ms per edit (${tot.n} edits, ${(ms / 1000).toFixed(1)} s)`);
  console.log(
    `WRONG applications: exact-only ${tot.exactWrong}, tiered ${tot.tierWrong} ` +
      `(${tot.exactTierWrong} at the literal tiers, exact and line-endings: the noised anchor was still a unique literal match, as for exact-only; ` +
      `${tot.tierWrong - tot.exactTierWrong} from fuzzy tiers)`,
  );
  for (const w of wrongs) console.log(`\n${w}`);
});

function row(
  name: string,
  s: {
    n: number;
    exactOk: number;
    exactWrong: number;
    tierOk: number;
    tierWrong: number;
    exactTierWrong: number;
    ambiguous: number;
    notFound: number;
  },
) {
  const pct = (x: number) => `${((100 * x) / Math.max(1, s.n)).toFixed(1)}%`.padStart(6);
  return (
    `${name.padEnd(24)} ${String(s.n).padStart(5)}  ${pct(s.exactOk).padStart(13)}  ${String(s.exactWrong).padStart(5)} | ` +
    `${pct(s.tierOk).padStart(9)}  ${String(s.tierWrong).padStart(5)}  ${String(s.ambiguous).padStart(9)}  ${String(s.notFound).padStart(9)}`
  );
}

function firstDifference(want: string, got: string): string {
  let i = 0;
  while (i < want.length && want[i] === got[i]) i++;
  const from = Math.max(0, want.lastIndexOf('\n', i - 1) - 80);
  return `  want: ${JSON.stringify(want.slice(from, i + 80))}\n  got:  ${JSON.stringify(got.slice(from, i + 80))}`;
}
