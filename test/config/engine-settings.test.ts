// The engine's settings are spelled once, in the settings table (src/config/settings.ts): RunConfigSchema's fields for
// them, the Action's input parser and the CLI's flags all come from its rows. These tests fail when one of them
// drifts from the table: a default, a check the input parser passes that RunConfig refuses (or the reverse), or a
// flag refused in other words than its input.
import { describe, expect, it } from 'vitest';
import { ActionInputError, parseActionInputs } from '../../src/config/action-inputs.js';
import { parseRunArgs } from '../../src/config/cli-args.js';
import { DEFAULTS, RunConfigSchema } from '../../src/config/schema.js';
import { engineDefault } from '../../src/config/engine-fields.js';
import { CLI_SETTINGS, SETTINGS, camelName, inputParser, inputsOf, type InputName } from '../../src/config/settings.js';
import { ConfigError } from '../../src/errors.js';
import { networkText, type NetworkPolicy } from '../../src/workspace/network-policy.js';

const ENGINE = inputsOf('engine');
const BASE = { repo: '/tmp/repo', task: 'fix it' };

/** RunConfig's value of one setting, or undefined when RunConfigSchema refuses it. */
function engineValue(name: InputName, value: unknown): { ok: boolean; value?: unknown } {
  const parsed = RunConfigSchema.safeParse({ ...BASE, [camelName(name)]: value });
  return parsed.success
    ? { ok: true, value: (parsed.data as Record<string, unknown>)[camelName(name)] }
    : { ok: false };
}

/** Typed values of every kind the settings take: numbers around each bound, the modes' words, URLs, lists. */
const TYPED: unknown[] = [
  -1,
  0,
  0.5,
  1,
  2,
  10,
  11,
  7_999,
  8_000,
  100_000,
  '',
  'auto',
  'bwrap',
  'none',
  'docker',
  'allow',
  'flag',
  'deny',
  'native',
  'json',
  'all',
  'localhost:5432',
  'localhost:99999',
  'registry.npmjs.org',
  'gpt-4.1',
  'npm test',
  'not a url',
  'https://api.example.com/v1',
  true,
  false,
  ['src/api/**', 'package.json'],
  [],
];
/** Raw strings as a workflow or a command line gives them. */
const RAW = [...TYPED.map(String), 'ten', ' 5 ', '1.5', '1e3', '-0', 'TRUE', 'yes', 'a, b\nc', 'localhost:5432, all'];

describe('RunConfig and the settings table', () => {
  it('RunConfigSchema has a field for every engine setting, under its camelCase name', () => {
    for (const name of ENGINE) expect(RunConfigSchema.shape, name).toHaveProperty(camelName(name));
  });

  it("every engine setting's RunConfig default is the table's", () => {
    const config = RunConfigSchema.parse(BASE) as unknown as Record<string, unknown>;
    for (const name of ENGINE) {
      const value = config[camelName(name)];
      const def = engineDefault(name);
      if (name === 'network') expect(networkText(value as NetworkPolicy), name).toBe(def);
      else if (name === 'protected-paths') expect(value, name).toEqual([...DEFAULTS.protectedPaths, ...(def as [])]);
      else expect(value, name).toEqual(def);
    }
    // Where the table has a default, the Action's unset input is it too (settings.test.ts), so both agree.
    expect(config.maxDiffLines).toBe(SETTINGS['max-diff-lines'].default);
  });

  it("what an input's parser accepts, RunConfig accepts as it is", () => {
    for (const name of ENGINE) {
      for (const raw of RAW) {
        const parsed = inputParser(name).safeParse(raw);
        if (!parsed.success || parsed.data === undefined) continue;
        expect(
          engineValue(name, parsed.data).ok,
          `${name}: "${raw}" passes the input parser, RunConfig refuses it`,
        ).toBe(true);
      }
    }
  });

  it('what RunConfig accepts, the input parser accepts written as text, to the same value', () => {
    for (const name of ENGINE) {
      for (const typed of TYPED) {
        const engine = engineValue(name, typed);
        if (!engine.ok) continue;
        const raw = String(typed);
        const parsed = inputParser(name).safeParse(raw);
        expect(
          parsed.success,
          `${name}: RunConfig takes ${JSON.stringify(typed)}, the input parser refuses "${raw}"`,
        ).toBe(true);
        // '' is an unset input: the default (or the engine's, when the table has none) stands in.
        const value = parsed.success && parsed.data !== undefined ? engineValue(name, parsed.data).value : undefined;
        if (raw === '') continue;
        expect(value, `${name}: ${JSON.stringify(typed)} and "${raw}"`).toEqual(engine.value);
      }
    }
  });
});

describe('a setting flag and its Action input', () => {
  /** The flags read by the table's parsers (the task and the endpoint have their own rules). */
  const FLAGS = CLI_SETTINGS.filter((s) => !['task', 'model', 'base-url'].includes(s.name));
  const BAD = ['0', '-1', '100', 'ten', '1.5', '11', 'docker', 'sometimes', 'localhost:99999'];

  function actionMessage(name: string, raw: string): string | undefined {
    try {
      parseActionInputs((n) => (n === 'github-token' ? 'ghs_token' : n === name ? raw : ''));
      return undefined;
    } catch (err) {
      expect(err).toBeInstanceOf(ActionInputError);
      const line = (err as Error).message.split('\n').find((l) => l.startsWith(`input \`${name}\` `));
      expect(line, (err as Error).message).toBeDefined();
      return line!.slice(`input \`${name}\` `.length);
    }
  }

  function cliMessage(flag: string, raw: string): string | undefined {
    try {
      parseRunArgs(['--task', 'fix it', '--model', 'replay:x.json', `${flag}=${raw}`], {}, '/tmp');
      return undefined;
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).exitCode).toBe(2);
      expect((err as Error).message.startsWith(`${flag}: `), (err as Error).message).toBe(true);
      return (err as Error).message.slice(`${flag}: `.length);
    }
  }

  it('are refused by one rule, in the same words, the CLI naming the flag', () => {
    let refused = 0;
    for (const { name, flag, kind } of FLAGS) {
      if (kind === 'boolean') continue;
      for (const raw of BAD) {
        const action = actionMessage(name, raw);
        expect(cliMessage(flag, raw), `${flag} ${raw} and ${name}: ${raw}`).toBe(action);
        if (action !== undefined) refused++;
      }
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('--max-turns 0 and max-turns: 0', () => {
    const message = 'must be a whole number of at least 1 (got "0")';
    expect(actionMessage('max-turns', '0')).toBe(message);
    expect(() => parseRunArgs(['--task', 'x', '--model', 'replay:x.json', '--max-turns', '0'], {}, '/tmp')).toThrow(
      `--max-turns: ${message}`,
    );
  });

  it('give the engine the same value', () => {
    for (const [name, flag, raw] of [
      ['max-turns', '--max-turns', '7'],
      ['max-cost-usd', '--max-cost', '0.25'],
      ['model-price', '--price', '0.15/0.075/0.60'],
      ['model-price', '--price', '2/8'],
      ['protected-paths', '--protected-paths', 'src/api/**, package.json'],
      ['network', '--network', 'localhost:5432'],
      ['sandbox', '--sandbox', 'none'],
    ] as const) {
      const input = parseActionInputs((n) => (n === 'github-token' ? 'ghs_token' : n === name ? raw : ''));
      const fromAction = RunConfigSchema.parse({ ...BASE, [camelName(name)]: input[camelName(name)] });
      const fromCli = parseRunArgs(['--task', 'x', '--model', 'replay:x.json', flag, raw], {}, '/tmp').config;
      expect(fromCli[camelName(name)], flag).toEqual(fromAction[camelName(name)]);
    }
  });
});
