/**
 * What a killed run left on the host (SIGKILL, a crash: no clean-up ran), repaired before this run looks at anything
 * (issue 42): the commands' process groups still running are ended, the owners and modes the sandbox granted in the
 * workspace are given back (on the very inodes it changed), and its temporary folder goes. Its proof worktrees are
 * removed by `startState` (workspace/start-state.ts). Each repair is said; runs still alive are left alone.
 */
import { deadRuns, endGroups } from '../process/run-folder.js';
import { revoke, type Grant } from '../workspace/sandbox/index.js';
import { removeTree } from '../security/remove-tree.js';
import { removeLeftMoves } from '../workspace/work-layer.js';

const isGrant = (g: unknown): g is Grant => {
  const r = g as Record<string, unknown>;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.path === 'string' &&
    ['dev', 'ino', 'uid', 'gid', 'mode'].every((k) => Number.isInteger(r[k]))
  );
};

/** Repairs every dead run's leftovers; returns one line per run repaired, for the log. */
export function repairKilledRuns(): string[] {
  const lines: string[] = [];
  for (const dead of deadRuns()) {
    const ended = endGroups(dead.groups);
    const grants = dead.grants.filter(isGrant);
    revoke(grants);
    // Before the folder goes: the record of what its commands' layer had moved into a work tree is in it.
    const moves = dead.moved.map((m) => ({ root: m.root, ...removeLeftMoves(m.root, m.files, m.folders) }));
    removeTree(dead.dir);
    const parts = [
      `its temporary folder ${dead.dir}`,
      ...(ended ? [`${ended} process group(s) of its commands still running`] : []),
      ...(grants.length ? [`the owners and modes of ${grants.length} workspace entries, given back`] : []),
      ...moves.flatMap((m) => movedLine(m)),
    ];
    lines.push(`an earlier run (pid ${dead.pid}) was killed before its clean-up; repaired: ${parts.join('; ')}`);
  }
  return lines;
}

/** What was taken back from one work tree: the files its commands made, and those an edit tool changed, kept. */
function movedLine(m: { root: string; removed: string[]; folders: string[]; kept: string[] }): string[] {
  const all = m.removed.length + m.folders.length;
  if (!all && !m.kept.length) return [];
  const named = [...m.removed, ...m.folders.map((f) => `${f}/`)].slice(0, 5).join(', ');
  const more = all > 5 ? ` and ${all - 5} more` : '';
  const kept = m.kept.length ? `; kept, changed since: ${m.kept.slice(0, 5).join(', ')}` : '';
  return [`in ${m.root}, ${all} file(s) and folder(s) its commands had made, removed (${named}${more})${kept}`];
}
