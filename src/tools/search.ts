/** search: a regex over the repository's files with `git grep` (fast, respects .gitignore); a walk outside git. */
import { z } from 'zod';
import { defineTool } from './types.js';
import { git, isGitRepo } from '../workspace/git.js';
import { globMatcher, knownFiles } from './list-files.js';
import { existsNoFollow, readBeneathOrNull } from '../security/no-follow.js';

const MAX_LINES = 150;
const MAX_LINE_CHARS = 300;

export interface SearchArgs {
  pattern: string;
  path?: string;
  glob?: string;
  ignore_case?: boolean;
}

export interface SearchResult {
  lines: string[];
  total: number;
}

const clip = (line: string) => (line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line);

/** Pathspec for git grep: a folder and an optional glob (a glob without "/" matches at any depth). */
function pathspec(rel: string, glob?: string): string[] {
  const base = rel === '.' ? '' : rel;
  if (!glob) return [base || '.'];
  const g = glob.includes('/') ? glob : `**/${glob}`;
  return [`:(glob)${base ? `${base}/` : ''}${g}`];
}

async function gitGrep(root: string, rel: string, args: SearchArgs, limit: number): Promise<SearchResult> {
  const flags = ['grep', '-n', '-I', '--untracked', '--no-color', '--full-name', ...(args.ignore_case ? ['-i'] : [])];
  const spec = ['--', ...pathspec(rel, args.glob)];
  let out: string;
  try {
    out = await git(root, [...flags, '-P', '-e', args.pattern, ...spec], { okCodes: [1] });
  } catch (err) {
    // Some git builds lack PCRE; extended regexes cover most patterns models write.
    if (!/perl|pcre/i.test(String(err))) throw err;
    out = await git(root, [...flags, '-E', '-e', args.pattern, ...spec], { okCodes: [1] });
  }
  const all = out.split('\n').filter(Boolean);
  return { lines: all.slice(0, limit).map(clip), total: all.length };
}

async function walkGrep(root: string, rel: string, args: SearchArgs, limit: number): Promise<SearchResult> {
  const re = new RegExp(args.pattern, args.ignore_case ? 'i' : '');
  const match = globMatcher(args.glob);
  const lines: string[] = [];
  let total = 0;
  for (const file of await knownFiles(root, rel)) {
    if (!match(file)) continue;
    const buf = readBeneathOrNull(root, file);
    if (!buf) continue;
    if (buf.subarray(0, 8000).includes(0)) continue;
    buf
      .toString('utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!re.test(text)) return;
        total += 1;
        if (lines.length < limit) lines.push(clip(`${file}:${i + 1}:${text}`));
      });
  }
  return { lines, total };
}

export async function searchFiles(
  root: string,
  rel: string,
  args: SearchArgs,
  limit = MAX_LINES,
): Promise<SearchResult> {
  return (await isGitRepo(root)) ? gitGrep(root, rel, args, limit) : walkGrep(root, rel, args, limit);
}

export const search = defineTool({
  name: 'search',
  description:
    'Search file contents with a regular expression (Perl-compatible). Answers `path:line:text` lines, capped, with ' +
    'a count of matches left out.',
  schema: z.object({
    pattern: z.string().min(1).describe('Regular expression'),
    path: z.string().optional().describe('Folder or file from the repository root. Default "."'),
    glob: z.string().optional().describe('Only files matching this glob, e.g. "*.py"'),
    ignore_case: z.boolean().optional().describe('Case-insensitive match'),
  }),
  async run(args, ctx) {
    const target = ctx.ws.resolve(args.path ?? '.');
    if (!existsNoFollow(target.abs)) return { text: `No such path: ${args.path}.`, isError: true };
    try {
      new RegExp(args.pattern);
    } catch (err) {
      return {
        text: `Invalid regular expression: ${(err as Error).message}. Escape special characters such as ( [ { . * +`,
        isError: true,
      };
    }
    const { lines, total } = await searchFiles(ctx.ws.root, target.rel, args);
    if (total === 0) return { text: `No matches for /${args.pattern}/${args.path ? ` in ${args.path}` : ''}.` };
    const cut = total - lines.length;
    return {
      text: `${total} matches${cut > 0 ? ` (showing ${lines.length}; ${cut} more cut: narrow with path or glob)` : ''}\n${lines.join('\n')}`,
    };
  },
});
