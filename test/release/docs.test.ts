// The README is one screen of decisions and docs/ holds the rest, one topic a page. Two things break when pages
// move: links (a section renamed or moved leaves `#anchor` links pointing nowhere, which GitHub renders as a link
// that scrolls nowhere) and completeness (an input or flag documented twice drifts, one documented nowhere is
// unknown to users). Both are checked here, on every Markdown file a user reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RUN_OPTIONS } from '../../src/config/cli-args.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

function markdownFiles(): string[] {
  const found = ['README.md', 'SECURITY.md', 'CHANGELOG.md'];
  if (fs.existsSync(DOCS))
    for (const name of fs.readdirSync(DOCS)) if (name.endsWith('.md')) found.push(`docs/${name}`);
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name === 'README.md') found.push(rel);
    }
  };
  walk('src');
  walk('examples');
  return found;
}

/** GitHub's heading anchors: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Outside fenced code blocks only: a `#` line inside a YAML or shell block is a comment, not a heading. */
function prose(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (open && (fence === undefined || open.startsWith(fence))) {
      fence = fence === undefined ? open : undefined;
      continue;
    }
    if (fence === undefined) lines.push(line);
  }
  return lines;
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of prose(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const line of prose(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) out.add(m[1]!);
  return out;
}

/** Relative links of a file's prose: `[text](target)`, without URLs with a scheme, mail links or images' data. */
function links(file: string): { target: string; line: string }[] {
  const out: { target: string; line: string }[] = [];
  for (const line of prose(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
    const inline = line.replace(/`[^`]*`/g, '');
    for (const m of inline.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      out.push({ target, line: line.trim() });
    }
  }
  return out;
}

describe('docs', () => {
  it('every relative link and anchor in the Markdown a user reads resolves', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const { target, line } of links(file)) {
        const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
        const resolved =
          pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
        const abs = path.join(ROOT, resolved);
        if (!fs.existsSync(abs)) {
          broken.push(`${file}: ${target} (no such file: ${resolved}) in "${line.slice(0, 80)}"`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
          broken.push(`${file}: ${target} (no heading "#${anchor}" in ${resolved})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README fits on a few screens: under 300 lines, the rest in docs/', () => {
    const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(300);
    expect(fs.readdirSync(DOCS).filter((f) => f.endsWith('.md')).length).toBeGreaterThanOrEqual(6);
  });

  /**
   * Where each name is defined: the first cell of a row of a table whose header's first cell says what the table
   * lists (`input`, `output`, `flag`). Mentions elsewhere (prose, troubleshooting rows) are references, not
   * definitions.
   */
  function definitions(kind: 'input' | 'output' | 'flag'): Map<string, string[]> {
    const where = new Map<string, string[]>();
    for (const file of ['README.md', ...fs.readdirSync(DOCS).map((f) => `docs/${f}`)]) {
      if (!file.endsWith('.md')) continue;
      let listing: string | undefined;
      for (const line of prose(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        const cell = /^\|([^|]*)\|/.exec(line)?.[1]?.trim();
        if (cell === undefined) {
          listing = undefined;
          continue;
        }
        if (listing === undefined) {
          listing = cell.toLowerCase();
          continue;
        }
        if (listing !== kind || /^:?-+:?$/.test(cell)) continue;
        for (const m of cell.matchAll(/`([^`]+)`/g)) {
          const name = m[1]!.split(/[\s=]/)[0]!;
          where.set(name, [...(where.get(name) ?? []), file]);
        }
      }
    }
    return where;
  }

  const once = (names: string[], where: Map<string, string[]>): string[] =>
    names
      .map((name) => ({ name, files: where.get(name) ?? [] }))
      .filter(({ files }) => files.length !== 1)
      .map(({ name, files }) => `${name}: ${files.length === 0 ? 'nowhere' : files.join(', ')}`);

  it('every input and output of action.yml is defined once, in an input or output table of the docs', () => {
    const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    expect(once(Object.keys(action.inputs), definitions('input'))).toEqual([]);
    expect(once(Object.keys(action.outputs), definitions('output'))).toEqual([]);
  });

  it('every flag of agent-fix run is defined once, in a flag table of the docs', () => {
    expect(
      once(
        Object.keys(RUN_OPTIONS).map((flag) => `--${flag}`),
        definitions('flag'),
      ),
    ).toEqual([]);
  });
});
