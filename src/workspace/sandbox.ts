/**
 * The sandbox for commands the model drives (run_bash, run_tests). The model can write any shell command, so a list of
 * "dangerous commands" would be no defence; instead each command runs in a bubblewrap jail: the root is read-only,
 * only the workspace is writable, /tmp is private, the PID namespace is new (our /proc/<pid>/environ is out of sight),
 * secrets on disk are covered, there is no network unless asked for, and a pids limit stops fork bombs.
 * `auto` falls back to environment isolation when bwrap cannot start; `bwrap` fails closed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../tools/exec.js';
import { childEnv, isSecretName } from '../security/env.js';
import { registerSecret } from '../security/redact.js';

export interface SandboxOptions {
  mode: 'auto' | 'bwrap' | 'none';
  /** The workspace, as a real path: the one writable place. */
  root: string;
  /** Share the host's network (otherwise a private network namespace with only loopback). */
  network: boolean;
  log?: (line: string) => void;
  /** Most processes and threads all sandboxed commands may hold at once. Default 4096. */
  pidsLimit?: number;
}

export interface Sandbox {
  mode: 'bwrap' | 'none';
  /** Plugs into ExecOptions.wrap of src/tools/exec.ts. */
  wrap?: (argv: string[]) => string[];
  /** What the log should say about the mode in force. */
  note: string;
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
  '.ssh', '.git-credentials', '.netrc', '.config/gh', '.config/hub', '.docker', '.aws', '.azure', '.config/gcloud',
  '.kube', '.gnupg', '.npmrc', '.yarnrc.yml', '.pypirc', '.gem/credentials', '.cargo/credentials',
  '.cargo/credentials.toml', '.m2/settings.xml', '.m2/settings-security.xml', '.gradle/gradle.properties',
  '.terraform.d/credentials.tfrc.json',
];
/** What a GitHub runner keeps beside its binaries: its own OAuth credentials and diagnostics. */
const RUNNER_ROOT_SECRETS = ['.credentials', '.credentials_rsaparams', '.runner', '.env', '.path', '_diag'];
/** Sockets that hand out root on the host (a container engine) work across network namespaces. */
const HOST_SOCKETS = ['/run/docker.sock', '/var/run/docker.sock', '/run/containerd', '/run/podman', '/run/user'];
/**
 * Caches that build tools write even when offline (Gradle always, Go's build cache). They stay writable so that
 * tests can run; SECURITY.md says not to save them with actions/cache after agent-fix in the same job.
 */
const HOME_CACHES = ['.cache', '.gradle', '.m2/repository', '.npm', '.cargo/registry', '.cargo/git', 'go/pkg'];

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
  /** Writable besides the workspace. */
  caches: string[];
  /** Bound over `<root>/.git/config` when the real one holds credentials. */
  gitConfig?: string;
}

function within(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
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
  const args = [plan.bwrap, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
  // A hidden folder that holds the workspace is covered before the workspace is bound back in.
  for (const p of plan.hidden) if (within(plan.root, p)) args.push(...hide(p));
  for (const c of plan.caches) args.push('--bind', c, c);
  args.push('--bind', plan.root, plan.root);
  const dotGit = path.join(plan.root, '.git');
  // Read-only .git: a hook or core.fsmonitor written here would run outside the sandbox at the next git commit.
  if (exists(dotGit)) args.push('--ro-bind', dotGit, dotGit);
  if (plan.gitConfig) args.push('--ro-bind', plan.gitConfig, path.join(dotGit, 'config'));
  for (const p of plan.hidden) if (!within(plan.root, p)) args.push(...hide(p));
  args.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
  if (!plan.network) args.push('--unshare-net');
  // --cap-drop ALL matters when we run as root: with capabilities a command could remount / read-write or unmount
  // the covers. --new-session stops TIOCSTI input injection into our terminal.
  args.push('--die-with-parent', '--new-session', '--cap-drop', 'ALL', '--hostname', 'sandbox');
  args.push('--setenv', 'TMPDIR', '/tmp', '--chdir', CWD_MARK);
  args.push('--');
  return args;
}

/** Credentials a runner or a developer shell commonly holds, whether or not we hold them now. */
const KNOWN_SECRET_NAMES = [
  'GITHUB_TOKEN', 'GH_TOKEN', 'GH_ENTERPRISE_TOKEN', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_RUNTIME_URL', 'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'NPM_TOKEN', 'NODE_AUTH_TOKEN',
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
    const shell = `{ echo $$ > "$0"; } 2>/dev/null || { echo "agent-fix: could not enter the pids cgroup $0"; exit 125; };`;
    return { shell, arg0: procs, describe: `pids cgroup ≤ ${limit}` };
  }
  return undefined;
}

function removeStaleCgroups(base: string): void {
  let entries: string[] = [];
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

function userNamespacesRestricted(): boolean {
  try {
    return fs.readFileSync(`/proc/sys/${USERNS_SYSCTL.replaceAll('.', '/')}`, 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/** Ubuntu 24.04 runners forbid unprivileged user namespaces through AppArmor; runners have passwordless sudo. */
async function liftUserNamespaceRestriction(root: string, log: (line: string) => void): Promise<boolean> {
  if (process.getuid?.() === 0 || !userNamespacesRestricted() || !which('sudo')) return false;
  log(`sandbox: unprivileged user namespaces are restricted; trying: sudo -n sysctl -w ${USERNS_SYSCTL}=0`);
  try {
    const r = await runProcess(['sudo', '-n', 'sysctl', '-w', `${USERNS_SYSCTL}=0`], {
      cwd: root,
      env: childEnv(),
      timeoutMs: 20_000,
      separateStderr: true,
    });
    return r.exitCode === 0;
  } catch {
    return false;
  }
}

function noneSandbox(limiter: PidsLimiter | undefined, why: string): Sandbox {
  const limit = limiter ? `, ${limiter.describe}` : '';
  return {
    mode: 'none',
    ...(limiter ? { wrap: (argv: string[]) => ['/bin/sh', '-c', `${limiter.shell} exec "$@"`, limiter.arg0, ...argv] } : {}),
    note: `sandbox: none (${why}): commands run with an allowlisted environment only${limit}; the file system and network are not isolated`,
  };
}

/** Decide the sandbox for this run and prove it works with one trivial command. */
export async function prepareSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const log = opts.log ?? (() => {});
  const root = fs.realpathSync(opts.root);
  const limiter = pidsLimiter(opts.pidsLimit ?? DEFAULT_PIDS_LIMIT);
  if (opts.mode === 'none') return noneSandbox(limiter, 'sandbox: none was asked for');

  const fail = (reason: string): Sandbox => {
    const advice =
      'Install bubblewrap (apt-get install bubblewrap); on Ubuntu 24.04 runners also run ' +
      `\`sudo sysctl -w ${USERNS_SYSCTL}=0\` before agent-fix; or set sandbox: auto or none to run without it.`;
    if (opts.mode === 'bwrap') throw new SandboxError(`sandbox: bwrap was asked for but ${reason}. ${advice}`);
    log(`warning: sandbox: bwrap is not usable (${reason}); falling back to environment isolation only. ${advice}`);
    return noneSandbox(limiter, `bwrap unusable: ${reason}`);
  };

  const bwrap = which('bwrap');
  if (!bwrap) return fail('bwrap is not installed (not found on PATH)');

  const plan: BwrapPlan = {
    bwrap,
    root,
    network: opts.network,
    hidden: secretPaths(),
    caches: HOME_CACHES.map((c) => path.join(os.homedir(), c))
      .filter((c) => exists(c) && fs.statSync(c).isDirectory())
      .map(realOrSelf)
      .filter((c) => !within(root, c)),
    gitConfig: gitConfigWithoutCredentials(root),
  };
  const envProgram = which('env') ?? '/usr/bin/env';
  const unset = namesToUnset(process.env).flatMap((name) => ['-u', name]);
  const base = [envProgram, ...unset, ...bwrapArgs(plan)];
  // The shell in front replaces CWD_MARK with its working directory (the one the runner spawned us in), so bwrap
  // enters the same folder or fails loudly; without --chdir it would fall back to $HOME without a word.
  const script = `${limiter?.shell ?? ''} for a do shift; [ "$a" = ${CWD_MARK} ] && a=$PWD; set -- "$@" "$a"; done; exec "$@"`;
  const wrap = (argv: string[]) => ['/bin/sh', '-c', script, limiter?.arg0 ?? 'sh', ...base, ...argv];

  let check = await preflight(wrap, root);
  if (!check.ok && (await liftUserNamespaceRestriction(root, log))) check = await preflight(wrap, root);
  if (!check.ok) return fail(`its preflight failed: ${check.detail.slice(0, 300)}`);

  const parts = [
    'read-only root',
    `writable workspace ${root}`,
    'private /tmp',
    'new PID namespace',
    opts.network ? 'network on' : 'no network',
    `${plan.hidden.length} secret paths covered`,
    limiter ? limiter.describe : 'no pids limit available',
  ];
  return { mode: 'bwrap', wrap, note: `sandbox: bwrap (${parts.join(', ')})` };
}
