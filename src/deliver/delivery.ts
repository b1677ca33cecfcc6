/**
 * The delivery contract: what every delivery (fix, plan, review round) is given, what it ends with, and the narrow IO
 * it reports through. A delivery turns one engine result into something on GitHub; the caller (the Action's flow or
 * the CLI) decides how the outcome is shown. A new delivery (e.g. a check run instead of a PR) is one file here that
 * ends with a `DeliveryOutcome`, plus its row in the caller's table (src/README.md, "Where a change lands").
 */

/** How a delivery ended, in the Action's output vocabulary (`status`); the CLI maps it to its exit codes. */
export type DeliveryStatus = 'resolved' | 'unresolved' | 'skipped' | 'error';

/** The pull request a delivery opened or updated. */
export interface DeliveredPull {
  number: number;
  url: string;
  created: boolean;
}

export interface DeliveryOutcome {
  status: DeliveryStatus;
  /** The bot branch the change is on, when something was pushed. */
  branch?: string;
  /** The pushed commit. */
  commit?: string;
  pr?: DeliveredPull;
  /** Things that went wrong without stopping the delivery (a label, a reviewer request). */
  warnings: string[];
  /** Set when the step must fail: what happened and what to change. */
  failure?: string;
}

/** What a delivery may say while it works; never a place to put secrets (callers redact). */
export interface DeliveryIO {
  info(line: string): void;
  warn(line: string): void;
}
