// Through the shipped CLI bundle with real bwrap, on each sample project of the runners read from their own reports
// (JUnit XML, RSpec's JSON) or their verbose lines (minitest): a scripted model fixes the bug and deletes a passing
// test. The real tool runs in the sandbox (as nobody when agent-fix runs as root), writes its report into the run's
// own folder, and the proof names the failing test that now passes and the test the change deleted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { bwrapAvailable, cliScope, RUNNER_PROJECTS } from '../helpers/cli-run.js';

const cli = cliScope();

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

/** The flags CMake compiles the sample's tests with (GTest::gtest's define, CMAKE_CXX_STANDARD 17). */
const GTEST_FLAGS = ['-DGTEST_HAS_PTHREAD=1', '-std=gnu++17'];

/**
 * googletest's header precompiled once into the suite's cache (AGENT_FIX_TEST_CACHE, where the sandbox shows it:
 * vitest.config.ts), as `gtest/gtest.h.gch` in a folder put first on the sample's include path. Each proof run builds
 * the project in a fresh tree (three builds a run), and parsing gtest.h was most of each: cc1plus took 8.4 s of the
 * case's 15 s of CPU. The project stays as it is, built and run by the real cmake, gcc and ctest: GCC takes the
 * precompiled header for `#include <gtest/gtest.h>` where it is usable and goes on to the real header where not, so
 * the case can be slower, never different. Returns the cmake option, or '' without it.
 */
function gtestPch(): string {
  const cache = process.env.AGENT_FIX_TEST_CACHE;
  const header = '/usr/include/gtest/gtest.h';
  if (!cache || !fs.existsSync(header)) return '';
  const dir = path.join(cache, 'agent-fix-test-gtest-pch');
  const compiler = spawnSync('c++', ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const made = [compiler, ...GTEST_FLAGS, fs.statSync(header).mtimeMs].join('\n');
  const marker = path.join(dir, 'made-from');
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== made) {
    const fresh = `${dir}-${process.pid}`;
    fs.rmSync(fresh, { recursive: true, force: true });
    fs.mkdirSync(path.join(fresh, 'gtest'), { recursive: true, mode: 0o755 });
    const out = path.join(fresh, 'gtest', 'gtest.h.gch');
    if (spawnSync('c++', [...GTEST_FLAGS, '-x', 'c++-header', header, '-o', out]).status !== 0) {
      fs.rmSync(fresh, { recursive: true, force: true });
      return '';
    }
    fs.writeFileSync(path.join(fresh, 'made-from'), made);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(fresh, dir);
  }
  return ` -DCMAKE_CXX_FLAGS='-I${dir}'`;
}

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
    command: `cmake -S . -B build${gtestPch()} >/dev/null && cmake --build build >/dev/null && ctest --test-dir build`,
    fix: { path: 'src/calc.cc', old_str: 'amount * 20 / 100 + 1', new_str: 'amount * 20 / 100' },
    drop: { path: 'test/calc_test.cc', old_str: 'TEST(Calc, Adds) { EXPECT_EQ(5, add(2, 3)); }\n\n', new_str: '' },
    fixed: 'Calc.Taxes',
    deleted: 'Calc.Adds',
  },
  {
    runner: 'jvm',
    // The launcher with the quick JIT only, as build.sh runs javac: a second less of CPU each time the tests run.
    command: `./build.sh && java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar ${LAUNCHER} -cp build/classes:build/test-classes --scan-classpath --disable-banner`,
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

describe.skipIf(!bwrapAvailable)('agent-fix run on each report runner: the proof is read per test', () => {
  for (const c of CASES)
    it(`${c.runner}: the fixed test is named fail-to-pass and the deleted one is an integrity finding`, async () => {
      const repo = cli.committedRepo(`agent-fix-${c.runner}-`, path.join(RUNNER_PROJECTS, c.runner));
      const r = await cli.run(
        repo,
        [
          assistant(null, toolCall('fix', 'patch_file', c.fix)),
          assistant(null, toolCall('drop', 'patch_file', c.drop)),
          assistant(null, toolCall('done', 'finish', { summary: 'tax() no longer adds one.' })),
        ],
        { task: 'Fix tax()', testCommand: c.command, sandbox: 'bwrap' },
      );
      const evidence = r.json.evidence as {
        final: { runner: string; counts: { failed: number } } | null;
        fail_to_pass: { tests: { id: string; before: string; after: string }[] } | null;
        integrity: { findings: { kind: string; detail: string }[] };
        proof_level: string | null;
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
