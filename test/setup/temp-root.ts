/**
 * vitest's globalSetup: every test run gets a private temporary folder, and fails when anything is left in it.
 *
 * TMPDIR points at a folder of this run's own (made here, before any worker starts, so every worker and every process
 * the tests start inherit it): the check is exact whatever else runs on the machine, other test runs included. Each
 * test file then works in a folder of its own below it (temp-per-file.ts), removed when the file ends. At the end the
 * run's folder must be empty: anything there outlived its test file (a folder a process wrote after its file ended,
 * a file's folder that could not be removed). The run fails and names it, and the folder is removed all the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The variable that hands the run's folder to the per-file setup (TMPDIR itself changes per file). */
export const RUN_TMP = 'AGENT_FIX_TEST_RUN_TMP';

/** The run's own package caches (jobCachesIn), removed before the check for leftovers. */
const JOB_CACHES = 'job-caches';

/** The fixtures each worker builds once and copies for its tests (test/helpers/repo.ts `fromTemplate`), removed too. */
export const TEMPLATES = 'templates';

/**
 * The package caches the run's engines see as "the job's caches" (src/workspace/setup-caches.ts): folders of this
 * run's own, npm's and pip's empty, Go's build cache filled by the run's own builds. Inherited from the machine
 * (npm test exports npm_config_cache=~/.npm; ~/.cache/go-build grows with every run) they were mirrored, a link per
 * file, into every sandboxed setup command the tests run and removed after it: with 2,485 files in ~/.npm/_cacache
 * and 2,244 in ~/.cache/go-build, 2.2 s of CPU a run (test/security/proof-attacks.test.ts, one setup test: 7.5 s
 * of CPU for the file, 5.3 s without). The tests that check the mirroring make caches of their own.
 */
function jobCachesIn(root: string): void {
  const dirs = { npm_config_cache: 'npm', PIP_CACHE_DIR: 'pip', GOCACHE: 'go-build' };
  for (const [variable, name] of Object.entries(dirs)) {
    const dir = path.join(root, JOB_CACHES, name);
    fs.mkdirSync(dir, { recursive: true });
    process.env[variable] = dir;
  }
}

export default function setup(): () => void {
  // Each project of vitest.config.ts runs the global setup: the first one makes the folder, and checks it at the end.
  if (process.env[RUN_TMP]) return () => {};
  // Short names: unix sockets made below it must stay under the kernel's 108-byte path limit.
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'af-run-')));
  // As /tmp is: tests hand folders under it to other users (the sandbox's nobody, a test's own setpriv).
  fs.chmodSync(root, 0o1777);
  process.env[RUN_TMP] = root;
  process.env.TMPDIR = root;
  jobCachesIn(root);
  return () => {
    fs.rmSync(path.join(root, JOB_CACHES), { recursive: true, force: true });
    fs.rmSync(path.join(root, TEMPLATES), { recursive: true, force: true });
    const left = fs.readdirSync(root);
    fs.rmSync(root, { recursive: true, force: true });
    if (!left.length) return;
    // A throw here is only logged ("error during close") and the run still exits 0: set the exit code as well.
    process.exitCode = 1;
    throw new Error(
      `the tests left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temporary folder (${left.slice(0, 20).join(', ')}${left.length > 20 ? ', …' : ''}): ` +
        'a test file must end every process it starts and remove what it made (test/setup/temp-per-file.ts removes its folder)',
    );
  };
}
