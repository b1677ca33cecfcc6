/** Step 3 of the Action's flow (run.ts), the project rules: read from the rules branch, applied under the inputs. */
import type { ActionInputs } from '../config/action-inputs.js';
import {
  RULES_FILE,
  applyProjectRules,
  readProjectRules,
  rulesTaskSection,
  type ProjectRules,
  type RuleInEffect,
} from '../config/project-rules.js';
import type { SummaryExtras } from '../report/summary.js';
import type { Checkout } from '../workspace/checkout.js';

/** The job summary's view of the rules in effect. */
function rulesSummary(rules: ProjectRules, inEffect: RuleInEffect[]): SummaryExtras['rules'] {
  return {
    branch: rules.branch,
    sha: rules.sha,
    file: rules.file ? RULES_FILE : undefined,
    settings: inEffect,
    instructions: Boolean(rules.file?.instructions),
    agentsMd: rules.agentsMd !== undefined,
  };
}

/**
 * Step 3, project rules: read from `branch` (a dry run reads the checkout's copy, so it needs no remote; the tip the
 * checkout has just fetched is read without fetching it again), applied under the inputs, logged; their task section
 * for the engine.
 */
export async function applyRules(
  { git, fetchedTip }: Pick<Checkout, 'git' | 'fetchedTip'>,
  branch: string,
  inputs: ActionInputs,
  { info, warn, writes }: { info(line: string): void; warn(line: string): void; writes: boolean },
): Promise<{
  inputs: ActionInputs;
  rules: SummaryExtras['rules'];
  section: string | undefined;
  projectRules: ProjectRules;
}> {
  const projectRules = await readProjectRules(git, branch, { fromCheckout: !writes, fetched: fetchedTip });
  if (projectRules.readFrom)
    info(
      `dry-run: project rules read from the checkout's ${projectRules.readFrom.replace(/^refs\/(heads|remotes)\//, '')} (no fetch)`,
    );
  const applied = applyProjectRules(inputs, projectRules);
  const rules = rulesSummary(projectRules, applied.inEffect);
  for (const refused of applied.inEffect.filter((r) => r.source === 'refused')) warn(`project rules: ${refused.note}`);
  if (projectRules.file || projectRules.agentsMd) {
    info(
      `project rules from ${projectRules.branch}: ${[projectRules.file ? RULES_FILE : '', projectRules.agentsMd !== undefined ? 'AGENTS.md' : ''].filter(Boolean).join(', ')}` +
        (applied.inEffect.length
          ? ` (${applied.inEffect.map((r) => `${r.key}${r.source === 'input' ? ' overridden by the input' : ''}`).join(', ')})`
          : ''),
    );
  }
  return { inputs: applied.inputs, rules, section: rulesTaskSection(projectRules), projectRules };
}
