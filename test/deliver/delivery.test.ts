import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assertPushable,
  chooseBranch,
  commitAndPush,
  commitMessage,
  type BranchPlan,
} from '../../src/deliver/branch.js';
import { buildCandidate } from '../../src/workspace/candidate.js';
import { GitHubHelper, PullRequestCreationRefused } from '../../src/github/helper.js';
import { upsertPullRequest } from '../../src/deliver/pull-request.js';
import { prepareCheckout, normalizeRepoUrl, type Checkout } from '../../src/workspace/checkout.js';
import { readProjectRules } from '../../src/config/project-rules.js';
import { makeRepo, sh } from '../helpers/repo.js';
import { startFakeGitHub } from '../e2e/fake-github.js';
import { startGitHttpServer, type GitHttpServer } from '../e2e/git-http-server.js';
import { pushCommit, pushRules } from '../e2e/harness.js';

const TOKEN = 'ghs_deliverytesttoken0123456789';
let root: string;
let server: GitHttpServer;
let mainSha: string;

function bare(): string {
  return path.join(root, 'acme', 'calc');
}

beforeAll(async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-githttp-')));
  const src = makeRepo({ 'calc.js': 'export const add = (a, b) => a - b;\n', 'README.md': '# calc\n' });
  fs.mkdirSync(path.join(root, 'acme'), { recursive: true });
  sh(root, 'git', ['clone', '-q', '--bare', src, bare()]);
  mainSha = sh(bare(), 'git', ['rev-parse', 'main']).trim();
  server = await startGitHttpServer(root, TOKEN);
});
afterAll(async () => server.close());

async function freshClone() {
  const temp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-runner-')));
  return prepareCheckout({
    workspace: path.join(temp, 'ws'),
    tempDir: temp,
    serverUrl: server.url,
    owner: 'acme',
    repo: 'calc',
    token: TOKEN,
    branch: 'main',
  });
}

/** Commits calc.js as the clone `co` has it on the plan's branch and pushes it, as the Action delivers a fix. */
async function pushCalc(co: Checkout, plan: BranchPlan, message: string): Promise<void> {
  await commitAndPush(co.git, plan, {
    base: 'main',
    prefix: 'agent-fix/',
    candidate: await buildCandidate(co.dir, 'HEAD', ['calc.js']),
    message,
    push: true,
  });
}

describe('checkout', () => {
  test('without a checkout the Action clones over HTTP with the token as a header, never in the URL or .git/config', async () => {
    const before = server.seen.length;
    const co = await freshClone();
    expect(co.cloned).toBe(true);
    expect(co.sha).toBe(mainSha);
    expect(fs.readFileSync(path.join(co.dir, 'calc.js'), 'utf8')).toContain('a - b');
    const config = fs.readFileSync(path.join(co.dir, '.git', 'config'), 'utf8');
    expect(config).not.toContain(TOKEN);
    expect(config).not.toContain(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'));
    expect(config).toContain(`url = ${server.url}/acme/calc`);
    const seen = server.seen.slice(before);
    expect(seen.some((s) => s.authorization?.startsWith('basic '))).toBe(true);
    expect(seen.every((s) => !s.url.includes(TOKEN))).toBe(true);
  });

  test("the base branch is fetched once: the checkout's fetch serves the project rules, another branch is fetched", async () => {
    const co = await freshClone();
    // The job's checkout step ran a while ago: main moved on since (a new rules file on it).
    const origin = { serverUrl: server.url, bare: bare(), mainSha };
    const tip = pushRules(origin, 'max-turns: 9\n');
    pushCommit(origin, {
      branch: 'rules-moved',
      from: 'main',
      message: 'other rules',
      files: { '.github/agent-fix.yml': 'max-turns: 7\n' },
    });
    try {
      // Every fetch asks for the refs first (a fetch with nothing new to transfer asks nothing else).
      const fetches = () => server.seen.filter((s) => s.url.endsWith('/info/refs?service=git-upload-pack')).length;
      const before = fetches();
      const again = await prepareCheckout({
        workspace: co.dir,
        tempDir: os.tmpdir(),
        serverUrl: server.url,
        owner: 'acme',
        repo: 'calc',
        token: TOKEN,
        branch: 'main',
      });
      expect(again.fetchedTip).toEqual({ branch: 'main', sha: tip });
      const rules = await readProjectRules(again.git, 'main', { fetched: again.fetchedTip });
      expect(rules.sha).toBe(tip);
      expect(rules.file?.settings).toEqual({ 'max-turns': '9' });
      expect(fetches() - before).toBe(1);
      // Rules from another branch than the one the checkout fetched: that branch is fetched.
      const other = await readProjectRules(again.git, 'rules-moved', { fetched: again.fetchedTip });
      expect(other.file?.settings).toEqual({ 'max-turns': '7' });
      expect(fetches() - before).toBe(2);
    } finally {
      // The other tests start from main as the repository was made.
      sh(bare(), 'git', ['update-ref', 'refs/heads/main', mainSha]);
      sh(bare(), 'git', ['update-ref', '-d', 'refs/heads/rules-moved']);
    }
  });

  test('an existing checkout of the repository is reused and moved to the needed commit', async () => {
    const co = await freshClone();
    const ws = co.dir;
    const older = mainSha;
    fs.writeFileSync(path.join(ws, 'new.txt'), 'x\n');
    sh(ws, 'git', ['add', '-A']);
    sh(ws, 'git', ['commit', '-qm', 'local']);
    const again = await prepareCheckout({
      workspace: ws,
      tempDir: os.tmpdir(),
      serverUrl: server.url,
      owner: 'acme',
      repo: 'calc',
      token: TOKEN,
      sha: older,
      branch: 'main',
    });
    expect(again.cloned).toBe(false);
    expect(again.dir).toBe(ws);
    expect(sh(ws, 'git', ['rev-parse', 'HEAD']).trim()).toBe(older);
  });

  test('repository URLs compare equal across spellings', () => {
    expect(normalizeRepoUrl('https://github.com/Acme/Calc.git')).toBe(normalizeRepoUrl('git@github.com:acme/calc'));
    expect(normalizeRepoUrl('https://github.com/acme/calc')).not.toBe(
      normalizeRepoUrl('https://github.com/acme/calc2'),
    );
  });
});

describe('branch and push', () => {
  test('the fix goes to a bot branch with one commit; main is untouched; a rerun replaces its own branch', async () => {
    const co = await freshClone();
    fs.writeFileSync(path.join(co.dir, 'calc.js'), 'export const add = (a, b) => a + b;\n');
    const plan = await chooseBranch(co.git, { prefix: 'agent-fix/', key: 'issue-3', base: 'main', startSha: co.sha });
    expect(plan).toEqual({ branch: 'agent-fix/issue-3', expectedRemoteSha: null, replacesEarlierAttempt: false });
    const message = commitMessage({
      subject: 'Fix #3: add subtracts',
      body: 'add() now adds',
      fixes: 3,
      coAuthor: { login: 'octo', id: 42 },
    });
    await pushCalc(co, plan, message);
    expect(sh(bare(), 'git', ['rev-parse', 'main']).trim()).toBe(mainSha);
    const log = sh(bare(), 'git', ['log', '--format=%an <%ae>%n%B', 'main..agent-fix/issue-3']);
    expect(log).toContain('github-actions[bot]');
    expect(log).toContain('Fixes #3');
    expect(log).toContain('Co-authored-by: octo <42+octo@users.noreply.github.com>');
    expect(sh(bare(), 'git', ['rev-list', '--count', 'main..agent-fix/issue-3']).trim()).toBe('1');

    const co2 = await freshClone();
    fs.writeFileSync(path.join(co2.dir, 'calc.js'), 'export const add = (a, b) => b + a;\n');
    const plan2 = await chooseBranch(co2.git, {
      prefix: 'agent-fix/',
      key: 'issue-3',
      base: 'main',
      startSha: co2.sha,
    });
    expect(plan2.branch).toBe('agent-fix/issue-3');
    expect(plan2.replacesEarlierAttempt).toBe(true);
    await pushCalc(co2, plan2, message);
    expect(sh(bare(), 'git', ['show', 'agent-fix/issue-3:calc.js'])).toContain('b + a');
  });

  test('a branch holding a human commit is never forced over: the bot moves to a suffixed branch', async () => {
    const human = await freshClone();
    await human.git.fetch(['+refs/heads/agent-fix/issue-3:refs/remotes/origin/agent-fix/issue-3']);
    sh(human.dir, 'git', ['checkout', '-q', '-B', 'agent-fix/issue-3', 'origin/agent-fix/issue-3']);
    fs.writeFileSync(path.join(human.dir, 'human.txt'), 'mine\n');
    sh(human.dir, 'git', ['add', '-A']);
    sh(human.dir, 'git', ['commit', '-qm', 'human touch']);
    await human.git.push('agent-fix/issue-3');
    const humanTip = sh(bare(), 'git', ['rev-parse', 'agent-fix/issue-3']).trim();

    const co = await freshClone();
    fs.writeFileSync(path.join(co.dir, 'calc.js'), 'export const add = (a, b) => a + b; // v3\n');
    const plan = await chooseBranch(co.git, { prefix: 'agent-fix/', key: 'issue-3', base: 'main', startSha: co.sha });
    expect(plan.branch).toBe('agent-fix/issue-3-2');
    await pushCalc(co, plan, 'x\n');
    expect(sh(bare(), 'git', ['rev-parse', 'agent-fix/issue-3']).trim()).toBe(humanTip);
  });

  test('pushing to the base branch or outside the prefix is refused', () => {
    expect(() => assertPushable('main', 'main', '')).toThrow(/base branch "main"/);
    expect(() => assertPushable('feature', 'main', 'agent-fix/')).toThrow(/only pushes branches starting with/);
  });
});

describe('pull requests', () => {
  test('upsert creates once, then updates the open PR instead of duplicating it', async () => {
    const gh = await startFakeGitHub({ owner: 'acme', repo: 'calc' });
    try {
      const helper = new GitHubHelper(TOKEN, { owner: 'acme', repo: 'calc' }, { baseUrl: gh.url, retries: 0 });
      const spec = {
        branch: 'agent-fix/issue-3',
        base: 'main',
        title: 'Fix #3',
        body: 'v1',
        draft: false,
        labels: ['agent-fix'],
        reviewers: ['octo'],
      };
      const first = await upsertPullRequest(helper, spec);
      const second = await upsertPullRequest(helper, { ...spec, title: 'Fix #3 again', body: 'v2' });
      expect(first.created).toBe(true);
      expect(second).toMatchObject({ number: first.number, created: false });
      expect(gh.pulls).toHaveLength(1);
      expect(gh.pulls[0]).toMatchObject({
        title: 'Fix #3 again',
        body: 'v2',
        labels: ['agent-fix', 'agent-fix'],
        reviewers: ['octo'],
      });
      expect(gh.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    } finally {
      await gh.close();
    }
  });

  test('a refusal to create PRs surfaces as PullRequestCreationRefused', async () => {
    const gh = await startFakeGitHub({ owner: 'acme', repo: 'calc', refusePullCreation: true });
    try {
      const helper = new GitHubHelper(TOKEN, { owner: 'acme', repo: 'calc' }, { baseUrl: gh.url, retries: 0 });
      await expect(
        upsertPullRequest(helper, {
          branch: 'agent-fix/x',
          base: 'main',
          title: 't',
          body: 'b',
          draft: false,
          labels: [],
          reviewers: [],
        }),
      ).rejects.toBeInstanceOf(PullRequestCreationRefused);
    } finally {
      await gh.close();
    }
  });
});
