/** `agent-fix run`: the engine on a local repository; stops after verification and prints what Delivery would do. */
import fs from 'node:fs';
import { parseRunArgs, type RunFlags } from '../config/cli-args.js';
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
import { contractStatus, runPipeline, type RunResult } from '../pipeline.js';
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
 * last commit, applied as the Action applies them. Not a repository yet: none here, and the engine says what to fix.
 */
async function localRules(
  flags: RunFlags,
  say: (line: string) => void,
): Promise<{ config: RunConfig; rules?: ProjectRules }> {
  const dir = flags.config.repo;
  if (!fs.existsSync(dir) || !(await isGitRepo(dir))) return { config: flags.config };
  let rules: ProjectRules;
  try {
    rules = await readLocalProjectRules(dir);
  } catch (error) {
    // No commit yet: the engine's own check says so.
    if (!(error instanceof ProjectRulesError)) return { config: flags.config };
    throw error;
  }
  const applied = applyRulesToRunConfig(flags.config, flags.explicit, rules);
  for (const note of applied.notes) say(`project rules: ${note}`);
  const found = [...(rules.instructionFiles ?? []).map((f) => f.path), ...(rules.file ? [RULES_FILE] : [])];
  if (found.length || rules.nested?.length)
    say(
      `project rules (committed, HEAD): ${found.join(', ') || 'none at the top'}${rules.nested?.length ? `; ${rules.nested.length} AGENTS.md in subfolders, shown as the agent gets there` : ''}`,
    );
  return { config: applied.config, rules };
}

export async function runCommandLine(argv: string[]): Promise<number> {
  const flags = parseRunArgs(argv);
  if (flags.help) {
    process.stdout.write(HELP);
    return 0;
  }
  // Before any request: whatever the endpoint echoes back is then redacted from the first line on.
  registerSecret(flags.config.apiKey);
  // Everything printed passes the redactor: an endpoint may echo the key back in an error body.
  const say = (line: string) => process.stderr.write(`${redact(line)}\n`);
  const local = await localRules(flags, say);
  const withRules = { ...flags, config: local.config };
  // --issue: the task comes from GitHub, and --open-pr delivers after the run.
  const issue = flags.issue
    ? await (await import('./issue.js')).prepareIssueRun({ ...withRules, issue: flags.issue }, say)
    : undefined;
  const config = issue?.config ?? withRules.config;
  const section = rulesTaskSection(local.rules);
  const result = await runPipeline(section ? { ...config, task: `${config.task}\n\n${section}` } : config, {
    onProgress: say,
    onWarning: (line) => say(`warning: ${line}`),
    rules: local.rules,
  });
  if (!flags.json) process.stdout.write(`${humanSummary(result)}\n`);
  if (result.status !== 'resolved' && result.changedFiles.length && !flags.config.dryRun) {
    process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
  }
  const delivered = issue ? await issue.deliver(result) : undefined;
  if (flags.json)
    process.stdout.write(`${JSON.stringify(redactDeep({ ...jsonSummary(result), ...delivered?.json }))}\n`);
  return delivered?.exitCode ?? exitCodeFor(result);
}
