/** What must never be delivered, whatever the tools allowed on the way: checked on the candidate's tree diff. */
import path from 'node:path';
import picomatch from 'picomatch';
import { ALWAYS_PROTECTED, hasGitComponent, type Workspace } from '../workspace/workspace.js';
import { git } from '../workspace/git.js';
import type { FileStat } from '../workspace/diff.js';
import type { TreeChange } from '../workspace/candidate.js';
import type { Run } from './types.js';

/** Why the candidate must not be delivered: a path it changes, or a symlink it adds, is refused; or a runaway diff. */
export async function candidateRefusal(
  run: Run,
  changes: TreeChange[],
  files: FileStat[],
): Promise<string | undefined> {
  for (const c of changes) {
    const why = pathRefusal(run.ws, c.path);
    if (why) return why;
    if (c.status !== 'D' && c.mode === '120000') {
      const target = await git(run.ws.root, ['cat-file', 'blob', c.sha]);
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(c.path), target));
      const escapes = path.posix.isAbsolute(target) || to === '..' || to.startsWith('../');
      const bad = escapes ? 'outside the workspace' : pathRefusal(run.ws, to);
      if (bad) return `${c.path}: a symlink to ${target} (${bad})`;
    }
  }
  return deliveryRefusal(run.ws, files, run.conclude.maxDiffLines);
}

/**
 * Why a path must not be delivered, from its name alone (the work tree is not consulted): outside, git data, or
 * protected in any letter case (case-insensitive checkouts open `.GitHub/Workflows` as `.github/workflows`).
 */
function pathRefusal(ws: Workspace, rel: string): string | undefined {
  if (rel.includes('\0') || path.posix.isAbsolute(rel) || rel.split(/[\\/]/).includes('..'))
    return `${rel}: ${rel} is outside the workspace`;
  const globs = [...ALWAYS_PROTECTED, ...ws.protectedGlobs];
  if (hasGitComponent(rel) || globs.some((g) => picomatch(g, { dot: true, nocase: true })(rel)))
    return `${rel}: ${rel} is protected (matches ${globs.join(', ')}, in any letter case); agent-fix may not change it`;
  return undefined;
}

/** Why the final change must not be delivered: a path outside the workspace or protected, or a runaway diff. */
export function deliveryRefusal(ws: Workspace, files: FileStat[], maxDiffLines: number): string | undefined {
  for (const f of files) {
    const why = pathRefusal(ws, f.path);
    if (why) return why;
  }
  const lines = files.reduce((n, f) => n + f.added + f.removed, 0);
  if (lines > maxDiffLines)
    return `the diff has ${lines} changed lines, more than max-diff-lines (${maxDiffLines}); raise it if a change this large is intended`;
  return undefined;
}
