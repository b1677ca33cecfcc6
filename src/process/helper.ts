/**
 * A helper process kept for the life of agent-fix and asked one question at a time on its stdin: for a question
 * asked after every command, where a process start would cost more than the answer (python3 takes 50 ms of CPU to
 * start). It runs in its own process group with the caller's environment, never holds the event loop open while idle,
 * and ends when its stdin closes (our exit, however it comes: a SIGKILL too) or with the exit's clean-up.
 */
import { execa, type ResultPromise } from 'execa';
import { hold } from './cleanup.js';

export class Helper {
  private child?: ResultPromise;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly argv: string[],
    private readonly options: { cwd: string; env: Record<string, string>; timeoutMs: number },
  ) {}

  /**
   * Writes `input`, resolves with what the helper wrote once `complete` says the answer is whole. Rejects when the
   * helper cannot start, dies or stays silent past the timeout (it is ended then, and the next question starts a new
   * one).
   */
  ask(input: Buffer, complete: (answer: Buffer) => boolean): Promise<Buffer> {
    const asked = this.queue.then(() => this.askNow(input, complete));
    this.queue = asked.catch(() => undefined);
    return asked;
  }

  private askNow(input: Buffer, complete: (answer: Buffer) => boolean): Promise<Buffer> {
    const child = this.started();
    return new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const done = (error?: Error) => {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        child.off('error', onExit);
        if (!error) return resolve(Buffer.concat(chunks));
        this.end();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        if (complete(Buffer.concat(chunks))) done();
      };
      const onExit = () => done(new Error(`${this.argv[0]} ended before it answered`));
      // The timer keeps the event loop alive while the question is open; the idle helper does not.
      const timer = setTimeout(() => done(new Error(`${this.argv[0]} did not answer`)), this.options.timeoutMs);
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
      child.once('error', onExit);
      child.stdin?.write(input);
    });
  }

  private started(): ResultPromise {
    if (this.child && this.child.exitCode === null && !this.child.killed) return this.child;
    const child = execa(this.argv[0]!, this.argv.slice(1), {
      cwd: this.options.cwd,
      env: this.options.env,
      extendEnv: false,
      detached: true,
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'ignore',
      buffer: false,
      reject: false,
      cleanup: false,
      encoding: 'buffer',
      windowsHide: true,
    });
    const release = hold('process', () => kill(child.pid));
    child.once('exit', release);
    child.once('error', release);
    child.stdin?.on('error', () => undefined);
    void child.catch(() => undefined);
    child.unref();
    for (const stream of [child.stdin, child.stdout]) (stream as { unref?: () => void } | null)?.unref?.();
    this.child = child;
    return child;
  }

  /** Ends the helper (a later question starts another). */
  end(): void {
    kill(this.child?.pid);
    this.child = undefined;
  }
}

function kill(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // gone already
  }
}
