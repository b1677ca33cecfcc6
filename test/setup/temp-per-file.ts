/**
 * vitest's setupFiles: each test file gets a temporary folder of its own under the run's (temp-root.ts), as TMPDIR,
 * and the folder goes when the file ends: the fixtures, clones and fake runners the tests make there, and whatever
 * an in-process engine still held at exit-time only (its private indexes, layers, homes). The run's check then sees
 * only what outlived its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { RUN_TMP } from './temp-root.js';

const root = process.env[RUN_TMP];
if (root && fs.existsSync(root)) {
  const dir = fs.mkdtempSync(path.join(root, 'f-'));
  // As /tmp is: tests hand folders under it to other users (the sandbox's nobody, a test's own setpriv).
  fs.chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  // Registered first, so it runs after the file's own afterAll hooks (vitest runs after-hooks as a stack).
  afterAll(() => {
    process.env.TMPDIR = root;
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  });
}
