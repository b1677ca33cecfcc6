/**
 * The agent's layer over the workspace (DESIGN guarantee 13), through the real bwrap sandbox and the real process
 * runner: commands write a layer, never the host's work tree; after each command the layer is settled. Skips where
 * bwrap cannot start (fails in CI).
 */
import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { prepareSandbox, type Sandbox } from '../../src/workspace/sandbox/index.js';
import { removeLeftMoves, WorkLayer } from '../../src/workspace/work-layer.js';
import { IgnoredBound, layerBytes } from '../../src/workspace/ignored-bound.js';
import { makeRepo, sh } from '../helpers/repo.js';

const dirs: string[] = [];
const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A frozen bwrap sandbox over a new repository, and the layer its commands write; undefined where bwrap fails. */
async function layered(
  files: Record<string, string>,
  kept: ReadonlySet<string> = new Set(),
  bound?: ConstructorParameters<typeof WorkLayer>[4],
  /** `max-ignored-mb`, in bytes: the bound on what the commands write in the layers themselves. */
  ignoredLimit?: number,
) {
  const repo = makeRepo(files);
  dirs.push(repo);
  let sb: Sandbox;
  try {
    sb = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
  } catch (err) {
    if (process.env.CI) throw err;
    return undefined;
  }
  sandboxes.push(sb);
  sb.freeze();
  const made = sb.commandLayer()!;
  const ignored = ignoredLimit === undefined ? undefined : new IgnoredBound(made.folders, ignoredLimit);
  const layer = new WorkLayer(repo, made.upper, made.opaqueXattr, kept, bound, ignored);
  const run = async (command: string) => {
    const r = await runCommand(command, {
      cwd: repo,
      env: childEnv(),
      timeoutMs: 30_000,
      wrap: sb.wrap,
      watch: layer.watch(),
    });
    const settled = await layer.settle();
    const over = ignored?.check();
    return { output: r.output, exitCode: r.exitCode, stopped: r.stopped, timedOut: r.timedOut, settled, over };
  };
  return { repo, run, layer };
}

const read = (repo: string, rel: string) => fs.readFileSync(path.join(repo, rel), 'utf8');

describe('the work layer', () => {
  test('ignored files a command writes or deletes stay in the layer: the host is byte-identical, later commands see them', async (ctx) => {
    const l = await layered({
      '.gitignore': '__pycache__/\n.env\n*.db\nbuild/\n',
      'calc.py': 'def add(a, b):\n    return a + b\n',
      '.env': 'SECRET=1\n',
      'local.db': 'DATA',
    });
    if (!l) return ctx.skip();
    const { repo, run } = l;
    const r = await run(
      'mkdir -p __pycache__ build && echo PLANTED > __pycache__/calc.cpython-311.pyc && echo out > build/a.o && rm .env && echo GONE > local.db',
    );
    expect(r.exitCode).toBe(0);
    expect(r.settled).toEqual({ undone: [], moved: [], removed: [], overBound: [] });
    expect(fs.existsSync(path.join(repo, '__pycache__'))).toBe(false);
    expect(fs.existsSync(path.join(repo, 'build'))).toBe(false);
    expect(read(repo, '.env')).toBe('SECRET=1\n');
    expect(read(repo, 'local.db')).toBe('DATA');
    // The run's builds and caches persist for its later commands.
    const again = await run('cat __pycache__/calc.cpython-311.pyc build/a.o local.db; test -e .env || echo NO-ENV');
    expect(again.output).toContain('PLANTED');
    expect(again.output).toContain('GONE');
    expect(again.output).toContain('NO-ENV');
    // The ignored files there were from the start, and no other.
    expect(sh(repo, 'git', ['status', '--short', '--ignored'])).toBe('!! .env\n!! local.db\n');
  });

  test("a command's change to a tracked file is undone, and an edit the host makes shows through afterwards", async (ctx) => {
    const l = await layered({ '.gitignore': '*.log\n', 'a.txt': 'one\n', 'b.txt': 'two\n', 'same.txt': 'same\n' });
    if (!l) return ctx.skip();
    const { repo, run } = l;
    const r = await run("sed -i 's/one/ONE/' a.txt && rm b.txt && touch same.txt && echo x > x.log");
    expect(r.settled.undone).toEqual(
      expect.arrayContaining([
        { path: 'a.txt', status: 'M' },
        { path: 'b.txt', status: 'D' },
      ]),
    );
    expect(r.settled.undone).toHaveLength(2);
    expect(read(repo, 'a.txt')).toBe('one\n');
    // An edit tool writes the host tree: the next command sees it, not a stale copy in the layer.
    fs.writeFileSync(path.join(repo, 'a.txt'), 'patched\n');
    const next = await run('cat a.txt b.txt same.txt');
    expect(next.output).toBe('patched\ntwo\nsame\n');
  });

  test('a new file the tree would hold moves to the host; git data and git settings files a command makes are removed', async (ctx) => {
    const l = await layered({ '.gitignore': '*.log\n', 'a.txt': 'one\n' });
    if (!l) return ctx.skip();
    const { repo, run } = l;
    const r = await run(
      'mkdir -p gen sub/.git && echo made > gen/out.txt && chmod +x gen/out.txt && echo x > sub/.git/config && echo "*" > gen/.gitignore && echo "* filter=lfs" > .gitattributes',
    );
    expect(r.settled.moved).toEqual(['gen/out.txt']);
    expect(r.settled.removed.sort()).toEqual(['.gitattributes', 'gen/.gitignore', 'sub/.git']);
    expect(fs.existsSync(path.join(repo, '.gitattributes'))).toBe(false);
    expect(read(repo, 'gen/out.txt')).toBe('made\n');
    expect(fs.statSync(path.join(repo, 'gen/out.txt')).mode & 0o100).toBe(0o100);
    expect(fs.existsSync(path.join(repo, 'sub/.git'))).toBe(false);
    const next = await run('cat gen/out.txt; ls -a gen sub');
    expect(next.output).toContain('made');
    expect(next.output).not.toContain('.gitignore');
    expect(next.output).not.toContain('.git\n');
  });

  test('a file the host index starts tracking during the run counts as tracked at the next settle', async (ctx) => {
    const l = await layered({ '.gitignore': '*.log\n', 'a.txt': 'one\n' });
    if (!l) return ctx.skip();
    const { repo, run } = l;
    // Made after the sandbox opened the workspace to its user: open to all, as a grant would have made it.
    fs.writeFileSync(path.join(repo, 'keep.log'), 'kept\n');
    fs.chmodSync(path.join(repo, 'keep.log'), 0o666);
    // Ignored and untracked: a command's change stays in the layer, the host's file is left as it is.
    const before = await run('echo changed > keep.log');
    expect(before.exitCode).toBe(0);
    expect(before.settled.undone).toEqual([]);
    expect(read(repo, 'keep.log')).toBe('kept\n');
    // The host's git takes it up (the index is written anew): from now on a change to it is undone.
    sh(repo, 'git', ['add', '-f', 'keep.log']);
    const after = await run('echo again > keep.log');
    expect(after.exitCode).toBe(0);
    expect(after.settled.undone).toEqual([{ path: 'keep.log', status: 'M' }]);
    expect((await run('cat keep.log')).output).toBe('kept\n');
  });

  test('a command that writes nothing, or only what a settle already kept, leaves the layer as it was', async (ctx) => {
    const l = await layered({ '.gitignore': 'build/\n', 'src/a.py': 'A\n' });
    if (!l) return ctx.skip();
    const { run } = l;
    await run('mkdir -p build && echo out > build/o && touch src/a.py');
    for (const command of ['true', 'cat build/o src/a.py']) {
      const r = await run(command);
      expect(r.settled).toEqual({ undone: [], moved: [], removed: [], overBound: [] });
    }
    expect((await run('cat build/o')).output).toBe('out\n');
  });

  test('a tracked folder removed and made again is put back', async (ctx) => {
    const l = await layered({ 'src/a.py': 'A\n', 'src/b.py': 'B\n' });
    if (!l) return ctx.skip();
    const { repo, run } = l;
    // A first command leaves the folder in the layer (copied up), as the settle saw it.
    await run('touch src/a.py && mkdir -p src/__pycache__');
    const r = await run('rm -rf src && mkdir src && echo C > src/c.py');
    expect(r.settled.undone).toEqual([{ path: 'src', status: 'D' }]);
    expect(fs.readdirSync(path.join(repo, 'src')).sort()).toEqual(['a.py', 'b.py']);
    const next = await run('ls src');
    expect(next.output).toBe('a.py\nb.py\n');
  });

  test('a command-made file an edit tool kept comes back 0644 or 0755: never setuid, setgid, sticky or world-writable', async (ctx) => {
    const kept = new Set(['wide.py', 'tool.sh', 'suid.py', 'sgid.sh']);
    const l = await layered({ '.gitignore': '*.log\n', 'a.txt': 'one\n' }, kept);
    if (!l) return ctx.skip();
    const { repo, run, layer } = l;
    const r = await run(
      'for f in wide.py tool.sh suid.py sgid.sh gone.py; do echo "$f" > "$f"; done && chmod 0666 wide.py && chmod 0777 tool.sh && chmod 0646 suid.py && chmod 1775 sgid.sh',
    );
    expect(r.settled.moved.sort()).toEqual(['gone.py', 'sgid.sh', 'suid.py', 'tool.sh', 'wide.py']);
    // The moves keep the command's own modes (a later command goes on writing its file): world-writable on the host.
    const mode = (rel: string) => fs.statSync(path.join(repo, rel)).mode & 0o7777;
    expect(mode('wide.py')).toBe(0o666);
    // A command cannot set the set-ID bits (the sandbox refuses them); a host process may have, before the exit.
    fs.chmodSync(path.join(repo, 'suid.py'), 0o4646);
    fs.chmodSync(path.join(repo, 'sgid.sh'), 0o2775);
    const restored = layer.close();
    expect(restored.removed).toEqual(['gone.py']);
    expect(restored.kept.sort()).toEqual(['sgid.sh', 'suid.py', 'tool.sh', 'wide.py']);
    expect(mode('wide.py')).toBe(0o644);
    expect(mode('tool.sh')).toBe(0o755);
    expect(mode('suid.py')).toBe(0o644);
    expect(mode('sgid.sh')).toBe(0o755);
    expect(fs.existsSync(path.join(repo, 'gone.py'))).toBe(false);
  });
});

describe("the run's bound on what commands put in the work tree", () => {
  test('files and bytes count over the whole run; past either, new files stay out of the host and the layer, edits are unaffected', async (ctx) => {
    const l = await layered({ '.gitignore': 'build/\n', 'a.txt': 'a\n' }, new Set(), { files: 3, bytes: 1000 });
    if (!l) return ctx.skip();
    const { repo, run, layer } = l;
    const first = await run('echo 1 > n1 && echo 2 > n2 && mkdir -p build && head -c 5000 /dev/zero > build/big');
    expect(first.settled.moved).toEqual(['n1', 'n2']);
    expect(first.settled.overBound).toEqual([]);
    expect(layer.written).toEqual({ files: 2, bytes: 4 });
    // Bytes: 2000 of zeros do not fit in the 996 left; the small file after it does, and then the files are used up.
    const second = await run('head -c 2000 /dev/zero > m1 && echo 3 > m2 && echo 4 > m3');
    expect(second.settled.moved).toEqual(['m2']);
    expect(second.settled.overBound).toEqual(['m1', 'm3']);
    expect(fs.existsSync(path.join(repo, 'm1'))).toBe(false);
    expect(fs.existsSync(path.join(repo, 'm3'))).toBe(false);
    // Gone from the layer too; the ignored file (not counted) is still there for later commands.
    const seen = await run('ls m1 m3 2>&1; wc -c < build/big');
    expect(seen.output).toContain("'m1': No such file");
    expect(seen.output).toContain("'m3': No such file");
    expect(seen.output).toContain('5000');
    expect(layer.written).toEqual({ files: 3, bytes: 6 });
  });
});

const MB = 1024 * 1024;

describe("the run's bound on what commands write in the layer itself (max-ignored-mb)", () => {
  test('ignored output within it stays for later commands; past it a running command is stopped and the layers are emptied; the host never sees any of it', async (ctx) => {
    const l = await layered({ '.gitignore': 'build/\n', 'a.txt': 'a\n' }, new Set(), undefined, 6 * MB);
    if (!l) return ctx.skip();
    const { repo, run } = l;
    const within = await run('mkdir -p build && head -c 2M /dev/zero > build/small && rm a.txt');
    expect(within.over).toBeUndefined();
    expect(within.stopped).toBeUndefined();
    expect(within.settled.undone).toEqual([{ path: 'a.txt', status: 'D' }]);
    // 8 MB more, then a sleep the bound must end (the 30 s timeout otherwise, and no `stopped`).
    const past = await run('head -c 8M /dev/zero > build/big && echo WROTE && sleep 3143');
    expect(past.output).toContain('WROTE');
    expect(past.stopped).toMatch(/more than 6 MB in the sandbox's layer \(max-ignored-mb\)/);
    expect(past.exitCode).toBe(null);
    expect(past.timedOut).toBe(false);
    expect(past.over!.bytes).toBeGreaterThan(6 * MB);
    expect(past.over!.limit).toBe(6 * MB);
    // Thrown away: a later command starts from the host's files again.
    const after = await run('ls build 2>&1; cat a.txt');
    expect(after.output).toContain("'build': No such file");
    expect(after.output).toContain('a\n');
    expect(after.over).toBeUndefined();
    expect(fs.existsSync(path.join(repo, 'build'))).toBe(false);
    expect(sh(repo, 'git', ['status', '--short', '--ignored'])).toBe('');
  });

  test('a command that ends past it (no watch in time) is caught by the check after it', async (ctx) => {
    const l = await layered({ '.gitignore': 'out/\n' }, new Set(), undefined, 1 * MB);
    if (!l) return ctx.skip();
    const r = await l.run('mkdir out && head -c 3M /dev/zero > out/x');
    expect(r.exitCode).toBe(0);
    expect(r.over!.bytes).toBeGreaterThan(MB);
    expect((await l.run('ls out 2>&1')).output).toContain('No such file');
  });

  test('layerBytes counts the blocks files hold, a hard-linked inode once, and never follows a link', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-layer-bytes-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'l/deeper'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'l/deeper/f'), Buffer.alloc(MB, 1));
    fs.linkSync(path.join(dir, 'l/deeper/f'), path.join(dir, 'l/hard'));
    fs.symlinkSync('/usr', path.join(dir, 'l/out'));
    const bytes = layerBytes([path.join(dir, 'l')]);
    expect(bytes).toBeGreaterThanOrEqual(MB);
    expect(bytes).toBeLessThan(MB + 64 * 1024);
  });
});

describe('what a killed run had moved to the host (removeLeftMoves)', () => {
  test('a file as the move left it goes, one changed since (an edit kept) stays with a plain mode, a link out stays out of reach', () => {
    const root = makeRepo({ 'README.md': 'x\n' });
    dirs.push(root);
    fs.mkdirSync(path.join(root, 'made/deeper'), { recursive: true });
    fs.writeFileSync(path.join(root, 'made/deeper/conftest.py'), 'print("MODEL")\n');
    fs.writeFileSync(path.join(root, 'kept.py'), 'v = 1\n', { mode: 0o777 });
    const outside = makeRepo({ 'precious.txt': 'mine\n' });
    dirs.push(outside);
    const noted = (rel: string) => {
      const st = fs.lstatSync(path.join(root, rel));
      return { rel, dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs };
    };
    const moved = [noted('made/deeper/conftest.py'), noted('kept.py')];
    // An edit tool's change after the move, then the SIGKILL.
    fs.writeFileSync(path.join(root, 'kept.py'), 'v = 22\n');
    // A folder of the record swapped for a link out of the tree: nothing is removed through it.
    fs.symlinkSync(outside, path.join(root, 'out'));
    const records = [...moved, { ...noted('README.md'), rel: 'out/precious.txt' }];
    const restored = removeLeftMoves(root, records, ['made', 'made/deeper', 'out']);
    expect(restored).toEqual({
      removed: ['made/deeper/conftest.py'],
      folders: ['made/deeper', 'made'],
      kept: ['kept.py'],
    });
    expect(fs.existsSync(path.join(root, 'made'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'kept.py'), 'utf8')).toBe('v = 22\n');
    expect(fs.statSync(path.join(root, 'kept.py')).mode & 0o7777).toBe(0o755);
    expect(fs.readFileSync(path.join(outside, 'precious.txt'), 'utf8')).toBe('mine\n');
  });
});
