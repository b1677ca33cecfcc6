// The Action bundle with no api-key (GitHub Models with the workflow token) against a local endpoint that answers as
// GitHub Models does at its documented limits. The fake stands for GitHub Models with no switch of any kind: the
// runner's GITHUB_SERVER_URL names a GitHub Enterprise Server under `.localhost` and base-url is its models host
// (test/helpers/github-models.ts); a HOME .gitconfig sends that server's git URLs to the local origin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { FakeOptions, ScriptStep } from '../helpers/fake-openai.js';
import { copyExample } from '../helpers/repo.js';
import { addBigFile } from '../helpers/big-file.js';
import { LOCAL_SERVER_URL, asLocalModels } from '../helpers/github-models.js';
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

/** The runner of a GitHub Enterprise Server under `.localhost`: its git URLs lead to the local origin. */
function localServerEnv(from: Origin): Record<string, string> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-home-'));
  fs.writeFileSync(path.join(home, '.gitconfig'), `[url "${from.serverUrl}/"]\n\tinsteadOf = ${LOCAL_SERVER_URL}/\n`);
  return { HOME: home, GITHUB_SERVER_URL: LOCAL_SERVER_URL };
}

// The fake model server reports its own default usage here.
const { servers } = useFakeServers({ github: { permissions: { maintainer: 'admin' } }, model: { usage: undefined } });

async function workflow(
  script: ScriptStep[],
  fake: FakeOptions,
  o: { baseUrl?: (url: string) => string; env?: (modelUrl: string) => Record<string, string> } = {},
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
    inputs: { 'api-key': '', 'base-url': (o.baseUrl ?? asLocalModels)(model.url), 'max-turns': '8' },
    env: { ...localServerEnv(from), ...o.env?.(model.url) },
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
    // The endpoint's own loopback address, with the old tests-only switch naming it: the switch is inert.
    const { run, model } = await workflow(
      solving(),
      {},
      { baseUrl: (url) => url, env: (url) => ({ AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL: url }) },
    );
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('error');
    expect(run.stdout).toContain('input `api-key` is empty, so the model would be called with the workflow token');
    expect(model.requests).toHaveLength(0);
    expect(withoutMaskLines(run.stdout)).not.toContain(TOKEN);
  });
});
