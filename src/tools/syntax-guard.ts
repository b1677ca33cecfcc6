/**
 * The syntax guard: after an edit, parse the file with tree-sitter (WASM grammars, no native build) and refuse the
 * edit if it brings in NEW parse errors. A file that was already broken is judged on its new errors only, so a model
 * can still work in a file the parser dislikes. Grammars load lazily, one per language, and ship in dist/grammars.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Node as TsNode } from 'web-tree-sitter';
import grammars from './grammars.json' with { type: 'json' };
import { aliasMissingImports } from './wasm-imports.js';
import { keepWasmInBaselineTier } from './wasm-tiering.js';

/** `unavailable`: the guard could not load for this language, so the edit went through unchecked (reported loudly). */
export type SyntaxCheck =
  | { ok: true; language?: string; skipped?: string; unavailable?: string }
  | { ok: false; language: string; message: string };

/**
 * The one wording of "the guard is off" (progress line, warning, trajectory, reports); it points at the README's
 * Troubleshooting row of the same name.
 */
export function guardOffWarning(reason: string, language?: string): string {
  const scope = language ? `for ${language} files` : '';
  return (
    `syntax guard OFF${scope ? ` ${scope}` : ''}: ${reason}. Edits${scope ? ` to ${language} files` : ''} are written without a syntax check ` +
    '(see "syntax guard OFF" under Troubleshooting in the agent-fix README)'
  );
}

/**
 * Where each grammar comes from (package and file); the file name is also its name in dist/grammars. The table is JSON
 * so scripts/copy-grammars.mjs reads the same list. Sources: @repomix/tree-sitter-wasms has current grammars (TS
 * `using`/`accessor`, Rust async closures) built for ABI 14/15; tree-sitter-wasms supplies JSON and Bash; YAML comes from
 * @tree-sitter-grammars/tree-sitter-yaml because tree-sitter-wasms' YAML build needs C++ runtime symbols that
 * web-tree-sitter 0.25 no longer exports.
 */
export const GRAMMAR_SOURCES: Record<string, { pkg: string; file: string }> = grammars.languages;
export const RUNTIME_WASM: { pkg: string; file: string } = grammars.runtime;

const BY_EXTENSION: Record<string, string> = {
  '.py': 'python',
  '.pyi': 'python',
  '.pyw': 'python',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.go': 'go',
  '.rs': 'rust',
  '.java': 'java',
  '.c': 'c',
  '.h': 'c',
  '.cc': 'cpp',
  '.cpp': 'cpp',
  '.cxx': 'cpp',
  '.c++': 'cpp',
  '.hpp': 'cpp',
  '.hh': 'cpp',
  '.hxx': 'cpp',
  '.h++': 'cpp',
  '.rb': 'ruby',
  '.rake': 'ruby',
  '.gemspec': 'ruby',
  '.sh': 'bash',
  '.bash': 'bash',
};
const BY_NAME: Record<string, string> = { Rakefile: 'ruby', Gemfile: 'ruby', '.bashrc': 'bash', '.profile': 'bash' };

/** Files larger than this are not parsed: the guard must stay cheap next to the model's turn. */
const MAX_BYTES = 2_000_000;
const MAX_REPORTED = 3;

export function languageFor(filePath: string, text?: string): string | undefined {
  const base = path.basename(filePath);
  const byName = BY_NAME[base];
  if (byName) return byName;
  const ext = path.extname(base).toLowerCase();
  if (ext) return BY_EXTENSION[ext];
  const shebang = text?.startsWith('#!') ? text.slice(0, text.indexOf('\n') >>> 0) : '';
  if (/\b(bash|sh|zsh)\b/.test(shebang)) return 'bash';
  if (/\bpython[0-9.]*\b/.test(shebang)) return 'python';
  if (/\bnode\b/.test(shebang)) return 'javascript';
  if (/\bruby\b/.test(shebang)) return 'ruby';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Locating the .wasm files: env override, then a `grammars` folder beside the running bundle, then node_modules.

function moduleDir(): string {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return process.cwd();
  }
}

/** The .wasm file for a language (or 'runtime'), as the guard would load it; undefined when it is nowhere. */
export function grammarPath(lang: string): string | undefined {
  const src = lang === 'runtime' ? RUNTIME_WASM : GRAMMAR_SOURCES[lang];
  return src && locate(src);
}

function locate(src: { pkg: string; file: string }): string | undefined {
  const name = path.basename(src.file);
  const flatDirs = [
    process.env.AGENT_FIX_GRAMMARS_DIR,
    path.join(moduleDir(), 'grammars'),
    path.join(moduleDir(), '..', 'grammars'),
  ].filter((d): d is string => !!d);
  for (const dir of flatDirs) {
    const p = path.join(dir, name);
    if (fs.existsSync(p)) return p;
  }
  for (let dir = moduleDir(); ;) {
    const p = path.join(dir, 'node_modules', src.pkg, src.file);
    if (fs.existsSync(p)) return p;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

let runtime: Promise<void> | undefined;
const languages = new Map<string, Promise<Parser>>();

function initRuntime(): Promise<void> {
  runtime ??= (async () => {
    const wasm = locate(RUNTIME_WASM);
    if (!wasm) throw new Error('tree-sitter.wasm not found (set AGENT_FIX_GRAMMARS_DIR or rebuild dist)');
    // The binary is handed over directly, so the runtime never has to guess paths inside a bundle.
    const wasmBinary = fs.readFileSync(wasm);
    keepWasmInBaselineTier();
    await Parser.init({ wasmBinary, locateFile: () => wasm } as unknown as Parameters<typeof Parser.init>[0]);
  })();
  return runtime;
}

/**
 * Loads the tree-sitter runtime now, so a run can say at its start that the guard is off rather than let the first
 * edit through unchecked. Returns why it cannot load, or undefined when it works.
 */
export async function syntaxGuardProblem(): Promise<string | undefined> {
  try {
    await initRuntime();
    return undefined;
  } catch (err) {
    // Not cached as a failure: a later edit tries again (and reports per language if it still fails).
    runtime = undefined;
    return (err as Error).message;
  }
}

function parserFor(lang: string): Promise<Parser> {
  let p = languages.get(lang);
  if (!p) {
    p = (async () => {
      await initRuntime();
      const src = GRAMMAR_SOURCES[lang];
      const file = src && locate(src);
      if (!file) throw new Error(`grammar for ${lang} not found`);
      const language = await Language.load(aliasMissingImports(fs.readFileSync(file)));
      const parser = new Parser();
      parser.setLanguage(language);
      return parser;
    })();
    // A failed load is not cached: a later edit may try again.
    p.catch(() => languages.delete(lang));
    languages.set(lang, p);
  }
  return p;
}

// ---------------------------------------------------------------------------------------------------------------
// Errors.

export interface ParseError {
  kind: 'error' | 'missing';
  /** For MISSING nodes, what the parser expected (e.g. `;`, `)`). */
  expected?: string;
  start: number;
  end: number;
  row: number;
  column: number;
  text: string;
}

function collectErrors(root: TsNode, cap = 200): ParseError[] {
  const out: ParseError[] = [];
  const visit = (node: TsNode) => {
    if (out.length >= cap) return;
    if (node.isMissing || node.isError) {
      out.push({
        kind: node.isMissing ? 'missing' : 'error',
        expected: node.isMissing ? node.type : undefined,
        start: node.startIndex,
        end: node.endIndex,
        row: node.startPosition.row,
        column: node.startPosition.column,
        text: node.isMissing ? '' : node.text.slice(0, 60),
      });
      if (node.isMissing) return;
    }
    for (const child of node.children) if (child && (child.hasError || child.isMissing)) visit(child);
  };
  if (root.hasError) visit(root);
  return out;
}

async function parseErrors(parser: Parser, text: string): Promise<ParseError[]> {
  const tree = parser.parse(text);
  if (!tree) return [];
  try {
    return collectErrors(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/**
 * Errors in `after` that the edit brought in. An error counts as old when a matching one (same kind, at the same
 * place once shifted past the edit, or with the same text) existed before.
 */
export function newErrors(
  before: string,
  beforeErrs: ParseError[],
  after: string,
  afterErrs: ParseError[],
): ParseError[] {
  let pre = 0;
  const maxPre = Math.min(before.length, after.length);
  while (pre < maxPre && before.charCodeAt(pre) === after.charCodeAt(pre)) pre++;
  let suf = 0;
  while (suf < maxPre - pre && before.charCodeAt(before.length - 1 - suf) === after.charCodeAt(after.length - 1 - suf))
    suf++;
  const delta = after.length - before.length;
  const mapped = beforeErrs.map((e) => {
    if (e.end <= pre) return e.start;
    if (e.start >= before.length - suf) return e.start + delta;
    return undefined;
  });
  const used = new Set<number>();
  const fresh: ParseError[] = [];
  for (const e of afterErrs) {
    let hit = beforeErrs.findIndex(
      (b, i) => !used.has(i) && b.kind === e.kind && b.expected === e.expected && mapped[i] === e.start,
    );
    if (hit < 0)
      hit = beforeErrs.findIndex(
        (b, i) => !used.has(i) && b.kind === e.kind && b.expected === e.expected && b.text === e.text && e.text !== '',
      );
    if (hit >= 0) used.add(hit);
    else fresh.push(e);
  }
  return fresh;
}

/**
 * Error recovery can wrap a whole document in one ERROR node starting far above the damage; when such a node spans the
 * edit, point at the edit instead of the node's first character.
 */
function pinpoint(e: ParseError, before: string | null, after: string): ParseError {
  if (e.kind !== 'error' || before === null) return e;
  let pre = 0;
  const max = Math.min(before.length, after.length);
  while (pre < max && before.charCodeAt(pre) === after.charCodeAt(pre)) pre++;
  const errorText = after.slice(e.start, e.end);
  if (!(e.start < pre && e.end > pre && errorText.includes('\n'))) return e;
  const head = after.slice(0, pre);
  const row = (head.match(/\n/g) ?? []).length;
  const column = pre - (head.lastIndexOf('\n') + 1);
  return { ...e, start: pre, row, column, text: after.slice(pre, Math.min(e.end, pre + 60)) };
}

function describe(e: ParseError, lines: string[]): string {
  const what =
    e.kind === 'missing'
      ? `missing \`${e.expected}\``
      : e.text.trim()
        ? `unexpected \`${e.text.split('\n')[0].trim().slice(0, 40)}\``
        : 'syntax error';
  const from = Math.max(0, e.row - 2);
  const to = Math.min(lines.length - 1, e.row + 2);
  const width = String(to + 1).length;
  const ctx: string[] = [];
  for (let r = from; r <= to; r++) {
    const text = lines[r].length > 160 ? `${lines[r].slice(0, 160)}…` : lines[r];
    ctx.push(`${r === e.row ? '>' : ' '} ${String(r + 1).padStart(width)}| ${text}`);
    if (r === e.row) ctx.push(`  ${' '.repeat(width)}  ${' '.repeat(Math.min(e.column, 160))}^`);
  }
  return `line ${e.row + 1}, column ${e.column + 1}: ${what}\n${ctx.join('\n')}`;
}

/**
 * Parses `after` (and `before`, only when `after` has errors) and refuses new parse errors.
 * Unknown languages, huge files and grammars that fail to load pass: the guard never blocks an edit it cannot judge,
 * but a grammar that fails to load comes back as `unavailable`, and the edit tools report it (never silently).
 */
export async function checkSyntax(filePath: string, before: string | null, after: string): Promise<SyntaxCheck> {
  const lang = languageFor(filePath, after);
  if (!lang || !GRAMMAR_SOURCES[lang]) return { ok: true };
  if (after.length > MAX_BYTES) return { ok: true, language: lang, skipped: 'file too large to parse' };
  let parser: Parser;
  try {
    parser = await parserFor(lang);
  } catch (err) {
    const reason = (err as Error).message;
    return { ok: true, language: lang, skipped: `parser unavailable: ${reason}`, unavailable: reason };
  }
  const strip = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s);
  const afterText = strip(after);
  const afterErrs = await parseErrors(parser, afterText);
  if (afterErrs.length === 0) return { ok: true, language: lang };
  const beforeText = before === null ? null : strip(before);
  const beforeErrs = beforeText === null || beforeText.length > MAX_BYTES ? [] : await parseErrors(parser, beforeText);
  const fresh = beforeText === null ? afterErrs : newErrors(beforeText, beforeErrs, afterText, afterErrs);
  // An already-broken file passes unless the edit adds errors: reshaping an old error is not a new one.
  if (fresh.length === 0 || (beforeErrs.length > 0 && afterErrs.length <= beforeErrs.length))
    return { ok: true, language: lang };
  const lines = afterText.split(/\r?\n/);
  const shown = fresh.slice(0, MAX_REPORTED).map((e) => describe(pinpoint(e, beforeText, afterText), lines));
  const more = fresh.length > MAX_REPORTED ? `\n(${fresh.length - MAX_REPORTED} more new parse errors)` : '';
  const already =
    beforeErrs.length > 0 ? ` (the file already had ${beforeErrs.length} before this edit; only new ones count)` : '';
  return {
    ok: false,
    language: lang,
    message: `${fresh.length} new ${lang} parse error${fresh.length === 1 ? '' : 's'}${already}:\n${shown.join('\n')}${more}\nCorrect new_str (balanced brackets, quotes, indentation) and try again.`,
  };
}
