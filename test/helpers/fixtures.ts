/** Small fixtures that several test files share. */

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
