/**
 * The sandbox for commands the model drives (run_bash, run_tests). The model can write any shell command, so a list of
 * "dangerous commands" would be no defence; instead each command runs in a bubblewrap jail: the root is read-only,
 * only the workspace is writable, /tmp is private, the PID namespace is new (our /proc/<pid>/environ is out of sight),
 * secrets on disk are covered, there is no network unless asked for, and a pids limit stops fork bombs.
 * Started as root, the command itself runs as `nobody` (a real unprivileged uid on the host): root's own files,
 * /proc/sys and the kernel's knobs stay out of its reach. Commands get a private home for caches, kept for the run.
 * `auto` sets bwrap up on GitHub-hosted runners and otherwise fails closed like `bwrap`; `none` is the explicit opt-out.
 * Beyond the secrets and the network, a suite must see the machine it sees outside (issue 21): PATH and the folders on
 * the way to the work tree are kept enterable for nobody, so a missing program is ENOENT, not EACCES.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../process/exec.js';
import { childEnv, isSecretName } from '../security/env.js';
import { registerSecret } from '../security/redact.js';
import { FORWARDER_LAUNCH } from './forwarder.js';
import { startNetworkBridge, type NetworkBridge } from './network.js';
import { networkText, toNetworkPolicy, type NetworkPolicy } from './network-policy.js';
import type { RefusedHost } from './proxy.js';
import {
  cachePathsToCover,
  hostCaches,
  mirror,
  seedSetupCaches,
  type HostCaches,
  type SetupCaches,
} from './setup-caches.js';

/** Facts about the machine, read from it by default; tests emulate a runner (non-root, AppArmor) through these. */
export interface HostFacts {
  uid: number;
  platform: NodeJS.Platform;
  /** A GitHub-hosted runner (RUNNER_ENVIRONMENT=github-hosted): agent-fix may set bwrap up there with sudo. */
  githubHosted: boolean;
  /** Reads 1 where AppArmor restricts unprivileged user namespaces (Ubuntu 24.04). */
  usernsSysctlFile: string;
}

export function hostFacts(env: NodeJS.ProcessEnv = process.env): HostFacts {
  return {
    uid: process.getuid?.() ?? -1,
    platform: process.platform,
    githubHosted: env.RUNNER_ENVIRONMENT === 'github-hosted',
    usernsSysctlFile: `/proc/sys/${USERNS_SYSCTL.replaceAll('.', '/')}`,
  };
}

export interface SandboxOptions {
  mode: 'auto' | 'bwrap' | 'none';
  /** The workspace, as a real path: the one writable place. */
  root: string;
  /**
   * The commands' network (setup always has the host's): `none` (or false) is a private namespace with only its own
   * loopback, `all` (or true) the host's network, `limited` host ports and allowed domains through network.ts.
   */
  network: boolean | NetworkPolicy;
  log?: (line: string) => void;
  /** Most processes and threads all sandboxed commands may hold at once. Default 4096. */
  pidsLimit?: number;
  host?: HostFacts;
}

export interface Sandbox {
  mode: 'bwrap' | 'none';
  /** Plugs into ExecOptions.wrap of src/tools/exec.ts. */
  wrap: (argv: string[]) => string[];
  /** The same sandbox with the network on, for the setup command (dependencies). */
  setupWrap: (argv: string[]) => string[];
  /** What the log should say about the mode in force. */
  note: string;
  /** What agent-fix changed on the machine to make the sandbox work (installed bwrap, lifted a sysctl). */
  changes: string[];
  /** The private home every command gets (caches), kept for the run. */
  home: string;
  /**
   * The wrapper for a command in a proof tree (verify/proof-tree.ts): a folder of the workspace that agent-fix made,
   * holding a clean checkout of it. With bwrap the command sees that tree at the workspace's own path, with the
   * workspace's `.git` and its read-only dependency folders in place, and nothing of the work tree around it: a suite
   * sees the same paths as in every other run. Without bwrap it runs in the tree's folder itself.
   */
  wrapIn(tree: string): (argv: string[]) => string[];
  /**
   * Called after the baseline, before the agent's first command: Go's build cache in the home, as setup and the
   * baseline left it, is copied aside, and every later proof run (`wrapIn`) starts from its own writable mirror of that
   * copy. The agent's commands write the home's cache; a test result or a compiled package they planted there never
   * reaches a proof. Without bwrap a no-op.
   */
  sealProofCaches(): void;
  /** Makes a folder agent-fix created inside the workspace (the fail-to-pass tree) writable for the commands too. */
  grant(dir: string): void;
  /** Hosts the allowlist proxy refused so far (a `network` of domains), for the summary. */
  refusedHosts(): RefusedHost[];
  /**
   * Keeps these folders (absolute, inside the workspace) read-only for every later command: the dependency folders
   * setup made, which the proof trees get. The home's own (Go's modules, Python's user site) too. A no-op without bwrap.
   */
  protect(dirs: string[]): Promise<void>;
  /** Removes the private home and gives the workspace back its group and modes. */
  dispose(): void;
}

export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxError';
  }
}

const DEFAULT_PIDS_LIMIT = 4096;
/** Stands for the command's working directory in the bwrap arguments; see `wrap`. */
const CWD_MARK = '@AGENT_FIX_CWD@';
const PREFLIGHT_MARK = 'agent-fix-sandbox-ok';
const USERNS_SYSCTL = 'kernel.apparmor_restrict_unprivileged_userns';

/** Files and folders in $HOME that hold credentials the agent has no business reading. */
const HOME_SECRETS = [
  '.ssh',
  '.git-credentials',
  '.netrc',
  '.config/gh',
  '.config/hub',
  '.docker',
  '.aws',
  '.azure',
  '.config/gcloud',
  '.kube',
  '.gnupg',
  '.npmrc',
  '.yarnrc.yml',
  '.pypirc',
  '.gem/credentials',
  '.cargo/credentials',
  '.cargo/credentials.toml',
  '.m2/settings.xml',
  '.m2/settings-security.xml',
  '.gradle/gradle.properties',
  '.terraform.d/credentials.tfrc.json',
];
/** What a GitHub runner keeps beside its binaries: its own OAuth credentials and diagnostics. */
const RUNNER_ROOT_SECRETS = ['.credentials', '.credentials_rsaparams', '.runner', '.env', '.path', '_diag'];
/** Sockets that hand out root on the host (a container engine) work across network namespaces. */
const HOST_SOCKETS = ['/run/docker.sock', '/var/run/docker.sock', '/run/containerd', '/run/podman', '/run/user'];
/** Host folders that hold unix sockets; covered so that no host service is reachable with the network off. */
const SOCKET_DIRS = ['/run', '/var/run'];
/** Kept visible under a covered /run when the network is on: Ubuntu's resolv.conf points into it. */
const RESOLVER_DIRS = ['/run/systemd/resolve', '/run/resolvconf'];
/** The host's /proc/sys and the sysrq trigger: root could set kernel.core_pattern and run code as host root. */
const PROC_READ_ONLY = ['/proc/sys', '/proc/sysrq-trigger'];
/** Who commands run as when agent-fix runs as root: nobody. */
const SANDBOX_UID = 65534;
const SANDBOX_GID = 65534;

/** Removed at exit: one listener for all, however many sandboxes a process prepares. */
const cleanups: Array<() => void> = [];
function atExit(fn: () => void): void {
  if (cleanups.length === 0) {
    process.once('exit', () => {
      for (const f of cleanups) {
        try {
          f();
        } catch {
          // best effort: a busy cgroup is removed by the next run
        }
      }
    });
  }
  cleanups.push(fn);
}

function exists(p: string): boolean {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

function realOrSelf(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

/** Install folders of the GitHub runner processes above us (Runner.Worker / Runner.Listener), found through /proc. */
function runnerRoots(): string[] {
  const roots = new Set<string>();
  let pid = process.ppid;
  for (let depth = 0; pid > 1 && depth < 16; depth++) {
    try {
      const exe = fs.readlinkSync(`/proc/${pid}/exe`);
      if (/^Runner\.(Worker|Listener)$/.test(path.basename(exe))) roots.add(path.dirname(path.dirname(exe)));
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return [...roots];
}

/** Paths to cover inside the sandbox (existing ones only, as real paths). */
export function secretPaths(env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string[] {
  const candidates = HOME_SECRETS.map((p) => path.join(home, p));
  // GITHUB_ENV, GITHUB_OUTPUT, GITHUB_PATH: writing them would set variables and PATH for later steps of the job.
  if (env.RUNNER_TEMP) candidates.push(env.RUNNER_TEMP);
  for (const name of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
    const file = env[name];
    if (file && path.isAbsolute(file)) candidates.push(path.dirname(file));
  }
  for (const root of runnerRoots()) candidates.push(...RUNNER_ROOT_SECRETS.map((p) => path.join(root, p)));
  candidates.push(...HOST_SOCKETS);
  const out = new Set<string>();
  for (const c of candidates) if (exists(c)) out.add(realOrSelf(c));
  return [...out];
}

const CREDENTIAL_LINE = /^\s*(extraheader|password|token|oauthtoken|helper)\s*=/i;
const URL_USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;

/**
 * A copy of `.git/config` without credentials, or undefined when it holds none. actions/checkout stores the token
 * as an `http.<url>.extraheader` unless `persist-credentials: false`; inside the sandbox the copy hides it, and the
 * values found are registered with the redactor.
 */
export function gitConfigWithoutCredentials(root: string): string | undefined {
  const configPath = path.join(root, '.git', 'config');
  let text: string;
  try {
    text = fs.readFileSync(configPath, 'utf8');
  } catch {
    return undefined;
  }
  let found = false;
  const lines = text.split('\n').filter((line) => {
    if (!CREDENTIAL_LINE.test(line)) return true;
    found = true;
    const value = line.slice(line.indexOf('=') + 1).trim();
    registerSecret(value);
    const basic = /basic\s+([A-Za-z0-9+/=]+)/i.exec(value);
    if (basic) {
      const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
      registerSecret(basic[1]);
      registerSecret(decoded.slice(decoded.indexOf(':') + 1));
    }
    return false;
  });
  const clean = lines.join('\n').replace(URL_USERINFO, (whole, scheme: string) => {
    found = true;
    const userinfo = whole.slice(scheme.length, -1);
    registerSecret(userinfo.slice(userinfo.indexOf(':') + 1));
    return scheme;
  });
  if (!found) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-gitconfig-'));
  const copy = path.join(dir, 'config');
  fs.writeFileSync(copy, clean, { mode: 0o600 });
  atExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  return copy;
}

export interface BwrapPlan {
  bwrap: string;
  root: string;
  network: boolean;
  /** Covered: folders by an empty tmpfs, files by /dev/null (which cannot be opened on a nodev mount). */
  hidden: string[];
  /** The private home (caches), bound writable. */
  home: string;
  /** Ancestors of the workspace or home that the sandbox user could not enter (e.g. /root): an empty tmpfs instead. */
  covered?: string[];
  /** Toolchain folders under a covered ancestor (e.g. /root/.pyenv), bound back read-only: see `toolReach`. */
  tools?: string[];
  /**
   * Started as root: bwrap keeps root to set up the mounts, then `setpriv` turns the command into this unprivileged
   * host user, so root-owned files and /proc/sys are as closed to it as to any user.
   */
  dropTo?: { setpriv: string; uid: number; gid: number };
  /** Bound over `<root>/.git/config` when the real one holds credentials. */
  gitConfig?: string;
  /** A `limited` network: the bridge folder is bound in and the forwarder (run by `node`) starts before the command. */
  bridge?: { dir: string; spec: string; node: string };
  /**
   * Bound writable for the setup command only: its mirror of the job's package caches (setup-caches.ts); for a proof
   * run, its own mirror of the sealed Go build cache.
   */
  setupCaches?: string;
  /** The caches mirrored, bound read-only inside `setupCaches`: `[host folder, mount point]`. */
  setupCacheBinds?: Array<[string, string]>;
  /** Real folders inside the workspace or the home bound read-only (dependency folders, once setup made them). */
  readOnly?: string[];
  /**
   * A proof tree (a folder inside the workspace) bound at `root` instead of the workspace itself; the workspace's
   * `.git` and read-only folders are bound into it at their own paths, over the empty folders the tree keeps for them.
   */
  view?: string;
}

function within(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** A real folder or a regular file (not a link): what may be bound read-only (Yarn's `.pnp.cjs` is a file). */
function realKind(p: string): 'dir' | 'file' | undefined {
  const st = fs.lstatSync(p, { throwIfNoEntry: false });
  return st?.isDirectory() ? 'dir' : st?.isFile() ? 'file' : undefined;
}

const sameKind = (a: string, b: string) => realKind(a) !== undefined && realKind(a) === realKind(b);

function isRealDir(p: string): boolean {
  try {
    return fs.lstatSync(p).isDirectory();
  } catch {
    return false;
  }
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

/** The bwrap command line (pure: the order of mounts matters, later ones cover earlier ones). */
export function bwrapArgs(plan: BwrapPlan): string[] {
  const hide = (p: string) => {
    let dir = false;
    try {
      dir = fs.statSync(p).isDirectory();
    } catch {
      // A dangling symlink or a socket: cover it as a file.
    }
    return dir ? ['--tmpfs', p] : ['--ro-bind', '/dev/null', p];
  };
  const args = [plan.bwrap, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];
  // bwrap 0.8 leaves /proc/sys writable for root; kernel.core_pattern there runs a program as host root.
  for (const p of PROC_READ_ONLY) args.push('--ro-bind-try', p, p);
  args.push('--perms', '1777', '--tmpfs', '/tmp');
  // Unix sockets of host services (databases, dbus, container engines) are reachable whatever the network namespace.
  for (const d of SOCKET_DIRS) if (isRealDir(d)) args.push('--tmpfs', d);
  if (plan.network) for (const d of RESOLVER_DIRS) if (isRealDir(d)) args.push('--ro-bind', d, d);
  for (const c of plan.covered ?? []) args.push('--tmpfs', c);
  // A hidden folder that holds the workspace is covered before the workspace is bound back in.
  const coverWithRoot = plan.hidden.filter((p) => within(plan.root, p));
  for (const p of coverWithRoot) args.push(...hide(p));
  const emptied = ['/tmp', ...SOCKET_DIRS, ...(plan.covered ?? []), ...coverWithRoot];
  for (const t of plan.tools ?? []) args.push(...openParents(t, emptied), '--ro-bind', t, t);
  // The forwarder runs with agent-fix's own node, which may live under a covered folder (a checkout in /tmp, say).
  if (plan.bridge && !within(plan.bridge.node, plan.root))
    args.push(...openParents(plan.bridge.node, emptied), '--ro-bind', plan.bridge.node, plan.bridge.node);
  args.push(...openParents(plan.home, emptied), '--bind', plan.home, plan.home);
  if (plan.bridge) args.push(...openParents(plan.bridge.dir, emptied), '--bind', plan.bridge.dir, plan.bridge.dir);
  if (plan.setupCaches)
    args.push(...openParents(plan.setupCaches, emptied), '--bind', plan.setupCaches, plan.setupCaches);
  for (const [host, view] of plan.setupCacheBinds ?? []) args.push('--ro-bind', host, view);
  args.push(...openParents(plan.root, emptied), '--bind', plan.view ?? plan.root, plan.root);
  // Bind sources are host paths (bwrap reads them from the old root), so these are the workspace's own even in a view.
  // In a view, only over a real folder of the tree: a mount point a command swapped for a link is left as it is.
  const mountPoint = (p: string) =>
    !plan.view || !within(p, plan.root) || sameKind(path.join(plan.view, path.relative(plan.root, p)), p);
  const dotGit = path.join(plan.root, '.git');
  // Read-only .git: a hook or core.fsmonitor written here would run outside the sandbox at the next git commit.
  if (exists(dotGit) && mountPoint(dotGit)) {
    args.push('--ro-bind', dotGit, dotGit);
    if (plan.gitConfig) args.push('--ro-bind', plan.gitConfig, path.join(dotGit, 'config'));
  }
  for (const p of plan.readOnly ?? [])
    if ((within(p, plan.root) || within(p, plan.home)) && realKind(p) && mountPoint(p)) args.push('--ro-bind', p, p);
  for (const p of plan.hidden) if (!within(plan.root, p)) args.push(...hide(p));
  args.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
  if (!plan.network) args.push('--unshare-net');
  // --new-session stops TIOCSTI input injection into our terminal. Without root, --cap-drop ALL drops what the user
  // namespace grants; as root, setpriv below drops everything (it needs CAP_SETUID first, so no --cap-drop here).
  args.push('--die-with-parent', '--new-session', '--hostname', 'sandbox');
  if (!plan.dropTo) args.push('--cap-drop', 'ALL');
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
    args.push('bash', '-c', FORWARDER_LAUNCH, 'agent-fix-network', node, dir, spec);
  }
  return args;
}

/** Credentials a runner or a developer shell commonly holds, whether or not we hold them now. */
const KNOWN_SECRET_NAMES = [
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'NPM_TOKEN',
  'NODE_AUTH_TOKEN',
];

/**
 * Names removed (with `env -u`) before bwrap starts, whatever env a caller hands to the process runner: bwrap is
 * PID 1 inside, and its own /proc/1/environ is readable there, so `--unsetenv` alone would not be enough.
 */
export function namesToUnset(env: NodeJS.ProcessEnv = process.env): string[] {
  const ours = Object.keys(env).filter((n) => isSecretName(n) || /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/.test(n));
  return [...new Set([...KNOWN_SECRET_NAMES, ...ours])].sort();
}

function which(program: string): string | undefined {
  for (const dir of (process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(':')) {
    const candidate = path.join(dir || '.', program);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return undefined;
}

interface PidsLimiter {
  /** Shell code run before the command (outside bwrap); `$0` is `arg0`. */
  shell: string;
  arg0: string;
  describe: string;
}

let cgroupCounter = 0;
/** One cgroup per limit and process: sandboxes prepared again (tests, bench) share it. */
const limiters = new Map<number, PidsLimiter | undefined>();

/**
 * A pids limit. root ignores RLIMIT_NPROC, so as root we use a pids cgroup (v1 or v2); otherwise `ulimit -u`, which
 * counts every process of the user (fine for a runner user with a handful of processes).
 */
function pidsLimiter(limit: number): PidsLimiter | undefined {
  if (!limiters.has(limit)) limiters.set(limit, makePidsLimiter(limit));
  return limiters.get(limit);
}

function makePidsLimiter(limit: number): PidsLimiter | undefined {
  if (process.getuid?.() !== 0) {
    return { shell: `ulimit -u ${limit} 2>/dev/null;`, arg0: 'sh', describe: `ulimit -u ${limit}` };
  }
  const bases: string[] = [];
  if (exists('/sys/fs/cgroup/pids/cgroup.procs')) bases.push('/sys/fs/cgroup/pids');
  try {
    if (fs.readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').split(/\s+/).includes('pids')) {
      bases.push('/sys/fs/cgroup');
    }
  } catch {
    // not cgroup v2
  }
  for (const base of bases) {
    removeStaleCgroups(base);
    const dir = path.join(base, `agent-fix-${process.pid}-${cgroupCounter++}`);
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pids.max'), String(limit));
    } catch {
      try {
        fs.rmdirSync(dir);
      } catch {
        // never made
      }
      continue;
    }
    atExit(() => fs.rmdirSync(dir));
    const procs = path.join(dir, 'cgroup.procs');
    // Fail closed: a command that could not enter the cgroup does not run.
    // The processes of a command killed a moment ago (a fork bomb) leave the cgroup asynchronously; wait (bounded)
    // until there is room, or bwrap's clone fails with EAGAIN.
    const drain = `n=0; while [ "$(cat "\${0%/*}/pids.current" 2>/dev/null || echo 0)" -gt ${Math.floor(limit / 2)} ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n+1)); done;`;
    const shell = `{ echo $$ > "$0"; } 2>/dev/null || { echo "agent-fix: could not enter the pids cgroup $0"; exit 125; }; ${drain}`;
    return { shell, arg0: procs, describe: `pids cgroup ≤ ${limit}` };
  }
  return undefined;
}

function removeStaleCgroups(base: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(base).filter((e) => /^agent-fix-\d+-\d+$/.test(e));
  } catch {
    return;
  }
  for (const entry of entries) {
    const owner = Number(entry.split('-')[2]);
    if (exists(`/proc/${owner}`)) continue;
    try {
      fs.rmdirSync(path.join(base, entry));
    } catch {
      // processes still inside
    }
  }
}

async function preflight(wrap: (argv: string[]) => string[], root: string): Promise<{ ok: boolean; detail: string }> {
  try {
    const result = await runProcess(['/bin/sh', '-c', `echo ${PREFLIGHT_MARK}`], {
      cwd: root,
      env: childEnv(),
      timeoutMs: 20_000,
      wrap,
      separateStderr: true,
      maxOutputChars: 4000,
    });
    const ok = result.exitCode === 0 && result.output.trim() === PREFLIGHT_MARK;
    return { ok, detail: `${result.output}${result.stderr ?? ''}`.trim() || `exit ${result.exitCode}` };
  } catch (err) {
    return { ok: false, detail: (err as Error).message };
  }
}

function userNamespacesRestricted(host: HostFacts): boolean {
  try {
    return fs.readFileSync(host.usernsSysctlFile, 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/** Runs a command as root: directly when we are root, else through passwordless sudo (GitHub-hosted runners). */
async function asRoot(argv: string[], host: HostFacts, root: string, log: (line: string) => void): Promise<boolean> {
  const sudo = host.uid === 0 ? undefined : which('sudo');
  if (host.uid !== 0 && !sudo) return false;
  const full = sudo ? [sudo, '-n', ...argv] : argv;
  log(`sandbox: running ${sudo ? 'sudo -n ' : ''}${argv.join(' ')}`);
  try {
    const r = await runProcess(full, {
      cwd: root,
      env: childEnv(),
      timeoutMs: 5 * 60_000,
      separateStderr: true,
      maxOutputChars: 4000,
    });
    if (r.exitCode !== 0)
      log(`sandbox: that failed (exit ${r.exitCode}): ${`${r.stderr ?? ''}${r.output}`.trim().slice(-300)}`);
    return r.exitCode === 0;
  } catch (err) {
    log(`sandbox: that could not start: ${(err as Error).message}`);
    return false;
  }
}

/** GitHub-hosted Ubuntu images lack bubblewrap; the package is in Ubuntu's archive. */
async function installBubblewrap(
  host: HostFacts,
  root: string,
  log: (line: string) => void,
): Promise<string | undefined> {
  const install = [
    'env',
    'DEBIAN_FRONTEND=noninteractive',
    'apt-get',
    'install',
    '-y',
    '-q',
    '--no-install-recommends',
    'bubblewrap',
  ];
  const ok =
    (await asRoot(install, host, root, log)) ||
    ((await asRoot(['apt-get', 'update', '-q'], host, root, log)) && (await asRoot(install, host, root, log)));
  return ok ? which('bwrap') : undefined;
}

/** Private homes: one per prepared sandbox, removed at dispose or, at the latest, at exit. */
function makeHome(dropTo: BwrapPlan['dropTo']): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-home-'));
  // git refuses a work tree owned by someone else ("dubious ownership"); this home is the sandbox's, not the host's.
  fs.writeFileSync(path.join(home, '.gitconfig'), '[safe]\n\tdirectory = *\n');
  fs.mkdirSync(path.join(home, '.cache'));
  if (dropTo)
    for (const p of [home, path.join(home, '.gitconfig'), path.join(home, '.cache')])
      fs.chownSync(p, dropTo.uid, dropTo.gid);
  atExit(() => fs.rmSync(home, { recursive: true, force: true }));
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

/** A change grant() made, with the identity of the file it made it on. */
interface Grant {
  path: string;
  dev: number;
  ino: number;
  uid: number;
  gid: number;
  mode: number;
}

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/**
 * A descriptor on the folder or regular file at `p`, never through a link at its end (O_NOFOLLOW) and never waiting
 * on a FIFO (O_NONBLOCK); undefined for anything else. Modes change on descriptors only: a path a command swapped for
 * a link between our look and our chmod would hand root's chmod to a host file.
 */
function openOwnEntry(p: string): { fd: number; st: fs.Stats } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(p, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return undefined;
  }
  const st = fs.fstatSync(fd);
  if (st.isDirectory() || st.isFile()) return { fd, st };
  fs.closeSync(fd);
  return undefined;
}

/**
 * Dependency folders by name: after setup they are read-only for every command (`protect`), so nobody needs to write
 * them unless setup runs. Their grant waits until then (see `DeferredGrants`): a 20,000-file node_modules is not
 * re-moded, and given back, at every run.
 */
const DEFERRED_FOLDERS = new Set(['node_modules', '.venv', 'venv']);

/** Opens one folder or regular file to nobody's group (setgid folders, group-writable), on its descriptor. */
function grantEntry(p: string, seen: fs.Stats, gid: number, grants: Grant[]): void {
  const entry = openOwnEntry(p);
  if (!entry) return;
  const { fd, st } = entry;
  try {
    if (st.dev !== seen.dev || st.ino !== seen.ino) return;
    const dir = st.isDirectory();
    const mode = st.mode & 0o7777;
    const want = mode | 0o060 | (dir || mode & 0o100 ? 0o010 : 0) | (dir ? 0o2000 : 0);
    if (st.gid !== gid || want !== mode) {
      grants.push({ path: p, dev: st.dev, ino: st.ino, uid: st.uid, gid: st.gid, mode });
      if (st.gid !== gid) fs.fchownSync(fd, st.uid, gid);
      fs.fchmodSync(fd, want);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Root drops to nobody, so nobody must be able to write the workspace: its group becomes nobody's (setgid folders,
 * group-writable), .git excepted. Ownership stays, so git run by root on the host still trusts the folder. With
 * `deferred`, dependency folders below the top are not entered: their paths are added to it instead.
 */
function grantWorkspace(root: string, gid: number, deferred?: string[]): Grant[] {
  const grants: Grant[] = [];
  const visit = (p: string, top: boolean) => {
    const seen = fs.lstatSync(p);
    // Links stay as they are; devices, FIFOs and sockets are never opened.
    if (!seen.isDirectory() && !seen.isFile()) return;
    if (deferred && !top && seen.isDirectory() && DEFERRED_FOLDERS.has(path.basename(p))) {
      deferred.push(p);
      return;
    }
    grantEntry(p, seen, gid, grants);
    if (!seen.isDirectory()) return;
    for (const e of fs.readdirSync(p)) if (!(top && e === '.git')) visit(path.join(p, e), false);
  };
  visit(root, true);
  return grants;
}

/**
 * A read-only folder nobody must still read, as outside the sandbox: only the entries others cannot read (a file
 * without o+r, a folder without o+rx) are opened to nobody's group. `find` (which never follows a link) names them,
 * many times faster than an lstat per entry from here; where it cannot run, the whole folder gets the full grant.
 */
async function grantReading(root: string, gid: number): Promise<Grant[]> {
  const closed = await unreadableEntries(root);
  if (!closed) return grantWorkspace(root, gid);
  const grants: Grant[] = [];
  for (const p of closed) {
    const seen = fs.lstatSync(p, { throwIfNoEntry: false });
    if (seen && (seen.isDirectory() || seen.isFile())) grantEntry(p, seen, gid, grants);
  }
  return grants;
}

/** The files and folders under `root` that others cannot read, parents first; undefined where `find` failed. */
async function unreadableEntries(root: string): Promise<string[] | undefined> {
  // A file others cannot read, or a folder they cannot list and enter; the groups are find's own words.
  const closed = '( ( -type f ! -perm -o=r ) -o ( -type d ! -perm -o=rx ) )'.split(' ');
  const found = await runProcess(['find', root, ...closed, '-print0'], {
    cwd: root,
    env: childEnv(),
    timeoutMs: 120_000,
    maxOutputChars: 64 * 1024 * 1024,
    separateStderr: true,
  }).catch(() => undefined);
  if (!found || found.exitCode !== 0 || found.cutBytes > 0) return undefined;
  return found.output.split('\0').filter(Boolean);
}

/**
 * The dependency folders whose grant waits. It is settled once, by the first of: setup's first command (which may
 * write them: a full grant), `protect` (read-only from then on: only what nobody could not read), or any other
 * command (a full grant, as if nothing were deferred).
 */
class DeferredGrants {
  constructor(
    private readonly grants: Grant[],
    private readonly gid: number | undefined,
    private readonly folders: string[],
  ) {}

  /** Every waiting folder gets the full grant (setup's first command, or a command before `protect`). */
  settle(): void {
    if (this.gid === undefined) return;
    for (const dir of this.folders.splice(0)) this.grants.push(...grantWorkspace(dir, this.gid));
  }

  /** The waiting folders inside `readOnly` get only what reading needs; the others the full grant. */
  async settleReadOnly(readOnly: string[]): Promise<void> {
    if (this.gid === undefined) return;
    for (const dir of this.folders.splice(0)) {
      const kept = readOnly.some((r) => dir === r || dir.startsWith(`${r}${path.sep}`));
      this.grants.push(...(kept ? await grantReading(dir, this.gid) : grantWorkspace(dir, this.gid)));
    }
  }
}

/**
 * Gives back the group and mode grant() changed, on a descriptor and only to the very file it changed (same device,
 * inode and owner): a path that a command replaced, by a link or anything else, is left alone.
 */
function revoke(grants: Grant[]): void {
  for (const g of [...grants].reverse()) {
    const entry = openOwnEntry(g.path);
    if (!entry) continue;
    const { fd, st } = entry;
    try {
      if (st.dev !== g.dev || st.ino !== g.ino || st.uid !== g.uid) continue;
      fs.fchownSync(fd, st.uid, g.gid);
      fs.fchmodSync(fd, g.mode);
    } catch {
      // removed meanwhile
    } finally {
      fs.closeSync(fd);
    }
  }
  grants.length = 0;
}

/** The highest ancestor of `p` that others may not enter (e.g. /root, mode 700), which nobody could not pass. */
function closedAncestor(p: string): string | undefined {
  const parts = p.split(path.sep).filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    try {
      if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first folder on the way to `p` (from `from` down, `p` included) that others may not enter, if any. */
function firstClosed(p: string, from: string = path.sep): string | undefined {
  const rel = path.relative(from, p);
  let dir: string = from;
  for (const part of ['', ...rel.split(path.sep).filter(Boolean)]) {
    dir = path.join(dir, part);
    try {
      if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Toolchain variables naming folders the tools read at run time (pyenv's shims exec from PYENV_ROOT, and so on). */
const TOOL_VARS = ['RUSTUP_HOME', 'PYENV_ROOT', 'NVM_DIR', 'GOROOT', 'JAVA_HOME', 'VIRTUAL_ENV', 'CONDA_PREFIX'];
const TOOL_LIST_VARS = ['GEM_PATH', 'NODE_PATH', 'PYTHONPATH'];

export interface ToolReach {
  /** PATH for the commands: only folders the sandbox user can enter. */
  path: string;
  /** Folders that cannot be entered (e.g. /root), to cover with an empty tmpfs. */
  covered: string[];
  /** Toolchain folders under them, bound back read-only. */
  tools: string[];
  /** PATH entries left out: folders closed to the sandbox user themselves. */
  dropped: string[];
}

/**
 * As root, commands run as nobody, which cannot enter /root (mode 700). Root's PATH there (pyenv, cargo, nvm) would
 * make a missing program fail with EACCES instead of ENOENT, and the tools would be gone: the suite would see another
 * machine. So a PATH or toolchain folder under a closed folder is reached the way it is outside: the closed folder
 * is covered by an empty tmpfs and the tool's own folder (its first level below, e.g. /root/.pyenv) is bound back
 * read-only, secrets in it covered as everywhere. A folder that is itself closed to nobody leaves PATH; a missing
 * one under a closed folder too (outside, looking there finds nothing as well).
 */
export function toolReach(pathValue: string, env: Record<string, string | undefined>): ToolReach {
  const covered = new Set<string>();
  const tools = new Set<string>();
  /** Can `dir` be reached, once its closed ancestor is covered and its tool folder bound back? */
  const reach = (dir: string): boolean => {
    const closed = firstClosed(dir);
    if (!closed) return true;
    if (closed === dir) return false;
    const tool = path.join(closed, path.relative(closed, dir).split(path.sep)[0]!);
    if (!exists(dir) || firstClosed(dir, tool)) return false;
    covered.add(closed);
    tools.add(tool);
    return true;
  };
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const dir of pathValue.split(':')) {
    if (!path.isAbsolute(dir) || reach(dir)) kept.push(dir);
    else dropped.push(dir);
  }
  for (const name of TOOL_VARS) if (env[name] && path.isAbsolute(env[name])) reach(env[name]);
  for (const name of TOOL_LIST_VARS)
    for (const dir of (env[name] ?? '').split(':')) if (path.isAbsolute(dir)) reach(dir);
  return { path: kept.join(':'), covered: [...covered], tools: [...tools], dropped };
}

const quote = (v: string) => `'${v.replaceAll("'", `'\\''`)}'`;

/**
 * Shell code that closes every descriptor above stderr: a descriptor our parent handed down (a runner's pipe, a
 * credential file) would otherwise reach the command. bash, because dash reads `exec 12>&-` as a command named 12.
 */
const CLOSE_FDS =
  'for f in /proc/$$/fd/*; do n=${f##*/}; case $n in 0|1|2|\'*\') ;; *) eval "exec $n>&-" ;; esac; done;';

function wrapperScript(env: Record<string, string>, limiter: PidsLimiter | undefined, body: string): string {
  const exports = Object.entries(env)
    .map(([k, v]) => `export ${k}=${quote(v)};`)
    .join(' ');
  return `${CLOSE_FDS} ${limiter?.shell ?? ''} ${exports} ${body}`;
}

function noneSandbox(
  limiter: PidsLimiter | undefined,
  home: string,
  env: Record<string, string>,
  why: string,
  network: NetworkPolicy,
): Sandbox {
  const limit = limiter ? `, ${limiter.describe}` : '';
  const wrap = (argv: string[]) => [
    'bash',
    '-c',
    wrapperScript(env, limiter, 'exec "$@"'),
    limiter?.arg0 ?? 'sh',
    ...argv,
  ];
  // Nothing isolates the network here: a narrower policy cannot be enforced, and the note says so rather than pretend.
  const unenforced =
    network.kind === 'all' || network.kind === 'none'
      ? ''
      : `; network: ${networkText(network)} is not enforced without the sandbox`;
  return {
    mode: 'none',
    wrap,
    setupWrap: wrap,
    note: `sandbox: none (${why}): commands run with an allowlisted environment and a private home for caches only${limit}; the file system, network and this process's /proc are not isolated${unenforced}`,
    changes: [],
    home,
    wrapIn: () => wrap,
    sealProofCaches: () => {},
    grant: () => {},
    refusedHosts: () => [],
    protect: async () => {},
    dispose: () => fs.rmSync(home, { recursive: true, force: true }),
  };
}

/** What to do when the sandbox cannot be set up: the message names the explicit opt-out. */
function advice(host: HostFacts, restricted: boolean): string {
  if (host.platform !== 'linux') {
    return 'bubblewrap exists only on Linux. On macOS and Windows runners set `sandbox: none` (CLI: `--sandbox none`) to run the commands without isolation, knowing what that means (SECURITY.md).';
  }
  const lift = restricted
    ? ` and lift the AppArmor restriction on user namespaces (\`sudo sysctl -w ${USERNS_SYSCTL}=0\`)`
    : '';
  return (
    `Install bubblewrap (\`sudo apt-get install bubblewrap\`)${lift} in a step before agent-fix, ` +
    'or opt out explicitly with `sandbox: none` (CLI: `--sandbox none`), which runs the commands with only an allowlisted environment (SECURITY.md).'
  );
}

/** Throws the error that stops the run: the sandbox asked for cannot be set up. */
type Fail = (reason: string) => never;

/** The failure for `mode`: it says agent-fix does not fall back to running unsandboxed, and names the opt-out. */
function setupFailure(mode: SandboxOptions['mode'], host: HostFacts): Fail {
  return (reason) => {
    throw new SandboxError(
      `sandbox: ${mode}: the bubblewrap sandbox cannot be set up: ${reason}. ` +
        `agent-fix does not run the model's commands unsandboxed unless told to. ${advice(host, userNamespacesRestricted(host))}`,
    );
  };
}

/** bwrap on PATH, or installed with apt-get on a GitHub-hosted runner (a change to the machine, added to `changes`). */
async function findBubblewrap(
  host: HostFacts,
  root: string,
  log: (line: string) => void,
  changes: string[],
  fail: Fail,
): Promise<string> {
  let bwrap = which('bwrap');
  if (!bwrap && host.githubHosted) {
    log('sandbox: bubblewrap is not installed on this GitHub-hosted runner; installing it');
    bwrap = await installBubblewrap(host, root, log);
    if (bwrap) changes.push('installed bubblewrap (`sudo apt-get install bubblewrap`)');
  }
  if (!bwrap)
    fail(
      `bwrap is not installed (not found on PATH)${host.githubHosted ? ' and installing it with sudo apt-get failed' : ''}`,
    );
  return bwrap;
}

/** Started as root, commands drop to nobody through setpriv; otherwise they run as this user (undefined). */
function dropTarget(host: HostFacts, fail: Fail): BwrapPlan['dropTo'] {
  if (host.uid !== 0) return undefined;
  const setpriv = which('setpriv');
  if (!setpriv)
    fail(
      'agent-fix runs as root, and setpriv (util-linux) is missing, so commands cannot drop to an unprivileged user',
    );
  return { setpriv, uid: SANDBOX_UID, gid: SANDBOX_GID };
}

/** What a bwrap sandbox holds on the host until it is disposed of. */
interface HostHoldings {
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

function holdOnHost(root: string, dropTo: BwrapPlan['dropTo']): HostHoldings {
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

/**
 * What setup installed into the private home for the tests to import: Go's module cache, Python's user site
 * (`pip install --user`). Read-only after setup like the workspace's dependency folders, so no later command can
 * change a dependency's source under a proof. (`go test` only reads the module cache once setup downloaded.)
 */
function homeDependencies(home: string): string[] {
  return [path.join(home, 'go', 'pkg', 'mod'), path.join(home, '.local', 'lib')].filter(isRealDir);
}

/** Copies the home's Go build cache aside, once: only setup and the baseline have run (see Sandbox.sealProofCaches). */
function sealGoCache(held: HostHoldings, log: (line: string) => void): void {
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

function release(held: HostHoldings): void {
  revoke(held.grants);
  fs.rmSync(held.home, { recursive: true, force: true });
  fs.rmSync(held.setupCachesDir, { recursive: true, force: true });
  fs.rmSync(held.proofCachesDir, { recursive: true, force: true });
}

/** The forwarder a limited network goes through; when it cannot start, `releaseHeld` runs before the failure. */
async function startBridge(
  network: Extract<NetworkPolicy, { kind: 'limited' }>,
  dropTo: BwrapPlan['dropTo'],
  log: (line: string) => void,
  releaseHeld: () => void,
  fail: Fail,
): Promise<NetworkBridge> {
  let bridge: NetworkBridge;
  try {
    bridge = await startNetworkBridge(network, { owner: dropTo, log });
  } catch (err) {
    releaseHeld();
    return fail(
      `the network bridge for \`network: ${networkText(network)}\` could not start: ${(err as Error).message}`,
    );
  }
  const dir = bridge.dir;
  atExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  return bridge;
}

/** What nobody can reach: PATH without the folders it cannot enter (logged), and the tool folders to bind for it. */
function nobodysReach(home: string, log: (line: string) => void): ToolReach {
  const reach = toolReach(childEnv().PATH!, { ...childEnv(), ...homeEnv(home) });
  if (reach.dropped.length)
    log(`sandbox: PATH folders that the sandbox user (nobody) cannot enter are left out: ${reach.dropped.join(', ')}`);
  return reach;
}

/** The closed folders above the workspace and the home, and those the tools need, that bwrap opens for nobody. */
function coveredFolders(root: string, home: string, reach: ToolReach): string[] {
  return [...new Set([...[root, home].map(closedAncestor).filter((d): d is string => Boolean(d)), ...reach.covered])];
}

/** The workspace's git config without credentials, readable by nobody when root drops to it. */
function sandboxGitConfig(root: string, dropTo: BwrapPlan['dropTo']): string | undefined {
  const gitConfig = gitConfigWithoutCredentials(root);
  // Read by nobody as root drops to it; it holds no credential.
  if (gitConfig && dropTo) fs.chmodSync(gitConfig, 0o644);
  return gitConfig;
}

type Wrap = (argv: string[]) => string[];

/**
 * The Go build cache of a proof run: never the home's, which the agent's commands can write (Go would take a test
 * result or a compiled package they planted there for the candidate's). Its own mirror of the cache sealed after the
 * baseline, or without one an empty cache in the run's own fresh /tmp.
 */
function proofCaches(
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

/**
 * Makes wrappers that run a command in bwrap with a plan and extra variables. The shell in front replaces CWD_MARK
 * with its working directory (the one the runner spawned us in), so bwrap enters the same folder or fails loudly;
 * without --chdir it would fall back to $HOME without a word.
 */
function bwrapWrapper(
  env: Record<string, string>,
  limiter: PidsLimiter | undefined,
  readOnly: string[],
): (plan: BwrapPlan, extra: Record<string, string>) => Wrap {
  const envProgram = which('env') ?? '/usr/bin/env';
  const unset = namesToUnset(process.env).flatMap((name) => ['-u', name]);
  // In a view the tree's folder is the workspace's inside: the same folder under the workspace's path.
  const here = (plan: BwrapPlan) => (plan.view ? `${quote(plan.root)}"\${PWD#${quote(plan.view)}}"` : '$PWD');
  const body = (plan: BwrapPlan) =>
    `for a do shift; [ "$a" = ${CWD_MARK} ] && a=${here(plan)}; set -- "$@" "$a"; done; exec "$@"`;
  return (plan, extra) => {
    const script = wrapperScript({ ...env, ...extra }, limiter, body(plan));
    // The mounts are read at each call: folders protected after setup are read-only from then on.
    return (argv) => [
      'bash',
      '-c',
      script,
      limiter?.arg0 ?? 'sh',
      ...[envProgram, ...unset, ...bwrapArgs({ ...plan, readOnly })],
      ...argv,
    ];
  };
}

/** Setup's wrapper: the host's network, and its own copies of the job's caches, made on first use (most runs have no setup). */
function setupWrapper(
  wrapWith: (plan: BwrapPlan, extra: Record<string, string>) => Wrap,
  plan: BwrapPlan,
  caches: HostCaches,
  setupCachesDir: string,
  log: (line: string) => void,
): Wrap {
  const made: { wrap?: Wrap } = {};
  return (argv) => {
    if (!made.wrap) {
      const seeded: SetupCaches = seedSetupCaches(caches, setupCachesDir, process.env, plan.dropTo);
      if (seeded.notes.length) log(`setup: reusing the job's caches: ${seeded.notes.join('; ')}`);
      made.wrap = wrapWith(
        { ...plan, network: true, setupCaches: setupCachesDir, setupCacheBinds: seeded.binds },
        seeded.env,
      );
    }
    return made.wrap(argv);
  };
}

/** The preflight; on a GitHub-hosted runner where AppArmor stops bwrap's user namespace, lift that and try again. */
async function preflightLiftingAppArmor(
  wrap: Wrap,
  root: string,
  host: HostFacts,
  log: (line: string) => void,
  changes: string[],
): Promise<{ ok: boolean; detail: string }> {
  const check = await preflight(wrap, root);
  if (check.ok || !host.githubHosted || !userNamespacesRestricted(host)) return check;
  log(
    `sandbox: AppArmor restricts unprivileged user namespaces here (${USERNS_SYSCTL}=1), which bwrap needs; lifting it`,
  );
  if (!(await asRoot(['sysctl', '-w', `${USERNS_SYSCTL}=0`], host, root, log))) return check;
  changes.push(`set \`${USERNS_SYSCTL}=0\` (sudo sysctl) so that bwrap can create its user namespace`);
  return preflight(wrap, root);
}

/** The log line that says what the bwrap sandbox isolates. */
function bwrapNote(plan: BwrapPlan, bridge: NetworkBridge | undefined, limiter: PidsLimiter | undefined): string {
  const parts = [
    'read-only root',
    `writable workspace ${plan.root}`,
    'private /tmp and home',
    'new PID namespace',
    plan.network ? 'network on' : (bridge?.describe ?? 'no network'),
    plan.dropTo ? `commands run as uid ${plan.dropTo.uid}, not root` : 'no capabilities',
    ...(plan.tools?.length ? [`tool folders bound read-only for it: ${plan.tools.join(', ')}`] : []),
    `${plan.hidden.length} secret paths covered`,
    limiter ? limiter.describe : 'no pids limit available',
  ];
  return `sandbox: bwrap (${parts.join(', ')})`;
}

/**
 * What every bwrap command of the run shares (`plan`: setup's too), and the agent commands' own plan: the job's package
 * caches and setup's cache folder covered, the bridge in for a limited network.
 */
function bwrapPlans(
  bwrap: string,
  root: string,
  network: NetworkPolicy,
  held: HostHoldings,
  dropTo: BwrapPlan['dropTo'],
  reach: ReturnType<typeof nobodysReach> | undefined,
  bridge: Awaited<ReturnType<typeof startBridge>> | undefined,
): { plan: BwrapPlan; commandsPlan: BwrapPlan; caches: HostCaches } {
  const plan: BwrapPlan = {
    bwrap,
    root,
    network: network.kind === 'all',
    hidden: secretPaths(),
    home: held.home,
    covered: reach ? coveredFolders(root, held.home, reach) : [],
    tools: reach?.tools,
    dropTo,
    gitConfig: sandboxGitConfig(root, dropTo),
  };
  const caches = hostCaches();
  const commandsPlan: BwrapPlan = {
    ...plan,
    hidden: [...plan.hidden, ...cachePathsToCover(caches), held.setupCachesDir],
    ...(bridge ? { bridge: { dir: bridge.dir, spec: bridge.spec, node: process.execPath } } : {}),
  };
  return { plan, commandsPlan, caches };
}

/** Decide the sandbox for this run and prove it works with one trivial command. */
export async function prepareSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const log = opts.log ?? (() => {});
  const host = opts.host ?? hostFacts();
  const root = fs.realpathSync(opts.root);
  const limiter = pidsLimiter(opts.pidsLimit ?? DEFAULT_PIDS_LIMIT);
  const network = toNetworkPolicy(opts.network);
  if (opts.mode === 'none') {
    const home = makeHome(undefined);
    return noneSandbox(limiter, home, homeEnv(home), 'sandbox: none was asked for', network);
  }

  const fail = setupFailure(opts.mode, host);
  if (host.platform !== 'linux') fail(`this runner is ${host.platform}`);
  const changes: string[] = [];
  const bwrap = await findBubblewrap(host, root, log, changes, fail);
  const dropTo = dropTarget(host, fail);
  const held = holdOnHost(root, dropTo);
  const bridge =
    network.kind === 'limited' ? await startBridge(network, dropTo, log, () => release(held), fail) : undefined;
  const dispose = () => {
    release(held);
    void bridge?.close();
  };

  const reach = dropTo ? nobodysReach(held.home, log) : undefined;
  const { plan, commandsPlan, caches } = bwrapPlans(bwrap, root, network, held, dropTo, reach, bridge);
  const readOnly: string[] = [];
  const wrapWith = bwrapWrapper({ ...homeEnv(held.home), ...(reach ? { PATH: reach.path } : {}) }, limiter, readOnly);
  const wrap = wrapWith(commandsPlan, bridge?.env ?? {});

  const check = await preflightLiftingAppArmor(wrap, root, host, log, changes);
  if (!check.ok) {
    dispose();
    fail(`its preflight failed: ${check.detail.slice(0, 300)}`);
  }
  for (const c of changes) log(`sandbox: changed this machine: ${c}`);
  const setupWrap = setupWrapper(wrapWith, plan, caches, held.setupCachesDir, log);
  // Each command first settles what the last one left (modes to restore, read-only folders): see holdOnHost.
  const settled =
    (w: (argv: string[]) => string[]) =>
    (argv: string[]): string[] => {
      held.deferred.settle();
      return w(argv);
    };
  return {
    mode: 'bwrap',
    wrap: settled(wrap),
    setupWrap: settled(setupWrap),
    // A proof tree at the workspace's path, with its own copy of the caches sealed after the baseline.
    wrapIn: (tree) => {
      const { env: cacheEnv, ...caches } = proofCaches(held, dropTo);
      const view = fs.realpathSync(tree);
      return settled(wrapWith({ ...commandsPlan, ...caches, view }, { ...bridge?.env, ...cacheEnv }));
    },
    note: bwrapNote(plan, bridge, limiter),
    changes,
    home: held.home,
    sealProofCaches: () => sealGoCache(held, log),
    grant: (dir) => {
      if (dropTo) held.grants.push(...grantWorkspace(dir, dropTo.gid));
    },
    refusedHosts: () => bridge?.refused() ?? [],
    protect: async (dirs) => {
      readOnly.push(...dirs, ...homeDependencies(held.home));
      await held.deferred.settleReadOnly(readOnly);
    },
    dispose,
  };
}
