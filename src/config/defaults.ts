/**
 * What the settings table (settings.ts) and the engine's schema (schema.ts) both read, in a module of its own so
 * neither imports the other's dependents: the engine-only defaults (no Action input sets them) and the two modes'
 * values. A setting that is an Action input keeps its default in its row of the table, not here.
 */
import { z } from 'zod';

export const DEFAULTS = {
  /** The model when the endpoint names none (GitHub Models: `openai/gpt-4.1`, model/endpoint.ts). */
  model: 'gpt-4.1',
  /** Where the endpoint documents no smaller limit; on GitHub Models unset budgets follow its limits (model/endpoint.ts). */
  contextTokens: 100_000,
  /**
   * Always protected, whatever the workflow, the flags or the rules file say; `protected-paths` adds to these. The
   * instruction files and the rules file steer every later run once merged, so the agent may not write them either.
   */
  protectedPaths: [
    '.git/**',
    '.github/workflows/**',
    '.github/actions/**',
    '.github/agent-fix.yml',
    '**/AGENTS.md',
    '**/CLAUDE.md',
    '.github/copilot-instructions.md',
  ],
  commandTimeoutSec: 60,
  testTimeoutSec: 900,
} as const;

export const SandboxMode = z.enum(['auto', 'bwrap', 'none']);
export const TestEditsMode = z.enum(['allow', 'flag', 'deny']);
