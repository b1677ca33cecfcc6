/**
 * Setup and test commands for the JS/TS and Go repositories of SWE-bench Multilingual, used for an instance line that
 * carries no `setup_command` / `test_command` of its own (and no --setup-command / --test-command was given).
 *
 * SWE-bench pins one command per instance (in its harness, per PR number); here one template per repository runs the
 * test files the instance's `test_patch` touches, with a reporter that names every test, so the instance's own
 * FAIL_TO_PASS / PASS_TO_PASS ids can be found in the output:
 * - `{test_files}`: the test_patch's files that are runnable tests (code files on a test path), shell-quoted;
 * - `{test_packages}`: the Go packages of the test_patch's `_test.go` files (`./internal/x`, `.` for the root).
 * Tests the command runs beyond the two lists are ignored, as SWE-bench ignores them.
 *
 * The commands assume the toolchain the instance needs is installed (SWE-bench builds one image per instance: Node 20
 * or 18/16 for some preact instances, Go 1.18 to 1.23). preactjs/preact runs in a browser (karma) and is left out.
 */
export interface RepoCommands {
  setup?: string;
  test: string;
}

const GO: RepoCommands = { setup: 'go mod download', test: 'go test -v {test_packages}' };

export const REPO_COMMANDS: Readonly<Record<string, RepoCommands>> = {
  // Go
  'caddyserver/caddy': GO,
  'gin-gonic/gin': GO,
  'gohugoio/hugo': GO,
  'hashicorp/terraform': GO,
  'prometheus/prometheus': GO,
  // JavaScript / TypeScript
  'axios/axios': { setup: 'npm install', test: 'npx mocha -R tap {test_files}' },
  'babel/babel': { setup: 'make bootstrap && make build', test: 'yarn jest {test_files} --verbose' },
  'facebook/docusaurus': { setup: 'yarn install', test: 'yarn test {test_files} --verbose' },
  'immutable-js/immutable-js': { setup: 'npm install && npm run build', test: 'npx jest {test_files} --verbose' },
  'mrdoob/three.js': { setup: 'npm install --ignore-scripts', test: 'npx qunit {test_files}' },
  'vuejs/core': { setup: 'pnpm install', test: 'pnpm run test {test_files} --no-watch --reporter=verbose' },
};
