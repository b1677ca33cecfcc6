/**
 * PHPUnit. Every run is told to write JUnit XML into the run's own report folder (`--log-junit`), and that is read:
 * ids are PHPUnit's own names, `CalcTest::testTaxes` (with a namespace `Tests\Unit\CalcTest::testTaxes`, a data set
 * `CalcTest::testAdds with data set "ones"`), as its failure list and `--filter` write them. Without the report the
 * text gives the counts (`Tests: 6, Assertions: 5, Failures: 1, Skipped: 1.`, `OK (6 tests, 5 assertions)`) and the
 * numbered failures.
 */
import { type RunnerParser, lastMatch, parsedReport, zeroCounts } from './common.js';
import { junitFilesReport } from './junit.js';
import { type RunnerProfile, baseName, reportPath, runsProgram, withArgsAfter } from './profile.js';

const PHPUNIT = /phpunit/;
const OK = /^OK \((\d+) tests?, \d+ assertions?\)/m;
const TOTALS =
  /^(?:FAILURES!|ERRORS!|OK, but [^\n]*|WARNINGS!)?\s*\n?Tests: (\d+), Assertions: \d+((?:, \w[\w ]*: \d+)*)\.?\s*$/m;
const NUMBERED = /^\d+\) ([\w\\]+::\w+.*?)\s*$/;

const parser: RunnerParser = {
  name: 'phpunit',
  parse(text) {
    if (!/PHPUnit \d/.test(text)) return null;
    const counts = zeroCounts();
    const ok = lastMatch(text, OK);
    const totals = lastMatch(text, TOTALS);
    if (!ok && !totals) return null;
    const total = Number((ok ?? totals)![1]);
    for (const part of (totals?.[2] ?? '').split(',')) {
      const m = /^\s*(\w[\w ]*): (\d+)$/.exec(part);
      if (!m) continue;
      const n = Number(m[2]);
      if (m[1] === 'Failures') counts.failed += n;
      else if (m[1] === 'Errors') counts.errors += n;
      else if (m[1] === 'Skipped' || m[1] === 'Incomplete') counts.skipped += n;
    }
    counts.passed = Math.max(0, total - counts.failed - counts.errors - counts.skipped);
    const failing: string[] = [];
    let inFailures = false;
    for (const line of text.split('\n')) {
      if (/^There (was|were) \d+ (failure|error)s?:$/.test(line)) inFailures = true;
      else if (/^There (was|were) \d+ \w+/.test(line)) inFailures = false;
      const m = inFailures ? NUMBERED.exec(line) : null;
      if (m) failing.push(m[1]!);
    }
    return parsedReport('phpunit', counts, failing, []);
  },
  blocks(text) {
    return [
      ...text.matchAll(
        /^\d+\) [\w\\]+::\w+[^\n]*\n[\s\S]*?(?=\n\d+\) |\n(?:FAILURES|ERRORS)!|\nThere (?:was|were) )/gm,
      ),
    ].map((m) => m[0].trimEnd());
  },
  summary: (text) => text.split('\n').filter((l) => /^(Tests: \d+, Assertions|OK \(\d+ tests?)/.test(l)),
};

/** A test file or an id as a `--filter` pattern part (a regular expression PHPUnit matches against `Class::method`). */
const filterPart = (word: string): string => {
  const w = word.replace(/^'|'$/g, '');
  return /\.php$/.test(w) ? baseName(w).replace(/\.php$/, '') : w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
};

export const phpunit: RunnerProfile = {
  name: 'phpunit',
  lang: 'php',
  runsIn: (command) => runsProgram(command, PHPUNIT),
  detect(repo) {
    const xml = ['phpunit.xml', 'phpunit.xml.dist', 'phpunit.dist.xml'].find((f) => repo.exists(f));
    const composer = repo.read('composer.json');
    const required = !!composer && /"phpunit\/phpunit"/.test(composer);
    if (!xml && !required) return null;
    const why = xml ? `${xml} exists` : 'composer.json requires phpunit/phpunit';
    return required
      ? { command: 'vendor/bin/phpunit', reason: `${why}; composer installs it in vendor/bin` }
      : { command: 'phpunit', reason: why };
  },
  parser,
  idsNameFile: false,
  report: {
    command: (command, dir) => withArgsAfter(command, PHPUNIT, `--log-junit ${reportPath(dir, 'phpunit.xml')}`),
    parse: (files) => junitFilesReport('phpunit', files, (c) => (c.classname ? `${c.classname}::${c.name}` : c.name)),
  },
  narrow: (cmd, _last, filter) =>
    `${cmd} --filter '${filter
      .trim()
      .split(/\s+(?=\S)/)
      .map(filterPart)
      .join('|')
      .replace(/'/g, '')}'`,
  testFile: (p) => /Test\.php$/.test(p) || /(^|\/)tests?\/.*\.php$/.test(p),
  // The default suffix; phpunit.xml's <directory suffix=…> can widen it, and a change there is a config finding.
  collects: (p) => !/\.php$/.test(p) || /Test\.php$/.test(p),
  config: (p, text) => (/^phpunit(\.dist)?\.xml(\.dist)?$/.test(baseName(p)) ? text : null),
  hooks: [
    [
      'a PHPUnit hook or listener that sees outcomes',
      /\bimplements\s+[\w\\,\s]*\b(TestListener|After(Test|Risky|Skipped|Incomplete)\w*Hook|AfterTestFailureHook|AfterTestErrorHook)\b/,
    ],
    ['a test that overrides how it runs', /\bfunction\s+(runTest|runBare|onNotSuccessfulTest)\s*\(/],
  ],
  hookFile: (p) => /\.php$/.test(p),
  skips: [
    ['markTestSkipped()/markTestIncomplete()', /\bmarkTest(Skipped|Incomplete)\s*\(/g],
    ['@requires/#[Requires…]', /@requires\b|#\[Requires\w*/g],
    ['@group/#[Group] (excludable)', /@group\b|#\[Group\b/g],
  ],
  assertions: /(\$this->|self::|static::|\bAssert::)(assert\w+|expectException\w*|fail)\s*\(/g,
  ciFailure: [NUMBERED],
  ciFailureAfter: /^There (was|were) \d+ (failure|error)s?:$/,
};
