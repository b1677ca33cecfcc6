// The CLI's first hour, as a new user meets it, through the bundle (`node dist/cli.js`): a subfolder of a repository,
// a dirty tree, a dry run, a missing test command, a refused key, --version, the proof in the human summary, the proof
// level, and the instruction files (AGENTS.md, CLAUDE.md) read as the Action reads them. The demo's hints are checked
// in test/cli/cli.test.ts, which shares one demo run among its demo tests.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, patchTestFinish } from '../helpers/fake-openai.js';
import { copyExample, makeRepo, sh } from '../helpers/repo.js';
import { ROOT, bundleNodes, runArgs, runCli } from '../bundle/bundle.js';

const RECORDING = path.join(ROOT, 'examples', 'recordings', 'calculator.json');
const KEY = 'sk-firsthour-test-key-0123456789abcdefghij';
const node = process.execPath;

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const NEW =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The calculator example inside `app/` of a larger repository. */
function repoWithSubfolder(): { top: string; app: string } {
  const top = makeRepo({ 'README.md': 'a monorepo\n', 'other/notes.txt': "not the agent's\n" }, 'agent-fix-mono-');
  fs.cpSync(path.join(ROOT, 'examples', 'calculator'), path.join(top, 'app'), { recursive: true });
  sh(top, 'git', ['add', '-A']);
  sh(top, 'git', ['commit', '-qm', 'calculator in app/']);
  return { top, app: path.join(top, 'app') };
}

/** Every file of the work tree (not .git) with its bytes' hash, plus the index's bytes: what a dry run must not touch. */
function treeState(top: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.name === '.git' && dir === top) continue;
      if (e.isDirectory()) walk(abs);
      else out[path.relative(top, abs)] = crypto.createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
    }
  };
  walk(top);
  out['.git/index'] = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(top, '.git', 'index')))
    .digest('hex');
  out['git status'] = sh(top, 'git', ['status', '--porcelain', '--untracked-files=all']);
  return out;
}

const replayArgs = (dir: string, ...more: string[]) => [
  'run',
  '--repo',
  dir,
  '--task-file',
  path.join(ROOT, 'examples', 'calculator', 'TASK.md'),
  '--test-command',
  'npm test --silent',
  '--model',
  `replay:${RECORDING}`,
  '--sandbox',
  'none',
  ...more,
];

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);

describe('agent-fix --version', () => {
  for (const n of bundleNodes()) {
    it(`prints the package version from the bundle (${n.name})`, async () => {
      const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;
      const r = await runCli(n.bin, ['--version'], { cwd: os.tmpdir() });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe(`agent-fix ${version}`);
    });
  }
});

describe('a subfolder of a repository', () => {
  it('resolves with the workspace confined to the folder and folder-relative paths', async () => {
    const { top, app } = repoWithSubfolder();
    const r = await runCli(node, [...replayArgs(app), '--json'], { cwd: app });
    expect(r.code, r.stderr).toBe(0);
    const last = lastJson(r.stdout);
    expect(last.status).toBe('resolved');
    expect(last.changed_files).toEqual(['src/calculator.js']);
    expect(sh(top, 'git', ['status', '--porcelain'])).toBe(' M app/src/calculator.js\n');
    expect(fs.readFileSync(path.join(top, 'other/notes.txt'), 'utf8')).toBe("not the agent's\n");
  });

  it('--dry-run leaves the work tree and the index byte-identical', async () => {
    const { top, app } = repoWithSubfolder();
    const before = treeState(top);
    const r = await runCli(node, [
      ...replayArgs(app),
      '--dry-run',
      '--setup-command',
      'echo setup > made-by-setup.txt',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('+  if (income < 0)');
    expect(treeState(top)).toEqual(before);
  });
});

describe('a repository under /root', () => {
  it('resolves in the sandbox with every folder above it closed to others (0700), as a root user clones there', async () => {
    // The sandbox runs commands as nobody when started as root: the repository must be reachable however closed
    // the folders above it are (the home of root is 0700, and so are the two folders made here).
    const closed = fs.mkdtempSync(path.join(os.homedir(), 'agent-fix-closed-cli-'));
    try {
      fs.chmodSync(closed, 0o700);
      const repo = path.join(closed, 'projects', 'calculator');
      fs.mkdirSync(path.dirname(repo), { mode: 0o700 });
      fs.cpSync(path.join(ROOT, 'examples', 'calculator'), repo, { recursive: true });
      sh(repo, 'git', ['init', '-q']);
      sh(repo, 'git', ['add', '-A']);
      sh(repo, 'git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'calculator with a bug']);
      const args = replayArgs(repo, '--json');
      args[args.indexOf('none')] = 'bwrap';
      const r = await runCli(node, args);
      expect(r.stderr).not.toMatch(/cannot change working directory|Permission denied|cannot open/);
      expect(r.stderr).toMatch(/sandbox: bwrap/);
      expect(r.stderr).toMatch(/baseline: failed, exit 1 \(passed 4, failed 2\)/);
      expect(lastJson(r.stdout).status, r.stderr).toBe('resolved');
      // Nothing above the repository was opened to others on the way.
      expect(fs.statSync(closed).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.dirname(repo)).mode & 0o777).toBe(0o700);
    } finally {
      fs.rmSync(closed, { recursive: true, force: true });
    }
  });
});

describe('a dirty work tree', () => {
  it('is refused with exit 2 and the fix, before any model call', async () => {
    const repo = copyExample('calculator');
    fs.appendFileSync(path.join(repo, 'README.md'), '\nmy own notes\n');
    const r = await runCli(node, replayArgs(repo));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('README.md');
    expect(r.stderr).toMatch(/commit or stash them.*or pass --allow-dirty/is);
    expect(r.stderr).not.toContain('turn 1');
  });

  it("--allow-dirty keeps the user's edits apart: the diff is only the agent's, and the edits are still there", async () => {
    const repo = copyExample('calculator');
    const file = path.join(repo, 'src/calculator.js');
    // An edit in the very file the agent fixes, and one elsewhere, neither committed.
    fs.writeFileSync(file, `// my uncommitted note\n${fs.readFileSync(file, 'utf8')}`);
    fs.appendFileSync(path.join(repo, 'README.md'), '\nmy own notes\n');
    fs.writeFileSync(path.join(repo, 'scratch.txt'), 'untracked work\n');
    const r = await runCli(node, [...replayArgs(repo), '--allow-dirty']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^changed: src\/calculator\.js \(\+\d+ −\d+\)$/m);
    expect(r.stdout).toContain('+  if (income < 0)');
    expect(r.stdout).not.toContain('my uncommitted note');
    expect(r.stdout).not.toContain('my own notes');
    expect(fs.readFileSync(file, 'utf8')).toContain('// my uncommitted note');
    expect(fs.readFileSync(file, 'utf8')).toContain('income * rate');
    expect(fs.readFileSync(path.join(repo, 'README.md'), 'utf8')).toContain('my own notes');
    expect(fs.readFileSync(path.join(repo, 'scratch.txt'), 'utf8')).toBe('untracked work\n');
    // HEAD and the index are the user's: nothing was committed or staged.
    expect(sh(repo, 'git', ['log', '--oneline']).trim().split('\n')).toHaveLength(1);
    expect(sh(repo, 'git', ['diff', '--cached', '--name-only'])).toBe('');
  });
});

describe('a mistyped option', () => {
  for (const [command, typed, meant] of [
    ['run', '--taks', '--task'],
    ['run', '--test-comand', '--test-command'],
    ['bench', '--concurency', '--concurrency'],
  ] as const) {
    it(`agent-fix ${command} ${typed}: exit 2, "Did you mean ${meant}?", and where the help is`, async () => {
      const r = await runCli(node, [command, typed, 'x'], { cwd: os.tmpdir() });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(`Unknown option '${typed}'. Did you mean ${meant}? See agent-fix ${command} --help`);
    });
  }
});

describe('a test command that cannot start', () => {
  it('stops before the first model call with exit 2 and names --test-command', async () => {
    server = await startFakeOpenAI([assistant('should never be asked')]);
    const r = await runCli(
      node,
      ['run', '--repo', copyExample('calculator'), '--task', 'x', '--test-command', 'nosuchcmd-agent-fix --run'],
      { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } },
    );
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/could not start \(exit 127, command not found\)/);
    expect(r.stderr).toContain('--test-command');
    expect(server.requests).toHaveLength(0);
  });

  // The shell or the interpreter failing before the runner printed anything: an environment fault, not a red baseline.
  for (const [command, what, quoted] of [
    ['cd no-such-folder-agent-fix && node --test', 'a cd in the command failed', /cd: .*no-such-folder-agent-fix/],
    [
      'python3 -m no_such_runner_agent_fix',
      "the interpreter could not find the runner's module",
      /python3: No module named no_such_runner_agent_fix/,
    ],
    ['python3 no-such-script-agent-fix.py', 'the interpreter could not open the script', /can't open file/],
  ] as const) {
    it(`stops before the first model call with exit 2 when ${what} (\`${command}\`)`, async () => {
      server = await startFakeOpenAI([assistant('should never be asked')]);
      const r = await runCli(
        node,
        ['run', '--repo', copyExample('calculator'), '--task', 'x', '--test-command', command, '--json'],
        { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } },
      );
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(`did not start (exit`);
      expect(r.stderr).toContain(what);
      expect(r.stderr).toContain('the environment, not the code');
      expect(r.stderr).toMatch(quoted);
      expect(r.stderr).toContain('--test-command');
      expect(r.stderr).not.toMatch(/baseline: .*fail/);
      expect(server.requests).toHaveLength(0);
    });
  }

  it('keeps a real red baseline: a test file that fails to import is a collection error the model is sent to fix', async () => {
    server = await startFakeOpenAI([assistant('I looked.')], { whenExhausted: assistant('I looked.') });
    const repo = makeRepo({
      'calc.py': 'def add(a, b):\n    return a - b\n',
      'test_calc.py': 'import no_such_module_agent_fix\n\ndef test_add():\n    assert True\n',
    });
    const r = await runCli(
      node,
      ['run', '--repo', repo, '--task', 'x', '--test-command', 'python3 -m pytest -q', '--max-turns', '1', '--json'],
      { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } },
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).not.toContain('did not start');
    expect(server.requests.length).toBeGreaterThan(0);
    expect(lastJson(r.stdout).evidence.baseline.passed).toBe(false);
  });
});

describe('a key the endpoint refuses', () => {
  it('exits 2 naming OPENAI_API_KEY, and the echoed key appears nowhere', async () => {
    server = await startFakeOpenAI([
      { status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}.`, code: 'invalid_api_key' } } },
    ]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'traj-'));
    const trajectory = path.join(dir, 'run.jsonl');
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json', '--trajectory', trajectory), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain('OPENAI_API_KEY');
    expect(r.stderr).toContain('401');
    for (const text of [r.stdout, r.stderr, fs.readFileSync(trajectory, 'utf8')]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(KEY.slice(3, 30));
    }
  });
});

describe('the proof in the human summary', () => {
  it('prints the fail-to-pass table and the integrity verdict, as the PR body does', async () => {
    const repo = copyExample('calculator');
    const r = await runCli(node, replayArgs(repo));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Fail-to-pass: \d+ tests? red on the old code, green with the change/);
    expect(r.stdout).toContain('| test | old code | with the change |');
    expect(r.stdout).toMatch(/\| `[^`]*tax[^`]*` \| ❌ fails \| ✅ passes \|/);
    expect(r.stdout).toContain('Test integrity: no test file changed.');
    expect(r.stdout).not.toContain('Suite-level proof only');
  });
});

describe('the proof level', () => {
  /** A project whose test script prints nothing a parser reads: only its exit code speaks. */
  const opaque = (extra: Record<string, string> = {}) =>
    makeRepo({
      'calc.sh': 'add() { echo $(( $1 - $2 )); }\n',
      'check.sh': '. ./calc.sh\n[ "$(add 2 3)" = 5 ] || exit 1\necho ok\n',
      ...extra,
    });
  const fix = () =>
    startFakeOpenAI(patchTestFinish({ path: 'calc.sh', old_str: '$1 - $2', new_str: '$1 + $2' }, 'add adds'));
  const args = (repo: string) => runArgs(repo, { task: 'add() subtracts', testCommand: 'sh check.sh' }, '--json');

  it('says "suite-level proof only" in --json and the summary when the output cannot be read per test', async () => {
    server = await fix();
    const r = await runCli(node, args(opaque()), { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } });
    expect(r.code, r.stderr).toBe(0);
    const last = lastJson(r.stdout);
    expect(last.evidence.proof_level).toBe('suite');
    expect(last.evidence.proof_note).toMatch(/suite-level proof only/);
  });

  it('is unresolved when the rules file requires `proof: test` and only the suite speaks, saying how to fix it', async () => {
    server = await fix();
    const repo = opaque({ '.github/agent-fix.yml': 'proof: test\n' });
    const r = await runCli(node, args(repo), { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } });
    expect(r.code, r.stderr).toBe(1);
    const last = lastJson(r.stdout);
    expect(last.status).toBe('unresolved');
    expect(last.reason).toMatch(/requires a test-level proof/);
    expect(last.reason).toMatch(/--test-command/);
  });

  it('is unresolved when the runner is read per test and no test proves the change', async () => {
    // The tests pass before the change: a change no test fails without is not proven by them.
    server = await startFakeOpenAI(
      patchTestFinish(
        {
          path: 'src/calculator.js',
          old_str: 'export function add(',
          new_str: 'export  function add(',
        },
        'spacing',
      ),
    );
    const repo = copyExample('calculator');
    const file = path.join(repo, 'src/calculator.js');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(OLD, NEW));
    fs.rmSync(path.join(repo, 'test'), { recursive: true });
    fs.mkdirSync(path.join(repo, 'test'));
    fs.writeFileSync(
      path.join(repo, 'test/add.test.js'),
      "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/calculator.js';\ntest('add', () => assert.equal(add(2, 3), 5));\n",
    );
    sh(repo, 'git', ['add', '-A']);
    sh(repo, 'git', ['commit', '-qm', 'green']);
    const r = await runCli(
      node,
      [...args(repo).slice(0, -5), '--test-command', 'node --test', '--sandbox', 'none', '--json'],
      {
        env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
      },
    );
    const last = lastJson(r.stdout);
    expect(last.evidence.proof_level).toBe('test');
    expect(last.status).toBe('unresolved');
    expect(last.reason).toMatch(/no test proves the change/);
  });
});

describe('instruction files', () => {
  it('reads AGENTS.md at the top into the task, a nested one with the first read in its folder, and CLAUDE.md', async () => {
    server = await startFakeOpenAI([
      assistant(null, toolCall('a', 'read_file', { path: 'src/calculator.js' })),
      assistant(null, toolCall('b', 'read_file', { path: 'src/calculator.js', offset: 2 })),
      ...patchTestFinish({ path: 'src/calculator.js', old_str: OLD, new_str: NEW }, 'fixed', 'cde'),
    ]);
    const repo = copyExample('calculator');
    fs.writeFileSync(path.join(repo, 'AGENTS.md'), 'TOP-RULE: use two spaces\n');
    fs.writeFileSync(path.join(repo, 'CLAUDE.md'), 'CLAUDE-RULE: be brief\n');
    fs.writeFileSync(path.join(repo, 'src/AGENTS.md'), 'SRC-RULE: no new dependencies\n');
    sh(repo, 'git', ['add', '-A']);
    sh(repo, 'git', ['commit', '-qm', 'instructions']);
    // Read from the commit, as the Action reads the base branch: an uncommitted change does not count.
    fs.writeFileSync(path.join(repo, 'src/AGENTS.md'), 'UNCOMMITTED-RULE\n');
    const r = await runCli(node, runArgs(repo, {}, '--json', '--allow-dirty'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(0);
    const first = JSON.stringify(server.requests[0]!.messages);
    expect(first).toContain('TOP-RULE');
    expect(first).toContain('CLAUDE-RULE');
    expect(first).not.toContain('SRC-RULE');
    const toolResults = server.requests[2]!.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
    expect(toolResults[0]).toContain('SRC-RULE');
    expect(toolResults[1]).not.toContain('SRC-RULE');
    expect(JSON.stringify(server.requests)).not.toContain('UNCOMMITTED-RULE');
    // The first request's prefix is unchanged in the later ones (provider caches).
    expect(JSON.stringify(server.requests[3]!.messages.slice(0, 2))).toBe(
      JSON.stringify(server.requests[0]!.messages.slice(0, 2)),
    );
    expect(lastJson(r.stdout).instruction_files).toEqual(['AGENTS.md', 'CLAUDE.md', 'src/AGENTS.md']);
  });
});
