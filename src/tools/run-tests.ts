/** run_tests: the configured test command (optionally filtered), with counts, failing ids and a failure excerpt. */
import { z } from 'zod';
import { TIME_UP, commandBudget, defineTool } from './types.js';
import { withFilesGuarded } from './run-bash.js';
import { failureExcerpt } from '../verify/excerpt.js';
import type { TestRun } from '../verify/types.js';

export function describeTestRun(run: TestRun): string {
  const head = run.timedOut ? 'TIMED OUT' : run.passed ? 'PASSED' : 'FAILED';
  const lines = [
    `${head}: \`${run.command}\` exit code ${run.exitCode ?? 'none'} (${(run.durationMs / 1000).toFixed(1)} s)`,
  ];
  if (run.counts) {
    const c = run.counts;
    lines.push(
      `passed ${c.passed}, failed ${c.failed}, skipped ${c.skipped}${c.errors ? `, errors ${c.errors}` : ''} (${run.runner}${run.unit === 'packages' ? ', counting packages' : ''})`,
    );
  } else lines.push('(test summary not recognised; judged by the exit code)');
  if (run.failingIds.length)
    lines.push(`failing: ${run.failingIds.slice(0, 30).join(', ')}${run.failingIds.length > 30 ? ', …' : ''}`);
  if (!run.passed) lines.push('', failureExcerpt(run.output, run, 6_000));
  return lines.join('\n');
}

export const runTests = defineTool({
  name: 'run_tests',
  description:
    "Run the project's test command; `filter` selects tests, in the work tree. An UNFILTERED run is the proof: on a " +
    'clean checkout of your edits, without files commands wrote. finish needs one that passed after your last edit.',
  schema: z.object({
    filter: z.string().optional().describe('Test file(s) or id(s), passed to the test runner'),
  }),
  async run(args, ctx) {
    if (!ctx.tests.command) return { text: 'No test command is configured, so tests cannot run.', isError: true };
    const budget = commandBudget(ctx, ctx.tests.timeoutSec ?? Infinity);
    if (!budget) return { text: TIME_UP, isError: true };
    const limit = budget.byDeadline ? budget.seconds : undefined;
    const { value: run, note } = await withFilesGuarded(ctx, () => ctx.tests.run(args.filter || undefined, limit));
    const cut =
      budget.byDeadline && run.timedOut
        ? `\n[agent-fix] Stopped after ${budget.seconds} s: the run's time left (timeout-minutes).`
        : '';
    return { text: describeTestRun(run) + cut + note, isError: !run.passed, testRun: run };
  },
});
