/** `agent-fix --version`: the version of the installed package, read from its package.json at run time. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest package.json named agent-fix above this module: src/commands/ in the source tree, dist/cli/ in the
 * bundle. Read at run time because the bundle must report the package it was installed as, not a build-time copy.
 */
export function packageVersion(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const file = path.join(dir, 'package.json');
    try {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'agent-fix' && pkg.version) return pkg.version;
    } catch {
      // no package.json here, or not JSON: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return 'unknown (package.json not found beside the installed files)';
}
