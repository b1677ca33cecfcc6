#!/usr/bin/env node
// Prints the CHANGELOG.md section of one version (Keep a Changelog: `## [1.0.0] - 2026-11-30`), without its heading,
// for the GitHub release body. Exits 1 naming the version when the section is missing or empty, so a tag pushed
// without its changelog entry fails the release instead of publishing an empty one.
//   node scripts/changelog-section.mjs v1.0.0 [CHANGELOG.md]
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The body of the section for `version` (a leading `v` is ignored), or undefined when there is none. */
export function changelogSection(text, version) {
  const want = version.replace(/^v/, '');
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const heading = (line) => /^## \[?v?([^\]\s]+)\]?/.exec(line)?.[1];
  const start = lines.findIndex((line) => heading(line) === want);
  if (start === -1) return undefined;
  let end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  // Link references (`[1.0.0]: https://…`) at the end of the file belong to no section.
  const body = lines
    .slice(start + 1, end)
    .filter((line) => !/^\[[^\]]+\]:\s/.test(line))
    .join('\n')
    .trim();
  return body || undefined;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [version, file = 'CHANGELOG.md'] = process.argv.slice(2);
  if (!version) {
    console.error('usage: node scripts/changelog-section.mjs VERSION [CHANGELOG.md]');
    process.exit(2);
  }
  const section = changelogSection(fs.readFileSync(file, 'utf8'), version);
  if (!section) {
    console.error(
      `${file} has no entry for ${version}: add a "## [${version.replace(/^v/, '')}] - YYYY-MM-DD" section before tagging`,
    );
    process.exit(1);
  }
  process.stdout.write(`${section}\n`);
}
