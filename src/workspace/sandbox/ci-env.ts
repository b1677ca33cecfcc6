/**
 * The CI variables a job's `run:` step has, for the commands in the bwrap sandbox (issue 54): code that acts right
 * only where `GITHUB_ACTIONS` is unset, or `RUNNER_OS` empty, is proven there and wrong on the user's CI. Every value
 * is the host's own, from a fixed list of names that hold no secret (a name of the job's own `env:` such as
 * GITHUB_PAT is not on it); a name shaped like a credential is dropped whatever the list says (security/env.ts).
 * Never: GITHUB_TOKEN, ACTIONS_* (the runtime's and the OIDC request's tokens and URLs, the cache's), INPUT_*.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSecretName } from '../../security/env.js';
import { neutralTempDir } from '../../process/temp-name.js';
import { removeTree } from '../../security/remove-tree.js';
import { atExit, realOrSelf, within } from './host.js';

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
  // Under RUNNER_TEMP, which is an empty folder inside: the payload's copy is bound there (`eventPayload`).
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

/** GitHub caps a webhook's payload at 25 MB; a larger file is no event payload of a runner's. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
/**
 * What the caller of a dispatch writes in the payload, which may be anything (a token passed as an input): emptied.
 * A run of the user's CI on a push or a pull request has neither.
 */
const CALLER_FIELDS = ['inputs', 'client_payload'];

/**
 * The file `GITHUB_EVENT_PATH` names, for the commands (issue 54): a copy of the webhook's payload made now, read-only,
 * bound at the host's path (inside RUNNER_TEMP's empty folder, where a test reading the event on CI finds it), so no
 * command writes the host's file. The payload is GitHub's own webhook data (the repository, the issue or pull
 * request, the sender), which holds no token; a dispatch's `inputs` and `client_payload` are the caller's and are
 * emptied. None when the variable names no regular JSON file, a path in the workspace, or one under a covered folder
 * other than the scratch ones (the copy would show what the cover hides).
 */
export function eventPayload(
  root: string,
  hidden: string[],
  scratch: string[],
  parent: NodeJS.ProcessEnv = process.env,
): { source: string; at: string } | undefined {
  const at = parent.GITHUB_EVENT_PATH;
  if (!at || !path.isAbsolute(at)) return undefined;
  const real = realOrSelf(at);
  if (within(real, root) || within(at, root)) return undefined;
  const coveredBy = hidden.filter((h) => within(real, h) || within(at, h));
  if (coveredBy.some((h) => !scratch.includes(h))) return undefined;
  let text: string;
  try {
    const st = fs.lstatSync(at);
    if (!st.isFile() || st.size > MAX_EVENT_BYTES) return undefined;
    text = fs.readFileSync(at, 'utf8');
  } catch {
    return undefined;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const fields = payload as Record<string, unknown>;
  const emptied = CALLER_FIELDS.filter((f) => f in fields);
  for (const f of emptied) fields[f] = {};
  const dir = neutralTempDir();
  atExit(() => removeTree(dir));
  // Enterable and readable by nobody (the commands' user when agent-fix runs as root); bound read-only.
  fs.chmodSync(dir, 0o755);
  const source = path.join(dir, path.basename(at));
  fs.writeFileSync(source, emptied.length ? `${JSON.stringify(fields, null, 2)}\n` : text, { mode: 0o444 });
  return { source, at };
}
