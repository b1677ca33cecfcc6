/**
 * The network policy through what ships: `node dist/cli.js run --network …` and `node dist/index.js` with
 * INPUT_NETWORK, in the real bwrap sandbox, with a fake model. A TCP service on the host's loopback stands for a
 * `services:` container; a local HTTP server stands for an allowed registry under a name that really resolves to
 * loopback (`registry.localhost`, RFC 6761), let through only because `localhost` is in the policy. Nothing ships a
 * test switch. Where bwrap cannot start, the runs fail (the sandbox fails closed), so these tests skip outside CI
 * when it is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI, patchTestFinish } from '../helpers/fake-openai.js';
import { makeRepo } from '../helpers/repo.js';
import { startFakeGitHub } from '../e2e/fake-github.js';
import { OWNER, REPO, checkoutWorkspace, makeOrigin, runAction } from '../e2e/harness.js';
import { issueLabeled } from '../e2e/payloads.js';
import { NODE24 } from './bundle.js';
import { loopbackServers } from '../helpers/loopback.js';

const CLI = path.resolve(import.meta.dirname, '../../dist/cli.js');
const BWRAP = fs.existsSync('/usr/bin/bwrap') || Boolean(process.env.CI);
/** The old tests-only switch: it must do nothing now. */
const OLD_SWITCH = 'AGENT_FIX_PROXY_LOOPBACK_HOSTS';
/** curl leaves names under NO_PROXY's `localhost` alone; these requests must go through the proxy. */
const CURL = "curl --noproxy '' --max-time 10";

const loopback = loopbackServers();

const WRONG = "export const GREETING = 'HELLO-FROM-THE-SERVIC';\n";
const RIGHT = "export const GREETING = 'HELLO-FROM-THE-SERVICE';\n";

/** A project whose test talks to the service on localhost, as a Postgres-backed suite would; its constant is wrong. */
function serviceRepo(): string {
  const test = [
    "import test from 'node:test';",
    "import assert from 'node:assert';",
    "import net from 'node:net';",
    "import { GREETING } from '../src/greeting.js';",
    "test('the service greets us', async () => {",
    '  const text = await new Promise((resolve, reject) => {',
    `    const s = net.connect(${loopback.servicePort}, '127.0.0.1');`,
    "    let d = '';",
    "    s.on('data', (c) => (d += c));",
    "    s.on('end', () => resolve(d));",
    "    s.on('error', reject);",
    '  });',
    '  assert.equal(text.trim(), GREETING);',
    '});',
    '',
  ].join('\n');
  return makeRepo(
    {
      'package.json': '{ "name": "svc", "type": "module", "scripts": { "test": "node --test" } }\n',
      'src/greeting.js': WRONG,
      'test/greeting.test.js': test,
    },
    'agent-fix-svc-',
  );
}

const fixScript = () =>
  patchTestFinish(
    { path: 'src/greeting.js', old_str: WRONG, new_str: RIGHT },
    'the greeting constant matches the service',
  );

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const { OPENAI_API_KEY: _k, OPENAI_BASE_URL: _u, AGENT_MODEL: _m, ...base } = process.env;
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...base, OPENAI_API_KEY: 'sk-network-test-0123456789', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/**
 * The service repository's tests, run directly: what these tests check is where the test processes can connect, and
 * `npm test` only added npm's own start (a fifth of this file's CPU) in front of the same
 * `node --test`.
 */
const TESTS = 'node --test';

/** `agent-fix run` on a service repository with bwrap and TESTS, the model at `baseUrl`, then `more`. */
const greetingRun = (repo: string, baseUrl: string, maxTurns: string, ...more: string[]) =>
  cli([
    ...['run', '--repo', repo, '--task', 'the greeting test fails', '--base-url', baseUrl, '--max-turns', maxTurns],
    ...['--sandbox', 'bwrap', '--test-command', TESTS, ...more],
  ]);

describe.runIf(BWRAP)('node dist/cli.js run --network', () => {
  let model: FakeOpenAI | undefined;
  afterAll(async () => model?.close());
  const run = async (network: string[]) => {
    model = await startFakeOpenAI(fixScript(), {
      whenExhausted: assistant(null, toolCall('t', 'run_tests', {})),
    });
    const repo = serviceRepo();
    const r = await greetingRun(repo, model.url, '4', ...network);
    await model.close();
    model = undefined;
    return r;
  };

  test('localhost:PORT: the tests reach the host service and the run is resolved', async () => {
    const r = await run(['--network', `localhost:${loopback.servicePort}`]);
    expect(r.out).toContain(`network limited to host ports ${loopback.servicePort}`);
    expect(r.code, r.out).toBe(0);
  });

  test('none (the default): the same tests cannot reach it and the run is not resolved', async () => {
    const r = await run([]);
    expect(r.out).toContain('no network');
    expect(r.out).toMatch(/final: failed/);
    expect(r.code, r.out).toBe(1);
  });

  test('domains: the allowed host answers through the proxy; refused hosts, a fronted Host and an unlisted port are logged and listed', async () => {
    model = await startFakeOpenAI(fixScript());
    const repo = serviceRepo();
    const fetches = [
      `${CURL} -sSf http://registry.localhost:${loopback.webPort}/pkg`,
      `(${CURL} -sS http://refused.test:${loopback.webPort}/x || true)`,
      `(${CURL} -sS -H 'Host: fronted.example' http://registry.localhost:${loopback.webPort}/fronted || true)`,
      `(${CURL} -sS http://registry.localhost:${loopback.otherPort}/other-port || true)`,
      TESTS,
    ].join(' && ');
    const r = await cli(
      ['run', '--repo', repo, '--task', 'the greeting test fails', '--base-url', model.url, '--max-turns', '4']
        .concat(['--sandbox', 'bwrap', '--test-command', fetches])
        .concat(['--network', `registry.localhost:${loopback.webPort},localhost:${loopback.servicePort}`]),
    );
    await model.close();
    model = undefined;
    expect(r.code, r.out).toBe(0);
    expect(loopback.webRequests).toContain(`GET registry.localhost:${loopback.webPort}/pkg`);
    expect(loopback.webRequests.some((h) => h.includes(' refused.test') || h.includes('fronted'))).toBe(false);
    expect(r.out).toContain(`network: refused refused.test:${loopback.webPort} (not in the allowed domains)`);
    expect(r.out).toContain(
      `network: refused registry.localhost:${loopback.webPort} (the request's Host header names fronted.example, not registry.localhost:${loopback.webPort})`,
    );
    expect(r.out).toContain(
      `network: refused registry.localhost:${loopback.otherPort} (port ${loopback.otherPort} is not listed; a name reaches 443 and 80 only)`,
    );
    expect(r.out).not.toContain('HELLO-FROM-ANOTHER-PORT');
    expect(r.out).toMatch(
      new RegExp(`⚠ Network: the proxy refused \\d+ hosts?: .*refused\\.test:${loopback.webPort} \\(\\d+×\\)`),
    );
    expect(r.out).toContain('If the tests need them, add them to the `network` input (CLI: --network).');
  });

  test('the old tests-only switch is inert: a name it lists is resolved for real, never pointed at loopback', async () => {
    model = await startFakeOpenAI(fixScript());
    const repo = serviceRepo();
    const hitsBefore = loopback.webRequests.length;
    // Resolved only when the request is refused: the switch would have pointed the name at the registry (200).
    const probe = `! ${CURL} -sSf http://registry.allowed.test:${loopback.webPort}/switched && ${TESTS}`;
    const r = await cli(
      ['run', '--repo', repo, '--task', 'the greeting test fails', '--base-url', model.url, '--max-turns', '4']
        .concat(['--sandbox', 'bwrap', '--test-command', probe])
        .concat(['--network', `registry.allowed.test:${loopback.webPort},localhost:${loopback.servicePort}`]),
      { [OLD_SWITCH]: 'registry.allowed.test' },
    );
    await model.close();
    model = undefined;
    expect(r.code, r.out).toBe(0);
    expect(loopback.webRequests.slice(hitsBefore)).toEqual([]);
  });

  test('bare localhost in the CLI refuses to forward the model endpoint (exit 2) and names the ports to list', async () => {
    model = await startFakeOpenAI(fixScript());
    const modelPort = new URL(model.url).port;
    const repo = serviceRepo();
    const r = await greetingRun(repo, model.url, '4', '--network', 'localhost');
    await model.close();
    model = undefined;
    expect(r.code, r.out).toBe(2);
    expect(r.out).toContain(
      `--network localhost would forward every port listening on this machine's loopback, and ${modelPort} (the model endpoint's`,
    );
    const fix = /Name the ports the tests need instead: --network localhost:([\d,]+)/.exec(r.out);
    expect(fix, r.out).not.toBeNull();
    const ports = fix![1]!.split(',');
    expect(ports).toContain(String(loopback.servicePort));
    expect(ports).not.toContain(modelPort);
    expect(ports).not.toContain('39127');
  });

  test('bare localhost refuses the model endpoint however its URL names this machine: a local name, 0.0.0.0, ::ffff:127.0.0.1, 127.1', async () => {
    model = await startFakeOpenAI(fixScript());
    const port = new URL(model.url).port;
    const repo = serviceRepo();
    // os.hostname() resolves to this machine (through /etc/hosts on a VM or a runner), as `vm` did in the report.
    const spellings = [os.hostname(), '0.0.0.0', '[::ffff:127.0.0.1]', '127.1', 'localhost.'];
    for (const host of spellings) {
      const url = `http://${host}:${port}/v1`;
      const r = await greetingRun(repo, url, '4', '--network', 'localhost');
      expect(r.code, `${url}\n${r.out}`).toBe(2);
      expect(r.out).toContain(`and ${port} (the model endpoint's (${url})) is agent-fix's own`);
    }
    await model.close();
    model = undefined;
  });

  test("--setup-command under the default registries: setup's script reaches neither the model endpoint, a host service nor an unlisted host", async () => {
    model = await startFakeOpenAI(fixScript());
    const repo = serviceRepo();
    const reach = (what: string) => `echo "REACH""ED ${what}"; exit 1`;
    // Each probe that gets through fails setup (exit 2); the run is resolved only when none does.
    const setup = [
      `curl -sS --max-time 5 --noproxy '*' ${model.url}/models && { ${reach('the model directly')}; }`,
      `${CURL} -sSf ${model.url}/models && { ${reach('the model through the proxy')}; }`,
      `bash -c 'exec 3<>/dev/tcp/127.0.0.1/${loopback.servicePort}' 2>/dev/null && { ${reach('the service')}; }`,
      `${CURL} -sSf http://outside.test/ && { ${reach('an unlisted host')}; }`,
      'echo SETUP-DONE',
    ].join('; ');
    const r = await greetingRun(
      repo,
      model.url,
      '4',
      '--setup-command',
      setup,
      '--network',
      `localhost:${loopback.servicePort}`,
    );
    await model.close();
    model = undefined;
    expect(r.out).not.toContain('REACHED');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('setup: network limited to domains registry.npmjs.org');
    expect(r.out).toContain('setup network: refused outside.test:80 (not in the allowed domains)');
    expect(r.out).toMatch(/setup network: refused 127\.0\.0\.1:\d+ \(not in the allowed domains\)/);
  });

  test('a relay socket survives rm -rf /tmp/* from run_bash, and the proof run after it still reaches the service', async () => {
    model = await startFakeOpenAI([
      // rm -rf /tmp/*, sparing only the entry that holds the work tree (the test's repository lives under /tmp).
      assistant(
        null,
        toolCall('w', 'run_bash', {
          command: 'for f in /tmp/* /tmp/.[!.]*; do case "$PWD/" in "$f"/*) ;; *) rm -rf "$f" ;; esac; done',
        }),
      ),
      ...fixScript(),
    ]);
    const repo = serviceRepo();
    const r = await greetingRun(repo, model.url, '5', '--network', `localhost:${loopback.servicePort}`);
    await model.close();
    model = undefined;
    expect(r.code, r.out).toBe(0);
  });
});

/**
 * dist/index.js on an `issues` event, with a model that fixes tax() in the example and GitHub faked; `inputs` gets the
 * model's URL and adds to the base-url, model and bwrap inputs.
 */
async function actionFixingTax(number: number, inputs: (modelUrl: string) => Record<string, string>) {
  const model = await startFakeOpenAI(
    patchTestFinish(
      {
        path: 'src/calculator.js',
        old_str: 'return Math.round(income * 0.2 * 100) / 100;',
        new_str:
          'if (income < 0) throw new RangeError("negative income");\n  return Math.round(income * rate * 100) / 100;',
      },
      'tax() applies its rate',
    ),
  );
  const gh = await startFakeGitHub({ owner: OWNER, repo: REPO, permissions: { maintainer: 'admin' } });
  try {
    const origin = makeOrigin();
    return await runAction({
      event: 'issues',
      payload: issueLabeled({ owner: OWNER, repo: REPO, number, title: 'tax', body: 'tax', label: 'agent-fix' }),
      apiUrl: gh.url,
      origin,
      workspace: checkoutWorkspace(origin),
      node: fs.existsSync(NODE24) ? NODE24 : process.execPath,
      inputs: { 'base-url': model.url, model: 'gpt-4.1', sandbox: 'bwrap', ...inputs(model.url) },
    });
  } finally {
    await model.close();
    await gh.close();
  }
}

describe.runIf(BWRAP)('node dist/index.js with INPUT_NETWORK', () => {
  test('localhost and a domain: resolved; the job summary names the policy and the refused host', async () => {
    const svc = `bash -c 'exec 3<>/dev/tcp/127.0.0.1/${loopback.servicePort} && grep -q HELLO <&3'`;
    const r = await actionFixingTax(7, () => ({
      network: `localhost:${loopback.servicePort}, registry.localhost:${loopback.webPort}`,
      'test-command': `${svc} && ${CURL} -sSf http://registry.localhost:${loopback.webPort}/a >/dev/null && (${CURL} -sS http://refused.test:${loopback.webPort}/b || true) && node --test`,
    }));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.status).toBe('resolved');
    expect(r.summary).toContain(`network: localhost:${loopback.servicePort},registry.localhost:${loopback.webPort}`);
    expect(r.summary).toMatch(
      new RegExp(`Network: the proxy refused \\d+ hosts?: .*refused\\.test:${loopback.webPort} \\(\\d+×\\)`),
    );
    expect(r.stdout).toMatch(/::warning::Network: the proxy refused \d+ hosts?: /);
  });
});

describe.runIf(BWRAP)('node dist/index.js with a bare localhost', () => {
  test("forwards the job's services: ports and not the model endpoint's, which listens on the same loopback", async () => {
    const tcp = (port: number | string) => `bash -c 'exec 3<>/dev/tcp/127.0.0.1/${port}'`;
    const services = {
      db: { id: 'c0ffee', network: 'github_network_x', ports: { '5432': String(loopback.servicePort) } },
    };
    const r = await actionFixingTax(8, (modelUrl) => ({
      network: 'localhost',
      'job-services': JSON.stringify(services),
      // The proof passes only when the service answers and the model endpoint does not.
      'test-command': `${tcp(loopback.servicePort)} && ! ${tcp(new URL(modelUrl).port)} && ! ${tcp(loopback.otherPort)} && node --test`,
    }));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`network limited to host ports ${loopback.servicePort} (the job's services: ports)`);
    expect(r.outputs.status).toBe('resolved');
  });
});

afterAll(() => {
  for (const d of fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('agent-fix-svc-')))
    fs.rmSync(path.join(os.tmpdir(), d), { recursive: true, force: true });
});
