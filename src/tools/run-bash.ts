/**
 * run_bash: a shell command in the workspace, bounded in time and output. Commands may not change files: changes to
 * files that existed before the command are undone (edits go through patch_file), and the model is told so.
 */
import { z } from 'zod';
import { TIME_UP, commandBudget, defineTool, type ToolContext } from './types.js';
import type { ExecResult } from '../process/exec.js';
import { MOVE_MAX_BYTES, type WorkLayer } from '../workspace/work-layer.js';
import type { OverLayer } from '../workspace/ignored-bound.js';

const MAX_TIMEOUT_SEC = 1800;

export function describeExec(result: ExecResult, timeoutSec: number, byDeadline = false): string {
  const why = byDeadline ? "the run's time left (timeout-minutes); " : '';
  const status = result.stopped
    ? `${result.stopped} (the whole process group was killed)`
    : result.timedOut
      ? `timed out after ${timeoutSec} s (${why}the whole process group was killed)`
      : result.exitCode === null
        ? `killed by ${result.signal}`
        : `exit code ${result.exitCode}`;
  const cut = result.cutBytes > 0 ? `; output ${result.totalBytes} bytes, ${result.cutBytes} cut from the middle` : '';
  return `${status}${cut}\n${result.output.length ? result.output : '(no output)'}`;
}

/**
 * Runs `work`, then undoes whatever it changed in files that existed before. Returns a note for the model, if any.
 * With the agent's layer (bwrap) the command wrote only the layer, which is settled (src/workspace/work-layer.ts);
 * without it, snapshots of the work tree find and undo the changes.
 */
export async function withFilesGuarded<T>(
  ctx: ToolContext,
  work: () => Promise<T>,
): Promise<{ value: T; note: string }> {
  if (ctx.layer) {
    const value = await work();
    const settled = await ctx.layer.settle();
    const gitNote = removedNote(
      settled.removed,
      'git data, git settings files (.gitignore, .gitattributes, .lfsconfig, .gitmodules) or special files the command made',
      'commands may not create git repositories or git settings files in the workspace (create_file can make the settings files)',
    );
    if (settled.overBound.length) ctx.warn?.(overBoundWarning(ctx.layer, settled.overBound));
    const over = ctx.layer.ignored?.check();
    const stopped = typeof (value as { stopped?: unknown } | null)?.stopped === 'string';
    if (over) ctx.warn?.(overLayerWarning(over, stopped));
    const notes = undoneNote(settled.undone) + gitNote + overBoundNote(ctx.layer, settled.overBound);
    return { value, note: notes + (over ? overLayerNote(over, stopped) : '') };
  }
  const before = await ctx.snapshots.take();
  const value = await work();
  const after = await ctx.snapshots.take();
  const { removed, restored } = ctx.snapshots.lastSweep;
  const gitNote = removedNote(
    [...removed, ...restored],
    'git data the command made or changed',
    'commands may not create git repositories in the workspace',
  );
  const changes = (await ctx.snapshots.changes(before, after)).filter((c) => c.status !== 'A');
  if (changes.length === 0) return { value, note: gitNote };
  await ctx.snapshots.restore(before, changes);
  return { value, note: undoneNote(changes.map((c) => ({ path: c.path, status: c.status }))) + gitNote };
}

/** The model's note on changes to existing files that were undone. */
function undoneNote(changes: Array<{ path: string; status: string }>): string {
  if (!changes.length) return '';
  const names = changes
    .slice(0, 10)
    .map((c) => `${c.path} (${c.status === 'D' ? 'deleted' : 'modified'})`)
    .join(', ');
  return (
    `\n[agent-fix] The command changed ${changes.length} existing file(s): ${names}${changes.length > 10 ? ', …' : ''}. ` +
    'Those changes were undone: change files with patch_file (or create_file for new ones).'
  );
}

const MB = 1024 * 1024;
/** Bytes in words: whole megabytes from one on (the bound's unit), kilobytes below. */
const size = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The bound in words: `at most 20000 new files and 1024 MB in all in the work tree, 64 MB a file (…)`. */
function boundWords(layer: WorkLayer): string {
  return (
    `at most ${layer.bound.files} new files and ${size(layer.bound.bytes)} in all in the work tree, ` +
    `${size(MOVE_MAX_BYTES)} a file (max-written-files, max-written-mb)`
  );
}

const listed = (paths: string[]) => `${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}`;

/** The model's note on new files past the run's write bound (work-layer.ts `WriteBound`): not kept. */
function overBoundNote(layer: WorkLayer, paths: string[]): string {
  if (!paths.length) return '';
  return (
    `\n[agent-fix] ${paths.length} new file(s) the command made were not kept and are gone from the workspace ` +
    `(${listed(paths)}): this run's commands may put ${boundWords(layer)}, and ` +
    `${layer.written.files} files (${size(layer.written.bytes)}) are there already. Write bulky or generated output ` +
    'under /tmp or into a git-ignored folder (neither is counted), and make the files the fix needs with create_file.'
  );
}

/** The run's warning (log, summary, result) for the same. */
function overBoundWarning(layer: WorkLayer, paths: string[]): string {
  return (
    `A command went over the run's bound on what commands may write (${boundWords(layer)}): ` +
    `${paths.length} new file(s) it made were not kept (${listed(paths)}). The edits are kept as they were; raise ` +
    'max-written-files or max-written-mb (CLI --max-written-files, --max-written-mb) if the project needs more.'
  );
}

/** What the layers held past `max-ignored-mb`, and the bound, in words. */
const overLayerWords = (over: OverLayer) =>
  `the run's commands had written ${size(over.bytes)} in the sandbox's layer (git-ignored output such as builds, ` +
  `caches and virtualenvs, and what they wrote in the home), more than the ${size(over.limit)} a run may (max-ignored-mb)`;

/** The model's note when the agent's layers went past `max-ignored-mb`: the command stopped, the layers emptied. */
function overLayerNote(over: OverLayer, stopped: boolean): string {
  return (
    `\n[agent-fix] ${stopped ? 'The command was stopped' : 'After the command'}: ${overLayerWords(over)}. ` +
    'All of it was thrown away: later ' +
    "commands see the host's files again (builds and caches must be made anew). Write less (clean build output you " +
    'no longer need, write big scratch files under /tmp) or ask the user to raise max-ignored-mb.'
  );
}

/** The run's warning (log, summary, result) for the same. */
function overLayerWarning(over: OverLayer, stopped: boolean): string {
  return (
    `A command went over the run's bound on what commands may write in the sandbox's layer: ${overLayerWords(over)}. ` +
    `${stopped ? 'The command was stopped and what' : 'What'} the commands had written there was thrown away; ` +
    'the edits are kept. Raise ' +
    'max-ignored-mb (CLI --max-ignored-mb, Action input max-ignored-mb) if the project needs more.'
  );
}

/** The model's note on git data (and, with the layer, .gitignore files) a command made, which was removed. */
function removedNote(paths: string[], what: string, rule: string): string {
  if (!paths.length) return '';
  return (
    `\n[agent-fix] ${what} was removed or put back (${paths.slice(0, 10).join(', ')}): ` +
    `${rule}; use a folder under /tmp for throwaway repositories.`
  );
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
