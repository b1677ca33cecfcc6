/**
 * The agent loop: query the model, execute its tool calls, repeat. Limits are checked before every query; every way
 * out (accepted finish, a budget running out) is a named exit caught in one place. History is append-only; the
 * context manager decides what each request carries.
 */
import type { AssistantMessage, ChatMessage, Model, ToolCall, Usage } from '../model/types.js';
import { addUsage, ContextLimitError, RateLimitStop, zeroUsage } from '../model/types.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { ToolContext } from '../tools/types.js';
import type { ContextManager } from '../context/manager.js';
import type { Trajectory } from '../report/trajectory.js';
import { budgetBelow } from '../model/endpoint.js';
import { Gate } from './gate.js';
import { AgentExit, AgentFailed, LimitsExceeded, Stuck, Submitted, type Budget } from './outcomes.js';
import { REMINDER_NO_TOOL, SYSTEM_PROMPT, stuckWrapUpPrompt, wrapUpPrompt } from './prompts.js';

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
  /**
   * Default true: a run going round in circles stops (`Stuck`): `finish` refused STUCK_AFTER times with no edit
   * between, or one tool call with the same arguments made STUCK_AFTER times with no edit between. False only for a
   * measurement of the loop itself (bench/loop.bench.ts), which refuses finish on purpose.
   */
  stopWhenStuck?: boolean;
}

/**
 * How many refused finishes (or identical calls) with no edit between make a run stuck. Three: a model may fairly
 * try finish once too early and once more after reading the refusal; the third time it is not reading it. In the run
 * that showed it, 25 refusals in a row spent 30 turns and 100k tokens on nothing.
 */
export const STUCK_AFTER = 3;

const FIX_ENDING: Required<Omit<AgentOptions, 'requireGreenTests'>> = {
  finishAccepted:
    'Finish accepted. agent-fix now verifies the change itself: the full test command on a clean tree of your edits.',
  noToolReminder: { text: REMINDER_NO_TOOL, log: 'tests must pass first' },
  submissionNeedsText: false,
  stopWhenStuck: true,
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
  /** An edit tool changed `path` (it is in `ctx.edited` by then). */
  onEdit?(path: string): void;
}

export interface AgentResult {
  /** `stuck`: it went round in circles (see `Stuck`), and `reason` says how. */
  exit: 'submitted' | 'limits' | 'stuck';
  /** The model's finish summary (submitted) or its wrap-up note (limits, stuck). */
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
  return new AgentRun(task, deps, limits, options).run();
}

/**
 * One run of the loop, in mini-swe-agent's shape: `run` repeats `step` (= `query` + `execute`) until a named way out
 * (`Submitted`, `LimitsExceeded`) is thrown, and catches every one of them in one place.
 */
class AgentRun {
  private readonly history: ChatMessage[];
  private readonly gate: Gate;
  private readonly ending: Required<Omit<AgentOptions, 'requireGreenTests'>>;
  private turns = 0;
  private usage = zeroUsage();
  private toolErrors = 0;
  private refusedAsTooLarge = false;
  /** The most one turn has cost so far: what the cost budget keeps back for the next turn and for the hand-off. */
  private dearestTurn = 0;
  /** Refused finishes since the last edit. */
  private refusedFinishes = 0;
  /** Each tool call (name and arguments) made since the last edit, with how many times. */
  private callsSinceEdit = new Map<string, number>();
  /** Set by a call that showed the run stuck; thrown once every call of the turn has its answer. */
  private stuck: Stuck | undefined;

  constructor(
    task: string,
    private readonly deps: AgentDeps,
    private readonly limits: AgentLimits,
    options: AgentOptions,
  ) {
    this.history = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: task },
    ];
    this.gate = new Gate({ requireGreenTests: options.requireGreenTests ?? true });
    this.ending = { ...FIX_ENDING, ...options };
  }

  private say(line: string): void {
    this.deps.progress?.(line);
  }

  async run(): Promise<AgentResult> {
    try {
      for (;;) await this.step();
    } catch (err) {
      if (!(err instanceof AgentExit)) {
        const { turns, usage, toolErrors } = this;
        throw new AgentFailed(err, { turns, usage, costUsd: this.deps.costOf(usage), toolErrors });
      }
      return this.finish(err);
    }
  }

  /** One turn: the limits, a model reply, and its tool calls (or the reminder when it made none). */
  private async step(): Promise<void> {
    this.checkLimits();
    this.turns += 1;
    const message = await this.query().catch((err: unknown) => {
      // Waiting would outlast the run: stop now, keep the work, and say when the limit resets.
      throw err instanceof RateLimitStop ? new LimitsExceeded('rate-limit', err.message) : err;
    });
    const calls = message.tool_calls ?? [];
    if (calls.length === 0) return this.noToolCall(message.content ?? '');
    let submitted: string | undefined;
    for (const call of calls) {
      if (submitted !== undefined) {
        // Every call must be answered, but nothing runs after an accepted finish.
        this.history.push({ role: 'tool', tool_call_id: call.id, content: 'Not run: finish was already accepted.' });
        continue;
      }
      submitted = await this.execute(call);
    }
    if (submitted !== undefined) throw new Submitted(submitted);
    // Every call of the turn is answered first, so the history stays valid for the hand-off request.
    if (this.stuck) throw this.stuck;
  }

  private noToolCall(content: string): void {
    if (this.gate.open && (!this.ending.submissionNeedsText || content.trim())) throw new Submitted(content);
    this.say(`turn ${this.turns} · (no tool call) → reminded: ${this.ending.noToolReminder.log}`);
    this.history.push({ role: 'user', content: this.ending.noToolReminder.text });
  }

  private checkLimits(): void {
    const { limits, usage } = this;
    const cost = this.deps.costOf(usage);
    if (this.turns >= limits.maxTurns) throw new LimitsExceeded('turns', `max turns (${limits.maxTurns}) reached`);
    const max = limits.maxCostUsd;
    // A turn starts only when it and the hand-off after it still fit, each reckoned at the dearest turn so far: the
    // hand-off request is part of the run's cost, so the cap holds for the whole run, not only for the loop.
    if (max !== undefined && cost !== null && cost + 2 * this.dearestTurn > max) {
      throw new LimitsExceeded(
        'cost',
        cost >= max
          ? `cost budget $${max} reached ($${cost.toFixed(4)})`
          : `cost budget $${max} nearly reached ($${cost.toFixed(4)}; another turn and the hand-off could pass it)`,
      );
    }
    const tokens = usage.prompt_tokens + usage.completion_tokens;
    if (limits.maxTotalTokens !== undefined && tokens >= limits.maxTotalTokens) {
      throw new LimitsExceeded('tokens', `token budget ${limits.maxTotalTokens} reached (${tokens})`);
    }
    if (limits.deadline !== undefined && Date.now() >= limits.deadline)
      throw new LimitsExceeded('time', 'time budget reached');
  }

  /** Asks the model; appends and returns its reply. */
  private async query(toolChoice: 'auto' | 'none' = 'auto'): Promise<AssistantMessage> {
    const started = Date.now();
    const { deps, history } = this;
    const note = `State: ${this.gate.state()}; files changed: ${[...deps.ctx.edited].join(', ') || 'none'}.`;
    let reply;
    for (;;) {
      try {
        await deps.context.ready(history);
        reply = await deps.model.query(deps.context.prepare(history, note), deps.tools.specs, {
          toolChoice,
          deadline: this.limits.deadline,
        });
        break;
      } catch (err) {
        // The endpoint named its limit: rebuild this same request under it. Nothing was appended for the refused
        // request, so the history stays valid. A second refusal means our count is off in a way a margin can't fix.
        if (!(err instanceof ContextLimitError) || this.refusedAsTooLarge) throw err;
        this.refusedAsTooLarge = true;
        const budget = budgetBelow(err.limit, deps.context.budget);
        this.say(`model: ${err.message}; context budget lowered to ${budget} tokens, retrying the turn`);
        deps.trajectory.write('note', { text: `endpoint context limit ${err.limit}; budget lowered to ${budget}` });
        await deps.context.ready(history, true);
        deps.context.lowerBudget(budget, history, err.limit);
        deps.onContextLimit?.(err.limit, budget);
      }
    }
    const costBefore = deps.costOf(this.usage);
    this.usage = addUsage(this.usage, reply.usage);
    const costAfter = deps.costOf(this.usage);
    if (costBefore !== null && costAfter !== null)
      this.dearestTurn = Math.max(this.dearestTurn, costAfter - costBefore);
    deps.trajectory.write('model', {
      turn: this.turns,
      message: reply.message,
      usage: reply.usage,
      duration_ms: Date.now() - started,
      finish_reason: reply.finishReason,
    });
    history.push(reply.message);
    return reply.message;
  }

  /** Runs one tool call; updates the gate; returns the finish summary when finish is accepted. */
  private async execute(call: ToolCall): Promise<string | undefined> {
    const started = Date.now();
    let outcome = await this.deps.tools.execute(call, this.deps.ctx);
    if (outcome.edited) {
      this.gate.edit();
      this.deps.onEdit?.(outcome.edited);
    }
    if (outcome.testRun) this.gate.tests(outcome.testRun);
    let accepted: string | undefined;
    const edited = !!outcome.edited;
    const finishCall = !!outcome.finish;
    if (outcome.finish) {
      if (this.gate.open) {
        accepted = outcome.finish.summary;
        outcome = { text: this.ending.finishAccepted };
      } else outcome = { text: this.gate.refusal(), isError: true };
    }
    if (outcome.isError) this.toolErrors += 1;
    this.watchForCircles(call, edited, finishCall && accepted === undefined);
    this.history.push({ role: 'tool', tool_call_id: call.id, content: outcome.text });
    this.deps.trajectory.write('tool', {
      turn: this.turns,
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
      result: outcome.text,
      is_error: !!outcome.isError,
      duration_ms: Date.now() - started,
    });
    const tokens = this.usage.prompt_tokens + this.usage.completion_tokens;
    this.say(
      `turn ${this.turns} · ${call.function.name} ${brief(call)} → ${firstLine(outcome.text)} · ${(tokens / 1000).toFixed(1)}k tokens`,
    );
    return accepted;
  }

  /**
   * Counts what repeats with no edit between: refused finishes, and identical calls (same tool, same arguments) whose
   * answer cannot have changed. An edit starts both counts again.
   */
  private watchForCircles(call: ToolCall, edited: boolean, refusedFinish: boolean): void {
    if (edited) {
      this.refusedFinishes = 0;
      this.callsSinceEdit.clear();
      return;
    }
    if (!this.ending.stopWhenStuck || this.stuck) return;
    if (refusedFinish) {
      this.refusedFinishes += 1;
      if (this.refusedFinishes >= STUCK_AFTER)
        this.stuck = new Stuck(
          'finish-refused',
          `stuck: finish was refused ${this.refusedFinishes} times in a row with no edit between, so the run stopped early`,
        );
      return;
    }
    if (call.function.name === 'finish') return;
    const key = `${call.function.name}\0${canonicalArguments(call.function.arguments)}`;
    const times = (this.callsSinceEdit.get(key) ?? 0) + 1;
    this.callsSinceEdit.set(key, times);
    if (times >= STUCK_AFTER)
      this.stuck = new Stuck(
        'repeated-call',
        `stuck: the same ${call.function.name} call${brief(call) ? ` (${brief(call)})` : ''} was made ${times} times with no edit between, so the run stopped early`,
      );
  }

  /** The one place every way out ends: a submission, or a budget with the model's hand-off note. */
  private async finish(exit: AgentExit): Promise<AgentResult> {
    const base = { turns: this.turns, toolErrors: this.toolErrors, messages: this.history };
    if (exit instanceof Submitted) {
      return {
        ...base,
        exit: 'submitted',
        summary: exit.summary,
        usage: this.usage,
        costUsd: this.deps.costOf(this.usage),
      };
    }
    if (exit instanceof Stuck) {
      const skip = this.noHandOff();
      this.say(`stopping: ${exit.detail}; ${skip ?? 'asking the model for a hand-off note'}`);
      if (skip) this.deps.trajectory.write('note', { text: skip });
      const summary = skip ? '' : await this.wrapUp(stuckWrapUpPrompt(exit.detail.replace(/^stuck: /, '')));
      return {
        ...base,
        exit: 'stuck',
        reason: exit.detail,
        summary,
        usage: this.usage,
        costUsd: this.deps.costOf(this.usage),
      };
    }
    const limit = exit as LimitsExceeded;
    const skip = this.noHandOff(limit.budget);
    this.say(`stopping: ${limit.detail}; ${skip ?? 'asking the model for a hand-off note'}`);
    if (skip) this.deps.trajectory.write('note', { text: skip });
    const summary = skip ? '' : await this.wrapUp(wrapUpPrompt(limit.budget));
    return {
      ...base,
      exit: 'limits',
      budget: limit.budget,
      reason: limit.detail,
      summary,
      usage: this.usage,
      costUsd: this.deps.costOf(this.usage),
    };
  }

  /** Why no hand-off turn is asked for, if none is. */
  private noHandOff(budget?: Budget): string | undefined {
    // A rate-limited endpoint would refuse the hand-off request too.
    if (budget === 'rate-limit') return 'no hand-off note (the endpoint would refuse it too)';
    const max = this.limits.maxCostUsd;
    const cost = this.deps.costOf(this.usage);
    if (max !== undefined && cost !== null && cost + this.dearestTurn > max)
      return `no hand-off note (its request could pass the cost budget of $${max})`;
    return undefined;
  }

  /** One last turn without tools: what is done, what is left. Failure here must not lose the work. */
  private async wrapUp(prompt: string): Promise<string> {
    this.history.push({ role: 'user', content: prompt });
    try {
      const message = await this.query('none');
      return message.content ?? '';
    } catch (err) {
      this.deps.trajectory.write('note', { text: `wrap-up turn failed: ${(err as Error).message}` });
      this.history.pop();
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

/** The arguments as the model meant them: the same JSON with other spacing or key order is the same call. */
function canonicalArguments(text: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 80);
}
