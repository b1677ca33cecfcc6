/** pytest: the `=== N failed, M passed in 1.2s ===` line, `FAILED id - msg` short-summary lines, `-v`/`-rA` lines. */
import { type RunnerParser, uniq, zeroCounts } from './common.js';

// "3 failed, 4 passed, 1 skipped, 1 xfailed, 1 xpassed, 1 error in 0.91s" with or without the === frame (-q).
const FINAL =
  /^(?:=+ )?((?:\d+ (?:failed|passed|skipped|deselected|xfailed|xpassed|errors?|warnings?|rerun|subtests? (?:passed|failed|skipped)|\w+)(?:, )?)+|no tests ran) in [\d.]+s(?: \([^)]*\))?(?: =+)?$/gm;
const SHORT = /^(FAILED|ERROR) (.+?)(?: - .*)?$/;
const VERBOSE = /^(\S+::\S.*?) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)(?: .*)?$/;
const RA_PASS = /^(PASSED|XPASS) (\S+::\S.*?)(?: - .*)?$/;

function finalLine(text: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  FINAL.lastIndex = 0;
  for (let m = FINAL.exec(text); m; m = FINAL.exec(text)) found = m;
  return found;
}

export const pytest: RunnerParser = {
  name: 'pytest',
  parse(text) {
    const final = finalLine(text);
    const hasSession = /^=+ test session starts =+$/m.test(text);
    if (!final && !hasSession) return null;
    const counts = final ? zeroCounts() : null;
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
    return {
      runner: 'pytest',
      counts,
      failingIds: uniq(failing),
      ...(passing.length ? { passingIds: uniq(passing) } : {}),
    };
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
