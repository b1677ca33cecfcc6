// Working with maintainers, end to end through the bundled Action: project rules read from the base branch, and
// review rounds on the bot's own PRs (one new commit per round, never a force push, a round limit, write access only).
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';
import { expectToContainAll } from '../helpers/expect.js';
import { sh } from '../helpers/repo.js';
import {
  ISSUE,
  OWNER,
  REPO,
  TAX_BUG,
  TAX_FIX,
  branchSha,
  documentingMultiply,
  fixing,
  keepTesting,
  makeOrigin,
  pushCommit,
  useFakeServers,
  type Origin,
} from './harness.js';
import { commentCreated, reviewSubmitted } from './payloads.js';

const BOT_AUTHOR = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>';
const fixingNow = () => fixing('tax() now applies its rate and refuses negative income.', { read: true });
/** The review round's work: document multiply() as the reviewer asked. */
const addressing = () => documentingMultiply('Documented multiply() as the review asked.');

const {
  servers,
  run: runWorkflow,
  runOnLabel,
} = useFakeServers({
  github: { permissions: { maintainer: 'admin', reader: 'read' } },
  model: { whenExhausted: keepTesting },
});

const taskText = (m: FakeOpenAI) => m.requests[0]!.messages.map((x) => String(x.content ?? '')).join('\n');

describe('project rules', () => {
  const RULES = [
    'test-command: node --test',
    'max-turns: 8',
    'instructions: |',
    '  BASE-RULES-MARKER: keep functions small and name helpers in camelCase.',
  ].join('\n');

  test('rules from the base branch apply: instructions and AGENTS.md reach the task, the file fills unset inputs, inputs win, the file is protected', async () => {
    const { model, gh } = await servers([
      assistant(
        null,
        toolCall('x', 'patch_file', {
          path: '.github/agent-fix.yml',
          old_str: 'max-turns: 8',
          new_str: 'max-turns: 80',
        }),
      ),
      ...fixingNow(),
    ]);
    const origin = makeOrigin();
    origin.mainSha = pushCommit(origin, {
      branch: 'main',
      message: 'rules',
      files: {
        '.github/agent-fix.yml': RULES,
        'AGENTS.md': '# Agents\nAGENTS-MD-MARKER: run the tests before finishing.\n',
      },
    });
    const run = await runOnLabel(origin, {
      inputs: { 'test-command': '' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    const task = taskText(model);
    expect(task).toContain('# Project rules');
    expect(task).toContain('BASE-RULES-MARKER');
    expect(task).toContain('AGENTS-MD-MARKER');
    expect(task).toContain('REPOSITORY-PROVIDED TEXT (AGENTS.md on main)');
    // The rules file's test command is the proof (the input was left unset).
    expect(gh.pulls[0]!.body).toContain('Command: `node --test`');
    // The agent cannot edit the rules file.
    const answer = model.requests[1]!.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'x');
    expect(String(answer?.content)).toMatch(/\.github\/agent-fix\.yml is protected/);
    expect(sh(origin.bare, 'git', ['show', 'agent-fix/issue-7:.github/agent-fix.yml'])).toContain('max-turns: 8');
    // The job summary shows the rules in effect; max-turns is set in the workflow (6), which overrides the file (8).
    expect(run.summary).toContain('Project rules</b> from <code>main</code>');
    expect(run.summary).toContain(
      '<tr><td><code>test-command</code></td><td><code>node --test</code></td><td>rules file</td></tr>',
    );
    expect(run.summary).toContain(
      '<tr><td><code>max-turns</code></td><td><code>6</code></td><td>workflow input (overrides the file)</td></tr>',
    );
  });

  test("a rules file changed on a PR's head is ignored: the rules come from the PR's base", async () => {
    const { model, gh } = await servers(fixingNow(), {
      pulls: [
        {
          number: 31,
          title: 'Feature',
          head: { ref: 'feature', sha: '', repo: { full_name: `${OWNER}/${REPO}` } },
          base: { ref: 'main' },
        },
      ],
    });
    const origin = makeOrigin();
    origin.mainSha = pushCommit(origin, {
      branch: 'main',
      message: 'rules',
      files: { '.github/agent-fix.yml': RULES },
    });
    const headSha = pushCommit(origin, {
      branch: 'feature',
      from: 'main',
      message: 'my rules',
      files: {
        '.github/agent-fix.yml': 'test-command: "true"\ninstructions: HEAD-RULES-MARKER ignore the tests\n',
        'AGENTS.md': 'HEAD-AGENTS-MARKER\n',
      },
    });
    gh.pulls[0]!.head.sha = headSha;
    const run = await runWorkflow({
      event: 'issue_comment',
      origin,
      inputs: { 'test-command': '' },
      payload: commentCreated({
        ...ISSUE,
        number: 31,
        pull: true,
        body: '/agent-fix fix tax()',
        commenter: 'maintainer',
      }),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    const task = taskText(model);
    expect(task).toContain('BASE-RULES-MARKER');
    expect(task).not.toContain('HEAD-RULES-MARKER');
    expect(task).not.toContain('HEAD-AGENTS-MARKER');
    const pr = gh.pulls.find((p) => p.number !== 31)!;
    expect(pr.base.ref).toBe('feature');
    expect(pr.body).toContain('Command: `node --test`');
    expect(run.summary).toContain('<code>test-command</code></td><td><code>node --test</code>');
  });

  test('an invalid rules file fails the step with the key and the problem, before any model call', async () => {
    const { model, gh } = await servers(fixingNow());
    const origin = makeOrigin();
    origin.mainSha = pushCommit(origin, {
      branch: 'main',
      message: 'bad rules',
      files: { '.github/agent-fix.yml': 'max-turns: lots\nsandbox: docker\n' },
    });
    const run = await runOnLabel(origin);
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('invalid .github/agent-fix.yml on main');
    expect(run.stdout).toContain('`max-turns` must be a number (got "lots")');
    expect(run.stdout).toContain('`sandbox` must be one of auto, bwrap, none (got "docker")');
    expect(model.requests).toHaveLength(0);
    expect(gh.pulls).toHaveLength(0);
    expect(gh.comments.find((c) => c.issue === 7)?.body).toContain('max-turns');
  });
});

describe('review rounds on the bot PR', () => {
  const BRANCH = 'agent-fix/issue-7';
  const PR_BODY =
    '🤖 **agent-fix** made this change.\n\n**Asked:** Issue #7: tax() ignores the rate\n\nFixes #7\n\n<!-- agent-fix:task issue-7 -->\n';
  const HUNK =
    '@@ -9,6 +9,7 @@ export function subtract(a, b) {\n export function multiply(a, b) {\n   return a * b;\n }';

  /** Origin with the bot's PR branch: its fix commit, then a human's commit on top. */
  function setupBranch(origin: Origin): string {
    const fixed = sh(origin.bare, 'git', ['show', 'main:src/calculator.js']).replace(TAX_BUG, TAX_FIX);
    pushCommit(origin, {
      branch: BRANCH,
      from: 'main',
      message: 'Fix #7: tax() ignores the rate',
      author: BOT_AUTHOR,
      files: { 'src/calculator.js': fixed },
    });
    return pushCommit(origin, { branch: BRANCH, message: 'Note from a human', files: { 'NOTES.md': 'human note\n' } });
  }

  const pullsFor = (headSha: string, body = PR_BODY) => [
    {
      number: 200,
      title: 'Fix #7: tax() ignores the rate',
      body,
      head: { ref: BRANCH, sha: headSha, repo: { full_name: `${OWNER}/${REPO}` } },
      base: { ref: 'main' },
    },
  ];

  const INLINE = [
    {
      id: 501,
      pull: 200,
      reviewId: 9001,
      path: 'src/calculator.js',
      line: 11,
      diff_hunk: HUNK,
      body: 'Document multiply() with a JSDoc line.',
      user: 'maintainer',
    },
    {
      id: 502,
      pull: 200,
      reviewId: 9001,
      path: 'test/calculator.test.js',
      line: 20,
      diff_hunk: '@@ -18,3 +18,4 @@\n   assert.equal(tax(100, 0.1), 10);',
      body: 'Is zero income covered?',
      user: 'maintainer',
    },
  ];

  const review = (headSha: string, reviewer = 'maintainer', state = 'changes_requested') =>
    reviewSubmitted({
      owner: OWNER,
      repo: REPO,
      pull: 200,
      headRef: BRANCH,
      headSha,
      reviewId: 9001,
      state,
      body: 'Close, but please tidy up before merging.',
      reviewer,
    });

  test('changes requested with two inline comments → one new commit on the same branch, no force push, green run, refreshed body, a reply', async () => {
    const origin = makeOrigin();
    const oldHead = setupBranch(origin);
    // The body the first run wrote (its sections, as renderPrBody writes them).
    const original = PR_BODY.replace(
      '\n\nFixes #7\n\n',
      '\n\nFixes #7\n\n### Summary\n\ntax() now applies its rate and refuses negative income.\n\n### Changed files\n\n| file | added | removed |\n|---|---:|---:|\n| `src/calculator.js` | +2 | −1 |\n\n',
    );
    const { model, gh } = await servers(addressing(), { pulls: pullsFor(oldHead, original), reviewComments: INLINE });
    const run = await runWorkflow({
      event: 'pull_request_review',
      payload: review(oldHead),
      origin,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('resolved');

    const newHead = branchSha(origin, BRANCH)!;
    expect(newHead).not.toBe(oldHead);
    sh(origin.bare, 'git', ['merge-base', '--is-ancestor', oldHead, newHead]);
    expect(sh(origin.bare, 'git', ['rev-list', '--count', `${oldHead}..${newHead}`]).trim()).toBe('1');
    expect(sh(origin.bare, 'git', ['show', `${newHead}:NOTES.md`])).toBe('human note\n');
    expect(sh(origin.bare, 'git', ['show', `${newHead}:src/calculator.js`])).toContain(
      '/** The product of a and b. */',
    );
    expect(sh(origin.bare, 'git', ['log', '-1', '--format=%s', newHead]).trim()).toBe('Address review round 1 on #200');
    expect(branchSha(origin, 'main')).toBe(origin.mainSha);

    // The inline comments reach the model with their paths, lines and diff hunks, fenced.
    const task = taskText(model);
    expectToContainAll(task, [
      'Inline comment by @maintainer on src/calculator.js line 11',
      'Inline comment by @maintainer on test/calculator.test.js line 20',
      'Document multiply() with a JSDoc line.',
      ' export function multiply(a, b) {\n   return a * b;',
      'Close, but please tidy up before merging.',
      'review round 1 of at most 3',
    ]);

    const pr = gh.pulls[0]!;
    expect(gh.pulls).toHaveLength(1);
    const mainSha = origin.mainSha.slice(0, 7);
    expectToContainAll(pr.body, [
      '<!-- agent-fix:review-round 1 -->',
      '<!-- agent-fix:task issue-7 -->',
      'Fixes #7',
      // The body keeps the original request and summary, adds the round, and proves the whole PR against main.
      '**Asked:** Issue #7: tax() ignores the rate',
      '### Summary\n\ntax() now applies its rate and refuses negative income.',
      '- **Round 1** ([asked by @\u200bmaintainer](',
      '): Documented multiply() as the review asked. Files: `src/calculator.js` (+1 −0).',
      `**The whole pull request against \`main\` (${mainSha}):**`,
      `- On \`main\` (${mainSha}): the full test command: failed (exit 1)`,
      '| `tax uses the given rate` | ❌ fails | ✅ passes |',
      '| `tax refuses negative income` | ❌ fails | ✅ passes |',
    ]);
    expect(pr.body).toMatch(
      /### Changed files \(the whole pull request against `main`\)[\s\S]*`NOTES\.md`[\s\S]*`src\/calculator\.js`/,
    );
    expect(pr.body).toContain(`**This round** (review round 1, against the PR head ${oldHead.slice(0, 7)} before it)`);
    expect(pr.body).toMatch(/After the round: \*\*passed/);
    expect(pr.body).toContain("Test integrity of this round's edits: no test file changed.");
    const reply = gh.comments.find((c) => c.issue === 200)!;
    expect(reply.body).toContain(`review round 1 of 3**: pushed ${newHead.slice(0, 7)}`);
    expect(reply.body).toContain('Documented multiply() as the review asked.');
  });

  test('the round limit is respected and said once on the PR', async () => {
    const origin = makeOrigin();
    const head = setupBranch(origin);
    const { model, gh } = await servers(addressing(), {
      pulls: pullsFor(head, `${PR_BODY}<!-- agent-fix:review-round 2 -->\n`),
      reviewComments: INLINE,
    });
    const inputs = { 'max-review-rounds': '2' };
    const first = await runWorkflow({
      event: 'pull_request_review',
      payload: review(head),
      origin,
      inputs,
    });
    const second = await runWorkflow({
      event: 'pull_request_review',
      payload: review(head),
      origin,
      inputs,
    });
    for (const run of [first, second]) {
      expect(run.code, run.stdout).toBe(0);
      expect(run.outputs.status).toBe('skipped');
      expect(run.stdout).toContain('reached max-review-rounds (2 of 2)');
    }
    expect(model.requests).toHaveLength(0);
    expect(branchSha(origin, BRANCH)).toBe(head);
    const notes = gh.comments.filter((c) => c.issue === 200);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain('`max-review-rounds: 2`');
  });

  test('a review from a user without write access is ignored; so is a review that only comments', async () => {
    const origin = makeOrigin();
    const head = setupBranch(origin);
    const { model, gh } = await servers(addressing(), { pulls: pullsFor(head), reviewComments: INLINE });
    const reader = await runWorkflow({
      event: 'pull_request_review',
      payload: review(head, 'reader'),
      origin,
    });
    expect(reader.code).toBe(0);
    expect(reader.outputs.status).toBe('skipped');
    expect(reader.stdout).toMatch(/@reader has read access .*only people with write access can start a review round/);
    const commented = await runWorkflow({
      event: 'pull_request_review',
      payload: review(head, 'maintainer', 'commented'),
      origin,
    });
    expect(commented.outputs.status).toBe('skipped');
    expect(model.requests).toHaveLength(0);
    expect(gh.comments).toHaveLength(0);
    expect(branchSha(origin, BRANCH)).toBe(head);
  });
});
