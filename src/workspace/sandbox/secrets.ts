/** What the sandbox covers: credential files and sockets on disk, secret variables, the token in `.git/config`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isSecretName } from '../../security/env.js';
import { registerSecret } from '../../security/redact.js';
import { atExit, exists, realOrSelf } from './host.js';
import type { BwrapPlan } from './bwrap-args.js';
import { removeTree } from '../../security/remove-tree.js';
import { neutralTempDir } from '../../process/temp-name.js';

/** Files and folders in $HOME that hold credentials the agent has no business reading. */
const HOME_SECRETS = [
  '.ssh',
  // The user's git config: a token in url.<base>.insteadOf or a credential helper (`git/credentials.ts` redacts them).
  '.gitconfig',
  '.config/git',
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
  if (env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME))
    candidates.push(path.join(env.XDG_CONFIG_HOME, 'git'));
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
  const dir = neutralTempDir();
  const copy = path.join(dir, 'config');
  fs.writeFileSync(copy, clean, { mode: 0o600 });
  atExit(() => removeTree(dir));
  return copy;
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

export function sandboxGitConfig(root: string, dropTo: BwrapPlan['dropTo']): string | undefined {
  const gitConfig = gitConfigWithoutCredentials(root);
  // Read by nobody as root drops to it; it holds no credential.
  if (gitConfig && dropTo) fs.chmodSync(gitConfig, 0o644);
  return gitConfig;
}
