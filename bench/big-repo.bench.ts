// What agent-fix itself costs as the repository grows (issue 45): for repositories of many small tracked files, the
// extra cost over a 5-file one of a run_bash turn (bwrap with the workspace's overlay, then the layer's settle, minus
// the same command run bare; the command writes a new file in a tracked folder and git-ignored output, and the run's
// folder is open, as in a run), the first and a later snapshot, a proof tree as a bwrap run gets it (opened and
// granted, a trivial command in it, disposed), and, as root, what showing the workspace to nobody costs: the check
// and probe of its idmapped mount (sandbox/idmap.ts), or, where it cannot be idmapped, the grants (opened to nobody's
// group at the start, given back at the end).
// BIG_REPO_SIZES=1000,10000,100000 picks the sizes (100,000 takes minutes on a loaded 2-core machine).
import { test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../src/process/exec.js';
import { openRunFolder } from '../src/process/run-folder.js';
import { childEnv } from '../src/security/env.js';
import { prepareSandbox, revoke } from '../src/workspace/sandbox/index.js';
import { grantWorkspace } from '../src/workspace/sandbox/grants.js';
import { forgetIdmap, workspaceIdmap } from '../src/workspace/sandbox/idmap.js';
import { Snapshotter } from '../src/workspace/snapshot.js';
import { WorkLayer } from '../src/workspace/work-layer.js';
import { openProofTree, proofTreesRemoved } from '../src/verify/proof-tree.js';
import { makeRepo, gitSteps } from '../test/helpers/repo.js';
import { runArgs, runCli } from '../test/bundle/bundle.js';
import { CLI_ENV, lastJson } from '../test/helpers/cli-run.js';
import { assistant, patchTestFinish, startFakeOpenAI, toolCall } from '../test/helpers/fake-openai.js';

const SIZES = (process.env.BIG_REPO_SIZES ?? '1000,10000,50000').split(',').map(Number);
const RUNS = 5;

const median = (t: number[]) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!;

async function timed(fn: () => Promise<unknown>, runs = RUNS): Promise<number> {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    t.push(performance.now() - started);
  }
  return median(t);
}

/** A committed repository of `count` small files, 100 to a folder. */
function bigRepo(count: number, extra: Record<string, string> = {}): string {
  const root = makeRepo({ ...extra, 'README.md': 'bench\n', '.gitignore': 'build/\n*.log\n' }, 'agent-fix-bench-big-');
  for (let d = 0; d * 100 < count; d++) {
    const dir = path.join(root, 'src', `d${d}`);
    fs.mkdirSync(dir, { recursive: true });
    for (let f = 0; f < 100 && d * 100 + f < count; f++) fs.writeFileSync(path.join(dir, `f${f}.js`), `// ${d}/${f}\n`);
  }
  gitSteps(root, [
    ['add', '-A'],
    // No automatic gc: one started in the background would write into .git while the repository is removed.
    ['-c', 'gc.auto=0', 'commit', '-qm', 'files'],
  ]);
  return root;
}

interface Costs {
  runBash: number;
  firstSnapshot: number;
  laterSnapshot: number;
  /** Opening a proof tree as a bwrap run does (with its grant). */
  proofOpen: number;
  /** A trivial command in the tree through the sandbox, minus the same command run bare. */
  proofRun: number;
  proofDispose: number;
  /** From dispose's start until the tree's files are gone (removed in the background since dispose moved it). */
  proofGone: number;
  /** The process's resident set after the last proof tree less after the first (kB). */
  rssKb5Trees: number;
  /** As root: showing the workspace to nobody (idmap check and probe, or grants), and giving it back (0 otherwise). */
  ownerStart: number;
  ownerEnd: number;
}

/** A turn's command: a new file in a tracked folder (moved to the host) and build output git ignores (kept). */
const TURN = 'mkdir -p build && echo out > build/o.$RANDOM && echo new > src/d0/new.txt';

/** As root, the sandbox's start and end for nobody, timed apart from the rest of its set-up. */
async function ownerCosts(root: string): Promise<{ ownerStart: number; ownerEnd: number }> {
  if (process.getuid?.() !== 0) return { ownerStart: 0, ownerEnd: 0 };
  const started = performance.now();
  const { idmap } = await workspaceIdmap(root, { uid: 65534, gid: 65534 });
  forgetIdmap(root);
  if (idmap) return { ownerStart: performance.now() - started, ownerEnd: 0 };
  const grants = grantWorkspace(root, 65534);
  const granted = performance.now();
  revoke(grants);
  return { ownerStart: granted - started, ownerEnd: performance.now() - granted };
}

async function measure(root: string): Promise<Costs> {
  const snapshots = new Snapshotter(root);
  const firstStarted = performance.now();
  await snapshots.take({ countIgnored: true });
  const firstSnapshot = performance.now() - firstStarted;
  const laterSnapshot = await timed(() => snapshots.take());
  snapshots.dispose();
  const head = gitSteps(root, [['rev-parse', 'HEAD']]).trim();
  const owners = await ownerCosts(root);
  const closeRunFolder = openRunFolder();
  const sb = await prepareSandbox({ mode: 'bwrap', root, network: false });
  try {
    sb.freeze();
    const run = (command: string, wrap?: typeof sb.wrap, cwd = root) =>
      runCommand(command, { cwd, env: childEnv(), timeoutMs: 60_000, wrap });
    const bareTrue = await timed(() => run('true'));
    // Proof trees as a bwrap run gets them: opened for the sandbox (granted), one command in it, disposed.
    let proofOpen = 0;
    let proofRun = 0;
    let proofDispose = 0;
    let proofGone = 0;
    let rssAfterFirst = 0;
    const TREES = 6;
    for (let i = 0; i < TREES; i++) {
      const opened = performance.now();
      const tree = await openProofTree(root, head, [], 'proof', true);
      sb.grant(tree.dir);
      proofOpen += (performance.now() - opened) / TREES;
      const ran = performance.now();
      await run('true', sb.wrapIn(tree.dir), tree.dir);
      proofRun += (performance.now() - ran - bareTrue) / TREES;
      const disposing = performance.now();
      await tree.dispose();
      proofDispose += (performance.now() - disposing) / TREES;
      await proofTreesRemoved();
      proofGone += (performance.now() - disposing) / TREES;
      if (i === 0) rssAfterFirst = process.memoryUsage().rss;
    }
    // What the process holds more after five more trees than after the first (kB): nothing is kept per file or tree.
    const rssKb5Trees = (process.memoryUsage().rss - rssAfterFirst) / 1024;
    const made = sb.commandLayer()!;
    const layer = new WorkLayer(root, made.upper, made.opaqueXattr);
    // The first turn lists the tracked files and starts the xattr reader; the medians are of later turns.
    await run(TURN, sb.wrap);
    await layer.settle();
    fs.rmSync(path.join(root, 'src', 'd0', 'new.txt'));
    const through = await timed(async () => {
      await run(TURN, sb.wrap);
      await layer.settle();
      fs.rmSync(path.join(root, 'src', 'd0', 'new.txt'));
    });
    // The same writes on the host, in a folder of their own.
    const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-bench-bare-'));
    const bare = await timed(() => run(TURN.replaceAll('build', `${bareDir}/build`).replace('src/d0', bareDir)));
    fs.rmSync(bareDir, { recursive: true, force: true });
    return {
      runBash: through - bare,
      firstSnapshot,
      laterSnapshot,
      proofOpen,
      proofRun,
      proofDispose,
      proofGone,
      rssKb5Trees,
      ...owners,
    };
  } finally {
    sb.dispose();
    closeRunFolder();
  }
}

test('agent-fix cost by repository size, over a 5-file repository', async () => {
  const tinyFiles = Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`src/d0/f${i}.js`, `${i}\n`]));
  const tinyRoot = makeRepo({ ...tinyFiles, '.gitignore': 'build/\n' }, 'agent-fix-bench-');
  const rows: string[] = [];
  try {
    // A first pass warms the process (module loading, the JIT, the first sandbox): measured, the tiny row would be
    // slower than it is, and every extra cost smaller.
    await measure(tinyRoot);
    const tiny = await measure(tinyRoot);
    const cols = Object.keys(tiny) as (keyof Costs)[];
    rows.push(`files    ${cols.map((c) => c.padStart(14)).join('')}`);
    rows.push(`5 (ms)   ${cols.map((c) => tiny[c].toFixed(0).padStart(14)).join('')}`);
    for (const size of SIZES) {
      const building = performance.now();
      const root = bigRepo(size);
      const built = performance.now() - building;
      try {
        const big = await measure(root);
        rows.push(`${`${size} +ms`.padEnd(9)}${cols.map((c) => (big[c] - tiny[c]).toFixed(0).padStart(14)).join('')}`);
        console.log(`built ${size} files in ${(built / 1000).toFixed(1)} s`);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    }
  } finally {
    fs.rmSync(tinyRoot, { recursive: true, force: true });
  }
  console.log(
    `extra cost over the 5-file repository (medians of ${RUNS}; proof trees: means of 6):\n${rows.join('\n')}`,
  );
}, 900_000);

/** A Python module with a bug and its test, beside the repository's other files (the same in every size). */
const FIX_FILES = {
  'calc.py': 'def add(a, b):\n    return a - b\n',
  'test_calc.py':
    'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n\n\ndef test_zero():\n    assert add(0, 0) == 0\n',
};
// The test itself must cost the same in every size. pytest-benchmark, where it is installed (this machine's pytest
// loads it), runs `git describe --dirty` over the whole work tree at every pytest start: 0.25 s at 100,000 files on
// the host, 0.3-0.6 s in a proof tree, paid by each of the fix's five test runs. That is the test's cost, which grows
// with the repository, not agent-fix's: the plugin is left out, by name (a no-op where it is not installed).
const FIX_TESTS = 'python3 -B -m pytest -q -p no:cacheprovider -p no:benchmark test_calc.py';

/** Median of `runs` wall times of `agent-fix run` (the CLI bundle, bwrap, a 4-step scripted fix), and of the plain test run. */
async function wholeFix(root: string, runs = 3): Promise<{ fix: number; plain: number; resolved: boolean }> {
  const plain = await timed(() => runCommand(FIX_TESTS, { cwd: root, env: childEnv(), timeoutMs: 120_000 }), runs);
  let resolved = true;
  const fix = await timed(async () => {
    const script = [
      assistant(null, toolCall('r', 'run_bash', { command: 'echo out > build.log; ls' })),
      ...patchTestFinish({ path: 'calc.py', old_str: 'a - b', new_str: 'a + b' }, 'add() adds.', 'ptf'),
    ];
    const model = await startFakeOpenAI(script);
    try {
      const done = await runCli(
        process.execPath,
        runArgs(
          root,
          { task: 'Fix add()', testCommand: FIX_TESTS, sandbox: 'bwrap' },
          '--base-url',
          model.url,
          '--json',
        ),
        { env: CLI_ENV },
      );
      resolved &&= lastJson(done.stdout).status === 'resolved';
    } finally {
      await model.close();
      // The next run starts from the bug again.
      gitSteps(root, [['checkout', '-q', '--', 'calc.py']]);
    }
  }, runs);
  return { fix, plain, resolved };
}

test('a whole scripted fix by repository size, over a 5-file repository', async () => {
  const rows: string[] = ['files        agent-fix    plain test run    extra over the 5-file repository'];
  const tinyRoot = makeRepo(
    { ...FIX_FILES, '.gitignore': 'build/\n*.log\n', 'README.md': 'bench\n' },
    'agent-fix-bench-',
  );
  fs.chmodSync(tinyRoot, 0o755);
  try {
    await wholeFix(tinyRoot, 1);
    const tiny = await wholeFix(tinyRoot);
    rows.push(`5        ${tiny.fix.toFixed(0).padStart(9)} ms ${tiny.plain.toFixed(0).padStart(9)} ms`);
    for (const size of SIZES) {
      const root = bigRepo(size, FIX_FILES);
      fs.chmodSync(root, 0o755);
      try {
        const big = await wholeFix(root);
        const extra = big.fix - big.plain - (tiny.fix - tiny.plain);
        const note = big.resolved && tiny.resolved ? '' : '  (a run did not resolve: see its output)';
        rows.push(
          `${String(size).padEnd(8)} ${big.fix.toFixed(0).padStart(9)} ms ${big.plain.toFixed(0).padStart(9)} ms ${`${extra >= 0 ? '+' : ''}${extra.toFixed(0)} ms`.padStart(14)}${note}`,
        );
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    }
  } finally {
    fs.rmSync(tinyRoot, { recursive: true, force: true });
  }
  console.log(
    `whole fix (medians of 3, bwrap; extra = agent-fix less the plain run, less the same for 5 files):\n${rows.join('\n')}`,
  );
}, 1_800_000);
