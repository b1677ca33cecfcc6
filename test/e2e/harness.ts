/**
 * Runs the committed Action bundle the way the runner does: `node dist/index.js` with INPUT_* variables, an event
 * payload file, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, GITHUB_API_URL at the fake GitHub server and a local bare
 * repository as origin (GITHUB_SERVER_URL is a file:// URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { copyExample, sh } from '../helpers/repo.js';

export const ACTION = path.resolve(import.meta.dirname, '../../dist/index.js');
export const TOKEN = 'ghs_e2eTokenSecret0123456789abcdefABCD';
export const API_KEY = 'sk-e2e-model-key-0123456789abcdefghijkl';
export const OWNER = 'acme';
export const REPO = 'calc';

export interface Origin {
  /** file:// server URL; the repository is `${serverUrl}/acme/calc`. */
  serverUrl: string;
  /** Path of the bare repository. */
  bare: string;
  mainSha: string;
}

/** A bare origin holding the calculator example (a tax() bug and failing tests) on `main`. */
export function makeOrigin(): Origin {
  const src = copyExample('calculator');
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-origin-')));
  const bare = path.join(root, OWNER, REPO);
  fs.mkdirSync(path.dirname(bare), { recursive: true });
  sh(root, 'git', ['clone', '-q', '--bare', src, bare]);
  return { serverUrl: `file://${root}`, bare, mainSha: sh(bare, 'git', ['rev-parse', 'main']).trim() };
}

/** A workspace as actions/checkout leaves it: a clone of origin at `ref`. */
export function checkoutWorkspace(origin: Origin, ref = 'main'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-ws-')));
  sh(dir, 'git', ['clone', '-q', `${origin.serverUrl}/${OWNER}/${REPO}`, '.']);
  sh(dir, 'git', ['checkout', '-q', ref]);
  return dir;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parses GITHUB_OUTPUT's `name<<delimiter` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== m[2]; i += 1) value.push(lines[i]!);
    out[m[1]!] = value.join('\n');
  }
  return out;
}

export interface RunOptions {
  event: string;
  payload: unknown;
  apiUrl: string;
  origin: Origin;
  /** GITHUB_WORKSPACE; undefined: an empty folder (no checkout step). */
  workspace?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** The node binary that runs the bundle (test/bundle runs each case on Node 20 and Node 24); default: this one. */
  node?: string;
  /** The bundle's entry; default dist/index.js. */
  entry?: string;
  /** Called with the Action's process once it is started (e.g. to send it the runner's cancellation signal). */
  onSpawn?(child: import('node:child_process').ChildProcess): void;
}

export async function runAction(o: RunOptions): Promise<ActionRun> {
  const temp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-runner-')));
  const eventPath = path.join(temp, 'event.json');
  fs.writeFileSync(eventPath, JSON.stringify(o.payload));
  const outputFile = path.join(temp, 'output.txt');
  const summaryFile = path.join(temp, 'summary.md');
  fs.writeFileSync(outputFile, '');
  fs.writeFileSync(summaryFile, '');
  const workspace = o.workspace ?? fs.mkdtempSync(path.join(temp, 'ws-'));
  const inputs: Record<string, string> = {
    'github-token': TOKEN,
    'api-key': API_KEY,
    'test-command': 'node --test',
    sandbox: 'none',
    'max-turns': '6',
    ...o.inputs,
  };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? temp,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_SHA: o.origin.mainSha,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'maintainer',
    GITHUB_SERVER_URL: o.origin.serverUrl,
    GITHUB_API_URL: o.apiUrl,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: temp,
    ...o.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((resolve) => {
    const child = spawn(o.node ?? process.execPath, [o.entry ?? ACTION], {
      env,
      cwd: workspace,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    o.onSpawn?.(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputs(fs.readFileSync(outputFile, 'utf8')),
        summary: fs.readFileSync(summaryFile, 'utf8'),
      }),
    );
  });
}

/** Output lines of the run with the runner's own ::add-mask:: lines removed (they necessarily carry the secret). */
export function withoutMaskLines(stdout: string): string {
  return stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}
