/**
 * The proof's isolation (issue 29, DESIGN guarantee 10): layers, not locks. What setup made outside the tracked tree
 * (the private home with its caches and user sites, the dependency folders) stays on the host as setup left it: the
 * pristine lower layer. From the freeze on (before the baseline), no command writes it: each one sees a kernel
 * overlayfs over it, mounted in a private mount namespace in front of bwrap. The agent's commands share one upper
 * layer, kept for the run; the baseline and each proof run get a fresh one, thrown away when it ends.
 * As root the mounts are root's own in a new mount namespace; otherwise `unshare --user --map-root-user` gives the
 * mount rights in a user namespace (kernel ≥ 5.11) and bwrap maps the user back to its own uid inside. bwrap 0.8 has
 * no `--overlay`, and copies of a 500 MB node_modules per proof run would cost more than the run itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { realKind } from './bwrap-args.js';
import { atExit, which } from './host.js';
import { shellQuote } from '../../process/exec.js';

/** Which layer a command writes: the agent's own (kept), or a proof run's (fresh, thrown away). */
export type LayerKind = 'agent' | 'proof';

export interface Layering {
  /** The folders layered (the home, the dependency folders): the pristine lower layers. */
  folders: () => string[];
  /** The argv in front of bwrap, and whether bwrap must map the user back (unprivileged). */
  prefix(kind: LayerKind): { argv: string[]; userns?: { uid: number; gid: number } };
  /** Removes every layer on the host. */
  release(): void;
}

/** overlayfs options are split at `,` and lower layers at `:`: a folder whose path holds them is bound read-only. */
export const layerable = (p: string) => !/[,:\\\n"$`]/.test(p) && realKind(p) === 'dir';

/**
 * Shell code (for the mount namespace, as its root) mounting an overlay over each folder, its upper layer under
 * `$1`-named folders. The upper's top takes the lower's owner and mode: overlayfs shows the upper's top as the folder.
 */
function mountScript(folders: string[], layerDir: string): string {
  const one = (f: string, i: number) => {
    const at = `${layerDir}/${i}`;
    return (
      `mkdir -p "${at}/u" "${at}/w" && chown --reference=${shellQuote(f)} "${at}/u" && chmod --reference=${shellQuote(f)} "${at}/u" && ` +
      `mount -t overlay agent-fix-layer -o "lowerdir=${f},upperdir=${at}/u,workdir=${at}/w" ${shellQuote(f)} || ` +
      `{ echo "agent-fix: the writable layer over ${f} could not be mounted (overlayfs)" >&2; exit 125; }`
    );
  };
  return folders.map(one).join('; ');
}

/**
 * Layers over `folders()` (read at each command). Fails (returns the reason) where `unshare` is missing; whether the
 * kernel lets us mount is proven by the sandbox's preflight, which runs through a proof layer.
 */
export function makeLayering(
  folders: () => string[],
  host: { uid: number; gid: number },
): Layering | { missing: string } {
  const unshare = which('unshare');
  if (!unshare) return { missing: 'unshare (util-linux) is not installed' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-layers-'));
  fs.chmodSync(dir, 0o700);
  const agentDir = path.join(dir, 'agent');
  fs.mkdirSync(agentDir);
  const release = () => fs.rmSync(dir, { recursive: true, force: true });
  atExit(release);
  const root = host.uid === 0;
  const ns = root
    ? [unshare, '--mount', '--propagation', 'private']
    : [unshare, '--user', '--map-root-user', '--mount', '--propagation', 'private'];
  const layered = (kind: LayerKind) => {
    const list = folders().filter(layerable);
    if (kind === 'agent') return `${mountScript(list, agentDir)}; exec "$@"`;
    // A proof run's layer: made here, removed when the command ends (and with the rest at dispose or exit).
    const made = `r=$(mktemp -d ${shellQuote(path.join(dir, 'proof-XXXXXX'))}) || exit 125`;
    return `${made}; ${mountScript(list, '$r')}; "$@"; s=$?; cd /; rm -rf "$r" 2>/dev/null; exit $s`;
  };
  return {
    folders,
    prefix: (kind) => ({
      argv: [...ns, 'sh', '-c', layered(kind), 'agent-fix-layers'],
      ...(root ? {} : { userns: { uid: host.uid, gid: host.gid } }),
    }),
    release,
  };
}
