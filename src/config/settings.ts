/**
 * The settings table: every Action input once, with its CLI flag, whether `.github/agent-fix.yml` may set it, its
 * parser, its default, its typed value and a line of doc (the parsers and value types themselves are in
 * setting-checks.ts). The Action input parser (action-inputs.ts), the CLI flags (cli-args.ts, read by the same
 * parsers), the rules-file schema (project-rules.ts) and the engine's settings in `RunConfigSchema` (schema.ts, through
 * engine-fields.ts `ENGINE_FIELDS`) are derived from it; test/config/settings.test.ts holds action.yml, the README's
 * input table and `agent-fix --help` to it, and test/config/engine-settings.test.ts holds RunConfig and the CLI to it.
 * A setting is added, checked or given a new default here, and only here.
 */
import { z } from 'zod';
import { DEFAULTS, SandboxMode, TestEditsMode } from './defaults.js';
import { SETUP_NETWORK_DEFAULT } from '../workspace/setup-network.js';
import {
  allowedBots,
  bool,
  branchPrefix,
  choice,
  flag,
  flakyThreshold,
  flakyThresholdValue,
  githubToken,
  globs,
  int,
  jobServices,
  modelPrice,
  PriceSchema,
  list,
  network,
  networkValue,
  oneOf,
  optionalText,
  positive,
  positiveNumber,
  retentionDays,
  setupNetwork,
  setupNetworkValue,
  text,
  url,
  wholeNumber,
} from './setting-checks.js';

const TOOL_PROTOCOLS = ['auto', 'native', 'json'] as const;
const ON_UNRESOLVED = ['comment', 'draft-pr'] as const;
const APPROVAL = ['off', 'plan'] as const;
export const FORK_PRS = ['off', 'comment', 'auto'] as const;
export const FLAKY_MODES = ['track', 'quarantine', 'off'] as const;

/**
 * The form of a CLI flag: a switch (`boolean`, no value), or a value (a string, a number, a comma list) that the row's
 * `parse` reads exactly as it reads the Action input.
 */
export type FlagKind = 'string' | 'number' | 'boolean' | 'list';

/**
 * Who reads an input once the Action has narrowed them (config/action-inputs.ts `inputSlices`): the triggers, the
 * engine (its RunConfig key is the input's name in camelCase), the delivery, or the Action's own run (the token,
 * dry-run, the plan step, the trajectory's upload).
 */
export type Stage = 'trigger' | 'engine' | 'delivery' | 'run';

export interface Setting<P extends z.ZodType<unknown, string> = z.ZodType<unknown, string>> {
  /** The stages that read it: each takes only its slice of the inputs. */
  stages: readonly Stage[];
  /** Parses the raw input string; '' parses to undefined (or a value the parser decides itself). */
  parse: P;
  /** Filled in when the parser gives undefined; absent when the default depends on something (see `defaultNote`). */
  default?: unknown;
  /** The default as the README states it, when it is not just the value (depends on the endpoint, the trigger…). */
  defaultNote?: string;
  /** action.yml's `default:` when it is neither empty nor the default's value. */
  actionYmlDefault?: string;
  /** The `agent-fix run` flag and its form; its value is read by `parse`, as the input is. */
  cli?: { flag: `--${string}`; kind: FlagKind };
  /**
   * The value type `.github/agent-fix.yml` may give it; absent: the file may not set it. For an engine setting it is
   * also RunConfig's typed check (`ENGINE_FIELDS`), unless `engine.value` says otherwise.
   */
  rules?: z.ZodType;
  /**
   * How the engine's `RunConfig` takes an engine setting, where the row's other fields do not say it: `value`, the
   * typed check when the row has no `rules` (a workflow-only input) or RunConfig takes another form; `default`,
   * RunConfig's fallback when the row has none because the real default depends on the endpoint or the trigger
   * (the Action and the CLI decide it before the engine; this is what the engine uses when nobody did).
   */
  engine?: { value?: z.ZodType; default?: unknown };
  /** Why the rules file may not set it (shown to the user when it tries). */
  workflowOnly?: string;
  doc: string;
}

// Not a const type parameter: defaults widen to their types (`2` is a number, `['agent-fix']` a string[]).
const setting = <S extends Setting>(s: S) => s;

const TRIGGER_GATE = 'it decides whether a run starts, before the repository is read; set it in the workflow';
const CREDENTIALS = 'credentials stay in the workflow (secrets), never in the repository';

/** Every Action input, by its action.yml name, in action.yml's order. */
export const SETTINGS = {
  'github-token': setting({
    stages: ['run'],
    parse: githubToken,
    defaultNote: '`${{ github.token }}`',
    actionYmlDefault: '${{ github.token }}',
    workflowOnly: CREDENTIALS,
    doc: 'API calls, clone and push',
  }),
  'api-key': setting({
    stages: ['engine'],
    parse: z.string().transform((s) => s.trim()),
    defaultNote: 'empty',
    engine: { value: z.string() },
    workflowOnly: CREDENTIALS,
    doc: 'model key; empty means GitHub Models with github-token',
  }),
  'base-url': setting({
    stages: ['engine'],
    parse: url,
    defaultNote: 'OpenAI when `api-key` is set, else `https://models.github.ai/inference`',
    cli: { flag: '--base-url', kind: 'string' },
    engine: { value: z.string().url('must be a URL such as https://api.openai.com/v1') },
    workflowOnly: 'the endpoint that receives the API key is chosen by the workflow, next to the key',
    doc: 'any OpenAI-compatible endpoint',
  }),
  model: setting({
    stages: ['engine'],
    parse: optionalText,
    defaultNote: '`openai/gpt-4.1` on GitHub Models, `gpt-4.1` otherwise',
    cli: { flag: '--model', kind: 'string' },
    rules: text,
    // `replay:FILE` replays a recorded session, `oracle` is the bench's reference model.
    engine: { default: DEFAULTS.model as string },
    doc: 'model name',
  }),
  'test-command': setting({
    stages: ['engine'],
    parse: optionalText,
    defaultNote: 'detected',
    cli: { flag: '--test-command', kind: 'string' },
    rules: text,
    doc: 'the proof: the run is resolved only if this passes after the last edit',
  }),
  'setup-command': setting({
    stages: ['engine'],
    parse: optionalText,
    defaultNote: 'none',
    cli: { flag: '--setup-command', kind: 'string' },
    rules: text,
    doc: 'runs before the agent (install dependencies), with the network `setup-network` allows',
  }),
  'setup-network': setting({
    stages: ['engine'],
    parse: setupNetwork,
    default: SETUP_NETWORK_DEFAULT,
    cli: { flag: '--setup-network', kind: 'string' },
    engine: { value: setupNetworkValue },
    workflowOnly: "setup runs the project's own scripts (a fork's on its PR); only the workflow widens their network",
    doc: "what setup-command reaches: registries (npm, PyPI, the Go proxy, crates.io, RubyGems, Maven Central, NuGet, Packagist, GitHub Packages, through a proxy), registries plus hosts (`registries,npm.example.com`), hosts alone, none, or all (the runner's network; read as registries on a fork's PR). Never the runner's own services, the model endpoint or a metadata address",
  }),
  'trigger-label': setting({
    stages: ['trigger'],
    parse: optionalText,
    default: 'agent-fix',
    workflowOnly: TRIGGER_GATE,
    doc: 'issues trigger',
  }),
  'trigger-phrase': setting({
    stages: ['trigger', 'delivery'],
    parse: optionalText,
    default: '/agent-fix',
    workflowOnly: TRIGGER_GATE,
    doc: 'comment trigger (write access required)',
  }),
  'allowed-bots': setting({
    stages: ['trigger'],
    parse: allowedBots,
    defaultNote: 'none',
    workflowOnly: TRIGGER_GATE,
    doc: 'bot logins whose labels, comments, reviews or CI runs may start a run',
  }),
  task: setting({
    stages: ['trigger'],
    parse: optionalText,
    defaultNote: 'empty',
    cli: { flag: '--task', kind: 'string' },
    workflowOnly: 'the task comes from the event or the workflow, not from the repository',
    doc: 'free text, e.g. for workflow_dispatch',
  }),
  'issue-number': setting({
    stages: ['trigger'],
    parse: int(1),
    defaultNote: 'none',
    workflowOnly: 'the task comes from the event or the workflow, not from the repository',
    doc: "workflow_dispatch, schedule: the issue to fix (its title, body and comments go into the task, fenced; the branch and PR are the issue's)",
  }),
  'max-turns': setting({
    stages: ['engine'],
    parse: int(1),
    default: 30,
    cli: { flag: '--max-turns', kind: 'number' },
    rules: wholeNumber(1),
    doc: 'budget: model turns',
  }),
  // Unset: the endpoint's limit (GitHub Models 8000), else 100000; decided by the engine (pipeline.contextBudget).
  'context-tokens': setting({
    stages: ['engine'],
    parse: int(8_000),
    defaultNote: 'GitHub Models: `8000`; otherwise `100000`',
    cli: { flag: '--context-tokens', kind: 'number' },
    rules: wholeNumber(8_000),
    doc: 'budget: most tokens one request may carry',
  }),
  'max-cost-usd': setting({
    stages: ['engine'],
    parse: positiveNumber,
    defaultNote: 'none',
    cli: { flag: '--max-cost', kind: 'number' },
    rules: positive,
    doc: 'budget: estimated model cost in US dollars',
  }),
  // Unset: the model's row in src/model/pricing.json (none: the cost is unknown and max-cost-usd cannot be enforced).
  'model-price': setting({
    stages: ['engine'],
    parse: modelPrice,
    defaultNote: "the model's row in `src/model/pricing.json`",
    cli: { flag: '--price', kind: 'string' },
    engine: { value: PriceSchema },
    workflowOnly:
      "the price is what the workflow's cost budget is counted in; set it in the workflow, next to the budget",
    doc: 'USD per 1M tokens as `IN/CACHED/OUT` or `IN/OUT` (e.g. `0.15/0.075/0.60`) for a model missing from the price table, so the cost is reported and `max-cost-usd` enforced',
  }),
  'timeout-minutes': setting({
    stages: ['engine'],
    parse: positiveNumber,
    default: 30,
    rules: positive,
    doc: 'budget: wall-clock minutes',
  }),
  'branch-prefix': setting({
    stages: ['trigger', 'delivery'],
    parse: branchPrefix,
    default: 'agent-fix/',
    workflowOnly: TRIGGER_GATE,
    doc: 'bot branches; failures on them never re-trigger',
  }),
  draft: setting({ stages: ['delivery'], parse: bool, default: false, rules: flag, doc: 'open PRs as drafts' }),
  labels: setting({ stages: ['delivery'], parse: list, default: ['agent-fix'], rules: globs, doc: 'PR labels' }),
  'sign-commits': setting({
    stages: ['delivery'],
    parse: bool,
    default: false,
    rules: flag,
    doc: 'commit through the GitHub API so GitHub signs the commit (the same proven tree)',
  }),
  'protected-paths': setting({
    stages: ['engine'],
    parse: list,
    default: [] as string[],
    defaultNote: 'none',
    cli: { flag: '--protected-paths', kind: 'list' },
    rules: globs,
    // The engine takes a list (schema.ts adds DEFAULTS.protectedPaths to it).
    engine: { value: z.array(text, { error: 'must be a list of globs' }) },
    doc: 'globs the agent may not change, added to the always-protected ones',
  }),
  'test-edits': setting({
    stages: ['trigger', 'engine'],
    parse: choice(TestEditsMode.options),
    defaultNote: '`deny` for CI failures, `flag` for issues',
    cli: { flag: '--test-edits', kind: 'string' },
    rules: oneOf(TestEditsMode.options),
    engine: { default: 'flag' as z.infer<typeof TestEditsMode> },
    doc: 'allow / flag / deny changes to tests',
  }),
  sandbox: setting({
    stages: ['engine'],
    parse: choice(SandboxMode.options),
    default: 'auto' as z.infer<typeof SandboxMode>,
    cli: { flag: '--sandbox', kind: 'string' },
    rules: oneOf(SandboxMode.options),
    doc: 'auto, bwrap or none (explicit opt-out)',
  }),
  network: setting({
    stages: ['engine'],
    parse: network,
    default: 'none',
    cli: { flag: '--network', kind: 'string' },
    rules: networkValue,
    doc: 'none, localhost[:PORTS], all, or allowed domains (a proxy) for the commands the agent runs',
  }),
  'job-services': setting({
    stages: ['engine'],
    parse: jobServices,
    defaultNote: '`${{ toJSON(job.services) }}`',
    actionYmlDefault: '${{ toJSON(job.services) }}',
    engine: { value: z.array(z.number().int()) },
    workflowOnly: 'the runner fills it in from the job',
    doc: "the job's `services:` as the runner gives them: a bare `localhost` forwards the host ports they publish. Leave it unset",
  }),
  'flaky-retries': setting({
    stages: ['engine'],
    parse: int(0, 10),
    default: 2,
    rules: wholeNumber(0, 10),
    doc: 'CI failures: re-runs when the failure does not reproduce at once',
  }),
  flaky: setting({
    stages: ['delivery'],
    parse: choice(FLAKY_MODES),
    default: 'track' as (typeof FLAKY_MODES)[number],
    rules: oneOf(FLAKY_MODES),
    doc: 'CI failures: `track` (record each flaky verdict in the `agent-fix-flaky` tracking issue, deflake at flaky-threshold), `quarantine` (also open a PR that skips the test at flaky-threshold) or `off` (no tracking)',
  }),
  'flaky-threshold': setting({
    stages: ['delivery'],
    parse: flakyThreshold,
    default: 3,
    defaultNote: '3 (`never` or 0: record only)',
    rules: flakyThresholdValue,
    doc: 'CI failures: times a test is seen flaky (in the `agent-fix-flaky` tracking issue) before it is due to be deflaked; `never` (or 0) records without ever starting a deflake run',
  }),
  'deflake-runs-before': setting({
    stages: ['engine'],
    parse: int(1, 1000),
    default: 20,
    cli: { flag: '--deflake-runs-before', kind: 'number' },
    rules: wholeNumber(1, 1000),
    doc: 'deflake runs: runs of the untouched code, narrowed to the test, that look for its failure (stopping at the first)',
  }),
  'deflake-budget-minutes': setting({
    stages: ['engine'],
    parse: positiveNumber,
    default: 15,
    cli: { flag: '--deflake-budget-minutes', kind: 'number' },
    rules: positive,
    doc: "deflake runs: wall-clock minutes for the runs on each side (before the change, and the candidate's)",
  }),
  'max-changed-files': setting({
    stages: ['engine'],
    parse: int(1),
    default: 25,
    cli: { flag: '--max-changed-files', kind: 'number' },
    rules: wholeNumber(1),
    doc: 'runaway-edit limit: files the edit tools may change',
  }),
  'max-written-files': setting({
    stages: ['engine'],
    parse: int(1),
    default: 20000,
    cli: { flag: '--max-written-files', kind: 'number' },
    rules: wholeNumber(1),
    doc: "runaway-write limit (bwrap): new files the agent's commands may put in the work tree in a run; past it, a command's further new files are not kept and the model and the log are told",
  }),
  'max-written-mb': setting({
    stages: ['engine'],
    parse: int(1),
    default: 1024,
    cli: { flag: '--max-written-mb', kind: 'number' },
    rules: wholeNumber(1),
    doc: "runaway-write limit (bwrap): megabytes of new files the agent's commands may put in the work tree in a run (a file of more than 64 MB never is)",
  }),
  'max-ignored-mb': setting({
    stages: ['engine'],
    parse: int(1),
    default: 2048,
    cli: { flag: '--max-ignored-mb', kind: 'number' },
    rules: wholeNumber(1),
    doc: "runaway-write limit (bwrap): megabytes the agent's commands may write in their sandbox layer in a run (git-ignored output, caches); past it, the command is stopped and what they wrote there is thrown away",
  }),
  'max-diff-lines': setting({
    stages: ['engine'],
    parse: int(1),
    default: 2000,
    cli: { flag: '--max-diff-lines', kind: 'number' },
    rules: wholeNumber(1),
    doc: 'runaway-edit limit: added + removed lines delivery accepts',
  }),
  'tool-protocol': setting({
    stages: ['engine'],
    parse: choice(TOOL_PROTOCOLS),
    default: 'auto' as (typeof TOOL_PROTOCOLS)[number],
    cli: { flag: '--tool-protocol', kind: 'string' },
    rules: oneOf(TOOL_PROTOCOLS),
    doc: 'native, json or auto: how tools are offered',
  }),
  'on-unresolved': setting({
    stages: ['delivery'],
    parse: choice(ON_UNRESOLVED),
    default: 'comment' as (typeof ON_UNRESOLVED)[number],
    rules: oneOf(ON_UNRESOLVED),
    doc: 'comment or draft-pr when the tests still fail',
  }),
  'dry-run': setting({
    stages: ['run', 'engine'],
    parse: bool,
    default: false,
    cli: { flag: '--dry-run', kind: 'boolean' },
    engine: { value: flag },
    workflowOnly: 'set it in the workflow',
    doc: 'no push, no PR, no comment',
  }),
  'fail-on-unresolved': setting({
    stages: ['delivery'],
    parse: bool,
    default: false,
    rules: flag,
    doc: 'fail the step when unresolved',
  }),
  'max-review-rounds': setting({
    stages: ['trigger'],
    parse: int(0),
    default: 3,
    workflowOnly: 'it decides whether a review round starts, before the repository is read; set it in the workflow',
    doc: 'review rounds on one bot PR (0 turns them off)',
  }),
  'ci-rounds': setting({
    stages: ['trigger'],
    parse: int(0),
    default: 2,
    workflowOnly: 'it decides whether a CI round starts, before the repository is read; set it in the workflow',
    doc: "rounds on the bot's own open PR when its CI fails on the PR's head (0 turns them off); needs a token whose pushes trigger CI",
  }),
  'fork-prs': setting({
    stages: ['trigger'],
    parse: choice(FORK_PRS),
    default: 'comment' as (typeof FORK_PRS)[number],
    workflowOnly:
      "it decides whether a fork's PR may start a run, before the repository is read; set it in the workflow",
    doc: "off, comment (a write-access `/agent-fix` comment on a fork's PR starts a run), auto (also a fork PR's failed CI run)",
  }),
  'push-to-forks': setting({
    stages: ['delivery'],
    parse: bool,
    default: false,
    workflowOnly: "the fork's branch is the contributor's; only the workflow decides to push there",
    doc: "push the proven commit to the fork's branch where `maintainer_can_modify` allows it and the token can; otherwise suggestions and a patch comment",
  }),
  approval: setting({
    stages: ['run'],
    parse: choice(APPROVAL),
    default: 'off' as (typeof APPROVAL)[number],
    rules: oneOf(APPROVAL),
    doc: 'off, or plan: a read-only plan first, run when a maintainer approves',
  }),
  'trajectory-retention-days': setting({
    stages: ['run'],
    parse: retentionDays,
    defaultNote: "the repository's setting",
    doc: 'days the trajectory artifact is kept',
  }),
  'failure-log': setting({
    stages: ['trigger'],
    parse: optionalText,
    defaultNote: 'empty',
    doc: "same-job trigger: the failing step's output, a file path or the text",
  }),
} as const;

export type InputName = keyof typeof SETTINGS;
export const INPUT_NAMES = Object.keys(SETTINGS) as InputName[];

/** `max-cost-usd` → `maxCostUsd`: an input's key in ActionInputs, and in RunConfig for the engine's inputs. */
export type CamelName<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelName<T>>}` : S;
export const camelName = <N extends string>(name: N) =>
  name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelName<N>;

/** The inputs a stage reads, by the table's `stages`. */
export type InputsOf<S extends Stage> = {
  [N in InputName]: S extends (typeof SETTINGS)[N]['stages'][number] ? N : never;
}[InputName];
export const inputsOf = <S extends Stage>(stage: S) =>
  INPUT_NAMES.filter((name) => (SETTINGS[name] as Setting).stages.includes(stage)) as InputsOf<S>[];

type Parsed<N extends InputName> = z.output<(typeof SETTINGS)[N]['parse']>;
type DefaultOf<N extends InputName> = (typeof SETTINGS)[N] extends { default: infer D } ? D : undefined;
/** An input's value once parsed: the default fills in what the parser left undefined. */
export type InputValue<N extends InputName> = [DefaultOf<N>] extends [undefined]
  ? Parsed<N>
  : Exclude<Parsed<N>, undefined> | DefaultOf<N>;

/**
 * The parser of one setting's raw string: its row's `parse`, then its default. The Action reads each input with it,
 * and the CLI each setting flag's value, so both check a value by one rule and say the same thing when it is wrong.
 */
export function inputParser<N extends InputName>(name: N): z.ZodType<InputValue<N>, string> {
  const s: Setting = SETTINGS[name];
  return s.parse.transform((v) => v ?? s.default) as unknown as z.ZodType<InputValue<N>, string>;
}

/** Every input's parser, by input name: the Action's whole `with:` block in one zod object. */
export const RawInputsSchema = z.object(
  Object.fromEntries(INPUT_NAMES.map((name) => [name, inputParser(name)])) as {
    [N in InputName]: z.ZodType<InputValue<N>, string>;
  },
);

/** Input names `.github/agent-fix.yml` may set. */
export type RulesFileSetting = {
  [N in InputName]: (typeof SETTINGS)[N] extends { rules: z.ZodType } ? N : never;
}[InputName];

/** Settings the rules file may set, with their YAML value types. */
export const RULES_SETTINGS = Object.fromEntries(
  INPUT_NAMES.flatMap((name) => {
    const rules = (SETTINGS[name] as Setting).rules;
    return rules ? [[name, rules]] : [];
  }),
) as Record<RulesFileSetting, z.ZodType>;

/** Inputs the rules file may not set, with the reason the user is told. */
export const WORKFLOW_ONLY = Object.fromEntries(
  INPUT_NAMES.flatMap((name) => {
    const why = (SETTINGS[name] as Setting).workflowOnly;
    return why ? [[name, why]] : [];
  }),
) as Record<string, string>;

/** Settings with an `agent-fix run` flag. */
export const CLI_SETTINGS = INPUT_NAMES.flatMap((name) => {
  const cli = (SETTINGS[name] as Setting).cli;
  return cli ? [{ name, ...cli }] : [];
});

/** The default as documented (README's input table): the note, else the value in backticks. */
export function documentedDefault(name: InputName): string {
  const s: Setting = SETTINGS[name];
  if (s.defaultNote !== undefined) return s.defaultNote;
  const v = s.default;
  return `\`${Array.isArray(v) ? v.join(', ') : String(v)}\``;
}
