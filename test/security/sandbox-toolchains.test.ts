/**
 * Fresh machines (issue 13): a runner or container with an empty HOME and no ~/.cache. Go, Python and Node run their
 * tests through the real sandbox with HOME pointing at such an empty folder (outside /tmp, which the sandbox would
 * hide anyway), and the folder stays empty: every cache went to the run's private home, nothing to the host's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Sandbox } from '../../src/workspace/sandbox/index.js';
import { sandboxOrSkip } from '../helpers/context.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { makeRepo } from '../helpers/repo.js';

const OUTSIDE_TMP = fs.existsSync('/var/tmp') ? '/var/tmp' : os.homedir();
const GO_MOD = 'module example.com/fresh\n\ngo 1.19\n';
const GO_SRC = 'package fresh\n\nfunc Add(a, b int) int { return a + b }\n';
const GO_TEST =
  'package fresh\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(2, 2) != 4 {\n\t\tt.Fatal("bad")\n\t}\n}\n';

let freshHome: string;
let savedHome: string | undefined;
let repo: string;
const sandboxes: Sandbox[] = [];

/** Every file under `dir`, relative. */
function listAll(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: false }).map(String).sort();
}

function which(program: string): boolean {
  return (process.env.PATH ?? '').split(':').some((d) => fs.existsSync(path.join(d, program)));
}

beforeAll(() => {
  freshHome = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-fresh-home-'));
  // A runner's home is its user's and enterable; only its contents are missing.
  fs.chmodSync(freshHome, 0o755);
  savedHome = process.env.HOME;
  process.env.HOME = freshHome;
  repo = makeRepo(
    {
      'go.mod': GO_MOD,
      'fresh.go': GO_SRC,
      'fresh_test.go': GO_TEST,
      'test_fresh.py': 'def test_add():\n    assert 2 + 2 == 4\n',
      'fresh.test.mjs':
        "import test from 'node:test';\nimport assert from 'node:assert';\ntest('adds', () => assert.equal(2 + 2, 4));\n",
      '.gitignore': '__pycache__/\n.pytest_cache/\n',
    },
    'agent-fix-fresh-',
  );
});

afterAll(() => {
  process.env.HOME = savedHome;
  for (const sb of sandboxes) sb.dispose();
  for (const dir of [freshHome, repo]) fs.rmSync(dir, { recursive: true, force: true });
});

async function prepared(mode: 'bwrap' | 'none'): Promise<Sandbox | undefined> {
  const sb = await sandboxOrSkip({ mode, root: repo, network: false });
  if (sb) sandboxes.push(sb);
  return sb;
}

const run = (sb: Sandbox, command: string) =>
  runCommand(command, { cwd: repo, env: childEnv(), timeoutMs: 120_000, wrap: sb.wrap, maxOutputChars: 4000 });

describe.each(['bwrap', 'none'] as const)('toolchains on a fresh machine (sandbox %s)', (mode) => {
  /** Where the commands see the private home: with bwrap at the host's HOME (as in CI, issue 54), else its own path. */
  const shown = (sb: Sandbox) => (mode === 'bwrap' ? freshHome : sb.home);
  test('go test builds and passes with no ~/.cache on the host, and the host home stays empty', async (ctx) => {
    if (!which('go')) return ctx.skip();
    const sb = await prepared(mode);
    if (!sb) return ctx.skip();
    const r = await run(sb, 'go test ./... && go env GOCACHE GOMODCACHE');
    expect(r.output).toMatch(/ok\s+example\.com\/fresh/);
    expect(r.exitCode).toBe(0);
    expect(r.output).toContain(`${shown(sb)}/.cache/go-build`);
    expect(fs.readdirSync(path.join(sb.home, '.cache', 'go-build')).length).toBeGreaterThan(0);
    expect(listAll(freshHome)).toEqual([]);
  });

  test('pytest runs with the fresh home, its cache kept out of the host home', async (ctx) => {
    if (!which('python3')) return ctx.skip();
    const sb = await prepared(mode);
    if (!sb) return ctx.skip();
    const r = await run(
      sb,
      'python3 -m pytest -q -p no:cacheprovider test_fresh.py && python3 -c "import os; print(os.path.expanduser(\'~\'))"',
    );
    expect(r.output).toMatch(/1 passed/);
    expect(r.output.trim().split('\n').at(-1)).toBe(shown(sb));
    expect(listAll(freshHome)).toEqual([]);
  });

  test("node --test and npm run with the fresh home; npm's cache is the private one", async (ctx) => {
    const sb = await prepared(mode);
    if (!sb) return ctx.skip();
    const r = await run(sb, 'node --test fresh.test.mjs && npm config get cache');
    expect(r.output).toMatch(/# pass 1/);
    expect(r.output.trim().split('\n').at(-1)).toBe(`${shown(sb)}/.npm`);
    expect(listAll(freshHome)).toEqual([]);
  });
});
