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
import { contractStatus, runPipeline, type RunResult } from '../pipeline/index.js';
import { humanSummary, jsonSummary } from '../report/cli-summary.js';
import { redact, redactDeep, registerSecret } from '../security/redact.js';
import { RUN_HELP } from './help.js';
import { ConfigError } from '../errors.js';
import { budgetWithoutPrice } from '../model/cost.js';
import { errorJson, exitCodeForError } from './errors.js';

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
  // Not a repository, or no commit: readLocalProjectRules fails with a GitError, and there are no rules.
  if (!fs.existsSync(dir)) return undefined;
  try {
    return await readLocalProjectRules(dir);
  } catch (error) {
    // No commit yet: the engine's own check says so.
    if (!(error instanceof ProjectRulesError)) return undefined;
    throw error;
  }
}

/**
 * A cost budget needs a price: without one the run's cost is unknown and the budget would never stop it. Refused
 * before anything runs, with the fix.
 */
function assertPriced(config: RunConfig): void {
  const { maxCostUsd, model } = config;
  if (!budgetWithoutPrice(config)) return;
  throw new ConfigError(
    `--max-cost ${maxCostUsd} cannot be enforced: agent-fix has no price for the model "${model}", so the run's cost ` +
      'is unknown; give its price with --price IN/CACHED/OUT (US dollars per 1M tokens, e.g. --price 0.15/0.075/0.60), ' +
      'add it to src/model/pricing.json and rebuild, use a model listed there, or drop --max-cost (--max-turns bounds ' +
      'the run too)',
  );
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
  // Known before the flags parse: a bad flag still gets its JSON line.
  const json = argv.includes('--json');
  const edits = onCancel(json, argv.includes('--dry-run'), argv.includes('--allow-dirty'));
  try {
    return await runFlow(argv, edits);
  } catch (err) {
    if (!json) throw err;
    const { code, message } = exitCodeForError(err);
    process.stderr.write(`agent-fix: ${message}\n`);
    process.stdout.write(`${JSON.stringify(redactDeep(errorJson(code, message)))}\n`);
    return code;
  }
}

async function runFlow(argv: string[], edits: Set<string>): Promise<number> {
  const flags = parseRunArgs(argv);
  if (flags.help) {
    process.stdout.write(RUN_HELP);
    return 0;
  }
  const { engine, explicit, issue, pr, output } = runSlices(flags);
  // Before any request: whatever the endpoint echoes back is then redacted from the first line on.
  registerSecret(engine.apiKey);
  // Everything printed passes the redactor: an endpoint may echo the key back in an error body.
  const say = (line: string) => process.stderr.write(`${redact(line)}\n`);
  // The rules come from the commit checked out now: with --pr that is the base, before the PR's head replaces it.
  const rules = await localRules(engine.repo);
  const config = rules ? underRules(engine, explicit, rules, say) : engine;
  assertPriced(config);
  const pull = pr ? await import('./pull.js') : undefined;
  const pullStart = pr ? await pull!.checkoutPullHead(engine.repo, pr, say) : undefined;
  const issueRun = issue ? await (await import('./issue.js')).prepareIssueRun(issue, config, say) : undefined;
  const task = issueRun?.task ?? config.task;
  const section = rulesTaskSection(rules);
  const result = await runPipeline(
    { ...config, task: section ? `${task}\n\n${section}` : task },
    {
      onProgress: say,
      onWarning: (line) => say(`warning: ${line}`),
      onEvent: (event) => {
        if (event.kind === 'edit') for (const f of event.files) edits.add(f);
      },
      rules,
      testCommandFrom: pullStart?.head,
    },
  );
  if (!output.json) process.stdout.write(`${humanSummary(result)}\n${config.dryRun ? `${DRY_RUN}\n` : ''}`);
  if (result.status !== 'resolved' && result.changedFiles.length && !engine.dryRun) {
    process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
  }
  if (pullStart) process.stderr.write(`${pull!.leftOnPullHead(pullStart)}\n`);
  const delivered = issueRun ? await issueRun.deliver(result) : undefined;
  const code = delivered?.exitCode ?? exitCodeFor(result);
  if (output.json) {
    const failed = result.status === 'error' ? errorJson(code, result.reason ?? 'the run failed') : {};
    const dry = config.dryRun ? { dry_run: true, note: DRY_RUN } : {};
    const line = { ...jsonSummary(result), ...failed, exit_code: code, ...dry, ...delivered?.json };
    process.stdout.write(`${JSON.stringify(redactDeep(line))}\n`);
  }
  return code;
}

/** The last word of a `--dry-run`, in the summary and the JSON line alike. */
const DRY_RUN = 'dry run: nothing was committed or pushed, and the work tree is as it was';

/** The exit code of a cancelled run, as a shell reports a process that SIGINT ended. */
export const CANCELLED = 130;

/**
 * SIGINT or SIGTERM, at any point: say what is kept, print the `--json` line, and exit 130. The exit undoes
 * everything agent-fix still holds (process/cleanup.ts: the commands' process groups, proof worktrees, private
 * indexes, homes, caches, owners and modes), synchronously, so a second Ctrl-C changes nothing. The agent's edits
 * are left in the work tree, uncommitted. Returns the set the run fills with the files edited so far.
 */
function onCancel(json: boolean, dryRun: boolean, allowDirty: boolean): Set<string> {
  const edits = new Set<string>();
  let cancelled = false;
  const cancel = (signal: NodeJS.Signals) => {
    // Listening stays on: a second signal during the synchronous clean-up must not fall to the default action
    // (killed by the signal, exit code lost, the clean-up cut short); it changes nothing.
    if (cancelled) return;
    cancelled = true;
    const files = [...edits];
    const kept = files.length
      ? `the agent's edits (${files.join(', ')}) are kept in the work tree as an uncommitted diff (git diff shows them${dryRun ? '; this was a dry run: git checkout -- FILES drops them' : ''})`
      : 'the agent had made no edit';
    const message = `cancelled (${signal}): ${kept}; nothing was committed, and agent-fix's worktrees, index, home and cache folders are removed, as is every file and folder a command made that no edit tool kept`;
    process.stderr.write(`agent-fix: ${message}\n`);
    if (json) {
      const fix = againAfterCancel(files, allowDirty);
      const line = { ...errorJson(CANCELLED, message, fix), changed_files: files };
      process.stdout.write(`${JSON.stringify(redactDeep(line))}\n`);
    }
    process.exit(CANCELLED);
  };
  process.on('SIGINT', cancel);
  process.on('SIGTERM', cancel);
  return edits;
}

/**
 * What to do after a cancellation. The kept edits make the tree dirty, so the same command is refused (exit 2)
 * unless it already allows a dirty tree: name the two ways on.
 */
export function againAfterCancel(edits: string[], allowDirty: boolean): string {
  if (!edits.length) return 'run the same command again to start over';
  if (allowDirty)
    return "run the same command again: with --allow-dirty it starts from the work tree as it is now, the agent's edits included";
  return (
    "the agent's edits make the work tree dirty, so the same command is refused: add --allow-dirty to start from " +
    'them, or set them aside with git stash (git stash pop brings them back) and run the same command again'
  );
}
