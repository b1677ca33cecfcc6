/** Errors → exit codes and one message that says what happened and what to do. */
import { ConfigError, RuntimeFailure } from '../errors.js';
import { ProjectRulesError } from '../config/project-rules.js';
import { ModelError } from '../model/types.js';
import { GitError } from '../git/runner.js';
import { redact } from '../security/redact.js';
import { SandboxError } from '../workspace/sandbox/index.js';

export function exitCodeForError(err: unknown): { code: number; message: string } {
  const message = redact(err instanceof Error ? err.message : String(err));
  if (err instanceof ConfigError || err instanceof SandboxError) return { code: 2, message };
  // The CLI reads the rules file from HEAD: a fix there is a commit away.
  if (err instanceof ProjectRulesError)
    return {
      code: 2,
      message: message.replace(/Fix the file on the base branch[^.]*\./g, 'Fix the file and commit it.'),
    };
  if (err instanceof ModelError) return { code: err.kind === 'auth' ? 2 : 3, message };
  if (err instanceof GitError)
    return { code: 3, message: `${message}\nCheck that the repository is a healthy git checkout.` };
  if (err instanceof RuntimeFailure) return { code: 3, message };
  return { code: 3, message: `unexpected failure: ${message}` };
}

/** When a message has no clause that says what to do: what to do for its exit code. */
const GENERIC_FIX: Record<number, string> = {
  2: 'fix the flag, variable or setting the message names (agent-fix run --help lists them)',
  3: 'check that the model endpoint is reachable and the repository is a healthy git checkout, then run again',
};

/**
 * The part of an error message that says what to do (`--json`'s `error.fix`): the last clause after "; ", the last
 * line, or the last sentence, when it reads as advice; else the exit code's generic fix.
 */
export function fixOf(message: string, code: number): string {
  const advice = /\b(give|set|pass|run|use|commit|check|fix|drop|add|remove|install|create|choose|see|try|wait)\b/i;
  const text = message.trim().replace(/[.]+$/, '');
  const lines = text.split('\n');
  const candidates = [
    lines.length > 1 ? lines.at(-1)! : '',
    text.includes('; ') ? text.slice(text.lastIndexOf('; ') + 2) : '',
    /[.] [A-Z]/.test(text) ? text.slice(text.search(/[.] [A-Z][^.]*$/) + 2) : '',
  ];
  const found = candidates.find((c) => c && advice.test(c));
  return (found ?? GENERIC_FIX[code] ?? GENERIC_FIX[3]!).trim();
}

/**
 * The `--json` line of a run that ended in an error before it had a result (exit 2 or 3) or was cancelled (130):
 * the contract's `status: "error"` object.
 */
export function errorJson(code: number, message: string, fix?: string): Record<string, unknown> {
  return { status: 'error', exit_code: code, error: { message, fix: fix ?? fixOf(message, code) } };
}
