/**
 * The comment on a fork's pull request after a resolved run: where the fix went (suggested changes, a push to the
 * fork's branch), the whole proven change as a patch a contributor applies with two commands, and the proof (the
 * fail-to-pass table, the integrity verdict, the proven tree).
 */
import { markers } from '../github/protocol.js';
import { inlineCode, modelText } from './model-text.js';
import { codeBlock, details, evidenceSection, fit, usageLine, type ReportFacts } from './pr-body.js';

export interface ForkCommentFacts {
  /** `owner/name` of the fork and its branch: chosen by the contributor, so rendered only as inline code. */
  repo: string;
  branch: string;
  pr: number;
  /** The PR head the change was made and proven on. */
  headSha: string;
  /** `git diff --binary` from the head to the proven commit. */
  patch: string;
  /** The proven commit pushed to the fork's branch (push-to-forks). */
  pushed?: string;
  /** The review holding the suggested changes, and how many hunks it suggests. */
  review?: { url: string; count: number };
  /** Hunks only the patch carries (outside the PR's diff, or a file a suggestion cannot make). */
  outside: number;
  /** Why a push or a review did not happen, in a line each. */
  notes: string[];
}

export function renderForkComment(f: ReportFacts, d: ForkCommentFacts): string {
  const sha7 = d.headSha.slice(0, 7);
  const where = d.pushed
    ? `Pushed ${d.pushed.slice(0, 7)} to ${inlineCode(`${d.repo}:${d.branch}`)} (a fast-forward of ${sha7}; the PR allows edits from maintainers).`
    : [
        d.review
          ? `${d.review.count} suggested change${d.review.count === 1 ? '' : 's'} in [this review](${d.review.url}): apply them with "Commit suggestions".`
          : '',
        d.outside
          ? `${d.outside} part${d.outside === 1 ? '' : 's'} of the change lie outside this PR's diff (or cannot be a suggestion): the patch below carries ${d.review ? 'them, and ' : ''}the whole change.`
          : 'The patch below carries the whole change.',
      ]
        .filter(Boolean)
        .join(' ');
  return fit((outputChars, diffChars) => {
    const patchFits = d.patch.length <= diffChars * 4;
    return (
      [
        `✅ **agent-fix** fixed the head of this pull request (${sha7}) and proved it with the test command. Nothing was pushed to a branch of this repository.`,
        where,
        ...d.notes.map((n) => `ℹ️ ${modelText(n)}`),
        d.pushed ? '' : '### Apply the patch',
        d.pushed
          ? ''
          : `In your clone of ${inlineCode(d.repo)} on branch ${inlineCode(d.branch)} (at ${sha7}), save the patch below as \`agent-fix.patch\` and run:\n\n` +
            codeBlock(
              'git apply --index agent-fix.patch\ngit commit -m "Fix the failing tests (agent-fix)" && git push',
              'sh',
            ),
        patchFits
          ? details('Patch (<code>git apply</code>)', codeBlock(d.patch, 'diff'))
          : `_The patch (${d.patch.length} characters) is too long for a comment: \`agent-fix run --pr ${d.pr}\` in a clone of this repository makes and proves the change on this head and leaves it as a patch._`,
        '### Test evidence',
        evidenceSection(f, outputChars),
        f.provenTree
          ? `Proven tree: \`${f.provenTree}\` (the tests ran on a clean checkout of it; after \`git apply --index\` on ${sha7}, \`git write-tree\` prints the same id).`
          : '',
        `${usageLine(f)} · [workflow run](${f.runUrl})`,
        markers(f),
      ]
        .filter((x) => x !== '')
        .join('\n\n') + '\n'
    );
  });
}
