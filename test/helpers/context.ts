/** Contexts the pipeline's parts run in, built for tests. */
import os from 'node:os';
import { afterAll, beforeAll } from 'vitest';
import { Workspace } from '../../src/workspace/workspace.js';
import { Snapshotter } from '../../src/workspace/snapshot.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { runTestCommand } from '../../src/verify/run.js';
import type { ToolContext } from '../../src/tools/types.js';
import type { ActionInputs } from '../../src/config/action-inputs.js';
import { RunConfigSchema, type RunConfig } from '../../src/config/schema.js';
import { GitHubHelper } from '../../src/github/helper.js';
import type { EventContext } from '../../src/trigger/context.js';
import { resolveTrigger } from '../../src/trigger/events.js';
import type { TriggerDecision } from '../../src/trigger/task.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../e2e/fake-github.js';
import { prepareSandbox, type Sandbox, type SandboxOptions } from '../../src/workspace/sandbox/index.js';
import type { TestRun } from '../../src/verify/types.js';

/** A ToolContext over a real repository, with no sandbox: the same wiring the pipeline uses. */
export function toolContext(
  root: string,
  options: { testCommand?: string; protectedPaths?: string[] } = {},
): ToolContext {
  const ws = new Workspace(root, options.protectedPaths ?? ['.github/workflows/**']);
  const run = (filter?: string, timeoutSec = 60): Promise<TestRun> =>
    runTestCommand(options.testCommand!, { cwd: ws.root, filter, timeoutMs: timeoutSec * 1000 });
  return {
    ws,
    shell: (command, timeoutSec) =>
      runCommand(command, { cwd: ws.root, env: childEnv(), timeoutMs: timeoutSec * 1000 }),
    tests: { command: options.testCommand, timeoutSec: 60, run },
    snapshots: new Snapshotter(ws.root),
    edited: new Set(),
  };
}

/** The repository the tests' events, payloads and fake GitHub are about: acme/calc. */
export const TEST_REPO = { owner: 'acme', repo: 'calc' };

/**
 * The event of a workflow run in acme/calc as the Action reads it on a runner, with the GitHub API at `apiUrl`;
 * `extra` replaces any field.
 */
export function eventContext(
  apiUrl: string,
  eventName: string,
  payload: any,
  extra: Partial<EventContext> = {},
): EventContext {
  return {
    eventName,
    payload,
    ...TEST_REPO,
    sha: '1234567890abcdef1234567890abcdef12345678',
    refName: 'main',
    headRef: '',
    runId: '55',
    serverUrl: 'https://github.example',
    apiUrl,
    workspace: undefined,
    // The test run's own temporary folder (test/setup/), read when the context is made.
    tempDir: os.tmpdir(),
    actor: 'someone',
    runUrl: 'https://github.example/acme/calc/actions/runs/55',
    ...extra,
  };
}

/** A fake GitHub API for acme/calc, and `resolveTrigger` on events of acme/calc against it. */
export interface TriggerScope {
  /** The fake API, once this file's `beforeAll` hooks ran. */
  readonly gh: FakeGitHub;
  /** `resolveTrigger` on this event; `over` replaces the scope's inputs and fields of its event context. */
  resolve(
    eventName: string,
    payload: any,
    over?: { inputs?: ActionInputs; extra?: Partial<EventContext> },
  ): Promise<TriggerDecision>;
}

/**
 * A fake GitHub API for acme/calc holding `state`, started before this file's tests and closed after them, with a
 * GitHub helper on it; `inputs` and `extra` are the defaults each `resolve` may replace.
 */
export function triggerScope(
  state: Omit<FakeGitHubOptions, 'owner' | 'repo'>,
  inputs: ActionInputs,
  extra: Partial<EventContext> = {},
): TriggerScope {
  let gh: FakeGitHub | undefined;
  let helper: GitHubHelper | undefined;
  beforeAll(async () => {
    gh = await startFakeGitHub({ ...TEST_REPO, ...state });
    helper = new GitHubHelper('ghs_testtoken1234567890', TEST_REPO, { baseUrl: gh.url, retries: 0 });
  });
  afterAll(async () => gh?.close());
  const started = () => {
    if (!gh || !helper) throw new Error('the fake GitHub starts in beforeAll; use it inside a test');
    return { gh, helper };
  };
  return {
    get gh() {
      return started().gh;
    },
    resolve: (eventName, payload, over = {}) =>
      resolveTrigger(
        eventContext(started().gh.url, eventName, payload, { ...extra, ...over.extra }),
        over.inputs ?? inputs,
        started().helper,
      ),
  };
}

/**
 * The config of a pipeline run on `repo` (a copy of the calculator example): task "Fix tax().", `node --test`, the
 * model gpt-4.1 at `baseUrl`, no sandbox; `overrides` replace any field.
 */
export function calculatorConfig(repo: string, baseUrl: string, overrides: Record<string, unknown> = {}): RunConfig {
  return RunConfigSchema.parse({
    repo,
    task: 'Fix tax().',
    testCommand: 'node --test',
    model: 'gpt-4.1',
    baseUrl,
    apiKey: 'sk-test-key-000000000000000000000',
    sandbox: 'none',
    ...overrides,
  });
}

/**
 * The sandbox `prepareSandbox(options)` sets up, or undefined where this machine cannot set one up (no usable bwrap),
 * for the test to skip; on CI (`CI` set) that is an error instead.
 */
export async function sandboxOrSkip(options: SandboxOptions): Promise<Sandbox | undefined> {
  try {
    return await prepareSandbox(options);
  } catch (err) {
    if (process.env.CI) throw err;
    return undefined;
  }
}
