/**
 * Host git against content the model chose, through the built CLI: on a machine where Git LFS is set up globally
 * (`git lfs install` writes filter.lfs.* into ~/.gitconfig), a `.gitattributes` and a `.lfsconfig` written by a
 * command would make every git of agent-fix's (snapshots, diffs, the candidate) run the LFS filter, which fetches
 * from the URL the `.lfsconfig` names. Here ~/.gitconfig (a temporary HOME) names scripts that leave a marker, and
 * the `.lfsconfig` names a server on 127.0.0.1 that counts requests: neither may ever be touched.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { assistant, startFakeOpenAI, toolCall, patchTestFinish } from '../helpers/fake-openai.js';
import { makeRepo, sh } from '../helpers/repo.js';
import { runCli } from './bundle.js';

const temps: string[] = [];
let lfs: http.Server;
let lfsUrl = '';
const lfsHits: string[] = [];

beforeAll(async () => {
  lfs = http.createServer((req, res) => {
    lfsHits.push(`${req.method} ${req.url}`);
    res.end('{}');
  });
  await new Promise<void>((r) => lfs.listen(0, '127.0.0.1', r));
  lfsUrl = `http://127.0.0.1:${(lfs.address() as AddressInfo).port}/attacker.git/info/lfs`;
});
afterAll(() => {
  lfs.close();
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

/** A HOME whose ~/.gitconfig sets Git LFS up as `git lfs install` does, with scripts that leave a marker instead. */
function lfsHome(): { home: string; markers: string } {
  const home = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-lfs-home-')));
  temps.push(home);
  const markers = path.join(home, 'markers');
  fs.mkdirSync(markers);
  const script = (name: string) => {
    const file = path.join(home, `${name}.sh`);
    fs.writeFileSync(file, `#!/bin/sh\ntouch '${markers}/${name}'\nexec cat\n`, { mode: 0o755 });
    return file;
  };
  const config = path.join(home, '.gitconfig');
  for (const [key, value] of [
    ['filter.lfs.process', script('lfs-filter-process')],
    ['filter.lfs.smudge', `${script('lfs-smudge')} %f`],
    ['filter.lfs.clean', `${script('lfs-clean')} %f`],
    ['filter.lfs.required', 'true'],
    ['diff.lfs.textconv', script('lfs-textconv')],
  ])
    sh(home, 'git', ['config', '--file', config, key!, value!]);
  return { home, markers };
}

const WRONG = 'export const add = (a, b) => a - b;\n';
const RIGHT = 'export const add = (a, b) => a + b;\n';

test("a model's .gitattributes and .lfsconfig make no host git run the global LFS filter, and nothing reaches the .lfsconfig URL", async () => {
  const { home, markers } = lfsHome();
  const repo = makeRepo(
    {
      'package.json': '{ "name": "lfs", "type": "module", "scripts": { "test": "node --test" } }\n',
      'src/add.js': WRONG,
      'test/add.test.js':
        "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/add.js';\ntest('add', () => assert.equal(add(2, 2), 4));\n",
    },
    'agent-fix-lfs-',
  );
  temps.push(repo);
  const plant = `printf '* filter=lfs diff=lfs merge=lfs\\n' > .gitattributes && printf '[lfs]\\n\\turl = ${lfsUrl}\\n' > .lfsconfig`;
  const model = await startFakeOpenAI([
    assistant(null, toolCall('a', 'run_bash', { command: plant })),
    ...patchTestFinish({ path: 'src/add.js', old_str: WRONG, new_str: RIGHT }, 'add adds', 'bcd'),
  ]);
  try {
    const r = await runCli(
      process.execPath,
      ['run', '--repo', repo, '--task', 'add() subtracts', '--base-url', model.url, '--max-turns', '6'].concat([
        '--sandbox',
        'bwrap',
        '--test-command',
        'npm test',
      ]),
      { env: { HOME: home, OPENAI_API_KEY: 'sk-lfs-test-0123456789' }, unset: ['XDG_CONFIG_HOME'] },
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.readdirSync(markers)).toEqual([]);
    expect(lfsHits).toEqual([]);
    expect(fs.readFileSync(path.join(repo, 'src/add.js'), 'utf8')).toBe(RIGHT);
  } finally {
    await model.close();
  }
});
