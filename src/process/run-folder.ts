/**
 * Each run's own folder in the temporary folder (`agent-fix-run-<pid>-XXXXXX`), and its record: what a SIGKILL would
 * leave on the host, for the next run to repair (issue 42). For the run, TMPDIR points into the folder, so every
 * temporary folder agent-fix makes (private indexes, the home, the proof's layers, setup's caches, the network
 * bridge) is inside it; `run.json` there names the rest: the commands' process groups still running, and the owners
 * and modes the sandbox granted in the workspace (kept by the sandbox, which knows how to give them back).
 * Commands never see the host's temporary folder (theirs is a private /tmp), and the folder is the runner's own
 * (0711, not listable): the record is trusted only in a folder owned by this user, read without following links.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hold } from './cleanup.js';

const PREFIX = 'agent-fix-run-';
const RECORD = 'run.json';

/** A process group a run started: its id and its leader's start time (`/proc/<pid>/stat`, field 22). */
export interface GroupRecord {
  pgid: number;
  start: string;
}

interface RunRecord {
  pid: number;
  start: string;
  groups: GroupRecord[];
  grants: unknown[];
}

let open: { dir: string; record: RunRecord; users: number; close: () => void } | undefined;

/** The start time of process `pid` in clock ticks since boot; undefined when there is no such process. */
export function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function write(): void {
  if (!open) return;
  const file = path.join(open.dir, RECORD);
  fs.writeFileSync(`${file}.new`, JSON.stringify(open.record), { mode: 0o600 });
  fs.renameSync(`${file}.new`, file);
}

/**
 * Makes this run's folder and points TMPDIR at it until `close` (or the process's exit) removes it. Runs at once in
 * one process (the bench's `--concurrency`) share the folder: it goes when the last of them closes it.
 */
export function openRunFolder(): () => void {
  if (open) return shared(open);
  const parent = os.tmpdir();
  const dir = fs.mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`));
  fs.chmodSync(dir, 0o711);
  const before = process.env.TMPDIR;
  const record = { pid: process.pid, start: startTime(process.pid) ?? '', groups: [], grants: [] };
  open = { dir, record, users: 0, close: () => close() };
  write();
  process.env.TMPDIR = dir;
  const close = () => {
    release();
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    open = undefined;
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  };
  // Folders are undone in reverse order: this one, held first, goes after everything inside it.
  const release = hold('folder', close);
  return shared(open);
}

/** One run's `close` of the shared folder: once each; the last one removes it. */
function shared(folder: NonNullable<typeof open>): () => void {
  folder.users++;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    if (--folder.users === 0) folder.close();
  };
}

/** Notes a process group this run started (removed with `forgetGroup` when it ends). */
export function noteGroup(pid: number | undefined): void {
  if (!open || pid === undefined) return;
  open.record.groups.push({ pgid: pid, start: startTime(pid) ?? '' });
  write();
}

export function forgetGroup(pid: number | undefined): void {
  if (!open || pid === undefined) return;
  open.record.groups = open.record.groups.filter((g) => g.pgid !== pid);
  write();
}

/** Notes the owners and modes granted so far (the sandbox's own records, given back by it). */
export function noteGrants(grants: unknown[]): void {
  if (!open || open.record.grants.length === grants.length) return;
  open.record.grants = [...grants];
  write();
}

/** A run that ended without its clean-up (SIGKILL, a crash): its folder and its record. */
export interface DeadRun {
  dir: string;
  pid: number;
  groups: GroupRecord[];
  grants: unknown[];
}

/**
 * The folders of runs that are no longer running, in the temporary folder (the one this run's folder is in, when it
 * is open); live runs are left alone.
 */
export function deadRuns(parent = open ? path.dirname(open.dir) : os.tmpdir()): DeadRun[] {
  const uid = process.getuid?.();
  const dead: DeadRun[] = [];
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(parent, name);
    const st = fs.lstatSync(dir, { throwIfNoEntry: false });
    if (!st?.isDirectory() || (uid !== undefined && st.uid !== uid) || dir === open?.dir) continue;
    const record = readRecord(dir);
    const pid = record?.pid ?? Number(/^agent-fix-run-(\d+)-/.exec(name)?.[1]);
    // Alive: the same process (pid and start time); a pid reused by another process is not the run. Without /proc
    // (no start time was recorded) any process with that pid counts as alive: a folder is never taken from a live run.
    if (record?.start ? startTime(pid) === record.start : alive(pid)) continue;
    dead.push({ dir, pid, groups: record?.groups ?? [], grants: record?.grants ?? [] });
  }
  return dead;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(dir: string): RunRecord | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path.join(dir, RECORD), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    const record = JSON.parse(fs.readFileSync(fd, 'utf8')) as RunRecord;
    return Number.isInteger(record.pid) && Array.isArray(record.groups) && Array.isArray(record.grants)
      ? record
      : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Ends the process groups a dead run left running (the sandboxed commands outlive a killed agent-fix): a group whose
 * leader is alive with another start time is someone else's and is left alone. Returns how many were ended.
 */
export function endGroups(groups: GroupRecord[]): number {
  let ended = 0;
  for (const g of groups) {
    const leader = startTime(g.pgid);
    if (leader !== undefined && leader !== g.start) continue;
    try {
      process.kill(-g.pgid, 'SIGKILL');
      ended++;
    } catch {
      // gone already
    }
  }
  return ended;
}
