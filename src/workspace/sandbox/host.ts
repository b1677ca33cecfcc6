/** Facts about the machine and the small file-system helpers every part of the sandbox shares. */
import fs from 'node:fs';
import path from 'node:path';

/** The sysctl that, at 1, stops unprivileged user namespaces (Ubuntu 24.04's AppArmor). */
export const USERNS_SYSCTL = 'kernel.apparmor_restrict_unprivileged_userns';

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

/** Removed at exit: one listener for all, however many sandboxes a process prepares. */
const cleanups: Array<() => void> = [];
export function atExit(fn: () => void): void {
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

export function exists(p: string): boolean {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

export function realOrSelf(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

export function within(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

export function isRealDir(p: string): boolean {
  try {
    return fs.lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

export function which(program: string): string | undefined {
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
