// The CLI as users run it: the committed bundle, `node dist/cli.js`, against a fixture repository and a local fake
// OpenAI-compatible server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT, runArgs, runCli, type CliRun } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, patchTestFinish } from '../helpers/fake-openai.js';
import { copyExample, makeRepo, sh } from '../helpers/repo.js';
import { DEFAULTS } from '../../src/config/defaults.js';

const KEY = 'sk-cli-test-key-0123456789abcdefghij';

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(process.execPath, args, { env, cwd: process.cwd() });

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const NEW =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

describe('agent-fix run', () => {
  it('resolves the calculator bug end to end and prints one JSON line', async () => {
    server = await startFakeOpenAI(
      [
        assistant(
          'Looking.',
          toolCall('a', 'read_file', { path: 'src/calculator.js' }),
          toolCall('b', 'run_tests', {}),
        ),
        ...patchTestFinish(
          { path: 'src/calculator.js', old_str: OLD, new_str: NEW },
          'tax() applies its rate and refuses negative income',
          'cde',
        ),
      ],
      { usage: { prompt_tokens: 1000, completion_tokens: 50, cached_tokens: 500 } },
    );
    const repo = copyExample('calculator');
    const trajectory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'traj-')), 'run.jsonl');
    const r = await cli(runArgs(repo, {}, '--base-url', server.url, '--json', '--trajectory', trajectory), {
      OPENAI_API_KEY: KEY,
      AGENT_MODEL: 'gpt-4.1',
    });
    expect(r.code, r.stderr).toBe(0);
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({
      status: 'resolved',
      turns: 4,
      tests: { command: 'node --test', exit_code: 0, passed: 6, failed: 0 },
      changed_files: ['src/calculator.js'],
      usage: { prompt_tokens: 4000, completion_tokens: 200, cached_tokens: 2000 },
    });
    expect(typeof last.cost_usd).toBe('number');
    expect(r.stderr).toMatch(/turn 2 · patch_file src\/calculator.js/);
    expect(server.rejected).toEqual([]);
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('income * rate');
    const lines = fs
      .readFileSync(trajectory, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.type)).toEqual(expect.arrayContaining(['start', 'model', 'tool', 'tests', 'outcome']));
    expect(fs.readFileSync(trajectory, 'utf8')).not.toContain(KEY);
    // A trajectory is a replay recording.
    const replayRepo = copyExample('calculator');
    const replay = await cli(runArgs(replayRepo, {}, '--model', `replay:${trajectory}`, '--json'));
    expect(replay.code, replay.stderr).toBe(0);
    expect(JSON.parse(replay.stdout.trim().split('\n').at(-1)!).status).toBe('resolved');
  });

  it('exits 1 with the diff left in place when the tests never pass', async () => {
    server = await startFakeOpenAI(
      [
        assistant(
          null,
          toolCall('c', 'patch_file', {
            path: 'src/calculator.js',
            old_str: 'return Math.round(income * 0.2 * 100) / 100;',
            new_str: 'return Math.round(income * rate * 100) / 100;',
          }),
        ),
        assistant(null, toolCall('d', 'run_tests', {})),
      ],
      { whenExhausted: assistant('I could not finish.') },
    );
    const repo = copyExample('calculator');
    const r = await cli(runArgs(repo, {}, '--base-url', server.url, '--max-turns', '3', '--json'), {
      OPENAI_API_KEY: KEY,
    });
    expect(r.code).toBe(1);
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(last.status).toBe('unresolved');
    expect(last.budget_exhausted).toBe('turns');
    expect(last.changed_files).toEqual(['src/calculator.js']);
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('income * rate');
  });

  it('exits 2 naming the variable when the API key is missing', async () => {
    const r = await cli(runArgs(copyExample('calculator'), { task: 'x' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/OPENAI_API_KEY/);
  });

  it('exits 2 naming --sandbox none when --sandbox auto finds no usable bwrap (it fails closed, it does not fall back)', async () => {
    // This machine without bwrap: every other program is still there.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-nobwrap-'));
    for (const dir of ['/usr/local/bin', '/usr/bin', '/bin']) {
      for (const e of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        // lstat, not existsSync: existsSync follows links, so a dangling one (a link in /usr/bin to a missing
        // program) reads as absent and its second symlinkSync fails with EEXIST.
        const made = fs.lstatSync(path.join(bin, e), { throwIfNoEntry: false });
        if (e !== 'bwrap' && !made) fs.symlinkSync(path.join(dir, e), path.join(bin, e));
      }
    }
    try {
      const r = await cli(
        runArgs(copyExample('calculator'), { task: 'x', sandbox: 'auto' }, '--base-url', 'http://127.0.0.1:9/v1'),
        { OPENAI_API_KEY: KEY, PATH: bin, RUNNER_ENVIRONMENT: '' },
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/sandbox: auto: the bubblewrap sandbox cannot be set up: bwrap is not installed/);
      expect(r.stderr).toContain('`--sandbox none`');
    } finally {
      fs.rmSync(bin, { recursive: true, force: true });
    }
  });

  it('exits 2 when the repository folder does not exist', async () => {
    const r = await cli(['run', '--repo', '/nonexistent/agent-fix-repo', '--task', 'x'], { OPENAI_API_KEY: KEY });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/does not exist.*--repo/);
  });

  it('exits 2 naming git init in a folder that is not a repository, and the first commit in one with none', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-plain-'));
    fs.writeFileSync(path.join(plain, 'notes.txt'), 'hi\n');
    const args = (repo: string) => ['run', '--repo', repo, '--task', 'x', '--test-command', 'true'];
    const notRepo = await cli(args(plain), { OPENAI_API_KEY: KEY });
    expect(notRepo.code, notRepo.stderr).toBe(2);
    expect(notRepo.stderr).toMatch(/is not a git repository.*git init && git add -A && git commit -m init/);
    sh(plain, 'git', ['init', '-q']);
    const noCommit = await cli(args(plain), { OPENAI_API_KEY: KEY });
    expect(noCommit.code, noCommit.stderr).toBe(2);
    expect(noCommit.stderr).toMatch(/has no commit yet; commit the current state first/);
  });

  it('exits 2 when no test command is given or detected', async () => {
    const r = await cli(['run', '--repo', makeRepo({ 'notes.txt': 'hi\n' }), '--task', 'x'], { OPENAI_API_KEY: KEY });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no test command.*--test-command/);
  });

  it('exits 2 on a bad flag value and on an unknown flag', async () => {
    const bad = await cli(['run', '--task', 'x', '--max-turns', 'many'], { OPENAI_API_KEY: KEY });
    expect(bad.code).toBe(2);
    // The same rule and words as the Action's `max-turns` input (settings.ts), naming the flag.
    expect(bad.stderr).toContain('--max-turns: must be a whole number of at least 1 (got "many")');
    const unknown = await cli(['run', '--task', 'x', '--frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/frobnicate/);
  });

  it('exits 3 when the model endpoint is unreachable', async () => {
    const r = await cli(
      runArgs(copyExample('calculator'), { task: 'x' }, '--base-url', 'http://127.0.0.1:9/v1', '--json'),
      {
        OPENAI_API_KEY: KEY,
      },
    );
    expect(r.code).toBe(3);
    // Said by the check before the baseline (fail fast), naming the endpoint.
    expect(r.stdout + r.stderr).toMatch(/the model endpoint http:\/\/127\.0\.0\.1:9\/v1 cannot be reached/);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!).status).toBe('error');
  }, 120_000);

  it('a mistyped command with --json prints the error line a script reads, and a usage error without', async () => {
    const json = await cli(['runn', '--json']);
    expect(json.code).toBe(2);
    const last = JSON.parse(json.stdout.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ status: 'error', exit_code: 2 });
    expect(last.error.message).toMatch(/unknown command "runn"\. Did you mean "run"\?/);
    expect(last.error.fix).toBe('use "run"');
    const plain = await cli(['runn']);
    expect(plain.code).toBe(2);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toMatch(
      /^agent-fix: unknown command "runn"\. Did you mean "run"\? Commands: run, bench, demo/,
    );
  });

  it('every subcommand answers --help', async () => {
    for (const sub of ['run', 'bench', 'demo']) {
      const r = await cli([sub, '--help']);
      expect(r.code, `${sub}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`agent-fix ${sub}`));
    }
  });

  it('-v prints the version, and run -v / --verbose say what exists instead', async () => {
    expect((await cli(['-v'])).stdout).toMatch(/^agent-fix \d+\.\d+\.\d+/);
    for (const flag of ['-v', '--verbose']) {
      const r = await cli(['run', '--task', 'x', flag]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/there is no --verbose: progress is always on stderr/);
      expect(r.stderr).toMatch(/--trajectory FILE/);
    }
  });

  it('agent-fix --help fits one screen, names every command and where every run flag is', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length, r.stdout).toBeLessThanOrEqual(24);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(120);
    for (const sub of ['run', 'bench', 'demo']) expect(r.stdout).toMatch(new RegExp(`^  agent-fix ${sub} `, 'm'));
    expect(r.stdout).toContain('agent-fix run --help');
    // The per-command page is another, longer one: not the same page twice.
    const run = await cli(['run', '--help']);
    expect(run.stdout).not.toBe(r.stdout);
    expect(run.stdout).toMatch(/^agent-fix run: /);
  });

  it('documents every flag and variable in run --help', async () => {
    const r = await cli(['run', '--help']);
    expect(r.code).toBe(0);
    for (const flag of [
      '--repo',
      '--task',
      '--task-file',
      '--test-command',
      '--setup-command',
      '--model',
      '--base-url',
      '--max-turns',
      '--context-tokens',
      '--max-cost',
      '--trajectory',
      '--json',
      '--dry-run',
      '--sandbox',
      '--network',
      '--test-edits',
      '--protected-paths',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'AGENT_MODEL',
    ]) {
      expect(r.stdout).toContain(flag);
    }
    // The exit code of a cancelled run, every always-protected path, and the smallest context budget.
    expect(r.stdout).toMatch(/130 cancelled/);
    for (const glob of DEFAULTS.protectedPaths) expect(r.stdout).toContain(glob);
    expect(r.stdout).toMatch(/--context-tokens N .*at least 8000/);
  });
});

describe('agent-fix demo', () => {
  // One plain run of the demo (from the repository's root, as a user starts it after cloning, with a TMPDIR of its
  // own) for the first three tests below, which used to start one each; the --dir case needs its own run.
  let demo: Promise<CliRun> | undefined;
  let demoTmp = '';
  const runDemo = () => {
    if (!demo) {
      demoTmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-demo-tmp-')));
      demo = runCli(process.execPath, ['demo'], { cwd: ROOT, env: { TMPDIR: demoTmp } });
    }
    return demo;
  };
  afterAll(() => {
    if (demoTmp) fs.rmSync(demoTmp, { recursive: true, force: true });
  });

  it('shows red, the patch, green and the diff from a replay, offline', async () => {
    const r = await runDemo();
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/REPLAY/);
    expect(r.stdout).toMatch(/baseline: failed/);
    expect(r.stdout).toMatch(/patch_file src\/calculator.js/);
    expect(r.stdout).toMatch(/final: passed/);
    expect(r.stdout).toContain('+  return Math.round(income * rate * 100) / 100;');
    expect(r.stdout).toMatch(/OPENAI_API_KEY/);
  });

  it('says who chose no sandbox: the demo, not the user', async () => {
    const r = await runDemo();
    expect(r.stdout).toMatch(
      /sandbox: none \(the demo replays a recorded session without one; agent-fix run uses bubblewrap\)/,
    );
    expect(r.stdout).not.toContain('was asked for');
  });

  // From test/bundle/cli.test.ts: everything the demo loads (the example, the recording) is in the built bundle.
  it('the bundled example and its recorded session resolve end to end', async () => {
    const r = await runDemo();
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toContain('RESOLVED');
  });

  it('leaves no folder behind, and its hint names the way to keep one (--dir)', async () => {
    const r = await runDemo();
    expect(r.code, r.stderr).toBe(0);
    expect(fs.readdirSync(demoTmp).filter((e) => e.startsWith('agent-fix-demo-'))).toEqual([]);
    expect(r.stdout).toMatch(/ demo --dir agent-fix-demo$/m);
    expect(r.stdout).toMatch(/OPENAI_BASE_URL=https:\/\/\.\.\. \(it needs the key too\)/);
    expect(r.stdout).toContain('GITHUB_TOKEN');
  });

  // From test/cli/first-hour.test.ts.
  it('--dir: closes with hints that work when followed literally: the reset removes the fix, the command exists', async () => {
    const kept = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-kept-'))), 'calc');
    const r = await runCli(process.execPath, ['demo', '--dir', kept], { cwd: ROOT });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n').map((l) => l.trim());
    const reset = lines.find((l) => l.startsWith('git -C '))!;
    const run = lines.find((l) => / run --repo /.test(l))!;
    const repo = /^git -C (\S+)/.exec(reset)![1]!;
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('income * rate');
    execFileSync('sh', ['-c', reset]);
    expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all'])).toBe('');
    expect(fs.readFileSync(path.join(repo, 'src/calculator.js'), 'utf8')).toContain('income * 0.2');
    // The command it names is one this machine has: `node <script>` with the script there.
    const [cmd, script] = run.split(' ');
    expect(cmd).toBe('node');
    expect(fs.existsSync(path.resolve(ROOT, script!))).toBe(true);
    fs.rmSync(path.dirname(kept), { recursive: true, force: true });
  });
});
