#!/usr/bin/env node
/**
 * Copies the tree-sitter runtime wasm and the syntax guard's grammars into one flat folder (default dist/grammars),
 * because ncc bundles JavaScript only: the guard looks for a `grammars` folder beside the running bundle.
 * The list is src/tools/grammars.json, the same table the guard reads.
 * Usage: node scripts/copy-grammars.mjs [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.argv[2] ?? 'dist/grammars');
const table = JSON.parse(fs.readFileSync(path.join(root, 'src/tools/grammars.json'), 'utf8'));
const require = createRequire(path.join(root, 'package.json'));

function packageDir(pkg) {
  // Some packages export no package.json; walk node_modules the way Node would instead.
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

fs.mkdirSync(outDir, { recursive: true });
const sources = [table.runtime, ...Object.values(table.languages)];
let bytes = 0;
const missing = [];
for (const src of sources) {
  const from = path.join(packageDir(src.pkg), src.file);
  if (!fs.existsSync(from)) {
    missing.push(`${src.pkg}/${src.file}`);
    continue;
  }
  const to = path.join(outDir, path.basename(src.file));
  fs.copyFileSync(from, to);
  bytes += fs.statSync(to).size;
}
if (missing.length) {
  console.error(`copy-grammars: missing ${missing.join(', ')}. Run npm ci, then build again.`);
  process.exit(1);
}
console.log(
  `copy-grammars: ${sources.length} wasm files (${(bytes / 1e6).toFixed(1)} MB) -> ${path.relative(root, outDir) || '.'}`,
);
