/** The child environment allowlist: what a command the model drives may see of ours. */
import { describe, expect, test } from 'vitest';
import { childEnv, isSecretName } from '../../src/security/env.js';

const runnerEnv = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  JAVA_HOME: '/opt/java',
  GITHUB_TOKEN: 'ghs_secret',
  'INPUT_GITHUB-TOKEN': 'ghs_secret',
  'INPUT_API-KEY': 'sk-secret',
  OPENAI_API_KEY: 'sk-secret',
  ACTIONS_RUNTIME_TOKEN: 'rt',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token',
  GITHUB_ENV: '/home/runner/work/_temp/_runner_file_commands/set_env',
  RUNNER_TEMP: '/home/runner/work/_temp',
  LC_SECRET_TOKEN: 'sneaky',
  NODE_OPTIONS: '--require /evil.js',
  LD_PRELOAD: '/evil.so',
};

describe('childEnv', () => {
  test('keeps toolchain and locale variables, drops tokens, inputs, runner internals and injection hooks', () => {
    const env = childEnv(runnerEnv);
    expect(env.PATH).toBe('/usr/bin:/bin');
    expect(env.HOME).toBe('/home/runner');
    expect(env.LC_ALL).toBe('C.UTF-8');
    expect(env.JAVA_HOME).toBe('/opt/java');
    for (const name of [
      'GITHUB_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'INPUT_API-KEY',
      'OPENAI_API_KEY',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'GITHUB_ENV',
      'RUNNER_TEMP',
      'LC_SECRET_TOKEN',
      'NODE_OPTIONS',
      'LD_PRELOAD',
    ]) {
      expect(env[name], name).toBeUndefined();
    }
    expect(Object.values(env).join('\n')).not.toMatch(/secret|sneaky|evil/);
  });

  test('disables prompts and pagers, and extras win', () => {
    const env = childEnv({}, { PAGER: 'less', FOO: 'bar' });
    expect(env.GIT_TERMINAL_PROMPT).toBe('0');
    expect(env.PAGER).toBe('less');
    expect(env.FOO).toBe('bar');
    expect(env.PATH).toBeTruthy();
  });

  test('isSecretName recognises credential-shaped names only', () => {
    for (const n of [
      'GITHUB_TOKEN',
      'MY_API_KEY',
      'APIKEY',
      'DB_PASSWORD',
      'CLIENT_SECRET',
      'PRIVATE_KEY_PATH',
      'AWS_SESSION_TOKEN',
      'NPM_AUTH',
    ]) {
      expect(isSecretName(n), n).toBe(true);
    }
    for (const n of ['PATH', 'HOME', 'JAVA_HOME', 'LANG', 'CI']) expect(isSecretName(n), n).toBe(false);
  });
});
