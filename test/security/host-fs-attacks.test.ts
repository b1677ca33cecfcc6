/**
 * Attacks on the host's own file access, written the way a prompt-injected model would do them: its command (in the
 * real sandbox) leaves a link where agent-fix will later chmod, read or write with its own rights, or a FIFO where
 * it will read. A symlink swapped between the tool's realpath and its open stands for a process racing the tool: a
 * Workspace that swaps right after resolving gives the attacker that timing every time.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareSandbox } from '../../src/workspace/sandbox/index.js';
import { Workspace } from '../../src/workspace/workspace.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { ToolRegistry } from '../../src/tools/registry.js';
import type { ToolContext } from '../../src/tools/types.js';
import { toolContext } from '../helpers/context.js';
import { makeRepo } from '../helpers/repo.js';

/** Outside os.tmpdir(): a host file the sandbox's private /tmp does not shadow. */
const OUTSIDE_TMP = fs.existsSync('/var/tmp') ? '/var/tmp' : os.homedir();
const SECRET = 'HOST-SECRET-9d1f3a';

let repo: string;
let hostDir: string;
beforeEach(() => {
  repo = makeRepo({ 'notes.txt': 'hello\n', 'sub/file.txt': 'inner\n', 'src/app.js': 'export const a = 1;\n' });
  hostDir = fs.mkdtempSync(path.join(OUTSIDE_TMP, 'agent-fix-host-'));
  fs.writeFileSync(path.join(hostDir, 'secret'), `${SECRET}\n`, { mode: 0o600 });
  fs.writeFileSync(path.join(hostDir, 'file.txt'), `${SECRET}\n`, { mode: 0o600 });
});
afterEach(() => {
  for (const d of [repo, hostDir]) fs.rmSync(d, { recursive: true, force: true });
});

const mode = (p: string) => fs.statSync(p).mode & 0o7777;

describe.skipIf(process.getuid?.() !== 0 || process.platform !== 'linux')('the sandbox clean-up as root', () => {
  test('a path the command swapped for a link is not chmodded: host files keep 0600', async () => {
    const sandbox = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
    // As nobody, in the sandbox: the workspace's folders are group-writable for it, so it may replace entries.
    const r = await runCommand(
      `rm notes.txt && ln -s ${hostDir}/secret notes.txt && mv sub sub.old && ln -s ${hostDir} sub && echo swapped`,
      { cwd: fs.realpathSync(repo), env: childEnv(), wrap: sandbox.wrap, timeoutMs: 60_000 },
    );
    expect(r.output).toContain('swapped');
    sandbox.dispose();
    expect(mode(path.join(hostDir, 'secret')).toString(8)).toBe('600');
    expect(mode(path.join(hostDir, 'file.txt')).toString(8)).toBe('600');
    // What was not swapped got its group and mode back.
    const app = fs.statSync(path.join(repo, 'src', 'app.js'));
    expect(app.gid).toBe(0);
    expect((app.mode & 0o070).toString(8)).not.toBe('60');
  });
});

/** A workspace whose every resolve is followed by `swap`: the attacker wins the race each time. */
class RacingWorkspace extends Workspace {
  swap: (() => void) | undefined;
  override resolve(userPath: string) {
    const resolved = super.resolve(userPath);
    const swap = this.swap;
    this.swap = undefined;
    swap?.();
    return resolved;
  }
}

function racingContext(): { ctx: ToolContext; ws: RacingWorkspace } {
  const ws = new RacingWorkspace(repo, []);
  return { ctx: { ...toolContext(repo), ws }, ws };
}

const tools = new ToolRegistry();
const call = (ctx: ToolContext, name: string, args: Record<string, unknown>) =>
  tools.execute({ id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } }, ctx);

describe('the edit tools after a command swapped a path', () => {
  test('read_file does not follow a link swapped in after realpath', async () => {
    const { ctx, ws } = racingContext();
    ws.swap = () => {
      fs.rmSync(path.join(repo, 'notes.txt'));
      fs.symlinkSync(path.join(hostDir, 'secret'), path.join(repo, 'notes.txt'));
    };
    const out = await call(ctx, 'read_file', { path: 'notes.txt' });
    expect(out.text).not.toContain(SECRET);
    expect(out.isError).toBe(true);
  });

  test('patch_file does not write through a link swapped in after realpath', async () => {
    const { ctx, ws } = racingContext();
    ws.swap = () => {
      fs.rmSync(path.join(repo, 'notes.txt'));
      fs.symlinkSync(path.join(hostDir, 'secret'), path.join(repo, 'notes.txt'));
    };
    const out = await call(ctx, 'patch_file', { path: 'notes.txt', old_str: SECRET, new_str: 'OVERWRITTEN' });
    expect(out.isError).toBe(true);
    expect(fs.readFileSync(path.join(hostDir, 'secret'), 'utf8')).toBe(`${SECRET}\n`);
  });

  test('create_file does not create through a folder swapped for a link after realpath', async () => {
    const { ctx, ws } = racingContext();
    ws.swap = () => {
      fs.renameSync(path.join(repo, 'sub'), path.join(repo, 'sub.old'));
      fs.symlinkSync(hostDir, path.join(repo, 'sub'));
    };
    const out = await call(ctx, 'create_file', { path: 'sub/planted.sh', content: 'echo pwned\n' });
    expect(out.isError).toBe(true);
    expect(fs.existsSync(path.join(hostDir, 'planted.sh'))).toBe(false);
  });

  test('read_file answers at once for a FIFO a command left, and reads nothing from it', async () => {
    const fifo = path.join(repo, 'notes.fifo');
    await runCommand(`mkfifo ${fifo}`, { cwd: repo, env: childEnv(), timeoutMs: 10_000 });
    // A writer standing by: a blocking read would wait for it and hand its data to the model.
    const writer = spawn('sh', ['-c', `sleep 1; echo ${SECRET} > ${fifo}`], { stdio: 'ignore' });
    try {
      const out = await call(toolContext(repo), 'read_file', { path: 'notes.fifo' });
      expect(out.isError).toBe(true);
      expect(out.text).not.toContain(SECRET);
      expect(out.text).toMatch(/not a regular file/);
    } finally {
      writer.kill('SIGKILL');
    }
  });
});
