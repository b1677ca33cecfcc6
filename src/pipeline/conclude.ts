import { zeroUsage } from '../model/types.js';
import { appliedInstructionFiles } from '../config/project-rules.js';
import type { FileStat } from '../workspace/diff.js';
import type { Evidence } from '../verify/evidence.js';
import { proofLevel, proofShortfall, reportShortfall } from '../verify/proof-level.js';
import type { TestRun } from '../verify/types.js';
import type { RunResult } from '../report/run-result.js';
import type { RunStatus } from '../run-status.js';
import { networkText } from '../workspace/network-policy.js';
import type { Spent } from '../agent/outcomes.js';
import type { AgentRun, Run, Verified, WorkDone } from './types.js';
import { candidateRefusal } from './refusals.js';
import { describe, restoreNonEdits } from './shared.js';
import type { Reproduced } from '../verify/deflake.js';
import { notReproducedReason } from '../verify/deflake.js';
import { blobText } from '../workspace/candidate.js';

/** Evidence for a run that has no final run: the baseline alone. */
function unverified(run: Run, baseline: TestRun): Evidence {
  return {
    command: run.testCommand,
    baseline,
    final: null,
    integrity: { mode: run.conclude.testEdits, findings: [] },
    fail_to_pass: null,
  };
}

/** A flaky baseline's conclusion: the failure did not reproduce, so there was nothing to fix. */
export function concludeFlaky(run: Run, baseline: TestRun, reason: string): RunResult {
  return conclude(run, {
    status: 'unresolved',
    reason,
    flaky: true,
    evidence: unverified(run, baseline),
    outcome: { status: 'unresolved', flaky: true, reason },
  });
}

/**
 * A deflake whose flake never showed in the runs of the untouched code: there is no red to prove a change against, so
 * no model call and no change; the table says how many runs passed.
 */
export function concludeNotReproduced(run: Run, baseline: TestRun, flake: Reproduced): RunResult {
  const reason =
    flake.seen === 0
      ? `could not reproduce the flake in ${flake.runs} runs: no run named ${flake.request.test}; give the test's id as the runner names it (--deflake, or the comment's test)`
      : notReproducedReason(flake.request, flake.runs, flake.stopped);
  const evidence: Evidence = {
    ...unverified(run, baseline),
    deflake: {
      test: flake.request.test,
      runs_before: flake.runs,
      failures_before: 0,
      runs_before_limit: flake.request.runsBefore,
      stopped_before: flake.stopped,
      runs_after_planned: 0,
      runs_after: 0,
      failures_after: 0,
      failure_line: '',
      ...(flake.lifted ? { lifted_mark: flake.lifted } : {}),
    },
  };
  return conclude(run, {
    status: 'unresolved',
    reason,
    evidence,
    outcome: { status: 'unresolved', reason, deflake: evidence.deflake },
  });
}

/**
 * The model failed before any edit (the endpoint went away, the key stopped working): no edit tool changed the tree,
 * so no final run repeats the baseline. What its commands wrote is undone (without bwrap they wrote the tree itself;
 * with it, the layer's exit takes out what it moved: work-layer.ts). The failure is the result, with what the turns
 * before it spent.
 */
export async function concludeUnstarted(
  run: Run,
  baseline: TestRun,
  failure: string,
  spent?: Spent,
): Promise<RunResult> {
  await restoreNonEdits(run.snapshots, run.startTree, new Set());
  return conclude(run, {
    status: 'error',
    reason: failure,
    spent,
    evidence: unverified(run, baseline),
    outcome: {
      status: 'error',
      reason: failure,
      turns: spent?.turns ?? 0,
      usage: spent?.usage ?? zeroUsage(),
      cost_usd: spent?.costUsd ?? null,
    },
  });
}

/** A plan run's conclusion: the work tree is left untouched, and the plan is the result. */
export async function concludePlan(run: Run, baseline: TestRun, work: WorkDone): Promise<RunResult> {
  const { agent, failure, spent } = work;
  // No edit tool was offered, so nothing is the agent's work: undo whatever the test runs left behind.
  await restoreNonEdits(run.snapshots, run.startTree, new Set());
  const plan = agent?.exit === 'submitted' ? agent.summary.trim() : '';
  const status: RunStatus = failure ? 'error' : plan ? 'planned' : 'unresolved';
  const reason = failure ?? (plan ? undefined : `no plan was submitted${agent?.reason ? `: ${agent.reason}` : ''}`);
  return conclude(run, {
    status,
    reason,
    plan,
    agent,
    spent,
    evidence: unverified(run, baseline),
    outcome: {
      status,
      reason,
      turns: (agent ?? spent)?.turns ?? 0,
      usage: (agent ?? spent)?.usage,
      cost_usd: (agent ?? spent)?.costUsd ?? null,
      plan,
    },
  });
}

/** A fix run's conclusion: resolved only when the final run passed on a change that may be delivered. */
export async function concludeFix(run: Run, work: WorkDone, verified: Verified): Promise<RunResult> {
  const { agent, failure, spent } = work;
  const { final, changedFiles, evidence, candidate, changes } = verified;
  // Delivery pushes exactly this commit: its tree diff is checked, whatever the tools allowed on the way.
  const refusal = await candidateRefusal(run, changes, changedFiles);
  if (refusal) run.say(`delivery refused: ${refusal}`);
  // A passing suite is not yet proof of this change when its output names tests: the table must show it.
  evidence.proof_level = proofLevel(evidence);
  const claimed = changedFiles.length > 0 && !failure && !refusal;
  // An unchecked report is the reason even for a red run: the red may be the canary's alone.
  const shortfall =
    (claimed ? reportShortfall(evidence) : undefined) ??
    (final.passed && claimed ? proofShortfall(evidence, run.conclude.requireTestProof) : undefined);
  if (shortfall) run.say(`not proven: ${shortfall}`);
  // A deflake of a quarantined test whose change is the lift alone (pipeline/lift.ts) fixes nothing.
  const liftOnly =
    run.lifted && !refusal && !shortfall && !(await changedBeyondLift(run, run.lifted, changedFiles, candidate.commit))
      ? `no change was made beyond lifting the quarantine mark of ${run.tests.deflake?.test ?? 'the test'} (${run.lifted.how}): it is not fixed`
      : undefined;
  const status: RunStatus = failure
    ? 'error'
    : refusal || shortfall || liftOnly
      ? 'unresolved'
      : final.passed && changedFiles.length > 0
        ? 'resolved'
        : 'unresolved';
  const reason =
    failure ??
    (refusal ? `delivery refused: ${refusal}` : undefined) ??
    (shortfall ? `not proven: ${shortfall}` : undefined) ??
    liftOnly ??
    (changedFiles.length === 0
      ? final.passed
        ? 'no change was made (the tests pass on the untouched code)'
        : `no change was made and the tests still fail: ${describe(final)}`
      : !final.passed
        ? `the final test run failed: ${describe(final)}`
        : undefined);
  // A spent rate limit is the headline: it says why the run stopped and when it can go on. So is a stuck loop.
  const why =
    agent?.budget === 'rate-limit' || agent?.exit === 'stuck' ? [agent.reason, reason] : [reason, agent?.reason];
  const unresolvedWhy = status === 'resolved' ? undefined : why.filter(Boolean).join('; ');
  return conclude(run, {
    status,
    reason: unresolvedWhy,
    agent,
    spent,
    evidence,
    changedFiles,
    diff: verified.diff,
    ...(refusal ? { deliveryRefused: refusal } : {}),
    ...(changedFiles.length ? { candidate: { commit: candidate.commit, tree: candidate.tree } } : {}),
    outcome: {
      status,
      reason: unresolvedWhy,
      turns: (agent ?? spent)?.turns ?? 0,
      usage: (agent ?? spent)?.usage ?? zeroUsage(),
      cost_usd: (agent ?? spent)?.costUsd ?? null,
      changed_files: changedFiles,
      budget: agent?.budget,
      ...(agent?.exit === 'stuck' ? { stopped: 'stuck' } : {}),
      evidence,
    },
  });
}

interface Conclusion {
  status: RunStatus;
  reason?: string;
  flaky?: boolean;
  plan?: string;
  agent?: AgentRun;
  /** No agent result (the model failed mid-run): what its turns spent before. */
  spent?: Spent;
  evidence: Evidence;
  changedFiles?: FileStat[];
  diff?: string;
  deliveryRefused?: string;
  candidate?: RunResult['candidate'];
  /** The trajectory's outcome record. */
  outcome: Record<string, unknown>;
}

/** Phase 5: the one place a RunResult is built, after the trajectory records the outcome. */
function conclude(run: Run, c: Conclusion): RunResult {
  const { agent } = c;
  const used = agent ?? c.spent;
  run.trajectory.write('outcome', c.outcome);
  return {
    status: c.status,
    reason: c.reason,
    ...(c.flaky ? { flaky: true } : {}),
    ...(c.plan ? { plan: c.plan } : {}),
    turns: used?.turns ?? 0,
    usage: used?.usage ?? zeroUsage(),
    costUsd: used ? used.costUsd : c.flaky ? 0 : null,
    summary: agent?.summary,
    ...(agent ? { finalMessage: finalMessage(agent) } : {}),
    evidence: c.evidence,
    changedFiles: c.changedFiles ?? [],
    diff: c.diff ?? '',
    ...(c.deliveryRefused ? { deliveryRefused: c.deliveryRefused } : {}),
    ...(c.candidate ? { candidate: c.candidate } : {}),
    durationMs: Date.now() - run.started,
    budgetExhausted: agent?.budget,
    ...(agent?.exit === 'stuck' ? { stopped: 'stuck' as const } : {}),
    toolErrors: used?.toolErrors ?? 0,
    baseCommit: run.base,
    ...run.sandboxFacts,
    ...networkFacts(run),
    testCommandReason: run.testCommandReason,
    instructionFiles: appliedInstructionFiles(run.hooks.rules, run.folderInstructions.applied),
    warnings: run.warnings,
  };
}

/** The finish summary or hand-off note; when there is none, the last text an assistant message carried. */
function finalMessage(agent: AgentRun): string {
  const said = agent.summary.trim();
  if (said) return said;
  for (const m of [...agent.messages].reverse()) {
    if (m.role === 'assistant' && typeof m.content === 'string' && m.content.trim()) return m.content.trim();
  }
  return '';
}

/** The network policy in force and what its proxy refused (read before the sandbox is disposed). */
function networkFacts(run: Run): Pick<RunResult, 'network' | 'networkRefused'> {
  const refused = run.sandbox.refusedHosts();
  if (refused.length) run.trajectory.write('note', { network_refused: refused });
  return { network: networkText(run.conclude.network), ...(refused.length ? { networkRefused: refused } : {}) };
}

/** Whether the candidate changes more than the lifted mark: another file, or the lifted file past the lift. */
async function changedBeyondLift(
  run: Run,
  lifted: NonNullable<Run['lifted']>,
  changedFiles: { path: string }[],
  commit: string,
): Promise<boolean> {
  if (changedFiles.some((f) => f.path !== lifted.file)) return true;
  if (!changedFiles.length) return false;
  return (await blobText(run.ws.root, commit, lifted.file).catch(() => undefined)) !== lifted.content;
}
