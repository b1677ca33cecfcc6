/**
 * The one process runner. Every command agent-fix starts (run_bash, run_tests, setup, verification, git) goes
 * through here: process groups, timeouts, output caps and the environment all live in this file.
 */
import { spawn } from 'node:child_process';

export interface ExecOptions {
  /** Working directory. */
  cwd: string;
  /** Wall-clock limit; on expiry the whole process group is killed. */
  timeoutMs: number;
  /** Environment of the child, complete (nothing is inherited). Build it with `childEnv`. */
  env: Record<string, string>;
  /** Characters kept of the output: half from the head, half from the tail. Default 10,000. */
  maxOutputChars?: number;
  /** Turns the argv into the argv actually spawned, e.g. a bwrap sandbox. Default: run as is. */
  wrap?: (argv: string[]) => string[];
  /** Data for stdin; default none (stdin is /dev/null). */
  input?: string;
  /** Keep stderr apart (in `stderr`) instead of interleaving it into `output`. For git and other tools we parse. */
  separateStderr?: boolean;
}

export interface ExecResult {
  /** Exit code, or null when killed by a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** stdout and stderr, interleaved in order, cut to maxOutputChars with a marker in the middle. */
  output: string;
  /** Bytes the command wrote in total. */
  totalBytes: number;
  /** Bytes left out of `output`. */
  cutBytes: number;
  durationMs: number;
  /** Only with `separateStderr`. */
  stderr?: string;
}

/** Keeps the first and last `limit/2` bytes of a stream without holding the rest. */
export class HeadTailBuffer {
  private head: Buffer[] = [];
  private headLen = 0;
  private tail: Buffer[] = [];
  private tailLen = 0;
  total = 0;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.length;
    const headRoom = Math.floor(this.limit / 2) - this.headLen;
    if (headRoom > 0) {
      const part = chunk.subarray(0, headRoom);
      this.head.push(part);
      this.headLen += part.length;
      chunk = chunk.subarray(part.length);
    }
    if (chunk.length === 0) return;
    this.tail.push(chunk);
    this.tailLen += chunk.length;
    const keep = this.limit - Math.floor(this.limit / 2);
    while (this.tailLen - this.tail[0]!.length >= keep) this.tailLen -= this.tail.shift()!.length;
    if (this.tailLen > keep * 4) this.compactTail(keep);
  }

  private compactTail(keep: number): void {
    const joined = Buffer.concat(this.tail);
    this.tail = [joined.subarray(joined.length - keep)];
    this.tailLen = keep;
  }

  /** The kept text; a marker says how many bytes were cut. */
  text(): { text: string; cut: number } {
    const keep = this.limit - Math.floor(this.limit / 2);
    const head = Buffer.concat(this.head).toString('utf8');
    let tailBuf = Buffer.concat(this.tail);
    if (tailBuf.length > keep) tailBuf = tailBuf.subarray(tailBuf.length - keep);
    const cut = this.total - this.headLen - tailBuf.length;
    if (cut <= 0) return { text: head + tailBuf.toString('utf8'), cut: 0 };
    return { text: `${head}\n[… ${cut} bytes cut …]\n${tailBuf.toString('utf8')}`, cut };
  }
}

/** How long to keep reading pipes after the shell exits: a background child may hold them open forever. */
const PIPE_GRACE_MS = 250;
/** Between SIGTERM and SIGKILL on timeout. */
const KILL_GRACE_MS = 1000;

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is gone already.
  }
}

/** Run a shell command with bash; stdout and stderr interleave in `output`. */
export function runCommand(command: string, options: ExecOptions): Promise<ExecResult> {
  // `exec 2>&1` merges stderr into stdout inside the shell, so the two interleave in the order they were written.
  return runProcess(['bash', '-c', `exec 2>&1\n${command}`], options);
}

/**
 * Run `argv` in its own process group. Resolves (never rejects for the command's own failure) once the process has
 * exited and the pipes have drained or the grace period has passed; the group is then killed, so no background child
 * outlives the call. Rejects only when the program cannot be started.
 */
export function runProcess(baseArgv: string[], options: ExecOptions): Promise<ExecResult> {
  const limit = options.maxOutputChars ?? 10_000;
  const argv = options.wrap ? options.wrap(baseArgv) : baseArgv;
  const started = performance.now();
  const buffer = new HeadTailBuffer(limit);
  const errBuffer = options.separateStderr ? new HeadTailBuffer(limit) : undefined;

  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', errBuffer ? 'pipe' : 'ignore'],
    });
    let timedOut = false;
    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let openStreams = errBuffer ? 2 : 1;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;

    const finish = () => {
      if (settled || !exited) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      killGroup(child.pid, 'SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      const { text, cut } = buffer.text();
      resolve({
        exitCode: exited.code,
        signal: exited.signal,
        timedOut,
        output: text,
        totalBytes: buffer.total,
        cutBytes: cut,
        durationMs: Math.round(performance.now() - started),
        ...(errBuffer ? { stderr: errBuffer.text().text } : {}),
      });
    };

    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS).unref();
    }, options.timeoutMs);

    const onClose = () => {
      openStreams -= 1;
      if (openStreams === 0) finish();
    };
    child.stdout!.on('data', (chunk: Buffer) => buffer.push(chunk));
    child.stdout!.on('close', onClose);
    if (errBuffer) {
      child.stderr!.on('data', (chunk: Buffer) => errBuffer.push(chunk));
      child.stderr!.on('close', onClose);
    }
    child.on('error', (err) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`could not start ${argv[0]}: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      if (openStreams === 0) return finish();
      graceTimer = setTimeout(finish, PIPE_GRACE_MS);
    });
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}
