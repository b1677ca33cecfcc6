// `agent-fix flaky [--repo OWNER/NAME] [--json]` as users run it: the built CLI (`node dist/cli.js`) reading the
// `agent-fix-flaky` tracking issue from a fake GitHub REST server, with the exit codes and messages of each failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../bundle/bundle.js';
import { lastJson } from '../helpers/cli-run.js';
import { gitSteps } from '../helpers/repo.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../e2e/fake-github.js';

const TOKEN = 'ghp_cliFlakyTokenSecret0123456789abcdefAB';
const RUN = (id: number) => `https://github.example/acme/calc/actions/runs/${id}`;

/** The data comment the Action writes (report/flaky-issue.ts), as a tracking issue holds it after three sightings. */
const LEDGER = {
  version: 1,
  tests: [
    {
      id: 'tests/test_cache.py::test_eviction',
      seen: 3,
      firstSeen: '2026-12-01T10:00:00.000Z',
      lastSeen: '2026-12-03T10:00:00.000Z',
      runs: [6001, 6002, 6003].map((id, i) => ({
        key: `${id}/1`,
        url: RUN(id),
        sha: `${i + 1}`.repeat(40),
        at: `2026-12-0${i + 1}T10:00:00.000Z`,
      })),
      failureLine: 'E   assert 2 == 3',
      job: 'test',
      workflow: 'CI',
    },
    {
      id: 'tests/test_clock.py::test_tick',
      seen: 1,
      firstSeen: '2026-12-02T09:00:00.000Z',
      lastSeen: '2026-12-02T09:00:00.000Z',
      runs: [{ key: '6100/2', url: RUN(6100), sha: '4'.repeat(40), at: '2026-12-02T09:00:00.000Z' }],
      failureLine: 'E   TimeoutError',
      job: 'test',
      workflow: 'CI',
    },
  ],
};
const TRACKER_BODY = [
  'Kept by agent-fix; notes from the maintainers go above the table.',
  '',
  '<!-- agent-fix-flaky:start -->',
  '| test | times seen | last seen | runs | failure line |',
  '|---|---|---|---|---|',
  '| `tests/test_cache.py::test_eviction` | 3 | 2026-12-03 | | `E   assert 2 == 3` |',
  '| `tests/test_clock.py::test_tick` | 1 | 2026-12-02 | | `E   TimeoutError` |',
  '',
  `<!-- agent-fix-flaky:data ${JSON.stringify(LEDGER)} -->`,
  '<!-- agent-fix-flaky:end -->',
].join('\n');

const tracker = (o: { number?: number; body?: string; state?: 'open' | 'closed' } = {}) => ({
  number: o.number ?? 31,
  title: 'Flaky tests seen by agent-fix',
  body: o.body ?? TRACKER_BODY,
  state: o.state ?? ('open' as const),
  labels: ['agent-fix-flaky'],
  user: 'github-actions[bot]',
});

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

async function github(o: Partial<FakeGitHubOptions> = {}) {
  gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', token: TOKEN, ...o });
  return gh;
}

/** `agent-fix flaky ARGS` with the token and the fake's API URL, in `cwd` (default: a folder that is no clone). */
const flaky = (args: string[], env: Record<string, string | undefined> = {}, cwd?: string) =>
  runCli(process.execPath, ['flaky', ...args], {
    env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: gh?.url, ...env },
    cwd: cwd ?? fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-flaky-cwd-'))),
    unset: ['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_API_URL', 'GITHUB_SERVER_URL'],
  });

describe('agent-fix flaky', () => {
  it('--repo o/r --json: one object with the tracking issue and every test of its ledger', async () => {
    await github({
      // A question someone else labeled: not the tracker, which holds agent-fix's region.
      issues: [
        { number: 30, title: 'Is the cache test flaky?', body: 'It failed twice.', labels: ['agent-fix-flaky'] },
        tracker(),
      ],
    });
    const r = await flaky(['--repo', 'acme/calc', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = lastJson(r.stdout);
    expect(out.repo).toBe('acme/calc');
    expect(out.issue).toEqual({ number: 31, url: 'https://github.example/acme/calc/issues/31', state: 'open' });
    expect(out.tests).toEqual(LEDGER.tests);
    // Read with the token, by label, through the REST list endpoint.
    const list = gh!.requests.find((q) => q.method === 'GET' && q.path.startsWith('/repos/acme/calc/issues?'))!;
    expect(new URL(list.path, 'http://x').searchParams.get('labels')).toBe('agent-fix-flaky');
    expect(list.authorization).toBe(`token ${TOKEN}`);
    expect(gh!.requests.every((q) => q.method === 'GET')).toBe(true);
  });

  it('without --json: a table of the tests, the most recently seen first, and the issue it came from', async () => {
    await github({ issues: [tracker()] });
    const r = await flaky(['--repo', 'acme/calc']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Flaky tests of acme/calc, from #31 (https://github.example/acme/calc/issues/31):');
    expect(lines[2]).toMatch(/^test\s+seen\s+last seen\s+last run\s+failure line$/);
    expect(lines[3]).toMatch(
      /^tests\/test_cache\.py::test_eviction\s+3\s+2026-12-03\s+https:\/\/github\.example\/acme\/calc\/actions\/runs\/6003\s+E {3}assert 2 == 3$/,
    );
    expect(lines[4]).toMatch(/^tests\/test_clock\.py::test_tick\s+1\s+2026-12-02\s+\S+6100\s+E {3}TimeoutError$/);
  });

  it('the repository comes from the clone’s origin remote when --repo is not given', async () => {
    await github({ issues: [tracker()] });
    const clone = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-flaky-clone-')));
    gitSteps(clone, [
      ['init', '-q'],
      ['remote', 'add', 'origin', 'git@github.com:acme/calc.git'],
    ]);
    const r = await flaky(['--json'], {}, clone);
    expect(r.code, r.stderr).toBe(0);
    expect(lastJson(r.stdout).issue.number).toBe(31);
  });

  it('no tracking issue yet: exit 1, an empty list with --json, and what makes one', async () => {
    await github({ issues: [{ number: 7, title: 'tax() ignores the rate', body: 'tax(100, 0.1) is 20' }] });
    const r = await flaky(['--repo', 'acme/calc', '--json']);
    expect(r.code).toBe(1);
    expect(lastJson(r.stdout)).toEqual({ repo: 'acme/calc', issue: null, tests: [] });
    expect(r.stderr).toMatch(/no flaky test recorded yet: acme\/calc has no issue labeled agent-fix-flaky/);
  });

  it('a body whose data comment was deleted by an edit: the counts read back from the table, said on stderr', async () => {
    const edited = TRACKER_BODY.replace(/<!-- agent-fix-flaky:data .* -->\n/, '');
    await github({ issues: [tracker({ body: edited })] });
    const r = await flaky(['--repo', 'acme/calc', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(lastJson(r.stdout).tests.map((t: { id: string; seen: number }) => [t.id, t.seen])).toEqual([
      ['tests/test_cache.py::test_eviction', 3],
      ['tests/test_clock.py::test_tick', 1],
    ]);
    expect(r.stderr).toMatch(/#31 has no readable data comment; its table was read back \(counts only\)/);
  });

  const failures: {
    name: string;
    args?: string[];
    env?: Record<string, string | undefined>;
    gh?: Partial<FakeGitHubOptions>;
    closed?: boolean;
    code: number;
    message: RegExp;
  }[] = [
    {
      name: 'no token',
      env: { GITHUB_TOKEN: undefined },
      code: 2,
      message: /needs a token: set GITHUB_TOKEN \(or GH_TOKEN\)/,
    },
    {
      name: 'a --repo that is not OWNER/NAME',
      args: ['--repo', 'acme'],
      code: 2,
      message: /--repo must be OWNER\/NAME \(e\.g\. acme\/calc\), got "acme"/,
    },
    {
      name: 'no --repo outside a clone',
      args: [],
      code: 2,
      message:
        /this folder is not a clone with an origin remote, so the repository is unknown: pass --repo OWNER\/NAME/,
    },
    {
      name: 'a token GitHub refuses',
      env: { GITHUB_TOKEN: 'ghp_wrongToken000000000000000000000000000' },
      code: 2,
      message: /GitHub refused the token \(HTTP 401: Bad credentials\)/,
    },
    {
      name: 'a token that may not read issues',
      gh: { issuesForbidden: true },
      code: 2,
      message:
        /could not read the issues of acme\/calc \(HTTP 403: Resource not accessible by integration\): check --repo, and give the token read access/,
    },
    {
      name: 'GitHub unreachable',
      closed: true,
      code: 3,
      message: /could not reach GitHub at http:\/\/127\.0\.0\.1:\d+ .*check GITHUB_API_URL and the network/,
    },
  ];
  for (const f of failures) {
    it(`${f.name}: exit ${f.code}, the message on stderr and the error line with --json`, async () => {
      const { url, close } = await github({ issues: [tracker()], ...f.gh });
      if (f.closed) {
        await close();
        gh = undefined;
      }
      const args = [...(f.args ?? ['--repo', 'acme/calc']), '--json'];
      const r = await flaky(args, { GITHUB_API_URL: url, ...f.env });
      expect(r.code, r.stderr).toBe(f.code);
      expect(r.stderr).toMatch(f.message);
      const line = lastJson(r.stdout);
      expect(line).toMatchObject({ status: 'error', exit_code: f.code });
      expect(line.error.message).toMatch(f.message);
      expect(line.error.fix.length).toBeGreaterThan(0);
      expect(r.stdout + r.stderr).not.toContain(TOKEN);
    });
  }
});
