/**
 * The parts of the sandbox's likeness to the runner (issue 54) that are decisions on paths and names: where the
 * private home is shown, which tool folders under it are bound back, and which CI variables the commands get. The
 * sandbox itself is checked in test/security/sandbox-tells.test.ts; here the edge cases, on real folders.
 */
import { afterAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ciEnv, scratchFolders } from '../../src/workspace/sandbox/ci-env.js';
import { homeShownAt } from '../../src/workspace/sandbox/home.js';
import { homeTools } from '../../src/workspace/sandbox/tool-reach.js';

const top = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'host-look-')));
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));
const dir = (...parts: string[]) => {
  const p = path.join(top, ...parts);
  fs.mkdirSync(p, { recursive: true });
  return p;
};

describe('where the private home is shown (homeShownAt)', () => {
  test("at the host's HOME, a workspace under it included (/home/runner/work/…)", () => {
    const home = dir('home', 'runner');
    expect(homeShownAt(dir('home', 'runner', 'work', 'r', 'r'), home)).toBe(home);
    expect(homeShownAt(dir('elsewhere'), home)).toBe(home);
  });

  test('at its own path where HOME is missing, /, a system folder, an ancestor of TMPDIR or the workspace', () => {
    const ws = dir('ws');
    expect(homeShownAt(ws, path.join(top, 'missing'))).toBeUndefined();
    expect(homeShownAt(ws, '/')).toBeUndefined();
    expect(homeShownAt(ws, '/usr')).toBeUndefined();
    expect(homeShownAt(ws, '/etc')).toBeUndefined();
    expect(homeShownAt(ws, path.dirname(os.tmpdir()))).toBeUndefined();
    expect(homeShownAt(ws, ws)).toBeUndefined();
    expect(homeShownAt(ws, dir('ws', 'sub'))).toBeUndefined();
    expect(homeShownAt(ws, 'relative/home')).toBeUndefined();
  });
});

describe('the tool folders bound back over it (homeTools)', () => {
  test("a tool's own folder, or the folder alone inside the private home's own (~/.cargo/bin)", () => {
    const home = dir('tools-home');
    for (const d of ['.pyenv/shims', '.pyenv/bin', '.cargo/bin', 'go/bin', '.rustup', '.nvm/versions/node/v20/bin'])
      dir('tools-home', d);
    const PATH = [`${home}/.pyenv/shims`, `${home}/.pyenv/bin`, `${home}/.cargo/bin`, `${home}/go/bin`, '/usr/bin'];
    const tools = homeTools(home, home, [...PATH, `${home}/.missing/bin`].join(':'), {
      RUSTUP_HOME: `${home}/.rustup`,
      NVM_DIR: `${home}/.nvm`,
      // The private home's own: CARGO_HOME and GOPATH stay writable, not bound.
      CARGO_HOME: `${home}/.cargo`,
    });
    expect(tools).toEqual([
      `${home}/.cargo/bin`,
      `${home}/.nvm`,
      `${home}/.pyenv`,
      `${home}/.rustup`,
      `${home}/go/bin`,
    ]);
  });
});

describe('the CI variables (ciEnv)', () => {
  const temp = dir('runner-temp');
  const files = dir('runner-temp', '_runner_file_commands');
  const host = {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_SHA: 'f'.repeat(40),
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    GITHUB_OUTPUT: path.join(files, 'set_output_x'),
    GITHUB_TOKEN: 'ghs_x',
    GITHUB_PAT: 'ghp_x',
    GITHUB_APP_PRIVATE_KEY: 'k',
    ACTIONS_RUNTIME_TOKEN: 't',
    ACTIONS_CACHE_URL: 'https://cache/',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc/',
    INPUT_MODEL: 'm',
    GITHUB_ACTION_REPOSITORY: 'octo/agent-fix',
  };

  test("the host's values from the list, a run step's action names, never a token", () => {
    const scratch = scratchFolders([temp, files, '/elsewhere'], host);
    expect(scratch.sort()).toEqual([temp, files].sort());
    expect(ciEnv(scratch, host)).toEqual({
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_SHA: 'f'.repeat(40),
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: temp,
      GITHUB_OUTPUT: host.GITHUB_OUTPUT,
      GITHUB_ACTION: '__run',
      GITHUB_ACTION_REPOSITORY: '',
      GITHUB_ACTION_REF: '',
    });
  });

  test('RUNNER_TEMP and the file commands only where the sandbox covers them with a scratch folder', () => {
    // Not covered (no such folder on the host, or another mode): a write there could reach the job.
    expect(scratchFolders([], host)).toEqual([]);
    const env = ciEnv([], host);
    expect(env.RUNNER_TEMP).toBeUndefined();
    expect(env.GITHUB_OUTPUT).toBeUndefined();
    expect(env.GITHUB_SHA).toBe(host.GITHUB_SHA);
  });
});
