// The trajectory as a workflow-run artifact, through the bundle: uploaded to a fake of the runner's artifact service
// (twirp + block-blob), linked from the PR body and the job summary; refused by the service or impossible here, the
// run goes on and says so in one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { FakeGitHub } from './fake-github.js';
import { startFakeResults, type FakeResults } from './fake-results.js';
import { fixing, labeledIssue, makeOrigin, useFakeServers, type Origin } from './harness.js';
import { bundleNodes } from '../bundle/bundle.js';

const { servers, run: runWorkflow } = useFakeServers({ github: { permissions: { maintainer: 'admin' } } });
let gh: FakeGitHub | undefined;
let results: FakeResults | undefined;
afterEach(async () => {
  await results?.close();
  results = undefined;
});

/**
 * The artifact service exists on github.com only (the library refuses other hosts as Enterprise Server), so these runs
 * say GITHUB_SERVER_URL=https://github.com, and a HOME .gitconfig sends that host's clone and push to the local origin.
 */
function githubComEnv(origin: Origin): Record<string, string> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-home-'));
  fs.writeFileSync(path.join(home, '.gitconfig'), `[url "${origin.serverUrl}/"]\n\tinsteadOf = https://github.com/\n`);
  return { HOME: home, GITHUB_SERVER_URL: 'https://github.com' };
}

async function run(env: Record<string, string>, origin: Origin, inputs: Record<string, string> = {}, node?: string) {
  ({ gh } = await servers(fixing()));
  return runWorkflow({ event: 'issues', payload: labeledIssue(), origin, noCheckout: true, env, inputs, node });
}

describe('trajectory artifact', () => {
  // @actions/artifact is a chunk the bundle loads with import() at run time: prove it loads on Node 20 and Node 24.
  test.each(bundleNodes().map((n) => [n.name, n] as const))(
    'uploaded on %s: the artifact service gets the zipped trajectory with the retention asked for; outputs, PR body and summary link it',
    async (_name, node) => {
      results = await startFakeResults();
      const origin = makeOrigin();
      const r = await run(
        {
          ...githubComEnv(origin),
          ACTIONS_RUNTIME_TOKEN: results.token,
          ACTIONS_RESULTS_URL: `${results.url}/`,
          GITHUB_JOB: 'fix',
        },
        origin,
        { 'trajectory-retention-days': '5' },
        node.bin,
      );
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.outputs.status).toBe('resolved');
      const url = 'https://github.com/acme/calc/actions/runs/4242/artifacts/987654';
      expect(r.outputs['trajectory-artifact-url']).toBe(url);
      expect(fs.readFileSync(r.outputs['trajectory-path']!, 'utf8')).toContain('"type":"outcome"');
      const create = results.calls.find((c) => c.method === 'CreateArtifact')!;
      expect(create.body.name).toBe('agent-fix-trajectory-4242-1-fix');
      const days = (Date.parse(create.body.expires_at ?? create.body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(4.9);
      expect(days).toBeLessThan(5.1);
      expect(results.calls.map((c) => c.method)).toEqual(
        expect.arrayContaining(['PUT block', 'PUT blocklist', 'FinalizeArtifact']),
      );
      const zip = [...results.blobs.values()][0]!;
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.includes(Buffer.from('agent-fix-trajectory-4242.jsonl'))).toBe(true);
      expect(gh!.pulls[0]!.body).toContain(`[trajectory](${url})`);
      expect(r.summary).toContain(`href="${url}"`);
    },
  );

  test('the service refuses the upload: one line says so and the run still opens its PR', async () => {
    results = await startFakeResults({ fail: true });
    const origin = makeOrigin();
    const r = await run(
      { ...githubComEnv(origin), ACTIONS_RUNTIME_TOKEN: results.token, ACTIONS_RESULTS_URL: results.url },
      origin,
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.status).toBe('resolved');
    expect(r.outputs['trajectory-artifact-url']).toBe('');
    expect(r.stdout).toMatch(
      /could not upload the trajectory as an artifact \(.*already exists.*\); the trajectory stays at .*agent-fix-trajectory-4242\.jsonl on the runner/,
    );
    expect(gh!.pulls).toHaveLength(1);
    expect(gh!.pulls[0]!.body).toContain('trajectory: agent-fix-trajectory-4242.jsonl on the runner');
  });

  test('no artifact service (a local run): one line says why, trajectory-path is set, the PR names the file on the runner', async () => {
    const origin = makeOrigin();
    const r = await run({}, origin);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'trajectory not uploaded as an artifact: ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set',
    );
    expect(fs.existsSync(r.outputs['trajectory-path']!)).toBe(true);
    expect(r.outputs['trajectory-artifact-url']).toBe('');
    expect(gh!.pulls[0]!.body).toContain('trajectory: agent-fix-trajectory-4242.jsonl on the runner');
  });
});
