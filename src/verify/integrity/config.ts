/**
 * `deselect-config` and `runner-config`: configuration that takes tests out of the run or changes how they are
 * judged. By file name and section (each profile's `config`), and by the runner's own word on which file it read
 * (pytest's `configfile:` header): a change to that file is a finding whatever its name, and a configuration file
 * the runner reads in the final run but did not read in the baseline is one too.
 */
import path from 'node:path';
import { PROFILES } from '../runners/index.js';
import type { TestReport } from '../types.js';
import { list, normalize } from './source.js';
import type { FileChange, IntegrityFinding } from './types.js';

const PYTEST_CONFIG =
  /^(pytest\.ini|\.pytest\.ini|pytest\.toml|\.pytest\.toml|tox\.ini|setup\.cfg|pyproject\.toml|conftest\.py)$/;
const PYTEST_SELECTING =
  /\b(addopts|testpaths|norecursedirs|python_files|python_classes|python_functions|collect_ignore(_glob)?|pytest_collection_modifyitems|pytest_ignore_collect)\b|--deselect\b|--ignore(-glob)?\b|(^|[\s'"])-(k|m)\b|-p\s*no:/;
const JS_CONFIG =
  /^(jest|vitest|vite|karma|ava|playwright)\.(config|workspace)\.[cm]?[jt]s(on)?$|^\.mocharc(\.[cm]?js|\.json|\.ya?ml)?$|^\.taprc$/;
const JS_SELECTING =
  /\b(testPathIgnorePatterns|modulePathIgnorePatterns|testMatch|testRegex|roots|testNamePattern|exclude|include|passWithNoTests|allowOnly|grep|fgrep|invert|ignore|spec|retry|retries|bail|projects|files|only|filter)\b/;

function addedLines(before: string | null, after: string): string[] {
  const old = new Set((before ?? '').split('\n').map((l) => l.trim()));
  return after
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !old.has(l));
}

function makeTestRecipe(text: string): string | null {
  const m = /^test\s*:[^\n]*\n((?:\t[^\n]*\n?)*)/m.exec(text);
  return m ? m[0] : null;
}

function packageJsonFindings(before: string, after: string): string[] {
  let a: Record<string, unknown>;
  let b: Record<string, unknown>;
  try {
    a = JSON.parse(before) as Record<string, unknown>;
    b = JSON.parse(after) as Record<string, unknown>;
  } catch {
    return [];
  }
  const out: string[] = [];
  const sa = (a.scripts ?? {}) as Record<string, unknown>;
  const sb = (b.scripts ?? {}) as Record<string, unknown>;
  for (const key of ['test', 'pretest', 'posttest']) {
    if (JSON.stringify(sa[key]) !== JSON.stringify(sb[key]))
      out.push(`scripts.${key}: ${JSON.stringify(sa[key] ?? null)} → ${JSON.stringify(sb[key] ?? null)}`);
  }
  for (const key of ['jest', 'mocha', 'ava', 'vitest', 'tap']) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out.push(`the "${key}" configuration changed`);
  }
  return out;
}

function deselectFindings(change: FileChange): IntegrityFinding[] {
  const { before, after } = change;
  if (after === null) return [];
  const base = path.posix.basename(change.path);
  const found = (detail: string): IntegrityFinding[] => [{ path: change.path, kind: 'deselect-config', detail }];
  if (PYTEST_CONFIG.test(base)) {
    const added = addedLines(before, after).filter((l) => PYTEST_SELECTING.test(l));
    if (added.length) return found(`${change.path}: test selection changed: ${list(added, 3)}`);
  }
  if (JS_CONFIG.test(base)) {
    const added = addedLines(before, after).filter((l) => JS_SELECTING.test(l));
    if (added.length) return found(`${change.path}: test selection changed: ${list(added, 3)}`);
  }
  if (base === 'package.json' && before !== null) {
    const out = packageJsonFindings(before, after);
    if (out.length) return found(`package.json: ${out.join('; ')}`);
  }
  if (base === 'Cargo.toml') {
    const added = addedLines(before, after).filter((l) =>
      /^(test|harness|doctest)\s*=\s*false\b|^\[\[test\]\]/.test(l),
    );
    if (added.length) return found(`Cargo.toml: test targets changed: ${list(added, 3)}`);
  }
  if (
    /^(GNUmakefile|Makefile|makefile)$/.test(base) &&
    before !== null &&
    makeTestRecipe(before) !== makeTestRecipe(after)
  ) {
    return found(`${change.path}: the \`test\` target's recipe changed`);
  }
  return [];
}

const changedLines = (a: string, b: string): string[] => {
  const before = new Set(a.split('\n').map((l) => l.trim()));
  const after = new Set(b.split('\n').map((l) => l.trim()));
  return [
    ...[...after].filter((l) => l && !before.has(l)).map((l) => `+ ${l}`),
    ...[...before].filter((l) => l && !after.has(l)).map((l) => `- ${l}`),
  ];
};

/** The runner's own configuration (a pyproject's [tool.pytest…], a jest config, a .mocharc): any change to it. */
function runnerConfigFindings(change: FileChange): IntegrityFinding[] {
  const { path: p, before, after } = change;
  const norm = normalize(p);
  for (const r of PROFILES) {
    const was = before === null ? null : r.config(norm, before);
    const is = after === null ? null : r.config(norm, after);
    if (was === is || (was === null && is === null)) continue;
    const lines = changedLines(was ?? '', is ?? '');
    if (!lines.length) continue;
    return [
      {
        path: p,
        kind: 'runner-config',
        detail: `${p}: ${r.name}'s configuration ${was === null ? 'added' : is === null ? 'removed' : 'changed'}: ${list(lines, 3)}`,
      },
    ];
  }
  return [];
}

/** Findings of one file's configuration: deselected tests, or else any change to the runner's configuration. */
export function configFindings(change: FileChange): IntegrityFinding[] {
  const deselect = deselectFindings(change);
  return deselect.length ? deselect : runnerConfigFindings(change);
}

/** pytest's header: `configfile: .pytest.toml` (pytest ≥ 6.1; older: `inifile:`), after `rootdir:`. */
const CONFIGFILE = /^(?:rootdir: .*?, )?(?:configfile|inifile): (\S.*?)\s*$/m;

/**
 * The configuration file the run says it read, relative to the workspace: pytest prints it relative to its rootdir,
 * which is the workspace or a folder in it; `cwd` strips an absolute path.
 */
export function reportedConfigFile(run: Pick<TestReport, 'runner'> & { output?: string }, cwd?: string): string | null {
  if (!/\bpytest\b/.test(run.runner) || !run.output) return null;
  const m = CONFIGFILE.exec(run.output.replace(/\r/g, ''));
  if (!m) return null;
  let file = m[1]!;
  if (cwd && file.startsWith(`${cwd}/`)) file = file.slice(cwd.length + 1);
  return normalize(file);
}

/**
 * What the runner says it read decides what counts as its configuration:
 * - a file the final run read and the change edited is `runner-config`, whatever its name (unless the text checks
 *   already named it), since the guard could not read what it changed;
 * - a configuration file read in the final run and not in the baseline (a new `pytest.toml` that pytest now prefers
 *   to `pyproject.toml`) is `runner-config` too.
 */
export function reportedConfigFindings(
  baseline: (Pick<TestReport, 'runner'> & { output?: string }) | null,
  final: Pick<TestReport, 'runner'> & { output?: string },
  changes: FileChange[],
  already: IntegrityFinding[],
  cwd?: string,
): IntegrityFinding[] {
  const now = reportedConfigFile(final, cwd);
  if (!now) return [];
  const was = baseline ? reportedConfigFile(baseline, cwd) : null;
  const findings: IntegrityFinding[] = [];
  const edited = changes.find((c) => normalize(c.path) === now || now.endsWith(`/${normalize(c.path)}`));
  const named = already.some(
    (f) =>
      (f.kind === 'runner-config' || f.kind === 'deselect-config') &&
      normalize(f.path) === normalize(edited?.path ?? ''),
  );
  if (edited && edited.before !== edited.after && !named) {
    findings.push({
      path: edited.path,
      kind: 'runner-config',
      detail: `${edited.path}: pytest reads its configuration from this file (configfile: ${now}), and the change ${
        edited.before === null ? 'adds' : edited.after === null ? 'removes' : 'edits'
      } it: ${list(changedLines(edited.before ?? '', edited.after ?? ''), 3)}`,
    });
  }
  if (baseline && was !== now && !edited) {
    findings.push({
      path: now,
      kind: 'runner-config',
      detail: `pytest read its configuration from ${now} in the final run, ${was ? `from ${was}` : 'from no file'} in the baseline`,
    });
  }
  return findings;
}
