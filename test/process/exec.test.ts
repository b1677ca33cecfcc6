import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ExecError, runCommand, runProcess } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';

const base = () => ({ cwd: os.tmpdir(), env: childEnv(), timeoutMs: 20_000 });

describe('process runner', () => {
  const escaped: number[] = [];
  afterEach(() => {
    for (const pid of escaped.splice(0)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  });

  it('rejects with ExecError naming the command when the program cannot start', async () => {
    const err = await runProcess(['/nonexistent/agent-fix-no-such-program', '--flag'], base()).catch((e) => e);
    expect(err).toBeInstanceOf(ExecError);
    expect(err.message).toMatch(/could not start \/nonexistent\/agent-fix-no-such-program: .*ENOENT/);
    expect(err.command).toBe('/nonexistent/agent-fix-no-such-program --flag');
    expect(err.cause).toBeInstanceOf(Error);
  });

  it('reports the command as spawned, after wrap, with exit code and output', async () => {
    const result = await runProcess(['sh', '-c', 'echo "$0"; exit 4', 'inner'], {
      ...base(),
      wrap: (argv) => ['env', '--', ...argv],
    });
    expect(result.command).toBe('env -- sh -c \'echo "$0"; exit 4\' inner');
    expect(result).toMatchObject({ exitCode: 4, signal: null, timedOut: false, output: 'inner\n', cutBytes: 0 });
  });

  it('keeps stderr apart when asked, and feeds input on stdin', async () => {
    const result = await runProcess(['sh', '-c', 'cat; echo oops >&2'], {
      ...base(),
      input: 'from stdin',
      separateStderr: true,
    });
    expect(result.output).toBe('from stdin');
    expect(result.stderr).toBe('oops\n');
  });

  it('returns when a child that left the process group (setsid) still holds the pipe', async () => {
    const pidFile = path.join(os.tmpdir(), `setsid-${process.pid}-${Date.now()}`);
    const result = await runCommand(`setsid sh -c 'echo $$ > ${pidFile}; exec sleep 60' & sleep 0.2; echo done`, {
      ...base(),
      timeoutMs: 30_000,
    });
    escaped.push(Number(fs.readFileSync(pidFile, 'utf8')));
    fs.rmSync(pidFile, { force: true });
    expect(result.exitCode).toBe(0);
    expect(result.timedOut).toBe(false);
    expect(result.output).toBe('done\n');
  });

  it('a watch that gives a reason stops the command and says why; one that never does changes nothing', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-watch-')), 'written');
    const stop = () => (fs.existsSync(marker) ? 'stopped: the marker is there' : undefined);
    const r = await runCommand(`(sleep 3137) & echo go > ${marker}; wait`, { ...base(), watch: { everyMs: 50, stop } });
    expect(r.stopped).toBe('stopped: the marker is there');
    expect(r.exitCode).toBe(null);
    expect(r.timedOut).toBe(false);
    const calm = await runCommand('echo fine', { ...base(), watch: { everyMs: 50, stop: () => undefined } });
    expect(calm.stopped).toBeUndefined();
    expect(calm.exitCode).toBe(0);
    fs.rmSync(path.dirname(marker), { recursive: true, force: true });
  });
});
