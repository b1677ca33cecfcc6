/**
 * The job's package caches for the setup command only. A workflow often restores npm's, pip's and Go's caches
 * (actions/setup-node `cache: npm`, actions/cache…) before agent-fix runs; setup can reuse them instead of downloading
 * everything again. Setup is untrusted (on a review round it runs the bot's own branch), so it never writes them:
 *  - npm, pip and Go's build cache are copied, on first use, into a folder bound into setup alone; setup's writes land
 *    in the copy, which is removed with the sandbox. A poisoned entry never reaches a later step or a saved cache.
 *  - Go modules are served read-only as a module proxy (`GOPROXY=file://…/cache/download`): Go verifies them against
 *    go.sum and unpacks them into the run's private module cache, where the tests find them.
 * The agent's commands see none of this: the host's cache folders are covered inside their sandbox, and the copy
 * lives outside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A cache bigger than this is not copied (setup downloads what it needs instead); the log says so. */
export const MAX_CACHE_COPY_BYTES = 2 * 1024 ** 3;

export interface HostCaches {
  /** Copied for setup: the variable setup gets, and the host folder. */
  copied: Array<{ name: string; variable: string; dir: string }>;
  /** The host's Go module cache (covered for the agent's commands), if any. */
  goModCache?: string;
  /** Its download cache (served read-only to setup), if any. */
  goDownloads?: string;
}

function realDir(p: string | undefined): string | undefined {
  if (!p || !path.isAbsolute(p)) return undefined;
  try {
    const real = fs.realpathSync(p);
    return fs.statSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The job's cache folders that exist, where each tool would look for them in agent-fix's own environment. */
export function hostCaches(env: NodeJS.ProcessEnv = process.env, home = os.homedir()): HostCaches {
  const xdg = env.XDG_CACHE_HOME || path.join(home, '.cache');
  const gopath = env.GOPATH?.split(':')[0] || path.join(home, 'go');
  const candidates = [
    { name: 'npm', variable: 'npm_config_cache', dir: env.npm_config_cache || path.join(home, '.npm') },
    { name: 'pip', variable: 'PIP_CACHE_DIR', dir: env.PIP_CACHE_DIR || path.join(xdg, 'pip') },
    { name: 'go-build', variable: 'GOCACHE', dir: env.GOCACHE || path.join(xdg, 'go-build') },
  ];
  const copied = candidates.flatMap((c) => {
    const dir = realDir(c.dir);
    return dir ? [{ ...c, dir }] : [];
  });
  const goModCache = realDir(env.GOMODCACHE || path.join(gopath, 'pkg', 'mod'));
  const goDownloads = goModCache && realDir(path.join(goModCache, 'cache', 'download'));
  return { copied, ...(goModCache ? { goModCache } : {}), ...(goDownloads ? { goDownloads } : {}) };
}

/** Folders the agent's commands must not see (the caches themselves; Go's whole module cache). */
export function cachePathsToCover(caches: HostCaches): string[] {
  const out = caches.copied.map((c) => c.dir);
  if (caches.goModCache) out.push(caches.goModCache);
  return out;
}

function treeBytes(dir: string, limit: number): number {
  let total = 0;
  const stack = [dir];
  while (stack.length && total <= limit) {
    const d = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.isFile()) total += fs.lstatSync(p).size;
    }
  }
  return total;
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.lchownSync(dir, uid, gid);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) chownTree(p, uid, gid);
    else fs.lchownSync(p, uid, gid);
  }
}

export interface SetupCaches {
  /** The folder bound into setup (holds the copies). */
  dir: string;
  /** Variables for setup: each copied cache, and the Go module proxy. */
  env: Record<string, string>;
  /** What was reused, for the log: `npm (~/.npm, copied)`. */
  notes: string[];
}

/**
 * Copies the caches into a fresh private folder (owned by `owner` when commands drop to it) and returns setup's
 * variables. Reads only the host's own cache folders, which no sandboxed command could write.
 */
export function seedSetupCaches(
  caches: HostCaches,
  parent: NodeJS.ProcessEnv = process.env,
  owner?: { uid: number; gid: number },
): SetupCaches {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-setup-caches-'));
  const env: Record<string, string> = {};
  const notes: string[] = [];
  for (const c of caches.copied) {
    const bytes = treeBytes(c.dir, MAX_CACHE_COPY_BYTES);
    if (bytes > MAX_CACHE_COPY_BYTES) {
      notes.push(`${c.name} (${c.dir}) not reused: larger than ${MAX_CACHE_COPY_BYTES / 1024 ** 3} GiB`);
      continue;
    }
    const copy = path.join(dir, c.name);
    try {
      fs.cpSync(c.dir, copy, { recursive: true, verbatimSymlinks: true, mode: fs.constants.COPYFILE_FICLONE });
    } catch (err) {
      notes.push(`${c.name} (${c.dir}) not reused: ${(err as Error).message}`);
      fs.rmSync(copy, { recursive: true, force: true });
      continue;
    }
    env[c.variable] = copy;
    notes.push(`${c.name} (${c.dir}, ${Math.round(bytes / 1024 ** 2)} MiB copied)`);
  }
  if (caches.goDownloads) {
    env.GOPROXY = `file://${caches.goDownloads},${parent.GOPROXY || 'https://proxy.golang.org,direct'}`;
    notes.push(`Go modules (${caches.goDownloads}, read-only module proxy)`);
  }
  if (owner) chownTree(dir, owner.uid, owner.gid);
  return { dir, env, notes };
}
