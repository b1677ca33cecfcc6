/** Generic TAP (mocha's tap reporter, tape, prove): `ok N - name` / `not ok N - name`, `# SKIP` / `# TODO`. */
import { type RunnerParser, uniq, zeroCounts, indentOf } from './common.js';

const RESULT = /^(ok|not ok)\b(?: \d+)?(?: -)? ?(.*?)(?: # (SKIP|TODO)\b.*)?\s*$/;

function topLevel(text: string): { ok: boolean; name: string; directive?: string; index: number }[] {
  const lines = text.split('\n');
  const out: { ok: boolean; name: string; directive?: string; index: number }[] = [];
  lines.forEach((line, index) => {
    if (indentOf(line) !== 0) return;
    const m = RESULT.exec(line);
    if (m) out.push({ ok: m[1] === 'ok', name: m[2]!, directive: m[3], index });
  });
  return out;
}

export const tap: RunnerParser = {
  name: 'tap',
  parse(text) {
    const results = topLevel(text);
    const hasPlan = /^(?:TAP version \d+|1\.\.\d+)\s*$/m.test(text);
    if (!hasPlan || !results.length) return null;
    const counts = zeroCounts();
    for (const r of results) {
      if (r.directive === 'SKIP' || (r.directive === 'TODO' && !r.ok)) counts.skipped++;
      else if (r.directive === 'TODO') counts.skipped++;
      else if (r.ok) counts.passed++;
      else counts.failed++;
    }
    // A head/tail cut can drop result lines; the producer's own totals (`# pass 3`) win when present.
    const pass = /^# pass\s+(\d+)\s*$/m.exec(text);
    const fail = /^# fail\s+(\d+)\s*$/m.exec(text);
    if (pass) counts.passed = Number(pass[1]);
    if (fail) counts.failed = Number(fail[1]);
    if (/^Bail out!/m.test(text)) counts.errors++;
    return {
      runner: 'tap',
      counts,
      failingIds: uniq(results.filter((r) => !r.ok && !r.directive).map((r) => r.name)),
      passingIds: uniq(results.filter((r) => r.ok && !r.directive).map((r) => r.name)),
    };
  },
  blocks(text) {
    const lines = text.split('\n');
    const results = topLevel(text);
    return results
      .filter((r) => !r.ok && !r.directive)
      .map((r) => {
        let j = r.index + 1;
        while (j < lines.length && (lines[j]!.trim() === '' || indentOf(lines[j]!) > 0)) j++;
        return lines.slice(r.index, j).join('\n').trimEnd();
      });
  },
  summary(text) {
    return text.split('\n').filter((l) => /^(# (tests|pass|fail|skip|todo)\b|1\.\.\d+)/.test(l));
  },
};
