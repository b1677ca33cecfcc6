import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { changelogSection } from '../../scripts/changelog-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/changelog-section.mjs');

const SAMPLE = `# Changelog

## [Unreleased]

- nothing yet

## [1.1.0] - 2026-12-01

### Fixed
- a bug

## [1.0.0] - 2026-11-30

### Added
- everything

[1.1.0]: https://example.com/compare/v1.0.0...v1.1.0
[1.0.0]: https://example.com/releases/tag/v1.0.0
`;

describe('changelog section for a release', () => {
  test('takes the one section, without its heading, the next one or the link references', () => {
    expect(changelogSection(SAMPLE, '1.1.0')).toBe('### Fixed\n- a bug');
    expect(changelogSection(SAMPLE, 'v1.0.0')).toBe('### Added\n- everything');
  });

  test('a version that is missing, or only a prefix of another, has no section', () => {
    expect(changelogSection(SAMPLE, '1.2.0')).toBeUndefined();
    expect(changelogSection(SAMPLE, '1.1')).toBeUndefined();
  });

  test('CRLF files read the same', () => {
    expect(changelogSection(SAMPLE.replace(/\n/g, '\r\n'), '1.1.0')).toBe('### Fixed\n- a bug');
  });

  test('the script prints the section of the tag, and fails naming the version when it is missing', () => {
    const out = execFileSync(process.execPath, [SCRIPT, 'v1.0.0'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toMatch(/^The first stable release[^]*\n### Added\n/);
    expect(out).not.toContain('## [1.0.0]');
    const missing = spawnSync(process.execPath, [SCRIPT, 'v9.9.9'], { cwd: ROOT, encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('CHANGELOG.md has no entry for v9.9.9');
  });

  test('package.json, package-lock.json and the changelog agree on the version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    expect(lock.version).toBe(pkg.version);
    expect(lock.packages[''].version).toBe(pkg.version);
    expect(changelogSection(fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'), pkg.version)).toBeTruthy();
  });
});
