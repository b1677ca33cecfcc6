/**
 * The issue triggers: the trigger label on an issue, and the issue task (title, body, comments, sanitized and fenced)
 * that the label, a `/agent-fix` comment and `agent-fix run --issue` share.
 */
import type { TriggerPolicy } from '../config/action-inputs.js';
import type { GitHubHelper, IssueComment } from '../github/helper.js';
import { modelPlainText } from '../report/model-text.js';
import { clip, fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { isBot, mayTrigger, refuseActor } from '../github/actor.js';
import type { IssuesEvent } from '../github/webhooks.js';
import { UNTRUSTED_NOTE, skip, type TriggerDecision, type TriggerTask } from './task.js';
import type { EventContext } from './context.js';

const MAX_COMMENTS = 20;
export const MAX_COMMENT_CHARS = 4_000;
const MAX_BODY_CHARS = 20_000;

/** Which comments of the thread the model sees; the Action's triggers see every comment from a person. */
export type CommentFilter = (comment: IssueComment) => Promise<boolean>;

export async function issueThread(
  gh: GitHubHelper,
  issue: { number: number; title: string; body?: string | null },
  skipCommentId?: number,
  include?: CommentFilter,
): Promise<string[]> {
  const parts = [
    fenceUntrusted(
      `issue #${issue.number}`,
      sanitizeUntrusted(`${issue.title}\n\n${clip(issue.body ?? '', MAX_BODY_CHARS)}`),
    ),
  ];
  let comments = (await gh.issueComments(issue.number)).filter(
    (c) => c.id !== skipCommentId && !isBot({ login: c.user, type: c.userType }) && !c.body.includes('<!-- agent-fix'),
  );
  if (include) {
    const keep = await Promise.all(comments.map(include));
    comments = comments.filter((_c, i) => keep[i]);
  }
  for (const c of comments.slice(-MAX_COMMENTS)) {
    parts.push(fenceUntrusted(`comment by @${c.user}`, sanitizeUntrusted(clip(c.body, MAX_COMMENT_CHARS))));
  }
  return parts;
}

/** Keeps comments by people with write access or above; one permission lookup per author. */
export function writersOnly(gh: GitHubHelper): CommentFilter {
  const seen = new Map<string, Promise<boolean>>();
  return (c) => {
    if (!seen.has(c.user)) seen.set(c.user, gh.permission(c.user).then(mayTrigger));
    return seen.get(c.user)!;
  };
}

export async function fromIssueLabel(
  ctx: EventContext,
  p: IssuesEvent,
  policy: TriggerPolicy,
  gh: GitHubHelper,
): Promise<TriggerDecision> {
  if (p.action !== 'labeled')
    return skip(
      `nothing to do for event issues (action ${p.action}); agent-fix acts when the "${policy.triggerLabel}" label is added`,
    );
  if (p.label?.name !== policy.triggerLabel)
    return skip(`label "${p.label?.name}" is not the trigger label "${policy.triggerLabel}"`);
  const issue = p.issue;
  if (!issue?.number) return skip('the issues event has no issue in its payload');
  if (issue.state === 'closed') return skip(`issue #${issue.number} is closed`);
  // Triage access is enough to label an issue; starting a run with a write token needs write access.
  const refused = await refuseActor(
    gh,
    policy,
    `${ctx.owner}/${ctx.repo}`,
    p.sender,
    `start agent-fix by adding the "${policy.triggerLabel}" label`,
  );
  if (refused) return skip(refused);
  const task = await issueTask(gh, issue, `${ctx.owner}/${ctx.repo}`, { testEdits: policy.testEdits ?? 'flag' });
  return {
    kind: 'run',
    task: {
      ...task,
      requester: !isBot(p.sender) ? { login: p.sender.login, id: p.sender.id } : undefined,
      reactTo: { kind: 'issue', number: issue.number },
      plannable: {},
    },
  };
}

/**
 * The task for resolving one issue: its title, body and comments, sanitized and fenced. The label trigger and
 * `agent-fix run --issue` (which keeps only maintainers' comments, through `include`) both build it here.
 */
export async function issueTask(
  gh: GitHubHelper,
  issue: { number: number; title?: string | null; body?: string | null; html_url?: string },
  repoName: string,
  options: { testEdits: TriggerTask['testEdits']; include?: CommentFilter },
): Promise<TriggerTask> {
  const thread = await issueThread(
    gh,
    { number: issue.number, title: String(issue.title ?? ''), body: issue.body },
    undefined,
    options.include,
  );
  const title = sanitizeUntrusted(String(issue.title ?? ''))
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  return {
    text: [
      `Resolve GitHub issue #${issue.number} of ${repoName}.`,
      UNTRUSTED_NOTE,
      ...thread,
      'Change the code so the issue is resolved, add or update tests that show it, and keep the test command passing.',
    ].join('\n\n'),
    // The title is the commit subject too: a "fixes #3" typed into the issue title must not close #3 on merge.
    title: `Fix #${issue.number}: ${modelPlainText(title)}`,
    request: { description: `Issue #${issue.number}: ${title}`, url: issue.html_url },
    issueNumber: issue.number,
    fixesIssue: issue.number,
    branchKey: `issue-${issue.number}`,
    testEdits: options.testEdits,
    ciFailure: false,
  };
}
