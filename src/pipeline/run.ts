/**
 * The engine's flow, shared by the CLI and the Action: workspace → setup → baseline → agent loop → verification.
 * When the agent's work ends, its edits become the candidate commit (src/workspace/candidate.ts); the final run and
 * the fail-to-pass runs happen on a clean checkout of that commit, and Delivery pushes that commit's tree. The work
 * tree is never read back after the candidate is made. Work is never thrown away: the agent's edits also stay in the
 * tree (uncommitted), and in `diff`.
 */
import type { RunConfig } from '../config/schema.js';
import { phaseSettings } from '../config/phase-settings.js';
import type { RunResult } from '../report/run-result.js';
import type { Run, RunHooks } from './types.js';
import { openRunFolder } from '../process/run-folder.js';
import { prepare } from './prepare.js';
import { runBaselinePhase } from './baseline.js';
import { workPhase } from './work.js';
import { verifyPhase } from './verify.js';
import { concludeFix, concludeFlaky, concludeNotReproduced, concludeUnstarted, concludePlan } from './conclude.js';
import { reproducePhase } from './deflake.js';
import { removeNewIgnored, restoreAll } from './shared.js';
import { proofTreesRemoved } from '../verify/proof-tree.js';
import type { HostRestored } from '../workspace/work-layer.js';
import { openRunObjects } from '../workspace/run-objects.js';

/**
 * One engine run in five named phases: prepare (workspace, test command, model, sandbox, setup), baseline (the tests on
 * the untouched code), work (the agent loop), verify (the final run and the proofs) and conclude (the one result).
 */
export async function runPipeline(config: RunConfig, hooks: RunHooks = {}): Promise<RunResult> {
  // Narrowed once, here: each phase reads its own slice, none the whole config.
  const settings = phaseSettings(config);
  // The run's own temporary folder and record: what a SIGKILL would leave, the next run repairs (prepare).
  const closeRunFolder = openRunFolder();
  // Every object the run's git writes in the user's repository goes to a private store in the run's folder; only the
  // commit the result names is copied in at the end (issue 55).
  const objects = await openRunObjects(settings.workspace.repo);
  let run: Run;
  try {
    run = await prepare(settings, hooks);
  } catch (err) {
    objects?.close();
    closeRunFolder();
    throw err;
  }
  let result: RunResult | undefined;
  try {
    result = await runPhases(run);
    return result;
  } finally {
    // Dry run: the diff is the whole output; the work tree goes back to how it was before setup, whatever happened.
    if (settings.setup.dryRun) await restoreAll(run.snapshots, run.initialTree);
    if (run.initialIgnored) await removeSetupOutput(run, run.initialIgnored);
    // Every way out (a result, an error, a throw) takes out what the commands' layer put in the work tree and no edit
    // tool kept; a cancellation does the same in the process's 'exit' (issue 55).
    if (run.workLayer) sayRestored(run, run.workLayer.close());
    run.snapshots.dispose();
    run.sandbox.dispose();
    await proofTreesRemoved();
    // The commit the result names (the candidate the Action pushes, the CLI's `--json` answer) is the one thing the
    // run adds to the user's repository.
    if (objects && result?.candidate)
      await objects
        .keep(result.candidate.commit)
        .catch((err: unknown) =>
          run.say(
            `git: the candidate ${result!.candidate!.commit.slice(0, 7)} could not be copied into the repository (${err instanceof Error ? err.message : String(err)}); its diff is in the report`,
          ),
        );
    objects?.close();
    closeRunFolder();
  }
}

/** Baseline, work, verify and conclude: the run's one result. */
async function runPhases(run: Run): Promise<RunResult> {
  const baseline = await runBaselinePhase(run);
  // A failure that does not reproduce is not ours to "fix": no model call, no change, no PR.
  if (baseline.flaky) return concludeFlaky(run, baseline.run, baseline.reason);
  // A deflake: the test must be seen failing on the untouched code first, or there is nothing to prove against.
  const deflake = run.tests.deflake;
  if (deflake) {
    run.flake = await reproducePhase(run, deflake, baseline.run);
    if (!run.flake.failed) return concludeNotReproduced(run, baseline.run, run.flake);
  }
  const work = await workPhase(run, baseline.run, run.flake?.failed);
  // The model failed before any edit: the tree is the baseline's, and a final run would only repeat it.
  if (work.failure && [...work.edited].every((f) => f === run.lifted?.file))
    return await concludeUnstarted(run, baseline.run, work.failure, work.spent);
  if (!run.mode.verification.finalRun) return await concludePlan(run, baseline.run, work);
  const verified = await verifyPhase(run, baseline.run, work);
  return await concludeFix(run, work, verified);
}

/** A dry run with setup: the ignored files setup (or a run) made go too, said in the log; a failure is said too. */
async function removeSetupOutput(run: Run, before: Set<string>): Promise<void> {
  try {
    const removed = await removeNewIgnored(run.ws.root, before);
    const shown = `${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ', …' : ''}`;
    if (removed.length) run.say(`dry run: removed the git-ignored files made since the start (${shown})`);
  } catch (err) {
    run.warn(
      `dry run: the git-ignored files made since the start could not all be removed (${(err as Error).message}); \`git status --ignored\` shows them`,
    );
  }
}

/** One line for the log when the exit took something out of the work tree. */
function sayRestored(run: Run, restored: HostRestored): void {
  const { removed, folders } = restored;
  if (!removed.length && !folders.length) return;
  const shown = (paths: string[]) => `${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`;
  run.say(
    `work tree: removed what commands made there and no edit tool kept (${[
      ...(removed.length ? [`${removed.length} file(s): ${shown(removed)}`] : []),
      ...(folders.length ? [`${folders.length} folder(s): ${shown(folders)}`] : []),
    ].join('; ')})`,
  );
}
