/**
 * RunConfigSchema's fields for the engine's settings, read from the settings table (settings.ts): schema.ts spreads
 * `ENGINE_FIELDS` and adds only the engine's own fields, so a setting's check and default are written once, in its
 * row, for the Action, the CLI, the rules file and the engine alike.
 */
import { type z } from 'zod';
import {
  SETTINGS,
  camelName,
  inputsOf,
  type CamelName,
  type InputName,
  type InputsOf,
  type Setting,
} from './settings.js';

type Row<N extends InputName> = (typeof SETTINGS)[N];
/** An engine setting's typed check in RunConfig: the row's `engine.value`, else its rules-file type. */
type EngineCheck<N extends InputName> =
  Row<N> extends { engine: { value: infer V extends z.ZodType } }
    ? V
    : Row<N> extends { rules: infer R extends z.ZodType }
      ? R
      : never;
/** RunConfig's default for an engine setting: the row's `default`, else its `engine.default`, else none. */
type EngineDefault<N extends InputName> =
  Row<N> extends { default: infer D } ? D : Row<N> extends { engine: { default: infer D } } ? D : undefined;
type EngineField<N extends InputName> = [EngineDefault<N>] extends [undefined]
  ? z.ZodOptional<EngineCheck<N>>
  : z.ZodDefault<EngineCheck<N>>;

/** The default RunConfig gives an engine setting (undefined: none, the field is optional). */
export function engineDefault(name: InputName): unknown {
  const s: Setting = SETTINGS[name];
  return s.default ?? s.engine?.default;
}

/**
 * RunConfigSchema's field for every setting the engine reads (`stages` has 'engine'), under its camelCase name: the
 * row's typed check with the row's default, or optional when it has none. schema.ts spreads these and adds only the
 * engine's own fields and the two transforms (`protectedPaths` adds the always-protected globs, `network` becomes a
 * `NetworkPolicy`).
 */
export const ENGINE_FIELDS = Object.fromEntries(
  inputsOf('engine').map((name) => {
    const s: Setting = SETTINGS[name];
    const check = s.engine?.value ?? s.rules;
    if (!check) throw new Error(`settings table: engine setting ${name} needs \`rules\` or \`engine.value\``);
    const fallback = engineDefault(name);
    return [camelName(name), fallback === undefined ? check.optional() : check.default(fallback as never)];
  }),
) as { [N in InputsOf<'engine'> as CamelName<N>]: EngineField<N> };
