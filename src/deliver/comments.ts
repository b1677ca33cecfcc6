/**
 * The conversation on the triggering issue or PR: an 👀 reaction, one progress comment posted when work begins and
 * edited in place with the result, so a run leaves one comment, not a trail. Comment failures are reported but never
 * abort the run: the fix matters more than the chatter.
 */
import { describeApiError, type GitHubHelper } from './github-helper.js';

export type ReactionTarget = { kind: 'issue'; number: number } | { kind: 'comment'; id: number };

export class ProgressComment {
  private commentId: number | undefined;
  readonly warnings: string[] = [];

  constructor(private readonly gh: GitHubHelper, readonly issueNumber: number | undefined) {}

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

  /** Edits the progress comment, or posts a new one if the first post failed. Returns false if nothing was posted. */
  async finish(body: string): Promise<boolean> {
    if (this.issueNumber === undefined) return false;
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
