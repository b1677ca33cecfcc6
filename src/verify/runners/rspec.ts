/**
 * RSpec. Every run gets a JSON formatter beside the user's (`--format json --out` into the run's own report folder;
 * `--format progress` first when the command names no formatter, since one on the command line replaces `.rspec`'s),
 * and that is read: ids are the file and RSpec's full description, `spec/calc_spec.rb > Calc taxes 20%` (its own
 * `[1:2]` ids are positions, which an edit shifts). Without the report the text gives the counts (`5 examples,
 * 1 failure, 1 pending`) and the failures it lists to re-run (`rspec ./spec/calc_spec.rb:8 # Calc taxes 20%`).
 */
import { type RunnerParser, lastMatch, parsedReport, zeroCounts } from './common.js';
import { type RunnerProfile, baseName, reportPath, runsProgram, withArgsAfter } from './profile.js';
import type { TestReport } from '../types.js';

const RSPEC = /rspec/;
const TOTAL = /^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?(?:, (\d+) errors? occurred outside of examples)?/m;
const RERUN = /^rspec \.\/(\S+?):\d+(?:\[[\d:]+\])? # (.+?)\s*$/;

const parser: RunnerParser = {
  name: 'rspec',
  parse(text) {
    const total = lastMatch(text, TOTAL);
    if (!total) return null;
    const counts = zeroCounts();
    counts.failed = Number(total[2]);
    counts.skipped = Number(total[3] ?? 0);
    counts.errors = Number(total[4] ?? 0);
    counts.passed = Math.max(0, Number(total[1]) - counts.failed - counts.skipped);
    const failing = text
      .split('\n')
      .map((l) => RERUN.exec(l))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => `${m[1]} > ${m[2]}`);
    return parsedReport('rspec', counts, failing, []);
  },
  blocks: (text) =>
    [...text.matchAll(/^\s+\d+\) [^\n]+\n[\s\S]*?(?=\n\s+\d+\) |\nFinished in )/gm)].map((m) => m[0].trimEnd()),
  summary: (text) => text.split('\n').filter((l) => TOTAL.test(l)),
};

interface Example {
  full_description?: string;
  file_path?: string;
  status?: string;
}

function readJson(files: { name: string; text: string }[]): TestReport | null {
  const file = files.find((f) => f.name === 'rspec.json');
  if (!file) return null;
  let doc: { examples?: Example[]; summary?: { errors_outside_of_examples_count?: number } };
  try {
    doc = JSON.parse(file.text) as typeof doc;
  } catch {
    return null;
  }
  if (!Array.isArray(doc.examples)) return null;
  const counts = zeroCounts();
  const failing: string[] = [];
  const passing: string[] = [];
  const skipped: string[] = [];
  for (const e of doc.examples) {
    const id = `${(e.file_path ?? '').replace(/^\.\//, '')} > ${e.full_description ?? ''}`;
    const [list, key] =
      e.status === 'passed'
        ? ([passing, 'passed'] as const)
        : e.status === 'failed'
          ? ([failing, 'failed'] as const)
          : ([skipped, 'skipped'] as const);
    list.push(id);
    counts[key]++;
  }
  counts.errors = doc.summary?.errors_outside_of_examples_count ?? 0;
  return { ...parsedReport('rspec', counts, failing, passing), passingIds: passing, skippedIds: skipped };
}

/** Ruby's skip markers, shared with minitest (`skip` is both's). */
export const RUBY_SKIPS: [string, RegExp][] = [
  ['skip/pending', /(?<![\w.:@])(skip|pending)\b(?![?!:])/g],
  ['xit/xdescribe/xcontext', /(?<![\w.])x(it|specify|example|describe|context|feature|scenario)\b/g],
  ['fit/fdescribe/focus', /(?<![\w.])f(it|describe|context)\b|\bfocus:\s*true|:focus\b/g],
  ['skip:/pending: metadata', /\b(skip|pending):\s*(true|['"])/g],
];

export const rspec: RunnerProfile = {
  name: 'rspec',
  lang: 'rb',
  runsIn: (command) => runsProgram(command, RSPEC),
  detect(repo) {
    const gemfile = repo.read('Gemfile');
    const uses = repo.exists('.rspec') || (!!gemfile && /['"]rspec(-rails)?['"]/.test(gemfile) && repo.exists('spec'));
    if (!uses) return null;
    return gemfile && repo.exists('Gemfile.lock')
      ? { command: 'bundle exec rspec', reason: 'the Gemfile has rspec and Gemfile.lock exists' }
      : { command: 'rspec', reason: repo.exists('.rspec') ? '.rspec exists' : 'the Gemfile has rspec' };
  },
  parser,
  idsNameFile: true,
  report: {
    command(command, dir) {
      const progress = /\s(-f|--format)[\s=]/.test(` ${command}`) ? '' : '--format progress ';
      return withArgsAfter(command, RSPEC, `${progress}--format json --out ${reportPath(dir, 'rspec.json')}`);
    },
    parse: readJson,
  },
  // Files are appended; an id (`spec/a_spec.rb > Calc taxes`) becomes its file and an exact description.
  narrow(cmd, _last, filter, words) {
    if (!filter.includes(' > ')) return `${cmd} ${words.join(' ')}`;
    const ids = filter
      .split(/\n|(?<=\S)\s{2,}/)
      .map((s) => s.trim())
      .filter(Boolean);
    const parts = ids.map((id) => {
      const [file, desc] = id.split(' > ');
      return `${file} -e '${(desc ?? '').replace(/'/g, `'\\''`)}'`;
    });
    return `${cmd} ${parts.join(' ')}`;
  },
  testFile: (p) => /_spec\.rb$/.test(p) || /(^|\/)spec\/.*\.rb$/.test(p),
  collects: (p) => !/\.rb$/.test(p) || /_spec\.rb$/.test(baseName(p)),
  config: (p, text) => (baseName(p) === '.rspec' || baseName(p) === '.rspec-local' ? text : null),
  hooks: [
    [
      'an RSpec hook that rescues or rewrites outcomes',
      /\bexample\.(display_exception|execution_result)\b|\brescue\s+RSpec::Expectations::ExpectationNotMetError\b/,
    ],
    ['RSpec internals patched', /\bRSpec::(Core|Expectations)::\w+\.(prepend|class_eval|send)\b/],
  ],
  hookFile: (p) => /\.rb$/.test(p),
  skips: RUBY_SKIPS,
  assertions: /\bexpect\s*[({]|\bis_expected\b|\.should(_not)?\b/g,
  ciFailure: [/^rspec \.\/\S+ # (.+?)\s*$/],
};
