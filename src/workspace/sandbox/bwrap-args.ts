/** The bwrap plan (what a command sees) and its command line. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORWARDER_LAUNCH } from '../forwarder.js';
import { exists, isRealDir, within } from './host.js';

/** Stands for the command's working directory in the bwrap arguments; see `wrap`. */
export const CWD_MARK = '@AGENT_FIX_CWD@';
/** Host folders that hold unix sockets; covered so that no host service is reachable with the network off. */
const SOCKET_DIRS = ['/run', '/var/run'];
/** Kept visible under a covered /run when the network is on: Ubuntu's resolv.conf points into it. */
const RESOLVER_DIRS = ['/run/systemd/resolve', '/run/resolvconf'];
/** The descriptor the wrapper opens the seccomp filter on, for bwrap's `--seccomp` (seccomp.ts). */
export const SECCOMP_FD = 10;
/**
 * The descriptor bwrap reads its options from (`--args`): the sandbox's PID 1 is bwrap's own reaper, whose
 * /proc/1/cmdline would otherwise list every mount, the private home and the covered secrets' paths to the code under
 * test. Between `ARGS_OPEN` and `ARGS_CLOSE` in the argv, the wrapper's shell moves the options into it.
 */
export const ARGS_FD = 11;
export const ARGS_OPEN = '@AGENT_FIX_ARGS@';
export const ARGS_CLOSE = '@AGENT_FIX_ARGS_END@';
/** The name PID 1 shows in the sandbox: a runner's VM shows its init there. */
export const PID1_NAME = '/sbin/init';
/** The host's /proc/sys and the sysrq trigger: root could set kernel.core_pattern and run code as host root. */
const PROC_READ_ONLY = ['/proc/sys', '/proc/sysrq-trigger'];

export interface BwrapPlan {
  bwrap: string;
  root: string;
  network: boolean;
  /** Covered: folders by an empty tmpfs, files by /dev/null (which cannot be opened on a nodev mount). */
  hidden: string[];
  /** The private home (caches), bound writable. */
  home: string;
  /**
   * Where the private home is shown: the host's HOME (home.ts `homeShownAt`), so that HOME reads as in CI; covered
   * paths under it are left out (nothing of the host's home is seen there) but for the folders bound back over it.
   * Unset: at its own path.
   */
  homeAt?: string;
  /**
   * Covered folders given an empty writable tmpfs of their own (mode 1777) rather than a closed one: RUNNER_TEMP and
   * the folder of GITHUB_OUTPUT and its siblings, whose variables the commands get (ci-env.ts). A write there is the
   * command's own, thrown away when it ends.
   */
  scratch?: string[];
  /** Ancestors of the workspace or home that the sandbox user could not enter (e.g. /root): an empty tmpfs instead. */
  covered?: string[];
  /** Toolchain folders under a covered ancestor (e.g. /root/.pyenv), bound back read-only: see `toolReach`. */
  tools?: string[];
  /**
   * Started as root: bwrap keeps root to set up the mounts, then `setpriv` turns the command into this unprivileged
   * host user, so root-owned files and /proc/sys are as closed to it as to any user.
   */
  dropTo?: { setpriv: string; uid: number; gid: number };
  /** The workspace is shown to `dropTo` as its own through an idmapped mount (idmap.ts), not granted file by file. */
  idmapped?: boolean;
  /** The keyring filter (seccomp.ts): the wrapper opens it on SECCOMP_FD, bwrap loads it before the command. */
  seccomp?: string;
  /** The copy of the event's payload (ci-env.ts `eventPayload`), bound read-only at the host's GITHUB_EVENT_PATH. */
  event?: { source: string; at: string };
  /** Bound over `<root>/.git/config` when the real one holds credentials. */
  gitConfig?: string;
  /** A `limited` network: the bridge folder is bound in and the forwarder (run by `node`) starts before the command. */
  bridge?: { dir: string; spec: string; node: string };
  /**
   * Bound writable for the setup command only: its mirror of the job's package caches (setup-caches.ts).
   */
  setupCaches?: string;
  /** The caches mirrored, bound read-only inside `setupCaches`: `[host folder, mount point]`. */
  setupCacheBinds?: Array<[string, string]>;
  /** Folders of agent-fix's outside the workspace bound writable at their own paths, for one command (`WrapExtra`). */
  writable?: string[];
  /** Regular files inside the workspace bound read-only once setup made them (Yarn's `.pnp.cjs`). */
  readOnly?: string[];
  /**
   * Folders inside the workspace bound writable at their own paths, over a proof tree's mount points too: the
   * dependency folders, which the mount namespace in front of bwrap covers with a layer (layers.ts).
   */
  layered?: string[];
  /** Unprivileged with layers: bwrap starts as root of the layers' user namespace and maps this user back. */
  userns?: { uid: number; gid: number };
  /**
   * A proof tree (a folder inside the workspace) bound at `root` instead of the workspace itself; the workspace's
   * `.git` and read-only folders are bound into it at their own paths, over the empty folders the tree keeps for them.
   */
  view?: string;
  /**
   * The view is a proof tree's layer (layers.ts `treeLayout`): the upper of an overlay over this folder (the
   * workspace), mounted over the view in front of bwrap. What the upper lacks is the workspace's own.
   */
  viewLower?: string;
}

/** A real folder or a regular file (not a link): what may be bound read-only (Yarn's `.pnp.cjs` is a file). */
export function realKind(p: string): 'dir' | 'file' | undefined {
  const st = fs.lstatSync(p, { throwIfNoEntry: false });
  return st?.isDirectory() ? 'dir' : st?.isFile() ? 'file' : undefined;
}

const sameKind = (a: string, b: string) => realKind(a) !== undefined && realKind(a) === realKind(b);

/**
 * What `rel` is in an overlay of `upper` over `lower`, as far as our own layers go: the upper's entry where it has one
 * (a whiteout is nothing), nothing below a file of the upper, else the lower's. Opaque folders are not read: a tree's
 * mount points (`.git`, the dependency folders) are never inside one, since no command can remove a mount point.
 */
export function mergedKind(upper: string, lower: string, rel: string): 'dir' | 'file' | undefined {
  let at = upper;
  for (const part of rel.split('/').filter((p) => p && p !== '.')) {
    at = path.join(at, part);
    const st = fs.lstatSync(at, { throwIfNoEntry: false });
    if (!st) return realKind(path.join(lower, rel));
    if (!st.isDirectory()) return at === path.join(upper, rel) ? realKind(at) : undefined;
  }
  return 'dir';
}

/**
 * The folders between an emptied mount (a tmpfs) and a bind target inside it, made enterable. bwrap would create them
 * as root with mode 700, so nobody could not reach a work tree at /tmp/a/b/repo or under a covered /root.
 */
function openParents(target: string, emptied: string[]): string[] {
  const top = emptied.filter((m) => m !== target && within(target, m)).sort((a, b) => b.length - a.length)[0];
  if (!top) return [];
  const out: string[] = [];
  for (let dir = path.dirname(target); dir !== top && within(dir, top); dir = path.dirname(dir))
    out.unshift('--perms', '0755', '--dir', dir);
  return out;
}

/**
 * Whether a covered path is still to be covered: under a home shown at the host's HOME, the host's own entries are not
 * seen (the private home is), so only those inside a folder bound back over it (a tool's, the workspace) and the
 * scratch folders are. A cover there would hide the private home's own (.gitconfig, ~/.npm).
 */
function shown(plan: BwrapPlan, p: string): boolean {
  if (!plan.homeAt || !within(p, plan.homeAt) || plan.scratch?.includes(p)) return true;
  return [...(plan.tools ?? []), plan.root].some((t) => within(t, plan.homeAt!) && within(p, t));
}

/** The bwrap command line (pure: the order of mounts matters, later ones cover earlier ones). */
/** A hidden path covered: a scratch folder by an empty writable one, another folder by a tmpfs, a file by /dev/null. */
function hideArgs(plan: BwrapPlan, p: string): string[] {
  if (plan.scratch?.includes(p)) return ['--perms', '1777', '--tmpfs', p];
  let dir = false;
  try {
    dir = fs.statSync(p).isDirectory();
  } catch {
    // A dangling symlink or a socket: cover it as a file.
  }
  return dir ? ['--tmpfs', p] : ['--ro-bind', '/dev/null', p];
}

export function bwrapArgs(plan: BwrapPlan): string[] {
  const hide = (p: string) => hideArgs(plan, p);
  const args = [plan.bwrap, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];
  // bwrap 0.8 leaves /proc/sys writable for root; kernel.core_pattern there runs a program as host root.
  for (const p of PROC_READ_ONLY) args.push('--ro-bind-try', p, p);
  args.push('--perms', '1777', '--tmpfs', '/tmp');
  // Unix sockets of host services (databases, dbus, container engines) are reachable whatever the network namespace.
  for (const d of SOCKET_DIRS) if (isRealDir(d)) args.push('--tmpfs', d);
  if (plan.network) for (const d of RESOLVER_DIRS) if (isRealDir(d)) args.push('--ro-bind', d, d);
  for (const c of plan.covered ?? []) args.push('--tmpfs', c);
  const emptied = ['/tmp', ...SOCKET_DIRS, ...(plan.covered ?? [])];
  // A home shown at the host's HOME goes first: the covers holding the workspace, the tool folders and the workspace
  // may be under it (~/.pyenv, /home/runner/work/_temp/…). One at its own path goes after those covers (a TMPDIR
  // inside RUNNER_TEMP).
  const homeAt = plan.homeAt ?? plan.home;
  const bindHome = () => {
    args.push(...openParents(homeAt, emptied), '--bind', plan.home, homeAt);
    if (plan.homeAt) emptied.push(plan.homeAt);
  };
  if (plan.homeAt) bindHome();
  // A hidden folder that holds the workspace is covered before the workspace is bound back in.
  const coverWithRoot = plan.hidden.filter((p) => within(plan.root, p));
  for (const p of coverWithRoot) args.push(...openParents(p, emptied), ...hide(p));
  emptied.push(...coverWithRoot);
  if (!plan.homeAt) bindHome();
  for (const t of plan.tools ?? []) args.push(...openParents(t, emptied), '--ro-bind', t, t);
  // The forwarder runs with agent-fix's own node, which may live under a covered folder (a checkout in /tmp, say).
  if (plan.bridge && !within(plan.bridge.node, plan.root))
    args.push(...openParents(plan.bridge.node, emptied), '--ro-bind', plan.bridge.node, plan.bridge.node);
  // Read-only: connecting to a unix socket needs no write access, and no command may remove or replace a relay.
  if (plan.bridge) args.push(...openParents(plan.bridge.dir, emptied), '--ro-bind', plan.bridge.dir, plan.bridge.dir);
  if (plan.setupCaches)
    args.push(...openParents(plan.setupCaches, emptied), '--bind', plan.setupCaches, plan.setupCaches);
  for (const [host, view] of plan.setupCacheBinds ?? []) args.push('--ro-bind', host, view);
  args.push(...openParents(plan.root, emptied), '--bind', plan.view ?? plan.root, plan.root);
  // Bind sources are host paths (bwrap reads them from the old root), so these are the workspace's own even in a view.
  // In a view, only over a real folder of the tree: a mount point a command swapped for a link is left as it is.
  const inView = (view: string, p: string) => {
    const rel = path.relative(plan.root, p);
    if (!plan.viewLower) return sameKind(path.join(view, rel), p);
    const kind = mergedKind(view, plan.viewLower, rel);
    return kind !== undefined && kind === realKind(p);
  };
  const mountPoint = (p: string) => !plan.view || !within(p, plan.root) || inView(plan.view, p);
  const dotGit = path.join(plan.root, '.git');
  // Read-only .git: a hook or core.fsmonitor written here would run outside the sandbox at the next git commit.
  if (exists(dotGit) && mountPoint(dotGit)) {
    args.push('--ro-bind', dotGit, dotGit);
    if (plan.gitConfig) args.push('--ro-bind', plan.gitConfig, path.join(dotGit, 'config'));
  }
  // In the private home: at the path it is shown at.
  for (const p of plan.readOnly ?? []) {
    if (!realKind(p)) continue;
    if (within(p, plan.root)) {
      if (mountPoint(p)) args.push('--ro-bind', p, p);
    } else if (within(p, plan.home)) args.push('--ro-bind', p, path.join(homeAt, path.relative(plan.home, p)));
  }
  for (const p of plan.layered ?? [])
    if (within(p, plan.root) && realKind(p) === 'dir' && mountPoint(p)) args.push('--bind', p, p);
  for (const p of plan.hidden)
    if (!within(plan.root, p) && shown(plan, p)) {
      args.push(...hide(p));
      if (isRealDir(p)) emptied.push(p);
    }
  // A report folder in the run's temporary folder: under the private /tmp, at the host's path.
  for (const p of plan.writable ?? [])
    if (!within(p, plan.root) && realKind(p) === 'dir') args.push(...openParents(p, emptied), '--bind', p, p);
  // Last: its folder is most often inside a scratch folder (RUNNER_TEMP), emptied just above.
  if (plan.event && realKind(plan.event.source) === 'file')
    args.push(...openParents(plan.event.at, emptied), '--ro-bind', plan.event.source, plan.event.at);
  args.push(...processArgs(plan));
  return args;
}

/** After the mounts: the namespaces, the session, capabilities and seccomp, then the user and the forwarder. */
function processArgs(plan: BwrapPlan): string[] {
  const args: string[] = [];
  if (plan.userns) {
    const { uid, gid } = plan.userns;
    args.push('--unshare-user', '--uid', String(uid), '--gid', String(gid));
  }
  args.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
  if (!plan.network) args.push('--unshare-net');
  // --new-session stops TIOCSTI input injection into our terminal. Without root, --cap-drop ALL drops what the user
  // namespace grants; as root, setpriv below drops everything (it needs CAP_SETUID first, so no --cap-drop here).
  // The host's own name: code that behaves only under another name (`sandbox`) would be proven and wrong outside.
  args.push('--die-with-parent', '--new-session', '--hostname', os.hostname());
  if (!plan.dropTo) args.push('--cap-drop', 'ALL');
  // Keyrings are not namespaced: add_key, request_key and keyctl answer EPERM (seccomp.ts).
  if (plan.seccomp) args.push('--seccomp', String(SECCOMP_FD));
  args.push('--setenv', 'TMPDIR', '/tmp', '--chdir', CWD_MARK);
  args.push('--');
  if (plan.dropTo) {
    const { setpriv, uid, gid } = plan.dropTo;
    args.push(
      setpriv,
      `--reuid=${uid}`,
      `--regid=${gid}`,
      '--clear-groups',
      '--inh-caps=-all',
      '--bounding-set=-all',
      '--no-new-privs',
      '--',
    );
  }
  if (plan.bridge) {
    const { node, dir, spec } = plan.bridge;
    // `$0` only names the launcher's own errors; it execs the command once the forwarder is ready (forwarder.ts).
    args.push('bash', '-c', FORWARDER_LAUNCH, 'bash', node, dir, spec);
  }
  return args;
}
