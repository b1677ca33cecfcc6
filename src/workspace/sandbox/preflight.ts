/**
 * Finding, installing and proving bwrap: the preflight, sudo on GitHub-hosted runners, the drop to nobody, and the
 * failure that names the opt-out.
 */
import fs from 'node:fs';
import { runProcess } from '../../process/exec.js';
import { childEnv } from '../../security/env.js';
import type { BwrapPlan } from './bwrap-args.js';
import { USERNS_SYSCTL, which, type HostFacts } from './host.js';
import { SandboxError, type SandboxOptions } from './types.js';
import type { Wrap } from './wrappers.js';

const PREFLIGHT_MARK = 'agent-fix-sandbox-ok';
/** Who commands run as when agent-fix runs as root: nobody. */
const SANDBOX_UID = 65534;
const SANDBOX_GID = 65534;

export async function preflight(
  wrap: (argv: string[]) => string[],
  root: string,
): Promise<{ ok: boolean; detail: string }> {
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
export type Fail = (reason: string) => never;

/** The failure for `mode`: it says agent-fix does not fall back to running unsandboxed, and names the opt-out. */
export function setupFailure(mode: SandboxOptions['mode'], host: HostFacts): Fail {
  return (reason) => {
    throw new SandboxError(
      `sandbox: ${mode}: the bubblewrap sandbox cannot be set up: ${reason}. ` +
        `agent-fix does not run the model's commands unsandboxed unless told to. ${advice(host, userNamespacesRestricted(host))}`,
    );
  };
}

/** bwrap on PATH, or installed with apt-get on a GitHub-hosted runner (a change to the machine, added to `changes`). */
export async function findBubblewrap(
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
export function dropTarget(host: HostFacts, fail: Fail): BwrapPlan['dropTo'] {
  if (host.uid !== 0) return undefined;
  const setpriv = which('setpriv');
  if (!setpriv)
    fail(
      'agent-fix runs as root, and setpriv (util-linux) is missing, so commands cannot drop to an unprivileged user',
    );
  return { setpriv, uid: SANDBOX_UID, gid: SANDBOX_GID };
}

/** The preflight; on a GitHub-hosted runner where AppArmor stops bwrap's user namespace, lift that and try again. */
export async function preflightLiftingAppArmor(
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
