/**
 * What code under test can see of the sandbox (issue 54, docs/sandbox.md "What a test can observe"): code that acts
 * right only inside agent-fix's sandbox is proven there and wrong on the user's CI. Each tell removed is checked here
 * through the real bwrap sandbox, in the agent's layer and in a proof run's: the host's hostname, a PID 1 named as a
 * runner's init that lists none of the mounts, no descriptor of the wrapper's left open, an overlay named `overlay`,
 * HOME at the host's own path (the private home's content there, the tools under it still reached), no folder named
 * agent-fix in mountinfo (the run's folder, the home, the layers, a proof tree's, the cleaned .git/config), and the
 * CI variables a `run:` step has, without a token, the file commands thrown away; the event payload at
 * GITHUB_EVENT_PATH, read-only; the network forwarder named `node`; a runner's report folder outside the work tree,
 * and neither it nor any `AGENT_FIX` name in the environment of a report runner's test (each real runner here).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { prepareSandbox, type Sandbox } from '../../src/workspace/sandbox/index.js';
import { PID1_NAME } from '../../src/workspace/sandbox/bwrap-args.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { installNodeModules, makeRepo, sh } from '../helpers/repo.js';
import { openRunFolder } from '../../src/process/run-folder.js';
import { makeTreeLayer } from '../../src/verify/tree-layer.js';
import { parseNetworkPolicy } from '../../src/workspace/network-policy.js';
import { runTestCommand } from '../../src/verify/run.js';
import { profileNamed } from '../../src/verify/runners/index.js';
import { NO_REPORT_FORM, envProjects } from '../helpers/report-env-projects.js';

const bwrapOk = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;
if (process.env.CI && !bwrapOk) throw new Error('bwrap does not start here: the sandbox tells cannot be checked');

let repo: string;
let sandbox: Sandbox;
let closeRunFolder: (() => void) | undefined;
let runnerTemp: string;
let tree: { top: string; dir: string } | undefined;
const TOKEN = 'ghs_hostlookTokenNeverInside0123456789';
/** A webhook's payload as the runner writes it, with a caller's inputs (a dispatch's), which may hold anything. */
const EVENT_FIELDS = {
  action: 'labeled',
  issue: { number: 7, title: 'mul is wrong', body: 'mul(2, 3) gives 5' },
  repository: { full_name: 'octo/widgets', private: false },
  sender: { login: 'octocat' },
};
const EVENT = JSON.stringify({ ...EVENT_FIELDS, inputs: { deploy_key: TOKEN } }, null, 2);

/** What a job's step has in its environment on a GitHub runner (the token ones too, which must stay out). */
function ciVariables(temp: string): Record<string, string> {
  const files = path.join(temp, '_runner_file_commands');
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'octo/widgets',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_WORKFLOW: 'ci',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKSPACE: '/home/runner/work/widgets/widgets',
    GITHUB_EVENT_PATH: path.join(temp, '_github_workflow', 'event.json'),
    GITHUB_ACTION: '__octo_agent-fix',
    GITHUB_ACTION_REPOSITORY: 'octo/agent-fix',
    GITHUB_ACTION_REF: 'v1',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TEMP: temp,
    GITHUB_OUTPUT: path.join(files, 'set_output_1'),
    GITHUB_ENV: path.join(files, 'set_env_1'),
    GITHUB_STEP_SUMMARY: path.join(files, 'step_summary_1'),
    GITHUB_TOKEN: TOKEN,
    GITHUB_PAT: TOKEN,
    ACTIONS_RUNTIME_TOKEN: TOKEN,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: TOKEN,
    ACTIONS_ID_TOKEN_REQUEST_URL: `https://token.actions.example/${TOKEN}`,
    ACTIONS_CACHE_URL: `https://cache.actions.example/${TOKEN}`,
    ACTIONS_RESULTS_URL: `https://results.actions.example/${TOKEN}`,
    INPUT_MODEL: 'gpt',
  };
}
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  if (!bwrapOk) return;
  repo = makeRepo({ 'README.md': 'x\n' }, 'tells-');
  // actions/checkout's token in .git/config: the sandbox binds a cleaned copy over it, from a folder of the run's.
  sh(repo, 'git', ['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${TOKEN}`]);
  runnerTemp = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-temp-'));
  fs.mkdirSync(path.join(runnerTemp, '_runner_file_commands'));
  fs.mkdirSync(path.join(runnerTemp, '_github_workflow'));
  fs.writeFileSync(path.join(runnerTemp, '_github_workflow', 'event.json'), EVENT);
  for (const f of ['set_output_1', 'set_env_1', 'step_summary_1'])
    fs.writeFileSync(path.join(runnerTemp, '_runner_file_commands', f), '');
  for (const [k, v] of Object.entries(ciVariables(runnerTemp))) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  // As a run does: every folder agent-fix makes is inside the run's own.
  closeRunFolder = openRunFolder();
  sandbox = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
  await sandbox.protect([]);
  tree = await makeTreeLayer(repo, 'HEAD', []);
  if (tree) sandbox.grant(tree.dir);
  sandbox.freeze();
}, 120_000);

afterAll(() => {
  sandbox?.dispose();
  closeRunFolder?.();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  for (const dir of [repo, runnerTemp, tree?.top]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const run = async (wrap: (argv: string[]) => string[], command: string, cwd = repo) => {
  const r = await runCommand(command, { cwd, env: childEnv(), wrap, timeoutMs: 60_000 });
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

describe.skipIf(!bwrapOk)('HOME, mountinfo and the CI variables', () => {
  const hostHome = os.homedir();
  /** The cache variables, as the host's HOME gives them. */
  const derived = {
    HOME: hostHome,
    XDG_CACHE_HOME: `${hostHome}/.cache`,
    GOCACHE: `${hostHome}/.cache/go-build`,
    GOPATH: `${hostHome}/go`,
    GOMODCACHE: `${hostHome}/go/pkg/mod`,
    npm_config_cache: `${hostHome}/.npm`,
    PIP_CACHE_DIR: `${hostHome}/.cache/pip`,
    CARGO_HOME: `${hostHome}/.cargo`,
    GRADLE_USER_HOME: `${hostHome}/.gradle`,
    YARN_CACHE_FOLDER: `${hostHome}/.cache/yarn`,
  };
  const envOf = (out: string) =>
    Object.fromEntries(
      out
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );

  test.each([
    ['setup', () => sandbox.setupWrap],
    ['an agent command', () => sandbox.wrap],
    ['the baseline (a fresh layer)', () => sandbox.wrapFresh],
  ])("%s has HOME and the caches at the host's HOME, with the private home's content", async (name, wrap) => {
    const out = await run(wrap(), 'env; echo =SEP=; ls -A "$HOME"; echo =SEP=; cat "$HOME/.gitconfig"');
    const [vars, listing, gitconfig] = out.split('=SEP=\n');
    // `/tmp/agent-fix-run-…/agent-fix-home-…` before: `HOME.startswith("/tmp")` told the proof from CI. Setup's npm,
    // pip and Go build caches point at its mirror of the job's caches where this machine has them (docs/sandbox.md).
    const mirrored = ['npm_config_cache', 'PIP_CACHE_DIR', 'GOCACHE'];
    const expected = Object.entries(derived).filter(([k]) => name !== 'setup' || !mirrored.includes(k));
    expect(envOf(vars!)).toMatchObject(Object.fromEntries(expected));
    // Nothing of the host's home but the tools bound back (and the workspace's folder, when it is under it).
    const hostOnly = fs
      .readdirSync(hostHome)
      .filter((e) => !['.cache', '.gitconfig', '.cargo', 'go', '.npm'].includes(e));
    const inside = listing!.trim().split('\n').filter(Boolean);
    const allowed = new Set(['.cache', '.gitconfig', '.cargo', 'go', '.npm', '.gradle']);
    for (const p of (process.env.PATH ?? '')
      .split(':')
      .concat(process.env.PYENV_ROOT ?? '', process.env.RUSTUP_HOME ?? `${hostHome}/.rustup`))
      if (p.startsWith(`${hostHome}/`)) allowed.add(p.slice(hostHome.length + 1).split('/')[0]!);
    if (repo.startsWith(`${hostHome}/`)) allowed.add(repo.slice(hostHome.length + 1).split('/')[0]!);
    expect(inside.filter((e) => !allowed.has(e))).toEqual([]);
    expect(hostOnly.filter((e) => !allowed.has(e)).filter((e) => inside.includes(e))).toEqual([]);
    // The private .gitconfig, not the host's (whose credentials stay covered as before).
    expect(gitconfig).toContain('directory = *');
  });

  test("the tools under the host's HOME stay on PATH and reachable, read-only", async () => {
    const underHome = (process.env.PATH ?? '')
      .split(':')
      .filter((d) => d.startsWith(`${hostHome}/`) && fs.existsSync(d));
    const out = await run(
      sandbox.wrap,
      `for d in ${underHome.map((d) => `'${d}'`).join(' ')}; do [ -d "$d" ] && echo "REACHED $d"; done; ` +
        `for d in ${underHome.map((d) => `'${d}'`).join(' ')}; do touch "$d/.hostlook-w" 2>/dev/null && echo "WROTE $d"; done; true`,
    );
    expect(
      out
        .split('\n')
        .filter((l) => l.startsWith('REACHED '))
        .map((l) => l.slice(8)),
    ).toEqual(underHome);
    expect(out).not.toContain('WROTE');
  });

  test.each([
    ['setup', () => sandbox.setupWrap],
    ['an agent command', () => sandbox.wrap],
    ['the baseline (a fresh layer)', () => sandbox.wrapFresh],
    ['a proof run in a proof tree', () => (tree ? sandbox.wrapIn(tree.dir) : sandbox.wrapFresh), true],
  ])('%s finds no agent-fix name in mountinfo', async (_name, wrap, inTree?: boolean) => {
    expect(tree, 'the proof tree layer could not be made here').toBeDefined();
    // A proof run starts in the tree's folder, shown at the workspace's path.
    const mountinfo = await run(wrap(), 'cat /proc/self/mountinfo', inTree ? tree!.dir : repo);
    // The run folder (agent-fix-run-…), the home (agent-fix-home-…), the layers (agent-fix-layers-…), the tree's
    // (agent-fix-tree-…, an overlay named agent-fix-tree), the cleaned .git/config's (agent-fix-gitconfig-…).
    expect(mountinfo.split('\n').filter((l) => /agent-fix/i.test(l))).toEqual([]);
    // The cleaned .git/config is bound (the check above read its source's path).
    expect(mountinfo).toMatch(/ \S*\/\.git\/config /);
  });

  test.each([
    ['an agent command', () => sandbox.wrap],
    ['the baseline (a fresh layer)', () => sandbox.wrapFresh],
  ])('%s has the CI variables a step has, no token, and its file commands go nowhere', async (_name, wrap) => {
    const vars = ciVariables(runnerTemp);
    const out = await run(
      wrap(),
      'env; echo "ok=1" >> "$GITHUB_OUTPUT" && echo OUTPUT-WRITTEN; echo "X=1" >> "$GITHUB_ENV" && echo ENV-WRITTEN; ' +
        'touch "$RUNNER_TEMP/scratch" && echo TEMP-WRITTEN; ls -A "$RUNNER_TEMP/_runner_file_commands"',
    );
    const env = envOf(out);
    for (const name of [
      'CI',
      'GITHUB_ACTIONS',
      'GITHUB_REPOSITORY',
      'GITHUB_SHA',
      'GITHUB_REF',
      'GITHUB_WORKFLOW',
      'GITHUB_RUN_ID',
      'GITHUB_WORKSPACE',
      'GITHUB_EVENT_PATH',
      'RUNNER_OS',
      'RUNNER_ARCH',
      'RUNNER_TEMP',
      'GITHUB_OUTPUT',
      'GITHUB_ENV',
      'GITHUB_STEP_SUMMARY',
    ] as const)
      expect(env[name], name).toBe(vars[name]);
    // As a `run:` step has them: agent-fix's own action is not named.
    expect(env).toMatchObject({ GITHUB_ACTION: '__run', GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' });
    for (const name of ['GITHUB_TOKEN', 'GITHUB_PAT', 'INPUT_MODEL'] as const) expect(env[name], name).toBeUndefined();
    expect(Object.keys(env).filter((n) => n.startsWith('ACTIONS_'))).toEqual([]);
    expect(out).not.toContain(TOKEN);
    // A test may write them as in CI; what it writes is its own, thrown away: no later step of the job reads it.
    expect(out).toContain('OUTPUT-WRITTEN');
    expect(out).toContain('ENV-WRITTEN');
    expect(out).toContain('TEMP-WRITTEN');
    for (const f of ['set_output_1', 'set_env_1'])
      expect(fs.readFileSync(path.join(runnerTemp, '_runner_file_commands', f), 'utf8'), f).toBe('');
    expect(fs.existsSync(path.join(runnerTemp, 'scratch'))).toBe(false);
  });
});

describe.skipIf(!bwrapOk)('the event payload', () => {
  test.each([
    ['setup', () => sandbox.setupWrap],
    ['an agent command', () => sandbox.wrap],
    ['the baseline (a fresh layer)', () => sandbox.wrapFresh],
    ['a proof run in a proof tree', () => (tree ? sandbox.wrapIn(tree.dir) : sandbox.wrapFresh), true],
  ])('%s reads the file GITHUB_EVENT_PATH names, and cannot write it', async (_name, wrap, inTree?: boolean) => {
    const host = path.join(runnerTemp, '_github_workflow', 'event.json');
    const out = await run(
      wrap(),
      'cat "$GITHUB_EVENT_PATH"; echo; echo =SEP=; echo tampered >> "$GITHUB_EVENT_PATH" && echo WROTE; ' +
        'rm -f "$GITHUB_EVENT_PATH" 2>/dev/null && echo REMOVED; true',
      inTree ? tree!.dir : repo,
    );
    const [payload, writes] = out.split('=SEP=\n');
    // Missing before: a test reading the event on CI (`json.load(open(os.environ["GITHUB_EVENT_PATH"]))`) failed here.
    // The webhook's data as the runner wrote it; the caller's inputs emptied (a dispatch's may hold a token).
    expect(JSON.parse(payload!)).toEqual({ ...EVENT_FIELDS, inputs: {} });
    expect(out).not.toContain(TOKEN);
    expect(writes).not.toContain('WROTE');
    expect(writes).not.toContain('REMOVED');
    expect(fs.readFileSync(host, 'utf8')).toBe(EVENT);
  });
});

describe.skipIf(!bwrapOk)("a runner's report folder", () => {
  const rspec = spawnSync('rspec', ['--version']).status === 0;
  test.skipIf(!rspec && !process.env.CI)(
    'is not in the work tree the tests see, and the report is still read',
    async () => {
      const dir = makeRepo(
        {
          'spec/a_spec.rb':
            "RSpec.describe 'a' do\n  it('ok') { expect(1).to eq(1) }\n" +
            "  it('look') { raise \"SEEN #{Dir.children('.').sort.inspect} #{File.read('/proc/self/cmdline').tr(\"\\0\", ' ')}\" }\nend\n",
        },
        'tells-report-',
      );
      const sb = await prepareSandbox({ mode: 'bwrap', root: dir, network: false });
      try {
        const r = await runTestCommand('rspec', { cwd: dir, wrap: sb.wrap, timeoutMs: 60_000 });
        expect(r.output).toContain('SEEN [');
        expect(r.output).toContain('"spec"');
        // `.agent-fix-report-…` before, in `ls`, `git status` and the runner's own argv.
        expect(r.output).not.toMatch(/agent-fix-report/);
        // Read from the report (rspec's progress text names no passing test): the folder was bound in for the run.
        expect(r.failingIds).toEqual(['spec/a_spec.rb > a look']);
        expect(r.passingIds).toEqual(['spec/a_spec.rb > a ok']);
      } finally {
        sb.dispose();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe.skipIf(!bwrapOk)("a report runner's test cannot see the report folder in its environment", () => {
  const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
  test.each(envProjects().map((p) => [p.runner, p] as const))(
    '%s',
    async (_runner, project) => {
      if (project.missing) {
        expect(process.env.CI, `${project.missing}: the check cannot run`).toBeFalsy();
        return;
      }
      const dir = makeRepo(project.files, 'tells-env-');
      // Hard links (a link to the checkout's folder would point outside what the sandbox shows, in a clone under /tmp).
      if (project.js) installNodeModules(dir, NODE_MODULES);
      const sb = await prepareSandbox({ mode: 'bwrap', root: dir, network: false });
      let folder: string | undefined;
      try {
        const r = await runTestCommand(project.command, {
          cwd: dir,
          // Just before the run starts: the test reads which folder it must not find (`$AGENT_FIX_REPORTS` before).
          wrap: (argv, extra) => {
            folder = extra?.writable?.[0];
            fs.writeFileSync(path.join(dir, 'folder.txt'), `${folder ?? ''}\n`);
            return sb.wrap(argv, extra);
          },
          timeoutMs: 120_000,
        });
        expect(folder, 'the run had no report folder').toBeDefined();
        expect(r.failingIds, r.output).toEqual([]);
        expect(r.passed, r.output).toBe(true);
        // Named with its file (phpunit's and rspec's text name no passing test): read from the report in the folder.
        expect(r.passingIds, r.output).toEqual([project.id]);
        expect(fs.existsSync(folder!)).toBe(false);
      } finally {
        sb.dispose();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  test.each(NO_REPORT_FORM.map(([runner, why]) => [runner, why]))('%s: not checked, %s', (runner) => {
    expect(profileNamed(runner)?.report).toBeUndefined();
  });
});

describe.skipIf(!bwrapOk)('a limited network', () => {
  test("the forwarder's processes are named as a plain node, not agent-fix's", async () => {
    const limited = await prepareSandbox({
      mode: 'bwrap',
      root: repo,
      network: parseNetworkPolicy('localhost:54321')!,
    });
    try {
      // Every process of the sandbox but this shell's own: its argv, its name (comm), and what it listens on.
      const out = await run(
        limited.wrap,
        'for p in /proc/[0-9]*; do [ "${p#/proc/}" = "$$" ] && continue; ' +
          'echo "PROC ${p#/proc/} $(tr "\\0" " " < $p/cmdline 2>/dev/null) =COMM= $(cat $p/comm 2>/dev/null)"; done; ' +
          'grep -c ":D431 " /proc/net/tcp',
      );
      const procs = out.split('\n').filter((l) => l.startsWith('PROC '));
      // The forwarder is there (it listens on 54321, 0xD431), named `node` as any JS tool a suite starts.
      expect(out).toMatch(/^[1-9]\d*$/m);
      expect(
        procs.some((l) => / node\s*=COMM= node$/.test(l)),
        out,
      ).toBe(true);
      // `agent-fix-network` before, and the forwarder's source (agent-fix's own messages) in its argv.
      expect(procs.filter((l) => /agent-fix/i.test(l))).toEqual([]);
    } finally {
      limited.dispose();
    }
  });
});

// What remains observable (nobody as the user, the seccomp filter, loopback only): docs/sandbox.md.
