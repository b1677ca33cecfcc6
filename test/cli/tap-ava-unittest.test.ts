// Through the shipped CLI bundle with real bwrap: honest fixes on the shapes real projects give node-tap (a snapshot
// test; two files each covering part of the source, below tap's 100% coverage default when one runs alone; colour
// configured, which makes tap print its live reporter), ava 7 (several files, one file) and `python3 -m unittest -v`
// (one test, a package or not, `-s`/`-p` discovery, a mixin's tests under two classes, an output longer than the kept
// output). A scripted model fixes the
// bug, runs the tests, finishes; the run resolves with each red test green in the fail-to-pass table and no repeat
// calling it flaky. The real tool runs in the sandbox (node_modules is a hard-linked copy of this checkout's,
// gitignored, so the sandbox finds tap and ava).
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
  /** The source fix, then (as upstream fixes do) a test added or changed beside it. */
  fix: { path: string; old_str: string; new_str: string }[];
  /** The ids that go red → green. */
  fixed: string[];
  js?: boolean;
}

const CALC_JS = 'exports.tax = (amount) => (amount * 20) / 100 + 1;\nexports.add = (a, b) => a + b;\n';
const JS_FIX = { path: 'calc.js', old_str: '(amount * 20) / 100 + 1', new_str: '(amount * 20) / 100' };

const TAP_SNAPSHOT =
  "'use strict'\nexports[`test/calc.test.js > TAP > report > must match snapshot 1`] = `\nObject {\n" +
  '  "sum": 5,\n  "tax": 0,\n}\n`\n';

const CALC_PY = 'def tax(income):\n    return income * 0.2\n';
const PY_FIX = { path: 'calc.py', old_str: 'income * 0.2', new_str: 'income * 0.1' };
const T_RATE = 'class T(unittest.TestCase):\n    def test_rate(self):\n        self.assertEqual(tax(100), 10)\n';

/** A test added beside the fix, as upstream fixes add one (its docstring's first line printed after its name). */
const HALF = (file: string) => ({
  path: file,
  old_str: '    def test_rate(self):',
  new_str:
    '    def test_half(self):\n        """Half the income, half the tax."""\n        self.assertEqual(tax(50), 5)\n\n' +
    '    def test_rate(self):',
});

/** 600 passing tests under a long class name: about 60 KB of `-v` lines. */
const MANY = (tag: string) =>
  `import unittest\n\n\nclass ManyPassingChecksOfTheSameKind${tag}(unittest.TestCase):\n    pass\n\n\n` +
  `for i in range(600):\n    setattr(ManyPassingChecksOfTheSameKind${tag}, f'test_check_{i:04}', lambda self: None)\n`;

const CASES: Case[] = [
  {
    name: 'node-tap with a snapshot test, a test added (npm test → tap)',
    js: true,
    files: {
      '.gitignore': 'node_modules\n.tap/\n',
      'package.json': JSON.stringify({ name: 'calc', version: '1.0.0', scripts: { test: 'tap' } }),
      'calc.js': CALC_JS,
      'test/calc.test.js':
        "const t = require('tap');\nconst { tax, add } = require('../calc.js');\n" +
        "t.test('report', async (t) => { t.matchSnapshot({ sum: add(2, 3), tax: tax(50) - tax(50) }); });\n",
      'tap-snapshots/test/calc.test.js.test.cjs': TAP_SNAPSHOT,
    },
    command: 'npm test',
    fix: [
      JS_FIX,
      {
        path: 'test/calc.test.js',
        old_str: "t.test('report'",
        new_str: "t.test('taxes 20%', async (t) => { t.equal(tax(100), 20); });\nt.test('report'",
      },
    ],
    fixed: ['test/calc.test.js > taxes 20%'],
  },
  {
    // tap checks 100% coverage by default: the repeats, narrowed to tax.test.js, cover half of calc.js, and tap exits 1
    // with every test passing (npm's tap 16 projects: ini, proc-log, npm-package-arg).
    name: 'node-tap run directly, two files each covering half the source (npx tap)',
    js: true,
    files: {
      '.gitignore': 'node_modules\n.tap/\n',
      'package.json': JSON.stringify({ name: 'calc', version: '1.0.0' }),
      'calc.js': CALC_JS,
      'test/tax.test.js':
        "const t = require('tap');\nconst { tax } = require('../calc.js');\n" +
        "t.test('taxes 20%', async (t) => { t.equal(tax(100), 20); });\n",
      'test/add.test.js':
        "const t = require('tap');\nconst { add } = require('../calc.js');\n" +
        "t.test('adds', async (t) => { t.equal(add(2, 3), 5); });\n",
    },
    command: 'npx tap',
    fix: [JS_FIX],
    fixed: ['test/tax.test.js > taxes 20%'],
  },
  {
    // `"tap": { "color": true }` makes tap print its live reporter into a pipe, which names no passing test
    // (npm/hosted-git-info's tap 16 configuration): every run asks for TAP.
    name: 'node-tap configured with colour (npx tap)',
    js: true,
    files: {
      '.gitignore': 'node_modules\n.tap/\n',
      'package.json': JSON.stringify({ name: 'calc', version: '1.0.0', tap: { color: true } }),
      'calc.js': CALC_JS,
      'test/calc.test.js':
        "const t = require('tap');\nconst { tax, add } = require('../calc.js');\n" +
        "t.test('calc', async (t) => {\n  t.test('adds', async (t) => { t.equal(add(2, 3), 5); });\n" +
        "  t.test('taxes 20%', async (t) => { t.equal(tax(100), 20); });\n});\n",
    },
    command: 'npx tap',
    fix: [JS_FIX],
    fixed: ['test/calc.test.js > calc > taxes 20%'],
  },
  {
    name: 'ava 7 over two files, a test added (npm test → ava)',
    js: true,
    files: {
      '.gitignore': 'node_modules\n',
      'package.json': JSON.stringify({ name: 'calc', version: '1.0.0', scripts: { test: 'ava' } }),
      'calc.js': CALC_JS,
      'test/tax.test.js':
        "const test = require('ava');\nconst { tax } = require('../calc.js');\n" +
        "test('taxes zero', (t) => { t.is(tax(0), 0); });\n",
      'test/add.test.js':
        "const test = require('ava');\nconst { add } = require('../calc.js');\n" +
        "test('adds', (t) => { t.is(add(2, 3), 5); });\n",
    },
    command: 'npm test',
    fix: [
      JS_FIX,
      {
        path: 'test/tax.test.js',
        old_str: "test('taxes zero'",
        new_str: "test('taxes 20%', (t) => { t.is(tax(100), 20); });\ntest('taxes zero'",
      },
    ],
    fixed: ['tax > taxes 20%', 'tax > taxes zero'],
  },
  {
    // camelcase, slugify (issue 52): one test.js at the top, so ava prints no file part; a test's message on its line.
    name: 'ava 7, one test.js at the top (no file part), a failing assertion with a message, a test added (npx ava)',
    js: true,
    files: {
      '.gitignore': 'node_modules\n',
      'package.json': JSON.stringify({ name: 'calc', version: '1.0.0', devDependencies: { ava: '7.0.0' } }),
      'calc.js': CALC_JS,
      'test.js':
        "const test = require('ava');\nconst { tax, add } = require('./calc.js');\n" +
        "test('taxes 20%', (t) => { t.is(tax(100), 20, 'twenty percent'); });\n" +
        "test('adds', (t) => { t.is(add(2, 3), 5); });\n",
    },
    command: 'npx ava',
    fix: [
      JS_FIX,
      {
        path: 'test.js',
        old_str: "test('adds'",
        new_str: "test('taxes zero', (t) => { t.is(tax(0), 0); });\ntest('adds'",
      },
    ],
    fixed: ['taxes 20%', 'taxes zero'],
  },
  {
    name: 'ava 7, the only test file test/tax.test.js (no file part), a test added (npx ava)',
    js: true,
    files: {
      '.gitignore': 'node_modules\n',
      'package.json': JSON.stringify({ name: 'calc', version: '1.0.0', devDependencies: { ava: '7.0.0' } }),
      'calc.js': CALC_JS,
      'test/tax.test.js':
        "const test = require('ava');\nconst { tax } = require('../calc.js');\n" +
        "test('taxes 20%', (t) => { t.is(tax(100), 20); });\n",
    },
    command: 'npx ava',
    fix: [
      JS_FIX,
      {
        path: 'test/tax.test.js',
        old_str: "test('taxes 20%'",
        new_str: "test('taxes zero', (t) => { t.is(tax(0), 0); });\ntest('taxes 20%'",
      },
    ],
    fixed: ['taxes 20%', 'taxes zero'],
  },
  {
    name: 'unittest -v, one test in a package (the issue’s minimal case)',
    files: {
      'calc.py': CALC_PY,
      'tests/__init__.py': '',
      'tests/test_calc.py': `import unittest\nfrom calc import tax\n\n\n${T_RATE}`,
    },
    command: 'python3 -m unittest -v',
    fix: [PY_FIX],
    fixed: ['tests.test_calc.T.test_rate'],
  },
  {
    name: 'unittest -v, a module at the top (no package), a docstring test added',
    files: { 'calc.py': CALC_PY, 'test_calc.py': `import unittest\nfrom calc import tax\n\n\n${T_RATE}` },
    command: 'python3 -m unittest -v',
    fix: [PY_FIX, HALF('test_calc.py')],
    fixed: ['test_calc.T.test_rate', 'test_calc.T.test_half'],
  },
  {
    // addict (issue 52): a mixin's tests under two classes, a DeprecationWarning printed before a test's outcome.
    name: 'unittest -v, a mixin under two classes, a deprecated assertion warning before the outcome',
    files: {
      'calc.py': CALC_PY,
      'test_calc.py':
        'import unittest\nfrom calc import tax\n\n\nclass Checks(object):\n    def test_rate(self):\n' +
        '        self.assertEquals(tax(100), 10)\n\n    def test_zero(self):\n        self.assertEqual(tax(0), 0)\n\n\n' +
        'class PlainTests(unittest.TestCase, Checks):\n    pass\n\n\nclass ChildTests(unittest.TestCase, Checks):\n    pass\n',
    },
    command: 'python3 -m unittest -v',
    fix: [PY_FIX],
    fixed: ['test_calc.ChildTests.test_rate', 'test_calc.PlainTests.test_rate'],
  },
  {
    // pyflakes (issue 52): 740 tests print ~90 KB under -v, more than the output kept for the model; the fixed test's
    // line comes in the middle, between hundreds of others.
    name: 'unittest -v, a suite whose output is longer than the kept output, the fixed test in its middle',
    files: {
      'calc.py': CALC_PY,
      'tests/__init__.py': '',
      'tests/test_a.py': MANY('A'),
      'tests/test_calc.py': `import unittest\nfrom calc import tax\n\n\n${T_RATE}`,
      'tests/test_z.py': MANY('Z'),
    },
    command: 'python3 -m unittest -v',
    fix: [PY_FIX],
    fixed: ['tests.test_calc.T.test_rate'],
  },
  {
    name: 'unittest discover -s tests -p "check_*.py" -v, docstring tests, one added',
    files: {
      'calc.py': CALC_PY,
      'tests/check_calc.py':
        'import sys, os, unittest\nsys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))\n' +
        'from calc import tax\n\n\nclass T(unittest.TestCase):\n    def test_rate(self):\n' +
        '        """Tax is ten percent."""\n        self.assertEqual(tax(100), 10)\n\n' +
        '    def test_zero(self):\n        self.assertEqual(tax(0), 0)\n',
    },
    command: 'python3 -m unittest discover -s tests -p "check_*.py" -v',
    fix: [PY_FIX, HALF('tests/check_calc.py')],
    fixed: ['check_calc.T.test_rate', 'check_calc.T.test_half'],
  },
];

describe.skipIf(!bwrapAvailable)('agent-fix run on node-tap, ava and unittest projects as they are configured', () => {
  for (const c of CASES)
    it(`${c.name}: resolves, the red test green in fail-to-pass, no repeat flaky`, async () => {
      const repo = cli.committedRepo('agent-fix-tapava-', c.files);
      if (c.js) installNodeModules(repo, NODE_MODULES);
      const r = await cli.run(
        repo,
        [
          ...c.fix.map((f, i) => assistant(null, toolCall(`fix${i}`, 'patch_file', f))),
          assistant(null, toolCall('test', 'run_tests', {})),
          assistant(null, toolCall('done', 'finish', { summary: 'tax() fixed.' })),
        ],
        { task: 'Fix tax()', testCommand: c.command, sandbox: 'bwrap' },
      );
      const evidence = r.json.evidence as {
        final: { counts: { failed: number } } | null;
        fail_to_pass: {
          tests: { id: string; before: string; after: string }[];
          repeats?: { flaky: { id: string }[] };
        } | null;
      };
      const detail = `${r.stderr}\n${JSON.stringify(evidence?.fail_to_pass, null, 1)}`;
      expect(evidence.final?.counts.failed, detail).toBe(0);
      for (const id of c.fixed)
        expect(evidence.fail_to_pass?.tests, detail).toContainEqual({ id, before: 'fail', after: 'pass' });
      expect(evidence.fail_to_pass?.repeats?.flaky, detail).toEqual([]);
      expect(r.json.status, detail).toBe('resolved');
    }, 300_000);
});
