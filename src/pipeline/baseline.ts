import { ConfigError } from '../errors.js';
import { goModule, placeCanaries } from '../verify/canary.js';
import { runBaseline } from '../verify/fail-to-pass.js';
import type { TestRun } from '../verify/types.js';
import { warmIndex } from '../workspace/candidate.js';
import type { Run } from './types.js';
import { describe, restoreNonEdits } from './shared.js';

/** Phase 2: the tests on the untouched code (retried for CI failures, to tell a real failure from a flaky one). */
export async function runBaselinePhase(run: Run): Promise<Awaited<ReturnType<typeof runBaseline>>> {
  const { say, trajectory, hooks } = run;
  say('baseline: running the tests on the untouched code');
  // Setup alone made the proof's pristine state (Sandbox.freeze): the baseline runs the code under test, which on a
  // fork's PR or a review round is not ours, so what it writes in the home or the dependency folders goes into a layer
  // thrown away when it ends and reaches no later run (guarantee 10).
  run.sandbox.freeze();
  // The candidates start from the base's index: read while the tests go (workspace/candidate.ts).
  warmIndex(run.ws.root, run.base);
  const result = await runBaseline(
    async () => {
      const tests = await run.runTestsIn(run.ws.root, undefined, { fresh: true });
      await restoreNonEdits(run.snapshots, run.startTree, new Set());
      return tests;
    },
    { flakyRetries: run.tests.flakyRetries, ciFailure: Boolean(hooks.ciFailure) },
  );
  const baseline = result.run;
  run.proofAnchor.baseline = baseline;
  // Who the project is, from the untouched tree (the workspace before any edit): the canaries' place in every proof
  // tree, and whether this tree had one at all, so a candidate that leaves its report unchecked is not proven.
  const goMod = goModule(run.ws.root);
  const deflaked = run.tests.deflake?.test;
  run.proofAnchor.base = { ...(goMod ? { goModule: goMod } : {}), ...(deflaked ? { testIds: [deflaked] } : {}) };
  const placed = placeCanaries(run.testCommand, undefined, baseline, run.ws.root, run.proofAnchor.base);
  run.proofAnchor.checkable = !('status' in placed);
  const notStarted = testCommandNotStarted(run.testCommand, baseline);
  if (notStarted) {
    trajectory.write('tests', { phase: 'baseline', run: baseline, not_started: true });
    throw new ConfigError(notStarted);
  }
  trajectory.write('tests', {
    phase: 'baseline',
    run: baseline,
    runs: result.runs.length,
    flaky: result.flaky,
    reason: result.reason,
  });
  say(`baseline: ${describe(baseline)}; ${result.reason}`);
  hooks.onEvent?.({ kind: 'baseline', passed: baseline.passed, detail: describe(baseline) });
  return result;
}

/**
 * What a shell or an interpreter prints when it fails before the test runner starts: the folder to run in cannot be
 * entered (pyenv, a `cd` in the command), the runner's module is not installed (`python3 -m pytest`), the script is
 * not there. Each is matched only on the first lines the command printed, and only when no test was counted: a test
 * file that fails to import prints a runner's report around the same words, and stays a red baseline.
 */
const DID_NOT_START: Array<{ re: RegExp; what: string }> = [
  { re: /^pyenv: cannot change working directory/, what: 'the folder to run in could not be entered' },
  {
    re: /^(?:\S*\/)?(?:sh|bash|dash|zsh)(?:: line \d+|: \d+)?: (?:line \d+: )?cd: /,
    what: 'a cd in the command failed',
  },
  { re: /^(?:\S*\/)?python[\d.]*: No module named \S+/, what: "the interpreter could not find the runner's module" },
  { re: /^(?:\S*\/)?python[\d.]*: can't open file /, what: 'the interpreter could not open the script' },
  {
    re: /^(?:\S*\/)?(?:sh|bash|dash|zsh): (?:line )?\d+: \S+: (?:not found|Permission denied)$/,
    what: 'a program in the command could not start',
  },
];

/** How many of the first lines the command printed are read for a start failure: a runner prints its banner first. */
const FIRST_LINES = 3;

/**
 * Why the test command never ran a test: the shell's 127 (not found) or 126 (not executable), or the shell or the
 * interpreter failing before the runner printed anything (DID_NOT_START), with no test counted. A red baseline would
 * send the model to "fix" code no test ran on, turn after turn; this stops before the first call, as an environment
 * fault the user must fix.
 */
export function testCommandNotStarted(command: string, baseline: TestRun): string | undefined {
  if (baseline.timedOut || baseline.exitCode === 0) return undefined;
  if (baseline.counts && baseline.counts.passed + baseline.counts.failed > 0) return undefined;
  const tail = baseline.output.trim().split('\n').slice(-5).join('\n');
  const advice =
    'Give the right command with --test-command (Action input test-command), or install what it needs with ' +
    '--setup-command (Action input setup-command)';
  if (baseline.exitCode === 126 || baseline.exitCode === 127) {
    const what = baseline.exitCode === 127 ? 'command not found' : 'permission denied: not executable';
    return `the test command \`${command}\` could not start (exit ${baseline.exitCode}, ${what}) before any test ran:\n${tail}\n${advice}`;
  }
  const first = baseline.output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, FIRST_LINES);
  for (const { re, what } of DID_NOT_START) {
    const line = first.find((l) => re.test(l));
    if (!line) continue;
    const folder = /working directory|cd: /.test(line)
      ? '. If the folder is there, the sandbox user (nobody, when agent-fix runs as root) may not be able to enter it or a folder above it: make them readable to others (chmod o+rx), or run from a folder that is'
      : '';
    return (
      `the test command \`${command}\` did not start (exit ${baseline.exitCode}: ${what}) before any test ran; this is ` +
      `the environment, not the code:\n${line}\n${advice}${folder}`
    );
  }
  return undefined;
}
