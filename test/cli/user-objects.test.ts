// Through the shipped CLI bundle with real bwrap (issue 55): a run never fills the user's object store. Each command
// that writes a big new file used to add it as a blob to the user's `.git/objects` (the snapshot after it ran
// `git add -A` there), and the user's git-ignored `.env` became a loose blob too. Now every object a run's git writes
// goes to a private store in the run's folder, and only the commit the result names is copied in.
// Failed before the fix: `.git` grew by the 200 MB the commands wrote, and `git cat-file -e` found the `.env` blob.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall, patchTestFinish } from '../helpers/fake-openai.js';
import { cliScope, skipWithoutBwrap } from '../helpers/cli-run.js';
import { sh } from '../helpers/repo.js';

const TESTS = 'python3 -B -m pytest -q -p no:cacheprovider';
const cli = cliScope();
const ENV_TEXT = 'SECRET_TOKEN=user-own-ignored-value-7d1c\n';
const IGNORED_MADE = 'made by a command, git-ignored 51a9\n';

/** Bytes under `dir`, as `du -sb` counts them. */
const size = (dir: string) => Number(/^(\d+)/.exec(sh(dir, 'du', ['-sb', '.git']))![1]);

/** Does the user's repository hold a blob of `text`? */
function holdsBlob(repo: string, text: string): boolean {
  const id = spawnSync('git', ['hash-object', '--stdin'], { cwd: repo, input: text, encoding: 'utf8' }).stdout.trim();
  return spawnSync('git', ['cat-file', '-e', id], { cwd: repo }).status === 0;
}

const bash = (id: string, command: string) => assistant(null, toolCall(id, 'run_bash', { command }));

describe("agent-fix run --sandbox bwrap: the user's object store", () => {
  it('commands writing 200 MB (some git-ignored) then a one-line fix: .git grows by under 1 MB, no blob of an ignored file, the candidate is there', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo(
      'agent-fix-objects-',
      {
        '.gitignore': '__pycache__/\n.env\n*.ignored\n',
        'calc.py': 'def add(a, b):\n    return a - b\n',
        'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
      },
      { '.env': ENV_TEXT },
    );
    const before = size(repo);
    // Random bytes: git's zlib cannot shrink them. 4 × 40 MB the tree would hold, 2 × 20 MB it ignores.
    const write = (name: string, mb: number) => `head -c ${mb * 1_000_000} /dev/urandom > ${name}`;
    const r = await cli.run(
      repo,
      [
        bash('w1', `${write('big1.bin', 40)} && ${write('a.ignored', 20)}`),
        bash('w2', write('big2.bin', 40)),
        bash('w3', `${write('big3.bin', 40)} && ${write('b.ignored', 20)} && printf '${IGNORED_MADE}' > c.ignored`),
        bash('w4', write('data/big4.bin', 40).replace('head', 'mkdir -p data && head')),
        ...patchTestFinish({ path: 'calc.py', old_str: 'a - b', new_str: 'a + b' }, 'add() adds.', 'fix'),
      ],
      { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' },
    );
    expect(r.json.status, r.stderr).toBe('resolved');
    expect(sh(repo, 'git', ['status', '--short'])).toBe(' M calc.py\n');
    const grown = size(repo) - before;
    expect(grown, `.git grew by ${grown} bytes`).toBeLessThan(1_000_000);
    expect(holdsBlob(repo, ENV_TEXT)).toBe(false);
    expect(holdsBlob(repo, IGNORED_MADE)).toBe(false);
    // The candidate the run proved (named in the log) is in the user's repository, with the fix: one pack.
    const commit = /the candidate \(([0-9a-f]{7,})\)/.exec(r.stderr)?.[1];
    expect(commit, r.stderr).toBeDefined();
    expect(sh(repo, 'git', ['show', `${commit}:calc.py`])).toContain('a + b');
    expect(spawnSync('git', ['fsck', '--no-dangling'], { cwd: repo, encoding: 'utf8' }).status).toBe(0);
    expect(fs.existsSync(path.join(repo, 'big1.bin'))).toBe(false);
  }, 300_000);
});

// The suite's own git in a proof tree: the tree's HEAD and index must be readable without the run's private store,
// which no command is pointed at (its variables are agent-fix's own git's). Failed before the fix with no sandbox:
// the checked-out proof tree's HEAD was the candidate, whose objects only the private store held, so `git status`
// there died ("fatal: bad object HEAD") and a fixed run ended unresolved. With bwrap the tree is a layer shown with
// the workspace's own `.git` (a guard: that must stay so).
describe('agent-fix run: a suite that runs git in its proof tree', () => {
  const GIT_TEST =
    'import subprocess\n\n\ndef test_git_reads_the_tree():\n' +
    "    for args in (['status', '--porcelain'], ['diff', 'HEAD', '--stat'], ['log', '-1', '--format=%H']):\n" +
    "        subprocess.run(['git', *args], check=True, capture_output=True)\n";

  it.for(['none', 'bwrap'])(
    '--sandbox %s: resolved, git there reads HEAD, and fsck is clean',
    { timeout: 300_000 },
    async (sandbox, ctx) => {
      if (sandbox === 'bwrap') skipWithoutBwrap(ctx);
      const repo = cli.committedRepo('agent-fix-objects-git-', {
        '.gitignore': '__pycache__/\n',
        'calc.py': 'def add(a, b):\n    return a - b\n',
        'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
        'test_git.py': GIT_TEST,
      });
      const r = await cli.run(
        repo,
        patchTestFinish({ path: 'calc.py', old_str: 'a - b', new_str: 'a + b' }, 'add() adds.', 'fix'),
        { task: 'Fix add()', testCommand: TESTS, sandbox },
      );
      expect(r.json.status, r.stderr).toBe('resolved');
      expect(sh(repo, 'git', ['status', '--short'])).toBe(' M calc.py\n');
      expect(spawnSync('git', ['fsck', '--no-dangling'], { cwd: repo, encoding: 'utf8' }).status).toBe(0);
    },
  );
});
