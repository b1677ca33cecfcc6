/**
 * Instruction files people already write for coding agents: `AGENTS.md` in any folder (nearest to the file wins),
 * `CLAUDE.md` and `.github/copilot-instructions.md`. Read through git objects of one commit (the Action: the base
 * branch; the CLI: HEAD), never from the work tree. They are guidance for the model: they cannot change the tools,
 * the protected paths, the sandbox or the proof.
 *
 * Where they reach the model, so the prompt's prefix stays stable for provider caches:
 * - the files on the way from the repository's top to the workspace folder, plus `CLAUDE.md` and
 *   `.github/copilot-instructions.md`, go into the task (the first user message, the same in every request);
 * - an `AGENTS.md` below the workspace folder is appended to the result of the first read_file, patch_file or
 *   create_file in its folder or under it (nearest first). Results are history: nothing before them changes.
 */
import { runGit } from '../git/runner.js';

export const AGENTS_FILE = 'AGENTS.md';
/** Read at the repository's top only. */
export const TOP_INSTRUCTION_FILES = ['CLAUDE.md', '.github/copilot-instructions.md'];
/** Bound on each file's text; an instruction file is guidance, not a second codebase. */
export const MAX_INSTRUCTION_CHARS = 8_000;
/** Bound on how many nested AGENTS.md files are kept (a monorepo may have one per package). */
const MAX_NESTED = 200;

export interface InstructionFile {
  /** Repository-relative path (from the top, even when the workspace is a subfolder). */
  path: string;
  text: string;
}

export interface InstructionFiles {
  /** For the task: AGENTS.md from the workspace folder up to the top (nearest first), then the top-only files. */
  task: InstructionFile[];
  /** AGENTS.md files strictly below the workspace folder. */
  nested: InstructionFile[];
}

const dirOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

/**
 * The regular files named AGENTS.md anywhere, or a top-only instruction file, in `ls-tree -r -z` output (path → blob).
 * The entries are found by searching for the names, not by splitting every entry: a 100,000-file tree lists 7 MB.
 */
function instructionEntries(listing: string): Map<string, string> {
  const files = new Map<string, string>();
  const text = listing.endsWith('\0') ? listing : `${listing}\0`;
  for (const name of [AGENTS_FILE, ...TOP_INSTRUCTION_FILES]) {
    for (let at = text.indexOf(`${name}\0`); at >= 0; at = text.indexOf(`${name}\0`, at + 1)) {
      const start = text.lastIndexOf('\0', at - 1) + 1;
      const entry = text.slice(start, at + name.length);
      const tab = entry.indexOf('\t');
      if (tab < 0) continue;
      const [mode, type, blob] = entry.slice(0, tab).split(' ');
      const path = entry.slice(tab + 1);
      // A whole name only: `NOT_AGENTS.md` is not one; the top-only files count at the top only.
      const whole = name === AGENTS_FILE ? path === name || path.endsWith(`/${name}`) : path === name;
      if (!whole || type !== 'blob' || (mode !== '100644' && mode !== '100755')) continue;
      files.set(path, blob!);
    }
  }
  return files;
}

/**
 * The instruction files of commit `sha`, seen from the folder `prefix` (top-relative, '' or ending in '/'). Only
 * regular files count: a symlink in the tree could name any path. `cwd` is any folder of the repository.
 */
export async function readInstructionFiles(cwd: string, sha: string, prefix = ''): Promise<InstructionFiles> {
  const files = instructionEntries(await runGit(cwd, ['ls-tree', '-r', '--full-tree', '-z', sha]));
  const read = async (path: string): Promise<InstructionFile | undefined> => {
    const blob = files.get(path);
    if (!blob) return undefined;
    const text = await runGit(cwd, ['cat-file', 'blob', blob]);
    return text.trim() ? { path, text } : undefined;
  };
  const folder = prefix.replace(/\/$/, '');
  // From the workspace folder up to the top: the nearest one first.
  const upward: string[] = [];
  for (let dir = folder; ; dir = dirOf(dir)) {
    upward.push(dir ? `${dir}/${AGENTS_FILE}` : AGENTS_FILE);
    if (!dir) break;
  }
  const task: InstructionFile[] = [];
  for (const path of [...upward, ...TOP_INSTRUCTION_FILES]) {
    const file = await read(path);
    if (file) task.push(file);
  }
  const below = [...files.keys()]
    .filter((p) => p.endsWith(`/${AGENTS_FILE}`) && (folder === '' || p.startsWith(`${folder}/`)))
    .filter((p) => !upward.includes(p))
    .sort()
    .slice(0, MAX_NESTED);
  const nested: InstructionFile[] = [];
  for (const path of below) {
    const file = await read(path);
    if (file) nested.push(file);
  }
  return { task, nested };
}

/**
 * The nested AGENTS.md files the agent has not seen yet, for a tool result: each one once, the first time a tool
 * reads or edits a file in its folder or below. Remembers which were shown, for the report.
 */
export class FolderInstructions {
  private readonly byDir: Map<string, InstructionFile>;
  private readonly shown: string[] = [];

  /** `prefix`: the workspace folder, top-relative ('' or ending in '/'); tool paths are relative to it. */
  constructor(
    files: InstructionFile[],
    private readonly prefix = '',
  ) {
    this.byDir = new Map(files.map((f) => [dirOf(f.path), f]));
  }

  /** Files to show with a tool result about `rel` (workspace-relative), nearest first; each file only once. */
  take(rel: string): InstructionFile[] {
    if (this.byDir.size === 0) return [];
    const out: InstructionFile[] = [];
    const top = this.prefix.replace(/\/$/, '');
    for (let dir = dirOf(`${this.prefix}${rel.replace(/^\.\//, '')}`); dir && dir !== top; dir = dirOf(dir)) {
      const file = this.byDir.get(dir);
      if (file && !this.shown.includes(file.path)) {
        this.shown.push(file.path);
        out.push(file);
      }
    }
    return out;
  }

  /** The files shown so far, in the order they were. */
  get applied(): string[] {
    return [...this.shown];
  }
}
