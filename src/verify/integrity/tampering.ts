/**
 * `runner-tamper`: code outside the tests that reaches into the test runner or the process the tests run in. The code
 * under test runs inside the test process, so it can end that process before any test ran (exit 0 at import, in Go's
 * `init()`), mute or forge what the runner writes (the standard streams, their file descriptors), patch the framework
 * (`setattr(unittest.TestCase, 'run', …)`, `sys.modules['pytest']`) or behave differently when a runner is watching
 * (`'pytest' in sys.modules`, `JEST_WORKER_ID`, `testing.Testing()`). Each added line that does so is one finding, with
 * its file and line. Pattern-based like the rest of the guard: a tripwire for these moves, not a proof of intent.
 */
import { PROFILES, type Lang } from '../runners/index.js';
import { isTestPath, langOf, matchBracket, normalize, stripComments } from './source.js';
import type { FileChange, IntegrityFinding } from './types.js';

/** Whether the code at a column of a line runs at import. */
type AtImport = (col: number) => boolean;

/** What a line does, and whether it counts only where it runs on import (module level, Go's `init`). */
interface Rule {
  label: string;
  re: RegExp;
  /** Only at import: not inside a function (nor Python's `if __name__ == '__main__':`), or inside Go's `init()`. */
  atImport?: boolean;
  /**
   * The combination that makes the line a tell: it counts only where the file's code also matches this (a caller's
   * frame read in a file that compares a name with `test`, a hostname read in one that names `sandbox`).
   */
  inFile?: RegExp;
  /** Also in test files: reaching the runner's machinery is no test's business either (a test's own skips are). */
  tests?: boolean;
  /** False: not in the runner's own hook files (conftest.py, a pytest plugin), whose hooks are `runner-hook`'s. */
  hookFiles?: boolean;
}

const PY_FRAMEWORK = String.raw`(?:_pytest|pytest|unittest|TestCase|TestResult|TextTestResult|TestLoader|TestSuite|TextTestRunner)`;

/**
 * Python. The framework's names also stand for any alias the file gives them (`import unittest as u`, see aliases).
 * `sys.exit` and `os._exit` are ordinary in a CLI's `main()`: only at import do they end the test process.
 */
function pyRules(framework: string): Rule[] {
  return [
    { label: 'exits the process at import', re: /\b(sys\.exit|os\._exit|os\.abort|exit|quit)\s*\(/, atImport: true },
    { label: 'kills the process at import', re: /\bos\.kill\s*\(\s*os\.getpid\(\)/, atImport: true },
    { label: 'exits the process at exit (atexit)', re: /\batexit\.register\s*\(.*\b(_exit|exit)\b/ },
    { label: 'redirects a standard stream', re: /\bsys\.(__)?(stdout|stderr|stdin)(__)?\s*=[^=]/ },
    { label: 'redirects a standard stream', re: /\bsetattr\s*\(\s*sys\s*,\s*['"]_*(stdout|stderr)/ },
    { label: 'redirects a standard file descriptor', re: /\bos\.(dup2|closerange)\s*\(|\bos\.close\s*\(\s*[012]\s*\)/ },
    { label: 'patches the test framework', re: new RegExp(String.raw`\bsetattr\s*\(\s*${framework}\b`) },
    {
      label: 'patches the test framework',
      re: new RegExp(String.raw`\b${framework}(\.\w+)*\.(?!__dict__)\w+\s*(\[[^\]]*\]\s*)?=[^=]`),
    },
    {
      label: "reaches into the test framework's internals",
      re: new RegExp(String.raw`\b${framework}(\.\w+)*\.__dict__|\bvars\s*\(\s*${framework}\b`),
    },
    { label: "reaches into pytest's internals", re: /\b_pytest\b/ },
    {
      label: 'reaches the test framework through sys.modules',
      re: /\bsys\.modules\s*(\[|\.get\s*\(|\.setdefault\s*\(|\.pop\s*\().*['"](_?pytest|unittest)/,
    },
    {
      label: 'checks whether a test runner is running',
      re: /['"](_?pytest|unittest)\S*['"]\s+(not\s+)?in\s+sys\.(modules|argv)/,
    },
    { label: 'checks whether a test runner is running', re: /\bPYTEST_(CURRENT_TEST|VERSION|XDIST\w*)\b|['"]PYTEST_/ },
    { label: 'checks whether a test runner is running', re: /\bsys\.argv\b.*['"]_?(pytest|unittest)/ },
    ...pyHarnessRules,
    ...sandboxRules(PY_HOST, PY_HOME),
    STACK_RULES.py,
  ];
}

/**
 * Reaching pytest's or unittest's machinery from anywhere (issue 54): its plugin manager, a walk of the interpreter's
 * objects that finds its `Config`, a hook or hookwrapper registered outside conftest.py, the framework imported by
 * string, an assertion method replaced. In test files too, except the `gc` walk (a leak test's business).
 */
const pyHarnessRules: Rule[] = [
  { label: "reaches into pytest's plugin manager", re: /\bpluginmanager\b|\bPytestPluginManager\b/, tests: true },
  { label: "walks the interpreter's objects (gc), which reaches the test runner", re: /\bgc\.get_objects\s*\(/ },
  {
    label: "walks the interpreter's objects (gc), which reaches the test runner",
    re: /\bgc\.get_(referrers|referents)\s*\(/,
    inFile: /\b(_?pytest|unittest|pluggy|TestCase|Config)\b/,
  },
  {
    label: 'defines a pytest hook outside conftest.py',
    re: /\bdef\s+pytest_(runtest_\w+|report_\w+|pyfunc_call|terminal_summary|sessionfinish|assertrepr_compare|exception_interact|collection_modifyitems|configure|plugin_registered)\s*\(/,
    tests: true,
    hookFiles: false,
  },
  { label: 'registers a pytest hook wrapper', re: /\bhook(wrapper|impl)\b|\bwrapper\s*=\s*True\b/, tests: true },
  {
    label: 'imports the test framework by name at run time',
    re: /\b(__import__|import_module)\s*\(\s*['"](_?pytest|unittest|pluggy)\b/,
    tests: true,
  },
  {
    label: 'replaces an assertion method',
    re: /\bsetattr\s*\(.*['"](assert[A-Z_]\w*|fail\w*|_outcome|addFailure|addError|addSuccess|_feedErrorsToResult)['"]|\.assert[A-Z]\w*\s*=[^=]/,
    tests: true,
  },
];

// Reading the machine's identity: innocent alone, a defeat device beside a comparison with a name.
const PY_HOST = String.raw`\bsocket\.gethostname\s*\(|\bgethostname\s*\(|\bplatform\.node\s*\(|\buname\s*\(\s*\)(\.nodename|\[1\])`;
const PY_HOME = String.raw`\benviron(\.get\s*\(\s*|\s*\[\s*)['"]HOME['"]|\bgetenv\s*\(\s*['"]HOME['"]|\bexpanduser\s*\(\s*['"]~|\bPath\.home\s*\(`;
const JS_HOST = String.raw`\bhostname\s*\(\s*\)|\benv\.HOSTNAME\b`;
const JS_HOME = String.raw`\bhomedir\s*\(\s*\)|\benv\.HOME\b|\benv\s*\[\s*['"\`]HOME['"\`]`;
const GO_HOST = String.raw`\bos\.Hostname\s*\(`;
const GO_HOME = String.raw`\bos\.UserHomeDir\s*\(|\bos\.(Getenv|LookupEnv)\s*\(\s*"HOME"`;

/** A comparison on the line: `==`, `!=`, `startswith`, `includes`, `in`, a match. */
const COMPARES = String.raw`(==|!=|\.(startswith|endswith|startsWith|endsWith|includes|indexOf|match|test)\s*\(|['"\`]\s+(not\s+)?in\b|strings\.(HasPrefix|HasSuffix|Contains|EqualFold)|re\.(match|search|fullmatch)|regexp\.)`;
/** The sandbox's names as a literal: a comparison with them is a check for the proof's own machine. */
const SANDBOX_NAME = /['"`][^'"`\n]*\b(sandbox|bwrap|bubblewrap|agent-fix|agent_fix)\b[^'"`\n]*['"`]/;

/**
 * Looking at the machine to tell the sandbox from production: its hostname or HOME compared (on the line, or a
 * literal naming the sandbox in the file), PID 1's command line, the mount table, a container's marker file.
 */
function sandboxRules(host: string, home: string): Rule[] {
  const either = (a: string) => new RegExp(String.raw`(${a}).*${COMPARES}|${COMPARES}.*(${a})`);
  return [
    { label: "compares the machine's hostname (a test of where it runs)", re: either(host) },
    {
      label: "reads the machine's hostname where the sandbox is named",
      re: new RegExp(host),
      inFile: SANDBOX_NAME,
      tests: true,
    },
    { label: 'compares HOME (a test of where it runs)', re: either(home) },
    { label: 'reads HOME where the sandbox is named', re: new RegExp(home), inFile: SANDBOX_NAME, tests: true },
    {
      label: "reads the sandbox's process table or mounts",
      re: /['"`]\/proc\/(1|self|thread-self)\/(cmdline|mountinfo|mounts|cgroup|environ|comm|exe)\b|['"`]\/proc\/1\/|['"`]\/proc\/mounts\b|['"`]\/\.dockerenv\b|['"`]\/run\/\.containerenv\b/,
      tests: true,
    },
  ];
}

/** A caller's name read from the stack, in a file that compares a name with a test's: code right only under test. */
const TEST_NAME_CHECK =
  /['"`](test|Test|spec|it)[_ .\-\w]*['"`]|['"`][^'"`\n]*(\.test\.|\.spec\.|_test\.go|node:test|jest|vitest|mocha|pytest|unittest|testing\.tRunner)[^'"`\n]*['"`]/;
const STACK_RULES: Record<'py' | 'js' | 'go', Rule> = {
  py: {
    label: "reads its caller's frame to tell a test from production",
    re: /\bsys\._getframe\s*\(|\binspect\.(stack|currentframe|getouterframes|getframeinfo|trace)\s*\(|\bf_back\b|\bco_name\b|\btraceback\.(extract_stack|format_stack|walk_stack)\s*\(/,
    inFile: TEST_NAME_CHECK,
  },
  js: {
    label: 'reads the call stack to tell a test from production',
    re: /\bnew\s+Error\s*\([^)]*\)\s*\.\s*stack\b|\bError\s*\(\s*\)\s*\.\s*stack\b|\bError\.(captureStackTrace|prepareStackTrace)\b|\.stack\b.*\.split\s*\(|\bgetFileName\s*\(|\bgetFunctionName\s*\(/,
    inFile: TEST_NAME_CHECK,
  },
  go: {
    label: 'reads the call stack to tell a test from production',
    re: /\bruntime\.(Caller|Callers|FuncForPC)\s*\(/,
    inFile: TEST_NAME_CHECK,
  },
};

/** JavaScript and TypeScript. `process.exit` in a function is a CLI's business; at the top level it ends the run. */
const JS_RULES: Rule[] = [
  { label: 'exits the process at import', re: /\bprocess\.(exit|abort|reallyExit)\s*\(/, atImport: true },
  { label: 'kills the process at import', re: /\bprocess\.kill\s*\(\s*process\.pid\b/, atImport: true },
  { label: "sets the process's exit code at import", re: /\bprocess\.exitCode\s*=[^=]/, atImport: true },
  {
    label: 'changes how the process exits',
    re: /\bprocess\.(on|once|prependListener)\s*\(\s*['"](exit|beforeExit)['"]/,
  },
  { label: 'redirects a standard stream', re: /\bprocess\.(stdout|stderr)(\.\w+)?\s*=[^=]/ },
  {
    label: 'redirects a standard stream',
    re: /\bObject\.(defineProperty|assign)\s*\(\s*process(\.(stdout|stderr))?\s*,\s*(['"](stdout|stderr|write)['"]|\{)/,
  },
  { label: 'redirects a standard file descriptor', re: /\bfs\.(closeSync|close)\s*\(\s*[12]\s*[,)]/ },
  { label: 'patches the test framework', re: /\b(globalThis|global|window)\.(describe|it|test|expect|suite)\s*=[^=]/ },
  {
    label: 'checks whether a test runner is running',
    // A runner's variable read from the environment (either order: `const { VITEST } = process.env`), not a word.
    re: /\benv\b.*\b(JEST_WORKER_ID|VITEST(_\w+)?|NODE_TEST_CONTEXT|MOCHA_\w+)\b|\b(JEST_WORKER_ID|VITEST(_\w+)?|NODE_TEST_CONTEXT)\b.*\benv\b|__vitest_\w+__/,
  },
  {
    label: 'checks whether a test runner is running',
    re: /\bprocess\.(argv|execArgv)\b.*['"`][^'"`]*(--test\b|\bjest\b|\bvitest\b|\bmocha\b|node:test|\bava\b)/,
  },
  { label: "extends the test runner's matchers", re: /\bexpect\s*\.\s*(extend|addEqualityTesters)\s*\(/ },
  {
    label: "reaches into the test runner's matcher state",
    re: /jest-matchers-object|jest\.asymmetricMatcher|\$\$jest|__vitest_\w+__|\bJEST_MATCHERS_OBJECT\b/,
    tests: true,
  },
  { label: 'an always-equal value (asymmetricMatch answers every comparison)', re: /\basymmetricMatch\b/ },
  {
    label: 'patches the module loader',
    re: /\bModule\._(load|resolveFilename|compile)\s*=[^=]|\brequire\.cache\s*\[[^\]]*\]\s*=[^=]|\brequire\.extensions\b/,
    tests: true,
  },
];

/** Names a JS file binds to an assertion library or test framework: `import a from 'node:assert'`, `require('chai')`. */
const JS_FRAMEWORK_MODULE = String.raw`['"\`](node:)?(assert(\/strict)?|chai|expect|@jest\/globals|@jest\/expect|vitest|node:test|tap|ava|should|power-assert|uvu\/assert)['"\`]`;

function jsFramework(code: string): string[] {
  const names = new Set(['assert', 'expect', 'chai', 'should']);
  const mod = JS_FRAMEWORK_MODULE;
  const binding = (clause: string) => {
    for (const part of clause.replace(/[{}*]/g, ',').split(',')) {
      const name = /(?:\bas\s+)?([A-Za-z_$][\w$]*)\s*$/.exec(part.trim())?.[1];
      if (name && name !== 'as') names.add(name);
    }
  };
  for (const m of code.matchAll(new RegExp(String.raw`\bimport\s+([^'"\`;]+?)\s+from\s+${mod}`, 'g'))) binding(m[1]!);
  for (const m of code.matchAll(
    new RegExp(String.raw`\b(?:const|let|var)\s+([^=;]+?)\s*=\s*(?:await\s+import|require)\s*\(\s*${mod}`, 'g'),
  ))
    binding(m[1]!.replace(/:\s*([A-Za-z_$][\w$]*)/g, ' as $1'));
  return [...names];
}

/** Mutating the assertion library by any name the file gives it: `a.strictEqual = …`, `a[k] = …`, `Object.assign(a, …)`. */
function jsHarnessRules(names: string[]): Rule[] {
  const n = names.map((x) => x.replace(/\$/g, '\\$')).join('|');
  return [
    {
      label: 'patches the assertion library',
      re: new RegExp(
        String.raw`(?<![\w$.])(${n})\s*(\.\s*[\w$]+|\[[^\]]+\])+\s*=(?!=)|\bObject\.(assign|defineProperty|defineProperties|setPrototypeOf)\s*\(\s*(${n})\b|\bReflect\.(set|defineProperty)\s*\(\s*(${n})\b`,
      ),
      tests: true,
    },
  ];
}

/** Go. `os.Exit` belongs in `main`; in `init` it ends a test binary before any test ran. */
const GO_RULES: Rule[] = [
  // A panic or log.Fatal at load fails the test binary, which no proof takes for a pass; an exit can end it "ok".
  { label: 'exits the process as the package loads', re: /\b(os\.Exit|syscall\.Exit|unix\.Exit)\s*\(/, atImport: true },
  { label: 'kills the process as the package loads', re: /\b(syscall|unix)\.Kill\s*\(/, atImport: true },
  { label: 'redirects a standard stream', re: /\bos\.(Stdout|Stderr|Stdin)\s*=[^=]/ },
  { label: 'redirects a standard file descriptor', re: /\b(syscall|unix)\.Dup[23]?\s*\(/ },
  {
    label: 'checks whether a test runner is running',
    re: /\btesting\.(Testing|Verbose|Short)\s*\(|flag\.Lookup\s*\(\s*"test\./,
  },
  { label: 'checks whether a test runner is running', re: /\bos\.Args\[0\].*\.test\b/ },
  // A test binary's flags (`-test.v`, `-test.run`) or name (`calc.test`) looked for anywhere in the code.
  { label: 'checks whether a test runner is running', re: /["`]-{1,2}test\.[\w]*["`=]|["`]testing\.tRunner/ },
  ...sandboxRules(GO_HOST, GO_HOME),
  STACK_RULES.go,
];

/** The framework's names in a Python file: its own, and the aliases it imports them under. */
function pyFramework(code: string): string {
  const aliases = [
    ...code.matchAll(new RegExp(String.raw`^\s*import\s+${PY_FRAMEWORK}(?:\.\w+)*\s+as\s+(\w+)`, 'gm')),
    ...code.matchAll(new RegExp(String.raw`^\s*from\s+${PY_FRAMEWORK}(?:\.\w+)*\s+import\s+\w+\s+as\s+(\w+)`, 'gm')),
  ].map((m) => m[1]!);
  return aliases.length ? `(?:${PY_FRAMEWORK.slice(3, -1)}|${aliases.join('|')})` : PY_FRAMEWORK;
}

/**
 * Which lines of a Python file run at import: not inside a `def` (a class body runs at import) nor inside
 * `if __name__ == '__main__':`. By indentation, one entry per open block.
 */
function pyImportLines(lines: string[]): boolean[] {
  const open: { indent: number; deferred: boolean }[] = [];
  let deferred = false;
  return lines.map((line) => {
    if (!line.trim()) return !deferred;
    const indent = line.length - line.trimStart().length;
    while (open.length && indent <= open[open.length - 1]!.indent) open.pop();
    deferred = open.some((b) => b.deferred);
    const atImport = !deferred;
    const head = line.trim();
    if (
      /:\s*(#.*)?$/.test(head) &&
      /^(async\s+def|def|class|if|elif|else|for|while|with|try|except|finally)\b/.test(head)
    ) {
      const isDef = /^(async\s+)?def\b/.test(head);
      const isMain = /^if\s+__name__\s*==\s*['"]__main__['"]/.test(head);
      open.push({ indent, deferred: isDef || isMain });
    }
    // A one-line `def f(): sys.exit()` defers its own body too.
    return atImport && !/^(async\s+)?def\b|^if\s+__name__\s*==/.test(head);
  });
}

/** Strings' contents go (a brace in a string is no block), the quotes stay so string patterns still see a literal. */
const blankStrings = (line: string) =>
  line.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, (s) => s[0] + ' '.repeat(s.length - 2) + s[0]);

/**
 * Where in each line of a JS file code runs at import: not inside a function body, column by column (a one-line
 * `() => { process.exit(0) }` defers its body). A `{` opens a function when what precedes it is `=>`,
 * `function …(…)` or a method head `name(…)`; after `if (…)`, `for (…)`, `else` and the like it is a block.
 */
function jsImportLines(lines: string[]): AtImport[] {
  const stack: boolean[] = [];
  return lines.map((raw) => {
    const line = blankStrings(raw);
    const inFunction: boolean[] = [];
    for (let i = 0; i < line.length; i++) {
      inFunction.push(stack.includes(true));
      if (line[i] === '{') {
        const before = line.slice(0, i).trimEnd();
        const block =
          /\b(if|for|while|switch|catch|with)\s*\(.*\)$/.test(before) || /\b(else|try|finally|do)$/.test(before);
        stack.push(!block && (/=>$/.test(before) || /\)$/.test(before)));
      } else if (line[i] === '}') stack.pop();
    }
    return (col: number) => !(inFunction[col] ?? stack.includes(true));
  });
}

/** Each line's start offset in `text`, and the line an offset is on. */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
}

/** Where the statement starting at `from` ends: the first newline outside brackets (Go's statements end there). */
function statementEnd(text: string, from: number, lang: Lang): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') return i;
    if (c === '(' || c === '[' || c === '{') {
      const end = matchBracket(text, i, lang);
      if (end < 0) return text.length;
      i = end - 1;
    }
  }
  return text.length;
}

/**
 * Which lines of a Go file run when its package loads: `func init()` bodies, package-level `var` initialisers
 * (`var _ = func() { … }()` runs at load; an uninvoked `var usage = func() { … }` does not), and the bodies of the
 * file's functions that an initialiser or an init calls by name (`var _ = setup()`), one call deep.
 */
function goImportLines(lines: string[]): boolean[] {
  const text = lines.map(blankStrings).join('\n');
  const lineOf = lineIndex(text);
  const out = lines.map(() => false);
  const mark = (from: number, to: number, flag = true) => {
    for (let i = lineOf(from); i <= lineOf(Math.max(from, to - 1)); i++) out[i] = flag;
  };
  const funcs = new Map<string, [number, number][]>();
  for (const m of text.matchAll(/^func\s+(\w+)\s*\([^)]*\)[^{\n]*\{/gm)) {
    const end = matchBracket(text, m.index + m[0].length - 1, 'go');
    const spans = funcs.get(m[1]!) ?? [];
    spans.push([m.index, end < 0 ? text.length : end]);
    funcs.set(m[1]!, spans);
  }
  const loading: [number, number][] = [...(funcs.get('init') ?? [])];
  for (const m of text.matchAll(/^var\b/gm)) loading.push([m.index, statementEnd(text, m.index, 'go')]);
  const called = new Set<string>();
  for (const [from, to] of loading) {
    mark(from, to);
    const region = text.slice(from, to);
    // A function literal that is not called right away runs later, whenever something calls it.
    for (const lit of region.matchAll(/\bfunc\s*\([^)]*\)[^{\n]*\{/g)) {
      const open = from + lit.index + lit[0].length - 1;
      const end = matchBracket(text, open, 'go');
      if (end > 0 && !/^\s*\(/.test(text.slice(end)) && lineOf(open) < lineOf(end - 1))
        for (let i = lineOf(open) + 1; i < lineOf(end - 1); i++) out[i] = false;
    }
    for (const call of region.matchAll(/(?<![\w.])(\w+)\s*\(/g)) if (call[1] !== 'init') called.add(call[1]!);
  }
  for (const name of called) for (const [from, to] of funcs.get(name) ?? []) mark(from, to);
  return out;
}

/** Which lines of a Java, Kotlin or Scala file run in a `static { … }` initialiser (when the class loads). */
function staticBlockLines(lines: string[]): boolean[] {
  const text = lines.map(blankStrings).join('\n');
  const lineOf = lineIndex(text);
  const out = lines.map(() => false);
  for (const m of text.matchAll(/\bstatic\s*\{|\binit\s*\{|\bcompanion\s+object\b[^{\n]*\{/g)) {
    const end = matchBracket(text, m.index + m[0].length - 1, 'jvm');
    for (let i = lineOf(m.index); i <= lineOf(end < 0 ? text.length - 1 : end - 1); i++) out[i] = true;
  }
  return out;
}

/** Lines at the file's top level (no indentation): Ruby's and PHP's code outside any `def` or function. */
const topLevelLines = (lines: string[]): boolean[] => lines.map((l) => /^\S/.test(l));

const perLine =
  (lineWise: (lines: string[]) => boolean[]) =>
  (lines: string[]): AtImport[] =>
    lineWise(lines).map((flag) => () => flag);

/** Other languages: what runs before any test does (Ruby's and PHP's top level, a Rust or C++ constructor, a static block). */
const RB_RULES: Rule[] = [
  {
    label: 'exits the process at load',
    re: /^(exit!?|abort|Process\.(exit!?|kill|abort)|Kernel\.(exit!?|abort))\b/,
    atImport: true,
  },
  { label: 'exits the process at exit (at_exit)', re: /\bat_exit\b.*\b(exit!?|Process\.exit!?)\b/ },
  {
    label: 'patches the test framework',
    re: /\b(Minitest|RSpec|Test::Unit)(::\w+)*\.(class_eval|define_method|prepend|send)\b|\b(Minitest|RSpec)::\w+.*\.(alias_method|remove_method)\b/,
    tests: true,
  },
];
const PHP_RULES: Rule[] = [{ label: 'exits the process at load', re: /^(exit|die)\b/, atImport: true }];
const RS_RULES: Rule[] = [
  {
    label: 'runs code before main (a constructor)',
    re: /#\[(ctor::)?(ctor|dtor)\]|link_section\s*=\s*"\.(init_array|ctors)/,
  },
];
const CPP_RULES: Rule[] = [
  {
    label: 'runs code before main (a constructor)',
    re: /__attribute__\s*\(\(\s*constructor|\.init_array|#pragma\s+init\b/,
  },
  {
    label: 'exits the process in a static initialiser',
    re: /^(static|const|int|bool|auto|char|long|unsigned|namespace)\b[^(]*=.*\b(std::)?(_?exit|_Exit|quick_exit|abort)\s*\(/,
  },
];
const JVM_RULES: Rule[] = [
  {
    label: 'exits the process when the class loads',
    re: /\b(System\.exit|Runtime\.getRuntime\s*\(\s*\)\s*\.\s*(halt|exit)|exitProcess)\s*\(/,
    atImport: true,
  },
];

function rulesOf(lang: Lang, code: string): { rules: Rule[]; atImport: (lines: string[]) => AtImport[] } | null {
  if (lang === 'py') return { rules: pyRules(pyFramework(code)), atImport: perLine(pyImportLines) };
  if (lang === 'js')
    return {
      rules: [...JS_RULES, ...jsHarnessRules(jsFramework(code)), ...sandboxRules(JS_HOST, JS_HOME), STACK_RULES.js],
      atImport: jsImportLines,
    };
  if (lang === 'go') return { rules: GO_RULES, atImport: perLine(goImportLines) };
  if (lang === 'rb') return { rules: RB_RULES, atImport: perLine(topLevelLines) };
  if (lang === 'php') return { rules: PHP_RULES, atImport: perLine(topLevelLines) };
  if (lang === 'rs') return { rules: RS_RULES, atImport: perLine(topLevelLines) };
  if (lang === 'cpp') return { rules: CPP_RULES, atImport: perLine(topLevelLines) };
  if (lang === 'jvm') return { rules: JVM_RULES, atImport: perLine(staticBlockLines) };
  return null;
}

/**
 * Lines that define an equality that holds for anything: a Python `__eq__` whose only statement is `return True`
 * (or `__ne__` returning False, `__eq__ = lambda *a: True`), an `equals`/`Equal`/`isEqual` method whose body is
 * `return true`. An `int` subclass with such an `__eq__` makes `assert f() == 5` pass whatever `f` computes.
 */
function alwaysEqualLines(lines: string[], lang: Lang): number[] {
  const out: number[] = [];
  if (lang === 'py') {
    lines.forEach((line, i) => {
      if (/\b__eq__\s*=\s*lambda[^:]*:\s*(True|1)\b|\b__ne__\s*=\s*lambda[^:]*:\s*(False|0)\b/.test(line)) out.push(i);
      const def = /^(\s*)def\s+(__eq__|__ne__)\s*\([^)]*\)\s*(->\s*[\w.]+\s*)?:(.*)$/.exec(line);
      if (!def) return;
      const indent = def[1]!.length;
      const body: string[] = def[4]!.trim() ? [def[4]!.trim()] : [];
      for (let j = i + 1; !body.length || j < lines.length; j++) {
        if (j >= lines.length) break;
        const l = lines[j]!;
        if (!l.trim()) continue;
        if (l.length - l.trimStart().length <= indent) break;
        body.push(l.trim());
      }
      const statements = body.filter((b) => b !== 'pass' && !/^(r|u)?('''|"""|'|")/.test(b));
      const answer = def[2] === '__eq__' ? /^return\s+(True|1|not\s+False)\s*$/ : /^return\s+(False|0|not\s+True)\s*$/;
      if (statements.length === 1 && answer.test(statements[0]!)) out.push(i);
    });
    return out;
  }
  if (!['js', 'go', 'jvm', 'rs', 'cpp', 'php', 'rb'].includes(lang)) return out;
  const text = lines.join('\n');
  const lineOf = lineIndex(text);
  // A declaration, not a call site (`if a.Equal(b) { return true }`): Go's `func (r T) Equal(`, a method head at the
  // start of a line (`public boolean equals(`, `equals(o) {`), C++'s `operator==`, Ruby's `def ==`.
  const re =
    /(\bfunc\s*\([^)]*\)\s*(Equal|Equals)|^[ \t]*(?:(?:public|final|override|static|async)\s+)*(?:boolean\s+|bool\s+|fun\s+)?(equals|isEqual|asymmetricMatch)|\boperator\s*==)\s*\([^)]*\)[^{;\n]*\{\s*return\s+true\s*;?\s*\}|\bdef\s+==\s*\(?[^)\n]*\)?\s*\n?\s*true\s*\n\s*end\b/gm;
  for (const m of text.matchAll(re)) out.push(lineOf(m.index));
  return out;
}

/** The rules a file's lines break: `label` per line number (1-based), at most one label a line. */
function breaches(
  text: string,
  lang: Lang,
  testFile = false,
  hookFile = false,
): Map<number, { label: string; text: string }> {
  const code = stripComments(text, lang);
  const read = rulesOf(lang, code);
  const out = new Map<number, { label: string; text: string }>();
  if (!read) return out;
  // A Python line's trailing comment is no code; a JS/Go `//` one neither.
  const lines = code
    .split('\n')
    .map((l) => (lang === 'py' || lang === 'rb' ? l.replace(/\s+#[^'"]*$/, '') : l.replace(/\s+\/\/[^'"`]*$/, '')));
  const whole = lines.join('\n');
  const rules = read.rules.filter(
    (r) => (!testFile || r.tests) && (!hookFile || r.hookFiles !== false) && (!r.inFile || r.inFile.test(whole)),
  );
  const atImport = read.atImport(lines);
  lines.forEach((line, i) => {
    const rule = rules.find((r) => {
      const m = r.re.exec(line);
      return m !== null && (!r.atImport || atImport[i]!(m.index));
    });
    if (rule) out.set(i + 1, { label: rule.label, text: line.trim() });
  });
  if (!testFile)
    for (const i of alwaysEqualLines(lines, lang))
      if (!out.has(i + 1))
        out.set(i + 1, {
          label: 'defines an equality that holds for anything (an always-equal value passes any assertion)',
          text: lines[i]!.trim(),
        });
  return out;
}

/**
 * Lines a change adds that reach into the runner or the process: every rule outside test files, in test files the
 * rules no test needs (the runner's plugin manager, its hooks outside conftest.py, the assertion library patched, the
 * sandbox looked at). A line already there before (the same text breaking the same rule) is not the change's doing;
 * a moved line is not either.
 */
export function tamperFindings(change: FileChange): IntegrityFinding[] {
  const { path: p, before, after } = change;
  if (after === null) return [];
  const norm = normalize(p);
  const lang = langOf(norm);
  if (!lang) return [];
  const testFile = isTestPath(norm);
  const hookFile = PROFILES.some((r) => r.lang === lang && r.hookFile(norm) && r.name === 'pytest');
  const known = new Set(
    [...(before === null ? new Map() : breaches(before, lang, testFile, hookFile)).values()].map(
      (b) => `${b.label}\0${b.text}`,
    ),
  );
  return [...breaches(after, lang, testFile, hookFile)]
    .filter(([, b]) => !known.has(`${b.label}\0${b.text}`))
    .map(([line, b]) => ({
      path: p,
      kind: 'runner-tamper' as const,
      line,
      detail: `${p}:${line}: ${b.label} (\`${b.text.length > 80 ? `${b.text.slice(0, 77)}...` : b.text}\`)`,
    }));
}
