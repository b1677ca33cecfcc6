/**
 * A deflake run of a test in quarantine (issue 57): when the base tree holds the test's quarantine mark (the quarantine
 * PR was merged, deliver/quarantine-mark.ts), the mark is lifted in the work tree before setup and the baseline. A
 * proof of a skipped test proves nothing: the runs of the untouched code must be able to see it fail, the candidate's
 * runs to see it pass. The lifted file is then one of the candidate's edits from the start, so the proven change, the
 * one the PR ships, removes the mark beside the fix; the integrity checks read that file's text after the lift as its
 * "before" (the lift is agent-fix's own change, not the agent's). Read from git objects of the base only, written
 * before any command of the run.
 */
import fs from 'node:fs';
import { liftQuarantineMark, quarantineRunner, type QuarantineLift } from '../deliver/quarantine-mark.js';
import { git } from '../workspace/git.js';
import { rewriteBeneath, statBeneath } from '../security/no-follow.js';
import type { Workspace } from '../workspace/workspace.js';

/**
 * Whether the base may hold a mark at all (a cheap look before the lift): some file names the test or carries
 * agent-fix's go mark. Most deflake runs are of tests in no quarantine.
 */
export async function markedInBase(root: string, base: string, test: string): Promise<boolean> {
  const out = await git(root, ['grep', '-l', '-F', '-e', markName(test), '-e', GO_MARK, base, '--']).catch(() => '');
  return out.trim() !== '';
}

const GO_MARK = 'quarantined by agent-fix';
/** The text a file with the mark holds: the test's name (a js title, a go function, a pytest id). */
const markName = (test: string) =>
  test.includes('::')
    ? test
    : test
        .split(' > ')
        .at(-1)!
        .split('/')[0]!
        .replace(/ \(#\d+\)$/, '');

/** The mark of `test` in the base commit, lifted in the work tree; undefined when there is none (nothing changes). */
export async function liftQuarantine(
  ws: Workspace,
  base: string,
  testCommand: string,
  test: string,
): Promise<QuarantineLift | undefined> {
  const listed = await git(ws.root, ['ls-tree', '-r', '-z', base]).catch(() => '');
  // Regular files only: a mark is never read through a link.
  const files = new Map(
    listed
      .split('\0')
      .filter(Boolean)
      .flatMap((entry) => {
        const m = /^(100644|100755) blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
        return m ? [[m[3]!, m[2]!] as const] : [];
      }),
  );
  const cache = new Map<string, Promise<string | undefined>>();
  const readAsync = (file: string) => {
    const sha = files.get(file);
    if (!sha) return Promise.resolve(undefined);
    let text = cache.get(file);
    if (!text) cache.set(file, (text = git(ws.root, ['cat-file', 'blob', sha]).catch(() => undefined)));
    return text;
  };
  // The candidate files a mark may be in: the configuration files, and the files naming the test.
  const name = markName(test);
  const grep = async (text: string) =>
    (await git(ws.root, ['grep', '-l', '-z', '-F', '-e', text, base, '--']).catch(() => ''))
      .split('\0')
      .filter(Boolean)
      .map((hit) => hit.slice(base.length + 1))
      .filter((f) => files.has(f));
  const hits = new Set([...(await grep(name)), ...(await grep(GO_MARK))]);
  const wanted = ['pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg', 'package.json', ...hits];
  const texts = new Map(await Promise.all(wanted.map(async (f) => [f, await readAsync(f)] as const)));
  const tree = {
    files: [...files.keys()],
    read: (f: string) => texts.get(f),
    containing: (text: string) => [...hits].filter((f) => texts.get(f)?.includes(text)),
  };
  const runner = quarantineRunner(testCommand, test, tree.read('package.json'));
  const lift = liftQuarantineMark(runner, test, tree);
  if (!lift) return undefined;
  // The work tree's file, never through a link (at its end or in a folder above it): it may differ from the base's.
  if (lift.content !== null) rewriteBeneath(ws.root, lift.file, lift.content);
  else if (statBeneath(ws.root, lift.file)?.isFile()) fs.rmSync(ws.resolve(lift.file).abs);
  return lift;
}
