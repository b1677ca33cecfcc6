/**
 * Credentials in the git configs of a checkout. actions/checkout (with the default `persist-credentials: true`) writes
 * `http.https://github.com/.extraheader = AUTHORIZATION: basic <base64 of x-access-token:TOKEN>` into `.git/config` and,
 * with `submodules:`, into every submodule's config under `.git/modules/`; a vendored repository can carry its own
 * `.git/config` with a token in a remote URL. The top-level config is hidden from commands by the sandbox (a clean copy
 * is bound over it) and stays on disk for the job's later steps; every other config is scrubbed on disk at checkout.
 * Every value found is registered with the redactor, in all its forms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerSecret } from '../security/redact.js';
import { findGitEntries } from './planted.js';

/** `extraheader = …`, `password = …`, `token = …`: whole lines that carry a credential. */
const CREDENTIAL_KEY = /^\s*(extraheader|password|token|oauthtoken|helper)\s*=/i;
/** A secret a shell credential helper prints: `!f() { echo "password=TOKEN"; }; f`. */
const HELPER_SECRET = /\b(password|token|oauthtoken)=([^\s"';\\}]+)/gi;
/** Credentials in a URL: `scheme://user:…@host` or `scheme://token@host`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^/\s@]+)@/gi;

/** Registers every form of a credential value: the header value, its base64 payload, the decoded pair, the password. */
function registerValue(value: string): void {
  registerSecret(value);
  const auth = /^\s*(?:authorization\s*:\s*)?(basic|bearer|token)\s+(\S+)/i.exec(value);
  if (!auth) return;
  const payload = auth[2]!;
  registerSecret(payload);
  if (auth[1]!.toLowerCase() === 'basic') {
    const decoded = Buffer.from(payload, 'base64').toString('utf8');
    registerSecret(decoded);
    if (decoded.includes(':')) registerSecret(decoded.slice(decoded.indexOf(':') + 1));
  }
}

/** The config text without credential lines or URL credentials; undefined when it had none. Registers what it found. */
export function withoutCredentials(text: string): string | undefined {
  let found = false;
  const kept = text.split('\n').filter((line) => {
    if (!CREDENTIAL_KEY.test(line)) return true;
    found = true;
    // A helper's value is a program, not a secret; but a shell helper may spell one out (`echo password=…`).
    if (/^\s*helper\s*=/i.test(line)) for (const m of line.matchAll(HELPER_SECRET)) registerValue(m[2]!);
    else
      registerValue(
        line
          .slice(line.indexOf('=') + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
    return false;
  });
  const clean = kept.join('\n').replace(URL_USERINFO, (_whole, scheme: string, userinfo: string) => {
    found = true;
    registerSecret(userinfo);
    if (userinfo.includes(':')) registerSecret(userinfo.slice(userinfo.indexOf(':') + 1));
    return scheme;
  });
  return found ? clean : undefined;
}

/** Files named `config` or `config.worktree` anywhere under `dir` (a git folder: modules/, worktrees/). */
function configsUnder(dir: string, out: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Object stores and ref folders hold no config and can be large.
      if (!['objects', 'refs', 'logs', 'hooks', 'info', 'lfs'].includes(entry.name)) configsUnder(abs, out);
    } else if (entry.isFile() && (entry.name === 'config' || entry.name === 'config.worktree')) {
      out.push(abs);
    }
  }
}

/** Every git config in the workspace: the top-level one first, then submodules', worktrees' and nested repositories'. */
export function gitConfigsIn(root: string): string[] {
  const configs: string[] = [];
  for (const [rel, entry] of findGitEntries(root)) {
    if (entry.kind !== 'dir') continue;
    configsUnder(path.join(root, rel), configs);
  }
  return [...new Set(configs)];
}

export interface ScrubResult {
  /** Workspace-relative configs whose credentials were removed on disk. */
  scrubbed: string[];
  /** True when the top-level `.git/config` holds credentials (left on disk, registered, hidden by the sandbox). */
  topLevelHasCredentials: boolean;
}

/**
 * Removes credentials from every git config in the workspace except the top-level `.git/config`, and registers the
 * values of all of them with the redactor.
 */
export function scrubGitConfigs(root: string): ScrubResult {
  const top = path.join(root, '.git', 'config');
  const result: ScrubResult = { scrubbed: [], topLevelHasCredentials: false };
  for (const file of gitConfigsIn(root)) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const clean = withoutCredentials(text);
    if (clean === undefined) continue;
    if (file === top) {
      result.topLevelHasCredentials = true;
      continue;
    }
    fs.writeFileSync(file, clean);
    result.scrubbed.push(path.relative(root, file).split(path.sep).join('/'));
  }
  return result;
}

/**
 * The user's own git configs: `~/.gitconfig` and every file of `$XDG_CONFIG_HOME/git` (else `~/.config/git`). A token
 * in a `url.<base>.insteadOf` or a credential helper there is as live as one in the workspace; the sandbox covers
 * these files (workspace/sandbox/secrets.ts), and their values are redacted.
 */
export function homeGitConfigs(env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string[] {
  const dirs = [
    path.join(home, '.config', 'git'),
    ...(env.XDG_CONFIG_HOME ? [path.join(env.XDG_CONFIG_HOME, 'git')] : []),
  ];
  const files = [path.join(home, '.gitconfig')];
  for (const dir of dirs) {
    try {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isFile()) files.push(path.join(dir, e.name));
    } catch {
      // no such folder
    }
  }
  return [...new Set(files)];
}

/**
 * Registers the credentials of every git config in the workspace, and of the user's own (`homeGitConfigs`), with
 * the redactor, changing nothing on disk.
 */
export function registerGitConfigCredentials(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  home = os.homedir(),
): void {
  for (const file of [...gitConfigsIn(root), ...homeGitConfigs(env, home)]) {
    try {
      withoutCredentials(fs.readFileSync(file, 'utf8'));
    } catch {
      // unreadable: nothing to register
    }
  }
}
