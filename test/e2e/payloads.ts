/**
 * Event payloads for tests: copies of GitHub's real webhook examples (@octokit/webhooks-examples), adapted to the
 * test repository, so the Action reads the same shapes it meets on a runner.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const examples: { name: string; examples: any[] }[] = require('@octokit/webhooks-examples/api.github.com/index.json');

export function example(event: string, action: string | undefined, pick: (x: any) => boolean = () => true): any {
  const found = examples
    .find((e) => e.name === event)
    ?.examples.find((x) => (action === undefined || x.action === action) && pick(x));
  if (!found) throw new Error(`no webhook example for ${event}.${action}`);
  return structuredClone(found);
}

/** A payload's `user` (a sender, a comment's author, …) made the person `login`, numbered `id`. */
const asUser = (user: any, login: string, id: number) => ({ ...user, login, id, type: 'User' });

export function retarget(payload: any, owner: string, repo: string): any {
  payload.repository = {
    ...payload.repository,
    name: repo,
    full_name: `${owner}/${repo}`,
    owner: { ...payload.repository.owner, login: owner },
    default_branch: 'main',
  };
  return payload;
}

/** The webhook example of `event`.`action`, retargeted at `o.owner`/`o.repo`. */
const exampleIn = (o: { owner: string; repo: string }, event: string, action: string | undefined) =>
  retarget(example(event, action), o.owner, o.repo);

/** A payload's `issue` made issue `o.number` of `o.owner`/`o.repo`: open, titled `o.title`, reading `body`. */
const openIssue = (issue: any, o: { owner: string; repo: string; number: number; title: string }, body: string) => ({
  ...issue,
  number: o.number,
  title: o.title,
  body,
  state: 'open',
  html_url: `https://github.example/${o.owner}/${o.repo}/issues/${o.number}`,
});

export function issueLabeled(o: {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  label: string;
  sender?: string;
}): any {
  const p = exampleIn(o, 'issues', 'labeled');
  p.label = { ...p.label, name: o.label };
  p.issue = openIssue(p.issue, o, o.body);
  p.sender = asUser(p.sender, o.sender ?? 'maintainer', 4242);
  return p;
}

export function issueOpened(o: { owner: string; repo: string; number: number }): any {
  const p = exampleIn(o, 'issues', 'opened');
  p.issue = { ...p.issue, number: o.number };
  return p;
}

export function commentCreated(o: {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  commenter: string;
  commentId?: number;
  pull?: boolean;
}): any {
  const p = exampleIn(o, 'issue_comment', 'created');
  p.issue = openIssue(p.issue, o, 'The total is wrong.');
  if (o.pull) p.issue.pull_request = { url: `https://api.github.example/repos/${o.owner}/${o.repo}/pulls/${o.number}` };
  else delete p.issue.pull_request;
  p.comment = {
    ...p.comment,
    id: o.commentId ?? 777,
    body: o.body,
    user: asUser(p.comment.user, o.commenter, 5151),
    author_association: 'CONTRIBUTOR',
  };
  p.sender = asUser(p.sender, o.commenter, 5151);
  return p;
}

/** A comment on pull request `number` of acme/calc, by the maintainer unless `commenter` says otherwise. */
export function pullComment(number: number, title: string, body: string, commenter = 'maintainer'): any {
  return commentCreated({ owner: 'acme', repo: 'calc', number, title, body, commenter, pull: true });
}

export function workflowRunCompleted(o: {
  owner: string;
  repo: string;
  runId: number;
  conclusion: string;
  headBranch: string;
  headSha: string;
  headRepo?: string;
  name?: string;
  /** GitHub's older example, whose run names neither `actor` nor `triggering_actor`. */
  withoutActors?: boolean;
}): any {
  const p = retarget(
    example('workflow_run', 'completed', (x) => 'triggering_actor' in x.workflow_run === !o.withoutActors),
    o.owner,
    o.repo,
  );
  p.workflow_run = {
    ...p.workflow_run,
    id: o.runId,
    name: o.name ?? 'CI',
    conclusion: o.conclusion,
    head_branch: o.headBranch,
    head_sha: o.headSha,
    html_url: `https://github.example/${o.owner}/${o.repo}/actions/runs/${o.runId}`,
    pull_requests: [],
    head_repository: { ...p.workflow_run.head_repository, full_name: o.headRepo ?? `${o.owner}/${o.repo}` },
    repository: { ...p.workflow_run.repository, full_name: `${o.owner}/${o.repo}` },
  };
  if (!o.withoutActors) {
    p.workflow_run.triggering_actor = asUser(p.workflow_run.triggering_actor, 'pusher', 6161);
    p.workflow_run.actor = asUser(p.workflow_run.actor, 'pusher', 6161);
  }
  return p;
}

export function workflowDispatch(o: { owner: string; repo: string; task?: string }): any {
  const p = exampleIn(o, 'workflow_dispatch', undefined);
  p.inputs = o.task ? { task: o.task } : {};
  return p;
}

/**
 * A payload's `pull_request` made pull request `o.pull` of `o.owner`/`o.repo`, from branch `o.headRef` (at `o.headSha`
 * where given) of `o.headRepo` (a fork's `owner/name`; this repository by default).
 */
const pullFrom = (
  pr: any,
  o: { owner: string; repo: string; pull: number; headRef: string; headSha?: string; headRepo?: string },
) => ({
  ...pr,
  number: o.pull,
  head: {
    ...pr.head,
    ref: o.headRef,
    ...(o.headSha && { sha: o.headSha }),
    repo: { ...pr.head.repo, full_name: o.headRepo ?? `${o.owner}/${o.repo}` },
  },
});

/** A review submitted on a pull request; `state` as webhooks spell it (`changes_requested`, `commented`, `approved`). */
export function reviewSubmitted(o: {
  owner: string;
  repo: string;
  pull: number;
  headRef: string;
  headSha: string;
  reviewId: number;
  state: string;
  body: string;
  reviewer: string;
}): any {
  const p = exampleIn(o, 'pull_request_review', 'submitted');
  p.pull_request = { ...pullFrom(p.pull_request, o), base: { ...p.pull_request.base, ref: 'main' } };
  p.review = {
    ...p.review,
    id: o.reviewId,
    state: o.state,
    body: o.body,
    user: asUser(p.review.user, o.reviewer, 7171),
    html_url: `https://github.example/${o.owner}/${o.repo}/pull/${o.pull}#pullrequestreview-${o.reviewId}`,
  };
  p.sender = asUser(p.sender, o.reviewer, 7171);
  return p;
}

/** A review comment created on a line of a pull request's diff. */
export function reviewCommentCreated(o: {
  owner: string;
  repo: string;
  pull: number;
  headRef: string;
  commentId: number;
  body: string;
  path: string;
  line: number;
  commenter: string;
  /** The PR's head repository (a fork's `owner/name`); this repository by default. */
  headRepo?: string;
}): any {
  const p = exampleIn(o, 'pull_request_review_comment', 'created');
  p.pull_request = pullFrom(p.pull_request, o);
  p.comment = {
    ...p.comment,
    id: o.commentId,
    body: o.body,
    path: o.path,
    line: o.line,
    original_line: o.line,
    user: asUser(p.comment.user, o.commenter, 8181),
  };
  p.sender = asUser(p.sender, o.commenter, 8181);
  return p;
}
