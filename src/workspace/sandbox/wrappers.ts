/** The wrappers that put a command into the sandbox: the shell in front of bwrap, setup's own, and `none`'s. */
import type { NetworkBridge } from '../network.js';
import { networkText, type NetworkPolicy } from '../network-policy.js';
import { seedSetupCaches, type HostCaches, type SetupCaches } from '../setup-caches.js';
import {
  ARGS_CLOSE,
  ARGS_FD,
  ARGS_OPEN,
  bwrapArgs,
  CWD_MARK,
  PID1_NAME,
  SECCOMP_FD,
  type BwrapPlan,
} from './bwrap-args.js';
import { which } from './host.js';
import { treeTop, type LayerKind, type Layering } from './layers.js';
import type { PidsLimiter } from './limits.js';
import { namesToUnset } from './secrets.js';
import type { Sandbox, Wrap } from './types.js';
import { shellQuote } from '../../process/exec.js';
import { removeTree } from '../../security/remove-tree.js';

export type { Wrap };

/**
 * Shell code that closes every descriptor above stderr: a descriptor our parent handed down (a runner's pipe, a
 * credential file) would otherwise reach the command. bash, because dash reads `exec 12>&-` as a command named 12.
 */
const CLOSE_FDS =
  'for f in /proc/$$/fd/*; do n=${f##*/}; case $n in 0|1|2|\'*\') ;; *) eval "exec $n>&-" ;; esac; done;';

function wrapperScript(env: Record<string, string>, limiter: PidsLimiter | undefined, body: string): string {
  const exports = Object.entries(env)
    .map(([k, v]) => `export ${k}=${shellQuote(v)};`)
    .join(' ');
  return `${CLOSE_FDS} ${limiter?.shell ?? ''} ${exports} ${body}`;
}

export function noneSandbox(
  limiter: PidsLimiter | undefined,
  home: string,
  env: Record<string, string>,
  why: string,
  network: NetworkPolicy,
): Sandbox {
  const limit = limiter ? `, ${limiter.describe}` : '';
  const wrap = (argv: string[]) => [
    'bash',
    '-c',
    wrapperScript(env, limiter, 'exec "$@"'),
    limiter?.arg0 ?? 'sh',
    ...argv,
  ];
  // Nothing isolates the network here: a narrower policy cannot be enforced, and the note says so rather than pretend.
  const unenforced =
    network.kind === 'all' || network.kind === 'none'
      ? ''
      : `; network: ${networkText(network)} is not enforced without the sandbox`;
  return {
    mode: 'none',
    wrap,
    setupWrap: wrap,
    note: `sandbox: none (${why}): commands run with an allowlisted environment and a private home for caches only${limit}; the file system, network and this process's /proc are not isolated${unenforced}; commands write the work tree itself (no layer over it: snapshots undo their changes to files, except ignored files in dependency and cache folders or past 5,000)`,
    changes: [],
    home,
    isolation: 'none',
    wrapIn: () => wrap,
    wrapFresh: wrap,
    freeze: () => {},
    commandLayer: () => undefined,
    grant: () => {},
    refusedHosts: () => [],
    protect: async () => {},
    dispose: () => removeTree(home),
  };
}

/**
 * Makes wrappers that run a command in bwrap with a plan and extra variables. The shell in front replaces CWD_MARK
 * with its working directory (the one the runner spawned us in), so bwrap enters the same folder or fails loudly;
 * without --chdir it would fall back to $HOME without a word.
 */
export function bwrapWrapper(
  env: Record<string, string>,
  limiter: PidsLimiter | undefined,
  mounts: { readOnly: string[]; layered: () => string[] },
  layering: Layering,
): (plan: BwrapPlan, extra: Record<string, string>, layer?: () => LayerKind | undefined) => Wrap {
  const envProgram = which('env') ?? '/usr/bin/env';
  // The CI variables the commands are given (ci-env.ts) are not unset: no secret is among them.
  const unset = namesToUnset(process.env)
    .filter((name) => !(name in env))
    .flatMap((name) => ['-u', name]);
  // In a view the tree's folder is the workspace's inside: the same folder under the workspace's path.
  const here = (plan: BwrapPlan) => (plan.view ? `${shellQuote(plan.root)}"\${PWD#${shellQuote(plan.view)}}"` : '$PWD');
  // After the descriptors are closed: the keyring filter's, which bwrap reads (seccomp.ts).
  const filter = (plan: BwrapPlan) => (plan.seccomp ? `exec ${SECCOMP_FD}<${shellQuote(plan.seccomp)}; ` : '');
  // bwrap's options go to it through ARGS_FD (bwrap-args.ts), read once at its start: PID 1 shows none of them.
  const body = (plan: BwrapPlan) =>
    `${filter(plan)}o=(); i=; for a do shift; [ "$a" = ${CWD_MARK} ] && a=${here(plan)}; ` +
    `case $a in ${ARGS_OPEN}) i=1 ;; ${ARGS_CLOSE}) i= ;; *) if [ -n "$i" ]; then o+=("$a"); else set -- "$@" "$a"; fi ;; esac; ` +
    `done; exec ${ARGS_FD}< <(printf '%s\\0' "\${o[@]}"); exec "$@"`;
  // PID 1 is bwrap's reaper: under the name a runner's init has, as `exec -a` gives it (env has no argv0 here).
  const named = ['bash', '-c', 'exec -a "$0" "$@"', PID1_NAME];
  return (plan, extra, layer) => {
    const script = wrapperScript({ ...env, ...extra }, limiter, body(plan));
    // The mounts are read at each call: the dependency folders setup made, and the layer in force (layers.ts).
    return (argv, extra) => {
      const kind = layer?.();
      const tree = plan.viewLower && plan.view ? treeTop(plan.view) : undefined;
      const layers = kind ? layering.prefix(kind, tree) : layering.plain();
      const bound = {
        readOnly: mounts.readOnly,
        layered: kind ? mounts.layered() : [],
        userns: layers?.userns,
        writable: extra?.writable ?? [],
      };
      return [
        'bash',
        '-c',
        script,
        limiter?.arg0 ?? 'sh',
        ...(layers?.argv ?? []),
        ...[envProgram, ...unset, ...named, ...optionsByFd(bwrapArgs({ ...plan, ...bound }))],
        ...argv,
      ];
    };
  };
}

/** `bwrap OPTIONS -- COMMAND` as `bwrap --args FD OPEN OPTIONS CLOSE -- COMMAND`: the shell moves the options. */
function optionsByFd(args: string[]): string[] {
  const end = args.indexOf('--');
  return [args[0]!, '--args', String(ARGS_FD), ARGS_OPEN, ...args.slice(1, end), ARGS_CLOSE, ...args.slice(end)];
}

/** Setup's network: the host's (`network`), or the allowlist proxy through its own bridge, or none. */
export interface SetupNet {
  network: boolean;
  bridge?: NetworkBridge;
}

/**
 * Setup's wrapper: the network `setup-network` allows (setup-network.ts), and its own copies of the job's caches,
 * made on first use (most runs have no setup).
 */
export function setupWrapper(
  wrapWith: ReturnType<typeof bwrapWrapper>,
  plan: BwrapPlan,
  caches: HostCaches,
  setupCachesDir: string,
  log: (line: string) => void,
  net: SetupNet,
): Wrap {
  const made: { wrap?: Wrap } = {};
  return (argv) => {
    if (!made.wrap) {
      const seeded: SetupCaches = seedSetupCaches(caches, setupCachesDir, process.env, plan.dropTo);
      if (seeded.notes.length) log(`setup: reusing the job's caches: ${seeded.notes.join('; ')}`);
      const bridge = net.bridge && { dir: net.bridge.dir, spec: net.bridge.spec, node: process.execPath };
      made.wrap = wrapWith(
        {
          ...plan,
          network: net.network,
          ...(bridge ? { bridge } : {}),
          setupCaches: setupCachesDir,
          setupCacheBinds: seeded.binds,
        },
        { ...seeded.env, ...net.bridge?.env },
      );
    }
    return made.wrap(argv);
  };
}
