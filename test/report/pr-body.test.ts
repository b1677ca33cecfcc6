import { describe, expect, test } from 'vitest';
import {
  BODY_LIMIT,
  codeBlock,
  parsePriorBody,
  renderPrBody,
  renderUnresolvedComment,
  testsSummary,
  type ReportFacts,
} from '../../src/report/pr-body.js';
import { renderJobSummary } from '../../src/report/summary.js';
import { renderReviewReply } from '../../src/report/review-reply.js';
import { renderForkComment } from '../../src/report/fork-comment.js';
import { inlineCode } from '../../src/report/model-text.js';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { expectToContainAll } from '../helpers/expect.js';

function facts(over: Partial<ReportFacts> = {}): ReportFacts {
  const run = (passed: boolean, output = 'ok') => ({
    passed,
    exitCode: passed ? 0 : 1,
    counts: { passed: passed ? 3 : 2, failed: passed ? 0 : 1, skipped: 0 },
    failingIds: passed ? [] : ['t::tax'],
    output,
  });
  return {
    status: 'resolved',
    request: {
      description: 'Issue #7: tax() <b>ignores</b> rate @octocat',
      url: 'https://github.example/a/b/issues/7',
    },
    summary: 'Applied the rate.',
    changedFiles: [{ path: 'src/calc.js', added: 2, removed: 1 }],
    diff: '--- a\n+++ b\n',
    tests: { command: 'npm test', baseline: run(false), final: run(true) },
    integrityFindings: [],
    turns: 4,
    usage: { prompt_tokens: 1000, completion_tokens: 50, cached_tokens: 0 },
    costUsd: 0.0123,
    durationMs: 65_000,
    model: 'gpt-4.1',
    runUrl: 'https://github.example/a/b/actions/runs/1',
    fixesIssue: 7,
    taskKey: 'issue-7',
    ...over,
  };
}

describe('PR body', () => {
  test('carries the request link, Fixes #n, files, before/after tests, usage, run link and the hidden marker', () => {
    const body = renderPrBody(facts());
    expectToContainAll(body, [
      '[Issue #7: tax() &lt;b&gt;ignores&lt;/b&gt; rate `@octocat`](https://github.example/a/b/issues/7)',
      'Fixes #7',
      '| `src/calc.js` | +2 | −1 |',
      'Before the change: failed (exit 1) — 2 passed, 1 failed',
      'After the change: **passed (exit 0) — 3 passed, 0 failed**',
      '4 turns · 1,000 prompt + 50 completion tokens · $0.0123 · 1m 5s',
      '[Workflow run](https://github.example/a/b/actions/runs/1)',
      '<!-- agent-fix:task issue-7 -->',
    ]);
  });

  test('the Run section and the job summary name the sandbox in force and what agent-fix changed to set it up', () => {
    const changes = [
      'installed bubblewrap (`sudo apt-get install bubblewrap`)',
      'set `kernel.apparmor_restrict_unprivileged_userns=0` (sudo sysctl) so that bwrap can create its user namespace',
    ];
    const f = facts({ sandbox: { mode: 'bwrap', changes } });
    const line =
      'Sandbox: bwrap: commands ran isolated (read-only root, no network, secrets out of reach); to set it up agent-fix installed bubblewrap (`sudo apt-get install bubblewrap`) and set `kernel.apparmor_restrict_unprivileged_userns=0` (sudo sysctl) so that bwrap can create its user namespace.';
    expect(renderPrBody(f).split('### Run')[1]).toContain(line);
    expect(renderJobSummary(f, { outcome: 'resolved' })).toContain(line);
    expect(renderPrBody(facts({ sandbox: { mode: 'none' } }))).toContain(
      'Sandbox: none: commands ran without file-system or network isolation (explicit opt-out).',
    );
    const ignored =
      '812 git-ignored files inside node_modules, .venv, venv and similar dependency folders are not snapshotted: changes commands make there are not undone';
    expect(renderPrBody(facts({ sandbox: { mode: 'bwrap', ignoredFiles: ignored } }))).toContain(
      `secrets out of reach). Snapshots: ${ignored}.`,
    );
  });

  test('the job summary names the network policy and lists the hosts its proxy refused', () => {
    const f = facts({
      sandbox: {
        mode: 'bwrap',
        network: 'localhost:5432,registry.npmjs.org',
        refused: [
          { host: 'api.example.com', port: 443, count: 3, reason: 'not in the allowed domains' },
          {
            host: 'evil.npmjs.org',
            port: 443,
            count: 1,
            reason: 'it resolves to 127.0.0.1, a loopback or link-local address',
          },
        ],
      },
    });
    const summary = renderJobSummary(f, { outcome: 'resolved' });
    expect(summary).toContain(
      'isolated (read-only root, network: localhost:5432,registry.npmjs.org, secrets out of reach)',
    );
    expect(summary).toContain(
      'Network: the proxy refused 2 hosts: api.example.com:443 (3×), evil.npmjs.org:443 (1×, it resolves to 127.0.0.1, a loopback or link-local address). If the tests need them, add them to the `network` input (CLI: --network).',
    );
    expect(
      renderJobSummary(facts({ sandbox: { mode: 'bwrap', network: 'none' } }), { outcome: 'resolved' }),
    ).not.toContain('Network: the proxy refused');
  });

  test('stays under 65,536 characters with megabytes of output and thousands of files', () => {
    const huge = 'x'.repeat(2_000_000);
    const files = Array.from({ length: 5_000 }, (_, i) => ({ path: `src/f${i}.js`, added: 1, removed: 1 }));
    const f = facts({
      status: 'unresolved',
      diff: huge,
      changedFiles: files,
      summary: huge,
      tests: {
        command: 'npm test',
        baseline: null,
        final: { passed: false, exitCode: 1, counts: null, failingIds: [], output: huge },
      },
    });
    expect(renderPrBody(f).length).toBeLessThan(BODY_LIMIT);
    expect(renderUnresolvedComment(f).length).toBeLessThan(BODY_LIMIT);
  });

  test('code blocks cannot be closed by backticks in the content', () => {
    const block = codeBlock('before ```` after');
    expect(block.startsWith('`````')).toBe(true);
  });

  test('tests-summary is one line with before and after', () => {
    expect(testsSummary(facts().tests)).toBe(
      'before: failed (exit 1) — 2 passed, 1 failed; after: passed (exit 0) — 3 passed, 0 failed',
    );
  });
});

describe('job summary', () => {
  test('untrusted text is HTML-escaped', () => {
    const md = renderJobSummary(facts({ summary: '<img src=x onerror=alert(1)>' }), { outcome: 'resolved' });
    expect(md).not.toContain('<img');
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(md).toContain('tax() &lt;b&gt;ignores&lt;/b&gt;');
  });
});

test('the fail-to-pass table shows which tests fail on the old code and pass with the change', () => {
  const body = renderPrBody(
    facts({ failToPass: [{ id: 'test/tax.test.js > negative', before: 'fail', after: 'pass' }] }),
  );
  expect(body).toContain('| `test/tax.test.js > negative` | ❌ fails | ✅ passes |');
  expect(body).toContain('Fail-to-pass: 1 test red on the old code, green with the change');
});

describe('test-level proof', () => {
  test('rows are test ids, with the reason a new test was red and the go package it lives in', () => {
    const why = 'tests/test_calculator.py did not load on the old code';
    const body = renderPrBody(
      facts({
        changedFiles: [
          { path: 'calculator.py', added: 4, removed: 0 },
          { path: 'tests/test_calculator.py', added: 9, removed: 0 },
        ],
        failToPass: [
          { id: 'tests/test_calculator.py::test_divide', before: 'fail', after: 'pass', why },
          { id: 'tests/test_calculator.py::test_divide_by_zero', before: 'fail', after: 'pass', why },
          { id: 'TestDivide', before: 'missing', after: 'pass', scope: 'example.com/calc/calc' },
          { id: 'tests/test_calculator.py::test_add', before: 'pass', after: 'pass' },
        ],
      }),
    );
    expect(body).toContain(`| \`tests/test_calculator.py::test_divide\` | ❌ fails: ${why} | ✅ passes |`);
    expect(body).toContain(`| \`tests/test_calculator.py::test_divide_by_zero\` | ❌ fails: ${why} | ✅ passes |`);
    expect(body).toContain('| `TestDivide` (example.com/calc/calc) | ➖ absent (new test) | ✅ passes |');
    expect(body).toContain('| `tests/test_calculator.py::test_add` | ✅ passes | ✅ passes |');
    expect(body).toContain(
      'Fail-to-pass: 3 tests red on the old code, green with the change. "Absent": the test did not exist on the old code',
    );
    expect(body).not.toMatch(/\| `tests\/test_calculator\.py` \| (❌|✅|➖)/);
  });

  test('a table with nothing red before says the tests prove nothing', () => {
    const body = renderPrBody(facts({ failToPass: [{ id: 'adds zero', before: 'pass', after: 'pass' }] }));
    expect(body).toContain('no test fails on the old code and passes with the change');
  });

  test('a proof the report could not give: the draft and the comment say why, and no cell says "passes" unseen', () => {
    const reason =
      "not proven: the final run's report could not be read (its output holds no test runner's report, and it exited 0, while the baseline's pytest report named 2 tests)";
    const f = facts({
      status: 'unresolved',
      reason,
      failToPass: [
        { id: 'test_calc.py::test_add', before: 'fail', after: 'unknown' },
        { id: 'test_calc.py::test_sub', before: 'fail', after: 'flaky' },
      ],
      integrityMode: 'flag',
      integrityFindings: ['calc.py: calc.py:2: exits the process at import (`os._exit(0)`)'],
    });
    for (const body of [renderPrBody(f), renderUnresolvedComment(f)]) {
      expectToContainAll(body, [
        "the final run's report could not be read (its output holds no test runner's report",
        '| `test_calc.py::test_add` | ❌ fails | ❔ unknown (no run of the change named it) |',
        '| `test_calc.py::test_sub` | ❌ fails | ⚠️ flaky (failed in a re-run) |',
        'calc.py:2: exits the process at import',
      ]);
      expect(body).not.toContain('✅ passes');
    }
  });

  test('a clean integrity check is a line of its own, with the number of test files changed', () => {
    const changedFiles = [
      { path: 'calculator.py', added: 4, removed: 0 },
      { path: 'tests/test_calculator.py', added: 9, removed: 0 },
      { path: 'tests/test_add.py', added: 1, removed: 1 },
    ];
    expect(renderPrBody(facts({ integrityMode: 'flag', changedFiles }))).toContain(
      'Test integrity: no test removed, skipped or weakened (2 test files changed).',
    );
    expect(renderPrBody(facts({ integrityMode: 'deny' }))).toContain('Test integrity: no test file changed.');
    expect(renderPrBody(facts({ integrityMode: 'allow', changedFiles }))).toContain(
      'Test integrity: not checked (`test-edits: allow`).',
    );
    const flagged = renderPrBody(
      facts({ integrityMode: 'flag', changedFiles, integrityFindings: ['tests/test_add.py: added-skip: test_add'] }),
    );
    expect(flagged).toContain('⚠️ Test integrity notes:');
    expect(flagged).not.toContain('no test removed');
  });

  test('go counts without -v say they count packages', () => {
    const final = {
      passed: true,
      exitCode: 0,
      counts: { passed: 3, failed: 0, skipped: 0 },
      unit: 'packages' as const,
      failingIds: [],
      output: 'ok  example.com/calc 0.01s',
    };
    const body = renderPrBody(facts({ tests: { command: 'go test ./...', baseline: null, final } }));
    expect(body).toContain('After the change: **passed (exit 0) — 3 packages passed, 0 failed**');
  });

  test('the job summary carries the table and the integrity line', () => {
    const md = renderJobSummary(
      facts({
        integrityMode: 'flag',
        failToPass: [{ id: 'TestDivide', before: 'fail', after: 'pass', scope: 'example.com/calc' }],
      }),
      { outcome: 'resolved' },
    );
    expect(md).toContain('<code>TestDivide</code> (example.com/calc)');
    expect(md).toContain('Test integrity: no test file changed.');
  });
});

describe('PR body after a review round', () => {
  test('keeps the original request and summary, lists the rounds, and proves the whole PR against its base', () => {
    const original = renderPrBody(facts({ summary: 'tax() now applies its rate.', integrityMode: 'flag' }));
    const round1 = facts({
      request: {
        description: 'Review round 1 on PR #200, asked by @maintainer',
        url: 'https://github.example/a/b/pull/200#r1',
      },
      summary: 'Documented multiply() as the review asked.',
      changedFiles: [{ path: 'src/calc.js', added: 1, removed: 0 }],
      reviewRound: 1,
      integrityMode: 'flag',
      failToPass: [],
      wholeChange: {
        base: 'a'.repeat(40),
        baseBranch: 'main',
        changed_files: [
          { path: 'src/calc.js', added: 3, removed: 1 },
          { path: 'test/calc.test.js', added: 6, removed: 0 },
        ],
        fail_to_pass: {
          tests: [{ id: 'tax uses the given rate', before: 'fail', after: 'pass' }],
          before_run: {
            command: 'npm test -- test/calc.test.js',
            passed: false,
            exitCode: 1,
            counts: { passed: 4, failed: 1, skipped: 0, errors: 0 },
            filtered: true,
          },
        },
      },
      roundContext: {
        reviewer: 'maintainer',
        feedbackUrl: 'https://github.example/a/b/pull/200#r1',
        headSha: 'b'.repeat(40),
        prior: parsePriorBody(original),
      },
    });
    const body = renderPrBody(round1);
    const asked = /^\*\*Asked:\*\* .+$/m.exec(original)![0];
    expect(asked).toContain('https://github.example/a/b/issues/7');
    expectToContainAll(body, [
      asked,
      '### Summary\n\ntax() now applies its rate.',
      '- **Round 1** ([asked by @\u200bmaintainer](https://github.example/a/b/pull/200#r1)): Documented multiply() as the review asked. Files: `src/calc.js` (+1 −0).',
      '**The whole pull request against `main` (aaaaaaa):**',
      '- On `main` (aaaaaaa): the changed test files: failed (exit 1) — 4 passed, 1 failed',
      '| `tax uses the given rate` | ❌ fails | ✅ passes |',
      '| `test/calc.test.js` | +6 | −0 |',
      '**This round** (review round 1, against the PR head bbbbbbb before it)',
      "Test integrity of this round's edits: no test file changed.",
      '<!-- agent-fix:review-round 1 -->',
    ]);

    const reply = renderReviewReply(round1, {
      round: 1,
      maxRounds: 3,
      reviewer: 'maintainer',
      commit: 'c'.repeat(40),
      branch: 'agent-fix/issue-7',
    });
    expect(reply).toContain('**The whole pull request** against `main` (aaaaaaa): 1 test red on the base, green now');

    // A second round keeps round 1's line and the original request.
    const round2 = renderPrBody({
      ...round1,
      reviewRound: 2,
      summary: 'Renamed a variable.',
      roundContext: { ...round1.roundContext!, prior: parsePriorBody(body) },
    });
    expect(round2).toContain('- **Round 1**');
    expect(round2).toContain('- **Round 2**');
    expect(round2).toContain('### Summary\n\ntax() now applies its rate.');
    expect(round2.match(/\*\*Asked:\*\*/g)).toHaveLength(1);
  });
});

test('a safety check that could not run is in the PR Run section, the unresolved comment and the job summary', () => {
  const warning =
    'syntax guard OFF: the tree-sitter runtime could not load (tree-sitter.wasm not found). Edits are written without a syntax check';
  const f = facts({ warnings: [warning] });
  const body = renderPrBody(f);
  expect(body.slice(body.indexOf('### Run'))).toContain(`⚠️ ${warning}`);
  expect(renderUnresolvedComment({ ...f, status: 'unresolved' })).toContain(`⚠️ ${warning}`);
  expect(renderJobSummary(f, { outcome: 'resolved', warnings: ['another'] })).toContain(
    `<li>${warning}</li><li>another</li>`,
  );
  expect(renderPrBody(facts())).not.toContain('⚠️');
});

describe('names GitHub supplies (a fork branch, a fork repository) render only as inline code', () => {
  // Rendered as GitHub renders a comment: GFM, raw HTML allowed.
  const render = (md: string) =>
    micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const codes = (html: string) => [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => m[1]!);
  const outsideCode = (html: string) => html.replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ');
  const HOSTILE = [
    'x`@acme/security-team<br>please merge www.attacker.example',
    '``@acme/security-team``',
    'feature\u00a0@acme/security-team <a href="https://attacker.example">x</a>',
    '`leading and trailing`',
  ];

  test.each(HOSTILE)('the fork comment with the branch %j has no mention, no line break, no link', (branch) => {
    const md = renderForkComment(facts(), {
      repo: 'contributor/calc',
      branch,
      pr: 12,
      headSha: 'a'.repeat(40),
      patch: '--- a\n+++ b\n',
      outside: 0,
      notes: [`could not push to contributor/calc:${branch}: refused`],
    });
    const html = render(md);
    const live = outsideCode(html);
    expect(live).not.toMatch(/(?<!\w)@acme/);
    expect(html).not.toMatch(/<br\b/i);
    // The only links are the comment's own (the workflow run).
    const hrefs = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/gi)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://github.example/a/b/actions/runs/1']);
    // The name itself is shown, whole, as code (entities are how HTML spells <, > and &).
    const shown = codes(html).map((c) =>
      c
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    expect(shown).toContain(branch);
  });

  test('a review reply and the refused-PR comment name the branch as inline code too', () => {
    const branch = 'agent-fix/x`@acme/security-team<br>';
    const reply = renderReviewReply(facts(), { round: 1, maxRounds: 3, reviewer: 'm', commit: 'c'.repeat(40), branch });
    expect(reply).toContain(inlineCode(branch));
    expect(outsideCode(render(reply))).not.toMatch(/(?<!\w)@acme|<br\b/);
  });

  test('inlineCode: a fence longer than any backtick run, padded where the name starts or ends with one', () => {
    expect(inlineCode('main')).toBe('`main`');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x``')).toBe('``` `x`` ```');
    expect(inlineCode('a\n\nb')).toBe('`a  b`');
  });
});
