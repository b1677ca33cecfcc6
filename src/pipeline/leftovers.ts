/**
 * What a killed run left on the host (SIGKILL, a crash: no clean-up ran), repaired before this run looks at anything
 * (issue 42): the commands' process groups still running are ended, the owners and modes the sandbox granted in the
 * workspace are given back (on the very inodes it changed), and its temporary folder goes. Its proof worktrees are
 * removed by `startState` (workspace/start-state.ts). Each repair is said; runs still alive are left alone.
 */
import { deadRuns, endGroups } from '../process/run-folder.js';
import { revoke, type Grant } from '../workspace/sandbox/index.js';
import { removeTree } from '../security/remove-tree.js';

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
    removeTree(dead.dir);
    const parts = [
      `its temporary folder ${dead.dir}`,
      ...(ended ? [`${ended} process group(s) of its commands still running`] : []),
      ...(grants.length ? [`the owners and modes of ${grants.length} workspace entries, given back`] : []),
    ];
    lines.push(`an earlier run (pid ${dead.pid}) was killed before its clean-up; repaired: ${parts.join('; ')}`);
  }
  return lines;
}
