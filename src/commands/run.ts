/** `agent-fix run`: the engine on a local repository; stops after verification and prints what Delivery would do. */
import { parseRunArgs } from '../config/cli-args.js';
import { contractStatus, runPipeline, type RunResult } from '../pipeline.js';
import { humanSummary, jsonSummary } from '../report/cli-summary.js';
import { HELP } from './help.js';

export const EXIT = { resolved: 0, unresolved: 1, usage: 2, runtime: 3 } as const;

export function exitCodeFor(result: RunResult): number {
  const status = contractStatus(result.status);
  return status === 'resolved' ? EXIT.resolved : status === 'unresolved' ? EXIT.unresolved : EXIT.runtime;
}

export async function runCommandLine(argv: string[]): Promise<number> {
  const flags = parseRunArgs(argv);
  if (flags.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const say = (line: string) => process.stderr.write(`${line}\n`);
  // --issue: the task comes from GitHub, and --open-pr delivers after the run.
  const issue = flags.issue
    ? await (await import('./issue.js')).prepareIssueRun({ ...flags, issue: flags.issue }, say)
    : undefined;
  const result = await runPipeline(issue?.config ?? flags.config, {
    onProgress: say,
    onWarning: (line) => process.stderr.write(`warning: ${line}\n`),
  });
  if (!flags.json) process.stdout.write(`${humanSummary(result)}\n`);
  if (result.status !== 'resolved' && result.changedFiles.length && !flags.config.dryRun) {
    process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
  }
  const delivered = issue ? await issue.deliver(result) : undefined;
  if (flags.json) process.stdout.write(`${JSON.stringify({ ...jsonSummary(result), ...delivered?.json })}\n`);
  return delivered?.exitCode ?? exitCodeFor(result);
}
