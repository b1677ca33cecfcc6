/** The sandbox's private home and the variables that send every toolchain's caches into it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BwrapPlan } from './bwrap-args.js';
import { atExit, exists, within } from './host.js';
import { neutralTempDir } from '../../process/temp-name.js';
import { removeTree } from '../../security/remove-tree.js';

/** Private homes: one per prepared sandbox, removed at dispose or, at the latest, at exit. */
export function makeHome(dropTo: BwrapPlan['dropTo']): string {
  const home = neutralTempDir();
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
 * Where the sandbox shows the private home: at the host's own HOME (its real path), so `HOME`, `~` and the cache
 * variables read as they do in the user's CI step (issue 54: a home under the temporary folder told the proof apart).
 * Nothing of the host's home is seen there but the tool folders bound back (`homeTools`). Undefined, and the home
 * stays at its own path, where the host's HOME is no plain folder of its own: missing, `/`, a system folder, the
 * temporary folder or an ancestor of it, or the workspace or a folder inside it (the workspace is bound over it). A
 * workspace under it (/home/runner/work/…) is the usual case: it is bound over the shown home.
 */
export function homeShownAt(root: string, hostHome: string = os.homedir()): string | undefined {
  if (!path.isAbsolute(hostHome) || !fs.statSync(hostHome, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const real = fs.realpathSync(hostHome);
  const system = [
    '/bin',
    '/boot',
    '/dev',
    '/etc',
    '/lib',
    '/lib32',
    '/lib64',
    '/proc',
    '/run',
    '/sbin',
    '/sys',
    '/usr',
  ];
  if (real === '/' || system.some((d) => within(real, d))) return undefined;
  const shared = ['/tmp', '/var', '/opt', '/srv', '/mnt', '/media', '/var/tmp', os.tmpdir()];
  if (shared.some((d) => within(d, real)) || within(real, root)) return undefined;
  return real;
}

/**
 * The private home's own top-level entries (what its variables name): a tool folder under one of them (~/.cargo/bin,
 * ~/go/bin) is bound back alone, so the rest stays the private home's, writable (CARGO_HOME, GOPATH).
 */
export const HOME_OWN = new Set(['.gitconfig', '.cache', 'go', '.npm', '.cargo', '.gradle']);

/**
 * The mount points under the shown home (tool folders bound back, the workspace), made in the private home before any
 * command, owned by the sandbox user: bwrap would make them as root, and nobody could no longer write ~/.cargo or
 * ~/work. Idempotent.
 */
export function makeMountPoints(home: string, shownAt: string, targets: string[], dropTo: BwrapPlan['dropTo']): void {
  for (const t of targets) {
    if (t === shownAt || !within(t, shownAt)) continue;
    let at = home;
    for (const part of path.relative(shownAt, t).split(path.sep)) {
      at = path.join(at, part);
      if (fs.lstatSync(at, { throwIfNoEntry: false })) continue;
      fs.mkdirSync(at, { mode: 0o755 });
      if (dropTo) fs.chownSync(at, dropTo.uid, dropTo.gid);
    }
  }
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
