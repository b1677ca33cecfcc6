/**
 * Errors that decide the exit code: a usage or configuration problem (2) or a runtime failure (3). They sit below
 * every stage (model/, config/, the pipeline, the CLI), so any of them can say which kind of failure it is.
 */
export class ConfigError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export class RuntimeFailure extends Error {
  readonly exitCode = 3;
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeFailure';
  }
}
