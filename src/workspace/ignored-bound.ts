/**
 * The bound on what the agent's commands write in their own layer in a run (setting `max-ignored-mb`, DESIGN
 * guarantee 13). What git ignores (builds, caches, bytecode, a virtualenv) and what they write in the home and the
 * dependency folders stays in the agent's layer for the run (sandbox/layers.ts, work-layer.ts), in the run's temporary
 * folder on the host's disk: without a bound a command could fill that disk. The layers' bytes are the blocks their
 * files hold (each inode once), counted by a walk of the layers' folders.
 *
 * A walk of a big build folder costs a tenth of a second or more, too much at every tick of a running command; the
 * file system's own count of used blocks (statfs) costs nothing. So the walk runs only when the file system holding
 * the layers has grown, since the last walk, by more than the bound leaves: the layers cannot have passed the bound
 * before. Another program freeing space on that file system meanwhile hides that growth, so a walk also runs every
 * SURE_WALK_MS (or 50 walks' time) while a command runs: such a stop comes late, never not at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { removeTree } from '../security/remove-tree.js';

export const MB = 1024 * 1024;

/** The default of `max-ignored-mb`. */
export const IGNORED_MB_DEFAULT = 2048;

/** Between two walks that found the layers within the bound, at least this long, and 20 times the last walk's time. */
const WALK_GAP_MS = 1000;
/** A walk at least this often while a command runs, whatever the file system's count says. */
const SURE_WALK_MS = 5000;

/** Bytes used on the file system holding `dir`; undefined where statfs cannot say. */
function usedBytes(dir: string): number | undefined {
  try {
    const s = fs.statfsSync(dir);
    return (s.blocks - s.bfree) * s.bsize;
  } catch {
    return undefined;
  }
}

/** The blocks the entries under `dirs` hold, in bytes (each inode once), never following a link. */
export function layerBytes(dirs: readonly string[]): number {
  const seen = new Set<string>();
  let bytes = 0;
  const stack = dirs.filter((d) => fs.existsSync(d));
  while (stack.length) {
    const dir = stack.pop()!;
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const at = path.join(dir, name);
      const st = fs.lstatSync(at, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) stack.push(at);
      if (st.nlink > 1 && !st.isDirectory()) {
        const key = `${st.dev}:${st.ino}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      bytes += st.blocks * 512;
    }
  }
  return bytes;
}

/** What `IgnoredBound.check` found past the bound: the layers' bytes then; they were thrown away. */
export interface OverLayer {
  bytes: number;
  limit: number;
}

export class IgnoredBound {
  /** The layers' bytes at the last walk, and the file system's used bytes just before it. */
  private known = 0;
  private usedAtWalk: number | undefined;
  private nextWalk = 0;
  private lastWalkMs = 0;
  private sureWalk = Date.now() + SURE_WALK_MS;

  constructor(
    /** The folders holding the agent's layers (uppers and their work folders), on the host. */
    readonly folders: readonly string[],
    /** The bound, in bytes. */
    readonly limit: number = IGNORED_MB_DEFAULT * MB,
  ) {
    // What the layers hold already (a later phase's layer over the same run's): one walk, of nothing at a run's start.
    this.measure();
  }

  private used(): number | undefined {
    const at = this.folders.map((f) => path.dirname(f)).find((d) => fs.existsSync(d));
    return at === undefined ? undefined : usedBytes(at);
  }

  /** Walks the layers: their bytes now. */
  measure(): number {
    const started = performance.now();
    this.usedAtWalk = this.used();
    this.known = layerBytes(this.folders);
    this.lastWalkMs = performance.now() - started;
    return this.known;
  }

  /**
   * Are the layers past the bound? Cheap while the file system has not grown by what the bound leaves; then a walk
   * says, at most once a second (`force`: whatever the time, as after a command).
   */
  over(force = false): boolean {
    const used = this.used();
    const grown = used === undefined || this.usedAtWalk === undefined ? Infinity : used - this.usedAtWalk;
    const now = Date.now();
    // Another program freeing space on that file system hides what the layers grew by: a walk is due anyway after a
    // while (SURE_WALK_MS, or 50 walks' time), so such a stop comes late, never not at all.
    const due = now >= this.sureWalk;
    if (!due && this.known + Math.max(0, grown) <= this.limit) return false;
    if (!force && !due && now < this.nextWalk) return this.known > this.limit;
    const bytes = this.measure();
    this.nextWalk = now + Math.max(WALK_GAP_MS, 20 * this.lastWalkMs);
    this.sureWalk = now + Math.max(SURE_WALK_MS, 50 * this.lastWalkMs);
    return bytes > this.limit;
  }

  /**
   * After a command: when the layers are past the bound, throws away what they hold (later commands see the host's
   * files again, and setup's), and says how much there was. No command runs meanwhile: each mounts them anew.
   */
  check(): OverLayer | undefined {
    if (!this.over(true)) return undefined;
    const over = { bytes: this.known, limit: this.limit };
    for (const folder of this.folders) {
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder)) removeTree(path.join(folder, name));
    }
    this.measure();
    return over;
  }
}
