#!/usr/bin/env node
// Re-records test/fixtures/runners/<runner>/*.txt from real runs of the sample projects in
// test/fixtures/runner-projects/<runner>/. Each project is copied to a scratch folder (default
// /tmp/agent-fix-runner-projects, or RUNNER_PROJECTS_DIR), gets its own `npm install` the first time (the root
// project's node_modules are never used), and every variant below runs there with stdout and stderr interleaved,
// as `cmd > file 2>&1` would write them. index.json beside the outputs records each variant's command and exit code.
//
//   node scripts/record-runner-fixtures.mjs            # every runner
//   node scripts/record-runner-fixtures.mjs go vitest  # some
//
// Needs: python3 with pytest, go, cargo (/root/.cargo/bin is added to PATH), node, npm with the registry; for jvm,
// phpunit, ctest, rspec and minitest Debian's default-jdk-headless junit5, phpunit, cmake googletest, ruby-rspec.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const projects = path.join(repo, 'test/fixtures/runner-projects');
const out = path.join(repo, 'test/fixtures/runners');
const scratch = process.env.RUNNER_PROJECTS_DIR ?? '/tmp/agent-fix-runner-projects';

const LAUNCHER = '/usr/share/java/junit-platform-console-standalone.jar';

const vitestReporters = [
  'default',
  'verbose',
  'tree',
  'dot',
  'minimal',
  'tap',
  'tap-flat',
  'json',
  'junit',
  'github-actions',
];

/** Per runner: [variant, command]. Commands run through bash in the project's scratch copy. */
const VARIANTS = {
  pytest: [
    ['default', 'python3 -m pytest -p no:cacheprovider'],
    ['q', 'python3 -m pytest -p no:cacheprovider -q'],
    ['v', 'python3 -m pytest -p no:cacheprovider -v'],
    ['rA', 'python3 -m pytest -p no:cacheprovider -rA'],
    ['pass', 'python3 -m pytest -p no:cacheprovider tests/test_ok.py'],
    ['list', 'python3 -m pytest -p no:cacheprovider --collect-only -q'],
  ],
  unittest: [
    ['v', 'python3 -m unittest -v'],
    ['plain', 'python3 -m unittest'],
    ['pass', 'python3 -m unittest -v tests.test_ok'],
  ],
  go: [
    ['plain', 'go test ./...'],
    ['v', 'go test -v ./...'],
    ['json', 'go test -json ./...'],
    ['pass', 'go test ./util/...'],
    ['list', 'go test -list . ./...'],
  ],
  vitest: [
    ...vitestReporters.map((r) => [r, `npx vitest run --reporter=${r}`]),
    ['pass', 'npx vitest run test/ok.test.js'],
    ['list', 'npx vitest list'],
    ['list-json', 'npx vitest list --json'],
  ],
  jest: [
    ['default', 'npx jest --ci'],
    ['verbose', 'npx jest --ci --verbose'],
    ['json', 'npx jest --ci --json'],
    ['one-file', 'npx jest --ci __tests__/calc.test.js'],
    ['list', 'npx jest --listTests'],
  ],
  mocha: [
    ['spec', 'npx mocha'],
    ['json', 'npx mocha --reporter json'],
    ['tap', 'npx mocha --reporter tap'],
    ['list', 'npx mocha --dry-run --reporter json'],
  ],
  'node-test': [
    ['spec', 'node --test --test-reporter=spec'],
    ['tap', 'node --test --test-reporter=tap'],
    ['junit', 'node --test --test-reporter=junit'],
    ['pass', 'node --test --test-reporter=spec test/ok.test.js'],
  ],
  ava: [
    ['default', 'npx ava'],
    ['verbose', 'npx ava --verbose'],
    ['tap', 'npx ava --tap'],
    ['pass', 'npx ava test-ok.js'],
    // One file: ava prints its titles without the file part (runners/ava.ts `narrowed` puts it back).
    ['one-file', 'npx ava test.js'],
    ['tap-one-file', 'npx ava --tap test.js'],
  ],
  tape: [
    ['default', 'npx tape test.js test/*.js'],
    ['pass', 'npx tape test/ok.js'],
  ],
  cargo: [
    ['default', 'cargo test --offline'],
    ['no-fail-fast', 'cargo test --offline --no-fail-fast'],
    ['list', 'cargo test --offline -- --list'],
  ],
  // The same crate with doc-tests: without --no-fail-fast cargo stops after the failing lib binary, before them.
  'cargo-doctests': [
    ['default', 'cargo test --offline'],
    ['no-fail-fast', 'cargo test --offline --no-fail-fast'],
    [
      'fixed',
      "sed -i 's|amount \\* 20 / 100 + 1|amount * 20 / 100|' src/lib.rs && cargo test --offline --no-fail-fast",
    ],
  ],
  // node-tap 18+ (here 21): its default reporter, TAP, and its other reporters.
  'node-tap': [
    ['default', 'npx tap -t0 --disable-coverage'],
    ['tap', 'npx tap -t0 --disable-coverage --reporter=tap'],
    ['terse', 'npx tap -t0 --disable-coverage --reporter=terse'],
    ['dot', 'npx tap -t0 --disable-coverage --reporter=dot'],
    ['pass', 'npx tap -t0 --disable-coverage --reporter=tap test/ok.test.js'],
    ['file-tap', 'node test/calc.test.js'],
  ],
  // JUnit 5 through javac and the console launcher (Maven cannot fetch its plugins offline); its --reports-dir writes
  // the legacy JUnit XML Surefire writes. `junit` prints the Jupiter report itself.
  jvm: [
    [
      'default',
      `./build.sh && java -jar ${LAUNCHER} -cp build/classes:build/test-classes --scan-classpath --disable-banner --details=tree`,
    ],
    [
      'junit',
      `./build.sh && java -jar ${LAUNCHER} -cp build/classes:build/test-classes --scan-classpath --reports-dir r >/dev/null; cat r/TEST-junit-jupiter.xml`,
    ],
  ],
  phpunit: [
    ['default', 'phpunit'],
    ['junit', 'phpunit --log-junit r.xml >/dev/null; cat r.xml'],
    ['pass', 'phpunit tests/OkTest.php'],
  ],
  ctest: [
    ['default', 'cmake -S . -B build >/dev/null && cmake --build build >/dev/null && ctest --test-dir build'],
    [
      'junit',
      'cmake -S . -B build >/dev/null && cmake --build build >/dev/null && ctest --test-dir build --output-junit "$PWD/r.xml" >/dev/null; cat r.xml',
    ],
    ['gtest', 'cmake -S . -B build >/dev/null && cmake --build build >/dev/null && ./build/calc_test'],
  ],
  rspec: [
    ['default', 'rspec'],
    ['progress', 'rspec --format progress'],
    ['json', 'rspec --format json --out r.json >/dev/null; cat r.json'],
  ],
  minitest: [
    ['default', 'rake test'],
    ['v', 'TESTOPTS=-v rake test'],
  ],
};

function copyProject(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(to)) {
    if (entry !== 'node_modules' && entry !== 'package-lock.json' && entry !== 'target' && entry !== 'build')
      fs.rmSync(path.join(to, entry), { recursive: true, force: true });
  }
  fs.cpSync(from, to, { recursive: true });
}

function sh(command, cwd, env = {}) {
  return spawnSync('bash', ['-c', `${command} 2>&1`], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `/root/.cargo/bin:${process.env.PATH}`,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      GOFLAGS: '-count=1',
      CI: '1',
      ...env,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

const picked = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(VARIANTS);
for (const runner of picked) {
  const variants = VARIANTS[runner];
  if (!variants) throw new Error(`unknown runner ${runner}; known: ${Object.keys(VARIANTS).join(', ')}`);
  const dir = path.join(scratch, runner);
  copyProject(path.join(projects, runner), dir);
  const pkg = path.join(dir, 'package.json');
  if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).devDependencies) {
    if (!fs.existsSync(path.join(dir, 'node_modules'))) {
      const r = sh('npm install --no-audit --no-fund', dir);
      if (r.status !== 0) throw new Error(`npm install in ${dir} failed:\n${r.stdout}`);
    }
  }
  const target = path.join(out, runner);
  fs.mkdirSync(target, { recursive: true });
  const index = {};
  for (const [name, command] of variants) {
    const r = sh(command, dir);
    const ext = /json|junit/.test(name) && !/github/.test(name) ? (name.includes('junit') ? 'xml' : 'json') : 'txt';
    const file = `${name}.${runner === 'vitest' && name === 'junit' ? 'xml' : ext}`;
    fs.writeFileSync(path.join(target, file), r.stdout);
    index[name] = { command, exit: r.status, file };
    console.log(`${runner}/${file}: exit ${r.status}`);
  }
  const versions = {
    pytest: 'python3 -m pytest --version',
    unittest: 'python3 --version',
    go: 'go version',
    vitest: 'npx vitest --version',
    jest: 'npx jest --version',
    mocha: 'npx mocha --version',
    'node-test': 'node --version',
    ava: 'npx ava --version',
    tape: 'node -p "require(\'tape/package.json\').version"',
    cargo: 'cargo --version',
    'cargo-doctests': 'cargo --version',
    'node-tap': 'npx tap --version',
    jvm: 'echo "junit-platform-console-standalone $(readlink -f /usr/share/java/junit-platform-console-standalone.jar | grep -o "[0-9.]*[0-9]")"',
    phpunit: 'phpunit --version',
    ctest: 'ctest --version | head -1',
    rspec: 'rspec --version | head -1',
    minitest: 'ruby -e \'require "minitest"; puts "minitest #{Minitest::VERSION}"\'',
  };
  const version = sh(versions[runner], dir).stdout.trim().split('\n').pop();
  fs.writeFileSync(
    path.join(target, 'index.json'),
    JSON.stringify({ runner, version, cwd: dir, variants: index }, null, 2) + '\n',
  );
}
