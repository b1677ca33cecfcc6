#!/usr/bin/env node
/**
 * npm test's pretest: fails at once when dist/ was not built from the sources in this work tree. The e2e and bundle
 * tests run the committed bundles (what ships), so a src/ change that was not rebuilt would be tested as old code.
 * A hash check (well under a second) rather than a build (minutes with ncc) keeps `npm test` honest and fast, and
 * checks the committed dist/ itself, which a rebuild inside the test run would hide. It also fails when a tests-only
 * environment variable's name appears anywhere in dist/ (issue 33).
 */
import fs from 'node:fs';
import path from 'node:path';
import { RECORD, buildInputs, staleInputs } from './dist-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, RECORD);
if (!fs.existsSync(file)) {
  console.error(
    `check-dist: ${RECORD} is missing, so nothing says what dist/ was built from. Run \`npm run build\`, then npm test again.`,
  );
  process.exit(1);
}
const stale = staleInputs(JSON.parse(fs.readFileSync(file, 'utf8')).inputs ?? {}, buildInputs(root));
if (stale.length) {
  const shown = stale.slice(0, 10).join(', ') + (stale.length > 10 ? ` and ${stale.length - 10} more` : '');
  console.error(
    `check-dist: dist/ is stale: ${shown} changed since the last build. Run \`npm run build\` (dist/ is committed), then npm test again.`,
  );
  process.exit(1);
}
// Test switches never ship: a variable that only tests set would be a switch anything that sets agent-fix's
// environment (a GITHUB_ENV line from an earlier step) could throw. Tests reach their seams through module APIs.
const TESTS_ONLY_NAMES = [
  'AGENT_FIX_PROXY_LOOPBACK_HOSTS',
  'AGENT_FIX_GITHUB_MODELS_LOOPBACK_URL',
  'AGENT_FIX_PROGRESS_INTERVAL_MS',
];
const distDir = path.join(root, 'dist');
const shipped = fs.existsSync(distDir) ? fs.readdirSync(distDir, { recursive: true }).map(String) : [];
const switches = shipped
  .filter((f) => /\.(c|m)?js$/.test(f))
  .flatMap((f) => {
    const text = fs.readFileSync(path.join(distDir, f), 'utf8');
    return TESTS_ONLY_NAMES.filter((name) => text.includes(name)).map((name) => `${name} in dist/${f}`);
  });
if (switches.length) {
  console.error(
    `check-dist: a tests-only variable ships in the bundle: ${switches.join(', ')}. Remove the switch from src/ (tests drive the module's API instead), then \`npm run build\`.`,
  );
  process.exit(1);
}
console.log(
  `check-dist: dist/ was built from these sources (${Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).inputs).length} files)`,
);
