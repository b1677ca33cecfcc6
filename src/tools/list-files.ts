/** list_files: the files git knows (tracked, plus untracked but not ignored), optionally under a path and by glob. */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { z } from 'zod';
import { defineTool } from './types.js';
import { git, isGitRepo } from '../workspace/git.js';
import { hasGitComponent } from '../workspace/workspace.js';
import { existsNoFollow } from '../security/no-follow.js';

const MAX_FILES = 400;
const WALK_SKIP = new Set(['.git', 'node_modules', '.venv', 'venv', '__pycache__', 'target', 'dist', 'build']);

/** Workspace-relative paths of files under `rel`: git's view when there is a repository, else a bounded walk. */
export async function knownFiles(root: string, rel: string): Promise<string[]> {
  if (await isGitRepo(root)) {
    const out = await git(root, [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '-z',
      '--',
      rel === '.' ? '.' : rel,
    ]);
    return [...new Set(out.split('\0').filter(Boolean))].filter((f) => existsNoFollow(path.join(root, f)));
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (files.length > 200_000) return;
      const child = dir === '.' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory() && !WALK_SKIP.has(entry.name) && !hasGitComponent(entry.name)) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  if (fs.lstatSync(path.join(root, rel)).isDirectory()) walk(rel);
  else files.push(rel);
  return files;
}

export function globMatcher(glob: string | undefined): (file: string) => boolean {
  if (!glob) return () => true;
  const matcher = picomatch(glob, { dot: true, basename: !glob.includes('/') });
  // Never pass the matcher to Array#filter directly: its second parameter turns the answer into a (truthy) object.
  return (file) => matcher(file);
}

export const listFiles = defineTool({
  name: 'list_files',
  description:
    'List files known to git (tracked, or untracked and not ignored), optionally under `path` and matching `glob`. ' +
    'Capped; says how many were left out.',
  schema: z.object({
    path: z.string().optional().describe('Folder from the repository root. Default "."'),
    glob: z.string().optional().describe('e.g. "*.py" (any depth without "/") or "src/**/*.ts"'),
  }),
  async run(args, ctx) {
    const target = ctx.ws.resolve(args.path ?? '.');
    if (!existsNoFollow(target.abs))
      return { text: `No such path: ${args.path}. Use list_files without a path to see the tree.`, isError: true };
    const match = globMatcher(args.glob);
    const files = (await knownFiles(ctx.ws.root, target.rel)).filter(match).sort();
    if (files.length === 0)
      return { text: `No files under ${target.rel}${args.glob ? ` matching ${args.glob}` : ''}.` };
    const shown = files.slice(0, MAX_FILES);
    const more = files.length - shown.length;
    return {
      text: `${files.length} files${more > 0 ? ` (showing ${shown.length}; ${more} more left out: narrow with path or glob)` : ''}\n${shown.join('\n')}`,
    };
  },
});
