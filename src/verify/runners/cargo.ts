/**
 * cargo test: one `test result:` line per test binary (lib, each integration test, doc-tests), summed. Ids are test
 * paths inside their crate (`tests::taxes`); an integration test's binary is named in the `Running tests/x.rs` line.
 */
import { type RunnerParser, uniq, zeroCounts, parsedReport } from './common.js';
import { type RunnerProfile, baseName } from './profile.js';

const RESULT =
  /^test result: (ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored; (\d+) measured; (\d+) filtered out/;
const LINE = /^test (.+?) \.\.\. (ok|FAILED|ignored)(?:, .*)?$/;
const COMPILE_FAIL = /^error: could not compile `([^`]+)`/;

const DOC_TEST = /^(.+? - .+?) \(line (\d+)\)$/;

/**
 * Doc-tests by file and item, not by line: `src/lib.rs - AutoCfg::probe_raw (line 325)` is
 * `src/lib.rs - AutoCfg::probe_raw`, and an edit above it that moves it to line 335 leaves the name as it was. An
 * item with several examples numbers the later ones in line order: `src/lib.rs - add (#2)`.
 */
function docTestNames(ids: string[]): Map<string, string> {
  const byItem = new Map<string, { id: string; line: number }[]>();
  for (const id of uniq(ids)) {
    const m = DOC_TEST.exec(id);
    if (!m) continue;
    byItem.set(m[1]!, [...(byItem.get(m[1]!) ?? []), { id, line: Number(m[2]) }]);
  }
  const out = new Map<string, string>();
  for (const [item, tests] of byItem)
    tests.sort((a, b) => a.line - b.line).forEach((t, i) => out.set(t.id, i === 0 ? item : `${item} (#${i + 1})`));
  return out;
}

const parser: RunnerParser = {
  name: 'cargo',
  parse(text) {
    const lines = text.split('\n');
    const results = lines.map((l) => RESULT.exec(l)).filter((m): m is RegExpExecArray => !!m);
    // "could not compile `calc` (lib)" and "(lib test)" are one broken crate.
    const compile = uniq(lines.map((l) => COMPILE_FAIL.exec(l)?.[1]).filter((c): c is string => !!c));
    if (!results.length && !compile.length && !lines.some((l) => /^running \d+ tests?$/.test(l))) return null;
    const counts = zeroCounts();
    for (const m of results) {
      counts.passed += Number(m[2]);
      counts.failed += Number(m[3]);
      counts.skipped += Number(m[4]);
    }
    const failing: string[] = [];
    const passing: string[] = [];
    const ignored: string[] = [];
    for (const l of lines) {
      const m = LINE.exec(l);
      if (!m) continue;
      if (m[2] === 'FAILED') failing.push(m[1]!);
      else if (m[2] === 'ok') passing.push(m[1]!);
      else ignored.push(m[1]!);
    }
    // The "failures:" name list survives when the per-test lines were cut.
    if (!failing.length) {
      for (let i = 0; i < lines.length; i++) {
        if (lines[i] !== 'failures:' || /^---- /.test(lines[i + 2] ?? '')) continue;
        for (let j = i + 1; j < lines.length && /^ {4}\S/.test(lines[j]!); j++) failing.push(lines[j]!.trim());
      }
    }
    counts.errors += compile.length;
    const stable = docTestNames([...failing, ...passing, ...ignored]);
    const named = (ids: string[]) => ids.map((id) => stable.get(id) ?? id);
    const report = parsedReport('cargo', counts, named(failing), named(passing));
    return ignored.length || passing.length ? { ...report, skippedIds: uniq(named(ignored)) } : report;
  },
  blocks(text) {
    const lines = text.split('\n');
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (/^---- .+ stdout ----$/.test(line)) {
        let j = i + 1;
        while (j < lines.length && !/^---- .+ ----$/.test(lines[j]!) && lines[j] !== 'failures:') j++;
        out.push(lines.slice(i, j).join('\n').trimEnd());
        i = j - 1;
      } else if (
        /^error(\[E\d+\])?: /.test(line) &&
        !/^error: (test failed|could not compile|\d+ targets? failed)/.test(line)
      ) {
        let j = i + 1;
        while (j < lines.length && lines[j]!.trim() !== '') j++;
        out.push(lines.slice(i, j).join('\n').trimEnd());
        i = j - 1;
      }
    }
    return out;
  },
  summary(text) {
    return text
      .split('\n')
      .filter((l) => RESULT.test(l) || COMPILE_FAIL.test(l) || /^error: \d+ targets? failed/.test(l));
  },
};

export const cargo: RunnerProfile = {
  name: 'cargo',
  lang: 'rs',
  runsIn: (command) => /(^|[\s/;&|])cargo\s+(\+\S+\s+)?test\b/.test(command),
  detect: (repo) => (repo.exists('Cargo.toml') ? { command: 'cargo test', reason: 'Cargo.toml exists' } : null),
  parser,
  idsNameFile: false,
  // On a red tree cargo stops after the first failing test binary, and the doc-tests never run: the proof runs all.
  proof: {
    command: (command) =>
      /--no-fail-fast\b/.test(command)
        ? command
        : command.replace(/(^|[\s/;&|])(cargo\s+(?:\+\S+\s+)?test)(?=\s|$)/, '$1$2 --no-fail-fast'),
  },
  narrow: (cmd, last, _filter, words) =>
    / -- /.test(` ${last} `) ? `${cmd} ${words.join(' ')}` : `${cmd} -- ${words.join(' ')}`,
  // Unit tests live inside the source files (#[cfg(test)]); the guard reads those too.
  testFile: (p) => /(^|\/)tests\/.*\.rs$/.test(p) || /_tests?\.rs$/.test(baseName(p)),
  collects: (p) => /\.rs$/.test(p) && !/(^|\/)(target|examples|benches)\//.test(p),
  config(p, text) {
    if (baseName(p) !== 'Cargo.toml') return null;
    const lines = text
      .split('\n')
      .filter((l) => /^\s*(test|harness|doctest)\s*=|^\[\[test\]\]|^\[(lib|profile\.test)\]/.test(l));
    return lines.length ? lines.join('\n') : null;
  },
  hooks: [],
  hookFile: () => false,
  skips: [
    ['#[ignore]', /#\[ignore\b/g],
    ['#[should_panic]', /#\[should_panic\b/g],
  ],
  assertions: /\b(assert|assert_eq|assert_ne|debug_assert|debug_assert_eq|debug_assert_ne|assert_matches)!\s*[([]/g,
  ciFailure: [/^test\s+(\S+)\s+\.\.\.\s+FAILED$/],
  list: {
    command: (testCommand) => (/ -- /.test(` ${testCommand} `) ? null : `${testCommand} -- --list`),
    parse: (output) =>
      output
        .split('\n')
        .map((l) => /^(\S+): test$/.exec(l)?.[1])
        .filter((id): id is string => !!id),
  },
};
