/**
 * `agent-fix bench --instances` as it ships: the built CLI bundle (run `npm run build` first), on Node 20 and 24,
 * against sample projects served from local bare repositories through --git-url-template.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleNodes, runCli } from '../bundle/bundle.js';
import { buildSamples, type SampleLine } from './swebench-samples.js';

describe('agent-fix bench --instances through the CLI bundle', () => {
  let samples: { root: string; template: string; lines: SampleLine[] };
  const file = (ids: string[]) => {
    const f = path.join(samples.root, `${ids.join('+')}.jsonl`);
    const lines = samples.lines.filter((l) => ids.includes(l.instance_id));
    fs.writeFileSync(f, lines.map((l) => JSON.stringify(l)).join('\n'));
    return f;
  };
  beforeAll(() => {
    samples = buildSamples();
  });
  afterAll(() => fs.rmSync(samples.root, { recursive: true, force: true }));

  const [first, ...others] = bundleNodes();
  /** `agent-fix bench` with the oracle on the instances `ids`, cloned through `template`, then `more`. */
  const bench = (ids: string[], template: string, ...more: string[]) => [
    'bench',
    '--instances',
    file(ids),
    '--model',
    'oracle',
    '--git-url-template',
    template,
    ...more,
  ];

  test(`${first!.name}: --json reports each instance by its lists; one unresolved instance makes exit 1`, async () => {
    const r = await runCli(
      first!.bin,
      bench(['samples__pystats-1', 'samples__pystats-3'], samples.template, '--max-turns', '5', '--json'),
    );
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(report.kind).toBe('instances');
    const byId = Object.fromEntries(report.runs.map((x: { task: string }) => [x.task, x]));
    expect(byId['samples__pystats-1']).toMatchObject({
      resolved: true,
      lists: { failToPass: { passed: 1, total: 1 }, passToPass: { passed: 2, total: 2 }, runner: 'pytest' },
    });
    expect(byId['samples__pystats-3']).toMatchObject({
      resolved: false,
      lists: { failToPass: { passed: 1, total: 1 }, passToPass: { passed: 1, total: 2 } },
    });
    expect(report.totals[0]).toMatchObject({ model: 'oracle', resolved: 1, runs: 2, resolveRate: 0.5 });
  }, 600_000);

  for (const node of others) {
    test(`${node.name}: the markdown table, exit 0 when every instance resolved`, async () => {
      const r = await runCli(node.bin, bench(['samples__gostrs-1'], samples.template));
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('| samples__gostrs-1 | oracle | 1 | yes | 2/2 | 2/2 | resolved |');
      expect(r.stdout).toMatch(/\| oracle \| 1\/1 \| 100% \|/);
    }, 600_000);
  }

  test(`${first!.name}: a repository that cannot be cloned is an unresolved run that names --git-url-template`, async () => {
    const r = await runCli(
      first!.bin,
      bench(['samples__gostrs-1'], `file://${samples.root}/nowhere/{repo}.git`, '--json'),
    );
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(report.runs[0]).toMatchObject({ resolved: false, engineStatus: 'crashed' });
    expect(report.runs[0].reason).toMatch(/could not clone [\s\S]*Check --git-url-template/);
  }, 120_000);
});
