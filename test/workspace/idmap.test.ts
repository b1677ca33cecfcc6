// As root, commands run as nobody. A workspace with one owner is shown to nobody as its own through an idmapped mount
// (src/workspace/sandbox/idmap.ts) instead of being opened to nobody's group file by file: the host's files keep their
// owner, group, mode and ctime (git's index stays fresh), and what the commands make is the owner's. A workspace with
// an entry of another owner keeps the grants. Real bwrap, real mounts, real files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { prepareSandbox, type Sandbox } from '../../src/workspace/sandbox/index.js';
import { WorkLayer } from '../../src/workspace/work-layer.js';
import { makeRepo } from '../helpers/repo.js';
import { skipWithoutBwrap } from '../helpers/cli-run.js';

const asRoot = process.getuid?.() === 0;
/** Another user than root and nobody (a runner's checkout, agent-fix under sudo), so that a mix-up of the two shows. */
const OWNER = 4321;

function ownedRepo(owner: number): string {
  const repo = makeRepo({ 'a.txt': 'a\n', 'src/b.txt': 'b\n', 'src/closed.txt': 'owner only\n' }, 'agent-fix-idmap-');
  fs.chmodSync(path.join(repo, 'src/closed.txt'), 0o600);
  for (const rel of ['', 'a.txt', 'src', 'src/b.txt', 'src/closed.txt'])
    fs.lchownSync(path.join(repo, rel), owner, owner);
  return repo;
}

/** Owner, group and mode of each entry outside .git, and the ctime of each file (a folder's changes as files come). */
function stats(repo: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(repo, { recursive: true, encoding: 'utf8' })) {
    if (rel === '.git' || rel.startsWith('.git/')) continue;
    const st = fs.lstatSync(path.join(repo, rel));
    out[rel] = `${st.uid}:${st.gid} ${(st.mode & 0o7777).toString(8)} ${st.isFile() ? st.ctimeMs : 'dir'}`;
  }
  return out;
}

/** After the sandbox: every entry there before is as it was (`stats`); then the repository goes. */
function removeIfUnchanged(repo: string, before: Record<string, string>): void {
  const after = stats(repo);
  try {
    for (const rel of Object.keys(before)) expect(after[rel], rel).toBe(before[rel]);
  } finally {
    fs.rmSync(repo, { recursive: true, force: true });
  }
}

const run = (repo: string, wrap: Sandbox['wrap'], command: string) =>
  runCommand(command, { cwd: repo, env: childEnv(), timeoutMs: 60_000, wrap });

describe.skipIf(!asRoot)('as root, the workspace shown to nobody through an idmapped mount', () => {
  it("one owner: commands write it as that owner, setup directly and the agent through its layer, and no host file's owner, mode or ctime changes", async (ctx) => {
    skipWithoutBwrap(ctx);
    // Root's own checkout (a container job): host git, which settles the agent's layer, trusts it.
    const repo = ownedRepo(0);
    const before = stats(repo);
    const lines: string[] = [];
    const sb = await prepareSandbox({ mode: 'bwrap', root: repo, network: false, log: (l) => lines.push(l) });
    try {
      expect(sb.note).toContain('idmapped');
      expect(lines.join('\n')).not.toContain('file by file');
      // Nothing was granted: the tree is as it was, ctimes too.
      expect(stats(repo)).toEqual(before);
      const setup = await run(repo, sb.setupWrap, 'id -u; cat src/closed.txt; echo s > made-by-setup.txt');
      expect(setup.exitCode, setup.output).toBe(0);
      expect(setup.output).toContain('65534');
      // nobody reads a file only its owner may read: it is shown as nobody's own.
      expect(setup.output).toContain('owner only');
      expect(fs.lstatSync(path.join(repo, 'made-by-setup.txt')).uid).toBe(0);
      sb.freeze();
      const layer = sb.commandLayer()!;
      const work = new WorkLayer(repo, layer.upper, layer.opaqueXattr);
      const agent = await run(repo, sb.wrap, 'echo n > src/new.txt && echo changed >> src/b.txt && echo OK');
      expect(agent.output).toContain('OK');
      const settled = await work.settle();
      expect(settled.moved).toContain('src/new.txt');
      const made = fs.lstatSync(path.join(repo, 'src/new.txt'));
      expect(`${made.uid}:${made.gid}`).toBe('0:0');
      // The agent's change to a file there stays in its layer: the host's file is untouched.
      expect(fs.readFileSync(path.join(repo, 'src/b.txt'), 'utf8')).toBe('b\n');
      // A file it made on the host is its own on the next command, as in its own tree.
      const again = await run(repo, sb.wrap, 'echo more >> src/new.txt && echo AGAIN');
      expect(again.output).toContain('AGAIN');
    } finally {
      sb.dispose();
    }
    removeIfUnchanged(repo, before);
  }, 120_000);

  it("another user's workspace: nobody writes it as that user, and nothing else on the host changes", async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = ownedRepo(OWNER);
    const before = stats(repo);
    const sb = await prepareSandbox({ mode: 'bwrap', root: repo, network: false });
    try {
      expect(sb.note).toContain('idmapped');
      const setup = await run(repo, sb.setupWrap, 'cat src/closed.txt; echo s > src/made-by-setup.txt && echo OK');
      expect(setup.output).toContain('owner only');
      expect(setup.output).toContain('OK');
      const made = fs.lstatSync(path.join(repo, 'src/made-by-setup.txt'));
      expect(`${made.uid}:${made.gid}`).toBe(`${OWNER}:${OWNER}`);
    } finally {
      sb.dispose();
    }
    removeIfUnchanged(repo, before);
  }, 120_000);

  it('an entry of another owner: the grants as before, said in the log, and given back', async (ctx) => {
    skipWithoutBwrap(ctx);
    const repo = ownedRepo(OWNER);
    fs.lchownSync(path.join(repo, 'src/b.txt'), OWNER + 1, OWNER + 1);
    const modes = () =>
      Object.fromEntries(Object.entries(stats(repo)).map(([k, v]) => [k, v.split(' ')[0]! + v.split(' ')[1]!]));
    const before = modes();
    const lines: string[] = [];
    const sb = await prepareSandbox({ mode: 'bwrap', root: repo, network: false, log: (l) => lines.push(l) });
    try {
      expect(sb.note).not.toContain('idmapped');
      expect(lines.join('\n')).toContain('src/b.txt has another owner than the workspace');
      const setup = await run(repo, sb.setupWrap, 'echo more >> src/b.txt && echo s > made-by-setup.txt && echo OK');
      expect(setup.output).toContain('OK');
    } finally {
      sb.dispose();
    }
    const after = modes();
    for (const rel of Object.keys(before)) expect(after[rel], rel).toBe(before[rel]);
    fs.rmSync(repo, { recursive: true, force: true });
  }, 120_000);
});
