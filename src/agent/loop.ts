/**
 * The agent loop: query the model, execute its tool calls, repeat. Limits are checked before every query; every way
 * out (accepted finish, a budget running out) is a named exit caught in one place. History is append-only; the
 * context manager decides what each request carries.
 */
import type { ChatMessage, Model, ToolCall, Usage } from '../model/types.js';
import { addUsage, ContextLimitError, RateLimitStop, zeroUsage } from '../model/types.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { ToolContext } from '../tools/types.js';
import type { ContextManager } from '../context/manager.js';
import type { Trajectory } from '../report/trajectory.js';
import { budgetBelow } from '../model/endpoint.js';
import { Gate } from './gate.js';
import { AgentExit, LimitsExceeded, Submitted, type Budget } from './outcomes.js';
import { REMINDER_NO_TOOL, SYSTEM_PROMPT, wrapUpPrompt } from './prompts.js';

export interface AgentLimits {
  maxTurns: number;
  maxCostUsd?: number;
  /** Prompt + completion tokens over the whole run. */
  maxTotalTokens?: number;
  /** Epoch ms after which no new turn starts. */
  deadline?: number;
}

/**
 * How the run ends well, as the run's mode (src/modes/) says. The defaults are the fix run's; the loop tests no mode,
 * it reads these.
 */
export interface AgentOptions {
  /**
   * Default true: finish is accepted only after an unfiltered green run_tests since the last edit. False for a plan
   * run, whose registry has no edit tools: its finish carries the plan, and there is no change to prove.
   */
  requireGreenTests?: boolean;
  /** The answer to an accepted finish. */
  finishAccepted?: string;
  /** What a reply without a tool call is told (`text`), and how the progress line names it (`log`). */
  noToolReminder?: { text: string; log: string };
  /** A plain-text reply counts as the submission only when it has text (a plan written as text is still the plan). */
  submissionNeedsText?: boolean;
}

const FIX_ENDING: Required<Omit<AgentOptions, 'requireGreenTests'>> = {
  finishAccepted: 'Finish accepted. agent-fix now runs the full test command itself to verify.',
  noToolReminder: { text: REMINDER_NO_TOOL, log: 'tests must pass first' },
  submissionNeedsText: false,
};

export interface AgentDeps {
  model: Model;
  tools: ToolRegistry;
  ctx: ToolContext;
  context: ContextManager;
  trajectory: Trajectory;
  /** USD for a usage total, or null when the model's price is unknown. */
  costOf(usage: Usage): number | null;
  progress?(line: string): void;
  /** The endpoint named its context limit and the budget went down to `budget`; the bench keeps it for later runs. */
  onContextLimit?(limit: number, budget: number): void;
}

export interface AgentResult {
  exit: 'submitted' | 'limits';
  /** The model's finish summary (submitted) or its wrap-up note (limits). */
  summary: string;
  budget?: Budget;
  reason?: string;
  turns: number;
  usage: Usage;
  costUsd: number | null;
  toolErrors: number;
  messages: ChatMessage[];
}

export async function runAgent(
  task: string,
  deps: AgentDeps,
  limits: AgentLimits,
  options: AgentOptions = {},
): Promise<AgentResult> {
  const history: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: task },
  ];
  const gate = new Gate({ requireGreenTests: options.requireGreenTests ?? true });
  const ending = { ...FIX_ENDING, ...options };
  let turns = 0;
  let usage = zeroUsage();
  let toolErrors = 0;
  const say = (line: string) => deps.progress?.(line);

  const checkLimits = () => {
    const cost = deps.costOf(usage);
    if (turns >= limits.maxTurns) throw new LimitsExceeded('turns', `max turns (${limits.maxTurns}) reached`);
    if (limits.maxCostUsd !== undefined && cost !== null && cost >= limits.maxCostUsd) {
      throw new LimitsExceeded('cost', `cost budget $${limits.maxCostUsd} reached ($${cost.toFixed(4)})`);
    }
    const tokens = usage.prompt_tokens + usage.completion_tokens;
    if (limits.maxTotalTokens !== undefined && tokens >= limits.maxTotalTokens) {
      throw new LimitsExceeded('tokens', `token budget ${limits.maxTotalTokens} reached (${tokens})`);
    }
    if (limits.deadline !== undefined && Date.now() >= limits.deadline)
      throw new LimitsExceeded('time', 'time budget reached');
  };

  let refusedAsTooLarge = false;
  const query = async (toolChoice: 'auto' | 'none' = 'auto') => {
    const started = Date.now();
    const note = `State: ${gate.state()}; files changed: ${[...deps.ctx.edited].join(', ') || 'none'}.`;
    let reply;
    for (;;) {
      try {
        reply = await deps.model.query(deps.context.prepare(history, note), deps.tools.specs, {
          toolChoice,
          deadline: limits.deadline,
        });
        break;
      } catch (err) {
        // The endpoint named its limit: rebuild this same request under it. Nothing was appended for the refused
        // request, so the history stays valid. A second refusal means our count is off in a way a margin can't fix.
        if (!(err instanceof ContextLimitError) || refusedAsTooLarge) throw err;
        refusedAsTooLarge = true;
        const budget = budgetBelow(err.limit, deps.context.budget);
        say(`model: ${err.message}; context budget lowered to ${budget} tokens, retrying the turn`);
        deps.trajectory.write('note', { text: `endpoint context limit ${err.limit}; budget lowered to ${budget}` });
        deps.context.lowerBudget(budget, history, err.limit);
        deps.onContextLimit?.(err.limit, budget);
      }
    }
    usage = addUsage(usage, reply.usage);
    deps.trajectory.write('model', {
      turn: turns,
      message: reply.message,
      usage: reply.usage,
      duration_ms: Date.now() - started,
      finish_reason: reply.finishReason,
    });
    history.push(reply.message);
    return reply.message;
  };

  /** Runs one tool call; updates the gate; returns the finish summary when finish is accepted. */
  const execute = async (call: ToolCall): Promise<string | undefined> => {
    const started = Date.now();
    let outcome = await deps.tools.execute(call, deps.ctx);
    if (outcome.edited) gate.edit();
    if (outcome.testRun) gate.tests(outcome.testRun);
    let accepted: string | undefined;
    if (outcome.finish) {
      if (gate.open) accepted = outcome.finish.summary;
      else outcome = { text: gate.refusal(), isError: true };
      if (accepted !== undefined) {
        outcome = {
          text: ending.finishAccepted,
        };
      }
    }
    if (outcome.isError) toolErrors += 1;
    history.push({ role: 'tool', tool_call_id: call.id, content: outcome.text });
    deps.trajectory.write('tool', {
      turn: turns,
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
      result: outcome.text,
      is_error: !!outcome.isError,
      duration_ms: Date.now() - started,
    });
    const tokens = usage.prompt_tokens + usage.completion_tokens;
    say(
      `turn ${turns} · ${call.function.name} ${brief(call)} → ${firstLine(outcome.text)} · ${(tokens / 1000).toFixed(1)}k tokens`,
    );
    return accepted;
  };

  try {
    for (;;) {
      checkLimits();
      turns += 1;
      let message;
      try {
        message = await query();
      } catch (err) {
        // Waiting would outlast the run: stop now, keep the work, and say when the limit resets.
        if (err instanceof RateLimitStop) throw new LimitsExceeded('rate-limit', err.message);
        throw err;
      }
      const calls = message.tool_calls ?? [];
      if (calls.length === 0) {
        if (gate.open && (!ending.submissionNeedsText || message.content?.trim()))
          throw new Submitted(message.content ?? '');
        say(`turn ${turns} · (no tool call) → reminded: ${ending.noToolReminder.log}`);
        history.push({ role: 'user', content: ending.noToolReminder.text });
        continue;
      }
      let submitted: string | undefined;
      for (const call of calls) {
        if (submitted !== undefined) {
          // Every call must be answered, but nothing runs after an accepted finish.
          history.push({ role: 'tool', tool_call_id: call.id, content: 'Not run: finish was already accepted.' });
          continue;
        }
        submitted = await execute(call);
      }
      if (submitted !== undefined) throw new Submitted(submitted);
    }
  } catch (err) {
    if (!(err instanceof AgentExit)) throw err;
    const base = { turns, toolErrors, messages: history };
    if (err instanceof Submitted) {
      return { ...base, exit: 'submitted', summary: err.summary, usage, costUsd: deps.costOf(usage) };
    }
    const limit = err as LimitsExceeded;
    // A rate-limited endpoint would refuse the hand-off request too.
    say(`stopping: ${limit.detail}${limit.budget === 'rate-limit' ? '' : '; asking the model for a hand-off note'}`);
    const summary = limit.budget === 'rate-limit' ? '' : await wrapUp(limit.budget);
    return {
      ...base,
      exit: 'limits',
      budget: limit.budget,
      reason: limit.detail,
      summary,
      usage,
      costUsd: deps.costOf(usage),
    };
  }

  /** One last turn without tools: what is done, what is left. Failure here must not lose the work. */
  async function wrapUp(budget: Budget): Promise<string> {
    history.push({ role: 'user', content: wrapUpPrompt(budget) });
    try {
      const message = await query('none');
      return message.content ?? '';
    } catch (err) {
      deps.trajectory.write('note', { text: `wrap-up turn failed: ${(err as Error).message}` });
      history.pop();
      return '';
    }
  }
}

function brief(call: ToolCall): string {
  try {
    const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
    const main = args.path ?? args.command ?? args.pattern ?? args.filter ?? '';
    return String(main).split('\n')[0]!.slice(0, 60);
  } catch {
    return '';
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 80);
}
