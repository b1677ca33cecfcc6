/**
 * removeTree on both Node versions the Action and the CLI run on, as a user other than root (what a GitHub runner's
 * `runner` is): a folder that overlayfs or a read-only cache left is removed on Node 24 as on Node 20, and a link in
 * the tree is never followed. Found by a run of the sandbox driver on Node 24 as uid 1001: Node 24's rmSync stopped
 * with EACCES at an overlay's `work/work` (mode 000) and left the layers' folder behind.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { NODE24 } from '../bundle/bundle.js';

const SRC = path.resolve(import.meta.dirname, '../../src/security/remove-tree.ts');
const isRoot = process.getuid?.() === 0;
const OTHER_UID = 1001;
/** As another user: setpriv when we are root, else ourselves (already not root). */
const asUser = isRoot ? ['setpriv', `--reuid=${OTHER_UID}`, `--regid=${OTHER_UID}`, '--clear-groups'] : [];
const owner = isRoot ? OTHER_UID : (process.getuid?.() ?? 0);
const nodes = [
  ['node20', process.execPath],
  ['node24', NODE24],
] as const;

let driver: string;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-remove-driver-'));
  fs.chmodSync(dir, 0o755);
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(
    entry,
    `import { removeTree } from ${JSON.stringify(SRC)};\nconst how = process.argv[2];\nconst target = process.argv[3]!;\n` +
      `import fs from 'node:fs';\nif (how === 'plain') fs.rmSync(target, { recursive: true, force: true }); else removeTree(target);\n`,
  );
  driver = path.join(dir, 'driver.mjs');
  execFileSync(path.resolve('node_modules/.bin/rolldown'), [entry, '--file', driver, '--platform', 'node'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.chmodSync(driver, 0o644);
});

/** A tree as the sandbox leaves one, owned by the user: an overlay work folder, a read-only cache, a link out. */
function leftTree(): { top: string; outside: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-remove-'));
  fs.chmodSync(base, 0o755);
  const top = path.join(base, 'layers');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(top, 'proof', 'w', 'work'), { recursive: true });
  fs.mkdirSync(path.join(top, 'home', 'go', 'pkg', 'mod', 'example.com@v1'), { recursive: true });
  fs.writeFileSync(path.join(top, 'home', 'go', 'pkg', 'mod', 'example.com@v1', 'go.mod'), 'module example.com\n');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'keep.txt'), 'keep\n');
  fs.symlinkSync(outside, path.join(top, 'link-out'));
  for (const p of [base, top, ...walk(top), outside, path.join(outside, 'keep.txt')]) fs.lchownSync(p, owner, owner);
  fs.chmodSync(path.join(top, 'proof', 'w', 'work'), 0o000);
  fs.chmodSync(path.join(top, 'home', 'go', 'pkg', 'mod', 'example.com@v1', 'go.mod'), 0o444);
  fs.chmodSync(path.join(top, 'home', 'go', 'pkg', 'mod', 'example.com@v1'), 0o555);
  fs.chmodSync(outside, 0o500);
  return { top, outside };
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? [p, ...walk(p)] : [p];
  });
}

const canSwitch = !isRoot || spawnSync('setpriv', ['--version']).status === 0;

describe('removeTree, as a user other than root', () => {
  for (const [name, node] of nodes) {
    test(`on ${name}: an overlay's work folder (mode 000) and a read-only cache go; a link out is not followed`, (ctx) => {
      if (!canSwitch) return ctx.skip();
      const { top, outside } = leftTree();
      const run = spawnSync(
        asUser[0] ?? node,
        [...asUser.slice(1), ...(asUser.length ? [node] : []), driver, 'tree', top],
        {
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(fs.existsSync(top)).toBe(false);
      expect(fs.statSync(outside).mode & 0o777).toBe(0o500);
      expect(fs.readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('keep\n');
    });
  }

  test('the shape is one plain rmSync fails on under Node 24 (what this guards against)', (ctx) => {
    if (!canSwitch || !fs.existsSync(NODE24)) return ctx.skip();
    const { top } = leftTree();
    const run = spawnSync(
      asUser[0] ?? NODE24,
      [...asUser.slice(1), ...(asUser.length ? [NODE24] : []), driver, 'plain', top],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/EACCES/);
    expect(fs.existsSync(top)).toBe(true);
    fs.chmodSync(path.join(top, 'proof', 'w', 'work'), 0o700);
    fs.chmodSync(path.join(top, 'home', 'go', 'pkg', 'mod', 'example.com@v1'), 0o755);
    fs.rmSync(top, { recursive: true, force: true });
  });
});
