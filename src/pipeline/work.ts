import { DEFAULTS, type RunConfig } from '../config/schema.js';
import { ModelError } from '../model/types.js';
import { costOf } from '../model/cost.js';
import { endpointProfile, learnedContextBudget, rememberContextBudget } from '../model/endpoint.js';
import { ContextBudgetError, ContextManager } from '../context/manager.js';
import { activeEncoding, pendingTokenizer } from '../context/tokens.js';
import { folderInstructionsNote } from '../config/project-rules.js';
import { runCommand } from '../process/exec.js';
import { ToolRegistry } from '../tools/registry.js';
import type { ToolContext } from '../tools/types.js';
import { childEnv } from '../security/env.js';
import { fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { failureExcerpt } from '../verify/excerpt.js';
import { checkEditIntegrity } from '../verify/integrity.js';
import type { TestRun } from '../verify/types.js';
import { runAgent } from '../agent/loop.js';
import { AgentFailed } from '../agent/outcomes.js';
import { agentOptions, taskWithAddendum } from '../modes/mode.js';
import type { CandidateRun, Run, WorkDone } from './types.js';
import { runOnCandidate } from './candidate.js';
import { WorkLayer } from '../workspace/work-layer.js';
import { IgnoredBound, MB } from '../workspace/ignored-bound.js';

/**
 * The layer the agent's commands write (bwrap, after the freeze): the work tree gets only what it settles, and at the
 * run's end (runPipeline's `finally`, or the exit of a cancelled process) loses all of it but what `edited` names.
 */
function commandLayer(run: Run, edited: ReadonlySet<string>): { layer?: WorkLayer } {
  const layer = run.sandbox.commandLayer();
  if (!layer) return {};
  const bound = { files: run.work.maxWrittenFiles, bytes: run.work.maxWrittenMb * MB };
  const ignored = new IgnoredBound(layer.folders, run.work.maxIgnoredMb * MB);
  run.workLayer = new WorkLayer(run.ws.root, layer.upper, layer.opaqueXattr, edited, bound, ignored);
  return { layer: run.workLayer };
}

/** Phase 3: the agent loop with this run's tools, context and budgets. A model failure ends it but keeps the work. */
/** `shown`: the run the task shows instead of the baseline (a deflake's run that failed the test). */
export async function workPhase(run: Run, baseline: TestRun, shown?: TestRun): Promise<WorkDone> {
  const { work, ws, sandbox, model, say, mode } = run;
  // The paths the edit tools changed; each successful edit is also reported as an `edit` event (onEdit below).
  // A deflake of a quarantined test: the lifted mark is the candidate's from the start (pipeline/lift.ts).
  const edited = new Set<string>(run.lifted ? [run.lifted.file] : []);
  let lastFullRun: CandidateRun | undefined;
  // Trees a full run failed on: a later pass there may be luck, so it never stands for the final run.
  const failedTrees = new Set<string>();
  let edits = 0;
  const onEdit = (path: string) => run.hooks.onEvent?.({ kind: 'edit', path, edits: ++edits, files: [...edited] });
  const deadline = run.started + work.timeoutMinutes * 60_000;
  const ctx: ToolContext = {
    ws,
    shell: (command, timeoutSec) =>
      runCommand(command, {
        cwd: ws.root,
        env: childEnv(),
        wrap: sandbox.wrap,
        timeoutMs: timeoutSec * 1000,
        watch: run.workLayer?.watch(),
      }),
    tests: {
      command: run.testCommand,
      timeoutSec: work.testTimeoutSec,
      // A filtered run is a quick look in the work tree. An unfiltered one runs as the proof does, on a clean tree of
      // the edits: the model sees what the proof will see, and the final run reuses it when nothing changed since.
      run: async (filter, timeoutSec) => {
        if (filter || !mode.verification.finalRun) return run.runTestsIn(ws.root, filter, { timeoutSec });
        lastFullRun = await runOnCandidate(run, baseline, edited, timeoutSec);
        if (lastFullRun.tree && !lastFullRun.run.passed) failedTrees.add(lastFullRun.tree);
        return lastFullRun.run;
      },
    },
    deadline,
    snapshots: run.snapshots,
    ...commandLayer(run, edited),
    edited,
    warn: run.warn,
    instructionsFor: (rel) =>
      folderInstructionsNote(run.folderInstructions.take(rel), run.hooks.rules?.branch ?? 'the base branch'),
    guardEdit: editGuard(work, edited),
  };

  const tools = new ToolRegistry(mode.tools);
  const context = contextFor(run, tools);
  try {
    const task = taskMessage(work.task, run.testCommand, shown ?? baseline);
    const agent = await runAgent(
      taskWithAddendum(mode, task),
      {
        model,
        tools,
        ctx,
        context,
        trajectory: run.trajectory,
        progress: say,
        costOf: (usage) => costOf(model.name, usage, work.modelPrice),
        onContextLimit: (_limit, budget) => rememberContextBudget(work.baseUrl, model.name, budget),
        onEdit,
      },
      {
        maxTurns: work.maxTurns,
        maxCostUsd: work.maxCostUsd,
        deadline,
      },
      agentOptions(mode),
    );
    return { agent, edited, lastFullRun, failedTrees };
  } catch (thrown) {
    const err = thrown instanceof AgentFailed ? thrown.error : thrown;
    if (!(err instanceof ModelError) && !(err instanceof ContextBudgetError)) throw err;
    // A refused key before any edit is a configuration error (exit 2, naming the key), not a run that went wrong.
    if (err instanceof ModelError && err.kind === 'auth' && edited.size === 0) throw err;
    say(`model error: ${err.message}`);
    const spent = thrown instanceof AgentFailed ? thrown.spent : undefined;
    return { failure: err.message, spent, edited, lastFullRun, failedTrees };
  }
}

/** The context manager for this run's model and tools, its token counting and budget said in the log. */
function contextFor(run: Run, tools: ToolRegistry): ContextManager {
  const { work, model, say } = run;
  const pending = pendingTokenizer(model.name);
  say(
    pending
      ? `token counts: ${pending} for ${model.name}, its table loaded once a request could near a limit (UTF-8 bytes bound the count until then)`
      : `token counts: ${activeEncoding(model.name)} for ${model.name}`,
  );
  const contextTokens = contextBudget(work, model.name);
  if (contextTokens !== work.contextTokens)
    say(
      `context budget: ${contextTokens} tokens a request (${work.contextTokens === undefined ? "the endpoint's limit" : 'lowered to what the endpoint accepted earlier'}; context-tokens sets it)`,
    );
  return new ContextManager({
    contextTokens,
    model: model.name,
    tools: tools.specs,
    onTokenizer: (encoding, why) => say(`token counts: ${encoding} table loaded (${why})`),
  });
}

/** Refuses an edit past max-changed-files, and (test-edits: deny) one that weakens a test. */
function editGuard(work: Run['work'], edited: Set<string>): ToolContext['guardEdit'] {
  return (rel, before, after) => {
    if (!edited.has(rel) && edited.size >= work.maxChangedFiles) {
      return `This run may change at most ${work.maxChangedFiles} files (max-changed-files), and ${edited.size} are changed already. Keep the change small.`;
    }
    if (work.testEdits !== 'deny') return undefined;
    const findings = checkEditIntegrity(rel, before, after);
    return findings.length
      ? `Changing tests this way, or reaching into the test runner or the process, is not allowed here (test-edits: deny): ${findings.map((f) => f.detail).join('; ')}. Fix the code under test instead.`
      : undefined;
  };
}

/**
 * The prompt budget for this run: an explicit context-tokens, else the endpoint's documented limit (GitHub Models
 * 8000), else 100000; never above what the endpoint already refused in this process (the bench learns it once).
 */
export function contextBudget(
  config: Pick<RunConfig, 'contextTokens' | 'baseUrl' | 'model'>,
  modelName = config.model,
): number {
  const chosen = config.contextTokens ?? endpointProfile(config.baseUrl).contextTokens ?? DEFAULTS.contextTokens;
  return Math.min(chosen, learnedContextBudget(config.baseUrl, modelName) ?? Infinity);
}

/** The task as the model sees it: the request, then how it will be proven, then where the tests stand now. */
export function taskMessage(task: string, testCommand: string, baseline: TestRun): string {
  const state = baseline.passed
    ? 'Before any edit, the tests PASS. If the task asks for new behaviour, add tests for it.'
    : `Before any edit, the tests FAIL${baseline.failingIds.length ? ` (failing: ${baseline.failingIds.slice(0, 20).join(', ')})` : ''}.\n` +
      fenceUntrusted('test output', sanitizeUntrusted(failureExcerpt(baseline.output, baseline, 3_000)));
  return `# Task\n\n${task}\n\n# Proof\n\nThe test command is \`${testCommand}\`; the run is resolved only if it passes after your last edit.\n${state}`;
}
