#!/usr/bin/env node
/**
 * `prepack` (`strip`) and `postpack` (`restore`): the packed package.json carries none of the checkout's lifecycle
 * scripts, so installing the package runs nothing at install time (npm 11 warns about any install script that
 * allowScripts does not cover, and `prepare`'s unshadow-node.mjs does nothing in an installed package anyway). The
 * checkout's own `npm ci` still runs `prepare`: it never packs. `strip` keeps the original bytes outside the packed
 * files; `restore` puts them back, also after a pack that failed half-way (a later strip restores first).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const manifest = path.join(root, 'package.json');
const kept = path.join(root, 'node_modules', '.cache', 'agent-fix-pack', 'package.json');
/** Scripts the installed package has no use for: the install-time one and the pair that packs. */
const DROPPED = ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'postpack'];

function restore() {
  if (!fs.existsSync(kept)) return;
  fs.copyFileSync(kept, manifest);
  fs.rmSync(kept);
}

const mode = process.argv[2];
if (mode === 'restore') restore();
else if (mode === 'strip') {
  restore();
  const text = fs.readFileSync(manifest, 'utf8');
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  fs.writeFileSync(kept, text);
  const pkg = JSON.parse(text);
  for (const name of DROPPED) delete pkg.scripts?.[name];
  fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore (the package.json prepack/postpack pair)');
  process.exit(2);
}
