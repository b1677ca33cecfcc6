/** The pids limit every sandboxed command runs under: a pids cgroup as root, `ulimit -u` otherwise. */
import fs from 'node:fs';
import path from 'node:path';
import { atExit, exists } from './host.js';

export const DEFAULT_PIDS_LIMIT = 4096;

export interface PidsLimiter {
  /** Shell code run before the command (outside bwrap); `$0` is `arg0`. */
  shell: string;
  arg0: string;
  describe: string;
}

let cgroupCounter = 0;
/** One cgroup per limit and process: sandboxes prepared again (tests, bench) share it. */
const limiters = new Map<number, PidsLimiter | undefined>();

/**
 * A pids limit. root ignores RLIMIT_NPROC, so as root we use a pids cgroup (v1 or v2); otherwise `ulimit -u`, which
 * counts every process of the user (fine for a runner user with a handful of processes).
 */
export function pidsLimiter(limit: number): PidsLimiter | undefined {
  if (!limiters.has(limit)) limiters.set(limit, makePidsLimiter(limit));
  return limiters.get(limit);
}

function makePidsLimiter(limit: number): PidsLimiter | undefined {
  if (process.getuid?.() !== 0) {
    return { shell: `ulimit -u ${limit} 2>/dev/null;`, arg0: 'sh', describe: `ulimit -u ${limit}` };
  }
  const bases: string[] = [];
  if (exists('/sys/fs/cgroup/pids/cgroup.procs')) bases.push('/sys/fs/cgroup/pids');
  try {
    if (fs.readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').split(/\s+/).includes('pids')) {
      bases.push('/sys/fs/cgroup');
    }
  } catch {
    // not cgroup v2
  }
  for (const base of bases) {
    removeStaleCgroups(base);
    const dir = path.join(base, `agent-fix-${process.pid}-${cgroupCounter++}`);
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pids.max'), String(limit));
    } catch {
      try {
        fs.rmdirSync(dir);
      } catch {
        // never made
      }
      continue;
    }
    atExit(() => fs.rmdirSync(dir));
    const procs = path.join(dir, 'cgroup.procs');
    // Fail closed: a command that could not enter the cgroup does not run.
    // The processes of a command killed a moment ago (a fork bomb) leave the cgroup asynchronously; wait (bounded)
    // until there is room, or bwrap's clone fails with EAGAIN.
    // `read`, a builtin: no subshell and no `cat` in front of every command.
    const drain = `n=0; while { read -r c < "\${0%/*}/pids.current"; } 2>/dev/null || c=0; [ "\${c:-0}" -gt ${Math.floor(limit / 2)} ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n+1)); done;`;
    const shell = `{ echo $$ > "$0"; } 2>/dev/null || { echo "agent-fix: could not enter the pids cgroup $0"; exit 125; }; ${drain}`;
    return { shell, arg0: procs, describe: `pids cgroup ≤ ${limit}` };
  }
  return undefined;
}

function removeStaleCgroups(base: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(base).filter((e) => /^agent-fix-\d+-\d+$/.test(e));
  } catch {
    return;
  }
  for (const entry of entries) {
    const owner = Number(entry.split('-')[2]);
    if (exists(`/proc/${owner}`)) continue;
    try {
      fs.rmdirSync(path.join(base, entry));
    } catch {
      // processes still inside
    }
  }
}
