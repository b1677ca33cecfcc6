/**
 * The progress comment while a run works (baseline, edits, verification), and its last word when the runner cancels
 * the job. Pure renderers; deliver/comments.ts posts them. A cancelled run keeps its partial diff here: nothing else
 * would carry it, because a cancelled job pushes nothing.
 */
import { markers, taskMarker } from '../github/protocol.js';
import { codeBlock, escapeText } from './pr-body.js';

const MAX_FILES = 20;
const DIFF_CHARS = 50_000;

export interface ProgressState {
  runUrl: string;
  taskKey: string;
  description: string;
  baseline?: { passed: boolean; detail: string };
  edits?: { count: number; files: string[] };
  verification?: { command: string };
}

function fileList(files: string[]): string {
  const shown = files
    .slice(0, MAX_FILES)
    .map((f) => `\`${f.replace(/`/g, "'")}\``)
    .join(', ');
  return files.length > MAX_FILES ? `${shown} and ${files.length - MAX_FILES} more` : shown;
}

export function renderProgressComment(s: ProgressState): string {
  const steps = [
    s.baseline
      ? `- ${s.baseline.passed ? '🟢' : '🔴'} **Baseline**: the tests ${s.baseline.passed ? 'pass' : 'fail'} on the untouched code (${escapeText(s.baseline.detail)}).`
      : '- ⏳ **Baseline**: running the tests on the untouched code…',
    s.edits ? `- ✏️ **Edits**: ${s.edits.count} so far, in ${fileList(s.edits.files)}.` : '',
    s.verification
      ? `- 🧪 **Verification**: running \`${s.verification.command.replace(/`/g, "'")}\` on the final tree…`
      : '',
  ].filter(Boolean);
  return (
    [
      `👀 **agent-fix** is working on this: ${escapeText(s.description)}.`,
      steps.join('\n'),
      `Follow along in the [workflow run](${s.runUrl}). This comment will be updated with the result.`,
      taskMarker(s.taskKey),
    ].join('\n\n') + '\n'
  );
}

export interface CancelledFacts {
  runUrl: string;
  taskKey: string;
  signal: string;
  files: string[];
  diff: string;
}

export function renderCancelledComment(f: CancelledFacts): string {
  const diff =
    f.diff.length > DIFF_CHARS
      ? `[… ${f.diff.length - DIFF_CHARS} characters cut]\n${f.diff.slice(-DIFF_CHARS)}`
      : f.diff;
  return (
    [
      `🛑 **agent-fix was cancelled** (${f.signal} from the runner) before it finished. Nothing was pushed and no pull request was opened.`,
      f.files.length
        ? `The partial change so far, in ${fileList(f.files)}, was not verified:\n\n<details><summary>Partial diff</summary>\n\n${codeBlock(diff, 'diff')}\n\n</details>`
        : '_No change had been made yet._',
      `Run agent-fix again to retry. See the [workflow run](${f.runUrl}) for the log.`,
      // No attempt marker: a cancelled run did not attempt the commit, and a rerun must be allowed to.
      markers({ taskKey: f.taskKey }),
    ].join('\n\n') + '\n'
  );
}
