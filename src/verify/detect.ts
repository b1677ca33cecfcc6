/**
 * Finding the test command when none is given: the proof must be the project's own test command, chosen from the
 * files a developer would look at, and the choice must be explained. Reads files only; never runs anything.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** test_*.py or *_test.py within two levels of tests/ or test/. */
function hasPythonTests(dir: string, depth = 2): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const e of entries) {
    if (e.isFile() && /^(test_.*|.*_test)\.py$/.test(e.name)) return true;
    if (e.isDirectory() && depth > 0 && !e.name.startsWith('.') && hasPythonTests(path.join(dir, e.name), depth - 1))
      return true;
  }
  return false;
}

function fromPython(root: string): DetectedCommand | null {
  const command = 'python3 -m pytest';
  const pyproject = read(path.join(root, 'pyproject.toml'));
  if (pyproject && /^\[tool\.pytest(\.ini_options)?\]/m.test(pyproject)) {
    return { command, reason: 'pyproject.toml has [tool.pytest.ini_options]' };
  }
  if (exists(path.join(root, 'pytest.ini'))) return { command, reason: 'pytest.ini exists' };
  const setupCfg = read(path.join(root, 'setup.cfg'));
  if (setupCfg && /^\[tool:pytest\]/m.test(setupCfg)) return { command, reason: 'setup.cfg has [tool:pytest]' };
  const tox = read(path.join(root, 'tox.ini'));
  if (tox && /^\[pytest\]/m.test(tox)) return { command, reason: 'tox.ini has [pytest]' };
  if (exists(path.join(root, 'conftest.py'))) return { command, reason: 'conftest.py exists' };
  for (const dir of ['tests', 'test']) {
    if (hasPythonTests(path.join(root, dir))) return { command, reason: `${dir}/ holds test_*.py files` };
  }
  return null;
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
 * package.json scripts.test, pytest, go.mod, Cargo.toml, Maven, Gradle, a Makefile `test` target.
 */
export async function detectTestCommand(root: string): Promise<DetectedCommand | null> {
  const fromPkg = fromPackageJson(root);
  if (fromPkg) return fromPkg;
  const fromPy = fromPython(root);
  if (fromPy) return fromPy;
  if (exists(path.join(root, 'go.mod'))) return { command: 'go test ./...', reason: 'go.mod exists' };
  if (exists(path.join(root, 'Cargo.toml'))) return { command: 'cargo test', reason: 'Cargo.toml exists' };
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
