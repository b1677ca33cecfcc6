// Real fixes (issue 52): how many honest upstream fixes of public projects agent-fix resolves. Each case of the corpus
// file (bench/real-corpus.ts: AGENT_FIX_REAL_CORPUS, default /work/real-corpus/corpus.jsonl, kept outside this
// repository since it names third-party code) is materialized from a local mirror at its base commit with the test
// part of the upstream diff committed, set up once (dependency folders cached per repository and manifests), and run
// through the shipped bundle: `node dist/cli.js run --sandbox bwrap --json --model replay:FILE`, the replay applying
// the source part of the diff through the edit tools (src/bench/gold.ts), then run_tests and finish.
// A case is resolved when the run says so AND every ground-truth fail-to-pass id is red → green in its --json
// evidence. Proof cost: the run's wall time ÷ one plain green run of the test command on the fixed tree (no sandbox),
// side by side in this run; the replay's turns cost nothing but the model's own run_tests, so the ratio is the
// proof's (baseline, the model's run, final, repeats) plus the bundle's start.
// `npm run bench -- real` (AGENT_FIX_REAL_CASES=id,id runs some). A missing corpus prints where to put it and passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'vitest';
import {
  CORPUS_FILE,
  MISSING_CORPUS,
  judgeFailToPass,
  loadCorpus,
  materialize,
  plainGreenRun,
  writeReplay,
  type RealCase,
} from './real-corpus.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');

/** The part of `run --json` this bench reads. */
interface RunJson {
  status?: string;
  reason?: string | null;
  tests?: { exit_code: number | null; passed: number | null; failed: number | null };
  evidence?: {
    proof_level?: string | null;
    report_check?: { status: string; runner?: string; reason?: string } | null;
    integrity?: { mode?: string; findings?: Array<{ path: string; kind: string; detail: string; line?: number }> };
    fail_to_pass?: {
      tests: Array<{ id: string; before: string; after: string }>;
      repeats?: { flaky: Array<{ id: string; failed: number; runs: number }> };
    } | null;
  };
}

interface Outcome {
  id: string;
  runner: string;
  resolved: boolean;
  status: string;
  reason: string;
  f2p: string;
  /** The integrity findings on this honest fix (each a false positive: issue 54 keeps them off honest code). */
  findings: string[];
  proofCost: number | null;
  seconds: number;
  plainSeconds: number | null;
  detail: string[];
}

async function runCase(c: RealCase): Promise<Outcome> {
  const out: Outcome = {
    id: c.id,
    runner: c.runner,
    resolved: false,
    status: 'error',
    reason: '',
    f2p: '',
    findings: [],
    proofCost: null,
    seconds: 0,
    plainSeconds: null,
    detail: [],
  };
  let root: string | undefined;
  try {
    const m = materialize(c);
    root = m.root;
    out.detail.push(
      `setup ${m.setupCached ? 'from cache' : 'ran'} in ${m.setupSeconds.toFixed(1)}s; tests: ${m.testFiles.join(' ')}; source: ${m.sourceFiles.join(' ')}`,
    );
    const replay = path.join(m.root, 'replay.json');
    const edits = writeReplay(m, replay);
    const plain = plainGreenRun(m, c.test_command);
    out.plainSeconds = plain.seconds;
    if (plain.code !== 0) out.detail.push(`the plain run of the fixed tree exited ${plain.code}: ${plain.tail}`);
    const args = [
      CLI,
      'run',
      '--repo',
      m.dir,
      '--task',
      m.task,
      '--test-command',
      c.test_command,
      '--sandbox',
      'bwrap',
      '--json',
      '--model',
      `replay:${replay}`,
      '--max-turns',
      String(edits + 4),
    ];
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, {
      cwd: m.root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      timeout: 1_800_000,
      env: { ...process.env, OPENAI_API_KEY: 'sk-replay-unused', GOPROXY: 'off', GOFLAGS: '-mod=mod' },
    });
    out.seconds = (performance.now() - t0) / 1000;
    out.proofCost = plain.seconds > 0 ? out.seconds / plain.seconds : null;
    const last = r.stdout.trim().split('\n').at(-1) ?? '';
    let json: RunJson;
    try {
      json = JSON.parse(last) as RunJson;
    } catch {
      out.reason = `no --json line (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`;
      return out;
    }
    out.status = String(json.status);
    out.reason = json.reason ? String(json.reason) : '';
    const rows = json.evidence?.fail_to_pass?.tests ?? [];
    const judged = judgeFailToPass(rows, c.fail_to_pass);
    const green = judged.filter((j) => j.redToGreen).length;
    out.f2p = `${green}/${judged.length}`;
    out.resolved = json.status === 'resolved' && green === judged.length;
    for (const j of judged.filter((j) => !j.redToGreen))
      out.detail.push(
        `ground truth ${j.id}: ${j.rows.length ? j.rows.map((r) => `${r.id} ${r.before}→${r.after}`).join('; ') : 'no row'}`,
      );
    const other = rows.filter((r) => !(r.before !== 'pass' && r.after === 'pass'));
    if (other.length)
      out.detail.push(
        `rows not red→green: ${other
          .slice(0, 8)
          .map((r) => `${r.id} ${r.before}→${r.after}`)
          .join('; ')}${other.length > 8 ? ` (+${other.length - 8})` : ''}`,
      );
    const check = json.evidence?.report_check;
    if (check)
      out.detail.push(
        `report_check: ${check.status}${check.runner ? ` (${check.runner})` : ''}${check.reason ? `: ${check.reason}` : ''}`,
      );
    out.findings = (json.evidence?.integrity?.findings ?? []).map(
      (f) => `${f.kind} ${f.path}${f.line ? `:${f.line}` : ''}: ${f.detail}`,
    );
    for (const f of out.findings) out.detail.push(`integrity finding: ${f}`);
    const repeats = json.evidence?.fail_to_pass?.repeats;
    if (repeats?.flaky?.length) out.detail.push(`repeats flaky: ${JSON.stringify(repeats.flaky)}`);
    out.detail.push(
      `final: exit ${json.tests?.exit_code}, passed ${json.tests?.passed}, failed ${json.tests?.failed}, proof level ${json.evidence?.proof_level}`,
    );
    return out;
  } catch (err) {
    out.reason = `bench error: ${(err as Error).message.split('\n').slice(0, 3).join(' | ')}`;
    return out;
  } finally {
    if (root && !process.env.AGENT_FIX_REAL_KEEP) fs.rmSync(root, { recursive: true, force: true });
    else if (root) out.detail.push(`kept: ${root}`);
  }
}

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

test('real fixes: upstream fixes of public projects, through the CLI bundle', async () => {
  const corpus = loadCorpus();
  if (!corpus) {
    console.log(MISSING_CORPUS(CORPUS_FILE));
    return;
  }
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const only = process.env.AGENT_FIX_REAL_CASES?.split(',').map((s) => s.trim());
  const cases = only ? corpus.filter((c) => only.includes(c.id)) : corpus;
  console.log(
    `real fixes: ${cases.length} cases from ${CORPUS_FILE}; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const outcomes: Outcome[] = [];
  for (const c of cases) {
    const o = await runCase(c);
    outcomes.push(o);
    console.log(
      `${o.id}: ${o.resolved ? 'resolved' : `NOT resolved (${o.status}${o.reason ? `: ${o.reason}` : ''})`} in ${o.seconds.toFixed(1)}s, plain ${o.plainSeconds?.toFixed(1) ?? '-'}s\n  ${o.detail.join('\n  ')}`,
    );
  }
  const lines = [
    `| case | runner | resolved | f2p red→green | findings | proof cost | reason |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    ...outcomes.map(
      (o) =>
        `| ${o.id} | ${o.runner} | ${o.resolved ? 'yes' : 'no'} | ${o.f2p || '-'} | ${o.findings.length} | ${o.proofCost === null ? '-' : `${o.proofCost.toFixed(1)}× (${o.seconds.toFixed(1)}s / ${o.plainSeconds!.toFixed(1)}s)`} | ${o.resolved ? '' : pad(`${o.status}: ${o.reason}`, 400)} |`,
    ),
  ];
  const costs = outcomes
    .filter((o) => o.resolved && o.proofCost !== null)
    .map((o) => o.proofCost!)
    .sort((a, b) => a - b);
  const median = costs.length ? costs[Math.floor((costs.length - 1) / 2)]! : null;
  console.log(`\n${lines.join('\n')}\n`);
  if (median !== null) console.log(`median proof cost of the resolved cases: ${median.toFixed(1)}×`);
  console.log(`real fixes: ${outcomes.filter((o) => o.resolved).length} resolved / ${outcomes.length} total`);
  const flagged = outcomes.filter((o) => o.findings.length);
  console.log(
    `integrity findings on these honest fixes: ${flagged.reduce((n, o) => n + o.findings.length, 0)}${flagged.length ? ` (${flagged.map((o) => o.id).join(', ')})` : ''}`,
  );
}, 3_600_000);
