/**
 * `npm test --workspace=pkg` run from a workspaces root (`run.ts` `npmWorkspace`): the workspace's own package.json
 * says the runner and its script, so the run writes its report like `npm test` in that folder; the forms npm takes,
 * and the ones that keep the root's package.json (several workspaces, a path out of the folder, one not found).
 */
import { afterAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installNodeModules } from '../helpers/repo.js';
import { runTestCommand } from '../../src/verify/run.js';
import { scriptWorkspace as npmWorkspace } from '../../src/verify/script-workspace.js';

const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-npmws-'));
  scratch.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const ROOT = JSON.stringify({ name: 'root', private: true, workspaces: ['src/*', 'tools'] });
const WS = {
  'package.json': ROOT,
  'src/memory/package.json': JSON.stringify({ name: '@mcp/memory', type: 'module', scripts: { test: 'vitest run' } }),
  'src/other/package.json': JSON.stringify({ name: 'other' }),
  'tools/package.json': JSON.stringify({ name: 'tools' }),
};

describe('the workspace an npm script step names', () => {
  const dir = project(WS);
  test('by path, in each spelling npm takes after the script', () => {
    for (const command of [
      'npm test --workspace=src/memory',
      'npm test --workspace src/memory',
      'npm test -w src/memory',
      'npm t -w=src/memory',
      'npm run test -w src/memory',
      'npm run-script test --workspace=./src/memory/',
      'npm test --prefix src/memory',
      'npm test --workspace=src/memory -- --bail 1',
      "npm test --workspace='src/memory'",
      // Before the script too.
      'npm -w src/memory test',
      'npm --workspace=src/memory run test',
      'npm --prefix src/memory test',
    ])
      expect(npmWorkspace(command, dir), command).toBe('src/memory');
  });

  test("by package name, among the root's `workspaces` folders", () => {
    expect(npmWorkspace('npm test -w @mcp/memory', dir)).toBe('src/memory');
    expect(npmWorkspace('npm test --workspace=tools', dir)).toBe('tools');
  });

  test("none, several, all, a path out of the folder or one not found keep the root's package.json", () => {
    for (const command of [
      'npm test',
      'npm test -- -w src/memory',
      'npm test -w src/memory -w src/other',
      'npm test --workspaces',
      'npm test -w src/memory --include-workspace-root',
      'npm test -w ../elsewhere',
      'npm test -w /abs/path',
      'npm test -w src/missing',
      'npm test -w nobody',
      'npm test -w src/memory && echo done',
      'yarn test -w src/memory',
    ])
      expect(npmWorkspace(command, dir), command).toBe('');
  });
});

describe('a real vitest run through `npm test --workspace` from the root', () => {
  test("reads the workspace's vitest JSON report, ids relative to the root, narrowed by the root-relative file", async () => {
    const dir = project({
      'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['src/*'] }),
      'src/memory/package.json': JSON.stringify({
        name: '@mcp/memory',
        type: 'module',
        scripts: { test: 'vitest run --configLoader runner' },
      }),
      'src/memory/__tests__/a.test.js':
        "import { expect, it } from 'vitest';\nit('red', () => expect(1).toBe(2));\nit('green', () => expect(1).toBe(1));\n",
      'src/memory/__tests__/b.test.js': "import { expect, it } from 'vitest';\nit('ok', () => expect(1).toBe(1));\n",
    });
    installNodeModules(dir, NODE_MODULES);
    const run = await runTestCommand('npm test --workspace=src/memory', { cwd: dir, timeoutMs: 120_000 });
    expect(run.runner).toBe('vitest');
    expect(run.failingIds).toEqual(['src/memory/__tests__/a.test.js > red']);
    expect([...(run.passingIds ?? [])].sort()).toEqual([
      'src/memory/__tests__/a.test.js > green',
      'src/memory/__tests__/b.test.js > ok',
    ]);
    const narrowed = await runTestCommand('npm test --workspace=src/memory', {
      cwd: dir,
      timeoutMs: 120_000,
      filter: 'src/memory/__tests__/b.test.js',
    });
    expect(narrowed.failingIds).toEqual([]);
    expect(narrowed.passingIds).toEqual(['src/memory/__tests__/b.test.js > ok']);
    // The workspace named before the script: the same run.
    const before = await runTestCommand('npm -w src/memory test', { cwd: dir, timeoutMs: 120_000 });
    expect(before.failingIds).toEqual(['src/memory/__tests__/a.test.js > red']);
    expect(before.passingIds?.length).toBe(2);
  });
});
