/**
 * A dependency-free progress bar for the bench on stderr: redrawn in place on a terminal, one line per finished run
 * otherwise (CI logs keep every line, and carriage returns would garble them).
 */
export interface ProgressStream {
  write(text: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

export class ProgressBar {
  private done = 0;
  private readonly started = Date.now();

  constructor(
    private readonly total: number,
    private readonly stream: ProgressStream = process.stderr,
    private readonly width = 24,
  ) {}

  /** Count one finished run and show it. */
  tick(label: string): void {
    this.done += 1;
    const filled = this.total ? Math.round((this.done / this.total) * this.width) : this.width;
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(this.width - filled)}] ${this.done}/${this.total}`;
    const elapsed = `${Math.round((Date.now() - this.started) / 1000)}s`;
    const line = `${bar} ${elapsed} ${label}`;
    if (this.stream.isTTY) {
      const max = (this.stream.columns ?? 100) - 1;
      this.stream.write(`\r\x1b[K${line.length > max ? line.slice(0, max) : line}`);
      if (this.done === this.total) this.stream.write('\n');
    } else {
      this.stream.write(`${line}\n`);
    }
  }
}
