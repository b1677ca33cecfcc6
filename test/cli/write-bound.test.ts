// Through the shipped CLI bundle with real bwrap (issue 55): a run's commands may put at most `max-written-files` new
// files and `max-written-mb` megabytes in the work tree (the layer's moves to the host, work-layer.ts `WriteBound`).
// A command past the bound: its further new files are not moved to the host and leave the layer (a later command does
// not see them, an edit tool cannot take them up), the tool result says so and what to do, the run's log names it,
// and the edits are kept. One at the bound is as before. Each failed before the bound (no such flags; every new file
// was moved, however many).
// Then `max-ignored-mb`: what the commands write in their layer itself (git-ignored output, caches), which stays
// there for the run on the host's disk. Past it the command is stopped, all of it is thrown away, and the model and
// the log say so and name the setting. Failed before (no such flag; the command wrote and slept on until its timeout).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall, type ChatRequest, type ScriptStep } from '../helpers/fake-openai.js';
import { cliScope, skipWithoutBwrap } from '../helpers/cli-run.js';
import { sh } from '../helpers/repo.js';

const TESTS = 'python3 -B -m pytest -q -p no:cacheprovider';
const cli = cliScope();

function project(): string {
  return cli.committedRepo('agent-fix-writes-', {
    '.gitignore': '__pycache__/\n',
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  });
}

const bash = (id: string, command: string) => assistant(null, toolCall(id, 'run_bash', { command }));
const patch = (id: string, file: string, from: string, to: string) =>
  assistant(null, toolCall(id, 'patch_file', { path: file, old_str: from, new_str: to }));
const WENT_AWAY = { status: 400, body: { error: { message: 'the endpoint went away' } } };

/** The last tool result the model was sent. */
const lastToolResult = (request: ChatRequest) =>
  String(request.messages.filter((m) => m.role === 'tool').at(-1)?.content ?? '');

/**
 * A script that runs `write`, then (seeing its result and the host tree) `ls gen`, then patches `gen/f1.txt` and
 * `gen/<last>`, then the endpoint goes away (exit 3: every command-made file not taken up by an edit leaves).
 */
function script(repo: string, write: string, last: string) {
  const seen = { written: '', listed: '', onHost: [] as string[], patchedLast: '' };
  const steps: ScriptStep[] = [
    bash('w', write),
    (request) => {
      seen.written = lastToolResult(request);
      seen.onHost = fs.readdirSync(path.join(repo, 'gen')).sort();
      return bash('l', 'ls gen');
    },
    (request) => {
      seen.listed = lastToolResult(request);
      return patch('p1', 'gen/f1.txt', '1', 'one');
    },
    patch('p2', `gen/${last}`, 'x', 'y'),
    (request) => {
      seen.patchedLast = lastToolResult(request);
      return WENT_AWAY;
    },
  ];
  return { steps, seen };
}

const FIVE_FILES = 'mkdir -p gen && for i in 1 2 3 4 5; do echo $i > gen/f$i.txt; done; echo x > gen/f5.txt';

describe('agent-fix run --sandbox bwrap: the bound on what commands write in the work tree', () => {
  it('a command writes 5 new files with --max-written-files 3: the last 2 never reach the host, the model and the log are told, the edit stays', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const { steps, seen } = script(repo, FIVE_FILES, 'f5.txt');
    const r = await cli.run(repo, steps, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' }, [
      '--max-written-files',
      '3',
    ]);
    expect(r.code, r.stderr).toBe(3);
    expect(seen.onHost).toEqual(['f1.txt', 'f2.txt', 'f3.txt']);
    expect(seen.written).toContain('2 new file(s) the command made were not kept and are gone from the workspace');
    expect(seen.written).toContain('gen/f4.txt, gen/f5.txt');
    expect(seen.written).toContain('at most 3 new files');
    expect(seen.written).toContain('under /tmp or into a git-ignored folder');
    // Gone from the layer too: a later command does not see them, and no edit can take one up.
    expect(seen.listed).toMatch(/f1\.txt\nf2\.txt\nf3\.txt\n/);
    expect(seen.listed).not.toContain('f4.txt');
    expect(seen.patchedLast).not.toContain('y');
    expect(r.stderr).toContain(
      "A command went over the run's bound on what commands may write (at most 3 new files and 1024 MB in all",
    );
    expect(r.stderr).toContain('raise max-written-files or max-written-mb');
    expect(String(r.json.warnings)).toContain("A command went over the run's bound");
    // The kept edit (of a file the command made under the bound) stays; nothing else of the command's does.
    expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all'])).toBe('?? gen/f1.txt\n');
    expect(fs.readFileSync(path.join(repo, 'gen/f1.txt'), 'utf8')).toBe('one\n');
  });

  it('a command writes a 2 MB file and a small one with --max-written-mb 1: the big one never reaches the host', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const write = 'mkdir -p gen && head -c 2097152 /dev/zero > gen/big.bin && echo 1 > gen/f1.txt';
    const { steps, seen } = script(repo, write, 'big.bin');
    const r = await cli.run(repo, steps, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' }, [
      '--max-written-mb',
      '1',
    ]);
    expect(r.code, r.stderr).toBe(3);
    expect(seen.onHost).toEqual(['f1.txt']);
    expect(seen.written).toContain('1 new file(s) the command made were not kept');
    expect(seen.written).toContain('(gen/big.bin)');
    expect(seen.written).toContain('at most 20000 new files and 1 MB in all');
    expect(r.stderr).toContain("A command went over the run's bound");
    expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all'])).toBe('?? gen/f1.txt\n');
  });

  it('a command writes 5 new files with --max-written-files 5: all 5 reach the host, no note', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = project();
    const { steps, seen } = script(repo, FIVE_FILES, 'f5.txt');
    const r = await cli.run(repo, steps, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' }, [
      '--max-written-files',
      '5',
    ]);
    expect(r.code, r.stderr).toBe(3);
    expect(seen.onHost).toEqual(['f1.txt', 'f2.txt', 'f3.txt', 'f4.txt', 'f5.txt']);
    expect(seen.written).not.toContain('not kept');
    expect(r.stderr).not.toContain("went over the run's bound");
    // Both edits kept, the files no edit took up gone.
    expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all'])).toBe('?? gen/f1.txt\n?? gen/f5.txt\n');
    expect(fs.readFileSync(path.join(repo, 'gen/f5.txt'), 'utf8')).toBe('y\n');
  });
});

/** Bytes of the user's `.git`, as `du -sb` counts them. */
const gitBytes = (repo: string) => Number(/^(\d+)/.exec(sh(repo, 'du', ['-sb', '.git']))![1]);

/** The slow command's sleep, unique enough to find its process in /proc. */
const SLEEP = '3127';
const sleepers = () =>
  fs.readdirSync('/proc').filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() === `sleep ${SLEEP}`;
    } catch {
      return false;
    }
  });

describe('agent-fix run --sandbox bwrap: the bound on what commands write in their sandbox layer (max-ignored-mb)', () => {
  it("a command writing 60 MB of git-ignored output with --max-ignored-mb 20 is stopped and told why; the host tree and the user's .git stay as they were; the fix goes on", async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-ignored-', {
      '.gitignore': '__pycache__/\nbuild/\n',
      'calc.py': 'def add(a, b):\n    return a - b\n',
      'test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
    });
    const before = gitBytes(repo);
    const seen = { written: '', listed: '' };
    const write = `mkdir -p build && for i in $(seq 1 60); do head -c 1048576 /dev/zero > build/f$i; done; echo WROTE; sleep ${SLEEP}`;
    const steps: ScriptStep[] = [
      bash('w', write),
      (request) => {
        seen.written = lastToolResult(request);
        return bash('l', 'ls build 2>&1; echo LISTED');
      },
      (request) => {
        seen.listed = lastToolResult(request);
        return patch('p', 'calc.py', 'a - b', 'a + b');
      },
    ];
    const r = await cli.run(repo, steps, { task: 'Fix add()', testCommand: TESTS, sandbox: 'bwrap' }, [
      '--max-ignored-mb',
      '20',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.status).toBe('resolved');
    expect(seen.written).toContain(
      "stopped by agent-fix: the run's commands wrote more than 20 MB in the sandbox's layer (max-ignored-mb)",
    );
    expect(seen.written).toContain('The command was stopped');
    expect(seen.written).toContain('All of it was thrown away');
    expect(seen.written).toContain('raise max-ignored-mb');
    // Thrown away: the next command starts from the host's files again.
    expect(seen.listed).toContain("'build': No such file");
    expect(r.stderr).toContain("A command went over the run's bound on what commands may write in the sandbox's layer");
    expect(r.stderr).toContain('Raise max-ignored-mb (CLI --max-ignored-mb, Action input max-ignored-mb)');
    expect(String(r.json.warnings)).toContain('max-ignored-mb');
    expect(sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all', '--ignored'])).toBe(' M calc.py\n');
    expect(gitBytes(repo) - before).toBeLessThan(1024 * 1024);
    expect(sleepers()).toEqual([]);
  });
});
