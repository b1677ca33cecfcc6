/**
 * The grammars' WebAssembly stays in V8's baseline compiler (Liftoff). On Node 24 (V8 13, the runtime the Action runs
 * on) V8 tiers hot grammar code up to its optimizing compiler, and for these lexers (each one huge function) that
 * touched up to 1.8 GB of memory for a few parses: a CLI run editing a file in each of the 13 languages peaked at
 * 1,830 MB, and 205 MB with these flags (test/bundle/cli.test.ts); Node 20 peaked at 191 MB with them. The price is
 * parse time: 1.5 to 2 times as long in the baseline tier (about 10 → 19 ms for a 12 KB file no grammar likes), with
 * the same or less CPU in all, as the optimizing compiler's own work is gone. bench/wasm-tiering.bench.ts measures
 * both tiers side by side, on this Node and on Node 24.
 *
 * Both flags are needed on Node 24 (either alone still tiers up); V8 reads them when a module is compiled, so they are
 * set once, before the tree-sitter runtime loads. They apply to the whole process: the only other WebAssembly in an
 * agent-fix process is the HTTP parser of fetch (undici's llhttp), for a few small requests and responses.
 */
import v8 from 'node:v8';

export const BASELINE_TIER_FLAGS: readonly string[] = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

let set = false;

/** Sets BASELINE_TIER_FLAGS once per process. */
export function keepWasmInBaselineTier(): void {
  if (set) return;
  set = true;
  for (const flag of BASELINE_TIER_FLAGS) v8.setFlagsFromString(flag);
}
