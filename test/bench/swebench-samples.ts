/**
 * Small sample projects published as local bare repositories (`<root>/mirrors/<owner>/<name>.git`), with SWE-bench
 * instance lines computed from them as SWE-bench computes its own: the base commit, the gold patch and the test patch
 * are `git diff`s of real edits. Cloned through `--git-url-template file://<root>/mirrors/{repo}.git`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sh } from '../helpers/repo.js';

export interface SampleLine {
  instance_id: string;
  repo: string;
  base_commit: string;
  patch: string;
  test_patch: string;
  FAIL_TO_PASS: string[] | string;
  PASS_TO_PASS: string[] | string;
  problem_statement?: string;
  test_command?: string;
  setup_command?: string;
}

const write = (dir: string, files: Record<string, string>) => {
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
};

/** Commit `base`, then diff `fix` (the gold patch) and `tests` (the test patch) against it, each on its own. */
function publish(
  root: string,
  repo: string,
  base: Record<string, string>,
  variants: { fix: Record<string, string>; tests: Record<string, string>; remove?: string[] }[],
): { base: string; diffs: { patch: string; test_patch: string }[] } {
  const work = fs.mkdtempSync(path.join(root, 'work-'));
  write(work, base);
  sh(work, 'git', ['init', '-q', '-b', 'main']);
  sh(work, 'git', ['add', '-A']);
  sh(work, 'git', ['commit', '-qm', 'base']);
  const commit = sh(work, 'git', ['rev-parse', 'HEAD']).trim();
  const diff = (files: Record<string, string>, remove: string[] = []) => {
    write(work, files);
    for (const f of remove) fs.rmSync(path.join(work, f));
    sh(work, 'git', ['add', '-A']);
    const out = sh(work, 'git', ['diff', '--cached', commit]);
    sh(work, 'git', ['reset', '-q', '--hard', commit]);
    return out;
  };
  const diffs = variants.map((v) => ({ patch: diff(v.fix, v.remove), test_patch: diff(v.tests) }));
  // A later commit on main: the base commit is history, as in SWE-bench.
  write(work, { 'CHANGELOG.md': 'later work\n' });
  sh(work, 'git', ['add', '-A']);
  sh(work, 'git', ['commit', '-qm', 'later']);
  const bare = path.join(root, 'mirrors', `${repo}.git`);
  fs.mkdirSync(path.dirname(bare), { recursive: true });
  sh(root, 'git', ['clone', '-q', '--bare', work, bare]);
  fs.rmSync(work, { recursive: true, force: true });
  return { base: commit, diffs };
}

const PY_BASE = {
  'stats.py': [
    'def add(a, b):',
    '    return a + b',
    '',
    '',
    'def mean(values):',
    '    """The arithmetic mean."""',
    '    return sum(values) // len(values)',
    '',
    '',
    'def describe(values):',
    '    return {"n": len(values), "mean": mean(values)}',
    '',
  ].join('\n'),
  'tests/test_stats.py': [
    'from stats import add, describe',
    '',
    '',
    'def test_add():',
    '    assert add(2, 3) == 5',
    '',
    '',
    'def test_describe_count():',
    '    assert describe([1, 2])["n"] == 2',
    '',
  ].join('\n'),
  'tests/conftest.py': 'import sys, os\nsys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))\n',
};

const PY_TESTS = {
  'tests/test_stats.py': `${PY_BASE['tests/test_stats.py']}
def test_mean_is_exact():
    from stats import mean
    assert mean([1, 2]) == 1.5
`,
};

/** The Python sample (pytest): a mean that floors. Three lines share it: a clean one, one with a test in neither list
 * that always fails, and one whose "gold" patch fixes the mean and breaks add (a pass-to-pass). */
export function pythonSample(root: string): SampleLine[] {
  const fixed = PY_BASE['stats.py'].replace('sum(values) // len(values)', 'sum(values) / len(values)');
  const broken = fixed.replace('return a + b', 'return a - b');
  const noisyTests = {
    'tests/test_stats.py': `${PY_TESTS['tests/test_stats.py']}

def test_needs_the_network():
    raise RuntimeError("no network in this sandbox")
`,
  };
  const { base, diffs } = publish(root, 'samples/pystats', PY_BASE, [
    { fix: { 'stats.py': fixed }, tests: PY_TESTS },
    { fix: { 'stats.py': fixed }, tests: noisyTests },
    { fix: { 'stats.py': broken }, tests: PY_TESTS },
  ]);
  const common = {
    repo: 'samples/pystats',
    base_commit: base,
    problem_statement: 'mean([1, 2]) returns 1; it should return 1.5.',
    test_command: 'python3 -m pytest {test_files}',
  };
  const F2P = ['tests/test_stats.py::test_mean_is_exact'];
  const P2P = ['tests/test_stats.py::test_add', 'tests/test_stats.py::test_describe_count'];
  return [
    // The datasets store the lists as JSON strings: this line does too.
    {
      instance_id: 'samples__pystats-1',
      ...common,
      ...diffs[0]!,
      FAIL_TO_PASS: JSON.stringify(F2P),
      PASS_TO_PASS: JSON.stringify(P2P),
    },
    { instance_id: 'samples__pystats-2', ...common, ...diffs[1]!, FAIL_TO_PASS: F2P, PASS_TO_PASS: P2P },
    { instance_id: 'samples__pystats-3', ...common, ...diffs[2]!, FAIL_TO_PASS: F2P, PASS_TO_PASS: P2P },
  ];
}

const GO_BASE = {
  'go.mod': 'module example.com/strs\n\ngo 1.19\n',
  'strs/strs.go': [
    'package strs',
    '',
    'import "strings"',
    '',
    '// Reverse returns s with its characters in reverse order.',
    'func Reverse(s string) string {',
    '\tb := []byte(s)',
    '\tfor i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {',
    '\t\tb[i], b[j] = b[j], b[i]',
    '\t}',
    '\treturn string(b)',
    '}',
    '',
    '// Shout upper-cases s.',
    'func Shout(s string) string { return strings.ToUpper(s) }',
    '',
  ].join('\n'),
  'strs/strs_test.go': [
    'package strs',
    '',
    'import "testing"',
    '',
    'func TestShout(t *testing.T) {',
    '\tif Shout("hi") != "HI" {',
    '\t\tt.Fatal("Shout")',
    '\t}',
    '}',
    '',
  ].join('\n'),
};

/** The Go sample: Reverse swaps bytes, so it breaks multi-byte characters; the tests are a table of subtests. */
export function goSample(root: string): SampleLine[] {
  const fixed = GO_BASE['strs/strs.go'].replace('\tb := []byte(s)', '\tb := []rune(s)');
  const tests = {
    'strs/strs_test.go': `${GO_BASE['strs/strs_test.go']}
func TestReverse(t *testing.T) {
\tfor name, c := range map[string][2]string{"ascii": {"abc", "cba"}, "unicode": {"héllo", "olléh"}} {
\t\tc := c
\t\tt.Run(name, func(t *testing.T) {
\t\t\tif got := Reverse(c[0]); got != c[1] {
\t\t\t\tt.Fatalf("Reverse(%q) = %q, want %q", c[0], got, c[1])
\t\t\t}
\t\t})
\t}
}
`,
  };
  const { base, diffs } = publish(root, 'samples/gostrs', GO_BASE, [{ fix: { 'strs/strs.go': fixed }, tests }]);
  return [
    {
      instance_id: 'samples__gostrs-1',
      repo: 'samples/gostrs',
      base_commit: base,
      ...diffs[0]!,
      problem_statement: 'Reverse("héllo") garbles the é.',
      test_command: 'go test -count=1 {test_packages}',
      // The parent is listed too, as SWE-bench's go parser lists it.
      FAIL_TO_PASS: ['TestReverse', 'TestReverse/unicode'],
      PASS_TO_PASS: ['TestShout', 'TestReverse/ascii'],
    },
  ];
}

/** A temp root holding both samples' mirrors, and the JSONL of every line. */
export function buildSamples(): { root: string; template: string; lines: SampleLine[]; file: string } {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-swebench-samples-')));
  const lines = [...pythonSample(root), ...goSample(root)];
  const file = path.join(root, 'instances.jsonl');
  fs.writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  return { root, template: `file://${root}/mirrors/{repo}.git`, lines, file };
}
