/**
 * The plan comment of `approval: plan`: the plan for maintainers to read, and the record the approving run reads it
 * back from. The plan sits between two hidden markers, escaped like all model text, so `parsePlanComment` recovers it
 * exactly and nothing in the plan can fake a marker (its `<` is escaped). One format, written and read here.
 */
import { modelText } from './model-text.js';
import { taskMarker } from '../github/protocol.js';
import { codeBlock, describeRun, type TestRunFacts } from './pr-body.js';
import { escapeHtml } from './summary.js';

const BEGIN = '<!-- agent-fix:plan-begin -->';
const END = '<!-- agent-fix:plan-end -->';
const PLAN_MARKER = /<!-- agent-fix:plan sha=([0-9a-f]{7,64}) -->/;
/** Room for the plan in a comment (GitHub's limit is 65,536 characters, escaping grows text). */
const MAX_PLAN_CHARS = 20_000;

export function planMarker(sha: string): string {
  return `<!-- agent-fix:plan sha=${sha} -->`;
}

export interface PlanCommentFacts {
  plan: string;
  /** The commit the plan was made at. */
  sha: string;
  request: { description: string; url?: string };
  taskKey: string;
  triggerPhrase: string;
  testCommand: string;
  baseline: TestRunFacts | null;
  /** One line: turns, tokens, cost, time, model (pr-body's usageLine). */
  usage: string;
  runUrl: string;
}

/** Model text may open a code fence it never closes; close it so the instructions below the plan still render. */
function balanced(text: string): string {
  // A backtick fence's info string has no backticks: "````@x````" (a code span modelText made) opens no block.
  const fences = text.split('\n').filter((l) => /^\s{0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(l)).length;
  return fences % 2 === 1 ? `${text}\n\`\`\`` : text;
}

function clip(text: string): string {
  return text.length > MAX_PLAN_CHARS
    ? `${text.slice(0, MAX_PLAN_CHARS)}\n[… ${text.length - MAX_PLAN_CHARS} characters cut]`
    : text;
}

export function renderPlanComment(f: PlanCommentFacts): string {
  const what = modelText(f.request.description);
  const asked = f.request.url ? `[${what.replace(/[[\]]/g, '\\$&')}](${f.request.url})` : what;
  const phrase = f.triggerPhrase.replace(/`/g, '');
  return (
    [
      `📝 **agent-fix plan** for ${asked}. Nothing has been changed: no branch, no commit, until a maintainer approves.`,
      `${BEGIN}\n${balanced(modelText(clip(f.plan.trim())))}\n${END}`,
      '---',
      `**To carry out this plan**, a maintainer (write access) replies \`${phrase} approve\`, optionally followed by ` +
        `amendments in the same comment (\`${phrase} approve, and keep the public API\`). **Any other** \`${phrase} …\` ` +
        'reply from a maintainer asks for a new plan that takes it into account.',
      `Planned at commit \`${f.sha.slice(0, 7)}\`. Before any change, \`${f.testCommand.replace(/`/g, "'")}\`: ${describeRun(f.baseline)}. ` +
        `${f.usage} · [workflow run](${f.runUrl})`,
      `${planMarker(f.sha)}\n${taskMarker(f.taskKey)}`,
    ].join('\n\n') + '\n'
  );
}

/** A plan run that ended without a plan (a budget ran out): say so, with the model's note, and how to retry. */
export function renderNoPlanComment(f: {
  reason?: string;
  note?: string;
  triggerPhrase: string;
  usage: string;
  runUrl: string;
  taskKey: string;
}): string {
  return (
    [
      `❌ **agent-fix could not write a plan**${f.reason ? `: ${modelText(f.reason)}` : '.'}`,
      f.note?.trim() ? `**Where it got to:**\n\n${codeBlock(f.note.trim(), 'text')}` : '',
      `A maintainer can ask again with \`${f.triggerPhrase.replace(/`/g, '')} …\` (more detail helps), or raise the budgets (\`max-turns\`, \`timeout-minutes\`).`,
      `${f.usage} · [workflow run](${f.runUrl})`,
      taskMarker(f.taskKey),
    ]
      .filter(Boolean)
      .join('\n\n') + '\n'
  );
}

/** The plan for the job summary (HTML-escaped; a workflow_dispatch has no other place to show it). */
export function renderPlanSummary(plan: string): string {
  return `<details open><summary><b>Plan</b></summary><pre>${escapeHtml(clip(plan.trim()))}</pre></details>\n`;
}

export interface StoredPlan {
  /** The plan as the model wrote it. */
  text: string;
  /** The commit it was made at. */
  sha: string;
}

/** The plan recorded in a comment body, or undefined when the body is not a plan comment. */
export function parsePlanComment(body: string): StoredPlan | undefined {
  const marker = PLAN_MARKER.exec(body);
  const begin = body.indexOf(BEGIN);
  const end = body.indexOf(END, begin + BEGIN.length);
  if (!marker || begin < 0 || end < 0) return undefined;
  const text = body
    .slice(begin + BEGIN.length, end)
    .trim()
    .replace(/@\u200b/g, '@')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return text ? { text, sha: marker[1]! } : undefined;
}
