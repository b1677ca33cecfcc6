/**
 * The Action's workspace (GITHUB_WORKSPACE) as the job's checkout left it, and putting it back (guarantee 13): the
 * job's later steps run with its secrets in that folder, so when agent-fix ends (resolved, unresolved, an error, a
 * cancellation) it is at the commit and branch it started on, with the same index and the same untracked and ignored
 * entries; whatever the run added there (setup's installs, bytecode, build output) is gone. Everything here is
 * synchronous: it also runs inside the process's 'exit' after SIGINT/SIGTERM (process/cleanup.ts, kind 'workspace').
 */
import fs from 'node:fs';
import path from 'node:path';
import { runGitSync } from '../git/runner.js';
import { removeTree } from '../security/remove-tree.js';

export interface WorkspaceState {
  dir: string;
  head: string;
  /** The branch HEAD was on (`main`), or undefined when it was detached. */
  branch?: string;
  /** Untracked and ignored entries (`git status --ignored`, folders collapsed), top-relative; folders end in `/`. */
  entries: string[];
  /** Tracked files, index or work tree, differed from HEAD: they are the job's, and are never reset. */
  dirty: boolean;
  /** Those tracked paths (top-relative): a tracked file the run changed besides them is put back from HEAD. */
  changed: string[];
  /** Every folder (top-relative), outside `.git` and the ignored folders: git lists no empty one, a command can make one. */
  folders: string[];
}

/**
 * Untracked (`??`, each file: a new one inside a folder that was already untracked shows too) and ignored (`!!`,
 * folders collapsed) entries, and whether any tracked path differs from HEAD. Two reads: with every untracked file
 * listed, git would list every file of the ignored folders too (node_modules).
 */
function status(dir: string): { entries: string[]; ignored: string[]; dirty: boolean; changed: string[] } | undefined {
  const read = (args: string[]) => runGitSync(dir, ['status', '--porcelain=v1', '-z', '--no-renames', ...args]);
  const untracked = read(['--untracked-files=all']);
  const withIgnored = untracked === undefined ? undefined : read(['--ignored', '--untracked-files=normal']);
  if (untracked === undefined || withIgnored === undefined) return undefined;
  const lines = untracked.split('\0').filter(Boolean);
  const ignoredLines = withIgnored
    .split('\0')
    .filter((l) => l.startsWith('!! '))
    .map((l) => l.slice(3));
  const entries = [...lines.filter((l) => l.startsWith('?? ')).map((l) => l.slice(3)), ...ignoredLines].sort();
  const ignored = ignoredLines.filter((l) => l.endsWith('/')).map((l) => l.slice(0, -1));
  const changed = lines.filter((l) => !l.startsWith('?? ')).map((l) => l.slice(3));
  return { entries, ignored, dirty: changed.length > 0, changed };
}

/** The workspace now, before agent-fix moves or writes anything there; undefined where git cannot read it. */
export function recordWorkspace(dir: string): WorkspaceState | undefined {
  const head = runGitSync(dir, ['rev-parse', 'HEAD'])?.trim();
  const now = status(dir);
  if (!head || !now) return undefined;
  const branch = runGitSync(dir, ['symbolic-ref', '-q', '--short', 'HEAD'])?.trim() || undefined;
  return {
    dir,
    head,
    branch,
    entries: now.entries,
    dirty: now.dirty,
    changed: now.changed,
    folders: foldersOf(dir, now.ignored),
  };
}

/**
 * The folders under `dir`, not entering `.git`, links, or the `ignored` folders (a dependency folder's are its own;
 * one that is new goes whole). Untracked folders are entered: a command can make an empty one inside the job's.
 */
function foldersOf(dir: string, ignored: string[]): string[] {
  const whole = new Set(ignored);
  const found: string[] = [];
  const walk = (rel: string) => {
    let names: fs.Dirent[];
    try {
      names = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of names) {
      if (!d.isDirectory() || (rel === '' && d.name === '.git')) continue;
      const at = rel ? `${rel}/${d.name}` : d.name;
      found.push(at);
      if (!whole.has(at)) walk(at);
    }
  };
  walk('');
  return found;
}

/**
 * Removes the empty folders that were not there at the start (a command's `mkdir -p`; git lists none of them),
 * deepest first, so a new folder that held only new empty ones goes too. A folder with anything in it stays.
 */
function removeNewFolders(s: WorkspaceState): string[] {
  const before = new Set(s.folders);
  const removed: string[] = [];
  const now = foldersOf(s.dir, status(s.dir)?.ignored ?? []).filter((f) => !before.has(f));
  for (const rel of now.sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      fs.rmdirSync(path.join(s.dir, rel));
      removed.push(`${rel}/`);
    } catch {
      // Not empty (or gone): nothing of ours to take.
    }
  }
  return removed.filter((rel) => !removed.some((other) => other !== rel && rel.startsWith(other)));
}

const where = (s: WorkspaceState) => `${s.head.slice(0, 7)}${s.branch ? ` on ${s.branch}` : ' (detached HEAD)'}`;

/**
 * Puts the workspace back as `recordWorkspace` saw it; returns the log line that says what was done, or what could
 * not be and why. A workspace that had uncommitted tracked changes is only checked: they are the job's own work.
 */
export function restoreWorkspace(s: WorkspaceState): { ok: boolean; line: string } {
  if (s.dirty) return checkOnly(s, [...putBackTracked(s), ...removeNewEntries(s), ...removeNewFolders(s)]);
  const moved = s.branch
    ? runGitSync(s.dir, ['checkout', '-q', '-f', '-B', s.branch, s.head])
    : runGitSync(s.dir, ['checkout', '-q', '-f', '--detach', s.head]);
  const reset = moved !== undefined && runGitSync(s.dir, ['reset', '-q', '--hard', s.head]) !== undefined;
  const removed = reset ? [...removeNewEntries(s), ...removeNewFolders(s)] : [];
  const now = recordWorkspace(s.dir);
  const same = now !== undefined && sameState(s, now);
  if (!same)
    return {
      ok: false,
      line:
        `agent-fix could not put the workspace ${s.dir} back at ${where(s)}: ${describeDifference(s, now)}. ` +
        'Later steps of this job see that state: run `git checkout -f` and `git clean` there, or run agent-fix last',
    };
  const extra = removed.length
    ? `; removed what the run left there: ${removed.slice(0, 5).join(', ')}${removed.length > 5 ? `, … (${removed.length})` : ''}`
    : '';
  return { ok: true, line: `agent-fix: the workspace is back at ${where(s)}, as the job's checkout left it${extra}` };
}

/**
 * A workspace that started with uncommitted tracked changes: they are the job's and stay as they are (no reset), but
 * the untracked entries and folders the run made (`removed`) are taken out as from a clean one.
 */
function checkOnly(s: WorkspaceState, removed: string[]): { ok: boolean; line: string } {
  const now = recordWorkspace(s.dir);
  const extra = removed.length ? `; removed what the run left there: ${removed.slice(0, 5).join(', ')}` : '';
  if (now && now.head === s.head && now.branch === s.branch)
    return {
      ok: true,
      line: `agent-fix: the workspace had uncommitted changes when the run started, so it is left at ${where(s)} with them, not reset${extra}`,
    };
  return {
    ok: false,
    line: `agent-fix: the workspace ${s.dir} had uncommitted changes when the run started and is no longer at ${where(s)}: ${describeDifference(s, now)}`,
  };
}

/**
 * In a workspace that started with the job's tracked changes: the tracked files the run changed besides those, put back
 * from HEAD (index and file). A path HEAD lacks (a file a command staged, `A`) is taken out of the index, and out of
 * the tree unless it was there, untracked, at the start. A file the job had changed and the run changed again cannot
 * be told apart: it stays.
 */
function putBackTracked(s: WorkspaceState): string[] {
  const before = new Set(s.changed);
  const now = (status(s.dir)?.changed ?? []).filter((p) => !before.has(p));
  if (!now.length) return [];
  const literal = (paths: string[]) => paths.map((p) => `:(literal)${p}`);
  // One checkout for every path HEAD has: a path it lacks would make git refuse them all.
  const listed = runGitSync(s.dir, ['ls-tree', '-r', '-z', '--name-only', 'HEAD', '--', ...literal(now)]);
  if (listed === undefined) return [];
  const inHead = new Set(listed.split('\0').filter(Boolean));
  const fromHead = now.filter((p) => inHead.has(p));
  const staged = now.filter((p) => !inHead.has(p));
  const put: string[] = [];
  if (fromHead.length && runGitSync(s.dir, ['checkout', '-q', 'HEAD', '--', ...literal(fromHead)]) !== undefined)
    put.push(...fromHead);
  if (staged.length && runGitSync(s.dir, ['rm', '-q', '--cached', '-f', '--', ...literal(staged)]) !== undefined) {
    const untracked = s.entries.filter((e) => !e.endsWith('/'));
    const underFolder = s.entries.filter((e) => e.endsWith('/'));
    for (const p of staged) {
      const wasThere = untracked.includes(p) || underFolder.some((d) => p.startsWith(d));
      const target = path.join(s.dir, p);
      if (!wasThere && target.startsWith(`${s.dir}${path.sep}`)) removeTree(target);
      put.push(p);
    }
  }
  return put;
}

/** Untracked or ignored entries that were not there at the start: agent-fix's, never the job's. Links are removed, not followed. */
function removeNewEntries(s: WorkspaceState): string[] {
  const before = new Set(s.entries);
  const removed: string[] = [];
  for (const entry of status(s.dir)?.entries ?? []) {
    if (before.has(entry)) continue;
    const target = path.join(s.dir, entry);
    if (!target.startsWith(`${s.dir}${path.sep}`)) continue;
    removeTree(target.replace(/\/+$/, ''));
    removed.push(entry);
  }
  return removed;
}

function sameState(a: WorkspaceState, b: WorkspaceState): boolean {
  return a.head === b.head && a.branch === b.branch && !b.dirty && a.entries.join('\0') === b.entries.join('\0');
}

function describeDifference(a: WorkspaceState, b: WorkspaceState | undefined): string {
  if (!b) return 'git cannot read it';
  if (a.head !== b.head || a.branch !== b.branch) return `it is at ${where(b)}`;
  if (b.dirty) return 'tracked files differ from HEAD';
  const before = new Set(a.entries);
  const added = b.entries.filter((e) => !before.has(e));
  return added.length ? `untracked entries remain: ${added.slice(0, 5).join(', ')}` : 'untracked entries are missing';
}
