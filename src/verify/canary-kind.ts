/**
 * What one runner's canaries are (`CanaryKind`), and the small readers of the tree and the command the kinds share
 * (canary.ts: pytest, unittest, go; canary-js.ts: node --test, jest, vitest, mocha, ava, node-tap).
 */
import path from 'node:path';
import { readBeneathOrNull, statBeneath } from '../security/no-follow.js';
import type { Shape } from './canary-shape.js';
import { lastStep } from './runners/profile.js';
import { treeNames, treeSource } from './tree-layer.js';
import type { TestRun } from './types.js';

/** The canaries' two test names, as the runner's ids end. */
export interface Names {
  pass: string;
  fail: string;
}

/** What a kind's `source` writes from. */
export interface SourceInput {
  names: Names;
  shape: Shape;
  cwd: string;
  folder: string;
  /** The canary file's name in `folder`. */
  file: string;
}

/** Who the project is, read from the base tree before any edit: where canaries go comes from it, not the candidate. */
export interface BaseIdentity {
  /** The module path in the base's `go.mod`. */
  goModule?: string;
  /**
   * Tests the request names (a deflake's test): where the baseline named none (a passing `pytest -q`), the canaries'
   * folder is found from these as from the baseline's ids.
   */
  testIds?: string[];
}

/** One runner's canaries: where its discovery finds a test file, and the file's text. */
export interface CanaryKind {
  runner: string;
  /** The folder for the canary file, from the filter's words or the baseline's ids; null when none fits. */
  folder(cwd: string, filterWords: string[], anchor: TestRun, command: string, base: BaseIdentity): string | null;
  /**
   * The canary file's name in `folder`, in the form the folder's test files have, sorting after them
   * (`sortsLast`), so a runner that stops at a first failure has run the suite's own files by then.
   */
  fileName(cwd: string, folder: string, shape: Shape, command: string): string;
  /**
   * The file's text. The must-fail test fails through the assertion the suite itself uses (`assert`, `assertEqual`,
   * `expect(…).toBe`, `assert.strictEqual`, `t.is`, `t.equal`, `t.Fatal`), comparing `shape.message` with
   * `shape.expected`; the must-pass one passes through the same assertion. A patched assertion library or a hook
   * that flips outcomes then shows as a must-fail canary passing, or a must-pass one failing.
   */
  source(o: SourceInput): string;
  /** Test names as the runner's ids end. */
  names(shape: Shape): Names;
  /** Why the command, as written, would not run a test file added beside its tests (it names its files, selects). */
  unreachable(command: string, cwd: string): string | null;
  /**
   * The test files the command names where naming one more on its command line runs it beside them (pytest
   * collects every path it is given): the canary's file is then added to the command, as to a filtered run's.
   */
  listedFiles?(command: string): string[] | null;
  /**
   * The words a filtered run adds to run the canary too: its file, or its tests' names where the filter selects by
   * name (go `-run`, node `--test-name-pattern`), which a file alone would not pass.
   */
  filterWord(file: string, names: Names, filter: string): string;
  /**
   * Where the runner runs each test file in a process of its own, the canary speaks for its own file only: a file
   * whose process ended before it reported a test shows here, as the reason it is not trusted.
   */
  hollow?(run: TestRun): string | null;
  /** The exit codes the runner gives when tests failed (default 1; mocha exits with the number of failures). */
  failedExit?(run: TestRun): boolean;
  /**
   * The run (canaries out) with its ids in the form the suite's own run gives them, where the canary's file changed
   * that form (ava names each test's file only when more than one file ran). `anchor` is the baseline's run.
   */
  alone?(run: TestRun, anchor: TestRun): TestRun;
}

/** A file of the tree as the tree shows it: a proof tree's layer reads through to the workspace (tree-layer.ts). */
export const existsFile = (cwd: string, rel: string): boolean => {
  const at = treeSource(cwd, rel);
  return (at && statBeneath(at.base, at.rel)?.isFile()) ?? false;
};
export const existsFolder = (cwd: string, rel: string): boolean => {
  const at = treeSource(cwd, path.posix.normalize(rel));
  return (at && statBeneath(at.base, at.rel)?.isDirectory()) ?? false;
};
export const readTree = (cwd: string, rel: string): Buffer | null => {
  const at = treeSource(cwd, rel);
  return at && readBeneathOrNull(at.base, at.rel);
};
export const textOf = (cwd: string, rel: string): string => readTree(cwd, rel)?.toString('utf8') ?? '';
export const dirOf = (rel: string): string => path.posix.dirname(rel);
/** Names in a folder of the tree (no links followed: only its regular entries' names are read). */
export const listFolder = (cwd: string, folder: string): string[] => treeNames(cwd, folder);

/** The runner's words in the command's last step (a package script's text for `npm test`), after the runner itself. */
export function runnerWords(command: string, runner: RegExp): string[] | null {
  const words = lastStep(command).split(/\s+/);
  const at = words.findIndex((w) => runner.test(w));
  return at < 0 ? null : words.slice(at + 1);
}

const flagIn = (words: string[], flags: string[]) =>
  words.find((w) => flags.some((f) => w === f || w.startsWith(`${f}=`)));

/** A flag that stops the run at its first failure: the must-fail canary would stop the suite's own tests. */
export function stopsEarly(words: string[], flags: string[]): string | null {
  const flag = flagIn(words, flags);
  return flag
    ? `the command stops at the first failure (${flag.split('=')[0]}), and the must-fail canary is one`
    : null;
}

/** A selection flag in the command: the canary's name would not match it. */
export function selects(words: string[], flags: string[]): string | null {
  const flag = flagIn(words, flags);
  return flag
    ? `the command selects tests by name or by change (${flag.split('=')[0]}), which a canary's random name would not match`
    : null;
}

/** The words that are no switch nor a switch's value (`valued`: the switches that take the next word). */
export function positionals(words: string[], valued: Set<string>): string[] {
  return words.filter((w, i) => w !== '' && !w.startsWith('-') && !valued.has(words[i - 1] ?? ''));
}

/**
 * Test files in the tree, breadth first from the top (no dependency, build or hidden folder; a bounded walk): where
 * the baseline's ids name no file, the first that `isTest` takes is a file the runner's discovery finds.
 */
export function findTestFile(cwd: string, isTest: (rel: string) => boolean): string | null {
  const queue = [''];
  for (let seen = 0; queue.length && seen < 400; seen++) {
    const folder = queue.shift()!;
    const names = listFolder(cwd, folder || '.').sort();
    for (const name of names) {
      const rel = folder ? `${folder}/${name}` : name;
      if (isTest(rel) && existsFile(cwd, rel)) return rel;
    }
    for (const name of names) {
      if (/^(\.|node_modules$|dist$|build$|coverage$|vendor$|fixtures?$)/.test(name)) continue;
      const rel = folder ? `${folder}/${name}` : name;
      if (folder.split('/').length < 5 && existsFolder(cwd, rel)) queue.push(rel);
    }
  }
  return null;
}
