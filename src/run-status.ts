/**
 * The engine's run status, in a module with no dependencies: the Action imports it without loading the engine (the
 * engine is loaded with import() only when there is work).
 *
 * `planned`: a plan run (`runPipeline` with mode 'plan', started only by the Action's `approval: plan`) ended with a
 * plan in `RunResult.plan` and changed nothing. The CLI never starts one; its JSON and exit codes keep the contract's
 * three values through `contractStatus`.
 */
export type RunStatus = 'resolved' | 'unresolved' | 'error' | 'planned';

/** The status as the CLI's JSON and exit codes spell it (resolved / unresolved / error): a plan changed nothing. */
export function contractStatus(status: RunStatus): 'resolved' | 'unresolved' | 'error' {
  return status === 'planned' ? 'unresolved' : status;
}
