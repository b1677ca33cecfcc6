import { describe, expect, test } from 'vitest';
import { BODY_LIMIT, codeBlock, renderPrBody, renderUnresolvedComment, testsSummary, type ReportFacts } from '../../src/report/pr-body.js';
import { renderJobSummary } from '../../src/report/summary.js';

function facts(over: Partial<ReportFacts> = {}): ReportFacts {
  const run = (passed: boolean, output = 'ok') => ({ passed, exitCode: passed ? 0 : 1, counts: { passed: passed ? 3 : 2, failed: passed ? 0 : 1, skipped: 0 }, failingIds: passed ? [] : ['t::tax'], output });
  return {
    status: 'resolved', request: { description: 'Issue #7: tax() <b>ignores</b> rate @octocat', url: 'https://github.example/a/b/issues/7' },
    summary: 'Applied the rate.', changedFiles: [{ path: 'src/calc.js', added: 2, removed: 1 }], diff: '--- a\n+++ b\n',
    tests: { command: 'npm test', baseline: run(false), final: run(true) }, integrityFindings: [], turns: 4,
    usage: { prompt_tokens: 1000, completion_tokens: 50, cached_tokens: 0 }, costUsd: 0.0123, durationMs: 65_000, model: 'gpt-4.1',
    runUrl: 'https://github.example/a/b/actions/runs/1', fixesIssue: 7, taskKey: 'issue-7', ...over,
  };
}

describe('PR body', () => {
  test('carries the request link, Fixes #n, files, before/after tests, usage, run link and the hidden marker', () => {
    const body = renderPrBody(facts());
    expect(body).toContain('[Issue #7: tax() &lt;b&gt;ignores&lt;/b&gt; rate `@octocat`](https://github.example/a/b/issues/7)');
    expect(body).toContain('Fixes #7');
    expect(body).toContain('| `src/calc.js` | +2 | −1 |');
    expect(body).toContain('Before the change: failed (exit 1) — 2 passed, 1 failed');
    expect(body).toContain('After the change: **passed (exit 0) — 3 passed, 0 failed**');
    expect(body).toContain('4 turns · 1,000 prompt + 50 completion tokens · $0.0123 · 1m 5s');
    expect(body).toContain('[Workflow run](https://github.example/a/b/actions/runs/1)');
    expect(body).toContain('<!-- agent-fix:task issue-7 -->');
  });

  test('the Run section and the job summary name the sandbox in force and what agent-fix changed to set it up', () => {
    const changes = ['installed bubblewrap (`sudo apt-get install bubblewrap`)', 'set `kernel.apparmor_restrict_unprivileged_userns=0` (sudo sysctl) so that bwrap can create its user namespace'];
    const f = facts({ sandbox: { mode: 'bwrap', changes } });
    const line = 'Sandbox: bwrap: commands ran isolated (read-only root, no network unless enabled, secrets out of reach); to set it up agent-fix installed bubblewrap (`sudo apt-get install bubblewrap`) and set `kernel.apparmor_restrict_unprivileged_userns=0` (sudo sysctl) so that bwrap can create its user namespace.';
    expect(renderPrBody(f).split('### Run')[1]).toContain(line);
    expect(renderJobSummary(f, { outcome: 'resolved' })).toContain(line);
    expect(renderPrBody(facts({ sandbox: { mode: 'none' } }))).toContain('Sandbox: none: commands ran without file-system or network isolation (explicit opt-out).');
    const ignored = '812 git-ignored files inside node_modules, .venv, venv and similar dependency folders are not snapshotted: changes commands make there are not undone';
    expect(renderPrBody(facts({ sandbox: { mode: 'bwrap', ignoredFiles: ignored } }))).toContain(`secrets out of reach). Snapshots: ${ignored}.`);
  });

  test('stays under 65,536 characters with megabytes of output and thousands of files', () => {
    const huge = 'x'.repeat(2_000_000);
    const files = Array.from({ length: 5_000 }, (_, i) => ({ path: `src/f${i}.js`, added: 1, removed: 1 }));
    const f = facts({ status: 'unresolved', diff: huge, changedFiles: files, summary: huge, tests: { command: 'npm test', baseline: null, final: { passed: false, exitCode: 1, counts: null, failingIds: [], output: huge } } });
    expect(renderPrBody(f).length).toBeLessThan(BODY_LIMIT);
    expect(renderUnresolvedComment(f).length).toBeLessThan(BODY_LIMIT);
  });

  test('code blocks cannot be closed by backticks in the content', () => {
    const block = codeBlock('before ```` after');
    expect(block.startsWith('`````')).toBe(true);
  });

  test('tests-summary is one line with before and after', () => {
    expect(testsSummary(facts().tests)).toBe('before: failed (exit 1) — 2 passed, 1 failed; after: passed (exit 0) — 3 passed, 0 failed');
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
  const body = renderPrBody(facts({ failToPass: [{ id: 'test/tax.test.js > negative', before: 'fail', after: 'pass' }] }));
  expect(body).toContain('| `test/tax.test.js > negative` | fail | pass |');
});

test('a safety check that could not run is in the PR Run section, the unresolved comment and the job summary', () => {
  const warning = 'syntax guard OFF: the tree-sitter runtime could not load (tree-sitter.wasm not found). Edits are written without a syntax check';
  const f = facts({ warnings: [warning] });
  const body = renderPrBody(f);
  expect(body.slice(body.indexOf('### Run'))).toContain(`⚠️ ${warning}`);
  expect(renderUnresolvedComment({ ...f, status: 'unresolved' })).toContain(`⚠️ ${warning}`);
  expect(renderJobSummary(f, { outcome: 'resolved', warnings: ['another'] })).toContain(`<li>${warning}</li><li>another</li>`);
  expect(renderPrBody(facts())).not.toContain('⚠️');
});
