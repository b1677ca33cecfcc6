import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { OWN_PROCESS_STATE } from './test/own-process-state.js';
import { SlowestFirst } from './test/sequencer.js';

/**
 * Pure and in-process tests (parsers, settings, triggers, context, rendering, the model client): their files share
 * one worker's module cache (`isolate: false`). Starting a fork and importing src/ again for each file cost about as much
 * as the tests themselves (measured: these folders took 54 s of CPU isolated, 23 s shared). `npm run test:quick` runs
 * only these. Files that start the bundles, the sandbox or whole pipelines stay in `isolated`.
 */
const UNIT = [
  'test/config/**/*.test.ts',
  'test/context/**/*.test.ts',
  'test/github/**/*.test.ts',
  'test/model/**/*.test.ts',
  'test/release/**/*.test.ts',
  'test/report/**/*.test.ts',
  'test/trigger/**/*.test.ts',
  // Pure files of folders whose other files start processes:
  'test/bench/{apply,oracle,report}.test.ts',
  'test/deliver/artifact.test.ts',
  'test/security/{env,sanitize}.test.ts',
  'test/tools/patch-engine.test.ts',
  'test/verify/{accounted,detect,excerpt,integrity,integrity-guard,node-tap,parse,runners}.test.ts',
];

/**
 * Workers: two more than the cores (4 on the 2-core CI machine). vitest's default for `run` is cores − 1, which on 2
 * cores is a single worker: the whole suite ran one file at a time (24 minutes). Most of a file's time is spent in the
 * processes it starts (the bundles, git, the projects' test commands) and in waits on them (retry back-offs,
 * timeouts under test), so a worker keeps a core only partly busy. Measured on a fresh clone (.ci/run, 2 cores,
 * nothing else running), 2026-12-04 with the suite's own caches, venv and no vet: 3 workers 385 s of wall time and
 * 550 s of CPU (the cores 72% busy), 4 workers 359 s and 595 s. (When the suite paid for the machine's caches and vet,
 * 3 workers were faster: 941 s against 1,012 s.) Each test still has its 60 s limit.
 * Files run in parallel (fileParallelism, the default), the slowest first (test/sequencer.ts); the tests inside a file
 * stay in order, as they were written.
 */
const WORKERS = os.availableParallelism() + 2;

/**
 * The tests call the Python pyenv selects directly, not through its shims. A shim is a bash script that runs
 * `pyenv exec`: about 0.8 s of wall time (0.4 s of CPU) on every `python3` and `pytest` these tests start, against
 * 1.1 s for a whole pytest run of a small project (measured on this 2-core machine). The interpreter is the same one;
 * a GitHub runner's setup-python puts it on PATH the same way, with no shim. Set once here, before the workers start,
 * so every worker and the processes it spawns inherit it. The sandbox's handling of shim folders has its own test
 * (test/security/sandbox-path.test.ts), with shims of its own.
 */
const PYTHON_DIR = 'AGENT_FIX_TEST_PYTHON_DIR';
function withoutPythonShims(): void {
  const PATH = process.env.PATH ?? '';
  // vitest loads this file once per project (4 times a run): `pyenv which` (a dozen bash processes) runs once.
  // (Anywhere on PATH: pythonWithoutPlugins puts the venv before it.)
  if (process.env[PYTHON_DIR] && PATH.split(path.delimiter).includes(process.env[PYTHON_DIR])) return;
  if (!PATH.split(path.delimiter).some((dir) => dir.endsWith(`${path.sep}shims`))) return;
  try {
    const python = execFileSync('pyenv', ['which', 'python3'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    process.env[PYTHON_DIR] = path.dirname(python.trim());
    process.env.PATH = `${process.env[PYTHON_DIR]}${path.delimiter}${PATH}`;
  } catch {
    // No pyenv, or no python3 under it: the shims (if any) stay as they are.
  }
}
withoutPythonShims();

/**
 * The tests' `python3` and `pytest`: a venv of the Python above (its packages included) whose pytest loads no plugin
 * it was not asked for (PYTEST_DISABLE_PLUGIN_AUTOLOAD, set by the venv's sitecustomize, so that it holds in the
 * sandbox too, whose environment is an allowlist). This machine's Python carries hypothesis and pytest-benchmark,
 * whose plugins pytest imported on every start: 0.6 s of CPU a pytest run against 0.27 s without them, and python3
 * was 22% of the suite's 650 s of CPU (perf, full run). No test project uses a plugin. Made once (`venvHome`) and
 * reused while the Python it was made from is the same.
 */
/**
 * Where the venv goes: node_modules/.cache, unless the checkout is in the temporary folder or the home, which the
 * sandbox replaces with private ones (a fresh clone in /tmp, as CI may make): then /var/tmp, which it shows read-only.
 * A PATH entry the sandbox cannot show would give its commands another python3 than the tests' own.
 */
function venvHome(): string {
  const inside = (dir: string) => {
    const rel = path.relative(fs.realpathSync(dir), fs.realpathSync(import.meta.dirname));
    return !rel.startsWith('..') && !path.isAbsolute(rel);
  };
  if (!inside(os.tmpdir()) && !inside(os.homedir())) return path.join(import.meta.dirname, 'node_modules', '.cache');
  return path.join('/var/tmp', `agent-fix-test-cache-${process.getuid?.() ?? 'user'}`);
}

/**
 * Also off: pytest's own unraisableexception and threadexception plugins, which only turn exceptions raised where
 * nothing can catch them (a __del__, a thread) into warnings; no test project raises one. At the end of every session
 * the first runs gc.collect() five times over pytest's whole heap: without both, a pytest run of a bench task took
 * 196 ms of CPU against 245 ms (15 runs each, interleaved). Prepended to PYTEST_ADDOPTS, so the engine's own listing
 * options (`-rfEsxXp`) still reach pytest.
 */
const SITECUSTOMIZE = [
  'import os',
  "os.environ.setdefault('PYTEST_DISABLE_PLUGIN_AUTOLOAD', '1')",
  "_off = '-p no:unraisableexception -p no:threadexception'",
  "_opts = os.environ.get('PYTEST_ADDOPTS', '')",
  "if _off not in _opts: os.environ['PYTEST_ADDOPTS'] = (_off + ' ' + _opts).strip()",
  '',
].join('\n');

function pythonWithoutPlugins(): void {
  const PATH = process.env.PATH ?? '';
  const venv = path.join(venvHome(), 'agent-fix-test-python');
  const bin = path.join(venv, 'bin');
  if (PATH.startsWith(`${bin}${path.delimiter}`)) return;
  const python = PATH.split(path.delimiter)
    .map((dir) => path.join(dir, 'python3'))
    .find((file) => fs.existsSync(file) && !file.includes(`${path.sep}shims${path.sep}`));
  if (!python) return;
  const base = fs.realpathSync(python);
  const marker = path.join(venv, 'made-from');
  // A venv made by an older config (another sitecustomize) is made again.
  const made = `${base}\n${SITECUSTOMIZE}`;
  try {
    if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== made) {
      const fresh = `${venv}-${process.pid}`;
      fs.rmSync(fresh, { recursive: true, force: true });
      execFileSync(base, ['-m', 'venv', '--without-pip', '--system-site-packages', fresh], { stdio: 'ignore' });
      const lib = path.join(fresh, 'lib');
      const site = path.join(lib, fs.readdirSync(lib)[0]!, 'site-packages');
      fs.writeFileSync(path.join(site, 'sitecustomize.py'), SITECUSTOMIZE);
      const pytest = path.join(fresh, 'bin', 'pytest');
      fs.writeFileSync(
        pytest,
        `#!${bin}/python3\nimport sys\nfrom pytest import console_main\nsys.exit(console_main())\n`,
      );
      fs.chmodSync(pytest, 0o755);
      fs.writeFileSync(path.join(fresh, 'made-from'), made);
      fs.rmSync(venv, { recursive: true, force: true });
      fs.renameSync(fresh, venv);
    }
    process.env.PATH = `${bin}${path.delimiter}${PATH}`;
  } catch {
    // No venv module (a Debian python3 without python3-venv): the tests use that Python as it is.
  }
}
pythonWithoutPlugins();

/** venvHome() for the tests that keep other builds there (test/cli/report-runners.test.ts: googletest's header). */
process.env.AGENT_FIX_TEST_CACHE ??= venvHome();

/**
 * `go test` without its vet step, in every Go project the tests run (GOFLAGS reaches the engine's runs and the
 * sandbox: src/security/env.ts). Vet type-checks each package again inside every `go test`, and the sandbox's private
 * GOCACHE starts cold, so nothing was reused: 58 s of the suite's 760 s of CPU went to vet (perf, full run, 2 cores),
 * and test/bench/instances.test.ts took 42.6 s of CPU with it, 31.2 s without. The tests check agent-fix, not vet:
 * no fixture has a vet finding, and the engine's own GOFLAGS handling (`-v` after the caller's flags) is unchanged.
 */
if (!process.env.GOFLAGS?.includes('-vet='))
  process.env.GOFLAGS = [process.env.GOFLAGS, '-vet=off'].filter(Boolean).join(' ');

export default defineConfig({
  test: {
    // A private TMPDIR per run, a folder of it per file, and a run that fails when anything is left there.
    globalSetup: ['test/setup/temp-root.ts'],
    setupFiles: ['test/setup/temp-per-file.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // forks, not threads: the tests change process.env (HOME, PATH), spawn process groups and kill them.
    pool: 'forks',
    maxWorkers: WORKERS,
    sequence: { sequencer: SlowestFirst },
    // @actions/workflow-parser imports its JSON schema without `with { type: 'json' }`, which Node refuses; bundled by
    // vite instead (test/release/example-workflows.test.ts).
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      {
        extends: true,
        test: {
          name: 'processes',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT, ...OWN_PROCESS_STATE],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: OWN_PROCESS_STATE } },
    ],
  },
});
