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

function setOutputs(o: ActionOutcome): void {
  core.setOutput('status', o.status);
  core.setOutput('pr-number', o.prNumber ?? '');
  core.setOutput('pr-url', o.prUrl ?? '');
  core.setOutput('branch', o.branch ?? '');
  core.setOutput('turns', o.turns ?? 0);
  core.setOutput('prompt-tokens', o.promptTokens ?? 0);
  core.setOutput('completion-tokens', o.completionTokens ?? 0);
  core.setOutput('cost-usd', o.costUsd === null || o.costUsd === undefined ? '' : o.costUsd.toFixed(6));
  core.setOutput('tests-summary', o.testsSummary ?? '');
  core.setOutput('sandbox', o.sandbox ?? '');
  core.setOutput('trajectory-path', o.trajectoryPath ?? '');
  core.setOutput('trajectory-artifact-url', o.trajectoryArtifactUrl ?? '');
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
        setOutputs({ status: 'error', failure: message });
        // The flow said it already (as an error, at once: the runner's SIGKILL may follow before this): once is enough.
        process.exit(1);
      },
      noJobSummary: !process.env.GITHUB_STEP_SUMMARY,
      summary: async (markdown) => {
        if (!process.env.GITHUB_STEP_SUMMARY) return;
        await core.summary.addRaw(redact(markdown)).write();
      },
    });
  } catch (error) {
    const message = redact(error instanceof Error ? error.message : String(error));
    outcome = { status: 'error', failure: message };
  }
  setOutputs(outcome);
  if (outcome.failure) core.setFailed(outcome.failure);
}
