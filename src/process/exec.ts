/**
 * The one process runner. Every command agent-fix starts (run_bash, run_tests, setup, verification, git) goes
 * through here: execa starts the process (PATH and shebang lookup, spawn errors as data, the same on every platform);
 * process groups, timeouts, output caps and the environment are ours, on top, in this file. See README.md beside it.
 */
import { execa, execaSync, type ResultPromise } from 'execa';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { hold } from './cleanup.js';
import { forgetGroup, noteGroup } from './run-folder.js';
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
  /** Asked every `everyMs` while the command runs: a reason stops it (its whole group is killed), in `stopped`. */
  watch?: CommandWatch;
}

/** A check on a running command (e.g. what it wrote, workspace/ignored-bound.ts). */
export interface CommandWatch {
  everyMs: number;
  /** Why the command must stop now, or undefined to let it go on. */
  stop: () => string | undefined;
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
  /** Why `watch` stopped the command (then it was killed by SIGKILL). */
  stopped?: string;
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

/** A command that could not be started (no such program, cwd missing): what ran and the system's own words. */
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

/** Shell-safe words stay bare; the rest go in single quotes. Control characters are shown escaped (`\n`). */
const BARE_WORD = /^[\w./-]+$/;
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const NAMED: Record<string, string> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `v` as one word for a POSIX shell, in single quotes: the shell reads it back byte for byte (scripts we build). */
export const shellQuote = (v: string): string => `'${v.replaceAll("'", `'\\''`)}'`;

/** The argv as one line to show (in errors and results): each word quoted for a POSIX shell. */
export function quoteArgv(argv: readonly string[]): string {
  return argv
    .map((word) => {
      const shown = word.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
      return BARE_WORD.test(shown) ? shown : `'${shown.replaceAll("'", "'\\''")}'`;
    })
    .join(' ');
}

/**
 * Reads what is waiting in a child's pipe now, without waiting for more. Under load the event loop can miss a pipe's
 * readiness: a process spawned at the same moment holds a copy of a closed pipe's descriptor between its fork and
 * its exec, and epoll keeps watching that old pipe under the number the new one got. Measured in the bench oracle
 * at concurrency 4 on a busy machine: git exited at 30 ms, and 250 ms later its 41 bytes (`write-tree`'s object id)
 * were still unread in the pipe, which was then closed: the run went on with an empty id. The pipe is non-blocking
 * (libuv opens it so), so a read returns at once: the bytes there, 0 at the end, or EAGAIN when none are waiting.
 */
function drainPipe(stream: Readable | null, push: (chunk: Buffer) => void): void {
  const fd = (stream as (Readable & { _handle?: { fd?: unknown } }) | null)?._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) return;
  const chunk = Buffer.allocUnsafe(65_536);
  // At most 16 MB: a command still writing through a descendant that escaped the group is cut there.
  for (let i = 0; i < 256; i++) {
    let n: number;
    try {
      n = fs.readSync(fd, chunk, 0, chunk.length, null);
    } catch {
      return; // EAGAIN: nothing is waiting
    }
    if (n <= 0) return;
    push(Buffer.from(chunk.subarray(0, n)));
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

/** The timeout ends the whole group, not only the direct child: SIGTERM, then SIGKILL after a grace. */
function groupDeadline(pid: number | undefined, timeoutMs: number): { timedOut(): boolean; clear(): void } {
  let timedOut = false;
  let killTimer: NodeJS.Timeout | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(pid, 'SIGTERM');
    killTimer = setTimeout(() => killGroup(pid, 'SIGKILL'), KILL_GRACE_MS);
    killTimer.unref();
  }, timeoutMs);
  return {
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      clearTimeout(killTimer);
    },
  };
}

/** Runs `watch` on the command's group until `clear`: the first reason it gives kills the group. */
function groupWatch(
  pid: number | undefined,
  watch: CommandWatch | undefined,
): { stopped(): string | undefined; clear(): void } {
  let stopped: string | undefined;
  const timer = watch
    ? setInterval(() => {
        if (stopped !== undefined) return;
        stopped = watch.stop();
        if (stopped !== undefined) killGroup(pid, 'SIGKILL');
      }, watch.everyMs)
    : undefined;
  return { stopped: () => stopped, clear: () => clearInterval(timer) };
}

/**
 * 'close' comes once the process has exited and every pipe is closed (or destroyed); 'error' when it could not start
 * (no such program, no such cwd), and then no 'close' need follow.
 */
function endOf(
  child: ResultPromise,
): Promise<{ code: number | null; signal: NodeJS.Signals | null } | { error: Error }> {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ error }));
    child.once('close', (code, signal) => resolve({ code, signal }));
    // execa reports a start it refused before any process existed (no 'error' or 'close' then) in its result.
    void child.then((result) => {
      if (result.exitCode === undefined && result.signal === undefined && result.cause instanceof Error)
        resolve({ error: result.cause });
    });
  });
}

/** Run a shell command with bash; stdout and stderr interleave in `output`. */
export function runCommand(command: string, options: ExecOptions): Promise<ExecResult> {
  // `exec 2>&1` merges stderr into stdout inside the shell: one pipe keeps the order they were written in, which two
  // pipes merged by the reader (execa's `all`) cannot promise.
  return runProcess(['bash', '-c', `exec 2>&1\n${command}`], options);
}

/**
 * Starts `argv` through execa with the runner's own rules: the allowlisted environment is the whole environment
 * (nothing inherited), its own process group (so a timeout or the end of the call reaches every child, not only the
 * shell), and the pipes left to the caller: execa neither buffers, strips nor rejects, and does not kill on exit
 * (`cleanup.ts` ends the whole group instead of the one child).
 */
function start(argv: string[], options: ExecOptions, separateStderr: boolean): ResultPromise {
  return execa(argv[0]!, argv.slice(1), {
    cwd: options.cwd,
    env: options.env,
    extendEnv: false,
    detached: true,
    stdin: options.input === undefined ? 'ignore' : 'pipe',
    stdout: 'pipe',
    stderr: separateStderr ? 'pipe' : 'ignore',
    buffer: false,
    reject: false,
    cleanup: false,
    encoding: 'buffer',
    stripFinalNewline: false,
    windowsHide: true,
  });
}

/**
 * Run `argv` in its own process group. Resolves (never rejects for the command's own failure) once the process has
 * exited and the pipes have drained or the grace period has passed; the group is then killed, so no background child
 * outlives the call. Rejects with ExecError only when the program cannot be started.
 */
export async function runProcess(baseArgv: string[], options: ExecOptions): Promise<ExecResult> {
  const limit = options.maxOutputChars ?? 10_000;
  const argv = options.wrap ? options.wrap(baseArgv) : baseArgv;
  const command = quoteArgv(argv);
  const buffer = new HeadTailBuffer(limit);
  const errBuffer = options.separateStderr ? new HeadTailBuffer(limit) : undefined;
  const started = performance.now();

  const child = start(argv, options, errBuffer !== undefined);

  // A cancelled run (process.exit on SIGINT) ends the group too: it is not in the terminal's process group.
  const releaseGroup = hold('process', () => killGroup(child.pid, 'SIGKILL'));
  // A SIGKILL of agent-fix leaves the group running: the run's record names it for the next run (run-folder.ts).
  noteGroup(child.pid);
  const deadline = groupDeadline(child.pid, options.timeoutMs);
  const watched = groupWatch(child.pid, options.watch);
  let graceTimer: NodeJS.Timeout | undefined;

  child.stdout?.on('data', (chunk: Buffer) => buffer.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => errBuffer?.push(chunk));
  if (child.stdin) {
    // A command that exits without reading its input closes the pipe: EPIPE is its choice, not a failure.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
  }
  child.once('exit', () => {
    // A background child still holding a pipe: end the group, and stop reading whatever escaped it (setsid). What the
    // command wrote before it exited is taken from the pipes first: see drainPipe.
    graceTimer = setTimeout(() => {
      killGroup(child.pid, 'SIGKILL');
      drainPipe(child.stdout, (chunk) => buffer.push(chunk));
      drainPipe(child.stderr, (chunk) => errBuffer?.push(chunk));
      child.stdout?.destroy();
      child.stderr?.destroy();
    }, PIPE_GRACE_MS);
  });

  const ended = await endOf(child);
  deadline.clear();
  watched.clear();
  clearTimeout(graceTimer);
  killGroup(child.pid, 'SIGKILL');
  releaseGroup();
  forgetGroup(child.pid);

  if ('error' in ended) {
    child.stdout?.destroy();
    child.stderr?.destroy();
    throw new ExecError(command, `could not start ${argv[0]}: ${ended.error.message}`, { cause: ended.error });
  }
  const { text, cut } = buffer.text();
  return {
    command,
    exitCode: ended.code,
    signal: ended.signal,
    timedOut: deadline.timedOut(),
    output: text,
    totalBytes: buffer.total,
    cutBytes: cut,
    durationMs: Math.round(performance.now() - started),
    ...(errBuffer ? { stderr: errBuffer.text().text } : {}),
    ...(watched.stopped() !== undefined ? { stopped: watched.stopped() } : {}),
  };
}

/**
 * Runs `argv` to its end synchronously, for what must also work in the process's 'exit' (no event loop there): stdout
 * when it exits 0, else undefined; stderr dropped. The environment is the caller's, whole.
 */
export function runProcessSync(
  argv: string[],
  o: { cwd: string; env: Record<string, string>; timeoutMs: number },
): string | undefined {
  const r = execaSync(argv[0]!, argv.slice(1), {
    cwd: o.cwd,
    env: o.env,
    extendEnv: false,
    timeout: o.timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
    stdin: 'ignore',
    stderr: 'ignore',
    reject: false,
    stripFinalNewline: false,
  });
  return r.exitCode === 0 && typeof r.stdout === 'string' ? r.stdout : undefined;
}
