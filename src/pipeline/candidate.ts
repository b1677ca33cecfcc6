/**
 * The candidate commit: the agent's edited paths as git finds them, and the proof tree's commit beside it. The
 * verify phase builds it once the work ends; the model's unfiltered run_tests builds one for each full run.
 */
import { commitDiff, commitStats } from '../workspace/diff.js';
import { buildCandidate, overlayCommit, treeChanges } from '../workspace/candidate.js';
import { listingFits } from '../verify/fail-to-pass.js';
import type { TestRun } from '../verify/types.js';
import type { CandidateRun, Run } from './types.js';
import { restoreNonEdits } from './shared.js';
import { holdStill } from '../verify/tree-layer.js';
import { isTestPath } from '../verify/integrity.js';
import type { EarlyRepeats } from '../verify/repeat.js';
import { earlyRepeats, earlyRepeatsPossible } from './early-repeats.js';

/** The candidate commit and every fact about it, from git objects; `proofCommit` adds the files setup left. */
export async function candidateOf(run: Run, edited: Set<string>) {
  const { ws, base, snapshots, startTree, trajectory } = run;
  // Command side effects on other paths are undone (and planted git data swept) before git reads the edited paths.
  await restoreNonEdits(snapshots, startTree, edited);
  const made = await candidateCommits(run, edited);
  // Reads of git objects only, so they go side by side.
  const [changedFiles, diff] = await Promise.all([
    commitStats(ws.root, base, made.candidate.commit),
    commitDiff(ws.root, base, made.candidate.commit),
  ]);
  trajectory.write('note', { candidate: made.candidate.commit, tree: made.candidate.tree });
  return { ...made, changedFiles, diff };
}

/** The candidate commit from the edited paths as git finds them now, and the commit of its proof tree. */
export async function candidateCommits(run: Run, edited: Set<string>) {
  const { ws, base, startTree } = run;
  const paths = [...edited].sort();
  const candidate = await buildCandidate(ws.root, base, paths, run.lastCandidate);
  run.lastCandidate = candidate;
  const [changes, setupState] = await Promise.all([
    treeChanges(ws.root, base, candidate.commit),
    treeChanges(ws.root, base, startTree),
  ]);
  // The proof tree: the candidate's tree, plus the files setup left that git does not track (builds, configs).
  const setupFiles = setupState.filter(
    (c) => c.status === 'A' && !changes.some((e) => e.path === c.path || c.path.startsWith(`${e.path}/`)),
  );
  const proofCommit = setupFiles.length
    ? await overlayCommit(ws.root, candidate.commit, setupFiles, 'agent-fix: candidate with the setup state')
    : candidate.commit;
  return { paths, candidate, changes, proofCommit };
}

/**
 * The model's unfiltered test run, made as the final run is: the same command, listing and environment, on a clean
 * tree of its edits as they are now (the paths the edit tools changed; not what commands left). The model sees what
 * the proof will see. When it edits nothing after, the candidate has this tree, and this run is the final run
 * (verifyPhase). If git cannot build the candidate (a path behind a symlinked folder) it runs in the work tree.
 */
export async function runOnCandidate(
  run: Run,
  baseline: TestRun,
  edited: Set<string>,
  timeoutSec?: number,
): Promise<CandidateRun> {
  let made: Awaited<ReturnType<typeof candidateCommits>>;
  try {
    made = await candidateCommits(run, edited);
  } catch (err) {
    run.say(`run_tests: no clean tree of the edits (${(err as Error).message}); the run is in the work tree`);
    return { run: await run.runTestsIn(run.ws.root, undefined, { timeoutSec }) };
  }
  // Nothing writes the workspace during this call (the run is in a tree): the trees read its state once.
  const letGo = holdStill(run.ws.root);
  const tree = await run.openTree(made.proofCommit).catch((err: unknown) => {
    letGo();
    throw err;
  });
  const early = repeatsBeside(run, baseline, made);
  try {
    const tests = await run.runTestsIn(tree.dir, undefined, { timeoutSec, listTests: listingFits(baseline) });
    const repeats = await early;
    return { tree: made.candidate.tree, run: tests, ...(repeats ? { repeats } : {}) };
  } finally {
    await early?.catch(() => undefined);
    await tree.dispose();
    letGo();
  }
}

/**
 * The red → green tests' repeats, begun beside the model's unfiltered run (issue 52), where the proof would make them
 * narrowed and side by side (bwrap, no network): the baseline's failing tests, when the edits change no test file (the
 * baseline is then the table's "before", and its red rows are the tests to repeat), each repeat on a clean tree of its
 * own of the same commit, made as the verify phase makes them. The verify phase takes them for its repeats only when
 * this run is its final run and they are the very runs it would make (repeat.ts `withEarlyRepeats`); otherwise it
 * makes its own. Undefined when they cannot be made early; a failure is no repeat (the verify phase makes them).
 */
function repeatsBeside(
  run: Run,
  baseline: TestRun,
  made: Awaited<ReturnType<typeof candidateCommits>>,
): Promise<EarlyRepeats | undefined> | undefined {
  const ids = baseline.failingIds;
  if (!earlyRepeatsPossible(run) || baseline.passed || !ids.length || made.changes.some((c) => isTestPath(c.path)))
    return undefined;
  return earlyRepeats(run, ids, baseline, made.candidate.commit, async (filter) => {
    const tree = await run.openTree(made.proofCommit);
    try {
      return await run.runTestsIn(tree.dir, filter, { listTests: true });
    } finally {
      await tree.dispose();
    }
  });
}
