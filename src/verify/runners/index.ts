/**
 * The registry of runner profiles. Adding a runner: write its profile file beside this one and add it to PROFILES
 * (README.md, "How to add a runner"). Order matters where outputs could look alike: the parsers are tried in this
 * order, and each returns null on output that is not its own.
 */
import type { Lang, RunnerProfile } from './profile.js';
import { pytest } from './pytest.js';
import { unittest } from './unittest.js';
import { go } from './go.js';
import { cargo } from './cargo.js';
import { vitest } from './vitest.js';
import { jest } from './jest.js';
import { mocha } from './mocha.js';
import { nodeTest } from './node-test.js';
import { ava } from './ava.js';
import { tape } from './tape.js';

export type { Lang, RunnerProfile, RepoView, ListForm } from './profile.js';

export const PROFILES: readonly RunnerProfile[] = [
  pytest,
  unittest,
  vitest,
  jest,
  mocha,
  nodeTest,
  ava,
  tape,
  go,
  cargo,
];

export function profileNamed(name: string): RunnerProfile | undefined {
  return PROFILES.find((p) => p.name === name);
}

/**
 * The profile of the runner a command runs: its own text first, then (for `npm test`, `yarn test`, …) the
 * package.json test script when `packageJson` is given. Undefined when none is recognised.
 */
export function profileForCommand(command: string, packageJson?: string | null): RunnerProfile | undefined {
  const direct = PROFILES.find((p) => p.runsIn(command));
  if (direct) return direct;
  if (!packageJson || !/\b(npm|pnpm|yarn|bun)\b/.test(command)) return undefined;
  try {
    const scripts = ((JSON.parse(packageJson) as Record<string, unknown>).scripts ?? {}) as Record<string, unknown>;
    const test = typeof scripts.test === 'string' ? scripts.test : '';
    return PROFILES.find((p) => p.runsIn(test));
  } catch {
    return undefined;
  }
}

/** Profiles whose tests are written in `lang`. */
export const profilesFor = (lang: Lang): RunnerProfile[] => PROFILES.filter((p) => p.lang === lang);
