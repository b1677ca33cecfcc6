import { describe, expect, test } from 'vitest';
import { validateRequest } from '../../src/context/validate.js';
import type { AssistantMessage, ChatMessage, ToolMessage } from '../../src/model/types.js';

const system: ChatMessage = { role: 'system', content: 'You are agent-fix.' };
const task: ChatMessage = { role: 'user', content: 'Fix the failing test.' };
const call = (...ids: string[]): AssistantMessage => ({
  role: 'assistant',
  content: null,
  tool_calls: ids.map((id) => ({
    id,
    type: 'function',
    function: { name: 'read_file', arguments: '{"path":"a.ts"}' },
  })),
});
const answer = (id: string): ToolMessage => ({ role: 'tool', tool_call_id: id, content: 'lines 1-3 of 3' });

describe('validateRequest', () => {
  test('accepts parallel calls answered in any order, then text', () => {
    const ok = [
      system,
      task,
      call('a', 'b'),
      answer('b'),
      answer('a'),
      { role: 'assistant', content: 'done' } as ChatMessage,
    ];
    expect(validateRequest(ok, { task: task.content! })).toEqual([]);
  });

  test('catches an orphan tool message (its assistant message pruned away)', () => {
    const problems = validateRequest([system, task, answer('a'), call('b'), answer('b')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/message 2 \(tool, a\) does not follow an assistant message with tool_calls/);
  });

  test('catches a tool message that answers a call of an earlier assistant message', () => {
    const problems = validateRequest([system, task, call('a'), answer('a'), call('b'), answer('a'), answer('b')]);
    expect(problems).toEqual(['message 5 (tool) answers a, which message 4 did not call']);
  });

  test('catches a call left unanswered before the next message and at the end', () => {
    const beforeUser = validateRequest([system, task, call('a', 'b'), answer('a'), { role: 'user', content: 'go on' }]);
    expect(beforeUser).toEqual(['tool call b (read_file) of message 2 is not answered before message 4']);
    const atEnd = validateRequest([system, task, call('a')]);
    expect(atEnd).toEqual(['tool call a (read_file) of message 2 is not answered by the end of the request']);
  });

  test('catches a duplicate answer', () => {
    expect(validateRequest([system, task, call('a'), answer('a'), answer('a')])).toEqual([
      'message 4 (tool) answers a a second time',
    ]);
  });

  test('catches a missing system prompt and a missing task', () => {
    expect(validateRequest([task, call('a'), answer('a')]).join('\n')).toMatch(/system prompt must come first/);
    expect(validateRequest([system, call('a'), answer('a')]).join('\n')).toMatch(/message 1 is not the task/);
    const otherTask = validateRequest([system, { role: 'user', content: 'something else' }], { task: task.content! });
    expect(otherTask.join('\n')).toMatch(/does not contain the task text/);
    expect(validateRequest([])).toHaveLength(1);
  });

  test('catches an empty assistant message and an empty tool_calls list', () => {
    expect(validateRequest([system, task, { role: 'assistant', content: null }])).toEqual([
      'message 2 (assistant) is empty: no content and no tool_calls',
    ]);
    const emptyList = validateRequest([system, task, { role: 'assistant', content: 'hm', tool_calls: [] }]);
    expect(emptyList).toEqual(['message 2 (assistant) has an empty tool_calls list: omit the field instead']);
  });

  test('catches a tool call id used twice in one message', () => {
    expect(validateRequest([system, task, call('a', 'a'), answer('a')])).toEqual([
      'message 2 (assistant) uses tool call id a twice',
    ]);
  });
});
