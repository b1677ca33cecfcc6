/**
 * Each run's own folder in the temporary folder (`tmp.XXXXXX`, a name that says nothing of agent-fix: the sandbox's
 * mounts show it, temp-name.ts; `agent-fix-run-<pid>-XXXXXX` before), and its record: what a SIGKILL would
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
import { NEUTRAL_PREFIX, neutralTempDir } from './temp-name.js';
import { removeTree } from '../security/remove-tree.js';

/** The name earlier versions gave the folder: a killed run of theirs is still found. */
const LEGACY_PREFIX = 'agent-fix-run-';
const RECORD = 'run.json';
/**
 * The grants, apart: `run.json` is written twice per command (its process group), the grants only when they change
 * (100,000 entries at 100,000 files: 5 MB, too much to write at every command).
 */
const GRANTS = 'grants.json';

/** What the agent's layer moved to the host tree (work-layer.ts), per workspace: removed by the run after a SIGKILL. */
const MOVED = 'moved.json';

/** A file or link the layer moved to the host, as the move left it. */
export interface MovedFile {
  rel: string;
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

/** The moves of one workspace's layer. */
export interface MovedRecord {
  root: string;
  files: MovedFile[];
  folders: string[];
}

/** A process group a run started: its id and its leader's start time (`/proc/<pid>/stat`, field 22). */
export interface GroupRecord {
  pgid: number;
  start: string;
}

interface RunRecord {
  pid: number;
  start: string;
  groups: GroupRecord[];
  /** Only in records an earlier version wrote: grants are in GRANTS now. */
  grants?: unknown[];
}

let open:
  | {
      dir: string;
      record: RunRecord;
      /** run.json, open for its rewrites in place; `size`: the longest text written to it so far. */
      fd: number;
      size: number;
      grants: number;
      users: number;
      close: () => void;
    }
  | undefined;

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

function write(name: string, data: unknown): void {
  if (!open) return;
  const file = path.join(open.dir, name);
  fs.writeFileSync(`${file}.new`, JSON.stringify(data), { mode: 0o600 });
  fs.renameSync(`${file}.new`, file);
}

/** The most a rewrite in place may be: one page, which a single write() copies whole even when SIGKILL comes. */
const IN_PLACE_BYTES = 4096;

/**
 * Rewrites run.json, twice per command. In place, one write() at offset 0, padded with spaces (JSON's own whitespace)
 * to the longest text written before, so the file always holds one whole record. A rename over the old file, the
 * usual atomic rewrite, made ext4 (auto_da_alloc) start writing the new file to disk at each one: about 1.7 ms of
 * wall time and 0.4 ms of CPU a rewrite, measured on this 2-core machine, against a few microseconds. A record longer
 * than a page (over a hundred groups at once) goes through the rename.
 */
function writeRecord(): void {
  if (!open) return;
  const text = Buffer.from(JSON.stringify(open.record));
  if (text.length > IN_PLACE_BYTES) {
    write(RECORD, open.record);
    // The rename put a new file in place of the one the descriptor writes to.
    fs.closeSync(open.fd);
    open.fd = fs.openSync(path.join(open.dir, RECORD), fs.constants.O_WRONLY | fs.constants.O_NOFOLLOW);
    open.size = text.length;
    return;
  }
  const data = Buffer.concat([text, Buffer.alloc(Math.max(0, open.size - text.length), ' ')]);
  fs.writeSync(open.fd, data, 0, data.length, 0);
  open.size = data.length;
}

/**
 * Makes this run's folder and points TMPDIR at it until `close` (or the process's exit) removes it. Runs at once in
 * one process (the bench's `--concurrency`) share the folder: it goes when the last of them closes it.
 */
export function openRunFolder(): () => void {
  if (open) return shared(open);
  const parent = os.tmpdir();
  const dir = neutralTempDir(parent);
  fs.chmodSync(dir, 0o711);
  const before = process.env.TMPDIR;
  const record = { pid: process.pid, start: startTime(process.pid) ?? '', groups: [] };
  const fd = fs.openSync(path.join(dir, RECORD), 'wx', 0o600);
  const folder = { dir, record, fd, size: 0, grants: 0, users: 0, close: () => close() };
  open = folder;
  writeRecord();
  process.env.TMPDIR = dir;
  const close = () => {
    release();
    fs.closeSync(folder.fd);
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    open = undefined;
    removeTree(dir);
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
  writeRecord();
}

export function forgetGroup(pid: number | undefined): void {
  if (!open || pid === undefined) return;
  open.record.groups = open.record.groups.filter((g) => g.pgid !== pid);
  writeRecord();
}

/**
 * Notes the owners and modes granted so far (the sandbox's own records, given back by it; records of one shape, as
 * the sandbox keeps them), when their number changed. Written as columns: the keys once, then each record's values.
 */
export function noteGrants(grants: readonly object[]): void {
  if (!open || open.grants === grants.length) return;
  open.grants = grants.length;
  const keys = grants.length ? Object.keys(grants[0]!) : [];
  const rows = grants.map((g) => keys.map((k) => (g as Record<string, unknown>)[k]));
  write(GRANTS, { keys, rows });
}

const moves = new Map<string, MovedRecord>();

/** Notes what a workspace's layer has moved to the host so far (all of it: the record is replaced). */
export function noteMoved(root: string, files: MovedFile[], folders: string[]): void {
  if (!open) return;
  if (files.length || folders.length) moves.set(root, { root, files, folders });
  else if (!moves.delete(root)) return;
  write(MOVED, [...moves.values()]);
}

function readMoved(dir: string): MovedRecord[] {
  const noted = readJson(path.join(dir, MOVED));
  if (!Array.isArray(noted)) return [];
  return noted.filter(
    (m): m is MovedRecord =>
      typeof m === 'object' &&
      m !== null &&
      typeof (m as MovedRecord).root === 'string' &&
      path.isAbsolute((m as MovedRecord).root) &&
      Array.isArray((m as MovedRecord).files) &&
      Array.isArray((m as MovedRecord).folders) &&
      (m as MovedRecord).files.every(
        (f) =>
          typeof f?.rel === 'string' &&
          ['dev', 'ino', 'size', 'mtimeMs'].every(
            (k) => typeof (f as unknown as Record<string, unknown>)[k] === 'number',
          ),
      ) &&
      (m as MovedRecord).folders.every((f) => typeof f === 'string'),
  );
}

/** The grants a run noted, as records again (see noteGrants); those of an older record where it has them. */
function readGrants(dir: string, record: RunRecord | undefined): unknown[] {
  const noted = readJson(path.join(dir, GRANTS)) as { keys?: unknown; rows?: unknown } | undefined;
  const { keys, rows } = noted ?? {};
  if (!Array.isArray(keys) || !Array.isArray(rows)) return record?.grants ?? [];
  return rows.filter(Array.isArray).map((row: unknown[]) => Object.fromEntries(keys.map((k, i) => [k, row[i]])));
}

/** A run that ended without its clean-up (SIGKILL, a crash): its folder and its record. */
export interface DeadRun {
  dir: string;
  pid: number;
  groups: GroupRecord[];
  grants: unknown[];
  /** What its agent's layer had moved to the host tree and not yet taken back. */
  moved: MovedRecord[];
}

/**
 * The folders of runs that are no longer running, in the temporary folder (the one this run's folder is in, when it
 * is open); live runs are left alone.
 */
export function deadRuns(parent = open ? path.dirname(open.dir) : os.tmpdir()): DeadRun[] {
  const uid = process.getuid?.();
  const dead: DeadRun[] = [];
  for (const name of fs.readdirSync(parent)) {
    const legacy = name.startsWith(LEGACY_PREFIX);
    if (!legacy && !name.startsWith(NEUTRAL_PREFIX)) continue;
    const dir = path.join(parent, name);
    const st = fs.lstatSync(dir, { throwIfNoEntry: false });
    if (!st?.isDirectory() || (uid !== undefined && st.uid !== uid) || dir === open?.dir) continue;
    const record = readRecord(dir);
    // A `tmp.*` folder is a run's only with a record in it: other programs name their folders so too.
    if (!record && !legacy) continue;
    const pid = record?.pid ?? Number(/^agent-fix-run-(\d+)-/.exec(name)?.[1]);
    // Alive: the same process (pid and start time); a pid reused by another process is not the run. Without /proc
    // (no start time was recorded) any process with that pid counts as alive: a folder is never taken from a live run.
    if (record?.start ? startTime(pid) === record.start : alive(pid)) continue;
    dead.push({ dir, pid, groups: record?.groups ?? [], grants: readGrants(dir, record), moved: readMoved(dir) });
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
  const record = readJson(path.join(dir, RECORD)) as RunRecord | undefined;
  return record &&
    Number.isInteger(record.pid) &&
    Array.isArray(record.groups) &&
    (record.grants === undefined || Array.isArray(record.grants))
    ? record
    : undefined;
}

/** A JSON file of the run's folder, read without following a link; undefined when missing or unreadable. */
function readJson(file: string): unknown {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    return JSON.parse(fs.readFileSync(fd, 'utf8')) as unknown;
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
