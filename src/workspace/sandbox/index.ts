/**
 * The sandbox for commands the model drives (run_bash, run_tests). The model can write any shell command, so a list of
 * "dangerous commands" would be no defence; instead each command runs in a bubblewrap jail: the root is read-only,
 * only the workspace is writable, /tmp is private, the PID namespace is new (our /proc/<pid>/environ is out of sight),
 * secrets on disk are covered, there is no network unless asked for, and a pids limit stops fork bombs.
 * Started as root, the command itself runs as `nobody` (a real unprivileged uid on the host): root's own files,
 * /proc/sys and the kernel's knobs stay out of its reach. Commands get a private home for caches, kept for the run.
 * `auto` sets bwrap up on GitHub-hosted runners and otherwise fails closed like `bwrap`; `none` is the explicit opt-out.
 * Beyond the secrets and the network, a suite must see the machine it sees outside (issue 21): PATH and the folders on
 * the way to the work tree are kept enterable for nobody, so a missing program is ENOENT, not EACCES.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../errors.js';
import { startNetworkBridge, type BridgeOptions, type NetworkBridge } from '../network.js';
import { networkText, toNetworkPolicy, type NetworkPolicy } from '../network-policy.js';
import { cachePathsToCover, hostCaches, type HostCaches } from '../setup-caches.js';
import { parseSetupNetwork, setupPolicy } from '../setup-network.js';
import type { BwrapPlan } from './bwrap-args.js';
import { grantToolCaches, grantWorkspace } from './grants.js';
import { noteGrants } from '../../process/run-folder.js';
import { ciEnv, eventPayload, scratchFolders } from './ci-env.js';
import { homeEnv, homeShownAt, makeHome, makeMountPoints } from './home.js';
import { holdOnHost, release, type HostHoldings } from './holdings.js';
import { forgetIdmap, ownAsWorkspace, workspaceIdmap, type Idmap } from './idmap.js';
import { atExit, hostFacts, within, type HostFacts } from './host.js';
import { DEFAULT_PIDS_LIMIT, pidsLimiter, type PidsLimiter } from './limits.js';
import { layerable, makeLayering, treeTop } from './layers.js';
import {
  dropTarget,
  findBubblewrap,
  preflight,
  preflightLiftingAppArmor,
  setupFailure,
  type Fail,
} from './preflight.js';
import { sandboxGitConfig, secretPaths } from './secrets.js';
import { sandboxFilterFile } from './seccomp.js';
import { coveredFolders, homeTools, nobodysReach } from './tool-reach.js';
import { childEnv } from '../../security/env.js';
import type { Sandbox, SandboxOptions, Wrap } from './types.js';
import { bwrapWrapper, noneSandbox, setupWrapper, type SetupNet } from './wrappers.js';
import { removeTree } from '../../security/remove-tree.js';

/** What a refusal of setup's proxy tells the user to widen. */
const SETUP_SETTING = { input: 'setup-network', flag: '--setup-network' };

export { bwrapArgs, type BwrapPlan } from './bwrap-args.js';
export { revoke, type Grant } from './grants.js';
export { homeEnv } from './home.js';
export { hostOwner, shownOwner } from './idmap.js';
export { layerable, treeLayout } from './layers.js';
export { hostFacts, type HostFacts } from './host.js';
export { gitConfigWithoutCredentials, namesToUnset, secretPaths } from './secrets.js';
export { toolReach, type ToolReach } from './tool-reach.js';
export { SandboxError, type Sandbox, type SandboxOptions, type Wrap, type WrapExtra } from './types.js';

/** The forwarder a limited network goes through; when it cannot start, `releaseHeld` runs before the failure. */
async function startBridge(
  network: Extract<NetworkPolicy, { kind: 'limited' }>,
  opts: BridgeOptions,
  releaseHeld: () => void,
  fail: Fail,
): Promise<NetworkBridge> {
  let bridge: NetworkBridge;
  try {
    bridge = await startNetworkBridge(network, opts);
  } catch (err) {
    releaseHeld();
    // A policy that cannot be honoured as written (a bare localhost over agent-fix's own port) is the user's to fix.
    if (err instanceof ConfigError) throw err;
    return fail(
      `the network bridge for \`network: ${networkText(network)}\` could not start: ${(err as Error).message}`,
    );
  }
  const dir = bridge.dir;
  atExit(() => removeTree(dir));
  return bridge;
}

/**
 * The setup command's network (setup-network.ts): the host's (`all`, never on a fork's PR), none, or the allowlist
 * through a bridge of its own, whose refusals name `setup-network`. Without a setup command: none.
 */
async function setupNetwork(
  opts: SandboxOptions,
  dropTo: BwrapPlan['dropTo'],
  log: (line: string) => void,
  releaseHeld: () => void,
  fail: Fail,
): Promise<SetupNet> {
  if (!opts.setup) return { network: false };
  const value = typeof opts.setup.network === 'string' ? parseSetupNetwork(opts.setup.network) : opts.setup.network;
  const { policy, why } = setupPolicy(value ?? { kind: 'hosts', registries: true, extra: [] }, opts.setup.fork);
  if (why) log(why);
  if (policy.kind !== 'limited') {
    log(`setup: ${policy.kind === 'all' ? "the runner's network (setup-network: all)" : 'no network'}`);
    return { network: policy.kind === 'all' };
  }
  const bridge = await startBridge(
    policy,
    { owner: dropTo, log: (line) => log(`setup ${line}`), setting: SETUP_SETTING, ...opts.setupProxy },
    releaseHeld,
    fail,
  );
  log(`setup: ${bridge.describe}`);
  return { network: false, bridge };
}

/** The agent commands' bridge (a limited `network`) and setup's; `dispose` releases them with what `held` holds. */
async function startBridges(
  opts: SandboxOptions,
  network: NetworkPolicy,
  held: HostHoldings,
  dropTo: BwrapPlan['dropTo'],
  log: (line: string) => void,
  fail: Fail,
): Promise<{ bridge?: NetworkBridge; setupNet: SetupNet; dispose: () => void }> {
  const bridge =
    network.kind === 'limited'
      ? await startBridge(network, { owner: dropTo, log, implied: opts.implied ?? {} }, () => release(held), fail)
      : undefined;
  const releaseHeld = () => {
    release(held);
    void bridge?.close();
  };
  const setupNet = await setupNetwork(opts, dropTo, log, releaseHeld, fail);
  return {
    ...(bridge ? { bridge } : {}),
    setupNet,
    dispose: () => {
      releaseHeld();
      void setupNet.bridge?.close();
    },
  };
}

/** The layers over the home, the dependency folders and the workspace; a path overlayfs cannot take fails closed. */
function workspaceLayering(
  root: string,
  host: HostFacts,
  lowers: () => string[],
  idmap: string | undefined,
  dispose: () => void,
  fail: Fail,
): Exclude<ReturnType<typeof makeLayering>, { missing: string }> {
  if (!layerable(root)) {
    dispose();
    return fail(
      `the workspace's path ${root} holds a character overlayfs cannot take in a layer's path (, : \\ " $ \` or a newline): move the checkout to a plainer path`,
    );
  }
  const layering = makeLayering(lowers, { uid: host.uid, gid: process.getgid?.() ?? host.uid }, root, idmap);
  if ('missing' in layering) {
    dispose();
    return fail(`the proof's layers need ${layering.missing}`);
  }
  return layering;
}

/**
 * The sandbox is tried before anything relies on it: plain (lifting AppArmor's restriction where it is in the way),
 * then both layers a command can get: a proof run's, and the agent's over the workspace.
 */
async function preflightAll(
  wraps: Record<'wrap' | 'proofWrap' | 'agentWrap', (argv: string[]) => string[]>,
  where: { root: string; host: HostFacts; log: (line: string) => void; changes: string[] },
  undo: () => void,
  fail: Fail,
): Promise<void> {
  const check = await preflightLiftingAppArmor(wraps.wrap, where.root, where.host, where.log, where.changes);
  const proofCheck = check.ok ? await preflight(wraps.proofWrap, where.root) : check;
  const layered = proofCheck.ok ? await preflight(wraps.agentWrap, where.root) : proofCheck;
  if (layered.ok) return;
  undo();
  fail(
    `its preflight failed${check.ok ? " with the proof's layers (overlayfs in a private mount namespace; kernel ≥ 5.11 where agent-fix is not root)" : ''}: ${layered.detail.slice(0, 300)}`,
  );
}

/** The log line that says what the bwrap sandbox isolates. */
function bwrapNote(plan: BwrapPlan, bridge: NetworkBridge | undefined, limiter: PidsLimiter | undefined): string {
  const parts = [
    'read-only root',
    `writable workspace ${plan.root}`,
    plan.homeAt ? `private /tmp, and a private home shown at ${plan.homeAt}` : 'private /tmp and home',
    "the agent's commands write a layer over the workspace",
    'new PID namespace',
    plan.network ? 'network on' : (bridge?.describe ?? 'no network'),
    plan.dropTo
      ? `commands run as uid ${plan.dropTo.uid}, not root${plan.idmapped ? ', the workspace shown to it as its own (idmapped mount)' : ''}`
      : 'no capabilities',
    ...(plan.tools?.length ? [`tool folders bound read-only for it: ${plan.tools.join(', ')}`] : []),
    `${plan.hidden.length} secret paths covered`,
    limiter ? limiter.describe : 'no pids limit available',
  ];
  return `sandbox: bwrap (${parts.join(', ')})`;
}

/**
 * What every bwrap command of the run shares (`plan`: setup's too), and the agent commands' own plan: the job's package
 * caches and setup's cache folder covered, the bridge in for a limited network.
 */
function bwrapPlans(
  bwrap: string,
  root: string,
  network: NetworkPolicy,
  held: HostHoldings,
  dropTo: BwrapPlan['dropTo'],
  reach: ReturnType<typeof nobodysReach> | undefined,
  bridge: Awaited<ReturnType<typeof startBridge>> | undefined,
  shownHome: { at?: string; tools: string[] },
): { plan: BwrapPlan; commandsPlan: BwrapPlan; caches: HostCaches } {
  const hidden = secretPaths();
  const scratch = scratchFolders(hidden);
  const event = eventPayload(root, hidden, scratch);
  // The tools under the shown home are bound back over it (homeTools), the others as nobody reaches them.
  const tools = [...(reach?.tools ?? []).filter((t) => !shownHome.at || !within(t, shownHome.at)), ...shownHome.tools];
  const plan: BwrapPlan = {
    bwrap,
    root,
    network: network.kind === 'all',
    hidden,
    home: held.home,
    ...(shownHome.at ? { homeAt: shownHome.at } : {}),
    scratch,
    ...(event ? { event } : {}),
    covered: reach ? coveredFolders(root, held.home, reach) : [],
    tools,
    dropTo,
    gitConfig: sandboxGitConfig(root, dropTo),
    seccomp: sandboxFilterFile(),
  };
  const caches = hostCaches();
  const commandsPlan: BwrapPlan = {
    ...plan,
    hidden: [...plan.hidden, ...cachePathsToCover(caches), held.setupCachesDir],
    ...(bridge ? { bridge: { dir: bridge.dir, spec: bridge.spec, node: process.execPath } } : {}),
  };
  return { plan, commandsPlan, caches };
}

/** Decide the sandbox for this run and prove it works with one trivial command. */
export async function prepareSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const log = opts.log ?? (() => {});
  const host = opts.host ?? hostFacts();
  const root = fs.realpathSync(opts.root);
  const limiter = pidsLimiter(opts.pidsLimit ?? DEFAULT_PIDS_LIMIT);
  const network = toNetworkPolicy(opts.network);
  if (opts.mode === 'none') {
    const home = makeHome(undefined);
    return noneSandbox(limiter, home, homeEnv(home), opts.noneWhy ?? 'sandbox: none was asked for', network);
  }

  const fail = setupFailure(opts.mode, host);
  if (host.platform !== 'linux') fail(`this runner is ${host.platform}`);
  const changes: string[] = [];
  const bwrap = await findBubblewrap(host, root, log, changes, fail);
  const dropTo = dropTarget(host, fail);
  const { idmap, why: noIdmap } = dropTo ? await workspaceIdmap(root, dropTo) : {};
  if (noIdmap) log(`sandbox: the workspace is opened to nobody's group file by file, not idmapped: ${noIdmap}`);
  const held = holdOnHost(root, dropTo, idmap !== undefined);
  const started = await startBridges(opts, network, held, dropTo, log, fail);
  const { bridge, setupNet } = started;
  const made: { gitConfig?: string; seccomp?: string; event?: string; forgotten?: boolean } = {};
  const dispose = () => {
    // Once per sandbox: another sandbox of the same workspace keeps its idmap.
    if (idmap && !made.forgotten) forgetIdmap(root);
    made.forgotten = true;
    started.dispose();
    // The private .git/config and the seccomp filter go with it, not only at exit (a bench makes many in a process).
    for (const file of [made.gitConfig, made.seccomp, made.event]) if (file) removeTree(path.dirname(file));
  };

  const reach = dropTo ? nobodysReach(held.home, log) : undefined;
  const { shownEnv, shownHome } = showHome(root, held.home, dropTo, reach?.path);
  const { plan, commandsPlan, caches } = bwrapPlans(bwrap, root, network, held, dropTo, reach, bridge, shownHome);
  if (idmap) plan.idmapped = commandsPlan.idmapped = true;
  Object.assign(made, { gitConfig: plan.gitConfig, seccomp: plan.seccomp, event: plan.event?.source });
  const deps: string[] = [];
  const lowers = () => [held.home, ...deps.filter(layerable)];
  const layering = workspaceLayering(root, host, lowers, idmap?.shell, dispose, fail);
  const mounts = { readOnly: [] as string[], layered: () => deps.filter(layerable) };
  const env = { ...shownEnv, ...ciEnv(plan.scratch ?? []), ...(reach ? { PATH: reach.path } : {}) };
  const wrapWith = bwrapWrapper(env, limiter, mounts, layering);
  const state = { frozen: false };
  const wrap = wrapWith(commandsPlan, bridge?.env ?? {}, () => (state.frozen ? 'agent' : undefined));
  const proofWrap = (view?: string) =>
    wrapWith({ ...commandsPlan, view, ...treeView(root, view) }, bridge?.env ?? {}, () => 'proof');

  const agentWrap = wrapWith(commandsPlan, bridge?.env ?? {}, () => 'agent');
  await preflightAll(
    { wrap, proofWrap: proofWrap(), agentWrap },
    { root, host, log, changes },
    () => {
      dispose();
      layering.release();
    },
    fail,
  );
  for (const c of changes) log(`sandbox: changed this machine: ${c}`);
  const setupWrap = setupWrapper(wrapWith, plan, caches, held.setupCachesDir, log, setupNet);
  // Each command first settles what the last one left (modes to restore, read-only folders): see holdOnHost.
  // The grants are in the run's record too: after a SIGKILL the next run gives them back (process/run-folder.ts).
  return bwrapSandbox({
    wrap,
    setupWrap,
    proofWrap,
    plan,
    bridge,
    limiter,
    changes,
    held,
    state,
    layering,
    dropTo,
    idmap,
    deps,
    mounts,
    dispose,
  });
}

/**
 * The private home as the host's: at the host's HOME path (where the workspace is not under it), with the tools
 * installed under the host's home bound back read-only, and the variables that derive from it.
 */
function showHome(root: string, home: string, dropTo: Parameters<typeof makeMountPoints>[3], path?: string) {
  const hostHome = os.homedir();
  const homeAt = homeShownAt(root, hostHome);
  const shownEnv = homeEnv(homeAt ? hostHome : home);
  const shownHome = {
    ...(homeAt ? { at: homeAt } : {}),
    tools: homeAt ? homeTools(homeAt, hostHome, path ?? childEnv().PATH!, { ...childEnv(), ...shownEnv }) : [],
  };
  if (homeAt) makeMountPoints(home, homeAt, [...shownHome.tools, root], dropTo);
  return { shownEnv, shownHome };
}

/**
 * A view outside the workspace is a proof tree's layer over it (layers.ts `treeLayout`); one inside is a checkout. A
 * folder elsewhere is no tree of ours: refused, never bound at the workspace's path.
 */
function treeView(root: string, view: string | undefined): Pick<BwrapPlan, 'viewLower'> {
  if (!view || within(view, root)) return {};
  if (!treeTop(view)) throw new Error(`${view} is neither inside the workspace nor a proof tree's layer`);
  return { viewLower: root };
}

/** The bwrap sandbox's face: every wrapper first settles what the last command left (see holdOnHost). */
function bwrapSandbox(p: {
  wrap: Wrap;
  setupWrap: Wrap;
  proofWrap: (view?: string) => Wrap;
  plan: BwrapPlan;
  bridge: NetworkBridge | undefined;
  limiter: PidsLimiter | undefined;
  changes: string[];
  held: HostHoldings;
  state: { frozen: boolean };
  layering: Exclude<ReturnType<typeof makeLayering>, { missing: string }>;
  dropTo: BwrapPlan['dropTo'];
  idmap: Idmap | undefined;
  deps: string[];
  mounts: { readOnly: string[] };
  dispose: () => void;
}): Sandbox {
  // The grants are in the run's record too: after a SIGKILL the next run gives them back (process/run-folder.ts).
  const settled =
    (w: Wrap): Wrap =>
    (argv, extra) => {
      p.held.deferred.settle();
      noteGrants(p.held.grants);
      return w(argv, extra);
    };
  const owned = new Set<string>();
  return {
    mode: 'bwrap',
    isolation: 'layers',
    wrap: settled(p.wrap),
    setupWrap: settled(p.setupWrap),
    // A proof tree at the workspace's path, over the pristine home and dependency folders with a fresh layer.
    wrapIn: (tree) => settled(p.proofWrap(fs.realpathSync(tree))),
    // The baseline: the workspace itself, over the pristine home and dependency folders with a fresh layer.
    wrapFresh: settled(p.proofWrap()),
    note: bwrapNote(p.plan, p.bridge, p.limiter),
    changes: p.changes,
    home: p.held.home,
    freeze: () => {
      p.state.frozen = true;
    },
    commandLayer: () => (p.state.frozen ? p.layering.work : undefined),
    grant: (dir) => {
      // A tree's layer outside the workspace is made with the owners the sandbox sees: nothing to grant. A checkout
      // inside it made by root is given the workspace's owner where it is idmapped (it is removed with the tree).
      if (p.dropTo && within(fs.realpathSync(dir), p.plan.root)) {
        // Once, as it is made: a command that ran in it since could have swapped a folder for a link.
        if (!p.idmap) p.held.grants.push(...grantWorkspace(dir, p.dropTo.gid));
        else if (!owned.has(dir)) ownAsWorkspace(dir, p.idmap.host);
        owned.add(dir);
      }
      noteGrants(p.held.grants);
    },
    refusedHosts: () => p.bridge?.refused() ?? [],
    protect: async (dirs) => {
      p.deps.push(...dirs);
      p.mounts.readOnly.push(...dirs.filter((d) => !layerable(d)));
      await p.held.deferred.settleReadOnly(dirs);
      if (p.dropTo && !p.idmap) for (const d of dirs) p.held.grants.push(...grantToolCaches(d, p.dropTo.gid));
      noteGrants(p.held.grants);
    },
    dispose: () => {
      p.dispose();
      p.layering.release();
    },
  };
}
