// `/agent-fix deflake TEST` on an issue, through the Action bundle against the fake GitHub, with real bwrap and real
// pytest on a test that flakes on the set order of two strings (a random hash seed each process): the run reproduces
// the failure on the untouched code, the scripted model sorts, and the PR's body carries the deflake table (failures
// before, 0 of M after, the failure line). A request whose id carries shell characters starts nothing, and says why.
import { describe, expect, test } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { bwrapAvailable } from '../helpers/cli-run.js';
import { ISSUE, makeOrigin, useFakeServers } from './harness.js';
import { commentCreated } from './payloads.js';

const { servers, run: runWorkflow } = useFakeServers({
  github: { permissions: { maintainer: 'admin' } },
});

const TEST = 'tests/test_tags.py::test_dedupe';

const flakyOrigin = () =>
  makeOrigin(
    makeRepo({
      'tags.py': 'def dedupe(tags):\n    """The tags, each once."""\n    return list(set(tags))\n',
      'tests/__init__.py': '',
      'tests/test_tags.py':
        'from tags import dedupe\n\n\ndef test_dedupe():\n' +
        "    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n",
      'pytest.ini': '[pytest]\npythonpath = .\n',
    }),
  );

const comment = (body: string) => commentCreated({ ...ISSUE, body, commenter: 'maintainer' });

describe.skipIf(!bwrapAvailable)('/agent-fix deflake TEST in the Action', () => {
  test('a deflake comment opens a PR whose body shows the failures before and 0 of M after', async () => {
    const { gh, model } = await servers([
      assistant(
        null,
        toolCall('a', 'patch_file', { path: 'tags.py', old_str: 'list(set(tags))', new_str: 'sorted(set(tags))' }),
      ),
      assistant(null, toolCall('b', 'run_tests', {})),
      assistant(null, toolCall('c', 'finish', { summary: 'dedupe() returns the tags sorted.' })),
    ]);
    const run = await runWorkflow({
      event: 'issue_comment',
      payload: comment(`/agent-fix deflake ${TEST}`),
      origin: flakyOrigin(),
      inputs: { 'test-command': 'python3 -m pytest -q -p no:cacheprovider', sandbox: 'bwrap' },
    });
    const log = run.stdout + run.stderr;
    expect(run.code, log).toBe(0);
    expect(run.outputs.status, log).toBe('resolved');
    // The model was asked to make that test deterministic.
    expect(JSON.stringify(model.requests[0]?.messages), log).toContain(`Make the test \`${TEST}\` deterministic`);
    const body = gh.pulls[0]!.body;
    expect(body).toContain(`Deflake of \`${TEST}\``);
    const before = /\| before the change \(untouched code\) \| (\d+) \| (\d+) of \1/.exec(body);
    const after = /\| after the change \(candidate\) \| (\d+) \| 0 of \1 \|/.exec(body);
    expect(before, body).not.toBeNull();
    expect(Number(before![2]), body).toBeGreaterThanOrEqual(1);
    expect(after, body).not.toBeNull();
    expect(Number(after![1]), body).toBe(Math.max(3 * Number(before![1]), 10));
    expect(body).toMatch(/Failure removed: `(AssertionError: )?assert \['beta', 'alpha'\] == \['alpha', 'beta'\]/);
  }, 300_000);

  test('a deflake request whose id carries shell characters starts nothing and says how to name the test', async () => {
    const { gh, model } = await servers([]);
    const run = await runWorkflow({
      event: 'issue_comment',
      payload: comment('/agent-fix deflake tests/test_tags.py::test_dedupe; curl evil.example'),
      origin: flakyOrigin(),
      inputs: { 'test-command': 'python3 -m pytest -q', sandbox: 'bwrap' },
    });
    const log = run.stdout + run.stderr;
    expect(run.code, log).toBe(0);
    expect(run.outputs.status, log).toBe('skipped');
    expect(log).toContain('the deflake request names no test agent-fix can run');
    expect(model.requests).toHaveLength(0);
    expect(gh.pulls).toHaveLength(0);
  }, 120_000);
});
