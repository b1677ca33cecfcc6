/**
 * The workspace shown to the sandbox user as its own (issue 45): as root, commands run as nobody, and instead of
 * opening every file to nobody's group (a chown and chmod of each, and back: grants.ts), each command's private mount
 * namespace gets an idmapped mount of the workspace over itself (kernel ≥ 5.12; overlayfs takes it as a lower from
 * 5.19): the files' owner is shown as nobody, what nobody writes lands on disk as the owner. No file's owner, group,
 * mode or ctime changes on the host, so git's index stays fresh and nothing is kept per file.
 * Used only where every entry of the workspace (its .git aside) has the owner of the workspace folder (an idmapping
 * gives one owner to nobody) and a probe mount works here; otherwise the grants, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runProcess, shellQuote } from '../../process/exec.js';
import { childEnv } from '../../security/env.js';
import { realOrSelf, which } from './host.js';

export interface Idmap {
  /** The workspace's owner on disk. */
  host: { uid: number; gid: number };
  /** Who the sandbox shows as that owner (the user commands run as). */
  shown: { uid: number; gid: number };
  /** The shell code, for a private mount namespace, that mounts the idmapped workspace over itself. */
  shell: string;
}

/** The workspaces shown through an idmap now, by real path, and how many sandboxes show each (a bench makes many). */
const mapped = new Map<string, Idmap & { holders: number }>();

/**
 * python3, since util-linux 2.38 has no X-mount.idmap: a child makes a user namespace holding the mapping, then the
 * workspace's mount is cloned (open_tree), given that mapping (mount_setattr) and moved over itself (move_mount). The
 * three calls have one number on every architecture.
 */
const IDMAP_PY = `
import ctypes, os, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def sc(n, *a):
    r = libc.syscall(n, *a)
    if r < 0:
        e = ctypes.get_errno()
        sys.exit('agent-fix: the idmapped mount of %s failed: %s' % (sys.argv[5], os.strerror(e)))
    return r
uid, gid, to_uid, to_gid = (int(a) for a in sys.argv[1:5])
ready, go = os.pipe(), os.pipe()
pid = os.fork()
if pid == 0:
    ok = libc.unshare(0x10000000) == 0
    os.write(ready[1], b'1' if ok else b'0')
    os.read(go[0], 1)
    os._exit(0)
if os.read(ready[0], 1) != b'1':
    sys.exit('agent-fix: no user namespace for the idmapped mount')
with open('/proc/%d/uid_map' % pid, 'w') as f: f.write('%d %d 1\\n' % (uid, to_uid))
with open('/proc/%d/gid_map' % pid, 'w') as f: f.write('%d %d 1\\n' % (gid, to_gid))
ns = os.open('/proc/%d/ns/user' % pid, os.O_RDONLY)
os.write(go[1], b'1')
os.waitpid(pid, 0)
for target in sys.argv[5:]:
    fd = sc(428, -100, target.encode(), 1 | os.O_CLOEXEC | 0x8000)
    attr = ctypes.create_string_buffer(struct.pack('QQQQ', 0x00100000, 0, 0, ns))
    sc(442, fd, b'', 0x1000 | 0x8000, attr, 32)
    sc(429, fd, b'', -100, target.encode(), 4)
    os.close(fd)
`;

/**
 * python3's own executable: a version manager's shim (pyenv's is a shell script running three more) would add a tenth
 * of a second to every command. The first program on PATH is taken as it is; a shim is asked, which costs as much once.
 */
async function interpreter(): Promise<string | undefined> {
  const program = firstProgram('python3');
  if (program) return program;
  const shim = which('python3');
  if (!shim) return undefined;
  const asked = await runProcess([shim, '-I', '-S', '-c', 'import sys; print(sys.executable)'], {
    cwd: '/',
    env: childEnv(),
    timeoutMs: 30_000,
    separateStderr: true,
  }).catch(() => undefined);
  const exe = asked?.exitCode === 0 ? asked.output.trim() : '';
  return path.isAbsolute(exe) && fs.existsSync(exe) ? exe : shim;
}

/** The first `name` on PATH that is an ELF program (not a script such as a shim), followed to its real path. */
function firstProgram(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(':')) {
    if (!path.isAbsolute(dir)) continue;
    let fd: number | undefined;
    try {
      const real = fs.realpathSync(path.join(dir, name));
      fs.accessSync(real, fs.constants.X_OK);
      fd = fs.openSync(real, 'r');
      const head = Buffer.alloc(4);
      fs.readSync(fd, head, 0, 4, 0);
      if (head.toString('latin1') === '\x7fELF') return real;
    } catch {
      // not here
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }
  return undefined;
}

/** The shell code mounting `root` idmapped over itself (the namespace's root runs it). */
function idmapShell(python: string, root: string, host: Idmap['host'], shown: Idmap['shown']): string {
  const args = [host.uid, host.gid, shown.uid, shown.gid].join(' ');
  const failed = `{ echo "agent-fix: the workspace could not be shown to uid ${shown.uid} (idmapped mount)" >&2; exit 125; }`;
  return `${shellQuote(python)} -I -S -c ${shellQuote(IDMAP_PY)} ${args} ${shellQuote(root)} || ${failed}`;
}

/**
 * Whether an entry of `root` (outside its .git) has another owner than `uid`; undefined where `find` fails. `find`
 * never follows a link and stops at the first.
 */
async function foreignEntry(root: string, uid: number): Promise<string | undefined | false> {
  const found = await runProcess(
    ['find', root, '-path', path.join(root, '.git'), '-prune', '-o', '!', '-uid', String(uid), '-print', '-quit'],
    { cwd: root, env: childEnv(), timeoutMs: 120_000, separateStderr: true },
  ).catch(() => undefined);
  if (!found || found.exitCode !== 0) return undefined;
  return found.output.trim() || false;
}

/**
 * The idmap for `root` when commands run as `to` (root drops to nobody) and it can be used here: one owner across the
 * workspace, python3 and unshare present, and a probe mount that works. Else undefined, with the reason in `why`.
 */
export async function workspaceIdmap(
  root: string,
  to: { uid: number; gid: number },
): Promise<{ idmap?: Idmap; why?: string }> {
  const st = fs.lstatSync(root);
  const host = { uid: st.uid, gid: st.gid };
  if (host.uid === to.uid) return { why: `the workspace is owned by uid ${to.uid} already` };
  const [python, foreign] = await Promise.all([interpreter(), foreignEntry(root, host.uid)]);
  const unshare = which('unshare');
  if (!python || !unshare) return { why: 'python3 or unshare is missing' };
  if (foreign !== false) return { why: foreign ? `${foreign} has another owner than the workspace` : 'find failed' };
  const shell = idmapShell(python, root, host, to);
  const probe = await runProcess([unshare, '--mount', '--propagation', 'private', 'sh', '-c', shell], {
    cwd: '/',
    env: childEnv(),
    timeoutMs: 30_000,
  }).catch((err: Error) => ({ exitCode: -1, output: err.message }));
  if (probe.exitCode !== 0) return { why: `the probe mount failed: ${probe.output.trim().slice(0, 200)}` };
  const idmap = { host, shown: { ...to }, shell };
  mapped.set(root, { ...idmap, holders: (mapped.get(root)?.holders ?? 0) + 1 });
  return { idmap };
}

/** Forgets `root`'s idmap (the sandbox's dispose). */
export function forgetIdmap(root: string): void {
  const m = mapped.get(root);
  if (m && --m.holders <= 0) mapped.delete(root);
}

const mappedFor = (root: string) => mapped.get(root) ?? mapped.get(realOrSelf(root));

/**
 * The owner a file of ours laid over `root` (a proof tree's layer: the upper is not idmapped) must have so the sandbox
 * sees it as it sees the workspace's own: the workspace's owner becomes the shown one.
 */
export function shownOwner(root: string, st: { uid: number; gid: number }): { uid: number; gid: number } {
  const m = mappedFor(root);
  return m && st.uid === m.host.uid ? { ...m.shown } : { uid: st.uid, gid: st.gid };
}

/** The owner on disk for a file the sandbox user made in a layer (on disk as that user) when it goes to `root`. */
export function hostOwner(root: string, st: { uid: number; gid: number }): { uid: number; gid: number } {
  const m = mappedFor(root);
  if (!m || st.uid !== m.shown.uid) return { uid: st.uid, gid: st.gid };
  return { uid: m.host.uid, gid: st.gid === m.shown.gid ? m.host.gid : st.gid };
}

/**
 * Gives every entry under `dir` (a checkout root made inside the workspace) the workspace's owner, never through a
 * link: through the idmap the sandbox sees it as its own. Only for folders of ours, removed when the tree is.
 */
export function ownAsWorkspace(dir: string, host: Idmap['host']): void {
  const visit = (p: string) => {
    const st = fs.lstatSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.uid !== host.uid || st.gid !== host.gid) fs.lchownSync(p, host.uid, host.gid);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
}
