/** What one engine run ends with: status, proof, change, usage and the facts every report shows. */
import type { Usage } from '../model/types.js';
import type { RunStatus } from '../run-status.js';
import type { Evidence } from '../verify/evidence.js';
import type { FileStat } from '../workspace/diff.js';
import type { RefusedHost } from '../workspace/proxy.js';

export interface RunResult {
  status: RunStatus;
  /** Why the run is not resolved (or what went wrong). */
  reason?: string;
  turns: number;
  usage: Usage;
  costUsd: number | null;
  /** The agent's finish summary, or its hand-off note when a budget ran out. */
  summary?: string;
  /**
   * The agent's last word to whoever reads the run (the Action's `final-message` output): the finish summary or the
   * hand-off note, else the last text it wrote before the run ended (a rate limit, a failed wrap-up turn).
   */
  finalMessage?: string;
  evidence: Evidence;
  changedFiles: FileStat[];
  diff: string;
  /**
   * The candidate commit (parent: baseCommit) whose clean checkout the final run proved; delivery pushes a commit of
   * exactly this tree. Absent when nothing changed.
   */
  candidate?: { commit: string; tree: string };
  /** Why delivery refused the change (protected or outside path, max-diff-lines): it is never pushed. */
  deliveryRefused?: string;
  durationMs: number;
  /** Which budget ran out, if one did. */
  budgetExhausted?: string;
  /** `stuck`: the agent went round in circles (finish refused, or one call repeated, with no edit between). */
  stopped?: 'stuck';
  toolErrors: number;
  /** The commit the work started from. */
  baseCommit: string;
  sandbox: string;
  /** The sandbox's own description (what is isolated), for the log and the reports. */
  sandboxNote?: string;
  /** What agent-fix changed on the machine to set the sandbox up (installed bwrap, lifted a sysctl). */
  sandboxChanges?: string[];
  /** How the proof runs were kept apart from what the agent's commands wrote: `layers`, or `none` without bwrap. */
  proofIsolation?: 'layers' | 'none';
  /** Which git-ignored files the snapshots do not cover, so changes commands make to them are not undone. */
  ignoredFilesNote?: string;
  /** The commands' network policy in force, as the `network` setting spells it. */
  network?: string;
  /** Hosts the allowlist proxy refused (a `network` of domains): what a maintainer may add to the list. */
  networkRefused?: RefusedHost[];
  testCommandReason?: string;
  /** The CI failure did not reproduce reliably here: nothing was attempted. */
  flaky?: boolean;
  /** Plan runs: the plan the model submitted with finish (status `planned`). */
  plan?: string;
  /** The instruction files given to the agent (AGENTS.md on the way to what it read or edited, CLAUDE.md, …). */
  instructionFiles?: string[];
  /** Safety checks that could not run (e.g. the syntax guard was off): shown in every report of the run. */
  warnings?: string[];
}
