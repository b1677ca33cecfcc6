// The progress comment: edited at the baseline, at each edit, at verification and with the result; step edits
// throttled while the baseline and the result always post; a runner cancellation (SIGTERM) leaves a comment that says
// so and carries the partial diff. The throttle (10 s in what ships) is a setting of the flow's API, not of the
// bundle's environment: the two throttle cases run the flow in this process with their interval; the cancellation runs
// the bundle with the interval that ships.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { assistant, toolCall, type ScriptStep, patchTestFinish } from '../helpers/fake-openai.js';
import { closeServer, listenLocal } from '../helpers/http.js';
import type { FakeGitHub } from './fake-github.js';
import {
  TAX_BUG,
  TAX_FIX,
  checkoutWorkspace,
  labeledIssue,
  makeOrigin,
  useFakeServers,
  workspaceState,
} from './harness.js';

const MID = 'export function tax(income, rate = 0.2) {\n  return Math.round(income * rate * 100) / 100;\n}';
/** Two edits of one file, then the proof. */
const twoEdits = (): ScriptStep[] => [
  assistant(null, toolCall('a', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: MID })),
  ...patchTestFinish(
    { path: 'src/calculator.js', old_str: MID, new_str: TAX_FIX },
    'tax() applies its rate and refuses negative income.',
    'bcd',
  ),
];

const { servers, runOnLabel, runInProcess } = useFakeServers({ github: { permissions: { maintainer: 'admin' } } });

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/**
 * A model endpoint that answers the first `answered` chat requests through `target` and then never answers (the
 * start-up check, `GET /models`, is passed through and not counted); `onHeld` is called when it holds one.
 */
async function stallingProxy(target: string, answered: number, onHeld: () => void): Promise<string> {
  let seen = 0;
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (req.method === 'POST' && ++seen > answered) {
        held.push(res);
        return onHeld();
      }
      const upstream = await fetch(`${target}${req.url!.replace(/^\/v1/, '')}`, {
        method: req.method,
        headers: { 'content-type': 'application/json' },
        ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
      });
      res.writeHead(upstream.status, { 'content-type': 'application/json' });
      res.end(await upstream.text());
    });
  });
  const url = await listenLocal(server);
  closers.push(() => closeServer(server));
  return `${url}/v1`;
}

const commentPatches = (gh: FakeGitHub) =>
  gh.requests.filter((r) => r.method === 'PATCH' && /\/issues\/comments\/\d+$/.test(r.path));

/** The label run with the two-edit model, the progress comment edited at most every `intervalMs`: it resolves. */
async function resolvedWithInterval(progressIntervalMs: number) {
  const { gh } = await servers(twoEdits());
  const origin = makeOrigin();
  const run = await runInProcess({ event: 'issues', payload: labeledIssue(), origin }, { progressIntervalMs });
  expect(run.outcome.status, run.log.join('\n')).toBe('resolved');
  return { gh, comment: gh.comments.find((c) => c.issue === 7)! };
}

describe('progress comment', () => {
  test('with no throttle, every step edits the comment in order: baseline, each edit, verification, the result', async () => {
    const { gh, comment } = await resolvedWithInterval(0);
    const posted = gh.requests.find((r) => r.method === 'POST' && r.path.endsWith('/issues/7/comments'))!;
    expect(posted.body.body).toContain('is working on this');
    expect(posted.body.body).toContain('running the tests on the untouched code');
    expect(commentPatches(gh)).toHaveLength(5);
    const [baseline, edit1, edit2, verification, result] = comment.updatedBodies;
    expect(baseline).toMatch(/🔴 \*\*Baseline\*\*: the tests fail on the untouched code \(failed, exit 1/);
    expect(baseline).not.toContain('Edits');
    expect(edit1).toContain('✏️ **Edits**: 1 so far, in `src/calculator.js`.');
    expect(edit2).toContain('✏️ **Edits**: 2 so far, in `src/calculator.js`.');
    expect(verification).toContain('🧪 **Verification**: running `node --test` on the final tree');
    expect(result).toContain('opened pull request');
  });

  test('throttled: step edits within the interval wait and are dropped by the result; the baseline and the result still post', async () => {
    const { gh, comment } = await resolvedWithInterval(3_600_000);
    expect(commentPatches(gh)).toHaveLength(2);
    expect(comment.updatedBodies[0]).toContain('**Baseline**: the tests fail');
    expect(comment.updatedBodies[1]).toContain('opened pull request');
  });

  test('SIGTERM from the runner mid-run: the comment says cancelled and carries the partial diff; the step fails; nothing is pushed; the workspace is as the checkout left it', async () => {
    // The model answers the first edit, then never answers again: the run is mid-flight, the edit made and the model
    // asked for the next step, when the runner cancels it.
    const { model, gh } = await servers(twoEdits());
    const origin = makeOrigin();
    let child: ChildProcess | undefined;
    let sent = false;
    const slow = await stallingProxy(model.url, 1, () => {
      sent = true;
      child!.kill('SIGTERM');
    });
    const workspace = checkoutWorkspace(origin);
    const before = workspaceState(workspace);
    const run = await runOnLabel(origin, { workspace, inputs: { 'base-url': slow }, onSpawn: (c) => (child = c) });
    expect(sent).toBe(true);
    // Guarantee 13: the later steps of the job see the checkout's commit and a clean tree, not the partial edit.
    expect(workspaceState(workspace)).toEqual(before);
    expect(run.stdout).toContain('agent-fix: the workspace is back at');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::agent-fix was cancelled (SIGTERM from the runner)');
    // Said once, not again by the step's failure.
    expect(run.stdout.split('::error::agent-fix was cancelled').length - 1).toBe(1);
    expect(run.outputs.status).toBe('error');
    const comment = gh.comments.find((c) => c.issue === 7)!;
    const last = comment.updatedBodies.at(-1)!;
    expect(last).toContain('🛑 **agent-fix was cancelled** (SIGTERM from the runner)');
    expect(last).toContain('Partial diff');
    expect(last).toContain('+  return Math.round(income * rate * 100) / 100;');
    expect(last).toContain('-  return Math.round(income * 0.2 * 100) / 100;');
    expect(gh.pulls).toHaveLength(0);
  });
});
