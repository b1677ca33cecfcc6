import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyStep } from '../../src/bench/apply.js';
import type { SolutionStep } from '../../src/bench/suite.js';
import { goldSteps } from '../../src/bench/gold.js';
import { parseDiff, touchedPaths } from '../../src/bench/diff.js';
import { judgeLists } from '../../src/bench/instance-judge.js';
import { restoreTestFiles, runInstanceBench } from '../../src/bench/instance-harness.js';
import { expandCommand, loadInstances } from '../../src/bench/instances.js';
import { renderMarkdown, type BenchRun } from '../../src/bench/report.js';
import { benchCommand } from '../../src/bench/command.js';
import { scriptedModel } from '../../src/bench/oracle.js';
import { ConfigError } from '../../src/errors.js';
import { makeRepo, sh } from '../helpers/repo.js';
import { buildSamples, type SampleLine } from './swebench-samples.js';

const tmp = () => fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-inst-')));
const jsonl = (lines: unknown[]) => {
  const file = path.join(tmp(), 'instances.jsonl');
  fs.writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'));
  return file;
};
const TEST_PATCH =
  'diff --git a/tests/test_a.py b/tests/test_a.py\n--- a/tests/test_a.py\n+++ b/tests/test_a.py\n@@ -1 +1,2 @@\n x = 1\n+y = 2\n';
const line = (over: Record<string, unknown> = {}) => ({
  instance_id: 'o__r-1',
  repo: 'o/r',
  base_commit: 'abc1234',
  patch: '',
  test_patch: TEST_PATCH,
  FAIL_TO_PASS: '["tests/test_a.py::test_x"]',
  PASS_TO_PASS: [],
  test_command: 'pytest {test_files}',
  ...over,
});

describe('reading SWE-bench instance lines', () => {
  test('lists as JSON strings (the datasets) or arrays; commands filled from the test patch', () => {
    const [a, b] = loadInstances(jsonl([line(), '', line({ instance_id: 'o__r-2', FAIL_TO_PASS: ['t'] })]));
    expect(a!.FAIL_TO_PASS).toEqual(['tests/test_a.py::test_x']);
    expect(b!.FAIL_TO_PASS).toEqual(['t']);
    expect(a!.testCommand).toBe('pytest tests/test_a.py');
    expect(a!.testFiles).toEqual(['tests/test_a.py']);
  });

  test('errors name the line and the field', () => {
    const bad = (over: Record<string, unknown>) => () =>
      loadInstances(jsonl([line(), line({ instance_id: 'o__r-2', ...over })]));
    expect(bad({ FAIL_TO_PASS: 'not json' })).toThrow(/instances\.jsonl:2: FAIL_TO_PASS: must be a list of test ids/);
    expect(bad({ base_commit: undefined })).toThrow(/instances\.jsonl:2: base_commit: missing/);
    expect(bad({ repo: 'just-a-name' })).toThrow(/:2: repo: must be owner\/name/);
    expect(bad({ instance_id: 'o__r-1' })).toThrow(/:2: instance_id o__r-1 appears twice/);
    expect(bad({ test_command: undefined })).toThrow(
      /:2: no test command for o\/r: add "test_command" to the line, or pass --test-command/,
    );
    expect(() => loadInstances(jsonl([line(), '{oops']))).toThrow(ConfigError);
    expect(() => loadInstances(jsonl([line(), '{oops']))).toThrow(/:2: not a JSON object/);
    expect(() => loadInstances('/nonexistent/x.jsonl')).toThrow(
      /--instances \/nonexistent\/x\.jsonl could not be read/,
    );
  });

  test('the per-repo table gives SWE-bench Multilingual repositories their commands; flags come before it', () => {
    const goPatch =
      'diff --git a/binding/x_test.go b/binding/x_test.go\n--- a/binding/x_test.go\n+++ b/binding/x_test.go\n@@ -1 +1,2 @@\n a\n+b\n';
    const [gin] = loadInstances(jsonl([line({ repo: 'gin-gonic/gin', test_patch: goPatch, test_command: undefined })]));
    expect(gin!.testCommand).toBe('go test -v ./binding');
    expect(gin!.setupCommand).toBe('go mod download');
    const [flagged] = loadInstances(
      jsonl([line({ repo: 'gin-gonic/gin', test_patch: goPatch, test_command: undefined })]),
      {
        testCommand: 'go test -count=1 {test_packages}',
      },
    );
    expect(flagged!.testCommand).toBe('go test -count=1 ./binding');
    expect(
      expandCommand('jest {test_files}', ['src/__tests__/a b.test.ts', 'src/__fixtures__/x.js', 'README.md']),
    ).toBe("jest 'src/__tests__/a b.test.ts'");
  });
});

describe('the matching rule: runner ids to the instance lists', () => {
  test('exact ids, JS tails and space-joined titles, go parents; unnamed tests are missing; the rest ignored', () => {
    const report = {
      runner: 'vitest',
      counts: null,
      failingIds: ['src/a.test.ts > parse > rejects junk'],
      passingIds: ['src/a.test.ts > parse > reads numbers', 'src/b.test.ts > other', 'TestX/one', 'TestX/two'],
    };
    const v = judgeLists(report, ['parse > rejects junk', 'TestX'], ['reads numbers', 'parse reads numbers', 'gone']);
    expect(v.failToPass).toEqual({ total: 2, passed: 1, notPassed: [{ id: 'parse > rejects junk', status: 'fail' }] });
    expect(v.passToPass).toEqual({ total: 3, passed: 2, notPassed: [{ id: 'gone', status: 'missing' }] });
    expect(v.resolved).toBe(false);
    expect(v.ignored).toBe(1); // src/b.test.ts > other
    const green = judgeLists(
      { ...report, failingIds: [], passingIds: [...report.passingIds, 'src/a.test.ts > parse > rejects junk'] },
      ['rejects junk'],
      ['TestX'],
    );
    expect(green.resolved).toBe(true);
    // A runner that names no passing test cannot show a listed test passing: not resolved, and it says why.
    const silent = judgeLists({ runner: 'go', counts: null, failingIds: [] }, ['TestX'], []);
    expect(silent.resolved).toBe(false);
    expect(silent.note).toMatch(/names no passing test/);
  });
});

describe('the gold patch as tool calls', () => {
  test('every hunk gets a unique anchor; new, deleted and renamed files; no newline at the end', () => {
    const repeated = Array.from({ length: 12 }, (_, i) => (i % 4 === 0 ? 'return x\n' : `line ${i}\n`)).join('');
    const dir = makeRepo(
      { 'a.txt': repeated, 'gone.txt': 'bye\n', 'old.txt': 'moving\nfile\n', 'tail.txt': 'no newline' },
      'agent-fix-inst-',
    );
    const read = (p: string) => (fs.existsSync(path.join(dir, p)) ? fs.readFileSync(path.join(dir, p), 'utf8') : null);
    const before = Object.fromEntries(['a.txt', 'old.txt', 'tail.txt'].map((f) => [f, read(f)!]));
    fs.writeFileSync(
      path.join(dir, 'a.txt'),
      repeated.replace(/return x\n/g, (m, off: number) => (off > 40 ? 'return y\n' : m)),
    );
    fs.rmSync(path.join(dir, 'gone.txt'));
    fs.renameSync(path.join(dir, 'old.txt'), path.join(dir, 'moved.txt'));
    fs.writeFileSync(path.join(dir, 'moved.txt'), 'moved\nfile\n');
    fs.writeFileSync(path.join(dir, 'tail.txt'), 'still no newline');
    fs.writeFileSync(path.join(dir, 'new.txt'), 'fresh\n');
    sh(dir, 'git', ['add', '-A']);
    const patch = sh(dir, 'git', ['diff', '--cached', '-M', '-U1', 'HEAD']);
    expect(touchedPaths(patch).sort()).toEqual(['a.txt', 'gone.txt', 'moved.txt', 'new.txt', 'old.txt', 'tail.txt']);
    expect(parseDiff(patch).find((f) => f.newPath === 'tail.txt')!.hunks[0]!.newLines).toEqual(['still no newline']);

    const steps = goldSteps(patch, (p) => before[p] ?? null);
    // Played on the old files with the strict applier (exactly one match per anchor), they give the new files.
    const files: Record<string, string | null> = { ...before };
    for (const s of steps) {
      if (s.name === 'run_bash') {
        files[String(s.args.command).replace(/^rm -f -- /, '')] = null;
        continue;
      }
      const p = String(s.args.path);
      files[p] = applyStep(files[p] ?? null, { tool: s.name, args: s.args } as SolutionStep);
    }
    for (const f of ['a.txt', 'moved.txt', 'tail.txt', 'new.txt']) expect(files[f], f).toBe(read(f));
    expect(files['old.txt']).toBeNull();
    expect(steps.map((s) => s.name)).toEqual(expect.arrayContaining(['patch_file', 'create_file', 'run_bash']));
  });
});

describe('before judging', () => {
  test('the test_patch files are put back as the instance wrote them: edited, deleted and re-created ones', async () => {
    const dir = makeRepo(
      {
        'tests/test_a.py': 'def test_a():\n    assert False\n',
        'tests/test_b.py': 'def test_b():\n    assert False\n',
        'app.py': 'x = 1\n',
      },
      'agent-fix-inst-',
    );
    const head = sh(dir, 'git', ['rev-parse', 'HEAD']).trim();
    fs.writeFileSync(path.join(dir, 'tests/test_a.py'), 'def test_a():\n    pass\n');
    fs.rmSync(path.join(dir, 'tests/test_b.py'));
    fs.writeFileSync(path.join(dir, 'tests/test_gone.py'), 'def test_gone():\n    pass\n');
    fs.writeFileSync(path.join(dir, 'app.py'), 'x = 2\n');
    const files = ['tests/test_a.py', 'tests/test_b.py', 'tests/test_gone.py'];
    expect(await restoreTestFiles({ testFiles: files }, dir, head)).toEqual(files);
    expect(fs.readFileSync(path.join(dir, 'tests/test_a.py'), 'utf8')).toContain('assert False');
    expect(fs.readFileSync(path.join(dir, 'tests/test_b.py'), 'utf8')).toContain('assert False');
    expect(fs.existsSync(path.join(dir, 'tests/test_gone.py'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'app.py'), 'utf8')).toBe('x = 2\n'); // the fix stays
    expect(await restoreTestFiles({ testFiles: files }, dir, head)).toEqual([]);
  });
});

describe('SWE-bench instances through the real engine, cloned from local bare repositories', () => {
  let samples: { root: string; template: string; lines: SampleLine[]; file: string };
  let runs: BenchRun[];
  const find = (id: string, model: string) => runs.find((r) => r.task === id && r.model === model)!;

  beforeAll(async () => {
    samples = buildSamples();
    const report = await runInstanceBench({
      instances: loadInstances(samples.file),
      models: ['oracle', 'oracle:early'],
      gitUrlTemplate: samples.template,
      engine: { maxTurns: 5 },
    });
    runs = report.runs;
    const md = renderMarkdown(report);
    expect(md).toContain('| samples__gostrs-1 | oracle | 1 | yes | 2/2 | 2/2 | resolved |');
    expect(report.totals.map((t) => [t.model, t.resolved, t.runs])).toEqual([
      ['oracle', 3, 4],
      ['oracle:early', 0, 4],
    ]);
  }, 900_000);
  afterAll(() => fs.rmSync(samples.root, { recursive: true, force: true }));

  test('the oracle (the gold patch through the tools) resolves, by the lists and for the engine too', () => {
    for (const id of ['samples__pystats-1', 'samples__gostrs-1']) {
      const r = find(id, 'oracle');
      expect(r.resolved, `${id}: ${r.reason}`).toBe(true);
      expect(r.engineStatus, id).toBe('resolved');
      expect(r.lists!.failToPass.passed).toBe(r.lists!.failToPass.total);
      expect(r.lists!.passToPass.passed).toBe(r.lists!.passToPass.total);
      expect(r.lists!.testFilesChanged).toEqual([]);
    }
    expect(find('samples__pystats-1', 'oracle').changedFiles).toEqual(['stats.py']);
    expect(find('samples__gostrs-1', 'oracle').lists!.runner).toBe('go');
  });

  test('a model that changes nothing does not resolve', () => {
    for (const id of ['samples__pystats-1', 'samples__pystats-2', 'samples__pystats-3', 'samples__gostrs-1']) {
      const r = find(id, 'oracle:early');
      expect(r.resolved, id).toBe(false);
      expect(r.lists!.failToPass.passed, id).toBe(0);
      expect(r.lists!.passToPass.passed, id).toBe(r.lists!.passToPass.total);
      expect(r.changedFiles, id).toEqual([]);
    }
    expect(find('samples__gostrs-1', 'oracle:early').reason).toMatch(/FAIL_TO_PASS 0\/2: TestReverse \(failed\)/);
  });

  test('a patch that fixes the bug but breaks a PASS_TO_PASS test is unresolved', () => {
    const r = find('samples__pystats-3', 'oracle');
    expect(r.resolved).toBe(false);
    expect(r.lists!.failToPass).toMatchObject({ passed: 1, total: 1 });
    expect(r.lists!.passToPass.notPassed).toEqual([{ id: 'tests/test_stats.py::test_add', status: 'fail' }]);
    expect(r.reason).toMatch(/PASS_TO_PASS 1\/2: tests\/test_stats\.py::test_add \(failed\)/);
  });

  test('a failing test in neither list is ignored: resolved by the lists, though the engine could not go green', () => {
    const r = find('samples__pystats-2', 'oracle');
    expect(r.resolved, r.reason).toBe(true);
    expect(r.engineStatus).not.toBe('resolved');
    expect(r.lists!.ignored).toBe(1);
    expect(r.lists!.exitCode).not.toBe(0);
  });

  test("a model that rewrites the instance's tests through the shell is judged on the instance's own tests", async () => {
    const instances = loadInstances(samples.file).filter((i) => i.instance_id === 'samples__pystats-1');
    const report = await runInstanceBench({
      instances,
      models: ['shell-cheat'],
      gitUrlTemplate: samples.template,
      engine: { maxTurns: 4 },
      modelFactory: () =>
        scriptedModel('shell-cheat', [
          {
            name: 'run_bash',
            args: { command: "printf 'def test_mean_is_exact():\\n    pass\\n' > tests/test_stats.py" },
          },
          { name: 'run_tests', args: {} },
          { name: 'finish', args: { summary: 'The tests pass.' } },
        ]),
    });
    const [r] = report.runs;
    // The engine itself undoes what commands changed outside the edit tools; the judge restores the test_patch files
    // as well before it runs, so either way the verdict comes from the instance's own tests.
    expect(r!.resolved).toBe(false);
    expect(r!.lists!.testFilesChanged).toEqual([]);
    expect(r!.lists!.failToPass.notPassed).toEqual([{ id: 'tests/test_stats.py::test_mean_is_exact', status: 'fail' }]);
  }, 600_000);

  test('through the CLI entry: usage errors exit 2 and name the flag', async () => {
    const io = () => {
      let out = '';
      let err = '';
      return {
        io: {
          stdout: { write: (t: string) => ((out += t), true) },
          stderr: { write: (t: string) => ((err += t), true) },
          env: {},
        },
        text: () => out + err,
      };
    };
    await expect(benchCommand(['--instances', samples.file, '--tasks', 'py-*'], io().io)).rejects.toThrow(
      /--instances runs the SWE-bench instances/,
    );
    await expect(benchCommand(['--git-url-template', 'x{repo}'], io().io)).rejects.toThrow(
      /--git-url-template applies to --instances only/,
    );
    await expect(
      benchCommand(['--instances', samples.file, '--git-url-template', '/mirrors/x.git', '--model', 'oracle'], io().io),
    ).rejects.toThrow(/must contain \{repo\}/);
    await expect(benchCommand(['--instances', samples.file, '--model', 'oracle:wrong'], io().io)).rejects.toThrow(
      /oracle:wrong needs a bench task's scripted edits/,
    );
    const listed = io();
    expect(await benchCommand(['--instances', samples.file, '--list'], listed.io)).toBe(0);
    expect(listed.text()).toContain('samples__gostrs-1\tsamples/gostrs\tgo test -count=1 ./strs');
  });
});
