/**
 * What code under test can see of the sandbox (issue 54, docs/sandbox.md "What a test can observe"): code that acts
 * right only inside agent-fix's sandbox is proven there and wrong on the user's CI. Each tell removed is checked here
 * through the real bwrap sandbox, in the agent's layer and in a proof run's: the host's hostname, a PID 1 named as a
 * runner's init that lists none of the mounts, no descriptor of the wrapper's left open, an overlay named `overlay`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { prepareSandbox, type Sandbox } from '../../src/workspace/sandbox/index.js';
import { PID1_NAME } from '../../src/workspace/sandbox/bwrap-args.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { makeRepo } from '../helpers/repo.js';

const bwrapOk = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;
if (process.env.CI && !bwrapOk) throw new Error('bwrap does not start here: the sandbox tells cannot be checked');

let repo: string;
let sandbox: Sandbox;

beforeAll(async () => {
  if (!bwrapOk) return;
  repo = makeRepo({ 'README.md': 'x\n' }, 'tells-');
  sandbox = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
  await sandbox.protect([]);
  sandbox.freeze();
}, 120_000);

afterAll(() => {
  sandbox?.dispose();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

const run = async (wrap: (argv: string[]) => string[], command: string) => {
  const r = await runCommand(command, { cwd: repo, env: childEnv(), wrap, timeoutMs: 60_000 });
  expect(r.exitCode, r.output).toBe(0);
  return r.output;
};

/** What the command reads: its hostname, PID 1's argv, its own descriptors, the overlays mounted. */
const LOOK =
  'hostname; echo "=SEP="; tr "\\0" "\\n" < /proc/1/cmdline; echo "=SEP="; ls /proc/self/fd; echo "=SEP="; ' +
  'awk \'$0 ~ / - overlay / { for (i = 1; i <= NF; i++) if ($i == "-") print $(i + 2) }\' /proc/self/mountinfo';

function tells(output: string) {
  const [hostname, pid1, fds, overlays] = output.split('=SEP=\n').map((p) => p.trim().split('\n').filter(Boolean));
  return { hostname: hostname![0], pid1: pid1!, fds: fds!, overlays: overlays! };
}

describe.skipIf(!bwrapOk)('what a test can observe of the sandbox', () => {
  test.each([
    ['an agent command', () => sandbox.wrap],
    ['the baseline (a fresh layer)', () => sandbox.wrapFresh],
  ])('%s sees the host name, an init as PID 1 with no mount listed, no stray descriptor', async (_name, wrap) => {
    const seen = tells(await run(wrap(), LOOK));
    // `sandbox` before: `socket.gethostname() == "sandbox"` told the proof from production.
    expect(seen.hostname).toBe(os.hostname());
    expect(seen.pid1[0]).toBe(PID1_NAME);
    // bwrap's options (every mount, the private home, the covered secrets' paths) are read from a descriptor.
    expect(seen.pid1.join(' ')).not.toMatch(/--bind|--tmpfs|--ro-bind|agent-fix|--hostname/);
    // `ls` opens one descriptor for the folder it lists; the wrapper's (the seccomp filter's, bwrap's options') are shut.
    expect(seen.fds.map(Number).filter((fd) => fd > 2).length).toBeLessThanOrEqual(1);
    // The layers over the workspace and the home are overlays named as any other: nothing says agent-fix.
    expect(seen.overlays.length).toBeGreaterThan(0);
    expect(seen.overlays.filter((o) => o !== 'overlay')).toEqual([]);
  });

  test('python sees the same host name, and the node of the sandbox the same PID 1', async () => {
    const py = spawnSync('python3', ['--version']).status === 0;
    const out = await run(
      sandbox.wrap,
      `${py ? 'python3 -c "import socket; print(socket.gethostname())"' : 'hostname'}; ` +
        `node -e "console.log(require('node:os').hostname()); console.log(require('node:fs').readFileSync('/proc/1/cmdline', 'utf8').split('\\0')[0])"`,
    );
    expect(out.trim().split('\n')).toEqual([os.hostname(), os.hostname(), PID1_NAME]);
  });
});

// What remains observable (the run folder's name in mountinfo, nobody as the user, the seccomp filter): docs/sandbox.md.
