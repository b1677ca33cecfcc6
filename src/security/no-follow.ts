/**
 * Host-side access to the work tree once commands have run in it. A command can leave any path a symlink (to
 * `.git/config`, to a root-only file), a FIFO that hangs a reader, or a folder swapped for a link; agent-fix reads
 * and writes there with its own rights, which may be root's. So every open here refuses a symlink at every
 * component, takes only regular files (checked on the descriptor, not the path), and never blocks on a FIFO.
 *
 * On Linux each component is opened relative to the descriptor of the folder before it, through
 * `/proc/self/fd/N/name`, which the kernel resolves like openat(2): a folder swapped for a link between two steps
 * fails the next step (ELOOP) instead of leading elsewhere. Without /proc, each folder is lstat'ed on the way and the
 * final descriptor checked against the path.
 */
import fs from 'node:fs';
import path from 'node:path';

const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = fs.constants;

export class UnsafePathError extends Error {
  constructor(
    message: string,
    readonly code: 'missing' | 'exists' | 'link' | 'not-regular' | 'too-large',
  ) {
    super(message);
    this.name = 'UnsafePathError';
  }
}

/** lstat, or undefined when nothing is there (a dangling link is there). */
export function lstatOrUndefined(p: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(p);
  } catch {
    return undefined;
  }
}

/** Is anything at `p`, without following a link there? */
export function existsNoFollow(p: string): boolean {
  return lstatOrUndefined(p) !== undefined;
}

let procFds: boolean | undefined;
function haveProcFds(): boolean {
  procFds ??= (() => {
    try {
      return fs.statSync('/proc/self/fd').isDirectory();
    } catch {
      return false;
    }
  })();
  return procFds;
}

function describeOpenError(err: NodeJS.ErrnoException, shown: string): UnsafePathError {
  if (err.code === 'ENOENT') return new UnsafePathError(`${shown} does not exist`, 'missing');
  if (err.code === 'ELOOP' || err.code === 'EMLINK')
    return new UnsafePathError(`${shown} is or passes through a symbolic link; it is not followed`, 'link');
  // O_DIRECTORY|O_NOFOLLOW answers ENOTDIR for a link where a folder should be.
  if (err.code === 'ENOTDIR')
    return new UnsafePathError(`${shown} passes through a symbolic link or a file where a folder should be`, 'link');
  if (err.code === 'EEXIST') return new UnsafePathError(`${shown} exists already`, 'exists');
  if (err.code === 'ENXIO') return new UnsafePathError(`${shown} is not a regular file`, 'not-regular');
  throw err;
}

function components(rel: string): string[] {
  const parts = rel.split(/[\\/]/).filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) throw new UnsafePathError(`${rel} leads out with ..`, 'link');
  return parts;
}

/**
 * Opens `rel` beneath the folder `root` (trusted: the workspace's real path) with `flags`, following no symlink on
 * the way or at the end. With `makeParents`, missing folders are made (also without following).
 */
export function openBeneath(
  root: string,
  rel: string,
  flags: number,
  opts: { mode?: number; makeParents?: boolean } = {},
): number {
  const parts = components(rel);
  if (parts.length === 0) throw new UnsafePathError(`${rel} is the workspace itself, not a file`, 'not-regular');
  const last = parts.pop()!;
  const final = flags | O_NOFOLLOW | O_NONBLOCK;
  try {
    if (!haveProcFds()) return openByPath(root, parts, last, final, opts);
    let dir = fs.openSync(root, O_RDONLY | O_DIRECTORY);
    try {
      for (const part of parts) {
        const at = `/proc/self/fd/${dir}/${part}`;
        if (opts.makeParents) {
          try {
            fs.mkdirSync(at);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
          }
        }
        const next = fs.openSync(at, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        fs.closeSync(dir);
        dir = next;
      }
      return fs.openSync(`/proc/self/fd/${dir}/${last}`, final, opts.mode);
    } finally {
      fs.closeSync(dir);
    }
  } catch (err) {
    throw err instanceof UnsafePathError ? err : describeOpenError(err as NodeJS.ErrnoException, rel);
  }
}

function openByPath(
  root: string,
  parts: string[],
  last: string,
  flags: number,
  opts: { mode?: number; makeParents?: boolean },
): number {
  let dir = root;
  for (const part of parts) {
    dir = path.join(dir, part);
    if (opts.makeParents && !existsNoFollow(dir)) fs.mkdirSync(dir);
    const st = fs.lstatSync(dir);
    if (!st.isDirectory()) throw Object.assign(new Error(`${dir}: not a folder`), { code: 'ENOTDIR' });
  }
  const file = path.join(dir, last);
  const fd = fs.openSync(file, flags, opts.mode);
  // A folder swapped between the lstat above and the open shows as a different file here.
  const byFd = fs.fstatSync(fd);
  const byPath = lstatOrUndefined(file);
  if (!byPath || byPath.ino !== byFd.ino || byPath.dev !== byFd.dev) {
    fs.closeSync(fd);
    throw Object.assign(new Error(`${file} changed while it was opened`), { code: 'ELOOP' });
  }
  return fd;
}

/** The caller closes `fd`, also when this throws. */
function requireRegular(fd: number, shown: string, maxBytes: number): fs.Stats {
  const st = fs.fstatSync(fd);
  if (!st.isFile()) {
    throw new UnsafePathError(
      `${shown} is not a regular file (${st.isDirectory() ? 'a folder' : 'a device, FIFO or socket'})`,
      'not-regular',
    );
  }
  if (st.size > maxBytes) {
    throw new UnsafePathError(`${shown} is ${st.size} bytes, more than ${maxBytes}`, 'too-large');
  }
  return st;
}

function readAll(fd: number, size: number, maxBytes: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  // Read to the end, not to the size fstat gave: the file may grow; stop at the cap all the same.
  for (;;) {
    const buf = Buffer.alloc(Math.min(Math.max(size - total, 64 * 1024), maxBytes + 1 - total));
    if (buf.length === 0) break;
    const n = fs.readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    chunks.push(buf.subarray(0, n));
    total += n;
    if (total > maxBytes) throw new UnsafePathError(`the file grew past ${maxBytes} bytes while read`, 'too-large');
  }
  return Buffer.concat(chunks, total);
}

const DEFAULT_MAX = 64 * 1024 * 1024;

/** The bytes of the regular file `rel` beneath `root`; throws UnsafePathError for links, non-files, missing files. */
export function readBeneath(root: string, rel: string, maxBytes = DEFAULT_MAX): Buffer {
  const fd = openBeneath(root, rel, O_RDONLY);
  try {
    const st = requireRegular(fd, rel, maxBytes);
    return readAll(fd, st.size, maxBytes);
  } finally {
    closeQuietly(fd);
  }
}

/** The stat of what `rel` beneath `root` is, through a no-follow open: a link or a missing file answers undefined. */
export function statBeneath(root: string, rel: string): fs.Stats | undefined {
  let fd: number;
  try {
    fd = openBeneath(root, rel, O_RDONLY);
  } catch (err) {
    if (err instanceof UnsafePathError) return undefined;
    throw err;
  }
  try {
    return fs.fstatSync(fd);
  } finally {
    closeQuietly(fd);
  }
}

/** Replaces the content of the existing regular file `rel` in place (its mode and owner stay). */
export function rewriteBeneath(root: string, rel: string, data: string | Buffer): void {
  const fd = openBeneath(root, rel, O_WRONLY);
  try {
    requireRegular(fd, rel, Number.MAX_SAFE_INTEGER);
    fs.ftruncateSync(fd, 0);
    writeAll(fd, data);
  } finally {
    closeQuietly(fd);
  }
}

/** Makes the new file `rel` (never an existing one, never through a link), with missing folders. */
export function createBeneath(root: string, rel: string, data: string | Buffer, mode = 0o666): void {
  const fd = openBeneath(root, rel, O_WRONLY | O_CREAT | O_EXCL, { mode, makeParents: true });
  try {
    writeAll(fd, data);
  } finally {
    closeQuietly(fd);
  }
}

/** readBeneath, or null for anything it refuses (links, non-files, missing, too large). */
export function readBeneathOrNull(root: string, rel: string, maxBytes = DEFAULT_MAX): Buffer | null {
  try {
    return readBeneath(root, rel, maxBytes);
  } catch (err) {
    if (err instanceof UnsafePathError) return null;
    throw err;
  }
}

/** Reads a regular file by an absolute path, refusing a link at the last component; null when it cannot. */
export function readRegularOrNull(file: string, maxBytes = DEFAULT_MAX): Buffer | null {
  try {
    return readBeneath(path.dirname(file), path.basename(file), maxBytes);
  } catch {
    return null;
  }
}

function writeAll(fd: number, data: string | Buffer): void {
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let off = 0;
  while (off < buf.length) off += fs.writeSync(fd, buf, off, buf.length - off);
}

function closeQuietly(fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // nothing left to release
  }
}
