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
