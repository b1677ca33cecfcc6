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

/**
 * Gives every folder below `dir` that this user owns read, write and search rights for its owner (what removing its
 * entries needs). lstat first: a link is never followed, and a folder of another owner is left as it is (rmSync
 * then says why it cannot go). The commands that could swap a folder for a link have ended before anything is removed.
 */
function openUp(dir: string): void {
  const st = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (!st?.isDirectory()) return;
  if ((st.mode & 0o700) !== 0o700 && (uid === undefined || uid === 0 || st.uid === uid)) {
    try {
      fs.chmodSync(dir, (st.mode & 0o7777) | 0o700);
    } catch {
      return;
    }
  }
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) openUp(path.join(dir, name));
}
