// Startup of the Action bundle: from spawning `node dist/index.js` to its first GitHub API request (goal < 300 ms),
// beside a bare `node -e ''`, plus the bundle size. The first request is the collaborator-permission check of an
// issue_comment event, which comes before any git or model work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { test } from 'vitest';
import { commentCreated } from '../test/e2e/payloads.js';

const ACTION = path.resolve(import.meta.dirname, '../dist/index.js');
const RUNS = 15;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

test('startup', async () => {
  let firstRequest: (() => void) | undefined;
  const server = http.createServer((req, res) => {
    firstRequest?.();
    firstRequest = undefined;
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Not Found"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-startup-'));
  const eventPath = path.join(temp, 'event.json');
  fs.writeFileSync(
    eventPath,
    JSON.stringify(
      commentCreated({ owner: 'acme', repo: 'calc', number: 1, title: 't', body: '/agent-fix', commenter: 'reader' }),
    ),
  );
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: temp,
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'acme/calc',
    GITHUB_API_URL: api,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_OUTPUT: path.join(temp, 'out'),
    GITHUB_STEP_SUMMARY: path.join(temp, 'sum'),
    RUNNER_TEMP: temp,
    'INPUT_GITHUB-TOKEN': 'ghs_benchtoken0123456789',
    GITHUB_RUN_ID: '1',
  };
  fs.writeFileSync(env.GITHUB_OUTPUT, '');
  fs.writeFileSync(env.GITHUB_STEP_SUMMARY, '');

  const timeToFirstRequest = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      let t1: number | undefined;
      firstRequest = () => (t1 = performance.now());
      const child = spawn(process.execPath, [ACTION], { env, stdio: 'ignore' });
      child.on('error', reject);
      child.on('close', () =>
        t1 === undefined ? reject(new Error('the Action made no API request')) : resolve(t1 - t0),
      );
    });
  const timeBareNode = (): Promise<number> =>
    new Promise((resolve) => {
      const t0 = performance.now();
      spawn(process.execPath, ['-e', ''], { stdio: 'ignore' }).on('close', () => resolve(performance.now() - t0));
    });

  const action: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    action.push(await timeToFirstRequest());
    bare.push(await timeBareNode());
  }
  server.close();
  const size = fs.statSync(ACTION).size;
  console.log(
    `node dist/index.js → first API request: median ${median(action).toFixed(0)} ms (min ${Math.min(...action).toFixed(0)}, max ${Math.max(...action).toFixed(0)}) over ${RUNS} runs; goal < 300 ms`,
  );
  console.log(`node -e '' (process start and exit): median ${median(bare).toFixed(0)} ms`);
  const chunks = fs.readdirSync(path.dirname(ACTION)).filter((f) => /^\d+\.index\.js$/.test(f));
  const chunkBytes = chunks.reduce((sum, f) => sum + fs.statSync(path.join(path.dirname(ACTION), f)).size, 0);
  console.log(
    `ratio: ${(median(action) / median(bare)).toFixed(2)}× a bare node start; added: ${(median(action) - median(bare)).toFixed(0)} ms`,
  );
  console.log(
    `bundle: dist/index.js ${(size / 1024).toFixed(0)} KiB loaded at start; engine chunks (${chunks.join(', ')}) ${(chunkBytes / 1024).toFixed(0)} KiB loaded on demand`,
  );
});
