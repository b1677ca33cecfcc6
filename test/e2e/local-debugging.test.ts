// Running the bundled Action off a runner, as the README's "Debugging the Action locally" does: a dry run needs no
// remote for the project rules (it reads the checkout's copy of the base branch), a missing job summary puts the dry
// run's diff and PR body in the log, and a run that fails before the engine leaves no folder in RUNNER_TEMP.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { FakeOpenAI } from '../helpers/fake-openai.js';
import {
  OWNER,
  REPO,
  checkoutWorkspace,
  fixing,
  keepTesting,
  makeOrigin,
  pushRules,
  useFakeServers,
  withoutMaskLines,
  type WorkflowOptions,
} from './harness.js';
import { workflowDispatch } from './payloads.js';
import { sh } from '../helpers/repo.js';

const TASK = 'Fix tax(): it ignores the rate';
const SUMMARY = 'LOG-SUMMARY-MARKER: tax() applies its rate.';

const { servers, run: runWorkflow } = useFakeServers({
  github: { permissions: { maintainer: 'admin' } },
  model: { whenExhausted: keepTesting },
});

const dispatch = () => workflowDispatch({ owner: OWNER, repo: REPO, task: TASK });
const taskText = (m: FakeOpenAI) => m.requests[0]!.messages.map((x) => String(x.content ?? '')).join('\n');
const tempDir = (prefix: string) => fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));

/** The workflow dispatched with the task, on a fresh origin unless `o` names one. */
const dispatched = (o: Partial<WorkflowOptions> = {}) =>
  runWorkflow({ event: 'workflow_dispatch', payload: dispatch(), origin: o.origin ?? makeOrigin(), ...o });

/** A dry run of the dispatched workflow with a model that fixes tax(), `env` added to the step's; it must succeed. */
async function dryRun(env: Record<string, string> = {}) {
  await servers(fixing(SUMMARY));
  const run = await dispatched({ inputs: { 'dry-run': 'true' }, env });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return run;
}

describe('a dry run off a runner', () => {
  test('reads the project rules from the checkout: the origin may be gone', async () => {
    const { model } = await servers(fixing(SUMMARY));
    const origin = makeOrigin();
    const sha = pushRules(origin, 'instructions: |\n  CHECKOUT-RULES-MARKER: keep functions small.\n');
    const workspace = checkoutWorkspace(origin);
    // The checkout's origin no longer answers, as a clone of a private repository without a token would not.
    fs.renameSync(origin.bare, `${origin.bare}-gone`);
    const run = await dispatched({
      origin,
      workspace,
      inputs: { 'dry-run': 'true' },
      env: { GITHUB_SHA: sha },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    expect(run.stdout).not.toContain('could not fetch');
    expect(run.stdout).toContain("dry-run: project rules read from the checkout's origin/main (no fetch)");
    expect(taskText(model)).toContain('CHECKOUT-RULES-MARKER: keep functions small.');
  }, 240_000);

  test('a normal run still fetches the rules: with the origin gone it fails and says so', async () => {
    const { model } = await servers(fixing(SUMMARY));
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    fs.renameSync(origin.bare, `${origin.bare}-gone`);
    const run = await dispatched({ origin, workspace });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('could not fetch main to read the project rules');
    expect(model.requests).toHaveLength(0);
  }, 120_000);

  test('without GITHUB_STEP_SUMMARY the diff and the PR body are in the log', async () => {
    const run = await dryRun({ GITHUB_STEP_SUMMARY: '' });
    expect(run.outputs.status).toBe('resolved');
    const log = withoutMaskLines(run.stdout);
    expect(log).toContain('GITHUB_STEP_SUMMARY is not set, so the diff and the PR body follow here');
    expect(log).not.toContain('the diff and the PR body are in the job summary');
    const diff = log.slice(log.indexOf('----- diff -----'), log.indexOf('----- end of diff -----'));
    expect(diff).toContain('+  return Math.round(income * rate * 100) / 100;');
    expect(diff).toContain('-  return Math.round(income * 0.2 * 100) / 100;');
    const body = log.slice(
      log.indexOf('----- PR body that would be posted -----'),
      log.indexOf('----- end of PR body that would be posted -----'),
    );
    expect(body).toContain(SUMMARY);
    // Workflow commands are off while the quoted text passes: a line of it cannot set an output or a mask.
    expect(log).toMatch(/::stop-commands::([0-9a-f-]{36})\n[\s\S]*\n::\1::/);
  }, 240_000);

  test('with GITHUB_STEP_SUMMARY the diff and the PR body stay in the job summary only', async () => {
    const run = await dryRun();
    expect(run.stdout).toContain('the diff and the PR body are in the job summary');
    expect(run.stdout).not.toContain('----- diff -----');
    expect(run.summary).toContain('return Math.round(income * rate * 100) / 100;');
    expect(run.summary).toContain(SUMMARY);
  }, 240_000);
});

describe('RUNNER_TEMP after a failure', () => {
  /** A workspace that holds something other than a checkout, so the clone goes to RUNNER_TEMP. */
  const busyWorkspace = () => {
    const dir = tempDir('agent-fix-busy-ws-');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a checkout\n');
    return dir;
  };

  test('a failed clone leaves no folder there', async () => {
    const { model } = await servers(fixing(SUMMARY));
    const origin = makeOrigin();
    fs.renameSync(origin.bare, `${origin.bare}-gone`);
    const runnerTemp = tempDir('agent-fix-runner-temp-');
    const run = await dispatched({
      origin,
      workspace: busyWorkspace(),
      env: { RUNNER_TEMP: runnerTemp },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain(`could not clone ${origin.serverUrl}/${OWNER}/${REPO}`);
    expect(fs.readdirSync(runnerTemp)).toEqual([]);
    expect(model.requests).toHaveLength(0);
  }, 120_000);

  test('a clone whose project rules are invalid is removed', async () => {
    const { model } = await servers(fixing(SUMMARY));
    const origin = makeOrigin();
    const sha = pushRules(origin, 'max-turns: [not a number\n');
    const runnerTemp = tempDir('agent-fix-runner-temp-');
    const run = await dispatched({
      origin,
      workspace: busyWorkspace(),
      env: { RUNNER_TEMP: runnerTemp, GITHUB_SHA: sha },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('.github/agent-fix.yml on main is not valid YAML');
    expect(run.stdout).toContain(`cloning ${origin.serverUrl}/${OWNER}/${REPO} into ${runnerTemp}/agent-fix-${REPO}-`);
    expect(fs.readdirSync(runnerTemp)).toEqual([]);
    expect(model.requests).toHaveLength(0);
  }, 120_000);
});

describe('what a local run gets wrong, said plainly', () => {
  test("this repository's .gitignore keeps the recipe's .env (the keys) out of git", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(sh(root, 'git', ['check-ignore', '.env']).trim()).toBe('.env');
  });

  test('a GITHUB_OUTPUT that does not exist stops the step at once, naming it, with no stack trace', async () => {
    const { model } = await servers(fixing(SUMMARY));
    const missing = path.join(tempDir('agent-fix-no-output-'), 'gone', 'output.txt');
    const run = await dispatched({
      env: { GITHUB_OUTPUT: missing },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::error::GITHUB_OUTPUT names ${missing}, which does not exist, so the step could not write its outputs; create it first (touch ${missing}) or unset GITHUB_OUTPUT`,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(model.requests).toHaveLength(0);
  }, 120_000);

  test('a dispatch without a task names the input and the expression, and no trajectory it did not write', async () => {
    const { model } = await servers(fixing(SUMMARY));
    // An earlier run's trajectory, as a RUNNER_TEMP kept between local runs holds it.
    const runnerTemp = tempDir('agent-fix-runner-temp-');
    fs.writeFileSync(path.join(runnerTemp, 'agent-fix-trajectory-4242.jsonl'), '{"kind":"note"}\n');
    const run = await runWorkflow({
      event: 'workflow_dispatch',
      payload: workflowDispatch({ owner: OWNER, repo: REPO }),
      origin: makeOrigin(),
      env: { RUNNER_TEMP: runnerTemp },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain('workflow_dispatch without a task');
    expect(run.stdout).toContain('`task: ${{ inputs.task }}`');
    expect(run.stdout).not.toContain('policy.task');
    expect(run.outputs['trajectory-path']).toBe('');
    expect(run.stdout).not.toContain('trajectory');
    expect(model.requests).toHaveLength(0);
  }, 120_000);

  test('an unreachable endpoint is named with the Action inputs to fix, not the CLI flags', async () => {
    await servers(fixing(SUMMARY));
    const run = await dispatched({
      inputs: { 'base-url': 'http://127.0.0.1:9/v1' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::the model endpoint http:\/\/127\.0\.0\.1:9\/v1 cannot be reached/);
    expect(run.stdout).toContain("Check the step's base-url input (and api-key, the key for that endpoint)");
    expect(run.stdout).not.toContain('--base-url');
  }, 120_000);
});

/**
 * `@github/local-action` is not a devDependency (354 packages for one test); point AGENT_FIX_LOCAL_ACTION at its
 * `bin/local-action.js` (`npm install --prefix DIR @github/local-action`) to run this. It loads `src/main.ts` through
 * tsx, which `npm exec` fetches on first use (npm_config_yes answers its question).
 */
const LOCAL_ACTION = process.env.AGENT_FIX_LOCAL_ACTION;

describe('@github/local-action', () => {
  test.skipIf(!LOCAL_ACTION)(
    'runs src/main.ts as a dry run on a local clone and ends with the outputs set',
    async () => {
      const { model } = await servers(fixing(SUMMARY));
      const origin = makeOrigin();
      const workspace = checkoutWorkspace(origin);
      const dir = tempDir('agent-fix-local-action-');
      fs.writeFileSync(path.join(dir, 'event.json'), JSON.stringify(dispatch()));
      const env: Record<string, string> = {
        GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
        GITHUB_WORKSPACE: workspace,
        GITHUB_SHA: origin.mainSha,
        GITHUB_REF_NAME: 'main',
        GITHUB_SERVER_URL: origin.serverUrl,
        // A dispatched dry run makes no API call: nothing listens here.
        GITHUB_API_URL: 'http://127.0.0.1:9',
        RUNNER_TEMP: path.join(dir, 'temp'),
        'INPUT_GITHUB-TOKEN': 'local-debug-token-0123456789',
        'INPUT_DRY-RUN': 'true',
        INPUT_TASK: TASK,
        'INPUT_API-KEY': 'sk-local-0123456789abcdef',
        'INPUT_BASE-URL': model.url,
        INPUT_MODEL: 'gpt-4.1',
        'INPUT_TEST-COMMAND': 'node --test',
        INPUT_SANDBOX: 'none',
      };
      const dotenv = path.join(dir, '.env');
      fs.writeFileSync(
        dotenv,
        Object.entries(env)
          .map(([k, v]) => `${k}=${v}`)
          .join('\n') + '\n',
      );
      const root = path.resolve(import.meta.dirname, '../..');
      // Not spawnSync: the fake model answers from this process.
      const log = await new Promise<string>((resolve) => {
        const child = spawn(process.execPath, [LOCAL_ACTION!, 'run', '.', 'src/main.ts', dotenv], {
          cwd: root,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? dir, npm_config_yes: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let text = '';
        child.stdout.on('data', (c) => (text += c));
        child.stderr.on('data', (c) => (text += c));
        child.on('close', () => resolve(text));
      });
      const outputs = Object.fromEntries(
        [...log.matchAll(/^::set-output name=([\w-]+)::(.*)$/gm)].map((m) => [m[1], m[2]]),
      );
      expect(outputs.status, log).toBe('resolved');
      expect(outputs.turns).toBe('3');
      expect(outputs['tests-summary']).toContain('after: passed (exit 0)');
      expect(log).toContain('Action Outputs');
      expect(log).toContain('+  return Math.round(income * rate * 100) / 100;');
      expect(log).toContain(SUMMARY);
    },
    360_000,
  );
});
