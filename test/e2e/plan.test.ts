// approval: plan, end to end through the bundled Action: a fresh trigger posts a plan and changes nothing; a
// maintainer's `/agent-fix approve` runs it (the plan reaches the model's task) and opens the PR; any other reply from a
// maintainer re-plans; an approval from someone without write access is ignored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  assistant,
  startFakeOpenAI,
  toolCall,
  type ChatRequest,
  type FakeOpenAI,
  type ScriptStep,
} from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { OWNER, REPO, checkoutWorkspace, makeOrigin, runAction, type Origin } from './harness.js';
import { commentCreated, issueLabeled } from './payloads.js';

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const NEW =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';
const PLAN_1 = 'PLAN-ONE: tax() in src/calculator.js multiplies by 0.2; use `rate`. Proven by test/calculator.test.js.';
const PLAN_2 = 'PLAN-TWO: as before, and refuse negative income with a RangeError.';
const ISSUE = {
  owner: OWNER,
  repo: REPO,
  number: 7,
  title: 'tax() ignores the rate',
  body: 'tax(100, 0.1) returns 20 instead of 10.',
};

/** A plan run: it reads, tries to edit (patch_file is not among its tools), runs the tests, and submits the plan. */
const planning = (plan: string, id: string): ScriptStep[] => [
  assistant('Reading the code.', toolCall(`${id}r`, 'read_file', { path: 'src/calculator.js' })),
  assistant(null, toolCall(`${id}p`, 'patch_file', { path: 'src/calculator.js', old_str: OLD, new_str: NEW })),
  assistant(null, toolCall(`${id}t`, 'run_tests', {})),
  assistant(null, toolCall(`${id}f`, 'finish', { summary: plan })),
];

const fixing = (): ScriptStep[] => [
  assistant(null, toolCall('a', 'patch_file', { path: 'src/calculator.js', old_str: OLD, new_str: NEW })),
  assistant(null, toolCall('b', 'run_tests', {})),
  assistant(
    null,
    toolCall('c', 'finish', { summary: 'tax() applies its rate and refuses negative income, as planned.' }),
  ),
];

let model: FakeOpenAI | undefined;
let gh: FakeGitHub | undefined;
afterEach(async () => {
  await model?.close();
  await gh?.close();
  model = undefined;
  gh = undefined;
});

async function servers(script: ScriptStep[]) {
  model = await startFakeOpenAI(script, { usage: { prompt_tokens: 1000, completion_tokens: 50 } });
  gh = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    permissions: { maintainer: 'admin', reviewer: 'write', reader: 'read' },
  });
  return { model, gh };
}

const run = (origin: Origin, event: string, payload: unknown, inputs: Record<string, string> = { approval: 'plan' }) =>
  runAction({
    event,
    payload,
    apiUrl: gh!.url,
    origin,
    workspace: checkoutWorkspace(origin),
    inputs: { 'base-url': model!.url, model: 'gpt-4.1', ...inputs },
  });

const label = () => issueLabeled({ ...ISSUE, label: 'agent-fix' });
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
    const result = await runAction({
      event: 'issues',
      payload: label(),
      apiUrl: gh.url,
      origin,
      workspace,
      inputs: { 'base-url': model.url, model: 'gpt-4.1', approval: 'plan' },
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
    expect(sh(workspace, 'git', ['show', 'HEAD:src/calculator.js'])).toContain(OLD);

    const plans = planComments(gh);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.user.type).toBe('Bot');
    expect(plans[0]!.body).toContain(PLAN_1);
    expect(plans[0]!.body).toContain(`<!-- agent-fix:plan sha=${origin.mainSha} -->`);
    expect(plans[0]!.body).toContain('`/agent-fix approve`');
    expect(result.summary).toContain('PLAN-ONE');
  });

  test("a maintainer's /agent-fix approve with amendments runs the plan: the plan reaches the model's task, the PR opens", async () => {
    const { model, gh } = await servers([...planning(PLAN_1, 'x'), ...fixing()]);
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

/** Commits the rules file on main of the origin; returns the new main sha. */
function pushRules(origin: Origin, rules: string): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-push-')));
  sh(dir, 'git', ['clone', '-q', origin.bare, '.']);
  fs.mkdirSync(path.join(dir, '.github'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.github/agent-fix.yml'), rules);
  sh(dir, 'git', ['add', '-A']);
  sh(dir, 'git', ['commit', '-q', '-m', 'rules']);
  sh(dir, 'git', ['push', '-q', 'origin', 'HEAD:refs/heads/main']);
  return sh(dir, 'git', ['rev-parse', 'HEAD']).trim();
}
