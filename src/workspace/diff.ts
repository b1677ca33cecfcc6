/**
 * The change as git sees it: a unified diff and per-file counts, either of two commits (the candidate against its
 * base: what ships) or of work-tree `paths` against a base (the agent's view while it works, view_diff). Pathspecs are
 * literal and renames are never detected: a rename is a deletion and an addition, so every path is seen by name.
 * Paths are relative to `root` (`--relative`), which may be a subfolder of the repository.
 */
import { git } from './git.js';
import { LITERAL, withIndex } from './candidate.js';

export interface FileStat {
  path: string;
  added: number;
  removed: number;
}

export async function workTreeDiff(root: string, paths: string[], base = 'HEAD'): Promise<string> {
  if (paths.length === 0) return '';
  return withIndex(root, base, async (env) => {
    await git(root, ['add', '-A', '--', ...paths], { env });
    return git(
      root,
      ['diff', '--cached', '--no-renames', '--no-ext-diff', '--no-color', '--relative', base, '--', ...paths],
      { env },
    );
  });
}

export async function workTreeStats(root: string, paths: string[], base = 'HEAD'): Promise<FileStat[]> {
  if (paths.length === 0) return [];
  return withIndex(root, base, async (env) => {
    await git(root, ['add', '-A', '--', ...paths], { env });
    return parseNumstat(
      await git(root, ['diff', '--cached', '--no-renames', '--numstat', '-z', '--relative', base, '--', ...paths], {
        env,
      }),
    );
  });
}

/** The unified diff from `base` to `commit` (both commits or trees): git objects only. */
export function commitDiff(root: string, base: string, commit: string): Promise<string> {
  return git(
    root,
    ['diff', '--no-renames', '--no-ext-diff', '--no-color', '--binary', '--relative', base, commit, '--'],
    { env: LITERAL },
  );
}

/** Per-file counts from `base` to `commit`; a binary file counts 0/0. */
export async function commitStats(root: string, base: string, commit: string): Promise<FileStat[]> {
  return parseNumstat(
    await git(root, ['diff', '--no-renames', '--numstat', '-z', '--relative', base, commit, '--'], { env: LITERAL }),
  );
}

/** `--numstat -z` without renames: one `added\tremoved\tpath` record per NUL. */
export function parseNumstat(out: string): FileStat[] {
  const stats: FileStat[] = [];
  for (const record of out.split('\0').filter(Boolean)) {
    const m = /^(-|\d+)\t(-|\d+)\t([\s\S]+)$/.exec(record.replace(/^\n/, ''));
    if (m) stats.push({ path: m[3]!, added: Number(m[1]) || 0, removed: Number(m[2]) || 0 });
  }
  return stats;
}
