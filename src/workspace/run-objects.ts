/**
 * The run's private object store for the repository it works in (`git/object-store.ts`), opened before anything
 * writes an object and closed when the run ends; `keep` copies the one commit the run hands on into the user's store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from './git.js';
import { openObjectStore, type ObjectStore } from '../git/object-store.js';
import { hold } from '../process/cleanup.js';

export interface RunObjects {
  /** Copies what `commit` adds to the user's HEAD (its trees, blobs, and commits) into the user's store, as one pack. */
  keep(commit: string): Promise<void>;
  /** Stops using the store; its folder goes with the run's folder. */
  close(): void;
}

/**
 * Opens the store for the repository `folder` is in, in the run's temporary folder (TMPDIR points there); undefined
 * when `folder` is not inside a git repository (the run then stops at its start state with a clear message).
 */
export async function openRunObjects(folder: string): Promise<RunObjects | undefined> {
  const out = await git(folder, ['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-common-dir']).catch(
    () => undefined,
  );
  const [top, common] = (out ?? '').split('\n').map((line) => line.trim());
  if (!top || !common) return undefined;
  const objects = path.join(common, 'objects');
  if (!fs.statSync(objects, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const store = openObjectStore(top, objects, fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-objects-')));
  // At a cancelled run's exit the store stops before the run's folder (held earlier) is removed: a git run after it
  // (the Action's workspace put back) reads the user's own store.
  const release = hold('folder', () => store.close());
  return {
    keep: (commit) => keepCommit(top, store, commit),
    close: () => {
      store.close();
      release();
    },
  };
}

async function keepCommit(top: string, store: ObjectStore, commit: string): Promise<void> {
  const head = (await git(top, ['rev-parse', '--verify', '-q', 'HEAD^{commit}'], { okCodes: [1] })).trim();
  // The pack is written by a git whose own store is the user's (its temporary pack file lands there, and is renamed in
  // the same folder), reading the private objects as an alternate. Only objects `commit` adds to HEAD are packed.
  await git(top, ['pack-objects', '--revs', '-q', path.join(store.userObjects, 'pack', 'pack')], {
    input: `${commit}\n${head ? `^${head}\n` : ''}`,
    env: { GIT_OBJECT_DIRECTORY: store.userObjects, GIT_ALTERNATE_OBJECT_DIRECTORIES: store.dir },
  });
}
