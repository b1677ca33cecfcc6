// Runaway edits stop: the edit tools refuse files beyond max-changed-files, delivery refuses a diff beyond
// max-diff-lines, and the final paths are checked against the workspace and the protected globs once more.
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryRefusal, runPipeline } from '../../src/pipeline/index.js';
import { calculatorConfig } from '../helpers/context.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, patchTestFinish } from '../helpers/fake-openai.js';
import { copyExample, makeRepo } from '../helpers/repo.js';

let server: FakeOpenAI | undefined;
afterEach(async () => server?.close());

const OLD = 'return Math.round(income * 0.2 * 100) / 100;';
const NEW = 'if (income < 0) throw new RangeError("negative");\n  return Math.round(income * rate * 100) / 100;';

describe('limits on the change', () => {
  it('refuses to change more files than max-changed-files', async () => {
    server = await startFakeOpenAI(
      [
        assistant(
          null,
          toolCall('a', 'create_file', { path: 'notes/a.md', content: 'a\n' }),
          toolCall('b', 'create_file', { path: 'notes/b.md', content: 'b\n' }),
        ),
      ],
      { whenExhausted: assistant('stop') },
    );
    const config = calculatorConfig(copyExample('calculator'), server.url, {
      task: 't',
      model: undefined,
      maxTurns: 2,
      maxChangedFiles: 1,
    });
    const result = await runPipeline(config);
    const answers = server.requests[1]!.messages.filter((m) => m.role === 'tool').map((m) => m.content as string);
    expect(answers[0]).toMatch(/Created notes\/a.md/);
    expect(answers[1]).toMatch(/at most 1 files \(max-changed-files\)/);
    expect(result.changedFiles.map((f) => f.path)).toEqual(['notes/a.md']);
  });

  it('does not resolve a passing change whose diff is larger than max-diff-lines', async () => {
    server = await startFakeOpenAI(
      patchTestFinish({ path: 'src/calculator.js', old_str: OLD, new_str: NEW }, 'ok', 'ptf'),
    );
    const config = calculatorConfig(copyExample('calculator'), server.url, {
      task: 't',
      model: undefined,
      maxDiffLines: 2,
    });
    const result = await runPipeline(config);
    expect(result.evidence.final?.passed).toBe(true);
    expect(result.status).toBe('unresolved');
    expect(result.reason).toMatch(/delivery refused: the diff has 3 changed lines, more than max-diff-lines \(2\)/);
  });

  it('refuses delivery of a protected or outside path, whatever the tools allowed', () => {
    const ws = new Workspace(makeRepo({ 'a.txt': 'x\n' }), ['.github/workflows/**']);
    expect(deliveryRefusal(ws, [{ path: 'a.txt', added: 1, removed: 0 }], 100)).toBeUndefined();
    expect(deliveryRefusal(ws, [{ path: '.github/workflows/ci.yml', added: 1, removed: 0 }], 100)).toMatch(/protected/);
    expect(deliveryRefusal(ws, [{ path: '../escape.txt', added: 1, removed: 0 }], 100)).toMatch(
      /outside the workspace/,
    );
  });
});
