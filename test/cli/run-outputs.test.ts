// Through the shipped CLI bundle with real bwrap (DESIGN guarantee 13, issue 55): what the test runs themselves write
// in the work tree (pytest's `.pytest_cache/`, a JUnit file the test command writes) never reaches the user's tree,
// whichever run wrote it: the baseline, a proof run, or the agent's run_tests and commands; resolved or dry run. The
// baseline ran in the workspace over no layer of its own before, so pytest's cache of the red run stayed on the host
// (the three pytest cases failed; the JUnit one passed before too: the snapshots undid that file).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall, patchTestFinish, type ScriptStep } from '../helpers/fake-openai.js';
import { cliScope, skipWithoutBwrap } from '../helpers/cli-run.js';
import { sh } from '../helpers/repo.js';

const cli = cliScope();

/** A Python project with a bug in add(), committed, in a folder nobody can enter. */
const project = () =>
  cli.committedRepo('agent-fix-outputs-', {
    '.gitignore': '__pycache__/\n',
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  });

const fix = (ids: string) =>
  patchTestFinish({ path: 'calc.py', old_str: 'a - b', new_str: 'a + b' }, 'add() adds.', ids);
const bash = (command: string) => assistant(null, toolCall('sh', 'run_bash', { command }));

const cases: Array<{ name: string; tests: string; script: ScriptStep[]; more?: string[]; status: string }> = [
  { name: 'pytest with its cache, resolved', tests: 'python3 -m pytest -q', script: fix('abc'), status: 'resolved' },
  {
    name: 'pytest with its cache, --dry-run',
    tests: 'python3 -m pytest -q',
    script: fix('abc'),
    more: ['--dry-run'],
    status: 'resolved',
  },
  {
    name: 'pytest with its cache, run by the model too',
    tests: 'python3 -m pytest -q',
    script: [bash('python3 -m pytest -q || true'), ...fix('abc')],
    status: 'resolved',
  },
  {
    name: 'a test command writing a JUnit file into a new folder',
    tests: 'mkdir -p out && python3 -m pytest -q -p no:cacheprovider --junitxml=out/report.xml',
    script: fix('abc'),
    status: 'resolved',
  },
];

describe('agent-fix run --sandbox bwrap: what the test runs write stays off the host', () => {
  for (const c of cases)
    it(`${c.name}: the tree holds the kept edit and nothing else`, async (ctx) => {
      skipWithoutBwrap(ctx);
      const repo = project();
      const r = await cli.run(repo, c.script, { task: 'Fix add()', testCommand: c.tests, sandbox: 'bwrap' }, c.more);
      expect(r.json.status, r.printed).toBe(c.status);
      const kept = c.more?.includes('--dry-run') ? '' : ' M calc.py\n';
      expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all', '--ignored'])).toBe(kept);
    });
});

describe('agent-fix run --sandbox bwrap --dry-run --setup-command: the tree as it was before setup', () => {
  it("setup installs a node_modules, writes ignored and new files and runs pytest: all of it goes, the user's own ignored files stay", async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-outputs-', {
      '.gitignore': '__pycache__/\nbuild/\nnode_modules/\n.env\n',
      'calc.py': 'def add(a, b):\n    return a - b\n',
      'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
    });
    fs.writeFileSync(path.join(repo, '.env'), 'TOKEN=users-own\n');
    const before = sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all', '--ignored']);
    const setup =
      'mkdir -p build node_modules/left-pad && echo x > build/out.txt && echo y > node_modules/left-pad/index.js && echo z > made.txt && (python3 -m pytest -q || true)';
    const r = await cli.run(
      repo,
      fix('abc'),
      { task: 'Fix add()', testCommand: 'python3 -m pytest -q', sandbox: 'bwrap' },
      ['--setup-command', setup, '--dry-run'],
    );
    expect(r.json.status, r.printed).toBe('resolved');
    expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all', '--ignored'])).toBe(before);
    expect(fs.readFileSync(path.join(repo, '.env'), 'utf8')).toBe('TOKEN=users-own\n');
    expect(r.printed).toMatch(/dry run: removed the git-ignored files made since the start \(.*node_modules\//);
  });
});
