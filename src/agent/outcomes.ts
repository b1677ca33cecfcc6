/** Every way out of the loop is a named exception; the loop catches them in one place. */
import type { Usage } from '../model/types.js';

export abstract class AgentExit extends Error {
  abstract readonly exit: 'submitted' | 'limits' | 'stuck';
}

/** The model finished and the gate held (tests passed after the last edit). */
export class Submitted extends AgentExit {
  readonly exit = 'submitted' as const;
  constructor(readonly summary: string) {
    super('submitted');
  }
}

/** `rate-limit`: the endpoint's rate limit or quota would outlast the run (a daily limit, a long wait, no quota). */
export type Budget = 'turns' | 'cost' | 'tokens' | 'time' | 'rate-limit';

/** A budget ran out before the model finished. */
export class LimitsExceeded extends AgentExit {
  readonly exit = 'limits' as const;
  constructor(
    readonly budget: Budget,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * The model is going round in circles: its `finish` was refused again and again with no edit between, or it made the
 * same tool call with the same arguments again and again with no edit between. Nothing it does changes the state, so
 * every further turn would be spent for nothing: the run stops, asks for the hand-off note and keeps the work.
 */
export class Stuck extends AgentExit {
  readonly exit = 'stuck' as const;
  constructor(
    /** `finish-refused`: finish refused N times in a row; `repeated-call`: one call made N times. */
    readonly kind: 'finish-refused' | 'repeated-call',
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** What a run had spent when it stopped. */
export interface Spent {
  turns: number;
  usage: Usage;
  costUsd: number | null;
  toolErrors: number;
}

/**
 * The loop stopped on an error that is no way out of its own (the endpoint went away at turn 3): the error, and what
 * the run had spent by then, so the result reports the real turns, tokens and cost instead of none.
 */
export class AgentFailed extends Error {
  constructor(
    readonly error: unknown,
    readonly spent: Spent,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}
