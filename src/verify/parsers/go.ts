/**
 * go test, plain and -v. Ids are test names as `-run` takes them (`TestTable/neg`); a package that fails without a
 * failing test (build failure, TestMain, a panic in init) is reported under its import path.
 */
import { type RunnerParser, uniq, zeroCounts, leavesOnly, indentOf } from './common.js';

const RESULT_LINE = /^\s*--- (PASS|FAIL|SKIP): (\S+) \([\d.]+s\)/;
const PKG_OK = /^ok\s+(\S+)\s+(?:[\d.]+s|\(cached\))/;
const PKG_FAIL = /^FAIL\s+(\S+)\s+(?:[\d.]+s|\[(build failed|setup failed)\])/;

export const go: RunnerParser = {
  name: 'go',
  parse(text) {
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
    if (!sawPass && pkgOk > 0) {
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
      ...(!sawPass && failingIds.length > 0 ? { note: 'go test without -v lists only failing tests' } : {}),
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
