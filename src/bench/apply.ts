/**
 * A strict applier for reference solutions, independent of the engine's patch_file: it lets the suite check prove
 * every task judges (fail before, pass after) without running an agent, and it insists on exact unique anchors, so
 * a reference solution never leans on the engine's fuzzy matching tiers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SolutionStep } from './suite.js';

export class ApplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApplyError';
  }
}

/**
 * One step on one file's text. `before` is null when the file does not exist. Anchors are written with "\n"; a CRLF
 * file is matched and written with "\r\n", as patch_file keeps a file's own line endings.
 */
export function applyStep(before: string | null, step: SolutionStep): string {
  if (step.tool === 'create_file') {
    if (before !== null) throw new ApplyError(`create_file ${step.args.path}: the file exists`);
    return step.args.content;
  }
  const { path: file, old_str, new_str } = step.args;
  if (before === null) throw new ApplyError(`patch_file ${file}: no such file`);
  const crlf = before.includes('\r\n');
  const eol = (s: string) => (crlf ? s.replace(/\r?\n/g, '\r\n') : s);
  const oldText = eol(old_str);
  const count = before.split(oldText).length - 1;
  if (count !== 1) {
    throw new ApplyError(
      `patch_file ${file}: old_str found ${count} times, it must be exactly once: ${JSON.stringify(old_str.slice(0, 80))}`,
    );
  }
  return before.replace(oldText, () => eol(new_str));
}

/** Apply every step to the files under `root` (the sanity check's copy of a task repo). */
export function applySolution(root: string, steps: SolutionStep[]): void {
  for (const step of steps) {
    const file = path.join(root, step.args.path);
    const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const after = applyStep(before, step);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, after);
  }
}
