// sign-commits through the Action bundle: the proven commit is re-made through the fake GitHub's git data API (backed
// by the origin's own bare repository, so object ids are git's): an executable file keeps its bit, a binary file its
// bytes, and GitHub's commit holds the proven tree. A GitHub that builds another tree gets nothing pushed.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall, type ScriptStep } from '../helpers/fake-openai.js';
import { sh } from '../helpers/repo.js';
import {
  TAX_BUG,
  TAX_FIX,
  checkoutWorkspace,
  keepTesting,
  makeOrigin,
  useFakeServers,
  type Origin,
} from './harness.js';

// NUL and bytes that are not UTF-8 on their own: git and GitHub see a binary file.
const BINARY = '\u0000\u0001\u00ff\u0000agent-fix';
const fixing = (): ScriptStep[] => [
  assistant(null, toolCall('b', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX })),
  assistant(null, toolCall('c', 'create_file', { path: 'fixtures/rates.bin', content: BINARY })),
  assistant(null, toolCall('d', 'run_tests', {})),
  assistant(null, toolCall('e', 'finish', { summary: 'tax() applies its rate.' })),
];

const { servers, runOnLabel } = useFakeServers({
  github: { permissions: { maintainer: 'admin' } },
  model: { whenExhausted: keepTesting, usage: { prompt_tokens: 900, completion_tokens: 40 } },
});

/** The calculator origin with src/calculator.js executable (mode 100755) on main. */
function executableOrigin(): Origin {
  const origin = makeOrigin();
  const work = checkoutWorkspace(origin);
  sh(work, 'git', ['update-index', '--chmod=+x', 'src/calculator.js']);
  sh(work, 'git', ['commit', '-qm', 'calculator.js is executable']);
  sh(work, 'git', ['push', '-q', 'origin', 'HEAD:main']);
  return { ...origin, mainSha: sh(origin.bare, 'git', ['rev-parse', 'main']).trim() };
}

async function run(origin: Origin, skewTrees = false) {
  const { gh } = await servers(fixing(), { gitDir: origin.bare, skewTrees });
  const result = await runOnLabel(origin, {
    inputs: { 'sign-commits': 'true' },
  });
  return { result, gh };
}

describe('sign-commits', () => {
  test('the proven commit is made by GitHub: signed, same tree, the executable bit and the binary bytes kept, PR opened', async () => {
    const origin = executableOrigin();
    const { result, gh } = await run(origin);
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('resolved');
    expect(result.stdout).toContain('pushed agent-fix/issue-7 through the GitHub API (signed by GitHub)');
    const head = sh(origin.bare, 'git', ['rev-parse', 'refs/heads/agent-fix/issue-7']).trim();
    expect(gh.gitData!.signed.get(head)).toBe(true);
    expect(sh(origin.bare, 'git', ['log', '-1', '--format=%cn <%ce>|%s', head]).trim()).toBe(
      'GitHub <noreply@github.com>|Fix #7: tax() ignores the rate',
    );
    expect(sh(origin.bare, 'git', ['rev-parse', `${head}^`]).trim()).toBe(origin.mainSha);
    const tree = sh(origin.bare, 'git', ['ls-tree', '-r', head]);
    expect(tree).toMatch(/^100755 blob \S+\tsrc\/calculator\.js$/m);
    expect(tree).toMatch(/^100644 blob \S+\tfixtures\/rates\.bin$/m);
    // The blob holds exactly the bytes the agent wrote: its id is git's hash of them ("blob <size>\0" + bytes).
    const bytes = Buffer.from(BINARY, 'utf8');
    const blobId = createHash('sha1')
      .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
      .digest('hex');
    expect(sh(origin.bare, 'git', ['rev-parse', `${head}:fixtures/rates.bin`]).trim()).toBe(blobId);
    expect(sh(origin.bare, 'git', ['show', `${head}:src/calculator.js`])).toContain('income * rate');
    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]!.head.ref).toBe('agent-fix/issue-7');
    expect(result.outputs['pr-url']).toBe(gh.pulls[0]!.html_url);
  });

  test('GitHub builds another tree than the proven one: refused, nothing pushed, the step fails saying what to change', async () => {
    const origin = makeOrigin();
    const { result, gh } = await run(origin, true);
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toMatch(
      /::error::could not push the fix: GitHub built tree \w+ for the change, not the proven tree \w+/,
    );
    expect(result.stdout).toContain('sign-commits: false');
    expect(sh(origin.bare, 'git', ['for-each-ref', 'refs/heads/agent-fix/'])).toBe('');
    expect(gh.requests.some((r) => r.path.includes('/git/commits') || r.path.includes('/git/refs'))).toBe(false);
    expect(gh.pulls).toHaveLength(0);
    const comment = gh.comments.find((c) => c.issue === 7)!.body;
    expect(comment).toContain('agent-fix could not push its change');
    expect(comment).toContain('income * rate');
  });
});
