// The `final-message` output through the bundle: the agent's hand-off note beside `status`, as a later step reads it
// from GITHUB_OUTPUT. Its finish summary when it finished, its note when a budget ran out; secrets redacted, bounded;
// empty when the agent never ran.
import { describe, expect, test } from 'vitest';
import { assistant, dailyLimitResponse, toolCall } from '../helpers/fake-openai.js';
import { API_KEY, ISSUE, TOKEN, fixing, keepTesting, makeOrigin, uselessEdit, useFakeServers } from './harness.js';
import { FINAL_MESSAGE_MAX } from '../../src/action/deliveries.js';
import { issueLabeled } from './payloads.js';

const { servers, runOnLabel, run } = useFakeServers({
  github: { permissions: { maintainer: 'admin', reader: 'read' } },
  model: { whenExhausted: keepTesting },
});

describe('final-message output', () => {
  test('a resolved run: the finish summary, with the key and the token the model echoed redacted', async () => {
    await servers(fixing(`tax() applies its rate. Used ${API_KEY} and ${TOKEN} to check.`));
    const r = await runOnLabel(makeOrigin());
    expect(r.outputs.status, r.stdout).toBe('resolved');
    expect(r.outputs['final-message']).toMatch(/^tax\(\) applies its rate\. Used /);
    expect(r.outputs['final-message']).not.toContain(API_KEY);
    expect(r.outputs['final-message']).not.toContain(TOKEN);
  });

  test('a run that ran out of turns: the hand-off note the model wrote when asked', async () => {
    await servers([uselessEdit('p'), assistant('HAND-OFF: reordered add(); tax() still ignores its rate.')]);
    const r = await runOnLabel(makeOrigin(), { inputs: { 'max-turns': '1' } });
    expect(r.outputs.status, r.stdout).toBe('unresolved');
    expect(r.outputs['final-message']).toBe('HAND-OFF: reordered add(); tax() still ignores its rate.');
  });

  test('a run the endpoint stopped (its daily limit): no note could be asked for, so the last text the model wrote', async () => {
    const patch = { path: 'src/calculator.js', old_str: 'return a + b;', new_str: 'return b + a;' };
    await servers([
      assistant('LAST-WORDS: reordering add() first.', toolCall('p', 'patch_file', patch)),
      dailyLimitResponse(),
    ]);
    const r = await runOnLabel(makeOrigin());
    expect(r.outputs.status, r.stdout).toBe('unresolved');
    expect(r.outputs['final-message']).toBe('LAST-WORDS: reordering add() first.');
  });

  test('a summary longer than the bound is cut, and says so', async () => {
    await servers(fixing(`tax() applies its rate. ${'x'.repeat(FINAL_MESSAGE_MAX * 2)}`));
    const r = await runOnLabel(makeOrigin());
    expect(r.outputs.status, r.stdout).toBe('resolved');
    expect(r.outputs['final-message']!.length).toBeLessThan(FINAL_MESSAGE_MAX + 100);
    expect(r.outputs['final-message']).toMatch(/… \(cut at 20000 characters\)$/);
  });

  test('a skipped run sets the output, empty', async () => {
    const { model } = await servers([assistant(null, toolCall('a', 'finish', { summary: 'never' }))]);
    const payload = issueLabeled({ ...ISSUE, label: 'agent-fix', sender: 'reader' });
    const r = await run({ event: 'issues', payload, origin: makeOrigin() });
    expect(r.outputs.status).toBe('skipped');
    expect(r.outputs).toHaveProperty('final-message', '');
    expect(model.requests).toHaveLength(0);
  });
});
