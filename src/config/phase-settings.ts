/**
 * The engine's settings (`RunConfig`) narrowed once, at the top of a run (`runPipeline`), into what each phase reads,
 * as the Action splits its inputs (action-inputs.ts `inputSlices`): no phase or helper receives the whole config.
 */
import type { RunConfig } from './schema.js';

/** RunConfig split by the phase that reads each key; the type is `PhaseSettings`. */
export function phaseSettings(c: RunConfig) {
  return {
    /** Opening the workspace: the folder, its uncommitted work, the paths no edit may touch. */
    workspace: { repo: c.repo, dirtyTree: c.dirtyTree, protectedPaths: c.protectedPaths },
    /** The model client (model/factory.ts `ModelSettings`). */
    model: {
      model: c.model,
      apiKey: c.apiKey,
      baseUrl: c.baseUrl,
      apiKeySource: c.apiKeySource,
      toolProtocol: c.toolProtocol,
    },
    /** The trajectory file; none: not written. */
    trajectoryPath: c.trajectoryPath,
    /**
     * The sandbox every command runs in, and the commands' network; a bare `localhost` reads the job's services'
     * ports (the Action; absent in the CLI) and leaves the model endpoint's port out.
     */
    sandbox: {
      mode: c.sandbox,
      network: c.network,
      implied: { ...(c.jobServices ? { services: c.jobServices } : {}), ...(c.baseUrl ? { modelUrl: c.baseUrl } : {}) },
      /** The setup command's network (registries by default; `all` is not honoured on a fork's PR); none without setup. */
      ...(c.setupCommand ? { setup: { network: c.setupNetwork, fork: c.forkHead } } : {}),
    },
    /** The setup command; a dry run puts the tree back as it was before it. */
    setup: { setupCommand: c.setupCommand, dryRun: c.dryRun },
    /** The test command given (else detected), how often a red baseline is retried, and a deflake's request. */
    tests: {
      testCommand: c.testCommand,
      flakyRetries: c.flakyRetries,
      /** A deflake run's test and its runs (verify/deflake.ts); none for any other run. */
      ...(c.deflake
        ? { deflake: { test: c.deflake, runsBefore: c.deflakeRunsBefore, budgetMinutes: c.deflakeBudgetMinutes } }
        : {}),
    },
    /** The agent loop: the task, its budgets, the edit guard's limits, the context budget and the tests' timeout. */
    work: {
      task: c.task,
      model: c.model,
      baseUrl: c.baseUrl,
      contextTokens: c.contextTokens,
      maxTurns: c.maxTurns,
      maxCostUsd: c.maxCostUsd,
      modelPrice: c.modelPrice,
      timeoutMinutes: c.timeoutMinutes,
      maxChangedFiles: c.maxChangedFiles,
      maxWrittenFiles: c.maxWrittenFiles,
      maxWrittenMb: c.maxWrittenMb,
      maxIgnoredMb: c.maxIgnoredMb,
      testEdits: c.testEdits,
      testTimeoutSec: c.testTimeoutSec,
    },
    /** The proof: test-edits (the integrity check), the network (may proofs run side by side), the tests' timeout. */
    verify: { testEdits: c.testEdits, network: c.network, testTimeoutSec: c.testTimeoutSec },
    /** The conclusion: the proof bar, the diff limit, and the test-edits mode and network the result reports. */
    conclude: {
      requireTestProof: c.requireTestProof,
      maxDiffLines: c.maxDiffLines,
      testEdits: c.testEdits,
      network: c.network,
    },
  };
}

export type PhaseSettings = ReturnType<typeof phaseSettings>;
