/**
 * `agent-fix demo`: the bundled calculator example, end to end, from a recorded session. No key, no network:
 * it shows the tests failing, the agent's patch, the tests passing and the diff, and says plainly it is a replay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RunConfigSchema } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import { runPipeline } from '../pipeline/index.js';
import { humanSummary } from '../report/cli-summary.js';
import { git } from '../workspace/git.js';
import { exitCodeFor } from './run.js';
import { removeTree } from '../security/remove-tree.js';

/** The examples folder, from the source tree (src/commands) or the bundle (dist/). */
export function examplesDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'examples');
    if (fs.existsSync(path.join(candidate, 'calculator'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new ConfigError(
    'the bundled examples folder is missing; reinstall agent-fix (it ships examples/ beside dist/)',
  );
}

/**
 * How this process was started, as a command the user can type: `agent-fix` when it ran through the installed bin,
 * else `node <the script it ran>` (a clone's dist/cli.js, npx's cache), so a hint never names a command not installed.
 */
export function invocation(argv = process.argv, cwd = process.cwd()): string {
  const script = argv[1] ?? '';
  // npx's cache and a project's node_modules/.bin are not on PATH: npx finds both.
  if (script.includes(`${path.sep}_npx${path.sep}`) || script.includes(`${path.sep}node_modules${path.sep}`))
    return 'npx agent-fix';
  if (path.basename(script) === 'agent-fix') return 'agent-fix';
  const rel = path.relative(cwd, script);
  const shown = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : script;
  return `node ${/\s/.test(shown) ? JSON.stringify(shown) : shown}`;
}

/** `--dir DIR`: where the example is kept for a live run; without it, a temporary folder removed at the end. */
function demoFolder(argv: string[]): { repo: string; kept: boolean } {
  const at = argv.indexOf('--dir');
  const given = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length);
  const unknown = argv.filter((a, i) => !(a === '--dir' || a.startsWith('--dir=') || (at >= 0 && i === at + 1)));
  if (unknown.length || (at >= 0 && !given))
    throw new ConfigError(
      `agent-fix demo takes only --dir DIR (a new folder to keep the example in); got ${argv.join(' ')}`,
    );
  if (given === undefined) return { repo: fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-demo-')), kept: false };
  const repo = path.resolve(given);
  if (fs.existsSync(repo) && fs.readdirSync(repo).length)
    throw new ConfigError(`--dir ${given} is not empty; give a new or empty folder for the example`);
  fs.mkdirSync(repo, { recursive: true });
  return { repo, kept: true };
}

const DEMO_HELP = `agent-fix demo: the calculator example, end to end, from a recorded session (no key, no network).

Usage:
  agent-fix demo [--dir DIR]

  --dir DIR   keep the example in DIR (a new or empty folder) for a live run afterwards; without it, the example
              runs in a temporary folder that is removed at the end
`;

export async function demoCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(DEMO_HELP);
    return 0;
  }
  const examples = examplesDir();
  const { repo, kept } = demoFolder(argv);
  try {
    return await demo(examples, repo, kept);
  } finally {
    if (!kept) removeTree(repo);
  }
}

async function demo(examples: string, repo: string, kept: boolean): Promise<number> {
  fs.cpSync(path.join(examples, 'calculator'), repo, { recursive: true });
  await git(repo, ['init', '-q']);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '-qm', 'calculator with a bug']);
  const out = (line = '') => process.stdout.write(`${line}\n`);

  out('agent-fix demo — a REPLAY of a recorded session: no model is called and no key is needed.');
  out(`Example repository copied to ${repo}${kept ? '' : ' (a temporary folder, removed at the end)'}`);
  out('');
  const task = fs.readFileSync(path.join(examples, 'calculator', 'TASK.md'), 'utf8');
  out(
    `Task:\n${task
      .trim()
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n')}`,
  );
  out('');
  const config = RunConfigSchema.parse({
    repo,
    task,
    testCommand: 'npm test --silent',
    model: `replay:${path.join(examples, 'recordings', 'calculator.json')}`,
    sandbox: 'none',
  });
  const result = await runPipeline(config, {
    onProgress: (line) => out(`  ${line}`),
    // The user asked for nothing: say who chose no sandbox, and that a real run has one.
    sandboxNoneWhy: 'the demo replays a recorded session without one; agent-fix run uses bubblewrap',
  });
  out('');
  out(humanSummary(result));
  out('');
  const self = invocation();
  const key = [
    '  export OPENAI_API_KEY=...        # any OpenAI-compatible endpoint: add OPENAI_BASE_URL=https://... (it needs the key too)',
    '  # or, with no key: export GITHUB_TOKEN=...  (GitHub Models; a token with the models:read permission)',
  ];
  if (kept) {
    out('That was a replay. To run it live, first put the bug back (the fix is left in the work tree), then:');
    out(`  git -C ${repo} reset --hard -q && git -C ${repo} clean -fdq`);
    for (const line of key) out(line);
    out(`  ${self} run --repo ${repo} --task-file ${path.join(repo, 'TASK.md')}`);
  } else {
    out('That was a replay. To run it live, keep the example in a folder of yours, then run the agent on it:');
    out(`  ${self} demo --dir agent-fix-demo`);
    out('  git -C agent-fix-demo reset --hard -q && git -C agent-fix-demo clean -fdq   # puts the bug back');
    for (const line of key) out(line);
    out(`  ${self} run --repo agent-fix-demo --task-file agent-fix-demo/TASK.md`);
  }
  out(
    `On your own repository: ${self} run --task "what to fix" (in its folder; "${self} run --help" lists every flag).`,
  );
  return exitCodeFor(result);
}
