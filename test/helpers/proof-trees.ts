/** Proof trees and folders a test file opens, disposed of and removed after each test. */
import fs from 'node:fs';
import { afterEach } from 'vitest';
import type { ProofTree } from '../../src/verify/proof-tree.js';

export function disposedAfterEach(): { dirs: string[]; trees: ProofTree[] } {
  const held = { dirs: [] as string[], trees: [] as ProofTree[] };
  afterEach(async () => {
    for (const t of held.trees.splice(0)) await t.dispose();
    for (const d of held.dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  return held;
}
