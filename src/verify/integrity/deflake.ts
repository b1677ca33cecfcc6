/**
 * A deflake's own findings (issue 57): the moves that turn a flaky test green without making it deterministic. A
 * retry (pytest's `flaky` marker and rerunfailures, jest's `retryTimes`, vitest's `retry`, mocha's `retries`, a loop
 * that catches the failed assertion to try again), a skip, a change that only raises timeouts, or removed assertions.
 * They are read from the whole change (a retry in a config file counts as much as one in a test) and, unlike the
 * other findings, block the proof under every `test-edits` mode: a deflake that hides the flake proves nothing about
 * it (proof-level.ts).
 */
import type { FileChange, IntegrityFinding } from './types.js';

/** What adds a retry, by runner. Counted before and after: only a change that adds one is a finding. */
const RETRIES: Array<[string, RegExp]> = [
  ['pytest flaky marker', /@(?:pytest\.mark\.)?flaky\b|\bpytest\.mark\.flaky\b/g],
  ['pytest-rerunfailures', /--reruns\b|\breruns\s*=|\bpytest_rerunfailures\b|\brerunfailures\b/g],
  ['jest.retryTimes', /\bjest\s*\.\s*retryTimes\s*\(/g],
  ['vitest retry', /\bretry\s*:\s*\d+|\.retry\s*\(\s*\d+/g],
  ['mocha retries', /\bthis\s*\.\s*retries\s*\(|\bretries\s*:\s*\d+|--retries\b/g],
  ['a retry loop decorator', /@retry\b|\btenacity\b|\bbackoff\.on_exception\b/g],
  ['go test -count with retries', /\bgotestsum\b.*--rerun-fails|--rerun-fails\b/g],
  // A loop that runs the check again until it passes catches the failed assertion to go round (and a caught one that
  // is not re-raised at once hides the failure as well): either way the flaky check no longer fails the test.
  [
    'an assertion failure caught (a retry loop)',
    /\bexcept\s*\(?[\w.,\s]*\bAssertionError\b|\binstanceof\s+(?:assert\.)?AssertionError\b/g,
  ],
];

/** A timeout: the words and numbers a runner reads one from. */
const TIMEOUT = /timeout|TIMEOUT|Timeout|deadline|setTimeout|\btime\.sleep\s*\(|\bsleep\s*\(/;

/** An import line: Python's `import x` / `from x import y`, JS's `import … from` / `const x = require(…)`, Go's `import "x"`. */
const IMPORT = /^(?:import\s|from\s+\S+\s+import\s|(?:const|let|var)\s+[\w{}\s,]+=\s*require\s*\()/;

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** Lines only in one side, as multisets (a moved line is no change). */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const norm = (t: string) =>
    t
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  const left = new Map<string, number>();
  for (const l of norm(before)) left.set(l, (left.get(l) ?? 0) + 1);
  const added: string[] = [];
  for (const l of norm(after)) {
    const n = left.get(l) ?? 0;
    if (n > 0) left.set(l, n - 1);
    else added.push(l);
  }
  const removed = [...left].flatMap(([l, n]) => Array.from({ length: n }, () => l));
  return { added, removed };
}

/**
 * The deflake findings of a change: `changes` its files' text before and after, `findings` the integrity guard's
 * others (a skip or a removed assertion is read by the guard's own rules and named again as a deflake's).
 */
export function deflakeFindings(changes: FileChange[], findings: IntegrityFinding[]): IntegrityFinding[] {
  const out: IntegrityFinding[] = [];
  for (const c of changes) {
    const before = c.before ?? '';
    const after = c.after ?? '';
    const gained = RETRIES.filter(([, re]) => count(after, re) > count(before, re)).map(([label]) => label);
    if (gained.length)
      out.push({
        path: c.path,
        kind: 'deflake-retry',
        detail: `${c.path}: adds a retry (${gained.join(', ')}); a retried flaky test still fails, it is only run again until it passes`,
      });
  }
  for (const f of findings) {
    if (f.kind === 'added-skip')
      out.push({
        path: f.path,
        kind: 'deflake-skip',
        detail: `${f.detail}; a skipped flaky test is hidden, not fixed`,
      });
    if (f.kind === 'fewer-assertions' || f.kind === 'deleted-test-case' || f.kind === 'deleted-test-file')
      out.push({
        path: f.path,
        kind: 'deflake-assertion-removed',
        detail: `${f.detail}; a flaky check removed is no deterministic test`,
      });
  }
  const lines = changes.map((c) => changedLines(c.before ?? '', c.after ?? ''));
  // Comments and imports change no behaviour: a timeout marker or a sleep needs its module imported beside it.
  const all = lines.flatMap((l) => [...l.added, ...l.removed]).filter((l) => !/^(#|\/\/)/.test(l) && !IMPORT.test(l));
  if (all.some((l) => TIMEOUT.test(l)) && all.every((l) => TIMEOUT.test(l)))
    out.push({
      path: changes[0]!.path,
      kind: 'deflake-timeout-only',
      detail: `${changes.map((c) => c.path).join(', ')}: the change only raises timeouts or waits (${all.length} changed line(s)); a slower flake is still a flake`,
    });
  return out;
}
