/**
 * Canaries for the JavaScript runners: node --test, jest, vitest, mocha, ava and node-tap. Each canary file sits beside
 * a test file the runner's discovery finds (the filter's, a baseline id's, else the first test file of the tree the
 * runner's default or configured pattern takes) and copies that neighbour's form: its extension (`.js`, `.mjs`,
 * `.cjs`, `.ts`: a runner that runs the suite's TypeScript transpiles ours, written in syntax both read), its
 * `.test`/`.spec` infix or `test-` prefix, `import` or `require`, the framework imported as the suite imports it
 * (vitest's and jest's globals or their modules) and its assertion library (node:assert's module and method, chai's
 * `expect`), so the canary fails through the very assertion the suite's tests call.
 */
import path from 'node:path';
import {
  dirOf,
  existsFile,
  existsFolder,
  findTestFile,
  listFolder,
  positionals,
  runnerWords,
  selects,
  stopsEarly,
  textOf,
  type CanaryKind,
  type Names,
  type SourceInput,
} from './canary-kind.js';
import { sortsLast, type Shape } from './canary-shape.js';
import { lastStep } from './runners/profile.js';
import { nodeNamePattern, nodeTestWords } from './runners/node-test.js';
import { treeSource } from './tree-layer.js';
import type { TestRun } from './types.js';
import { statBeneath } from '../security/no-follow.js';

const q = (s: string) => JSON.stringify(s);
/** Test names with spaces, as JS suites write them: `parses input k3vq9x2`. */
const jsNames = (shape: Shape): Names => ({
  pass: `${shape.pass.join(' ')} ${shape.tag}`,
  fail: `${shape.fail.join(' ')} ${shape.tag}`,
});

/** How the neighbouring test file is written. */
interface JsStyle {
  ext: string;
  /** `.test` / `.spec` before the extension, or none. */
  infix: string;
  /** `test-` before the name (ava's, node's default pattern), or none. */
  prefix: string;
  esm: boolean;
  text: string;
}

/** The style of `neighbour` (a test file of the folder), or of a plain `.test.js` file where there is none. */
function jsStyle(cwd: string, neighbour: string | null): JsStyle {
  const base = neighbour ? path.posix.basename(neighbour) : 'x.test.js';
  const ext = /\.[cm]?[jt]sx?$/.exec(base)?.[0] ?? '.js';
  const text = neighbour ? textOf(cwd, neighbour) : '';
  const infix = new RegExp(`\\.(test|spec)\\${ext}$`).exec(base)?.[0].slice(0, -ext.length) ?? '';
  const prefix = /^test[-_]/.test(base) && !infix ? base.slice(0, 5) : '';
  let esm: boolean;
  if (/^\.m/.test(ext)) esm = true;
  else if (/^\.c/.test(ext)) esm = false;
  else if (/^\s*(import\s|export\s)/m.test(text)) esm = true;
  else if (/\brequire\s*\(/.test(text)) esm = false;
  else esm = /"type"\s*:\s*"module"/.test(textOf(cwd, 'package.json')) || /\.tsx?$/.test(ext);
  return { ext, infix, prefix, esm, text };
}

/** `import x from 'm'` or `const x = require('m')`, as the neighbour does it. */
const imports = (style: JsStyle, binding: string, module: string) =>
  style.esm ? `import ${binding} from ${q(module)};` : `const ${binding} = require(${q(module)});`;
const importsFrom = (text: string, module: string) =>
  new RegExp(`(from\\s+|require\\(\\s*)['"]${module.replace(/[/@]/g, '\\$&')}['"]`).test(text);

/** The neighbour's node:assert (module and the equality method it calls), node:assert's strictEqual by default. */
function nodeAssert(text: string): { module: string; method: string } {
  const module = ['node:assert/strict', 'assert/strict', 'node:assert', 'assert'].find((m) => importsFrom(text, m));
  const methods = ['strictEqual', 'equal', 'deepStrictEqual', 'deepEqual'];
  const method = methods.find((m) => new RegExp(`\\bassert\\.${m}\\(`).test(text)) ?? 'strictEqual';
  return { module: module ?? 'node:assert', method };
}

/** The neighbour's test file in `folder` that `isTest` takes (sorted first), or null. */
function neighbourIn(cwd: string, folder: string, isTest: (rel: string) => boolean): string | null {
  return (
    listFolder(cwd, folder)
      .sort()
      .map((n) => (folder === '.' ? n : `${folder}/${n}`))
      .find((rel) => isTest(rel) && existsFile(cwd, rel)) ?? null
  );
}

/**
 * The folder a JS runner's canary goes to: the filter's first test file's, a baseline id's file's (`file > …`), else
 * that of the first test file in the tree the runner's discovery (`isTest`) finds.
 */
function jsFolder(
  cwd: string,
  words: string[],
  anchor: { failingIds: string[]; passingIds?: string[] },
  isTest: (rel: string) => boolean,
): string | null {
  const named = words.find((w) => /\.[cm]?[jt]sx?$/.test(w) && existsFile(cwd, w));
  if (named) return dirOf(named);
  for (const id of [...anchor.failingIds, ...(anchor.passingIds ?? [])]) {
    const file = id.split(' > ')[0]!;
    if (id.includes(' > ') && /\.[cm]?[jt]sx?$/.test(file) && isTest(file) && existsFile(cwd, file)) return dirOf(file);
  }
  const found = findTestFile(cwd, isTest);
  return found === null ? null : dirOf(found);
}

/** The canary's file name: the neighbour's form, sorting after the folder's files. */
function jsFileName(cwd: string, folder: string, shape: Shape, isTest: (rel: string) => boolean): string {
  const style = jsStyle(cwd, neighbourIn(cwd, folder, isTest));
  return sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${style.prefix}${stem}${style.infix}${style.ext}`);
}

const styleOf = (o: SourceInput, isTest: (rel: string) => boolean) =>
  jsStyle(o.cwd, neighbourIn(o.cwd, o.folder, isTest));

/** A file that `glob` (a runner's spec pattern, `./`, `*`, `**`, `?`, `{a,b}`) takes. */
export function globTest(glob: string): (rel: string) => boolean {
  let src = '';
  const g = glob.replace(/^\.\//, '');
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!;
    if (g.startsWith('**/', i)) {
      src += '(?:.*/)?';
      i += 2;
    } else if (g.startsWith('**', i)) {
      src += '.*';
      i += 1;
    } else if (c === '*') src += '[^/]*';
    else if (c === '?') src += '[^/]';
    else if (c === '{') src += '(?:';
    else if (c === '}') src += ')';
    else if (c === ',' && src.lastIndexOf('(?:') > src.lastIndexOf(')')) src += '|';
    else src += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  const re = new RegExp(`^${src}$`);
  return (rel) => re.test(rel);
}

const JS_TEST_FILE = /\.[cm]?[jt]sx?$/;

// ---- jest -----------------------------------------------------------------------------------------------------

/** jest's default testMatch: `__tests__/` files and `*.test.*`/`*.spec.*`. */
const jestTest = (rel: string) =>
  !/(^|\/)node_modules\//.test(rel) &&
  (/(^|\/)__tests__\/.*\.[cm]?[jt]sx?$/.test(rel) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel));
const JEST_VALUED = new Set(['-c', '--config', '-w', '--maxWorkers', '--reporters', '--outputFile', '--testTimeout', '--rootDir', '--roots', '--selectProjects', '--testEnvironment', '--env', '--seed', '--coverageDirectory', '--cacheDirectory', '--json', '--coverageReporters']); // prettier-ignore

/** Globals, or `@jest/globals`/`vitest` imported as the neighbour does; one group, two tests, `expect(…).toBe`. */
function expectSource(o: SourceInput, style: JsStyle, module: string | null): string {
  const { names, shape } = o;
  return [
    ...(module && importsFrom(style.text, module) ? [imports(style, '{ describe, expect, test }', module)] : []),
    '',
    `describe(${q(shape.group)}, () => {`,
    `  test(${q(names.pass)}, () => {`,
    `    expect(${q(shape.message)}).toBe(${q(shape.message)});`,
    '  });',
    `  test(${q(names.fail)}, () => {`,
    `    expect(${q(shape.message)}).toBe(${q(shape.expected)});`,
    '  });',
    '});',
    '',
  ].join('\n');
}

export const jestKind: CanaryKind = {
  runner: 'jest',
  folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, jestTest),
  fileName: (cwd, folder, shape) => jsFileName(cwd, folder, shape, jestTest),
  source: (o) => expectSource(o, styleOf(o, jestTest), '@jest/globals'),
  names: jsNames,
  unreachable(command) {
    const words = runnerWords(command, /^jest$|\/jest$/) ?? [];
    if (positionals(words, JEST_VALUED).length)
      return 'the command gives jest test path patterns, which a test file added beside them would not match';
    return (
      selects(words, ['-t', '--testNamePattern', '--testPathPattern', '--testPathPatterns', '--findRelatedTests', '-o', '--onlyChanged', '--changedSince', '--lastCommit', '--onlyFailures', '-f', '--shard', '--listTests']) ?? // prettier-ignore
      stopsEarly(words, ['--bail', '-b'])
    );
  },
  filterWord: (file) => file,
};

// ---- vitest ---------------------------------------------------------------------------------------------------

/** vitest's default include: `*.test.*`/`*.spec.*`. */
const vitestTest = (rel: string) => !/(^|\/)node_modules\//.test(rel) && /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel);
const VITEST_VALUED = new Set(['-c', '--config', '-r', '--root', '--dir', '--reporter', '--outputFile', '--pool', '--environment', '--maxWorkers', '--minWorkers', '--project', '--mode', '--testTimeout', '--retry', '--sequence.seed', '--coverage.reporter', '--coverage.reportsDirectory']); // prettier-ignore

export const vitestKind: CanaryKind = {
  runner: 'vitest',
  folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, vitestTest),
  fileName: (cwd, folder, shape) => jsFileName(cwd, folder, shape, vitestTest),
  source: (o) => expectSource(o, styleOf(o, vitestTest), 'vitest'),
  names: jsNames,
  unreachable(command) {
    const words = runnerWords(command, /^vitest$|\/vitest$/) ?? [];
    const rest = positionals(words, VITEST_VALUED);
    if (rest[0] === 'related') return 'the command runs the tests related to named files (vitest related)';
    if (rest.filter((w) => !['run', 'watch', 'dev'].includes(w)).length)
      return 'the command gives vitest file filters, which a test file added beside them would not match';
    return (
      selects(words, ['-t', '--testNamePattern', '--changed', '--shard', '--related']) ?? stopsEarly(words, ['--bail'])
    );
  },
  filterWord: (file) => file,
};

// ---- mocha ----------------------------------------------------------------------------------------------------

const MOCHA_VALUED = new Set(['-r', '--require', '-R', '--reporter', '-O', '--reporter-option', '--reporter-options', '--config', '-u', '--ui', '-t', '--timeout', '-s', '--slow', '--extension', '--ignore', '--exclude', '--file', '--spec', '--package', '-j', '--jobs', '--node-option', '-n', '--import', '--loader']); // prettier-ignore

/**
 * The spec globs mocha runs: the command's own (positionals, `--spec`), else `spec` in `.mocharc.json`/`.yml`/`.yaml`
 * or package.json's `mocha`, else mocha's default `./test` (its `*.{js,cjs,mjs}`, or every folder below with
 * `--recursive`). Null where the command names its files (a file, no glob).
 */
function mochaSpecs(command: string, cwd: string): string[] | null {
  const words = runnerWords(command, /^mocha$|\/mocha$/) ?? [];
  const given = [...positionals(words, MOCHA_VALUED), ...words.filter((w, i) => words[i - 1] === '--spec'), ...words.filter((w) => w.startsWith('--spec=')).map((w) => w.slice(7))].map((w) => w.replace(/^['"]|['"]$/g, '')); // prettier-ignore
  const recursive =
    words.includes('--recursive') || /"recursive"\s*:\s*true|^recursive:\s*true/m.test(mochaConfigText(cwd));
  const asGlobs = (specs: string[]) =>
    specs.map((s) =>
      /[*?{]/.test(s) || !existsFolder(cwd, s) ? s : `${s.replace(/\/$/, '')}/${recursive ? '**/' : ''}*.{js,cjs,mjs}`,
    );
  if (given.length) return given.some((s) => !/[*?{]/.test(s) && existsFile(cwd, s)) ? null : asGlobs(given);
  const configured = mochaConfigSpec(cwd);
  return asGlobs(configured.length ? configured : ['./test']);
}

function mochaConfigText(cwd: string): string {
  return ['.mocharc.json', '.mocharc.jsonc', '.mocharc.yml', '.mocharc.yaml'].map((f) => textOf(cwd, f)).join('\n');
}

function mochaConfigSpec(cwd: string): string[] {
  const json = (text: string) => {
    try {
      const v = (JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as { spec?: unknown; mocha?: { spec?: unknown } }) ?? {};
      return v.spec ?? v.mocha?.spec;
    } catch {
      return undefined;
    }
  };
  const list = (v: unknown) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((s) => typeof s === 'string') : [];
  for (const f of ['.mocharc.json', '.mocharc.jsonc']) {
    const spec = list(json(textOf(cwd, f)));
    if (spec.length) return spec;
  }
  for (const f of ['.mocharc.yml', '.mocharc.yaml']) {
    const text = textOf(cwd, f);
    const inline = /^spec:\s*['"]?([^'"\n[]+?)['"]?\s*$/m.exec(text)?.[1];
    if (inline) return [inline];
    const block = /^spec:\s*\n((?:\s+-\s*.+\n?)+)/m.exec(text)?.[1];
    if (block) return [...block.matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].map((m) => m[1]!);
  }
  const pkg = json(textOf(cwd, 'package.json'));
  return list(pkg);
}

function mochaTest(command: string, cwd: string): (rel: string) => boolean {
  const specs = (mochaSpecs(command, cwd) ?? []).map(globTest);
  return (rel) => !/(^|\/)node_modules\//.test(rel) && JS_TEST_FILE.test(rel) && specs.some((t) => t(rel));
}

export const mochaKind: CanaryKind = {
  runner: 'mocha',
  folder: (cwd, words, anchor, command) => jsFolder(cwd, words, anchor, mochaTest(command, cwd)),
  fileName: (cwd, folder, shape, command) => jsFileName(cwd, folder, shape, mochaTest(command, cwd)),
  source(o) {
    // The neighbour's file, found by any JS test file of the folder: its assertion library and interface.
    const style = styleOf(o, (rel) => JS_TEST_FILE.test(rel) && rel !== `${o.folder}/${o.file}`);
    const { names, shape } = o;
    const tdd = /^\s*suite\s*\(/m.test(style.text) && !/^\s*describe\s*\(/m.test(style.text);
    const [group, test] = tdd ? ['suite', 'test'] : ['describe', 'it'];
    let head: string;
    let equal: (a: string, b: string) => string;
    if (importsFrom(style.text, 'chai')) {
      head = imports(style, '{ expect }', 'chai');
      equal = (a, b) => `expect(${q(a)}, ${q(shape.message)}).to.equal(${q(b)});`;
    } else {
      const { module, method } = nodeAssert(style.text);
      head = imports(style, 'assert', module);
      equal = (a, b) => `assert.${method}(${q(a)}, ${q(b)}, ${q(shape.message)});`;
    }
    return [
      head,
      '',
      `${group}(${q(shape.group)}, () => {`,
      `  ${test}(${q(names.pass)}, () => {`,
      `    ${equal(shape.message, shape.message)}`,
      '  });',
      `  ${test}(${q(names.fail)}, () => {`,
      `    ${equal(shape.message, shape.expected)}`,
      '  });',
      '});',
      '',
    ].join('\n');
  },
  names: jsNames,
  unreachable(command, cwd) {
    const words = runnerWords(command, /^mocha$|\/mocha$/) ?? [];
    if (!mochaSpecs(command, cwd)) return 'the command names its test files, so a file added beside them would not run';
    return selects(words, ['-g', '--grep', '-f', '--fgrep', '-i', '--invert']) ?? stopsEarly(words, ['-b', '--bail']);
  },
  filterWord: (file) => file,
  // mocha exits with the number of failed tests (at most 255).
  failedExit: (run) => run.exitCode !== null && run.exitCode >= 1 && run.exitCode <= 255,
};

// ---- ava ------------------------------------------------------------------------------------------------------

const AVA_DEFAULT =
  /(^|\/)(test|src\/test|source\/test)\.[cm]?js$|(^|\/)test-[^/]*\.[cm]?js$|\.(spec|test)\.[cm]?js$|(^|\/)(test|tests|__tests__)\/.*\.[cm]?js$/;

/** ava's files: package.json's `ava.files` globs where given, else its defaults; never helpers (`_x.js`, fixtures). */
function avaTest(cwd: string): (rel: string) => boolean {
  let globs: string[] = [];
  try {
    const files = (JSON.parse(textOf(cwd, 'package.json') || '{}') as { ava?: { files?: unknown } }).ava?.files;
    if (Array.isArray(files)) globs = files.filter((f): f is string => typeof f === 'string' && !f.startsWith('!'));
  } catch {
    // No package.json to read: ava's defaults.
  }
  const tests = globs.map(globTest);
  return (rel) =>
    !/(^|\/)(node_modules|fixtures|helpers)\//.test(rel) &&
    !/(^|\/)_/.test(rel) &&
    (tests.length ? tests.some((t) => t(rel)) : AVA_DEFAULT.test(rel));
}

export const avaKind: CanaryKind = {
  runner: 'ava',
  folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, avaTest(cwd)),
  fileName(cwd, folder, shape) {
    const isTest = avaTest(cwd);
    const style = jsStyle(cwd, neighbourIn(cwd, folder, isTest));
    // At the top, a neighbour named `test.js` gives no form of its own; ava also runs `*.test.js` there, which sorts
    // by the stem (a `test-` prefix would always sort before `test.js`: '-' < '.').
    const infix = folder === '.' && !style.infix && !style.prefix ? '.test' : style.infix;
    return sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${style.prefix}${stem}${infix}${style.ext}`);
  },
  source(o) {
    const style = styleOf(o, avaTest(o.cwd));
    const { names, shape } = o;
    return [
      imports(style, 'test', 'ava'),
      '',
      `test(${q(names.pass)}, (t) => {`,
      `  t.is(${q(shape.message)}, ${q(shape.message)});`,
      '});',
      `test(${q(names.fail)}, (t) => {`,
      `  t.is(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)});`,
      '});',
      '',
    ].join('\n');
  },
  names: jsNames,
  unreachable(command) {
    const words = runnerWords(command, /^ava$|\/ava$/) ?? [];
    if (positionals(words, new Set(['-c', '--concurrency', '-T', '--timeout', '--config', '--node-arguments'])).length)
      return 'the command names its test files, so a file added beside them would not run';
    return selects(words, ['-m', '--match']) ?? stopsEarly(words, ['--fail-fast']);
  },
  filterWord: (file) => file,
  alone: avaAlone,
};

/**
 * ava names a test's file (`tax > taxes 20%`) only when more than one file ran, so the canary's file beside a suite of
 * one file gives that file's tests a file part the baseline's run did not print. Taken off only where every test of
 * the run has the same file part and no id of the baseline starts with it: a suite of several files keeps its ids.
 */
function avaAlone(run: TestRun, anchor: TestRun): TestRun {
  const ids = [...run.failingIds, ...(run.passingIds ?? []), ...(run.skippedIds ?? [])];
  const parts = new Set(ids.map((id) => (id.includes(' > ') ? id.slice(0, id.indexOf(' > ')) : '')));
  const [part] = parts;
  const known = [...anchor.failingIds, ...(anchor.passingIds ?? []), ...(anchor.skippedIds ?? [])];
  if (parts.size !== 1 || !part || !known.length || known.some((id) => id.startsWith(`${part} > `))) return run;
  const bare = (list: string[]) => list.map((id) => id.slice(part.length + 3));
  const scopes = run.scopes && Object.fromEntries(Object.entries(run.scopes).map(([id, s]) => [bare([id])[0]!, s]));
  return {
    ...run,
    failingIds: bare(run.failingIds),
    ...(run.passingIds ? { passingIds: bare(run.passingIds) } : {}),
    ...(run.skippedIds ? { skippedIds: bare(run.skippedIds) } : {}),
    ...(scopes ? { scopes } : {}),
  };
}

// ---- node-tap -------------------------------------------------------------------------------------------------

const tapTest = (rel: string) =>
  !/(^|\/)node_modules\//.test(rel) &&
  (/(^|\/)(test|tests|__tests__)\/.*\.[cm]?[jt]sx?$/.test(rel) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel));

export const tapKind: CanaryKind = {
  runner: 'node-tap',
  folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, tapTest),
  fileName: (cwd, folder, shape) => jsFileName(cwd, folder, shape, tapTest),
  source(o) {
    const style = styleOf(o, tapTest);
    const { names, shape } = o;
    return [
      imports(style, 't', 'tap'),
      '',
      `t.test(${q(names.pass)}, async (t) => {`,
      `  t.equal(${q(shape.message)}, ${q(shape.message)});`,
      '});',
      `t.test(${q(names.fail)}, async (t) => {`,
      `  t.equal(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)});`,
      '});',
      '',
    ].join('\n');
  },
  names: jsNames,
  unreachable(command) {
    const words = runnerWords(command, /^tap$|\/tap$/) ?? [];
    const rest = positionals(
      words,
      new Set(['-R', '--reporter', '-j', '--jobs', '-t', '--timeout', '-c', '--config', '--plugin', '-P']),
    );
    if (rest.filter((w) => w !== 'run').length)
      return 'the command names its test files, so a file added beside them would not run';
    return (
      selects(words, ['-g', '--grep', '-O', '--only', '--changed', '--failures']) ?? stopsEarly(words, ['-b', '--bail'])
    );
  },
  filterWord: (file) => file,
};

// ---- node --test ----------------------------------------------------------------------------------------------

/**
 * The folders `node --test` is given (`node --test test/`), none when it is given no path; null when a path is a file,
 * a glob or nothing in the tree: a canary file beside them would not run.
 */
function commandFolders(command: string, cwd: string): string[] | null {
  const paths = nodeTestWords(lastStep(command))?.paths ?? [];
  const folder = (p: string) => {
    if (/[*?{}[\]]/.test(p)) return false;
    const at = treeSource(cwd, path.posix.normalize(p));
    return (at && statBeneath(at.base, at.rel)?.isDirectory()) ?? false;
  };
  return paths.every(folder) ? paths : null;
}

/** Node's default patterns (`*.test.js`, `test-*.js`, `test/**`), for the neighbour whose assertions the canary copies. */
const nodeTest = (rel: string) =>
  !/(^|\/)node_modules\//.test(rel) &&
  /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/.test(rel);

export const nodeTestKind: CanaryKind = {
  runner: 'node-test',
  folder(cwd, words, _anchor, command) {
    const named = words.find((w) => /\.[cm]?[jt]s$/.test(w) && existsFile(cwd, w));
    if (named) return dirOf(named);
    // Without files, `node --test` finds `*.test.mjs` anywhere below its folder, or below the folders it is given.
    const folders = words.length ? [] : commandFolders(command, cwd);
    return folders?.length ? path.posix.normalize(folders[0]!) : '.';
  },
  // `.test.mjs`: node's default patterns take it in any folder, and it is ESM whatever the package says.
  fileName: (cwd, folder, shape) => sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${stem}.test.mjs`),
  source(o) {
    const near = neighbourIn(o.cwd, o.folder, nodeTest) ?? findTestFile(o.cwd, nodeTest);
    const { module, method } = nodeAssert(near ? textOf(o.cwd, near) : '');
    const { names, shape } = o;
    return [
      "import test from 'node:test';",
      `import assert from ${q(module)};`,
      '',
      `test(${q(names.pass)}, () => {`,
      `  assert.${method}(${q(shape.message)}, ${q(shape.message)});`,
      '});',
      `test(${q(names.fail)}, () => {`,
      `  assert.${method}(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)});`,
      '});',
      '',
    ].join('\n');
  },
  names: jsNames,
  unreachable(command, cwd) {
    const words = runnerWords(command, /^--test$/) ?? [];
    if (!commandFolders(command, cwd))
      return 'the command names its test files, so a file added beside them would not run';
    return selects(words, ['--test-name-pattern']);
  },
  filterWord: (file, names, filter) =>
    /(^|\s)--test-name-pattern[=\s]/.test(filter) ? `${file} ${nodeNamePattern([names.pass, names.fail])}` : file,
  // A file whose process exits before its tests report is listed under the file's own path, as one passing test.
  hollow(run) {
    const file = run.passingIds?.find((id) => !id.includes(' > ') && /\.[cm]?[jt]sx?$/.test(id));
    return file ? `the test file ${file} reported no test of its own (its process ended before its tests ran)` : null;
  },
};
