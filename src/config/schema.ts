/**
 * The engine's configuration, in one place: every budget and switch with its default. The CLI and the Action both
 * parse their raw input into a RunConfig through `RunConfigSchema`.
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

export const DEFAULTS = {
  model: 'gpt-4.1',
  maxTurns: 30,
  /** Where the endpoint documents no smaller limit; on GitHub Models unset budgets follow its limits (model/endpoint.ts). */
  contextTokens: 100_000,
  timeoutMinutes: 30,
  /**
   * Always protected, whatever the workflow, the flags or the rules file say; `protected-paths` adds to these. The
   * instruction files and the rules file steer every later run once merged, so the agent may not write them either.
   */
  protectedPaths: [
    '.git/**',
    '.github/workflows/**',
    '.github/actions/**',
    '.github/agent-fix.yml',
    '**/AGENTS.md',
    '**/CLAUDE.md',
    '.github/copilot-instructions.md',
  ],
  commandTimeoutSec: 60,
  testTimeoutSec: 900,
  maxChangedFiles: 25,
  maxDiffLines: 2000,
  flakyRetries: 2,
} as const;

export const SandboxMode = z.enum(['auto', 'bwrap', 'none']);

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
export const TestEditsMode = z.enum(['allow', 'flag', 'deny']);

export const RunConfigSchema = z.object({
  /** Absolute path of the repository to work in. */
  repo: z.string().min(1),
  /** What to do: an issue, a failing CI log, a free-text request. Untrusted parts must already be fenced. */
  task: z.string().min(1, 'the task is empty: give --task TEXT or --task-file FILE'),
  /** The proof. Undefined: detect it from the repository. */
  testCommand: z.string().min(1).optional(),
  /** Runs before the agent, in the sandbox with the network on (dependencies). */
  setupCommand: z.string().min(1).optional(),
  /** Model name; `replay:FILE` replays a recorded session, `oracle` is the bench's reference model. */
  model: z.string().min(1).default(DEFAULTS.model),
  baseUrl: z.string().url('base URL must be a URL such as https://api.openai.com/v1').optional(),
  apiKey: z.string().optional(),
  /**
   * `github-token`: apiKey is the workflow token (or the CLI's GITHUB_TOKEN), which may go to GitHub Models' own host
   * only; the model factory refuses any other base URL before a request is made.
   */
  apiKeySource: z.enum(['api-key', 'github-token']).default('api-key'),
  maxTurns: z.number().int().positive().default(DEFAULTS.maxTurns),
  /** Most tokens one request may carry, tool schemas included. Unset: the endpoint's limit (GitHub Models 8000), else 100000. */
  contextTokens: z.number().int().min(8_000, 'context tokens must be at least 8000').optional(),
  maxCostUsd: z.number().positive().optional(),
  timeoutMinutes: z.number().positive().default(DEFAULTS.timeoutMinutes),
  /** JSONL trajectory, written as the run goes. */
  trajectoryPath: z.string().optional(),
  dryRun: z.boolean().default(false),
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
  sandbox: SandboxMode.default('auto'),
  /** The commands' network (setup always has the host's); see src/workspace/network-policy.ts. */
  network: NetworkSchema.default(NETWORK_NONE),
  testEdits: TestEditsMode.default('flag'),
  /**
   * Globs (workspace-relative) the agent may not change, on top of `DEFAULTS.protectedPaths`, which are always added:
   * a user's list extends the defaults, it never replaces them (CI definitions and composite actions run with the
   * workflow's secrets once merged).
   */
  protectedPaths: z
    .array(z.string().min(1))
    .default([])
    .transform((globs) => [...new Set([...DEFAULTS.protectedPaths, ...globs])]),
  /** Default run_bash timeout, seconds. */
  commandTimeoutSec: z.number().positive().default(DEFAULTS.commandTimeoutSec),
  /** Runaway-edit limits: the edit tools refuse a file beyond this many, and delivery refuses a bigger diff. */
  maxChangedFiles: z.number().int().positive().default(DEFAULTS.maxChangedFiles),
  maxDiffLines: z.number().int().positive().default(DEFAULTS.maxDiffLines),
  /** CI-failure mode: re-runs of a baseline that does not fail reliably, before calling the failure flaky. */
  flakyRetries: z.number().int().min(0).max(10).default(DEFAULTS.flakyRetries),
  /** How tools are offered: native tool calls, a JSON action format in the content, or native until rejected. */
  toolProtocol: z.enum(['auto', 'native', 'json']).default('auto'),
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
