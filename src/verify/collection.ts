/**
 * Which tests the runner collects, asked of the runner itself on the original code and on the candidate: a test
 * counts as kept only if the runner still collects it. A test moved to a path the runner does not collect (a pytest
 * module not named `test_*.py`, a Go test under `testdata/`, a file outside jest's testMatch) is a test removed,
 * whatever the file names say. The listing is the profile's (`pytest --collect-only -q`, `go test -list .`,
 * `vitest list`, `jest --listTests`, `mocha --dry-run`, `cargo test -- --list`).
 *
 * This module runs nothing itself: the caller hands it `runList`, which runs a command in a folder the way the
 * pipeline runs commands (sandbox, environment, time limit) and returns its output.
 */
import type { IntegrityFinding } from './integrity.js';
import { profileForCommand, profileNamed, type RunnerProfile } from './runners/index.js';

/** Runs a shell command in `cwd`; the pipeline's runner, with its sandbox and limits. */
export type RunList = (cwd: string, command: string) => Promise<{ output: string; exitCode: number | null }>;

export interface CollectionCheck {
  /** The configured test command. */
  testCommand: string;
  /** The report's runner name when known (`pytest`); else the command (and package.json) say. */
  runner?: string;
  /** The package.json text, for `npm test` and friends. */
  packageJson?: string | null;
  /** A tree of the original code. */
  baseDir: string;
  /** A tree of the candidate (the code that is proven and shipped). */
  candidateDir: string;
  runList: RunList;
}

export interface CollectionResult {
  findings: IntegrityFinding[];
  /** Why the check did not run (no listing for this runner, the listing failed), for the log. */
  skipped?: string;
  /** How many tests each side collected. */
  counts?: { base: number; candidate: number };
}

/** The part of an id that survives a move to another file: the name after the file or package. */
function bareName(id: string): string {
  if (id.includes('::')) return id.slice(id.indexOf('::') + 2);
  if (id.includes(' > ')) return id.slice(id.indexOf(' > ') + 3);
  if (/^\S+ \S+$/.test(id)) return id.split(' ')[1]!;
  return id.slice(id.lastIndexOf('/') + 1);
}

/** The tests collected on the original code and no longer on the candidate, unless the same name is collected elsewhere. */
export function lostTests(base: string[], candidate: string[]): string[] {
  const now = new Set(candidate);
  const fresh = new Set(candidate.filter((id) => !base.includes(id)).map(bareName));
  return base.filter((id) => !now.has(id) && !fresh.has(bareName(id)));
}

function pickProfile(check: CollectionCheck): RunnerProfile | undefined {
  const named = check.runner ? profileNamed(check.runner) : undefined;
  return named ?? profileForCommand(check.testCommand, check.packageJson);
}

/**
 * Asks the runner to list its tests on both trees and reports the tests the candidate no longer collects. A
 * listing that fails on either side skips the check (and says why): no finding is made from a listing that did not
 * run.
 */
export async function checkCollection(check: CollectionCheck): Promise<CollectionResult> {
  const profile = pickProfile(check);
  if (!profile?.list) return { findings: [], skipped: `no way to list ${profile?.name ?? 'this runner'}'s tests` };
  const command = profile.list.command(check.testCommand);
  if (!command) return { findings: [], skipped: `\`${check.testCommand}\` cannot be turned into a listing command` };
  const [base, candidate] = await Promise.all([
    check.runList(check.baseDir, command),
    check.runList(check.candidateDir, command),
  ]);
  for (const [side, run] of [
    ['original code', base],
    ['candidate', candidate],
  ] as const) {
    if (run.exitCode !== 0)
      return { findings: [], skipped: `\`${command}\` failed on the ${side} (exit ${run.exitCode})` };
  }
  const before = profile.list.parse(base.output, check.baseDir);
  const after = profile.list.parse(candidate.output, check.candidateDir);
  const lost = lostTests(before, after);
  const counts = { base: before.length, candidate: after.length };
  if (!lost.length) return { findings: [], counts };
  const shown =
    lost
      .slice(0, 5)
      .map((id) => `\`${id}\``)
      .join(', ') + (lost.length > 5 ? ` and ${lost.length - 5} more` : '');
  return {
    counts,
    findings: [
      {
        path: '(collection)',
        kind: 'deleted-test-case',
        detail: `${profile.name} collects ${lost.length} test(s) on the original code that it no longer collects with the change (\`${command}\`): ${shown}`,
      },
    ],
  };
}
