/** The sandbox's contract: the options a run asks for, and what a prepared sandbox offers. */
import type { ImpliedPortsSource } from '../network.js';
import type { NetworkPolicy } from '../network-policy.js';
import type { ProxyOptions, RefusedHost } from '../proxy.js';
import type { SetupNetwork } from '../setup-network.js';
import type { HostFacts } from './host.js';

export interface SandboxOptions {
  mode: 'auto' | 'bwrap' | 'none';
  /** The workspace, as a real path: the one writable place. */
  root: string;
  /**
   * The agent's commands' network (setup's is `setup`): `none` (or false) is a private namespace with only its own
   * loopback, `all` (or true) the host's network, `limited` host ports and allowed domains through network.ts.
   */
  network: boolean | NetworkPolicy;
  /**
   * The setup command's network (setup-network.ts): the `setup-network` setting (text or parsed), and whether the run
   * is on a fork's PR (`all` is then read as `registries`). Absent (no setup command): setup gets no network.
   */
  setup?: { network: string | SetupNetwork; fork: boolean };
  /** Tests only: the setup proxy's resolver and where it really connects (proxy.ts `lookup`, `redirect`). */
  setupProxy?: Pick<ProxyOptions, 'lookup' | 'redirect'>;
  /** Where a bare `localhost` finds its ports, and the model endpoint it leaves out (network.ts `impliedPorts`). */
  implied?: ImpliedPortsSource;
  log?: (line: string) => void;
  /** With mode `none`: why, in the sandbox line (default "sandbox: none was asked for"). */
  noneWhy?: string;
  /** Most processes and threads all sandboxed commands may hold at once. Default 4096. */
  pidsLimit?: number;
  host?: HostFacts;
}

/** What one command gets beyond its wrapper's plan. */
export interface WrapExtra {
  /**
   * Folders of agent-fix's own outside the workspace (a run's report folder, verify/report-folder.ts), bound writable
   * at their own paths for this command only. Without bwrap the command writes them where they are.
   */
  writable?: string[];
}

/** A command's argv to the argv spawned: plugs into ExecOptions.wrap of src/process/exec.ts. */
export type Wrap = (argv: string[], extra?: WrapExtra) => string[];

export interface Sandbox {
  mode: 'bwrap' | 'none';
  /** Plugs into ExecOptions.wrap of src/tools/exec.ts. */
  wrap: Wrap;
  /** The same sandbox with setup's network (`setup`: the registries by default) and the job's caches. */
  setupWrap: Wrap;
  /** What the log should say about the mode in force. */
  note: string;
  /** What agent-fix changed on the machine to make the sandbox work (installed bwrap, lifted a sysctl). */
  changes: string[];
  /** The private home every command gets (caches), kept for the run. */
  home: string;
  /**
   * How the proof runs are kept apart from what the agent's commands wrote (DESIGN guarantee 10): `layers` (each
   * proof run sees the home and the dependency folders as setup left them, through a fresh layer
   * thrown away afterwards: layers.ts), or `none` without bwrap, where nothing can be isolated.
   */
  isolation: 'layers' | 'none';
  /**
   * The wrapper for a proof run in a proof tree (verify/proof-tree.ts): a tree's layer outside the workspace
   * (layers.ts `treeLayout`), mounted over the workspace for the command, or a folder of the workspace holding a clean
   * checkout. Any other folder is refused. With bwrap the command sees that tree at the workspace's own path, with the
   * workspace's `.git` and its dependency folders in place, and nothing of the work tree around it: a suite sees the
   * same paths as in every other run. The home and the dependency folders are the pristine ones under a fresh layer.
   * Without bwrap it runs in the tree's folder itself.
   */
  wrapIn(tree: string): Wrap;
  /**
   * The baseline's wrapper: in the workspace, over the frozen home and dependency folders through a fresh layer thrown
   * away when the command ends, as a proof run's: what the code under test writes there reaches no later run. Without
   * bwrap, `wrap`.
   */
  wrapFresh: Wrap;
  /**
   * Called after setup, before the baseline: the home and the dependency folders are frozen as setup left them. From
   * now on the agent's commands write their own layer over them (kept for the run), the baseline and each proof run a
   * fresh one, and no command writes the folders themselves. Without bwrap a no-op.
   */
  freeze(): void;
  /**
   * The layer the agent's commands write over the workspace from the freeze on (DESIGN guarantee 13): its upper
   * folder on the host, and the xattr that marks an opaque folder there; `folders`: those holding all the agent's layers
   * (`max-ignored-mb`). `src/workspace/work-layer.ts` settles it after each command. Undefined before the freeze, and without bwrap, where commands write the work tree itself.
   */
  commandLayer(): { upper: string; opaqueXattr: string; folders: string[] } | undefined;
  /**
   * Makes a folder agent-fix created inside the workspace (a checked-out proof tree) writable for the commands too. A
   * tree's layer outside it needs nothing: its entries take the workspace's owners and modes.
   */
  grant(dir: string): void;
  /** Hosts the allowlist proxy refused so far (a `network` of domains), for the summary. */
  refusedHosts(): RefusedHost[];
  /**
   * The dependency folders setup made (absolute, inside the workspace), which the proof trees get: layered from the
   * freeze on (a file, like Yarn's `.pnp.cjs`, read-only from now on). A no-op without bwrap.
   */
  protect(dirs: string[]): Promise<void>;
  /** Removes the private home and gives the workspace back its group and modes. */
  dispose(): void;
}

export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxError';
  }
}
