import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detectTestCommand } from '../../src/verify/detect.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-detect-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const pkg = (test?: string, extra: object = {}) =>
  JSON.stringify({ name: 'x', ...(test ? { scripts: { test } } : {}), ...extra });

describe('detectTestCommand', () => {
  test.each([
    [
      { 'package.json': pkg('vitest run'), 'package-lock.json': '{}' },
      'npm test',
      /scripts\.test; package-lock\.json → npm/,
    ],
    [{ 'package.json': pkg('jest'), 'pnpm-lock.yaml': '' }, 'pnpm test', /pnpm-lock\.yaml → pnpm/],
    [{ 'package.json': pkg('jest'), 'yarn.lock': '' }, 'yarn test', /yarn\.lock → yarn/],
    [{ 'package.json': pkg('node --test', { packageManager: 'pnpm@9.1.0' }) }, 'pnpm test', /packageManager/],
    [{ 'package.json': pkg('node --test') }, 'npm test', /no lockfile/],
    [
      { 'pyproject.toml': '[project]\nname="x"\n\n[tool.pytest.ini_options]\naddopts="-q"\n' },
      'python3 -m pytest',
      /pyproject\.toml/,
    ],
    [{ 'setup.cfg': '[metadata]\nname=x\n[tool:pytest]\n' }, 'python3 -m pytest', /setup\.cfg/],
    [{ 'pytest.ini': '[pytest]\n' }, 'python3 -m pytest', /pytest\.ini/],
    [{ 'tox.ini': '[tox]\n[pytest]\n' }, 'python3 -m pytest', /tox\.ini/],
    [{ 'tests/unit/test_calc.py': 'def test_x(): pass\n' }, 'python3 -m pytest', /tests\/ holds test_\*\.py/],
    [{ 'go.mod': 'module x\n' }, 'go test ./...', /go\.mod/],
    [{ 'Cargo.toml': '[package]\nname="x"\n' }, 'cargo test', /Cargo\.toml/],
    [{ 'pom.xml': '<project/>' }, 'mvn -q test', /pom\.xml/],
    [{ Makefile: 'build:\n\tcc x.c\n\ntest: build\n\t./run-tests\n' }, 'make test', /Makefile has a test target/],
  ])('%j → %s', async (files, command, reason) => {
    const found = await detectTestCommand(repo(files));
    expect(found?.command).toBe(command);
    expect(found?.reason).toMatch(reason);
  });

  test("npm's placeholder test script is not a test command", async () => {
    const dir = repo({ 'package.json': pkg('echo "Error: no test specified" && exit 1'), 'go.mod': 'module x\n' });
    expect((await detectTestCommand(dir))?.command).toBe('go test ./...');
  });
  test('package.json scripts.test comes before pytest', async () => {
    const dir = repo({ 'package.json': pkg('vitest run'), 'pytest.ini': '[pytest]\n' });
    expect((await detectTestCommand(dir))?.command).toBe('npm test');
  });
  test('a Makefile without a test target, a pyproject without pytest: nothing found', async () => {
    const dir = repo({
      Makefile: 'all:\n\techo hi\ntest-data := x\n',
      'pyproject.toml': '[project]\nname="x"\n',
      'README.md': '# x',
    });
    expect(await detectTestCommand(dir)).toBeNull();
  });
  test('the bundled calculator example', async () => {
    expect(await detectTestCommand(path.join(import.meta.dirname, '../../examples/calculator'))).toEqual({
      command: 'npm test',
      reason: 'package.json has scripts.test; no lockfile → npm',
    });
  });
});
