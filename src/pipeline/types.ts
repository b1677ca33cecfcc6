/** What the phases share: the run every phase reads (`Run`), the hooks the caller gives, and what one phase hands the next. */
import type { PhaseSettings } from '../config/phase-settings.js';
import type { FolderInstructions } from '../config/instruction-files.js';
import type { Model } from '../model/types.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Snapshotter } from '../workspace/snapshot.js';
import type { WorkLayer } from '../workspace/work-layer.js';
import type { FileStat } from '../workspace/diff.js';
import type { Candidate, TreeChange } from '../workspace/candidate.js';
import type { Sandbox } from '../workspace/sandbox/index.js';
import type { ProofTree } from '../verify/proof-tree.js';
import type { Evidence } from '../verify/evidence.js';
import type { BaseIdentity } from '../verify/canary.js';
import type { TestRun } from '../verify/types.js';
import type { EarlyRepeats } from '../verify/repeat.js';
import type { ProjectRules } from '../config/project-rules.js';
import type { runAgent } from '../agent/loop.js';
import type { Spent } from '../agent/outcomes.js';
import type { Trajectory } from '../report/trajectory.js';
import type { RunResult } from '../report/run-result.js';
import type { Mode } from '../modes/mode.js';
import type { Reproduced } from '../verify/deflake.js';
import type { QuarantineLift } from '../deliver/quarantine-mark.js';

export interface RunHooks {
  onProgress?(line: string): void;
  /** A safety check could not run (CLI: a stderr line; Action: core.warning). Default: onProgress. */
  onWarning?(line: string): void;
  /** Use this model instead of the one the config names (bench oracle, tests). */
  model?: Model;
  /** CI-failure mode: the baseline must reproduce the failure. */
  ciFailure?: boolean;
  /** The run's mode (src/modes/): its tools, prompt addendum, gate rule and verification. Default: `fixMode`. */
  mode?: Mode;
  /**
   * The project rules the caller read (config/project-rules.ts): the nested AGENTS.md files are shown to the agent as
   * it reaches their folders, and the result lists every instruction file that applied. The task section is the
   * caller's (it is part of `config.task`).
   */
  rules?: ProjectRules;
  /**
   * The commit whose files choose the test command when none is given: a fork's PR (the Action) or `--pr` (the CLI)
   * names its base, so the PR's own `package.json` or `pytest.ini` never decides what proves it. Default: the work tree.
   */
  testCommandFrom?: string;
  /** Why the caller chose `sandbox: none`, for the sandbox line (the demo's replay); default "sandbox: none was asked for". */
  sandboxNoneWhy?: string;
  /** Milestones for a progress display (the Action's progress comment): called synchronously, must not throw. */
  onEvent?(event: RunEvent): void;
}

export type RunEvent =
  | { kind: 'baseline'; passed: boolean; detail: string }
  /** A successful patch_file or create_file; `files`: every path changed so far. */
  | { kind: 'edit'; path: string; edits: number; files: string[] }
  | { kind: 'verification'; command: string }
  | { kind: 'final'; passed: boolean; detail: string };

/** What every phase reads: its slice of the run's settings, the workspace and the services prepared for it. */
export interface Run {
  /** The baseline's: the flaky retries. */
  tests: PhaseSettings['tests'];
  /** The agent loop's. */
  work: PhaseSettings['work'];
  /** The proof's: test-edits, the network, the tests' timeout. */
  verify: PhaseSettings['verify'];
  /** The conclusion's. */
  conclude: PhaseSettings['conclude'];
  hooks: RunHooks;
  started: number;
  say: (line: string) => void;
  warn: (line: string) => void;
  ws: Workspace;
  base: string;
  testCommand: string;
  testCommandReason: string;
  model: Model;
  trajectory: Trajectory;
  sandbox: Sandbox;
  snapshots: Snapshotter;
  /**
   * The agent commands' layer (bwrap), once the work phase made it: the pipeline's `finally` closes it, the one exit
   * that takes out of the host tree what commands made and no edit tool kept (workspace/work-layer.ts).
   */
  workLayer?: WorkLayer;
  /**
   * A deflake run's runs of the untouched code (pipeline/deflake.ts), once they reproduced the flake: the verify phase
   * repeats the candidate's runs M times by them and reports both sides (`evidence.deflake`).
   */
  flake?: Reproduced;
  /**
   * A deflake run of a test in quarantine (its mark in the base tree, deliver/quarantine-mark.ts): the mark lifted in
   * the work tree before setup, so every proof run runs the test, and the lifted file an edit of the candidate's from
   * the start (pipeline/lift.ts).
   */
  lifted?: QuarantineLift;
  /** The tree after setup: everything since that is not an edit is undone. */
  startTree: string;
  /** The last candidate built (a full run_tests, then the verify phase): the same tree is the same commit. */
  lastCandidate?: Candidate;
  /** The tree before setup (a dry run goes back to it); `startTree` when there is no setup or no dry run. */
  initialTree: string;
  /** A dry run with setup: the ignored entries before setup, so that those it made go too (shared.ts). */
  initialIgnored?: Set<string>;
  warnings: string[];
  sandboxFacts: Pick<RunResult, 'sandbox' | 'sandboxNote' | 'sandboxChanges' | 'ignoredFilesNote' | 'proofIsolation'>;
  mode: Mode;
  /** Nested AGENTS.md files, each shown once with the first tool result in its folder. */
  folderInstructions: FolderInstructions;
  /**
   * The baseline, once it ran: proof runs place their canary tests beside the tests it named (verify/canary.ts).
   */
  proofAnchor: {
    baseline?: TestRun;
    /** The base tree's identity (its Go module), read before any edit: canaries are placed by it (canary.ts). */
    base?: BaseIdentity;
    /** The base tree had a place for canaries: a proof run that comes back `unchecked` is then no proof. */
    checkable?: boolean;
  };
  /**
   * The test command in `cwd` (the workspace, or a proof tree). `fresh` (the baseline): in the workspace, over the
   * frozen home and dependency folders through a layer thrown away when it ends (`Sandbox.wrapFresh`).
   */
  runTestsIn(
    cwd: string,
    filter?: string,
    options?: { listTests?: boolean; timeoutSec?: number; fresh?: boolean },
  ): Promise<TestRun>;
  /** A clean checkout of `commit` with the setup's dependency folders linked in (src/verify/proof-tree.ts). */
  openTree(commit: string): Promise<ProofTree>;
}

export type AgentRun = Awaited<ReturnType<typeof runAgent>>;

export interface WorkDone {
  agent?: AgentRun;
  /** The model failed mid-run: the work is kept and verified anyway, and the run reports this error. */
  failure?: string;
  /** With a failure: the turns, tokens and cost spent before it (there is no `agent` result then). */
  spent?: Spent;
  edited: Set<string>;
  /** The model's last unfiltered test run, made on a clean tree of its edits as they were then (runOnCandidate). */
  lastFullRun?: CandidateRun;
  /** Candidate trees some full run of the model failed on: their later passing run is not the final run. */
  failedTrees?: Set<string>;
}

/** A run of the full test command on a clean tree of the candidate whose tree is `tree` (none: in the work tree). */
export interface CandidateRun {
  tree?: string;
  run: TestRun;
  /** The red → green tests' repeats made beside it, on clean trees of the same tree (candidate.ts `earlyRepeats`). */
  repeats?: EarlyRepeats;
}

export interface Verified {
  final: TestRun;
  evidence: Evidence;
  changedFiles: FileStat[];
  diff: string;
  candidate: Candidate;
  /** The candidate's tree diff against the base (no renames): what delivery checks. */
  changes: TreeChange[];
}
