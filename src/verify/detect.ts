/**
 * Finding the test command when none is given: the proof must be the project's own test command, chosen from the
 * files a developer would look at, and the choice must be explained. Reads files only; never runs anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROFILES, type RepoView } from './runners/index.js';

export interface DetectedCommand {
  command: string;
  /** Which file made the choice, e.g. "package.json has scripts.test; package-lock.json → npm". */
  reason: string;
}

// `npm init`'s placeholder: a test script that only fails.
const NPM_PLACEHOLDER = /no test specified/;

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
const exists = (file: string): boolean => fs.existsSync(file);

function packageManager(root: string, pkg: Record<string, unknown>): { pm: string; why: string } {
  const locks: [string, string][] = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lockb', 'bun'],
    ['bun.lock', 'bun'],
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
  ];
  for (const [file, pm] of locks) if (exists(path.join(root, file))) return { pm, why: `${file} → ${pm}` };
  const declared = typeof pkg.packageManager === 'string' ? /^(npm|pnpm|yarn|bun)@/.exec(pkg.packageManager) : null;
  if (declared) return { pm: declared[1]!, why: `packageManager field → ${declared[1]}` };
  return { pm: 'npm', why: 'no lockfile → npm' };
}

function fromPackageJson(root: string): DetectedCommand | null {
  const text = read(path.join(root, 'package.json'));
  if (text === null) return null;
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const scripts = (pkg.scripts ?? {}) as Record<string, unknown>;
  const test = scripts.test;
  if (typeof test !== 'string' || !test.trim() || NPM_PLACEHOLDER.test(test)) return null;
  const { pm, why } = packageManager(root, pkg);
  // `bun test` is bun's own runner, not the script.
  return { command: pm === 'bun' ? 'bun run test' : `${pm} test`, reason: `package.json has scripts.test; ${why}` };
}

/** The repository as the profiles' detectors read it: regular files only, by name. */
function repoView(root: string): RepoView {
  return {
    read: (rel) => read(path.join(root, rel)),
    exists: (rel) => exists(path.join(root, rel)),
    list(rel) {
      try {
        return fs
          .readdirSync(path.join(root, rel), { withFileTypes: true })
          .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
      } catch {
        return [];
      }
    },
  };
}

function fromMakefile(root: string): DetectedCommand | null {
  for (const name of ['GNUmakefile', 'Makefile', 'makefile']) {
    const text = read(path.join(root, name));
    if (text && /^test\s*:(?!=)/m.test(text)) return { command: 'make test', reason: `${name} has a test target` };
  }
  return null;
}

/**
 * The test command for the repository at `root`, and why; null when nothing says how to run the tests. Order:
 * package.json scripts.test, the runner profiles' own detection (pytest config or test files, go.mod, Cargo.toml),
 * Maven, Gradle, a Makefile `test` target.
 */
export async function detectTestCommand(root: string): Promise<DetectedCommand | null> {
  const fromPkg = fromPackageJson(root);
  if (fromPkg) return fromPkg;
  // The runner profiles that can tell from files alone: pytest, go, cargo (in the registry's order).
  const repo = repoView(root);
  for (const profile of PROFILES) {
    const found = profile.detect?.(repo);
    if (found) return found;
  }
  if (exists(path.join(root, 'pom.xml'))) {
    return exists(path.join(root, 'mvnw'))
      ? { command: './mvnw -q test', reason: 'pom.xml and the mvnw wrapper exist' }
      : { command: 'mvn -q test', reason: 'pom.xml exists' };
  }
  for (const gradle of ['build.gradle', 'build.gradle.kts']) {
    if (exists(path.join(root, gradle))) {
      return exists(path.join(root, 'gradlew'))
        ? { command: './gradlew test', reason: `${gradle} and the gradlew wrapper exist` }
        : { command: 'gradle test', reason: `${gradle} exists` };
    }
  }
  return fromMakefile(root);
}
