/** What the Action reports when it ends: the outputs main.ts sets, and whether the step fails. */
import type { DeliveryStatus } from '../deliver/delivery.js';

/** The `status` output: a delivery's status (deliver/delivery.ts), or `skipped` before any. */
export type ActionStatus = DeliveryStatus;

export interface ActionOutcome {
  status: ActionStatus;
  prNumber?: number;
  prUrl?: string;
  branch?: string;
  turns?: number;
  promptTokens?: number;
  completionTokens?: number;
  costUsd?: number | null;
  testsSummary?: string;
  /** The isolation actually in force (`bwrap` or `none`); empty when no command ran. */
  sandbox?: string;
  /** The JSONL trajectory on the runner, when the engine wrote one. */
  trajectoryPath?: string;
  /** The trajectory's workflow-run artifact, when it was uploaded. */
  trajectoryArtifactUrl?: string;
  /** Set when the step must fail; main reports it once with core.setFailed (an ::error:: line and exit code 1). */
  failure?: string;
}
