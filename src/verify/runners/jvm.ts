/**
 * The JVM's test runners through their JUnit XML reports: Maven Surefire (`mvn test`, `./mvnw test`; JUnit 4 and 5,
 * TestNG) and the JUnit console launcher (`java -jar junit-platform-console-standalone.jar`). Every run is told to
 * write its reports into the run's own report folder (`-Dsurefire.reportsDirectory=`, `--reports-dir`), and the
 * `TEST-*.xml` files there are read: ids are `classname > method` (`calc.CalcTest > taxes`, a nested class
 * `calc.CalcTest$Negatives > addsNegatives`; the launcher's `taxes()` loses its empty parentheses, as Surefire writes
 * it). Gradle writes its reports where its build script says (`build/test-results/`): it is recognised but read only
 * by its summary. The text forms give counts: Maven's `Tests run: 5, Failures: 1, Errors: 0, Skipped: 1` and the
 * launcher's `[ 3 tests successful ]` table.
 */
import { type RunnerParser, lastMatch, parsedReport, zeroCounts } from './common.js';
import { junitFilesReport } from './junit.js';
import { type RunnerProfile, baseName, reportPath, runsProgram, withArgsAfter } from './profile.js';

const MAVEN = /mvn|mvnw/;
const GRADLE = /gradle|gradlew/;
const LAUNCHER = /junit-platform-console(?:-standalone)?(?:-[\d.]+)?\.jar/;
const MAVEN_TOTAL = /^(?:\[\w+\]\s+)?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/m;
const LAUNCHER_LINE = /^\[\s*(\d+) tests (successful|failed|skipped|aborted)\s*\]$/gm;

const parser: RunnerParser = {
  name: 'jvm',
  parse(text) {
    const maven = lastMatch(text, MAVEN_TOTAL);
    if (maven) {
      const [run, failed, errors, skipped] = maven.slice(1, 5).map(Number) as [number, number, number, number];
      const counts = { passed: Math.max(0, run - failed - errors - skipped), failed, errors, skipped };
      return parsedReport('jvm', counts, [], []);
    }
    const lines = [...text.matchAll(LAUNCHER_LINE)];
    if (!lines.length) return null;
    const counts = zeroCounts();
    for (const [, n, kind] of lines) {
      if (kind === 'successful') counts.passed = Number(n);
      else if (kind === 'failed') counts.failed = Number(n);
      else if (kind === 'aborted') counts.errors = Number(n);
      else counts.skipped = Number(n);
    }
    return parsedReport('jvm', counts, [], []);
  },
  blocks: (text) => {
    const m = /^Failures \(\d+\):\n[\s\S]*?(?=\n\n|\nTest run finished)/m.exec(text);
    return m ? [m[0]] : [];
  },
  summary: (text) => text.split('\n').filter((l) => MAVEN_TOTAL.test(l) || /^\[\s*\d+ tests \w+\s*\]$/.test(l)),
};

/** `src/test/java/calc/CalcTest.java` → `calc.CalcTest`, the class Surefire's `-Dtest=` and the launcher select. */
const classOfFile = (p: string): string | null => {
  const m = /(?:^|\/)src\/\w+\/(?:java|kotlin|scala)\/(.+)\.(?:java|kt|scala)$/.exec(p);
  return m ? m[1]!.replace(/\//g, '.') : /\.(java|kt)$/.test(p) ? baseName(p).replace(/\.\w+$/, '') : null;
};

/** An id `calc.CalcTest > taxes` as a selector: `calc.CalcTest#taxes`; a file as its class. */
const selector = (word: string): string => {
  const w = word.replace(/^'|'$/g, '');
  const m = / > /.exec(w);
  return m ? `${w.slice(0, m.index)}#${w.slice(m.index + 3)}` : (classOfFile(w) ?? w);
};

export const jvm: RunnerProfile = {
  name: 'jvm',
  lang: 'jvm',
  runsIn: (command) => runsProgram(command, MAVEN) || runsProgram(command, GRADLE) || LAUNCHER.test(command),
  parser,
  idsNameFile: false,
  report: {
    command: (command, dir) =>
      withArgsAfter(command, MAVEN, `-Dsurefire.reportsDirectory=${reportPath(dir)}`) ??
      withArgsAfter(command, LAUNCHER, `--reports-dir ${reportPath(dir)}`),
    parse: (files) =>
      junitFilesReport('jvm', files, (c) => {
        const name = c.name.replace(/\(\)$/, '');
        return c.classname && c.classname !== c.name ? `${c.classname} > ${name}` : name;
      }),
  },
  narrow(cmd, last, filter) {
    const picked = filter
      .trim()
      .split(/\s+(?=\S)/)
      .map(selector);
    // In a multi-module build most modules have none of the chosen tests: that is no failure.
    if (runsProgram(last, MAVEN))
      return `${cmd} -Dsurefire.failIfNoSpecifiedTests=false -Dtest='${picked.join(',').replace(/'/g, '')}'`;
    if (!LAUNCHER.test(last)) return null;
    const select = picked.map((s) => (s.includes('#') ? `--select-method '${s}'` : `--select-class '${s}'`)).join(' ');
    return cmd.replace(/\s--scan-class-?path\b(\s+\S*:\S*)?/, '') + ` ${select}`;
  },
  testFile: (p) => /(^|\/)src\/test\//.test(p) || /(Test|Tests|IT|TestCase)\.(java|kt|scala)$/.test(p),
  // Surefire's default includes: Test*, *Test, *Tests, *TestCase classes.
  collects: (p) =>
    !/\.(java|kt|scala)$/.test(p) || /^(Test\w*|\w*(Test|Tests|TestCase))\.(java|kt|scala)$/.test(baseName(p)),
  // The test plugins' sections of a pom (includes, excludes, skip, testFailureIgnore) and Gradle's test blocks.
  config(p, text) {
    if (baseName(p) === 'pom.xml') {
      const plugins = text.match(
        /<plugin>(?:(?!<\/plugin>)[\s\S])*?maven-(surefire|failsafe)-plugin[\s\S]*?<\/plugin>/g,
      );
      const skip = text.match(/<(maven\.test\.\w+|skipTests|testFailureIgnore)>[^<]*</g);
      return plugins || skip ? [...(plugins ?? []), ...(skip ?? [])].join('\n') : null;
    }
    if (/^build\.gradle(\.kts)?$/.test(baseName(p))) {
      const blocks = text.match(/^\s*(test|tasks\.(named|withType)\s*[(<][^\n]*Test\b[^\n]*)\s*\{[\s\S]*?^\}/gm);
      return blocks ? blocks.join('\n') : null;
    }
    return null;
  },
  hooks: [
    [
      'a JUnit extension that swallows test failures',
      /\bTestExecutionExceptionHandler\b|\bhandleTestExecutionException\s*\(/,
    ],
    ['a JUnit 4 rule that rewrites outcomes', /\bimplements\s+TestRule\b|\bextends\s+TestWatcher\b/],
  ],
  hookFile: (p) => /\.(java|kt|scala)$/.test(p),
  skips: [
    ['@Disabled/@Ignore', /@(Disabled|Ignore)\b|\[Ignore\b|Skip\s*=/g],
    ['@DisabledIf…/@EnabledIf…', /@(Disabled|Enabled)(If|On|For)\w*/g],
    ['assumeTrue()/assumeFalse()', /\bassum(e|ing)\w*\s*\(/g],
  ],
  assertions: /\b(assert\w*|verify|Assert\.\w+|Assertions\.\w+)\s*\(/g,
  // Surefire's summary: `[ERROR]   CalcTest.taxes:17 expected: <20> but was: <21>`.
  ciFailure: [/^\[ERROR\]\s+([\w.$]+\.\w+)(?::\d+)?\s/],
  ciFailureAfter: /^\[ERROR\] (Failures|Errors):\s*$/,
};
