/**
 * The environment every child process gets: an allowlist, never a copy of ours. Our own environment holds the model
 * key, the GitHub token and the runner's INPUT_* / ACTIONS_* values; none of them may reach a shell the model drives.
 */

const ALLOWED_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TERM',
  'TZ',
  'LANG',
  'LANGUAGE',
  'TMPDIR',
  'CI',
  // toolchains
  'JAVA_HOME',
  'MAVEN_OPTS',
  'M2_HOME',
  'GRADLE_USER_HOME',
  'GOPATH',
  'GOROOT',
  'GOCACHE',
  'GOMODCACHE',
  'GOFLAGS',
  'GOPROXY',
  'GOTOOLCHAIN',
  'CARGO_HOME',
  'RUSTUP_HOME',
  'RUSTUP_TOOLCHAIN',
  'PYENV_ROOT',
  'PYENV_VERSION',
  'VIRTUAL_ENV',
  'CONDA_PREFIX',
  'PYTHONPATH',
  'PYTHONDONTWRITEBYTECODE',
  'PYTHONUNBUFFERED',
  'PIP_CACHE_DIR',
  'NVM_DIR',
  'NODE_PATH',
  'COREPACK_HOME',
  'PNPM_HOME',
  'YARN_CACHE_FOLDER',
  'DOTNET_ROOT',
  'GEM_HOME',
  'GEM_PATH',
  'BUNDLE_PATH',
  'RBENV_ROOT',
  'CC',
  'CXX',
  'PKG_CONFIG_PATH',
  'LD_LIBRARY_PATH',
]);
const ALLOWED_PREFIXES = ['LC_'];
/** Names that look like credentials are dropped even when a prefix or name above would let them in. */
const SECRET_SHAPE = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE|CREDENTIAL|AUTH/i;

/** True for a variable name that looks like it holds a credential. */
export function isSecretName(name: string): boolean {
  return SECRET_SHAPE.test(name);
}

/** The environment for a child process: allowed names from `parent`, then `extra` (which wins). */
export function childEnv(
  parent: NodeJS.ProcessEnv = process.env,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined || isSecretName(name)) continue;
    if (ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((p) => name.startsWith(p))) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  // Pagers and prompts would hang a non-interactive shell.
  env.GIT_TERMINAL_PROMPT = '0';
  env.GIT_PAGER = 'cat';
  env.PAGER = 'cat';
  return { ...env, ...extra };
}
