/** The Tool contract: a zod schema (which becomes the JSON schema the model sees) and a run function over a context. */
import type { z } from 'zod';
import type { Workspace } from '../workspace/workspace.js';
import type { Snapshotter } from '../workspace/snapshot.js';
import type { ExecResult } from '../process/exec.js';
import type { TestRun } from '../verify/types.js';

/** What the tools may use. Built once per run by the pipeline. */
export interface ToolContext {
  ws: Workspace;
  /** Runs a shell command in the workspace: sandbox, env allowlist and output caps already applied. */
  shell(command: string, timeoutSec: number): Promise<ExecResult>;
  /** Runs the test command (optionally filtered) under the same process control. Undefined command: no tests known. */
  tests: { command: string | undefined; run(filter?: string): Promise<TestRun> };
  /** Undoes changes that commands make to files (patch-only edits). */
  snapshots: Snapshotter;
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
