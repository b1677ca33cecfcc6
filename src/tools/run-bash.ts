/**
 * run_bash: a shell command in the workspace, bounded in time and output. Commands may not change files: changes to
 * files that existed before the command are undone (edits go through patch_file), and the model is told so.
 */
import { z } from 'zod';
import { TIME_UP, commandBudget, defineTool, type ToolContext } from './types.js';
import type { ExecResult } from '../process/exec.js';

const MAX_TIMEOUT_SEC = 1800;

export function describeExec(result: ExecResult, timeoutSec: number, byDeadline = false): string {
  const why = byDeadline ? "the run's time left (timeout-minutes); " : '';
  const status = result.timedOut
    ? `timed out after ${timeoutSec} s (${why}the whole process group was killed)`
    : result.exitCode === null
      ? `killed by ${result.signal}`
      : `exit code ${result.exitCode}`;
  const cut = result.cutBytes > 0 ? `; output ${result.totalBytes} bytes, ${result.cutBytes} cut from the middle` : '';
  return `${status}${cut}\n${result.output.length ? result.output : '(no output)'}`;
}

/** Runs `work`, then undoes whatever it changed in files that existed before. Returns a note for the model, if any. */
export async function withFilesGuarded<T>(
  ctx: ToolContext,
  work: () => Promise<T>,
): Promise<{ value: T; note: string }> {
  const before = await ctx.snapshots.take();
  const value = await work();
  const after = await ctx.snapshots.take();
  const { removed, restored } = ctx.snapshots.lastSweep;
  const gitNote =
    removed.length || restored.length
      ? `\n[agent-fix] git data the command made or changed was removed or put back (${[...removed, ...restored].slice(0, 10).join(', ')}): ` +
        'commands may not create git repositories in the workspace; use a folder under /tmp for throwaway repositories.'
      : '';
  const changes = (await ctx.snapshots.changes(before, after)).filter((c) => c.status !== 'A');
  if (changes.length === 0) return { value, note: gitNote };
  await ctx.snapshots.restore(before, changes);
  const names = changes
    .slice(0, 10)
    .map((c) => `${c.path} (${c.status === 'D' ? 'deleted' : 'modified'})`)
    .join(', ');
  return {
    value,
    note:
      `\n[agent-fix] The command changed ${changes.length} existing file(s): ${names}${changes.length > 10 ? ', …' : ''}. ` +
      'Those changes were undone: change files with patch_file (or create_file for new ones).' +
      gitNote,
  };
}

export const runBash = defineTool({
  name: 'run_bash',
  description:
    'Run a bash command in the repository root (no network unless enabled). Answers the exit code and the output ' +
    '(stdout and stderr interleaved, long output cut in the middle). Not for editing files: use patch_file.',
  schema: z.object({
    command: z.string().min(1).describe('The bash command'),
    timeout: z
      .number()
      .positive()
      .max(MAX_TIMEOUT_SEC)
      .optional()
      .describe('Seconds before the command is killed. Default 60'),
  }),
  async run(args, ctx) {
    const budget = commandBudget(ctx, args.timeout ?? 60);
    if (!budget) return { text: TIME_UP, isError: true };
    const { value, note } = await withFilesGuarded(ctx, () => ctx.shell(args.command, budget.seconds));
    return { text: describeExec(value, budget.seconds, budget.byDeadline) + note, isError: value.exitCode !== 0 };
  },
});
