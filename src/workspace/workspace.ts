/**
 * The workspace: the one folder the agent may touch. Every path a tool receives resolves here, after realpath, so
 * `..`, absolute paths and symlinks cannot lead out; protected globs are refused for writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';

export class PathError extends Error {
  constructor(
    message: string,
    readonly reason: 'outside' | 'protected' | 'missing',
  ) {
    super(message);
    this.name = 'PathError';
  }
}

/**
 * Always protected, whatever the user configures: git data, and Python bytecode (a committed `.pyc` could stand in for
 * its source during the proof, and no fix needs one).
 */
export const ALWAYS_PROTECTED = ['.git', '.git/**', '**/*.pyc'];

/**
 * Does `rel` pass through a `.git` entry at any depth, in any case? Case-insensitive file systems (macOS, Windows)
 * open `.GIT/config` as `.git/config`; NTFS also drops trailing dots and spaces and answers to the 8.3 name GIT~1.
 * Nested repositories' and submodules' git data is as sensitive as the top-level one (hooks, config, credentials).
 */
export function hasGitComponent(rel: string): boolean {
  return rel.split(/[\\/]/).some((part) => {
    const name = part.toLowerCase().replace(/[. ]+$/, '');
    return name === '.git' || name === 'git~1';
  });
}

export interface ResolvedPath {
  /** Absolute real path (for a new file: its real parent joined with the remaining parts). */
  abs: string;
  /** Path relative to the workspace root, with forward slashes; "." for the root itself. */
  rel: string;
}

export class Workspace {
  readonly root: string;
  private readonly protectedMatch: (rel: string) => boolean;

  /** `root` must exist; `protectedGlobs` are matched against workspace-relative paths (dotfiles included). */
  constructor(
    root: string,
    readonly protectedGlobs: string[] = [],
  ) {
    this.root = fs.realpathSync(root);
    const globs = [...ALWAYS_PROTECTED, ...protectedGlobs];
    const matchers = globs.map((g) => picomatch(g, { dot: true }));
    this.protectedMatch = (rel) => matchers.some((m) => m(rel));
  }

  /**
   * Resolve a user- or model-given path. For a path that does not exist yet, the deepest existing parent is
   * resolved with realpath and the rest appended, so a symlinked parent cannot point outside either.
   */
  resolve(userPath: string): ResolvedPath {
    if (userPath.includes('\0')) throw new PathError(`path contains a NUL byte`, 'outside');
    const joined = path.resolve(this.root, userPath === '' ? '.' : userPath);
    let existing = joined;
    const rest: string[] = [];
    for (;;) {
      try {
        existing = fs.realpathSync(existing);
        break;
      } catch {
        const parent = path.dirname(existing);
        if (parent === existing) break;
        rest.unshift(path.basename(existing));
        existing = parent;
      }
    }
    const abs = path.join(existing, ...rest);
    const rel = path.relative(this.root, abs);
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
      throw new PathError(`${userPath} is outside the workspace (${this.root}); use a path inside it`, 'outside');
    }
    const relPosix = rel === '' ? '.' : rel.split(path.sep).join('/');
    if (hasGitComponent(relPosix) || (!path.isAbsolute(userPath) && hasGitComponent(userPath))) {
      // .git/config may hold a checkout's credentials, and hooks there run outside any sandbox.
      throw new PathError(
        `${relPosix} is protected: git's internal data (any .git folder or file, in any case) is not for the tools. Use run_bash with git commands to inspect history`,
        'protected',
      );
    }
    return { abs, rel: relPosix };
  }

  isProtected(rel: string): boolean {
    return this.protectedMatch(rel);
  }

  /** Resolve for writing: also refuses protected paths. */
  resolveForWrite(userPath: string): ResolvedPath {
    const resolved = this.resolve(userPath);
    if (this.isProtected(resolved.rel)) {
      throw new PathError(
        `${resolved.rel} is protected (matches ${[...ALWAYS_PROTECTED, ...this.protectedGlobs].join(', ')}); ` +
          `agent-fix may not change it. Fix the problem elsewhere, or ask a maintainer to change protected-paths.`,
        'protected',
      );
    }
    return resolved;
  }
}
