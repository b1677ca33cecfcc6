/**
 * Every Action input, parsed once with zod into one typed `ActionInputs`. Nothing else in the Action reads
 * `core.getInput`; errors name the input as the workflow file spells it, so the user knows which line to fix.
 */
import { z } from 'zod';
import { DEFAULTS, SandboxMode, TestEditsMode } from './schema.js';
import { INPUT_NAMES, RawInputsSchema } from './settings.js';
import { chooseModelKey } from '../model/endpoint.js';

/** Reads one raw input by its action.yml name; '' when unset (as `core.getInput` does). */
export type InputReader = (name: string) => string;

export interface ActionInputs {
  githubToken: string;
  /**
   * The key the model gets: the `api-key` input, or, when that is empty, `githubToken` for GitHub Models (the token
   * rule, model/endpoint.ts `chooseModelKey`).
   */
  apiKey: string;
  /** `github-token`: `apiKey` is the workflow token, which goes to GitHub Models only. */
  apiKeySource: 'api-key' | 'github-token';
  /** The endpoint actually used (GitHub Models when `api-key` is empty and no base-url was given). */
  baseUrl: string | undefined;
  /** The model actually used. */
  model: string;
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
  /** Commit through the GitHub API (GitHub signs it) instead of `git push`; the tree is the proven one either way. */
  signCommits: boolean;
  /** Globs added to the always-protected `.git/**`, `.github/workflows/**` and `.github/actions/**` (config/schema.ts). */
  protectedPaths: string[];
  /** Undefined: `deny` for CI failures, `flag` for issues (decided per trigger). */
  testEdits: z.infer<typeof TestEditsMode> | undefined;
  sandbox: z.infer<typeof SandboxMode>;
  /**
   * Network for the commands the agent runs (setup always has it), as the canonical policy text: `none`, `all`,
   * `localhost`, `localhost:5432`, domains… (src/workspace/network-policy.ts parses it).
   */
  network: string;
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
  /** CI rounds on one bot PR (its own CI failed on its head → new commit, trigger/ci-round.ts); 0 turns them off. */
  ciRounds: number;
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
  for (const name of INPUT_NAMES) raw[name] = read(name) ?? '';
  const parsed = RawInputsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `input \`${i.path.map(String).join('.')}\` ${i.message}`);
    throw new ActionInputError(
      `Invalid Action input${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}\nFix the \`with:\` block of the agent-fix step.`,
    );
  }
  const r = parsed.data;
  const key = chooseModelKey({
    apiKey: r['api-key'],
    githubToken: r['github-token'],
    baseUrl: r['base-url'],
    model: r.model,
  });
  if ('refusedUrl' in key) {
    throw new ActionInputError(
      `Invalid Action input:\ninput \`api-key\` is empty, so the model would be called with the workflow token (github-token), but ` +
        `\`base-url\` is ${key.refusedUrl}, which is not GitHub Models. agent-fix sends the workflow token to GitHub only.\n` +
        'Set `api-key: ${{ secrets.YOUR_KEY }}` for that endpoint, or remove `base-url` to use GitHub Models.',
    );
  }
  const branchPrefix =
    r['branch-prefix'].endsWith('/') || r['branch-prefix'].endsWith('-')
      ? r['branch-prefix']
      : `${r['branch-prefix']}/`;
  return {
    githubToken: r['github-token'],
    apiKey: key.apiKey ?? '',
    apiKeySource: key.apiKeySource,
    baseUrl: key.baseUrl,
    model: key.model ?? DEFAULTS.model,
    testCommand: r['test-command'],
    setupCommand: r['setup-command'],
    triggerLabel: r['trigger-label'],
    triggerPhrase: r['trigger-phrase'],
    allowedBots: r['allowed-bots'],
    task: r.task,
    maxTurns: r['max-turns'],
    contextTokens: r['context-tokens'],
    maxCostUsd: r['max-cost-usd'],
    timeoutMinutes: r['timeout-minutes'],
    branchPrefix,
    draft: r.draft,
    labels: r.labels,
    signCommits: r['sign-commits'],
    protectedPaths: r['protected-paths'],
    testEdits: r['test-edits'],
    sandbox: r.sandbox,
    network: r.network,
    flakyRetries: r['flaky-retries'],
    maxChangedFiles: r['max-changed-files'],
    maxDiffLines: r['max-diff-lines'],
    toolProtocol: r['tool-protocol'],
    onUnresolved: r['on-unresolved'],
    dryRun: r['dry-run'],
    failOnUnresolved: r['fail-on-unresolved'],
    maxReviewRounds: r['max-review-rounds'],
    ciRounds: r['ci-rounds'],
    approval: r.approval,
    trajectoryRetentionDays: r['trajectory-retention-days'],
    failureLog: r['failure-log'],
    raw,
    explicit: new Set(INPUT_NAMES.filter((name) => raw[name]!.trim() !== '')),
  };
}
