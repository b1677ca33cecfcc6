/** `agent-fix run`: the engine on a local repository; stops after verification and prints what Delivery would do. */
import fs from 'node:fs';
import { parseRunArgs, runSlices } from '../config/cli-args.js';
import {
  ProjectRulesError,
  RULES_FILE,
  applyRulesToRunConfig,
  readLocalProjectRules,
  rulesTaskSection,
  type ProjectRules,
} from '../config/project-rules.js';
import type { RunConfig } from '../config/schema.js';
import { isGitRepo } from '../workspace/git.js';
import { contractStatus, runPipeline, type RunResult } from '../pipeline/index.js';
import { humanSummary, jsonSummary } from '../report/cli-summary.js';
import { redact, redactDeep, registerSecret } from '../security/redact.js';
import { HELP } from './help.js';

export const EXIT = { resolved: 0, unresolved: 1, usage: 2, runtime: 3 } as const;

export function exitCodeFor(result: RunResult): number {
  const status = contractStatus(result.status);
  return status === 'resolved' ? EXIT.resolved : status === 'unresolved' ? EXIT.unresolved : EXIT.runtime;
}

/**
 * The project rules of the checkout (AGENTS.md files, CLAUDE.md, copilot instructions, .github/agent-fix.yml) from its
 * last commit. Not a repository yet, or no commit: none here, and the engine says what to fix.
 */
async function localRules(dir: string): Promise<ProjectRules | undefined> {
  if (!fs.existsSync(dir) || !(await isGitRepo(dir))) return undefined;
  try {
    return await readLocalProjectRules(dir);
  } catch (error) {
    // No commit yet: the engine's own check says so.
    if (!(error instanceof ProjectRulesError)) return undefined;
    throw error;
  }
}

/** The engine's settings under the project rules, applied as the Action applies them (flags win), and said. */
function underRules(
  engine: RunConfig,
  explicit: ReadonlySet<string>,
  rules: ProjectRules,
  say: (line: string) => void,
): RunConfig {
  const applied = applyRulesToRunConfig(engine, explicit, rules);
  for (const note of applied.notes) say(`project rules: ${note}`);
  const found = [...(rules.instructionFiles ?? []).map((f) => f.path), ...(rules.file ? [RULES_FILE] : [])];
  if (found.length || rules.nested?.length)
    say(
      `project rules (committed, HEAD): ${found.join(', ') || 'none at the top'}${rules.nested?.length ? `; ${rules.nested.length} AGENTS.md in subfolders, shown as the agent gets there` : ''}`,
    );
  return applied.config;
}

/**
 * The steps, in order: parse the flags and split them into the slice each step reads; the project rules; the issue
 * (`--issue`: the task comes from GitHub); the engine; the summary; the delivery (`--open-pr`); the exit code.
 */
export async function runCommandLine(argv: string[]): Promise<number> {
  const flags = parseRunArgs(argv);
  if (flags.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const { engine, explicit, issue, output } = runSlices(flags);
  // Before any request: whatever the endpoint echoes back is then redacted from the first line on.
  registerSecret(engine.apiKey);
  // Everything printed passes the redactor: an endpoint may echo the key back in an error body.
  const say = (line: string) => process.stderr.write(`${redact(line)}\n`);
  const rules = await localRules(engine.repo);
  const config = rules ? underRules(engine, explicit, rules, say) : engine;
  const issueRun = issue ? await (await import('./issue.js')).prepareIssueRun(issue, config, say) : undefined;
  const task = issueRun?.task ?? config.task;
  const section = rulesTaskSection(rules);
  const result = await runPipeline(
    { ...config, task: section ? `${task}\n\n${section}` : task },
    { onProgress: say, onWarning: (line) => say(`warning: ${line}`), rules },
  );
  if (!output.json) process.stdout.write(`${humanSummary(result)}\n`);
  if (result.status !== 'resolved' && result.changedFiles.length && !engine.dryRun) {
    process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
  }
  const delivered = issueRun ? await issueRun.deliver(result) : undefined;
  if (output.json)
    process.stdout.write(`${JSON.stringify(redactDeep({ ...jsonSummary(result), ...delivered?.json }))}\n`);
  return delivered?.exitCode ?? exitCodeFor(result);
}
