/**
 * SWE-bench instance files (`--instances FILE.jsonl`): one instance per line, in the datasets' own format. Checked
 * with zod line by line, so a bad line fails before any clone with its line number and field; the setup and test
 * commands are resolved here too (the line's own, else the flags, else the per-repo table).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { shellQuote } from '../verify/parse.js';
import { DiffError, touchedPaths } from './diff.js';
import { REPO_COMMANDS } from './instance-repos.js';

/** FAIL_TO_PASS / PASS_TO_PASS: an array, or (as the Hugging Face datasets store them) a JSON-encoded array. */
const TestList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(z.string().min(1), { message: 'must be a list of test ids (an array, or a JSON string of one)' }),
);

/** A string field; a missing one says so (zod's own words are "expected string, received undefined"). */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'missing' : 'must be a string') });

export const InstanceSchema = z.object({
  instance_id: text().min(1),
  /** owner/name on GitHub (the clone URL comes from --git-url-template). */
  repo: text().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, such as axios/axios'),
  base_commit: text().regex(/^[0-9a-f]{7,40}$/i, 'must be a commit id (hex)'),
  /** The gold patch: the reference fix, played by --model oracle. */
  patch: text(),
  /** The instance's tests, applied before the agent starts. */
  test_patch: text().min(1),
  FAIL_TO_PASS: TestList,
  PASS_TO_PASS: TestList,
  /** The issue text the agent gets. */
  problem_statement: z.string().optional(),
  setup_command: z.string().min(1).optional(),
  test_command: z.string().min(1).optional(),
});
export type Instance = z.infer<typeof InstanceSchema>;

/** One instance, ready to run: the commands resolved and the test patch's files known. */
export interface BenchInstance extends Instance {
  /** Where the line came from (`file.jsonl:3`), for messages. */
  source: string;
  testCommand: string;
  setupCommand?: string;
  /** Every file the test patch touches: protected from the agent and restored before judging. */
  testFiles: string[];
}

export interface CommandDefaults {
  testCommand?: string;
  setupCommand?: string;
}

const CODE = /\.(py|[cm]?[jt]sx?|mts|cts|go)$/;
const TEST_NAME =
  /(^|\/)(tests?|__tests__|spec|specs)\/|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|\.(test|spec|tests)\.[cm]?[jt]sx?$/;
const NOT_RUNNABLE = /(^|\/)(conftest|__init__)\.py$|(^|\/)(__fixtures__|fixtures|testdata|__snapshots__)\//;

/** The test patch's files a runner can be handed: code files on a test path, not fixtures or conftest. */
export function runnableTestFiles(files: string[]): string[] {
  return files.filter((f) => CODE.test(f) && TEST_NAME.test(f) && !NOT_RUNNABLE.test(f));
}

/** `{test_files}` and `{test_packages}` filled in from the test patch's files. */
export function expandCommand(template: string, testFiles: string[]): string {
  const runnable = runnableTestFiles(testFiles);
  const packages = [
    ...new Set(
      runnable
        .filter((f) => f.endsWith('_test.go'))
        .map((f) => (path.posix.dirname(f) === '.' ? '.' : `./${path.posix.dirname(f)}`)),
    ),
  ];
  return template
    .replace(/\{test_files\}/g, runnable.map(shellQuote).join(' '))
    .replace(/\{test_packages\}/g, packages.map(shellQuote).join(' '));
}

function problems(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(line)'}: ${i.message}`).join('; ');
}

/** Check one parsed line and resolve its commands; throws ConfigError naming the line and field. */
export function toBenchInstance(value: unknown, source: string, defaults: CommandDefaults = {}): BenchInstance {
  const parsed = InstanceSchema.safeParse(value);
  if (!parsed.success) throw new ConfigError(`${source}: ${problems(parsed.error)}`);
  const inst = parsed.data;
  let testFiles: string[];
  try {
    testFiles = touchedPaths(inst.test_patch);
  } catch (err) {
    throw new ConfigError(`${source}: test_patch is not a readable diff: ${(err as DiffError).message}`);
  }
  if (testFiles.length === 0) throw new ConfigError(`${source}: test_patch changes no file (is it a unified diff?)`);
  if (inst.FAIL_TO_PASS.length === 0) throw new ConfigError(`${source}: FAIL_TO_PASS is empty; nothing would judge it`);
  const table = REPO_COMMANDS[inst.repo];
  const template = inst.test_command ?? defaults.testCommand ?? table?.test;
  if (!template) {
    throw new ConfigError(
      `${source}: no test command for ${inst.repo}: add "test_command" to the line, or pass --test-command CMD ` +
        '(it may use {test_files} and {test_packages})',
    );
  }
  const setup = inst.setup_command ?? defaults.setupCommand ?? table?.setup;
  return {
    ...inst,
    source,
    testCommand: expandCommand(template, testFiles),
    ...(setup ? { setupCommand: expandCommand(setup, testFiles) } : {}),
    testFiles,
  };
}

/**
 * Every instance of a JSONL file (blank lines skipped). Throws ConfigError for an unreadable file, a line that is not
 * JSON, a missing or malformed field (line and field named), or a repeated instance_id.
 */
export function loadInstances(file: string, defaults: CommandDefaults = {}): BenchInstance[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`--instances ${file} could not be read: ${(err as Error).message}`);
  }
  const out: BenchInstance[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const source = `${path.basename(file)}:${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      throw new ConfigError(
        `${source}: not a JSON object (${(err as Error).message}); --instances takes JSONL, one instance per line`,
      );
    }
    const inst = toBenchInstance(value, source, defaults);
    if (seen.has(inst.instance_id)) throw new ConfigError(`${source}: instance_id ${inst.instance_id} appears twice`);
    seen.add(inst.instance_id);
    out.push(inst);
  });
  if (out.length === 0) throw new ConfigError(`--instances ${file} holds no instance (one JSON object per line)`);
  return out;
}

/** The clone URL of `repo` from a template with `{repo}` (owner/name), `{owner}` and `{name}`. */
export function cloneUrl(template: string, repo: string): string {
  const [owner, name] = repo.split('/') as [string, string];
  return template
    .replace(/\{repo\}/g, repo)
    .replace(/\{owner\}/g, owner)
    .replace(/\{name\}/g, name);
}
