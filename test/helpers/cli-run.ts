/**
 * `agent-fix run --json` through the shipped CLI bundle with a scripted model, on repositories committed in folders
 * every user can enter (with bwrap as root, commands run as nobody). One scope a test file: its fake model and folders
 * are ended after each test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach } from 'vitest';
import { runArgs, runCli, type CliRun } from '../bundle/bundle.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeOptions, type ScriptStep } from './fake-openai.js';
import { gitSteps } from './repo.js';

export const CLI_KEY = 'sk-cli-test-key-0123456789abcdefghij';
export const CLI_ENV = { OPENAI_API_KEY: CLI_KEY, AGENT_MODEL: 'gpt-4.1' };
export const bwrapAvailable = process.platform === 'linux' && spawnSync('bwrap', ['--version']).status === 0;
export const RUNNER_PROJECTS = path.resolve(import.meta.dirname, '../fixtures/runner-projects');

let bwrapProbe: { problem?: string } | undefined;

/**
 * Skips the test where bwrap cannot start a sandbox with its own user and network (what `--sandbox bwrap` needs); on
 * CI that is a failure instead, so the sandboxed tests never go quietly untested there. Probed once, when first asked.
 */
export function skipWithoutBwrap(ctx: { skip(note?: string): never }): void {
  if (!bwrapProbe) {
    bwrapProbe = {};
    try {
      execFileSync('bwrap', ['--ro-bind', '/', '/', '--unshare-user', '--unshare-net', 'true'], { stdio: 'pipe' });
    } catch (err) {
      bwrapProbe.problem = (err as Error).message;
    }
  }
  if (bwrapProbe.problem === undefined) return;
  if (process.env.CI) throw new Error(`bwrap cannot start on this CI machine: ${bwrapProbe.problem}`);
  ctx.skip(`bwrap cannot start here: ${bwrapProbe.problem}`);
}

/** The last line of `--json` output, parsed. */
export const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, any>;

export interface ScriptedRun extends CliRun {
  json: Record<string, any>;
  /** Everything the run printed, stdout then stderr. */
  printed: string;
}

export interface CliScope {
  /** A fake model endpoint with this script, in place of the one this test started before. */
  model(script: ScriptStep[], fake?: FakeOptions): Promise<FakeOpenAI>;
  /** `dir`, removed after the test. */
  track(dir: string): string;
  /** A fresh temp folder of mode 755, removed after the test. */
  openDir(prefix: string): string;
  /**
   * A repository at `<openDir>/repo`: a copy of `from` (a folder) or the files given, committed; then `untracked`
   * written beside them.
   */
  committedRepo(prefix: string, from: string | Record<string, string>, untracked?: Record<string, string>): string;
  /** `agent-fix run ... --base-url <fake> --json ...more` with the model scripted by `script`. */
  run(
    repo: string,
    script: ScriptStep[],
    o: { task?: string; testCommand?: string; sandbox?: string },
    more?: string[],
    fake?: FakeOptions,
  ): Promise<ScriptedRun>;
}

export function cliScope(): CliScope {
  let server: FakeOpenAI | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const track = (dir: string) => {
    dirs.push(dir);
    return dir;
  };
  const model = async (script: ScriptStep[], fake: FakeOptions = {}) => {
    await server?.close();
    server = await startFakeOpenAI(script, fake);
    return server;
  };
  const openDir = (prefix: string) => {
    const dir = track(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
    fs.chmodSync(dir, 0o755);
    return dir;
  };
  return {
    model,
    track,
    openDir,
    committedRepo(prefix, from, untracked = {}) {
      const repo = path.join(openDir(prefix), 'repo');
      const write = (files: Record<string, string>) => {
        for (const [rel, text] of Object.entries(files)) {
          fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
          fs.writeFileSync(path.join(repo, rel), text);
        }
      };
      if (typeof from === 'string') fs.cpSync(from, repo, { recursive: true });
      else write(from);
      gitSteps(repo, [
        ['init', '-q', '-b', 'main'],
        ['add', '-A'],
        ['commit', '-qm', 'sample'],
      ]);
      write(untracked);
      return fs.realpathSync(repo);
    },
    async run(repo, script, o, more = [], fake = {}) {
      const { url } = await model(script, fake);
      const r = await runCli(process.execPath, runArgs(repo, o, '--base-url', url, '--json', ...more), {
        env: CLI_ENV,
        cwd: process.cwd(),
      });
      return { ...r, json: lastJson(r.stdout), printed: `${r.stdout}\n${r.stderr}` };
    },
  };
}
