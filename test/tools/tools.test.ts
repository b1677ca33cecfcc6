import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../../src/tools/registry.js';
import { makeRepo } from '../helpers/repo.js';
import { toolContext } from '../helpers/context.js';
import { CONTRACT_TOOLS } from '../helpers/fixtures.js';
import type { ToolContext } from '../../src/tools/types.js';

const registry = new ToolRegistry();
let n = 0;
const call = (ctx: ToolContext, name: string, args: Record<string, unknown> | string) =>
  registry.execute(
    {
      id: `c${n++}`,
      type: 'function',
      function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
    },
    ctx,
  );

describe('registry', () => {
  const ctx = toolContext(makeRepo({ 'a.txt': 'hello\n' }));

  it('exposes the contract tools with JSON schemas', () => {
    const names = registry.specs.map((s) => s.function.name);
    expect(names).toEqual(expect.arrayContaining(CONTRACT_TOOLS));
    const read = registry.specs.find((s) => s.function.name === 'read_file')!;
    expect(read.function.parameters).toMatchObject({ type: 'object', required: ['path'] });
  });

  it('answers malformed JSON arguments with an error instead of throwing', async () => {
    const out = await call(ctx, 'read_file', '{"path": "a.txt"');
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/not valid JSON/);
  });

  it('answers an unknown tool with the list of tools', async () => {
    const out = await call(ctx, 'delete_everything', {});
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/Unknown tool "delete_everything".*read_file/);
  });

  it('answers schema violations with the offending field', async () => {
    const out = await call(ctx, 'read_file', { path: 'a.txt', offset: 'ten' });
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/offset/);
  });
});

describe('confinement', () => {
  it('refuses .. escapes, absolute paths outside and symlinks that lead out', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'TOPSECRET');
    const repo = makeRepo({ 'a.txt': 'x\n' });
    fs.symlinkSync(outside, path.join(repo, 'link'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(repo, 'file-link'));
    const ctx = toolContext(repo);
    for (const p of [
      '../' + path.basename(outside) + '/secret.txt',
      path.join(outside, 'secret.txt'),
      'link/secret.txt',
      'file-link',
      '/etc/passwd',
    ]) {
      const out = await call(ctx, 'read_file', { path: p });
      expect(out.isError, p).toBe(true);
      expect(out.text, p).toMatch(/outside the workspace/);
      expect(out.text).not.toContain('TOPSECRET');
    }
    const create = await call(ctx, 'create_file', { path: 'link/new.txt', content: 'x' });
    expect(create.text).toMatch(/outside the workspace/);
    expect(fs.existsSync(path.join(outside, 'new.txt'))).toBe(false);
  });

  it('refuses edits to protected paths and .git', async () => {
    const repo = makeRepo({ '.github/workflows/ci.yml': 'on: push\n', 'a.txt': 'x\n' });
    const ctx = toolContext(repo);
    const patch = await call(ctx, 'patch_file', {
      path: '.github/workflows/ci.yml',
      old_str: 'push',
      new_str: 'pull_request',
    });
    expect(patch.isError).toBe(true);
    expect(patch.text).toMatch(/protected/);
    const git = await call(ctx, 'create_file', { path: '.git/hooks/post-commit', content: '#!/bin/sh\n' });
    expect(git.text).toMatch(/protected/);
    const config = await call(ctx, 'read_file', { path: '.git/config' });
    expect(config.isError).toBe(true);
    expect(config.text).toMatch(/protected/);
    expect(fs.readFileSync(path.join(repo, '.github/workflows/ci.yml'), 'utf8')).toBe('on: push\n');
  });
});

describe('.git in any case, at any depth', () => {
  it('refuses every path through a .git entry: .GIT, .Git/config, nested repositories, submodule git files, links to them', async () => {
    const repo = makeRepo({ 'a.txt': 'x\n', 'sub/inner.txt': 'y\n' });
    const nested = path.join(repo, 'vendor/lib');
    fs.mkdirSync(nested, { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: nested });
    execFileSync(
      'git',
      ['config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic NESTED-CREDENTIAL-1234'],
      { cwd: nested },
    );
    fs.writeFileSync(path.join(repo, 'sub/.git'), 'gitdir: ../.git/modules/sub\n');
    fs.symlinkSync(path.join(nested, '.git'), path.join(repo, 'gitlink-dir'));
    const ctx = toolContext(repo);
    for (const p of [
      '.GIT/config',
      '.Git/config',
      '.gIT',
      'vendor/lib/.git/config',
      'vendor/lib/.GIT/config',
      'sub/.git',
      'gitlink-dir/config',
      '.git./config',
      'GIT~1/config',
      'vendor/lib/.git/../.git/config',
    ]) {
      const read = await call(ctx, 'read_file', { path: p });
      expect(read.isError, p).toBe(true);
      expect(read.text, p).toMatch(/protected|No such file/);
      expect(read.text, p).not.toContain('NESTED-CREDENTIAL');
    }
    for (const p of [
      '.GIT/hooks/pre-commit',
      'vendor/lib/.git/hooks/post-checkout',
      'vendor/lib/.Git/config',
      'new/.git/config',
      'other/.GIT',
    ]) {
      const create = await call(ctx, 'create_file', { path: p, content: '#!/bin/sh\n' });
      expect(create.isError, p).toBe(true);
      expect(create.text, p).toMatch(/protected/);
    }
    const patch = await call(ctx, 'patch_file', { path: 'vendor/lib/.git/config', old_str: 'bare', new_str: 'bare' });
    expect(patch.text).toMatch(/protected/);
    for (const name of ['list_files', 'search']) {
      const out = await call(ctx, name, {
        path: 'vendor/lib/.git',
        ...(name === 'search' ? { pattern: 'CREDENTIAL' } : {}),
      });
      expect(out.isError, name).toBe(true);
      expect(out.text).toMatch(/protected/);
    }
    expect(fs.existsSync(path.join(repo, 'new'))).toBe(false);
    expect(fs.existsSync(path.join(repo, '.GIT'))).toBe(false);
  });
});

describe('read_file', () => {
  const lines = Array.from({ length: 500 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
  const repo = makeRepo({
    'big.txt': lines,
    'bin.dat': Buffer.from([1, 2, 0, 3]),
    'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9]),
    'long.txt': 'x'.repeat(5000) + '\n',
    'crlf.txt': 'a\r\nb\r\n',
  });
  const ctx = toolContext(repo);

  it('shows numbered lines with a header, 300 by default', async () => {
    const out = await call(ctx, 'read_file', { path: 'big.txt' });
    expect(out.text.split('\n')[0]).toBe('big.txt (lines 1-300 of 500; next: offset=301)');
    expect(out.text).toContain('  1| line 1');
    expect(out.text).toContain('300| line 300');
    expect(out.text).not.toContain('line 301');
  });

  it('reads from an offset with a limit', async () => {
    const out = await call(ctx, 'read_file', { path: 'big.txt', offset: 499, limit: 10 });
    expect(out.text).toContain('(lines 499-500 of 500)');
    expect(out.text).toContain('500| line 500');
  });

  it('answers an offset past the end clearly', async () => {
    const out = await call(ctx, 'read_file', { path: 'big.txt', offset: 900 });
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/has 500 lines; offset 900 is past the end/);
  });

  it('refuses binary files (NUL byte or invalid UTF-8)', async () => {
    for (const p of ['bin.dat', 'latin1.txt']) {
      const out = await call(ctx, 'read_file', { path: p });
      expect(out.isError).toBe(true);
      expect(out.text).toMatch(/binary/);
    }
  });

  it('cuts very long lines and hides CR characters', async () => {
    const long = await call(ctx, 'read_file', { path: 'long.txt' });
    expect(long.text).toMatch(/line cut: 5000 chars/);
    expect(long.text.length).toBeLessThan(2500);
    const crlf = await call(ctx, 'read_file', { path: 'crlf.txt' });
    expect(crlf.text).toContain('CRLF line endings');
    expect(crlf.text).not.toContain('\r');
  });
});

describe('list_files and search', () => {
  const repo = makeRepo({
    'src/a.py': 'def tax(x):\n    return x\n',
    'src/b.js': 'const TAX = 1;\n',
    'README.md': 'tax docs\n',
    '.gitignore': 'ignored/\n',
  });
  fs.mkdirSync(path.join(repo, 'ignored'));
  fs.writeFileSync(path.join(repo, 'ignored/x.py'), 'def tax(): pass\n');
  fs.writeFileSync(path.join(repo, 'src/new.py'), 'tax = 2\n');
  const ctx = toolContext(repo);

  it('lists tracked and untracked-not-ignored files, by path and glob', async () => {
    const all = await call(ctx, 'list_files', {});
    expect(all.text).toContain('src/new.py');
    expect(all.text).not.toContain('ignored/x.py');
    const py = await call(ctx, 'list_files', { glob: '*.py' });
    expect(py.text.split('\n').slice(1)).toEqual(['src/a.py', 'src/new.py']);
  });

  it('finds regex matches as path:line: text, respecting .gitignore', async () => {
    const out = await call(ctx, 'search', { pattern: 'def \\w+\\(' });
    expect(out.text).toContain('src/a.py:1:def tax(x):');
    expect(out.text).not.toContain('ignored/');
    const ci = await call(ctx, 'search', { pattern: 'tax', ignore_case: true, glob: '*.js' });
    expect(ci.text).toContain('src/b.js:1:const TAX = 1;');
    expect(ci.text).not.toContain('README');
  });

  it('caps the answer and counts what was cut', async () => {
    const many = makeRepo({ 'f.txt': Array.from({ length: 1000 }, (_, i) => `match ${i}`).join('\n') });
    const out = await call(toolContext(many), 'search', { pattern: 'match' });
    expect(out.text).toMatch(/^1000 matches \(showing 150; 850 more cut/);
  });

  it('falls back to a walk outside git', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'nogit-')));
    fs.writeFileSync(path.join(dir, 'x.txt'), 'alpha\nbeta\n');
    const out = await call(toolContext(dir), 'search', { pattern: 'bet' });
    expect(out.text).toContain('x.txt:2:beta');
  });
});

describe('create_file', () => {
  it('creates new files with parents and refuses existing ones', async () => {
    const repo = makeRepo({ 'a.txt': 'x\n' });
    const ctx = toolContext(repo);
    const ok = await call(ctx, 'create_file', { path: 'pkg/new.txt', content: 'hi\n' });
    expect(ok.edited).toBe('pkg/new.txt');
    expect(fs.readFileSync(path.join(repo, 'pkg/new.txt'), 'utf8')).toBe('hi\n');
    const again = await call(ctx, 'create_file', { path: 'a.txt', content: 'overwrite' });
    expect(again.isError).toBe(true);
    expect(again.text).toMatch(/already exists.*patch_file/);
    expect(fs.readFileSync(path.join(repo, 'a.txt'), 'utf8')).toBe('x\n');
  });

  it('refuses a path git ignores with a tool error that names the rule; a tracked file matching a rule is not ignored', async () => {
    const repo = makeRepo({ 'kept.log': 'tracked\n' });
    fs.writeFileSync(path.join(repo, '.gitignore'), '*.log\nbuild/\n');
    const ctx = toolContext(repo);
    for (const p of ['debug.log', 'build/out.txt']) {
      const out = await call(ctx, 'create_file', { path: p, content: 'x\n' });
      expect(out.isError).toBe(true);
      expect(out.text).toMatch(/git ignores this path \(\.gitignore:\d: .*\).*cannot make ignored files/);
      expect(fs.existsSync(path.join(repo, p))).toBe(false);
    }
    expect(ctx.edited.size).toBe(0);
    fs.writeFileSync(path.join(repo, 'local.log'), 'user data\n');
    const patched = await call(ctx, 'patch_file', { path: 'local.log', old_str: 'user', new_str: 'model' });
    expect(patched.isError).toBe(true);
    expect(patched.text).toMatch(/git ignores this path/);
    expect(fs.readFileSync(path.join(repo, 'local.log'), 'utf8')).toBe('user data\n');
    const tracked = await call(ctx, 'patch_file', { path: 'kept.log', old_str: 'tracked', new_str: 'changed' });
    expect(tracked.isError).toBeFalsy();
  });
});

describe('patch_file', () => {
  /** patch_file in a fresh repository holding `files`: the tool's answer, and the patched file as it is after. */
  async function patch(files: Record<string, string>, args: { path: string; old_str: string; new_str: string }) {
    const repo = makeRepo(files);
    const out = await call(toolContext(repo), 'patch_file', args);
    return { out, after: fs.readFileSync(path.join(repo, args.path), 'utf8') };
  }

  it('replaces a unique anchor and answers with the changed region', async () => {
    const { out, after } = await patch(
      { 'm.py': 'def f():\n    return 1\n\ndef g():\n    return 2\n' },
      { path: 'm.py', old_str: '    return 2', new_str: '    return 3' },
    );
    expect(out.isError).toBeFalsy();
    expect(out.text).toMatch(/5\|\s* {4}return 3/);
    expect(after).toBe('def f():\n    return 1\n\ndef g():\n    return 3\n');
  });

  it('keeps CRLF endings and the BOM', async () => {
    const { out, after } = await patch(
      { 'w.txt': '\uFEFFone\r\ntwo\r\nthree\r\n', '.gitattributes': '* -text\n' },
      { path: 'w.txt', old_str: 'one\ntwo', new_str: 'one\nTWO\nextra' },
    );
    expect(out.isError).toBeFalsy();
    expect(after).toBe('\uFEFFone\r\nTWO\r\nextra\r\nthree\r\n');
  });

  it('refuses an ambiguous anchor with the count and line numbers', async () => {
    const { out, after } = await patch(
      { 'a.js': 'x = 1;\ny = 2;\nx = 1;\n' },
      { path: 'a.js', old_str: 'x = 1;', new_str: 'x = 9;' },
    );
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/2/);
    expect(out.text).toMatch(/\b1\b[\s\S]*\b3\b/);
    expect(after).toBe('x = 1;\ny = 2;\nx = 1;\n');
  });

  it('answers a missing anchor with the nearest candidate lines', async () => {
    const { out } = await patch(
      { 'a.py': 'def total(items):\n    return sum(items)\n' },
      { path: 'a.py', old_str: 'def totl(items):\n    return sum(item)', new_str: 'x' },
    );
    expect(out.isError).toBe(true);
    expect(out.text).toMatch(/not found|no match/i);
    expect(out.text).toMatch(/1/);
    expect(out.text).toContain('def total(items):');
  });
});

describe('run_bash', () => {
  const repo = makeRepo({ 'a.txt': 'original\n' });
  const ctx = toolContext(repo);

  it('interleaves stdout and stderr in order with the real exit code', async () => {
    const out = await call(ctx, 'run_bash', { command: 'echo one; echo two >&2; echo three; exit 7' });
    expect(out.text).toMatch(/^exit code 7\none\ntwo\nthree/);
  });

  it('keeps 50 MB of output bounded, with a marker of what was cut', async () => {
    const out = await call(ctx, 'run_bash', {
      command: 'head -c 52428800 /dev/zero | tr "\\0" "a"; echo; echo THE-END',
    });
    expect(out.text.length).toBeLessThan(12_500);
    expect(out.text).toMatch(/bytes cut/);
    expect(out.text).toContain('THE-END');
  });

  it('kills the process group on timeout and says so', async () => {
    const marker = path.join(repo, 'should-not-exist');
    const out = await call(ctx, 'run_bash', { command: `sleep 30; touch ${marker}`, timeout: 1 });
    expect(out.text).toMatch(/timed out after 1 s/);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('returns when a background child keeps the pipe open, and ends that child', async () => {
    const pidFile = path.join(os.tmpdir(), `bg-${process.pid}-${Date.now()}`);
    const out = await call(ctx, 'run_bash', { command: `(sleep 60 & echo $! > ${pidFile}); echo started` });
    expect(out.text).toMatch(/exit code 0\nstarted/);
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    // A killed orphan may linger as a zombie where PID 1 does not reap; a zombie runs nothing.
    const running = () => {
      try {
        return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    let alive = true;
    for (let i = 0; i < 20 && alive; i++) {
      alive = running();
      if (alive) await new Promise((r) => setTimeout(r, 50));
    }
    expect(alive).toBe(false);
  });

  it('gives commands an environment without secrets', async () => {
    process.env.OPENAI_API_KEY = 'sk-test-secret-value-1234567890';
    process.env.GITHUB_TOKEN = 'ghs_faketokenfaketokenfaketoken1234';
    process.env.INPUT_API_KEY = 'input-secret-value';
    process.env.ACTIONS_RUNTIME_TOKEN = 'runtime-secret';
    try {
      const c = toolContext(repo);
      const out = await call(c, 'run_bash', { command: 'env' });
      expect(out.text).toMatch(/PATH=/);
      for (const leak of [
        'sk-test-secret',
        'ghs_fake',
        'input-secret',
        'runtime-secret',
        'INPUT_',
        'ACTIONS_',
        'GITHUB_TOKEN',
        'OPENAI_API_KEY',
      ]) {
        expect(out.text).not.toContain(leak);
      }
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.GITHUB_TOKEN;
      delete process.env.INPUT_API_KEY;
      delete process.env.ACTIONS_RUNTIME_TOKEN;
    }
  });

  it('undoes changes a command makes to existing files and says so', async () => {
    const out = await call(ctx, 'run_bash', { command: 'echo hacked > a.txt; echo new > scratch.txt' });
    expect(out.text).toMatch(/changes were undone/);
    expect(fs.readFileSync(path.join(repo, 'a.txt'), 'utf8')).toBe('original\n');
  });
});
