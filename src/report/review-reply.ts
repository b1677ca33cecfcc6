/**
 * The comment that closes a review round on the bot's own PR: what changed in this round, the proof, and how to
 * continue or stop. It carries the round marker too, so the count survives a PR body edited by hand.
 */
import { inlineCode, modelText } from './model-text.js';
import { CI_STOP_MARKER, markers } from '../github/protocol.js';
import { codeBlock, describeRun, evidenceSection, usageLine, type ReportFacts } from './pr-body.js';

export interface ReviewReplyFacts {
  round: number;
  maxRounds: number;
  reviewer: string;
  /** The new commit, when the round was pushed. */
  commit?: string;
  branch: string;
}

function nextStep(r: ReviewReplyFacts, ci: boolean): string {
  if (ci) {
    return r.round >= r.maxRounds
      ? `This was the last CI round (\`ci-rounds: ${r.maxRounds}\`): if CI fails again, agent-fix says so and stops.`
      : `If CI fails again on the new head, agent-fix starts CI round ${r.round + 1} (${r.maxRounds - r.round} left). To stop it, close the PR or push your own commit.`;
  }
  return r.round >= r.maxRounds
    ? `This was the last review round (\`max-review-rounds: ${r.maxRounds}\`): another review will not start one.`
    : `Request changes again, or comment \`/agent-fix …\`, for another round (${r.maxRounds - r.round} left). To stop the bot here, approve, close the PR, or push your own commits and don't request changes.`;
}

export function renderReviewReply(f: ReportFacts, r: ReviewReplyFacts): string {
  const who = `@\u200b${r.reviewer.replace(/[^A-Za-z0-9-]/g, '')}`;
  const files = f.changedFiles.map((c) => `- \`${c.path.replace(/`/g, "'")}\` (+${c.added} −${c.removed})`).join('\n');
  const ci = f.ciRound !== undefined;
  const pushed = f.status === 'resolved' && r.commit;
  const why = ci
    ? `after CI failed on ${f.roundContext?.headSha.slice(0, 7) ?? 'the head'} ([run](${f.ciRound!.runUrl ?? f.runUrl}))`
    : `for ${who}'s review`;
  const head = pushed
    ? `🔁 **agent-fix ${ci ? 'CI' : 'review'} round ${r.round} of ${r.maxRounds}**: pushed ${r.commit!.slice(0, 7)} to ${inlineCode(r.branch)} ${why}. The tests pass again: ${describeRun(f.tests.final)}.`
    : `❌ **agent-fix ${ci ? 'CI' : 'review'} round ${r.round} of ${r.maxRounds} ${ci ? 'pushed nothing' : 'did not get the tests green'}**${f.reason ? `: ${modelText(f.reason)}` : ''}. Nothing was pushed; the branch is unchanged.`;
  // A CI round that pushed nothing made no progress: the next failure would be the same one.
  const stop =
    ci && !pushed
      ? `agent-fix stops CI rounds on this pull request: this round made no progress. Please take it from here.\n\n${CI_STOP_MARKER}`
      : '';
  const w = f.status === 'resolved' ? f.wholeChange : undefined;
  const redToGreen = w?.fail_to_pass?.tests.filter((t) => t.before !== 'pass' && t.after === 'pass').length ?? 0;
  const whole = w
    ? `**The whole pull request** against \`${w.baseBranch.replace(/`/g, "'")}\` (${w.base.slice(0, 7)}): ` +
      (redToGreen
        ? `${redToGreen} test${redToGreen === 1 ? '' : 's'} red on the base, green now (table in the PR description).`
        : 'no test is red on the base and green now.')
    : '';
  const parts = [
    head,
    whole,
    f.summary ? `**What changed:**\n\n${modelText(f.summary.trim())}` : '',
    files ? `**Files:**\n${files}` : '',
    '### Test evidence',
    evidenceSection(f, f.status === 'resolved' ? 0 : 2_000),
    f.status !== 'resolved' && f.diff
      ? `<details><summary>Partial diff (not pushed)</summary>\n\n${codeBlock(f.diff.slice(-20_000), 'diff')}\n\n</details>`
      : '',
    stop || nextStep(r, ci),
    `${usageLine(f)} · [workflow run](${f.runUrl})`,
    markers({ ...f, reviewRound: r.round }),
  ];
  return parts.filter(Boolean).join('\n\n') + '\n';
}
