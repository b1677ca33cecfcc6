/**
 * The sandbox's seccomp filter. Kernel keyrings are not namespaced: without a filter, every command in the sandbox shares agent-fix's session
 * keyring, and reads a key agent-fix's process holds (a runner or a credential helper may keep tokens there). The
 * sandbox's seccomp filter (src/workspace/sandbox/seccomp.ts) answers EPERM to add_key, request_key and keyctl. The
 * keys are made and read with Python's ctypes (syscall numbers of x86-64), so no keyutils package is needed. The same
 * filter refuses set-user-ID and set-group-ID bits (as root the work tree is shown to the commands' user as its own).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { type Sandbox } from '../../src/workspace/sandbox/index.js';
import { sandboxOrSkip } from '../helpers/context.js';
import { runCommand, shellQuote } from '../../src/process/exec.js';
import { childEnv } from '../../src/security/env.js';
import { makeRepo } from '../helpers/repo.js';

const SECRET = 'KEYRING-SECRET-7f3a9c2e51';
const DESCRIPTION = `agent-fix-keyring-test-${process.pid}`;
/** Python that calls the keyring syscalls (x86-64 numbers: add_key 248, keyctl 250; @s is -3). */
const PY = `
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
def err(): return os.strerror(ctypes.get_errno())
op = sys.argv[1]
if op == 'add':
    r = libc.syscall(248, b'user', sys.argv[2].encode(), sys.argv[3].encode(), len(sys.argv[3]), ctypes.c_int(-3))
    print(r if r > 0 else 'add failed: ' + err())
elif op == 'revoke':
    libc.syscall(250, 3, int(sys.argv[2]))
else:
    found = libc.syscall(250, 10, ctypes.c_int(-3), b'user', sys.argv[2].encode(), 0)
    print('search:', found if found > 0 else err())
    buf = ctypes.create_string_buffer(200)
    n = libc.syscall(250, 11, int(sys.argv[3]), buf, 200)
    print('read by id:', buf.value.decode() if n > 0 else err())
    r = libc.syscall(248, b'user', b'planted', b'planted-value', 13, ctypes.c_int(-3))
    print('add:', r if r > 0 else err())
`;
const X64 = process.arch === 'x64';
const py = (...args: string[]) => execFileSync('python3', ['-c', PY, ...args], { encoding: 'utf8' }).trim();

let ws: string;
let keyId = '';
const sandboxes: Sandbox[] = [];

beforeAll(() => {
  ws = makeRepo({ 'README.md': 'hello\n' }, 'agent-fix-keyring-');
  if (X64) keyId = py('add', DESCRIPTION, SECRET);
});
afterAll(() => {
  for (const sb of sandboxes) sb.dispose();
  if (/^\d+$/.test(keyId)) py('revoke', keyId);
  fs.rmSync(ws, { recursive: true, force: true });
});

describe.runIf(X64 && os.platform() === 'linux')('kernel keyrings', () => {
  test("a command cannot find, read or add a key in agent-fix's session keyring", async (ctx) => {
    expect(keyId, 'this machine lets a process add a key').toMatch(/^\d+$/);
    const sb = await sandboxOrSkip({ mode: 'bwrap', root: ws, network: false });
    if (!sb) return ctx.skip();
    sandboxes.push(sb);
    const script = `python3 -c ${shellQuote(PY)} probe ${DESCRIPTION} ${keyId}`;
    for (const wrap of [sb.wrap, sb.setupWrap]) {
      const r = await runCommand(script, { cwd: ws, env: childEnv(), timeoutMs: 30_000, wrap, maxOutputChars: 4000 });
      expect(r.output).not.toContain(SECRET);
      expect(r.output).toContain('search: Operation not permitted');
      expect(r.output).toContain('read by id: Operation not permitted');
      expect(r.output).toContain('add: Operation not permitted');
    }
  });
});

/** Python that tries each way of giving a file a set-user-ID or set-group-ID bit, and a plain mode. */
const SET_ID_PY = `
import os
def attempt(name, fn):
    try:
        fn()
        print(name + ': allowed')
    except PermissionError:
        print(name + ': refused')
open('f', 'w').close()
attempt('chmod-suid', lambda: os.chmod('f', 0o4755))
attempt('chmod-sgid', lambda: os.chmod('f', 0o2755))
attempt('fchmod-suid', lambda: os.fchmod(os.open('f', os.O_RDONLY), 0o4755))
attempt('create-suid', lambda: os.close(os.open('g', os.O_CREAT | os.O_WRONLY, 0o4755)))
attempt('chmod-plain', lambda: os.chmod('f', 0o755))
`;

describe.runIf(os.platform() === 'linux')('set-user-ID and set-group-ID bits', () => {
  test("no command gives a file of the work tree a set-ID bit (as root the tree is shown to it as its own), by chmod, fchmod or a new file's mode; a plain mode is fine", async (ctx) => {
    const sb = await sandboxOrSkip({ mode: 'bwrap', root: ws, network: false });
    if (!sb) return ctx.skip();
    sandboxes.push(sb);
    const script = `python3 -c ${shellQuote(SET_ID_PY)}; chmod u+s f && echo coreutils-suid: allowed || echo coreutils-suid: refused`;
    // setup writes the host's tree itself; the agent's commands write their layer.
    for (const wrap of [sb.setupWrap, sb.wrap]) {
      const r = await runCommand(script, { cwd: ws, env: childEnv(), timeoutMs: 30_000, wrap, maxOutputChars: 4000 });
      for (const way of ['chmod-suid', 'chmod-sgid', 'fchmod-suid', 'create-suid', 'coreutils-suid'])
        expect(r.output, r.output).toContain(`${way}: refused`);
      expect(r.output).toContain('chmod-plain: allowed');
    }
    for (const name of ['f', 'g'])
      expect(fs.statSync(`${ws}/${name}`, { throwIfNoEntry: false })?.mode ?? 0, name).not.toSatisfy(
        (m: number) => (m & 0o6000) !== 0,
      );
  });
});
