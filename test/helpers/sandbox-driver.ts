/**
 * Runs one command for test/security/sandbox-behaviour.test.ts as whichever user started it: `expect` writes the
 * work tree's `.expected.json` (its real path and the python3 on PATH, as seen outside), `outside` runs the command
 * with this process's environment, `inside` through the real sandbox, wired as the pipeline wires it. Bundled by the
 * test, so a non-root user can run it with plain node. Prints one JSON line: {exitCode, output}.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prepareSandbox } from '../../src/workspace/sandbox/index.js';
import { runCommand } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';

const [mode, root, command] = process.argv.slice(2) as [string, string, string];
const timeoutMs = 120_000;

async function main(): Promise<{ exitCode: number | null; output: string }> {
  if (mode === 'expect') {
    const py = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
    const expected = { root: fs.realpathSync(root), python3: py.status === 0 ? py.stdout.trim() : null };
    fs.writeFileSync(path.join(root, '.expected.json'), JSON.stringify(expected));
    return { exitCode: 0, output: JSON.stringify(expected) };
  }
  if (mode === 'outside') {
    const env = Object.fromEntries(
      Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return runCommand(command, { cwd: root, env, timeoutMs, maxOutputChars: 100_000 });
  }
  const log: string[] = [];
  const sandbox = await prepareSandbox({ mode: 'bwrap', root, network: false, log: (l) => log.push(l) });
  try {
    const r = await runCommand(command, {
      cwd: root,
      env: childEnv(),
      wrap: sandbox.wrap,
      timeoutMs,
      maxOutputChars: 100_000,
    });
    return { exitCode: r.exitCode, output: `${r.output}\n${log.join('\n')}\n${sandbox.note}` };
  } finally {
    sandbox.dispose();
  }
}

main().then(
  (r) => {
    process.stdout.write(`${JSON.stringify({ exitCode: r.exitCode, output: r.output })}\n`);
    process.exit(0);
  },
  (err: Error) => {
    process.stdout.write(`${JSON.stringify({ exitCode: -1, output: err.stack ?? err.message })}\n`);
    process.exit(0);
  },
);
