/**
 * The Action's entry: read every input into one typed object, run the flow, set the outputs. Thin on purpose; the
 * flow lives in `action/run.ts` and never calls `core.getInput` itself.
 */
import fs from 'node:fs';
import * as core from '@actions/core';
import { parseActionInputs } from './config/action-inputs.js';
import { runAction } from './action/run.js';
import type { ActionOutcome } from './action/outcome.js';
import { redact, registerSecret } from './security/redact.js';
import { readEventContext } from './trigger/context.js';
import { JobFile } from './action/job-files.js';

function setOutputs(o: ActionOutcome, outputs: JobFile | undefined): void {
  // Without GITHUB_OUTPUT (an old runner), core prints the workflow command instead.
  const set = (name: string, value: string | number) =>
    outputs ? outputs.setOutput(name, value) : core.setOutput(name, value);
  set('status', o.status);
  set('pr-number', o.prNumber ?? '');
  set('pr-url', o.prUrl ?? '');
  set('branch', o.branch ?? '');
  set('turns', o.turns ?? 0);
  set('prompt-tokens', o.promptTokens ?? 0);
  set('completion-tokens', o.completionTokens ?? 0);
  set('cost-usd', o.costUsd === null || o.costUsd === undefined ? '' : o.costUsd.toFixed(6));
  set('tests-summary', o.testsSummary ?? '');
  set('sandbox', o.sandbox ?? '');
  set('trajectory-path', o.trajectoryPath ?? '');
  set('trajectory-artifact-url', o.trajectoryArtifactUrl ?? '');
  set('final-message', o.finalMessage ?? '');
  set('flaky-seen', o.flaky?.seen ?? '');
  set('flaky-issue-url', o.flaky?.issueUrl ?? '');
  set('deflake-test', o.deflake?.test ?? '');
}

/**
 * The runner makes the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name. Off a runner (local debugging) a path that
 * does not exist would only fail when the outputs are set, after the whole run, as a stack trace: say it first.
 */
export function missingCommandFile(env: NodeJS.ProcessEnv): string | undefined {
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
    const file = env[name];
    if (file && !fs.existsSync(file))
      return (
        `${name} names ${file}, which does not exist, so the step could not write ${name === 'GITHUB_OUTPUT' ? 'its outputs' : 'the job summary'}; ` +
        `create it first (touch ${file}) or unset ${name}`
      );
  }
  return undefined;
}

export async function run(): Promise<void> {
  const missing = missingCommandFile(process.env);
  if (missing) {
    core.setFailed(missing);
    return;
  }
  // Opened before any command runs, and written through these descriptors only (action/job-files.ts).
  let outputs: JobFile | undefined;
  let jobSummary: JobFile | undefined;
  try {
    outputs = JobFile.open('GITHUB_OUTPUT');
    jobSummary = JobFile.open('GITHUB_STEP_SUMMARY');
  } catch (err) {
    core.setFailed(
      `agent-fix could not open the job's output files: ${(err as Error).message}. Nothing ran; check the runner`,
    );
    return;
  }
  // Mask before anything can print them: the runner masks registered values in every later log line.
  for (const name of ['github-token', 'api-key']) {
    const value = core.getInput(name);
    if (value) {
      core.setSecret(value);
      registerSecret(value);
    }
  }
  let outcome: ActionOutcome;
  try {
    const inputs = parseActionInputs((name) => core.getInput(name));
    outcome = await runAction(inputs, readEventContext(process.env), {
      info: (line) => core.info(line),
      warning: (line) => core.warning(line),
      error: (line) => core.error(line),
      notice: (line) => core.notice(line),
      artifactEnv: process.env,
      cancelled: (message) => {
        setOutputs({ status: 'error', failure: message }, outputs);
        // The flow said it already (as an error, at once: the runner's SIGKILL may follow before this): once is enough.
        process.exit(1);
      },
      noJobSummary: !jobSummary,
      summary: async (markdown) => jobSummary?.append(redact(markdown)),
    });
  } catch (error) {
    const message = redact(error instanceof Error ? error.message : String(error));
    outcome = { status: 'error', failure: message };
  }
  setOutputs(outcome, outputs);
  if (outcome.failure) core.setFailed(outcome.failure);
}
