/**
 * Canary tests: the check that a proof run's report is the runner's own (DESIGN.md guarantee 12). Before each run in
 * a proof tree, agent-fix writes one test file of its own beside the suite's tests, under a fresh random nonce: one
 * test that must pass and one that must fail with the nonce in its message. Only then is the report trusted: the
 * must-fail canary is named failing with its message, the must-pass one passing (or, where the run names no passing
 * test, counted), and the command exits with the code its runner gives for failed tests. A forged summary, a patched
 * runner, an exit before the tests ran, a deselection or a muted output cannot show that without reading the canary
 * out of the tree at run time. The file lives only in the proof tree, never in the candidate, and is removed after the
 * run; its tests are taken out of the ids, counts and output before anyone reads them, and the run passed when every
 * other test did.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createBeneath, readBeneathOrNull, statBeneath } from '../security/no-follow.js';
import { filterWords } from './parse.js';
import { lastStep } from './runners/profile.js';
import { nodeNamePattern, nodeTestWords } from './runners/node-test.js';
import { treeFolder, treeNames, treeSource } from './tree-layer.js';
import type { ReportCheck, TestRun } from './types.js';

export type { ReportCheck };

/** Where one run's canaries go and what they are called. */
interface Placement {
  kind: CanaryKind;
  /** The canary file, relative to the run's folder. */
  file: string;
  nonce: string;
  /** The word the canary adds to a filtered run's filter, so the narrowed command still runs it. */
  filterWord: string;
}

/** One runner's canaries: where its discovery finds a test file, and the file's text. */
interface CanaryKind {
  runner: string;
  /** The folder for the canary file, from the filter's words or the baseline's ids; null when none fits. */
  folder(cwd: string, filterWords: string[], anchor: TestRun, command: string, base: BaseIdentity): string | null;
  /**
   * The canary file's name in `folder`, following the name of a test file there; `zz` sorts it after the suite's own
   * files, so a runner that stops at a first failure has run them by then.
   */
  fileName(cwd: string, folder: string, nonce: string): string;
  /** The file's text: `pass` and `fail` are the tests' names, `message` the must-fail one's failure text. */
  source(o: { pass: string; fail: string; message: string; cwd: string; folder: string }): string;
  /** Test names as the runner's ids end. */
  names(nonce: string): { pass: string; fail: string };
  /** Why the command, as written, would not run a test file added beside its tests (it names its files, selects). */
  unreachable(command: string, cwd: string): string | null;
  /**
   * The words a filtered run adds to run the canary too: its file, or its tests' names where the filter selects by
   * name (go `-run`, node `--test-name-pattern`), which a file alone would not pass.
   */
  filterWord(file: string, names: { pass: string; fail: string }, filter: string): string;
  /**
   * Where the runner runs each test file in a process of its own, the canary speaks for its own file only: a file
   * whose process ended before it reported a test shows here, as the reason it is not trusted.
   */
  hollow?(run: TestRun): string | null;
}

/** Said under the output, whose lines naming the canaries are gone but whose summary line still counts them. */
const CANARY_NOTE =
  "(agent-fix: the runner's own summary above counts agent-fix's two canary tests, one passing and one failing by design; the counts reported leave them out)";
const MESSAGE = (nonce: string) => `agent-fix canary ${nonce}`;
/** A file of the tree as the tree shows it: a proof tree's layer reads through to the workspace (tree-layer.ts). */
const existsFile = (cwd: string, rel: string) => {
  const at = treeSource(cwd, rel);
  return (at && statBeneath(at.base, at.rel)?.isFile()) ?? false;
};
const readTree = (cwd: string, rel: string) => {
  const at = treeSource(cwd, rel);
  return at && readBeneathOrNull(at.base, at.rel);
};
const dirOf = (rel: string) => path.posix.dirname(rel);
const GO_TEST_NAME = /^(Test|Benchmark|Fuzz|Example)\w*(\/\S*)?$/;

/** The runner's words in the command's last step (a package script's text for `npm test`), after the runner itself. */
function runnerWords(command: string, runner: RegExp): string[] | null {
  const words = lastStep(command).split(/\s+/);
  const at = words.findIndex((w) => runner.test(w));
  return at < 0 ? null : words.slice(at + 1);
}

/** A flag that stops the run at its first failure: the must-fail canary would stop the suite's own tests. */
function stopsEarly(words: string[], flags: string[]): string | null {
  const flag = words.find((w) => flags.some((f) => w === f || w.startsWith(`${f}=`)));
  return flag
    ? `the command stops at the first failure (${flag.split('=')[0]}), and the must-fail canary is one`
    : null;
}

/** A selection flag in the command: the canary's name would not match it. */
function selects(words: string[], flags: string[]): string | null {
  const flag = words.find((w) => flags.some((f) => w === f || w.startsWith(`${f}=`)));
  return flag
    ? `the command selects tests by name (${flag.split('=')[0]}), which a canary's random name would not match`
    : null;
}

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
  fileName(cwd, folder, nonce) {
    // A suite named by `*_test.py` (python_files) collects that form; the default is `test_*.py`.
    const siblings = listFolder(cwd, folder);
    return siblings.some((f) => /^test_.*\.py$/.test(f)) || !siblings.some((f) => /_test\.py$/.test(f))
      ? `test_zz${nonce}.py`
      : `zz${nonce}_test.py`;
  },
  source: ({ pass, fail, message }) =>
    `def ${pass}():\n    pass\n\n\ndef ${fail}():\n    assert False, ${JSON.stringify(message)}\n`,
  names: (nonce) => ({ pass: `test_${nonce}a`, fail: `test_${nonce}b` }),
  unreachable(command) {
    const words = runnerWords(command, /^(py\.test|pytest)$|\/pytest$/) ?? [];
    if (words.some((w) => !w.startsWith('-') && (w.endsWith('.py') || w.includes('::'))))
      return 'the command names its test files, so a test file added beside them would not run';
    return selects(words, ['-k', '-m']) ?? stopsEarly(words, ['-x', '--exitfirst', '--maxfail']);
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
  fileName: (_cwd, _folder, nonce) => `test_zz${nonce}.py`,
  source: ({ pass, fail, message }) =>
    [
      'import unittest',
      '',
      '',
      `class Test${pass.slice(5, -1)}(unittest.TestCase):`,
      `    def ${pass}(self):`,
      '        pass',
      '',
      `    def ${fail}(self):`,
      `        self.fail(${JSON.stringify(message)})`,
      '',
    ].join('\n'),
  names: (nonce) => ({ pass: `test_${nonce}a`, fail: `test_${nonce}b` }),
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
      for (const pkg of Object.values(anchor.scopes ?? {})) {
        if (pkg === mod) dirs.push('.');
        else if (pkg.startsWith(`${mod}/`)) dirs.push(pkg.slice(mod.length + 1));
      }
    }
    return dirs.find((d) => packageName(cwd, d) !== null) ?? null;
  },
  fileName: (_cwd, _folder, nonce) => `zz${nonce}_test.go`,
  source: ({ pass, fail, message, cwd, folder }) =>
    [
      `package ${packageName(cwd, folder)}`,
      '',
      'import "testing"',
      '',
      `func ${pass}(t *testing.T) {}`,
      '',
      `func ${fail}(t *testing.T) {`,
      `\tt.Fatal(${JSON.stringify(message)})`,
      '}',
      '',
    ].join('\n'),
  // `Test_`: a test name's next character must not be a lower-case letter, and the nonce may start with one.
  names: (nonce) => ({ pass: `Test_${nonce}a`, fail: `Test_${nonce}b` }),
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

const nodeTestKind: CanaryKind = {
  runner: 'node-test',
  folder(cwd, words, _anchor, command) {
    const named = words.find((w) => /\.[cm]?[jt]s$/.test(w) && existsFile(cwd, w));
    if (named) return dirOf(named);
    // Without files, `node --test` finds `*.test.mjs` anywhere below its folder, or below the folders it is given.
    const folders = words.length ? [] : commandFolders(command, cwd);
    return folders?.length ? path.posix.normalize(folders[0]!) : '.';
  },
  fileName: (_cwd, _folder, nonce) => `zz${nonce}.test.mjs`,
  source: ({ pass, fail, message }) =>
    [
      "import test from 'node:test';",
      `test(${JSON.stringify(pass)}, () => {});`,
      `test(${JSON.stringify(fail)}, () => {`,
      `  throw new Error(${JSON.stringify(message)});`,
      '});',
      '',
    ].join('\n'),
  names: (nonce) => ({ pass: `c${nonce}a`, fail: `c${nonce}b` }),
  unreachable(command, cwd) {
    const words = runnerWords(command, /^--test$/) ?? [];
    if (!commandFolders(command, cwd))
      return 'the command names its test files, so a file added beside them would not run';
    return selects(words, ['--test-name-pattern']);
  },
  filterWord: (file, names, filter) =>
    /(^|\s)--test-name-pattern[=\s]/.test(filter) ? `${file} ${nodeNamePattern([names.pass, names.fail])}` : file,
  // A file whose process exits before its tests report is listed under the file's own path, as one passing test.
  hollow(run) {
    const file = run.passingIds?.find((id) => !id.includes(' > ') && /\.[cm]?[jt]sx?$/.test(id));
    return file ? `the test file ${file} reported no test of its own (its process ended before its tests ran)` : null;
  },
};

/**
 * The folders `node --test` is given (`node --test test/`), none when it is given no path; null when a path is a file,
 * a glob or nothing in the tree: a canary file beside them would not run.
 */
function commandFolders(command: string, cwd: string): string[] | null {
  const paths = nodeTestWords(lastStep(command))?.paths ?? [];
  const folder = (p: string) => {
    if (/[*?{}[\]]/.test(p)) return false;
    const at = treeSource(cwd, path.posix.normalize(p));
    return (at && statBeneath(at.base, at.rel)?.isDirectory()) ?? false;
  };
  return paths.every(folder) ? paths : null;
}

/** Runners with canaries, by the name their parser gives the report. */
const KINDS: Record<string, CanaryKind> = {
  pytest: pytestKind,
  unittest: unittestKind,
  go: goKind,
  'node-test': nodeTestKind,
};

/** Names in a folder of the tree (no links followed: only its regular entries' names are read). */
function listFolder(cwd: string, folder: string): string[] {
  return treeNames(cwd, folder);
}

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

/** The command as the runner sees it: a package manager's `test` is the package.json test script. */
function effectiveCommand(command: string, cwd: string): string {
  if (!/^(npm|pnpm|yarn|bun)( run)? test\b/.test(lastStep(command))) return command;
  try {
    const pkg = JSON.parse(readTree(cwd, 'package.json')?.toString('utf8') ?? '{}') as {
      scripts?: Record<string, unknown>;
    };
    return typeof pkg.scripts?.test === 'string' ? pkg.scripts.test : command;
  } catch {
    return command;
  }
}

/** Who the project is, read from the base tree before any edit: where canaries go comes from it, not the candidate. */
export interface BaseIdentity {
  /** The module path in the base's `go.mod`. */
  goModule?: string;
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
  const words = filter ? filterWords(filter) : [];
  const effective = effectiveCommand(command, cwd);
  const unreachable = filter ? null : kind.unreachable(effective, cwd);
  if (unreachable) return { status: 'unchecked', runner: kind.runner, reason: unreachable };
  const folder = kind.folder(cwd, words, anchor, effective, base);
  if (folder === null)
    return {
      status: 'unchecked',
      runner: kind.runner,
      reason: 'no folder of the tests the baseline ran is in this tree',
    };
  const nonce = crypto.randomBytes(8).toString('hex');
  const file = path.posix.join(folder, kind.fileName(cwd, folder, nonce));
  return { kind, file, nonce, filterWord: kind.filterWord(file, kind.names(nonce), filter ?? '') };
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
  const { kind, file, nonce } = placed;
  const names = kind.names(nonce);
  try {
    if (!treeFolder(o.cwd, dirOf(file))) throw new Error(`${dirOf(file)} is no folder of the tree`);
    createBeneath(o.cwd, file, kind.source({ ...names, message: MESSAGE(nonce), cwd: o.cwd, folder: dirOf(file) }));
  } catch (err) {
    // A fresh tree refuses a file of ours only where the candidate made its test folder a link: not trusted.
    const result = await o.run(o.filter);
    return failed(result, kind.runner, `the canary file ${file} could not be written (${(err as Error).message})`);
  }
  try {
    // First: the filter may end in reporter switches (unittest `-v`) that take no file after them.
    const raw = await o.run(o.filter ? `${placed.filterWord} ${o.filter}` : undefined);
    return checkCanaries(raw, placed, o.filter);
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
export function checkCanaries(raw: TestRun, placed: Pick<Placement, 'kind' | 'nonce'>, filter?: string): TestRun {
  const { kind, nonce } = placed;
  const names = kind.names(nonce);
  const own = (id: string) => id.includes(nonce);
  const stripped = strip(raw, own, filter);
  const why = canaryShortfall(raw, names, nonce, kind);
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
    exitCode: clean ? 0 : raw.exitCode,
    ...(clean || !raw.errorLines ? {} : { errorLines: raw.errorLines.filter((l) => !l.includes(nonce)) }),
    reportCheck: { status: 'checked', runner: kind.runner, exit_code: raw.exitCode },
  };
}

/** Why the report does not show the canaries as planted, or null when it does. */
function canaryShortfall(
  raw: TestRun,
  names: { pass: string; fail: string },
  nonce: string,
  kind: CanaryKind,
): string | null {
  const { runner } = kind;
  const seen = `exit ${raw.exitCode}${raw.counts ? `, ${raw.counts.passed} passed, ${raw.counts.failed} failed` : ', no test report read'}`;
  const failing = (name: string) => raw.failingIds.some((id) => id.endsWith(name));
  const passing = (name: string) => raw.passingIds?.some((id) => id.endsWith(name)) ?? false;
  if (raw.timedOut) return 'the run timed out before its report was complete';
  if (!failing(names.fail) || passing(names.fail))
    return `the must-fail canary ${names.fail} was not reported failing (${seen})`;
  if (!raw.output.includes(MESSAGE(nonce))) return `the must-fail canary's message was not in the output (${seen})`;
  if (failing(names.pass)) return `the must-pass canary ${names.pass} was reported failing (${seen})`;
  if (raw.passingIds ? !passing(names.pass) : !(raw.counts && raw.counts.passed > 0))
    return `the must-pass canary ${names.pass} was not reported passing (${seen})`;
  const hollow = kind.hollow?.(raw);
  if (hollow) return hollow;
  const expected = /^g?make\b/.test(lastStep(raw.command)) ? [1, 2] : [1];
  if (raw.exitCode === null || !expected.includes(raw.exitCode))
    return `the command exited ${raw.exitCode ?? 'by a signal'} where ${runner} exits ${expected.join(' or ')} for failed tests`;
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
