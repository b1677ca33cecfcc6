/**
 * Python's unittest (`python -m unittest [-v]`). With -v, one line per test: `test_add (tests.test_calc.TestCalc.test_add)
 * ... ok`; without, dots, then `FAIL: test_tax (tests.test_calc.TestCalc.test_tax)` blocks. The end: `Ran 4 tests in
 * 0.001s` and `OK (skipped=1)` or `FAILED (failures=1, errors=1, skipped=1)`. Ids are the dotted name in the
 * parentheses (`tests.test_calc.TestCalc.test_tax`), which `python -m unittest` takes back as a filter; its module
 * path names the file. What a test writes to stderr (a DeprecationWarning) comes between its ` ... ` and its outcome,
 * which unittest then prints alone on a line (`test_copy (m.T.test_copy) ... ` / the warning / `ok`).
 */
import { type RunnerParser, lastMatch, zeroCounts, parsedReport } from './common.js';
import { type RunnerProfile, baseName } from './profile.js';

const RAN = /^Ran (\d+) tests? in [\d.]+s\s*$/m;
const VERDICT = /^(OK|FAILED)(?: \(([^)]*)\))?\s*$/m;
// Python 3.11+: "test_add (tests.test_calc.TestCalc.test_add) ... ok"; before: "test_add (tests.test_calc.TestCalc) ... ok".
const LINE =
  /^(\w+) \(([\w.]+)\)(?: \S.*?)? \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$/;
const BLOCK = /^(FAIL|ERROR): (\w+) \(([\w.]+)\)/;
// A test with a docstring: its name alone, then the docstring's first line with the outcome
// ("test_rate (tests.test_calc.T.test_rate)" / "Tax is ten percent. ... ok"), in every Python version.
const NAME_ONLY = /^(\w+) \(([\w.]+)\)\s*$/;
const DOC_OUTCOME = /^\S.*? \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$/;
// A test's start whose outcome did not follow on its line (something the test wrote came first), and the outcome
// alone on a later line, as Python 3.11's `_write_status` prints it after such output.
const STARTED =
  /^(\w+) \(([\w.]+)\)(?: \S.*?)? \.\.\. (?!(?:ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$)/;
const DOC_STARTED = /^\S.*? \.\.\. (?!(?:ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$)/;
const OUTCOME_ALONE = /^(ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)\s*$/;

/** The full dotted id whatever the Python version printed. */
const idOf = (method: string, where: string): string => (where.endsWith(`.${method}`) ? where : `${where}.${method}`);

const parser: RunnerParser = {
  name: 'unittest',
  parse(text) {
    const ran = lastMatch(text, RAN);
    if (!ran) return null;
    const verdict = lastMatch(text, VERDICT);
    const counts = zeroCounts();
    const total = Number(ran[1]);
    for (const part of (verdict?.[2] ?? '').split(/,\s*/)) {
      const m = /^(\w+)=(\d+)$/.exec(part.trim());
      if (!m) continue;
      const n = Number(m[2]);
      if (m[1] === 'failures' || m[1] === 'unexpected_successes') counts.failed += n;
      else if (m[1] === 'errors') counts.errors += n;
      else if (m[1] === 'skipped' || m[1] === 'expected_failures') counts.skipped += n;
    }
    counts.passed = Math.max(0, total - counts.failed - counts.errors - counts.skipped);
    const failing: string[] = [];
    const passing: string[] = [];
    const outcome = (id: string, status: string) => {
      if (status === 'ok' || status === 'expected failure') passing.push(id);
      else if (status === 'FAIL' || status === 'ERROR' || status === 'unexpected success') failing.push(id);
    };
    const lines = text.split('\n');
    // The test whose outcome is still to come on a line of its own; the next test's start ends the wait.
    let pending: string | undefined;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const m = LINE.exec(line);
      if (m) {
        outcome(idOf(m[1]!, m[2]!), m[3]!);
        pending = undefined;
        continue;
      }
      const started = STARTED.exec(line);
      if (started) {
        pending = idOf(started[1]!, started[2]!);
        continue;
      }
      const named = NAME_ONLY.exec(line);
      const next = i + 1 < lines.length ? lines[i + 1]! : '';
      const doc = named ? DOC_OUTCOME.exec(next) : null;
      if (named && doc && !LINE.test(next)) {
        outcome(idOf(named[1]!, named[2]!), doc[1]!);
        pending = undefined;
        i++;
        continue;
      }
      if (named && DOC_STARTED.test(next) && !STARTED.test(next)) {
        pending = idOf(named[1]!, named[2]!);
        i++;
        continue;
      }
      if (named) pending = undefined;
      const alone = pending ? OUTCOME_ALONE.exec(line) : null;
      if (alone) {
        outcome(pending!, alone[1]!);
        pending = undefined;
        continue;
      }
      const b = BLOCK.exec(line);
      if (b) {
        failing.push(idOf(b[2]!, b[3]!));
        pending = undefined;
      }
    }
    // unittest prints a FAIL/ERROR block for every failure: a test it names there passed in no line of its own.
    const failed = new Set(failing);
    return parsedReport(
      'unittest',
      counts,
      failing,
      passing.filter((p) => !failed.has(p)),
    );
  },
  blocks(text) {
    const lines = text.split('\n');
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      if (!BLOCK.test(lines[i]!)) continue;
      let j = i + 1;
      while (j < lines.length && !/^(={20,}|-{20,})$/.test(lines[j]!)) j++;
      // The dashes right after the header belong to the block; the block ends at the next rule after the traceback.
      if (/^-{20,}$/.test(lines[j] ?? '') && j === i + 1) {
        j++;
        while (j < lines.length && !/^(={20,}|-{20,})$/.test(lines[j]!)) j++;
      }
      out.push(lines.slice(i, j).join('\n').trimEnd());
      i = j - 1;
    }
    return out;
  },
  summary(text) {
    return text.split('\n').filter((l) => RAN.test(l) || /^(OK|FAILED)( \(|\s*$)/.test(l));
  },
};

export const unittest: RunnerProfile = {
  name: 'unittest',
  lang: 'py',
  runsIn: (command) => /\bpython[\d.]*\s+-m\s+unittest\b/.test(command),
  parser,
  idsNameFile: true,
  // -v names every test; the runner has no environment switch for it, so the argument is added.
  listing: { args: ['-v'] },
  // unittest takes dotted names or test file paths (`tests/test_a.py`), appended as they are.
  narrow: (cmd, _last, _filter, words) => `${cmd} ${words.join(' ')}`,
  testFile: (p) => /^(test_.*|tests?)\.py$/.test(baseName(p)) || /(^|\/)tests?\/.*\.py$/.test(p),
  // discover's default pattern is test*.py, in packages (folders with __init__.py) from the start folder.
  collects: (p) => /^test.*\.py$/.test(baseName(p)),
  config: () => null,
  hooks: [
    ['a TestResult that rewrites outcomes', /\bdef\s+(addFailure|addError|addSubTest|wasSuccessful)\s*\(/],
    ['unittest internals patched', /\bunittest\.(TestCase|TestResult|TextTestResult)\.\w+\s*=(?!=)/],
  ],
  hookFile: (p) => /\.py$/.test(p),
  skips: [
    ['@unittest.skip', /\bunittest\.skip(If|Unless)?\b/g],
    ['@expectedFailure', /\bexpectedFailure\b/g],
    ['skipTest()', /\.skipTest\s*\(/g],
    ['raise SkipTest', /\braise\s+(unittest\.)?SkipTest\b/g],
  ],
  assertions: /\bself\.(assert\w*|fail\w*)\s*\(/g,
  ciFailure: [/^(?:FAIL|ERROR): (\w+ \([\w.]+\))/],
};
