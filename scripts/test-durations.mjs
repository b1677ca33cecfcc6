#!/usr/bin/env node
/**
 * `npm run test:durations`: writes test/durations.json (seconds per test file) from the last full run's
 * .vitest-report.json, for test/sequencer.ts to start the slowest files first. Run it after `npm test` when files were
 * added or got much slower or faster; a partial run would leave files out, so it refuses one that ran few files.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, '.vitest-report.json');
if (!fs.existsSync(report)) {
  console.error('test-durations: .vitest-report.json is missing. Run `npm test` first, then npm run test:durations.');
  process.exit(1);
}
const files = JSON.parse(fs.readFileSync(report, 'utf8')).testResults ?? [];
const total = fs
  .readdirSync(path.join(root, 'test'), { recursive: true })
  .filter((f) => String(f).endsWith('.test.ts'));
if (files.length < total.length / 2) {
  console.error(
    `test-durations: the report covers ${files.length} of ${total.length} test files. Run the whole suite (npm test), then npm run test:durations.`,
  );
  process.exit(1);
}
const durations = Object.fromEntries(
  files
    .map((f) => [
      // Relative to the clone the report was made in (a fresh clone in CI is another folder than this one).
      f.name
        .split(path.sep)
        .join('/')
        .replace(/^.*?\/(?=test\/)/, ''),
      Math.round((f.endTime - f.startTime) / 100) / 10,
    ])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
);
fs.writeFileSync(path.join(root, 'test', 'durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`test-durations: wrote test/durations.json (${files.length} files)`);
