/**
 * The host's no-follow access to a work tree that commands have had their hands on: links at any component, FIFOs
 * and folders are refused, never followed or waited on.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  UnsafePathError,
  createBeneath,
  readBeneath,
  readRegularOrNull,
  rewriteBeneath,
  statBeneath,
} from '../../src/security/no-follow.js';

let dir: string;
let outside: string;
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-nofollow-')));
  outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-nofollow-out-')));
  fs.writeFileSync(path.join(outside, 'secret'), 'TOKEN', { mode: 0o600 });
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'a.txt'), 'hello\n', { mode: 0o640 });
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof UnsafePathError) return err.code;
    throw err;
  }
  return 'ok';
};

describe('no-follow access beneath the workspace', () => {
  test('reads a regular file', () => {
    expect(readBeneath(dir, 'src/a.txt').toString()).toBe('hello\n');
  });

  test('a link as the last component is refused, not followed', () => {
    fs.symlinkSync(path.join(outside, 'secret'), path.join(dir, 'src', 'b.txt'));
    expect(code(() => readBeneath(dir, 'src/b.txt'))).toBe('link');
    expect(statBeneath(dir, 'src/b.txt')).toBeUndefined();
    expect(code(() => rewriteBeneath(dir, 'src/b.txt', 'x'))).toBe('link');
    expect(code(() => createBeneath(dir, 'src/b.txt', 'x'))).toBe('exists');
    expect(fs.readFileSync(path.join(outside, 'secret'), 'utf8')).toBe('TOKEN');
  });

  test('a folder swapped for a link is refused on the way', () => {
    fs.renameSync(path.join(dir, 'src'), path.join(dir, 'src.old'));
    fs.symlinkSync(outside, path.join(dir, 'src'));
    expect(code(() => readBeneath(dir, 'src/secret'))).toBe('link');
    expect(code(() => rewriteBeneath(dir, 'src/secret', 'x'))).toBe('link');
    expect(code(() => createBeneath(dir, 'src/new.txt', 'x'))).toBe('link');
    expect(fs.existsSync(path.join(outside, 'new.txt'))).toBe(false);
    expect(fs.readFileSync(path.join(outside, 'secret'), 'utf8')).toBe('TOKEN');
  });

  test('a FIFO is refused at once instead of hanging the reader', () => {
    execFileSync('mkfifo', [path.join(dir, 'src', 'pipe')]);
    expect(code(() => readBeneath(dir, 'src/pipe'))).toBe('not-regular');
    expect(code(() => rewriteBeneath(dir, 'src/pipe', 'x'))).not.toBe('ok');
    expect(readRegularOrNull(path.join(dir, 'src', 'pipe'))).toBeNull();
  });

  test('a folder is not a file, and a missing file says so', () => {
    expect(code(() => readBeneath(dir, 'src'))).toBe('not-regular');
    expect(code(() => readBeneath(dir, 'src/none.txt'))).toBe('missing');
    expect(code(() => readBeneath(dir, '../x'))).toBe('link');
  });

  test('rewrite keeps the mode; create makes folders and refuses an existing file', () => {
    rewriteBeneath(dir, 'src/a.txt', 'bye\n');
    expect(fs.readFileSync(path.join(dir, 'src', 'a.txt'), 'utf8')).toBe('bye\n');
    expect(fs.statSync(path.join(dir, 'src', 'a.txt')).mode & 0o777).toBe(0o640);
    createBeneath(dir, 'new/deep/b.txt', 'made\n');
    expect(fs.readFileSync(path.join(dir, 'new', 'deep', 'b.txt'), 'utf8')).toBe('made\n');
    expect(code(() => createBeneath(dir, 'src/a.txt', 'again'))).toBe('exists');
  });

  test('a file larger than the cap is refused', () => {
    expect(code(() => readBeneath(dir, 'src/a.txt', 3))).toBe('too-large');
  });
});
