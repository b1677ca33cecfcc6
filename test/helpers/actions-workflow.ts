/**
 * What GitHub decides when an event reaches a workflow file, with GitHub's own code where it publishes it: the file is
 * parsed and checked by @actions/workflow-parser (the parser behind the Actions VS Code extension), every `if:` is
 * evaluated by @actions/expressions (the parser wraps a condition without a status function in `success() && (…)`, as
 * the runner does). What GitHub does not publish is written here from its documentation: which events and activity
 * types the `on:` block lets through (the default types of `pull_request`; `branches`, `workflows` filters), the
 * github context of each event (`ref`, `ref_name`, `head_ref`), and the status functions of a job (`success()`: every
 * job it needs succeeded; `failure()`: one failed). Steps are not run: a case says which jobs fail and what outputs
 * the jobs that ran set.
 */
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
  type WorkflowTemplate,
} from '@actions/workflow-parser';
import picomatch from 'picomatch';

export interface ParsedWorkflow {
  file: string;
  template: WorkflowTemplate;
  /** The parser's and the converter's complaints; a workflow GitHub would refuse has some. */
  errors: string[];
}

export async function parseWorkflowFile(file: string, content: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (!parsed.value) return { file, template: { events: {}, jobs: [] } as unknown as WorkflowTemplate, errors };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return { file, template, errors: [...errors, ...(template.errors ?? []).map((e) => e.Message)] };
}

/** One event as it reaches the repository `owner/name`, and what the jobs that run it do. */
export interface EventCase {
  eventName: string;
  payload: any;
  /** workflow_dispatch and schedule start only the workflow they name (its file). */
  onlyFile?: string;
  /** Jobs (by id) whose steps fail when they run, e.g. the test job of a CI workflow on a broken commit. */
  failingJobs?: string[];
  /** Outputs a job sets when it runs, e.g. the route job's answer from the API (`{ route: { fork: 'true' } }`). */
  outputs?: Record<string, Record<string, string>>;
}

/** The github context GitHub builds for the event (docs: "Contexts reference", "Events that trigger workflows"). */
export function githubContext(c: EventCase): Record<string, unknown> {
  const p = c.payload;
  const repo = p.repository;
  const defaultRef = `refs/heads/${repo.default_branch}`;
  let ref = defaultRef;
  let headRef = '';
  let baseRef = '';
  if (c.eventName === 'push') ref = p.ref;
  if (['pull_request', 'pull_request_review', 'pull_request_review_comment'].includes(c.eventName)) {
    // The merge commit's ref: ref_name is `N/merge`; the PR's own branch is head_ref.
    ref = `refs/pull/${p.pull_request.number}/merge`;
    headRef = p.pull_request.head.ref;
    baseRef = p.pull_request.base.ref;
  }
  const refName = ref.replace(/^refs\/(heads|tags)\//, '').replace(/^refs\/pull\//, '');
  return {
    event_name: c.eventName,
    event: p,
    ref,
    ref_name: refName,
    ref_type: 'branch',
    head_ref: headRef,
    base_ref: baseRef,
    repository: repo.full_name,
    repository_owner: repo.owner.login,
    actor: p.sender?.login ?? repo.owner.login,
    triggering_actor: p.sender?.login ?? repo.owner.login,
    sha: p.after ?? p.workflow_run?.head_sha ?? 'f'.repeat(40),
    run_id: '4242',
    run_attempt: '1',
    server_url: 'https://github.com',
    api_url: 'https://api.github.com',
    workflow: '',
    job: '',
    token: '***',
  };
}

/** The activity types GitHub starts a workflow for when `types:` is absent (pull_request's are documented). */
const DEFAULT_TYPES: Record<string, string[]> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
};

/** `branches`/`branches-ignore` filter patterns (`*` stops at `/`, `**` does not). */
const matches = (patterns: string[], value: string) => patterns.some((p) => picomatch.isMatch(value, p, { dot: true }));

/** Does the `on:` block start this workflow for the event (its name, activity type and filters)? */
export function triggers(w: ParsedWorkflow, c: EventCase): boolean {
  if (c.onlyFile && c.onlyFile !== w.file) return false;
  if (['workflow_dispatch', 'schedule'].includes(c.eventName) && !c.onlyFile) return false;
  const config = (w.template.events as Record<string, any>)[c.eventName];
  if (config === undefined) return false;
  const types: string[] | undefined = config?.types ?? DEFAULT_TYPES[c.eventName];
  if (types && c.payload.action !== undefined && !types.includes(c.payload.action)) return false;
  const branch =
    c.eventName === 'push'
      ? String(c.payload.ref).replace(/^refs\/heads\//, '')
      : c.eventName === 'pull_request'
        ? c.payload.pull_request.base.ref
        : c.eventName === 'workflow_run'
          ? c.payload.workflow_run.head_branch
          : undefined;
  if (branch !== undefined && config?.branches && !matches(config.branches, branch)) return false;
  if (branch !== undefined && config?.['branches-ignore'] && matches(config['branches-ignore'], branch)) return false;
  if (c.eventName === 'workflow_run' && config?.workflows && !config.workflows.includes(c.payload.workflow_run.name))
    return false;
  return true;
}

const CONTEXTS = [
  'github',
  'needs',
  'inputs',
  'vars',
  'matrix',
  'steps',
  'job',
  'runner',
  'env',
  'strategy',
  'secrets',
];

/** Evaluates one `if:` condition with GitHub's expression engine; the status functions answer `status`. */
export function evaluateCondition(
  expression: string,
  contexts: Record<string, unknown>,
  status: { success: boolean; failure: boolean },
): boolean {
  const fn = (name: string, value: boolean) => ({
    name,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value),
  });
  const functions = [
    fn('success', status.success),
    fn('failure', status.failure),
    fn('always', true),
    fn('cancelled', false),
  ];
  const lexed = new Lexer(expression).lex();
  const ast = new Parser(lexed.tokens, CONTEXTS, functions).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  return truthy(new Evaluator(ast, context, new Map(functions.map((f) => [f.name, f]))).evaluate());
}

export interface JobRun {
  job: string;
  result: 'success' | 'failure' | 'skipped';
  /** The job has a step that uses agent-fix, and that step's own `if:` lets it run. */
  runsAgentFix: boolean;
}

const usesAgentFix = (step: any) => /^[^/]+\/agent-fix@/.test(String(step.uses?.value ?? ''));

/** The jobs of a workflow GitHub starts for the event, in order of their `needs`, with each job's result. */
export function runJobs(w: ParsedWorkflow, c: EventCase): JobRun[] {
  if (!triggers(w, c)) return [];
  const github = githubContext(c);
  const inputs = c.payload.inputs ?? {};
  const done = new Map<string, JobRun>();
  const pending = [...w.template.jobs];
  while (pending.length) {
    const index = pending.findIndex((j) => (j.needs ?? []).every((n) => done.has(n.value)));
    if (index < 0) throw new Error(`${w.file}: a job needs a job that does not exist`);
    const job = pending.splice(index, 1)[0]!;
    const id = job.id.value;
    const needs = Object.fromEntries(
      (job.needs ?? []).map((n) => [
        n.value,
        {
          result: done.get(n.value)!.result,
          outputs: done.get(n.value)!.result === 'skipped' ? {} : (c.outputs?.[n.value] ?? {}),
        },
      ]),
    );
    const needed = Object.values(needs).map((n) => n.result);
    const status = { success: needed.every((r) => r === 'success'), failure: needed.some((r) => r === 'failure') };
    const condition = job.if?.expression ?? 'success()';
    const runs = evaluateCondition(condition, { github, needs, inputs, vars: {} }, status);
    const failed = runs && (c.failingJobs ?? []).includes(id);
    const steps = job.type === 'job' ? job.steps : [];
    // A step's status functions see the steps before it; a failing job's last steps run after its test step failed.
    const stepStatus = { success: !failed, failure: failed };
    const runsAgentFix =
      runs &&
      steps.some(
        (s: any) =>
          usesAgentFix(s) &&
          evaluateCondition(
            s.if?.expression ?? 'success()',
            { github, needs, inputs, vars: {}, matrix: {}, steps: {}, job: {}, runner: {}, env: {} },
            stepStatus,
          ),
      );
    done.set(id, { job: id, result: runs ? (failed ? 'failure' : 'success') : 'skipped', runsAgentFix });
  }
  return [...done.values()];
}
