// sign-commits: the fix delivery commits through the git data API of a fake GitHub backed by a real bare repository,
// so the tree GitHub builds is compared with the proven tree id for id: deletions, the executable bit, binary files
// and symlinks arrive as proven; a submodule, an oversized file or a tree GitHub built differently is refused with
// nothing pushed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { deliverFix, type FixSpec } from '../../src/deliver/fix.js';
import { MAX_BLOB_BYTES } from '../../src/deliver/signed-commit.js';
import { GitManager } from '../../src/git/manager.js';
import { GitHubHelper } from '../../src/github/helper.js';
import { buildCandidate } from '../../src/workspace/candidate.js';
import { makeRepo, sh } from '../helpers/repo.js';
import { startFakeGitHub, type FakeGitHub } from '../e2e/fake-github.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

/** A bare "GitHub" repository and a clone of it to work in; run.sh is executable, old.txt is there to delete. */
function repos() {
  const src = makeRepo({
    'calc.js': 'export const add = (a, b) => a - b;\n',
    'old.txt': 'stale\n',
    'run.sh': '#!/bin/sh\necho 1\n',
  });
  fs.chmodSync(path.join(src, 'run.sh'), 0o755);
  sh(src, 'git', ['add', 'run.sh']);
  sh(src, 'git', ['commit', '-qm', 'executable']);
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-signed-')));
  const bare = path.join(root, 'calc.git');
  sh(root, 'git', ['clone', '-q', '--bare', src, bare]);
  const work = path.join(root, 'work');
  sh(root, 'git', ['clone', '-q', bare, work]);
  return { bare, work, start: sh(work, 'git', ['rev-parse', 'HEAD']).trim() };
}

async function deliver(work: string, start: string, paths: string[], extra: Partial<FixSpec> = {}) {
  const helper = new GitHubHelper('t0k3n', { owner: 'acme', repo: 'calc' }, { baseUrl: gh!.url, retries: 0 });
  const lines: string[] = [];
  const spec: FixSpec = {
    git: new GitManager(work),
    gh: helper,
    serverUrl: 'https://github.example',
    base: 'main',
    startSha: start,
    prefix: 'agent-fix/',
    key: 'issue-3',
    title: 'Fix #3: add() subtracts',
    resolved: true,
    summary: 'add() adds.',
    fixesIssue: 3,
    // The proven candidate: the start commit plus these paths, as the pipeline builds it.
    candidate: await buildCandidate(work, start, paths),
    pr: { body: 'proof', draft: false, labels: [], reviewers: [] },
    signCommits: true,
    ...extra,
  };
  const delivered = await deliverFix(spec, { info: (l) => lines.push(l), warn: (l) => lines.push(l) });
  return { delivered, lines };
}

const branchSha = (bare: string, branch: string) =>
  fs.existsSync(path.join(bare, 'refs/heads', branch)) || sh(bare, 'git', ['show-ref']).includes(`refs/heads/${branch}`)
    ? sh(bare, 'git', ['rev-parse', `refs/heads/${branch}`]).trim()
    : undefined;

describe('sign-commits', () => {
  test('deletion, +x, binary and a symlink: GitHub builds the proven tree, signs the commit, and the PR opens on it', async () => {
    const { bare, work, start } = repos();
    gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', gitDir: bare });
    fs.writeFileSync(path.join(work, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    fs.rmSync(path.join(work, 'old.txt'));
    fs.appendFileSync(path.join(work, 'run.sh'), 'echo 2\n');
    fs.writeFileSync(path.join(work, 'tool.sh'), '#!/bin/sh\n', { mode: 0o755 });
    const binary = Buffer.from([0, 1, 2, 0xff, 0xfe, 0x80, 0x0a, 0x00]);
    fs.writeFileSync(path.join(work, 'img.bin'), binary);
    fs.symlinkSync('calc.js', path.join(work, 'link.js'));
    const { delivered, lines } = await deliver(work, start, [
      'calc.js',
      'old.txt',
      'run.sh',
      'tool.sh',
      'img.bin',
      'link.js',
    ]);

    expect(delivered.kind).toBe('opened');
    if (delivered.kind !== 'opened') return;
    const remote = branchSha(bare, 'agent-fix/issue-3');
    expect(remote).toBe(delivered.commit);
    // The local commit is the proven one: GitHub's commit holds its tree, object for object.
    const local = sh(work, 'git', ['rev-parse', 'agent-fix/issue-3^{tree}']).trim();
    expect(sh(bare, 'git', ['rev-parse', `${remote}^{tree}`]).trim()).toBe(local);
    expect(sh(bare, 'git', ['rev-parse', `${remote}^`]).trim()).toBe(start);
    const tree = sh(bare, 'git', ['ls-tree', remote!]);
    expect(tree).toMatch(/^100755 blob \S+\trun\.sh$/m);
    expect(tree).toMatch(/^100755 blob \S+\ttool\.sh$/m);
    expect(tree).toMatch(/^120000 blob \S+\tlink\.js$/m);
    expect(tree).not.toContain('old.txt');
    const bytes = Buffer.from(sh(bare, 'git', ['cat-file', 'blob', `${remote}:img.bin`]), 'latin1');
    expect(bytes.length).toBeGreaterThan(0);
    expect(sh(bare, 'git', ['cat-file', '-s', `${remote}:img.bin`]).trim()).toBe(String(binary.length));
    expect(gh.gitData!.signed.get(remote!)).toBe(true);
    expect(sh(bare, 'git', ['log', '-1', '--format=%cn <%ce>%n%B', remote!])).toMatch(
      /^GitHub <noreply@github\.com>\nFix #3: add\(\) subtracts\n\nadd\(\) adds\.\n\nFixes #3/,
    );
    // No git push: only the API wrote to the repository.
    expect(gh.requests.filter((r) => r.path.includes('/git/blobs'))).toHaveLength(5);
    expect(gh.pulls[0]!.head.ref).toBe('agent-fix/issue-3');
    expect(lines.join('\n')).toContain('pushed agent-fix/issue-3 through the GitHub API (signed by GitHub)');
  });

  test('an earlier bot attempt on the branch is replaced through the API (a forced ref update, checked first)', async () => {
    const { bare, work, start } = repos();
    gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', gitDir: bare });
    fs.writeFileSync(path.join(work, 'calc.js'), 'export const add = (a, b) => b + a;\n');
    const first = await deliver(work, start, ['calc.js']);
    expect(first.delivered.kind).toBe('opened');
    sh(work, 'git', ['checkout', '-q', start]);
    fs.writeFileSync(path.join(work, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    const second = await deliver(work, start, ['calc.js']);
    expect(second.delivered.kind).toBe('opened');
    const remote = branchSha(bare, 'agent-fix/issue-3')!;
    expect(sh(bare, 'git', ['show', `${remote}:calc.js`])).toContain('a + b');
    expect(sh(bare, 'git', ['rev-parse', `${remote}^`]).trim()).toBe(start);
    expect(
      gh.requests.some((r) => r.method === 'PATCH' && r.path.includes('/git/refs/') && r.body.force === true),
    ).toBe(true);
  });

  test('refusals: a tree GitHub built differently, a submodule, a file over the limit; nothing is pushed', async () => {
    const { bare, work, start } = repos();
    gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', gitDir: bare, skewTrees: true });
    fs.writeFileSync(path.join(work, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    const skew = await deliver(work, start, ['calc.js']);
    expect(skew.delivered).toMatchObject({ kind: 'not-pushed' });
    if (skew.delivered.kind === 'not-pushed')
      expect(skew.delivered.message).toMatch(
        /GitHub built tree \w+ for the change, not the proven tree \w+.*sign-commits: false/,
      );
    expect(branchSha(bare, 'agent-fix/issue-3')).toBeUndefined();
    expect(gh.requests.some((r) => r.path.includes('/git/commits'))).toBe(false);
    await gh.close();

    gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', gitDir: bare });
    sh(work, 'git', ['checkout', '-q', '-f', start]);
    // A nested repository: `git add` records it as a submodule (mode 160000).
    const nested = makeRepo({ 'lib.js': 'export {};\n' });
    fs.mkdirSync(path.join(work, 'vendor'));
    fs.renameSync(nested, path.join(work, 'vendor', 'lib'));
    fs.writeFileSync(path.join(work, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    const sub = await deliver(work, start, ['calc.js', 'vendor/lib']);
    expect(sub.delivered).toMatchObject({ kind: 'not-pushed' });
    if (sub.delivered.kind === 'not-pushed') expect(sub.delivered.message).toContain('vendor/lib is a submodule');

    sh(work, 'git', ['checkout', '-q', '-f', start]);
    fs.rmSync(path.join(work, 'vendor'), { recursive: true, force: true });
    fs.writeFileSync(path.join(work, 'big.bin'), Buffer.alloc(MAX_BLOB_BYTES + 1));
    const big = await deliver(work, start, ['big.bin']);
    expect(big.delivered).toMatchObject({ kind: 'not-pushed' });
    if (big.delivered.kind === 'not-pushed')
      expect(big.delivered.message).toMatch(/big\.bin is 40\.0 MiB; GitHub's API takes files up to 40 MiB/);
    expect(branchSha(bare, 'agent-fix/issue-3')).toBeUndefined();
    expect(gh.requests.some((r) => r.path.includes('/git/blobs'))).toBe(false);
  });
});
