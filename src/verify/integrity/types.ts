/** The integrity guard's findings and what it reads: one changed file's text before and after. */

export type IntegrityKind =
  | 'deleted-test-file'
  | 'deleted-test-case'
  | 'added-skip'
  | 'fewer-assertions'
  /** An existing assertion's text changed (e.g. the expected value edited to match the bug). */
  | 'changed-assertion'
  | 'deselect-config'
  /** The runner's configuration for the tests changed (pytest ini sections, jest/vitest config, .mocharc, …). */
  | 'runner-config'
  /** Code that can rewrite a test's outcome: a pytest reporting hook, a replaced `expect`, a patched assert. */
  | 'runner-hook'
  /** Code outside the tests that reaches into the runner or the process: exits at import, muted streams, a patched framework. */
  | 'runner-tamper'
  | 'snapshot-rewrite'
  /** A data file the tests read (named in a test file, or under a test folder) rewritten or deleted. */
  | 'test-data-rewrite'
  /** A deflake run (verify/deflake.ts) whose change adds a retry: the flake is hidden, not fixed. */
  | 'deflake-retry'
  /** A deflake run whose change makes tests skip. */
  | 'deflake-skip'
  /** A deflake run whose change only raises timeouts. */
  | 'deflake-timeout-only'
  /** A deflake run whose change removes assertions or test cases. */
  | 'deflake-assertion-removed';

export interface IntegrityFinding {
  path: string;
  kind: IntegrityKind;
  detail: string;
  /** The line in the candidate's file, where the finding is one line (`runner-tamper`). */
  line?: number;
}

export interface FileChange {
  path: string;
  /** Null: the file did not exist before. */
  before: string | null;
  /** Null: the file was deleted. */
  after: string | null;
}

export interface IntegrityOptions {
  /** The report's runner name (`pytest`, `go`, `pytest+go`): its profile decides what it collects. */
  runner?: string;
  /** Changed files that are no code and that a test file names (verify reads the test files of both trees). */
  testReads?: string[];
}
