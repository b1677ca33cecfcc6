// The bound on what commands write in their layers (max-ignored-mb, issue 55), on real folders: the cheap statfs
// look can be fooled by another program freeing space on the same file system while a command writes; the walk that
// comes anyway must still see the layers past the bound. This failed before (the stop never came: a CI run beside
// the test freed more than the layer grew).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { IgnoredBound, MB } from '../../src/workspace/ignored-bound.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const fill = (file: string, mb: number) => fs.writeFileSync(file, Buffer.alloc(mb * MB, 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('IgnoredBound', () => {
  test('within the bound it is not over; past it, it is, even while space freed beside the layer hides the growth', async () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-bound-'));
    dirs.push(top);
    const layer = path.join(top, 'layer');
    fs.mkdirSync(layer);
    // Space another program holds on the same file system, freed while the layer grows.
    fill(path.join(top, 'elsewhere'), 24);
    const bound = new IgnoredBound([layer], 4 * MB);
    fill(path.join(layer, 'small'), 2);
    expect(bound.over(true)).toBe(false);
    fill(path.join(layer, 'big'), 6);
    fs.rmSync(path.join(top, 'elsewhere'));
    // What a running command's watch asks every half second: within a few seconds the answer is yes.
    let over = false;
    for (let tick = 0; tick < 30 && !over; tick++) {
      over = bound.over();
      if (!over) await sleep(500);
    }
    expect(over).toBe(true);
    expect(bound.check()).toEqual({ bytes: expect.any(Number), limit: 4 * MB });
    expect(fs.readdirSync(layer)).toEqual([]);
    expect(bound.over(true)).toBe(false);
  }, 30_000);
});
