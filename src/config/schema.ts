/**
 * The engine's configuration: `RunConfig`. The settings that are Action inputs (the settings table's rows whose
 * `stages` include 'engine') are not written here: their fields, typed checks and defaults come from the table
^ * (engine-fields.ts `ENGINE_FIELDS`); this file adds only the engine's own fields (the repository, the task, where the key
 * came from, timeouts no input sets…) and the two transforms. The CLI and the Action both parse into a RunConfig
 * through `RunConfigSchema`, after reading their raw strings with the table's parsers.
 */
import { z } from 'zod';
import {
  NETWORK_FORMS,
  NETWORK_NONE,
  NetworkPolicyError,
  parseNetworkPolicy,
  toNetworkPolicy,
  type NetworkPolicy,
} from '../workspace/network-policy.js';
import { DEFAULTS } from './defaults.js';
import { ENGINE_FIELDS } from './engine-fields.js';
import { SETTINGS } from './settings.js';

export { DEFAULTS, SandboxMode, TestEditsMode } from './defaults.js';

/** The `network` setting: its text (`--network`, the input), the old boolean, or an already parsed policy. */
const NetworkSchema = z
  .union([z.boolean(), z.string(), z.custom<NetworkPolicy>((v) => typeof v === 'object' && v !== null && 'kind' in v)])
  .transform((v, ctx): NetworkPolicy => {
    if (typeof v !== 'string') return toNetworkPolicy(v);
    try {
      return parseNetworkPolicy(v) ?? NETWORK_NONE;
    } catch (err) {
      if (!(err instanceof NetworkPolicyError)) throw err;
      ctx.addIssue({ code: 'custom', message: `must be ${NETWORK_FORMS}: ${err.message}` });
      return z.NEVER;
    }
  });
export const RunConfigSchema = z.object({
  /** Every Action input the engine reads, by its name in camelCase: typed check and default from the table. */
  ...ENGINE_FIELDS,
  /** Absolute path of the repository to work in. */
  repo: z.string().min(1),
  /** What to do: an issue, a failing CI log, a free-text request. Untrusted parts must already be fenced. */
  task: z.string().min(1, 'the task is empty: give --task TEXT or --task-file FILE'),
  /**
   * `github-token`: apiKey is the workflow token (or the CLI's GITHUB_TOKEN), which may go to GitHub Models' own host
   * only; the model factory refuses any other base URL before a request is made.
   */
  apiKeySource: z.enum(['api-key', 'github-token']).default('api-key'),
  /**
   * A deflake run (issue 57): the test to make deterministic. The proof is then statistical (verify/deflake.ts): the
   * test fails at least once in `deflakeRunsBefore` runs of the untouched code and passes every run of the candidate.
   */
  deflake: z.string().trim().min(1).optional(),
  /** JSONL trajectory, written as the run goes. */
  trajectoryPath: z.string().optional(),
  /**
   * Uncommitted changes in the work tree at the start. `any`: taken as they are (the Action's fresh checkout, the
   * bench). `refuse`: exit 2 (the CLI's default). `keep-apart` (the CLI's --allow-dirty): they become the base the
   * run starts from, so the reported diff is only the agent's, and they stay in the work tree.
   */
  dirtyTree: z.enum(['any', 'refuse', 'keep-apart']).default('any'),
  /**
   * The project's rules file says `proof: test`: a run whose test output cannot be read per test is not resolved on
   * the command's exit code alone (verify/proof-level.ts).
   */
  requireTestProof: z.boolean().default(false),
  /**
   * The run works on a fork's PR head (the Action sets it): `setup-network: all` is read as `registries` there, as the
   * fork's scripts run in setup (src/workspace/setup-network.ts).
   */
  forkHead: z.boolean().default(false),
  /** The agent's commands' network (setup's is `setupNetwork`); see src/workspace/network-policy.ts. */
  network: NetworkSchema.prefault(SETTINGS.network.default),
  /**
   * Globs (workspace-relative) the agent may not change, on top of `DEFAULTS.protectedPaths`, which are always added:
   * a user's list extends the defaults, it never replaces them (CI definitions and composite actions run with the
   * workflow's secrets once merged).
   */
  protectedPaths: ENGINE_FIELDS.protectedPaths.transform((globs) => [
    ...new Set([...DEFAULTS.protectedPaths, ...globs]),
  ]),
  /** Default run_bash timeout, seconds. */
  commandTimeoutSec: z.number().positive().default(DEFAULTS.commandTimeoutSec),
  /** Timeout of one test run, seconds. */
  testTimeoutSec: z.number().positive().default(DEFAULTS.testTimeoutSec),
});

export type RunConfig = z.infer<typeof RunConfigSchema>;
export type RunConfigInput = z.input<typeof RunConfigSchema>;

/** One readable line per problem, naming the setting: "maxTurns: must be a positive integer". */
export function formatZodError(error: z.ZodError, names: Record<string, string> = {}): string {
  return error.issues
    .map((issue) => {
      const key = issue.path.map(String).join('.');
      return `${names[key] ?? key}: ${issue.message}`;
    })
    .join('\n');
}
