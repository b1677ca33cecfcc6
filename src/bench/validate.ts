/**
 * The judge's side of the bench: a fresh git repository per run, and the verdict from tests the agent never saw.
 * The engine's own "resolved" is a claim checked against the visible tests; the hidden fail-to-pass and
 * pass-to-pass suites, run here after the engine is done, decide whether the task was really solved.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import picomatch from 'picomatch';
import { runCommand } from '../process/exec.js';
import { childEnv } from '../security/env.js';
import { git } from '../workspace/git.js';
import { DEFAULTS } from '../config/schema.js';
import { parseTestOutput } from '../verify/parse.js';
import type { TestCounts } from '../verify/types.js';
import { applySolution } from './apply.js';
import type { BenchTask } from './suite.js';
import { removeTree } from '../security/remove-tree.js';

const HIDDEN_TIMEOUT_MS = 180_000;
const OUTPUT_KEPT = 4_000;

export interface HiddenCheck {
  command: string;
  exitCode: number | null;
  timedOut: boolean;
  /** Exit 0, and the runner's summary says at least one test passed and none failed. */
  passed: boolean;
  /** As the runner reported them; null when the output could not be read. */
  counts: TestCounts | null;
  durationMs: number;
  /** The tail of the output, for reading why a run was judged unresolved. */
  output: string;
}

export interface HiddenVerdict {
  failToPass: HiddenCheck;
  passToPass: HiddenCheck;
  /** Both suites pass. */
  passed: boolean;
}

/** Every glob the engine is told to protect for this task (the default ones included). */
export const protectedGlobs = (task: BenchTask): string[] => [
  ...new Set([...DEFAULTS.protectedPaths, ...task.protectedPaths]),
];

/** Copy the task's repo into a new temp folder and commit it, so the engine sees a clean git repository. */
export async function prepareRepo(task: BenchTask, parent = os.tmpdir()): Promise<string> {
  const dir = fs.mkdtempSync(path.join(parent, `agent-fix-bench-${task.id}-`));
  fs.cpSync(task.repoDir, dir, { recursive: true });
  await git(dir, ['init', '-q']);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '--no-gpg-sign', '-m', `bench task ${task.id}`]);
  return dir;
}

/** `readable`: also require a readable runner summary with a passing test (hidden suites; see below). */
async function check(command: string, cwd: string, readable = true): Promise<HiddenCheck> {
  // A TMPDIR of its own beside the repository: while an engine run is open TMPDIR is its run folder, which the bench's
  // concurrent runs share and the last to end removes, maybe while this command builds there (go test's work folder).
  const tmp = fs.mkdtempSync(path.join(path.dirname(cwd), 'agent-fix-hidden-tmp-'));
  const r = await runCommand(command, {
    cwd,
    env: { ...childEnv(), TMPDIR: tmp },
    timeoutMs: HIDDEN_TIMEOUT_MS,
    maxOutputChars: 20_000,
  }).finally(() => removeTree(tmp));
  const { counts } = parseTestOutput(r.output);
  // Exit 0 alone is not enough: a changed test config (say, pytest addopts = --co) can make a suite run nothing.
  // Hidden suites use runners whose output we read, so unreadable output counts as not passed.
  const ranClean = !readable || (counts !== null && counts.passed > 0 && counts.failed === 0 && counts.errors === 0);
  const passed = r.exitCode === 0 && !r.timedOut && ranClean;
  return {
    command,
    exitCode: r.exitCode,
    timedOut: r.timedOut,
    passed,
    counts,
    durationMs: r.durationMs,
    output: r.output.slice(-OUTPUT_KEPT),
  };
}

/** Copy hidden/ into the repository at `hidden.dest` and run both hidden suites. Leaves the hidden files in place. */
export async function runHidden(task: BenchTask, repo: string): Promise<HiddenVerdict> {
  const dest = path.resolve(repo, task.hidden.dest);
  fs.mkdirSync(dest, { recursive: true });
  fs.cpSync(task.hiddenDir, dest, { recursive: true });
  // One at a time: both may share a build cache or write the same bytecode files.
  const failToPass = await check(task.hidden.fail_to_pass, repo);
  const passToPass = await check(task.hidden.pass_to_pass, repo);
  return { failToPass, passToPass, passed: failToPass.passed && passToPass.passed };
}

/** Changed or new files (per git, ignored ones left out) that the task protects. Run before the hidden files go in. */
export async function protectedChanges(task: BenchTask, repo: string): Promise<string[]> {
  const out = await git(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=all']);
  const entries = out.split('\0');
  const paths: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (!entry) continue;
    paths.push(entry.slice(3));
    if (entry[0] === 'R' || entry[0] === 'C') paths.push(entries[++i] ?? ''); // the rename's source follows
  }
  const match = picomatch(protectedGlobs(task), { dot: true });
  return paths.filter((p) => match(p));
}

export interface TaskSanity {
  task: string;
  before: HiddenVerdict;
  after: HiddenVerdict;
  /** The visible test command on the fixed repository. */
  visibleAfter: HiddenCheck;
  /** The hidden suites judge: fail-to-pass fails before and passes after; pass-to-pass passes both times. */
  ok: boolean;
  problems: string[];
}

/**
 * Proves a task can judge without any agent: on a fresh copy the hidden fail-to-pass suite fails and pass-to-pass
 * passes; after the reference solution (applied by the strict applier) both pass, and so does the visible command.
 */
export async function checkTask(task: BenchTask, parent = os.tmpdir()): Promise<TaskSanity> {
  const before = fs.mkdtempSync(path.join(parent, `agent-fix-sanity-${task.id}-`));
  const after = fs.mkdtempSync(path.join(parent, `agent-fix-sanity-${task.id}-`));
  try {
    fs.cpSync(task.repoDir, before, { recursive: true });
    fs.cpSync(task.repoDir, after, { recursive: true });
    applySolution(after, task.solution);
    // The visible command is judged as the engine judges it: by its exit code.
    const visibleAfter = await check(task.testCommand, after, false);
    const [b, a] = await Promise.all([runHidden(task, before), runHidden(task, after)]);
    const problems: string[] = [];
    if (b.failToPass.passed) problems.push('fail-to-pass already passes before the fix');
    if (!b.passToPass.passed) problems.push('pass-to-pass fails before the fix');
    if (!a.failToPass.passed) problems.push('fail-to-pass fails after the reference solution');
    if (!a.passToPass.passed) problems.push('pass-to-pass fails after the reference solution');
    if (!visibleAfter.passed) problems.push('the visible test command fails after the reference solution');
    return { task: task.id, before: b, after: a, visibleAfter, ok: problems.length === 0, problems };
  } finally {
    removeTree(before);
    removeTree(after);
  }
}

/**
 * The verdict of one run. All three must hold: the engine's own final run passed (its `resolved`), the hidden suites
 * pass, and no protected path changed. The first failing condition is the reason.
 */
export function judge(input: {
  engineStatus: string;
  engineReason?: string;
  hidden: HiddenVerdict | null;
  protectedChanged: string[];
}): { resolved: boolean; reason?: string } {
  if (input.protectedChanged.length)
    return { resolved: false, reason: `protected files changed: ${input.protectedChanged.join(', ')}` };
  if (input.engineStatus !== 'resolved') {
    return {
      resolved: false,
      reason: `engine: ${input.engineStatus}${input.engineReason ? ` (${input.engineReason})` : ''}`,
    };
  }
  if (!input.hidden) return { resolved: false, reason: 'hidden tests not run' };
  if (!input.hidden.failToPass.passed) return { resolved: false, reason: 'hidden fail-to-pass tests fail' };
  if (!input.hidden.passToPass.passed)
    return { resolved: false, reason: 'hidden pass-to-pass tests fail (a regression)' };
  return { resolved: true };
}
