/** The sandbox's private home and the variables that send every toolchain's caches into it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BwrapPlan } from './bwrap-args.js';
import { atExit, exists } from './host.js';
import { removeTree } from '../../security/remove-tree.js';

/** Private homes: one per prepared sandbox, removed at dispose or, at the latest, at exit. */
export function makeHome(dropTo: BwrapPlan['dropTo']): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-home-'));
  // git refuses a work tree owned by someone else ("dubious ownership"); this home is the sandbox's, not the host's.
  // As root the commands run as nobody, and the workspace shows another owner (and, granted, group and ctime) than the
  // one git's index recorded: without `checkStat = minimal` every git status or describe a test runs would re-read
  // every file of the tree (seconds at 100,000 files). mtime and size still show a change.
  const core = dropTo ? '[core]\n\tcheckStat = minimal\n' : '';
  fs.writeFileSync(path.join(home, '.gitconfig'), `[safe]\n\tdirectory = *\n${core}`);
  fs.mkdirSync(path.join(home, '.cache'));
  if (dropTo)
    for (const p of [home, path.join(home, '.gitconfig'), path.join(home, '.cache')])
      fs.chownSync(p, dropTo.uid, dropTo.gid);
  atExit(() => removeTree(home));
  return home;
}

/**
 * The variables that send every toolchain's caches into the private home: the host's own caches are neither read
 * nor poisoned for later steps, and a fresh machine without ~/.cache works. The setup command shares this home,
 * so what it downloads (go mod download, cargo fetch, pip install --user) is there for the commands after it; it
 * alone also reuses the job's caches (setup-caches.ts).
 */
export function homeEnv(
  home: string,
  parent: NodeJS.ProcessEnv = process.env,
  hostHome = os.homedir(),
): Record<string, string> {
  const env: Record<string, string> = {
    HOME: home,
    XDG_CACHE_HOME: path.join(home, '.cache'),
    GOCACHE: path.join(home, '.cache', 'go-build'),
    GOPATH: path.join(home, 'go'),
    GOMODCACHE: path.join(home, 'go', 'pkg', 'mod'),
    npm_config_cache: path.join(home, '.npm'),
    PIP_CACHE_DIR: path.join(home, '.cache', 'pip'),
    CARGO_HOME: path.join(home, '.cargo'),
    GRADLE_USER_HOME: path.join(home, '.gradle'),
    YARN_CACHE_FOLDER: path.join(home, '.cache', 'yarn'),
  };
  // rustup's toolchains stay where they are (read-only); under the new HOME rustup would find none.
  const rustup = parent.RUSTUP_HOME || path.join(hostHome, '.rustup');
  if (exists(rustup)) env.RUSTUP_HOME = rustup;
  // The job's own caches (npm, pip, Go) reach the setup command only: setup-caches.ts.
  return env;
}
