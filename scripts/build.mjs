// Builds the committed bundles with ncc:
// - the Action: dist/index.js, with the engine in chunks beside it (`<id>.index.js`), loaded with import() only when
//   there is work, so the Action starts fast;
// - the CLI: dist/cli/ (entry and chunks), started by the dist/cli.js shim (the package's bin);
// - the tree-sitter grammars for the syntax guard: dist/grammars/;
// - dist/build-inputs.json: what it was built from (scripts/dist-inputs.mjs), which npm test checks first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RECORD, buildInputs } from './dist-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ncc = path.join(root, 'node_modules', '.bin', 'ncc');

/** ncc into a scratch folder; returns the JavaScript files it emitted (ncc's package.json is not needed). */
function bundle(entry, name) {
  const scratch = path.join(dist, `.build-${name}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  // `-e module`: web-tree-sitter's ESM build does `const { createRequire } = await import("module")`. Bundled, that
  // import goes through webpack's CommonJS interop, which copies the properties of objects only; `module` exports a
  // function, so `createRequire` came out undefined ("createRequire is not a function") and the syntax guard was off
  // in both bundles. As an external, ncc leaves it a native import() of Node's own `module`, which works.
  execFileSync(ncc, ['build', entry, '-o', scratch, '-e', 'module', '--minify', '--quiet', '--target', 'es2022'], {
    cwd: root,
    stdio: 'inherit',
  });
  return { scratch, files: fs.readdirSync(scratch).filter((f) => f.endsWith('.js')) };
}

// Read before bundling: the record must describe the sources this build saw.
const inputs = buildInputs(root);

// Start clean, so chunks of an older build cannot linger.
for (const entry of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
  if (entry !== 'grammars') fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
}
fs.mkdirSync(dist, { recursive: true });

const action = bundle('src/index.ts', 'action');
for (const file of action.files) fs.renameSync(path.join(action.scratch, file), path.join(dist, file));
fs.rmSync(action.scratch, { recursive: true, force: true });

const cli = bundle('src/cli.ts', 'cli');
fs.mkdirSync(path.join(dist, 'cli'));
for (const file of cli.files) fs.renameSync(path.join(cli.scratch, file), path.join(dist, 'cli', file));
fs.rmSync(cli.scratch, { recursive: true, force: true });
fs.writeFileSync(path.join(dist, 'cli.js'), "#!/usr/bin/env node\nimport './cli/index.js';\n", { mode: 0o755 });

execFileSync(process.execPath, [path.join(root, 'scripts', 'copy-grammars.mjs'), path.join(dist, 'grammars')], {
  cwd: root,
  stdio: 'inherit',
});
fs.writeFileSync(path.join(root, RECORD), `${JSON.stringify({ inputs }, null, 1)}\n`);

const kib = (f) => `${(fs.statSync(f).size / 1024).toFixed(0)} KiB`;
console.log(
  `dist/index.js ${kib(path.join(dist, 'index.js'))} + chunks ${action.files.filter((f) => f !== 'index.js').join(', ')}`,
);
console.log(
  `dist/cli/index.js ${kib(path.join(dist, 'cli', 'index.js'))} + chunks ${cli.files.filter((f) => f !== 'index.js').join(', ')}`,
);
