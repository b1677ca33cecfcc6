/**
 * go test: plain, -v and -json. Ids are test names as `-run` takes them (`TestTable/neg`), with their package as
 * scope; a package that fails without a failing test (build failure, TestMain, a panic in init) is reported under
 * its import path. Without -v, go prints no passing test: the counts are then packages (`unit: 'packages'`), never
 * "0 passed, 1 failed" for a package whose 331 other tests passed.
 */
import type { TestReport } from '../types.js';
import { type RunnerParser, uniq, zeroCounts, leavesOnly, indentOf } from './common.js';
import { type RunnerProfile, lastStep, shellWord } from './profile.js';

const RESULT_LINE = /^\s*--- (PASS|FAIL|SKIP): (\S+) \([\d.]+s\)/;
const PKG_OK = /^ok\s+(\S+)\s+(?:[\d.]+s|\(cached\))/;
const PKG_FAIL = /^FAIL\s+(\S+)\s+(?:[\d.]+s|\[(build failed|setup failed)\])/;

const parser: RunnerParser = {
  name: 'go',
  parse(text) {
    const json = parseJsonEvents(text);
    if (json) return json;
    const lines = text.split('\n');
    if (!lines.some((l) => RESULT_LINE.test(l) || PKG_OK.test(l) || PKG_FAIL.test(l))) return null;
    const counts = zeroCounts();
    const failing: string[] = [];
    const passing: string[] = [];
    let pendingFails: string[] = [];
    // Tests seen since the last package line: go prints a package's results before its ok/FAIL line.
    let pendingNames: string[] = [];
    const scopes: Record<string, string> = {};
    let pkgOk = 0;
    let pkgFail = 0;
    let sawPass = false;
    let sawResult = false;
    // -v prints "=== RUN" for every test, passing or not: a -v run whose tests all failed is still per test.
    const verbose = lines.some((l) => /^=== RUN\s/.test(l));
    const settle = (pkg: string) => {
      for (const name of pendingNames) scopes[name] = pkg;
      pendingNames = [];
    };
    for (const line of lines) {
      const r = RESULT_LINE.exec(line);
      if (r) {
        sawResult = true;
        pendingNames.push(r[2]!);
        if (r[1] === 'FAIL') pendingFails.push(r[2]!);
        else if (r[1] === 'PASS') {
          passing.push(r[2]!);
          sawPass = true;
        } else counts.skipped++;
        continue;
      }
      const ok = PKG_OK.exec(line);
      if (ok) {
        pkgOk++;
        settle(ok[1]!);
        pendingFails = [];
        continue;
      }
      const f = PKG_FAIL.exec(line);
      if (f) {
        pkgFail++;
        settle(f[1]!);
        const leaves = leavesOnly(uniq(pendingFails), '/');
        if (leaves.length) failing.push(...leaves);
        else {
          // The package failed with no failing test to name: build failure, TestMain, a panic outside a test.
          failing.push(f[1]!);
          counts.errors++;
        }
        pendingFails = [];
      }
    }
    // Output cut before the package line: the failing tests still count.
    failing.push(...leavesOnly(uniq(pendingFails), '/'));
    const failingIds = uniq(failing);
    const passLeaves = leavesOnly(uniq(passing), '/');
    counts.failed = failingIds.length - counts.errors;
    counts.passed = passLeaves.length;
    const withScopes = Object.keys(scopes).length ? { scopes } : {};
    if (!sawPass && !verbose && pkgOk + pkgFail > 0) {
      // Without -v a passing package prints one ok line and no tests: the only honest unit is the package.
      return {
        runner: 'go',
        // A package that failed without a failing test (build failure) is an error, as in the per-test counts.
        counts: { passed: pkgOk, failed: pkgFail - counts.errors, skipped: 0, errors: counts.errors },
        unit: 'packages',
        failingIds,
        ...withScopes,
        note:
          `go test without -v lists only failing tests: counts are packages (${pkgOk} passed, ${pkgFail} failed or did not build)` +
          (sawResult ? `; failing tests: ${counts.failed}` : ''),
      };
    }
    return {
      runner: 'go',
      counts,
      failingIds,
      ...(passLeaves.length ? { passingIds: passLeaves } : {}),
      ...withScopes,
      ...(!sawPass && !verbose && failingIds.length > 0 ? { note: 'go test without -v lists only failing tests' } : {}),
    };
  },
  blocks(text) {
    const lines = text.split('\n');
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (/^# \S+/.test(line)) {
        // Compiler errors for a package: "# pkg [pkg.test]" then file:line: messages.
        let j = i + 1;
        while (j < lines.length && !/^(FAIL|ok|\?)\s/.test(lines[j]!) && !/^# /.test(lines[j]!)) j++;
        out.push(lines.slice(i, j).join('\n').trimEnd());
        i = j - 1;
        continue;
      }
      const r = RESULT_LINE.exec(line);
      if (r && r[1] === 'FAIL') {
        // -v prints the test's log lines before its "--- FAIL" (after "=== RUN"); plain prints them after.
        let start = i;
        let k = i;
        while (k > 0 && /^\s{4,}\S/.test(lines[k - 1]!) && !RESULT_LINE.test(lines[k - 1]!)) k--;
        if (k < i && /^=== (RUN|CONT|PAUSE|NAME)\s/.test(lines[k - 1] ?? '')) start = k;
        let j = i + 1;
        while (j < lines.length && indentOf(lines[j]!) > indentOf(line) && !RESULT_LINE.test(lines[j]!)) j++;
        if (/^panic: /.test(lines[j] ?? '')) {
          while (j < lines.length && !/^(FAIL|ok)\s/.test(lines[j]!)) j++;
        }
        const block = lines.slice(start, j).join('\n').trimEnd();
        // A parent whose only content is its failing subtests adds nothing.
        if (start < i || j > i + 1 || /^panic: /.test(lines[i + 1] ?? '')) out.push(block);
      }
    }
    return out;
  },
  summary(text) {
    return text.split('\n').filter((l) => PKG_OK.test(l) || PKG_FAIL.test(l) || /^(FAIL|PASS)\s*$/.test(l));
  },
};

interface GoEvent {
  Action?: string;
  Package?: string;
  Test?: string;
  Output?: string;
}

/**
 * `go test -json`: one event per line; every test's pass/fail/skip is named with its package, so the counts are
 * tests whether or not -v was given. Build errors arrive as plain lines between the events.
 */
function parseJsonEvents(text: string): TestReport | null {
  const events: GoEvent[] = [];
  const plain: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) {
      plain.push(line);
      continue;
    }
    try {
      const e = JSON.parse(line) as GoEvent;
      if (typeof e.Action === 'string') events.push(e);
    } catch {
      plain.push(line);
    }
  }
  if (!events.some((e) => e.Action === 'pass' || e.Action === 'fail')) return null;
  const counts = zeroCounts();
  const scopes: Record<string, string> = {};
  const failing: string[] = [];
  const passing: string[] = [];
  const failedPackages = new Set<string>();
  const failedTestIn = new Set<string>();
  for (const e of events) {
    if (e.Test && e.Package) scopes[e.Test] = e.Package;
    if (e.Action === 'fail' && !e.Test && e.Package) failedPackages.add(e.Package);
    if (!e.Test) continue;
    if (e.Action === 'pass') passing.push(e.Test);
    else if (e.Action === 'fail') {
      failing.push(e.Test);
      if (e.Package) failedTestIn.add(e.Package);
    } else if (e.Action === 'skip') counts.skipped++;
  }
  // A build failure: go 1.19 prints "FAIL pkg [build failed]" as a plain line, later versions as an event.
  for (const m of plain.join('\n').matchAll(/^FAIL\s+(\S+)\s+\[(build|setup) failed\]/gm)) failedPackages.add(m[1]!);
  const failingIds = leavesOnly(uniq(failing), '/');
  const passingIds = leavesOnly(uniq(passing), '/');
  const broken = [...failedPackages].filter((p) => !failedTestIn.has(p));
  counts.failed = failingIds.length;
  counts.passed = passingIds.length;
  counts.errors = broken.length;
  return {
    runner: 'go',
    counts,
    failingIds: [...failingIds, ...broken],
    ...(passingIds.length ? { passingIds } : {}),
    ...(Object.keys(scopes).length ? { scopes } : {}),
  };
}

/** `_test.go` files; go never builds folders named testdata or starting with `.` or `_`. */
const collected = (p: string): boolean =>
  /_test\.go$/.test(p) &&
  !p
    .split('/')
    .slice(0, -1)
    .some((d) => d === 'testdata' || /^[._]/.test(d));

const GO_NAME = /^(Test|Benchmark|Fuzz|Example)\w*(\/\S*)?$/;

/** `go test` flags that take a value as the next word when written without `=`. */
const VALUE_FLAGS = new Set(
  (
    'run skip bench benchtime count cpu timeout parallel p tags covermode coverpkg coverprofile cpuprofile memprofile ' +
    'blockprofile mutexprofile mutexprofilefraction blockprofilerate memprofilerate outputdir trace exec toolexec ' +
    'gcflags ldflags asmflags gccgoflags mod modfile o pkgdir installsuffix buildmode compiler overlay pgo shuffle vet ' +
    'fuzz fuzztime fuzzminimizetime list C'
  ).split(' '),
);
/** `go test` flags without a value that change nothing the build cache holds. */
const PLAIN_FLAGS = new Set('v short json failfast benchmem a n x work linkshared fullpath'.split(' '));
/**
 * Flags kept for the build: they change what is compiled or vetted (and so the cache's keys), and run nothing of the
 * project.
 */
const BUILD_FLAGS = new Set('race msan asan cover covermode coverpkg tags trimpath mod buildvcs vet'.split(' '));

/**
 * `go test -count=1 -exec /bin/true` with the command's packages and build flags: go compiles, links and vets every
 * test binary as the command would, and runs /bin/true in place of each, so none of the project's code runs; no test
 * result is cached (`-count=1`, and no test log without the binary). Only for a command that is one plain `go test`:
 * a flag that runs a program of the project (`-exec`, `-toolexec`, `-ldflags`' `-extld`), changes directory (`-C`) or
 * is unknown (its value cannot be told from a package) is no form to foretell, and gets no warm-up.
 */
export function goWarmCommand(testCommand: string): { command: string; env: Record<string, string> } | null {
  const words = testCommand.trim().split(/\s+/);
  if (words[0] !== 'go' || words[1] !== 'test' || /[;&|<>`$()\\'"]/.test(testCommand)) return null;
  const kept: string[] = [];
  const pkgs: string[] = [];
  for (let i = 2; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-args' || word === '--') break;
    if (!word.startsWith('-')) {
      if (!/^[\w./@~+-]+$/.test(word)) return null;
      pkgs.push(word);
      continue;
    }
    const [flag, value] = word.replace(/^--?/, '').split(/=(.*)/s) as [string, string | undefined];
    if (PLAIN_FLAGS.has(flag) || (BUILD_FLAGS.has(flag) && !VALUE_FLAGS.has(flag))) {
      if (BUILD_FLAGS.has(flag)) kept.push(word);
      continue;
    }
    if (!VALUE_FLAGS.has(flag) || ['exec', 'toolexec', 'ldflags', 'gcflags', 'asmflags', 'C'].includes(flag))
      return null;
    const given = value ?? words[++i];
    if (given === undefined) return null;
    if (BUILD_FLAGS.has(flag)) kept.push(`-${flag}=${given}`);
    // A cover profile is written by a test binary; its build is the -cover one.
    else if (flag === 'coverprofile') kept.push('-cover');
  }
  return {
    command: ['go test -count=1 -exec /bin/true', ...kept.map(shellWord), ...(pkgs.length ? pkgs : ['.'])].join(' '),
    // No download and no other toolchain: the cache gets only what this toolchain builds from what setup left.
    env: { GOPROXY: 'off', GOTOOLCHAIN: 'local' },
  };
}

export const go: RunnerProfile = {
  name: 'go',
  lang: 'go',
  runsIn: (command) => /(^|[\s/;&|])go\s+test\b/.test(command),
  detect: (repo) => (repo.exists('go.mod') ? { command: 'go test ./...', reason: 'go.mod exists' } : null),
  parser,
  idsNameFile: false,
  // -v names every test with its package (the ok/FAIL line after it); GOFLAGS reaches `go test` inside any script.
  listing: { env: { GOFLAGS: '-v' } },
  // Every run names its tests, so `go test ./...` as detected is read test by test (counts in tests, not packages).
  proof: { env: { GOFLAGS: '-v' } },
  narrow(cmd, _last, filter, words) {
    const raw = filter.trim().split(/\s+/);
    if (raw.every((w) => GO_NAME.test(w))) {
      const names = raw.map((w) => w.split('/')[0]!);
      const sub = raw.length === 1 && raw[0]!.includes('/') ? raw[0]!.slice(raw[0]!.indexOf('/')) : '';
      const pattern = names.length === 1 ? `^${names[0]}$${sub}` : `^(${uniq(names).join('|')})$`;
      return `${cmd} -run ${shellWord(pattern)}`;
    }
    if (raw.every((w) => w.startsWith('./') || w.startsWith('../') || w.includes('/...'))) {
      const joined = words.join(' ');
      return / \.\/\.\.\.(?=\s|$)/.test(cmd) ? cmd.replace(/ \.\/\.\.\.(?=\s|$)/, ` ${joined}`) : `${cmd} ${joined}`;
    }
    return `${cmd} -run ${shellWord(raw.join('|'))}`;
  },
  testFile: (p) => /_test\.go$/.test(p) || /(^|\/)testdata\//.test(p),
  collects: collected,
  config: () => null,
  hooks: [['a TestMain that exits 0 whatever the tests did', /\bos\.Exit\s*\(\s*0\s*\)/]],
  hookFile: (p) => /_test\.go$/.test(p),
  skips: [['t.Skip', /\b\w+\.Skip(f|Now)?\s*\(/g]],
  // Go checks are `if got != want { t.Errorf(…) }`: the condition holds the expectation, so the if is the assertion.
  assertions: /\bif\s[^{\n]*\{|\b\w+\.(Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(|\b(assert|require)\.\w+\s*\(/g,
  ciFailure: [/^\s*--- FAIL:\s+(\S+)/],
  warm: goWarmCommand,
  list: {
    command(testCommand) {
      const last = lastStep(testCommand);
      const pkgs = /^go test\b/.test(last)
        ? last.split(/\s+/).filter((w) => /^\.{1,2}\//.test(w) || w.includes('/...'))
        : [];
      return `go test -list . ${pkgs.length ? pkgs.join(' ') : './...'}`;
    },
    // Names, then "ok <pkg>": each name is scoped by the package line after it, as `pkg TestName`.
    parse(output) {
      const out: string[] = [];
      let pending: string[] = [];
      for (const line of output.split('\n')) {
        if (/^(Test|Benchmark|Fuzz|Example)\w*$/.test(line.trim())) pending.push(line.trim());
        const ok = /^ok\s+(\S+)/.exec(line);
        if (ok) {
          out.push(...pending.map((n) => `${ok[1]} ${n}`));
          pending = [];
        }
      }
      return out.concat(pending);
    },
  },
};
