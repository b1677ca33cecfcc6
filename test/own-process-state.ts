// Which test files need a worker of their own (vitest.config.ts): read by the config and by its check.
/**
 * Files that change this process's own state for their tests (process.env: HOME, PATH, proxy variables; the working
 * folder; signal handlers): each gets a fresh worker (`isolated`). Every other file that starts processes (the
 * bundles, the sandbox, whole pipelines) runs in `processes`, whose workers are reused from file to file with their
 * module cache (`isolate: false`), like `unit`: importing src/ and the test helpers anew cost about 2.6 s a file
 * under the suite's load (vitest's "import" total was 297 s over 112 files), paid once a worker instead.
 * test/release/test-isolation.test.ts fails when a file outside this list changes such state.
 */
export const OWN_PROCESS_STATE = [
  'test/agent/endpoint-limits.test.ts',
  'test/bench/github-models.test.ts',
  'test/process/run-folder.test.ts',
  'test/security/attacks.test.ts',
  'test/security/git-attacks.test.ts',
  'test/security/network.test.ts',
  'test/security/sandbox-tells.test.ts',
  'test/security/sandbox-toolchains.test.ts',
  'test/security/sandbox.test.ts',
  'test/tools/syntax-guard.test.ts',
  'test/tools/tools.test.ts',
];
