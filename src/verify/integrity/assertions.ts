/** `fewer-assertions` and `changed-assertion`: per test case kept under its name, its assertion statements before and after. */
import type { Lang } from '../runners/index.js';
import { assertionPattern, list, minus, type TestCase } from './source.js';
import type { IntegrityFinding } from './types.js';

/** Each assertion as one statement, whitespace folded: `expect(x)\n  .toBe(21)` is one. */
function assertionsOf(body: string, lang: Lang): string[] {
  const out: string[] = [];
  const re = assertionPattern(lang);
  let lastEnd = -1;
  for (const m of body.matchAll(re)) {
    if (m.index! < lastEnd) continue;
    let end = m.index!;
    // Run to the end of the statement: a newline (or `;`) outside brackets, not followed by a `.chain`.
    let depth = 0;
    // In Go's `if got := f(); got != want {`, the `;` is part of the condition.
    const semicolonEnds = !m[0].startsWith('if');
    for (; end < body.length; end++) {
      const ch = body[end]!;
      if ('([{'.includes(ch)) depth++;
      else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
      else if (depth === 0 && ((ch === ';' && semicolonEnds) || ch === '\n')) {
        if (ch === '\n' && /^\s*\./.test(body.slice(end + 1, end + 200))) continue;
        break;
      }
    }
    lastEnd = end;
    out.push(body.slice(m.index!, end).replace(/\s+/g, ' ').trim());
  }
  return out;
}

/** Test cases kept under the same name that lost an assertion or changed an existing one. */
export function assertionFindings(
  p: string,
  casesBefore: TestCase[],
  casesAfter: TestCase[],
  lang: Lang,
): IntegrityFinding[] {
  const findings: IntegrityFinding[] = [];
  const byName = new Map(casesAfter.map((c) => [c.name, c]));
  for (const old of casesBefore) {
    const now = byName.get(old.name);
    if (!now) continue;
    const was = assertionsOf(old.body, lang);
    const is = assertionsOf(now.body, lang);
    if (is.length < was.length) {
      findings.push({
        path: p,
        kind: 'fewer-assertions',
        detail: `${p}: ${old.name} has fewer assertions (${was.length} → ${is.length}); removed: ${list(minus(was, is), 3)}`,
      });
      continue;
    }
    const changed = minus(was, is);
    if (changed.length) {
      findings.push({
        path: p,
        kind: 'changed-assertion',
        detail: `${p}: ${old.name} changed an existing assertion: ${list(changed, 2)} → ${list(minus(is, was), 2)}`,
      });
    }
  }
  return findings;
}
