import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { artifactName, uploadImpossible, uploadTrajectory, type UploadSpec } from '../../src/deliver/artifact.js';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-traj-')), 'agent-fix-trajectory-9.jsonl');
fs.writeFileSync(file, '{"type":"start"}\n');
const spec = (env: UploadSpec['env'], f = file): UploadSpec => ({
  file: f,
  retentionDays: undefined,
  serverUrl: 'https://github.com',
  owner: 'acme',
  repo: 'calc',
  runId: '9',
  env,
});
const service = { ACTIONS_RUNTIME_TOKEN: 'x.y.z', ACTIONS_RESULTS_URL: 'https://results.example/' };

describe('when the trajectory can be uploaded', () => {
  test('a local run (no runtime token or results URL) says which variables are missing', () => {
    expect(uploadImpossible(spec({}))).toBe(
      'ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set (a local run, or a runner without the artifact service)',
    );
    expect(uploadImpossible(spec({ ACTIONS_RUNTIME_TOKEN: 't' }))).toMatch(/^ACTIONS_RESULTS_URL is not set/);
  });

  test('GitHub Enterprise Server has no artifact service for this client; github.com and GHE.com do', () => {
    expect(uploadImpossible(spec({ ...service, GITHUB_SERVER_URL: 'https://git.corp.example' }))).toContain(
      'looks like GitHub Enterprise Server',
    );
    expect(uploadImpossible(spec({ ...service, GITHUB_SERVER_URL: 'https://github.com' }))).toBeUndefined();
    expect(uploadImpossible(spec({ ...service, GITHUB_SERVER_URL: 'https://acme.ghe.com' }))).toBeUndefined();
  });

  test('no trajectory file, nothing to upload', () => {
    expect(uploadImpossible(spec(service, `${file}.missing`))).toContain('there is no trajectory file');
  });

  test('an impossible upload resolves to one line naming the file, without loading the client', async () => {
    const r = await uploadTrajectory(spec({}));
    expect(r.url).toBeUndefined();
    expect(r.note).toBe(
      `trajectory not uploaded as an artifact: ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set (a local run, or a runner without the artifact service); the trajectory stays at ${file} on the runner`,
    );
  });

  test('artifact names keep reruns and matrix jobs apart', () => {
    expect(artifactName({ GITHUB_RUN_ATTEMPT: '2', GITHUB_JOB: 'test (20, ubuntu)' }, '9')).toBe(
      'agent-fix-trajectory-9-2-test--20--ubuntu-',
    );
    expect(artifactName({}, '')).toBe('agent-fix-trajectory-local-1');
  });
});
