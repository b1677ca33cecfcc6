// The built Action (`node dist/index.js`, as the runner starts it) on Node 20 and Node 24: the syntax guard refuses a
// broken edit inside the bundle, and a bundle that cannot load the guard says so in the log (::warning::), the job
// summary and the PR's Run section.
// On Node 24 (the Action's runtime) run the cases whose behaviour can differ by runtime (NodeBin.all): the bundle
// starting, the WebAssembly grammars loading (the refused edit) or failing to load (the OFF warning), and fetch to the
// model and the GitHub API. The shell-script case judges an edit with a grammar already loaded: the same JavaScript
// on every version, so it runs on this Node only (test/bundle/cli.test.ts loads the bash grammar on Node 24).
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type FakeOpenAI, type ScriptStep } from '../helpers/fake-openai.js';
import { TAX_BUG, TAX_FIX, makeOrigin, useFakeServers } from '../e2e/harness.js';
import { bundleNodes, distWithoutGrammars } from './bundle.js';

const BROKEN = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * rate * 100 / 100;\n}';

/** First a broken edit (which must be refused), then the real fix, the tests and finish. */
const script = (): ScriptStep[] => [
  assistant(
    'Trying a fix.',
    toolCall('broken', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: BROKEN }),
  ),
  assistant(null, toolCall('fix', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX })),
  assistant(null, toolCall('test', 'run_tests', {})),
  assistant(null, toolCall('done', 'finish', { summary: 'tax() applies its rate and refuses negative income.' })),
];

// The fake model server reports its own default usage here.
const { servers, runOnLabel } = useFakeServers({
  github: { permissions: { maintainer: 'admin' } },
  model: { usage: undefined },
});

/** The tool message that answered the call `id`, as the model received it. */
function toolAnswer(m: FakeOpenAI, id: string): string | undefined {
  for (const r of m.requests) {
    const found = r.messages.find((x) => x.role === 'tool' && x.tool_call_id === id);
    if (found) return String(found.content);
  }
  return undefined;
}

for (const { name, bin, all } of bundleNodes())
  describe(`dist/index.js on ${name}`, () => {
    test('the syntax guard refuses a broken patch_file, and the fixed edit still becomes a PR', async () => {
      const { model, gh } = await servers(script());
      // A budget whose working set (40% of it, 8,000 tokens) the first request's bytes pass: the table loads.
      const run = await runOnLabel(makeOrigin(), { node: bin, inputs: { 'context-tokens': '20000' } });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(toolAnswer(model, 'broken')).toMatch(
        /^src\/calculator\.js: edit refused, it would break javascript syntax; the file is unchanged/,
      );
      expect(toolAnswer(model, 'fix')).not.toContain('refused');
      expect(run.outputs.status).toBe('resolved');
      expect(run.stdout).not.toContain('syntax guard OFF');
      expect(gh.pulls[0]!.body).not.toContain('syntax guard OFF');
      // The BPE table is a chunk of its own (dist/<id>.index.js), read when a request first nears a limit.
      expect(run.stdout).toMatch(
        /token counts: o200k_base table loaded \(the request's \d+ bytes could pass 8000 tokens/,
      );
    });

    // Not registered at all on Node 24 (a skipped test there would count as not run in .ci/run).
    if (all)
      test('a shell script with case … esac passes the guard: created, edited, and in the PR', async () => {
        const shell = '#!/bin/bash\ncase "$1" in\n  a) echo one ;;\n  *) echo other ;;\nesac\n';
        const { model, gh } = await servers([
          assistant(null, toolCall('sh-new', 'create_file', { path: 'scripts/pick.sh', content: shell })),
          assistant(
            null,
            toolCall('sh-edit', 'patch_file', { path: 'scripts/pick.sh', old_str: 'echo one', new_str: 'echo uno' }),
          ),
          ...script().slice(1),
        ]);
        const run = await runOnLabel(makeOrigin(), { node: bin });
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(toolAnswer(model, 'sh-new')).not.toMatch(/failed|refused/);
        expect(toolAnswer(model, 'sh-edit')).not.toMatch(/failed|refused/);
        expect(run.outputs.status).toBe('resolved');
        expect(gh.pulls[0]!.body).toContain('`scripts/pick.sh`');
      }, 180_000);

    test('a bundle without its grammars warns (::warning::), and says so in the job summary and the PR', async () => {
      const dist = distWithoutGrammars();
      const { gh } = await servers(script().slice(1));
      const run = await runOnLabel(makeOrigin(), { node: bin, entry: path.join(dist, 'index.js') });
      expect(run.stdout).toMatch(/^::warning::syntax guard OFF: the tree-sitter runtime could not load/m);
      expect(run.summary).toMatch(/<li>syntax guard OFF: the tree-sitter runtime could not load/);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.status).toBe('resolved');
      // The reviewer sees it where the run is described: the PR's Run section.
      const body = gh.pulls[0]!.body;
      expect(body.slice(body.indexOf('### Run'))).toMatch(
        /⚠️ syntax guard OFF: the tree-sitter runtime could not load/,
      );
    });
  });
