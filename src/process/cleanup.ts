/**
 * What agent-fix holds on the host until it is done with it: running process groups, folders it made (proof
 * worktrees, private indexes, homes, caches, temporary folders) and owners and modes it granted. Each is undone by its
 * owner when it is done, or at the latest when the process exits: a cancellation (SIGINT, SIGTERM) ends the process
 * with `process.exit`, and everything still held is undone then, in one synchronous pass (no event loop runs in
 * 'exit', and a second signal cannot interrupt it).
 *
 * Order: process groups first (nothing writes into a folder while it is removed), then the work tree (what the agent's
 * commands' layer moved there and no edit tool kept: workspace/work-layer.ts), then folders, then owners and modes,
 * then the Action's workspace (put back once nothing of the run is left in it).
 */

/**
 * `tree`: the work tree's files and folders a command made and no edit tool kept (workspace/work-layer.ts).
 * `workspace`: the Action's workspace put back as the job left it (workspace/workspace-state.ts), once all else is undone.
 */
export type HoldKind = 'process' | 'tree' | 'folder' | 'mode' | 'workspace';

const ORDER: HoldKind[] = ['process', 'tree', 'folder', 'mode', 'workspace'];
const held = new Map<number, { kind: HoldKind; undo: () => void }>();
let next = 0;
let listening = false;

/**
 * Holds something until `release` (its owner undid it) or the process exits (undone then). Returns `release`, which
 * forgets it without undoing it.
 */
export function hold(kind: HoldKind, undo: () => void): () => void {
  if (!listening) {
    listening = true;
    process.once('exit', undoAll);
  }
  const id = next++;
  held.set(id, { kind, undo });
  return () => held.delete(id);
}

/** How many things are still held (a cancelled run says what it removed). */
export function heldCount(kind?: HoldKind): number {
  return [...held.values()].filter((h) => kind === undefined || h.kind === kind).length;
}

/** Undoes everything still held, processes first, then folders, then modes; best effort, each on its own. */
export function undoAll(): void {
  for (const kind of ORDER) {
    const entries = [...held.entries()].filter(([, h]) => h.kind === kind).reverse();
    for (const [id, h] of entries) {
      held.delete(id);
      try {
        h.undo();
      } catch {
        // best effort: the next run removes what is left (stale proof worktrees) and says so
      }
    }
  }
}
