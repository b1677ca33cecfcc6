/** Tool reach: PATH and the toolchain folders kept enterable for nobody (issue 21). */
import fs from 'node:fs';
import path from 'node:path';
import { childEnv } from '../../security/env.js';
import { exists, within } from './host.js';
import { HOME_OWN, homeEnv } from './home.js';

/** The highest ancestor of `p` that others may not enter (e.g. /root, mode 700), which nobody could not pass. */
function closedAncestor(p: string): string | undefined {
  const parts = p.split(path.sep).filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    try {
      if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first folder on the way to `p` (from `from` down, `p` included) that others may not enter, if any. */
function firstClosed(p: string, from: string = path.sep): string | undefined {
  const rel = path.relative(from, p);
  let dir: string = from;
  for (const part of ['', ...rel.split(path.sep).filter(Boolean)]) {
    dir = path.join(dir, part);
    try {
      if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Toolchain variables naming folders the tools read at run time (pyenv's shims exec from PYENV_ROOT, and so on). */
const TOOL_VARS = ['RUSTUP_HOME', 'PYENV_ROOT', 'NVM_DIR', 'GOROOT', 'JAVA_HOME', 'VIRTUAL_ENV', 'CONDA_PREFIX'];
const TOOL_LIST_VARS = ['GEM_PATH', 'NODE_PATH', 'PYTHONPATH'];

export interface ToolReach {
  /** PATH for the commands: only folders the sandbox user can enter. */
  path: string;
  /** Folders that cannot be entered (e.g. /root), to cover with an empty tmpfs. */
  covered: string[];
  /** Toolchain folders under them, bound back read-only. */
  tools: string[];
  /** PATH entries left out: folders closed to the sandbox user themselves. */
  dropped: string[];
}

/**
 * As root, commands run as nobody, which cannot enter /root (mode 700). Root's PATH there (pyenv, cargo, nvm) would
 * make a missing program fail with EACCES instead of ENOENT, and the tools would be gone: the suite would see another
 * machine. So a PATH or toolchain folder under a closed folder is reached the way it is outside: the closed folder
 * is covered by an empty tmpfs and the tool's own folder (its first level below, e.g. /root/.pyenv) is bound back
 * read-only, secrets in it covered as everywhere. A folder that is itself closed to nobody leaves PATH; a missing
 * one under a closed folder too (outside, looking there finds nothing as well).
 */
export function toolReach(pathValue: string, env: Record<string, string | undefined>): ToolReach {
  const covered = new Set<string>();
  const tools = new Set<string>();
  /** Can `dir` be reached, once its closed ancestor is covered and its tool folder bound back? */
  const reach = (dir: string): boolean => {
    const closed = firstClosed(dir);
    if (!closed) return true;
    if (closed === dir) return false;
    const tool = path.join(closed, path.relative(closed, dir).split(path.sep)[0]!);
    if (!exists(dir) || firstClosed(dir, tool)) return false;
    covered.add(closed);
    tools.add(tool);
    return true;
  };
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const dir of pathValue.split(':')) {
    if (!path.isAbsolute(dir) || reach(dir)) kept.push(dir);
    else dropped.push(dir);
  }
  for (const name of TOOL_VARS) if (env[name] && path.isAbsolute(env[name])) reach(env[name]);
  for (const name of TOOL_LIST_VARS)
    for (const dir of (env[name] ?? '').split(':')) if (path.isAbsolute(dir)) reach(dir);
  return { path: kept.join(':'), covered: [...covered], tools: [...tools], dropped };
}

export function nobodysReach(home: string, log: (line: string) => void): ToolReach {
  const reach = toolReach(childEnv().PATH!, { ...childEnv(), ...homeEnv(home) });
  if (reach.dropped.length)
    log(`sandbox: PATH folders that the sandbox user (nobody) cannot enter are left out: ${reach.dropped.join(', ')}`);
  return reach;
}

/** The closed folders above the workspace and the home, and those the tools need, that bwrap opens for nobody. */
export function coveredFolders(root: string, home: string, reach: ToolReach): string[] {
  return [...new Set([...[root, home].map(closedAncestor).filter((d): d is string => Boolean(d)), ...reach.covered])];
}

/**
 * The tool folders under the host's home that the commands use (PATH, the toolchain variables: ~/.pyenv, ~/.nvm,
 * ~/.rustup, ~/.cargo/bin), bound back read-only over the private home shown there (home.ts `homeShownAt`). A folder
 * is bound at its first level below the home (its tool's own folder, as `toolReach` does), or alone when that level
 * is the private home's own (~/.cargo/bin, not ~/.cargo: CARGO_HOME stays the private home's, writable). Missing
 * folders are left out: outside, looking there finds nothing as well.
 */
export function homeTools(
  shownAt: string,
  hostHome: string,
  pathValue: string,
  env: Record<string, string | undefined>,
): string[] {
  const dirs = [
    ...pathValue.split(':'),
    ...TOOL_VARS.map((name) => env[name] ?? ''),
    ...TOOL_LIST_VARS.flatMap((name) => (env[name] ?? '').split(':')),
  ];
  const out = new Set<string>();
  for (const dir of dirs) {
    if (!path.isAbsolute(dir) || !exists(dir)) continue;
    // The home as PATH names it, or as its real path.
    const base = [hostHome, shownAt].find((h) => within(dir, h) && dir !== h);
    if (!base) continue;
    const rel = path.relative(base, dir);
    const top = rel.split(path.sep)[0]!;
    out.add(path.join(shownAt, HOME_OWN.has(top) ? rel : top));
  }
  // A folder inside another one bound is bound with it.
  const all = [...out];
  return all.filter((d) => !all.some((o) => o !== d && within(d, o))).sort();
}
