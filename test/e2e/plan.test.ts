// approval: plan, end to end through the bundled Action: a fresh trigger posts a plan and changes nothing; a
// maintainer's `/agent-fix approve` runs it (the plan reaches the model's task) and opens the PR; any other reply from a
// maintainer re-plans; an approval from someone without write access is ignored.
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type ChatRequest, type ScriptStep } from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';
import type { FakeGitHub } from './fake-github.js';
import {
  ISSUE,
  TAX_BUG,
  TAX_FIX,
  fixing,
  labeledIssue,
  makeOrigin,
  pushRules,
  useFakeServers,
  checkoutWorkspace,
  type Origin,
} from './harness.js';
import { commentCreated } from './payloads.js';

const PLAN_1 = 'PLAN-ONE: tax() in src/calculator.js multiplies by 0.2; use `rate`. Proven by test/calculator.test.js.';
const PLAN_2 = 'PLAN-TWO: as before, and refuse negative income with a RangeError.';
/** A plan run: it reads, tries to edit (patch_file is not among its tools), runs the tests, and submits the plan. */
const planning = (plan: string, id: string): ScriptStep[] => [
  assistant('Reading the code.', toolCall(`${id}r`, 'read_file', { path: 'src/calculator.js' })),
  assistant(null, toolCall(`${id}p`, 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX })),
  assistant(null, toolCall(`${id}t`, 'run_tests', {})),
  assistant(null, toolCall(`${id}f`, 'finish', { summary: plan })),
];

const fixingAsPlanned = () => fixing('tax() applies its rate and refuses negative income, as planned.');

const { servers, run: runWorkflow } = useFakeServers({
  github: { permissions: { maintainer: 'admin', reviewer: 'write', reader: 'read' } },
});

const run = (origin: Origin, event: string, payload: unknown, inputs: Record<string, string> = { approval: 'plan' }) =>
  runWorkflow({ event, payload, origin, inputs });

const label = labeledIssue;
const reply = (body: string, commenter = 'maintainer', commentId = 900) =>
  commentCreated({ ...ISSUE, body, commenter, commentId });

const branches = (origin: Origin) =>
  sh(origin.bare, 'git', ['for-each-ref', '--format=%(refname:short)', 'refs/heads']).trim().split('\n');
const planComments = (g: FakeGitHub) =>
  g.comments.filter((c) => c.issue === 7 && c.body.includes('<!-- agent-fix:plan sha='));
/** The requests of one run: the ones whose task (first user message) contains `marker`. */
const taskOf = (r: ChatRequest) => String(r.messages.find((m) => m.role === 'user')?.content ?? '');
const toolNames = (r: ChatRequest) =>
  ((r.tools ?? []) as { function: { name: string } }[]).map((t) => t.function.name).sort();

describe('approval: plan', () => {
  test('a labeled issue gets a plan comment and nothing else: no edit, no branch, no push, no PR; status skipped', async () => {
    const { model, gh } = await servers(planning(PLAN_1, 'x'));
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    const result = await runWorkflow({
      event: 'issues',
      payload: label(),
      origin,
      workspace,
      inputs: { approval: 'plan' },
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.outputs.status).toBe('skipped');
    expect(result.outputs.branch).toBe('');
    expect(result.outputs['pr-number']).toBe('');
    expect(result.stdout).toContain('a plan is waiting for approval on #7');

    // The model had read-only tools; its patch_file was answered as an unknown tool.
    expect(toolNames(model.requests[0]!)).toEqual(['finish', 'list_files', 'read_file', 'run_tests', 'search']);
    expect(taskOf(model.requests[0]!)).toContain('# Plan only (approval required)');
    const answer = model.requests.at(-1)!.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'xp');
    expect(String(answer?.content)).toContain('Unknown tool "patch_file"');

    expect(gh.pulls).toHaveLength(0);
    expect(branches(origin)).toEqual(['main']);
    expect(sh(origin.bare, 'git', ['rev-parse', 'main']).trim()).toBe(origin.mainSha);
    expect(sh(workspace, 'git', ['status', '--porcelain'])).toBe('');
    expect(sh(workspace, 'git', ['show', 'HEAD:src/calculator.js'])).toContain(TAX_BUG);

    const plans = planComments(gh);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.user.type).toBe('Bot');
    expect(plans[0]!.body).toContain(PLAN_1);
    expect(plans[0]!.body).toContain(`<!-- agent-fix:plan sha=${origin.mainSha} -->`);
    expect(plans[0]!.body).toContain('`/agent-fix approve`');
    expect(result.summary).toContain('PLAN-ONE');
  });

  test("a maintainer's /agent-fix approve with amendments runs the plan: the plan reaches the model's task, the PR opens", async () => {
    const { model, gh } = await servers([...planning(PLAN_1, 'x'), ...fixingAsPlanned()]);
    const origin = makeOrigin();
    const planned = await run(origin, 'issues', label());
    expect(planned.outputs.status, planned.stdout).toBe('skipped');
    const planRequests = model.requests.length;

    const approved = await run(
      origin,
      'issue_comment',
      reply('/agent-fix approve, and AMENDMENT-ZERO: cover zero income too'),
    );
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.outputs.status).toBe('resolved');
    expect(approved.stdout).toContain('@maintainer approved the plan on #7 with amendments');

    const fixRun = model.requests.slice(planRequests);
    const task = taskOf(fixRun[0]!);
    expect(task).toContain('# Approved plan');
    expect(task).toContain('PLAN-ONE: tax() in src/calculator.js multiplies by 0.2');
    expect(task).toContain('UNTRUSTED DATA (amendments by @maintainer)');
    expect(task).toContain('AMENDMENT-ZERO: cover zero income too');
    expect(task).not.toContain('# Plan only');
    expect(toolNames(fixRun[0]!)).toContain('patch_file');

    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]!.head.ref).toBe('agent-fix/issue-7');
    expect(gh.pulls[0]!.body).toContain('Fixes #7');
    expect(sh(origin.bare, 'git', ['show', 'agent-fix/issue-7:src/calculator.js'])).toContain('income * rate');
    expect(planComments(gh)).toHaveLength(1);
  });

  test('any other /agent-fix reply from a maintainer re-plans with the earlier plan and the reply (approval set in the rules file)', async () => {
    const { model, gh } = await servers([...planning(PLAN_1, 'x'), ...planning(PLAN_2, 'y')]);
    const origin = makeOrigin();
    origin.mainSha = pushRules(origin, 'approval: plan\n');
    const first = await run(origin, 'issues', label(), {});
    expect(first.outputs.status, first.stdout).toBe('skipped');
    const before = model.requests.length;

    const again = await run(
      origin,
      'issue_comment',
      reply('/agent-fix FEEDBACK-NEG: please also refuse negative income', 'reviewer'),
      {},
    );
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.outputs.status).toBe('skipped');
    expect(again.stdout).toContain('@reviewer replied to the plan on #7 without approving it; writing a new plan');
    const task = taskOf(model.requests[before]!);
    expect(task).toContain('# Plan only (approval required)');
    expect(task).toContain('# Your previous plan');
    expect(task).toContain('PLAN-ONE');
    expect(task).toContain('FEEDBACK-NEG: please also refuse negative income');
    expect(toolNames(model.requests[before]!)).not.toContain('patch_file');

    const plans = planComments(gh);
    expect(plans).toHaveLength(2);
    expect(plans[1]!.body).toContain('PLAN-TWO');
    expect(gh.pulls).toHaveLength(0);
    expect(branches(origin)).toEqual(['main']);
  });

  test('an approval from someone without write access is ignored: no model call, no run, no PR', async () => {
    const { model, gh } = await servers(planning(PLAN_1, 'x'));
    const origin = makeOrigin();
    await run(origin, 'issues', label());
    const before = model.requests.length;
    const comments = gh.comments.length;
    const ignored = await run(origin, 'issue_comment', reply('/agent-fix approve', 'reader'));
    expect(ignored.code).toBe(0);
    expect(ignored.outputs.status).toBe('skipped');
    expect(ignored.stdout).toMatch(/@reader has read access .*only people with write access/);
    expect(model.requests).toHaveLength(before);
    expect(gh.comments).toHaveLength(comments);
    expect(gh.pulls).toHaveLength(0);
    expect(branches(origin)).toEqual(['main']);
  });
});
