// Builds the Action bundle: ncc writes dist/index-build/index.js (ESM, as package.json says "type": "module");
// the Action runs dist/index.js, so move it there and drop the build folder. Node reads dist/index.js as ESM through
// the repository's package.json ("type": "module"), which the runner checks out with the Action.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'dist', 'index-build');
fs.rmSync(out, { recursive: true, force: true });
const ncc = spawnSync('npx', ['ncc', 'build', 'src/index.ts', '-o', 'dist/index-build', '--minify', '-q'], { cwd: root, stdio: 'inherit' });
if (ncc.status !== 0) process.exit(ncc.status ?? 1);
const built = fs.readdirSync(out);
// Chunks (`<id>.index.js`: the engine, loaded with import() only when there is work) and assets (.wasm) that ncc
// emits beside the bundle must sit beside dist/index.js too.
for (const file of built.filter((f) => f !== 'index.js' && f !== 'package.json')) {
  fs.cpSync(path.join(out, file), path.join(root, 'dist', file), { recursive: true });
}
fs.renameSync(path.join(out, 'index.js'), path.join(root, 'dist', 'index.js'));
fs.rmSync(out, { recursive: true, force: true });
const size = fs.statSync(path.join(root, 'dist', 'index.js')).size;
console.log(`dist/index.js: ${(size / 1024).toFixed(0)} KiB`);
