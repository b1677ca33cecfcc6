/**
 * The gate lives in code, not in the prompt: finish is accepted only if a full test run passed after the last edit.
 * A plan run (approval: plan) is the one named exception: it edits nothing, so there is nothing to prove, and it is
 * built with `requireGreenTests: false` rather than a flag hidden in the loop.
 */
import type { TestRun } from '../verify/types.js';

export interface GateOptions {
  /** Default true. False only for plan runs, whose tools cannot edit: finish (the plan) needs no green run. */
  requireGreenTests?: boolean;
}

export class Gate {
  private greenSinceEdit = false;
  private lastRun: TestRun | undefined;
  private edits = 0;
  readonly requireGreenTests: boolean;

  constructor(options: GateOptions = {}) {
    this.requireGreenTests = options.requireGreenTests ?? true;
  }

  edit(): void {
    this.edits += 1;
    this.greenSinceEdit = false;
  }

  tests(run: TestRun): void {
    this.lastRun = run;
    if (!run.filter) this.greenSinceEdit = run.passed;
  }

  get open(): boolean {
    return !this.requireGreenTests || this.greenSinceEdit;
  }

  /** Why finish is refused, for the model. */
  refusal(): string {
    if (!this.lastRun)
      return 'finish refused: run_tests has not been run. Run run_tests (without filter) and make it pass first.';
    if (this.lastRun.filter && this.lastRun.passed)
      return 'finish refused: your last passing run was filtered. Run run_tests without filter; it must pass.';
    if (!this.greenSinceEdit && this.lastRun.passed)
      return 'finish refused: you edited files after the last passing run. Run run_tests (without filter) again.';
    return 'finish refused: the tests do not pass yet. Read the failures from run_tests, fix the code, and run run_tests again.';
  }

  /** One line for the running state note. */
  state(): string {
    const run = this.lastRun;
    const last = run
      ? `last test run ${run.passed ? 'passed' : 'failed'}${run.filter ? ` (filter ${run.filter})` : ''}${run.failingIds.length ? `; failing: ${run.failingIds.slice(0, 8).join(', ')}` : ''}`
      : 'tests not run yet';
    return `${this.edits} edit(s); ${last}; finish ${this.open ? 'allowed' : 'not allowed yet'}`;
  }
}
