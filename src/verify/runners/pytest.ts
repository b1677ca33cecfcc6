/**
 * pytest. Output: the `=== N failed, M passed in 1.2s ===` line, `FAILED id - msg` short-summary lines, `-v`/`-rA`
 * lines. Ids are node ids (`tests/test_calc.py::TestGroup::test_x`), which name the file.
 */
import { type RunnerParser, zeroCounts, parsedReport } from './common.js';
import { type RunnerProfile, baseName, iniSection, lastStep, runsProgram } from './profile.js';

// "3 failed, 4 passed, 1 skipped, 1 xfailed, 1 xpassed, 1 error in 0.91s" with or without the === frame (-q).
const FINAL =
  /^(?:=+ )?((?:\d+ (?:failed|passed|skipped|deselected|xfailed|xpassed|errors?|warnings?|rerun|subtests? (?:passed|failed|skipped)|\w+)(?:, )?)+|no tests ran) in [\d.]+s(?: \([^)]*\))?(?: =+)?$/gm;
const SHORT = /^(FAILED|ERROR) (.+?)(?: - .*)?$/;
const VERBOSE = /^(\S+::\S.*?) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)(?: .*)?$/;
const RA_PASS = /^(PASSED|XPASS) (\S+::\S.*?)(?: - .*)?$/;

const ADDRESS = / at 0x[0-9a-f]{4,}>/g;

/**
 * Ids with an object's address in them (`test_x[<calc.Thing object at 0x7f3a…>]`, from `ids=repr`) change on every
 * run, so the baseline's tests would vanish from the final run: the address is dropped, and ids that then read alike
 * are numbered in the order the run names them (`test_x[<calc.Thing object>] (#2)`), which is collection order.
 */
function withoutAddresses(ids: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const id of ids) {
    if (out.has(id) || !id.includes(' at 0x')) continue;
    const bare = id.replace(ADDRESS, '>');
    const n = (taken.get(bare) ?? 0) + 1;
    taken.set(bare, n);
    out.set(id, n === 1 ? bare : `${bare} (#${n})`);
  }
  return out;
}

function finalLine(text: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  FINAL.lastIndex = 0;
  for (let m = FINAL.exec(text); m; m = FINAL.exec(text)) found = m;
  return found;
}

const parser: RunnerParser = {
  name: 'pytest',
  parse(text) {
    const final = finalLine(text);
    const hasSession = /^=+ test session starts =+$/m.test(text);
    if (!final && !hasSession) return null;
    const counts = final ? zeroCounts() : null;
    let deselected = 0;
    if (final && counts) {
      for (const part of final[1]!.split(', ')) {
        const m = /^(\d+) (.+)$/.exec(part);
        if (!m) continue;
        const n = Number(m[1]);
        const kind = m[2]!;
        if (kind === 'failed') counts.failed += n;
        else if (kind === 'passed' || kind === 'xpassed') counts.passed += n;
        else if (kind === 'skipped' || kind === 'xfailed') counts.skipped += n;
        else if (kind === 'error' || kind === 'errors') counts.errors += n;
        else if (kind === 'deselected') deselected += n;
      }
    }
    const failing: string[] = [];
    const passing: string[] = [];
    for (const line of text.split('\n')) {
      let m = SHORT.exec(line);
      if (m) {
        failing.push(m[2]!.trim());
        continue;
      }
      if ((m = RA_PASS.exec(line))) {
        passing.push(m[2]!);
        continue;
      }
      if ((m = VERBOSE.exec(line))) {
        if (m[2] === 'FAILED' || m[2] === 'ERROR') failing.push(m[1]!);
        else if (m[2] === 'PASSED' || m[2] === 'XPASS') passing.push(m[1]!);
      }
    }
    // Without a short summary (-rN, old pytest), the FAILURES section headers still name the tests.
    if (!failing.length) {
      for (const m of text.matchAll(/^_{3,} (?:ERROR at \w+ of |ERROR collecting )?(.+?) _{3,}$/gm))
        failing.push(m[1]!);
    }
    const seen: string[] = [];
    for (const line of text.split('\n')) {
      const id = VERBOSE.exec(line)?.[1] ?? SHORT.exec(line)?.[2] ?? RA_PASS.exec(line)?.[2];
      if (id) seen.push(id.trim());
    }
    const stable = withoutAddresses(seen);
    const named = (ids: string[]) => ids.map((id) => stable.get(id.trim()) ?? id);
    const report = parsedReport('pytest', counts, named(failing), named(passing));
    return deselected ? { ...report, deselected } : report;
  },
  blocks(text) {
    const lines = text.split('\n');
    const out: string[] = [];
    let inSection = false;
    let current: string[] | null = null;
    const flush = () => {
      if (current && current.some((l) => l.trim())) out.push(current.join('\n').trimEnd());
      current = null;
    };
    for (const line of lines) {
      if (/^=+ (FAILURES|ERRORS) =+$/.test(line)) {
        flush();
        inSection = true;
        continue;
      }
      if (/^=+ .* =+$/.test(line) || /^!{3,}/.test(line)) {
        flush();
        inSection = false;
        continue;
      }
      if (!inSection) continue;
      if (/^_{3,} .+ _{3,}$/.test(line)) {
        flush();
        current = [line];
        continue;
      }
      current?.push(line);
    }
    flush();
    return out;
  },
  summary(text) {
    const lines = text.split('\n');
    const start = lines.findIndex((l) => /^=+ short test summary info =+$/.test(l));
    const picked = start >= 0 ? lines.slice(start).filter((l) => !/^(PASSED|SKIPPED|XFAIL|XPASS) /.test(l)) : [];
    const final = finalLine(text);
    if (final && !picked.includes(final[0])) picked.push(final[0]);
    return picked.filter((l) => l.trim());
  },
};

/** test_*.py or *_test.py within two levels of a folder. */
function hasPythonTests(repo: Parameters<NonNullable<RunnerProfile['detect']>>[0], dir: string, depth = 2): boolean {
  for (const e of repo.list(dir)) {
    if (!e.endsWith('/') && /^(test_.*|.*_test)\.py$/.test(e)) return true;
    if (
      e.endsWith('/') &&
      depth > 0 &&
      !e.startsWith('.') &&
      hasPythonTests(repo, `${dir}/${e.slice(0, -1)}`, depth - 1)
    )
      return true;
  }
  return false;
}

const PYTEST_FILE = /^(test_.*|.*_test)\.py$/;

export const pytest: RunnerProfile = {
  name: 'pytest',
  lang: 'py',
  runsIn: (command) => runsProgram(command, /pytest|py\.test/) || /\bpython[\d.]*\s+-m\s+pytest\b/.test(command),
  detect(repo) {
    const command = 'python3 -m pytest';
    const pyproject = repo.read('pyproject.toml');
    if (pyproject && /^\[tool\.pytest(\.ini_options)?\]/m.test(pyproject))
      return { command, reason: 'pyproject.toml has [tool.pytest.ini_options]' };
    for (const file of ['pytest.toml', '.pytest.toml', 'pytest.ini', '.pytest.ini'])
      if (repo.exists(file)) return { command, reason: `${file} exists` };
    const setupCfg = repo.read('setup.cfg');
    if (setupCfg && /^\[tool:pytest\]/m.test(setupCfg)) return { command, reason: 'setup.cfg has [tool:pytest]' };
    const tox = repo.read('tox.ini');
    if (tox && /^\[pytest\]/m.test(tox)) return { command, reason: 'tox.ini has [pytest]' };
    if (repo.exists('conftest.py')) return { command, reason: 'conftest.py exists' };
    for (const dir of ['tests', 'test']) {
      if (hasPythonTests(repo, dir)) return { command, reason: `${dir}/ holds test_*.py files` };
    }
    return null;
  },
  parser,
  idsNameFile: true,
  // Environment options come before the command line's, so a user's own -r in the command still wins.
  listing: { env: { PYTEST_ADDOPTS: '-rfEsxXp' } },
  testFile: (p) => PYTEST_FILE.test(baseName(p)) || baseName(p) === 'conftest.py' || /(^|\/)tests?\/.*\.py$/.test(p),
  // Default python_files; a custom python_files is a config change, which the guard reports on its own.
  collects: (p) =>
    PYTEST_FILE.test(baseName(p)) && !p.split('/').some((d) => /^(\..+|node_modules|venv|build|dist)$/.test(d)),
  config(p, text) {
    const base = baseName(p);
    // pytest 9 reads pytest.toml and .pytest.toml (a `[pytest]` table) before the ini files.
    if (/^\.?pytest\.(ini|toml)$/.test(base)) return text;
    if (base === 'pyproject.toml') return iniSection(text, /^\[tool\.pytest(\.ini_options)?\]$/);
    if (base === 'setup.cfg') return iniSection(text, /^\[tool:pytest\]$/);
    if (base === 'tox.ini') return iniSection(text, /^\[pytest\]$/);
    return null;
  },
  hooks: [
    // Hooks that see or rewrite a test's report: a conftest can turn every failure into a pass with them.
    [
      'a pytest hook that sees or rewrites test results',
      /\bdef\s+pytest_(runtest_makereport|runtest_logreport|report_teststatus|runtest_call|runtest_protocol|pyfunc_call|runtest_setup|runtest_teardown|terminal_summary|sessionfinish|assertrepr_compare|exception_interact)\s*\(/,
    ],
    ['a report outcome rewritten', /\.(outcome|longrepr|wasxfail)\s*=(?!=)|\bforce_(result|exception)\s*\(/],
    ['pytest internals patched', /\b(monkeypatch|setattr)\b.*\b(_pytest|pytest)\.(outcomes|runner|reports|python)\b/],
  ],
  hookFile: (p) => baseName(p) === 'conftest.py' || /(^|\/)(pytest_\w+|\w+_plugin)\.py$/.test(p),
  skips: [
    ['@pytest.mark.skip', /\bpytest\.mark\.skip\b/g],
    ['@pytest.mark.skipif', /\bpytest\.mark\.skipif\b/g],
    ['@pytest.mark.xfail', /\bpytest\.mark\.xfail\b/g],
    ['pytest.skip()', /\bpytest\.skip\s*\(/g],
    ['pytest.xfail()', /\bpytest\.xfail\s*\(/g],
    ['pytest.importorskip()', /\bpytest\.importorskip\s*\(/g],
    // A marker looked up by name (`getattr(pytest.mark, "sk" + "ip")`) hides from the patterns above.
    ['getattr(pytest.mark, …)', /\bgetattr\s*\(\s*pytest\.mark\b/g],
  ],
  assertions: /\bassert\b|\bpytest\.(raises|warns|fail|approx)\b|\.assert_\w+\s*\(/g,
  ciFailure: [/^(?:FAILED|ERROR)\s+(\S+::\S+)/],
  list: {
    command(testCommand) {
      const last = lastStep(testCommand);
      if (!/^(python[\d.]*\s+-m\s+pytest|pytest|py\.test)\b/.test(last)) return 'python3 -m pytest --collect-only -q';
      return `${testCommand} --collect-only ${verbosityFlag(testCommand, -1)}`.trim();
    },
    parse: (output) =>
      output
        .split('\n')
        .filter((l) => /^\S+\.py::\S/.test(l))
        .map((l) => l.trim()),
  },
};

/**
 * The flag that brings the command's verbosity to `want`: pytest adds `-v`s and subtracts `-q`s, and only verbosity -1
 * lists node ids under --collect-only (-2 prints per-file counts), so a command that already says `-q` gets none.
 */
export function verbosityFlag(command: string, want: number): string {
  let have = 0;
  for (const word of command.split(/\s+/)) {
    if (/^-[qv]+$/.test(word)) have += [...word.slice(1)].reduce((n, c) => n + (c === 'v' ? 1 : -1), 0);
    else if (word === '--quiet') have -= 1;
    else if (word === '--verbose') have += 1;
  }
  const delta = want - have;
  return delta === 0 ? '' : `-${(delta < 0 ? 'q' : 'v').repeat(Math.abs(delta))}`;
}
