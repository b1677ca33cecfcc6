// The layout a newcomer reads (issue 30): no room in src/ too big to live in, every folder saying what lives there,
// and src/README.md's "Where a change lands" table naming files, folders and names that are really there. A split or
// a move that forgets one of them fails here, not in the next reader's head.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const MAX_LINES = 600;
const MAX_FUNCTION_LINES = 80;
/**
 * Where a long function is the clearest form: parsers (one pass over a runner's output), runner profiles (a table of
 * one runner's facts) and renderers (one document top to bottom). Everywhere else a function over the limit is a
 * list of steps that wants names.
 */
const LONG_FUNCTIONS_ALLOWED = [/^verify\/runners\//, /^verify\/parse\.ts$/, /^report\//];

/** Every folder under src/ (src/ itself included), relative to src/ with a trailing slash ('' for src/). */
function folders(dir = ''): string[] {
  const entries = fs.readdirSync(path.join(SRC, dir), { withFileTypes: true });
  return [dir, ...entries.filter((e) => e.isDirectory()).flatMap((e) => folders(`${dir}${e.name}/`))];
}

const sourceFiles = (dir: string) =>
  fs
    .readdirSync(path.join(SRC, dir), { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => `${dir}${e.name}`);

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The rows of the "Where a change lands" table: the change, and what its files cell names in backticks. */
function whereAChangeLands(): { change: string; names: string[] }[] {
  const readme = fs.readFileSync(path.join(SRC, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Where a change lands'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[\s|:-]+\|$/.test(l))
    .slice(1) // the header
    .map((l) => {
      const [change = '', files = ''] = l.split('|').slice(1, 3);
      return { change: change.trim(), names: [...files.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) };
    });
}

const isPath = (name: string) => /\.(ts|md)$/.test(name) || name.endsWith('/');
const exists = (rel: string) => fs.existsSync(path.join(SRC, rel));

describe('src/ layout', () => {
  it(`no source file in src/ is over ${MAX_LINES} lines`, () => {
    const tooLong = folders()
      .flatMap(sourceFiles)
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(path.join(SRC, file), 'utf8')) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `src/${f.file}: ${f.lines} lines; split it along its seams into files named for their roles`);
    expect(tooLong).toEqual([]);
  });

  it(`no function in src/ is over ${MAX_FUNCTION_LINES} lines, outside parsers, profiles and renderers`, () => {
    const tooLong: string[] = [];
    for (const file of folders().flatMap(sourceFiles)) {
      if (LONG_FUNCTIONS_ALLOWED.some((re) => re.test(file))) continue;
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(path.join(SRC, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          if (last - first + 1 > MAX_FUNCTION_LINES) {
            const name =
              node.name?.getText(source) ??
              (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
            tooLong.push(`src/${file}:${first + 1} ${name}: ${last - first + 1} lines; name its steps as functions`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(tooLong).toEqual([]);
  });

  it('every folder in src/ has a README: a heading, then what lives there', () => {
    const missing = folders().flatMap((dir) => {
      const file = path.join(SRC, dir, 'README.md');
      if (!fs.existsSync(file)) return [`src/${dir}README.md is missing`];
      const lines = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim());
      if (!lines[0]?.startsWith('# ') || lines.length < 2)
        return [`src/${dir}README.md needs a heading and a line saying what lives in the folder`];
      return [];
    });
    expect(missing).toEqual([]);
  });

  it('"Where a change lands" names files and folders that exist, and names defined in them', () => {
    const rows = whereAChangeLands();
    expect(rows.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { change, names } of rows) {
      const paths = names.filter(isPath);
      // A path in a row is from src/ (`tools/registry.ts`), a template (`tools/<name>.ts`: its folder must exist), or a
      // bare file of a folder the row names (`secrets.ts` after `workspace/sandbox/`).
      const rowFolders = paths.filter((p) => p.includes('/')).map((p) => (p.endsWith('/') ? p : `${path.dirname(p)}/`));
      const files: string[] = [];
      for (const p of paths) {
        if (p.includes('<')) {
          if (!exists(path.dirname(p))) wrong.push(`${change}: ${p}: no folder src/${path.dirname(p)}/`);
        } else if (p.includes('/')) {
          if (!exists(p)) wrong.push(`${change}: no src/${p}`);
          else if (p.endsWith('.ts')) files.push(p);
        } else {
          const found = rowFolders.map((d) => `${d}${p}`).filter(exists);
          if (found.length === 0) wrong.push(`${change}: ${p} is in none of ${rowFolders.join(', ')}`);
          files.push(...found);
        }
      }
      // A name (`resolveTrigger`, `TOOLS`, `DeliveryOutcome`) is defined or used in the row's files, or its folders.
      const where = [...new Set([...files, ...rowFolders])];
      const searched = new Set([...files, ...rowFolders.filter(exists).flatMap(sourceFiles)]);
      const text = [...searched].map((f) => fs.readFileSync(path.join(SRC, f), 'utf8')).join('\n');
      for (const name of names.filter((n) => !isPath(n)))
        if (!new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
          wrong.push(`${change}: \`${name}\` is in none of ${where.length ? where.join(', ') : 'its files'}`);
    }
    expect(wrong).toEqual([]);
  });
});
