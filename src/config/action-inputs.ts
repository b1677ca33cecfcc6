/**
 * Every Action input, parsed once with zod into one typed `ActionInputs`. Nothing else in the Action reads
 * `core.getInput`; errors name the input as the workflow file spells it, so the user knows which line to fix.
 */
import { z } from 'zod';
import { DEFAULTS, SandboxMode, TestEditsMode } from './schema.js';
import { isGitHubModelsUrl } from '../model/endpoint.js';

/** Reads one raw input by its action.yml name; '' when unset (as `core.getInput` does). */
export type InputReader = (name: string) => string;

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

const bool = (fallback: boolean) =>
  z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return fallback;
    if (TRUE.includes(v)) return true;
    if (FALSE.includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false (got "${v}")` });
    return z.NEVER;
  });

const int = <F extends number | undefined>(fallback: F, min: number) =>
  z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number of at least ${min} (got "${v}")` });
      return z.NEVER;
    }
    return Number(v);
  });

// GitHub keeps artifacts 1 to 90 days (400 on private repositories of some plans; the service caps it there).
const retentionDays = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 400) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number of days from 1 to 400 (got "${v}"); leave it empty for the repository's artifact retention`,
    });
    return z.NEVER;
  }
  return Number(v);
});

const positiveNumber = (fallback: number | undefined) =>
  z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: `must be a positive number (got "${v}")` });
      return z.NEVER;
    }
    return n;
  });

const optionalText = z.string().transform((s) => (s.trim() === '' ? undefined : s.trim()));

const list = (fallback: string[]) =>
  z.string().transform((s) => {
    const items = s
      .split(/[\n,]/)
      .map((x) => x.trim())
      .filter(Boolean);
    return items.length > 0 ? items : fallback;
  });

const choice = <T extends string>(values: readonly T[], fallback: T | undefined) =>
  z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return fallback;
    if (!(values as readonly string[]).includes(v)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')} (got "${v}")` });
      return z.NEVER;
    }
    return v as T;
  });

const url = z.string().transform((s, ctx) => {
  const v = s.trim();
  if (v === '') return undefined;
  try {
    new URL(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: `must be a URL such as https://api.openai.com/v1 (got "${v}")` });
    return z.NEVER;
  }
  return v.replace(/\/+$/, '');
});

/** Input names exactly as in action.yml, each with its parser and default. */
const RawInputsSchema = z.object({
  'github-token': z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z.string().min(1, 'is empty: pass `github-token: ${{ github.token }}` (the default) or a PAT / GitHub App token'),
    ),
  'api-key': z.string().transform((s) => s.trim()),
  'base-url': url,
  model: optionalText,
  'test-command': optionalText,
  'setup-command': optionalText,
  'trigger-label': z.string().transform((s) => s.trim() || 'agent-fix'),
  'trigger-phrase': z.string().transform((s) => s.trim() || '/agent-fix'),
  'allowed-bots': z.string().transform((s, ctx) => {
    const logins = s
      .split(/[\n,]/)
      .map((x) => x.trim())
      .filter(Boolean);
    const bad = logins.filter((l) => !/^[A-Za-z0-9][A-Za-z0-9-]*\[bot\]$/.test(l));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must list bot logins such as dependabot[bot], comma or newline separated (got ${bad.map((b) => `"${b}"`).join(', ')})`,
      });
      return z.NEVER;
    }
    return logins;
  }),
  task: optionalText,
  'max-turns': int(DEFAULTS.maxTurns, 1),
  // Unset: the endpoint's limit (GitHub Models 8000), else 100000; decided by the engine (pipeline.contextBudget).
  'context-tokens': int(undefined, 8_000),
  'max-cost-usd': positiveNumber(undefined),
  'timeout-minutes': positiveNumber(DEFAULTS.timeoutMinutes),
  'branch-prefix': z.string().transform((s, ctx) => {
    const v = s.trim() || 'agent-fix/';
    if (!/^[A-Za-z0-9._/-]+$/.test(v) || v.includes('..') || v.startsWith('/')) {
      ctx.addIssue({ code: 'custom', message: `must be a plain branch prefix such as agent-fix/ (got "${v}")` });
      return z.NEVER;
    }
    return v;
  }),
  draft: bool(false),
  labels: list(['agent-fix']),
  'protected-paths': list([]),
  'test-edits': choice(TestEditsMode.options, undefined),
  sandbox: choice(SandboxMode.options, 'auto'),
  network: bool(false),
  'flaky-retries': int(2, 0),
  'max-changed-files': int(25, 1),
  'max-diff-lines': int(2000, 1),
  'tool-protocol': choice(['auto', 'native', 'json'] as const, 'auto'),
  'on-unresolved': choice(['comment', 'draft-pr'] as const, 'comment'),
  'dry-run': bool(false),
  'fail-on-unresolved': bool(false),
  'max-review-rounds': int(3, 0),
  approval: choice(['off', 'plan'] as const, 'off'),
  'trajectory-retention-days': retentionDays,
  'failure-log': optionalText,
});

export const ACTION_INPUT_NAMES = Object.keys(RawInputsSchema.shape) as (keyof typeof RawInputsSchema.shape)[];

export interface ActionInputs {
  githubToken: string;
  /** Empty: GitHub Models, authenticated with `githubToken`. */
  apiKey: string;
  /** The endpoint actually used (GitHub Models when `apiKey` is empty and no base-url was given). */
  baseUrl: string | undefined;
  /** The model actually used. */
  model: string;
  /** True when the model is reached through GitHub Models with the workflow token. */
  usesGitHubModels: boolean;
  testCommand: string | undefined;
  setupCommand: string | undefined;
  triggerLabel: string;
  triggerPhrase: string;
  /** Bot logins (`dependabot[bot]`) whose labels, comments, reviews or CI runs may start a run; every other bot is ignored. */
  allowedBots: string[];
  task: string | undefined;
  maxTurns: number;
  /** Undefined: the endpoint's documented limit (GitHub Models: 8000), else 100000. */
  contextTokens: number | undefined;
  maxCostUsd: number | undefined;
  timeoutMinutes: number;
  branchPrefix: string;
  draft: boolean;
  labels: string[];
  /** Globs added to the always-protected `.git/**`, `.github/workflows/**` and `.github/actions/**` (config/schema.ts). */
  protectedPaths: string[];
  /** Undefined: `deny` for CI failures, `flag` for issues (decided per trigger). */
  testEdits: z.infer<typeof TestEditsMode> | undefined;
  sandbox: z.infer<typeof SandboxMode>;
  /** Network for the commands the agent runs (setup always has it). */
  network: boolean;
  /** CI failures: re-runs of a baseline that does not fail reliably before calling it flaky. */
  flakyRetries: number;
  /** Runaway-edit limits: files the edit tools may change; added + removed lines delivery accepts. */
  maxChangedFiles: number;
  maxDiffLines: number;
  toolProtocol: 'auto' | 'native' | 'json';
  onUnresolved: 'comment' | 'draft-pr';
  dryRun: boolean;
  failOnUnresolved: boolean;
  /** Review rounds the bot may run on one of its own PRs (review feedback → new commit); 0 turns the loop off. */
  maxReviewRounds: number;
  /**
   * `off`: a trigger starts a fix run. `plan`: a fresh trigger (issue label, `/agent-fix` comment, workflow_dispatch)
   * starts a read-only plan run that posts a plan; `/agent-fix approve` from a maintainer runs it (trigger/plan-approval.ts).
   */
  approval: 'off' | 'plan';
  /** Days the trajectory artifact is kept; undefined: the repository's artifact retention setting. */
  trajectoryRetentionDays: number | undefined;
  /** Same-job trigger: the failing step's output, a file path or the text itself (trigger/events.ts reads it). */
  failureLog: string | undefined;
  /** The raw values as read, by input name; `.github/agent-fix.yml` is merged into these (config/project-rules.ts). */
  raw: Readonly<Record<string, string>>;
  /**
   * Inputs the workflow set explicitly: a non-empty value. action.yml gives every input the rules file may set an
   * empty default (the real default lives in the parser), so an empty value means "not set" and the file may fill it.
   */
  explicit: ReadonlySet<string>;
}

export class ActionInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionInputError';
  }
}

/** Parses every input; throws ActionInputError listing each bad input by name. */
export function parseActionInputs(read: InputReader): ActionInputs {
  const raw: Record<string, string> = {};
  for (const name of ACTION_INPUT_NAMES) raw[name] = read(name) ?? '';
  const parsed = RawInputsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `input \`${i.path.map(String).join('.')}\` ${i.message}`);
    throw new ActionInputError(
      `Invalid Action input${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}\nFix the \`with:\` block of the agent-fix step.`,
    );
  }
  const r = parsed.data;
  const usesGitHubModels = r['api-key'] === '';
  if (usesGitHubModels && r['base-url'] !== undefined && !isGitHubModelsUrl(r['base-url'])) {
    throw new ActionInputError(
      `Invalid Action input:\ninput \`api-key\` is empty, so the model would be called with the workflow token (github-token), but ` +
        `\`base-url\` is ${r['base-url']}, which is not GitHub Models. agent-fix sends the workflow token to GitHub only.\n` +
        'Set `api-key: ${{ secrets.YOUR_KEY }}` for that endpoint, or remove `base-url` to use GitHub Models.',
    );
  }
  const branchPrefix =
    r['branch-prefix'].endsWith('/') || r['branch-prefix'].endsWith('-')
      ? r['branch-prefix']
      : `${r['branch-prefix']}/`;
  return {
    githubToken: r['github-token'],
    apiKey: r['api-key'],
    baseUrl: r['base-url'] ?? (usesGitHubModels ? DEFAULTS.githubModelsBaseUrl : undefined),
    model: r.model ?? (usesGitHubModels ? DEFAULTS.githubModelsModel : DEFAULTS.model),
    usesGitHubModels,
    testCommand: r['test-command'],
    setupCommand: r['setup-command'],
    triggerLabel: r['trigger-label'],
    triggerPhrase: r['trigger-phrase'],
    allowedBots: r['allowed-bots'],
    task: r.task,
    maxTurns: r['max-turns'],
    contextTokens: r['context-tokens'],
    maxCostUsd: r['max-cost-usd'],
    timeoutMinutes: r['timeout-minutes'] ?? DEFAULTS.timeoutMinutes,
    branchPrefix,
    draft: r.draft,
    labels: r.labels,
    protectedPaths: r['protected-paths'],
    testEdits: r['test-edits'],
    sandbox: r.sandbox ?? 'auto',
    network: r.network,
    flakyRetries: r['flaky-retries'],
    maxChangedFiles: r['max-changed-files'],
    maxDiffLines: r['max-diff-lines'],
    toolProtocol: r['tool-protocol'] ?? 'auto',
    onUnresolved: r['on-unresolved'] ?? 'comment',
    dryRun: r['dry-run'],
    failOnUnresolved: r['fail-on-unresolved'],
    maxReviewRounds: r['max-review-rounds'],
    approval: r.approval ?? 'off',
    trajectoryRetentionDays: r['trajectory-retention-days'],
    failureLog: r['failure-log'],
    raw,
    explicit: new Set(ACTION_INPUT_NAMES.filter((name) => raw[name]!.trim() !== '')),
  };
}
