/** Small git helper for the engine (snapshots, diffs, file lists). Every call goes through the process runner. */
import { runProcess } from '../tools/exec.js';
import { childEnv } from '../security/env.js';

export interface GitOptions {
  env?: Record<string, string>;
  input?: string;
  timeoutMs?: number;
  /** Accept these exit codes besides 0 (e.g. 1 for `git grep` with no match). */
  okCodes?: number[];
}

export class GitError extends Error {
  constructor(readonly args: string[], readonly exitCode: number | null, readonly stderr: string) {
    super(`git ${args.join(' ')} failed (exit ${exitCode}): ${stderr.trim().slice(0, 500)}`);
    this.name = 'GitError';
  }
}

const gitEnvBase = () =>
  childEnv(process.env, {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'agent-fix',
    GIT_AUTHOR_EMAIL: 'agent-fix@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'agent-fix',
    GIT_COMMITTER_EMAIL: 'agent-fix@users.noreply.github.com',
  });

/** Run git in `cwd`; returns stdout. Throws GitError on failure. */
export async function git(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  // No hooks and no fsmonitor: the work tree was shaped by a model, and git must not run anything it planted.
  const result = await runProcess(['git', '-c', 'core.quotepath=off', '-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false', ...args], {
    cwd,
    env: { ...gitEnvBase(), ...options.env },
    timeoutMs: options.timeoutMs ?? 120_000,
    maxOutputChars: 200_000_000,
    separateStderr: true,
    input: options.input,
  });
  const ok = result.exitCode === 0 || (result.exitCode !== null && (options.okCodes ?? []).includes(result.exitCode));
  if (!ok) throw new GitError(args, result.exitCode, result.stderr ?? '');
  return result.output;
}

export async function isGitRepo(cwd: string): Promise<boolean> {
  try {
    return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}
