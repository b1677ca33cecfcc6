// The settings table (src/config/settings.ts) is the one place a setting is written down; action.yml, the README's
// input table and `agent-fix --help` are written by hand, so these tests hold each of them to the table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { inputSlices, parseActionInputs } from '../../src/config/action-inputs.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { RULES_FILE_KEYS, parseRulesFile } from '../../src/config/project-rules.js';
import {
  CLI_SETTINGS,
  INPUT_NAMES,
  SETTINGS,
  WORKFLOW_ONLY,
  camelName,
  documentedDefault,
  inputsOf,
  type Setting,
} from '../../src/config/settings.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'dist/cli.js');

interface YmlInput {
  description?: string;
  required?: boolean;
  default?: string;
}

function actionYmlInputs(): Record<string, YmlInput> {
  const doc = parseYaml(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, YmlInput> };
  return doc.inputs;
}

/** docs/action.md's "| input | default | meaning |" table: input name → default cell. */
function readmeInputTable(): Map<string, string> {
  const lines = fs.readFileSync(path.join(ROOT, 'docs', 'action.md'), 'utf8').split('\n');
  const start = lines.findIndex((l) => /^\|\s*input\s*\|\s*default\s*\|/.test(l));
  expect(start, 'docs/action.md has no "| input | default | meaning |" table').toBeGreaterThanOrEqual(0);
  const rows = new Map<string, string>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    // A cell may hold `a | b`; split on pipes outside backticks.
    const cells = line
      .slice(1, -1)
      .split(/\|(?=(?:[^`]*`[^`]*`)*[^`]*$)/)
      .map((c) => c.trim());
    const name = /^`([^`]+)`$/.exec(cells[0]!)?.[1];
    expect(name, `README input row without a \`name\`: ${line}`).toBeDefined();
    rows.set(name!, cells[1]!);
  }
  return rows;
}

const valueText = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v));

describe('the settings table', () => {
  it('action.yml declares exactly the inputs of the table', () => {
    expect(Object.keys(actionYmlInputs()).sort()).toEqual([...INPUT_NAMES].sort());
  });

  it('every action.yml input has a description, and its default is empty or the table default', () => {
    const inputs = actionYmlInputs();
    for (const name of INPUT_NAMES) {
      const s: Setting = SETTINGS[name];
      const yml = inputs[name];
      expect(yml?.description?.trim(), `action.yml input ${name} has no description`).toBeTruthy();
      const ymlDefault = String(yml?.default ?? '');
      const allowed = ['', s.actionYmlDefault ?? (s.default === undefined ? '' : valueText(s.default))];
      expect(allowed, `action.yml input ${name}: default "${ymlDefault}" is neither empty nor the table's`).toContain(
        ymlDefault,
      );
      // The rules file fills inputs left empty; a non-empty action.yml default would always hide its value.
      if (s.rules)
        expect(ymlDefault, `action.yml input ${name} (settable in the rules file) needs default ''`).toBe('');
      // An empty action.yml default hides the real one from the Marketplace page: the description must state it.
      if (ymlDefault === '' && s.default !== undefined && !(Array.isArray(s.default) && s.default.length === 0)) {
        expect(yml!.description, `action.yml input ${name}: the description must state the default`).toContain(
          valueText(s.default),
        );
      }
    }
  });

  it("the README's input table lists every input with the table's default", () => {
    const rows = readmeInputTable();
    expect([...rows.keys()].sort()).toEqual([...INPUT_NAMES].sort());
    for (const name of INPUT_NAMES) expect(rows.get(name), `README default of ${name}`).toBe(documentedDefault(name));
  });

  it('an unset input parses to the table default', () => {
    const inputs = parseActionInputs((name) => (name === 'github-token' ? 'ghs_token' : ''));
    const byName = inputs as unknown as Record<string, unknown>;
    for (const name of INPUT_NAMES) {
      const s: Setting = SETTINGS[name];
      if (s.default === undefined) continue;
      const key = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      expect(byName[key], `input ${name}`).toEqual(s.default);
    }
  });

  it('the rules file may set exactly the settable inputs, and refuses the workflow-only ones with the reason', () => {
    expect(RULES_FILE_KEYS.filter((k) => k !== 'instructions' && k !== 'proof').sort()).toEqual(
      INPUT_NAMES.filter((n) => (SETTINGS[n] as Setting).rules).sort(),
    );
    for (const [name, why] of Object.entries(WORKFLOW_ONLY)) {
      expect(() => parseRulesFile(`${name}: x\n`)).toThrow(why);
    }
  });

  it("each stage's slice holds exactly the inputs the table gives it, and the engine's are RunConfig keys", () => {
    const inputs = parseActionInputs((name) => (name === 'github-token' ? 'ghs_token' : ''));
    const slices = inputSlices(inputs);
    for (const stage of ['trigger', 'engine', 'delivery', 'run'] as const) {
      const keys = inputsOf(stage).map((name) => camelName(name) as string);
      if (stage === 'engine') keys.push('apiKeySource');
      expect(Object.keys(slices[stage]).sort(), stage).toEqual(keys.sort());
    }
    // The engine's slice is spread into RunConfigSchema, which drops keys it does not know: none may be dropped.
    const shape = Object.keys(RunConfigSchema.shape);
    for (const key of Object.keys(slices.engine)) expect(shape, `RunConfig has no ${key}`).toContain(key);
    expect(slices.trigger).toMatchObject({ triggerLabel: 'agent-fix', branchPrefix: 'agent-fix/' });
    expect(slices.delivery).not.toHaveProperty('githubToken');
  });

  it('agent-fix run --help lists every flag of the table', () => {
    expect(fs.existsSync(CLI), 'dist/cli.js is missing: run npm run build').toBe(true);
    const help = execFileSync(process.execPath, [CLI, 'run', '--help'], { encoding: 'utf8' });
    for (const { name, flag, kind } of CLI_SETTINGS) {
      const entry = new RegExp(`^ +${flag}\\b.*(?:\\n {6,}\\S.*)*`, 'm').exec(help)?.[0];
      expect(entry, `--help does not list ${flag}`).toBeDefined();
      const def = (SETTINGS[name] as Setting).default;
      // Where --help states a default, it is the table's.
      if (kind !== 'boolean' && def !== undefined && !Array.isArray(def))
        expect(entry, `--help states another default for ${flag}`).toContain(`default ${String(def)}`);
    }
  });
});
