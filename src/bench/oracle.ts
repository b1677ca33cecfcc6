/**
 * The oracle: a Model that plays a task's reference solution through the engine's real tool API, one tool call per
 * turn, then run_tests and finish. It only emits tool calls; the engine executes, gates and verifies them, so a
 * 100% oracle run proves every task is solvable with patch-only edits and that the hidden tests judge.
 * The negative variants are the same machinery doing the wrong thing, to prove the bench counts them unresolved.
 */
import type { AssistantMessage, ChatMessage, Model, ModelReply, QueryOptions, ToolSpec } from '../model/types.js';
import { countText, countTokens, countToolTokens } from '../context/tokens.js';
import type { BenchTask, SolutionStep } from './suite.js';

/**
 * solve: the reference solution. wrong: a harmless edit that fixes nothing, then claims done.
 * protected: edits a protected test so the visible tests pass, then claims done. early: claims done before any fix.
 */
export type OracleVariant = 'solve' | 'wrong' | 'protected' | 'early';
export const ORACLE_VARIANTS: readonly OracleVariant[] = ['solve', 'wrong', 'protected', 'early'];

export interface Step {
  name: string;
  args: Record<string, unknown>;
}

/** `oracle` → solve, `oracle:wrong` → wrong, …; undefined when the name is not an oracle. */
export function oracleVariant(modelName: string): OracleVariant | undefined {
  if (modelName === 'oracle') return 'solve';
  const m = /^oracle:(\w+)$/.exec(modelName);
  return m && (ORACLE_VARIANTS as readonly string[]).includes(m[1]!) ? (m[1] as OracleVariant) : undefined;
}

const toStep = (s: SolutionStep): Step => ({ name: s.tool, args: { ...s.args } });

/** A comment line after the first patched anchor: the file changes, the bug stays. */
function wrongEdit(task: BenchTask): Step {
  const first = task.solution.find((s) => s.tool === 'patch_file');
  if (!first || first.tool !== 'patch_file') {
    return { name: 'create_file', args: { path: 'NOTES.md', content: 'Looked into it; nothing to change.\n' } };
  }
  const { path, old_str } = first.args;
  const note = 'agent-fix bench: deliberately wrong edit';
  const comment = path.endsWith('.py') ? `# ${note}` : `// ${note}`;
  // At a line end the comment goes on its own line (column 0 is fine in Python, JS and Go); mid-line, at the end.
  const new_str = old_str.endsWith('\n') ? `${old_str}${comment}\n` : `${old_str} /* ${note} */`;
  return { name: 'patch_file', args: { path, old_str, new_str } };
}

function script(task: BenchTask, variant: OracleVariant): Step[] {
  const claim = (summary: string): Step => ({ name: 'finish', args: { summary } });
  switch (variant) {
    case 'solve':
      return [
        ...task.solution.map(toStep),
        { name: 'run_tests', args: {} },
        claim(`Applied the reference solution of ${task.id}.`),
      ];
    case 'wrong':
      return [wrongEdit(task), { name: 'run_tests', args: {} }, claim('Fixed it.')];
    case 'protected': {
      if (!task.cheat)
        throw new Error(`oracle:protected needs a task with a "cheat" edit in task.json; ${task.id} has none`);
      return [
        { name: 'patch_file', args: { ...task.cheat } },
        { name: 'run_tests', args: {} },
        claim('The tests pass now.'),
      ];
    }
    case 'early':
      return [claim('Done, this should fix it.')];
  }
}

class OracleModel implements Model {
  readonly name: string;
  private readonly steps: Step[];
  private calls = 0;

  constructor(name: string, steps: Step[]) {
    if (steps.length === 0) throw new Error(`${name}: a scripted model needs at least one step`);
    this.name = name;
    this.steps = steps;
  }

  async query(messages: ChatMessage[], tools: ToolSpec[], options: QueryOptions = {}): Promise<ModelReply> {
    let message: AssistantMessage;
    if (options.toolChoice === 'none') {
      message = {
        role: 'assistant',
        content: `Hand-off (${this.name}): the scripted steps are done; nothing else to try.`,
      };
    } else {
      // After the script, every turn repeats the last claim: a model that keeps saying "done" must not pass.
      const step = this.steps[Math.min(this.calls, this.steps.length - 1)]!;
      if (!tools.some((t) => t.function.name === step.name)) {
        throw new Error(
          `oracle: the engine offers no ${step.name} tool (offered: ${tools.map((t) => t.function.name).join(', ')})`,
        );
      }
      this.calls += 1;
      message = {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${this.calls}`,
            type: 'function',
            function: { name: step.name, arguments: JSON.stringify(step.args) },
          },
        ],
      };
    }
    // Measured on the request actually sent and the reply given, so the report's token columns are real counts.
    const completion = countText(message.content ?? JSON.stringify(message.tool_calls), 'o200k_base');
    return {
      message,
      usage: {
        prompt_tokens: countTokens(messages) + countToolTokens(tools),
        completion_tokens: completion,
        cached_tokens: 0,
        reasoning_tokens: 0,
      },
      finishReason: message.tool_calls ? 'tool_calls' : 'stop',
    };
  }
}

/** A fresh oracle for one run of `task` (it keeps its place in the script, so never share one between runs). */
export function oracleModel(task: BenchTask, variant: OracleVariant = 'solve'): Model {
  return new OracleModel(variant === 'solve' ? 'oracle' : `oracle:${variant}`, script(task, variant));
}

/** A Model that makes these tool calls, one per turn, then repeats the last (the SWE-bench instances' oracle). */
export function scriptedModel(name: string, steps: Step[]): Model {
  return new OracleModel(name, steps);
}
