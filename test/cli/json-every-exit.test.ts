// `agent-fix run --json` through the bundle: exactly one JSON object, the last line of stdout, on every exit. A script
// reads `status` and `exit_code` whatever happened: a usage error (2), a runtime failure (3), or a result (0/1).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runArgs, runCli, type CliRun } from '../bundle/bundle.js';
import { assistant, startFakeOpenAI, toolCall, type FakeOpenAI } from '../helpers/fake-openai.js';
import { copyExample, sh } from '../helpers/repo.js';

const KEY = 'sk-json-exit-test-key-0123456789abcdefghij';
const node = process.execPath;

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The one JSON object: stdout has exactly one line that parses, and it is the last one. */
function onlyJson(r: CliRun): Record<string, any> {
  const lines = r.stdout.trim().split('\n');
  const parsed = lines.filter((l) => {
    try {
      JSON.parse(l);
      return true;
    } catch {
      return false;
    }
  });
  expect(parsed, r.stdout + r.stderr).toHaveLength(1);
  expect(parsed[0]).toBe(lines.at(-1));
  return JSON.parse(lines.at(-1)!);
}

/** An error line: `status: "error"`, the exit code, and a message with what to do. */
function expectError(r: CliRun, code: number, message: RegExp, fix: RegExp): void {
  expect(r.code, r.stderr).toBe(code);
  const last = onlyJson(r);
  expect(last.status).toBe('error');
  expect(last.exit_code).toBe(code);
  expect(last.error.message).toMatch(message);
  expect(last.error.fix).toMatch(fix);
}

describe('--json on an exit before any result', () => {
  it('a dirty work tree: exit 2, the files and the fix', async () => {
    const repo = copyExample('calculator');
    fs.appendFileSync(path.join(repo, 'README.md'), '\nmy own notes\n');
    const r = await runCli(node, runArgs(repo, {}, '--json'), { env: { OPENAI_API_KEY: KEY } });
    expectError(r, 2, /README\.md/, /--allow-dirty/);
  });

  it('no test command: exit 2 naming --test-command', async () => {
    const repo = copyExample('calculator');
    const args = runArgs(repo, {}, '--json').filter(
      (a, i, all) => a !== '--test-command' && all[i - 1] !== '--test-command',
    );
    fs.rmSync(path.join(repo, 'package.json'));
    // With the helpers' identity: the machine may have none (a fresh HOME).
    sh(repo, 'git', ['commit', '-qam', 'no package.json']);
    const r = await runCli(node, args, { env: { OPENAI_API_KEY: KEY } });
    expectError(r, 2, /no test command/, /--test-command/);
  });

  it('a key the endpoint refuses: exit 2 naming OPENAI_API_KEY, the key nowhere', async () => {
    server = await startFakeOpenAI([
      { status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}.`, code: 'invalid_api_key' } } },
    ]);
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expectError(r, 2, /401/, /OPENAI_API_KEY/);
    expect(r.stdout).not.toContain(KEY.slice(3, 30));
    // One period ends the endpoint's own sentence, not two.
    expect(r.stderr).not.toMatch(/\.\./);
  });

  it('an unknown flag: exit 2, "did you mean", still one JSON line', async () => {
    const r = await runCli(node, [...runArgs(copyExample('calculator'), {}, '--json'), '--max-turn', '3']);
    expectError(r, 2, /Unknown option '--max-turn'.*Did you mean --max-turns\?/, /--help|--max-turns/);
    expect(r.stderr).toContain("Unknown option '--max-turn'. Did you mean --max-turns? See agent-fix run --help");
  });

  it('no key at all: exit 2 naming the variables', async () => {
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json'), { unset: ['GITHUB_TOKEN'] });
    expectError(r, 2, /OPENAI_API_KEY/, /OPENAI_API_KEY|GITHUB_TOKEN/);
  });
});

describe('--json on a result', () => {
  it('carries exit_code beside the status', async () => {
    server = await startFakeOpenAI([], { whenExhausted: { role: 'assistant', content: 'I give up' } });
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json', '--max-turns', '1'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(1);
    const last = onlyJson(r);
    expect(last.status).toBe('unresolved');
    expect(last.exit_code).toBe(1);
  });
});

describe('--json after the endpoint failed mid-run', () => {
  it('reports the turns, tokens and cost spent before the failure, not none', async () => {
    server = await startFakeOpenAI([
      assistant(null, toolCall('a', 'read_file', { path: 'package.json' })),
      assistant(null, toolCall('b', 'read_file', { path: 'src/calculator.js' })),
      { status: 400, body: { error: { message: 'the endpoint went away' } } },
    ]);
    const r = await runCli(node, runArgs(copyExample('calculator'), {}, '--json'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(3);
    const last = onlyJson(r);
    expect(last.status).toBe('error');
    expect(last.error.message).toMatch(/the endpoint went away/);
    // The third turn's request failed: two answered, three started.
    expect(last.turns).toBe(3);
    expect(last.usage.prompt_tokens).toBeGreaterThan(0);
    expect(last.usage.completion_tokens).toBeGreaterThan(0);
    expect(last.cost_usd).toBeGreaterThan(0);
  });
});

describe('say what happened', () => {
  const replay = (repo: string, ...more: string[]) => [
    ...runArgs(repo, { task: 'Fix tax()', testCommand: 'npm test --silent' }),
    '--model',
    `replay:${path.resolve(import.meta.dirname, '../../examples/recordings/calculator.json')}`,
    ...more,
  ];

  it('--dry-run says so in the summary and in the JSON line', async () => {
    const human = await runCli(node, replay(copyExample('calculator'), '--dry-run'));
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('dry run: nothing was committed or pushed');
    const json = await runCli(node, replay(copyExample('calculator'), '--dry-run', '--json'));
    expect(json.code, json.stderr).toBe(0);
    const last = onlyJson(json);
    expect(last).toMatchObject({ status: 'resolved', exit_code: 0, dry_run: true });
    expect(last.note).toMatch(/^dry run: nothing was committed or pushed/);
  });

  it('--max-cost with a model that has no price is refused at start, with the fix', async () => {
    server = await startFakeOpenAI([]);
    const r = await runCli(
      node,
      runArgs(copyExample('calculator'), {}, '--json', '--max-cost', '0.5', '--model', 'my-local-model'),
      { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } },
    );
    expectError(
      r,
      2,
      /--max-cost 0\.5 cannot be enforced: agent-fix has no price for the model "my-local-model"/,
      /pricing\.json/,
    );
    expect(onlyJson(r).error.fix).toMatch(/--price IN\/CACHED\/OUT .*e\.g\. --price 0\.15\/0\.075\/0\.60/);
    expect(r.stderr).not.toContain('baseline');
    expect(server.requests).toHaveLength(0);
  });
});

describe('--price gives an unlisted model its price', () => {
  // Every request reports 1000 prompt tokens (400 cached) and 100 completion tokens.
  const usage = { prompt_tokens: 1000, cached_tokens: 400, completion_tokens: 100 };
  const readForever = (_: unknown, i: number) =>
    assistant(null, toolCall(`read-${i}`, 'read_file', { path: 'package.json' }));
  const priced = (...more: string[]) => [
    ...runArgs(copyExample('calculator'), { testCommand: 'npm test --silent' }, '--json', '--model', 'my-local-model'),
    ...more,
  ];
  /** A run priced at $0.10 a request under `--max-cost maxCost`: it ends unresolved, the budget named. */
  const stoppedByCost = async (maxCost: string) => {
    server = await startFakeOpenAI([], { usage, whenExhausted: readForever });
    const r = await runCli(node, priced('--price', '100/50/200', '--max-cost', maxCost, '--max-turns', '10'), {
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
    });
    expect(r.code, r.stderr).toBe(1);
    const last = onlyJson(r);
    expect(last).toMatchObject({ status: 'unresolved', budget_exhausted: 'cost' });
    return { r, last, requests: server.requests };
  };

  it('IN/CACHED/OUT: the cost is counted and --max-cost stops the run', async () => {
    const { last, requests } = await stoppedByCost('0.15');
    // (600 × $100 + 400 × $50 + 100 × $200) / 1M = $0.10 a request: the budget ends the loop at the second turn, well
    // before --max-turns (a closing request may follow the loop; it is counted too).
    expect(requests.length).toBeLessThan(5);
    expect(last.cost_usd).toBeCloseTo(0.1 * requests.length, 6);
    expect(last.cost_usd).toBeLessThanOrEqual(0.15);
  });

  it('--max-cost holds for the whole run: the hand-off turn is kept within the cap', async () => {
    // $0.10 a request: two turns and a hand-off ($0.30) would pass $0.25; one turn and the hand-off fit.
    const { r, last, requests } = await stoppedByCost('0.25');
    expect(last.cost_usd).toBeLessThanOrEqual(0.25);
    expect(r.stderr).toMatch(/asking the model for a hand-off note/);
    expect(last.cost_usd).toBeCloseTo(0.1 * requests.length, 6);
  });

  it('IN/OUT: cached tokens cost the input price, and the summary states the cost', async () => {
    server = await startFakeOpenAI([], { usage, whenExhausted: readForever });
    const env = { env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url } };
    const r = await runCli(node, priced('--price', '100/200', '--max-turns', '1'), env);
    expect(r.code, r.stderr).toBe(1);
    // (1000 × $100 + 100 × $200) / 1M = $0.12 a request.
    const first = server.requests.length;
    expect(onlyJson(r).cost_usd).toBeCloseTo(0.12 * first, 6);
    const human = await runCli(
      node,
      priced('--price', '100/200', '--max-turns', '1').filter((a) => a !== '--json'),
      env,
    );
    expect(human.stdout).toContain(`$${(0.12 * (server.requests.length - first)).toFixed(4)}`);
    expect(human.stdout).not.toContain('cost unknown');
  });

  it.each(['0.15', '0.15/x/0.60', '1/2/3/4', '-1/2', '0.15//0.60', '1e3/2'])(
    'a malformed price (%s) exits 2 naming --price and an example',
    async (price) => {
      server = await startFakeOpenAI([]);
      const r = await runCli(node, priced(`--price=${price}`, '--max-cost', '0.5'), {
        env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.url },
      });
      expectError(
        r,
        2,
        new RegExp(`^--price: must be IN/CACHED/OUT or IN/OUT .*e\\.g\\. 0\\.15/0\\.075/0\\.60 \\(got "`),
        /./,
      );
      expect(server.requests).toHaveLength(0);
    },
  );
});
