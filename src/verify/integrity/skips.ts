/**
 * `added-skip`: skip, only, todo and xfail markers a test file gained (each runner profile's `skips`), and skips the
 * runner itself reports more of in the final run than in the baseline.
 */
import type { Lang } from '../runners/index.js';
import type { TestReport } from '../types.js';
import { list, skipMarkers } from './source.js';
import type { IntegrityFinding } from './types.js';

function countMarkers(text: string, lang: Lang): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [label, re] of skipMarkers(lang)) counts.set(label, [...text.matchAll(new RegExp(re.source, 'g'))].length);
  return counts;
}

/** The skip markers of the language's runners that the file gained, as one finding. */
export function skipFindings(p: string, beforeCode: string, afterCode: string, lang: Lang): IntegrityFinding[] {
  const markersBefore = countMarkers(beforeCode, lang);
  const gained = [...countMarkers(afterCode, lang)]
    .filter(([label, n]) => n > (markersBefore.get(label) ?? 0))
    .map(([label, n]) => `${label} (${markersBefore.get(label) ?? 0} → ${n})`);
  return gained.length ? [{ path: p, kind: 'added-skip', detail: `${p}: added ${gained.join(', ')}` }] : [];
}

/**
 * Skips reported by the runner itself, before and after: a skip no pattern sees (`getattr(pytest.mark, "sk" + "ip")`,
 * a skip decided in a fixture or a helper) still shows in the final run. Only when both runs were read by the same
 * runner in the same unit.
 * - Where both runs name their skipped tests and the baseline names every test it ran (cargo): per test id, only
 *   tests that ran on both sides: a test that ran in the baseline and is skipped now. A test the baseline never
 *   reached (cargo's doc-tests after a failing binary) is no finding.
 * - Otherwise by count: the final run skipped more than the baseline (a new test added as skipped is still a skip).
 */
export function reportedSkipFindings(baseline: TestReport | null, final: TestReport): IntegrityFinding[] {
  const b = baseline?.counts;
  const f = final.counts;
  if (
    !baseline ||
    !b ||
    !f ||
    baseline.runner !== final.runner ||
    (baseline.unit ?? 'tests') !== (final.unit ?? 'tests')
  )
    return [];
  if (baseline.skippedIds && final.skippedIds && baseline.passingIds) {
    const ran = new Set([...baseline.passingIds, ...baseline.failingIds].map((id) => id.trim()));
    const was = new Set(baseline.skippedIds.map((id) => id.trim()));
    const now = final.skippedIds.map((id) => id.trim()).filter((id) => ran.has(id) && !was.has(id));
    if (!now.length) return [];
    return [
      {
        path: '(test run)',
        kind: 'added-skip',
        detail: `${final.runner} skips ${now.length} test(s) in the final run that ran in the baseline: ${list(now)}`,
      },
    ];
  }
  if (f.skipped <= b.skipped) return [];
  const unit = final.unit === 'packages' ? 'packages' : 'tests';
  return [
    {
      path: '(test run)',
      kind: 'added-skip',
      detail: `${final.runner} skipped ${f.skipped} ${unit} in the final run, ${b.skipped} in the baseline: the change makes the runner skip ${f.skipped - b.skipped} more`,
    },
  ];
}
