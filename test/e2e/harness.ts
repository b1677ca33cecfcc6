/**
 * Runs the committed Action bundle the way the runner does: `node dist/index.js` with INPUT_* variables, an event
 * payload file, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, GITHUB_API_URL at the fake GitHub server and a local bare
 * repository as origin (GITHUB_SERVER_URL is a file:// URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach } from 'vitest';
import {
  assistant,
  startFakeOpenAI,
  toolCall,
  type FakeOpenAI,
  type FakeOptions,
  type ScriptStep,
} from '../helpers/fake-openai.js';
import { copyExample, fromTemplate, gitSteps, sh } from '../helpers/repo.js';
import { runAction as runActionFlow } from '../../src/action/run.js';
import type { ActionIO, ActionOutcome } from '../../src/action/outcome.js';
import { parseActionInputs } from '../../src/config/action-inputs.js';
import { readEventContext } from '../../src/trigger/context.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from './fake-github.js';
import { issueLabeled, workflowRunCompleted } from './payloads.js';

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

/**
 * A bare origin holding the committed repository `src` on `main`; by default the calculator example (a tax() bug and
 * failing tests).
 */
export function makeOrigin(src?: string): Origin {
  const cloneOf = (from: string) => (root: string) => {
    fs.mkdirSync(path.join(root, OWNER), { recursive: true });
    gitSteps(root, [['clone', '-q', '--bare', from, path.join(OWNER, REPO)]]);
  };
  // The default (the calculator) is a worker's template, copied; another repository is cloned as it is.
  const root = src
    ? fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-origin-')))
    : fromTemplate('origin-calculator', 'agent-fix-origin-', (dir) => cloneOf(copyExample('calculator'))(dir));
  if (src) cloneOf(src)(root);
  const bare = path.join(root, OWNER, REPO);
  return { serverUrl: `file://${root}`, bare, mainSha: mainOf(bare) };
}

/** `main` of a bare repository, read from its files (loose ref, else packed-refs): no git start. */
function mainOf(bare: string): string {
  const loose = path.join(bare, 'refs', 'heads', 'main');
  if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim();
  const packed = fs.readFileSync(path.join(bare, 'packed-refs'), 'utf8');
  const line = packed.split('\n').find((l) => l.endsWith(' refs/heads/main'));
  if (!line) throw new Error(`${bare} has no main branch`);
  return line.split(' ')[0]!;
}

/** A workspace as actions/checkout leaves it: a clone of origin at `ref`. */
export function checkoutWorkspace(origin: Origin, ref = 'main'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-ws-')));
  gitSteps(dir, [
    ['clone', '-q', `${origin.serverUrl}/${OWNER}/${REPO}`, '.'],
    ['checkout', '-q', ref],
  ]);
  return dir;
}

/**
 * What the job's later steps see in a workspace: HEAD, the branch (or detached) and `git status --porcelain --ignored`.
 * Guarantee 13: a run of agent-fix leaves it exactly as it found it.
 */
export function workspaceState(dir: string): { head: string; branch: string; status: string } {
  return {
    head: sh(dir, 'git', ['rev-parse', 'HEAD']).trim(),
    branch: sh(dir, 'git', ['rev-parse', '--abbrev-ref', 'HEAD']).trim(),
    status: sh(dir, 'git', ['status', '--porcelain', '--ignored', '--untracked-files=all']),
  };
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

const JOB_CACHE_VARIABLES = ['npm_config_cache', 'PIP_CACHE_DIR', 'GOCACHE'];

/** The runner's side of a step: its temp folder, the event and output files, and the step's environment. */
function runnerStep(o: RunOptions) {
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
    // The run's package caches (test/setup/temp-root.ts), where a runner's restored caches would be.
    ...Object.fromEntries(
      JOB_CACHE_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    ),
    // The test run's private temporary folder (test/setup/): what the Action makes there is the run's to check.
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
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
  return { env, inputs, workspace, outputFile, summaryFile };
}

export async function runAction(o: RunOptions): Promise<ActionRun> {
  const { env, workspace, outputFile, summaryFile } = runnerStep(o);
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

export interface InProcessRun {
  outcome: ActionOutcome;
  /** The log lines, annotations as `warning: …` / `error: …`. */
  log: string[];
}

/**
 * The same step run in this process: the inputs and the event context read from the step's environment as the entry
 * (src/main.ts) reads them, then the flow (`action/run.ts`) with `io`'s settings that only the test API reaches, such
 * as the progress comment's throttle. For what the bundle cannot be asked from outside; everything else goes through
 * `runAction`, the bundle.
 */
export async function runActionInProcess(o: RunOptions, io: Partial<ActionIO> = {}): Promise<InProcessRun> {
  const { env, inputs } = runnerStep(o);
  const log: string[] = [];
  const outcome = await runActionFlow(
    parseActionInputs((name) => inputs[name] ?? ''),
    readEventContext(env),
    {
      info: (line) => log.push(line),
      warning: (line) => log.push(`warning: ${line}`),
      error: (line) => log.push(`error: ${line}`),
      summary: async () => {},
      ...io,
    },
  );
  return { outcome, log };
}

/** Output lines of the run with the runner's own ::add-mask:: lines removed (they necessarily carry the secret). */
export function withoutMaskLines(stdout: string): string {
  return stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}

/** The tip of `branch` on the origin, or undefined when there is no such branch. */
export function branchSha(origin: Origin, branch: string): string | undefined {
  try {
    return sh(origin.bare, 'git', ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).trim();
  } catch {
    return undefined;
  }
}

/** Commits `files` on `branch` of the origin (created from `from` when missing), pushes it and returns the new sha. */
export function pushCommit(
  origin: Origin,
  o: { branch: string; from?: string; files: Record<string, string>; message: string; author?: string },
): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-push-')));
  gitSteps(dir, [
    ['clone', '-q', origin.bare, '.'],
    ['checkout', '-q', '-B', o.branch, `origin/${o.from ?? o.branch}`],
  ]);
  for (const [rel, content] of Object.entries(o.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return gitSteps(dir, [
    ['add', '-A'],
    ['commit', '-q', '-m', o.message, ...(o.author ? [`--author=${o.author}`] : [])],
    ['push', '-q', 'origin', `HEAD:refs/heads/${o.branch}`],
    ['rev-parse', 'HEAD'],
  ]).trim();
}

/** Commits the rules file `.github/agent-fix.yml` on main of the origin; returns the new main sha. */
export const pushRules = (origin: Origin, yml: string): string =>
  pushCommit(origin, { branch: 'main', message: 'rules', files: { '.github/agent-fix.yml': yml } });

// The work the e2e runs are about: the calculator's tax() ignores its rate (issue #7), and scripted models fix it.

/** tax() as the calculator example has it: it ignores `rate`. */
export const TAX_BUG = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
/** tax() as the scripted models fix it: it applies `rate` and refuses negative income. */
export const TAX_FIX =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';

/** Issue #7 of the test repository (the payload builders add the label, the commenter, …). */
export const ISSUE = {
  owner: OWNER,
  repo: REPO,
  number: 7,
  title: 'tax() ignores the rate',
  body: 'tax(100, 0.1) returns 20 instead of 10.',
};

/** The `issues` event of the maintainer adding the `agent-fix` label to ISSUE. */
export const labeledIssue = () => issueLabeled({ ...ISSUE, label: 'agent-fix' });

/** The `workflow_run` event of CI run `runId` failing on `headBranch` at `headSha`. */
export const failedRun = (runId: number, headBranch: string, headSha: string) =>
  workflowRunCompleted({ owner: OWNER, repo: REPO, runId, conclusion: 'failure', headBranch, headSha });

/** A model that fixes tax() and proves it: (read_file when `read`,) patch_file, run_tests, finish with `summary`. */
export function fixing(summary = 'tax() applies its rate.', o: { read?: boolean } = {}): ScriptStep[] {
  return [
    ...(o.read ? [assistant('Reading the code.', toolCall('a', 'read_file', { path: 'src/calculator.js' }))] : []),
    assistant(null, toolCall('b', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX })),
    assistant(null, toolCall('c', 'run_tests', {})),
    assistant(null, toolCall('d', 'finish', { summary })),
  ];
}

/**
 * A model that reads the big rates table (helpers/big-file.ts) before it fixes tax(): a request with the file is over
 * GitHub Models' 8000-token limit.
 */
export const solvingWithRates = (): ScriptStep[] => [
  assistant('Reading the rates table first.', toolCall('r1', 'read_file', { path: 'src/rates.js' })),
  assistant(null, toolCall('r2', 'read_file', { path: 'src/calculator.js' })),
  assistant(null, toolCall('p1', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX })),
  assistant(null, toolCall('t1', 'run_tests', {})),
  assistant(null, toolCall('f1', 'finish', { summary: 'tax() applies its rate' })),
];

/** A useless edit (call `id`): it reorders add()'s sum and leaves the tax() bug in place. */
export const uselessEdit = (id: string) =>
  assistant(
    null,
    toolCall(id, 'patch_file', { path: 'src/calculator.js', old_str: 'return a + b;', new_str: 'return b + a;' }),
  );

/** A model that never gets the tests green: one useless edit, then finish. */
export const neverGreen = (): ScriptStep[] => [
  uselessEdit('p'),
  assistant(null, toolCall('q', 'finish', { summary: 'Tried reordering add().' })),
];

/** A model that reads the calculator and makes a useless edit: the two requests a daily quota of 2 leaves it. */
export const readThenUselessEdit = (): ScriptStep[] => [solvingWithRates()[1]!, uselessEdit('p0')];

/** A model that documents multiply() (as a review or a lint job asks), proves it and finishes with `summary`. */
export const documentingMultiply = (summary: string): ScriptStep[] => [
  assistant(
    null,
    toolCall('r1', 'patch_file', {
      path: 'src/calculator.js',
      old_str: 'export function multiply(a, b) {',
      new_str: '/** The product of a and b. */\nexport function multiply(a, b) {',
    }),
  ),
  assistant(null, toolCall('r2', 'run_tests', {})),
  assistant(null, toolCall('r3', 'finish', { summary })),
];

let testRuns = 0;
/** A reply for a model whose script has run out: one more test run. */
export const keepTesting: ScriptStep = () => assistant(null, toolCall(`t${testRuns++}`, 'run_tests', {}));

export interface WorkflowOptions extends Omit<RunOptions, 'apiUrl' | 'workspace'> {
  /** GITHUB_WORKSPACE; default: a fresh checkout of `origin` at main. */
  workspace?: string;
  /** No checkout step: GITHUB_WORKSPACE is an empty folder. */
  noCheckout?: boolean;
}

/**
 * A fake model server and a fake GitHub for a file's workflow runs, closed after each test. `servers` starts them
 * (the file's defaults, then the test's options); `run` runs the bundle against them, with the model endpoint at the
 * fake model server.
 */
export function useFakeServers(defaults: { github?: Partial<FakeGitHubOptions>; model?: FakeOptions } = {}) {
  let model: FakeOpenAI | undefined;
  let gh: FakeGitHub | undefined;
  const close = async () => {
    await model?.close();
    await gh?.close();
    model = gh = undefined;
  };
  afterEach(close);
  const run = ({ workspace, noCheckout, ...o }: WorkflowOptions): Promise<ActionRun> =>
    runAction({
      ...o,
      apiUrl: gh!.url,
      workspace: noCheckout ? undefined : (workspace ?? checkoutWorkspace(o.origin)),
      inputs: { 'base-url': model!.url, model: 'gpt-4.1', ...o.inputs },
    });
  return {
    /** Starts the servers, in place of the ones this test started before. */
    async servers(script: ScriptStep[], github: Partial<FakeGitHubOptions> = {}, fake: FakeOptions = {}) {
      await close();
      model = await startFakeOpenAI(script, {
        usage: { prompt_tokens: 1000, completion_tokens: 50 },
        ...defaults.model,
        ...fake,
      });
      gh = await startFakeGitHub({ owner: OWNER, repo: REPO, ...defaults.github, ...github });
      return { model, gh };
    },
    run,
    /** `run` in this process (`runActionInProcess`), with `io`'s test-only settings. */
    runInProcess: ({ workspace, ...o }: Omit<WorkflowOptions, 'noCheckout'>, io: Partial<ActionIO> = {}) =>
      runActionInProcess(
        {
          ...o,
          apiUrl: gh!.url,
          workspace: workspace ?? checkoutWorkspace(o.origin),
          inputs: { 'base-url': model!.url, model: 'gpt-4.1', ...o.inputs },
        },
        io,
      ),
    /** The run for the maintainer's `agent-fix` label on issue #7. */
    runOnLabel: (origin: Origin, o: Partial<WorkflowOptions> = {}) =>
      run({ event: 'issues', payload: labeledIssue(), origin, ...o }),
  };
}

/** The text with every untrusted-data fence (and what is inside it) removed. */
export const outsideFences = (text: string) =>
  text.replace(/UNTRUSTED DATA \([^)]*\) \[([0-9a-f]+)\][\s\S]*?END OF UNTRUSTED DATA \[\1\]/g, '');
