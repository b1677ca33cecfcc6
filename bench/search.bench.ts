// The search tool against raw `git grep` on a generated 20,000-file repository, side by side (goal: ratio ≤ 1.5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { test } from 'vitest';
import { searchFiles } from '../src/tools/search.js';

function makeBigRepo(files: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-bench-search-'));
  for (let i = 0; i < files; i++) {
    const sub = path.join(dir, `pkg${i % 100}`, `mod${i % 7}`);
    fs.mkdirSync(sub, { recursive: true });
    const body = Array.from({ length: 30 }, (_, k) => `export function f${i}_${k}(x) { return x * ${k} + ${i}; }`).join(
      '\n',
    );
    fs.writeFileSync(
      path.join(sub, `file${i}.js`),
      `${body}\n${i % 500 === 0 ? 'const needle_value = computeTax(income);\n' : ''}`,
    );
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@b',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@b',
  };
  execFileSync('git', ['init', '-q'], { cwd: dir, env });
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-qm', 'big'], { cwd: dir, env });
  return dir;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test('search vs raw git grep on 20,000 files', async () => {
  const dir = makeBigRepo(20_000);
  const pattern = 'needle_\\w+ = computeTax';
  const raw: number[] = [];
  const ours: number[] = [];
  let hits = 0;
  for (let i = 0; i < 7; i++) {
    let t = performance.now();
    execFileSync('git', ['grep', '-n', '-I', '--untracked', '-P', '-e', pattern], { cwd: dir, maxBuffer: 1 << 26 });
    raw.push(performance.now() - t);
    t = performance.now();
    hits = (await searchFiles(dir, '.', { pattern })).total;
    ours.push(performance.now() - t);
  }
  console.log(
    `20,000 files, ${hits} hits: raw git grep median ${median(raw).toFixed(1)} ms, search tool median ${median(ours).toFixed(1)} ms, ratio ${(median(ours) / median(raw)).toFixed(2)} (goal ≤ 1.5)`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});
