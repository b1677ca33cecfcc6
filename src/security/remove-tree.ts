/**
 * Removing a folder agent-fix made, whatever the commands or the kernel left in it, on every Node the Action and the
 * CLI run on. Node 20's `fs.rmSync(dir, { recursive: true })` made a folder its owner could not read or search
 * writable and went on; Node 22 and 24 (std::filesystem) stop with EACCES at the first such folder and leave the rest.
 * Such folders are common in what agent-fix removes as another user than root: overlayfs makes its work folder's
 * `work` with mode 000, and Go's module cache, npm's and a test's own fixtures hold read-only folders. Root passes
 * every permission check, so only runs as another user (a GitHub runner's `runner`) meet it.
 */
import fs from 'node:fs';
import path from 'node:path';

const uid = process.getuid?.();

/** Removes `target` (a folder or a file) and everything below it; nothing there is fine. Never follows a link. */
export function removeTree(target: string): void {
  try {
    fs.rmSync(target, { recursive: true, force: true, maxRetries: 2 });
    return;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') throw err;
  }
  openUp(target);
  fs.rmSync(target, { recursive: true, force: true, maxRetries: 2 });
}

/** open(2)'s O_PATH (Linux, the same on every architecture Node ships for): a descriptor that names, never reads. */
const O_PATH = 0o10000000;

/**
 * Gives every folder below `dir` that this user owns read, write and search rights for its owner (what removing its
 * entries needs). Each folder is opened with O_PATH | O_NOFOLLOW | O_DIRECTORY and changed through
 * /proc/self/fd/N, and listed there: a folder swapped for a link is refused (ENOTDIR), never followed. The path to a
 * folder is still resolved component by component, which is sound because the commands that could swap a folder above
 * it have ended before anything is removed. A folder of another owner is left as it is (rmSync then says why it
 * cannot go). Without /proc nothing is changed.
 */
function openUp(dir: string): void {
  let fd: number;
  try {
    fd = fs.openSync(dir, O_PATH | fs.constants.O_NOFOLLOW | fs.constants.O_DIRECTORY);
  } catch {
    return; // gone, not a folder, or a link
  }
  let names: string[];
  try {
    const st = fs.fstatSync(fd);
    if ((st.mode & 0o700) !== 0o700 && (uid === undefined || uid === 0 || st.uid === uid))
      fs.chmodSync(`/proc/self/fd/${fd}`, (st.mode & 0o7777) | 0o700);
    // The listing of the folder just checked, not of whatever the path names now.
    names = fs.readdirSync(`/proc/self/fd/${fd}`);
  } catch {
    return;
  } finally {
    fs.closeSync(fd);
  }
  for (const name of names) openUp(path.join(dir, name));
}
