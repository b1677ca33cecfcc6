/**
 * The seccomp filter every sandboxed command gets (bwrap `--seccomp FD`), a classic BPF program written here by hand,
 * for each architecture a command may run as:
 * - The kernel keyrings are not namespaced: bwrap's new namespaces leave every command in agent-fix's session keyring
 *   (and its user's), where a command could read a key agent-fix or the runner holds, or plant one. bwrap 0.8 has no
 *   option for a fresh keyring, and `keyctl` may not be installed: `add_key`, `request_key` and `keyctl` answer EPERM,
 *   as in Docker's default profile. A program that uses keyrings treats that as "no keyring here".
 * - No set-user-ID or set-group-ID bit: a mode with either (chmod, fchmod, fchmodat, fchmodat2, and a file made by
 *   open, openat, creat, mknod or mknodat) answers EPERM. As root, the workspace is shown to the commands' user as its
 *   own (idmap.ts), so it could otherwise leave a set-user-ID root program in the host's work tree. openat2 (its mode
 *   is in a struct the filter cannot read) and io_uring_setup (io_uring opens files past the filter) answer ENOSYS,
 *   and libc and libuv fall back to openat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atExit } from './host.js';
import { neutralTempDir } from '../../process/temp-name.js';
import { removeTree } from '../../security/remove-tree.js';

/** A syscall whose argument `arg` is a mode: refused when it holds S_ISUID or S_ISGID. */
type ModeCall = [nr: number, arg: number];

interface Arch {
  /** AUDIT_ARCH_*. */
  arch: number;
  /** x32 shares x86-64's numbers with bit 30 set: masked off. */
  mask?: number;
  /** add_key, request_key, keyctl. */
  keyring: number[];
  modes: ModeCall[];
  /** openat2, io_uring_setup (the same number everywhere). */
  enosys: number[];
}

const ENOSYS_CALLS = [437, 425];

const ARCHES: readonly Arch[] = [
  {
    arch: 0xc000003e, // x86-64 (and x32)
    mask: 0xbfffffff,
    keyring: [248, 249, 250],
    // chmod, fchmod, fchmodat, fchmodat2, open, openat, creat, mknod, mknodat
    modes: [
      [90, 1],
      [91, 1],
      [268, 2],
      [452, 2],
      [2, 2],
      [257, 3],
      [85, 1],
      [133, 1],
      [259, 2],
    ],
    enosys: ENOSYS_CALLS,
  },
  {
    arch: 0x40000003, // i386
    keyring: [286, 287, 288],
    modes: [
      [15, 1],
      [94, 1],
      [306, 2],
      [452, 2],
      [5, 2],
      [295, 3],
      [8, 1],
      [14, 1],
      [297, 2],
    ],
    enosys: ENOSYS_CALLS,
  },
  {
    arch: 0xc00000b7, // aarch64: only the *at calls exist
    keyring: [217, 218, 219],
    modes: [
      [52, 1],
      [53, 2],
      [452, 2],
      [56, 3],
      [33, 2],
    ],
    enosys: ENOSYS_CALLS,
  },
  {
    arch: 0x40000028, // arm (EABI)
    keyring: [309, 310, 311],
    modes: [
      [15, 1],
      [94, 1],
      [333, 2],
      [452, 2],
      [5, 2],
      [322, 3],
      [8, 1],
      [14, 1],
      [324, 2],
    ],
    enosys: ENOSYS_CALLS,
  },
];

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JSET_K = 0x45;
const AND_K = 0x54;
const RET_K = 0x06;
/** Offsets in struct seccomp_data; an argument's low 32 bits (native byte order). */
const NR = 0;
const ARCH = 4;
const argLow = (i: number) => 16 + 8 * i + (os.endianness() === 'LE' ? 0 : 4);
const SET_ID_BITS = 0o6000;
const ALLOW = 0x7fff0000;
const ERRNO_EPERM = 0x00050000 | 1;
const ERRNO_ENOSYS = 0x00050000 | 38;

type Insn = [code: number, jt: number, jf: number, k: number];
/** An instruction whose jump targets are labels, resolved by `assemble`. */
type Step = { insn: Insn; jt?: string; jf?: string } | { label: string };

/** Resolves the labels into relative jumps (forward only, as BPF has them). */
function assemble(steps: Step[]): Insn[] {
  const at = new Map<string, number>();
  let pc = 0;
  for (const s of steps) {
    if ('label' in s) at.set(s.label, pc);
    else pc++;
  }
  const out: Insn[] = [];
  for (const s of steps) {
    if ('label' in s) continue;
    const here = out.length;
    const rel = (label: string | undefined, given: number) => (label === undefined ? given : at.get(label)! - here - 1);
    const [code, jt, jf, k] = s.insn;
    out.push([code, rel(s.jt, jt), rel(s.jf, jf), k]);
  }
  return out;
}

/** One architecture's block: its keyring calls, its mode calls and the ENOSYS ones; anything else is allowed. */
function archBlock(a: Arch, n: number, next: string): Step[] {
  const l = (name: string) => `${n}-${name}`;
  const steps: Step[] = [{ insn: [JEQ_K, 0, 0, a.arch], jf: next }, { insn: [LD_W_ABS, 0, 0, NR] }];
  if (a.mask !== undefined) steps.push({ insn: [AND_K, 0, 0, a.mask] });
  for (const nr of a.keyring) steps.push({ insn: [JEQ_K, 0, 0, nr], jt: l('eperm') });
  const args = [...new Set(a.modes.map(([, arg]) => arg))];
  for (const [nr, arg] of a.modes) steps.push({ insn: [JEQ_K, 0, 0, nr], jt: l(`arg${arg}`) });
  for (const nr of a.enosys) steps.push({ insn: [JEQ_K, 0, 0, nr], jt: l('enosys') });
  steps.push({ insn: [RET_K, 0, 0, ALLOW] });
  for (const arg of args)
    steps.push(
      { label: l(`arg${arg}`) },
      { insn: [LD_W_ABS, 0, 0, argLow(arg)] },
      { insn: [JSET_K, 0, 0, SET_ID_BITS], jt: l('eperm') },
      { insn: [RET_K, 0, 0, ALLOW] },
    );
  steps.push({ label: l('eperm') }, { insn: [RET_K, 0, 0, ERRNO_EPERM] });
  steps.push({ label: l('enosys') }, { insn: [RET_K, 0, 0, ERRNO_ENOSYS] });
  return steps;
}

/** The filter's instructions: the architecture is loaded once; each block is skipped by one of another. */
export function sandboxFilter(): Insn[] {
  const steps: Step[] = [{ insn: [LD_W_ABS, 0, 0, ARCH] }];
  ARCHES.forEach((a, n) => steps.push(...archBlock(a, n, `arch-${n + 1}`), { label: `arch-${n + 1}` }));
  steps.push({ insn: [RET_K, 0, 0, ALLOW] });
  return assemble(steps);
}

/** The filter as `struct sock_filter[]` in this machine's byte order (bwrap reads it from a descriptor). */
export function sandboxFilterBytes(): Buffer {
  const insns = sandboxFilter();
  const buf = Buffer.alloc(insns.length * 8);
  const le = os.endianness() === 'LE';
  insns.forEach(([code, jt, jf, k], i) => {
    if (jt > 255 || jf > 255) throw new Error('the seccomp filter has a jump longer than BPF allows');
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
export function sandboxFilterFile(): string {
  const dir = neutralTempDir();
  atExit(() => removeTree(dir));
  const file = path.join(dir, 'sandbox.bpf');
  fs.writeFileSync(file, sandboxFilterBytes(), { mode: 0o600 });
  return file;
}
