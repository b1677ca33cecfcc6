/**
 * The grants (src/workspace/sandbox/grants.ts): as root, the workspace opened to nobody's group in one pass on
 * descriptors, and given back. Real files in a temporary folder; skipped where the tests do not run as root.
 */
import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { grantWorkspace, revoke } from '../../src/workspace/sandbox/grants.js';

const NOBODY_GID = 65534;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const look = (p: string) => {
  const st = fs.lstatSync(p);
  return { gid: st.gid, mode: st.mode & 0o7777 };
};

describe('grants', () => {
  test('every folder and file but .git, links and special files is opened to the group, dependency folders wait, and all is given back', (ctx) => {
    if (process.getuid?.() !== 0) return ctx.skip();
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-grants-'));
    dirs.push(top);
    const root = path.join(top, 'ws');
    const outside = path.join(top, 'outside.txt');
    fs.writeFileSync(outside, 'host\n', { mode: 0o600 });
    for (const d of ['src/deep', '.git/objects', 'node_modules/pkg'])
      fs.mkdirSync(path.join(root, d), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/deep/a.js'), 'a\n', { mode: 0o644 });
    fs.writeFileSync(path.join(root, 'run.sh'), 'x\n', { mode: 0o700 });
    fs.writeFileSync(path.join(root, '.git/config'), 'c\n', { mode: 0o644 });
    fs.writeFileSync(path.join(root, 'node_modules/pkg/i.js'), 'i\n', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(root, 'link'));
    execFileSync('mkfifo', [path.join(root, 'fifo')]);
    const entries = ['.', 'src', 'src/deep', 'src/deep/a.js', 'run.sh', '.git', '.git/config', 'node_modules/pkg/i.js'];
    const before = Object.fromEntries([...entries, 'fifo'].map((e) => [e, look(path.join(root, e))]));
    const outsideBefore = look(outside);

    const deferred: string[] = [];
    const grants = grantWorkspace(root, NOBODY_GID, deferred);
    expect(deferred).toEqual([path.join(root, 'node_modules')]);
    expect(look(path.join(root, 'src/deep'))).toEqual({ gid: NOBODY_GID, mode: 0o2775 });
    expect(look(path.join(root, 'src/deep/a.js'))).toEqual({ gid: NOBODY_GID, mode: 0o664 });
    expect(look(path.join(root, 'run.sh'))).toEqual({ gid: NOBODY_GID, mode: 0o770 });
    // Untouched: git's data, a dependency folder that waits, a FIFO (never opened), a link's target.
    for (const e of ['.git', '.git/config', 'node_modules/pkg/i.js', 'fifo'])
      expect(look(path.join(root, e))).toEqual(before[e]);
    expect(look(outside)).toEqual(outsideBefore);
    expect(grants.map((g) => path.relative(root, g.path) || '.').sort()).toEqual(
      ['.', 'run.sh', 'src', 'src/deep', 'src/deep/a.js'].sort(),
    );

    revoke(grants);
    for (const e of [...entries, 'fifo']) expect(look(path.join(root, e))).toEqual(before[e]);
    expect(grants).toEqual([]);
  });
});
