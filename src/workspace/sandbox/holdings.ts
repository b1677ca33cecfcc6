/** What a bwrap sandbox holds on the host until it is disposed of, and the proof runs' sealed caches. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mirror } from '../setup-caches.js';
import type { BwrapPlan } from './bwrap-args.js';
import { DeferredGrants, grantWorkspace, revoke, type Grant } from './grants.js';
import { makeHome } from './home.js';
import { atExit, isRealDir } from './host.js';

/** What a bwrap sandbox holds on the host until it is disposed of. */
export interface HostHoldings {
  /** The private home. */
  home: string;
  /** The workspace folders opened to nobody's group, given back at dispose. */
  grants: Grant[];
  /** Setup's own copies of the job's caches (made on first use). */
  setupCachesDir: string;
  /** Dependency folders whose grant waits for setup or `protect`. */
  deferred: DeferredGrants;
  /** The proof runs' caches: the sealed copy, and a mirror per run. */
  proofCachesDir: string;
  /** The home's Go build cache as the baseline left it (`sealProofCaches`). */
  sealedGoCache?: string;
}

export function holdOnHost(root: string, dropTo: BwrapPlan['dropTo']): HostHoldings {
  const home = makeHome(dropTo);
  const deferredFolders: string[] = [];
  const grants = dropTo ? grantWorkspace(root, dropTo.gid, deferredFolders) : [];
  const setupCachesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-setup-caches-'));
  const proofCachesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-proof-caches-'));
  // As root: nobody passes through to its own run folders (bound in), but cannot list the others.
  if (dropTo) fs.chmodSync(proofCachesDir, 0o711);
  atExit(() => {
    fs.rmSync(setupCachesDir, { recursive: true, force: true });
    fs.rmSync(proofCachesDir, { recursive: true, force: true });
  });
  const deferred = new DeferredGrants(grants, dropTo?.gid, deferredFolders);
  return { home, grants, setupCachesDir, deferred, proofCachesDir };
}

export function sealGoCache(held: HostHoldings, log: (line: string) => void): void {
  const cache = path.join(held.home, '.cache', 'go-build');
  if (held.sealedGoCache !== undefined || !isRealDir(cache)) return;
  const sealed = path.join(held.proofCachesDir, 'sealed-go-build');
  let files = 0;
  try {
    fs.cpSync(cache, sealed, {
      recursive: true,
      verbatimSymlinks: true,
      filter: () => {
        if (++files > MAX_SEALED_FILES) throw new Error('too big');
        return true;
      },
    });
    held.sealedGoCache = sealed;
  } catch (err) {
    fs.rmSync(sealed, { recursive: true, force: true });
    const why =
      files > MAX_SEALED_FILES
        ? `has more than ${MAX_SEALED_FILES} files after the baseline`
        : `could not be copied aside (${(err as Error).message})`;
    log(`sandbox: Go's build cache ${why}; proof runs build in an empty cache of their own instead`);
  }
}

/** A bigger Go build cache is not copied aside for the proof runs (they compile in an empty one). */
const MAX_SEALED_FILES = 100_000;

export function release(held: HostHoldings): void {
  revoke(held.grants);
  fs.rmSync(held.home, { recursive: true, force: true });
  fs.rmSync(held.setupCachesDir, { recursive: true, force: true });
  fs.rmSync(held.proofCachesDir, { recursive: true, force: true });
}

/**
 * The Go build cache of a proof run: never the home's, which the agent's commands can write (Go would take a test
 * result or a compiled package they planted there for the candidate's). Its own mirror of the cache sealed after the
 * baseline, or without one an empty cache in the run's own fresh /tmp.
 */
export function proofCaches(
  held: HostHoldings,
  dropTo: BwrapPlan['dropTo'],
): Pick<BwrapPlan, 'setupCaches' | 'setupCacheBinds'> & { env: Record<string, string> } {
  if (!held.sealedGoCache) return { env: { GOCACHE: '/tmp/go-build' } };
  const dir = fs.mkdtempSync(path.join(held.proofCachesDir, 'run-'));
  const view = path.join(dir, HOST_VIEW_NAME);
  fs.mkdirSync(view);
  if (!mirror(held.sealedGoCache, path.join(dir, 'go-build'), view, dropTo))
    return { env: { GOCACHE: '/tmp/go-build' } };
  if (dropTo) for (const p of [dir, view]) fs.lchownSync(p, dropTo.uid, dropTo.gid);
  return {
    env: { GOCACHE: path.join(dir, 'go-build') },
    setupCaches: dir,
    setupCacheBinds: [[held.sealedGoCache, view]],
  };
}
const HOST_VIEW_NAME = '.sealed';
