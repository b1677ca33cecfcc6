/**
 * The fresh folder a run's runner writes its report into (`ReportForm` in runners/profile.ts): made empty by us just
 * before the run, under a name no earlier run used, in the run's temporary folder, outside the work tree: a folder
 * `.agent-fix-report-…` there told the code under test it runs where agent-fix proves it (issue 54), and showed in
 * its `git status`. The sandbox binds it in for that command only, at its own path (`WrapExtra.writable`), so no other
 * command (the agent's, another proof run) sees it. The command names the folder by its literal path (`reportPath`):
 * no variable of agent-fix's is in the run's environment, where a test could read it (`$AGENT_FIX_REPORTS` before,
 * issue 54). After the run it is hostile: the folder and its files are read without following links, only regular
 * files, and the folder is removed whatever it became.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lstatOrUndefined, readBeneathOrNull } from '../security/no-follow.js';
import { neutralTempDir } from '../process/temp-name.js';
import { type ReportForm, reportPath } from './runners/profile.js';
import { removeTree } from '../security/remove-tree.js';

/** A report is a few megabytes at most; more (in one file or all of them) is not a report we read. */
const MAX_REPORT_BYTES = 16 * 1024 * 1024;

export interface ReportFolder {
  /** The folder (a `tmp.XXXXXX` of the run's temporary folder): the wrapper binds it in (`WrapExtra.writable`). */
  dir: string;
  /** The command that records `$PWD` in the folder, then runs `command` told to write there (by the path). */
  command: string;
  /** The report's files, read without following links; then the folder is removed. */
  collect(): { name: string; text: string }[];
  /**
   * The run's folder as the command saw it (`$PWD`, which under bwrap is the workspace's path, not the proof tree's),
   * once `collect` ran; null when it was not recorded. Reports that name files by absolute path are made relative to
   * it. Written by the command like the report itself: a wrong one only makes ids that match no other run's.
   */
  shownCwd(): string | null;
}

/** Where the command records `$PWD` in the folder (see `shownCwd`): a name that says nothing of agent-fix. */
const PWD_FILE = '.pwd';

/**
 * A fresh report folder for a command run in `cwd` that `form` can tell where to write; null when it cannot. `cwd`
 * is the folder the command runs in (for `npm test`'s scripts, read by the caller); the folder itself is not in it.
 */
export function reportFolder(
  cwd: string,
  command: string,
  form: ReportForm | undefined,
  scripts?: Record<string, string> | null,
): ReportFolder | null {
  if (!form) return null;
  // mkdtemp makes a new folder: nothing a command left can pass for this run's report.
  const dir = neutralTempDir();
  const told = form.command(command, dir, scripts);
  if (!told) {
    removeTree(dir);
    return null;
  }
  const parent = path.dirname(dir);
  const name = path.basename(dir);
  // The sandboxed command may run as another user (nobody, when agent-fix runs as root).
  fs.chmodSync(dir, 0o777);
  // Our own files (mocha's reporter), written before any command runs there; never read back as a report.
  const own = new Set([PWD_FILE, ...Object.keys(form.files ?? {})]);
  for (const [file, text] of Object.entries(form.files ?? {}))
    fs.writeFileSync(path.join(dir, file), text, { flag: 'wx', mode: 0o644 });
  let shown: string | null = null;
  return {
    // `$PWD` as the command sees it: in a proof tree under bwrap that is the workspace's path, not the tree's.
    dir,
    command: `printf '%s' "$PWD" > ${reportPath(dir, PWD_FILE)}; ${told}`,
    shownCwd: () => shown,
    collect() {
      try {
        const st = lstatOrUndefined(dir);
        if (!st?.isDirectory()) return [];
        const files: { name: string; text: string }[] = [];
        let left = MAX_REPORT_BYTES;
        for (const file of fs.readdirSync(dir).sort()) {
          const text = left > 0 ? readReport(parent, `${name}/${file}`, left) : null;
          if (text === null) continue;
          if (file === PWD_FILE) {
            if (/^\/[^\n\0]*$/.test(text)) shown = text.replace(/\/+$/, '') || '/';
            continue;
          }
          if (own.has(file)) continue;
          files.push({ name: file, text });
          left -= Buffer.byteLength(text);
        }
        return files;
      } finally {
        removeTree(dir);
      }
    },
  };
}

function readReport(parent: string, rel: string, maxBytes: number): string | null {
  try {
    return readBeneathOrNull(parent, rel, maxBytes)?.toString('utf8') ?? null;
  } catch {
    // A link, a folder or a fifo in place of a report: not a report.
    return null;
  }
}
