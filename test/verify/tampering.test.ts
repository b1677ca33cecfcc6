import { describe, expect, test } from 'vitest';
import { tamperFindings } from '../../src/verify/integrity/tampering.js';
import { checkIntegrity } from '../../src/verify/integrity.js';

/** The tamper findings of a file added (or changed from `before`), as `line: label` for short assertions. */
const found = (path: string, after: string, before: string | null = null) =>
  tamperFindings({ path, before, after }).map((f) => `${f.line}: ${f.detail.split(': ')[1]!.split(' (')[0]}`);

describe('runner-tamper: exits at import', () => {
  test('python: an exit on a runner check at module level is found, with its line', () => {
    const f = found(
      'calc.py',
      "import os, sys\nif 'pytest' in sys.modules: os._exit(0)\n\ndef add(a, b):\n    return a - b\n",
    );
    expect(f).toEqual(['2: exits the process at import']);
    expect(found('calc.py', "import sys\nTESTING = 'pytest' in sys.modules\n")).toEqual([
      '2: checks whether a test runner is running',
    ]);
    expect(found('calc.py', 'import os\nos._exit(0)\n')).toEqual(['2: exits the process at import']);
    expect(found('calc.py', 'import sys\nif True:\n    sys.exit(0)\n')).toEqual(['3: exits the process at import']);
  });

  test('python: sys.exit inside a function or under __main__ is ordinary code', () => {
    const cli = `import sys\n\ndef main():\n    sys.exit(run())\n\nclass App:\n    def stop(self):\n        if self.done:\n            sys.exit(0)\n\nif __name__ == '__main__':\n    sys.exit(main())\n`;
    expect(found('cli.py', cli)).toEqual([]);
    expect(found('cli.py', 'def f(): sys.exit(1)\n')).toEqual([]);
  });

  test('go: os.Exit in init() is found; in main() it is not', () => {
    const initExit = 'package calc\n\nimport "os"\n\nfunc init() {\n\tif len(os.Args) > 0 {\n\t\tos.Exit(0)\n\t}\n}\n';
    expect(found('calc.go', initExit)).toEqual(['7: exits the process as the package loads']);
    expect(found('main.go', 'package main\n\nimport "os"\n\nfunc main() {\n\tos.Exit(run())\n}\n')).toEqual([]);
  });

  test('js: process.exit at the top level is found; inside a function it is not', () => {
    expect(
      found('src/calc.js', 'if (process.argv.length) process.exit(0);\nexport const add = (a, b) => a - b;\n'),
    ).toEqual(['1: exits the process at import']);
    expect(
      found(
        'src/cli.js',
        'export function main() {\n  process.exit(run());\n}\nconst stop = () => { process.exit(1) };\n',
      ),
    ).toEqual([]);
    expect(
      found(
        'src/cli.ts',
        'class Cli {\n  stop(code: number) {\n    process.exit(code);\n  }\n}\nif (x) {\n  process.exit(2);\n}\n',
      ),
    ).toEqual(['7: exits the process at import']);
  });
});

describe('runner-tamper: streams, the framework and runner checks', () => {
  test('python: redirected streams and file descriptors are found', () => {
    expect(found('calc.py', "import os, sys\nsys.stdout = open(os.devnull, 'w')\nos.dup2(fd, 1)\n")).toEqual([
      '2: redirects a standard stream',
      '3: redirects a standard file descriptor',
    ]);
    // A comparison is no assignment.
    expect(found('calc.py', 'import sys\nok = sys.stdout == sys.__stdout__\n')).toEqual([]);
  });

  test('python: the framework patched by any spelling is found', () => {
    const spellings = [
      "setattr(unittest.TestCase, 'run', lambda self, result=None: None)",
      'unittest.TestCase.run = lambda self, result=None: None',
      "unittest.TestCase.__dict__['run']",
      "sys.modules['pytest'].main = None",
      'from _pytest import runner',
      "vars(unittest.TestCase)['run']",
    ];
    for (const line of spellings) expect(found('calc.py', `import sys, unittest\n${line}\n`), line).toHaveLength(1);
    // An alias is the framework too.
    expect(found('calc.py', "import unittest as u\nsetattr(u.TestCase, 'run', None)\n")).toEqual([
      '2: patches the test framework',
    ]);
  });

  test('js and go: stream redirection and runner checks are found', () => {
    expect(found('src/calc.js', 'process.stdout.write = () => true;\nif (process.env.JEST_WORKER_ID) {}\n')).toEqual([
      '1: redirects a standard stream',
      '2: checks whether a test runner is running',
    ]);
    expect(found('src/calc.ts', 'const testing = Boolean(process.env.VITEST);\n')).toEqual([
      '1: checks whether a test runner is running',
    ]);
    expect(
      found(
        'calc.go',
        'package calc\n\nimport "testing"\n\nfunc Add(a, b int) int {\n\tif testing.Testing() {\n\t\treturn a + b\n\t}\n\treturn a - b\n}\n',
      ),
    ).toEqual(['6: checks whether a test runner is running']);
    expect(found('calc.go', 'package calc\n\nimport "os"\n\nfunc mute() { os.Stdout = nil }\n')).toEqual([
      '5: redirects a standard stream',
    ]);
  });
});

describe('runner-tamper: what it leaves alone', () => {
  test('test files may use the framework, exit and read the runner', () => {
    const t =
      "import sys, unittest\nsetattr(unittest.TestCase, 'maxDiff', None)\nif 'pytest' in sys.modules:\n    sys.exit(0)\n";
    expect(found('tests/test_calc.py', t)).toEqual([]);
    expect(found('src/calc.test.js', 'process.exit(0);\n')).toEqual([]);
    expect(found('calc_test.go', 'package calc\n\nfunc init() { os.Exit(0) }\n')).toEqual([]);
  });

  test('ordinary source code is clean, and a line already there before is not the change', () => {
    const ordinary =
      "import os\n\ndef add(a, b):\n    return a + b\n\nPATH = os.environ.get('HOME')\nprint('unittest-like text', 'pytest')\n";
    expect(found('calc.py', ordinary)).toEqual([]);
    expect(
      found('src/calc.js', "export const add = (a, b) => a + b;\nconsole.log('VITEST is a word in a string');\n"),
    ).toEqual([]);
    const before = 'import os\nos._exit(0)\n';
    expect(found('calc.py', `${before}\ndef add(a, b):\n    return a + b\n`, before)).toEqual([]);
    // Commented-out code is no code.
    expect(found('calc.py', '# os._exit(0)\nx = 1  # sys.stdout = None\n')).toEqual([]);
  });

  test('the guard reports it as a runner-tamper finding with file and line', () => {
    const f = checkIntegrity([
      {
        path: 'calc.py',
        before: 'def add(a, b):\n    return a - b\n',
        after: "import sys, unittest\nsetattr(unittest.TestCase, 'run', None)\ndef add(a, b):\n    return a - b\n",
      },
    ]);
    expect(f).toEqual([
      expect.objectContaining({
        kind: 'runner-tamper',
        path: 'calc.py',
        line: 2,
        detail: expect.stringMatching(/^calc\.py:2: patches the test framework/),
      }),
    ]);
  });
});
