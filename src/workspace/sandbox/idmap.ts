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
 * Perl, since util-linux 2.38 has no X-mount.idmap, and perl (Debian's essential perl-base) starts in a millisecond
 * where python3 takes ten: it runs for every command. A child makes a user namespace holding the mapping, then the
 * workspace's mount is cloned (open_tree), given that mapping (mount_setattr) and moved over itself (move_mount).
 * Those three calls have one number on every architecture; unshare's is looked up by the architecture's name.
 */
const IDMAP_PL = `
use strict; use Config;
my ($uid, $gid, $to_uid, $to_gid, @targets) = @ARGV;
my %unshare = (x86_64 => 272, aarch64 => 97, i386 => 310, i486 => 310, i586 => 310, i686 => 310, arm => 337, riscv64 => 97);
my ($arch) = $Config{archname} =~ /^([^-]+)/;
$arch = 'arm' if $arch =~ /^arm/;
my $nr = $unshare{$arch} or die "agent-fix: no unshare call known for $arch\n";
pipe(my $ready_r, my $ready_w) or die "agent-fix: pipe: $!\n";
pipe(my $go_r, my $go_w) or die "agent-fix: pipe: $!\n";
my $pid = fork() // die "agent-fix: fork: $!\n";
if ($pid == 0) {
  syswrite($ready_w, syscall($nr, 0x10000000) == 0 ? '1' : '0');
  sysread($go_r, my $go, 1);
  exit 0;
}
sysread($ready_r, my $ok, 1);
die "agent-fix: no user namespace for the idmapped mount\n" unless $ok eq '1';
for (['uid_map', "$uid $to_uid 1\n"], ['gid_map', "$gid $to_gid 1\n"]) {
  open(my $map, '>', "/proc/$pid/$_->[0]") or die "agent-fix: $_->[0]: $!\n";
  print $map $_->[1];
  close($map) or die "agent-fix: $_->[0]: $!\n";
}
open(my $ns, '<', "/proc/$pid/ns/user") or die "agent-fix: the user namespace: $!\n";
syswrite($go_w, '1');
waitpid($pid, 0);
# Copies: syscall may write into a string argument, and a literal cannot be written.
sub sc { my ($n, @a) = @_; my $r = syscall($n, @a); die "agent-fix: the idmapped mount of $targets[0] failed: $!\n" if $r < 0; $r }
for my $t (@targets) {
  my $fd = sc(428, -100, $t, 1 | 0x80000 | 0x8000);
  sc(442, $fd, '', 0x1000 | 0x8000, pack('QQQQ', 0x00100000, 0, 0, fileno($ns)), 32);
  sc(429, $fd, '', -100, $t, 4);
}
`;

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
function idmapShell(perl: string, root: string, host: Idmap['host'], shown: Idmap['shown']): string {
  const args = [host.uid, host.gid, shown.uid, shown.gid].join(' ');
  const failed = `{ echo "agent-fix: the workspace could not be shown to uid ${shown.uid} (idmapped mount)" >&2; exit 125; }`;
  return `${shellQuote(perl)} -e ${shellQuote(IDMAP_PL)} ${args} ${shellQuote(root)} || ${failed}`;
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
 * workspace, perl and unshare present, and a probe mount that works. Else undefined, with the reason in `why`.
 */
export async function workspaceIdmap(
  root: string,
  to: { uid: number; gid: number },
): Promise<{ idmap?: Idmap; why?: string }> {
  const st = fs.lstatSync(root);
  const host = { uid: st.uid, gid: st.gid };
  if (host.uid === to.uid) return { why: `the workspace is owned by uid ${to.uid} already` };
  // The program itself, not a version manager's shim (a script running more) in front of it.
  const perl = firstProgram('perl');
  const unshare = which('unshare');
  if (!perl || !unshare) return { why: 'perl or unshare is missing' };
  const foreign = await foreignEntry(root, host.uid);
  if (foreign !== false) return { why: foreign ? `${foreign} has another owner than the workspace` : 'find failed' };
  const shell = idmapShell(perl, root, host, to);
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
