// `npm ci` on Node 20 installs without an engine warning: the CLI runs on Node 20 or later and the Action on Node 20
// and 24, and every dependency the bundles carry must say it runs there (an override pins content-type at 2.1.0,
// the same lenient parse() that @octokit/request calls, where 3.x asks for Node 22; README, Development).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('npm ci', () => {
  it('reports no unsupported engine on Node 20 (a dry run from the lockfile, offline)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-engines-'));
    try {
      for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
      const r = spawnSync(
        'npm',
        ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--cache', path.join(dir, 'c')],
        {
          cwd: dir,
          encoding: 'utf8',
          timeout: 120_000,
          env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
        },
      );
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^add /m);
      expect(`${r.stdout}\n${r.stderr}`).not.toMatch(/EBADENGINE/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the bundled content-type is one whose engines include Node 20, and parses as @octokit/request needs', async () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const entries = Object.entries(
      lock.packages as Record<string, { version: string; engines?: { node?: string } }>,
    ).filter(([p]) => p.endsWith('node_modules/content-type'));
    expect(entries.map(([, v]) => v.engines?.node)).toEqual(['>=18']);
    const { parse } = (await import(path.join(ROOT, entries[0]![0], 'dist', 'index.js'))) as {
      parse(header: string): { type: string; parameters: Record<string, string> };
    };
    const parsed = parse('application/json; charset=UTF-8');
    expect(parsed.type).toBe('application/json');
    expect(parsed.parameters.charset).toBe('UTF-8');
    // Lenient, as 3.x: a malformed header does not throw (Octokit parses every response's).
    expect(() => parse('not a type;;=')).not.toThrow();
  });
});
