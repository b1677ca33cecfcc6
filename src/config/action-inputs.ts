/**
 * Every Action input, parsed once with zod into one typed `ActionInputs`. Nothing else in the Action reads
 * `core.getInput`; errors name the input as the workflow file spells it, so the user knows which line to fix.
 */
import { DEFAULTS } from './schema.js';
import {
  INPUT_NAMES,
  RawInputsSchema,
  camelName,
  inputsOf,
  type CamelName,
  type InputName,
  type InputValue,
  type InputsOf,
  type Stage,
} from './settings.js';
import { chooseModelKey } from '../model/endpoint.js';

/** Reads one raw input by its action.yml name; '' when unset (as `core.getInput` does). */
export type InputReader = (name: string) => string;

/** Every input once parsed, by its name in camelCase (settings.ts holds each one's parser, default and doc). */
type ParsedInputs = { [N in InputName as CamelName<N>]: InputValue<N> };

export type ActionInputs = Omit<ParsedInputs, 'model'> & {
  /**
   * The key the model gets: the `api-key` input, or, when that is empty, `githubToken` for GitHub Models (the token
   * rule, model/endpoint.ts `chooseModelKey`). `baseUrl` and `model` are the ones actually used.
   */
  apiKey: string;
  /** `github-token`: `apiKey` is the workflow token, which goes to GitHub Models only. */
  apiKeySource: 'api-key' | 'github-token';
  model: string;
  /** The raw values as read, by input name; `.github/agent-fix.yml` is merged into these (config/project-rules.ts). */
  raw: Readonly<Record<string, string>>;
  /**
   * Inputs the workflow set explicitly: a non-empty value. action.yml gives every input the rules file may set an
   * empty default (the real default lives in the parser), so an empty value means "not set" and the file may fill it.
   */
  explicit: ReadonlySet<string>;
};

/** What the triggers read: the gates (all set in the workflow), the branch prefix, the default for test edits. */
export type TriggerPolicy = Pick<ActionInputs, CamelName<InputsOf<'trigger'>>>;
/** What the engine reads, under its RunConfig keys; the key's source comes from the token rule. */
export type EngineSettings = Pick<ActionInputs, CamelName<InputsOf<'engine'>> | 'apiKeySource'>;
/** What the delivery reads: the PR's settings, the branch prefix, what to do when unresolved. */
export type DeliveryPolicy = Pick<ActionInputs, CamelName<InputsOf<'delivery'>>>;
/** What the Action's own run reads: the token, dry-run, the plan step, the trajectory's retention. */
export type RunSettings = Pick<ActionInputs, CamelName<InputsOf<'run'>>>;

export interface InputSlices {
  trigger: TriggerPolicy;
  engine: EngineSettings;
  delivery: DeliveryPolicy;
  run: RunSettings;
}

/** The inputs split once into the slice each stage reads, by the settings table's `stages`. */
export function inputSlices(inputs: ActionInputs): InputSlices {
  const slice = (stage: Stage) =>
    Object.fromEntries(inputsOf(stage).map((name) => [camelName(name), inputs[camelName(name)]]));
  return {
    trigger: slice('trigger') as TriggerPolicy,
    engine: { ...slice('engine'), apiKeySource: inputs.apiKeySource } as EngineSettings,
    delivery: slice('delivery') as DeliveryPolicy,
    run: slice('run') as RunSettings,
  };
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
  const values = Object.fromEntries(INPUT_NAMES.map((name) => [camelName(name), r[name]])) as ParsedInputs;
  return {
    ...values,
    apiKey: key.apiKey ?? '',
    apiKeySource: key.apiKeySource,
    baseUrl: key.baseUrl,
    model: key.model ?? DEFAULTS.model,
    branchPrefix,
    raw,
    explicit: new Set(INPUT_NAMES.filter((name) => raw[name]!.trim() !== '')),
  };
}
