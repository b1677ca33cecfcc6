/** What a bwrap sandbox holds on the host until it is disposed of. */
import type { BwrapPlan } from './bwrap-args.js';
import { DeferredGrants, grantWorkspace, revoke, type Grant } from './grants.js';
import { makeHome } from './home.js';
import { atExit } from './host.js';
import { hold } from '../../process/cleanup.js';
import { noteGrants } from '../../process/run-folder.js';
import { neutralTempDir } from '../../process/temp-name.js';
import { removeTree } from '../../security/remove-tree.js';

/** What a bwrap sandbox holds on the host until it is disposed of (the proof's layers: layers.ts). */
export interface HostHoldings {
  /** The private home. */
  home: string;
  /** The workspace folders opened to nobody's group, given back at dispose. */
  grants: Grant[];
  /** Setup's own copies of the job's caches (made on first use). */
  setupCachesDir: string;
  /** Dependency folders whose grant waits for setup or `protect`. */
  deferred: DeferredGrants;
}

/** `idmapped`: the workspace is shown to nobody as its own (idmap.ts), so nothing of it is granted. */
export function holdOnHost(root: string, dropTo: BwrapPlan['dropTo'], idmapped = false): HostHoldings {
  const home = makeHome(dropTo);
  const deferredFolders: string[] = [];
  const granting = dropTo && !idmapped ? dropTo : undefined;
  const grants = granting ? grantWorkspace(root, granting.gid, deferredFolders) : [];
  const setupCachesDir = neutralTempDir();
  atExit(() => removeTree(setupCachesDir));
  // Owners and modes go back at dispose, or at exit when the run is cancelled (revoke empties the list: once only).
  hold('mode', () => revoke(grants));
  noteGrants(grants);
  const deferred = new DeferredGrants(grants, granting?.gid, deferredFolders);
  return { home, grants, setupCachesDir, deferred };
}

export function release(held: HostHoldings): void {
  revoke(held.grants);
  removeTree(held.home);
  removeTree(held.setupCachesDir);
}
