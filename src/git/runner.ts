/**
 * The one git runner. Every git command agent-fix runs (workspace snapshots and diffs, list_files and search, checkout,
 * delivery) goes through `runGit`, with the same hardening: the work tree was shaped by a model, so git must not run
 * any program that the work tree, or a repository planted in it, could name.
 */
import { runProcess, runProcessSync, shellQuote } from '../process/exec.js';
import { childEnv } from '../security/env.js';
import { redact } from '../security/redact.js';
import { storeEnv } from './object-store.js';

/**
 * `-c` settings on every command. Command-line config is read after every config file, so these win over the
 * repository's `.git/config`, and git hands them on to any git it starts in a submodule.
 */
export const HARDENING_CONFIG: readonly string[] = [
  'core.quotepath=off',
  // Programs named in config: hooks, the file-system monitor, ssh, the pager, credential helpers (empty resets the list).
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.sshCommand=ssh',
  'core.pager=cat',
  'credential.helper=',
  // No submodule recursion: a git started inside a nested repository would read that repository's own config
  // (filter drivers, fsmonitor), which a command in the sandbox can write.
  'submodule.recurse=false',
  'diff.ignoreSubmodules=all',
  'status.submoduleSummary=false',
  'fetch.recurseSubmodules=false',
  'push.recurseSubmodules=no',
  // Transports: the ones agent-fix uses; `ext::` (runs a command) and other remote helpers are refused. A
  // per-protocol key beats protocol.allow, so the helpers git ships are named too.
  'protocol.allow=never',
  'protocol.ext.allow=never',
  'protocol.fd.allow=never',
  'protocol.https.allow=always',
  'protocol.http.allow=always',
  'protocol.ssh.allow=always',
  'protocol.file.allow=always',
  // Git LFS from the repository's own config (a checkout with `lfs: true`): smudge would fetch objects from the URL a
  // `.lfsconfig` in the tree names, so it never runs on the host; clean (local, no network) stays.
  'filter.lfs.process=',
  'filter.lfs.smudge=',
  'filter.lfs.required=false',
  // Signing and signature checks run gpg.program; automatic gc would run for seconds in the middle of a snapshot.
  'commit.gpgSign=false',
  'log.showSignature=false',
  'gc.auto=0',
  'maintenance.auto=false',
].flatMap((setting) => ['-c', setting]);

/** Subcommands that can run `diff.external` or textconv filters unless told not to. */
const DIFF_PORCELAIN = new Set(['diff', 'log', 'show']);
/** Subcommands that would look inside submodules (and start git there) to report them. */
const SUBMODULE_AWARE = new Set(['status', 'diff', 'diff-index', 'diff-files', 'diff-tree', 'log', 'show']);

/** The argv after `git`: hardening, then the subcommand, then per-subcommand switches, then the caller's arguments. */
export function hardenedArgs(args: readonly string[]): string[] {
  const [sub, ...rest] = args;
  if (sub === undefined) return [...HARDENING_CONFIG];
  const extra: string[] = [];
  if (DIFF_PORCELAIN.has(sub)) extra.push('--no-ext-diff', '--no-textconv');
  if (SUBMODULE_AWARE.has(sub)) extra.push('--ignore-submodules=all');
  return [...HARDENING_CONFIG, sub, ...extra, ...rest];
}

/**
 * The environment of every git command: the allowlisted one, no system or global config (`git lfs install` puts
 * filter.lfs.* there; a user's diff, merge or filter drivers, hooksPath or fsmonitor would act on files the model or a
 * fork wrote), no LFS download, no prompts, no askpass program.
 */
export function gitEnv(extra: Record<string, string> = {}): Record<string, string> {
  return childEnv(process.env, {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_LFS_SKIP_SMUDGE: '1',
    GIT_TERMINAL_PROMPT: '0',
    // Set but empty: git then runs neither GIT_ASKPASS, core.askPass nor SSH_ASKPASS.
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GIT_EDITOR: 'true',
    GIT_AUTHOR_NAME: 'agent-fix',
    GIT_AUTHOR_EMAIL: 'agent-fix@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'agent-fix',
    GIT_COMMITTER_EMAIL: 'agent-fix@users.noreply.github.com',
    ...extra,
  });
}

export interface GitRunOptions {
  /** Added to the environment (e.g. GIT_INDEX_FILE, the GIT_CONFIG_* variables carrying the auth header). */
  env?: Record<string, string>;
  input?: string;
  /** Default 2 minutes. */
  timeoutMs?: number;
  /** Accept these exit codes besides 0 (e.g. 1 for `git grep` with no match). */
  okCodes?: number[];
  /** Default 200,000,000: git output is parsed, not shown, so it is not cut to a tool result's size. */
  maxOutputChars?: number;
}

/** A git command that failed: what ran, how it ended and git's own words (redacted). */
export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    readonly timedOut = false,
  ) {
    super(
      redact(
        `git ${args.join(' ')} failed (${timedOut ? 'timed out' : `exit ${exitCode}`}): ${stderr.trim().slice(0, 800)}`,
      ),
    );
    this.name = 'GitError';
  }
}

let carried: Promise<string[]> | undefined;

/**
 * What agent-fix keeps of the user's global config, as `-c` settings: the repositories git may open although another
 * user owns them (`safe.directory`, which git reads from the command line but never from a repository), and the URL
 * rewrites (`url.<base>.insteadOf`, `pushInsteadOf`: a mirror, a proxy, a self-hosted runner's git host), which name
 * where agent-fix's own clone, fetch and push go and run nothing. Filters, drivers, hooks and LFS stay behind. Read once.
 */
function carriedGlobalConfig(): Promise<string[]> {
  carried ??= runProcess(
    ['git', 'config', '--global', '--get-regexp', '^(safe\\.directory|url\\..*\\.(insteadof|pushinsteadof))$'],
    {
      cwd: '/',
      env: childEnv(process.env, { GIT_CONFIG_NOSYSTEM: '1' }),
      timeoutMs: 10_000,
      separateStderr: true,
    },
  )
    .then((r) => (r.exitCode === 0 ? r.output.split('\n').filter(Boolean) : []))
    .catch(() => [])
    .then((lines) =>
      lines.flatMap((line) => {
        const space = line.indexOf(' ');
        return space > 0 ? ['-c', `${line.slice(0, space)}=${line.slice(space + 1)}`] : [];
      }),
    );
  return carried;
}

/** Runs git in `cwd` through the process runner and returns stdout; throws GitError on failure. */
export async function runGit(cwd: string, args: string[], options: GitRunOptions = {}): Promise<string> {
  return runHardened(cwd, ['git', ...(await carriedGlobalConfig()), ...hardenedArgs(args)], args, options);
}

/** Where a git run finds its repository: the `--git-dir` it is given (a proof tree's layer), else its folder. */
const repositoryOf = (cwd: string, args: readonly string[]) => (args[0] === '--git-dir' && args[1]) || cwd;

/** Runs `argv` (git, or a shell starting hardened gits) with git's environment; `args` name it in a GitError. */
async function runHardened(cwd: string, argv: string[], args: string[], options: GitRunOptions): Promise<string> {
  const result = await runProcess(argv, {
    cwd,
    // The run's private object store, for a git in the user's repository (git/object-store.ts); a step's or the
    // caller's own variables win.
    env: gitEnv({ ...storeEnv(repositoryOf(cwd, args)), ...options.env }),
    timeoutMs: options.timeoutMs ?? 120_000,
    maxOutputChars: options.maxOutputChars ?? 200_000_000,
    separateStderr: true,
    input: options.input,
  });
  const ok = result.exitCode === 0 || (result.exitCode !== null && (options.okCodes ?? []).includes(result.exitCode));
  if (!ok) throw new GitError(args, result.exitCode, result.stderr ?? '', result.timedOut);
  return result.output;
}

/** One step of `runGitSteps`: git's arguments, and variables for this step alone (e.g. a private GIT_INDEX_FILE). */
export interface GitStep {
  args: string[];
  env?: Record<string, string>;
}

/**
 * Several git commands, run one after the other by one shell, stopping at the first that fails; returns what they
 * printed, in order. Each is hardened as `runGit`'s are and gets the same environment, plus its step's variables.
 * Every process this one starts costs a fork of its whole heap (about 8 ms of wall time each on a 2-core VM, most of
 * it spent in this process); the shell's own forks are cheap. A snapshot's three steps cost one start instead of three.
 */
export async function runGitSteps(cwd: string, steps: GitStep[], options: GitRunOptions = {}): Promise<string> {
  const global = await carriedGlobalConfig();
  const line = (step: GitStep) => {
    const vars = Object.entries(step.env ?? {}).map(([name, value]) => {
      if (!/^[A-Z_][A-Z0-9_]*$/.test(name)) throw new Error(`not a variable name: ${name}`);
      return `${name}=${shellQuote(value)}`;
    });
    return [...vars, 'git', ...[...global, ...hardenedArgs(step.args)].map(shellQuote)].join(' ');
  };
  const args = steps.flatMap((s, i) => [...(i ? ['&&', 'git'] : []), ...s.args]);
  return runHardened(cwd, ['sh', '-c', steps.map(line).join(' && ')], args, options);
}

/**
 * Runs git to its end synchronously, hardened as `runGit` is: for what must also work inside the process's 'exit'
 * (putting the Action's workspace back after a cancellation). Returns stdout, or undefined when git failed.
 */
export function runGitSync(cwd: string, args: string[], timeoutMs = 120_000): string | undefined {
  return runProcessSync(['git', ...hardenedArgs(args)], {
    cwd,
    env: gitEnv(storeEnv(repositoryOf(cwd, args))),
    timeoutMs,
  });
}
