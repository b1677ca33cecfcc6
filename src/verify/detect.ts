/**
 * Finding the test command when none is given: the proof must be the project's own test command, chosen from the
 * files a developer would look at, and the choice must be explained. Reads files only; never runs anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runGitSync } from '../git/runner.js';
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

function packageManager(repo: RepoView, pkg: Record<string, unknown>): { pm: string; why: string } {
  const locks: [string, string][] = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lockb', 'bun'],
    ['bun.lock', 'bun'],
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
  ];
  for (const [file, pm] of locks) if (repo.exists(file)) return { pm, why: `${file} → ${pm}` };
  const declared = typeof pkg.packageManager === 'string' ? /^(npm|pnpm|yarn|bun)@/.exec(pkg.packageManager) : null;
  if (declared) return { pm: declared[1]!, why: `packageManager field → ${declared[1]}` };
  return { pm: 'npm', why: 'no lockfile → npm' };
}

/**
 * `npm test` and its kin, or with `asWritten` (the files are a fork's base) the script as the base writes it, with the
 * packages' programs on PATH as npm puts them: `npm test` would run the script of the PR's own package.json, which a
 * fork may have rewritten to leave the failing test out.
 */
function fromPackageJson(repo: RepoView, asWritten = false): DetectedCommand | null {
  const text = repo.read('package.json');
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
  if (asWritten)
    return {
      command: `PATH="$PWD/node_modules/.bin:$PATH" ${test.trim()}`,
      reason: "package.json has scripts.test, run as written there (never through the PR's own package.json)",
    };
  const { pm, why } = packageManager(repo, pkg);
  // `bun test` is bun's own runner, not the script.
  return { command: pm === 'bun' ? 'bun run test' : `${pm} test`, reason: `package.json has scripts.test; ${why}` };
}

/** The folder `root` as the detectors read it: regular files only, by name. */
function folderView(root: string): RepoView {
  return {
    read: (rel) => read(path.join(root, rel)),
    exists: (rel) => fs.existsSync(path.join(root, rel)),
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

/**
 * The folder `prefix` of `commit`, read from git objects in the repository at `root` (never the work tree): a fork's
 * PR is detected on its base's files, so the fork's `package.json` never chooses the command that proves it.
 */
function commitView(root: string, commit: string, prefix: string): RepoView {
  const at = (rel: string) =>
    path.posix
      .join(prefix, rel)
      .replace(/^\.?\/?$/, '')
      .replace(/\/$/, '');
  // `mode type oid\tname` entries of the folder `dir` ('' = the top) of the commit.
  const entries = (dir: string): { mode: string; name: string; oid: string }[] =>
    (runGitSync(root, ['ls-tree', '-z', `${commit}:${dir}`]) ?? '')
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', name = ''] = line.split('\t');
        const [mode = '', , oid = ''] = meta.split(' ');
        return { mode, name, oid };
      });
  const entry = (rel: string) => {
    const full = at(rel);
    const name = path.posix.basename(full);
    return full ? entries(path.posix.dirname(full).replace(/^\.$/, '')).find((e) => e.name === name) : undefined;
  };
  return {
    read(rel) {
      const e = entry(rel);
      if (!e || !/^1006[0-9]{2}$/.test(e.mode)) return null;
      return runGitSync(root, ['cat-file', 'blob', e.oid]) ?? null;
    },
    exists: (rel) => entry(rel) !== undefined,
    list: (rel) => entries(at(rel)).map((e) => (e.mode === '040000' ? `${e.name}/` : e.name)),
  };
}

function fromMakefile(repo: RepoView): DetectedCommand | null {
  for (const name of ['GNUmakefile', 'Makefile', 'makefile']) {
    const text = repo.read(name);
    if (text && /^test\s*:(?!=)/m.test(text)) return { command: 'make test', reason: `${name} has a test target` };
  }
  return null;
}

/**
 * The test command for the repository at `root`, and why; null when nothing says how to run the tests. Order:
 * package.json scripts.test, the runner profiles' own detection (pytest config or test files, go.mod, Cargo.toml),
 * Maven, Gradle, a Makefile `test` target. With `from`, the files are the folder `from.prefix` of the commit
 * `from.commit` (a fork's base), read from git objects; otherwise the folder `root` as it is.
 */
export async function detectTestCommand(
  root: string,
  from?: { commit: string; prefix: string },
): Promise<DetectedCommand | null> {
  const repo = from ? commitView(root, from.commit, from.prefix) : folderView(root);
  const fromPkg = fromPackageJson(repo, Boolean(from));
  if (fromPkg) return fromPkg;
  // The runner profiles that can tell from files alone: pytest, go, cargo (in the registry's order).
  for (const profile of PROFILES) {
    const found = profile.detect?.(repo);
    if (found) return found;
  }
  if (repo.exists('pom.xml')) {
    return repo.exists('mvnw')
      ? { command: './mvnw -q test', reason: 'pom.xml and the mvnw wrapper exist' }
      : { command: 'mvn -q test', reason: 'pom.xml exists' };
  }
  for (const gradle of ['build.gradle', 'build.gradle.kts']) {
    if (repo.exists(gradle)) {
      return repo.exists('gradlew')
        ? { command: './gradlew test', reason: `${gradle} and the gradlew wrapper exist` }
        : { command: 'gradle test', reason: `${gradle} exists` };
    }
  }
  return fromMakefile(repo);
}
