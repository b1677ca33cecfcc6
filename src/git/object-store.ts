/**
 * The run's private object store (issue 55): every object agent-fix's git writes in the user's repository during a
 * run (the snapshots after each command, the candidate, the proof and fail-to-pass trees, the diffs' private indexes,
 * an `--allow-dirty` start) goes to a folder in the run's own temporary folder, never to the user's `.git/objects`.
 * The user's objects stay readable through it (`GIT_ALTERNATE_OBJECT_DIRECTORIES`). A command that writes 200 MB of
 * files, or a git-ignored `.env`, so never becomes a blob in the user's repository. At the end, only the commit the
 * run hands on (the candidate the Action pushes and the CLI names) is copied in, as one pack of the objects it adds
 * to the user's HEAD (`keep`); the rest goes with the folder (SIGKILL included: the next run removes a dead run's folder).
 *
 * The store applies to every git run in a folder inside the repository's top (`storeEnv`, read by the runner):
 * the work tree, its subfolders and the proof worktrees (`.agent-fix-proof-*`), which share the repository's objects.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Store {
  /** The repository's top (real path); git in any folder under it uses the store. */
  top: string;
  /** The user's own objects folder (the common dir's `objects`). */
  objects: string;
  /** The private objects folder. */
  dir: string;
  env: Record<string, string>;
}

const stores: Store[] = [];

/** One path of GIT_ALTERNATE_OBJECT_DIRECTORIES: quoted as git reads it when it holds `:` or starts with `"`. */
function alternate(dir: string): string {
  if (!dir.includes(':') && !dir.startsWith('"')) return dir;
  return `"${dir.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Starts the private store for the repository whose top is `top` and whose objects are `objects`, in `dir` (made
 * here; it should be inside the run's folder, which is removed at the process's exit). Returns the handle.
 */
export function openObjectStore(top: string, objects: string, dir: string): ObjectStore {
  fs.mkdirSync(path.join(dir, 'pack'), { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.join(dir, 'info'), { recursive: true, mode: 0o700 });
  const store: Store = {
    top: fs.realpathSync(top),
    objects,
    dir,
    env: { GIT_OBJECT_DIRECTORY: dir, GIT_ALTERNATE_OBJECT_DIRECTORIES: alternate(objects) },
  };
  stores.push(store);
  return new ObjectStore(store);
}

/** The variables that point a git run in `cwd` at its repository's private store; none outside every store. */
export function storeEnv(cwd: string): Record<string, string> {
  if (!stores.length) return {};
  let real = cwd;
  try {
    real = fs.realpathSync(cwd);
  } catch {
    // A folder that is gone: git will say so; compare the path as given.
  }
  for (const store of stores) {
    const rel = path.relative(store.top, real);
    // A store whose folder is gone (removed at exit) would make git refuse the repository.
    if ((rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) && fs.existsSync(store.dir)) return store.env;
  }
  return {};
}

/**
 * The user's own objects folder when a git run in `cwd` uses a private store (`storeEnv`), else undefined. What a
 * command (the suite, which the store's variables never reach) can read of the repository is what this folder holds.
 */
export function userObjectsFor(cwd: string): string | undefined {
  const env = storeEnv(cwd);
  return stores.find((store) => store.env === env)?.objects;
}

export class ObjectStore {
  constructor(private readonly store: Store) {}

  get dir(): string {
    return this.store.dir;
  }

  /** The user's own objects folder. */
  get userObjects(): string {
    return this.store.objects;
  }

  /** Stops using the store (its folder goes with the run's folder). */
  close(): void {
    const at = stores.indexOf(this.store);
    if (at >= 0) stores.splice(at, 1);
  }
}
