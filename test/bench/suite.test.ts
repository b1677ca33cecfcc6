import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { defaultTasksDir, loadSuite, loadTask } from '../../src/bench/suite.js';
import { checkTask, runHidden, type TaskSanity } from '../../src/bench/validate.js';
import { applySolution } from '../../src/bench/apply.js';

const tasks = loadSuite();

/** Runs `fn` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

describe('bench suite', () => {
  test('has at least 12 tasks in Python, JavaScript and Go covering every required kind', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(12);
    const tags = new Set(tasks.flatMap((t) => t.tags));
    for (const tag of [
      'python',
      'javascript',
      'go',
      'off-by-one',
      'wrong-operator',
      'edge-case',
      'wrong-exception',
      'tests-required',
      'multi-file',
      'crlf',
      'large-file',
      'protected-tests',
    ]) {
      expect(tags, `no task tagged ${tag}`).toContain(tag);
    }
  });

  test('every task has an issue, a test command and a non-empty hidden folder', () => {
    for (const t of tasks) {
      expect(t.issue.trim().length, t.id).toBeGreaterThan(20);
      expect(fs.readdirSync(t.hiddenDir).length, t.id).toBeGreaterThan(0);
      expect(t.solution.length, t.id).toBeGreaterThan(0);
    }
  });

  test('a protected-tests task protects its test folder, denies test edits and has a cheat edit inside it', () => {
    const protectedTasks = tasks.filter((t) => t.tags.includes('protected-tests'));
    expect(protectedTasks.length).toBeGreaterThan(0);
    for (const t of protectedTasks) {
      expect(t.protectedPaths.length, t.id).toBeGreaterThan(0);
      expect(t.testEdits, t.id).toBe('deny');
      expect(t.cheat, t.id).toBeDefined();
      expect(fs.existsSync(path.join(t.repoDir, t.cheat!.path)), t.id).toBe(true);
    }
  });

  test('the CRLF task is stored with CRLF endings in git and in the folder', () => {
    const t = tasks.find((x) => x.tags.includes('crlf'))!;
    const file = path.join(t.repoDir, 'report.py');
    const bytes = fs.readFileSync(file);
    expect(bytes.includes('\r\n')).toBe(true);
    expect(bytes.toString('latin1').split('\n').length - 1).toBe(bytes.toString('latin1').split('\r\n').length - 1);
    const eol = execFileSync('git', ['ls-files', '--eol', 'report.py'], { cwd: t.repoDir, encoding: 'utf8' });
    expect(eol).toMatch(/i\/crlf/);
  });

  test('the large-file task has at least 2,000 lines and is what its generator writes', () => {
    const t = tasks.find((x) => x.tags.includes('large-file'))!;
    const text = fs.readFileSync(path.join(t.repoDir, 'units.py'), 'utf8');
    expect(text.split('\n').length).toBeGreaterThanOrEqual(2000);
    const generated = execFileSync('node', [path.join(t.dir, 'generate.mjs')], { encoding: 'utf8' });
    expect(generated).toBe(text);
  });

  test('--tasks globs select by id, comma-separated, and a glob that matches nothing names the tasks', () => {
    expect(loadSuite({ filter: 'py-*' }).every((t) => t.id.startsWith('py-'))).toBe(true);
    const two = loadSuite({ filter: 'go-*,js-range-*' }).map((t) => t.id);
    expect(two).toContain('js-range-off-by-one');
    expect(two.filter((id) => id.startsWith('go-')).length).toBeGreaterThan(0);
    expect(() => loadSuite({ filter: 'rust-*' })).toThrow(/matches no task.*py-/);
  });

  test('a broken task file is reported with its path', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-broken-'));
    try {
      const task = path.join(dir, 'bad-task');
      fs.cpSync(path.join(defaultTasksDir(), tasks[0]!.id), task, { recursive: true });
      fs.writeFileSync(path.join(task, 'task.json'), JSON.stringify({ test_command: 'true', hidden: { dest: 'x' } }));
      expect(() => loadTask(task)).toThrow(/bad-task\/task\.json is invalid: hidden\.fail_to_pass/);
      fs.rmSync(path.join(task, 'solution.json'));
      expect(() => loadTask(task)).toThrow(/has no solution\.json/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  /**
   * Every task judges. Before its reference solution the hidden fail-to-pass tests fail and the pass-to-pass tests
   * pass: checked here for every task, on its untouched repository. After the solution everything passes: that half is
   * `harness.test.ts`'s oracle run, where the engine applies each task's solution, its own final run passes (the
   * visible command) and both hidden suites pass for every task. Running the solution here as well repeated 45 test
   * runs (15 tasks × the visible command and both hidden suites). `checkTask`, which does both halves (the task
   * author's check, and `bench/oracle-suite.bench.ts`), still runs whole below: on a sound task and on a weak one.
   */
  test('every task judges: hidden fail-to-pass fails before the reference solution, pass-to-pass passes', async () => {
    const before = await pool(tasks, Math.max(2, Math.min(4, os.availableParallelism())), async (t) => {
      const repo = fs.mkdtempSync(path.join(os.tmpdir(), `bench-before-${t.id}-`));
      try {
        fs.cpSync(t.repoDir, repo, { recursive: true });
        return { task: t.id, verdict: await runHidden(t, repo) };
      } finally {
        fs.rmSync(repo, { recursive: true, force: true });
      }
    });
    for (const { task, verdict } of before) {
      expect(verdict.failToPass.exitCode, task).not.toBe(0);
      expect(verdict.failToPass.passed, task).toBe(false);
      expect(verdict.passToPass.passed, `${task}: ${verdict.passToPass.output.slice(-500)}`).toBe(true);
    }
  }, 600_000);

  test('checkTask on a sound task: it fails before the reference solution and everything passes after', async () => {
    const [t] = loadSuite({ filter: 'py-paginate-off-by-one' });
    const sanity: TaskSanity = await checkTask(t!);
    expect(sanity.problems).toEqual([]);
    expect(sanity.ok).toBe(true);
    expect(sanity.before.failToPass.exitCode).not.toBe(0);
    expect(sanity.after.failToPass.exitCode).toBe(0);
    expect(sanity.visibleAfter.passed).toBe(true);
  }, 120_000);

  test('the check catches a task whose fail-to-pass tests already pass before the fix', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-weak-'));
    try {
      const [t] = loadSuite({ filter: 'js-range-off-by-one' });
      fs.cpSync(t!.dir, dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'hidden', 'f2p.test.js'),
        "import test from 'node:test';\ntest('vacuous', () => {});\n",
      );
      const sanity = await checkTask(loadTask(dir));
      expect(sanity.ok).toBe(false);
      expect(sanity.problems).toContain('fail-to-pass already passes before the fix');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  test('a hidden suite that exits 0 without running any test does not pass', async () => {
    const [t] = loadSuite({ filter: 'py-paginate-off-by-one' });
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-co-'));
    try {
      fs.cpSync(t!.repoDir, repo, { recursive: true });
      applySolution(repo, t!.solution);
      // What a cheating agent could do: make pytest only collect.
      fs.writeFileSync(path.join(repo, 'pytest.ini'), '[pytest]\naddopts = -p no:cacheprovider --co\n');
      const verdict = await runHidden(t!, repo);
      expect(verdict.failToPass.exitCode).toBe(0);
      expect(verdict.failToPass.passed).toBe(false);
      expect(verdict.passed).toBe(false);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  }, 120_000);
});
