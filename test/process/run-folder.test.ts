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

/** A run folder of this process's, in a parent of the test's own (removed after each test). */
function openTestFolder(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-record-test-'));
  dirs.push(parent);
  process.env.TMPDIR = parent;
  closes.push(openRunFolder());
  return path.join(parent, fs.readdirSync(parent)[0]!);
}

describe("the run's record", () => {
  test('the record rewritten in place always holds exactly the groups still running, however long it grew before', () => {
    const folder = openTestFolder();
    const groups = () => (readJson(path.join(folder, 'run.json')).groups as Array<{ pgid: number }>).map((g) => g.pgid);
    // Pids that are no process's (above pid_max's default): only the record is under test.
    const pids = Array.from({ length: 200 }, (_, i) => 4_200_000 + i);
    for (const pid of pids.slice(0, 3)) noteGroup(pid);
    expect(groups()).toEqual(pids.slice(0, 3));
    forgetGroup(pids[0]);
    forgetGroup(pids[2]);
    expect(groups()).toEqual([pids[1]]);
    // Past a page the record is renamed into place; rewrites in place go on after it, and shrink it again.
    for (const pid of pids.slice(3)) noteGroup(pid);
    expect(fs.statSync(path.join(folder, 'run.json')).size).toBeGreaterThan(4096);
    expect(groups()).toEqual([pids[1], ...pids.slice(3)]);
    for (const pid of pids) forgetGroup(pid);
    expect(groups()).toEqual([]);
    noteGroup(pids[5]);
    expect(groups()).toEqual([pids[5]]);
    expect(readJson(path.join(folder, 'run.json')).pid).toBe(process.pid);
  });

  test('grants are written apart from the record every command rewrites, only when they change, and read back whole', () => {
    const folder = openTestFolder();
    const grants = [grant(1), grant(2), grant(3)];
    noteGrants(grants);
    const written = fs.statSync(path.join(folder, 'grants.json')).mtimeMs;
    // A command's process group: the record is rewritten, without the grants in it.
    noteGroup(process.pid);
    expect(readJson(path.join(folder, 'run.json'))).not.toHaveProperty('grants');
    forgetGroup(process.pid);
    // The same grants again (every command notes them): nothing is written.
    fs.utimesSync(path.join(folder, 'grants.json'), 0, 0);
    noteGrants(grants);
    expect(fs.statSync(path.join(folder, 'grants.json')).mtimeMs).toBe(0);
    expect(written).toBeGreaterThan(0);

    // The same folder as a killed run left it (a start time that is not this process's): its grants come back whole.
    const parent = path.dirname(folder);
    const dead = path.join(parent, `agent-fix-run-${process.pid}-dead`);
    fs.mkdirSync(dead, { mode: 0o711 });
    fs.copyFileSync(path.join(folder, 'grants.json'), path.join(dead, 'grants.json'));
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
    expect(deadRuns(parent)).toEqual([{ dir: dead, pid: process.pid, groups: [], grants: [grant(7)], moved: [] }]);
  });

  test("a run's folder is named as any temporary folder; one without a run's record is another program's", () => {
    const folder = openTestFolder();
    // The sandbox's mounts show this name to the code under test (issue 54): nothing in it says agent-fix.
    expect(path.basename(folder)).toMatch(/^tmp\.[A-Za-z0-9]{6}$/);
    const parent = path.dirname(folder);
    const others = path.join(parent, 'tmp.mktemp');
    fs.mkdirSync(others);
    fs.writeFileSync(path.join(others, 'notes.txt'), 'not a run\n');
    const dead = path.join(parent, 'tmp.killed');
    fs.mkdirSync(dead, { mode: 0o711 });
    fs.writeFileSync(path.join(dead, 'run.json'), JSON.stringify({ pid: process.pid, start: 'gone', groups: [] }));
    expect(deadRuns(parent).map((d) => d.dir)).toEqual([dead]);
  });
});
