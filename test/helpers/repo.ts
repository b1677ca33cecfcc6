/** Real git repositories in temporary folders for tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { RUN_TMP, TEMPLATES } from '../setup/temp-root.js';

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

/** Fixtures made once per worker process and copied for each test: key → folder (see `fromTemplate`). */
const templates = new Map<string, string>();

/**
 * A copy of the fixture `key`, which `make` builds in an empty folder: built once per worker process, under the run's
 * temporary folder (removed with the run's caches), then copied file by file for each test, so that no git starts
 * (a committed example took 35–40 ms of processes started from the worker, a copy a few ms). Outside the suite's
 * setup (no run folder) it is built each time. The copy keeps the files' modes and times; its commits are the
 * template's, the same for every copy in a process, as two copies made in the same second always were.
 */
export function fromTemplate(key: string, prefix: string, make: (dir: string) => void): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  const root = process.env[RUN_TMP];
  if (!root) {
    make(dir);
    return dir;
  }
  let template = templates.get(key);
  if (!template || !fs.existsSync(template)) {
    template = path.join(root, TEMPLATES, String(process.pid), key.replaceAll('/', '_'));
    fs.rmSync(template, { recursive: true, force: true });
    fs.mkdirSync(template, { recursive: true });
    make(template);
    templates.set(key, template);
  }
  fs.cpSync(template, dir, { recursive: true, preserveTimestamps: true });
  return dir;
}

/** A copy of an example under examples/, committed. */
export function copyExample(name: string): string {
  const src = path.resolve(import.meta.dirname, '../../examples', name);
  return fromTemplate(`example-${name}`, `agent-fix-${name}-`, (dir) => {
    fs.cpSync(src, dir, { recursive: true });
    gitSteps(dir, INITIAL_COMMIT);
  });
}

/**
 * This checkout's node_modules inside `repo`, as an install would leave it, where the sandbox can read it: a
 * hard-linked copy (bwrap gives commands a private /tmp, so a link to a checkout under /tmp, as a CI clone is, would
 * dangle there), or a link to it when the two lie on different file systems.
 */
export function installNodeModules(repo: string, from: string): void {
  const to = path.join(repo, 'node_modules');
  if (spawnSync('cp', ['-al', from, to]).status === 0) return;
  fs.rmSync(to, { recursive: true, force: true });
  fs.symlinkSync(from, to);
}
