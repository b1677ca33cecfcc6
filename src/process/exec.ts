/**
 * The one process runner. Every command agent-fix starts (run_bash, run_tests, setup, verification, git) goes
 * through here: process groups, timeouts, output caps and the environment all live in this file. execa starts the
 * process and reports how it ended; what execa does not do (kill a whole process group, keep head and tail of the
 * output, stop waiting for pipes a background child holds) is done here on top of it. See README.md beside this file.
 */
import { execa, ExecaError } from 'execa';
import { hold } from './cleanup.js';
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
  /** The argv as spawned (after `wrap`), quoted for a shell: what to show when it failed. */
  command: string;
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

/** A command that could not be started (no such program, cwd missing): what ran and execa's own words. */
export class ExecError extends Error {
  readonly exitCode: number | null = null;
  readonly signal: NodeJS.Signals | null = null;
  readonly timedOut = false;
  readonly output = '';

  constructor(
    /** The argv as spawned (after `wrap`), quoted for a shell. */
    readonly command: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ExecError';
  }
}

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
  // `exec 2>&1` merges stderr into stdout inside the shell: one pipe keeps the order they were written in, which two
  // pipes merged by the reader (execa's `all`) cannot promise.
  return runProcess(['bash', '-c', `exec 2>&1\n${command}`], options);
}

/**
 * Run `argv` in its own process group. Resolves (never rejects for the command's own failure) once the process has
 * exited and the pipes have drained or the grace period has passed; the group is then killed, so no background child
 * outlives the call. Rejects with ExecError only when the program cannot be started.
 */
export async function runProcess(baseArgv: string[], options: ExecOptions): Promise<ExecResult> {
  const limit = options.maxOutputChars ?? 10_000;
  const argv = options.wrap ? options.wrap(baseArgv) : baseArgv;
  const buffer = new HeadTailBuffer(limit);
  const errBuffer = options.separateStderr ? new HeadTailBuffer(limit) : undefined;

  const subprocess = execa(argv[0]!, argv.slice(1), {
    cwd: options.cwd,
    env: options.env,
    // Nothing inherited: the allowlisted environment is the whole environment.
    extendEnv: false,
    // Its own process group, so a timeout or the end of the call reaches every child, not only the shell.
    detached: true,
    ...(options.input === undefined ? { stdin: 'ignore' as const } : { input: options.input }),
    stdout: 'pipe',
    stderr: errBuffer ? 'pipe' : 'ignore',
    // execa would keep the whole output (or cut it at maxBuffer, tail lost); HeadTailBuffer keeps both ends.
    buffer: false,
    encoding: 'buffer',
    reject: false,
  });

  // A cancelled run (process.exit on SIGINT) ends the group too: it is not in the terminal's process group.
  const releaseGroup = hold('process', () => killGroup(subprocess.pid, 'SIGKILL'));
  let timedOut = false;
  let killTimer: NodeJS.Timeout | undefined;
  // execa's `timeout` signals the shell only; a timeout must end the whole group.
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(subprocess.pid, 'SIGTERM');
    killTimer = setTimeout(() => killGroup(subprocess.pid, 'SIGKILL'), KILL_GRACE_MS);
    killTimer.unref();
  }, options.timeoutMs);
  let graceTimer: NodeJS.Timeout | undefined;

  subprocess.stdout?.on('data', (chunk: Buffer) => buffer.push(chunk));
  subprocess.stderr?.on('data', (chunk: Buffer) => errBuffer?.push(chunk));
  subprocess.once('exit', () => {
    // A background child still holding a pipe: end the group, and stop reading whatever escaped it (setsid). A
    // destroyed readable counts as aborted to execa, not as an error.
    graceTimer = setTimeout(() => {
      killGroup(subprocess.pid, 'SIGKILL');
      subprocess.stdout?.destroy();
      subprocess.stderr?.destroy();
    }, PIPE_GRACE_MS);
  });

  const result = await subprocess;
  clearTimeout(timer);
  clearTimeout(killTimer);
  clearTimeout(graceTimer);
  killGroup(subprocess.pid, 'SIGKILL');
  releaseGroup();

  if (result.exitCode === undefined && result.signal === undefined) {
    const reason = result instanceof ExecaError ? result.originalMessage : 'unknown error';
    throw new ExecError(result.escapedCommand, `could not start ${argv[0]}: ${reason}`, { cause: result.cause });
  }
  const { text, cut } = buffer.text();
  return {
    command: result.escapedCommand,
    exitCode: result.exitCode ?? null,
    signal: (result.signal as NodeJS.Signals | undefined) ?? null,
    timedOut,
    output: text,
    totalBytes: buffer.total,
    cutBytes: cut,
    durationMs: Math.round(result.durationMs),
    ...(errBuffer ? { stderr: errBuffer.text().text } : {}),
  };
}
