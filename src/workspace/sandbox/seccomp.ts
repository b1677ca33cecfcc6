/**
 * The kernel keyrings are not namespaced: bwrap's new namespaces leave every command in agent-fix's session keyring
 * (and its user's), where a command could read a key agent-fix or the runner holds, or plant one. bwrap 0.8 has no
 * option for a fresh keyring, and `keyctl` may not be installed, so the commands get a seccomp filter (bwrap
 * `--seccomp FD`) that answers EPERM to `add_key`, `request_key` and `keyctl`, as Docker's default profile does. A
 * program that uses keyrings treats that as "no keyring here". The filter is a classic BPF program, written here by
 * hand (it is twenty instructions): for each architecture a command may run as, its three syscall numbers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atExit } from './host.js';

/** AUDIT_ARCH_* and the numbers of add_key, request_key and keyctl there. x32 shares x86-64's (bit 30 masked). */
const ARCHES: ReadonlyArray<{ arch: number; nrs: number[]; mask?: number }> = [
  { arch: 0xc000003e, nrs: [248, 249, 250], mask: 0xbfffffff }, // x86-64 (and x32)
  { arch: 0x40000003, nrs: [286, 287, 288] }, // i386
  { arch: 0xc00000b7, nrs: [217, 218, 219] }, // aarch64
  { arch: 0x40000028, nrs: [309, 310, 311] }, // arm
];

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const AND_K = 0x54;
const RET_K = 0x06;
/** Offsets in struct seccomp_data. */
const NR = 0;
const ARCH = 4;
const ALLOW = 0x7fff0000;
const ERRNO_EPERM = 0x00050000 | 1;

type Insn = [code: number, jt: number, jf: number, k: number];

/** The filter's instructions: per architecture, deny its three numbers; anything else is allowed. */
export function keyringFilter(): Insn[] {
  const out: Insn[] = [[LD_W_ABS, 0, 0, ARCH]];
  for (const { arch, nrs, mask } of ARCHES) {
    const body: Insn[] = [[LD_W_ABS, 0, 0, NR]];
    if (mask !== undefined) body.push([AND_K, 0, 0, mask]);
    // Each match jumps over the matches after it and the ALLOW, to the ERRNO.
    nrs.forEach((nr, i) => body.push([JEQ_K, nrs.length - i, 0, nr]));
    body.push([RET_K, 0, 0, ALLOW], [RET_K, 0, 0, ERRNO_EPERM]);
    // Another architecture skips the block with the architecture still loaded for the next comparison.
    out.push([JEQ_K, 0, body.length, arch], ...body);
  }
  out.push([RET_K, 0, 0, ALLOW]);
  return out;
}

/** The filter as `struct sock_filter[]` in this machine's byte order (bwrap reads it from a descriptor). */
export function keyringFilterBytes(): Buffer {
  const insns = keyringFilter();
  const buf = Buffer.alloc(insns.length * 8);
  const le = os.endianness() === 'LE';
  insns.forEach(([code, jt, jf, k], i) => {
    if (le) buf.writeUInt16LE(code, i * 8);
    else buf.writeUInt16BE(code, i * 8);
    buf.writeUInt8(jt, i * 8 + 2);
    buf.writeUInt8(jf, i * 8 + 3);
    if (le) buf.writeUInt32LE(k, i * 8 + 4);
    else buf.writeUInt32BE(k, i * 8 + 4);
  });
  return buf;
}

/** Writes the filter to a private file for this run (removed at exit); bwrap gets it on a descriptor. */
export function keyringFilterFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-seccomp-'));
  atExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'keyring.bpf');
  fs.writeFileSync(file, keyringFilterBytes(), { mode: 0o600 });
  return file;
}
