/** Every way out of the loop is a named exception; the loop catches them in one place. */
export abstract class AgentExit extends Error {
  abstract readonly exit: 'submitted' | 'limits';
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
