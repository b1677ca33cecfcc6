/**
 * A run's mode as one object: what the agent may do (its tools), what it is told besides the task (the prompt
 * addendum), when `finish` is accepted (the gate rule) and how its work is proven (verification). The loop and the
 * pipeline read these; they never test a mode's name.
 */
import type { ToolDef } from '../tools/types.js';
import { PLAN_TOOLS, TOOLS } from '../tools/registry.js';
import { PLAN_MODE_ADDENDUM, PLAN_REMINDER_NO_TOOL } from '../agent/prompts.js';
import type { AgentOptions } from '../agent/loop.js';

/** A pull request's base: the merge-base commit and the branch name. */
export interface ProofBase {
  sha: string;
  branch: string;
}

export interface Verification {
  /**
   * Edits are the agent's work and are proven: the full test command on the final tree, the integrity check and
   * fail-to-pass. Without it the run changes nothing: the work tree is restored and the submitted text is the result.
   */
  finalRun: boolean;
  /** Also prove the whole change against this base (a review round: the whole PR against its base branch). */
  againstBase?: ProofBase;
}

export interface Mode {
  readonly name: ModeName;
  /** The tool set the registry offers; the registry, not the prompt, is what keeps a read-only mode read-only. */
  readonly tools: ToolDef[];
  /** Appended to the task message, after a blank line. */
  readonly promptAddendum?: string;
  /** The gate rule: finish is accepted only when the tests passed after the last edit. */
  readonly requireGreenTests: boolean;
  /** How the loop answers finish and a reply without a tool call; unset parts are the fix run's. */
  readonly ending?: Omit<AgentOptions, 'requireGreenTests'>;
  readonly verification: Verification;
}

export type ModeName = 'fix' | 'plan' | 'review' | 'fork';

/** Edit, prove, verify: the default. */
export const fixMode: Mode = {
  name: 'fix',
  tools: TOOLS,
  requireGreenTests: true,
  verification: { finalRun: true },
};

/**
 * A fork's pull request: a fix run on the PR's head, proven the same way; only its delivery differs (suggestions, a
 * patch comment, or a push to the fork's own branch: deliver/fork.ts), because its commits never enter a branch here.
 */
export const forkMode: Mode = { ...fixMode, name: 'fork' };

/**
 * approval: plan. Read-only tools and the plan addendum; finish is accepted without green tests and carries the
 * plan; no final run, and the work tree is left untouched. The result is `planned` with `plan`.
 */
export const planMode: Mode = {
  name: 'plan',
  tools: PLAN_TOOLS,
  promptAddendum: PLAN_MODE_ADDENDUM,
  requireGreenTests: false,
  ending: {
    finishAccepted: 'Plan received. agent-fix posts it for a maintainer to approve.',
    noToolReminder: { text: PLAN_REMINDER_NO_TOOL, log: 'call finish with the plan' },
    submissionNeedsText: true,
  },
  verification: { finalRun: false },
};

/**
 * A review round on the bot's own pull request: a fix run on the PR head whose evidence also holds the whole PR's
 * proof against its base (`whole_change`), besides this round's against the head.
 */
export function reviewMode(base: ProofBase | undefined): Mode {
  return { ...fixMode, name: 'review', verification: { finalRun: true, ...(base ? { againstBase: base } : {}) } };
}

/** The loop's options for this mode: its gate rule and how the run ends. */
export function agentOptions(mode: Mode): AgentOptions {
  return { requireGreenTests: mode.requireGreenTests, ...mode.ending };
}

/** The task message as this mode's agent sees it. */
export function taskWithAddendum(mode: Mode, task: string): string {
  return mode.promptAddendum ? `${task}\n\n${mode.promptAddendum}` : task;
}
