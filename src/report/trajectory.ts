/**
 * The trajectory: one JSONL file written as the run goes, so a crash still leaves it. Every line passes the redactor.
 * Lines: start, model (each model call: message, usage, timing), tool (each call and result), tests, note, outcome.
 * A trajectory is also a replay recording (`--model replay:FILE`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { redactDeep } from '../security/redact.js';

export class Trajectory {
  /**
   * The file, opened once: a command may swap its path for a link (it can sit in the work tree), and appends by path
   * would then write model text into whatever file the link names, with agent-fix's rights (DESIGN guarantee 13).
   */
  private readonly fd: number | undefined;

  constructor(readonly file: string | undefined) {
    if (!file) return;
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.fd = openOwnFile(file);
    // Lines are written as long as the object lives (a crash still leaves them); the descriptor goes with it.
    closeWhenGone.register(this, this.fd);
  }

  write(type: string, data: Record<string, unknown>): void {
    if (this.fd === undefined) return;
    const line = `${JSON.stringify(redactDeep({ type, time: new Date().toISOString(), ...data }))}\n`;
    fs.writeSync(this.fd, line);
  }
}

const closeWhenGone = new FinalizationRegistry<number>((fd) => {
  try {
    fs.closeSync(fd);
  } catch {
    // closed already
  }
});

const { O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/** Opens `file` for appending, emptied, never through a link at its end and never a FIFO or device. */
function openOwnFile(file: string): number {
  let fd: number;
  try {
    fd = fs.openSync(file, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_NOFOLLOW | O_NONBLOCK, 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOOP') throw err;
    throw new ConfigError(
      `the trajectory file ${file} is a symbolic link; agent-fix writes it only as a regular file of its own. Give --trajectory a path that is not a link`,
    );
  }
  if (!fs.fstatSync(fd).isFile()) {
    fs.closeSync(fd);
    throw new ConfigError(`the trajectory file ${file} is not a regular file; give --trajectory the path of a file`);
  }
  return fd;
}
