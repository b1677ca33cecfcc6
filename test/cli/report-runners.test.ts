// Through the shipped CLI bundle with real bwrap, on each sample project of the runners read from their own reports
// (JUnit XML, RSpec's JSON) or their verbose lines (minitest): a scripted model fixes the bug and deletes a passing
// test. The real tool runs in the sandbox (as nobody when agent-fix runs as root), writes its report into the run's
// own folder, and the proof names the failing test that now passes and the test the change deleted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runArgs, runCli } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';

const KEY = 'sk-cli-test-key-0123456789abcdefghij';
const bwrapOk = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;
const projects = path.join(import.meta.dirname, '../fixtures/runner-projects');

let server: FakeOpenAI | undefined;
let open: string | undefined;
afterEach(async () => {
  await server?.close();
  if (open) fs.rmSync(open, { recursive: true, force: true });
  server = open = undefined;
});

/** The sample project committed in a folder every user can enter (as root, commands run as nobody). */
function sampleRepo(runner: string): string {
  open = fs.mkdtempSync(path.join(os.tmpdir(), `agent-fix-${runner}-`));
  fs.chmodSync(open, 0o755);
  const repo = path.join(open, 'repo');
  fs.cpSync(path.join(projects, runner), repo, { recursive: true });
  const git = (...a: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...a], { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'sample');
  return fs.realpathSync(repo);
}

interface Case {
  runner: string;
  command: string;
  /** The bug: `tax()` adds one. */
  fix: { path: string; old_str: string; new_str: string };
  /** A passing test taken out. */
  drop: { path: string; old_str: string; new_str: string };
  fixed: string;
  deleted: string;
}

const LAUNCHER = '/usr/share/java/junit-platform-console-standalone.jar';
const CASES: Case[] = [
  {
    runner: 'phpunit',
    command: 'phpunit',
    fix: { path: 'src/Calc.php', old_str: 'intdiv($amount * 20, 100) + 1', new_str: 'intdiv($amount * 20, 100)' },
    drop: {
      path: 'tests/CalcTest.php',
      old_str: '    public function testAdds(): void\n    {\n        $this->assertSame(5, Calc::add(2, 3));\n    }\n\n',
      new_str: '',
    },
    fixed: 'CalcTest::testTaxes',
    deleted: 'testAdds',
  },
  {
    runner: 'rspec',
    command: 'rspec',
    fix: { path: 'lib/calc.rb', old_str: 'amount * 20 / 100 + 1', new_str: 'amount * 20 / 100' },
    drop: {
      path: 'spec/calc_spec.rb',
      old_str: "  it 'adds' do\n    expect(Calc.add(2, 3)).to eq(5)\n  end\n\n",
      new_str: '',
    },
    fixed: 'spec/calc_spec.rb > Calc taxes 20%',
    deleted: 'Calc adds',
  },
  {
    runner: 'minitest',
    command: 'rake test',
    fix: { path: 'lib/calc.rb', old_str: 'amount * 20 / 100 + 1', new_str: 'amount * 20 / 100' },
    drop: {
      path: 'test/calc_test.rb',
      old_str: '  def test_adds\n    assert_equal 5, Calc.add(2, 3)\n  end\n\n',
      new_str: '',
    },
    fixed: 'CalcTest#test_taxes',
    deleted: 'CalcTest#test_adds',
  },
  {
    runner: 'ctest',
    command: 'cmake -S . -B build >/dev/null && cmake --build build >/dev/null && ctest --test-dir build',
    fix: { path: 'src/calc.cc', old_str: 'amount * 20 / 100 + 1', new_str: 'amount * 20 / 100' },
    drop: { path: 'test/calc_test.cc', old_str: 'TEST(Calc, Adds) { EXPECT_EQ(5, add(2, 3)); }\n\n', new_str: '' },
    fixed: 'Calc.Taxes',
    deleted: 'Calc.Adds',
  },
  {
    runner: 'jvm',
    command: `./build.sh && java -jar ${LAUNCHER} -cp build/classes:build/test-classes --scan-classpath --disable-banner`,
    fix: { path: 'src/main/java/calc/Calc.java', old_str: 'amount * 20 / 100 + 1', new_str: 'amount * 20 / 100' },
    drop: {
      path: 'src/test/java/calc/CalcTest.java',
      old_str: '    @Test\n    void adds() {\n        assertEquals(5, Calc.add(2, 3));\n    }\n\n',
      new_str: '',
    },
    fixed: 'calc.CalcTest > taxes',
    deleted: 'adds',
  },
];

describe.skipIf(!bwrapOk)('agent-fix run on each report runner: the proof is read per test', () => {
  for (const c of CASES)
    it(`${c.runner}: the fixed test is named fail-to-pass and the deleted one is an integrity finding`, async () => {
      const repo = sampleRepo(c.runner);
      server = await startFakeOpenAI([
        assistant(null, toolCall('fix', 'patch_file', c.fix)),
        assistant(null, toolCall('drop', 'patch_file', c.drop)),
        assistant(null, toolCall('done', 'finish', { summary: 'tax() no longer adds one.' })),
      ]);
      const r = await runCli(
        process.execPath,
        runArgs(
          repo,
          { task: 'Fix tax()', testCommand: c.command, sandbox: 'bwrap' },
          '--base-url',
          server.url,
          '--json',
        ),
        { env: { OPENAI_API_KEY: KEY, AGENT_MODEL: 'gpt-4.1' }, cwd: process.cwd() },
      );
      const { evidence } = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as {
        evidence: {
          final: { runner: string; counts: { failed: number } } | null;
          fail_to_pass: { tests: { id: string; before: string; after: string }[] } | null;
          integrity: { findings: { kind: string; detail: string }[] };
          proof_level: string | null;
        };
      };
      expect(evidence.final, r.stderr).toMatchObject({ runner: c.runner, counts: { failed: 0 } });
      expect(evidence.fail_to_pass?.tests).toContainEqual({ id: c.fixed, before: 'fail', after: 'pass' });
      expect(evidence.proof_level).toBe('test');
      const deleted = evidence.integrity.findings.filter((f) => f.kind === 'deleted-test-case');
      expect(deleted.map((f) => f.detail).join('\n')).toContain(`\`${c.deleted}\``);
      // The run's report folders are gone from the work tree.
      expect(fs.readdirSync(repo).filter((f) => f.startsWith('.agent-fix-report-'))).toEqual([]);
    }, 300_000);
});
