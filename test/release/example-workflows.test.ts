// The example workflows (examples/workflows/*.yml) as GitHub runs them: each file parsed and checked by GitHub's
// workflow parser, each `on:` filter and job `if:` evaluated by GitHub's expression engine against real webhook
// payloads (@octokit/webhooks-examples, edited into the fork variants). The table says which event starts which
// agent-fix job; across the files a repository uses together, no event starts two agent-fix runs.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  parseWorkflowFile,
  runJobs,
  githubContext,
  type EventCase,
  type ParsedWorkflow,
} from '../helpers/actions-workflow.js';
import {
  commentCreated,
  example,
  issueLabeled,
  retarget,
  reviewCommentCreated,
  reviewSubmitted,
  workflowDispatch,
  workflowRunCompleted,
} from '../e2e/payloads.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLES = path.join(ROOT, 'examples', 'workflows');
const OWNER = 'acme';
const REPO = 'calc';
const FORK = 'contributor/calc';
const SHA = 'c0ffee'.padEnd(40, '0');

/**
 * Files a repository uses one of, never two together (their headers say "instead of"): the label workflows, and the
 * three ways of reacting to a failed CI run of this repository (flaky.yml is ci-failure.yml with the flaky tracker's
 * settings and a step on its outputs). Any other two files may be installed side by side.
 */
const ALTERNATIVES = [
  [
    'issues.yml',
    'issues-signed-commits.yml',
    'issues-services.yml',
    'issues-app-token.yml',
    // The starters for other ecosystems answer the same label.
    'issues-python.yml',
    'issues-uv.yml',
    'issues-go.yml',
    'issues-rust.yml',
    'issues-maven.yml',
    'issues-gradle.yml',
  ],
  ['ci-failure.yml', 'same-job-ci.yml', 'flaky.yml'],
];
const slotOf = (file: string) => ALTERNATIVES.find((g) => g.includes(file))?.[0] ?? file;

const label = (name: string) =>
  issueLabeled({ owner: OWNER, repo: REPO, number: 7, title: 't', body: 'b', label: name });
const comment = (body: string, pull = false) =>
  commentCreated({ owner: OWNER, repo: REPO, number: 12, title: 't', body, commenter: 'maintainer', pull });
const failedRun = (o: { conclusion?: string; branch?: string; headRepo?: string | null }) => {
  const p = workflowRunCompleted({
    owner: OWNER,
    repo: REPO,
    runId: 99,
    conclusion: o.conclusion ?? 'failure',
    headBranch: o.branch ?? 'main',
    headSha: SHA,
    headRepo: o.headRepo ?? undefined,
  });
  if (o.headRepo === null) p.workflow_run.head_repository = null;
  return p;
};
/** A pull request opened from `headRepo`'s `headRef` into main. */
const pullRequest = (headRef: string, headRepo = `${OWNER}/${REPO}`) => {
  const p = retarget(example('pull_request', 'opened'), OWNER, REPO);
  p.pull_request = {
    ...p.pull_request,
    number: 12,
    head: {
      ...p.pull_request.head,
      ref: headRef,
      sha: SHA,
      repo: { ...p.pull_request.head.repo, full_name: headRepo },
    },
    base: { ...p.pull_request.base, ref: 'main', repo: { ...p.pull_request.base.repo, full_name: `${OWNER}/${REPO}` } },
  };
  return p;
};
const push = (branch: string) => {
  const p = retarget(example('push', undefined), OWNER, REPO);
  p.ref = `refs/heads/${branch}`;
  p.after = SHA;
  return p;
};
const review = (state: string, headRef = 'agent-fix/issue-7', headRepo = `${OWNER}/${REPO}`) => {
  const p = reviewSubmitted({
    owner: OWNER,
    repo: REPO,
    pull: 12,
    headRef,
    headSha: SHA,
    reviewId: 1,
    state,
    body: 'please',
    reviewer: 'maintainer',
  });
  p.pull_request.head.repo.full_name = headRepo;
  return p;
};
const reviewComment = (body: string, headRef = 'agent-fix/issue-7') =>
  reviewCommentCreated({
    owner: OWNER,
    repo: REPO,
    pull: 12,
    headRef,
    commentId: 3,
    body,
    path: 'src/a.js',
    line: 1,
    commenter: 'maintainer',
  });
const dispatch = (inputs: Record<string, string>) => ({ ...workflowDispatch({ owner: OWNER, repo: REPO }), inputs });
const schedule = () => ({
  schedule: '0 3 * * 1',
  repository: workflowDispatch({ owner: OWNER, repo: REPO }).repository,
});

/** same-job-ci.yml's test job says its test step failed (not `npm ci`). */
const TESTS_FAILED = { test: { tests: 'failure' } };

/** The route job of comment.yml answers what GitHub's API says about the PR. */
const onPr = (fork: boolean) => ({ route: { fork: String(fork) } });

/** Each event, and the agent-fix jobs (`file:job`) it must start across every example file. */
const CASES: Array<[string, EventCase, string[]]> = [
  [
    'the agent-fix label on an issue',
    { eventName: 'issues', payload: label('agent-fix') },
    [
      'issues-app-token.yml:fix',
      'issues-go.yml:fix',
      'issues-gradle.yml:fix',
      'issues-maven.yml:fix',
      'issues-python.yml:fix',
      'issues-rust.yml:fix',
      'issues-services.yml:fix',
      'issues-signed-commits.yml:fix',
      'issues-uv.yml:fix',
      'issues.yml:fix',
    ],
  ],
  ['another label', { eventName: 'issues', payload: label('bug') }, []],
  [
    '/agent-fix on an issue',
    { eventName: 'issue_comment', payload: comment('/agent-fix please'), outputs: { route: { fork: '' } } },
    ['comment.yml:fix'],
  ],
  [
    "/agent-fix on this repository's PR",
    { eventName: 'issue_comment', payload: comment('/agent-fix please', true), outputs: onPr(false) },
    ['comment.yml:fix'],
  ],
  [
    "/agent-fix on a fork's PR",
    { eventName: 'issue_comment', payload: comment('/agent-fix please', true), outputs: onPr(true) },
    ['comment.yml:fix-fork'],
  ],
  ['another comment on a PR', { eventName: 'issue_comment', payload: comment('LGTM', true), outputs: onPr(true) }, []],
  [
    "CI failed on this repository's main",
    { eventName: 'workflow_run', payload: failedRun({}) },
    ['ci-failure.yml:fix', 'flaky.yml:fix'],
  ],
  [
    "CI failed on the bot's own branch",
    { eventName: 'workflow_run', payload: failedRun({ branch: 'agent-fix/issue-7' }) },
    ['ci-rounds.yml:fix'],
  ],
  [
    "CI failed on a fork's PR",
    { eventName: 'workflow_run', payload: failedRun({ branch: 'patch-1', headRepo: FORK }) },
    ['fork-prs-auto.yml:fix'],
  ],
  [
    "CI failed on a fork's branch named like a bot branch",
    { eventName: 'workflow_run', payload: failedRun({ branch: 'agent-fix/issue-7', headRepo: FORK }) },
    ['fork-prs-auto.yml:fix'],
  ],
  ['CI failed for a deleted fork', { eventName: 'workflow_run', payload: failedRun({ headRepo: null }) }, []],
  ['CI passed', { eventName: 'workflow_run', payload: failedRun({ conclusion: 'success' }) }, []],
  [
    "tests fail on this repository's PR",
    { eventName: 'pull_request', payload: pullRequest('fix-tax'), failingJobs: ['test'], outputs: TESTS_FAILED },
    ['same-job-ci.yml:fix'],
  ],
  [
    "tests fail on the bot's own PR",
    {
      eventName: 'pull_request',
      payload: pullRequest('agent-fix/issue-7'),
      failingJobs: ['test'],
      outputs: TESTS_FAILED,
    },
    [],
  ],
  [
    "tests fail on a fork's PR",
    { eventName: 'pull_request', payload: pullRequest('patch-1', FORK), failingJobs: ['test'], outputs: TESTS_FAILED },
    [],
  ],
  ['tests pass on a PR', { eventName: 'pull_request', payload: pullRequest('fix-tax') }, []],
  [
    '`npm ci` fails on a PR (the tests never ran)',
    {
      eventName: 'pull_request',
      payload: pullRequest('fix-tax'),
      failingJobs: ['test'],
      outputs: { test: { tests: 'skipped' } },
    },
    [],
  ],
  [
    'tests fail on a push to main',
    { eventName: 'push', payload: push('main'), failingJobs: ['test'], outputs: TESTS_FAILED },
    ['same-job-ci.yml:fix'],
  ],
  [
    'tests fail on a push to a bot branch',
    { eventName: 'push', payload: push('agent-fix/issue-7'), failingJobs: ['test'], outputs: TESTS_FAILED },
    [],
  ],
  [
    "changes requested on the bot's PR",
    { eventName: 'pull_request_review', payload: review('changes_requested') },
    ['review-rounds.yml:fix'],
  ],
  ["an approval of the bot's PR", { eventName: 'pull_request_review', payload: review('approved') }, []],
  [
    "changes requested on a fork's PR",
    { eventName: 'pull_request_review', payload: review('changes_requested', 'agent-fix/x', FORK) },
    [],
  ],
  [
    "/agent-fix on a line of the bot's PR",
    { eventName: 'pull_request_review_comment', payload: reviewComment('/agent-fix rename it') },
    ['review-rounds.yml:fix'],
  ],
  [
    "a line comment on someone's PR",
    { eventName: 'pull_request_review_comment', payload: reviewComment('/agent-fix', 'fix-tax') },
    [],
  ],
  [
    'a dispatch of the manual workflow with an issue',
    { eventName: 'workflow_dispatch', payload: dispatch({ issue: '7', task: '' }), onlyFile: 'dispatch.yml' },
    ['dispatch.yml:fix'],
  ],
  [
    'a dispatch of the sweep with two labeled issues open',
    {
      eventName: 'workflow_dispatch',
      payload: dispatch({}),
      onlyFile: 'sweep.yml',
      outputs: { list: { issues: '[7,8]' } },
    },
    ['sweep.yml:fix'],
  ],
  [
    "the sweep's schedule with no labeled issue open",
    { eventName: 'schedule', payload: schedule(), onlyFile: 'sweep.yml', outputs: { list: { issues: '[]' } } },
    [],
  ],
];

let examples: ParsedWorkflow[] = [];

beforeAll(async () => {
  const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.yml'));
  examples = await Promise.all(files.map((f) => parseWorkflowFile(f, fs.readFileSync(path.join(EXAMPLES, f), 'utf8'))));
});

/** The agent-fix jobs (`file:job`) the event starts across every example. */
const started = (c: EventCase) =>
  examples
    .flatMap((w) =>
      runJobs(w, c)
        .filter((j) => j.runsAgentFix)
        .map((j) => `${w.file}:${j.job}`),
    )
    .sort();

describe('example workflows, as GitHub runs them', () => {
  it("GitHub's parser accepts every file", () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    for (const w of examples) expect(w.errors, w.file).toEqual([]);
  });

  it.each(CASES)('%s', (_name, c, expected) => {
    expect(started(c)).toEqual(expected);
  });

  it('every agent-fix job is started by some event: no example is dead', () => {
    const reached = new Set(CASES.flatMap(([, c]) => started(c)));
    for (const w of examples) {
      for (const job of w.template.jobs) {
        const uses = job.type === 'job' && job.steps.some((s: any) => /agent-fix@/.test(String(s.uses?.value ?? '')));
        if (uses) expect([...reached], `${w.file}:${job.id.value}`).toContain(`${w.file}:${job.id.value}`);
      }
    }
  });

  it('no event starts two agent-fix runs across the files a repository uses together', () => {
    for (const [name, c] of CASES) {
      const slots = new Map<string, string[]>();
      for (const run of started(c)) {
        const file = run.split(':')[0]!;
        slots.set(slotOf(file), [...(slots.get(slotOf(file)) ?? []), run]);
      }
      for (const runs of slots.values()) {
        // Alternatives of one slot are never installed together; one file never starts two agent-fix jobs.
        const files = new Set(runs.map((r) => r.split(':')[0]));
        expect(runs.length, `${name}: ${runs.join(', ')}`).toBe(files.size);
      }
      expect([...slots.keys()].length, `${name}: ${[...slots.values()].flat().join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('the github context is the one GitHub builds: on pull_request, ref_name is N/merge and head_ref the branch', () => {
    const ctx = githubContext({ eventName: 'pull_request', payload: pullRequest('agent-fix/issue-7') });
    expect(ctx).toMatchObject({ ref: 'refs/pull/12/merge', ref_name: '12/merge', head_ref: 'agent-fix/issue-7' });
    expect(githubContext({ eventName: 'push', payload: push('main') })).toMatchObject({
      ref_name: 'main',
      head_ref: '',
    });
  });
});
