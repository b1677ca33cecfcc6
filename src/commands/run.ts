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
  const result = await runPipeline(flags.config, {
    onProgress: (line) => process.stderr.write(`${line}\n`),
    onWarning: (line) => process.stderr.write(`warning: ${line}\n`),
  });
  if (!flags.json) process.stdout.write(`${humanSummary(result)}\n`);
  if (result.status !== 'resolved' && result.changedFiles.length && !flags.config.dryRun) {
    process.stderr.write('The change is left in the work tree (git diff shows it); nothing was committed.\n');
  }
  if (flags.json) process.stdout.write(`${JSON.stringify(jsonSummary(result))}\n`);
  return exitCodeFor(result);
}
