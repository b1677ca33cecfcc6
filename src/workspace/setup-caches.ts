/**
 * The job's package caches for the setup command only. A workflow often restores npm's, pip's and Go's caches
 * (actions/setup-node `cache: npm`, actions/cache…) before agent-fix runs; setup can reuse them instead of downloading
 * everything again. Setup is untrusted (on a review round it runs the bot's own branch), so it never writes them:
 *  - npm, pip and Go's build cache are bound read-only into setup and mirrored, on first use, in a folder bound into
 *    setup alone: the same folders, a link per file. Setup reads through the links and writes new files into the
 *    mirror, which is removed with the sandbox; a poisoned entry never reaches a later step or a saved cache, and
 *    nothing is copied. For npm only its download cache (`_cacache`) is mirrored: npx's installed packages (`_npx`)
 *    and the logs are not, and npx installs again from the mirrored downloads.
 *  - Go modules are served read-only as a module proxy (`GOPROXY=file://…/cache/download`): Go verifies them against
 *    go.sum and unpacks them into the run's private module cache, where the tests find them.
 * The agent's commands see none of this: the host's cache folders are covered inside their sandbox, and the mirror
 * lives outside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeTree } from '../security/remove-tree.js';

/** A cache with more files than this is not mirrored (setup downloads what it needs instead); the log says so. */
export const MAX_CACHE_FILES = 200_000;

export interface HostCaches {
  /** Mirrored for setup: the variable setup gets, the host folder, and the one subfolder mirrored (npm's downloads). */
  mirrored: Array<{ name: string; variable: string; dir: string; only?: string }>;
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
    {
      name: 'npm',
      variable: 'npm_config_cache',
      dir: env.npm_config_cache || path.join(home, '.npm'),
      only: '_cacache',
    },
    { name: 'pip', variable: 'PIP_CACHE_DIR', dir: env.PIP_CACHE_DIR || path.join(xdg, 'pip') },
    { name: 'go-build', variable: 'GOCACHE', dir: env.GOCACHE || path.join(xdg, 'go-build') },
  ];
  const mirrored = candidates.flatMap((c) => {
    const dir = realDir(c.dir);
    return dir ? [{ ...c, dir }] : [];
  });
  const goModCache = realDir(env.GOMODCACHE || path.join(gopath, 'pkg', 'mod'));
  const goDownloads = goModCache && realDir(path.join(goModCache, 'cache', 'download'));
  return { mirrored, ...(goModCache ? { goModCache } : {}), ...(goDownloads ? { goDownloads } : {}) };
}

/** Folders the agent's commands must not see (the caches themselves; Go's whole module cache). */
export function cachePathsToCover(caches: HostCaches): string[] {
  const out = caches.mirrored.map((c) => c.dir);
  if (caches.goModCache) out.push(caches.goModCache);
  return out;
}

/** Where a host cache is bound read-only inside setup: beside its mirror, reachable by the commands' user. */
const HOST_VIEW = '.job-caches';

/**
 * Mirrors `src` into `dest`: the same folders, and for each regular file a link. Reads follow the links; writes make
 * new files in the mirror; nothing can be written through a link:
 *  - a hard link to the job's file, where the commands run as another user (`owner`, as root) who neither owns the
 *    file nor may write it (no group or other write bit), the file has no setuid or setgid bit, and the mirror is on
 *    the same file system. It needs no block of its own, where a symlink to a long cache path does: removing 13,000
 *    such symlinks blocked a run for 7 s on a disk mounted with `discard`, about 2 ms a file;
 *  - else a symlink to the same file under `view`, where the cache is bound read-only.
 * Only the folders belong to `owner`, who must add files to them. Returns false when the cache has too many files.
 */
export function mirror(src: string, dest: string, view: string, owner?: { uid: number; gid: number }): boolean {
  let files = 0;
  let device: number | undefined;
  const hardLinkable = (file: string): boolean => {
    if (!owner) return false;
    const st = fs.lstatSync(file);
    // No group or other write bit; no setuid or setgid bit (the link sits in a folder of the commands' user).
    return st.dev === device && st.uid !== owner.uid && (st.mode & 0o6022) === 0;
  };
  const walk = (rel: string): boolean => {
    const to = path.join(dest, rel);
    fs.mkdirSync(to, { recursive: true });
    if (owner) fs.lchownSync(to, owner.uid, owner.gid);
    device ??= fs.statSync(to).dev;
    for (const e of fs.readdirSync(path.join(src, rel), { withFileTypes: true })) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) {
        if (!walk(child)) return false;
      } else if (e.isFile()) {
        if (++files > MAX_CACHE_FILES) return false;
        if (hardLinkable(path.join(src, child))) fs.linkSync(path.join(src, child), path.join(dest, child));
        else fs.symlinkSync(path.join(view, child), path.join(dest, child));
      }
    }
    return true;
  };
  return walk('');
}

export interface SetupCaches {
  /** Variables for setup: each mirrored cache, and the Go module proxy. */
  env: Record<string, string>;
  /** Host caches to bind read-only inside setup: `[host folder, path in the setup folder]`. */
  binds: Array<[string, string]>;
  /** What was reused, for the log: `npm (~/.npm, 3845 files)`. */
  notes: string[];
}

/**
 * Fills `dir` (a private folder bound writable into setup alone) with a mirror of each cache and returns setup's
 * variables and read-only binds. Reads only the host's own cache folders, which no sandboxed command could write.
 * As root, the mirror belongs to `owner` (the commands' user), who reads the caches through the bind even where
 * their host folder is closed to it (/root).
 */
export function seedSetupCaches(
  caches: HostCaches,
  dir: string,
  parent: NodeJS.ProcessEnv = process.env,
  owner?: { uid: number; gid: number },
): SetupCaches {
  const env: Record<string, string> = {};
  const binds: SetupCaches['binds'] = [];
  const notes: string[] = [];
  for (const c of caches.mirrored) {
    const view = path.join(dir, HOST_VIEW, c.name);
    const copy = path.join(dir, c.name);
    fs.mkdirSync(view, { recursive: true });
    let ok: boolean;
    try {
      const sub = c.only ?? '';
      ok = fs.existsSync(path.join(c.dir, sub))
        ? mirror(path.join(c.dir, sub), path.join(copy, sub), path.join(view, sub), owner)
        : true;
      fs.mkdirSync(copy, { recursive: true });
      if (owner) fs.lchownSync(copy, owner.uid, owner.gid);
    } catch (err) {
      notes.push(`${c.name} (${c.dir}) not reused: ${(err as Error).message}`);
      ok = false;
    }
    if (!ok) {
      if (!notes.some((n) => n.startsWith(`${c.name} `)))
        notes.push(`${c.name} (${c.dir}) not reused: more than ${MAX_CACHE_FILES} files`);
      removeTree(copy);
      continue;
    }
    env[c.variable] = copy;
    binds.push([c.dir, view]);
    notes.push(`${c.name} (${c.dir}, read-only, new files private)`);
  }
  if (caches.goDownloads) {
    env.GOPROXY = `file://${caches.goDownloads},${parent.GOPROXY || 'https://proxy.golang.org,direct'}`;
    notes.push(`Go modules (${caches.goDownloads}, read-only module proxy)`);
  }
  if (owner) fs.lchownSync(dir, owner.uid, owner.gid);
  return { env, binds, notes };
}
