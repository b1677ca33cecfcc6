/** Small fixtures that several test files share. */
import type { FakePull, FakeReviewComment } from '../e2e/fake-github.js';
import { TEST_REPO } from './context.js';

/** The tools every agent run offers the model (the contract's list). */
export const CONTRACT_TOOLS = [
  'list_files',
  'search',
  'read_file',
  'patch_file',
  'create_file',
  'run_bash',
  'run_tests',
  'finish',
];

/** A conftest.py whose pytest_runtest_makereport hook turns every failed test into a pass: a cheat, not a fix. */
export const PYTEST_PASSING_HOOK = `import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed:
        report.outcome = "passed"
`;

/** The bot's pull request #200 in acme/calc (branch agent-fix/issue-7, fixing #7), its head at `sha`. */
export const botPull = (sha: string): Partial<FakePull> => ({
  number: 200,
  title: 'Fix #7',
  body: 'Fixes #7\n<!-- agent-fix:task issue-7 -->',
  head: { ref: 'agent-fix/issue-7', sha, repo: { full_name: `${TEST_REPO.owner}/${TEST_REPO.repo}` } },
});

/** An inline comment of a review on src/a.js of the bot's pull request #200. */
export const botPullComment = (
  c: Pick<FakeReviewComment, 'id' | 'reviewId' | 'line' | 'body' | 'user'> & { diff_hunk?: string },
): FakeReviewComment => ({ pull: 200, path: 'src/a.js', diff_hunk: '@@ -1 +1 @@', ...c });
