// Through the shipped CLI bundle with real bwrap: the proof runs on a clean tree of the candidate, and with bwrap the
// suite sees that tree at the work tree's own path (as in every other run), and none of the caches the agent's
// commands could write (issue 19: the work tree, and the home, are hostile once a command ran). Go keeps test results
// and compiled packages in its build cache: a result a command planted in the home's cache must not answer for the
// final run, which starts from the cache as the baseline left it. (test/cli/sandbox-behaviour.test.ts holds our sample
// suite to the work tree's path in the final run too.)
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall, type ScriptStep, patchTestFinish } from '../helpers/fake-openai.js';
import { bwrapAvailable, cliScope } from '../helpers/cli-run.js';
import { readTrajectory } from '../bundle/bundle.js';

const cli = cliScope();

/** A committed repository in a folder every user can enter (as root, commands run as nobody). */
const repoWith = (files: Record<string, string>, untracked: Record<string, string> = {}) =>
  cli.committedRepo('agent-fix-view-', files, untracked);

async function run(repo: string, testCommand: string, script: ScriptStep[]) {
  const trajectory = path.join(path.dirname(repo), 'run.jsonl');
  const r = await cli.run(repo, script, { task: 'Fix the bug', testCommand, sandbox: 'bwrap' }, [
    '--trajectory',
    trajectory,
  ]);
  const final = readTrajectory(trajectory).find((e) => e.phase === 'final') as
    { run?: { exitCode: number | null; output: string; counts?: { passed: number; failed: number } } } | undefined;
  return { last: r.json, final, stderr: r.stderr };
}

describe.skipIf(!bwrapAvailable)('agent-fix run --sandbox bwrap: the proof tree is seen at the work tree path', () => {
  it("a cache entry a command planted in the home does not answer for the final run's tests", async () => {
    const repo = repoWith({
      'package.json': JSON.stringify({ name: 'sum', type: 'module' }),
      'src/sum.js': 'export const sum = (xs) => xs.reduce((a, b) => a + b, 1);\n',
      'test/sum.test.js': [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "import fs from 'node:fs';",
        "import path from 'node:path';",
        "import { sum } from '../src/sum.js';",
        // As Go does with its build cache: every run adds an entry, and a result found there answers for the test.
        'const cache = process.env.GOCACHE;',
        'fs.mkdirSync(cache, { recursive: true });',
        "fs.writeFileSync(path.join(cache, `run-${Math.random().toString(36).slice(2)}`), 'x');",
        "const cached = (name) => fs.existsSync(path.join(cache, name)) && fs.readFileSync(path.join(cache, name), 'utf8').trim() === 'PASS';",
        "test('sum', () => { if (cached('sum')) return; assert.equal(sum([1, 2]), 3); });",
        "test('the path is the work tree', () => assert.equal(fs.realpathSync(process.cwd()), '@ROOT@'));",
        '',
      ].join('\n'),
    });
    const testFile = path.join(repo, 'test/sum.test.js');
    fs.writeFileSync(testFile, fs.readFileSync(testFile, 'utf8').replace('@ROOT@', repo));
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-qam', 'root'], { cwd: repo });
    // The injected model leaves the bug, plants a passing result, and makes an edit that changes nothing.
    const { last, final, stderr } = await run(repo, 'node --test', [
      assistant(null, toolCall('a', 'run_bash', { command: 'echo PASS > "$GOCACHE/sum"' })),
      ...patchTestFinish(
        {
          path: 'src/sum.js',
          old_str: 'export const',
          new_str: '/** Sums. */\nexport const',
        },
        'documented sum',
        'bcd',
      ),
    ]);
    // The counts without agent-fix's canary tests (the runner's own summary line in the output counts them too).
    expect(final?.run?.counts, stderr).toMatchObject({ passed: 1, failed: 1 });
    expect(final?.run?.output ?? '').toMatch(/not ok \d+ - sum/);
    expect(final?.run?.output ?? '').toMatch(/^ok \d+ - the path is the work tree/m);
    expect(last.status, `${final?.run?.output}\n${stderr}`).toBe('unresolved');
  });
});
