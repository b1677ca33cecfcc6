/**
 * The conversation on the triggering issue or PR: an 👀 reaction, one progress comment posted when work begins,
 * edited in place at each step (baseline, edits, verification) and with the result, so a run leaves one comment, not a
 * trail. Step edits are throttled (a run with many edits must not spend the API rate limit on chatter): a step within
 * `minIntervalMs` of the last edit waits, and only the newest waiting step is posted. `always` steps (the baseline) and
 * the result are posted at once. Comment failures are reported but never abort the run: the fix matters more.
 */
import { describeApiError, type GitHubHelper } from '../github/helper.js';
import type { ReactionTarget } from '../github/protocol.js';

/** Default gap between two step edits of the progress comment. */
export const PROGRESS_INTERVAL_MS = 10_000;

export class ProgressComment {
  private commentId: number | undefined;
  readonly warnings: string[] = [];
  /** Edits in flight, in order: a later step must never land before an earlier one. */
  private chain: Promise<unknown> = Promise.resolve();
  private lastEdit = 0;
  private waiting: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private done = false;

  constructor(
    private readonly gh: GitHubHelper,
    readonly issueNumber: number | undefined,
    private readonly minIntervalMs = PROGRESS_INTERVAL_MS,
  ) {}

  get id(): number | undefined {
    return this.commentId;
  }

  async react(target: ReactionTarget | undefined): Promise<void> {
    if (!target) return;
    try {
      if (target.kind === 'issue') await this.gh.reactToIssue(target.number, 'eyes');
      else await this.gh.reactToComment(target.id, 'eyes');
    } catch (error) {
      this.warnings.push(`could not add the 👀 reaction: ${describeApiError(error)}`);
    }
  }

  async start(body: string): Promise<void> {
    if (this.issueNumber === undefined) return;
    try {
      this.commentId = (await this.gh.createComment(this.issueNumber, body)).id;
    } catch (error) {
      this.warnings.push(`could not comment on #${this.issueNumber}: ${describeApiError(error)}`);
    }
  }

  /** A step of the run: edits the comment now, or when the throttle allows (`always`: now). Never throws. */
  step(body: string, always = false): void {
    if (this.issueNumber === undefined || this.done) return;
    const wait = this.lastEdit + this.minIntervalMs - Date.now();
    if (always || wait <= 0) {
      this.cancelWaiting();
      this.edit(body);
      return;
    }
    this.waiting = body;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const next = this.waiting;
      this.waiting = undefined;
      if (next !== undefined && !this.done) this.edit(next);
    }, wait);
  }

  private cancelWaiting(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = undefined;
  }

  private edit(body: string): void {
    this.lastEdit = Date.now();
    this.chain = this.chain.then(async () => {
      // Only an existing comment is edited: if the first post failed, the result alone posts a new one.
      if (this.commentId === undefined) return;
      try {
        await this.gh.updateComment(this.commentId, body);
      } catch (error) {
        const warning = `could not update the progress comment on #${this.issueNumber}: ${describeApiError(error)}`;
        if (!this.warnings.includes(warning)) this.warnings.push(warning);
      }
    });
  }

  /**
   * The last word: waits for step edits in flight (at most `settleMs`: on cancellation the runner gives a few seconds),
   * drops any step still waiting, then edits the comment, or posts a new one if the first post failed. Returns false if
   * nothing was posted.
   */
  async finish(body: string, settleMs = 30_000): Promise<boolean> {
    if (this.issueNumber === undefined) return false;
    this.done = true;
    this.cancelWaiting();
    let settleTimer: NodeJS.Timeout | undefined;
    await Promise.race([this.chain, new Promise((resolve) => (settleTimer = setTimeout(resolve, settleMs)))]);
    clearTimeout(settleTimer);
    try {
      if (this.commentId !== undefined) await this.gh.updateComment(this.commentId, body);
      else this.commentId = (await this.gh.createComment(this.issueNumber, body)).id;
      return true;
    } catch (error) {
      this.warnings.push(`could not post the result on #${this.issueNumber}: ${describeApiError(error)}`);
      return false;
    }
  }
}
