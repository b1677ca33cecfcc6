// Through the shipped CLI bundle with real bwrap, on small projects shaped as real ones configure vitest, jest and
// mocha (a package script, several files, workspaces, snapshots, nested suites, an ESM build step): a scripted model
// makes the honest fix and finishes, and the run resolves with the red test named red → green. Every run of these
// runners writes a JSON report into the run's own report folder, through the package script where its last step runs
// the runner, so passing tests are named with their file even where the console reporter does not name them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { bwrapAvailable, cliScope } from '../helpers/cli-run.js';
import { installNodeModules } from '../helpers/repo.js';

const cli = cliScope();
const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

interface Case {
  name: string;
  files: Record<string, string>;
  command: string;
  fix: { path: string; old_str: string; new_str: string };
  /** A regression test the model adds beside the fix (the proof then runs the changed test files before and after). */
  addTest?: { path: string; old_str: string; new_str: string };
  /** Red → green rows the table must hold. */
  fixed: string[];
  /** How many rows go red → green, when it is many. */
  red?: number;
}

const CALC_CJS = 'exports.tax = (amount) => amount * 0.2 + 1;\nexports.add = (a, b) => a + b;\n';
const CALC_ESM = 'export const tax = (amount) => amount * 0.2 + 1;\nexport const add = (a, b) => a + b;\n';
const FIX = { old_str: 'amount * 0.2 + 1', new_str: 'amount * 0.2' };

/** `n` passing test files of `kind` beside the one that fails. */
function passingFiles(dir: string, n: number, importer: (i: number) => string): Record<string, string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`${dir}/ok${i}.test.js`, importer(i)]));
}

const vitestOk = (i: number) =>
  `import { describe, expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n` +
  `describe('ok${i}', () => {\n  it('adds', () => expect(add(${i}, 1)).toBe(${i + 1}));\n  it('adds zero', () => expect(add(${i}, 0)).toBe(${i}));\n});\n`;

const CASES: Case[] = [
  {
    name: 'vitest default reporter over many files, through `npm test` (script `vitest run`)',
    command: 'npm test',
    files: {
      'package.json': JSON.stringify({ name: 'v', private: true, type: 'module', scripts: { test: 'vitest run' } }),
      'src/calc.js': CALC_ESM,
      'test/calc.test.js':
        `import { describe, expect, it } from 'vitest';\nimport { tax, add } from '../src/calc.js';\n` +
        `describe('calc', () => {\n  it('taxes 20%', () => expect(tax(100)).toBe(20));\n  it('adds', () => expect(add(2, 3)).toBe(5));\n});\n`,
      ...passingFiles('test', 5, vitestOk),
    },
    fix: { path: 'src/calc.js', ...FIX },
    fixed: ['test/calc.test.js > calc > taxes 20%'],
  },
  {
    name: 'vitest under npm workspaces run from the root (projects per package)',
    command: 'npm test',
    files: {
      'package.json': JSON.stringify({
        name: 'root',
        private: true,
        type: 'module',
        workspaces: ['packages/*'],
        // The config is loaded without bundling it into node_modules/.vite-temp (the install is read-only here).
        scripts: { test: 'vitest run --configLoader runner' },
      }),
      'vitest.config.js': "export default { test: { projects: ['packages/*'] } };\n",
      'packages/calc/package.json': JSON.stringify({ name: 'calc', type: 'module' }),
      'packages/calc/src/calc.js': CALC_ESM,
      'packages/calc/test/calc.test.js':
        `import { describe, expect, it } from 'vitest';\nimport { tax } from '../src/calc.js';\n` +
        `describe('calc', () => {\n  describe('tax', () => {\n    it('taxes 20%', () => expect(tax(100)).toBe(20));\n  });\n});\n`,
      'packages/util/package.json': JSON.stringify({ name: 'util', type: 'module' }),
      'packages/util/src/calc.js': CALC_ESM,
      ...passingFiles('packages/util/test', 3, vitestOk),
    },
    fix: { path: 'packages/calc/src/calc.js', ...FIX },
    fixed: ['packages/calc/test/calc.test.js > calc > tax > taxes 20%'],
  },
  {
    name: 'vitest under npm workspaces, the fix with a regression test (the changed file run before and after)',
    command: 'npm test',
    files: {
      'package.json': JSON.stringify({
        name: 'root',
        private: true,
        type: 'module',
        workspaces: ['packages/*'],
        scripts: { test: 'vitest run --configLoader runner' },
      }),
      'vitest.config.js': "export default { test: { projects: ['packages/*'] } };\n",
      'packages/calc/package.json': JSON.stringify({ name: 'calc', type: 'module' }),
      'packages/calc/src/calc.js': CALC_ESM,
      'packages/calc/test/calc.test.js':
        `import { describe, expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n` +
        `describe('calc', () => {\n  it('adds', () => expect(add(2, 3)).toBe(5));\n});\n`,
      ...passingFiles('packages/calc/test', 3, vitestOk),
    },
    fix: { path: 'packages/calc/src/calc.js', ...FIX },
    addTest: {
      path: 'packages/calc/test/calc.test.js',
      old_str: "import { add } from '../src/calc.js';",
      new_str: "import { add, tax } from '../src/calc.js';\nit('taxes 20%', () => expect(tax(100)).toBe(20));",
    },
    fixed: ['packages/calc/test/calc.test.js > taxes 20%'],
  },
  {
    // modelcontextprotocol/servers: `npm test --workspace=src/memory` from a root whose package.json has no `test`.
    name: 'vitest through `npm test --workspace=src/memory` from a workspaces root with no test script',
    command: 'npm test --workspace=src/memory',
    files: {
      'package.json': JSON.stringify({ name: 'root', private: true, type: 'module', workspaces: ['src/*'] }),
      'src/memory/package.json': JSON.stringify({
        name: '@mcp/memory',
        type: 'module',
        scripts: { test: 'vitest run --configLoader runner' },
      }),
      'src/memory/calc.js': CALC_ESM,
      'src/memory/__tests__/calc.test.js':
        `import { describe, expect, it } from 'vitest';\nimport { tax, add } from '../calc.js';\n` +
        `describe('calc', () => {\n  it('taxes 20%', () => expect(tax(100)).toBe(20));\n  it('adds', () => expect(add(2, 3)).toBe(5));\n});\n`,
      ...passingFiles('src/memory/__tests__', 2, (i) => vitestOk(i).replace('../src/calc.js', '../calc.js')),
      'src/other/package.json': JSON.stringify({ name: 'other', scripts: { test: 'exit 1' } }),
    },
    fix: { path: 'src/memory/calc.js', ...FIX },
    fixed: ['src/memory/__tests__/calc.test.js > calc > taxes 20%'],
  },
  {
    name: 'vitest through `npm run test -w @mcp/memory` (by package name), the fix with a regression test',
    command: 'npm run test -w @mcp/memory',
    files: {
      'package.json': JSON.stringify({ name: 'root', private: true, type: 'module', workspaces: ['src/*'] }),
      'src/memory/package.json': JSON.stringify({
        name: '@mcp/memory',
        type: 'module',
        scripts: { test: 'vitest run --configLoader runner' },
      }),
      'src/memory/calc.js': CALC_ESM,
      'src/memory/__tests__/calc.test.js':
        `import { describe, expect, it } from 'vitest';\nimport { add } from '../calc.js';\n` +
        `describe('calc', () => {\n  it('adds', () => expect(add(2, 3)).toBe(5));\n});\n`,
      ...passingFiles('src/memory/__tests__', 2, (i) => vitestOk(i).replace('../src/calc.js', '../calc.js')),
    },
    fix: { path: 'src/memory/calc.js', ...FIX },
    addTest: {
      path: 'src/memory/__tests__/calc.test.js',
      old_str: "import { add } from '../calc.js';",
      new_str: "import { add, tax } from '../calc.js';\nit('taxes 20%', () => expect(tax(100)).toBe(20));",
    },
    fixed: ['src/memory/__tests__/calc.test.js > taxes 20%'],
  },
  {
    name: 'jest over several files with snapshot files, many tests red → green',
    command: 'npm test',
    files: {
      'package.json': JSON.stringify({ name: 'j', private: true, scripts: { test: 'jest --ci' } }),
      'src/calc.js': CALC_CJS,
      '__tests__/calc.test.js':
        `const { tax } = require('../src/calc.js');\n` +
        `describe('calc', () => {\n` +
        [10, 20, 30, 40, 50, 60]
          .map((n) => `  test('taxes ${n * 5}', () => expect(tax(${n * 5})).toBe(${n}));\n`)
          .join('') +
        `  test('snapshot', () => expect({ tax: tax(100) }).toMatchSnapshot());\n});\n`,
      '__tests__/__snapshots__/calc.test.js.snap':
        '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\n' +
        'exports[`calc snapshot 1`] = `\n{\n  "tax": 20,\n}\n`;\n',
      '__tests__/add.test.js':
        `const { add } = require('../src/calc.js');\n` +
        `test('adds', () => expect(add(2, 3)).toBe(5));\ntest('adds snapshot', () => expect(add(1, 1)).toMatchSnapshot());\n`,
      '__tests__/__snapshots__/add.test.js.snap':
        '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\nexports[`adds snapshot 1`] = `2`;\n',
      '__tests__/more.test.js': `const { add } = require('../src/calc.js');\ntest('adds more', () => expect(add(3, 3)).toBe(6));\n`,
      '__tests__/rates.test.js':
        `const { tax } = require('../src/calc.js');\n` +
        `describe('rates', () => {\n` +
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
          .map((n) => `  test('rate ${n}', () => expect(tax(${n * 10})).toBe(${n * 2}));\n`)
          .join('') +
        `  test('rates snapshot', () => expect([tax(10), tax(20)]).toMatchSnapshot());\n});\n`,
      '__tests__/__snapshots__/rates.test.js.snap':
        '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\n' +
        'exports[`rates rates snapshot 1`] = `\n[\n  2,\n  4,\n]\n`;\n',
    },
    fix: { path: 'src/calc.js', ...FIX },
    red: 18,
    // 18 tests red → green over two files.
    fixed: [
      '__tests__/calc.test.js > calc > taxes 100',
      '__tests__/calc.test.js > calc > snapshot',
      '__tests__/rates.test.js > rates > rate 10',
      '__tests__/rates.test.js > rates > rates snapshot',
    ],
  },
  {
    // normalizr's `[42, '42'].forEach((x) => test(`== ${x}`))`: two tests, one id; the report still names every pass.
    name: 'jest over several files where two tests share one name',
    command: 'npx jest',
    files: {
      'package.json': JSON.stringify({ name: 'jd', private: true }),
      'src/calc.js': CALC_CJS,
      '__tests__/calc.test.js':
        `const { tax, add } = require('../src/calc.js');\n` +
        `describe('calc', () => {\n  [42, '42'].forEach((n) => test(\`adds == \${n}\`, () => expect(add(Number(n), 0)).toBe(42)));\n` +
        `  test('taxes 20%', () => expect(tax(100)).toBe(20));\n});\n`,
      '__tests__/add.test.js': `const { add } = require('../src/calc.js');\ntest('adds', () => expect(add(2, 3)).toBe(5));\n`,
    },
    fix: { path: 'src/calc.js', ...FIX },
    fixed: ['__tests__/calc.test.js > calc > taxes 20%'],
  },
  {
    // eslint's RuleTester names a case by its code: the same code twice is two tests of one id.
    name: 'mocha where two tests of one suite share one name',
    command: 'npx mocha',
    files: {
      'package.json': JSON.stringify({ name: 'md', private: true }),
      'src/calc.js': CALC_CJS,
      'test/calc.test.js':
        `const assert = require('node:assert');\nconst { tax, add } = require('../src/calc.js');\n` +
        `describe('calc', () => {\n  for (const b of [0, -0]) it('adds 1', () => assert.strictEqual(add(1, b), 1));\n` +
        `  it('taxes 20%', () => assert.strictEqual(tax(100), 20));\n});\n`,
    },
    fix: { path: 'src/calc.js', ...FIX },
    fixed: ['test/calc.test.js > calc > taxes 20%'],
  },
  {
    name: "mocha's spec reporter with nested describe blocks, through `npm test`",
    command: 'npm test',
    files: {
      'package.json': JSON.stringify({ name: 'm', private: true, scripts: { test: 'mocha' } }),
      'src/calc.js': CALC_CJS,
      'test/calc.test.js':
        `const assert = require('node:assert');\nconst { tax, add } = require('../src/calc.js');\n` +
        `describe('calc', () => {\n  describe('tax', () => {\n    describe('rates', () => {\n      it('taxes 20%', () => assert.strictEqual(tax(100), 20));\n    });\n  });\n  it('adds', () => assert.strictEqual(add(2, 3), 5));\n});\n`,
      'test/add.test.js': `const assert = require('node:assert');\nconst { add } = require('../src/calc.js');\ndescribe('add', () => {\n  it('adds', () => assert.strictEqual(add(1, 1), 2));\n});\n`,
    },
    fix: { path: 'src/calc.js', ...FIX },
    fixed: ['test/calc.test.js > calc > tax > rates > taxes 20%'],
  },
  {
    name: 'mocha on an ESM package tested from its build (script `npm run build && mocha`)',
    command: 'npm test',
    files: {
      'package.json': JSON.stringify({
        name: 'e',
        private: true,
        type: 'module',
        scripts: { build: 'node build.js', test: 'npm run build && mocha' },
      }),
      'build.js':
        "import fs from 'node:fs';\nfs.mkdirSync('lib', { recursive: true });\nfs.copyFileSync('src/calc.js', 'lib/calc.js');\n",
      '.gitignore': 'lib/\n',
      'src/calc.js': CALC_ESM,
      'test/calc.test.js':
        `import assert from 'node:assert';\nimport { tax, add } from '../lib/calc.js';\n` +
        `describe('calc', () => {\n  describe('tax', () => {\n    it('taxes 20%', () => assert.strictEqual(tax(100), 20));\n  });\n  it('adds', () => assert.strictEqual(add(2, 3), 5));\n});\n`,
      'test/add.test.js': `import assert from 'node:assert';\nimport { add } from '../lib/calc.js';\ndescribe('add', () => {\n  it('adds', () => assert.strictEqual(add(1, 1), 2));\n});\n`,
    },
    fix: { path: 'src/calc.js', ...FIX },
    fixed: ['test/calc.test.js > calc > tax > taxes 20%'],
  },
];

describe.skipIf(!bwrapAvailable)('agent-fix run on vitest, jest and mocha projects as they are configured', () => {
  for (const c of CASES)
    it(`${c.name}: the honest fix resolves with the red test green`, async () => {
      const files = { ...c.files, '.gitignore': `node_modules\n${c.files['.gitignore'] ?? ''}` };
      const repo = cli.committedRepo('agent-fix-js-', files);
      // The worktree's real runners, as an install would leave them (ignored by git, read by the sandbox).
      installNodeModules(repo, NODE_MODULES);
      const r = await cli.run(
        repo,
        [
          assistant(null, toolCall('fix', 'patch_file', c.fix)),
          ...(c.addTest ? [assistant(null, toolCall('add', 'patch_file', c.addTest))] : []),
          assistant(null, toolCall('run', 'run_tests', {})),
          assistant(null, toolCall('done', 'finish', { summary: 'tax() no longer adds one.' })),
        ],
        { task: 'Fix tax()', testCommand: c.command, sandbox: 'bwrap' },
      );
      const evidence = r.json.evidence as {
        final: { counts: { failed: number } } | null;
        fail_to_pass: { tests: { id: string; before: string; after: string }[] } | null;
      };
      const rows = evidence.fail_to_pass?.tests ?? [];
      for (const id of c.fixed) expect(rows, r.printed).toContainEqual({ id, before: 'fail', after: 'pass' });
      if (c.red) expect(rows.filter((t) => t.before === 'fail')).toHaveLength(c.red);
      expect(
        rows.filter((t) => t.after !== 'pass'),
        r.printed,
      ).toEqual([]);
      expect(r.json.status, r.printed).toBe('resolved');
      expect(fs.readdirSync(repo).filter((f) => f.startsWith('.agent-fix-report-'))).toEqual([]);
    }, 300_000);
});
