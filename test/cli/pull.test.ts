// `agent-fix run --pr N` as users run it (`node dist/cli.js`): a clone of an origin whose refs/pull/21/head is a
// fork's commit, and a fake model. The run works on that head, reads the rules from the commit checked out before
// (the base), and leaves the proven change as a patch in the work tree; origin gets nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../bundle/bundle.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';
import { checkoutWorkspace, fixing, makeOrigin } from '../e2e/harness.js';

let model: FakeOpenAI | undefined;
afterEach(async () => {
  await model?.close();
  model = undefined;
});

/** An origin whose refs/pull/21/head adds a line to README.md on top of main (a fork's PR, as GitHub publishes it). */
function originWithPull() {
  const origin = makeOrigin();
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-forkpr-')));
  sh(dir, 'git', ['clone', '-q', origin.bare, '.']);
  fs.appendFileSync(path.join(dir, 'README.md'), '\nContributed line.\n');
  // The fork's own rules file must not steer the run: the base's rules do.
  fs.mkdirSync(path.join(dir, '.github'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.github/agent-fix.yml'), 'test-command: "true"\n');
  sh(dir, 'git', ['commit', '-qam', 'contribution']);
  sh(dir, 'git', ['add', '-A']);
  sh(dir, 'git', ['commit', '-qm', 'rules from the fork']);
  const sha = sh(dir, 'git', ['rev-parse', 'HEAD']).trim();
  sh(dir, 'git', ['push', '-q', 'origin', `HEAD:refs/pull/21/head`]);
  return { origin, sha };
}

describe('agent-fix run --pr N', () => {
  it("works on the PR's head from origin's refs/pull/N/head and leaves the proven change as a patch", async () => {
    const { origin, sha } = originWithPull();
    const ws = checkoutWorkspace(origin);
    model = await startFakeOpenAI(fixing('tax() applies its rate.'));
    const r = await runCli(
      process.execPath,
      ['run', '--repo', ws, '--pr', '21', '--base-url', model.url, '--sandbox', 'none', '--json'],
      { env: { OPENAI_API_KEY: 'sk-pr-test-key-0123456789abcdefghij', AGENT_MODEL: 'gpt-4.1' } },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`working on the head of pull request #21 (${sha.slice(0, 7)}`);
    expect(sh(ws, 'git', ['rev-parse', 'HEAD']).trim()).toBe(sha);
    // Where the clone is left, and the way back, are the run's last words.
    expect(r.stderr.trim().split('\n').at(-1)).toBe(
      `The clone is left detached at the head of pull request #21 (${sha.slice(0, 7)}), with the change in the work tree; ` +
        '`git stash` or `git diff > pr-21.patch` keeps it, then `git checkout main` goes back to where you were.',
    );
    // The fork's rules file (test-command "true") did not replace the base's command.
    const command = JSON.parse(r.stdout.trim().split('\n').at(-1)!).tests.command;
    expect(command).not.toBe('true');
    expect(command).toMatch(/test/);
    expect(r.stderr).toContain('read from the base');
    const patch = sh(ws, 'git', ['diff']);
    expect(patch).toContain('+  return Math.round(income * rate * 100) / 100;');
    expect(sh(origin.bare, 'git', ['for-each-ref', '--format=%(refname)', 'refs/heads']).trim()).toBe(
      'refs/heads/main',
    );
  });

  it('refuses a PR number origin does not have, saying what origin must be (exit 2)', async () => {
    const origin = makeOrigin();
    const ws = checkoutWorkspace(origin);
    const r = await runCli(process.execPath, [
      'run',
      '--repo',
      ws,
      '--pr',
      '99',
      '--model',
      'oracle',
      '--sandbox',
      'none',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('could not fetch refs/pull/99/head from origin');
    const bad = await runCli(process.execPath, ['run', '--repo', ws, '--pr', 'x', '--model', 'oracle']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--pr: must be a pull request number');
  });
});
