/** The run's record (src/process/run-folder.ts): what a SIGKILL leaves for the next run, in real temporary folders. */
import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deadRuns, noteGrants, noteGroup, forgetGroup, openRunFolder } from '../../src/process/run-folder.js';

const dirs: string[] = [];
const closes: Array<() => void> = [];
const tmpdir = process.env.TMPDIR;
afterEach(() => {
  // Closing the run's folder puts back the TMPDIR it found (the test's parent folder): the worker's own comes next.
  for (const close of closes.splice(0)) close();
  if (tmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdir;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const grant = (i: number) => ({ path: `/work/tree/f${i}`, dev: 2049, ino: 1000 + i, uid: 0, gid: 0, mode: 0o644 });
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

describe("the run's record", () => {
  test('grants are written apart from the record every command rewrites, only when they change, and read back whole', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-record-test-'));
    dirs.push(parent);
    process.env.TMPDIR = parent;
    closes.push(openRunFolder());
    const [folder] = fs.readdirSync(parent).map((n) => path.join(parent, n));
    const grants = [grant(1), grant(2), grant(3)];
    noteGrants(grants);
    const written = fs.statSync(path.join(folder!, 'grants.json')).mtimeMs;
    // A command's process group: the record is rewritten, without the grants in it.
    noteGroup(process.pid);
    expect(readJson(path.join(folder!, 'run.json'))).not.toHaveProperty('grants');
    forgetGroup(process.pid);
    // The same grants again (every command notes them): nothing is written.
    fs.utimesSync(path.join(folder!, 'grants.json'), 0, 0);
    noteGrants(grants);
    expect(fs.statSync(path.join(folder!, 'grants.json')).mtimeMs).toBe(0);
    expect(written).toBeGreaterThan(0);

    // The same folder as a killed run left it (a start time that is not this process's): its grants come back whole.
    const dead = path.join(parent, `agent-fix-run-${process.pid}-dead`);
    fs.mkdirSync(dead, { mode: 0o711 });
    fs.copyFileSync(path.join(folder!, 'grants.json'), path.join(dead, 'grants.json'));
    fs.writeFileSync(path.join(dead, 'run.json'), JSON.stringify({ pid: process.pid, start: 'gone', groups: [] }));
    expect(deadRuns(parent).find((d) => d.dir === dead)?.grants).toEqual(grants);
  });

  test("an earlier version's record, with the grants inside it, is still repaired", () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-record-test-'));
    dirs.push(parent);
    const dead = path.join(parent, `agent-fix-run-${process.pid}-old`);
    fs.mkdirSync(dead, { mode: 0o711 });
    const record = { pid: process.pid, start: 'gone', groups: [], grants: [grant(7)] };
    fs.writeFileSync(path.join(dead, 'run.json'), JSON.stringify(record));
    expect(deadRuns(parent)).toEqual([{ dir: dead, pid: process.pid, groups: [], grants: [grant(7)] }]);
  });
});
