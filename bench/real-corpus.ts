/**
 * The real-fix corpus (issue 52): upstream bug fixes of public projects, replayed through the shipped CLI. The corpus
 * file lives outside this repository (AGENT_FIX_REAL_CORPUS, default /work/real-corpus/corpus.jsonl) because it names
 * third-party code, and nothing here stores that code: each case's diff is read at bench time from a local mirror
 * (a bare git directory, as the `fetch` tool leaves it under AGENT_FIX_MIRRORS/owner+name/repo).
 *
 * A line: {"id", "repo": "owner/name", "fix": commit, "base"?: commit (default fix^1), "runner": label,
 * "test_paths"?: regex over paths (default: test folders and test file names), "setup_command"?,
 * "test_command", "fail_to_pass": [ids as the runner names them], "task"?: text (default: the fix's subject)}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { goldSteps } from '../src/bench/gold.js';

export const CORPUS_FILE = process.env.AGENT_FIX_REAL_CORPUS ?? '/work/real-corpus/corpus.jsonl';
export const MIRRORS = process.env.AGENT_FIX_MIRRORS ?? '/work/.mirror';
/** Setup results (dependency folders) per repository, base tree of its manifests and setup command. */
export const CACHE = process.env.AGENT_FIX_REAL_CACHE ?? path.join(path.dirname(CORPUS_FILE), 'cache');

/** Test folders and test file names of the runners covered (js, python, go). */
const DEFAULT_TEST_PATHS =
  '(^|/)(tests?|__tests__|spec|specs)/|(^|/)test_[^/]*\\.py$|_test\\.(py|go)$|\\.(test|spec)\\.[cm]?[jt]sx?$|__snapshots__/|(^|/)testdata/';

export const RealCaseSchema = z.object({
  id: z.string().min(1),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name'),
  fix: z.string().regex(/^[0-9a-f]{7,40}$/i, 'must be a commit id'),
  base: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/i)
    .optional(),
  runner: z.string().min(1),
  test_paths: z.string().optional(),
  setup_command: z.string().optional(),
  test_command: z.string().min(1),
  fail_to_pass: z.array(z.string().min(1)).min(1),
  task: z.string().optional(),
});
export type RealCase = z.infer<typeof RealCaseSchema>;

/** The corpus, or null when the file is missing; a bad line throws with its line number. */
export function loadCorpus(file = CORPUS_FILE): RealCase[] | null {
  if (!fs.existsSync(file)) return null;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter((l) => l.line && !l.line.startsWith('//'))
    .map(({ line, n }) => {
      const parsed = RealCaseSchema.safeParse(JSON.parse(line));
      if (!parsed.success)
        throw new Error(
          `${file}:${n}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      return parsed.data;
    });
}

export const MISSING_CORPUS = (file: string) =>
  `no real-fix corpus at ${file}: put one there (or point AGENT_FIX_REAL_CORPUS at one). It is a JSONL file, one ` +
  'upstream fix a line: {"id","repo":"owner/name","fix":"<commit>","runner","test_command","fail_to_pass":[ids],' +
  '"setup_command"?,"test_paths"?,"base"?,"task"?}, each repository mirrored as a bare git directory at ' +
  `${MIRRORS}/owner+name/repo (AGENT_FIX_MIRRORS). It is kept outside this repository: it names third-party code.`;

function sh(cmd: string, args: string[], cwd: string, input?: string): string {
  const r = spawnSync(cmd, args, { cwd, input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** The mirror's git directory for owner/name. */
export function mirrorOf(repo: string): string {
  const dir = path.join(MIRRORS, repo.replace('/', '+'), 'repo');
  const gitDir = fs.existsSync(path.join(dir, '.git')) ? path.join(dir, '.git') : dir;
  if (!fs.existsSync(path.join(gitDir, 'HEAD')))
    throw new Error(`no mirror of ${repo} at ${dir}: fetch it there (a bare git directory) or set AGENT_FIX_MIRRORS`);
  return gitDir;
}

export interface Materialized {
  /** The clone at the base commit with the test part committed, setup done (mode 755: bwrap runs as nobody). */
  dir: string;
  root: string;
  task: string;
  /** The source part of the upstream diff (everything outside test_paths). */
  sourceDiff: string;
  testFiles: string[];
  sourceFiles: string[];
  setupSeconds: number;
  setupCached: boolean;
}

const GIT_ID = ['-c', 'user.name=agent-fix-bench', '-c', 'user.email=bench@agent-fix.invalid'];

/** Lines of the work tree's status that setup left (lockfiles written, folders not ignored). */
const status = (dir: string) => sh('git', ['status', '--porcelain', '--untracked-files=normal'], dir).trim();

/**
 * A case's tree: clone from the mirror at the base commit, the test part of the upstream diff committed, setup run
 * (or its dependency folders restored from the cache), and whatever setup left kept out of git's sight (listed in
 * .git/info/exclude; a tracked lockfile it rewrote restored), so the run starts from a clean tree as a user's would.
 */
export function materialize(c: RealCase): Materialized {
  const mirror = mirrorOf(c.repo);
  const fix = sh('git', ['--git-dir', mirror, 'rev-parse', `${c.fix}^{commit}`], '/').trim();
  const base = sh('git', ['--git-dir', mirror, 'rev-parse', `${c.base ?? `${fix}^1`}^{commit}`], '/').trim();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `agent-fix-real-${c.id}-`));
  fs.chmodSync(root, 0o755);
  const dir = path.join(root, 'repo');
  sh('git', ['clone', '-q', '--no-checkout', mirror, dir], root);
  sh('git', ['checkout', '-q', '-B', 'bench', base], dir);
  const testRe = new RegExp(c.test_paths ?? DEFAULT_TEST_PATHS);
  const files = sh('git', ['diff', '--name-only', '--no-renames', base, fix], dir).split('\n').filter(Boolean);
  const testFiles = files.filter((f) => testRe.test(f));
  const sourceFiles = files.filter((f) => !testRe.test(f));
  if (!testFiles.length || !sourceFiles.length)
    throw new Error(
      `${c.id}: the fix must change tests and source (tests: ${testFiles.length}, source: ${sourceFiles.length})`,
    );
  const testDiff = sh('git', ['diff', '--binary', '--no-renames', base, fix, '--', ...testFiles], dir);
  sh('git', ['apply', '--index', '-'], dir, testDiff);
  sh('git', [...GIT_ID, 'commit', '-q', '--no-verify', '-m', `tests of ${fix.slice(0, 12)}`], dir);
  // One hunk a file (the hunks joined with the lines between them): each file's change is then one edit, as a model
  // makes it. Hunk by hunk, an intermediate file can fail to parse (a `switch` opened by one hunk and closed by the
  // next), and the edit tools refuse a change that breaks the syntax (seen on jshttp/cookie 71798d7).
  const sourceDiff = sh(
    'git',
    ['diff', '--no-renames', '--inter-hunk-context=1000000', base, fix, '--', ...sourceFiles],
    dir,
  );
  const task = c.task ?? sh('git', ['--git-dir', mirror, 'log', '-1', '--format=%s%n%n%b', fix], '/').trim();
  const t0 = performance.now();
  const cached = c.setup_command ? setup(c, dir, base) : false;
  const setupSeconds = (performance.now() - t0) / 1000;
  const left = status(dir);
  if (left) {
    const untracked = left
      .split('\n')
      .filter((l) => l.startsWith('??'))
      .map((l) => `/${l.slice(3)}`);
    if (untracked.length) fs.appendFileSync(path.join(dir, '.git', 'info', 'exclude'), `${untracked.join('\n')}\n`);
    sh('git', ['checkout', '-q', '--', '.'], dir);
    const still = status(dir);
    if (still) throw new Error(`${c.id}: setup left the tree dirty:\n${still}`);
  }
  sh('chmod', ['-R', 'a+rX', root], root);
  return { dir, root, task, sourceDiff, testFiles, sourceFiles, setupSeconds, setupCached: cached };
}

/** Runs setup, or restores its ignored folders from the cache; true when the cache answered. */
function setup(c: RealCase, dir: string, base: string): boolean {
  const manifests = sh('git', ['ls-tree', '-r', base], dir)
    .split('\n')
    .filter((l) =>
      /(^|\/)(package\.json|package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$/.test(
        l.split('\t')[1] ?? '',
      ),
    )
    .join('\n');
  const key = crypto
    .createHash('sha256')
    .update(`${c.repo}\n${c.setup_command}\n${manifests}`)
    .digest('hex')
    .slice(0, 16);
  const tar = path.join(CACHE, `${c.repo.replace('/', '+')}-${key}.tar`);
  if (fs.existsSync(tar)) {
    sh('tar', ['-xf', tar], dir);
    repointLinks(tar, dir);
    return true;
  }
  const r = spawnSync('bash', ['-c', c.setup_command!], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0)
    throw new Error(`${c.id}: setup \`${c.setup_command}\` failed: ${(r.stderr || r.stdout).slice(-2000)}`);
  // What setup wrote that git does not track: the dependency folders (node_modules, nested ones of workspaces) and
  // whatever else it made (a lockfile, the `dist` links that `preconstruct dev` writes in each workspace package),
  // so a run from the cache starts from the same tree as one after setup.
  const written = sh('git', ['ls-files', '--others', '--directory', '--no-empty-directory'], dir)
    .split('\n')
    .concat(sh('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'], dir).split('\n'))
    .filter(Boolean);
  if (written.length) {
    fs.mkdirSync(CACHE, { recursive: true });
    sh('tar', ['-cf', `${tar}.part`, ...new Set(written.map((p) => p.replace(/\/$/, '')))], dir);
    fs.writeFileSync(`${tar}.root`, dir);
    fs.renameSync(`${tar}.part`, tar);
  }
  return false;
}

/**
 * Setup can leave absolute symlinks into the tree it ran in (`preconstruct dev` links each package's `dist` entry to
 * `/that/tree/packages/x/src/index.ts`): restored into another tree they would point at a folder long gone, so each
 * link into the old tree (named in `${tar}.root`) is re-pointed at the same path in this one.
 */
function repointLinks(tar: string, dir: string): void {
  const rootFile = `${tar}.root`;
  if (!fs.existsSync(rootFile)) return;
  const old = fs.readFileSync(rootFile, 'utf8').trim();
  if (!old || old === dir) return;
  for (const entry of sh('tar', ['-tf', tar], dir).split('\n')) {
    if (!entry) continue;
    const p = path.join(dir, entry);
    let target: string;
    try {
      if (!fs.lstatSync(p).isSymbolicLink()) continue;
      target = fs.readlinkSync(p);
    } catch {
      continue;
    }
    if (target !== old && !target.startsWith(`${old}/`)) continue;
    fs.unlinkSync(p);
    fs.symlinkSync(path.join(dir, target.slice(old.length)), p);
  }
}

/** The replay file: the source part of the diff through the edit tools, then run_tests, then finish. */
export function writeReplay(m: Materialized, file: string): number {
  const steps = goldSteps(m.sourceDiff, (p) => {
    const f = path.join(m.dir, p);
    return fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null;
  });
  const all = [
    ...steps,
    { name: 'run_tests', args: {} },
    { name: 'finish', args: { summary: 'Applied the upstream fix.' } },
  ];
  const messages: Array<Record<string, unknown>> = all.map((s, i) => ({
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: `call_${i + 1}`, type: 'function', function: { name: s.name, arguments: JSON.stringify(s.args) } },
    ],
  }));
  // A hand-off answer, should the engine ask once more without tools.
  messages.push({ role: 'assistant', content: 'The upstream fix is applied.' });
  fs.writeFileSync(file, JSON.stringify(messages));
  return steps.length;
}

/** One plain run of the test command on the fixed tree (a copy of the case's tree with the whole fix applied). */
export function plainGreenRun(
  m: Materialized,
  command: string,
): { seconds: number; code: number | null; tail: string } {
  const copy = path.join(m.root, 'plain');
  sh('cp', ['-a', m.dir, copy], m.root);
  sh('git', ['apply', '-'], copy, m.sourceDiff);
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', command], {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 900_000,
  });
  const seconds = (performance.now() - t0) / 1000;
  fs.rmSync(copy, { recursive: true, force: true });
  return { seconds, code: r.status, tail: `${r.stdout}${r.stderr}`.trim().split('\n').slice(-5).join('\n') };
}

interface Row {
  id: string;
  before: string;
  after: string;
}

const SEPARATORS = [' > ', '::', '.', ' ', '/', ' › '];
const matches = (row: string, want: string) =>
  row === want || SEPARATORS.some((s) => row.endsWith(`${s}${want}`) || want.endsWith(`${s}${row}`));

/** Each ground-truth id with the fail-to-pass rows that name it, and whether one of them went red → green. */
export function judgeFailToPass(
  rows: Row[],
  wanted: string[],
): Array<{ id: string; rows: Row[]; redToGreen: boolean }> {
  return wanted.map((id) => {
    const named = rows.filter((r) => matches(r.id.trim(), id.trim()));
    return {
      id,
      rows: named,
      redToGreen: named.length > 0 && named.every((r) => r.before !== 'pass' && r.after === 'pass'),
    };
  });
}
