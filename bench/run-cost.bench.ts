// What one run costs a user, in requests, tokens and dollars, for the docs' figure (docs/models-and-bench.md, "What a
// run costs"). The floor: the bundled task suite played by the oracle through the shipped CLI bundle
// (`agent-fix bench --model oracle`), the fewest turns a fix can take, with prompt and completion tokens counted on
// the requests the engine really built (real tool results, real history). The ceiling: a run that spends its whole
// default budget (30 turns) at GitHub Models' 8,000-token request cap. Both priced on GitHub Models' default model
// (openai/gpt-4.1: requests against the daily quota) and on paid endpoints from src/model/pricing.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'vitest';
import { costOf } from '../src/model/cost.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAID = ['gpt-4.1', 'gpt-5-mini', 'gpt-5.1'];
const MAX_TURNS = 30;
const GITHUB_MODELS_CAP = { input: 8_000, output: 4_000, perDay: 50 };
/** context-tokens' default on other endpoints: the most input tokens one request may carry. */
const DEFAULT_CONTEXT = 100_000;

interface Run {
  task: string;
  resolved: boolean;
  turns: number;
  usage: { prompt_tokens: number; completion_tokens: number };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const usd = (n: number | null) => (n === null ? 'n/a' : `$${n.toFixed(4)}`);

test('run cost: requests, tokens and dollars of a fix (floor and ceiling)', () => {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'dist/cli.js'), 'bench', '--model', 'oracle', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`agent-fix bench --model oracle exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const runs = (JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { runs: Run[] }).runs;
  const requests = median(runs.map((x) => x.turns));
  const prompt = median(runs.map((x) => x.usage.prompt_tokens));
  const completion = median(runs.map((x) => x.usage.completion_tokens));
  const floor = { prompt_tokens: prompt, completion_tokens: completion, cached_tokens: 0, reasoning_tokens: 0 };
  // Every turn a request at the cap with a full reply: no run on GitHub Models' default budgets can cost more.
  const ceiling = {
    prompt_tokens: MAX_TURNS * GITHUB_MODELS_CAP.input,
    completion_tokens: MAX_TURNS * GITHUB_MODELS_CAP.output,
    cached_tokens: 0,
    reasoning_tokens: 0,
  };
  // On another endpoint a request may carry up to context-tokens; the reply is counted at GitHub Models' 4,000.
  const paidCeiling = { ...ceiling, prompt_tokens: MAX_TURNS * DEFAULT_CONTEXT };
  const lines = [
    `tasks: ${runs.length} (${runs.filter((x) => x.resolved).length} resolved by the oracle)`,
    `floor (median of the oracle's runs): ${requests} requests, ${prompt} prompt tokens, ${completion} completion tokens`,
    `ceiling (${MAX_TURNS} turns at ${GITHUB_MODELS_CAP.input} in / ${GITHUB_MODELS_CAP.output} out): ${MAX_TURNS} requests, ${ceiling.prompt_tokens} prompt, ${ceiling.completion_tokens} completion tokens`,
    `GitHub Models (openai/gpt-4.1, free tier ${GITHUB_MODELS_CAP.perDay} requests a day): floor ${requests} requests (${((requests / GITHUB_MODELS_CAP.perDay) * 100).toFixed(0)}% of a day), ceiling ${MAX_TURNS} (${((MAX_TURNS / GITHUB_MODELS_CAP.perDay) * 100).toFixed(0)}%)`,
    `model         floor        ceiling at 8,000 in   ceiling at context-tokens ${DEFAULT_CONTEXT}`,
    ...PAID.map(
      (m) =>
        `${m.padEnd(12)}  ${usd(costOf(m, floor)).padEnd(11)}  ${usd(costOf(m, ceiling)).padEnd(20)}  ${usd(costOf(m, paidCeiling))}`,
    ),
  ];
  console.log(lines.join('\n'));
});
