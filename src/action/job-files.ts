/**
 * The job's file commands: GITHUB_OUTPUT and GITHUB_STEP_SUMMARY, opened once when the Action starts, never through a
 * link, and appended through that descriptor (DESIGN guarantee 13). `@actions/core` appends by path at every call; a
 * path a command could have swapped for a link would take our appends to any file the runner's user can write.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

const { O_WRONLY, O_APPEND, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

export class JobFile {
  private constructor(private readonly fd: number) {}

  /**
   * The file the runner named in `env[name]`, opened for appending; undefined when the variable is unset. Throws
   * when it is a link or not a regular file: the runner makes a plain file, so anything else was put there.
   */
  static open(name: string, env: NodeJS.ProcessEnv = process.env): JobFile | undefined {
    const file = env[name];
    if (!file) return undefined;
    let fd: number;
    try {
      fd = fs.openSync(file, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOOP') throw err;
      throw new Error(
        `${name} (${file}) is a symbolic link; agent-fix writes the job's files only as the runner made them`,
        { cause: err },
      );
    }
    if (!fs.fstatSync(fd).isFile()) {
      fs.closeSync(fd);
      throw new Error(
        `${name} (${file}) is not a regular file; agent-fix writes the job's files only as the runner made them`,
      );
    }
    return new JobFile(fd);
  }

  append(text: string): void {
    fs.writeSync(this.fd, text);
  }

  /** An output as `@actions/core` writes it: `name<<delimiter`, the value, the delimiter. */
  setOutput(name: string, value: string | number): void {
    const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
    const text = String(value);
    // The runner reads up to the delimiter: a value holding it would end the block early (core refuses it too).
    if (text.includes(delimiter) || name.includes(delimiter))
      throw new Error(`the output ${name} holds its own delimiter`);
    this.append(`${name}<<${delimiter}${os.EOL}${text}${os.EOL}${delimiter}${os.EOL}`);
  }
}
