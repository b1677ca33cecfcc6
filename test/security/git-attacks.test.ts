/**
 * Attacks through git: programs that a repository's config, or a repository a command plants in the work tree, names
 * for git to run (fsmonitor, filter drivers, textconv, external diff, hooks, credential helpers, ext:: transports).
 * Every git command agent-fix runs goes through src/git/runner.ts; none of these programs may ever run. Each program
 * here only touches a marker file outside the repository, so a marker that exists is a program that ran.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GitManager } from '../../src/git/manager.js';
import { Snapshotter } from '../../src/workspace/snapshot.js';
import { GitEntryGuard } from '../../src/git/planted.js';
import { registerGitConfigCredentials } from '../../src/git/credentials.js';
import { workTreeDiff, workTreeStats } from '../../src/workspace/diff.js';
import { ToolRegistry } from '../../src/tools/registry.js';
import type { ToolContext } from '../../src/tools/types.js';
import { makeRepo, sh } from '../helpers/repo.js';
import { sandboxOrSkip, toolContext } from '../helpers/context.js';
import { startGitHttpServer, type GitHttpServer } from '../e2e/git-http-server.js';
import { prepareCheckout } from '../../src/workspace/checkout.js';
import { clearSecrets, redact, registerSecret } from '../../src/security/redact.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { runPipeline } from '../../src/pipeline/index.js';
import { runGitSteps } from '../../src/git/runner.js';
import { RunConfigSchema } from '../../src/config/schema.js';
import { assistant, startFakeOpenAI, toolCall } from '../helpers/fake-openai.js';

let markers: string;
const temps: string[] = [];

beforeAll(() => {
  markers = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-git-markers-')));
  temps.push(markers);
});
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** A shell script that touches `markers/<name>`; as a filter it passes stdin through, as textconv it prints its file. */
function program(name: string, as: 'filter' | 'textconv' | 'other' = 'other'): string {
  const file = path.join(markers, `${name}.sh`);
  const body = as === 'filter' ? 'exec cat' : as === 'textconv' ? 'exec cat "$1"' : 'exit 0';
  fs.writeFileSync(file, `#!/bin/sh\ntouch '${markers}/${name}'\n${body}\n`, { mode: 0o755 });
  return file;
}
const ran = () =>
  fs
    .readdirSync(markers)
    .filter((f) => !f.endsWith('.sh'))
    .sort();
const clearMarkers = () => {
  for (const f of ran()) fs.rmSync(path.join(markers, f));
};

function repo(files: Record<string, string>): string {
  const dir = makeRepo(files, 'agent-fix-git-attack-');
  temps.push(dir);
  return dir;
}

/** A committed nested repository at `rel` whose config names an fsmonitor and a clean filter for every file. */
function nestedRepo(root: string, rel: string, tag: string): void {
  const dir = path.join(root, rel);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'lib.txt'), 'lib\n');
  sh(dir, 'git', ['init', '-q']);
  sh(dir, 'git', ['add', '-A']);
  sh(dir, 'git', ['commit', '-qm', 'lib']);
  fs.writeFileSync(path.join(dir, '.gitattributes'), '* filter=evil\n');
  sh(dir, 'git', ['config', 'core.fsmonitor', program(`${tag}-fsmonitor`)]);
  sh(dir, 'git', ['config', 'filter.evil.clean', program(`${tag}-filter`, 'filter')]);
  // Stat-dirty files make git re-read them through the filter.
  fs.utimesSync(path.join(dir, 'lib.txt'), new Date(), new Date(Date.now() + 5000));
}

const registry = new ToolRegistry();
let n = 0;
const call = (ctx: ToolContext, name: string, args: Record<string, unknown>) =>
  registry.execute({ id: `g${n++}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }, ctx);

/** A pipeline run on `root` whose task is to make status.txt say fixed; `over` adds or replaces fields. */
const fixStatus = (root: string, baseUrl: string, over: Record<string, unknown>) =>
  runPipeline(
    RunConfigSchema.parse({
      repo: root,
      task: 'status.txt should say fixed',
      baseUrl,
      apiKey: 'sk-git-attacks-000000000000000000',
      sandbox: 'none',
      maxTurns: 6,
      ...over,
    }),
  );

/** After a planting command: `command`, more tools, and every git of ours in `root` (nothing planted may run). */
async function runOursAfter(ctx: ToolContext, root: string, command: string): Promise<void> {
  await call(ctx, 'run_bash', { command });
  await call(ctx, 'list_files', {});
  await call(ctx, 'search', { pattern: 'x' });
  const gm = new GitManager(root);
  await gm.isDirty({ untracked: true });
  await gm.stage([]);
  await gm.isDirty();
}

describe('the hardened git runner', () => {
  let server: GitHttpServer;
  let serverRoot: string;
  const TOKEN = 'git-attacks-token-0123456789';

  beforeAll(async () => {
    serverRoot = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-git-attack-http-')));
    temps.push(serverRoot);
    const src = repo({ 'a.txt': 'a\n' });
    fs.mkdirSync(path.join(serverRoot, 'acme'));
    sh(serverRoot, 'git', ['clone', '-q', '--bare', src, path.join(serverRoot, 'acme', 'calc')]);
    server = await startGitHttpServer(serverRoot, TOKEN);
  });
  afterAll(async () => server?.close());

  test("delivery and workspace git run none of the programs the repository's config or a submodule's config names", async () => {
    const root = repo({ 'a.txt': 'a\n', 'b.txt': 'b\n', '.gitattributes': '*.txt diff=tc\n' });
    // A repository inside, recorded as a gitlink (as a submodule is): git status and git add would start a git in it.
    nestedRepo(root, 'vendor/lib', 'nested');
    sh(root, 'git', ['add', 'vendor/lib']);
    sh(root, 'git', ['commit', '-qm', 'vendor']);
    const hooks = path.join(root, 'planted-hooks');
    fs.mkdirSync(hooks);
    for (const hook of ['post-commit', 'post-checkout', 'reference-transaction', 'pre-push', 'post-index-change']) {
      fs.copyFileSync(program(`hook-${hook}`), path.join(hooks, hook));
    }
    const config: Array<[string, string]> = [
      ['core.fsmonitor', program('fsmonitor')],
      ['core.hooksPath', hooks],
      ['diff.external', program('external-diff')],
      ['diff.tc.textconv', program('textconv', 'textconv')],
      ['credential.helper', `!${program('credential-helper')}`],
      ['protocol.ext.allow', 'always'],
      ['core.askPass', program('askpass')],
      ['gc.auto', '1'],
    ];
    for (const [key, value] of config) sh(root, 'git', ['config', key, value]);
    sh(root, 'git', ['remote', 'add', 'origin', `ext::${program('ext-transport')}`]);
    clearMarkers();

    const gm = new GitManager(root);
    fs.writeFileSync(path.join(root, 'a.txt'), 'a changed\n');
    expect(await gm.isDirty()).toBe(true);
    expect(await gm.isDirty({ untracked: true })).toBe(true);
    await gm.switchToNewBranch('agent-fix/x');
    await gm.stage(['a.txt']);
    expect(await gm.hasStagedChanges()).toBe(true);
    await gm.commit('fix a');
    expect(await gm.diffStat('HEAD~1')).toContain('a.txt');
    expect(await gm.authorsBetween('HEAD~1', 'HEAD')).toHaveLength(1);
    expect(await gm.showFile('HEAD', 'a.txt')).toBe('a changed\n');
    await gm.checkoutDetached('HEAD~1');
    await expect(gm.push('agent-fix/x')).rejects.toThrow();

    // Workspace git: snapshots, diffs, list_files, search.
    const snapshots = new Snapshotter(root);
    const first = await snapshots.take();
    fs.writeFileSync(path.join(root, 'b.txt'), 'b changed\n');
    const second = await snapshots.take();
    expect(await snapshots.changes(first, second)).toEqual([{ status: 'M', path: 'b.txt' }]);
    snapshots.dispose();
    expect(await workTreeDiff(root, ['b.txt'])).toContain('+b changed');
    expect(await workTreeStats(root, ['b.txt'])).toEqual([{ path: 'b.txt', added: 1, removed: 1 }]);
    const ctx = toolContext(root);
    expect((await call(ctx, 'list_files', {})).text).toContain('b.txt');
    expect((await call(ctx, 'search', { pattern: 'changed' })).text).toContain('b.txt');

    // core.sshCommand from the repository's config: an ssh remote (nothing listens on port 1).
    sh(root, 'git', ['config', 'core.sshCommand', program('ssh-command')]);
    sh(root, 'git', ['remote', 'set-url', 'origin', 'ssh://git@127.0.0.1:1/acme/calc.git']);
    await expect(gm.push('agent-fix/x')).rejects.toThrow();

    // Credential helpers from the repository's config: a push the server refuses (no token) must not call them.
    sh(root, 'git', ['remote', 'set-url', 'origin', `${server.url}/acme/calc`]);
    await expect(gm.push('agent-fix/x')).rejects.toThrow();

    expect(ran()).toEqual([]);
  });
});

describe("the user's global git config", () => {
  test('Git LFS as `git lfs install` sets it, drivers, hooksPath and fsmonitor in ~/.gitconfig act on nothing agent-fix runs', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-git-home-'));
    temps.push(home);
    const hooks = path.join(home, 'hooks');
    fs.mkdirSync(hooks);
    fs.copyFileSync(program('global-hook-post-commit'), path.join(hooks, 'post-commit'));
    const global: Array<[string, string]> = [
      ['filter.lfs.process', program('global-lfs-process', 'filter')],
      ['filter.lfs.smudge', program('global-lfs-smudge', 'filter')],
      ['filter.lfs.clean', program('global-lfs-clean', 'filter')],
      ['filter.lfs.required', 'true'],
      ['diff.lfs.textconv', program('global-textconv', 'textconv')],
      ['merge.lfs.driver', program('global-merge-driver')],
      ['core.hooksPath', hooks],
      ['core.fsmonitor', program('global-fsmonitor')],
    ];
    const file = path.join(home, '.gitconfig');
    for (const [key, value] of global) sh(home, 'git', ['config', '--file', file, key, value]);
    // A tree the model or a fork wrote: every file through LFS, its objects from a URL of its choosing.
    const root = repo({
      'a.txt': 'a\n',
      '.gitattributes': '* filter=lfs diff=lfs merge=lfs\n',
      '.lfsconfig': '[lfs]\n\turl = http://127.0.0.1:9/attacker\n',
    });
    // The repository's own config as a checkout with `lfs: true` leaves it: smudge would download.
    sh(root, 'git', ['config', 'filter.lfs.smudge', program('local-lfs-smudge', 'filter')]);
    sh(root, 'git', ['config', 'filter.lfs.process', program('local-lfs-process', 'filter')]);
    clearMarkers();
    const saved = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };
    process.env.HOME = home;
    delete process.env.XDG_CONFIG_HOME;
    try {
      const gm = new GitManager(root);
      fs.writeFileSync(path.join(root, 'a.txt'), 'a changed\n');
      expect(await gm.isDirty()).toBe(true);
      await gm.stage(['a.txt']);
      await gm.commit('fix a');
      expect(await gm.diffStat('HEAD~1')).toContain('a.txt');
      await gm.checkoutDetached('HEAD~1');
      expect(fs.readFileSync(path.join(root, 'a.txt'), 'utf8')).toBe('a\n');
      const snapshots = new Snapshotter(root);
      const first = await snapshots.take();
      fs.writeFileSync(path.join(root, 'a.txt'), 'a again\n');
      expect(await snapshots.changes(first, await snapshots.take())).toEqual([{ status: 'M', path: 'a.txt' }]);
      await snapshots.restore(first, [{ status: 'M', path: 'a.txt' }]);
      snapshots.dispose();
      expect(await workTreeDiff(root, ['a.txt'])).toBe('');
    } finally {
      Object.assign(process.env, saved);
      if (saved.XDG_CONFIG_HOME === undefined) delete process.env.XDG_CONFIG_HOME;
    }
    expect(ran()).toEqual([]);
  });
});

describe('several git steps in one shell (runGitSteps)', () => {
  test("steps run in order, each hardened, a step's variables for that step alone; the first failure stops the rest", async () => {
    const root = repo({ 'a.txt': 'a\n' });
    sh(root, 'git', ['config', 'core.fsmonitor', program('steps-fsmonitor')]);
    clearMarkers();
    const index = path.join(root, '.git', 'other-index');
    fs.writeFileSync(path.join(root, 'b.txt'), "b with a ' quote\n");
    const out = await runGitSteps(root, [
      { args: ['read-tree', 'HEAD'], env: { GIT_INDEX_FILE: index } },
      { args: ['add', '-A', '--', '.'], env: { GIT_INDEX_FILE: index } },
      { args: ['write-tree'], env: { GIT_INDEX_FILE: index } },
      { args: ['diff', '--cached', '--name-only'] },
    ]);
    const [tree, ...rest] = out.split('\n');
    expect(sh(root, 'git', ['ls-tree', '--name-only', tree!]).split('\n')).toContain('b.txt');
    // The last step read the repository's own index: b.txt is not staged there.
    expect(rest.join('\n').trim()).toBe('');
    expect(ran()).toEqual([]);
    const failing = runGitSteps(root, [{ args: ['rev-parse', 'no-such-ref'] }, { args: ['tag', 'after-failure'] }]);
    await expect(failing).rejects.toThrow(/git rev-parse no-such-ref && git tag after-failure failed \(exit 128\)/);
    expect(sh(root, 'git', ['tag', '--list'])).toBe('');
    await expect(runGitSteps(root, [{ args: ['status'], env: { 'A;B': 'x' } }])).rejects.toThrow(/not a variable name/);
  });
});

describe('repositories planted by commands', () => {
  test('a repository a command makes anywhere in the work tree, in any case, is removed before any git of ours runs', async () => {
    const root = repo({ 'a.txt': 'a\n', 'deep/er/keep.txt': 'k\n' });
    const ctx = toolContext(root);
    const fsm = program('planted-fsmonitor');
    const filter = program('planted-filter', 'filter');
    const plant = (dir: string, gitName = '.git') =>
      [
        `mkdir -p ${dir} && cd ${dir} && git init -q && echo x > f && git add f && git -c user.name=m -c user.email=m@x commit -qm x`,
        gitName === '.git' ? 'true' : `mv .git ${gitName}`,
        `git --git-dir=${gitName} config core.fsmonitor ${fsm}`,
        `git --git-dir=${gitName} config filter.evil.clean ${filter}`,
        `echo '* filter=evil' > .gitattributes; touch -d '+1 hour' f; cd - >/dev/null`,
      ].join(' && ');
    const out = await call(ctx, 'run_bash', {
      command: [
        plant('evil'),
        plant('deep/er/nested'),
        plant('upper', '.GIT'),
        // A gitlink file pointing at a git folder that is not called .git.
        'mkdir -p linked && git init -q --separate-git-dir=linked-gitdir linked && git -C linked config core.fsmonitor ' +
          fsm,
        'echo planted',
      ].join('; '),
    });
    expect(out.text).toContain('planted');
    expect(out.text).toMatch(/git data the command made or changed was removed/);
    for (const gitEntry of ['evil/.git', 'deep/er/nested/.git', 'upper/.GIT', 'linked/.git']) {
      expect(fs.existsSync(path.join(root, gitEntry)), gitEntry).toBe(false);
    }
    // More commands and every other git of ours: nothing planted runs.
    await runOursAfter(ctx, root, 'echo again > evil/f');
    expect(ran()).toEqual([]);
  });

  test('a repository planted at the root of a workspace that has none is removed before git runs there', async () => {
    const outer = repo({ 'pkg/a.txt': 'a\n' });
    const root = path.join(outer, 'pkg');
    const ctx = toolContext(root);
    const out = await call(ctx, 'run_bash', {
      command: `git init -q && git config core.fsmonitor ${program('root-fsmonitor')} && git config filter.evil.clean ${program('root-filter', 'filter')} && echo '* filter=evil' > .gitattributes`,
    });
    expect(out.text).toMatch(/removed/);
    expect(fs.existsSync(path.join(root, '.git'))).toBe(false);
    await call(ctx, 'run_bash', { command: 'touch -d "+1 hour" a.txt' });
    await call(ctx, 'list_files', {});
    expect(ran()).toEqual([]);
  });

  test("a command that rewrites a submodule's gitlink file or a nested repository's config gets them put back", async () => {
    const root = repo({ 'a.txt': 'a\n' });
    nestedRepo(root, 'vendor/lib', 'known');
    sh(path.join(root, 'vendor/lib'), 'git', ['config', '--unset', 'core.fsmonitor']);
    sh(path.join(root, 'vendor/lib'), 'git', ['config', '--unset', 'filter.evil.clean']);
    fs.writeFileSync(path.join(root, 'sub-file-link'), '');
    fs.mkdirSync(path.join(root, 'sub'));
    fs.writeFileSync(path.join(root, 'sub/.git'), 'gitdir: ../.git/modules/sub\n');
    const configBefore = fs.readFileSync(path.join(root, 'vendor/lib/.git/config'), 'utf8');
    const ctx = toolContext(root);
    await call(ctx, 'run_bash', { command: 'true' });
    const out = await call(ctx, 'run_bash', {
      command: `git -C vendor/lib config core.fsmonitor ${program('rewritten-fsmonitor')}; echo 'gitdir: ../evil-gitdir' > sub/.git`,
    });
    expect(out.text).toMatch(/put back/);
    expect(fs.readFileSync(path.join(root, 'vendor/lib/.git/config'), 'utf8')).toBe(configBefore);
    expect(fs.readFileSync(path.join(root, 'sub/.git'), 'utf8')).toBe('gitdir: ../.git/modules/sub\n');
    await call(ctx, 'run_bash', { command: 'touch -d "+1 hour" vendor/lib/lib.txt' });
    await new GitManager(root).isDirty({ untracked: true });
    expect(ran()).toEqual([]);
  });

  test('a repository planted in a folder the guard no longer re-reads (settled, unchanged ctime) is still found', async () => {
    const root = repo({ 'deep/er/est/keep.txt': 'k\n', 'other/x.txt': 'x\n' });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const guard = new GitEntryGuard(root);
    guard.remember();
    expect(guard.sweep()).toEqual({ removed: [], restored: [] });
    fs.mkdirSync(path.join(root, 'deep/er/est/.git'));
    fs.writeFileSync(path.join(root, 'other/.Git'), 'gitdir: /tmp/elsewhere\n');
    fs.renameSync(path.join(root, 'deep/er/est'), path.join(root, 'deep/moved'));
    expect(guard.sweep().removed.sort()).toEqual(['deep/moved/.git', 'other/.Git']);
    expect(fs.existsSync(path.join(root, 'deep/moved/.git'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'deep/moved/keep.txt'))).toBe(true);
  });

  test("a new gitlink file that points into the repository's own .git/modules (a submodule checkout) stays; one pointing elsewhere goes", () => {
    const root = repo({ 'a.txt': 'a\n' });
    sh(root, 'git', [
      '-c',
      'protocol.file.allow=always',
      'submodule',
      'add',
      '-q',
      repo({ 'lib.txt': 'lib\n' }),
      'lib',
    ]);
    const link = fs.readFileSync(path.join(root, 'lib/.git'), 'utf8');
    fs.rmSync(path.join(root, 'lib/.git'));
    const guard = new GitEntryGuard(root);
    guard.remember();
    fs.writeFileSync(path.join(root, 'lib/.git'), link);
    fs.mkdirSync(path.join(root, 'other'));
    fs.writeFileSync(path.join(root, 'other/.git'), 'gitdir: ../planted-gitdir\n');
    fs.mkdirSync(path.join(root, 'planted-gitdir'));
    expect(guard.sweep()).toEqual({ removed: ['other/.git'], restored: [] });
    expect(fs.readFileSync(path.join(root, 'lib/.git'), 'utf8')).toBe(link);
    expect(guard.sweep()).toEqual({ removed: [], restored: [] });
  });

  test('undoing a command that made a repository removes the folder without ERR_FS_EISDIR', async () => {
    const root = repo({ 'a.txt': 'a\n' });
    const snapshots = new Snapshotter(root);
    const start = await snapshots.take();
    const made = path.join(root, 'made');
    fs.mkdirSync(made);
    sh(made, 'git', ['init', '-q']);
    fs.writeFileSync(path.join(made, 'f.txt'), 'f\n');
    sh(made, 'git', ['add', '-A']);
    sh(made, 'git', ['commit', '-qm', 'made']);
    const now = await snapshots.take();
    await snapshots.restore(start, await snapshots.changes(start, now));
    snapshots.dispose();
    expect(fs.existsSync(path.join(made, '.git'))).toBe(false);
    expect(fs.existsSync(path.join(made, 'f.txt'))).toBe(false);
  });
});

describe('credentials in nested git configs', () => {
  const TOKEN = 'checkout-token-abcdef0123456789';
  const NESTED = 'nested-remote-secret-9876543210';
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`;
  let server: GitHttpServer;
  afterAll(async () => server?.close());

  test("the checkout scrubs submodules' and nested repositories' configs; the tools and commands never show a credential", async () => {
    const serverRoot = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-git-creds-http-')));
    temps.push(serverRoot);
    fs.mkdirSync(path.join(serverRoot, 'acme'));
    sh(serverRoot, 'git', ['clone', '-q', '--bare', repo({ 'a.txt': 'a\n' }), path.join(serverRoot, 'acme', 'calc')]);
    server = await startGitHttpServer(serverRoot, TOKEN);
    const runner = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-git-creds-runner-')));
    temps.push(runner);
    const first = await prepareCheckout({
      workspace: path.join(runner, 'ws'),
      tempDir: runner,
      serverUrl: server.url,
      owner: 'acme',
      repo: 'calc',
      token: TOKEN,
      branch: 'main',
    });
    const ws = first.dir;

    // What actions/checkout leaves with persist-credentials and submodules: the header in every repository's config.
    sh(ws, 'git', ['config', 'http.https://github.com/.extraheader', header]);
    sh(ws, 'git', ['-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', repo({ 'lib.txt': 'lib\n' }), 'lib']);
    sh(path.join(ws, 'lib'), 'git', ['config', '--local', 'http.https://github.com/.extraheader', header]);
    expect(fs.readFileSync(path.join(ws, '.git/modules/lib/config'), 'utf8')).toContain(header);
    // A vendored repository with a token in its remote URL and a header of its own.
    const vendor = path.join(ws, 'vendor/x');
    fs.mkdirSync(vendor, { recursive: true });
    sh(vendor, 'git', ['init', '-q']);
    sh(vendor, 'git', ['remote', 'add', 'origin', `https://x-access-token:${NESTED}@github.com/o/r`]);
    sh(vendor, 'git', ['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: bearer ${NESTED}`]);

    const co = await prepareCheckout({
      workspace: ws,
      tempDir: runner,
      serverUrl: server.url,
      owner: 'acme',
      repo: 'calc',
      token: TOKEN,
      sha: first.sha,
      branch: 'main',
    });
    expect(co.cloned).toBe(false);
    const forms = [TOKEN, Buffer.from(`x-access-token:${TOKEN}`).toString('base64'), NESTED];
    for (const config of ['.git/modules/lib/config', 'vendor/x/.git/config']) {
      const text = fs.readFileSync(path.join(ws, config), 'utf8');
      for (const secret of forms) expect(text, config).not.toContain(secret);
      expect(text, config).not.toMatch(/extraheader/i);
    }
    expect(fs.readFileSync(path.join(ws, 'vendor/x/.git/config'), 'utf8')).toContain('url = https://github.com/o/r');
    // The top-level config keeps the header for the job's later steps (the sandbox binds a clean copy over it).
    expect(fs.readFileSync(path.join(ws, '.git/config'), 'utf8')).toContain(header);

    const ctx = toolContext(ws);
    const outputs = [
      (
        await call(ctx, 'run_bash', {
          command:
            'cat .git/modules/lib/config vendor/x/.git/config; git -C lib config --get-regexp extraheader; git -C vendor/x remote -v',
        })
      ).text,
      (await call(ctx, 'read_file', { path: '.git/modules/lib/config' })).text,
      (await call(ctx, 'read_file', { path: 'lib/.git' })).text,
      (await call(ctx, 'read_file', { path: 'vendor/x/.git/config' })).text,
    ];
    for (const out of outputs) for (const secret of forms) expect(out).not.toContain(secret);
    expect(outputs[0]).toContain('https://github.com/o/r');
    // Every value found is registered: wherever one shows up later (a log, the top-level config), it is redacted.
    for (const secret of forms) expect(redact(`leak ${secret} leak`)).toBe('leak *** leak');
  });
});

describe('credentials in git configs, without a checkout (the CLI)', () => {
  test('every credential in the workspace git configs is registered with the redactor; nothing on disk changes', () => {
    const root = repo({ 'a.txt': 'a\n' });
    const value = 'cli-nested-credential-5566778899';
    sh(root, 'git', ['config', 'http.https://example.com/.extraheader', `AUTHORIZATION: bearer top-level-${value}`]);
    const vendor = path.join(root, 'vendor/x');
    fs.mkdirSync(vendor, { recursive: true });
    sh(vendor, 'git', ['init', '-q']);
    sh(vendor, 'git', ['remote', 'add', 'origin', `https://someone:${value}@example.com/o/r`]);
    const before = fs.readFileSync(path.join(vendor, '.git/config'), 'utf8');
    try {
      registerGitConfigCredentials(root);
      expect(redact(`a ${value} b top-level-${value} c`)).toBe('a *** b *** c');
      expect(fs.readFileSync(path.join(vendor, '.git/config'), 'utf8')).toBe(before);
    } finally {
      clearSecrets();
    }
  });
});

describe("the user's own git configs", () => {
  test('a token in ~/.gitconfig (url.insteadOf, a shell credential helper) or ~/.config/git/* is registered with the redactor', () => {
    const root = repo({ 'a.txt': 'a\n' });
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-gitconfig-home-'));
    temps.push(home);
    const [inUrl, inHelper, inXdg] = [
      'ghp_insteadOfToken0123456789',
      'helper-token-9876543210',
      'xdg-extraheader-5544332211',
    ];
    fs.writeFileSync(
      path.join(home, '.gitconfig'),
      `[url "https://x-access-token:${inUrl}@github.com/"]\n\tinsteadOf = https://github.com/\n` +
        `[credential]\n\thelper = "!f() { echo username=x; echo password=${inHelper}; }; f"\n`,
    );
    fs.mkdirSync(path.join(home, '.config/git'), { recursive: true });
    fs.writeFileSync(path.join(home, '.config/git/config'), `[http]\n\textraheader = AUTHORIZATION: bearer ${inXdg}\n`);
    try {
      registerGitConfigCredentials(root, {}, home);
      expect(redact(`1 ${inUrl} 2 ${inHelper} 3 ${inXdg}`)).toBe('1 *** 2 *** 3 ***');
    } finally {
      clearSecrets();
    }
  });
});

describe('commit messages', () => {
  test('a commit message carrying a registered secret, plain or disguised, is redacted before it is committed', async () => {
    const secret = 'commit-message-secret-0a1b2c3d4e';
    registerSecret(secret);
    try {
      const root = repo({ 'a.txt': 'a\n' });
      fs.writeFileSync(path.join(root, 'a.txt'), 'b\n');
      const gm = new GitManager(root);
      await gm.stage(['a.txt']);
      const hex = Buffer.from(secret).toString('hex');
      await gm.commit(
        `Fix a\n\nThe model wrote ${secret}, ${[...secret].join('\u200b')}, ${hex.toUpperCase()} and ${[...secret].reverse().join('')}.\n`,
      );
      const message = sh(root, 'git', ['log', '-1', '--format=%B']);
      expect(message).toContain('The model wrote ***, ***, *** and ***.');
      expect(message).not.toContain(secret);
    } finally {
      clearSecrets();
    }
  });
});

describe('the whole run', () => {
  test('a repository the setup command plants is removed before the first snapshot; its filter never runs', async () => {
    const root = repo({ 'status.txt': 'broken\n' });
    const server = await startFakeOpenAI([
      assistant(null, toolCall('p1', 'patch_file', { path: 'status.txt', old_str: 'broken', new_str: 'fixed' })),
      assistant(null, toolCall('t1', 'run_tests', {})),
      assistant(null, toolCall('f1', 'finish', { summary: 'fixed' })),
    ]);
    const filter = program('setup-filter', 'filter');
    try {
      const result = await fixStatus(root, server.url, {
        testCommand: 'grep -q fixed status.txt',
        setupCommand: `mkdir -p deps/pkg && cd deps/pkg && git init -q && echo x > f && git add -A && git -c user.name=m -c user.email=m@x commit -qm x && git config filter.evil.clean ${filter} && echo '* filter=evil' > .gitattributes && touch -d '+1 hour' f`,
      });
      expect(ran()).toEqual([]);
      expect(result.status).toBe('resolved');
      expect(fs.existsSync(path.join(root, 'deps/pkg/.git'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  test('a repository the fail-to-pass test run plants is removed before the run hands the work tree to delivery', async () => {
    const root = repo({
      'status.txt': 'broken\n',
      // The test command plants a repository next to the proof trees (final and fail-to-pass runs), never in the work tree.
      'check.sh':
        'case "$PWD" in */.agent-fix-*) git init -q "$PWD/../planted-by-f2p" ;; esac\ngrep -q fixed status.txt\n',
    });
    const server = await startFakeOpenAI([
      assistant(
        null,
        toolCall('c1', 'create_file', { path: 'test/status.test.sh', content: 'grep -q fixed status.txt\n' }),
      ),
      assistant(null, toolCall('p1', 'patch_file', { path: 'status.txt', old_str: 'broken', new_str: 'fixed' })),
      assistant(null, toolCall('t1', 'run_tests', {})),
      assistant(null, toolCall('f1', 'finish', { summary: 'fixed' })),
    ]);
    try {
      const result = await fixStatus(root, server.url, { testCommand: 'sh check.sh', testEdits: 'allow' });
      expect(result.status).toBe('resolved');
      expect(result.evidence.fail_to_pass).not.toBeNull();
      expect(fs.existsSync(path.join(root, 'planted-by-f2p'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'planted-by-f2p/.git'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe('in the bwrap sandbox', () => {
  test('a command in the sandbox plants repositories with an fsmonitor and a filter driver; nothing runs outside it', async (t) => {
    const root = repo({ 'a.txt': 'a\n', 'src/b.txt': 'b\n' });
    const sandbox = await sandboxOrSkip({ mode: 'bwrap', root, network: false });
    if (!sandbox) return t.skip();
    const ctx = {
      ...toolContext(root),
      shell: (command: string, timeoutSec: number) =>
        runCommand(command, { cwd: root, env: childEnv(), wrap: sandbox.wrap, timeoutMs: timeoutSec * 1000 }),
    };
    // The programs live in the real /tmp: inside the sandbox /tmp is private, so a marker there was made outside.
    const fsm = program('sandboxed-fsmonitor');
    const filter = program('sandboxed-filter', 'filter');
    const out = await call(ctx, 'run_bash', {
      command: [
        `for d in evil src/deep/.GIT-holder; do mkdir -p $d && (cd $d && git init -q && git config core.fsmonitor ${fsm} && git config filter.evil.clean ${filter} && echo '* filter=evil' > .gitattributes && echo x > f && git add -A && git -c user.name=m -c user.email=m@x commit -qm x); done`,
        'mv src/deep/.GIT-holder/.git src/deep/.GIT-holder/.GIT',
        'echo planted',
      ].join('; '),
    });
    expect(out.text).toContain('planted');
    expect(out.text).toMatch(/removed/);
    await runOursAfter(ctx, root, 'touch -d "+1 hour" evil/f a.txt');
    expect(ran()).toEqual([]);
    expect(fs.existsSync(path.join(root, 'evil/.git'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'src/deep/.GIT-holder/.GIT'))).toBe(false);
  });
});
