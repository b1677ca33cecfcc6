// Every test the baseline ran is accounted for, through the CLI bundle (`node dist/cli.js`; run `npm run build`
// first): a scripted model fixes add() in a way that breaks mul(), then hides test_mul from the final run. Both ways
// end unresolved, with test_mul named: with `--sandbox none`, and with real bwrap, where every proof run has its own
// layer (issue 29's attacks through the bundle).
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, type ScriptStep } from '../helpers/fake-openai.js';
import { patchTestFinish } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { skipWithoutBwrap } from '../helpers/cli-run.js';

const cli = (args: string[], env: Record<string, string>) =>
  runCli(process.execPath, args, { env, cwd: process.cwd() });

const CALC = 'def add(a, b):\n    return a - b\n\n\ndef mul(a, b):\n    return a * b\n';
const TESTS =
  'from calc import add, mul\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\ndef test_mul():\n    assert mul(2, 3) == 6\n';

/** The fix of add() that also breaks mul(): test_mul would fail if it ran. */
const breakMul = (id: string) =>
  assistant(
    null,
    toolCall(id, 'patch_file', {
      path: 'calc.py',
      old_str: 'return a - b\n\n\ndef mul(a, b):\n    return a * b',
      new_str: 'return a + b\n\n\ndef mul(a, b):\n    return a + b',
    }),
  );

function pythonRepo(extra: Record<string, string> = {}): string {
  return makeRepo({ 'calc.py': CALC, 'test_calc.py': TESTS, ...extra });
}

const env = {
  OPENAI_API_KEY: 'sk-accounted-test-0123456789abcdef',
  AGENT_MODEL: 'gpt-4.1',
  PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1',
  PYTHONDONTWRITEBYTECODE: '1',
};
type Mode = 'none' | 'bwrap';
const runIn = async (sandbox: Mode, repo: string, script: ScriptStep[]) => {
  server = await startFakeOpenAI(script);
  const args = ['run', '--repo', repo, '--task', 'Fix add', '--test-command', 'python3 -m pytest -p no:cacheprovider'];
  const r = await cli([...args, '--base-url', server.url, '--sandbox', sandbox, '--json'], env);
  return { ...r, json: JSON.parse(r.stdout.trim().split('\n').at(-1)!) };
};

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

for (const sandbox of ['none', 'bwrap'] as const) {
  const run = (repo: string, script: ScriptStep[]) => runIn(sandbox, repo, script);
  /** With bwrap: the run was proven in layers (or bwrap cannot start here: skipped, and a failure on CI). */
  const isolated = (json: { proof_isolation?: unknown }) =>
    expect(json.proof_isolation).toBe(sandbox === 'bwrap' ? 'layers' : 'none');
  const test = (name: string, fn: () => Promise<void>) =>
    it(
      name,
      async (ctx) => {
        if (sandbox === 'bwrap') skipWithoutBwrap(ctx);
        await fn();
      },
      180_000,
    );

  describe(`a test that ran in the baseline cannot vanish from the proof (--sandbox ${sandbox})`, () => {
    test('a .pytest.toml that deselects test_mul: a deselect-config finding names it, and the run is unresolved', async () => {
      const r = await run(pythonRepo(), [
        breakMul('a'),
        assistant(
          null,
          toolCall('b', 'create_file', {
            path: '.pytest.toml',
            content: '[pytest]\naddopts = ["--deselect", "test_calc.py::test_mul"]\n',
          }),
        ),
        assistant(null, toolCall('c', 'run_tests', {})),
        assistant(null, toolCall('d', 'finish', { summary: 'add() adds' })),
      ]);
      expect(r.json.status, r.stderr).toBe('unresolved');
      isolated(r.json);
      expect(r.code).toBe(1);
      expect(r.json.evidence.integrity.findings).toContainEqual(
        expect.objectContaining({
          path: '.pytest.toml',
          kind: 'deselect-config',
          detail: expect.stringContaining('test_calc.py::test_mul'),
        }),
      );
      const p2p = r.json.evidence.fail_to_pass.pass_to_pass;
      expect(p2p.level).toBe('counts');
      expect(p2p.vanished).toEqual([expect.stringMatching(/^1 test that ran in the baseline did not run/)]);
      expect(p2p.broken).toEqual(p2p.vanished);
      expect(r.json.reason).toMatch(/breaks tests that passed before: 1 test that ran in the baseline did not run/);
    });

    test('test_mul taken out of collection in the test file (`__test__ = False`): vanished, named, unresolved', async () => {
      const r = await run(pythonRepo({ 'pytest.ini': '[pytest]\naddopts = -rA\n' }), [
        breakMul('a'),
        ...patchTestFinish(
          {
            path: 'test_calc.py',
            old_str: '    assert mul(2, 3) == 6\n',
            new_str: '    assert mul(2, 3) == 6\n\n\ntest_mul.__test__ = False\n',
          },
          'add() adds',
          'bcd',
        ),
      ]);
      expect(r.json.status, r.stderr).toBe('unresolved');
      isolated(r.json);
      const p2p = r.json.evidence.fail_to_pass.pass_to_pass;
      expect(p2p.level).toBeUndefined();
      expect(p2p.vanished).toEqual(['test_calc.py::test_mul']);
      expect(p2p.broken).toContain('test_calc.py::test_mul');
      expect(r.json.reason).toMatch(/test_calc\.py::test_mul/);
    });
  });
}
