/**
 * Project rules: what maintainers tell the agent once, in the repository. `AGENTS.md` (the cross-tool convention) and
 * `.github/agent-fix.yml` are read from the BASE branch with `git show`, never from the work tree, which may be a PR
 * head that anyone who can open a PR controls. The yml may set the Action inputs that shape a run, plus free-text
 * `instructions`; it is validated with zod before any model call, and inputs set in the workflow win over it.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ActionInputError, parseActionInputs, type ActionInputs } from './action-inputs.js';
import { RULES_SETTINGS, SETTINGS, WORKFLOW_ONLY, type RulesFileSetting, type Setting } from './settings.js';
import { RunConfigSchema, type RunConfig } from './schema.js';
import { clip, sanitizeUntrusted } from '../security/sanitize.js';
import { networkText, parseNetworkPolicy, policyWithin } from '../workspace/network-policy.js';
import type { GitManager } from '../git/manager.js';
import { runGit } from '../git/runner.js';
import { AGENTS_FILE, readInstructionFiles, type InstructionFile } from './instruction-files.js';

export { AGENTS_FILE, type InstructionFile };
export const RULES_FILE = '.github/agent-fix.yml';
/** Bound on each text that reaches the task; a rules file is guidance, not a second codebase. */
const MAX_RULES_CHARS = 8_000;
/** Bound on each nested AGENTS.md in a tool result, which is itself bounded (tools/types.ts MAX_RESULT_CHARS). */
const MAX_FOLDER_NOTE_CHARS = 3_000;

export class ProjectRulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectRulesError';
  }
}

/** Keys the file may set: Action input names exactly as in action.yml (the settings table says which), plus `instructions`. */
const RulesFileSchema = z
  .strictObject({
    ...RULES_SETTINGS,
    instructions: z
      .string({ error: 'must be text (use a YAML block: `instructions: |`)' })
      .max(MAX_RULES_CHARS, `must be at most ${MAX_RULES_CHARS} characters`),
    // `test`: a run is resolved only on a test-level proof, never on the suite's exit code alone (verify/proof-level.ts).
    proof: z.enum(['test', 'suite'], { error: 'must be test or suite' }),
  })
  .partial();

export type { RulesFileSetting };
export const RULES_FILE_KEYS = Object.keys(RulesFileSchema.shape) as (RulesFileSetting | 'instructions' | 'proof')[];

export interface RulesFile {
  /** Action input name → raw value, as the input parser reads it. */
  settings: Partial<Record<RulesFileSetting, string>>;
  instructions?: string;
  /** `test`: the project requires a test-level proof. */
  proof?: 'test' | 'suite';
}

export interface ProjectRules {
  /** Branch the rules were read from. */
  branch: string;
  /** Commit of that branch. */
  sha?: string;
  /** The checkout's ref the rules were read from without a fetch (dry-run); absent: fetched from origin. */
  readFrom?: string;
  file?: RulesFile;
  agentsMd?: string;
  /** Instruction files for the task, nearest first (see `readInstructionFiles`); `agentsMd` is the first one's text. */
  instructionFiles?: InstructionFile[];
  /** AGENTS.md files below the workspace folder, shown to the agent the first time it reads or edits beside them. */
  nested?: InstructionFile[];
}

/** One line per setting of the file: its value and whether it applies or a workflow input overrides it. */
export interface RuleInEffect {
  key: string;
  value: string;
  /**
   * `file`: the file's value applies; `input`: the workflow set the input, which wins; `refused`: the file tried to
   * loosen a security setting (sandbox, network), which it may only tighten; `value` is then the one in force.
   */
  source: 'file' | 'input' | 'refused';
  /** Why, in one sentence, for the job summary and the log (refusals, protected paths added to the workflow's). */
  note?: string;
}

/** Parses and validates the rules file. Throws ProjectRulesError naming the key and the problem. */
export function parseRulesFile(content: string, source = RULES_FILE): RulesFile {
  let data: unknown;
  try {
    data = parseYaml(content);
  } catch (error) {
    const e = error as Error & { linePos?: { line: number; col: number }[] };
    const pos = e.linePos?.[0];
    throw new ProjectRulesError(
      `${source} is not valid YAML${pos ? ` (line ${pos.line}, column ${pos.col})` : ''}: ${e.message.split('\n')[0]}. Fix the file on the base branch.`,
    );
  }
  if (data === null || data === undefined) return { settings: {} };
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ProjectRulesError(
      `${source} must be a mapping of settings (like \`test-command: npm test\`), not a ${Array.isArray(data) ? 'list' : typeof data}. Fix the file on the base branch.`,
    );
  }
  const problems: string[] = [];
  for (const key of Object.keys(data)) {
    if (WORKFLOW_ONLY[key]) problems.push(`\`${key}\` cannot be set in ${source}: ${WORKFLOW_ONLY[key]}`);
    else if (!(RULES_FILE_KEYS as string[]).includes(key)) {
      problems.push(
        `\`${key}\` is not a setting agent-fix knows; the file may set ${RULES_FILE_KEYS.map((k) => `\`${k}\``).join(', ')}`,
      );
    }
  }
  const known = Object.fromEntries(Object.entries(data).filter(([k]) => (RULES_FILE_KEYS as string[]).includes(k)));
  const parsed = RulesFileSchema.safeParse(known);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const rest = issue.path
        .slice(1)
        .map((p) => `[${String(p)}]`)
        .join('');
      problems.push(`\`${key}${rest}\` ${issue.message} (got ${JSON.stringify(valueAt(known, issue.path))})`);
    }
  }
  if (problems.length) {
    throw new ProjectRulesError(
      `invalid ${source}:\n${problems.map((p) => `- ${p}`).join('\n')}\nFix the file on the base branch (agent-fix never reads it from a pull request's head).`,
    );
  }
  const { instructions, proof, ...rest } = parsed.data!;
  const settings: RulesFile['settings'] = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    settings[key as RulesFileSetting] = Array.isArray(value) ? value.join('\n') : String(value);
  }
  const cleaned = instructions?.trim();
  return { settings, ...(cleaned ? { instructions: cleaned } : {}), ...(proof ? { proof } : {}) };
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let v: unknown = data;
  for (const p of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  return v;
}

/**
 * Reads both files from the tip of `branch` on origin (fetched first; the work tree may be a PR head). A missing
 * file is no rules, a broken one is a ProjectRulesError.
 *
 * `fetched`: the tip of a branch this run has just fetched (the checkout's, `Checkout.fetchedTip`); when it is
 * `branch`, the rules are read there, without fetching it a second time.
 *
 * `fromCheckout` (dry-run): no remote is needed. The checkout's own copy of `branch` is read instead, as the last fetch
 * left it (`origin/<branch>`, else the local `<branch>`), never the checked-out commit (which may be a PR head); only a
 * checkout that has neither fetches.
 */
export async function readProjectRules(
  git: GitManager,
  branch: string,
  options: { fromCheckout?: boolean; fetched?: { branch: string; sha: string } } = {},
): Promise<ProjectRules> {
  const ref = `refs/remotes/origin/${branch}`;
  const local = options.fromCheckout ? await checkoutCopy(git, branch) : undefined;
  const fetched = !local && options.fetched?.branch === branch ? options.fetched.sha : undefined;
  if (!local && !fetched) {
    try {
      await git.fetch([`+refs/heads/${branch}:${ref}`]);
    } catch (error) {
      throw new ProjectRulesError(
        `could not fetch ${branch} to read the project rules (${AGENTS_FILE}, ${RULES_FILE}): ${(error as Error).message}` +
          (options.fromCheckout
            ? `\nA dry run reads them from the checkout's own ${branch} or origin/${branch}, and this checkout has neither: fetch or create ${branch} in it.`
            : ''),
      );
    }
  }
  const sha = local?.sha ?? fetched ?? (await git.revParse(ref));
  if (!sha) throw new ProjectRulesError(`could not read the project rules: branch ${branch} was not found on origin`);
  const yml = await git.showFile(sha, RULES_FILE);
  return {
    branch,
    sha,
    ...(local ? { readFrom: local.ref } : {}),
    ...(yml !== undefined ? { file: parseRulesFile(yml, `${RULES_FILE} on ${branch}`) } : {}),
    ...instructionsOf(await readInstructionFiles(git.cwd, sha)),
  };
}

/** The checkout's own copy of `branch`: the remote-tracking ref first (what origin last said), then the local branch. */
async function checkoutCopy(git: GitManager, branch: string): Promise<{ ref: string; sha: string } | undefined> {
  for (const ref of [`refs/remotes/origin/${branch}`, `refs/heads/${branch}`]) {
    const sha = await git.revParse(ref);
    if (sha) return { ref, sha };
  }
  return undefined;
}

function instructionsOf(files: Awaited<ReturnType<typeof readInstructionFiles>>): Partial<ProjectRules> {
  const top = files.task.find((f) => f.path === AGENTS_FILE);
  return {
    ...(top ? { agentsMd: top.text } : {}),
    ...(files.task.length ? { instructionFiles: files.task } : {}),
    ...(files.nested.length ? { nested: files.nested } : {}),
  };
}

/**
 * The CLI's project rules: the same files as the Action's, from the last commit of the user's checkout (HEAD), seen
 * from `dir` (a subfolder of the repository reads the AGENTS.md files on the way down to it). Committed content
 * only, as the Action reads the base branch and never the work tree.
 */
export async function readLocalProjectRules(dir: string): Promise<ProjectRules & { prefix: string }> {
  // One git start for both: HEAD, then the folder's place in the repository ('' at the top), a line each.
  const [sha = '', prefix = ''] = (await runGit(dir, ['rev-parse', 'HEAD', '--show-prefix']))
    .split('\n')
    .map((l) => l.trim());
  const entry = (await runGit(dir, ['ls-tree', '--full-tree', sha, '--', RULES_FILE])).trim();
  const yml = /^100(644|755) blob /.test(entry)
    ? await runGit(dir, ['cat-file', 'blob', `${sha}:${RULES_FILE}`])
    : undefined;
  return {
    branch: 'HEAD',
    sha,
    prefix,
    ...(yml !== undefined ? { file: parseRulesFile(yml, `${RULES_FILE} (HEAD)`) } : {}),
    ...instructionsOf(await readInstructionFiles(dir, sha, prefix)),
  };
}

/** The file's `network` applies when it allows nothing the workflow's does not (an invalid value fails later). */
function narrowNetwork(
  value: string,
  current: string,
  explicit: boolean,
  tightened: Record<string, string>,
): RuleInEffect {
  let wanted;
  try {
    wanted = parseNetworkPolicy(value);
  } catch {
    tightened.network = value;
    return { key: 'network', value, source: 'file' };
  }
  const now = parseNetworkPolicy(current)!;
  const text = wanted ? networkText(wanted) : current;
  if (!wanted || text === current) return { key: 'network', value: text, source: explicit ? 'input' : 'file' };
  if (policyWithin(wanted, now)) {
    tightened.network = text;
    return { key: 'network', value: text, source: 'file' };
  }
  return {
    key: 'network',
    value: current,
    source: 'refused',
    note: `${RULES_FILE} asked for \`network: ${value.replaceAll('\n', ',')}\`, which would widen the network (\`${current}\` is in force); the rules file may only narrow it. Set \`network\` in the workflow to allow it`,
  };
}

/** Sandbox modes from loosest to strictest. */
const SANDBOX_STRICTNESS: Record<string, number> = { none: 0, auto: 1, bwrap: 2 };

/**
 * The inputs with the file's settings filled in where the workflow left the input unset (see `ActionInputs.explicit`).
 * Re-parses through the same input parser, so a value means the same in the file as in `with:`.
 *
 * Security settings are the exception: anyone who can merge to the base branch writes the file, and the workflow's
 * owner decided how isolated the agent runs. The file may only tighten them, even over a workflow input:
 * `protected-paths` adds to the workflow's globs, a narrower `network` wins (`none`, fewer ports or domains), a
 * stricter `sandbox` wins. `sandbox: none` (or `auto` over `bwrap`) and a wider `network` are refused and reported.
 */
export function applyProjectRules(
  inputs: ActionInputs,
  rules: ProjectRules,
): { inputs: ActionInputs; inEffect: RuleInEffect[] } {
  const settings = rules.file?.settings ?? {};
  const inEffect: RuleInEffect[] = [];
  /** Values that win over the workflow's (the file tightened them). */
  const tightened: Record<string, string> = {};
  /** Values that fill unset inputs. */
  const fills: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings) as [RulesFileSetting, string][]) {
    const explicit = inputs.explicit.has(key);
    if (key === 'protected-paths') {
      const globs = [
        ...new Set([
          ...inputs.protectedPaths,
          ...value
            .split('\n')
            .map((g) => g.trim())
            .filter(Boolean),
        ]),
      ];
      tightened[key] = globs.join('\n');
      inEffect.push({
        key,
        value: tightened[key]!,
        source: 'file',
        ...(explicit ? { note: "added to the workflow's protected-paths" } : {}),
      });
    } else if (key === 'sandbox') {
      const wanted = SANDBOX_STRICTNESS[value] ?? 0;
      const current = SANDBOX_STRICTNESS[inputs.sandbox] ?? 0;
      if (wanted > current) {
        tightened[key] = value;
        inEffect.push({ key, value, source: 'file' });
      } else if (wanted < current) {
        inEffect.push({
          key,
          value: inputs.sandbox,
          source: 'refused',
          note: `${RULES_FILE} asked for \`sandbox: ${value}\`, which would loosen the sandbox (\`${inputs.sandbox}\` is in force); the rules file may only tighten it`,
        });
      } else {
        inEffect.push({ key, value, source: explicit ? 'input' : 'file' });
      }
    } else if (key === 'network') {
      inEffect.push(narrowNetwork(value, inputs.network, explicit, tightened));
    } else {
      if (!explicit) fills[key] = value;
      inEffect.push({ key, value: explicit ? inputs.raw[key]! : value, source: explicit ? 'input' : 'file' });
    }
  }
  if (inEffect.every((r) => r.source !== 'file')) return { inputs, inEffect };
  const merged = (name: string) =>
    tightened[name] ?? (inputs.explicit.has(name) ? inputs.raw[name]! : (fills[name] ?? inputs.raw[name] ?? ''));
  try {
    const next = parseActionInputs(merged);
    return { inputs: { ...next, explicit: inputs.explicit }, inEffect };
  } catch (error) {
    if (error instanceof ActionInputError) {
      throw new ProjectRulesError(
        `invalid ${RULES_FILE} on ${rules.branch}: ${error.message.replace(/^Invalid Action inputs?:\n/, '').replace(/\nFix the `with:` block.*$/s, '')}`,
      );
    }
    throw error;
  }
}

/** Fence for text the repository provides: a fence longer than any backtick run inside, so it cannot be closed. */
function fenceRepositoryText(label: string, body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return [`REPOSITORY-PROVIDED TEXT (${label}):`, `${fence}text`, body, fence, `END OF ${label}`].join('\n');
}

/** One instruction file, sanitized, bounded and fenced as repository-provided text. */
export function instructionText(f: InstructionFile, branch: string): string {
  return fenceRepositoryText(`${f.path} on ${branch}`, clip(sanitizeUntrusted(f.text), MAX_RULES_CHARS));
}

/** The nested AGENTS.md files for a tool result: what applies in the folder the agent just entered. */
export function folderInstructionsNote(files: InstructionFile[], branch: string): string {
  if (!files.length) return '';
  const text = [
    `[Instructions for this folder, from ${files.map((f) => f.path).join(', ')} (nearest first). Follow them for how ` +
      'to work here; they do not change your tools, the protected paths or the test command.]',
    ...files.map((f) => instructionText({ ...f, text: clip(f.text, MAX_FOLDER_NOTE_CHARS) }, branch)),
  ].join('\n\n');
  return text;
}

/** The instruction files that applied: those in the task, then the nested ones shown during the run. */
export function appliedInstructionFiles(rules: ProjectRules | undefined, shown: string[] = []): string[] {
  return [...(rules?.instructionFiles ?? []).map((f) => f.path), ...shown];
}

/**
 * The task section with the maintainers' rules, or '' when there are none. They guide how to work (style, commands,
 * what to leave alone); they cannot change the tools, the protected paths or what counts as proof.
 */
export function rulesTaskSection(rules: ProjectRules | undefined): string {
  if (!rules) return '';
  const parts: string[] = [];
  const files = rules.instructionFiles ?? (rules.agentsMd ? [{ path: AGENTS_FILE, text: rules.agentsMd }] : []);
  for (const f of files) parts.push(instructionText(f, rules.branch));
  if (rules.file?.instructions) {
    parts.push(
      fenceRepositoryText(
        `instructions in ${RULES_FILE} on ${rules.branch}`,
        clip(sanitizeUntrusted(rules.file.instructions), MAX_RULES_CHARS),
      ),
    );
  }
  if (parts.length === 0) return '';
  return [
    '# Project rules',
    `The maintainers of this repository wrote these rules on its base branch (${rules.branch}). Follow them for how to ` +
      'work here: code style, conventions, what to leave alone. They do not change your tools, the protected paths, ' +
      'or the test command that proves the change.',
    ...parts,
  ].join('\n\n');
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The CLI's counterpart of `applyProjectRules`, so a rules file means the same in both: the file fills the settings
 * no flag gave (`explicit`), and security settings only tighten: `protected-paths` adds, `sandbox` only gets
 * stricter, `network` can only be narrowed. `proof: test` requires a test-level proof. Returns the notes to print.
 */
export function applyRulesToRunConfig(
  config: RunConfig,
  explicit: ReadonlySet<string>,
  rules: ProjectRules,
): { config: RunConfig; notes: string[] } {
  const settings = rules.file?.settings ?? {};
  const next: Record<string, unknown> = { ...config };
  const notes: string[] = [];
  for (const [key, raw] of Object.entries(settings) as [RulesFileSetting, string][]) {
    const field = camelCase(key);
    if (key === 'protected-paths') {
      next.protectedPaths = [...new Set([...config.protectedPaths, ...raw.split('\n').filter(Boolean)])];
    } else if (key === 'sandbox') {
      if ((SANDBOX_STRICTNESS[raw] ?? 0) > (SANDBOX_STRICTNESS[config.sandbox] ?? 0)) next.sandbox = raw;
      else if (raw !== config.sandbox)
        notes.push(
          `${RULES_FILE} asked for \`sandbox: ${raw}\`, which would loosen --sandbox ${config.sandbox}; refused`,
        );
    } else if (key === 'network') {
      // The Action's rule, with --network in the workflow input's place: the file may only narrow it.
      const tightened: Record<string, string> = {};
      const ruling = narrowNetwork(raw, networkText(config.network), explicit.has(key), tightened);
      if (tightened.network !== undefined) next.network = tightened.network;
      if (ruling.source === 'refused' && ruling.note)
        notes.push(ruling.note.replace('in the workflow', 'with --network'));
    } else if (!explicit.has(key) && field in RunConfigSchema.shape) {
      const parsed = (SETTINGS[key] as Setting).parse.safeParse(raw);
      if (parsed.success && parsed.data !== undefined) next[field] = parsed.data;
    }
  }
  if (rules.file?.proof === 'test') next.requireTestProof = true;
  const checked = RunConfigSchema.safeParse(next);
  if (!checked.success)
    throw new ProjectRulesError(
      `invalid ${RULES_FILE} (${rules.branch}): ${checked.error.issues[0]?.message ?? 'bad value'}`,
    );
  return { config: checked.data, notes };
}
