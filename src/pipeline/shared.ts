/** Small helpers more than one phase uses: putting the work tree back, and a test run in one line. */
import fs from 'node:fs';
import path from 'node:path';
import type { Snapshotter } from '../workspace/snapshot.js';
import { git } from '../workspace/git.js';
import { removeTree } from '../security/remove-tree.js';
import type { TestRun } from '../verify/types.js';

/** Undo every change since `tree`: a dry run leaves the work tree as it found it. */
export async function restoreAll(snapshots: Snapshotter, tree: string): Promise<void> {
  const now = await snapshots.take();
  await snapshots.restore(tree, await snapshots.changes(tree, now));
}

/**
 * The git-ignored entries of the work tree, a wholly ignored folder as one `dir/` entry: what a dry run had before
 * setup. The snapshots leave dependency and cache folders out (a `node_modules` setup installed, pytest's cache).
 */
export async function ignoredEntries(root: string): Promise<Set<string>> {
  const out = await git(root, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory']);
  return new Set(out.split('\0').filter(Boolean));
}

/**
 * Removes the ignored entries that were not there before (`before`, from ignoredEntries), never through a link: what
 * the snapshots could not undo of a dry run. Returns the entries removed.
 */
export async function removeNewIgnored(root: string, before: Set<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await ignoredEntries(root)) {
    if (before.has(entry)) continue;
    const parts = entry.replace(/\/$/, '').split('/');
    // Each folder on the way is a real folder of the tree, not a link a command left.
    const linked = parts.slice(0, -1).some((_, i) => {
      const st = fs.lstatSync(path.join(root, ...parts.slice(0, i + 1)), { throwIfNoEntry: false });
      return !st?.isDirectory();
    });
    if (linked) continue;
    removeTree(path.join(root, ...parts));
    removed.push(entry);
  }
  return removed;
}

/** Undo every change since `tree` except to the paths the edit tools changed. */
export async function restoreNonEdits(snapshots: Snapshotter, tree: string, edited: Set<string>): Promise<void> {
  const now = await snapshots.take();
  const stray = (await snapshots.changes(tree, now)).filter((c) => !edited.has(c.path));
  if (stray.length) await snapshots.restore(tree, stray);
}

export function describe(run: TestRun): string {
  const counts = run.counts ? ` (passed ${run.counts.passed}, failed ${run.counts.failed})` : '';
  return `${run.timedOut ? 'timed out' : run.passed ? 'passed' : 'failed'}, exit ${run.exitCode}${counts}`;
}
