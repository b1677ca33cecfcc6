/**
 * The PATH rule (issue 21): as root, commands run as nobody, so PATH may hold only folders nobody can enter. A tool
 * folder under a closed folder (root's /root/.pyenv/shims) is reached through an empty cover and a read-only bind of
 * the tool's own folder; a folder closed itself leaves PATH.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toolReach } from '../../src/workspace/sandbox/index.js';

const OUTSIDE_TMP = fs.existsSync('/var/tmp') ? '/var/tmp' : os.homedir();
let closed: string;
beforeEach(() => {
  closed = fs.realpathSync(fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-closed-')));
  fs.mkdirSync(path.join(closed, '.pyenv', 'shims'), { recursive: true });
  fs.mkdirSync(path.join(closed, '.secret-tool', 'bin'), { recursive: true });
  fs.mkdirSync(path.join(closed, '.rustup'), { recursive: true });
  fs.chmodSync(path.join(closed, '.secret-tool'), 0o700);
  fs.chmodSync(closed, 0o700);
});
afterEach(() => fs.rmSync(closed, { recursive: true, force: true }));

test('tool folders under a closed folder are bound back; closed or missing ones leave PATH', () => {
  const shims = path.join(closed, '.pyenv', 'shims');
  const hidden = path.join(closed, '.secret-tool', 'bin');
  const missing = path.join(closed, '.nvm', 'bin');
  const reach = toolReach([shims, hidden, missing, '/usr/bin', '/bin'].join(':'), {
    RUSTUP_HOME: path.join(closed, '.rustup'),
  });
  expect(reach.path).toBe([shims, '/usr/bin', '/bin'].join(':'));
  expect(reach.dropped).toEqual([hidden, missing]);
  expect(reach.covered).toEqual([closed]);
  expect(reach.tools.sort()).toEqual([path.join(closed, '.pyenv'), path.join(closed, '.rustup')]);
});

test('an open PATH changes nothing', () => {
  const reach = toolReach('/usr/local/bin:/usr/bin:/bin:relative/bin', {});
  expect(reach).toEqual({ path: '/usr/local/bin:/usr/bin:/bin:relative/bin', covered: [], tools: [], dropped: [] });
});
