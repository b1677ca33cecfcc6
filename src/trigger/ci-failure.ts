/**
 * A failed CI run as the model sees it: each failed job's name, failed steps, failing tests, first error, locations and
 * a log excerpt, all inside the untrusted fence (job and step names may interpolate a PR title, and the rest is
 * printed by code under test); only our own counting stays outside. Shared by the workflow_run trigger, the same-job
 * trigger and CI rounds on the bot's own PRs. The fingerprint tells two failures apart, so a CI round that leaves the
 * failure as it was is seen as no progress.
 */
import { createHash } from 'node:crypto';
import type { GitHubHelper } from '../github/helper.js';
import { fenceUntrusted, sanitizeUntrusted } from '../security/sanitize.js';
import { distillLog, type DistilledLog } from './ci-log.js';

export interface CiFailure {
  /** Task sections, each fenced. */
  sections: string[];
  /** Failing test ids over every job (for the one-line request). */
  tests: string[];
  /** Short hash of what failed (jobs, steps, tests, first errors); equal fingerprints: the same failure. */
  fingerprint: string;
  /** The failed jobs' names, when known (a flaky verdict records them). */
  jobs?: string[];
  /** The first error line of the first failed job's log, when there is one. */
  firstError?: string;
}

const MAX_JOBS = 3;

/** The facts of one distilled log, as lines (for inside a fence). */
export function factLines(d: DistilledLog): string[] {
  return [
    d.failingTests.length ? `Failing tests: ${d.failingTests.join(', ')}` : '',
    d.firstError ? `First error: ${d.firstError}` : '',
    d.locations.length ? `Locations: ${d.locations.slice(0, 10).join(', ')}` : '',
  ].filter(Boolean);
}

/** Numbers (durations, line numbers, ids) change between two runs of the same failure; the words do not. */
export function fingerprint(parts: string[]): string {
  const normal = parts.map((p) => p.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()).sort();
  return createHash('sha256').update(normal.join('\n')).digest('hex').slice(0, 12);
}

/** The failed jobs of workflow run `runId`, their logs distilled and fenced. */
export async function workflowRunFailure(gh: GitHubHelper, runId: number): Promise<CiFailure> {
  const jobs = await gh.failedJobs(runId);
  const sections: string[] = [];
  const tests: string[] = [];
  const signature: string[] = [];
  let firstError: string | undefined;
  const shown = jobs.slice(0, MAX_JOBS);
  for (const [i, job] of shown.entries()) {
    const header = [
      `Job: ${job.name}`,
      job.failedSteps.length
        ? `Failed step${job.failedSteps.length > 1 ? 's' : ''}: ${job.failedSteps.join(', ')}`
        : '',
    ].filter(Boolean);
    signature.push(`job ${job.name}`, ...job.failedSteps.map((s) => `step ${s}`));
    const label = `CI job ${i + 1} of ${shown.length}: facts and log excerpt`;
    let log: string;
    try {
      log = await gh.jobLog(job.id);
    } catch (error) {
      sections.push(
        `Failed job ${i + 1}: its log could not be downloaded (${(error as Error).message}).\n` +
          fenceUntrusted(label, sanitizeUntrusted(header.join('\n'))),
      );
      continue;
    }
    const d = distillLog(log);
    firstError ??= d.firstError;
    tests.push(...d.failingTests.filter((t) => !tests.includes(t)));
    signature.push(...d.failingTests.map((t) => `test ${t}`), d.firstError ? `error ${d.firstError}` : '');
    sections.push(
      `Failed job ${i + 1}:\n${fenceUntrusted(label, sanitizeUntrusted([...header, ...factLines(d), '', 'Log excerpt:', d.excerpt].join('\n')))}`,
    );
  }
  if (jobs.length === 0) sections.push('The jobs API listed no failed job; run the test command to see the failure.');
  return {
    sections,
    tests,
    fingerprint: fingerprint(signature.filter(Boolean)),
    jobs: jobs.map((j) => j.name),
    ...(firstError ? { firstError } : {}),
  };
}
