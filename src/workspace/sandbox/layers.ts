/**
 * The proof's isolation (issue 29, DESIGN guarantee 10): layers, not locks. What setup made outside the tracked tree
 * (the private home with its caches and user sites, the dependency folders) stays on the host as setup left it: the
 * pristine lower layer. From the freeze on (before the baseline), no command writes it: each one sees a kernel
 * overlayfs over it, mounted in a private mount namespace in front of bwrap. The agent's commands share one upper
 * layer, kept for the run; the baseline and each proof run get a fresh one, thrown away when it ends (the baseline's
 * covers the workspace too: a test cache or a report it writes there never reaches the host).
 * The agent's commands also write a layer over the workspace itself (DESIGN guarantee 13): the host's work tree is
 * the lower, never written by a command; what they change there stays in that upper, kept for the run, and
 * `src/workspace/work-layer.ts` settles it after each command (new files the tree would hold go to the host, changes to
 * files there are undone, git-ignored output stays in the layer). It covers the dependency folders inside it too.
 * A proof run in a proof tree also gets the tree's layer (`treeLayout`) over the workspace, at the tree's own folder.
 * As root the mounts are root's own in a new mount namespace; otherwise `unshare --user --map-root-user` gives the
 * mount rights in a user namespace (kernel ≥ 5.11) and bwrap maps the user back to its own uid inside. bwrap 0.8 has
 * no `--overlay`, and copies of a 500 MB node_modules per proof run would cost more than the run itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { realKind } from './bwrap-args.js';
import { atExit, which, within } from './host.js';
import { shellQuote } from '../../process/exec.js';
import { neutralTempDir } from '../../process/temp-name.js';
import { removeTree } from '../../security/remove-tree.js';

/** Which layer a command writes: the agent's own (kept), or a proof run's (fresh, thrown away). */
export type LayerKind = 'agent' | 'proof';

export interface Layering {
  /** The folders layered (the home, the dependency folders): the pristine lower layers. */
  folders: () => string[];
  /**
   * The argv in front of bwrap, and whether bwrap must map the user back (unprivileged). `tree`: a proof tree's layer
   * (`treeLayout`), mounted over its own upper with the workspace as its lower, for a proof run in that tree.
   */
  prefix(kind: LayerKind, tree?: string): { argv: string[]; userns?: { uid: number; gid: number } };
  /** Without a layer (setup, and commands before the freeze): the idmapped workspace's namespace, if any. */
  plain(): { argv: string[]; userns?: { uid: number; gid: number } } | undefined;
  /** Removes every layer on the host. */
  release(): void;
  /**
   * The agent's layer over the workspace: its upper folder, and the xattr overlayfs marks an opaque folder with;
   * `folders`: the folders holding all of the agent's layers (this one's and those over the home and the dependency
   * folders outside the workspace), which `max-ignored-mb` bounds (workspace/ignored-bound.ts).
   */
  work: { upper: string; opaqueXattr: string; folders: string[] };
}

/** overlayfs options are split at `,` and lower layers at `:`: a folder whose path holds them is bound read-only. */
export const layerable = (p: string) => !/[,:\\\n"$`]/.test(p) && realKind(p) === 'dir';

/**
 * A proof tree's layer (verify/tree-layer.ts) in its own folder `top` outside the workspace: `u` is the upper (only
 * what the candidate's tree has other than the workspace, whiteouts for what it lacks), `w` the mounts' work folder,
 * `lock` keeps its commands one at a time (overlayfs leaves two live mounts on one upper undefined, and each mount
 * clears the work folder it is given).
 */
export function treeLayout(top: string): { upper: string; work: string; lock: string } {
  return { upper: path.join(top, 'u'), work: path.join(top, 'w'), lock: path.join(top, 'lock') };
}

/** The layer's folder when `dir` is a tree layer's upper (a `u` beside a `lock` file), else undefined. */
export function treeTop(dir: string): string | undefined {
  const top = path.dirname(dir);
  const { upper, lock } = treeLayout(top);
  return upper === dir && realKind(lock) === 'file' && realKind(upper) === 'dir' ? top : undefined;
}

/**
 * Shell code mounting a proof tree's layer over its own upper (the folder bwrap shows at the workspace's path), the
 * workspace its lower. The lock is held until the shell ends, with the mount namespace; the command does not get its
 * descriptor. Writes persist in the upper for the tree's next command, as in a checkout.
 */
function treeMount(workspace: string, top: string, extra: string): string {
  const { upper, work, lock } = treeLayout(top);
  const failed = (what: string) => `{ echo "agent-fix: the proof tree's layer ${upper} ${what}" >&2; exit 125; }`;
  return (
    `exec 9>>${shellQuote(lock)} && flock 9 || ${failed('could not be locked (flock)')}; ` +
    `mount -t overlay overlay -o "lowerdir=${workspace},upperdir=${upper},workdir=${work}${extra}" ${shellQuote(upper)} || ${failed('could not be mounted (overlayfs)')}`
  );
}

/**
 * Shell code (for the mount namespace, as its root) mounting an overlay over each folder, its upper layer under
 * `$1`-named folders. The upper's top takes the lower's owner and mode: overlayfs shows the upper's top as the folder.
 */
function mountScript(folders: string[], layerDir: string): string {
  return folders.map((f, i) => mountOne(f, `${layerDir}/${i}`)).join('; ');
}

/**
 * One overlay over `f`, its upper and work folders under `at`; `extra` mount options (e.g. `,userxattr`). Unprivileged,
 * a folder's group may be one the user namespace does not map (a shared group): then the upper keeps the user's own.
 */
function mountOne(f: string, at: string, extra = ''): string {
  const chown = `chown --reference=${shellQuote(f)} "${at}/u"${extra ? ' 2>/dev/null || true' : ''}`;
  return (
    `mkdir -p "${at}/u" "${at}/w" && { ${chown}; } && chmod --reference=${shellQuote(f)} "${at}/u" && ` +
    `mount -t overlay overlay -o "lowerdir=${f},upperdir=${at}/u,workdir=${at}/w${extra}" ${shellQuote(f)} || ` +
    `{ echo "agent-fix: the writable layer over ${f} could not be mounted (overlayfs)" >&2; exit 125; }`
  );
}

/**
 * Layers over `folders()` (read at each command). Fails (returns the reason) where `unshare` is missing; whether the
 * kernel lets us mount is proven by the sandbox's preflight, which runs through a proof layer.
 */
export function makeLayering(
  folders: () => string[],
  host: { uid: number; gid: number },
  /** The workspace (a real path that `layerable` accepts): the agent's commands write a layer over it. */
  workspace: string,
  /** Shell code showing the workspace to the commands' user as its own (idmap.ts), run first in every namespace. */
  idmap?: string,
): Layering | { missing: string } {
  const unshare = which('unshare');
  if (!unshare) return { missing: 'unshare (util-linux) is not installed' };
  const dir = neutralTempDir();
  fs.chmodSync(dir, 0o700);
  const agentDir = path.join(dir, 'a');
  fs.mkdirSync(agentDir);
  const release = () => removeTree(dir);
  atExit(release);
  const root = host.uid === 0;
  const ns = root
    ? [unshare, '--mount', '--propagation', 'private']
    : [unshare, '--user', '--map-root-user', '--mount', '--propagation', 'private'];
  const workDir = path.join(dir, 'b');
  const first = idmap ? `${idmap}; ` : '';
  // Unprivileged, the marks (whiteouts' opaque folders) go in user.* xattrs, which the layer's settling reads.
  const marks = root ? '' : ',userxattr';
  const layered = (kind: LayerKind, tree?: string) => {
    const list = folders().filter(layerable);
    // The workspace's layer is mounted last and covers the dependency folders inside it: one upper for the tree.
    const outside = list.filter((f) => !within(f, workspace));
    if (kind === 'agent') {
      const own = mountOne(workspace, workDir, marks);
      return `${first}${[mountScript(outside, agentDir), own].filter(Boolean).join('; ')}; exec "$@"`;
    }
    // A proof run's layer: made here, removed when the command ends (and with the rest at dispose or exit). In the
    // workspace itself (the baseline) that layer covers the work tree too: nothing the run writes (a test cache, a
    // build folder, a coverage file) reaches the host's tree.
    const made = `${first}r=$(mktemp -d ${shellQuote(path.join(dir, 'tmp.XXXXXX'))}) || exit 125`;
    const mounts = tree
      ? [made, treeMount(workspace, tree, marks), mountScript(list, '$r')]
      : [made, mountScript(outside, '$r'), mountOne(workspace, '$r/t', marks)];
    return `${mounts.filter(Boolean).join('; ')}; "$@" 9>&-; s=$?; cd /; rm -rf "$r" 2>/dev/null; exit $s`;
  };
  return {
    folders,
    prefix: (kind, tree) => ({
      argv: [...ns, 'sh', '-c', layered(kind, tree), 'agent-fix-layers'],
      ...(root ? {} : { userns: { uid: host.uid, gid: host.gid } }),
    }),
    plain: () => (idmap ? { argv: [...ns, 'sh', '-c', `${first}exec "$@"`, 'agent-fix-layers'] } : undefined),
    release,
    work: {
      upper: path.join(workDir, 'u'),
      opaqueXattr: root ? 'trusted.overlay.opaque' : 'user.overlay.opaque',
      folders: [agentDir, workDir],
    },
  };
}
