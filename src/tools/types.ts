/** The Tool contract: a zod schema (which becomes the JSON schema the model sees) and a run function over a context. */
import type { z } from 'zod';
import type { Workspace } from '../workspace/workspace.js';
import type { Snapshotter } from '../workspace/snapshot.js';
import type { WorkLayer } from '../workspace/work-layer.js';
import type { ExecResult } from '../process/exec.js';
import type { TestRun } from '../verify/types.js';

/** What the tools may use. Built once per run by the pipeline. */
export interface ToolContext {
  ws: Workspace;
  /** Runs a shell command in the workspace: sandbox, env allowlist and output caps already applied. */
  shell(command: string, timeoutSec: number): Promise<ExecResult>;
  /**
   * Runs the test command (optionally filtered) under the same process control. Undefined command: no tests known.
   * `timeoutSec` is the test command's own limit; `run` takes a shorter one when the run's time is shorter.
   */
  tests: {
    command: string | undefined;
    timeoutSec?: number;
    run(filter?: string, timeoutSec?: number): Promise<TestRun>;
  };
  /** When the run's time is up (epoch ms, from timeout-minutes): no command outlasts it. */
  deadline?: number;
  /** Undoes changes that commands make to files (patch-only edits). */
  snapshots: Snapshotter;
  /**
   * The layer the agent's commands write over the workspace (bwrap): settled after each command instead of the
   * snapshots (src/workspace/work-layer.ts). Absent without bwrap, where commands write the work tree itself.
   */
  layer?: WorkLayer;
  /** Paths (workspace-relative) changed through patch_file / create_file. */
  edited: Set<string>;
  /** Called before an edit is written; returns a refusal reason (test-integrity guard in deny mode) or undefined. */
  guardEdit?(rel: string, before: string | null, after: string): string | undefined;
  /** A safety check could not run (e.g. the syntax guard could not load): the pipeline reports it loudly, once. */
  warn?(message: string): void;
  /**
   * The instruction files (nested AGENTS.md) for a workspace-relative path the agent just read or edited, the first
   * time it gets there; '' when there are none or they were shown already (config/instruction-files.ts).
   */
  instructionsFor?(rel: string): string;
}

/** A command's time limit: its own, or the run's time left if that is shorter. */
export interface CommandBudget {
  seconds: number;
  /** The run's time left set the limit, not the command's own. */
  byDeadline: boolean;
}

/** Below this, a command is not started at all: the run's time is up. */
const MIN_COMMAND_SEC = 1;

/** The limit for a command whose own is `ownSec`; undefined when the run's time is up. */
export function commandBudget(
  ctx: Pick<ToolContext, 'deadline'>,
  ownSec: number,
  now = Date.now(),
): CommandBudget | undefined {
  if (ctx.deadline === undefined) return { seconds: ownSec, byDeadline: false };
  const left = (ctx.deadline - now) / 1000;
  if (left < MIN_COMMAND_SEC) return undefined;
  return left < ownSec ? { seconds: Math.floor(left), byDeadline: true } : { seconds: ownSec, byDeadline: false };
}

/** What a tool answers when the run's time is up before a command could start. */
export const TIME_UP =
  "The run's time is up (timeout-minutes): no more commands run. Call finish with a summary of where the work stands.";

/** A tool's answer. `text` goes to the model; the other fields inform the loop's gate. */
export interface ToolOutcome {
  text: string;
  isError?: boolean;
  /** Set by edit tools when a file changed. */
  edited?: string;
  /** Set by run_tests. */
  testRun?: TestRun;
  /** Set by finish: the model's claim. The loop decides whether it is accepted. */
  finish?: { summary: string };
}

export interface ToolDef<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  schema: S;
  run(args: z.infer<S>, ctx: ToolContext): Promise<ToolOutcome>;
}

export const defineTool = <S extends z.ZodType>(tool: ToolDef<S>): ToolDef<S> => tool;

/** Tool results are bounded: this many characters at most reach the model from any one call. */
export const MAX_RESULT_CHARS = 12_000;
