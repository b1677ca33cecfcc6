/**
 * Temporary folders with a neutral name (`tmp.XXXXXX`, as `mktemp -d` names its own): the code under test sees the
 * folders the sandbox binds, covers and layers in `/proc/self/mountinfo` (a bind mount shows its source's path, an
 * overlay its layers'), and a name that says agent-fix would tell it the proof from the user's CI (issue 54).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NEUTRAL_PREFIX = 'tmp.';

/** A new folder `tmp.XXXXXX` in `parent` (the temporary folder: the run's own, while a run is open). */
export function neutralTempDir(parent: string = os.tmpdir()): string {
  return fs.mkdtempSync(path.join(parent, NEUTRAL_PREFIX));
}
