/**
 * The bench task suite on disk (bench/tasks/<id>/): one loader that checks every task's files, so a broken task fails
 * with a message naming its file instead of surfacing as a mysterious unresolved run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { TestEditsMode } from '../config/schema.js';

const EditArgs = z.object({ path: z.string().min(1), old_str: z.string().min(1), new_str: z.string() });
const CreateArgs = z.object({ path: z.string().min(1), content: z.string() });

export const SolutionStep = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('patch_file'), args: EditArgs }),
  z.object({ tool: z.literal('create_file'), args: CreateArgs }),
]);
export type SolutionStep = z.infer<typeof SolutionStep>;

const HiddenSpec = z.object({
  /** Where hidden/ is copied, relative to the repository root. */
  dest: z.string().min(1),
  /** Must fail on the untouched repository and pass once it is fixed. */
  fail_to_pass: z.string().min(1),
  /** Must pass before and after: the fix must not break what worked. */
  pass_to_pass: z.string().min(1),
});
export type HiddenSpec = z.infer<typeof HiddenSpec>;

const TaskJson = z.object({
  test_command: z.string().min(1),
  protected_paths: z.array(z.string().min(1)).optional(),
  test_edits: TestEditsMode.optional(),
  tags: z.array(z.string()).default([]),
  hidden: HiddenSpec,
  /** An edit to a protected test that would make the visible tests pass without a fix (negative oracle). */
  cheat: EditArgs.optional(),
});

export interface BenchTask {
  id: string;
  dir: string;
  /** The files the agent sees. */
  repoDir: string;
  /** Validation tests the agent never sees. */
  hiddenDir: string;
  /** The issue text (task.md). */
  issue: string;
  testCommand: string;
  protectedPaths: string[];
  testEdits?: z.infer<typeof TestEditsMode>;
  tags: string[];
  hidden: HiddenSpec;
  solution: SolutionStep[];
  cheat?: z.infer<typeof EditArgs>;
}

/**
 * bench/tasks of this checkout or install. Walks up from this module, so it works from src/bench (tests, tsx) and
 * from the bundled dist/cli.js alike.
 */
export function defaultTasksDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'bench', 'tasks');
    if (fs.existsSync(candidate) && fs.statSync(candidate).isDirectory()) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new ConfigError('the bench task suite (bench/tasks) was not found next to agent-fix; give --tasks-dir DIR');
    }
    dir = parent;
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`bench task file ${file} is not readable JSON: ${(err as Error).message}`);
  }
}

function parseOrExplain<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new ConfigError(`bench task file ${file} is invalid: ${problems}`);
}

/** Load one task folder; throws ConfigError naming the file that is wrong. */
export function loadTask(dir: string): BenchTask {
  const id = path.basename(dir);
  for (const part of ['repo', 'hidden', 'task.md', 'task.json', 'solution.json']) {
    if (!fs.existsSync(path.join(dir, part))) throw new ConfigError(`bench task ${id} has no ${part} (in ${dir})`);
  }
  const cfg = parseOrExplain(TaskJson, readJson(path.join(dir, 'task.json')), path.join(dir, 'task.json'));
  const solution = parseOrExplain(
    z.array(SolutionStep).min(1),
    readJson(path.join(dir, 'solution.json')),
    path.join(dir, 'solution.json'),
  );
  return {
    id,
    dir,
    repoDir: path.join(dir, 'repo'),
    hiddenDir: path.join(dir, 'hidden'),
    issue: fs.readFileSync(path.join(dir, 'task.md'), 'utf8'),
    testCommand: cfg.test_command,
    protectedPaths: cfg.protected_paths ?? [],
    ...(cfg.test_edits ? { testEdits: cfg.test_edits } : {}),
    tags: cfg.tags,
    hidden: cfg.hidden,
    solution,
    ...(cfg.cheat ? { cheat: cfg.cheat } : {}),
  };
}

/**
 * The tasks whose id matches `filter`: globs over task ids, comma-separated (`py-*,js-range-*`); default all.
 * Sorted by id so runs and reports are in a stable order.
 */
export function loadSuite(options: { dir?: string; filter?: string } = {}): BenchTask[] {
  const root = options.dir ?? defaultTasksDir();
  if (!fs.existsSync(root)) throw new ConfigError(`the bench task folder ${root} does not exist; give --tasks-dir DIR`);
  const ids = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, e.name, 'task.json')))
    .map((e) => e.name)
    .sort();
  const globs = (options.filter ?? '*')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const match = picomatch(globs.length ? globs : ['*']);
  const chosen = ids.filter((id) => match(id));
  if (chosen.length === 0) {
    throw new ConfigError(`--tasks "${options.filter}" matches no task; the tasks are: ${ids.join(', ') || '(none)'}`);
  }
  return chosen.map((id) => loadTask(path.join(root, id)));
}
