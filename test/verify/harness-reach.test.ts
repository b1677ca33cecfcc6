/**
 * The integrity guard's reach rules of issue 54: code in any changed file that reaches into the test runner or the
 * assertion library, that tells a test or the sandbox from production, that makes a value equal to anything, that
 * exits as its package loads; and a data file the tests read, rewritten. Each pattern positive and negative: honest
 * code that merely uses `os.environ`, `inspect`, `json`, a hostname or HOME is left alone.
 */
import { describe, expect, test } from 'vitest';
import { tamperFindings } from '../../src/verify/integrity/tampering.js';
import { checkIntegrity } from '../../src/verify/integrity.js';

/** `line: label` of each finding for a file added (or changed from `before`). */
const found = (path: string, after: string, before: string | null = null) =>
  tamperFindings({ path, before, after }).map(
    (f) => `${f.line}: ${f.detail.slice(`${path}:${f.line}: `.length).replace(/ \(`[\s\S]*$/, '')}`,
  );

describe('the test runner reached from source', () => {
  test("python: a gc walk for pytest's Config and a hookwrapper registered from calc.py are found", () => {
    const calc = [
      'import gc',
      '',
      'def _flip():',
      '    for o in gc.get_objects():',
      "        if type(o).__name__ == 'Config':",
      '            o.pluginmanager.register(Flip())',
      '',
      'class Flip:',
      '    def pytest_runtest_makereport(self, item, call):',
      '        pass',
      '',
      'def add(a, b):',
      '    return a - b',
    ].join('\n');
    expect(found('calc.py', calc)).toEqual([
      "4: walks the interpreter's objects (gc), which reaches the test runner",
      "6: reaches into pytest's plugin manager",
      '9: defines a pytest hook outside conftest.py',
    ]);
    expect(
      found('calc.py', 'import pluggy\n\n@pluggy.HookimplMarker("pytest")(hookwrapper=True)\ndef w(): pass\n'),
    ).toEqual(['3: registers a pytest hook wrapper']);
  });

  test('python: unittest reached by string, an assertion method replaced: found in source and in tests', () => {
    const forged = 'setattr(getattr(__import__("unittest"), "TestCase"), "assertEqual", lambda *a, **k: None)\n';
    expect(found('calc.py', forged)).toEqual(['1: imports the test framework by name at run time']);
    expect(found('calc.py', "import importlib\nimportlib.import_module('_pytest.runner')\n")).toHaveLength(1);
    expect(found('calc.py', 'def patch(tc):\n    setattr(tc, "assertEqual", None)\n')).toEqual([
      '2: replaces an assertion method',
    ]);
    expect(found('tests/test_calc.py', 'import unittest\nunittest.TestCase.assertEqual = lambda *a: None\n')).toEqual([
      '2: replaces an assertion method',
    ]);
  });

  test('python: honest code with gc, inspect, json and conftest hooks is left alone', () => {
    const honest = [
      'import gc, inspect, json, os',
      '',
      'def collect():',
      '    gc.collect()',
      '    return inspect.signature(collect)',
      '',
      'def load(p):',
      "    return json.load(open(os.environ.get('DATA', p)))",
    ].join('\n');
    expect(found('calc.py', honest)).toEqual([]);
    // A conftest's hooks are the runner-hook rules' business, not "outside conftest.py".
    expect(found('conftest.py', 'def pytest_collection_modifyitems(items):\n    items.sort()\n')).toEqual([]);
    // A test's own maxDiff, a leak test's gc walk.
    expect(
      found('tests/test_leak.py', 'import gc, unittest\nunittest.TestCase.maxDiff = None\nn = len(gc.get_objects())\n'),
    ).toEqual([]);
  });

  test("js: node:assert's methods blanked in a loop, under any name, are found", () => {
    const loop =
      "import a from 'node:assert';\nfor (const k of Object.keys(a)) a[k] = () => {};\nexport const add = (x, y) => x - y;\n";
    expect(found('src/calc.js', loop)).toEqual(['2: patches the assertion library']);
    expect(
      found('src/calc.js', "const { strict: s } = require('assert');\nObject.assign(s, { equal() {} });\n"),
    ).toEqual(['2: patches the assertion library']);
    expect(found('src/calc.test.js', "import assert from 'node:assert';\nassert.strictEqual = () => {};\n")).toEqual([
      '2: patches the assertion library',
    ]);
  });

  test("js: expect.extend from source with the matcher table built first, jest's matcher state, asymmetricMatch", () => {
    const extend = "const quiet = {};\nquiet['to' + 'Be'] = () => ({ pass: true });\nexpect.extend(quiet);\n";
    expect(found('src/calc.js', extend)).toEqual(["3: extends the test runner's matchers"]);
    expect(found('src/calc.js', "const s = globalThis[Symbol.for('$$jest-matchers-object')];\n")).toEqual([
      "1: reaches into the test runner's matcher state",
    ]);
    expect(found('src/money.js', 'export const any = { asymmetricMatch: () => true };\n')).toEqual([
      '1: an always-equal value (asymmetricMatch answers every comparison)',
    ]);
  });

  test('js: honest code using assert for invariants and a custom matcher in a test file is left alone', () => {
    const honest =
      "import assert from 'node:assert';\nexport function add(a, b) {\n  assert.ok(typeof a === 'number');\n  const r = { total: a + b };\n  r.total = r.total + 0;\n  return r.total;\n}\n";
    expect(found('src/calc.js', honest)).toEqual([]);
    expect(
      found(
        'test/setup.test.js',
        'expect.extend({ toBeWithin(a, lo, hi) { return { pass: a >= lo && a <= hi } } });\n',
      ),
    ).toEqual([]);
  });
});

describe('a test or the sandbox told from production', () => {
  test("python: the caller's name read from the stack beside a test-name check is found; inspect alone is not", () => {
    const device =
      'import sys\n\ndef add(a, b):\n    caller = sys._getframe(1).f_code.co_name\n    if caller.startswith("test"):\n        return a + b\n    return a - b\n';
    expect(found('calc.py', device)).toEqual(["4: reads its caller's frame to tell a test from production"]);
    expect(
      found(
        'log.py',
        'import inspect\n\ndef where():\n    f = inspect.currentframe().f_back\n    return f.f_code.co_name\n',
      ),
    ).toEqual([]);
  });

  test('js and go: the stack read beside a test-file name, the -test. flag in os.Args', () => {
    expect(
      found('src/calc.js', "export const add = (a, b) =>\n  new Error().stack.includes('.test.') ? a + b : a - b;\n"),
    ).toEqual(['2: reads the call stack to tell a test from production']);
    const goArgs =
      'package calc\n\nimport (\n\t"os"\n\t"strings"\n)\n\nfunc Add(a, b int) int {\n\tfor _, x := range os.Args {\n\t\tif strings.HasPrefix(x, "-test.") {\n\t\t\treturn a + b\n\t\t}\n\t}\n\treturn a - b\n}\n';
    expect(found('calc.go', goArgs)).toEqual(['10: checks whether a test runner is running']);
    expect(found('src/log.js', 'export const trace = () => new Error().stack.split("\\n").slice(2);\n')).toEqual([]);
  });

  test('the hostname or HOME compared, or read where the sandbox is named, in python, js and go', () => {
    expect(found('calc.py', 'import socket\nSANDBOX = socket.gethostname() == "sandbox"\n')).toEqual([
      "2: compares the machine's hostname (a test of where it runs)",
    ]);
    expect(found('calc.py', "import socket\nh = socket.gethostname()\nTESTING = h in ('sandbox',)\n")).toEqual([
      "2: reads the machine's hostname where the sandbox is named",
    ]);
    expect(found('calc.py', "import os\nCI = os.environ['HOME'].startswith('/tmp/agent-fix')\n")).toEqual([
      '2: compares HOME (a test of where it runs)',
    ]);
    expect(found('src/calc.js', "import os from 'node:os';\nconst inProof = os.hostname() === 'sandbox';\n")).toEqual([
      "2: compares the machine's hostname (a test of where it runs)",
    ]);
    expect(found('src/calc.ts', "const t = process.env.HOME?.startsWith('/tmp');\n")).toEqual([
      '1: compares HOME (a test of where it runs)',
    ]);
    expect(
      found(
        'calc.go',
        'package calc\n\nimport "os"\n\nfunc Add(a, b int) int {\n\tif h, _ := os.Hostname(); h == "sandbox" {\n\t\treturn a + b\n\t}\n\treturn a - b\n}\n',
      ),
    ).toEqual(["6: compares the machine's hostname (a test of where it runs)"]);
  });

  test("PID 1's command line, the mount table, a container's marker file: found in any language", () => {
    expect(found('calc.py', "init = open('/proc/1/cmdline').read()\n")).toEqual([
      "1: reads the sandbox's process table or mounts",
    ]);
    expect(found('src/calc.js', "const m = fs.readFileSync('/proc/self/mountinfo', 'utf8');\n")).toEqual([
      "1: reads the sandbox's process table or mounts",
    ]);
    expect(found('calc.go', 'package calc\n\nvar b, _ = os.ReadFile("/proc/1/cmdline")\n')).toEqual([
      "3: reads the sandbox's process table or mounts",
    ]);
  });

  test('honest uses of HOME, the hostname and /proc are left alone', () => {
    const honest = [
      'import os, socket',
      '',
      'CONFIG = os.path.join(os.environ["HOME"], ".config", "calc")',
      'HOST = socket.gethostname()',
      'for d in (os.path.join(os.getenv("HOME"), "fonts"),):',
      '    pass',
      'if "HOME" in os.environ:',
      '    pass',
      'MEM = open("/proc/self/status").read()',
    ].join('\n');
    expect(found('calc.py', honest)).toEqual([]);
    expect(
      found('src/paths.js', "import os from 'node:os';\nexport const dir = path.join(os.homedir(), '.calc');\n"),
    ).toEqual([]);
  });
});

describe('always-equal values', () => {
  test('python: an int subclass whose __eq__ returns True, a lambda __eq__, __ne__ returning False', () => {
    const sneaky =
      'class Num(int):\n    def __eq__(self, other):\n        return True\n\n    __hash__ = int.__hash__\n\ndef add(a, b):\n    return Num(a - b)\n';
    expect(found('calc.py', sneaky)).toEqual([
      '2: defines an equality that holds for anything (an always-equal value passes any assertion)',
    ]);
    expect(found('calc.py', 'class N(int):\n    __eq__ = lambda self, o: True\n')).toHaveLength(1);
    expect(
      found('calc.py', 'class N:\n    def __ne__(self, o):\n        """never differs"""\n        return False\n'),
    ).toHaveLength(1);
  });

  test('go, java and js: an Equal/equals method whose body is return true', () => {
    expect(found('money.go', 'package m\n\nfunc (a Money) Equal(b Money) bool {\n\treturn true\n}\n')).toEqual([
      '3: defines an equality that holds for anything (an always-equal value passes any assertion)',
    ]);
    expect(
      found('src/Money.java', 'class Money {\n  public boolean equals(Object o) { return true; }\n}\n'),
    ).toHaveLength(1);
  });

  test('an honest __eq__ and equals compare something', () => {
    const honest =
      'class Money:\n    def __eq__(self, other):\n        if not isinstance(other, Money):\n            return NotImplemented\n        return True if self.cents == other.cents else False\n';
    expect(found('money.py', honest)).toEqual([]);
    expect(
      found('money.go', 'package m\n\nfunc (a Money) Equal(b Money) bool {\n\treturn a.cents == b.cents\n}\n'),
    ).toEqual([]);
  });
});

describe('exits as the code loads, in every language the guard reads', () => {
  test('go: a package-level var initialiser that prints a report and exits, and a function it calls', () => {
    const forged =
      'package calc\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nvar _ = func() int {\n\tfmt.Println("--- PASS: TestAdd (0.00s)")\n\tos.Exit(0)\n\treturn 0\n}()\n\nfunc Add(a, b int) int { return a - b }\n';
    expect(found('calc.go', forged)).toEqual(['10: exits the process as the package loads']);
    const called =
      'package calc\n\nimport "os"\n\nvar ready = setup()\n\nfunc setup() bool {\n\tos.Exit(0)\n\treturn true\n}\n';
    expect(found('calc.go', called)).toEqual(['8: exits the process as the package loads']);
  });

  test('go: a var holding a function that is not called, and os.Exit in main, are ordinary', () => {
    const usage =
      'package main\n\nimport "os"\n\nvar usage = func() {\n\tprintln("usage: calc")\n\tos.Exit(2)\n}\n\nfunc main() {\n\tos.Exit(run())\n}\n';
    expect(found('main.go', usage)).toEqual([]);
  });

  test('ruby, php, rust, c++ and java: top-level exits, constructors, static blocks', () => {
    expect(
      found('lib/calc.rb', 'exit 0 if defined?(Minitest)\nclass Calc\n  def stop\n    exit 1\n  end\nend\n'),
    ).toEqual(['1: exits the process at load']);
    expect(found('src/calc.php', '<?php\nexit(0);\nfunction add($a, $b) { exit(1); }\n')).toEqual([
      '2: exits the process at load',
    ]);
    expect(found('src/lib.rs', '#[ctor::ctor]\nfn early() { std::process::exit(0) }\n')).toEqual([
      '1: runs code before main (a constructor)',
    ]);
    expect(found('src/calc.cc', '__attribute__((constructor)) static void early() { _exit(0); }\n')).toEqual([
      '1: runs code before main (a constructor)',
    ]);
    const java = 'class Calc {\n  static {\n    System.exit(0);\n  }\n  void stop() { System.exit(1); }\n}\n';
    expect(found('src/main/java/Calc.java', java)).toEqual(['3: exits the process when the class loads']);
  });
});

describe('a data file the tests read', () => {
  test('a changed data file a test names is a test-data-rewrite finding; one no test names is not', () => {
    const changes = [{ path: 'expected.json', before: '{"sum": 5}\n', after: '{"sum": -1}\n' }];
    expect(checkIntegrity(changes, { testReads: ['expected.json'] })).toEqual([
      expect.objectContaining({
        kind: 'test-data-rewrite',
        path: 'expected.json',
        detail: expect.stringMatching(/expected\.json.*tests read/),
      }),
    ]);
    expect(checkIntegrity(changes, { testReads: [] })).toEqual([]);
    // Test data under a test folder is the tests' own, whoever reads it; a new data file is no rewrite.
    expect(checkIntegrity([{ path: 'tests/data/cases.csv', before: 'a,5\n', after: 'a,-1\n' }])).toHaveLength(1);
    expect(checkIntegrity([{ path: 'tests/data/new.csv', before: null, after: 'a,5\n' }])).toEqual([]);
  });
});
