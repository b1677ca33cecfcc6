// The Action bundle with no api-key (GitHub Models with the workflow token) against a local endpoint that answers as
// GitHub Models does at its documented limits. The fake stands for GitHub Models through
// AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL, honoured only for a loopback URL, so it cannot send the token off the machine.
import { describe, expect, test } from 'vitest';
import type { FakeOptions, ScriptStep } from '../helpers/fake-openai.js';
import { copyExample } from '../helpers/repo.js';
import { addBigFile } from '../helpers/big-file.js';
import {
  readThenUselessEdit,
  solvingWithRates,
  TOKEN,
  checkoutWorkspace,
  labeledIssue,
  makeOrigin,
  runAction,
  useFakeServers,
  withoutMaskLines,
  type Origin,
} from './harness.js';

const solving = solvingWithRates;

/** The calculator example plus a file too large for one GitHub Models request, as a bare origin. */
function origin(): Origin {
  const src = copyExample('calculator');
  addBigFile(src);
  return makeOrigin(src);
}

// The fake model server reports its own default usage here.
const { servers } = useFakeServers({ github: { permissions: { maintainer: 'admin' } }, model: { usage: undefined } });

async function workflow(
  script: ScriptStep[],
  fake: FakeOptions,
  o: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
) {
  const { model, gh } = await servers(script, {}, fake);
  const from = origin();
  // Not the servers' own run: no `model` input, so the Action picks the GitHub Models default.
  const run = await runAction({
    event: 'issues',
    payload: labeledIssue(),
    apiUrl: gh.url,
    origin: from,
    workspace: checkoutWorkspace(from),
    inputs: { 'api-key': '', 'base-url': model.url, 'max-turns': '8', ...o.inputs },
    env: { AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL: model.url, ...o.env },
  });
  return { run, model, gh, origin: from };
}

describe('no api-key: GitHub Models with the workflow token', () => {
  test('resolves under the 8000-token limit with no budget inputs, at most one refusal, the token only to the models host', async () => {
    const { run, model, gh } = await workflow(solving(), { githubModels: { maxInputTokens: 8000 } });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('resolved');
    expect(model.tooLarge).toBeLessThanOrEqual(1);
    expect(model.rejected).toEqual([]);
    expect(model.requests.every((q) => q.model === 'openai/gpt-4.1' && q.max_tokens === 4000)).toBe(true);
    expect(model.authorizations.every((a) => a === `Bearer ${TOKEN}`)).toBe(true);
    expect(gh.pulls).toHaveLength(1);
    expect(withoutMaskLines(run.stdout)).not.toContain(TOKEN);
  });

  test('the daily quota ends the run at once: status unresolved, the step passes, the comment has the partial diff and the reset time', async () => {
    const script: ScriptStep[] = readThenUselessEdit();
    const { run, model, gh } = await workflow(script, { githubModels: { maxInputTokens: 8000, requestsPerDay: 2 } });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('unresolved');
    expect(model.requests).toHaveLength(3);
    const comment = gh.comments.find((c) => c.issue === 7)!;
    expect(comment.body).toContain("GitHub Models' daily limit for openai/gpt-4.1 is spent; it resets in 6 h 46 min");
    expect(comment.body).toContain('Partial diff');
    expect(comment.body).toContain('b + a');
    expect(gh.pulls).toHaveLength(0);
  });

  test('a base-url that is not GitHub Models fails the step naming api-key, before any request carries the token', async () => {
    const { run, model } = await workflow(solving(), {}, { env: { AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL: '' } });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('input `api-key` is empty, so the model would be called with the workflow token');
    expect(model.requests).toHaveLength(0);
    expect(withoutMaskLines(run.stdout)).not.toContain(TOKEN);
  });
});
