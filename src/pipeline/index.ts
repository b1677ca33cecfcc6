/** The engine's door: what the Action, the CLI, the bench and the tests call. Each phase has its own file here. */
export { runPipeline } from './run.js';
export type { RunEvent, RunHooks } from './types.js';
export { testCommandNotStarted } from './baseline.js';
export { contextBudget, taskMessage } from './work.js';
export { deliveryRefusal } from './refusals.js';
export { contractStatus, type RunStatus } from '../run-status.js';

export type { RunResult } from '../report/run-result.js';
