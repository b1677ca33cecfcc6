#!/usr/bin/env node
/** The `agent-fix` command: dispatch to a subcommand and turn errors into exit codes. Thin on purpose. */
import { HELP } from './commands/help.js';
import { errorJson, exitCodeForError } from './commands/errors.js';

// Subcommands load on demand: `--help` and usage errors should not pay for the engine's start-up.

// A reader that closed the pipe early (`agent-fix bench --list | head`) wants no more output: stop quietly.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

async function main(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    process.stdout.write(HELP);
    return sub === undefined ? 2 : 0;
  }
  if (sub === '--version' || sub === '-V' || sub === '-v' || sub === 'version') {
    process.stdout.write(`agent-fix ${(await import('./commands/version.js')).packageVersion()}\n`);
    return 0;
  }
  if (sub === 'run') return (await import('./commands/run.js')).runCommandLine(rest);
  if (sub === 'demo') return (await import('./commands/demo.js')).demoCommand(rest);
  if (sub === 'flaky') return (await import('./commands/flaky.js')).flakyCommand(rest);
  if (sub === 'bench') return (await import('./bench/command.js')).benchCommand(rest);
  return unknownCommand(sub, rest);
}

/** A command that does not exist: the usage error, and with `--json` the contract's error line on stdout too. */
async function unknownCommand(sub: string, rest: string[]): Promise<number> {
  const near = (await import('./config/cli-args.js')).closest(sub.replace(/^-+/, ''), [
    'run',
    'bench',
    'demo',
    'flaky',
    'help',
    'version',
  ]);
  const meant = near === 'help' || near === 'version' ? `--${near}` : near;
  const hint = meant ? ` Did you mean "${meant}"?` : '';
  const message = `unknown command "${sub}".${hint} Commands: run, bench, demo, flaky; see agent-fix --help`;
  process.stderr.write(`agent-fix: ${message}\n`);
  // A script that asked for JSON reads stdout: it gets the contract's error line there, as `run --json` gives.
  if (sub === '--json' || rest.includes('--json')) {
    const fix = meant ? `use "${meant}"` : 'use one of run, bench, demo, flaky (agent-fix --help lists them)';
    process.stdout.write(`${JSON.stringify(errorJson(2, message, fix))}\n`);
  }
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    // process.exitCode, not process.exit(): exiting at once can cut off piped output, the --json line included.
    process.exitCode = code;
  },
  (err: unknown) => {
    const { code, message } = exitCodeForError(err);
    process.stderr.write(`agent-fix: ${message}\n`);
    process.exitCode = code;
  },
);
