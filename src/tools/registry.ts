/**
 * The tool registry: the one place where tool names and schemas live. It turns a model's tool call into a bounded,
 * redacted plain-text answer, whatever goes wrong (bad JSON, unknown tool, schema violation, a path outside).
 */
import { z } from 'zod';
import type { ToolCall, ToolSpec } from '../model/types.js';
import type { ToolContext, ToolDef, ToolOutcome } from './types.js';
import { MAX_RESULT_CHARS } from './types.js';
import { listFiles } from './list-files.js';
import { search } from './search.js';
import { readFile } from './read-file.js';
import { patchFile } from './patch-file.js';
import { createFile } from './create-file.js';
import { runBash } from './run-bash.js';
import { runTests } from './run-tests.js';
import { viewDiff } from './view-diff.js';
import { finish } from './finish.js';
import { PathError } from '../workspace/workspace.js';
import { redact } from '../security/redact.js';

export const TOOLS: ToolDef[] = [
  listFiles,
  search,
  readFile,
  patchFile,
  createFile,
  runBash,
  runTests,
  viewDiff,
  finish,
] as ToolDef[];

/**
 * A plan run's tools (approval: plan): it reads and runs the tests, and finish carries the plan. No patch_file,
 * create_file, run_bash or view_diff: a plan run cannot change a file, and the registry says so, not the prompt.
 * run_tests is safe here because whatever the test command changes on disk is undone after it.
 */
export const PLAN_TOOLS: ToolDef[] = [listFiles, search, readFile, runTests, finish] as ToolDef[];

/** Tools about one file: their first result in a folder carries that folder's instruction files. */
const FILE_TOOLS = new Set(['read_file', 'patch_file', 'create_file']);

export class ToolRegistry {
  private readonly byName: Map<string, ToolDef>;
  readonly specs: ToolSpec[];

  constructor(readonly tools: ToolDef[] = TOOLS) {
    this.byName = new Map(tools.map((t) => [t.name, t]));
    // Computed once: the tools part of every request must stay byte-stable for provider caches.
    this.specs = tools.map((t) => {
      const { $schema: _ignored, ...parameters } = z.toJSONSchema(t.schema) as Record<string, unknown>;
      return { type: 'function', function: { name: t.name, description: t.description, parameters } };
    });
  }

  async execute(call: ToolCall, ctx: ToolContext): Promise<ToolOutcome> {
    const outcome = await this.executeUnbounded(call, ctx);
    return { ...outcome, text: bound(redact(outcome.text)) };
  }

  private async executeUnbounded(call: ToolCall, ctx: ToolContext): Promise<ToolOutcome> {
    const tool = this.byName.get(call.function.name);
    if (!tool) {
      return {
        text: `Unknown tool "${call.function.name}". Available tools: ${[...this.byName.keys()].join(', ')}.`,
        isError: true,
      };
    }
    let raw: unknown;
    try {
      raw = call.function.arguments.trim() === '' ? {} : JSON.parse(call.function.arguments);
    } catch (err) {
      return {
        text: `The arguments of ${tool.name} are not valid JSON (${(err as Error).message}). Send one JSON object.`,
        isError: true,
      };
    }
    const parsed = tool.schema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ');
      return { text: `Invalid arguments for ${tool.name}: ${problems}.`, isError: true };
    }
    try {
      const outcome = await tool.run(parsed.data, ctx);
      const target = (parsed.data as { path?: unknown }).path;
      if (outcome.isError || !ctx.instructionsFor || !FILE_TOOLS.has(tool.name) || typeof target !== 'string')
        return outcome;
      const note = ctx.instructionsFor(ctx.ws.resolve(target).rel);
      return note ? { ...outcome, text: `${outcome.text}\n\n${note}` } : outcome;
    } catch (err) {
      if (err instanceof PathError) return { text: err.message, isError: true };
      return { text: `${tool.name} failed: ${(err as Error).message}`, isError: true };
    }
  }
}

function bound(text: string): string {
  if (text.length <= MAX_RESULT_CHARS) return text;
  const half = Math.floor(MAX_RESULT_CHARS / 2);
  return `${text.slice(0, half)}\n[… ${text.length - MAX_RESULT_CHARS} characters cut …]\n${text.slice(-half)}`;
}
