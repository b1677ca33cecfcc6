/**
 * A package manager's step that runs one package script (`npm test`, `npm run test:unit -w a`, `pnpm --filter a test`,
 * `pnpm -C packages/a test`, `yarn workspace a test`, `yarn --cwd packages/a test`): which manager, which script, and
 * the one workspace it runs in when it names one. Read from the command's text only; run.ts finds the folder.
 */

export type Manager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** The workspace a step names: a folder, a package name (pnpm's among pnpm-workspace.yaml's), or several / all. */
export type Target = { path: string } | { name: string; manager: Manager } | 'several';

export interface ScriptCall {
  manager: Manager;
  /** The script's name: `test` for `test`, `t` and `tst`. */
  script: string;
  /** Where the script word (`test`, or `run`) starts in the trimmed step, and whether it is `run`/`run-script`. */
  at: number;
  run: boolean;
  /** The one workspace the step runs the script in, 'several' for more than one, undefined for the folder itself. */
  target?: Target;
}

/** The manager's own options before the script that name where it runs; any other option there: no call. */
const PNPM_BEFORE = /^(?:(--filter|-F)|(-C|--dir))(?:=(.*))?$/;
const YARN_BEFORE = /^(--cwd)(?:=(.*))?$/;
/** npm takes its `--workspace`/`-w`/`--prefix` before the script too (`npm -w a test`). */
const NPM_BEFORE = /^(--workspace|-w|--prefix)(?:=(.*))?$/;
const BEFORE: Record<Manager, RegExp | null> = { npm: NPM_BEFORE, pnpm: PNPM_BEFORE, yarn: YARN_BEFORE, bun: null };

const unquote = (w: string) => w.replace(/^(['"])(.*)\1$/, '$2');

/**
 * The script call `step` is (one step of a command, trimmed), or null: the manager, then the options that say where
 * (npm's `-w`/`--workspace`/`--prefix`, pnpm's `--filter`/`-F`/`-C`/`--dir`, yarn's `workspace <name>`/`--cwd`), then `test`/`t`/`tst` or `run`/`run-script` and a name; what follows is passed to the script
 * (npm's `--workspace`/`-w`/`--prefix` after the script are npm's own, before `--`).
 */
export function scriptCall(step: string): ScriptCall | null {
  const trimmed = step.trim();
  const starts = [...trimmed.matchAll(/\S+/g)];
  const words = starts.map((w) => w[0]);
  const manager = words[0] as Manager;
  if (!['npm', 'pnpm', 'yarn', 'bun'].includes(manager)) return null;
  const named: Target[] = [];
  let i = 1;
  // yarn 1 and berry: `yarn workspace <name> <script> …`.
  if (manager === 'yarn' && words[1] === 'workspace') {
    if (!words[2]) return null;
    named.push({ name: unquote(words[2]), manager });
    i = 3;
  }
  for (; i < words.length; i++) {
    const w = words[i]!;
    const m = BEFORE[manager]?.exec(w);
    if (!m) break;
    const value = unquote(m[m.length - 1] ?? words[++i] ?? '');
    if (!value) return null;
    // pnpm's `--filter`: a package name, `./folder` or `{folder}`; a pattern (`a...`, `@s/*`, `[ref]`, `!a`) is several.
    const selector = manager === 'pnpm' && (m[1] === '--filter' || m[1] === '-F');
    if (manager === 'npm' && m[1] !== '--prefix') named.push({ name: value, manager });
    else if (!selector) named.push({ path: value });
    else if (/^\.{1,2}\//.test(value)) named.push({ path: value });
    else if (/^\{[^{}]+\}$/.test(value)) named.push({ path: value.slice(1, -1) });
    else if (/[*?![\]{}^]|\.\.\./.test(value)) named.push('several');
    else named.push({ name: value, manager });
  }
  const word = words[i];
  let script: string;
  const at = starts[i]?.index ?? 0;
  const run = word === 'run' || word === 'run-script';
  if (word === 'test' || word === 't' || word === 'tst') script = 'test';
  else if (run && words[i + 1]) script = words[++i]!;
  else return null;
  const base = { manager, script, at, run };
  if (manager === 'npm') {
    const after = npmTargets(words.slice(i + 1));
    if (after === null) return { ...base, target: 'several' };
    named.push(...after);
  }
  if (!named.length) return base;
  return { ...base, target: named.length === 1 ? named[0]! : 'several' };
}

/** npm's `--workspace=P`, `--workspace P`, `-w P`, `--prefix P` after the script, up to `--`; null for all of them. */
function npmTargets(words: string[]): Target[] | null {
  const out: Target[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') break;
    const eq = /^(--workspace|-w|--prefix)=(.+)$/.exec(w);
    const flag = eq ? eq[1]! : w === '--workspace' || w === '-w' || w === '--prefix' ? w : null;
    const value = eq ? eq[2]! : flag ? (words[++i] ?? '') : null;
    if (flag && value !== null) {
      const v = unquote(value);
      // `-w name` is a folder or a workspace's package name: run.ts tries the folder first.
      out.push(flag === '--prefix' ? { path: v } : { name: v, manager: 'npm' });
    } else if (/^--(workspaces|include-workspace-root)\b/.test(w)) return null;
  }
  return out;
}

/**
 * `step` (a script call, see scriptCall) with `args` (shell text) passed on to its script, as each manager takes
 * them: npm after `--` (added unless the step has one); yarn as they are (yarn 1 warns at `--` and drops it); pnpm's
 * `run` as they are (it passes a `--` on to the script as a word). pnpm's `test` reads what follows as its own
 * options in pnpm 9 ("Unknown option: 'outputFile'") and passes a `--` on in pnpm 10, so with no `--` of the
 * step's own it is given as `run test`, the same script, which both pass on as they are.
 */
export function withScriptArgs(step: string, args: string): string {
  const lead = step.length - step.trimStart().length;
  const trimmed = step.trim();
  const call = scriptCall(trimmed);
  const tail = step.slice(lead + trimmed.length);
  const head = step.slice(0, lead);
  const hasDashes = /\s--(\s|$)/.test(`${trimmed} `);
  if (!call || call.manager === 'yarn' || hasDashes || (call.manager === 'pnpm' && call.run))
    return `${head}${trimmed} ${args}${tail}`;
  if (call.manager === 'pnpm') {
    const word = /^\S+/.exec(trimmed.slice(call.at))![0];
    const asRun = `${trimmed.slice(0, call.at)}run test${trimmed.slice(call.at + word.length)}`;
    return `${head}${asRun} ${args}${tail}`;
  }
  return `${head}${trimmed} -- ${args}${tail}`;
}
