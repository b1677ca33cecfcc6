/**
 * Attacks on what decides a run and what it may touch, short of the sandbox: who may trigger (the permission API,
 * bots, forks), whose text and markers are believed, what stays protected whatever the configuration says, and what
 * model-written text can do once it is posted on GitHub. Each test names the attack it stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseActionInputs, type ActionInputs } from '../../src/config/action-inputs.js';
import { parseRunArgs } from '../../src/config/cli-args.js';
import { applyProjectRules, parseRulesFile } from '../../src/config/project-rules.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { renderJobSummary } from '../../src/report/summary.js';
import { Workspace } from '../../src/workspace/workspace.js';

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';
const inputsWith = (values: Record<string, string>): ActionInputs => parseActionInputs(reader({ 'github-token': 'ghs_x', ...values }));

function workspaceFor(protectedPaths: string[]): Workspace {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-protect-'));
  const config = RunConfigSchema.parse({ repo: dir, task: 'x', protectedPaths });
  return new Workspace(dir, config.protectedPaths);
}

function refusedWrites(ws: Workspace, paths: string[]): string[] {
  return paths.filter((p) => {
    try {
      ws.resolveForWrite(p);
      return false;
    } catch {
      return true;
    }
  });
}

const ALWAYS = ['.git/config', '.github/workflows/ci.yml', '.github/actions/setup/action.yml', '.github/actions/deploy/run.sh'];

describe('protected paths cannot be lost', () => {
  test('`protected-paths: package.json` adds to the defaults: workflows and composite actions stay protected', () => {
    const inputs = inputsWith({ 'protected-paths': 'package.json' });
    const ws = workspaceFor(inputs.protectedPaths);
    expect(refusedWrites(ws, [...ALWAYS, 'package.json', 'src/index.ts'])).toEqual([...ALWAYS, 'package.json']);
  });

  test('with no protected-paths at all, .github/actions/** is protected', () => {
    const ws = workspaceFor(inputsWith({}).protectedPaths);
    expect(refusedWrites(ws, [...ALWAYS, 'src/index.ts'])).toEqual(ALWAYS);
  });

  test('the CLI --protected-paths adds to the defaults too', () => {
    const { config } = parseRunArgs(['--task', 'x', '--protected-paths', 'package.json'], {}, os.tmpdir());
    expect(config.protectedPaths).toEqual(expect.arrayContaining(['.git/**', '.github/workflows/**', '.github/actions/**', 'package.json']));
  });
});

describe('the rules file may tighten the sandbox, network and protected paths, never loosen them', () => {
  const rules = (yml: string) => ({ branch: 'main', file: parseRulesFile(yml) });

  test('`sandbox: none` and `network: true` from the rules file are refused, and the job summary says so', () => {
    const inputs = inputsWith({});
    const { inputs: merged, inEffect } = applyProjectRules(inputs, rules('sandbox: none\nnetwork: true\nmax-turns: 9\n'));
    expect(merged.sandbox).toBe('auto');
    expect(merged.network).toBe(false);
    expect(merged.maxTurns).toBe(9);
    expect(inEffect.filter((r) => r.source === 'refused').map((r) => r.key).sort()).toEqual(['network', 'sandbox']);
    const summary = renderJobSummary(undefined, {
      outcome: 'skipped', rules: { branch: 'main', file: '.github/agent-fix.yml', settings: inEffect, instructions: false, agentsMd: false },
    });
    expect(summary).toContain('<b>refused</b>');
    expect(summary).toContain('asked for `sandbox: none`, which would loosen the sandbox');
    expect(summary).toContain('asked for `network: true`; the rules file may only turn the network off');
  });

  test('`sandbox: auto` cannot undo a workflow that asked for bwrap', () => {
    const { inputs: merged, inEffect } = applyProjectRules(inputsWith({ sandbox: 'bwrap' }), rules('sandbox: auto\n'));
    expect(merged.sandbox).toBe('bwrap');
    expect(inEffect[0]!.source).toBe('refused');
  });

  test('the file can tighten over the workflow: bwrap, network off, more protected paths', () => {
    const inputs = inputsWith({ sandbox: 'none', network: 'true', 'protected-paths': 'package.json' });
    const { inputs: merged } = applyProjectRules(inputs, rules('sandbox: bwrap\nnetwork: false\nprotected-paths: [migrations/**]\n'));
    expect(merged.sandbox).toBe('bwrap');
    expect(merged.network).toBe(false);
    expect(merged.protectedPaths).toEqual(['package.json', 'migrations/**']);
    expect(refusedWrites(workspaceFor(merged.protectedPaths), [...ALWAYS, 'package.json', 'migrations/1.sql'])).toHaveLength(ALWAYS.length + 2);
  });

  test('protected-paths in the file cannot replace the defaults either', () => {
    const { inputs: merged } = applyProjectRules(inputsWith({}), rules('protected-paths: [docs/**]\n'));
    expect(refusedWrites(workspaceFor(merged.protectedPaths), [...ALWAYS, 'docs/a.md'])).toHaveLength(ALWAYS.length + 1);
  });
});
