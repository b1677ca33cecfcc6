/**
 * Turns usage into dollars with the editable table in pricing.json. Model ids arrive in many spellings
 * ("openai/gpt-4.1" on GitHub Models, "gpt-4.1-2025-04-14", "anthropic/claude-sonnet-4.5:beta" on OpenRouter), so the
 * lookup normalizes them. An unknown model has no price: null, never 0, so a budget or report never claims "free".
 */
import pricing from './pricing.json' with { type: 'json' };
import type { Usage } from './types.js';

/** USD per 1M tokens. */
export interface Price {
  input: number;
  cached_input: number;
  output: number;
}

interface PricingTable {
  models: Record<string, Price>;
  aliases: Record<string, string>;
}

const table = pricing as unknown as PricingTable;
const FREE: Price = { input: 0, cached_input: 0, output: 0 };

// Dated snapshots and versions: -2025-04-14, -20250514, -0613 / -2501, -latest.
const SUFFIXES = [/-\d{4}-\d{2}-\d{2}$/, /-\d{8}$/, /-\d{4}$/, /-latest$/];

function exact(id: string, t: PricingTable): Price | null {
  const direct = t.models[id];
  if (direct) return direct;
  const alias = t.aliases[id];
  return alias ? (t.models[alias] ?? null) : null;
}

/**
 * A cost budget that nothing can count: a budget is set, yet the model has no price (neither given nor in the table),
 * so the run's cost stays unknown and the budget would never stop it. Replayed runs cost nothing.
 */
export function budgetWithoutPrice(c: { maxCostUsd?: number; model: string; modelPrice?: Price }): boolean {
  return c.maxCostUsd !== undefined && !c.model.startsWith('replay:') && !c.modelPrice && !priceOf(c.model);
}

/** The price of a model id, or null when the table does not know it. */
export function priceOf(model: string, t: PricingTable = table): Price | null {
  let id = model.trim().toLowerCase();
  if (!id) return null;
  const hit = exact(id, t);
  if (hit) return hit;

  // OpenRouter variants: ":free" costs nothing; ":beta", ":thinking" etc. cost what the base model costs.
  const colon = id.indexOf(':');
  if (colon >= 0) {
    if (id.slice(colon + 1) === 'free') return FREE;
    id = id.slice(0, colon);
  }
  id = id.split('/').pop()!;
  for (let changed = true; changed;) {
    changed = false;
    const found = exact(id, t);
    if (found) return found;
    for (const re of SUFFIXES) {
      const next = id.replace(re, '');
      if (next !== id) {
        id = next;
        changed = true;
        break;
      }
    }
  }

  // A variant of a listed model ("gpt-4o-mini-search-preview"): the longest listed id followed by "-".
  let best: string | null = null;
  for (const key of [...Object.keys(t.models), ...Object.keys(t.aliases)]) {
    if (id.startsWith(`${key}-`) && (!best || key.length > best.length)) best = key;
  }
  return best ? exact(best, t) : null;
}

/**
 * Dollars for one request's (or a run's) usage: cached prompt tokens at the cached price, the rest of the prompt at
 * the input price, completion tokens (reasoning included, as providers bill it) at the output price. `given` (the
 * `model-price` input, `--price`) wins over the table.
 */
export function costOf(model: string, usage: Usage, given?: Price): number | null {
  const price = given ?? priceOf(model);
  if (!price) return null;
  const cached = Math.min(usage.cached_tokens, usage.prompt_tokens);
  const uncached = usage.prompt_tokens - cached;
  return (uncached * price.input + cached * price.cached_input + usage.completion_tokens * price.output) / 1_000_000;
}
