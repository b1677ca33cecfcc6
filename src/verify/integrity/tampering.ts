/**
 * `runner-tamper`: code outside the tests that reaches into the test runner or the process the tests run in. The code
 * under test runs inside the test process, so it can end that process before any test ran (exit 0 at import, in Go's
 * `init()`), mute or forge what the runner writes (the standard streams, their file descriptors), patch the framework
 * (`setattr(unittest.TestCase, 'run', …)`, `sys.modules['pytest']`) or behave differently when a runner is watching
 * (`'pytest' in sys.modules`, `JEST_WORKER_ID`, `testing.Testing()`). Each added line that does so is one finding, with
 * its file and line. Pattern-based like the rest of the guard: a tripwire for these moves, not a proof of intent.
 */
import type { Lang } from '../runners/index.js';
import { isTestPath, langOf, normalize, stripComments } from './source.js';
import type { FileChange, IntegrityFinding } from './types.js';

/** Whether the code at a column of a line runs at import. */
type AtImport = (col: number) => boolean;

/** What a line does, and whether it counts only where it runs on import (module level, Go's `init`). */
interface Rule {
  label: string;
  re: RegExp;
  /** Only at import: not inside a function (nor Python's `if __name__ == '__main__':`), or inside Go's `init()`. */
  atImport?: boolean;
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
  ];
}

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
];

/** Go. `os.Exit` belongs in `main`; in `init` it ends a test binary before any test ran. */
const GO_RULES: Rule[] = [
  { label: 'exits the process in init()', re: /\b(os\.Exit|syscall\.Exit|log\.Fatal\w*|panic)\s*\(/, atImport: true },
  { label: 'kills the process in init()', re: /\b(syscall|unix)\.Kill\s*\(/, atImport: true },
  { label: 'redirects a standard stream', re: /\bos\.(Stdout|Stderr|Stdin)\s*=[^=]/ },
  { label: 'redirects a standard file descriptor', re: /\b(syscall|unix)\.Dup[23]?\s*\(/ },
  {
    label: 'checks whether a test runner is running',
    re: /\btesting\.(Testing|Verbose|Short)\s*\(|flag\.Lookup\s*\(\s*"test\./,
  },
  { label: 'checks whether a test runner is running', re: /\bos\.Args\[0\].*\.test\b/ },
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

/** Which lines of a Go file run inside `func init()`. */
function goInitLines(lines: string[]): boolean[] {
  let depth = 0;
  let inInit = false;
  return lines.map((raw) => {
    const line = blankStrings(raw);
    const starts = depth === 0 && /^func\s+init\s*\(\s*\)\s*\{/.test(line);
    if (starts) inInit = true;
    const here = inInit;
    for (const c of line) {
      if (c === '{') depth++;
      else if (c === '}') depth--;
    }
    if (depth <= 0) {
      depth = 0;
      inInit = false;
    }
    return here;
  });
}

const perLine =
  (lineWise: (lines: string[]) => boolean[]) =>
  (lines: string[]): AtImport[] =>
    lineWise(lines).map((flag) => () => flag);

function rulesOf(lang: Lang, code: string): { rules: Rule[]; atImport: (lines: string[]) => AtImport[] } | null {
  if (lang === 'py') return { rules: pyRules(pyFramework(code)), atImport: perLine(pyImportLines) };
  if (lang === 'js') return { rules: JS_RULES, atImport: jsImportLines };
  if (lang === 'go') return { rules: GO_RULES, atImport: perLine(goInitLines) };
  return null;
}

/** The rules a file's lines break: `label` per line number (1-based), at most one label a line. */
function breaches(text: string, lang: Lang): Map<number, { label: string; text: string }> {
  const code = stripComments(text, lang);
  const read = rulesOf(lang, code);
  const out = new Map<number, { label: string; text: string }>();
  if (!read) return out;
  // A Python line's trailing comment is no code; a JS/Go `//` one neither.
  const lines = code
    .split('\n')
    .map((l) => (lang === 'py' ? l.replace(/\s+#[^'"]*$/, '') : l.replace(/\s+\/\/[^'"`]*$/, '')));
  const atImport = read.atImport(lines);
  lines.forEach((line, i) => {
    const rule = read.rules.find((r) => {
      const m = r.re.exec(line);
      return m !== null && (!r.atImport || atImport[i]!(m.index));
    });
    if (rule) out.set(i + 1, { label: rule.label, text: line.trim() });
  });
  return out;
}

/**
 * Lines a change adds, outside test files, that reach into the runner or the process. A line already there before
 * (the same text breaking the same rule) is not the change's doing; a moved line is not either.
 */
export function tamperFindings(change: FileChange): IntegrityFinding[] {
  const { path: p, before, after } = change;
  if (after === null) return [];
  const norm = normalize(p);
  const lang = langOf(norm);
  if (!lang || isTestPath(norm)) return [];
  const known = new Set(
    [...(before === null ? new Map() : breaches(before, lang)).values()].map((b) => `${b.label}\0${b.text}`),
  );
  return [...breaches(after, lang)]
    .filter(([, b]) => !known.has(`${b.label}\0${b.text}`))
    .map(([line, b]) => ({
      path: p,
      kind: 'runner-tamper' as const,
      line,
      detail: `${p}:${line}: ${b.label} (\`${b.text.length > 80 ? `${b.text.slice(0, 77)}...` : b.text}\`)`,
    }));
}
