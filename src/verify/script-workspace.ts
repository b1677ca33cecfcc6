/**
 * The one workspace folder a package manager's script step runs in, from a workspaces root: npm's `--workspace=P`
 * (`-w P`, `--prefix P`) after the script, pnpm's `--filter P` / `-F P` / `-C dir` / `--dir dir` before it, yarn's
 * `workspace P` / `--cwd dir` before it (runners/script-call.ts reads the words). That folder's package.json says the
 * runner and its script, as the manager runs it there. Files are read as the run sees them (a proof tree's layer).
 */
import path from 'node:path';
import { readBeneathOrNull } from '../security/no-follow.js';
import { scriptCall } from './runners/script-call.js';
import { treeNames, treeSource } from './tree-layer.js';

/**
 * The workspace folder (relative, inside the run's folder) the command's one script step runs in, or '' for the folder
 * itself. A folder given by path needs its package.json; a name (`-w @scope/a`, `--filter @scope/a`, `yarn workspace
 * a`) is found among the root's workspace folders of the form `dir/*` or `dir`: package.json's `workspaces` (npm,
 * yarn), pnpm-workspace.yaml's `packages` (pnpm). Several workspaces, all of them, a pattern, a path out of the folder
 * or one not found: '' (the root's package.json, as before).
 */
export function scriptWorkspace(command: string, cwd: string): string {
  if (/&&|\|\||;|\|/.test(command)) return '';
  const target = scriptCall(command.trim())?.target;
  if (!target || target === 'several') return '';
  const given = 'path' in target ? target.path : target.name;
  if (!given || /[$`\\*?]/.test(given)) return '';
  // npm's `-w P` is a folder first, then a package name; pnpm's and yarn's names are names only.
  const byPath = 'path' in target || target.manager === 'npm';
  const asPath = byPath ? inside(given) : null;
  if (asPath && readTreeFile(cwd, path.posix.join(asPath, 'package.json')) !== null) return asPath;
  if ('path' in target) return '';
  return workspaceNamed(cwd, given, target.manager === 'pnpm' ? pnpmGlobs(cwd) : packageGlobs(cwd)) ?? '';
}

/** The filter's words under `workspace/` made relative to it; the others as they are. */
export function fromWorkspace(filter: string, workspace: string): string {
  if (/['"]/.test(filter)) return filter;
  const prefix = `${workspace}/`;
  return filter
    .trim()
    .split(/\s+/)
    .map((w) => (w.startsWith(prefix) && w.length > prefix.length ? w.slice(prefix.length) : w))
    .join(' ');
}

/** A relative folder inside the run's folder, normalized, or null (absolute, `..`, the folder itself). */
function inside(p: string): string | null {
  const n = path.posix.normalize(p).replace(/\/+$/, '');
  return !n || n === '.' || n.startsWith('/') || n === '..' || n.startsWith('../') ? null : n;
}

/** The root package.json's `workspaces` (an array, or yarn's `{ packages: [...] }`). */
function packageGlobs(cwd: string): unknown[] {
  try {
    const root = JSON.parse(readTreeFile(cwd, 'package.json') ?? 'null') as { workspaces?: unknown } | null;
    const raw = root?.workspaces;
    const globs = Array.isArray(raw) ? raw : (raw as { packages?: unknown } | undefined)?.packages;
    return Array.isArray(globs) ? globs : [];
  } catch {
    return [];
  }
}

/**
 * pnpm-workspace.yaml's `packages`, as pnpm's docs write it: a block list (`packages:` then `  - 'dir/*'` lines) or
 * a flow list on the key's line (`packages: ['dir/*', tools]`). Anything else: none.
 */
function pnpmGlobs(cwd: string): string[] {
  const text = readTreeFile(cwd, 'pnpm-workspace.yaml') ?? readTreeFile(cwd, 'pnpm-workspace.yml') ?? '';
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+#.*$/, ''));
  const at = lines.findIndex((l) => /^packages\s*:/.test(l));
  if (at < 0) return [];
  const item = (s: string) => s.trim().replace(/^(['"])(.*)\1$/, '$2');
  const flow = /^packages\s*:\s*\[(.*)\]\s*$/.exec(lines[at]!);
  if (flow) return flow[1]!.split(',').map(item).filter(Boolean);
  const out: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.trim()) continue;
    const m = /^\s+-\s+(.+)$/.exec(line);
    if (!m) break;
    out.push(item(m[1]!));
  }
  return out;
}

/** The workspace folder among `globs` (`dir/*` and plain folders only) whose package.json is named `name`. */
function workspaceNamed(cwd: string, name: string, globs: unknown[]): string | null {
  const folders: string[] = [];
  for (const g of globs) {
    if (typeof g !== 'string') continue;
    const star = /^(.*)\/\*$/.exec(g);
    const base = inside(star ? star[1]! : g);
    if (!base || /[*?{[!]/.test(base)) continue;
    if (!star) folders.push(base);
    else
      // The folder as the run sees it: a proof tree's layer over the workspace (tree-layer.ts).
      for (const e of treeNames(cwd, base)) folders.push(`${base}/${e}`);
  }
  const hits = folders.filter((f) => {
    try {
      return (JSON.parse(readTreeFile(cwd, `${f}/package.json`) ?? 'null') as { name?: unknown } | null)?.name === name;
    } catch {
      return false;
    }
  });
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * A file of the run's folder as the command sees it, read without following links: in a proof tree under bwrap the
 * folder holds only what the change changed, over the workspace's files (tree-layer.ts), so an unchanged package.json
 * is read from beneath.
 */
export function readTreeFile(cwd: string, rel: string): string | null {
  try {
    const at = treeSource(cwd, rel);
    return at ? (readBeneathOrNull(at.base, at.rel)?.toString('utf8') ?? null) : null;
  } catch {
    return null;
  }
}
