/** Real git repositories in temporary folders for tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

export function sh(cwd: string, cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/**
 * Several git commands in `cwd`, one after the other, stopping at the first that fails; returns what they printed.
 * One shell starts them: each process a worker starts costs it a fork of its whole heap (about 11 ms of its CPU with
 * a worker-sized heap, against one for the shell and the cheap forks the shell makes), and fixtures start thousands.
 */
export function gitSteps(cwd: string, steps: string[][]): string {
  const script = steps.map((argv) => ['git', ...argv].map(quote).join(' ')).join(' && ');
  return execFileSync('sh', ['-c', script], { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const INITIAL_COMMIT = [
  ['init', '-q', '-b', 'main'],
  ['add', '-A'],
  ['commit', '-qm', 'initial'],
];

/** A committed git repository holding `files` (path → content). */
export function makeRepo(files: Record<string, string | Buffer>, prefix = 'agent-fix-test-'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  gitSteps(dir, INITIAL_COMMIT);
  return dir;
}

/** A copy of an example under examples/, committed. */
export function copyExample(name: string): string {
  const src = path.resolve(import.meta.dirname, '../../examples', name);
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `agent-fix-${name}-`)));
  fs.cpSync(src, dir, { recursive: true });
  gitSteps(dir, INITIAL_COMMIT);
  return dir;
}
