/**
 * The CI variables a job's `run:` step has, for the commands in the bwrap sandbox (issue 54): code that acts right
 * only where `GITHUB_ACTIONS` is unset, or `RUNNER_OS` empty, is proven there and wrong on the user's CI. Every value
 * is the host's own, from a fixed list of names that hold no secret (a name of the job's own `env:` such as
 * GITHUB_PAT is not on it); a name shaped like a credential is dropped whatever the list says (security/env.ts).
 * Never: GITHUB_TOKEN, ACTIONS_* (the runtime's and the OIDC request's tokens and URLs, the cache's), INPUT_*.
 */
import path from 'node:path';
import { isSecretName } from '../../security/env.js';
import { realOrSelf, within } from './host.js';

/** What a step sees of the run, the repository and the runner: the host's values. */
const AS_IS = [
  'CI',
  'GITHUB_ACTIONS',
  'GITHUB_ACTOR',
  'GITHUB_ACTOR_ID',
  'GITHUB_API_URL',
  'GITHUB_BASE_REF',
  'GITHUB_EVENT_NAME',
  'GITHUB_GRAPHQL_URL',
  'GITHUB_HEAD_REF',
  'GITHUB_JOB',
  'GITHUB_REF',
  'GITHUB_REF_NAME',
  'GITHUB_REF_PROTECTED',
  'GITHUB_REF_TYPE',
  'GITHUB_REPOSITORY',
  'GITHUB_REPOSITORY_ID',
  'GITHUB_REPOSITORY_OWNER',
  'GITHUB_REPOSITORY_OWNER_ID',
  'GITHUB_RETENTION_DAYS',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_NUMBER',
  'GITHUB_SERVER_URL',
  'GITHUB_SHA',
  'GITHUB_TRIGGERING_ACTOR',
  'GITHUB_WORKFLOW',
  'GITHUB_WORKFLOW_REF',
  'GITHUB_WORKFLOW_SHA',
  'RUNNER_ARCH',
  'RUNNER_DEBUG',
  'RUNNER_ENVIRONMENT',
  'RUNNER_NAME',
  'RUNNER_OS',
  // Paths the sandbox shows as on the host, read-only (the workspace itself writable where it is the workspace).
  'GITHUB_WORKSPACE',
  'RUNNER_TOOL_CACHE',
  'RUNNER_WORKSPACE',
  // Under RUNNER_TEMP, which is an empty folder inside: the file is not there.
  'GITHUB_EVENT_PATH',
];

/** The runner's files for a step's commands to the job: given only where the sandbox covers them (`scratchFolders`). */
export const FILE_COMMANDS = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];

/**
 * The covered folders (real paths, from `hidden`) that get a writable empty tmpfs of their own in each command:
 * RUNNER_TEMP and the folders of the file commands. A test that writes `$GITHUB_OUTPUT` or a file in `$RUNNER_TEMP`
 * works as in CI, and what it writes is thrown away with the command: no later step of the job reads it.
 */
export function scratchFolders(hidden: string[], parent: NodeJS.ProcessEnv = process.env): string[] {
  const asked = [parent.RUNNER_TEMP, ...FILE_COMMANDS.map((n) => parent[n] && path.dirname(parent[n]))];
  const covered = new Set(hidden);
  return [...new Set(asked.filter((p): p is string => Boolean(p && path.isAbsolute(p))).map(realOrSelf))].filter((p) =>
    covered.has(p),
  );
}

/**
 * The variables for the commands: the host's CI variables above; RUNNER_TEMP and the file commands only where they
 * fall in a scratch folder; `GITHUB_ACTION` as a `run:` step has it (`__run`), its action's repository and ref empty
 * (the host's name agent-fix's own action).
 */
export function ciEnv(scratch: string[], parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of AS_IS) {
    const value = parent[name];
    if (value !== undefined && !isSecretName(name)) env[name] = value;
  }
  const inScratch = (p: string | undefined) =>
    Boolean(p && path.isAbsolute(p) && scratch.some((s) => within(realOrSelf(path.dirname(p)), s)));
  if (parent.RUNNER_TEMP && scratch.includes(realOrSelf(parent.RUNNER_TEMP))) env.RUNNER_TEMP = parent.RUNNER_TEMP;
  for (const name of FILE_COMMANDS) if (inScratch(parent[name])) env[name] = parent[name]!;
  if (parent.GITHUB_ACTIONS === 'true')
    Object.assign(env, { GITHUB_ACTION: '__run', GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' });
  return env;
}
