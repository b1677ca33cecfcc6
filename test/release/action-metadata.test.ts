// What the Marketplace and the release workflow rely on, checked on the files themselves.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import YAML from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (f: string) => YAML.parse(fs.readFileSync(path.join(ROOT, f), 'utf8'));

describe('action.yml for the Marketplace', () => {
  test('name, a description of at most 125 characters, branding, node24 and dist/index.js', () => {
    const action = read('action.yml');
    expect(action.name).toBe('agent-fix');
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  test('every input and output has a description', () => {
    const action = read('action.yml');
    for (const [name, spec] of Object.entries<any>({ ...action.inputs, ...action.outputs }))
      expect(spec.description, name).toBeTruthy();
    expect(Object.keys(action.outputs)).toEqual(expect.arrayContaining(['trajectory-path', 'trajectory-artifact-url']));
  });
});

describe('release workflow', () => {
  test('on v* tags: tests, the dist check, notes from the changelog, the release, then the major tag', () => {
    const wf = read('.github/workflows/release.yml');
    expect(wf.on.push.tags).toEqual(['v*']);
    expect(wf.permissions).toEqual({ contents: 'write' });
    const runs: string[] = wf.jobs.release.steps.map((s: { run?: string }) => s.run ?? '');
    const at = (needle: string) => runs.findIndex((r) => r.includes(needle));
    expect(at('bash .ci/run')).toBeGreaterThan(-1);
    expect(at('git status --porcelain -- dist')).toBeGreaterThan(at('bash .ci/run'));
    expect(at('scripts/changelog-section.mjs "$GITHUB_REF_NAME"')).toBeGreaterThan(-1);
    expect(at('gh release create')).toBeGreaterThan(at('git status --porcelain -- dist'));
    expect(at('git push -f origin "refs/tags/$major"')).toBeGreaterThan(at('gh release create'));
  });
});
