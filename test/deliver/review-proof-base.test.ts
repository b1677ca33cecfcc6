// The base a review round proves the whole PR against: the merge base of the PR's base branch and its head, found
// in a full clone and in a shallow one (actions/checkout's default depth 1), where it is fetched deeper once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { GitManager } from '../../src/git/manager.js';
import { reviewProofBase } from '../../src/deliver/review-round.js';
import { sh } from '../helpers/repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = (name: string) => {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `agent-fix-${name}-`)));
  dirs.push(d);
  return d;
};
const commit = (dir: string, file: string, text: string, msg: string) => {
  fs.writeFileSync(path.join(dir, file), text);
  sh(dir, 'git', ['add', '-A']);
  sh(dir, 'git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', msg]);
  return sh(dir, 'git', ['rev-parse', 'HEAD']).trim();
};

/** An origin where main moved on after the PR branch left it: the merge base is the fork point, not main's tip. */
function origin() {
  const src = tmp('src');
  sh(src, 'git', ['init', '-q', '-b', 'main']);
  commit(src, 'a.txt', '1\n', 'one');
  const fork = commit(src, 'a.txt', '2\n', 'two');
  sh(src, 'git', ['checkout', '-q', '-b', 'agent-fix/issue-7']);
  commit(src, 'b.txt', 'fix\n', 'fix');
  commit(src, 'b.txt', 'fix, round 0\n', 'human');
  sh(src, 'git', ['checkout', '-q', 'main']);
  commit(src, 'a.txt', '3\n', 'three');
  commit(src, 'a.txt', '4\n', 'four');
  return { url: `file://${src}`, fork };
}

describe('reviewProofBase', () => {
  test('a full clone: the merge base of origin/main and the PR head', async () => {
    const { url, fork } = origin();
    const ws = tmp('ws');
    sh(ws, 'git', ['clone', '-q', '--branch', 'agent-fix/issue-7', url, '.']);
    const lines: string[] = [];
    expect(
      await reviewProofBase(new GitManager(ws), ws, { base: 'main', head: 'agent-fix/issue-7' }, (l) => lines.push(l)),
    ).toEqual({ sha: fork, branch: 'main' });
    expect(lines).toEqual([]);
  });

  test('a depth-1 clone is fetched deeper once, then the merge base is found', async () => {
    const { url, fork } = origin();
    const ws = tmp('ws');
    sh(ws, 'git', ['clone', '-q', '--depth', '1', '--branch', 'agent-fix/issue-7', url, '.']);
    // As readProjectRules leaves it: main fetched into refs/remotes/origin/main, still shallow.
    sh(ws, 'git', ['fetch', '-q', '--depth', '1', 'origin', '+refs/heads/main:refs/remotes/origin/main']);
    expect(() => sh(ws, 'git', ['merge-base', 'refs/remotes/origin/main', 'HEAD'])).toThrow();
    expect(
      await reviewProofBase(new GitManager(ws), ws, { base: 'main', head: 'agent-fix/issue-7' }, () => {}),
    ).toEqual({ sha: fork, branch: 'main' });
  });

  test('no base branch to compare with: undefined, and the log says what to change', async () => {
    const { url } = origin();
    const ws = tmp('ws');
    sh(ws, 'git', ['clone', '-q', '--branch', 'agent-fix/issue-7', url, '.']);
    const lines: string[] = [];
    expect(
      await reviewProofBase(new GitManager(ws), ws, { base: 'no-such-branch', head: 'agent-fix/issue-7' }, (l) =>
        lines.push(l),
      ),
    ).toBeUndefined();
    expect(lines.join('\n')).toContain('fetch-depth: 0');
  });
});
