// A test moved where the runner no longer collects it is a test removed: the pipeline asks the runner's own listing
// (pytest --collect-only) on the original code and on the candidate, rather than trusting that the name still appears
// in some test file.
import { afterEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { verbosityFlag } from '../../src/verify/runners/pytest.js';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

const TESTS = `from calc import add, sub


def test_add():
    assert add(2, 3) == 5


def test_sub():
    assert sub(5, 3) == 2
`;

function project() {
  return makeRepo({
    'calc.py': 'def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n',
    'tests/test_calc.py': TESTS,
    'tests/conftest.py': 'import sys, os\nsys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))\n',
  });
}

function config(repo: string, url: string) {
  return RunConfigSchema.parse({
    repo,
    task: 'add() is wrong: fix it',
    testCommand: 'python3 -m pytest -q',
    baseUrl: url,
    apiKey: 'sk-moved-000000000000000000000',
    sandbox: 'none',
    maxTurns: 6,
    testEdits: 'flag',
  });
}

const fix = toolCall('p1', 'patch_file', {
  path: 'calc.py',
  old_str: 'def add(a, b):\n    return a - b',
  new_str: 'def add(a, b):\n    return a + b',
});

describe('moved tests are judged by what the runner collects', () => {
  it('test_sub moved into a class pytest does not collect is a finding, though its name is still in a test file', async () => {
    server = await startFakeOpenAI(
      [
        assistant(null, fix),
        assistant(
          null,
          toolCall('p2', 'patch_file', {
            path: 'tests/test_calc.py',
            old_str: '\n\ndef test_sub():\n    assert sub(5, 3) == 2\n',
            new_str: '\n',
          }),
        ),
        assistant(
          null,
          toolCall('c1', 'create_file', {
            path: 'tests/test_more.py',
            content:
              'from calc import sub\n\n\nclass Helpers:\n    def test_sub(self):\n        assert sub(5, 3) == 2\n',
          }),
        ),
        assistant(null, toolCall('t1', 'run_tests', {})),
        assistant(null, toolCall('f1', 'finish', { summary: 'fixed add' })),
      ],
      { whenExhausted: assistant('done') },
    );
    const lines: string[] = [];
    const result = await runPipeline(config(project(), server.url), { onProgress: (l) => lines.push(l) });
    expect(result.evidence.final?.passed).toBe(true);
    const findings = result.evidence.integrity.findings;
    expect(findings.map((f) => `${f.kind} ${f.detail}`).join('\n')).toMatch(/test_sub/);
  });

  it('an ordinary fix asks for no listing and has no finding', async () => {
    server = await startFakeOpenAI(
      [
        assistant(null, fix),
        assistant(null, toolCall('t1', 'run_tests', {})),
        assistant(null, toolCall('f1', 'finish', { summary: 'fixed add' })),
      ],
      { whenExhausted: assistant('done') },
    );
    const lines: string[] = [];
    const result = await runPipeline(config(project(), server.url), { onProgress: (l) => lines.push(l) });
    expect(result.status).toBe('resolved');
    expect(result.evidence.integrity.findings).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/collection check/);
  });
});

describe("pytest's listing verbosity", () => {
  it('lists node ids whatever -q or -v the test command already carries', () => {
    expect(verbosityFlag('pytest', -1)).toBe('-q');
    expect(verbosityFlag('python3 -m pytest -q', -1)).toBe('');
    expect(verbosityFlag('pytest -qq', -1)).toBe('-v');
    expect(verbosityFlag('pytest -v tests', -1)).toBe('-qq');
  });
});
