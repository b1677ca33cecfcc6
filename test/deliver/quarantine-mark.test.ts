// The quarantine mark of each runner agent-fix marks (deliver/quarantine-mark.ts), over a base tree given as files;
// the e2e tests (test/e2e/flaky-quarantine.test.ts, flaky-deflake.test.ts) take node:test and pytest.ini through
// the bundle to a PR. Each mark is run by the real runner where it is on this machine (go), so the mark is one the
// runner obeys.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  liftQuarantineMark,
  quarantineMark,
  quarantineRunner,
  type TreeView,
} from '../../src/deliver/quarantine-mark.js';

const tree = (files: Record<string, string>): TreeView => ({
  files: Object.keys(files),
  read: (f) => files[f],
  containing: (text) => Object.keys(files).filter((f) => files[f]!.includes(text)),
});

const goAvailable = spawnSync('go', ['version']).status === 0;
const pytestAvailable = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;

describe('quarantine marks', () => {
  test('the runner comes from the test command, else from the id', () => {
    expect(quarantineRunner('python -m pytest -q', 'a', undefined)).toBe('pytest');
    expect(quarantineRunner('go test ./...', 'TestX', undefined)).toBe('go');
    expect(quarantineRunner('npx vitest run', 'a', undefined)).toBe('js');
    expect(quarantineRunner('npm test', 'a', JSON.stringify({ scripts: { test: 'jest' } }))).toBe('js');
    expect(quarantineRunner('make check', 'tests/a.py::test_b', undefined)).toBe('pytest');
    expect(quarantineRunner('make check', 'src/a.test.ts > s > n', undefined)).toBe('js');
    expect(quarantineRunner('cargo test', 'tests::a', undefined)).toBe('cargo');
  });

  test('pytest: --deselect in addopts, in the file pytest reads (pyproject list and string forms, a continuation line), else a new pytest.ini', () => {
    const id = 'tests/test_a.py::test_b[x y]';
    const list = quarantineMark(
      'pytest',
      id,
      tree({ 'pyproject.toml': '[tool.pytest.ini_options]\naddopts = ["-q"]\n' }),
      1,
    );
    expect(list).toMatchObject({
      file: 'pyproject.toml',
      content: '[tool.pytest.ini_options]\naddopts = ["--deselect", "tests/test_a.py::test_b[x y]", "-q"]\n',
    });
    const str = quarantineMark(
      'pytest',
      id,
      tree({ 'pyproject.toml': '[tool.pytest.ini_options]\naddopts = "-q"\n' }),
      1,
    );
    expect(str).toMatchObject({
      content: `[tool.pytest.ini_options]\naddopts = "-q --deselect 'tests/test_a.py::test_b[x y]'"\n`,
    });
    const cont = quarantineMark(
      'pytest',
      'tests/t.py::t',
      tree({ 'setup.cfg': '[metadata]\nname = x\n[tool:pytest]\naddopts =\n    -q\n    -ra\nxfail_strict = true\n' }),
      1,
    );
    expect(cont).toMatchObject({
      file: 'setup.cfg',
      content:
        '[metadata]\nname = x\n[tool:pytest]\naddopts =\n    -q\n    -ra\n    --deselect tests/t.py::t\nxfail_strict = true\n',
    });
    // pyproject.toml without a pytest section is not pytest's file: a pytest.ini is made.
    expect(
      quarantineMark('pytest', 'tests/t.py::t', tree({ 'pyproject.toml': '[project]\nname = "x"\n' }), 1),
    ).toMatchObject({
      file: 'pytest.ini',
      content: '[pytest]\naddopts = --deselect tests/t.py::t\n',
      created: true,
    });
    expect(
      quarantineMark(
        'pytest',
        id,
        tree({ 'pyproject.toml': "[tool.pytest.ini_options]\naddopts = '''\n-q\n'''\n" }),
        1,
      ),
    ).toHaveProperty('refused');
  });

  test('jest/vitest/node:test: .skip on the one call of that title; two of them are refused', () => {
    const files = {
      'src/a.test.ts': "describe('calc', () => {\n  it('adds', () => {});\n  it('taxes 20%', () => {});\n});\n",
    };
    const r = quarantineMark('js', 'src/a.test.ts > calc > taxes 20%', tree(files), 1);
    expect(r).toMatchObject({ file: 'src/a.test.ts' });
    expect('content' in r && r.content).toBe(
      "describe('calc', () => {\n  it('adds', () => {});\n  it.skip('taxes 20%', () => {});\n});\n",
    );
    const twice = { 'a.test.js': "test('x', () => {});\n", 'b.test.js': "test('x', () => {});\n" };
    expect(quarantineMark('js', 'x', tree(twice), 1)).toMatchObject({
      refused: expect.stringContaining('2 `it`/`test` calls'),
    });
  });

  test.skipIf(!goAvailable)(
    'go: t.Skip in the test function, which go test then reports skipped',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-quarantine-go-'));
      const src =
        'package calc\n\nimport "testing"\n\nfunc TestFlaky(t *testing.T) {\n\tt.Fatal("flaked")\n}\n\nfunc TestOther(t *testing.T) {}\n';
      fs.writeFileSync(path.join(dir, 'go.mod'), 'module calc\n\ngo 1.21\n');
      const r = quarantineMark('go', 'TestFlaky/sub', tree({ 'calc_test.go': src }), 7);
      expect(r).toMatchObject({ file: 'calc_test.go' });
      if (!('content' in r)) throw new Error(r.refused);
      expect(r.how).toContain('its parent function');
      fs.writeFileSync(path.join(dir, 'calc_test.go'), r.content);
      const out = execFileSync('go', ['test', '-v', './...'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, GOFLAGS: '-mod=mod' },
      });
      expect(out).toMatch(/--- SKIP: TestFlaky/);
      expect(out).toContain('quarantined by agent-fix: flaky (tracked in #7)');
      expect(out).toMatch(/--- PASS: TestOther/);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    120_000,
  );

  test('the lift is the mark undone: the marked tree of each runner, lifted, is the tree before the mark; an unmarked tree has no lift', () => {
    const py = 'tests/test_a.py::test_b[x y]';
    const cases: [string, string, Record<string, string>][] = [
      ['pytest', py, { 'pytest.ini': '[pytest]\npythonpath = .\n' }],
      ['pytest', py, { 'pytest.ini': '[pytest]\naddopts = -q\n    -ra\npythonpath = .\n' }],
      ['pytest', py, { 'pytest.ini': '[pytest]\r\naddopts = -q\r\n' }],
      ['pytest', 'tests/t.py::t', { 'pytest.ini': '[pytest]\naddopts =\n    -q\n[coverage:run]\nbranch = 1\n' }],
      // pytest.ini is pytest's file empty or without a [pytest] section: the section the mark adds goes with the lift.
      ['pytest', py, { 'pytest.ini': '' }],
      ['pytest', py, { 'pytest.ini': '[coverage:run]\nbranch = 1\n' }],
      ['pytest', py, { 'pytest.ini': '; options come later\r\n[coverage:run]\r\nbranch = 1' }],
      ['pytest', py, { 'pyproject.toml': '[tool.pytest.ini_options]\naddopts = ["-q"]\n' }],
      ['pytest', py, { 'pyproject.toml': '[tool.pytest.ini_options]\naddopts = []\n' }],
      ['pytest', py, { 'pyproject.toml': '[tool.pytest.ini_options]\nminversion = "6"\n' }],
      ['pytest', py, { 'pyproject.toml': '[tool.pytest.ini_options]\naddopts = "-q"  # quiet\n' }],
      ['pytest', 'tests/t.py::t', { 'tox.ini': '[tox]\nenvlist = py\n[pytest]\naddopts = -q\n' }],
      ['pytest', 'tests/t.py::t', { 'setup.cfg': '[tool:pytest]\naddopts =\n    -q\nxfail_strict = true\n' }],
      ['go', 'TestFlaky/sub', { 'calc_test.go': 'package calc\n\nfunc TestFlaky(t *testing.T) {\n\tt.Log("x")\n}\n' }],
      [
        'js',
        'src/a.test.ts > calc > taxes 20%',
        { 'src/a.test.ts': "describe('calc', () => {\n  it('taxes 20%', () => {});\n});\n" },
      ],
      ['js', 'price doubles', { 'test/p.test.js': "test('price doubles', () => {});\ntest('other', () => {});\n" }],
    ];
    for (const [runner, id, files] of cases) {
      expect(liftQuarantineMark(runner, id, tree(files)), `${runner} ${JSON.stringify(files)}`).toBeUndefined();
      const mark = quarantineMark(runner, id, tree(files), 3);
      if ('refused' in mark) throw new Error(mark.refused);
      const marked = { ...files, [mark.file]: mark.content };
      const lift = liftQuarantineMark(runner, id, tree(marked));
      expect(lift, mark.content).toMatchObject({
        file: mark.file,
        marked: mark.content,
        how: mark.how.replace(/ \(its parent function[^)]*\)$/, ''),
      });
      expect(lift!.content, mark.content).toBe(files[mark.file] ?? null);
    }
    // The mark a project had no pytest configuration for: the file it made goes.
    const made = quarantineMark('pytest', py, tree({}), 3);
    expect(
      liftQuarantineMark('pytest', py, tree({ 'pytest.ini': (made as { content: string }).content })),
    ).toMatchObject({
      content: null,
    });
    // Another test's mark is not this one's.
    const other = quarantineMark('pytest', 'tests/t.py::other', tree({ 'pytest.ini': '[pytest]\n' }), 3);
    expect(
      liftQuarantineMark('pytest', 'tests/t.py::t', tree({ 'pytest.ini': (other as { content: string }).content })),
    ).toBeUndefined();
  });

  test('pytest.ini empty or without [pytest]: two marks lifted in either order give the file back byte for byte', () => {
    for (const before of ['', '[coverage:run]\nbranch = 1\n', '# notes\n']) {
      const a = quarantineMark('pytest', 'tests/t.py::a', tree({ 'pytest.ini': before }), 3);
      if ('refused' in a) throw new Error(a.refused);
      const b = quarantineMark('pytest', 'tests/t.py::b', tree({ 'pytest.ini': a.content }), 3);
      if ('refused' in b) throw new Error(b.refused);
      for (const [first, second] of [
        ['tests/t.py::a', 'tests/t.py::b'],
        ['tests/t.py::b', 'tests/t.py::a'],
      ] as const) {
        const one = liftQuarantineMark('pytest', first, tree({ 'pytest.ini': b.content }));
        expect(one?.content, b.content).toEqual(expect.any(String));
        const two = liftQuarantineMark('pytest', second, tree({ 'pytest.ini': one!.content! }));
        expect(two?.content, `${first} then ${second}: ${one!.content}`).toBe(before);
      }
    }
  });

  test.skipIf(!pytestAvailable)(
    'pytest.ini empty or without [pytest]: real pytest deselects the marked test, and runs it again once lifted',
    () => {
      for (const before of ['', '[coverage:run]\nbranch = 1\n']) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-quarantine-pytest-'));
        fs.mkdirSync(path.join(dir, 'tests'));
        fs.writeFileSync(
          path.join(dir, 'tests', 'test_a.py'),
          "def test_flaky():\n    assert False, 'flaked'\n\n\ndef test_ok():\n    pass\n",
        );
        const id = 'tests/test_a.py::test_flaky';
        const mark = quarantineMark('pytest', id, tree({ 'pytest.ini': before }), 3);
        if ('refused' in mark) throw new Error(mark.refused);
        expect(mark.file).toBe('pytest.ini');
        const pytest = () =>
          spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], { cwd: dir, encoding: 'utf8' });
        fs.writeFileSync(path.join(dir, 'pytest.ini'), mark.content);
        const marked = pytest();
        expect(marked.stdout, mark.content).toMatch(/1 passed, 1 deselected/);
        expect(marked.status, marked.stdout).toBe(0);
        const lift = liftQuarantineMark('pytest', id, tree({ 'pytest.ini': mark.content }));
        expect(lift?.content).toBe(before);
        fs.writeFileSync(path.join(dir, 'pytest.ini'), lift!.content!);
        const lifted = pytest();
        expect(lifted.stdout).toMatch(/1 failed, 1 passed/);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
