/**
 * Git for delivery and checkout: typed methods over one private `exec`, which is the hardened runner of src/git/.
 * Credentials never touch the URL or .git/config: the token rides as an `http.<server>/.extraheader` given to each
 * authenticated command through GIT_CONFIG_* environment variables (not `-c`, which would show in the process list).
 */
import { runGit } from './runner.js';
import { redact } from '../security/redact.js';

export interface GitAuth {
  /** e.g. https://github.com; the header is scoped to this prefix so it never leaks to other hosts. */
  serverUrl: string;
  token: string;
}

export interface Identity {
  name: string;
  email: string;
}

/** The identity GitHub shows for GITHUB_TOKEN commits. */
export const BOT_IDENTITY: Identity = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

interface ExecOpts {
  auth?: boolean;
  input?: string;
  okCodes?: number[];
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** GIT_CONFIG_* variables carrying the auth header; the empty first value resets any header actions/checkout left. */
export function authConfigEnv(auth: GitAuth): Record<string, string> {
  const key = `http.${auth.serverUrl.replace(/\/+$/, '')}/.extraheader`;
  const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: '',
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
  };
}

export class GitManager {
  /** `env`: extra variables for every git command, e.g. the CLI user's SSH agent for an SSH origin. */
  constructor(
    readonly cwd: string,
    private readonly auth?: GitAuth,
    private readonly env: Record<string, string> = {},
  ) {}

  /** Clones `url` into `dir` (which must be absent or empty) and returns a manager for it. */
  static async clone(url: string, dir: string, auth?: GitAuth): Promise<GitManager> {
    const manager = new GitManager(dir, auth);
    await manager.exec(
      ['clone', '--no-tags', '--quiet', url, dir],
      { auth: true, timeoutMs: 15 * 60_000 },
      process.cwd(),
    );
    return manager;
  }

  private exec(args: string[], opts: ExecOpts = {}, cwd = this.cwd): Promise<string> {
    return runGit(cwd, args, {
      env: { ...this.env, ...(opts.auth && this.auth ? authConfigEnv(this.auth) : {}), ...opts.env },
      timeoutMs: opts.timeoutMs ?? 5 * 60_000,
      maxOutputChars: 50_000_000,
      okCodes: opts.okCodes,
      input: opts.input,
    });
  }

  async isRepo(): Promise<boolean> {
    try {
      return (await this.exec(['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
    } catch {
      return false;
    }
  }

  /** The repository's top-level folder. */
  async topLevel(): Promise<string> {
    return (await this.exec(['rev-parse', '--show-toplevel'])).trim();
  }

  async remoteUrl(remote = 'origin'): Promise<string | undefined> {
    const out = await this.exec(['remote', 'get-url', remote], { okCodes: [2, 128] }).catch(() => '');
    return out.trim() || undefined;
  }

  /** Full sha of `ref`, or undefined when it does not resolve. */
  async revParse(ref: string): Promise<string | undefined> {
    const out = await this.exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { okCodes: [1, 128] });
    return out.trim() || undefined;
  }

  async headSha(): Promise<string> {
    return (await this.exec(['rev-parse', 'HEAD'])).trim();
  }

  /** The branch HEAD is on (`main`), or undefined when it is detached. */
  async currentBranch(): Promise<string | undefined> {
    return (await this.exec(['symbolic-ref', '-q', '--short', 'HEAD'], { okCodes: [1] })).trim() || undefined;
  }

  /** Fetches refspecs from origin with the token. */
  async fetch(refspecs: string[], options: { depth?: number } = {}): Promise<void> {
    const args = [
      'fetch',
      '--no-tags',
      '--quiet',
      ...(options.depth ? [`--depth=${options.depth}`] : []),
      'origin',
      ...refspecs,
    ];
    await this.exec(args, { auth: true, timeoutMs: 10 * 60_000 });
  }

  /** Sha of `refs/heads/<branch>` on origin, or undefined when the branch does not exist there. */
  async remoteBranchSha(branch: string): Promise<string | undefined> {
    const out = await this.exec(['ls-remote', '--heads', 'origin', `refs/heads/${branch}`], { auth: true });
    const line = out.split('\n').find((l) => l.endsWith(`refs/heads/${branch}`));
    return line?.split(/\s+/)[0] || undefined;
  }

  /** Detached checkout of a commit; `--` keeps a ref named like a path from being read as one. */
  async checkoutDetached(sha: string): Promise<void> {
    await this.exec(['checkout', '--quiet', '--detach', sha, '--']);
  }

  /** Creates (or resets) local branch `name` at `startPoint` and switches to it, keeping work-tree changes. */
  async switchToNewBranch(name: string, startPoint = 'HEAD'): Promise<void> {
    await this.exec(['checkout', '--quiet', '-B', name, startPoint, '--']);
  }

  /** Tracked files changed (untracked files only count with `untracked: true`). */
  async isDirty(options: { untracked?: boolean } = {}): Promise<boolean> {
    const mode = options.untracked ? 'all' : 'no';
    return (await this.exec(['status', '--porcelain', `--untracked-files=${mode}`])).trim() !== '';
  }

  /** Stages exactly `paths` (additions, edits and deletions); everything when `paths` is empty. */
  async stage(paths: string[]): Promise<void> {
    if (paths.length === 0) await this.exec(['add', '-A', '--', '.']);
    else await this.exec(['add', '-A', '--', ...paths]);
  }

  async hasStagedChanges(): Promise<boolean> {
    return (await this.exec(['diff', '--cached', '--name-only'])).trim() !== '';
  }

  /** The message is redacted: it leaves the runner with the push. */
  async commit(message: string, author: Identity = BOT_IDENTITY): Promise<string> {
    await this.exec(['commit', '--quiet', '--no-verify', '--no-gpg-sign', '-m', redact(message)], {
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
    });
    return this.headSha();
  }

  /**
   * A commit of exactly `tree` on `parent` (git commit-tree: nothing is staged, the work tree is not read). The
   * message is redacted: it leaves the runner with the push.
   */
  async commitTree(tree: string, parent: string, message: string, author: Identity = BOT_IDENTITY): Promise<string> {
    const out = await this.exec(['commit-tree', '--no-gpg-sign', tree, '-p', parent, '-F', '-'], {
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
      input: redact(message),
    });
    return out.trim();
  }

  /** The tree id of `ref`. */
  async treeOf(ref: string): Promise<string> {
    return (await this.exec(['rev-parse', '--verify', `${ref}^{tree}`])).trim();
  }

  /**
   * Local branch `name` at `sha`, checked out without touching the work tree: the branch and the index move, the
   * files stay (they are the change itself, uncommitted until now).
   */
  async pointBranchAt(name: string, sha: string): Promise<void> {
    await this.exec(['update-ref', `refs/heads/${name}`, sha]);
    await this.exec(['symbolic-ref', 'HEAD', `refs/heads/${name}`]);
    await this.exec(['read-tree', sha]);
  }

  /** Author emails of commits reachable from `tip` but not from `base`. */
  async authorsBetween(base: string, tip: string): Promise<string[]> {
    const out = await this.exec(['log', '--format=%ae', `${base}..${tip}`]);
    return out
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  }

  /** Is `ancestor` an ancestor of `descendant`? */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    try {
      await this.exec(['merge-base', '--is-ancestor', ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Pushes `source` (default HEAD; a commit sha pushes that very object) to `refs/heads/<branch>`. With
   * `expectedRemoteSha`, the push is forced but only if the remote branch still points there (lease); with
   * `expectedRemoteSha: null` it must not exist yet.
   */
  async push(branch: string, lease?: { expectedRemoteSha: string | null }, source = 'HEAD'): Promise<void> {
    const args = ['push', '--quiet', '--no-verify'];
    if (lease) args.push(`--force-with-lease=refs/heads/${branch}:${lease.expectedRemoteSha ?? ''}`);
    args.push('origin', `${source}:refs/heads/${branch}`);
    await this.exec(args, { auth: true, timeoutMs: 10 * 60_000 });
  }

  /**
   * Pushes the commit `sha` to `refs/heads/<branch>` of another repository on the same server (a fork's PR branch),
   * without force: the push is refused unless it fast-forwards. The fork is never added as a remote.
   */
  async pushToRepository(url: string, sha: string, branch: string): Promise<void> {
    await this.exec(['push', '--quiet', '--no-verify', url, `${sha}:refs/heads/${branch}`], {
      auth: true,
      timeoutMs: 10 * 60_000,
    });
  }

  /** The patch from `from` to `to` as `git apply` takes it (binary files included, full blob ids). */
  async patch(from: string, to: string, context = 3): Promise<string> {
    return this.exec(['diff', '--no-color', '--no-ext-diff', '--no-renames', '--binary', `-U${context}`, from, to]);
  }

  /** The content of `path` at commit `ref` (not the work tree), or undefined when it is not a file there. */
  async showFile(ref: string, path: string): Promise<string | undefined> {
    const entry = (await this.exec(['ls-tree', ref, '--', path])).trim();
    if (!/^\d+ blob /.test(entry)) return undefined;
    return this.exec(['cat-file', 'blob', `${ref}:${path}`]);
  }

  async diffStat(base: string): Promise<string> {
    return this.exec(['diff', '--stat', base]);
  }
}
