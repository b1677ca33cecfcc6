/**
 * What dist/ is built from, with a sha256 per file: src/ (all but Markdown), the build scripts and the package and
 * lock files (ncc, web-tree-sitter, the grammars and every bundled dependency are pinned there). build.mjs records it
 * in dist/build-inputs.json; check-dist.mjs (npm test's pretest) compares it with the work tree, so the tests never
 * run against a dist/ that was built from other sources.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RECORD = 'dist/build-inputs.json';

const FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/copy-grammars.mjs',
  'scripts/dist-inputs.mjs',
];

function walk(root, rel, out) {
  for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) walk(root, child, out);
    else if (entry.isFile() && !entry.name.endsWith('.md')) out.push(child);
  }
}

/** `{ path: sha256 }` over the inputs, sorted by path. */
export function buildInputs(root) {
  const files = [...FILES];
  walk(root, 'src', files);
  const out = {};
  for (const file of files.sort()) {
    out[file] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex');
  }
  return out;
}

/** Paths that differ between the record and the work tree (changed, added or removed), sorted. */
export function staleInputs(recorded, current) {
  const paths = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...paths].filter((p) => recorded[p] !== current[p]).sort();
}
