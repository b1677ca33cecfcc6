/** What the Action reports when it ends: the outputs main.ts sets, and whether the step fails. */
import type { ArtifactEnv } from '../deliver/artifact.js';
import type { DeliveryStatus } from '../deliver/delivery.js';
import type { DeflakeRequest } from '../deliver/flaky-tracker.js';

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
  /** The agent's hand-off note (the `final-message` output), redacted and bounded; absent when the agent never ran. */
  finalMessage?: string;
  /** A flaky verdict recorded in the tracking issue: its test's count (`flaky-seen`) and the issue (`flaky-issue-url`). */
  flaky?: { seen: number; issueUrl: string };
  /**
   * The flaky test that reached `flaky-threshold` with this verdict (`deflake-test`): what a deflake run takes on
   * (deliver/flaky-tracker.ts `DeflakeRequest`).
   */
  deflake?: DeflakeRequest;
  /** Set when the step must fail; main reports it once with core.setFailed (an ::error:: line and exit code 1). */
  failure?: string;
}

/** The Action's channels: log lines, annotations, the job summary, and what the runner hands over. */
export interface ActionIO {
  info(line: string): void;
  warning(line: string): void;
  error(line: string): void;
  /** An annotation that stays visible on the run page (core.notice); falls back to info. */
  notice?(line: string): void;
  /** Appends Markdown to the job summary. */
  summary(markdown: string): Promise<void>;
  /**
   * There is no job summary (GITHUB_STEP_SUMMARY unset, as in a local run): `summary` drops its text, so what only the
   * summary would carry (a dry run's diff and PR body) goes to the log instead.
   */
  noJobSummary?: boolean;
  /** The runner's artifact service variables (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, …); absent: no upload. */
  artifactEnv?: ArtifactEnv;
  /** Least gap between two step edits of the progress comment (deliver/comments.ts); default 10 s. */
  progressIntervalMs?: number;
  /**
   * The runner cancelled the job (SIGINT / SIGTERM) and the progress comment says so: end the process now, failed.
   * Default: exit code 1.
   */
  cancelled?(message: string): void;
}
