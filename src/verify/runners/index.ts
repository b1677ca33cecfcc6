/**
 * The registry of runner profiles. Adding a runner: write its profile file beside this one and add it to PROFILES
 * (README.md, "How to add a runner"). Order matters where outputs could look alike: the parsers are tried in this
 * order, and each returns null on output that is not its own.
 */
import { lastStep, type Lang, type RunnerProfile } from './profile.js';
import { scriptCall } from './script-call.js';
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
import { nodeTap } from './node-tap.js';
import { jvm } from './jvm.js';
import { phpunit } from './phpunit.js';
import { ctest } from './ctest.js';
import { rspec } from './rspec.js';
import { minitest } from './minitest.js';

export type { Lang, RunnerProfile, RepoView, ListForm, ReportForm } from './profile.js';

export const PROFILES: readonly RunnerProfile[] = [
  pytest,
  unittest,
  // Before vitest and node --test, whose parsers would read tap's nested subtests as tests of their own.
  nodeTap,
  vitest,
  jest,
  mocha,
  nodeTest,
  ava,
  tape,
  go,
  cargo,
  // The other ecosystems read their own report files (see ReportForm); their text summaries are distinctive.
  jvm,
  phpunit,
  ctest,
  rspec,
  minitest,
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

/** What a project says about the runner a command runs, read at the edge (run.ts). */
export interface ProjectView {
  packageJson: string | null;
  /** The npm package a `node_modules/.bin` name resolves to (what `npx NAME` runs), or null. */
  binPackage(name: string): string | null;
}

const byPackage = (pkg: string) => PROFILES.find((p) => p.name === pkg || p.packages?.includes(pkg));

/**
 * The runner a command runs, from the command and the project, not from the output's shape: the command's own text
 * or the package.json test script; the package a bare name resolves to (`npx tap`, a script `tap`); else, for a
 * package manager's `test`, the one runner among the devDependencies.
 */
export function profileForProject(command: string, project: ProjectView): RunnerProfile | undefined {
  const last = lastStep(command);
  let script = last;
  // `npm test`, `pnpm --filter a test`, `yarn workspace a run test`: `packageJson` is the folder's it runs in.
  const call = scriptCall(last);
  if (call && project.packageJson) {
    try {
      const pkg = JSON.parse(project.packageJson) as Record<string, Record<string, unknown> | undefined>;
      const text = pkg.scripts?.[call.script];
      script = typeof text === 'string' ? text : '';
      const bin = /^(?:npx\s+|\.\/node_modules\/\.bin\/)?([\w@/.-]+)/.exec(lastStep(script))?.[1];
      const resolved = bin ? project.binPackage(bin.split('/').pop()!) : null;
      const found = (resolved && byPackage(resolved)) || PROFILES.find((p) => p.runsIn(script));
      if (found) return found;
      const dev = Object.keys({ ...(pkg.devDependencies ?? {}), ...(pkg.dependencies ?? {}) })
        .map(byPackage)
        .filter((p): p is RunnerProfile => !!p);
      return new Set(dev).size === 1 ? dev[0] : undefined;
    } catch {
      return undefined;
    }
  }
  const bin = /^(?:npx\s+(?:--yes\s+|-y\s+)?|\.\/node_modules\/\.bin\/)([\w@/.-]+)/.exec(script)?.[1];
  const resolved = bin ? project.binPackage(bin.split('/').pop()!) : null;
  return (resolved && byPackage(resolved)) || PROFILES.find((p) => p.runsIn(command));
}

/** Profiles whose tests are written in `lang`. */
export const profilesFor = (lang: Lang): RunnerProfile[] => PROFILES.filter((p) => p.lang === lang);

/** Each profile's variables of one kind, after the caller's own value of the same variable; a word only once. */
function mergedEnv(
  base: Record<string, string | undefined>,
  pick: (p: RunnerProfile) => Record<string, string> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of PROFILES) {
    for (const [key, value] of Object.entries(pick(p) ?? {})) {
      const words = [base[key], out[key], value].filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
      out[key] = [...new Set(words)].join(' ');
    }
  }
  return out;
}

/**
 * Environment that makes runners name every test without changing which tests run, for every runner at once (a
 * `make test` may run several): each profile's `listing.env`, after the caller's own value of the same variable.
 */
export function listingEnv(base: Record<string, string | undefined>): Record<string, string> {
  return mergedEnv(base, (p) => p.listing?.env);
}

/**
 * The environment and command of every test run (the baseline, the model's runs, the final run, fail-to-pass):
 * each profile's `proof` (go `GOFLAGS=-v`, cargo `--no-fail-fast`), so both trees are read test by test.
 */
export function proofForm(
  command: string,
  base: Record<string, string | undefined>,
): { command: string; env: Record<string, string> } {
  const rewritten = PROFILES.reduce((cmd, p) => p.proof?.command?.(cmd) ?? cmd, command);
  return { command: rewritten, env: mergedEnv(base, (p) => p.proof?.env) };
}

/**
 * Reporter arguments for a listing run, when the command runs the runner itself: through a package script the
 * words could reach another tool, and a command of several steps could hand them to the wrong one.
 */
export function listingArgs(command: string): string[] {
  if (/&&|\|\||;|\|/.test(command)) return [];
  const direct = PROFILES.find((p) => p.runsIn(command));
  return direct?.listing?.args ?? [];
}

/** A JS test file's path at the head of an id (`test/a.test.js > suite > name`). */
const FILE_HEAD = /^[^\s>]+\.[cm]?[jt]sx? > /;

/**
 * Whether two ids name the same test when one form names the file and the other does not: mocha's json
 * (`test/a.spec.js > calc taxes 20%`, suites joined by spaces as in its fullTitle) and its spec reporter
 * (`calc > taxes 20%`). Ids that both name a file compare as they are.
 */
export function sameTestId(a: string, b: string): boolean {
  a = a.trim();
  b = b.trim();
  if (a === b) return true;
  if (FILE_HEAD.test(a) && FILE_HEAD.test(b)) return false;
  const bare = (id: string) => id.replace(FILE_HEAD, '').split(' > ').join(' ');
  return bare(a) === bare(b);
}
