// Through the shipped CLI bundle with real bwrap, as root: node_modules installed by root (a self-hosted runner, a
// `container:` job, a root shell) and a tool that caches in node_modules/.cache, as ava, babel and eslint's loaders
// do. Commands run as nobody; in their layer the tool cache folders are theirs, so the suite runs as it does for the
// user who installed it, and a correct fix resolves with its failing test named fail-to-pass.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { bwrapAvailable, cliScope } from '../helpers/cli-run.js';

const asRootWithBwrap = process.getuid?.() === 0 && bwrapAvailable;
const cli = cliScope();

/** What ava's find-cache-dir does on every run: `mkdir -p node_modules/.cache/<tool>`, then a file in it. */
const CACHING_TOOL = `const fs = require('node:fs');
const dir = require('node:path').join(__dirname, '..', '.cache', 'cachy');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(dir + '/last-run', String(process.pid));
module.exports = (x) => x;
`;

function rootInstalledRepo(): string {
  const files: Record<string, string> = {
    '.gitignore': 'node_modules/\n',
    'package.json': JSON.stringify({ name: 'calc', scripts: { test: 'node --test' } }),
    'calc.js': 'exports.tax = (amount) => (amount * 20) / 100 + 1;\n',
    'test/calc.test.js':
      "const test = require('node:test');\nconst assert = require('node:assert');\nconst cachy = require('cachy');\n" +
      "const { tax } = require('../calc.js');\ntest('taxes 20%', () => assert.strictEqual(cachy(tax(100)), 20));\n" +
      "test('taxes are never negative', () => assert.ok(tax(0) >= 0));\n",
    'node_modules/cachy/package.json': JSON.stringify({ name: 'cachy', main: 'index.js' }),
    'node_modules/cachy/index.js': CACHING_TOOL,
  };
  // Installed by root: root owns node_modules, 755, as npm leaves it.
  return cli.committedRepo('agent-fix-root-caches-', files);
}

describe.skipIf(!asRootWithBwrap)('agent-fix run as root on node_modules installed by root', () => {
  it('a tool that caches in node_modules/.cache runs, and the fix resolves with its test named', async () => {
    const repo = rootInstalledRepo();
    const r = await cli.run(
      repo,
      [
        assistant(
          null,
          toolCall('fix', 'patch_file', {
            path: 'calc.js',
            old_str: '(amount * 20) / 100 + 1',
            new_str: '(amount * 20) / 100',
          }),
        ),
        assistant(null, toolCall('done', 'finish', { summary: 'tax() no longer adds one.' })),
      ],
      { task: 'Fix tax()', testCommand: 'node --test', sandbox: 'bwrap' },
    );
    const last = r.json as {
      status: string;
      evidence: {
        baseline: { counts: { failed: number } } | null;
        final: { counts: { passed: number; failed: number } } | null;
        fail_to_pass: { tests: { id: string; before: string; after: string }[] } | null;
      };
    };
    // The baseline ran both tests: the cache was writable there too (no file-level EACCES failure).
    expect(last.evidence.baseline?.counts, r.stderr).toMatchObject({ passed: 1, failed: 1 });
    expect(last.evidence.final?.counts).toMatchObject({ passed: 2, failed: 0 });
    expect(last.evidence.fail_to_pass?.tests).toContainEqual({ id: 'taxes 20%', before: 'fail', after: 'pass' });
    expect(last.status).toBe('resolved');
    // As the run found it: everything in node_modules is root's (a cache folder made for nobody was given back, or
    // none was made where the workspace is shown to nobody through an idmapped mount).
    const owners = fs
      .readdirSync(path.join(repo, 'node_modules'), { recursive: true, encoding: 'utf8' })
      .map((rel) => fs.lstatSync(path.join(repo, 'node_modules', rel)))
      .map((st) => `${st.uid}:${st.gid}`);
    expect(new Set(owners)).toEqual(new Set(['0:0']));
  }, 300_000);
});
