/**
 * `pnpm --filter pkg test` (`-F`, `-C dir`, `--dir`) and `yarn workspace pkg test` (`yarn --cwd dir test`) run from a
 * workspaces root, as `npm test --workspace=pkg` (npm-workspace.test.ts): the workspace's own package.json says the
 * runner and its script, the report is asked for in the form each manager passes arguments on, ids are relative to
 * the root, the narrowed runs give the workspace its files, and the canaries go to the workspace's test folder. The
 * real runs need the real pnpm and yarn on PATH (the project does not install them): without them they are skipped.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installNodeModules } from '../helpers/repo.js';
import { runWithCanaries } from '../../src/verify/canary.js';
import { filterCommand } from '../../src/verify/parse.js';
import { profileNamed } from '../../src/verify/runners/index.js';
import { runTestCommand } from '../../src/verify/run.js';
import { scriptWorkspace } from '../../src/verify/script-workspace.js';
import type { TestRun } from '../../src/verify/types.js';

const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
const has = (program: string) => spawnSync('bash', ['-c', `command -v ${program}`]).status === 0;
const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-pmws-')));
  scratch.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const MEMORY = JSON.stringify({ name: '@mcp/memory', version: '1.0.0', scripts: { test: 'vitest run' } });
/** pnpm's workspaces are pnpm-workspace.yaml's `packages`; the root package.json names none. */
const PNPM = {
  'package.json': JSON.stringify({ name: 'root', private: true }),
  'pnpm-workspace.yaml': "packages:\n  - 'src/*' # the servers\n  - tools\n",
  'src/memory/package.json': MEMORY,
  'src/other/package.json': JSON.stringify({ name: 'other' }),
  'tools/package.json': JSON.stringify({ name: 'tools' }),
};
/** yarn's are package.json's `workspaces`, as npm's. */
const YARN = {
  'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['src/*', 'tools'] }),
  'src/memory/package.json': MEMORY,
  'src/other/package.json': JSON.stringify({ name: 'other' }),
  'tools/package.json': JSON.stringify({ name: 'tools' }),
};

describe('the workspace a pnpm or yarn script step names', () => {
  test('pnpm: by name, path or folder, in each spelling, before the script', () => {
    const dir = project(PNPM);
    for (const command of [
      'pnpm --filter @mcp/memory test',
      'pnpm --filter=@mcp/memory test',
      'pnpm -F @mcp/memory test',
      "pnpm --filter '@mcp/memory' run test",
      'pnpm --filter ./src/memory test',
      'pnpm --filter {src/memory} test',
      'pnpm -C src/memory test',
      'pnpm --dir src/memory t',
      'pnpm --dir=src/memory run test -- --bail 1',
    ])
      expect(scriptWorkspace(command, dir), command).toBe('src/memory');
    expect(scriptWorkspace('pnpm -F tools test', dir)).toBe('tools');
    // A flow list names them too.
    const flow = project({ ...PNPM, 'pnpm-workspace.yaml': 'packages: [\'src/*\', "tools"]\n' });
    expect(scriptWorkspace('pnpm --filter @mcp/memory test', flow)).toBe('src/memory');
    expect(scriptWorkspace('pnpm --filter tools test', flow)).toBe('tools');
  });

  test('yarn: `workspace <name>` and `--cwd <dir>`', () => {
    const dir = project(YARN);
    for (const command of [
      'yarn workspace @mcp/memory test',
      'yarn workspace @mcp/memory run test',
      'yarn --cwd src/memory test',
      'yarn --cwd=src/memory run test',
    ])
      expect(scriptWorkspace(command, dir), command).toBe('src/memory');
    expect(scriptWorkspace('yarn workspace tools test', dir)).toBe('tools');
  });

  test("several, all, a pattern, a path out of the folder or one not found keep the root's package.json", () => {
    const pnpm = project(PNPM);
    for (const command of [
      'pnpm test',
      'pnpm -r test',
      'pnpm --recursive test',
      'pnpm --filter @mcp/memory --filter other test',
      'pnpm --filter @mcp/memory... test',
      "pnpm --filter '@mcp/*' test",
      'pnpm --filter !other test',
      'pnpm --filter nobody test',
      // A name is no folder for pnpm, a folder no name.
      'pnpm --filter src/memory test',
      'pnpm -C ../elsewhere test',
      'pnpm -C /abs test',
      'pnpm -C src/missing test',
      // After the script the words are the script's.
      'pnpm test --filter @mcp/memory',
      'pnpm --filter @mcp/memory test && echo done',
    ])
      expect(scriptWorkspace(command, pnpm), command).toBe('');
    // pnpm's names are pnpm-workspace.yaml's, not package.json's.
    expect(scriptWorkspace('pnpm --filter @mcp/memory test', project(YARN))).toBe('');
    const yarn = project(YARN);
    for (const command of [
      'yarn test',
      'yarn workspaces run test',
      'yarn workspaces foreach run test',
      'yarn workspace nobody test',
      'yarn workspace src/memory test',
      'yarn --cwd ../elsewhere test',
      'yarn test --cwd src/memory',
    ])
      expect(scriptWorkspace(command, yarn), command).toBe('');
  });
});

describe('the arguments each manager passes on to the script', () => {
  const VITEST = "--reporter=json --outputFile.json='/r/tmp.a1/vitest.json'";
  const scripts = { test: 'vitest run' };
  const told = (command: string) => profileNamed('vitest')!.report!.command(command, '/r/tmp.a1', scripts);

  test('pnpm: `test` is given as `run test` (pnpm 9 reads what follows `test` as its own options)', () => {
    expect(told('pnpm --filter @mcp/memory test')).toBe(
      `pnpm --filter @mcp/memory run test --reporter=default ${VITEST}`,
    );
    expect(told('pnpm -C src/memory t')).toBe(`pnpm -C src/memory run test --reporter=default ${VITEST}`);
    expect(told('pnpm -F a run test')).toBe(`pnpm -F a run test --reporter=default ${VITEST}`);
    expect(filterCommand('pnpm --filter @mcp/memory test', '__tests__/b.test.js')).toBe(
      'pnpm --filter @mcp/memory run test __tests__/b.test.js',
    );
    // A `--` of the command's own stays as the command has it.
    expect(filterCommand('pnpm test -- --bail 1', 'b.test.js')).toBe('pnpm test -- --bail 1 b.test.js');
  });

  test('yarn: as they are', () => {
    expect(told('yarn workspace @mcp/memory test')).toBe(
      `yarn workspace @mcp/memory test --reporter=default ${VITEST}`,
    );
    expect(told('yarn --cwd src/memory test')).toBe(`yarn --cwd src/memory test --reporter=default ${VITEST}`);
    expect(filterCommand('yarn workspace @mcp/memory test', 'b.test.js')).toBe(
      'yarn workspace @mcp/memory test b.test.js',
    );
  });
});

/** A workspaces root whose src/memory runs vitest: one failing test, two passing, over two files. */
function vitestWorkspace(manager: 'pnpm' | 'yarn'): string {
  const dir = project({
    ...(manager === 'pnpm' ? PNPM : YARN),
    'src/memory/package.json': JSON.stringify({
      name: '@mcp/memory',
      version: '1.0.0',
      type: 'module',
      scripts: { test: 'vitest run --configLoader runner' },
    }),
    'src/memory/__tests__/a.test.js':
      "import { expect, it } from 'vitest';\nit('red', () => expect(1).toBe(2));\nit('green', () => expect(1).toBe(1));\n",
    'src/memory/__tests__/b.test.js': "import { expect, it } from 'vitest';\nit('ok', () => expect(1).toBe(1));\n",
  });
  installNodeModules(dir, NODE_MODULES);
  return dir;
}

/** The baseline, a narrowed run and a run with canaries: the same root-relative ids, the canaries in the workspace. */
async function expectResolves(command: string, cwd: string): Promise<void> {
  const run = (filter?: string): Promise<TestRun> =>
    runTestCommand(command, { cwd, timeoutMs: 120_000, ...(filter ? { filter } : {}) });
  const baseline = await run();
  expect(baseline.runner, baseline.output).toBe('vitest');
  expect(baseline.note ?? '').not.toContain('no vitest report');
  expect(baseline.failingIds).toEqual(['src/memory/__tests__/a.test.js > red']);
  expect([...(baseline.passingIds ?? [])].sort()).toEqual([
    'src/memory/__tests__/a.test.js > green',
    'src/memory/__tests__/b.test.js > ok',
  ]);
  const narrowed = await run('src/memory/__tests__/b.test.js');
  expect(narrowed.failingIds, narrowed.output).toEqual([]);
  expect(narrowed.passingIds).toEqual(['src/memory/__tests__/b.test.js > ok']);
  let planted = '';
  const checked = await runWithCanaries({
    cwd,
    command,
    filter: 'src/memory/__tests__/b.test.js',
    anchor: baseline,
    run: (filter) => {
      planted = fs.readdirSync(path.join(cwd, 'src/memory/__tests__')).find((n) => !/^[ab]\.test\.js$/.test(n)) ?? '';
      return run(filter);
    },
  });
  expect(planted).toMatch(/\.test\.js$/);
  expect(checked.reportCheck, checked.output).toMatchObject({ status: 'checked', runner: 'vitest' });
  expect(checked.passingIds).toEqual(['src/memory/__tests__/b.test.js > ok']);
}

describe('real vitest runs from the root through the real package managers', () => {
  test.skipIf(!has('pnpm'))('pnpm --filter <name> test, pnpm -C <dir> test', { timeout: 240_000 }, async () => {
    const dir = vitestWorkspace('pnpm');
    await expectResolves('pnpm --filter @mcp/memory test', dir);
    await expectResolves('pnpm -C src/memory test', dir);
  });

  test.skipIf(!has('yarn'))('yarn workspace <name> test, yarn --cwd <dir> test', { timeout: 240_000 }, async () => {
    const dir = vitestWorkspace('yarn');
    await expectResolves('yarn workspace @mcp/memory test', dir);
    await expectResolves('yarn --cwd src/memory test', dir);
  });
});
