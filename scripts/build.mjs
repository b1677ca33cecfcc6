// Builds the committed bundles: dist/cli.js (the CLI) and, when src/index.ts exists, dist/index.js (the Action).
// ncc writes each bundle into a scratch folder; we move the file into dist/ and copy the runtime assets beside it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ncc = path.join(root, 'node_modules', '.bin', 'ncc');

function bundle(entry, out) {
  if (!fs.existsSync(path.join(root, entry))) return;
  const scratch = path.join(root, 'dist', `.build-${path.basename(out, '.js')}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  execFileSync(ncc, ['build', entry, '-o', scratch, '--minify', '--quiet', '--target', 'es2022'], { cwd: root, stdio: 'inherit' });
  const built = fs.readdirSync(scratch);
  let code = fs.readFileSync(path.join(scratch, 'index.js'), 'utf8');
  if (out === 'cli.js' && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
  fs.writeFileSync(path.join(root, 'dist', out), code, { mode: 0o755 });
  // Anything else ncc emitted (e.g. package.json for "type": "module") is not needed beside a single file.
  fs.rmSync(scratch, { recursive: true, force: true });
  return built;
}

fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
console.log('cli:', bundle('src/cli.ts', 'cli.js'));
console.log('action:', bundle('src/index.ts', 'index.js'));
const grammars = path.join(root, 'scripts', 'copy-grammars.mjs');
if (fs.existsSync(grammars)) execFileSync(process.execPath, [grammars], { cwd: root, stdio: 'inherit' });
