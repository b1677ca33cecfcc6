// What a deflake's statistical proof costs (issue 57), as a multiple of one run of the project's tests, side by side
// in one run: on a pytest project whose test flakes on the set order of two strings (a random hash seed each
// process), (a) one green run of the suite (`python3 -m pytest -q`, on the host, no sandbox), (b) the same fix through
// the shipped CLI bundle as an ordinary run (`--task`: baseline, the model's run, the repeats), (c) the same fix as a
// deflake (`--deflake TEST`: also up to K = 20 narrowed runs of the untouched code until the test fails, and M =
// max(3n, 10) runs of the candidate). A scripted model makes the one edit. Both the flaky test as it is (a few ms: the
// cost is sandbox and pytest start-up) and with a 1-second body (the test's own time dominates). Three rounds,
// alternating; medians. Printed: wall times, each ÷ (a), the deflake's extra over the ordinary run ÷ (a), and the runs
// each side made (from the JSON table). The trajectory's test runs give the time inside the runs, summed.
// `npm run bench -- bench/deflake.bench.ts`. Process-bound numbers: the load average is printed, no figure asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { test } from 'vitest';
import { runCli, readTrajectory } from '../test/bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type ScriptStep } from '../test/helpers/fake-openai.js';
import { gitSteps } from '../test/helpers/repo.js';

const ROUNDS = 3;
const ENV = { OPENAI_API_KEY: 'sk-bench-key-0123456789abcdefghij', AGENT_MODEL: 'gpt-4.1' };
const TEST = 'tests/test_tags.py::test_dedupe';

const project = (sleep: number): Record<string, string> => ({
  'tags.py': 'def dedupe(tags):\n    """The tags, each once."""\n    return list(set(tags))\n',
  'tests/test_tags.py':
    'import time\nfrom tags import dedupe\n\n\ndef test_dedupe():\n' +
    `    time.sleep(${sleep})\n` +
    "    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n\n\n" +
    "def test_single():\n    assert dedupe(['x']) == ['x']\n",
});

const FIX: ScriptStep[] = [
  assistant(
    null,
    toolCall('e', 'patch_file', { path: 'tags.py', old_str: 'list(set(tags))', new_str: 'sorted(set(tags))' }),
  ),
  assistant(null, toolCall('t', 'run_tests', {})),
  assistant(null, toolCall('f', 'finish', { summary: 'dedupe() returns the tags in order.' })),
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A fresh committed copy of the project in a folder every user can enter (bwrap runs commands as nobody). */
function repoOf(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-deflake-bench-'));
  fs.chmodSync(dir, 0o755);
  const repo = path.join(dir, 'repo');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    fs.writeFileSync(path.join(repo, rel), text);
  }
  gitSteps(repo, [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'sample'],
  ]);
  return fs.realpathSync(repo);
}

interface Measured {
  ms: number;
  status: string;
  runsBefore?: number;
  runsAfter?: number;
  /** The test runs' own time (the trajectory's `durationMs`), summed, and how many. */
  testMs: number;
  testRuns: number;
}

async function cliRun(files: Record<string, string>, deflake: boolean): Promise<Measured> {
  const repo = repoOf(files);
  const trajectory = path.join(path.dirname(repo), 'trajectory.jsonl');
  const model = await startFakeOpenAI(FIX);
  const how = deflake ? ['--deflake', TEST] : ['--task', `Make ${TEST} deterministic`];
  const args = ['run', '--repo', repo, ...how, '--test-command', 'python3 -m pytest -q', '--sandbox', 'bwrap'];
  const start = performance.now();
  try {
    const r = await runCli(process.execPath, [...args, '--base-url', model.url, '--json', '--trajectory', trajectory], {
      env: ENV,
    });
    const ms = performance.now() - start;
    const json = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as {
      status: string;
      evidence?: { deflake?: { runs_before: number; runs_after: number } | null };
    };
    const tests = readTrajectory(trajectory).filter((e) => e.type === 'tests');
    const durations = tests.map((e) => Number(e.run?.durationMs ?? 0));
    const d = json.evidence?.deflake;
    return {
      ms,
      status: String(json.status),
      ...(d ? { runsBefore: d.runs_before, runsAfter: d.runs_after } : {}),
      testMs: durations.reduce((a, b) => a + b, 0),
      testRuns: durations.length,
    };
  } finally {
    await model.close();
    fs.rmSync(path.dirname(repo), { recursive: true, force: true });
  }
}

function suiteRun(files: Record<string, string>): number {
  const repo = repoOf({ ...files, 'tags.py': files['tags.py']!.replace('list(set(tags))', 'sorted(set(tags))') });
  try {
    const start = performance.now();
    execFileSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], {
      cwd: repo,
      stdio: 'pipe',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    return performance.now() - start;
  } finally {
    fs.rmSync(path.dirname(repo), { recursive: true, force: true });
  }
}

test('deflake proof: its cost as a multiple of one test run, beside an ordinary run', async () => {
  const lines = [
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  ];
  for (const sleep of [0, 1]) {
    const files = project(sleep);
    const one: number[] = [];
    const plain: Measured[] = [];
    const deflake: Measured[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      one.push(suiteRun(files));
      plain.push(await cliRun(files, false));
      deflake.push(await cliRun(files, true));
    }
    const t1 = median(one);
    const tp = median(plain.map((m) => m.ms));
    const td = median(deflake.map((m) => m.ms));
    const x = (ms: number) => `${(ms / t1).toFixed(1)}×`;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    lines.push(
      '',
      `flaky test body ${sleep ? `${sleep} s` : 'a few ms'}: one green suite run (host, no sandbox) ${s(t1)}`,
      `  ordinary run (--task):  ${s(tp)} = ${x(tp)}; ${median(plain.map((m) => m.testRuns))} test runs, ${s(median(plain.map((m) => m.testMs)))} inside them; status ${plain.map((m) => m.status).join('/')}`,
      `  deflake run (--deflake): ${s(td)} = ${x(td)}; ${median(deflake.map((m) => m.testRuns))} test runs, ${s(median(deflake.map((m) => m.testMs)))} inside them; status ${deflake.map((m) => m.status).join('/')}`,
      `  runs before (n, up to K = 20) ${deflake.map((m) => m.runsBefore).join('/')}; runs after (M) ${deflake.map((m) => m.runsAfter).join('/')}`,
      `  the deflake proof's extra over the ordinary run: ${s(td - tp)} = ${x(td - tp)} one test run`,
    );
  }
  console.log(lines.join('\n'));
});
