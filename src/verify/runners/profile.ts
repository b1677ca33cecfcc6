/**
 * What agent-fix knows about one test runner, in one place: how to recognise it, read its output, point it at chosen
 * tests, which files are its tests and its configuration, how its tests are skipped and asserted, how a CI log names
 * its failures, and how to ask it which tests it collects. The parsers, the integrity guard, fail-to-pass and the
 * CI-log reader all read these profiles (see README.md beside this file).
 */
import type { TestReport } from '../types.js';
import type { RunnerParser } from './common.js';

/** The languages whose test code the integrity guard reads. */
export type Lang = 'py' | 'js' | 'go' | 'rs' | 'jvm' | 'rb' | 'php' | 'cpp';

/**
 * A file of a run's report folder (or the folder itself), as shell text: the literal path, single-quoted. The command
 * carries the path itself, not a variable of agent-fix's that the code under test could read (issue 54).
 */
export function reportPath(dir: string, file?: string): string {
  const p = file ? `${dir.replace(/\/+$/, '')}/${file}` : dir;
  return `'${p.replace(/'/g, `'\\''`)}'`;
}

/**
 * A runner that writes a machine-readable report (JUnit XML, RSpec's JSON): every run tells it to write into a fresh
 * empty folder agent-fix made for that run (its literal path in the command, `reportPath`; see run.ts and
 * report-folder.ts), and the report is read from there
 * after the run through no-follow opens, never from where the project's configuration or an earlier run put one.
 */
export interface ReportForm {
  /**
   * The command told to write its report into the folder `dir` (named in the command by `reportPath`, no variable);
   * null when this command cannot be told. `scripts`: the package.json scripts of the run's folder (a JS runner is
   * told through `npm test -- …`).
   */
  command(command: string, dir: string, scripts?: Record<string, string> | null): string | null;
  /** Why this command cannot be told (said in the run's notes); undefined when it can or there is nothing to say. */
  refusal?(command: string, scripts?: Record<string, string> | null): string | undefined;
  /** Files agent-fix writes into the fresh folder before the run (the mocha reporter agent-fix ships). */
  files?: Record<string, string>;
  /** The report from the folder's files (name and text); null when none of them is this runner's. */
  parse(files: { name: string; text: string }[], cwd?: string): TestReport | null;
}

/** Files of the repository, read-only, for detection without running anything. */
export interface RepoView {
  /** The file's text, or null when it does not exist or is not a regular file. */
  read(rel: string): string | null;
  exists(rel: string): boolean;
  /** Names in a folder ('' = root); empty when it does not exist. Each entry ends with '/' when it is a folder. */
  list(rel: string): string[];
}

/** How a runner lists the tests it collects without running them. */
export interface ListForm {
  /** The listing command for a configured test command; null when this command cannot be turned into one. */
  command(testCommand: string): string | null;
  /**
   * The collected tests from the listing's output, as ids comparable between two trees (the same form as the
   * runner's failing ids where it can: `tests/test_a.py::test_x`, `TestX` with its package, `file > suite > test`).
   * `cwd` makes absolute paths relative.
   */
  parse(output: string, cwd: string): string[];
}

export interface RunnerProfile {
  /** The report's `runner` name. */
  name: string;
  /** The language of its test files. */
  lang: Lang;
  /** The npm packages that are this runner (`tap`, `@tapjs/core`): a devDependency or what `npx` resolves to. */
  packages?: string[];
  /** Does this shell command run this runner? Checked on the command's own text and on a package.json `test` script. */
  runsIn(command: string): boolean;
  /** The test command from the repository's files when none was configured (see detect.ts for the order). */
  detect?(repo: RepoView): { command: string; reason: string } | null;
  /** Reads its output: plain text, and the machine-readable forms it has (JSON, JSON lines, TAP, JUnit). */
  parser: RunnerParser;
  /**
   * Whether its ids name the test's file in every output form. `false`: some forms (vitest's default reporter,
   * mocha's spec, node's spec and TAP, tape) name tests without their file; `listing` is then how a run is made to
   * name them, and a test's file is never guessed from its name alone.
   */
  idsNameFile: boolean;
  /**
   * How a listing run (fail-to-pass: the changed test files, before and after) makes the runner name every test,
   * passing or not, with its file where it can: environment switches that leave the command as the user wrote it,
   * and reporter arguments added when the command runs the runner itself (not through a package script).
   */
  listing?: { env?: Record<string, string>; args?: string[] };
  /**
   * How every run of the test command is made, so the proof reads each test on both trees: environment switches
   * (go `GOFLAGS=-v`: per-test results instead of one line per package) and a rewrite of the command where it runs
   * the runner itself (cargo `--no-fail-fast`: every test binary and the doc-tests run, even after a failure).
   */
  proof?: { env?: Record<string, string>; command?(command: string): string };
  /**
   * The command narrowed to chosen tests (files, ids or names), or null to append them as they are. `words` are the
   * filter's words, shell-quoted; `cmd` is the whole command and `last` its last step.
   */
  narrow?(cmd: string, last: string, filter: string, words: string[]): string | null;
  /** Is this path (repository-relative, `/`-separated) one of its test files, in any layout it collects? */
  testFile(path: string): boolean;
  /**
   * Whether the runner collects a test file at this path by its default rules. A test moved to a path it does not
   * collect (a Go test under `testdata/`, a pytest module not named `test_*.py`) is a test removed.
   */
  collects(path: string): boolean;
  /**
   * The runner's configuration as it concerns the tests, from a file, or null when the file does not configure it:
   * a whole `jest.config.js` or `.mocharc.yml`, the `[tool.pytest.ini_options]` section of pyproject.toml, a
   * package.json's test script and runner key. A change to it changes which tests run or how they are judged.
   */
  config(path: string, text: string): string | null;
  /**
   * Hook code that can change a test's outcome without touching the test (a conftest `pytest_runtest_makereport`
   * that marks failures passed, a setup file that replaces `expect`): label and pattern, checked on the lines a
   * change adds to files in `hookFile`.
   */
  hooks: [string, RegExp][];
  /** Files whose added lines are checked against `hooks` (conftest.py; every JS file, since setup files can live anywhere). */
  hookFile(path: string): boolean;
  /** Source-level skip markers: label and pattern (a tripwire; skips are also counted from the runner's report). */
  skips: [string, RegExp][];
  /** Assertion calls, one match per assertion statement. */
  assertions: RegExp;
  /** Lines of a CI log that name one failing test: group 1 is the id. */
  ciFailure: RegExp[];
  /** When set, `ciFailure` applies only after a line matching this (mocha's numbered list after "N failing"). */
  ciFailureAfter?: RegExp;
  /** How to list the collected tests, when the runner can. */
  list?: ListForm;
  /**
   * A run narrowed to `files` read with its ids in the form the whole command's run gives them, or null to keep
   * `report` (ava names a test's file only when several files ran: one file's run gets its file title back).
   */
  narrowed?(output: string, files: string[], report: TestReport): TestReport | null;
  /** The report file the runner writes, when it has one: read instead of its text output whenever it is there. */
  report?: ReportForm;
  /**
   * A command that fills the toolchain's build cache for the test command without running any of the project's code
   * (go: every test binary built, none run), made once after setup into the pristine home (src/verify/README.md,
   * "The pristine build cache"); null when this command's builds cannot be foretold.
   */
  warm?(testCommand: string): { command: string; env: Record<string, string> } | null;
}

/**
 * The command with `args` inserted right after the program in every step that runs it (`vendor/bin/phpunit`,
 * `bundle exec rspec`, `java -jar …/junit-platform-console-standalone.jar`); null when no step does. Inserted after
 * the program, not appended, so a pipe (`rspec | tee log`) or the user's own file arguments stay as they were.
 */
export function withArgsAfter(command: string, program: RegExp, args: string): string | null {
  const re = new RegExp(`(^|[\\s/])(${program.source})(?=\\s|$)`, 'g');
  let changed = false;
  const out = command.replace(re, (whole) => {
    changed = true;
    return `${whole} ${args}`;
  });
  return changed ? out : null;
}

/** The last step of a shell command (`cd x && npm test` → `npm test`). */
export function lastStep(command: string): string {
  return command
    .trim()
    .split(/&&|\|\||;/)
    .pop()!
    .trim();
}

/** `x` as a whole word of a command (`npx vitest run`, `./node_modules/.bin/jest`). */
export function runsProgram(command: string, program: RegExp): boolean {
  return command
    .split(/&&|\|\||;|\|/)
    .some((step) => new RegExp(`(^|[\\s/])(${program.source})(\\s|$)`).test(step.trim()));
}

/** Quote a word for bash unless it is plainly safe. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Base name of a `/`-separated path. */
export const baseName = (p: string): string => p.slice(p.lastIndexOf('/') + 1);

/** Relative to `cwd` when the path is under it (listings print absolute paths). */
export function relativeTo(file: string, cwd: string): string {
  const root = cwd.endsWith('/') ? cwd : `${cwd}/`;
  return file.startsWith(root) ? file.slice(root.length) : file;
}

/** `[section]` of an ini/toml text, header included, up to the next header; null when absent. */
export function iniSection(text: string, header: RegExp): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => header.test(l.trim()));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && !/^\s*\[[^\]]+\]\s*$/.test(lines[end]!)) end++;
  // A sub-table of the same tool ([tool.pytest.ini_options.x]) belongs to it too.
  return lines.slice(start, end).join('\n').trim();
}

/** The runner's key and the test scripts of a package.json text; null when it does not parse. */
export function packageJsonTestConfig(text: string, key: string): string | null {
  try {
    const pkg = JSON.parse(text) as Record<string, unknown>;
    const scripts = (pkg.scripts ?? {}) as Record<string, unknown>;
    const test = ['pretest', 'test', 'posttest'].map((k) => scripts[k]);
    if (pkg[key] === undefined && test.every((t) => t === undefined)) return null;
    return JSON.stringify({ [key]: pkg[key] ?? null, scripts: test });
  } catch {
    return null;
  }
}
