/**
 * The change as git sees it: a unified diff and per-file counts of `paths` against a base commit, new files included.
 * Paths are relative to `root` (`--relative`), which may be a subfolder of the repository.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from './git.js';

async function withTempIndex<T>(
  root: string,
  base: string,
  paths: string[],
  work: (env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-diff-'));
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    await git(root, ['read-tree', base], { env });
    if (paths.length) await git(root, ['add', '-A', '--', ...paths], { env });
    return await work(env);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function workTreeDiff(root: string, paths: string[], base = 'HEAD'): Promise<string> {
  if (paths.length === 0) return '';
  return withTempIndex(root, base, paths, (env) =>
    git(root, ['diff', '--cached', '--no-ext-diff', '--no-color', '--relative', base, '--', ...paths], { env }),
  );
}

export interface FileStat {
  path: string;
  added: number;
  removed: number;
}

export async function workTreeStats(root: string, paths: string[], base = 'HEAD'): Promise<FileStat[]> {
  if (paths.length === 0) return [];
  const out = await withTempIndex(root, base, paths, (env) =>
    git(root, ['diff', '--cached', '--numstat', '-z', '--relative', base, '--', ...paths], { env }),
  );
  const stats: FileStat[] = [];
  for (const record of out.split('\0').filter(Boolean)) {
    const [added, removed, file] = record.split('\t');
    if (file) stats.push({ path: file, added: Number(added) || 0, removed: Number(removed) || 0 });
  }
  return stats;
}
