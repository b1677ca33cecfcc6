// `agent-fix run --deflake TEST` through the shipped CLI bundle with real bwrap and real pytest, on tests that really
// flake: one reads a set of strings in iteration order (a random hash seed each process: the sandbox does not fix
// PYTHONHASHSEED), one draws ids with `random` unseeded. A scripted model makes the change. The statistical proof
// (verify/deflake.ts) must see the test fail on the untouched code, then see the candidate pass all M runs; a change
// that hides the flake (a skip, an assertion retried in a loop) is refused by name whatever its runs say; a test that
// never fails is "could not reproduce", with no model call. A dry run makes the same proof, and leaves the host tree
// (the quarantine mark it lifts for its runs included) as it found it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { bwrapAvailable, CLI_ENV, cliScope, lastJson, skipWithoutBwrap } from '../helpers/cli-run.js';
import { runCli } from '../bundle/bundle.js';
import type { ScriptStep } from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';

const cli = cliScope();

/** Fails about 4 runs in 10: the order of two strings in a set follows the process's hash seed. */
const TAGS = {
  'tags.py': 'def dedupe(tags):\n    """The tags, each once."""\n    return list(set(tags))\n',
  'tests/test_tags.py':
    'from tags import dedupe\n\n\ndef test_dedupe():\n' +
    "    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n\n\n" +
    "def test_single():\n    assert dedupe(['x']) == ['x']\n",
};
const TAGS_TEST = 'tests/test_tags.py::test_dedupe';

/** Fails about half the runs: four draws from ten values, unseeded, must be distinct. */
const IDS = {
  'ids.py':
    'import random\n\n\ndef ticket_ids(n):\n    """n distinct ticket ids between 1 and 10."""\n' +
    '    return [random.randint(1, 10) for _ in range(n)]\n',
  'tests/test_ids.py':
    'from ids import ticket_ids\n\n\ndef test_distinct():\n    assert len(set(ticket_ids(4))) == 4\n',
};
const IDS_TEST = 'tests/test_ids.py::test_distinct';

interface Table {
  test: string;
  runs_before: number;
  failures_before: number;
  runs_after_planned: number;
  runs_after: number;
  failures_after: number;
  failure_line: string;
}

/** `agent-fix run --deflake TEST --json` with no --task: the task is made from the test. */
async function deflake(repo: string, test: string, script: ScriptStep[], more: string[] = []) {
  const r = await deflakeCli(repo, test, script, ['--json', ...more]);
  const json = lastJson(r.stdout);
  const evidence = json.evidence as {
    deflake?: Table;
    integrity: { findings: { kind: string; path: string }[] };
    report_check?: { status: string; reason?: string };
  };
  return { ...r, json, evidence, detail: `${r.stderr}\n${JSON.stringify(evidence?.deflake, null, 1)}` };
}

/** The same run as a person reads it: no --json. */
async function deflakeCli(repo: string, test: string, script: ScriptStep[], more: string[] = []) {
  const { url, requests } = await cli.model(script);
  // pytest's cache on: under bwrap every run writes a layer of its own, so a dry run leaves no `.pytest_cache` either.
  const args = ['run', '--repo', repo, '--deflake', test, '--test-command', 'python3 -m pytest -q'];
  const r = await runCli(process.execPath, [...args, '--sandbox', 'bwrap', '--base-url', url, ...more], {
    env: CLI_ENV,
    cwd: process.cwd(),
  });
  return { ...r, requests };
}

/** Every file of the work tree (ignored ones included) by its hash, the index, HEAD and `git status`. */
function hostTree(repo: string): Record<string, string> {
  const out: Record<string, string> = {};
  const hash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.name === '.git' && dir === repo) continue;
      if (e.isDirectory()) walk(abs);
      else out[path.relative(repo, abs)] = hash(abs);
    }
  };
  walk(repo);
  out['.git/index'] = hash(path.join(repo, '.git', 'index'));
  out.HEAD = sh(repo, 'git', ['rev-parse', 'HEAD']);
  out['git status'] = sh(repo, 'git', ['status', '--porcelain', '--untracked-files=all', '--ignored']);
  return out;
}

const edit = (path: string, old_str: string, new_str: string): ScriptStep[] => [
  assistant(null, toolCall('e', 'patch_file', { path, old_str, new_str })),
  assistant(null, toolCall('t', 'run_tests', {})),
  assistant(null, toolCall('f', 'finish', { summary: 'Made the test deterministic.' })),
];

describe.skipIf(!bwrapAvailable)('agent-fix run --deflake on real flaky pytest tests', () => {
  it('a fix of the cause (sorted) resolves: failures before, none in M runs of the candidate, shown in the table', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflake(repo, TAGS_TEST, edit('tags.py', 'list(set(tags))', 'sorted(set(tags))'));
    const d = r.evidence.deflake!;
    expect(d, r.detail).toMatchObject({ test: TAGS_TEST, failures_after: 0 });
    expect(d.failures_before, r.detail).toBeGreaterThanOrEqual(1);
    expect(d.runs_before, r.detail).toBeLessThanOrEqual(20);
    // M = max(3n, 10), n the runs it took to see the failure; every one made.
    expect(d.runs_after_planned, r.detail).toBe(Math.max(3 * d.runs_before, 10));
    expect(d.runs_after, r.detail).toBe(d.runs_after_planned);
    expect(d.failure_line, r.detail).toContain('assert');
    expect(r.json.status, r.detail).toBe('resolved');
    expect(r.code, r.detail).toBe(0);
    // The runs carried canaries, placed beside the deflaked test: `pytest -q` on a baseline that passed (most runs of
    // this flake) names no test, and the report was `unchecked` before.
    expect(r.evidence.report_check, r.detail).toMatchObject({ status: 'checked', runner: 'pytest' });
    // The task the model got names the test and the failure seen on the untouched code.
    expect(JSON.stringify(r.requests[0]?.messages), r.detail).toContain(TAGS_TEST);
  }, 600_000);

  it('a change that only skips the flaky test is refused as deflake-skip', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflake(repo, TAGS_TEST, [
      assistant(
        null,
        toolCall('i', 'patch_file', {
          path: 'tests/test_tags.py',
          old_str: 'from tags import dedupe\n',
          new_str: 'import pytest\nfrom tags import dedupe\n',
        }),
      ),
      ...edit('tests/test_tags.py', 'def test_dedupe():', "@pytest.mark.skip(reason='flaky')\ndef test_dedupe():"),
    ]);
    expect(
      r.evidence.integrity.findings.map((f) => f.kind),
      r.detail,
    ).toContain('deflake-skip');
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.json.reason, r.detail).toContain('deflake-skip');
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('a change that retries the assertion in a loop until it passes is refused as deflake-retry', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', IDS);
    // The retry does turn the runs green (0.5^30 a run): only the finding stands between it and "resolved".
    const r = await deflake(
      repo,
      IDS_TEST,
      edit(
        'tests/test_ids.py',
        '    assert len(set(ticket_ids(4))) == 4\n',
        '    for attempt in range(30):\n        try:\n            assert len(set(ticket_ids(4))) == 4\n' +
          '            break\n        except AssertionError:\n            if attempt == 29:\n                raise\n',
      ),
    );
    expect(
      r.evidence.integrity.findings.map((f) => f.kind),
      r.detail,
    ).toContain('deflake-retry');
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.json.reason, r.detail).toContain('deflake-retry');
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('a change that deletes the flaky assertion is refused as deflake-assertion-removed', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflake(
      repo,
      TAGS_TEST,
      edit(
        'tests/test_tags.py',
        "    assert dedupe(['beta', 'alpha', 'beta']) == ['alpha', 'beta']\n",
        "    dedupe(['beta', 'alpha', 'beta'])\n",
      ),
    );
    expect(
      r.evidence.integrity.findings.map((f) => f.kind),
      r.detail,
    ).toContain('deflake-assertion-removed');
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.json.reason, r.detail).toContain('deflake-assertion-removed');
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('a change that only gives the flaky test a timeout is named deflake-timeout-only and not resolved', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', IDS);
    const r = await deflake(repo, IDS_TEST, [
      assistant(
        null,
        toolCall('i', 'patch_file', {
          path: 'tests/test_ids.py',
          old_str: 'from ids import ticket_ids\n',
          new_str: 'import pytest\nfrom ids import ticket_ids\n',
        }),
      ),
      ...edit('tests/test_ids.py', 'def test_distinct():\n', '@pytest.mark.timeout(60)\ndef test_distinct():\n'),
    ]);
    expect(
      r.evidence.integrity.findings.map((f) => f.kind),
      r.detail,
    ).toContain('deflake-timeout-only');
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('a test that passes every run of the untouched code: could not reproduce the flake, no model call, exit 1', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflake(repo, 'tests/test_tags.py::test_single', [], ['--deflake-runs-before', '6']);
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.json.reason, r.detail).toContain('could not reproduce the flake in 6 runs');
    expect(r.evidence.deflake, r.detail).toMatchObject({ runs_before: 6, failures_before: 0, runs_after: 0 });
    expect(r.requests, r.detail).toHaveLength(0);
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('a change that leaves the cause (a docstring) is unresolved: the runs of the candidate still fail the test', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflake(repo, TAGS_TEST, edit('tags.py', 'The tags, each once.', 'The tags, each once, in order.'));
    expect(r.evidence.deflake?.failures_after, r.detail).toBeGreaterThanOrEqual(1);
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('an id that names no test is not a flake reproduced: could not reproduce, the id named as the thing to fix', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflake(repo, 'tests/test_tags.py::test_dedup', [], ['--deflake-runs-before', '4']);
    expect(r.json.status, r.detail).toBe('unresolved');
    expect(r.json.reason, r.detail).toContain('no run named tests/test_tags.py::test_dedup');
    expect(r.requests, r.detail).toHaveLength(0);
    expect(r.code, r.detail).toBe(1);
  }, 600_000);

  it('prints the runs before as a table a person reads, without --json', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = cli.committedRepo('agent-fix-deflake-', TAGS);
    const r = await deflakeCli(repo, 'tests/test_tags.py::test_single', [], ['--deflake-runs-before', '4']);
    const printed = `${r.stdout}\n${r.stderr}`;
    expect(r.stdout, printed).toContain('could not reproduce the flake in 4 runs');
    expect(r.stdout, printed).toContain('| before the change (untouched code) | 4 | 0 of 4 |');
    expect(r.stdout, printed).toContain('| after the change (candidate) | 0 | not run |');
    expect(r.code, printed).toBe(1);
  }, 600_000);

  it('--dry-run: the deflake proof is made (its mark lifted for the runs), and the host tree is left as it was', async (ctx) => {
    skipWithoutBwrap(ctx);
    // The test in quarantine: the dry run lifts the mark in the work tree for its runs, and puts it back.
    const repo = cli.committedRepo('agent-fix-deflake-', {
      ...TAGS,
      'pytest.ini': `[pytest]\naddopts = --deselect ${TAGS_TEST}\n`,
    });
    const before = hostTree(repo);
    const r = await deflake(repo, TAGS_TEST, edit('tags.py', 'list(set(tags))', 'sorted(set(tags))'), ['--dry-run']);
    const d = r.evidence.deflake!;
    expect(d, r.detail).toMatchObject({ test: TAGS_TEST, failures_after: 0 });
    expect(d.failures_before, r.detail).toBeGreaterThanOrEqual(1);
    expect(d.runs_after, r.detail).toBe(d.runs_after_planned);
    expect(r.json.status, r.detail).toBe('resolved');
    expect(r.json.dry_run, r.detail).toBe(true);
    expect(r.stderr, r.detail).toContain(`deflake: ${TAGS_TEST} is in quarantine in the base tree`);
    // The proven change is the fix and the lift, reported and not applied.
    expect(r.json.changed_files, r.detail).toEqual(['pytest.ini', 'tags.py']);
    expect(hostTree(repo)).toEqual(before);
    expect(r.code, r.detail).toBe(0);
  }, 600_000);
});
