/**
 * Canary tests: the check that a proof run's report is the runner's own (DESIGN.md guarantee 12). Before each run in
 * a proof tree, agent-fix writes one test file of its own beside the suite's tests, in a shape drawn fresh for the run
 * (canary-shape.ts: names, message and file name from plausible words and a random tag): one test that must pass and
 * one that must fail, both through the assertion the suite itself uses, the failing one with the shape's message in
 * its failure. Only then is the report trusted: the
 * must-fail canary is named failing with its message, the must-pass one passing (or, where the run names no passing
 * test, counted), and the command exits with the code its runner gives for failed tests. A forged summary, a patched
 * runner, an exit before the tests ran, a deselection or a muted output cannot show that without reading the canary
 * out of the tree at run time. The file lives only in the proof tree, never in the candidate, and is removed after the
 * run; its tests are taken out of the ids, counts and output before anyone reads them, and the run passed when every
 * other test did.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBeneath } from '../security/no-follow.js';
import {
  dirOf,
  existsFile,
  listFolder,
  readTree,
  runnerWords,
  selects,
  stopsEarly,
  type BaseIdentity,
  type CanaryKind,
  type Names,
} from './canary-kind.js';
import { avaKind, jestKind, mochaKind, nodeTestKind, tapKind, vitestKind } from './canary-js.js';
import { canaryShape, identifier, sortsLast, type Shape } from './canary-shape.js';
import { filterWords } from './parse.js';
import { lastStep } from './runners/profile.js';
import { scriptCall } from './runners/script-call.js';
import { scriptWorkspace } from './script-workspace.js';
import { treeFolder } from './tree-layer.js';
import type { ReportCheck, TestRun } from './types.js';

export type { BaseIdentity, ReportCheck };

/** Where one run's canaries go and what they are called. */
interface Placement {
  kind: CanaryKind;
  /** The canary file, relative to the run's folder. */
  file: string;
  shape: Shape;
  /** The word the canary adds to a filtered run's filter, so the narrowed command still runs it. */
  filterWord: string;
  /** The command names its files (`listedFiles`): the whole run gets the canary's file as its filter too. */
  named?: boolean;
}

/** Said under the output, whose lines naming the canaries are gone but whose summary line still counts them. */
const CANARY_NOTE =
  "(agent-fix: the runner's own summary above counts agent-fix's two canary tests, one passing and one failing by design; the counts reported leave them out)";
const GO_TEST_NAME = /^(Test|Benchmark|Fuzz|Example)\w*(\/\S*)?$/;
const q = (s: string) => JSON.stringify(s);
/** Python test names: `test_parses_input_k3vq9x2`. */
const pythonNames = (shape: Shape): Names => ({
  pass: `test_${identifier([...shape.pass, shape.tag], 'snake')}`,
  fail: `test_${identifier([...shape.fail, shape.tag], 'snake')}`,
});

/** The words after pytest in the command. */
const pytestWords = (command: string) => runnerWords(command, /^(py\.test|pytest)$|\/pytest$/) ?? [];

const pytestKind: CanaryKind = {
  runner: 'pytest',
  folder(cwd, words, anchor) {
    const files = [
      ...words.filter((w) => w.endsWith('.py')),
      // A node id (`tests/test_x.py::test_y`) as given to a narrowed run: its file is one the run collects.
      ...words.filter((w) => /^[^'\s:]+\.py::/.test(w)).map((w) => w.split('::')[0]!),
      ...[...anchor.failingIds, ...(anchor.passingIds ?? [])]
        .filter((id) => id.includes('::'))
        .map((id) => id.split('::')[0]!),
    ];
    const file = files.find((f) => existsFile(cwd, f));
    return file === undefined ? null : dirOf(file);
  },
  fileName(cwd, folder, shape) {
    // A suite named by `*_test.py` (python_files) collects that form; the default is `test_*.py`.
    const siblings = listFolder(cwd, folder);
    const prefixed = siblings.some((f) => /^test_.*\.py$/.test(f)) || !siblings.some((f) => /_test\.py$/.test(f));
    const snake = (stem: string) => stem.replace(/-/g, '_');
    return prefixed
      ? sortsLast(shape.stems, siblings, (stem) => `test_${snake(stem)}.py`)
      : sortsLast(shape.stems, siblings, (stem) => `${snake(stem)}_test.py`);
  },
  // pytest's own `assert`, rewritten by pytest as the suite's are: a hook that flips outcomes flips this one too.
  source: ({ names, shape }) =>
    [
      `def ${names.pass}():`,
      `    assert ${q(shape.message)} == ${q(shape.message)}`,
      '',
      '',
      `def ${names.fail}():`,
      `    assert ${q(shape.message)} == ${q(shape.expected)}, ${q(shape.message)}`,
      '',
    ].join('\n'),
  names: pythonNames,
  unreachable(command) {
    const words = pytestWords(command);
    return selects(words, ['-k', '-m']) ?? stopsEarly(words, ['-x', '--exitfirst', '--maxfail']);
  },
  // `pytest tests/test_a.py tests/test_b.py::test_x`: one more path given is collected beside them.
  listedFiles(command) {
    const words = pytestWords(command);
    const files = words.filter((w) => !w.startsWith('-') && (w.endsWith('.py') || w.includes('::')));
    return files.length ? files.map((w) => w.split('::')[0]!) : null;
  },
  filterWord: (file) => file,
};

const unittestKind: CanaryKind = {
  runner: 'unittest',
  folder(cwd, words, anchor) {
    const named = words.find((w) => w.endsWith('.py') && existsFile(cwd, w));
    if (named) return dirOf(named);
    // `tests.test_calc.CalcTest.test_add`: the module is the longest prefix that is a file.
    for (const id of [...anchor.failingIds, ...(anchor.passingIds ?? [])]) {
      const parts = id.split('.');
      for (let k = parts.length - 1; k > 0; k--) {
        const file = `${parts.slice(0, k).join('/')}.py`;
        if (existsFile(cwd, file)) return dirOf(file);
      }
    }
    return null;
  },
  fileName: (cwd, folder, shape) =>
    sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `test_${stem.replace(/-/g, '_')}.py`),
  // `self.assertEqual`, the suite's own: a TestCase whose assertEqual was blanked passes the must-fail canary.
  source: ({ names, shape }) =>
    [
      'import unittest',
      '',
      '',
      `class Test${identifier(shape.group.split(' '), 'camel')}(unittest.TestCase):`,
      `    def ${names.pass}(self):`,
      `        self.assertEqual(${q(shape.message)}, ${q(shape.message)})`,
      '',
      `    def ${names.fail}(self):`,
      `        self.assertEqual(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)})`,
      '',
    ].join('\n'),
  names: pythonNames,
  unreachable(command) {
    const words = runnerWords(command, /^unittest$/) ?? [];
    if (words.includes('discover')) return selects(words, ['-k']);
    const takesValue = new Set(['-k', '-s', '-p', '-t']);
    const named = words.filter((w, i) => !w.startsWith('-') && !takesValue.has(words[i - 1] ?? ''));
    return named.length
      ? 'the command names its test modules, so a module added beside them would not run'
      : selects(words, ['-k']);
  },
  filterWord: (file) => file,
};

const goKind: CanaryKind = {
  runner: 'go',
  folder(cwd, words, anchor, _command, base) {
    const dirs = words.filter((w) => w.startsWith('./') && !w.includes('...')).map((w) => path.posix.normalize(w));
    // The base's module path, never the candidate's: a candidate that renames its module leaves no package id of the
    // baseline under it, and so no folder for the canaries, unless the path is the one the untouched code declared.
    const mod = base.goModule ?? goModule(cwd);
    if (mod) {
      // The packages of the baseline's tests, and those it named failing as a whole: a package whose tests did not
      // build on the old code (a fix's test calling a function it adds) ran no test, and so left no scope.
      for (const pkg of [...Object.values(anchor.scopes ?? {}), ...anchor.failingIds]) {
        if (pkg === mod) dirs.push('.');
        else if (pkg.startsWith(`${mod}/`)) dirs.push(pkg.slice(mod.length + 1));
      }
    }
    return dirs.find((d) => packageName(cwd, d) !== null) ?? null;
  },
  fileName: (cwd, folder, shape) =>
    sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${stem.replace(/-/g, '_')}_test.go`),
  // go's own failure calls, `t.Fatalf` on a comparison as the suite's tests make them.
  source: ({ names, shape, cwd, folder }) =>
    [
      `package ${packageName(cwd, folder)}`,
      '',
      'import "testing"',
      '',
      `func ${names.pass}(t *testing.T) {`,
      `\tif got, want := ${q(shape.message)}, ${q(shape.message)}; got != want {`,
      '\t\tt.Fatalf("got %q, want %q", got, want)',
      '\t}',
      '}',
      '',
      `func ${names.fail}(t *testing.T) {`,
      `\tif got, want := ${q(shape.message)}, ${q(shape.expected)}; got != want {`,
      `\t\tt.Fatalf("%s: got %q, want %q", ${q(shape.message)}, got, want)`,
      '\t}',
      '}',
      '',
    ].join('\n'),
  // `Test` and a capital: a test name's next character must not be a lower-case letter.
  names: (shape) => ({
    pass: `Test${identifier(shape.pass, 'camel')}_${shape.tag}`,
    fail: `Test${identifier(shape.fail, 'camel')}_${shape.tag}`,
  }),
  unreachable: (command) => {
    const words = runnerWords(command, /^test$/) ?? [];
    return selects(words, ['-run', '--run']) ?? stopsEarly(words, ['-failfast', '--failfast']);
  },
  // Names only (`-run '^(TestA|…)$'`): a package path among them would turn the pattern into one that runs every test.
  filterWord: (file, names, filter) =>
    filter
      .trim()
      .split(/\s+/)
      .every((w) => GO_TEST_NAME.test(w))
      ? `${names.pass} ${names.fail}`
      : `./${dirOf(file)}`,
};

/** Runners with canaries, by the name their parser gives the report. */
const KINDS: Record<string, CanaryKind> = {
  pytest: pytestKind,
  unittest: unittestKind,
  go: goKind,
  'node-test': nodeTestKind,
  jest: jestKind,
  vitest: vitestKind,
  mocha: mochaKind,
  ava: avaKind,
  'node-tap': tapKind,
};

/** The Go package a folder's code declares (an external `_test` package is the same folder's package). */
function packageName(cwd: string, folder: string): string | null {
  for (const f of listFolder(cwd, folder)
    .filter((n) => n.endsWith('.go'))
    .sort((a, b) => +a.endsWith('_test.go') - +b.endsWith('_test.go'))) {
    const text = readTree(cwd, path.posix.join(folder, f))?.toString('utf8') ?? '';
    const name = /^package\s+(\w+)/m.exec(text.replace(/\/\*[^]*?\*\/|\/\/.*$/gm, ''))?.[1];
    if (name) return name.replace(/_test$/, '');
  }
  return null;
}

/**
 * The command as the runner sees it: a package manager's `test` is the package.json test script, the workspace's
 * where the step names one (`npm test -w a`, `pnpm --filter a test`, `yarn workspace a test`: script-workspace.ts).
 */
function effectiveCommand(command: string, cwd: string): string {
  const last = lastStep(command);
  if (scriptCall(last)?.script !== 'test') return command;
  try {
    const pkg = JSON.parse(
      readTree(cwd, path.posix.join(scriptWorkspace(last, cwd), 'package.json'))?.toString('utf8') ?? '{}',
    ) as {
      scripts?: Record<string, unknown>;
    };
    return typeof pkg.scripts?.test === 'string' ? pkg.scripts.test : command;
  } catch {
    return command;
  }
}

/** The module path a tree's `go.mod` declares. */
export function goModule(cwd: string): string | undefined {
  return /^module\s+(\S+)/m.exec(readTree(cwd, 'go.mod')?.toString('utf8') ?? '')?.[1];
}

/**
 * Where this run's canaries go, or why it has none (`unchecked`). The runner is the one the baseline's report was
 * read as; the folder is the first file the filter names, else one the baseline's tests live in.
 */
export function placeCanaries(
  command: string,
  filter: string | undefined,
  anchor: TestRun | undefined,
  cwd: string,
  base: BaseIdentity = {},
): Placement | ReportCheck {
  const runner = anchor?.runner;
  const kind = runner ? KINDS[runner] : undefined;
  if (!anchor || !kind)
    return {
      status: 'unchecked',
      ...(runner ? { runner } : {}),
      reason: `agent-fix has no canary tests for ${runner && runner !== 'unknown' ? `the runner ${runner}` : 'output it cannot read per test'}`,
    };
  const effective = effectiveCommand(command, cwd);
  const listed = filter ? null : (kind.listedFiles?.(effective) ?? null);
  const words = filter ? filterWords(filter) : (listed ?? []);
  const unreachable = filter ? null : kind.unreachable(effective, cwd);
  if (unreachable) return { status: 'unchecked', runner: kind.runner, reason: unreachable };
  const named = base.testIds?.length ? { ...anchor, failingIds: [...anchor.failingIds, ...base.testIds] } : anchor;
  const folder = kind.folder(cwd, words, named, effective, base);
  if (folder === null)
    return {
      status: 'unchecked',
      runner: kind.runner,
      reason: 'no folder of the tests the baseline ran is in this tree',
    };
  const shape = canaryShape();
  const file = path.posix.join(folder, kind.fileName(cwd, folder, shape, effective));
  const filterWord = kind.filterWord(file, kind.names(shape), filter ?? '');
  return { kind, file, shape, filterWord, ...(listed ? { named: true } : {}) };
}

const isCheck = (p: Placement | ReportCheck): p is ReportCheck => 'status' in p;

/**
 * Runs `run` with canaries in `cwd` (a proof tree) and gives its report checked and without them. `run` gets the
 * filter to use: the caller's plus the canary file when the run is filtered.
 */
export async function runWithCanaries(o: {
  cwd: string;
  command: string;
  filter?: string;
  anchor: TestRun | undefined;
  base?: BaseIdentity;
  run: (filter?: string) => Promise<TestRun>;
}): Promise<TestRun> {
  const placed = placeCanaries(o.command, o.filter, o.anchor, o.cwd, o.base);
  if (isCheck(placed)) {
    const result = await o.run(o.filter);
    return { ...result, reportCheck: placed };
  }
  const { kind, file, shape } = placed;
  const names = kind.names(shape);
  try {
    if (!treeFolder(o.cwd, dirOf(file))) throw new Error(`${dirOf(file)} is no folder of the tree`);
    const source = kind.source({ names, shape, cwd: o.cwd, folder: dirOf(file), file: path.posix.basename(file) });
    createBeneath(o.cwd, file, source);
  } catch (err) {
    // A fresh tree refuses a file of ours only where the candidate made its test folder a link: not trusted.
    const result = await o.run(o.filter);
    return failed(result, kind.runner, `the canary file ${file} could not be written (${(err as Error).message})`);
  }
  try {
    // First: the filter may end in reporter switches (unittest `-v`) that take no file after them.
    const raw = await o.run(
      o.filter ? `${placed.filterWord} ${o.filter}` : placed.named ? placed.filterWord : undefined,
    );
    return checkCanaries(raw, placed, o.filter, o.anchor);
  } finally {
    removeCanary(o.cwd, file);
  }
}

/** Removes the canary file: only a regular file at that path in a folder that is still the tree's own. */
function removeCanary(cwd: string, file: string): void {
  const folder = path.join(cwd, dirOf(file));
  try {
    if (fs.realpathSync(folder) !== path.join(fs.realpathSync(cwd), dirOf(file))) return;
    if (fs.lstatSync(path.join(folder, path.basename(file))).isFile())
      fs.unlinkSync(path.join(folder, path.basename(file)));
  } catch {
    // Gone already, or the folder is no longer ours: the tree is thrown away with it.
  }
}

/** A run whose report did not hold up: its own result, with why, and the canaries' ids out of it. */
function failed(run: TestRun, runner: string, reason: string): TestRun {
  return {
    ...run,
    reportCheck: { status: 'failed', runner, reason, exit_code: run.exitCode },
    ...(run.passed ? {} : { errorLines: [...(run.errorLines ?? []), `the report could not be checked: ${reason}`] }),
  };
}

/**
 * The report checked against the canaries (pure). Checked: the must-fail canary named failing with its message, the
 * must-pass one named passing (counted where the run names no passing test), and the "tests failed" exit code.
 */
export function checkCanaries(
  raw: TestRun,
  placed: Pick<Placement, 'kind' | 'shape'>,
  filter?: string,
  anchor?: TestRun,
): TestRun {
  const { kind, shape } = placed;
  const names = kind.names(shape);
  const own = (id: string) => id.includes(shape.tag);
  const bare = strip(raw, own, filter);
  const stripped = anchor && kind.alone ? kind.alone(bare, anchor) : bare;
  const why = canaryShortfall(raw, names, shape, kind);
  if (why) return failed(stripped, kind.runner, why);
  // A run that names no passing test counted the must-pass canary without naming it.
  const counts = stripped.counts && {
    ...stripped.counts,
    passed: Math.max(0, stripped.counts.passed - (raw.passingIds ? 0 : 1)),
  };
  const clean = stripped.failingIds.length === 0 && !!counts && counts.failed === 0 && counts.errors === 0;
  const { errorLines: _none, ...rest } = stripped;
  return {
    ...rest,
    counts,
    passed: clean,
    // mocha exits with the number of failed tests: the must-fail canary's failure is not the suite's.
    exitCode: clean
      ? 0
      : kind.failedExit && raw.exitCode !== null && raw.exitCode > 1 && raw.exitCode < 255
        ? raw.exitCode - 1
        : raw.exitCode,
    ...(clean || !raw.errorLines ? {} : { errorLines: raw.errorLines.filter((l) => !own(l)) }),
    reportCheck: { status: 'checked', runner: kind.runner, exit_code: raw.exitCode },
  };
}

/** Why the report does not show the canaries as planted, or null when it does. */
function canaryShortfall(raw: TestRun, names: Names, shape: Shape, kind: CanaryKind): string | null {
  const { runner } = kind;
  const seen = `exit ${raw.exitCode}${raw.counts ? `, ${raw.counts.passed} passed, ${raw.counts.failed} failed` : ', no test report read'}`;
  const failing = (name: string) => raw.failingIds.some((id) => id.endsWith(name));
  const passing = (name: string) => raw.passingIds?.some((id) => id.endsWith(name)) ?? false;
  if (raw.timedOut) return 'the run timed out before its report was complete';
  if (!failing(names.fail) || passing(names.fail))
    return `the must-fail canary ${names.fail} was not reported failing (${seen})`;
  if (!raw.output.includes(shape.message)) return `the must-fail canary's message was not in the output (${seen})`;
  if (failing(names.pass)) return `the must-pass canary ${names.pass} was reported failing (${seen})`;
  if (raw.passingIds ? !passing(names.pass) : !(raw.counts && raw.counts.passed > 0))
    return `the must-pass canary ${names.pass} was not reported passing (${seen})`;
  const hollow = kind.hollow?.(raw);
  if (hollow) return hollow;
  const expected = /^g?make\b/.test(lastStep(raw.command)) ? [1, 2] : [1];
  const exitOk =
    kind.failedExit && !/^g?make\b/.test(lastStep(raw.command))
      ? kind.failedExit(raw)
      : raw.exitCode !== null && expected.includes(raw.exitCode);
  if (!exitOk)
    return `the command exited ${raw.exitCode ?? 'by a signal'} where ${runner} exits ${kind.failedExit ? 'with the number of failed tests' : expected.join(' or ')} for failed tests`;
  return null;
}

/** The run without the canaries: their ids, their scopes, the output's lines that name them, the filter as given. */
function strip(run: TestRun, own: (id: string) => boolean, filter: string | undefined): TestRun {
  const scopes = run.scopes && Object.fromEntries(Object.entries(run.scopes).filter(([id]) => !own(id)));
  const { filter: _canaryFilter, passingIds: _all, ...rest } = run;
  const passing = run.passingIds?.filter((id) => !own(id));
  const gone = (ids: string[] | undefined) => ids?.filter(own).length ?? 0;
  const counts = run.counts && {
    ...run.counts,
    failed: Math.max(0, run.counts.failed - gone(run.failingIds)),
    passed: Math.max(0, run.counts.passed - gone(run.passingIds)),
  };
  return {
    ...rest,
    counts,
    failingIds: run.failingIds.filter((id) => !own(id)),
    // As the parser gives it without the canaries: a run that names no passing test has no list at all.
    ...(passing?.length ? { passingIds: passing } : {}),
    ...(run.skippedIds ? { skippedIds: run.skippedIds.filter((id) => !own(id)) } : {}),
    ...(scopes ? { scopes } : {}),
    output: `${run.output
      .split('\n')
      .filter((l) => !own(l))
      .join('\n')}\n${CANARY_NOTE}`,
    ...(filter ? { filter } : {}),
  };
}
