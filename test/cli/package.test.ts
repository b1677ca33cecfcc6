// The CLI as a package: `npm pack` of this checkout, installed from the tarball with an empty npm cache and no
// network, runs `agent-fix --help`, the demo and the bench suite listing; `npx --package <tarball>` runs it too.
// The bundle is self-contained, so the package has no runtime dependencies: anything else would need the registry.
// Needs dist/ (npm run build), like the e2e tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let tmp: string;
let tarball: string;
let files: string[];

/** npm with its cache in an empty folder and the network refused: only what the tarball carries can install. */
function npm(args: string[], cwd: string) {
  const cache = fs.mkdtempSync(path.join(tmp, 'cache-'));
  return spawnSync('npm', [...args, '--offline', '--cache', cache, '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd,
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
  });
}

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-pack-')));
  const packed = spawnSync('npm', ['pack', '--pack-destination', tmp, '--json', '--loglevel', 'error'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 180_000,
  });
  expect(packed.status, packed.stderr).toBe(0);
  const info = JSON.parse(packed.stdout)[0];
  tarball = path.join(tmp, info.filename);
  files = info.files.map((f: { path: string }) => f.path);
}, 200_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm package', () => {
  test('the tarball holds the bundle, the grammars, the demo and the bench suite, and no sources or tests', () => {
    for (const f of [
      'dist/cli.js',
      'dist/cli/index.js',
      'dist/index.js',
      'action.yml',
      'CHANGELOG.md',
      'README.md',
      'examples/calculator/TASK.md',
      'examples/recordings/calculator.json',
      'bench/tasks/README.md',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => /^dist\/grammars\/.+\.wasm$/.test(f))).toBe(true);
    expect(files.filter((f) => /^(src|test|scripts)\//.test(f))).toEqual([]);
  });

  test('package.json declares no runtime dependencies (the bundle carries them)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.bin).toEqual({ 'agent-fix': 'dist/cli.js' });
  });

  test('installed offline from the tarball, the agent-fix binary prints its help, lists the suite and runs the demo', () => {
    const prefix = path.join(tmp, 'prefix');
    const install = npm(['install', '--prefix', prefix, tarball], tmp);
    expect(install.status, install.stderr).toBe(0);
    const bin = path.join(prefix, 'node_modules', '.bin', 'agent-fix');
    const work = fs.mkdtempSync(path.join(tmp, 'cwd-'));
    const help = spawnSync(bin, ['--help'], { cwd: work, encoding: 'utf8' });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain('agent-fix run');
    const list = spawnSync(bin, ['bench', '--list'], { cwd: work, encoding: 'utf8' });
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout.trim().split('\n').length).toBeGreaterThanOrEqual(15);
    const demo = spawnSync(bin, ['demo'], { cwd: work, encoding: 'utf8', timeout: 120_000 });
    expect(demo.status, demo.stderr).toBe(0);
    expect(demo.stdout).toMatch(/final: passed/);
    expect(demo.stdout).toContain('+  return Math.round(income * rate * 100) / 100;');
  }, 300_000);

  test('the packed package.json has no install-time script, and the checkout keeps its prepare', () => {
    const packed = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
    expect(packed.status, packed.stderr).toBe(0);
    const scripts = Object.keys(JSON.parse(packed.stdout).scripts ?? {});
    for (const name of ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'postpack'])
      expect(scripts).not.toContain(name);
    // postpack put the checkout's manifest back: its npm ci still removes the node_modules/.bin/node link.
    const own = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(own.scripts.prepare).toContain('unshadow-node.mjs');
  });

  test('installed from the tarball with warnings shown, npm names no install script, and agent-fix --version works', () => {
    const prefix = path.join(tmp, 'prefix-warn');
    const cache = fs.mkdtempSync(path.join(tmp, 'cache-'));
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        tarball,
        '--offline',
        '--cache',
        cache,
        '--no-audit',
        '--no-fund',
        '--loglevel',
        'warn',
      ],
      {
        cwd: tmp,
        encoding: 'utf8',
        timeout: 180_000,
        env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
      },
    );
    expect(install.status, install.stderr).toBe(0);
    expect(`${install.stdout}\n${install.stderr}`).not.toMatch(/install script|allowScripts|unshadow-node|prepare/i);
    const version = spawnSync(path.join(prefix, 'node_modules', '.bin', 'agent-fix'), ['--version'], {
      encoding: 'utf8',
    });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/^agent-fix \d+\.\d+\.\d+/);
  }, 200_000);

  test('npx --package <tarball> agent-fix runs offline', () => {
    const work = fs.mkdtempSync(path.join(tmp, 'npx-'));
    const r = npm(['exec', '--yes', '--package', tarball, '--', 'agent-fix', '--help'], work);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('agent-fix run');
  }, 200_000);
});
