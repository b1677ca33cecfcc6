import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';

/**
 * Adds and commits `src/rates.js`: 300 lines of checksums, so one read_file of it is over 10,000 o200k tokens, more
 * than GitHub Models accepts in a whole request (8,000).
 */
export function addBigFile(repo: string, rel = 'src/rates.js'): string {
  const lines = Array.from(
    { length: 300 },
    (_, i) =>
      `export const RATE_${String(i).padStart(3, '0')} = "${crypto.createHash('sha512').update(String(i)).digest('base64')}${crypto.createHash('sha384').update(String(i)).digest('base64')}";`,
  );
  fs.writeFileSync(path.join(repo, rel), `${lines.join('\n')}\n`);
  execFileSync('git', ['add', rel], { cwd: repo });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'rates table'], {
    cwd: repo,
  });
  return rel;
}
