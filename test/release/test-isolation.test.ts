// The suite reuses workers from file to file (vitest.config.ts, `isolate: false`): a test file that changes its own
// process's state (environment, working folder, signal or exit handlers) would leak it into the files after it in the
// same worker. Such a file must be listed in OWN_PROCESS_STATE, which gives it a fresh worker.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { OWN_PROCESS_STATE } from '../own-process-state.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What changes a test process's own state, as it is written in this suite's files. */
const CHANGES_OWN_STATE = [
  /\bprocess\.env(\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]]+\])\s*=[^=]/, // process.env.X = …, process.env[x] = …
  /\bdelete\s+process\.env\b/,
  /\bprocess\.env\s*=[^=]/,
  /\bObject\.assign\(\s*process\.env\b/,
  /\bprocess\.chdir\(/,
  /\bprocess\.(on|once|addListener|prependListener)\(\s*['"](SIG[A-Z]+|exit|beforeExit|uncaughtException|unhandledRejection)['"]/,
  /\bvi\.(stubEnv|stubGlobal|mock|useFakeTimers)\(/,
];

/** The lines of `text` that change the process's own state. */
function ownStateChanges(text: string): string[] {
  return text.split('\n').filter((line) => CHANGES_OWN_STATE.some((re) => re.test(line)));
}

/** The suite's test files, this one left out: its examples of such changes are strings it never runs. */
const testFiles = () =>
  fs
    .readdirSync(path.join(ROOT, 'test'), { recursive: true })
    .map((f) => path.join('test', String(f)).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.test.ts') && f !== 'test/release/test-isolation.test.ts');

describe('workers shared between test files', () => {
  test('every file that changes its own process state is in OWN_PROCESS_STATE', () => {
    const unlisted = testFiles()
      .filter((f) => !OWN_PROCESS_STATE.includes(f))
      .filter((f) => ownStateChanges(fs.readFileSync(path.join(ROOT, f), 'utf8')).length > 0);
    expect(unlisted, 'add these to test/own-process-state.ts').toEqual([]);
  });

  test('no shared helper (a .ts file of test/ that is not a test file) changes its process state', () => {
    const helpers = fs
      .readdirSync(path.join(ROOT, 'test'), { recursive: true })
      .map((f) => path.join('test', String(f)).split(path.sep).join('/'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      // vitest's own setup (vitest.config.ts) sets TMPDIR for every file alike, before the file runs: by design.
      .filter((f) => !f.startsWith('test/setup/'));
    expect(helpers.length).toBeGreaterThan(5);
    const changing = helpers.filter((f) => ownStateChanges(fs.readFileSync(path.join(ROOT, f), 'utf8')).length > 0);
    expect(changing, 'a helper runs inside whichever file imports it: keep such changes in the test file').toEqual([]);
  });

  test('every file in OWN_PROCESS_STATE exists and still needs its own worker', () => {
    for (const f of OWN_PROCESS_STATE) {
      expect(fs.existsSync(path.join(ROOT, f)), f).toBe(true);
      expect(ownStateChanges(fs.readFileSync(path.join(ROOT, f), 'utf8')), f).not.toEqual([]);
    }
  });

  test('the check sees each kind of change', () => {
    for (const line of [
      "process.env.HOME = '/tmp/x';",
      "process.env['PATH'] = p;",
      'delete process.env.OPENAI_API_KEY;',
      'Object.assign(process.env, saved);',
      'process.chdir(repo);',
      "process.once('SIGINT', stop);",
      "vi.stubEnv('CI', 'true');",
    ])
      expect(ownStateChanges(line), line).toEqual([line]);
    for (const line of [
      'const home = process.env.HOME;',
      "if (process.env.CI === 'true') {",
      'env: { ...process.env }',
    ])
      expect(ownStateChanges(line), line).toEqual([]);
  });
});
