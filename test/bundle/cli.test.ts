// The built CLI (`node dist/cli.js`), not src/, on Node 20 and Node 24: everything it loads at run time (the
// tree-sitter runtime wasm and every grammar, the o200k tokenizer table) must work in the bundle, and a guard that
// cannot load must say so. The demo's bundled example and recording: test/cli/cli.test.ts (one demo run, this Node).
// On Node 24 runs the case whose behaviour can differ by runtime (NodeBin.all): every grammar's WebAssembly loading,
// the tokenizer table and fetch to the model endpoint, in one run. The bash case judges an edit with a grammar loaded
// (the same JavaScript on every version), and the runtime failing to load its WebAssembly is checked on Node 24 by the
// Action's OFF case (test/bundle/action.test.ts): these two run on this Node only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import grammars from '../../src/tools/grammars.json' with { type: 'json' };
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { bundleNodes, distWithoutGrammars, readTrajectory, runArgs, runCli } from './bundle.js';

const KEY = 'sk-bundle-test-key-0123456789abcdefghij';

/** One file per grammar, and an edit that breaks it. Keyed by the language names of src/tools/grammars.json. */
const BROKEN: Record<string, { file: string; text: string; old: string; bad: string }> = {
  javascript: {
    file: 'src/add.js',
    text: 'export function add(a, b) {\n  return a + b;\n}\n',
    old: 'return a + b;',
    bad: 'return a +',
  },
  json: { file: 'config.json', text: '{"a": 1, "b": 2}\n', old: '"b": 2}', bad: '"b": 2,,}' },
  python: { file: 'calc.py', text: 'def double(x):\n    return x * 2\n', old: 'return x * 2', bad: 'return (x * 2;' },
  typescript: {
    file: 'src/f.ts',
    text: 'export function f(p: { x: number }): number {\n  return p.x + 1;\n}\n',
    old: 'return p.x + 1;',
    bad: 'return p.x + ;',
  },
  tsx: {
    file: 'src/A.tsx',
    text: 'export const A = (p: { n: number }) => <div>{p.n}</div>;\n',
    old: '{p.n}',
    bad: '{p.n',
  },
  go: {
    file: 'add.go',
    text: 'package main\n\nfunc add(a, b int) int {\n\treturn a + b\n}\n',
    old: 'return a + b',
    bad: 'return (a + b',
  },
  rust: {
    file: 'src/lib.rs',
    text: 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n',
    old: 'a + b',
    bad: 'a + (b',
  },
  java: {
    file: 'A.java',
    text: 'class A {\n  int add(int a, int b) {\n    return a + b;\n  }\n}\n',
    old: 'return a + b;',
    bad: 'return (a + b;',
  },
  c: {
    file: 'add.c',
    text: 'int add(int a, int b) {\n  return a + b;\n}\n',
    old: 'return a + b;',
    bad: 'return (a + b;',
  },
  cpp: {
    file: 'add.cpp',
    text: 'int add(int a, int b) {\n  int v[2] = {a, b};\n  return v[0] + v[1];\n}\n',
    old: 'return v[0] + v[1];',
    bad: 'return v[0 + v[1];',
  },
  ruby: { file: 'add.rb', text: 'def add(a, b)\n  a + b\nend\n', old: 'a + b', bad: '(a + b' },
  bash: {
    file: 'add.sh',
    text: '#!/bin/bash\nadd() {\n  echo $(( $1 + $2 ))\n}\n',
    old: 'echo $(( $1 + $2 ))',
    bad: 'echo $(( $1 + $2 )',
  },
  yaml: { file: 'ci.yml', text: 'a: 1\nmap:\n  k: v\n', old: 'k: v', bad: 'k: [v' },
};

/** A repo holding every BROKEN file and a test command that always passes; the model breaks them all in one turn. */
function everyLanguageRepo(): string {
  return makeRepo({ ...Object.fromEntries(Object.values(BROKEN).map((c) => [c.file, c.text])), 'test.sh': 'exit 0\n' });
}

const breakEverything = () =>
  assistant(
    'Editing every file.',
    ...Object.entries(BROKEN).map(([lang, c]) =>
      toolCall(`break-${lang}`, 'patch_file', { path: c.file, old_str: c.old, new_str: c.bad }),
    ),
  );

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('the bundle cases cover every grammar in src/tools/grammars.json', () => {
  expect(Object.keys(BROKEN).sort()).toEqual(Object.keys(grammars.languages).sort());
});

test('the bundle suite runs on two Node versions, one of them Node 24', () => {
  const majors = bundleNodes().map((n) => n.major);
  // If this fails with [24, 24], vitest itself runs on Node 24: node_modules/.bin/node shadows the system node (the
  // `prepare` script removes that link; run npm ci again).
  expect(majors).toContain(24);
  expect(new Set(majors).size).toBe(majors.length);
});

for (const { name, bin, all } of bundleNodes())
  describe(`dist/cli.js on ${name}`, () => {
    /**
     * One turn of `agent-fix run` on `repo` (tests `sh test.sh`) against the fake server, recording a trajectory;
     * `tools()` reads its tool results by call id.
     */
    const oneTurn = async (
      repo: string,
      task: string,
      o: { env?: Record<string, string>; entry?: string; args?: string[]; peakRss?: boolean } = {},
    ) => {
      const trajectory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'traj-')), 'run.jsonl');
      const args = runArgs(
        repo,
        { task, testCommand: 'sh test.sh' },
        '--base-url',
        server!.url,
        '--max-turns',
        '1',
        ...(o.args ?? []),
      );
      const r = await runCli(bin, [...args, '--json', '--trajectory', trajectory], {
        env: { OPENAI_API_KEY: KEY, ...o.env },
        entry: o.entry,
        peakRss: o.peakRss,
      });
      const tools = () =>
        new Map(
          readTrajectory(trajectory)
            .filter((l) => l.type === 'tool')
            .map((l) => [l.id, l]),
        );
      return { ...r, trajectory, tools };
    };

    test('refuses a broken edit in every language of grammars.json, and counts tokens with o200k', async () => {
      server = await startFakeOpenAI([breakEverything()], { whenExhausted: assistant('I could not finish.') });
      const repo = everyLanguageRepo();
      // A budget whose working set (40% of it, 8,000 tokens) the first request's bytes pass: the table loads.
      const r = await oneTurn(repo, 'Break things', {
        env: { AGENT_MODEL: 'gpt-4.1' },
        args: ['--context-tokens', '20000'],
        peakRss: true,
      });
      // The grammars' WebAssembly stays in V8's baseline tier (src/tools/wasm-tiering.ts): this run peaked at 1,830 MB
      // on Node 24 when V8 tiered the lexers up; with the flags, 191 MB on Node 20 and 205 MB on Node 24.
      expect(r.peakRssMb).toBeLessThan(600);

      expect(r.stderr).not.toContain('syntax guard OFF');
      const results = r.tools();
      for (const [lang, c] of Object.entries(BROKEN)) {
        const result = results.get(`break-${lang}`);
        expect(result?.result, lang).toContain(`edit refused, it would break ${lang} syntax`);
        expect(result?.is_error, lang).toBe(true);
        expect(fs.readFileSync(path.join(repo, c.file), 'utf8'), lang).toBe(c.text);
      }
      expect(r.code, r.stderr).toBe(1);
      expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!)).toMatchObject({
        status: 'unresolved',
        changed_files: [],
        warnings: [],
      });
      // The real tokenizer table loaded from the bundle (a chunk of its own), not the character estimate.
      expect(r.stderr).toMatch(
        /token counts: o200k_base table loaded \(the request's \d+ bytes could pass 8000 tokens/,
      );
    });

    // The cases below are not registered on Node 24 (a skipped test there would count as not run in .ci/run).
    if (all)
      test('a bash edit inside case … esac is judged, not crashed: the good edit lands, the broken one is refused', async () => {
        const script = '#!/bin/bash\ncase "$1" in\n  a) echo one ;;\n  *) echo other ;;\nesac\n';
        server = await startFakeOpenAI(
          [
            assistant(
              'Editing the script.',
              toolCall('case-bad', 'patch_file', { path: 'run.sh', old_str: 'esac\n', new_str: '' }),
              toolCall('case-good', 'patch_file', { path: 'run.sh', old_str: 'echo one', new_str: 'echo uno' }),
            ),
          ],
          { whenExhausted: assistant('Done.') },
        );
        const repo = makeRepo({ 'run.sh': script, 'test.sh': 'exit 0\n' });
        const r = await oneTurn(repo, 'Say uno', { env: { AGENT_MODEL: 'gpt-4.1' } });
        // A short run at the default budget never comes near a limit: the table (about 0.9 s of CPU) is not loaded.
        expect(r.stderr).toContain('token counts: o200k_base for gpt-4.1, its table loaded once a request could near');
        expect(r.stderr).not.toContain('table loaded (');
        const results = r.tools();
        expect(results.get('case-bad')?.result).toContain('edit refused, it would break bash syntax');
        expect(results.get('case-bad')?.result).toContain('missing `esac`');
        expect(results.get('case-good')?.is_error).toBe(false);
        expect(fs.readFileSync(path.join(repo, 'run.sh'), 'utf8')).toBe(script.replace('echo one', 'echo uno'));
      }, 180_000);

    if (all)
      test('without its grammars the guard says it is OFF: stderr, trajectory, JSON, and the edit is not silently judged', async () => {
        const dist = distWithoutGrammars();
        server = await startFakeOpenAI([breakEverything()], { whenExhausted: assistant('I could not finish.') });
        const repo = everyLanguageRepo();
        const r = await oneTurn(repo, 'Break things', { entry: path.join(dist, 'cli.js') });

        expect(r.stderr).toMatch(
          /^warning: syntax guard OFF: the tree-sitter runtime could not load \(tree-sitter\.wasm not found/m,
        );
        expect(r.stderr).toContain('Troubleshooting');
        expect(
          readTrajectory(r.trajectory)
            .filter((l) => l.type === 'note' && l.kind === 'warning')
            .map((l) => l.text)
            .join('\n'),
        ).toContain('syntax guard OFF');
        const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
        expect(last.warnings.join('\n')).toContain('syntax guard OFF');
        // The edits went through unchecked, and each language's failure is on record.
        expect(fs.readFileSync(path.join(repo, BROKEN.javascript!.file), 'utf8')).toContain('return a +\n');
        expect(last.warnings.join('\n')).toContain('syntax guard OFF for javascript files');
      });
  });
