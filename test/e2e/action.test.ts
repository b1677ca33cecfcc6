// The Action as the runner runs it: `node dist/index.js` as a child process against a fake GitHub REST server, a
// local bare origin and a fake model server. Each test is one workflow run.
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type ScriptStep } from '../helpers/fake-openai.js';
import { makeRepo, sh } from '../helpers/repo.js';
import type { FakeGitHub } from './fake-github.js';
import {
  API_KEY,
  ISSUE,
  OWNER,
  REPO,
  TAX_BUG,
  TAX_FIX,
  TOKEN,
  branchSha,
  failedRun,
  fixing,
  keepTesting,
  labeledIssue,
  makeOrigin,
  neverGreen,
  useFakeServers,
  withoutMaskLines,
  type ActionRun,
  type Origin,
} from './harness.js';
import { commentCreated, issueLabeled } from './payloads.js';

const fixingNow = () => fixing('tax() now applies its rate and refuses negative income.', { read: true });

const {
  servers,
  run: runWorkflow,
  runOnLabel,
} = useFakeServers({
  github: { permissions: { maintainer: 'admin', reader: 'read', pusher: 'write' } },
  model: { whenExhausted: keepTesting, usage: { prompt_tokens: 1200, completion_tokens: 80 } },
});

const allText = (g: FakeGitHub, runs: ActionRun[]) =>
  [
    ...g.pulls.map((p) => `${p.title}\n${p.body}`),
    ...g.comments.flatMap((c) => [c.body, ...c.updatedBodies]),
    ...runs.map((r) => `${r.summary}\n${withoutMaskLines(r.stdout)}\n${r.stderr}`),
  ].join('\n');

function expectNoSecrets(g: FakeGitHub, runs: ActionRun[]) {
  const text = allText(g, runs);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(API_KEY);
  expect(text).not.toContain(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'));
}

describe('issues labeled', () => {
  // Two whole Action runs (the label, then the rerun): about 50 s on 2 busy cores, so more than the default limit.
  test('label → PR against the default branch with Fixes #n, passing tests and changed files; a rerun updates the same PR', async () => {
    const { model, gh } = await servers([...fixingNow(), ...fixingNow()]);
    const origin = makeOrigin();
    const payload = labeledIssue();
    const first = await runWorkflow({
      event: 'issues',
      payload,
      origin,
    });

    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({
      status: 'resolved',
      branch: 'agent-fix/issue-7',
      'pr-number': String(gh.pulls[0]?.number),
      turns: '4',
      'prompt-tokens': '4800',
    });
    expect(first.outputs['tests-summary']).toMatch(/^before: failed .*; after: passed/);
    // The harness opts out explicitly (sandbox: none); the output, the summary and the PR say so.
    expect(first.outputs.sandbox).toBe('none');
    expect(first.summary).toContain(
      'Sandbox: none: commands ran without file-system or network isolation (explicit opt-out).',
    );
    expect(branchSha(origin, 'main')).toBe(origin.mainSha);
    expect(sh(origin.bare, 'git', ['show', 'agent-fix/issue-7:src/calculator.js'])).toContain('income * rate');
    expect(sh(origin.bare, 'git', ['log', '-1', '--format=%B', 'agent-fix/issue-7'])).toMatch(
      /Fixes #7[\s\S]*Co-authored-by: maintainer </,
    );

    expect(gh.pulls).toHaveLength(1);
    const pr = gh.pulls[0]!;
    expect(pr).toMatchObject({
      base: { ref: 'main' },
      head: { ref: 'agent-fix/issue-7' },
      draft: false,
      labels: ['agent-fix'],
      reviewers: ['maintainer'],
    });
    expect(pr.body).toContain(
      'Sandbox: none: commands ran without file-system or network isolation (explicit opt-out).',
    );
    expect(pr.body).toContain('Fixes #7');
    expect(pr.body).toMatch(/After the change: \*\*passed/);
    expect(pr.body).toContain('`src/calculator.js` | +');
    expect(pr.body).toContain('<!-- agent-fix:task issue-7 -->');
    expect(pr.body.length).toBeLessThan(65_536);
    expect(gh.reactions).toContainEqual({ target: 'issue:7', content: 'eyes' });
    const progress = gh.comments.filter((c) => c.issue === 7);
    expect(progress).toHaveLength(1);
    expect(progress[0]!.updatedBodies.at(-1)).toContain(pr.html_url);
    expect(first.summary).toContain('agent-fix: resolved');
    expect(first.summary).toContain(pr.html_url);
    expect(model.requests[0]!.messages.map((m) => m.content).join('\n')).toContain('tax(100, 0.1) returns 20');

    const second = await runWorkflow({
      event: 'issues',
      payload,
      origin,
    });
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs['pr-number']).toBe(first.outputs['pr-number']);
    expect(gh.pulls).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'PATCH' && /\/pulls\/\d+$/.test(r.path))).toHaveLength(1);
    expectNoSecrets(gh, [first, second]);
    expect(first.stdout).toContain('::add-mask::');
  }, 180_000);
});

describe('the proof in the PR body', () => {
  const NEW_TESTS = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tax } from '../src/calculator.js';

test('tax of 100 at 10% is 10', () => {
  assert.equal(tax(100, 0.1), 10);
});

test('tax of negative income is a RangeError', () => {
  assert.throws(() => tax(-1), RangeError);
});
`;
  const fixingWithTests = (): ScriptStep[] => [
    assistant(null, toolCall('a', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX })),
    assistant(null, toolCall('b', 'create_file', { path: 'test/tax-rate.test.js', content: NEW_TESTS })),
    assistant(null, toolCall('c', 'run_tests', {})),
    assistant(
      null,
      toolCall('d', 'finish', { summary: 'tax() applies its rate and refuses negative income; two new tests.' }),
    ),
  ];

  /** A bare origin with a small pytest project on main (no divide() yet). */
  const pythonOrigin = (): Origin =>
    makeOrigin(
      makeRepo({
        'calculator.py': 'def add(a, b):\n    return a + b\n',
        'tests/__init__.py': '',
        'tests/test_add.py': 'from calculator import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
        'pytest.ini': '[pytest]\npythonpath = .\n',
      }),
    );

  test('pytest with its default output: the table lists test_divide and test_divide_by_zero, not test_calculator.py', async () => {
    const { gh } = await servers([
      assistant(
        null,
        toolCall('a', 'patch_file', {
          path: 'calculator.py',
          old_str: '    return a + b\n',
          new_str:
            '    return a + b\n\n\ndef divide(a, b):\n    if b == 0:\n        raise ZeroDivisionError("b is zero")\n    return a / b\n',
        }),
      ),
      assistant(
        null,
        toolCall('b', 'create_file', {
          path: 'tests/test_calculator.py',
          content:
            'import pytest\n\nfrom calculator import divide\n\n\ndef test_divide():\n    assert divide(6, 3) == 2\n\n\n' +
            'def test_divide_by_zero():\n    with pytest.raises(ZeroDivisionError):\n        divide(1, 0)\n',
        }),
      ),
      assistant(null, toolCall('c', 'run_tests', {})),
      assistant(null, toolCall('d', 'finish', { summary: 'Added divide() with tests.' })),
    ]);
    const origin = pythonOrigin();
    const run = await runWorkflow({
      event: 'issues',
      payload: issueLabeled({ ...ISSUE, title: 'add divide()', body: 'We need divide(a, b).', label: 'agent-fix' }),
      origin,
      inputs: { 'test-command': 'python3 -m pytest -p no:cacheprovider' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    const body = gh.pulls[0]!.body;
    const why = 'tests/test_calculator.py did not load on the old code';
    expect(body).toContain(`| \`tests/test_calculator.py::test_divide\` | ❌ fails: ${why} | ✅ passes |`);
    expect(body).toContain(`| \`tests/test_calculator.py::test_divide_by_zero\` | ❌ fails: ${why} | ✅ passes |`);
    expect(body).not.toMatch(/\| `tests\/test_calculator\.py` \| (❌|✅|➖)/);
    expect(body).toContain('Test integrity: no test removed, skipped or weakened (1 test file changed).');
    // A small suite's final run names the tests it passed (the same command, pytest asked through PYTEST_ADDOPTS):
    // the table's "after" column comes from it, and the changed file does not run a third time.
    expect(body).toContain('PASSED tests/test_calculator.py::test_divide');
  }, 180_000);

  test('the fail-to-pass table names the new tests (not their file) and the integrity line is there when clean', async () => {
    const { gh } = await servers(fixingWithTests());
    const origin = makeOrigin();
    const run = await runOnLabel(origin);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    const body = gh.pulls[0]!.body;
    expect(body).toContain('Fail-to-pass: 2 tests red on the old code, green with the change');
    expect(body).toContain('| `tax of 100 at 10% is 10` | ❌ fails | ✅ passes |');
    expect(body).toContain('| `tax of negative income is a RangeError` | ❌ fails | ✅ passes |');
    expect(body).not.toMatch(/\| `[^`]*tax-rate\.test\.js` \| (❌|✅|➖)/);
    expect(body).toContain('Test integrity: no test removed, skipped or weakened (1 test file changed).');
    expect(run.summary).toContain('<code>tax of 100 at 10% is 10</code>');
  });
});

describe('issue comments', () => {
  test('a comment from someone without write access makes no model call and opens no PR', async () => {
    const { model, gh } = await servers(fixingNow());
    const origin = makeOrigin();
    const run = await runWorkflow({
      event: 'issue_comment',
      origin,
      payload: commentCreated({ ...ISSUE, body: '/agent-fix please', commenter: 'reader' }),
    });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toMatch(/@reader has read access .*only people with write access/);
    expect(model.requests).toHaveLength(0);
    expect(gh.pulls).toHaveLength(0);
    expect(gh.comments).toHaveLength(0);
  });

  test("a maintainer's comment does the work", async () => {
    const { gh } = await servers(fixingNow());
    const origin = makeOrigin();
    const run = await runWorkflow({
      event: 'issue_comment',
      origin,
      payload: commentCreated({ ...ISSUE, body: '/agent-fix', commenter: 'maintainer', commentId: 991 }),
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    expect(gh.pulls).toHaveLength(1);
    expect(gh.reactions).toContainEqual({ target: 'comment:991', content: 'eyes' });
    expectNoSecrets(gh, [run]);
  });
});

describe('workflow_run', () => {
  const LOG = [
    '2024-05-01T10:00:00.0000000Z ##[group]Run node --test',
    '2024-05-01T10:00:01.0000000Z not ok 4 - tax applies the given rate',
    '2024-05-01T10:00:01.1000000Z   error: Expected values to be strictly equal: 20 !== 10',
    '2024-05-01T10:00:01.2000000Z   at test/calculator.test.js:20:10',
    '2024-05-01T10:00:02.0000000Z ##[error]Process completed with exit code 1.',
  ].join('\n');

  test('a failed run → PR against the failing branch; the task names the failing test; the body links the run', async () => {
    const { model, gh } = await servers(fixingNow(), {
      jobs: {
        5150: [
          {
            id: 61,
            name: 'test',
            conclusion: 'failure',
            steps: [{ name: 'Run tests', conclusion: 'failure' }],
            log: LOG,
          },
        ],
      },
    });
    const origin = makeOrigin();
    sh(origin.bare, 'git', ['branch', 'develop', 'main']);
    const payload = failedRun(5150, 'develop', origin.mainSha);
    const run = await runWorkflow({
      event: 'workflow_run',
      payload,
      origin,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    const sha7 = origin.mainSha.slice(0, 7);
    expect(run.outputs.branch).toBe(`agent-fix/run-${sha7}`);
    const pr = gh.pulls[0]!;
    expect(pr.base.ref).toBe('develop');
    expect(pr.body).toContain(`https://github.example/${OWNER}/${REPO}/actions/runs/5150`);
    expect(pr.body).toContain(`<!-- agent-fix:attempt ${origin.mainSha} -->`);
    const task = model.requests[0]!.messages.map((m) => m.content).join('\n');
    expect(task).toContain('tax applies the given rate');
    expect(task).not.toContain('2024-05-01T10:00:01');
    expect(branchSha(origin, 'develop')).toBe(origin.mainSha);
  });

  test('a failure on a bot branch is skipped without a model call', async () => {
    const { model } = await servers(fixingNow());
    const origin = makeOrigin();
    const payload = failedRun(5151, 'agent-fix/issue-7', origin.mainSha);
    const run = await runWorkflow({
      event: 'workflow_run',
      payload,
      origin,
    });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain('bot branch agent-fix/issue-7');
    expect(model.requests).toHaveLength(0);
  });
});

describe('outcomes', () => {
  test('a model that never gets green: no PR, an explaining comment with the partial diff, status unresolved, step passes', async () => {
    const { gh } = await servers(neverGreen());
    const origin = makeOrigin();
    const run = await runOnLabel(origin, {
      inputs: { 'max-turns': '4' },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('unresolved');
    expect(gh.pulls).toHaveLength(0);
    expect(branchSha(origin, 'agent-fix/issue-7')).toBeUndefined();
    const comment = gh.comments.find((c) => c.issue === 7)!;
    expect(comment.body).toContain('could not resolve this');
    expect(comment.body).toContain('Partial diff');
    expect(comment.body).toContain('b + a');
    expect(run.summary).toContain('agent-fix: unresolved');
    expectNoSecrets(gh, [run]);
  });

  test('PR creation refused: the branch stays pushed; the error and the comment name the setting and the branch', async () => {
    const { gh } = await servers(fixingNow(), { refusePullCreation: true });
    const origin = makeOrigin();
    const run = await runOnLabel(origin);
    expect(run.code).toBe(1);
    expect(branchSha(origin, 'agent-fix/issue-7')).toBeDefined();
    expect(run.stdout).toMatch(
      /::error::.*Allow GitHub Actions to create and approve pull requests.*|::error::.*agent-fix\/issue-7/,
    );
    expect(run.stdout).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(run.outputs.branch).toBe('agent-fix/issue-7');
    const comment = gh.comments.find((c) => c.issue === 7)!;
    expect(comment.body).toContain(
      'Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests"',
    );
    expect(comment.body).toContain('`agent-fix/issue-7`');
    expect(comment.body).toContain('/compare/main...agent-fix%2Fissue-7');
    expectNoSecrets(gh, [run]);
  });

  test('no checkout step: the Action clones the repository itself and succeeds', async () => {
    const { gh } = await servers(fixingNow());
    const origin = makeOrigin();
    const run = await runOnLabel(origin, {
      noCheckout: true,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('cloning');
    expect(run.outputs.status).toBe('resolved');
    expect(sh(origin.bare, 'git', ['show', 'agent-fix/issue-7:src/calculator.js'])).toContain('income * rate');
    expectNoSecrets(gh, [run]);
  });

  test('an invalid input fails the step naming the input, before any API call', async () => {
    const { gh } = await servers(fixingNow());
    const origin = makeOrigin();
    const run = await runOnLabel(origin, {
      inputs: { 'max-turns': 'lots' },
      noCheckout: true,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('input `max-turns` must be a whole number');
    expect(run.outputs.status).toBe('error');
    expect(gh.requests).toHaveLength(0);
  });

  test('a cost budget for a model with no price fails the step before the engine, naming model-price; with the price the run is costed', async () => {
    const unpriced = { model: 'acme-coder-7b', 'max-cost-usd': '2' };
    const { model, gh } = await servers(fixingNow());
    const refused = await runOnLabel(makeOrigin(), { inputs: unpriced });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      'max-cost-usd 2 cannot be enforced: agent-fix has no price for the model "acme-coder-7b"',
    );
    expect(refused.stdout).toContain('`model-price: 0.15/0.075/0.60`');
    expect(refused.outputs.status).toBe('error');
    expect(model.requests).toHaveLength(0);
    expect(gh.pulls).toHaveLength(0);

    await servers(fixingNow());
    const priced = await runOnLabel(makeOrigin(), { inputs: { ...unpriced, 'model-price': '1/0.5/2' } });
    expect(priced.outputs.status, priced.stdout).toBe('resolved');
    // 4 turns of 1200 prompt and 80 completion tokens (the file's usage) at $1 and $2 per 1M tokens.
    expect(Number(priced.outputs['cost-usd'])).toBeCloseTo((4 * 1200 * 1 + 4 * 80 * 2) / 1e6, 9);
  }, 180_000);
});
