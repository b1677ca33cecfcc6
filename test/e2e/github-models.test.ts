// The Action bundle with no api-key (GitHub Models with the workflow token) against a local endpoint that answers as
// GitHub Models does at its documented limits. The fake stands for GitHub Models through
// AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL, honoured only for a loopback URL, so it cannot send the token off the machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  assistant,
  startFakeOpenAI,
  toolCall,
  type FakeOpenAI,
  type FakeOptions,
  type ScriptStep,
} from '../helpers/fake-openai.js';
import { copyExample, sh } from '../helpers/repo.js';
import { addBigFile } from '../helpers/big-file.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { OWNER, REPO, TOKEN, checkoutWorkspace, runAction, withoutMaskLines, type Origin } from './harness.js';
import { issueLabeled } from './payloads.js';

const OLD = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * 0.2 * 100) / 100;\n}';
const NEW =
  'export function tax(income, rate = 0.2) {\n  if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;\n}';
const solving = (): ScriptStep[] => [
  assistant('Reading the rates table first.', toolCall('r1', 'read_file', { path: 'src/rates.js' })),
  assistant(null, toolCall('r2', 'read_file', { path: 'src/calculator.js' })),
  assistant(null, toolCall('p1', 'patch_file', { path: 'src/calculator.js', old_str: OLD, new_str: NEW })),
  assistant(null, toolCall('t1', 'run_tests', {})),
  assistant(null, toolCall('f1', 'finish', { summary: 'tax() applies its rate' })),
];
const ISSUE = {
  owner: OWNER,
  repo: REPO,
  number: 7,
  title: 'tax() ignores the rate',
  body: 'tax(100, 0.1) returns 20 instead of 10.',
};

/** The calculator example plus a file too large for one GitHub Models request, as a bare origin. */
function origin(): Origin {
  const src = copyExample('calculator');
  addBigFile(src);
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-origin-')));
  const bare = path.join(root, OWNER, REPO);
  fs.mkdirSync(path.dirname(bare), { recursive: true });
  sh(root, 'git', ['clone', '-q', '--bare', src, bare]);
  return { serverUrl: `file://${root}`, bare, mainSha: sh(bare, 'git', ['rev-parse', 'main']).trim() };
}

let model: FakeOpenAI | undefined;
let gh: FakeGitHub | undefined;
afterEach(async () => {
  await model?.close();
  await gh?.close();
  model = undefined;
  gh = undefined;
});

async function workflow(
  script: ScriptStep[],
  fake: FakeOptions,
  o: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
) {
  model = await startFakeOpenAI(script, fake);
  gh = await startFakeGitHub({ owner: OWNER, repo: REPO, permissions: { maintainer: 'admin' } });
  const from = origin();
  const run = await runAction({
    event: 'issues',
    payload: issueLabeled({ ...ISSUE, label: 'agent-fix' }),
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
    const script: ScriptStep[] = [
      solving()[1]!,
      assistant(
        null,
        toolCall('p0', 'patch_file', { path: 'src/calculator.js', old_str: 'return a + b;', new_str: 'return b + a;' }),
      ),
    ];
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
