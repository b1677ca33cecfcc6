// Through the shipped CLI bundle with real bwrap (DESIGN guarantee 13, issue 41): when a run ends, the user's work
// tree holds the candidate's change and nothing a command wrote. The injected model plants an unchecked-hash `.pyc`
// in the git-ignored `__pycache__/` (the user's next `import calc` would run it), writes other ignored files, deletes
// `.env` and overwrites `local.db`, also past 5,000 ignored files (where the snapshots used to stop looking); and
// tries create_file on an ignored path. Also: a trajectory inside the repository swapped for a link by a command
// (with `--sandbox none`, where nothing else stands in the way) has no line written through the link.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { readTrajectory } from '../bundle/bundle.js';
import { assistant, toolCall, type ScriptStep, patchTestFinish } from '../helpers/fake-openai.js';
import { cliScope } from '../helpers/cli-run.js';
import { makeRepo, sh } from '../helpers/repo.js';

const bwrapOk = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;
const TESTS = 'python3 -B -m pytest -q -p no:cacheprovider';

const cli = cliScope();
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A Python project with a bug in add(), its ignored files (`extra` more of them), committed. */
function project(extra = 0): string {
  const repo = makeRepo({
    '.gitignore': '__pycache__/\n*.log\n.env\n*.db\ndata/\n',
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  });
  dirs.push(repo);
  fs.writeFileSync(path.join(repo, '.env'), 'API_TOKEN=users-own\n');
  fs.writeFileSync(path.join(repo, 'local.db'), Buffer.from([0, 1, 2, 3, 255]));
  fs.writeFileSync(path.join(repo, 'run.log'), 'the user log\n');
  if (extra) {
    fs.mkdirSync(path.join(repo, 'data'));
    for (let i = 0; i < extra; i++) fs.writeFileSync(path.join(repo, 'data', `f${i}.txt`), `${i}\n`);
  }
  return repo;
}

/** Every untracked file of `repo` with its bytes (ignored ones included), sorted by path. */
function untracked(repo: string): Array<[string, string]> {
  const files = sh(repo, 'git', ['ls-files', '-z', '--others']).split('\0').filter(Boolean);
  const ignored = sh(repo, 'git', ['ls-files', '-z', '--others', '--ignored', '--exclude-standard'])
    .split('\0')
    .filter(Boolean);
  return [...new Set([...files, ...ignored])]
    .sort()
    .map((f) => [f, fs.readFileSync(path.join(repo, f)).toString('base64')]);
}

const bash = (id: string, command: string) => assistant(null, toolCall(id, 'run_bash', { command }));
const fix: ScriptStep[] = patchTestFinish(
  { path: 'calc.py', old_str: 'a - b', new_str: 'a + b' },
  'add() adds.',
  'ptf',
);

/** An unchecked-hash .pyc for calc.py whose code prints a marker: what a planted bytecode file looks like. */
const PLANT_PYC =
  'mkdir -p __pycache__ && python3 -c "import importlib.util as u, marshal, sys; ' +
  "code = compile('print(\\\"PLANTED-BYTECODE\\\")', 'calc.py', 'exec'); " +
  "open('__pycache__/calc.cpython-%d%d.pyc' % sys.version_info[:2], 'wb').write(u.MAGIC_NUMBER + (3).to_bytes(4, 'little') + bytes(8) + marshal.dumps(code))\"";

async function run(repo: string, script: ScriptStep[], sandbox: string, trajectory: string) {
  const r = await cli.run(repo, script, { task: 'Fix add()', testCommand: TESTS, sandbox }, [
    '--trajectory',
    trajectory,
  ]);
  const last = r.json as { status?: string };
  return { ...r, status: last.status };
}

describe.skipIf(!bwrapOk)('agent-fix run --sandbox bwrap: the work tree gets only the candidate', () => {
  it('a planted .pyc and other ignored files a command writes never reach the work tree; create_file on an ignored path is a tool error and the run goes on', async () => {
    const repo = project();
    const before = untracked(repo);
    const trajectory = path.join(path.dirname(repo), `${path.basename(repo)}.jsonl`);
    dirs.push(trajectory);
    const r = await run(
      repo,
      [
        bash(
          'a',
          `${PLANT_PYC} && echo noise > build.log && echo more > run.log && rm .env && echo GONE > local.db && echo gen > generated.txt`,
        ),
        // A file a command made that git would hold: the tools see it during the run, and it is gone after.
        assistant(null, toolCall('r', 'read_file', { path: 'generated.txt' })),
        assistant(null, toolCall('c', 'create_file', { path: 'notes.log', content: 'a note\n' })),
        ...fix,
      ],
      'bwrap',
      trajectory,
    );
    expect(r.status, r.stderr).toBe('resolved');
    expect(r.code).toBe(0);
    expect(sh(repo, 'git', ['status', '--short'])).toBe(' M calc.py\n');
    expect(untracked(repo)).toEqual(before);
    expect(fs.existsSync(path.join(repo, '__pycache__'))).toBe(false);
    const tools = readTrajectory(trajectory).filter((e) => e.type === 'tool');
    expect(tools.find((e) => e.name === 'read_file')?.result).toMatch(/1\| ?gen/);
    const created = tools.find((e) => e.name === 'create_file');
    expect(created?.is_error).toBe(true);
    expect(created?.result).toMatch(/git ignores this path/);
    // The user's next import runs the source, not the model's bytecode.
    const imported = spawnSync('python3', ['-c', 'import calc; print(calc.add(1, 2))'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(imported.stdout).toBe('3\n');
  });

  it('past 5,000 ignored files, a command deleting .env and overwriting local.db leaves both byte-identical', async () => {
    const repo = project(5_100);
    const before = untracked(repo);
    const trajectory = path.join(path.dirname(repo), `${path.basename(repo)}.jsonl`);
    dirs.push(trajectory);
    const r = await run(
      repo,
      [bash('a', 'rm .env && printf OVERWRITTEN > local.db && rm data/f7.txt && echo x > data/new.txt'), ...fix],
      'bwrap',
      trajectory,
    );
    expect(r.status, r.stderr).toBe('resolved');
    expect(sh(repo, 'git', ['status', '--short'])).toBe(' M calc.py\n');
    expect(untracked(repo)).toEqual(before);
  });
});

describe('agent-fix run: the trajectory file', () => {
  it('a command that swaps the trajectory for a link has nothing written through it', async () => {
    const repo = project();
    const victim = path.join(path.dirname(repo), `${path.basename(repo)}-victim.txt`);
    dirs.push(victim);
    fs.writeFileSync(victim, 'HOST FILE\n');
    fs.mkdirSync(path.join(repo, '__pycache__'));
    const trajectory = path.join(repo, '__pycache__', 'run.jsonl');
    const r = await run(
      repo,
      [bash('a', `rm __pycache__/run.jsonl && ln -s ${victim} __pycache__/run.jsonl`), ...fix],
      'none',
      trajectory,
    );
    expect(r.status, r.stderr).toBe('resolved');
    expect(fs.readFileSync(victim, 'utf8')).toBe('HOST FILE\n');
  });
});
