/**
 * Commands behave in the sandbox as they would outside it, minus the secrets and the network (issue 21). Our own
 * sample suites (test/fixtures/sandbox-projects/) check what real suites rely on: a missing program is ENOENT
 * (commander.js expects "does not exist"), every PATH folder can be entered, the work tree's real path is the one
 * outside, /tmp is writable, a server the tests start on localhost answers, python3 is the same interpreter. Each
 * runs outside and inside the real bwrap sandbox, as root and as a non-root user with an empty HOME, with the work
 * tree under /tmp, in a nested folder under an open /tmp folder, and in a home folder; every test must end the same.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE24 } from '../bundle/bundle.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/sandbox-projects');
const DRIVER_SRC = path.resolve(import.meta.dirname, '../helpers/sandbox-driver.ts');
const COMMAND = 'node --test --test-reporter=tap; python3 -m unittest -v';
const NODE_TESTS = 7;
const PYTHON_TESTS = 5;
const OTHER_UID = 1001;
const STD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

const isRoot = process.getuid?.() === 0;
const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
const bwrapOk = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;

let driverDir: string;
const cleanup: string[] = [];

beforeAll(() => {
  if (!bwrapOk) return;
  driverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-driver-'));
  cleanup.push(driverDir);
  // A bundle, so that another user runs it with plain node. rolldown (vite's bundler): 0.5 s of CPU, against 5.4 s
  // for ncc, which the shipped bundles need and this test driver does not.
  execFileSync(
    path.resolve('node_modules/.bin/rolldown'),
    [DRIVER_SRC, '--file', path.join(driverDir, 'index.mjs'), '--platform', 'node', '--format', 'esm'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  fs.chmodSync(driverDir, 0o755);
}, 240_000);

afterAll(() => {
  for (const dir of cleanup) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch (err) {
      // Files the root run made (bytecode, .expected.json) in a work tree of ours.
      if (!canSudo) throw err;
      execFileSync('sudo', ['-n', 'rm', '-rf', '--', dir]);
    }
  }
});

interface Runner {
  name: string;
  /** argv before `node driver`: how to become this user with this environment. */
  prefix: string[];
  /** The Node the driver runs on (default: this one). */
  node?: string;
  /** Set when the files must be handed to another user. */
  chownTo?: number;
  /** Where this user's "home folder" work tree goes (undefined: not available here). */
  homeBase: () => string | undefined;
}

function runners(): Runner[] {
  const emptyHome = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-empty-home-'));
    cleanup.push(dir);
    if (isRoot) fs.chownSync(dir, OTHER_UID, OTHER_UID);
    return dir;
  };
  const userPath = `${path.dirname(process.execPath)}:${STD_PATH}`;
  const out: Runner[] = [];
  if (isRoot) {
    out.push({ name: 'root', prefix: [], homeBase: () => os.homedir() });
    const setpriv = ['setpriv', `--reuid=${OTHER_UID}`, `--regid=${OTHER_UID}`, '--clear-groups'];
    const other: Runner = {
      name: `uid ${OTHER_UID} with an empty HOME`,
      prefix: [...setpriv, 'env', '-i', `HOME=${emptyHome()}`, `PATH=${userPath}`],
      chownTo: OTHER_UID,
      homeBase: () => {
        // A home folder of its own, closed to others as homes are.
        const home = fs.mkdtempSync(path.join(fs.existsSync('/home') ? '/home' : os.tmpdir(), 'agent-fix-user-'));
        fs.chownSync(home, OTHER_UID, OTHER_UID);
        fs.chmodSync(home, 0o700);
        return home;
      },
    };
    out.push(other);
    // The Action's runtime (node24) as a GitHub runner's user: Node 24's rmSync once left the layers behind here.
    if (fs.existsSync(NODE24)) out.push({ ...other, name: `${other.name}, on Node 24`, node: NODE24 });
  } else {
    out.push({
      name: 'this user with an empty HOME',
      prefix: ['env', '-i', `HOME=${emptyHome()}`, `PATH=${process.env.PATH ?? STD_PATH}`],
      homeBase: () => os.homedir(),
    });
    if (canSudo)
      out.push({
        name: 'root (sudo)',
        prefix: ['sudo', '-n', 'env', `PATH=${process.env.PATH}`],
        homeBase: () => undefined,
      });
  }
  return out;
}

/** The sample projects, both suites in one work tree at `repo` (a git repository, as a checkout is). */
function placeProject(repo: string, owner?: number): void {
  fs.mkdirSync(repo, { recursive: true });
  fs.cpSync(path.join(FIXTURES, 'node-suite'), repo, { recursive: true });
  fs.cpSync(path.join(FIXTURES, 'python-suite', 'test_behaviour.py'), path.join(repo, 'test_behaviour.py'));
  fs.writeFileSync(path.join(repo, '.gitignore'), '.expected.json\n__pycache__/\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'sample');
  if (owner !== undefined) execFileSync('chown', ['-R', `${owner}:${owner}`, repo]);
}

type Location = 'a temporary folder' | 'a nested folder under an open /tmp folder' | 'a home folder';
const LOCATIONS: Location[] = ['a temporary folder', 'a nested folder under an open /tmp folder', 'a home folder'];

function workTree(where: Location, runner: Runner): string | undefined {
  let base: string | undefined;
  if (where === 'a temporary folder') {
    // Made by the user who runs agent-fix, as a checkout in /tmp would be.
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-sbx-'));
    if (runner.chownTo !== undefined) fs.chownSync(base, runner.chownTo, runner.chownTo);
  } else if (where === 'a nested folder under an open /tmp folder') {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-open-'));
    fs.mkdirSync(path.join(base, 'b'));
    for (const d of [base, path.join(base, 'b')]) fs.chmodSync(d, 0o755);
    base = path.join(base, 'b');
  } else {
    const home = runner.homeBase();
    if (!home) return undefined;
    base = home === os.homedir() ? fs.mkdtempSync(path.join(home, 'agent-fix-sbx-')) : home;
  }
  cleanup.push(where === 'a nested folder under an open /tmp folder' ? path.dirname(base) : base);
  const repo = path.join(fs.realpathSync(base), 'repo');
  placeProject(repo, runner.chownTo);
  return repo;
}

function drive(
  runner: Runner,
  mode: 'expect' | 'outside' | 'inside',
  repo: string,
): { exitCode: number; output: string } {
  const node = runner.node ?? process.execPath;
  const r = spawnSync(
    runner.prefix[0] ?? node,
    [
      ...runner.prefix.slice(1),
      ...(runner.prefix.length ? [node] : []),
      path.join(driverDir, 'index.mjs'),
      mode,
      repo,
      COMMAND,
    ],
    { encoding: 'utf8', cwd: os.tmpdir(), timeout: 180_000 },
  );
  const last = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as { exitCode: number; output: string };
  } catch {
    throw new Error(`the driver (${mode}) printed no result: ${r.stdout}\n${r.stderr}`);
  }
}

/** Test name → passed, from node's TAP and unittest's verbose lines. */
function results(output: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const m of output.matchAll(/^\s*(not ok|ok) \d+ - (.+?)(?: # .*)?$/gm)) out[`node: ${m[2]}`] = m[1] === 'ok';
  for (const m of output.matchAll(/^(test\w+) \(.*?\) \.\.\. (\w+)/gm)) out[`python: ${m[1]}`] = m[2] === 'ok';
  return out;
}

describe.skipIf(!bwrapOk).each(runners())('as $name', (runner) => {
  test.for(LOCATIONS)('with the work tree in %s, every test ends inside the sandbox as outside', (where, ctx) => {
    const repo = workTree(where, runner);
    if (!repo) return ctx.skip();
    const expected = drive(runner, 'expect', repo);
    expect(expected.exitCode, expected.output).toBe(0);
    const hasPython = JSON.parse(expected.output).python3 !== null;

    const outside = drive(runner, 'outside', repo);
    const before = results(outside.output);
    expect(Object.keys(before), outside.output).toHaveLength(NODE_TESTS + (hasPython ? PYTHON_TESTS : 0));
    // The suite is meaningful here: outside, it passes.
    expect(Object.values(before).every(Boolean), outside.output).toBe(true);

    const inside = drive(runner, 'inside', repo);
    expect(results(inside.output), inside.output).toEqual(before);
  });
});
