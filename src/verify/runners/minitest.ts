/**
 * Minitest (`rake test`, `rails test`, `ruby -Itest test/calc_test.rb`). Verbose, it names every test with its
 * outcome (`CalcTest#test_taxes = 0.00 s = F`); every run gets `TESTOPTS=-v`, which Rake's test task hands to it. Ids
 * are `Class#test_name`. Without `-v` the failures are still named (`Failure:` then `CalcTest#test_taxes [file:10]:`),
 * and each process's summary (`4 runs, 3 assertions, 1 failures, 0 errors, 1 skips`) adds to the counts.
 */
import { type RunnerParser, parsedReport, zeroCounts } from './common.js';
import { type RunnerProfile, baseName, runsProgram } from './profile.js';
import { RUBY_SKIPS } from './rspec.js';

const VERBOSE = /^([\w:]+#\S+) = [\d.]+ s = ([.FES])\s*$/;
const TOTAL = /^(\d+) (?:runs|tests), \d+ assertions, (\d+) failures, (\d+) errors, (\d+) skips/gm;
const NAMED = /^([\w:]+#\S+) \[[^\]]*\]:\s*$/;

const parser: RunnerParser = {
  name: 'minitest',
  parse(text) {
    const totals = [...text.matchAll(TOTAL)];
    if (!totals.length) return null;
    const counts = zeroCounts();
    for (const [, runs, failures, errors, skips] of totals) {
      counts.failed += Number(failures);
      counts.errors += Number(errors);
      counts.skipped += Number(skips);
      counts.passed += Number(runs) - Number(failures) - Number(errors) - Number(skips);
    }
    const failing: string[] = [];
    const passing: string[] = [];
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const v = VERBOSE.exec(line);
      if (v) {
        if (v[2] === '.') passing.push(v[1]!);
        else if (v[2] === 'F' || v[2] === 'E') failing.push(v[1]!);
        return;
      }
      const named = /^\s*(?:\d+\) )?(Failure|Error):\s*$/.test(lines[i - 1] ?? '') ? NAMED.exec(line) : null;
      if (named) failing.push(named[1]!);
    });
    return parsedReport('minitest', counts, failing, passing);
  },
  blocks: (text) =>
    [...text.matchAll(/^\s+\d+\) (?:Failure|Error):\n[\s\S]*?(?=\n\s+\d+\) |\n\d+ (?:runs|tests), )/gm)].map((m) =>
      m[0].trimEnd(),
    ),
  summary: (text) => text.split('\n').filter((l) => new RegExp(TOTAL.source).test(l)),
};

export const minitest: RunnerProfile = {
  name: 'minitest',
  lang: 'rb',
  runsIn: (command) =>
    /\b(rake|rails)\s+test\b/.test(command) || (runsProgram(command, /ruby/) && /(_test|test_\w+)\.rb\b/.test(command)),
  detect(repo) {
    const rakefile = repo.read('Rakefile');
    if (!rakefile || !/\bRake::TestTask\b|\brails\/test_unit|\bminitest\b/.test(rakefile)) return null;
    return repo.exists('Gemfile.lock')
      ? { command: 'bundle exec rake test', reason: 'the Rakefile has a test task and Gemfile.lock exists' }
      : { command: 'rake test', reason: 'the Rakefile has a test task' };
  },
  parser,
  idsNameFile: false,
  listing: { env: { TESTOPTS: '-v' } },
  proof: { env: { TESTOPTS: '-v' } },
  // Rake takes files as TEST=…; other forms get them appended.
  narrow(cmd, last, _filter, words) {
    const files = words.filter((w) => /\.rb'?$/.test(w));
    if (/\brake\s+test\b/.test(last) && files.length)
      return `${cmd} TEST=${files.length === 1 ? files[0] : `'{${files.map((f) => f.replace(/'/g, '')).join(',')}}'`}`;
    return null;
  },
  testFile: (p) => /(_test|^test_\w*)\.rb$/.test(baseName(p)) || /(^|\/)test\/.*\.rb$/.test(p),
  // Rake's default pattern (test/test*.rb) and Rails' (test/**/*_test.rb).
  collects: (p) => !/\.rb$/.test(p) || /(^|\/)test\/(.*\/)?(test_\w*|\w*_test)\.rb$/.test(p),
  config(p, text) {
    if (baseName(p) !== 'Rakefile') return null;
    const task = text.match(/Rake::TestTask\.new[\s\S]*?^end\b/m);
    return task ? task[0] : null;
  },
  hooks: [
    [
      'a Minitest reporter or plugin that sees results',
      /\bMinitest::(AbstractReporter|StatisticsReporter|SummaryReporter|Reporters?)\b|\bdef\s+self\.plugin_\w+_init\b/,
    ],
    ['a test that rewrites its result', /\bdef\s+(passed\?|failures|capture_exceptions|run)\b/],
  ],
  hookFile: (p) => /\.rb$/.test(p),
  skips: RUBY_SKIPS,
  assertions: /\b(assert\w*|refute\w*|must_\w+|wont_\w+|flunk)\b/g,
  ciFailure: [NAMED],
  ciFailureAfter: /^\s*\d+\) (Failure|Error):\s*$/,
};
