/**
 * One small project per runner whose one test looks through its own environment for the report folder agent-fix made
 * for the run (its path, which the live test writes into `folder.txt` just before the run starts) and for any
 * `AGENT_FIX` name or value, and fails when it finds one (test/security/sandbox-tells.test.ts): a test that could see
 * them could act right only inside the proof (issue 54). The test fails too when `folder.txt` names no folder, so it
 * cannot pass by reading nothing.
 */
import { spawnSync } from 'node:child_process';

export interface EnvProject {
  runner: string;
  /** The project's files (`node_modules` is linked in for the JS runners). */
  files: Record<string, string>;
  /** The test command, as a user configures it. */
  command: string;
  /** The id of the one test as the runner's report names it (with its file where the report names files). */
  id: string;
  /** Why this runner cannot be checked here (its tool is missing), or undefined. */
  missing?: string;
  js?: boolean;
}

const has = (program: string, args: string[]) => spawnSync(program, args, { stdio: 'ignore' }).status === 0;
const missingUnless = (ok: boolean, what: string) => (ok ? undefined : `${what} is not installed on this machine`);

/** The JS check, for mocha, jest and vitest (node's own assert: no runner's `expect`). */
const jsCheck = (folderFile: string) =>
  `const folder = fs.readFileSync(${folderFile}, 'utf8').trim();\n` +
  `    assert.match(folder, /^\\//, 'folder.txt names the report folder');\n` +
  `    const seen = Object.entries(process.env).map(([k, v]) => k + '=' + v)\n` +
  `      .filter((kv) => /AGENT_FIX/i.test(kv) || kv.includes(folder));\n` +
  `    assert.deepStrictEqual(seen, []);\n`;

const CJS_HEAD =
  "const assert = require('node:assert');\nconst fs = require('node:fs');\nconst path = require('node:path');\n";
const cjsTest = `${CJS_HEAD}describe('env', () => {\n  it('holds no report folder', () => {\n    ${jsCheck("path.join(__dirname, '..', 'folder.txt')")}  });\n});\n`;

export function envProjects(): EnvProject[] {
  return [
    {
      runner: 'mocha',
      js: true,
      files: { 'package.json': '{"name":"env-mocha","private":true}\n', 'test/env.spec.js': cjsTest },
      command: 'npx mocha',
      id: 'test/env.spec.js > env > holds no report folder',
    },
    {
      runner: 'jest',
      js: true,
      files: { 'package.json': '{"name":"env-jest","private":true}\n', '__tests__/env.test.js': cjsTest },
      command: 'npx jest --ci',
      id: '__tests__/env.test.js > env > holds no report folder',
    },
    {
      runner: 'vitest',
      js: true,
      files: {
        'package.json': '{"name":"env-vitest","private":true,"type":"module"}\n',
        'test/env.test.js':
          "import assert from 'node:assert';\nimport fs from 'node:fs';\nimport { describe, it } from 'vitest';\n" +
          `describe('env', () => {\n  it('holds no report folder', () => {\n    ${jsCheck("new URL('../folder.txt', import.meta.url)")}  });\n});\n`,
      },
      command: 'npx vitest run',
      id: 'test/env.test.js > env > holds no report folder',
    },
    {
      runner: 'rspec',
      files: {
        'spec/env_spec.rb':
          "RSpec.describe 'env' do\n  it 'holds no report folder' do\n" +
          "    folder = File.read(File.join(__dir__, '..', 'folder.txt')).strip\n" +
          "    expect(folder).to start_with('/')\n" +
          '    seen = ENV.map { |k, v| "#{k}=#{v}" }.select { |kv| kv =~ /AGENT_FIX/i || kv.include?(folder) }\n' +
          '    expect(seen).to eq([])\n  end\nend\n',
      },
      command: 'rspec',
      id: 'spec/env_spec.rb > env holds no report folder',
      missing: missingUnless(has('rspec', ['--version']), 'rspec'),
    },
    {
      runner: 'phpunit',
      files: {
        'tests/EnvTest.php':
          '<?php\nuse PHPUnit\\Framework\\TestCase;\nfinal class EnvTest extends TestCase {\n' +
          '  public function testHoldsNoReportFolder(): void {\n' +
          "    $folder = trim(file_get_contents(__DIR__ . '/../folder.txt'));\n" +
          "    $this->assertStringStartsWith('/', $folder);\n    $seen = [];\n" +
          '    foreach (getenv() as $k => $v) { $kv = "$k=$v";\n' +
          "      if (stripos($kv, 'AGENT_FIX') !== false || strpos($kv, $folder) !== false) $seen[] = $kv; }\n" +
          '    $this->assertSame([], $seen);\n  }\n}\n',
      },
      command: 'phpunit tests',
      id: 'EnvTest::testHoldsNoReportFolder',
      missing: missingUnless(has('phpunit', ['--version']), 'phpunit'),
    },
    {
      runner: 'ctest',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.16)\nproject(envcheck NONE)\nenable_testing()\n' +
          'add_test(NAME env COMMAND sh ${CMAKE_SOURCE_DIR}/check.sh ${CMAKE_SOURCE_DIR}/folder.txt)\n',
        'check.sh':
          'folder=$(cat "$1")\ncase "$folder" in /*) ;; *) echo "folder.txt names no folder"; exit 1 ;; esac\n' +
          'if env | grep -i AGENT_FIX; then exit 1; fi\nif env | grep -F -e "$folder"; then exit 1; fi\nexit 0\n',
      },
      command: 'cmake -S . -B build >/dev/null && ctest --test-dir build',
      id: 'env',
      missing: missingUnless(has('ctest', ['--version']) && has('cmake', ['--version']), 'ctest (cmake)'),
    },
  ];
}

/** The runners of the list that agent-fix asks for no report file: there is no folder to hide from them. */
export const NO_REPORT_FORM = [
  ['pytest', 'agent-fix asks pytest for no report file (its text output is read): no report folder is made'],
] as const;
