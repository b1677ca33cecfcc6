/** One test run: the command (filtered if asked) through the process runner, read by the parsers into a TestRun. */
import fs from 'node:fs';
import { HeadTailBuffer, runCommand } from '../process/exec.js';
import { childEnv } from '../security/env.js';
import { breakdownLines } from './excerpt.js';
import { filterCommand, parseTestOutput, settledReport } from './parse.js';
import path from 'node:path';
import {
  PROFILES,
  listingEnv as profilesListingEnv,
  profileForProject,
  profileNamed,
  proofForm,
} from './runners/index.js';
import { reportFolder } from './report-folder.js';
import { fromWorkspace, readTreeFile, scriptWorkspace } from './script-workspace.js';
import type { TestRun } from './types.js';

/** Enough output for the runner's summary and a failure excerpt; the head and tail are kept. */
const TEST_OUTPUT_CHARS = 60_000;
/**
 * What the parsers read: the whole output up to this, so a runner that names each test on its own line (unittest -v,
 * go -v, pytest -v) is read per test even where the kept output cuts the middle (pyflakes' 740 tests print ~90 KB).
 */
const PARSED_OUTPUT_CHARS = 16 * 1024 * 1024;

export interface TestRunOptions {
  cwd: string;
  timeoutMs: number;
  /** The sandbox, as for every command the model drives. */
  /** With `extra.writable`, the run's report folder, outside the work tree (report-folder.ts): bound in for it. */
  wrap?: (argv: string[], extra?: { writable?: string[] }) => string[];
  /** Passed to the runner to select tests (see filterCommand). */
  filter?: string;
  /**
   * Ask the runner to name every test it passed, through the environment only (the command stays the user's):
   * pytest `-rfEsxXp` via PYTEST_ADDOPTS, go `-v` via GOFLAGS. For the fail-to-pass runs of the changed test files,
   * whose table needs test ids; a whole suite's listing would crowd failures out of the capped output.
   */
  listTests?: boolean;
}

/** Environment that makes runners list passing tests without changing which tests run (each profile's `listing.env`). */
export function listingEnv(base: Record<string, string>): Record<string, string> {
  return profilesListingEnv(base);
}

export async function runTestCommand(testCommand: string, options: TestRunOptions): Promise<TestRun> {
  // A filter names files from the run's folder (the ids' paths); a workspace's runner matches them from its own
  // folder (vitest: `src/memory/a.test.ts` finds nothing where `a.test.ts` does).
  const inWorkspace = options.filter ? scriptWorkspace(testCommand, options.cwd) : '';
  const filter = inWorkspace ? fromWorkspace(options.filter!, inWorkspace) : options.filter;
  const given = filter ? filterCommand(testCommand, filter) : testCommand;
  const child = childEnv();
  // Every run in the form the proof reads per test (go -v, cargo --no-fail-fast), then the listing's switches.
  const proof = proofForm(given, child);
  const command = proof.command;
  const base = { ...child, ...proof.env };
  const env = options.listTests ? { ...base, ...listingEnv(base) } : base;
  // `npm test --workspace=pkg`, `pnpm --filter pkg test`, `yarn workspace pkg test` from the root run pkg's own
  // script in pkg's folder: its package.json says the runner.
  const workspace = scriptWorkspace(command, options.cwd);
  const runner = runnerOf(command, options.cwd, workspace);
  // A runner with a report file (JUnit XML, RSpec's JSON) writes it into a fresh folder of this run's own.
  // A build step before the tests (`cmake --build build && ctest`) still gets the runner's report form.
  const reporter = runner ? profileNamed(runner) : PROFILES.find((p) => p.report && p.runsIn(command));
  const scripts = packageScripts(options.cwd, workspace);
  const reports = reportFolder(options.cwd, command, reporter?.report, scripts);
  // Where a JS runner cannot be told to write its report (`npm test` whose script pipes the runner's output on),
  // the run is read from its text, and its notes say why.
  const refused = reports ? undefined : reporter?.report?.refusal?.(command, scripts);
  const wrap = options.wrap;
  const result = await runCommand(reports?.command ?? command, {
    cwd: options.cwd,
    env,
    wrap: wrap && reports ? (argv) => wrap(argv, { writable: [reports.dir] }) : wrap,
    timeoutMs: options.timeoutMs,
    maxOutputChars: PARSED_OUTPUT_CHARS,
  });
  const whole = result.output;
  const output = keptOutput(whole);
  const files = reports?.collect() ?? [];
  const cwd = realCwd(options.cwd);
  // Absolute paths in a report are as the command saw them: under bwrap a proof tree is shown at the workspace's path.
  const fromFiles = files.length ? reporter?.report?.parse(files, reports?.shownCwd() ?? cwd) : null;
  const read = fromFiles ? settledReport(fromFiles) : parseTestOutput(whole, undefined, cwd, runner);
  // A run narrowed to files names its tests as the whole command's run does (ava: one file's titles lack the file).
  const narrowedTo = options.filter?.split(/\s+/).filter(Boolean);
  // The runner from the output when the project did not say (a proof tree's layer holds only the changed files).
  const reader = reporter ?? profileNamed(read.runner);
  const narrowed = narrowedTo && !fromFiles ? reader?.narrowed?.(whole, narrowedTo, read) : null;
  const settled = narrowed ?? read;
  const refusal = refused && `no ${reporter!.name} report file was asked for: ${refused}`;
  const report = refusal ? { ...settled, note: settled.note ? `${settled.note}; ${refusal}` : refusal } : settled;
  const passed = result.exitCode === 0 && !result.timedOut;
  // A red run with no failing test (7 passed, 0 failed, exit 1) says why in the runner's own words.
  const why = !passed && !result.timedOut && report.failingIds.length === 0 ? breakdownLines(whole) : [];
  return {
    ...report,
    command,
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    passed,
    output,
    durationMs: result.durationMs,
    ...(options.filter ? { filter: options.filter } : {}),
    ...(why.length ? { errorLines: why } : {}),
  };
}

/** The output as a run keeps it (for the model, the report, the excerpts): its head and tail, the middle cut. */
function keptOutput(whole: string): string {
  if (whole.length <= TEST_OUTPUT_CHARS) return whole;
  const kept = new HeadTailBuffer(TEST_OUTPUT_CHARS);
  kept.push(Buffer.from(whole, 'utf8'));
  return kept.text().text;
}

/** The runner the command runs, from the command and the project (package.json, what `npx` resolves); no output. */
function runnerOf(command: string, cwd: string, workspace = ''): string | undefined {
  // A command of several steps may run several runners (`go test && pytest`): their reports are summed by shape.
  if (/&&|\|\||;|\|/.test(command)) return undefined;
  // The tree is hostile once a command ran there: package.json is read without following links (no-follow.ts).
  const read = (rel: string) => readTreeFile(cwd, rel);
  // The .bin entry's own link text, resolved lexically: nothing the link or its target points at is followed.
  // A workspace's own .bin first, then the root's, where npm hoists the workspaces' runners.
  const binPackage = (name: string) => (workspace && binPackageIn(cwd, workspace, name)) || binPackageIn(cwd, '', name);
  return profileForProject(command, { packageJson: read(path.posix.join(workspace, 'package.json')), binPackage })
    ?.name;
}

function binPackageIn(cwd: string, folder: string, name: string): string | null {
  try {
    const bin = path.join(cwd, folder, 'node_modules/.bin', name);
    const target = path.resolve(path.dirname(bin), fs.readlinkSync(bin));
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/[^]*$/.exec(target.slice(target.lastIndexOf('node_modules/')));
    return m ? m[1]! : null;
  } catch {
    return null;
  }
}

/** The package.json scripts of the run's folder (read without following links), or null. */
function packageScripts(cwd: string, workspace = ''): Record<string, string> | null {
  try {
    const text = readTreeFile(cwd, path.posix.join(workspace, 'package.json'));
    if (!text) return null;
    const scripts = (JSON.parse(text) as { scripts?: unknown }).scripts;
    if (!scripts || typeof scripts !== 'object') return null;
    return Object.fromEntries(Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

/** Machine-readable reports name files by absolute path as the runner saw its working folder: the real path. */
function realCwd(cwd: string): string {
  try {
    return fs.realpathSync(cwd);
  } catch {
    return cwd;
  }
}
