#!/usr/bin/env node
/**
 * npm test's pretest: fails at once when dist/ was not built from the sources in this work tree. The e2e and bundle
 * tests run the committed bundles (what ships), so a src/ change that was not rebuilt would be tested as old code.
 * A hash check (well under a second) rather than a build (minutes with ncc) keeps `npm test` honest and fast, and
 * checks the committed dist/ itself, which a rebuild inside the test run would hide.
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
console.log(
  `check-dist: dist/ was built from these sources (${Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).inputs).length} files)`,
);
